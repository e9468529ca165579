#!/usr/bin/env bash
# Tiling on the OpenMP target (passes/tile.h, codegen/openmp_tile.c) on
# small snippets (tests/gen/omp/tile_*.c), where it applies and where it
# must not: golden text and --explain output, the fact each snippet is
# about (a grep on the output), and execution (`kforge verify`: the OpenMP
# build prints what the sequential one prints, with 2 and with 3 threads;
# the sizes are multiples of no tile, and tile_runtime.c also runs a size
# smaller than one tile).  tile_triangular.c: bands whose inner bounds use
# an outer iterator of the band (syrk's j <= i).  regblock_*.c: register
# blocking of the tiled band (passes/regblock.h): odd sizes that leave a
# partial tile and rows left over in every dimension, a band of four
# loops, a refusal on legality and one on shape, --disable=regblock;
# regblock_triangle.c and tile_triangular.c: triangular bands (the rows'
# common range jammed, each row's rest alone before or after it).
# regblock-k: the loop above the innermost jammed too (four steps, the
# steps left over one at a time; regblock_odd's tiles of 7 leave three),
# refused where its iterator moves the element written (regblock_kwrite.c),
# and --disable=regblock-k.  tile_decl.c: bands whose outer loop declares
# variables in its body (a scalar, a row, one P, the band and Q all use),
# each declared again where its uses land; tile_decl_refused.c: those
# that cannot be (the band as written, and why); both also built with
# -Wall -Wextra -Werror and run on one thread.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
dir=tests/gen/omp

# snippet @ grep -E on the generated fragment (a ! first: must not match, and
# every source line must be kept) @ grep -F on the --explain output
# [@ options for gen and verify besides --min-work=0]
facts=(
  "tile_gemm@^ *for \(k = kt; k < \(kt \+ 8 < M \? kt \+ 8 : M\); k\+\+\)\$@L1       L1 tiled (L1, L1.2, L1.2.1) by 16x8x12 (--tile): the band is permutable@--tile=16x8x12"
  "tile_runtime@^ *for \(int jt = 0; jt < n; jt \+= 64\)( \{)?\$@L1       L1 tiled (L1, L1.1, L1.1.1) by 64x64x64 (tiles of its arrays within 128 KiB)"
  "tile_triangular@^ *for \(int jt = 0; jt <= \(\(\(it \+ 8 < n \? it \+ 8 : n\) - 1\)\); jt \+= 6\)( \{)?\$@L2       L2 tiled (L2, L2.1, L2.1.1) by 8x4x6 (--tile): the band is permutable@--tile=8x4x6"
  "tile_skewed@!^ *for \(int kt@L1 not tiled: the flow dependence on A from S1 to S1 has a negative distance in L1.1.1 (k), so the band is not permutable@--tile=8"
  "tile_live@!^ *for \(int kt@L1 not tiled: k is declared outside its loop and may be read after it@--tile=8"
  "tile_interchanged@^ *for \(int kt = 0; kt <= \(n - 1\); kt \+= 64\)\$@with j innermost, before the plan: the nest it makes is tiled"
  "tile_gemm@!^ *for \(int kt@L1       line 16   i: parallel -> in parallel@--tile=off"
  "regblock_odd@^ *for \(i = it; i \+ 3 < \(it \+ 10 < ni \? it \+ 10 : ni\); i \+= 4\)( \{)?\$@L1 (i) register-blocked: 4 rows per step of L1.2, jammed into L1.2.1@--tile=10x7x9"
  "regblock_batch@^ *for \(b = bt; b < \(bt \+ 3 < NB \? bt \+ 3 : NB\); b\+\+\) \{\$@L1.1 (i) register-blocked: 4 rows per step of L1.1.1@--tile=3x10x7x9"
  "regblock_carried@!i \+ 3@L1.1 (i) not register-blocked: the flow dependence on X from S1 to S1 would join two iterations of L1.1.1.1@--tile=10x7x9"
  "regblock_cond@!i \+ 3@L1 (i) not register-blocked: a statement of its innermost loop holds ?:@--tile=10x7x9"
  "regblock_odd@!i \+ 3@L1 tiled (L1, L1.2, L1.2.1) by 10x7x9@--tile=10x7x9 --disable=regblock"
  "regblock_triangle@^ *for \(j = \(jt > \(i \+ 3\) \? jt : \(i \+ 3\)\); j <= \(jt \+ 8 < \(i \+ 6\) \? jt \+ 8 : \(i \+ 6\)\); j\+\+\) \{\$@L4 (i) not register-blocked: a loop from it down has a bound that uses an iterator of the band@--tile=10x7x9"
  "regblock_triangle@!i \+ 3@L2 tiled (L2, L2.1, L2.1.1) by 10x7x9@--tile=10x7x9 --disable=regblock"
  "regblock_odd@^ *for \(k = kt; k \+ 3 < \(kt \+ 7 < nk \? kt \+ 7 : nk\); k \+= 4\) \{\$@4 steps of L1.2 jammed too, each element written kept in a register across them@--tile=10x7x9"
  "regblock_kwrite@^ *double B_j = B\[k\]\[j\];\$@L1.1 not jammed: its iterator moves an element the innermost loop writes@--tile=8x8x8"
  "tile_decl@^ *for \(int i = it; i < \(it \+ 8 < n \? it \+ 8 : n\); i\+\+\) \{\$@L2       L2 tiled (L2, L2.1, L2.1.1) by 8x6x5 (--tile): the band is permutable@--tile=8x6x5"
  "tile_decl_refused@!^ *for \(int kt@L1 not tiled: t is declared in the body of L1, outside the band's inner loop, and a tile would take its uses out of its scope (its initialiser reads A, which S2 writes in L1)@--tile=8x6x5"
  "regblock_odd@!k \+= 4@L1 (i) register-blocked: 4 rows per step of L1.2, jammed into L1.2.1, the reads it does not move loaded once before it@--tile=10x7x9 --disable=regblock-k"
)

declare -A seen
for fact in "${facts[@]}"; do
  IFS='@' read -r name pat why opts <<<"$fact"
  src=$dir/$name.c
  seen[$name]=$((${seen[$name]:-0} + 1))
  gold=$name
  [ "${seen[$name]}" -gt 1 ] && gold=$name.${seen[$name]}
  # shellcheck disable=SC2086
  if ! (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=0 $opts --explain "$src" -o "$tmp/$gold.c" \
          2>"$tmp/$gold.explain"); then
    tap_fail "$gold: kforge gen --target openmp" "$(cat "$tmp/$gold.explain")"
    continue
  fi
  tap_diff "$gold: openmp golden" "$KFORGE_ROOT/$dir/golden/$gold.openmp.c" "$tmp/$gold.c"
  tap_diff "$gold: --explain golden" "$KFORGE_ROOT/$dir/golden/$gold.explain" "$tmp/$gold.explain"
  awk '/^#pragma scop/,/^#pragma endscop/' "$tmp/$gold.c" >"$tmp/$gold.frag"
  if [ "${pat:0:1}" = '!' ]; then
    if grep -Eq "${pat:1}" "$tmp/$gold.frag"; then
      tap_fail "$gold: not tiled" "$(grep -E "${pat:1}" "$tmp/$gold.frag")"
    else
      tap_ok "$gold: not tiled"
    fi
  elif grep -Eq "$pat" "$tmp/$gold.frag"; then
    tap_ok "$gold: tiled"
  else
    tap_fail "$gold: tiled" "no line matches /$pat/ in the output"
  fi
  # outside the fragment, every line as written (after kforge's first line)
  if diff <(awk '/^#pragma scop/,/^#pragma endscop/{next} {print}' "$KFORGE_ROOT/$src") \
          <(awk 'NR == 1 {next} /^#pragma scop/,/^#pragma endscop/{next} {print}' "$tmp/$gold.c") >/dev/null; then
    tap_ok "$gold: every line outside the fragment kept"
  else
    tap_fail "$gold: every line outside the fragment kept"
  fi
  if grep -Fq "$why" "$tmp/$gold.explain"; then tap_ok "$gold: --explain says why"
  else tap_fail "$gold: --explain says why" "wanted: $why; got: $(cat "$tmp/$gold.explain")"; fi
  # the output checked above is the one run (verify --generated)
  for n in 2 3; do
    # shellcheck disable=SC2086
    if out=$(OMP_NUM_THREADS=$n "$k" verify --target openmp --min-work=0 $opts --generated "$tmp/$gold.c" "$KFORGE_ROOT/$src" 2>&1); then
      tap_ok "$gold: openmp output agrees with the sequential program ($n threads)"
    else
      tap_fail "$gold: openmp output agrees with the sequential program ($n threads)" "$out"
    fi
  done
done
# declarations made again: the output builds without a warning, and
# agrees with the sequential program on one thread too
for name in tile_decl tile_decl_refused; do
  if ! (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=0 --tile=8x6x5 "$dir/$name.c" \
          -o "$tmp/$name.werror.c" 2>/dev/null) ||
     ! gcc -Wall -Wextra -Werror -Wno-unknown-pragmas -fopenmp -c "$tmp/$name.werror.c" -o "$tmp/$name.o" 2>"$tmp/$name.werror"; then
    tap_fail "$name: builds with -Wall -Wextra -Werror" "$(head -5 "$tmp/$name.werror" 2>/dev/null)"
  else
    tap_ok "$name: builds with -Wall -Wextra -Werror"
  fi
  if out=$(OMP_NUM_THREADS=1 "$k" verify --target openmp --min-work=0 --tile=8x6x5 "$KFORGE_ROOT/$dir/$name.c" 2>&1); then
    tap_ok "$name: openmp output agrees with the sequential program (1 thread)"
  else
    tap_fail "$name: openmp output agrees with the sequential program (1 thread)" "$out"
  fi
done
tap_done
