#!/usr/bin/env bats
# 14-render.bats - the screen of SPEC 7 through yut-render: golden screens
# without colour, colour that strips to the same text, when colour is on.

load helper

NEW2='yut1 rules=basic turn=0 throws=1 hand= p0=0,0,0,0 p1=0,0,0,0'
FOUR='yut1 rules=basic turn=2 throws=0 hand=do,gae,mo p0=0,3,3,100 p1=5,22,100,100 p2=0,0,10,29 p3=1,20,24,100'
ADV='yut1 rules=advanced turn=1 throws=0 hand=do p0=Noah:dog:0,100,100,100 p1=Liam:pig:1,5,5,5'
SAVED='Olivia Ava Sophia | Olivia 2 0 0 10 10 | Ava 1 0 0 2 100 | Sophia 3 0 3 100 100 | 2'
SAVEDSTATE='yut1 rules=advanced turn=2 throws=1 hand= p0=Olivia:sheep:0,0,10,10 p1=Ava:dog:0,0,2,100 p2=Sophia:cow:0,3,100,100'
WON='yut1 rules=basic turn=1 throws=0 hand= p0=7,7 p1=100,100'

# render STATE [OPTION ...]: run yut-render with STATE on stdin.
render() {
	local in=$1
	shift
	run --separate-stderr yut-render "$@" <<<"$in"
}

@test "the empty board is exactly SPEC 7's" {
	render "$NEW2" --color=never
	ok
	golden_diff screen-new.txt
	# the board alone, byte for byte as SPEC 7 prints it
	want=$(cat <<'END'
[ ] - [ ] - [ ] - [ ] - [ ] - [ ]
 | [ ]                     [ ] |
[ ]    .                 .    [ ]
 |       [ ]         [ ]       |
[ ]          .     .          [ ]
 |             [ ]             |
[ ]          .     .          [ ]
 |       [ ]         [ ]       |
[ ]    .                 .    [ ]
 | [ ]                     [ ] |
[ ] - [ ] - [ ] - [ ] - [ ] - [ ]^Start
END
)
	[ "$(head -n 11 <<<"$output")" = "$want" ]
}

@test "a four-player game: every square is [n] and marks are not grouped" {
	render "$FOUR" --color=never
	ok
	golden_diff screen-four.txt
	! grep -q '[({<]' <<<"$output" || false
}

@test "--shapes tells owners apart by brackets and groups their marks" {
	render "$FOUR" --color=never --shapes
	ok
	golden_diff screen-four-shapes.txt
	# with colour too, the text is the same once the escapes are gone
	render "$FOUR" --color=always --shapes
	ok
	diff -u "$GOLDEN/screen-four-shapes.txt" <(strip_escapes <<<"$output")
}

@test "an advanced game shows the animals" {
	render "$ADV" --color=never
	ok
	golden_diff screen-advanced.txt
}

@test "a finished game shows the winner" {
	render "$WON" --color=never
	ok
	golden_diff screen-won.txt
}

@test "a game_info.txt line renders like the equivalent state" {
	render "$SAVED" --color=never
	ok
	golden_diff screen-saved.txt
	render "$SAVEDSTATE" --color=never
	ok
	golden_diff screen-saved.txt
	render "$SAVED"$'\r' --color=never
	ok
	golden_diff screen-saved.txt
}

@test "a file operand is read instead of stdin" {
	printf '%s\n' "$FOUR" >"$BATS_TEST_TMPDIR/s"
	run --separate-stderr yut-render --color=never "$BATS_TEST_TMPDIR/s"
	ok
	golden_diff screen-four.txt
}

@test "no line ends in a space and none is blank" {
	for s in "$NEW2" "$FOUR" "$ADV" "$WON" "$SAVED"; do
		render "$s" --color=never
		ok
		! grep -q ' $' <<<"$output" || false
		! grep -qx '' <<<"$output" || false
	done
}

@test "--color=always adds escapes and strips to the plain screen" {
	for s in "$NEW2" "$FOUR" "$ADV" "$WON" "$SAVED"; do
		render "$s" --color=never
		plain=$output
		render "$s" --color=always
		ok
		grep -q $'\e\\[' <<<"$output"
		[ "$(strip_escapes <<<"$output")" = "$plain" ]
	done
}

@test "colour uses the SPEC's escapes for each player" {
	render "$FOUR" --color=always
	ok
	grep -qF $'\e[31m' <<<"$output"
	grep -qF $'\e[94m' <<<"$output"
	grep -qF $'\e[32m' <<<"$output"
	grep -qF $'\e[33m' <<<"$output"
	grep -qF $'\e[0m' <<<"$output"
	grep -qF $'Player \e[32m2' <<<"$output"
	# the digit in a square of player 1 is blue, in the same brackets
	grep -qF $'[\e[94m1\e[0m]' <<<"$output"
	# each player's marks in its colour, not grouped in brackets
	is $'\e[31m \u25a1 \e[0m\e[32m \u25a1  \u25a1\e[0m' "$(sed -n 14p <<<"$output")" "not started"
}

@test "without --color, output to a pipe has no colour" {
	render "$FOUR"
	ok
	! grep -q $'\e' <<<"$output" || false
	golden_diff screen-four.txt
	render "$FOUR" --color=auto
	ok
	! grep -q $'\e' <<<"$output" || false
}

@test "on a terminal, --color=auto colours unless NO_COLOR or TERM=dumb" {
	printf '%s\n' "$FOUR" >"$BATS_TEST_TMPDIR/s"
	cmd="yut-render --color=auto $BATS_TEST_TMPDIR/s"
	run script -qec "$cmd" /dev/null
	[ "$status" -eq 0 ]
	grep -q $'\e\\[3' <<<"$output"
	run env NO_COLOR=1 script -qec "$cmd" /dev/null
	[ "$status" -eq 0 ]
	grep -q 'Player 2 turn' <<<"$output"
	! grep -q $'\e\\[3' <<<"$output" || false
	run env TERM=dumb script -qec "$cmd" /dev/null
	[ "$status" -eq 0 ]
	grep -q 'Player 2 turn' <<<"$output"
	! grep -q $'\e\\[3' <<<"$output" || false
	# NO_COLOR set but empty does not turn colour off
	run env NO_COLOR= script -qec "$cmd" /dev/null
	grep -q $'\e\\[3' <<<"$output"
	# --color=never wins on a terminal too
	run script -qec "yut-render --color=never $BATS_TEST_TMPDIR/s" /dev/null
	! grep -q $'\e\\[3' <<<"$output" || false
}

@test "a bad --color value is a usage error" {
	render "$NEW2" --color=sometimes
	refused 2
}

@test "a malformed game_info.txt line is refused" {
	render 'Olivia Ava | Olivia 2 0 0 10 | Ava 1 0 0 2 100 | 1' --color=never
	refused 2
	render 'Olivia Ava | Olivia 7 0 0 10 10 | Ava 1 0 0 2 100 | 1' --color=never
	refused 2
	render 'Olivia Ava | Olivia 2 0 0 10 10 | Ava 1 0 0 2 100 | 2' --color=never
	refused 2
}
