#!/usr/bin/env bash
# bench/realc/run.sh [PROGRAM...]: kforge's OpenMP against the authors'
# OpenMP on programs of the Rodinia suite, as a new user would try them.
#
# For each program, in a scratch directory: its OpenMP source is copied from
# $RODINIA_DIR, bench/realc/mark.py turns each `#pragma omp parallel for`
# into a #pragma scop fragment (the other omp pragmas removed), `kforge
# analyze` gives the verdicts, `kforge gen --target openmp` the parallel
# program; three builds (gcc -O2 -fopenmp: the marked program, whose
# pragmas are gone, the authors', kforge's) run with OMP_NUM_THREADS=${THREADS:-2}, alternating,
# ${RUNS:-3} rounds; the output (timing lines removed) of each must equal
# the sequential one's; it prints the best time of each and the ratio
# authors/kforge (above 1: kforge faster).  Times are the program's own
# timer around its loops where it has one.
#
# RODINIA_DIR is a checkout of the OpenMP programs (the layout of
# github.com/yuhc/gpu-rodinia: openmp/<program>/...); without it the bench
# says so and does nothing.  Not part of make check.  Nothing of Rodinia is
# kept in kforge.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
KFORGE=${KFORGE:-$root/build/plain/kforge}
if [ -z "${RODINIA_DIR:-}" ] || [ ! -d "${RODINIA_DIR:-}/openmp" ]; then
  echo "bench/realc: skipped: set RODINIA_DIR to a checkout of Rodinia's OpenMP programs (openmp/<program>/)"
  exit 0
fi
threads=${THREADS:-2} runs=${RUNS:-3}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

# NAME|DIR|FILE WITH THE LOOPS|OTHER SOURCES|CFLAGS|ARGUMENTS|TIMER LINE (regex)|
#   RESULT FILE (compared too)|LOCAL FIX (sed on the program's .c files: both programs
#   seed their generators from the clock)
programs='
particlefilter|openmp/particlefilter|ex_particle_OPENMP_seq.c|||-x 128 -y 128 -z 10 -np 20000|PARTICLE FILTER TOOK||s/seed\[i\] = time(0)\*i;/seed[i] = 12345*i;/
lavaMD|openmp/lavaMD|kernel/kernel_cpu.c|main.c util/num/num.c util/timer/timer.c|-DOUTPUT|-cores THREADS -boxes1d 8|CPU/MCPU: KERNEL|result.txt|s/srand(time(NULL))/srand(2)/
'
want=" $* "
echo "load: $(uptime | sed 's/.*load average: //')  threads: $threads  runs: $runs"
printf '%-16s %-22s %8s %8s %8s %8s  %s\n' program verdicts seq authors kforge ratio outputs
while IFS='|' read -r name dir file others cflags args timer result fix; do
  [ -n "$name" ] || continue
  [ $# -eq 0 ] || [[ $want == *" $name "* ]] || continue
  w=$work/$name; mkdir -p "$w"
  if [ ! -f "$RODINIA_DIR/$dir/$file" ]; then
    printf '%-16s skipped: %s not found\n' "$name" "$dir/$file"; continue
  fi
  cp -r "$RODINIA_DIR/$dir/." "$w/authors"; cp -r "$RODINIA_DIR/$dir/." "$w/kforge"; cp -r "$RODINIA_DIR/$dir/." "$w/seq"
  for v in authors kforge seq; do
    sed -i 's/\r$//' "$w/$v/$file"
    [ -z "$fix" ] || find "$w/$v" -name '*.c' -exec sed -i "$fix" {} +
  done
  python3 "$root/bench/realc/mark.py" "$w/authors/$file" "$w/seq/$file" >"$w/mark.log"
  "$KFORGE" analyze "$w/seq/$file" >"$w/analyze.txt" 2>"$w/analyze.err"
  par=$(grep -cE '^ {2}L[0-9]+ .* parallel' "$w/analyze.txt")
  all=$(grep -cE '^ {2}L[0-9]+ ' "$w/analyze.txt")
  "$KFORGE" gen --target openmp "$w/seq/$file" -o "$w/kforge/$file" >/dev/null 2>"$w/gen.err" ||
    { printf '%-16s kforge gen failed: %s\n' "$name" "$(grep error "$w/gen.err" | head -1)"; continue; }
  ok=1
  for v in seq authors kforge; do
    # -fopenmp for the sequential build too: its pragmas are gone, but the
    # program may call the runtime (omp_set_num_threads)
    (cd "$w/$v" && gcc -O2 -fopenmp $cflags -w -o prog "$file" $others -lm) >"$w/$v.build" 2>&1 || { ok=0; echo "$name: $v does not build: $(head -3 "$w/$v.build")"; }
  done
  [ $ok = 1 ] || continue
  a=${args//THREADS/$threads}
  declare -A best=()
  for r in $(seq "$runs"); do
    for v in seq authors kforge; do
      out=$(cd "$w/$v" && OMP_NUM_THREADS=$threads ./prog $a 2>&1)
      t=$(grep -E "$timer" <<<"$out" | grep -oE '[0-9]+\.[0-9]+' | head -1)
      grep -viE 'time|took|[0-9.]+ s(,|$)|threads|cores' <<<"$out" >"$w/$v.out"
      [ -z "$result" ] || cat "$w/$v/$result" >>"$w/$v.out"
      [ -z "${best[$v]:-}" ] || awk -v a="$t" -v b="${best[$v]}" 'BEGIN { exit !(a < b) }' && best[$v]=$t
    done
  done
  same=same
  cmp -s "$w/seq.out" "$w/authors.out" || same="authors differ"
  cmp -s "$w/seq.out" "$w/kforge.out" || same="$same; kforge differs"
  ratio=$(awk -v a="${best[authors]}" -v k="${best[kforge]}" 'BEGIN { if (k > 0) printf "%.2f", a / k }')
  printf '%-16s %-22s %8s %8s %8s %8s  %s\n' "$name" "$par/$all loops parallel" "${best[seq]}" \
    "${best[authors]}" "${best[kforge]}" "$ratio" "$same"
  grep -E '^ {2}L[0-9]+ .*sequential' "$w/analyze.txt" | sed 's/^/    /'
  unset best
done <<<"$programs"
echo "load: $(uptime | sed 's/.*load average: //')"
