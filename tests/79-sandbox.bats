#!/usr/bin/env bats
# 79-sandbox.bats - a student's program that attacks its grader, under
# yut-drive --sandbox, as root and as an ordinary user: it cannot remount
# and write outside, read the grader's secrets or results, see the
# grader's environment, or fake its grade; a zombie storm neither fills
# the process table nor holds the end; whatever it leaves in its
# directory goes, however deep.

load helper
load drive

setup() {
	cd "$BATS_TEST_TMPDIR"
	chmod 755 "$BATS_TEST_TMPDIR"
}

# What a failed test left: its class, a yut-drive it started, a storm.
teardown() {
	[ -z "${SECRET_DIR-}" ] || rm -rf "$SECRET_DIR"
	[ ! -f "$BATS_TEST_TMPDIR/drive.pid" ] ||
	    kill -TERM "$(cat "$BATS_TEST_TMPDIR/drive.pid")" 2>/dev/null
	pkill -KILL -f "$BATS_TEST_TMPDIR/.*storm.sh" 2>/dev/null
	return 0
}

# sandboxes: skip unless bwrap can make namespaces here.
sandboxes() {
	command -v bwrap >/dev/null || skip "bwrap (bubblewrap) is not installed"
	bwrap --unshare-all --ro-bind / / true 2>/dev/null ||
	    skip "bwrap cannot make namespaces here: $(bwrap --unshare-all --ro-bind / / true 2>&1 | head -n 1)"
}

# whos: who the tests run as: root (when we are root) and an ordinary
# user, nobody through setpriv when we are root, ourselves when we are
# not.  as WHO: AS, the command prefix that runs as WHO, and DRIVE, the
# yut-drive WHO can run (after class).
whos() {
	if [ "$(id -u)" -ne 0 ]; then
		echo user
	elif command -v setpriv >/dev/null; then
		echo root user
	else
		echo root
	fi
}
as() {
	AS=()
	DRIVE=$(command -v yut-drive)
	if [ "$1" = user ] && [ "$(id -u)" -eq 0 ]; then
		AS=(setpriv --reuid=65534 --regid=65534 --clear-groups)
		# the clone may be root's own (/root/yut, mode 700): a copy
		if ! "${AS[@]}" test -x "$DRIVE"; then
			mkdir -p "$SECRET_DIR/bin"
			cp "$DRIVE" "$SECRET_DIR/bin/"
			chmod -R a+rX "$SECRET_DIR/bin"
			DRIVE=$SECRET_DIR/bin/yut-drive
		fi
	fi
}

# A class laid out as a grader has it, outside /tmp: the grader's home
# with a key, the output of a grade with alice's results, bob's
# directory, and carol's, whose program runs.
class() {
	SECRET_DIR=$(mktemp -d /var/tmp/yut-sandbox.XXXXXX)
	chmod 755 "$SECRET_DIR"
	mkdir -p "$SECRET_DIR/home/.ssh" "$SECRET_DIR/out/alice/transcripts" \
	    "$SECRET_DIR/students/bob" "$SECRET_DIR/students/carol"
	echo "KEY-OF-THE-TA" >"$SECRET_DIR/home/.ssh/id_ed25519"
	echo "not ok 1 ALICE-RESULT" >"$SECRET_DIR/out/alice/grade.tap"
	echo "BOB-PROGRAM" >"$SECRET_DIR/students/bob/a.out"
	chmod -R a+rwX "$SECRET_DIR"
	CAROL=$SECRET_DIR/students/carol
}

@test "--sandbox: no capabilities and no remount, as root and as a user, so nothing outside is written" {
	local who
	sandboxes
	class
	for who in $(whos); do
		as "$who"
		rm -f "$CAROL/escaped" "$CAROL/report"
		script "$CAROL/remount.sh" "
{
grep '^CapEff:' /proc/self/status
mount -o remount,bind,rw / && echo 'remounted /'
mount -o remount,bind,rw $CAROL && echo 'remounted its directory'
echo out >$CAROL/escaped && echo 'wrote outside'
unshare -U -r true 2>/dev/null && echo 'made a user namespace'
} >report 2>/dev/null
exit 0"
		run --separate-stderr "${AS[@]}" env HOME="$SECRET_DIR/home" \
		    "$DRIVE" --sandbox -t 10 -d "$CAROL/run" -- \
		    "$CAROL/remount.sh"
		failed 2 'remount.sh exited with status 0 before the games were over'
		is "CapEff:	0000000000000000" "$(cat "$CAROL/run/report")" \
		    "what the program could do as $who"
		[ ! -e "$CAROL/escaped" ]
		rm -rf "$CAROL/run"
	done
}

@test "--sandbox: the grader's home, results and other students are not there, as root and as a user" {
	local who
	sandboxes
	class
	for who in $(whos); do
		as "$who"
		rm -f "$SECRET_DIR/out/alice/transcripts/t.txt"
		script "$CAROL/nosy.sh" "
cat $SECRET_DIR/home/.ssh/id_ed25519 $SECRET_DIR/out/alice/grade.tap \
    $SECRET_DIR/students/bob/a.out ~/.ssh/id_ed25519 2>/dev/null
ls $SECRET_DIR/students $SECRET_DIR/out $SECRET_DIR 2>/dev/null
cat /etc/shadow 2>/dev/null | head -c 40
exit 0"
		run --separate-stderr "${AS[@]}" env HOME="$SECRET_DIR/home" \
		    YUT_DRIVE_HIDE="$SECRET_DIR/out" "$DRIVE" \
		    --sandbox -t 10 -o "$SECRET_DIR/out/alice/transcripts/t.txt" \
		    -- "$CAROL/nosy.sh"
		failed 2 'nosy.sh exited with status 0 before the games were over'
		# the path to its own directory is there, nothing beside it
		if grep -E 'KEY|ALICE|BOB|alice|bob|out|home|root:' \
		    "$SECRET_DIR/out/alice/transcripts/t.txt"; then
			echo "read as $who" >&2
			return 1
		fi
	done
	# without the sandbox it reads them all: the test sees what it tests
	run --separate-stderr env HOME="$SECRET_DIR/home" yut-drive -t 10 \
	    -o "$SECRET_DIR/out/alice/transcripts/t.txt" -- "$CAROL/nosy.sh"
	grep -q KEY-OF-THE-TA "$SECRET_DIR/out/alice/transcripts/t.txt"
	grep -q ALICE-RESULT "$SECRET_DIR/out/alice/transcripts/t.txt"
	grep -q bob "$SECRET_DIR/out/alice/transcripts/t.txt"
}

@test "--sandbox: the program's own directory shows it its files, and what is hidden in it stays hidden" {
	sandboxes
	class
	mkdir "$CAROL/data" "$CAROL/out"
	echo "CAROL-DATA" >"$CAROL/data/file"
	echo "CAROL-GRADE" >"$CAROL/out/grade.tap"
	script "$CAROL/mine.sh" "
cat $CAROL/data/file $CAROL/out/grade.tap 2>/dev/null
exit 0"
	run --separate-stderr env YUT_DRIVE_HIDE="$CAROL/out" yut-drive \
	    --sandbox -t 10 -o t.txt -- "$CAROL/mine.sh"
	is "CAROL-DATA" "$(cat t.txt)" "what it read"
	# the program alone, where its directory is the grader's home
	script "$SECRET_DIR/home/prog.sh" "
cat $SECRET_DIR/home/.ssh/id_ed25519 2>/dev/null
echo ran
exit 0"
	run --separate-stderr env HOME="$SECRET_DIR/home" yut-drive \
	    --sandbox -t 10 -o t.txt -- "$SECRET_DIR/home/prog.sh"
	is "ran" "$(cat t.txt)" "what it read in the grader's home"
	# the program alone, where its directory holds its own (as /tmp
	# does): another program's directory beside it is not there
	mkdir -m 777 "$SECRET_DIR/tmp" "$SECRET_DIR/tmp/yut-drive.other"
	echo "DAVE-RUN" >"$SECRET_DIR/tmp/yut-drive.other/user_info.txt"
	script "$SECRET_DIR/tmp/peek.sh" "
cat $SECRET_DIR/tmp/yut-drive.other/user_info.txt 2>/dev/null
echo ran
exit 0"
	run --separate-stderr env TMPDIR="$SECRET_DIR/tmp" yut-drive \
	    --sandbox -t 10 -o t.txt -- "$SECRET_DIR/tmp/peek.sh"
	is "ran" "$(cat t.txt)" "what it read beside its directory"
}

@test "--sandbox: a clean environment, HOME its directory: nothing of the grader's, no faked grade" {
	local who
	sandboxes
	class
	for who in $(whos); do
		as "$who"
		mkdir -p "$SECRET_DIR/out/carol/transcripts"
		printf 'not ok 1 moves\n' >"$SECRET_DIR/out/carol/grade.tap"
		chmod -R a+rwX "$SECRET_DIR/out"
		script "$CAROL/fake.sh" '
env | sort >"$HOME/env"
pwd >"$HOME/pwd"
[ -n "$GRADE_DIR" ] && for i in 1 2 3; do echo "ok $i"; done >"$GRADE_DIR/../grade.tap"
exit 0'
		run --separate-stderr "${AS[@]}" env HOME="$SECRET_DIR/home" \
		    GRADE_DIR="$SECRET_DIR/out/carol/transcripts" \
		    TA_TOKEN=secret-of-the-ta "$DRIVE" --sandbox \
		    -t 10 -d "$CAROL/run" \
		    -o "$SECRET_DIR/out/carol/transcripts/t.txt" -- "$CAROL/fake.sh"
		failed 2 'fake.sh exited with status 0'
		is "not ok 1 moves" "$(cat "$SECRET_DIR/out/carol/grade.tap")" \
		    "the grade, as $who"
		is "HOME PATH PWD TERM" "$(sed 's/=.*//' "$CAROL/run/env" |
		    grep -v '^LC_ALL$\|^LANG$\|^SHLVL$\|^_$' | tr '\n' ' ' |
		    sed 's/ $//')" "its environment's names, as $who"
		grep -qx "HOME=$CAROL/run" "$CAROL/run/env"
		rm -rf "$CAROL/run"
	done
}

# storm DIR: a program whose descendants call setsid, fork and exit:
# 1000 orphans that end, each given to the subreaper, before it says so
# in DIR/started; then the same without end.
storm() {
	script storm.sh '
i=0
while [ $i -lt 1000 ]; do
	setsid sh -c "sh -c : & exit" </dev/null >/dev/null 2>&1
	i=$((i + 1))
done
echo started >"$1/started"
while :; do setsid sh -c "sh -c : & exit" </dev/null >/dev/null 2>&1; done'
}

# zombies PID: how many zombies wait on process PID.
zombies() {
	awk -v p="$1" '$4 == p && $3 == "Z"' /proc/[0-9]*/stat 2>/dev/null |
	    wc -l
}

# until_gone PID: wait for PID to end (a hang guard, not a timing: the
# cleanup has a deadline of its own), then that nothing of storm.sh runs.
until_gone() {
	timeout 300 tail --pid="$1" -f /dev/null
	wait "$1" || :
	if pgrep -af "$BATS_TEST_TMPDIR/.*storm.sh"; then
		echo "the storm still runs" >&2
		return 1
	fi
}

@test "yut-drive: a zombie storm is reaped as it goes, and SIGTERM ends the run, nothing left" {
	local pid k
	storm
	mkdir t
	TMPDIR=$PWD/t yut-drive -t 3600 -- ./storm.sh "$PWD" 2>err &
	pid=$!
	echo "$pid" >drive.pid
	for ((k = 0; k < 12000; k++)); do
		[ -e started ] && break
		sleep 0.05
	done
	[ -e started ]
	# the thousand orphans that ended are reaped while the run goes on
	for ((k = 0; k < 1200; k++)); do
		[ "$(zombies "$pid")" -gt 50 ] || break
		sleep 0.05
	done
	echo "zombies waiting on yut-drive: $(zombies "$pid")" >&3
	[ "$(zombies "$pid")" -le 50 ]
	kill -TERM "$pid"
	until_gone "$pid"
	is "" "$(ls -A t)" "what was left"
}

@test "--sandbox: a zombie storm ends with the run, nothing left" {
	local pid k
	sandboxes
	storm
	yut-drive --sandbox -t 3600 -d run -- ./storm.sh . 2>err &
	pid=$!
	echo "$pid" >drive.pid
	for ((k = 0; k < 12000; k++)); do
		[ -e run/started ] && break
		sleep 0.05
	done
	[ -e run/started ]
	# they are given to bwrap's init in its PID namespace, which reaps
	[ "$(zombies "$pid")" -le 50 ]
	kill -TERM "$pid"
	until_gone "$pid"
}

# pids_cgroup: skip as root unless a pids cgroup can be made here.
pids_cgroup() {
	local base
	[ "$(id -u)" -eq 0 ] || return 0
	base=$(sed -n 's/^[0-9]*:pids:\(.*\)/\1/p' /proc/self/cgroup)
	if [ -n "$base" ]; then
		base=/sys/fs/cgroup/pids$base
	else
		base=/sys/fs/cgroup$(sed -n 's/^0:://p' /proc/self/cgroup)
	fi
	mkdir "$base/yut-test.$$" 2>/dev/null ||
	    skip "root, and no pids cgroup can be made under $base"
	rmdir "$base/yut-test.$$"
}

@test "yut-drive -L nproc: processes are bounded for root too (a cgroup), and for a user (RLIMIT_NPROC)" {
	local who opt
	pids_cgroup
	class
	script "$CAROL/bomb.sh" '
perl -e "my \$n = 0; for (1 .. 200) { my \$p = fork; last unless defined \$p;
    if (\$p == 0) { sleep 100000; exit } \$n++ } print \$n" >count
exit 0'
	for opt in plain --sandbox; do
		[ "$opt" = plain ] || command -v bwrap >/dev/null || continue
		for who in $(whos); do
			as "$who"
			run --separate-stderr "${AS[@]}" \
			    "$DRIVE" ${opt#plain} -L nproc=40 \
			    -t 60 -d "$CAROL/run" -- "$CAROL/bomb.sh"
			failed 2 'bomb.sh exited with status 0'
			echo "$who, $opt: $(cat "$CAROL/run/count") processes" >&3
			[ "$(cat "$CAROL/run/count")" -lt 100 ]
			rm -rf "$CAROL/run"
		done
	done
}

@test "yut-drive: what the program leaves in its directory goes, however deep, never through a link" {
	mkdir t outside
	echo keep >outside/f
	script deep.sh "
perl -e 'for (1 .. 2500) { mkdir \"dd\" or last; chdir \"dd\" or last; \$n++ }
    open(my \$f, \">\", \"f\"); symlink(\"$PWD/outside\", \"link\");
    mkdir \"u\"; open(\$f, \">\", \"u/g\"); chmod(0, \"u\"); print \$n' >$PWD/levels
exit 0"
	run --separate-stderr env TMPDIR="$PWD/t" yut-drive -t 600 -- ./deep.sh
	failed 2 'deep.sh exited with status 0'
	is 2500 "$(cat levels)" "levels made"
	is "" "$(ls -A t)" "what was left"
	is keep "$(cat outside/f)" "the file behind the link"
}

@test "grade-class.sh -S: a student's program sees neither the class's results nor the grader's" {
	local c
	sandboxes
	class
	# the programs side by side, the results beside them: the worst case
	c=$SECRET_DIR/class
	mkdir "$c"
	script "$c/alice.out" 'exec yut-play "$@"'
	script "$c/carol.out" "
ls -R $c 2>/dev/null
cat $c/grades/alice/grade.tap $c/grades/record.txt \
    $SECRET_DIR/home/.ssh/id_ed25519 2>/dev/null
env
exit 0"
	chmod -R a+rX "$c"
	run env HOME="$SECRET_DIR/home" TA_TOKEN=secret-of-the-ta \
	    "$TOP/examples/grading/grade-class.sh" -S -j 1 -o "$c/grades" \
	    alice="$c/alice.out" carol="$c/carol.out"
	grep -q "^alice,pass," "$c/grades/grades.csv" ||
	    { echo "$output" >&2; false; }
	grep -q "^carol,fail," "$c/grades/grades.csv"
	cat "$c"/grades/carol/transcripts/*.txt >seen
	grep -q carol.out seen
	# (the empty mount points of its transcripts' directory aside)
	if grep -E 'grade\.tap|record|alice,|KEY-OF|TA_TOKEN|GRADE_DIR|^ok ' seen; then
		echo "carol's program saw the above" >&2
		return 1
	fi
}
