#!/usr/bin/env bats
# 72-drive-grading.bats - grading programs that are not yut-play: a
# question asked again in the program's own words, the course skeleton's
# menu, movePlayer tables, grade.bats from a clone, and the referee's
# files and input without silent limits.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# ------------------------------------------------- the referee's files

@test "yut-referee stops reading binary input at the first NUL byte" {
	# /dev/urandom never ends: the verdict is fixed at its first NUL
	run --separate-stderr timeout 10 yut-referee /dev/urandom
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
	strace -o /dev/null true 2>/dev/null || skip "strace cannot trace here"
	# the users file is read once, then once per pair checked
	run --separate-stderr strace -f -e trace=open,openat -o trace \
	    yut-referee -u users t.txt
	ok
	[ "$(grep -c '"users"' trace)" -le 3 ]
}
