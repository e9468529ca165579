/*
 * test_deps.c: dependences and loop verdicts on small snippets (unsaved
 * buffers through the whole pipeline): reductions, privatisation, distances
 * and their direction, aliasing, conservative cases that must stay
 * sequential.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kforge/analyze.h"

static struct kf_analysis *analyze(const char *src, kf_diag **d)
{
    *d = kf_diag_new(stderr);
    struct kf_fe_options o = {.unsaved_text = src};
    struct kf_analysis *a = kf_analyze_file("snippet.c", &o, *d);
    assert_non_null(a);
    return a;
}

/* the verdict of loop `id`, and its text in buf */
static enum kf_verdict verdict(struct kf_analysis *a, const char *id, char *buf, size_t n)
{
    int frag;
    const struct kf_loop_info *li = kf_analysis_loop(a, id, &frag);
    assert_non_null(li);
    kf_analyze_verdict_text(a, frag, li, NULL, buf, n);
    return li->verdict;
}

#define CHECK(a, id, want, text)                                                   \
    do {                                                                           \
        char buf_[512];                                                            \
        enum kf_verdict v_ = verdict(a, id, buf_, sizeof buf_);                    \
        if (v_ != (want) || !strstr(buf_, text))                                   \
            fail_msg("%s: got '%s', wanted %s with '%s'", id, buf_,                 \
                     kf_verdict_name(want), text);                                 \
    } while (0)

static void finish(struct kf_analysis *a, kf_diag *d)
{
    kf_analysis_free(a);
    kf_diag_free(d);
}

static void gemm_reduction(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "void f(int n, double C[n][n], double A[n][n], double B[n][n]) {\n"
        "#pragma scop\n"
        "  for (int i = 0; i < n; i++)\n"
        "    for (int j = 0; j < n; j++)\n"
        "      for (int k = 0; k < n; k++)\n"
        "        C[i][j] += A[i][k] * B[k][j];\n"
        "#pragma endscop\n}\n", &d);
    CHECK(a, "L1", KF_PARALLEL, "parallel");
    CHECK(a, "L1.1", KF_PARALLEL, "parallel");
    CHECK(a, "L1.1.1", KF_REDUCTION, "reduction on C (+)");
    const struct kf_fragment *f = a->prog->frags[0];
    assert_ptr_equal(kf_deps_loop(a->deps[0], f->loops[2]), kf_analysis_loop(a, "L1.1.1", NULL));
    assert_null(kf_deps_loop(a->deps[0], NULL));
    finish(a, d);
}

static void distances_and_direction(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "void f(int n, double *restrict a, double *restrict b) {\n"
        "#pragma scop\n"
        "  for (int i = 2; i < n; i++)\n"
        "    a[i] = a[i - 2] + 1;\n"
        "  for (int i = n - 1; i > 0; i--)\n"
        "    b[i - 1] = b[i] * 2;\n"
        "  for (int i = 0; i < n; i++)\n"
        "    a[i] = a[i + 1];\n"
        "#pragma endscop\n}\n", &d);
    CHECK(a, "L1", KF_SEQUENTIAL, "flow dependence on a from S1 (line 4) to S1 (line 4), distance 2");
    /* decrementing: b[i-1] written at i, read as b[i] at i-1, one iteration later */
    CHECK(a, "L2", KF_SEQUENTIAL, "flow dependence on b from S2 (line 6) to S2 (line 6), distance 1");
    CHECK(a, "L3", KF_SEQUENTIAL, "anti dependence on a from S3 (line 8) to S3 (line 8), distance 1");
    /* the distance vectors of the dependences of L1 and L2 */
    const struct kf_deps *dp = a->deps[0];
    int seen = 0;
    for (int i = 0; i < dp->ndep; i++) {
        const struct kf_dep *x = &dp->deps[i];
        char buf[32];
        if (x->src != x->dst) /* between two loops: no common loop */
            continue;
        assert_int_equal(x->ncommon, 1);
        kf_distance_text(&x->dist[0], buf, sizeof buf);
        if (x->src == 0 && x->kind == KF_DEP_FLOW)
            assert_string_equal(buf, "2"), seen++;
        if (x->src == 1 && x->kind == KF_DEP_FLOW)
            assert_string_equal(buf, "1"), seen++;
    }
    assert_int_equal(seen, 2);
    finish(a, d);
}

static void privatisation(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "void f(int n, double *restrict a, double *restrict b) {\n"
        "  double t = 0;\n"
        "#pragma scop\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    t = a[i];\n"
        "    b[i] = t;\n"
        "  }\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    if (a[i] > 0)\n"
        "      t = a[i];\n"
        "    b[i] = t;\n"
        "  }\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    b[i] = t;\n"
        "    t = a[i];\n"
        "  }\n"
        "#pragma endscop\n}\n", &d);
    int frag;
    const struct kf_loop_info *li = kf_analysis_loop(a, "L1", &frag);
    CHECK(a, "L1", KF_PARALLEL, "parallel");
    assert_int_equal(li->nprivate, 1);
    /* a conditional write does not privatise: the value may come from before */
    CHECK(a, "L2", KF_SEQUENTIAL, "dependence on t");
    CHECK(a, "L3", KF_SEQUENTIAL, "dependence on t");
    finish(a, d);
}

static void conservative_cases(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "int g(int);\n"
        "void f(int n, double *a, double *b, int *restrict idx, double *restrict c) {\n"
        "#pragma scop\n"
        "  for (int i = 0; i < n; i++)\n"
        "    a[i] = b[i];\n"
        "  for (int i = 0; i < n; i++)\n"
        "    c[idx[i]] = 0;\n"
        "  for (int i = 0; i < n; i++)\n"
        "    c[i] = g(i);\n"
        "  for (int i = 0; i < n; i++)\n"
        "    for (int j = 0; j < n; j++)\n"
        "      c[i + j] += 1;\n"
        "  for (int i = 0; i < n; i++)\n"
        "    c[i * i] = 1;\n"
        "#pragma endscop\n}\n", &d);
    CHECK(a, "L1", KF_SEQUENTIAL, "'a' (written) and 'b' may overlap");
    CHECK(a, "L2", KF_SEQUENTIAL, "output dependence on c");
    CHECK(a, "L3", KF_SEQUENTIAL, "calls 'g'");
    /* the reduced location moves with i: not a reduction over i */
    CHECK(a, "L4", KF_SEQUENTIAL, "dependence on c");
    CHECK(a, "L4.1", KF_SEQUENTIAL, "dependence on c");
    CHECK(a, "L5", KF_SEQUENTIAL, "output dependence on c");
    finish(a, d);
}

/* the fragment's may-overlap pairs (frontend/c/stmt.c, kf_fragment.alias)
 * whether or not a loop names both, and the storage that cannot overlap a
 * parameter: an automatic local array (issue 14); a static one may */
static bool has_pair(const struct kf_fragment *f, const char *p, const char *q)
{
    for (int k = 0; k < f->nalias; k++) {
        const char *a = f->vars[f->alias[k].var[0]].name, *b = f->vars[f->alias[k].var[1]].name;
        if ((strcmp(a, p) == 0 && strcmp(b, q) == 0) || (strcmp(a, q) == 0 && strcmp(b, p) == 0))
            return true;
    }
    return false;
}

static void alias_pairs_of_the_fragment(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "static double G[64];\n"
        "void f(int n, double *q, const double *p, double *restrict r) {\n"
        "  double t[64];\n"
        "  static double u[64];\n"
        "#pragma scop\n"
        "  for (int i = 0; i < n; i++)\n"
        "    q[i] = q[i] * 0.5;\n"
        "  for (int i = 0; i < 64; i++)\n"
        "    t[i] = p[i] + G[i];\n"
        "  for (int i = 0; i < 64; i++)\n"
        "    u[i] = t[i] + r[i];\n"
        "#pragma endscop\n}\n", &d);
    const struct kf_fragment *f = a->prog->frags[0];
    assert_true(has_pair(f, "q", "p"));  /* no loop names both */
    assert_true(has_pair(f, "q", "G"));
    assert_false(has_pair(f, "t", "p")); /* t is the function's own */
    assert_false(has_pair(f, "t", "q"));
    assert_false(has_pair(f, "r", "q")); /* restrict */
    assert_false(has_pair(f, "u", "r"));
    assert_true(has_pair(f, "u", "p"));  /* a static array's address may have left */
    CHECK(a, "L2", KF_PARALLEL, "parallel");
    CHECK(a, "L3", KF_PARALLEL, "parallel");
    CHECK(a, "L1", KF_PARALLEL, "parallel");
    finish(a, d);
}

static void floyd_warshall_stays_sequential(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "void f(int n, int p[n][n]) {\n"
        "#pragma scop\n"
        "  for (int k = 0; k < n; k++)\n"
        "    for (int i = 0; i < n; i++)\n"
        "      for (int j = 0; j < n; j++)\n"
        "        p[i][j] = p[i][j] < p[i][k] + p[k][j] ? p[i][j] : p[i][k] + p[k][j];\n"
        "#pragma endscop\n}\n", &d);
    CHECK(a, "L1", KF_SEQUENTIAL, "dependence on p");
    CHECK(a, "L1.1", KF_SEQUENTIAL, "dependence on p");
    CHECK(a, "L1.1.1", KF_SEQUENTIAL, "dependence on p");
    finish(a, d);
}

static void data_classes(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "void f(int n, double alpha, double *restrict x) {\n"
        "  double s = 0;\n"
        "#pragma scop\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    double t = alpha * x[i];\n"
        "    s += t;\n"
        "  }\n"
        "#pragma endscop\n}\n", &d);
    const struct kf_fragment *f = a->prog->frags[0];
    for (int i = 0; i < f->nvar; i++) {
        const struct kf_var *v = &f->vars[i];
        enum kf_data_class want = strcmp(v->name, "n") == 0 || strcmp(v->name, "alpha") == 0
                                      ? KF_DATA_SCALAR_IN
                                  : strcmp(v->name, "s") == 0 ? KF_DATA_SCALAR_CHANGED
                                  : strcmp(v->name, "x") == 0 ? KF_DATA_ARRAY
                                                              : KF_DATA_NONE;
        assert_int_equal(kf_deps_data_class(v), want);
    }
    CHECK(a, "L1", KF_REDUCTION, "reduction on s (+)");
    finish(a, d);
}

static void guards_and_early_exits(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "void f(int n, double *restrict a, double *restrict b, int *restrict len) {\n"
        "  double t = 0, s = 0;\n"
        "#pragma scop\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    for (int j = 0; j < n; j++) {\n"
        "      if (a[j] < 0) break;\n"
        "      t = a[j];\n"
        "    }\n"
        "    b[i] = t;\n"
        "  }\n"
        "  for (int i = 0; i < n; i++)\n"
        "    if (s < 5) s += a[i];\n"
        "  for (int i = 0; i < n; i++)\n"
        "    for (int j = 0; j < len[i]; j++)\n"
        "      len[i + 1] = j;\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    (a[i] > 0) && (t = a[i]);\n"
        "    b[i] = t;\n"
        "  }\n"
        "#pragma endscop\n}\n", &d);
    /* the j loop may write nothing: t may come from the previous i */
    CHECK(a, "L1", KF_SEQUENTIAL, "dependence on t");
    CHECK(a, "L1.1", KF_SEQUENTIAL, "'break'");
    /* the guard reads the running sum: not a reduction */
    CHECK(a, "L2", KF_SEQUENTIAL, "dependence on s");
    /* a non-affine bound reads len[i], written by the previous iteration */
    CHECK(a, "L3", KF_SEQUENTIAL, "flow dependence on len");
    /* a write under && may not happen */
    CHECK(a, "L4", KF_SEQUENTIAL, "dependence on t");
    finish(a, d);
}

static void statics_and_narrowing(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "void f(int n, double *restrict a, double *restrict b) {\n"
        "#pragma scop\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    static double t;\n"
        "    b[i] = t;\n"
        "    t = a[i];\n"
        "  }\n"
        "  for (int i = 0; i < n; i++)\n"
        "    a[(unsigned char)i] = 1;\n"
        "  for (int i = 0; i < n; i++)\n"
        "    a[(long)i] = 1;\n"
        "#pragma endscop\n}\n", &d);
    /* a static local is one variable for all iterations */
    CHECK(a, "L1", KF_SEQUENTIAL, "dependence on t");
    /* (unsigned char)i wraps: not the affine i */
    CHECK(a, "L2", KF_SEQUENTIAL, "output dependence on a");
    CHECK(a, "L3", KF_PARALLEL, "parallel");
    finish(a, d);
}

static void init_lists_write_everything(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "struct P { double x, y; };\n"
        "void f(int n, double *restrict a, struct P *restrict out) {\n"
        "  struct P p;\n"
        "#pragma scop\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    struct P q = {a[i], 0};\n"
        "    out[i] = q;\n"
        "  }\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    out[i] = p;\n"
        "    p.x = a[i];\n"
        "  }\n"
        "#pragma endscop\n}\n", &d);
    CHECK(a, "L1", KF_PARALLEL, "parallel");
    CHECK(a, "L2", KF_SEQUENTIAL, "dependence on p");
    finish(a, d);
}

static void jumps_read_their_conditions(void **state)
{
    kf_diag *d;
    struct kf_analysis *a = analyze(
        "void f(int n, double *restrict a, double *restrict b) {\n"
        "#pragma scop\n"
        "  for (int i = 1; i < n; i++) {\n"
        "    if (a[i - 1] > 0)\n"
        "      continue;\n"
        "    a[i] = 1;\n"
        "  }\n"
        "  for (int i = 0; i < n; i++) {\n"
        "    if (a[i] == 0)\n"
        "      continue;\n"
        "    b[i] = 1 / a[i];\n"
        "  }\n"
        "  for (int i = 0; i < n; i++)\n"
        "    for (int j = 0; j < n; j++) {\n"
        "      if (b[i + j] > 0)\n"
        "        break;\n"
        "      b[i] = j;\n"
        "    }\n"
        "#pragma endscop\n}\n", &d);
    /* the condition before a continue reads what the previous iteration wrote */
    CHECK(a, "L1", KF_SEQUENTIAL, "flow dependence on a");
    /* continue alone does not make a loop sequential */
    CHECK(a, "L2", KF_PARALLEL, "parallel");
    /* when the inner loop stops depends on b, which other i write */
    CHECK(a, "L3", KF_SEQUENTIAL, "dependence on b");
    CHECK(a, "L3.1", KF_SEQUENTIAL, "'break'");
    finish(a, d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(gemm_reduction),
        cmocka_unit_test(distances_and_direction),
        cmocka_unit_test(privatisation),
        cmocka_unit_test(conservative_cases),
        cmocka_unit_test(floyd_warshall_stays_sequential),
        cmocka_unit_test(alias_pairs_of_the_fragment),
        cmocka_unit_test(data_classes),
        cmocka_unit_test(guards_and_early_exits),
        cmocka_unit_test(statics_and_narrowing),
        cmocka_unit_test(init_lists_write_everything),
        cmocka_unit_test(jumps_read_their_conditions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
