#!/usr/bin/env bash
# --target opencl: kernels launched by parallel_do run as OpenCL kernels
# (PoCL on the CPU here); the image filters must print what their plain-Python
# references (tests/quasar/ref/) compute, the other programs what their
# OpenMP build prints.
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
check_ref() { # NAME ARGS...: the OpenCL build against the Python reference
  local name=$1; shift
  python3 "$KFORGE_ROOT/tests/quasar/ref/$name.py" "$@" >"$tmp/$name.ref" 2>&1
  (cd "$KFORGE_ROOT/examples/quasar" && $k run --target opencl "$name.q" "$@") >"$tmp/$name.ocl" 2>&1
  if [ -s "$tmp/$name.ref" ] && cmp -s "$tmp/$name.ref" "$tmp/$name.ocl"; then
    tap_ok "$name $*: OpenCL prints what the reference computes"
  else
    tap_fail "$name $*: OpenCL prints what the reference computes" "$(diff "$tmp/$name.ref" "$tmp/$name.ocl" | head -20)"
  fi
}
check_ref bilateral 48 2
check_ref perona_malik 48 5
check_ref tv 48 10
check_ref haar 64 0.1
# --scalar float (Quasar's default precision): arrays, variables and
# arithmetic in float on both sides; the references compute in double, so
# the figures agree to 1e-4 relative (float's own precision is 6e-8; the
# filters' float sums of many terms drift to ~3e-5)
check_float() { # NAME ARGS...
  local name=$1; shift
  python3 "$KFORGE_ROOT/tests/quasar/ref/$name.py" "$@" >"$tmp/$name.fref" 2>&1
  (cd "$KFORGE_ROOT/examples/quasar" && $k run --scalar float --target opencl "$name.q" "$@") >"$tmp/$name.focl" 2>&1
  if grep -q 'Q_SINGLE 1' <(cd "$KFORGE_ROOT/examples/quasar" && $k gen --scalar float --target opencl "$name.q") &&
     "$KFORGE_ROOT/$KFORGE_PLAIN/kforge-numcmp" --rtol 1e-4 "$tmp/$name.fref" "$tmp/$name.focl" >"$tmp/$name.fcmp" 2>&1; then
    tap_ok "$name $* --scalar float: OpenCL within 1e-4 of the reference"
  else
    tap_fail "$name $* --scalar float: OpenCL within 1e-4 of the reference" "$(cat "$tmp/$name.fcmp")"
  fi
}
check_float perona_malik 48 5
check_float tv 48 10
check_float haar 64 0.1
check "$KFORGE_ROOT/tests/quasar/gen" kernels
# arrays live where they were last written (seed 002 §17.1): the filters'
# loops launch kernels on arrays that stay on the device, so the transfers
# (KFORGE_XFER_STATS) do not grow with the steps; the host fetches the
# test image (made by a parallelized loop, a kernel on the device:
# quasar_loopk.c) and the result once each
check_xfers() { # NAME SIZE: transfers after 3 steps and after 12
  local name=$1 n=$2
  (cd "$KFORGE_ROOT/examples/quasar" && KFORGE_XFER_STATS=1 $k run --target opencl "$name.q" "$n" 3) \
    2>"$tmp/$name.x3" >/dev/null
  (cd "$KFORGE_ROOT/examples/quasar" && KFORGE_XFER_STATS=1 $k run --target opencl "$name.q" "$n" 12) \
    2>"$tmp/$name.x12" >/dev/null
  if grep -q '^transfers: [0-9]* to the device .*, [12] to the host' "$tmp/$name.x3" &&
     cmp -s "$tmp/$name.x3" "$tmp/$name.x12"; then
    tap_ok "$name: transfers do not grow with the steps ($(cat "$tmp/$name.x12"))"
  else
    tap_fail "$name: transfers do not grow with the steps" "$(cat "$tmp/$name.x3" "$tmp/$name.x12")"
  fi
}
check_xfers tv 40
check_xfers perona_malik 40
check "$KFORGE_ROOT/tests/quasar/gen" zaxy
check "$KFORGE_ROOT/tests/quasar/gen" resid
check "$KFORGE_ROOT/tests/quasar/gen" alloc
# the OpenCL C is in the generated file, as a string the program builds
if $k gen --target opencl "$KFORGE_ROOT/tests/quasar/gen/kernels.q" -o "$tmp/k.c" &&
   grep -q '__kernel void qk_histogram' "$tmp/k.c" && grep -q 'q_atomic_op' "$tmp/k.c"; then
  tap_ok "gen --target opencl: kernels and atomics in the program's OpenCL source"
else
  tap_fail "gen --target opencl: kernels and atomics in the program's OpenCL source"
fi
tap_done
