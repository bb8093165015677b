#!/usr/bin/env bats
# 22-play-input.bats - yut-play's answers: every wrong answer at every
# question gets one line starting "Wrong answer:" and the same question
# again; end of input at every question ends the program, with exit 0 at
# a menu and 1 in the middle of a game (an advanced game is saved first);
# over-long lines and NUL bytes.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
	printf '%s\n' 'Noah 22d34h' 'Liam pw1' 'Zoe z0e' 'Mia m1a' >user_info.txt
	chmod 600 user_info.txt
	printf '%s\n' 'Noah Liam | Noah 3 0 0 3 4 | Liam 0 0 0 1 2 | 0' \
	    >game_info.txt
}

# play ARGS...: run yut-play (stdin from the caller) so that a program
# that loops at end of input fails the test instead of hanging it.
play() {
	run --separate-stderr timeout 300 yut-play "$@"
}

# login ID PASSWORD: the answers that log ID in from the menu.
login() {
	printf '2\n%s\n%s\n' "$1" "$2"
}

# ended: the last run exited 0, quietly, and asked nothing after the end.
ended() {
	ok
	[ -z "$stderr" ]
}

# cut: the last run was a game that input ended: exit 1, quietly.
cut() {
	unfinished
	[ -z "$stderr" ]
}

@test "wrong answers at the choice of game and the basic menu" {
	local a
	play -s 15 <<<$'\nx\n3\n0\n-1\n1.0\n1\n\nabc\n9\n1x\n1\n1\n5\ntwo\n2\n0\n5\n+\n1'
	cut
	for a in '' x 3 0 -1 1.0; do
		wrong 'Choose a game to play (1, 2) : ' "$a"
	done
	for a in '' abc 9 1x; do
		wrong 'Select the function you want : ' "$a"
	done
	for a in 1 5 two; do
		wrong 'number of players (2, 3, 4) : ' "$a"
	done
	for a in 0 5 +; do
		wrong 'number of pieces per player (1, 2, 3, 4) : ' "$a"
	done
	# the right answers went through
	grep -qx '>> position : ' <<<"$output"
	[ "$(grep -c '^Wrong answer: ' <<<"$output")" -eq 16 ]
}

@test "spaces around a number are forgiven" {
	play -b -s 15 <<<$' 1\n\t2 \n1'
	cut
	! grep -q '^Wrong answer' <<<"$output" || false
	grep -qx 'Piece : 0' <<<"$output"
}

@test "wrong positions: empty, not a number, off the board, no piece there" {
	local a
	# seed 15: player 0 holds gae, with one piece at 0
	play -b -s 15 <<<$'1\n2\n1\n\nx\n30\n-1\n5\n29\n3 gae\n0x'
	cut
	for a in '' x 30 -1 5 29 '3 gae' 0x; do
		wrong '>> position : ' "$a"
	done
	wrong '>> position : ' 5
	grep -qx 'Wrong answer: you have no piece on 5' <<<"$output"
	grep -qx 'Wrong answer: you have no piece on 3' <<<"$output"
}

@test "a refused result asks for the result again; one the piece cannot use, the position" {
	local a
	# seed 53: player 0 holds back-do and yut, with one piece at 0
	play -b -s 53 <<<$'1\n2\n1\n0\nfoo\n\nmo\nback-do\n0 mo\n0\nYUT\nback-do\n0 back-do\n0\nyut'
	cut
	# not a result, or not in the hand: the result again, the piece kept
	for a in foo '' mo YUT; do
		wrong '>> yut : ' "$a" '>> yut : '
	done
	grep -qx 'Wrong answer: mo is not in your hand' <<<"$output"
	# the two on one line answer the position, which is asked again
	wrong '>> position : ' '0 mo' '>> position : '
	# in the hand, but the piece cannot use it: back to the position
	wrong '>> yut : ' back-do '>> position : '
	grep -qx 'Wrong answer: 0 back-do: back-do cannot bring a new piece on' <<<"$output"
	wrong '>> position : ' '0 back-do' '>> position : '
	grep -qx '>> yut : yut' <<<"$output"
	# five answers to the position, and the next move's when input ends
	[ "$(grep -c '^>> position : ' <<<"$output")" -eq 6 ]
	[ "$(grep -c '^>> yut : ' <<<"$output")" -eq 7 ]
	# and the referee takes the transcript
	yut-referee --strict <(grep -v '^Input ended' <<<"$output")
}

@test "? or help at either prompt shows the numbered board and asks again" {
	play -b -s 53 <<<$'1\n2\n1\n?\nhelp\n0\n?\nyut'
	cut
	[ "$(grep -c '^Squares by number' <<<"$output")" -eq 3 ]
	# the numbered board: square 10 top left, 5 top right, 29 at the start
	grep -qx '10  - \[9\] - \[8\] - \[7\] - \[6\] - \[5\]' <<<"$output"
	grep -qx '15  - 16  - 17  - 18  - 19  - 29^Start' <<<"$output"
	grep -qx ' |             22              |' <<<"$output"
	# after help the same question again; the move then goes through
	[ "$(grep -A 14 -x '>> position : ?' <<<"$output" | tail -n 1)" = \
	    "A piece that stops on 5, 10 or 22 takes the shortcut next time." ]
	grep -qx '>> yut : yut' <<<"$output"
	# ?, help, 0, and the next move's question when input ends
	[ "$(grep -c '^>> position : ' <<<"$output")" -eq 4 ]
	[ "$(grep -c '^>> yut : ' <<<"$output")" -eq 2 ]
}

@test "a back-do that nothing can use from 0 is refused at the position" {
	# seed 2: Noah (cow, pieces 0 0 3 4) holds back-do alone
	play -a -v -s 2 <<<"$(login Noah 22d34h; login Liam pw1
	    printf '1\n1\n0\n0\n0 back-do\n3 back-do\n')"
	cut
	grep -qx 'Yut : back-do' <<<"$output"
	wrong '>> position : ' 0
	wrong '>> position : ' '0 back-do'
	# 3 back-do catches Liam's pig on 2: the pig's rule ends the turn, as
	# -v says between the screens
	grep -q '^Player 0 caught 1 piece of player 1' <<<"$output"
}

@test "wrong answers at the advanced menu, the animals, resume and continue" {
	local a
	play -a -s 1 <<<"$(printf '0\n4\nlogin\n'
	    login Zoe z0e; login Mia m1a
	    printf '1\n4\n-1\npig\n\n3\n0\n2\nx\n\n1\n')"
	ended
	for a in 0 4 login; do
		wrong 'Select the function you want : ' "$a"
	done
	for a in 4 -1 pig ''; do
		wrong '(0: pig, 1: dog, 2: sheep, 3:cow) : ' "$a"
	done
	for a in 2 x ''; do
		wrong 'Continue (0) / Save and Exit the game (1) : ' "$a"
	done
	grep -qx 'Game saved successfully!' <<<"$output"
	grep -qx 'Zoe Mia | Zoe 3 0 0 0 0 | Mia 0 0 0 0 0 | 0' game_info.txt
	play -a <<<"$(login Mia m1a; login Zoe z0e; printf '1\n2\nresume\n1\n1\n3\n')"
	ended
	for a in 2 resume; do
		wrong 'There is a saved game. Start a new game (0) / Resume (1) : ' "$a"
	done
	grep -qx 'Game saved successfully!' <<<"$output"
}

@test "an over-long answer and a NUL byte are wrong answers" {
	play -b < <(printf '%0300d\n1\0\n2\n' 0)
	ended
	grep -qx 'Wrong answer: the answer is too long' <<<"$output"
	grep -qx 'Wrong answer: the answer holds a NUL byte' <<<"$output"
	[ "$(grep -c '^Select the function you want : ' <<<"$output")" -eq 3 ]
	[ "$(tail -n 1 <<<"$output")" = 'Select the function you want : 2' ]
}

@test "CRLF answers are accepted" {
	play -b -s 15 <<<$'1\r\n2\r\n1\r\n0 gae\r'
	cut
	! grep -q '^Wrong answer' <<<"$output" || false
	grep -qx '>> position : 0 gae' <<<"$output"
}

@test "end of input at the choice of game, the menus and the numbers" {
	play </dev/null
	ended
	[ "${lines[-1]}" = 'Choose a game to play (1, 2) : ' ]
	play -b </dev/null
	ended
	[ "${lines[-1]}" = 'Select the function you want : ' ]
	play -b <<<'1'
	ended
	[ "${lines[-1]}" = 'number of players (2, 3, 4) : ' ]
	play -b <<<$'1\n3'
	ended
	[ "${lines[-1]}" = 'number of pieces per player (1, 2, 3, 4) : ' ]
	play -a </dev/null
	ended
	[ "${lines[-1]}" = 'Select the function you want : ' ]
	# a last answer without its newline still counts
	play -b < <(printf '2')
	ended
	[ "${lines[-1]}" = 'Select the function you want : 2' ]
}

@test "end of input at a move of a basic game: not finished, exit 1" {
	play -b -s 15 <<<$'1\n2\n1'
	cut
	[ "${lines[-2]}" = '>> position : ' ]
	[ "${lines[-1]}" = 'Input ended: the game was not finished.' ]
	[ "$(grep -c '^>> position' <<<"$output")" -eq 1 ]
	play -b -s 15 <<<$'1\n2\n1\n0'
	cut
	[ "${lines[-2]}" = '>> yut : ' ]
	[ "${lines[-1]}" = 'Input ended: the game was not finished.' ]
	[ ! -e game_info.txt.new ]
	[ "$(cat game_info.txt)" = 'Noah Liam | Noah 3 0 0 3 4 | Liam 0 0 0 1 2 | 0' ]
}

@test "end of input at ID and PASSWORD: exit 0, nobody logged in" {
	play -a <<<'2'
	ended
	[ "${lines[-1]}" = 'ID : ' ]
	play -a <<<$'2\nNoah'
	ended
	[ "${lines[-1]}" = 'PASSWORD : ' ]
	! grep -q 'Login' <<<"$output" || false
}

@test "end of input at an animal or the saved-game question saves nothing" {
	cp game_info.txt before
	play -a <<<"$(login Zoe z0e; login Mia m1a; printf '1\n2\n')"
	ended
	[ "${lines[-1]}" = '(0: pig, 1: dog, 2: sheep, 3:cow) : ' ]
	cmp before game_info.txt
	play -a <<<"$(login Liam pw1; login Noah 22d34h; printf '1\n')"
	ended
	[ "${lines[-1]}" = \
	    'There is a saved game. Start a new game (0) / Resume (1) : ' ]
	cmp before game_info.txt
}

@test "end of input at continue, position and yut of an advanced game saves it" {
	play -a -s 1 <<<"$(login Zoe z0e; login Mia m1a; printf '1\n1\n2\n')"
	cut
	[ "${lines[-2]}" = 'Continue (0) / Save and Exit the game (1) : ' ]
	[ "${lines[-1]}" = \
	    'Input ended: the game was saved as it stood at the start of this turn.' ]
	grep -qx 'Zoe Mia | Zoe 1 0 0 0 0 | Mia 2 0 0 0 0 | 0' game_info.txt
	# the resumed game, ended at the position and at the yut question
	play -a -s 2 <<<"$(login Liam pw1; login Noah 22d34h; printf '1\n1\n0\n')"
	cut
	[ "${lines[-2]}" = '>> position : ' ]
	grep -qx 'Noah Liam | Noah 3 0 0 3 4 | Liam 0 0 0 1 2 | 0' game_info.txt
	play -a -s 53 <<<"$(login Liam pw1; login Noah 22d34h; printf '1\n1\n0\n4\n')"
	cut
	[ "${lines[-2]}" = '>> yut : ' ]
	grep -qx 'Noah Liam | Noah 3 0 0 3 4 | Liam 0 0 0 1 2 | 0' game_info.txt
	[ "$(wc -l <game_info.txt)" -eq 2 ]
}

@test "hint at either prompt names the best moves, as yut-eval values them, and asks again" {
	cd "$BATS_TEST_TMPDIR"
	# seed 40: gae mo mo mo at the first turn of 2 pieces
	play -b -s 40 -o g.rec <<<$'1\n2\n2\nhint\n0\nhint\nmo\nhint'
	cut
	grep -qx 'Yut : gae mo mo mo' <<<"$output"
	[ "$(grep -c '^Hint (expert.s estimate of your chance to win): ' <<<"$output")" -eq 3 ]
	# each hint right after its question, which is then asked again
	grep -A 2 -x '>> position : hint' <<<"$output" | sed -n 3p |
	    grep -qx '>> position : 0'
	grep -A 2 -x '>> yut : hint' <<<"$output" | sed -n 3p |
	    grep -qx '>> yut : mo'
	# the hint is yut-eval's list, best first, three moves at most: the
	# first two of the record's second state, the third of its third
	grep '^Hint' <<<"$output" >hints.txt
	for k in 1 2 3; do
		want=$(sed -n "$((k < 3 ? 2 : 3))p" g.rec | yut-eval 2>/dev/null |
		    sed 1d | head -n 3 | awk '{ printf "%s %s %s %.1f%%",
		    (NR > 1 ? "," : ""), $1, $2, 100 * $3 }')
		is "Hint (expert's estimate of your chance to win):$want" \
		    "$(sed -n "${k}p" hints.txt)" "hint $k"
	done
	[ "$(tail -n 1 hints.txt | tr -cd , | wc -c)" -eq 2 ]
	# and the referee takes a transcript with hints
	yut-referee --strict <(grep -v '^Input ended' <<<"$output")
}

# helped PROMPT TEXT: in $output the answer ? (or help) to PROMPT is
# followed by a line starting TEXT, then PROMPT again.
helped() {
	awk -v p="$1" -v t="$2" '
		found && index($0, t) == 1 { seen = 1; next }
		found && seen && index($0, p) == 1 { ok = 1; exit }
		found && !seen { exit }
		$0 == p "?" || $0 == p "help" { found = 1 }
		END { exit !ok }' <<<"$output" || {
		printf 'no help "%s" after "%s?" in:\n%s\n' "$2" "$1" "$output" >&2
		return 1
	}
}

@test "? and help at every question of yut-play say what it expects and ask again" {
	play -s 1 <<<$'?\n1\nhelp\n1\n?\n2\n?\n1'
	cut
	helped 'Choose a game to play (1, 2) : ' 'Answer 1 for the basic game'
	helped 'Select the function you want : ' 'Answer 1 to start a game, or 2'
	helped 'number of players (2, 3, 4) : ' 'Answer how many players'
	helped 'number of pieces per player (1, 2, 3, 4) : ' 'Answer how many pieces'
	! grep -q '^Wrong answer' <<<"$output" || false
	# the advanced game's questions, ID included: ? is not an ID
	play -a -s 1 <<<"$(printf '?\n2\n?\nNoah\n22d34h\n'; login Liam pw1
	    printf '1\n?\n0\n?\n0\n1\n?\n1\n3\n')"
	ended
	helped 'Select the function you want : ' 'Answer 1 to start a game of the players'
	helped 'ID : ' 'Answer the ID of a player'
	[ "$(grep -c '^Login Succeed!$' <<<"$output")" -eq 2 ]
	! grep -q 'Login Failed' <<<"$output" || false
	helped 'There is a saved game. Start a new game (0) / Resume (1) : ' \
	    'Answer 1 to go on with the game'
	helped '(0: pig, 1: dog, 2: sheep, 3:cow) : ' "Answer the number of this player's animal:"
	grep -qx '2 sheep: a catch earns two throws instead of one.' <<<"$output"
	helped 'Continue (0) / Save and Exit the game (1) : ' 'Answer 0 to play this turn'
	grep -qx 'Game saved successfully!' <<<"$output"
	! grep -q '^Wrong answer' <<<"$output" || false
	# and the referee takes the transcript
	yut-referee --strict <(echo "$output")
}
