#!/bin/sh
# run.sh - build the libFuzzer harnesses of tests/fuzz/*.c and run each one
# for FUZZTIME seconds (default 30), starting from the seed corpus in
# tests/fuzz/TARGET and the inputs found so far in
# tests/fuzz/build/corpus/TARGET.
# Prints the executions each did; exits 1 at the first crash, which is
# left in tests/fuzz/build/crash-* (or leak-*, timeout-*) for
# tests/fuzz/regress/.
#
#	make fuzz [FUZZTIME=seconds] [FUZZTARGETS="state rules"]
#	sh tests/fuzz/run.sh -b		build only
#	sh tests/fuzz/run.sh -m		merge the inputs found into tests/fuzz/
set -eu
cd "$(dirname "$0")/../.."

: "${FUZZCC:=clang}"
: "${FUZZTIME:=30}"
: "${FUZZTARGETS:=state saves users render rules referee}"
B=tests/fuzz/build
LIB="libcore/common/*.c libcore/game/board.c libcore/game/sticks.c
	libcore/game/state.c libcore/game/rules.c libcore/game/screen.c
	libcore/game/saves.c libcore/grade/referee.c libcore/grade/ref_*.c
	libcore/game/texts.c"
FLAGS="-std=c11 -g -O1 -D_POSIX_C_SOURCE=200809L -Ilibcore/common -Ilibcore/game -Ilibcore/grade -Itests/fuzz
	-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
	-fno-omit-frame-pointer"

command -v "$FUZZCC" >/dev/null || {
	echo "fuzz: $FUZZCC is missing: install it (apt-get install clang)" >&2
	exit 2
}
mkdir -p "$B"
for t in $FUZZTARGETS; do
	extra=
	[ "$t" = users ] && extra=-Wl,--wrap=crypt_rn
	# shellcheck disable=SC2086
	$FUZZCC $FLAGS $extra -o "$B/$t" "tests/fuzz/$t.c" $LIB -lcrypt -lm
done
[ "${1-}" = -b ] && exit 0

if [ "${1-}" = -m ]; then
	for t in $FUZZTARGETS; do
		mkdir -p "tests/fuzz/$t" "$B/corpus/$t"
		"$B/$t" -merge=1 -close_fd_mask=3 "tests/fuzz/$t" \
		    "$B/corpus/$t" >"$B/$t.merge.log" 2>&1
		echo "fuzz: $t: $(ls "tests/fuzz/$t" | wc -l) inputs in tests/fuzz/$t"
	done
	exit 0
fi

total=0
for t in $FUZZTARGETS; do
	mkdir -p "$B/corpus/$t" "tests/fuzz/$t"
	maxlen=12288
	[ "$t" = rules ] && maxlen=1024
	if ! "$B/$t" -max_total_time="$FUZZTIME" -max_len=$maxlen -timeout=10 \
	    -rss_limit_mb=1024 -dict=tests/fuzz/yut.dict -close_fd_mask=3 \
	    -print_final_stats=1 \
	    -artifact_prefix="$B/" "$B/corpus/$t" "tests/fuzz/$t" \
	    >"$B/$t.log" 2>&1; then
		tail -n 40 "$B/$t.log"
		echo "fuzz: $t: FAILED; the input is in $B/ (log: $B/$t.log)"
		exit 1
	fi
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$B/$t.log")
	secs=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' \
	    "$B/$t.log")
	echo "fuzz: $t: $runs executions in ${secs:-?} s, no crash"
	total=$((total + runs))
done
echo "fuzz: $total executions in all"
