#!/usr/bin/env bats
# 72-drive-grading.bats - grading programs that are not yut-play: the
# course skeleton's menu, movePlayer tables, grade.bats from a clone, and
# the referee's files and input without silent limits.  (A question asked
# again in the program's own words: 77-reask-*.bats, 78-reask-*.bats.)

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# ------------------------------------------------- the referee's files

@test "yut-referee stops reading binary input at the first NUL byte" {
	# /dev/urandom never ends: the verdict is fixed at its first NUL
	run --separate-stderr timeout 300 yut-referee /dev/urandom
	[ "$status" -eq 2 ]
	[[ $stderr == *'/dev/urandom: not a Yunnori transcript (binary'* ]]
}

# an advanced game of Noah and Liam, played to its end, in t.txt and run/
advanced_game() {
	yut-drive -a -p 2 -n 1 -s 4 -w 0 -t 10 -d run -o t.txt -- \
	    yut-play -s 4 --color=never
}

@test "yut-referee -u takes every ID of a long users file" {
	advanced_game
	# 4,100 other users before the players
	{ seq -f 'user%g pw' 4100; cat run/user_info.txt; } >users
	run --separate-stderr yut-referee -u users t.txt
	ok
	[[ $output == 't.txt: consistent: '* ]]
}

@test "yut-referee -f reads every game of a long saves file" {
	advanced_game
	# the finished game's line must be gone: here it stays, after 70 others
	for i in $(seq 70); do
		echo "a$i b$i | a$i 0 0 0 0 0 | b$i 1 0 0 0 0 | 0"
	done >saves
	echo 'Noah Liam | Noah 0 0 0 0 1 | Liam 1 0 0 0 2 | 0' >>saves
	run --separate-stderr yut-referee -f saves t.txt
	[ "$status" -eq 1 ]
	[[ $output == *"a finished game's line stays in the saves file"* ]]
}

@test "yut-referee -u checks each ID and password once" {
	printf 'pw-of-Noah\npw-of-Noah\n' | yut-login -a -u users Noah
	# 200 failed logins and one good one, each showing its password
	for i in $(seq 200); do
		printf 'ID : Noah\nPASSWORD : pw-wrong\nLogin Failed!\n'
	done >t.txt
	printf 'ID : Noah\nPASSWORD : pw-of-Noah\nLogin Succeed!\n' >>t.txt
	command -v strace >/dev/null || skip "no strace"
	strace -o /dev/null true 2>/dev/null || skip "strace cannot trace here"
	# the users file is read once, then once per pair checked (a leak
	# checker cannot run under strace)
	run --separate-stderr env \
	    ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
	    strace -f -e trace=open,openat -o trace yut-referee -u users t.txt
	ok
	[ "$(grep -c '"users"' trace)" -le 3 ]
}

# --------------------------------------------------------- grade.bats

GRADE="$TOP/examples/grading/grade.bats"

@test "grade.bats: movePlayer compares only the entries the assignment defines" {
	# back-do from 0 stays on 0; the cow's table says where any piece
	# would go from the squares a cow never reaches
	export PROGRAM=yut-play
	export MOVETABLE='yut-move -d -t | sed "s/^0 back-do -1\$/0 back-do 0/"'
	export MOVETABLE_COW='yut-move -d -t -c | sed "/^0 back-do/d; s/ -1\$/ 7/"'
	run bats -f movePlayer "$GRADE"
	ok
	grep -q '^ok 1 movePlayer: every square and result$' <<<"$output"
	grep -q "^ok 2 movePlayer: the cow's path\$" <<<"$output"
	# a defined entry still counts
	export MOVETABLE_COW='yut-move -d -t -c | sed "s/^5 gae 21\$/5 gae 7/"'
	run bats -f movePlayer "$GRADE"
	[ "$status" -ne 0 ]
	grep -q '^# +5 gae 7$' <<<"$output"
	# the entry that differs, first
	grep -q "^# movePlayer (the cow's path) 5 gae: 7, the rules give 21\$" <<<"$output"
}

# the PATH of a clone: bats and the system's tools, not the toolkit's
clone_path() {
	printf '%s:/usr/bin:/bin' "$(dirname "$(command -v bats)")"
}

@test "grade.bats from a clone finds the toolkit it sits in" {
	run env PATH="$(clone_path)" PROGRAM="$TOP/bin/yut-play" \
	    bats -f 'starts' "$GRADE"
	ok
	grep -q '^ok 1 the program starts' <<<"$output"
}

@test "grade.bats without the tools says so in one line" {
	mkdir -p lone
	cp "$GRADE" lone/
	run env PATH="$(clone_path)" PROGRAM="$TOP/bin/yut-play" \
	    bats -f 'starts' lone/grade.bats
	[ "$status" -ne 0 ]
	[ "$(grep -c 'grade.bats: yut-drive is neither on PATH nor in' <<<"$output")" -eq 1 ]
	! grep -q 'command not found' <<<"$output" || false
}

@test "grade.bats keeps the transcript of a failure where it says" {
	printf '#!/bin/sh\nprintf "Choose a game to play (1, 2) : "; read a; echo bye\n' >quits
	chmod +x quits
	run env TMPDIR="$BATS_TEST_TMPDIR" PROGRAM=./quits \
	    bats -f 'starts' "$GRADE"
	[ "$status" -ne 0 ]
	t=$(sed -n 's/^# What the terminal showed is in \(.*\);$/\1/p' <<<"$output")
	[ -n "$t" ]
	grep -q '^Choose a game to play (1, 2) : ' "$t"
	# nothing is left behind when nothing fails
	rm -r "$(dirname "$t")"
	run env TMPDIR="$BATS_TEST_TMPDIR" PROGRAM=yut-play \
	    bats -f 'starts' "$GRADE"
	ok
	! ls -d "$BATS_TEST_TMPDIR"/grade.* 2>/dev/null || false
}

# ------------------------------------------- the course skeleton's menu

# yut-play with the basic menu of the course skeleton's Game::menuSelect():
# an answer other than 1 or 2 prints "Type an integer from 1 to 2!" and a
# game starts all the same.
SKELETON='/^\/\* The basic game.s menu, until/i\
static int\
skeleton_menu(struct yut_play *pl, int *choice)\
{\
	char buf[ANSWER_MAX + 1];\
\
	if (yut_ask(&pl->pr, yut_prompts[YUT_REF_MENU], buf, ANSWER_MAX) ==\
	    ASK_EOF)\
		return ASK_EOF;\
	*choice = strcmp(buf, "2") == 0 ? 2 : 1;\
	if (strcmp(buf, "1") != 0 && *choice != 2)\
		fputs("Type an integer from 1 to 2!\\n", pl->out);\
	return ASK_OK;\
}\

s/^\t\tif (ask_number(pl, YUT_REF_MENU, 1, 2, &choice) == ASK_EOF ||$/\t\tif (skeleton_menu(pl, \&choice) == ASK_EOF ||/'

# skeleton: build it once (from a copy of the built tree) into $SKEL
skeleton() {
	SKEL=$BATS_FILE_TMPDIR/skeleton/bin/yut-play
	[ -x "$SKEL" ] && return 0
	mkdir -p "$BATS_FILE_TMPDIR/skeleton"
	cp -Rp "$TOP/Makefile" "$TOP/cmd" "$TOP/libcore" "$BATS_FILE_TMPDIR/skeleton/"
	[ -d "$TOP/bin" ] && cp -Rp "$TOP/bin" "$BATS_FILE_TMPDIR/skeleton/"
	sed -i "$SKELETON" "$BATS_FILE_TMPDIR/skeleton/libcore/play/play.c"
	grep -q 'if (skeleton_menu(pl, &choice) == ASK_EOF ||$' \
	    "$BATS_FILE_TMPDIR/skeleton/libcore/play/play.c"
	make -s -C "$BATS_FILE_TMPDIR/skeleton" bin/yut-play >&2
}

@test "the course skeleton's menu: a game started after 'Type an integer from 1 to 2!' is tolerated" {
	skeleton
	run --separate-stderr yut-drive -n 4 -s 7 -w 40 -t 10 -o t.txt -- \
	    "$SKEL" -s 7 --color=never
	ok
	# the skeleton did what it does, at least once
	grep -A 1 -x 'Type an integer from 1 to 2!' t.txt |
	    grep -q '^number of players (2, 3, 4) : '
	run --separate-stderr yut-referee t.txt
	ok
	# SPEC 7 asks the menu again: --strict says so
	run --separate-stderr yut-referee --strict t.txt
	[ "$status" -eq 1 ]
	[[ $output == *'Type an integer from 1 to 2!'* ]]
}

@test "the skeleton's menu is tolerated only as the skeleton does it" {
	# a menu answer refused, then a game with no word: the answer taken
	skeleton
	sed 's/Type an integer from 1 to 2!/Starting a game all the same/' \
	    "$SKEL" >quiet-skel
	chmod +x quiet-skel
	run --separate-stderr yut-drive -n 4 -s 7 -w 40 -t 10 -- \
	    ./quiet-skel -s 7 --color=never
	[ "$status" -eq 1 ]
	[[ $stderr == *"the wrong answer '3' of line "*' was taken'* ]]
}

# ------------------------------------------------------------ strategies

@test "yut-drive: another seed plays otherwise with every strategy" {
	for s in random greedy expect expert; do
		yut-drive -S "$s" -n 4 -p 2 -w 0 -s 1 -o a.txt -- \
		    yut-play -s 1 --color=never
		yut-drive -S "$s" -n 4 -p 2 -w 0 -s 2 -o b.txt -- \
		    yut-play -s 1 --color=never
		if cmp -s a.txt b.txt; then
			echo "-S $s: seeds 1 and 2 played the same" >&2
			return 1
		fi
	done
	run --separate-stderr yut-drive -S perfect -- yut-play
	[ "$status" -eq 2 ]
	[[ $stderr == 'yut-drive: -S: perfect plays from a table'* ]]
}
