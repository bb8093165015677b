#!/usr/bin/env bats
# 15-cli.bats - the conventions every command shares (SPEC 8): -h,
# --version, usage errors, exit codes, messages, nothing on stdout on error.

load helper

PROGS='yut-new yut-throw yut-move yut-render'

@test "-h prints usage to stdout and exits 0" {
	for p in $PROGS; do
		run --separate-stderr "$p" -h
		ok
		grep -qi "usage" <<<"$output"
		grep -q "$p" <<<"$output"
		[ -z "$stderr" ]
	done
}

@test "--version prints NAME 1.0.0" {
	for p in $PROGS; do
		run --separate-stderr "$p" --version
		ok
		[ "$output" = "$p 1.0.0" ]
	done
}

@test "an unknown option prints usage on stderr and exits 2" {
	for p in $PROGS; do
		run --separate-stderr "$p" -Z
		refused 2
		grep -qi "usage" <<<"$stderr"
		run --separate-stderr "$p" --frobnicate
		refused 2
	done
}

@test "errors are NAME: message on stderr" {
	run --separate-stderr yut-new 9
	refused 2
	[[ $stderr == "yut-new: "* ]]
	run --separate-stderr yut-move 0 do <<<'yut1 rules=basic turn=0 throws=0 hand=gae p0=0,0 p1=0,0'
	refused 1
	[[ $stderr == "yut-move: "* ]]
	run --separate-stderr yut-throw <<<'yut1 rules=basic turn=0 throws=0 hand=gae p0=0,0 p1=0,0'
	refused 1
	[[ $stderr == "yut-throw: "* ]]
	run --separate-stderr yut-render <<<'yut1 rules=basic'
	refused 2
	[[ $stderr == "yut-render: "* ]]
}

@test "yut-new: players 2-4, pieces 1-4" {
	for n in 2 3 4; do
		run --separate-stderr yut-new "$n"
		ok
		[ "$(tr ' ' '\n' <<<"$output" | grep -c '^p[0-9]=')" -eq "$n" ]
	done
	for args in "1" "5" "0" "x" "" "-p 0 2" "-p 5 2" "-p x 2" "2 3" "-p 2"; do
		run --separate-stderr yut-new $args
		refused 2
	done
}

@test "yut-new -a: 2-4 players with valid, distinct IDs and animals" {
	run --separate-stderr yut-new -a A:pig B:dog C:sheep D:cow
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=1 hand= p0=A:pig:0,0,0,0 p1=B:dog:0,0,0,0 p2=C:sheep:0,0,0,0 p3=D:cow:0,0,0,0' ]
	run --separate-stderr yut-new -a A:1 B:3
	ok
	[ "$output" = 'yut1 rules=advanced turn=0 throws=1 hand= p0=A:dog:0,0,0,0 p1=B:cow:0,0,0,0' ]
	for args in "A:pig" "A:pig B:dog C:pig D:pig E:pig" "A:pig A:dog" "A:cat B:dog" \
	    "A:4 B:dog" "A B:dog" "A@b:pig B:dog" ":pig B:dog" "A:pig:0 B:dog" \
	    "$(printf 'x%.0s' $(seq 33)):pig B:dog"; do
		run --separate-stderr yut-new -a $args
		refused 2
	done
	run --separate-stderr yut-new -a "$(printf 'x%.0s' $(seq 32)):pig" B:dog
	ok
}

@test "yut-throw: exit codes" {
	new='yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,0'
	run --separate-stderr yut-throw -s 1 <<<"$new"
	ok
	run --separate-stderr yut-throw do gae <<<"$new"
	refused 2
	run --separate-stderr yut-throw <<<'yut1 rules=basic turn=0 throws=0 hand=do p0=0,0 p1=0,0'
	refused 1
	run --separate-stderr yut-throw -n 3 extra
	refused 2
	run --separate-stderr yut-throw /nonexistent/state
	refused 2
}

@test "yut-move: exit codes" {
	in='yut1 rules=basic turn=0 throws=0 hand=gae p0=0,0 p1=0,0'
	run --separate-stderr yut-move 0 gae <<<"$in"
	ok
	run --separate-stderr yut-move 0 do <<<"$in"
	refused 1
	run --separate-stderr yut-move 0 gae /nonexistent/state
	refused 2
	run --separate-stderr yut-move -d 0 gae extra
	refused 2
	run --separate-stderr yut-move 0 gae <<<'garbage'
	refused 2
}

@test "yut-render: exit codes" {
	run --separate-stderr yut-render /nonexistent/state
	refused 2
	run --separate-stderr yut-render <<<'garbage'
	refused 2
	run --separate-stderr yut-render a b <<<'garbage'
	refused 2
}

@test "a write error is an error" {
	[ -w /dev/full ] || { echo "no /dev/full" >&2; return 1; }
	run bash -c "yut-new 2 >/dev/full"
	[ "$status" -eq 2 ]
	run bash -c "yut-render --color=never <<<'yut1 rules=basic turn=0 throws=1 hand= p0=0 p1=0' >/dev/full"
	[ "$status" -eq 2 ]
	run bash -c "yut-throw -n 5 -s 1 >/dev/full"
	[ "$status" -eq 2 ]
	run bash -c "yut-move -d 1 do >/dev/full"
	[ "$status" -eq 2 ]
}

@test "every program: --help prints usage on stdout naming itself, exit 0" {
	for p in $(programs); do
		run --separate-stderr "$p" --help
		ok
		is "usage: $p" "$(head -c $((${#p} + 7)) <<<"$output")" "$p --help"
		is "" "$stderr" "$p --help stderr"
		run --separate-stderr "$p" -h
		ok
		is "$output" "$(bin_help "$p")" "$p -h"
	done
}

bin_help() {
	"$1" --help
}

@test "every program: --help lists each option of its page, one line each, as -h does" {
	local p sec page opt wide
	for p in $(programs); do
		case $p in
		yut-*) sec=1 ;;
		*) sec=6 ;;
		esac
		page=$TOP/man/$p.$sec
		run --separate-stderr "$p" --help
		ok
		grep -qx 'Options:' <<<"$output"
		# every option the page describes (.It Fl x) has a line of its own
		for opt in $(awk '$1 == ".It" && $2 == "Fl" { print "-" $3 }' "$page" |
		    sed 's/^\(--[a-z-]*\).*/\1/' | sort -u); do
			case $opt in
			-h) opt='-h, --help' ;;
			esac
			grep -q -e "^  $opt\( \|=\|\$\)" <<<"$output" || {
				echo "$p --help has no line for $opt" >&2
				return 1
			}
		done
		grep -q '^  -h, --help  *print this help and exit$' <<<"$output"
		grep -q '^  --version  *print the name and version and exit$' <<<"$output"
		# one line each: no line wider than 80 columns below the usage
		wide=$(sed -n '/^Options:$/,/^The manual/p' <<<"$output" |
		    grep -v '^The manual' | grep -c '.\{81\}' || true)
		is 0 "$wide" "$p --help: option lines wider than 80 columns"
	done
}

@test "every program: --version anywhere before --, and -- ends the options" {
	for p in $(programs); do
		run --separate-stderr "$p" -Z --version
		ok
		is "$p 1.0.0" "$output" "$p -Z --version"
		run --separate-stderr timeout 300 "$p" -- --version </dev/null
		[ "$status" -ne 0 ] || { echo "$p -- --version: status 0" >&2; false; }
		[[ "$output" != *"1.0.0"* ]] || { echo "$p took --version after --" >&2; false; }
	done
	# an operand after -- is an operand, not an option
	run --separate-stderr yut-play -b -- junk </dev/null
	refused 2
	run --separate-stderr patolli-play -- -c LN </dev/null
	refused 2
}

@test "every program names itself, not its path, in every message" {
	for p in $(programs); do
		run --separate-stderr "$TOP/bin/$p" -Z
		refused 2
		is "$p: unknown option -Z" "${stderr%%$'\n'*}" "$p -Z"
		run --separate-stderr "$TOP/bin/$p" --frobnicate=1
		refused 2
		is "$p: unknown option --frobnicate" "${stderr%%$'\n'*}" "$p --frobnicate"
	done
	run --separate-stderr "$TOP/bin/yut-sim" -n
	refused 2
	is "yut-sim: option -n needs a value" "${stderr%%$'\n'*}"
	# a note about a discarded result names the program too
	run --separate-stderr yut-throw back-do <<<'yut1 rules=basic turn=0 throws=1 hand= p0=0,0 p1=0,0'
	ok
	is "yut-throw: note: Player 0 cannot use back-do: the turn passes" "$stderr"
}
