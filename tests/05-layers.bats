#!/usr/bin/env bats
# 05-layers.bats - the house by layers: common names nothing above it, no
# two files of libcore call each other, a program links what it uses.

load helper

# The symbols of every object of libcore, read once for the file: a line
# per global symbol, "OBJECT D NAME" where the object defines it, "OBJECT U
# NAME" where it takes it from elsewhere (nm once, not once a pair).
setup_file() {
	export SYMS=$BATS_FILE_TMPDIR/symbols
	symbols "$TOP"/libcore/*/*.o >"$SYMS"
	# every object is there, with something it defines or needs
	local o
	for o in "$TOP"/libcore/*/*.o; do
		grep -q "^$o " "$SYMS" || { echo "no symbols read for $o" >&2; return 1; }
	done
	# the headers each object and program includes, as the compiler
	# reads them now (make depend's block), read once for the file
	export DEPS=$BATS_FILE_TMPDIR/depend
	(cd "$TOP" && sh libcore/depend.sh) >"$DEPS"
}

# symbols OBJ...: that table for the objects.
symbols() {
	nm -A -g "$@" | awk '
		{ i = index($1, ":"); o = substr($1, 1, i - 1)
		  print o, (substr($1, i + 1) == "" ? "U" : "D"), $NF }'
}

# defined OBJ...: the global symbols the objects define.
defined() {
	awk -v objs="$*" 'BEGIN { n = split(objs, a, " "); for (i = 1; i <= n; i++) w[a[i]] }
		$2 == "D" && ($1 in w) { print $3 }' "$SYMS" | sort -u
}

# needed OBJ: the symbols the object takes from elsewhere.
needed() {
	awk -v o="$1" '$1 == o && $2 == "U" { print $3 }' "$SYMS" | sort -u
}

# mutual: each pair of objects that take symbols from each other, with
# what each takes, from $SYMS in one pass.
mutual() {
	awk 'NR == FNR { if ($2 == "D") owner[$3] = owner[$3] " " $1; next }
		$2 == "U" && ($3 in owner) {
			n = split(owner[$3], d, " ")
			for (i = 1; i <= n; i++)
				if (d[i] != $1) uses[$1, d[i]] = uses[$1, d[i]] " " $3
		}
		END {
			for (k in uses) {
				split(k, p, SUBSEP)
				if (p[1] < p[2] && ((p[2], p[1]) in uses))
					print p[1] " and " p[2] " call each other:" \
					    uses[k] " /" uses[p[2], p[1]]
			}
		}' "$SYMS" "$SYMS" | sort
}

# layers: libcore/LAYERS without its comments, "folder: uses..." a line.
layers() {
	sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$TOP/libcore/LAYERS"
}

# allowed FOLDER: the folder and those LAYERS lets it use, one a line.
allowed() {
	layers | awk -v f="$1" '{ sub(/:$/, "", $1) } $1 == f {
		print $1; for (i = 2; i <= NF; i++) print $i }'
}

@test "LAYERS names every folder of libcore once, each using only folders above it" {
	local folders listed bad
	folders=$(cd "$TOP/libcore" && ls -d */ | tr -d / | sort)
	listed=$(layers | awk '{ sub(/:$/, "", $1); print $1 }' | sort)
	is "$folders" "$listed" "the folders of libcore and of LAYERS"
	is "" "$(layers | awk '{ sub(/:$/, "", $1); print $1 }' | sort | uniq -d)" \
	    "folders listed twice"
	# each folder a line uses is listed on an earlier line
	bad=$(layers | awk '{ sub(/:$/, "", $1)
		for (i = 2; i <= NF; i++) if (!($i in seen)) print $1 " uses " $i
		seen[$1] }')
	is "" "$bad" "a folder using one that is not above it"
	# and every folder has its one header, but games (a header a game)
	for f in $folders; do
		[ "$f" = games ] || [ -f "$TOP/libcore/$f/$f.h" ] ||
		    { echo "libcore/$f has no $f.h" >&2; false; }
	done
}

@test "each object of libcore uses only its folder and those LAYERS gives it" {
	local bad
	layers >"$BATS_TEST_TMPDIR/layers"
	# in one pass over LAYERS and two over the symbols: what each folder
	# may use, the folder defining each symbol, and each object's needs
	# from a folder its own may not use
	bad=$(awk 'function folder(o,   p, n) { n = split(o, p, "/"); return p[n - 1] }
		FNR == 1 { pass++ }
		pass == 1 { f = $1; sub(/:$/, "", f); may[f, f]
			for (i = 2; i <= NF; i++) may[f, $i]; next }
		pass == 2 { if ($2 == "D") home[$3] = folder($1); next }
		$2 == "U" && ($3 in home) && !((folder($1), home[$3]) in may) {
			n = split($1, p, "/")
			print p[n - 1] "/" p[n] " uses " $3 " of " home[$3]
		}' "$BATS_TEST_TMPDIR/layers" "$SYMS" "$SYMS")
	is "" "$bad" "objects using a folder LAYERS does not give theirs"
}

@test "each source includes only the headers of its folder and of those LAYERS gives it" {
	local bad t=$BATS_TEST_TMPDIR
	cd "$TOP"
	ls libcore/*/*.h >"$t/headers"
	layers >"$t/layers"
	# in one pass: where each header lives, what each folder may use, and
	# each #include "..." of the sources of libcore and cmd/ (whose
	# mains may include any header, but one that exists)
	bad=$(awk -v H="$t/headers" -v L="$t/layers" '
		FILENAME == H { n = split($0, p, "/"); home[p[n]] = p[n - 1]; next }
		FILENAME == L { f = $1; sub(/:$/, "", f); may[f, f]
			for (i = 2; i <= NF; i++) may[f, $i]; next }
		/^#include "/ {
			h = $0; sub(/^#include "/, "", h); sub(/".*/, "", h)
			n = split(FILENAME, p, "/"); d = p[n - 1]
			if (!(h in home)) print FILENAME ": " h " (no such header)"
			else if (d != "cmd" && !((d, home[h]) in may))
				print FILENAME ": " h
		}' "$t/headers" "$t/layers" libcore/*/*.[ch] cmd/*.c)
	is "" "$bad" "headers included from a folder LAYERS does not give"
}

@test "the Makefile's header block is what the compiler reads now" {
	cd "$TOP"
	is "$(cat "$DEPS")" \
	    "$(sed -n '/^# depend: begin$/,/^# depend: end$/p' Makefile | sed '1d;$d')" \
	    "the block of make depend (run it)"
}

# rebuilt [MAKE ARGS...]: the objects make -n would compile.
rebuilt() {
	make -n "$@" $(ls libcore/*/*.o) 2>/dev/null |
	    sed -n 's/.* -c -o \([^ ]*\.o\) .*/\1/p' | sort -u
}

@test "a header changed rebuilds the objects that include it, and no other" {
	local h want got stale
	cd "$TOP"
	# (what is out of date already, if anything, aside)
	stale=$(rebuilt)
	for h in libcore/*/*.h; do
		# the objects whose source includes h, as the compiler reads it
		want=$(awk -v h="$h" '/^[^ ].*:/ { t = $1; sub(/:$/, "", t) }
			{ for (i = 1; i <= NF; i++) if ($i == h) print t }' "$DEPS" |
		    grep '\.o$' | sort -u)
		[ -n "$want" ] || { echo "$h: no object includes it" >&2; false; }
		want=$(printf '%s\n' $want $stale | sort -u)
		got=$(rebuilt -W "$h")
		is "$want" "$got" "what make rebuilds when $h changes"
	done
}

@test "the common layer names nothing of yut or of a game" {
	common=$(defined "$TOP"/libcore/common/*.o)
	above=$(defined $(ls "$TOP"/libcore/*/*.o | grep -v /libcore/common/))
	for o in "$TOP"/libcore/common/*.o; do
		bad=$(comm -12 <(needed "$o") <(sort -u <<<"$above"))
		is "" "$bad" "$(basename "$o") uses symbols of a higher layer"
		# and every yut_ name it uses is one of its own layer's
		bad=$(needed "$o" | grep '^yut_' | comm -23 - <(sort -u <<<"$common"))
		is "" "$bad" "$(basename "$o") uses yut_ names from outside common"
	done
}

@test "each game uses only itself and common" {
	for o in "$TOP"/libcore/games/*.o; do
		others=$(ls "$TOP"/libcore/*/*.o | grep -v /libcore/common/ | grep -vx "$o")
		# shellcheck disable=SC2086
		bad=$(comm -12 <(needed "$o") <(defined $others))
		is "" "$bad" "$(basename "$o") uses another game or yut"
	done
}

@test "no two files of libcore call each other" {
	is "" "$(mutual)" "files of libcore that call each other"
}

@test "the check of calls each way finds two files that do" {
	# two objects of a made-up library, each calling the other
	local d=$BATS_TEST_TMPDIR
	printf 'void b(void);\nvoid a(void);\nvoid a(void) { b(); }\n' >"$d/a.c"
	printf 'void a(void);\nvoid b(void);\nvoid b(void) { a(); }\n' >"$d/b.c"
	printf 'void a(void);\nvoid c(void);\nvoid c(void) { a(); }\n' >"$d/c.c"
	cc -c -o "$d/a.o" "$d/a.c"
	cc -c -o "$d/b.o" "$d/b.c"
	cc -c -o "$d/c.o" "$d/c.c"
	SYMS=$d/symbols
	symbols "$d"/*.o >"$SYMS"
	is "$d/a.o and $d/b.o call each other: b / a" "$(mutual)"
}

@test "a companion game's program holds no yut rules, saves or users code" {
	for p in ludu-play snakes-play patolli-play checkers-play; do
		bad=$(nm "$TOP/bin/$p" | awk '{ print $NF }' |
		    grep -E '^yut_(state|move|legal|save|saveline|dest|render|user|password|bot|sim)' || true)
		is "" "$bad" "$p links yut or users code"
	done
	bad=$(nm "$TOP/bin/yut-login" | awk '{ print $NF }' |
	    grep -E '^yut_(state|move|legal|save|saveline|dest|render|bot|sim)' || true)
	is "" "$bad" "yut-login links yut rules or save code"
}

@test "no crypt in a program that logs no one in" {
	local p bad
	for p in yut-new yut-throw yut-move yut-render yut-bot yut-save \
	    yut-sim yut-solve yut-eval yut-learn; do
		bad=$(nm "$TOP/bin/$p" | awk '{ print $NF }' | grep -i crypt |
		    head -3 || true)
		is "" "$bad" "$p links crypt"
	done
	# the test can see one
	nm "$TOP/bin/yut-login" | grep -qi crypt
}

@test "the referee's parts depend one way: reader, screen, compare, views, blame, rules, saves, session, top" {
	local parts=(ref_read ref_screen ref_compare ref_views ref_blame ref_rules
	    ref_saves ref_session referee)
	local i j bad
	for ((i = 0; i < ${#parts[@]}; i++)); do
		for ((j = i + 1; j < ${#parts[@]}; j++)); do
			bad=$(comm -12 <(needed "$TOP/libcore/grade/${parts[i]}.o") \
			    <(defined "$TOP/libcore/grade/${parts[j]}.o"))
			is "" "$bad" "${parts[i]}.o uses ${parts[j]}.o, a part above it"
		done
	done
}

@test "the searches keep what they remember in their own struct, not in the file" {
	local o bad
	# writable data (nm's b, d) of the files of the searches, their memo
	# and the tables they read: none but names (constant, but relocated),
	# the mark of a network checked and its lock, the tables built once
	# through yut_once with their once (the fair sticks' among them)
	local names='(strategy|result|animal|cat)_?names|lines|starts\.[0-9]+'
	local once='[a-z_]+_once|dests|fair|sqcol|yut_ref_n?rowsq'
	for o in bots/bot bots/learn search/search solve/solve common/memo \
	    game/board grade/ref_read; do
		# (AddressSanitizer's one-definition marks are not data)
		bad=$(nm "$TOP/libcore/$o.o" | awk '$2 ~ /^[bBdD]$/ { print $3 }' |
		    grep -v '^__odr_asan\.' |
		    grep -vxE "$names|checked\.[0-9]+|lock\.[0-9]+|$once" ||
		    true)
		is "" "$bad" "$o.o keeps search state in the file"
	done
}
