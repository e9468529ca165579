#!/usr/bin/env bash
# Loops the parallelizer accepts and fused element-wise expressions on the
# device targets (src/codegen/quasar_loopk.c): golden --explain decisions,
# golden OpenCL host C and kernels, golden CUDA kernels and launchers
# (KFORGE_REGEN=1 rewrites them; review the diff like code); the OpenCL
# build (PoCL) prints what the sequential build prints; the .cu compiles
# with nvcc -arch=sm_90 and links with the host C.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
g=$KFORGE_ROOT/tests/quasar/loopk/golden
cd "$KFORGE_ROOT/tests/quasar/loopk" || exit 1
for t in opencl cuda; do
  if $k gen --target $t --explain loopk.q -o "$tmp/$t.c" 2>"$tmp/$t.explain"; then
    tap_diff "loopk.q --target $t: the --explain decisions" "$g/loopk.$t.explain" "$tmp/$t.explain"
  else
    tap_fail "loopk.q --target $t: the --explain decisions" "$(cat "$tmp/$t.explain")"
  fi
done
sed -n '/---- end of the run-time support/,$p' "$tmp/opencl.c" >"$tmp/opencl.body.c"
tap_diff "loopk.q --target opencl: kernels and launches" "$g/loopk.cl.c" "$tmp/opencl.body.c"
sed -n '/^__global__ void qk_/,$p' "$tmp/cuda.cu" >"$tmp/cuda.body.cu"
tap_diff "loopk.q --target cuda: kernels and launchers" "$g/loopk.cu" "$tmp/cuda.body.cu"
# the sequential program, as written
$k gen --no-parallelize loopk.q -o "$tmp/seq.c" && cc -O2 -o "$tmp/seq" "$tmp/seq.c" -lm && "$tmp/seq" >"$tmp/seq.out"
if ! command -v clinfo >/dev/null || [ "$(clinfo -l 2>/dev/null | grep -c Device)" -eq 0 ]; then
  tap_skip "loopk.q on OpenCL prints what the sequential build prints" "no OpenCL device"
elif cc -O2 -fopenmp -o "$tmp/ocl" "$tmp/opencl.c" -lOpenCL -lm 2>"$tmp/err" &&
     OMP_NUM_THREADS=2 "$tmp/ocl" >"$tmp/ocl.out" 2>>"$tmp/err" && [ -s "$tmp/seq.out" ] &&
     cmp -s "$tmp/seq.out" "$tmp/ocl.out"; then
  tap_ok "loopk.q on OpenCL prints what the sequential build prints"
else
  tap_fail "loopk.q on OpenCL prints what the sequential build prints" \
    "$(cat "$tmp/err"; diff "$tmp/seq.out" "$tmp/ocl.out" | head)"
fi
# the device cost model's run-time size test: with KFORGE_DEVICE_MIN_WORK
# above every nest's work, each parallelized nest is its OpenMP form here
# (no kernel of a loop launched) and the program prints the same
if [ -x "$tmp/ocl" ] && OMP_NUM_THREADS=2 KFORGE_DEVICE_MIN_WORK=1000000000000 KFORGE_XFER_STATS=1 "$tmp/ocl" \
     >"$tmp/host.out" 2>"$tmp/host.err" && [ -s "$tmp/seq.out" ] && cmp -s "$tmp/seq.out" "$tmp/host.out"; then
  tap_ok "loopk.q on OpenCL, KFORGE_DEVICE_MIN_WORK above the nests' work: their OpenMP forms print the same"
else
  tap_fail "loopk.q on OpenCL, KFORGE_DEVICE_MIN_WORK above the nests' work: their OpenMP forms print the same" \
    "$(cat "$tmp/host.err"; diff "$tmp/seq.out" "$tmp/host.out" | head)"
fi
# ... and the fused expressions too: what moves is only the arrays of the
# nests that always go to the device (a lambda in the body)
[ -x "$tmp/ocl" ] && tap_diff "loopk.q on OpenCL, KFORGE_DEVICE_MIN_WORK above every kernel's work: the transfers left" \
  "$g/loopk.host.xfers" "$tmp/host.err"
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$nvcc" ]; then
  tap_skip "loopk.q: the .cu compiles with nvcc -arch=sm_90" "nvcc not found"
elif cuda_home=$(dirname "$(dirname "$nvcc")") &&
     "$nvcc" -arch=sm_90 -w -c -o "$tmp/cu.o" "$tmp/cuda.cu" 2>"$tmp/err" &&
     cc -O2 -fopenmp -c -o "$tmp/host.o" "$tmp/cuda.c" 2>>"$tmp/err" &&
     cc -fopenmp -o "$tmp/cu" "$tmp/host.o" "$tmp/cu.o" -L"$cuda_home/lib64" -lcudart -lstdc++ -lm 2>>"$tmp/err"; then
  tap_ok "loopk.q: the .cu compiles with nvcc -arch=sm_90 and links with the host C"
else
  tap_fail "loopk.q: the .cu compiles with nvcc -arch=sm_90 and links with the host C" "$(head -30 "$tmp/err")"
fi
# the OpenMP target is unchanged: no device decisions
if $k gen --explain loopk.q -o "$tmp/omp.c" 2>"$tmp/omp.explain" && ! grep -q 'alp-device\|kgen-device' "$tmp/omp.explain"; then
  tap_ok "loopk.q --target openmp: no device decisions"
else
  tap_fail "loopk.q --target openmp: no device decisions" "$(cat "$tmp/omp.explain")"
fi
tap_done
