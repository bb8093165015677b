#!/usr/bin/env bats
# 52-drive-hostile.bats - yut-drive against programs that try to stay
# behind, escape its process group, outlive a kill of yut-drive, write
# its transcript, or drive the grader's terminal through their output.

load helper
load drive

setup() {
	cd "$BATS_TEST_TMPDIR"
	mkdir tmp
	export TMPDIR=$BATS_TEST_TMPDIR/tmp
}

# Whatever a failed test left running is killed, so none stays behind.
teardown() {
	local f
	for f in "$BATS_TEST_TMPDIR"/*.pid; do
		[ -f "$f" ] && kill -KILL "$(cat "$f")" 2>/dev/null
	done
	return 0
}

# gone PIDFILE: the process of PIDFILE has ended (gone, or a zombie).
gone() {
	local pid st
	pid=$(cat "$1")
	[ -n "$pid" ]
	st=$(ps -o stat= -p "$pid" || true)
	if [[ -n $st && $st != Z* ]]; then
		echo "process $pid of $1 still runs:" >&2
		ps -o pid,ppid,pgid,sid,stat,args -p "$pid" >&2
		return 1
	fi
}

# waitfor FILE: wait for FILE to exist and hold something (a hang guard
# of 5 minutes aside).
waitfor() {
	local i
	for i in $(seq 1 6000); do
		[ -s "$1" ] && return 0
		sleep 0.05
	done
	echo "$1 never came" >&2
	return 1
}

@test "yut-drive: a child in the program's group ignoring SIGHUP goes when the program ends normally" {
	# the child leaves the terminal, so the program's end is seen at once
	script p.sh "trap '' HUP; sleep 1000 </dev/null >/dev/null 2>&1 &
echo \$! >$PWD/child.pid; printf 'Choose a game to play (1, 2) : '; read a; exit 0"
	run --separate-stderr yut-drive -w 0 -t 5 -- ./p.sh
	[ "$status" -eq 2 ]
	[[ $stderr == *'exited with status 0 before the games were over'* ]]
	gone child.pid
}

@test "yut-drive: children that leave the group (setsid, setpgid, a daemon) are killed too" {
	script p.sh "setsid sleep 1000 </dev/null >/dev/null 2>&1 & echo \$! >$PWD/setsid.pid
perl -e 'setpgrp(0, 0); exec \"sleep\", \"1000\"' </dev/null >/dev/null 2>&1 &
echo \$! >$PWD/setpgid.pid
sh -c 'setsid sleep 1000 </dev/null >/dev/null 2>&1 & echo \$! >$PWD/daemon.pid'
echo 'I never ask'; exec sleep 1000"
	# (the wait counts from the start: long enough for the children to
	# be started and their pids written on a loaded machine)
	run --separate-stderr yut-drive -t 5 -- ./p.sh
	[ "$status" -eq 2 ]
	[[ $stderr == *'stopped answering'* ]]
	gone setsid.pid
	gone setpgid.pid
	gone daemon.pid
}

# killed SIGNAL: yut-drive, sent SIGNAL while its program waits, dies of
# it and leaves neither the program nor its directory.
killed() {
	script p.sh "echo \$\$ >$PWD/prog.pid; setsid sleep 1000 </dev/null >/dev/null 2>&1 &
echo \$! >$PWD/child.pid; printf 'Choose a game to play (1, 2) : '; exec sleep 1000"
	# a job of a script starts with SIGINT ignored: perl gives it back
	perl -e '$SIG{INT} = "DEFAULT"; exec @ARGV' \
	    yut-drive -w 0 -t 100 -- ./p.sh 2>err &
	echo $! >drive.pid
	waitfor child.pid
	waitfor prog.pid
	[ -n "$(ls tmp)" ]
	kill -"$1" "$(cat drive.pid)"
	st=0
	wait "$(cat drive.pid)" || st=$?
	[ "$st" -eq $((128 + $(kill -l "$1"))) ] || { echo "status $st" >&2; cat err >&2; false; }
	gone prog.pid
	gone child.pid
	[ -z "$(ls tmp)" ] || { echo "left behind:" >&2; ls -l tmp >&2; false; }
}

@test "yut-drive: killed by SIGTERM, it kills the program and removes its directory" {
	killed TERM
}

@test "yut-drive: killed by SIGINT (^C), it kills the program and removes its directory" {
	killed INT
}

@test "yut-drive: killed by SIGHUP, it kills the program and removes its directory" {
	killed HUP
}

@test "yut-drive: killed by SIGKILL, its program dies with it" {
	# (the hangup of its terminal would not stop it)
	script p.sh "trap '' HUP; echo \$\$ >$PWD/prog.pid; printf 'Choose a game to play (1, 2) : '; exec sleep 1000"
	yut-drive -w 0 -t 100 -- ./p.sh 2>err &
	echo $! >drive.pid
	waitfor prog.pid
	kill -KILL "$(cat drive.pid)"
	wait "$(cat drive.pid)" || true
	# the parent-death signal comes at once; wait for the end it brings
	for i in $(seq 1 3000); do
		gone prog.pid 2>/dev/null && break
		sleep 0.1
	done
	gone prog.pid
	rm -rf tmp/yut-drive.*	# what SIGKILL leaves
}

@test "yut-drive: a transcript it cannot write (-o /dev/full) still kills the program and removes its directory" {
	script p.sh "echo \$\$ >$PWD/prog.pid; setsid sleep 1000 </dev/null >/dev/null 2>&1 &
echo \$! >$PWD/child.pid; yes 'Yunnori for ever' | head -c 200000; exec sleep 1000"
	run --separate-stderr yut-drive -t 10 -o /dev/full -- ./p.sh
	[ "$status" -eq 2 ]
	# at once: the first write that fails ends the run, and says so once
	[ "$stderr" = 'yut-drive: write /dev/full: No space left on device' ]
	gone prog.pid
	gone child.pid
	[ -z "$(ls tmp)" ]
}

@test "yut-drive: the program has no descriptor but its terminal: the transcript cannot be rewritten" {
	# the descriptors of the program (bash: its script, and the file
	# its output goes to for the listing, are its own)
	script p.sh "exec bash -c 'ls -l /proc/\$\$/fd >$PWD/fds'"
	exec 7>>open.txt	# one of ours, open for writing
	run --separate-stderr yut-drive -t 5 -o t.txt -- ./p.sh
	exec 7>&-
	[ "$status" -eq 2 ]
	grep -q ' 0 -> /dev/pts/' fds
	run grep -v -e ' -> /dev/pts/' -e ' -> /dev/tty' -e "-> $PWD/fds\$" -e '^total' fds
	[ -z "$output" ] || { echo "descriptors the program had:" >&2; echo "$output" >&2; false; }
}

@test "yut-drive: every file of the library is opened close-on-exec" {
	# a source check: each open(2) and fopen(3) call of the library, up
	# to its ';', asks for O_CLOEXEC or "e" (but the pty's slave, which
	# becomes the program's terminal, and yut-solve's table, which no
	# spawning program opens)
	run perl -0ne 'while (/[^_\w](f?open\((?:[^;"]|"[^"]*")*)/g) {
		my $c = $1; $c =~ s/\s+/ /g; print "$ARGV: $c\n" }' \
	    "$TOP"/libcore/common/*.c "$TOP"/libcore/{game,search,solve,bots,grade,play}/*.c
	[ "$status" -eq 0 ]
	[ -n "$output" ]
	while IFS= read -r l; do
		case $l in
		*O_CLOEXEC* | *'"re"'* | *'"we"'*) ;;
		*pty.c:*'open(slave'*) ;;
		*) echo "not close-on-exec: $l" >&2; false ;;
		esac
	done <<<"$output"
}

# The first "[1]" of yut-play's screens with SO, BEL, a C1 CSI in UTF-8
# and raw, an ESC-less CSI and a DCS ... ST in it.
hostile_play() {
	script p.sh 'yut-play -s 1 --color=never "$@" | perl -e '\''$| = 1;
while (sysread(STDIN, $b, 65536)) {
	$done or $done = $b =~ s/\[1\]/[\x0e\x07\xc2\x9b\x9b[31m\x1bP1q\x1b\\]/;
	print $b;
}'\'
}

# clean TEXT: TEXT has no control byte but newline and tab, no DEL, no
# byte of 0x80 to 0x9f standing alone, and shows the SO quoted.
clean() {
	local bad
	bad=$(LC_ALL=C tr -d '\n\t\040-\176' <<<"$1" | od -An -c)
	if [ -n "$bad" ]; then
		echo "raw bytes reach the terminal:$bad" >&2
		printf '%s\n' "$1" >&2
		return 1
	fi
	[[ $1 == *'\016\007\302\233\233[31m'* ]]
}

@test "yut-drive and yut-referee quote the control bytes of the lines they show" {
	hostile_play
	run --separate-stderr yut-drive -w 0 -p 2 -k 1 -s 1 -t 10 -o t.txt -- ./p.sh
	[ "$status" -eq 1 ]
	clean "$stderr"
	grep -q $'\x0e' t.txt	# the transcript itself is kept as it came
	run --separate-stderr yut-referee -k t.txt
	[ "$status" -eq 1 ]
	clean "$output"
}
