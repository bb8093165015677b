#!/usr/bin/env bats
# 18-newcomer.bats - a newcomer's first hour: setting up, playing against
# the computer, the advanced game from nothing, and a replay.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# fakeroot_path DIR UID SUDO: a PATH in DIR holding what .ci/run needs but
# tmux; id prints UID; with SUDO=1 a sudo that logs its arguments and runs
# the rest; apt-get and make only log theirs.
fake_path() {
	local dir=$1 t
	mkdir -p "$dir"
	for t in bash env dirname cat; do
		ln -s "$(command -v "$t")" "$dir/$t"
	done
	for t in cc bats man groff; do
		printf '#!/bin/sh\nexit 0\n' >"$dir/$t"
	done
	printf '#!/bin/sh\necho %s\n' "$2" >"$dir/id"
	printf '#!/bin/sh\necho "make $*" >>"%s/log"\n' "$dir" >"$dir/make"
	printf '#!/bin/sh\necho "apt-get $*" >>"%s/log"\n' "$dir" >"$dir/apt-get"
	if [ "$3" = 1 ]; then
		printf '#!/bin/sh\necho "sudo $1" >>"%s/log"\nexec "$@"\n' \
		    "$dir" >"$dir/sudo"
	fi
	chmod +x "$dir"/*
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

@test ".ci/run as root installs without sudo" {
	fake_path "$BATS_TEST_TMPDIR/p" 0 0
	run --separate-stderr env PATH="$BATS_TEST_TMPDIR/p" bash "$TOP/.ci/run"
	ok
	grep -qx 'apt-get install -y -qq tmux' "$BATS_TEST_TMPDIR/p/log"
	! grep -q sudo "$BATS_TEST_TMPDIR/p/log"
}

@test "make play builds quietly: the first line is the game's" {
	cp -R "$TOP/Makefile" "$TOP/cmd" "$TOP/libcore" "$BATS_TEST_TMPDIR/"
	cd "$BATS_TEST_TMPDIR"
	make -s clean
	run make play MAKEFLAGS= <<<$'2\n2'
	ok
	[ "${lines[0]}" = '1. Yunnori Basic' ]
	! grep -q -e 'PATH=' -e '-o ' -e '^cc ' <<<"$output"
	[ -x bin/yut-play ]
}

@test "the files a game writes in the checkout are ignored by git" {
	command -v git >/dev/null || skip "git is missing"
	[ -d "$TOP/.git" ] || [ -f "$TOP/.git" ] || skip "not a git checkout"
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
	[ "$stderr" = 'patolli-play: --bot: X is not L, N or LN' ]
	# ludu: the computer rolls for player 2, the others are asked
	run --separate-stderr ludu-play -s 5 --bot 2 <<<$'r\nr\nr'
	ok
	grep -q '^Player 2 rolled' <<<"$output"
	! grep -q '^Player 2: roll' <<<"$output" || false
	grep -q '^Player 3: roll (r) or exit (e) : r$' <<<"$output"
	run --separate-stderr ludu-play --bot 5
	refused 2
	# yut-play: a seat alone means the strongest strategy
	a=$(yut-play -s 4 --bot 1 <<<$'1\n2\n1' 2>&1)
	b=$(yut-play -s 4 --bot 1=expect <<<$'1\n2\n1' 2>&1)
	[ "$a" = "$b" ]
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

# catches_int PID: wait until process PID has its SIGINT handler in place
# (Linux shows it in /proc; elsewhere a second is given).
catches_int() {
	local i mask
	[ -r "/proc/$1/status" ] || { sleep 1; return 0; }
	for ((i = 0; i < 500; i++)); do
		mask=$(sed -n 's/^SigCgt:[[:space:]]*//p' "/proc/$1/status")
		[ -n "$mask" ] && (((16#$mask >> 1) & 1)) && return 0
		sleep 0.02
	done
	return 1
}

@test "yut-sim: Ctrl-C prints the figures so far and exits 130" {
	local j p
	for j in 1 2; do
		yut-sim -j "$j" -n 1000000000000 -S random,random -s 1 \
		    >out 2>err &
		p=$!
		catches_int "$p"
		sleep 0.2
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
