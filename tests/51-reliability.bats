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
	for f in yut-throw 'yut-move 0 do' yut-render yut-bot yut-save; do
		run --separate-stderr timeout 20 $f </dev/zero
		refused 2
		[ "$stderr" = "${f%% *}: state: line longer than 4096 bytes" ]
		run --separate-stderr timeout 20 $f < <(endless)
		refused 2
		[ "$stderr" = "${f%% *}: state: line longer than 4096 bytes" ]
	done
	for f in 'yut-login Noah' 'yut-login -a Mia'; do
		run --separate-stderr timeout 20 $f </dev/zero
		refused 2
		[ "$stderr" = "yut-login: password longer than 256 bytes" ]
	done
	[ ! -e user_info.txt ]
}

@test "yut-play and the companion games take endless input as its end" {
	local g
	for g in 'yut-play' 'yut-play -b' 'yut-play -a' ludu-play \
	    patolli-play checkers-play; do
		run --separate-stderr timeout 20 $g </dev/zero
		ok
		[[ $stderr == "${g%% *}: input: an answer of more than "*" bytes never ends; taken as the end of input" ]]
		run --separate-stderr timeout 20 $g < <(endless)
		ok
		[[ $stderr == *"never ends; taken as the end of input" ]]
	done
	# a long answer that does end is still only a wrong answer
	{ head -c 50000 /dev/zero | tr '\0' 1; printf '\n2\n'; } >in
	run --separate-stderr timeout 20 yut-play -b <in
	ok
	grep -qx 'Wrong answer: the answer is too long' <<<"$output"
}

@test "a users or saves file that is not a regular file is refused" {
	mkfifo fifo
	run --separate-stderr timeout 20 yut-login -a -u /dev/zero Mia <<<pw
	refused 2
	[ "$stderr" = "yut-login: /dev/zero is not a regular file" ]
	run --separate-stderr timeout 20 yut-login -u fifo Mia <<<pw
	refused 2
	[ "$stderr" = "yut-login: fifo is not a regular file" ]
	run --separate-stderr timeout 20 yut-save -f /dev/zero < <(adv Mia Zoe)
	refused 2
	[ "$stderr" = "yut-save: /dev/zero is not a regular file" ]
	for o in -L '-l Mia Zoe' '-d Mia Zoe'; do
		run --separate-stderr timeout 20 yut-save -f fifo $o
		refused 2
		[ "$stderr" = "yut-save: fifo is not a regular file" ]
		run --separate-stderr timeout 20 yut-save -f . $o
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
	run --separate-stderr timeout 20 yut-login -a Mia <<<pw
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
	run --separate-stderr strace -f -o /dev/null -e trace=wait4 \
	    -e inject=wait4:delay_exit=5000000:when=1 \
	    yut-sim -j 2 -n 2 -s 1
	ok
	speed=$(tail -1 <<<"$output")
	echo "$speed"
	[[ $speed =~ ^speed\ 0\.[0-9]+\ games/s\ [5-9]\.[0-9]{3}\ s\ 2\ jobs$ ]]
}
