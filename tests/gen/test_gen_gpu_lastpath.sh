#!/usr/bin/env bash
# GPU targets: last values of scalars written on every path of an if chain
# or of a switch with a default (tests/gen/gpu_lastpath.c, gpu_last.c): the
# loops become kernels and the host runs the if or the switch again at the
# last iteration (1-D and 2-D kernels; a zero-trip nest leaves the scalar
# as it was).  Golden text for OpenCL and CUDA; the OpenCL program agrees
# with the sequential one on PoCL (main makes each branch and case the
# last iteration's in turn); a write on some paths only (no else, no
# default) or an if that writes more than the scalar keeps its loop on the
# host, saying why; with $NVCC the CUDA output compiles.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
rel=tests/gen/gpu_lastpath.c
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}

for t in opencl cuda; do
  if (cd "$KFORGE_ROOT" && "$k" gen --target $t --explain "$rel" -o "$tmp/gpu_lastpath.$t.c" 2>"$tmp/$t.err"); then
    tap_diff "gpu_lastpath: $t golden" "$golden/gpu_lastpath.$t.c" "$tmp/gpu_lastpath.$t.c"
    [ $t = cuda ] && tap_diff "gpu_lastpath: cuda golden (.cu)" "$golden/gpu_lastpath.cuda.cu" "$tmp/gpu_lastpath.cuda.cu"
  else
    tap_fail "gpu_lastpath: kforge gen --target $t" "$(tail -5 "$tmp/$t.err")"
  fi
done
grep 'warning: loop' "$tmp/opencl.err" >"$tmp/warnings"
tap_diff "gpu_lastpath: the refused loops' warnings" "$golden/gpu_lastpath.warnings" "$tmp/warnings"

c=$tmp/gpu_lastpath.opencl.c
if [ "$(grep -c "__kernel void" "$c")" = 3 ] &&
   [ "$(grep -c "the scalars' values after the loops' last iteration" "$c")" = 3 ]; then
  tap_ok "gpu_lastpath: three kernels, each with its last values on the host"
else
  tap_fail "gpu_lastpath: three kernels, each with its last values on the host" "$(grep '__kernel void' "$c")"
fi

if out=$(cd "$KFORGE_ROOT" && timeout 300 "$k" verify "$rel" --target opencl 2>&1) &&
   grep -q "outputs agree" <<<"$out"; then
  tap_ok "gpu_lastpath: opencl agrees with the sequential program"
else
  tap_fail "gpu_lastpath: opencl agrees with the sequential program" "$(tail -5 <<<"$out")"
fi

if [ -z "$nvcc" ]; then
  tap_skip "gpu_lastpath: cuda compiles" "no \$NVCC"
elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w gpu_lastpath.cuda.cu -o cu.o &&
      ${CC:-cc} -c -I"$cuda_home/include" gpu_lastpath.cuda.c -o host.o) >"$tmp/nvcc.log" 2>&1; then
  tap_ok "gpu_lastpath: cuda compiles (nvcc -arch=sm_90)"
else
  tap_fail "gpu_lastpath: cuda compiles (nvcc -arch=sm_90)" "$(head -10 "$tmp/nvcc.log")"
fi
tap_done
