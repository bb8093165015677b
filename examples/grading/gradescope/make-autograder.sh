#!/usr/bin/env bash
# make-autograder.sh - the contents of Gradescope's autograder zip, from
# the toolkit this file sits in; see yut-grading(7).
#
#	make-autograder.sh dir
#
# Writes into DIR (made, and empty) setup.sh, run_autograder,
# junit2results.py and yut/, the toolkit's sources and grade.bats; and,
# when zip(1) is on PATH, DIR.zip of them, ready to upload.
set -eu
me=make-autograder.sh
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
[ $# -eq 1 ] || { echo "usage: $me dir" >&2; exit 2; }
dir=$1
if [ -e "$dir" ] && [ -n "$(ls -A "$dir")" ]; then
	echo "$me: $dir exists and is not empty" >&2
	exit 2
fi
mkdir -p "$dir/yut/examples"
cp "$here/setup.sh" "$here/run_autograder" "$here/junit2results.py" "$dir/"
cp -R "$top/Makefile" "$top/cmd" "$top/libcore" "$dir/yut/"
cp -R "$top/examples/grading" "$dir/yut/examples/"
# no objects or libraries of this machine: setup.sh builds them there
find "$dir/yut" \( -name '*.o' -o -name '*.a' \) -exec rm -f {} +
if command -v zip >/dev/null; then
	dir=$(cd "$dir" && pwd)
	rm -f "$dir.zip"
	(cd "$dir" && zip -qr "$dir.zip" .)
	echo "$me: $dir.zip" >&2
fi
