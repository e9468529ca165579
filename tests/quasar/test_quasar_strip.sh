#!/usr/bin/env bash
# Kernels with inner loops in strips of SIMD lanes along their last
# dimension (src/codegen/quasar_strip.c), in tests/quasar/strip/strip.q:
# a row window with an accessor (its interior in strips), a column window
# with no accessor and an if in the lanes, an int pos with two nested
# loops, exp and a step, a 3-D kernel, sizes that are not multiples of the
# strip and a window wider than the array; and the kernels the pass leaves
# one point at a time (bounds that depend on pos, a store into an array
# the kernel reads, an atomic update, a while loop).  Golden files
# (KFORGE_REGEN=1 rewrites them; review the diff like code): the strip
# pass's --explain lines and the generated C.  Execution: the program
# asserts each kernel's result against host loops (exactly; exp to
# 1e-14), built as `kforge run` builds it, and prints what the
# --disable=strip build and the sequential build print.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_NUM_THREADS=2
g=$KFORGE_ROOT/tests/quasar/strip/golden
cd "$KFORGE_ROOT/tests/quasar/strip" || exit 1
cflags="-O2 -fopenmp -fno-math-errno -march=native -ffp-contract=off"

# --disable=fusion: the strip decisions of each kernel as written (tri and inplace
# would fuse; fusion is test_quasar_fuse.sh's)
if $k gen --explain --disable=fusion strip.q -o "$tmp/s.c" 2>"$tmp/explain"; then
  grep '^  strip: ' "$tmp/explain" >"$tmp/strip.explain"
  tap_diff "strip.q: the strip pass's --explain lines" "$g/strip.explain" "$tmp/strip.explain"
  sed -n '/---- end of the run-time support/,$p' "$tmp/s.c" >"$tmp/strip.c"
  tap_diff "strip.q: the C" "$g/strip.c" "$tmp/strip.c"
else
  tap_fail "strip.q: gen" "$(cat "$tmp/explain")"
fi
$k gen --disable=strip strip.q -o "$tmp/n.c" && $k gen --no-parallelize strip.q -o "$tmp/q.c"
if grep -q 'q_cnt' "$tmp/n.c"; then tap_fail "--disable=strip: no strips"; else tap_ok "--disable=strip: no strips"; fi
for v in s n q; do
  if cc $cflags -o "$tmp/$v" "$tmp/$v.c" -lm 2>"$tmp/err" && "$tmp/$v" >"$tmp/$v.out" 2>"$tmp/err"; then
    tap_ok "strip.q ($v): every kernel's result agrees with its host loops"
  else
    tap_fail "strip.q ($v): every kernel's result agrees with its host loops" "$(cat "$tmp/err")"
  fi
done
tap_diff "strip.q: strips print what --disable=strip prints" "$tmp/n.out" "$tmp/s.out"
tap_diff "strip.q: strips print what the sequential build prints" "$tmp/q.out" "$tmp/s.out"
tap_done
