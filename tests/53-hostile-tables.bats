#!/usr/bin/env bats
# 53-hostile-tables.bats - the tables, yut-solve's output, yut-play's record
# and the users file under attack: nothing hangs, nothing is overwritten
# through a link, nothing is lost to a full disk, nothing costs without end.

load helper

# traced ARGS...: strace ARGS..., without the leak check that cannot run
# under ptrace (make san)
traced() {
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" strace "$@"
}

setup_file() {
	yut-solve -q -p 1 -o "$BATS_FILE_TMPDIR/one.tab" >/dev/null
}

one() {
	echo "$BATS_FILE_TMPDIR/one.tab"
}

@test "a FIFO given as a table is refused at once, by every reader" {
	local d=$BATS_TEST_TMPDIR st
	need mkfifo timeout
	mkfifo "$d/fifo"
	st=$(yut-new -p 1 2)
	run --separate-stderr timeout 300 yut-eval -t "$d/fifo" <<<"$st"
	refused 2
	is "yut-eval: $d/fifo is not a regular file" "$stderr"
	run --separate-stderr timeout 300 yut-bot -S perfect -t "$d/fifo" <<<"$st"
	refused 2
	[[ $stderr == *"is not a regular file"* ]]
	run --separate-stderr timeout 300 yut-sim -p 1 -n 1 -S perfect,random \
	    -t "$d/fifo"
	refused 2
	[[ $stderr == *"is not a regular file"* ]]
	run --separate-stderr timeout 300 yut-solve -q -p 1 -i "$d/fifo" \
	    -o "$d/out.tab"
	refused 2
	[[ $stderr == *"is not a regular file"* ]]
	run --separate-stderr timeout 300 yut-eval -t /dev/zero <<<"$st"
	refused 2
	[[ $stderr == *"is not a regular file"* ]]
}

# header N VALUES: the table's header line for N pieces, its values count
# and a checksum of zeros (the size is looked at before the checksum).
header() {
	printf 'yut-table 1\nrules=basic players=2 pieces=%d prob=0.5 cut=19 arrived=0 values=%s sweeps=1 change=0.000e+00 checksum=0000000000000000\n' "$1" "$2"
}

@test "a table header is checked against the file's size before memory is taken for it" {
	local d=$BATS_TEST_TMPDIR st limit
	st=$(yut-new -p 1 2)
	# 200 MB of address space, where the programs run in it (not under
	# AddressSanitizer, whose shadow needs terabytes)
	limit="ulimit -v 200000;"
	bash -c "$limit yut-new 2" >/dev/null 2>&1 || limit=
	# 4 pieces: 46376^2 values, 17.2 GB, promised by a file of no values
	header 4 2150733376 >"$d/four.tab"
	run --separate-stderr bash -c "$limit yut-eval -t '$d/four.tab'" <<<"$st"
	refused 2
	is "yut-eval: $d/four.tab: truncated" "$stderr"
	# 3 pieces, 5456^2 values (238 MB) promised, 8 bytes given
	{ header 3 29767936; printf '01234567'; } >"$d/three.tab"
	run --separate-stderr bash -c "$limit yut-eval -t '$d/three.tab'" <<<"$st"
	refused 2
	is "yut-eval: $d/three.tab: truncated" "$stderr"
	run --separate-stderr yut-solve -q -p 4 -o "$d/x.tab"
	refused 2
	[[ $stderr == *"(1-3 on one machine)"* ]]
}

@test "the table's checksum is 16 lowercase hexadecimal digits, nothing else" {
	local d=$BATS_TEST_TMPDIR st sum
	st=$(yut-new -p 1 2)
	sum=$(sed -n '2s/.* checksum=//p' "$(one)")
	[[ $sum =~ ^[0-9a-f]{16}$ && $sum == *[a-f]* ]]
	sed "2s/checksum=$sum/checksum=${sum^^}/" "$(one)" >"$d/upper.tab"
	run --separate-stderr yut-eval -t "$d/upper.tab" <<<"$st"
	refused 2
	[[ $stderr == *"bad header"* ]]
	sed "2s/checksum=$sum/checksum=0x${sum:2}/" "$(one)" >"$d/0x.tab"
	run --separate-stderr yut-eval -t "$d/0x.tab" <<<"$st"
	refused 2
	[[ $stderr == *"bad header"* ]]
	run yut-eval -t "$(one)" <<<"$st"
	ok
}

@test "yut-solve -o writes through no link: a temporary file of its own, renamed" {
	local d=$BATS_TEST_TMPDIR
	echo precious >"$d/victim"
	ln -s "$d/victim" "$d/out.tab.tmp"
	run yut-solve -q -p 1 -o "$d/out.tab"
	ok
	is precious "$(cat "$d/victim")" "the link's target"
	cmp "$(one)" "$d/out.tab"
	# no temporary file left beside it
	is "$d/out.tab $d/out.tab.lock $d/out.tab.tmp" "$(echo "$d"/out.tab*)"
	# the table's own name a link: replaced, the target untouched
	ln -sf "$d/victim" "$d/link.tab"
	run yut-solve -q -p 1 -o "$d/link.tab"
	ok
	is precious "$(cat "$d/victim")" "the link's target"
	[ ! -L "$d/link.tab" ]
}

@test "yut-solve keeps its sweep through no link, and waits on no FIFO beside -i" {
	local d=$BATS_TEST_TMPDIR
	need timeout
	echo precious >"$d/victim"
	ln -s "$d/victim" "$d/out.tab.sweep"
	run --separate-stderr timeout 300 yut-solve -q -p 1 -k 1e-9 \
	    -o "$d/out.tab"
	ok
	is "yut-solve: $d/out.tab.sweep: a symbolic link, not followed: the sweep under way is not kept" "$stderr"
	is precious "$(cat "$d/victim")" "the link's target"
	cmp "$(one)" "$d/out.tab"
	# a FIFO beside the table read: passed over at once
	mkfifo "$d/out.tab.sweep.fifo"
	cp "$d/out.tab" "$d/in.tab"
	mv "$d/out.tab.sweep.fifo" "$d/in.tab.sweep"
	run --separate-stderr timeout 300 yut-solve -q -p 1 -i "$d/in.tab" \
	    -o "$d/out.tab"
	ok
	is "yut-solve: $d/in.tab.sweep: not a regular file: the solve starts as without it" "$stderr"
	is "start p0=0.509885 p1=0.490115" "${lines[-1]}"
}

@test "yut-solve -o: a path that cannot be written fails before the solve" {
	local d=$BATS_TEST_TMPDIR
	need timeout
	# two pieces take many CPU minutes: the refusal must come first
	run --separate-stderr timeout 300 yut-solve -q -p 2 -o "$d/none/x.tab"
	refused 2
	[[ $stderr == "yut-solve: cannot lock $d/none/x.tab: "* ]]
	mkdir "$d/ro"
	touch "$d/ro/x.tab"
	chmod a-w "$d/ro/x.tab"
	run --separate-stderr timeout 300 yut-solve -q -p 2 -o "$d/ro/x.tab"
	refused 2
	[[ $stderr == *"cannot write $d/ro/x.tab"* ]]
	run --separate-stderr timeout 300 yut-solve -q -p 2 -o /dev/null
	refused 2
	[[ $stderr == *"/dev/null is not a regular file"* ]]
}

@test "yut-solve -k: the table so far is written at the interval, -k 0 only at the end" {
	local d=$BATS_TEST_TMPDIR sweeps n
	need strace
	run traced -f -qq -e trace=rename,renameat,renameat2 -o "$d/trace" \
	    yut-solve -q -p 1 -k 0.000001 -o "$d/k.tab"
	ok
	sweeps=$(sed -n 's/^sweeps //p' <<<"$output")
	[ "$sweeps" -gt 5 ]
	# a rename after every round of blocks, within sweeps too, and the
	# last
	n=$(grep -c 'k\.tab\.' "$d/trace")
	echo "$n renames, $sweeps sweeps"
	[ "$n" -gt $((2 * sweeps)) ]
	cmp "$(one)" "$d/k.tab"
	run traced -f -qq -e trace=rename,renameat,renameat2 -o "$d/trace" \
	    yut-solve -q -p 1 -k 0 -o "$d/k.tab"
	ok
	is 1 "$(grep -c 'k\.tab\.' "$d/trace")" "renames"
	run traced -f -qq -e trace=rename,renameat,renameat2 -o "$d/trace" \
	    yut-solve -q -p 1 -o "$d/k.tab"
	ok
	is 1 "$(grep -c 'k\.tab\.' "$d/trace")" "renames (default: 600 s)"
}

@test "yut-solve -k: a solve killed keeps its checkpoint, and a second run to its -o is refused meanwhile" {
	local d=$BATS_TEST_TMPDIR pid i st
	yut-solve -q -p 2 -a 2 -o "$d/two2.tab" >/dev/null
	yut-solve -q -p 2 -a 1 -i "$d/two2.tab" -n 1000 -k 0.000001 \
	    -o "$d/t.tab" >/dev/null 2>&1 &
	pid=$!
	for ((i = 0; i < 3000; i++)); do
		[ -e "$d/t.tab" ] && break
		sleep 0.1
	done
	run --separate-stderr yut-solve -q -p 1 -o "$d/t.tab"
	kill -KILL "$pid"
	wait "$pid" || true
	refused 2
	is "yut-solve: $d/t.tab is being written by another process ($d/t.tab.lock is locked)" "$stderr"
	# the checkpoint: a sound table of the values so far, for yut-eval or -i
	sed -n '2p' "$d/t.tab" | grep -q ' arrived=1 .* sweeps=[0-9]'
	st='yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,100'
	run --separate-stderr yut-eval -t "$d/t.tab" <<<"$st"
	ok
	[[ ${lines[0]} == p0=* ]]
	[[ $stderr == "yut-eval: $d/t.tab: not solved to the end: "* ]]
}

@test "a warning is one write(2); a file of bad lines costs eleven of them" {
	local d=$BATS_TEST_TMPDIR i
	need strace
	for ((i = 1; i <= 1000; i++)); do echo "bad line $i"; done >"$d/users"
	echo "Noah 22d34h" >>"$d/users"
	chmod 600 "$d/users"
	run traced -f -qq -e trace=write -o "$d/trace" yut-login -u "$d/users" Noah <<<22d34h
	ok
	# stdout and stderr both in $output: 10 lines, the count, the answer
	is 12 "${#lines[@]}" "lines"
	is "yut-login: $d/users:10: password field holds a space or control character, line ignored" "${lines[9]}"
	is "yut-login: $d/users: ... and 990 more lines like it" "${lines[10]}"
	# one write a message: no process's message broken by another's
	is 11 "$(grep -c '^[0-9]* *write(2,' "$d/trace")" "writes to stderr"
	# yut-login -a reads the lines too, and says as much
	run --separate-stderr yut-login -u "$d/users" -a Ava <<<'pw1
pw1'
	ok
	[[ $stderr == *"$d/users: ... and 990 more lines like it"* ]]
	is 11 "$(grep -c "$d/users" <<<"$stderr")" "warnings"
}

# hashed USERS ID: the crypt(3) settings one failed login of ID hashed
# with, a line each, as the preloaded tests/crypt-log.c saw them.
hashed() {
	local log=$BATS_TEST_TMPDIR/crypt.log
	rm -f "$log"
	CRYPT_LOG=$log LD_PRELOAD=$BATS_FILE_TMPDIR/crypt-log.so \
	    ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 \
	    yut-login -u "$1" "$2" <<<wrongpw >/dev/null 2>&1 && return 1
	cat "$log"
}

@test "a malformed hash costs what an unknown ID costs: the stand-in runs whenever crypt(3) fails" {
	local d=$BATS_TEST_TMPDIR mal unknown
	need cc
	cc -shared -fPIC -o "$BATS_FILE_TMPDIR/crypt-log.so" \
	    "$BATS_TEST_DIRNAME/crypt-log.c" -ldl
	printf 'Mal $y$j9T$abc$\n' >"$d/users"
	chmod 600 "$d/users"
	run --separate-stderr yut-login -u "$d/users" Mal <<<wrongpw
	is 1 "$status" "status"
	# an unknown ID hashes once, with the stand-in's setting
	unknown=$(hashed "$d/users" Nobody)
	is 1 "$(wc -l <<<"$unknown")" "hashes of an unknown ID"
	# the malformed hash is tried, refused by crypt(3), then the stand-in
	mal=$(hashed "$d/users" Mal)
	is "\$y\$j9T\$abc\$" "$(sed -n 1p <<<"$mal")" "first setting"
	is "$unknown" "$(sed -n '2,$p' <<<"$mal")" "the stand-in"
}

@test "SHA-crypt at 160,000 rounds is accepted, over it refused, as the pages say" {
	local d=$BATS_TEST_TMPDIR h
	need perl
	h=$(perl -e 'print crypt("pw160", q($6$rounds=160000$saltsalt$))')
	[[ $h == '$6$rounds=160000$saltsalt$'* ]]
	printf 'Ok %s\n' "$h" >"$d/users"
	h=$(perl -e 'print crypt("pw161", q($6$rounds=160001$saltsalt$))')
	printf 'Costly %s\n' "$h" >>"$d/users"
	chmod 600 "$d/users"
	run --separate-stderr yut-login -u "$d/users" Ok <<<pw160
	ok
	is "yut-login: $d/users:2: password hash too costly to check, line ignored" "$stderr"
	run --separate-stderr yut-login -u "$d/users" Costly <<<pw161
	is 1 "$status" "status"
}

@test "yut-eval -a names a summary for every player of a record that joins games" {
	local d=$BATS_TEST_TMPDIR
	printf '%s\n' \
	    'yut1 rules=basic turn=0 throws=0 hand=do p0=0,0 p1=0,0' \
	    'yut1 rules=basic turn=1 throws=1 hand= p0=0,1 p1=0,0' \
	    'yut1 rules=basic turn=2 throws=0 hand=gae p0=0 p1=0 p2=0 p3=0' \
	    'yut1 rules=basic turn=3 throws=1 hand= p0=0 p1=0 p2=2 p3=0' \
	    >"$d/joined.rec"
	run --separate-stderr yut-eval -a "$d/joined.rec"
	ok
	is 6 "${#lines[@]}" "lines"
	[[ ${lines[4]} == "player 2 moves 1 choices 0 "* ]]
	[[ ${lines[5]} == "player 3 moves 0 choices 0 "* ]]
}

# zero_table: a two-piece table of zeros, cut 21, with a checksum that
# matches: what the search visits does not depend on the values, so it
# times the search as the solved table (20 CPU minutes) would.
zero_table() {
	perl -e '
		use strict; use warnings; no warnings "portable"; use integer;
		my $vals = 496 * 496;
		my $head = "rules=basic players=2 pieces=2 prob=0.5 cut=21 " .
		    "arrived=0 values=$vals sweeps=0 change=0.000e+00";
		my ($h, $prime) = (0xcbf29ce484222325, 0x100000001b3);
		$h *= $prime for 1 .. 8 * $vals;
		for my $c (unpack "C*", $head) { $h ^= $c; $h *= $prime }
		binmode STDOUT;
		printf "yut-table 1\n%s checksum=%016x\n", $head, $h;
		print "\0" x (8 * $vals);'
}

@test "the table's search of a long hand ends at once, and past its budget gives the search's estimate" {
	local d=$BATS_TEST_TMPDIR h18 h32 st want unf
	need perl timeout
	zero_table >"$d/zero.tab"
	# its start 0: a table whose last part never had a sweep
	unf="yut-eval: $d/zero.tab: not solved to the end: no sweep of its last part (the positions with no piece arrived) had ended, so its values are not exact (yut-solve -i goes on from them)"
	h18=back-do,back-do,back-do,do,do,do,gae,gae,gae,geol,geol,geol,yut,yut,yut,mo,mo,mo
	h32=$h18,back-do,back-do,do,do,do,gae,gae,gae,geol,geol,geol,yut,yut,mo
	# 18 results took 23 s, 32 did not end in 600 s
	for h in "$h18" "$h32"; do
		st="yut1 rules=basic turn=0 throws=0 hand=$h p0=1,2 p1=3,4"
		run --separate-stderr timeout 300 yut-eval -t "$d/zero.tab" <<<"$st"
		ok
		[[ ${lines[0]} == "p0=1.000000 p1=0.000000" ]]
		run --separate-stderr timeout 300 yut-bot -S perfect -t "$d/zero.tab" <<<"$st"
		ok
		run --separate-stderr timeout 300 yut-eval -a -t "$d/zero.tab" \
		    <<<"$st"$'\n'"$(yut-move 1 do <<<"$st")"
		ok
		[[ ${lines[1]} == "player 0 moves 1 choices "* ]]
	done
	# a budget of 1,000 nodes: this hand is past it, and its values are
	# those of the search without a table, said so; perfect plays expert
	st='yut1 rules=basic turn=0 throws=0 hand=back-do,back-do,do,gae p0=3,11 p1=8,9'
	want=$(yut-eval <<<"$st" 2>/dev/null)
	run --separate-stderr env YUT_TABLE_NODES=1000 yut-eval -t "$d/zero.tab" <<<"$st"
	ok
	is "$want" "$output" "values"
	is "$unf"$'\n'"yut-eval: the hand is beyond the table's search budget: values estimated as without a table" "$stderr"
	run --separate-stderr env YUT_TABLE_NODES=1000 yut-bot -S perfect -t "$d/zero.tab" <<<"$st"
	ok
	is "$(yut-bot -S expert <<<"$st")" "$output" "perfect's move"
	# within the default budget the table's own values
	run --separate-stderr yut-eval -t "$d/zero.tab" <<<"$st"
	ok
	is "$unf" "$stderr"
	[ "$output" != "$want" ]
}

@test "yut-play -a: a record that cannot be written is given up with a warning, the game played and saved" {
	local d=$BATS_TEST_TMPDIR
	[ -w /dev/full ] || skip "no /dev/full"
	cd "$d"
	printf '%s\n' 'Noah 22d34h' 'Mia m1a' >user_info.txt
	chmod 600 user_info.txt
	: >game_info.txt
	# Noah and Mia start a game; Noah moves 0 yut, then input ends
	run --separate-stderr yut-play -a -s 53 -o /dev/full <<<'2
Noah
22d34h
2
Mia
m1a
1
1
0
0
0 yut'
	unfinished
	is "yut-play: write /dev/full: No space left on device; the game goes on unrecorded" "$stderr"
	grep -qx 'Yut : back-do' <<<"$output"
	[ "$(tail -n 1 <<<"$output")" = \
	    'Input ended: the game was saved as it stood at the start of this turn.' ]
	is 'Noah Mia | Noah 1 0 0 0 0 | Mia 0 0 0 0 0 | 0' "$(cat game_info.txt)" "saved"
}

@test "yut-solve -i names a table that does not fit in good grammar" {
	local d=$BATS_TEST_TMPDIR
	yut-solve -q -p 1 -P 0.9 -o "$d/p9.tab" >/dev/null
	run --separate-stderr yut-solve -q -p 1 -i "$d/p9.tab" -o "$d/x.tab"
	refused 2
	is "yut-solve: the table given is not for 1 piece, -P 0.5, cut 19, with 0 or more arrived" "$stderr"
	# neither the table nor its temporary file
	[ ! -e "$d/x.tab" ]
	! compgen -G "$d/x.tab.??????" || false
}
