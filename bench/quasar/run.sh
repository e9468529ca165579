#!/usr/bin/env bash
# bench/quasar/run.sh [N]: the image examples of examples/quasar/ at NxN
# (default 1024) through `kforge run` (OpenMP with 2 threads; OpenCL on the
# first device, PoCL here) against the same algorithm in numpy, in Numba
# (@njit(parallel=True), 2 threads) and in sequential C built with gcc -O2,
# all in this run.  Each implementation prints the example's checksums
# (they must agree) and the filter's own time; kforge's first run (lower,
# build, PoCL's kernel compile: empty caches) and cached run are timed
# whole, as a user sees them.  Every time but the first run is the least of
# $REPS runs (default 3): the machine is shared, and the least is the one
# the others disturbed least.  Needs bench/quasar/setup.sh (numpy, Numba).
# KFORGE_BASE=path/to/another/kforge adds its OpenMP and OpenCL filter
# times, in the same run (a before/after table on a shared machine).
# ONLY=REGEX runs the filters whose name matches (ONLY=tv).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
n=${1:-1024}
k=${KFORGE:-$root/build/plain/kforge}
venv=${KFORGE_BENCH_VENV:-$root/build/bench-venv}
py=$venv/bin/python
[ -x "$py" ] || { echo "run bench/quasar/setup.sh first (numpy and Numba in $venv)" >&2; exit 1; }
reps=${REPS:-3}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_NUM_THREADS=2 NUMBA_NUM_THREADS=2
export KFORGE_QRT_LIB=${KFORGE_QRT_LIB:-$(dirname "$k")/libkforge_qrt.a}
gcc -O2 -o "$tmp/filters" "$root/bench/quasar/filters.c" -lm

wall() { # OUTFILE CMD...: runs CMD, its stdout to OUTFILE; prints the wall seconds
  local out=$1; shift
  local t0 t1
  t0=$(date +%s.%N); "$@" >"$out"; t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc -l
}
field() { sed -n "s/^$2 //p" "$1"; }
least() { # OUTFILE CMD...: runs CMD $reps times; OUTFILE keeps the output whose time is least
  local out=$1; shift
  "$@" >"$out"
  for ((r = 1; r < reps; r++)); do
    "$@" >"$out.r"
    if [ "$(echo "$(field "$out.r" time) < $(field "$out" time)" | bc -l)" = 1 ]; then mv "$out.r" "$out"; fi
  done
}
cached_wall() { # OUTFILE CMD...: the least whole-process wall time of $reps runs, the least filter time in OUTFILE
  local out=$1 best="" w; shift
  least "$out" "$@"
  for ((r = 0; r < reps; r++)); do
    w=$(wall "$out.w" "$@")
    if [ -z "$best" ] || [ "$(echo "$w < $best" | bc -l)" = 1 ]; then best=$w; fi
  done
  echo "$best"
}
same() { # FILE FILE: the checksum lines agree to 1e-9 relative
  paste -d' ' <(head -1 "$1") <(head -1 "$2") |
    awk '{ for (i = 1; i <= 3; i++) { d = $i - $(i+3); if (d < 0) d = -d; m = $i < 0 ? -$i : $i;
           if (d > 1e-9 * (m > 1 ? m : 1)) exit 1 } }'
}

printf 'Quasar image examples at %dx%d; seconds for the filter alone (first-run and cached-run: whole process)\n' "$n" "$n"
base=${KFORGE_BASE:-}
printf 'load average at the start: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-13s %9s %9s %9s %9s %9s | %7s %7s %7s | %11s %11s %9s%s\n' example omp ocl "C -O2" numpy numba \
  "C/omp" "np/omp" "nb/omp" "omp 1st/run" "ocl 1st/run" "nb 1st" "${base:+ | base omp  base ocl}"
for spec in "gaussian 2" "bilateral 2" "perona_malik 20" "tv 20" "haar 0.1" "wavelet 0.1"; do
  set -- $spec; name=$1 arg=$2
  [[ -z "${ONLY:-}" || $name =~ ${ONLY:-} ]] || continue
  q=$root/examples/quasar/$name.q
  ok=1
  for tgt in openmp opencl; do
    rm -rf "$tmp/cache" "$tmp/pocl"; mkdir -p "$tmp/pocl"
    first=$(KFORGE_CACHE=$tmp/cache POCL_CACHE_DIR=$tmp/pocl wall "$tmp/$tgt.1" "$k" run --target $tgt "$q" "$n" "$arg" 1)
    cached=$(KFORGE_CACHE=$tmp/cache POCL_CACHE_DIR=$tmp/pocl cached_wall "$tmp/$tgt" "$k" run --target $tgt "$q" "$n" "$arg" 1)
    printf -v "first_$tgt" '%.2f' "$first"; printf -v "cached_$tgt" '%.2f' "$cached"
  done
  bcols=""
  if [ -n "$base" ]; then
    for tgt in openmp opencl; do
      KFORGE_CACHE=$tmp/bcache POCL_CACHE_DIR=$tmp/pocl least "$tmp/b$tgt" "$base" run --target $tgt "$q" "$n" "$arg" 1
      same "$tmp/b$tgt" "$tmp/openmp" || echo "$name: base $tgt's checksums differ" >&2
    done
    bcols=$(printf ' | %8.4f  %8.4f' "$(field "$tmp/bopenmp" time)" "$(field "$tmp/bopencl" time)")
  fi
  least "$tmp/c" "$tmp/filters" "$name" "$n" "$arg"
  least "$tmp/numpy" "$py" "$root/bench/quasar/filters_py.py" numpy "$name" "$n" "$arg"
  REPS=$reps "$py" "$root/bench/quasar/filters_py.py" numba "$name" "$n" "$arg" >"$tmp/numba"
  for f in opencl c numpy numba; do same "$tmp/openmp" "$tmp/$f" || { ok=0; echo "$name: $f's checksums differ: $(head -1 "$tmp/$f") vs $(head -1 "$tmp/openmp")" >&2; }; done
  to=$(field "$tmp/openmp" time)
  printf '%-13s %9.4f %9.4f %9.4f %9.4f %9.4f | %7.2f %7.2f %7.2f | %5s/%-5s %5s/%-5s %9.2f%s%s\n' "$name" \
    "$to" "$(field "$tmp/opencl" time)" "$(field "$tmp/c" time)" "$(field "$tmp/numpy" time)" "$(field "$tmp/numba" time)" \
    "$(echo "$(field "$tmp/c" time) / $to" | bc -l)" "$(echo "$(field "$tmp/numpy" time) / $to" | bc -l)" \
    "$(echo "$(field "$tmp/numba" time) / $to" | bc -l)" \
    "$first_openmp" "$cached_openmp" "$first_opencl" "$cached_opencl" "$(field "$tmp/numba" first)" "$bcols" \
    "$([ $ok = 1 ] || echo '  (checksums differ)')"
done
printf 'load average at the end: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
echo "ratios: the other implementation's time over kforge's OpenMP time (above 1: kforge is faster)"
