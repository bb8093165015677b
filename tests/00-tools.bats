#!/usr/bin/env bats
# 00-tools.bats - the tools the suite needs beyond bats, named first, so a
# machine without one says which instead of failing later for no clear cause.

load helper

@test "tmux is installed (the terminal tests drive yut-play in it)" {
	need tmux
}

@test "man is installed (the manual pages are checked by rendering them)" {
	need man groff
}

@test "need names a missing tool" {
	run need yut-no-such-tool-xyz
	[ "$status" -eq 1 ]
	[ "$output" = 'yut-no-such-tool-xyz is missing: install it (bash .ci/run, or see README)' ]
}

@test "what a test captures is bounded: a program writing on is cut, and says so" {
	run --separate-stderr sh -c "tr '\\0' x </dev/zero"
	[ "$status" -eq 141 ]
	[ "${#output}" -eq "$BOUND" ]
	[ "$stderr" = "bounded: sh wrote on past $BOUND bytes, cut there" ]
	# merged, the note is the last line
	run sh -c "echo first; tr '\\0' x </dev/zero"
	[ "$status" -eq 141 ]
	[ "${lines[0]}" = first ]
	[ "${lines[-1]}" = "bounded: sh wrote on past $BOUND bytes, cut there" ]
	# and output under the bound comes out whole, with its status
	run --separate-stderr sh -c 'echo out; echo err >&2; exit 3'
	[ "$status" -eq 3 ]
	[ "$output" = out ]
	[ "$stderr" = err ]
}

@test "the suite's run counts every test written: a file whose setup_file fails is a failure, named" {
	local d=$BATS_TEST_TMPDIR/suite p
	mkdir -p "$d"
	# bats as a user runs it: not the one of bats's own directory, which
	# it puts first on PATH for its tests
	p=$(tr : '\n' <<<"$PATH" | grep -vxF "$BATS_LIBEXEC" | paste -sd :)
	printf '@test one { true; }\n' >"$d/a.bats"
	printf 'setup_file() { false; }\n@test two { true; }\n@test three { true; }\n' >"$d/b.bats"
	run env -i PATH="$p" sh "$TOP/tests/suite.sh" "$d" 3>&-
	[ "$status" -eq 1 ]
	[[ $output == *"# 3 tests written, 3 planned, 2 reported: 1 passed, 1 failed, 0 skipped"* ]]
	[[ $output == *"# FAILED: of the 3 tests written in $d/*.bats, 2 did not run or failed"* ]]
	[[ $output == *"#   setup_file failed in $d/b.bats: none of its tests ran"* ]]
	# a file whose run dies: its tests never reported
	printf 'setup_file() { kill -9 $$; }\n@test two { true; }\n@test three { true; }\n' >"$d/b.bats"
	run env -i PATH="$p" sh "$TOP/tests/suite.sh" "$d" 3>&-
	[ "$status" -eq 1 ]
	[[ $output == *"planned tests never reported: a file's run died"* ]]
	# all run: bats's own status, and the count
	printf '@test two { true; }\n' >"$d/b.bats"
	run env -i PATH="$p" sh "$TOP/tests/suite.sh" "$d" 3>&-
	ok
	[[ $output == *"# 2 tests written, 2 planned, 2 reported: 2 passed, 0 failed, 0 skipped" ]]
	printf '@test two { false; }\n' >"$d/b.bats"
	run env -i PATH="$p" sh "$TOP/tests/suite.sh" "$d" 3>&-
	[ "$status" -eq 1 ]
}

@test "make check runs the suite through the count" {
	grep -q 'sh tests/suite.sh tests ' "$TOP/Makefile"
}
