#!/usr/bin/env bash
# GPU targets: arrays of row pointers that a nest only reads, packed by
# the host into one device buffer (gpu.h, packed rows; gpu_rows.c):
# tests/gen/gpu_rows.c's double ** matrix times a vector, kmeans'
# transposed x[j][i] of a float *const *, a const double *const * read
# from row 1 and column 1 on (row 0 NULL: a pack that read it would
# crash), a triangle stored jagged and a 5-point stencil's cross, whose
# rows the host packs each over its own columns (no element the program
# does not read: row i of the triangle holds i + 1); a double ** written
# in place, sequential as written
# (its rows may be shared), on the device behind the run-time test that
# its rows lie apart from one another and from a plain pointer beside
# them (kf_rows_apart; under --assume-no-alias with none), the host
# packing the box and unpacking it after the kernel.  Golden text for
# OpenCL and CUDA (and OpenCL under --assume-no-alias); the kernels index
# the packed box; the OpenCL program agrees with the sequential one on
# PoCL at sizes 0, 1 and more, with rows apart and with rows shared (the
# test fails and the loops run as written; with the test forced true the
# checksum differs, so the shared calls do test it), and under
# --assume-no-alias on rows apart; with $NVCC the CUDA outputs compile
# and link.  3-point stencils along rows and down columns, whose box is
# wider than their loops: packed only where those run.  The same for
# planes of rows (gpu_planes.c, double ***).
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
rel=tests/gen/gpu_rows.c
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}

for t in opencl cuda; do
  if (cd "$KFORGE_ROOT" && "$k" gen --target $t --explain "$rel" -o "$tmp/gpu_rows.$t.c" 2>"$tmp/$t.err"); then
    tap_diff "gpu_rows: $t golden" "$golden/gpu_rows.$t.c" "$tmp/gpu_rows.$t.c"
    [ $t = cuda ] && tap_diff "gpu_rows: cuda golden (.cu)" "$golden/gpu_rows.cuda.cu" "$tmp/gpu_rows.cuda.cu"
  else
    tap_fail "gpu_rows: kforge gen --target $t" "$(tail -5 "$tmp/$t.err")"
  fi
done
mkdir -p "$tmp/na"
for t in opencl cuda; do
  if (cd "$KFORGE_ROOT" && "$k" gen --assume-no-alias --target $t "$rel" -o "$tmp/na/gpu_rows.$t.c" 2>"$tmp/na/$t.err"); then
    [ $t = opencl ] && tap_diff "gpu_rows --assume-no-alias: opencl golden" "$golden/gpu_rows.noalias.opencl.c" "$tmp/na/gpu_rows.$t.c"
  else
    tap_fail "gpu_rows --assume-no-alias: kforge gen --target $t" "$(tail -5 "$tmp/na/$t.err")"
  fi
done
na=$tmp/na/gpu_rows.opencl.c
c=$tmp/gpu_rows.opencl.c
tap_grep "gpu_rows: --explain says the written rows run on the device behind a test" \
  "2 loops that rows reached through pointers kept on the host: on the device where those rows lie apart, tested at run time" \
  "$tmp/opencl.err"
tr -d '\n' <"$c" >"$tmp/flat.c" # the test's entries span lines
tap_grep "gpu_rows: scale_rows tests its written rows [0, n - 1] x [0, m - 1] apart" \
  "if \(kf_rows_apart\(\(const struct kf_rows_in\[\]\)\{ *\{\(const void \*\)c, 2, \(long\)\(0\), \(long\)\(0\), \(long\)\(0\), \(long\)\(n - 1\), \(long\)\(0\), \(long\)\(m - 1\), sizeof \*\*c, 0, 0, 1\}\}, 1\)\) \{" \
  "$tmp/flat.c"
tap_grep "gpu_rows: bias_rows tests b's device buffer, m elements from b, apart from c's rows" \
  "\{0, 0, 0, 0, 0, -1, 0, -1, 0, \(unsigned long long\)b, \(\(unsigned long long\)b \+ \(m\) \* sizeof \*b\), 0\}\}, 2\)\) \{" "$c"
grep -A3 "__kernel void scale_rows_L5(" "$c" >"$tmp/scale_rows.cl"
tap_grep "gpu_rows: kernel scale_rows_L5, j (along each row) on x" \
  "int j = \(int\)get_global_id\(0\);" "$tmp/scale_rows.cl"
for kn in blur_rows_L7 blur_cols_L9; do
  tap_grep "gpu_rows: kernel $kn (a 3-point stencil over rows)" "__kernel void $kn\(" "$c"
done
tap_grep "gpu_rows: blur_rows packs in's box only where its loops run (m >= 3)" \
  "kf_in_bytes = \(size_t\)\(\(\(1 <= n && 3 <= m\) && \(long\)n > 0 && \(long\)m > 0 \? \(size_t\)n \* \(size_t\)m : 0\)\)" "$c"
tap_grep "gpu_rows: blur_cols packs in's box only where its loops run (n >= 3)" \
  "kf_in_bytes = \(size_t\)\(\(\(3 <= n && 1 <= m\) && \(long\)n > 0 && \(long\)m > 0 \? \(size_t\)n \* \(size_t\)m : 0\)\)" "$c"
tap_grep "gpu_rows --assume-no-alias: kernel scale_rows_L5" "__kernel void scale_rows_L5\(" "$na"
tap_grep "gpu_rows --assume-no-alias: the kernel writes c[i][j] as row i of m columns" \
  "c\[i \* m \+ j\] = c\[i \* m \+ j\] \* s\[j\] \+ i;" "$na"
tap_grep "gpu_rows --assume-no-alias: the host unpacks c's rows after the kernel" \
  "c\[kf_r\]\[kf_c\] = kf_pk\[kf_r \* \(long\)m \+ kf_c\];" "$na"
for kn in matvec_L1 colsum_L2 shifted_L3 trimv_L4 cross5_L8; do
  tap_grep "gpu_rows: kernel $kn" "__kernel void $kn\(" "$c"
done
tap_grep "gpu_rows: the host packs row kf_rr of the triangle over its columns 0 .. kf_rr" \
  "for \(long kf_c = \(long\)\(0\); kf_c <= \(long\)\(kf_rr\); kf_c\+\+\)" "$c"
tap_grep "gpu_rows: the host packs cross5's first and last rows over columns 1 .. m - 2 only" \
  "for \(long kf_c = \(long\)\(n >= kf_rr \+ 2 && kf_rr >= 1 \? 0 : 1\); kf_c <= \(long\)\(n >= kf_rr \+ 2 && kf_rr >= 1 \? m - 1 : m - 2\); kf_c\+\+\)" "$c"
tap_grep "gpu_rows: matvec reads a[i][k] as row i of m columns" "s \+= a\[i \* m \+ k\] \* x\[k\];" "$c"
tap_grep "gpu_rows: colsum reads x[j][i] as row j of n columns" "s \+= x\[j \* n \+ i\] \* \(float\)\(j \+ 1\);" "$c"
tap_grep "gpu_rows: shifted reads a[i][j + 1] from row 1, column 1" \
  "a\[\(i - 1\) \* m \+ \(\(j \+ 1\) - 1\)\]" "$c"
tap_grep "gpu_rows: shifted's pack starts at row 1, column 1" \
  "kf_pk\[kf_r \* \(long\)m \+ kf_c\] = a\[1 \+ kf_r\]\[1 \+ kf_c\];" "$c"
tap_grep "gpu_rows: shifted's buffer holds n - 1 rows of m, none when either is below 1" \
  "\(\(long\)\(n - 1\) > 0 && \(long\)m > 0 \? \(size_t\)\(n - 1\) \* \(size_t\)m : 0\)\) \* sizeof a\[0\]\[0\]" "$c"
if ! command -v clinfo >/dev/null || [ "$(clinfo -l 2>/dev/null | grep -c Device)" -eq 0 ]; then
  tap_skip "gpu_rows: the OpenCL program agrees with the sequential one" "no OpenCL device"
else
  tap_run "gpu_rows: the OpenCL program agrees with the sequential one" \
    "$k" verify --target opencl "$KFORGE_ROOT/$rel"
  tap_run "gpu_rows --assume-no-alias: the OpenCL program agrees with the sequential one" \
    "$k" verify --assume-no-alias --target opencl "$KFORGE_ROOT/$rel" -- -DROWS_APART
  # the shared rows' calls reach the as-written loops only through the test
  sed 's/if (kf_rows_apart(/if (1 || kf_rows_apart(/' "$c" >"$tmp/forced.c"
  if ${CC:-cc} -O1 -w "$KFORGE_ROOT/$rel" -o "$tmp/seq" -lm && ${CC:-cc} -O1 -w "$c" -o "$tmp/ocl" -lOpenCL -lm &&
     ${CC:-cc} -O1 -w "$tmp/forced.c" -o "$tmp/forced" -lOpenCL -lm; then
    want=$("$tmp/seq"); got=$("$tmp/ocl"); forced=$("$tmp/forced")
    if [ "$got" = "$want" ] && [ "$forced" != "$want" ]; then
      tap_ok "gpu_rows: with the rows test forced true the shared rows give another checksum"
    else
      tap_fail "gpu_rows: with the rows test forced true the shared rows give another checksum" \
        "sequential '$want', generated '$got', forced '$forced'"
    fi
  else
    tap_fail "gpu_rows: with the rows test forced true the shared rows give another checksum" "build failed"
  fi
fi
if [ -z "$nvcc" ]; then
  tap_skip "gpu_rows: the CUDA output compiles and links" "no nvcc"
else
  for d in "$tmp" "$tmp/na"; do
    what="gpu_rows: the CUDA output compiles and links"
    [ "$d" = "$tmp/na" ] && what="gpu_rows --assume-no-alias: the CUDA output compiles and links"
    if (cd "$d" && "$nvcc" -arch=sm_90 -c -w gpu_rows.cuda.cu -o cu.o &&
        ${CC:-cc} -c -w -I"$cuda_home/include" gpu_rows.cuda.c -o host.o &&
        ${CC:-cc} host.o cu.o -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o cuda.exe) >"$d/nv.err" 2>&1; then
      tap_ok "$what"
    else
      tap_fail "$what" "$(head -20 "$d/nv.err")"
    fi
  done
fi

# planes of rows (gpu_planes.c, double ***: three levels packed), behind
# the rows test of three levels; the program's own header, with a
# parameter named class, read by the .cu with C++'s words renamed
pl=tests/gen/gpu_planes.c
for t in opencl cuda; do
  if (cd "$KFORGE_ROOT" && "$k" gen --target $t "$pl" -o "$tmp/gpu_planes.$t.c" 2>"$tmp/pl.$t.err"); then
    tap_diff "gpu_planes: $t golden" "$golden/gpu_planes.$t.c" "$tmp/gpu_planes.$t.c"
    [ $t = cuda ] && tap_diff "gpu_planes: cuda golden (.cu)" "$golden/gpu_planes.cuda.cu" "$tmp/gpu_planes.cuda.cu"
  else
    tap_fail "gpu_planes: kforge gen --target $t" "$(tail -5 "$tmp/pl.$t.err")"
  fi
done
p=$tmp/gpu_planes.opencl.c
tap_grep "gpu_planes: resid's kernel indexes the packed planes of u" \
  "u\[\(\(i3 - 1\) \* \(n2 - 2\) \+ \(i2 - 1\)\) \* n1 \+ \(n1 - 1 - i1\)\]" "$p"
tap_grep "gpu_planes: resid tests r's planes of rows apart, three levels, written" \
  "\{\(const void \*\)r, 3, \(long\)\(1\), \(long\)\(n3 - 2\), \(long\)\(1\), \(long\)\(n2 - 2\), \(long\)\(0\), \(long\)\(n1 - 1\), sizeof \*\*\*r, 0, 0, 1\}" "$p"
tap_grep "gpu_planes: the host packs planes, rows and columns" \
  "kf_pk\[\(kf_p \* \(long\)\(n2 - 2\) \+ kf_r\) \* \(long\)n1 \+ kf_c\] = u\[1 \+ kf_p\]\[1 \+ kf_r\]\[kf_c\];" "$p"
tap_grep "gpu_planes: the .cu reads the program's header with class renamed" \
  "#define class kf_cxx_class" "$tmp/gpu_planes.cuda.cu"
if [ "$(clinfo -l 2>/dev/null | grep -c Device)" -gt 0 ]; then
  tap_run "gpu_planes: the OpenCL program agrees with the sequential one" \
    "$k" verify --target opencl "$KFORGE_ROOT/$pl"
  sed 's/if (kf_rows_apart(/if (1 || kf_rows_apart(/' "$p" >"$tmp/pl_forced.c"
  if ${CC:-cc} -O1 -w "$KFORGE_ROOT/$pl" -o "$tmp/pl_seq" -lm &&
     ${CC:-cc} -O1 -w -I"$KFORGE_ROOT/tests/gen" "$tmp/pl_forced.c" -o "$tmp/pl_forced" -lOpenCL -lm &&
     [ "$("$tmp/pl_seq")" != "$("$tmp/pl_forced")" ]; then
    tap_ok "gpu_planes: with the rows test forced true the shared rows give another checksum"
  else
    tap_fail "gpu_planes: with the rows test forced true the shared rows give another checksum" "the same output, or a build failed"
  fi
else
  tap_skip "gpu_planes: the OpenCL program agrees with the sequential one" "no OpenCL device"
fi
if [ -z "$nvcc" ]; then
  tap_skip "gpu_planes: the CUDA output compiles and links" "no nvcc"
elif (cd "$tmp" && "$nvcc" -arch=sm_90 -I"$KFORGE_ROOT/tests/gen" -c -w gpu_planes.cuda.cu -o pl_cu.o &&
      ${CC:-cc} -c -w -I"$KFORGE_ROOT/tests/gen" -I"$cuda_home/include" gpu_planes.cuda.c -o pl_host.o &&
      ${CC:-cc} pl_host.o pl_cu.o -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o pl_cuda.exe) >"$tmp/pl_nv.err" 2>&1; then
  tap_ok "gpu_planes: the CUDA output compiles and links"
else
  tap_fail "gpu_planes: the CUDA output compiles and links" "$(head -20 "$tmp/pl_nv.err")"
fi
tap_done
