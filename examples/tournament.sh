#!/bin/sh
# tournament.sh - a round robin of computer players: every pair of
# strategies plays the same number of paired games with yut-sim, the pairs
# running side by side under xargs -P, and one line per pair is printed:
#
#	A B A's-win% low high
#
# (the 95% interval of A's win rate), sorted by A then B.
#
#	usage: tournament.sh [-j PARALLEL] [-n GAMES] [-s SEED] [STRATEGY...]
#
# The strategies default to every one yut-bot plays without a table
# (random, greedy, expect and expert); the seed makes the table
# reproducible, whatever PARALLEL is.  yut-sim is taken from PATH, else
# from the bin/ of the clone this script sits in.

usage() {
	echo "usage: tournament.sh [-j parallel] [-n games] [-s seed] [strategy ...]" >&2
	exit 2
}

par=2
games=1000
seed=1
while getopts j:n:s: opt; do
	case $opt in
	j) par=$OPTARG ;;
	n) games=$OPTARG ;;
	s) seed=$OPTARG ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
for v in "$par" "$games" "$seed"; do
	case $v in
	'' | *[!0-9]*) usage ;;
	esac
done
[ $# -gt 0 ] || set -- random greedy expect expert
[ $# -ge 2 ] || usage

# yut-sim on PATH, or beside this script in a built clone
if ! command -v yut-sim >/dev/null; then
	bin=$(cd "$(dirname "$0")/.." && pwd)/bin
	if [ ! -x "$bin/yut-sim" ]; then
		echo "tournament.sh: yut-sim is not on PATH, nor in $bin: run make, or put the toolkit's bin on PATH" >&2
		exit 2
	fi
	PATH=$bin:$PATH
	export PATH
fi

# every pair, one "A B" line each
pairs() {
	for a; do
		shift
		for b; do
			printf '%s %s\n' "$a" "$b"
		done
	done
}

export games seed
pairs "$@" |
xargs -n 2 -P "$par" sh -c '
	yut-sim -q -n "$games" -s "$seed" -S "$1,$2" |
	awk -v a="$1" -v b="$2" "\$1 == a { print a, b, \$4, \$5, \$6; exit }"
' tournament |
sort
