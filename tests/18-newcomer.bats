#!/usr/bin/env bats
# 18-newcomer.bats - a newcomer's first hour: setting up, playing against
# the computer, the advanced game from nothing, and a replay.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
	# make as a newcomer runs it, not as a sub-make of make check
	unset MAKELEVEL MAKEFLAGS MFLAGS
}

# fake_path DIR UID SUDO [TOOL...]: a PATH in DIR holding what .ci/run needs
# (or only the TOOLs named) but tmux; id prints UID; with SUDO=1 a sudo that
# logs its arguments and runs the rest, with SUDO=no one that refuses, as
# for a user not in the sudoers file; apt-get and make only log theirs.
# The system's own programs are linked, never changed: only the files
# written here are made executable.
fake_path() {
	local dir=$1 uid=$2 sudo=$3 t made=() tools
	shift 3
	tools=("$@")
	[ $# -gt 0 ] || tools=(cc bats man groff time strace parallel bwrap zip unzip python3 jq mpicc)
	mkdir -p "$dir"
	for t in bash env dirname cat sh; do
		ln -s "$(command -v "$t")" "$dir/$t"
	done
	for t in "${tools[@]}"; do
		printf '#!/bin/sh\nexit 0\n' >"$dir/$t"
		made+=("$dir/$t")
	done
	printf '#!/bin/sh\necho %s\n' "$uid" >"$dir/id"
	printf '#!/bin/sh\necho "make $*" >>"%s/log"\n' "$dir" >"$dir/make"
	printf '#!/bin/sh\necho "apt-get $*" >>"%s/log"\n' "$dir" >"$dir/apt-get"
	made+=("$dir/id" "$dir/make" "$dir/apt-get")
	case $sudo in
	1)
		printf '#!/bin/sh\necho "sudo $1" >>"%s/log"\n[ "$1" = -n ] && exit 0\nexec "$@"\n' \
		    "$dir" >"$dir/sudo"
		made+=("$dir/sudo") ;;
	no)
		printf '#!/bin/sh\necho "sudo $*" >>"%s/log"\necho "user is not in the sudoers file." >&2\nexit 1\n' \
		    "$dir" >"$dir/sudo"
		made+=("$dir/sudo") ;;
	pw)
		# a sudoer with a password: -n fails, -v asks on the terminal,
		# and the right password there lets later commands in
		cat >"$dir/sudo" <<EOF
#!/bin/sh
echo "sudo \$1" >>"$dir/log"
case \$1 in
-n) exit 1 ;;
-v) printf '[sudo] password: ' >/dev/tty
    IFS= read -r pw </dev/tty && [ "\$pw" = secret ] && : >"$dir/granted" ;;
*) [ -e "$dir/granted" ] && exec "\$@" ;;
esac
EOF
		made+=("$dir/sudo") ;;
	esac
	chmod +x "${made[@]}"
}

@test ".ci/run as an ordinary user without sudo prints the apt-get line and stops" {
	fake_path "$BATS_TEST_TMPDIR/p" 1000 0
	run --separate-stderr env PATH="$BATS_TEST_TMPDIR/p" bash "$TOP/.ci/run"
	[ "$status" -eq 2 ]
	[ "${stderr_lines[1]}" = 'apt-get install tmux' ]
	[[ ${stderr_lines[0]} == *'missing tmux'* ]]
	[ ! -e "$BATS_TEST_TMPDIR/p/log" ]
}

@test ".ci/run as an ordinary user installs through sudo and says what" {
	fake_path "$BATS_TEST_TMPDIR/p" 1000 1
	run --separate-stderr env PATH="$BATS_TEST_TMPDIR/p" bash "$TOP/.ci/run"
	ok
	[[ ${stderr_lines[0]} == '.ci/run: installing tmux '* ]]
	grep -qx 'sudo env' "$BATS_TEST_TMPDIR/p/log"
	grep -qx 'apt-get install -y -qq tmux' "$BATS_TEST_TMPDIR/p/log"
	grep -qx 'make check' "$BATS_TEST_TMPDIR/p/log"
}

@test ".ci/run --help prints its help and exits 0" {
	local h
	for h in -h --help; do
		run --separate-stderr bash "$TOP/.ci/run" "$h"
		ok
		is 'usage: bash .ci/run [setup]' "${lines[0]}" "$h"
		[[ $output == *'setup        only install'* ]]
		[ -z "$stderr" ]
	done
}

@test ".ci/run as root installs without sudo" {
	fake_path "$BATS_TEST_TMPDIR/p" 0 0
	run --separate-stderr env PATH="$BATS_TEST_TMPDIR/p" bash "$TOP/.ci/run"
	ok
	grep -qx 'apt-get install -y -qq tmux' "$BATS_TEST_TMPDIR/p/log"
	! grep -q sudo "$BATS_TEST_TMPDIR/p/log" || false
}

@test ".ci/run as a user sudo refuses prints the apt-get line, never asks to install" {
	fake_path "$BATS_TEST_TMPDIR/p" 1000 no
	run --separate-stderr env PATH="$BATS_TEST_TMPDIR/p" bash "$TOP/.ci/run" </dev/null
	[ "$status" -eq 2 ]
	is '.ci/run: missing tmux; as root, run:' "${stderr_lines[0]}" 'first line'
	is 'apt-get install tmux' "${stderr_lines[1]}" 'second line'
	[ "${#stderr_lines[@]}" -eq 2 ]
	# sudo was asked whether it would, not to install
	is 'sudo -n true' "$(cat "$BATS_TEST_TMPDIR/p/log")" 'sudo asked'
}

@test ".ci/run installs every tool a test would skip or fail without: time, strace, parallel, bwrap, zip, python3, jq, Open MPI" {
	fake_path "$BATS_TEST_TMPDIR/p" 0 0 cc bats man groff tmux
	run --separate-stderr env PATH="$BATS_TEST_TMPDIR/p" bash "$TOP/.ci/run"
	ok
	grep -qx 'apt-get install -y -qq time strace parallel bubblewrap zip unzip python3 jq libopenmpi-dev openmpi-bin' "$BATS_TEST_TMPDIR/p/log"
}

@test ".ci/run as a sudoer with a password asks for it on a terminal and installs; without a terminal, prints the line" {
	need script
	fake_path "$BATS_TEST_TMPDIR/p" 1000 pw
	# on a terminal (script's), where the password is typed
	run timeout 300 script -qec "$(printf '%q ' env PATH="$BATS_TEST_TMPDIR/p" bash "$TOP/.ci/run" setup)" /dev/null <<<secret
	ok
	[[ $output == *'[sudo] password: '* ]]
	[[ $output == *'.ci/run: installing tmux '* ]]
	grep -qx 'sudo -v' "$BATS_TEST_TMPDIR/p/log"
	grep -qx 'apt-get install -y -qq tmux' "$BATS_TEST_TMPDIR/p/log"
	# no terminal: sudo is not asked for a password; the line is printed
	rm "$BATS_TEST_TMPDIR/p/log" "$BATS_TEST_TMPDIR/p/granted"
	run --separate-stderr env PATH="$BATS_TEST_TMPDIR/p" bash "$TOP/.ci/run" setup </dev/null
	[ "$status" -eq 2 ]
	is 'apt-get install tmux' "${stderr_lines[1]}"
	is 'sudo -n' "$(cat "$BATS_TEST_TMPDIR/p/log")" 'sudo asked'
}

@test ".ci/run setup installs and stops: a newcomer's first command" {
	fake_path "$BATS_TEST_TMPDIR/p" 1000 1
	run --separate-stderr env PATH="$BATS_TEST_TMPDIR/p" bash "$TOP/.ci/run" setup
	ok
	grep -qx 'apt-get install -y -qq tmux' "$BATS_TEST_TMPDIR/p/log"
	! grep -q '^make' "$BATS_TEST_TMPDIR/p/log" || false
	# with nothing missing it does nothing
	rm "$BATS_TEST_TMPDIR/p/log"
	printf '#!/bin/sh\nexit 0\n' >"$BATS_TEST_TMPDIR/p/tmux"
	chmod +x "$BATS_TEST_TMPDIR/p/tmux"
	run --separate-stderr env PATH="$BATS_TEST_TMPDIR/p" bash "$TOP/.ci/run" setup
	ok
	[ -z "$stderr" ]
	[ ! -e "$BATS_TEST_TMPDIR/p/log" ]
	run --separate-stderr env PATH="$BATS_TEST_TMPDIR/p" bash "$TOP/.ci/run" bogus
	[ "$status" -eq 2 ]
}

# real_path DIR TOOL...: a PATH in DIR with the system's TOOLs (linked)
# and stand-ins for the other tools make check needs, to take one away.
real_path() {
	local dir=$1 t
	shift
	mkdir -p "$dir"
	for t in "$@"; do
		ln -s "$(command -v "$t")" "$dir/$t"
	done
	for t in bats tmux man groff time strace parallel bwrap zip unzip python3 jq; do
		[ -e "$dir/$t" ] && continue
		printf '#!/bin/sh\nexit 0\n' >"$dir/$t"
		chmod +x "$dir/$t"
	done
}

@test "make check without bats says what is missing and how to get it, in one line" {
	real_path "$BATS_TEST_TMPDIR/p" sh make
	rm "$BATS_TEST_TMPDIR/p/bats" "$BATS_TEST_TMPDIR/p/tmux"
	run --separate-stderr env PATH="$BATS_TEST_TMPDIR/p" make -s -C "$TOP" check-tools
	[ "$status" -ne 0 ]
	is 'make check: missing bats tmux: run bash .ci/run setup (or, as root, apt-get install bats tmux)' \
	    "${stderr_lines[0]}" 'the line'
	# and check runs it before bats
	grep -q '^check: check-tools$' "$TOP/Makefile"
	# make play: the compiler and libcrypt
	real_path "$BATS_TEST_TMPDIR/q" sh make
	run --separate-stderr env PATH="$BATS_TEST_TMPDIR/q" make -s -C "$TOP" play
	[ "$status" -ne 0 ]
	is 'make play: missing gcc libcrypt-dev: run bash .ci/run setup (or, as root, apt-get install gcc libcrypt-dev)' \
	    "${stderr_lines[0]}" 'the line'
}

@test "make play: Ctrl-C ends the game without make's error line" {
	local sock=$BATS_TEST_TMPDIR/sock i
	cp -Rp "$TOP/Makefile" "$TOP/.ci" "$TOP/cmd" "$TOP/libcore" "$TOP/bin" .
	tmux -S "$sock" new-session -d -x 100 -y 40 \
	    "trap : INT; make play >out 2>err; echo \$? >rc"
	for ((i = 0; i < 6000; i++)); do
		grep -q 'Yunnori' out 2>/dev/null && break
		sleep 0.05
	done
	# a two-player game, in the middle of it
	tmux -S "$sock" send-keys 1 Enter 1 Enter 2 Enter 2 Enter
	for ((i = 0; i < 6000; i++)); do
		grep -q 'position' out 2>/dev/null && break
		sleep 0.05
	done
	tmux -S "$sock" send-keys C-c
	for ((i = 0; i < 6000; i++)); do
		[ -s rc ] && break
		sleep 0.05
	done
	tmux -S "$sock" kill-server 2>/dev/null || true
	cat out err >&2
	# the game said it, and make said nothing
	grep -q 'Stopped by a signal' out
	! grep -q 'make' err || false
	[ -s rc ]
}

@test "every program's --help ends with its manual page, which is there in the clone" {
	local p sec
	for p in $(programs); do
		case $p in
		yut-*) sec=1 ;;
		*) sec=6 ;;
		esac
		run --separate-stderr "$p" --help
		ok
		is "The manual: man $sec $p (from a clone of yut: man -l man/$p.$sec)" \
		    "${lines[-1]}" "$p --help"
		[ -f "$TOP/man/$p.$sec" ]
		(cd "$TOP" && MANWIDTH=80 man -l "man/$p.$sec" | grep -q '^NAME')
	done
}

@test "make play builds quietly: one line says so, then the game's" {
	# a clean checkout, built as a newcomer builds it, whatever flags
	# built the programs under test
	cp -R "$TOP/Makefile" "$TOP/.ci" "$TOP/cmd" "$TOP/libcore" "$BATS_TEST_TMPDIR/"
	cd "$BATS_TEST_TMPDIR"
	make -s clean
	run make -j2 play <<<$'2\n2'
	ok
	is 'make play: building the programs first (a minute or so)' \
	    "${lines[0]}" 'the first line'
	[ "${lines[1]}" = '1. Yunnori Basic' ]
	! grep -q -e 'PATH=' -e '-o ' -e '^cc ' <<<"$output" || false
	[ -x bin/yut-play ]
	# built: the game at once
	run make -j2 play <<<$'2\n2'
	ok
	[ "${lines[0]}" = '1. Yunnori Basic' ]
}

@test "the files a game writes in the checkout are ignored by git" {
	command -v git >/dev/null || skip "git is missing"
	# make san's copy (.san/) sits in the checkout, with no .git of its own
	git -C "$TOP" rev-parse --git-dir >/dev/null 2>&1 || skip "not a git checkout"
	for f in game_info.txt user_info.txt game_info.txt.lock user_info.txt.lock; do
		git -C "$TOP" check-ignore -q "$f"
	done
}

@test "the family: --auto and --bot seat the computer; -c still works" {
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr patolli-play --auto -s 7
	ok
	grep -q 'wins' <<<"$output"
	[ "$output" = "$(patolli-play -c LN -s 7)" ]
	[ "$output" = "$(patolli-play --bot L --bot N -s 7)" ]
	[ "$(patolli-play --bot=N -s 3 </dev/null)" = "$(patolli-play -c N -s 3 </dev/null)" ]
	run --separate-stderr patolli-play --bot X
	refused 2
	[ "$stderr" = 'patolli-play: --bot: X is not L, N or LN (L plays first, pieces A-F; N second, pieces 1-6)' ]
	# ludu: the computer rolls for player 2, the others are asked
	run --separate-stderr ludu-play -s 5 --bot 2 <<<$'r\nr\nr'
	unfinished
	grep -q '^Player 2 rolled' <<<"$output"
	! grep -q '^Player 2: roll' <<<"$output" || false
	grep -q '^Player 3: roll (r) or exit (e) : r$' <<<"$output"
	run --separate-stderr ludu-play --bot 5
	refused 2
	# yut-play: a seat alone means the strongest strategy
	# (the input ends in the middle of the game: status 1)
	a=$(yut-play -s 4 --bot 1 <<<$'1\n2\n1' 2>&1 || test $? -eq 1)
	b=$(yut-play -s 4 --bot 1=expert <<<$'1\n2\n1' 2>&1 || test $? -eq 1)
	[ "$a" = "$b" ]
	grep -qx 'You are player 0; the computer is player 1 (expert).' <<<"$a"
	# snakes: --board-only, and -c as before
	run --separate-stderr snakes-play -s 5 --board-only
	ok
	[ "${#lines[@]}" -eq 26 ]
	[ "$output" = "$(snakes-play -s 5 -c)" ]
}

@test "YUT_SEED makes snakes-play and ludu-play reproducible, as patolli-play" {
	[ "$(YUT_SEED=5 snakes-play)" = "$(snakes-play -s 5)" ]
	[ "$(YUT_SEED=924 ludu-play --auto)" = "$(ludu-play --auto -s 924)" ]
	[ "$(YUT_SEED=7 patolli-play --auto)" = "$(patolli-play --auto -s 7)" ]
	# -s wins over the environment
	[ "$(YUT_SEED=6 snakes-play -s 5)" = "$(snakes-play -s 5)" ]
}

@test "yut-sim: Ctrl-C prints the figures so far and exits 130" {
	local j p
	for j in 1 2; do
		yut-sim -j "$j" -n 1000000000000 -S random,random -s 1 \
		    >out 2>err &
		p=$!
		catches_int "$p"
		# games played before the ^C: a tenth of a second's work
		worked "$p" 10
		kill -INT "$p"
		status=0
		wait "$p" || status=$?
		[ "$status" -eq 130 ]
		n=$(sed -n 's/^# \([0-9]*\) games,.*/\1/p' out)
		[ "$n" -gt 0 ]
		grep -Eq "^random +$n " out
		grep -q '^speed ' out
		[ "$(cat err)" = "yut-sim: interrupted: the figures are of $n games of 1000000000000" ]
	done
}

@test "yut-sim: the progress line shows rate, elapsed and left, with no escapes" {
	command -v script >/dev/null || skip "script(1) is missing"
	for term in dumb xterm; do
		TERM=$term script -qec "yut-sim -n 3000 -S random,random -s 1 >/dev/null" /dev/null >tty.txt
		tr '\r' '\n' <tty.txt >lines.txt
		grep -Eq '^\[#+\.*\] [0-9]+/3000 [0-9]+ games/s [0-9]+:[0-9]{2} elapsed' lines.txt
		grep -q '^\[#\{40\}\] 3000/3000 ' lines.txt
		! grep -q $'\e' tty.txt || false
	done
	# not on a pipe, and not with -q
	run --separate-stderr yut-sim -n 300 -S random,random -s 1
	ok
	[ -z "$stderr" ]
	TERM=xterm script -qec "yut-sim -q -n 300 -S random,random -s 1 >/dev/null" /dev/null >tty.txt
	[ ! -s tty.txt ]
}

@test "yut-sim: the progress line comes before the first 512 games, however slow they are" {
	local j i n
	command -v script >/dev/null || skip "script(1) is missing"
	# a worker reports every 512 games, or every tenth of a second while
	# a progress line is shown: the first line must not wait for 512
	# games (expect takes seconds for 512).  The line is waited for,
	# however long it takes, then the run is stopped.
	for j in 1 2; do
		rm -f tty.txt sim.pid
		TERM=dumb script -qec "yut-sim -j $j -n 100000 -S expect,expect -s 1 >/dev/null & echo \$! >sim.pid; wait" /dev/null >tty.txt &
		for ((i = 0; i < 15000; i++)); do
			[ -s sim.pid ] && grep -Eq '\[[#.]{40}\] [1-9][0-9]*/100000 ' tty.txt && break
			sleep 0.02
		done
		kill -KILL "$(cat sim.pid)"
		wait
		n=$(tr '\r' '\n' <tty.txt | sed -En 's/^\[[#.]{40}\] ([0-9]+)\/100000 .*/\1/p' | sed -n '/^0*[1-9]/{p;q;}')
		[ -n "$n" ] && [ "$n" -lt 512 ]
	done
}

@test "yut-sim -A labels each strategy's row with its animal" {
	run --separate-stderr yut-sim -q -n 40 -S random,greedy -A pig,sheep -s 2
	ok
	[[ ${lines[2]} == 'random(pig)     '* ]]
	[[ ${lines[3]} == 'greedy(sheep)   '* ]]
	[[ ${lines[4]} == 'seat0           '* ]]
	[[ ${lines[1]} == '#                 games '* ]]
	# without -A the table is as before
	run --separate-stderr yut-sim -q -n 40 -S random,greedy -s 2
	[[ ${lines[2]} == 'random       '* ]]
}

@test "yut-render -a replays a record: every state, with the step that led to it" {
	printf '1\n2\n2\n2\n' | yut-play -v -s 7 --bot 0=greedy --bot 1 -o game.rec >play.txt
	n=$(wc -l <game.rec)
	[ "$n" -gt 10 ]
	run --separate-stderr yut-render -a --color=never game.rec
	ok
	[ "$(grep -c '^State [0-9]* of '"$n"'$' <<<"$output")" -eq "$n" ]
	[ "${lines[0]}" = "State 1 of $n" ]
	[ "${lines[-1]}" = "$(tail -n 1 game.rec | yut-render --color=never | tail -n 1)" ]
	# the steps found from the states are the game's own, in order
	grep -E '^Player [0-3] (throws:|\([a-z]+\) moves|caught)' play.txt |
	    sed 's/ ([a-z]*) moves / moves /' >played
	grep -E '^Player [0-3] (throws:|moves|caught)' <<<"$output" >found
	diff -u played found
	! grep -q 'No single' <<<"$output" || false
	# each screen is yut-render's own for that state
	sed -n 5p game.rec | yut-render --color=never >want
	awk '/^State 5 of/ { on = 1; next } /^State 6 of/ { on = 0 } on' <<<"$output" |
	    grep -v '^Player [0-3] \(throws\|moves\)' >got
	diff -u want got
}

@test "the step between states: a discarded back-do, a catch, a gap, no change" {
	s0=$(yut-new -p 1 2)
	s1=$(yut-throw back-do <<<"$s0" 2>/dev/null)
	s2=$(yut-throw gae <<<"$s1")
	s3=$(yut-move 0 gae <<<"$s2")
	s4=$(yut-throw gae <<<"$s3")
	s5=$(yut-move 0 gae <<<"$s4")
	printf '%s\n' "$s0" "$s1" "$s2" "$s3" "$s4" "$s5" "$s5" "$s0" >rec
	run --separate-stderr yut-render -a --color=never rec
	ok
	steps=$(grep -A2 '^State [2-8] of 8$' <<<"$output" | grep -v '^\[' | grep -v '^State' | grep -v '^--$')
	want='Player 0 throws: back-do
Player 0 cannot use back-do: the turn passes
Player 1 throws: gae
Player 1 moves 0 gae
Player 0 throws: gae
Player 0 moves 0 gae
Player 0 caught 1 piece of player 1: throw again
No change
No single throw or move leads here'
	is "$want" "$steps" steps
}

@test "yut-render -i steps through a record: next, previous, a number, quit" {
	printf '1\n2\n1\n2\n' | yut-play -s 7 --bot 0 --bot 1 -o game.rec >/dev/null
	n=$(wc -l <game.rec)
	printf '%s\n' '' n p p p 4 999 x next q n >keys
	run --separate-stderr yut-render -i --color=never game.rec <keys
	ok
	[ "$(grep -o '^State [0-9]*' <<<"$output" | tr '\n' ' ')" = 'State 1 State 2 State 3 State 2 State 1 State 4 State 5 ' ]
	grep -qx 'Wrong answer: this is the first state' <<<"$output"
	[ "$(grep -c "^Wrong answer: enter n, p, q or a state number from 1 to $n\$" <<<"$output")" -eq 2 ]
	[[ ${lines[-1]} == *'[5/'"$n"'] : q' ]]
	# the last state: next is refused; the end of input ends it
	run --separate-stderr yut-render -i --color=never game.rec <<<"$n"$'\nn'
	ok
	grep -qx 'Wrong answer: this is the last state' <<<"$output"
}

@test "yut-render -i: ? and help say what the replay expects and ask again" {
	printf '1\n2\n1\n2\n' | yut-play -s 7 --bot 0 --bot 1 -o game.rec >/dev/null
	run --separate-stderr yut-render -i --color=never game.rec <<<$'?\nhelp\nq'
	ok
	[ "$(grep -c '^Answer n or Enter for the next state, p for the previous one' <<<"$output")" -eq 2 ]
	! grep -q '^Wrong answer' <<<"$output" || false
	[ "$(grep -c '^State ' <<<"$output")" -eq 1 ]
	[[ ${lines[-1]} == *'[1/'*'] : q' ]]
}

@test "a record of two games marks where the second begins, and the replay says so" {
	# two games of one piece between two computers, in one session
	printf '1\n2\n1\n1\n2\n1\n2\n' |
	    yut-play -s 7 --bot 0 --bot 1 -o two.rec >/dev/null
	[ "$(grep -c '^# game 2$' two.rec)" -eq 1 ]
	[ "$(grep -c '^#' two.rec)" -eq 1 ]
	head -n 1 two.rec | grep -q '^yut1 '
	run --separate-stderr yut-render -a --color=never two.rec
	ok
	[ "$(grep -c '^A new game$' <<<"$output")" -eq 1 ]
	! grep -q '^No single throw or move leads here' <<<"$output" || false
	# the state after the mark is the second game's first, numbered on
	n=$(grep -c '^yut1 ' two.rec)
	k=$(sed -n '/^# game 2$/=' two.rec)
	[ "$(grep -B 1 -x 'A new game' <<<"$output" | head -n 1)" = "State $k of $n" ]
	# yut-eval -a judges both games, naming the file's lines
	run --separate-stderr yut-eval -a two.rec
	ok
	[ "$(grep -c '^player [01] moves' <<<"$output")" -eq 2 ]
	# the replay a state at a time shows it too
	run --separate-stderr yut-render -i --color=never two.rec <<<"$k"$'\nq'
	ok
	grep -qx 'A new game' <<<"$output"
}

@test "yut-render -a refuses a bad record, naming the line" {
	{ yut-new 2; echo 'yut1 rules=basic'; } >rec
	run --separate-stderr yut-render -a rec
	refused 2
	[[ $stderr == 'yut-render: rec: line 2: '* ]]
	: >empty
	run --separate-stderr yut-render -a empty
	refused 2
	[ "$stderr" = 'yut-render: empty: no state in the record' ]
	head -c 20000 /dev/urandom >noise
	run --separate-stderr yut-render -a noise
	refused 2
	{ yut-new 2; head -c 5000 /dev/zero | tr '\0' x; echo; } >long
	run --separate-stderr yut-render -a long
	refused 2
	[ "$stderr" = 'yut-render: long: line 2: longer than 4096 bytes' ]
	# without -a a record is still one state too many
	{ yut-new 2; yut-new 2; } >two
	run --separate-stderr yut-render two
	refused 2
}

@test "yut-login -a adds several users at once, each with a password" {
	run --separate-stderr yut-login -a Noah Liam <<<$'pw1\npw2'
	ok
	[ "$(cut -d' ' -f1 user_info.txt | tr '\n' ' ')" = 'Noah Liam ' ]
	run yut-login Noah <<<pw1
	ok
	run yut-login Liam <<<pw2
	ok
	# a bad ID anywhere adds nobody
	run --separate-stderr yut-login -a Mia 'no/body' <<<$'pw3\npw4'
	refused 2
	! grep -q '^Mia ' user_info.txt || false
	run --separate-stderr yut-login Noah Liam <<<pw1
	refused 2
}

# checkout: a copy of the checkout in ./top, with its build, to run the
# README's commands in as a newcomer would in a fresh clone.
checkout() {
	mkdir top
	cp -Rp "$TOP/Makefile" "$TOP/.ci" "$TOP/README.md" "$TOP/cmd" "$TOP/libcore" \
	    "$TOP/man" "$TOP/examples" "$TOP/bin" top/
	cd top
}

# readme_commands: the "$ " commands of README.md's indented blocks, one a
# line, in order.
readme_commands() {
	sed -n 's/^    \$ //p' "$TOP/README.md"
}

@test "README's first screen: the computer, the tests, two new users, an advanced game, a replay" {
	mapfile -t first < <(readme_commands | head -n 6)
	# the first needs nothing a fresh Debian lacks (not even make): the
	# tests of .ci/run setup above
	is 'bash .ci/run setup' "${first[0]}" 'first command'
	is 'make play BOT=expert' "${first[1]}" 'second command'
	is 'make check' "${first[2]}" 'third command'
	is 'bin/yut-login -a Noah Liam' "${first[3]}" 'fourth command'
	is 'bin/yut-play -a -o game.rec' "${first[4]}" 'fifth command'
	is 'bin/yut-render -i game.rec' "${first[5]}" 'sixth command'
	# a newcomer's three commands open it, the rest fit the first screen
	head -n 7 "$TOP/README.md" | grep -qx '    \$ make check'
	head -n 24 "$TOP/README.md" | grep -qx '    \$ bin/yut-render -i game.rec'
	checkout
	# 1: a game against the computer; the human, player 0, tries every
	# result for a new piece; the computer moves on its own
	{ printf '1\n2\n4\n'; for i in $(seq 30); do
		printf '0 %s\n' back-do do gae geol yut mo; done; } >answers
	YUT_SEED=2 make play BOT=expert PLAYFLAGS='-o bot.rec' <answers >out
	[ "$(head -n 1 out)" = '************************************************************' ]
	bin/yut-render -a bot.rec | grep -q '^Player 1 moves '
	# 2: two users
	bin/yut-login -a Noah Liam <<<$'pw1\npw2'
	# 3: the advanced game: both log in, start, pick animals; the end
	# of input saves it
	printf '%s\n' 2 Noah pw1 2 Liam pw2 1 1 0 0 >answers
	YUT_SEED=5 bin/yut-play -a -o game.rec <answers >out || test $? -eq 1
	grep -qx 'Login Succeed!' out
	[ "$(grep -c 'Login Succeed!' out)" -eq 2 ]
	head -n 1 game.rec | grep -q '^yut1 rules=advanced .* p0=Noah:dog:.* p1=Liam:pig:'
	# 4: the replay, a step at a time
	run --separate-stderr bin/yut-render -i game.rec <<<$'n\nq'
	ok
	grep -q '^State 2 of ' <<<"$output"
}

@test "README's tour: each command prints what the README shows" {
	local cmd want got
	while IFS= read -r cmd; do
		want=$(awk -v c="    \$ $cmd" '
			$0 == c { on = 1; next }
			on && /^    \$ / { exit }
			on && /^    / { print substr($0, 5); next }
			on { exit }' "$TOP/README.md")
		case $cmd in
		yut-*) ;;
		*) continue ;;
		esac
		got=$(bash -c "$cmd" </dev/null)
		[ -n "$got" ]
		[ -z "$want" ] || is "$want" "$got" "$cmd"
	done < <(readme_commands)
}

@test "README's tour runs from a fresh clone with the PATH line it gives first" {
	local setpath cmd want got
	# the first command of the tour puts the clone's programs on PATH
	setpath=$(awk '/^## A tour/ { on = 1 } on && /^    \$ / { print substr($0, 7); exit }' \
	    "$TOP/README.md")
	is 'export PATH=$PWD/bin:$PATH' "$setpath" "the tour's first command"
	checkout
	# a shell as a newcomer has it: none of the programs on PATH
	while IFS= read -r cmd; do
		case $cmd in
		yut-*) ;;
		*) continue ;;
		esac
		want=$(awk -v c="    \$ $cmd" '
			$0 == c { on = 1; next }
			on && /^    \$ / { exit }
			on && /^    / { print substr($0, 5); next }
			on { exit }' "$TOP/README.md")
		got=$(env -i HOME="$HOME" PATH=/usr/bin:/bin NO_COLOR=1 \
		    bash -c "$setpath; $cmd" </dev/null)
		[ -n "$got" ]
		[ -z "$want" ] || is "$want" "$got" "$cmd"
	done < <(readme_commands)
}

# local_install: make install PREFIX=~/.local, with the test's directory as
# home; then man finds the pages by PATH alone, MANPATH unset.
local_install() {
	local home=$BATS_TEST_TMPDIR/home
	make -C "$TOP" -s install PREFIX="$home/.local" >/dev/null &&
	    env -u MANPATH PATH="$home/.local/bin:/usr/bin:/bin" MANWIDTH=80 \
	    man yut 2>/dev/null | grep -q '^NAME' &&
	    env -u MANPATH PATH="$home/.local/bin:/usr/bin:/bin" yut-new 2 |
	    grep -q '^yut1 '
}

@test "every command the README names is exercised by a test" {
	local c cmds
	# the commands in README's code spans and blocks: make, bash, man and
	# the programs with arguments
	cmds=$( { readme_commands; grep -o '`[^`]*`' "$TOP/README.md" | tr -d '`'; } |
	    grep -E '^(make|bash|man) |^make$|^(bin/)?(yut|snakes|ludu|patolli|checkers)-[a-z]+ [^[]' |
	    grep -v '^yut-[a-z]* \(\[\|POSITION\|ID\)' | sort -u)
	[ -n "$cmds" ]
	while IFS= read -r c; do
		case $c in
		'make play BOT=expert' | 'bin/yut-login -a Noah Liam' | \
		'bin/yut-play -a -o game.rec' | 'bin/yut-render -i game.rec')
			;; # the first-screen test above
		'make check' | 'make') # the suite itself, built by make
			grep -q 'sh tests/suite.sh tests' "$TOP/Makefile" ;;
		'bash .ci/run') grep -q '\.ci/run"$' "$BATS_TEST_FILENAME" ;;
		'bash .ci/run setup')
			grep -q '\.ci/run" setup$' "$BATS_TEST_FILENAME" ;;
		'man -l man/yut.7')
			(cd "$TOP" && MANWIDTH=80 man -l man/yut.7) | grep -q '^NAME' ;;
		'make install PREFIX=… DESTDIR=…')
			grep -q 'make -C "$TOP" install PREFIX=/usr DESTDIR=' \
			    "$TOP/tests/16-install.bats" ;;
		'make demo') make -C "$TOP" -s demo >/dev/null 2>&1 ;;
		'man 7 yut') MANWIDTH=80 man -l "$TOP/man/yut.7" | grep -q '^NAME' ;;
		'man -l') ;; # as man -l man/yut.7
		'man -l man/yut-grading.7' | 'man 7 yut-grading')
			(cd "$TOP" && MANWIDTH=80 man -l man/yut-grading.7) |
			    grep -q '^NAME' ;;
		'make install PREFIX=~/.local' | 'man yut') local_install ;;
		'make san' | 'make bench' | 'make fuzz' | 'make weights')
			# too long for the suite: that the target is there
			grep -q "^${c#make }:" "$TOP/Makefile" ;;
		'make depend')
			# it rewrites the Makefile: the target is there, and
			# 05-layers.bats holds its block to what depend.sh says
			grep -q '^depend:' "$TOP/Makefile" &&
			    grep -q 'sh libcore/depend.sh' "$TOP/tests/05-layers.bats" ;;
		'yut-solve -E plain')
			# as the README says, against -E fast: 47-solve-fast.bats
			grep -q 'yut-solve -q -E plain' "$TOP/tests/47-solve-fast.bats" ;;
		'yut-login -a ID')
			yut-login -a Mia <<<pw3 && yut-login Mia <<<pw3 ;;
		bin/*) bash -c "$TOP/$c" </dev/null >/dev/null ;;
		'patolli-play --bot N')
			# a game with no input ends unfinished: status 1
			bash -c "$c" </dev/null >/dev/null || [ $? -eq 1 ] ;;
		'snakes-play -s 248' | 'ludu-play --auto -s 924' | yut-*)
			bash -c "$c" </dev/null >/dev/null ;;
		*)
			echo "README names '$c', which no test runs" >&2
			return 1 ;;
		esac
	done <<<"$cmds"
}

@test "yut-render -i with the record on stdin and no terminal says why it cannot step" {
	command -v setsid >/dev/null || skip "setsid(1) is missing"
	yut-new 2 >rec
	run --separate-stderr setsid yut-render -i <rec
	refused 2
	[[ $stderr == 'yut-render: -i: the record comes on standard input and there is no terminal to step with: open /dev/tty: '* ]]
	# -a needs no terminal
	run --separate-stderr yut-render -a --color=never <rec
	ok
	[ "${lines[0]}" = 'State 1 of 1' ]
}

@test "make fuzz names a missing clang" {
	run --separate-stderr env FUZZCC=no-such-clang-xyz sh "$TOP/tests/fuzz/run.sh" -b
	[ "$status" -eq 2 ]
	[ "$stderr" = 'fuzz: no-such-clang-xyz is missing: install it (apt-get install clang)' ]
}

@test "yut-render -n draws every square's number in place, as yut-play's help" {
	run --separate-stderr yut-render -n
	ok
	[ "${#lines[@]}" -eq 11 ]
	[ "${lines[0]}" = '10  - [9] - [8] - [7] - [6] - [5]' ]
	[ "${lines[10]}" = '15  - 16  - 17  - 18  - 19  - 29^Start' ]
	# each square 1..29 once, where the board draws it
	for sq in $(seq 1 29); do
		[ "$(grep -o -E "(\\[$sq\\]|(^| )$sq( |\\^|$))" <<<"$output" | wc -l)" -eq 1 ]
	done
	board=$output
	# the same board as '?' shows at yut-play's prompt
	run --separate-stderr yut-play -b -s 3 <<<$'1\n2\n1\n?'
	[[ $output == *"$board"* ]]
	run --separate-stderr yut-render -n state.txt
	refused 2
	run --separate-stderr yut-render -n -a
	refused 2
}

@test "advanced login with no users file says how to add a user, right there" {
	run --separate-stderr yut-play -a <<<$'2\nNoah\npw\n3'
	ok
	grep -A1 -x 'Login Failed!' <<<"$output" | tail -n 1 >got
	is 'There are no users yet (no user_info.txt): add one with yut-login -a ID' "$(cat got)" hint
	run --separate-stderr yut-play -a -u club.txt <<<$'2\nNoah\npw\n3'
	grep -qx 'There are no users yet (no club.txt): add one with yut-login -u club.txt -a ID' <<<"$output"
	# with a users file a failed login is only that, as the assignment says
	yut-login -a Noah <<<pw1
	run --separate-stderr yut-play -a <<<$'2\nNoah\nwrong\n3'
	grep -qx 'Login Failed!' <<<"$output"
	! grep -q 'no users' <<<"$output" || false
}

@test "advanced game: computer players with animals play to the end and replay" {
	run --separate-stderr yut-play -a -s 3 --bot 0=greedy:dog --bot 1 -o adv.rec <<<$'1\n3'
	ok
	grep -qx 'Logged-in ID List : greedy0 expert1' <<<"$output"
	grep -qx '(0: pig, 1: dog, 2: sheep, 3:cow) : 1' <<<"$output"
	grep -q '^Player 1 expert1 \(turn\|win\)$' <<<"$output"
	last=$(tail -n 1 adv.rec)
	[[ $last == 'yut1 rules=advanced '*' p0=greedy0:dog:'*' p1=expert1:'* ]]
	tr ' ' '\n' <<<"$last" | grep -Eq '^p[01]=[a-z0-9]+:[a-z]+:100,100,100,100$'
	# the game is over and nothing is left saved
	[ ! -s game_info.txt ]
	run --separate-stderr yut-render -a adv.rec
	ok
	! grep -q 'No single' <<<"$output" || false
}

@test "advanced game: a person and a computer; saved and resumed with the computer" {
	yut-login -a Noah <<<pw1
	# Noah logs in, starts, is a pig; the computer (seat 1) draws its animal
	run --separate-stderr yut-play -a -s 4 --bot 1=random:cow <<<$'2\nNoah\npw1\n1\n0\n1'
	ok
	grep -qx 'Logged-in ID List : Noah random1' <<<"$output"
	grep -qx 'Game saved successfully!' <<<"$output"
	is 'Noah random1 | Noah 0 0 0 0 0 | random1 3 0 0 0 0 | 0' "$(cat game_info.txt)" save
	# a computer's ID is not a person's login
	printf 'random1 pw2\n' >>user_info.txt
	run --separate-stderr yut-play -a --bot 1=random <<<$'2\nrandom1\npw2\n3'
	grep -qx "random1 is a computer player's ID" <<<"$output"
	# the same --bot finds the saved game again
	run --separate-stderr yut-play -a -s 4 --bot 1=random <<<$'2\nNoah\npw1\n1\n1\n1'
	ok
	grep -q '^There is a saved game' <<<"$output"
	grep -qx 'Noah(pig) random1(cow)' <<<"$output"
	# a seat past the players: the computer sits after the people
	rm game_info.txt
	run --separate-stderr yut-play -a -s 4 --bot 3=greedy:sheep <<<$'2\nNoah\npw1\n1\n2\n1'
	ok
	grep -qx 'Noah(sheep) greedy3(sheep)' <<<"$output"
}

@test "yut-play: ? at the animal prompt tells what each animal does" {
	yut-login -a Noah Liam <<<$'pw1\npw2'
	run --separate-stderr yut-play -a -s 5 <<<$'2\nNoah\npw1\n2\nLiam\npw2\n1\n?\n1\nhelp\n0'
	unfinished
	grep -A 1 -x '(0: pig, 1: dog, 2: sheep, 3:cow) : ?' <<<"$output" |
	    tail -n 1 | grep -qx "Answer the number of this player's animal:"
	grep -A 2 -x '(0: pig, 1: dog, 2: sheep, 3:cow) : ?' <<<"$output" |
	    tail -n 1 | grep -qx "0 pig: a player who catches a pig's piece loses the rest of the turn."
	grep -qx '1 dog: a geol throws again, as a yut or a mo does.' <<<"$output"
	grep -qx '2 sheep: a catch earns two throws instead of one.' <<<"$output"
	grep -q '^3 cow: keeps to one path' <<<"$output"
	[ "$(grep -c '^0 pig: ' <<<"$output")" -eq 2 ]
	! grep -q '^Wrong answer' <<<"$output" || false
	# the answers after the help are taken: Noah a dog, Liam a pig
	grep -qx 'Noah(dog) Liam(pig)' <<<"$output"
}

@test "yut-play: against the computer a person is told who is who" {
	run --separate-stderr yut-play -s 4 --bot 1 <<<$'1\n2\n1'
	unfinished
	[ "$(grep -c '^You are' <<<"$output")" -eq 1 ]
	grep -qx 'You are player 0; the computer is player 1 (expert).' <<<"$output"
	run --separate-stderr yut-play -s 4 --bot 0=random --bot 2=greedy <<<$'1\n3\n1'
	grep -qx 'You are player 1; the computer is players 0 (random), 2 (greedy).' <<<"$output"
	# people alone, or computers alone: the assignment's screens, no line
	run --separate-stderr yut-play -b -s 4 <<<$'1\n2\n1'
	! grep -q '^You are' <<<"$output" || false
	run --separate-stderr yut-play -s 4 --bot 0=random --bot 1=random <<<$'1\n2\n1\n2'
	! grep -q '^You are' <<<"$output" || false
	# the advanced game too
	yut-login -a Noah <<<pw1
	run --separate-stderr yut-play -a -s 4 --bot 1=random:cow <<<$'2\nNoah\npw1\n1\n0\n1'
	grep -qx 'You are player 0; the computer is player 1 (random).' <<<"$output"
}

@test "yut-play: an expert seated where hint does not give its estimate says so, and why, once" {
	# one piece: expert plays as expect, and hint gives expect's estimate
	run --separate-stderr yut-play -s 4 --bot 1=expert <<<$'1\n2\n1\nhint\nhint'
	unfinished
	grep -A 1 -x 'You are player 0; the computer is player 1 (expert).' <<<"$output" |
	    tail -n 1 | grep -qx 'expert has no network for one piece: it plays as expect, and hint gives'
	[ "$(grep -c '^expert has no network' <<<"$output")" -eq 1 ]
	[ "$(grep -c "^Hint (expect's estimate" <<<"$output")" -eq 2 ]
}

@test "yut-play: hint gives expert's estimate wherever expert plays by its network: the advanced game, three and four players" {
	local k p sum
	# the advanced game, as the cow and as the pig
	yut-login -a Noah <<<pw1
	for animal in cow pig; do
		run --separate-stderr yut-play -a -s 4 --bot 1=expert:$animal <<<$'2\nNoah\npw1\n1\n0\n0\n0\nhint'
		grep -A 1 -x 'You are player 0; the computer is player 1 (expert).' <<<"$output" |
		    tail -n 1 | grep -q '^\[ \]'
		! grep -q 'no network\|expect' <<<"$output" || false
		grep -qx "Hint (expert's estimate of your chance to win): 0 do [0-9.]*%" <<<"$output"
	done
	# games of three and four: each seat's chance, the seats' adding up
	# to one, so a first turn's hint is near a fair share
	for k in 3 4; do
		run --separate-stderr yut-play -s 4 --bot 1=expert <<<$'1\n'$k$'\n2\nhint'
		! grep -q 'no network\|expect' <<<"$output" || false
		p=$(sed -n "s/^Hint (expert's estimate of your chance to win): 0 do \([0-9.]*\)%$/\1/p" <<<"$output")
		awk -v p="$p" -v k=$k 'BEGIN { exit !(p > 100 / k - 10 && p < 100 / k + 10) }'
	done
	# two pieces: expert plays with its network; nothing more is said
	run --separate-stderr yut-play -s 4 --bot 1=expert <<<$'1\n2\n2\nhint'
	! grep -q 'no network' <<<"$output" || false
	grep -q "^Hint (expert's estimate" <<<"$output"
}

@test "yut-play: a piece the computer catches is said, in a game with people" {
	# player 0 (a person) brings a piece to 1; the computer's do catches it
	run --separate-stderr yut-play -r do,do,gae,gae --bot 1=greedy <<<$'1\n2\n1\n0 do'
	unfinished
	grep -A 1 -x '>> yut : do' <<<"$output" | tail -n 1 |
	    grep -qx 'Player 1 caught 1 piece of player 0: throw again'
	[ "$(grep -c 'caught' <<<"$output")" -eq 1 ]
	# the same game between people is the assignment's, screen for screen
	run --separate-stderr yut-play -b -r do,do,gae,gae <<<$'1\n2\n1\n0 do\n0 do\n1 gae'
	unfinished
	! grep -q 'caught' <<<"$output" || false
}

@test "yut-play: Login Failed's hint names yut-login as it can be run from here" {
	mkdir bin
	ln -s "$(command -v yut-play)" bin/yut-play
	ln -s "$(command -v yut-login)" bin/yut-login
	run --separate-stderr bin/yut-play -a <<<$'2\nNoah\npw\n3'
	grep -A1 -x 'Login Failed!' <<<"$output" | tail -n 1 >got
	is 'There are no users yet (no user_info.txt): add one with bin/yut-login -a ID' "$(cat got)" hint
	# the command it names works, run as it is written
	cmd=$(sed 's/.*: add one with //; s/ID$/Noah/' got)
	$cmd <<<pw1
	run --separate-stderr bin/yut-play -a <<<$'2\nNoah\npw1\n3'
	grep -qx 'Login Succeed!' <<<"$output"
	# by its full path, or found on PATH
	rm user_info.txt
	run --separate-stderr "$PWD/bin/yut-play" -a -u club.txt <<<$'2\nNoah\npw\n3'
	grep -qx "There are no users yet (no club.txt): add one with $PWD/bin/yut-login -u club.txt -a ID" <<<"$output"
}

@test "yut-play -o refuses a file that holds a record, and leaves it" {
	yut-play -s 3 --bot 0=random --bot 1=random -o game.rec <<<$'1\n2\n1\n2' >/dev/null
	[ -s game.rec ]
	cp game.rec before
	run --separate-stderr yut-play -s 4 --bot 0=random --bot 1=random -o game.rec <<<$'1\n2\n1\n2'
	refused 2
	is 'yut-play: -o game.rec: the file is not empty: remove it, or name another file' "$stderr"
	cmp before game.rec
	# an empty file is no record: it is written
	: >empty.rec
	run --separate-stderr yut-play -s 4 --bot 0=random --bot 1=random -o empty.rec <<<$'1\n2\n1\n2'
	ok
	[ -s empty.rec ]
}

@test "examples/tournament.sh: the clone's own tools when PATH has none, and says when neither" {
	local nopath=/usr/bin:/bin
	! PATH=$nopath command -v yut-sim >/dev/null || skip "yut-sim is installed in $nopath"
	# from the clone, its bin/: every pair of the four strategies
	run --separate-stderr env PATH=$nopath sh "$TOP/examples/tournament.sh" -n 2 -s 3
	ok
	[ -z "$stderr" ]
	[ "${#lines[@]}" -eq 6 ]
	grep -Eq '^expect expert [0-9.]+ [0-9.]+ [0-9.]+$' <<<"$output"
	grep -Eq '^random expert ' <<<"$output"
	# a copy of the script alone: says so, in one line, and fails
	mkdir -p alone/examples
	cp "$TOP/examples/tournament.sh" alone/examples/
	run --separate-stderr env PATH=$nopath sh alone/examples/tournament.sh -n 2
	refused 2
	is "tournament.sh: yut-sim is not on PATH, nor in $PWD/alone/bin: run make, or put the toolkit's bin on PATH" "$stderr"
}

@test "no manual page lists an option twice" {
	local f d
	for f in "$TOP"/man/*.[1-8]; do
		d=$(grep '^\.It Fl' "$f" | sort | uniq -d)
		is '' "$d" "options listed twice in ${f##*/}"
	done
}

@test "a line that is not a state says what it starts with" {
	run --separate-stderr yut-render <<<'hello world'
	refused 2
	is "yut-render: state: not a yut state line (it starts with yut1; this one with 'hello')" "$stderr"
	run --separate-stderr yut-move 0 do <<<"$(printf 'yut2\tx rules=basic')"
	refused 2
	is "yut-move: state: not a yut state line (it starts with yut1; this one with 'yut2?x')" "$stderr"
	run --separate-stderr yut-throw <<<"$(printf '%030d' 0)"
	is "yut-throw: state: not a yut state line (it starts with yut1; this one with '00000000000000000000...')" "$stderr"
	run --separate-stderr yut-render <<<''
	is "yut-render: state: not a yut state line (it starts with yut1; this one is empty or starts with a space)" "$stderr"
}

@test "yut-eval -a names its columns on a terminal, and only there" {
	command -v script >/dev/null || skip "script(1) is missing"
	yut-play -s 3 --bot 0=random --bot 1=random -o rec <<<$'1\n2\n1\n2' >/dev/null
	script -qec "yut-eval -a rec 2>/dev/null" /dev/null | tr -d '\r' >tty.txt
	is '# line player choices position result value bestposition bestresult bestvalue loss' \
	    "$(head -n 1 tty.txt)" header
	# the fields it names are the lines' own
	[ "$(sed -n 2p tty.txt | wc -w)" -eq 10 ]
	run --separate-stderr yut-eval -a rec
	ok
	[[ ${lines[0]} != '#'* ]]
	is "$(tail -n +2 tty.txt)" "$output" 'the same lines under it'
}
