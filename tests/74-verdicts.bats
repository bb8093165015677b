#!/usr/bin/env bats
# 74-verdicts.bats - verdicts a grader can sign: every inconsistency names
# its rule's category, -c counts only some (the others are notes), a win
# in a program's own words is counted and one never announced is caught,
# and a resumed game must come back as it was saved: from --saves-before,
# or saved earlier in the session, its answers shown or not.  The students'
# programs are yut-play with its output changed by verdict-filter.pl.

load helper

F="$BATS_TEST_DIRNAME/verdict-filter.pl"
PLAY="$BATS_TEST_DIRNAME/referee-play.sh"

# The assignment's own example line of game_info.txt, for the IDs that
# yut-drive logs in: Noah (dog) has three pieces arrived, Liam (pig) is to
# move.
SAVED='Noah Liam | Noah 1 0 100 100 100 | Liam 0 1 5 5 5 | 1'

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# first LINE WORDS: the run failed with exit 1, its first line (the first
# inconsistency or note) at LINE and saying WORDS (a grep pattern).
first() {
	if [ "$status" -ne 1 ] || ! grep -q -- "^[^ ]*:$1: $2" <<<"${lines[0]}"; then
		echo "status $status, want 1 and line $1: '$2'; got:" >&2
		printf '%s\n' "$output" >&2
		return 1
	fi
}

# drv OPTIONS... -- PROGRAM...: yut-drive's first message on stdout.
drv() {
	run --separate-stderr yut-drive -s 1 -w 0 -t 10 "$@"
	output=$stderr
	lines=("${stderr_lines[@]}")
}

@test "-c counts only the categories asked for; the others are notes, and said in the summary" {
	{ yut-new -p 1 2 | yut-throw gae | tee s1 | yut-render --color=never
	  echo '>> position : 0'; echo '>> yut : gae'
	  yut-move 0 gae <s1 | yut-throw do | yut-render --color=never
	} | sed '28s/\[1\]/[2]/' >t.txt
	run yut-referee t.txt
	first 28 '\[moves\] square 2 (row 6, column 10) shows the wrong count'
	run yut-referee -c back-do,catch t.txt
	ok
	[[ ${lines[0]} == 't.txt:28: note: [moves] square 2 '* ]]
	is 't.txt: consistent: 40 lines, 1 game, 2 screens, 0 wins, 0 saves; 1 note of other categories' \
	    "${lines[-1]}" summary
	run yut-referee -c moves t.txt
	first 28 '\[moves\] square 2'
	[[ ${lines[-1]} == *'inconsistent: 1 inconsistency in 40 lines (2 screens checked); 0 notes of other categories' ]]
	# none: every inconsistency a note
	run yut-referee -c none t.txt
	ok
	[[ ${lines[0]} == 't.txt:28: note: [moves] square 2 '* ]]
	for c in frob moves,frob '' moves, none,moves; do
		run --separate-stderr yut-referee -c "$c" t.txt
		refused 2
		[[ $stderr == "yut-referee: -c: unknown category '"* ]]
		run --separate-stderr yut-drive -c "$c" -- true
		refused 2
	done
	# every category the pages name is taken, alone and together
	all=moves,back-do,catch,stack,chain,pig,dog,sheep,cow,win,login,menu,save,resume,answers,screen
	for c in ${all//,/ } "$all"; do
		run yut-referee -c "$c" t.txt
		[ "$status" -le 1 ]
	done
}

@test "one mistake, one report: Continue / Save asked in the middle of a turn, then the game taken as shown" {
	yut-drive -a -p 2 -s 3 -w 0 -o good.txt -- yut-play -s 3 --color=never
	# after the first move of a hand of two results or more, the board
	# and Continue / Save, as if the turn were over
	awk '{ l[NR] = $0 } END {
		for (i = 1; i <= NR; i++) {
			if (l[i] !~ /^Yut : [a-z-]+ [a-z]/) continue
			for (y = i; l[y] !~ /^>> yut : /; y++) ;
			for (t = y + 1; t <= NR && l[t] !~ / turn$/; t++)
				if (l[t] ~ /^Continue/) break
			if (l[t] ~ / turn$/) break
		}
		for (i = 1; i <= y; i++) print l[i]
		for (i = y + 1; i < t; i++) print l[i]
		print "Continue (0) / Save and Exit the game (1) : 0"
		for (i = y + 1; i <= NR; i++) print l[i]
		print t >"at"
	}' good.txt >t.txt
	n=$(cat at)
	run yut-referee -k t.txt
	first "$n" '\[save\] Continue / Save asked in the middle of a turn: after player [01] moved [0-9]* [a-z-]*, results are left to move'
	[ "$(grep -c '^t.txt:[0-9]*: ' <<<"$output")" -eq 1 ]
}

@test "a win in the program's own words is counted, a crash after it names the games played" {
	drv -n 3 -p 2 -k 1 -o t.txt -- "$F" 's/^Player (\d) win$/Player $1 wins!/' \
	    yut-play -s 1 --color=never
	ok
	[ "$(grep -c '^Player [01] wins!$' t.txt)" -eq 3 ]
	run yut-referee t.txt
	ok
	[[ ${lines[-1]} == *', 3 games, '*', 3 wins, 0 saves' ]]
	# --strict wants the assignment's words
	run yut-referee --strict t.txt
	first "$(grep -n -m 1 'wins!$' t.txt | cut -d: -f1)" \
	    '\[win\] the win is announced in words of its own'
	[ "${lines[2]}" = '  expected: Player 0 win' ]
	# any words, once the move answered has won; said twice, one win
	for f in 's/^Player (\d) win$/Congratulations, player $1!/' \
	    's/^(Player (\d) win)$/Every piece of player $2 arrived.\n$1/'; do
		drv -n 3 -p 2 -k 1 -o t.txt -- "$F" "$f" yut-play -s 1 --color=never
		ok
		run yut-referee t.txt
		ok
		[[ ${lines[-1]} == *', 3 games, '*', 3 wins, 0 saves' ]]
	done
	# the win of another player than the rules'
	drv -n 1 -p 2 -k 1 -o t.txt -- "$F" 's/^Player 0 win$/Player 1 win/' \
	    yut-play -s 1 --color=never
	first "$(grep -n -m 1 '^Player 1 win$' t.txt | cut -d: -f1)" \
	    '\[win\] the win is announced for another player than the one whose pieces all arrived'
	# killed after the second win: two games were played
	drv -n 3 -p 2 -k 1 -- "$F" 's/^Player (\d) win$/Player $1 wins!/;
	    kill "SEGV", $$ if $n{w} == 2; $n{w}++ if /wins!/' \
	    yut-play -s 1 --color=never
	[ "$status" -eq 2 ]
	[[ $output == *'killed by signal 11 (SIGSEGV) before the games were over (after line '*', 2 of 3 games played)'* ]]
}

@test "the final board drawn before the win line is tolerated; --strict wants SPEC 7's order" {
	# the win line held back until the menu comes
	drv -n 3 -p 2 -k 2 -o t.txt -- "$F" '
	    if (/^Player \d win$/) { $n{w} = $_; $_ = "" }
	    elsif ($n{w} ne "" && /^\*+$/) { $_ = $n{w} . $_; $n{w} = "" }' \
	    yut-play -s 1 --color=never
	ok
	[ "$(grep -B 1 '^Player [01] win$' t.txt | grep -c '^-----')" -eq 3 ]
	run yut-referee t.txt
	ok
	[[ ${lines[-1]} == *', 3 wins, 0 saves' ]]
	run yut-referee --strict t.txt
	first "$(grep -n -m 1 '^Player [01] win$' t.txt | cut -d: -f1)" \
	    '\[screen\] the screen is out of order'
}

@test "a game over with no win announced, or left for the menu, is caught under win" {
	drv -n 3 -p 2 -k 1 -o t.txt -- "$F" '$_ = "" if /^Player \d win$/' \
	    yut-play -s 1 --color=never
	# the final board, where the win should have been said
	n=$(awk '/^>> yut : / { y = NR } /^\*+$/ && y { print y + 1; exit }' t.txt)
	first "$n" '\[win\] the game is over (every piece of the winner arrived) but no win was announced'
	[ "${lines[2]}" = '  expected: Player 0 win' ]
	# counted as a win all the same: notes only, every game played
	drv -c moves,screen -n 3 -p 2 -k 1 -o t.txt -- "$F" \
	    '$_ = "" if /^Player \d win$/' yut-play -s 1 --color=never
	ok
	[ "$(grep -c 'note: \[win\] the game is over' <<<"$output")" -eq 3 ]
	[ "$(grep -c '^[^ ]' <<<"$output")" -eq 3 ]
	# a game left mid-way for the menu
	yut-drive -s 1 -w 0 -n 2 -p 2 -k 1 -o g.txt -- yut-play -s 1 --color=never
	w=$(grep -n -m 1 '^Player [01] win$' g.txt | cut -d: -f1)
	m=$(awk -v w="$w" 'NR > w && /^\*+$/ { print NR; exit }' g.txt)
	y=$(awk -v w="$w" '/^>> yut : / && NR < w { y[++n] = NR } END { print y[n - 2] }' g.txt)
	sed "$((y + 1)),$((m - 1))d" g.txt >t.txt
	run yut-referee t.txt
	first "$((y + 1))" '\[win\] the game was left for the menu, neither won nor saved'
}

@test "--saves-before: yut-play resumes the game of the file as it stands" {
	printf '%s\n' "$SAVED" >before.txt
	drv -a -p 2 -d run --saves-before before.txt -o t.txt -- \
	    yut-play -s 1 --color=never
	ok
	grep -q '^There is a saved game. Start a new game (0) / Resume (1) : 1$' t.txt
	# resumed as the line holds it: Liam to move, Noah's three arrived
	[ "$(grep -m 1 -A 11 '^Noah(dog) Liam(pig)$' t.txt | tail -n 1)" = ' ■  ■  ■' ] ||
	    grep -m 1 -A 6 '^Noah(dog) Liam(pig)$' t.txt | grep -q '■.*■.*■'
	[ "$(grep -m 1 ' turn$' t.txt)" = 'Player 1 Liam turn' ]
	run yut-referee --saves-before before.txt -u run/user_info.txt t.txt
	ok
	# the file as the session found it is kept as given
	cmp before.txt <(printf '%s\n' "$SAVED")
	# a file that is not there, or not a file, is refused
	mkfifo fifo
	for f in missing.txt fifo; do
		run --separate-stderr yut-referee --saves-before "$f" t.txt
		refused 2
		run --separate-stderr timeout 300 yut-drive --saves-before "$f" -- true
		refused 2
	done
}

@test "--saves-before: a game of other players, untouched by the session, is not held to -f" {
	# -f answers for the sets of players the transcript saved or
	# finished (yut-referee(1)); Ava and Mia's game is neither
	printf '%s\n' "$SAVED" 'Ava Mia | Ava 2 0 0 0 0 | Mia 1 0 0 5 100 | 0' \
	    >before.txt
	drv -a -p 2 -d run --saves-before before.txt -o t.txt -- \
	    yut-play -s 1 --color=never
	ok
	run yut-referee --saves-before before.txt -u run/user_info.txt \
	    -f run/game_info.txt t.txt
	ok
	grep -v '^Ava Mia ' run/game_info.txt >after.txt || true
	run yut-referee --saves-before before.txt -u run/user_info.txt \
	    -f after.txt t.txt
	ok
}

@test "--saves-before: a resume in login order, without the arrived pieces or with the wrong player is caught under resume" {
	# saved in the order Liam, Noah; yut-drive logs in Noah, then Liam
	printf 'Liam Noah | Liam 0 1 5 5 5 | Noah 1 0 100 100 100 | 0\n' >before.txt
	drv -a -p 2 --saves-before before.txt -o t.txt -- "$F" \
	    's/^Liam\(pig\) Noah\(dog\)$/Noah(dog) Liam(pig)/' \
	    yut-play -s 1 --color=never
	first "$(grep -n -m 1 '^Noah(dog) Liam(pig)$' t.txt | cut -d: -f1)" \
	    '\[resume\] the players and their animals, in player order'
	[ "${lines[2]}" = '  expected: Liam(pig) Noah(dog)' ]
	# the arrived pieces dropped
	printf '%s\n' "$SAVED" >before.txt
	drv -a -p 2 --saves-before before.txt -o t.txt -- "$F" \
	    's/■//g' yut-play -s 1 --color=never
	first "$(grep -n -m 1 '^Arrived :$' t.txt | cut -d: -f1)" \
	    '\[resume\] Arrived shows the wrong number of pieces in the game as it was saved, player 1 to move'
	# Noah to move first, not Liam
	drv -a -p 2 --saves-before before.txt -o t.txt -- "$F" \
	    's/^Player 1 Liam turn$/Player 0 Noah turn/ if / turn$/ && !$n{t}++' \
	    yut-play -s 1 --color=never
	first "$(grep -n -m 1 ' turn$' t.txt | cut -d: -f1)" \
	    '\[resume\] wrong player to move (in the game as it was saved, player 1 to move)'
	# the referee alone finds the same in the transcript
	run yut-referee --saves-before before.txt t.txt
	first "$(grep -n -m 1 ' turn$' t.txt | cut -d: -f1)" '\[resume\] wrong player'
}

@test "--saves-before: a program that ignores the saved game and saves nothing fails save and resume" {
	printf '%s\n' "$SAVED" >before.txt
	# its own file elsewhere: it neither offers the game nor saves it
	drv -a -p 2 --saves-before before.txt -o t.txt -- \
	    yut-play -s 1 --color=never -f elsewhere.txt
	first "$(grep -n -m 1 '^Select animal type of Noah$' t.txt | cut -d: -f1)" \
	    '\[resume\] these players saved a game: it is offered first'
	drv -c save -a -p 2 --saves-before before.txt -o t.txt -- \
	    yut-play -s 1 --color=never -f elsewhere.txt
	first "$(grep -n -m 1 '^Game saved successfully!$' t.txt | cut -d: -f1)" \
	    '\[save\] the line saved in game_info.txt is not the game as it stood'
}

@test "from a pipe, a game saved and resumed with other pieces is caught under resume" {
	printf 'Noah 22d34h\nLiam 912ynd\n' >u.txt
	chmod 600 u.txt
	"$PLAY" -a -s 4 -l "Noah:22d34h Liam:912ynd" -A "1 0" -S 3 -- \
	    -u u.txt -f g.txt >t1.txt
	"$PLAY" -a -s 5 -l "Liam:912ynd Noah:22d34h" -R 1 -S 2 -- \
	    -u u.txt -f g.txt >t2.txt
	# as a pipe shows it: no answer echoed
	cat t1.txt t2.txt | perl -0pe 's/(>> position : |>> yut : |want : |cow\) : |\(1\) : |^ID : )[^\n]*\n/$1/gm' >p.txt
	run yut-referee p.txt
	ok
	# the resumed board shows a piece more: its first square of one
	# piece shows two (whatever game the bots played)
	n=$(grep -n -m 1 'Resume (1) : \[' p.txt | cut -d: -f1)
	m=$(sed -n "$n,$((n + 10))p" p.txt | grep -n -m 1 '\[1\]' | cut -d: -f1)
	m=$((n + m - 1))
	sed "${m}s/\\[1\\]/[2]/" p.txt >t.txt
	! cmp -s p.txt t.txt || false
	run yut-referee t.txt
	first "$m" '\[resume\] square [0-9]* (row [0-9]*, column [0-9]*) shows the wrong count in the game as it was saved'
	[[ ${lines[1]} == *'expected: [1]'* ]] || [[ ${lines[2]} == *'expected: [1]'* ]]
}

@test "a resumed game missing its arrived pieces is caught with the saved line or without" {
	printf '%s\n' "$SAVED" >before.txt
	yut-drive -s 1 -w 0 -a -p 2 --saves-before before.txt -o good.txt -- \
	    yut-play -s 1 --color=never
	# the first board after the resume shows no arrived piece
	n=$(grep -n -m 1 '^Arrived :$' good.txt | cut -d: -f1)
	sed "$((n + 1))s/■//g" good.txt >t.txt
	run yut-referee --saves-before before.txt t.txt
	first "$n" '\[resume\] Arrived shows the wrong number of pieces'
	# without the line: the pieces shown must still add up to 8
	run yut-referee t.txt
	first "$n" "\\[resume\\] the resumed game's pieces do not add up"
	[ "${lines[2]}" = '  expected: 8 pieces: 2 players of 4' ]
	[ "${lines[3]}" = '  shown:    4 on the board, 1 not started, 0 arrived' ]
}

@test "messages name what happened: an animal out of range taken is a wrong answer taken" {
	yut-drive -s 6 -w 30 -a -p 2 -o good.txt -- yut-play -s 6 --color=never
	grep -q '^(0: pig, 1: dog, 2: sheep, 3:cow) : 4$' good.txt
	# a program that takes 4 and asks the next player's animal
	awk '/^\(0: pig.*: 4$/ && !d { print; skip = 1; d = 1; next }
	    skip && /^Select animal/ { skip = 0 } !skip' good.txt >t.txt
	n=$(grep -n -m 1 '^(0: pig.*: 4$' t.txt | cut -d: -f1)
	run yut-referee t.txt
	first "$n" "\\[answers\\] the program took the wrong answer '4' (the animals are 0 to 3)"
	! grep -q 'login order' <<<"$output" || false
	# asked again with the player's name again: consistent
	awk '{ print } /^\(0: pig.*: 4$/ && !d { getline; print; d = 1
	    print "Select animal type of " (id ? id : "Noah") }
	    /^Select animal type of / { id = substr($0, 23) }' good.txt >t.txt
	[ "$(grep -c '^Select animal type of ' t.txt)" -gt \
	    "$(grep -c '^Select animal type of ' good.txt)" ]
	run yut-referee t.txt
	ok
}

@test "an animal out of range taken, the question alone on its line and the answer on the next: a wrong answer taken" {
	yut-drive -s 6 -w 30 -a -p 2 -o good.txt -- yut-play -s 6 --color=never
	# each animal question alone on its line, the answer after "> "
	sed -E 's/^(\(0: pig, 1: dog, 2: sheep, 3:cow\) :) (.*)$/\1\n> \2/' \
	    good.txt >nl.txt
	grep -qx '> 4' nl.txt
	run yut-referee nl.txt
	ok
	# a program that takes 4 and asks the next player's animal
	awk '/^> 4$/ && !d { print; skip = 1; d = 1; next }
	    skip && /^Select animal/ { skip = 0 } !skip' nl.txt >t.txt
	n=$(grep -n -m 1 '^> 4$' t.txt | cut -d: -f1)
	run yut-referee t.txt
	first "$n" "\\[answers\\] the program took the wrong answer '4' (the animals are 0 to 3)"
	! grep -q 'login order' <<<"$output" || false
}

@test "a program that prints its marks in CP949 bytes plays to the end" {
	drv -a -p 3 -w 10 -o t.txt -- "$F" 's/\xe2\x96\xa1/\xa1\xe0/g; s/\xe2\x96\xa0/\xa1\xe1/g' \
	    yut-play -s 2 --color=never
	ok
	grep -q $'\xa1\xe0' t.txt
	! grep -q '□' t.txt || false
}
