#!/usr/bin/env bats
# 54-durability.bats - a file saved is on the disk when the program says
# so: its new text is written to a file of its own and flushed, renamed
# over the old, and the directory flushed (strace shows the calls), and the
# state checks that guard what is saved hold on states built in memory.

load helper

setup() {
	need strace
	cd "$BATS_TEST_TMPDIR"
}

# durable FILE CMD...: run CMD under strace and print the steps of its
# rewrite of FILE, in the order made: "write" (the new text to a file
# beside FILE), "fsync" (that file), "rename" (it over FILE), "dirsync"
# (an fsync of FILE's directory, opened after the rename).
durable() {
	local file=$1
	shift
	# under make san: LeakSanitizer does not work under ptrace
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
	    strace -f -qq -o trace -e trace=openat,open,write,fsync,fdatasync,rename,renameat,renameat2 \
	    "$@" >/dev/null || return 1
	awk -v file="$file" -v dir="$(dirname "$file")" '
		# the pid and its call
		{ sub(/^[0-9]+ +/, "") }
		/^open(at)?\(/ && / = [0-9]+$/ {
			split($0, q, "\"")
			fd = $NF
			if (index(q[2], file ".") == 1 && /O_CREAT/) {
				tmp = q[2]; tmpfd = fd
			} else if (q[2] == dir && renamed)
				dirfd = fd
			next
		}
		/^write\(/ && tmpfd != "" && $0 ~ "^write\\(" tmpfd "," {
			if (!wrote) print "write"
			wrote = 1
		}
		/^f(data)?sync\(/ {
			split($0, a, /[(),]/)
			if (a[2] == tmpfd && wrote && !renamed)
				print "fsync"
			else if (dirfd != "" && a[2] == dirfd)
				print "dirsync"
		}
		/^rename(at2?)?\(/ && index($0, "\"" tmp "\"") &&
		    index($0, "\"" file "\"") {
			print "rename"
			renamed = 1
		}' trace | paste -sd ' '
}

@test "yut-save writes, flushes, renames, then flushes the directory" {
	local st='yut1 rules=advanced turn=0 throws=1 hand= p0=Noah:dog:0,0,0,0 p1=Liam:pig:0,0,0,0'
	run durable game_info.txt yut-save <<<"$st"
	ok
	is "write fsync rename dirsync" "$output" "steps of a new save"
	# a line replaced, in a file of another directory
	mkdir d
	cp game_info.txt d/
	run durable d/game_info.txt yut-save -f d/game_info.txt \
	    <<<"${st/turn=0/turn=1}"
	ok
	is "write fsync rename dirsync" "$output" "steps of a save replaced"
	grep -q '| 1$' d/game_info.txt
}

@test "yut-login -a writes, flushes, renames, then flushes the directory" {
	run durable user_info.txt yut-login -a -u user_info.txt Noah <<<'pw1'
	ok
	is "write fsync rename dirsync" "$output" "steps of a user added"
	grep -q '^Noah ' user_info.txt
}

@test "yut_state_check refuses a state built in memory with its pieces out of order" {
	# no parser reaches it: they sort first (tests/statecheck.c)
	run --separate-stderr "$TOP/tests/bin/statecheck"
	ok
	is "unsorted: p1: positions not ascending
sorted: ok
arrived first: p0: positions not ascending" "$output"
}
