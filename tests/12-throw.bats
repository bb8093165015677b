#!/usr/bin/env bats
# 12-throw.bats - throwing (SPEC 2): the sticks' odds, seeds, given results,
# the throws that yut, mo (and a dog's geol) earn, and unusable hands.

load helper

NEW2='yut1 rules=basic turn=0 throws=1 hand= p0=0,0,0,0 p1=0,0,0,0'

# odds_ok N P SEED: yut-throw -n N gives each result about as often as SPEC 2
# says four sticks with flat-side probability P do: within 20% of the
# expected count or six standard deviations, whichever is wider.
odds_ok() {
	local n=$1 p=$2 seed=$3
	yut-throw -P "$p" -s "$seed" -n "$n" | awk -v n="$n" -v p="$p" '
	{ c[$0]++; total++ }
	END {
		q = 1 - p
		e["mo"] = q^4
		e["back-do"] = p * q^3
		e["do"] = 3 * p * q^3
		e["gae"] = 6 * p^2 * q^2
		e["geol"] = 4 * p^3 * q
		e["yut"] = p^4
		bad = total != n
		if (bad)
			printf "%d lines, want %d\n", total, n
		for (r in c)
			if (!(r in e)) {
				printf "unknown result %s\n", r
				bad = 1
			}
		for (r in e) {
			want = n * e[r]
			tol = 0.2 * want
			if (tol < 6 * sqrt(want * (1 - e[r])))
				tol = 6 * sqrt(want * (1 - e[r]))
			d = c[r] - want
			if (d < 0)
				d = -d
			printf "%-8s %6d want %8.1f +- %.1f\n", r, c[r], want, tol
			if (d > tol)
				bad = 1
		}
		exit bad
	}'
}

@test "-n N prints N results, one name per line" {
	run --separate-stderr yut-throw -s 7 -n 200
	ok
	[ "${#lines[@]}" -eq 200 ]
	for l in "${lines[@]}"; do
		case $l in
		back-do|do|gae|geol|yut|mo) ;;
		*) echo "bad line: $l"; return 1 ;;
		esac
	done
}

@test "-n 16000 with p=0.5 follows the odds of SPEC 2" {
	odds_ok 16000 0.5 1
}

@test "-n 16000 with p=0.25 follows the odds of four sticks" {
	odds_ok 16000 0.25 1
}

@test "-n 16000 with p=0.8 and another seed follows the odds too" {
	odds_ok 16000 0.8 12345
}

@test "-n with the default probability is p=0.5" {
	a=$(yut-throw -s 3 -n 500)
	b=$(yut-throw -P 0.5 -s 3 -n 500)
	[ "$a" = "$b" ]
}

@test "the same seed gives the same throws; other seeds others" {
	a=$(yut-throw -s 42 -n 100)
	b=$(yut-throw -s 42 -n 100)
	c=$(yut-throw -s 43 -n 100)
	d=$(YUT_SEED=42 yut-throw -n 100)
	[ "$a" = "$b" ]
	[ "$a" != "$c" ]
	[ "$a" = "$d" ]
	a=$(yut-throw -s 9 <<<"$NEW2")
	b=$(yut-throw -s 9 <<<"$NEW2")
	[ "$a" = "$b" ]
}

@test "without a seed the throws vary" {
	a=$(yut-throw -n 100)
	b=$(yut-throw -n 100)
	[ "$a" != "$b" ]
}

@test "bad -n, -P or -s values are usage errors" {
	for args in "-n x" "-n -3" "-P 0 -n 5" "-P 1 -n 5" "-P 1.5 -n 5" "-P x -n 5" "-s x -n 5" "-s -1 -n 5"; do
		run --separate-stderr yut-throw $args
		refused 2
	done
}

@test "a random turn ends on a throw that earns nothing" {
	for seed in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
		run --separate-stderr yut-throw -s "$seed" <<<"$NEW2"
		ok
		out=$output
		case $out in
		'yut1 rules=basic turn=1 throws=1 hand= p0=0,0,0,0 p1=0,0,0,0')
			# only back-do: discarded, the turn passed
			continue ;;
		'yut1 rules=basic turn=0 throws=0 hand='*' p0=0,0,0,0 p1=0,0,0,0') ;;
		*) echo "seed $seed: $out"; return 1 ;;
		esac
		hand=$(field hand <<<"$out")
		n=$(tr ',' '\n' <<<"$hand" | grep -cvx 'yut\|mo')
		[ "$n" -eq 1 ]
	done
}

@test "given results are used in order, the hand kept in canonical order" {
	run --separate-stderr yut-throw yut mo gae <<<"$NEW2"
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=gae,yut,mo p0=0,0,0,0 p1=0,0,0,0' ]
	run --separate-stderr yut-throw mo mo yut back-do <<<"$NEW2"
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=back-do,yut,mo,mo p0=0,0,0,0 p1=0,0,0,0' ]
	run --separate-stderr yut-throw do <<<"$NEW2"
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=do p0=0,0,0,0 p1=0,0,0,0' ]
	run --separate-stderr yut-throw geol <<<"$NEW2"
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=geol p0=0,0,0,0 p1=0,0,0,0' ]
}

@test "results that run out leave the throws owed; the next filter goes on" {
	run --separate-stderr yut-throw yut <<<"$NEW2"
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=1 hand=yut p0=0,0,0,0 p1=0,0,0,0' ]
	run --separate-stderr bash -c "yut-throw yut <<<'$NEW2' | yut-throw mo | yut-throw gae"
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=gae,yut,mo p0=0,0,0,0 p1=0,0,0,0' ]
}

@test "a given result after the last owed throw is a usage error" {
	run --separate-stderr yut-throw gae do <<<"$NEW2"
	refused 2
	run --separate-stderr yut-throw yut do gae <<<"$NEW2"
	refused 2
	run --separate-stderr yut-throw foo <<<"$NEW2"
	refused 2
}

@test "a random throw goes on from a partly thrown chain" {
	run --separate-stderr bash -c "yut-throw mo <<<'$NEW2' | yut-throw -s 5"
	ok
	hand=$(field hand <<<"$output")
	case ,$hand, in
	*,mo,*) ;;
	*) echo "mo lost: $output"; return 1 ;;
	esac
	[ "$(field throws <<<"$output")" = 0 ]
}

@test "geol earns another throw for a dog, for no other animal" {
	adv='yut1 rules=advanced turn=0 throws=1 hand= p0=A:dog:0,0,0,0 p1=B:pig:0,0,0,0'
	run --separate-stderr yut-throw geol <<<"$adv"
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=1 hand=geol p0=A:dog:0,0,0,0 p1=B:pig:0,0,0,0' ]
	run --separate-stderr yut-throw geol geol yut do <<<"$adv"
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=0 hand=do,geol,geol,yut p0=A:dog:0,0,0,0 p1=B:pig:0,0,0,0' ]
	for animal in pig sheep cow; do
		run --separate-stderr yut-throw geol <<<"yut1 rules=advanced turn=1 throws=1 hand= p0=A:dog:0,0,0,0 p1=B:$animal:0,0,0,0"
		ok
		[ "$output" = "yut1 rules=advanced turn=1 throws=0 hand=geol p0=A:dog:0,0,0,0 p1=B:$animal:0,0,0,0" ]
	done
	# the dog's rule belongs to the dog, not to whoever is next to it
	run --separate-stderr yut-throw geol geol <<<"yut1 rules=advanced turn=1 throws=1 hand= p0=A:dog:0,0,0,0 p1=B:pig:0,0,0,0"
	refused 2
}

@test "no throw owed is refused with exit 1" {
	in='yut1 rules=basic turn=0 throws=0 hand=gae p0=0,0 p1=0,0'
	run --separate-stderr yut-throw <<<"$in"
	refused 1
	run --separate-stderr yut-throw -s 1 <<<"$in"
	refused 1
}

@test "throwing on a finished game is refused with exit 1" {
	run --separate-stderr yut-throw <<<'yut1 rules=basic turn=0 throws=0 hand= p0=100,100 p1=0,3'
	refused 1
	# a finished game that still claims a throw is refused one way or another
	run --separate-stderr yut-throw do <<<'yut1 rules=basic turn=1 throws=1 hand= p0=100,100 p1=0,3'
	[ "$status" -ne 0 ]
	[ -z "$output" ]
}

@test "a lone back-do with no piece on the board is discarded and the turn passes" {
	run --separate-stderr yut-throw back-do <<<"$NEW2"
	[ "$status" -eq 0 ]
	[ "$output" = 'yut1 rules=basic turn=1 throws=1 hand= p0=0,0,0,0 p1=0,0,0,0' ]
	[ -n "$stderr" ]
	# arrived pieces are not on the board either; the last player passes to 0
	run --separate-stderr yut-throw back-do <<<'yut1 rules=basic turn=2 throws=1 hand= p0=0,0 p1=5,0 p2=0,100'
	[ "$status" -eq 0 ]
	[ "$output" = 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,5 p2=0,100' ]
}

@test "a back-do is kept when a piece is on the board or another result is held" {
	run --separate-stderr yut-throw back-do <<<'yut1 rules=basic turn=0 throws=1 hand= p0=0,1 p1=0,0'
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=back-do p0=0,1 p1=0,0' ]
	run --separate-stderr yut-throw yut back-do <<<"$NEW2"
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=0 hand=back-do,yut p0=0,0,0,0 p1=0,0,0,0' ]
	# while a throw is still owed nothing is discarded
	run --separate-stderr yut-throw back-do <<<'yut1 rules=basic turn=0 throws=2 hand= p0=0,0 p1=0,0'
	ok
	[ "$output" = 'yut1 rules=basic turn=0 throws=1 hand=back-do p0=0,0 p1=0,0' ]
}

@test "a full hand forfeits the throws still owed, with a note, random or given" {
	h=$(printf 'do,%.0s' $(seq 31))do
	in="yut1 rules=basic turn=0 throws=1 hand=$h p0=0,3 p1=0,0"
	for args in "-s 1" "gae"; do
		run --separate-stderr yut-throw $args <<<"$in"
		[ "$status" -eq 0 ]
		[ "$output" = "yut1 rules=basic turn=0 throws=0 hand=$h p0=0,3 p1=0,0" ]
		[[ "$stderr" == *"hand is full"*"1 owed throw forfeited"* ]]
	done
	# a result given past the forfeit has no throw left to fill
	run --separate-stderr yut-throw gae do <<<"$in"
	refused 2
}
