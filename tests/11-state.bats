#!/usr/bin/env bats
# 11-state.bats - the state line of SPEC 5: canonical output, round trips,
# and every kind of malformed line refused.

load helper

NEW2='yut1 rules=basic turn=0 throws=1 hand= p0=0,0,0,0 p1=0,0,0,0'

# bad PATTERN LINE: LINE on stdin is refused by yut-throw, yut-move and
# yut-render with exit 2, no stdout and a message matching PATTERN (ERE).
bad() {
	local pat=$1 line=$2 prog
	for prog in "yut-throw do" "yut-move 0 do" "yut-render --color=never"; do
		run --separate-stderr $prog <<<"$line"
		refused 2
		if ! grep -Eq "$pat" <<<"$stderr"; then
			echo "$prog: message '$stderr' does not match /$pat/" >&2
			return 1
		fi
		case $stderr in
		"${prog%% *}: "*) ;;
		*) echo "$prog: message lacks the program's name: $stderr" >&2; return 1 ;;
		esac
	done
}

@test "yut-new prints the canonical new state" {
	run --separate-stderr yut-new 2
	ok
	[ "$output" = "$NEW2" ]
	run --separate-stderr yut-new -p 2 3
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,0 p2=0,0' ]
	run --separate-stderr yut-new -p 1 4
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=1 hand= p0=0 p1=0 p2=0 p3=0' ]
	run --separate-stderr yut-new -a Noah:dog Liam:pig
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=1 hand= p0=Noah:dog:0,0,0,0 p1=Liam:pig:0,0,0,0' ]
	run --separate-stderr yut-new -a a.b:0 C_d:1 e-9:2 X:3
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=1 hand= p0=a.b:pig:0,0,0,0 p1=C_d:dog:0,0,0,0 p2=e-9:sheep:0,0,0,0 p3=X:cow:0,0,0,0' ]
}

@test "a new state goes through yut-throw with only the throw changed" {
	run --separate-stderr bash -c 'yut-new 2 | yut-throw yut'
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=1 hand=yut p0=0,0,0,0 p1=0,0,0,0' ]
	run --separate-stderr bash -c 'yut-new -a Noah:dog Liam:pig | yut-throw gae'
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=0 hand=gae p0=Noah:dog:0,0,0,0 p1=Liam:pig:0,0,0,0' ]
}

@test "a new state renders, from stdin and from a file operand alike" {
	yut-new 3 >"$BATS_TEST_TMPDIR/s"
	run --separate-stderr yut-render --color=never "$BATS_TEST_TMPDIR/s"
	ok
	a=$output
	run --separate-stderr yut-render --color=never <"$BATS_TEST_TMPDIR/s"
	ok
	[ "$output" = "$a" ]
	run --separate-stderr yut-render --color=never - <"$BATS_TEST_TMPDIR/s"
	ok
	[ "$output" = "$a" ]
}

@test "input fields in any order and unsorted lists come out canonical" {
	run --separate-stderr yut-throw gae <<<'yut1 p1=3,0 hand=yut,do turn=0 p0=2,0 throws=1 rules=basic'
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=do,gae,yut p0=0,2 p1=0,3' ]
	run --separate-stderr yut-move 0 do <<<'yut1 throws=0 p0=Noah:dog:100,0,5,0 rules=advanced hand=mo,back-do,do turn=0 p1=Liam:pig:3,0,0,0'
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=0 hand=back-do,mo p0=Noah:dog:0,1,5,100 p1=Liam:pig:0,0,0,3' ]
}

@test "a canonical line keeps its form through yut-move" {
	in='yut1 rules=basic turn=1 throws=0 hand=gae,yut p0=0,2,2,100 p1=0,0,0,5'
	run --separate-stderr yut-move 5 gae <<<"$in"
	ok
	[ "$output" = 'yut1 rules=basic turn=1 throws=0 hand=yut p0=0,2,2,100 p1=0,0,0,21' ]
	in='yut1 rules=advanced turn=1 throws=0 hand=do p0=Noah:dog:0,100,100,100 p1=Liam:pig:1,5,5,5'
	run --separate-stderr yut-move 1 do <<<"$in"
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=1 hand= p0=Noah:dog:0,100,100,100 p1=Liam:pig:2,5,5,5' ]
}

@test "the SPEC's example lines are accepted" {
	for line in \
	    'yut1 rules=basic turn=0 throws=1 hand= p0=0,0,0,0 p1=0,0,0,0' \
	    'yut1 rules=basic turn=1 throws=0 hand=gae,yut p0=0,2,2,100 p1=0,0,0,5' \
	    'yut1 rules=advanced turn=1 throws=0 hand=do p0=Noah:dog:0,100,100,100 p1=Liam:pig:1,5,5,5'; do
		run --separate-stderr yut-render --color=never <<<"$line"
		ok
	done
}

@test "pieces of different players may share 0 and 100; a line needs no newline" {
	run --separate-stderr yut-throw do <<<'yut1 rules=basic turn=0 throws=1 hand= p0=0,100 p1=0,100 p2=0,100'
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=do p0=0,100 p1=0,100 p2=0,100' ]
	run --separate-stderr bash -c "printf '%s' '$NEW2' | yut-throw gae"
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=gae p0=0,0,0,0 p1=0,0,0,0' ]
}

@test "a hand of 32 results is accepted" {
	hand=$(printf 'do,%.0s' $(seq 31))gae
	run --separate-stderr yut-move 0 gae <<<"yut1 rules=basic turn=0 throws=0 hand=$hand p0=0,0 p1=0,0"
	ok
	[ "$output" = "yut1 rules=basic turn=0 throws=0 hand=${hand%,gae} p0=0,2 p1=0,0" ]
}

@test "malformed: an unknown field" {
	bad 'colour' 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,0 colour=red'
}

@test "malformed: a missing field" {
	bad 'turn' 'yut1 rules=basic throws=1 hand= p0=0,0 p1=0,0'
	bad 'throws' 'yut1 rules=basic turn=0 hand= p0=0,0 p1=0,0'
	bad 'hand' 'yut1 rules=basic turn=0 throws=1 p0=0,0 p1=0,0'
	bad 'rules' 'yut1 turn=0 throws=1 hand= p0=0,0 p1=0,0'
}

@test "malformed: a duplicate field" {
	bad 'turn' 'yut1 rules=basic turn=0 turn=0 throws=1 hand= p0=0,0 p1=0,0'
	bad 'p1' 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,0 p1=0,0'
}

@test "malformed: rules other than basic or advanced" {
	bad 'rules' 'yut1 rules=expert turn=0 throws=1 hand= p0=0,0 p1=0,0'
}

@test "malformed: turn out of range or not a number" {
	bad 'turn' 'yut1 rules=basic turn=2 throws=1 hand= p0=0,0 p1=0,0'
	bad 'turn' 'yut1 rules=basic turn=-1 throws=1 hand= p0=0,0 p1=0,0'
	bad 'turn' 'yut1 rules=basic turn=x throws=1 hand= p0=0,0 p1=0,0'
	bad 'turn' 'yut1 rules=basic turn= throws=1 hand= p0=0,0 p1=0,0'
}

@test "malformed: throws over 9 or negative" {
	bad 'throws' 'yut1 rules=basic turn=0 throws=10 hand= p0=0,0 p1=0,0'
	bad 'throws' 'yut1 rules=basic turn=0 throws=-1 hand= p0=0,0 p1=0,0'
}

@test "throws=9, the most a state may owe, is a state" {
	local line='yut1 rules=basic turn=0 throws=9 hand= p0=0,0 p1=0,0'
	run --separate-stderr yut-throw do <<<"$line"
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=8 hand=do p0=0,0 p1=0,0' ]
	run --separate-stderr yut-render --color=never <<<"$line"
	ok
}

@test "malformed: an unknown result or an empty item in the hand" {
	bad 'hand' 'yut1 rules=basic turn=0 throws=0 hand=do,six p0=0,0 p1=0,0'
	bad 'hand' 'yut1 rules=basic turn=0 throws=0 hand=do,,gae p0=0,0 p1=0,0'
}

@test "malformed: a hand over 32 results" {
	hand=$(printf 'do,%.0s' $(seq 32))gae
	bad 'hand' "yut1 rules=basic turn=0 throws=0 hand=$hand p0=0,0 p1=0,0"
}

@test "malformed: a position out of range" {
	bad 'p0' 'yut1 rules=basic turn=0 throws=1 hand= p0=0,30 p1=0,0'
	bad 'p1' 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,99'
	bad 'p1' 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,-1'
	bad 'p0' 'yut1 rules=basic turn=0 throws=1 hand= p0=0,x p1=0,0'
}

@test "malformed: two players' pieces on one square" {
	bad 'p[01]' 'yut1 rules=basic turn=0 throws=1 hand= p0=0,3 p1=3,0'
}

@test "malformed: a cow piece off the cow's path" {
	bad 'p1' 'yut1 rules=advanced turn=0 throws=1 hand= p0=A:dog:0,0,0,7 p1=B:cow:0,0,0,7'
	bad 'p1' 'yut1 rules=advanced turn=0 throws=1 hand= p0=A:dog:0,0,0,0 p1=B:cow:0,0,0,26'
}

@test "malformed: bad, duplicate or missing IDs and animals" {
	bad 'p0' 'yut1 rules=advanced turn=0 throws=1 hand= p0=N@ah:dog:0,0,0,0 p1=B:pig:0,0,0,0'
	bad 'p0' "yut1 rules=advanced turn=0 throws=1 hand= p0=$(printf 'x%.0s' $(seq 33)):dog:0,0,0,0 p1=B:pig:0,0,0,0"
	bad 'p[01]' 'yut1 rules=advanced turn=0 throws=1 hand= p0=A:dog:0,0,0,0 p1=A:pig:0,0,0,0'
	bad 'p0' 'yut1 rules=advanced turn=0 throws=1 hand= p0=A:cat:0,0,0,0 p1=B:pig:0,0,0,0'
	bad 'p0' 'yut1 rules=advanced turn=0 throws=1 hand= p0=0,0,0,0 p1=B:pig:0,0,0,0'
	bad 'p0' 'yut1 rules=advanced turn=0 throws=1 hand= p0=:dog:0,0,0,0 p1=B:pig:0,0,0,0'
}

@test "malformed: a basic game with IDs" {
	bad 'p0' 'yut1 rules=basic turn=0 throws=1 hand= p0=Noah:dog:0,0 p1=0,0'
}

@test "malformed: an advanced game without four pieces each" {
	bad 'p0' 'yut1 rules=advanced turn=0 throws=1 hand= p0=A:dog:0,0,0 p1=B:pig:0,0,0'
}

@test "malformed: unequal piece counts, none, or more than four" {
	bad 'p[01]' 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,0,0'
	bad 'p0' 'yut1 rules=basic turn=0 throws=1 hand= p0= p1='
	bad 'p0' 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0,0,0,0 p1=0,0,0,0,0'
}

@test "malformed: a gap in the numbering of players, too few or too many" {
	bad 'p[12]' 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p2=0,0'
	bad 'p1|player' 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0'
	bad 'p4' 'yut1 rules=basic turn=0 throws=1 hand= p0=0 p1=0 p2=0 p3=0 p4=0'
}

@test "malformed: a wrong format word" {
	# yut-render also reads game_info.txt lines, so its message may differ
	for line in 'yut2 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,0' \
	    'rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,0'; do
		for prog in "yut-throw do" "yut-move 0 do"; do
			run --separate-stderr $prog <<<"$line"
			refused 2
			grep -Eq 'yut1|format|version' <<<"$stderr"
		done
		run --separate-stderr yut-render <<<"$line"
		refused 2
	done
}

@test "malformed: more than one line, a line over 4096 bytes, no line" {
	bad 'line' "$NEW2
$NEW2"
	long="$NEW2 $(printf 'x%.0s' $(seq 5000))"
	bad '.' "$long"
	for prog in "yut-throw do" "yut-move 0 do" "yut-render"; do
		run --separate-stderr $prog </dev/null
		refused 2
	done
}
