#!/usr/bin/env bats
# 77-grade-bugs.bats - single-bug variants of yut-play graded with
# grade.bats: each loses exactly the point of its own rule, however the
# bug shows on the screens that follow.  A wrong answer taken is the move
# the next screen shows; after a difference the screen shown is the game;
# the driver plays the program's game, not its own.

load helper
load drive

GRADE="$TOP/examples/grading/grade.bats"

# Each: name, file, sed script of a yut-play with one bug.
BROKEN=(
	# a result not in the hand taken: the piece moves by it, the hand
	# keeps what it held
	'wrongres|libcore/game/rules.c+libcore/play/playmove.c|s/^\tif ((unsigned)result >= YUT_NRESULTS .. st->hand\[result\] == 0)$/\tif ((unsigned)result >= YUT_NRESULTS)/;s/^\tst->hand\[result\]--;$/\tst->hand[result] -= st->hand[result] > 0;/;s/^\telse if (st->hand\[r\] == 0)$/\telse if (st->hand[r] == 0 \&\& st->turn < 0)/'
	# a stack moves without one of its pieces
	'stacksplit|libcore/game/rules.c|s/^\thi = choose(pos == 0, lo + 1, hi);$/\thi = choose(pos == 0, lo + 1, hi - (hi - lo > 1));/'
	# a yut earns no throw in an advanced game (a mo still does)
	'yutnothrow|libcore/game/rules.c|s/^\treturn (result >= YUT_YUT) .$/\tif (result == YUT_YUT \&\& st->rules == YUT_ADVANCED)\n\t\treturn 0;\n&/'
	# no dashed line under the piece-state box
	'nodash|libcore/game/screen.c|/^yut_render_lists(/,/^}$/{/^\tmarks(fp, st, YUT_ARRIVED, ARRIVED, style);$/{n;d;}}'
	# a gae from square 7 goes one square too far
	'distance|libcore/game/board.c|s/^\tn = yut_steps(result);$/\tn = yut_steps(result) + (pos == 7 \&\& result == YUT_GAE);/'
	# back-do goes two squares back along the outer path
	'backdo2|libcore/game/board.c|s/^\t\treturn backdo\[pos\];$/\t\treturn backdo[pos] > 1 \&\& backdo[pos] < 20 ? backdo[pos] - 1 : backdo[pos];/'
	# a login taken with any password
	'loginpw|libcore/play/play.c|s/^\t\tok = ok == 1 \&\& yut_valid_id(id);$/\t\tok = ok >= 0 \&\& yut_valid_id(id);/'
	# every catch earns two throws, as only a sheep's does: in an animal
	# game that is still the catch's rule, not a power's
	'catchtwo|libcore/game/rules.c|s/== YUT_SHEEP ? 2 : 1;/== YUT_SHEEP ? 2 : 2;/'
	# a sheep's catch earns no throw at all
	'sheepzero|libcore/game/rules.c|s/^\t\tev->earned = animal(st, mover) == YUT_SHEEP ? 2 : 1;$/\t\tev->earned = animal(st, mover) == YUT_SHEEP ? 0 : 1;/'
	# a stack drawn with one piece fewer than it holds
	'stackdrawn|libcore/game/screen.c|s/^\t    n, yut_color_off(color), br\[1\]);$/\t    n > 1 ? n - 1 : n, yut_color_off(color), br[1]);/'
	# entering with do refused while a piece is on the board: a legal
	# answer refused, which the driver must not type again
	'nodo0|libcore/play/playmove.c|s/^\t\terr = dead ? YUT_OK : yut_move_check(st, \*pos, \*result);$/\t\terr = dead ? YUT_OK : *pos == 0 \&\& *result == YUT_DO \&\& st->p[st->turn].pos[st->npieces - 1] > 0 \&\& st->p[st->turn].pos[st->npieces - 1] < 100 ? YUT_EPATH : yut_move_check(st, *pos, *result);/'
)

# Build each once, from a copy of the built tree.
setup_file() {
	build_broken "${BROKEN[@]}"
}

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# grade NAME: grade.bats on broken build NAME, its sticks seeded (so that
# what else a bug leads to does not vary from run to run), its TAP in
# $output.
grade() {
	printf '#!/bin/sh\nexec %s -s 1 "$@"\n' \
	    "$BATS_FILE_TMPDIR/$1/bin/yut-play" >"$1"
	chmod +x "$1"
	run env TMPDIR="$BATS_TEST_TMPDIR" GRADE_DIR=t PROGRAM="$PWD/$1" \
	    bats --formatter tap "$GRADE"
}

MOVES="basic games of 2, 3 and 4 players: moves and the screen"
CHAINS="basic games of 2, 3 and 4 players: back-do, catches and chains"
STACKS="basic games of 2, 3 and 4 players: stacks"
LOGIN="failed logins: a wrong password is refused"
ANSWERS="bad answers are refused and asked again"

@test "grade.bats: a result not in the hand taken costs the answers' point alone" {
	grade wrongres
	lost "$ANSWERS"
	played
	grep -Eq "^# yut-drive:[0-9]+: \\[answers\\] the program took the wrong answer '[0-9]+ [a-z-]+' \\(that result is not in the hand\\)" <<<"$output"
}

@test "grade.bats: a stack that leaves a piece behind costs the stacks' point alone" {
	# later screens show that piece where the program left it: the game
	# as shown, not a second difference under back-do or moves
	grade stacksplit
	lost "$STACKS"
	played
	grep -Eq '^# yut-drive:[0-9]+: \[stack\] ' <<<"$output"
}

@test "grade.bats: a yut earning no throw in an animal game costs the chains' point alone" {
	grade yutnothrow
	lost "$CHAINS"
	played
}

@test "grade.bats: a missing dashed line costs the screen's point, said once a session" {
	grade nodash
	lost "$MOVES"
	played
	grep -Eq '^# yut-drive:[0-9]+: \[screen\] a separator line is missing$' <<<"$output"
	if grep -q '^# (and [0-9]* more of these rules' <<<"$output"; then
		echo "the separator was said more than once" >&2
		return 1
	fi
}

@test "grade.bats: a move's distance wrong on one square costs the moves' point alone" {
	# a stack carried there too, or a catch not made there, is the
	# move's, not the stack's or the catch's
	grade distance
	lost "$MOVES"
	played
}

@test "grade.bats: back-do going two squares back costs the back-do's point alone" {
	grade backdo2
	lost "$CHAINS"
	played
	grep -Eq '^# yut-drive:[0-9]+: \[back-do\] ' <<<"$output"
}

@test "grade.bats: a login taken with a wrong password costs the login's point alone" {
	# the password typed is judged though the terminal hides it; the
	# players are then those the program logged in
	grade loginpw
	lost "$LOGIN"
	played
	grep -Eq '^# yut-drive:[0-9]+: \[login\] the password typed is wrong$' <<<"$output"
}

# worded PLAYER: PLAYER (seeded) through a filter that says a login's
# result and a save in words of its own, as worded.
worded() {
	cat >worded <<EOF
#!/bin/sh
$1 -s 2 --color=never "\$@" | perl -e '\$| = 1;
while (sysread STDIN, \$c, 65536) {
	\$c =~ s/Login Succeed!/Login succeeded, welcome!/g;
	\$c =~ s/Login Failed!/Wrong ID or password./g;
	\$c =~ s/Game saved successfully!/The game is saved./g; print \$c }'
EOF
	chmod +x worded
}

@test "a login's result and a save in words of the program's own cost the login's and the save's points, read from the lists that follow; a wrong password taken is still caught" {
	# they cost the login's point both, with a list said to be wrong
	worded yut-play
	run --separate-stderr yut-drive -a -p 3 -s 2 -w 30 -c none -t 10 \
	    -o t.txt -- ./worded
	ok
	grep -q '^Wrong ID or password\.$' t.txt
	grep -q '^Login succeeded, welcome!$' t.txt
	grep -q '^The game is saved\.$' t.txt
	is "[login] the login's result is not said in SPEC 7's words
[save] the save is not said in SPEC 7's words" \
	    "$(sed -n 's/^yut-drive:[0-9]*: note: //p' <<<"$stderr" | sort -u)"
	worded "$BATS_FILE_TMPDIR/loginpw/bin/yut-play"
	run --separate-stderr yut-drive -a -p 3 -s 2 -w 30 -c none -t 10 -- \
	    ./worded
	ok
	is "[login] the login's result is not said in SPEC 7's words
[login] the password typed is wrong
[save] the save is not said in SPEC 7's words" \
	    "$(sed -n 's/^yut-drive:[0-9]*: note: //p' <<<"$stderr" | sort -u)"
}

@test "grade.bats: every catch earning two throws costs the catches' point, not an animal's" {
	grade catchtwo
	lost "$CHAINS"
	played
	grep -Eq '^# yut-drive:[0-9]+: \[catch\] ' <<<"$output"
}

@test "grade.bats: a sheep's catch earning no throw costs the catches' point, not the sheep's" {
	grade sheepzero
	lost "$CHAINS"
	played
	grep -Eq '^# yut-drive:[0-9]+: \[catch\] ' <<<"$output"
}

@test "grade.bats: a stack drawn with the wrong count costs the stacks' point alone" {
	grade stackdrawn
	lost "$STACKS"
	played
}

@test "yut-drive: a legal answer the program refuses is not typed again in the same game" {
	# the driver chooses another move from the screen each time,
	# where it would answer the refused one again and again
	printf '#!/bin/sh\nexec %s -s 2 "$@"\n' \
	    "$BATS_FILE_TMPDIR/nodo0/bin/yut-play" >nodo0
	chmod +x nodo0
	run --separate-stderr yut-drive -s 1 -n 4 -w 0 -o t.txt -- ./nodo0
	[ "$status" -eq 0 ]
	grep -q '^Wrong answer: 0 do: that piece cannot move that way$' t.txt
}
