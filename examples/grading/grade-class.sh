#!/usr/bin/env bash
# grade-class.sh - grade a class's Yunnori programs with grade.bats, in
# parallel, each in a directory of its own; see yut-grading(7).
#
#	grade-class.sh [-S] [-j jobs] [-L limits] [-o outdir] student=program ...
#
# Writes, for each student, OUTDIR/STUDENT/grade.tap (bats' TAP: the
# points, and under each failure what to look at), OUTDIR/STUDENT/report.xml
# (bats' own JUnit report) and OUTDIR/STUDENT/transcripts/ (what each session's
# terminal showed); and OUTDIR/grades.csv, a line per student: the
# student, pass or fail, the first message of the first failure, and one
# column per test of grade.bats (pass, fail or skip).  Exit status: 0 when
# every student passed, 1 when some did not, 2 when grading went wrong.
set -u

me=grade-class.sh
here=$(cd "$(dirname "$0")" && pwd)
bats_file=$here/grade.bats

usage() {
	echo "usage: $me [-S] [-j jobs] [-L limits] [-o outdir] student=program ..." >&2
	exit 2
}

die() {
	echo "$me: $*" >&2
	exit 2
}

jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
out=grades
# -L and -S reach each yut-drive of grade.bats through its environment
while getopts j:L:o:Sh opt; do
	case $opt in
	j) jobs=$OPTARG ;;
	L) export YUT_DRIVE_LIMITS=${YUT_DRIVE_LIMITS:+$YUT_DRIVE_LIMITS,}$OPTARG ;;
	S) export YUT_DRIVE_SANDBOX=1 ;;
	o) out=$OPTARG ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || usage
[[ $jobs =~ ^[1-9][0-9]{0,2}$ ]] || die "-j: $jobs is not a number of jobs (1-999)"
command -v bats >/dev/null || die "bats is not on PATH"
[ -f "$bats_file" ] || die "$bats_file: not found"

# The students, checked before anything runs.
students=() programs=()
for arg in "$@"; do
	s=${arg%%=*} p=${arg#*=}
	[ "$s" != "$arg" ] && [ -n "$p" ] || die "$arg: not student=program"
	[[ $s =~ ^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$ ]] ||
	    die "$s: a student's name is 1-64 of A-Z a-z 0-9 _ . - (not first)"
	for t in "${students[@]}"; do
		[ "$t" != "$s" ] || die "$s: named twice"
	done
	case $p in
	/*) ;;
	*/*) p=$PWD/$p ;;
	*) command -v "$p" >/dev/null || die "$p: not found on PATH" ;;
	esac
	[[ $p != */* ]] || [ -x "$p" ] || die "$p: not an executable file"
	[ ! -e "$out/$s" ] || die "$out/$s exists: grade into a new directory"
	students+=("$s") programs+=("$p")
done
mkdir -p "$out" || exit 2
out=$(cd "$out" && pwd)

# grade STUDENT PROGRAM: run grade.bats on PROGRAM into OUTDIR/STUDENT.
grade() {
	local d=$out/$1
	mkdir -p "$d/transcripts"
	PROGRAM=$2 GRADE_DIR=$d/transcripts bats --formatter tap \
	    --report-formatter junit --output "$d" "$bats_file" \
	    >"$d/grade.tap" 2>"$d/bats.err" </dev/null
	[ -s "$d/bats.err" ] || rm -f "$d/bats.err"
}

for i in "${!students[@]}"; do
	while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
		wait -n
	done
	echo "$me: grading ${students[i]}" >&2
	grade "${students[i]}" "${programs[i]}" &
done
wait

# csv FIELD...: one CSV line, a field quoted when it holds a comma, a
# quote or a line end.
csv() {
	local f sep=
	for f in "$@"; do
		if [[ $f == *[,\"$'\n\r']* ]]; then
			f=\"${f//\"/\"\"}\"
		fi
		printf '%s%s' "$sep" "$f"
		sep=,
	done
	printf '\n'
}

# The points, in the order bats runs and numbers them.
mapfile -t points < <(sed -n 's/^@test "\(.*\)" {$/\1/p' "$bats_file")
[ ${#points[@]} -gt 0 ] || die "$bats_file: no tests found"

status=0
{
	csv student result "first failure" "${points[@]}"
	for s in "${students[@]}"; do
		tap=$out/$s/grade.tap
		cells=() result=pass first=
		for i in "${!points[@]}"; do
			n=$((i + 1))
			if grep -Eq "^ok $n .* # skip" "$tap"; then
				cells+=(skip)
			elif grep -Eq "^ok $n( |$)" "$tap"; then
				cells+=(pass)
			else
				cells+=(fail) result=fail
			fi
		done
		# the first line of the first failure's own words
		first=$(awk '/^not ok /{f = 1; next}
		    f && /^(ok|not ok) /{exit}
		    f && /^# / && !/^# \(/ && !/^#  in test file/ && !/^#   `/ {
			sub(/^# /, ""); print; exit }' "$tap")
		if [ "$result" = pass ] && ! grep -q '^ok ' "$tap"; then
			result=fail
		fi
		if [ "$result" = fail ] && [ -z "$first" ] && [ -f "$out/$s/bats.err" ]; then
			first=$(head -n 1 "$out/$s/bats.err")
		fi
		[ "$result" = pass ] || status=1
		csv "$s" "$result" "$first" "${cells[@]}"
	done
} >"$out/grades.csv"
echo "$me: $out/grades.csv" >&2
exit $status
