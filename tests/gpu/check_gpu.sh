#!/usr/bin/env bash
# tests/gpu/check_gpu.sh: `make check-gpu`, the CUDA outputs run on an NVIDIA
# GPU and compared with the sequential programs.  Not part of `make check`
# (its name is not test_*.sh): nvcc takes seconds a file, and the runs need
# a device.
#
# Programs: PolyBench/C 4.2.1's 30 kernels (read from $POLYBENCH_DIR, default
# ../shared/polybench-4.2.1, with -I utilities -D<DATASET>_DATASET
# -DPOLYBENCH_DUMP_ARRAYS -DPOLYBENCH_TIME), the programs of tests/realc/,
# and the Quasar programs of examples/quasar/ and tests/quasar/gen/ (but
# lib.q, a module, and imageio.q, which writes image files).  Each is
#   1. built as it is with cc -O2 (Quasar: `kforge gen --no-parallelize`,
#      run on one OpenMP thread): the sequential program;
#   2. put through `kforge gen --target cuda`; the .cu compiled with
#      nvcc -arch=sm_90 -O2 -fmad=false -c, the host .c with cc -O2 -c against the CUDA
#      runtime's headers, both linked with -lcudart: a failure at any step
#      is a failure;
#   3. where a CUDA device is (a probe built against the same runtime,
#      tests/gpu/cuda_probe.c, says so), both run one after the other and
#      their outputs are compared by kforge-numcmp, floats within a relative
#      1e-6 as for the OpenCL check of tests/polybench/ (PolyBench: the
#      arrays dumped on stderr; the others: standard output).  Without a
#      device each run is a SKIP that gives the runtime's reason.
# The builds go GPU_JOBS (2) at a time; the runs one at a time, so that the
# timing table at the end is not disturbed: PolyBench's own timer for
# its kernels (which includes the CUDA context's set-up and the copies, as
# the fragment holds them), the whole program's wall time for the others;
# the best of GPU_RUNS (1) runs.
#
# Settings (environment): GPU_DATASET=MINI (default), SMALL, MEDIUM, LARGE or
# EXTRALARGE (PolyBench's dataset; the Quasar programs get larger sizes at
# LARGE and above; tests/realc has fixed sizes); GPU_ONLY=REGEX keeps the
# programs whose SUITE/NAME (polybench/gemm, realc/mandel, quasar/gaussian)
# matches; GPU_TIMEOUT seconds a run (300); GPU_KEEP=1 keeps the work folder
# and says where; NVCC, CUDA_HOME, CC, KFORGE as elsewhere.
#
# A GPU machine often lacks what kforge needs to run (libclang, isl) while
# this one lacks the GPU.  GPU_PACK=DIR builds everything here and stops: DIR
# then holds each program's two executables, the probe, kforge-numcmp and the
# CUDA runtime and OpenMP libraries they link, and nothing of this machine's
# paths but the programs' sources relative to the checkout.  GPU_RUN=DIR, in
# a copy of the same checkout on the GPU machine (where only bash, coreutils
# and the NVIDIA driver are needed), runs and compares them as above.
#
# Output: TAP, the timing table as # lines, then "N passed, N failed,
# N skipped" as tests/run-tests ends; the exit status is 1 if anything failed.
root=${KFORGE_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
. "$root/tests/lib/tap.sh"
K=${KFORGE:-$root/build/plain/kforge}
numcmp=$root/${KFORGE_PLAIN:-build/plain}/kforge-numcmp
[ -x "$numcmp" ] || numcmp=$(ls "$root"/build/*/kforge-numcmp 2>/dev/null | head -1)
pb=${POLYBENCH_DIR:-$root/../shared/polybench-4.2.1}
dataset=${GPU_DATASET:-MINI}
case $dataset in
  MINI|SMALL|MEDIUM|LARGE|EXTRALARGE) ;;
  *) echo "check_gpu: GPU_DATASET=$dataset: MINI, SMALL, MEDIUM, LARGE or EXTRALARGE" >&2; exit 2 ;;
esac
jobs=${GPU_JOBS:-2} runs=${GPU_RUNS:-1} limit=${GPU_TIMEOUT:-300} only=${GPU_ONLY:-}
pack=${GPU_PACK:-} from=${GPU_RUN:-}
if [ -n "$from" ]; then
  # the run half: everything comes from the pack
  if [ ! -s "$from/list" ] || [ ! -f "$from/dataset" ]; then
    echo "check_gpu: GPU_RUN=$from: not a folder written by GPU_PACK" >&2; exit 2
  fi
  from=$(cd "$from" && pwd)
  dataset=$(cat "$from/dataset") numcmp=$from/kforge-numcmp
  export LD_LIBRARY_PATH=$from/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
fi
cc=${CC:-cc}
nvcc=${NVCC:-$(command -v nvcc || echo "${CUDA_HOME:-/usr/local/cuda}/bin/nvcc")}
cuda_home=${CUDA_HOME:-$(dirname "$(dirname "$(command -v "$nvcc" || echo /usr/local/cuda/bin/nvcc)")")}
if [ -z "$from" ] && [ ! -x "$K" ]; then echo "check_gpu: $K not found (make)" >&2; exit 2; fi
if [ ! -x "$numcmp" ]; then echo "check_gpu: kforge-numcmp not found (make $root/build/plain/kforge-numcmp)" >&2; exit 2; fi
if [ -n "$from" ]; then
  tmp=$from
elif [ -n "$pack" ]; then
  if [ -e "$pack" ] && [ -n "$(ls -A "$pack")" ]; then
    echo "check_gpu: GPU_PACK=$pack exists and is not empty" >&2; exit 2
  fi
  mkdir -p "$pack" && tmp=$(cd "$pack" && pwd) || exit 2
else
  tmp=$(mktemp -d)
  if [ "${GPU_KEEP:-0}" = 1 ]; then echo "# work folder: $tmp"; else trap 'rm -rf "$tmp"' EXIT; fi
fi

# The programs, one a line: SUITE NAME SOURCE ARGS (ARGS: the Quasar sizes)
big=0; case $dataset in LARGE|EXTRALARGE) big=1 ;; esac
[ -n "$from" ] || { {
  if [ -f "$pb/utilities/polybench.c" ]; then
    pb=$(cd "$pb" && pwd)
    # the 30 kernels: NAME/NAME.c (medley/nussinov also holds Nussinov.orig.c)
    find "$pb" -name '*.c' ! -path '*/utilities/*' | sort | while read -r f; do
      n=$(basename "$f" .c); [ "$(basename "$(dirname "$f")")" = "$n" ] && echo "polybench $n $f"
    done
  fi
  for f in "$root"/tests/realc/*.c; do echo "realc $(basename "$f" .c) $f"; done
  # every program of examples/quasar/ and tests/quasar/gen/ (and the shared
  # memory of tests/quasar/blocks/anyblock.q, the parallelized loops and
  # fused expressions of tests/quasar/loopk/), at the sizes
  # below (others at their defaults): MINI to MEDIUM, then LARGE and above
  declare -A small=([alp]=64 [bilateral]="48 2" [diffusion]="64 5" [exprs]=120 [gaussian]=96)
  declare -A large=([alp]=2048 [bilateral]="2048 2" [diffusion]="2048 50" [exprs]=1000
                    [gaussian]=4096 [haar]=2048 [perona_malik]="2048 10" [tv]="2048 20" [wavelet]=2048)
  for f in "$root"/examples/quasar/*.q "$root"/tests/quasar/gen/*.q "$root"/tests/quasar/blocks/anyblock.q \
           "$root"/tests/quasar/loopk/*.q; do
    n=$(basename "$f" .q)
    case $n in lib|imageio) continue ;; esac
    if [ $big = 1 ]; then echo "quasar $n $f ${large[$n]:-}"; else echo "quasar $n $f ${small[$n]:-}"; fi
  done
} | while read -r suite name src args; do
  [ -z "$only" ] || grep -Eq -- "$only" <<<"$suite/$name" || continue
  # the checkout's own programs by a relative name: a pack runs elsewhere
  echo "$suite $name ${src#"$root"/} $args"
done >"$tmp/list"; }

# (only where GPU_ONLY may ask for PolyBench: a check of realc/ alone
# stays the same without it)
if [ -z "$from" ] && [ ! -f "$pb/utilities/polybench.c" ] &&
   { [ -z "$only" ] || [[ $only == *polybench* ]] || grep -Eq -- "$only" <<<"polybench/gemm"; }; then
  tap_skip "polybench: PolyBench/C 4.2.1" "not found in $pb (set POLYBENCH_DIR)"
fi
if [ ! -s "$tmp/list" ]; then
  echo "check_gpu: no program matches GPU_ONLY=$only" >&2; exit 2
fi

# Is there a device?  The probe is built against the runtime the programs use.
have_nvcc=1 device="" why=""
if [ -n "$from" ]; then
  have_nvcc=0 why="GPU_RUN: built elsewhere"
  device=$(timeout 60 "$tmp/probe" 2>&1) || { why="no CUDA device: ${device:-the probe failed}"; device=""; }
elif ! command -v "$nvcc" >/dev/null 2>&1; then
  have_nvcc=0 why="nvcc not found (set NVCC or CUDA_HOME)"
elif ! "$cc" -I"$cuda_home/include" "$root/tests/gpu/cuda_probe.c" -L"$cuda_home/lib64" \
       -Wl,-rpath,"$cuda_home/lib64" -lcudart -o "$tmp/probe" >"$tmp/probe.log" 2>&1; then
  why="the CUDA runtime probe does not build: $(head -1 "$tmp/probe.log")"
elif [ -n "$pack" ]; then
  why="packed in $tmp: run it with GPU_RUN on the GPU machine"
elif ! device=$(timeout 60 "$tmp/probe" 2>&1); then
  why="no CUDA device: ${device:-the probe failed}"; device=""
fi
echo "# GPU_DATASET=$dataset; nvcc: $nvcc$([ $have_nvcc = 1 ] && "$nvcc" --version | sed -n 's/.*\(release [0-9.]*\).*/ (\1)/p')"
echo "# device: ${device:-none ($why)}"

# One program's build: $tmp/ID/res holds "ok|fail|skip|CHECK" lines, each
# followed by its detail lines after a tab; $tmp/ID/run the run's kind.
build() {
  suite=$1 name=$2 src=$3 w=$tmp/$1.$2
  case $src in /*) ;; *) src=$root/$src ;; esac
  mkdir -p "$w" && cd "$w" || exit 1
  res() { tap_record "$w/res" "$@"; }
  [ "$have_nvcc" = 1 ] || { res skip "$suite/$name: CUDA output builds" "$why"; return; }
  flags=() host=(-I"$cuda_home/include") objs=() omp=()
  case $suite in
    polybench)
      flags=(-I "$pb/utilities" -I "$(dirname "$src")" -D"${dataset}_DATASET" -DPOLYBENCH_DUMP_ARRAYS -DPOLYBENCH_TIME)
      objs=(polybench.o)
      "$cc" -O2 "${flags[@]}" -c "$pb/utilities/polybench.c" -o polybench.o >seq.log 2>&1 &&
        "$cc" -O2 "${flags[@]}" "$src" polybench.o -lm -o seq >>seq.log 2>&1 ;;
    realc)
      "$cc" -O2 "$src" -lm -o seq >seq.log 2>&1 ;;
    quasar)
      omp=(-fopenmp)
      (cd "$(dirname "$src")" && "$K" gen --no-parallelize "$(basename "$src")" -o "$w/seq.c") >seq.log 2>&1 &&
        "$cc" -O2 -fopenmp -w seq.c -lm -o seq >>seq.log 2>&1 ;;
  esac
  if [ $? -ne 0 ]; then res fail "$suite/$name: the sequential program builds" "$(tail -5 seq.log)"; return; fi
  step="kforge gen --target cuda"
  if [ $suite = quasar ]; then
    (cd "$(dirname "$src")" && "$K" gen --target cuda "$(basename "$src")" -o "$w/cuda.c") >gen.log 2>&1
  elif [ $suite = polybench ]; then
    "$K" gen --target cuda "$src" -o cuda.c -- "${flags[@]}" >gen.log 2>&1
  else
    "$K" gen --target cuda "$src" -o cuda.c >gen.log 2>&1
  fi &&
    # -fmad=false: nvcc contracts a * b + c into one fused multiply-add by
    # default, which rounds once where the host (cc -O2 for x86-64, no FMA)
    # rounds twice: PolyBench's printed digits then differ in the last place
    # on most kernels (an H200, this check's first run), and ill-conditioned
    # ones (gramschmidt, lu) further.  The check is of kforge's code, so the
    # arithmetic is made the host's.
    step="nvcc -arch=sm_90 -c" && "$nvcc" -arch=sm_90 -O2 -fmad=false -c -w ${flags[@]+"${flags[@]}"} cuda.cu -o cu.o >build.log 2>&1 &&
    step="cc -c (host)" && "$cc" -O2 -w ${omp[@]+"${omp[@]}"} ${flags[@]+"${flags[@]}"} "${host[@]}" -c cuda.c -o host.o >build.log 2>&1 &&
    step="link" && "$cc" ${omp[@]+"${omp[@]}"} host.o cu.o ${objs[@]+"${objs[@]}"} -L"$cuda_home/lib64" \
      -Wl,-rpath,"$cuda_home/lib64" -lcudart -lstdc++ -lm -o cuda >build.log 2>&1
  if [ $? -ne 0 ]; then
    res fail "$suite/$name: CUDA output builds" "$step failed:"$'\n'"$(cat gen.log build.log 2>/dev/null | grep -v '^ *$' | tail -10)"
  else
    res ok "$suite/$name: CUDA output builds (kernels: $(grep -c '__global__ void' cuda.cu))" ""
    echo ready >built
  fi
}
export -f build tap_record
export tmp K pb dataset cc nvcc cuda_home have_nvcc why

export root
if [ -z "$from" ]; then
  echo "# building $(wc -l <"$tmp/list") programs, $jobs at a time"
  while read -r suite name src args; do echo "$suite $name $src"; done <"$tmp/list" |
    xargs -P"$jobs" -L1 bash -c 'build "$@"' _
fi
if [ -n "$pack" ]; then
  # what the run half needs beside the executables: the libraries they load
  # (the CUDA runtime, libgomp) found as this machine's loader finds them
  mkdir -p "$tmp/lib" && cp "$numcmp" "$tmp/kforge-numcmp" && echo "$dataset" >"$tmp/dataset"
  for f in "$tmp"/*/cuda "$tmp"/*/seq; do [ -x "$f" ] && ldd "$f"; done 2>/dev/null |
    awk '$1 ~ /^lib(cudart|gomp)/ && $3 ~ /^\// { print $3 }' | sort -u |
    while read -r l; do cp -L "$l" "$tmp/lib/"; done
  rm -f "$tmp"/*/*.o
  strip "$tmp"/*/cuda "$tmp"/*/seq 2>/dev/null
fi

# A run: the best time of $runs, outputs of the first; $1 OUT, $2 ERR, then
# the command.  The time is the wall time, or with pbt=1 what PolyBench
# prints last on stdout (-DPOLYBENCH_TIME: its kernel's time).  Prints the
# seconds, or returns the failing run's exit status.
timed() {
  local out=$1 err=$2 best="" i s e t o rc; shift 2
  for ((i = 0; i < runs; i++)); do
    o=$out; [ $i = 0 ] || o=$out.again
    s=$(date +%s.%N)
    timeout "$limit" "$@" >"$o" 2>"$err.$i" || { rc=$?; mv "$err.$i" "$err"; return $rc; }
    e=$(date +%s.%N)
    [ $i = 0 ] && mv "$err.$i" "$err" || rm -f "$err.$i"
    if [ "$pbt" = 1 ]; then t=$(tail -1 "$o" | awk '{ printf "%.6f", $1 }')
    else t=$(awk -v s="$s" -v e="$e" 'BEGIN { printf "%.6f", e - s }'); fi
    [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }' && best=$t
  done
  echo "$best"
}
# why a run failed, from its exit status and its standard error
failed() {
  if [ "$1" = 124 ]; then echo "timed out after ${limit}s (GPU_TIMEOUT)"; else echo "exit $1"; fi
  tail -3 "$2"
}

times=""
declare -A nprog nbuilt nkern nequal
# the builds' results
report() {
  case $1 in
    ok) tap_ok "$2" ;;
    skip) tap_skip "$2" "$3" ;;
    fail) tap_fail "$2" "$3" ;;
  esac
}
while read -r suite name src args; do
  w=$tmp/$suite.$name
  tap_replay "$w/res" report
  nprog[$suite]=$((${nprog[$suite]:-0} + 1))
  [ -f "$w/built" ] || continue
  nbuilt[$suite]=$((${nbuilt[$suite]:-0} + 1))
  grep -q '__global__ void' "$w/cuda.cu" && nkern[$suite]=$((${nkern[$suite]:-0} + 1))
  [ -z "$pack" ] || continue
  case $src in /*) ;; *) src=$root/$src ;; esac
  check="$suite/$name: the CUDA program's output equals the sequential one's (rtol 1e-6)"
  if [ -z "$device" ]; then tap_skip "$check" "$why"; continue; fi
  # Quasar programs read files beside them; PolyBench's may be absent there
  cd "$(dirname "$src")" 2>/dev/null || cd "$w" || exit 1
  env=(); [ $suite = quasar ] && env=(OMP_NUM_THREADS=1)
  pbt=0; [ $suite = polybench ] && pbt=1
  # shellcheck disable=SC2086 # the Quasar sizes are words
  ts=$(timed "$w/seq.out" "$w/seq.err" env ${env[@]+"${env[@]}"} "$w/seq" $args) ||
    { tap_fail "$check" "the sequential program fails: $(failed $? "$w/seq.err")"; continue; }
  # shellcheck disable=SC2086
  tc=$(timed "$w/cuda.out" "$w/cuda.err" "$w/cuda" $args) ||
    { tap_fail "$check" "the CUDA program fails: $(failed $? "$w/cuda.err")"; continue; }
  if [ $suite = polybench ]; then
    want=$w/seq.err got=$w/cuda.err
  else
    want=$w/seq.out got=$w/cuda.out
  fi
  if out=$("$numcmp" --rtol 1e-6 "$want" "$got" 2>&1); then
    tap_ok "$check"
    nequal[$suite]=$((${nequal[$suite]:-0} + 1))
    times+="$(printf '%-24s %12s %12s %9s' "$suite/$name" "$ts" "$tc" \
      "$(awk -v s="$ts" -v c="$tc" 'BEGIN { if (c > 0) printf "%.2fx", s / c; else print "-" }')")"$'\n'
  else
    tap_fail "$check" "$out"
  fi
done <"$tmp/list"

for suite in polybench realc quasar; do
  [ -n "${nprog[$suite]:-}" ] || continue
  echo "# $suite: ${nbuilt[$suite]:-0} of ${nprog[$suite]} built, ${nkern[$suite]:-0} with a kernel;" \
    "$([ -n "$device" ] && echo "${nequal[$suite]:-0} equal the sequential program" || echo "not run")"
done
if [ -n "$times" ]; then
  echo "# GPU_DATASET=$dataset on $device; seconds, best of $runs: PolyBench's kernel timer"
  echo "# (CUDA set-up and copies included), the whole program for realc/ and quasar/"
  printf '# %-24s %12s %12s %9s\n' program sequential cuda speedup
  printf '%s' "$times" | sed 's/^/# /'
else
  echo "# no timings: ${why:-no program ran}"
fi
tap_done; rc=$?
tap_summary
exit $rc
