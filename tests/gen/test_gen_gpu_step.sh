#!/usr/bin/env bash
# GPU targets: loops that step by more than one become kernels, thread t
# running i = lb + step * t (gpu.h, stepped bands): tests/gen/gpu_step.c's
# pixel channels (i += 3), lattice cells (i += NV), a count down by 2, a
# start that is no multiple of the step, a stepped inner loop of a 2-D
# band, and reductions over a stepped loop and a stepped 2-D band.  Golden text for OpenCL and CUDA; the OpenCL program agrees with
# the sequential one on PoCL at sizes where the last step lands on the
# bound, falls short of it, runs once or not at all; the kernels test
# their upper bound; with $NVCC the CUDA output compiles and links.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
rel=tests/gen/gpu_step.c
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}

for t in opencl cuda; do
  if (cd "$KFORGE_ROOT" && "$k" gen --target $t --explain "$rel" -o "$tmp/gpu_step.$t.c" 2>"$tmp/$t.err"); then
    tap_diff "gpu_step: $t golden" "$golden/gpu_step.$t.c" "$tmp/gpu_step.$t.c"
    [ $t = cuda ] && tap_diff "gpu_step: cuda golden (.cu)" "$golden/gpu_step.cuda.cu" "$tmp/gpu_step.cuda.cu"
  else
    tap_fail "gpu_step: kforge gen --target $t" "$(tail -5 "$tmp/$t.err")"
  fi
done
c=$tmp/gpu_step.opencl.c
n=$(grep -c "__kernel void" "$c")
if [ "$n" = 9 ]; then tap_ok "gpu_step: nine kernels (five, two reductions and their folds)"
else tap_fail "gpu_step: nine kernels (five, two reductions and their folds)" "$(grep -E '__kernel void|stays on the host' "$c" "$tmp/opencl.err")"; fi
tap_grep "gpu_step: the energy's reduction runs (n + 1) / 2 iterations" \
  "long kf_n0 = \(long\)\(\(\(n \+ 1\) / 2\)\);" "$c"
tap_grep "gpu_step: the energy's reduction runs i = 2 * t" "int i = 2 \* \(int\)\(kf_t\);" "$c"
tap_grep "gpu_step: the 2-D reduction runs y = h - 1 - 3 * t0" \
  "int y = h - 1 - 3 \* \(int\)\(kf_t / kf_n1\);" "$c"
tap_grep "gpu_step: the 2-D reduction runs x = 1 + 2 * t1" "int x = 1 \+ 2 \* \(int\)\(kf_t % kf_n1\);" "$c"
tap_grep "gpu_step: the channels' thread runs i = 3 * t" "int i = \(int\)\(3 \* get_global_id\(0\)\);" "$c"
tap_grep "gpu_step: the count down runs i = n - 1 - 2 * t and tests i >= 0" \
  "int i = n - 1 - \(int\)\(2 \* get_global_id\(0\)\);" "$c"
tap_grep "gpu_step: the host launches (n - 1 + 2) / 2 threads for the count down" "\(\(n \+ 1\) / 2\)" "$c"
tap_grep "gpu_step: the sparse start launches (n - 5 + 7) / 7 threads" "\(\(n \+ 2\) / 7\)" "$c"
if ! command -v clinfo >/dev/null || [ "$(clinfo -l 2>/dev/null | grep -c Device)" -eq 0 ]; then
  tap_skip "gpu_step: the OpenCL program agrees with the sequential one" "no OpenCL device"
else
  tap_run "gpu_step: the OpenCL program agrees with the sequential one" \
    "$k" verify --target opencl "$KFORGE_ROOT/$rel"
fi
if [ -z "$nvcc" ]; then
  tap_skip "gpu_step: the CUDA output compiles and links" "no nvcc"
elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w gpu_step.cuda.cu -o cu.o &&
      ${CC:-cc} -c -w -I"$cuda_home/include" gpu_step.cuda.c -o host.o &&
      ${CC:-cc} host.o cu.o -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o cuda.exe) >"$tmp/nv.err" 2>&1; then
  tap_ok "gpu_step: the CUDA output compiles and links"
else
  tap_fail "gpu_step: the CUDA output compiles and links" "$(head -20 "$tmp/nv.err")"
fi
tap_done
