#!/usr/bin/env bats
# 25-play-errors.bats - yut-play when a game cannot go on: one message on
# stderr, status 2, the screen up to there on stdout.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
	printf '%s\n' 'Noah 22d34h' 'Liam pw1' >user_info.txt
	chmod 600 user_info.txt
}

# The answers that log Noah and Liam in and start a new game with a pig
# and a dog, then stop at the question before the first turn.
START=$'2\nNoah\n22d34h\n2\nLiam\npw1\n1\n0\n1'

@test "input ends and the game cannot be saved: its line for yut-save, status 2" {
	# no directory for the saves file: no lock, no save
	run --separate-stderr yut-play -a -s 1 -f nodir/game_info.txt \
	    <<<"$START"
	[ "$status" -eq 2 ]
	[ "${lines[-1]}" = 'Input ended: the game was not saved.' ]
	[ "$(tail -n 1 <<<"$stderr")" = 'yut-play: the game, for yut-save: yut1 rules=advanced turn=0 throws=1 hand= p0=Noah:pig:0,0,0,0 p1=Liam:dog:0,0,0,0' ]
	# the line is one yut-save takes
	mkdir nodir
	tail -n 1 <<<"$stderr" | sed 's/^.*yut-save: //' |
	    yut-save -f nodir/game_info.txt
	grep -q '^Noah Liam | ' nodir/game_info.txt
}

@test "a saves file that cannot be read ends the session: one message, status 2" {
	mkdir saves
	run --separate-stderr yut-play -a -s 1 -f saves <<<"$START"
	[ "$status" -eq 2 ]
	[ "$stderr" = 'yut-play: saves is not a regular file' ]
	[ "${lines[-1]}" = 'Select the function you want : 1' ]
}
