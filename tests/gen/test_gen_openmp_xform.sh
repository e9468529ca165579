#!/usr/bin/env bash
# The OpenMP back end's transforms on small snippets (tests/gen/omp/*.c),
# each where it applies and where it must not: golden text and --explain
# output, the fact each snippet is about (a grep on the output), and
# execution (`kforge verify`: the OpenMP build prints what the sequential
# one prints, with 2 and with 3 threads).
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
dir=tests/gen/omp

# snippet @ grep -E on the generated fragment (a ! first: must not match, and
# every source line must be kept) @ grep -F on the --explain output
# [@ options for gen and verify; the snippets are small, so --min-work=0
# unless they say otherwise: they test the transforms, not the cost rule]
# [@ compiler flags, after --]
facts=(
  "interchange@^ *for \(int k = 0; k < N; k\+\+\)\$@L1.1     L1.1 distributed and interchanged with L1.1.1"
  "interchange_prepost@^ *for \(int k = N - 1; k >= 0; k--\)\$@L1.1     L1.1 distributed and interchanged with L1.1.1"
  "interchange_reversed@!^ {8}for \(int k@would reverse the anti dependence on A from S1 to S1"
  "distribute_refused@!^ *for \(int j = 1; j < N; j\+\+\)\$@would reverse the flow dependence on y from S2 to S1"
  "interchange_outlive@!\) \{\$@k is declared outside its loop and L1.1.1 may not run"
  "sink@^ *#pragma omp for simd schedule\(static\) nowait\$@L1 moved inside L1.1"
  "sink_refused@!nowait@L2 not moved inside L2.1: S2 writes the scalar t"
  "region@^ *#pragma omp single\$@L1       one parallel region around it@@-ffast-math"
  "region_private@^ *#pragma omp parallel private\(t\)\$@L1       one parallel region around it"
  "region_refused@!^ *#pragma omp (single|for)@L4       no parallel region around it: its statements need 2 omp single barriers@--disable=privatise-array"
  "array_reduction@reduction\(\+: y\[0:70\]\)@L3       one parallel region around it@@-ffast-math"
  "init_nested@^ *p = 0;\$@L1.1     line 20   p: parallel -> in parallel"
  "triangular@schedule\(static, 1\)@L1       line 12   i: parallel -> in parallel"
  "fine_grained@^ *#pragma omp parallel for reduction\(\+: w\) if\(i >= 8192\)\$@L1.1.1   not in parallel: an innermost loop under 2 sequential loops@--min-work=8192"
  "accum@^ *D\[i\]\[j\] = D\[i\]\[j\] - B\[i\]\[k\] \* C\[k\]\[j\];\$@L1.1     s accumulated in C[i][j] itself (C[i][j] = s goes), so that L1.1 and L1.1.1 can be interchanged"
  "accum_read_after@!^ *[EG]\[i\]\[j\] \+=@r not accumulated in E[i][j]: r is read after its store, by S4 (line 20)"
  "accum_read_in_k@!^ *X\[i\]\[j\] \+=@s not accumulated in X[i][j]: X is read in L1.1.1 (S2), and isl does not show that it never reads the stored element"
  "accum_read_apart@^ *C\[i\]\[j\] \+= C\[i \+ H\]\[k\] \* B\[k\]\[j\];\$@L1.1     s accumulated in C[i][j] itself (C[i][j] = s goes), so that L1.1 and L1.1.1 can be interchanged"
  "accum_shared@^ *C\[i\]\[j\] \+= A\[i\]\[k\] \* B\[k\]\[j\];\$@L1.1     s accumulated in C[i][j] itself (C[i][j] = s goes), so that L1.1 and L1.1.1 can be interchanged"
  "accum_shared_refused@!^ *C\[i\]\[j\] \+=@L1.1     s not accumulated in C[i][j]: S4 (line 22) reads a value of s that L1.1 writes"
  "accum_float@!^ *C\[i\]\[j\] \+=@s not accumulated in C[i][j]: s is float and the elements of C are double"
  "accum_pointer@!^ *C\[i \* N \+ j\] \+=@C is a pointer that may overlap other arrays@--assume-no-alias"
  "accum_apply@^ *C\[i\]\[j\] = C\[i\]\[j\] \* alpha / D\[j\]\[j\];\$@L1.1     s accumulated in C[i][j] itself (the store stays, applying the rest to C[i][j] in place"
  "accum_apply_twice@!^ *C\[i\]\[j\] \+=@s not accumulated in C[i][j]: its store S3 names s 2 times"
  "accum_apply_self@!^ *C\[i\]\[j\] \+=@s not accumulated in C[i][j]: its store S3 reads the stored element of C, which would hold the partial sum"
  "accum_apply_call@!^ *C\[i\]\[j\] \+=@s not accumulated in C[i][j]: its store S3 calls scale, which kforge does not show to be free of side effects"
  "accum_apply_written@!^ *C\[i\]\[j\] \+=@s not accumulated in C[i][j]: its store S4 reads D, which S2 (line 15) writes before it"
  "region_nowait@^ *#pragma omp single nowait\$@L2       the last omp single of its body keeps its barrier@@-ffast-math"
  "region_for_nowait@^ *#pragma omp for schedule\(static\) nowait\$@L1       the last omp for of its body (L1.2) without a barrier@--disable=privatise-array"
  "split@^ *#pragma omp for simd schedule\(static\) nowait\$@L1.1     L1.1 split around L1.1.1"
  "split_refused@!nowait@L2.1     L2.1 not split around L2.1.1: S2 writes the scalar t"
  "live_private@^ *#pragma omp parallel for private\(i, j, k\)\$@L1       line 17   i: parallel -> in parallel"
  "live_read@^ *#pragma omp parallel for private\(k\) lastprivate\(j\) firstprivate\(j\)\$@L1.1     L1.1 and L1.1.1 not interchanged: j is declared outside its loop"
  "alias_test@^ *if \(\(\(\(unsigned long long\)out \+@2 loops that pointers which may overlap kept sequential: a version for when they do not, tested at run time"
  "alias_local@!unsigned long long@'acc' or 'p' is declared in the fragment, which a test before it cannot name"
  "private_array@^ *#pragma omp parallel for firstprivate\(t\)\$@L1       line 14   y: parallel -> in parallel"
  "forward_subst@^ *#pragma omp parallel for private\(y, x, c, w, e, n, s, b, t\)\$@3 loops that pointers which may overlap kept sequential: a version for when they do not, tested at run time"
  "read_only_call@^ *#pragma omp parallel for simd\$@L1       line 11   i: parallel -> in parallel"
  "distribute@^ *#pragma omp parallel private\(i\)\$@L1       distributed over its body before the plan"
  "distribute_reversed@!nowait@L1.1     not distributed: distribute(line:17): illegal: it would reverse the flow dependence on B from S2 (line 21) to S1 (line 19)"
  "expand@^ *double \*t_x = \(double \*\)__builtin_malloc@L1.1     scalars expanded before the plan, one element per iteration (t_x, declared before L1)"
  "expand_refused@!_x\[@L3.1     scalars not expanded: expand(L3.1, u, L3): L3.1's bounds name i"
  "privatise@^ *double sum_priv\[np > 0 \? np : 1\];\$@L1       sum privatised before the plan"
  "privatise_large@^ *if \(1\.0 \* \(np > 0 \? np : 1\) \* sizeof\(double\) <= 65536\) \{\$@L1       t_priv2 on each thread's stack only where 1.0 * (np > 0 ? np : 1) * sizeof(double) <= 65536; else L1 as written, on t itself, in order"
  "privatise_refused@!_priv@L1       w not privatised: privatise(L1, w): w is read in an iteration of L1 before that iteration writes it"
  "accum_interchange_refused@!^ *C\[i\]\[j\] \+=@s not accumulated in C[i][j]: once rewritten, L1.1 and L1.1.1 not interchanged: it would reverse the anti dependence on D"
)

for fact in "${facts[@]}"; do
  IFS='@' read -r name pat why opts cflags <<<"$fact"
  src=$dir/$name.c
  # shellcheck disable=SC2086
  if ! (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=0 $opts --explain "$src" -o "$tmp/$name.c" ${cflags:+-- $cflags} \
          2>"$tmp/$name.explain"); then
    tap_fail "$name: kforge gen --target openmp" "$(cat "$tmp/$name.explain")"
    continue
  fi
  tap_diff "$name: openmp golden" "$KFORGE_ROOT/$dir/golden/$name.openmp.c" "$tmp/$name.c"
  tap_diff "$name: --explain golden" "$KFORGE_ROOT/$dir/golden/$name.explain" "$tmp/$name.explain"
  awk '/^#pragma scop/,/^#pragma endscop/' "$tmp/$name.c" >"$tmp/$name.frag"
  if [ "${pat:0:1}" = '!' ]; then
    if grep -Eq "${pat:1}" "$tmp/$name.frag"; then
      tap_fail "$name: not applied" "$(grep -E "${pat:1}" "$tmp/$name.frag")"
    else
      tap_ok "$name: not applied"
    fi
    # the nest it is about is kept line for line (but for scalar-acc's
    # accumulators, which test_gen_openmp_scalar.sh covers)
    # shellcheck disable=SC2086
    (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=0 $opts --disable=scalar-acc "$src" \
       -o "$tmp/$name.noacc.c" ${cflags:+-- $cflags} 2>/dev/null)
    removed=$(diff "$KFORGE_ROOT/$src" "$tmp/$name.noacc.c" | grep '^<' || true)
    if [ -z "$removed" ]; then tap_ok "$name: every source line kept"; else tap_fail "$name: every source line kept" "$removed"; fi
  elif grep -Eq "$pat" "$tmp/$name.frag"; then
    tap_ok "$name: applied"
  else
    tap_fail "$name: applied" "no line matches /$pat/ in the output"
  fi
  if grep -Fq "$why" "$tmp/$name.explain"; then tap_ok "$name: --explain says why"
  else tap_fail "$name: --explain says why" "wanted: $why; got: $(cat "$tmp/$name.explain")"; fi
  # the output checked above is the one run (verify --generated)
  for n in 2 3; do
    # shellcheck disable=SC2086
    if out=$(OMP_NUM_THREADS=$n "$k" verify --target openmp --min-work=0 $opts --generated "$tmp/$name.c" "$KFORGE_ROOT/$src" ${cflags:+-- $cflags} 2>&1); then
      tap_ok "$name: openmp output agrees with the sequential program ($n threads)"
    else
      tap_fail "$name: openmp output agrees with the sequential program ($n threads)" "$out"
    fi
  done
done
# --disable=nowait keeps the barrier of the last omp for (and its simd)
name=region_for_nowait
if (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=0 --disable=nowait --disable=privatise-array "$dir/$name.c" -o "$tmp/$name.off.c" 2>/dev/null) &&
   [ "$(grep -c '^ *#pragma omp .*nowait$' "$tmp/$name.off.c")" = 2 ] && grep -q '^ *#pragma omp for simd$' "$tmp/$name.off.c"; then
  tap_ok "$name: --disable=nowait keeps the last omp for's barrier"
else
  tap_fail "$name: --disable=nowait keeps the last omp for's barrier" "$(grep -n 'omp for' "$tmp/$name.off.c")"
fi
# the split's copies of the loop take omp for simd (the simd pass); without
# it they are the plain omp for of before, line for line
name=split
if (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=0 --disable=simd "$dir/$name.c" -o "$tmp/$name.nosimd.c" 2>/dev/null) &&
   sed 's/omp for simd /omp for /' "$KFORGE_ROOT/$dir/golden/$name.openmp.c" | diff - "$tmp/$name.nosimd.c" >/dev/null; then
  tap_ok "$name: --disable=simd gives the copies' plain omp for"
else
  tap_fail "$name: --disable=simd gives the copies' plain omp for" "$(grep -n 'omp for' "$tmp/$name.nosimd.c")"
fi
# expand keeps every sum's order: the output prints what the sequential
# program prints to the last digit; --disable=expand gives the text of before
name=expand
for n in 2 3; do
  if out=$(OMP_NUM_THREADS=$n "$k" verify --target openmp --min-work=0 --rtol 0 "$KFORGE_ROOT/$dir/$name.c" 2>&1); then
    tap_ok "$name: bit for bit the sequential program's ($n threads)"
  else
    tap_fail "$name: bit for bit the sequential program's ($n threads)" "$out"
  fi
done
if (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=0 --disable=expand "$dir/$name.c" -o "$tmp/$name.off.c" 2>/dev/null) &&
   ! grep -q '_x\[' "$tmp/$name.off.c" && [ -z "$(diff "$KFORGE_ROOT/$dir/$name.c" "$tmp/$name.off.c" | grep '^<' || true)" ]; then
  tap_ok "$name: --disable=expand leaves the scalars"
else
  tap_fail "$name: --disable=expand leaves the scalars" "$(grep -n '_x\[' "$tmp/$name.off.c")"
fi
# privatise-array: the private rows and the peel keep every sum's order
# (the output prints what the sequential program prints to the last
# digit), the loops they free run in parallel, every refused loop says
# why, and --disable=privatise-array gives the text of before
name=privatise
for n in 2 3; do
  if out=$(OMP_NUM_THREADS=$n "$k" verify --target openmp --min-work=0 --rtol 0 "$KFORGE_ROOT/$dir/$name.c" 2>&1); then
    tap_ok "$name: bit for bit the sequential program's ($n threads)"
  else
    tap_fail "$name: bit for bit the sequential program's ($n threads)" "$out"
  fi
done
if [ "$(grep -c '^ *#pragma omp parallel for' "$tmp/$name.c")" -ge 2 ] && grep -q '^ *double t_priv\[32\];$' "$tmp/$name.c" &&
   grep -q '^ *for (r = (0 > nr - 1 ? 0 : nr - 1); r < nr; r++)$' "$tmp/$name.c" &&
   grep -q '^ *for (int i = (0 > 40 - 1 ? 0 : 40 - 1); i < 40; i++) {$' "$tmp/$name.c"; then
  tap_ok "$name: r and i in parallel, the rows' extents from isl, the last iterations peeled from max(lb, ub - 1)"
else
  tap_fail "$name: r and i in parallel, the rows' extents from isl, the last iterations peeled from max(lb, ub - 1)" "$(grep -n 'omp\|_priv\|for (' "$tmp/$name.c")"
fi
if (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=0 --disable=privatise-array "$dir/$name.c" -o "$tmp/$name.off.c" 2>/dev/null) &&
   ! grep -q '_priv' "$tmp/$name.off.c" && grep -q '^    for (r = 0; r < nr; r++)$' "$tmp/$name.off.c" &&
   grep -q '^    for (int i = 0; i < 40; i++) {$' "$tmp/$name.off.c"; then
  tap_ok "$name: --disable=privatise-array leaves the rows shared"
else
  tap_fail "$name: --disable=privatise-array leaves the rows shared" "$(grep -n '_priv' "$tmp/$name.off.c")"
fi
# the cost rule: the privatised r forks a team only for enough work, its
# estimate (nr - 1) * nq * (np * np + np) of degree 4 tested as a product
# (openmp_cost.c, factored_test); nr = 1 and nq = 0 take the loop as
# written, nr = 12 the team (verify: 2 threads, --min-work's default)
want='L1       if(1.0 * (nr - 1) * (1.0 * np * np * nq + 1.0 * np * nq) >= 8192): a team only for enough work'
if (cd "$KFORGE_ROOT" && "$k" gen --target openmp --explain "$dir/$name.c" -o "$tmp/$name.cost.c" 2>"$tmp/$name.cost.explain") &&
   grep -Fq "$want" "$tmp/$name.cost.explain" &&
   grep -q '^ *#pragma omp parallel for private(q, p, s) if(1.0 \* (nr - 1) \* (1.0 \* np \* np \* nq + 1.0 \* np \* nq) >= 8192)$' "$tmp/$name.cost.c"; then
  tap_ok "$name: the privatised loop's team only for enough work (--explain says so)"
else
  tap_fail "$name: the privatised loop's team only for enough work (--explain says so)" "$(grep '^L1 ' "$tmp/$name.cost.explain")"
fi
if out=$(OMP_NUM_THREADS=2 "$k" verify --target openmp --rtol 0 "$KFORGE_ROOT/$dir/$name.c" 2>&1); then
  tap_ok "$name: with the cost rule, bit for bit the sequential program's (2 threads)"
else
  tap_fail "$name: with the cost rule, bit for bit the sequential program's (2 threads)" "$out"
fi
# a row of 2,000,000 doubles (16 MB): kforge's output must not put it on
# a thread's stack; the program run with 2 threads and the default stack
# size ends with the sequential program's results (the test above, with
# `ulimit -s` at most 8 MiB as here; the fact's verify runs it too)
name=privatise_large
if [ "$(ulimit -s)" != unlimited ] && [ "$(ulimit -s)" -le 65536 ]; then
  if out=$(OMP_NUM_THREADS=2 "$k" verify --target openmp --min-work=0 --rtol 0 "$KFORGE_ROOT/$dir/$name.c" 2>&1); then
    tap_ok "$name: a 16 MB row kept off the stack: 2 threads, the sequential program's results"
  else
    tap_fail "$name: a 16 MB row kept off the stack: 2 threads, the sequential program's results" "$out"
  fi
else
  tap_skip "$name: a 16 MB row kept off the stack" "the stack is unlimited here"
fi
# the note names the row the transform declared (t_priv is taken: the
# comment names it)
why="L1       t privatised before the plan: each iteration of L1 writes the same elements before it reads them, so each gets a row of its own (t_priv2, declared in its body"
if grep -Fq "$why" "$tmp/$name.explain"; then tap_ok "$name: --explain names the row t_priv2"
else tap_fail "$name: --explain names the row t_priv2" "wanted: $why; got: $(grep 'privatised' "$tmp/$name.explain")"; fi
name=privatise_refused
for why in "L1       w not privatised: privatise(L1, w): w is read in an iteration of L1 before that iteration writes it" \
           "L2       v not privatised: privatise(L2, v): S3 (line 32) writes v where the model cannot say exactly" \
           "L3       u not privatised: privatise(L3, u): the elements of u an iteration of L3 writes depend on the iteration" \
           "L4       z not privatised: privatise(L4, z): the elements of z an iteration of L4 writes depend on the iteration"; do
  if grep -Fq "$why" "$tmp/$name.explain"; then tap_ok "$name: --explain: ${why%%:*}"
  else tap_fail "$name: --explain: ${why%%:*}" "wanted: $why; got: $(grep 'privatised' "$tmp/$name.explain")"; fi
done
tap_done
