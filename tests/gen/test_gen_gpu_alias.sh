#!/usr/bin/env bash
# GPU targets, pass alias-test (gpu.c's alias_version): loops that only
# pointers which may overlap keep on the host run on the device where a
# run-time test finds the elements reached through them apart, as written
# otherwise (tests/gen/gpu_alias.c calls each function with buffers apart
# and with buffers that overlap).  Golden text for OpenCL and CUDA; the
# OpenCL program agrees with the sequential one (PoCL), and it launches the
# kernels of the calls whose buffers are apart and no other (a counter
# around clEnqueueNDRangeKernel); --disable=alias-test keeps those loops on
# the host; two random programs of tests/diff without restrict agree too;
# with $NVCC the CUDA output compiles and links.  Issue 14: pairs that no
# loop's parallelism depends on are tested too where one side is on the
# device (stale_copy, stale_host), a local array is no pair (local_tmp),
# and a pair no test can tell apart keeps the fragment on the host
# (unknown_span); a size read as one value that a store through a pointer
# may reach is tested likewise (fill_counts).
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
rel=tests/gen/gpu_alias.c
src=$KFORGE_ROOT/$rel
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}

for t in opencl cuda; do
  if (cd "$KFORGE_ROOT" && "$k" gen --target $t --explain "$rel" -o "$tmp/gpu_alias.$t.c" 2>"$tmp/$t.err"); then
    tap_diff "gpu_alias: $t golden" "$golden/gpu_alias.$t.c" "$tmp/gpu_alias.$t.c"
    [ $t = cuda ] && tap_diff "gpu_alias: cuda golden (.cu)" "$golden/gpu_alias.cuda.cu" "$tmp/gpu_alias.cuda.cu"
  else
    tap_fail "gpu_alias: kforge gen --target $t" "$(tail -5 "$tmp/$t.err")"
  fi
done

# the fragments that need it are versioned, the restrict one is not; the
# explain says which and why local_ptr's is not
c=$tmp/gpu_alias.opencl.c
n=$(grep -c '^ *if ((((unsigned long long)' "$c")
if [ "$n" = 7 ] && grep -A2 'first = y\[0\];' "$c" | sed -n 3p | grep -qx ' *{'; then
  tap_ok "gpu_alias: seven fragments versioned by a run-time test, the restrict one not"
else
  tap_fail "gpu_alias: seven fragments versioned by a run-time test, the restrict one not" "$(grep -n 'if ((((\|else' "$c")"
fi
# issue 14: stale_copy's and stale_host's tests are of pairs that no loop
# needs; local_tmp's names in and out, not its array t; unknown_span stays
# on the host
e=$tmp/opencl.err
body() { awk -v f="$1" '$0 ~ "^static [a-z]+ " f "\\(" {p = 1} p && /^}/ {exit} p' "$c"; }
if body stale_copy | grep -qF '    if ((((unsigned long long)q + (n) * sizeof *q) <= (unsigned long long)p || ((unsigned long long)p + (n) * sizeof *p) <= (unsigned long long)q)) {' &&
   body stale_host | grep -qF '    if ((((unsigned long long)g + (n) * sizeof *g) <= (unsigned long long)p ||' &&
   [ "$(grep -c 'pairs\{0,1\} of variables that may overlap, one of them on the device: the device code only where they do not (copies are per variable), tested at run time' "$e")" = 2 ]; then
  tap_ok "gpu_alias: pairs no loop depends on are tested where one side is on the device"
else
  tap_fail "gpu_alias: pairs no loop depends on are tested where one side is on the device" "$(body stale_copy | grep -n 'if ((((')
$(grep -n 'pairs\{0,1\} of variables' "$e")"
fi
if body local_tmp | grep '^ *if ((((unsigned long long)' | grep -q 'in' &&
   ! body local_tmp | grep '^ *if ((((unsigned long long)' | grep -qw 't' &&
   ! grep -q "'t' (written) and\|and 't' may overlap" "$e"; then
  tap_ok "gpu_alias: a local array may not overlap the parameters"
else
  tap_fail "gpu_alias: a local array may not overlap the parameters" "$(body local_tmp | grep -n 'if ((((')"
fi
if grep -qF "warning: fragment 9 stays on the host: pointers that may overlap, one of them on the device, need a run-time test (the copies are per variable): the elements reached through 'b' are not known in closed form, so no run-time test tells them from those of 'a'" "$e" &&
   ! body unknown_span | grep -q 'kf_cl_'; then
  tap_ok "gpu_alias: a pair no test can tell apart keeps the fragment on the host, saying why"
else
  tap_fail "gpu_alias: a pair no test can tell apart keeps the fragment on the host, saying why" "$(grep -n 'fragment 9' "$e")"
fi
if [ "$(grep -c 'loops\{0,1\} that pointers which may overlap kept on the host: on the device where they do not, tested at run time' "$e")" = 5 ] &&
   grep -q "no run-time test of its pointers: 'acc' or 'p' is declared in the fragment, which a test before it cannot name" "$e"; then
  tap_ok "gpu_alias: --explain names the versioned fragments, and why local_ptr's is not"
else
  tap_fail "gpu_alias: --explain names the versioned fragments, and why local_ptr's is not" "$(grep -n 'run-time\|run time' "$e")"
fi

"$k" gen --target opencl --disable=alias-test "$src" -o "$tmp/off.c" 2>"$tmp/off.err"
if [ "$(grep -c '__kernel void' "$tmp/off.c")" = 1 ] && ! grep -q 'if ((((unsigned long long)' "$tmp/off.c" &&
   grep -q "warning: loop L1 (y) stays on the host: sequential: 'out' (written) and 'in' may overlap" "$tmp/off.err"; then
  tap_ok "gpu_alias: --disable=alias-test keeps those loops on the host, saying why"
else
  tap_fail "gpu_alias: --disable=alias-test keeps those loops on the host, saying why" "$(grep -c '__kernel void' "$tmp/off.c") kernels; $(grep warning "$tmp/off.err")"
fi

if ! "$k" tune --list 2>/dev/null | grep -q '^0:'; then
  tap_skip "gpu_alias: opencl output agrees with the sequential program" "no OpenCL device"
  tap_skip "gpu_alias: the device code runs exactly where the buffers are apart" "no OpenCL device"
else
  tap_run "gpu_alias: opencl output agrees with the sequential program" "$k" verify "$src" --target opencl
  # smooth apart (1), axpy_scale apart (2), axpy_scale overlapping (the
  # restrict fragment only: 1), two_writes apart (1), two_writes on one
  # buffer (none: what a's buffer copies back holds b's elements; a test of
  # the elements reached alone would launch, and put b's old values back);
  # local_ptr none; stale_copy apart (1, fused), stale_host apart (1),
  # local_tmp apart (2), each overlapping none; unknown_span none;
  # fill_counts apart (1), over its own size none
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
  if ${CC:-cc} -O1 -w -include "$tmp/count.h" "$c" -lOpenCL -lm -o "$tmp/cl.exe" 2>"$tmp/cc.log" &&
     (cd "$tmp" && timeout 120 ./cl.exe >/dev/null 2>"$tmp/run.log") &&
     grep -qx 'launches 10' "$tmp/run.log"; then
    tap_ok "gpu_alias: the device code runs exactly where the buffers are apart"
  else
    tap_fail "gpu_alias: the device code runs exactly where the buffers are apart" "$(head -5 "$tmp/cc.log"; tail -3 "$tmp/run.log")"
  fi
  # random affine programs (tests/diff/randprog.py) with their pointer
  # parameters' restrict dropped: versioned, and the device code agrees
  for s in 1 8; do
    python3 "$KFORGE_ROOT/tests/diff/randprog.py" $s | sed 's/\*restrict /*/g' >"$tmp/seed$s.c"
    "$k" gen --target opencl "$tmp/seed$s.c" -o "$tmp/seed$s.cl.c" 2>/dev/null
    if grep -q '^[[:space:]]*if ((((unsigned long long)' "$tmp/seed$s.cl.c" &&
       out=$("$k" verify "$tmp/seed$s.c" --target opencl 2>&1) && grep -q "outputs agree" <<<"$out"; then
      tap_ok "randprog seed $s without restrict: versioned, opencl output agrees"
    else
      tap_fail "randprog seed $s without restrict: versioned, opencl output agrees" "$(tail -5 <<<"${out:-no run-time test in the output}")"
    fi
  done
fi

if [ -z "$nvcc" ]; then
  tap_skip "gpu_alias: cuda output compiles (nvcc -arch=sm_90, cc) and links" "no \$NVCC"
elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w gpu_alias.cuda.cu -o cu.o &&
      ${CC:-cc} -c gpu_alias.cuda.c -I"$cuda_home/include" -o host.o &&
      ${CC:-cc} host.o cu.o -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o cuda.exe) >"$tmp/nvcc.log" 2>&1; then
  tap_ok "gpu_alias: cuda output compiles (nvcc -arch=sm_90, cc) and links"
else
  tap_fail "gpu_alias: cuda output compiles (nvcc -arch=sm_90, cc) and links" "$(head -20 "$tmp/nvcc.log")"
fi
tap_done
