/*
 * solver.h: what the solvers share: their memory (kf_blas_buf) and the
 * operations TRSM's block algorithm needs of a solver (kf_blas_tri_ops, a
 * back end as a struct of functions), with that algorithm (routines.c).
 */
#ifndef KF_BLAS_SOLVER_H
#define KF_BLAS_SOLVER_H

#include "blas/base.h"

/* A solver's memory: host pointer (CPU), cl_mem (OpenCL) or device
 * pointer (CUDA).  Offsets beside it are in elements. */
typedef union kf_blas_buf {
    void *host;
    cl_mem cl;
    kf_cuda_ptr cuda;
} kf_blas_buf;

/* What the TRSM block algorithm needs of a solver (a back end as a struct
 * of functions, `sv` its state).  Each operation is ordered after the ones
 * before it (a device solver queues them in order).  alloc gives a work
 * buffer of `bytes`; release gives it back once the queued work is done
 * with it; copy writes the r x c block of column-major X at `off` (ld) to
 * T as a contiguous r x c matrix; gemm is a column-major GEMM with
 * op = transpose when ta/tb; trtri inverts the nb x nb diagonal blocks of
 * the n x n triangle of A into W (blas_trsm.c's kf_trtri).  outer: the
 * outer block of the algorithm (rounded down to a multiple of nb; 0: no
 * outer level). */
typedef struct kf_blas_tri_ops {
    kf_blas_status (*alloc)(void *sv, size_t bytes, kf_blas_buf *out);
    void (*release)(void *sv, kf_blas_buf b);
    kf_blas_status (*copy)(void *sv, kf_blas_buf X, size_t off, long ld, long r, long c,
                           kf_blas_buf T, size_t es);
    kf_blas_status (*gemm)(void *sv, kf_blas_precision prec, int ta, int tb, long m, long n,
                           long k, double alpha, kf_blas_buf A, size_t oa, long lda,
                           kf_blas_buf B, size_t ob, long ldb, double beta, kf_blas_buf C,
                           size_t oc, long ldc);
    kf_blas_status (*trtri)(void *sv, kf_blas_precision prec, long n, kf_blas_buf A, size_t oa,
                            long lda, int lower, int unit, int nb, kf_blas_buf W);
    int outer;
} kf_blas_tri_ops;

/* Seed 004's TRSM block algorithm (routines.c) on a column-major problem
 * (row-major calls already mapped), arguments already checked, m, n > 0:
 * X op(A) = alpha B (right) or op(A) X = alpha B (left), X over B, with
 * diagonal blocks of nb (0: KF_BLAS_TRSM_NB). */
kf_blas_status kf_blas_trsm_blocked(const kf_blas_tri_ops *ops, void *sv, kf_blas_precision prec,
                                    int left, int lower, int ta, int unit, long m, long n,
                                    double alpha, kf_blas_buf A, size_t offA, long lda,
                                    kf_blas_buf B, size_t offB, long ldb, int nb);

#endif
