/*
 * base.c: the bottom of the BLAS layer (contract in base.h): errors,
 * argument checks, the column-major mapping.
 */
#include "blas/base.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>

static _Thread_local char last_error[16384];

kf_blas_status kf_blas_fail(kf_blas_status status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(last_error, sizeof last_error, fmt, ap);
    va_end(ap);
    return status;
}

const char *kf_blas_last_error(void)
{
    return last_error;
}

const char *kf_blas_strerror(int status)
{
    switch (status) {
    case KF_BLAS_SUCCESS: return "success";
    case KF_BLAS_ERR_LAYOUT: return "invalid layout";
    case KF_BLAS_ERR_TRANS_A: return "invalid transpose of A";
    case KF_BLAS_ERR_TRANS_B: return "invalid transpose of B";
    case KF_BLAS_ERR_SIZE: return "invalid size (negative or too large)";
    case KF_BLAS_ERR_LDA: return "lda too small";
    case KF_BLAS_ERR_LDB: return "ldb too small";
    case KF_BLAS_ERR_LDC: return "ldc too small";
    case KF_BLAS_ERR_NULL_BUFFER: return "NULL buffer";
    case KF_BLAS_ERR_BUFFER_SIZE: return "buffer too small for offset and matrix";
    case KF_BLAS_ERR_QUEUE: return "invalid command queue";
    case KF_BLAS_ERR_CONTEXT: return "buffer and queue belong to different contexts";
    case KF_BLAS_ERR_NO_FP64: return "device has no double precision";
    case KF_BLAS_ERR_BUILD: return "generated kernel failed to build";
    case KF_BLAS_ERR_OPENCL: return "OpenCL call failed";
    case KF_BLAS_ERR_NO_MEMORY: return "out of host memory";
    case KF_BLAS_ERR_PARAMS: return "invalid kernel parameters";
    case KF_BLAS_ERR_ARGUMENT: return "invalid argument";
    case KF_BLAS_ERR_SIDE: return "invalid side";
    case KF_BLAS_ERR_UPLO: return "invalid uplo";
    case KF_BLAS_ERR_DIAG: return "invalid diag";
    case KF_BLAS_ERR_NO_CUDA: return "no CUDA driver, NVRTC or device";
    case KF_BLAS_ERR_QUEUES: return "invalid queue list (none, NULL, or several contexts)";
    default: return "unknown status";
    }
}

/* ---- argument checks ------------------------------------------------------ */

size_t kf_blas_matrix_extent(kf_blas_layout layout, long rows, long cols, long ld)
{
    if (rows <= 0 || cols <= 0)
        return 0;
    long lines = layout == KF_BLAS_ROW_MAJOR ? rows : cols;
    long len = layout == KF_BLAS_ROW_MAJOR ? cols : rows;
    return (size_t)(lines - 1) * (size_t)ld + (size_t)len;
}

static int valid_trans(kf_blas_transpose t)
{
    return t == KF_BLAS_NO_TRANS || t == KF_BLAS_TRANS || t == KF_BLAS_CONJ_TRANS;
}

/* The shape of one GEMM call in the caller's terms. */
typedef struct gemm_call {
    kf_blas_layout layout;
    kf_blas_transpose ta, tb;
    long m, n, k, lda, ldb, ldc;
    size_t extA, extB, extC; /* elements each buffer needs past its offset */
} gemm_call;

/* Checks everything but the buffers, in argument order. */
static kf_blas_status gemm_check(gemm_call *c)
{
    if (c->layout != KF_BLAS_ROW_MAJOR && c->layout != KF_BLAS_COL_MAJOR)
        return kf_blas_fail(KF_BLAS_ERR_LAYOUT, "layout %d is neither KF_BLAS_ROW_MAJOR nor "
                            "KF_BLAS_COL_MAJOR", (int)c->layout);
    if (!valid_trans(c->ta))
        return kf_blas_fail(KF_BLAS_ERR_TRANS_A, "transA %d is not a kf_blas_transpose",
                            (int)c->ta);
    if (!valid_trans(c->tb))
        return kf_blas_fail(KF_BLAS_ERR_TRANS_B, "transB %d is not a kf_blas_transpose",
                            (int)c->tb);
    if (c->m < 0 || c->n < 0 || c->k < 0)
        return kf_blas_fail(KF_BLAS_ERR_SIZE, "negative size: m=%ld n=%ld k=%ld", c->m, c->n,
                            c->k);
    if (c->m > INT_MAX || c->n > INT_MAX || c->k > INT_MAX)
        return kf_blas_fail(KF_BLAS_ERR_SIZE, "size over 2^31-1: m=%ld n=%ld k=%ld", c->m, c->n,
                            c->k);
    int row = c->layout == KF_BLAS_ROW_MAJOR;
    int nta = c->ta == KF_BLAS_NO_TRANS, ntb = c->tb == KF_BLAS_NO_TRANS;
    long ar = nta ? c->m : c->k, ac = nta ? c->k : c->m; /* A as stored: ar x ac */
    long br = ntb ? c->k : c->n, bc = ntb ? c->n : c->k;
    long minA = row ? ac : ar, minB = row ? bc : br, minC = row ? c->n : c->m;
    if (c->lda < (minA > 1 ? minA : 1))
        return kf_blas_fail(KF_BLAS_ERR_LDA, "lda=%ld, needs at least %ld", c->lda,
                            minA > 1 ? minA : 1);
    if (c->ldb < (minB > 1 ? minB : 1))
        return kf_blas_fail(KF_BLAS_ERR_LDB, "ldb=%ld, needs at least %ld", c->ldb,
                            minB > 1 ? minB : 1);
    if (c->ldc < (minC > 1 ? minC : 1))
        return kf_blas_fail(KF_BLAS_ERR_LDC, "ldc=%ld, needs at least %ld", c->ldc,
                            minC > 1 ? minC : 1);
    c->extA = c->m && c->n ? kf_blas_matrix_extent(c->layout, ar, ac, c->lda) : 0;
    c->extB = c->m && c->n ? kf_blas_matrix_extent(c->layout, br, bc, c->ldb) : 0;
    c->extC = kf_blas_matrix_extent(c->layout, c->m, c->n, c->ldc);
    if (c->extA > INT_MAX || c->extB > INT_MAX || c->extC > INT_MAX)
        return kf_blas_fail(KF_BLAS_ERR_SIZE, "a matrix spans more than 2^31-1 elements");
    return KF_BLAS_SUCCESS;
}

kf_blas_status kf_blas_gemm_args(kf_blas_layout layout, kf_blas_transpose ta,
                                 kf_blas_transpose tb, long m, long n, long k, long lda,
                                 long ldb, long ldc, size_t ext[3])
{
    gemm_call c = {layout, ta, tb, m, n, k, lda, ldb, ldc, 0, 0, 0};
    kf_blas_status st = gemm_check(&c);
    ext[0] = c.extA;
    ext[1] = c.extB;
    ext[2] = c.extC;
    return st;
}

/* ---- column-major ----------------------------------------------------------- */

kf_blas_gemm_cm kf_blas_gemm_colmajor(kf_blas_layout layout, kf_blas_transpose transA,
                                      kf_blas_transpose transB, long m, long n, long lda,
                                      long ldb)
{
    kf_blas_gemm_cm c = {m, n, lda, ldb, transA != KF_BLAS_NO_TRANS, transB != KF_BLAS_NO_TRANS,
                         0};
    if (layout == KF_BLAS_ROW_MAJOR)
        c = (kf_blas_gemm_cm){n, m, ldb, lda, c.tb, c.ta, 1};
    return c;
}

kf_blas_tri_cm kf_blas_tri_colmajor(const kf_blas_trmm_call *c)
{
    int left = c->side == KF_BLAS_LEFT, lower = c->uplo == KF_BLAS_LOWER;
    int ta = c->ta != KF_BLAS_NO_TRANS;
    if (c->layout == KF_BLAS_ROW_MAJOR)
        return (kf_blas_tri_cm){c->n, c->m, !left, !lower, ta};
    return (kf_blas_tri_cm){c->m, c->n, left, lower, ta};
}

kf_blas_status kf_blas_trmm_check(kf_blas_trmm_call *c)
{
    if (c->layout != KF_BLAS_ROW_MAJOR && c->layout != KF_BLAS_COL_MAJOR)
        return kf_blas_fail(KF_BLAS_ERR_LAYOUT, "layout %d is neither KF_BLAS_ROW_MAJOR nor "
                            "KF_BLAS_COL_MAJOR", (int)c->layout);
    if (c->side != KF_BLAS_LEFT && c->side != KF_BLAS_RIGHT)
        return kf_blas_fail(KF_BLAS_ERR_SIDE, "side %d is neither KF_BLAS_LEFT nor KF_BLAS_RIGHT",
                            (int)c->side);
    if (c->uplo != KF_BLAS_UPPER && c->uplo != KF_BLAS_LOWER)
        return kf_blas_fail(KF_BLAS_ERR_UPLO, "uplo %d is neither KF_BLAS_UPPER nor KF_BLAS_LOWER",
                            (int)c->uplo);
    if (!valid_trans(c->ta))
        return kf_blas_fail(KF_BLAS_ERR_TRANS_A, "transA %d is not a kf_blas_transpose",
                            (int)c->ta);
    if (c->diag != KF_BLAS_UNIT && c->diag != KF_BLAS_NON_UNIT)
        return kf_blas_fail(KF_BLAS_ERR_DIAG, "diag %d is neither KF_BLAS_UNIT nor "
                            "KF_BLAS_NON_UNIT", (int)c->diag);
    if (c->m < 0 || c->n < 0 || c->m > INT_MAX || c->n > INT_MAX)
        return kf_blas_fail(KF_BLAS_ERR_SIZE, "size out of range: m=%ld n=%ld", c->m, c->n);
    long ka = c->side == KF_BLAS_LEFT ? c->m : c->n;
    long minB = c->layout == KF_BLAS_ROW_MAJOR ? c->n : c->m;
    if (c->lda < (ka > 1 ? ka : 1))
        return kf_blas_fail(KF_BLAS_ERR_LDA, "lda=%ld, needs at least %ld", c->lda,
                            ka > 1 ? ka : 1);
    if (c->ldb < (minB > 1 ? minB : 1))
        return kf_blas_fail(KF_BLAS_ERR_LDB, "ldb=%ld, needs at least %ld", c->ldb,
                            minB > 1 ? minB : 1);
    c->extB = kf_blas_matrix_extent(c->layout, c->m, c->n, c->ldb);
    c->extA = c->extB ? kf_blas_matrix_extent(c->layout, ka, ka, c->lda) : 0;
    if (c->extA > INT_MAX || c->extB > INT_MAX)
        return kf_blas_fail(KF_BLAS_ERR_SIZE, "a matrix spans more than 2^31-1 elements");
    return KF_BLAS_SUCCESS;
}

