#!/usr/bin/env bash
# --target opencl: kernels launched by parallel_do run as OpenCL kernels
# (PoCL on the CPU here); every example and tests/quasar/gen/*.q must print
# what its OpenMP build prints.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache OMP_NUM_THREADS=2
if ! command -v clinfo >/dev/null || [ "$(clinfo -l 2>/dev/null | grep -c Device)" -eq 0 ]; then
  tap_skip "Quasar programs on OpenCL" "no OpenCL device"; tap_done; exit
fi
check() { # DIR NAME ARGS...
  local dir=$1 name=$2; shift 2
  (cd "$dir" && $k run "$name.q" "$@") >"$tmp/$name.omp" 2>&1
  (cd "$dir" && $k run --target opencl "$name.q" "$@") >"$tmp/$name.ocl" 2>&1
  if [ -s "$tmp/$name.omp" ] && cmp -s "$tmp/$name.omp" "$tmp/$name.ocl"; then
    tap_ok "$name: OpenCL prints what OpenMP prints"
  else
    tap_fail "$name: OpenCL prints what OpenMP prints" "$(diff "$tmp/$name.omp" "$tmp/$name.ocl" | head -20)"
  fi
}
check "$KFORGE_ROOT/examples/quasar" gaussian 96
check "$KFORGE_ROOT/examples/quasar" filters 48
check "$KFORGE_ROOT/tests/quasar/gen" kernels
check "$KFORGE_ROOT/tests/quasar/gen" zaxy
# the OpenCL C is in the generated file, as a string the program builds
if $k gen --target opencl "$KFORGE_ROOT/tests/quasar/gen/kernels.q" -o "$tmp/k.c" &&
   grep -q '__kernel void qk_histogram' "$tmp/k.c" && grep -q 'q_atomic_op' "$tmp/k.c"; then
  tap_ok "gen --target opencl: kernels and atomics in the program's OpenCL source"
else
  tap_fail "gen --target opencl: kernels and atomics in the program's OpenCL source"
fi
tap_done
