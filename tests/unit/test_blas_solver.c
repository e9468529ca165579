/*
 * test_blas_solver.c: the routines written once over the solver interface
 * (src/blas/routines.c), on a recording solver that computes on the host
 * with plain loops: GEMM, TRMM (read from a copy, and in place) and TRSM
 * (each GEMM selected, and one kernel for all; diagonal blocks of 8 under
 * outer blocks of 16) in every layout, side, triangle, transpose and
 * diagonal against the reference; the checks in argument order before the
 * solver's, nothing queued for an empty result, `ready` only when there is
 * work, the kernel parameters each routine hands the solver, every work
 * buffer given back.
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

#include "blas/solver.h"

/* ---- the recording solver ------------------------------------------------------ */

typedef struct rec {
    int checks, readies, selects, gemms, copies, trtris, allocs, releases;
    kf_blas_status check_status, ready_status;
    int fixed;       /* what select answers for TRSM */
    int in_place;    /* what in_place answers; -1: no in_place operation */
    int nb;          /* TRSM's diagonal block select gives (0: default) */
    char routines[64]; /* first letters of the selected routines, in order */
    kf_gemm_params last; /* the last GEMM's parameters */
} rec;

static kf_blas_status r_check(void *sv, kf_blas_precision prec, int nbuf, const kf_blas_buf *buf,
                              const size_t *off, const size_t *ext)
{
    rec *r = sv;
    r->checks++;
    return r->check_status ? r->check_status
                           : kf_blas_check_pointers(sv, prec, nbuf, buf, off, ext);
}

static kf_blas_status r_ready(void *sv)
{
    rec *r = sv;
    r->readies++;
    return r->ready_status;
}

static int r_select(void *sv, const char *routine, kf_blas_precision prec, long m, long n,
                    long k, kf_gemm_params *p, int *nb)
{
    rec *r = sv;
    size_t l = strlen(r->routines);
    if (l + 1 < sizeof r->routines)
        r->routines[l] = routine[0], r->routines[l + 1] = '\0';
    r->selects++;
    *p = kf_gemm_default_params(prec, KF_GEMM_GLOBAL);
    if (nb)
        *nb = r->nb;
    return r->fixed;
}

/* Element (i, j) of op(X) of a kernel's operand, masked to the triangle
 * when the kernel says this operand is triangular. */
static double opx(const kf_gemm_params *p, int which, const double *X, long ld, long i, long j)
{
    int t = which == KF_GEMM_TRI_A ? p->trans_a : p->trans_b;
    double v = t ? X[j + i * ld] : X[i + j * ld];
    if (p->tri != which)
        return v;
    if (i == j && p->tri_unit)
        return 1;
    return (p->tri_lower ? i >= j : i <= j) ? v : 0;
}

static kf_blas_status r_gemm(void *sv, const kf_gemm_params *p, long m, long n, long k,
                             double alpha, kf_blas_buf A, size_t oa, long lda, kf_blas_buf B,
                             size_t ob, long ldb, double beta, kf_blas_buf C, size_t oc, long ldc)
{
    rec *r = sv;
    r->gemms++;
    r->last = *p;
    const double *a = (double *)A.host + oa, *b = (double *)B.host + ob;
    double *c = (double *)C.host + oc, *t = malloc(sizeof *t * (size_t)(m * n + 1));
    for (long j = 0; j < n; j++) /* into t first: an in-place TRMM reads C */
        for (long i = 0; i < m; i++) {
            double s = 0;
            for (long q = 0; q < k; q++)
                s += opx(p, KF_GEMM_TRI_A, a, lda, i, q) * opx(p, KF_GEMM_TRI_B, b, ldb, q, j);
            t[i + j * m] = alpha * s + (beta == 0 ? 0 : beta * c[i + j * ldc]);
        }
    for (long j = 0; j < n; j++)
        for (long i = 0; i < m; i++)
            c[i + j * ldc] = t[i + j * m];
    free(t);
    return KF_BLAS_SUCCESS;
}

static int r_in_place(void *sv, const kf_gemm_params *p, long m, long n)
{
    return ((rec *)sv)->in_place;
}

static kf_blas_status r_alloc(void *sv, size_t bytes, kf_blas_buf *out)
{
    ((rec *)sv)->allocs++;
    out->host = malloc(bytes ? bytes : 1);
    return KF_BLAS_SUCCESS;
}

static void r_release(void *sv, kf_blas_buf b)
{
    ((rec *)sv)->releases++;
    free(b.host);
}

static kf_blas_status r_copy(void *sv, kf_blas_buf X, size_t off, long ld, long rows, long cols,
                             kf_blas_buf T, size_t es)
{
    ((rec *)sv)->copies++;
    for (long j = 0; j < cols; j++)
        memcpy((char *)T.host + (size_t)j * rows * es, (char *)X.host + (off + j * ld) * es,
               (size_t)rows * es);
    return KF_BLAS_SUCCESS;
}

/* W[b] = inverse of the b-th diagonal block of the stored triangle. */
static kf_blas_status r_trtri(void *sv, kf_blas_precision prec, long n, kf_blas_buf A, size_t oa,
                              long lda, int lower, int unit, int nb, int vw, kf_blas_buf W)
{
    (void)vw;
    ((rec *)sv)->trtris++;
    const double *a = (double *)A.host + oa;
    for (long b0 = 0; b0 < n; b0 += nb) {
        long s = n - b0 < nb ? n - b0 : nb;
        double *w = (double *)W.host + b0 / nb * nb * nb;
        const double *t = a + b0 + b0 * lda;
        for (long c = 0; c < s; c++) /* column c of the inverse: T x = e_c */
            for (long q = 0; q < s; q++) {
                long i = lower ? q : s - 1 - q;
                double v = i == c;
                for (long p = lower ? 0 : i + 1; lower ? p < i : p < s; p++)
                    v -= t[i + p * lda] * w[p + c * nb];
                w[i + c * nb] = unit ? v : v / t[i + i * lda];
            }
    }
    return KF_BLAS_SUCCESS;
}

static kf_blas_solver solver(int in_place)
{
    kf_blas_solver s = {"rec", r_check, r_ready, r_select, r_gemm, in_place ? r_in_place : NULL,
                        r_alloc, r_release, r_copy, r_trtri, 16, NULL, NULL, NULL, NULL};
    return s;
}

/* ---- helpers ---------------------------------------------------------------------- */

static const kf_blas_transpose TR[2] = {KF_BLAS_NO_TRANS, KF_BLAS_TRANS};
static const kf_blas_layout LAY[2] = {KF_BLAS_COL_MAJOR, KF_BLAS_ROW_MAJOR};

static void fill(double *x, size_t n, uint64_t s)
{
    for (size_t i = 0; i < n; i++) {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        x[i] = (double)(s >> 40) / (1 << 24) - 0.5;
    }
}

static double maxdiff(const double *x, const double *y, size_t n)
{
    double d = 0;
    for (size_t i = 0; i < n; i++)
        d = fmax(d, fabs(x[i] - y[i]));
    return d;
}

/* ---- GEMM ------------------------------------------------------------------------- */

static void gemm_matches_reference(void **state)
{
    (void)state;
    enum { M = 7, N = 5, K = 6, LD = 9 };
    double a[LD * LD], b[LD * LD], c[LD * LD], r[LD * LD];
    for (int l = 0; l < 2; l++)
        for (int ta = 0; ta < 2; ta++)
            for (int tb = 0; tb < 2; tb++) {
                fill(a, LD * LD, 1 + ta), fill(b, LD * LD, 3 + tb), fill(c, LD * LD, 5);
                memcpy(r, c, sizeof c);
                rec rc = {.in_place = -1};
                kf_blas_solver s = solver(0);
                kf_blas_buf A = {.host = a}, B = {.host = b}, C = {.host = c};
                assert_int_equal(kf_blas_gemm_solve(&s, &rc, KF_BLAS_DOUBLE, LAY[l], TR[ta],
                                                    TR[tb], M, N, K, 1.5, A, 0, LD, B, 0, LD,
                                                    0.5, C, 0, LD),
                                 0);
                assert_int_equal(kf_dgemm_ref(LAY[l], TR[ta], TR[tb], M, N, K, 1.5, a, LD, b, LD,
                                              0.5, r, LD),
                                 0);
                assert_true(maxdiff(c, r, LD * LD) < 1e-12);
                assert_int_equal(rc.gemms, 1);
                assert_int_equal(rc.readies, 1);
                assert_string_equal(rc.routines, "g");
                assert_int_equal(rc.last.tri, KF_GEMM_TRI_NONE);
            }
}

/* The argument checks come first, in argument order, then the solver's;
 * an empty product queues nothing and needs no ready solver. */
static void checks_in_order(void **state)
{
    (void)state;
    double a[16] = {0}, b[16] = {0}, c[16] = {0};
    kf_blas_buf A = {.host = a}, B = {.host = b}, C = {.host = c}, none = {.host = NULL};
    kf_blas_solver s = solver(0);
    rec rc = {.in_place = -1};
    assert_int_equal(kf_blas_gemm_solve(&s, &rc, KF_BLAS_DOUBLE, (kf_blas_layout)0, 0, 0, 4, 4,
                                        4, 1, A, 0, 4, B, 0, 4, 0, C, 0, 4),
                     KF_BLAS_ERR_LAYOUT);
    assert_int_equal(kf_blas_gemm_solve(&s, &rc, KF_BLAS_DOUBLE, KF_BLAS_COL_MAJOR,
                                        KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 4, 4, 4, 1, A, 0, 3,
                                        none, 0, 4, 0, C, 0, 4),
                     KF_BLAS_ERR_LDA);
    assert_int_equal(rc.checks, 0);
    assert_int_equal(kf_blas_gemm_solve(&s, &rc, KF_BLAS_DOUBLE, KF_BLAS_COL_MAJOR,
                                        KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 4, 4, 4, 1, A, 0, 4,
                                        none, 0, 4, 0, C, 0, 4),
                     KF_BLAS_ERR_NULL_BUFFER);
    rc.check_status = KF_BLAS_ERR_CONTEXT;
    assert_int_equal(kf_blas_tri_solve(&s, &rc, KF_BLAS_TRMM, KF_BLAS_DOUBLE, KF_BLAS_COL_MAJOR,
                                       KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                                       KF_BLAS_NON_UNIT, 4, 4, 1, A, 0, 4, B, 0, 4),
                     KF_BLAS_ERR_CONTEXT);
    assert_int_equal(kf_blas_tri_solve(&s, &rc, KF_BLAS_TRSM, KF_BLAS_DOUBLE, KF_BLAS_COL_MAJOR,
                                       (kf_blas_side)0, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                                       KF_BLAS_NON_UNIT, 4, 4, 1, A, 0, 4, B, 0, 4),
                     KF_BLAS_ERR_SIDE);
    assert_int_equal(rc.checks, 2);
    rc.check_status = 0;
    assert_int_equal(kf_blas_gemm_solve(&s, &rc, KF_BLAS_DOUBLE, KF_BLAS_COL_MAJOR,
                                        KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 0, 4, 4, 1, A, 0, 4,
                                        B, 0, 4, 0, C, 0, 4),
                     0);
    assert_int_equal(kf_blas_tri_solve(&s, &rc, KF_BLAS_TRSM, KF_BLAS_DOUBLE, KF_BLAS_COL_MAJOR,
                                       KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                                       KF_BLAS_NON_UNIT, 4, 0, 1, A, 0, 4, B, 0, 4),
                     0);
    assert_int_equal(rc.readies + rc.selects + rc.gemms + rc.allocs, 0);
    rc.ready_status = KF_BLAS_ERR_NO_CUDA; /* a solver that cannot start queues nothing */
    assert_int_equal(kf_blas_tri_solve(&s, &rc, KF_BLAS_TRMM, KF_BLAS_DOUBLE, KF_BLAS_COL_MAJOR,
                                       KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                                       KF_BLAS_NON_UNIT, 4, 4, 1, A, 0, 4, B, 0, 4),
                     KF_BLAS_ERR_NO_CUDA);
    assert_int_equal(rc.readies, 1);
    assert_int_equal(rc.selects + rc.gemms + rc.allocs, 0);
}

/* ---- TRMM and TRSM ------------------------------------------------------------- */

/* Every layout, side, triangle, transpose and diagonal of `routine`
 * against the reference, m x n with leading dimensions over the minimum. */
static void tri_all(kf_blas_tri_routine routine, int in_place, int fixed)
{
    enum { M = 21, N = 13, LD = 24 };
    static double a[LD * LD], b[LD * LD], r[LD * LD];
    int cases = 0;
    for (int l = 0; l < 2; l++)
        for (int side = 0; side < 2; side++)
            for (int lo = 0; lo < 2; lo++)
                for (int ta = 0; ta < 2; ta++)
                    for (int un = 0; un < 2; un++) {
                        kf_blas_side sd = side ? KF_BLAS_RIGHT : KF_BLAS_LEFT;
                        kf_blas_uplo up = lo ? KF_BLAS_LOWER : KF_BLAS_UPPER;
                        kf_blas_diag dg = un ? KF_BLAS_UNIT : KF_BLAS_NON_UNIT;
                        fill(a, LD * LD, 7 + cases), fill(b, LD * LD, 11 + cases);
                        for (int i = 0; i < LD; i++) /* well conditioned for TRSM */
                            a[i + i * LD] += 4;
                        memcpy(r, b, sizeof b);
                        rec rc = {.in_place = in_place, .fixed = fixed, .nb = 8};
                        kf_blas_solver s = solver(in_place >= 0);
                        kf_blas_buf A = {.host = a}, B = {.host = b};
                        assert_int_equal(kf_blas_tri_solve(&s, &rc, routine, KF_BLAS_DOUBLE,
                                                           LAY[l], sd, up, TR[ta], dg, M, N, 0.75,
                                                           A, 0, LD, B, 0, LD),
                                         0);
                        if (routine == KF_BLAS_TRMM)
                            kf_dtrmm_ref(LAY[l], sd, up, TR[ta], dg, M, N, 0.75, a, LD, r, LD);
                        else
                            kf_dtrsm_ref(LAY[l], sd, up, TR[ta], dg, M, N, 0.75, a, LD, r, LD);
                        double d = maxdiff(b, r, LD * LD);
                        if (!(d < 1e-10))
                            print_error("%s layout %d side %d lower %d trans %d unit %d: %g\n",
                                        routine == KF_BLAS_TRMM ? "trmm" : "trsm", l, side, lo,
                                        ta, un, d);
                        assert_true(d < 1e-10);
                        assert_int_equal(rc.allocs, rc.releases);
                        assert_int_equal(rc.readies, 1);
                        if (routine == KF_BLAS_TRMM) {
                            /* one masked GEMM, B read from a copy unless in place */
                            assert_string_equal(rc.routines, "t");
                            assert_int_equal(rc.gemms, 1);
                            assert_int_equal(rc.copies, in_place == 1 ? 0 : 1);
                            int left = (sd == KF_BLAS_LEFT) != (l == 1);
                            assert_int_equal(rc.last.tri, left ? KF_GEMM_TRI_A : KF_GEMM_TRI_B);
                        } else {
                            /* TRSM's own selection, then each GEMM's unless fixed */
                            assert_int_equal(rc.routines[0], 't');
                            assert_int_equal(rc.trtris, 1);
                            assert_int_equal((int)strlen(rc.routines),
                                             fixed ? 1 : 1 + (rc.gemms < 62 ? rc.gemms : 62));
                        }
                        cases++;
                    }
    assert_int_equal(cases, 32);
}

static void trmm_from_a_copy(void **state)
{
    (void)state;
    tri_all(KF_BLAS_TRMM, -1, 0);
}

static void trmm_in_place(void **state)
{
    (void)state;
    tri_all(KF_BLAS_TRMM, 1, 0);
    tri_all(KF_BLAS_TRMM, 0, 0); /* the solver declines: a copy */
}

static void trsm_each_gemm_selected(void **state)
{
    (void)state;
    tri_all(KF_BLAS_TRSM, -1, 0);
}

static void trsm_one_kernel(void **state)
{
    (void)state;
    tri_all(KF_BLAS_TRSM, -1, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(gemm_matches_reference),
        cmocka_unit_test(checks_in_order),
        cmocka_unit_test(trmm_from_a_copy),
        cmocka_unit_test(trmm_in_place),
        cmocka_unit_test(trsm_each_gemm_selected),
        cmocka_unit_test(trsm_one_kernel),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
