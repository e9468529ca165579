#!/usr/bin/env bash
# Floating-point sums keep their order unless kforge may reassociate them
# (kf_gen_fp_rule): by default only where that is a nest's only
# parallelism, never with --strict-fp, everywhere the compiler flags allow
# it; every reassociation is named by --explain; integer sums are exact in
# any order and always run in parallel.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
src=$KFORGE_ROOT/tests/gen/omp/fp_sum.c

check() { # NAME grep-E-PATTERN FILE [!]
  if grep -Eq -- "$2" "$3"; then
    if [ "${4:-}" = '!' ]; then tap_fail "$1" "$(grep -E -- "$2" "$3")"; else tap_ok "$1"; fi
  elif [ "${4:-}" = '!' ]; then tap_ok "$1"
  else tap_fail "$1" "no /$2/ in $(cat "$3")"; fi
}

for t in openmp opencl; do
  "$k" gen --target $t --explain "$src" -o "$tmp/d.$t.c" 2>"$tmp/d.$t.x"
  "$k" gen --target $t --strict-fp --explain "$src" -o "$tmp/s.$t.c" 2>"$tmp/s.$t.x"
  "$k" gen --target $t --explain "$src" -o "$tmp/f.$t.c" -- -ffast-math 2>"$tmp/f.$t.x"
  check "$t: by default the norm is reassociated, and --explain says so" \
    "L1 +reassociates the floating-point reduction on nrm: the nest's only parallelism" "$tmp/d.$t.x"
  check "$t: --strict-fp keeps its order, and --explain says why" \
    "it would reassociate the floating-point reduction on nrm \(--strict-fp\)" "$tmp/s.$t.x"
  check "$t: -ffast-math among the flags allows it" \
    "reassociates the floating-point reduction on nrm, as the compiler flags allow" "$tmp/f.$t.x"
  check "$t: the integer sum is no reassociation" "floating-point reduction on cnt" "$tmp/d.$t.x" '!'
done
check "openmp: default output reduces nrm in parallel" "reduction\(\+: nrm\)" "$tmp/d.openmp.c"
check "openmp: --strict-fp output does not" "reduction\(\+: nrm\)" "$tmp/s.openmp.c" '!'
check "openmp: --strict-fp still reduces the integer count" "reduction\(\+: cnt\)" "$tmp/s.openmp.c"
tap_run "openmp --strict-fp: agrees with the sequential program to the last bit" \
  "$k" verify --target openmp --strict-fp --rtol 0 "$src"
tap_run "openmp: agrees with the sequential program within rounding" "$k" verify --target openmp "$src"
tap_run "opencl --strict-fp: agrees with the sequential program to the last bit" \
  "$k" verify --target opencl --strict-fp --rtol 0 "$src"
# analyze marks the loops whose parallel run reassociates a float sum, and
# only those: not an integer sum, not a sequential loop that carries one
"$k" analyze "$src" >"$tmp/an.txt" 2>&1
check "analyze: the norm's loop is marked" "in parallel, reassociates floating-point: nrm \(\+\)$" "$tmp/an.txt"
check "analyze: the integer sum is not" "reassociates floating-point: cnt" "$tmp/an.txt" '!'
"$k" analyze "$KFORGE_ROOT/examples/loops/lu.c" >"$tmp/lu.txt" 2>&1
check "analyze: a sequential loop is not (lu's k)" "reassociates" "$tmp/lu.txt" '!'

# atax's shape without -ffast-math: the rows loop would reassociate the
# sums y[j] (an array section), the inner j loops keep every sum whole
ar=$KFORGE_ROOT/tests/gen/omp/array_reduction.c
"$k" gen --target openmp --min-work=0 --explain "$ar" -o "$tmp/ar.c" 2>"$tmp/ar.x"
check "array section: no reduction(+: y) without the flag" "reduction\(\+: y" "$tmp/ar.c" '!'
check "array section: --explain names the loop kept whole instead" \
  "L1 +not in parallel: it would reassociate the floating-point reduction on y, and L1.2 \(line 21\) runs in parallel keeping its order" "$tmp/ar.x"
tap_run "array section: agrees with the sequential program to the last bit" \
  "$k" verify --target openmp --min-work=0 --rtol 0 "$ar"
tap_done
