#!/usr/bin/env bats
# 18-newcomer.bats - a newcomer's first hour: setting up, playing against
# the computer, the advanced game from nothing, and a replay.

load helper

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
