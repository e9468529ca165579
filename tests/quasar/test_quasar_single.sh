#!/usr/bin/env bash
# --scalar float (Quasar's single precision, Quick Reference Manual §2.1):
# host code, kernels, parallelized loops, their reductions and fused
# expressions compute in float (float variables and casts, 0.5f literals,
# tgmath on the host).  tests/quasar/single/single.q prints figures that
# are 0 in float and about 1e-8 per term in double, and others compared
# with a double reference (single.py) at a float tolerance, on OpenMP and
# OpenCL (PoCL); golden OpenCL host C and kernels, golden CUDA (KFORGE_REGEN=1
# rewrites them); the .cu compiles with nvcc -arch=sm_90.  The examples
# under --scalar float agree with their Python references to 1e-4 relative.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
numcmp=$KFORGE_ROOT/$KFORGE_PLAIN/kforge-numcmp
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache OMP_NUM_THREADS=2
g=$KFORGE_ROOT/tests/quasar/single/golden
cd "$KFORGE_ROOT/tests/quasar/single" || exit 1
have_cl=0
command -v clinfo >/dev/null && [ "$(clinfo -l 2>/dev/null | grep -c Device)" -gt 0 ] && have_cl=1

# golden: what the float program's launches, kernels and decisions are
for t in opencl cuda; do
  if $k gen --scalar float --target $t --explain single.q -o "$tmp/$t.c" 2>"$tmp/$t.explain"; then
    tap_diff "single.q --target $t: the --explain decisions" "$g/single.$t.explain" "$tmp/$t.explain"
  else
    tap_fail "single.q --target $t: the --explain decisions" "$(cat "$tmp/$t.explain")"
  fi
done
sed -n '/---- end of the run-time support/,$p' "$tmp/opencl.c" >"$tmp/opencl.body.c"
tap_diff "single.q --target opencl: float launches and kernels" "$g/single.cl.c" "$tmp/opencl.body.c"
sed -n '/^__global__ void qk_/,$p' "$tmp/cuda.cu" >"$tmp/cuda.body.cu"
tap_diff "single.q --target cuda: float kernels and launchers" "$g/single.cu" "$tmp/cuda.body.cu"
# no double in the program, host or kernel, but what printf's varargs take
if ! grep -v '(qval){0, (double)' "$tmp/opencl.body.c" | grep -q 'double' &&
   ! grep -q 'double' "$tmp/cuda.body.cu"; then
  tap_ok "single.q: no double in the generated program (host, OpenCL, CUDA)"
else
  tap_fail "single.q: no double in the generated program (host, OpenCL, CUDA)" \
    "$(grep -n double "$tmp/opencl.body.c" "$tmp/cuda.body.cu" | head)"
fi

# execution: the float figures, on each target
python3 single.py >"$tmp/ref" 2>&1
for t in openmp opencl; do
  if [ $t = opencl ] && [ $have_cl = 0 ]; then
    tap_skip "single.q --scalar float on opencl: float arithmetic, the reference's figures" "no OpenCL device"
    continue
  fi
  $k run --scalar float --target $t single.q >"$tmp/$t.out" 2>&1
  if [ -s "$tmp/ref" ] && "$numcmp" --rtol 1e-5 "$tmp/ref" "$tmp/$t.out" >"$tmp/cmp" 2>&1; then
    tap_ok "single.q --scalar float on $t: float arithmetic, the reference's figures"
  else
    tap_fail "single.q --scalar float on $t: float arithmetic, the reference's figures" "$(cat "$tmp/cmp" "$tmp/$t.out")"
  fi
done
# the figures tell the precisions apart: the double build must not match
$k run single.q >"$tmp/double.out" 2>&1
if grep -q 'host lost: 9.99' "$tmp/double.out" && ! "$numcmp" --rtol 1e-5 "$tmp/ref" "$tmp/double.out" >/dev/null 2>&1; then
  tap_ok "single.q in double: the lost figures are not 0"
else
  tap_fail "single.q in double: the lost figures are not 0" "$(cat "$tmp/double.out")"
fi

nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$nvcc" ]; then
  tap_skip "single.q --scalar float: the .cu compiles with nvcc -arch=sm_90" "nvcc not found"
elif cuda_home=$(dirname "$(dirname "$nvcc")") &&
     "$nvcc" -arch=sm_90 -w -c -o "$tmp/cu.o" "$tmp/cuda.cu" 2>"$tmp/err" &&
     cc -O2 -fopenmp -c -o "$tmp/host.o" "$tmp/cuda.c" 2>>"$tmp/err" &&
     cc -fopenmp -o "$tmp/cu" "$tmp/host.o" "$tmp/cu.o" -L"$cuda_home/lib64" -lcudart -lstdc++ -lm 2>>"$tmp/err"; then
  tap_ok "single.q --scalar float: the .cu compiles with nvcc -arch=sm_90 and links with the host C"
else
  tap_fail "single.q --scalar float: the .cu compiles with nvcc -arch=sm_90 and links with the host C" "$(head -30 "$tmp/err")"
fi

# the examples in float on OpenMP (OpenCL: test_quasar_opencl.sh) against
# their double references: float sums of many terms drift to ~3e-5
cd "$KFORGE_ROOT/examples/quasar" || exit 1
while read -r name args; do
  python3 "$KFORGE_ROOT/tests/quasar/ref/$name.py" $args >"$tmp/$name.ref" 2>&1
  $k run --scalar float "$name.q" $args >"$tmp/$name.out" 2>&1
  if [ -s "$tmp/$name.ref" ] && "$numcmp" --rtol 1e-4 "$tmp/$name.ref" "$tmp/$name.out" >"$tmp/cmp" 2>&1; then
    tap_ok "$name $args --scalar float: OpenMP within 1e-4 of the reference"
  else
    tap_fail "$name $args --scalar float: OpenMP within 1e-4 of the reference" "$(cat "$tmp/cmp")"
  fi
done <<'LIST'
gaussian 96
bilateral 48 2
perona_malik 48 5
tv 48 10
haar 64 0.1
diffusion
exprs
LIST
tap_done
