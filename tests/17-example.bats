#!/usr/bin/env bats
# 17-example.bats - examples/pipeline-game.sh plays a whole game through pipes,
# and every manual page's EXAMPLES section runs and prints what it shows.

load helper

# finished LINE: LINE is a state in which some player has every piece home.
finished() {
	tr ' ' '\n' <<<"$1" | grep -Eq '^p[0-9]=(100,)*100$'
}

@test "a seeded game ends with a winner and a finished last state" {
	run --separate-stderr sh "$TOP/examples/pipeline-game.sh" 42
	ok
	n=${#lines[@]}
	[ "$n" -gt 3 ]
	[ "${lines[0]}" = 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,0' ]
	[[ ${lines[n - 1]} =~ ^Player\ [01]\ win$ ]]
	last=${lines[n - 2]}
	finished "$last"
	[[ $last == 'yut1 rules=basic turn='?' throws=0 hand= '* ]]
	w=${lines[n - 1]#Player }
	w=${w% win}
	tr ' ' '\n' <<<"$last" | grep -Eqx "p$w=100,100"
	# no state before the last is finished
	for ((i = 0; i < n - 2; i++)); do
		! finished "${lines[i]}" || false
	done
	# every state line is one that yut-render accepts
	yut-render --color=never <<<"$last" | tail -n 1 | grep -qx "Player $w win"
}

@test "the same seed plays the same game; pieces can be chosen" {
	a=$(sh "$TOP/examples/pipeline-game.sh" 7 2>/dev/null)
	b=$(sh "$TOP/examples/pipeline-game.sh" 7 2>/dev/null)
	[ "$a" = "$b" ]
	run --separate-stderr sh "$TOP/examples/pipeline-game.sh" -p 4 7
	ok
	[ "${lines[0]}" = 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0,0,0 p1=0,0,0,0' ]
	[[ ${lines[-1]} =~ ^Player\ [01]\ win$ ]]
}

# ---------------------------------------------------------------------------
# Every EXAMPLES section of every manual page, run: each command shown after
# "$ " runs in a scratch directory (the commands of one page in order, in
# one shell, so files and variables carry over), must exit 0, and must
# print exactly the output the page shows under it, when it shows any.
# A page's files come from its fixture_PAGE function; N.in, when a fixture
# writes one, is the standard input of the N-th command (else /dev/null);
# N.status, the exit status the N-th command must give instead of 0; with
# N.stderr, its standard error is the output compared.  In the output a page
# shows, "(...)" stands for any text.

# examples PAGE: extract, run and compare the examples of man/PAGE.
examples() {
	local page=$1 dir="$BATS_TEST_TMPDIR/ex" work="$BATS_TEST_TMPDIR/work"
	local f n fx want
	rm -rf "$dir" "$work"
	mkdir -p "$dir" "$work"
	awk -v dir="$dir" -f "$TOP/tests/man-examples.awk" "$TOP/man/$page"
	ls "$dir"/*.cmd >/dev/null 2>&1 || {
		echo "man/$page: no example commands found" >&2
		return 1
	}
	cd "$work"
	fx="fixture_${page//[.-]/_}"
	if declare -F "$fx" >/dev/null; then
		"$fx"
	fi
	# one shell for the whole page, each command's output kept apart
	for ((n = 1; ; n++)); do
		[ -f "$dir/$n.cmd" ] || break
		printf '{\n%s\n} >%q 2>%q <%q\necho $? >%q\n' "$(cat "$dir/$n.cmd")" \
		    "$dir/$n.got" "$dir/$n.err" \
		    "$([ -f "$work/$n.in" ] && echo "$work/$n.in" || echo /dev/null)" \
		    "$dir/$n.rc"
	done >"$dir/all.sh"
	# a guard against a hang only, not a measure of speed: a page's
	# examples take seconds, or a minute on a loaded machine
	local rc=0
	NO_COLOR=1 timeout 1800 bash "$dir/all.sh" || rc=$?
	if [ "$rc" -eq 124 ]; then
		echo "man/$page: the examples still ran after 30 minutes: a hang" >&2
		return 1
	fi
	for ((n = 1; ; n++)); do
		f="$dir/$n"
		[ -f "$f.cmd" ] || break
		want=0
		[ ! -f "$work/$n.status" ] || want=$(cat "$work/$n.status")
		[ ! -f "$work/$n.stderr" ] || cp "$f.err" "$f.got"
		if [ "$(cat "$f.rc" 2>/dev/null)" != "$want" ]; then
			printf 'man/%s: example %d exits %s:\n%s\n%s\n' "$page" \
			    "$n" "$(cat "$f.rc" 2>/dev/null)" "$(cat "$f.cmd")" \
			    "$(head -c 2000 "$f.err")" >&2
			return 1
		fi
		if [ -f "$f.out" ] && ! same_output "$f.out" "$f.got"; then
			printf 'man/%s: example %d prints other than the page shows:\n%s\n' \
			    "$page" "$n" "$(cat "$f.cmd")" >&2
			return 1
		fi
	done
}

# same_output WANT GOT: the files match line by line, one "(...)" in a
# line of WANT matching any text; else show the difference.
same_output() {
	local w g pre post n=0 m
	m=$(wc -l <"$1")
	if [ "$m" -eq "$(wc -l <"$2")" ]; then
		while IFS= read -r w <&3 && IFS= read -r g <&4; do
			if [[ $w == *'(...)'* ]]; then
				pre=${w%%'(...)'*}
				post=${w#*'(...)'}
				[[ $g == "$pre"*"$post" ]] || break
			else
				[ "$g" = "$w" ] || break
			fi
			n=$((n + 1))
		done 3<"$1" 4<"$2"
		[ "$n" -eq "$m" ] && return 0
	fi
	diff -u "$1" "$2" >&2
	return 1
}

fixture_checkers_play_6() {
	printf '%s\n' '9 3 10 4' '11 13 12 12' '12 2 14 4' >moves
	# the games played with no input end unfinished: status 1
	echo 1 >1.status
	echo 1 >4.status
}

fixture_ludu_play_6() {
	echo 1 >1.status
}

fixture_patolli_play_6() {
	echo 1 >1.status
}

fixture_yut_bot_1() {
	echo 'yut1 rules=basic turn=1 throws=0 hand=gae,yut p0=0,2,2,100 p1=0,0,0,5' >state
}

fixture_yut_files_5() {
	printf '%s\n' 'Noah Liam | Noah 1 0 0 0 1 | Liam 0 0 0 0 0 | 1' \
	    'Ava Mia | Ava 0 0 0 0 0 | Mia 3 0 0 7 100 | 0' >game_info.txt
	printf '%s\n' 'Noah 22d34h' 'no/body pw' >user_info.txt
	chmod 600 user_info.txt
}

fixture_yut_login_1() {
	printf '%s\n' 22d34h >1.in
	printf '%s\n' pw2 | yut-login -a Liam
	printf '%s\n' 22d34h pw2 >3.in
}

fixture_yut_play_1() {
	mkdir club
	: >club/users
	chmod 600 club/users
	printf '%s\n' 2 3 >answers
}

fixture_yut_drive_1() {
	# a student's program that prints a banner and never asks anything
	printf '#!/bin/sh\necho Yunnori\nexec sleep 30\n' >a.out
	chmod +x a.out
}

fixture_yut_referee_1() {
	# the session recorded with script(1): the menu, then end program
	printf '2\n' >1.in
	# a student's program fed from a pipe
	printf '#!/bin/sh\nexec yut-play -b -s 3 --color=never\n' >yunnori
	chmod +x yunnori
	printf '1\n2\n1\n0\ngae\n' >answers.txt
	printf 'Noah 22d34h\n' >user_info.txt
	chmod 600 user_info.txt
}

fixture_yut_render_1() {
	echo 'Olivia Ava | Olivia 2 0 0 10 10 | Ava 1 0 0 2 100 | 1' >game_info.txt
}

@test "every manual page's EXAMPLES section is checked here" {
	local p
	for p in "$TOP"/man/*.[1-9]; do
		grep -q '^\.Sh EXAMPLES' "$p" || continue
		grep -q "^@test \"man/${p##*/}: " "$BATS_TEST_FILENAME" || {
			echo "no test runs the examples of man/${p##*/}" >&2
			return 1
		}
	done
}

@test "man/checkers-play.6: the examples run as shown" { examples checkers-play.6; }
@test "man/ludu-play.6: the examples run as shown" { examples ludu-play.6; }
@test "man/patolli-play.6: the examples run as shown" { examples patolli-play.6; }
@test "man/snakes-play.6: the examples run as shown" { examples snakes-play.6; }
@test "man/yut-bot.1: the examples run as shown" { examples yut-bot.1; }
@test "man/yut-files.5: the examples run as shown" { examples yut-files.5; }
@test "man/yut-login.1: the examples run as shown" { examples yut-login.1; }
@test "man/yut-move.1: the examples run as shown" { examples yut-move.1; }
@test "man/yut-new.1: the examples run as shown" { examples yut-new.1; }
@test "man/yut-play.1: the examples run as shown" { examples yut-play.1; }
@test "man/yut-render.1: the examples run as shown" { examples yut-render.1; }
@test "man/yut-save.1: the examples run as shown" { examples yut-save.1; }
@test "man/yut-sim.1: the examples run as shown" { examples yut-sim.1; }
@test "man/yut-state.5: the examples run as shown" { examples yut-state.5; }
@test "man/yut-throw.1: the examples run as shown" { examples yut-throw.1; }
@test "man/yut.7: the examples run as shown" { examples yut.7; }
@test "man/yut-drive.1: the examples run as shown" { examples yut-drive.1; }
@test "man/yut-referee.1: the examples run as shown" { examples yut-referee.1; }
@test "man/yut-solve.1: the examples run as shown" { examples yut-solve.1; }
@test "man/yut-eval.1: the examples run as shown" { examples yut-eval.1; }
@test "man/yut-learn.1: the examples run as shown" { examples yut-learn.1; }
