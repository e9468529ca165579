#!/usr/bin/env bash
# The kernel transforms of the GPU back ends (docs/transforms.md): the
# window pass (local windowing, gpu_window.h) on the 5x5 convolution and
# on jacobi-2d and heat-3d, the fusion pass (gpu_fuse.h) on a chain of
# element-wise kernels and on a reordering case, the bounds pass on gemm
# (64x64, constant), coalesce, flatten and singleton on colwise.c, and the settings
# (settings.h).  Per pass: golden text of the OpenCL output and of its
# --explain lines; the OpenCL program run on PoCL against the sequential
# program, and with --disable=PASS giving the same output byte for byte
# while the code differs; the CUDA .cu compiled with nvcc -arch=sm_90 (when
# $NVCC is set).  Strategies of fusion, the fusion barrier; settings from a
# kforge.toml, --settings, pragmas, the command line winning, and the
# errors of unknown keys and bad values at their line and column.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
root=$KFORGE_ROOT
golden=$root/tests/transforms/golden
numcmp=$root/${KFORGE_PLAIN:-build/plain}/kforge-numcmp
[ -x "$numcmp" ] || numcmp=$(ls "$root"/build/*/kforge-numcmp 2>/dev/null | head -1)
nvcc=${NVCC:-}

# OpenCL kernels come windowed and plain by default (opencl_window =
# auto); the goldens hold the windowed one alone: gen passes $win unless
# it is emptied
printf 'opencl_window = on\n' >"$tmp/win.toml"
win=$tmp/win.toml
# gen REL NAME [OPTIONS...]: OpenCL output in $tmp/NAME.c, --explain's
# window and fusion lines in $tmp/NAME.explain
gen() {
  local rel=$1 name=$2; shift 2
  (cd "$root" && "$k" gen "$rel" --target opencl --explain ${win:+--settings "$win"} "$@" -o "$tmp/$name.c" 2>"$tmp/$name.err")
  local rc=$?
  grep -E '^  (window|fusion|bounds|interior|coalesce|flatten|singleton):' "$tmp/$name.err" >"$tmp/$name.explain"
  return $rc
}
# run NAME: builds and runs $tmp/NAME.c, output in $tmp/NAME.out
run() {
  ${CC:-cc} -O2 -I"$root/tests/transforms" "$tmp/$1.c" -o "$tmp/$1" -lOpenCL -lm 2>"$tmp/$1.cc" &&
    "$tmp/$1" >"$tmp/$1.out"
}
# seq REL NAME: the sequential program's output in $tmp/NAME.seq
seq_out() {
  ${CC:-cc} -O2 "$root/$1" -o "$tmp/$2.seqbin" -lm && "$tmp/$2.seqbin" >"$tmp/$2.seq"
}

# one pass on one input: golden, execution, --disable
check() { # PASS REL NAME [nocuda]
  local pass=$1 rel=$2 name=$3
  if ! gen "$rel" "$name"; then
    tap_fail "$name: kforge gen --target opencl" "$(cat "$tmp/$name.err")"; return
  fi
  # its own golden: windowed through the settings, unlike tests/gen's
  local g=$golden/$name.opencl.c
  # (gemm's: k-tiled alone here, tests/gen's holds the plain kernel beside it)
  [ "$pass" = window ] || [ -f "$g" ] || { [ -f "$root/tests/gen/golden/$name.opencl.c" ] && g=$root/tests/gen/golden/$name.opencl.c; }
  tap_diff "$name: OpenCL output" "$g" "$tmp/$name.c"
  tap_diff "$name: --explain of window, fusion, bounds, coalesce, flatten and singleton" "$golden/$name.explain" "$tmp/$name.explain"
  if seq_out "$rel" "$name" && run "$name" && "$numcmp" "$tmp/$name.seq" "$tmp/$name.out" >/dev/null; then
    tap_ok "$name: OpenCL on PoCL gives the sequential program's output"
  else
    tap_fail "$name: OpenCL on PoCL gives the sequential program's output" \
      "$(cat "$tmp/$name.cc" 2>/dev/null | head -5)"
  fi
  gen "$rel" "$name.off" --disable="$pass"
  if ! cmp -s "$tmp/$name.c" "$tmp/$name.off.c" && run "$name.off" &&
     cmp -s "$tmp/$name.out" "$tmp/$name.off.out"; then
    tap_ok "$name: --disable=$pass changes the code, not the output"
  else
    tap_fail "$name: --disable=$pass changes the code, not the output"
  fi
  [ -n "${4:-}" ] && return # nvcc takes seconds: the two motivating cases only
  if [ -z "$nvcc" ]; then tap_skip "$name: the .cu compiles with nvcc -arch=sm_90" "no NVCC"; return; fi
  if (cd "$root" && "$k" gen "$rel" --target cuda -o "$tmp/$name.cu.c" 2>/dev/null) &&
     "$nvcc" -arch=sm_90 -c "$tmp/$name.cu.cu" -o "$tmp/$name.o" >"$tmp/$name.nvcc" 2>&1; then
    tap_ok "$name: the .cu compiles with nvcc -arch=sm_90"
  else
    tap_fail "$name: the .cu compiles with nvcc -arch=sm_90" "$(head -10 "$tmp/$name.nvcc")"
  fi
}

check window tests/transforms/conv5x5.c conv5x5
check window tests/kernels/jacobi-2d.c jacobi-2d nocuda
check fusion tests/transforms/fuse_chain.c fuse_chain
check bounds tests/kernels/gemm.c gemm nocuda
check coalesce tests/transforms/colwise.c colwise

# flatten and singleton on colwise.c (gpu_geom.h): the code changes, the
# output does not; the explain lines name the kernels
for p in flatten singleton; do
  gen tests/transforms/colwise.c "colwise.$p" --disable="$p"
  if ! cmp -s "$tmp/colwise.c" "$tmp/colwise.$p.c" && run "colwise.$p" &&
     cmp -s "$tmp/colwise.out" "$tmp/colwise.$p.out" && ! grep -q "^  $p:" "$tmp/colwise.$p.explain"; then
    tap_ok "colwise: --disable=$p changes the code, not the output"
  else
    tap_fail "colwise: --disable=$p changes the code, not the output" "$(cat "$tmp/colwise.$p.err" | tail -5)"
  fi
done
if grep -q "^  flatten: rgb_L2: loops p and c launched as one dimension" "$tmp/colwise.explain" &&
   grep -q "^  singleton: plane_L3: loop k runs once: not launched" "$tmp/colwise.explain" &&
   grep -q "int c = (int)(kf_flat % 3);" "$tmp/colwise.c" && grep -q "int k = 0;" "$tmp/colwise.c"; then
  tap_ok "colwise: rgb flattened (3 channels), plane's one-iteration loop not launched"
else
  tap_fail "colwise: rgb flattened (3 channels), plane's one-iteration loop not launched" "$(cat "$tmp/colwise.explain")"
fi
# a windowed kernel keeps its dimensions: the model's wish is refused, with why
printf '#include <stdio.h>\ndouble A[40][3], B[40][3];\nint main(void)\n{\n  for (int i = 0; i < 40; i++) for (int c = 0; c < 3; c++) A[i][c] = i + c;\n#pragma scop\n  for (int i = 1; i < 39; i++)\n    for (int c = 0; c < 3; c++)\n      B[i][c] = A[i - 1][c] + A[i + 1][c];\n#pragma endscop\n  printf("%%g\\n", B[7][2]);\n  return 0;\n}\n' >"$tmp/wflat.c"
"$k" gen "$tmp/wflat.c" --target opencl --settings "$win" --explain -o "$tmp/wflat.out.c" 2>"$tmp/wflat.err"
if grep -q "A cached in __local memory" "$tmp/wflat.err" &&
   grep -q "flatten: .*not flattened: its tiles in local memory are laid out per dimension" "$tmp/wflat.err"; then
  tap_ok "flatten: refused on a windowed kernel, and --explain says why"
else
  tap_fail "flatten: refused on a windowed kernel, and --explain says why" "$(grep -E 'window|flatten' "$tmp/wflat.err")"
fi

# heat-3d: a 3-D tile; results only
gen tests/kernels/heat-3d.c heat-3d
if grep -q "A cached in __local memory" "$tmp/heat-3d.explain" && seq_out tests/kernels/heat-3d.c heat-3d &&
   run heat-3d && "$numcmp" "$tmp/heat-3d.seq" "$tmp/heat-3d.out" >/dev/null; then
  tap_ok "heat-3d: a 3-D window, OpenCL output equals the program's"
else
  tap_fail "heat-3d: a 3-D window, OpenCL output equals the program's" "$(cat "$tmp/heat-3d.explain")"
fi

# a window is refused, with its reason, where a read is not a band
# iterator plus a constant (the mask w of the convolution)
if grep -q "w not cached: subscript 1 on line .* is not a band iterator plus a constant" \
     "$tmp/conv5x5.explain"; then
  tap_ok "window: a refusal names its reason"
else
  tap_fail "window: a refusal names its reason" "$(cat "$tmp/conv5x5.explain")"
fi

# fusion strategies on the reordering case
gen tests/transforms/fuse_reorder.c reorder-smart
gen tests/transforms/fuse_reorder.c reorder-noreo --fusion=noreordering
gen tests/transforms/fuse_reorder.c reorder-mwm --fusion=minworkingmemory
if grep -q "steps_L1 and steps_L3 fused" "$tmp/reorder-smart.explain" &&
   grep -q "temporary array 'p' is dead" "$tmp/reorder-smart.explain" &&
   ! grep -q " fused into one" "$tmp/reorder-noreo.explain" &&
   grep -q "steps_L1 and steps_L3 fused" "$tmp/reorder-mwm.explain"; then
  tap_ok "fusion: smart and minworkingmemory move a kernel up to fuse it, noreordering does not"
else
  tap_fail "fusion: smart and minworkingmemory move a kernel up to fuse it, noreordering does not" \
    "$(cat "$tmp"/reorder-*.explain)"
fi
if seq_out tests/transforms/fuse_reorder.c reorder && run reorder-smart && run reorder-noreo &&
   "$numcmp" "$tmp/reorder.seq" "$tmp/reorder-smart.out" >/dev/null &&
   cmp -s "$tmp/reorder-smart.out" "$tmp/reorder-noreo.out"; then
  tap_ok "fusion: the reordered program's output equals the program's"
else
  tap_fail "fusion: the reordered program's output equals the program's"
fi
gen tests/transforms/fuse_chain.c chain-manual --fusion=manual
if grep -q "chain_L1_5 and chain_L1_6 not fused: a fusion barrier" "$tmp/chain-manual.explain" &&
   grep -q "chain_L1_1, chain_L1_2, chain_L1_3 and chain_L1_4 fused" "$tmp/chain-manual.explain"; then
  tap_ok "fusion: manual fuses neighbours, a fusion barrier splits"
else
  tap_fail "fusion: manual fuses neighbours, a fusion barrier splits" "$(cat "$tmp/chain-manual.explain")"
fi
"$k" gen "$root/tests/transforms/fuse_chain.c" --target opencl --fusion=greedy >/dev/null 2>"$tmp/bad"
rc=$?
if [ $rc -eq 2 ] && grep -q "minworkingmemory" "$tmp/bad"; then tap_ok "--fusion=greedy: a usage error listing the strategies"
else tap_fail "--fusion=greedy: a usage error listing the strategies" "exit $rc: $(cat "$tmp/bad")"; fi

# settings: a kforge.toml beside the input, pragmas, --settings, the CLI wins
mkdir -p "$tmp/proj"
cp "$root/tests/transforms/fuse_chain.c" "$tmp/proj/"
printf '# kforge settings\n[kforge]\nfusion = noreordering\nfast_math = on\nflush_to_zero = on\ncuda_arch = "sm_80"\n' >"$tmp/proj/kforge.toml"
"$k" gen "$tmp/proj/fuse_chain.c" --target opencl --explain -o "$tmp/s.c" 2>"$tmp/s.err"
if grep -q -- '"-cl-fast-relaxed-math -cl-denorms-are-zero"' "$tmp/s.c" &&
   grep -q "chain_L1_1, chain_L1_2, chain_L1_3 and chain_L1_4 fused" "$tmp/s.err"; then
  tap_ok "settings: kforge.toml beside the input sets fusion and the OpenCL build options"
else
  tap_fail "settings: kforge.toml beside the input sets fusion and the OpenCL build options" "$(grep clBuildProgram "$tmp/s.c")"
fi
"$k" gen "$tmp/proj/fuse_chain.c" --target cuda -o "$tmp/s2.c" 2>/dev/null
if grep -q "nvcc -arch=sm_80 --use_fast_math -ftz=true" "$tmp/s2.cu" && grep -q "__CUDA_ARCH__ < 800" "$tmp/s2.cu"; then
  tap_ok "settings: cuda_arch, fast_math, flush_to_zero name the .cu's nvcc flags"
else
  tap_fail "settings: cuda_arch, fast_math, flush_to_zero name the .cu's nvcc flags" "$(head -5 "$tmp/s2.cu")"
fi
"$k" gen "$root/tests/transforms/fuse_chain.c" --target cuda --strict-fp -o "$tmp/s3.c" 2>/dev/null
if grep -q "nvcc -arch=sm_90 -fmad=false" "$tmp/s3.cu"; then
  tap_ok "--strict-fp: the .cu says nvcc -fmad=false (no fused multiply-add)"
else
  tap_fail "--strict-fp: the .cu says nvcc -fmad=false (no fused multiply-add)" "$(head -3 "$tmp/s3.cu")"
fi
printf 'fusion = minworkingmemory\nparallelizer = off\n' >"$tmp/other.toml"
"$k" gen "$tmp/proj/fuse_chain.c" --target opencl --settings "$tmp/other.toml" -o "$tmp/s3.c" 2>/dev/null
if head -1 "$tmp/s3.c" | grep -q "; 0 kernels" && ! grep -q "__kernel" "$tmp/s3.c"; then
  tap_ok "settings: --settings FILE instead of kforge.toml; parallelizer = off leaves every fragment"
else
  tap_fail "settings: --settings FILE instead of kforge.toml; parallelizer = off leaves every fragment" "$(head -1 "$tmp/s3.c")"
fi
{ echo '#pragma kforge fusion noreordering'; cat "$root/tests/transforms/fuse_reorder.c"; } >"$tmp/pr.c"
"$k" gen "$tmp/pr.c" --target opencl --explain -o /dev/null 2>"$tmp/pr.err"
"$k" gen "$tmp/pr.c" --target opencl --explain --fusion=smart -o /dev/null 2>"$tmp/pr2.err"
if ! grep -q " fused into one" "$tmp/pr.err" && grep -q "steps_L1 and steps_L3 fused" "$tmp/pr2.err"; then
  tap_ok "settings: #pragma kforge fusion noreordering; --fusion on the command line wins"
else
  tap_fail "settings: #pragma kforge fusion noreordering; --fusion on the command line wins"
fi
# errors: gcc-style, at the key or the value
printf '[kforge]\nfusion = smart\nwindowing = on\n' >"$tmp/bad.toml"
"$k" gen "$tmp/proj/fuse_chain.c" --target opencl --settings "$tmp/bad.toml" >/dev/null 2>"$tmp/bad.err"
rc=$?
if [ $rc -eq 1 ] && grep -q "bad.toml:3:1: error: unknown setting 'windowing'" "$tmp/bad.err" &&
   grep -q '\^~~~~~~~~' "$tmp/bad.err"; then
  tap_ok "settings: an unknown key is an error at its line, with a caret"
else
  tap_fail "settings: an unknown key is an error at its line, with a caret" "exit $rc: $(cat "$tmp/bad.err")"
fi
printf 'opt_level = 7\n' >"$tmp/bad2.toml"
"$k" gen "$tmp/proj/fuse_chain.c" --target opencl --settings "$tmp/bad2.toml" >/dev/null 2>"$tmp/bad2.err"
if grep -q "bad2.toml:1:13: error: setting 'opt_level' wants 0, 1 or 2, not '7'" "$tmp/bad2.err"; then
  tap_ok "settings: a bad value is an error at the value"
else
  tap_fail "settings: a bad value is an error at the value" "$(cat "$tmp/bad2.err")"
fi
{ echo '#pragma kforge show_reduction on'; cat "$root/tests/transforms/fuse_reorder.c"; } >"$tmp/pb.c"
"$k" gen "$tmp/pb.c" --target opencl >/dev/null 2>"$tmp/pb.err"
rc=$?
if [ $rc -eq 1 ] && grep -q "pb.c:1:16: error: unknown setting 'show_reduction'" "$tmp/pb.err"; then
  tap_ok "settings: an unknown pragma key is an error at its column"
else
  tap_fail "settings: an unknown pragma key is an error at its column" "exit $rc: $(cat "$tmp/pb.err")"
fi
printf 'opt_level = 0\nopencl_window = on\n' >"$tmp/o0.toml"
win='' gen tests/transforms/conv5x5.c conv-o0 --settings "$tmp/o0.toml"
printf 'opencl_window = off\n' >"$tmp/off.toml"
win='' gen tests/transforms/conv5x5.c conv-off --settings "$tmp/off.toml"
if ! grep -q "__local" "$tmp/conv-off.c" &&
   grep -q "not windowed: the setting opencl_window = off" "$tmp/conv-off.err"; then
  tap_ok "settings: opencl_window = off: no windowed kernel, and --explain says so"
else
  tap_fail "settings: opencl_window = off: no windowed kernel, and --explain says so" "$(cat "$tmp/conv-off.err")"
fi
# the default (auto): both kernels, the windowed one chosen on a GPU
# device; KFORGE_CL_WINDOW forces either, and both give the sequential output
win='' gen tests/transforms/conv5x5.c conv-auto
if grep -q "__kernel void conv_L1_1(" "$tmp/conv-auto.c" && grep -q "__kernel void conv_L1_1_window(" "$tmp/conv-auto.c" &&
   grep -q "CL_DEVICE_TYPE_GPU" "$tmp/conv-auto.c" && grep -q "the program runs the windowed one on a GPU device" "$tmp/conv-auto.err" &&
   seq_out tests/transforms/conv5x5.c conv-auto && run conv-auto &&
   KFORGE_CL_WINDOW=on "$tmp/conv-auto" >"$tmp/conv-auto.on" && KFORGE_CL_WINDOW=off "$tmp/conv-auto" >"$tmp/conv-auto.offrun" &&
   "$numcmp" "$tmp/conv-auto.seq" "$tmp/conv-auto.on" >/dev/null && "$numcmp" "$tmp/conv-auto.seq" "$tmp/conv-auto.offrun" >/dev/null &&
   cmp -s "$tmp/conv-auto.on" "$tmp/conv-auto.out"; then
  tap_ok "settings: opencl_window = auto: both kernels, chosen by the device's type, each gives the sequential output"
else
  tap_fail "settings: opencl_window = auto: both kernels, chosen by the device's type, each gives the sequential output" "$(cat "$tmp/conv-auto.err")"
fi
if ! grep -qE '^  (window|fusion|interior):' "$tmp/conv-o0.explain" && grep -q "__kernel" "$tmp/conv-o0.c" &&
   ! grep -q "__local" "$tmp/conv-o0.c" && ! grep -q "kf_hi_" "$tmp/conv-o0.c"; then
  tap_ok "settings: opt_level = 0 switches the window and interior passes off"
else
  tap_fail "settings: opt_level = 0 switches the window and interior passes off" "$(cat "$tmp/conv-o0.explain")"
fi
{ echo '#pragma kforge show_reductions on'; cat "$root/tests/gen/gpu_reduce.c"; } >"$tmp/sr.c"
"$k" gen "$tmp/sr.c" --target opencl -o /dev/null 2>"$tmp/sr.err"
if grep -q "note: reduction on 'sum' (+) in loop L1 (i) run in parallel: reduction kernel" "$tmp/sr.err"; then
  tap_ok "settings: show_reductions notes each reduction run in parallel"
else
  tap_fail "settings: show_reductions notes each reduction run in parallel" "$(head -5 "$tmp/sr.err")"
fi
tap_done
