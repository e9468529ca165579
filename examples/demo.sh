#!/usr/bin/env bash
# `make demo`: kforge's main job on examples it ships.
#   1. analyze  examples/loops/lu.c (seed 003's LU): which loops run in parallel, and why not
#   2. gen      the OpenMP program, every other line of the file as written
#   3. verify   build and run both, compare the outputs, print the speedup
#   4. kgen     one generator, two dialects: OpenCL run here (PoCL), CUDA for nvcc sm_90
set -euo pipefail
root=${KFORGE_ROOT:?}
build=${KFORGE_BUILD:?}
kforge=$root/$build/kforge
out=$root/$build/demo
mkdir -p "$out"
cd "$root"

echo "== 1. kforge analyze examples/loops/lu.c"
"$kforge" analyze examples/loops/lu.c
echo
echo "== 2. kforge gen --target openmp examples/loops/lu.c -o $build/demo/lu_openmp.c (the lines it adds)"
"$kforge" gen --target openmp examples/loops/lu.c -o "$out/lu_openmp.c"
{ diff examples/loops/lu.c "$out/lu_openmp.c" || true; } | sed -n "s/^> /  + /p"
echo
echo "== 3. kforge verify examples/loops/lu.c -- -DN=800"
"$kforge" verify --runs 2 examples/loops/lu.c -- -DN=800
echo
echo "== 4. kgen: one generator, two dialects"
"$root/$build/examples/kgen_demo" --cuda "$out/scaled_sumsq.cu"
if [ -n "${NVCC:-}" ]; then
  "$NVCC" -arch=sm_90 -c "$out/scaled_sumsq.cu" -o "$out/scaled_sumsq.o"
  echo "CUDA: nvcc -arch=sm_90 compiled $build/demo/scaled_sumsq.cu (no GPU here to run it)"
else
  echo "CUDA: skipped (nvcc not found; set CUDA_HOME or put nvcc on PATH)"
fi
echo "demo: ok"
