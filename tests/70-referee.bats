#!/usr/bin/env bats
# 70-referee.bats - yut-referee follows transcripts: yut-play's own are
# consistent, with and without answers and colour; transcripts with one
# thing wrong are caught at the line that shows it; bad input is refused.

load helper

PLAY="$BATS_TEST_DIRNAME/referee-play.sh"

# noanswers: a transcript as a pipe without echo shows it: each answer
# gone, each question running into the next output.
noanswers() {
	perl -0pe 's/(>> position : |>> yut : |want : |\(2, 3, 4\) : |\(1, 2, 3, 4\) : |cow\) : |\(1\) : |^ID : )[^\n]*\n/$1/gm'
}

# spec7: the screen in SPEC 7's bytes, whatever yut-render draws today:
# counts and marks without ownership brackets.
spec7() {
	sed -E 's/[({<]([0-9])[)}>]/[\1]/g; /□|■/{s/[][(){}<>]//g; s/ {3,}/  /g; s/^ */ /; s/ *$//}'
}

# scr STATE [POSITION RESULT]: STATE's screen as yut-play shows it, the
# questions, and the answers typed.
scr() {
	yut-render --color=never <<<"$1" | spec7
	printf 'Write down the position of the player to move and yut\n'
	printf '(back-do, do, gae, geol, yut, and mo)\n'
	if [ $# -ge 3 ]; then
		printf '>> position : %s\n>> yut : %s\n' "$2" "$3"
	fi
}

# between STATE [ANSWER]: the board and lists before a turn of an advanced
# game, and the Continue / Save question.
between() {
	yut-render --color=never <<<"$1" | spec7 | head -n -3
	printf 'Continue (0) / Save and Exit the game (1) : %s\n' "${2-0}"
}

# at PATTERN: the line number of the first transcript line matching it.
at() {
	grep -n -m 1 -- "$1" "$BATS_TEST_TMPDIR/t.txt" | cut -d: -f1
}

# caught LINE WORDS: the run failed with exit 1, its first inconsistency
# at LINE and saying WORDS.
caught() {
	if [ "$status" -ne 1 ]; then
		echo "status $status, want 1: $output" >&2
		return 1
	fi
	if ! grep -q "^[^ ]*:$1: .*$2" <<<"${lines[0]}"; then
		echo "want line $1 and '$2'; got: $output" >&2
		return 1
	fi
}

@test "yut-play's basic games are consistent, with colour and without" {
	for args in "-n 2 -k 1" "-n 2 -k 4" "-n 3 -k 2" "-n 4 -k 3"; do
		for color in never always; do
			"$PLAY" -s 3 $args -c "$color" >"$BATS_TEST_TMPDIR/t.txt"
			run yut-referee --strict "$BATS_TEST_TMPDIR/t.txt"
			ok
			[[ ${lines[-1]} == *": consistent: "*", 1 game, "*", 1 win, "* ]]
		done
	done
}

@test "yut-play's golden sessions hold SPEC 7's bytes and the rules" {
	for f in "$GOLDEN"/session-*.txt; do
		run yut-referee --strict "$f"
		ok
		[[ ${lines[-1]} == *": consistent: "*", 1 win, "* ]]
	done
}

@test "without the answers a transcript is followed through the legal moves" {
	for seed in 4 9; do
		"$PLAY" -s "$seed" -n 3 -k 4 >"$BATS_TEST_TMPDIR/t.txt"
		noanswers <"$BATS_TEST_TMPDIR/t.txt" >"$BATS_TEST_TMPDIR/n.txt"
		! grep -q '^>> yut : [a-z]' "$BATS_TEST_TMPDIR/n.txt" || false
		run yut-referee "$BATS_TEST_TMPDIR/n.txt"
		ok
		[[ ${lines[-1]} == *": consistent: "*", 1 win, "* ]]
	done
}

@test "the pieces answered at the menu, 1 to 4, are the pieces the screens must show" {
	local k
	# three pieces played, each answer from 1 to 4 claimed: only 3 fits
	"$PLAY" -s 3 -n 2 -k 3 >"$BATS_TEST_TMPDIR/k3.txt"
	for k in 1 2 3 4; do
		sed "s/^\(number of pieces per player (1, 2, 3, 4) : \)3\$/\1$k/" \
		    "$BATS_TEST_TMPDIR/k3.txt" >"$BATS_TEST_TMPDIR/t.txt"
		grep -qx "number of pieces per player (1, 2, 3, 4) : $k" \
		    "$BATS_TEST_TMPDIR/t.txt"
		run yut-referee "$BATS_TEST_TMPDIR/t.txt"
		if [ "$k" = 3 ]; then
			ok
		else
			caught "$(at '^Not started :$' | awk '{ print $1 + 1 }')" \
			    "\[moves\] Not started shows the wrong number of pieces"
		fi
	done
}

@test "a win in the program's own words names its player, 0 to 3" {
	local k w
	"$PLAY" -s 3 -n 4 -k 1 >"$BATS_TEST_TMPDIR/p4.txt"
	w=$(grep -x 'Player [0-3] win' "$BATS_TEST_TMPDIR/p4.txt")
	for k in 0 1 2 3; do
		sed "s/^$w\$/Player $k wins!/" "$BATS_TEST_TMPDIR/p4.txt" \
		    >"$BATS_TEST_TMPDIR/t.txt"
		run yut-referee "$BATS_TEST_TMPDIR/t.txt"
		if [ "$k" = "${w//[^0-9]/}" ]; then
			ok
		else
			caught "$(at "^Player $k wins!\$")" \
			    "\[win\] the win is announced for another player"
		fi
	done
}

@test "CRs, colour and EUC-KR marks are tolerated; --strict wants SPEC 7" {
	"$PLAY" -s 6 -n 2 -k 2 -c always >"$BATS_TEST_TMPDIR/t.txt"
	sed 's/$/\r/' "$BATS_TEST_TMPDIR/t.txt" |
	    iconv -f UTF-8 -t EUC-KR >"$BATS_TEST_TMPDIR/k.txt"
	run yut-referee "$BATS_TEST_TMPDIR/k.txt"
	ok
	run yut-referee --strict "$BATS_TEST_TMPDIR/k.txt"
	[ "$status" -eq 1 ]
	# a transcript in SPEC 7's bytes passes --strict
	s=$(yut-new -p 2 2 | yut-throw gae)
	{ scr "$s" 0 gae; scr "$(yut-move 0 gae <<<"$s" | yut-throw yut do)"; } \
	    >"$BATS_TEST_TMPDIR/s.txt"
	run yut-referee --strict "$BATS_TEST_TMPDIR/s.txt"
	ok
	sed 's/^Player 1 turn$/Player 1 turn /' "$BATS_TEST_TMPDIR/s.txt" |
	    yut-referee
	cp "$BATS_TEST_TMPDIR/s.txt" "$BATS_TEST_TMPDIR/t.txt"
	run yut-referee --strict <(sed 's/^Player 1 turn$/Player 1 turn /' \
	    "$BATS_TEST_TMPDIR/s.txt")
	caught "$(at '^Player 1 turn')" "exact text"
	run yut-referee --strict <(sed '2s/^ | \[ \]/ |  [ ]/' \
	    "$BATS_TEST_TMPDIR/s.txt")
	caught 2 "exact text"
	yut-referee <(sed '2s/^ | \[ \]/ |  [ ]/' "$BATS_TEST_TMPDIR/s.txt")
}

@test "a wrong count on a square is caught at its row" {
	s=$(yut-new -p 2 2 | yut-throw gae)
	{ scr "$s" 0 gae; scr "$(yut-move 0 gae <<<"$s" | yut-throw do)"; } \
	    >"$BATS_TEST_TMPDIR/t.txt"
	yut-referee "$BATS_TEST_TMPDIR/t.txt"
	# row 6 of the second screen, after 23 lines of the first
	run yut-referee <(sed '30s/\[1\]/[2]/' "$BATS_TEST_TMPDIR/t.txt")
	caught 30 "square 2 (row 6, column 10) shows the wrong count"
	[ "${lines[2]}" = "  expected: [1]" ]
	[ "${lines[3]}" = "  shown:    [2]" ]
}

@test "a catch that earns no throw is caught at the turn line" {
	s='yut1 rules=basic turn=0 throws=0 hand=gae p0=0 p1=2'
	{ scr "$s" 0 gae
	  scr 'yut1 rules=basic turn=0 throws=0 hand=do p0=2 p1=0'; } \
	    >"$BATS_TEST_TMPDIR/t.txt"
	yut-referee "$BATS_TEST_TMPDIR/t.txt"
	{ scr "$s" 0 gae
	  scr 'yut1 rules=basic turn=1 throws=0 hand=do p0=2 p1=0'; } \
	    >"$BATS_TEST_TMPDIR/t.txt"
	run yut-referee "$BATS_TEST_TMPDIR/t.txt"
	caught "$(at 'Player 1 turn')" "\[catch\] wrong player.*the catch earns 1 throw"
	# with the hand left over, the missing throw shows on the Yut line
	s='yut1 rules=basic turn=0 throws=0 hand=do,gae p0=0,0 p1=2,0'
	{ scr "$s" 0 gae
	  scr 'yut1 rules=basic turn=0 throws=0 hand=do p0=0,2 p1=0,0'; } \
	    >"$BATS_TEST_TMPDIR/t.txt"
	run yut-referee "$BATS_TEST_TMPDIR/t.txt"
	caught "$(at 'Yut : do$')" "\[catch\] the program threw too few times: 1 throw was owed"
}

@test "back-do from 1 goes to 29, and other squares as the table says" {
	s='yut1 rules=basic turn=0 throws=0 hand=back-do p0=1 p1=0'
	{ scr "$s" 1 back-do
	  scr 'yut1 rules=basic turn=1 throws=0 hand=gae p0=29 p1=0'; } \
	    >"$BATS_TEST_TMPDIR/t.txt"
	yut-referee "$BATS_TEST_TMPDIR/t.txt"
	{ scr "$s" 1 back-do
	  scr 'yut1 rules=basic turn=1 throws=0 hand=gae p0=0 p1=0'; } \
	    >"$BATS_TEST_TMPDIR/t.txt"
	run yut-referee "$BATS_TEST_TMPDIR/t.txt"
	caught 34 "square 29 .* after player 0 moved 1 back-do"
	# back-do from 5, 10 and 22
	for f in 5:4 10:9 22:21 20:5 25:10; do
		s="yut1 rules=basic turn=0 throws=0 hand=back-do p0=${f%:*} p1=0"
		{ scr "$s" "${f%:*}" back-do
		  scr "yut1 rules=basic turn=1 throws=0 hand=do p0=${f#*:} p1=0"
		} >"$BATS_TEST_TMPDIR/t.txt"
		yut-referee "$BATS_TEST_TMPDIR/t.txt"
	done
}

@test "a dead back-do: the screen, both answers, then the next player" {
	# no state holds a dead hand: draw a do, show a back-do
	s='yut1 rules=basic turn=0 throws=0 hand=do p0=0,0 p1=0,0'
	n='yut1 rules=basic turn=1 throws=0 hand=gae p0=0,0 p1=0,0'
	dead() { scr "$s" "$@" | sed 's/^Yut : do$/Yut : back-do/'; }
	{ dead 0 back-do; scr "$n"; } >"$BATS_TEST_TMPDIR/t.txt"
	run yut-referee --strict "$BATS_TEST_TMPDIR/t.txt"
	ok
	{ dead 0 do; scr "$n"; } >"$BATS_TEST_TMPDIR/t.txt"
	run yut-referee "$BATS_TEST_TMPDIR/t.txt"
	caught 23 "\[answers\] the program took the wrong answer '0 do' (not in the hand)"
	# without --strict a dead back-do may go unshown
	{ scr "$n"; } >"$BATS_TEST_TMPDIR/t.txt"
	yut-referee "$BATS_TEST_TMPDIR/t.txt"
}

@test "an unshown dead back-do: a player whose pieces are home or arrived has none on the board" {
	# player 0's second piece arrives; at its next turn the back-do it
	# may have thrown goes unshown, the one home and the one arrived
	# giving it nothing to move back
	{ scr 'yut1 rules=basic turn=0 throws=0 hand=do p0=0,29 p1=0,0' 29 do
	  scr 'yut1 rules=basic turn=1 throws=0 hand=gae p0=0,100 p1=0,0' 0 gae
	  scr 'yut1 rules=basic turn=1 throws=0 hand=do p0=0,100 p1=0,2'
	} >"$BATS_TEST_TMPDIR/t.txt"
	run yut-referee "$BATS_TEST_TMPDIR/t.txt"
	ok
	run yut-referee --strict "$BATS_TEST_TMPDIR/t.txt"
	caught "$(grep -n -m 3 '^Player 1 turn' "$BATS_TEST_TMPDIR/t.txt" | tail -n 1 | cut -d: -f1)" \
	    '\[moves\] wrong player to move'
}

@test "a dog's geol throws again" {
	a='p0=Noah:dog:0,0,0,0 p1=Liam:pig:0,0,0,0'
	{ yut-new -a Noah:dog Liam:pig | { read -r s; between "$s"; }
	  scr "yut1 rules=advanced turn=0 throws=0 hand=gae,geol $a"; } \
	    >"$BATS_TEST_TMPDIR/t.txt"
	run yut-referee "$BATS_TEST_TMPDIR/t.txt"
	ok
	{ yut-new -a Noah:dog Liam:pig | { read -r s; between "$s"; }
	  scr "yut1 rules=advanced turn=0 throws=0 hand=geol $a"; } \
	    >"$BATS_TEST_TMPDIR/t.txt"
	run yut-referee "$BATS_TEST_TMPDIR/t.txt"
	caught "$(at '^Yut : geol$')" "\[dog\] the program threw too few times: .*a dog's geol earns another throw"
}

@test "a sheep's catch earns two throws; a pig's catcher throws no more" {
	s='yut1 rules=advanced turn=0 throws=0 hand=gae p0=Noah:sheep:0,0,0,0 p1=Liam:dog:0,0,0,2'
	good='yut1 rules=advanced turn=0 throws=0 hand=do,gae p0=Noah:sheep:0,0,0,2 p1=Liam:dog:0,0,0,0'
	{ scr "$s" 0 gae; scr "$good"; } >"$BATS_TEST_TMPDIR/t.txt"
	yut-referee "$BATS_TEST_TMPDIR/t.txt"
	{ scr "$s" 0 gae; scr "${good/do,gae/do}"; } >"$BATS_TEST_TMPDIR/t.txt"
	run yut-referee "$BATS_TEST_TMPDIR/t.txt"
	caught "$(at '^Yut : do$')" "\[sheep\] the program threw too few times: 2 throws were owed.*the catch earns 2 throws"
	# the pig
	s='yut1 rules=advanced turn=0 throws=0 hand=gae,yut p0=Noah:dog:0,0,0,0 p1=Liam:pig:0,0,0,2'
	next='yut1 rules=advanced turn=1 throws=1 hand= p0=Noah:dog:0,0,0,2 p1=Liam:pig:0,0,0,0'
	{ scr "$s" 0 gae; between "$next"
	  scr "${next/throws=1 hand=/throws=0 hand=do}"; } \
	    >"$BATS_TEST_TMPDIR/t.txt"
	yut-referee "$BATS_TEST_TMPDIR/t.txt"
	{ scr "$s" 0 gae
	  scr 'yut1 rules=advanced turn=0 throws=0 hand=do,yut p0=Noah:dog:0,0,0,2 p1=Liam:pig:0,0,0,0'
	} >"$BATS_TEST_TMPDIR/t.txt"
	run yut-referee "$BATS_TEST_TMPDIR/t.txt"
	caught "$(grep -n '^Player 0 ' "$BATS_TEST_TMPDIR/t.txt" |
	    sed -n '2s/:.*//p')" "\[pig\] .*a pig: the catcher's turn ends at once"
	# and the next turn of an advanced game needs its Continue question
	{ scr "$s" 0 gae; scr "${next/throws=1 hand=/throws=0 hand=do}"; } \
	    >"$BATS_TEST_TMPDIR/t.txt"
	run yut-referee "$BATS_TEST_TMPDIR/t.txt"
	caught "$(at '^Player 1 ')" "\[save\] an advanced game asks Continue / Save before every turn"
}

@test "advanced games: logins, animals, save, resume in the saved order" {
	cd "$BATS_TEST_TMPDIR"
	printf 'Noah 22d34h\nLiam 912ynd\nAva qws0853\nEthan a2b7\n' >u.txt
	chmod 600 u.txt
	"$PLAY" -a -s 4 -l "Noah:22d34h Liam:912ynd" -A "1 0" -S 3 -- \
	    -u u.txt -f g.txt >t1.txt
	grep -q 'Game saved successfully!' t1.txt
	run yut-referee -u u.txt -f g.txt t1.txt
	ok
	[[ ${lines[-1]} == *", 1 save" ]]
	# a wrong line in the saves file, or in login order
	cp g.txt good.txt
	sed 's/ | 1$/ | 0/' good.txt >g.txt
	run yut-referee -f g.txt t1.txt
	caught "$(grep -n -m1 'Game saved' t1.txt | cut -d: -f1)" \
	    "another line for this game"
	awk -F' [|] ' '{ split($1, id, " "); print id[2] " " id[1] " | " $3 " | " $2 " | " (1 - $4) }' \
	    good.txt >g.txt
	run yut-referee -f g.txt t1.txt
	[ "$status" -eq 1 ]
	cp good.txt g.txt
	# resumed in the other login order: the saved order holds
	"$PLAY" -a -s 5 -l "Liam:912ynd Noah:22d34h" -R 1 -S 2 -- \
	    -u u.txt -f g.txt >t2.txt
	grep -q '^Noah(dog) Liam(pig)$' t2.txt
	cat t1.txt t2.txt >t.txt
	run yut-referee -u u.txt -f g.txt t.txt
	ok
	run yut-referee --strict -u u.txt -f g.txt t2.txt
	ok
	# a resumed game in login order instead of the saved order
	sed 's/^Noah(dog) Liam(pig)$/Liam(pig) Noah(dog)/' t2.txt >t.txt
	run yut-referee -u u.txt -f g.txt t.txt
	caught "$(grep -n -m1 '^Liam(pig) Noah(dog)$' t.txt | cut -d: -f1)" \
	    "keeps its saved player order"
	cat t1.txt t.txt >t12.txt
	run yut-referee -u u.txt t12.txt
	caught "$(($(wc -l <t1.txt) + $(grep -n -m1 '^Liam(pig) Noah(dog)$' t.txt | cut -d: -f1)))" \
	    "the players and their animals, in player order"
	# -p: every game has that many players
	run yut-referee -p 2 t1.txt
	ok
	run yut-referee -p 3 t1.txt
	caught "$(grep -n -m1 '^Player 0 ' t1.txt | cut -d: -f1)" \
	    "another number of players"
	# a login the users file does not allow, a failed login with the
	# right password typed
	sed 's/^ID : Liam$/ID : Jack/' t1.txt >t.txt
	run yut-referee -u u.txt t.txt
	caught "$(grep -n -m2 'Login Succeed' t.txt | tail -1 | cut -d: -f1)" \
	    "not in the users file"
	sed '0,/^PASSWORD : $/s//PASSWORD : 22d34h/; 0,/Login Succeed!/s//Login Failed!/' \
	    t1.txt >t.txt
	run yut-referee -u u.txt -k t.txt
	caught "$(grep -n -m1 'Login Failed' t.txt | cut -d: -f1)" \
	    "password typed is right"
}

@test "Continue / Save asked again after a wrong answer, as SPEC 7 wants" {
	cd "$BATS_TEST_TMPDIR"
	printf 'Noah 22d34h\nLiam 912ynd\n' >u.txt
	chmod 600 u.txt
	# wrong answers to the first Continue and to the second, when
	# Noah has a piece out and Liam none; save at the third
	printf '%s\n' 2 Noah 22d34h 2 Liam 912ynd 1 0 1 7 x 0 0 do 9 0 \
	    0 gae 1 3 >in.txt
	yut-play -a -s 3 -r do,gae -u u.txt -f g.txt <in.txt >t.txt
	[ "$(grep -c '^Wrong answer' t.txt)" -eq 3 ]
	grep -q 'Game saved successfully!' t.txt
	run yut-referee -u u.txt -f g.txt t.txt
	ok
	run yut-referee --strict -u u.txt -f g.txt t.txt
	ok
	# a program that draws the board again before asking again
	awk '{ line[NR] = $0; print }
	    /^\[.\] - \[/ && !/Start/ { top = NR }
	    /^Continue/ { from = top; to = NR - 1; cont = NR }
	    /^Wrong answer/ && cont == NR - 1 {
		for (i = from; i <= to; i++) print line[i] }' t.txt >t3.txt
	[ "$(grep -c '^Not started' t3.txt)" -eq \
	    $(($(grep -c '^Not started' t.txt) + 3)) ]
	run yut-referee -u u.txt -f g.txt t3.txt
	ok
	run yut-referee --strict -u u.txt -f g.txt t3.txt
	ok
	# answered 0, then asked again with no turn between: caught
	awk '{ print } /^Continue.*: 0$/ && !d { print; d = 1 }' t.txt >t2.txt
	n=$(($(at '^Continue.*: 0$') + 1))
	run yut-referee -u u.txt t2.txt
	caught "$n" "Continue / Save comes after the board"
}

@test "every animal plays a whole advanced game consistently" {
	cd "$BATS_TEST_TMPDIR"
	printf 'Noah 22d34h\nLiam 912ynd\nAva qws0853\nEthan a2b7\n' >u.txt
	chmod 600 u.txt
	"$PLAY" -a -s 1 -l "Noah:22d34h Liam:912ynd Ava:qws0853 Ethan:a2b7" \
	    -A "0 1 2 3" -- -u u.txt -f g.txt >t.txt
	grep -q '^Noah(pig) Liam(dog) Ava(sheep) Ethan(cow)$' t.txt
	grep -q ' win$' t.txt
	run yut-referee --strict -u u.txt -f g.txt t.txt
	ok
	[[ ${lines[-1]} == *", 1 win, "* ]]
	noanswers <t.txt >m.txt
	# who logged in is not shown either: the lists say it
	grep -q ': ID : PASSWORD : $' m.txt
	run yut-referee -u u.txt m.txt
	ok
	# nobody stays logged in after a win
	sed '0,/^Logged-in ID List : No player is logged in$/b; s/^Logged-in ID List : No player is logged in$/Logged-in ID List : Noah Liam Ava Ethan/' \
	    t.txt >n.txt
	run yut-referee n.txt
	caught "$(grep -n 'Noah Liam Ava Ethan$' n.txt | tail -n 1 | cut -d: -f1)" \
	    "logged-in IDs"
	[ "${lines[2]}" = "  expected: No player is logged in" ]
}

@test "-k lists every inconsistency; the first alone without it" {
	s=$(yut-new -p 2 2 | yut-throw gae)
	{ scr "$s" 0 gae; scr "$(yut-move 0 gae <<<"$s" | yut-throw do)"; } \
	    >"$BATS_TEST_TMPDIR/t.txt"
	sed '30s/\[1\]/[2]/; 41s/.*/Piece : 0 1/' "$BATS_TEST_TMPDIR/t.txt" \
	    >"$BATS_TEST_TMPDIR/b.txt"
	run yut-referee "$BATS_TEST_TMPDIR/b.txt"
	[ "$status" -eq 1 ]
	[ "$(grep -c '^[^ ].*:[0-9]*: ' <<<"$output")" -eq 1 ]
	run yut-referee -k "$BATS_TEST_TMPDIR/b.txt"
	[ "$status" -eq 1 ]
	[ "$(grep -c '^[^ ].*:[0-9]*: ' <<<"$output")" -eq 2 ]
	[[ ${lines[-1]} == *"inconsistent: 2 inconsistencies in 44 lines"* ]]
}

@test "garbage, truncated, binary and enormous input end with 1 or 2" {
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr yut-referee /dev/null
	refused 2
	head -c 100000 /dev/urandom >r.bin
	run --separate-stderr yut-referee r.bin
	[ "$status" -eq 1 ] || [ "$status" -eq 2 ]
	printf 'hello\nworld\n' >g.txt
	run --separate-stderr yut-referee g.txt
	refused 2
	[[ $stderr == "yut-referee: g.txt: not a Yunnori transcript"* ]]
	printf 'Select the function you want : 1\n\0\n' >z.txt
	run --separate-stderr yut-referee z.txt
	refused 2
	s=$(yut-new -p 2 2 | yut-throw gae)
	scr "$s" | head -n 13 >cut.txt
	run yut-referee cut.txt
	caught 13 "ends inside a screen"
	head -c 3000000 /dev/zero | tr '\0' '[' >long.txt
	run --separate-stderr yut-referee long.txt
	refused 2
	{ echo 'Select the function you want : 1'; cat long.txt; } >long2.txt
	run yut-referee long2.txt
	caught 2 "longer than 4096 bytes"
	scr "$s" >one.txt
	# 2,000 copies, written in one process
	awk '{ a[NR] = $0 } END { for (i = 0; i < 2000; i++) for (j = 1; j <= NR; j++) print a[j] }' \
	    one.txt >big.txt
	[ "$(wc -l <big.txt)" -eq $((2000 * $(wc -l <one.txt))) ]
	run yut-referee big.txt
	[ "$status" -eq 1 ]
	run --separate-stderr yut-referee -k big.txt
	[ "$status" -eq 1 ]
	[ "${#lines[@]}" -gt 100 ]
	run --separate-stderr yut-referee missing.txt
	refused 2
}

@test "usage: -h, --version, bad options and operands" {
	run --separate-stderr yut-referee -h
	ok
	[[ $output == "usage: yut-referee "* ]]
	run --separate-stderr yut-referee --version
	[ "$output" = "yut-referee 1.0.0" ]
	for args in "-Z" "--frob" "-p 5" "-p x" "a b"; do
		run --separate-stderr yut-referee $args
		refused 2
	done
	run --separate-stderr yut-referee -u "$BATS_TEST_TMPDIR/none" /dev/null
	refused 2
}

@test "yut-referee(1) EXAMPLES give what the page shows" {
	cd "$BATS_TEST_TMPDIR"
	{ yut-new -p 1 2 | yut-throw gae | tee s1 | yut-render --color=never
	  echo '>> position : 0'; echo '>> yut : gae'
	  yut-move 0 gae <s1 | yut-throw do | yut-render --color=never
	} >t.txt
	run yut-referee t.txt
	ok
	[ "$output" = "t.txt: consistent: 40 lines, 1 game, 2 screens, 0 wins, 0 saves" ]
	run bash -c "sed '28s/\[1\]/[2]/' t.txt | yut-referee || echo \"exit \$?\""
	ok
	want=$(sed -n '/^\$ sed .28s/,/^\.Ed/p' "$TOP/man/yut-referee.1" |
	    sed '1d;$d; s/\\e/\\/g')
	[ "$output" = "$want" ]
}

@test "yut-move -d -t prints yut_dest for every square and result" {
	run yut-move -d -t
	ok
	[ "${#lines[@]}" -eq 180 ]
	run yut-move -d -t -c
	ok
	[ "${#lines[@]}" -eq 180 ]
	for c in "" -c; do
		yut-move -d -t $c | while read -r pos res dest; do
			want=$(yut-move -d $c "$pos" "$res" 2>/dev/null || echo -1)
			[ "$dest" = "$want" ] || { echo "$pos $res: $dest, want $want"; exit 1; }
		done
	done
	[ "$(yut-move -d -t | sed -n '2p;7p;32p;62p;134p;174p')" = \
	    "$(printf '0 do 1\n1 back-do 29\n5 do 20\n10 do 25\n22 do 27\n28 mo 100')" ]
	[ "$(yut-move -d -t -c | grep -c ' -1$')" -eq $((1 + 13 * 6)) ]
	grep -q '^10 mo 28$' <(yut-move -d -t)
	run --separate-stderr yut-move -t
	refused 2
	run --separate-stderr yut-move -d -t 1 do
	refused 2
}
