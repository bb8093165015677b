#!/bin/sh
# pipeline-game.sh - two scripted players play a whole basic game of yut
# through pipes alone: yut-new starts it, yut-throw throws, yut-move moves.
#
#	usage: pipeline-game.sh [-p PIECES] [SEED]
#
# Each player moves the piece furthest ahead (the highest square, else a new
# piece) with the biggest result in the hand that it can use.  Every state
# line is printed, and at the end "Player N win".  With SEED the game is
# reproducible; without one the sticks are random.

usage() {
	echo "usage: pipeline-game.sh [-p PIECES] [SEED]" >&2
	exit 2
}

pieces=2
while getopts p: opt; do
	case $opt in
	p) pieces=$OPTARG ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -le 1 ] || usage
seed=${1-}
case $seed in
*[!0-9]*) usage ;;
esac

# get FIELD: the value of FIELD in $state.
get() {
	printf '%s\n' "$state" | tr ' ' '\n' | sed -n "s/^$1=//p"
}

# winner: the player whose pieces have all arrived, or nothing.
winner() {
	printf '%s\n' "$state" | awk '{
		for (i = 2; i <= NF; i++) {
			if ($i !~ /^p[0-9]+=/)
				continue
			k = substr($i, 2, index($i, "=") - 2)
			v = substr($i, index($i, "=") + 1)
			n = split(v, pos, ",")
			home = 1
			for (j = 1; j <= n; j++)
				if (pos[j] != 100)
					home = 0
			if (home) {
				print k
				exit
			}
		}
	}'
}

state=$(yut-new -p "$pieces" 2) || exit
printf '%s\n' "$state"
step=0
while [ -z "$(winner)" ]; do
	step=$((step + 1))
	if [ "$step" -gt 100000 ]; then
		echo "pipeline-game.sh: the game does not end" >&2
		exit 1
	fi
	if [ "$(get throws)" -gt 0 ]; then
		if [ -n "$seed" ]; then
			state=$(printf '%s\n' "$state" | yut-throw -s "$((seed * 100000 + step))")
		else
			state=$(printf '%s\n' "$state" | yut-throw)
		fi || exit
		printf '%s\n' "$state"
		continue
	fi
	turn=$(get turn)
	# the squares of the player to move, highest first, then 0
	squares=$(get "p$turn" | tr ',' '\n' | grep -v '^100$' | sort -rnu)
	results=$(get hand | tr ',' '\n' | awk '
	    { o = index(" back-do do gae geol yut mo ", " " $0 " "); print o, $0 }' |
	    sort -rn | awk '{ print $2 }' | uniq)
	next=
	for r in $results; do
		for sq in $squares; do
			if next=$(printf '%s\n' "$state" | yut-move "$sq" "$r" 2>/dev/null); then
				echo "player $turn: $sq $r" >&2
				break 2
			fi
			next=
		done
	done
	if [ -z "$next" ]; then
		echo "pipeline-game.sh: no move in $state" >&2
		exit 1
	fi
	state=$next
	printf '%s\n' "$state"
done
echo "Player $(winner) win"
