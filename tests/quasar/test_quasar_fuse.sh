#!/usr/bin/env bash
# Kernel fusion of Quasar launches (src/codegen/quasar_fuse.c, seed 002
# §17.1.6, docs/quasar.md "Kernel fusion"):
#  - tests/quasar/fuse/chain.q: a chain of element-wise kernels fused into
#    one, a stencil that reads at a neighbouring point what the kernel
#    before wrote kept apart (a grid barrier), {!kernel_fusion barrier};
#  - tests/quasar/fuse/manual.q: strategy "manual" over vectors, a kernel
#    that overwrites what the one before reads at a neighbour, launches
#    over different sizes;
#  - tests/quasar/fuse/rows.q: launches fused row by row on OpenMP
#    (quasar_rows.c): the second reads what the first wrote at
#    neighbouring rows or overwrites what it reads at one; lags of 0 and
#    1 rows, three dimensions, an array with more rows than the launch
#    (checked at run time), and the two refusals (a wrapping accessor, a
#    row that is not pos[0] plus a constant); run with 1 and 3 threads at
#    odd sizes, with fewer rows than threads, against the Python
#    reference (rows.py), the --disable=fusion and the sequential builds;
#  - examples/quasar/tv.q: its two kernels per step run row by row on
#    OpenMP, and stay apart on OpenCL and CUDA (the update reads the
#    gradient at a neighbour), and say why.
# Golden files (KFORGE_REGEN=1 rewrites them; review the diff like code):
# `kforge gen --explain`'s fusion lines per target, the OpenMP C and the
# OpenCL kernels.  Execution: OpenMP, OpenCL (PoCL) and --disable=fusion
# print what the sequential build (--no-parallelize) prints; the .cu
# compiles with nvcc -arch=sm_90.  Bad attribute values
# (tests/quasar/fuse/bad/) get one gcc-style diagnostic each, golden.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache OMP_NUM_THREADS=2
g=$KFORGE_ROOT/tests/quasar/fuse/golden
cd "$KFORGE_ROOT/tests/quasar/fuse" || exit 1
have_cl=0
command -v clinfo >/dev/null && [ "$(clinfo -l 2>/dev/null | grep -c Device)" -gt 0 ] && have_cl=1
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
cl_kernels() { sed -n '/^    "__kernel void/,/";$/p' "$1" | sed -e 's/^    "//' -e 's/\\n"$//' -e 's/\\n";$//'; }

for q in chain manual rows; do
  for t in openmp opencl cuda; do
    if $k gen --explain --target $t $q.q -o "$tmp/$q.$t.c" 2>"$tmp/$q.$t.all"; then
      grep '^  fusion: ' "$tmp/$q.$t.all" >"$tmp/$q.$t.explain"
      tap_diff "$q.q --target $t: the fusion lines of --explain" "$g/$q.$t.explain" "$tmp/$q.$t.explain"
    else
      tap_fail "$q.q --target $t: the fusion lines of --explain" "$(cat "$tmp/$q.$t.all")"
    fi
  done
  sed -n '/---- end of the run-time support/,$p' "$tmp/$q.openmp.c" >"$tmp/$q.body.c"
  tap_diff "$q.q: the OpenMP C" "$g/$q.c" "$tmp/$q.body.c"
  cl_kernels "$tmp/$q.opencl.c" >"$tmp/$q.cl"
  tap_diff "$q.q: the OpenCL kernels" "$g/$q.cl" "$tmp/$q.cl"
  # execution: the sequential build is the reference.  The programs print
  # sums to 15 digits, which only the sequential order of the additions
  # gives: on OpenCL their reductions stay on the host (OpenMP, serial at
  # these sizes); the device's tree is test_quasar_red.sh's
  $k gen --no-parallelize $q.q -o "$tmp/$q.seq.c" && cc -O2 -o "$tmp/$q.seq" "$tmp/$q.seq.c" -lm &&
    "$tmp/$q.seq" >"$tmp/$q.ref"
  for run in "openmp:" "openmp:--disable=fusion" "opencl:--disable=reduction" "opencl:--disable=fusion --disable=reduction"; do
    t=${run%%:*} opt=${run#*:}
    name="$q.q --target $t $opt: prints what the sequential build prints"
    if [ $t = opencl ] && [ $have_cl = 0 ]; then
      tap_skip "$name" "no OpenCL device"
    elif [ -s "$tmp/$q.ref" ] && $k run --target $t $opt $q.q >"$tmp/$q.out" 2>"$tmp/err" && cmp -s "$tmp/$q.ref" "$tmp/$q.out"; then
      tap_ok "$name"
    else
      tap_fail "$name" "$(diff "$tmp/$q.ref" "$tmp/$q.out" | head; head "$tmp/err")"
    fi
  done
  if [ ! -x "$nvcc" ]; then
    tap_skip "$q.q: the .cu compiles with nvcc -arch=sm_90" "nvcc not found"
  elif "$nvcc" -arch=sm_90 -w -c -o "$tmp/${q}_cu.o" "$tmp/$q.cuda.cu" 2>"$tmp/err" &&
       cc -O2 -fopenmp -c -o "$tmp/$q.cuda.o" "$tmp/$q.cuda.c" 2>>"$tmp/err"; then
    tap_ok "$q.q: the .cu compiles with nvcc -arch=sm_90, the host C with cc"
  else
    tap_fail "$q.q: the .cu compiles with nvcc -arch=sm_90, the host C with cc" "$(head -30 "$tmp/err")"
  fi
  # --disable=fusion: one kernel per launch again, and no fusion line but why
  $k gen --explain --disable=fusion $q.q -o "$tmp/$q.nf.c" 2>"$tmp/$q.nf.all"
  fused=$(grep -c "' fused " "$tmp/$q.nf.all")
  if [ "$fused" -eq 0 ] && grep -q 'kept apart: --disable=fusion' "$tmp/$q.nf.all"; then
    tap_ok "$q.q --disable=fusion: no launch fused, --explain says why"
  else
    tap_fail "$q.q --disable=fusion: no launch fused, --explain says why" "$(grep fusion "$tmp/$q.nf.all")"
  fi
done

# chain.q: on OpenCL three launches became one kernel (their bodies in
# order); on OpenMP smart keeps addto (an atomic update: no omp simd)
# apart from the straight scale_square; the stencil and the launch after
# the barrier keep theirs everywhere
n_omp=$(grep -c '^static .*void qf_scale_square_[0-9]*(.*)$' "$tmp/chain.body.c")
n_cl=$(grep -c '^__kernel void qk_scale_square_addto.*)$' "$tmp/chain.cl")
if [ "$n_omp" -ge 1 ] && [ "$n_cl" -eq 1 ] && ! grep -q 'qk_scale_[0-9]*(\|qk_square_[0-9]*(\|qk_addto_[0-9]*(' "$tmp/chain.cl" &&
   grep -q '^static .*void qf_addto_[0-9]*(' "$tmp/chain.body.c"; then
  tap_ok "chain.q: scale, square and addto one kernel on OpenCL; scale and square one on OpenMP"
else
  tap_fail "chain.q: scale, square and addto one kernel on OpenCL; scale and square one on OpenMP" "omp $n_omp cl $n_cl"
fi

# rows.q: every pair as one loop over the rows, each thread its rows in
# order, against the Python reference at odd sizes, with fewer rows than
# threads, on 1 and 3 threads, and against --disable=fusion
n_rows=$(grep -c 'row by row: each thread' "$tmp/rows.body.c")
n_bar=$(grep -c '#pragma omp barrier' "$tmp/rows.body.c")
if [ "$n_rows" -eq 4 ] && [ "$n_bar" -eq 7 ] && ! grep -q "fused with" "$tmp/rows.opencl.all"; then
  tap_ok "rows.q: four pairs row by row on OpenMP (a barrier each, and one after each in the time loop's region), none on OpenCL"
else
  tap_fail "rows.q: four pairs row by row on OpenMP (a barrier each, and one after each in the time loop's region), none on OpenCL" \
    "$n_rows pairs, $n_bar barriers"
fi
for args in "37 41 3" "2 5 2" "5 3 4" "64 7 2"; do
  python3 rows.py $args >"$tmp/rows.pref" 2>&1
  for run in "1:" "3:" "3:--disable=fusion" "3:--no-parallelize"; do
    th=${run%%:*} opt=${run#*:}
    name="rows.q $args, $th thread(s) $opt: prints what rows.py computes"
    if OMP_NUM_THREADS=$th $k run $opt rows.q $args >"$tmp/rows.out" 2>"$tmp/err" && cmp -s "$tmp/rows.pref" "$tmp/rows.out"; then
      tap_ok "$name"
    else
      tap_fail "$name" "$(diff "$tmp/rows.pref" "$tmp/rows.out" | head; head "$tmp/err")"
    fi
  done
done

# tv.q: row by row on OpenMP, refused with the reason on OpenCL; its
# output against the reference on 1 and 3 threads
for t in openmp opencl; do
  $k gen --explain --target $t ../../../examples/quasar/tv.q -o "$tmp/tv.c" 2>"$tmp/tv.all"
  grep '^  fusion: ' "$tmp/tv.all" | sed 's|.*examples/|examples/|' >"$tmp/tv.$t.explain"
  tap_diff "examples/quasar/tv.q --target $t: the fusion lines of --explain" "$g/tv.$t.explain" "$tmp/tv.$t.explain"
done
python3 ../ref/tv.py 45 6 >"$tmp/tv.ref"
for th in 1 3; do
  if OMP_NUM_THREADS=$th $k run ../../../examples/quasar/tv.q 45 6 >"$tmp/tv.out" 2>"$tmp/err" && cmp -s "$tmp/tv.ref" "$tmp/tv.out"; then
    tap_ok "examples/quasar/tv.q 45 6 on $th thread(s): prints what ref/tv.py computes"
  else
    tap_fail "examples/quasar/tv.q 45 6 on $th thread(s): prints what ref/tv.py computes" "$(diff "$tmp/tv.ref" "$tmp/tv.out"; head "$tmp/err")"
  fi
done

# bad programs: one diagnostic each, exit 1
cd bad || exit 1
for q in *.q; do
  name=${q%.q}
  $k gen "$q" -o "$tmp/out.c" 2>"$tmp/$name.err"; rc=$?
  errors=$(grep -c ': error: ' "$tmp/$name.err")
  if [ "$rc" -ne 1 ] || [ "$errors" -ne 1 ]; then
    tap_fail "bad/$name: exit 1 with one error" "exit $rc, $errors errors: $(cat "$tmp/$name.err")"
  else
    tap_diff "bad/$name: the diagnostic" "$name.err" "$tmp/$name.err"
  fi
done
tap_done
