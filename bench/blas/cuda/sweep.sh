#!/usr/bin/env bash
# bench/blas/cuda/sweep.sh: the CUDA solver's GEMM kernel shapes swept on one
# GPU, each checked against cuBLAS and timed by bench_cuda (which reads the
# kernel from $KFORGE_CUDA_GEMM_PARAMS).  The defaults of
# src/blas/solvers/cuda.c (cuda_params) come from such a run.
#
#   bench/blas/cuda/sweep.sh [-p s|d] [-n N]... [PARAMS]...
#
# BENCH_CUDA: the program (default build/plain/bench/blas/cuda/bench_cuda,
# `make build/plain/bench/blas/cuda/bench_cuda`).  Without PARAMS, a grid of
# work-group and tile shapes.  Output: one line per shape and size, GFLOP/s
# of kforge and cuBLAS and their ratio, then the best shape per size.
root=$(cd "$(dirname "$0")/../../.." && pwd)
bench=${BENCH_CUDA:-$root/build/plain/bench/blas/cuda/bench_cuda}
prec=s sizes=()
while getopts p:n: o; do
  case $o in
    p) prec=$OPTARG ;;
    n) sizes+=(-n "$OPTARG") ;;
    *) echo "usage: sweep.sh [-p s|d] [-n N]... [PARAMS]..." >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ ${#sizes[@]} -gt 0 ] || sizes=(-n 128 -n 500 -n 1000 -n 1024 -n 4096)
if [ $# -eq 0 ]; then
  set -- "wg=16x16 tile=4x4 kb=16 ku=4" "wg=8x8 tile=4x4 kb=16 ku=4" "wg=16x16 tile=2x2 kb=16 ku=4" \
    "wg=16x16 tile=8x8 kb=8 ku=4" "wg=16x16 tile=8x8 kb=16 ku=4" "wg=16x8 tile=8x8 kb=16 ku=4" \
    "wg=32x8 tile=4x8 kb=16 ku=4" "wg=8x32 tile=8x4 kb=16 ku=4" "wg=16x16 tile=4x8 kb=16 ku=4" \
    "wg=16x16 tile=8x4 kb=16 ku=4" "wg=32x32 tile=2x2 kb=32 ku=4" "wg=16x16 tile=4x4 kb=32 ku=8"
fi
[ -x "$bench" ] || { echo "sweep: $bench not found (make $bench)" >&2; exit 2; }
out=$(mktemp) all=$(mktemp); trap 'rm -f "$out" "$all"' EXIT
for prm in "$@"; do
  KFORGE_CUDA_GEMM_PARAMS="$prm" "$bench" -R gemm -p "$prec" "${sizes[@]}" >"$out" 2>&1
  rc=$?
  [ $rc = 2 ] && { cat "$out"; exit 2; }
  awk -v p="$prm" '$1 == "gemm" { printf "%-30s %6s %10s %10s %8s\n", p, $3, $6, $7, $8 }' "$out" | tee -a "$all"
  [ $rc = 0 ] || grep -v '^gemm\|^#' "$out" | head -3 | sed "s/^/# $prm: /"
done
echo "# best per size (GFLOP/s, kforge):"
awk '{ n = $(NF-3); g = $(NF-2) + 0; if (g > best[n]) { best[n] = g; at[n] = $0 } }
  END { for (n in at) print "#   " at[n] }' "$all" | sort -k6 -n
