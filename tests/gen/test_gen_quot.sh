#!/usr/bin/env bash
# Quotients by constants (front end expr.c and stmt.c, model.c): the image
# and signal loops of tests/gen/quot/quot_image.c (a red/black relaxation
# whose (i + j) % 2 tests make both loops parallel, 2x upsampling through
# i / 2 and j >> 1, a lifting step under i & 1, a bound n / 2, a negative
# range where C's i / 2 rounds toward zero and the loop stays sequential).
# Golden text for OpenMP, OpenCL and CUDA; the OpenMP program agrees with
# the sequential one to the bit on 2 and 3 threads (with and without the
# work minimum), the OpenCL one on PoCL; with $NVCC the CUDA output
# compiles (sm_90) and links.  The GPU kernels index A[i / 2][j >> 1] as
# A[(i / 2) * n + (j >> 1)] (a shift binds looser than +).
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
cd "$KFORGE_ROOT" || exit 1
dir=tests/gen/quot # relative: the goldens name the file as given
name=quot_image
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}

for t in openmp opencl cuda; do
  if "$k" gen --target $t "$dir/$name.c" -o "$tmp/$name.$t.c" 2>"$tmp/$t.err"; then
    tap_diff "$name: $t golden" "$dir/golden/$name.$t.c" "$tmp/$name.$t.c"
    [ $t = cuda ] && tap_diff "$name: cuda golden (.cu)" "$dir/golden/$name.cuda.cu" "$tmp/$name.cuda.cu"
  else
    tap_fail "$name: kforge gen --target $t" "$(tail -5 "$tmp/$t.err")"
  fi
done

o=$tmp/$name.openmp.c
# the truncating one (z[i / 2 + n / 2] += x[...], i from -n / 2): two
# iterations add into one element, updates that commute (deps.c
# reduction_dep): each thread adds into a copy of z
if [ "$(grep -c '#pragma omp parallel for' "$o")" = 6 ] &&
   grep -B1 -F 'for (int i = -n / 2; i < n / 2; i++)' "$o" | grep -qF 'reduction(+: z[0:n + 1])'; then
  tap_ok "$name: red/black, upsampling and lifting loops parallel, the truncating one a reduction into z"
else
  tap_fail "$name: red/black, upsampling and lifting loops parallel, the truncating one a reduction into z" "$(grep -n 'omp\|for (' "$o")"
fi
if grep -qF 'A[(i / 2) * n + (j >> 1)]' "$tmp/$name.opencl.c"; then
  tap_ok "$name: a shift in the last subscript keeps its parentheses when linearised"
else
  tap_fail "$name: a shift in the last subscript keeps its parentheses when linearised" "$(grep -n 'A\[' "$tmp/$name.opencl.c" | head -3)"
fi

for th in 2 3; do
  tap_run "$name: openmp agrees with the sequential program to the bit, $th threads" \
    env OMP_NUM_THREADS=$th "$k" verify --target openmp --rtol 0 "$dir/$name.c"
  tap_run "$name: openmp agrees with the sequential program to the bit, $th threads, --min-work=0" \
    env OMP_NUM_THREADS=$th "$k" verify --target openmp --rtol 0 --min-work=0 "$dir/$name.c"
done

if ! "$k" tune --list 2>/dev/null | grep -q '^0:'; then
  tap_skip "$name: opencl agrees with the sequential program" "no OpenCL device"
else
  tap_run "$name: opencl agrees with the sequential program" "$k" verify --target opencl "$dir/$name.c"
fi

if [ -z "$nvcc" ]; then
  tap_skip "$name: cuda output compiles (nvcc -arch=sm_90, cc) and links" "no \$NVCC"
elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w $name.cuda.cu -o cu.o &&
      ${CC:-cc} -c $name.cuda.c -I"$cuda_home/include" -o host.o &&
      ${CC:-cc} host.o cu.o -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o cuda.exe) >"$tmp/nvcc.log" 2>&1; then
  tap_ok "$name: cuda output compiles (nvcc -arch=sm_90, cc) and links"
else
  tap_fail "$name: cuda output compiles (nvcc -arch=sm_90, cc) and links" "$(head -20 "$tmp/nvcc.log")"
fi
tap_done
