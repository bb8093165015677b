#!/usr/bin/env bash
# grade-class.sh - grade a class's Yunnori programs with grade.bats, in
# parallel, each in a directory of its own; see yut-grading(7).
#
#	grade-class.sh [-S] [-j jobs] [-L limits] [-T seconds] [-H sshloginfile] [-o outdir] student=program[,movetable=printer][,cowtable=printer] ...
#	grade-class.sh [-j jobs] [-H sshloginfile] -r outdir
#
# Writes, for each student, OUTDIR/STUDENT/grade.tap (bats' TAP: the
# points, and under each failure what to look at), OUTDIR/STUDENT/report.xml
# (bats' own JUnit report) and OUTDIR/STUDENT/transcripts/ (what each
# session's terminal showed); OUTDIR/record.txt, the record of the run
# (the toolkit, grade.bats' sha256, the seed, limits and sandbox, the
# date, each program's sha256); and OUTDIR/grades.csv, a line per student:
# the student, pass, fail or error, the score and its maximum, the first
# message of the first failure, and one column per test of grade.bats
# (pass, fail, skip or error).  Exit status: 0 when every student passed,
# 1 when some did not, 2 when grading went wrong (an error cell: -r grades
# those students again).
set -u

me=grade-class.sh
here=$(cd "$(dirname "$0")" && pwd)
bats_file=$here/grade.bats
synopsis="usage: $me [-S] [-j jobs] [-L limits] [-T seconds] [-H sshloginfile] [-o outdir] student=program[,movetable=printer][,cowtable=printer] ...
       $me [-j jobs] [-H sshloginfile] -r outdir"
# the output's own names, which no student may take
reserved=(grades.csv record.txt)

usage() {
	echo "$synopsis" >&2
	exit 2
}

help() {
	cat <<EOF
$synopsis
Grade each student's program with grade.bats, into outdir/student.
  -S             run every program in yut-drive's sandbox
  -j jobs        students graded at once (default: the processors)
  -L limits      resource limits of every yut-drive (its -L)
  -T seconds     the most one student's grading may take (default: 3600)
  -H file        spread the students over the machines of GNU parallel's
                 --sshloginfile file (same paths on every machine)
  -o outdir      where the results go (default: grades)
  -r outdir      grade again the students of outdir with grading errors
  -h             this help
Exit status: 0 all passed, 1 some failed, 2 grading went wrong.
See yut-grading(7).
EOF
	exit 0
}

die() {
	echo "$me: $*" >&2
	exit 2
}

# sha FILE: FILE's sha256.
sha() {
	sha256sum <"$1" | cut -d' ' -f1
}

# resolve PATH: an executable given as student=PATH, absolute.
resolve() {
	local p=$1
	case $p in
	/*) ;;
	*/*) p=$PWD/${p#./} ;;
	*) p=$(command -v "$p") || die "$1: not found on PATH" ;;
	esac
	[ -f "$p" ] && [ -x "$p" ] || die "$1: not an executable file"
	printf '%s\n' "$p"
}

# student ARG: check one student=program[,key=printer]... and add it to
# the record's lines (in $students_rec).
student() {
	local arg=$1 s p rest mt='' ct='' k v t
	s=${arg%%=*} rest=${arg#*=}
	[ "$s" != "$arg" ] && [ -n "$rest" ] || die "$arg: not student=program"
	[[ $s =~ ^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$ ]] ||
	    die "$s: a student's name is 1-64 of A-Z a-z 0-9 _ . - (not first)"
	for t in "${reserved[@]}"; do
		[ "$s" != "$t" ] || die "$s: the name of a file of $out, not a student's"
	done
	for t in "${students[@]}"; do
		[ "$t" != "$s" ] || die "$s: named twice"
	done
	while [[ $rest =~ ^(.*),(movetable|cowtable)=([^,]*)$ ]]; do
		k=${BASH_REMATCH[2]} v=${BASH_REMATCH[3]} rest=${BASH_REMATCH[1]}
		[ -n "$v" ] || die "$arg: $k= names no printer"
		v=$(resolve "$v") || exit 2
		if [ "$k" = movetable ]; then mt=$v; else ct=$v; fi
	done
	[[ $rest != *$'\n'* ]] || die "$s: a program's name holds a line end"
	p=$(resolve "$rest") || exit 2
	# a printer beside the program: PROGRAM.movetable, PROGRAM.cowtable
	[ -n "$mt" ] || [ ! -x "$p.movetable" ] || mt=$p.movetable
	[ -n "$ct" ] || [ ! -x "$p.cowtable" ] || ct=$p.cowtable
	[ ! -e "$out/$s" ] || die "$out/$s exists: grade into a new directory"
	students+=("$s")
	students_rec+="student: $s $(sha "$p") $p"$'\n'
	[ -z "$mt" ] || students_rec+="movetable: $s $(sha "$mt") $mt"$'\n'
	[ -z "$ct" ] || students_rec+="cowtable: $s $(sha "$ct") $ct"$'\n'
}

# tools: the yut-drive grade.bats will use, in $drive (PATH's, or the
# clone's bin, which then goes on PATH as grade.bats would put it).
tools() {
	if ! drive=$(command -v yut-drive); then
		[ -x "$here/../../bin/yut-drive" ] ||
		    die "yut-drive is neither on PATH nor in $here/../../bin"
		PATH=$(cd "$here/../../bin" && pwd):$PATH
		export PATH
		drive=$(command -v yut-drive)
	fi
}

# record: OUTDIR/record.txt, what a grader needs to defend the grades.
record() {
	local d
	tools
	d=$drive
	{
		echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
		echo "toolkit: $("$d" --version 2>&1 | head -n 1)"
		echo "yut-drive: $(sha "$d") $d"
		echo "grade.bats: $(sha "$bats_file") $bats_file"
		echo "bats: $(bats --version)"
		echo "seed: ${GRADE_SEED:-1}"
		echo "timeout: ${GRADE_TIMEOUT:-10}"
		echo "grading-timeout: $limit"
		echo "limits: ${YUT_DRIVE_LIMITS:-none}"
		echo "sandbox: $([ -n "${YUT_DRIVE_SANDBOX-}" ] && echo yes || echo no)"
		echo "movetable: * - ${MOVETABLE-}"
		echo "cowtable: * - ${MOVETABLE_COW-}"
		echo "directory: $PWD"
		echo "path: $PATH"
		printf '%s' "$students_rec"
	} >"$out/record.txt" || die "$out/record.txt: cannot be written"
}

# recorded KEY [STUDENT]: the value of KEY in the record (STUDENT's).
recorded() {
	local k v
	while IFS= read -r k; do
		v=${k#"$1: "}
		[ "$v" != "$k" ] || continue
		if [ $# -eq 1 ]; then
			printf '%s\n' "$v"
			return 0
		fi
		[ "${v%% *}" = "$2" ] || continue
		v=${v#* }
		printf '%s\n' "${v#* }"	# the sha256 off
		return 0
	done <"$out/record.txt"
	return 1
}

# settings: the environment of the recorded run, for grading again.
settings() {
	local v
	[ -f "$out/record.txt" ] || die "$out/record.txt: not found: not an outdir of $me"
	export GRADE_SEED GRADE_TIMEOUT PATH
	GRADE_SEED=$(recorded seed) GRADE_TIMEOUT=$(recorded timeout)
	limit=$(recorded grading-timeout) || limit=3600
	PATH=$(recorded path)
	v=$(recorded limits)
	if [ "$v" = none ]; then unset YUT_DRIVE_LIMITS; else export YUT_DRIVE_LIMITS=$v; fi
	if [ "$(recorded sandbox)" = yes ]; then export YUT_DRIVE_SANDBOX=1; else unset YUT_DRIVE_SANDBOX; fi
	mapfile -t students < <(sed -n 's/^student: \([^ ]*\) .*/\1/p' "$out/record.txt")
	cd "$(recorded directory)" || die "the recorded directory is gone"
}

# group_wait PGID: wait until process group PGID has ended, 30 s at
# most; then kill what is left of it.
group_wait() {
	local i
	for ((i = 0; i < 600; i++)); do
		kill -0 -- "-$1" 2>/dev/null || return 0
		sleep 0.05
	done
	kill -KILL -- "-$1" 2>/dev/null
}

# grade STUDENT: run grade.bats on STUDENT's program into OUTDIR/STUDENT,
# with the settings and printers of the record.
grade() {
	local d=$out/$1 p mt ct t rc=0
	p=$(recorded student "$1") || die "$1: not in $out/record.txt"
	export MOVETABLE MOVETABLE_COW
	MOVETABLE=$(recorded movetable '*') MOVETABLE_COW=$(recorded cowtable '*')
	mt=$(recorded movetable "$1") && MOVETABLE=$(printf %q "$mt")
	ct=$(recorded cowtable "$1") && MOVETABLE_COW=$(printf %q "$ct")
	mkdir -p "$d/transcripts" || die "$d: cannot be made"
	# under -S, the class's results are hidden from every program
	PROGRAM=$p GRADE_DIR=$d/transcripts YUT_DRIVE_HIDE=$out \
	    timeout -k 30 "$limit" bats \
	    --formatter tap --report-formatter junit --output "$d" \
	    "$bats_file" >"$d/grade.tap" 2>"$d/bats.err" </dev/null &
	t=$!
	wait "$t" || rc=$?
	case $rc in
	124 | 137)
		# timeout leads a process group of its own: what is left of
		# it (a process ignoring SIGTERM, a shell saying what it saw
		# die at the start of bats.err) goes before the verdict is
		# written
		kill -KILL -- "-$t" 2>/dev/null
		echo "grader error: grading $1 took more than $limit s (-T)" \
		    >>"$d/bats.err" ;;
	esac
	# bats ends before the writer of its report (report.xml), a process
	# of its group that it does not wait for: the grading is over when
	# the group is (30 s at most, as timeout's -k)
	group_wait "$t"
	[ -s "$d/bats.err" ] || rm -f "$d/bats.err"
}

# grade_all STUDENT...: grade them, -j at a time, here or on the machines
# of -H.
grade_all() {
	local s
	if [ -n "$hosts" ]; then
		echo "$me: grading $* on the machines of $hosts" >&2
		parallel --will-cite --sshloginfile "$hosts" -j "$jobs" \
		    "$here/grade-class.sh" -g "$out" ::: "$@" ||
		    echo "$me: parallel: some machine failed (see the error cells)" >&2
		return
	fi
	for s in "$@"; do
		while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
			wait -n
		done
		echo "$me: grading $s" >&2
		grade "$s" &
	done
	wait
}

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

# own TAP N: the first line of test N's failure in its own words (not
# bats' lines of where it failed).
own() {
	awk -v n="$2" '$0 ~ "^not ok " n "( |$)" {f = 1; next}
	    f && /^(ok|not ok) /{exit}
	    f && /^# / && !/^# \(/ && !/^#  in test file/ && !/^#   `/ {
		sub(/^# /, ""); print; exit }' "$1"
}

# fault TAP N: test N failed because the grader did: its first line in
# its own words begins "grader error:", or a shell of the grader could
# not fork or make a pipe ("grade.bats: fork: retry: Resource
# temporarily unavailable").
fault() {
	[[ $(own "$1" "$2") == 'grader error:'* ]] ||
	    awk -v n="$2" '$0 ~ "^not ok " n "( |$)" {f = 1; next}
		f && /^(ok|not ok) /{exit}
		f && /^# [^ ]+: (fork: |cannot make pipe)/ { e = 1; exit }
		END { exit !e }' "$1"
}

# where TAP N: test N's first inconsistency named by its transcript, as
# transcripts/basic3.txt:157: [moves] ...
where() {
	local line t
	line=$(own "$1" "$2")
	t=$(awk -v n="$2" '$0 ~ "^not ok " n "( |$)" {f = 1; next}
	    f && /^(ok|not ok) /{exit}
	    f && sub(/^# What the terminal showed is in /, "") {
		sub(/;$/, ""); print; exit }' "$1")
	if [ -n "$t" ] && [[ $line =~ ^yut-drive:([0-9]+):\ (note:\ )?(.*) ]]; then
		line="transcripts/${t##*/}:${BASH_REMATCH[1]}: ${BASH_REMATCH[3]}"
	elif [ -n "$t" ] && [[ $line == 'yut-drive: '* ]]; then
		line="transcripts/${t##*/}: ${line#yut-drive: }"
	fi
	printf '%s\n' "$line"
}

# row STUDENT: STUDENT's line of grades.csv; the result in $result, what
# went wrong in the grader in $why.
row() {
	local tap=$out/$1/grade.tap cells=() first='' n i score=0 max=0 w
	result=pass why=''
	for i in "${!names[@]}"; do
		n=$((i + 1)) w=${points[i]}
		if grep -Eq "^ok $n .* # skip" "$tap" 2>/dev/null; then
			cells+=(skip)
			continue
		fi
		max=$((max + w))
		if grep -Eq "^ok $n( |$)" "$tap" 2>/dev/null; then
			cells+=(pass) score=$((score + w))
		elif grep -Eq "^not ok $n( |$)" "$tap" 2>/dev/null &&
		    ! fault "$tap" $n; then
			cells+=(fail)
			[ "$result" != pass ] || result=fail first=$(where "$tap" $n)
		else
			cells+=(error)
			if [ -z "$why" ]; then
				# the grader's own timeout (-T), when it struck, is
				# what stopped the grading, whatever the tests said
				# as they were killed
				why=$(grep -m 1 '^grader error: grading .* took more than' \
				    "$out/$1/bats.err" 2>/dev/null)
				[ -n "$why" ] ||
				    why=$(grep -m 1 -E '^# (grader error:|[^ ]+: (fork: |cannot make pipe))' "$tap" 2>/dev/null)
				why=${why#\# }
				[ -n "$why" ] || why=$(grep -m 1 '^grader error:' "$out/$1/bats.err" 2>/dev/null)
				[ -n "$why" ] || why=$(head -n 1 "$out/$1/bats.err" 2>/dev/null)
				why=${why:-"test $n was not run"}
				[[ $why == 'grader error:'* ]] || why="grader error: $why"
			fi
		fi
	done
	[ -z "$why" ] || result=error first=$why
	csv "$1" "$result" "$score" "$max" "$first" "${cells[@]}"
}

# summary: OUTDIR/grades.csv; the exit status.
summary() {
	local s table status=0 errors=()
	table=$(csv student result score max "first failure" "${names[@]}"
	    for s in "${students[@]}"; do
		row "$s"
		echo "$result $s: $why" >&3
	    done 3>"$out/.results") || die "grades.csv: cannot be made"
	printf '%s\n' "$table" >"$out/grades.csv" ||
	    die "$out/grades.csv: cannot be written"
	echo "$me: $out/grades.csv" >&2
	while read -r s; do
		case $s in
		error*) errors+=("${s#error }") ;;
		fail*) status=1 ;;
		esac
	done <"$out/.results"
	rm -f "$out/.results"
	if [ ${#errors[@]} -gt 0 ]; then
		for s in "${errors[@]}"; do
			echo "$me: $s" >&2
		done
		die "${#errors[@]} students not graded (error cells): grade them again with $me -r $out"
	fi
	return $status
}

jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
out=grades again='' one='' hosts='' limit=3600
# -L and -S reach each yut-drive of grade.bats through its environment
[ "${1-}" != --help ] || help
while getopts g:H:j:L:o:r:ST:h opt; do
	case $opt in
	g) one=$OPTARG ;;
	H) hosts=$OPTARG ;;
	j) jobs=$OPTARG ;;
	L) export YUT_DRIVE_LIMITS=${YUT_DRIVE_LIMITS:+$YUT_DRIVE_LIMITS,}$OPTARG ;;
	S) export YUT_DRIVE_SANDBOX=1 ;;
	T) limit=$OPTARG ;;
	o) out=$OPTARG ;;
	r) again=$OPTARG ;;
	h) help ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[[ $jobs =~ ^[1-9][0-9]{0,2}$ ]] || die "-j: $jobs is not a number of jobs (1-999)"
[[ $limit =~ ^[1-9][0-9]{0,5}$ ]] || die "-T: $limit is not a number of seconds (1-999999)"
[ -f "$bats_file" ] || die "$bats_file: not found"
[ -z "$hosts" ] || [ -r "$hosts" ] || die "-H: $hosts: cannot be read"
[ -z "$hosts" ] || command -v parallel >/dev/null || die "-H: GNU parallel is not on PATH"

# The points, in the order bats runs and numbers them, each worth one
# point unless a line "# points: N" comes right before its @test.
mapfile -t names < <(sed -n 's/^@test "\(.*\)" {$/\1/p' "$bats_file")
mapfile -t points < <(awk '/^# points: [0-9]+$/ { w = $3; next }
    /^@test "/ { print w ? w : 1 } { w = 0 }' "$bats_file")
[ ${#names[@]} -gt 0 ] || die "$bats_file: no tests found"

students=() students_rec=''
if [ -n "$one" ]; then
	# one student of a run, on the machine parallel sent it to (-H)
	[ $# -eq 1 ] || usage
	out=$(cd "$one" && pwd) || exit 2
	settings
	grade "$1"
	exit 0
elif [ -n "$again" ]; then
	[ $# -eq 0 ] || usage
	out=$(cd "$again" && pwd) || die "-r: $again: not a directory"
	settings
	command -v bats >/dev/null || die "bats is not on PATH"
	redo=()
	for s in "${students[@]}"; do
		row "$s" >/dev/null
		[ "$result" = error ] || continue
		rm -rf "${out:?}/$s"
		redo+=("$s")
	done
	[ ${#redo[@]} -gt 0 ] || echo "$me: no student of $out has an error cell" >&2
	echo "regraded: $(date -u +%Y-%m-%dT%H:%M:%SZ) ${redo[*]}" >>"$out/record.txt"
	[ ${#redo[@]} -eq 0 ] || grade_all "${redo[@]}"
	summary
	exit
fi
[ $# -gt 0 ] || usage
command -v bats >/dev/null || die "bats is not on PATH"
for arg in "$@"; do
	student "$arg"
done
mkdir -p "$out" || exit 2
out=$(cd "$out" && pwd)
record
grade_all "${students[@]}"
summary
