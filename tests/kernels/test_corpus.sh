#!/usr/bin/env bash
# test_corpus.sh: sanity tests for the kernel corpus in tests/kernels/.
#
#   tests/kernels/test_corpus.sh [KERNEL...]      (default: every *.c)
#
# For each kernel, one TAP line per check:
#   expect    every `for (` between #pragma scop and #pragma endscop has a
#             well-formed kforge-expect line, in source order, whose id
#             (L1, L1.1, ...) and loop variable match that loop (nesting is
#             read from the indentation); the file also has a kforge-large
#             line
#   cc -O0    builds with $CC -std=c11 -O0 -Wall -Wextra -Werror
#   cc -O2    builds with $CC -std=c11 -O2 -fno-fast-math -Wall -Wextra -Werror
#   run -O0   the -O0 program exits 0
#   run -O2   the -O2 program exits 0
#   finite    the output holds no nan or inf
#   agree     the -O0 and -O2 outputs agree (kforge-numcmp, rtol
#             $KFORGE_CORPUS_RTOL, default 1e-9)
#
# Environment: KFORGE_ROOT (repository root; default: two levels up from
# this script), KFORGE_BUILD (build directory; $KFORGE_BUILD/kforge-numcmp
# is used when it exists, otherwise the script builds it with $CC from
# src/support/numcmp.c and tests/tools/numcmp_main.c), CC (default gcc).
# Output is TAP with the plan line at the end; exit status 1 when any
# check failed.

set -u

root=${KFORGE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${KFORGE_BUILD:-$root/build}
cc=${CC:-gcc}
rtol=${KFORGE_CORPUS_RTOL:-1e-9}
kdir=$root/tests/kernels

tmp=$(mktemp -d "${TMPDIR:-/tmp}/kforge-corpus.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0

# tap OK DESC [DIAG-FILE]: print one TAP line; OK is 0 for success.
tap() {
	n=$((n + 1))
	if [ "$1" -eq 0 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		failed=$((failed + 1))
		if [ -n "${3:-}" ] && [ -s "$3" ]; then
			head -n 12 "$3" | sed 's/^/# /'
		fi
	fi
}

numcmp=$build/kforge-numcmp
if [ ! -x "$numcmp" ]; then
	numcmp=$tmp/kforge-numcmp
	if ! "$cc" -std=c11 -O2 -Wall -Wextra -I"$root/include" \
		"$root/src/support/numcmp.c" "$root/tests/tools/numcmp_main.c" -lm \
		-o "$numcmp" 2>"$tmp/numcmp.log"; then
		sed 's/^/# /' "$tmp/numcmp.log"
		echo "Bail out! cannot build kforge-numcmp"
		exit 1
	fi
fi

# check_expect FILE: the expect check; prints the reason on failure.
# The loop ids are derived from the layout: a `for (` line indented
# deeper than an open loop above it is nested in that loop (the corpus is
# indented consistently; tabs count as 8 columns).
check_expect() {
	awk '
	function fail(msg) { print FILENAME ": " msg; bad = 1; exit 1 }
	function indent(s,    i, c, col) {
		col = 0
		for (i = 1; i <= length(s); i++) {
			c = substr(s, i, 1)
			if (c == "\t")
				col = col - col % 8 + 8
			else if (c == " ")
				col++
			else
				break
		}
		return col
	}
	/^[ \t]*#[ \t]*pragma[ \t]+scop/ { inscop = 1; nscop++; sp = 0; next }
	/^[ \t]*#[ \t]*pragma[ \t]+endscop/ { inscop = 0; next }
	/kforge-large:[ \t]*-D/ { large = 1 }
	/kforge-expect:/ {
		line = $0
		sub(/.*kforge-expect:[ \t]*/, "", line)
		if (line !~ /^L[1-9][0-9]*(\.[1-9][0-9]*)*[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]+(parallel|reduction|sequential)[ \t]*$/)
			fail("malformed kforge-expect line: " $0)
		split(line, f, /[ \t]+/)
		nexp++
		eid[nexp] = f[1]
		evar[nexp] = f[2]
		next
	}
	inscop {
		s = $0
		col = indent(s)
		while ((p = index(s, "for (")) > 0) {
			s = substr(s, p + 5)
			v = s
			sub(/^[ \t]*(int|long|unsigned|size_t)?[ \t]*/, "", v)
			match(v, /^[A-Za-z_][A-Za-z0-9_]*/)
			nfor++
			fvar[nfor] = substr(v, RSTART, RLENGTH)
			# close the loops this one is not nested in
			while (sp > 0 && scol[sp] >= col)
				sp--
			if (sp == 0)
				fid[nfor] = "L" (++ntop)
			else
				fid[nfor] = sid[sp] "." (++skids[sp])
			sp++
			scol[sp] = col
			sid[sp] = fid[nfor]
			skids[sp] = 0
			col++	# a second for on the same line nests
		}
	}
	END {
		if (bad)
			exit 1
		if (nscop == 0)
			fail("no #pragma scop")
		if (inscop)
			fail("#pragma scop without #pragma endscop")
		if (!large)
			fail("no kforge-large line")
		if (nexp != nfor)
			fail(nfor " loops in the scop, " nexp " kforge-expect lines")
		for (i = 1; i <= nexp; i++) {
			if (eid[i] != fid[i])
				fail("kforge-expect line " i " is " eid[i] " " evar[i] ", but loop " i " of the scop is " fid[i] " " fvar[i])
			if (evar[i] != fvar[i])
				fail(eid[i] " names " evar[i] " but the loop uses " fvar[i])
		}
	}' "$1"
}

if [ $# -gt 0 ]; then
	kernels=("$@")
else
	kernels=()
	for f in "$kdir"/*.c; do
		k=$(basename "$f" .c)
		kernels+=("$k")
	done
fi

for k in "${kernels[@]}"; do
	src=$kdir/$k.c
	b=$tmp/$k
	check_expect "$src" >"$b.expect.log" 2>&1
	tap $? "$k: kforge-expect lines cover every loop of the scop" \
		"$b.expect.log"

	"$cc" -std=c11 -O0 -Wall -Wextra -Werror "$src" -lm -o "$b.O0" \
		>"$b.cc0.log" 2>&1
	c0=$?
	tap $c0 "$k: builds with $cc -O0" "$b.cc0.log"
	"$cc" -std=c11 -O2 -fno-fast-math -Wall -Wextra -Werror "$src" -lm \
		-o "$b.O2" >"$b.cc2.log" 2>&1
	c2=$?
	tap $c2 "$k: builds with $cc -O2 -fno-fast-math" "$b.cc2.log"

	r0=1
	r2=1
	if [ $c0 -eq 0 ]; then
		timeout 20 "$b.O0" >"$b.out0" 2>"$b.err0"
		r0=$?
	fi
	tap $r0 "$k: -O0 program exits 0" "$b.err0"
	if [ $c2 -eq 0 ]; then
		timeout 20 "$b.O2" >"$b.out2" 2>"$b.err2"
		r2=$?
	fi
	tap $r2 "$k: -O2 program exits 0" "$b.err2"

	fin=1
	if [ $r2 -eq 0 ]; then
		if grep -Eiwn -- '[-+]?(nan|inf|infinity)' "$b.out2" \
			>"$b.nan.log"; then
			fin=1
		elif [ -s "$b.out2" ]; then
			fin=0
		else
			echo "empty output" >"$b.nan.log"
		fi
	fi
	tap $fin "$k: output is finite (no nan or inf)" "$b.nan.log"

	agree=1
	if [ $r0 -eq 0 ] && [ $r2 -eq 0 ]; then
		"$numcmp" --rtol "$rtol" "$b.out0" "$b.out2" >"$b.cmp.log" 2>&1
		agree=$?
	fi
	tap $agree "$k: -O0 and -O2 outputs agree (rtol $rtol)" "$b.cmp.log"
done

echo "1..$n"
[ $failed -eq 0 ]
