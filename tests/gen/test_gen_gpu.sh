#!/usr/bin/env bash
# kforge gen --target opencl|cuda on the corpus: golden text for both,
# execution of the OpenCL program on PoCL against the sequential program
# (`kforge verify`), and every CUDA output (a host .c and a .cu, gen.h)
# compiled (nvcc -arch=sm_90 for the .cu, cc for the .c) and linked with
# -lcudart (skipped without $NVCC; linking needs no GPU).  The closing lines count the kernels that really
# run on the device and the corpus files that have at least one.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}
files=0 with_kernels=0 kernels=0

for src in "$KFORGE_ROOT"/tests/kernels/*.c; do
  name=$(basename "$src" .c)
  rel=tests/kernels/$name.c
  files=$((files + 1))
  for t in opencl cuda; do
    out=$tmp/$name.c; [ $t = cuda ] && out=$tmp/$name.cuda.c
    if (cd "$KFORGE_ROOT" && "$k" gen --target $t "$rel" -o "$out" 2>"$tmp/$name.$t.err"); then
      if [ $t = cuda ]; then
        tap_diff "$name: cuda golden (host .c)" "$golden/$name.cuda.c" "$tmp/$name.cuda.c"
        tap_diff "$name: cuda golden (.cu)" "$golden/$name.cuda.cu" "$tmp/$name.cuda.cu"
      else
        tap_diff "$name: $t golden" "$golden/$name.$t.c" "$out"
      fi
    else
      tap_fail "$name: kforge gen --target $t" "$(cat "$tmp/$name.$t.err")"
    fi
  done
  n=$(head -1 "$tmp/$name.c" | sed -n 's/.*; \([0-9]*\) kernels\{0,1\} \*\/$/\1/p')
  kernels=$((kernels + ${n:-0}))
  [ "${n:-0}" -gt 0 ] && with_kernels=$((with_kernels + 1))
  # the output just checked is the one run (verify --generated)
  given=(); [ -s "$tmp/$name.c" ] && given=(--generated "$tmp/$name.c")
  if out=$("$k" verify --target opencl "${given[@]}" "$src" 2>&1); then
    tap_ok "$name: opencl output agrees with the sequential program (${n:-0} kernels)"
  else
    tap_fail "$name: opencl output agrees with the sequential program" "$out"
  fi
  if [ -z "$nvcc" ]; then
    tap_skip "$name: cuda output compiles (nvcc -arch=sm_90, cc) and links" "no \$NVCC"
  elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w "$name.cuda.cu" -I "$KFORGE_ROOT/tests/kernels" -o "$name.cu.o" &&
        ${CC:-cc} -c "$name.cuda.c" -iquote "$KFORGE_ROOT/tests/kernels" -I"$cuda_home/include" -o "$name.host.o" &&
        ${CC:-cc} "$name.host.o" "$name.cu.o" -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o "$name.cuda.exe") >"$tmp/$name.nvcc" 2>&1; then
    tap_ok "$name: cuda output compiles (nvcc -arch=sm_90, cc) and links"
  else
    tap_fail "$name: cuda output compiles (nvcc -arch=sm_90, cc) and links" "$(head -20 "$tmp/$name.nvcc")"
  fi
done
echo "# $kernels kernels in $with_kernels of $files corpus files run on the OpenCL device"

# the LU of seed 003 (section 4): the k loop stays on the host and launches
# two kernels per step; A goes to the device once before it and comes back
# once after it
lu=$tmp/lu.c
w=$(grep -n "kf_cl_write(kf_A_dev" "$lu" | cut -d: -f1); l=$(grep -n "for (int k = 0; k < n; k++) {" "$lu" | cut -d: -f1)
r=$(grep -n "kf_cl_read(A, kf_A_dev" "$lu" | cut -d: -f1)
launches=$(grep -c "clEnqueueNDRangeKernel(kf_cl.kf_queue" "$lu")
if [ "$(echo "$w" | wc -l)" = 1 ] && [ "$(echo "$r" | wc -l)" = 1 ] && [ -n "$w" ] && [ -n "$l" ] && [ -n "$r" ] &&
   [ "$w" -lt "$l" ] && [ "$l" -lt "$r" ] && [ "$launches" = 2 ]; then
  tap_ok "lu: two kernels inside the host k loop, one copy each way outside it"
else
  tap_fail "lu: two kernels inside the host k loop, one copy each way outside it" "write $w loop $l read $r launches $launches"
fi

# seed 003's one-thread kernel: durbin's y[k] = alpha between two kernels
# runs on the device, so y goes to the device once, not every step
du=$tmp/durbin.c
if grep -q '"__kernel void kernel_durbin_S10(__global double \*y, double alpha, int k)' "$du" &&
   [ "$(grep -c "kf_cl_write(kf_y_dev" "$du")" = 1 ]; then
  tap_ok "durbin: a statement between kernels runs as a one-thread kernel"
else
  tap_fail "durbin: a statement between kernels runs as a one-thread kernel" "$(grep -n "S10\|kf_cl_write" "$du")"
fi

if [ -n "$nvcc" ]; then
  out=$("$k" verify --target cuda "$KFORGE_ROOT/tests/kernels/gemm.c" 2>&1)
  if [ $? -eq 0 ] && { echo "$out" | grep -q "compiled, not run" || echo "$out" | grep -q "outputs agree"; }; then
    tap_ok "verify --target cuda: compiled (and run where a GPU is)"
  else
    tap_fail "verify --target cuda: compiled (and run where a GPU is)" "$out"
  fi
else
  tap_skip "verify --target cuda: compiled (and run where a GPU is)" "no \$NVCC"
fi

# a loop that cannot become a kernel stays on the host, with the reason
# (floyd-warshall: row k and column k are read by every iteration of i and
# j and written by one; that they do not change depends on the values)
if (cd "$KFORGE_ROOT" && "$k" gen --target opencl tests/kernels/floyd-warshall.c -o "$tmp/s.c" 2>"$tmp/s.err") &&
   grep -q "warning: loop L1 (k) stays on the host: sequential: .* dependence" "$tmp/s.err" &&
   grep -q "warning: fragment 1 stays on the host" "$tmp/s.err" && ! grep -q "kf_cl" "$tmp/s.c"; then
  tap_ok "floyd-warshall: stays on the host, with the reason"
else
  tap_fail "floyd-warshall: stays on the host, with the reason" "$(cat "$tmp/s.err")"
fi
# seidel-2d with its iterators declared in the loops' headers: a kernel per
# wave, the host's wave loop declaring i and passing it
if grep -q "a wavefront, wave w = 2 \* t + i" "$tmp/seidel-2d.c" &&
   grep -q '"__kernel void kernel_seidel_2d_L1(int tsteps, int i, ' "$tmp/seidel-2d.c"; then
  tap_ok "seidel-2d: a kernel per wave, its iterators declared in the loops' headers"
else
  tap_fail "seidel-2d: a kernel per wave, its iterators declared in the loops' headers" "$(grep -n "wavefront\|__kernel" "$tmp/seidel-2d.c")"
fi

# verify_both NAME FILE [OUT]: the OpenCL output agrees with the sequential
# program; the CUDA output compiles and links (with $NVCC).  OUT: what
# `kforge gen --target opencl FILE` wrote above, the output run (verify
# --generated) rather than the same command's output made again
verify_both() {
  local given=(); [ -s "${3:-}" ] && given=(--generated "$3")
  tap_run "$1: opencl output agrees with the sequential program" "$k" verify "${given[@]}" "$2" --target opencl
  if [ -n "$nvcc" ]; then
    tap_run "$1: cuda output compiles and links" "$k" verify --target cuda "$2"
  else
    tap_skip "$1: cuda output compiles and links" "no \$NVCC"
  fi
}

# the file's declarations in the kernels' source (gpu_filedecl.c)
fd=$KFORGE_ROOT/tests/gen/gpu_filedecl.c
if "$k" gen --target opencl "$fd" -o "$tmp/fd.c" 2>"$tmp/fd.err" &&
   grep -q "loop L1 (i) stays on the host: 'cells' has type 'cell_t', a struct the device may lay out otherwise" "$tmp/fd.err" &&
   [ "$(grep -c '__kernel void' "$tmp/fd.c")" = 1 ] && grep -q '"#define half kf_fn_half' "$tmp/fd.c" &&
   grep -q 'sizeof(struct pt) == 16' "$tmp/fd.c" && grep -q '"typedef struct pt pt_t;' "$tmp/fd.c"; then
  tap_ok "file declarations: structs, typedefs and helpers in the kernel source; a struct with a pointer stays on the host"
else
  tap_fail "file declarations: structs, typedefs and helpers in the kernel source; a struct with a pointer stays on the host" "$(cat "$tmp/fd.err")"
fi
verify_both "file declarations" "$fd" "$tmp/fd.c"
# old library C (gpu_oldc.c): headers under #ifndef ANSI_C ... #else, a
# function-like macro defined below the kernels' first function
verify_both "old C" "$KFORGE_ROOT/tests/gen/gpu_oldc.c"
# helpers defined K&R's way (gpu_knr.c): declared in the kernels' source
# from clang's types, a pointer parameter __global on OpenCL
kr=$KFORGE_ROOT/tests/gen/gpu_knr.c
if "$k" gen --target opencl "$kr" -o "$tmp/kr.c" 2>"$tmp/kr.err" &&
   [ "$(grep -c '__kernel void' "$tmp/kr.c")" = 1 ] &&
   grep -qF '"float squash(float x)\n"' "$tmp/kr.c" &&
   grep -qF '"static double gate(__global const double * w, int i, double lo, double hi)\n"' "$tmp/kr.c" &&
   ! grep -qF '"float x;\n"' "$tmp/kr.c"; then
  tap_ok "K&R helpers: declared from their parameters' types in the kernel source"
else
  tap_fail "K&R helpers: declared from their parameters' types in the kernel source" "$(cat "$tmp/kr.err"; grep -n 'squash\|gate' "$tmp/kr.c")"
fi
verify_both "K&R helpers" "$kr" "$tmp/kr.c"

# helpers that read and write through pointers on the device
# (gpu_devhelp.c): their pointer parameters __global where each declaration
# begins (a macro's type, a const pointer, an array parameter), the
# constants they read declared from their values; a thread's own array
# passed to one, or a global the program changes, keeps the loop on the
# host, saying why
dh=$KFORGE_ROOT/tests/gen/gpu_devhelp.c
if "$k" gen --target opencl "$dh" -o "$tmp/dh.c" 2>"$tmp/dh.err" &&
   [ "$(grep -c '__kernel void' "$tmp/dh.c")" = 1 ] &&
   grep -qF '"static double mix(__global const double *in, __global double w[], __global REAL *out, int i)\n"' "$tmp/dh.c" &&
   grep -qF '"static void put(__global REAL *out, int i, double v)\n"' "$tmp/dh.c" &&
   grep -qF '"__constant double GAIN = 1.5;\n"' "$tmp/dh.c" && grep -qF '"__constant int STEP = 3;\n"' "$tmp/dh.c" &&
   grep -q "gpu_devhelp.c:44:5: warning: loop L2 (i) stays on the host: it passes 't', an array private to each thread, to 'put' on line 46, whose parameter points to the device's global memory" "$tmp/dh.err" &&
   grep -q "gpu_devhelp.c:49:5: warning: loop L3 (i) stays on the host: it calls 'tally', which kforge cannot put on the device: it reads the global 'calls', which may change while the program runs" "$tmp/dh.err"; then
  tap_ok "helpers through pointers: __global parameters and constants in the kernel source; a private array or a changing global refused with the reason"
else
  tap_fail "helpers through pointers: __global parameters and constants in the kernel source; a private array or a changing global refused with the reason" "$(cat "$tmp/dh.err"; grep -n '__global\|__constant' "$tmp/dh.c")"
fi
verify_both "helpers through pointers" "$dh" "$tmp/dh.c"

# rows of multi-dimensional arrays passed to such helpers (gpu_devrows.c):
# pointers into the flat array the kernel holds; a helper that writes
# past its row keeps its loop sequential, naming the range
dr=$KFORGE_ROOT/tests/gen/gpu_devrows.c
if "$k" gen --target opencl "$dr" -o "$tmp/dr.c" 2>"$tmp/dr.err" &&
   grep -qF 'scale((V + i * m), m, 1.0 + i % 3);' "$tmp/dr.c" && grep -qF 'y[i] = sum((A + i * 64), M);' "$tmp/dr.c" &&
   grep -qF 'shift(&B[i * 64 + 1], (B + i * 64) + 1, M - 1);' "$tmp/dr.c" &&
   grep -qF 'scale((T + (i * 8 + j) * 16), W, 2.0 - j % 2);' "$tmp/dr.c" && grep -qF '"#define W 16\n"' "$tmp/dr.c" &&
   [ "$(grep -c 'stays on the host' "$tmp/dr.err")" = 1 ] &&
   grep -q "gpu_devrows.c:77:5: warning: loop L5 (i) stays on the host: sequential: flow dependence on A\[i\]\[j'\] (0 <= j' <= 64) through the call 'spill(A\[i\], M)'" "$tmp/dr.err"; then
  tap_ok "helpers given rows: A[i], &B[i][1], B[i] + 1, T[i][j], a VLA's V[i] as pointers into the flat arrays; a row overrun stays sequential"
else
  tap_fail "helpers given rows: A[i], &B[i][1], B[i] + 1, T[i][j], a VLA's V[i] as pointers into the flat arrays; a row overrun stays sequential" "$(cat "$tmp/dr.err"; grep -n 'scale(\|sum(\|shift(' "$tmp/dr.c")"
fi
verify_both "helpers given rows" "$dr" "$tmp/dr.c"

# scratch arrays private to each thread (gpu_private.c)
pv=$KFORGE_ROOT/tests/gen/gpu_private.c
if "$k" gen --target opencl --explain "$pv" -o "$tmp/pv.c" 2>"$tmp/pv.err" &&
   grep -q "__kernel void keep_evens_L1(.*__global const float \*kf_first_t" "$tmp/pv.c" &&
   grep -q "t\[kf_k\] = kf_first_t\[kf_k\];" "$tmp/pv.c" &&
   grep -q "L2 line 33: on the host, launching the kernels inside it: the array 'u' would be private to each thread, but it may be read after the loop" "$tmp/pv.err"; then
  tap_ok "private arrays: each thread's own, filled from the buffer; one read after the loop keeps its loop on the host"
else
  tap_fail "private arrays: each thread's own, filled from the buffer; one read after the loop keeps its loop on the host" "$(cat "$tmp/pv.err")"
fi
verify_both "private arrays" "$pv"

# host fallbacks with their reasons, and a macro handed to the kernel source
fb=$KFORGE_ROOT/tests/gen/gpu_fallback.c
if "$k" gen --target opencl "$fb" -o "$tmp/fb.c" 2>"$tmp/fb.err" &&
   ! grep -q "loop L2 (i) stays on the host" "$tmp/fb.err" && grep -q "unsigned long m" "$tmp/fb.c" &&
   grep -q "loop L3 (i) stays on the host: it calls 'lround' through 'twice', which kforge cannot put on the device" "$tmp/fb.err" &&
   grep -q '"#define SCALE " KF_STR(SCALE)' "$tmp/fb.c" && head -1 "$tmp/fb.c" | grep -q "; 2 kernels \*/"; then
  tap_ok "fallbacks: a size_t passed as unsigned long, a helper's loop stays on the host with its reason, a kernel uses a macro"
else
  tap_fail "fallbacks: a size_t passed as unsigned long, a helper's loop stays on the host with its reason, a kernel uses a macro" "$(cat "$tmp/fb.err")"
fi
given=(); [ -s "$tmp/fb.c" ] && given=(--generated "$tmp/fb.c")
tap_run "fallbacks: opencl output agrees with the sequential program" "$k" verify --target opencl "${given[@]}" "$fb"

# --explain: mapping, block and the alternatives; overrides
if (cd "$KFORGE_ROOT" && "$k" gen --target cuda --explain tests/kernels/gemm.c -o "$tmp/e.c" 2>"$tmp/e.err") &&
   grep -q "kernel kernel_gemm_L1 (loops i j): j -> x, i -> y; block" "$tmp/e.err" &&
   grep -q "alternatives" "$tmp/e.err" && grep -q "copy C d2h" "$tmp/e.err"; then
  tap_ok "gen --explain: mapping, block, alternatives and transfers"
else
  tap_fail "gen --explain: mapping, block, alternatives and transfers" "$(cat "$tmp/e.err")"
fi
# (-o STEM.cu names the two CUDA files STEM.c and STEM.cu)
if (cd "$KFORGE_ROOT" && "$k" gen --target cuda --block 16x16 --map i,j tests/kernels/gemm.c -o "$tmp/o.cu" 2>"$tmp/o.err") &&
   grep -q "int i = (int)(blockIdx.x \* blockDim.x + threadIdx.x);" "$tmp/o.cu" &&
   grep -q "kf_launch_kernel_gemm_L1(.*, 16, 16, 1, kf_C_dev" "$tmp/o.c"; then
  tap_ok "gen --block 16x16 --map i,j"
else
  tap_fail "gen --block 16x16 --map i,j" "$(cat "$tmp/o.err"; grep -n "kf_launch\|int i =" "$tmp/o.c" "$tmp/o.cu")"
fi
# without -o, both CUDA files on stdout: the host C, the separator, the .cu;
# the user's lines stay C (no C++ shim), the kernels and <<<>>> only in the .cu
if (cd "$KFORGE_ROOT" && "$k" gen --target cuda tests/kernels/gemm.c >"$tmp/both" 2>/dev/null) &&
   sed '/^\/\* ---- kforge: the .cu file follows ---- \*\/$/,$d' "$tmp/both" >"$tmp/host.c" &&
   sed '1,/^\/\* ---- kforge: the .cu file follows ---- \*\/$/d' "$tmp/both" >"$tmp/dev.cu" &&
   ! grep -q "__global__\|>>>(\|__restrict__\|kf_void_ptr" "$tmp/host.c" &&
   grep -q "#include <cuda_runtime_api.h>" "$tmp/host.c" &&
   grep -q "__global__ void kernel_gemm_L1" "$tmp/dev.cu" && grep -q ">>>(" "$tmp/dev.cu" &&
   grep -q "^#define NJ 64$" "$tmp/dev.cu"; then
  tap_ok "cuda on stdout: the host C file, then the .cu with the kernels and the file's macros"
else
  tap_fail "cuda on stdout: the host C file, then the .cu with the kernels and the file's macros" "$(head -5 "$tmp/both")"
fi
# every CUDA call's failure names the call and the source line
if grep -q 'kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);' "$tmp/host.c" &&
   grep -q 'kf_cuda_alloc(kf_C_bytes, 46);' "$tmp/host.c" &&
   grep -q 'kf_cuda_check(cudaFree(\*(void \*\*)kf_p), "cudaFree", 46);' "$tmp/host.c" &&
   grep -q 'kf_cuda_check(kf_launch_kernel_gemm_L1(.*), "kernel_gemm_L1<<<...>>>", 50);' "$tmp/host.c" &&
   grep -q 'fprintf(stderr, "tests/kernels/gemm.c:%d: %s failed: %s\\n", kf_line, kf_call, cudaGetErrorString(kf_err));' "$tmp/host.c"; then
  tap_ok "cuda: every call checked, its failure names the call and the line"
else
  tap_fail "cuda: every call checked, its failure names the call and the line" "$(grep -n kf_cuda_check "$tmp/host.c")"
fi
# scalars that outlive the fragment: counters declared outside it end as
# the sequential loops leave them (the headers are replayed on the host),
# and a loop writing any other such scalar stays on the host, saying why
ol=$KFORGE_ROOT/tests/gen/gpu_outlive.c
# generated once: the file checked below is the one run
"$k" gen --target opencl "$ol" -o "$tmp/ol.c" 2>"$tmp/ol.err"
given=(); [ -s "$tmp/ol.c" ] && given=(--generated "$tmp/ol.c")
if out=$("$k" verify --target opencl "${given[@]}" "$ol" 2>&1) && printf '%s' "$out" | grep -q "outputs agree"; then
  tap_ok "outliving scalars: the OpenCL program prints what the sequential one prints"
else
  tap_fail "outliving scalars: the OpenCL program prints what the sequential one prints" "$out"
fi
# t = A[i][0] + 1: the host computes t's last value after the kernel,
# reading the element A[N - 1][0] back from the device first (gpu_last.c)
if [ -s "$tmp/ol.c" ] && ! grep -q "loop L2 (i) stays on the host" "$tmp/ol.err" &&
   grep -A1 -F '(size_t)((char *)&A[i][0] - (char *)A), sizeof A[i][0], &A[i][0], 0, NULL, NULL), "clEnqueueReadBuffer", 20);' "$tmp/ol.c" | grep -q 't = A\[i\]\[0\] + 1;'; then
  tap_ok "outliving scalars: one that reads an array element gets its last value on the host, the element read back"
else
  tap_fail "outliving scalars: one that reads an array element gets its last value on the host, the element read back" "$(cat "$tmp/ol.err")"
fi
if "$k" gen --target cuda "$ol" 2>/dev/null | grep -q "the loop counters, as the sequential loops leave them"; then
  tap_ok "outliving scalars: the counters' loops are replayed after the kernel"
else
  tap_fail "outliving scalars: the counters' loops are replayed after the kernel"
fi

# ---- device buffers that live as long as their variables, shared by the
# fragments of one region (tests/gen/gpu_region.c: one function per shape)
rg=$KFORGE_ROOT/tests/gen/gpu_region.c
for t in opencl cuda; do
  out=$tmp/region.c; [ $t = cuda ] && out=$tmp/region.cuda.c
  if (cd "$KFORGE_ROOT" && "$k" gen --target $t --explain tests/gen/gpu_region.c -o "$out" 2>"$tmp/region.$t.err"); then
    if [ $t = cuda ]; then
      tap_diff "regions: cuda golden (host .c)" "$golden/gpu_region.cuda.c" "$tmp/region.cuda.c"
      tap_diff "regions: cuda golden (.cu)" "$golden/gpu_region.cuda.cu" "$tmp/region.cuda.cu"
    else
      tap_diff "regions: opencl golden" "$golden/gpu_region.opencl.c" "$out"
    fi
  else
    tap_fail "regions: kforge gen --target $t" "$(cat "$tmp/region.$t.err")"
  fi
done
if out=$("$k" verify --target opencl "$rg" 2>&1) && printf '%s' "$out" | grep -q "outputs agree"; then
  tap_ok "regions: the OpenCL program prints what the sequential one prints"
else
  tap_fail "regions: the OpenCL program prints what the sequential one prints" "$out"
fi
if [ -n "$nvcc" ]; then
  tap_run "regions: cuda output compiles and links" "$k" verify --target cuda "$rg"
else
  tap_skip "regions: cuda output compiles and links" "no \$NVCC"
fi
# fn NAME: that function of the generated OpenCL file; at PATTERN: the
# number of its first line matching PATTERN (fixed string), 0 for none;
# count PATTERN: how many lines match
fn() { sed -n "/^static [a-z]* $1(/,/^}/p" "$tmp/region.c" >"$tmp/fn.c"; }
at() { n=$(grep -nF -- "$1" "$tmp/fn.c" | head -1 | cut -d: -f1); echo "${n:-0}"; }
count() { grep -cF -- "$1" "$tmp/fn.c"; }
# in order PATTERN...: each found on a line after the one before's
in_order() {
  prev=0
  for p in "$@"; do
    n=$(grep -nF -- "$p" "$tmp/fn.c" | cut -d: -f1 | awk -v p="$prev" '$1 > p { print; exit }')
    [ -n "$n" ] || return 1
    prev=$n
  done
}
shape() { # NAME DESCRIPTION CHECK...
  name=$1 what=$2; shift 2; fn "$name"
  if "$@"; then tap_ok "regions: $name: $what"; else tap_fail "regions: $name: $what" "$(cat "$tmp/fn.c")"; fi
}
entry_buffers() { [ "$(sed -n 3p "$tmp/fn.c" | grep -c "device buffers, freed when they go out of scope")" = 1 ] &&
                  [ "$(count "__attribute__((__cleanup__(kf_cl_free_")" -ge 1 ] && [ "$(count clReleaseMemObject)" = 0 ]; }
row() { entry_buffers && [ "$(count "kf_cl_read(B, kf_B_dev")" = 1 ] && [ "$(count "kf_cl_write(kf_B_dev")" = 1 ] &&
        in_order "kf_cl_kernel_in_a_row_L1, 2" "kf_cl_kernel_in_a_row_L2, 2" "kf_cl_read(B, kf_B_dev" "kf_cl_read(C, kf_C_dev"; }
shape in_a_row "buffers at function entry, B stays on the device between the fragments" row
hw() { entry_buffers && in_order "kf_cl_kernel_host_write_L3, 2" "kf_cl_read(B, kf_B_dev" "B[3][4] = s;" "kf_cl_write(kf_B_dev" "kf_cl_kernel_host_write_L4, 2" &&
       [ "$(count "kf_cl_read(A, kf_A_dev")" = 0 ] && [ "$(count "kf_cl_write(kf_A_dev")" = 1 ]; }
shape host_write "B back before the host writes it, out again after; A goes out once, never back" hw
l=$(grep -n "B\[3\]\[4\] = s;" "$rg" | cut -d: -f1)
if grep -q "^  copy B to the host: before line $l (host code)$" "$tmp/region.opencl.err" &&
   grep -q "^  buffer B: allocated at line $((l - 6)) (function entry)" "$tmp/region.opencl.err"; then
  tap_ok "regions: --explain says where each buffer and copy landed"
else
  tap_fail "regions: --explain says where each buffer and copy landed" "$(grep "copy\|buffer" "$tmp/region.opencl.err" | head -20)"
fi
hr() { in_order "kf_cl_kernel_host_read_L5, 2" "kf_cl_read(C, kf_C_dev" "s = C[2][2];" "kf_cl_kernel_host_read_L6, 2" &&
       [ "$(count "kf_cl_write(kf_C_dev")" = 1 ] && in_order "kf_cl_write(kf_C_dev" "kf_cl_kernel_host_read_L5, 2"; }
shape host_read "C back before the host reads an element of it, and not out again: the host only read it" hr
hc() { in_order "kf_cl_kernel_host_call_L7, 2" "kf_cl_read(B, kf_B_dev" "touch(&B[1][0]);" "kf_cl_write(kf_B_dev" "kf_cl_kernel_host_call_L8, 2" &&
       grep -q "host code between fragments 7 and 8: not modelled" "$tmp/region.opencl.err"; }
shape host_call "a call between fragments: what it may touch comes back before it" hc
il() { entry_buffers && in_order "kf_cl_alloc(kf_B_bytes" "kf_cl_write(kf_A_dev" "for (int t = 0; t < 3; t++)" "kf_cl_read(B, kf_B_dev" "B[0][t] += 1;" "kf_cl_write(kf_B_dev" &&
       [ "$(count "kf_cl_write(kf_A_dev")" = 1 ] && [ "$(count "kf_cl_read(A, kf_A_dev")" = 0 ] &&
       grep -q "the loop at line $(grep -n "for (int t = 0; t < 3; t++)" "$rg" | head -1 | cut -d: -f1) joins the region" "$tmp/region.opencl.err"; }
shape in_loop "the loop joins the region: A out once before it; B back for the host's write and out again each time round" il
er() { entry_buffers && in_order "kf_cl_alloc(kf_C_bytes" "kf_cl_read(C, kf_C_dev" "if (stop)" "return 1;" "kf_cl_write(kf_C_dev" "return 0;" &&
       grep -q "buffer C: allocated at line [0-9]* (function entry), freed when it goes out of scope there (every return included)" "$tmp/region.opencl.err"; }
shape early_return "buffers freed on every return by their scope; copies before the return" er
br() { entry_buffers && in_order "kf_cl_kernel_branch_L12, 2" "kf_cl_read(B, kf_B_dev" "if (c)" "kf_cl_write(kf_B_dev" "kf_cl_kernel_branch_L13, 2"; }
shape branch "a branch between fragments: B back before it, out again after" br
lo() { in_order "double T[N][M];" "kf_cl_alloc(kf_T_bytes" "double *w = malloc(" "kf_cl_alloc(kf_w_bytes" "if (!w)" "#pragma scop" &&
       [ "$(count "kf_cl_read(U, kf_U_dev")" = 0 ] && [ "$(count "kf_cl_read(T, kf_T_dev")" = 1 ] &&
       grep -q "buffer w: allocated at line [0-9]* (after its declaration)" "$tmp/region.opencl.err"; }
shape locals "local arrays: buffers right after their declarations; one the host never names never comes back" lo
wg() { [ "$(count "__attribute__((__cleanup__(")" = 0 ] && in_order "kf_cl_alloc(kf_A_bytes" "kf_cl_read(B, kf_B_dev" "clReleaseMemObject(kf_A_dev)" "if (bail)"; }
ca() { in_order "kf_cl_write(kf_V_dev" "for (int t = 0; t < 3; t++)" "#pragma endscop" "kf_cl_read(B, kf_B_dev" &&
       [ "$(count "kf_cl_read(V, kf_V_dev")" = 0 ] && [ "$(count "kf_cl_read(B, kf_B_dev")" = 1 ]; }
shape carried "an array only the fragment names stays on the device across the loop that joins the region; B comes back once after it" ca
tl() { [ "$(count "kf_cl_write(")" = 3 ] && [ "$(count "kf_cl_read(")" = 2 ] &&
       in_order "kf_cl_write(kf_A_dev" "for (int t = 0; t < steps; t++)" "decay = decay * 0.5;" "#pragma endscop" "decay += 1.0;" "kf_cl_read(B, kf_B_dev" "return decay;"; }
shape time_loop "host code on scalars only, and a printf: every copy leaves the time loop" tl
ne() { [ "$(count "kf_cl_write(")" = 2 ] && [ "$(count "kf_cl_read(")" = 1 ] &&
       in_order "kf_cl_write(kf_A_dev" "for (int r = 0; r < rounds; r++)" "for (int t = 0; t < HALF; t++)" "#pragma endscop" "kf_cl_read(B, kf_B_dev"; }
shape nested "two loops around a fragment, one naming a macro that touches no array: the copies leave both" ne
un() { [ "$(count "kf_cl_write(")" = 2 ] && [ "$(count "kf_cl_read(B, kf_B_dev")" = 1 ] &&
       in_order "kf_cl_write(kf_A_dev" "while (B[0][0] < limit)" "steps++;" "kf_cl_read(B, kf_B_dev" "return steps;"; }
shape until "the loop's condition reads B: B comes back at the end of each time round, A goes out once" un
wb() { [ "$(count "kf_cl_write(")" = 2 ] && [ "$(count "kf_cl_read(")" = 1 ] &&
       in_order "kf_cl_write(kf_A_dev" "for (int t = 0; t < 4; t++)" "if (t == stop)" "break;" "kf_cl_read(C, kf_C_dev"; }
shape with_break "an exit test in the loop joins the region: A and C go out once, C comes back after the loop, where the break lands too" wb
bf() { [ "$(count "kf_cl_kernel_break_in_fragment_S")" = 0 ] &&
       in_order "for (t = 0; t < 40; t++) {" "clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_break_in_fragment_L" "kf_cl_read(C, kf_C_dev" "if (C[N - 1][M - 2] < tol)" "break;"; }
shape break_in_fragment "a break ending a loop of the fragment: host code after the kernel, no kernel of one thread" bf
et() { [ "$(count "kf_cl_write(")" = 3 ] && [ "$(count "kf_cl_read(")" = 2 ] &&
       in_order "kf_cl_write(kf_B_dev" "for (;;) {" "clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_exit_tests_L" \
         "clEnqueueReadBuffer(kf_cl.kf_queue, kf_B_dev, CL_TRUE, (size_t)((const char *)&B[3][5]" "if (B[3][5] < tol)" "break;" \
         "clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_exit_tests_L" "t++;" "if (t >= 50)" "break;" \
         "kf_cl_read(B, kf_B_dev" "kf_cl_read(C, kf_C_dev" &&
       grep -q "the exit test at line $(grep -n "if (B\[3\]\[5\] < tol)" "$rg" | cut -d: -f1) (break) joins the region" "$tmp/region.opencl.err" &&
       grep -q "the condition of the exit test at line [0-9]* reads B\[3\]\[5\] of B: only it comes back each round" "$tmp/region.opencl.err"; }
shape exit_tests "for (;;) split at its exit tests joins the region: the arrays go out once, the first test's element alone comes back each round, the arrays after the loop" et
bl() { in_order "for (int t = 0; t < 2; t++)" "double T[N][M];" "kf_cl_alloc(kf_T_bytes" "kf_cl_write(kf_A_dev" "#pragma endscop"; }
shape body_local "an array born in the loop's body keeps the loop outside the region" bl
tp() { in_order "kf_cl_write(kf_C_dev" "for (int t = 0; t < 2; t++)" "kf_cl_read(C, kf_C_dev" "p[t] += 1.0;" "kf_cl_write(kf_C_dev" "kf_cl_write(kf_B_dev" &&
       grep -q "host code at line $(grep -n "p\[t\] += 1.0;" "$rg" | cut -d: -f1): not modelled (a call or a pointer)" "$tmp/region.opencl.err"; }
shape through_pointer "a write through a pointer in the loop: every array back before it and out again after" tp
oc() { in_order "kf_cl_write(kf_C_dev" "while (more(&budget))" "kf_cl_write(kf_C_dev" "kf_cl_write(kf_A_dev" "kf_cl_read(C, kf_C_dev" &&
       [ "$(count "kf_cl_read(")" = 1 ] && [ "$(count "kf_cl_write(")" = 4 ]; }
shape opaque_condition "a call in the loop's condition may write every array: they go out again at the start of each trip" oc
eo() { [ "$(count "kf_cl_write(")" = 2 ] && [ "$(count "kf_cl_read(")" = 1 ] &&
       in_order "kf_cl_write(kf_A_dev" "for (int t = 0; t < steps; t++) {" "if (t % 2 == 0) {" "#pragma endscop" "kf_cl_read(B, kf_B_dev" &&
       grep -q "the if at line $(grep -n "if (t % 2 == 0) {" "$rg" | cut -d: -f1) joins the region" "$tmp/region.opencl.err"; }
shape every_other "a fragment under an if in a loop: the copies leave the if, then the loop" eo
dl() { [ "$(count "kf_cl_write(")" = 2 ] && [ "$(count "kf_cl_read(")" = 1 ] &&
       in_order "kf_cl_write(kf_A_dev" "do {" "#pragma endscop" "t++;" "} while (t < HALF);" "kf_cl_read(C, kf_C_dev"; }
shape do_loop "a do loop: the copies leave it" dl
tb() { [ "$(count "kf_cl_write(")" = 3 ] && [ "$(count "kf_cl_read(")" = 2 ] &&
       in_order "kf_cl_write(kf_A_dev" "for (int t = 0; t < steps; t++) {" "kf_cl_kernel_two_blocks_L31, 2" "if (t % 3 == 0) {" \
                "kf_cl_kernel_two_blocks_L32, 2" "kf_cl_read(C, kf_C_dev" "sink += C[2][3];" "kf_cl_read(B, kf_B_dev"; }
shape two_blocks "fragments in two blocks of a time loop share one region: B comes back once after it, C where the host reads it" tb
it() { [ "$(count "kf_cl_read(B, kf_B_dev")" = 1 ] && [ "$(count "kf_cl_read(A, kf_A_dev")" = 0 ] &&
       in_order "return;" "kf_cl_write(kf_A_dev" "for (int t = 0; t < 2; t++) {" "kf_cl_kernel_inner_tree_L" "#pragma endscop" "kf_cl_read(B, kf_B_dev"; }
shape inner_tree "an inner loop's tree keeps its numbering when the outer loop cannot join: B comes back after it, A never" it
bb() { [ "$(count "kf_cl_write(")" = 2 ] && [ "$(count "kf_cl_read(")" = 1 ] &&
       in_order "kf_cl_write(kf_A_dev" "for (int t = 0; t < steps; t++) {" "} else {" "kf_cl_kernel_both_branches_L35, 2" \
                "kf_cl_kernel_both_branches_L36, 2" "} else {" "kf_cl_kernel_both_branches_L37, 2" "kf_cl_read(B, kf_B_dev"; }
shape both_branches "fragments in the branches of ifs with else blocks, one alone in its else: one region, B back once" bb
wh() { [ "$(count "kf_cl_write(")" = 2 ] && [ "$(count "kf_cl_read(")" = 1 ] &&
       in_order "kf_cl_write(kf_A_dev" "for (int t = 0; t < steps; t++) {" "kf_cl_read(B, kf_B_dev" "report(t, 0.5 * t);"; }
shape with_helper "a call of a function of the file whose body kforge follows: B back for it each time round, nothing out again" wh
oi() { in_order "if (c) {" "kf_cl_write(kf_C_dev" "kf_cl_read(C, kf_C_dev" "#pragma endscop"; }
shape only_if "an if with no loop around it keeps the copies in its branch" oi
shape with_goto "a goto in the function: the region allocates and frees its buffers" wg
# a while split into fragments (frontend/c/whileloop.c): its kernels launch
# inside the host's while, A and B go out once before it and nothing is
# copied inside it (its condition reads the scalar t only)
if "$k" gen --target opencl "$KFORGE_ROOT/tests/diff/regress/while_loops.c" -o "$tmp/whl.c" 2>/dev/null; then
  sed -n "/^static void jacobi(/,/^}/p" "$tmp/whl.c" >"$tmp/fn.c"
  inside=$(awk '/while \(t < steps\) \{/ { on = 1 } on && /kf_cl_(write|read)\(/ { n++ } on && /^\t}$/ { on = 0 } END { print n + 0 }' "$tmp/fn.c")
  if in_order "kf_cl_write(kf_A_dev" "while (t < steps) {" "clEnqueueNDRangeKernel" "t++;" "kf_cl_read(A, kf_A_dev" &&
     [ "$inside" = 0 ]; then
    tap_ok "while split into fragments: kernels inside it, its arrays on the device across it"
  else
    tap_fail "while split into fragments: kernels inside it, its arrays on the device across it" "$inside copies inside: $(cat "$tmp/fn.c")"
  fi
else
  tap_fail "while split into fragments: kforge gen --target opencl"
fi
# convergence loops (tests/diff/regress/convergence_loops.c): inside each
# while only what its condition reads comes back (codegen/gpu_tree.c
# kf_gpu_tree_cond); the copies of each loop's body counted, by kind
if "$k" gen --target opencl "$KFORGE_ROOT/tests/diff/regress/convergence_loops.c" -o "$tmp/conv.c" 2>/dev/null; then
  # inside FUNCTION LOOP-LINE PATTERN: the lines of FUNCTION's loop at
  # LOOP-LINE (to its closing brace at one tab) that hold PATTERN
  inside() {
    sed -n "/^static [a-z]* $1(/,/^}/p" "$tmp/conv.c" >"$tmp/fn.c"
    awk -v head="$2" -v pat="$3" 'index($0, head) { on = 1; next } on && /^\t}/ { on = 0 } on && index($0, pat) { n++ } END { print n + 0 }' "$tmp/fn.c"
  }
  conv_copies=$(printf '%s ' \
    "$(inside grow "while (res[0] < 50.0" "clEnqueueReadBuffer(kf_cl.kf_queue, kf_res_dev")" \
    "$(inside grow "while (res[0] < 50.0" "kf_cl_read(")" "$(inside grow "while (res[0] < 50.0" "kf_cl_write(")" \
    "$(inside jacobi "while (err > tol" "kf_cl_read(kf_")" "$(inside jacobi "while (err > tol" "kf_cl_read(&err")" \
    "$(inside smooth "do {" "kf_cl_read(")" "$(inside smooth "do {" "kf_cl_write(kf_res")" \
    "$(inside walk "while (k < N" "kf_cl_read(y, kf_y_dev")")
  # grow: res[0] and res[LAST] each round, no whole array; jacobi: the
  # reduction's result only; smooth (do-while): nothing; walk (y[k], k
  # changes on the host): y whole, each round
  if [ "$conv_copies" = "2 0 0 0 1 0 0 1 " ]; then
    tap_ok "convergence loops: inside each while only what its condition reads comes back"
  else
    tap_fail "convergence loops: inside each while only what its condition reads comes back" \
      "copies counted: $conv_copies(expected 2 0 0 0 1 0 0 1)"
  fi
else
  tap_fail "convergence loops: kforge gen --target opencl"
fi
tap_done
