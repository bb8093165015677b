#!/bin/sh
# gen-sessions.sh - write the golden basic sessions of 24-play-sessions.bats.
#
# Each session is a game between computer seats (random, seeded), chosen so
# that together they hold catches, stacks, yut and mo chains, back-do from
# 1, 5, 10 and 22, and dead back-dos, with 2, 3 and 4 players and 1 to 4
# pieces.  For each, from the computer game shown with -v, it writes
# tests/golden/session-NAME.in (the answers a person types: the menus and
# every move, position and result on lines of their own) and
# session-NAME.throws (every throw, for -r), and the transcript of the
# game without -v as session-NAME.txt.  The test then types the answers
# into yut-play -r THROWS and wants that transcript back, line for line.
#
#	PATH=bin:$PATH sh tests/gen-sessions.sh
set -eu
G=$(dirname "$0")/golden

gen() {	# NAME PLAYERS PIECES SEED
	name=$1 np=$2 k=$3 seed=$4
	bots=
	i=0
	while [ $i -lt "$np" ]; do
		bots="$bots --bot $i=random"
		i=$((i + 1))
	done
	menu=$(printf '1\n%s\n%s\n2' "$np" "$k")
	# shellcheck disable=SC2086
	yut-play -s "$seed" -v $bots --color=never <<EOT >"$G/session-$name.v"
$menu
EOT
	# -v shows a turn's throws in canonical order: the yut and mo that
	# earned the next throw came first, the one result that did not last
	sed -n 's/^Player [0-3] throws: //p' "$G/session-$name.v" |
	    awk '{ a = b = ""
		for (i = 1; i <= NF; i++)
			if ($i == "yut" || $i == "mo") a = a " " $i
			else b = b " " $i
		print a b }' |
	    tr -s ' ' '\n' | sed '/^$/d' | paste -s -d , - \
	    >"$G/session-$name.throws"
	{
		printf '1\n%s\n%s\n' "$np" "$k"
		sed -n 's/^>> position : //p; s/^>> yut : //p' \
		    "$G/session-$name.v"
		printf '2\n'
	} >"$G/session-$name.in"
	# shellcheck disable=SC2086
	yut-play -s "$seed" $bots --color=never <<EOT >"$G/session-$name.txt"
$menu
EOT
	rm "$G/session-$name.v"
}

gen two-by-two 2 2 12	# back-do from 1 and 10, catches, stacks
gen backdo22 2 2 43	# back-do from 22, a dead back-do
gen four-by-one 4 1 23	# back-do from 1 and 5, a dead back-do
gen three-by-two 3 2 57	# back-do from 5, a dead back-do
gen two-by-three 2 3 17	# back-do from 5, a dead back-do
gen two-by-four 2 4 23	# back-do from 1, a dead back-do
