#!/usr/bin/env bats
# 77-reask-same.bats - a question asked again in the program's own words,
# on the line of the refusal: yut-drive answers it, and yut-referee follows it,
# from a terminal or a pipe (the program is yut-play, its refusals worded
# by reask.pl).  Each way of asking again has a file of its own: yut-drive
# waits a moment of quiet for each such question, which adds up.

load helper
load reask

setup() {
	cd "$BATS_TEST_TMPDIR"
}

@test "a question asked again in the program's own words, on the same line" {
	reasked same -a -p 2 -n 1 -w 30
	grep -q '^Invalid input. Please enter 0 to continue or 1 to save and exit: [01]$' t.txt
	reasked same -n 4 -w 40
}
