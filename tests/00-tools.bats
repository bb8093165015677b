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
