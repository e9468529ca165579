#!/usr/bin/env bash
# Thread blocks in kernels (src/codegen/quasar_block.c): blkpos, blkdim,
# blkidx, shared() and syncthreads.  tests/quasar/blocks/blocks.q (a
# block-wise sum and a transpose through a shared tile, launched with their
# blocks) runs on OpenCL (PoCL) against sum() and transpose();
# anyblock.q (a kernel for any block size, launched without one) prints the
# same on OpenMP (blocks of one thread) and OpenCL (blocks of 64).  The
# kernels' OpenCL C and CUDA are golden files (KFORGE_REGEN=1 rewrites
# them); the .cu compiles with nvcc -arch=sm_90 and links with the host C.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache OMP_NUM_THREADS=2
cd "$KFORGE_ROOT/tests/quasar/blocks" || exit 1
# the kernels of the OpenCL program string, as OpenCL C
cl_kernels() { sed -n '/^    "__kernel void/,/^    ;$/p' "$1" | sed -e 's/^    "//' -e 's/\\n"$//' -e '/^    ;$/d'; }
if $k gen --target opencl blocks.q -o "$tmp/b.c" 2>"$tmp/err"; then
  cl_kernels "$tmp/b.c" >"$tmp/blocks.cl"
  tap_diff "blocks.q: the OpenCL kernels" blocks.cl "$tmp/blocks.cl"
else
  tap_fail "blocks.q: the OpenCL kernels" "$(cat "$tmp/err")"
fi
if $k run --target opencl blocks.q >"$tmp/out" 2>"$tmp/err" &&
   awk '/^block sums:/ { sub(",", "", $3); ok1 = ($3 == $5) } /^transpose: 0.0 / { ok2 = 1 }
        /^tiled product:/ { ok3 = ($3 + 0 < 1e-12) } END { exit !(ok1 && ok2 && ok3) }' "$tmp/out"; then
  tap_ok "blocks.q on OpenCL: block sums add up to sum(x), the tiled transpose is x', the tiled product a*b"
else
  tap_fail "blocks.q on OpenCL: block sums add up to sum(x), the tiled transpose is x', the tiled product a*b" "$(cat "$tmp/out" "$tmp/err")"
fi
for nb in 16 3; do
  if $k run anyblock.q $nb >"$tmp/omp" 2>"$tmp/err" && $k run --target opencl anyblock.q $nb >"$tmp/ocl" 2>>"$tmp/err" &&
     cmp -s "$tmp/omp" "$tmp/ocl" && awk '{ exit !($1 == $2) }' "$tmp/omp"; then
    tap_ok "anyblock.q $nb: OpenMP (blocks of 1) and OpenCL (blocks of 64) print the sum"
  else
    tap_fail "anyblock.q $nb: OpenMP (blocks of 1) and OpenCL (blocks of 64) print the sum" "$(cat "$tmp/omp" "$tmp/ocl" "$tmp/err")"
  fi
done
# a kernel with syncthreads over a range that is not whole blocks: refused when it runs
sed 's/n = nb \* 64/n = nb * 64 + 3/' anyblock.q >"$tmp/partial.q"
if ! $k run --target opencl "$tmp/partial.q" >"$tmp/out" 2>"$tmp/err" &&
   grep -q "runs whole blocks: dimension 0 (1027) is not a multiple of 64" "$tmp/err"; then
  tap_ok "syncthreads over a range of partial blocks: an error, not a hang"
else
  tap_fail "syncthreads over a range of partial blocks: an error, not a hang" "$(cat "$tmp/out" "$tmp/err")"
fi
# a shared() array passed to a function: a diagnostic on OpenCL, not a device compiler's error
$k run --target opencl shared_arg.q >"$tmp/out" 2>"$tmp/err"; rc=$?
if [ $rc -eq 1 ] && grep -q "shared_arg.q:10:20: error: a shared() array cannot be passed to a function on OpenCL" "$tmp/err"; then
  tap_ok "shared_arg.q on OpenCL: one diagnostic at the argument"
else
  tap_fail "shared_arg.q on OpenCL: one diagnostic at the argument" "exit $rc: $(cat "$tmp/err")"
fi
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$nvcc" ]; then
  tap_skip "CUDA: shared memory and __syncthreads" "nvcc not found"; tap_done; exit
fi
cuda_home=$(dirname "$(dirname "$nvcc")")
for q in blocks anyblock; do
  $k gen --target cuda $q.q -o "$tmp/$q.c" 2>"$tmp/err"
  if [ $q = blocks ]; then
    sed -n '/^__global__ void/,$p' "$tmp/$q.cu" >"$tmp/blocks.cu.kernels"
    tap_diff "blocks.q: the CUDA kernels and launchers" blocks.cu "$tmp/blocks.cu.kernels"
  fi
  if "$nvcc" -arch=sm_90 -w -c -o "$tmp/${q}_cu.o" "$tmp/$q.cu" 2>>"$tmp/err" &&
     cc -O2 -fopenmp -c -o "$tmp/$q.o" "$tmp/$q.c" 2>>"$tmp/err" &&
     cc -fopenmp -o "$tmp/$q" "$tmp/$q.o" "$tmp/${q}_cu.o" -L"$cuda_home/lib64" -lcudart -lstdc++ -lm 2>>"$tmp/err"; then
    tap_ok "$q.q: the .cu (shared memory, __syncthreads) compiles with nvcc -arch=sm_90 and links"
  else
    tap_fail "$q.q: the .cu (shared memory, __syncthreads) compiles with nvcc -arch=sm_90 and links" "$(head -30 "$tmp/err")"
  fi
done
if command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1; then
  if "$tmp/blocks" >"$tmp/cuda" 2>&1 && $k run --target opencl blocks.q >"$tmp/ocl" 2>/dev/null && cmp -s "$tmp/ocl" "$tmp/cuda"; then
    tap_ok "blocks.q: CUDA prints what OpenCL prints"
  else
    tap_fail "blocks.q: CUDA prints what OpenCL prints" "$(diff "$tmp/ocl" "$tmp/cuda" | head)"
  fi
else
  tap_skip "blocks.q: CUDA prints what OpenCL prints" "no CUDA device"
fi
tap_done
