#!/usr/bin/env bats
# 07-referee-parts.bats - the referee's parts own their state: the table
# at the top of libcore/grade/referee.h gives the parts, bottom to top, and
# the members of struct yut_referee each owns; a part writes its own alone,
# reads no part above it, and takes a pointer to write through only to
# its own state, the reports and the parts below it drives
# (tests/referee-parts.pl); and the referee returns its errors, exiting
# nowhere, not even when memory runs out.

load helper

REF="$TOP/libcore/grade"

@test "each part of the referee writes its own state alone, and reads no part above it" {
	run perl "$BATS_TEST_DIRNAME/referee-parts.pl" "$REF"
	[ -z "$output" ] || echo "$output" >&2
	[ "$status" -eq 0 ]
	[ -z "$output" ]
}

@test "the check of the parts finds a part writing another's state, reading one above, or taking the whole to write" {
	local d="$BATS_TEST_TMPDIR/ref"
	mkdir -p "$d"
	cp "$REF"/referee.h "$REF"/referee.c "$REF"/ref_*.c "$d"/
	# the session sets the rules follower's follow itself
	perl -0pi -e 's/(yut_ref_game_won\(&rf->gm\);)/$1\n\trf->gm.follow = FOLLOW_NONE;/' \
	    "$d/ref_session.c"
	# the screen counts what the session took
	perl -0pi -e 's/(parse_names\(struct pic \*p, const char \*s\)\n\{\n)/$1\t(void)rf->ss.nanimals;\n/' \
	    "$d/ref_screen.c"
	# compare's reports take the referee whole, to write
	perl -0pi -e 's/^(yut_ref_report_diffs\(struct ref_reports \*rp, )const /$1/m' \
	    "$d/ref_compare.c"
	run perl "$BATS_TEST_DIRNAME/referee-parts.pl" "$d"
	[ "$status" -eq 1 ]
	[[ "$output" == *"ref_session.c:"*": writes gm.follow of the rules"* ]]
	[[ "$output" == *"ref_screen.c:"*": reads ss.nanimals of the session, a part above"* ]]
	[[ "$output" == *"ref_compare.c: yut_ref_report_diffs takes struct yut_referee to write, the whole referee"* ]]
	[ "$(wc -l <<<"$output")" -eq 3 ]
}

@test "the referee allocates with malloc and friends and exits nowhere" {
	local bad
	bad=$(grep -nE '\<(yut_(malloc|calloc|realloc|strdup|die|diex)|exit|_exit|abort)\(' \
	    "$REF"/referee.c "$REF"/ref_*.c || true)
	is "" "$bad" "the referee exits, or allocates through an allocator that does"
}

@test "a referee with no memory to start: exit 2, one message, from the library's error" {
	cd "$BATS_TEST_TMPDIR"
	need cc
	cc -shared -fPIC -o calloc-fail.so "$BATS_TEST_DIRNAME/calloc-fail.c"
	# the room for the reports (1 MB) is refused
	CALLOC_FAIL_OVER=500000 LD_PRELOAD=$PWD/calloc-fail.so \
	    ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 \
	    run yut-referee "$BATS_TEST_DIRNAME/referee/consistent-basic.in"
	[ "$status" -eq 2 ]
	[ "$output" = "yut-referee: Cannot allocate memory" ]
	# with the memory, the same transcript is judged
	run yut-referee "$BATS_TEST_DIRNAME/referee/consistent-basic.in"
	[ "$status" -eq 0 ]
}
