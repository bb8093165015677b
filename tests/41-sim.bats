#!/usr/bin/env bats
# 41-sim.bats - yut-sim: the sums and intervals of its table, reproducible
# figures whatever the number of worker processes, and its usage.

load helper

# table: the output of the last run without its speed line.
table() {
	grep -v '^speed ' <<<"$output"
}

@test "yut-sim -h, --version and bad usage" {
	run --separate-stderr yut-sim -h
	ok
	[[ $output == usage:* ]]
	run --separate-stderr yut-sim --version
	ok
	[ "$output" = "yut-sim 1.0.0" ]
	for args in "-S expect" "-S expect,clever" "-S a,b,c,d,e" "-n 0" "-n x" \
	    "-j 0" "-j 65" "-p 5" "-P 1" "-s x" "-A pig -S random,random" \
	    "-A pig,lion" "-Z" "extra"; do
		# shellcheck disable=SC2086
		run --separate-stderr yut-sim -q $args
		refused 2
	done
}

@test "a tiny run: the sums and the Wilson intervals are right" {
	run --separate-stderr yut-sim -q -n 10 -S random,greedy -p 2 -s 42
	ok
	[ -z "$stderr" ]
	# wins of the strategies and of the seats each add up to the games
	awk '
	    $1 == "random" || $1 == "greedy" { n++; g = $2; w += $3; check($3, $2, $4, $5, $6) }
	    $1 ~ /^seat[0-9]$/ { s += $3; check($3, $2, $4, $5, $6) }
	    $1 == "draws" { d = $2 }
	    function check(k, n, pct, lo, hi,    p, z, den, c, h) {
		z = 1.959963984540054; p = k / n
		den = 1 + z * z / n
		c = (p + z * z / (2 * n)) / den
		h = z / den * sqrt(p * (1 - p) / n + z * z / (4 * n * n))
		if (abs(100 * p - pct) > 0.006 || abs(100 * (c - h) - lo) > 0.006 ||
		    abs(100 * (c + h) - hi) > 0.006) {
			print "bad interval: " $0 > "/dev/stderr"; bad = 1
		}
	    }
	    function abs(x) { return x < 0 ? -x : x }
	    END { exit !(n == 2 && g == 10 && w + d == 10 && s + d == 10 && !bad) }
	' <<<"$output"
	grep -Eq '^length [0-9.]+ turns [0-9.]+ throws [0-9.]+ moves$' <<<"$output"
	grep -Eq '^speed [0-9]+ games/s' <<<"$output"
}

@test "the interval of all wins and of no wins" {
	run --separate-stderr yut-sim -q -n 7 -S random,random -s 1
	ok
	# with no wins the interval starts at 0, with all wins it ends at 100
	run --separate-stderr yut-sim -q -n 1 -S random,random -s 1
	ok
	grep -Eq '^random +1 +1 +100.00 +20.65 +100.00$' <<<"$output"
	grep -Eq '^random +1 +0 +0.00 +0.00 +79.35$' <<<"$output"
}

@test "-j 1 and -j 2 give the same figures" {
	run --separate-stderr yut-sim -q -n 301 -S greedy,random -s 7 -j 1
	ok
	one=$(table)
	run --separate-stderr yut-sim -q -n 301 -S greedy,random -s 7 -j 2
	ok
	[ "$one" = "$(table)" ]
	run --separate-stderr yut-sim -q -n 24 -S expect,random,greedy -p 3 -s 8 -j 1
	ok
	one=$(table)
	run --separate-stderr yut-sim -q -n 24 -S expect,random,greedy -p 3 -s 8 -j 3
	ok
	[ "$one" = "$(table)" ]
}

@test "the same seed gives the same figures; YUT_SEED is the default" {
	run --separate-stderr yut-sim -q -n 200 -S random,random -s 3
	one=$(table)
	YUT_SEED=3 run --separate-stderr yut-sim -q -n 200 -S random,random
	[ "$one" = "$(table)" ]
	run --separate-stderr yut-sim -q -n 200 -S random,random -s 4
	[ "$one" != "$(table)" ]
	grep -q 'seed 3$' <<<"$one"
}

@test "seats swap game by game: first-player luck cancels in pairs" {
	# greedy is deterministic: the two games of a pair share their
	# sticks with the seats swapped, so they are one game played twice,
	# won once by each slot and twice by the same seat
	for seed in 5 6 7; do
		run --separate-stderr yut-sim -q -n 2 -S greedy,greedy -s "$seed"
		ok
		[ "$(grep -Ec '^greedy +2 +1 ' <<<"$output")" -eq 2 ]
		grep -Eq '^seat[01] +2 +2 ' <<<"$output"
	done
}

@test "more players, fewer pieces, another probability, animals" {
	run --separate-stderr yut-sim -q -n 40 -S random,greedy,random,greedy -p 1 -P 0.3 -s 2
	ok
	[ "$(grep -c '^seat[0-3] ' <<<"$output")" -eq 4 ]
	grep -q '^# 40 games, 1 pieces, p 0.3, seed 2$' <<<"$output"
	run --separate-stderr yut-sim -q -n 40 -S random,greedy -A dog,pig -s 2
	ok
	grep -q 'animals dog,pig$' <<<"$output"
}

@test "examples/tournament.sh: a line per pair over xargs -P" {
	run --separate-stderr sh "$TOP/examples/tournament.sh" -n 20 -j 2 -s 3 random greedy random
	ok
	[ "${#lines[@]}" -eq 3 ]
	[ "${lines[0]% *}" != "" ]
	grep -Eq '^random greedy [0-9.]+ [0-9.]+ [0-9.]+$' <<<"$output"
	run --separate-stderr sh "$TOP/examples/tournament.sh" -n x
	refused 2
}
