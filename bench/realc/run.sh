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

# NAME|DIR|FILES WITH THE LOOPS (space-separated)|OTHER SOURCES|CFLAGS|ARGUMENTS ("-":
#   analyze, generate and build only: inputs the bench cannot make)|TIMER LINE (regex; the
#   numbers of every matching line summed; empty: the wall clock of the run)|RESULT FILE
#   (compared too)|LOCAL FIX (sed on the program's .c files: seeds from the clock fixed, a
#   checksum printed)|SETUP (run once, in the sequential copy, before the runs: inputs with
#   fixed seeds; INPUT in the arguments names that directory)
programs='
particlefilter|openmp/particlefilter|ex_particle_OPENMP_seq.c|||-x 128 -y 128 -z 10 -np 20000|PARTICLE FILTER TOOK||s/seed\[i\] = time(0)\*i;/seed[i] = 12345*i;/|
lavaMD|openmp/lavaMD|kernel/kernel_cpu.c|main.c util/num/num.c util/timer/timer.c|-DOUTPUT|-cores THREADS -boxes1d 8|CPU/MCPU: KERNEL|result.txt|s/srand(time(NULL))/srand(2)/|
lud|openmp/lud|omp/lud_omp.c|omp/lud.c common/common.c|-Icommon|-s 2048 -n THREADS|Time consumed||s/^  stopwatch_stop(&sw);/&{double cs = 0; for (int q = 0; q < matrix_dim*matrix_dim; q++) cs += m[q]*(q % 7 + 1); printf("checksum %.9e\\n", cs);}/|
nn|openmp/nn|nn_openmp.c|||INPUT/files 5 30 90|||s/srand(time(NULL))/srand(7)/|gcc -O2 -w -o gen hurricane_gen.c -lm && mkdir -p data && ./gen 400000 4 >/dev/null && printf "$PWD/data/cane4_%d.db\\n" 0 1 2 3 >files
kmeans|openmp/kmeans/kmeans_openmp|kmeans_clustering.c|kmeans.c cluster.c getopt.c||-i INPUT/points.txt -n THREADS|Time for process||s/printf("number of Attributes %d\\n\\n",numAttributes);/&for (i = 0; i < nclusters; i++) { for (j = 0; j < numAttributes; j++) printf("%.4f ", cluster_centres[i][j]); printf("\\n"); }/|awk '"'"'BEGIN { srand(3); for (i = 0; i < 100000; i++) { printf "%d", i; for (j = 0; j < 34; j++) printf " %.4f", rand(); printf "\n" } }'"'"' >points.txt
b+tree|openmp/b+tree|kernel/kernel_cpu.c kernel/kernel_cpu_2.c|main.c util/num/num.c util/timer/timer.c||cores THREADS file INPUT/keys.txt command INPUT/cmd.txt|CPU/MCPU: KERNEL|output.txt||awk '"'"'BEGIN { n = 1000000; print n; srand(5); for (i = 0; i < n; i++) print int(rand() * 10 * n) }'"'"' >keys.txt && printf "k 10000\\nj 10000 3000\\n" >cmd.txt
backprop|openmp/backprop|backprop.c|backprop_kernel.c facetrain.c imagenet.c||1048576|||s/omp_set_num_threads(NUM_THREAD);/\/\/ the bench: OMP_NUM_THREADS/;/^#ifdef OPEN/,/^#endif/{/^#ifdef OPEN/d;/^#endif/d};s/^  bpnn_adjust_weights(net->hidden_delta, hid, net->input_units, in, net->input_weights, net->input_prev_weights);/&{double cs = 0; for (int q = 0; q <= in; q++) for (int r = 0; r <= hid; r++) cs += net->input_weights[q][r] * (1 + (q + r) % 7); printf("checksum %.6e\\n", cs);}/|
heartwall|openmp/heartwall|main.c|AVI/avilib.c AVI/avimod.c|-IAVI|-||||
myocyte|openmp/myocyte|main.c|||-||||
'
want=" $* "
echo "load: $(uptime | sed 's/.*load average: //')  threads: $threads  runs: $runs"
printf '%-16s %-22s %8s %8s %8s %8s  %s\n' program verdicts seq authors kforge ratio outputs
while IFS='|' read -r name dir files others cflags args timer result fix setup; do
  [ -n "$name" ] || continue
  [ $# -eq 0 ] || [[ $want == *" $name "* ]] || continue
  w=$work/$name; mkdir -p "$w"
  missing=""
  for file in $files; do [ -f "$RODINIA_DIR/$dir/$file" ] || missing="$missing $dir/$file"; done
  if [ -n "$missing" ]; then
    printf '%-16s skipped: %s not found\n' "$name" "$missing"; continue
  fi
  cp -r "$RODINIA_DIR/$dir/." "$w/authors"; cp -r "$RODINIA_DIR/$dir/." "$w/kforge"; cp -r "$RODINIA_DIR/$dir/." "$w/seq"
  for v in authors kforge seq; do
    for file in $files; do sed -i 's/\r$//' "$w/$v/$file"; done
    [ -z "$fix" ] || find "$w/$v" -name '*.c' -exec sed -i "$fix" {} +
  done
  : >"$w/analyze.txt"; : >"$w/gen.err"; genok=1
  for file in $files; do
    python3 "$root/bench/realc/mark.py" "$w/authors/$file" "$w/seq/$file" >>"$w/mark.log"
    # from the file's own directory, as its build finds its headers
    (cd "$w/seq/$(dirname "$file")" && "$KFORGE" analyze "$(basename "$file")" -- $cflags) >>"$w/analyze.txt" 2>>"$w/analyze.err"
    # written whole or not at all; exit 1 with an output: a fragment left as written
    rm -f "$w/gen.c"
    (cd "$w/seq/$(dirname "$file")" && "$KFORGE" gen --target openmp "$(basename "$file")" -o "$w/gen.c" -- $cflags) >/dev/null 2>>"$w/gen.err"
    if [ -f "$w/gen.c" ]; then mv "$w/gen.c" "$w/kforge/$file"; else genok=0; fi
  done
  par=$(grep -cE '^ {2}L[0-9]+ +line +[0-9]+ +[^ ]+ +parallel' "$w/analyze.txt")
  all=$(grep -cE '^ {2}L[0-9]+ ' "$w/analyze.txt")
  [ $genok = 1 ] || { printf '%-16s kforge gen failed: %s\n' "$name" "$(grep error "$w/gen.err" | head -1)"; continue; }
  ok=1
  for v in seq authors kforge; do
    # -fopenmp for the sequential build too: its pragmas are gone, but the
    # program may call the runtime (omp_set_num_threads)
    (cd "$w/$v" && gcc -O2 -fopenmp $cflags -w -o prog $files $others -lm) >"$w/$v.build" 2>&1 || { ok=0; echo "$name: $v does not build: $(head -3 "$w/$v.build")"; }
  done
  [ $ok = 1 ] || continue
  if [ "$args" = - ]; then
    printf '%-16s %-22s %s\n' "$name" "$par/$all loops parallel" "(not run: inputs the bench does not make; the three builds link)"
    grep -E '^ {2}L[0-9]+ .*sequential' "$w/analyze.txt" | sed 's/^/    /'
    continue
  fi
  if [ -n "$setup" ]; then
    (cd "$w/seq" && eval "$setup") >"$w/setup.log" 2>&1 || { echo "$name: setup failed: $(tail -2 "$w/setup.log")"; continue; }
  fi
  a=${args//THREADS/$threads}; a=${a//INPUT/$w/seq}
  declare -A best=()
  for r in $(seq "$runs"); do
    for v in seq authors kforge; do
      t0=$(date +%s.%N)
      out=$(cd "$w/$v" && OMP_NUM_THREADS=$threads ./prog $a 2>&1)
      t1=$(date +%s.%N)
      if [ -n "$timer" ]; then
        t=$(grep -E "$timer" <<<"$out" | awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+\.[0-9]+$/) { s += $i; break } } END { printf "%.6f", s }')
      else
        t=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", b - a }')
      fi
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
