#!/usr/bin/env bats
# grade.bats - grade one Yunnori program written for the course assignment.
#
#	PROGRAM=./a.out bats examples/grading/grade.bats
#
# Every test plays the program on a pseudo-terminal with yut-drive(1),
# which checks each screen against the rules with yut-referee's code, and
# says, when it fails, the line of the transcript, what the rules expect
# and what the program showed.  See yut-grading(7).
#
# Environment (all optional):
#	PROGRAM		the program to grade (default: yut-play)
#	MOVETABLE	a command printing the program's movePlayer table in
#			the form of "yut-move -d -t" (default: none, the test
#			is skipped)
#	MOVETABLE_COW	the same for the cow's path ("yut-move -d -t -c")
#	GRADE_SEED	the seed of the answers (default: 1)
#	GRADE_TIMEOUT	seconds to wait for each question (default: 10)
#	GRADE_DIR	where the transcripts are kept (default: those of the
#			failed tests in a new directory under $TMPDIR or /tmp,
#			named in the failures; the others are removed)
#
# The tools are yut-drive and yut-move on PATH or, from a clone of the
# toolkit, those of its bin directory (../../bin from this file).
#
# movePlayer tables are compared on the entries the assignment defines:
# back-do from square 0 ("cannot move") and, on the cow's path, the
# squares a cow never reaches (6-14 and 25-28) are left out of both
# sides, whatever the program prints for them.

bats_require_minimum_version 1.5.0

setup_file() {
	: "${PROGRAM:=yut-play}"
	# a relative path is taken from where bats was started
	case $PROGRAM in
	/*) ;;
	*/*) PROGRAM=$PWD/${PROGRAM#./} ;;
	esac
	export PROGRAM
	# the toolkit this file sits in, when its tools are not on PATH
	if ! command -v yut-drive >/dev/null; then
		if [ -x "$BATS_TEST_DIRNAME/../../bin/yut-drive" ]; then
			PATH=$(cd "$BATS_TEST_DIRNAME/../../bin" && pwd):$PATH
			export PATH
		else
			echo "grade.bats: yut-drive is neither on PATH nor in" \
			    "$BATS_TEST_DIRNAME/../../bin: run make there, or" \
			    "put the toolkit's bin on PATH" >&2
			return 1
		fi
	fi
	if [ -n "${GRADE_DIR-}" ]; then
		mkdir -p "$GRADE_DIR"
		GRADE_DIR=$(cd "$GRADE_DIR" && pwd)
		GRADE_KEEP=
	else
		GRADE_DIR=$BATS_FILE_TMPDIR
		# failures' transcripts outlive the run
		GRADE_KEEP=$(mktemp -d "${TMPDIR:-/tmp}/grade.XXXXXX")
	fi
	export GRADE_DIR GRADE_KEEP
}

teardown_file() {
	# nothing failed: nothing kept
	[ -z "${GRADE_KEEP-}" ] || rmdir "$GRADE_KEEP" 2>/dev/null || :
}

# drive NAME OPTIONS...: play the program with yut-drive; on failure, say
# what to look at and how to play the same answers again.
drive() {
	local name=$1 t=$GRADE_DIR/$1.txt
	shift
	run --separate-stderr yut-drive -s "${GRADE_SEED:-1}" \
	    -t "${GRADE_TIMEOUT:-10}" -o "$t" "$@" -- "$PROGRAM"
	[ "$status" -eq 0 ] && return 0
	if [ -n "${GRADE_KEEP-}" ]; then
		cp "$t" "$GRADE_KEEP/" 2>/dev/null || : >"$GRADE_KEEP/$name.txt"
		t=$GRADE_KEEP/$name.txt
	fi
	{
		printf '%s\n' "$stderr"
		case $status in
		1) echo "The screen above breaks the rules of the assignment." ;;
		*) echo "The program could not be played to the end." ;;
		esac
		echo "What the terminal showed is in $t;"
		echo "the line number above is a line of that file."
		echo "Play the same answers again with:"
		echo "  yut-drive -s ${GRADE_SEED:-1} $* -- $PROGRAM"
	} >&2
	return 1
}

# table COMMAND REFERENCE...: compare a movePlayer table with the rules.
table() {
	local cmd=$1
	shift
	if ! bash -c "$cmd" >"$BATS_TEST_TMPDIR/theirs" 2>"$BATS_TEST_TMPDIR/err"; then
		echo "'$cmd' failed:" >&2
		cat "$BATS_TEST_TMPDIR/err" >&2
		return 1
	fi
	"$@" >"$BATS_TEST_TMPDIR/all"
	# the entries the assignment leaves undefined (destination -1) go
	# from both sides
	awk '$3 != -1' "$BATS_TEST_TMPDIR/all" >"$BATS_TEST_TMPDIR/rules"
	awk 'NR == FNR { if ($3 == -1) skip[$1 " " $2] = 1; next }
	    !(($1 " " $2) in skip)' "$BATS_TEST_TMPDIR/all" \
	    "$BATS_TEST_TMPDIR/theirs" >"$BATS_TEST_TMPDIR/defined"
	if ! diff -u "$BATS_TEST_TMPDIR/rules" "$BATS_TEST_TMPDIR/defined" \
	    >"$BATS_TEST_TMPDIR/diff"; then
		echo "movePlayer differs from the rules: each line is" >&2
		echo "'square result destination' (100: arrived; back-do from 0" >&2
		echo "and the cow's squares off its path, undefined, left out);" >&2
		echo "- lines are the rules, + lines the program's table:" >&2
		grep '^[-+][0-9]' "$BATS_TEST_TMPDIR/diff" >&2
		return 1
	fi
}

@test "the program starts and asks which game to play" {
	drive start -c menu -n 1 -p 2 -k 1 -w 0
}

@test "movePlayer: every square and result" {
	[ -n "${MOVETABLE-}" ] || skip "MOVETABLE is not set"
	table "$MOVETABLE" yut-move -d -t
}

@test "movePlayer: the cow's path" {
	[ -n "${MOVETABLE_COW-}" ] || skip "MOVETABLE_COW is not set"
	table "$MOVETABLE_COW" yut-move -d -t -c
}

# basic CATEGORIES: basic games of 2, 3 and 4 players, 1 to 4 pieces each,
# counting CATEGORIES: a rule shows in games of any size, so each test
# plays every size and counts its own rules (one bug, one point).
basic() {
	local p
	for p in 2 3 4; do
		drive "basic$p-${1%%,*}" -c "$1" -n 4 -p "$p" -w 0 || return 1
	done
}

@test "basic games of 2, 3 and 4 players: moves and the screen" {
	basic moves,screen
}

@test "basic games of 2, 3 and 4 players: back-do, catches and chains" {
	basic back-do,catch,chain
}

@test "basic games of 2, 3 and 4 players: stacks" {
	basic stack
}

@test "advanced game: pig, dog, sheep and cow together, saved and resumed" {
	drive animals -c pig,dog,sheep,cow -a -n 1 -p 4 -w 0
}

@test "advanced games of 2 and 3 players" {
	drive advanced2 -c win -a -n 2 -p 2 -w 0 &&
	    drive advanced3 -c win -a -n 1 -p 3 -w 0
}

@test "failed logins: a wrong password is refused" {
	drive logins -c login -a -n 1 -p 2 -w 30
}

@test "save and resume in the other login order, the saved line checked" {
	drive saves -c save,resume -a -n 2 -p 3 -w 0
}

@test "bad answers are refused and asked again" {
	drive answers -c answers -n 4 -w 30
}
