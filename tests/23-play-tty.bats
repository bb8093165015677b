#!/usr/bin/env bats
# 23-play-tty.bats - yut-play on a real terminal (tmux): a typed password is
# not shown, answers are not shown twice, and --color=auto colours a
# terminal unless NO_COLOR or TERM=dumb says no.

load helper

setup() {
	need tmux
	cd "$BATS_TEST_TMPDIR"
	SOCK="$BATS_TEST_TMPDIR/tmux.sock"
	printf '%s\n' 'Noah 22d34h' 'Liam pw1' >user_info.txt
	chmod 600 user_info.txt
}

# quit [SOCKET]: end yut-play's input (^D) and wait for it to exit, so no
# test leaves a program behind, then stop the terminal.
quit() {
	local s=${1:-$SOCK} i
	tmux -S "$s" send-keys C-d 2>/dev/null || return 0
	for i in $(seq 1 100); do
		tmux -S "$s" capture-pane -p 2>/dev/null | grep -q '^\[exit ' &&
		    break
		sleep 0.05
	done
	tmux -S "$s" kill-server 2>/dev/null
	return 0
}

teardown() {
	local s
	for s in "$BATS_TEST_TMPDIR"/tmux*.sock; do
		[ -S "$s" ] && quit "$s"
	done
	return 0
}

# start ENV... -- ARGS...: run "env ENV... yut-play ARGS..." in a detached
# 100x50 terminal; when it exits, its status is shown and the pane stays.
start() {
	local envs=() cmd
	while [ "$1" != -- ]; do
		envs+=("$1")
		shift
	done
	shift
	cmd=$(printf '%q ' cd "$BATS_TEST_TMPDIR")
	cmd="$cmd && $(printf '%q ' env PATH="$PATH" "${envs[@]}" yut-play "$@")"
	cmd="$cmd; echo \"[exit \$?]\"; exec cat >/dev/null"
	tmux -S "$SOCK" new-session -d -x 100 -y 50 "$cmd"
}

# screen [-e]: the visible screen, with escapes when -e is given.
screen() {
	tmux -S "$SOCK" capture-pane -p "$@"
}

# wait_for REGEX: wait until a line of the screen matches REGEX (the
# program reads its answers as they are typed; this waits for the prompt).
wait_for() {
	local i
	# the prompt is waited for, not a time: the bound is a hang guard
	for i in $(seq 1 6000); do
		screen | grep -q -e "$1" && return 0
		sleep 0.05
	done
	echo "never saw /$1/ on the screen:" >&2
	screen >&2
	return 1
}

# keys TEXT...: type keys; "Enter" presses the return key.
keys() {
	tmux -S "$SOCK" send-keys "$@"
}

@test "a typed password is not shown; echo comes back after it" {
	start -- -a
	wait_for '^Select the function you want : *$'
	keys 2 Enter
	wait_for '^ID : *$'
	keys Noah Enter
	wait_for '^PASSWORD : *$'
	keys -l 22d34h
	keys Enter
	wait_for '^Login Succeed!$'
	screen | grep -qx 'ID : Noah'
	! screen | grep -q 22d34h || false
	# a wrong password is not shown either
	wait_for '^Logged-in ID List : Noah$'
	keys 2 Enter
	wait_for '^ID : *$'
	keys Liam Enter
	wait_for '^PASSWORD : *$'
	keys -l 'secret-wrong'
	keys Enter
	wait_for '^Login Failed!$'
	! screen | grep -q secret || false
	# and the ID typed after a password is echoed again
	keys 2 Enter
	wait_for '^ID : *$'
	keys -l Liam
	wait_for '^ID : Liam$'
	keys Enter
	wait_for '^PASSWORD : *$'
	keys -l pw1
	keys Enter
	wait_for '^Logged-in ID List : Noah Liam$'
	keys 3 Enter
	wait_for '^\[exit 0\]$'
	! screen | grep -q pw1 || false
}

@test "on a terminal an answer is shown once, by the terminal" {
	start -- -b -s 15
	wait_for '^Select the function you want : *$'
	keys 1 Enter
	wait_for '^number of players'
	keys 2 Enter
	wait_for '^number of pieces'
	keys 1 Enter
	wait_for '^>> position : *$'
	screen | grep -qx 'Select the function you want : 1'
	screen | grep -qx 'number of players (2, 3, 4) : 2'
	! screen | grep -qx '[12]' || false
	keys '0 gae' Enter
	wait_for '^Player 1 turn$'
	screen | grep -qx '>> position : 0 gae'
	keys C-d
	wait_for '^\[exit 1\]$'
	screen | grep -qx 'Input ended: the game was not finished.'
}

@test "--color=auto colours a terminal: the players' numbers and marks" {
	start -- -b -s 15 --color=auto
	wait_for '^Select the function you want : *$'
	keys 1 Enter 2 Enter 1 Enter
	wait_for '^>> position : *$'
	screen -e | grep -q $'^Player \e\\[31m0\e\\[[0-9;]*m turn$'
	screen -e | grep -q $'\e\\[94m'
	# without the escapes the screen is the colourless one
	[ "$(screen -e | strip_escapes)" = "$(screen)" ]
	keys '0 gae' Enter
	wait_for '^Player 1 turn$'
	screen -e | grep -q $'^Player \e\\[94m1\e\\[[0-9;]*m turn$'
	screen -e | grep -q $'\e\\[31m1'
}

@test "with no --color a terminal is coloured too" {
	start -- -b -s 15
	wait_for '^Select the function you want : *$'
	keys 1 Enter 2 Enter 1 Enter
	wait_for '^>> position : *$'
	screen -e | grep -q $'\e\\[31m'
}

@test "NO_COLOR, TERM=dumb and --color=never keep a terminal colourless" {
	local how n=0
	for how in 'NO_COLOR=1 --' 'TERM=dumb --' 'NO_COLOR=1 -- --color=auto' \
	    '-- --color=never'; do
		# a server of its own each time: one that is still shutting
		# down must not meet the next on the same socket
		SOCK="$BATS_TEST_TMPDIR/tmux$((n += 1)).sock"
		# shellcheck disable=SC2086
		start $how -b -s 15
		wait_for '^Select the function you want : *$'
		keys 1 Enter 2 Enter 1 Enter
		wait_for '^>> position : *$'
		screen | grep -qx 'Player 0 turn'
		! screen -e | grep -q $'\e' || false
		quit
	done
}

@test "--color=always colours a pipe; auto and an empty NO_COLOR do not force it" {
	run --separate-stderr yut-play -b -s 15 --color=always <<<$'1\n2\n1'
	unfinished
	grep -q $'^Player \e\\[31m0\e\\[0m turn$' <<<"$output"
	[ "$(strip_escapes <<<"$output")" = \
	    "$(yut-play -b -s 15 <<<$'1\n2\n1')" ]
	NO_COLOR= run --separate-stderr yut-play -b -s 15 --color=auto \
	    <<<$'1\n2\n1'
	unfinished
	! grep -q $'\e' <<<"$output" || false
}
