#!/usr/bin/env bash
# The OpenMP wavefront (src/codegen/openmp_wave.c, analysis/wave.h): two
# sequential loops whose only parallelism is a wave run as one parallel
# region, an omp for per wave.  Per snippet (tests/gen/omp/wave_*.c): the
# golden text and --explain, the fact it is about, and execution against
# the sequential program with 2 and 3 threads, to the last bit (--rtol 0:
# each thread runs the inner loop's body whole, so every sum keeps its
# order), on both sides of a run-time work test.  Then the refusals, each
# with its reason, and --disable=wavefront.
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
gen() { # NAME: golden text and --explain at the default work minimum
  "$k" gen --target openmp --explain "$dir/$1.c" -o "$tmp/$1.c" 2>"$tmp/$1.explain"
  tap_diff "$1: openmp golden" "$dir/golden/$1.openmp.c" "$tmp/$1.c"
  tap_diff "$1: --explain golden" "$dir/golden/$1.explain" "$tmp/$1.explain"
}
run() { # NAME OPTIONS [-- CFLAGS]: equal to the sequential program, 2 and 3 threads
  local name=$1; shift
  for th in 2 3; do
    tap_run "$name: agrees with the sequential program to the bit, $th threads ($*)" \
      env OMP_NUM_THREADS=$th "$k" verify --target openmp --rtol 0 "$dir/$name.c" "$@"
  done
}

# seidel-2d's shape, sizes passed in: a test at run time picks the waves
gen wave_seidel
expect "wave_seidel: one region, an omp for per wave" \
  "^ *#pragma omp parallel private\(t, i, j\)$" "$tmp/wave_seidel.c"
expect "wave_seidel: rows on a wave w = 2*t + i" "^ *i = kf_w - 2 \* kf_x;$" "$tmp/wave_seidel.c"
expect "wave_seidel: the work per wave tested at run time" \
  "^ *if \(1.0 \* tsteps \* n \* n .* >= 0\) \{$" "$tmp/wave_seidel.c"
run wave_seidel                              # N=40: as written
run wave_seidel -- -DN=600 -DT=12            # the waves
run wave_seidel --min-work=0                 # the waves at N=40, T=6

# nussinov's shape, i counting down, iterators declared in the loops,
# constant sizes that pay: no test
gen wave_cells
expect "wave_cells: cells on a wave w = -i + j, no test" "^ *int j = kf_w \+ kf_x;" "$tmp/wave_cells.c"
expect "wave_cells: no run-time test" "^ *if \(.*>= 0\) \{$" "$tmp/wave_cells.c" '!'
run wave_cells
run wave_cells -- -DN=97

# the inner loop counting down: w = i - j
gen wave_down
expect "wave_down: w = i - j" "^ *j = -kf_w \+ kf_x; \{$" "$tmp/wave_down.c"
expect "wave_down: k private with i and j" "^ *#pragma omp parallel private\(i, j, k\)$" \
  "$tmp/wave_down.c"
run wave_down
run wave_down -- -DN=61

# refusals: no wave keeps (1, -2); too little work per wave; an iterator
# read after the nest
gen wave_refused
expect "wave_refused: no wave, the dependence named" \
  "no wave 1 or 2 apart keeps its dependences: flow dependence on x from S1 \(line 18\) to S1 \(line 18\), distance \(1, -2\) in \(i, j\)" \
  "$tmp/wave_refused.explain"
expect "wave_refused: too little work per wave, said in the warning" \
  "warning: fragment 1 stays sequential: .*L2 \(i\) and L2.1 \(j\) could run as a wavefront, w = i \+ j, but it shares 14 statement instances per wave, fewer than the 8192" \
  "$tmp/wave_refused.explain"
expect "wave_refused: an iterator read after the nest" \
  "L3 \(r\) with L3.1 \(c\): no wavefront: its iterator r is declared outside it and may be read after it" \
  "$tmp/wave_refused.explain"
expect "wave_refused: nothing in parallel" "#pragma omp" "$tmp/wave_refused.c" '!'
run wave_refused --min-work=0

# the pass by name: off, the nest stays as written; its log in --dump-after
"$k" gen --target openmp --disable=wavefront "$dir/wave_cells.c" -o "$tmp/off.c" 2>/dev/null
expect "--disable=wavefront: no region" "#pragma omp" "$tmp/off.c" '!'
"$k" gen --target openmp --dump-after=wavefront "$dir/wave_cells.c" -o /dev/null \
  --dump-to "$tmp/dump" 2>/dev/null
expect "--dump-after=wavefront: its decision" "^-- wavefront: L1 \(i\) with L1.1 \(j\): waves w = -i \+ j" \
  "$tmp/dump"

# kforge analyze says where a wavefront holds
"$k" analyze "$dir/wave_cells.c" >"$tmp/a.txt" 2>&1
expect "analyze: the wavefront under its loop" \
  "^ +with L1.1, a wavefront: waves w = -i \+ j in order" "$tmp/a.txt"
tap_done
