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
