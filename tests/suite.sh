#!/bin/sh
# suite.sh - run the test files of DIR with bats, then hold the count: every
# test written in them (an "@test" line) must have run.  A file whose
# setup_file fails runs none of its tests, and one whose bats process dies
# (a machine out of processes) can drop from the count altogether; either
# fails the run here, loudly, whatever bats's own status.
#
# usage: sh tests/suite.sh DIR [BATS-OPTION...]
# Exits with bats's status when the count holds, else 1.
set -u

if [ $# -lt 1 ] || [ ! -d "$1" ]; then
	echo "usage: sh tests/suite.sh DIR [BATS-OPTION...]" >&2
	exit 2
fi
dir=$1
shift

tap=$(mktemp) || exit 2
trap 'rm -f "$tap" "$tap.rc"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# the report as bats streams it, kept to count
{
	bats "$@" "$dir"
	echo $? >"$tap.rc"
} | tee "$tap"
rc=$(cat "$tap.rc" 2>/dev/null) || rc=1

written=$(cat "$dir"/*.bats | grep -c '^@test')
planned=$(sed -n '1s/^1\.\.\([0-9]*\)$/\1/p' "$tap")
ran=$(grep -Ec '^(not )?ok [0-9]+ ' "$tap")
failed=$(grep -c '^not ok [0-9]' "$tap")
skipped=$(grep -Ec '^ok [0-9]+ .* # skip' "$tap")

echo "# $written tests written, ${planned:-no} planned, $ran reported:" \
    "$((ran - failed - skipped)) passed, $failed failed, $skipped skipped"
if [ "${planned:-0}" -ne "$written" ] || [ "$ran" -ne "$written" ] ||
    grep -q '^not ok [0-9]* setup_file failed' "$tap"; then
	{
		echo "#"
		echo "# FAILED: of the $written tests written in $dir/*.bats," \
		    "$((written - ran + failed)) did not run or failed"
		sed -n 's/^# (from function `setup_file. in test file \(.*\), line.*/#   setup_file failed in \1: none of its tests ran/p' "$tap"
		[ "${planned:-0}" -eq "$written" ] ||
		    echo "#   bats planned ${planned:-none} of them: a file was not read"
		[ "$ran" -ge "${planned:-0}" ] ||
		    echo "#   $((planned - ran)) planned tests never reported: a file's run died"
		echo "#"
	} >&2
	exit 1
fi
exit "$rc"
