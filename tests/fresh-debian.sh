#!/bin/sh
# fresh-debian.sh - bash .ci/run as a newcomer runs it on a fresh Debian 12
# (debootstrap minbase, plus git and sudo), three times, each on this
# checkout's HEAD cloned into the new system:
#
#	nosudo	a user sudo refuses: .ci/run prints the apt-get line to run
#		as root, exit 2, and installs nothing;
#	sudoer	a user with sudo (no password): .ci/run installs what is
#		missing and passes make check and make san, none skipped;
#	root	root, on another fresh copy: the same.
#	base	nothing but the base system (made once, then kept).
#
# usage: sh tests/fresh-debian.sh [-b] [-k] [WORKDIR [CASE...]]
#	-b	make check only (no make san): a quicker run
#	-k	keep WORKDIR's systems afterwards (the base is always kept)
#
# Not run by make check: it needs root, Debian's mirror and half an hour
# or more.  The base system is made once in WORKDIR/base.tar
# (/var/tmp/yut-fresh by default) and copied for each case; each case's
# log is WORKDIR/CASE.log.  The mounts (/proc, /dev) are made in a mount
# namespace of its own, so nothing is left mounted when it ends.
set -eu

# the mounts belong to a namespace that ends with this script
if [ -z "${FRESH_DEBIAN_NS-}" ] && [ "$(id -u)" -eq 0 ]; then
	FRESH_DEBIAN_NS=1 exec unshare -m --propagation private \
	    sh "$0" "$@"
fi

quick=0
keep=0
while getopts bk c; do
	case $c in
	b) quick=1 ;;
	k) keep=1 ;;
	*) echo "usage: sh tests/fresh-debian.sh [-b] [-k] [WORKDIR [CASE...]]" >&2
	   exit 2 ;;
	esac
done
shift $((OPTIND - 1))
top=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/var/tmp/yut-fresh}
case $work in
/*) ;;
*) work=$PWD/$work ;;
esac
[ $# -gt 0 ] && shift
cases=${*:-nosudo sudoer root}
mirror=${MIRROR:-http://deb.debian.org/debian}

say() {
	echo "fresh-debian: $*" >&2
}

if [ "$(id -u)" -ne 0 ]; then
	say "needs root (debootstrap, chroot and mount)"
	exit 2
fi
for t in debootstrap unshare chroot git; do
	command -v "$t" >/dev/null || { say "$t is missing"; exit 2; }
done

mkdir -p "$work"
if [ ! -s "$work/base.tar" ]; then
	say "debootstrap bookworm into $work/base (a few minutes)"
	rm -rf "$work/base"
	debootstrap --variant=minbase --include=git,sudo,ca-certificates \
	    bookworm "$work/base" "$mirror" >"$work/debootstrap.log" 2>&1 || {
		tail -n 20 "$work/debootstrap.log" >&2
		exit 1
	}
	tar -C "$work/base" -cf "$work/base.tar.new" .
	mv "$work/base.tar.new" "$work/base.tar"
	rm -rf "$work/base"
fi

# fresh NAME: a new root in $work/NAME from the base, with /proc, /dev and
# the host's resolver, and users newbie (no sudo) and sudoer (sudo).
fresh() {
	r=$work/$1
	rm -rf --one-file-system "$r"
	mkdir -p "$r"
	tar -C "$r" -xf "$work/base.tar"
	cp /etc/resolv.conf "$r/etc/resolv.conf"
	mount -t proc proc "$r/proc"
	mount --rbind /dev "$r/dev"
	mount -t tmpfs tmpfs "$r/tmp"
	chmod 1777 "$r/tmp"
	chroot "$r" useradd -m -s /bin/bash newbie
	chroot "$r" useradd -m -s /bin/bash sudoer
	echo 'sudoer ALL=(ALL) NOPASSWD: ALL' >"$r/etc/sudoers.d/sudoer"
	chmod 440 "$r/etc/sudoers.d/sudoer"
}

# clone HOME USER: this checkout's HEAD in the root's HOME/yut, owned by USER.
clone() {
	git clone -q "$top" "$r$1/yut"
	chroot "$r" chown -R "$2:$2" "$1/yut"
}

# runs USER: .ci/run (or make check alone, with -b) as USER in the root.
runs() {
	if [ "$quick" = 1 ]; then
		what='bash .ci/run setup && make check'
	else
		what='bash .ci/run'
	fi
	if [ "$1" = root ]; then
		chroot "$r" env -i HOME=/root LANG=C.UTF-8 \
		    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
		    sh -c "cd /root/yut && $what" </dev/null
	else
		chroot "$r" runuser -l "$1" -c "cd yut && $what" </dev/null
	fi
}

# verdict CASE LOG: whether the run passed every test and skipped none.
verdict() {
	if grep -q '^not ok' "$2" || ! grep -q '^ok' "$2"; then
		say "$1: FAILED: $(grep -c '^not ok' "$2") tests failed (see $2)"
		return 1
	fi
	if grep -q '^ok .* # skip' "$2"; then
		say "$1: passed, but skipped: $(grep '^ok .* # skip' "$2" | tr '\n' ';')"
		return 1
	fi
	say "$1: passed: $(grep -c '^ok' "$2") tests, none skipped"
}

fail=0
for c in $cases; do
	log=$work/$c.log
	case $c in
	nosudo)
		fresh nosudo
		clone /home/newbie newbie
		st=0
		runs newbie >"$log" 2>&1 || st=$?
		want="apt-get install"
		if [ "$st" -eq 2 ] && grep -q "^$want " "$log" &&
		    ! chroot "$r" sh -c 'command -v make' >/dev/null; then
			say "nosudo: exit 2, installed nothing, and said: $(tail -n 2 "$log" | tr '\n' '|')"
		else
			say "nosudo: FAILED: exit $st (see $log)"
			fail=1
		fi
		;;
	sudoer)
		fresh sudoer
		clone /home/sudoer sudoer
		st=0
		runs sudoer >"$log" 2>&1 || st=$?
		[ "$st" -eq 0 ] || { say "sudoer: exit $st"; fail=1; }
		verdict sudoer "$log" || fail=1
		;;
	root)
		fresh root
		clone /root root
		st=0
		runs root >"$log" 2>&1 || st=$?
		[ "$st" -eq 0 ] || { say "root: exit $st"; fail=1; }
		verdict root "$log" || fail=1
		;;
	base) continue ;;	# the base alone, made above
	*)
		say "no case $c (nosudo, sudoer, root)"
		exit 2
		;;
	esac
	umount -R "$r/tmp" "$r/dev" "$r/proc" 2>/dev/null || true
	# never into a mount left behind (its /dev is the host's)
	if [ "$keep" = 0 ] && ! grep -q " $r/" /proc/self/mountinfo; then
		rm -rf --one-file-system "$r"
	fi
done
exit "$fail"
