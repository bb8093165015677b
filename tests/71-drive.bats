#!/usr/bin/env bats
# 71-drive.bats - yut-drive plays programs on a pseudo-terminal: yut-play
# passes, and programs that crash, loop, flood or never ask are stopped
# with exit 2 and a message that names the cause.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# script NAME BODY: an executable shell script NAME.
script() {
	printf '#!/bin/sh\n%s\n' "$2" >"$1"
	chmod +x "$1"
}

# failed STATUS REGEX: the last run exited STATUS and said REGEX on stderr.
failed() {
	if [ "$status" -ne "$1" ] || ! grep -Eq -e "$2" <<<"$stderr"; then
		echo "status $status, want $1; stderr (want /$2/):" >&2
		printf '%s\n' "$stderr" >&2
		return 1
	fi
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
	[[ ${lines[0]} == 'usage: yut-drive [-aH] [-d dir] '* ]]
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
	run --separate-stderr yut-drive -t 5 -o t.txt -- ./early.sh
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
	run --separate-stderr yut-drive -t 0.3 -- ./loop.sh
	failed 2 'loop.sh stopped answering: no question within 0.3 s \(line 2; 6 bytes printed'
}

@test "yut-drive: a program that never asks is stopped, and its children go too" {
	# the child ignores the hangup of the terminal: only a kill stops it
	script silent.sh 'trap "" HUP; sleep 1000 & echo $! >child.pid; echo "I never ask"; exec sleep 1000'
	run --separate-stderr yut-drive -t 0.3 -- sh -c 'cd "$1" && ./silent.sh' sh "$PWD"
	failed 2 'stopped answering: no question within 0.3 s'
	# killed: gone, or a zombie waiting for its new parent to reap it
	pid=$(cat child.pid)
	st=$(ps -o stat= -p "$pid" || true)
	[[ -z $st || $st == Z* ]]
}

@test "yut-drive: a program that floods its terminal is stopped" {
	script flood.sh 'exec yes "Yunnori for ever"'
	run --separate-stderr yut-drive -t 0.3 -o t.txt -- ./flood.sh
	failed 2 'flood.sh stopped answering: no question within 0.3 s \(line [0-9]+; [0-9]+ bytes printed'
	[ "$(stat -c %s t.txt)" -le $((64 << 20)) ]
}

@test "yut-drive: a program that asks again and again without reading is stopped" {
	script deaf.sh 'while :; do printf "Choose a game to play (1, 2) : "; sleep 0.01; done'
	run --separate-stderr yut-drive -t 0.3 -- ./deaf.sh
	failed 2 "deaf.sh asks 'Choose a game to play \\(1, 2\\) :' again and again \\(line [0-9]+\\): it does not take the answers"
}
