#!/usr/bin/env bash
# OpenMP forks only where the work pays (src/codegen/openmp_cost.c): a
# constant work too small stays sequential, a work known at run time is
# tested then (an if clause, or two versions of a time loop), --min-work
# moves the line; the outputs compute what the sequential program does on
# both sides of every test.
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

"$k" gen --target openmp --explain "$dir/cost_small.c" -o "$tmp/small.c" 2>"$tmp/small.explain"
tap_diff "cost_small: openmp golden" "$dir/golden/cost_small.openmp.c" "$tmp/small.c"
expect "cost_small: the 100-iteration loop stays as written" \
  "L1 +not in parallel: 100 statement instances per fork, fewer than the 8192" "$tmp/small.explain"
expect "cost_small: the 300 x 300 nest runs in parallel, with no test" \
  "^ *#pragma omp parallel for$" "$tmp/small.c"
"$k" gen --target openmp --min-work=50 "$dir/cost_small.c" -o "$tmp/small50.c" 2>/dev/null
expect "cost_small: --min-work=50 puts the small loop in parallel too" \
  "^ *#pragma omp parallel for simd$" "$tmp/small50.c"
tap_run "cost_small: output agrees with the sequential program" \
  "$k" verify --target openmp "$dir/cost_small.c"

"$k" gen --target openmp --explain "$dir/cost_runtime.c" -o "$tmp/rt.c" 2>"$tmp/rt.explain"
tap_diff "cost_runtime: openmp golden" "$dir/golden/cost_runtime.openmp.c" "$tmp/rt.c"
expect "cost_runtime: the first loop forks only for n >= 8192" \
  "#pragma omp parallel for.* if\(n >= 8192\)$" "$tmp/rt.c"
expect "cost_runtime: the time loop has two versions" "^ *if \(2\*n - 4 >= 16384\) \{$" "$tmp/rt.c"
expect "cost_runtime: --explain says why" \
  "its region runs only for enough work between barriers, when 2\*n - 4 >= 16384" "$tmp/rt.explain"
"$k" gen --target openmp --min-work=0 "$dir/cost_runtime.c" -o "$tmp/rt0.c" 2>/dev/null
expect "cost_runtime: --min-work=0 tests nothing" "8192|else" "$tmp/rt0.c" '!'
expect "--min-work wants a count" "min-work wants a count" \
  <("$k" gen --target openmp --min-work=x "$dir/cost_runtime.c" 2>&1; echo "exit $?")
for n in 64 20000; do
  for th in 2 3; do
    tap_run "cost_runtime: agrees with the sequential program at N=$n, $th threads" \
      env OMP_NUM_THREADS=$th "$k" verify --target openmp "$dir/cost_runtime.c" -- -DN=$n
  done
done

# bounds read from array elements (cost_elements.c): parameters where the
# fragment cannot change them, the work tested at run time; refused, with
# the reason, where it writes the array or stores an int through a pointer
"$k" gen --target openmp "$dir/cost_elements.c" -o "$tmp/el.c" 2>"$tmp/el.err"
tap_diff "cost_elements: openmp golden" "$dir/golden/cost_elements.openmp.c" "$tmp/el.c"
expect "cost_elements: the nest under grid_points[] forks only for work enough" \
  "#pragma omp parallel for private\(j, k\) if\(1.0 \* grid_points\[0\] \* grid_points\[1\] \* grid_points\[2\] .* >= 8192\)$" "$tmp/el.c"
expect "cost_elements: a store through an int pointer may change dims[0]: a pair to test" \
  "cost_elements.c:31:1: warning: fragment 2 stays sequential: no loop can run in parallel \(L2 sequential: 'count' \(written\) may point to 'dims\[0\]', which the fragment reads as one value: declare it restrict or pass --assume-no-alias \(line 33\)" "$tmp/el.err"
expect "cost_elements: the fragment writes grid_points" \
  "cost_elements.c:36:22: warning: array element 'grid_points\[0\]' is not a parameter of the fragment: the fragment writes 'grid_points' at line 38" "$tmp/el.err"
for g in 12 40; do
  tap_run "cost_elements: agrees with the sequential program at G=$g, 3 threads" \
    env OMP_NUM_THREADS=3 "$k" verify --target openmp "$dir/cost_elements.c" -- -DG=$g
done
# an array reduction's copies (cost_copies.c): each thread clears one and
# adds it back, so 65536 bins over 20000 keys stay as written, the same
# bins over 2,000,000 keys fork, and a VLA's section is tested at run time
"$k" gen --target openmp --explain "$dir/cost_copies.c" -o "$tmp/cp.c" 2>"$tmp/cp.explain"
tap_diff "cost_copies: openmp golden" "$dir/golden/cost_copies.openmp.c" "$tmp/cp.c"
expect "cost_copies: 20000 keys into 65536 bins stay as written" \
  "L1 +not in parallel: 20000 statement instances per fork, fewer than the 401408 that pay for starting a team and the threads' copies of the arrays they reduce" "$tmp/cp.explain"
expect "cost_copies: 2,000,000 keys fork" \
  "^ *#pragma omp parallel for reduction\(\+: many\[0:65536\]\)$" "$tmp/cp.c"
expect "cost_copies: a VLA's section is tested with the work" \
  "#pragma omp parallel for reduction\(\+: bins\[0:nb\]\) if\(n - 6\*nb >= 8192\)$" "$tmp/cp.c"
"$k" gen --target openmp --min-work=0 "$dir/cost_copies.c" -o "$tmp/cp1.c" 2>/dev/null
expect "cost_copies: --min-work=0 forks them all" "reduction\(\+: few\[0:65536\]\)" "$tmp/cp1.c"
for th in 2 3; do
  tap_run "cost_copies: agrees with the sequential program, $th threads" \
    env OMP_NUM_THREADS=$th "$k" verify --target openmp "$dir/cost_copies.c"
  tap_run "cost_copies: every loop forking agrees, $th threads" \
    env OMP_NUM_THREADS=$th "$k" verify --target openmp --min-work=0 "$dir/cost_copies.c"
done
tap_done
