#!/usr/bin/env bash
# Reductions on the device (src/codegen/quasar_red.c, seed 002 §17.2.1):
# tests/quasar/red/red.q's fused and whole-array sum/prod/min/max/mean and
# its nests' reductions.  Golden --explain on OpenCL; the OpenCL build
# (PoCL) prints what the sequential build prints at several sizes (none a
# multiple of the 256-thread groups, empty arrays, more points than 256
# groups take in one stride), on its OpenMP forms (KFORGE_DEVICE_MIN_WORK
# above every kernel's work), with --disable=reduction and in --scalar
# float; the transfers (golden: only the partials come back, against
# the operands that --disable=reduction fetches, as the OpenMP forms that
# a CPU device takes by default do); the .cu compiles with
# nvcc -arch=sm_90.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
g=$KFORGE_ROOT/tests/quasar/red/golden
cd "$KFORGE_ROOT/tests/quasar/red" || exit 1
if $k gen --target opencl --explain red.q -o "$tmp/ocl.c" 2>"$tmp/ocl.explain"; then
  tap_diff "red.q --target opencl: the --explain decisions" "$g/red.opencl.explain" "$tmp/ocl.explain"
else
  tap_fail "red.q --target opencl: the --explain decisions" "$(cat "$tmp/ocl.explain")"
fi
sizes=("" "0 5" "1 1" "300 300")
# run NAME BIN [ENV...]: BIN prints, at every size, what the sequential build prints
run() {
  local name=$1 bin=$2 seq=$3 out="" a; shift 3
  for a in "${sizes[@]}"; do
    # shellcheck disable=SC2086
    if ! env "$@" OMP_NUM_THREADS=2 "$bin" $a >"$tmp/o" 2>"$tmp/e" || ! "$seq" $a >"$tmp/s" || ! cmp -s "$tmp/s" "$tmp/o"; then
      out="sizes '$a': $(cat "$tmp/e"; diff "$tmp/s" "$tmp/o" | head -5)"
      break
    fi
  done
  if [ -z "$out" ]; then tap_ok "$name"; else tap_fail "$name" "$out"; fi
}
$k gen --no-parallelize red.q -o "$tmp/seq.c" && cc -O2 -o "$tmp/seq" "$tmp/seq.c" -lm &&
  $k gen --no-parallelize --scalar float red.q -o "$tmp/seqf.c" && cc -O2 -o "$tmp/seqf" "$tmp/seqf.c" -lm
if ! command -v clinfo >/dev/null || [ "$(clinfo -l 2>/dev/null | grep -c Device)" -eq 0 ]; then
  tap_skip "red.q on OpenCL prints what the sequential build prints" "no OpenCL device"
else
  $k gen --target opencl --disable=reduction red.q -o "$tmp/off.c" &&
    $k gen --target opencl --scalar float red.q -o "$tmp/f.c" &&
    cc -O2 -fopenmp -o "$tmp/ocl" "$tmp/ocl.c" -lOpenCL -lm && cc -O2 -fopenmp -o "$tmp/off" "$tmp/off.c" -lOpenCL -lm &&
    cc -O2 -fopenmp -o "$tmp/f" "$tmp/f.c" -lOpenCL -lm
  # PoCL is a CPU device: the reductions take their OpenMP forms there
  # (q_red_worth) unless KFORGE_DEVICE_MIN_WORK is set; 0 runs every tree
  run "red.q on OpenCL prints what the sequential build prints" "$tmp/ocl" "$tmp/seq"
  run "red.q on OpenCL, every reduction its tree on the device (KFORGE_DEVICE_MIN_WORK=0): the same" \
    "$tmp/ocl" "$tmp/seq" KFORGE_DEVICE_MIN_WORK=0
  run "red.q on OpenCL, every reduction its OpenMP form (KFORGE_DEVICE_MIN_WORK): the same" "$tmp/ocl" "$tmp/seq" \
    KFORGE_DEVICE_MIN_WORK=1000000000000
  run "red.q on OpenCL with --disable=reduction: the same" "$tmp/off" "$tmp/seq"
  run "red.q on OpenCL in --scalar float prints what the float sequential build prints" "$tmp/f" "$tmp/seqf"
  { echo "# the trees (KFORGE_DEVICE_MIN_WORK=0)"
    KFORGE_DEVICE_MIN_WORK=0 KFORGE_XFER_STATS=1 "$tmp/ocl" 2>&1 >/dev/null | grep '^transfers'
    echo "# --disable=reduction (KFORGE_DEVICE_MIN_WORK=0)"
    KFORGE_DEVICE_MIN_WORK=0 KFORGE_XFER_STATS=1 "$tmp/off" 2>&1 >/dev/null | grep '^transfers'
    echo "# on this CPU device by default: the reductions' OpenMP forms"
    KFORGE_XFER_STATS=1 "$tmp/ocl" 2>&1 >/dev/null | grep '^transfers'; } >"$tmp/xfers"
  tap_diff "red.q on OpenCL: the transfers of the trees, of --disable=reduction, of the default on a CPU device" \
    "$g/red.xfers" "$tmp/xfers"
fi
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$nvcc" ]; then
  tap_skip "red.q: the .cu compiles with nvcc -arch=sm_90" "nvcc not found"
elif $k gen --target cuda red.q -o "$tmp/cu.c" 2>"$tmp/err" && "$nvcc" -arch=sm_90 -w -c -o "$tmp/cu.o" "$tmp/cu.cu" 2>>"$tmp/err" &&
     cc -O2 -fopenmp -c -o "$tmp/host.o" "$tmp/cu.c" 2>>"$tmp/err"; then
  tap_ok "red.q: the .cu compiles with nvcc -arch=sm_90"
else
  tap_fail "red.q: the .cu compiles with nvcc -arch=sm_90" "$(head -30 "$tmp/err")"
fi
tap_done
