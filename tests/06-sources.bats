#!/usr/bin/env bats
# 06-sources.bats - the sources kept in shape: each question of SPEC 7
# written once, for yut-play, yut-drive and the referee alike; every
# source in files and functions one can read; no library code that exits
# or keeps static memory; no test assertion that cannot fail.

load helper

# The questions of texts.c's table, one a line, each entry's literals
# joined ("There is a saved game. " "Start ..." is one question).
questions() {
	awk '/^const char \*const yut_prompts\[/ { on = 1; next }
	    on && /^};/ { on = 0 }
	    on {
		line = $0
		if (line ~ /^\t\[YUT_REF_/ && text != "") { print text; text = "" }
		while (match(line, /"[^"]*"/)) {
			text = text substr(line, RSTART + 1, RLENGTH - 2)
			line = substr(line, RSTART + RLENGTH)
		}
	    }
	    END { if (text != "") print text }' "$TOP/libcore/game/texts.c"
}

@test "each question of SPEC 7 is written once, in texts.c" {
	local q words start found n=0
	while IFS= read -r q; do
		n=$((n + 1))
		# the question, and its words for messages: no sentence
		# before them, no blank after (yut_prompt_words)
		words=${q##*. }
		words=${words% }
		for start in "${q:0:24}" "${words:0:24}"; do
			# yut-login's PASSWORD sets a password: not SPEC 7's
			found=$(grep -rnF --include='*.[ch]' "\"$start" \
			    "$TOP/libcore" "$TOP/cmd" |
			    grep -v -e '/libcore/game/texts\.c:' \
			    -e '/cmd/yut-login\.c:' || true)
			is "" "$found" "\"$start...\" written outside texts.c"
		done
	done < <(questions)
	# every question of enum yut_ref_prompt was read
	is 11 "$n" "questions in texts.c"
}

# The driver, yut-play and the referee.
SIZED='libcore/grade/drive*.c libcore/play/play*.c libcore/game/texts.c
    libcore/grade/referee.c libcore/grade/ref_*.c'
# Every source file is held to FILE_MAX lines and FUNC_MAX lines a function
# (from its opening brace at column 0 to its closing one): the library's
# and the mains', all but weights.c, the network's weights as yut-learn
# writes them.
FILE_MAX=800
FUNC_MAX=60

# sized: the files held to the sizes, one a line, from $TOP.
sized() {
	printf '%s\n' libcore/*/*.c cmd/*.c | grep -v '/weights\.c$'
}

# oversized FILE...: each file over FILE_MAX lines and each function over
# FUNC_MAX, one a line ("FILE: N lines", "FILE: NAME, N lines").
oversized() {
	awk -v fmax="$FILE_MAX" -v max="$FUNC_MAX" '
	    function long() {
		if (last != "" && lines > fmax)
			print last ": " lines " lines"
	    }
	    FNR == 1 { long(); last = FILENAME; start = 0 }
	    { lines = FNR }
	    /^[A-Za-z_][A-Za-z0-9_]*\(/ { name = $0; sub(/\(.*/, "", name) }
	    /^\{/ { start = FNR }
	    /^\}/ && start {
		if (FNR - start + 1 > max)
			print FILENAME ": " name ", " FNR - start + 1 " lines"
		start = 0
	    }
	    END { long() }' "$@"
}

@test "no source file over 800 lines, no function over 60, but the generated weights.c" {
	local files
	cd "$TOP"
	files=$(sized)
	# the whole tree: the library's folders and the mains, weights.c aside
	[[ $files == *libcore/bots/bot.c* && $files == *cmd/yut-sim.c* &&
	    $files == *libcore/common/pty.c* && $files == *libcore/games/* ]] ||
	    false
	[[ $files != *weights.c* ]] || false
	# shellcheck disable=SC2086
	is "" "$(oversized $files)" \
	    "files over $FILE_MAX lines, functions over $FUNC_MAX"
}

@test "the check of sizes finds a file too long and a function too long" {
	local d=$BATS_TEST_TMPDIR i
	{
		echo 'int'
		echo 'f(void)'
		echo '{'
		for ((i = 0; i < FUNC_MAX - 2; i++)); do echo '	;'; done
		echo '}'
	} >"$d/fits.c"
	{
		echo 'int'
		echo 'g(void)'
		echo '{'
		for ((i = 0; i < FUNC_MAX - 1; i++)); do echo '	;'; done
		echo '}'
		for ((i = 0; i < FILE_MAX - FUNC_MAX - 2; i++)); do echo; done
	} >"$d/long.c"
	is "" "$(oversized "$d/fits.c")" "a function of $FUNC_MAX lines"
	is "$d/long.c: g, $((FUNC_MAX + 1)) lines
$d/long.c: $((FILE_MAX + 1)) lines" "$(oversized "$d/long.c")" "one too many"
	is "$d/long.c: g, $((FUNC_MAX + 1)) lines
$d/long.c: $((FILE_MAX + 1)) lines" "$(oversized "$d/fits.c" "$d/long.c")" "two files"
}

# What exits, and the allocators that exit when memory runs out: none of
# them in library code.  The mains' own layer is util.o (yut_die, yut_diex,
# the allocators that die, yut_fshut, yut_version, yut_parse_list) and
# cli.o (the command line: usage, --help, a bad option, --color, the seed;
# yut_signal_exit): only cmd/ calls them, so nothing else in libcore may.
EXITS='yut_die|yut_diex|exit|_exit|_Exit|quick_exit|abort|yut_malloc|yut_calloc|yut_realloc|yut_strdup'
MAINS_ONLY='yut_usage|yut_cli|yut_getopt|yut_color_option|yut_seed_option|yut_rng_option|yut_signal_exit|yut_fshut|yut_version|yut_parse_list'

@test "no library code exits: its errors go back to the mains, which alone exit" {
	local o bad fork all=
	cd "$TOP"
	# the check reads what it should: the mains' layer does exit
	nm -u libcore/common/util.o | awk '{ print $NF }' | grep -qx exit
	nm -u libcore/common/cli.o | awk '{ print $NF }' | grep -qx exit
	for o in libcore/*/*.o; do
		case $o in
		libcore/common/util.o | libcore/common/cli.o)
			continue ;;
		# a forked child ends with _exit, never returning into the
		# parent's code: pty.o's and sandbox.o's when the exec of the
		# program under test fails (127), sim.o's workers (-j) when
		# their last report is written
		libcore/common/pty.o | libcore/common/sandbox.o | \
		libcore/bots/sim.o)
			fork=_exit ;;
		*)
			fork= ;;
		esac
		bad=$(nm -u "$o" | awk '{ print $NF }' |
		    grep -xE "$EXITS|$MAINS_ONLY" | grep -vx "$fork" || true)
		[ -z "$bad" ] || all="$all $o: ${bad//$'\n'/ }."
	done
	is "" "$all" "objects of libcore that exit, or call what exits"
	# the allocators that die live in util.o alone, for the mains
	bad=$(nm -A -g --defined-only libcore/*/*.o | awk '{ print $1, $NF }' |
	    grep -E " (yut_malloc|yut_calloc|yut_realloc|yut_strdup)$" |
	    grep -v '^libcore/common/util\.o:' || true)
	is "" "$bad" "the dying allocators defined outside util.o"
}

# "object symbol" for each writable static of the objects given: data in
# .data, .bss or their relocated and thread-local kinds, not in
# .data.rel.ro, read-only once loaded (the tables of names).  The
# compiler's own (a leading _, as ASan's) are not the code's; a local
# static's number (.0) goes.
writable() {
	local o
	for o in "$@"; do
		objdump -t "$o" | awk -v o="${o#"$TOP"/libcore/}" '
		    / O \.(data|bss|tdata|tbss|data\.rel|data\.rel\.local)[ \t]/ &&
		    $NF !~ /^_/ {
			n = $NF
			sub(/\.[0-9]+$/, "", n)
			print o, n
		    }'
	done
}

# The writable statics libcore may hold: the object, its statics, and why.
STATICS='
common/cli usage_text takes_color	# the usage of the main, and whether it takes --color: set once by yut_cli, first thing
common/util yut_argv0		# the name of the program, set once at its start
common/prompt caught catch_in catch_null	# what the signal handler notes: a handler has only statics to write to
common/users pw_fd pw_saved	# the terminal a password is typed on, put back by the signal handler
common/users warned		# a users file others may read, warned of once a run
common/sandbox serial		# a name of its own for each cgroup a process makes
game/board dests dests_once fair fair_once	# tables built once by yut_once, constant after
bots/learn checked lock		# which built-in networks hold, found once each, under the lock
bots/sim interrupted		# what the signal handler notes
grade/ref_read grid_once sqcol yut_ref_rowsq yut_ref_nrowsq	# tables built once by yut_once
'

@test "nothing in libcore hands out static memory: no writable static but a few, each with its reason" {
	local found allowed bad
	allowed=$(awk '{ sub(/[ \t]*#.*/, "")
	    for (i = 2; i <= NF; i++) print $1 ".o", $i }' <<<"$STATICS" |
	    sort -u)
	found=$(writable "$TOP"/libcore/*/*.o | sort -u)
	bad=$(comm -23 <(echo "$found") <(echo "$allowed"))
	is "" "$bad" "writable statics in libcore"
	# the check finds one: a counter in a file of its own
	printf 'static int n;\nint count(void);\nint count(void) { return n++; }\n' \
	    >"$BATS_TEST_TMPDIR/count.c"
	cc -c -o "$BATS_TEST_TMPDIR/count.o" "$BATS_TEST_TMPDIR/count.c"
	is "$BATS_TEST_TMPDIR/count.o n" "$(writable "$BATS_TEST_TMPDIR/count.o")"
}

@test "no test asserts with a bare '! command', which set -e lets pass" {
	# bash's errexit ignores a pipeline negated by !, so "! grep -q x f"
	# before a test's last line never fails it: each is written
	# "! ... || false" (or goes on to a skip)
	local bad
	bad=$(awk '/^[[:space:]]*! / { c = $0; at = FILENAME ":" FNR }
	    c != "" && at != FILENAME ":" FNR { c = c " " $0 }
	    c != "" && !/\\$/ {
		if (c !~ /\|\| (false|skip)( |$)/) print at ": " c
		c = ""
	    }' "$TOP"/tests/*.bats "$TOP"/tests/*.bash)
	[ -z "$bad" ] || { echo "$bad"; false; }
	# the rule is real: a bare negation passes where the fixed one fails
	run bash -ec '! true; echo on'
	[ "$status" -eq 0 ]
	[ "$output" = on ]
	run bash -ec '! true || false; echo on'
	[ "$status" -ne 0 ]
}
