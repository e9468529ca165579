#!/usr/bin/env bash
# bench/transforms/run.sh: each kernel transform against the same program
# with it switched off (--disable=PASS), on the case it exists for, through
# OpenCL (PoCL on the CPU here), in one run:
#   window  tests/transforms/conv5x5.c (5x5 convolution) and
#           tests/kernels/jacobi-2d.c
#   fusion  tests/transforms/fuse_chain.c (a chain of four element-wise
#           kernels and their temporaries)
#   coalesce, flatten, singleton  tests/transforms/colwise.c: a column-wise
#           nest, three channels per pixel, a loop of one iteration, one
#           kernel each (-DKERNELS=1, 2, 4)
#   bounds, divergence  the Quasar face (bench/transforms/ktrans.q): a
#           kernel whose 'clamped accesses the launch domain proves inside,
#           and one whose data-dependent if/else becomes a select; OpenMP
#           and OpenCL, whole `kforge run`s' own timer (tic/toc around the
#           launches, copies included), best of RUNS
#   tile    PolyBench's gemm, 2mm and covariance as released, through
#           OpenMP, with the pass and with --disable=tile, and Polly, in
#           one run of bench/polybench/run.sh (its DATASET, LARGE unless
#           set; PolyBench's own timer; POLYBENCH_DIR as there)
# Times are the fragments alone (kforge verify --fragments: #pragma scop
# to endscop, copies included; whole programs for fuse_chain.c, whose
# #pragma kforge line verify does not instrument), best of RUNS (default 3)
# each, outputs checked against the sequential program.  ratio = time without the pass /
# time with it (> 1: the pass pays).  Not part of `make check`.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
kforge=${KFORGE:-$root/build/plain/kforge}
runs=${RUNS:-3}
. "$root/bench/transforms/cases.sh" # the C cases, shared with cuda.sh
only=${PASSES:-}  # e.g. PASSES="coalesce flatten": those rows alone (tile is a pass too)
# one kernel, windowed (the default, auto, would run the plain one on PoCL)
settings=$(mktemp); trap 'rm -f "$settings"' EXIT
printf 'opencl_window = on\n' >"$settings"
frag_time() { # PASS-OPTIONS FILE DEFINES...: the OpenCL fragments' seconds
  local opt=$1 f=$2; shift 2
  local out
  out=$("$kforge" verify --target opencl --fragments --runs "$runs" --settings "$settings" $opt "$root/$f" -- "$@" 2>&1 | tail -1)
  if [[ $out =~ fragments\ alone:\ sequential\ ([0-9.]+)\ s,\ opencl\ ([0-9.]+)\ s ]]; then
    echo "${BASH_REMATCH[1]} ${BASH_REMATCH[2]}"
  elif [[ $out =~ sequential\ ([0-9.]+)\ s,\ opencl\ ([0-9.]+)\ s ]]; then
    # a file with #pragma kforge lines: verify times whole programs
    echo "${BASH_REMATCH[1]} ${BASH_REMATCH[2]}"
  else
    echo "failed: $out" >&2
    echo "- -"
  fi
}
printf '%-9s %-46s %9s %9s %9s %7s\n' pass case "seq s" "off s" "on s" ratio
for c in "${cases[@]}"; do
  set -- $c
  pass=$1 file=$2; shift 2
  [ -n "$only" ] && [[ " $only " != *" $pass "* ]] && continue
  read -r seq on < <(frag_time "" "$file" "$@")
  read -r _ off < <(frag_time "--disable=$pass" "$file" "$@")
  ratio=$(awk -v a="$off" -v b="$on" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.2f", a / b; else print "-" }')
  printf '%-9s %-46s %9s %9s %9s %7s\n' "$pass" "$(basename "$file") $*" "$seq" "$off" "$on" "$ratio"
done

# bounds, divergence: the Quasar program's own time, with and without the pass
qcases=(
  "bounds openmp 1"
  "bounds opencl 1"
  "bounds openmp 3"
  "bounds opencl 3"
  "divergence openmp 2"
  "divergence opencl 2"
)
qsize=${QSIZE:-1024} qreps=${QREPS:-20}
q_time() { # TARGET WHICH OPTIONS...: the least of RUNS times
  local t=$1 w=$2 best=""; shift 2
  for ((r = 0; r < runs; r++)); do
    local s
    s=$("$kforge" run --target "$t" "$@" "$root/bench/transforms/ktrans.q" "$qsize" "$qreps" "$w" 2>/dev/null |
        awk '/^time / { print $2 }')
    [ -n "$s" ] && best=$(awk -v a="$best" -v b="$s" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }')
  done
  echo "${best:--}"
}
for c in "${qcases[@]}"; do
  set -- $c
  pass=$1 t=$2 w=$3
  [ -n "$only" ] && [[ " $only " != *" $pass "* ]] && continue
  seq=$(OMP_NUM_THREADS=1 q_time openmp "$w" --no-parallelize)
  on=$(q_time "$t" "$w")
  off=$(q_time "$t" "$w" "--disable=$pass")
  ratio=$(awk -v a="$off" -v b="$on" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.2f", a / b; else print "-" }')
  printf '%-9s %-46s %9s %9s %9s %7s\n' "$pass" "ktrans.q $qsize $qreps $w ($t)" "$seq" "$off" "$on" "$ratio"
done

# tile: through bench/polybench/run.sh, whose ratios are gcc -O2's time
# over each variant's; the seconds below are gcc's time over those ratios
tout=$(mktemp -d); trap 'rm -f "$settings"; rm -rf "$tout"' EXIT
if [ -n "$only" ] && [[ " $only " != *" tile "* ]]; then exit 0; fi
if VARIANTS="gcc omp-notile omp polly" RUNS=$runs OUT=$tout KFORGE=$kforge \
    "$root/bench/polybench/run.sh" gemm 2mm covariance >"$tout/log" 2>&1; then
  awk -F'\t' -v ds="${DATASET:-LARGE}" '
    NR > 1 && $2 ~ /^[0-9.]+$/ {
      off = ($3 > 0 ? $2 / $3 : 0); on = ($4 > 0 ? $2 / $4 : 0)
      printf "%-7s %-32s %9.3f %9s %9s %7s\n", "tile", $1 " (" ds ", OpenMP)", $2,
             (off ? sprintf("%.3f", off) : $3), (on ? sprintf("%.3f", on) : $4),
             (off && on ? sprintf("%.2f", off / on) : "-")
      printf "%-7s %-32s %9.3f %9s %9s %7s\n", "", "  Polly, same run", $2, "",
             ($5 > 0 ? sprintf("%.3f", $2 / $5) : $5),
             (on && $5 > 0 ? sprintf("%.2f", ($2 / $5) / on) : "-")
    }' "$tout/results.tsv"
  echo "Polly rows: on s is Polly's time; ratio = Polly's time / kforge's with tile on (> 1: kforge faster)"
else
  echo "tile: bench/polybench/run.sh failed: $(tail -3 "$tout/log")" >&2
fi
