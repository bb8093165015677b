#!/usr/bin/env bats
# 78-class.bats - grade-class.sh as a teaching assistant signs it: grading
# errors apart from failures, the score, where a failure is, printers per
# student, the record of the run, Gradescope and several machines.

load helper
load drive

G="$TOP/examples/grading/grade-class.sh"

setup() {
	cd "$BATS_TEST_TMPDIR"
	# alice hands in yut-play; carol's fourth player's turn reads
	# "Player 4 turn"
	script alice 'exec yut-play "$@"'
	cat >carol <<'EOF'
#!/bin/sh
yut-play "$@" | perl -e '$| = 1; while (sysread STDIN, $b, 65536) {
	$b =~ s/Player 3 turn/Player 4 turn/g; print $b }'
EOF
	chmod +x carol
}

# column STUDENT NAME [CSV]: the field NAME of STUDENT's line of CSV
# (grades/grades.csv).
column() {
	S=$1 N=$2 perl -e 'sub fields { my ($l) = @_; my @f;
		while ($l =~ /\G(?:"((?:[^"]|"")*)"|([^,"]*))(,|$)/gc) {
			push @f, defined $1 ? $1 =~ s/""/"/gr : $2;
			last if $3 eq "";
		}
		@f }
	my @h = fields(scalar <>); chomp $h[-1];
	my ($i) = grep { $h[$_] eq $ENV{N} } 0 .. $#h;
	defined $i or die "no column $ENV{N}\n";
	while (<>) { chomp; my @f = fields($_);
		print "$f[$i]\n" if $f[0] eq $ENV{S} }' "${3:-grades/grades.csv}"
}

# faulty: a yut-drive on PATH that fails as the grader would, for the
# program named bob (fork) and dave (killed), until healed exists.
faulty() {
	mkdir -p fake
	cat >fake/yut-drive <<EOF
#!/bin/sh
if [ ! -e $PWD/healed ]; then
	case "\$*" in
	*/bob) echo "yut-drive: fork: Resource temporarily unavailable" >&2; exit 2 ;;
	*/dave) kill -KILL \$\$ ;;
	esac
fi
exec $TOP/bin/yut-drive "\$@"
EOF
	chmod +x fake/yut-drive
	cp alice bob
	cp alice dave
}

@test "grade-class.sh: a fault of the grader is an error, not a failure; -r grades those students again" {
	faulty
	PATH=$PWD/fake:$PATH run --separate-stderr "$G" -j 2 alice=./alice bob=./bob dave=./dave
	[ "$status" -eq 2 ]
	[[ $stderr == *'bob: grader error: session start: yut-drive: fork: Resource temporarily unavailable'* ]]
	[[ $stderr == *'dave: grader error: session start: yut-drive exited 137'* ]]
	[[ $stderr == *"grade-class.sh -r $PWD/grades"* ]]
	is pass "$(column alice result)" alice
	is error "$(column bob result)" bob
	is error "$(column dave result)" dave
	[[ $(column bob 'first failure') == 'grader error: session start: yut-drive: fork:'* ]]
	[[ $(column dave 'first failure') == 'grader error: session start: yut-drive exited 137' ]]
	is error "$(column bob 'the program starts and asks which game to play')" cell
	is skip "$(column bob 'movePlayer: every square and result')" skipped
	# only the students with errors are graded again, as recorded
	touch grades/alice/kept healed
	run --separate-stderr "$G" -r grades
	ok
	[ -e grades/alice/kept ]
	[[ $stderr != *'grading alice'* ]]
	[[ $stderr == *'grading bob'* ]]
	is pass "$(column bob result)" bob
	is pass "$(column dave result)" dave
	grep -q '^regraded: .* bob dave$' grades/record.txt
	# nothing with an error: nothing graded again
	run --separate-stderr "$G" -r grades
	ok
	[[ $stderr == *'no student of '*' has an error cell'* ]]
}

@test "grade-class.sh -T: grading that outlasts the grader's own timeout is an error" {
	mkdir -p fake
	# a yut-drive that never ends (a minute, so as to leave nothing)
	script fake/yut-drive 'case "$*" in *--version*) echo yut-drive 1.0.0; exit 0 ;; esac; exec sleep 60'
	PATH=$PWD/fake:$PATH run --separate-stderr "$G" -T 2 alice=./alice
	[ "$status" -eq 2 ]
	[[ $stderr == *'alice: grader error: grading alice took more than 2 s (-T)'* ]]
	is error "$(column alice result)" result
	grep -qx 'grading-timeout: 2' grades/record.txt
	run --separate-stderr "$G" -T 0 bob=./alice
	failed 2 '^grade-class.sh: -T: 0 is not a number of seconds'
	# a grading killed by the timeout as its first test says what killed
	# it (a bats that reports so, then hangs): the timeout is named
	script fake/bats 'case "$*" in *--version*) echo Bats 1.8.2; exit 0 ;; esac
printf "1..2\nnot ok 1 x\n# grader error: yut-drive was killed by signal 15\n"
exec sleep 60'
	PATH=$PWD/fake:$PATH run --separate-stderr "$G" -o grades2 -T 3 carol=./alice
	[ "$status" -eq 2 ]
	[[ $stderr == *'carol: grader error: grading carol took more than 3 s (-T)'* ]]
	is error "$(column carol result grades2/grades.csv)" result
	# a process of the grading that outlives the timeout's SIGTERM (one
	# ignoring it, or a shell still saying what it saw die) goes with
	# the grading, before the verdict is written: it would write over
	# it, where bats' standard error is written from the start
	script fake/bats "case \"\$*\" in *--version*) echo Bats 1.8.2; exit 0 ;; esac
sh -c 'trap \"\" TERM; echo \$\$ >$PWD/late.pid; sleep 60; echo late >&2' &
exec sleep 60"
	PATH=$PWD/fake:$PATH run --separate-stderr "$G" -o grades3 -T 5 dave=./alice
	[ "$status" -eq 2 ]
	[[ $stderr == *'dave: grader error: grading dave took more than 5 s (-T)'* ]]
	pid=$(cat late.pid)
	st=$(ps -o stat= -p "$pid" || true)
	[[ -z $st || $st == Z* ]]
	is 'grader error: grading dave took more than 5 s (-T)' "$(cat grades3/dave/bats.err)" bats.err
}

# late_report: a bats on PATH (fake/bats) whose JUnit report is written
# two seconds after it ends, as bats' own is: its report's writer is a
# process substitution that bats does not wait for.  The report passes
# the first test of grade.bats.
late_report() {
	local first
	first=$(sed -n 's/^@test "\(.*\)" {$/\1/p' "$TOP/examples/grading/grade.bats" | head -n 1)
	mkdir -p fake
	cat >fake/bats <<EOF
#!/bin/sh
case "\$*" in *--version*) echo Bats 1.8.2; exit 0 ;; esac
while [ \$# -gt 0 ]; do
	case \$1 in --output) out=\$2; shift 2 ;; *) shift ;; esac
done
(sleep 2; printf '<testsuites><testsuite name="grade.bats"><testcase name="%s"/></testsuite></testsuites>\n' '$first' >"\$out/report.xml") &
echo 1..1
echo 'ok 1 x'
EOF
	chmod +x fake/bats
}

@test "the JUnit report is read whole, though bats ends before it is written: grade-class.sh and Gradescope" {
	late_report
	PATH=$PWD/fake:$PATH run --separate-stderr "$G" alice=./alice
	grep -q '</testsuites>' grades/alice/report.xml
	"$TOP/examples/grading/gradescope/make-autograder.sh" ag
	cp -R "$TOP/bin" ag/yut/bin
	mkdir -p gs/submission
	cp alice gs/submission/a.out
	PATH=$PWD/fake:$PATH AUTOGRADER=$PWD/gs SOURCE=$PWD/ag run ag/run_autograder
	ok
	jq -e '.tests[0].score == .tests[0].max_score and .tests[0].max_score > 0' gs/results/results.json
}

@test "grade-class.sh: a fork limit on the grader gives error cells, never a failure" {
	# as an ordinary user, where RLIMIT_NPROC binds: 20 processes beyond
	# those the user runs already (the suite's own, when that is us)
	local as=() uid lim g=$G top=$TOP
	uid=$(id -u)
	if [ "$uid" -eq 0 ]; then
		command -v setpriv >/dev/null || skip "no setpriv to run as nobody"
		as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
		uid=65534
	fi
	lim=$(($(ps -L -u "$uid" --no-headers | wc -l) + 20))
	d=$(mktemp -d /tmp/grade-fork.XXXXXX)
	chmod 777 "$d"
	cp alice "$d/"
	chmod 755 "$d/alice"
	if [ ${#as[@]} -gt 0 ]; then
		# the grader and the tools where nobody can read them: the
		# clone may be root's own (/root/yut, mode 700)
		top=$d/top
		mkdir -p "$top/examples"
		cp -R "$TOP/examples/grading" "$top/examples/"
		cp -R "$TOP/bin" "$top/"
		chmod -R a+rX "$top"
		g=$top/examples/grading/grade-class.sh
	fi
	cd "$d"
	run --separate-stderr timeout 600 "${as[@]}" env HOME="$d" \
	    PATH="$top/bin:$(tr : '\n' <<<"$PATH" | grep -v /libexec/bats | paste -sd :)" \
	    bash -c "ulimit -u $lim && exec $(printf %q "$g") -j 1 alice=./alice"
	cd "$BATS_TEST_TMPDIR"
	cp "$d/grades/grades.csv" . || :
	rm -rf "$d"
	# yut-play passes every test: whatever could not run is an error
	[ "$status" -eq 0 ] || [ "$status" -eq 2 ]
	! column alice result grades.csv | grep -qx fail || false
	! tail -n +2 grades.csv | grep -q ',fail' || false
	if [ "$status" -eq 2 ]; then
		[[ $stderr == *'alice: grader error: '*'fork'* ]]
		is error "$(column alice result grades.csv)" result
	fi
}

@test "grade-class.sh: grade.bats missing its tools is an error of the grader" {
	mkdir -p kit/examples/grading
	cp "$TOP/examples/grading/grade-class.sh" "$TOP/examples/grading/grade.bats" kit/examples/grading/
	# yut-drive is found by grade-class.sh, then gone when grade.bats runs
	mkdir -p fake
	script fake/yut-drive "echo yut-drive 1.0.0; rm -f $PWD/fake/yut-drive"
	run --separate-stderr env PATH="$PWD/fake:$(dirname "$(command -v bats)"):/usr/bin:/bin" \
	    kit/examples/grading/grade-class.sh alice=./alice
	[ "$status" -eq 2 ]
	is error "$(column alice result)" result
	[[ $(column alice 'first failure') == 'grader error: grade.bats: yut-drive is neither on PATH'* ]]
	! column alice 'the program starts and asks which game to play' | grep -qx fail || false
}

@test "grade-class.sh: score and max, a point a test unless grade.bats says otherwise" {
	mkdir -p kit
	cp "$G" kit/
	# the first test worth 3 points
	sed '/^@test "the program starts/i\
# points: 3' "$TOP/examples/grading/grade.bats" >kit/grade.bats
	run --separate-stderr kit/grade-class.sh -j 2 alice=./alice carol=./carol
	[ "$status" -eq 1 ]
	n=$(grep -c '^@test ' kit/grade.bats)
	# the movePlayer tests skipped: neither score nor max
	is $((n - 2 + 2)) "$(column alice max)" max
	is $((n - 2 + 2)) "$(column alice score)" score
	is $((n - 2 + 2)) "$(column carol max)" "carol's max"
	is $((n - 2 + 2 - 1)) "$(column carol score)" "carol's score"
	head -n 1 grades/grades.csv | grep -q '^student,result,score,max,first failure,'
}

@test "grade-class.sh: the first failure names the transcript and its line" {
	run --separate-stderr "$G" carol=./carol
	[ "$status" -eq 1 ]
	f=$(column carol 'first failure')
	[[ $f =~ ^transcripts/(basic[34])\.txt:([0-9]+):\ \[screen\]\  ]]
	# that line of that transcript is carol's screen
	sed -n "${BASH_REMATCH[2]}p" "grades/carol/transcripts/${BASH_REMATCH[1]}.txt" |
	    grep -q 'Player 4 turn'
	# a program that cannot be played to the end: the session it stopped
	script quits 'printf "Choose a game to play (1, 2) : "; read a; echo bye'
	run --separate-stderr "$G" -o out quits=./quits
	[ "$status" -eq 1 ]
	[[ $(column quits 'first failure' out/grades.csv) == "transcripts/start.txt: $PWD/quits exited with status 0 before the games were over"* ]]
}

@test "grade-class.sh: a movePlayer printer per student; the entry that differs" {
	printf '#!/bin/sh\nyut-move -d -t | sed "s/^5 geol 22$/5 geol 23/"\n' >bad-table
	printf '#!/bin/sh\nexec yut-move -d -t -c\n' >cow-table
	chmod +x bad-table cow-table
	cp alice bob
	# bob's printer beside his program
	printf '#!/bin/sh\nexec yut-move -d -t\n' >bob.movetable
	chmod +x bob.movetable
	run --separate-stderr "$G" -j 2 alice=./alice,movetable=./bad-table,cowtable=./cow-table bob=./bob
	[ "$status" -eq 1 ]
	is 'movePlayer 5 geol: 23, the rules give 22' "$(column alice 'first failure')" first
	is fail "$(column alice 'movePlayer: every square and result')" table
	is pass "$(column alice "movePlayer: the cow's path")" cow
	is pass "$(column bob 'movePlayer: every square and result')" "bob's table"
	is skip "$(column bob "movePlayer: the cow's path")" "bob's cow"
	grep -q "^movetable: alice [0-9a-f]\{64\} $PWD/bad-table\$" grades/record.txt
	grep -q "^movetable: bob [0-9a-f]\{64\} $PWD/bob.movetable\$" grades/record.txt
}

@test "grade-class.sh: the output's own names are no student's; a summary that cannot be written is an error" {
	for n in grades.csv record.txt; do
		run --separate-stderr "$G" "$n=./alice"
		failed 2 "^grade-class.sh: $n: the name of a file of grades, not a student's\$"
	done
	[ ! -e grades ]
	mkdir -p grades/grades.csv
	run --separate-stderr "$G" alice=./alice
	failed 2 'grades.csv: cannot be written'
}

@test "grade-class.sh: the record of the run" {
	# (the sanitizers' build sets mem=unlimited there: kept)
	local pre=${YUT_DRIVE_LIMITS:+$YUT_DRIVE_LIMITS,}
	YUT_DRIVE_LIMITS=${pre}cpu=50 run --separate-stderr "$G" -L nofile=64 alice=./alice
	ok
	r=grades/record.txt
	grep -qx "toolkit: $(yut-drive --version | head -n 1)" $r
	grep -qx "grade.bats: $(sha256sum <"$TOP/examples/grading/grade.bats" | cut -d' ' -f1) $TOP/examples/grading/grade.bats" $r
	grep -qx "student: alice $(sha256sum <alice | cut -d' ' -f1) $PWD/alice" $r
	grep -qx 'seed: 1' $r
	grep -qx 'timeout: 10' $r
	grep -qx "limits: ${pre}cpu=50,nofile=64" $r
	grep -qx 'sandbox: no' $r
	grep -Eqx 'date: [0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]{8}Z' $r
	grep -qx "yut-drive: $(sha256sum <"$(command -v yut-drive)" | cut -d' ' -f1) $(command -v yut-drive)" $r
}

@test "grade-class.sh -h prints its help" {
	run --separate-stderr "$G" -h
	ok
	[[ $output == usage:* ]]
	[[ $output == *'-r outdir'* ]]
	[[ $output == *'yut-grading(7)'* ]]
	run --separate-stderr "$G" --help
	ok
	[[ $output == usage:* ]]
}

@test "grade-class.sh: the line that plays a failure again runs from anywhere, as graded" {
	run --separate-stderr "$G" carol=./carol
	[ "$status" -eq 1 ]
	line=$(sed -n '/^# Play the same answers again with:$/{n;s/^#   //p;q}' grades/carol/grade.tap)
	first=$(sed -n '/^not ok/,$s/^# \(yut-drive:[0-9]*: \[screen\].*\)/\1/p' grades/carol/grade.tap | head -n 1)
	[ -n "$first" ]
	mkdir elsewhere
	cd elsewhere
	run --separate-stderr env -i HOME="$HOME" PATH=/usr/bin:/bin bash -c "$line"
	[ "$status" -eq 1 ]
	[[ $stderr == *"${first#yut-drive:*: }"* ]]
}

@test "Gradescope: the autograder's contents, run on a good and a broken submission" {
	"$TOP/examples/grading/gradescope/make-autograder.sh" ag
	for f in setup.sh run_autograder junit2results.py yut/Makefile \
	    yut/examples/grading/grade.bats; do
		[ -f "ag/$f" ] || { echo "ag/$f missing" >&2; return 1; }
	done
	[ -x ag/setup.sh ] && [ -x ag/run_autograder ]
	if command -v zip >/dev/null; then
		unzip -l ag.zip | grep -q ' run_autograder$'
	fi
	# what setup.sh builds there, taken from this build
	cp -R "$TOP/bin" ag/yut/bin
	for who in alice carol; do
		mkdir -p "gs-$who/submission"
		cp "$who" "gs-$who/submission/a.out"
		AUTOGRADER=$PWD/gs-$who SOURCE=$PWD/ag run ag/run_autograder
		ok
	done
	n=$(grep -c '^@test ' "$TOP/examples/grading/grade.bats")
	python3 - "$n" <<'PY'
import json, sys
n = int(sys.argv[1])
for who, want in (("alice", n - 2), ("carol", n - 3)):
    r = json.load(open("gs-" + who + "/results/results.json"))
    assert r["score"] == want, (who, r["score"], want)
    assert len(r["tests"]) == n, (who, len(r["tests"]))
    assert sum(t["score"] for t in r["tests"]) == r["score"]
    for t in r["tests"]:
        assert set(t) >= {"name", "score", "max_score", "output", "visibility"}, t
    skipped = [t for t in r["tests"] if t["name"].startswith("movePlayer")]
    assert all(t["max_score"] == 0 and t["output"].startswith("skipped") for t in skipped)
    failed = [t for t in r["tests"] if t["score"] < t["max_score"]]
    if who == "alice":
        assert not failed, failed
    else:
        assert [t["name"] for t in failed] == ["basic games of 2, 3 and 4 players: moves and the screen"], failed
        assert "[screen] the turn line names player 4" in failed[0]["output"]
        assert not failed[0]["output"].startswith("(")
PY
	# a submission that does not build scores 0 and says why
	mkdir -p dan/submission
	echo 'int main() { return x; }' >dan/submission/main.cpp
	AUTOGRADER=$PWD/dan SOURCE=$PWD/ag run ag/run_autograder
	ok
	jq -e '.score == 0 and (.output | startswith("No program"))' dan/results/results.json
	# a fault of the grader is said to be one
	script ag/yut/bin/yut-drive 'echo "yut-drive: fork: Resource temporarily unavailable" >&2; exit 2'
	AUTOGRADER=$PWD/gs-alice SOURCE=$PWD/ag run ag/run_autograder
	ok
	jq -e '(.output | startswith("grader error:")) and
	    ([.tests[] | select(.output | startswith("grader error: session start: yut-drive: fork:"))] | length) > 0' \
	    gs-alice/results/results.json
}

@test "grade-class.sh -H: a class spread over two machines by GNU parallel" {
	command -v parallel >/dev/null || skip "GNU parallel is not installed"
	# two machines, m1 and m2, each a login of its own name on localhost:
	# the command run here as ssh would run it there, with the SHELL a
	# login has (parallel's worker on the far side runs the command with
	# it, and the suite may run where SHELL is not set)
	cat >fakessh <<EOF2
#!/bin/sh
while [ \$# -gt 0 ]; do
	case \$1 in -o|-p|-l) shift 2 ;; --) shift; break ;; -*) shift ;; *) break ;; esac
done
echo "\$1" >>$PWD/used
shift
[ "\$1" != -- ] || shift
SHELL=/bin/sh exec sh -c "\$*"
EOF2
	chmod +x fakessh
	printf '1/m1\n1/m2\n' >machines
	cp alice bob
	# the PATH of a login, not bats' own helpers (which need functions
	# that sh does not pass on)
	PATH=$(tr : '\n' <<<"$PATH" | grep -v /libexec/bats | paste -sd :) \
	PARALLEL_SSH=$PWD/fakessh run --separate-stderr "$G" -j 1 -H machines \
	    alice=./alice bob=./bob carol=./carol
	[ "$status" -eq 1 ]
	is pass "$(column alice result)" alice
	is pass "$(column bob result)" bob
	is fail "$(column carol result)" carol
	for s in alice bob carol; do
		[ -s "grades/$s/grade.tap" ] && [ -s "grades/$s/report.xml" ]
	done
	# both machines graded
	[ "$(sort -u used | tr '\n' ' ')" = 'm1 m2 ' ]
}
