#!/usr/bin/env bash
# The ktile pass (gpu_ktile.h, docs/transforms.md): a two-loop band's
# reduction loop tiled in local memory, the thread's element in a register.
# On tests/transforms/ktile.c (a product with tails in i, j and k, one with
# a shifted operand, one with a triangular k, refused, one whose band body
# declares a scalar, trmm's rows and their overlapping variant): golden
# OpenCL and
# CUDA text and the pass's --explain lines; the OpenCL program on PoCL,
# tiled kernels (KFORGE_CL_WINDOW=on) and plain ones (off), byte for byte
# the sequential program's output; the default (opencl_window = auto)
# writes both kernels; --disable=ktile changes the code, not the output;
# the .cu compiles with nvcc -arch=sm_90 (NVCC, or nvcc on the PATH).
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
root=$KFORGE_ROOT
golden=$root/tests/transforms/golden
nvcc=${NVCC:-$(command -v nvcc || true)}
src=tests/transforms/ktile.c

# gen NAME TARGET [OPTIONS...]: output in $tmp/NAME.c, ktile lines in $tmp/NAME.explain
gen() {
  local name=$1 target=$2; shift 2
  (cd "$root" && "$k" gen "$src" --target "$target" --explain "$@" -o "$tmp/$name.c" 2>"$tmp/$name.err")
  local rc=$?
  grep -E '^  ktile:' "$tmp/$name.err" >"$tmp/$name.explain"
  return $rc
}
# run NAME [ENV...]: builds $tmp/NAME.c once, runs it, output in $tmp/NAME$SUFFIX.out
build() { ${CC:-cc} -O2 "$tmp/$1.c" -o "$tmp/$1" -lOpenCL -lm 2>"$tmp/$1.cc"; }

${CC:-cc} -O2 "$root/$src" -o "$tmp/seq" -lm && "$tmp/seq" >"$tmp/seq.out" ||
  tap_fail "ktile.c: the sequential program runs"

# the goldens hold the tiled kernels alone (opencl_window = on)
printf 'opencl_window = on\n' >"$tmp/on.toml"
if gen tiled opencl --settings "$tmp/on.toml"; then
  tap_diff "ktile: OpenCL output (opencl_window = on)" "$golden/ktile.opencl.c" "$tmp/tiled.c"
  tap_diff "ktile: --explain of the ktile pass" "$golden/ktile.explain" "$tmp/tiled.explain"
else
  tap_fail "ktile: kforge gen --target opencl" "$(cat "$tmp/tiled.err")"
fi
if build tiled && "$tmp/tiled" >"$tmp/tiled.out" && cmp -s "$tmp/seq.out" "$tmp/tiled.out"; then
  tap_ok "ktile: the tiled kernels on PoCL give the sequential output, bit for bit"
else
  tap_fail "ktile: the tiled kernels on PoCL give the sequential output, bit for bit" \
    "$(head -5 "$tmp/tiled.cc" 2>/dev/null; diff "$tmp/seq.out" "$tmp/tiled.out" | head -5)"
fi

# refusals carry their reasons
if grep -q "X not tiled: its subscripts on line [0-9]* are not k and a band iterator" "$tmp/tiled.explain" &&
   grep -q "triangle_L3: not tiled: a bound of loop k names a band iterator" "$tmp/tiled.explain"; then
  tap_ok "ktile: a shifted operand and a triangular k are refused, with why"
else
  tap_fail "ktile: a shifted operand and a triangular k are refused, with why" "$(cat "$tmp/tiled.explain")"
fi

# the default: both kernels, chosen by the device's type; each one exact
if gen auto opencl && build auto &&
   grep -q "__kernel void product_L1(" "$tmp/auto.c" && grep -q "__kernel void product_L1_ktile(" "$tmp/auto.c" &&
   grep -q "the program runs the tiled one on a GPU device" "$tmp/auto.err" &&
   KFORGE_CL_WINDOW=on "$tmp/auto" >"$tmp/auto.on.out" && cmp -s "$tmp/seq.out" "$tmp/auto.on.out" &&
   KFORGE_CL_WINDOW=off "$tmp/auto" >"$tmp/auto.off.out" && cmp -s "$tmp/seq.out" "$tmp/auto.off.out"; then
  tap_ok "ktile: opencl_window = auto: tiled and plain kernels, both give the sequential output"
else
  tap_fail "ktile: opencl_window = auto: tiled and plain kernels, both give the sequential output" \
    "$(cat "$tmp/auto.explain"; diff "$tmp/seq.out" "$tmp/auto.off.out" 2>&1 | head -5)"
fi
# the plain kernel keeps the registers: its element read once, stored once;
# pass strip: a work-item runs 4 consecutive j (one vector of doubles),
# innermost in loop k (29 = 7 * 4 + 1: the tail path runs too, above)
if grep -A30 '__kernel void product_L1(' "$tmp/auto.c" | grep -q 'kf_a_C\[kf_q\] += alpha \* A\[' &&
   grep -q 'strip: product_L1: a work-item runs 4 consecutive iterations of j' "$tmp/auto.err" &&
   grep -q 'size_t kf_global\[2\] = {(size_t)((nj + 3) / 4)' "$tmp/auto.c"; then
  tap_ok "ktile: the plain kernel sums in registers, 4 iterations of j a work-item (strip)"
else
  tap_fail "ktile: the plain kernel sums in registers, 4 iterations of j a work-item (strip)" \
    "$(grep -A30 '__kernel void product_L1(' "$tmp/auto.c"; grep strip: "$tmp/auto.err")"
fi
if grep -q 'strip: halved_L4: no strips: its band.s body declares scalars' "$tmp/auto.err"; then
  tap_ok "strip: a band body that declares a scalar keeps a thread per element, with why"
else
  tap_fail "strip: a band body that declares a scalar keeps a thread per element, with why" \
    "$(grep strip: "$tmp/auto.err")"
fi
# trmm's rows: a 1-D kernel's element in a register beside reads of its
# column that k > i keeps apart, in strips; from k = i refused, with why
if grep -q 'ktile: rows_L5_1: R.s element in register kf_a_R across loop k' "$tmp/auto.err" &&
   grep -q 'strip: rows_L5_1: a work-item runs 4 consecutive iterations of j' "$tmp/auto.err" &&
   grep -A40 '__kernel void rows_L5_1(' "$tmp/auto.c" | grep -q 'kf_a_R\[kf_q\] += A\[.*\] \* R\[k \* 29 + j\]' &&
   grep -q 'ktile: overlap_L6_1: O not in a register: it is accessed at another element in loop k' "$tmp/auto.err"; then
  tap_ok "ktile: a one-loop band's element in a register beside reads kept apart by k's bound, in strips; an overlap refused"
else
  tap_fail "ktile: a one-loop band's element in a register beside reads kept apart by k's bound, in strips; an overlap refused" \
    "$(grep -E 'rows_|overlap_' "$tmp/auto.err")"
fi
# --disable=strip: one element a work-item again, the same output
if gen nostrip opencl --disable=strip && build nostrip &&
   grep -A12 '__kernel void product_L1(' "$tmp/nostrip.c" | grep -q 'kf_a_C += alpha \* A\[' &&
   ! grep -q kf_s0 "$tmp/nostrip.c" &&
   KFORGE_CL_WINDOW=off "$tmp/nostrip" >"$tmp/nostrip.out" && cmp -s "$tmp/seq.out" "$tmp/nostrip.out"; then
  tap_ok "strip: --disable=strip changes the code, not the output"
else
  tap_fail "strip: --disable=strip changes the code, not the output" \
    "$(grep -A12 '__kernel void product_L1(' "$tmp/nostrip.c")"
fi

# --disable=ktile: other code, the same output
if gen off opencl --settings "$tmp/on.toml" --disable=ktile && ! cmp -s "$tmp/tiled.c" "$tmp/off.c" &&
   ! grep -q kf_kt_ "$tmp/off.c" && build off && "$tmp/off" >"$tmp/off.out" &&
   cmp -s "$tmp/tiled.out" "$tmp/off.out"; then
  tap_ok "ktile: --disable=ktile changes the code, not the output"
else
  tap_fail "ktile: --disable=ktile changes the code, not the output"
fi

# CUDA: the golden .cu, and nvcc compiles it
if gen cuda cuda; then
  tap_diff "ktile: CUDA device output" "$golden/ktile.cu" "$tmp/cuda.cu"
else
  tap_fail "ktile: kforge gen --target cuda" "$(cat "$tmp/cuda.err")"
fi
if [ -z "$nvcc" ]; then
  tap_skip "ktile: the .cu compiles with nvcc -arch=sm_90" "no nvcc"
elif "$nvcc" -arch=sm_90 -c "$tmp/cuda.cu" -o "$tmp/cuda.o" >"$tmp/nvcc.log" 2>&1; then
  tap_ok "ktile: the .cu compiles with nvcc -arch=sm_90"
else
  tap_fail "ktile: the .cu compiles with nvcc -arch=sm_90" "$(head -10 "$tmp/nvcc.log")"
fi
tap_done
