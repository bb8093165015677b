#!/usr/bin/env bats
# grade.bats - grade one Yunnori program written for the course assignment.
#
#	PROGRAM=./a.out bats examples/grading/grade.bats
#
# The program is played on a pseudo-terminal with yut-drive(1), which
# checks each screen against the rules with yut-referee's code: ten
# sessions, each played once, every inconsistency noted and the games
# played on.  Every test reads every session and counts its own rules,
# each rule counted by one test, so that a bug costs one point wherever it
# shows; a session that cannot be played to the end costs the tests that
# play it.  A failure says the line of the transcript, what the rules
# expect and what the program showed.  A test that could not grade the
# program because the grader failed (yut-drive missing or killed, a fork,
# a file, the sandbox) fails with a first line "grader error: ...", which
# grade-class.sh counts as an error, not as the program's failure.  A line
# "# points: N" right before a test makes it worth N points (one
# otherwise).  See yut-grading(7).
#
# Environment (all optional):
#	PROGRAM		the program to grade (default: yut-play)
#	MOVETABLE	a command printing the program's movePlayer table in
#			the form of "yut-move -d -t" (default: none, the test
#			is skipped)
#	MOVETABLE_COW	the same for the cow's path ("yut-move -d -t -c")
#	GRADE_SEED	the seed of the answers (default: 1)
#	GRADE_TIMEOUT	seconds to wait for each question (default: 10)
#	GRADE_DIR	where the transcripts are kept, one a session
#			(default: those named in failures, in a new directory
#			under $TMPDIR or /tmp; the others are removed)
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
	# where the sessions are played from, for the line that plays one again
	GRADE_FROM=$PWD
	export GRADE_FROM
	# the toolkit this file sits in, when its tools are not on PATH
	if ! command -v yut-drive >/dev/null; then
		if [ -x "$BATS_TEST_DIRNAME/../../bin/yut-drive" ]; then
			PATH=$(cd "$BATS_TEST_DIRNAME/../../bin" && pwd):$PATH
			export PATH
		else
			echo "grader error: grade.bats: yut-drive is neither on" \
			    "PATH nor in $BATS_TEST_DIRNAME/../../bin: run make" \
			    "there, or put the toolkit's bin on PATH" >&2
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
	# the sessions are driven once, by the first test that reads them
	# (bats reads this)
	# shellcheck disable=SC2034
	BATS_NO_PARALLELIZE_WITHIN_FILE=true
}

teardown_file() {
	# nothing failed: nothing kept
	[ -z "${GRADE_KEEP-}" ] || rmdir "$GRADE_KEEP" 2>/dev/null || :
}

# The sessions the grader plays, each NAME|OPTIONS of yut-drive.  Each is
# driven once, with -c none: every inconsistency is a note and the games
# play on, so that every test reads every session.
SESSIONS=(
	'start|-n 1 -p 2 -k 1 -w 0'
	'basic2|-n 4 -p 2 -w 0'
	'basic3|-n 4 -p 3 -w 0'
	'basic4|-n 4 -p 4 -w 0'
	'animals|-a -n 1 -p 4 -w 0'
	'advanced2|-a -n 2 -p 2 -w 0'
	'advanced3|-a -n 1 -p 3 -w 0'
	'logins|-a -n 1 -p 2 -w 30'
	'saves|-a -n 2 -p 3 -w 0'
	'answers|-n 4 -w 30'
)

# drive_all: play every session once, the first time a test needs them,
# four at a time: the transcript in $GRADE_DIR/NAME.txt; in
# $BATS_FILE_TMPDIR/sessions, yut-drive's exit status (NAME.status), its
# inconsistencies (NAME.notes, their categories in NAME.cats, how many in
# NAME.count) and, when it could not play to the end, why (NAME.why).
drive_all() {
	local s=$BATS_FILE_TMPDIR/sessions e name opts
	[ -e "$s/done" ] && return 0
	mkdir -p "$s" || { echo "grader error: mkdir $s failed" >&2; return 1; }
	for e in "${SESSIONS[@]}"; do
		while [ "$(jobs -rp | wc -l)" -ge 4 ]; do
			wait -n || :
		done
		IFS='|' read -r name opts <<<"$e"
		# shellcheck disable=SC2086
		(
			st=0
			yut-drive -s "${GRADE_SEED:-1}" -t "${GRADE_TIMEOUT:-10}" \
			    -c none -o "$GRADE_DIR/$name.txt" $opts -- \
			    "$PROGRAM" >"$s/$name.err" 2>&1 </dev/null || st=$?
			echo "$st" >"$s/$name.status"
			split_err "$st" "$s/$name"
		) &
	done
	wait
	: >"$s/done"
}

# split_err STATUS BASE: BASE.err into BASE.notes and BASE.why.  A session
# that yut-drive could not play to the end (status 2) with no word of its
# own but the seed stopped at an inconsistency it could not follow: the
# one printed first of those of the last line.  That one is why the
# session failed, and costs what a crash costs, not the point of its rule.
split_err() {
	awk -v st="$1" -v notes="$2.notes" -v why="$2.why" '
	FNR == 1 { pass++; k = 0; f = 0 }
	/^yut-drive:[0-9]+: (note: )?\[[a-z-]+\] / {
		k++
		l = $0
		sub(/^yut-drive:/, "", l)
		l = l + 0
		if (pass == 1 && (k == 1 || l > max)) {
			max = l
			last = k
		}
		f = 1
		if (pass == 2)
			print > (st == 2 && !said && k == last ? why : notes)
		next
	}
	/^  / && f {
		if (pass == 2)
			print > (st == 2 && !said && k == last ? why : notes)
		next
	}
	{ f = 0 }
	/^yut-drive: answers of seed / { next }
	pass == 1 { said = 1 }
	pass == 2 && st != 0 { print > why }
	' "$2.err" "$2.err"
	touch "$2.notes" "$2.why"
	sed -n 's/^yut-drive:[0-9]*: note: \[\([a-z-]*\)\] .*/\1/p' "$2.notes" |
	    sort | uniq >"$2.cats"
	grep -c '^yut-drive:[0-9]*: ' "$2.notes" >"$2.count" || :
}

# shown FILE CATEGORIES: the first inconsistency of CATEGORIES (a comma
# list) that yut-drive printed into FILE, with the lines under it and
# "note:" taken out (this test counts it), and how many more there are.
shown() {
	awk -v cats=",$2," '
	/^yut-drive:[0-9]+: (note: )?\[[a-z-]+\] / {
		c = $0
		sub(/^yut-drive:[0-9]+: (note: )?\[/, "", c)
		sub(/\].*/, "", c)
		f = index(cats, "," c ",") > 0 && n++ == 0
		if (f) {
			sub(/: note: \[/, ": [")
			print
		}
		next
	}
	/^  / { if (f) print; next }
	{ f = 0 }
	END {
		if (n > 1)
			printf "(and %d more of these rules in this session)\n", n - 1
	}' "$1"
}

# session_opts SESSION: the options of yut-drive that play SESSION.
session_opts() {
	local e
	for e in "${SESSIONS[@]}"; do
		[ "${e%%|*}" = "$1" ] && echo "${e#*|}"
	done
}

# failed SESSION WHY TEXT CATEGORIES [TRANSCRIPT]: say what failed in
# SESSION, where its transcript is (TRANSCRIPT.txt, by default SESSION's)
# and how to play it again.
failed() {
	local name=${5:-$1} why=$2 text=$3 cats=$4 t
	t=$GRADE_DIR/$name.txt
	if [ -n "${GRADE_KEEP-}" ]; then
		cp "$t" "$GRADE_KEEP/" 2>/dev/null || : >"$GRADE_KEEP/$name.txt"
		t=$GRADE_KEEP/$name.txt
	fi
	{
		printf '%s\n' "$text"
		echo "$why"
		echo "What the terminal showed is in $t;"
		echo "the line number above is a line of that file."
		echo "Play the same answers again with:"
		echo "  $(again_line "$1" "$cats")"
	} >&2
}

# again_line SESSION CATEGORIES: the command that plays SESSION again as
# it was graded: from the same directory, with the same PATH, limits and
# sandbox.
again_line() {
	local env="PATH=$(printf %q "$PATH")" v
	for v in YUT_DRIVE_LIMITS YUT_DRIVE_SANDBOX; do
		[ -z "${!v-}" ] || env+=" $v=$(printf %q "${!v}")"
	done
	# shellcheck disable=SC2046
	printf 'cd %q && env %s yut-drive -s %s -t %s -c %s %s -- %q\n' \
	    "$GRADE_FROM" "$env" "${GRADE_SEED:-1}" "${GRADE_TIMEOUT:-10}" \
	    "$2" "$(session_opts "$1")" "$PROGRAM"
}

# grader_error SESSION: say what went wrong in the grader, not in the
# program, when SESSION could not be played because of it: yut-drive
# never ran or never said how it ended, was killed, or stopped at a fault
# of its own (a fork, a pipe, a file, the sandbox, a usage) rather than
# the program's.
grader_error() {
	local s=$BATS_FILE_TMPDIR/sessions/$1 st= msg
	[ -s "$s.status" ] && read -r st <"$s.status"
	if ! [[ $st =~ ^[0-9]+$ ]]; then
		msg="yut-drive did not say how it ended$(head -c 300 "$s.err" 2>/dev/null | sed -n '1s/^/: /p')"
	elif [ "$st" -gt 2 ]; then
		msg="yut-drive exited $st$(grep -v '^yut-drive: answers of seed ' "$s.err" 2>/dev/null | sed -n '1s/^/: /p')"
	elif [ "$st" -eq 2 ]; then
		msg=$(grep -E -m 1 '^(usage: |yut-drive: (unknown option|(fork|pipe|pseudo-terminal|mkdir|mkdtemp|open|write|close|remove|getcwd|--sandbox|cannot run bwrap|-[A-Za-z]):|usage:|.*: (No space left on device|Resource temporarily unavailable|Disk quota exceeded)$))' "$s.err")
		[ -n "$msg" ] || return 1
	else
		return 1
	fi
	echo "grader error: session $1: $msg" >&2
}

# The inconsistencies yut-drive prints of a session at most (those of the
# referee, YUT_REF_MAXERRORS of <grade.h>): more are counted, not shown.
MAXSHOWN=1000

# again SESSION CATEGORIES: for a session with more inconsistencies than
# yut-drive shows, SESSION played again (into SESSION-CATEGORY.txt)
# counting CATEGORIES alone: when one of them shows, the first.
again() {
	local out=$BATS_TEST_TMPDIR/again st=0 text
	# shellcheck disable=SC2046
	yut-drive -s "${GRADE_SEED:-1}" -t "${GRADE_TIMEOUT:-10}" -c "$2" \
	    -o "$GRADE_DIR/$1-${2%%,*}.txt" $(session_opts "$1") -- "$PROGRAM" \
	    >"$out" 2>&1 </dev/null || st=$?
	[ "$st" -eq 1 ] || return 0
	echo "(yut-drive showed the first $MAXSHOWN inconsistencies of $1, and"
	echo "found one of these rules when it played $1 again counting them alone)"
	text=$(shown "$out" "$2")
	printf '%s\n' "${text:-(past the first $MAXSHOWN that yut-drive shows)}"
}

# graded CATEGORIES SESSION...: the test that counts CATEGORIES fails when
# any session shows an inconsistency of them, and when one of its own
# SESSIONs could not be played to the end, as when it played them alone
# (one bug, one point: every category is counted by one test alone).
graded() {
	local cats=$1 e name text s=$BATS_FILE_TMPDIR/sessions bad=0 t c n
	local -a found
	shift
	drive_all
	for e in "${SESSIONS[@]}"; do
		! grader_error "${e%%|*}" || return 1
	done
	for e in "${SESSIONS[@]}"; do
		name=${e%%|*} t='' text=''
		mapfile -t found <"$s/$name.cats"
		for c in "${found[@]}"; do
			[[ ,$cats, == *,$c,* ]] || continue
			text=$(shown "$s/$name.notes" "$cats")
			break
		done
		read -r n <"$s/$name.count"
		if [ -z "$text" ] && [ "$n" -ge "$MAXSHOWN" ]; then
			text=$(again "$name" "$cats")
			t=$name-${cats%%,*}
		fi
		[ -n "$text" ] || continue
		failed "$name" "The screen above breaks the rules of the assignment." \
		    "$text" "$cats" "$t"
		bad=1
	done
	for name in "$@"; do
		read -r n <"$s/$name.status"
		[ "$n" -ne 0 ] || continue
		failed "$name" "The program could not be played to the end." \
		    "$(cat "$s/$name.why")" none
		bad=1
	done
	return "$bad"
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
	if ! "$@" >"$BATS_TEST_TMPDIR/all"; then
		echo "grader error: $* failed" >&2
		return 1
	fi
	# the entries the assignment leaves undefined (destination -1) go
	# from both sides
	awk '$3 != -1' "$BATS_TEST_TMPDIR/all" >"$BATS_TEST_TMPDIR/rules"
	awk 'NR == FNR { if ($3 == -1) skip[$1 " " $2] = 1; next }
	    !(($1 " " $2) in skip)' "$BATS_TEST_TMPDIR/all" \
	    "$BATS_TEST_TMPDIR/theirs" >"$BATS_TEST_TMPDIR/defined"
	if ! diff -u "$BATS_TEST_TMPDIR/rules" "$BATS_TEST_TMPDIR/defined" \
	    >"$BATS_TEST_TMPDIR/diff"; then
		first_entry "$BATS_TEST_TMPDIR/rules" \
		    "$BATS_TEST_TMPDIR/defined" "$*" >&2
		echo "The whole difference, each line 'square result destination'" >&2
		echo "(100: arrived; back-do from 0 and the cow's squares off its" >&2
		echo "path, undefined, left out); - lines are the rules, + lines" >&2
		echo "the program's table:" >&2
		grep '^[-+][0-9]' "$BATS_TEST_TMPDIR/diff" >&2
		return 1
	fi
}

# first_entry RULES THEIRS REFERENCE: the first entry where THEIRS
# differs from RULES, as "movePlayer 5 geol: 23, the rules give 22" (the
# cow's path named as such).
first_entry() {
	awk -v cow="$([[ $3 == *' -c' ]] && echo " (the cow's path)")" '
	NR == FNR { k = $1 " " $2; rule[k] = $3; order[++n] = k; next }
	{ k = $1 " " $2; if (!(k in theirs)) theirs[k] = $3 }
	END {
		for (i = 1; i <= n; i++) {
			k = order[i]
			if (!(k in theirs)) {
				printf "movePlayer%s %s: missing, the rules give %s\n", cow, k, rule[k]
				exit
			}
			if (theirs[k] != rule[k]) {
				printf "movePlayer%s %s: %s, the rules give %s\n", cow, k, theirs[k], rule[k]
				exit
			}
		}
		printf "movePlayer%s: lines the rules do not have, or in another order\n", cow
	}' "$1" "$2"
}

@test "the program starts and asks which game to play" {
	graded menu start
}

@test "movePlayer: every square and result" {
	[ -n "${MOVETABLE-}" ] || skip "MOVETABLE is not set"
	table "$MOVETABLE" yut-move -d -t
}

@test "movePlayer: the cow's path" {
	[ -n "${MOVETABLE_COW-}" ] || skip "MOVETABLE_COW is not set"
	table "$MOVETABLE_COW" yut-move -d -t -c
}

# A rule shows in games of any size, and may show in any session: each
# test below reads them all and counts its own rules; the sessions named
# after its categories are those whose failure to play to the end costs
# it its point.
@test "basic games of 2, 3 and 4 players: moves and the screen" {
	graded moves,screen basic2 basic3 basic4
}

@test "basic games of 2, 3 and 4 players: back-do, catches and chains" {
	graded back-do,catch,chain basic2 basic3 basic4
}

@test "basic games of 2, 3 and 4 players: stacks" {
	graded stack basic2 basic3 basic4
}

@test "advanced game: pig, dog, sheep and cow together, saved and resumed" {
	graded pig,dog,sheep,cow animals
}

@test "advanced games of 2 and 3 players" {
	graded win advanced2 advanced3
}

@test "failed logins: a wrong password is refused" {
	graded login logins
}

@test "save and resume in the other login order, the saved line checked" {
	graded save,resume saves
}

@test "bad answers are refused and asked again" {
	graded answers answers
}
