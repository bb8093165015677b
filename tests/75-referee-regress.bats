#!/usr/bin/env bats
# 75-referee-regress.bats - one diagnostic, one case: every message
# yut-referee can print has a transcript tests/referee/NAME.in broken in
# one place, with yut-referee's stdout and exit status in NAME.out and its
# options, one a line, in NAME.args (files named there sit beside it).
# referee/UNCOVERED names the messages no case prints yet, one a line.

load helper

CASES="$BATS_TEST_DIRNAME/referee"

# judge NAME: yut-referee's stdout on case NAME and its exit status.
judge() {
	local a=() rc=0
	[ -f "$1.args" ] && mapfile -t a <"$1.args"
	yut-referee "${a[@]}" <"$1.in" || rc=$?
	printf 'exit %d\n' "$rc"
}

@test "every case under tests/referee prints its expected output" {
	cd "$CASES"
	local f n bad=0
	for f in *.in; do
		n=${f%.in}
		if ! diff -u "$n.out" <(judge "$n") >&2; then
			echo "case $n differs" >&2
			bad=1
		fi
	done
	[ "$bad" = 0 ]
}

@test "every message of the referee's source has a case" {
	local m bad=0
	while IFS= read -r m; do
		if grep -qxF -- "$m" "$CASES/UNCOVERED"; then
			continue
		elif ! grep -qF -- "] $m" "$CASES"/*.out; then
			echo "no case under tests/referee prints: $m" >&2
			bad=1
		fi
	done < <(perl "$BATS_TEST_DIRNAME/referee-messages.pl" \
	    "$BATS_TEST_DIRNAME"/../libcore/grade/ref*.c)
	[ "$bad" = 0 ]
}

@test "a message listed as uncovered is still in the source and has no case" {
	local m bad=0 all
	all=$(perl "$BATS_TEST_DIRNAME/referee-messages.pl" \
	    "$BATS_TEST_DIRNAME"/../libcore/grade/ref*.c)
	while IFS= read -r m; do
		if ! grep -qxF -- "$m" <<<"$all"; then
			echo "UNCOVERED names a message gone: $m" >&2
			bad=1
		elif grep -qF -- "] $m" "$CASES"/*.out; then
			echo "UNCOVERED names a message with a case: $m" >&2
			bad=1
		fi
	done <"$CASES/UNCOVERED"
	[ "$bad" = 0 ]
}

@test "a piece too many is caught on every square of the board" {
	# each [ ] of the first board of a consistent game turned into [1]:
	# the square it draws is named, every square once
	local t="$CASES/consistent-basic.in" ln k n first seen=
	for ln in $(grep -n '\[ \]' "$t" | cut -d: -f1 | head -n 11); do
		n=$(sed -n "${ln}p" "$t" | grep -o '\[ \]' | wc -l)
		for k in $(seq 1 "$n"); do
			first=$(sed "${ln}s/\[ \]/[1]/$k" "$t" | yut-referee |
			    head -n 1)
			if ! [[ $first =~ \]\ square\ ([0-9]+)\ \( ]]; then
				echo "line $ln cell $k: $first" >&2
				return 1
			fi
			seen="$seen ${BASH_REMATCH[1]}"
		done
	done
	[ "$(tr ' ' '\n' <<<"$seen" | grep -c .)" = 29 ]
	[ "$(tr ' ' '\n' <<<"$seen" | grep . | sort -u | wc -l)" = 29 ]
}

@test "yut-drive: a program that takes a wrong answer is caught" {
	cd "$BATS_TEST_TMPDIR"
	# the program takes its first answer, whatever it is, as 1
	cat >fix1 <<-'EOS'
	#!/bin/sh
	perl -pe 'BEGIN { $| = 1 } $_ = "1\n" if $. == 1' |
	    exec yut-play -s 1 --color=never
	EOS
	chmod +x fix1
	# seed 2 answers the first question wrong on purpose
	run --separate-stderr yut-drive -w 50 -s 2 -t 10 -p 2 -k 1 \
	    -o t.txt -- ./fix1
	[ "$(sed -n '3s/.* : //p' t.txt)" != 1 ]
	[ "$status" -eq 1 ]
	[[ ${stderr_lines[0]} =~ \[answers\]\ the\ wrong\ answer\ \'.*\'\ of\ line\ 3\ was\ taken ]]
}

@test "a -u or --saves-before file that cannot be used: exit 2, one message" {
	cd "$BATS_TEST_TMPDIR"
	local t="$CASES/consistent-basic.in"
	mkdir dir
	run yut-referee -u missing.users <"$t"
	[ "$status" -eq 2 ]
	[ "$output" = "yut-referee: missing.users: cannot read the users file" ]
	run yut-referee --saves-before missing.saves <"$t"
	[ "$status" -eq 2 ]
	[ "$output" = "yut-referee: missing.saves: No such file or directory" ]
	run yut-referee --saves-before dir <"$t"
	[ "$status" -eq 2 ]
	[ "$output" = "yut-referee: dir: not a regular file" ]
}

@test "a users file with no memory to hold it: exit 2, one message, as a file that cannot be used" {
	cd "$BATS_TEST_TMPDIR"
	need cc
	cc -shared -fPIC -o realloc-fail.so "$BATS_TEST_DIRNAME/realloc-fail.c" -ldl
	seq -f 'u%06g x' 1 200000 >big.users
	chmod 600 big.users
	# the users' IDs grow past 1 MB, which realloc refuses
	REALLOC_FAIL_OVER=1000000 LD_PRELOAD=$PWD/realloc-fail.so \
	    ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 \
	    run yut-referee -u big.users <"$CASES/consistent-basic.in"
	[ "$status" -eq 2 ]
	[ "$output" = "yut-referee: big.users: Cannot allocate memory" ]
	# with the memory, the same file is read
	run yut-referee -u big.users <"$CASES/consistent-basic.in"
	[ "$status" -eq 0 ]
}

@test "yut-drive: a run that cannot be set up: exit 2, one message, no game" {
	cd "$BATS_TEST_TMPDIR"
	mkdir taken
	run yut-drive -d taken -- yut-play
	[ "$status" -eq 2 ]
	[ "$output" = "yut-drive: mkdir taken: File exists" ]
	run yut-drive -a --saves-before missing.saves -- yut-play
	[ "$status" -eq 2 ]
	[ "$output" = "yut-drive: missing.saves: No such file or directory" ]
	run yut-drive -a --saves-before taken -- yut-play
	[ "$status" -eq 2 ]
	[ "$output" = "yut-drive: taken: not a regular file" ]
	if [ -w /dev/full ]; then
		run yut-drive -o /dev/full -n 1 -p 2 -k 1 -s 1 -- yut-play
		[ "$status" -eq 2 ]
		[ "$output" = "yut-drive: write /dev/full: No space left on device" ]
	fi
}
