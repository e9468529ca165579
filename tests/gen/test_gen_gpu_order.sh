#!/usr/bin/env bash
# The order-keep pass (codegen/gpu_order.h) on tests/gen/gpu_order.c,
# triangular solves not written by PolyBench: golden text for OpenCL and
# CUDA; three forward substitutions rescheduled by isl (a host loop in
# order around parallel kernels; a comment inside kept above the nest);
# LU in row form, whose nest holds a parallel loop, its row below the
# diagonal a column at a time (the shape rewrite); the scalar-sum and the
# iterator-read-after ones stay in order with their reasons on --explain;
# the OpenCL program's results equal the sequential program's to the bit
# (every sum in its source order; the scalar sum of lower_solve_acc is not
# reassociated, since its result feeds the later sums' terms); the
# CUDA .cu and host .c compile and link.  --disable=order-keep leaves the
# solves as they were (no kernel for them).  OpenMP: the same reschedules
# where a step pays (golden with --min-work=1, regions around the outer
# loops, bit-equal on 2 and 3 threads; by default only from the size where
# a step pays, the nest as written below it); --disable=order-keep.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}
rel=tests/gen/gpu_order.c

for t in opencl cuda; do
  out=$tmp/gpu_order.$t.c
  if (cd "$KFORGE_ROOT" && "$k" gen --target $t --explain "$rel" -o "$out" 2>"$out.err"); then
    tap_diff "gpu_order: $t golden" "$golden/gpu_order.$t.c" "$out"
    [ $t = cuda ] && tap_diff "gpu_order: cuda golden (.cu)" "$golden/gpu_order.cuda.cu" "${out%.c}.cu"
  else
    tap_fail "gpu_order: kforge gen --target $t" "$(cat "$out.err")"
  fi
done
cl=$tmp/gpu_order.opencl.c ex=$cl.err
# isl's reschedule: the outer dimension in order, the inner ones parallel
for f in "lower_solve L1 (r, line 24)" "lower_solve2 L2 (i, line 36)" "lower_solve_note L5 (i, line 78)" "chol L7 (i, line 114)"; do
  fn=${f%% *} loop=${f#* }
  if grep -q "order-keep: $loop: rescheduled by isl" "$ex" &&
     [ "$(grep -c "\"__kernel void ${fn}_[SL]" "$cl")" -ge 2 ]; then
    tap_ok "gpu_order: $fn rescheduled by isl (a host loop in order around parallel kernels)"
  else
    tap_fail "gpu_order: $fn rescheduled by isl (a host loop in order around parallel kernels)" \
      "$(grep "order-keep" "$ex"; grep "__kernel void $fn" "$cl")"
  fi
done
if grep -q "^ *// the row's part of the solution, in order$" "$cl" ||
   grep -q "^ */\* x\[i\] -= the row's part of the solution, in order \*/$" "$cl"; then
  tap_ok "gpu_order: the comment inside a rescheduled nest is kept above it"
else
  tap_fail "gpu_order: the comment inside a rescheduled nest is kept above it" "$(grep -n "row's part" "$cl")"
fi
# the row form of LU: a parallel loop in the nest, so the plan keeps it;
# its row below the diagonal a column at a time (the shape rewrite)
if grep -q "order-keep: L6.1 (j, line 95): a column at a time: a host loop over p" "$ex" &&
   [ "$(grep -c "\"__kernel void doolittle_" "$cl")" -ge 3 ]; then
  tap_ok "gpu_order: doolittle's row below the diagonal runs a column at a time"
else
  tap_fail "gpu_order: doolittle's row below the diagonal runs a column at a time" \
    "$(grep "order-keep: L6" "$ex"; grep "__kernel void doolittle" "$cl")"
fi
if grep -q "order-keep: L3 (r, line 52): its recurrence stays in order on one thread: a column at a time would reverse the anti dependence on s" "$ex" &&
   grep -q "order-keep: L3 (r, line 52): not rescheduled by isl: isl's scheduler finds no parallel dimension that keeps every dependence" "$ex" &&
   grep -q "order-keep: L4 (r, line 65): not rescheduled by isl: an iterator it would drop is read after it" "$ex" &&
   grep -q "order-keep: L4 (r, line 65): its recurrence stays in order on one thread: an iterator it would move is read after it" "$ex"; then
  tap_ok "gpu_order: a sum in a scalar and an iterator read after the nest stay in order, saying why"
else
  tap_fail "gpu_order: a sum in a scalar and an iterator read after the nest stay in order, saying why" \
    "$(grep "order-keep" "$ex")"
fi
if (cd "$KFORGE_ROOT" && "$k" gen --target opencl --disable=order-keep "$rel" -o "$tmp/off.c" 2>/dev/null) &&
   ! grep -q '__kernel void lower_solve_note\|__kernel void lower_solve2_' "$tmp/off.c"; then
  tap_ok "gpu_order: --disable=order-keep leaves the solves on the host"
else
  tap_fail "gpu_order: --disable=order-keep leaves the solves on the host" "$(grep "__kernel void" "$tmp/off.c")"
fi
# OpenMP: the same reschedules where a step pays for its barriers (here,
# with --min-work=1, from a few rows on), one region around the outer
# loop; by default the sizes from which they pay (cholesky's n >= 315)
omp=$tmp/gpu_order.openmp.c
if (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=1 --explain "$rel" -o "$omp" 2>"$omp.err"); then
  tap_diff "gpu_order: openmp golden (--min-work=1)" "$golden/gpu_order.openmp.c" "$omp"
else
  tap_fail "gpu_order: kforge gen --target openmp" "$(cat "$omp.err")"
fi
if grep -q "order-keep: L7 (i, line 114): a step at a time: a loop over j in order runs i's finishing statements for element j, then the updates of every i > j in parallel, .*; on OpenMP its updates run in parallel at each step (a step's work pays for its 3 barriers where n >= 4)" "$omp.err" &&
   [ "$(grep -c "^ *#pragma omp parallel$" "$omp")" -ge 4 ]; then
  tap_ok "gpu_order: openmp reschedules the solves (one region around each outer loop) and runs cholesky a step at a time, its dot products along rows"
else
  tap_fail "gpu_order: openmp reschedules the solves (one region around each outer loop) and runs cholesky a step at a time, its dot products along rows" \
    "$(grep order-keep "$omp.err"; grep -c "omp parallel$" "$omp")"
fi
if (cd "$KFORGE_ROOT" && "$k" gen --target openmp --explain "$rel" -o "$tmp/omp_def.c" 2>"$tmp/omp_def.x") &&
   grep -q "order-keep: L7 (i, line 114): a step at a time: .* (a step's work pays for its 3 barriers where n >= 315)" "$tmp/omp_def.x" &&
   grep -q "^ *if (n < 315) { for (i = 0; i < n; i++) {$" "$tmp/omp_def.c"; then
  tap_ok "gpu_order: openmp by default runs the new order only from the size where a step pays"
else
  tap_fail "gpu_order: openmp by default runs the new order only from the size where a step pays" \
    "$(grep order-keep "$tmp/omp_def.x")"
fi
if (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=1 --disable=order-keep "$rel" -o "$tmp/omp_off.c" 2>/dev/null) &&
   ! grep -q "kf_c0" "$tmp/omp_off.c"; then
  tap_ok "gpu_order: openmp --disable=order-keep leaves the solves as written"
else
  tap_fail "gpu_order: openmp --disable=order-keep leaves the solves as written" "$(grep -n kf_c0 "$tmp/omp_off.c" | head -3)"
fi
if grep -q "loop L[0-9.]* (c) could run in parallel (reduction) but stays on the host: it would reassociate the floating-point reduction on s, whose result goes into y (line [0-9]*), which its terms read (line [0-9]*), the results of earlier sums" "$ex"; then
  tap_ok "gpu_order: a scalar sum whose result the later sums read is not reassociated, saying why"
else
  tap_fail "gpu_order: a scalar sum whose result the later sums read is not reassociated, saying why" \
    "$(grep "reduction on s" "$ex")"
fi
if (cd "$tmp" && ${CC:-cc} -O1 -w "$KFORGE_ROOT/$rel" -lm -o seq && ./seq >seq.out &&
    ${CC:-cc} -O1 -w "$cl" -lOpenCL -lm -o cl && ./cl >cl.out) >"$tmp/run.log" 2>&1 &&
   cmp -s "$tmp/seq.out" "$tmp/cl.out"; then
  tap_ok "gpu_order: the opencl output's results equal the sequential program's to the bit"
else
  tap_fail "gpu_order: the opencl output's results equal the sequential program's to the bit" \
    "$(tail -5 "$tmp/run.log"; diff "$tmp/seq.out" "$tmp/cl.out" | head -6)"
fi
for th in 2 3; do
  if (cd "$tmp" && ${CC:-cc} -O1 -w -fopenmp "$omp" -lm -o omp && OMP_NUM_THREADS=$th ./omp >omp.out) \
       >"$tmp/omp.log" 2>&1 && cmp -s "$tmp/seq.out" "$tmp/omp.out"; then
    tap_ok "gpu_order: the openmp output on $th threads equals the sequential program to the bit"
  else
    tap_fail "gpu_order: the openmp output on $th threads equals the sequential program to the bit" \
      "$(tail -5 "$tmp/omp.log"; diff "$tmp/seq.out" "$tmp/omp.out" | head -6)"
  fi
done
if [ -z "$nvcc" ]; then
  tap_skip "gpu_order: cuda output compiles (nvcc -arch=sm_90, cc) and links" "no \$NVCC"
elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w gpu_order.cuda.cu -o o.cu.o &&
      ${CC:-cc} -c gpu_order.cuda.c -I"$cuda_home/include" -o o.host.o &&
      ${CC:-cc} o.host.o o.cu.o -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o o.exe) \
     >"$tmp/nvcc.log" 2>&1; then
  tap_ok "gpu_order: cuda output compiles (nvcc -arch=sm_90, cc) and links"
else
  tap_fail "gpu_order: cuda output compiles (nvcc -arch=sm_90, cc) and links" "$(head -20 "$tmp/nvcc.log")"
fi
tap_done
