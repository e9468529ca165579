#!/usr/bin/env bash
# omp simd where the nest stays sequential (pass seq-simd, openmp.c's
# kf_omp_seq_simd): the inner loops of a time loop too light to fork for
# get `omp simd` when they carry no dependence, never the reduction nor the
# loop with a call; the build runs bit for bit as the sequential one (the
# program prints %a: lanes without a reduction reorder no sum); --disable
# switches it off.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
cd "$KFORGE_ROOT" || exit 1
dir=tests/gen/omp # relative: the goldens name the file as given

expect() { # NAME grep-E-PATTERN FILE [!]
  if grep -Eq -- "$2" "$3"; then
    if [ "${4:-}" = '!' ]; then tap_fail "$1" "$(grep -E -- "$2" "$3")"; else tap_ok "$1"; fi
  elif [ "${4:-}" = '!' ]; then tap_ok "$1"
  else tap_fail "$1" "no /$2/ in $(cat "$3")"; fi
}

src=$dir/seq_simd.c
"$k" gen --target openmp --explain "$src" -o "$tmp/s.c" 2>"$tmp/s.explain"
tap_diff "seq_simd: openmp golden" "$dir/golden/seq_simd.openmp.c" "$tmp/s.c"
tap_diff "seq_simd: --explain golden" "$dir/golden/seq_simd.explain" "$tmp/s.explain"
expect "seq_simd: no team" "omp (parallel|for)" "$tmp/s.c" '!'
# the pragma line and the loop line after it, for each simd
grep -A1 '^ *#pragma omp simd$' "$tmp/s.c" | grep -v -e '^--$' -e 'pragma' >"$tmp/simd_loops"
if [ "$(wc -l <"$tmp/simd_loops")" = 2 ] && ! grep -q 'i < N;' "$tmp/simd_loops"; then
  tap_ok "seq_simd: omp simd on the two dependence-free loops only"
else
  tap_fail "seq_simd: omp simd on the two dependence-free loops only" "$(cat "$tmp/simd_loops")"
fi
expect "seq_simd: --explain names the loops that got it" \
  "L1.2     omp simd though sequential: it carries no dependence" "$tmp/s.explain"
expect "seq_simd: --explain says why not on the reduction" \
  "L1.3     no omp simd: it is a reduction, which lanes would reassociate" "$tmp/s.explain"
expect "seq_simd: --explain says why not on the call" \
  "L1.4     no omp simd: it calls half, which gcc may not vectorise" "$tmp/s.explain"

# the innermost loop under two sequential loops: sequential whatever
# --min-work says (omp_too_fine), simd all the same
"$k" gen --target openmp --min-work=0 --explain "$dir/seq_simd_fine.c" -o "$tmp/f.c" 2>"$tmp/f.explain"
tap_diff "seq_simd_fine: openmp golden" "$dir/golden/seq_simd_fine.openmp.c" "$tmp/f.c"
expect "seq_simd_fine: the k loop gets omp simd" \
  "L1.1.1   omp simd though sequential: it carries no dependence" "$tmp/f.explain"

# bit for bit: gcc -O2 as the user builds, -fopenmp honouring the simd
for x in seq_simd:s seq_simd_fine:f; do
  name=${x%:*} out=${x#*:}
  cc -O2 -o "$tmp/$out.seq" "$dir/$name.c" && "$tmp/$out.seq" >"$tmp/$out.seq.out"
  cc -O2 -fopenmp -o "$tmp/$out.omp" "$tmp/$out.c" && "$tmp/$out.omp" >"$tmp/$out.omp.out"
  if [ -s "$tmp/$out.seq.out" ] && cmp -s "$tmp/$out.seq.out" "$tmp/$out.omp.out"; then
    tap_ok "$name: output equal to the sequential program's, bit for bit"
  else
    tap_fail "$name: output equal to the sequential program's, bit for bit" \
      "$(diff "$tmp/$out.seq.out" "$tmp/$out.omp.out" | head)"
  fi
done
tap_run "seq_simd: kforge verify agrees" "$k" verify --target openmp "$src"

# a nest versioned on its work (cost_runtime: if (test) { team } else
# { as written }): the as-written copy, which runs where the test fails,
# takes the simd too, and runs as the sequential program does at N=64
"$k" gen --target openmp "$dir/cost_runtime.c" -o "$tmp/rt.c" 2>/dev/null
n=$(awk '/} else {/ { e = 1; next } e && /#pragma omp simd$/ { n++ } { e = 0 } END { print n + 0 }' "$tmp/rt.c")
if [ "$n" = 1 ] && [ "$(grep -c '^ *#pragma omp simd$' "$tmp/rt.c")" = 3 ]; then
  tap_ok "cost_runtime: omp simd in the sequential versions"
else
  tap_fail "cost_runtime: omp simd in the sequential versions" "$(grep -n -B1 'omp simd' "$tmp/rt.c")"
fi
cc -O2 -o "$tmp/rt.seq" "$dir/cost_runtime.c" && "$tmp/rt.seq" >"$tmp/rt.seq.out"
cc -O2 -fopenmp -o "$tmp/rt.omp" "$tmp/rt.c" && OMP_NUM_THREADS=2 "$tmp/rt.omp" >"$tmp/rt.omp.out"
if [ -s "$tmp/rt.seq.out" ] && cmp -s "$tmp/rt.seq.out" "$tmp/rt.omp.out"; then
  tap_ok "cost_runtime: the sequential versions print what the program prints"
else
  tap_fail "cost_runtime: the sequential versions print what the program prints" \
    "$(diff "$tmp/rt.seq.out" "$tmp/rt.omp.out")"
fi
"$k" gen --target openmp --disable=seq-simd "$dir/cost_runtime.c" -o "$tmp/rt.off.c" 2>/dev/null
expect "cost_runtime: --disable=seq-simd leaves the sequential versions as written" \
  "^ *#pragma omp simd$" "$tmp/rt.off.c" '!'

for p in seq-simd simd; do
  "$k" gen --target openmp --disable=$p "$src" -o "$tmp/off.c" 2>/dev/null
  expect "seq_simd: --disable=$p puts no omp simd" "#pragma omp simd" "$tmp/off.c" '!'
  expect "seq_simd: --disable=$p leaves the nest as written" "omp" \
    <(awk '/^#pragma scop/,/^#pragma endscop/' "$tmp/off.c") '!'
done
"$k" gen --target openmp --dump-after=seq-simd "$src" -o /dev/null 2>"$tmp/dump"
expect "seq_simd: --dump-after=seq-simd says what it did" \
  "^-- seq-simd: L1.1 \(line 23\) gets omp simd, no team$" "$tmp/dump"
tap_done
