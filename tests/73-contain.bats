#!/usr/bin/env bats
# 73-contain.bats - untrusted programs under yut-drive: resource limits
# set and a limit hit named, the bwrap(1) sandbox (no network, only its
# directory writable), and a class graded with one command.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# script NAME BODY: an executable shell script NAME.
script() {
	printf '#!/bin/sh\n%s\n' "$2" >"$1"
	chmod +x "$1"
}

# failed STATUS REGEX: the last run exited STATUS and said REGEX on stderr.
failed() {
	if [ "$status" -ne "$1" ] || ! grep -Eq -e "$2" <<<"$stderr"; then
		echo "status $status, want $1; stderr (want /$2/):" >&2
		printf '%s\n' "$stderr" >&2
		return 1
	fi
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

@test "yut-drive -L: bad limits are refused" {
	run --separate-stderr yut-drive -L cpu -- true
	failed 2 '^yut-drive: -L: cpu is not a limit \(cpu, mem, nproc, fsize or nofile, as NAME=VALUE\)$'
	run --separate-stderr yut-drive -L disk=1 -- true
	failed 2 '^yut-drive: -L: disk=1 is not a limit'
	run --separate-stderr yut-drive -L cpu=0 -- true
	failed 2 '^yut-drive: -L: cpu: 0 is not a positive number or unlimited$'
	run --separate-stderr yut-drive -L mem=5T -- true
	failed 2 '^yut-drive: -L: mem: 5T is not a size \(a number of bytes, with K, M or G\) or unlimited$'
	run --separate-stderr yut-drive -L nofile=2K -- true
	failed 2 '^yut-drive: -L: nofile: 2K is not a positive number'
	YUT_DRIVE_LIMITS=cpu=-1 run --separate-stderr yut-drive -- true
	failed 2 '^yut-drive: YUT_DRIVE_LIMITS: cpu: -1 is not'
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
	# all it did is reported in its own directory, which -d keeps
	script nosy.sh "
echo ok >mine || echo 'cannot write its own directory' >>report
echo out >$PWD/outside/escaped 2>/dev/null && echo 'wrote outside' >>report
echo out >\$HOME/.yut-sandbox-escaped-\$\$ 2>/dev/null && echo 'wrote in HOME' >>report
echo tmp >/tmp/private 2>/dev/null || echo 'cannot write /tmp' >>report
grep -c : /proc/net/dev >ifaces
grep -v '^ *lo:' /proc/net/dev | grep -q : && echo 'a network interface' >>report
touch report; exit 0"
	run --separate-stderr yut-drive --sandbox -t 10 -d run -- ./nosy.sh
	failed 2 'nosy.sh exited with status 0 before the games were over'
	[ -f run/mine ]
	is "" "$(cat run/report)" "what the sandbox let through"
	is 1 "$(cat run/ifaces)" "network interfaces (lo only)"
	[ ! -e outside/escaped ]
	[ ! -e /tmp/private ] || [ "$(cat /tmp/private)" != tmp ]
	# outside the sandbox the same program does all of it
	run --separate-stderr yut-drive -t 10 -d run2 -- ./nosy.sh
	[ -e outside/escaped ]
	rm -f "$HOME"/.yut-sandbox-escaped-* /tmp/private
}

@test "yut-drive --sandbox: yut-play plays a whole advanced game in it" {
	sandboxes
	run --separate-stderr yut-drive --sandbox -a -n 1 -p 2 -s 3 -t 10 -- \
	    yut-play --color=never
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
