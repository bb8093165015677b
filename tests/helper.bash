# helper.bash - shared by every tests/*.bats file.
#
# The suite runs the built programs as a user would:
#	PATH="$PWD/bin:$PATH" bats tests </dev/null

bats_require_minimum_version 1.5.0

export LC_ALL=C.UTF-8
unset YUT_SEED NO_COLOR YUT_USERS YUT_SAVES CLICOLOR CLICOLOR_FORCE
export TERM=xterm

GOLDEN="$BATS_TEST_DIRNAME/golden"
TOP="$(cd "$BATS_TEST_DIRNAME/.." && pwd)"

# strip_escapes: copy stdin to stdout without ANSI colour escapes.
strip_escapes() {
	sed 's/\x1b\[[0-9;]*m//g'
}

# field NAME: the value of field NAME of the state line on stdin.
field() {
	tr ' ' '\n' | sed -n "s/^$1=//p"
}

# golden_diff NAME: compare $output with tests/golden/NAME.
golden_diff() {
	printf '%s\n' "$output" | diff -u "$GOLDEN/$1" -
}

# refused STATUS: the last run failed with STATUS, wrote nothing to stdout
# and said something on stderr.  Needs run --separate-stderr.
refused() {
	if [ "$status" -ne "$1" ]; then
		echo "status $status, want $1; stdout: $output; stderr: $stderr" >&2
		return 1
	fi
	if [ -n "$output" ]; then
		echo "stdout not empty: $output" >&2
		return 1
	fi
	if [ -z "$stderr" ]; then
		echo "stderr empty" >&2
		return 1
	fi
}

# ok: the last run succeeded; say what it printed when it did not.
ok() {
	if [ "$status" -ne 0 ]; then
		echo "status $status; stdout: $output; stderr: ${stderr-}" >&2
		return 1
	fi
}

# unfinished: the last run was a game that input ended before its end,
# which exits 1 (SPEC 7); say what it printed when it did not.
unfinished() {
	if [ "$status" -ne 1 ]; then
		echo "status $status, want 1; stdout: $output; stderr: ${stderr-}" >&2
		return 1
	fi
}

# is WANT GOT [WHAT]: fail unless GOT is WANT, saying what was wanted and
# what came out.
is() {
	if [ "$2" != "$1" ]; then
		printf '%s:\n  want: %s\n  got:  %s\n' "${3:-value}" "$1" "$2" >&2
		return 1
	fi
}

# programs: the name of every program, one a line, from cmd/.
programs() {
	local c
	for c in "$TOP"/cmd/*.c; do
		basename "$c" .c
	done
}

# wrong PROMPT ANSWER [NEXT]: in $output the answer to the prompt is
# followed by exactly one line starting "Wrong answer:", and then the same
# prompt (or the prompt NEXT).
wrong() {
	awk -v q="$1$2" -v p="${3:-$1}" '
		found == 1 { if ($0 !~ /^Wrong answer: /) exit 1; found = 2; next }
		found == 2 { if (index($0, p) != 1) exit 1; ok = 1; exit 0 }
		$0 == q { found = 1 }
		END { exit !ok }' <<<"$output" || {
		printf 'no wrong answer for "%s%s" in:\n%s\n' "$1" "$2" \
		    "$output" >&2
		return 1
	}
}

# need TOOL...: fail, naming the tool and how to get it, when a tool the
# test needs is not installed (README: make check needs bats, tmux, man).
need() {
	local t
	for t; do
		command -v "$t" >/dev/null && continue
		echo "$t is missing: install it (bash .ci/run, or see README)" >&2
		return 1
	done
}

# catches_int PID: wait until process PID has its SIGINT handler in place
# (Linux shows it in /proc; elsewhere a second is given).
catches_int() {
	local i mask
	[ -r "/proc/$1/status" ] || { sleep 1; return 0; }
	for ((i = 0; i < 15000; i++)); do
		mask=$(sed -n 's/^SigCgt:[[:space:]]*//p' "/proc/$1/status")
		[ -n "$mask" ] && (((16#$mask >> 1) & 1)) && return 0
		sleep 0.02
	done
	return 1
}

# worked PID TICKS: wait until process PID (and its threads) has run TICKS
# clock ticks on the processor: work done, however loaded the machine.
worked() {
	local i t
	for ((i = 0; i < 30000; i++)); do
		t=$(awk '{ print $14 + $15 }' "/proc/$1/stat" 2>/dev/null) ||
		    return 1
		[ "${t:-0}" -ge "$2" ] && return 0
		sleep 0.02
	done
	return 1
}

# interrupt CMD...: run CMD reading a pipe held open, as a person who has
# not answered yet, press ^C (SIGINT) once it catches the signal, and set
# $status and $output (its stdout) to how it ended.
interrupt() {
	local p fifo=$BATS_TEST_TMPDIR/interrupt.fifo
	rm -f "$fifo"
	mkfifo "$fifo"
	# a job in the background starts with SIGINT ignored, which a game
	# keeps (as under nohup): a terminal's ^C reaches it with the default
	env --default-signal=INT "$@" <"$fifo" >"$BATS_TEST_TMPDIR/interrupt.out" &
	p=$!
	exec 8>"$fifo"
	catches_int "$p" || { kill "$p"; return 1; }
	sleep 0.2
	kill -INT "$p"
	status=0
	wait "$p" || status=$?
	exec 8>&-
	output=$(cat "$BATS_TEST_TMPDIR/interrupt.out")
}

# as_root CMD...: run CMD as root: directly when root, else through sudo
# when it lets this user in without asking (a sudoer who ran .ci/run);
# fails otherwise, and the test that needs it skips.
as_root() {
	if [ "$(id -u)" -eq 0 ]; then
		"$@"
	else
		command -v sudo >/dev/null && sudo -n "$@"
	fi
}

# tmpfs_mount DIR SIZE: a file system of SIZE that this user owns, to fill
# up or make read-only, mounted at DIR; MNT is the path that reaches it.
# As root, or with sudo, it is mounted at DIR, and MNT is DIR.  Any other
# user mounts it in a user and mount namespace of its own (unshare -rm),
# held by a process, MNT_PID, through whose /proc root the rest of the
# test reaches it: MNT is /proc/MNT_PID/root/DIR.  Fails where neither can
# be done.
tmpfs_mount() {
	local ready=$BATS_TEST_TMPDIR/.tmpfs-ready said=
	MNT=$1 MNT_PID=
	mkdir -p "$1"
	as_root mount -t tmpfs -o "size=$2,mode=755,uid=$(id -u),gid=$(id -g)" \
	    tmpfs "$1" 2>/dev/null && return 0
	command -v unshare >/dev/null && rm -f "$ready" && mkfifo "$ready" ||
	    return 1
	unshare -rm sh -c 'mount -t tmpfs -o "size=$2,mode=755" tmpfs "$1" &&
	    echo mounted && exec sleep 86400' sh "$1" "$2" \
	    <&- >"$ready" 2>/dev/null 3>&- &
	MNT_PID=$!
	# the holder says so once it has mounted; its end is an end of file
	read -r said <"$ready" || true
	if [ "$said" != mounted ]; then
		tmpfs_gone
		return 1
	fi
	MNT=/proc/$MNT_PID/root$1
}

# tmpfs_ro DIR: the file system tmpfs_mount mounted at DIR made read-only.
tmpfs_ro() {
	if [ -z "${MNT_PID-}" ]; then
		as_root mount -o remount,ro "$1"
	else
		nsenter --preserve-credentials -t "$MNT_PID" -U -m \
		    mount -o remount,bind,ro "$1"
	fi
}

# tmpfs_gone: the file system of tmpfs_mount, if any, unmounted.
tmpfs_gone() {
	if [ -n "${MNT_PID-}" ]; then
		kill "$MNT_PID" 2>/dev/null || true
		wait "$MNT_PID" 2>/dev/null || true
		MNT_PID=
	elif [ -n "${MNT-}" ] && mountpoint -q "$MNT"; then
		as_root umount -l "$MNT"
	fi
}

# signature ARGS...: the tally of a seeded yut-sim series, without its
# speed: it changes when any decision of the strategies does.
signature() {
	yut-sim -q "$@" | sed '/^speed /d'
}

# pinned ARGS...: fail, showing the difference, unless the signature of
# ARGS is the text on stdin.
pinned() {
	local got
	got=$(signature "$@") || return 1
	diff -u - <(printf '%s\n' "$got")
}

# What a test captures is bounded: a program that loops writing would
# otherwise fill $output until the machine gives out.  run is bats's own,
# with the command run through bounded; BOUND bytes of stdout (and of
# stderr kept apart) at most, and a note on stderr where it was cut.
# The most a test reads is some 2 MB (the fuzz corpus of saves files
# replayed, its warnings): the bound is eight times that.
BOUND=$((16 * 1024 * 1024))

# bounded CMD...: run CMD, its output cut after BOUND bytes (the program
# then ends on SIGPIPE at its next write); its status is CMD's.
bounded() {
	local rc nl=
	if [ /dev/stdout -ef /dev/stderr ]; then
		# one stream, as bats's run merges them: the order kept, and
		# the note on a line of its own
		"$@" 2>&1 | head -c "$BOUND"
		rc=${PIPESTATUS[0]} nl=$'\n'
	else
		{ "$@" 2>&1 >&3 3>&- | head -c "$BOUND" >&2; exit "${PIPESTATUS[0]}"; } \
		    3>&1 | head -c "$BOUND"
		rc=${PIPESTATUS[0]}
	fi
	[ "$rc" -ne 141 ] ||
	    echo "${nl}bounded: $1 wrote on past $BOUND bytes, cut there" >&2
	return "$rc"
}

eval "bats_run_unbounded() $(declare -f run | sed 1d)"
run() {
	local flags=()
	while [ $# -gt 0 ]; do
		case $1 in
		--) shift; break ;;
		-* | '!') flags+=("$1"); shift ;;
		*) break ;;
		esac
	done
	local rc=0
	bats_run_unbounded "${flags[@]}" -- bounded "$@" || rc=$?
	BATS_RUN_COMMAND="${*}"
	return "$rc"
}
