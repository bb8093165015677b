#!/usr/bin/env bats
# 63-checkers.bats - checkers-play: the 121-space star and its print, the
# assignment's sample moves and double jump, the rules of a jump chain,
# every kind of invalid move, games played to a win from a position read
# with -b, refused positions, and the command line.

load helper

SAMPLE_MOVES='9 3 10 4
11 13 12 12
12 2 14 4
13 15 11 13
11 13 13 11'

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# play ARGS...: run checkers-play on the caller's stdin, under a timeout
# so that a program looping at end of input fails instead of hanging.
play() {
	run --separate-stderr timeout 300 checkers-play "$@"
}

# last_board: the header and 17 rows of the last board in $output.
last_board() {
	awk '/^   0  1  2  3/ { n = 0 } { b[n++] = $0 }
	    END { for (i = 0; i < 18; i++) print b[i] }' <<<"$output"
}

# cell X Y: what the last board shows at column X, row Y (space if none).
cell() {
	last_board | awk -v x="$1" -v y="$2" 'NR == y + 2 {
		c = substr($0, 4 + 3 * x, 1); print (c == "" ? "." : c) }'
}

# count WORD: lines of $output equal to WORD or starting with it.
count() {
	grep -c -- "^$1" <<<"$output" || true
}

@test "the opening board has the 121 spaces of the star and matches the golden print" {
	play </dev/null
	unfinished
	[ "${#lines[@]}" -eq 19 ]
	[ "${lines[18]}" = "RED's move: " ]
	printf '%s\n' "${lines[@]:0:18}" | diff -u "$GOLDEN/checkers-opening.txt" -
	# every cell is on the board exactly when the star's rule says so
	printf '%s\n' "${lines[@]:1:17}" | awk '
		{
			y = NR - 1
			for (x = 0; x < 25; x++) {
				c = substr($0, 4 + 3 * x, 1)
				if (c == "") c = " "
				on = (x + y) % 2 == 0 &&
				    ((y <= 12 && x >= 12 - y && x <= 12 + y) ||
				    (y >= 4 && x >= y - 4 && x <= 28 - y))
				if (on != (c != " ")) { print "bad", x, y; bad = 1 }
				if (c == "R" && y > 3) bad = 1
				if (c == "G" && y < 13) bad = 1
				n[c]++
			}
		}
		END {
			total = n["-"] + n["R"] + n["G"]
			print total, n["R"], n["G"]
			exit bad || total != 121 || n["R"] != 10 || n["G"] != 10
		}'
	# no trailing spaces in the print
	! printf '%s\n' "${lines[@]:0:18}" | grep -q ' $' || false
}

@test "the assignment's neighbour moves: 9 3 10 4, then 11 13 12 12" {
	play <<<"9 3 10 4"
	unfinished
	[ "$(cell 9 3)" = - ]
	[ "$(cell 10 4)" = R ]
	[ "$(count "RED's move: 9 3 10 4")" -eq 1 ]
	[ "${lines[-1]}" = "GREEN's move: " ]
	play <<<"9 3 10 4
11 13 12 12"
	unfinished
	[ "$(cell 11 13)" = - ]
	[ "$(cell 12 12)" = G ]
	[ "$(cell 10 4)" = R ]
	[ "${lines[-1]}" = "RED's move: " ]
}

@test "the assignment's jump 12 2 14 4 leaves the jumped marble in place" {
	play <<<"9 3 10 4
11 13 12 12
12 2 14 4"
	unfinished
	[ "$(cell 12 2)" = - ]
	[ "$(cell 13 3)" = R ]
	[ "$(cell 14 4)" = R ]
	[ "${lines[-1]}" = "GREEN's move: " ]
	[ "$(count INVALID)" -eq 0 ]
}

@test "the assignment's double jump asks GREEN twice, then RED" {
	play <<<"$SAMPLE_MOVES
-1 -1 -1 -1"
	ok
	printf '%s\n' "$output" | diff -u "$GOLDEN/checkers-sample.txt" -
	[ "$(count INVALID)" -eq 0 ]
	[ "$(count "   0  1  2")" -eq 6 ]
	# the prompts in order: the second jump is GREEN's again
	[ "$(grep "'s move: " <<<"$output" | cut -d"'" -f1 | tr '\n' ' ')" = \
	    "RED GREEN RED GREEN GREEN RED " ]
	[ "$(cell 13 15)" = - ]
	[ "$(cell 11 13)" = - ]
	[ "$(cell 13 11)" = G ]
	[ "$(cell 12 14)" = G ]
	[ "$(cell 12 12)" = G ]
}

@test "after a jump that can go on, -1 -1 -1 -1 ends the turn, not the game" {
	play <<<"9 3 10 4
11 13 12 12
12 2 14 4
13 15 11 13
-1 -1 -1 -1
10 4 10 6
10 4 11 5"
	unfinished
	[ "$(cell 11 13)" = G ]
	[ "$(cell 11 5)" = R ]
	[ "$(count "GREEN's move: -1 -1 -1 -1")" -eq 1 ]
	[ "$(count "RED's move: 10 4 10 6")" -eq 1 ]
	[ "$(count INVALID)" -eq 1 ]
	[ "${lines[-1]}" = "GREEN's move: " ]
}

@test "a jump chain takes only further jumps of the same marble, never straight back" {
	play <<<"9 3 10 4
11 13 12 12
12 2 14 4
13 15 11 13
11 13 13 15
9 13 8 12
11 13 10 12
13 13 11 11
11 13 13 11"
	unfinished
	# back to where the jump started; another marble; a neighbour move;
	# another marble's jump: four refusals, each asking GREEN again
	[ "$(count INVALID)" -eq 4 ]
	[ "$(count "GREEN's move: ")" -eq 7 ]
	[ "$(cell 13 11)" = G ]
	[ "$(cell 9 13)" = G ]
	[ "$(cell 13 15)" = - ]
	[ "${lines[-1]}" = "RED's move: " ]
}

@test "a jump from which no other jump is open passes the turn" {
	play <<<"9 3 10 4
11 13 12 12
12 2 14 4"
	unfinished
	# from (14,4) RED could only jump back over (13,3) to (12,2)
	[ "${lines[-1]}" = "GREEN's move: " ]
}

@test "every kind of invalid move is refused and asked again" {
	printf '%s\n' \
	    '3 2 4 3' '12 0 10 0' '12 0 12 -2' '99 99 1 1' '12 1 11 2' \
	    '10 4 11 5' '9 13 8 12' '11 3 13 3' '11 3 12 2' '9 3 9 3' \
	    '9 3 9 5' '9 3 13 7' '9 3 11 5' '9 3 10' '9 3 10 4 0' \
	    'a b c d' '9 3 10 x' '' '   ' '-1 -1 -1 0' '9.0 3 10 4' \
	    '+9 3 10 4' '99999999999999999999999 3 10 4' \
	    "$(printf '9 %.0s' $(seq 300))" \
	    '9 3 10 4' >moves
	play <moves
	unfinished
	# the over-long line too: anything invalid gets the same line
	[ "$(count "INVALID MOVE. TRY AGAIN!!")" -eq 24 ]
	[ "$(count INVALID)" -eq 24 ]
	[ "$(count "Wrong answer")" -eq 0 ]
	[ "$(count "RED's move: ")" -eq 25 ]
	# only the opening board and the one after the valid move
	[ "$(count "   0  1  2")" -eq 2 ]
	[ "$(cell 10 4)" = R ]
	[ "${lines[-1]}" = "GREEN's move: " ]
	# each refusal comes right after its answer
	awk '/^INVALID/ && prev !~ /^RED.s move: / { exit 1 } { prev = $0 }' \
	    <<<"$output"
}

@test "tabs and extra blanks between the numbers are accepted" {
	play < <(printf '  9\t3  10 4  \n')
	unfinished
	[ "$(cell 10 4)" = R ]
	[ "$(count INVALID)" -eq 0 ]
}

@test "-1 -1 -1 -1 ends the game at once; the rest of the input is left" {
	play <<<"9 3 10 4
-1 -1 -1 -1
11 13 12 12"
	ok
	[ "${lines[-2]}" = "GREEN's move: -1 -1 -1 -1" ]
	# and says so
	[ "${lines[-1]}" = "GREEN ends the game." ]
	[ "$(count "   0  1  2")" -eq 2 ]
	[ -z "$stderr" ]
}

@test "? and help at the prompt tell how a move is written and how to stop" {
	local a
	for a in '?' help; do
		play <<<"$a
9 3 10 4
$a"
		unfinished
		# the help, and the question again; no refusal
		[ "$(count "RED's move: $a")" -eq 1 ]
		[ "$(count "GREEN's move: $a")" -eq 1 ]
		[ "$(count 'INVALID')" -eq 0 ]
		[ "$(count 'A move is four numbers: the column and the row')" -eq 2 ]
		grep -q "RED's marbles are the R's; one\$" <<<"$output"
		grep -q "GREEN's marbles are the G's; one\$" <<<"$output"
		grep -q '^opening move is 9 3 10 4\.$' <<<"$output"
		grep -q '^opening move is 11 13 12 12\.$' <<<"$output"
		[ "$(count '-1 -1 -1 -1 at the start of a turn ends the game.')" -eq 2 ]
		[ "${lines[-1]}" = "GREEN's move: " ]
	done
	# a row-first move is still only invalid, as the rules say
	play <<<"3 9 4 10"
	[ "$(count 'INVALID MOVE. TRY AGAIN!!')" -eq 1 ]
}

@test "Ctrl-C at the prompt says the game was stopped, and ends by the signal" {
	interrupt checkers-play
	[ "$status" -eq 130 ]
	[ "$(tail -n 1 <<<"$output")" = 'Stopped by a signal: the game was not finished.' ]
	[ "$(grep -c "^RED's move: \$" <<<"$output")" -eq 1 ]
}

@test "end of input ends the game cleanly with exit 1, -1 -1 -1 -1 with exit 0" {
	play <<<"9 3 10 4"
	unfinished
	[ "${lines[-1]}" = "GREEN's move: " ]
	[ -z "$stderr" ]
	# the last prompt is closed by a newline
	printf '9 3 10 4' | checkers-play | tail -c 1 | od -c | grep -q '\\n'
}

@test "binary garbage and NUL bytes are refused, not a crash" {
	# every kind of bad line, the same on every run: binary short and
	# over-long, control bytes, invalid UTF-8, a NUL inside a move
	{
		printf '\001\002\377\376 \033[31m\n'
		head -c 3000 /dev/zero | tr '\0' '\377'; echo
		printf '9 3\0 10 4\n'
		printf '\300\200 9 3 10 4\n'
		head -c 2000 /dev/zero | tr '\0' '\003'; printf '\0\n'
		printf '9 3 10 4\n'
	} >junk
	play <junk
	unfinished
	[ "$(count "INVALID MOVE. TRY AGAIN!!")" -eq 5 ]
	[ "$(count "Wrong answer")" -eq 0 ]
	[ "$(count "RED's move: ")" -eq 6 ]
	[ "$(cell 10 4)" = R ]
	[ "${lines[-1]}" = "GREEN's move: " ]
	[ -z "$stderr" ]
}

@test "a scripted game ends when RED fills the opposite point, in the middle of a jump chain" {
	printf '%s\n' '15 9 14 10' '9 3 8 4' '14 10 12 12' '12 12 14 10' \
	    '9 13 8 12' '12 12 11 11' '12 12 14 14' '8 4 9 3' >moves
	play -b "$GOLDEN/checkers-endgame-red.txt" <moves
	ok
	printf '%s\n' "${lines[@]:0:18}" |
	    diff -u "$GOLDEN/checkers-endgame-red.txt" -
	# three refusals inside the chain, then the win
	[ "$(count INVALID)" -eq 3 ]
	[ "${lines[-1]}" = "RED wins!" ]
	[ "$(cell 14 14)" = R ]
	[ "$(cell 13 11)" = G ]
	[ "$(count "GREEN's move: 8 4 9 3")" -eq 0 ]
	[ "$(count "RED's move: 12 12 14 14")" -eq 1 ]
}

@test "GREEN wins too, from a position whose last line gives GREEN the move" {
	printf '%s\n' '16 4 17 5' '12 8 11 9' '17 5 16 4' '11 9 12 8' \
	    '16 4 15 3' '12 8 13 9' >moves
	play -b "$GOLDEN/checkers-endgame-green.txt" <moves
	ok
	[ "$(grep "'s move: " <<<"$output" | cut -d"'" -f1 | tr '\n' ' ')" = \
	    "GREEN RED GREEN RED GREEN " ]
	[ "${lines[-1]}" = "GREEN wins!" ]
	[ "$(cell 15 3)" = G ]
}

@test "a printed board and its prompt read back with -b go on from there" {
	play <<<"$SAMPLE_MOVES"
	unfinished
	last_board >pos
	echo "RED's move:" >>pos
	expected=$(last_board)
	play -b pos <<<"10 4 11 5"
	unfinished
	[ "$(printf '%s\n' "${lines[@]:0:18}")" = "$expected" ]
	[ "${lines[18]}" = "RED's move: 10 4 11 5" ]
	[ "$(cell 11 5)" = R ]
	# without a last line RED moves
	last_board >pos2
	play -b pos2 </dev/null
	unfinished
	[ "${lines[-1]}" = "RED's move: " ]
}

@test "-b takes a file ending in blank lines, and names the line it refuses" {
	good="$GOLDEN/checkers-endgame-red.txt"
	{ cat "$good"; echo; } >blank1
	{ cat "$good"; echo "GREEN's move:"; printf '\n  \n'; } >blank2
	for f in blank1 blank2; do
		play -b "$f" </dev/null
		unfinished
	done
	[ "${lines[-1]}" = "GREEN's move: " ]
	{ cat "$good"; echo; echo "RED's move:"; } >late
	play -b late </dev/null
	refused 2
	[ "$stderr" = "checkers-play: late: line $(($(wc -l <"$good") + 2)): text after a blank line" ]
	sed '11s/R/X/' "$good" >bad
	play -b bad </dev/null
	refused 2
	[[ $stderr == 'checkers-play: bad: line 11: '* ]]
	sed '17s/R/-/' "$good" >few
	play -b few </dev/null
	refused 2
	[[ $stderr == 'checkers-play: few: lines 2-18: each side needs 10 marbles'* ]]
}

@test "-b refuses a missing file and any position that is not a game's" {
	good="$GOLDEN/checkers-endgame-red.txt"
	play -b nosuch </dev/null
	refused 2
	[[ $stderr == "checkers-play: open nosuch: "* ]]
	# a marble too few
	sed '17s/R/-/' "$good" >few
	# a marble off the board
	sed '2s/$/  R/' "$good" >off
	# a cell that is not - R or G
	sed '11s/R/X/' "$good" >bad
	# no header; a row number wrong
	sed 1d "$good" >nohead
	sed '5s/^ 3/ 4/' "$good" >rowno
	# cut short; junk after; a mover that is not a side
	head -n 10 "$good" >short
	{ cat "$good"; echo "BLUE's move:"; } >mover
	{ cat "$good"; echo "RED's move:"; echo more; } >junk
	# all ten RED marbles already home
	sed -e '11s/R/-/' -e '16s/-$/R/' "$good" >won
	for f in few off bad nohead rowno short mover junk won; do
		play -b "$f" </dev/null
		refused 2
		[[ $stderr == "checkers-play: $f: "* ]]
	done
	[[ $(checkers-play -b won 2>&1 </dev/null) == *"already won"* ]]
	play -b - </dev/null
	refused 2
}

@test "checkers-play: -h, --version, bad usage, and -s that changes nothing" {
	play -h
	ok
	[[ $output == "usage: checkers-play "* ]]
	play --version
	ok
	[ "$output" = "checkers-play 1.0.0" ]
	play -x </dev/null
	refused 2
	[[ $stderr == *"usage: checkers-play "* ]]
	play extra </dev/null
	refused 2
	play -s nope </dev/null
	refused 2
	[[ $stderr == "checkers-play: seed: nope "* ]]
	play -s 42 <<<"$SAMPLE_MOVES"
	unfinished
	a=$output
	play -s 7 <<<"$SAMPLE_MOVES"
	unfinished
	[ "$a" = "$output" ]
	play <<<"$SAMPLE_MOVES"
	[ "$a" = "$output" ]
}
