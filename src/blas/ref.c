/*
 * ref.c: the reference routines (contract in include/kforge/blas.h): plain
 * loops on host memory, sums in double (single precision) or long double
 * (double precision), the tests' yardstick.  They share the solvers'
 * argument checks (base.h) and nothing else.
 */
#include "blas/base.h"

#include <stdlib.h>

/* ---- GEMM ---------------------------------------------------------------------- */

/* Element (i, j) of op(X) for a column-major view of X. */
#define OPX(X, t, i, j, ld) ((t) ? (X)[(j) + (size_t)(i) * (ld)] : (X)[(i) + (size_t)(j) * (ld)])

#define DEFINE_REF(NAME, T, ACC)                                                               \
    kf_blas_status NAME(kf_blas_layout layout, kf_blas_transpose transA,                       \
                        kf_blas_transpose transB, long m, long n, long k, T alpha, const T *A, \
                        long lda, const T *B, long ldb, T beta, T *C, long ldc)                \
    {                                                                                          \
        size_t ext[3];                                                                         \
        kf_blas_status st = kf_blas_gemm_args(layout, transA, transB, m, n, k, lda, ldb, ldc,  \
                                              ext);                                            \
        if (st)                                                                                \
            return st;                                                                         \
        if ((!A && ext[0]) || (!B && ext[1]) || (!C && ext[2]))                                \
            return kf_blas_fail(KF_BLAS_ERR_NULL_BUFFER, "A, B or C is NULL");                 \
        /* row-major: C^T = op(B)^T op(A)^T, column-major */                                   \
        int ta = transA != KF_BLAS_NO_TRANS, tb = transB != KF_BLAS_NO_TRANS;                  \
        if (layout == KF_BLAS_ROW_MAJOR) {                                                     \
            const T *X = A; A = B; B = X;                                                      \
            long t = m; m = n; n = t;                                                          \
            t = lda; lda = ldb; ldb = t;                                                       \
            int u = ta; ta = tb; tb = u;                                                       \
        }                                                                                      \
        for (long j = 0; j < n; j++)                                                           \
            for (long i = 0; i < m; i++) {                                                     \
                ACC s = 0;                                                                     \
                for (long p = 0; p < k; p++)                                                   \
                    s += (ACC)OPX(A, ta, i, p, lda) * (ACC)OPX(B, tb, p, j, ldb);              \
                T *cij = &C[i + (size_t)j * ldc];                                              \
                *cij = beta == 0 ? (T)(alpha * s) : (T)(alpha * s + (ACC)beta * *cij);         \
            }                                                                                  \
        return KF_BLAS_SUCCESS;                                                                \
    }

DEFINE_REF(kf_sgemm_ref, float, double)
DEFINE_REF(kf_dgemm_ref, double, long double)

/* ---- TRMM and TRSM: the checks ----------------------------------------------- */

/* The checks of a TRMM/TRSM call on host memory; *empty when B is. */
static kf_blas_status tri_checks(kf_blas_trmm_call *c, const void *A, const void *B, int *empty)
{
    kf_blas_status st = kf_blas_trmm_check(c);
    *empty = 1;
    if (st)
        return st;
    if ((!A && c->extA) || (!B && c->extB))
        return kf_blas_fail(KF_BLAS_ERR_NULL_BUFFER, "A or B is NULL");
    *empty = c->extB == 0;
    return KF_BLAS_SUCCESS;
}

/* ---- TRMM ---------------------------------------------------------------------- */

/* The reference: op(A) made dense and masked, the product formed in a
 * temporary and copied back. */
#define DEFINE_TRMM_REF(NAME, T, ACC)                                                          \
    kf_blas_status NAME(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,            \
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n, T alpha,   \
                        const T *A, long lda, T *B, long ldb)                                   \
    {                                                                                          \
        kf_blas_trmm_call c = {layout, side, uplo, transA, diag, m, n, lda, ldb, 0, 0};         \
        int empty;                                                                             \
        kf_blas_status st = tri_checks(&c, A, B, &empty);                                      \
        if (st || empty)                                                                       \
            return st;                                                                         \
        int row = layout == KF_BLAS_ROW_MAJOR, left = side == KF_BLAS_LEFT;                     \
        long ka = left ? m : n;                                                                \
        ACC *opa = malloc(sizeof(ACC) * ka * ka), *r = malloc(sizeof(ACC) * m * n);            \
        if (!opa || !r) {                                                                      \
            free(opa);                                                                         \
            free(r);                                                                           \
            return kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "malloc");                              \
        }                                                                                      \
        for (long i = 0; i < ka; i++)                                                          \
            for (long j = 0; j < ka; j++) {                                                    \
                long ai = transA == KF_BLAS_NO_TRANS ? i : j;                                  \
                long aj = transA == KF_BLAS_NO_TRANS ? j : i;                                  \
                int in = uplo == KF_BLAS_UPPER ? aj >= ai : aj <= ai;                          \
                ACC v = row ? A[ai * lda + aj] : A[ai + aj * lda];                             \
                opa[i + j * ka] = ai == aj && diag == KF_BLAS_UNIT ? 1 : in ? v : 0;           \
            }                                                                                  \
        for (long j = 0; j < n; j++)                                                           \
            for (long i = 0; i < m; i++) {                                                     \
                ACC s = 0;                                                                     \
                for (long p = 0; p < ka; p++) {                                                \
                    long bi = left ? p : i, bj = left ? j : p;                                 \
                    ACC b = row ? B[bi * ldb + bj] : B[bi + bj * ldb];                         \
                    s += left ? opa[i + p * ka] * b : b * opa[p + j * ka];                     \
                }                                                                              \
                r[i + j * m] = alpha * s;                                                      \
            }                                                                                  \
        for (long j = 0; j < n; j++)                                                           \
            for (long i = 0; i < m; i++)                                                       \
                *(row ? &B[i * ldb + j] : &B[i + j * ldb]) = (T)r[i + j * m];                  \
        free(opa);                                                                             \
        free(r);                                                                               \
        return KF_BLAS_SUCCESS;                                                                \
    }

DEFINE_TRMM_REF(kf_strmm_ref, float, double)
DEFINE_TRMM_REF(kf_dtrmm_ref, double, long double)

/* ---- TRSM ---------------------------------------------------------------------- */

/* Solves the dense triangular t x = b (n x n, column-major, lower or upper)
 * in place. */
#define DEFINE_TRSV(NAME, ACC)                                                                 \
    static void NAME(const ACC *t, long n, int lower, ACC *x)                                  \
    {                                                                                          \
        for (long k = 0; k < n; k++) {                                                         \
            long r = lower ? k : n - 1 - k;                                                    \
            ACC v = x[r];                                                                      \
            if (lower)                                                                         \
                for (long q = 0; q < r; q++)                                                   \
                    v -= t[r + q * n] * x[q];                                                  \
            else                                                                               \
                for (long q = r + 1; q < n; q++)                                               \
                    v -= t[r + q * n] * x[q];                                                  \
            x[r] = v / t[r + r * n];                                                           \
        }                                                                                      \
    }
DEFINE_TRSV(trsv_d, double)
DEFINE_TRSV(trsv_ld, long double)

#define DEFINE_TRSM_REF(NAME, T, ACC, TRSV)                                                    \
    kf_blas_status NAME(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,            \
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n, T alpha,   \
                        const T *A, long lda, T *B, long ldb)                                   \
    {                                                                                          \
        kf_blas_trmm_call c = {layout, side, uplo, transA, diag, m, n, lda, ldb, 0, 0};         \
        int empty;                                                                             \
        kf_blas_status st = tri_checks(&c, A, B, &empty);                                      \
        if (st || empty)                                                                       \
            return st;                                                                         \
        int row = layout == KF_BLAS_ROW_MAJOR, left = side == KF_BLAS_LEFT;                     \
        long ka = left ? m : n, len = left ? m : n, cnt = left ? n : m;                        \
        ACC *t = malloc(sizeof(ACC) * ka * ka), *x = malloc(sizeof(ACC) * ka);                 \
        if (!t || !x) {                                                                        \
            free(t);                                                                           \
            free(x);                                                                           \
            return kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "malloc");                              \
        }                                                                                      \
        /* t = op(A) (left) or op(A)^T (right: X op(A) = B is op(A)^T X^T = B^T) */            \
        int olower = (uplo == KF_BLAS_LOWER) != (transA != KF_BLAS_NO_TRANS);                  \
        for (long i = 0; i < ka; i++)                                                          \
            for (long j = 0; j < ka; j++) {                                                    \
                long oi = left ? i : j, oj = left ? j : i; /* element of op(A) */              \
                long ai = transA == KF_BLAS_NO_TRANS ? oi : oj;                                \
                long aj = transA == KF_BLAS_NO_TRANS ? oj : oi;                                \
                int in = uplo == KF_BLAS_UPPER ? aj >= ai : aj <= ai;                          \
                ACC v = row ? A[ai * lda + aj] : A[ai + aj * lda];                             \
                t[i + j * ka] = ai == aj && diag == KF_BLAS_UNIT ? 1 : in ? v : 0;             \
            }                                                                                  \
        for (long q = 0; q < cnt; q++) {                                                       \
            for (long p = 0; p < len; p++) {                                                   \
                long bi = left ? p : q, bj = left ? q : p;                                     \
                x[p] = (ACC)alpha * (row ? B[bi * ldb + bj] : B[bi + bj * ldb]);               \
            }                                                                                  \
            TRSV(t, ka, left ? olower : !olower, x);                                           \
            for (long p = 0; p < len; p++) {                                                   \
                long bi = left ? p : q, bj = left ? q : p;                                     \
                *(row ? &B[bi * ldb + bj] : &B[bi + bj * ldb]) = (T)x[p];                      \
            }                                                                                  \
        }                                                                                      \
        free(t);                                                                               \
        free(x);                                                                               \
        return KF_BLAS_SUCCESS;                                                                \
    }

DEFINE_TRSM_REF(kf_strsm_ref, float, double, trsv_d)
DEFINE_TRSM_REF(kf_dtrsm_ref, double, long double, trsv_ld)
