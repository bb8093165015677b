#!/usr/bin/env bats
# 46-expert.bats - the expert strategy (a learned evaluation and a bounded
# search) and yut-learn, which trains its networks.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# big_hand: a four-piece state whose player holds eight results and then
# one of 32, both legal states with many moves.
big_hands() {
	echo 'yut1 rules=basic turn=0 throws=0 hand=do,do,gae,gae,geol,yut,yut,mo p0=0,0,3,9 p1=0,2,14,22'
	echo 'yut1 rules=basic turn=1 throws=0 hand=back-do,do,do,do,do,do,gae,gae,gae,gae,gae,gae,geol,geol,geol,geol,geol,geol,yut,yut,yut,yut,yut,mo,mo,mo,mo,mo,mo,mo,mo,mo p0=0,5,10,100 p1=0,0,0,0'
}

@test "yut-bot plays expert when no strategy is named" {
	while read -r st; do
		a=$(yut-bot <<<"$st")
		b=$(yut-bot -S expert <<<"$st")
		is "$b" "$a"
	done <<'EOF2'
yut1 rules=basic turn=0 throws=0 hand=do,yut p0=0,3 p1=0,5
yut1 rules=basic turn=1 throws=0 hand=gae p0=0,0,7 p1=2,3,11
yut1 rules=basic turn=0 throws=0 hand=geol,mo p0=0,0,3,9 p1=0,2,14,22
yut1 rules=basic turn=2 throws=0 hand=do p0=1,0 p1=0,0 p2=0,3
yut1 rules=advanced turn=0 throws=0 hand=mo p0=Ann:cow:0,0,0,3 p1=Bob:pig:0,0,0,0
EOF2
}

@test "expert's moves are legal in whole games of every size, and where it has no network" {
	# yut-sim moves through yut_move, which refuses an illegal move
	for p in 1 2 3 4; do
		run --separate-stderr yut-sim -q -n 60 -p "$p" -S expert,random -s "$p"
		ok
	done
	run --separate-stderr yut-sim -q -n 20 -S expert,greedy,expect -s 8
	ok
	run --separate-stderr yut-sim -q -n 20 -S expert,expect -A dog,sheep -s 9
	ok
}

@test "expert decides hands of 8 and of 32 results with moves yut-move takes" {
	while read -r st; do
		run --separate-stderr yut-bot -S expert <<<"$st"
		ok
		# shellcheck disable=SC2086
		yut-move $output <<<"$st" >/dev/null
	done < <(big_hands)
}

@test "expert beats random by far in a short series, and its values are chances" {
	run --separate-stderr yut-sim -q -n 200 -p 4 -S expert,random -s 3
	ok
	wins=$(awk '$1 == "expert" { print $3 }' <<<"$output")
	[ "$wins" -ge 170 ]
	# the two-piece start: the exact value is 0.508682 (yut-solve -p 2)
	run --separate-stderr yut-eval <<<"$(yut-new -p 2 2)"
	ok
	[[ ${lines[0]} =~ ^p0=0\.(49|50|51|52)[0-9]{4}\ p1=0\.[0-9]{6}$ ]]
	is "yut-eval: no table: values estimated by expert's search" "$stderr"
	# a piece from home against a side not started: whoever throws first
	for t in 0 1; do
		run --separate-stderr yut-eval <<<"yut1 rules=basic turn=$t throws=1 hand= p0=28,100 p1=0,0"
		ok
		[[ ${lines[0]} =~ ^p0=0\.9[0-9]{5}\  ]]
	done
}

@test "yut-learn: bad usage is refused with a reason" {
	run --separate-stderr yut-learn
	is 2 "$status"
	[[ $stderr == *usage:* ]]
	run --separate-stderr yut-learn 5:10
	is 2 "$status"
	is "yut-learn: pieces 5 is too large (1-4)" "$stderr"
	run --separate-stderr yut-learn 2:0
	is 2 "$status"
	is "yut-learn: games 0 is too small (1-10000000000)" "$stderr"
	run --separate-stderr yut-learn 2:10 2:20
	is 2 "$status"
	is "yut-learn: 2 pieces named twice" "$stderr"
	run --separate-stderr yut-learn two
	is 2 "$status"
	is "yut-learn: two is not pieces:games" "$stderr"
	# the advanced game's: apieces:games, each once beside the basic one
	run --separate-stderr yut-learn a5:10
	is 2 "$status"
	is "yut-learn: pieces 5 is too large (1-4)" "$stderr"
	run --separate-stderr yut-learn -q 2:10 a2:10 a2:20
	is 2 "$status"
	is "yut-learn: a2 pieces named twice" "$stderr"
	run --separate-stderr yut-learn -j 9 2:10
	is 2 "$status"
	# a network of seats: playersxpieces:games, three or four players
	run --separate-stderr yut-learn 5x4:10
	is 2 "$status"
	is "yut-learn: players 5 is too large (3-4)" "$stderr"
	run --separate-stderr yut-learn 2x4:10
	is 2 "$status"
	is "yut-learn: players 2 is too small (3-4)" "$stderr"
	run --separate-stderr yut-learn -q 3x4:10 4x4:10 3x4:20
	is 2 "$status"
	is "yut-learn: 3x4 pieces named twice" "$stderr"
	run --separate-stderr yut-learn -t nothing.tab 3x4:10
	is 2 "$status"
}

@test "yut-learn: the same seed writes the same networks, -j or not, as C that compiles" {
	yut-learn -q -s 5 1:300 2:200 >a.c
	yut-learn -q -s 5 -j 2 1:300 2:200 >b.c
	yut-learn -q -s 6 1:300 2:200 >c.c
	cmp a.c b.c
	! cmp -s a.c c.c || false
	head -n 2 a.c | tail -n 1 | grep -qx ' \* weights.c - .* yut-learn -s 5 1:300 2:200;'
	${CC:-cc} -std=c11 -Wall -Wextra -Werror -I"$TOP/libcore/common" \
	    -I"$TOP/libcore/game" -I"$TOP/libcore/bots" -c -o a.o a.c
	grep -c '^{ [12], 0x[0-9a-f]\{16\}ULL, 0x[0-9a-f]\{16\}ULL, {$' a.c |
	    grep -qx 2
}

@test "yut-learn -t: the network of a table's pieces is taught its exact values" {
	yut-solve -q -p 1 -o one.tab >/dev/null
	yut-learn -q -s 5 1:300 >plain.c
	run --separate-stderr yut-learn -q -s 5 -e 30 -t one.tab 1:300
	ok
	printf '%s\n' "$output" >taught.c
	! cmp -s plain.c taught.c || false
	head -n 2 taught.c | tail -n 1 |
	    grep -qx ' \* weights.c - .* yut-learn -s 5 -e 30 -t one.tab 1:300;'
	# the mean distance from the table's values: at least halved
	[[ $stderr =~ ^1\ pieces:\ taught\ one\.tab\ 30\ times:\ mean\ distance\ (0\.[0-9]{6})\ before,\ (0\.[0-9]{6})\ after,\ [0-9]+\ s$ ]]
	awk -v a="${BASH_REMATCH[1]}" -v b="${BASH_REMATCH[2]}" \
	    'BEGIN { exit !(b * 2 < a) }'
	# the same from the same seed, -j or not, with an advanced network
	# beside it or not (the basic one's seed its own): pinned
	grep -qx '{ 1, 0xaf16e13a62eb4e35ULL, 0xfa599cc099c5916bULL, {' taught.c
	yut-learn -q -s 5 -j 2 -e 30 -t one.tab 1:300 a1:50 2>/dev/null |
	    grep -qx '{ 1, 0xaf16e13a62eb4e35ULL, 0xfa599cc099c5916bULL, {'
	# the shape kept, and checked
	yut-learn -q -s 5 -j 2 -e 30 -t one.tab 1:300 2>/dev/null | cmp - taught.c
	cc_yut netcheck "$TOP/tests/netcheck.c" taught.c
	run --separate-stderr ./netcheck
	ok
	is "netcheck: 1 pieces: shape and content hold" "$output"
}

@test "yut-learn -e: each table is taught the passes of the -e before it" {
	yut-solve -q -p 1 -o one.tab >/dev/null
	# one sweep of two pieces: a table all the same, and quick
	yut-solve -q -p 2 -n 1 -o two.tab >/dev/null
	run --separate-stderr yut-learn -q -s 5 -e 3 -t two.tab -e 7 -t one.tab \
	    1:100 2:100
	ok
	printf '%s\n' "$output" >a.c
	head -n 2 a.c | tail -n 1 | grep -qx ' \* weights.c - .* yut-learn -s 5 -e 7 -t one.tab -e 3 -t two.tab 1:100 2:100;'
	[[ $stderr == *"1 pieces: taught one.tab 7 times"* ]]
	[[ $stderr == *"2 pieces: taught two.tab 3 times"* ]]
	# an -e after a table is its own, as it was before -e was per table
	yut-learn -q -s 5 -t two.tab -e 7 -t one.tab -e 3 1:100 2:100 \
	    2>/dev/null | cmp - a.c
	yut-learn -q -s 5 -t one.tab -e 7 1:100 2>/dev/null >b.c
	yut-learn -q -s 5 -e 7 -t one.tab 1:100 2>/dev/null | cmp - b.c
	# and the line it writes makes the same file again
	eval "yut-learn -q $(sed -n 's/.*written by yut-learn \(.*\);$/\1/p' a.c)" \
	    2>/dev/null | cmp - a.c
}

@test "yut-learn -t: a table it cannot teach is refused with a reason" {
	yut-solve -q -p 1 -o one.tab >/dev/null
	run --separate-stderr yut-learn -t one.tab 2:10
	is 2 "$status"
	is "yut-learn: one.tab: a table of 1 pieces, and no basic network of 1 pieces is trained" "$stderr"
	run --separate-stderr yut-learn -t one.tab -t one.tab 1:10
	is 2 "$status"
	is "yut-learn: one.tab: a second table of 1 pieces" "$stderr"
	run --separate-stderr yut-learn -t none.tab 1:10
	is 2 "$status"
	is "yut-learn: open none.tab: No such file or directory" "$stderr"
	run --separate-stderr yut-learn -e 0 -t one.tab 1:10
	is 2 "$status"
	is "" "$output"
}

# cc_yut OUT SRC...: a program of SRC and the yut library, as make builds
# (under make san, with the sanitizers the library was built with).
cc_yut() {
	local out=$1 san=() inc=() d
	shift
	nm "$TOP/libcore/libyut.a" 2>/dev/null | grep -q __asan_init &&
	    san=(-fsanitize=address,undefined)
	for d in "$TOP"/libcore/*/; do
		inc+=(-I"${d%/}")
	done
	${CC:-cc} "${san[@]}" -std=c11 -D_POSIX_C_SOURCE=200809L "${inc[@]}" \
	    -o "$out" "$@" "$TOP/libcore/libyut.a" \
	    "$TOP/libcore/libcommon.a" -lcrypt -lm
}

@test "a network carries its shape and content: what yut-learn writes passes, a changed one is refused" {
	# the built-in ones, and each with a weight changed, one missing,
	# another shape (tests/netcheck.c)
	run --separate-stderr "$TOP/tests/bin/netcheck"
	ok
	is 6 "${#lines[@]}" "networks checked"
	is "netcheck: advanced, 4 pieces: shape and content hold" "${lines[3]}"
	is "netcheck: 3 players, 4 pieces: shape and content hold" "${lines[4]}"
	is "netcheck: 4 players, 4 pieces: shape and content hold" "${lines[5]}"
	# what yut-learn writes holds its own hashes, the advanced game's
	# network its own shape, the animals' weights in its content
	yut-learn -q -s 5 2:200 a2:100 >w.c
	cc_yut netcheck "$TOP/tests/netcheck.c" w.c
	run --separate-stderr ./netcheck
	ok
	is "netcheck: 2 pieces: shape and content hold" "${lines[0]}"
	is "netcheck: advanced, 2 pieces: shape and content hold" "${lines[1]}"
	is 2 "${#lines[@]}"
	awk '/^\{ 2, / { print $3 }' w.c | sort -u | wc -l | grep -qx 2
	# the basic network is the same beside it or alone
	yut-learn -q -s 5 2:200 >b.c
	first='/^\{ [0-9]/ { n++ } /^};/ { n = 9 } n == 1'
	awk "$first" b.c >b1.c
	awk "$first" w.c | cmp - b1.c
	# networks of seats: a shape of each number of players, their own
	# weights in their content; each the same beside the others or alone
	yut-learn -q -s 5 2:50 3x2:40 4x2:20 >s.c
	cc_yut netcheck "$TOP/tests/netcheck.c" s.c
	run --separate-stderr ./netcheck
	ok
	is "netcheck: 3 players, 2 pieces: shape and content hold" "${lines[1]}"
	is "netcheck: 4 players, 2 pieces: shape and content hold" "${lines[2]}"
	awk '/^\{ 2, / { print $3 }' s.c | sort -u | wc -l | grep -qx 3
	[ "$(grep -c '^\.seats = [34], \.ws = {$' s.c)" -eq 2 ]
	yut-learn -q -s 5 -j 2 4x2:20 >s4.c
	second='/^\{ [0-9]/ { n++ } /^};/ { n = 9 } n == 3'
	awk "$second" s.c | cmp - <(awk "$first" s4.c)
	# a weight edited by hand: refused, and the expert plays as expect
	awk '!done && /^\t-?0x/ { sub(/0x[0-9a-f.]+p[-+][0-9]+/, "0x1.5p-1"); done = 1 }
	    { print }' w.c >bad.c
	! cmp -s w.c bad.c || false
	cc_yut bot "$TOP/cmd/yut-bot.c" bad.c
	st='yut1 rules=basic turn=0 throws=0 hand=do,yut p0=0,3 p1=0,5'
	run --separate-stderr ./bot -S expert <<<"$st"
	ok
	is "$(yut-bot -S expect <<<"$st")" "$output" "the move"
	[[ $stderr == "bot: the network of 2 pieces does not hold what yut-learn wrote (content "*"): expert plays as expect" ]]
}

@test "expert's play is pinned: seeded series give the tallies they gave" {
	# as expect's in 40-bot.bats: its search and networks decide these
	pinned -n 200 -p 3 -S expert,expect -s 1 <<'EOF2'
# 200 games, 3 pieces, p 0.5, seed 1
#             games      wins    win%    95% interval
expert          200       113   56.50   49.57   63.18
expect          200        87   43.50   36.82   50.43
seat0           200       107   53.50   46.59   60.28
seat1           200        93   46.50   39.72   53.41
draws 0
length 25.00 turns 32.95 throws 32.28 moves
EOF2
	pinned -n 200 -p 2 -S expert,greedy -s 1 <<'EOF2'
# 200 games, 2 pieces, p 0.5, seed 1
#             games      wins    win%    95% interval
expert          200       127   63.50   56.63   69.86
greedy          200        73   36.50   30.14   43.37
seat0           200        99   49.50   42.65   56.37
seat1           200       101   50.50   43.63   57.35
draws 0
length 18.27 turns 23.66 throws 23.09 moves
EOF2
}

@test "the built-in networks are pinned: the two- and three-piece ones taught the exact tables of their pieces" {
	# make weights writes them again: the identity of each, and the
	# seeded play of the two-piece one against expect
	run grep -E '^( \* weights\.c - |\{ [0-9], 0x)' "$TOP/libcore/bots/weights.c"
	ok
	is " * weights.c - the expert's networks (learn.c), written by yut-learn -s 1 -e 300 -t two.tab -e 10 -t three.tab 4:1500000 2:2000000 3:1000000 a4:3000000 3x4:2000000 4x4:600000;
{ 4, 0xaf16e13a62eb4e35ULL, 0x69f956c5b6b18b3aULL, {
{ 2, 0xaf16e13a62eb4e35ULL, 0x8f58c5a6401bbc69ULL, {
{ 3, 0xaf16e13a62eb4e35ULL, 0x798d5c3387328aabULL, {
{ 4, 0x6da24ac8f75a2081ULL, 0x690004589691c906ULL, {
{ 4, 0xa258597172dccc2bULL, 0x1aaa750790064e27ULL, {
{ 4, 0x037601a0bbc4d549ULL, 0x3dfb08a41bf8d9f0ULL, {" "$output"
	# the Makefile's line, its continuation joined
	awk '/^WEIGHTS =/ { w = $0; while (w ~ /\\$/ && (getline l) > 0)
	    w = substr(w, 1, length(w) - 1) l; gsub(/[ \t]+/, " ", w); print w }' \
	    "$TOP/Makefile" |
	    grep -qx 'WEIGHTS = -e 300 -t two.tab -e 10 -t three.tab 4:1500000 2:2000000 3:1000000 a4:3000000 3x4:2000000 4x4:600000'
	pinned -n 200 -p 2 -S expert,expect -s 1 <<'EOF2'
# 200 games, 2 pieces, p 0.5, seed 1
#             games      wins    win%    95% interval
expert          200       107   53.50   46.59   60.28
expect          200        93   46.50   39.72   53.41
seat0           200        99   49.50   42.65   56.37
seat1           200       101   50.50   43.63   57.35
draws 0
length 16.80 turns 21.59 throws 21.09 moves
EOF2
}

@test "in games of three and four expert scores each seat by the network: its own moves, pinned" {
	# expect's moves, then expert's, where the two differ
	while IFS='|' read -r st a b; do
		is "$(yut-bot -S expect <<<"$st")" "$a"
		is "$(yut-bot -S expert <<<"$st")" "$b"
	done <<'EOF2'
yut1 rules=basic turn=0 throws=0 hand=yut,mo p0=0,14 p1=26,100 p2=0,3|0 mo|14 yut
yut1 rules=basic turn=1 throws=0 hand=do,mo p0=0,5 p1=4,12 p2=0,0 p3=7,20|4 do|12 mo
EOF2
	pinned -n 30 -p 2 -S expert,expect,expect -s 1 <<'EOF2'
# 30 games, 2 pieces, p 0.5, seed 1
#             games      wins    win%    95% interval
expert           30        14   46.67   30.23   63.86
expect           30        10   33.33   19.23   51.22
expect           30         6   20.00    9.51   37.31
seat0            30        13   43.33   27.38   60.80
seat1            30         9   30.00   16.66   47.88
seat2            30         8   26.67   14.18   44.45
draws 0
length 24.73 turns 33.97 throws 33.40 moves
EOF2
	pinned -n 24 -p 2 -S expert,expect,expect,expect -s 1 <<'EOF2'
# 24 games, 2 pieces, p 0.5, seed 1
#             games      wins    win%    95% interval
expert           24         6   25.00   12.00   44.90
expect           24         6   25.00   12.00   44.90
expect           24         5   20.83    9.24   40.47
expect           24         7   29.17   14.91   49.17
seat0            24         9   37.50   21.16   57.29
seat1            24         8   33.33   17.97   53.29
seat2            24         4   16.67    6.68   35.85
seat3            24         3   12.50    4.34   31.00
draws 0
length 26.54 turns 42.33 throws 41.71 moves
EOF2
}

@test "in basic games of three and four of four pieces expert scores seats by their own networks: identity and tallies pinned" {
	# make weights writes them from yut-learn -s 1 3x4:2000000
	# 4x4:600000 (netcheck, above, checks that the weights hold these
	# hashes); a network of seats for each, after the others
	run grep -E '^(\{ 4, 0x|\.seats = )' "$TOP/libcore/bots/weights.c"
	ok
	is "{ 4, 0xaf16e13a62eb4e35ULL, 0x69f956c5b6b18b3aULL, {
{ 4, 0x6da24ac8f75a2081ULL, 0x690004589691c906ULL, {
{ 4, 0xa258597172dccc2bULL, 0x1aaa750790064e27ULL, {
.seats = 3, .ws = {
{ 4, 0x037601a0bbc4d549ULL, 0x3dfb08a41bf8d9f0ULL, {
.seats = 4, .ws = {" "$output"
	# its play: the seats valued by them, not pair by pair
	pinned -n 40 -S expert,expect,expect -s 1 <<'EOF2'
# 40 games, 4 pieces, p 0.5, seed 1
#             games      wins    win%    95% interval
expert           40        11   27.50   16.11   42.83
expect           40        16   40.00   26.35   55.40
expect           40        13   32.50   20.08   47.98
seat0            40        16   40.00   26.35   55.40
seat1            40         9   22.50   12.32   37.50
seat2            40        15   37.50   24.22   52.97
draws 0
length 46.30 turns 69.33 throws 67.92 moves
EOF2
	pinned -n 24 -S expert,expect,expect,expect -s 1 <<'EOF2'
# 24 games, 4 pieces, p 0.5, seed 1
#             games      wins    win%    95% interval
expert           24         6   25.00   12.00   44.90
expect           24         4   16.67    6.68   35.85
expect           24         7   29.17   14.91   49.17
expect           24         7   29.17   14.91   49.17
seat0            24         4   16.67    6.68   35.85
seat1            24         8   33.33   17.97   53.29
seat2            24         9   37.50   21.16   57.29
seat3            24         3   12.50    4.34   31.00
draws 0
length 63.96 turns 107.33 throws 105.79 moves
EOF2
}

@test "the advanced game's network is the one trained: its shape and content, pinned" {
	# make weights writes it from yut-learn -s 1 a4:3000000; netcheck
	# (the test above) checks that the weights hold these hashes
	grep -qx '{ 4, 0x6da24ac8f75a2081ULL, 0x690004589691c906ULL, {' \
	    "$TOP/libcore/bots/weights.c"
	head -n 3 "$TOP/libcore/bots/weights.c" |
	    grep -q 'yut-learn -s 1 -e 300 -t two.tab -e 10 -t three.tab 4:1500000 2:2000000 3:1000000 a4:3000000 3x4:2000000 4x4:600000;'
	[ "$(grep -c '^YUT_ADVANCED, {$' "$TOP/libcore/bots/weights.c")" -eq 1 ]
}

@test "in the advanced game expert plays every animal by the advanced network: its own moves, pinned" {
	# expect's moves, then expert's: each animal, the cow too, against
	# each; with the basic game's network (the cow: as expect), expert
	# plays otherwise in each
	while IFS='|' read -r st a b; do
		is "$(yut-bot -S expect <<<"$st")" "$a"
		is "$(yut-bot -S expert <<<"$st")" "$b"
	done <<'EOF2'
yut1 rules=advanced turn=0 throws=0 hand=do,gae p0=A:dog:0,0,4,5 p1=B:dog:7,9,16,25|4 gae|4 do
yut1 rules=advanced turn=0 throws=0 hand=gae,geol,geol p0=A:sheep:0,8,9,17 p1=B:dog:0,0,15,24|9 geol|0 gae
yut1 rules=advanced turn=0 throws=0 hand=do,gae p0=A:cow:0,16,17,24 p1=B:dog:0,13,28,100|24 gae|16 do
yut1 rules=advanced turn=0 throws=0 hand=do,gae,geol p0=A:cow:0,20,22,24 p1=B:sheep:0,16,21,29|22 gae|0 geol
EOF2
	pinned -n 40 -S expert,expect -A sheep,cow -s 1 <<'EOF2'
# 40 games, 4 pieces, p 0.5, seed 1, animals sheep,cow
#                 games      wins    win%    95% interval
expert(sheep)        40        28   70.00   54.57   81.93
expect(cow)          40        12   30.00   18.07   45.43
seat0                40        18   45.00   30.71   60.17
seat1                40        22   55.00   39.83   69.29
draws 0
length 28.50 turns 41.02 throws 40.08 moves
EOF2
	pinned -n 40 -S expert,expect -A cow,pig -s 1 <<'EOF2'
# 40 games, 4 pieces, p 0.5, seed 1, animals cow,pig
#               games      wins    win%    95% interval
expert(cow)        40        13   32.50   20.08   47.98
expect(pig)        40        27   67.50   52.02   79.92
seat0              40        25   62.50   47.03   75.78
seat1              40        15   37.50   24.22   52.97
draws 0
length 33.73 turns 42.08 throws 41.08 moves
EOF2
}
