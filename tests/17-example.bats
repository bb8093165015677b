#!/usr/bin/env bats
# 17-example.bats - examples/pipeline-game.sh plays a whole game through pipes.

load helper

# finished LINE: LINE is a state in which some player has every piece home.
finished() {
	tr ' ' '\n' <<<"$1" | grep -Eq '^p[0-9]=(100,)*100$'
}

@test "a seeded game ends with a winner and a finished last state" {
	run --separate-stderr sh "$TOP/examples/pipeline-game.sh" 42
	ok
	n=${#lines[@]}
	[ "$n" -gt 3 ]
	[ "${lines[0]}" = 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,0' ]
	[[ ${lines[n - 1]} =~ ^Player\ [01]\ win$ ]]
	last=${lines[n - 2]}
	finished "$last"
	[[ $last == 'yut1 rules=basic turn='?' throws=0 hand= '* ]]
	w=${lines[n - 1]#Player }
	w=${w% win}
	tr ' ' '\n' <<<"$last" | grep -Eqx "p$w=100,100"
	# no state before the last is finished
	for ((i = 0; i < n - 2; i++)); do
		! finished "${lines[i]}" || false
	done
	# every state line is one that yut-render accepts
	yut-render --color=never <<<"$last" | tail -n 1 | grep -qx "Player $w win"
}

@test "the same seed plays the same game; pieces can be chosen" {
	a=$(sh "$TOP/examples/pipeline-game.sh" 7 2>/dev/null)
	b=$(sh "$TOP/examples/pipeline-game.sh" 7 2>/dev/null)
	[ "$a" = "$b" ]
	run --separate-stderr sh "$TOP/examples/pipeline-game.sh" -p 4 7
	ok
	[ "${lines[0]}" = 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0,0,0 p1=0,0,0,0' ]
	[[ ${lines[-1]} =~ ^Player\ [01]\ win$ ]]
}
