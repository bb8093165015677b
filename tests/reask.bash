# reask.bash - shared by 77-reask-*.bats and 78-reask-*.bats: a
# program that asks a question again in its own words, graded.

REASK="$BATS_TEST_DIRNAME/reask.pl"

# reasked MODE OPTIONS...: yut-drive plays yut-play whose refusals are
# worded by reask.pl MODE (seeds: $SEED, or 8); the program's words were
# used, yut-drive and yut-referee agree with them, --strict asks for SPEC
# 7's.
reasked() {
	local mode=$1 seed=${SEED:-8}
	shift
	run --separate-stderr yut-drive -s "$seed" -t 10 -o t.txt "$@" -- \
	    "$REASK" "$mode" yut-play -s "$seed" --color=never
	ok
	grep -q 'Invalid input\.' t.txt
	! grep -q '^Wrong answer' t.txt || false
	run --separate-stderr yut-referee t.txt
	ok
	run --separate-stderr yut-referee --strict t.txt
	[ "$status" -eq 1 ]
	# read from a pipe: no answer shown, each question run into the output
	# (the program's own newline stays)
	local own='^Invalid input\. [^\n]*: |^Please enter [^\n]*: |'
	[ "$mode" = nl ] && own=
	if [ "$mode" = nl ]; then
		perl -0pe 's/^(Invalid input\. Please enter [^\n]*: \n)[^\n]*\n/$1/gm'
	else
		cat
	fi <t.txt | perl -0pe 's/('"$own"'>> position : |>> yut : |want : |\(2, 3, 4\) : |\(1, 2, 3, 4\) : |cow\) : |\(1\) : |^ID : )[^\n]*\n/$1/gm' >pipe.txt
	run --separate-stderr yut-referee pipe.txt
	ok
}
