#!/usr/bin/env bash
# GPU targets: helpers that read all of an array, at elements summ.c cannot
# name (tests/gen/gpu_whole.c: a binary search, a subscript read from
# data), go to the device where the array's whole extent is known (a
# global, a row of a 2-D array, a VLA parameter's row, a sized parameter
# plus an offset): the kernel passes the pointer as written, a row as a
# pointer into the flat buffer, and the array is copied in once per region
# and never back unless the device writes it; a kernel that writes the
# table is not fused with one that searches it; a loop that writes the
# table it searches stays sequential; a pointer of unknown length keeps its
# loop on the host, saying why (gpu_body.c).  Golden text for OpenCL and
# CUDA; the OpenCL program agrees with the sequential one (PoCL); with
# $NVCC the CUDA output compiles and links.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
rel=tests/gen/gpu_whole.c
src=$KFORGE_ROOT/$rel
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}

for t in opencl cuda; do
  if (cd "$KFORGE_ROOT" && "$k" gen --target $t --explain "$rel" -o "$tmp/gpu_whole.$t.c" 2>"$tmp/$t.err"); then
    tap_diff "gpu_whole: $t golden" "$golden/gpu_whole.$t.c" "$tmp/gpu_whole.$t.c"
    [ $t = cuda ] && tap_diff "gpu_whole: cuda golden (.cu)" "$golden/gpu_whole.cuda.cu" "$tmp/gpu_whole.cuda.cu"
  else
    tap_fail "gpu_whole: kforge gen --target $t" "$(tail -5 "$tmp/$t.err")"
  fi
done

c=$tmp/gpu_whole.opencl.c
e=$tmp/opencl.err
body() { awk -v f="$1" '$0 ~ "^static [a-z]+ " f "\\(" {p = 1} p && /^}/ {exit} p' "$c"; }
if [ "$(grep -c '__kernel void' "$c")" = 5 ] &&
   grep -qF '"static int first(__global const double *cdf, int n, double v)\n"' "$c" &&
   grep -qF '"static double interp(__global const double *cdf, int n, double v)\n"' "$c" &&
   grep -qF '"        y[i] = interp(cdf, NP, u[i]) + idx[i];\n"' "$c" &&
   grep -qF '"    z[i] = pick((A + i * 8), perm, i % M) + first(&cdf[1], NP - 1, u[i]);\n"' "$c" &&
   grep -qF '"        w[i] = pick((B + i * m), perm, i % m) + first(c + 2, n - 2, u[i]);\n"' "$c"; then
  tap_ok "gpu_whole: searches of a global, a row, a VLA's row and an offset are kernels, the pointers as the kernel holds them"
else
  tap_fail "gpu_whole: searches of a global, a row, a VLA's row and an offset are kernels, the pointers as the kernel holds them" "$(grep -n '__kernel void\|first(\|pick(' "$c")"
fi
# in once per region, back only where a kernel writes it (rescale)
if [ "$(body resample | grep -c 'kf_cl_write(kf_cdf_dev')" = 1 ] && ! body resample | grep -q 'kf_cl_read(cdf' &&
   ! body gather | grep -q 'kf_cl_read(cdf\|kf_cl_read(A' && ! body vla | grep -q 'kf_cl_read(c,\|kf_cl_read(B' &&
   [ "$(body rescale | grep -c 'kf_cl_read(cdf')" = 1 ] &&
   grep -qF "fusion: rescale_L6 not fused into rescale_L5: 'cdf' is written on line 77 and read on line 79 by other threads" "$e"; then
  tap_ok "gpu_whole: the array read whole is copied in once and never back; a kernel writing it is not fused with one reading it"
else
  tap_fail "gpu_whole: the array read whole is copied in once and never back; a kernel writing it is not fused with one reading it" "$(grep -n 'kf_cl_read\|kf_cl_write(kf_' "$c"; grep fusion "$e")"
fi
if grep -qF "gpu_whole.c:80:5: warning: loop L7 (i) stays on the host: sequential: flow dependence on cdf through the call 'first(cdf, NP, u[i])' from S4 (line 82) to S3 (line 81)" "$e" &&
   grep -qF "gpu_whole.c:90:5: warning: loop L8 (i) stays on the host: it calls 'first' on line 91, which may read any element of 'p', a pointer whose length kforge cannot know: declare it with its size" "$e" &&
   [ "$(grep -c 'stays on the host' "$e")" = 3 ]; then
  tap_ok "gpu_whole: a loop writing the table it searches is sequential; a pointer of unknown length stays on the host, saying why"
else
  tap_fail "gpu_whole: a loop writing the table it searches is sequential; a pointer of unknown length stays on the host, saying why" "$(grep warning "$e")"
fi

if ! "$k" tune --list 2>/dev/null | grep -q '^0:'; then
  tap_skip "gpu_whole: opencl output agrees with the sequential program" "no OpenCL device"
else
  tap_run "gpu_whole: opencl output agrees with the sequential program" "$k" verify "$src" --target opencl --generated "$c"
fi

if [ -z "$nvcc" ]; then
  tap_skip "gpu_whole: cuda output compiles (nvcc -arch=sm_90, cc) and links" "no \$NVCC"
elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w gpu_whole.cuda.cu -o cu.o &&
      ${CC:-cc} -c gpu_whole.cuda.c -I"$cuda_home/include" -o host.o &&
      ${CC:-cc} host.o cu.o -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o cuda.exe) >"$tmp/nvcc.log" 2>&1; then
  tap_ok "gpu_whole: cuda output compiles (nvcc -arch=sm_90, cc) and links"
else
  tap_fail "gpu_whole: cuda output compiles (nvcc -arch=sm_90, cc) and links" "$(head -20 "$tmp/nvcc.log")"
fi
tap_done
