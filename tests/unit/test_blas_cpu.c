/*
 * test_blas_cpu.c: the CPU solver (generated OpenMP kernels compiled by the
 * system C compiler) against the reference: sizes with tails, all
 * transposes, both layouts, beta 0 (NaN in C) and not, single and double;
 * its argument errors and a missing compiler.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "kforge/blas.h"

static const kf_blas_transpose T[2] = {KF_BLAS_NO_TRANS, KF_BLAS_TRANS};

static int run(int dbl, kf_blas_layout layout, int ta, int tb, long m, long n, long k,
               double beta)
{
    int row = layout == KF_BLAS_ROW_MAJOR;
    long lda = (row ? (ta ? m : k) : (ta ? k : m)) + 1;
    long ldb = (row ? (tb ? k : n) : (tb ? n : k)) + 2;
    long ldc = (row ? n : m) + 1;
    size_t na = kf_blas_matrix_extent(layout, ta ? k : m, ta ? m : k, lda) + 1;
    size_t nb = kf_blas_matrix_extent(layout, tb ? n : k, tb ? k : n, ldb) + 1;
    size_t nc = kf_blas_matrix_extent(layout, m, n, ldc) + 1;
    double *a = malloc(na * 8), *b = malloc(nb * 8), *c = malloc(nc * 8), *r = malloc(nc * 8);
    float *fa = malloc(na * 4), *fb = malloc(nb * 4), *fc = malloc(nc * 4);
    uint64_t s = (uint64_t)(m * 7 + n * 3 + k + ta * 5 + tb);
    for (size_t i = 0; i < na; i++) fa[i] = (float)(a[i] = (double)((s = s * 6364136223846793005ULL + 1) >> 40) / (1 << 24) - 0.5);
    for (size_t i = 0; i < nb; i++) fb[i] = (float)(b[i] = (double)((s = s * 6364136223846793005ULL + 1) >> 40) / (1 << 24) - 0.5);
    for (size_t i = 0; i < nc; i++) fc[i] = (float)(c[i] = r[i] = beta == 0 ? NAN : 0.25);
    if (!dbl)
        for (size_t i = 0; i < na; i++) a[i] = fa[i];
    if (!dbl)
        for (size_t i = 0; i < nb; i++) b[i] = fb[i];
    assert_int_equal(kf_dgemm_ref(layout, T[ta], T[tb], m, n, k, 1.5, a, lda, b, ldb, beta, r,
                                  ldc), 0);
    kf_blas_status st = dbl ? kf_dgemm_cpu(layout, T[ta], T[tb], m, n, k, 1.5, a, lda, b, ldb,
                                           beta, c, ldc)
                            : kf_sgemm_cpu(layout, T[ta], T[tb], m, n, k, 1.5f, fa, lda, fb, ldb,
                                           (float)beta, fc, ldc);
    if (st)
        print_error("%s: %s\n", kf_blas_strerror(st), kf_blas_last_error());
    assert_int_equal(st, 0);
    int bad = 0;
    for (size_t i = 0; i < nc; i++) {
        double got = dbl ? c[i] : fc[i];
        int ok = isnan(r[i]) ? isnan(got) : fabs(got - r[i]) <= (dbl ? 1e-12 : 1e-4) * (k + 1);
        if (!ok && bad++ < 3)
            print_error("%s t%d%d m=%ld n=%ld k=%ld: C[%zu] = %g, want %g\n", row ? "row" : "col",
                        ta, tb, m, n, k, i, got, r[i]);
    }
    free(a); free(b); free(c); free(r); free(fa); free(fb); free(fc);
    return bad;
}

static void sgemm_cpu(void **state)
{
    (void)state;
    int bad = 0;
    for (int ta = 0; ta < 2; ta++)
        for (int tb = 0; tb < 2; tb++) {
            bad += run(0, KF_BLAS_COL_MAJOR, ta, tb, 37, 23, 19, 0.0);  /* bulk + both tails */
            bad += run(0, KF_BLAS_ROW_MAJOR, ta, tb, 1, 1, 1, 0.5);     /* tails only */
            bad += run(0, ta ? KF_BLAS_ROW_MAJOR : KF_BLAS_COL_MAJOR, ta, tb, 64, 16, 0, 2.0);
        }
    assert_int_equal(bad, 0);
}

static void dgemm_cpu(void **state)
{
    (void)state;
    int bad = run(1, KF_BLAS_COL_MAJOR, 0, 1, 41, 19, 13, 1.0);
    bad += run(1, KF_BLAS_ROW_MAJOR, 1, 0, 16, 8, 5, 0.0);
    assert_int_equal(bad, 0);
}

static void errors(void **state)
{
    (void)state;
    float x[4] = {0};
    assert_int_equal(kf_sgemm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 2, 2, 2,
                                  1, x, 1, x, 2, 0, x, 2), KF_BLAS_ERR_LDA);
    assert_int_equal(kf_sgemm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 2, 2, 2,
                                  1, NULL, 2, x, 2, 0, x, 2), KF_BLAS_ERR_NULL_BUFFER);
    assert_int_equal(kf_sgemm_cpu((kf_blas_layout)5, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 2, 2, 2,
                                  1, x, 2, x, 2, 0, x, 2), KF_BLAS_ERR_LAYOUT);
    /* no compiler: a build error with the reason, not a crash (a size whose
     * kernel is not loaded yet: double, tt, tails only) */
    kf_blas_release();
    setenv("KFORGE_CC", "/nonexistent/cc", 1);
    double d[4] = {0};
    assert_int_equal(kf_dgemm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_TRANS, KF_BLAS_TRANS, 1, 1, 1, 1, d,
                                  1, d, 1, 0, d, 1), KF_BLAS_ERR_BUILD);
    assert_non_null(strstr(kf_blas_last_error(), "/nonexistent/cc"));
    unsetenv("KFORGE_CC");
}

int main(void)
{
    setenv("KFORGE_CACHE_DIR", "build/kforge-cache", 0);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sgemm_cpu), cmocka_unit_test(dgemm_cpu), cmocka_unit_test(errors),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kf_blas_release();
    return rc;
}
