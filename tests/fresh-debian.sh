#!/usr/bin/env bash
# fresh-debian.sh - follow README.md on a fresh Debian 12 as a newcomer
# would: in a new system made by debootstrap --variant=minbase (plus git,
# sudo and ca-certificates), a user clones this checkout's HEAD and runs
# the README's commands from its first line to its last
# (tests/readme-run.sh: each "$ " line in order, the games fed scripted
# answers through a pipe, stopping loudly at the first command that fails
# or prints other than the README shows).  Three users, each on a fresh
# copy of the system:
#
#	nosudo	a user sudo refuses: bash .ci/run setup must print the line
#		to run as root, exit 2 and install nothing; the line is then
#		run as root (answering y), as an admin asked would, and the
#		user goes on from that command
#	sudoer	a user with sudo (no password): setup installs through sudo
#	root	root: setup installs with apt-get
#	base	nothing but the base system (made once, then kept)
#
# usage: sudo bash tests/fresh-debian.sh [-q] [-k] [-u CASE]... [WORKDIR]
#	-q	quick: the tour alone, without make check (some 2 minutes
#		a case, against 7 to 12 with it on two busy cores)
#	-k	keep WORKDIR's systems afterwards (the base is always kept)
#	-u CASE	the case to run (nosudo, sudoer, root or base), as often as
#		needed; all three users by default
#
# Not run by make check: it needs root, Debian's mirror ($MIRROR, else
# deb.debian.org) and time.  The base system is made once in
# WORKDIR/base.tar (/var/tmp/yut-fresh by default; remove it to start
# again) and unpacked for each case into WORKDIR/CASE.  Each case's whole
# output is WORKDIR/CASE.log; the terminal gets the README's steps as they
# run, and a verdict a case.  With make check the verdict also wants every
# test passed and none skipped.  Each command runs in the new system in a
# mount namespace of its own (unshare(1)) that ends with the command, so
# nothing is left mounted: the system's directory made its root by
# pivot_root(8), with this machine's /proc, /sys and /dev (its ptys).  Not
# chroot(8) alone: in a chroot the kernel refuses user namespaces, which
# the tests' sandboxes need.  Not bwrap(1): it sets no_new_privs, and sudo
# cannot work under it; nor a /proc of its own, whose read-only parts
# would keep the sandboxes from mounting theirs.  Exit 0 when
# every case passed, 1 when one failed, 2 on a usage or set-up error.
set -euo pipefail

usage="usage: sudo bash tests/fresh-debian.sh [-q] [-k] [-u nosudo|sudoer|root|base]... [WORKDIR]"
quick=0
keep=0
cases=
while getopts qku:h c; do
	case $c in
	q) quick=1 ;;
	k) keep=1 ;;
	u)
		case $OPTARG in
		nosudo | sudoer | root | base) cases="$cases $OPTARG" ;;
		*) echo "fresh-debian: no case $OPTARG (nosudo, sudoer, root, base)" >&2
		   exit 2 ;;
		esac ;;
	h) echo "$usage"; exit 0 ;;
	*) echo "$usage" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -le 1 ] || { echo "$usage" >&2; exit 2; }
top=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/var/tmp/yut-fresh}
case $work in
/*) ;;
*) work=$PWD/$work ;;
esac
cases=${cases:-nosudo sudoer root}
mirror=${MIRROR:-http://deb.debian.org/debian}

say() {
	echo "fresh-debian: $*" >&2
}

if [ "$(id -u)" -ne 0 ]; then
	say "needs root (debootstrap, and root in the new system)"
	exit 2
fi
for t in debootstrap unshare pivot_root git; do
	command -v "$t" >/dev/null || {
		say "$t is missing (apt-get install ${t/pivot_root/util-linux})"
		exit 2
	}
done

mkdir -p "$work"
if [ ! -s "$work/base.tar" ]; then
	say "debootstrap bookworm into $work/base (a few minutes)"
	rm -rf --one-file-system "$work/base"
	debootstrap --variant=minbase --include=git,sudo,ca-certificates \
	    bookworm "$work/base" "$mirror" >"$work/debootstrap.log" 2>&1 || {
		tail -n 20 "$work/debootstrap.log" >&2
		exit 1
	}
	tar -C "$work/base" -cf "$work/base.tar.new" .
	mv "$work/base.tar.new" "$work/base.tar"
	rm -rf --one-file-system "$work/base"
fi

# inside COMMAND...: COMMAND as root in the new system $r: in a mount
# namespace of its own, $r made its root by pivot_root.
inside() {
	unshare -m --propagation private sh -c '
		r=$1
		shift
		mount --rbind "$r" "$r"
		mount --rbind /proc "$r/proc"
		mount --rbind /sys "$r/sys"
		mount --rbind /dev "$r/dev"
		mkdir -p "$r/.oldroot"
		cd "$r"
		pivot_root . .oldroot
		exec chroot . sh -c "umount -l /.oldroot && exec \"\$@\"" sh "$@"
	' sh "$r" "$@"
}

# fresh NAME: a new root $r in $work/NAME from the base, with the host's
# resolver, users newbie (no sudo) and sudoer (sudo, no password), and
# this checkout's HEAD as the repository to clone, /srv/yut.git.
fresh() {
	r=$work/$1
	rm -rf --one-file-system "$r"
	mkdir -p "$r"
	tar -C "$r" -xf "$work/base.tar"
	cp /etc/resolv.conf "$r/etc/resolv.conf"
	# as an installed system has it (sudo looks its host name up)
	printf '127.0.1.1\t%s\n' "$(hostname)" >>"$r/etc/hosts"
	inside useradd -m -s /bin/bash newbie
	inside useradd -m -s /bin/bash sudoer
	echo 'sudoer ALL=(ALL) NOPASSWD: ALL' >"$r/etc/sudoers.d/sudoer"
	chmod 440 "$r/etc/sudoers.d/sudoer"
	git clone -q --bare "$top" "$r/srv/yut.git"
}

# as USER COMMAND: COMMAND in a login shell of USER in the new system,
# with no standard input, as a newcomer at a terminal of that machine.
as() {
	inside runuser -l "$1" -c "$2" </dev/null
}

# tour USER [OPTION...]: the README in USER's clone, its steps shown as
# they go; the runner's status.
tour() {
	local u=$1 ps
	shift
	set +e
	as "$u" "cd yut && bash tests/readme-run.sh $* -r /tmp/rootline" 2>&1 |
	    tee -a "$log" |
	    grep --line-buffered -e '^readme: ' -e '^# [0-9]* tests written' >&2
	ps=("${PIPESTATUS[@]}")
	set -e
	# the runner's status, not grep's
	return "${ps[0]}"
}

# verdict CASE: with make check, whether it passed every test and skipped
# none (a suite that did not run is a failure).
verdict() {
	[ "$quick" = 0 ] || return 0
	if grep -q '^not ok' "$log" || ! grep -q '^ok' "$log"; then
		say "$1: FAILED: $(grep -c '^not ok' "$log") tests failed (see $log)"
		return 1
	fi
	if grep -q '^ok .* # skip' "$log"; then
		say "$1: the tests passed, but skipped: $(grep '^ok .* # skip' "$log" | tr '\n' ';')"
		return 1
	fi
	say "$1: make check passed, none skipped: $(grep '^# [0-9]* tests written' "$log" | tail -n 1)"
}

# follow CASE USER: CASE's run, from the clone to the README's last line.
follow() {
	local c=$1 u=$2 st=0 n line
	log=$work/$c.log
	: >"$log"
	say "$c: cloning as $u"
	# git clones only a repository of the user's own
	inside chown -R "$u:" /srv/yut.git
	as "$u" 'git clone -q /srv/yut.git yut' >>"$log" 2>&1 ||
	    { say "$c: FAILED: git clone"; return 1; }
	opts=
	[ "$quick" = 0 ] || opts=-q
	tour "$u" $opts || st=$?
	if [ "$st" -eq 3 ]; then
		n=$(sed -n 1p "$r/tmp/rootline")
		line=$(sed -n 2p "$r/tmp/rootline")
		if [ "$c" != nosudo ]; then
			say "$c: FAILED: told to run as root: $line"
			return 1
		fi
		if inside sh -c 'command -v make' >/dev/null; then
			say "$c: FAILED: make is there before the admin ran the line"
			return 1
		fi
		say "$c: the admin runs as root: $line"
		printf 'y\n' | inside env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin \
		    sh -c "$line" >>"$log" 2>&1 ||
		    { say "$c: FAILED: the root line failed (see $log)"; return 1; }
		st=0
		tour "$u" $opts -f "$n" || st=$?
		if [ "$st" -eq 3 ]; then
			say "$c: FAILED: still told to run as root: $(sed -n 2p "$r/tmp/rootline")"
			return 1
		fi
	elif [ "$c" = nosudo ] && [ "$st" -eq 0 ]; then
		say "$c: FAILED: never told a line to run as root"
		return 1
	fi
	if [ "$st" -ne 0 ]; then
		say "$c: FAILED: $(grep '^readme: FAILED' "$log" | tail -n 1) (see $log)"
		return 1
	fi
	verdict "$c"
}

fail=0
for c in $cases; do
	case $c in
	nosudo) u=newbie ;;
	sudoer) u=sudoer ;;
	root) u=root ;;
	base) continue ;;	# the base alone, made above
	esac
	start=$SECONDS
	fresh "$c"
	if follow "$c" "$u"; then
		say "$c: passed in $((SECONDS - start)) s"
	else
		fail=1
		say "$c: failed after $((SECONDS - start)) s"
	fi
	if [ "$keep" = 0 ]; then
		rm -rf --one-file-system "$r"
	fi
done
exit "$fail"
