#!/usr/bin/env bats
# 50-hardening.bats - the promises of SECURITY.md that 30-login.bats and
# 31-save.bats do not already test: many writers saving and deleting at
# once, SIGKILL during deletes and while adding users, a full and a
# read-only file system, one answer for every failed login, hostile IDs
# and hashes too costly to check.

load helper

H6='$6$DRIJtPbFUOfxFoCx$IYdNayMScDAXOqtmNFfiuipD2KPbNJakUsD82JRn.5zymuXuh5QJZKKGPaOg8BJ4UN44Fs102X.ZhAjJmop2D/'
HY='$y$j9T$5mV86NZu4NsO5qAkIaL5Q.$Pvw1LzAx/dgmi.gQWSEprexuOEYor2H5LIyCLhQkU./'

setup() {
	cd "$BATS_TEST_TMPDIR"
}

teardown() {
	cd "$BATS_TEST_TMPDIR"
	tmpfs_gone
}

# adv A B [TURN]: a new advanced game of A and B, between turns.
adv() {
	echo "yut1 rules=advanced turn=${3:-0} throws=1 hand= p0=$1:dog:0,0,0,0 p1=$2:pig:0,0,0,0"
}

# line A B [TURN]: the game_info.txt line of adv A B TURN.
line() {
	echo "$1 $2 | $1 1 0 0 0 0 | $2 0 0 0 0 0 | ${3:-0}"
}

# games N: N saved games F1 G1 ... FN GN, one a line.
games() {
	local i
	for i in $(seq 1 "$1"); do
		line "F$i" "G$i"
	done
}

# whole: yut-save -L reads every line of game_info.txt without a complaint.
whole() {
	run --separate-stderr yut-save -L
	ok
	[ -z "$stderr" ]
}

# tmpfs SIZE: mount a file system of SIZE, reached at $MNT, or skip the
# test.
tmpfs() {
	if ! tmpfs_mount "$BATS_TEST_TMPDIR/mnt" "$1"; then
		MNT=
		skip "cannot mount a tmpfs here, neither as root nor in a user namespace"
	fi
}

@test "eight processes saving and deleting different games at once lose nothing" {
	local w i pids=() want
	games 100 >game_info.txt
	for w in 1 2 3 4 5 6 7 8; do
		(
			for i in 1 2 3 4 5 6 7 8; do
				adv "W${w}n$i" "V$w" | yut-save || exit 1
				if [ $((i % 2)) -eq 0 ]; then
					yut-save -d "V$w" "W${w}n$((i - 1))" || exit 1
				fi
			done
			adv "W${w}n2" "V$w" 1 | yut-save || exit 1
			yut-save -d "G$w" "F$w" || exit 1
		) &
		pids+=($!)
	done
	for i in "${pids[@]}"; do
		wait "$i"
	done
	whole
	[ "${#lines[@]}" -eq $((92 + 8 * 4)) ]
	# the old games nobody deleted are first, in their order, byte for byte
	games 100 | sed '1,8d' | cmp - <(head -n 92 game_info.txt)
	{
		for w in 1 2 3 4 5 6 7 8; do
			line "W${w}n2" "V$w" 1
			for i in 4 6 8; do
				line "W${w}n$i" "V$w"
			done
		done
	} | sort >want
	sed '1,92d' game_info.txt | sort | cmp want -
}

@test "SIGKILL while saving and deleting never costs another game or half a line" {
	local i pid
	games 1500 >game_info.txt
	# the games no one touches, in their order
	games 1500 | grep -v '^F\([2468]\|1[0246]\) ' >must
	for i in $(seq 1 16); do
		if [ $((i % 2)) -eq 0 ]; then
			yut-save -d "F$i" "G$i" &
		else
			adv "K$i" "G$i" 1 | yut-save &
		fi
		pid=$!
		sleep "0.0$((RANDOM % 30))"
		kill -9 "$pid" 2>/dev/null || true
		wait "$pid" || true
		whole
		grep -xFf must game_info.txt | cmp - must
		[ -z "$(sort game_info.txt | uniq -d)" ]
		# the game being changed is there whole, or not at all
		[ "$(grep -c "^[FK]$i G$i " game_info.txt)" -le 1 ]
		# the lock died with the writer
		adv "P$i" "Q$i" | yut-save
		grep -qxF "$(line "P$i" "Q$i")" game_info.txt
	done
}

@test "SIGKILL while adding users never costs a user or leaves half a line" {
	local i pid
	for i in $(seq 1 300); do
		echo "Old$i pw$i"
	done >user_info.txt
	chmod 600 user_info.txt
	for i in $(seq 1 10); do
		cp user_info.txt before
		yut-login -a "New$i" <<<"secret$i" &
		pid=$!
		sleep "0.0$((RANDOM % 20))"
		kill -9 "$pid" 2>/dev/null || true
		wait "$pid" || true
		# the old file, then at most the one new user, whole
		head -c "$(wc -c <before)" user_info.txt | cmp - before
		tail -c +"$(($(wc -c <before) + 1))" user_info.txt >added
		[ ! -s added ] || grep -qx "New$i \$[a-z0-9]*\$[^ ]*" added
		[ "$(wc -l <added)" -le 1 ]
		[ "$(stat -c %a user_info.txt)" = 600 ]
	done
	# temporary files left by a kill hold hashes: they are private too
	for f in user_info.txt.??????; do
		[ ! -e "$f" ] || [ "$(stat -c %a "$f")" = 600 ]
	done
	run --separate-stderr yut-login Old300 <<<pw300
	ok
	[ -z "$stderr" ]
}

@test "a full file system gives a clear error and keeps the old files" {
	tmpfs 256k
	cd "$MNT"
	games 200 >game_info.txt
	printf 'Noah 22d34h\nAva %s\n' "$HY" >user_info.txt
	chmod 600 user_info.txt
	cp game_info.txt user_info.txt "$BATS_TEST_TMPDIR/"
	dd if=/dev/zero of=fill bs=4k 2>/dev/null || true
	run --separate-stderr yut-save < <(adv Mia Zoe)
	refused 2
	[ "$stderr" = "yut-save: cannot write game_info.txt (left unchanged): No space left on device" ]
	run --separate-stderr yut-save -d F7 G7
	refused 2
	[[ $stderr == *"No space left on device" ]]
	cmp game_info.txt "$BATS_TEST_TMPDIR/game_info.txt"
	run --separate-stderr yut-login -a Mia <<<'tiger.9'
	refused 2
	[ "$stderr" = "yut-login: cannot write user_info.txt (left unchanged): No space left on device" ]
	cmp user_info.txt "$BATS_TEST_TMPDIR/user_info.txt"
	[ -z "$(ls | grep '\.[A-Za-z0-9]\{6\}$')" ]
	# reading needs no room
	whole
	[ "${#lines[@]}" -eq 200 ]
	run --separate-stderr yut-login Noah <<<22d34h
	ok
	# with room again, saving works
	rm fill
	run --separate-stderr yut-save < <(adv Mia Zoe)
	ok
	grep -qxF "$(line Mia Zoe)" game_info.txt
}

@test "a read-only file system gives a clear error and keeps the old files" {
	tmpfs 256k
	games 3 >"$MNT/game_info.txt"
	printf 'Noah 22d34h\n' >"$MNT/user_info.txt"
	chmod 600 "$MNT/user_info.txt"
	touch "$MNT/user_info.txt.lock"
	cp "$MNT/game_info.txt" "$MNT/user_info.txt" .
	tmpfs_ro "$BATS_TEST_TMPDIR/mnt"
	run --separate-stderr yut-save -f "$MNT/game_info.txt" < <(adv Mia Zoe)
	refused 2
	[ "$stderr" = "yut-save: cannot lock $MNT/game_info.txt: open $MNT/game_info.txt.lock: Read-only file system" ]
	run --separate-stderr yut-login -u "$MNT/user_info.txt" -a Mia <<<'tiger.9'
	refused 2
	[ "$stderr" = "yut-login: cannot lock $MNT/user_info.txt: open $MNT/user_info.txt.lock: Read-only file system" ]
	cmp game_info.txt "$MNT/game_info.txt"
	cmp user_info.txt "$MNT/user_info.txt"
	run --separate-stderr yut-save -f "$MNT/game_info.txt" -l G2 F2
	ok
	run --separate-stderr yut-login -u "$MNT/user_info.txt" Noah <<<22d34h
	ok
}

@test "an unknown ID, a wrong password and a hostile ID get the same answer" {
	local id pw want
	{
		printf 'Noah 22d34h\r\n'
		printf 'Olivia %s\n' "$H6"
		printf 'Ava %s\n' "$HY"
		printf 'Long %s\n' "$(printf 'x%.0s' {1..5000})"
		printf 'Nul a\0b\n'
	} >user_info.txt
	chmod 600 user_info.txt
	run --separate-stderr yut-login Nobody <<<22d34h
	want="$status|$output|$stderr"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[[ $stderr == *"yut-login: Login Failed!" ]]
	for id in Noah Olivia Ava Long Nul 'Noah 22d34h' 'Noah|22d34h' \
	    'No|ah' ' Noah' 'Noah ' $'Noah\r' $'Noah\n' 'noah' '' \
	    "$(printf 'N%.0s' {1..40})" '../user_info.txt'; do
		for pw in wrong 22d34h; do
			[ "$id" = Noah ] && [ "$pw" = 22d34h ] && continue
			run --separate-stderr yut-login -- "$id" <<<"$pw"
			[ "$status|$output|$stderr" = "$want" ]
		done
	done
	run --separate-stderr yut-login Noah <<<22d34h
	ok
	[ "$output" = "Login Succeed!" ]
}

@test "a wrong password for a cheap hash costs about what an unknown ID does" {
	local id t want=()
	printf 'Olivia %s\nAva %s\nNoah 22d34h\n' "$H6" "$HY" >user_info.txt
	chmod 600 user_info.txt
	# CPU seconds of 5 failed logins each; SHA-512 alone is 5 times faster
	for id in Nobody Olivia Ava Noah; do
		t=$( { TIMEFORMAT=%3U; time for i in 1 2 3 4 5; do
			yut-login "$id" <<<wrong 2>/dev/null || true
		done; } 2>&1 )
		t=${t/./}
		want+=("$((10#$t))")
	done
	echo "milliseconds: ${want[*]}"
	[ $((3 * want[1])) -ge "${want[0]}" ]
	[ $((3 * want[2])) -ge "${want[0]}" ]
	[ $((3 * want[3])) -ge "${want[0]}" ]
}

@test "-a refuses IDs that could break a line, and leaves the file alone" {
	printf 'Noah 22d34h\n' >user_info.txt
	chmod 600 user_info.txt
	cp user_info.txt before
	for id in 'Eve 22d34h' 'Eve|x' $'Eve\nNoah' $'Eve\r' $'Eve\t' ' Eve' \
	    'Eve ' 'Eve:x' 'É' "$(printf 'E%.0s' {1..33})"; do
		run --separate-stderr yut-login -a -- "$id" <<<'tiger.9'
		refused 2
		[[ $stderr == "yut-login: bad ID "* ]]
	done
	for pw in 'a b' 'a|b' $'a\tb' $'a\rb'; do
		run --separate-stderr yut-login -a Eve <<<"$pw"
		refused 2
	done
	cmp user_info.txt before
	for id in 'a|b' 'a b' $'a\nb'; do
		run --separate-stderr yut-save -d Noah "$id"
		refused 2
		[[ $stderr == "yut-save: bad ID "* ]]
	done
}

@test "a hash too costly to check is skipped with a warning, not waited for" {
	# 999,999,999 rounds of SHA-512 or yescrypt at N = 2^20 take minutes
	{
		printf 'Slow $6$rounds=999999999$salt$AkOOBO38SQQ8T8Q46KuCON\n'
		printf 'Big $y$jHT$salt$FC7a1160HsuATC.cAs\n'
		printf 'Scrypt $7$CU..../....abcdefgh$0\n'
		printf 'Bf $2b$31$abcdefghijklmnopqrstuu\n'
		printf 'Ava %s\n' "$HY"
		printf 'Olivia %s\n' "$H6"
		printf 'Fast $6$rounds=1000$salt$d7eV9s8slZkQfSpeUNlCmopaL.Tpt4XY61764aINp2KRzpE5Z1iZ0R2WyFPpdxHBQpj2PwPDM2H3NdKLRu/Ax/\n'
	} >user_info.txt
	chmod 600 user_info.txt
	for id in Slow Big Scrypt Bf; do
		run --separate-stderr timeout 300 yut-login "$id" <<<pw
		[ "$status" -eq 1 ]
		[[ $stderr == *"user_info.txt:1: password hash too costly to check, line ignored"* ]]
		[[ $stderr == *"user_info.txt:4: password hash too costly"* ]]
		[[ $stderr == *"yut-login: Login Failed!" ]]
	done
	run --separate-stderr yut-login Ava <<<cow-7.x
	ok
	run --separate-stderr yut-login Olivia <<<sheep42
	ok
	run --separate-stderr yut-login Fast <<<pw
	ok
}

@test "adding to a users file readable by others draws the warning too" {
	printf 'Noah 22d34h\n' >user_info.txt
	chmod 644 user_info.txt
	run --separate-stderr yut-login -a Mia <<<'tiger.9'
	ok
	[[ $stderr == *"user_info.txt is readable by group or others"* ]]
	[ "$(stat -c %a user_info.txt)" = 644 ]
}
