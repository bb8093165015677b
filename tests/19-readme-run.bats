#!/usr/bin/env bats
# 19-readme-run.bats - tests/readme-run.sh, which follows a README's
# commands in order (tests/fresh-debian.sh runs it on a fresh Debian).

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
}

@test "readme-run: indented and fenced commands in order, in one shell, with the output shown checked" {
	cat >README.md <<'EOF'
# a readme

    $ export GREETING=hello
    $ echo "$GREETING"
    hello

Some prose with `echo not-a-command` in it.

```
$ echo fenced
fenced
$ mkdir d && cd d
```

	$ pwd >../where
EOF
	run --separate-stderr bash "$TOP/tests/readme-run.sh"
	ok
	grep -qx 'readme: \[1\] export GREETING=hello' <<<"$stderr"
	grep -qx 'readme: \[4\] mkdir d && cd d' <<<"$stderr"
	is 'readme: all 5 commands ran' "${stderr_lines[-1]}" 'last line'
	[ "$(cat where)" = "$PWD/d" ]
	! grep -q not-a-command <<<"$stderr" || false
}

@test "readme-run: the first command that fails, or prints other than shown, stops the run and is named" {
	printf '    $ true\n    $ false\n    $ touch reached\n' >README.md
	run --separate-stderr bash "$TOP/tests/readme-run.sh"
	[ "$status" -eq 1 ]
	is 'readme: FAILED at [2] false: exit 1' "${stderr_lines[-1]}" 'the failure'
	[ ! -e reached ]
	printf '    $ echo one\n    two\n    $ touch reached\n' >README.md
	run --separate-stderr bash "$TOP/tests/readme-run.sh"
	[ "$status" -eq 1 ]
	is 'readme: FAILED at [1] echo one: the README shows: two; it printed: one' \
	    "${stderr_lines[-1]}" 'the difference'
	[ ! -e reached ]
}

@test "readme-run: -q skips the suite, -f starts later, -r hands the root line over" {
	printf '    $ make check\n    $ touch one\n    $ touch two\n' >README.md
	run --separate-stderr bash "$TOP/tests/readme-run.sh" -f 3
	ok
	[ ! -e one ] && [ -e two ]
	run --separate-stderr bash "$TOP/tests/readme-run.sh" -q
	ok
	grep -qx 'readme: \[1\] make check: skipped (-q)' <<<"$stderr"
	[ -e one ]
	cat >README.md <<'EOF'
    $ sh -c 'echo "x: missing tmux; as root, run:"; echo "apt-get install tmux"; exit 2' >&2
    $ touch after
EOF
	run --separate-stderr bash "$TOP/tests/readme-run.sh" -r rootline
	[ "$status" -eq 3 ]
	is $'1\napt-get install tmux' "$(cat rootline)" 'the root line'
	[ ! -e after ]
	# the games read their scripted answers; other commands read nothing
	printf '    $ cat\n' >README.md
	run --separate-stderr bash "$TOP/tests/readme-run.sh"
	ok
}
