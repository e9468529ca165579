#!/usr/bin/env bash
# bench/realc/npb.sh [BENCHMARK...]: the NAS Parallel Benchmarks' OpenMP C
# version (NPB3.0-omp-C: BT CG EP FT IS LU MG SP) through kforge, as a new
# user would try them.
#
# For each benchmark, in a scratch directory: its source copied from
# $NPB_DIR, npbparams.h made by NPB's own setparams for ${CLASS:-S} (with
# the version and compiler strings its print routine wants), each `#pragma
# omp parallel for` and worksharing `omp for` turned into a `#pragma scop`
# fragment by bench/realc/mark.py (the other omp pragmas removed); `kforge
# analyze` counts the parallel loops; `kforge gen` for OpenMP and OpenCL;
# the marked program (sequential), the authors' OpenMP and kforge's
# outputs built with gcc -O2 and run (OMP_NUM_THREADS=${THREADS:-2},
# OpenCL on whatever platform the ICD finds: PoCL here).  A line per
# benchmark: NPB's own verification of each build (SUCCESSFUL when its
# results match the reference values of the class), the kernels of the
# OpenCL output and each build's "Time in seconds".  Exit status 1 when
# an output does not build or does not verify.
#
# NPB_DIR is a checkout of NPB3.0-omp-C (github.com/edeiana/NPB3.0-omp-C
# has that layout: BT/bt.c ... common/ sys/setparams.c config/); without
# it the script says so and does nothing.  Not part of make check; nothing
# of NPB is kept in kforge.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
KFORGE=${KFORGE:-$root/build/plain/kforge}
if [ -z "${NPB_DIR:-}" ] || [ ! -f "${NPB_DIR:-}/sys/setparams.c" ]; then
  echo "bench/realc/npb: skipped: set NPB_DIR to a checkout of NPB3.0-omp-C (sys/setparams.c, common/, BT/ ...)"
  exit 0
fi
class=${CLASS:-S} threads=${THREADS:-2}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cp -r "$NPB_DIR/." "$work/npb"
c=$work/npb/common
[ -f "$work/npb/config/make.def" ] || cp "$work/npb/config/make.def.template" "$work/npb/config/make.def"
gcc -w -o "$work/setparams" "$work/npb/sys/setparams.c" || { echo "npb: setparams does not build"; exit 1; }
bad=0
echo "load: $(uptime | sed 's/.*load average: //')  class: $class  threads: $threads"
for B in ${*:-BT CG EP FT IS LU MG SP}; do
  b=$(echo "$B" | tr 'A-Z' 'a-z'); w=$work/npb/$B
  [ -f "$w/$b.c" ] || { echo "$B: skipped: $B/$b.c not found"; continue; }
  (cd "$w" && "$work/setparams" "$b" "$class" >/dev/null 2>&1)
  printf '#ifndef NPBVERSION\n#define NPBVERSION "3.0"\n#define COMPILETIME "-"\n#define CS1 ""\n#define CS2 ""\n#define CS3 ""\n#define CS4 ""\n#define CS5 ""\n#define CS6 ""\n#define CS7 ""\n#define CC ""\n#define CLINK ""\n#define C_LIB ""\n#define C_INC ""\n#define CFLAGS ""\n#define CLINKFLAGS ""\n#endif\n' >>"$w/npbparams.h"
  extra="$c/c_print_results.c $c/c_timers.c $c/wtime.c"
  [ "$B" = IS ] || extra="$extra $c/c_randdp.c"
  python3 "$root/bench/realc/mark.py" "$w/$b.c" "$w/marked.c" >"$w/mark.log" 2>&1
  "$KFORGE" analyze "$w/marked.c" -- -I"$c" >"$w/analyze.txt" 2>/dev/null
  par=$(grep -cE '^ {2,}L[0-9.]+ +line +[0-9]+ +[^ ]+ +parallel' "$w/analyze.txt")
  # sequential only while pointers (or a size a pointer may reach) overlap,
  # or while rows reached through row pointers may be shared: parallel
  # behind the alias test where they do not (a loop counted once)
  tested=$(awk '/^  +L[0-9.]+ +line +[0-9]+ +[^ ]+ +sequential: / { t = /; parallel where they do not overlap$/; n += t; next }
                /^ +parallel(, reduction)? where the rows reached through its row pointers lie apart/ { if (!t) n++; t = 1 }
                END { print n + 0 }' "$w/analyze.txt")
  all=$(grep -cE '^ {2,}L[0-9.]+ ' "$w/analyze.txt")
  line="$B: $par/$all loops parallel, $tested more behind a run-time test"
  for v in seq authors openmp opencl; do
    src=$w/marked.c fl=""
    case $v in
      authors) src=$w/$b.c fl=-fopenmp ;;
      openmp|opencl)
        src=$w/$v.c; [ $v = openmp ] && fl=-fopenmp || fl=-lOpenCL
        rm -f "$src"
        # exit 1 with the output written: a fragment left as written, said so
        "$KFORGE" gen --target $v "$w/marked.c" -o "$src" -- -I"$c" >"$w/$v.gen" 2>&1
        if [ ! -f "$src" ]; then
          line="$line | $v: kforge gen fails"; bad=1; continue
        fi ;;
    esac
    if ! gcc -O2 -w -I"$c" "$src" $extra -lm $fl -o "$w/$v.exe" 2>"$w/$v.build"; then
      line="$line | $v: does not build ($(grep -m1 error "$w/$v.build" | cut -c1-80))"; bad=1; continue
    fi
    (cd "$w" && OMP_NUM_THREADS=$threads timeout 900 "./$v.exe" >"$w/$v.out" 2>&1)
    ver=$(grep -i "verification *=" "$w/$v.out" | sed 's/.*= *//')
    t=$(grep -i "time in seconds" "$w/$v.out" | sed 's/.*= *//')
    nk=""; [ $v = opencl ] && nk=" $(head -1 "$src" | sed -n 's/.*; \([0-9]*\) kernels\{0,1\} \*\/$/\1/p') kernels"
    [ "$ver" = SUCCESSFUL ] || bad=1
    line="$line | $v: ${ver:-no verification line}$nk ${t}s"
  done
  echo "$line"
done
exit $bad
