/*
 * cblas.c: the CBLAS level-3 routines kforge has (contract in api.h):
 * the layout checked first (parameter 1), then the reference's checks
 * numbered in CBLAS's argument list (check.h), then the back end
 * (backend.h) in the caller's layout.
 */
#include "cblas/api.h"
#include "cblas/backend.h"
#include "cblas/check.h"
#include "kforge/blas.h"

static const kf_cblas_gemm_pos gemm_pos = {2, 3, 4, 5, 6, 9, 11, 14};
static const kf_cblas_tri_pos tri_pos = {2, 3, 4, 5, 6, 7, 10, 12};

static int layout_ok(int layout)
{
    return layout == KF_BLAS_ROW_MAJOR || layout == KF_BLAS_COL_MAJOR;
}

/* The report of parameter `bad`: netlib's second line names an invalid
 * enumeration and its value (names[i] is parameter i+1's, NULL for the
 * others). */
static void report(int bad, const char *rout, const char *const *names, const int *vals)
{
    if (bad <= 5 && names[bad - 1])
        cblas_xerbla(bad, rout, "Illegal %s setting, %d\n", names[bad - 1], vals[bad - 1]);
    else
        cblas_xerbla(bad, rout, "");
}

static int gemm_checked(const char *rout, int layout, int ta, int tb, int m, int n, int k,
                        int lda, int ldb, int ldc)
{
    int bad = layout_ok(layout) ? kf_cblas_gemm_check(layout == KF_BLAS_ROW_MAJOR, ta, tb, m, n, k,
                                                      lda, ldb, ldc, &gemm_pos)
                                : 1;
    static const char *const names[5] = {"layout", "TransA", "TransB", NULL, NULL};
    if (bad)
        report(bad, rout, names, (const int[5]){layout, ta, tb, 0, 0});
    return !bad;
}

static int tri_checked(const char *rout, int layout, int side, int uplo, int ta, int diag, int m,
                       int n, int lda, int ldb)
{
    int bad = layout_ok(layout) ? kf_cblas_tri_check(layout == KF_BLAS_ROW_MAJOR, side, uplo, ta,
                                                     diag, m, n, lda, ldb, &tri_pos)
                                : 1;
    static const char *const names[5] = {"layout", "Side", "Uplo", "Trans", "Diag"};
    if (bad)
        report(bad, rout, names, (const int[5]){layout, side, uplo, ta, diag});
    return !bad;
}

void cblas_sgemm(int layout, int transA, int transB, int m, int n, int k, float alpha,
                 const float *A, int lda, const float *B, int ldb, float beta, float *C, int ldc)
{
    if (gemm_checked("cblas_sgemm", layout, transA, transB, m, n, k, lda, ldb, ldc))
        kf_cblas_gemm("cblas_sgemm", 's', layout, transA, transB, m, n, k, alpha, A, lda, B, ldb,
                      beta, C, ldc);
}

void cblas_dgemm(int layout, int transA, int transB, int m, int n, int k, double alpha,
                 const double *A, int lda, const double *B, int ldb, double beta, double *C,
                 int ldc)
{
    if (gemm_checked("cblas_dgemm", layout, transA, transB, m, n, k, lda, ldb, ldc))
        kf_cblas_gemm("cblas_dgemm", 'd', layout, transA, transB, m, n, k, alpha, A, lda, B, ldb,
                      beta, C, ldc);
}

/* TRMM and TRSM, single and double, share one body. */
#define DEFINE_TRI(NAME, T, P, TRSM)                                                           \
    void NAME(int layout, int side, int uplo, int transA, int diag, int m, int n, T alpha,     \
              const T *A, int lda, T *B, int ldb)                                              \
    {                                                                                          \
        if (tri_checked(#NAME, layout, side, uplo, transA, diag, m, n, lda, ldb))               \
            kf_cblas_tri(#NAME, TRSM, P, layout, side, uplo, transA, diag, m, n, alpha, A,     \
                         lda, B, ldb);                                                         \
    }

DEFINE_TRI(cblas_strmm, float, 's', 0)
DEFINE_TRI(cblas_dtrmm, double, 'd', 0)
DEFINE_TRI(cblas_strsm, float, 's', 1)
DEFINE_TRI(cblas_dtrsm, double, 'd', 1)
