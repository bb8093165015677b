# man-examples.awk - split the EXAMPLES section of an mdoc page into the
# commands it shows and the output it promises, for 17-example.bats.
#
# Writes into the directory dir (-v dir=...): N.cmd, the text of the N-th
# command (the "$ " taken off; continuation lines kept), and N.out, the
# output printed under it, when the page shows any.  A literal block with
# no "$ " line is a script and becomes one command.  The escapes used in
# the pages are turned into the characters they stand for.

function unescape(s) {
	gsub(/\\\[u25A1\]/, "\342\226\241", s)
	gsub(/\\\[u25A0\]/, "\342\226\240", s)
	gsub(/\\\(dq/, "\"", s)
	gsub(/\\&/, "", s)
	gsub(/\\-/, "-", s)
	gsub(/\\e/, "\\", s)
	return s
}

# complete(s): whether s is a whole shell command (bash -n accepts it and
# it does not end in a backslash or a pipe).
function complete(s,    f, rc) {
	if (s ~ /(\\|\||&&)[ \t]*$/)
		return 0
	f = dir "/check.sh"
	printf "%s\n", s > f
	close(f)
	rc = system("bash -n '" f "' 2>/dev/null")
	return rc == 0
}

function flush_script() {
	if (script != "") {
		n++
		printf "%s", script > (dir "/" n ".cmd")
		close(dir "/" n ".cmd")
	}
	script = ""
}

/^\.Sh / { inex = ($2 == "EXAMPLES"); next }
!inex { next }
/^\.Dl / {
	line = unescape(substr($0, 5))
	if (line ~ /^\$ /) {
		n++
		printf "%s\n", substr(line, 3) > (dir "/" n ".cmd")
		close(dir "/" n ".cmd")
	}
	next
}
/^\.Bd / { inblock = 1; cmd = ""; incmd = 0; prompts = 0; script = ""; next }
/^\.Ed/ {
	if (!prompts)
		flush_script()
	inblock = 0
	next
}
!inblock { next }
{
	line = unescape($0)
	if (incmd) {
		cmd = cmd "\n" line
		if (complete(cmd)) {
			incmd = 0
			printf "%s\n", cmd > (dir "/" n ".cmd")
			close(dir "/" n ".cmd")
		}
		next
	}
	if (line ~ /^\$ /) {
		prompts = 1
		n++
		cmd = substr(line, 3)
		if (complete(cmd)) {
			printf "%s\n", cmd > (dir "/" n ".cmd")
			close(dir "/" n ".cmd")
		} else
			incmd = 1
		next
	}
	if (prompts) {
		printf "%s\n", line >> (dir "/" n ".out")
		close(dir "/" n ".out")
	} else
		script = script line "\n"
}
