#!/usr/bin/env bash
# Index scalars (front end defs.c, induct.c): tests/gen/index/index_styles.c
# holds subscripts computed in helper scalars in several styles (declared in
# the body, an outer scalar read after the loop, an offset advanced by a
# block's size as Rodinia lud's j_global, a linear induction variable
# started in the fragment with and without a use after the loop, an index
# advanced under an if that keeps its loop sequential).  Golden text for
# OpenMP (with --explain's index lines), OpenCL and CUDA; the OpenMP
# program agrees with the sequential one to the bit on 2 and 3 threads (with
# and without the work minimum), the OpenCL one on PoCL; with $NVCC the
# CUDA output compiles (sm_90) and links.  tests/realc/blocklu.c (a
# blocked LU in lud's style) on 2 and 3 threads with --min-work=0, so that
# its block loops do run in parallel.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
cd "$KFORGE_ROOT" || exit 1
dir=tests/gen/index # relative: the goldens name the file as given
name=index_styles
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}

for t in openmp opencl cuda; do
  ex=; [ $t = openmp ] && ex=--explain
  if "$k" gen --target $t $ex "$dir/$name.c" -o "$tmp/$name.$t.c" 2>"$tmp/$t.err"; then
    tap_diff "$name: $t golden" "$dir/golden/$name.$t.c" "$tmp/$name.$t.c"
    [ $t = cuda ] && tap_diff "$name: cuda golden (.cu)" "$dir/golden/$name.cuda.cu" "$tmp/$name.cuda.cu"
  else
    tap_fail "$name: kforge gen --target $t" "$(tail -5 "$tmp/$t.err")"
  fi
done
grep '^  index: ' "$tmp/openmp.err" >"$tmp/$name.index"
tap_diff "$name: --explain lists each index scalar's use" "$dir/golden/$name.index" "$tmp/$name.index"

o=$tmp/$name.openmp.c
if [ "$(grep -c '#pragma omp parallel for' "$o")" = 5 ] &&
   grep -qF 'p = kf_p_0 + 3 * (i - (0));' "$o"; then
  tap_ok "$name: five loops parallel, the compaction not; p set from the counter"
else
  tap_fail "$name: five loops parallel, the compaction not; p set from the counter" "$(grep -n 'omp\|for (' "$o")"
fi

for th in 2 3; do
  for src in "$dir/$name.c" tests/realc/blocklu.c; do
    tap_run "$(basename "$src"): openmp agrees with the sequential program to the bit, $th threads" \
      env OMP_NUM_THREADS=$th "$k" verify --target openmp --rtol 0 "$src"
    tap_run "$(basename "$src"): openmp agrees with the sequential program to the bit, $th threads, --min-work=0" \
      env OMP_NUM_THREADS=$th "$k" verify --target openmp --rtol 0 --min-work=0 "$src"
  done
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
