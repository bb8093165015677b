#!/usr/bin/env bats
# 78-reask-nl.bats - a question asked again in the program's own words,
# ended by a newline: yut-drive answers it, and yut-referee follows it,
# from a terminal or a pipe (the program is yut-play, its refusals worded
# by reask.pl).  Each way of asking again has a file of its own: yut-drive
# waits a moment of quiet for each such question, which adds up.

load helper
load reask

setup() {
	cd "$BATS_TEST_TMPDIR"
}

@test "a question asked again in the program's own words, ended by a newline" {
	reasked nl -a -p 2 -n 1 -w 30
	reasked nl -n 4 -w 40
	# an animal refused, its answer on the line after: one animal
	SEED=2 reasked nl -S expert -a -H -p 3 -n 1 -w 25
	grep -A 2 '^(0: pig, 1: dog, 2: sheep, 3:cow) : 4$' t.txt |
	    grep -qx 'Invalid input. Please enter an animal from 0 to 3: '
}

@test "every question alone on its line, a mark where the answer is typed, refusals in the program's own words" {
	# a program that ends each question with a newline, then prints a
	# mark where the answer is typed ("> ", "->") or nothing
	cat >marked.sh.in <<'EOF2'
#!/bin/sh
perl @REASK@ nl yut-play -s @SEED@ --color=never | perl -e '$| = 1;
while (sysread STDIN, $b, 65536) { $b =~ s/: \n?\z/:\n@MARK@/; print $b }'
EOF2
	for m in '> ' '->' ''; do
		sed "s|@REASK@|$REASK|; s|@MARK@|$m|; s|@SEED@|8|" marked.sh.in \
		    >marked.sh
		chmod +x marked.sh
		run --separate-stderr yut-drive -s 8 -t 10 -n 1 -w 40 -o t.txt \
		    -- ./marked.sh
		ok
		grep -A 1 -x 'Select the function you want :' t.txt |
		    grep -qx -- "${m}1"
		# a refusal's question answered on the line after it
		grep -q 'Invalid input\.' t.txt
		! grep -q '^Wrong answer' t.txt || false
		grep -A 1 -x 'Invalid input\. Please enter the position of your piece again:' \
		    t.txt | grep -qx -- "${m}[0-9]*"
		run --separate-stderr yut-referee t.txt
		ok
	done
	# an animal refused, asked again in the program's words: one animal
	sed "s|@REASK@|$REASK|; s|@MARK@|> |; s|@SEED@|2|" marked.sh.in >marked.sh
	run --separate-stderr yut-drive -a -p 3 -n 1 -s 2 -w 30 -t 10 -d run \
	    -o t.txt -- ./marked.sh
	ok
	grep -A 1 -x 'Invalid input\. Please enter an animal from 0 to 3:' t.txt |
	    grep -qx '> [0-3]'
}
