#!/usr/bin/env bash
# readme-run.sh - follow README.md from its first line to its last, as a
# newcomer would in a fresh clone: each shell command the README shows
# (a "$ " line of an indented block or of a ``` fenced block), in order, in
# one shell, so that an `export` holds for the commands after it.
#
# usage: bash tests/readme-run.sh [-q] [-f N] [-r FILE]
#	-q	quick: skip the commands that run the test suite (make check,
#		make san, bash .ci/run alone)
#	-f N	start at command N (1 is the first); the commands before it
#		are taken as done
#	-r FILE	when a command says what to run as root (".ci/run: missing
#		...; as root, run:" and the line), write its number and the
#		line to FILE and exit 3, for the caller to run the line as
#		root and go on with -f N
#
# Run from the top of a clone.  Each command is printed before it runs
# ("readme: [N] COMMAND"); a command that exits non-zero, or prints other
# than the output the README shows after it, stops the run:
# "readme: FAILED at [N] COMMAND: ..." and exit 1.  The games read scripted
# answers from a pipe (see answers below); every other command reads
# nothing (/dev/null).  tests/fresh-debian.sh runs it on a fresh Debian.
set -u

quick=0
from=1
rootfile=
while getopts qf:r: c; do
	case $c in
	q) quick=1 ;;
	f) from=$OPTARG ;;
	r) rootfile=$OPTARG ;;
	*) echo "usage: bash tests/readme-run.sh [-q] [-f N] [-r FILE]" >&2
	   exit 2 ;;
	esac
done
[ -f README.md ] || { echo "readme: no README.md here: run from the top of a clone" >&2; exit 2; }

# The commands and the output shown after each: "C<TAB>command" and
# "O<TAB>line" records, in the README's order.
readme_steps() {
	awk '
	/^[ \t]*```/ { fenced = !fenced; shown = 0; next }
	fenced && /^[ \t]*\$ / { sub(/^[ \t]*\$ /, ""); print "C\t" $0; shown = 1; next }
	fenced && shown { sub(/^[ \t]*/, ""); print "O\t" $0; next }
	fenced { next }
	/^(    |\t)\$ / { sub(/^(    |\t)\$ /, ""); print "C\t" $0; shown = 1; next }
	shown && /^(    |\t)/ { sub(/^(    |\t)/, ""); print "O\t" $0; next }
	{ shown = 0 }
	' README.md
}

# answers COMMAND: the scripted answers of an interactive command, on
# standard output; 1 when the command reads nothing.  YUT_SEED fixes the
# throws where the answers depend on them.
answers() {
	local _ n=0
	case $1 in
	'make play'*)
		# the basic game, two players, four pieces; a new piece
		# tried with every result, round after round
		printf '1\n2\n4\n'
		for _ in $(seq 40); do
			printf '0 %s\n' back-do 'do' gae geol yut mo
		done ;;
	*yut-login\ -a\ *)
		# one password a user (on a pipe it is asked once)
		for _ in ${1#*-a }; do
			n=$((n + 1))
			printf 'pw%s\n' "$n"
		done ;;
	*yut-play\ -a*)
		# both log in, start, pick animals, one move each, save, end
		printf '%s\n' 2 Noah pw1 2 Liam pw2 1 1 0 0 0 'do' 0 0 gae 1 3 ;;
	*yut-render\ -i*)
		printf '%s\n' n n p q ;;
	*) return 1 ;;
	esac
}

# seeded COMMAND: whether the answers above need YUT_SEED=5.
seeded() {
	case $1 in
	*yut-play\ -a*) return 0 ;;
	*) return 1 ;;
	esac
}

# suite COMMAND: whether COMMAND runs the test suite (skipped with -q).
suite() {
	case $1 in
	'make check'* | 'make san'* | 'bash .ci/run') return 0 ;;
	*) return 1 ;;
	esac
}

cmds=()
shown=()
while IFS=$'\t' read -r kind text; do
	case $kind in
	C) cmds+=("$text"); shown+=("") ;;
	O) shown[${#shown[@]} - 1]+="$text"$'\n' ;;
	esac
done < <(readme_steps)
[ ${#cmds[@]} -gt 0 ] || { echo "readme: no commands in README.md" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

failed() {
	echo "readme: FAILED at [$1] ${cmds[$1 - 1]}: $2" >&2
	exit 1
}

# run N: command N, its answers on standard input, its output kept in
# $tmp/out (and shown), its standard error in $tmp/err (and shown).
run() {
	local cmd=${cmds[$1 - 1]} in=/dev/null st
	if answers "$cmd" >"$tmp/in"; then
		in=$tmp/in
	fi
	if seeded "$cmd"; then
		export YUT_SEED=5
	fi
	eval "$cmd" <"$in" > >(tee "$tmp/out") 2> >(tee "$tmp/err" >&2)
	st=$?
	unset YUT_SEED
	# the tees have written all they read
	wait
	return "$st"
}

for ((n = from; n <= ${#cmds[@]}; n++)); do
	cmd=${cmds[n - 1]}
	if [ "$quick" = 1 ] && suite "$cmd"; then
		echo "readme: [$n] $cmd: skipped (-q)" >&2
		continue
	fi
	echo "readme: [$n] $cmd" >&2
	start=$SECONDS
	run "$n"
	st=$?
	if [ "$st" -ne 0 ]; then
		line=$(sed -n '/as root, run:$/{n;p;}' "$tmp/err")
		if [ -n "$rootfile" ] && [ -n "$line" ]; then
			printf '%s\n%s\n' "$n" "$line" >"$rootfile"
			echo "readme: [$n] $cmd: to run as root: $line" >&2
			exit 3
		fi
		failed "$n" "exit $st"
	fi
	if [ -n "${shown[n - 1]}" ] && [ "$(cat "$tmp/out")" != "${shown[n - 1]%$'\n'}" ]; then
		failed "$n" "the README shows: ${shown[n - 1]%$'\n'}; it printed: $(cat "$tmp/out")"
	fi
	echo "readme: [$n] done in $((SECONDS - start)) s" >&2
done
echo "readme: all ${#cmds[@]} commands ran" >&2
