#!/usr/bin/env bash
# bench/polybench/run.sh [KERNEL...]: PolyBench/C 4.2.1 as released, four ways.
#
#   gcc     the original, gcc -O2                     (the anchor: every ratio is gcc's time / the other's)
#   omp     kforge gen --target openmp, gcc -O2 -fopenmp
#   omp-notile  the same with --disable=tile (not in the default VARIANTS;
#           bench/transforms/run.sh measures the tiling pass with it)
#   omp-noorder the same with --disable=order-keep: triangular solves as
#           written (not in the default VARIANTS)
#   omp-nowave  the same with --disable=wavefront (not in the default
#           VARIANTS: the OpenMP output without its wavefronts, seidel-2d's
#           and nussinov's "before")
#   omp-noseqsimd the same with --disable=seq-simd: no omp simd where no
#           team runs (not in the default VARIANTS)
#   omp-noreg   the same with --disable=regblock: tiled, not register-blocked
#           (not in the default VARIANTS)
#   omp-noregk  the same with --disable=regblock-k: rows register-blocked,
#           the loop above the innermost not jammed (not in the default VARIANTS)
#   omp-noacc   the same with --disable=scalar-acc: accumulator elements
#           stored and loaded in every iteration (not in the default VARIANTS)
#   omp-noexpand the same with --disable=expand: scalars not expanded, symm's
#           and deriche's loops walk columns (not in the default VARIANTS)
#   omp-nopriv  the same with --disable=privatise-array: scratch rows
#           shared (doitgen's sum), their loops sequential (not in the
#           default VARIANTS)
#   polly   the original, clang-19 -O3 with Polly's automatic parallelisation (libgomp)
#   ocl     kforge gen --target opencl, gcc -O2, PoCL
#           (--device-choice=device, the default: every fragment with a
#           parallel loop on the device, as PPCG's column)
#   ocl-auto     the same with --device-choice=auto: the device only where
#           the cost model finds it pays (codegen/gpu_choice.h; not in the
#           default VARIANTS)
#   ocl-noktile  the same with --disable=ktile (not in the default VARIANTS)
#   ocl-nostrip  the same with --disable=strip: the CPU device's kernels
#           a thread per element, no strips (not in the default VARIANTS)
#   ocl-nointerior the same with --disable=interior: every thread of every
#           block tests the band's bounds (not in the default VARIANTS)
#   ocl-nodeepen the same with --disable=deepen: kernels of the nests as
#           written, no triangle's box (not in the default VARIANTS)
#   ocl-ktile    the same with opencl_window = on: the local-memory kernels
#           (windowed, k-tiled) run on PoCL too, where auto runs the plain
#           ones (not in the default VARIANTS)
#
# Each program is built with -DPOLYBENCH_TIME and the DATASET's sizes; the
# four are run in turn, RUNS rounds, and each keeps its best time as
# PolyBench prints it (the OpenCL one after an untimed run that fills PoCL's
# kernel cache).  Before timing, each variant is built once more at
# CHECK_DATASET with -DPOLYBENCH_DUMP_ARRAYS and its dump compared with the
# original's (kforge-numcmp, relative 1e-6): a wrong result is shown as
# "wrong" and kept out of the means.  A variant that does not build shows
# "build".  Prints a table of ratios per kernel and the geometric means;
# writes it as TSV and, when gnuplot is installed, an SVG bar chart.
#
# The PPCG column is not measured here: it holds PPCG 0.09's OpenCL ratios
# over gcc -O2 measured elsewhere on a machine of this kind (PoCL, 2 cores,
# LARGE), for comparison with kforge's OpenCL column only.
#
# Settings (environment):
#   POLYBENCH_DIR  default ../shared/polybench-4.2.1 beside the checkout
#   DATASET        LARGE (MINI SMALL MEDIUM LARGE EXTRALARGE)
#   CHECK_DATASET  SMALL
#   RUNS           3
#   VARIANTS       "gcc omp polly ocl"
#   OMP_NUM_THREADS 2
#   OUT            build/bench-polybench (programs, logs, results.tsv, ratios.svg)
#   KFORGE         build/plain/kforge (make SANITIZE=0 builds it)
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
pb=${POLYBENCH_DIR:-$root/../shared/polybench-4.2.1}
dataset=${DATASET:-LARGE}
check_dataset=${CHECK_DATASET:-SMALL}
runs=${RUNS:-3}
variants=${VARIANTS:-gcc omp polly ocl}
out=${OUT:-$root/build/bench-polybench}
kforge=${KFORGE:-$root/build/plain/kforge}
numcmp=${NUMCMP:-$root/build/plain/kforge-numcmp}
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-2}
# threads that spin at barriers distort figures on a shared machine
export OMP_WAIT_POLICY=${OMP_WAIT_POLICY:-passive}
polly="clang-19 -O3 -mllvm -polly -mllvm -polly-parallel -mllvm -polly-omp-backend=GNU -fopenmp=libgomp"

if [ ! -f "$pb/utilities/benchmark_list" ]; then
  echo "bench/polybench: PolyBench not found in $pb (set POLYBENCH_DIR)" >&2
  exit 2
fi
for t in "$kforge" "$numcmp"; do
  [ -x "$t" ] || { echo "bench/polybench: $t missing: run make SANITIZE=0 check-build" >&2; exit 2; }
done
mkdir -p "$out"

# PPCG 0.09, OpenCL on PoCL, 2 cores, LARGE, over gcc -O2 (measured elsewhere)
declare -A ppcg=(
  [2mm]=2.23 [3mm]=2.19 [adi]=1.51 [atax]=0.068 [bicg]=0.19 [cholesky]=0.20 [correlation]=2.21
  [covariance]=3.28 [deriche]=0.71 [doitgen]=0.14 [durbin]=0.004 [fdtd-2d]=0.27 [gemm]=1.47
  [gemver]=0.031 [gesummv]=0.088 [gramschmidt]=0.11 [heat-3d]=0.99 [jacobi-1d]=0.009
  [jacobi-2d]=0.35 [lu]=0.11 [ludcmp]=0.63 [mvt]=0.088 [nussinov]=0.77 [seidel-2d]=0.84
  [symm]=1.29 [syr2k]=2.80 [syrk]=1.85 [trisolv]=0.011 [trmm]=3.06)

kernels=()
while read -r f; do
  name=$(basename "$f" .c)
  if [ $# -eq 0 ] || [[ " $* " == *" $name "* ]]; then kernels+=("${f#./}"); fi
done < "$pb/utilities/benchmark_list"

# The harness (polybench.c: timer, cache flush, dumps) is one object per
# set of defines, built by gcc -O2 without -fopenmp and linked into every
# variant: built with -fopenmp it flushes the cache with a parallel loop
# before the timer starts, which alone made the untouched jacobi-1d 14%
# slower.  Only the kernel's file differs between the variants.
harness() { # DEFINES -> the object's path
  local o=$out/polybench-$(printf '%s' "$1" | md5sum | cut -c1-12).o
  [ -f "$o" ] || gcc -O2 -I"$pb/utilities" $1 -c "$pb/utilities/polybench.c" -o "$o"
  printf '%s' "$o"
}

# build VARIANT SRC DIR DEFINES EXE: one program; its log in EXE.log
build() {
  local v=$1 src=$2 dir=$3 defs=$4 exe=$5
  local inc="-I$pb/utilities -I$dir"
  local gen=$exe.c pbo
  pbo=$(harness "$defs") || return 1
  case $v in
    gcc)   gcc -O2 $inc $defs "$src" "$pbo" -lm -o "$exe" ;;
    polly) $polly $inc $defs "$src" "$pbo" -lm -o "$exe" ;;
    omp)   "$kforge" gen --target openmp "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 -fopenmp $inc $defs "$gen" "$pbo" -lm -o "$exe" ;;
    omp-notile)
           "$kforge" gen --target openmp --disable=tile "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 -fopenmp $inc $defs "$gen" "$pbo" -lm -o "$exe" ;;
    omp-noorder)
           "$kforge" gen --target openmp --disable=order-keep "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 -fopenmp $inc $defs "$gen" "$pbo" -lm -o "$exe" ;;
    omp-nowave)
           "$kforge" gen --target openmp --disable=wavefront "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 -fopenmp $inc $defs "$gen" "$pbo" -lm -o "$exe" ;;
    omp-noseqsimd)
           "$kforge" gen --target openmp --disable=seq-simd "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 -fopenmp $inc $defs "$gen" "$pbo" -lm -o "$exe" ;;
    omp-noreg)
           "$kforge" gen --target openmp --disable=regblock "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 -fopenmp $inc $defs "$gen" "$pbo" -lm -o "$exe" ;;
    omp-noregk)
           "$kforge" gen --target openmp --disable=regblock-k "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 -fopenmp $inc $defs "$gen" "$pbo" -lm -o "$exe" ;;
    omp-noacc)
           "$kforge" gen --target openmp --disable=scalar-acc "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 -fopenmp $inc $defs "$gen" "$pbo" -lm -o "$exe" ;;
    omp-noexpand)
           "$kforge" gen --target openmp --disable=expand "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 -fopenmp $inc $defs "$gen" "$pbo" -lm -o "$exe" ;;
    omp-nopriv)
           "$kforge" gen --target openmp --disable=privatise-array "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 -fopenmp $inc $defs "$gen" "$pbo" -lm -o "$exe" ;;
    ocl)   "$kforge" gen --target opencl "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 $inc $defs "$gen" "$pbo" -lOpenCL -lm -o "$exe" ;;
    ocl-auto)
           "$kforge" gen --target opencl --device-choice=auto "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 $inc $defs "$gen" "$pbo" -lOpenCL -lm -o "$exe" ;;
    ocl-noktile)
           "$kforge" gen --target opencl --disable=ktile "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 $inc $defs "$gen" "$pbo" -lOpenCL -lm -o "$exe" ;;
    ocl-nostrip)
           "$kforge" gen --target opencl --disable=strip "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 $inc $defs "$gen" "$pbo" -lOpenCL -lm -o "$exe" ;;
    ocl-nointerior)
           "$kforge" gen --target opencl --disable=interior "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 $inc $defs "$gen" "$pbo" -lOpenCL -lm -o "$exe" ;;
    ocl-nodeepen)
           "$kforge" gen --target opencl --disable=deepen "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 $inc $defs "$gen" "$pbo" -lOpenCL -lm -o "$exe" ;;
    ocl-ktile)
           printf 'opencl_window = on\n' >"$exe.toml" &&
           "$kforge" gen --target opencl --settings "$exe.toml" "$src" -o "$gen" -- $inc $defs &&
           gcc -O2 $inc $defs "$gen" "$pbo" -lOpenCL -lm -o "$exe" ;;
  esac >"$exe.log" 2>&1
}

tsv=$out/results.tsv
printf 'kernel\tgcc_s' >"$tsv"
for v in $variants; do [ "$v" = gcc ] || printf '\t%s' "$v" >>"$tsv"; done
printf '\tppcg_ocl\n' >>"$tsv"

printf '%-14s %9s' kernel "gcc (s)"
for v in $variants; do [ "$v" = gcc ] || printf ' %8s' "$v"; done
printf ' %9s\n' "ppcg-ocl*"

for k in "${kernels[@]}"; do
  name=$(basename "$k" .c) dir=$pb/$(dirname "$k") src=$pb/$k
  kd=$out/$name
  mkdir -p "$kd"
  declare -A state=() best=()
  # correctness at CHECK_DATASET
  cdefs="-D${check_dataset}_DATASET -DPOLYBENCH_DUMP_ARRAYS"
  for v in $variants; do
    if ! build "$v" "$src" "$dir" "$cdefs" "$kd/check.$v"; then state[$v]=build; continue; fi
    timeout 300 "$kd/check.$v" >/dev/null 2>"$kd/check.$v.dump" || { state[$v]=run; continue; }
  done
  for v in $variants; do
    [ -n "${state[$v]:-}" ] && continue
    if [ "$v" != gcc ] && ! "$numcmp" --rtol 1e-6 "$kd/check.gcc.dump" "$kd/check.$v.dump" \
        >"$kd/check.$v.cmp" 2>&1; then
      state[$v]=wrong
    fi
  done
  # timing at DATASET, variants in turn
  tdefs="-D${dataset}_DATASET -DPOLYBENCH_TIME"
  for v in $variants; do
    [ -n "${state[$v]:-}" ] && continue
    build "$v" "$src" "$dir" "$tdefs" "$kd/time.$v" || state[$v]=build
  done
  # one untimed run of the OpenCL variant first: PoCL compiles a program's
  # kernels on its first run and keeps them in its cache (~/.cache/pocl),
  # so every later run, and PPCG's figures, pay only the cached build
  for v in $variants; do
    [ -n "${state[$v]:-}" ] || [[ $v != ocl* ]] && continue
    timeout 1200 "$kd/time.$v" >/dev/null 2>&1
  done
  for ((r = 0; r < runs; r++)); do
    for v in $variants; do
      [ -n "${state[$v]:-}" ] && continue
      t=$(timeout 1200 "$kd/time.$v" 2>/dev/null | tail -n 1)
      if ! [[ $t =~ ^[0-9.]+$ ]]; then state[$v]=run; continue; fi
      if [ -z "${best[$v]:-}" ] || awk -v a="$t" -v b="${best[$v]}" 'BEGIN{exit !(a < b)}'; then
        best[$v]=$t
      fi
    done
  done
  g=${best[gcc]:-}
  printf '%-14s %9s' "$name" "${g:-${state[gcc]:-?}}"
  printf '%s\t%s' "$name" "${g:-NA}" >>"$tsv"
  for v in $variants; do
    [ "$v" = gcc ] && continue
    if [ -n "${state[$v]:-}" ] || [ -z "$g" ]; then
      cell=${state[$v]:-NA}
    else
      cell=$(awk -v a="$g" -v b="${best[$v]}" 'BEGIN{printf "%.2f", (b > 0 ? a / b : 0)}')
    fi
    printf ' %8s' "$cell"
    printf '\t%s' "$cell" >>"$tsv"
  done
  printf ' %9s\n' "${ppcg[$name]:-}"
  printf '\t%s\n' "${ppcg[$name]:-NA}" >>"$tsv"
  unset state best
done

# geometric means over the kernels where the variant is correct and timed
printf '%-14s %9s' "geomean" ""
col=3
for v in $variants ppcg; do
  [ "$v" = gcc ] && continue
  gm=$(awk -F'\t' -v c=$col 'NR > 1 && $c ~ /^[0-9.]+$/ && $c > 0 {s += log($c); n++}
        END {if (n) printf "%.2f(%d)", exp(s / n), n; else printf "-"}' "$tsv")
  printf ' %8s' "$gm"
  col=$((col + 1))
done
echo
echo "ratios: gcc -O2's time over the variant's (higher is faster); (n): kernels in the mean"
echo "* PPCG 0.09's OpenCL, measured elsewhere on a machine of this kind, not in this run"
echo "dataset $dataset, best of $runs, OMP_NUM_THREADS=$OMP_NUM_THREADS; results in $tsv"

if command -v gnuplot >/dev/null 2>&1; then
  ncol=$(head -n 1 "$tsv" | awk -F'\t' '{print NF}')
  {
    echo "set terminal svg size 1200,500 dynamic font 'sans,10'"
    echo "set output '$out/ratios.svg'"
    echo "set title 'PolyBench/C 4.2.1, $dataset: speed over gcc -O2 (higher is faster)'"
    echo "set style data histogram; set style histogram clustered gap 1; set style fill solid border -1"
    echo "set logscale y; set yrange [0.01:*]; set grid ytics; set xtics rotate by -45"
    echo "set datafile missing 'NA'; set key top left"
    printf "plot '%s'" "$tsv"
    for ((c = 3; c <= ncol; c++)); do
      [ "$c" -gt 3 ] && printf ", ''"
      printf " using (\$%d > 0 ? \$%d : NaN):xtic(1) title columnhead(%d)" "$c" "$c" "$c"
    done
    echo
  } >"$out/ratios.gp"
  gnuplot "$out/ratios.gp" 2>"$out/gnuplot.log" && echo "chart: $out/ratios.svg"
fi
