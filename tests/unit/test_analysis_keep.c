/*
 * test_analysis_keep.c: a lazy analysis (analyze.h) builds a function's
 * models on kf_analysis_enter and frees them on kf_analysis_leave, except
 * those of the first functions kf_analysis_keep budgets for, which stay
 * built (the same objects on the next enter) with their run-time
 * assumption taken back.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kforge/analyze.h"

/* f: two statements; g: one, on an array linearised by a stride, which
 * has a model under the assumption w <= stride; h: two statements */
static const char src[] =
    "void f(int n, double *restrict a, double *restrict b) {\n"
    "#pragma scop\n"
    "  for (int i = 0; i < n; i++) a[i] = 1;\n"
    "  for (int i = 0; i < n; i++) b[i] = a[i];\n"
    "#pragma endscop\n"
    "}\n"
    "void g(int h, int w, int stride, float *img) {\n"
    "#pragma scop\n"
    "  for (int y = 0; y < h; y++)\n"
    "    for (int x = 0; x < w; x++)\n"
    "      img[y * stride + x] = img[y * stride + x] * 2;\n"
    "#pragma endscop\n"
    "}\n"
    "void k(int n, double *restrict a, double *restrict b) {\n"
    "#pragma scop\n"
    "  for (int i = 0; i < n; i++) a[i] = 2;\n"
    "  for (int i = 0; i < n; i++) b[i] = a[i] + 1;\n"
    "#pragma endscop\n"
    "}\n";

static struct kf_analysis *lazy(kf_diag **d)
{
    *d = kf_diag_new(stderr);
    struct kf_fe_options o = {.unsaved_text = src};
    struct kf_analysis *a = kf_analyze_lazy("snippet.c", &o, *d);
    assert_non_null(a);
    assert_int_equal(a->nfrag, 3);
    return a;
}

/* enter fragment fi, its models built; leave it; the model it had */
static const struct kf_model *visit(const struct kf_analysis *a, int fi)
{
    assert_int_equal(kf_analysis_enter(a, fi), 0);
    const struct kf_model *m = a->models[fi];
    assert_non_null(m);
    assert_non_null(a->deps[fi]);
    kf_analysis_leave(a, fi);
    return m;
}

static void kept_within_budget(void **state)
{
    (void)state;
    kf_diag *d;
    struct kf_analysis *a = lazy(&d);
    kf_analysis_keep(a, 3); /* f (2) and g (1); k would make 5 */
    const struct kf_model *m0 = visit(a, 0);
    assert_ptr_equal(a->models[0], m0); /* kept: no second build */
    assert_ptr_equal(visit(a, 0), m0);
    visit(a, 2);
    assert_null(a->models[2]); /* past the budget: freed */
    assert_null(a->deps[2]);
    kf_analysis_free(a);
    kf_diag_free(d);
}

static void none_without_keep(void **state)
{
    (void)state;
    kf_diag *d;
    struct kf_analysis *a = lazy(&d);
    for (int fi = 0; fi < a->nfrag; fi++) {
        visit(a, fi);
        assert_null(a->models[fi]);
    }
    kf_analysis_keep(a, 1); /* f alone is 2: nothing fits */
    visit(a, 0);
    assert_null(a->models[0]);
    kf_analysis_free(a);
    kf_diag_free(d);
}

static void kept_unassumed(void **state)
{
    (void)state;
    kf_diag *d;
    struct kf_analysis *a = lazy(&d);
    kf_analysis_keep(a, 3);
    assert_int_equal(kf_analysis_enter(a, 1), 0);
    const struct kf_model *plain = a->models[1];
    assert_non_null(a->amodels[1]); /* g has a model under its assumption */
    assert_true(kf_analysis_assume(a, 1));
    assert_ptr_not_equal(a->models[1], plain);
    kf_analysis_leave(a, 1);
    /* kept, and as a fresh build has it: the unconditional model in place */
    assert_false(a->assumed[1]);
    assert_ptr_equal(a->models[1], plain);
    assert_true(kf_analysis_assume(a, 1));
    kf_analysis_unassume(a, 1);
    kf_analysis_free(a);
    kf_diag_free(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(kept_within_budget),
        cmocka_unit_test(none_without_keep),
        cmocka_unit_test(kept_unassumed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
