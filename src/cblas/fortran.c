/*
 * fortran.c: the reference BLAS's Fortran symbols for the level-3
 * routines kforge has (contract in api.h): column-major, every argument
 * by reference, the hidden string lengths accepted and not needed (only
 * the first character of each string is read), the reference's checks
 * numbered in the Fortran argument list and reported through xerbla_.
 */
#include "cblas/api.h"
#include "cblas/backend.h"
#include "cblas/check.h"
#include "kforge/blas.h"

static const kf_cblas_gemm_pos gemm_pos = {1, 2, 3, 4, 5, 8, 10, 13};
static const kf_cblas_tri_pos tri_pos = {1, 2, 3, 4, 5, 6, 9, 11};

/* The name xerbla_ receives: the routine's, upper case, blank-padded to
 * six characters as the reference passes it. */
static void fail(const char *srname, int info)
{
    xerbla_(srname, &info, 6);
}

#define DEFINE_GEMM(NAME, SRNAME, T, P)                                                         \
    void NAME(const char *transa, const char *transb, const int *m, const int *n, const int *k, \
              const T *alpha, const T *A, const int *lda, const T *B, const int *ldb,          \
              const T *beta, T *C, const int *ldc, size_t la, size_t lb)                       \
    {                                                                                          \
        int ta = kf_cblas_trans_of(*transa), tb = kf_cblas_trans_of(*transb);                  \
        int bad = kf_cblas_gemm_check(0, ta, tb, *m, *n, *k, *lda, *ldb, *ldc, &gemm_pos);     \
        if (bad)                                                                               \
            fail(SRNAME, bad);                                                                 \
        else                                                                                   \
            kf_cblas_gemm(#NAME, P, KF_BLAS_COL_MAJOR, ta, tb, *m, *n, *k, *alpha, A, *lda, B, \
                          *ldb, *beta, C, *ldc);                                               \
    }

DEFINE_GEMM(sgemm_, "SGEMM ", float, 's')
DEFINE_GEMM(dgemm_, "DGEMM ", double, 'd')

#define DEFINE_TRI(NAME, SRNAME, T, P, TRSM)                                                   \
    void NAME(const char *side, const char *uplo, const char *transa, const char *diag,        \
              const int *m, const int *n, const T *alpha, const T *A, const int *lda, T *B,    \
              const int *ldb, size_t ls, size_t lu, size_t lt, size_t ld)                      \
    {                                                                                          \
        int s = kf_cblas_side_of(*side), u = kf_cblas_uplo_of(*uplo);                          \
        int t = kf_cblas_trans_of(*transa), d = kf_cblas_diag_of(*diag);                       \
        int bad = kf_cblas_tri_check(0, s, u, t, d, *m, *n, *lda, *ldb, &tri_pos);             \
        if (bad)                                                                               \
            fail(SRNAME, bad);                                                                 \
        else                                                                                   \
            kf_cblas_tri(#NAME, TRSM, P, KF_BLAS_COL_MAJOR, s, u, t, d, *m, *n, *alpha, A,     \
                         *lda, B, *ldb);                                                       \
    }

DEFINE_TRI(strmm_, "STRMM ", float, 's', 0)
DEFINE_TRI(dtrmm_, "DTRMM ", double, 'd', 0)
DEFINE_TRI(strsm_, "STRSM ", float, 's', 1)
DEFINE_TRI(dtrsm_, "DTRSM ", double, 'd', 1)
