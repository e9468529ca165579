#!/usr/bin/env bash
# Histograms (counts into an element the data picks: bins[px[i]]++): the
# updates commute (src/analysis/deps.c reduction_dep), analyze says so, and
# gen's OpenMP output reduces into a copy of the array per thread where it
# is declared with its extent (src/codegen/gen.c kf_gen_array_reduction),
# saying why not where it is reached through a pointer.  The program
# (tests/diff/regress/histograms.c) agrees with the sequential one on
# every target in tests/diff.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
cd "$KFORGE_ROOT" || exit 1

p=tests/diff/regress/histograms.c
"$k" analyze "$p" >"$tmp/h.analyze" 2>/dev/null
tap_grep "histograms: analyze: hb[px[i]]++ is a reduction" "L1 +line [0-9]+ +i +parallel, reduction on hb \(\+\)" "$tmp/h.analyze"
tap_grep "histograms: analyze: the mask bounds the element" "L3 +line [0-9]+ +i +parallel, reduction on cnt \(\+\)" "$tmp/h.analyze"
tap_grep "histograms: analyze: a read of bins[0] in the loop keeps it sequential" \
  "L7 +line [0-9]+ +i +sequential: flow dependence on bins" "$tmp/h.analyze"
"$k" gen --target openmp "$p" -o "$tmp/h.c" 2>"$tmp/h.err"
for clause in "hb\[0:256\]" "q\[0:10\]" "cnt\[0:64\]" "w\[0:16\]" "bins\[0:256\]"; do
  tap_grep "histograms: reduction($clause) in the OpenMP output" "#pragma omp parallel for.* reduction\(\+: $clause\)" "$tmp/h.c"
done
tap_run "histograms: the OpenMP output builds with -Wall -Werror" \
  gcc -fopenmp -Wall -Werror -Wno-unknown-pragmas -c "$tmp/h.c" -o "$tmp/h.o"
tap_run "histograms: agrees with the sequential program, every loop forking" \
  env OMP_NUM_THREADS=3 "$k" verify --target openmp --min-work=0 "$p"
"$k" gen --target openmp tests/realc/histogram.c -o "$tmp/r.c" 2>"$tmp/r.err"
tap_grep "histogram.c: through a pointer, gen says why it stays as written" \
  "L1 \(i\) is parallel but not run so: 'bins' is reached through a pointer, so the elements a copy for each thread would hold are not known" \
  "$tmp/r.err"
"$k" gen --target openmp --disable=reductions "$p" -o "$tmp/off.c" 2>/dev/null
if grep -q "reduction(+: hb" "$tmp/off.c"; then
  tap_fail "histograms: --disable=reductions keeps them as written" "$(grep -n 'omp' "$tmp/off.c")"
else
  tap_ok "histograms: --disable=reductions keeps them as written"
fi
tap_done
