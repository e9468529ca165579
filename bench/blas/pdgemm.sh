#!/usr/bin/env bash
# bench/blas/pdgemm.sh [N] [NB]: ScaLAPACK's PDGEMM over Open MPI
# (mpirun -np 2, one thread a process), the node's dgemm_ from kforge
# (libkforge_cblas, CPU solver) and from OpenBLAS, the same program
# (tests/cblas/pdgemm_check.c) linked twice; each run checks its product.
# Prints both runs' lines and the ratio of their GFLOP/s.  Part of
# `make bench-blas`, not of `make check`.  Skipped (exit 0, a line
# saying why) where mpicc, mpirun or ScaLAPACK is missing.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
b=${KFORGE_BUILD:-build/plain}
n=${1:-2000} nb=${2:-64}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
if ! command -v mpicc >/dev/null || ! command -v mpirun >/dev/null ||
   [ ! -e /usr/lib/x86_64-linux-gnu/libscalapack-openmpi.so ]; then
  echo "pdgemm: SKIP (no mpicc, mpirun or libscalapack-openmpi-dev: scripts/setup)"
  exit 0
fi
src=$root/tests/cblas/pdgemm_check.c
mpicc -std=c11 -D_GNU_SOURCE -O2 "$src" -o "$tmp/kforge" -L"$root/$b" -lkforge_cblas \
  -Wl,-rpath,"$root/$b" -lscalapack-openmpi -lm || exit 1
mpicc -std=c11 -D_GNU_SOURCE -O2 "$src" -o "$tmp/openblas" -lopenblas -lscalapack-openmpi -lm || exit 1
# OpenBLAS's own kernel for this CPU, not a pinned older one (see docs/blas.md)
unset OPENBLAS_CORETYPE OPENBLAS_L2_SIZE
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1
run() { mpirun -np 2 --oversubscribe "$@" 2>&1; }
k=$(run "$tmp/kforge" "$n" "$nb" 3) || { echo "pdgemm: kforge run failed: $k"; exit 1; }
o=$(run "$tmp/openblas" "$n" "$nb" 3) || { echo "pdgemm: OpenBLAS run failed: $o"; exit 1; }
core=$(OPENBLAS_VERBOSE=2 "$tmp/openblas" 2>&1 </dev/null | grep -o 'Core: [A-Za-z0-9]*' | head -1)
echo "kforge   $(grep '^pdgemm' <<<"$k")"
echo "OpenBLAS $(grep '^pdgemm' <<<"$o") ${core:+($core)}"
gk=$(grep -o 'GFLOP/s=[0-9.]*' <<<"$k" | cut -d= -f2) go=$(grep -o 'GFLOP/s=[0-9.]*' <<<"$o" | cut -d= -f2)
awk -v a="$gk" -v b="$go" 'BEGIN { if (b > 0) printf "pdgemm kforge/OpenBLAS %.2fx (mpirun -np 2, 1 thread each)\n", a / b }'
