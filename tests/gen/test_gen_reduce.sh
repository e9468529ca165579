#!/usr/bin/env bash
# Reduction kernels (kforge gen --target opencl|cuda --reduction=MODE) on
# tests/gen/gpu_reduce.c: golden text per target and mode (auto must give
# what its rule names: shared on OpenCL, shuffle on CUDA, with group atomics
# instead of the fold kernel for integers that have them), execution on PoCL
# against the sequential program in every mode OpenCL has, nvcc -arch=sm_90
# of the .cu in every mode, cc of its host .c and the link (skipped without
# $NVCC), --explain and the
# diagnostics of bad or unsupported values.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
rel=tests/gen/gpu_reduce.c
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}

# every float reduction of gpu_reduce.c is a kernel, the reassociation the
# flag allows (without it, kf_gen_fp_rule keeps L11.1's sum on the host:
# tests/gen/test_gen_fp.sh)
fp=-ffast-math
gen() { # TARGET MODE OUT
  (cd "$KFORGE_ROOT" && "$k" gen --target "$1" --reduction="$2" "$rel" -o "$3" -- $fp 2>"$3.err")
}

for t in opencl cuda; do
  # auto: the 14 kernels of the explicit mode, less the fold kernels of the
  # integer +, min, max ones (int on OpenCL; int and long on CUDA) but for
  # the array element's (zm[i]), which always folds
  ext=c; modes="auto shared atomic"; auto=shared folds=12
  [ $t = cuda ] && ext=cu modes="auto shared shuffle atomic" auto=shuffle folds=11
  for m in $modes; do
    out=$tmp/r.$t.$m.$ext
    if gen $t $m "$out"; then
      tap_diff "gpu_reduce: $t --reduction=$m golden" "$golden/gpu_reduce.$t.$m.$ext" "$out"
      # cuda: the host file beside the .cu (gen.h), launching through the
      # .cu's extern "C" launchers
      [ $t = cuda ] && tap_diff "gpu_reduce: $t --reduction=$m golden (host .c)" \
        "$golden/gpu_reduce.$t.$m.c" "${out%.cu}.c"
    else
      tap_fail "gpu_reduce: kforge gen --target $t --reduction=$m" "$(cat "$out.err")"
    fi
  done
  a=$tmp/r.$t.auto.$ext e=$tmp/r.$t.$auto.$ext
  add=atomic_add; [ $t = cuda ] && add=atomicAdd
  l1() { sed -n '/void reductions_L1(/,/^ *"*}/p' "$1"; }
  if [ "$(grep -c "void [a-z]*_L[0-9_]*_fin(" "$a")" = $folds ] &&
     [ "$(grep -c "void [a-z]*_L[0-9_]*_fin(" "$e")" = 14 ] &&
     [ -n "$(l1 "$a")" ] && [ "$(l1 "$a")" = "$(l1 "$e")" ] &&
     grep -q "$add(kf_red_count, count);" "$a" && ! grep -q "$add(kf_red_count, count);" "$e"; then
    tap_ok "gpu_reduce: $t --reduction=auto is $auto, integer kernels without the fold"
  else
    tap_fail "gpu_reduce: $t --reduction=auto is $auto, integer kernels without the fold" "$(diff "$e" "$a" | head -40)"
  fi
done

# every loop that carries only scalar reductions is a kernel: 9 + 1 + 1 + 1,
# and the two of single array elements, plus the parallel loops and the
# one-thread kernels
if head -1 "$tmp/r.opencl.shared.c" | grep -q "; 19 kernels \*/" &&
   [ "$(grep -c '^    "__kernel void [a-z]*_L[0-9_]*_fin(' "$tmp/r.opencl.shared.c")" = 14 ] &&
   [ "$(grep -c 'barrier(CLK_LOCAL_MEM_FENCE)' "$tmp/r.opencl.shared.c")" -ge 28 ]; then
  tap_ok "gpu_reduce: fourteen reduction kernels, each with a tree and a fold kernel"
else
  tap_fail "gpu_reduce: fourteen reduction kernels, each with a tree and a fold kernel" "$(head -1 "$tmp/r.opencl.shared.c")"
fi
# an element's fold reads and writes it in its array (the kernel's own
# parameters first); atomics update it there
if grep -q '"__kernel void elements_L13_1_fin(int i, __global double \*z, __global double \*C, __global double \*A, __global double \*kf_part_kf_e_z, int kf_ngroups)' "$tmp/r.opencl.shared.c" &&
   grep -q '"    z\[i\] = kf_v_kf_e_z;' "$tmp/r.opencl.shared.c" &&
   grep -q 'int kf_e_zm = zm\[i\];' "$tmp/r.opencl.shared.c" &&
   grep -q 'atomic_max(&(zm\[i\]), kf_e_zm);' "$tmp/r.opencl.atomic.c" &&
   ! grep -q 'kf_red_elements' "$tmp/r.opencl.shared.c"; then
  tap_ok "gpu_reduce: an array element is reduced in its array's buffer"
else
  tap_fail "gpu_reduce: an array element is reduced in its array's buffer" "$(grep -n 'elements_L13' "$tmp/r.opencl.shared.c" | head)"
fi
if [ "$(grep -c '__shfl_down_sync(0xffffffffu' "$tmp/r.cuda.shuffle.cu")" -ge 24 ] &&
   grep -q 'atomicAdd(kf_red_sum, sum);' "$tmp/r.cuda.atomic.cu" &&
   grep -q 'atomic_cmpxchg(q, seen' "$tmp/r.opencl.atomic.c" &&
   grep -q '"#define fminf fmin\\n"' "$tmp/r.opencl.shared.c" &&
   grep -q 'atom_cmpxchg(q, seen' "$tmp/r.opencl.atomic.c" &&
   ! grep -q '_fin' "$tmp/r.cuda.atomic.cu"; then
  tap_ok "gpu_reduce: warp shuffles, native atomics, compare-and-swap loops, fminf on OpenCL"
else
  tap_fail "gpu_reduce: warp shuffles, native atomics, compare-and-swap loops, fminf on OpenCL"
fi

for m in auto shared atomic; do
  if out=$("$k" verify --target opencl --reduction=$m "$KFORGE_ROOT/$rel" -- $fp 2>&1) &&
     printf '%s' "$out" | grep -q "outputs agree"; then
    tap_ok "gpu_reduce: opencl --reduction=$m output agrees with the sequential program"
  else
    tap_fail "gpu_reduce: opencl --reduction=$m output agrees with the sequential program" "$out"
  fi
done

for m in auto shared shuffle atomic; do
  if [ -z "$nvcc" ]; then
    tap_skip "gpu_reduce: the --reduction=$m .cu compiles with nvcc -arch=sm_90" "no \$NVCC"
  elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w "r.cuda.$m.cu" -o "r.$m.o" &&
        ${CC:-cc} -c "r.cuda.$m.c" -I"$cuda_home/include" -o "r.$m.host.o" &&
        ${CC:-cc} "r.$m.host.o" "r.$m.o" -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o "r.$m.exe") >"$tmp/nvcc.$m" 2>&1; then
    tap_ok "gpu_reduce: the --reduction=$m .cu compiles with nvcc -arch=sm_90, the host .c with cc, and they link"
  else
    tap_fail "gpu_reduce: the --reduction=$m .cu compiles with nvcc -arch=sm_90, the host .c with cc, and they link" "$(head -20 "$tmp/nvcc.$m")"
  fi
done

# --explain names the method and the rule; the reduction on array elements
# that move with the loop says why it stays on the host; one element per
# host iteration is a reduction kernel
if (cd "$KFORGE_ROOT" && "$k" gen --target cuda --explain "$rel" -o /dev/null -- $fp 2>"$tmp/e.err") &&
   grep -q "reduction kernel reductions_L3 (loops i j): sum2d (+, double); method shuffle (auto: CUDA has warp shuffles" "$tmp/e.err" &&
   grep -q "reduction kernel lengths_L10 (loops i): s (+, double), q (+, double)" "$tmp/e.err" &&
   grep -q "L12 line [0-9]*: on the host, launching the kernels inside it: it carries a reduction on elements of array 'y' that change with its iterations (line 95)" "$tmp/e.err" &&
   grep -q "reduction kernel elements_L13_1 (loops j): kf_e_z (+, double)" "$tmp/e.err" &&
   grep -q "reduction kernel elements_L13_2 (loops j): kf_e_zm (max, int)" "$tmp/e.err"; then
  tap_ok "gen --explain: the method, its rule, and why an array reduction stays on the host"
else
  tap_fail "gen --explain: the method, its rule, and why an array reduction stays on the host" "$(cat "$tmp/e.err")"
fi

# bad and unsupported values: usage errors
for cmd in gen verify; do
  "$k" $cmd --target opencl --reduction=tree "$KFORGE_ROOT/$rel" >/dev/null 2>"$tmp/bad.err"
  rc=$?
  if [ $rc = 2 ] && grep -q "\-\-reduction wants auto, shared, shuffle or atomic, not 'tree'" "$tmp/bad.err"; then
    tap_ok "$cmd --reduction=tree: usage error"
  else
    tap_fail "$cmd --reduction=tree: usage error" "rc $rc: $(cat "$tmp/bad.err")"
  fi
  "$k" $cmd --target opencl --reduction=shuffle "$KFORGE_ROOT/$rel" >/dev/null 2>"$tmp/shfl.err"
  rc=$?
  if [ $rc = 2 ] && grep -q "reduction=shuffle needs CUDA's warp shuffles" "$tmp/shfl.err"; then
    tap_ok "$cmd --target opencl --reduction=shuffle: usage error saying why"
  else
    tap_fail "$cmd --target opencl --reduction=shuffle: usage error saying why" "rc $rc: $(cat "$tmp/shfl.err")"
  fi
done
tap_done
