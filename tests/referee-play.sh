#!/bin/bash
# referee-play.sh - play whole games of yut-play, answering its questions
# through a pipe as players would (moves chosen by yut-bot from the state
# yut-play records with -o), and print the transcript: what yut-play wrote,
# answers echoed after each prompt.  For tests/70-referee.bats.
#
#	referee-play.sh [-a] [-c WHEN] [-k pieces] [-n players] [-s seed]
#	    [-l "ID:pw ID:pw"] [-A "animal animal"] [-S turns] [-R 0|1]
#	    [-- yut-play options]
#
# -a advanced: log in the -l users (yut-play's -u file must hold them),
# choose the -A animals, answer Continue with 0, or with 1 (save) after -S
# turns; -R answers the resume question.  Ends the program at the menu.
set -u
adv=0 color=never pieces=4 players=2 seed=1 logins= animals= saveat=0 resume=0
while getopts ac:k:n:s:l:A:S:R: o; do
	case $o in
	a) adv=1 ;;
	c) color=$OPTARG ;;
	k) pieces=$OPTARG ;;
	n) players=$OPTARG ;;
	s) seed=$OPTARG ;;
	l) logins=$OPTARG ;;
	A) animals=$OPTARG ;;
	S) saveat=$OPTARG ;;
	R) resume=$OPTARG ;;
	*) exit 2 ;;
	esac
done
shift $((OPTIND - 1))
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
rec=$dir/rec
mode=-b
[ "$adv" = 1 ] && mode=-a
coproc P { exec yut-play "$mode" -s "$seed" -o "$rec" --color="$color" "$@" 2>&1; }
pid=$P_PID
exec {in}<&"${P[0]}" {out}>&"${P[1]}"
read -r -a users <<<"$logins"
read -r -a beasts <<<"$animals"
ulogin=0 animal=0 menus=0 tries=0 turns=0 res= done=0 screen=1 asked=0
# every answer counts; a game that never ends is cut off
answer() {
	asked=$((asked + 1))
	if [ "$asked" -gt 20000 ]; then
		echo "referee-play.sh: more than 20000 answers" >&2
		kill "$pid"
		exit 1
	fi
	printf '%s\n' "$1" >&"$out"
}
while :; do
	# a safety net, not a timing: a question this script does not know
	# would otherwise wait for an answer forever
	IFS= read -r -t 60 -d ':' -u "$in" part
	st=$?
	printf '%s' "$part"
	if [ $st -gt 128 ]; then
		echo "referee-play.sh: yut-play asks what this script cannot answer" >&2
		kill "$pid"
		exit 1
	fi
	[ $st -ne 0 ] && break
	printf ':'
	tail=${part##*$'\n'}
	case $tail in
	*"Select the function you want ")
		menus=$((menus + 1))
		if [ "$done" = 1 ]; then
			answer $([ "$adv" = 1 ] && echo 3 || echo 2)
		elif [ "$adv" = 1 ] && [ "$ulogin" -lt "${#users[@]}" ]; then
			answer 2
		else
			answer 1
		fi ;;
	*"number of players (2, 3, 4) ") answer "$players" ;;
	*"number of pieces per player (1, 2, 3, 4) ") answer "$pieces" ;;
	*"ID ") answer "${users[$ulogin]%%:*}" ;;
	*"PASSWORD ") answer "${users[$ulogin]#*:}"; ulogin=$((ulogin + 1)) ;;
	*"Resume (1) ") answer "$resume" ;;
	*"cow) ") answer "${beasts[$animal]:-0}"; animal=$((animal + 1)) ;;
	*"Save and Exit the game (1) ")
		turns=$((turns + 1))
		if [ "$saveat" -gt 0 ] && [ "$turns" -gt "$saveat" ]; then
			answer 1
			done=1
		else
			answer 0
		fi ;;
	*">> position ")
		# the same question again with no screen between: refused
		[ "$screen" = 1 ] && tries=0 || tries=$((tries + 1))
		screen=0
		mv=$(tail -n 1 "$rec" | yut-bot -s "$seed" 2>/dev/null)
		if [ "$tries" -eq 0 ] && [[ $mv =~ ^[0-9]+\ [a-z-]+$ ]]; then
			answer "${mv% *}"
			res=${mv#* }
		elif [ "$tries" -le 1 ]; then
			# a hand no piece can use: the answer names back-do
			answer 0
			res=back-do
		else
			echo "referee-play.sh: stuck at a refused move" >&2
			kill "$pid"
			break
		fi ;;
	*"Yut ") screen=1 ;;
	*">> yut ") answer "$res" ;;
	esac
	case $part in
	*" win"*) done=1 ;;
	esac
done
wait "$pid" 2>/dev/null
exit 0
