#!/usr/bin/env bash
# GPU targets, --device-choice (codegen/gpu_choice.h; issue 14, "never
# slower"): under auto a fragment runs on the device only where the cost
# model finds its work pays for the device's set-up, launches and copies
# (tests/gen/gpu_choice.c: tiny stays on the host, big gets kernels, mm's
# sizes are tested at run time).  Golden text for OpenCL and CUDA under
# auto; --explain and the notes say which was chosen with the estimates;
# the OpenCL program prints what the sequential one prints and launches
# kernels for big and for the large calls of mm only, one of which pays
# only because the device has started (a counter around
# clEnqueueNDRangeKernel); device (the default) gives every fragment
# kernels and host none; the setting works from a settings file; a bad
# value is a usage error; with $NVCC the CUDA output compiles and links.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
rel=tests/gen/gpu_choice.c
src=$KFORGE_ROOT/$rel
nvcc=${NVCC:-}

for t in opencl cuda; do
  if (cd "$KFORGE_ROOT" && "$k" gen --target $t --device-choice=auto --explain "$rel" \
        -o "$tmp/gpu_choice.$t.c" 2>"$tmp/$t.err"); then
    tap_diff "gpu_choice: $t golden (auto)" "$golden/gpu_choice.$t.c" "$tmp/gpu_choice.$t.c"
    [ $t = cuda ] && tap_diff "gpu_choice: cuda golden (.cu)" "$golden/gpu_choice.cuda.cu" "$tmp/gpu_choice.cuda.cu"
  else
    tap_fail "gpu_choice: kforge gen --target $t --device-choice=auto" "$(tail -5 "$tmp/$t.err")"
  fi
done

c=$tmp/gpu_choice.opencl.c
e=$tmp/opencl.err
body() { awk -v f="$1" '$0 ~ "^static [a-z]+ " f "\\(" {p = 1} p && /^}/ {exit} p' "$c"; }
if ! body tiny | grep -q 'kf_cl_' && body big | grep -q 'kf_cl_' &&
   body mm | grep -q '^ *if (0.0 + .*>= ' && body mm | grep -q 'kf_cl_'; then
  tap_ok "gpu_choice: tiny on the host, big on the device, mm tested at run time"
else
  tap_fail "gpu_choice: tiny on the host, big on the device, mm tested at run time" "$(grep -n 'kf_cl_init\|if (0.0' "$c")"
fi
if grep -q "note: fragment 1 stays on the host: 16 statement instances: about .* s on the device (PoCL, 2 CPU cores: set-up .* s, launches and copies .* s) against .* s on the host (--device-choice=auto)" "$e" &&
   grep -q "device choice: on the device: 6.4e+07 statement instances: about" "$e" &&
   grep -q "device choice: on the device where 0.0 + .* (the sizes, tested at run time: PoCL, 2 CPU cores, set-up 0.001 s unless the program has started the device), else on the host as written" "$e"; then
  tap_ok "gpu_choice: the note and --explain give the choice and its estimates"
else
  tap_fail "gpu_choice: the note and --explain give the choice and its estimates" "$(grep -n 'choice\|stays' "$e")"
fi

"$k" gen --target opencl "$src" -o "$tmp/dev.c" 2>/dev/null
"$k" gen --target opencl --device-choice=host "$src" -o "$tmp/host.c" 2>"$tmp/host.err"
printf 'device_choice = auto\n' >"$tmp/k.toml"
(cd "$KFORGE_ROOT" && "$k" gen --target opencl --settings "$tmp/k.toml" "$rel" -o "$tmp/toml.c" 2>/dev/null)
if [ "$(grep -c '__kernel void' "$tmp/dev.c")" = 5 ] && [ "$(grep -c '__kernel void' "$c")" = 4 ] && ! grep -q 'kf_cl_init(\|__kernel' "$tmp/host.c" &&
   [ "$(grep -c 'stays on the host: --device-choice=host' "$tmp/host.err")" = 3 ] &&
   cmp -s "$tmp/toml.c" "$c"; then
  tap_ok "gpu_choice: device gives every fragment kernels, host none; the setting from a file"
else
  tap_fail "gpu_choice: device gives every fragment kernels, host none; the setting from a file" "$(grep -c '__kernel void' "$tmp/dev.c" "$c" "$tmp/host.c")"
fi
"$k" gen --target opencl --device-choice=maybe "$src" >/dev/null 2>"$tmp/bad.err"
rc=$?
printf 'device_choice = sometimes\n' >"$tmp/bad.toml"
"$k" gen --target opencl --settings "$tmp/bad.toml" "$src" >/dev/null 2>"$tmp/bad2.err"
rc2=$?
if [ $rc = 2 ] && grep -q -- "--device-choice wants device, auto or host, not 'maybe'" "$tmp/bad.err" &&
   [ $rc2 != 0 ] && grep -q "bad.toml:1:17: error: setting 'device_choice' wants device, auto or host, not 'sometimes'" "$tmp/bad2.err"; then
  tap_ok "gpu_choice: a bad value is an error at its place"
else
  tap_fail "gpu_choice: a bad value is an error at its place" "rc $rc $rc2: $(cat "$tmp/bad.err" "$tmp/bad2.err")"
fi

if ! "$k" tune --list 2>/dev/null | grep -q '^0:'; then
  tap_skip "gpu_choice: opencl output (auto) agrees with the sequential program" "no OpenCL device"
  tap_skip "gpu_choice: kernels launched for big and the large mms only, the set-up paid once" "no OpenCL device"
else
  cat >"$tmp/count.h" <<'H'
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
static int kf_test_launches;
__attribute__((destructor)) static void kf_test_report(void)
{
    fprintf(stderr, "launches %d\n", kf_test_launches);
}
#define clEnqueueNDRangeKernel(...) (kf_test_launches++, clEnqueueNDRangeKernel(__VA_ARGS__))
H
  ${CC:-cc} -O2 -w "$src" -o "$tmp/seq.exe" && "$tmp/seq.exe" >"$tmp/seq.out"
  if ${CC:-cc} -O2 -w -include "$tmp/count.h" "$c" -lOpenCL -lm -o "$tmp/cl.exe" 2>"$tmp/cc.log" &&
     (cd "$tmp" && timeout 120 ./cl.exe >"$tmp/cl.out" 2>"$tmp/run.log") &&
     cmp -s "$tmp/seq.out" "$tmp/cl.out"; then
    tap_ok "gpu_choice: opencl output (auto) agrees with the sequential program"
  else
    tap_fail "gpu_choice: opencl output (auto) agrees with the sequential program" "$(head -5 "$tmp/cc.log"; tail -3 "$tmp/run.log"; diff "$tmp/seq.out" "$tmp/cl.out")"
  fi
  # big: one kernel; mm at 400: one; mm at 150: one (the device has
  # started: no set-up to pay); tiny and mm at 4: none
  if grep -qx 'launches 3' "$tmp/run.log"; then
    tap_ok "gpu_choice: kernels launched for big and the large mms only, the set-up paid once"
  else
    tap_fail "gpu_choice: kernels launched for big and the large mms only, the set-up paid once" "$(cat "$tmp/run.log")"
  fi
fi

cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}
if [ -z "$nvcc" ]; then
  tap_skip "gpu_choice: cuda output (auto) compiles (nvcc -arch=sm_90, cc) and links" "no \$NVCC"
elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w gpu_choice.cuda.cu -o cu.o &&
      ${CC:-cc} -c gpu_choice.cuda.c -I"$cuda_home/include" -o host.o &&
      ${CC:-cc} host.o cu.o -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o cuda.exe) >"$tmp/nvcc.log" 2>&1; then
  tap_ok "gpu_choice: cuda output (auto) compiles (nvcc -arch=sm_90, cc) and links"
else
  tap_fail "gpu_choice: cuda output (auto) compiles (nvcc -arch=sm_90, cc) and links" "$(head -20 "$tmp/nvcc.log")"
fi
tap_done
