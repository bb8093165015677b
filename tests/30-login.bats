#!/usr/bin/env bats
# 30-login.bats - yut-login: checking passwords (plain and crypt(3) hashes,
# the same answer for an unknown ID and a wrong password), adding users,
# and a users file with bad lines in it.

load helper

# Hashes of "sheep42" (SHA-512) and "cow-7.x" (yescrypt).
H6='$6$DRIJtPbFUOfxFoCx$IYdNayMScDAXOqtmNFfiuipD2KPbNJakUsD82JRn.5zymuXuh5QJZKKGPaOg8BJ4UN44Fs102X.ZhAjJmop2D/'
HY='$y$j9T$5mV86NZu4NsO5qAkIaL5Q.$Pvw1LzAx/dgmi.gQWSEprexuOEYor2H5LIyCLhQkU./'

setup() {
	cd "$BATS_TEST_TMPDIR"
	printf '%s\n' 'Noah 22d34h' "Olivia $H6" "Ava $HY" 'Liam pw|x' >user_info.txt
	chmod 600 user_info.txt
}

# login ID PASSWORD [ARGS...]: run yut-login with PASSWORD on stdin.
login() {
	local id=$1 pw=$2
	shift 2
	run --separate-stderr yut-login "$@" "$id" <<<"$pw"
}

# succeeded: the last login succeeded with the one line of the assignment.
succeeded() {
	ok
	[ "$output" = "Login Succeed!" ]
	[ -z "$stderr" ]
}

# failed: the last login failed with the words of the assignment.
failed() {
	refused 1
	[ "$stderr" = "yut-login: Login Failed!" ]
}

@test "a plain password logs in" {
	login Noah 22d34h
	succeeded
	login Liam 'pw|x'
	succeeded
}

@test "SHA-512 and yescrypt hashes log in" {
	login Olivia sheep42
	succeeded
	login Ava cow-7.x
	succeeded
}

@test "a wrong password and an unknown ID get the same answer" {
	local id pw
	for id in Noah Olivia Ava Nobody; do
		for pw in wrong 22d34h22 '' 'sheep42 ' x; do
			login "$id" "$pw"
			failed
		done
	done
	# a hash typed as a password is not the password
	login Olivia "$H6"
	failed
	login 'no such id!' 22d34h
	failed
}

@test "-a adds a hashed user who can then log in" {
	cp user_info.txt before
	login Sophia 'sun&moon' -a
	ok
	[ -z "$output" ]
	[ "$(wc -l <user_info.txt)" -eq 5 ]
	head -n 4 user_info.txt | cmp - before
	run awk '$1 == "Sophia" { print $2 }' user_info.txt
	[[ $output == '$y$'* || $output == '$6$'* ]]
	run grep -c 'sun&moon' user_info.txt
	[ "$output" = 0 ]
	login Sophia 'sun&moon'
	succeeded
	login Sophia 'sun&mooN'
	failed
}

@test "-a creates a missing users file, readable by its owner only" {
	rm user_info.txt
	login Mia 'tiger.9' -a
	ok
	[ "$(stat -c %a user_info.txt)" = 600 ]
	login Mia 'tiger.9'
	succeeded
}

@test "-a refuses an ID that exists, even with a plain password" {
	cp user_info.txt before
	for id in Noah Olivia Ava Liam; do
		login "$id" newpass -a
		refused 1
		[[ $stderr == *"user $id exists"* ]]
	done
	cmp user_info.txt before
}

@test "-a refuses bad IDs and passwords, and leaves the file alone" {
	cp user_info.txt before
	for id in '' 'has space' 'a|b' 'x:y' "$(printf 'a%.0s' {1..33})"; do
		login "$id" fine -a
		refused 2
	done
	login Mia 'two words' -a
	refused 2
	[[ $stderr == *space* ]]
	login Mia 'bar|bar' -a
	refused 2
	login Mia '' -a
	refused 2
	login Mia "$(printf 'p%.0s' {1..257})" -a
	refused 2
	printf 'Mia\tx\n' >tab
	run --separate-stderr yut-login -a Mia <tab
	refused 2
	cmp user_info.txt before
}

@test "a password of 256 bytes is accepted, 257 is not" {
	local long
	long=$(printf 'p%.0s' {1..256})
	login Mia "$long" -a
	ok
	login Mia "$long"
	succeeded
	login Mia "${long}p"
	refused 2
	[[ $stderr == *"longer than 256"* ]]
}

@test "CRLF line ends are accepted and kept" {
	printf 'Noah 22d34h\r\nAva %s\r\n' "$HY" >user_info.txt
	chmod 600 user_info.txt
	cp user_info.txt before
	login Noah 22d34h
	succeeded
	login Ava cow-7.x
	succeeded
	login Mia 'tiger.9' -a
	ok
	head -c "$(wc -c <before)" user_info.txt | cmp - before
	login Mia 'tiger.9'
	succeeded
}

@test "over-long, NUL and malformed lines are skipped, reported and kept" {
	{
		printf 'Noah 22d34h\n'
		printf 'Long %s\n' "$(printf 'x%.0s' {1..5000})"
		printf 'Nul ab\0cd\n'
		printf 'nospace\n'
		printf 'Two  spaces\n'
		printf 'Bad! id\n'
		printf 'Hash $zz$nonsense\n'
		printf '\n'
		printf 'Olivia %s\n' "$H6"
	} >user_info.txt
	chmod 600 user_info.txt
	cp user_info.txt before
	login Olivia sheep42
	ok
	[ "$output" = "Login Succeed!" ]
	[[ $stderr == *"user_info.txt:2: line longer than 4096 bytes"* ]]
	[[ $stderr == *"user_info.txt:3: NUL byte"* ]]
	[[ $stderr == *"user_info.txt:4:"* ]]
	[[ $stderr == *"user_info.txt:5:"* ]]
	[[ $stderr == *"user_info.txt:6:"* ]]
	[[ $stderr == *"user_info.txt:7:"* ]]
	[[ $stderr != *"user_info.txt:8:"* ]]
	login Nul abcd
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	[ "${stderr##*$'\n'}" = "yut-login: Login Failed!" ]
	login Hash '$zz$nonsense'
	[ "$status" -eq 1 ]
	[ "${stderr##*$'\n'}" = "yut-login: Login Failed!" ]
	login Mia 'tiger.9' -a
	ok
	head -c "$(wc -c <before)" user_info.txt | cmp - before
	[ "$(tail -n 1 user_info.txt | cut -d' ' -f1)" = Mia ]
}

@test "a last line without a newline stays whole when a user is added" {
	printf 'Noah 22d34h' >user_info.txt
	chmod 600 user_info.txt
	login Mia 'tiger.9' -a
	ok
	[ "$(head -n 1 user_info.txt)" = "Noah 22d34h" ]
	login Noah 22d34h
	succeeded
	login Mia 'tiger.9'
	succeeded
}

@test "a users file readable by group or others is warned about" {
	chmod 640 user_info.txt
	login Noah 22d34h
	[ "$status" -eq 0 ]
	[ "$output" = "Login Succeed!" ]
	[[ $stderr == *"user_info.txt is readable by group or others"* ]]
	chmod 604 user_info.txt
	login Noah wrong
	[ "$status" -eq 1 ]
	[[ $stderr == *"readable by group or others"* ]]
	[[ $stderr == *"Login Failed!"* ]]
	chmod 600 user_info.txt
	login Noah 22d34h
	succeeded
}

@test "-u and YUT_USERS choose the users file" {
	mkdir d
	mv user_info.txt d/users
	login Noah 22d34h -u d/users
	succeeded
	YUT_USERS=d/users login Noah 22d34h
	succeeded
	YUT_USERS=d/users login Noah 22d34h -u nowhere
	refused 2
	[[ $stderr == "yut-login: open nowhere: No such file or directory" ]]
	login Noah 22d34h
	refused 2
	[[ $stderr == *"open user_info.txt:"* ]]
}

@test "no password on input is an error" {
	run --separate-stderr yut-login Noah </dev/null
	refused 2
	[[ $stderr == *"no password"* ]]
	printf '22d34h\0\n' >nul
	run --separate-stderr yut-login Noah <nul
	refused 2
}

@test "usage, -h and --version" {
	run --separate-stderr yut-login -h
	ok
	[[ $output == "usage: yut-login "* ]]
	run --separate-stderr yut-login --version
	ok
	[[ $output == "yut-login "[0-9]* ]]
	run --separate-stderr yut-login
	refused 2
	[[ $stderr == "usage: yut-login "* ]]
	run --separate-stderr yut-login Noah Liam
	refused 2
	run --separate-stderr yut-login -x Noah
	refused 2
}

@test "-a with several users adds all of them or none" {
	cp user_info.txt before
	# a bad second password: nobody is added, not even the first
	run --separate-stderr yut-login -a Mia Zoe <<<$'tiger.9\ntwo words'
	refused 2
	[[ $stderr == *space* ]]
	cmp user_info.txt before
	# an ID that exists, after one that does not: nobody is added
	run --separate-stderr yut-login -a Mia Liam <<<$'tiger.9\nfine'
	refused 1
	[ "$stderr" = "yut-login: user Liam exists in user_info.txt; nobody was added" ]
	cmp user_info.txt before
	# an ID named twice
	run --separate-stderr yut-login -a Mia Mia <<<$'tiger.9\nfine'
	refused 1
	[[ $stderr == *"ID Mia given twice"* ]]
	cmp user_info.txt before
	# the same line again, mended, adds both
	run --separate-stderr yut-login -a Mia Zoe <<<$'tiger.9\nz0e'
	ok
	[ "$(tail -n 2 user_info.txt | cut -d ' ' -f 1 | paste -sd ' ')" = 'Mia Zoe' ]
	login Zoe z0e
	succeeded
}

# on_tty COMMAND: run COMMAND in a terminal (script(1)), stdin typed into it.
on_tty() {
	run --separate-stderr script -qec "$1; echo \"[exit \$?]\"" /dev/null
}

@test "-a on a terminal asks again when the two passwords differ, as passwd does" {
	need script
	cp user_info.txt before
	# Mia's retype differs once, then agrees; Zoe's at once
	on_tty 'yut-login -a Mia Zoe' <<<$'tiger.9\ntiger.8\ntiger.9\ntiger.9\nz0e\nz0e'
	grep -q '^\[exit 0\]' <<<"$output"
	[ "$(grep -c 'Sorry, passwords do not match; try again.' <<<"$output")" -eq 1 ]
	[ "$(grep -c '^Retype PASSWORD of Mia : ' <<<"$output")" -eq 2 ]
	login Mia tiger.9
	succeeded
	login Zoe z0e
	succeeded
	# three pairs that differ: refused, and nobody added
	cp before user_info.txt
	on_tty 'yut-login -a Mia Zoe' <<<$'a1\nb1\na2\nb2\na3\nb3\nz0e\nz0e'
	grep -q '^\[exit 1\]' <<<"$output"
	grep -q 'yut-login: the passwords differ; nobody was added' <<<"$output"
	! grep -q 'PASSWORD of Zoe' <<<"$output" || false
	cmp user_info.txt before
}
