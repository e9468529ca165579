#!/usr/bin/env bash
# --target cuda: the kernels (with the device functions and lambdas they
# call, atomics and boundary accessors) go to a .cu with an extern "C"
# launcher each; it must compile with nvcc -arch=sm_90 and link with the
# host C.  Where a CUDA device is, the program must print what OpenMP does.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$nvcc" ]; then
  tap_skip "Quasar kernels in CUDA" "nvcc not found"; tap_done; exit
fi
cuda_home=$(dirname "$(dirname "$nvcc")")
cd "$KFORGE_ROOT/tests/quasar/gen" || exit 1
if $k gen --target cuda kernels.q -o "$tmp/k.c" 2>"$tmp/err" && [ -s "$tmp/k.cu" ] &&
   grep -q '__global__ void qk_histogram' "$tmp/k.cu"; then
  tap_ok "gen --target cuda writes the host C and the .cu"
else
  tap_fail "gen --target cuda writes the host C and the .cu" "$(cat "$tmp/err")"
fi
have_gpu=0
command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1 && have_gpu=1
# --scalar float: float elements and atomics in the .cu too
if $k gen --target cuda --scalar float kernels.q -o "$tmp/f.c" 2>"$tmp/err" &&
   "$nvcc" -arch=sm_90 -w -c -o "$tmp/f_cu.o" "$tmp/f.cu" 2>>"$tmp/err" && cc -O2 -fopenmp -c -o "$tmp/f.o" "$tmp/f.c" 2>>"$tmp/err"; then
  tap_ok "--scalar float: the .cu compiles with nvcc -arch=sm_90, the host C with cc"
else
  tap_fail "--scalar float: the .cu compiles with nvcc -arch=sm_90, the host C with cc" "$(head -30 "$tmp/err")"
fi
for q in kernels resid; do # resid: arrays kept on the device between launches
  if [ $q != kernels ] && ! $k gen --target cuda $q.q -o "$tmp/$q.c" 2>"$tmp/err"; then
    tap_fail "gen --target cuda $q.q" "$(cat "$tmp/err")"; continue
  fi
  [ $q = kernels ] && { cp "$tmp/k.c" "$tmp/$q.c"; cp "$tmp/k.cu" "$tmp/$q.cu"; }
  if "$nvcc" -arch=sm_90 -w -c -o "$tmp/${q}_cu.o" "$tmp/$q.cu" 2>"$tmp/err" &&
     cc -O2 -fopenmp -c -o "$tmp/$q.o" "$tmp/$q.c" 2>>"$tmp/err" &&
     cc -fopenmp -o "$tmp/$q" "$tmp/$q.o" "$tmp/${q}_cu.o" -L"$cuda_home/lib64" -lcudart -lstdc++ -lm 2>>"$tmp/err"; then
    tap_ok "$q: the .cu compiles with nvcc -arch=sm_90 and links with the host C"
  else
    tap_fail "$q: the .cu compiles with nvcc -arch=sm_90 and links with the host C" "$(head -30 "$tmp/err")"
  fi
  if [ $have_gpu = 1 ]; then
    $k run $q.q >"$tmp/omp" 2>&1
    if "$tmp/$q" >"$tmp/cuda" 2>&1 && cmp -s "$tmp/omp" "$tmp/cuda"; then
      tap_ok "$q: CUDA prints what OpenMP prints"
    else
      tap_fail "$q: CUDA prints what OpenMP prints" "$(diff "$tmp/omp" "$tmp/cuda" | head)"
    fi
  else
    tap_skip "$q: CUDA prints what OpenMP prints" "no CUDA device"
  fi
done
tap_done
