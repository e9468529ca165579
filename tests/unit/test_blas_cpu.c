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

static double urand(uint64_t *s)
{
    *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(*s >> 40) / (1 << 24) - 0.5;
}

/* TRMM (solve 0) or TRSM (solve 1) on the CPU solver against the
 * reference, A and B at an offset into larger arrays (ld = size + pad);
 * for TRSM A's diagonal is made large so the system is well conditioned.
 * Returns the number of wrong elements (the padding included: it must
 * stay untouched). */
static int run_tri(int solve, int dbl, kf_blas_layout layout, kf_blas_side side,
                   kf_blas_uplo uplo, int ta, kf_blas_diag diag, long m, long n, long pad,
                   double alpha)
{
    size_t es = dbl ? 8 : 4, off = (size_t)pad;
    int row = layout == KF_BLAS_ROW_MAJOR;
    long ka = side == KF_BLAS_LEFT ? m : n;
    long lda = ka + pad, ldb = (row ? n : m) + pad;
    size_t na = off + kf_blas_matrix_extent(layout, ka, ka, lda) + 1;
    size_t nb = off + kf_blas_matrix_extent(layout, m, n, ldb) + 1;
    double *ha = malloc(na * 8), *hb = malloc(nb * 8), *rb = malloc(nb * 8);
    char *ba = malloc(na * es), *bb = malloc(nb * es);
    uint64_t s = (uint64_t)(m * 31 + n * 7 + ta + (int)uplo + (int)side * 3 + (int)diag + solve);
    for (size_t i = 0; i < na; i++) ha[i] = urand(&s);
    for (size_t i = 0; i < nb; i++) hb[i] = urand(&s);
    if (solve) { /* small off-diagonal, diagonal near 1 */
        for (size_t i = 0; i < na; i++)
            ha[i] /= ka;
        for (long i = 0; i < ka; i++)
            ha[off + (size_t)i * (lda + 1)] += 1; /* the diagonal, either layout */
    }
    for (size_t i = 0; i < na; i++) {
        if (dbl) ((double *)ba)[i] = ha[i];
        else ((float *)ba)[i] = (float)ha[i], ha[i] = ((float *)ba)[i];
    }
    for (size_t i = 0; i < nb; i++) {
        if (dbl) ((double *)bb)[i] = hb[i];
        else ((float *)bb)[i] = (float)hb[i], hb[i] = ((float *)bb)[i];
    }
    memcpy(rb, hb, nb * 8);
    assert_int_equal((solve ? kf_dtrsm_ref : kf_dtrmm_ref)(layout, side, uplo, T[ta], diag, m, n,
                                                           alpha, ha + off, lda, rb + off, ldb), 0);
    kf_blas_status st;
    if (solve)
        st = dbl ? kf_dtrsm_cpu(layout, side, uplo, T[ta], diag, m, n, alpha,
                                (double *)ba + off, lda, (double *)bb + off, ldb)
                 : kf_strsm_cpu(layout, side, uplo, T[ta], diag, m, n, (float)alpha,
                                (float *)ba + off, lda, (float *)bb + off, ldb);
    else
        st = dbl ? kf_dtrmm_cpu(layout, side, uplo, T[ta], diag, m, n, alpha,
                                (double *)ba + off, lda, (double *)bb + off, ldb)
                 : kf_strmm_cpu(layout, side, uplo, T[ta], diag, m, n, (float)alpha,
                                (float *)ba + off, lda, (float *)bb + off, ldb);
    if (st)
        print_error("%s: %s: %s\n", solve ? "trsm" : "trmm", kf_blas_strerror(st),
                    kf_blas_last_error());
    assert_int_equal(st, 0);
    double tol = (dbl ? 1e-13 : 2e-6) * (ka + 4) * 4;
    int bad = 0;
    for (size_t i = 0; i < nb; i++) {
        double got = dbl ? ((double *)bb)[i] : ((float *)bb)[i];
        if (!(fabs(got - rb[i]) <= tol * (1 + fabs(rb[i]))) && bad++ < 3)
            print_error("%s %c %s %s %s t%d %s m=%ld n=%ld: B[%zu] = %g, want %g\n",
                        solve ? "trsm" : "trmm", dbl ? 'd' : 's', row ? "row" : "col",
                        side == KF_BLAS_LEFT ? "left" : "right",
                        uplo == KF_BLAS_LOWER ? "lower" : "upper", ta,
                        diag == KF_BLAS_UNIT ? "unit" : "non-unit", m, n, i, got, rb[i]);
    }
    free(ha); free(hb); free(rb); free(ba); free(bb);
    return bad;
}

/* Every side, triangle, transpose, diagonal and layout, in both precisions
 * and for both routines, on sizes with tails (primes, more than one TRSM
 * block of 32 and one micro-tile), ld > size, alpha 1 and not. */
static void tri_all(int solve)
{
    int bad = 0, i = 0;
    for (int dbl = 0; dbl < 2; dbl++)
        for (int side = 0; side < 2; side++)
            for (int up = 0; up < 2; up++)
                for (int ta = 0; ta < 2; ta++)
                    for (int unit = 0; unit < 2; unit++, i++)
                        bad += run_tri(solve, dbl,
                                       i % 3 ? KF_BLAS_COL_MAJOR : KF_BLAS_ROW_MAJOR,
                                       side ? KF_BLAS_RIGHT : KF_BLAS_LEFT,
                                       up ? KF_BLAS_UPPER : KF_BLAS_LOWER, ta,
                                       unit ? KF_BLAS_UNIT : KF_BLAS_NON_UNIT,
                                       i % 2 ? 67 : 37, i % 2 ? 41 : 71, i % 3,
                                       i % 4 ? 1.25 : 1.0);
    assert_int_equal(bad, 0);
}

static void trmm_cpu(void **state)
{
    (void)state;
    tri_all(0);
}

/* TRMM with blocks much smaller than the problem (micro-tile 6 x 2, K
 * blocks of 10 rounded to whole micro-tiles, cache blocks of 12 x 16): many
 * K blocks in each direction, zero micro-panels and blocks skipped, and
 * in place (the kernel's C is B) on every side and triangle, except where
 * B is too narrow for the threads (tri_edges' shapes take the copy). */
static void trmm_cpu_blocks(void **state)
{
    (void)state;
    setenv("KFORGE_CPU_GEMM_PARAMS", "wg=2x1 tile=3x2 kb=10 mc=12 nc=16 tasks=2", 1);
    tri_all(0);
    unsetenv("KFORGE_CPU_GEMM_PARAMS");
}

static void trsm_cpu(void **state)
{
    (void)state;
    tri_all(1);
}

/* Sizes 1 and tiny, alpha 0, both layouts; m or n 0 leaves B alone. */
static void tri_edges(void **state)
{
    (void)state;
    int bad = 0;
    for (int solve = 0; solve < 2; solve++) {
        bad += run_tri(solve, 0, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 0,
                       KF_BLAS_NON_UNIT, 1, 1, 0, 2.0);
        bad += run_tri(solve, 1, KF_BLAS_ROW_MAJOR, KF_BLAS_RIGHT, KF_BLAS_UPPER, 1,
                       KF_BLAS_UNIT, 1, 3, 2, 0.5);
        bad += run_tri(solve, 0, KF_BLAS_ROW_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 0,
                       KF_BLAS_NON_UNIT, 2, 1, 1, 0.0);
        bad += run_tri(solve, 1, KF_BLAS_COL_MAJOR, KF_BLAS_RIGHT, KF_BLAS_LOWER, 1,
                       KF_BLAS_NON_UNIT, 33, 32, 3, -1.0);
    }
    /* more than one outer block of TRSM (256), on each side and direction */
    bad += run_tri(1, 0, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 1, KF_BLAS_NON_UNIT, 300,
                   7, 1, 0.75);
    bad += run_tri(1, 1, KF_BLAS_ROW_MAJOR, KF_BLAS_RIGHT, KF_BLAS_LOWER, 0, KF_BLAS_UNIT, 5, 290,
                   2, 1.0);
    bad += run_tri(1, 0, KF_BLAS_COL_MAJOR, KF_BLAS_RIGHT, KF_BLAS_UPPER, 0, KF_BLAS_NON_UNIT, 3,
                   530, 0, -2.0);
    float x[4] = {1, 2, 3, 4};
    assert_int_equal(kf_strsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                                  KF_BLAS_UNIT, 0, 2, 1, x, 1, x, 1), 0);
    assert_int_equal(kf_strmm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_RIGHT, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 2, 0, 1, x, 1, x, 2), 0);
    assert_true(x[0] == 1 && x[1] == 2 && x[2] == 3 && x[3] == 4);
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
    /* TRMM/TRSM: each argument's own error, in argument order */
    assert_int_equal(kf_strmm_cpu(KF_BLAS_COL_MAJOR, (kf_blas_side)0, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 2, 2, 1, x, 2, x, 2),
                     KF_BLAS_ERR_SIDE);
    assert_int_equal(kf_strsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, (kf_blas_uplo)0,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 2, 2, 1, x, 2, x, 2),
                     KF_BLAS_ERR_UPLO);
    assert_int_equal(kf_strsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                  (kf_blas_transpose)0, KF_BLAS_UNIT, 2, 2, 1, x, 2, x, 2),
                     KF_BLAS_ERR_TRANS_A);
    assert_int_equal(kf_strmm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, (kf_blas_diag)0, 2, 2, 1, x, 2, x, 2),
                     KF_BLAS_ERR_DIAG);
    assert_int_equal(kf_strsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, -1, 2, 1, x, 2, x, 2),
                     KF_BLAS_ERR_SIZE);
    assert_int_equal(kf_strsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 2, 2, 1, x, 1, x, 2),
                     KF_BLAS_ERR_LDA);
    assert_int_equal(kf_strmm_cpu(KF_BLAS_ROW_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 2, 3, 1, x, 2, x, 2),
                     KF_BLAS_ERR_LDB);
    assert_int_equal(kf_dtrsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 2, 2, 1, NULL, 2, NULL, 2),
                     KF_BLAS_ERR_NULL_BUFFER);
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
        cmocka_unit_test(sgemm_cpu), cmocka_unit_test(dgemm_cpu), cmocka_unit_test(trmm_cpu), cmocka_unit_test(trmm_cpu_blocks),
        cmocka_unit_test(trsm_cpu),  cmocka_unit_test(tri_edges), cmocka_unit_test(errors),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kf_blas_release();
    return rc;
}
