#!/usr/bin/env bats
# 31-save.bats - yut-save and game_info.txt: round trips, lookups by a set
# of IDs, every other line kept byte for byte, bad lines kept and reported,
# refusals, and the file surviving concurrent writers, SIGKILL and errors.

load helper

S1='yut1 rules=advanced turn=1 throws=1 hand= p0=Noah:dog:0,100,100,100 p1=Liam:pig:1,5,5,5'
L1='Noah Liam | Noah 1 0 100 100 100 | Liam 0 1 5 5 5 | 1'
S3='yut1 rules=advanced turn=2 throws=1 hand= p0=Olivia:sheep:0,0,10,10 p1=Ava:dog:0,0,2,100 p2=Sophia:cow:0,3,100,100'
L3='Olivia Ava Sophia | Olivia 2 0 0 10 10 | Ava 1 0 0 2 100 | Sophia 3 0 3 100 100 | 2'

setup() {
	cd "$BATS_TEST_TMPDIR"
}

teardown() {
	if [ -n "${RODIR-}" ]; then
		chmod -R u+w "$RODIR"
		rm -rf "$RODIR"
	fi
}

# adv A B [TURN]: a new advanced game of A and B, between turns.
adv() {
	echo "yut1 rules=advanced turn=${3:-0} throws=1 hand= p0=$1:dog:0,0,0,0 p1=$2:pig:0,0,0,0"
}

# save STATE [ARGS...]: run yut-save with STATE on stdin.
save() {
	local st=$1
	shift
	run --separate-stderr yut-save "$@" <<<"$st"
}

@test "a saved game is one game_info.txt line and comes back as a state" {
	save "$S1"
	ok
	[ -z "$output" ]
	[ -z "$stderr" ]
	printf '%s\n' "$L1" | cmp - game_info.txt
	run --separate-stderr yut-save -l Noah Liam
	ok
	[ "$output" = "$S1" ]
	save "$S3"
	ok
	printf '%s\n' "$L1" "$L3" | cmp - game_info.txt
	run --separate-stderr yut-save -l Olivia Ava Sophia
	ok
	[ "$output" = "$S3" ]
}

@test "the set of IDs is looked up in any order; the saved order is kept" {
	save "$S3"
	ok
	for ids in "Sophia Ava Olivia" "Ava Olivia Sophia" "Olivia Sophia Ava"; do
		run --separate-stderr yut-save -l $ids
		ok
		[ "$output" = "$S3" ]
	done
	run --separate-stderr yut-save -l Olivia Ava
	refused 1
	[ "$stderr" = "yut-save: no saved game of Olivia Ava" ]
	run --separate-stderr yut-save -l Olivia Ava Sophia Noah
	refused 1
}

@test "saving replaces the set's line in place and keeps the others byte for byte" {
	{
		printf '%s\r\n' "$L3"
		printf '%s\n' "$L1"
		printf '%s\n' 'Mia Ella | Mia 0 0 0 0 0 | Ella 3 0 0 0 1 | 0'
	} >game_info.txt
	# the same players in another order: still their line
	save 'yut1 rules=advanced turn=0 throws=1 hand= p0=Liam:pig:0,0,1,2 p1=Noah:cow:0,0,0,19'
	ok
	{
		printf '%s\r\n' "$L3"
		printf '%s\n' 'Liam Noah | Liam 0 0 0 1 2 | Noah 3 0 0 0 19 | 0'
		printf '%s\n' 'Mia Ella | Mia 0 0 0 0 0 | Ella 3 0 0 0 1 | 0'
	} | cmp - game_info.txt
	run --separate-stderr yut-save -l Noah Liam
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=1 hand= p0=Liam:pig:0,0,1,2 p1=Noah:cow:0,0,0,19' ]
}

@test "a new set is appended; a last line without a newline stays whole" {
	printf '%s' "$L1" >game_info.txt
	save "$S3"
	ok
	printf '%s\n' "$L1" "$L3" | cmp - game_info.txt
	# an over-long last line too
	printf '%s\n' "$L3" >game_info.txt
	printf 'x%.0s' {1..5000} >>game_info.txt
	cp game_info.txt before
	save "$S1"
	ok
	{ cat before; echo; echo "$L1"; } | cmp - game_info.txt
	[[ $stderr == *"game_info.txt:2: line longer than 4096 bytes"* ]]
}

@test "CRLF lines are read" {
	printf '%s\r\n' "$L3" "$L1" >game_info.txt
	run --separate-stderr yut-save -l Liam Noah
	ok
	[ "$output" = "$S1" ]
	[ -z "$stderr" ]
}

@test "lines that do not parse are kept byte for byte and reported" {
	{
		printf '%s\n' 'this is not a saved game'
		printf '%s\n' "$L1"
		printf '%s\n' 'Noah Mia | Noah 1 0 0 0 0 | Mia 3 0 0 0 7 | 0'
		printf 'Ava Mia | Ava 1 0 0\0 0 0 | Mia 0 0 0 0 0 | 0\n'
		printf 'Ava Mia | %s\n' "$(printf '0%.0s' {1..5000})"
		printf '%s\n' 'Ava Mia | Ava 1 0 0 0 0 | Mia 0 0 0 0 0 | 2'
		printf '%s\n' 'Ava Mia | Ava 1 0 0 0 5 | Mia 0 0 0 0 5 | 0'
		printf '%s\n' 'Ava Mia | Ava 9 0 0 0 0 | Mia 0 0 0 0 0 | 0'
		printf '%s\n' 'Ava Mia | Ava 1 0 0 0 | Mia 0 0 0 0 0 | 0'
		printf '%s\n' 'Ava Ava | Ava 1 0 0 0 0 | Ava 0 0 0 0 0 | 0'
		printf '%s\n' 'Ava Mia | Ava 1 100 100 100 100 | Mia 0 0 0 0 0 | 0'
		printf '%s\n' 'Ava Mia | Ava 1 0 0 0 0 | Mia 0 0 0 0 0 | 0 extra'
		printf '%s\n' 'Ava Mia | Ava 1 0 0 0 30 | Mia 0 0 0 0 0 | 0'
		printf '%s\n' 'Ava Mia | Mia 1 0 0 0 0 | Ava 0 0 0 0 0 | 0'
	} >game_info.txt
	cp game_info.txt before
	run --separate-stderr yut-save -L
	ok
	[ "$output" = "Noah Liam: Liam to move; Noah dog 0,100,100,100; Liam pig 1,5,5,5" ]
	local n
	# ten reported, the rest counted
	for n in 1 3 4 5 6 7 8 9 10 11; do
		[[ $stderr == *"yut-save: game_info.txt:$n: "*"; line kept as it is"* ]]
	done
	[[ $stderr != *"game_info.txt:2:"* ]]
	[[ $stderr == *"game_info.txt:3: "*cow* ]]
	[[ $stderr == *"game_info.txt:7: "*"square 5"* ]]
	[[ $stderr == *"yut-save: game_info.txt: ... and 3 more lines like it" ]]
	sed 1,11d game_info.txt >rest.txt
	run --separate-stderr yut-save -L -f rest.txt
	ok
	for n in 1 2 3; do
		[[ $stderr == *"yut-save: rest.txt:$n: "*"; line kept as it is"* ]]
	done
	save "$S3"
	ok
	cat before - <<<"$L3" | cmp - game_info.txt
	run --separate-stderr yut-save -d Noah Liam
	ok
	{ sed 2d before; echo "$L3"; } | cmp - game_info.txt
}

@test "-L lists every game, one line each, in file order" {
	run --separate-stderr yut-save -L
	ok
	[ -z "$output" ]
	save "$S3"
	save "$S1"
	run --separate-stderr yut-save -L
	ok
	[ "${lines[0]}" = "Olivia Ava Sophia: Sophia to move; Olivia sheep 0,0,10,10; Ava dog 0,0,2,100; Sophia cow 0,3,100,100" ]
	[ "${lines[1]}" = "Noah Liam: Liam to move; Noah dog 0,100,100,100; Liam pig 1,5,5,5" ]
	[ "${#lines[@]}" -eq 2 ]
}

@test "-d deletes a set's line, in any order, and says when there is none" {
	save "$S1"
	save "$S3"
	run --separate-stderr yut-save -d Sophia Olivia Ava
	ok
	[ -z "$output" ]
	printf '%s\n' "$L1" | cmp - game_info.txt
	run --separate-stderr yut-save -d Sophia Olivia Ava
	refused 1
	[ "$stderr" = "yut-save: no saved game of Sophia Olivia Ava" ]
	run --separate-stderr yut-save -l Ava Sophia Olivia
	refused 1
	run --separate-stderr yut-save -d Liam Noah
	ok
	[ ! -s game_info.txt ]
	rm game_info.txt
	run --separate-stderr yut-save -d Liam Noah
	refused 1
	[ ! -e game_info.txt ]
}

@test "only advanced games between turns are saved" {
	save "$S1"
	cp game_info.txt before
	save "$(sed 's/throws=1 hand=/throws=0 hand=gae/' <<<"$S1")"
	refused 1
	[[ $stderr == *"not between turns"* ]]
	save "${S1/hand=/hand=do}"
	refused 1
	[[ $stderr == *"not between turns"* ]]
	save "${S1/throws=1/throws=2}"
	refused 1
	save 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0,0,0 p1=0,0,0,0'
	refused 1
	[[ $stderr == *"not an advanced game"* ]]
	save 'yut1 rules=advanced turn=0 throws=1 hand='
	refused 2
	save 'not a state'
	refused 2
	run --separate-stderr yut-save </dev/null
	refused 2
	printf '%s\n%s\n' "$S1" "$S1" >two
	run --separate-stderr yut-save two
	refused 2
	cmp game_info.txt before
}

@test "saving a finished game removes its line instead" {
	save "$S1"
	save "$S3"
	save 'yut1 rules=advanced turn=1 throws=1 hand= p0=Liam:pig:1,5,5,5 p1=Noah:dog:100,100,100,100'
	ok
	[ -z "$output" ]
	[[ $stderr == *"the game is over"*removed* ]]
	printf '%s\n' "$L3" | cmp - game_info.txt
	save 'yut1 rules=advanced turn=1 throws=1 hand= p0=Liam:pig:1,5,5,5 p1=Noah:dog:100,100,100,100'
	ok
	[[ $stderr == *"the game is over"* ]]
	printf '%s\n' "$L3" | cmp - game_info.txt
}

@test "a state file operand, -f and YUT_SAVES choose the files" {
	echo "$S1" >state
	run --separate-stderr yut-save -f saves state
	ok
	printf '%s\n' "$L1" | cmp - saves
	[ ! -e game_info.txt ]
	YUT_SAVES=saves run --separate-stderr yut-save -l Noah Liam
	ok
	[ "$output" = "$S1" ]
	YUT_SAVES=saves run --separate-stderr yut-save -f other -l Noah Liam
	refused 1
	run --separate-stderr yut-save - <state
	ok
	printf '%s\n' "$L1" | cmp - game_info.txt
}

@test "bad IDs and bad usage" {
	run --separate-stderr yut-save -l 'no!'
	refused 2
	run --separate-stderr yut-save -l Noah Noah
	refused 2
	[[ $stderr == *"given twice"* ]]
	run --separate-stderr yut-save -l
	refused 2
	run --separate-stderr yut-save -L Noah
	refused 2
	run --separate-stderr yut-save -l -d Noah Liam
	refused 2
	run --separate-stderr yut-save a b
	refused 2
	run --separate-stderr yut-save -h
	ok
	[[ $output == "usage: yut-save "* ]]
	run --separate-stderr yut-save --version
	ok
	[[ $output == "yut-save "[0-9]* ]]
}

@test "two writers at once lose no game (2 x 50 saves)" {
	local i
	for w in A B; do
		(
			for i in $(seq 1 50); do
				adv "$w$i" "X$w$i" | yut-save || exit 1
			done
		) &
	done
	wait %1
	wait %2
	[ "$(wc -l <game_info.txt)" -eq 100 ]
	for w in A B; do
		for i in $(seq 1 50); do
			grep -qx "$w$i X$w$i | $w$i 1 0 0 0 0 | X$w$i 0 0 0 0 0 | 0" game_info.txt
		done
	done
	run --separate-stderr yut-save -L
	ok
	[ -z "$stderr" ]
	[ "${#lines[@]}" -eq 100 ]
}

@test "a save killed with SIGKILL leaves a whole file with every earlier game" {
	local k pid
	# (the loops do not use i: bats's run changes it)
	# a big file, so that a kill often lands in the middle of a rewrite
	for k in $(seq 1 3000); do
		echo "F$k G$k | F$k 1 0 0 0 0 | G$k 0 0 0 0 0 | 0"
	done >game_info.txt
	for k in $(seq 1 25); do
		adv "P$k" "Q$k" | yut-save
		adv "K$k" "Q$k" 1 >killed
		yut-save killed &
		pid=$!
		sleep "0.00$((RANDOM % 10))"
		kill -9 "$pid" 2>/dev/null || true
		wait "$pid" || true
		run --separate-stderr yut-save -L
		ok
		[ -z "$stderr" ]
		[ "${#lines[@]}" -ge $((3000 + k)) ]
		run --separate-stderr yut-save -l "Q$k" "P$k"
		ok
	done
	for k in $(seq 1 25); do
		grep -qx "P$k Q$k | P$k 1 0 0 0 0 | Q$k 0 0 0 0 0 | 0" game_info.txt
	done
	for k in 1 1500 3000; do
		grep -qx "F$k G$k | F$k 1 0 0 0 0 | G$k 0 0 0 0 0 | 0" game_info.txt
	done
}

@test "a write that fails leaves the old file as it was" {
	local i
	for i in $(seq 1 100); do
		echo "F$i G$i | F$i 1 0 0 0 0 | G$i 0 0 0 0 0 | 0"
	done >game_info.txt
	cp game_info.txt before
	# a file size limit makes the temporary file's writes fail
	run --separate-stderr bash -c 'trap "" XFSZ; ulimit -f 2; yut-save' <<<"$S1"
	refused 2
	[[ $stderr == "yut-save: cannot write game_info.txt (left unchanged): "* ]]
	cmp game_info.txt before
	[ "$(ls | grep -c '^game_info.txt\.[A-Za-z0-9]\{6\}$')" -eq 0 ]
}

@test "a read-only directory gives a clear error and keeps the old file" {
	local as=()
	RODIR=$(mktemp -d "${TMPDIR:-/tmp}/yut-ro.XXXXXX")
	chmod 755 "$RODIR"
	printf '%s\n' "$L3" >"$RODIR/game_info.txt"
	chmod 644 "$RODIR/game_info.txt"
	chmod 555 "$RODIR"
	if [ "$(id -u)" -eq 0 ]; then
		command -v setpriv >/dev/null || skip "root, and no setpriv to drop it"
		as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
	fi
	run --separate-stderr "${as[@]}" "$(command -v yut-save)" -f "$RODIR/game_info.txt" <<<"$S1"
	refused 2
	[[ $stderr == "yut-save: cannot lock $RODIR/game_info.txt: "*"Permission denied" ]]
	printf '%s\n' "$L3" | cmp - "$RODIR/game_info.txt"
	# reading needs no lock
	run --separate-stderr "${as[@]}" "$(command -v yut-save)" -f "$RODIR/game_info.txt" -l Ava Sophia Olivia
	ok
	[ "$output" = "$S3" ]
	# with the lock file there already, the temporary file is refused
	chmod 755 "$RODIR"
	touch "$RODIR/game_info.txt.lock"
	chmod 666 "$RODIR/game_info.txt.lock"
	chmod 555 "$RODIR"
	run --separate-stderr "${as[@]}" "$(command -v yut-save)" -f "$RODIR/game_info.txt" <<<"$S1"
	refused 2
	[[ $stderr == "yut-save: cannot write $RODIR/game_info.txt (left unchanged): "*"Permission denied" ]]
	printf '%s\n' "$L3" | cmp - "$RODIR/game_info.txt"
}

# capped TEXT MAX: every line of TEXT a warning of a bad saves line, ten
# a read at most and then the count of the rest, for MAX reads at most.
capped() {
	local reads lines
	reads=$(grep -c ': \.\.\. and 199990 more lines like it$' <<<"$1")
	lines=$(grep -c . <<<"$1")
	if [ "$reads" -lt 1 ] || [ "$reads" -gt "$2" ] ||
	    [ "$lines" -ne $((11 * reads)) ] ||
	    grep -v -e ':[0-9]*: player 0: expected .*; line kept as it is$' \
	    -e ': \.\.\. and 199990 more lines like it$' <<<"$1" | grep -q .; then
		printf 'want ten warnings and a count a read, %s reads at most; got %s lines, %s counts:\n' \
		    "$2" "$lines" "$reads" >&2
		head -n 40 <<<"$1" >&2
		return 1
	fi
}

@test "a saves file of 200,000 bad lines costs eleven warnings a read, and the session plays on" {
	seq 200000 | sed 's/^/bad line /' >bad.txt
	{ cat bad.txt; printf '%s\n' "$L1"; } >game_info.txt
	run --separate-stderr yut-save -L
	ok
	is "Noah Liam: Liam to move; Noah dog 0,100,100,100; Liam pig 1,5,5,5" "$output"
	capped "$stderr" 1
	is "yut-save: game_info.txt:10: player 0: expected '| bad animal positions'; line kept as it is" \
	    "$(sed -n 10p <<<"$stderr")"
	is "yut-save: game_info.txt: ... and 199990 more lines like it" \
	    "$(sed -n 11p <<<"$stderr")"
	save "$S3"
	ok
	capped "$stderr" 1
	[ "$(wc -l <game_info.txt)" -eq 200002 ]
	# yut-drive reads the file given and the program's; yut-play reads
	# its own at each login and save; the referee the file given twice
	run --separate-stderr timeout 600 yut-drive -a -n 1 -s 3 -t 60 -d run \
	    --saves-before bad.txt -o t.txt -- yut-play -s 3 --color=never
	ok
	[[ $stderr != *"stopped answering"* ]]
	capped "$stderr" 3
	capped "$(grep '^yut-play: ' t.txt | tr -d '\r')" 6
	grep -q '^Player [0-3] win' t.txt
	run --separate-stderr yut-referee -f bad.txt t.txt
	ok
	[[ $output == "t.txt: consistent: "* ]]
	capped "$stderr" 2
}
