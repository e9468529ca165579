#!/usr/bin/env bash
# Kernels whose body runs straight, inlined into their launch's loop under
# `omp simd` (src/codegen/quasar_call.c, quasar_inst.c), with max, min,
# clamp and saturate of reals as comparisons (q_fmax, q_fmin in
# quasar_common.txt), in tests/quasar/simd/simd.q: a 2x2 block a point
# (stride 2, as haar.q), interleaved channels (stride 3), an int pos with
# stride 4, and max and min of NaNs and signed zeros.  Golden files
# (KFORGE_REGEN=1 rewrites them; review the diff like code): the simd
# --explain lines, the generated C, and the program's output (the max/min
# table is C's fmax and fmin on glibc x86-64).  gcc must report every such
# kernel's loop vectorized (-fopt-info-vec; skipped where cc is not gcc).
# Execution: the program asserts each kernel's result against host loops,
# exactly, built as `kforge run` builds it, and prints what the
# --disable=simd build and the sequential build print.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_NUM_THREADS=2
g=$KFORGE_ROOT/tests/quasar/simd/golden
cd "$KFORGE_ROOT/tests/quasar/simd" || exit 1
cflags="-O2 -fopenmp -fno-math-errno -march=native -ffp-contract=off"

if $k gen --explain simd.q -o "$tmp/s.c" 2>"$tmp/explain"; then
  grep '^  simd: ' "$tmp/explain" >"$tmp/simd.explain"
  tap_diff "simd.q: the simd --explain lines" "$g/simd.explain" "$tmp/simd.explain"
  sed -n '/---- end of the run-time support/,$p' "$tmp/s.c" >"$tmp/simd.c"
  tap_diff "simd.q: the C" "$g/simd.c" "$tmp/simd.c"
else
  tap_fail "simd.q: gen" "$(cat "$tmp/explain")"
fi
$k gen --disable=simd simd.q -o "$tmp/n.c" && $k gen --no-parallelize simd.q -o "$tmp/q.c"
if grep -Eq '#pragma omp (parallel for simd|for simd|simd)|always_inline\)\)' "$tmp/n.c"; then
  tap_fail "--disable=simd: no omp simd, no kernel inlined"
else
  tap_ok "--disable=simd: no omp simd, no kernel inlined"
fi
for v in s n q; do
  if cc $cflags -o "$tmp/$v" "$tmp/$v.c" -lm 2>"$tmp/err" && "$tmp/$v" >"$tmp/$v.out" 2>"$tmp/err"; then
    tap_ok "simd.q ($v): every kernel's result agrees with its host loops"
  else
    tap_fail "simd.q ($v): every kernel's result agrees with its host loops" "$(cat "$tmp/err")"
  fi
done
tap_diff "simd.q: the output (max and min as C's fmax and fmin)" "$g/simd.out" "$tmp/s.out"
tap_diff "simd.q: SIMD prints what --disable=simd prints" "$tmp/n.out" "$tmp/s.out"
tap_diff "simd.q: SIMD prints what the sequential build prints" "$tmp/q.out" "$tmp/s.out"

# gcc's vectorizer report: the functions whose loops it vectorized (the
# kernels are inlined, so their lines name them)
if cc -v 2>&1 | grep -q '^gcc version' &&
   cc $cflags -c -o /dev/null "$tmp/s.c" -fopt-info-vec-optimized 2>"$tmp/vec"; then
  sed -n 's/^[^:]*:\([0-9]*\):[0-9]*: optimized: loop vectorized.*/\1/p' "$tmp/vec" | sort -un >"$tmp/lines"
  awk 'NR == FNR { want[$1] = 1; next }
       /^static .*\)$/ && match($0, /qf_[A-Za-z0-9_]+\(/) { f = substr($0, RSTART + 3, RLENGTH - 4); sub(/_[0-9]+$/, "", f) }
       FNR in want { print f }' "$tmp/lines" "$tmp/s.c" | sort -u >"$tmp/vectorized"
  for kn in blk2 grey dec4 mm; do
    if grep -qx "$kn" "$tmp/vectorized"; then
      tap_ok "gcc vectorizes kernel $kn's loop"
    else
      tap_fail "gcc vectorizes kernel $kn's loop" "vectorized in: $(tr '\n' ' ' <"$tmp/vectorized")"
    fi
  done
else
  tap_skip "gcc's vectorizer report" "cc is not gcc"
fi
tap_done
