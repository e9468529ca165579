#!/usr/bin/env bash
# kgen's example kernels compile: CUDA with `$NVCC -arch=sm_90 -c` (skipped,
# visibly, when there is no nvcc), C with OpenMP with the C compiler.  The
# OpenCL ones are built and run on PoCL by tests/unit/test_kgen_opencl; the
# OpenMP saxpy and sumsq also run (tests/kgen/omp_driver.c).
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=${CC:-cc}

for e in $("$k" kgen --list | awk '{print $1}'); do
  "$k" kgen --dialect openmp "$e" >"$tmp/$e.c"
  tap_run "$e (openmp) compiles with $cc -fopenmp" \
    "$cc" -std=c11 -fopenmp -Wall -Wno-missing-braces -Werror -c "$tmp/$e.c" -o "$tmp/$e.o"
  "$k" kgen --dialect cuda "$e" >"$tmp/$e.cu"
  if [ -z "${NVCC:-}" ]; then
    tap_skip "$e (cuda) compiles with nvcc -arch=sm_90" "no nvcc (set CUDA_HOME or PATH)"
  else
    tap_run "$e (cuda) compiles with nvcc -arch=sm_90" \
      "$NVCC" -arch=sm_90 -c "$tmp/$e.cu" -o "$tmp/$e.cu.o"
  fi
done
# the OpenMP kernels run and agree with the sequential loops
if "$cc" -std=c11 -fopenmp -O1 -o "$tmp/omp_run" "$KFORGE_ROOT/tests/kgen/omp_driver.c" \
     "$tmp/saxpy.c" "$tmp/sumsq.c" -lm 2>"$tmp/err"; then
  tap_run "saxpy and sumsq (openmp) run and match the sequential loops" \
    env OMP_NUM_THREADS=2 "$tmp/omp_run"
else
  tap_fail "saxpy and sumsq (openmp) link with a driver" "$(cat "$tmp/err")"
fi
tap_done
