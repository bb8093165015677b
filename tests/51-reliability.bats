#!/usr/bin/env bats
# 51-reliability.bats - nothing lost, nothing hangs: input that never ends
# a line, users and saves "files" that are not files, odd lock files,
# read-only files, an empty file name, escapes in files and IDs, the cost
# of a failed login, blank lines, and the speed of a slow simulation.

load helper

# yescrypt hashes of "pw": N = 2^16 (the costliest accepted), N = 2^17
HB='$y$jBT$abcdefghijklmnop$0eC8MBAVPaQwfmelTzeW3vG1YMrte1jVcr.clKer/j1'
HC='$y$jCT$abcdefghijklmnop$grjDD4M/4FOEE7dMPQrkgvlyFCFS1cYr.dwjiitutPD'

setup() {
	cd "$BATS_TEST_TMPDIR"
}

teardown() {
	tty_end
	exec 7>&- 2>/dev/null || true
	cd "$BATS_TEST_TMPDIR"
	tmpfs_gone
}

# adv A B: a new advanced game of A and B, between turns.
adv() {
	echo "yut1 rules=advanced turn=0 throws=1 hand= p0=$1:dog:0,0,0,0 p1=$2:pig:0,0,0,0"
}

# line A B: the game_info.txt line of adv A B.
line() {
	echo "$1 $2 | $1 1 0 0 0 0 | $2 0 0 0 0 0 | 0"
}

# endless: bytes with no newline, forever.
endless() {
	yes | tr -d '\n'
}

@test "every filter stops on input that never ends a line" {
	local f
	for f in yut-throw 'yut-move 0 do' yut-render yut-bot yut-save \
	    yut-eval; do
		run --separate-stderr timeout 300 $f </dev/zero
		refused 2
		[ "$stderr" = "${f%% *}: state: line longer than 4096 bytes" ]
		run --separate-stderr timeout 300 $f < <(endless)
		refused 2
		[ "$stderr" = "${f%% *}: state: line longer than 4096 bytes" ]
	done
	run --separate-stderr timeout 300 yut-render -a - </dev/zero
	refused 2
	[ "$stderr" = "yut-render: -: line 1: longer than 4096 bytes" ]
	run --separate-stderr timeout 300 yut-referee < <(endless)
	refused 2
	[ "$stderr" = "yut-referee: stdin: a line of more than 69632 bytes never ends" ]
	for f in 'yut-login Noah' 'yut-login -a Mia'; do
		run --separate-stderr timeout 300 $f </dev/zero
		refused 2
		[ "$stderr" = "yut-login: password longer than 256 bytes" ]
	done
	[ ! -e user_info.txt ]
}

@test "yut-play and the companion games take endless input as its end" {
	local g want
	for g in 'yut-play' 'yut-play -b' 'yut-play -a' ludu-play \
	    patolli-play checkers-play; do
		# yut-play ends at its menu; the others in the middle of a game
		want=1
		[[ $g == yut-play* ]] && want=0
		run --separate-stderr timeout 300 $g </dev/zero
		is "$want" "$status" "$g's status"
		[[ $stderr == "${g%% *}: input: an answer of more than "*" bytes never ends; taken as the end of input" ]]
		run --separate-stderr timeout 300 $g < <(endless)
		is "$want" "$status" "$g's status"
		[[ $stderr == *"never ends; taken as the end of input" ]]
	done
	# a long answer that does end is still only a wrong answer
	{ head -c 50000 /dev/zero | tr '\0' 1; printf '\n2\n'; } >in
	run --separate-stderr timeout 300 yut-play -b <in
	ok
	grep -qx 'Wrong answer: the answer is too long' <<<"$output"
}

@test "a users or saves file that is not a regular file is refused" {
	mkfifo fifo
	run --separate-stderr timeout 300 yut-login -a -u /dev/zero Mia <<<pw
	refused 2
	[ "$stderr" = "yut-login: /dev/zero is not a regular file" ]
	run --separate-stderr timeout 300 yut-login -u fifo Mia <<<pw
	refused 2
	[ "$stderr" = "yut-login: fifo is not a regular file" ]
	run --separate-stderr timeout 300 yut-save -f /dev/zero < <(adv Mia Zoe)
	refused 2
	[ "$stderr" = "yut-save: /dev/zero is not a regular file" ]
	for o in -L '-l Mia Zoe' '-d Mia Zoe'; do
		run --separate-stderr timeout 300 yut-save -f fifo $o
		refused 2
		[ "$stderr" = "yut-save: fifo is not a regular file" ]
		run --separate-stderr timeout 300 yut-save -f . $o
		refused 2
		[ "$stderr" = "yut-save: . is not a regular file" ]
	done
	[ "$(ls -A | grep -v '^separate-stderr-')" = fifo ]
}

@test "a lock that is a link, a FIFO or a directory is refused" {
	ln -s "$BATS_TEST_TMPDIR/elsewhere" game_info.txt.lock
	run --separate-stderr yut-save < <(adv Mia Zoe)
	refused 2
	[ "$stderr" = "yut-save: cannot lock game_info.txt: game_info.txt.lock is a symbolic link" ]
	[ ! -e elsewhere ]
	[ ! -e game_info.txt ]
	mkfifo user_info.txt.lock
	run --separate-stderr timeout 300 yut-login -a Mia <<<pw
	refused 2
	[ "$stderr" = "yut-login: cannot lock user_info.txt: user_info.txt.lock is not a regular file" ]
	rm game_info.txt.lock
	mkdir game_info.txt.lock
	run --separate-stderr yut-save < <(adv Mia Zoe)
	refused 2
	[[ $stderr == "yut-save: cannot lock game_info.txt: open game_info.txt.lock: "* ]]
	rmdir game_info.txt.lock
	run --separate-stderr yut-save < <(adv Mia Zoe)
	ok
}

@test "a read-only file is not replaced, even by its owner" {
	line F G >game_info.txt
	chmod 444 game_info.txt
	cp game_info.txt before
	run --separate-stderr yut-save < <(adv Mia Zoe)
	refused 2
	[ "$stderr" = "yut-save: cannot write game_info.txt (left unchanged): Permission denied" ]
	run --separate-stderr yut-save -d F G
	refused 2
	cmp game_info.txt before
	[ "$(stat -c %a game_info.txt)" = 444 ]
	printf 'Noah 22d34h\n' >user_info.txt
	chmod 400 user_info.txt
	run --separate-stderr yut-login -a Mia <<<pw
	refused 2
	[ "$stderr" = "yut-login: cannot write user_info.txt (left unchanged): Permission denied" ]
	[ "$(cat user_info.txt)" = 'Noah 22d34h' ]
	# reading is still allowed
	run --separate-stderr yut-save -l F G
	ok
	chmod 644 game_info.txt
	run --separate-stderr yut-save < <(adv Mia Zoe)
	ok
}

@test "an empty file name is refused and leaves no stray lock" {
	run --separate-stderr yut-save -f '' < <(adv Mia Zoe)
	refused 2
	[ "$stderr" = "yut-save: empty file name" ]
	run --separate-stderr yut-save -f '' -L
	refused 2
	run --separate-stderr yut-login -a -u '' Mia <<<pw
	refused 2
	[ "$stderr" = "yut-login: empty file name" ]
	run --separate-stderr yut-login -u '' Mia <<<pw
	refused 2
	[ -z "$(ls -A | grep -v '^separate-stderr-')" ]
}

@test "escapes in a saves file or an ID reach the terminal quoted" {
	{
		line F G
		printf 'A\033]0;PWNED\007\033[2J | x\n'
		printf 'B C | B 9\233 0 0 0 0 | C 0 0 0 0 0 | 0\n'
	} >game_info.txt
	run --separate-stderr yut-save -L
	ok
	[[ $stderr == *"game_info.txt:2: bad ID 'A\\033]0;PWNED\\007\\033[2J'"* ]]
	[[ $stderr == *"game_info.txt:3: animal '9\\233': invalid"* ]]
	! grep -q $'[\033\007\233]' <<<"$stderr" || false
	run --separate-stderr yut-login -a -- $'Eve\033[2J\n\t\302\233é' <<<pw
	refused 2
	[[ $stderr == "yut-login: bad ID 'Eve\\033[2J\\012"$'\t'"\\302\\233é'"* ]]
	run --separate-stderr yut-render <<<$'yut1 \033[2J'
	refused 2
	[[ $stderr == *"'\\033[2J'"* ]]
}

@test "an unknown ID costs what the file's costliest hash costs" {
	command -v /usr/bin/time >/dev/null || skip "no /usr/bin/time"
	printf 'Noah 22d34h\nBig %s\n' "$HB" >user_info.txt
	chmod 600 user_info.txt
	# yescrypt at N = 2^16 takes 64 MiB: so does a check of an unknown ID
	for id in Big Nobody Noah; do
		run --separate-stderr /usr/bin/time -f 'kb %M' yut-login "$id" <<<wrong
		[ "$status" -eq 1 ]
		[[ $stderr == *"yut-login: Login Failed!"* ]]
		kb=$(sed -n 's/^kb //p' <<<"$stderr")
		echo "$id: $kb KB"
		[ "$kb" -ge 65536 ]
	done
	run --separate-stderr yut-login Big <<<pw
	ok
	# one step costlier (N = 2^17, 128 MiB) is over the cap
	printf 'Noah 22d34h\nHuge %s\n' "$HC" >user_info.txt
	run --separate-stderr /usr/bin/time -f 'kb %M' yut-login Nobody <<<wrong
	[ "$status" -eq 1 ]
	[[ $stderr == *"user_info.txt:2: password hash too costly to check, line ignored"* ]]
	kb=$(sed -n 's/^kb //p' <<<"$stderr")
	[ "$kb" -lt 65536 ]
	for h in '$2b$11$abcdefghijklmnopqrstuuqJ5WcbJn6VrSBjKHA6dmnncoKTHmT5C' \
	    '$6$rounds=200000$abcdefgh$x5ue8x8ebAkvbD9dK/v62FosX0uTCy8ci8OPN6cy1vP6L.6iaCeOmPKt0QAuh0XFAEbrQTCOpnALXK8ypHpJj.'; do
		printf 'Costly %s\n' "$h" >user_info.txt
		run --separate-stderr yut-login Costly <<<pw
		[ "$status" -eq 1 ]
		[[ $stderr == *"user_info.txt:1: password hash too costly"* ]]
	done
}

@test "a line of blanks in either file is kept silently" {
	{ line F G; printf ' \t \n'; line H I; } >game_info.txt
	cp game_info.txt before
	run --separate-stderr yut-save -L
	ok
	[ -z "$stderr" ]
	[ "${#lines[@]}" -eq 2 ]
	run --separate-stderr yut-save < <(adv Mia Zoe)
	ok
	[ -z "$stderr" ]
	{ cat before; line Mia Zoe; } | cmp - game_info.txt
	printf 'Noah 22d34h\n  \nLiam pw1\n' >user_info.txt
	chmod 600 user_info.txt
	run --separate-stderr yut-login Liam <<<pw1
	ok
	[ -z "$stderr" ]
}

@test "a slow simulation shows its speed, not 0 games/s" {
	command -v strace >/dev/null || skip "no strace"
	# wait4 held for 5 s: 2 games take over 5 s, under 0.5 a second
	# (LeakSanitizer cannot run under ptrace: off in a sanitizer build)
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
	    run --separate-stderr strace -f -o /dev/null -e trace=wait4 \
	    -e inject=wait4:delay_exit=5000000:when=1 \
	    yut-sim -j 2 -n 2 -s 1
	ok
	speed=$(tail -1 <<<"$output")
	echo "$speed"
	[[ $speed =~ ^speed\ 0\.[0-9]+\ games/s\ [5-9]\.[0-9]{3}\ s\ 2\ jobs$ ]]
}

# users: Noah and Liam in user_info.txt.
users() {
	printf '%s\n' 'Noah 22d34h' 'Liam pw1' >user_info.txt
	chmod 600 user_info.txt
}

# LOGIN: the answers that log Noah and Liam in and start a new game, then
# take Noah's first turn (seed 5: do, moved to 1), up to Liam's move.
LOGIN='2
Noah
22d34h
2
Liam
pw1
1
0
1
0
0 do
0
'
# Where a game of LOGIN stands at the start of Liam's turn, and at its start.
AFTER='Noah Liam | Noah 0 0 0 0 1 | Liam 1 0 0 0 0 | 1'
FRESH='Noah Liam | Noah 0 0 0 0 0 | Liam 1 0 0 0 0 | 0'

# tty_start ARGS...: yut-play ARGS in a detached 100x50 terminal; its exit
# status shows as "[exit N]" when it ends, and the pane stays (the shell
# traps ^C, so that it lives on; yut-play gets ^C's default action).  Each
# terminal has a server and socket of its own: one still shutting down
# must not meet the next on the same socket.
tty_start() {
	local cmd
	tty_end
	SOCK=$BATS_TEST_TMPDIR/tmux$((TTYN += 1)).sock
	cmd="trap : INT; $(printf '%q ' cd "$BATS_TEST_TMPDIR")"
	cmd="$cmd && $(printf '%q ' env PATH="$PATH" yut-play "$@")"
	cmd="$cmd; echo \"[exit \$?]\"; exec cat >/dev/null"
	tmux -S "$SOCK" new-session -d -x 100 -y 50 "$cmd"
}

# tty_wait REGEX: wait until a line of the screen matches REGEX.
tty_wait() {
	local i
	# the line is waited for, not a time: the bound is a hang guard
	for i in $(seq 1 6000); do
		tmux -S "$SOCK" capture-pane -p | grep -q -e "$1" && return 0
		sleep 0.05
	done
	echo "never saw /$1/ on the screen:" >&2
	tmux -S "$SOCK" capture-pane -p >&2
	return 1
}

# tty_type LINE...: type each LINE and Enter (the terminal keeps what is
# typed ahead until the program reads it, a line at a time).
tty_type() {
	local l
	for l in "$@"; do
		tmux -S "$SOCK" send-keys -l "$l"
		tmux -S "$SOCK" send-keys Enter
	done
}

# tty_pid: the process id of the yut-play in the terminal.
tty_pid() {
	pgrep -P "$(tmux -S "$SOCK" display -p '#{pane_pid}')" -x yut-play
}

# gone PID: wait until process PID has ended.
gone() {
	local i
	for i in $(seq 1 6000); do
		kill -0 "$1" 2>/dev/null || return 0
		sleep 0.05
	done
	return 1
}

tty_end() {
	[ -z "${SOCK-}" ] || tmux -S "$SOCK" kill-server 2>/dev/null || true
	SOCK=
}

# to_liam: in the terminal, log in, start, and play up to Liam's move.
to_liam() {
	local IFS=$'\n'
	tty_wait '^Select the function you want : *$'
	tty_type $LOGIN
	tty_wait '^Player 1 .*turn$'
	tty_wait '^>> position : *$'
}

@test "SIGHUP, SIGTERM, SIGINT or SIGPIPE in an advanced game saves it first" {
	command -v tmux >/dev/null || skip "no tmux"
	local sig num pid
	users
	for sig in HUP TERM INT PIPE; do
		rm -f game_info.txt
		tty_start -a -s 5
		to_liam
		pid=$(tty_pid)
		num=$(kill -l "$sig")
		if [ "$sig" = INT ]; then
			tmux -S "$SOCK" send-keys C-c
		else
			kill -"$sig" "$pid"
		fi
		tty_wait "^\[exit $((128 + num))\]$"
		[ "$(cat game_info.txt)" = "$AFTER" ]
		tty_end
	done
}

@test "a closed terminal saves the advanced game, and a resumed one" {
	command -v tmux >/dev/null || skip "no tmux"
	local pid
	users
	tty_start -a -s 5
	to_liam
	pid=$(tty_pid)
	tmux -S "$SOCK" kill-session
	gone "$pid"
	[ "$(cat game_info.txt)" = "$AFTER" ]
	# resumed, then closed at once: the line stays as it was
	tty_start -a -s 5
	tty_wait '^Select the function you want : *$'
	tty_type 2 Noah 22d34h 2 Liam pw1 1 1 0
	tty_wait '^Player 1 .*turn$'
	pid=$(tty_pid)
	tmux -S "$SOCK" kill-session
	gone "$pid"
	[ "$(cat game_info.txt)" = "$AFTER" ]
	SOCK=
}

@test "^C in a basic game ends it cleanly, and saves nothing" {
	command -v tmux >/dev/null || skip "no tmux"
	tty_start -b -s 5
	tty_wait '^Select the function you want : *$'
	tty_type 1 2 1
	tty_wait '^>> position : *$'
	tmux -S "$SOCK" send-keys C-c
	tty_wait '^\[exit 130\]$'
	tty_wait '^Stopped by a signal: the game was not finished\.$'
	[ ! -e game_info.txt ]
	tty_end
}

@test "a signal while a password is typed leaves the terminal as it was" {
	command -v tmux >/dev/null || skip "no tmux"
	users
	tty_start -a
	tty_wait '^Select the function you want : *$'
	tty_type 2
	tty_wait '^ID : *$'
	tty_type Noah
	tty_wait '^PASSWORD : *$'
	tmux -S "$SOCK" send-keys C-c
	tty_wait '\[exit 130\]$'
	# echo is back on: typed keys show
	tmux -S "$SOCK" send-keys -l visible
	tty_wait 'visible'
	tty_end
}

# fifo_play ARGS...: yut-play ARGS reading the FIFO $T/in (held open on
# descriptor 7 until fifo_end), writing $T/out and $T/err; its status goes
# to $T/rc.  T is the test's directory, so a full disk elsewhere does not
# stop the output.
fifo_play() {
	T=$BATS_TEST_TMPDIR
	rm -f "$T/in" "$T/out" "$T/err" "$T/rc"
	mkfifo "$T/in"
	(set +e; yut-play "$@" <"$T/in" >"$T/out" 2>"$T/err"; echo $? >"$T/rc") &
	FIFO_PID=$!
	exec 7>"$T/in"
}

# fifo_wait REGEX: wait until a line of $T/out matches REGEX; fail if
# yut-play ends first (a hang guard of 10 minutes aside).
fifo_wait() {
	local i
	for i in $(seq 1 12000); do
		grep -q -e "$1" "$T/out" 2>/dev/null && return 0
		[ ! -e "$T/rc" ] || break
		sleep 0.05
	done
	grep -q -e "$1" "$T/out" 2>/dev/null && return 0
	echo "never saw /$1/ in the output:" >&2
	cat "$T/out" "$T/err" >&2
	return 1
}

# fifo_end: close the input and wait for yut-play (not for the other
# jobs of the test); $status is its status.
fifo_end() {
	exec 7>&-
	wait "$FIFO_PID"
	status=$(cat "$T/rc")
}

@test "a failed save says so, keeps the game and asks again" {
	if ! tmpfs_mount "$BATS_TEST_TMPDIR/mnt" 64k; then
		skip "cannot mount a tmpfs here, neither as root nor in a user namespace"
	fi
	cd "$MNT"
	users
	dd if=/dev/zero of=fill bs=4k 2>/dev/null || true
	fifo_play -a -s 5
	# log in, start, animals, then "Save and Exit" on a full disk
	printf '2\nNoah\n22d34h\n2\nLiam\npw1\n1\n0\n1\n1\n' >&7
	fifo_wait '^The game was not saved; it goes on\.$'
	[ "$(grep -c '^Continue (0) / Save and Exit the game (1) : ' "$T/out")" -eq 2 ]
	rm fill
	printf '1\n' >&7
	fifo_wait '^Game saved successfully!$'
	printf '3\n' >&7
	fifo_end
	grep -qx "yut-play: cannot write game_info.txt (left unchanged): No space left on device" "$T/err"
	[ "$status" -eq 0 ]
	[ "$(cat game_info.txt)" = "$FRESH" ]
	cd "$BATS_TEST_TMPDIR"
	tmpfs_gone
}

@test "a saved game open in one yut-play is refused to a second" {
	users
	echo "$FRESH" >game_info.txt
	fifo_play -a -s 5
	printf '2\nNoah\n22d34h\n2\nLiam\npw1\n1\n1\n' >&7
	fifo_wait '^Continue (0) / Save and Exit the game (1) : '
	run --separate-stderr yut-play -a -s 5 <<<$'2\nLiam\npw1\n2\nNoah\n22d34h\n1\n3'
	ok
	grep -qx 'The game of Liam Noah is open elsewhere' <<<"$output"
	! grep -q 'There is a saved game' <<<"$output" || false
	# a new game of the same players is refused as well
	rm game_info.txt
	run --separate-stderr yut-play -a -s 5 <<<$'2\nLiam\npw1\n2\nNoah\n22d34h\n1\n3'
	grep -qx 'The game of Liam Noah is open elsewhere' <<<"$output"
	# other players are not held up
	printf 'Ava cow7\nMia x1\n' >>user_info.txt
	run --separate-stderr yut-play -a -s 5 <<<$'2\nAva\ncow7\n2\nMia\nx1\n1\n0\n1\n1'
	ok
	grep -qx 'Game saved successfully!' <<<"$output"
	fifo_end
	[ "$status" -eq 1 ]
	grep -qx "$FRESH" game_info.txt
	# once the first has ended, the game is free
	run --separate-stderr yut-play -a -s 5 <<<$'2\nLiam\npw1\n2\nNoah\n22d34h\n1\n1\n1'
	ok
	grep -qx 'Game saved successfully!' <<<"$output"
}

@test "-o refuses the users and saves files and writes nothing before a game" {
	users
	echo "$FRESH" >game_info.txt
	cp game_info.txt saves.before
	for f in game_info.txt ./game_info.txt user_info.txt "$PWD/user_info.txt"; do
		run --separate-stderr yut-play -a -o "$f" <<<3
		refused 2
		[[ $stderr == "yut-play: -o $f: "*" file"* ]]
	done
	run --separate-stderr yut-play -a -f saves -o saves <<<3
	refused 2
	cmp game_info.txt saves.before
	[ "$(cat user_info.txt)" = $'Noah 22d34h\nLiam pw1' ]
	# nothing to write: the record is neither created nor emptied
	run --separate-stderr yut-play -a -o rec <<<3
	ok
	[ ! -e rec ]
	# a file that is not empty is refused at once, and kept
	echo keep >old
	run --separate-stderr yut-play -b -o old <<<2
	refused 2
	[ "$(cat old)" = keep ]
	# a game writes an empty one
	: >old
	run --separate-stderr yut-play -b -s 5 -o old <<<$'1\n2\n1'
	unfinished
	[ "$(head -1 old)" = "$(yut-new -p 1 2)" ]
}
