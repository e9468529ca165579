#!/usr/bin/env bash
# examples/quasar/wavelet.q: wavelet denoising over several levels of the
# 2-D Haar transform (each level on the LL corner of the one before,
# through slices of the coefficient image; a soft threshold on the detail
# bands; the inverse levels in reverse), against the plain-Python
# reference tests/quasar/ref/wavelet.py: on OpenMP (2 threads) and
# without the parallelizers, on OpenCL (PoCL) in double and within 1e-4
# in float, at several sizes and level counts, square and not; one level prints what
# haar.q prints; the CUDA build compiles with nvcc -arch=sm_90 and links;
# `kforge analyze` is golden (the level loops stay serial, with the
# seed's reasons).
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache OMP_NUM_THREADS=2
g=$KFORGE_ROOT/tests/quasar/wavelet
numcmp=$KFORGE_ROOT/${KFORGE_PLAIN:-build/plain}/kforge-numcmp
have_cl=0
command -v clinfo >/dev/null && [ "$(clinfo -l 2>/dev/null | grep -c Device)" -gt 0 ] && have_cl=1
if ! command -v python3 >/dev/null; then
  tap_skip "wavelet.q against its reference" "python3 not found"; tap_done; exit
fi
cd "$KFORGE_ROOT/examples/quasar" || exit 1

# ARGS...: N T TIMED LEVELS [COLS], as main takes them
check() {
  local args="$*" name
  python3 "$KFORGE_ROOT/tests/quasar/ref/wavelet.py" "$@" >"$tmp/ref" 2>&1
  for run in "openmp:" "openmp:--no-parallelize" "opencl:" "opencl:--scalar float"; do
    local t=${run%%:*} opt=${run#*:}
    name="wavelet $args --target $t${opt:+ $opt}: prints what the reference computes"
    if [ $t = opencl ] && [ $have_cl = 0 ]; then
      tap_skip "$name" "no OpenCL device"; continue
    fi
    $k run --target $t $opt wavelet.q "$@" >"$tmp/out" 2>"$tmp/err"
    if [ -n "$opt" ] && [ "$opt" != "${opt#--scalar}" ]; then
      name="wavelet $args --target $t $opt: within 1e-4 of the reference"
      if [ -s "$tmp/ref" ] && "$numcmp" --rtol 1e-4 "$tmp/ref" "$tmp/out" >"$tmp/cmp" 2>&1; then
        tap_ok "$name"
      else
        tap_fail "$name" "$(cat "$tmp/cmp" "$tmp/err")"
      fi
    elif [ -s "$tmp/ref" ] && cmp -s "$tmp/ref" "$tmp/out"; then
      tap_ok "$name"
    else
      tap_fail "$name" "$(cat "$tmp/err"; diff "$tmp/ref" "$tmp/out")"
    fi
  done
}
check 64 0.1 0 3
check 48 0.05 0 4
check 32 0.2 0 5
check 16 0.1 0 0
check 24 0.1 0 2 40
check 40 0.1 0 3 16
# arrays of 2 MB and more: blocks 2 MB aligned, rounded up to 2 MB and
# madvised for huge pages (q_pool_get); 520x520 doubles are 2.06 MB
check 520 0.1 0 2

# one level is haar.q's filter
$k run haar.q 64 0.1 >"$tmp/haar" 2>&1
$k run wavelet.q 64 0.1 0 1 >"$tmp/w1" 2>&1
if [ -s "$tmp/haar" ] && cmp -s "$tmp/haar" "$tmp/w1"; then
  tap_ok "wavelet 64 0.1 0 1: one level prints what haar.q prints"
else
  tap_fail "wavelet 64 0.1 0 1: one level prints what haar.q prints" "$(diff "$tmp/haar" "$tmp/w1")"
fi

# analyze: the kernels, and the level loops serial with their reasons
$k analyze wavelet.q >"$tmp/analyze" 2>&1
tap_diff "analyze wavelet.q" "$g/wavelet.analyze" "$tmp/analyze"

# CUDA: the .cu compiles and links with the host C
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$nvcc" ]; then
  tap_skip "wavelet.q: the .cu compiles with nvcc -arch=sm_90 and links" "nvcc not found"
elif cuda_home=$(dirname "$(dirname "$nvcc")") &&
     $k gen --target cuda wavelet.q -o "$tmp/w.c" 2>"$tmp/err" &&
     grep -q '__global__ void qk_fwd_level' "$tmp/w.cu" && grep -q '__global__ void qk_shrink' "$tmp/w.cu" &&
     "$nvcc" -arch=sm_90 -w -c -o "$tmp/w_cu.o" "$tmp/w.cu" 2>>"$tmp/err" &&
     cc -O2 -fopenmp -c -o "$tmp/w.o" "$tmp/w.c" 2>>"$tmp/err" &&
     cc -fopenmp -o "$tmp/w" "$tmp/w.o" "$tmp/w_cu.o" -L"$cuda_home/lib64" -lcudart -lstdc++ -lm 2>>"$tmp/err"; then
  tap_ok "wavelet.q: the .cu compiles with nvcc -arch=sm_90 and links with the host C"
else
  tap_fail "wavelet.q: the .cu compiles with nvcc -arch=sm_90 and links with the host C" "$(head -30 "$tmp/err")"
fi
tap_done
