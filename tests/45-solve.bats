#!/usr/bin/env bats
# 45-solve.bats - yut-solve's tables: values checked by hand, a reader that
# refuses what is not a sound table, and the perfect player and yut-eval
# naming only legal moves.

load helper

setup_file() {
	yut-solve -q -p 1 -o "$BATS_FILE_TMPDIR/one.tab" \
	    >"$BATS_FILE_TMPDIR/one.out"
	yut-solve -q -p 1 -P 0.9 -o "$BATS_FILE_TMPDIR/p9.tab" >/dev/null
}

one() {
	echo "$BATS_FILE_TMPDIR/one.tab"
}

# p0 TABLE STATE: player 0's chance in STATE, from yut-eval.
p0() {
	yut-eval -t "$1" <<<"$2" | sed -n '1s/^p0=\([^ ]*\) .*/\1/p'
}

# near A B [EPS]: A and B differ by at most EPS (default 2e-6).
near() {
	awk -v a="$1" -v b="$2" -v e="${3:-0.000002}" \
	    'BEGIN { d = a - b; if (d < 0) d = -d; exit !(d <= e) }' || {
		echo "$1 is not within ${3:-0.000002} of $2" >&2
		return 1
	}
}

@test "yut-solve -h, --version and bad usage" {
	run --separate-stderr yut-solve -h
	ok
	[[ $output == usage:\ yut-solve* ]]
	run --separate-stderr yut-solve --version
	ok
	[ "$output" = "yut-solve 1.0.0" ]
	run --separate-stderr yut-solve -o x.tab
	refused 2
	run --separate-stderr yut-solve -p 1
	refused 2
	run --separate-stderr yut-solve -p 4 -o x.tab
	refused 2
	[[ $stderr == *"-p: 4 is too large"* ]]
	run --separate-stderr yut-solve -p 1 -P 1 -o x.tab
	refused 2
	run --separate-stderr yut-solve -p 1 -o /nonexistent/x.tab
	refused 2
	[[ $stderr == "yut-solve: cannot lock /nonexistent/x.tab: "* ]]
}

@test "yut-solve reports what it did, and the first player wins 50.99% at one piece" {
	run cat "$BATS_FILE_TMPDIR/one.out"
	[[ ${lines[0]} == "pieces 1 prob 0.5" ]]
	[[ ${lines[1]} == "states 871" ]]
	[[ ${lines[2]} =~ ^sweeps\ [0-9]+$ ]]
	[[ ${lines[3]} =~ ^change\ [0-9.]+e-1[2-9]$ ]]
	[[ ${lines[4]} == "cut 19 results"* ]]
	[[ ${lines[6]} =~ ^time\ [0-9.]+\ s$ ]]
	[[ ${lines[7]} =~ ^memory\ [0-9.]+\ MB$ ]]
	[ "${lines[8]}" = "start p0=0.509885 p1=0.490115" ]
	run p0 "$(one)" "$(yut-new -p 1 2)"
	[ "$output" = 0.509885 ]
}

@test "yut-solve's table file starts with its two documented lines" {
	run head -n 2 "$(one)"
	[ "${lines[0]}" = "yut-table 1" ]
	[[ ${lines[1]} =~ ^rules=basic\ players=2\ pieces=1\ prob=0.5\ cut=19\ arrived=0\ values=961\ sweeps=[0-9]+\ change=[0-9.]+e-[0-9]+\ checksum=[0-9a-f]{16}$ ]]
	# two lines and 961 values of 8 bytes
	h=$(head -n 2 "$(one)" | wc -c)
	[ "$(wc -c <"$(one)")" -eq $((h + 961 * 8)) ]
}

# A piece on 29 arrives with anything but a first back-do, which takes it
# to 19 and ends the turn: V(29, x) = 1 - b + b (1 - V'(x, 19)), b the
# chance of a back-do, p q^3.
@test "values agree with a hand computation at 29, fair sticks and -P 0.9" {
	local tab p b v w
	for tab in one:0.5 p9:0.9; do
		p=${tab#*:}
		tab=$BATS_FILE_TMPDIR/${tab%:*}.tab
		b=$(awk -v p="$p" 'BEGIN { printf "%.12f", p * (1 - p) ^ 3 }')
		for x in 0 3 10 22 28; do
			v=$(p0 "$tab" "yut1 rules=basic turn=0 throws=1 hand= p0=29 p1=$x")
			w=$(p0 "$tab" "yut1 rules=basic turn=1 throws=1 hand= p0=19 p1=$x")
			near "$v" "$(awk -v b="$b" -v w="$w" \
			    'BEGIN { print 1 - b + b * w }')"
		done
	done
}

@test "the other player's chance is one minus the mover's, and a won game is 1" {
	run yut-eval -t "$(one)" <<<"yut1 rules=basic turn=1 throws=1 hand= p0=0 p1=0"
	ok
	[ "${lines[0]}" = "p0=0.490115 p1=0.509885" ]
	run yut-eval -t "$(one)" <<<"yut1 rules=basic turn=1 throws=0 hand= p0=100 p1=3"
	ok
	[ "${lines[0]}" = "p0=1.000000 p1=0.000000" ]
}

@test "yut-eval lists every legal move, best first, each one yut-move takes" {
	local st n=0 m prev=2 v
	for st in \
	    "yut1 rules=basic turn=0 throws=0 hand=back-do,gae,yut p0=3 p1=8" \
	    "yut1 rules=basic turn=1 throws=0 hand=do,geol,mo p0=22 p1=0" \
	    "yut1 rules=basic turn=0 throws=0 hand=back-do,do,do p0=29 p1=1"; do
		run yut-eval -t "$(one)" <<<"$st"
		ok
		[ "${#lines[@]}" -gt 1 ]
		prev=2
		for m in "${lines[@]:1}"; do
			set -- $m
			yut-move "$1" "$2" <<<"$st" >/dev/null 2>&1
			awk -v a="$3" -v b="$prev" 'BEGIN { exit !(a <= b) }'
			prev=$3
			n=$((n + 1))
		done
		# as many as yut-move knows: every result held, one piece
		[ "$((${#lines[@]} - 1))" -eq "$(echo "$st" | field hand |
		    tr , '\n' | sort -u | wc -l)" ]
	done
	# and the first line is the best move's value
	run yut-eval -t "$(one)" <<<"yut1 rules=basic turn=0 throws=0 hand=gae,yut p0=3 p1=0"
	[ "${lines[0]}" = "p0=0.851581 p1=0.148419" ]
	[ "${lines[1]}" = "3 gae 0.851581" ]
	[ "${lines[2]}" = "3 yut 0.699475" ]
}

@test "yut-eval without a table estimates by the strongest search, and says which" {
	run --separate-stderr yut-eval <<<"yut1 rules=basic turn=1 throws=0 hand=gae,yut p0=0,2,2,100 p1=0,0,0,5"
	ok
	[[ ${lines[0]} =~ ^p0=0\.[0-9]{6}\ p1=0\.[0-9]{6}$ ]]
	is "yut-eval: no table: values estimated by expert's search" "$stderr"
	[ "${#lines[@]}" -eq 5 ]
	for m in "${lines[@]:1}"; do
		set -- $m
		yut-move "$1" "$2" >/dev/null 2>&1 <<<"yut1 rules=basic turn=1 throws=0 hand=gae,yut p0=0,2,2,100 p1=0,0,0,5"
	done
	# the default bot, expert, plays the first move yut-eval lists
	[ "$(yut-bot <<<"yut1 rules=basic turn=1 throws=0 hand=gae,yut p0=0,2,2,100 p1=0,0,0,5")" = "$(echo "${lines[1]}" | cut -d' ' -f1,2)" ]
	run --separate-stderr yut-eval <<<"yut1 rules=basic turn=0 throws=0 hand=do p0=1,0 p1=0,0 p2=0,0"
	ok
	[[ ${lines[0]} =~ ^p0=[0-9.]+\ p1=[0-9.]+\ p2=[0-9.]+$ ]]
	# three players: expert's search, each seat scored by the network,
	# the seats' chances adding up to one
	is "yut-eval: no table: values estimated by expert's search" "$stderr"
	tr ' =' '\n\n' <<<"${lines[0]}" | awk 'NR % 2 == 0 { s += $1 }
	    END { exit !(s > 0.999 && s < 1.001) }'
	# the advanced game of four pieces: expert's, by its network
	run --separate-stderr yut-eval <<<"yut1 rules=advanced turn=0 throws=0 hand=do p0=Noah:cow:0,0,0,0 p1=Liam:pig:0,0,0,0"
	ok
	is "yut-eval: no table: values estimated by expert's search" "$stderr"
	# one piece: the expert has no network, expect's search values
	run --separate-stderr yut-eval <<<"yut1 rules=basic turn=0 throws=0 hand=do p0=0 p1=0"
	ok
	is "yut-eval: no table: values estimated by expect's search" "$stderr"
}

@test "the table reader refuses foreign, corrupt and truncated files" {
	local d=$BATS_TEST_TMPDIR st
	st=$(yut-new -p 1 2)
	echo "$st" >"$d/state.tab"
	run --separate-stderr yut-eval -t "$d/state.tab" <<<"$st"
	refused 2
	[[ $stderr == *"not a yut table"* ]]
	run --separate-stderr yut-eval -t "$d/none.tab" <<<"$st"
	refused 2
	[[ $stderr == *"open $d/none.tab: "* ]]
	# the lowest byte of value 5 (a position in play) changed: the
	# checksum no longer matches
	local at b
	cp "$(one)" "$d/bad.tab"
	at=$(($(head -n 2 "$d/bad.tab" | wc -c) + 5 * 8))
	b=$(od -An -tu1 -j "$at" -N 1 "$d/bad.tab" | tr -d ' ')
	printf "\\$(printf %03o $(((b + 1) % 256)))" |
	    dd of="$d/bad.tab" bs=1 seek="$at" conv=notrunc 2>/dev/null
	cmp -s "$(one)" "$d/bad.tab" && return 1
	run --separate-stderr yut-eval -t "$d/bad.tab" <<<"$st"
	refused 2
	[[ $stderr == *"checksum mismatch"* ]]
	# cut short, or longer
	head -c 3000 "$(one)" >"$d/short.tab"
	run --separate-stderr yut-bot -S perfect -t "$d/short.tab" <<<"$st"
	refused 2
	[[ $stderr == *truncated* ]]
	{ cat "$(one)"; echo x; } >"$d/long.tab"
	run --separate-stderr yut-sim -p 1 -t "$d/long.tab" -S perfect,random -n 2
	refused 2
	[[ $stderr == *"data after the values"* ]]
	# a value out of range, under a checksum made to match
	# (the highest byte of the last value: 0x7f makes it huge)
	cp "$(one)" "$d/range.tab"
	printf '\177' | dd of="$d/range.tab" bs=1 \
	    seek=$(($(wc -c <"$d/range.tab") - 1)) conv=notrunc 2>/dev/null
	run --separate-stderr yut-eval -t "$d/range.tab" <<<"$st"
	refused 2
	[[ $stderr == *"out of range"* || $stderr == *"checksum mismatch"* ]]
	# a header that claims another game
	sed '2s/pieces=1/pieces=2/' "$(one)" >"$d/head.tab"
	run --separate-stderr yut-eval -t "$d/head.tab" <<<"$st"
	refused 2
	[[ $stderr == *"bad header"* || $stderr == *truncated* ]]
	sed '1s/yut-table 1/yut-table 2/' "$(one)" >"$d/ver.tab"
	run --separate-stderr yut-eval -t "$d/ver.tab" <<<"$st"
	refused 2
	[[ $stderr == *"not a yut table (version 1)"* ]]
}

@test "yut-bot -S perfect plays the table's best move and refuses what it does not cover" {
	run --separate-stderr yut-bot -S perfect -t "$(one)" <<<"yut1 rules=basic turn=0 throws=0 hand=gae,yut p0=3 p1=0"
	ok
	[ "$output" = "3 gae" ]
	run --separate-stderr yut-bot -S perfect -t "$(one)" <<<"yut1 rules=basic turn=0 throws=1 hand= p0=3 p1=0"
	ok
	[ "$output" = throw ]
	run --separate-stderr yut-bot -S perfect <<<"yut1 rules=basic turn=0 throws=0 hand=gae p0=3 p1=0"
	refused 2
	[[ $stderr == *"give the table"* ]]
	run --separate-stderr yut-bot -S perfect -t "$(one)" <<<"yut1 rules=basic turn=0 throws=0 hand=gae p0=3,0 p1=0,0"
	refused 1
	[[ $stderr == *"covers basic games of 2 players with 1 piece each, not this one"* ]]
	run --separate-stderr yut-bot -S perfect -t "$(one)" <<<"yut1 rules=basic turn=0 throws=0 hand=gae p0=3 p1=0 p2=0"
	refused 1
	run --separate-stderr yut-eval -t "$(one)" < <(yut-new -a Ann:dog Bob:pig)
	refused 1
}

# A whole one-piece game through pipes, perfect against STRATEGY.
play_perfect() {
	local seed=$1 other=$2 st move n=0 s
	st=$(yut-new -p 1 2)
	while :; do
		n=$((n + 1))
		[ "$n" -lt 1000 ] || return 1
		[[ $st == *=100\ * || $st == *=100 ]] && break
		[[ $st =~ turn=([0-9]) ]]
		if [ "${BASH_REMATCH[1]}" = 0 ]; then s=perfect; else s=$other; fi
		move=$(yut-bot -S "$s" -t "$(one)" -s "$seed" <<<"$st") || return 1
		if [ "$move" = throw ]; then
			st=$(yut-throw -s "$seed" <<<"$st" 2>/dev/null) || return 1
		else
			st=$(yut-move $move <<<"$st" 2>/dev/null) || {
				echo "illegal: $move in $st" >&2
				return 1
			}
		fi
	done
	echo "$st"
}

@test "every move perfect makes in whole games is legal" {
	local seed
	for seed in 1 2 3; do
		run play_perfect "$seed" random
		ok
		[[ $output == *=100* ]]
	done
}

@test "a table not solved to the end is used with a warning; a solved one without" {
	local d=$BATS_TEST_TMPDIR st w
	cd "$d"
	# one piece takes 6 sweeps: after 2 values still change
	yut-solve -q -p 1 -n 2 -o part.tab >/dev/null
	w="not solved to the end: its last sweep changed a value by"
	st=$(yut-new -p 1 2 | yut-throw -s 3)
	run --separate-stderr yut-eval -t part.tab <<<"$st"
	ok
	[[ ${lines[0]} == p0=* ]]
	[[ $stderr == "yut-eval: part.tab: $w "*", so its values are not exact (yut-solve -i goes on from them)" ]]
	run --separate-stderr yut-bot -S perfect -t part.tab <<<"$st"
	ok
	[[ $stderr == "yut-bot: part.tab: $w "* ]]
	run --separate-stderr yut-sim -q -p 1 -t part.tab -S perfect,random -n 20
	ok
	[[ $stderr == "yut-sim: part.tab: $w "* ]]
	run --separate-stderr timeout 300 yut-play -b -s 40 -t part.tab </dev/null
	[[ $stderr == "yut-play: part.tab: $w "* ]]
	# the solved table: not a word
	run --separate-stderr yut-eval -t "$(one)" <<<"$st"
	ok
	is "" "$stderr" "stderr of a solved table"
	# nor one told to stop at a change of 1e-9
	yut-solve -q -p 1 -e 1e-9 -o loose.tab >/dev/null
	run --separate-stderr yut-eval -t loose.tab <<<"$st"
	is "" "$stderr" "stderr of a table solved to 1e-9"
}

@test "yut-sim -t lets perfect play, and refuses a table that does not fit" {
	run --separate-stderr yut-sim -q -p 1 -t "$(one)" -S perfect,random -n 2000 -s 3
	ok
	[[ ${lines[2]} =~ ^perfect\ +2000\  ]]
	[[ $output == *"draws 0"* ]]
	run --separate-stderr yut-sim -q -p 1 -S perfect,random -n 2
	refused 2
	[[ $stderr == *"give the table"* ]]
	run --separate-stderr yut-sim -q -p 2 -t "$(one)" -S perfect,random -n 2
	refused 2
	[[ $stderr == *"covers basic games of 2 players with 1 piece each"* ]]
	run --separate-stderr yut-sim -q -p 1 -P 0.3 -t "$(one)" -S perfect,random -n 2
	refused 2
	[[ $stderr == *"solved for -P 0.5, not 0.3"* ]]
}

@test "the EXAMPLES of yut-solve(1), yut-eval(1), yut-bot(1) and yut-sim(1)" {
	cd "$BATS_TEST_TMPDIR"
	run bash -c 'yut-solve -q -p 1 -o one.tab | tail -n 1'
	ok
	[ "$output" = "start p0=0.509885 p1=0.490115" ]
	run yut-sim -p 1 -t one.tab -S perfect,expect -n 10000
	ok
	run bash -c 'yut-new -p 1 2 | yut-eval -t one.tab'
	ok
	[ "$output" = "p0=0.509885 p1=0.490115" ]
	run bash -c "echo 'yut1 rules=basic turn=0 throws=0 hand=gae,yut p0=3 p1=0' | yut-eval -t one.tab"
	ok
	[ "$output" = "$(printf 'p0=0.851581 p1=0.148419\n3 gae 0.851581\n3 yut 0.699475')" ]
	run bash -c "echo 'yut1 rules=basic turn=0 throws=0 hand=gae,yut p0=3 p1=0' | yut-bot -S perfect -t one.tab"
	ok
	[ "$output" = "3 gae" ]
	run yut-sim -n 10000 -p 1 -t one.tab -S perfect,greedy -j 2
	ok
	[[ ${lines[2]} =~ ^perfect\ +10000\  ]]
}

# With one piece of each side home, the two-piece game is the one-piece
# game: its last partition must hold the one-piece table's values.
@test "yut-solve -a: the partition of the two-piece game with both sides one piece home is the one-piece game" {
	local d=$BATS_TEST_TMPDIR st a b
	run yut-solve -q -p 2 -a 2 -o "$d/two2.tab"
	ok
	[ "${lines[1]}" = "states 871" ]
	[ "${lines[8]}" = "arrived 2 or more" ]
	head -n 2 "$d/two2.tab" | grep -q ' arrived=2 '
	for st in "0 0" "3 8" "22 0" "29 10" "24 1"; do
		set -- $st
		a=$(yut-eval -t "$d/two2.tab" <<<"yut1 rules=basic turn=0 throws=1 hand= p0=$1,100 p1=$2,100")
		b=$(yut-eval -t "$(one)" <<<"yut1 rules=basic turn=0 throws=1 hand= p0=$1 p1=$2")
		[ "$a" = "$b" ]
		a=$(yut-eval -t "$d/two2.tab" <<<"yut1 rules=basic turn=1 throws=0 hand=do,gae,mo p0=$1,100 p1=$2,100")
		b=$(yut-eval -t "$(one)" <<<"yut1 rules=basic turn=1 throws=0 hand=do,gae,mo p0=$1 p1=$2")
		[ "$a" = "$b" ]
	done
	# positions with fewer pieces home are not in it
	run --separate-stderr yut-eval -t "$d/two2.tab" <<<"yut1 rules=basic turn=0 throws=1 hand= p0=3,100 p1=0,8"
	refused 1
	[[ $stderr == *"only the positions with 2 or more pieces arrived"* ]]
	run --separate-stderr yut-bot -S perfect -t "$d/two2.tab" <<<"yut1 rules=basic turn=0 throws=0 hand=do p0=0,3 p1=0,8"
	refused 1
	# a partition below needs the one above it, of the same game
	run --separate-stderr yut-solve -q -p 2 -a 1 -o "$d/two1.tab"
	refused 2
	[[ $stderr == *"must come from a table"* ]]
	run --separate-stderr yut-solve -q -p 2 -a 1 -i "$(one)" -o "$d/two1.tab"
	refused 2
	[[ $stderr == *"not for 2 pieces"* ]]
	run --separate-stderr yut-solve -q -p 2 -a 1 -P 0.6 -i "$d/two2.tab" -o "$d/two1.tab"
	refused 2
	run --separate-stderr yut-solve -q -p 2 -a 3 -o "$d/two1.tab"
	refused 2
	[[ $stderr == *"at most 2 can have arrived"* ]]
	run --separate-stderr yut-solve -q -p 2 -i "$d/two2.tab" -o "$d/two1.tab"
	refused 2
	[[ $stderr == *"with 0 or more arrived"* ]]
}

@test "yut-solve -i goes on from a table stopped early to the same values" {
	local d=$BATS_TEST_TMPDIR
	run yut-solve -q -p 1 -n 2 -o "$d/early.tab"
	ok
	[ "${lines[2]}" = "sweeps 2" ]
	[ "${lines[8]}" != "start p0=0.509885 p1=0.490115" ]
	run yut-solve -q -p 1 -i "$d/early.tab" -o "$d/late.tab"
	ok
	[ "${lines[8]}" = "start p0=0.509885 p1=0.490115" ]
	# fewer sweeps than from nothing
	[ "${lines[2]#sweeps }" -lt "$(sed -n 's/^sweeps //p' "$BATS_FILE_TMPDIR/one.out")" ]
	cmp <(yut-eval -t "$d/late.tab" <<<"yut1 rules=basic turn=0 throws=0 hand=back-do,gae,yut p0=3 p1=8") \
	    <(yut-eval -t "$(one)" <<<"yut1 rules=basic turn=0 throws=0 hand=back-do,gae,yut p0=3 p1=8")
}

@test "yut-solve -a at three pieces: the top partition, two home a side, is the one-piece game" {
	local d=$BATS_TEST_TMPDIR st a b
	run yut-solve -q -p 3 -a 4 -o "$d/three4.tab"
	ok
	is "states 871" "${lines[1]}"
	is "arrived 4 or more" "${lines[8]}"
	for st in "0 0" "3 8" "22 0" "29 10"; do
		set -- $st
		a=$(yut-eval -t "$d/three4.tab" <<<"yut1 rules=basic turn=1 throws=0 hand=gae,yut p0=$1,100,100 p1=$2,100,100")
		b=$(yut-eval -t "$(one)" <<<"yut1 rules=basic turn=1 throws=0 hand=gae,yut p0=$1 p1=$2")
		is "$b" "$a" "$st"
	done
	# the next partition down needs it, and nothing else
	run --separate-stderr yut-solve -q -p 3 -a 3 -o "$d/three3.tab"
	refused 2
	[[ $stderr == *"must come from a table"* ]]
}

@test "yut-solve -i: the table read becomes the solve's own, one table held, not two" {
	local d=$BATS_TEST_TMPDIR kb bytes e
	yut-solve -q -p 3 -a 4 -o "$d/three4.tab" >/dev/null
	bytes=$(wc -c <"$d/three4.tab")
	for e in fast plain; do
		run --separate-stderr /usr/bin/time -f 'kb %M' yut-solve -q \
		    -E $e -j 1 -m 4 -p 3 -a 3 -n 1 -i "$d/three4.tab" \
		    -o "$d/three3-$e.tab"
		ok
		kb=$(sed -n 's/^kb //p' <<<"$stderr")
		echo "$e: $kb KB at most, a table $bytes bytes"
		# 238 MB of values, and far less besides (a memo of 4 MB)
		[ "$kb" -lt $((bytes * 3 / 2 / 1024)) ]
	done
	# the values read are those the partition rests on; the part swept
	# once is not solved to the end, and said to be
	run --separate-stderr yut-eval -t "$d/three3-fast.tab" <<<"yut1 rules=basic turn=1 throws=0 hand=gae,yut p0=3,100,100 p1=8,100,100"
	ok
	[[ $stderr == *": not solved to the end: "* ]]
	is "$(yut-eval -t "$d/three4.tab" <<<"yut1 rules=basic turn=1 throws=0 hand=gae,yut p0=3,100,100 p1=8,100,100")" \
	    "$output" "a position two home a side"
}

# start_solve ERR ARGS...: yut-solve ARGS in the background, its stderr in
# ERR, SIGINT restored as a terminal's ^C would find it; $solver its pid.
# ERR is emptied first: the background shell may open it later, and seen
# must not take the last run's lines for this one's.
start_solve() {
	local err=$1
	shift
	: >"$err"
	env --default-signal=INT yut-solve "$@" 2>"$err" &
	solver=$!
}

# seen PATTERN FILE: wait until a line of FILE matches PATTERN, for as long
# as the solve runs (however slow the machine).
seen() {
	while :; do
		grep -q -- "$1" "$2" && return 0
		kill -0 "$solver" 2>/dev/null || break
		sleep 0.02
	done
	# it may have written the line as it ended
	grep -q -- "$1" "$2" && return 0
	echo "no line matching $1 in $2:" >&2
	cat "$2" >&2
	return 1
}

# stop_solve SIG: send SIG to the solve, and set $status to how it ended.
stop_solve() {
	kill -"$1" "$solver"
	status=0
	wait "$solver" || status=$?
}

@test "yut-solve stopped by a signal writes the values so far, dies of it, and -i goes on from them" {
	local d=$BATS_TEST_TMPDIR e sig
	for e in fast:TERM plain:HUP fast:INT; do
		sig=${e#*:}
		rm -f "$d"/t.tab*
		# -e 0: it would sweep on to the thousandth
		start_solve "$d/err" -v -e 0 -E "${e%:*}" -p 1 -o "$d/t.tab"
		seen '^sweep 2: change' "$d/err"
		stop_solve "$sig"
		is "$status" $((128 + $(kill -l "$sig"))) "status, $e"
		grep -q "^yut-solve: stopped by SIG$sig in sweep [0-9]*, [0-9.]*% swept; the values so far are in $d/t.tab: -i $d/t.tab goes on from them\$" "$d/err"
		# its temporary file gone, the table whole
		[ -z "$(find "$d" -name 't.tab.??????')" ]
		head -n 2 "$d/t.tab" | grep -q ' sweeps=[1-9][0-9]* '
		run --separate-stderr yut-solve -q -p 1 -i "$d/t.tab" \
		    -o "$d/u.tab"
		ok
		is "${lines[8]}" "start p0=0.509885 p1=0.490115" "$e"
		# the fast engine kept its sweep, and goes on within it
		if [ "${e%:*}" = fast ]; then
			[[ $stderr =~ ^yut-solve:\ $d/t.tab.sweep:\ sweep\ [0-9]+\ goes\ on\ from\ [0-9.]+%\ swept$ ]]
		else
			is "" "$stderr" "$e"
		fi
	done
}

@test "yut-solve -k: the values so far written within a sweep too, and never passed off as solved" {
	local d=$BATS_TEST_TMPDIR e n want
	yut-solve -q -p 2 -a 2 -o "$d/a2.tab" >/dev/null
	yut-solve -q -p 2 -a 1 -i "$d/a2.tab" -o "$d/a1.tab" >/dev/null
	# the part with none home: seconds a sweep
	for e in fast plain; do
		rm -f "$d/t.tab"
		start_solve "$d/err" -v -k 0.001 -E $e -j 1 -p 2 -a 0 \
		    -i "$d/a1.tab" -o "$d/t.tab"
		seen '^sweep 1: [0-9]*% swept, [0-9]* nodes, written to '"$d/t.tab"'$' \
		    "$d/err"
		stop_solve TERM
		is "$status" 143 "status, $e"
		# in sweep 1, or a later one where the machine was slow to
		# send the signal: the sweeps before it whole in the header,
		# with the change of the last of them (1 in sweep 1), no
		# change that would pass for solved
		n=$(sed -n 's/^yut-solve: stopped by SIGTERM in sweep \([0-9]*\), [0-9.]*% swept; .*/\1/p' "$d/err")
		[ -n "$n" ] || { cat "$d/err" >&2; false; }
		want=1.000e+00
		[ "$n" -eq 1 ] ||
		    want=$(sed -n "s/^sweep $((n - 1)): change \([^,]*\), .*/\1/p" "$d/err")
		head -n 2 "$d/t.tab" | grep -q " sweeps=$((n - 1)) change=$want "
	done
	# a whole solve cut by -n where a part has just converged: the next
	# part is not swept yet
	run yut-solve -q -p 2 -a 2 -o "$d/a2.tab"
	ok
	run yut-solve -q -p 2 -n "${lines[2]#sweeps }" -o "$d/two.tab"
	ok
	head -n 2 "$d/two.tab" | grep -q " sweeps=${lines[2]#sweeps } change=1.000e+00 "
	# a checkpoint line for each
	run --separate-stderr yut-solve -v -k 0.000001 -n 2 -p 1 \
	    -o "$d/one.tab"
	ok
	[[ $stderr == *"sweep 1: "*"% swept, "*" nodes, written to $d/one.tab"* ]]
	# their nodes so far grow to the sweep's end and the report
	grep -Eo '^sweep [12]: ([0-9]+% swept, [0-9]+|change .*, [0-9]+) nodes' \
	    <<<"$stderr" | sed 's/.* \([0-9]*\) nodes$/\1/' >"$d/nodes"
	[ "$(wc -l <"$d/nodes")" -ge 4 ]
	sort -n -c "$d/nodes"
	is "$(sed -n 's/^nodes //p' <<<"$output")" "$(tail -n 1 "$d/nodes")" \
	    "the report's nodes"
	# -k 0: none
	run yut-solve -v -k 0 -n 2 -p 1 -o "$d/one.tab"
	ok
	[[ $output != *"written to"* ]]
}

@test "yut-solve -m: a smaller memo searches more, to the same values" {
	local d=$BATS_TEST_TMPDIR st
	# the plain engine: more hands searched again, the way changed, not
	# the values reached
	yut-solve -q -E plain -p 1 -o "$d/plain.tab" >"$d/plain.out"
	run yut-solve -q -E plain -p 1 -m 1 -o "$d/small.tab"
	ok
	[ "${lines[8]}" = "start p0=0.509885 p1=0.490115" ]
	[ "${lines[5]#nodes }" -gt "$(sed -n 's/^nodes //p' "$d/plain.out")" ]
	for st in "0 0 do,yut" "3 8 back-do,gae,yut" "22 0 mo,geol" "29 10 gae"; do
		set -- $st
		cmp <(yut-eval -t "$d/small.tab" <<<"yut1 rules=basic turn=0 throws=0 hand=$3 p0=$1 p1=$2") \
		    <(yut-eval -t "$(one)" <<<"yut1 rules=basic turn=0 throws=0 hand=$3 p0=$1 p1=$2")
	done
	# the fast engine: the same table, bit for bit
	yut-solve -q -p 1 -m 1 -o "$d/fast.tab" >/dev/null
	cmp "$d/fast.tab" "$(one)"
	run --separate-stderr yut-solve -q -p 1 -m 0 -o "$d/none.tab"
	refused 2
}

@test "yut-solve -m: unless told, each thread's memo is 2 MB at one and two pieces, 256 MB from three" {
	local d=$BATS_TEST_TMPDIR m
	# memory reports the memo among the rest: the same as told the default
	for m in "-p 1:2" "-p 3 -a 4:256"; do
		is "$(yut-solve -q -j 1 ${m%:*} -m ${m#*:} -o "$d/told.tab" | grep '^memory')" \
		    "$(yut-solve -q -j 1 ${m%:*} -o "$d/default.tab" | grep '^memory')" "$m"
		cmp "$d/told.tab" "$d/default.tab"
	done
	# and not the same as another memo
	[ "$(yut-solve -q -j 1 -p 3 -a 4 -m 64 -o "$d/told.tab" | grep '^memory')" != \
	    "$(yut-solve -q -j 1 -p 3 -a 4 -o "$d/default.tab" | grep '^memory')" ]
}

# judged_ok REC: every line of yut-eval -a -t one.tab REC agrees with
# yut-eval and yut-move on the state it names, and the tallies add up.
judged_ok() {
	local rec=$1 line p c pos res v bpos bres bv loss next
	yut-eval -a -t "$(one)" "$rec" >judged.txt
	grep -v '^player' judged.txt | while read -r line p c pos res v bpos bres bv loss; do
		st=$(sed -n "${line}p" "$rec")
		yut-eval -t "$(one)" <<<"$st" | sed 1d >moves.txt
		# the move played is the one that leads to the next line
		is "$(sed -n "$((line + 1))p" "$rec")" \
		    "$(yut-move "$pos" "$res" <<<"$st" 2>/dev/null)" "line $line"
		grep -qx "$pos $res $v" moves.txt
		is "$bpos $bres $bv" "$(head -n 1 moves.txt)" "line $line best"
		is "$c" "$(wc -l <moves.txt)" "line $line choices"
		awk -v v="$v" -v b="$bv" -v l="$loss" 'BEGIN {
			d = b - v; if (d < 0.0000005) d = 0
			exit !(l >= 0 && (l - d < 0.0000015 && d - l < 0.0000015)) }'
	done
	awk '$1 != "player" { m[$2]++; c[$2] += $3 > 1; w[$2] += $10 > 0; s[$2] += $10 }
	    $1 == "player" { if ($4 != m[$2] + 0 || $6 != c[$2] + 0 ||
		$8 != w[$2] + 0 || ($10 - s[$2]) ^ 2 > 1e-10) exit 1 }' judged.txt
}

@test "yut-eval -a judges every move of a record; expect loses nothing at one piece" {
	cd "$BATS_TEST_TMPDIR"
	local s worse=0
	for s in 1 2 6; do
		printf '1\n2\n1\n2\n' | yut-play -b -s "$s" --bot 0=random \
		    --bot 1=expect -o "g$s.rec" >/dev/null
		judged_ok "g$s.rec"
		grep -qx 'player 1 moves [0-9]* choices [0-9]* worse 0 lost 0.000000' judged.txt
		worse=$((worse + $(awk '$1 == "player" && $2 == 0 { print $8 }' judged.txt)))
	done
	# random's moves were not all the best
	[ "$worse" -gt 0 ]
	# from standard input, and without a table by the search, which it names
	yut-eval -a -t "$(one)" - <g6.rec | cmp - judged.txt
	run --separate-stderr yut-eval -a g6.rec
	ok
	is "yut-eval: no table: values estimated by expect's search" "$stderr"
	is "$(cut -d' ' -f1-5 judged.txt | grep -v '^player')" \
	    "$(cut -d' ' -f1-5 <<<"$output" | grep -v '^player')"
}

@test "yut-eval -a refuses what is not a record, and a state the table does not cover" {
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr yut-eval -a -t "$(one)" missing.rec
	refused 2
	[[ $stderr == "yut-eval: open missing.rec: "* ]]
	{ yut-new -p 1 2; echo 'yut1 rules=basic junk'; } >bad.rec
	run --separate-stderr yut-eval -a -t "$(one)" bad.rec
	refused 2
	[[ $stderr == "yut-eval: bad.rec: line 2: "* ]]
	: >empty.rec
	run --separate-stderr yut-eval -a -t "$(one)" empty.rec
	refused 2
	# a three-player game: the first move names its line
	printf '1\n3\n1\n2\n' | yut-play -b -s 1 --bot 0 --bot 1 --bot 2 \
	    -o three.rec >/dev/null
	run --separate-stderr yut-eval -a -t "$(one)" three.rec
	refused 1
	[[ $stderr == "yut-eval: three.rec: line "[0-9]*": "* ]]
	[ -z "$output" ]
	n3=$(sed -n 's/^yut-eval: three.rec: line \([0-9]*\): .*/\1/p' <<<"$stderr")
	# judged moves first, then one it cannot judge: nothing on stdout
	printf '1\n2\n1\n2\n' | yut-play -b -s 1 --bot 0 --bot 1 -o two.rec \
	    >/dev/null
	cat two.rec three.rec >both.rec
	run --separate-stderr yut-eval -a -t "$(one)" both.rec
	refused 1
	[[ $stderr == "yut-eval: both.rec: line $(($(wc -l <two.rec) + n3)): "* ]]
	[ -z "$output" ]
	run --separate-stderr yut-eval -a -t "$(one)" g.rec extra
	refused 2
}

@test "yut-solve on a terminal redraws a progress line and clears it at the end; -q draws none" {
	need script
	local q
	cd "$BATS_TEST_TMPDIR"
	yut-solve -q -p 2 -a 2 -o a2.tab >/dev/null
	# script(1) gives the solve a terminal and keeps every byte written
	# to it: the stream is judged whole, however fast the solve ran (its
	# first progress line is drawn at once, the next at most five times a
	# second)
	for q in "" -q; do
		timeout 600 script -qec "$(printf '%q ' yut-solve $q -p 2 -a 1 \
		    -n 6 -i a2.tab -o a1.tab)" /dev/null </dev/null >tty$q.out
		tr -d '\r' <tty$q.out | grep -qx 'sweeps 6'
		if [ -z "$q" ]; then
			# progress lines, each drawn over the last, then
			# cleared before the report
			grep -Eq $'\rsweep 1: +[0-9]+% \\(last change [0-9.e+-]+\\) ' tty.out
			grep -Eq $'\\(last change [0-9.e+-]+\\) \r\033\\[Kpieces 2 ' tty.out
		else
			! grep -q $'last change\\|\rsweep' tty-q.out || false
		fi
	done
}
