#!/usr/bin/env bats
# 20-play-basic.bats - yut-play, the basic game: a whole seeded game driven
# through stdin against a golden transcript, computer seats, the record of
# -o checked move by move with yut-throw and yut-move, reproducibility, and
# the command line.

load helper

# The answers of the golden basic game (seed 15, two players, one piece):
# the game choice, the menu, players, pieces, seven moves and a dead
# back-do (assignment example 4), end program.
BASIC_ANSWERS='1
1
2
1
0 gae
0 gae
2 do
0 back-do
3 gae
0 gae
5 geol
22 yut
2'

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# new_results BEFORE AFTER: the results thrown between two states of the
# same turn, in an order yut-throw accepts (yut and mo earn a throw, so
# they come first); when the turn passed, only a back-do can have been
# thrown and discarded.
new_results() {
	local a b
	a=$(field hand <<<"$1")
	b=$(field hand <<<"$2")
	if [ "$(field turn <<<"$1")" != "$(field turn <<<"$2")" ]; then
		echo back-do
		return
	fi
	awk -v a="$a" -v b="$b" 'BEGIN {
		n = split(a, x, ",")
		for (i = 1; i <= n; i++)
			c[x[i]]++
		m = split(b, y, ",")
		for (i = 1; i <= m; i++) {
			if (c[y[i]] > 0) {
				c[y[i]]--
				continue
			}
			if (y[i] == "yut" || y[i] == "mo")
				first = first " " y[i]
			else
				last = last " " y[i]
		}
		print first last
	}'
}

# check_record FILE POS RESULT POS RESULT ...: every line of the record
# follows from the one before: a throw (yut-throw with the results that
# came up) or the next move given (yut-move).
check_record() {
	local rec=$1 prev= line want n=0
	shift
	while IFS= read -r line; do
		n=$((n + 1))
		yut-render <<<"$line" >/dev/null || {
			echo "record line $n does not parse: $line" >&2
			return 1
		}
		if [ -n "$prev" ]; then
			if [ "$(field throws <<<"$prev")" -gt 0 ]; then
				# shellcheck disable=SC2046
				want=$(yut-throw $(new_results "$prev" "$line") \
				    <<<"$prev" 2>/dev/null)
			else
				[ $# -ge 2 ] || {
					echo "record line $n: no move left" >&2
					return 1
				}
				want=$(yut-move "$1" "$2" <<<"$prev" 2>/dev/null)
				shift 2
			fi
			if [ "$want" != "$line" ]; then
				printf 'record line %d: %s\nwant %s\n' "$n" \
				    "$line" "$want" >&2
				return 1
			fi
		fi
		prev=$line
	done <"$rec"
	if [ $# -ne 0 ]; then
		echo "moves left over: $*" >&2
		return 1
	fi
}

# bot_moves: the "P R" of every move answered on two lines in $output,
# ">> position : P" then ">> yut : R", as a computer seat answers; a
# back-do from 0 is the answer to a dead hand, which moves nothing.
bot_moves() {
	awk '/^>> position : / { p = substr($0, 15); next }
	    /^>> yut : / && p != "" { r = substr($0, 10)
		if (!(p == "0" && r == "back-do")) print p, r; p = "" }' \
	    <<<"$output"
}

@test "a seeded basic game, played to the win and back to the menu" {
	run --separate-stderr yut-play -s 15 <<<"$BASIC_ANSWERS"
	ok
	[ -z "$stderr" ]
	golden_diff play-basic.txt
}

@test "the golden basic game speaks the assignment's words" {
	local g="$GOLDEN/play-basic.txt" stars
	stars=$(printf '%060d' 0 | tr 0 '*')
	[ "$(sed -n 1,3p "$g")" = "1. Yunnori Basic
2. Yunnori Extension
Choose a game to play (1, 2) : 1" ]
	[ "$(sed -n 4,11p "$g")" = "$stars
************************   Menu   **************************
$stars
1. game start
2. end program
Select the function you want : 1
number of players (2, 3, 4) : 2
number of pieces per player (1, 2, 3, 4) : 1" ]
	[ "$(grep -c '^>> position : ' "$g")" -eq 8 ]
	[ "$(grep -c '^Write down the position of the player to move and yut$' "$g")" -eq 8 ]
	[ "$(grep -c '^(back-do, do, gae, geol, yut, and mo)$' "$g")" -eq 8 ]
	grep -qx 'Player 1 win' "$g"
	# the win, then the final board (11 rows), then the menu
	[ "$(grep -A 1 -x 'Player 1 win' "$g" | tail -n 1)" = \
	    '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]' ]
	[ "$(tail -n 1 "$g")" = "Select the function you want : 2" ]
	# no trailing spaces but after a prompt left unanswered
	! grep -n ' $' "$g" || false
}

@test "-b skips the choice of game; the same seed gives the same game" {
	run --separate-stderr yut-play -b -s 15 <<<"$(sed 1d <<<"$BASIC_ANSWERS")"
	ok
	[ "$output" = "$(sed 1,3d "$GOLDEN/play-basic.txt")" ]
}

@test "YUT_SEED seeds as -s does, and -s wins over it" {
	YUT_SEED=15 run --separate-stderr yut-play <<<"$BASIC_ANSWERS"
	ok
	golden_diff play-basic.txt
	YUT_SEED=16 run --separate-stderr yut-play -s 15 <<<"$BASIC_ANSWERS"
	ok
	golden_diff play-basic.txt
}

@test "the record of -o follows the game move by move and ends won" {
	local moves
	run --separate-stderr yut-play -s 15 -o rec <<<"$BASIC_ANSWERS"
	ok
	golden_diff play-basic.txt
	[ "$(head -n 1 rec)" = "$(yut-new -p 1 2)" ]
	# every answer but the dead back-do's (a back-do from 0 moves nothing)
	moves=$(sed -n 's/^>> position : //p' <<<"$output" | grep -vx '0 back-do')
	# shellcheck disable=SC2086
	check_record rec $moves
	tail -n 1 rec | yut-render | tail -n 1 | grep -qx 'Player 1 win'
	# the record holds nothing but state lines
	[ "$(grep -vc '^yut1 rules=basic ' rec)" -eq 0 ]
}

@test "two computer seats play a whole game; the record agrees" {
	local w
	run --separate-stderr yut-play -s 7 --bot 0=random --bot 1=random \
	    -o rec <<<$'1\n2\n1\n2'
	ok
	[ -z "$stderr" ]
	# the computer answers the prompts, each on its own line
	grep -q '^>> position : [0-9]*$' <<<"$output"
	[ "$(grep -c '^>> position : ' <<<"$output")" -eq \
	    "$(grep -c '^>> yut : ' <<<"$output")" ]
	# and no commentary between the screens without -v
	! grep -q '^Player [01] (random) moves' <<<"$output" || false
	w=$(sed -n 's/^Player \([01]\) win$/\1/p' <<<"$output")
	[ -n "$w" ]
	[ "$(tail -n 1 <<<"$output")" = "Select the function you want : 2" ]
	# shellcheck disable=SC2046
	check_record rec $(bot_moves)
	tail -n 1 rec | yut-render | tail -n 1 | grep -qx "Player $w win"
	[ "$(tail -n 1 rec | field p$w)" = 100 ]
}

@test "a seeded game with computer seats is byte for byte reproducible" {
	local first
	run yut-play -s 99 --bot 0=random --bot 1=random --bot 2=random \
	    <<<$'1\n3\n2\n2'
	[ "$status" -eq 0 ]
	first=$output
	grep -q '^Player [012] win$' <<<"$first"
	run yut-play -s 99 --bot 0=random --bot 1=random --bot 2=random \
	    <<<$'1\n3\n2\n2'
	[ "$status" -eq 0 ]
	[ "$output" = "$first" ]
}

@test "a human and a computer seat take turns" {
	run --separate-stderr yut-play -s 15 --bot 1=random <<<$'1\n2\n1\n0 gae'
	unfinished
	# --bot implies the basic game: no choice of game is asked
	[ "$(head -n 1 <<<"$output")" = \
	    '************************************************************' ]
	grep -qx '>> position : 0 gae' <<<"$output"
	# the computer's answers follow player 1's screen
	grep -A 5 -x 'Player 1 turn' <<<"$output" | grep -qx '>> position : 0'
	grep -A 6 -x 'Player 1 turn' <<<"$output" | grep -q '^>> yut : [a-z-]*$'
	[ "$(tail -n 1 <<<"$output")" = \
	    'Input ended: the game was not finished.' ]
}

@test "-P changes the sticks and is checked" {
	local even
	run --separate-stderr yut-play -s 7 --bot 0=random --bot 1=random \
	    <<<$'1\n2\n1\n2'
	ok
	even=$output
	run --separate-stderr yut-play -s 7 -P 0.2 --bot 0=random \
	    --bot 1=random <<<$'1\n2\n1\n2'
	ok
	grep -q '^Player [01] win$' <<<"$output"
	[ "$output" != "$even" ]
	for p in 0 1 2 -0.5 x ''; do
		run --separate-stderr yut-play -b -P "$p" </dev/null
		refused 2
		[[ $stderr == yut-play:* ]]
	done
}

@test "-h prints the usage on stdout; --version the version" {
	run --separate-stderr yut-play -h
	ok
	[[ ${lines[0]} == "usage: yut-play "* ]]
	[[ $output == *"--bot seat[=strategy[:animal]]"* ]]
	[[ $output == *"--color=auto|always|never"* ]]
	[ -z "$stderr" ]
	run --separate-stderr yut-play --version
	ok
	[ "$output" = "yut-play 1.0.0" ]
}

@test "bad options and operands: usage on stderr, exit 2, nothing on stdout" {
	local args
	for args in -x --foo -s '-s abc' '-s -1' '-s 18446744073709551616' \
	    --color=sometimes --color= --bot '--bot 4=random' \
	    '--bot 0=clever' '--bot x' '--bot =random' '--bot 0=' \
	    '--bot=9=random' extra '-b extra' -o -u -f -P; do
		# shellcheck disable=SC2086
		run --separate-stderr yut-play $args </dev/null
		refused 2
		[[ $stderr == *yut-play* ]]
	done
}

@test "--bot in an advanced game: a computer player is logged in from the start" {
	run --separate-stderr yut-play -a --bot 0=random </dev/null
	ok
	grep -qx 'Logged-in ID List : random0' <<<"$output"
	run --separate-stderr yut-play --bot=1=random:pig -a </dev/null
	ok
	run --separate-stderr yut-play -a --bot 1=random:lion </dev/null
	refused 2
	[[ $stderr == "yut-play: --bot: unknown animal lion"* ]]
}

@test "--bot names the strategy it cannot seat: perfect needs a table" {
	run --separate-stderr yut-play --bot 1=perfect </dev/null
	refused 2
	is "yut-play: --bot: perfect plays from a table, which yut-play does not read: expert is the strongest without one" "$stderr"
	is "" "$output"
	run --separate-stderr yut-play -a --bot 0=expert:cow </dev/null
	ok
	grep -qx 'Logged-in ID List : expert0' <<<"$output"
}

@test "a record that cannot be opened is an error before anything is shown" {
	run --separate-stderr yut-play -b -o nodir/rec <<<'1'
	refused 2
	[[ $stderr == "yut-play: open nodir/rec:"* ]]
}

@test "end program at the first menu leaves no record and exits 0" {
	run --separate-stderr yut-play -b -o rec <<<'2'
	ok
	[ ! -e rec ]
	[ "$(tail -n 1 <<<"$output")" = "Select the function you want : 2" ]
}
