#!/bin/sh
# solve-agree.sh - the fast and plain engines of yut-solve held to the same
# values where make check does not go, for minutes to an hour of CPU: the
# top partitions (4 and 3 pieces home) of three pieces, and two pieces
# whole.  Prints the largest difference of each pair and the time each
# engine took (user + system CPU seconds), and fails if a difference is
# over 1e-12.  At two pieces the plain engine sweeps once from the fast
# engine's table, unless told to solve from the start.
#
#	sh examples/solve-agree.sh [dir]	(default: a new temporary one)
#	SKIP2=1 sh examples/solve-agree.sh	(three pieces only)
#	FULL2=1 sh examples/solve-agree.sh	(two pieces by both, whole)
set -eu

dir=${1:-$(mktemp -d)}
mkdir -p "$dir"
fail=0

# values TABLE: one value a line.
values() {
	od -A n -v -t f8 -j "$(head -n 2 "$1" | wc -c)" "$1" |
	    tr -s ' ' '\n' | sed '/^$/d'
}

# cpu COMMAND...: run it, its CPU seconds appended to $dir/cpu.
cpu() {
	/usr/bin/time -f %U+%S -a -o "$dir/cpu" "$@" >/dev/null
	tail -n 1 "$dir/cpu" | sed 's/+/ /' | awk '{ printf "%.1f", $1 + $2 }'
}

# both NAME ARGS...: solve with each engine, compare, say how long.
both() {
	name=$1
	shift
	p=$(cpu yut-solve -q -E plain "$@" -o "$dir/$name-plain.tab")
	f=$(cpu yut-solve -q -E fast "$@" -o "$dir/$name-fast.tab")
	values "$dir/$name-plain.tab" >"$dir/plain.txt"
	values "$dir/$name-fast.tab" >"$dir/fast.txt"
	d=$(paste "$dir/plain.txt" "$dir/fast.txt" | awk '{ d = $1 - $2;
	    if (d < 0) d = -d; if (d > m) m = d } END { printf "%.3e", m }')
	rm -f "$dir/plain.txt" "$dir/fast.txt"
	echo "$name: largest difference $d; CPU s plain $p, fast $f"
	awk -v d="$d" 'BEGIN { exit !(d <= 1e-12) }' || fail=1
}

both three-a4 -p 3 -a 4
both three-a3 -p 3 -a 3 -i "$dir/three-a4-plain.tab"
if [ -n "${FULL2:-}" ]; then
	both two -p 2
elif [ -z "${SKIP2:-}" ]; then
	# a plain sweep from the fast engine's table: the most it moves a
	# value is how far that table is from the plain engine's own
	f=$(cpu yut-solve -q -p 2 -o "$dir/two-fast.tab")
	c=$(yut-solve -q -E plain -p 2 -n 1 -i "$dir/two-fast.tab" \
	    -o "$dir/two-plain.tab" | sed -n 's/^change //p')
	echo "two: a plain sweep from the fast table changes $c at most;" \
	    "CPU s fast $f"
	awk -v d="$c" 'BEGIN { exit !(d <= 1e-12) }' || fail=1
fi
exit $fail
