#!/usr/bin/env bash
# The order-keep pass on OpenMP (codegen/gpu_order.h, gpu_resched.h) on
# tests/gen/order_cpu.c: an LU in row form whose nest has a parallel loop
# is rescheduled by isl because isl's order walks fewer columns in its
# innermost loops; a Cholesky by rows runs a step at a time (the deep
# shape), its dot products along rows and its comments kept above the new
# text; a recurrence whose inner loop already reads rows stays as
# written.  Golden with --min-work=1; the outputs on 2 and 3 threads
# equal the sequential program to the bit (every sum in its order);
# --disable=order-keep leaves the three as written.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
rel=tests/gen/order_cpu.c
omp=$tmp/order_cpu.openmp.c

if (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=1 --explain "$rel" -o "$omp" 2>"$omp.err"); then
  tap_diff "order_cpu: openmp golden (--min-work=1)" "$golden/order_cpu.openmp.c" "$omp"
else
  tap_fail "order_cpu: kforge gen --target openmp" "$(cat "$omp.err")"
fi
body() { sed -n "/^static void $1/,/^}/p" "$omp"; }
if grep -q "order-keep: L1 (r, line 25): rescheduled by isl (outer dimension in order" "$omp.err" &&
   body crout_rows | grep -q "^ *#pragma omp parallel$" &&
   body crout_rows | grep -q "M\[kf_c1\]\[kf_c2\] -= M\[kf_c1\]\[kf_c0\] \* M\[kf_c0\]\[kf_c2\]"; then
  tap_ok "order_cpu: the row LU with a parallel loop is rescheduled by isl, its innermost loops along rows"
else
  tap_fail "order_cpu: the row LU with a parallel loop is rescheduled by isl, its innermost loops along rows" \
    "$(grep order-keep "$omp.err"; body crout_rows | head -30)"
fi
if grep -q "order-keep: L2 (a, line 42): a step at a time: a loop over b in order runs a's finishing statements for element b, then the updates of every a > b in parallel" "$omp.err" &&
   body llt_rows | grep -q "^ *for (b = 0; b < n; b++) {$" &&
   body llt_rows | grep -q "^ *#pragma omp parallel for private(q)" &&
   body llt_rows | grep -q "G\[a\]\[q\] \* G\[b\]\[q\]"; then
  tap_ok "order_cpu: the row cholesky runs a step at a time, each dot product along rows"
else
  tap_fail "order_cpu: the row cholesky runs a step at a time, each dot product along rows" \
    "$(grep order-keep "$omp.err"; body llt_rows | head -40)"
fi
if [ "$(body llt_rows | grep -c "/\* below the diagonal: one dot product per element \*/")" = 2 ] &&
   [ "$(body llt_rows | grep -c "/\* the diagonal \*/")" = 2 ]; then
  tap_ok "order_cpu: the comments of the rewritten nest are kept (above the new text, and in the copy as written)"
else
  tap_fail "order_cpu: the comments of the rewritten nest are kept (above the new text, and in the copy as written)" \
    "$(body llt_rows | grep -n "/\*")"
fi
if ! body prefix_rows | grep -q "kf_c0" && ! grep -q "order-keep: L3" "$omp.err" &&
   body prefix_rows | grep -q "omp .*for"; then
  tap_ok "order_cpu: a recurrence whose parallel loop reads rows stays as written"
else
  tap_fail "order_cpu: a recurrence whose parallel loop reads rows stays as written" \
    "$(grep "L3" "$omp.err"; body prefix_rows)"
fi
if (cd "$tmp" && ${CC:-cc} -O1 -w "$KFORGE_ROOT/$rel" -lm -o seq && ./seq >seq.out) >"$tmp/seq.log" 2>&1; then
  for th in 2 3; do
    if (cd "$tmp" && ${CC:-cc} -O1 -w -fopenmp "$omp" -lm -o omp && OMP_NUM_THREADS=$th ./omp >omp.out) \
         >"$tmp/omp.log" 2>&1 && cmp -s "$tmp/seq.out" "$tmp/omp.out"; then
      tap_ok "order_cpu: the openmp output on $th threads equals the sequential program to the bit"
    else
      tap_fail "order_cpu: the openmp output on $th threads equals the sequential program to the bit" \
        "$(tail -5 "$tmp/omp.log"; diff "$tmp/seq.out" "$tmp/omp.out" | head -6)"
    fi
  done
else
  tap_fail "order_cpu: the sequential program builds and runs" "$(tail -5 "$tmp/seq.log")"
fi
if (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=1 --disable=order-keep "$rel" -o "$tmp/off.c" 2>/dev/null) &&
   ! grep -q "kf_c0" "$tmp/off.c" && grep -q "^ *for (a = 0; a < n; a++) {$" "$tmp/off.c"; then
  tap_ok "order_cpu: --disable=order-keep leaves the factorisations as written"
else
  tap_fail "order_cpu: --disable=order-keep leaves the factorisations as written" "$(grep -n "kf_c0\|for (b = 0; b < n" "$tmp/off.c" | head -5)"
fi
tap_done
