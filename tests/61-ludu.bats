#!/usr/bin/env bats
# 61-ludu.bats - ludu-play: every player's path tile by tile, kills on
# unsafe tiles only, an overshoot passing the turn, a whole game against a
# golden transcript, wrong answers at the prompt and end of input.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# ludu ARGS...: run ludu-play (stdin from the caller) under a time limit,
# so a program that loops at end of input fails the test.
ludu() {
	run --separate-stderr timeout 300 ludu-play "$@"
}

# moves: the lines of $output that are not board lines.
moves() {
	grep -v '^|' <<<"$output"
}

# path N: player N's tiles, steps 0..47, on one line.
path() {
	ludu-play --path "$1" | awk '
		$1 != NR - 1 { print "bad step " $1 " on line " NR; exit 1 }
		{ printf "%s%s", (NR > 1 ? " " : ""), $2 }
		END { print "" }'
}

@test "each player's path, tile by tile" {
	[ "$(path 1)" = "28 21 14 7 6 5 4 3 2 1 8 15 22 29 36 43 44 45 46 47 48 49 42 41 40 39 38 37 30 23 16 9 10 11 12 13 20 27 34 33 32 31 24 17 18 19 26 25" ]
	[ "$(path 2)" = "4 3 2 1 8 15 22 29 36 43 44 45 46 47 48 49 42 35 28 21 14 7 6 13 20 27 34 41 40 39 38 37 30 23 16 9 10 11 12 19 26 33 32 31 24 17 18 25" ]
	[ "$(path 3)" = "22 29 36 43 44 45 46 47 48 49 42 35 28 21 14 7 6 5 4 3 2 1 8 9 10 11 12 13 20 27 34 41 40 39 38 37 30 23 16 17 18 19 26 33 32 31 24 25" ]
	[ "$(path 4)" = "46 47 48 49 42 35 28 21 14 7 6 5 4 3 2 1 8 15 22 29 36 43 44 37 30 23 16 9 10 11 12 13 20 27 34 41 40 39 38 31 24 17 18 19 26 33 32 25" ]
}

@test "the four paths are one path turned a quarter at a time" {
	local k
	# turning the board a quarter anticlockwise takes (row, col) to
	# (6 - col, row): player 1's start, 28, to player 2's, 4, and so on
	for k in 1 2 3; do
		path "$k" | awk '{
			for (i = 1; i <= NF; i++) {
				r = int(($i - 1) / 7); c = ($i - 1) % 7
				printf "%s%d", (i > 1 ? " " : ""), (6 - c) * 7 + r + 1
			}
			print ""
		}' >turned
		[ "$(cat turned)" = "$(path $((k + 1)))" ]
	done
}

@test "a path walks 47 single steps over distinct tiles to the centre" {
	local k
	for k in 1 2 3 4; do
		ludu-play --path "$k" | awk '
			seen[$2]++ { print "tile " $2 " twice"; exit 1 }
			NR > 1 { d = $2 - prev
				if (!(d == 7 || d == -7 ||
				    ((d == 1 || d == -1) &&
				    int(($2 - 1) / 7) == int((prev - 1) / 7)))) {
					print prev " -> " $2 " is no step"; exit 1 } }
			{ prev = $2 }
			END { if (NR != 48 || prev != 25) exit 1 }'
	done
}

@test "landing on an unsafe tile kills the token there" {
	# player 1 walks to 21 and 14; player 4 runs 42 then 14
	ludu --auto -s 1 -r 1,1,1,4,1,1,1,4,1
	ok
	moves | sed -n 8,10p >got
	printf '%s\n' 'Player 4 rolled 4: tile 42 -> tile 14' \
	    'player 1 was killed!' 'Player 1 rolled 1: tile 28 -> tile 21' |
	    diff -u - got
	# the board after the kill: 4 on tile 14, 1 back on its start, 28
	grep -B7 -x 'Player 4 rolled 4: tile 42 -> tile 14' <<<"$output" |
	    head -7 >board
	sed -n 2p board | grep -qx '|       |   S   |       |       |       |   S   |   4   |'
	sed -n 4p board | grep -qx '|   S   |       |       |   W   |       |       |   1   |'
	[ "$(grep -c killed <<<"$output")" -ge 1 ]
}

@test "landing on a safe tile kills nobody" {
	# player 1 stops on 7 (safe); player 4 lands there too
	ludu --auto -s 1 -r 1,1,1,3,1,1,1,4,1,1,1,2,1
	ok
	moves | sed -n 12,13p >got
	printf '%s\n' 'Player 4 rolled 2: tile 21 -> tile 7' \
	    'Player 1 rolled 1: tile 7 -> tile 6' | diff -u - got
	grep -B7 -x 'Player 4 rolled 2: tile 21 -> tile 7' <<<"$output" |
	    head -1 | grep -qx '|   2   |       |       |   S   |       |       |  1,4  |'
}

@test "a roll past the centre passes the turn; the exact roll wins" {
	local r
	# eleven rounds of 4 take everyone to step 44; 4 more passes it
	r=$(printf '4,%.0s' $(seq 44))
	ludu --auto -s 1 -r "${r}4,4,4,4,3,3,3"
	ok
	moves >got
	grep -x -A1 'Player 1 rolled 4: cannot move' got >pass
	printf '%s\n' 'Player 1 rolled 4: cannot move' \
	    'Player 2 rolled 4: cannot move' | diff -u - pass
	grep -qx 'Player 1 rolled 3: tile 18 -> tile 25, wins!' got
	grep -qx 'Player 2 rolled 3: tile 24 -> tile 25, wins!' got
	# no board is drawn for a roll that moved nothing
	grep -x -B1 'Player 1 rolled 4: cannot move' <<<"$output" |
	    head -1 | grep -qx 'Player 4 rolled 4: tile 8 -> tile 36'
	[ "$(sed -n 1p <<<"$(tail -3 got)")" = '1st place - Player 1' ]
}

@test "a whole game with a fixed seed, to its placings" {
	ludu --auto -s 924
	ok
	[ -z "$stderr" ]
	golden_diff ludu-auto.txt
	# three placings end it; a winner rolls no more
	tail -3 <<<"$output" | diff -u - <(printf '%s place - Player %d\n' \
	    1st 3 2nd 1 3rd 2)
	! sed '1,/^Player 3 rolled 4: tile 33 -> tile 25, wins!$/d' \
	    <<<"$output" | grep -q '^Player 3 rolled' || false
	! grep -q ' $' <<<"$output" || false
	! grep -qx '' <<<"$output" || false
}

@test "playing at the prompt is the same game as --auto" {
	local i
	for i in $(seq 200); do echo r; done >answers
	ludu -s 924 <answers
	ok
	[ "$(grep -c '^Player 1: roll (r) or exit (e) : r$' <<<"$output")" -gt 10 ]
	grep -v '^Player [1-4]: roll (r) or exit (e) : r$' <<<"$output" >got
	diff -u "$GOLDEN/ludu-auto.txt" got
}

@test "wrong answers are refused with one line and asked again" {
	printf '%s\n' x '' rol rr 1 ' r ' e >answers
	ludu -s 5 <answers
	ok
	[ -z "$stderr" ]
	for a in x '' rol rr 1; do
		grep -x -A2 "Player 1: roll (r) or exit (e) : $a" <<<"$output" |
		    tail -2 >got
		printf '%s\n' 'Wrong answer: enter r to roll or e to exit' \
		    >want
		[ "$(sed -n 1p got)" = "$(cat want)" ]
		sed -n 2p got | grep -q '^Player 1: roll (r) or exit (e) : '
	done
	[ "$(grep -c '^Wrong answer' <<<"$output")" -eq 5 ]
	# ' r ' rolled once for player 1; e ended the game at player 2
	[ "$(grep -c '^Player 1 rolled' <<<"$output")" -eq 1 ]
	[ "$(tail -1 <<<"$output")" = 'Player 2: roll (r) or exit (e) : e' ]
	! grep -q place <<<"$output" || false
}

@test "the words of the prompt are answers too: roll and exit, in any case" {
	printf '%s\n' roll ROLL 'Roll ' r EXIT >answers
	ludu -s 5 <answers
	ok
	[ "$(grep -c ' rolled ' <<<"$output")" -eq 4 ]
	! grep -q '^Wrong answer' <<<"$output" || false
	# answers are echoed without their blanks: no trailing space
	grep -qx 'Player 3: roll (r) or exit (e) : Roll' <<<"$output"
	[ "$(tail -1 <<<"$output")" = 'Player 1: roll (r) or exit (e) : EXIT' ]
}

@test "an over-long answer and a NUL byte are wrong answers" {
	{ head -c 5000 /dev/zero | tr '\0' r; printf '\nr\0\nr\n'; } >answers
	ludu -s 5 <answers
	unfinished
	grep -qx 'Wrong answer: the answer is too long' <<<"$output"
	grep -qx 'Wrong answer: the answer holds a NUL byte' <<<"$output"
	[ "$(grep -c '^Player 1 rolled' <<<"$output")" -eq 1 ]
}

@test "end of input ends the game cleanly" {
	ludu -s 5 </dev/null
	unfinished
	[ -z "$stderr" ]
	[ "$(grep -c '^|' <<<"$output")" -eq 7 ]
	[ "$(tail -1 <<<"$output")" = 'Player 1: roll (r) or exit (e) : ' ]
	printf 'r\nr\nr\n' >answers
	ludu -s 5 <answers
	unfinished
	[ "$(grep -c ' rolled ' <<<"$output")" -eq 3 ]
	[ "$(tail -1 <<<"$output")" = 'Player 4: roll (r) or exit (e) : ' ]
}

@test "the same seed plays the same game" {
	ludu-play --auto -s 77 >a
	ludu-play --auto -s 77 >b
	ludu-play --auto -s 78 >c
	cmp a b
	! cmp -s a c || false
}

@test "-h, --version and bad usage" {
	local a
	ludu -h
	ok
	grep -q '^usage: ludu-play ' <<<"$output"
	ludu --version
	ok
	[ "$output" = 'ludu-play 1.0.0' ]
	for a in -x --bogus extra '-r 5' '-r 0' '-r 1,,2' '-r 1,' '-r x' \
	    '-s x' '-s -1' '--path 0' '--path 5' '--path x' '--path' \
	    '--path 1 --auto' '-s'; do
		# shellcheck disable=SC2086
		ludu $a
		refused 2
	done
}

@test "? and help at the roll say what it expects and ask again" {
	printf '?\nhelp\nr\n' >answers
	ludu -s 5 <answers
	unfinished
	[ "$(grep -c '^Answer r to roll the die and move your token, or e to end the game.$' <<<"$output")" -eq 2 ]
	! grep -q '^Wrong answer' <<<"$output" || false
	[ "$(grep -c '^Player 1 rolled' <<<"$output")" -eq 1 ]
}
