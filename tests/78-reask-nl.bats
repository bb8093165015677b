#!/usr/bin/env bats
# 78-reask-nl.bats - a question asked again in the program's own words,
# ended by a newline: yut-drive answers it, and yut-referee follows it,
# from a terminal or a pipe (the program is yut-play, its refusals worded
# by reask.pl).  Each way of asking again has a file of its own: yut-drive
# waits a moment of quiet for each such question, which adds up.

load helper
load reask

setup() {
	cd "$BATS_TEST_TMPDIR"
}

@test "a question asked again in the program's own words, ended by a newline" {
	reasked nl -a -p 2 -n 1 -w 30
	reasked nl -n 4 -w 40
	# an animal refused, its answer on the line after: one animal
	SEED=2 reasked nl -S expert -a -H -p 3 -n 1 -w 25
	grep -A 2 '^(0: pig, 1: dog, 2: sheep, 3:cow) : 4$' t.txt |
	    grep -qx 'Invalid input. Please enter an animal from 0 to 3: '
}
