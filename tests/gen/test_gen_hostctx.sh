#!/usr/bin/env bash
# The host's tests before a fragment (front end hostctx.c, kf_host_fact):
# tests/gen/quot/host_tail.c returns early unless n % 256 == 0, so scale's
# kernel tests nothing (the grid of 256-thread blocks covers n exactly),
# while scale_any, the same loop without the test, keeps i <= n - 1; blur's
# enclosing if (w % 256 == 0 && h % 8 == 0) leaves its x test out.  Golden
# text for OpenCL, CUDA and OpenMP, --explain says which host tests hold;
# the OpenCL program agrees with the sequential one on PoCL, the OpenMP one
# on 2 and 3 threads; with $NVCC the CUDA output compiles and links.  Then
# analyze: an assert is a fact unless NDEBUG is defined.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
cd "$KFORGE_ROOT" || exit 1
dir=tests/gen/quot
name=host_tail
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}

for t in opencl cuda openmp; do
  if "$k" gen --target $t --explain "$dir/$name.c" -o "$tmp/$name.$t.c" 2>"$tmp/$t.explain"; then
    tap_diff "$name: $t golden" "$dir/golden/$name.$t.c" "$tmp/$name.$t.c"
    [ $t = cuda ] && tap_diff "$name: cuda golden (.cu)" "$dir/golden/$name.cuda.cu" "$tmp/$name.cuda.cu"
  else
    tap_fail "$name: kforge gen --target $t" "$(tail -5 "$tmp/$t.explain")"
  fi
done
e=$tmp/opencl.explain
if grep -qxF '  host: line 9: !(n % 256 != 0) (early exit): holds in the fragment' "$e" &&
   grep -qxF '  host: line 25: w % 256 == 0 (enclosing if): holds in the fragment' "$e" &&
   grep -qxF '  host: line 25: h % 8 == 0 (enclosing if): holds in the fragment' "$e"; then
  tap_ok "$name: --explain says which host tests hold"
else
  tap_fail "$name: --explain says which host tests hold" "$(grep host: "$e")"
fi
if grep -qF 'bounds: scale_L1: no test; dropped i >= 0 (the grid starts there), i <= n - 1 (the loops and ifs around the launch imply it)' "$e" &&
   grep -qF 'bounds: scale_any_L2: kept i <= n - 1' "$e" &&
   grep -qF 'bounds: blur_L3: no test; dropped x >= 0 (the grid starts there), x <= w - 1 (the loops and ifs around the launch imply it)' "$e"; then
  tap_ok "$name: the bounds pass drops the tests the host's tests make needless, only those"
else
  tap_fail "$name: the bounds pass drops the tests the host's tests make needless, only those" "$(grep bounds: "$e")"
fi

for th in 2 3; do
  tap_run "$name: openmp agrees with the sequential program, $th threads" \
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

# assert(c) says c only where NDEBUG leaves it in
snip=tests/analyze/snippets/hostctx.c
"$k" analyze "$snip" >"$tmp/a.txt" 2>&1
"$k" analyze "$snip" -- -DNDEBUG >"$tmp/nd.txt" 2>&1
if grep -q '^  L2 .* parallel$' "$tmp/a.txt" && grep -q '^  L2 .* sequential: ' "$tmp/nd.txt" &&
   ! grep -q '(assert)' "$tmp/nd.txt"; then
  tap_ok "hostctx: an assert is a fact unless NDEBUG is defined"
else
  tap_fail "hostctx: an assert is a fact unless NDEBUG is defined" "$(grep 'L2\|assert' "$tmp/a.txt" "$tmp/nd.txt")"
fi
tap_done
