/*
 * base.h: the bottom of the BLAS layer: errors, argument checks, the
 * column-major mapping and the types every other BLAS file shares.  It
 * includes no solver, no store and no generator: everything in src/blas/
 * may include it, and it includes only the public API.
 *
 *   kf_blas_fail            sets the thread's last error (kf_blas_last_error)
 *   kf_blas_gemm_args       GEMM's checks, in argument order, and the extents
 *   kf_blas_trmm_check      TRMM's and TRSM's, likewise
 *   kf_blas_gemm_colmajor   a row-major GEMM as the column-major one
 *   kf_blas_tri_colmajor    a row-major TRMM/TRSM as the column-major one
 *
 * The reference routines (kf_*_ref, ref.c) sit on these alone.
 */
#ifndef KF_BLAS_BASE_H
#define KF_BLAS_BASE_H

#include "kforge/blas.h"

/* Sets the thread's last-error text; returns `status` so callers can
 * `return kf_blas_fail(KF_BLAS_ERR_X, "...")`. */
kf_blas_status kf_blas_fail(kf_blas_status status, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* The bytes of one element of prec. */
static inline size_t kf_blas_elem(kf_blas_precision prec)
{
    return prec == KF_BLAS_DOUBLE ? sizeof(double) : sizeof(float);
}

/* The GEMM argument checks alone, in argument order (layout, transposes,
 * sizes, leading dimensions, then a span over 2^31-1); ext receives the
 * elements A, B and C span past their offsets (A and B: 0 when m or n
 * is 0). */
kf_blas_status kf_blas_gemm_args(kf_blas_layout layout, kf_blas_transpose ta,
                                 kf_blas_transpose tb, long m, long n, long k, long lda,
                                 long ldb, long ldc, size_t ext[3]);

/* A TRMM or TRSM call: the arguments, and the extents the checks find. */
typedef struct kf_blas_trmm_call {
    kf_blas_layout layout;
    kf_blas_side side;
    kf_blas_uplo uplo;
    kf_blas_transpose ta;
    kf_blas_diag diag;
    long m, n, lda, ldb;
    size_t extA, extB;
} kf_blas_trmm_call;

/* Checks a TRMM/TRSM call in argument order; fills the extents (extA is 0
 * when B is empty). */
kf_blas_status kf_blas_trmm_check(kf_blas_trmm_call *c);

/* Every solver works column-major (seed 004, "OpenCL solver").  A row-major
 * C = op(A) op(B) is the column-major C^T = op(B)^T op(A)^T: m and n, lda
 * and ldb, the transposes exchanged, and `swap` tells the caller to exchange
 * its A and B (and their offsets). */
typedef struct kf_blas_gemm_cm {
    long m, n, lda, ldb;
    int ta, tb, swap;
} kf_blas_gemm_cm;
kf_blas_gemm_cm kf_blas_gemm_colmajor(kf_blas_layout layout, kf_blas_transpose transA,
                                      kf_blas_transpose transB, long m, long n, long lda,
                                      long ldb);

/* Likewise for a checked TRMM/TRSM call: a row-major B := alpha op(A) B is
 * the column-major B^T := alpha B^T op(A)^T, the other side and the other
 * triangle, m and n exchanged. */
typedef struct kf_blas_tri_cm {
    long m, n;
    int left, lower, ta;
} kf_blas_tri_cm;
kf_blas_tri_cm kf_blas_tri_colmajor(const kf_blas_trmm_call *c);

/* A finished generator's source (__give), or NULL with kgen's error (or
 * the allocation's) in kf_blas_last_error(); destroys g either way
 * (gen_batched.c). */
struct kf_kgen;
char *kf_blas_kgen_take(struct kf_kgen *g);

#endif
