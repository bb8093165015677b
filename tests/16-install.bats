#!/usr/bin/env bats
# 16-install.bats - make install puts the programs and the manuals in place.

load helper

setup() {
	DEST=$BATS_TEST_TMPDIR/dest
}

@test "make install PREFIX=/usr DESTDIR=... installs programs and man pages" {
	run make -C "$TOP" install PREFIX=/usr DESTDIR="$DEST"
	[ "$status" -eq 0 ]
	for p in yut-new yut-throw yut-move yut-render; do
		[ -x "$DEST/usr/bin/$p" ]
		[ -f "$DEST/usr/share/man/man1/$p.1" ]
	done
	[ -f "$DEST/usr/share/man/man5/yut-state.5" ]
	[ -f "$DEST/usr/share/man/man7/yut.7" ]
	run "$DEST/usr/bin/yut-new" 2
	[ "$status" -eq 0 ]
	[ "$output" = 'yut1 rules=basic turn=0 throws=1 hand= p0=0,0,0,0 p1=0,0,0,0' ]
}

@test "the installed manual pages format" {
	need man groff
	make -C "$TOP" install PREFIX=/usr DESTDIR="$DEST" >/dev/null
	for page in man1/yut-new.1 man1/yut-throw.1 man1/yut-move.1 \
	    man1/yut-render.1 man5/yut-state.5 man7/yut.7; do
		run bash -c "MANWIDTH=80 man -l '$DEST/usr/share/man/$page' 2>&1 | cat"
		[ "$status" -eq 0 ]
		grep -q NAME <<<"$output"
		grep -q SYNOPSIS <<<"$output" || [ "$page" = man5/yut-state.5 ] || [ "$page" = man7/yut.7 ]
	done
}

@test "make uninstall removes what install put there" {
	make -C "$TOP" install PREFIX=/usr DESTDIR="$DEST" >/dev/null
	run make -C "$TOP" uninstall PREFIX=/usr DESTDIR="$DEST"
	[ "$status" -eq 0 ]
	[ -z "$(find "$DEST" -type f)" ]
}
