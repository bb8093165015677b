#!/usr/bin/env bats
# 77-grade-bugs.bats - single-bug variants of yut-play graded with
# grade.bats: each loses exactly the point of its own rule, however the
# bug shows on the screens that follow.  A wrong answer taken is the move
# the next screen shows; after a difference the screen shown is the game;
# the driver plays the program's game, not its own.

load helper
load drive

GRADE="$TOP/examples/grading/grade.bats"

# Each: name, file, sed script of a yut-play with one bug.
BROKEN=(
	# a result not in the hand taken: the piece moves by it, the hand
	# keeps what it held
	'wrongres|libcore/yut/rules.c|s/^\tif ((unsigned)result >= YUT_NRESULTS .. st->hand\[result\] == 0)$/\tif ((unsigned)result >= YUT_NRESULTS)/;s/^\tst->hand\[result\]--;$/\tst->hand[result] -= st->hand[result] > 0;/'
)

# Build each once, from a copy of the built tree.
setup_file() {
	build_broken "${BROKEN[@]}"
}

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# grade NAME: grade.bats on broken build NAME, its TAP in $output.
grade() {
	run env TMPDIR="$BATS_TEST_TMPDIR" GRADE_DIR=t \
	    PROGRAM="$BATS_FILE_TMPDIR/$1/bin/yut-play" \
	    bats --formatter tap "$GRADE"
}

# lost TEST...: the last grade failed exactly the TESTs named.
lost() {
	local want got
	want=$(printf '%s\n' "$@" | sort)
	got=$(sed -n 's/^not ok [0-9]* //p' <<<"$output" | sort)
	if [ "$got" != "$want" ]; then
		printf 'failed tests:\n%s\nwant:\n%s\n' "$got" "$want" >&2
		printf '%s\n' "$output" >&2
		return 1
	fi
}

ANSWERS="bad answers are refused and asked again"

@test "grade.bats: a result not in the hand taken costs the answers' point alone" {
	grade wrongres
	lost "$ANSWERS"
	grep -Eq "^# yut-drive:[0-9]+: \\[answers\\] the program took the wrong answer '[0-9]+ [a-z-]+' \\(that result is not in the hand\\)" <<<"$output"
}
