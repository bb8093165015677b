#!/usr/bin/env bats
# 78-reask-next.bats - a question asked again in the program's own
# words, on the line after the refusal: yut-drive answers it, and
# yut-referee follows it, from a terminal or a pipe (the program is
# yut-play, its refusals worded by reask.pl).  Each way of asking again
# has a file of its own: yut-drive waits a moment of quiet for each such
# question, which adds up.

load helper
load reask

setup() {
	cd "$BATS_TEST_TMPDIR"
}

@test "a question asked again in the program's own words, on the next line" {
	reasked next -a -p 3 -n 1 -w 30
	reasked next -n 4 -w 40
}
