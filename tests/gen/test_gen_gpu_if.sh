#!/usr/bin/env bash
# GPU targets: loop nests under an if inside the marked region
# (tests/gen/gpu_if.c: a size check, a mode switch, a test inside a host
# loop, both branches of an if with an else) become kernels, the host
# testing the condition (gpu_plan.c's plan_if); an if whose condition reads
# an array, or with a comment between its branches (it would be lost),
# keeps its loops on the host with a warning that says why; so does a
# fragment whose block opens between two nests and closes after the last
# (the code written for it would keep one brace and drop the other).  Golden text
# for OpenCL and CUDA; the OpenCL program agrees with the sequential one on
# PoCL (main calls each function with the test true and false) and launches
# exactly the kernels whose test holds (a counter around
# clEnqueueNDRangeKernel); --dump-after=kernels shows the plan; with $NVCC
# the CUDA output compiles and links.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
rel=tests/gen/gpu_if.c
src=$KFORGE_ROOT/$rel
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}

for t in opencl cuda; do
  if (cd "$KFORGE_ROOT" && "$k" gen --target $t --explain "$rel" -o "$tmp/gpu_if.$t.c" 2>"$tmp/$t.err"); then
    tap_diff "gpu_if: $t golden" "$golden/gpu_if.$t.c" "$tmp/gpu_if.$t.c"
    [ $t = cuda ] && tap_diff "gpu_if: cuda golden (.cu)" "$golden/gpu_if.cuda.cu" "$tmp/gpu_if.cuda.cu"
  else
    tap_fail "gpu_if: kforge gen --target $t" "$(tail -5 "$tmp/$t.err")"
  fi
done

c=$tmp/gpu_if.opencl.c
e=$tmp/opencl.err
body() { awk -v f="$1" '$0 ~ "^static [a-z]+ " f "\\(" {p = 1} p && /^}/ {exit} p' "$c"; }
# the launch sits inside the user's if, the copies outside it
under() { body "$1" | grep -A10 -F "$2 {" | grep -q "kf_cl_arg(kf_cl_kernel_$3[,_]"; }
if under blur_rows 'if (w >= 3 && h > 0)' blur_rows_L1 && under apply 'if (mode == MODE_SCALE)' apply_L2 &&
   under steps 'if (t % 2 == 0 || every > 0)' steps_L4_2 && under with_else 'if (up > 0)' with_else_L5 &&
   body with_else | grep -A10 -x ' *} else {' | grep -q 'kf_cl_arg(kf_cl_kernel_with_else_L6,' &&
   body apply | grep -B3 -F 'if (mode == MODE_SCALE) {' | grep -q 'kf_cl_write(kf_b_dev'; then
  tap_ok "gpu_if: each launch under its if, tested on the host"
else
  tap_fail "gpu_if: each launch under its if, tested on the host" "$(grep -n 'if (' "$c" | grep -v kf_ | head)"
fi
if [ "$(grep "__kernel void" "$c" | grep -vc "_window(")" = 7 ]; then tap_ok "gpu_if: seven kernels"
else tap_fail "gpu_if: seven kernels" "$(grep '__kernel void' "$c")"; fi
if grep -qF "gpu_if.c:64:5: warning: the loops under this if stay on the host: a branch holds text kforge does not model, so it stays as written" "$e" &&
   grep -qF "gpu_if.c:77:5: warning: the loops under this if stay on the host: its condition reads an array, which the host tests while the device may hold the array's current value" "$e" &&
   [ "$(grep -c 'warning: the loops under this if' "$e")" = 2 ] &&
   ! body commented | grep -q 'kf_cl_' && ! body array_test | grep -q 'kf_cl_' &&
   body commented | grep -qF '} /* halve, or double */ else {'; then
  tap_ok "gpu_if: a comment between the branches, and a condition that reads an array, keep their loops on the host, saying why"
else
  tap_fail "gpu_if: a comment between the branches, and a condition that reads an array, keep their loops on the host, saying why" "$(grep warning "$e")"
fi
if grep -qF "gpu_if.c:85:1: warning: fragment 7 stays on the host: it holds text kforge does not model" "$e" &&
   ! body blocked | grep -q 'kf_cl_'; then
  tap_ok "gpu_if: a block whose braces the region would split keeps the fragment on the host"
else
  tap_fail "gpu_if: a block whose braces the region would split keeps the fragment on the host" "$(grep warning "$e")"
fi
"$k" gen --target opencl --dump-after=kernels "$src" -o "$tmp/dump.c" 2>"$tmp/dump.err"
if grep -A3 -- '-- kernels: fragment 3' "$tmp/dump.err" | tail -1 | grep -qx '    host if, line 42, launches:' &&
   grep -A4 -- '-- kernels: fragment 4' "$tmp/dump.err" | tr '\n' '|' | grep -qF '  host if, line 52, launches:|    kernel with_else_L5, loops L5|  else, launches:|    kernel with_else_L6, loops L6|' &&
   grep -qx '  host if, line 77: its condition reads an array, which the host tests while the device may hold the array'"'"'s current value' "$tmp/dump.err"; then
  tap_ok "gpu_if: --dump-after=kernels shows the ifs"
else
  tap_fail "gpu_if: --dump-after=kernels shows the ifs" "$(grep -v '|' "$tmp/dump.err" | head -20)"
fi

if ! "$k" tune --list 2>/dev/null | grep -q '^0:'; then
  tap_skip "gpu_if: opencl output agrees with the sequential program" "no OpenCL device"
  tap_skip "gpu_if: kernels launched exactly where their test holds" "no OpenCL device"
else
  tap_run "gpu_if: opencl output agrees with the sequential program" "$k" verify "$src" --target opencl
  # blur_rows: once of two calls (1); apply: the scale kernel once of two,
  # the sum twice (3); steps: 7 + 3 diffusion steps, copies at t = 0, 2, 4, 6
  # and every step of the second call (10 + 7); with_else: one branch a
  # call (2)
  cat >"$tmp/count.h" <<'EOF2'
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
static int kf_test_launches;
__attribute__((destructor)) static void kf_test_report(void)
{
    fprintf(stderr, "launches %d\n", kf_test_launches);
}
#define clEnqueueNDRangeKernel(...) (kf_test_launches++, clEnqueueNDRangeKernel(__VA_ARGS__))
EOF2
  if ${CC:-cc} -O1 -w -include "$tmp/count.h" "$c" -lOpenCL -lm -o "$tmp/cl.exe" 2>"$tmp/cc.log" &&
     (cd "$tmp" && timeout 120 ./cl.exe >/dev/null 2>"$tmp/run.log") &&
     grep -qx 'launches 23' "$tmp/run.log"; then
    tap_ok "gpu_if: kernels launched exactly where their test holds"
  else
    tap_fail "gpu_if: kernels launched exactly where their test holds" "$(head -5 "$tmp/cc.log"; tail -3 "$tmp/run.log")"
  fi
fi

if [ -z "$nvcc" ]; then
  tap_skip "gpu_if: cuda output compiles (nvcc -arch=sm_90, cc) and links" "no \$NVCC"
elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w gpu_if.cuda.cu -o cu.o &&
      ${CC:-cc} -c gpu_if.cuda.c -I"$cuda_home/include" -o host.o &&
      ${CC:-cc} host.o cu.o -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o cuda.exe) >"$tmp/nvcc.log" 2>&1; then
  tap_ok "gpu_if: cuda output compiles (nvcc -arch=sm_90, cc) and links"
else
  tap_fail "gpu_if: cuda output compiles (nvcc -arch=sm_90, cc) and links" "$(head -20 "$tmp/nvcc.log")"
fi
tap_done
