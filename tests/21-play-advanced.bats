#!/usr/bin/env bats
# 21-play-advanced.bats - yut-play, the advanced game: logins, animals, the
# question before every turn, saving, resuming in the saved order, a won
# game's line removed from game_info.txt, and the files of -u and -f.

load helper

# Old saves: a CRLF line of another set, kept byte for byte, and Noah and
# Liam one throw from Noah's win.
OLIVIA=$'Olivia Ava Sophia | Olivia 2 0 0 10 10 | Ava 1 0 0 2 100 | Sophia 3 0 3 100 100 | 2\r'
NEARLY='Noah Liam | Noah 1 29 100 100 100 | Liam 0 0 0 5 5 | 0'

# The golden session (seed 5): two failed logins, too few players, a new
# game of Ava and Liam saved, resumed by Liam and Ava, saved again, then
# Liam and Noah resume theirs and Noah wins.
SESSION='1
2
Noah
wrong
2
Nobody
22d34h
2
Ava
cow7
1
2
Liam
pw1
1
2
3
0
0 do
0
0 gae
1
2
Liam
pw1
2
Ava
cow7
1
1
0
0 gae
1 do
2 geol
1
2
Liam
pw1
2
Noah
22d34h
1
1
0
29 gae
3'

setup() {
	cd "$BATS_TEST_TMPDIR"
	printf '%s\n' 'Noah 22d34h' 'Liam pw1' 'Ava cow7' 'Mia m1a' \
	    'Zoe z0e' >user_info.txt
	chmod 600 user_info.txt
	printf '%s\n' "$OLIVIA" "$NEARLY" >game_info.txt
}

# login ID PASSWORD: the answers that log ID in from the menu.
login() {
	printf '2\n%s\n%s\n' "$1" "$2"
}

# saved_line ID...: the line of game_info.txt whose first IDs are these.
saved_line() {
	grep "^$* |" game_info.txt
}

@test "a seeded advanced session: logins, save, resume, a win" {
	run --separate-stderr yut-play -a -s 5 <<<"$SESSION"
	ok
	[ -z "$stderr" ]
	golden_diff play-advanced.txt
	# the other set's line is kept byte for byte, the won game's line
	# is gone, and the saved game keeps Ava first
	printf '%s\n' "$OLIVIA" 'Ava Liam | Ava 2 0 0 5 5 | Liam 3 0 0 0 0 | 1' |
	    cmp - game_info.txt
}

@test "the golden advanced session speaks the assignment's words" {
	local g="$GOLDEN/play-advanced.txt" stars
	stars=$(printf '%060d' 0 | tr 0 '*')
	[ "$(sed -n 1,8p "$g")" = "$stars
************************   Menu   **************************
$stars
Logged-in ID List : No player is logged in
1. game start
2. login
3. end program
Select the function you want : 1" ]
	[ "$(sed -n 9p "$g")" = 'More than 1 player is needed to start the game' ]
	[ "$(grep -c '^Login Failed!$' "$g")" -eq 2 ]
	[ "$(grep -c '^Login Succeed!$' "$g")" -eq 6 ]
	[ "$(grep -c '^More than 1 player is needed to start the game$' "$g")" -eq 2 ]
	grep -qx 'Logged-in ID List : Ava Liam' "$g"
	grep -qx 'Logged-in ID List : Liam Ava' "$g"
	grep -qx 'Select animal type of Ava' "$g"
	grep -qx '(0: pig, 1: dog, 2: sheep, 3:cow) : 2' "$g"
	grep -qx 'Select animal type of Liam' "$g"
	grep -qx '(0: pig, 1: dog, 2: sheep, 3:cow) : 3' "$g"
	[ "$(grep -c '^Game saved successfully!$' "$g")" -eq 2 ]
	[ "$(grep -A 4 -x 'Game saved successfully!' "$g" | grep -c \
	    '^Logged-in ID List : No player is logged in$')" -eq 2 ]
	[ "$(grep -c '^There is a saved game. Start a new game (0) / Resume (1) : 1$' "$g")" -eq 2 ]
	[ "$(grep -c '^Continue (0) / Save and Exit the game (1) : [01]$' "$g")" -eq 6 ]
	# the resumed games keep their saved order
	[ "$(grep -c '^Ava(sheep) Liam(cow)$' "$g")" -gt 0 ]
	[ "$(grep -c '^Liam(cow) Ava(sheep)$' "$g")" -eq 0 ]
	[ "$(grep -c '^Noah(dog) Liam(pig)$' "$g")" -eq 3 ]
	grep -qx 'Player 0 win' "$g"
	# no password is ever shown
	! grep -e 22d34h -e pw1 -e cow7 -e wrong "$g" || false
	[ "$(tail -n 1 "$g")" = "Select the function you want : 3" ]
}

@test "a resumed game keeps its saved order and its line until saved again" {
	printf '%s\n' 'Ava Liam | Ava 2 0 0 5 5 | Liam 3 0 0 0 0 | 1' \
	    >>game_info.txt
	cp game_info.txt before
	run --separate-stderr yut-play -a -s 1 \
	    <<<"$(login Liam pw1; login Ava cow7; printf '1\n1\n')"
	unfinished
	grep -qx 'Ava(sheep) Liam(cow)' <<<"$output"
	# input ended at the question before the turn: the line is the same
	cmp before game_info.txt
	[ "$(tail -n 1 <<<"$output")" = \
	    'Input ended: the game was saved as it stood at the start of this turn.' ]
}

@test "Start a new game (0) replaces the saved line of the same set" {
	run --separate-stderr yut-play -a -s 1 \
	    <<<"$(login Liam pw1; login Noah 22d34h; printf '1\n0\n0\n2\n1\n')"
	ok
	grep -qx 'There is a saved game. Start a new game (0) / Resume (1) : 0' \
	    <<<"$output"
	# a new game takes the login order
	grep -qx 'Select animal type of Liam' <<<"$output"
	[ "$(grep -A 2 -x 'Select animal type of Liam' <<<"$output" |
	    tail -n 1)" = 'Select animal type of Noah' ]
	grep -qx 'Liam(pig) Noah(sheep)' <<<"$output"
	grep -qx 'Game saved successfully!' <<<"$output"
	printf '%s\n' "$OLIVIA" 'Liam Noah | Liam 0 0 0 0 0 | Noah 2 0 0 0 0 | 0' |
	    cmp - game_info.txt
}

@test "end of input in the middle of a turn saves the turn's start" {
	run --separate-stderr yut-play -a -s 53 \
	    <<<"$(login Noah 22d34h; login Mia m1a; printf '1\n1\n0\n0\n0 yut\n')"
	unfinished
	# Noah threw yut and back-do, moved 0 yut, then input ended
	grep -qx 'Yut : back-do yut' <<<"$output"
	grep -qx 'Yut : back-do' <<<"$output"
	[ "$(tail -n 1 <<<"$output")" = \
	    'Input ended: the game was saved as it stood at the start of this turn.' ]
	[ "$(saved_line Noah Mia)" = \
	    'Noah Mia | Noah 1 0 0 0 0 | Mia 0 0 0 0 0 | 0' ]
	# the other lines are untouched
	[ "$(sed -n 1,2p game_info.txt)" = "$(printf '%s\n' "$OLIVIA" "$NEARLY")" ]
	# and the saved line resumes: the same throws come up again
	run --separate-stderr yut-play -a -s 53 \
	    <<<"$(login Mia m1a; login Noah 22d34h; printf '1\n1\n0\n')"
	unfinished
	grep -qx 'There is a saved game. Start a new game (0) / Resume (1) : 1' \
	    <<<"$output"
	grep -qx 'Noah(dog) Mia(pig)' <<<"$output"
	grep -qx 'Yut : back-do yut' <<<"$output"
}

@test "a saved line parses and renders as the saved game" {
	run --separate-stderr yut-play -a -s 2 \
	    <<<"$(login Zoe z0e; login Mia m1a; printf '1\n3\n1\n0\n')"
	unfinished
	run --separate-stderr yut-render <<<"$(saved_line Zoe Mia)"
	ok
	grep -qx 'Zoe(cow) Mia(dog)' <<<"$output"
}

@test "saving logs everybody out" {
	run --separate-stderr yut-play -a \
	    <<<"$(login Zoe z0e; login Mia m1a; printf '1\n0\n0\n1\n')"
	ok
	[ "$(grep -A 4 -x 'Game saved successfully!' <<<"$output" |
	    tail -n 1)" = 'Logged-in ID List : No player is logged in' ]
	[ "$(saved_line Zoe Mia)" = 'Zoe Mia | Zoe 0 0 0 0 0 | Mia 0 0 0 0 0 | 0' ]
	# the finished set's game is still the other lines
	[ "$(sed -n 1,2p game_info.txt)" = "$(printf '%s\n' "$OLIVIA" "$NEARLY")" ]
}

@test "animals are asked of four players in login order" {
	run --separate-stderr yut-play -a -s 3 <<<"$(login Zoe z0e
	    login Ava cow7; login Mia m1a; login Liam pw1
	    printf '1\n3\n2\n1\n0\n1\n')"
	ok
	[ "$(grep '^Select animal type of' <<<"$output")" = \
'Select animal type of Zoe
Select animal type of Ava
Select animal type of Mia
Select animal type of Liam' ]
	grep -qx 'Zoe(cow) Ava(sheep) Mia(dog) Liam(pig)' <<<"$output"
	[ "$(saved_line Zoe Ava Mia Liam)" = \
	    'Zoe Ava Mia Liam | Zoe 3 0 0 0 0 | Ava 2 0 0 0 0 | Mia 1 0 0 0 0 | Liam 0 0 0 0 0 | 0' ]
}

@test "a fifth login is refused; the same ID twice fails" {
	run --separate-stderr yut-play -a <<<"$(login Zoe z0e; login Zoe z0e
	    login Ava cow7; login Mia m1a; login Liam pw1; login Noah 22d34h
	    printf '3\n')"
	ok
	# Zoe's second login and Noah's are refused; the others succeed
	[ "$(grep -c '^Login Succeed!$' <<<"$output")" -eq 4 ]
	[ "$(grep -A 1 -x 'PASSWORD : ' <<<"$output" | grep -c \
	    '^Login Succeed!$')" -eq 4 ]
	grep -qx 'Logged-in ID List : Zoe Ava Mia Liam' <<<"$output"
	! grep -q 'Logged-in ID List : .*Noah' <<<"$output" || false
	! grep -q 'Logged-in ID List : Zoe Zoe' <<<"$output" || false
}

@test "an ID that cannot be an ID fails like any other" {
	printf '%s\n' 'Noah 22d34h' >user_info.txt
	run --separate-stderr yut-play -a <<<"$(login 'Noah x' 22d34h
	    login '' 22d34h; login "$(printf '%040d' 0)" x; printf '3\n')"
	ok
	[ "$(grep -c '^Login Failed!$' <<<"$output")" -eq 3 ]
	[ "$(grep -c '^Login Succeed!$' <<<"$output")" -eq 0 ]
}

@test "-u and -f, YUT_USERS and YUT_SAVES choose the files" {
	mkdir d
	mv user_info.txt d/users
	mv game_info.txt d/saves
	run --separate-stderr yut-play -a -u d/users -f d/saves -s 3 \
	    <<<"$(login Liam pw1; login Noah 22d34h; printf '1\n1\n0\n29 gae\n3\n')"
	ok
	grep -qx 'Player 0 win' <<<"$output"
	[ ! -e game_info.txt ]
	[ ! -e user_info.txt ]
	printf '%s\n' "$OLIVIA" | cmp - d/saves
	printf '%s\n' "$NEARLY" >>d/saves
	YUT_USERS=d/users YUT_SAVES=d/saves run --separate-stderr yut-play -a \
	    -s 3 <<<"$(login Liam pw1; login Noah 22d34h
	    printf '1\n1\n0\n29 gae\n3\n')"
	ok
	grep -qx 'Player 0 win' <<<"$output"
	printf '%s\n' "$OLIVIA" | cmp - d/saves
	[ ! -e game_info.txt ]
	# -u and -f win over the environment
	YUT_USERS=nowhere YUT_SAVES=nowhere run --separate-stderr yut-play -a \
	    -u d/users -f d/saves <<<"$(login Liam pw1; printf '3\n')"
	ok
	grep -qx 'Login Succeed!' <<<"$output"
	[ ! -e nowhere ]
}

@test "a line of game_info.txt that does not parse is reported and kept" {
	printf '%s\n' 'this is not a game' >>game_info.txt
	cp game_info.txt before
	run --separate-stderr yut-play -a -s 1 \
	    <<<"$(login Zoe z0e; login Mia m1a; printf '1\n0\n0\n1\n')"
	[ "$status" -eq 0 ]
	[[ $stderr == *game_info.txt:3:* ]]
	grep -qx 'Game saved successfully!' <<<"$output"
	[ "$(sed -n 1,3p game_info.txt)" = "$(cat before)" ]
	[ "$(saved_line Zoe Mia)" = 'Zoe Mia | Zoe 0 0 0 0 0 | Mia 0 0 0 0 0 | 0' ]
}

@test "the record of an advanced game holds its states, the last one won" {
	run --separate-stderr yut-play -a -s 3 -o rec \
	    <<<"$(login Noah 22d34h; login Liam pw1; printf '1\n1\n0\n29 gae\n3\n')"
	ok
	[ "$(wc -l <rec)" -eq 3 ]
	while IFS= read -r line; do
		yut-render <<<"$line" >/dev/null
	done <rec
	[ "$(head -n 1 rec)" = \
	    'yut1 rules=advanced turn=0 throws=1 hand= p0=Noah:dog:29,100,100,100 p1=Liam:pig:0,0,5,5' ]
	[ "$(sed -n 3p rec)" = "$(sed -n 2p rec | yut-move 29 gae)" ]
	tail -n 1 rec | yut-render | tail -n 1 | grep -qx 'Player 0 win'
}
