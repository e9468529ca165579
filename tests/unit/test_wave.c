/*
 * test_wave.c: the wavefront test (analysis/wave.h) on small snippets
 * (unsaved buffers through the whole pipeline): the skew each shape
 * needs, its text, the iterations of the outer loop on one wave, and each
 * reason a nest is no candidate or no wave holds.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "analysis/wave.h"
#include "ir/poly.h"
#include "kforge/analyze.h"

static struct kf_analysis *analyze(const char *src, kf_diag **d)
{
    *d = kf_diag_new(stderr);
    struct kf_fe_options o = {.unsaved_text = src};
    struct kf_analysis *a = kf_analyze_file("snippet.c", &o, *d);
    assert_non_null(a);
    return a;
}

/* kf_wave_find on loop `id`: its answer, the wave in *w, the reason in why */
static int find(struct kf_analysis *a, const char *id, struct kf_wave *w, char *why, size_t n)
{
    int frag;
    const struct kf_loop_info *li = kf_analysis_loop(a, id, &frag);
    assert_non_null(li);
    why[0] = '\0';
    return kf_wave_find(a->prog->frags[frag], a->deps[frag], li->loop, w, why, n);
}

static void finish(struct kf_analysis *a, kf_diag *d)
{
    kf_analysis_free(a);
    kf_diag_free(d);
}

/* seidel-2d's shape: rows at step t need rows i - 1 (step t) and i + 1
 * (step t - 1): distance (1, -1) rules out w = t + i, w = 2t + i holds */
static void seidel_rows(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "void f(int T, int n, double A[n][n]) {\n"
        "#pragma scop\n"
        "  for (int t = 0; t < T; t++)\n"
        "    for (int i = 1; i < n - 1; i++)\n"
        "      for (int j = 1; j < n - 1; j++)\n"
        "        A[i][j] = (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]) / 4;\n"
        "#pragma endscop\n}\n", &d);
    struct kf_wave w;
    char why[512], text[64];
    assert_int_equal(find(a, "L1", &w, why, sizeof why), 0);
    assert_int_equal(w.a, 2);
    kf_wave_text(a->prog->frags[0], &w, text, sizeof text);
    assert_string_equal(text, "2*t + i");
    int ys;
    long yx;
    kf_wave_inner(&w, &ys, &yx);
    assert_int_equal(ys, 1);
    assert_int_equal(yx, -2); /* i = w - 2t */
    kf_arena *ar = kf_arena_new();
    struct kf_wave_cons *c;
    assert_int_equal(kf_wave_bounds(&w, ar, &c), 2);
    /* i >= 1: -2t + w - 1 >= 0;  i <= n - 2: 2t - w + n - 2 >= 0 */
    assert_int_equal(c[0].k, -2);
    assert_int_equal(c[0].sw, 1);
    long v;
    assert_true(kf_poly_const_value(c[0].rest, &v) && v == -1);
    assert_int_equal(c[1].k, 2);
    assert_int_equal(c[1].sw, -1);
    assert_false(kf_poly_const_value(c[1].rest, &v));
    kf_arena_free(ar);
    /* within one step the five points need (1, 0) and (0, 1) only: w = i + j */
    assert_int_equal(find(a, "L1.1", &w, why, sizeof why), 0);
    assert_int_equal(w.a, 1);
    /* the innermost loop has no inner loop */
    assert_int_equal(find(a, "L1.1.1", &w, why, sizeof why), 1);
    assert_string_equal(why, "no perfect nest of two loops");
    finish(a, d);
}

/* nussinov: i counts down, j from i + 1: cells on w = -i + j */
static void nussinov_cells(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "void f(int n, int t[n][n]) {\n"
        "#pragma scop\n"
        "  for (int i = n - 1; i >= 0; i--)\n"
        "    for (int j = i + 1; j < n; j++) {\n"
        "      if (i + 1 < n) t[i][j] = t[i][j] > t[i + 1][j] ? t[i][j] : t[i + 1][j];\n"
        "      t[i][j] = t[i][j] > t[i][j - 1] ? t[i][j] : t[i][j - 1];\n"
        "      for (int k = i + 1; k < j; k++)\n"
        "        t[i][j] = t[i][j] > t[i][k] + t[k + 1][j] ? t[i][j] : t[i][k] + t[k + 1][j];\n"
        "    }\n"
        "#pragma endscop\n}\n", &d);
    struct kf_wave w;
    char why[512], text[64];
    assert_int_equal(find(a, "L1", &w, why, sizeof why), 0);
    assert_int_equal(w.a, 1);
    kf_wave_text(a->prog->frags[0], &w, text, sizeof text);
    assert_string_equal(text, "-i + j");
    int ys;
    long yx;
    kf_wave_inner(&w, &ys, &yx);
    assert_int_equal(ys, 1);
    assert_int_equal(yx, 1); /* j = w + i */
    kf_arena *ar = kf_arena_new();
    struct kf_wave_cons *c;
    assert_int_equal(kf_wave_bounds(&w, ar, &c), 2);
    /* j >= i + 1 holds on every wave from 1 (no i in it); j <= n - 1: i <= n - 1 - w */
    assert_int_equal(c[0].k, 0);
    assert_int_equal(c[1].k, -1);
    assert_int_equal(c[1].sw, -1);
    kf_arena_free(ar);
    finish(a, d);
}

/* refusals: a distance no wave keeps, an inner loop that runs in parallel,
 * a call that keeps the loops in order, a body of two loops */
static void refusals(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "void g(void);\n"
        "void f(int n, double x[n][n], double y[n][n], double z[n][n]) {\n"
        "#pragma scop\n"
        "  for (int i = 1; i < n; i++)\n"
        "    for (int j = 1; j < n - 2; j++)\n"
        "      x[i][j] = x[i - 1][j + 2] + x[i][j - 1];\n"
        "  for (int i = 1; i < n; i++)\n"
        "    for (int j = 0; j < n; j++)\n"
        "      y[i][j] = y[i - 1][j];\n"
        "  for (int i = 1; i < n; i++)\n"
        "    for (int j = 1; j < n; j++) {\n"
        "      z[i][j] = z[i - 1][j] + z[i][j - 1];\n"
        "      g();\n"
        "    }\n"
        "  for (int i = 1; i < n; i++) {\n"
        "    for (int j = 1; j < n; j++)\n"
        "      z[i][j] = z[i - 1][j] + z[i][j - 1];\n"
        "    for (int j = 1; j < n; j++)\n"
        "      y[i][j] = y[i - 1][j] + y[i][j - 1];\n"
        "  }\n"
        "#pragma endscop\n}\n", &d);
    struct kf_wave w;
    char why[512];
    assert_int_equal(find(a, "L1", &w, why, sizeof why), -1);
    assert_non_null(strstr(why, "no wave 1 or 2 apart keeps its dependences: flow dependence on "
                                "x from S1 (line 6) to S1 (line 6), distance (1, -2) in (i, j)"));
    assert_int_equal(find(a, "L2", &w, why, sizeof why), 1);
    assert_string_equal(why, "its inner loop runs in parallel as it is");
    assert_int_equal(find(a, "L3", &w, why, sizeof why), -1);
    assert_non_null(strstr(why, "L3"));
    assert_int_equal(find(a, "L4", &w, why, sizeof why), 1);
    finish(a, d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(seidel_rows),
        cmocka_unit_test(nussinov_cells),
        cmocka_unit_test(refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
