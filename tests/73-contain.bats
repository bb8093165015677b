#!/usr/bin/env bats
# 73-contain.bats - untrusted programs under yut-drive: resource limits
# set and a limit hit named, the bwrap(1) sandbox (no network, only its
# directory writable), and a class graded with one command.

load helper
load drive

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# What a sandbox test's program wrote outside its sandbox goes.
teardown() {
	if [ -f "$BATS_TEST_TMPDIR/tok" ]; then
		rm -f "$HOME/.$(cat "$BATS_TEST_TMPDIR/tok")" \
		    "/tmp/$(cat "$BATS_TEST_TMPDIR/tok")"
	fi
	return 0
}

# limits: a program writing its limits (bash's ulimit: CPU seconds,
# address space KiB, processes, file size KiB, descriptors) to lim.
limits_program() {
	printf '#!/bin/bash\nfor o in t v u f n; do ulimit -$o; done >%s/lim\n' \
	    "$PWD" >lim.sh
	chmod +x lim.sh
}

@test "yut-drive -L: the program runs under the limits given, and generous ones by default" {
	limits_program
	unset YUT_DRIVE_LIMITS	# (make san sets it)
	run --separate-stderr yut-drive -t 5 -- ./lim.sh
	[ "$status" -eq 2 ]
	is "600 2097152" "$(sed -n '1p;2p' lim | tr '\n' ' ' | sed 's/ $//')" "cpu mem"
	is "65536 256" "$(sed -n '4p;5p' lim | tr '\n' ' ' | sed 's/ $//')" "fsize nofile"
	# processes: 256 beyond those the user runs (RLIMIT_NPROC counts them all)
	[ "$(sed -n 3p lim)" -ge 256 ]
	[ "$(sed -n 3p lim)" != unlimited ]
	run --separate-stderr yut-drive -t 5 \
	    -L cpu=7,mem=300M,nproc=50,fsize=3M,nofile=40 -- ./lim.sh
	[ "$status" -eq 2 ]
	is "7 307200" "$(sed -n '1p;2p' lim | tr '\n' ' ' | sed 's/ $//')" "cpu mem"
	is "3072 40" "$(sed -n '4p;5p' lim | tr '\n' ' ' | sed 's/ $//')" "fsize nofile"
	[ "$(sed -n 3p lim)" -ge 50 ]
	# unlimited, and the environment's defaults under -L
	YUT_DRIVE_LIMITS=cpu=9,mem=unlimited run --separate-stderr \
	    yut-drive -t 5 -L cpu=unlimited,nofile=33 -- ./lim.sh
	[ "$status" -eq 2 ]
	is "unlimited unlimited" "$(sed -n '1p;2p' lim | tr '\n' ' ' | sed 's/ $//')" "cpu mem"
	is 33 "$(sed -n 5p lim)" nofile
}

@test "yut-drive -L: a limit above the hard limit yut-drive runs under is cut to it" {
	limits_program
	run --separate-stderr bash -c 'ulimit -n 100 && exec yut-drive -t 5 -L nofile=500,cpu=7 -- ./lim.sh'
	[ "$status" -eq 2 ]
	[[ $stderr == *'lim.sh exited with status 0 before the games'* ]]
	is 100 "$(sed -n 5p lim)" nofile
	is 7 "$(sed -n 1p lim)" cpu
}

@test "yut-drive -L: bad limits are refused" {
	local what="is not a limit \\(cpu=SECONDS, mem=SIZE, nproc=N, fsize=SIZE or nofile=N; SIZE with K, M or G; or unlimited\\)$"
	for bad in cpu disk=1 cpu=0 cpu=-1 cpu=1.5 mem=5T mem=K nofile=2K \
	    nproc=99999999999999999999 cpu=1,,mem=1G; do
		run --separate-stderr yut-drive -L "$bad" -- true
		failed 2 "^yut-drive: -L: '[^']*' $what"
	done
	YUT_DRIVE_LIMITS=cpu=-1 run --separate-stderr yut-drive -- true
	failed 2 "^yut-drive: YUT_DRIVE_LIMITS: 'cpu=-1' $what"
}

@test "yut-drive -L: a program over its CPU time is killed, and the limit named" {
	script spin.sh 'while :; do :; done'
	run --separate-stderr yut-drive -t 60 -L cpu=1 -- ./spin.sh
	failed 2 'spin.sh was killed by signal [0-9]+ \(SIGXCPU, CPU time limit of 1 s exceeded\) before the games were over'
}

@test "yut-drive -L: a program writing a file over its size is killed, and the limit named" {
	script big.sh 'exec head -c 5000 /dev/zero >big'
	run --separate-stderr yut-drive -t 10 -L fsize=1K -- ./big.sh
	failed 2 'big.sh was killed by signal [0-9]+ \(SIGXFSZ, file size limit of 1 KiB exceeded\) before'
}

@test "yut-drive -L: a program that runs out of memory is killed, its use and the limit named" {
	# touch a MiB at a time until the allocation fails, then abort
	cat >eat.c <<-'EOF'
	#include <stdlib.h>
	#include <string.h>
	int main(void) { for (;;) { char *p = malloc(1 << 20); if (p == NULL) abort(); memset(p, 1, 1 << 20); } }
	EOF
	cc -o eat eat.c
	run --separate-stderr yut-drive -t 30 -L mem=64M -- ./eat
	failed 2 'eat was killed by signal 6 \(SIGABRT, at [0-9]+ MiB of its memory limit of 64 MiB\) before'
}

# sandboxes: skip unless bwrap can make namespaces here.
sandboxes() {
	command -v bwrap >/dev/null || skip "bwrap (bubblewrap) is not installed"
	bwrap --unshare-all --ro-bind / / true 2>/dev/null ||
	    skip "bwrap cannot make namespaces here: $(bwrap --unshare-all --ro-bind / / true 2>&1 | head -n 1)"
}

@test "yut-drive --sandbox: no network, and only the program's directory (and a private /tmp) writable" {
	sandboxes
	mkdir outside
	# names of this run's own in $HOME and /tmp
	tok=yut-sandbox-$$-$RANDOM$RANDOM
	echo "$tok" >"$BATS_TEST_TMPDIR/tok"
	# all it did is reported in its own directory, which -d keeps
	script nosy.sh "
echo ok >mine || echo 'cannot write its own directory' >>report
echo out >$PWD/outside/escaped 2>/dev/null && echo 'wrote outside' >>report
echo out >$HOME/.$tok 2>/dev/null
echo tmp >/tmp/$tok 2>/dev/null || echo 'cannot write /tmp' >>report
grep -c : /proc/net/dev >ifaces
grep -v '^ *lo:' /proc/net/dev | grep -q : && echo 'a network interface' >>report
touch report; exit 0"
	run --separate-stderr yut-drive --sandbox -t 10 -d run -- ./nosy.sh
	failed 2 'nosy.sh exited with status 0 before the games were over'
	[ -f run/mine ]
	is "" "$(cat run/report)" "what the sandbox let through"
	is 1 "$(cat run/ifaces)" "network interfaces (lo only)"
	[ ! -e outside/escaped ]
	# what it wrote in HOME is judged here, not in the sandbox: where HOME
	# is under /tmp, the sandbox's own /tmp holds a directory of that name
	[ ! -e "$HOME/.$tok" ]
	[ ! -e "/tmp/$tok" ]
	# outside the sandbox the same program does all of it
	run --separate-stderr yut-drive -t 10 -d run2 -- ./nosy.sh
	[ -e outside/escaped ]
	[ -e "/tmp/$tok" ]
}

@test "yut-drive --sandbox: yut-play plays a whole advanced game in it" {
	sandboxes
	run --separate-stderr yut-drive --sandbox -a -n 1 -p 2 -s 3 -t 10 -- \
	    yut-play --color=never
	ok
}

@test "yut-drive --sandbox: a program found on a PATH under /tmp, and the tools its script calls, are seen in it" {
	local d
	sandboxes
	d=$(mktemp -d /tmp/yut-sandbox.XXXXXX)
	mkdir "$d/bin" "$d/class"
	cp "$(command -v yut-play)" "$d/bin/"
	printf '#!/bin/sh\nexec yut-play "$@"\n' >"$d/class/student"
	chmod +x "$d/class/student"
	run --separate-stderr env PATH="$d/class:$d/bin:$PATH" \
	    yut-drive --sandbox -n 1 -p 2 -s 3 -t 10 -- student --color=never
	rm -rf "$d"
	ok
}

@test "yut-drive --sandbox: where bwrap cannot make namespaces, it says so and runs nothing" {
	mkdir fake
	script fake/bwrap 'echo "bwrap: No permissions to create new namespace" >&2; exit 1'
	script p.sh "touch $PWD/ran"
	PATH=$PWD/fake:$PATH run --separate-stderr yut-drive --sandbox -t 5 -- ./p.sh
	failed 2 '^yut-drive: --sandbox: bwrap cannot make a sandbox here: bwrap: No permissions to create new namespace$'
	[ ! -e ran ]
}

# ------------------------------------------------------ a class at once

# section_blocks PAGE SECTION: the literal blocks of section SECTION of
# man/PAGE, each ended by a line "--", roff escapes removed.
section_blocks() {
	sed -n "/^\\.Ss $2\$/,/^\\.S[sh] /p" "$TOP/man/$1" |
	    sed -n '/^\.Bd/,/^\.Ed/p' | sed 's/^\.Bd.*//; s/^\.Ed$/--/' |
	    sed '/^$/d; s/\\e/\\/g; s/\\&//g'
}

# block N: the N-th block of the section from section_blocks.
block() {
	awk -v n="$1" '$0 == "--" { k++; next } k == n - 1' blocks
}

@test "yut-grading(7): a class of three graded in one command as the page shows" {
	mkdir examples
	ln -s "$TOP/examples/grading" examples/grading
	section_blocks yut-grading.7 'A class in one command' >blocks
	# the synopsis is the script's usage
	run examples/grading/grade-class.sh
	[ "$status" -eq 2 ]
	is "$(block 1)" "$(sed 's/^usage: //; s/^ *//' <<<"$output")" usage
	# the class, graded
	block 2 >class.sh
	run bash class.sh
	[ "$status" -eq 1 ]	# not all passed
	# the commands shown print what the page shows
	block 3 >shown
	cmd= want=
	while IFS= read -r l; do
		if [[ $l == '$ '* ]]; then
			if [ -n "$cmd" ]; then
				is "$want" "$(eval "$cmd")" "$cmd"
			fi
			cmd=${l#'$ '} want=
		else
			want+=${want:+$'\n'}$l
		fi
	done <shown
	is "$want" "$(eval "$cmd")" "$cmd"
	# a column per test of grade.bats, after student, result, score,
	# max, message
	n=$(grep -c '^@test ' "$TOP/examples/grading/grade.bats")
	for s in alice bob carol; do
		[ "$(grep -c '^\(not \)\{0,1\}ok ' "grades/$s/grade.tap")" -eq "$n" ]
		grep -q '<testsuite name="grade.bats" tests="'"$n"'"' "grades/$s/report.xml"
	done
	grep -q ' failures="0"' grades/alice/report.xml
	! grep -q ' failures="0"' grades/bob/report.xml || false
	! grep -q ' failures="0"' grades/carol/report.xml || false
	# each bug costs other points, and the first message names it
	row() { S=$1 perl -ne 'chomp; my @f;
		while (/\G(?:"((?:[^"]|"")*)"|([^,"]*))(,|$)/gc) {
			push @f, defined $1 ? $1 =~ s/""/"/gr : $2;
			last if $3 eq "";
		}
		print map("$_\n", @f) if $f[0] eq $ENV{S}' grades/grades.csv; }
	[ "$(row alice | wc -l)" -eq $((n + 5)) ]
	! row alice | grep -qx fail || false
	[ "$(row bob | tail -n +6 | tr '\n' ' ')" != "$(row carol | tail -n +6 | tr '\n' ' ')" ]
	[[ $(row bob | sed -n 5p) == transcripts/*.txt:[0-9]*': ['* ]]
	[[ $(row carol | sed -n 5p) == transcripts/basic[34].txt:*'names player 4'* ]]
	grep -q 'Login succeeded' grades/bob/transcripts/animals.txt
}

@test "grade-class.sh: bad students and options are refused before anything runs" {
	g=$TOP/examples/grading/grade-class.sh
	run "$g" -j 0 a=yut-play
	[ "$status" -eq 2 ]
	[[ $output == *'-j: 0 is not a number of jobs'* ]]
	run "$g" yut-play
	[ "$status" -eq 2 ]
	[[ $output == *'yut-play: not student=program'* ]]
	run "$g" ../x=yut-play
	[ "$status" -eq 2 ]
	[[ $output == *"../x: a student's name is"* ]]
	run "$g" a=yut-play a=yut-play
	[ "$status" -eq 2 ]
	[[ $output == *'a: named twice'* ]]
	run "$g" a=./no-such-program
	[ "$status" -eq 2 ]
	[[ $output == *'no-such-program: not an executable file'* ]]
	mkdir -p grades/a
	run "$g" a=yut-play
	[ "$status" -eq 2 ]
	[[ $output == *'grades/a exists: grade into a new directory'* ]]
	[ ! -e grades/grades.csv ]
}

@test "grade-class.sh -S: the class graded in the sandbox" {
	sandboxes
	# a student's program that writes outside its directory first
	script nosy "touch $PWD/escaped 2>/dev/null; exec yut-play \"\$@\""
	run "$TOP/examples/grading/grade-class.sh" -S -o out alice=./nosy
	[ "$status" -eq 0 ]
	grep -qx 'alice,pass,9,9,,.*' out/grades.csv
	[ ! -e escaped ]
	# without -S it could
	run "$TOP/examples/grading/grade-class.sh" -o out2 alice=./nosy
	[ "$status" -eq 0 ]
	[ -e escaped ]
}

@test "grade-class.sh -L: the limits added to YUT_DRIVE_LIMITS reach every yut-drive" {
	limits_program
	YUT_DRIVE_LIMITS=nofile=50,cpu=9 run "$TOP/examples/grading/grade-class.sh" \
	    -L cpu=7 -o out a=./lim.sh
	[ "$status" -eq 1 ]	# it asks nothing: it fails
	is 7 "$(sed -n 1p lim)" cpu
	is 50 "$(sed -n 5p lim)" nofile
}
