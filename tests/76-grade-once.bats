#!/usr/bin/env bats
# 76-grade-once.bats - grade.bats drives each session once and every test
# reads every session: a bug costs the point of its rule wherever it
# shows, one point, and a session that cannot be played to the end costs
# the points of the tests that play it, as before.

load helper
load drive

GRADE="$TOP/examples/grading/grade.bats"

# Each: name, file, sed script of a yut-play whose bug shows only in the
# sessions of another test than the one counting its rule.
BROKEN=(
	# a) the win announced for the next player, in basic games only
	'basicwin|libcore/play/play.c|s/^\tyut_render_player(pl->out, st, w, 0, pl->style);$/\tyut_render_player(pl->out, st, st->rules == YUT_ADVANCED ? w : (w + 1) % st->nplayers, 0, pl->style);/'
	# b) a cow's catch earning two throws, as a sheep's: advanced only
	'cowcatch|libcore/game/rules.c|s/^\t\tev->earned = animal(st, mover) == YUT_SHEEP ? 2 : 1;$/\t\tev->earned = animal(st, mover) == YUT_SHEEP ? 2 : animal(st, mover) == YUT_COW ? 2 : 1;/'
	# a catch earning no throw in advanced games, with a save right after
	'catchnone|libcore/game/rules.c|s/^\t\tev->earned = animal(st, mover) == YUT_SHEEP ? 2 : 1;$/\t\tev->earned = animal(st, mover) == YUT_SHEEP ? 2 : st->rules == YUT_ADVANCED ? 0 : 1;/'
	# c) Continue / Save taking 2 for continue: advanced only
	'savetwo|libcore/play/play.c|/^ask_save(/,/^}$/{s/ask_number(pl, YUT_REF_CONTINUE, 0, 1, \&choice)/ask_number(pl, YUT_REF_CONTINUE, 0, 2, \&choice)/;s/^\t\tif (choice == 0)$/\t\tif (choice != 1)/;}'
	# a crash at the start of every advanced game of 3 players
	'crash3|libcore/play/play.c|/^play_game(/,/^}$/s/^\tsay_seats(pl, st);$/\tif (st->rules == YUT_ADVANCED \&\& st->nplayers == 3)\n\t\tabort();\n\tsay_seats(pl, st);/'
	# a successful login in other words
	'loginword|libcore/play/play.c|s/"Login Succeed!/"Login succeeded/'
)

# Build each once, from a copy of the built tree, so only the patched file
# is compiled again.
setup_file() {
	build_broken "${BROKEN[@]}"
}

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# grade PROGRAM: grade.bats on PROGRAM, its TAP in $output, the
# transcripts in ./t.
grade() {
	run env TMPDIR="$BATS_TEST_TMPDIR" GRADE_DIR=t PROGRAM="$1" \
	    bats --formatter tap "$GRADE"
}

@test "grade.bats: yut-play passes every point, with several seeds" {
	for seed in 1 2 3; do
		GRADE_SEED=$seed grade yut-play
		ok
		lost
		[ "$(grep -c '^ok ' <<<"$output")" -eq 11 ]
	done
}

@test "grade.bats: each rule category is counted by one test alone" {
	# every category yut-referee(1) names, counted once
	sed -n '/^\.Bl -tag -width answers -compact$/,/^\.El$/s/^\.It Cm //p' \
	    "$TOP/man/yut-referee.1" | sort >all
	[ "$(wc -l <all)" -eq 16 ]
	sed -n 's/^\tgraded \([a-z,-]*\).*/\1/p' "$GRADE" | tr ',' '\n' |
	    sort >counted
	diff -u all counted
	# and every session is read by every test that counts a rule
	[ "$(grep -c '^@test ' "$GRADE")" -eq \
	    "$(($(grep -c '^	graded ' "$GRADE") + 2))" ]
}

@test "grade.bats: a win announced wrongly in basic games costs the win's point" {
	grade "$BATS_FILE_TMPDIR/basicwin/bin/yut-play"
	lost "advanced games of 2 and 3 players"
	grep -Eq '^# yut-drive:[0-9]+: \[win\] the win is announced for another player' <<<"$output"
	grep -q "^# What the terminal showed is in $PWD/t/basic2.txt;$" <<<"$output"
	grep -Eq "^#   cd [^ ]+ && env PATH=[^ ]+( YUT_DRIVE_[A-Z]+=[^ ]+)* yut-drive -s 1 -t 10 -c win -n 4 -p 2 -w 0 -- $BATS_FILE_TMPDIR/basicwin/bin/yut-play\$" <<<"$output"
}

@test "grade.bats: a catch wrong in advanced games only costs the catches' point" {
	grade "$BATS_FILE_TMPDIR/cowcatch/bin/yut-play"
	lost "basic games of 2, 3 and 4 players: back-do, catches and chains"
	grep -Eq '^# yut-drive:[0-9]+: \[catch\] the program threw too many times' <<<"$output"
}

@test "grade.bats: a catch that earns no throw, saved at once, costs the catches' point alone" {
	# the program ends the turn the catch owed a throw to and saves:
	# the line saved is the game as the program took it on, not a
	# second fault
	grade "$BATS_FILE_TMPDIR/catchnone/bin/yut-play"
	lost "basic games of 2, 3 and 4 players: back-do, catches and chains"
	grep -Eq '^# yut-drive:[0-9]+: \[catch\] Continue / Save asked in the middle of a turn' <<<"$output"
}

@test "grade.bats: a wrong answer taken in advanced games only costs the answers' point" {
	grade "$BATS_FILE_TMPDIR/savetwo/bin/yut-play"
	lost "bad answers are refused and asked again"
	grep -Eq "^# yut-drive:[0-9]+: \\[answers\\] the wrong answer '2' of line [0-9]+ was taken" <<<"$output"
	grep -q "^# What the terminal showed is in $PWD/t/logins.txt;$" <<<"$output"
}

@test "grade.bats: a crash costs the points of the tests that play that session" {
	grade "$BATS_FILE_TMPDIR/crash3/bin/yut-play"
	lost "advanced games of 2 and 3 players" \
	    "save and resume in the other login order, the saved line checked"
	[ "$(grep -c '^# The program could not be played to the end\.$' <<<"$output")" -eq 2 ]
	grep -q 'killed by signal 6 (SIGABRT)' <<<"$output"
	grep -Eq "^#   cd [^ ]+ && env PATH=[^ ]+( YUT_DRIVE_[A-Z]+=[^ ]+)* yut-drive -s 1 -t 10 -c none -a -n 1 -p 3 -w 0 -- $BATS_FILE_TMPDIR/crash3/bin/yut-play\$" <<<"$output"
}

@test "grade.bats: a login said in other words costs the login's point alone" {
	# the driver takes the players the program lists as logged in, and
	# plays each session to the end: one bug, one point
	printf '#!/bin/sh\nexec %s -s 3 "$@"\n' \
	    "$BATS_FILE_TMPDIR/loginword/bin/yut-play" >loginword
	chmod +x loginword
	grade "$PWD/loginword"
	lost "failed logins: a wrong password is refused"
	grep -Eq "^# yut-drive:[0-9]+: \\[login\\] the login's result is not said in SPEC 7's words\$" <<<"$output"
	played
}

@test "grade.bats: a session with more inconsistencies than yut-drive shows is played again for the rules it hid" {
	# a yut-drive that shows the first 1000 of basic4's screen faults
	# alone, and finds a catch when it counts catches
	mkdir fake
	cat >fake/yut-drive <<-'EOS'
	#!/bin/sh
	case " $* " in
	*" -c none "*" -p 4 "*)
		i=0
		while [ $i -lt 1000 ]; do
			i=$((i + 1))
			echo "yut-drive:$i: note: [screen] the screen is out of order"
		done >&2 ;;
	*" -c back-do,catch,chain "*" -p 4 "*)
		echo "yut-drive:1234: [catch] the program threw too few times" >&2
		exit 1 ;;
	esac
	exit 0
	EOS
	chmod +x fake/yut-drive
	PATH=$PWD/fake:$PATH grade yut-play
	lost "basic games of 2, 3 and 4 players: moves and the screen" \
	    "basic games of 2, 3 and 4 players: back-do, catches and chains"
	grep -q '^# (yut-drive showed the first 1000 inconsistencies of basic4, and$' <<<"$output"
	grep -q '^# yut-drive:1234: \[catch\] the program threw too few times$' <<<"$output"
	grep -q "^# What the terminal showed is in $PWD/t/basic4-back-do.txt;\$" <<<"$output"
}

@test "grade.bats: each session is driven once, even with bats --jobs" {
	command -v parallel >/dev/null || skip "bats --jobs needs GNU parallel"
	mkdir fake
	printf '#!/bin/sh\necho "$*" >>%q/calls\nsleep 0.2\n' "$PWD" >fake/yut-drive
	chmod +x fake/yut-drive
	run env PATH="$PWD/fake:$PATH" TMPDIR="$BATS_TEST_TMPDIR" GRADE_DIR=t \
	    PROGRAM=yut-play bats --jobs 4 "$GRADE"
	ok
	[ "$(wc -l <calls)" -eq 10 ]
	[ "$(grep -c -- ' -c none ' calls)" -eq 10 ]
	[ "$(sort -u calls | wc -l)" -eq 10 ]
}
