#!/usr/bin/env bash
# {!kernel_tiling} (seed 002 §17.2.3, src/codegen/quasar_tiling.c):
# global, local and hybrid tiling of device kernels, in
# tests/quasar/tiling/tiling.q (1-D, 2-D, 3-D domains, sizes not multiples
# of the tiles, dims=auto, a cpu attribute), and of OpenMP kernels with the
# hoisting of point-independent statements in tests/quasar/tiling/cpu.q.  Golden files (KFORGE_REGEN=1
# rewrites them; review the diff like code): `kforge gen --explain` per
# target, the OpenCL kernels, the CUDA kernels and launchers.  Execution:
# OpenMP, OpenCL (PoCL) and OpenCL with --disable=kernel-tiling print what
# the sequential build prints, and so does OpenCL with dims=auto's grid
# forced to 1 and 7 threads a dimension (KFORGE_TILE_GRID: the kernels
# stride, so any grid the launch picks from the device is correct); the
# .cu compiles with nvcc -arch=sm_90.  cpu.q's hrd and hwr: array reads
# hoisted, and kept per point where the kernel writes the array or reads
# it after a store into another.
# Bad attributes (tests/quasar/tiling/bad/) get one diagnostic each, golden
# too, on both the OpenCL and the OpenMP target.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache OMP_NUM_THREADS=2
g=$KFORGE_ROOT/tests/quasar/tiling/golden
cd "$KFORGE_ROOT/tests/quasar/tiling" || exit 1
have_cl=0
command -v clinfo >/dev/null && [ "$(clinfo -l 2>/dev/null | grep -c Device)" -gt 0 ] && have_cl=1
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
cl_kernels() { sed -n '/^    "__kernel void/,/";$/p' "$1" | sed -e 's/^    "//' -e 's/\\n"$//' -e 's/\\n";$//'; }

q=tiling
for t in openmp opencl cuda; do
  if $k gen --explain --target $t $q.q -o "$tmp/$q.$t.c" 2>"$tmp/$q.$t.explain"; then
    tap_diff "$q.q --target $t: the --explain decisions" "$g/$q.$t.explain" "$tmp/$q.$t.explain"
  else
    tap_fail "$q.q --target $t: the --explain decisions" "$(cat "$tmp/$q.$t.explain")"
  fi
done
cl_kernels "$tmp/$q.opencl.c" >"$tmp/$q.cl"
tap_diff "$q.q: the OpenCL kernels" "$g/$q.cl" "$tmp/$q.cl"
sed -n '/^__global__ void qk_[a-z0-9_]*(.*)$/,$p' "$tmp/$q.cuda.cu" >"$tmp/$q.cu"
tap_diff "$q.q: the CUDA kernels and launches" "$g/$q.cu" "$tmp/$q.cu"
# the tiled kernels loop over their points; --disable=kernel-tiling: none does
$k gen --target opencl --disable=kernel-tiling $q.q -o "$tmp/nt.c" 2>"$tmp/err"
on=$(grep -c 'get_global_size' "$tmp/$q.opencl.c"); off=$(grep -c 'get_global_size' "$tmp/nt.c")
if [ "$on" -ge 5 ] && [ "$off" = 0 ]; then
  tap_ok "$q.q: $on grid-stride loops, none with --disable=kernel-tiling"
else
  tap_fail "$q.q: grid-stride loops, none with --disable=kernel-tiling" "$on vs $off; $(cat "$tmp/err")"
fi

# execution: the sequential build is the reference
$k gen --no-parallelize --disable=kernel-tiling $q.q -o "$tmp/$q.seq.c" && cc -O2 -o "$tmp/$q.seq" "$tmp/$q.seq.c" -lm &&
  "$tmp/$q.seq" >"$tmp/$q.ref"
if [ -s "$tmp/$q.ref" ] && $k run $q.q >"$tmp/$q.omp" 2>&1 && cmp -s "$tmp/$q.ref" "$tmp/$q.omp"; then
  tap_ok "$q.q: OpenMP prints what the sequential build prints"
else
  tap_fail "$q.q: OpenMP prints what the sequential build prints" "$(diff "$tmp/$q.ref" "$tmp/$q.omp" | head)"
fi
for d in "" --disable=kernel-tiling; do
  if [ $have_cl = 0 ]; then
    tap_skip "$q.q: OpenCL $d prints what the sequential build prints" "no OpenCL device"
  elif $k run --target opencl $d $q.q >"$tmp/$q.ocl" 2>"$tmp/$q.ocl.err" && cmp -s "$tmp/$q.ref" "$tmp/$q.ocl"; then
    tap_ok "$q.q: OpenCL $d prints what the sequential build prints"
  else
    tap_fail "$q.q: OpenCL $d prints what the sequential build prints" "$(diff "$tmp/$q.ref" "$tmp/$q.ocl" | head; cat "$tmp/$q.ocl.err")"
  fi
done
# dims=auto sizes the grid from the device at run time (qcl_tile_cap);
# the kernels stride, so any grid is correct: odd grids forced through
# $KFORGE_TILE_GRID print what the sequential build prints too
if grep -q 'qcl_tile_cap(2, 1)' "$tmp/$q.opencl.c"; then
  tap_ok "$q.q: dims=auto's launch asks the device (qcl_tile_cap)"
else
  tap_fail "$q.q: dims=auto's launch asks the device (qcl_tile_cap)" "$(grep -n 'qcl_run' "$tmp/$q.opencl.c" | head -3)"
fi
for n in 1 7; do
  if [ $have_cl = 0 ]; then
    tap_skip "$q.q: OpenCL with a forced grid of $n prints what the sequential build prints" "no OpenCL device"
  elif KFORGE_TILE_GRID=$n $k run --target opencl $q.q >"$tmp/$q.ocl" 2>"$tmp/$q.ocl.err" && cmp -s "$tmp/$q.ref" "$tmp/$q.ocl"; then
    tap_ok "$q.q: OpenCL with a forced grid of $n prints what the sequential build prints"
  else
    tap_fail "$q.q: OpenCL with a forced grid of $n prints what the sequential build prints" "$(diff "$tmp/$q.ref" "$tmp/$q.ocl" | head; cat "$tmp/$q.ocl.err")"
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

# OpenMP (tests/quasar/tiling/cpu.q): local, global, hybrid and auto
# tiling on the CPU, hoisting and what must stay per point.  Goldens: the
# --explain decisions, the tiled kernels' C, the CUDA kernels (auto2's
# hoisted statement on the device); execution with 1 and 3 threads and
# with --disable=kernel-tiling against the sequential build
q=cpu
for t in openmp cuda; do
  if $k gen --explain --target $t $q.q -o "$tmp/$q.$t.c" 2>"$tmp/$q.$t.explain"; then
    tap_diff "$q.q --target $t: the --explain decisions" "$g/$q.$t.explain" "$tmp/$q.$t.explain"
  else
    tap_fail "$q.q --target $t: the --explain decisions" "$(cat "$tmp/$q.$t.explain")"
  fi
done
sed -n '/^static void qf_[a-z0-9_]*(long q_lim0.*long qt_id, long qt_n/,/^}/p' "$tmp/$q.openmp.c" >"$tmp/$q.omp.c"
tap_diff "$q.q: the tiled kernels on OpenMP" "$g/$q.omp.c" "$tmp/$q.omp.c"
sed -n '/^__global__ void qk_[a-z0-9_]*(.*)$/,$p' "$tmp/$q.cuda.cu" >"$tmp/$q.cu"
tap_diff "$q.q: the CUDA kernels and launches" "$g/$q.cu" "$tmp/$q.cu"
$k gen --target openmp --disable=kernel-tiling $q.q -o "$tmp/nt.c" 2>"$tmp/err"
on=$(grep -c '^static void qf_.*long qt_id, long qt_n.*)$' "$tmp/$q.openmp.c"); off=$(grep -c 'qt_id' "$tmp/nt.c")
if [ "$on" = 6 ] && [ "$off" = 0 ]; then
  tap_ok "$q.q: 6 kernels tiled on OpenMP, none with --disable=kernel-tiling"
else
  tap_fail "$q.q: 6 kernels tiled on OpenMP, none with --disable=kernel-tiling" "$on vs $off; $(cat "$tmp/err")"
fi
$k gen --no-parallelize --disable=kernel-tiling $q.q -o "$tmp/$q.seq.c" 2>/dev/null && cc -O2 -o "$tmp/$q.seq" "$tmp/$q.seq.c" -lm &&
  "$tmp/$q.seq" >"$tmp/$q.ref"
for run in "1" "3" "3 --disable=kernel-tiling"; do
  set -- $run
  if [ -s "$tmp/$q.ref" ] && OMP_NUM_THREADS=$1 $k run $2 $q.q >"$tmp/$q.omp" 2>"$tmp/$q.omp.err" &&
     cmp -s "$tmp/$q.ref" "$tmp/$q.omp"; then
    tap_ok "$q.q: OpenMP, $1 thread(s) $2, prints what the sequential build prints"
  else
    tap_fail "$q.q: OpenMP, $1 thread(s) $2, prints what the sequential build prints" \
      "$(diff "$tmp/$q.ref" "$tmp/$q.omp" | head; head -5 "$tmp/$q.omp.err")"
  fi
done
if [ $have_cl = 0 ]; then
  tap_skip "$q.q: OpenCL prints what the sequential build prints" "no OpenCL device"
elif $k run --target opencl $q.q >"$tmp/$q.ocl" 2>"$tmp/$q.ocl.err" && cmp -s "$tmp/$q.ref" "$tmp/$q.ocl"; then
  tap_ok "$q.q: OpenCL prints what the sequential build prints"
else
  tap_fail "$q.q: OpenCL prints what the sequential build prints" "$(diff "$tmp/$q.ref" "$tmp/$q.ocl" | head; cat "$tmp/$q.ocl.err")"
fi
if [ ! -x "$nvcc" ]; then
  tap_skip "$q.q: the .cu compiles with nvcc -arch=sm_90" "nvcc not found"
elif "$nvcc" -arch=sm_90 -w -c -o "$tmp/${q}_cu.o" "$tmp/$q.cuda.cu" 2>"$tmp/err" &&
     cc -O2 -fopenmp -c -o "$tmp/$q.cuda.o" "$tmp/$q.cuda.c" 2>>"$tmp/err"; then
  tap_ok "$q.q: the .cu compiles with nvcc -arch=sm_90, the host C with cc"
else
  tap_fail "$q.q: the .cu compiles with nvcc -arch=sm_90, the host C with cc" "$(head -30 "$tmp/err")"
fi

# bad attributes: errors stop the build, refusals warn and keep the kernel
for f in bad/*.q; do
  b=${f%.q}
  for t in opencl openmp; do
    $k gen --target $t "$f" -o "$tmp/bad.c" 2>"$tmp/bad.err"
    [ $t = openmp ] && [ ! -s "$b.err" ] && continue
    if [ $t = openmp ] && ! grep -q 'error:' "$b.err"; then # refusals: the device targets only
      continue
    fi
    tap_diff "$f ($t): its diagnostic" "$b.err" "$tmp/bad.err"
  done
done
tap_done
