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
