#!/usr/bin/env bash
# The deepen pass (gpu_deepen.h, docs/transforms.md) and the box of a
# triangle (kf_gpu_band_box): on tests/transforms/deepen.c (gemm in the
# CPU's k-outside-j order, syrk's j <= i, covariance's j >= i, a fusion
# refused because a flow dependence would go backwards, correlation's
# statements beside its j loop distributed, and refused where one writes a
# scalar), sizes no block
# divides.  OpenCL with opencl_window = on (a GPU meant): golden text and
# the pass's --explain lines, the program on PoCL byte for byte the
# sequential program's output; --disable=deepen changes the code (one loop
# mapped), not the output.  OpenCL by default (auto: the device may be a
# CPU): rewritten where a j loop reads down a column, the CPU's kernels in
# strips, both kernels of each pair the same output; opencl_window = off: the nests as written, --explain
# saying what the pass would do, the same output.  CUDA: golden .cu, which nvcc -arch=sm_90 compiles (NVCC, or
# nvcc on the PATH).
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
root=$KFORGE_ROOT
golden=$root/tests/transforms/golden
nvcc=${NVCC:-$(command -v nvcc || true)}
src=tests/transforms/deepen.c

# gen NAME TARGET [OPTIONS...]: output in $tmp/NAME.c, the lines of the
# deepen pass and the kernels' bands in $tmp/NAME.explain
gen() {
  local name=$1 target=$2; shift 2
  (cd "$root" && "$k" gen "$src" --target "$target" --explain "$@" -o "$tmp/$name.c" 2>"$tmp/$name.err")
  local rc=$?
  grep -E '^deepen:|^  kernel [A-Za-z_0-9]* \(loops' "$tmp/$name.err" | sed 's/; block.*//' >"$tmp/$name.explain"
  return $rc
}
build() { ${CC:-cc} -O2 "$tmp/$1.c" -o "$tmp/$1" -lOpenCL -lm 2>"$tmp/$1.cc"; }
# same NAME ENV: runs $tmp/NAME with KFORGE_CL_WINDOW=ENV, compares with seq
same() { KFORGE_CL_WINDOW=$2 "$tmp/$1" >"$tmp/$1.$2.out" && cmp -s "$tmp/seq.out" "$tmp/$1.$2.out"; }

${CC:-cc} -O2 "$root/$src" -o "$tmp/seq" -lm && "$tmp/seq" >"$tmp/seq.out" ||
  tap_fail "deepen.c: the sequential program runs"

printf 'opencl_window = on\n' >"$tmp/on.toml"
if gen ocl opencl --settings "$tmp/on.toml"; then
  tap_diff "deepen: OpenCL output (opencl_window = on)" "$golden/deepen.opencl.c" "$tmp/ocl.c"
  tap_diff "deepen: --explain of the deepen pass and the kernels' bands" "$golden/deepen.explain" "$tmp/ocl.explain"
else
  tap_fail "deepen: kforge gen --target opencl" "$(cat "$tmp/ocl.err")"
fi
if build ocl && same ocl on; then
  tap_ok "deepen: the kernels on PoCL give the sequential output, bit for bit"
else
  tap_fail "deepen: the kernels on PoCL give the sequential output, bit for bit" \
    "$(head -5 "$tmp/ocl.cc" 2>/dev/null; diff "$tmp/seq.out" "$tmp/ocl.on.out" | head -5)"
fi

# --disable=deepen: the CPU order kept (i alone mapped), the same output
if gen off opencl --settings "$tmp/on.toml" --disable=deepen && ! cmp -s "$tmp/ocl.c" "$tmp/off.c" &&
   grep -q "kernel cpu_order_L1 (loops i):" "$tmp/off.explain" &&
   grep -q "kernel upper_L3 (loops i):" "$tmp/off.explain" && grep -q "kernel beside_L5 (loops i):" "$tmp/off.explain" &&
   ! grep -q '^deepen:' "$tmp/off.explain" &&
   build off && same off on; then
  tap_ok "deepen: --disable=deepen changes the code, not the output"
else
  tap_fail "deepen: --disable=deepen changes the code, not the output" "$(cat "$tmp/off.explain")"
fi

# the default (opencl_window = auto): rewritten where the nest as written
# reads down a column in j (syrk's A[j][k]), the CPU device's kernels in
# strips (pass strip: 4 consecutive j a work-item, a triangle's strips cut
# at its bounds); gemm's rows as written, with why; each kernel pair byte
# for byte the sequential output on PoCL (off: the strips; on: the GPU's)
if gen auto opencl && grep -q "kernel cpu_order_L1 (loops i):" "$tmp/auto.explain" &&
   grep -q "^deepen: L1 (i, line 37): inner loops not fused .* names 'j' in its last subscript only" "$tmp/auto.explain" &&
   grep -q "kernel lower_L2 (loops i j):" "$tmp/auto.explain" &&
   grep -q "strip: lower_L2: a work-item runs 4 consecutive iterations of j" "$tmp/auto.err" &&
   grep -q "int kf_hi = i - kf_s0 + 1 < 4" "$tmp/auto.c" &&
   grep -q "^deepen: L5 (i, line [0-9]*): the statements beside loop 'j' (line [0-9]*) distributed" "$tmp/auto.explain" &&
   grep -q "kernel beside_L6 (loops i j):" "$tmp/auto.explain" &&
   grep -q "strip: beside_L6: a work-item runs 4 consecutive iterations of j" "$tmp/auto.err" &&
   grep -q "strip: upper_L3: a work-item runs 4 consecutive iterations of j" "$tmp/auto.err" &&
   grep -q "^deepen: L6 (i, line [0-9]*): the statements beside loop 'j' (line [0-9]*) not distributed: a statement beside it writes a scalar" "$tmp/auto.explain" &&
   build auto && same auto off && same auto on; then
  tap_ok "deepen: opencl_window = auto rewrites column reads and statements beside a j loop, the CPU's kernels in strips (a triangle's, a mirrored store's), same output"
else
  tap_fail "deepen: opencl_window = auto rewrites column reads and statements beside a j loop, the CPU's kernels in strips (a triangle's, a mirrored store's), same output" \
    "$(cat "$tmp/auto.explain"; grep strip: "$tmp/auto.err")"
fi
# opencl_window = off (one kernel for any device, no strips): as written,
# with what the pass would do
printf 'opencl_window = off\n' >"$tmp/off.toml"
if gen woff opencl --settings "$tmp/off.toml" && grep -q "kernel cpu_order_L1 (loops i):" "$tmp/woff.explain" &&
   grep -q "^deepen: L1 (i, line 37): its inner 'j' loops could be fused .* not with opencl_window = off" "$tmp/woff.explain" &&
   build woff && same woff off; then
  tap_ok "deepen: opencl_window = off keeps the nests as written and says why, same output"
else
  tap_fail "deepen: opencl_window = off keeps the nests as written and says why, same output" \
    "$(cat "$tmp/woff.explain")"
fi

if gen cuda cuda; then
  tap_diff "deepen: CUDA device output" "$golden/deepen.cu" "$tmp/cuda.cu"
else
  tap_fail "deepen: kforge gen --target cuda" "$(cat "$tmp/cuda.err")"
fi
if [ -z "$nvcc" ]; then
  tap_skip "deepen: the .cu compiles with nvcc -arch=sm_90" "no nvcc"
elif "$nvcc" -arch=sm_90 -c "$tmp/cuda.cu" -o "$tmp/cuda.o" >"$tmp/nvcc.log" 2>&1; then
  tap_ok "deepen: the .cu compiles with nvcc -arch=sm_90"
else
  tap_fail "deepen: the .cu compiles with nvcc -arch=sm_90" "$(head -10 "$tmp/nvcc.log")"
fi
tap_done
