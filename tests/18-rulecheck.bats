#!/usr/bin/env bats
# 18-rulecheck.bats - the fast rules against their plain twin, and every
# input the fuzzers ever kept replayed through their harnesses.  The
# programs are built by make check (tests/bin/, see tests/rulecheck.c and
# tests/fuzzreplay.c).

load helper

BIN="$TOP/tests/bin"

# replay TARGET: the corpus tests/fuzz/TARGET through tests/fuzz/TARGET.c.
replay() {
	run --separate-stderr "$BIN/fuzz-$1" "$TOP/tests/fuzz/$1"
	if [ "$status" -ne 0 ]; then
		printf '%s\n' "$stderr" | tail -n 5 >&2
		return 1
	fi
	[[ "$output" == "fuzzreplay: "*" inputs, no invariant failed" ]]
}

@test "legal moves, moves and throws agree with the plain rules on 200000 random states" {
	run --separate-stderr "$BIN/rulecheck" -n 200000 -s 1
	ok
	[[ "$output" == "rulecheck: 200000 states, "*"fast and plain rules agree" ]]
}

@test "a second sample of states, from another seed" {
	run --separate-stderr "$BIN/rulecheck" -n 100000 -s 20261124
	ok
}

@test "the fast simulator's sums equal the generic rules' on 12 series of 5000 games" {
	run --separate-stderr "$BIN/rulecheck" -n 0 -g 5000
	ok
	[[ "$output" == *"12 series of 5000 games: the fast simulator's sums equal the generic rules'" ]]
}

@test "rulecheck refuses a bad count" {
	run --separate-stderr "$BIN/rulecheck" -n x
	[ "$status" -eq 2 ]
}

@test "the fuzz corpus of state lines replays" {
	replay state
}

@test "the fuzz corpus of save files replays" {
	replay saves
}

@test "the fuzz corpus of users files replays" {
	replay users
}

@test "the fuzz corpus of screens replays" {
	replay render
}

@test "the fuzz corpus of transcripts replays" {
	replay referee
}

@test "the fuzz corpus of rules replays" {
	replay rules
}
