#!/usr/bin/env bash
# Generated GEMM kernels: `kforge blas gen` usage, golden files, the CUDA
# dialect compiled by nvcc for sm_90, the OpenMP dialect compiled, run and
# compared with the reference.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
golden=$KFORGE_ROOT/tests/blas/golden

expect_rc() { # NAME RC CMD...
  local name=$1 want=$2 out rc; shift 2
  out=$("$@" 2>&1); rc=$?
  if [ "$rc" -eq "$want" ]; then tap_ok "$name"; else tap_fail "$name" "exit $rc, wanted $want: $out"; fi
}

expect_rc "blas gen sgemm" 0 "$k" blas gen sgemm
expect_rc "unknown routine is an input error" 1 "$k" blas gen sgemv
expect_rc "missing routine is a usage error" 2 "$k" blas gen
expect_rc "unknown dialect is a usage error" 2 "$k" blas gen sgemm --dialect fortran
expect_rc "bad --params is an input error" 1 "$k" blas gen sgemm --params "tile=0x4"
expect_rc "bad --trans is a usage error" 2 "$k" blas gen sgemm --trans xx

# golden files: one kernel per dialect and pattern (make golden regenerates)
p="wg=4x4 tile=2x2 kb=4 ku=2"
for case in "opencl local nt mn cl" "opencl global tn n cl" "cuda local nn mn cu" "openmp global tt m c"; do
  set -- $case
  "$k" blas gen dgemm --dialect "$1" --pattern "$2" --trans "$3" --tails "$4" --params "$p" \
    > "$tmp/out.$5" 2>&1
  tap_diff "golden dgemm $1 $2 $3 tails $4" "$golden/dgemm_$1_$2_$3_$4.$5" "$tmp/out.$5"
done

expect_rc "blas gen strmm" 0 "$k" blas gen strmm --side right --uplo upper --diag unit --trans t
expect_rc "bad --side is a usage error" 2 "$k" blas gen strmm --side middle
expect_rc "blas gen dtrsm" 0 "$k" blas gen dtrsm
expect_rc "blas gen strsm --dialect openmp" 0 "$k" blas gen strsm --dialect openmp
"$k" blas gen strsm --dialect openmp > "$tmp/trtri.c" 2>&1
tap_diff "golden strsm openmp (block inversion, fused CPU kernel)" "$golden/strsm_openmp_trtri.c" "$tmp/trtri.c"
# the CPU's fused TRSM kernel (gen_trsm.c) compiles as the CPU solver builds it
if out=$(${CC:-cc} -O2 -fopenmp -c -Werror "$tmp/trtri.c" -o "$tmp/trtri.o" 2>&1); then
  tap_ok "strsm openmp kernels compile"
else
  tap_fail "strsm openmp kernels compile" "$out"
fi
expect_rc "blas gen strsm --dialect openmp --params tile=3x5 (fused kernel's tile)" 0 "$k" blas gen strsm --dialect openmp --params "tile=3x5"
if "$k" blas gen strsm --dialect openmp --params "wg=2x1 tile=3x5" 2>&1 | grep -q "c\[5\]\[6\]"; then
  tap_ok "blas gen strsm --params: the fused kernel's micro-tile is wg x tile"
else
  tap_fail "blas gen strsm --params: the fused kernel's micro-tile"
fi
# blocks over 32 columns: each row's loop over its non-zero part only
"$k" blas gen dtrsm --dialect openmp --nb 64 > "$tmp/trtri64.c" 2>&1
tap_diff "golden dtrsm openmp --nb 64 (block inversion, fused CPU kernel)" "$golden/dtrsm_openmp_trtri64.c" "$tmp/trtri64.c"
# on a device: the inversion, then the fused block step (few right-hand sides)
"$k" blas gen dtrsm --dialect opencl --nb 32 > "$tmp/trsm.cl" 2>&1
tap_diff "golden dtrsm opencl (block inversion, block step)" "$golden/dtrsm_opencl_trtri_block.cl" "$tmp/trsm.cl"
# vector rows (CPU devices): the inversion by vectors of columns, the block
# step by vectors of rows with L staged through local memory
"$k" blas gen dtrsm --dialect opencl --nb 32 --params vw=4 > "$tmp/trsmv.cl" 2>&1
tap_diff "golden dtrsm opencl vw=4 (block inversion, block step)" \
  "$golden/dtrsm_opencl_trtri_block_vw4.cl" "$tmp/trsmv.cl"
expect_rc "blas gen strsm vw on CUDA is an input error" 1 "$k" blas gen strsm --dialect cuda --params vw=4
expect_rc "blas gen strsm vw over the block is an input error" 1 "$k" blas gen strsm --nb 8 --params vw=16
# other diagonal blocks (TRSM tuned): the block size is in the kernel
expect_rc "blas gen strsm --nb 7 is a usage error" 2 "$k" blas gen strsm --nb 7
if "$k" blas gen dtrsm --nb 64 > "$tmp/trtri64.cl" 2>&1 && grep -q "gid / 64, c = gid % 64" "$tmp/trtri64.cl" &&
   grep -q "W + b \* 64 \* 64 + c \* 64" "$tmp/trtri64.cl"; then
  tap_ok "blas gen dtrsm --nb 64: blocks of 64"
else
  tap_fail "blas gen dtrsm --nb 64" "$(cat "$tmp/trtri64.cl")"
fi
"$k" blas gen strmm --dialect opencl --pattern local --side left --uplo upper --trans t --diag unit \
  --tails mn --params "$p" > "$tmp/trmm.cl" 2>&1
tap_diff "golden strmm opencl local left upper t unit" "$golden/strmm_opencl_local_left_upper_t_unit.cl" "$tmp/trmm.cl"
# the CPU's TRMM: the triangle masked as it is packed, the K blocks in the
# order that lets it run in place, the tasks cut at equal shares of the
# triangle's work (kf_tri_cut); both kernels compile as the CPU solver builds them
"$k" blas gen strmm --dialect openmp --side left --uplo lower --trans n \
  --params "wg=2x1 tile=3x2 kb=10 ku=1 tasks=3" > "$tmp/trmmomp.c" 2>&1
tap_diff "golden strmm openmp left lower n (tasks cut the triangle)" \
  "$golden/strmm_openmp_left_lower_n.c" "$tmp/trmmomp.c"
"$k" blas gen dtrmm --dialect openmp --side right --uplo upper --trans t \
  --params "wg=2x1 tile=3x2 kb=10 ku=1 tasks=3" > "$tmp/trmmompr.c" 2>&1
if out=$(${CC:-cc} -O2 -fopenmp -c -Werror "$tmp/trmmomp.c" -o "$tmp/trmmomp.o" 2>&1) &&
   out=$(${CC:-cc} -O2 -fopenmp -c -Werror "$tmp/trmmompr.c" -o "$tmp/trmmompr.o" 2>&1) &&
   grep -q "int ctk = kf_tri_cut(t % tn, tn, N, 2, 0)" "$tmp/trmmompr.c"; then
  tap_ok "trmm openmp kernels compile, a right triangle cut by columns"
else
  tap_fail "trmm openmp kernels compile" "$out"
fi
# vector rows (vw): vload/vstore in the bulk; with tails and TRMM's mask, lanes
pv="wg=4x4 tile=4x2 ku=2 vw=2"
"$k" blas gen sgemm --dialect opencl --pattern global --trans nn --params "$pv" \
  > "$tmp/vw.cl" 2>&1
tap_diff "golden sgemm opencl global nn vw=2" "$golden/sgemm_opencl_global_nn_vw2.cl" "$tmp/vw.cl"
"$k" blas gen strmm --dialect opencl --pattern global --side left --uplo lower --trans n \
  --tails mn --params "$pv" > "$tmp/vwtrmm.cl" 2>&1
tap_diff "golden strmm opencl global left lower n tails mn vw=2" \
  "$golden/strmm_opencl_global_left_lower_n_mn_vw2.cl" "$tmp/vwtrmm.cl"
expect_rc "vw on the CUDA dialect is an input error" 1 "$k" blas gen sgemm --dialect cuda --params "$pv"
expect_rc "vw not dividing the tile is an input error" 1 "$k" blas gen sgemm --params "tile=2x2 vw=4"

# split-K (splitk): the slice from the grid's z, A, B and C moved to it, K
# the slice's depth; refused for TRMM and the OpenMP dialect
"$k" blas gen sgemm --dialect cuda --pattern local --trans nt --tails mn \
  --params "wg=4x4 tile=2x2 kb=4 ku=2 splitk=2" > "$tmp/splitk.cu" 2>&1
tap_diff "golden sgemm cuda local nt tails mn splitk=2" "$golden/sgemm_cuda_local_nt_mn_splitk.cu" \
  "$tmp/splitk.cu"
expect_rc "splitk on the OpenMP dialect is an input error" 1 "$k" blas gen sgemm --dialect openmp --params splitk=4
expect_rc "splitk for TRMM is an input error" 1 "$k" blas gen strmm --params splitk=4

# CUDA: every pattern, tails, both precisions compile for sm_90
if [ -z "${NVCC:-}" ]; then
  tap_skip "CUDA kernels compile with nvcc" "no nvcc"
else
  ok=1 log=""
  for r in strsm dtrsm; do
    if ! out=$("$k" blas gen $r --dialect cuda 2>&1 > "$tmp/trtri.cu") ||
       ! out=$("$NVCC" -arch=sm_90 -c "$tmp/trtri.cu" -o "$tmp/trtri.o" 2>&1); then
      ok=0 log+="$r: $out"$'\n'
    fi
  done
  # split-K's kernels (the golden above, double global tn)
  if ! out=$("$NVCC" -arch=sm_90 -c "$tmp/splitk.cu" -o "$tmp/splitk.o" 2>&1) ||
     ! out=$("$k" blas gen dgemm --dialect cuda --pattern global --trans tn --tails mn \
               --params "splitk=2" 2>&1 > "$tmp/dsplitk.cu") ||
     ! out=$("$NVCC" -arch=sm_90 -c "$tmp/dsplitk.cu" -o "$tmp/dsplitk.o" 2>&1); then
    ok=0 log+="splitk: $out"$'\n'
  fi
  for r in sgemm dgemm strmm dtrmm; do
    for pat in local global; do
      tr=tn; case $r in *trmm) tr=t ;; esac
      if ! out=$("$k" blas gen $r --dialect cuda --pattern $pat --trans $tr --tails mn \
                   2>&1 > "$tmp/$r$pat.cu") ||
         ! out=$("$NVCC" -arch=sm_90 -c "$tmp/$r$pat.cu" -o "$tmp/$r$pat.o" 2>&1); then
        ok=0 log+="$r $pat: $out"$'\n'
      fi
    done
  done
  if [ $ok = 1 ]; then tap_ok "CUDA kernels compile with nvcc -arch=sm_90"; else tap_fail "CUDA compile" "$log"; fi
fi

# OpenMP: compile and run against the reference, tails in M and N; the
# second set of blocks cuts M, N and K into several cache blocks each (mc
# and nc not multiples of the micro-tile), so every loop of the packed
# kernel runs more than once, with three tasks per thread; that one is built
# with ASan and UBSan, which see the packing buffers (aligned_alloc)
cc=${CC:-cc}
for r in sgemm dgemm sgemm_blocks; do
  real=float; ref=kf_sgemm_ref; [ $r = dgemm ] && real=double ref=kf_dgemm_ref
  blocks="" san=""
  if [ $r = sgemm_blocks ]; then
    blocks="kb=6 mc=13 nc=7 tasks=3"
    san="-fsanitize=address,undefined -fno-sanitize-recover=all"
  fi
  for tr in "0 0" "1 1" "0 1" "1 0"; do
    set -- $tr
    tt=$([ $1 = 1 ] && echo t || echo n)$([ $2 = 1 ] && echo t || echo n)
    "$k" blas gen ${r%_blocks} --dialect openmp --trans $tt --tails mn \
      --params "wg=4x2 tile=3x2 ku=2 $blocks" > "$tmp/k.c"
    if out=$($cc -std=c11 -O1 -fopenmp $san -I"$KFORGE_ROOT/include" -DREAL=$real -DREF=$ref \
               -DKERNEL="\"$tmp/k.c\"" "$KFORGE_ROOT/tests/blas/omp_driver.c" \
               "$KFORGE_ROOT/$KFORGE_PLAIN/libkforge.a" -lOpenCL -ldl -lm -o "$tmp/drv" 2>&1) &&
       out=$(OMP_NUM_THREADS=2 ASAN_OPTIONS=detect_leaks=0 "$tmp/drv" 37 23 19 $1 $2 2>&1) &&
       out=$(OMP_NUM_THREADS=2 ASAN_OPTIONS=detect_leaks=0 "$tmp/drv" 5 40 3 $1 $2 2>&1); then
      tap_ok "OpenMP $r $tt runs and matches the reference"
    else
      tap_fail "OpenMP $r $tt" "$out"
    fi
  done
done
# OpenMP TRMM kernels (the triangle masked in the packed panel or at the
# fetch of B, zero chunks skipped): against GEMM on a masked copy
for case in "left lower n non-unit 1 1 0 37 23 37" "left upper t unit 1 1 1 29 40 29" \
            "right upper n unit 2 0 1 33 45 45" "right lower t non-unit 2 1 0 20 31 31"; do
  set -- $case
  ta=0 tb=0; [ $1 = left ] && [ $3 = t ] && ta=1; [ $1 = right ] && [ $3 = t ] && tb=1
  unit=0; [ $4 = unit ] && unit=1
  # the triangle of op(X): lower when uplo is lower and op is n, or upper and t
  "$k" blas gen strmm --dialect openmp --side $1 --uplo $2 --trans $3 --diag $4 --tails mn \
    --params "wg=2x2 tile=3x2 kb=8 mc=12 nc=9" > "$tmp/t.c"
  lower=$(grep -q "lower triangular" "$tmp/t.c" && echo 1 || echo 0)
  if out=$($cc -std=c11 -O1 -fopenmp -I"$KFORGE_ROOT/include" -DREAL=float -DREF=kf_sgemm_ref \
             -DKERNEL="\"$tmp/t.c\"" -DTRI=$5 -DLOWER=$lower -DUNIT=$unit \
             "$KFORGE_ROOT/tests/blas/omp_driver.c" "$KFORGE_ROOT/$KFORGE_PLAIN/libkforge.a" \
             -lOpenCL -ldl -lm -o "$tmp/trdrv" 2>&1) &&
     out=$(OMP_NUM_THREADS=2 "$tmp/trdrv" $8 $9 ${10} $ta $tb 2>&1); then
    tap_ok "OpenMP strmm $1 $2 $3 $4 runs and matches"
  else
    tap_fail "OpenMP strmm $1 $2 $3 $4" "$out"
  fi
done
tap_done
