#!/usr/bin/env bats
# 06-sources.bats - the sources kept in shape: each question of SPEC 7
# written once, for yut-play, yut-drive and the referee alike.

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
