#!/usr/bin/env bash
# Arrays of row pointers (double **c) in parallel behind a run-time test
# that the rows the fragment reaches lie apart (src/codegen/openmp_alias.c,
# kf_rows_apart; the model that takes rows apart, analyze.h's rmodels).
# The output's golden and --explain; the test itself, declared by the
# output, called on rows apart, shared, overlapping by part of a row,
# overlapping only where both are read, next to a written span and over
# it; and both versions of each function against the sequential program.
# A loop with the program's own OpenMP directive keeps it right before it.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
cd "$KFORGE_ROOT" || exit 1
dir=tests/gen/omp # relative: the goldens name the file as given

"$k" gen --target openmp --explain "$dir/rows_apart.c" -o "$tmp/rows.c" 2>"$tmp/rows.explain"
tap_diff "rows_apart: openmp golden" "$dir/golden/rows_apart.openmp.c" "$tmp/rows.c"
tap_grep "rows_apart: --explain says what the version tests" \
  "2 loops that rows reached through pointers kept sequential: a version for when those rows lie apart, tested at run time" \
  "$tmp/rows.explain"
tap_grep "rows_apart: the rows read, columns 1 .. m - 2, beside the span written" \
  "\{\(const void \*\)x, 2, \(long\)\(0\), \(long\)\(0\), \(long\)\(0\), \(long\)\(n - 1\), \(long\)\(1\), \(long\)\(m - 2\), sizeof \*\*x, 0, 0, 0\}" \
  "$tmp/rows.c"
"$k" analyze "$dir/rows_apart.c" >"$tmp/rows.analyze" 2>&1
tap_grep "rows_apart: analyze gives the verdict with rows apart" \
  "parallel where the rows reached through its row pointers lie apart \(gen's OpenMP output tests that at run time\)" \
  "$tmp/rows.analyze"
"$k" analyze --format json "$dir/rows_apart.c" >"$tmp/rows.json" 2>/dev/null
got=$(jq -r '[.fragments[].loops[] | "\(.id):\(.verdict):\(.rows_apart)"] | join(" ")' "$tmp/rows.json")
if [ "$got" = "L1:sequential:parallel L1.1:sequential:parallel L2:sequential:parallel L2.1:reduction:null" ]; then
  tap_ok "rows_apart: analyze's JSON gives the verdicts with rows apart"
else
  tap_fail "rows_apart: analyze's JSON gives the verdicts with rows apart" "$got"
fi
"$k" gen --target openmp --disable=alias-test "$dir/rows_apart.c" -o "$tmp/off.c" 2>/dev/null
# (row_sums' inner sum over j stays a reduction: no pair blocks it)
if grep -q "if (kf_rows_apart\|omp parallel for if(1.0 \* n" "$tmp/off.c"; then
  tap_fail "rows_apart: --disable=alias-test leaves the loops over rows sequential" "$(grep -n 'kf_rows_apart\|omp' "$tmp/off.c")"
else
  tap_ok "rows_apart: --disable=alias-test leaves the loops over rows sequential"
fi

# the test as the output declares it, and the functions on both sides of it
cat >"$tmp/harness.c" <<'HARNESS'
#include "rows.c"
#include <stdio.h>
static int fails;
static void check(const char *what, int got, int want)
{
    printf("%s %s%s\n", got == want ? "ok" : "not ok", what, got == want ? "" : " (wrong answer)");
    fails += got != want;
}
static struct kf_rows_in rows_in(double **r, long n, long m, int w)
{
    struct kf_rows_in x = {(const void *)r, 2, 0, 0, 0, n - 1, 0, m - 1, sizeof **r, 0, 0, w};
    return x;
}
static struct kf_rows_in planes_in(double ***r, long np, long n, long m, int w)
{
    struct kf_rows_in x = {(const void *)r, 3, 0, np - 1, 0, n - 1, 0, m - 1, sizeof ***r, 0, 0, w};
    return x;
}
static struct kf_rows_in span_in(const double *p, long n, int w)
{
    struct kf_rows_in x = {0, 0, 0, 0, 0, -1, 0, -1, 0, (unsigned long long)p,
                           (unsigned long long)(p + n), w};
    return x;
}
int main(void)
{
    enum { N = 16, M = 8 };
    static double block[N * M + M], w[M];
    double *apart[N], *same[N], *half[N], *back[N], *backhalf[N];
    for (int i = 0; i < N; i++) {
        apart[i] = block + i * M;
        same[i] = block;
        half[i] = block + i * (M / 2);
        back[N - 1 - i] = block + i * M;
        backhalf[N - 1 - i] = block + i * (M / 2);
    }
    struct kf_rows_in in[2];
    in[0] = rows_in(apart, N, M, 1);
    check("rows apart, written", kf_rows_apart(in, 1), 1);
    in[0] = rows_in(back, N, M, 1);
    check("rows apart in reverse order (sorted)", kf_rows_apart(in, 1), 1);
    in[0] = rows_in(backhalf, N, M, 1);
    check("rows overlapping by half in reverse order (sorted)", kf_rows_apart(in, 1), 0);
    in[0] = rows_in(backhalf, N, M, 0);
    in[1] = span_in(block + 5 * M + 1, 1, 1);
    check("a written span inside rows read in reverse order (sorted)", kf_rows_apart(in, 2), 0);
    in[0] = rows_in(same, N, M, 1);
    check("one row for all, written", kf_rows_apart(in, 1), 0);
    in[0] = rows_in(same, N, M, 0);
    check("one row for all, only read", kf_rows_apart(in, 1), 1);
    in[0] = rows_in(half, N, M, 1);
    check("rows overlapping by half, written", kf_rows_apart(in, 1), 0);
    in[0] = rows_in(half, N, M / 2, 1);
    check("half rows of half the length: apart", kf_rows_apart(in, 1), 1);
    in[0] = rows_in(apart, N, M, 1);
    in[1] = span_in(w, M, 0);
    check("a span apart", kf_rows_apart(in, 2), 1);
    in[1] = span_in(block + N * M, M, 1);
    check("a written span right after the last row", kf_rows_apart(in, 2), 1);
    in[1] = span_in(block + 3 * M + 2, 1, 0);
    check("a span read inside a written row", kf_rows_apart(in, 2), 0);
    in[0] = rows_in(apart, N, M, 0);
    in[1] = span_in(block + 3 * M + 2, 1, 1);
    check("a written span inside a row read", kf_rows_apart(in, 2), 0);
    in[1] = span_in(block + 3 * M + 2, 1, 0);
    check("a span read inside a row read", kf_rows_apart(in, 2), 1);
    in[0] = rows_in(apart, 0, M, 1);
    check("no rows", kf_rows_apart(in, 1), 1);
    double *into[N];
    for (int i = 0; i < N; i++)
        into[i] = (double *)(void *)into; /* rows over the row pointers */
    in[0] = rows_in(into, N, 1, 1);
    check("rows written over the row pointers", kf_rows_apart(in, 1), 0);

    /* planes of rows (double ***, NPB MG's u[i3][i2][i1]): 4 planes of 4
     * rows of M over block */
    double **pl[4], *prow[4][4], **plsame[4], **plrev[4], *prev[4][4];
    for (int p = 0; p < 4; p++) {
        for (int r = 0; r < 4; r++) {
            prow[p][r] = block + (p * 4 + r) * M;
            prev[3 - p][3 - r] = block + (p * 4 + r) * M;
        }
        pl[p] = prow[p];
        plsame[p] = prow[0];
        plrev[p] = prev[p];
    }
    in[0] = planes_in(pl, 4, 4, M, 1);
    check("planes of rows apart, written", kf_rows_apart(in, 1), 1);
    in[0] = planes_in(plrev, 4, 4, M, 1);
    check("planes of rows apart in reverse order (sorted)", kf_rows_apart(in, 1), 1);
    in[0] = planes_in(plsame, 4, 4, M, 1);
    check("every plane the same rows, written", kf_rows_apart(in, 1), 0);
    in[0] = planes_in(plsame, 4, 4, M, 0);
    check("every plane the same rows, only read", kf_rows_apart(in, 1), 1);
    in[0] = planes_in(pl, 4, 4, M, 0);
    in[1] = rows_in(apart, 2, M, 1);
    check("rows of a double ** written over planes read", kf_rows_apart(in, 2), 0);
    in[1] = span_in(w, M, 1);
    check("a written span apart from planes read", kf_rows_apart(in, 2), 1);
    prow[2][1] = prow[1][3] + M / 2; /* one row half over another */
    in[0] = planes_in(pl, 4, 4, M, 1);
    check("two rows of different planes overlapping, written", kf_rows_apart(in, 1), 0);
    prow[2][1] = block + 9 * M;

    /* both versions agree with the loops as written */
    double ref = 0.0, got = 0.0;
    for (int pass = 0; pass < 2; pass++) {
        for (int k = 0; k < N * M + M; k++)
            block[k] = (double)(k % 7);
        for (int k = 0; k < M; k++)
            w[k] = 0.25 * k;
        double **c = pass ? same : apart;
        scale_rows(N, M, c, w);
        double s = 0.0;
        for (int k = 0; k < N * M + M; k++)
            s += block[k] * (k % 5 + 1);
        if (pass)
            got = s;
        else
            ref = s;
    }
    /* the same loops, as written, on the shared rows */
    for (int k = 0; k < N * M + M; k++)
        block[k] = (double)(k % 7);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            same[i][j] = same[i][j] * 0.5 + w[j] + i;
    double want = 0.0;
    for (int k = 0; k < N * M + M; k++)
        want += block[k] * (k % 5 + 1);
    check("scale_rows on shared rows: the loops as written", got == want, 1);
    check("scale_rows on rows apart and shared differ", ref != got, 1);
    return fails != 0;
}
HARNESS
if gcc -std=gnu11 -fopenmp -Wall -Wextra -Werror -Wno-unknown-pragmas -o "$tmp/harness" "$tmp/harness.c" 2>"$tmp/harness.err"; then
  tap_ok "rows_apart: the output builds with -Wall -Wextra -Werror"
  OMP_NUM_THREADS=2 "$tmp/harness" >"$tmp/harness.out" 2>&1
  while IFS= read -r line; do
    case $line in
      "ok "*) tap_ok "kf_rows_apart: ${line#ok }" ;;
      "not ok "*) tap_fail "kf_rows_apart: ${line#not ok }" "" ;;
    esac
  done <"$tmp/harness.out"
else
  tap_fail "rows_apart: the output builds with -Wall -Wextra -Werror" "$(head -20 "$tmp/harness.err")"
fi
# a loop the program gives its own directive, under #ifdef, continued over
# lines, a comment before the loop (Rodinia's backprop): no version between
"$k" gen --all --target openmp --explain "$dir/rows_own_omp.c" -o "$tmp/own.c" 2>"$tmp/own.explain"
tap_grep "rows_own_omp: no version between the program's directive and its loop" \
  "no run-time test of its rows of pointers: its first loop \(line 20\) has an OpenMP directive of the program's own" \
  "$tmp/own.explain"
tap_run "rows_own_omp: the output builds with -fopenmp" gcc -fopenmp -Wall -c "$tmp/own.c" -o "$tmp/own.o"
tap_run "rows_own_omp: agrees with the sequential program" "$k" verify --all --target openmp "$dir/rows_own_omp.c"
tap_run "rows_apart: tests/diff/regress/row_pointers.c agrees with the sequential program" \
  "$k" verify --target openmp tests/diff/regress/row_pointers.c
tap_done
