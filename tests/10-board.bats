#!/usr/bin/env bats
# 10-board.bats - the board of SPEC 1 and the cow's path of SPEC 4a, through
# yut-move -d (the assignment's movePlayer).

load helper

# dest [-c] POS RESULT: run yut-move -d and expect the square WANT.
dest() {
	run --separate-stderr yut-move -d "$@"
}

@test "every position and result on both paths matches golden/moves.txt" {
	table=$BATS_TEST_TMPDIR/moves.txt
	for pos in $(seq 0 29); do
		for r in back-do do gae geol yut mo; do
			n=$(yut-move -d "$pos" "$r" 2>/dev/null) || n=-
			c=$(yut-move -d -c "$pos" "$r" 2>/dev/null) || c=-
			echo "$pos $r ${n:--} ${c:--}"
		done
	done >"$table"
	diff -u "$GOLDEN/moves.txt" "$table"
}

@test "the golden table is what tests/gen-moves.sh derives from the SPEC" {
	run sh "$BATS_TEST_DIRNAME/gen-moves.sh"
	[ "$status" -eq 0 ]
	golden_diff moves.txt
}

@test "refused moves exit 1 with a message and nothing on stdout" {
	dest 0 back-do
	refused 1
	for pos in 6 7 8 9 10 11 12 13 14 25 26 27 28; do
		dest -c "$pos" do
		refused 1
	done
	dest -c 0 back-do
	refused 1
}

@test "a position outside 0-29 or an unknown result is a usage error" {
	for args in "30 do" "-1 do" "100 do" "x do" "5 foo" "5 Do" "5 backdo" "5 ''"; do
		eval "dest $args"
		refused 2
	done
	dest 5
	refused 2
	dest
	refused 2
	dest 1 do extra
	refused 2
}

@test "back-do goes one square back (SPEC 1)" {
	for pair in 1:29 20:5 22:21 23:22 27:22 6:5 29:19 25:10 11:10 16:15 2:1 24:23 28:27; do
		dest "${pair%:*}" back-do
		[ "$status" -eq 0 ]
		[ "$output" = "${pair#*:}" ]
	done
}

@test "the shortcut is taken from a square stopped on, not passed over" {
	dest 5 gae;   [ "$output" = 21 ]
	dest 10 geol; [ "$output" = 22 ]
	dest 22 do;   [ "$output" = 27 ]
	dest 4 do;    [ "$output" = 5 ]
	dest 4 gae;   [ "$output" = 6 ]
	dest 8 yut;   [ "$output" = 12 ]
	dest 21 gae;  [ "$output" = 23 ]
	dest 26 gae;  [ "$output" = 27 ]
	dest 20 gae;  [ "$output" = 22 ]
	dest 24 gae;  [ "$output" = 16 ]
	dest 23 gae;  [ "$output" = 15 ]
	dest 6 back-do; [ "$output" = 5 ]
}

@test "29 is on the board; any forward move from it arrives, overshooting too" {
	dest 19 do;  [ "$output" = 29 ]
	dest 29 do;  [ "$output" = 100 ]
	dest 19 mo;  [ "$output" = 100 ]
	dest 28 do;  [ "$output" = 29 ]
	dest 28 gae; [ "$output" = 100 ]
	dest 22 yut; [ "$output" = 100 ]
	dest 22 geol; [ "$output" = 29 ]
	dest 0 mo;   [ "$output" = 5 ]
}

@test "the cow turns at 5 without stopping and goes straight through 22" {
	dest -c 1 mo;    [ "$output" = 20 ]
	dest -c 3 geol;  [ "$output" = 20 ]
	dest -c 22 geol; [ "$output" = 15 ]
	dest -c 22 do;   [ "$output" = 23 ]
	dest -c 15 back-do; [ "$output" = 24 ]
	dest -c 20 back-do; [ "$output" = 5 ]
	dest -c 1 back-do;  [ "$output" = 29 ]
	dest -c 29 back-do; [ "$output" = 19 ]
	dest -c 19 do;   [ "$output" = 29 ]
	dest -c 29 do;   [ "$output" = 100 ]
	dest -c 0 mo;    [ "$output" = 5 ]
}

@test "yut-move -d reads no state" {
	run --separate-stderr yut-move -d 3 gae </dev/null
	[ "$status" -eq 0 ]
	[ "$output" = 5 ]
	[ -z "$stderr" ]
}
