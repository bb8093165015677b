#!/bin/sh
# depend.sh - the headers each object of libcore and each program of cmd/
# includes, as make rules, from the compiler's own reading of the sources
# (cc -MM, system headers left out).  make depend puts them at the end of
# the Makefile; tests/05-layers.bats checks that they are current.
#
# usage: sh libcore/depend.sh	(from the top of the tree)
set -eu
export LC_ALL=C
cc=${CC:-cc}
inc=
for d in libcore/*/; do
	inc="$inc -I${d%/}"
done
for f in libcore/*/*.c; do
	# shellcheck disable=SC2086
	$cc -D_POSIX_C_SOURCE=200809L $inc -MM -MT "${f%.c}.o" "$f"
done
for f in cmd/*.c; do
	b=${f#cmd/}
	# shellcheck disable=SC2086
	$cc -D_POSIX_C_SOURCE=200809L $inc -MM -MT "bin/${b%.c}" "$f"
done
