#!/usr/bin/env bash
# `make demo`: kforge's main job on an example it ships.  At this stage:
# a kernel generated through kgen runs on OpenCL (PoCL here) and matches the
# CPU, and the same generator's CUDA text compiles with nvcc for sm_90.
set -euo pipefail
root=${KFORGE_ROOT:?}
build=${KFORGE_BUILD:?}
out=$root/$build/demo
mkdir -p "$out"
echo "== kgen: one generator, two dialects; OpenCL run here =="
"$root/$build/examples/kgen_demo" --cuda "$out/scaled_sumsq.cu"
if [ -n "${NVCC:-}" ]; then
  "$NVCC" -arch=sm_90 -c "$out/scaled_sumsq.cu" -o "$out/scaled_sumsq.o"
  echo "CUDA: nvcc -arch=sm_90 compiled $build/demo/scaled_sumsq.cu (no GPU here to run it)"
else
  echo "CUDA: skipped (nvcc not found; set CUDA_HOME or put nvcc on PATH)"
fi
echo "== kforge kgen: the seed's examples, in any dialect =="
"$root/$build/kforge" kgen --list
echo "demo: ok"
