#!/usr/bin/env bats
# 47-solve-fast.bats - yut-solve's fast engine gives the plain engine's
# values, the same table for any threads, memo and rows of small hands, and
# with MPI (make mpi) the same table as one process; the Slurm script of the
# four-piece plan parses.

load helper

setup_file() {
	yut-solve -q -E plain -p 1 -o "$BATS_FILE_TMPDIR/plain1.tab" \
	    >"$BATS_FILE_TMPDIR/plain1.out"
	yut-solve -q -E fast -p 1 -o "$BATS_FILE_TMPDIR/fast1.tab" \
	    >"$BATS_FILE_TMPDIR/fast1.out"
}

# values TABLE: the table's values, one a line, as od prints them.
values() {
	od -A n -v -t f8 -j "$(head -n 2 "$1" | wc -c)" "$1" |
	    tr -s ' ' '\n' | sed '/^$/d'
}

# maxdiff A B: the largest difference between the values of two tables.
maxdiff() {
	paste <(values "$1") <(values "$2") | awk '
	    { d = $1 - $2; if (d < 0) d = -d; if (d > m) m = d; n++ }
	    END { if (n == 0) exit 1; printf "%.3e %d\n", m, n }'
}

# within A B EPS: every value of A within EPS of B's, and as many.
within() {
	local got
	got=$(maxdiff "$1" "$2") || return 1
	awk -v g="${got% *}" -v e="$3" 'BEGIN { exit !(g <= e) }' || {
		echo "largest difference $got, want at most $3" >&2
		return 1
	}
}

@test "yut-solve -E and -j refuse what they do not know" {
	run --separate-stderr yut-solve -E quick -p 1 -o x.tab
	refused 2
	[[ $stderr == *"-E: quick is not an engine (fast, plain)"* ]]
	run --separate-stderr yut-solve -j 0 -p 1 -o x.tab
	refused 2
	[[ $stderr == *"-j: 0 is too small"* ]]
	run --separate-stderr yut-solve -R 0 -p 1 -o x.tab
	refused 2
	[[ $stderr == *"-R: 0 is too small"* ]]
	run --separate-stderr yut-solve -h
	[[ $output == *"[-E engine]"* && $output == *"[-j threads]"* &&
	    $output == *"[-R blocks]"* ]]
}

@test "yut-solve says when memory runs out, by either engine, and writes no table" {
	local d=$BATS_TEST_TMPDIR e
	# 1 GB of address space and a memo of 4 GB asked for (not under
	# AddressSanitizer, whose shadow needs terabytes)
	bash -c 'ulimit -v 1000000; yut-new 2' >/dev/null 2>&1 ||
	    skip "the programs do not run in 1 GB of address space"
	for e in fast plain; do
		run --separate-stderr bash -c 'ulimit -v 1000000
		    exec yut-solve -q -E "$1" -j 1 -m 4096 -p 1 -o "$2"' _ \
		    "$e" "$d/$e.tab"
		refused 2
		is "yut-solve: out of memory" "$stderr"
		[ ! -e "$d/$e.tab" ] || false
	done
}

@test "fast and plain engines agree to 1e-12 on every position at one piece" {
	within "$BATS_FILE_TMPDIR/fast1.tab" "$BATS_FILE_TMPDIR/plain1.tab" \
	    1e-12
	run maxdiff "$BATS_FILE_TMPDIR/fast1.tab" "$BATS_FILE_TMPDIR/plain1.tab"
	[[ $output == *" 961" ]]
	is "$(tail -n 1 "$BATS_FILE_TMPDIR/plain1.out")" \
	    "$(tail -n 1 "$BATS_FILE_TMPDIR/fast1.out")" "start line"
	# the default engine is the fast one
	yut-solve -q -p 1 -j 2 -o "$BATS_TEST_TMPDIR/d.tab" >/dev/null
	yut-solve -q -E fast -p 1 -j 2 -o "$BATS_TEST_TMPDIR/f.tab" >/dev/null
	cmp "$BATS_TEST_TMPDIR/d.tab" "$BATS_TEST_TMPDIR/f.tab"
}

@test "the fast engine extrapolates and evaluates the policy between sweeps, and stops where the plain one does" {
	local d=$BATS_TEST_TMPDIR fast alone
	fast=$(sed -n 's/^sweeps //p' "$BATS_FILE_TMPDIR/fast1.out")
	# one piece: 6 sweeps; 30 extrapolating alone, 34 without either
	alone=$(YUT_SOLVE_PI=0 yut-solve -q -p 1 -o "$d/alone.tab" |
	    sed -n 's/^sweeps //p')
	echo "sweeps: $fast, $alone without the policy"
	[ "$fast" -le 8 ]
	[ "$alone" -gt $((fast + 10)) ]
	# the last sweep still changed no value by more than the tolerance
	awk '/^change / { exit !($2 < 1e-12) }' "$BATS_FILE_TMPDIR/fast1.out"
	within "$BATS_FILE_TMPDIR/fast1.tab" "$BATS_FILE_TMPDIR/plain1.tab" \
	    1e-12
	within "$d/alone.tab" "$BATS_FILE_TMPDIR/plain1.tab" 1e-12
	# two pieces, one home, the same
	yut-solve -q -p 2 -a 2 -o "$d/a2.tab" >/dev/null
	yut-solve -q -p 2 -a 1 -i "$d/a2.tab" -o "$d/pi.tab" >"$d/pi.out"
	YUT_SOLVE_PI=0 yut-solve -q -p 2 -a 1 -i "$d/a2.tab" -o "$d/ex.tab" \
	    >"$d/ex.out"
	fast=$(sed -n 's/^sweeps //p' "$d/pi.out")
	alone=$(sed -n 's/^sweeps //p' "$d/ex.out")
	echo "two pieces, one home: $fast, $alone without the policy"
	[ "$alone" -gt $((fast + 10)) ]
	within "$d/pi.tab" "$d/ex.tab" 1e-12
	# -v says after each sweep but the last how the policy's system was
	# solved; without the policy, nothing
	run --separate-stderr yut-solve -q -v -j 1 -p 1 -o "$d/v.tab"
	ok
	is 6 "$(grep -c '^sweep [0-9]*: change ' <<<"$stderr")" "sweeps"
	# each sweep's line ends with the nodes so far, the last sweep's
	# those of the report; the page's sweep 2 is this one, its time aside
	is "$(sed -n 's/^nodes //p' <<<"$output")" \
	    "$(grep '^sweep 6: change ' <<<"$stderr" | sed 's/.* \([0-9]*\) nodes$/\1/')" \
	    "nodes of the last sweep's line"
	is "$(grep -o 'sweep 2: change [^,]*, [0-9.]* s, [0-9]* nodes' \
	    "$TOP/man/yut-solve.1" | sed 's/, [0-9.]* s,/, s,/')" \
	    "$(grep '^sweep 2: change ' <<<"$stderr" | sed 's/, [0-9.]* s,/, s,/')" \
	    "yut-solve(1)'s sweep line"
	is 5 "$(grep -Ec '^sweep [1-5]: policy evaluated, [0-9]+ passes, [0-9.]+ s$' <<<"$stderr")" \
	    "policies evaluated"
	run --separate-stderr env YUT_SOLVE_PI=0 yut-solve -q -v -p 1 \
	    -o "$d/v.tab"
	ok
	[[ $stderr != *policy* ]]
	# allowed one pass, the policy's system does not settle: the values
	# it found are set aside, and the sweeps go on as without the policy,
	# to that table byte for byte
	run --separate-stderr env YUT_SOLVE_PI=1 yut-solve -q -v -p 1 \
	    -o "$d/v1.tab"
	ok
	is 1 "$(grep -c policy <<<"$stderr")" "policy lines"
	grep -Eq '^sweep 1: policy not evaluated: 1 pass left a change of [0-9.]+e[-+][0-9]+; the sweeps go on without it$' <<<"$stderr"
	cmp "$d/v1.tab" "$d/alone.tab"
	# a count of passes or nothing
	for bad in x -1 '' 1e3 2000000; do
		run --separate-stderr env YUT_SOLVE_PI="$bad" yut-solve -q -p 1 \
		    -o "$d/bad.tab"
		is 2 "$status" "YUT_SOLVE_PI=$bad"
		is "yut-solve: YUT_SOLVE_PI: $bad: not a count of passes (0 to 1000000)" \
		    "$stderr"
		[ ! -e "$d/bad.tab" ]
	done
}

# first_change ERR: the change of the first sweep in yut-solve -v's lines.
first_change() {
	sed -n 's/^sweep 1: change \([^,]*\),.*/\1/p' "$1"
}

@test "a sweep likely the last finds no policy terms: fewer nodes, the same table" {
	local d=$BATS_TEST_TMPDIR
	yut-solve -q -v -j 1 -p 1 -o "$d/one.tab" 2>"$d/one.err" >/dev/null
	# each sweep's nodes, from the running counts of -v
	awk '/^sweep [0-9]+: change / { print $(NF - 1) - n; n = $(NF - 1) }' \
	    "$d/one.err" >"$d/nodes"
	cat "$d/nodes"
	# one piece converges fast: the last sweep is foreseen, and spares
	# the walks of its positions' turns the others make
	[ "$(wc -l <"$d/nodes")" -ge 4 ]
	[ "$(tail -n 1 "$d/nodes")" -lt "$(tail -n 2 "$d/nodes" | head -n 1)" ]
	cmp "$d/one.tab" "$BATS_FILE_TMPDIR/fast1.tab"
}

@test "a part's sweeps start from the parts before (YUT_SOLVE_WARM=0: from nothing), to the same values" {
	local d=$BATS_TEST_TMPDIR w c
	# one piece: its one part from a race of its two pieces' steps
	YUT_SOLVE_WARM=0 yut-solve -q -v -j 1 -p 1 -o "$d/cold1.tab" \
	    >"$d/cold1.out" 2>"$d/cold1.err"
	yut-solve -q -v -j 1 -p 1 -o "$d/warm1.tab" >"$d/warm1.out" \
	    2>"$d/warm1.err"
	is "1.000e+00" "$(first_change "$d/cold1.err")" "cold first change"
	c=$(first_change "$d/warm1.err")
	echo "one piece: first change $c warm; sweeps" \
	    "$(sed -n 3p "$d/cold1.out") cold, $(sed -n 3p "$d/warm1.out") warm"
	awk -v c="$c" 'BEGIN { exit !(c < 0.9) }'
	within "$d/warm1.tab" "$d/cold1.tab" 1e-12
	within "$d/warm1.tab" "$BATS_FILE_TMPDIR/plain1.tab" 1e-12
	is "$(tail -n 1 "$d/cold1.out")" "$(tail -n 1 "$d/warm1.out")" "start"
	# two pieces: the part with one home from the part with two
	yut-solve -q -p 2 -a 2 -o "$d/a2.tab" >/dev/null
	YUT_SOLVE_WARM=0 yut-solve -q -v -j 1 -p 2 -a 1 -i "$d/a2.tab" \
	    -o "$d/cold2.tab" >/dev/null 2>"$d/cold2.err"
	yut-solve -q -v -j 1 -p 2 -a 1 -i "$d/a2.tab" -o "$d/warm2.tab" \
	    >/dev/null 2>"$d/warm2.err"
	is "1.000e+00" "$(first_change "$d/cold2.err")" "cold first change"
	c=$(first_change "$d/warm2.err")
	awk -v c="$c" 'BEGIN { exit !(c < 0.9) }'
	run cmp -s "$d/cold2.tab" "$d/warm2.tab"
	[ "$status" -eq 1 ]
	within "$d/warm2.tab" "$d/cold2.tab" 1e-12
	# anything else than 0 is as unset
	YUT_SOLVE_WARM=1 yut-solve -q -j 1 -p 1 -o "$d/one.tab" >/dev/null
	cmp "$d/one.tab" "$d/warm1.tab"
}

@test "the fast engine agrees at every -P and cut, and through partitions" {
	local d=$BATS_TEST_TMPDIR
	yut-solve -q -E plain -p 1 -P 0.9 -c 1e-6 -o "$d/p.tab" >/dev/null
	yut-solve -q -E fast -p 1 -P 0.9 -c 1e-6 -o "$d/f.tab" >/dev/null
	within "$d/f.tab" "$d/p.tab" 1e-12
	# the top partition of two pieces holds the one-piece game
	yut-solve -q -E plain -p 2 -a 2 -o "$d/p2.tab" >/dev/null
	yut-solve -q -E fast -p 2 -a 2 -o "$d/f2.tab" >/dev/null
	within "$d/f2.tab" "$d/p2.tab" 1e-12
}

@test "the fast engine's table is the same, value for value, for any threads, memo and rows" {
	local d=$BATS_TEST_TMPDIR n
	yut-solve -q -p 2 -a 2 -o "$d/a2.tab" >/dev/null
	# three sweeps of two pieces, one home: catches, stacks, values not
	# yet converged
	solve() {
		yut-solve -q -p 2 -a 1 -i "$d/a2.tab" -n 3 "$@"
	}
	solve -j 1 -o "$d/a.tab" >/dev/null
	solve -j 3 -o "$d/b.tab" >/dev/null
	cmp "$d/a.tab" "$d/b.tab"
	solve -j 2 -m 1 -o "$d/c.tab" >/dev/null
	cmp "$d/a.tab" "$d/c.tab"
	# more workers than a round's blocks: each block cut in slices
	solve -j 12 -o "$d/s.tab" >/dev/null
	cmp "$d/a.tab" "$d/s.tab"
	# without the rows of small hands: the same values, more searched
	n=$(solve -j 2 -o "$d/d.tab" | sed -n 's/^nodes //p')
	run env YUT_SOLVE_ROWS=0 yut-solve -q -p 2 -a 1 -i "$d/a2.tab" -n 3 \
	    -j 2 -o "$d/e.tab"
	ok
	cmp "$d/a.tab" "$d/e.tab"
	[ "${lines[5]#nodes }" -gt $((2 * n)) ]
	# a whole solve, the policy evaluated in its last sweeps
	yut-solve -q -j 1 -p 1 -o "$d/p1.tab" >/dev/null
	for o in "-j 3" "-j 12" "-j 2 -m 1"; do
		yut-solve -q $o -p 1 -o "$d/o.tab" >/dev/null
		cmp "$d/p1.tab" "$d/o.tab"
	done
	YUT_SOLVE_ROWS=0 yut-solve -q -j 2 -p 1 -o "$d/o.tab" >/dev/null
	cmp "$d/p1.tab" "$d/o.tab"
}

@test "yut-solve -R: the blocks of a round change the way, not the values, and one -R gives one table for any threads" {
	local d=$BATS_TEST_TMPDIR a b
	# one piece, 30 blocks: rounds of one block read the freshest
	# values, one round of all reads none of the sweep's (without the
	# policy's evaluation, which hides the difference)
	a=$(YUT_SOLVE_PI=0 yut-solve -q -j 2 -R 1 -p 1 -o "$d/r1.tab" |
	    sed -n 's/^sweeps //p')
	b=$(YUT_SOLVE_PI=0 yut-solve -q -j 2 -R 1000 -p 1 -o "$d/r1000.tab" |
	    sed -n 's/^sweeps //p')
	echo "sweeps: -R 1 $a, -R 1000 $b"
	[ "$a" -lt "$b" ]
	within "$d/r1.tab" "$BATS_FILE_TMPDIR/plain1.tab" 1e-12
	within "$d/r1000.tab" "$BATS_FILE_TMPDIR/plain1.tab" 1e-12
	# the default is 8
	yut-solve -q -j 1 -R 8 -p 1 -o "$d/r8.tab" >/dev/null
	cmp "$d/r8.tab" "$BATS_FILE_TMPDIR/fast1.tab"
	# rounds of three blocks, by one thread or cut in slices by four
	yut-solve -q -p 2 -a 2 -o "$d/a2.tab" >/dev/null
	yut-solve -q -j 1 -R 3 -p 2 -a 1 -i "$d/a2.tab" -n 3 \
	    -o "$d/j1.tab" >/dev/null
	yut-solve -q -j 4 -R 3 -p 2 -a 1 -i "$d/a2.tab" -n 3 \
	    -o "$d/j4.tab" >/dev/null
	cmp "$d/j1.tab" "$d/j4.tab"
	yut-solve -q -j 1 -p 2 -a 1 -i "$d/a2.tab" -n 3 -o "$d/r8.tab" \
	    >/dev/null
	! cmp -s "$d/j1.tab" "$d/r8.tab" || false
}

@test "a whole solve goes part by part, most pieces home first, as runs of -a one by one" {
	local d=$BATS_TEST_TMPDIR
	yut-solve -q -p 2 -a 2 -o "$d/a2.tab" >"$d/a2.out"
	yut-solve -q -p 2 -a 1 -n 4 -i "$d/a2.tab" -o "$d/a1.tab" >/dev/null
	# the top part's sweeps, then four of the next
	run yut-solve -q -p 2 -n $(($(sed -n 's/^sweeps //p' "$d/a2.out") + 4)) \
	    -o "$d/whole.tab"
	ok
	cmp <(values "$d/a1.tab") <(values "$d/whole.tab")
}

@test "the fast engine resumes a run stopped early, as the plain one" {
	local d=$BATS_TEST_TMPDIR n
	yut-solve -q -p 1 -n 2 -o "$d/a.tab" >/dev/null
	run yut-solve -q -p 1 -i "$d/a.tab" -o "$d/b.tab"
	ok
	# its own sweeps, fewer than from nothing
	[[ ${lines[2]} =~ ^sweeps\ [0-9]+$ ]]
	n=$(sed -n 's/^sweeps //p' "$BATS_FILE_TMPDIR/fast1.out")
	[ "${lines[2]#sweeps }" -lt "$n" ]
	within "$d/b.tab" "$BATS_FILE_TMPDIR/plain1.tab" 1e-12
}

# killed N DIR: a one-piece solve into DIR/x.tab, a checkpoint at every
# round, killed at the pause after its Nth (as a machine going down might).
killed() {
	rm -rf "$2"/x.tab*
	run env YUT_SOLVE_KILL="$1" yut-solve -q -j 2 -R 1 -k 1e-9 -p 1 \
	    -o "$2/x.tab"
	is 137 "$status" "killed by SIGKILL"
	[ -s "$2/x.tab.sweep" ]
}

@test "a run killed goes on within the sweep its checkpoint kept, to the table of a run not killed (byte for byte with the policy evaluated)" {
	local d=$BATS_TEST_TMPDIR n want
	yut-solve -q -j 2 -R 1 -p 1 -o "$d/full.tab" >"$d/full.out"
	# killed in the first sweep, within the third, at the end of the fourth
	for n in 20:1:66.7 80:3:66.7 120:4:100.0; do
		killed "${n%%:*}" "$d"
		want=${n#*:}
		run --separate-stderr yut-solve -q -j 1 -R 1 -p 1 \
		    -i "$d/x.tab" -o "$d/x.tab"
		ok
		is "yut-solve: $d/x.tab.sweep: sweep ${want%:*} goes on from ${want#*:}% swept" "$stderr"
		cmp "$d/x.tab" "$d/full.tab"
		is "$(grep -v -e ^nodes -e ^time -e ^memory "$d/full.out")" \
		    "$(printf '%s\n' "${lines[@]}" |
		    grep -v -e ^nodes -e ^time -e ^memory)"
		# a solve that ends keeps no sweep
		[ ! -e "$d/x.tab.sweep" ]
	done
	# without the policy, the extrapolation starts again: the same values
	# to within the tolerance
	YUT_SOLVE_PI=0 yut-solve -q -R 1 -p 1 -o "$d/full.tab" >/dev/null
	rm -f "$d"/x.tab*
	run env YUT_SOLVE_PI=0 YUT_SOLVE_KILL=500 yut-solve -q -R 1 -k 1e-9 \
	    -p 1 -o "$d/x.tab"
	is 137 "$status" "killed by SIGKILL"
	run --separate-stderr env YUT_SOLVE_PI=0 yut-solve -q -R 1 -p 1 \
	    -i "$d/x.tab" -o "$d/x.tab"
	ok
	is "yut-solve: $d/x.tab.sweep: sweep 17 goes on from 66.7% swept" "$stderr"
	within "$d/x.tab" "$d/full.tab" 1e-12
	# the header yut-files(5) shows is the one written
	killed 80 "$d"
	is "$(sed -n '/^yut-sweep 1$/{n;p;}' "$TOP/man/yut-files.5")" \
	    "$(head -c 512 "$d/x.tab.sweep" | sed -n '2s/ *$//p')"
}

@test "a kept sweep damaged, of another game, rounds or values is set aside with the reason, and the solve is still right" {
	local d=$BATS_TEST_TMPDIR why
	yut-solve -q -j 2 -R 1 -p 1 -o "$d/full.tab" >/dev/null
	# resumed WHY: the solve from x.tab, saying that x.tab.sweep is WHY
	resumed() {
		run --separate-stderr yut-solve -q "$@" -p 1 -i "$d/x.tab" \
		    -o "$d/y.tab"
		ok
		is "yut-solve: $d/x.tab.sweep: $why: the solve starts as without it" \
		    "$stderr"
		within "$d/y.tab" "$d/full.tab" 1e-12
	}
	killed 40 "$d"
	cp "$d/x.tab.sweep" "$d/old.sweep"
	killed 80 "$d"
	cp "$d/x.tab.sweep" "$d/good.sweep"
	# a byte of the terms changed
	printf 'X' | dd of="$d/x.tab.sweep" bs=1 seek=700 conv=notrunc \
	    2>/dev/null
	why=damaged resumed -R 1
	# the header cut short, or its sum not its own
	head -c 100 "$d/good.sweep" >"$d/x.tab.sweep"
	why="not a sweep kept by yut-solve" resumed -R 1
	sed '2s/sweep=3/sweep=4/' "$d/good.sweep" >"$d/x.tab.sweep"
	why=damaged resumed -R 1
	# the terms cut short
	head -c 5000 "$d/good.sweep" >"$d/x.tab.sweep"
	why=damaged resumed -R 1
	# emptied for a sweep begun: nothing to say
	: >"$d/x.tab.sweep"
	run --separate-stderr yut-solve -q -R 1 -p 1 -i "$d/x.tab" \
	    -o "$d/y.tab"
	ok
	is "" "$stderr"
	within "$d/y.tab" "$d/full.tab" 1e-12
	# kept before the table's last checkpoint
	cp "$d/old.sweep" "$d/x.tab.sweep"
	why="not of the table's values (written before its last checkpoint)" \
	    resumed -R 1
	# the rounds of another -R
	cp "$d/good.sweep" "$d/x.tab.sweep"
	why="of other rounds (-R)" resumed -R 2
	# another game's
	rm -f "$d"/x.tab*
	run env YUT_SOLVE_KILL=80 yut-solve -q -R 1 -k 1e-9 -P 0.6 -p 1 \
	    -o "$d/x.tab"
	cp "$d/x.tab.sweep" "$d/p6.sweep"
	killed 80 "$d"
	cp "$d/p6.sweep" "$d/x.tab.sweep"
	why="not of this game" resumed -R 1
	# -a starts its part from nothing and reads none
	cp "$d/good.sweep" "$d/x.tab.sweep"
	run --separate-stderr yut-solve -q -R 1 -p 1 -a 0 -i "$d/x.tab" \
	    -o "$d/y.tab"
	ok
	is "" "$stderr"
	within "$d/y.tab" "$d/full.tab" 1e-12
}

@test "a sweep that cannot be kept is given up with a warning, the solve going on" {
	local d=$BATS_TEST_TMPDIR
	mkdir "$d/x.tab.sweep"
	run --separate-stderr yut-solve -q -R 1 -k 1e-9 -p 1 -o "$d/x.tab"
	ok
	[[ ${lines[-1]} =~ ^start\ p0=0.509885 ]]
	[[ $stderr == *"x.tab.sweep: Is a directory: the sweep under way is not kept"* ]]
}

# mpirun as root needs to be told.
mpi_root() {
	[ "$(id -u)" -ne 0 ] || echo --allow-run-as-root
}

# mpi N ARGS...: N ranks, more than the cores if need be.
mpi() {
	mpirun $(mpi_root) --oversubscribe -np "$@"
}

# have_mpi: Open MPI and bin/yut-solve-mpi are there.  Skips where Open MPI
# is not installed (bash .ci/run setup installs it) or make check was
# told MPI=; fails where make check should have built it.  Under make san
# the ranks run without LeakSanitizer: Open MPI keeps what it allocates
# to the end, by design, and yut-solve's own leaks are looked for in the
# tests of one process, which run every line of it but solvempi.c.
have_mpi() {
	command -v mpicc >/dev/null && command -v mpirun >/dev/null ||
	    skip "Open MPI (mpicc, mpirun) is not installed"
	[ "${YUT_CHECK_MPI-auto}" = auto ] ||
	    skip "make check MPI= leaves yut-solve-mpi out"
	export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
	[ -x "$TOP/bin/yut-solve-mpi" ] || {
		echo "bin/yut-solve-mpi is missing: make check builds it where Open MPI is installed" >&2
		return 1
	}
}

@test "yut-solve-mpi on 2 and 3 ranks writes the table of one process, policy and all" {
	have_mpi
	local d=$BATS_TEST_TMPDIR n
	yut-solve -q -p 2 -a 2 -o "$d/a2.tab" >/dev/null
	# two pieces, one home: 26,160 positions; every rank evaluates the
	# policy from the terms it found, so as few sweeps as one process
	yut-solve -q -v -j 2 -p 2 -a 1 -i "$d/a2.tab" -o "$d/one.tab" \
	    >"$d/one.out" 2>"$d/one.err"
	grep -q '^sweep 1: policy evaluated' "$d/one.err"
	for n in 2 3; do
		run --separate-stderr mpi $n "$TOP/bin/yut-solve-mpi" -q -v \
		    -j 1 -p 2 -a 1 -i "$d/a2.tab" -o "$d/mpi$n.tab"
		ok
		cmp "$d/one.tab" "$d/mpi$n.tab"
		is "$(sed -n 3p "$d/one.out")" "${lines[2]}" "sweeps, $n ranks"
		is "$(grep -c 'policy evaluated' "$d/one.err")" \
		    "$(grep -c 'policy evaluated' <<<"$stderr")" \
		    "policies evaluated, $n ranks"
	done
	# ranks of several threads, a round's blocks cut in slices
	run mpi 3 "$TOP/bin/yut-solve-mpi" -q -j 4 -p 2 -a 1 \
	    -i "$d/a2.tab" -o "$d/sliced.tab"
	ok
	cmp "$d/one.tab" "$d/sliced.tab"
	# a whole solve of one piece, the same on one, two and three ranks
	yut-solve -q -j 2 -p 1 -o "$d/one1.tab" >"$d/one1.out"
	for n in 1 2 3; do
		run mpi $n "$TOP/bin/yut-solve-mpi" -q -j 1 -p 1 \
		    -o "$d/mpi1-$n.tab"
		ok
		cmp "$d/one1.tab" "$d/mpi1-$n.tab"
		is "$(sed -n 3p "$d/one1.out")" "${lines[2]}" "sweeps, $n ranks"
	done
	# without the policy, ranks and one process alike, another table
	# within the tolerance
	YUT_SOLVE_PI=0 yut-solve -q -j 2 -p 1 -o "$d/ex1.tab" >/dev/null
	run env YUT_SOLVE_PI=0 mpirun $(mpi_root) --oversubscribe -np 2 \
	    "$TOP/bin/yut-solve-mpi" -q -j 1 -p 1 -o "$d/ex2.tab"
	ok
	cmp "$d/ex1.tab" "$d/ex2.tab"
	within "$d/one1.tab" "$d/ex2.tab" 1e-12
	# one process, MPI's singleton: mpirun may cut a dying rank's words
	run --separate-stderr "$TOP/bin/yut-solve-mpi" -E plain -p 1 \
	    -o "$d/plain.tab"
	[ "$status" -eq 2 ]
	[[ $stderr == *"-E plain: the plain engine runs in one process"* ]]
	[ ! -e "$d/plain.tab" ]
}

@test "the Slurm script of the four-piece plan is sound shell, and solves one piece through mpirun" {
	local sb=$TOP/examples/solve-cluster.sbatch
	bash -n "$sb"
	grep -q '^#SBATCH --nodes=' "$sb"
	have_mpi
	local root
	root=$(mpi_root)
	cd "$BATS_TEST_TMPDIR"
	# two nodes of one core: rounds of two blocks, one a thread
	YUT_PIECES=1 YUT_SOLVE="$TOP/bin/yut-solve-mpi" \
	    YUT_LAUNCH="mpirun $root --oversubscribe -np 2" SLURM_CPUS_PER_TASK=1 \
	    SLURM_NNODES=2 bash "$sb" >out 2>err
	[ -s pieces1-a0.tab ]
	within pieces1.tab "$BATS_FILE_TMPDIR/plain1.tab" 1e-12
	yut-solve -q -j 1 -R 2 -p 1 -o r2.tab >/dev/null
	cmp r2.tab pieces1.tab
}

@test "the Slurm script goes on from the values a partition's run wrote when its time limit stopped it" {
	have_mpi
	local root sb=$TOP/examples/solve-cluster.sbatch
	root=$(mpi_root)
	cd "$BATS_TEST_TMPDIR"
	# each rank's arguments noted; with STOP set, a run its time limit
	# stops after three sweeps, its values so far written.  Only the
	# first rank fails, as it would once it has written: the others are
	# done before it writes, and a failing one would have mpirun kill it
	cat >logged <<-EOF
	#!/bin/sh
	echo "\$*" >>runs
	[ -z "\${STOP-}" ] && exec "$TOP/bin/yut-solve-mpi" "\$@"
	"$TOP/bin/yut-solve-mpi" "\$@" -n 3 || exit
	[ "\${OMPI_COMM_WORLD_RANK-0}" = 0 ] && exit 143
	exit 0
	EOF
	chmod +x logged
	export YUT_PIECES=1 YUT_SOLVE=$PWD/logged SLURM_CPUS_PER_TASK=1 \
	    SLURM_NNODES=2 YUT_LAUNCH="mpirun $root --oversubscribe -np 2"
	run env STOP=1 bash "$sb"
	[ "$status" -ne 0 ]
	# the partition is not taken for solved
	[ ! -e pieces1-a0.tab ]
	head -n 2 pieces1-a0.tab.part | grep -q ' sweeps=3 '
	# submitted again, it goes on from there
	rm runs
	run bash "$sb"
	ok
	grep -q -- "-i $PWD/pieces1-a0.tab.part -o $PWD/pieces1-a0.tab.part\$" runs
	[ ! -e pieces1-a0.tab.part ]
	within pieces1.tab "$BATS_FILE_TMPDIR/plain1.tab" 1e-12
	# and once more: nothing left to do
	rm runs
	run bash "$sb"
	ok
	[ ! -e runs ]
}

@test "yut-solve-mpi: a signal to one rank stops them all where the values are whole, and the first writes them" {
	have_mpi
	[ -r /proc/self/environ ] || skip "no /proc to find the second rank in"
	local d=$BATS_TEST_TMPDIR p r1= i job
	yut-solve -q -p 2 -a 2 -o "$d/a2.tab" >/dev/null
	# -e 0: it would sweep on to the thousandth; ranks that did not
	# stop together would wait for each other for ever
	timeout -k 10 300 mpirun $(mpi_root) --oversubscribe -np 2 \
	    "$TOP/bin/yut-solve-mpi" -v -k 0.001 -e 0 -j 1 -p 2 -a 1 \
	    -i "$d/a2.tab" -o "$d/m.tab" 2>"$d/err" &
	job=$!
	for ((i = 0; i < 15000; i++)); do
		grep -q 'written to' "$d/err" && break
		sleep 0.02
	done
	for p in $(pgrep -x yut-solve-mpi); do
		tr '\0' '\n' <"/proc/$p/cmdline" | grep -qxF "$d/m.tab" &&
		    tr '\0' '\n' <"/proc/$p/environ" |
		    grep -qx OMPI_COMM_WORLD_RANK=1 && r1=$p
	done
	[ -n "$r1" ]
	kill -TERM "$r1"
	status=0
	wait "$job" || status=$?
	[ "$status" -ne 0 ]
	grep -q "^yut-solve: stopped by a signal to another rank in sweep [0-9]*, [0-9.]*% swept; the values so far are in $d/m.tab: -i $d/m.tab goes on from them\$" "$d/err"
	[ -z "$(find "$d" -name 'm.tab.??????')" ]
	# one process goes on from them to a solve's values never stopped
	yut-solve -q -p 2 -a 1 -i "$d/a2.tab" -o "$d/whole.tab" >/dev/null
	yut-solve -q -p 2 -a 1 -i "$d/m.tab" -o "$d/resumed.tab" >/dev/null
	within "$d/resumed.tab" "$d/whole.tab" 1e-12
}

# unsolved NAME: the warning of a table cut short before its last part.
unsolved() {
	echo "$1: not solved to the end: no sweep of its last part (the positions with no piece arrived) had ended, so its values are not exact (yut-solve -i goes on from them)"
}

# cut_short TABLE SWEEPS: TABLE written in the first part's sweeps, told
# unsolved by its header and by every program that reads it.
cut_short() {
	local st
	st=$(yut-new -p 2 2 | yut-throw -s 3)
	head -n 2 "$1" | grep -q " arrived=0 values=246016 sweeps=$2 change=1.000e+00 " || {
		head -n 2 "$1" >&2
		return 1
	}
	run --separate-stderr yut-eval -t "$1" <<<"$st"
	ok
	is "yut-eval: $(unsolved "$1")" "$stderr" "yut-eval's warning"
	run --separate-stderr yut-bot -S perfect -t "$1" <<<"$st"
	ok
	is "yut-bot: $(unsolved "$1")" "$stderr" "yut-bot's warning"
}

@test "a table cut short in a part before the last, however near that part converged, is not solved" {
	local d=$BATS_TEST_TMPDIR k m
	cd "$d"
	# two pieces: the part with both home converges in k sweeps, the
	# one before the last changing values by some 1e-12
	k=$(yut-solve -q -j 1 -p 2 -a 2 -o a2.tab | sed -n 's/^sweeps //p')
	[ "$k" -ge 3 ]
	run yut-solve -q -j 1 -p 2 -n $((k - 1)) -o n.tab
	ok
	is "change 1.000e+00" "${lines[3]}" "the report's change"
	cut_short n.tab $((k - 1))
	# a checkpoint at every pause: the m of the part's k sweeps, the
	# last at the end of sweep k, before its change is known; killed at
	# the next pause, in the next part, the copy is that checkpoint
	m=$(yut-solve -v -j 1 -k 0.000001 -p 2 -n "$k" -o all.tab 2>&1 |
	    grep -c ' written to all.tab$')
	[ "$m" -ge "$k" ]
	run env YUT_SOLVE_KILL="$m" yut-solve -q -j 1 -k 0.000001 -p 2 -o kill.tab
	is 137 "$status" "status"
	cut_short kill.tab $((k - 1))
	# a whole solve of one piece has one part, its last: solved
	run --separate-stderr yut-eval -t "$BATS_FILE_TMPDIR/fast1.tab" <<<"$(yut-new -p 1 2)"
	ok
	is "" "$stderr" "a solved table's warnings"
}

@test "yut-solve-mpi cut short or killed in a part before the last writes a table not solved" {
	have_mpi
	local d=$BATS_TEST_TMPDIR k m
	cd "$d"
	# two ranks take the sweeps of one process
	k=$(yut-solve -q -j 1 -p 2 -a 2 -o a2.tab |
	    sed -n 's/^sweeps //p')
	[ "$k" -ge 3 ]
	run timeout -k 10 600 mpirun $(mpi_root) --oversubscribe -np 2 \
	    "$TOP/bin/yut-solve-mpi" -q -j 1 -p 2 -n $((k - 1)) -o n.tab
	ok
	cut_short n.tab $((k - 1))
	m=$(timeout -k 10 600 mpirun $(mpi_root) --oversubscribe -np 2 \
	    "$TOP/bin/yut-solve-mpi" -v -j 1 -k 0.000001 -p 2 -n "$k" \
	    -o all.tab 2>&1 | grep -c ' written to all.tab$')
	[ "$m" -ge "$k" ]
	run timeout -k 10 600 mpirun $(mpi_root) --oversubscribe -np 2 \
	    -x YUT_SOLVE_KILL="$m" "$TOP/bin/yut-solve-mpi" -q -j 1 \
	    -k 0.000001 -p 2 -o kill.tab
	[ "$status" -ne 0 ]
	cut_short kill.tab $((k - 1))
}

@test "yut-play -t: hint gives the table's exact values, and a table for other sticks is refused" {
	cd "$BATS_TEST_TMPDIR"
	local tab=$BATS_FILE_TMPDIR/fast1.tab
	# seed 40: gae mo mo mo at the first turn
	run --separate-stderr timeout 300 yut-play -b -s 40 -t "$tab" \
	    -o g.rec <<<$'1\n2\n1\nhint\n0\nmo'
	unfinished
	want=$(sed -n 2p g.rec | yut-eval -t "$tab" | sed 1d | head -n 3 |
	    awk '{ printf "%s %s %s %.1f%%", (NR > 1 ? "," : ""), $1, $2,
	    100 * $3 }')
	is "Hint (your chance to win, exact from the table):$want" \
	    "$(grep '^Hint' <<<"$output")" hint
	# a game the table does not cover is hinted by the search
	run --separate-stderr timeout 300 yut-play -b -s 40 -t "$tab" \
	    <<<$'1\n2\n2\nhint'
	grep -q "^Hint (expert's estimate of your chance to win):" <<<"$output"
	run --separate-stderr yut-play -P 0.6 -t "$tab" </dev/null
	refused 2
	[[ $stderr == *"the table was solved for -P 0.5, not 0.6"* ]]
	echo junk >junk.tab
	run --separate-stderr yut-play -t junk.tab </dev/null
	refused 2
	[[ $stderr == *"junk.tab: not a yut table (version 1)"* ]]
}
