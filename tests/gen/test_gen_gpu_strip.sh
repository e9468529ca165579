#!/usr/bin/env bash
# The strip pass on kernels whose band body writes scalars (gpu_ktile.h,
# Strips; tests/gen/gpu_strip.c): each scalar a slot per iteration of the
# strip (kf_slot_NAME[kf_q]), with or without registers.  Golden OpenCL
# and CUDA text and the strip pass's --explain lines; the OpenCL program
# on PoCL, the CPU's strip kernels (KFORGE_CL_WINDOW=off) and the GPU's
# (on), byte for byte the sequential program's output (sizes no multiple
# of the strip: the tail strips run); symm's kernel in strips with no
# register; a scalar updated in a macro's body refused, with why; --disable=strip
# changes the code, not the output; with $NVCC the .cu compiles.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
rel=tests/gen/gpu_strip.c
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}

for t in opencl cuda; do
  if (cd "$KFORGE_ROOT" && "$k" gen --target $t --explain "$rel" -o "$tmp/gpu_strip.$t.c" 2>"$tmp/$t.err"); then
    tap_diff "gpu_strip: $t golden" "$golden/gpu_strip.$t.c" "$tmp/gpu_strip.$t.c"
    [ $t = cuda ] && tap_diff "gpu_strip: cuda golden (.cu)" "$golden/gpu_strip.cuda.cu" "$tmp/gpu_strip.cuda.cu"
  else
    tap_fail "gpu_strip: kforge gen --target $t" "$(tail -5 "$tmp/$t.err")"
  fi
done
grep -E '^  strip:' "$tmp/opencl.err" >"$tmp/explain"
tap_diff "gpu_strip: --explain of the strip pass" "$golden/gpu_strip.explain" "$tmp/explain"

c=$tmp/gpu_strip.opencl.c
# symm: no register, temp2 a slot per iteration of a strip of 4 j
if grep -q 'strip: symm_L1_1: a work-item runs 4 consecutive iterations of j .*scalar temp2 in slots' "$tmp/opencl.err" &&
   grep -A40 '__kernel void symm_L1_1(' "$c" | grep -q 'kf_slot_temp2\[kf_q\] += B\[' &&
   grep -q '__kernel void symm_L1_1_nostrip(' "$c" && ! grep -q 'kf_a_' <(grep -A40 '__kernel void symm_L1_1(' "$c" | sed '/^    "}/q'); then
  tap_ok "gpu_strip: symm's kernel, no register, in strips of 4 with temp2 a slot per j"
else
  tap_fail "gpu_strip: symm's kernel, no register, in strips of 4 with temp2 a slot per j" \
    "$(grep -A40 '__kernel void symm_L1_1(' "$c"; grep strip: "$tmp/opencl.err")"
fi
if grep -q "strip: macro_L5: no strips: its text names v 3 times, kforge's model holds 4 places" "$tmp/opencl.err"; then
  tap_ok "gpu_strip: a scalar updated in a macro's body keeps a thread per element, with why"
else
  tap_fail "gpu_strip: a scalar updated in a macro's body keeps a thread per element, with why" "$(grep strip: "$tmp/opencl.err")"
fi

build() { ${CC:-cc} -O2 "$1.c" -o "$1" -lOpenCL -lm 2>"$1.cc"; }
${CC:-cc} -O2 -w "$KFORGE_ROOT/$rel" -o "$tmp/seq" && "$tmp/seq" >"$tmp/seq.out" ||
  tap_fail "gpu_strip: the sequential program runs"
if build "$tmp/gpu_strip.opencl"; then
  for w in off on; do
    if KFORGE_CL_WINDOW=$w timeout 300 "$tmp/gpu_strip.opencl" >"$tmp/$w.out" 2>"$tmp/$w.err" &&
       cmp -s "$tmp/seq.out" "$tmp/$w.out"; then
      tap_ok "gpu_strip: KFORGE_CL_WINDOW=$w on PoCL gives the sequential output, bit for bit"
    else
      tap_fail "gpu_strip: KFORGE_CL_WINDOW=$w on PoCL gives the sequential output, bit for bit" \
        "$(head -5 "$tmp/$w.err"; diff "$tmp/seq.out" "$tmp/$w.out" | head -5)"
    fi
  done
else
  tap_fail "gpu_strip: the OpenCL output builds" "$(head -10 "$tmp/gpu_strip.opencl.cc")"
fi

# --disable=strip: a thread per element again, the same output
if (cd "$KFORGE_ROOT" && "$k" gen --target opencl --disable=strip "$rel" -o "$tmp/nostrip.c" 2>/dev/null) &&
   ! grep -q 'kf_s0\|kf_slot_\|_nostrip(' "$tmp/nostrip.c" && build "$tmp/nostrip" &&
   KFORGE_CL_WINDOW=off timeout 300 "$tmp/nostrip" >"$tmp/nostrip.out" && cmp -s "$tmp/seq.out" "$tmp/nostrip.out"; then
  tap_ok "gpu_strip: --disable=strip changes the code, not the output"
else
  tap_fail "gpu_strip: --disable=strip changes the code, not the output" "$(grep -c kf_slot_ "$tmp/nostrip.c")"
fi

if [ -z "$nvcc" ]; then
  tap_skip "gpu_strip: cuda compiles" "no \$NVCC"
elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w gpu_strip.cuda.cu -o cu.o &&
      ${CC:-cc} -c -I"$cuda_home/include" gpu_strip.cuda.c -o host.o) >"$tmp/nvcc.log" 2>&1; then
  tap_ok "gpu_strip: cuda compiles (nvcc -arch=sm_90)"
else
  tap_fail "gpu_strip: cuda compiles (nvcc -arch=sm_90)" "$(head -10 "$tmp/nvcc.log")"
fi
tap_done
