#!/usr/bin/env bash
# libkforge_cblas: a program written against the system's cblas.h (and the
# Fortran BLAS symbols) built and linked against it, results against
# kforge's reference loops on every device; a Fortran program; the
# reference's argument checks and messages; make install's library and
# kforge-cblas.pc; ScaLAPACK's PDGEMM over MPI on kforge's dgemm_.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
root=$KFORGE_ROOT
b=$root/${KFORGE_BUILD:-build/asan}
san=""
case $b in */asan) san="-fsanitize=address,undefined -fno-omit-frame-pointer" ;; esac
# the cache the other BLAS tests fill: a kernel they built is not built again
export KFORGE_CACHE_DIR=${KFORGE_CACHE_DIR:-$root/build/kforge-cache}
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-2}
link="-L$b -lkforge_cblas -lkforge -Wl,-rpath,$b -lm"

# ---- a program written against cblas.h --------------------------------------
cblas_h=$(echo '#include <cblas.h>' | cc -E -M - 2>/dev/null | tr ' ' '\n' | grep '/cblas.h$' | head -1)
if [ -z "$cblas_h" ]; then
  tap_skip "a cblas.h program builds against libkforge_cblas" "no cblas.h (libopenblas-dev or libblas-dev)"
elif cc -std=c11 -Wall -Wextra -Werror -O1 $san -I"$root/include" "$root/tests/cblas/cblas_check.c" \
      -o "$tmp/check" $link 2>"$tmp/cc.log"; then
  tap_ok "a program written against $cblas_h builds against libkforge_cblas"
  # the symbols come from kforge, not from a system BLAS
  if ldd "$tmp/check" | grep -q libkforge_cblas && ! ldd "$tmp/check" | grep -Eq 'libopenblas|libblas'; then
    tap_ok "it links libkforge_cblas and no other BLAS"
  else
    tap_fail "it links libkforge_cblas and no other BLAS" "$(ldd "$tmp/check")"
  fi
  run_check() { # NAME DEVICE ARGS...
    local name=$1 dev=$2 out; shift 2
    if out=$(KFORGE_BLAS_DEVICE=$dev "$tmp/check" "$@" 2>&1) && ! grep -q warning <<<"$out"; then
      tap_ok "$name ($(tail -1 <<<"$out"))"
    else
      tap_fail "$name" "$(grep -v '^ok' <<<"$out" | head -30)"
    fi
  }
  # every case on the reference device (the interface's mapping: each device gets the same
  # arguments), a sample on the solvers (their kernels: tests/unit/test_blas_{cpu,ocl}.c)
  run_check "cblas_{s,d}{gemm,trmm,trsm}, both layouts, every case, reference device" ref cblas
  run_check "every 13th of them on the CPU solver (the default device)" "" cblas few
  run_check "every 45th of them on OpenCL (PoCL: GEMM, TRMM, TRSM, both precisions)" opencl cblas 45
  run_check "{s,d}{gemm,trmm,trsm}_ called from C (Fortran convention), every case, reference" ref fortran
  run_check "every 13th of them on the CPU solver" cpu fortran few

  # argument errors: the reference's numbers, in the caller's argument list
  "$tmp/check" errors >"$tmp/err.out" 2>"$tmp/err.txt"
  rc=$?
  cat > "$tmp/err.want" <<'T'
Parameter 1 to routine cblas_dgemm was incorrect
Illegal layout setting, 99
Parameter 2 to routine cblas_dgemm was incorrect
Illegal TransA setting, 7
Parameter 5 to routine cblas_dgemm was incorrect
Parameter 9 to routine cblas_dgemm was incorrect
Parameter 11 to routine cblas_dgemm was incorrect
Parameter 14 to routine cblas_sgemm was incorrect
Parameter 2 to routine cblas_dtrsm was incorrect
Illegal Side setting, 0
Parameter 10 to routine cblas_dtrmm was incorrect
Parameter 5 to routine cblas_strsm was incorrect
Illegal Diag setting, 5
 ** On entry to DGEMM parameter number  1 had an illegal value
 ** On entry to DGEMM parameter number  5 had an illegal value
 ** On entry to DGEMM parameter number  8 had an illegal value
 ** On entry to DTRSM parameter number  9 had an illegal value
 ** On entry to DTRMM parameter number 11 had an illegal value
 ** On entry to STRMM parameter number  2 had an illegal value
T
  if [ $rc -eq 0 ] && diff -u "$tmp/err.want" "$tmp/err.txt" >"$tmp/err.diff"; then
    tap_ok "invalid arguments: the reference's messages and numbers, operands untouched, no exit"
  else
    tap_fail "invalid arguments" "exit $rc; $(cat "$tmp/err.out" "$tmp/err.diff")"
  fi

  # the reports against netlib's own CBLAS and BLAS (Debian's libblas3), call by call
  netlib=/usr/lib/x86_64-linux-gnu/blas/libblas.so.3
  if [ -e "$netlib" ] && nm -D "$netlib" | grep -q ' T cblas_dgemm$' &&
     cc -O1 "$root/tests/cblas/xerbla_calls.c" -o "$tmp/xn" "$netlib" -Wl,-rpath,"$(dirname "$netlib")" 2>/dev/null &&
     cc -O1 $san "$root/tests/cblas/xerbla_calls.c" -o "$tmp/xk" -L"$b" -lkforge_cblas -Wl,-rpath,"$b" 2>"$tmp/xk.log"; then
    diffs=""
    for i in $(seq 0 14); do
      want=$("$tmp/xn" $i 2>&1 | tr -s ' ' | sed 's/ $//'); got=$("$tmp/xk" $i 2>&1 | tr -s ' ' | sed 's/ $//')
      # Debian's libblas3 replaces the Fortran xerbla_ by CBLAS's wording: the number must agree
      if [ $i -ge 12 ]; then want=$(grep -o '[0-9]\+' <<<"$want" | head -1); got=$(grep -o '[0-9]\+' <<<"$got" | head -1); fi
      [ "$want" = "$got" ] || diffs+="call $i: netlib '$want', kforge '$got'"$'\n'
    done
    if [ -z "$diffs" ]; then tap_ok "15 invalid calls: the reports of netlib's CBLAS, the parameter numbers of its BLAS"
    else tap_fail "invalid calls report as netlib's" "$diffs"; fi
  else
    tap_skip "invalid calls report as netlib's" "no netlib libblas3 with CBLAS ($netlib)"
  fi

  # the device choice and the trace
  out=$(KFORGE_BLAS_DEVICE=gpu9 KFORGE_CBLAS_TRACE=1 "$tmp/check" fortran few 2>&1)
  if grep -q "KFORGE_BLAS_DEVICE=gpu9 is none of cpu, opencl, ref; running on cpu" <<<"$out" &&
     grep -q "kforge-cblas: [sd]gemm_ m=[0-9]* n=[0-9]* k=[0-9]* on cpu" <<<"$out"; then
    tap_ok "an unknown KFORGE_BLAS_DEVICE is warned about; KFORGE_CBLAS_TRACE names the device"
  else
    tap_fail "an unknown KFORGE_BLAS_DEVICE is warned about" "$(head -20 <<<"$out")"
  fi
  # a device that fails falls back: no OpenCL platform at all
  out=$(OCL_ICD_VENDORS=$tmp/none KFORGE_BLAS_DEVICE=opencl KFORGE_CBLAS_TRACE=1 "$tmp/check" fortran few 2>&1)
  if grep -q "warning: the opencl device failed" <<<"$out" && grep -q "on cpu" <<<"$out" &&
     tail -1 <<<"$out" | grep -q ", 0 failed"; then
    tap_ok "without OpenCL the calls fall back to the CPU solver, warned once"
  else
    tap_fail "without OpenCL the calls fall back to the CPU solver" "$(head -20 <<<"$out")"
  fi
else
  tap_fail "a program written against cblas.h builds against libkforge_cblas" "$(cat "$tmp/cc.log")"
fi

# ---- Fortran -------------------------------------------------------------------
if ! command -v gfortran >/dev/null; then
  tap_skip "a Fortran program on libkforge_cblas" "no gfortran"
elif gfortran -O1 $san "$root/tests/cblas/fortran_check.f90" -o "$tmp/fcheck" $link 2>"$tmp/fc.log"; then
  if out=$(KFORGE_CBLAS_TRACE=1 "$tmp/fcheck" 2>&1) && [ "$(grep -c '^ok' <<<"$out")" = 4 ] &&
     [ "$(grep -c 'kforge-cblas: .* on cpu' <<<"$out")" = 4 ]; then
    tap_ok "a Fortran program's DGEMM, SGEMM, DTRMM, DTRSM run on kforge, against MATMUL"
  else
    tap_fail "a Fortran program on libkforge_cblas" "$out"
  fi
else
  tap_fail "a Fortran program builds against libkforge_cblas" "$(cat "$tmp/fc.log")"
fi

# ---- make install, pkg-config, static --------------------------------------------
if make -C "$root" --no-print-directory SANITIZE=0 install PREFIX="$tmp/usr" >"$tmp/inst.log" 2>&1; then
  ok=1
  for f in lib/libkforge_cblas.a lib/libkforge_cblas.so lib/libkforge_cblas.so.0 lib/pkgconfig/kforge-cblas.pc; do
    [ -e "$tmp/usr/$f" ] || { ok=0; tap_fail "make install puts $f"; }
  done
  [ $ok = 1 ] && tap_ok "make install puts libkforge_cblas (.a, .so) and kforge-cblas.pc"
  export PKG_CONFIG_PATH=$tmp/usr/lib/pkgconfig
  if [ -n "$cblas_h" ] &&
     cc -std=c11 -O1 -I"$root/include" "$root/tests/cblas/cblas_check.c" -o "$tmp/shared" \
        $(pkg-config --libs kforge-cblas) -lkforge -lm 2>"$tmp/pc.log" &&
     out=$(LD_LIBRARY_PATH=$tmp/usr/lib "$tmp/shared" fortran few 2>&1) &&
     cc -std=c11 -O1 -I"$root/include" "$root/tests/cblas/cblas_check.c" -o "$tmp/static" \
        $(pkg-config --libs --static kforge-cblas | sed "s|-lkforge_cblas|$tmp/usr/lib/libkforge_cblas.a|; s|-lkforge |$tmp/usr/lib/libkforge.a |") \
        2>>"$tmp/pc.log" &&
     ! ldd "$tmp/static" | grep -q kforge && out2=$("$tmp/static" cblas few 2>&1); then
    tap_ok "pkg-config kforge-cblas: linked shared ($(tail -1 <<<"$out")) and static ($(tail -1 <<<"$out2"))"
  else
    tap_fail "pkg-config kforge-cblas: shared and static links" "$(cat "$tmp/pc.log"; echo "$out"; echo "${out2:-}")"
  fi
else
  tap_fail "make install" "$(tail -20 "$tmp/inst.log")"
fi

# ---- ScaLAPACK over MPI ------------------------------------------------------------
if ! command -v mpicc >/dev/null || ! command -v mpirun >/dev/null ||
   [ ! -e /usr/lib/x86_64-linux-gnu/libscalapack-openmpi.so ]; then
  tap_skip "ScaLAPACK PDGEMM on kforge's dgemm_" "no mpicc, mpirun or libscalapack-openmpi-dev (scripts/setup)"
elif ! mpicc -std=c11 -D_GNU_SOURCE -O2 "$root/tests/cblas/pdgemm_check.c" -o "$tmp/pdgemm" \
       -L"$root/${KFORGE_PLAIN:-build/plain}" -lkforge_cblas -Wl,-rpath,"$root/${KFORGE_PLAIN:-build/plain}" -lscalapack-openmpi -lm 2>"$tmp/mpi.log"; then
  tap_fail "PDGEMM program builds against libkforge_cblas and ScaLAPACK" "$(cat "$tmp/mpi.log")"
else
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  out=$(OMP_NUM_THREADS=1 KFORGE_CBLAS_TRACE=1 timeout 120 mpirun -np 2 --oversubscribe "$tmp/pdgemm" 150 32 2>&1)
  rc=$?
  if [ $rc -eq 0 ] && grep -q 'pdgemm n=150 .*dgemm_from=.*libkforge_cblas' <<<"$out" &&
     grep -q 'kforge-cblas: dgemm_ .* on cpu' <<<"$out"; then
    tap_ok "ScaLAPACK PDGEMM, mpirun -np 2, on kforge's dgemm_: $(grep '^pdgemm' <<<"$out" | grep -o 'maxrelerr=[^ ]*')"
  elif grep -qiE 'not enough slots|orte|prte|mca|launch' <<<"$out" && ! grep -q '^pdgemm' <<<"$out"; then
    tap_skip "ScaLAPACK PDGEMM on kforge's dgemm_" "mpirun cannot run here: $(head -3 <<<"$out" | tr '\n' ' ')"
  else
    tap_fail "ScaLAPACK PDGEMM, mpirun -np 2, on kforge's dgemm_" "exit $rc: $(head -30 <<<"$out")"
  fi
fi
tap_done
