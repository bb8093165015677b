#!/usr/bin/env bats
# 71-drive.bats - yut-drive plays programs on a pseudo-terminal: yut-play
# passes, and programs that crash, loop, flood or never ask are stopped
# with exit 2 and a message that names the cause.

load helper
load drive

setup() {
	cd "$BATS_TEST_TMPDIR"
}

@test "yut-drive: usage errors exit 2" {
	run --separate-stderr yut-drive
	failed 2 '^usage: yut-drive '
	run --separate-stderr yut-drive -t 0 -- true
	failed 2 '^yut-drive: -t: 0 is not a number of seconds'
	run --separate-stderr yut-drive -a -k 2 -- true
	failed 2 '^yut-drive: -k: advanced games have 4 pieces'
	run --separate-stderr yut-drive -S clever -- true
	failed 2 '^yut-drive: -S: unknown strategy clever'
	run yut-drive --help
	ok
	[[ ${lines[0]} == 'usage: yut-drive [-aH] [-c categories] [-d dir] '* ]]
}

@test "yut-drive: a program that cannot be run is exit 2" {
	run --separate-stderr yut-drive -t 1 -- ./no-such-program
	failed 2 'cannot run .*no-such-program: No such file or directory'
}

@test "yut-drive: a program killed by a signal is named with the signal" {
	script crash.sh 'echo "1. Yunnori Basic"; kill -SEGV $$'
	run --separate-stderr yut-drive -t 5 -- ./crash.sh
	failed 2 'crash.sh was killed by signal 11 \(SIGSEGV\) before the games were over'
	script abort.sh 'printf "Choose a game to play (1, 2) : "; read a; kill -ABRT $$'
	run --separate-stderr yut-drive -t 5 -- ./abort.sh
	failed 2 'killed by signal 6 \(SIGABRT\)'
}

@test "yut-drive: a program that ends early is exit 2 with its status" {
	script early.sh 'printf "Choose a game to play (1, 2) : "; read a; echo "got $a"; exit 3'
	# (no wrong answer on purpose: the answer is the right one, 1)
	run --separate-stderr yut-drive -w 0 -t 5 -o t.txt -- ./early.sh
	failed 2 'early.sh exited with status 3 before the games were over \(after line 2, 0 of 1 games'
	# the terminal echoed the answer after its question
	printf 'Choose a game to play (1, 2) : 1\ngot 1\n' | diff -u - t.txt
}

@test "yut-drive: the program has a terminal of its own" {
	script tty.sh '[ -t 0 ] && [ -t 1 ] && [ -t 2 ] && (: </dev/tty) && exit 7; exit 8'
	run --separate-stderr yut-drive -t 5 -- ./tty.sh
	failed 2 'tty.sh exited with status 7 '
}

@test "yut-drive: a program that loops without asking is stopped" {
	script loop.sh 'echo hello; while :; do :; done'
	# (the wait counts from the start: long enough for a shell to start
	# and say hello on a loaded machine)
	run --separate-stderr yut-drive -t 3 -- ./loop.sh
	failed 2 'loop.sh stopped answering: no question within 3 s \(line 2; 6 bytes printed'
}

@test "yut-drive: a program that never asks is stopped, and its children go too" {
	# the child ignores the hangup of the terminal: only a kill stops it
	script silent.sh 'trap "" HUP; sleep 1000 & echo $! >child.pid; echo "I never ask"; exec sleep 1000'
	# (long enough for the child to be started and its pid written on a
	# loaded machine)
	run --separate-stderr yut-drive -t 5 -- sh -c 'cd "$1" && ./silent.sh' sh "$PWD"
	failed 2 'stopped answering: no question within 5 s'
	# killed: gone, or a zombie waiting for its new parent to reap it
	pid=$(cat child.pid)
	st=$(ps -o stat= -p "$pid" || true)
	[[ -z $st || $st == Z* ]]
}

@test "yut-drive: a program that floods its terminal is stopped" {
	script flood.sh 'exec yes "Yunnori for ever"'
	run --separate-stderr yut-drive -t 0.3 -o t.txt -- ./flood.sh
	# (whichever comes first: the wait, or the transcript's bound)
	failed 2 'flood.sh (stopped answering: no question within 0.3 s \(line [0-9]+; [0-9]+ bytes printed|printed 2 MiB by line [0-9]+)'
	[ "$(stat -c %s t.txt)" -le $((2 << 20)) ]
}

@test "yut-drive: a transcript is bounded, 2 MiB a game, and says so when the bound is hit" {
	script long.sh 'i=0
	while [ $i -lt 40000 ]; do
		echo "Yunnori, line $i of a program that prints far too much"
		i=$((i + 1))
	done
	printf "Choose a game to play (1, 2) : "
	read -r a'
	run --separate-stderr yut-drive -t 60 -o t.txt -- ./long.sh
	failed 2 '^yut-drive: \./long\.sh printed 2 MiB by line [0-9]+, the most a transcript of 1 game keeps: the run stops there$'
	[ "$(stat -c %s t.txt)" -eq $((2 << 20)) ]
}

@test "yut-drive: a program that asks again and again without reading is stopped" {
	script deaf.sh 'while :; do printf "Choose a game to play (1, 2) : "; sleep 0.01; done'
	# (the questions come every hundredth of a second: the wait is for a
	# loaded machine, the repetition is seen long before it)
	run --separate-stderr yut-drive -t 5 -- ./deaf.sh
	failed 2 "deaf.sh asks 'Choose a game to play \\(1, 2\\) :' again and again \\(line [0-9]+\\): it does not take the answers"
}

# ------------------------------------------------------------- yut-play

@test "yut-play passes: basic, every players x pieces, colour off" {
	run --separate-stderr yut-drive -n 12 -s 1 -t 10 -o t.txt -- \
	    yut-play -s 1 --color=never
	ok
	# every pair was played, and the games were won
	for p in 2 3 4; do
		grep -q "^number of players (2, 3, 4) : $p\$" t.txt
	done
	for k in 1 2 3 4; do
		grep -q "^number of pieces per player (1, 2, 3, 4) : $k\$" t.txt
	done
	[ "$(grep -c '^Player [0-3] win$' t.txt)" -eq 12 ]
	! grep -q $'\e' t.txt || false
	# the referee agrees on the transcript
	run --separate-stderr yut-referee t.txt
	ok
}

# tolerated PROGRAM MENU POSITION: yut-drive plays PROGRAM, a yut-play
# that words its screen its own way, through two games to the end, with
# wrong answers; the transcript shows the line MENU and a line matching
# POSITION; yut-referee passes it, and under --strict reports a line SPEC
# 7 does not print.
tolerated() {
	run --separate-stderr yut-drive -n 2 -s 3 -w 20 -t 10 -o t.txt -- "./$1"
	ok
	grep -qx -- "$2" t.txt
	grep -q -- "$3" t.txt
	run --separate-stderr yut-referee t.txt
	ok
	run --separate-stderr yut-referee --strict t.txt
	[ "$status" -eq 1 ]
	grep -q "^t.txt:[0-9]*: \[screen\] a line SPEC 7 does not print\$" <<<"$output"
}

# marked WORDS: a yut-play that prints WORDS before each of its questions
# (marked.sh).
marked() {
	cat >marked.sh <<EOF
#!/bin/sh
yut-play -s 3 --color=never "\$@" | perl -e '\$| = 1;
while (sysread STDIN, \$b, 65536) {
	\$b =~ s/(Select the function you want :|number of players|number of pieces|>> position :)/$1 \$1/g;
	print \$b }'
EOF
	chmod +x marked.sh
}

@test "yut-play passes with a mark of its own before each question, but not with words; --strict says so" {
	# ">> " or "-> " before a question is passed over, as case and
	# blanks are
	for m in '>>' '->'; do
		marked "$m"
		tolerated marked.sh "$m Select the function you want : 1" \
		    "^$m >> position : [0-9]"
		grep -q "^  line: *$m Select the function you want : 1\$" <<<"$output"
	done
	# words are not a mark: that question is not one
	marked 'Now'
	run --separate-stderr yut-drive -n 1 -s 3 -t 2 -- ./marked.sh
	failed 2 'marked.sh stopped answering: no question within 2 s \(line [0-9]+; [0-9]+ bytes printed since the last answer; expected: a menu, a question or a board\)'
}

@test "yut-play passes with its questions ending in '?' rather than ':', but not under --strict" {
	script ask.sh 'yut-play -s 3 --color=never "$@" | perl -e '"'"'$| = 1;
	    while (sysread(STDIN, $c, 4096)) { $c =~ s/ : \z/? /; print $c }'"'"
	tolerated ask.sh 'Select the function you want? 1' '^>> position? [0-9]'
	grep -q '^t.txt:3: ' <<<"$output"
	# the advanced game's questions too
	run --separate-stderr yut-drive -a -p 2 -n 1 -s 3 -w 20 -t 10 -d run \
	    -o t.txt -- ./ask.sh
	ok
	grep -q '^ID? ' t.txt
	grep -q '^(0: pig, 1: dog, 2: sheep, 3:cow)? [0-9]' t.txt
}

# advanced NAME SUBST PLAYERS STRICT: yut-drive plays NAME, a yut-play
# whose output goes through the perl substitution SUBST, through one
# advanced game of PLAYERS players with wrong answers, into t.txt;
# yut-referee passes it, and under --strict reports STRICT ([screen]).
advanced() {
	script "$1" 'yut-play -s 3 --color=never "$@" | perl -e '"'"'$| = 1;
	    while (sysread(STDIN, $c, 4096)) { '"$2"'; print $c }'"'"
	run --separate-stderr yut-drive -a -p "$3" -n 1 -s 2 -w 30 -t 10 \
	    -d run -o t.txt -- "./$1"
	ok
	run --separate-stderr yut-referee t.txt
	ok
	run --separate-stderr yut-referee --strict t.txt
	[ "$status" -eq 1 ]
	grep -q "^t.txt:[0-9]*: \[screen\] $4\$" <<<"$output"
}

@test "yut-play passes with blanks of its own beside the punctuation of its questions ('3: cow'), but not under --strict" {
	advanced blanks.sh '$c =~ s/3:cow/3: cow/; $c =~ s/\(1, 2\)/( 1 , 2 )/' 2 \
	    'a line SPEC 7 does not print'
	grep -q '^Choose a game to play ( 1 , 2 ) : 2$' t.txt
	grep -q '^(0: pig, 1: dog, 2: sheep, 3: cow) : [0-9]$' t.txt
}

@test "yut-play passes with each animal's question on the line naming who chooses, but not under --strict" {
	# with wrong answers: a 4 refused, and asked again on a line of its own
	advanced joined.sh '$c =~ s/(Select animal type of \w+)\n/$1 /' 3 \
	    'a line SPEC 7 does not print'
	! grep -q '\[login\]' <<<"$output" || false
	grep -q '^Select animal type of Noah (0: pig, 1: dog, 2: sheep, 3:cow) : 4$' t.txt
	grep -q '^Select animal type of Olivia (0: pig, 1: dog, 2: sheep, 3:cow) : [0-3]$' t.txt
}

@test "yut-play passes with blanks by the brackets of its animals' line ('Noah (pig)'), but not under --strict" {
	# it cost the screen's point on every screen, and the save's
	advanced names.sh '$c =~ s/(\w)\((pig|dog|sheep|cow)\)/$1 ( $2 )/g' 3 \
	    "not SPEC 7's exact text"
	grep -q '^Noah ( [a-z]* ) Liam ( [a-z]* ) Olivia ( [a-z]* )$' t.txt
}

@test "yut-play passes with 'There is a saved game.' on a line of its own before the resume question, but not under --strict" {
	advanced resume.sh '$c =~ s/There is a saved game\. Start/There is a saved game.\nStart/g' \
	    3 'a line SPEC 7 does not print'
	grep -A 1 -x 'There is a saved game.' t.txt |
	    grep -q '^Start a new game (0) / Resume (1) : [01]$'
}

@test "yut-play passes with a word asking before its questions ('Enter ID : '), as with a mark" {
	script ask.sh 'yut-play -s 3 --color=never "$@" | perl -e '"'"'$| = 1;
	    while (sysread(STDIN, $c, 4096)) {
		$c =~ s/ID : /Enter ID : /g;
		$c =~ s/PASSWORD : /Please enter PASSWORD : /g; print $c }'"'"
	run --separate-stderr yut-drive -a -p 3 -n 1 -s 2 -w 30 -t 10 -d run \
	    -o t.txt -- ./ask.sh
	ok
	grep -q '^Enter ID : Noah$' t.txt
	grep -q '^Please enter PASSWORD : $' t.txt
	run --separate-stderr yut-referee t.txt
	ok
}

@test "yut-play passes with a possessive turn line ('Player 0's turn.', 'Player 0 Noah's turn'), but not under --strict" {
	script own.sh 'yut-play -s 3 --color=never "$@" | perl -e '"'"'$| = 1;
	    while (sysread(STDIN, $c, 4096)) {
		$c =~ s/^(Player \d+)( \w+)? turn$/$1$2\x27s turn./mg; print $c }'"'"
	run --separate-stderr yut-drive -n 1 -s 2 -w 30 -t 10 -d run \
	    -o t.txt -- ./own.sh
	ok
	grep -q "^Player 0's turn\.$" t.txt
	run --separate-stderr yut-referee t.txt
	ok
	run --separate-stderr yut-referee --strict t.txt
	[ "$status" -eq 1 ]
	rm -rf run
	advanced own-a.sh '$c =~ s/^(Player \d+)( \w+)? turn$/$1$2\x27s turn/mg' \
	    3 "not SPEC 7's exact text"
	grep -q "^Player 0 Noah's turn$" t.txt
}

@test "yut-play passes: basic with colour and wrong answers" {
	run --separate-stderr yut-drive -n 6 -s 2 -w 20 -t 10 -o t.txt -- \
	    yut-play -s 2 --color=always
	ok
	grep -q $'\e\\[31m' t.txt
	grep -q '^Wrong answer' t.txt
	run --separate-stderr yut-referee t.txt
	ok
}

@test "yut-play passes: advanced, every animal, saved and resumed in the other order" {
	run --separate-stderr yut-drive -a -p 4 -n 1 -s 3 -t 10 -d run \
	    -o t.txt -- yut-play -s 3 --color=always
	ok
	for a in pig dog sheep cow; do
		grep -q "($a)" <(strip_escapes <t.txt)
	done
	[ "$(grep -c '^Game saved successfully!$' t.txt)" -eq 2 ]
	[ "$(grep -c '^There is a saved game. Start a new game (0) / Resume (1) : 1$' t.txt)" -eq 2 ]
	# logins: the first sitting in order, the second reversed, then back
	# (a failed login, the game's first and now and then another, asks
	# the same ID again)
	ids=$(sed -n 's/^ID : //p' t.txt | uniq | tr '\n' ' ')
	[[ $ids == 'Noah Liam Olivia Emma Olivia Liam Noah Liam Olivia Emma ' ]]
	[ "$(grep -m 1 '^Login' t.txt)" = 'Login Failed!' ]
	[ "$(grep -c '^Player [0-3] win$' <(strip_escapes <t.txt))" -eq 1 ]
	# the finished game's line is gone
	[ ! -s run/game_info.txt ]
	run --separate-stderr yut-referee -u run/user_info.txt t.txt
	ok
}

@test "yut-drive saves when each player has had two turns since the start or the resume" {
	local p
	for p in 2 3; do
		run --separate-stderr yut-drive -a -p "$p" -n 1 -s 3 -w 0 -t 10 \
		    -o t.txt -- yut-play -s 3 --color=never
		ok
		# the Continue answers of each sitting: 2 x players 0s, then 1
		run awk '
			/^Continue \(0\) \/ Save and Exit the game \(1\) : 0$/ { n++ }
			/^Continue \(0\) \/ Save and Exit the game \(1\) : 1$/ { print n; n = 0 }
			/^Player [0-3] .*win$/ { n = 0 }' t.txt
		is "$((2 * p)) $((2 * p))" "$(echo $output)" "0s before each save, $p players"
	done
}

@test "yut-play passes: advanced games of 2 and 3 players, wrong answers, colour off" {
	# (a seed whose wrong answers reach the Resume question too)
	run --separate-stderr yut-drive -a -n 2 -s 2 -w 15 -t 10 -o t.txt -- \
	    yut-play -s 2 --color=never
	ok
	[ "$(grep -c '^Player [0-3] win$' t.txt)" -eq 2 ]
	# Continue / Save and Resume too are answered wrong now and then
	grep -A 2 '^Continue (0) / Save and Exit the game (1) : 2$' t.txt |
	    grep -q '^Continue (0) / Save and Exit the game (1) : [01]$'
	grep -A 2 '^There is a saved game. .* : 2$' t.txt |
	    grep -q '^There is a saved game. .* : 1$'
	run --separate-stderr yut-referee t.txt
	ok
	run --separate-stderr yut-drive -H -a -p 3 -s 5 -t 10 -- yut-play -s 5
	ok
}

@test "yut-drive answers a question ended by a newline once the program waits" {
	# yut-play whose questions end with a newline, as some students' do
	script nl.sh 'yut-play -s 3 --color=never | perl -e '"'"'$| = 1;
	    while (sysread(STDIN, $c, 4096)) { $c =~ s/: \z/: \n/; print $c }'"'"
	run --separate-stderr yut-drive -p 2 -k 1 -n 1 -s 3 -w 20 -t 5 \
	    -o t.txt -- ./nl.sh
	ok
	grep -qx '>> position : ' t.txt
	grep -A 1 -x '>> position : ' t.txt | grep -qx '[0-9]*'
	grep -q '^Wrong answer' t.txt
	[ "$(grep -c '^Player [01] win$' t.txt)" -eq 1 ]
}

@test "yut-drive answers a question alone on its line with a blank line after it, and a hidden password once" {
	script nlnl.sh 'yut-play -s 3 --color=never | perl -e '"'"'$| = 1;
	    while (sysread(STDIN, $c, 4096)) { $c =~ s/: \z/:\n\n/; print $c }'"'"
	run --separate-stderr yut-drive -n 1 -s 3 -t 5 -o t.txt -- ./nlnl.sh
	ok
	grep -A 2 -x 'Select the function you want :' t.txt | grep -qx 1
	# a blank line after the hidden password's own, then a slow check:
	# not asked again
	script pw.sh 'yut-play -s 5 --color=never | perl -e '"'"'$| = 1;
	    $p = ""; while (sysread(STDIN, $c, 4096)) {
	    if ($p =~ /PASSWORD : \z/ && $c =~ s/^\n//) { print "\n\n";
	    select(undef, undef, undef, 0.5) } $p = $c; print $c }'"'"
	run --separate-stderr yut-drive -a -p 2 -n 1 -s 5 -t 10 -o t.txt -- \
	    ./pw.sh
	ok
	grep -A 1 -x 'PASSWORD : ' t.txt | grep -qx ''
	[ "$(grep -c '^PASSWORD : $' t.txt)" -eq "$(grep -c '^Login' t.txt)" ]
}

@test "yut-drive: a slow password check is not a question asked again" {
	# the password's line ends with the program's own newline, then the
	# check takes half a second, longer than yut-drive's wait
	script slow.sh 'yut-play -s 5 --color=never | perl -e '"'"'$| = 1;
	    $prev = ""; while (sysread(STDIN, $c, 4096)) { print $c;
	    select(undef, undef, undef, 0.5) if $c =~ /^\n/ &&
	    $prev =~ /PASSWORD : \z/; $prev = $c }'"'"
	run --separate-stderr yut-drive -a -p 2 -n 1 -s 5 -t 10 -o t.txt -- \
	    ./slow.sh
	ok
	[ "$(grep -c '^PASSWORD : $' t.txt)" -eq "$(grep -c '^Login' t.txt)" ]
}

@test "yut-drive: the same seeds play the same session" {
	yut-drive -a -p 2 -s 6 -o a.txt -- yut-play -s 6 --color=never
	yut-drive -a -p 2 -s 6 -o b.txt -- yut-play -s 6 --color=never
	cmp a.txt b.txt
}

# ------------------------------------------------------ broken yut-plays

# Each: name, file, sed script, yut-drive options, yut-play options.  The
# yut-play options throw given results (-r) so the bug shows at once.
BROKEN=(
	'backdo1|libcore/game/board.c|s/^\t-1, 29, 1, 2, 3, 4, 5, 6, 7, 8,$/\t-1, 0, 1, 2, 3, 4, 5, 6, 7, 8,/|-p 2 -k 1|-r do,gae,back-do'
	'doggeol|libcore/game/rules.c|s/(animal(st, st->turn) == YUT_DOG)/(animal(st, st->turn) == -1)/|-a -p 2|-r do,geol,gae'
	'sheep1|libcore/game/rules.c|s/== YUT_SHEEP ? 2 : 1;/== YUT_SHEEP ? 1 : 1;/|-a -p 3|-r do,gae,gae,do,do'
	'pigon|libcore/game/rules.c|s/if (animal(st, ev->caught_player) == YUT_PIG) {/if (0 \&\& animal(st, ev->caught_player) == YUT_PIG) {/|-a -p 2|-r do,do,gae'
	'stack|libcore/game/screen.c|s/^\t    n, yut_color_off(color), br\[1\]);/\t    n > 1 ? n + 1 : n, yut_color_off(color), br[1]);/|-p 2 -k 2|-r do,back-do,do'
	'loginorder|libcore/play/play.c|/^save(struct yut_play \*pl, const struct yut_state \*st)$/,/^}$/s/^\tint r;$/\tstruct yut_state lo = *st;\n\tint r, a, b;\n\n\tfor (a = 0; a < pl->nlogged; a++)\n\t\tfor (b = 0; b < st->nplayers; b++)\n\t\t\tif (strcmp(pl->logged[a], st->p[b].id) == 0)\n\t\t\t\tlo.p[a] = st->p[b];\n\tif (pl->nlogged == st->nplayers)\n\t\tst = \&lo;/|-a -p 2|'
	'nothrow|libcore/game/rules.c|s/== YUT_SHEEP ? 2 : 1;/== YUT_SHEEP ? 2 : 0;/|-p 2 -k 1|-r do,do,gae'
	'cowpath|libcore/game/rules.c|s/return animal(st, player) == YUT_COW;/return animal(st, player) == -2;/|-a -p 4|'
)

# The rule category each broken build breaks, as yut-referee(1) names them.
declare -gA CATEGORY=([backdo1]=back-do [doggeol]=dog [sheep1]=sheep
    [pigon]=pig [stack]=stack [loginorder]=save [nothrow]=catch [cowpath]=cow)
ALL=moves,back-do,catch,stack,chain,pig,dog,sheep,cow,win,login,menu,save,resume,answers,screen

# Build each broken yut-play once, from a copy of the built tree, so only
# the patched file is compiled again.
setup_file() {
	build_broken "${BROKEN[@]}"
}

# caught NAME: yut-drive and yut-referee both find the broken build NAME
# wrong, under its category, at the line where its transcript first
# differs from yut-play's (for a saved line, the line that says it was
# saved); and it costs one point: with every other category counted, the
# games are played to the end, and the referee then finds nothing but that
# category, once for each time the bug shows (no cascade).
caught() {
	local b name dopts popts want got files others
	for b in "${BROKEN[@]}"; do
		[ "${b%%|*}" = "$1" ] && break
	done
	IFS='|' read -r name _ _ dopts popts <<<"$b"
	# shellcheck disable=SC2086
	yut-drive -w 0 -s 1 -t 10 $dopts -o good.txt -- \
	    yut-play -s 1 $popts --color=never
	# shellcheck disable=SC2086
	run --separate-stderr yut-drive -w 0 -s 1 -t 10 $dopts -d run \
	    -o bad.txt -- "$BATS_FILE_TMPDIR/$name/bin/yut-play" -s 1 $popts \
	    --color=never
	if [ "$name" = loginorder ]; then
		want=$(grep -n '^Game saved successfully!$' bad.txt | sed -n '2s/:.*//p')
	else
		want=$(diff <(head -n "$(wc -l <bad.txt)" good.txt) bad.txt |
		    sed -n '1s/^\([0-9]*\).*/\1/p')
	fi
	[ -n "$want" ]
	got=$(sed -n "1s/^yut-drive:\\([0-9]*\\): \\[${CATEGORY[$name]}\\] .*/\\1/p" <<<"$stderr")
	if [ "$status" -ne 1 ] || [ "$got" != "$want" ]; then
		echo "yut-drive: status $status, line '$got', want 1 and line $want, [${CATEGORY[$name]}]:" >&2
		printf '%s\n' "$stderr" >&2
		return 1
	fi
	files=()
	[ -f run/user_info.txt ] && files+=(-u run/user_info.txt)
	[ -f run/game_info.txt ] && files+=(-f run/game_info.txt)
	run --separate-stderr yut-referee "${files[@]}" bad.txt
	got=$(sed -n "1s/^bad\\.txt:\\([0-9]*\\): \\[${CATEGORY[$name]}\\] .*/\\1/p" <<<"$output")
	if [ "$status" -ne 1 ] || [ "$got" != "$want" ]; then
		echo "yut-referee: status $status, line '$got', want 1 and line $want, [${CATEGORY[$name]}]:" >&2
		printf '%s\n' "$output" "$stderr" >&2
		return 1
	fi
	# one point: the others counted, only notes of its own category (a
	# cow off its path is no state of the rules: the game cannot be
	# followed as the program shows it)
	[ "$name" = cowpath ] && return 0
	others=,$ALL,
	others=${others/,${CATEGORY[$name]},/,}
	others=${others#,}
	rm -rf run2
	# shellcheck disable=SC2086
	run --separate-stderr yut-drive -c "${others%,}" -w 0 -s 1 -t 10 \
	    $dopts -d run2 -o notes.txt -- "$BATS_FILE_TMPDIR/$name/bin/yut-play" \
	    -s 1 $popts --color=never
	if [ "$status" -ne 0 ] ||
	    grep -v "^yut-drive:[0-9]*: note: \\[${CATEGORY[$name]}\\] " <<<"$stderr" |
	    grep -q '^[^ ]'; then
		echo "yut-drive -c ${others%,}: status $status, want 0 and notes of [${CATEGORY[$name]}] only:" >&2
		printf '%s\n' "$stderr" >&2
		return 1
	fi
	[ "$name" = loginorder ] && return 0	# yut-drive reads the file
	run yut-referee -k notes.txt
	if [ "$status" -ne 1 ] ||
	    grep -v "^notes\\.txt:[0-9]*: \\[${CATEGORY[$name]}\\] " <<<"$output" |
	    grep -v '^notes\.txt: inconsistent: ' | grep -q '^[^ ]'; then
		echo "yut-referee -k: status $status, want 1 and [${CATEGORY[$name]}] only:" >&2
		printf '%s\n' "$output" >&2
		return 1
	fi
}

@test "broken yut-play caught: back-do from 1 not going to 29" {
	caught backdo1
}

@test "broken yut-play caught: a dog's geol not throwing again" {
	caught doggeol
}

@test "broken yut-play caught: a sheep's catch earning one throw" {
	caught sheep1
}

@test "broken yut-play caught: a pig's catcher throwing on" {
	caught pigon
}

@test "broken yut-play caught: a stacked square drawn with the wrong count" {
	caught stack
}

@test "broken yut-play caught: a saved line in login order" {
	caught loginorder
}

@test "broken yut-play caught: a catch that earns no throw" {
	caught nothrow
}

@test "broken yut-play caught: a cow off the cow's path" {
	caught cowpath
}

# ------------------------------------------------ the pages and grading

# page_block PAGE SECTION: the literal block after "SECTION" in man/PAGE,
# as a shell reads it: prompts and roff escapes removed.
page_block() {
	sed -n "/^\\.S[sh] $2\$/,/^\\.Ed/p" "$TOP/man/$1" |
	    sed -n '/^\.Bd/,/^\.Ed/p' | sed '1d;$d' |
	    sed 's/^\$ //; s/\\e/\\/g'
}

@test "yut-grading(7): a class graded as the page says; the good pass, the broken fail with what to do" {
	mkdir -p students/alice students/bob examples
	ln -s "$TOP/examples/grading" examples/grading
	# alice's back-do from 1 goes home; bob hands in yut-play
	printf '#!/bin/sh\nexec %q -s 1 "$@"\n' \
	    "$BATS_FILE_TMPDIR/backdo1/bin/yut-play" >students/alice/a.out
	printf '#!/bin/sh\nexec yut-play -s 1 "$@"\n' >students/bob/a.out
	chmod +x students/*/a.out
	export MOVETABLE='yut-move -d -t'
	page_block yut-grading.7 'Grading a class' >grade.sh
	run bash grade.sh
	[[ $output == *'results/alice.tap:'[0-9]* ]]
	[[ $output == *'results/bob.tap:11'* ]]
	# bob: every test passes, the cow's table skipped
	! grep -q '^not ok' results/bob.tap || false
	# alice: the failures say where to look and how to play them again
	# (back-do is counted by one test alone: one bug, one point)
	grep -q '^not ok .* basic games of 2, 3 and 4 players: back-do' results/alice.tap
	[ "$(grep -c '^not ok' results/alice.tap)" -eq 1 ]
	grep -Eq '^# yut-drive:[0-9]+: ' results/alice.tap
	grep -Eq "^# What the terminal showed is in $PWD/results/alice/basic[234].txt;" results/alice.tap
	grep -Eq "^#   cd $PWD && env PATH=[^ ]+( YUT_DRIVE_[A-Z]+=[^ ]+)* yut-drive -s 1 -t 10 -c back-do,catch,chain -n 4 -p [234] -w 0 -- $PWD/students/alice//a.out$" results/alice.tap
	# the transcript, read again as the page shows
	cmd=$(sed -n 's/^\$ \(yut-referee -k results\/alice\/basic2.txt\)$/\1/p' \
	    "$TOP/man/yut-grading.7")
	[ -n "$cmd" ]
	run --separate-stderr $cmd
	[ "$status" -eq 1 ]
	[[ $output == *'results/alice/basic2.txt: inconsistent:'* ]]
}

@test "yut-grading(7): a wrong movePlayer table is shown line by line" {
	export MOVETABLE='yut-move -d -t | sed "s/^1 back-do 29\$/1 back-do 0/"'
	export PROGRAM=yut-play
	run bats -f movePlayer "$TOP/examples/grading/grade.bats"
	[ "$status" -ne 0 ]
	grep -q '^not ok 1 movePlayer: every square and result' <<<"$output"
	grep -q '^# -1 back-do 29$' <<<"$output"
	grep -q '^# +1 back-do 0$' <<<"$output"
	grep -q '^# movePlayer 1 back-do: 0, the rules give 29$' <<<"$output"
	grep -q '^ok 2 movePlayer: the cow.s path # skip' <<<"$output"
}

@test "yut-grading(7): the failure the page shows is what yut-drive prints" {
	page_block yut-grading.7 'Reading a failure' >want
	[ -s want ]
	run --separate-stderr yut-drive -p 2 -k 1 -w 0 -s 1 -- \
	    "$BATS_FILE_TMPDIR/backdo1/bin/yut-play" -s 1 -r do,gae,back-do
	[ "$status" -eq 1 ]
	printf '%s\n' "${stderr_lines[@]:0:4}" | diff -u want -
}
