#!/usr/bin/env bats
# 62-patolli.bats - patolli-play: the track, every rule forced with
# scripted rolls (-r), the referee refusing illegal choices, a game between
# two computer sides, wrong answers and end of input.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# play ARGS...: run patolli-play (stdin from the caller) so that a program
# that loops at end of input fails the test instead of hanging it.
play() {
	run --separate-stderr timeout 300 patolli-play "$@"
}

# ended: the last run exited 1, quietly, and said the game was not over.
ended() {
	unfinished
	[ -z "$stderr" ]
	[ "${lines[-1]}" = 'Input ended: the game was not finished.' ]
}

# has LINE: $output holds LINE as a whole line.
has() {
	grep -qxF -- "$1" <<<"$output" || {
		printf 'no line "%s" in:\n%s\n' "$1" "$output" >&2
		return 1
	}
}

# cell ROW: row ROW (from 0) of the last board shown in $output.
cell_row() {
	awk -v r="$1" '/^Player L: pool/ { last = n } { line[n++] = $0 }
	    END { print line[last - 14 + r] }' <<<"$output"
}

L='Player L rolled'
N='Player N rolled'
PL='. Move a piece (A-F), place (p) or pass (x) : '
PN='. Move a piece (1-6), place (p) or pass (x) : '

@test "the track: 52 squares, a clockwise walk of neighbours, starts and ends" {
	run patolli-play --track
	ok
	golden_diff patolli-track.txt
	[ "${#lines[@]}" -eq 52 ]
	# every cell distinct, each next to the one before, 51 next to 0
	awk '{ k = $2 "," $3; if (k in seen) exit 1; seen[k] = 1
	    r[NR] = $2; c[NR] = $3 }
	    END { for (i = 1; i <= NR; i++) { j = i % NR + 1
		d = (r[i] - r[j]) ^ 2 + (c[i] - c[j]) ^ 2
		if (d != 1) exit 1 } }' <<<"$output"
	[ "${lines[0]}" = '0 5 6 L-start' ]
	[ "${lines[51]}" = '51 6 6 middle L-end' ]
	[ "${lines[25]}" = '25 7 7 middle N-end' ]
	[ "${lines[26]}" = '26 8 7 N-start' ]
	[ "$(grep -c ' tip' <<<"$output")" -eq 8 ]
	[ "$(grep -c ' middle' <<<"$output")" -eq 4 ]
	# the first steps go up column 6 of the north arm, then down column 7
	[ "${lines[5]}" = '5 0 6 tip' ]
	[ "${lines[6]}" = '6 0 7 tip' ]
	[ "${lines[12]}" = '12 6 7 middle' ]
}

@test "the first screen: the empty cross, both pools, the question" {
	play -r 3 </dev/null
	ended
	golden_diff patolli-start.txt
}

@test "placing: the die does not matter; the start square must be free" {
	# L places A with a 1; N rolls 0; L rolls 2 and may not place on A
	play -r 1,0,2 <<<$'p\np\nA'
	ended
	has "${L} 1${PL}p"
	has 'Player L places A on square 0.'
	has 'Player N rolled 0 and loses the turn.'
	wrong "${L} 2${PL}" p
	has 'Wrong answer: your start square is taken'
	has 'Player L moves A from square 0 to 2.'
	# A stands in row 3 of the north arm's left column
	[ "$(cell_row 3)" = '                   A  .' ]
}

@test "block: no piece ends on its own side's piece" {
	# A to 2, B placed on 0, then B with a 2 would land on A
	play -r 1,0,2,0,1,0,2 <<<$'p\nA\np\nB\nx'
	ended
	has 'Player L places B on square 0.'
	wrong "${L} 2${PL}" B
	has 'Wrong answer: B: your own piece stands where it would land'
	has 'Player L passes.'
	! grep -q 'moves B' <<<"$output" || false
}

@test "block: no capture outside the middle" {
	# A walks to 30 (5 is a tip: another roll); N places 1 on 26, and
	# a 4 would take 1 onto A on an ordinary square
	play -r 1,0,5,5,0,5,0,5,0,5,0,5,3,0,4 \
	    <<<$'p\nA\nA\nA\nA\nA\nA\np\n1\nx'
	ended
	has 'Player L moves A from square 25 to 30.'
	has 'Player N places 1 on square 26.'
	wrong "${N} 4${PN}" 1
	has "Wrong answer: 1: an opponent's piece stands where it would land, and only the middle squares capture"
	has 'Player N passes.'
	! grep -q captures <<<"$output" || false
}

@test "block: an opponent on the start square stops placing" {
	# A walks to 26, N's start square
	play -r 1,0,5,5,0,5,0,5,0,5,0,1,2 <<<$'p\nA\nA\nA\nA\nA\nA\np\nx'
	ended
	has 'Player L moves A from square 25 to 26.'
	wrong "${N} 2${PN}" p
	has 'Wrong answer: your start square is taken'
	has 'Player N passes.'
}

@test "capture on a middle square: the piece goes back to its pool" {
	# 1 reaches 38, a middle square; A follows and lands on it with a 3
	play -r 1,1,5,5,4,5,4,5,4,5,0,5,0,5,0,3,1 \
	    <<<$'p\np\nA\nA\n1\nA\n1\nA\n1\nA\nA\nA\nA'
	ended
	has 'Player N moves 1 from square 34 to 38.'
	has 'Player L moves A from square 35 to 38.'
	has "A captures 1: back to player N's pool."
	has 'Player N: pool 1 2 3 4 5 6, score 0 of 6'
	# A stands on (7,6), the middle square of the west side
	[ "$(cell_row 7)" = ' *  .  .  .  .  .  A  +  .  .  .  .  .  *' ]
}

@test "a tip gives another roll; a 0 loses the turn" {
	play -r 1,0,5,0,4 <<<$'p\nA'
	ended
	has 'Player L moves A from square 0 to 5.'
	has 'A ends on a tip: player L rolls again.'
	# the extra roll is L's, and its 0 hands the turn to N
	awk '/ends on a tip/ { getline; print; exit }' <<<"$output" |
	    grep -qx 'Player L rolled 0 and loses the turn.'
	has "${N} 4${PN}"
	[ "$(grep -c 'rolls again' <<<"$output")" -eq 1 ]
}

@test "a 0 on the first roll loses the turn before anything is asked" {
	play -r 0,2 </dev/null
	ended
	[ "${lines[0]}" = 'Player L rolled 0 and loses the turn.' ]
	has "${N} 2${PN}"
	! grep -qF "${L} " <<<"${output#*$'\n'}" || false
}

# walk: the rolls and answers that bring A from 0 to 50 while N rolls 0.
WALK=1,0,5,5,0,5,0,5,0,5,0,5,0,5,0,5,0,5,5,0
WALKIN=$'p\nA\nA\nA\nA\nA\nA\nA\nA\nA\nA'

@test "exact landing on the end square scores; a scored piece is gone" {
	play -r $WALK,1,0,2 <<<"$WALKIN"$'\nA\nA\np'
	ended
	has 'Player L moves A from square 45 to 50.'
	has 'Player L moves A from square 50 to 51.'
	has 'A scores: player L has 1 of 6.'
	has 'Player L: pool B C D E F, score 1 of 6'
	wrong "${L} 2${PL}" A
	has 'Wrong answer: A: that piece has scored'
	has 'Player L places B on square 0.'
}

@test "overshooting the end square goes round another lap" {
	play -r $WALK,3,0,5 <<<"$WALKIN"$'\nA\nA'
	ended
	has 'Player L moves A from square 50 to 1.'
	has 'A passes its end square and goes round again.'
	! grep -q scores <<<"$output" || false
	has 'Player L: pool B C D E F, score 0 of 6'
	# and it carries on round the track from square 1
	has 'Player L moves A from square 1 to 6.'
}

@test "two computer sides play a whole game to a winner" {
	play -c LN -s 1 </dev/null
	ok
	[ -z "$stderr" ]
	[[ "${lines[-1]}" =~ ^Player\ [LN]\ wins!$ ]]
	w=${lines[-1]:7:1}
	# the winner scored six, one by one, and the screen says so
	[ "$(grep -c "scores: player $w has" <<<"$output")" -eq 6 ]
	has "Player $w: pool empty, score 6 of 6"
	# the computer answered every question itself and broke no rule
	! grep -q '^Wrong answer' <<<"$output" || false
	# the same seed plays the same game; -c L -c N is the same as -c LN
	first=$output
	play -c L -c N -s 1 </dev/null
	[ "$output" = "$first" ]
	play -c NL -s 2 </dev/null
	ok
	[ "$output" != "$first" ]
	[[ "${lines[-1]}" =~ ^Player\ [LN]\ wins!$ ]]
}

@test "the computer plays one side, a person the other" {
	play -c N -r 2,3 <<<$'p'
	ended
	has "${L} 2${PL}p"
	# the computer's choice is shown after its question
	has "${N} 3${PN}p"
	has 'Player N places 1 on square 26.'
}

@test "wrong answers: each gets one line and the question again" {
	local a
	play -r 3,4 <<<$'\nz\n7\n1\nA\nAB\npp\n-\np\nA\n  p  '
	ended
	for a in '' z 7 1 A AB pp -; do
		wrong "${L} 3${PL}" "$a"
	done
	has 'Wrong answer: 1 is a piece of player N'
	has 'Wrong answer: A: that piece is in your pool: place it with p'
	wrong "${N} 4${PN}" A
	has 'Wrong answer: A is a piece of player L'
	has 'Player L places A on square 0.'
	has 'Player N places 1 on square 26.'
	[ "$(grep -c '^Wrong answer: ' <<<"$output")" -eq 9 ]
}

@test "lower case pieces, blanks and a CR are forgiven" {
	play -r 1,0,3 <<<$' P \r\n\ta\t\r'
	ended
	! grep -q '^Wrong answer' <<<"$output" || false
	has 'Player L moves A from square 0 to 3.'
}

@test "an over-long answer and a NUL byte are refused, not fatal" {
	{ head -c 5000 /dev/zero | tr '\0' p; printf '\np\0\np\n'; } >in
	play -r 2 <in
	ended
	has 'Wrong answer: the answer is too long'
	has 'Wrong answer: the answer holds a NUL byte'
	has 'Player L places A on square 0.'
}

@test "end of input ends cleanly at any question" {
	play -r 1,1 <<<$'p'
	ended
	[ "${lines[-2]}" = "${N} 1${PN}" ]
	play -r 4 </dev/null
	ended
	# a person's side against the computer's
	play -c N -s 3 -r 0 </dev/null
	ended
	has 'Player L rolled 0 and loses the turn.'
}

@test "? and help tell what to answer; no wrong answer" {
	local a
	for a in '?' help; do
		play -r 3,4 <<<"$a
p
$a"
		ended
		[ "$(grep -c '^Wrong answer' <<<"$output")" -eq 0 ]
		has "${L} 3${PL}$a"
		has 'Answer a piece (A-F) to move it 3 squares along the track, p to place a'
		has 'new piece on your start square (0), or x to pass.  A piece scores by landing'
		has 'exactly on your end square (51); the first to score all six wins.'
		has "${N} 4${PN}$a"
		has 'Answer a piece (1-6) to move it 4 squares along the track, p to place a'
		has 'exactly on your end square (25); the first to score all six wins.'
		has 'Player L places A on square 0.'
	done
}

@test "against the computer, the person is told which side is theirs" {
	play -c N -r 2,3 <<<$'p'
	ended
	[ "${lines[0]}" = 'You play L (pieces A-F, from square 0); the computer plays N (pieces 1-6).' ]
	play --bot L -r 2,3 <<<$'p'
	[ "${lines[0]}" = 'You play N (pieces 1-6, from square 26); the computer plays L (pieces A-F).' ]
	# two people, or two computers: no such line
	play -r 3 </dev/null
	[[ ${lines[0]} != You* ]]
	play --auto -s 1 </dev/null
	[[ ${lines[0]} != You* ]]
	# a number for a side is refused, naming the sides
	run --separate-stderr patolli-play --bot 1
	refused 2
	is 'patolli-play: --bot: 1 is not L, N or LN (L plays first, pieces A-F; N second, pieces 1-6)' "$stderr"
}

@test "Ctrl-C at the question says the game was stopped, and ends by the signal" {
	interrupt patolli-play -r 3
	[ "$status" -eq 130 ]
	[ "$(tail -n 1 <<<"$output")" = 'Stopped by a signal: the game was not finished.' ]
}

@test "command line: -h, --version, bad usage, bad -c, -r and -s" {
	run --separate-stderr patolli-play -h
	ok
	[[ "$output" == usage:\ patolli-play* ]]
	run --separate-stderr patolli-play --version
	ok
	[ "$output" = 'patolli-play 1.0.0' ]
	for args in '-x' '--bogus' 'extra' '-c' '-c Q' '-c LQ' '-r 6' '-r 1,,2' \
	    '-r 1,' '-r x' '-r -1' '-s abc' '-s -1' '--color=pink'; do
		run --separate-stderr patolli-play $args </dev/null
		refused 2
	done
	run --separate-stderr patolli-play -r 9
	[[ "$stderr" == patolli-play:\ -r:* ]]
}
