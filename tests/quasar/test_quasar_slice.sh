#!/usr/bin/env bash
# Whole slices shared or moved instead of copied (src/codegen/quasar_slice.c,
# docs/quasar.md "Slices that are the whole array"): slice-ref passes A
# itself for f(A[..]) when f only reads that parameter, slice-move gives
# A[..] = (a new array) the new array's block; each only when the slice is
# all of A at run time.  tests/quasar/slice/slice.q has the cases taken and
# refused (a parameter written, given back, written through a kernel,
# another array argument written, a closure, an argument that calls, a
# value held elsewhere, a reshape's view).  Golden: its --explain (OpenMP
# and OpenCL), its OpenMP C, the output (hand-checked: the values in its
# comments) and the counts KFORGE_SLICE_STATS=1 prints (3 passed as the
# array, 2 moved).  Execution: OpenMP, OpenMP with both rules disabled,
# OpenCL (PoCL) print the golden output, and the generated C built with
# AddressSanitizer leaves nothing alive and nothing leaked; wavelet.q at 64x64, 3 levels,
# shares and moves its first level's slices both ways and prints what its
# --disable build prints.
# Views (slice-view): tests/quasar/slice/view.q passes rectangles of a
# matrix to functions that read them through elements (two indices and
# one), sizes and kernels (a clamped neighbour at the view's edge), two
# calls deep, beside the same array; and refuses a parameter written, an
# operand, sum, a slice of it, another argument written (the same array:
# its store shows through a view), a script variable named.  Golden
# --explain (OpenMP, OpenCL: no view there), C, output (hand-checked, in
# its comments) and counts (4 views); OpenMP with --disable=slice-view and
# OpenCL print the same; its C under AddressSanitizer frees every view;
# wavelet.q passes levels 2 and 3's corners as views (4 of them).
# In place (slice-into): tests/quasar/slice/into.q stores results of
# functions into rectangles (a kernel writing them, host code over a
# zeros, all of A) and refuses an argument that makes a call, one that
# names A, one that shares A's block at run time (C = A: the kernel would
# read what it writes), a result used as a value, made by ones, passed to
# sum, a script variable named; a tiled kernel adding into a result in
# place; the same checks as view.q (4 in place).
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache OMP_NUM_THREADS=2
g=$KFORGE_ROOT/tests/quasar/slice/golden
cd "$KFORGE_ROOT/tests/quasar/slice" || exit 1
have_cl=0
command -v clinfo >/dev/null && [ "$(clinfo -l 2>/dev/null | grep -c Device)" -gt 0 ] && have_cl=1
off="--disable=slice-ref --disable=slice-move --disable=slice-view --disable=slice-into"

for t in openmp opencl; do
  if $k gen --explain --target $t slice.q -o "$tmp/slice.$t.c" 2>"$tmp/explain.$t"; then
    grep -E '^  slice-(ref|move|view|into):' "$tmp/explain.$t" >"$tmp/slice.$t.explain"
    tap_diff "slice.q --target $t: the slice-ref and slice-move decisions" "$g/slice.$t.explain" "$tmp/slice.$t.explain"
  else
    tap_fail "slice.q --target $t: the slice-ref and slice-move decisions" "$(cat "$tmp/explain.$t")"
  fi
done
sed -n '/---- end of the run-time support/,$p' "$tmp/slice.openmp.c" >"$tmp/slice.body.c"
tap_diff "slice.q: the OpenMP C" "$g/slice.c" "$tmp/slice.body.c"
# disabled: no decision, the C of before (qa_slice, qa_slice_set only)
$k gen --explain $off slice.q -o "$tmp/off.c" 2>"$tmp/off.explain"
if [ -s "$tmp/off.c" ] && ! grep -q 'slice-' "$tmp/off.explain" && ! grep -q 'qa_slice_ref(q_\|qa_slice_move(q_\|qa_slice_view(q_\|qa_slice_dest(q_' "$tmp/off.c"; then
  tap_ok "slice.q $off: no share, no move"
else
  tap_fail "slice.q $off: no share, no move" "$(grep -n 'slice' "$tmp/off.explain" "$tmp/off.c" | grep -v '^.*static' | head)"
fi

KFORGE_SLICE_STATS=1 $k run slice.q >"$tmp/omp.out" 2>"$tmp/omp.err"
tap_diff "slice.q: OpenMP prints the values its comments give" "$g/slice.out" "$tmp/omp.out"
grep '^slices:' "$tmp/omp.err" >"$tmp/omp.stats"
tap_diff "slice.q: 3 whole slices passed as the array, 2 moved" "$g/slice.stats" "$tmp/omp.stats"
KFORGE_SLICE_STATS=1 $k run $off slice.q >"$tmp/off.out" 2>"$tmp/off.err"
if [ -s "$tmp/off.out" ] && cmp -s "$g/slice.out" "$tmp/off.out" &&
   grep -q '^slices: 0 whole passed as the array, 0 whole assigned by a move, 0 parts passed as views' "$tmp/off.err"; then
  tap_ok "slice.q $off: the same output, every slice copied"
else
  tap_fail "slice.q $off: the same output, every slice copied" "$(diff "$g/slice.out" "$tmp/off.out"; cat "$tmp/off.err")"
fi
# the generated program under AddressSanitizer: a moved block freed once,
# a shared array released as often as retained
if cc -g -fsanitize=address,undefined -fno-sanitize-recover=undefined -fopenmp -o "$tmp/slice.asan" \
     "$tmp/slice.openmp.c" -lm 2>"$tmp/asan.err" &&
   ASAN_OPTIONS=detect_leaks=1 KFORGE_ARRAY_STATS=1 KFORGE_SLICE_STATS=1 "$tmp/slice.asan" >"$tmp/asan.out" 2>"$tmp/asan.stats" &&
   cmp -s "$g/slice.out" "$tmp/asan.out" && grep -q '^arrays: 0 alive at the end' "$tmp/asan.stats" &&
   grep -q '^slices: 3 whole passed as the array, 2 whole assigned by a move' "$tmp/asan.stats"; then
  tap_ok "slice.q: no leak, no error under AddressSanitizer, nothing alive at the end"
else
  tap_fail "slice.q: no leak, no error under AddressSanitizer, nothing alive at the end" \
    "$(head -30 "$tmp/asan.err" "$tmp/asan.stats")"
fi
if [ $have_cl = 0 ]; then
  tap_skip "slice.q --target opencl: the same output" "no OpenCL device"
elif $k run --target opencl slice.q >"$tmp/ocl.out" 2>"$tmp/ocl.err" && cmp -s "$g/slice.out" "$tmp/ocl.out"; then
  tap_ok "slice.q --target opencl: the same output"
else
  tap_fail "slice.q --target opencl: the same output" "$(diff "$g/slice.out" "$tmp/ocl.out"; cat "$tmp/ocl.err")"
fi

# view.q: rectangles passed as views (slice-view); into.q: results
# written into a rectangle in place (slice-into)
declare -A rule=([view]=slice-view [into]=slice-into)
declare -A counts=([view]=', 4 parts passed as views' [into]=', 4 results written in place')
for p in view into; do
  for t in openmp opencl; do
    if $k gen --explain --target $t $p.q -o "$tmp/$p.$t.c" 2>"$tmp/${p}explain.$t"; then
      grep -E '^  slice-(ref|move|view|into):' "$tmp/${p}explain.$t" >"$tmp/$p.$t.explain"
      tap_diff "$p.q --target $t: the ${rule[$p]} decisions" "$g/$p.$t.explain" "$tmp/$p.$t.explain"
    else
      tap_fail "$p.q --target $t: the ${rule[$p]} decisions" "$(cat "$tmp/${p}explain.$t")"
    fi
  done
  sed -n '/---- end of the run-time support/,$p' "$tmp/$p.openmp.c" >"$tmp/$p.body.c"
  tap_diff "$p.q: the OpenMP C (kernels and host code index views through ld)" "$g/$p.c" "$tmp/$p.body.c"
  KFORGE_SLICE_STATS=1 $k run $p.q >"$tmp/${p}omp.out" 2>"$tmp/${p}omp.err"
  tap_diff "$p.q: OpenMP prints the values its comments give" "$g/$p.out" "$tmp/${p}omp.out"
  grep '^slices:' "$tmp/${p}omp.err" >"$tmp/${p}omp.stats"
  tap_diff "$p.q: the counts (${counts[$p]#, })" "$g/$p.stats" "$tmp/${p}omp.stats"
  KFORGE_SLICE_STATS=1 $k run $off $p.q >"$tmp/${p}off.out" 2>"$tmp/${p}off.err"
  if [ -s "$tmp/${p}off.out" ] && cmp -s "$g/$p.out" "$tmp/${p}off.out" &&
     grep -q '^slices: 0 whole passed as the array, 0 whole assigned by a move, 0 parts passed as views, 0 results written in place' "$tmp/${p}off.err"; then
    tap_ok "$p.q with the slice rules off: the same output, every slice copied"
  else
    tap_fail "$p.q with the slice rules off: the same output, every slice copied" "$(diff "$g/$p.out" "$tmp/${p}off.out"; cat "$tmp/${p}off.err")"
  fi
  if cc -g -fsanitize=address,undefined -fno-sanitize-recover=undefined -fopenmp -o "$tmp/$p.asan" \
       "$tmp/$p.openmp.c" -lm 2>"$tmp/${p}asan.err" &&
     ASAN_OPTIONS=detect_leaks=1 KFORGE_ARRAY_STATS=1 KFORGE_SLICE_STATS=1 "$tmp/$p.asan" >"$tmp/${p}asan.out" 2>"$tmp/${p}asan.stats" &&
     cmp -s "$g/$p.out" "$tmp/${p}asan.out" && grep -q '^arrays: 0 alive at the end' "$tmp/${p}asan.stats" &&
     grep -q "${counts[$p]}" "$tmp/${p}asan.stats"; then
    tap_ok "$p.q: no leak, no error under AddressSanitizer, every view released"
  else
    tap_fail "$p.q: no leak, no error under AddressSanitizer, every view released" \
      "$(head -30 "$tmp/${p}asan.err" "$tmp/${p}asan.stats")"
  fi
  if [ $have_cl = 0 ]; then
    tap_skip "$p.q --target opencl: the same output" "no OpenCL device"
  elif $k run --target opencl $p.q >"$tmp/${p}ocl.out" 2>"$tmp/${p}ocl.err" && cmp -s "$g/$p.out" "$tmp/${p}ocl.out"; then
    tap_ok "$p.q --target opencl: the same output"
  else
    tap_fail "$p.q --target opencl: the same output" "$(diff "$g/$p.out" "$tmp/${p}ocl.out"; cat "$tmp/${p}ocl.err")"
  fi
done

# CUDA: both rules stay off there (a view would be a sub-buffer); the
# program with their run-time support still builds
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$nvcc" ]; then
  tap_skip "into.q --target cuda: the host C and the .cu compile" "no nvcc"
elif $k gen --target cuda into.q -o "$tmp/cu.c" 2>"$tmp/cu.err" &&
     "$nvcc" -arch=sm_90 -c "$tmp/cu.cu" -o "$tmp/cu.o" 2>>"$tmp/cu.err" &&
     cc -O2 -fopenmp -c "$tmp/cu.c" -I"$(dirname "$(dirname "$nvcc")")/include" -o "$tmp/cuh.o" 2>>"$tmp/cu.err"; then
  tap_ok "into.q --target cuda: the host C and the .cu compile"
else
  tap_fail "into.q --target cuda: the host C and the .cu compile" "$(tail -20 "$tmp/cu.err")"
fi

# wavelet.q: its first level's slices (all of c) shared and moved, forward
# and inverse; the output that of every slice copied
cd "$KFORGE_ROOT/examples/quasar" || exit 1
KFORGE_SLICE_STATS=1 $k run wavelet.q 64 0.1 0 3 >"$tmp/w.out" 2>"$tmp/w.err"
KFORGE_SLICE_STATS=1 $k run $off wavelet.q 64 0.1 0 3 >"$tmp/w.off" 2>"$tmp/w.off.err"
if [ -s "$tmp/w.out" ] && cmp -s "$tmp/w.off" "$tmp/w.out" &&
   grep -q '^slices: 2 whole passed as the array, 2 whole assigned by a move, 4 parts passed as views' "$tmp/w.err"; then
  tap_ok "wavelet.q 64 0.1 0 3: level 1's slices shared and moved, levels 2 and 3's viewed, the output of copies"
else
  tap_fail "wavelet.q 64 0.1 0 3: level 1's slices shared and moved, levels 2 and 3's viewed, the output of copies" \
    "$(diff "$tmp/w.off" "$tmp/w.out"; cat "$tmp/w.err")"
fi
tap_done
