#!/usr/bin/env bats
# 60-snakes.bats - snakes-play: a golden run, the placement rules checked
# on the boards of 1,000 seeds, every row of a game replayed by an
# independent referee, hand-made boards (-b) that bring out each mark, bad
# board files, and the command line.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# board_check: read configurations (as snakes-play -c prints them, any
# number one after another) on stdin; check every placement rule; print
# "boards N distinct D" and the extreme lengths seen, or FAIL and exit 1.
board_check() {
	awk '
	function fail(msg) { print "FAIL board " nb ": " msg; bad = 1; exit 1 }
	function done_board(   s, e, v, nl, ns, key) {
		if (sq != 100) fail("stops at square " sq)
		nl = ns = 0; key = ""
		for (s = 1; s <= 100; s++) {
			v = b[s]; key = key " " v
			if (v == 0) continue
			e = s + v
			if (v > 0) {
				nl++
				if (v < 16 || v > 30) fail("ladder length " v " at " s)
				if (e > 99) fail("ladder " s " reaches " e)
				if (v < lmin) lmin = v; if (v > lmax) lmax = v
			} else {
				ns++
				if (-v < 12 || -v > 48) fail("snake length " v " at " s)
				if (s == 100) fail("snake tail on 100")
				if (e < 1) fail("snake " s " slides to " e)
				if (-v < smin) smin = -v; if (-v > smax) smax = -v
			}
			if (b[e] != 0) fail("end " e " of " s " is a foot or tail")
		}
		if (nl != 9 || ns != 9) fail(nl " ladders, " ns " snakes")
		if (!(key in seen)) { seen[key] = 1; distinct++ }
	}
	BEGIN { lmin = smin = 999; lmax = smax = 0; nb = 0; sq = -1 }
	$0 == "Configuration of the board:" {
		if (nb > 0) done_board()
		nb++; sq = 0; delete b; next
	}
	{
		if (sq < 0) fail("no heading")
		if (sq >= 100) fail("line after square 100: " $0)
		n = split($0, f, "\t")
		if (n != 4) fail("line of " n " fields: " $0)
		for (i = 1; i <= 4; i++) {
			if (f[i] !~ /^Square no\.[ 0-9][ 0-9][0-9] = [ 0-9-][ 0-9-][0-9]$/)
				fail("bad field \"" f[i] "\"")
			if (substr(f[i], 11, 3) + 0 != ++sq)
				fail("square " substr(f[i], 11, 3) " where " sq " was due")
			b[sq] = substr(f[i], 17, 3) + 0
		}
	}
	END {
		if (bad) exit 1
		if (nb == 0) { print "FAIL no board"; exit 1 }
		done_board()
		print "boards " nb " distinct " distinct " ladders " lmin "-" lmax " snakes " smin "-" smax
	}'
}

# game_check: read a whole run of snakes-play (board, then table) on
# stdin and replay it by the rules, independently of the program; print one
# line per notable event (see below) and "ok N" (the winner), or FAIL.
game_check() {
	awk -v ntok="${1:-4}" '
	function fail(msg) { print "FAIL line " NR ": " msg; bad = 1; exit 1 }
	function rep(s, n,   r) { r = ""; while (n-- > 0) r = r s; return r }
	NR == 1 { if ($0 != "Configuration of the board:") fail("heading"); next }
	NR <= 26 {
		n = split($0, f, "\t")
		for (i = 1; i <= n; i++)
			b[substr(f[i], 11, 3) + 0] = substr(f[i], 17, 3) + 0
		next
	}
	/ $/ || /\t/ { fail("trailing blank or tab") }
	NR == 27 { if ($0 != "Simulation of the game:") fail("simulation heading"); next }
	NR == 28 {
		want = "Turn"
		for (t = 1; t <= ntok; t++) want = want sprintf("%15s%d", "token #", t)
		if ($0 != want) fail("header \"" $0 "\"")
		next
	}
	NR == 29 {
		if ($0 != "----" rep("        --------", ntok)) fail("rule line")
		next
	}
	winner {
		if ($0 != "token #" winner " wins") fail("winner line \"" $0 "\"")
		if (over) fail("more after the winner line")
		over = 1; next
	}
	{
		round++
		if (substr($0, 1, 4) != sprintf("%3d.", round)) fail("round " round)
		for (t = 1; t <= ntok && !winner; t++) {
			c = substr($0, 5 + 16 * (t - 1), 16)
			if (length(c) < 13) fail("token " t " missing")
			d = substr(c, 1, 9)
			one = d ~ /\*$/
			if (one ? d !~ /^ *[1-6]\*$/ : d !~ /^ *([2-9]|1[0-2])$/)
				fail("throw \"" d "\"")
			d += 0
			if (one != (pos[t] >= 94))
				fail("token " t " on " pos[t] (one ? " threw one die" : " threw two"))
			if (substr(c, 10, 3) != " - ") fail("separator")
			to = pos[t] + d; why = ""
			if (to > 100) { em = "O"; es = pos[t] }
			else if (to == 100) { em = "W"; es = 100; winner = t }
			else {
				fin = to + b[to]
				em = b[to] > 0 ? "L" : b[to] < 0 ? "S" : " "
				es = fin
				for (k = 1; k <= ntok; k++)
					if (k != t && pos[k] == fin) {
						why = em; em = "D"; es = pos[t]
					}
			}
			want = sprintf(one ? "%8d* - %-3d%s" : "%9d - %-3d%s", d, es, em)
			if (c != substr(want, 1, length(c)) || substr(want, length(c) + 1) ~ /[^ ]/)
				fail("token " t " from " pos[t] " throws " d ": \"" c "\", want \"" want "\"")
			if (one && pos[t] == 94) print "one-die-from-94"
			if (!one && pos[t] == 93) print "two-dice-from-93"
			if (em == "D" && why == "L") print "D-ladder-top-taken"
			if (em == "D" && why == "S") print "D-snake-head-taken"
			if (em == "D" && why == " ") print "D-square-taken"
			if (em == "O" && pos[t] == 97 && d == 4) print "O-97-plus-4"
			if (em == "W") print "W-from-" pos[t] "-by-" d
			pos[t] = es
		}
		if (winner ? length($0) != 4 + 16 * (t - 2) + 16 : length($0) > 4 + 16 * ntok)
			fail("row length " length($0))
	}
	END {
		if (bad) exit 1
		if (!over) { print "FAIL no winner line"; exit 1 }
		print "ok " winner
	}'
}

# make_board SQUARE=SHIFT...: the configuration text of a hand-made board.
make_board() {
	awk -v spec="$*" 'BEGIN {
		n = split(spec, p, " ")
		for (i = 1; i <= n; i++) { split(p[i], kv, "="); b[kv[1]] = kv[2] }
		print "Configuration of the board:"
		for (s = 1; s <= 100; s++)
			printf "Square no.%3d = %3d%s", s, b[s] + 0, s % 4 ? "\t" : "\n"
	}'
}

# A hand-made board: ladders 7->30 15->40 21->45 33->55 42->60 50->75
# 65->93 70->94 80->97; snakes 25->10 36->20 48->24 57->35 63->41 77->52
# 85->58 89->62 92->53.  With seed 72 its game shows every mark.
HAND='7=23 15=25 21=24 33=22 42=18 50=25 65=28 70=24 80=17
25=-15 36=-16 48=-24 57=-22 63=-22 77=-25 85=-27 89=-27 92=-39'

# hand_game: the game of seed 72 on the hand-made board, checked by the
# referee; $output holds the run, $events what the referee saw.
hand_game() {
	make_board $HAND >hand.txt
	run --separate-stderr snakes-play -s 72 -b hand.txt
	ok
	events=$(printf '%s\n' "$output" | game_check)
	printf '%s\n' "$events" | grep -q '^ok '
}

# row N: row N of the table in $output.
row() {
	printf '%s\n' "$output" | grep "^ *$1\. "
}

@test "golden run for seed 248" {
	run --separate-stderr snakes-play -s 248
	ok
	[ -z "$stderr" ]
	golden_diff snakes-seed-248.txt
}

@test "the referee replays the golden run and agrees" {
	run game_check <"$GOLDEN/snakes-seed-248.txt"
	ok
	[[ ${lines[-1]} == "ok "[1-4] ]]
}

@test "the referees refuse doctored boards and games" {
	good=$(snakes-play -s 248)
	# a move onto a taken square, a ladder's top changed, two dice
	# thrown from 95, a mark out of its column, a trailing blank
	for edit in '30s/7 - 0  D/7 - 7    /' '31s/4 - 35 L/4 - 36 L/' \
	    '38s/3\* - 98/ 3 - 98/' '31s/4 - 35 L/4 - 35L /' '32s/$/ /'; do
		doctored=$(sed "$edit" <<<"$good")
		[ "$doctored" != "$good" ]
		run game_check <<<"$doctored"
		[ "$status" -ne 0 ]
		[[ $output == *FAIL* ]]
	done
	# a ladder made too long, a snake tail put on a ladder's top
	run board_check <<<"$(make_board 7=31 15=25 21=24 33=22 42=18 50=25 65=28 70=24 80=17 25=-15 36=-16 48=-24 57=-22 63=-22 77=-25 85=-27 89=-27 92=-39)"
	[ "$status" -ne 0 ]
	run board_check <<<"$(make_board $HAND 30=-12)"
	[ "$status" -ne 0 ]
	run board_check <<<"$(make_board $HAND)"
	ok
}

@test "the boards of 1,000 seeds obey every placement rule" {
	# two halves side by side, and no leak check at each exit (the other
	# tests keep it): the loop stays quick under sanitizers too
	boards() {
		local s
		export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
		for s in $(seq "$1" "$2"); do
			snakes-play -c -s "$s" || return 1
		done >"boards.$1"
	}
	boards 1 500 & a=$!
	boards 501 1000 & b=$!
	wait "$a"
	wait "$b"
	run board_check < <(cat boards.1 boards.501)
	ok
	# every board differs, and the lengths reach both ends of their ranges
	[ "$output" = "boards 1000 distinct 1000 ladders 16-30 snakes 12-48" ]
}

@test "-c prints only the configuration" {
	run --separate-stderr snakes-play -c -s 248
	ok
	[ "${#lines[@]}" -eq 26 ]
	[ "$output" = "$(head -n 26 "$GOLDEN/snakes-seed-248.txt")" ]
}

@test "games of 2, 3 and 4 tokens follow the rules, row by row" {
	for n in 2 3 4; do
		for s in 1 2 3 4 5 6 7 8 9 10; do
			run --separate-stderr snakes-play -n "$n" -s "$s"
			ok
			run game_check "$n" <<<"$output"
			ok
			[[ ${lines[-1]} == "ok "* ]]
		done
	done
}

@test "no blank lines and no trailing blanks" {
	for s in 1 2 3 4 5; do
		snakes-play -s "$s" >out
		! grep -q '^$' out || false
		! grep -q '[[:blank:]]$' out || false
	done
}

@test "the same seed gives the same game; another seed another" {
	snakes-play -s 99 >a
	snakes-play -s 99 >b
	snakes-play -s 100 >c
	cmp a b
	! cmp -s a c || false
}

@test "without -s the game comes from entropy" {
	snakes-play -c >a
	snakes-play -c >b
	! cmp -s a b || false
}

@test "-b replays a printed board: a saved run with its seed is the same run" {
	snakes-play -s 31 >run.txt
	run --separate-stderr snakes-play -s 31 -b run.txt
	ok
	[ "$output" = "$(cat run.txt)" ]
	# the configuration alone, from stdin, with the tabs expanded
	head -n 26 run.txt | expand >board.txt
	run --separate-stderr snakes-play -s 31 -b - <board.txt
	ok
	[ "$output" = "$(cat run.txt)" ]
	run --separate-stderr snakes-play -c -b board.txt
	ok
	[ "$output" = "$(head -n 26 run.txt)" ]
}

@test "D: a ladder whose top is taken leaves the token where it was" {
	hand_game
	grep -q '^D-ladder-top-taken$' <<<"$events"
	# round 4: token #2 reaches 40; token #4 on 10 throws 5, lands on the
	# ladder at 15, whose top is 40, and stays
	[ "$(row 4)" = "  4.       10 - 51         12 - 40          5 - 31          5 - 10 D" ]
}

@test "O: a token on 97 that throws 4 stays" {
	hand_game
	grep -q '^O-97-plus-4$' <<<"$events"
	[[ $(row 12) == *"        7 - 97    "* ]]
	[[ $(row 13) == *"       4* - 97 O"* ]]
}

@test "W: exactly 100 wins and ends the game at once" {
	hand_game
	grep -q '^W-from-93-by-7$' <<<"$events"
	[ "$(row 14)" = " 14.        7 - 100W" ]
	[ "${lines[-1]}" = "token #1 wins" ]
	[ "${lines[-2]}" = " 14.        7 - 100W" ]
}

@test "one die from square 94, two below it" {
	hand_game
	grep -q '^one-die-from-94$' <<<"$events"
	grep -q '^two-dice-from-93$' <<<"$events"
	# token #4 climbs to 94, then throws one die; token #1 climbs to 93
	# and still throws two
	[[ $(row 11) == *"        8 - 94 L" ]]
	[[ $(row 12) == *"       1* - 95" ]]
	[[ $(row 13) == *"        4 - 93 L"* ]]
}

# refused_board TEXT PATTERN: -b refuses TEXT, naming PATTERN.
refused_board() {
	printf '%s\n' "$1" >bad.txt
	run --separate-stderr snakes-play -s 1 -b bad.txt
	refused 2
	[[ $stderr == "snakes-play: bad.txt: "* ]]
	grep -q -- "$2" <<<"$stderr" || { echo "stderr: $stderr" >&2; return 1; }
}

@test "a board that breaks a placement rule is refused" {
	good=$(make_board $HAND)
	# a ladder of 31 squares
	refused_board "$(make_board ${HAND/7=23/7=31})" 'square 7: a ladder of 31'
	# a snake of 11
	refused_board "$(make_board ${HAND/25=-15/25=-11})" 'square 25: a snake of 11'
	# a ladder to 100, a snake's tail on 100
	refused_board "$(make_board ${HAND/80=17/80=20})" 'square 80: the ladder reaches 100'
	refused_board "$(make_board ${HAND/92=-39/100=-39})" 'square 100: no snake'
	# a snake's head below 1
	refused_board "$(make_board ${HAND/25=-15/25=-30})" 'square 25: the snake slides to -5'
	# a foot on a ladder's top; a snake ending on a foot
	refused_board "$(make_board ${HAND/92=-39/30=-12})" 'square 7: the ladder ends on square 30'
	refused_board "$(make_board ${HAND/92=-39/92=-27})" 'square 92: the snake ends on square 65'
	# eight ladders; ten snakes
	refused_board "$(make_board ${HAND/7=23/})" '8 ladders and 9 snakes'
	refused_board "$(make_board $HAND 99=-20)" '9 ladders and 10 snakes'
	run snakes-play -c -b <(printf '%s\n' "$good")
	ok
}

@test "a malformed board file is refused with the line named" {
	good=$(make_board $HAND)
	refused_board "" 'no "Configuration of the board:"'
	refused_board "Configuration of the board" 'line 1: expected "Configuration'
	refused_board "$(head -n 20 <<<"$good")" 'stops at square 76'
	refused_board "$(sed '5s/Square no. 16/Square no. 17/' <<<"$good")" 'line 5: expected "Square no. 16 = N"'
	refused_board "$(sed '3s/=   0/= zero/' <<<"$good")" 'line 3: expected "Square no.  5 = N"'
	refused_board "$(sed '3s/=   0/= 99999/' <<<"$good")" 'line 3:'
	refused_board "$(sed '3s/=   0/=   0x/' <<<"$good")" 'line 3:'
	refused_board "$good
Square no.101 =   0" 'line 27: text after square 100'
	refused_board "$good
anything" 'line 27: text after square 100'
	refused_board "$(sed '3s/$/'"$(printf '%300s' x)"'/' <<<"$good")" 'line 3: longer than'
	printf '%s\n' "$good" | sed '2s/Square/Sq\x00uare/' >nul.txt
	run --separate-stderr snakes-play -b nul.txt
	refused 2
	[[ $stderr == *"line 2: holds a NUL byte"* ]]
	run --separate-stderr snakes-play -b missing.txt
	refused 2
	[[ $stderr == "snakes-play: open missing.txt: "* ]]
	head -c 5000 /dev/urandom >noise.txt
	run --separate-stderr snakes-play -b noise.txt
	refused 2
}

@test "-b takes a board pasted from a terminal, with blanks at line ends" {
	snakes-play -s 31 -c >board.txt
	sed 's/$/  /' board.txt >blanks.txt
	printf 'Configuration of the board:\t\n' >head.txt
	sed 1d board.txt >>head.txt
	for f in blanks.txt head.txt; do
		run --separate-stderr snakes-play -c -b "$f"
		ok
		[ "$output" = "$(cat board.txt)" ]
	done
}

@test "a refused board line says what was found" {
	good=$(make_board $HAND)
	refused_board "Configuration of the bored:" \
	    'line 1: expected "Configuration of the board:", found "Configuration of the bored:"'
	refused_board "$(sed '3s/=   0/= zero/' <<<"$good")" \
	    'expected "Square no.  5 = N" (N a number), found "Square no.  5 = zero"'
}

@test "-h, --version and usage errors" {
	run --separate-stderr snakes-play -h
	ok
	[[ $output == "usage: snakes-play "* ]]
	[ -z "$stderr" ]
	run --separate-stderr snakes-play --version
	ok
	[ "$output" = "snakes-play 1.0.0" ]
	for args in "-Z" "--frobnicate" "extra" "-s" "-b"; do
		run --separate-stderr snakes-play $args
		refused 2
		[[ $stderr == *"usage: snakes-play "* ]]
	done
	for args in "-n 1" "-n 5" "-n x" "-s x" "-s -1" "-s 18446744073709551616"; do
		run --separate-stderr snakes-play $args
		refused 2
		[[ $stderr == "snakes-play: "* ]]
	done
}

@test "a write error on stdout is reported" {
	[ -w /dev/full ] || { echo "no /dev/full" >&2; return 1; }
	run --separate-stderr sh -c 'snakes-play -s 1 >/dev/full'
	[ "$status" -eq 2 ]
	[[ $stderr == "snakes-play: write stdout: "* ]]
}
