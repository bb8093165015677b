# drive.bash - shared by the tests of yut-drive (71, 52, 73): programs
# written on the spot, and the check of a run that must fail.

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

# build_broken ENTRY...: for each ENTRY "name|file|sed script[|...]", a
# yut-play built once into $BATS_FILE_TMPDIR/name from a copy of the built
# tree with file patched by the script, so only that file is compiled
# again (the script holds no "|"); file may be several, joined by "+",
# each patched by the same script; a patch that no longer applies to one
# of them, or does not build, says so.
build_broken() {
	local b name files file script
	for b in "$@"; do
		IFS='|' read -r name files script _ <<<"$b"
		mkdir "$BATS_FILE_TMPDIR/$name"
		cp -Rp "$TOP/Makefile" "$TOP/cmd" "$TOP/libcore" "$BATS_FILE_TMPDIR/$name/"
		[ -d "$TOP/bin" ] && cp -Rp "$TOP/bin" "$BATS_FILE_TMPDIR/$name/"
		for file in ${files//+/ }; do
			sed -i "$script" "$BATS_FILE_TMPDIR/$name/$file"
			if cmp -s "$TOP/$file" "$BATS_FILE_TMPDIR/$name/$file"; then
				echo "broken build $name: the patch no longer applies to $file" >&2
				return 1
			fi
		done
		make -s -C "$BATS_FILE_TMPDIR/$name" bin/yut-play \
		    >"$BATS_FILE_TMPDIR/$name.log" 2>&1 || {
			echo "broken build $name does not build:" >&2
			cat "$BATS_FILE_TMPDIR/$name.log" >&2
			return 1
		}
	done
}

# lost TEST...: the last grade (grade.bats' TAP in $output) failed exactly
# the TESTs named, the others passed (or were skipped).
lost() {
	local want got
	want=$(printf '%s\n' "$@" | sort)
	got=$(sed -n 's/^not ok [0-9]* //p' <<<"$output" | sort)
	if [ "$got" != "$want" ]; then
		echo "failed tests:" >&2
		printf '  %s\n' "$got" >&2
		echo "want:" >&2
		printf '  %s\n' "$want" >&2
		printf '%s\n' "$output" >&2
		return 1
	fi
}

# played: every session of the last grade was played to the end.
played() {
	if grep -q 'could not be played to the end' <<<"$output"; then
		echo "a session was not played to the end" >&2
		return 1
	fi
}
