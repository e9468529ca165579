#!/usr/bin/env bash
# The batched GEMM kernel (kf_blas_batched_gen): a golden OpenCL kernel of
# each mode, the generator's refusals, and the CUDA dialect (single,
# double, half) compiled by nvcc for sm_90.
. "$KFORGE_ROOT/tests/lib/tap.sh"
gen=$KFORGE_ROOT/$KFORGE_PLAIN/kforge-batched_gen
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
golden=$KFORGE_ROOT/tests/blas/golden

for c in "s 0 1 2 2 0" "d 1 0 4 1 1" "h 0 0 1 2 2" "h 1 0 2 2 3"; do
  set -- $c
  "$gen" "$@" opencl > "$tmp/k.cl" 2>&1
  tap_diff "golden batched kernel $1 ta=$2 tb=$3 tile $4x$5 mode $6" \
    "$golden/batched_$1_$2$3_$4x$5_m$6.cl" "$tmp/k.cl"
done
"$gen" sum h opencl > "$tmp/sum.cl" 2>&1
tap_diff "golden reduction after the sliced sum (half)" "$golden/batched_sum_h.cl" "$tmp/sum.cl"
for bad in "q 0 0 1 1 0 opencl" "s 0 0 3 1 0 opencl" "s 0 0 1 1 4 opencl" "s 0 0 1 1 0 openmp"; do
  if "$gen" $bad > /dev/null 2>"$tmp/err" || [ ! -s "$tmp/err" ]; then
    tap_fail "the generator refuses: $bad" "$(cat "$tmp/err")"
  else
    tap_ok "the generator refuses: $bad ($(cut -c1-60 "$tmp/err"))"
  fi
done

nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$nvcc" ]; then
  tap_skip "nvcc -arch=sm_90 compiles the batched kernels" "no nvcc (CUDA toolkit not installed)"
else
  # one kernel per precision, each mode and transpose once (nvcc takes seconds a file)
  n=0 bad=""
  for c in "s 0 1 0" "d 1 0 1" "h 1 1 2" "h 0 0 3"; do
    set -- $c
    f=$tmp/b_$1_$2$3_m$4.cu
    "$gen" $1 $2 $3 2 4 $4 cuda > "$f" && "$nvcc" -arch=sm_90 -c "$f" -o "$f.o" 2>"$f.log" || bad+=" $c: $(head -3 "$f.log")"
    n=$((n + 1))
  done
  "$gen" sum h cuda > "$tmp/sum.cu" && "$nvcc" -arch=sm_90 -c "$tmp/sum.cu" -o "$tmp/sum.o" 2>"$tmp/sum.log" || bad+=" sum: $(head -3 "$tmp/sum.log")"
  if [ -z "$bad" ]; then tap_ok "nvcc -arch=sm_90 compiles the batched kernels: single, double, half (fp16 storage), each mode, the reduction"
  else tap_fail "nvcc -arch=sm_90 compiles the batched kernels" "$bad"; fi
fi
tap_done
