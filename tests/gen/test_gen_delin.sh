#!/usr/bin/env bash
# Flattened arrays with a run-time row length (tests/gen/delin/*.c):
# img[y*stride + x] with x < w, v[x + y*nx + z*nx*ny] with loops bounded by
# other names, a block at a[size*(i + offset) + offset + j].  The model
# reads them in their shape under the assumption that makes it hold
# (model.h, kf_model_build_assuming); analyze prints it, OpenMP versions
# the fragment on it (pass delin-assume, joined with alias-test), and each
# program calls its kernels with the assumption true and false.  Checked:
# analyze's text (golden) and JSON, the OpenMP output and --explain
# (golden), execution against the sequential program with 2 and 3 threads,
# --disable=delin-assume (no version, every loop sequential, still
# correct).  On OpenCL and CUDA the fragment is planned under the
# assumption (gpu.c, kf_analysis_assume): golden text of both, --explain,
# the region behind `if (assumption && where each statement runs ...)`,
# device buffers of the flat offsets reached ((h - 1)*stride + w, not
# h*w), the OpenCL program run on PoCL against the sequential one with a
# counter of launches (the device runs exactly the calls where the
# assumption holds), --disable=delin-assume (the fragment on the host, as
# before), --device-choice=auto's test after the assumption, and the CUDA
# output compiling and linking with nvcc -arch=sm_90.  shared.c: an assumed
# fragment shares no device buffer with the other fragments of its function.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kforge-delin.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
dir=tests/gen/delin
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}
numcmp=$KFORGE_ROOT/${KFORGE_PLAIN:-build/plain}/kforge-numcmp
[ -x "$numcmp" ] || numcmp=$(ls "$KFORGE_ROOT"/build/*/kforge-numcmp 2>/dev/null | head -1)
have_cl=0
"$k" tune --list 2>/dev/null | grep -q '^0:' && have_cl=1
# a counter of kernel launches, included before the generated OpenCL program
cat >"$tmp/count.h" <<'EOF'
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
static int kf_test_launches;
__attribute__((destructor)) static void kf_test_report(void)
{
    fprintf(stderr, "launches %d\n", kf_test_launches);
}
#define clEnqueueNDRangeKernel(...) (kf_test_launches++, clEnqueueNDRangeKernel(__VA_ARGS__))
EOF

# name @ the assumption's C text, as analyze and the version's test print it
# @ the kernel launches of the program on OpenCL (one kernel a call where
# the assumption holds: two calls of three or four)
# @ a device buffer's byte count, as the flat offsets reached give it (clamped
# at 0: extent.c, a count that is negative where the loops run no iteration)
cases=(
  "stride@w <= stride@2@(size_t)((w - stride + h*stride > 0 ? w - stride + h*stride : 0)) * sizeof img[0]"
  "volume@w <= nx && h <= ny@2@(size_t)((w - nx + h*nx - nx*ny + d*nx*ny > 0 ? w - nx + h*nx - nx*ny + d*nx*ny : 0)) * sizeof v[0]"
  "block@1 <= offset && bs + offset <= size && offset <= size@2@(size_t)((bs - size + offset + bs*size + size*offset > 0 ? bs - size + offset + bs*size + size*offset : 0)) * sizeof a[0]"
)
# The GPU targets on program $name (assumption $assume): goldens, the
# version, the buffers, PoCL runs with launches counted, --disable,
# --device-choice=auto, nvcc.
gpu_checks() {
  local t
  for t in opencl cuda; do
    if ! (cd "$KFORGE_ROOT" && "$k" gen --target $t --explain "$src" -o "$tmp/$name.$t.c" \
          2>"$tmp/$name.$t.explain"); then
      tap_fail "$name: kforge gen --target $t" "$(tail -5 "$tmp/$name.$t.explain")"
      return
    fi
    tap_diff "$name: $t golden" "$KFORGE_ROOT/$dir/golden/$name.$t.c" "$tmp/$name.$t.c"
  done
  tap_diff "$name: cuda golden (.cu)" "$KFORGE_ROOT/$dir/golden/$name.cuda.cu" "$tmp/$name.cuda.cu"
  local cl=$tmp/$name.opencl.c
  if grep -Fq "if ($assume && " "$cl" && grep -q 'clEnqueueNDRangeKernel' "$cl" &&
     grep -Fq "$bytes;" "$cl" && grep -Fq "if ($assume && " "$tmp/$name.cuda.c" &&
     grep -Fq "$bytes;" "$tmp/$name.cuda.c"; then
    tap_ok "$name: opencl, cuda: kernels behind a test of the assumption, buffers of the flat offsets reached"
  else
    tap_fail "$name: opencl, cuda: kernels behind a test of the assumption, buffers of the flat offsets reached" "$(grep -n 'if (\|_bytes =' "$cl")"
  fi
  if grep -Fq "assumes at run time: $assume (to read" "$tmp/$name.opencl.explain" &&
     grep -q "the device code only where it holds" "$tmp/$name.cuda.explain"; then
    tap_ok "$name: opencl, cuda: --explain says what is assumed"
  else
    tap_fail "$name: opencl, cuda: --explain says what is assumed" "$(grep -n assum "$tmp/$name.opencl.explain")"
  fi
  # switched off: the fragment on the host, as before
  (cd "$KFORGE_ROOT" && "$k" gen --target opencl --explain --disable=delin-assume "$src" \
     -o "$tmp/$name.cloff.c" 2>"$tmp/$name.cloff.explain")
  if ! grep -Fq "if ($assume" "$tmp/$name.cloff.c" && ! grep -q 'clEnqueueNDRangeKernel' "$tmp/$name.cloff.c" &&
     grep -Fq "would assume at run time $assume (to read" "$tmp/$name.cloff.explain"; then
    tap_ok "$name: opencl --disable=delin-assume: the fragment on the host, saying why"
  else
    tap_fail "$name: opencl --disable=delin-assume: the fragment on the host, saying why" "$(grep -n 'if (\|assum' "$tmp/$name.cloff.c" "$tmp/$name.cloff.explain")"
  fi
  # the sizes' test is read on the assumed extents: after the assumption
  (cd "$KFORGE_ROOT" && "$k" gen --target opencl --device-choice=auto "$src" -o "$tmp/$name.auto.c" 2>/dev/null)
  if grep -A1 -F "if ($assume && " "$tmp/$name.auto.c" | grep -q ' >= (kf_cl.kf_queue ?'; then
    tap_ok "$name: opencl --device-choice=auto: its test joins the assumption's"
  else
    tap_fail "$name: opencl --device-choice=auto: its test joins the assumption's" "$(grep -n -A1 'if (' "$tmp/$name.auto.c" | head)"
  fi
  # PoCL: the program with its kernels' launches counted, against the
  # sequential one; the calls whose assumption fails run as written
  if [ $have_cl = 0 ]; then
    tap_skip "$name: opencl output agrees with the sequential program, launching where the assumption holds" "no OpenCL device"
  elif ${CC:-cc} -O1 -w "$KFORGE_ROOT/$src" -o "$tmp/$name.seq" 2>"$tmp/cc.log" &&
       "$tmp/$name.seq" >"$tmp/$name.seq.out" &&
       ${CC:-cc} -O1 -w -include "$tmp/count.h" "$cl" -lOpenCL -lm -o "$tmp/$name.cl" 2>>"$tmp/cc.log" &&
       (cd "$tmp" && timeout 300 "./$name.cl" >"$tmp/$name.cl.out" 2>"$tmp/$name.run.log") &&
       "$numcmp" "$tmp/$name.seq.out" "$tmp/$name.cl.out" >/dev/null &&
       grep -qx "launches $launches" "$tmp/$name.run.log"; then
    tap_ok "$name: opencl output agrees with the sequential program, launching where the assumption holds ($launches)"
  else
    tap_fail "$name: opencl output agrees with the sequential program, launching where the assumption holds" "$(head -5 "$tmp/cc.log"; tail -3 "$tmp/$name.run.log")"
  fi
  if [ -z "$nvcc" ]; then
    tap_skip "$name: cuda output compiles (nvcc -arch=sm_90, cc) and links" "no \$NVCC"
  elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w "$name.cuda.cu" -o "$name.cu.o" &&
        ${CC:-cc} -c "$name.cuda.c" -I"$cuda_home/include" -o "$name.host.o" &&
        ${CC:-cc} "$name.host.o" "$name.cu.o" -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o "$name.cuda.exe") \
       >"$tmp/nvcc.log" 2>&1; then
    tap_ok "$name: cuda output compiles (nvcc -arch=sm_90, cc) and links"
  else
    tap_fail "$name: cuda output compiles (nvcc -arch=sm_90, cc) and links" "$(head -20 "$tmp/nvcc.log")"
  fi
}

for c in "${cases[@]}"; do
  IFS='@' read -r name assume launches bytes <<<"$c"
  src=$dir/$name.c
  (cd "$KFORGE_ROOT" && "$k" analyze "$src") >"$tmp/$name.analyze" 2>&1
  tap_diff "$name: analyze golden" "$KFORGE_ROOT/$dir/golden/$name.analyze" "$tmp/$name.analyze"
  if grep -Fq "assumes at run time: $assume (to read" "$tmp/$name.analyze"; then
    tap_ok "$name: analyze prints the assumption"
  else
    tap_fail "$name: analyze prints the assumption" "$(cat "$tmp/$name.analyze")"
  fi
  if (cd "$KFORGE_ROOT" && "$k" analyze --format json "$src") >"$tmp/$name.json" 2>&1 &&
     python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); a=d["fragments"][0]["assumes"]; sys.exit(a["condition"] != sys.argv[2] or not a["reads"])' "$tmp/$name.json" "$assume"; then
    tap_ok "$name: analyze --json gives the assumption"
  else
    tap_fail "$name: analyze --json gives the assumption" "$(head -c 2000 "$tmp/$name.json")"
  fi
  if ! (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=0 --explain "$src" -o "$tmp/$name.openmp.c" \
        2>"$tmp/$name.explain"); then
    tap_fail "$name: kforge gen --target openmp" "$(cat "$tmp/$name.explain")"
    continue
  fi
  tap_diff "$name: openmp golden" "$KFORGE_ROOT/$dir/golden/$name.openmp.c" "$tmp/$name.openmp.c"
  tap_diff "$name: --explain golden" "$KFORGE_ROOT/$dir/golden/$name.explain" "$tmp/$name.explain"
  if grep -Fq "if ($assume" "$tmp/$name.openmp.c" && grep -q '#pragma omp parallel for' "$tmp/$name.openmp.c"; then
    tap_ok "$name: parallel behind a test of the assumption"
  else
    tap_fail "$name: parallel behind a test of the assumption" "$(awk '/^#pragma scop/,/^#pragma endscop/' "$tmp/$name.openmp.c")"
  fi
  for n in 2 3; do
    if out=$(OMP_NUM_THREADS=$n "$k" verify --target openmp --min-work=0 "$KFORGE_ROOT/$src" 2>&1) &&
       grep -q "outputs agree" <<<"$out"; then
      tap_ok "$name: openmp output agrees with the sequential program, assumption true and false ($n threads)"
    else
      tap_fail "$name: openmp output agrees with the sequential program, assumption true and false ($n threads)" "$out"
    fi
  done
  # switched off: no version, every loop as the unconditional model says
  (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=0 --disable=delin-assume "$src" \
     -o "$tmp/$name.off.c" 2>/dev/null)
  if ! grep -Fq "if ($assume" "$tmp/$name.off.c" && ! grep -q 'omp parallel' "$tmp/$name.off.c" &&
     out=$(OMP_NUM_THREADS=2 "$k" verify --target openmp --min-work=0 --disable=delin-assume "$KFORGE_ROOT/$src" 2>&1); then
    tap_ok "$name: --disable=delin-assume: no version, sequential, correct"
  else
    tap_fail "$name: --disable=delin-assume: no version, sequential, correct" "$(cat "$tmp/$name.off.c"; echo "$out")"
  fi
  gpu_checks
done

# shared.c: a fragment under an assumption shares no device buffer with
# the other fragments of its function (kf_analysis_may_share): the flat
# pass's buffer counts its own n elements, not the rows' (h - 1)*stride + w,
# which the last call (no row runs, a buffer of n elements) would overrun:
# the OpenCL program built with AddressSanitizer agrees with the sequential
# one and launches the flat pass three times and the rows once
name=shared src=$dir/shared.c
if (cd "$KFORGE_ROOT" && "$k" gen --target opencl "$src" -o "$tmp/shared.cl.c" 2>/dev/null) &&
   [ "$(grep -c '_bytes = ' "$tmp/shared.cl.c")" = 2 ] &&
   grep -Fq 'const size_t kf_img_bytes = (size_t)n * sizeof img[0];' "$tmp/shared.cl.c" &&
   grep -Fq 'const size_t kf_img_bytes = (size_t)((w - stride + h*stride > 0 ? w - stride + h*stride : 0)) * sizeof img[0];' "$tmp/shared.cl.c"; then
  tap_ok "shared: the assumed fragment's extent stays out of the other fragment's buffer"
else
  tap_fail "shared: the assumed fragment's extent stays out of the other fragment's buffer" "$(grep -n '_bytes = ' "$tmp/shared.cl.c")"
fi
if [ $have_cl = 0 ]; then
  tap_skip "shared: opencl output (ASan) agrees with the sequential program" "no OpenCL device"
elif ${CC:-cc} -O1 -w "$KFORGE_ROOT/$src" -o "$tmp/shared.seq" 2>"$tmp/cc.log" &&
     "$tmp/shared.seq" >"$tmp/shared.seq.out" &&
     ${CC:-cc} -O1 -w -fsanitize=address -include "$tmp/count.h" "$tmp/shared.cl.c" -lOpenCL -lm \
       -o "$tmp/shared.cl" 2>>"$tmp/cc.log" &&
     (cd "$tmp" && ASAN_OPTIONS=detect_leaks=0 timeout 300 ./shared.cl >"$tmp/shared.cl.out" 2>"$tmp/shared.run.log") &&
     cmp -s "$tmp/shared.seq.out" "$tmp/shared.cl.out" && grep -qx "launches 4" "$tmp/shared.run.log"; then
  tap_ok "shared: opencl output (ASan) agrees with the sequential program (4 launches)"
else
  tap_fail "shared: opencl output (ASan) agrees with the sequential program" "$(head -5 "$tmp/cc.log"; head -8 "$tmp/shared.run.log")"
fi
tap_done
