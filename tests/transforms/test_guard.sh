#!/usr/bin/env bash
# The bounds and interior passes (gpu_guard.h, docs/transforms.md) on
# tests/transforms/guard.c (a 2-D stencil, a triangle, a kernel under a host
# loop, a band running downwards, a 3-D band, a host loop whose kernel's
# trip count isl proves a multiple of the block) and on PolyBench/C 4.2.1
# as released (jacobi-2d, fdtd-2d at MINI and SMALL).  Golden text of the
# OpenCL and CUDA output and of the passes' --explain lines; the OpenCL
# program on PoCL equal to the sequential program byte for byte at N=37
# (no block divides it) and N=64; --disable=interior and --disable=bounds
# change the code, not the output; the .cu compiles with nvcc -arch=sm_90.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
root=$KFORGE_ROOT
golden=$root/tests/transforms/golden
nvcc=${NVCC:-$(command -v nvcc || true)}
numcmp=$root/${KFORGE_PLAIN:-build/plain}/kforge-numcmp
[ -x "$numcmp" ] || numcmp=$(ls "$root"/build/*/kforge-numcmp 2>/dev/null | head -1)
src=tests/transforms/guard.c

# gen NAME TARGET [OPTIONS...]: output in $tmp/NAME.c, the passes' lines in $tmp/NAME.explain
gen() {
  local name=$1 target=$2; shift 2
  (cd "$root" && "$k" gen "$src" --target "$target" --explain "$@" -o "$tmp/$name.c" 2>"$tmp/$name.err")
  local rc=$?
  grep -E '^  (bounds|interior):' "$tmp/$name.err" >"$tmp/$name.explain"
  return $rc
}
# run NAME SIZE [OPTIONS...]: the OpenCL program generated and built at
# N=SIZE (the goldens' at 37, the default), its output compared with the
# sequential one's
run() {
  local name=$1 n=$2; shift 2
  (cd "$root" && "$k" gen "$src" --target opencl "$@" -o "$tmp/$name.$n.c" -- -DN="$n" 2>/dev/null) &&
    ${CC:-cc} -O2 -DN="$n" "$tmp/$name.$n.c" -o "$tmp/$name.$n" -lOpenCL -lm 2>"$tmp/$name.cc" &&
    "$tmp/$name.$n" >"$tmp/$name.$n.out" && cmp -s "$tmp/seq.$n.out" "$tmp/$name.$n.out"
}
for n in 37 64; do
  ${CC:-cc} -O2 -DN=$n "$root/$src" -o "$tmp/seq.$n" -lm && "$tmp/seq.$n" >"$tmp/seq.$n.out" ||
    tap_fail "guard.c: the sequential program runs (N=$n)"
done

if gen ocl opencl; then
  tap_diff "guard: OpenCL output" "$golden/guard.opencl.c" "$tmp/ocl.c"
  tap_diff "guard: --explain of bounds and interior (OpenCL)" "$golden/guard.explain" "$tmp/ocl.explain"
else
  tap_fail "guard: kforge gen --target opencl" "$(cat "$tmp/ocl.err")"
fi
for n in 37 64; do
  if run ocl $n; then tap_ok "guard: OpenCL on PoCL gives the sequential output at N=$n"
  else tap_fail "guard: OpenCL on PoCL gives the sequential output at N=$n" "$(head -5 "$tmp/ocl.cc")"; fi
done
if grep -q "kf_hi_j <= n - 2 && kf_hi_i <= n - 2" "$tmp/ocl.c" && grep -q "i >= 0 (the grid holds exactly its iterations)" "$tmp/ocl.explain" &&
   grep -q "dropped j >= k + 1 (the grid starts there)" "$tmp/ocl.explain" &&
   grep -q "c <= 2 (the grid holds exactly its iterations)" "$tmp/ocl.explain" &&
   grep -q "upper_L2: blocks inside the domain (kf_lo_j >= kf_hi_i && kf_hi_j <= n - 1)" "$tmp/ocl.explain" &&
   gen nodeepen opencl --disable=deepen &&
   grep -q "upper_L2: not split: a grid of one dimension" "$tmp/nodeepen.explain" &&
   grep -q "stencil_L1: kept j <= n - 2; .*i <= n - 2 (the grid holds exactly its iterations)" "$tmp/ocl.explain" &&
   grep -q "rows_L6_1: no test; .*i <= 256\*r + 255 (the grid holds exactly its iterations)" "$tmp/ocl.explain"; then
  tap_ok "guard: interior tests per block (upwards and downwards), drops named with their reasons, symbolic exact grids"
else
  tap_fail "guard: interior tests per block (upwards and downwards), drops named with their reasons, symbolic exact grids" "$(cat "$tmp/ocl.explain")"
fi

# each pass off: other code, the same output, no line of its own
for p in interior bounds; do
  gen "no$p" opencl --disable=$p
  if ! cmp -s "$tmp/ocl.c" "$tmp/no$p.c" && ! grep -q "^  $p:" "$tmp/no$p.explain" &&
     run "no$p" 37 --disable=$p && run "no$p" 64 --disable=$p; then
    tap_ok "guard: --disable=$p changes the code, not the output (N=37, N=64)"
  else
    tap_fail "guard: --disable=$p changes the code, not the output (N=37, N=64)" "$(head -5 "$tmp/no$p.cc")"
  fi
done
if ! grep -q "int kf_lo_" "$tmp/nointerior.c" && grep -q "int kf_lo_" "$tmp/ocl.c"; then tap_ok "guard: --disable=interior: every thread tested"
else tap_fail "guard: --disable=interior: every thread tested"; fi

# blocks 16x16: i of the downward band is split too (its least corner
# below the block's first iteration), run on PoCL
if run blk 37 --block 16x16 && grep -q "kf_lo_i = kf_hi_i - (int)get_local_size(1) + 1;" "$tmp/blk.37.c" &&
   grep -q "if (kf_hi_j <= n - 3 && kf_lo_i >= 0) {" "$tmp/blk.37.c"; then
  tap_ok "guard: --block 16x16: a downward dimension's block corner, the sequential output at N=37"
else
  tap_fail "guard: --block 16x16: a downward dimension's block corner, the sequential output at N=37" "$(grep -n 'kf_lo_i' "$tmp/blk.37.c" | head -3)"
fi

# CUDA: the triangle's box is mapped, i <= n - 1 follows from the others
if gen cuda cuda; then
  tap_diff "guard: CUDA device output" "$golden/guard.cu" "$tmp/cuda.cu"
  if grep -q "upper_L2: kept j >= i, j <= n - 1; dropped .*i <= n - 1 (the other tests imply it)" "$tmp/cuda.explain" &&
     grep -q "if (kf_lo_j >= kf_hi_i && kf_hi_j <= n - 1) {" "$tmp/cuda.cu"; then
    tap_ok "guard: a triangle's test on the block's corner, a bound the others imply dropped"
  else
    tap_fail "guard: a triangle's test on the block's corner, a bound the others imply dropped" "$(cat "$tmp/cuda.explain")"
  fi
else
  tap_fail "guard: kforge gen --target cuda" "$(cat "$tmp/cuda.err")"
fi
if [ -z "$nvcc" ]; then
  tap_skip "guard: the .cu compiles with nvcc -arch=sm_90" "no nvcc"
elif "$nvcc" -arch=sm_90 -c "$tmp/cuda.cu" -o "$tmp/cuda.o" >"$tmp/nvcc.log" 2>&1; then
  tap_ok "guard: the .cu compiles with nvcc -arch=sm_90"
else
  tap_fail "guard: the .cu compiles with nvcc -arch=sm_90" "$(head -10 "$tmp/nvcc.log")"
fi

# PolyBench as released: split kernels at MINI and SMALL against gcc -O0's dump
pb=${POLYBENCH_DIR:-$root/../shared/polybench-4.2.1}
if [ ! -d "$pb/utilities" ]; then
  tap_skip "guard: PolyBench kernels on PoCL" "no POLYBENCH_DIR"
else
  for kn in stencils/jacobi-2d stencils/fdtd-2d; do
    name=$(basename $kn)
    for ds in MINI SMALL; do
      d="-I$pb/utilities -I$pb/$kn -D${ds}_DATASET -DPOLYBENCH_DUMP_ARRAYS"
      ok=1
      "$k" gen "$pb/$kn/$name.c" --target opencl --explain -o "$tmp/$name.$ds.c" -- $d 2>"$tmp/$name.$ds.err" || ok=0
      grep -q "^  interior: .*blocks inside the domain" "$tmp/$name.$ds.err" || ok=0
      ${CC:-cc} -O2 $d "$pb/$kn/$name.c" "$pb/utilities/polybench.c" -o "$tmp/$name.$ds.seq" -lm &&
        ${CC:-cc} -O2 $d "$tmp/$name.$ds.c" "$pb/utilities/polybench.c" -o "$tmp/$name.$ds.ocl" -lOpenCL -lm || ok=0
      [ $ok = 1 ] && "$tmp/$name.$ds.seq" 2>"$tmp/$name.$ds.seq.out" >/dev/null &&
        "$tmp/$name.$ds.ocl" 2>"$tmp/$name.$ds.ocl.out" >/dev/null &&
        "$numcmp" "$tmp/$name.$ds.seq.out" "$tmp/$name.$ds.ocl.out" >/dev/null || ok=0
      if [ $ok = 1 ]; then tap_ok "guard: PolyBench $name ($ds), split on PoCL, equals the original"
      else tap_fail "guard: PolyBench $name ($ds), split on PoCL, equals the original" "$(grep -E 'interior|error' "$tmp/$name.$ds.err" | head -5)"; fi
    done
  done
fi
tap_done
