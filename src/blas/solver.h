/*
 * solver.h: the solver interface, and the routines written once over it.
 *
 * A solver (seed 004 "OpenCL solver") is a back end as a struct of
 * functions over its own state `sv` (a queue, a stream, nothing): it
 * checks its buffers, picks kernel parameters, runs the generated GEMM
 * kernel (plain or with a triangular operand) and TRSM's inversion kernel
 * on its memory, and moves blocks of that memory.  The routines
 * (routines.c) do the rest once for every solver: argument checks in
 * argument order, the row-major to column-major mapping, TRMM's copy of
 * B, TRSM's block algorithm.
 *
 *   kf_sgemm, kf_strmm, kf_strsm   kf_sgemm_cpu ...   kf_sgemm_cuda ...
 *   (solvers/opencl.c)             (solvers/cpu.c)    (solvers/cuda.c)
 *            \                           |                 /
 *                  kf_blas_gemm_solve, kf_blas_tri_solve (routines.c)
 *                                    |
 *                        kf_blas_solver: check ready select gemm
 *                        in_place alloc release copy trtri
 *
 * Order: each operation runs after the ones before it (a device solver
 * queues them in order, with barriers where its queue may reorder).
 * Memory: kf_blas_buf is a host pointer (CPU), a cl_mem (OpenCL) or a
 * device pointer (CUDA); offsets beside it are in elements.
 */
#ifndef KF_BLAS_SOLVER_H
#define KF_BLAS_SOLVER_H

#include "blas/base.h"

typedef union kf_blas_buf {
    void *host;
    cl_mem cl;
    kf_cuda_ptr cuda;
} kf_blas_buf;

struct kf_blas_trsm_step;

typedef struct kf_blas_solver {
    const char *name;
    /* The buffer checks of a call whose nbuf operands (2: A, B; 3: A, B,
     * C) span ext[i] elements past off[i] (an extent of 0 needs nothing):
     * NULL, and on OpenCL the queue, the context, the size and fp64. */
    kf_blas_status (*check)(void *sv, kf_blas_precision prec, int nbuf, const kf_blas_buf *buf,
                            const size_t *off, const size_t *ext);
    /* Called once the checked call has work to do (NULL: nothing to
     * prepare): CUDA loads its driver and finds its context here. */
    kf_blas_status (*ready)(void *sv);
    /* The kernel parameters for `routine` ("gemm", "trmm", "trsm") of an
     * m x n x k column-major problem (the selector, seed 004 "solution
     * selector"); *nb, when nb is not NULL, TRSM's diagonal block or 0 for
     * the default.  Transposes, tails and triangle are left to the caller.
     * Returns 1 when every GEMM of a TRSM is to run with *p, 0 when each
     * is to be selected by its own shape. */
    int (*select)(void *sv, const char *routine, kf_blas_precision prec, long m, long n,
                  long k, kf_gemm_params *p, int *nb);
    /* A column-major GEMM with p's kernel (its transposes and triangle
     * set; the solver splits bulk and tails): C = alpha op(A) op(B) +
     * beta C. */
    kf_blas_status (*gemm)(void *sv, const kf_gemm_params *p, long m, long n, long k,
                           double alpha, kf_blas_buf A, size_t oa, long lda, kf_blas_buf B,
                           size_t ob, long ldb, double beta, kf_blas_buf C, size_t oc, long ldc);
    /* Whether TRMM's kernel p may write the m x n B it reads (NULL:
     * never; B is then read from a copy). */
    int (*in_place)(void *sv, const kf_gemm_params *p, long m, long n);
    /* A work buffer of `bytes` (alloc), given back once the queued work is
     * done with it (release). */
    kf_blas_status (*alloc)(void *sv, size_t bytes, kf_blas_buf *out);
    void (*release)(void *sv, kf_blas_buf b);
    /* Writes the r x c block of column-major X at `off` (ld) to T as a
     * contiguous r x c matrix; es the element's bytes. */
    kf_blas_status (*copy)(void *sv, kf_blas_buf X, size_t off, long ld, long r, long c,
                           kf_blas_buf T, size_t es);
    /* Inverts the nb x nb diagonal blocks of the n x n triangle of A into
     * W (kf_blas_trtri_gen's kernel); vw, TRSM's selected vector rows, is
     * a hint (OpenCL: the kernel in vectors of vw columns, where valid). */
    kf_blas_status (*trtri)(void *sv, kf_blas_precision prec, long n, kf_blas_buf A, size_t oa,
                            long lda, int lower, int unit, int nb, int vw, kf_blas_buf W);
    /* TRSM's outer block (rounded down to a multiple of nb; 0: no outer
     * level): each outer block first takes the update by everything solved
     * before it as one GEMM with a long K. */
    int outer;
    /* Runs fn over [0, count) cut into one range per thread, the ranges in
     * parallel, each with one-threaded kernels, and returns the first
     * failure (NULL: the solver has no threads of its own).  The CPU's
     * TRSM cuts B's independent columns (rows for a right side) so: one
     * fork for the whole solve instead of one per small GEMM.  flops, the
     * whole work, lets the solver keep a small one on one thread;
     * threads (0: every one) caps the ranges (the selector's choice). */
    kf_blas_status (*split)(void *sv, long count, long align, double flops, int threads,
                            kf_blas_status (*fn)(void *arg, long lo, long hi), void *arg);
    /* TRSM with few right-hand sides (NULL: none): one diagonal block
     * solved by one kernel (kf_blas_trsm_block_gen), the panel update and
     * the product by the inverse fused; TRSM takes it where B has at most
     * KF_BLAS_TRSM_FEW right-hand sides. */
    kf_blas_status (*trsm_block)(void *sv, kf_blas_precision prec, int nb,
                                 const struct kf_blas_trsm_step *t);
    /* TRSM's diagonal block solved whole by one kernel call (NULL: none;
     * the CPU's kf_blas_trsm_diag_gen, its tile p's micro-tile): the t->s
     * x t->s lower triangle L at A + oa (ars, acs), the block of B at B +
     * oi (brs, bcs), t->n right-hand sides, times t->alpha; strides may be
     * negative (an upper triangle solved backward).  At most
     * KF_BLAS_TRSM_DIAG_MAX rows.  TRSM then takes it for every outer
     * block instead of the inversion and the blocks of nb. */
    kf_blas_status (*trsm_diag)(void *sv, const kf_gemm_params *p,
                                const struct kf_blas_trsm_step *t);
    /* The whole TRSM with a narrow B by one kernel call (NULL: none; the
     * CPU's kf_trsm_rows): t as for trsm_diag, t->s any size, the triangle
     * packed a row block at a time as it is reached.  TRSM takes it where
     * B has at most KF_BLAS_TRSM_NARROW right-hand sides. */
    kf_blas_status (*trsm_rows)(void *sv, const kf_gemm_params *p,
                                const struct kf_blas_trsm_step *t);
} kf_blas_solver;

/* One block step of TRSM (the arguments of kf_trsm_block, gen_trtri.c):
 * s rows of the block, n right-hand sides, dn rows solved before it; L,
 * the triangle as solved (a right side's transposed), at A + oa by the
 * strides ars (rows), acs (columns); the block's inverse at W + ow (wrs,
 * wcs); X_done at B + od and the block at B + oi (brs, bcs). */
typedef struct kf_blas_trsm_step {
    long s, n, dn;
    int unit; /* (trsm_diag: L's diagonal is 1, not read) */
    double alpha;
    kf_blas_buf A, W, B;
    size_t oa, ow, od, oi;
    long ars, acs, wrs, wcs, brs, bcs;
    int vw; /* (trsm_block: the kernel's vector rows, TRSM's selected vw; <= 1 scalar) */
} kf_blas_trsm_step;

/* The most right-hand sides for which TRSM runs the fused block step
 * where a solver has it (PoCL: a 2048 x 32 STRSM spent its time in the
 * launches of its GEMMs, three or more per block). */
enum { KF_BLAS_TRSM_FEW = 64 };

/* The most right-hand sides for which TRSM runs the solver's trsm_rows
 * (the CPU: docs/blas.md, "Narrow CPU TRSM"); KFORGE_BLAS_TRSM_NARROW=N
 * sets it, 0 never.  Off by default: on an idle machine it lost to the
 * outer blocks on two threads (a 2048 x 32 DTRSM 15-18 GFLOP/s against
 * 19-20) and was even on one. */
enum { KF_BLAS_TRSM_NARROW = 0 };
/* Whether kf_trsm_rows cuts B's panels among a team of threads instead
 * of sharing each chunk's update (cpu.c, cpu_trsm_rows): 0; on two
 * cores it won only called back to back, in single precision, on a
 * quiet machine, never in the sweep (docs/blas.md, "CPU TRSM on two
 * threads"); KFORGE_BLAS_TRSM_ROWS_PANELS=1 turns it on, 0 off. */
enum { KF_BLAS_TRSM_ROWS_PANELS = 0 };

/* The routines, on solver s with state sv, in the caller's layout: the
 * argument checks in argument order (base.h), s->check, then nothing more
 * when the result is empty; else s->ready, the column-major mapping and
 * the work.  Contracts as kf_sgemm, kf_strmm and kf_strsm (blas.h).
 *
 * GEMM: one s->gemm with the parameters s->select gives "gemm".
 * TRMM: the GEMM kernel with the triangle of op(A) masked (seed 004
 *       "TRMM"), with "trmm"'s parameters; B is read from a copy unless
 *       s->in_place allows otherwise.
 * TRSM: seed 004's block algorithm (routines.c), with "trsm"'s
 *       parameters and diagonal block. */
kf_blas_status kf_blas_gemm_solve(const kf_blas_solver *s, void *sv, kf_blas_precision prec,
                                  kf_blas_layout layout, kf_blas_transpose transA,
                                  kf_blas_transpose transB, long m, long n, long k, double alpha,
                                  kf_blas_buf A, size_t offA, long lda, kf_blas_buf B,
                                  size_t offB, long ldb, double beta, kf_blas_buf C, size_t offC,
                                  long ldc);

typedef enum { KF_BLAS_TRMM, KF_BLAS_TRSM } kf_blas_tri_routine;
kf_blas_status kf_blas_tri_solve(const kf_blas_solver *s, void *sv, kf_blas_tri_routine routine,
                                 kf_blas_precision prec, kf_blas_layout layout, kf_blas_side side,
                                 kf_blas_uplo uplo, kf_blas_transpose transA, kf_blas_diag diag,
                                 long m, long n, double alpha, kf_blas_buf A, size_t offA,
                                 long lda, kf_blas_buf B, size_t offB, long ldb);

/* The check of a solver on host or device pointers (CPU, CUDA): an
 * operand with elements to hold is not NULL (0). */
kf_blas_status kf_blas_check_pointers(void *sv, kf_blas_precision prec, int nbuf,
                                      const kf_blas_buf *buf, const size_t *off,
                                      const size_t *ext);

#endif
