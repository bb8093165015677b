#!/usr/bin/env bats
# 06-sources.bats - the sources kept in shape: each question of SPEC 7
# written once, for yut-play, yut-drive and the referee alike; every
# source in files and functions one can read; the driver and yut-play
# exiting nowhere; no test assertion that cannot fail.

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
	    END { if (text != "") print text }' "$TOP/libcore/yut/texts.c"
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
			    grep -v -e '/libcore/yut/texts\.c:' \
			    -e '/cmd/yut-login\.c:' || true)
			is "" "$found" "\"$start...\" written outside texts.c"
		done
	done < <(questions)
	# every question of enum yut_ref_prompt was read
	is 11 "$n" "questions in texts.c"
}

# The driver, yut-play and the referee.
SIZED='libcore/yut/drive*.c libcore/yut/play*.c libcore/yut/texts.c
    libcore/yut/referee.c libcore/yut/ref_*.c'
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
	[[ $files == *libcore/yut/bot.c* && $files == *cmd/yut-sim.c* &&
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

@test "the driver, yut-play and the referee exit nowhere: their errors go back to main" {
	local f bad
	cd "$TOP"
	# shellcheck disable=SC2086
	for f in $SIZED; do
		bad=$(nm -u "${f%.c}.o" | awk '{ print $NF }' |
		    grep -xE 'yut_die|yut_diex|exit|_exit|_Exit|abort' || true)
		is "" "$bad" "${f%.c}.o exits"
	done
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
