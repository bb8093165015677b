#!/usr/bin/env bats
# 24-play-sessions.bats - whole sessions typed into yut-play with -r give
# the assignment's transcript line for line: the screens of SPEC 7 and
# nothing between them.  The basic sessions (tests/gen-sessions.sh) hold,
# between them, 2, 3 and 4 players, 1 to 4 pieces, catches, stacks, yut
# and mo chains, back-do from 1, 5, 10 and 22, and dead back-dos.

load helper

SESSIONS='two-by-two backdo22 four-by-one three-by-two two-by-three two-by-four'

# typed NAME [OPTION ...]: type session NAME's answers into yut-play.
typed() {
	local name=$1
	shift
	run --separate-stderr yut-play -b -s 1 \
	    -r "$(cat "$GOLDEN/session-$name.throws")" "$@" \
	    <"$GOLDEN/session-$name.in"
}

@test "every basic session typed with -r gives its transcript, line for line" {
	for s in $SESSIONS; do
		typed "$s" --color=never
		ok
		is "" "$stderr" "$s: stderr"
		golden_diff "session-$s.txt"
	done
}

@test "with colour the same sessions strip to the same text" {
	for s in $SESSIONS; do
		typed "$s" --color=always
		ok
		diff -u "$GOLDEN/session-$s.txt" <(strip_escapes <<<"$output")
		grep -qF $'[\e[31m1\e[0m]' <<<"$output"
	done
}

@test "the sessions hold what they are said to hold" {
	# back-do from 1, 5, 10 and 22 (answered on two lines: P then R)
	for p in 1 5 10 22; do
		cat "$GOLDEN"/session-*.txt | awk -v p=">> position : $p" '
		    prev == p && $0 == ">> yut : back-do" { f = 1 } { prev = $0 }
		    END { exit !f }' || { echo "no back-do from $p" >&2; false; }
	done
	# a dead back-do: the screen shows it, the answer names it
	for s in backdo22 four-by-one three-by-two two-by-three two-by-four; do
		grep -qx '>> yut : back-do' "$GOLDEN/session-$s.txt"
		grep -B 1 -x '>> yut : back-do' "$GOLDEN/session-$s.txt" |
		    grep -qx '>> position : 0' ||
		    { echo "$s: no dead back-do answered 0 back-do" >&2; false; }
	done
	# chains: a hand of more than one result; stacks: a square of 2 or more
	cat "$GOLDEN"/session-*.txt | grep -q '^Yut : .*\(yut\|mo\)'
	cat "$GOLDEN"/session-*.txt | grep -q '\[[2-9]\]'
	# 2, 3 and 4 players, 1 to 4 pieces, each session played to a win
	for s in $SESSIONS; do
		grep -qx 'Player [0-3] win' "$GOLDEN/session-$s.txt"
	done
	for n in 2 3 4; do
		cat "$GOLDEN"/session-*.txt | grep -qx "number of players (2, 3, 4) : $n"
	done
	for n in 1 2 3 4; do
		cat "$GOLDEN"/session-*.txt |
		    grep -qx "number of pieces per player (1, 2, 3, 4) : $n"
	done
}

@test "between two screens nothing but the prompts and the answers" {
	for s in $SESSIONS; do
		# every line is part of a screen, a prompt or the menu
		bad=$(grep -v -e '^\[' -e '^ |' -e '^-\{41\}$' -e '^Not started :$' \
		    -e '^Arrived :$' -e '^ [□■]' -e '^Player [0-3] turn$' \
		    -e '^Player [0-3] win$' -e '^Piece :' -e '^Yut :' \
		    -e '^Write down the position of the player to move and yut$' \
		    -e '^(back-do, do, gae, geol, yut, and mo)$' \
		    -e '^>> position : ' -e '^>> yut : ' -e '^\*' -e '^[12]\. ' \
		    -e '^Select the function you want : ' -e '^Choose a game' \
		    -e '^number of ' "$GOLDEN/session-$s.txt" || true)
		is "" "$bad" "$s: lines between the screens"
	done
}

# The advanced session: a failed login, four players with the four
# animals (a dog's geol throws again, a pig caught ends the catcher's turn,
# a sheep's catch earns two throws, a cow turns at 5 without stopping), a
# save, a resume in another login order with a dead back-do, a save, and
# an older game of Noah and Liam resumed in the other order and won.
advanced_files() {
	cd "$BATS_TEST_TMPDIR"
	printf '%s\n' 'Noah 22d34h' 'Liam pw1' 'Ava cow7' 'Mia m1a' >user_info.txt
	chmod 600 user_info.txt
	printf '%s\n' 'Noah Liam | Noah 1 29 100 100 100 | Liam 0 0 0 5 5 | 0' \
	    >game_info.txt
}

@test "the advanced session typed with -r gives its transcript, line for line" {
	advanced_files
	run --separate-stderr yut-play -a -s 1 --color=never \
	    -r "$(cat "$GOLDEN/session-advanced.throws")" \
	    <"$GOLDEN/session-advanced.in"
	ok
	is "" "$stderr" "stderr"
	golden_diff session-advanced.txt
	# the won game's line is gone; the four's game is saved in its order
	is 'Noah Liam Ava Mia | Noah 0 0 0 0 0 | Liam 1 0 0 0 0 | Ava 2 0 1 2 2 | Mia 3 0 0 0 22 | 1' \
	    "$(cat game_info.txt)" "game_info.txt"
	g="$GOLDEN/session-advanced.txt"
	grep -qx 'Login Failed!' "$g"
	grep -qx 'Noah(pig) Liam(dog) Ava(sheep) Mia(cow)' "$g"
	grep -qx 'Logged-in ID List : Mia Ava Liam Noah' "$g"
	grep -qx 'Player 0 Noah turn' "$g"
	# the dog threw again after geol; the sheep's catch gave two throws
	grep -A 2 -x 'Player 1 Liam turn' "$g" | grep -qx 'Yut : gae geol'
	grep -qx 'Yut : do gae' "$g"
	# after the win, as after a save, nobody is logged in
	is 'Logged-in ID List : No player is logged in' \
	    "$(sed -n '/^Player 0 win$/,$p' "$g" | grep -m 1 '^Logged-in')"
	# with colour, the same text once the escapes are gone
	advanced_files
	run --separate-stderr yut-play -a -s 1 --color=always \
	    -r "$(cat "$GOLDEN/session-advanced.throws")" \
	    <"$GOLDEN/session-advanced.in"
	ok
	diff -u "$GOLDEN/session-advanced.txt" <(strip_escapes <<<"$output")
	grep -qF $'Player \e[31m0\e[0m Noah turn' <<<"$output"
}

@test "-r: every throw takes the next result, then the sticks take over" {
	cd "$BATS_TEST_TMPDIR"
	# yut and mo chain until a result that earns no throw
	run --separate-stderr yut-play -b -s 1 -r yut,mo,gae,do \
	    <<<$'1\n2\n1\n0\nmo\n5\nyut\n23\ngae'
	unfinished
	grep -qx 'Yut : gae yut mo' <<<"$output"
	grep -A 2 -x 'Player 1 turn' <<<"$output" | grep -qx 'Yut : do'
	# the catch's throw takes the next one too
	run --separate-stderr yut-play -b -s 1 -r gae,gae,do \
	    <<<$'1\n2\n1\n0\ngae\n0\ngae'
	unfinished
	is "Yut : do" "$(grep -A 2 -x 'Player 1 turn' <<<"$output" | tail -n 1)"
	# the same seed without -r throws other results
	run --separate-stderr yut-play -b -s 1 <<<$'1\n2\n1'
	unfinished
	! grep -qx 'Yut : gae yut mo' <<<"$output" || false
	# after the list the sticks of the seed go on
	run --separate-stderr yut-play -b -s 1 -r gae <<<$'1\n2\n1\n0\ngae'
	unfinished
	grep -qx 'Yut : gae' <<<"$output"
	[ "$(grep -c '^Yut : ' <<<"$output")" -eq 2 ]
	# a bad list is a usage error naming the item
	run --separate-stderr yut-play -b -r gae,sticks
	refused 2
	is "yut-play: -r: 'sticks' is not a result (back-do, do, gae, geol, yut, mo)" \
	    "$stderr"
	run --separate-stderr yut-play -b -r gae,,do
	refused 2
}

@test "-v says the throws, catches and discarded results between the screens" {
	run --separate-stderr yut-play -b -v -s 1 -r back-do,gae,gae,do \
	    <<<$'1\n2\n1\n0\nback-do\n0\ngae\n0\ngae'
	unfinished
	grep -qx 'Player 0 throws: back-do' <<<"$output"
	grep -qx 'Player 0 cannot use back-do: the turn passes' <<<"$output"
	grep -qx 'Player 0 caught 1 piece of player 1: throw again' <<<"$output"
	# and without -v none of it
	run --separate-stderr yut-play -b -s 1 -r back-do,gae,gae,do \
	    <<<$'1\n2\n1\n0\nback-do\n0\ngae\n0\ngae'
	unfinished
	! grep -q -e 'throws:' -e 'caught' -e 'cannot use' <<<"$output" || false
}

@test "a dead back-do: the screen, both prompts, the answer naming it, nothing moves" {
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr yut-play -b -s 1 -o rec -r back-do,do \
	    <<<$'1\n2\n1\n0\ngae\nback-do\n0\ndo'
	unfinished
	# player 0's screen shows the back-do and takes only an answer naming it
	grep -A 2 -x 'Player 0 turn' <<<"$output" | grep -qx 'Yut : back-do'
	wrong '>> yut : ' gae '>> yut : '
	grep -qx 'Wrong answer: gae is not in your hand' <<<"$output"
	# then player 1's turn, with nothing moved
	grep -A 2 -x 'Player 1 turn' <<<"$output" | grep -qx 'Piece : 0'
	# the record holds no move for it: the throw passed the turn
	is 2 "$(grep -c 'turn=1' rec)" "states of player 1's turn"
	is "" "$(grep 'hand=back-do' rec)" "a state holding the dead back-do"
}
