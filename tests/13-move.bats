#!/usr/bin/env bats
# 13-move.bats - the rules of SPEC 3 and 4 through yut-move and yut-throw:
# entering, stacking, catching, the animals, back-do, winning, refusals.

load helper

# move STATE POS RESULT: run yut-move POS RESULT with STATE on stdin.
move() {
	run --separate-stderr yut-move "$2" "$3" <<<"$1"
}

@test "position 0 brings one new piece on" {
	move 'yut1 rules=basic turn=0 throws=0 hand=gae,yut p0=0,0,0 p1=0,0,0' 0 gae
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=yut p0=0,0,2 p1=0,0,0' ]
}

@test "the last result spent passes the turn" {
	move 'yut1 rules=basic turn=0 throws=0 hand=geol p0=0,0 p1=0,0' 0 geol
	ok
	[ "$output" = 'yut1 rules=basic turn=1 throws=1 hand= p0=0,3 p1=0,0' ]
	move 'yut1 rules=basic turn=2 throws=0 hand=do p0=0,0 p1=0,0 p2=0,4' 4 do
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,0 p2=0,5' ]
}

@test "results may be spent in any order" {
	in='yut1 rules=basic turn=0 throws=0 hand=do,gae,mo p0=0,0 p1=0,0'
	move "$in" 0 mo
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=do,gae p0=0,5 p1=0,0' ]
	move "$output" 5 gae
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=do p0=0,21 p1=0,0' ]
	move "$output" 21 do
	ok
	[ "$output" = 'yut1 rules=basic turn=1 throws=1 hand= p0=0,22 p1=0,0' ]
}

@test "landing on one's own piece stacks; the stack moves as one" {
	move 'yut1 rules=basic turn=0 throws=0 hand=gae,geol p0=0,0,2 p1=0,0,0' 0 gae
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=geol p0=0,2,2 p1=0,0,0' ]
	move "$output" 2 geol
	ok
	[ "$output" = 'yut1 rules=basic turn=1 throws=1 hand= p0=0,5,5 p1=0,0,0' ]
	move 'yut1 rules=basic turn=1 throws=0 hand=back-do p0=0,0,0 p1=1,1,1' 1 back-do
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0,0 p1=29,29,29' ]
}

@test "a stack arrives together" {
	move 'yut1 rules=basic turn=0 throws=0 hand=mo p0=0,18,18 p1=0,0,0' 18 mo
	ok
	[ "$output" = 'yut1 rules=basic turn=1 throws=1 hand= p0=0,100,100 p1=0,0,0' ]
}

@test "catching sends the opponent's pieces home and earns a throw" {
	move 'yut1 rules=basic turn=0 throws=0 hand=gae,yut p0=0,0 p1=0,2' 0 gae
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=1 hand=yut p0=0,2 p1=0,0' ]
	# the throw comes first
	move "$output" 2 yut
	refused 1
	run --separate-stderr yut-throw do <<<'yut1 rules=basic turn=0 throws=1 hand=yut p0=0,2 p1=0,0'
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=do,yut p0=0,2 p1=0,0' ]
}

@test "a caught stack goes home whole, and a catch with an empty hand keeps the turn" {
	move 'yut1 rules=basic turn=1 throws=0 hand=do p0=0,14,14 p1=0,0,13' 13 do
	ok
	[ "$output" = 'yut1 rules=basic turn=1 throws=1 hand= p0=0,0,0 p1=0,0,14' ]
	move 'yut1 rules=basic turn=0 throws=0 hand=back-do p0=0,1 p1=0,29 p2=0,0' 1 back-do
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=1 hand= p0=0,29 p1=0,0 p2=0,0' ]
}

@test "catching on the shortcut and at the centre" {
	move 'yut1 rules=basic turn=0 throws=0 hand=geol p0=0,10 p1=0,22' 10 geol
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=1 hand= p0=0,22 p1=0,0' ]
	move 'yut1 rules=basic turn=0 throws=0 hand=geol p0=0,5 p1=22,22' 5 geol
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=1 hand= p0=0,22 p1=0,0' ]
}

@test "passing over an opponent does not catch it" {
	move 'yut1 rules=basic turn=0 throws=0 hand=geol p0=0,0 p1=0,2' 0 geol
	ok
	[ "$output" = 'yut1 rules=basic turn=1 throws=1 hand= p0=0,3 p1=0,2' ]
}

@test "yut and mo chain through a whole turn of moves" {
	run --separate-stderr bash -c "yut-new -p 2 2 | yut-throw yut mo do | yut-move 0 mo | yut-move 5 yut | yut-move 0 do"
	ok
	[ "$output" = 'yut1 rules=basic turn=1 throws=1 hand= p0=1,23 p1=0,0' ]
}

@test "a catch in the middle of a chain: throw, then go on" {
	run --separate-stderr bash -c "printf '%s\n' 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,4' | yut-throw yut gae | yut-move 0 yut | yut-throw mo geol | yut-move 4 mo"
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=gae,geol p0=0,9 p1=0,0' ]
}

@test "a dog's geol earns a throw, through the pipeline" {
	run --separate-stderr bash -c "yut-new -a A:dog B:cow | yut-throw geol do | yut-move 0 geol"
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=0 hand=do p0=A:dog:0,0,0,3 p1=B:cow:0,0,0,0' ]
}

@test "a sheep's catch earns two throws" {
	in='yut1 rules=advanced turn=0 throws=0 hand=gae p0=S:sheep:0,0,0,0 p1=D:dog:0,0,0,2'
	move "$in" 0 gae
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=2 hand= p0=S:sheep:0,0,0,2 p1=D:dog:0,0,0,0' ]
	run --separate-stderr yut-throw do <<<"$output"
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=1 hand=do p0=S:sheep:0,0,0,2 p1=D:dog:0,0,0,0' ]
	run --separate-stderr yut-throw gae yut do <<<'yut1 rules=advanced turn=0 throws=2 hand= p0=S:sheep:0,0,0,2 p1=D:dog:0,0,0,0'
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=0 hand=do,gae,yut p0=S:sheep:0,0,0,2 p1=D:dog:0,0,0,0' ]
	# a sheep's geol earns nothing
	run --separate-stderr yut-throw geol geol geol <<<'yut1 rules=advanced turn=0 throws=2 hand= p0=S:sheep:0,0,0,2 p1=D:dog:0,0,0,0'
	refused 2
}

@test "catching a pig ends the catcher's turn at once" {
	move 'yut1 rules=advanced turn=0 throws=0 hand=gae,yut,mo p0=D:dog:0,0,0,0 p1=P:pig:0,0,0,2 p2=C:cow:0,0,0,0' 0 gae
	ok
	[ "$output" = 'yut1 rules=advanced turn=1 throws=1 hand= p0=D:dog:0,0,0,2 p1=P:pig:0,0,0,0 p2=C:cow:0,0,0,0' ]
	# the turn goes to the next player, who need not be the pig
	move 'yut1 rules=advanced turn=0 throws=0 hand=do,mo p0=D:dog:0,0,0,4 p1=C:cow:0,0,0,0 p2=P:pig:0,0,5,5' 4 do
	ok
	[ "$output" = 'yut1 rules=advanced turn=1 throws=1 hand= p0=D:dog:0,0,0,5 p1=C:cow:0,0,0,0 p2=P:pig:0,0,0,0' ]
}

@test "a sheep catching a pig: the pig's rule wins" {
	move 'yut1 rules=advanced turn=1 throws=0 hand=do,gae p0=P:pig:0,0,0,3 p1=S:sheep:0,0,0,2' 2 do
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=1 hand= p0=P:pig:0,0,0,0 p1=S:sheep:0,0,0,3' ]
}

@test "a pig catching others follows the basic rule" {
	move 'yut1 rules=advanced turn=0 throws=0 hand=do,gae p0=P:pig:0,0,0,3 p1=S:sheep:0,0,0,4' 3 do
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=1 hand=gae p0=P:pig:0,0,0,4 p1=S:sheep:0,0,0,0' ]
}

@test "a cow follows its path through the pipeline" {
	in='yut1 rules=advanced turn=0 throws=0 hand=do,geol,mo p0=C:cow:0,0,1,3 p1=D:dog:0,0,0,0'
	move "$in" 1 mo
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=0 hand=do,geol p0=C:cow:0,0,3,20 p1=D:dog:0,0,0,0' ]
	move "$output" 3 geol
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=0 hand=do p0=C:cow:0,0,20,20 p1=D:dog:0,0,0,0' ]
	move 'yut1 rules=advanced turn=0 throws=0 hand=geol,yut p0=C:cow:0,0,0,22 p1=D:dog:0,0,0,0' 22 geol
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=0 hand=yut p0=C:cow:0,0,0,15 p1=D:dog:0,0,0,0' ]
	move 'yut1 rules=advanced turn=0 throws=0 hand=back-do,yut p0=C:cow:0,0,0,15 p1=D:dog:0,0,0,0' 15 back-do
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=0 hand=yut p0=C:cow:0,0,0,24 p1=D:dog:0,0,0,0' ]
}

@test "only the cow takes the cow's path" {
	move 'yut1 rules=advanced turn=1 throws=0 hand=do,mo p0=C:cow:0,0,0,0 p1=D:dog:0,0,0,1' 1 mo
	ok
	[ "$output" = 'yut1 rules=advanced turn=1 throws=0 hand=do p0=C:cow:0,0,0,0 p1=D:dog:0,0,0,6' ]
}

@test "back-do with nothing on the board: refused, then usable after entering" {
	in='yut1 rules=basic turn=0 throws=0 hand=back-do,do p0=0,0 p1=0,0'
	move "$in" 0 back-do
	refused 1
	move "$in" 0 do
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=back-do p0=0,1 p1=0,0' ]
	move "$output" 1 back-do
	ok
	[ "$output" = 'yut1 rules=basic turn=1 throws=1 hand= p0=0,29 p1=0,0' ]
}

@test "a back-do left with no piece on the board is discarded and the turn passes" {
	move 'yut1 rules=basic turn=0 throws=0 hand=back-do,gae p0=0,19 p1=0,3' 19 gae
	[ "$status" -eq 0 ]
	[ "$output" = 'yut1 rules=basic turn=1 throws=1 hand= p0=0,100 p1=0,3' ]
	[ -n "$stderr" ]
}

@test "a back-do left with a piece on the board is kept" {
	move 'yut1 rules=basic turn=0 throws=0 hand=back-do,gae p0=0,3 p1=0,100' 3 gae
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=back-do p0=0,5 p1=0,100' ]
	move "$output" 5 back-do
	ok
	[ "$output" = 'yut1 rules=basic turn=1 throws=1 hand= p0=0,4 p1=0,100' ]
}

@test "all pieces arrived: the game is over" {
	move 'yut1 rules=basic turn=0 throws=0 hand=gae,yut p0=19,100 p1=0,0' 19 gae
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand= p0=100,100 p1=0,0' ]
	move 'yut1 rules=advanced turn=1 throws=0 hand=do,mo p0=A:dog:0,0,0,0 p1=B:cow:29,100,100,100' 29 do
	ok
	[ "$output" = 'yut1 rules=advanced turn=1 throws=0 hand= p0=A:dog:0,0,0,0 p1=B:cow:100,100,100,100' ]
	run --separate-stderr bash -c "yut-new -p 1 2 | yut-throw mo mo mo gae | yut-move 0 mo | yut-move 5 mo | yut-move 24 mo | yut-move 19 gae"
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand= p0=100 p1=0' ]
}

@test "a game that is over takes no more moves" {
	move 'yut1 rules=basic turn=0 throws=0 hand= p0=100,100 p1=0,0' 0 do
	refused 1
	move 'yut1 rules=basic turn=0 throws=0 hand= p0=0,100 p1=100,100' 0 do
	refused 1
	# a finished game that still holds a hand is refused one way or another
	move 'yut1 rules=basic turn=1 throws=0 hand=do p0=100,100 p1=0,0' 0 do
	[ "$status" -ne 0 ]
	[ -z "$output" ]
}

@test "a result not in the hand is refused" {
	move 'yut1 rules=basic turn=0 throws=0 hand=gae p0=0,0 p1=0,0' 0 do
	refused 1
	move 'yut1 rules=basic turn=0 throws=0 hand=do,do,gae,mo p0=0,0 p1=0,0' 0 yut
	refused 1
	move 'yut1 rules=basic turn=0 throws=0 hand=back-do p0=0,3 p1=0,0' 3 do
	refused 1
}

@test "a position without the player's piece is refused" {
	in='yut1 rules=basic turn=0 throws=0 hand=gae p0=0,3 p1=0,7'
	move "$in" 4 gae
	refused 1
	move "$in" 7 gae
	refused 1
	move 'yut1 rules=basic turn=0 throws=0 hand=gae p0=3,3 p1=0,7' 0 gae
	refused 1
}

@test "moving while a throw is owed is refused" {
	move 'yut1 rules=basic turn=0 throws=1 hand=gae p0=0,0 p1=0,0' 0 gae
	refused 1
	move 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,0' 0 do
	refused 1
}

@test "back-do from 0 is refused" {
	move 'yut1 rules=basic turn=0 throws=0 hand=back-do p0=0,4 p1=0,0' 0 back-do
	refused 1
}

@test "bad operands are usage errors" {
	in='yut1 rules=basic turn=0 throws=0 hand=gae p0=0,0 p1=0,0'
	for args in "30 gae" "100 gae" "x gae" "0 foo" "0" ""; do
		run --separate-stderr yut-move $args <<<"$in"
		refused 2
	done
}

@test "a state FILE operand is read instead of stdin" {
	printf '%s\n' 'yut1 rules=basic turn=0 throws=0 hand=gae p0=0,0 p1=0,0' >"$BATS_TEST_TMPDIR/s"
	run --separate-stderr yut-move 0 gae "$BATS_TEST_TMPDIR/s"
	ok
	[ "$output" = 'yut1 rules=basic turn=1 throws=1 hand= p0=0,2 p1=0,0' ]
	run --separate-stderr yut-move 0 gae "$BATS_TEST_TMPDIR/nonexistent"
	refused 2
}

@test "moves in a state land where golden/moves.txt says, on both paths" {
	while read -r pos r normal cow; do
		# a mo stays in the hand so that the turn does not pass
		hand=$r,mo
		[ "$r" = mo ] && hand=mo,mo
		for path in normal cow; do
			if [ $path = normal ]; then
				want=$normal rules=basic p0=0,$pos p1=0,0
			else
				want=$cow rules=advanced p0=C:cow:0,0,0,$pos p1=D:dog:0,0,0,0
			fi
			in="yut1 rules=$rules turn=0 throws=0 hand=$hand p0=$p0 p1=$p1"
			run --separate-stderr yut-move "$pos" "$r" <<<"$in"
			if [ "$want" = - ]; then
				# back-do from 0 is refused; a cow off its path is malformed
				if [ "$status" -eq 0 ] || [ -n "$output" ]; then
					echo "$path $pos $r: want a refusal, got $status $output" >&2
					return 1
				fi
				continue
			fi
			if [ $path = normal ]; then
				pos2=$(printf '%s\n' 0 "$want" | sort -n | paste -sd, -)
			else
				pos2=C:cow:$(printf '%s\n' 0 0 0 "$want" | sort -n | paste -sd, -)
			fi
			exp="yut1 rules=$rules turn=0 throws=0 hand=mo p0=$pos2 p1=$p1"
			if [ "$status" -ne 0 ] || [ "$output" != "$exp" ]; then
				echo "$path $pos $r: got $status '$output', want '$exp'" >&2
				return 1
			fi
		done
	done <"$GOLDEN/moves.txt"
}
