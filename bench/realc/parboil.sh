#!/usr/bin/env bash
# bench/realc/parboil.sh [PROGRAM...]: kforge's OpenMP against the authors'
# OpenMP on programs of the Parboil suite (its omp_base versions), as a new
# user would try them; the same steps as bench/realc/run.sh (Rodinia).
#
# For each program, in a scratch directory: its omp_base sources copied
# from $PARBOIL_DIR (the layout of github.com/yuhc/gpu-parboil:
# benchmarks/<program>/src/omp_base/, common/), bench/realc/mark.py turns
# each `#pragma omp parallel for` into a #pragma scop fragment, `kforge
# analyze` gives the verdicts, `kforge gen --target openmp` the parallel
# program; three builds (gcc -O2 -fopenmp with Parboil's common/src/parboil.c:
# the marked program, the authors', kforge's) run with
# OMP_NUM_THREADS=${THREADS:-2}, alternating, ${RUNS:-3} rounds, on inputs
# made here with fixed contents (Parboil's datasets are not in its
# repository); each output file must equal the marked program's; it
# prints the best time of each (Parboil's "Compute" timer) and the ratio
# authors/kforge (above 1: kforge faster).  Not part of make check; nothing
# of Parboil is kept in kforge.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
KFORGE=${KFORGE:-$root/build/plain/kforge}
if [ -z "${PARBOIL_DIR:-}" ] || [ ! -f "${PARBOIL_DIR:-}/common/src/parboil.c" ]; then
  echo "bench/realc/parboil: skipped: set PARBOIL_DIR to a checkout of Parboil (benchmarks/, common/)"
  exit 0
fi
threads=${THREADS:-2} runs=${RUNS:-3}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

# NAME|FILES WITH THE LOOPS|OTHER SOURCES|CFLAGS|ARGUMENTS (INPUT: the input
#   folder, OUT: the output file)|SETUP (python3, run in INPUT: the inputs)
programs='
stencil|kernels.c|main.c file.c||-i INPUT/in.bin -o OUT 128 128 64 40|import random, struct; random.seed(5); n = 128 * 128 * 64; open("in.bin", "wb").write(struct.pack("%df" % n, *[random.random() for _ in range(n)]))
lbm|lbm.c|main.c|-D_OPENMP|-i INPUT/obst.of -o OUT 30|X = Y = 120; Z = 150; open("obst.of", "w").write("".join("".join("".join("#" if 40 < x < 60 and 40 < y < 60 and 50 < z < 80 else "." for x in range(X)) + "\n" for y in range(Y)) + "\n" for z in range(Z)))
histo|main.c|util.c||-i INPUT/img.bin -o OUT 20|import random, struct; random.seed(7); w, h = 1024, 768; open("img.bin", "wb").write(struct.pack("4I", w, h, 256, 256) + struct.pack("%dI" % (w * h), *[min(65535, int(random.expovariate(1 / 9000.0))) for _ in range(w * h)]))
'
want=" $* "
common=$PARBOIL_DIR/common
echo "load: $(uptime | sed 's/.*load average: //')  threads: $threads  runs: $runs"
printf '%-10s %-22s %8s %8s %8s %8s  %s\n' program verdicts seq authors kforge ratio outputs
while IFS='|' read -r name files others cflags args setup; do
  [ -n "$name" ] || continue
  [ $# -eq 0 ] || [[ $want == *" $name "* ]] || continue
  src=$PARBOIL_DIR/benchmarks/$name/src/omp_base w=$work/$name
  [ -d "$src" ] || { printf '%-10s skipped: %s not found\n' "$name" "$src"; continue; }
  mkdir -p "$w/input"
  for v in authors kforge seq; do mkdir -p "$w/$v"; cp "$src"/*.[ch] "$w/$v/"; done
  inc="-I$common/include $cflags"
  : >"$w/analyze.txt"; genok=1
  for file in $files; do
    python3 "$root/bench/realc/mark.py" "$w/authors/$file" "$w/seq/$file" >>"$w/mark.log"
    (cd "$w/seq" && "$KFORGE" analyze "$file" -- $inc) >>"$w/analyze.txt" 2>>"$w/analyze.err"
    # written whole or not at all; exit 1 with an output: a fragment left as written
    rm -f "$w/gen.c"
    (cd "$w/seq" && "$KFORGE" gen --target openmp "$file" -o "$w/gen.c" -- $inc) >/dev/null 2>>"$w/gen.err"
    if [ -f "$w/gen.c" ]; then mv "$w/gen.c" "$w/kforge/$file"; else genok=0; fi
  done
  par=$(grep -cE '^ {2}L[0-9]+ +line +[0-9]+ +[^ ]+ +parallel' "$w/analyze.txt")
  all=$(grep -cE '^ {2}L[0-9]+ ' "$w/analyze.txt")
  [ $genok = 1 ] || { printf '%-10s kforge gen failed: %s\n' "$name" "$(grep error "$w/gen.err" | head -1)"; continue; }
  ok=1
  for v in seq authors kforge; do
    (cd "$w/$v" && gcc -O2 -fopenmp $inc -w -o prog $files $others "$common/src/parboil.c" -lm) \
      >"$w/$v.build" 2>&1 || { ok=0; echo "$name: $v does not build: $(head -3 "$w/$v.build")"; }
  done
  [ $ok = 1 ] || continue
  (cd "$w/input" && python3 -c "$setup") || { echo "$name: setup failed"; continue; }
  declare -A best=()
  for r in $(seq "$runs"); do
    for v in seq authors kforge; do
      a=${args//INPUT/$w/input}; a=${a//OUT/$w/$v.out}
      # shellcheck disable=SC2086
      t=$(cd "$w/$v" && OMP_NUM_THREADS=$threads ./prog $a 2>&1 | awk '/^Compute/ { print $3 }')
      [ -z "${best[$v]:-}" ] || awk -v a="$t" -v b="${best[$v]}" 'BEGIN { exit !(a < b) }' && best[$v]=$t
    done
  done
  same=same
  cmp -s "$w/seq.out" "$w/authors.out" || same="authors differ"
  cmp -s "$w/seq.out" "$w/kforge.out" || same="$same; kforge differs"
  ratio=$(awk -v a="${best[authors]}" -v k="${best[kforge]}" 'BEGIN { if (k > 0) printf "%.2f", a / k }')
  printf '%-10s %-22s %8s %8s %8s %8s  %s\n' "$name" "$par/$all loops parallel" "${best[seq]}" \
    "${best[authors]}" "${best[kforge]}" "$ratio" "$same"
  grep -E '^ {2}L[0-9]+ .*sequential' "$w/analyze.txt" | sed 's/^/    /'
  unset best
done <<<"$programs"
echo "load: $(uptime | sed 's/.*load average: //')"
