/*
 * blas_int.h: what the BLAS modules share and do not export.
 *
 *   blas.c        argument checks, reference, errors, program cache, solver
 *   blas_gemm.c   the GEMM generator (through kgen)
 *   blas_store.c  the per-device preference store and the selector
 */
#ifndef KF_BLAS_INT_H
#define KF_BLAS_INT_H

#include "kforge/blas.h"

/* Sets the thread's last-error text; returns `status` so callers can
 * `return kf_blas_fail(KF_BLAS_ERR_X, "...")`. */
kf_blas_status kf_blas_fail(kf_blas_status status, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* The device's limits the generator and the tuner respect. */
typedef struct kf_blas_limits {
    size_t max_wg;        /* CL_DEVICE_MAX_WORK_GROUP_SIZE */
    size_t max_item[3];   /* CL_DEVICE_MAX_WORK_ITEM_SIZES */
    unsigned long local_mem; /* CL_DEVICE_LOCAL_MEM_SIZE, bytes */
    int fp64;
} kf_blas_limits;

kf_blas_status kf_blas_device_limits(cl_device_id dev, kf_blas_limits *lim);

/* Whether p fits the device: 0 or KF_BLAS_ERR_PARAMS with the reason. */
kf_blas_status kf_gemm_params_fit(const kf_gemm_params *p, const kf_blas_limits *lim);

/* The context and device of a queue (KF_BLAS_ERR_QUEUE when invalid). */
kf_blas_status kf_blas_queue_info(cl_command_queue q, cl_context *ctx, cl_device_id *dev);

/* Builds (once per context, device and source) the kernel `name` of src,
 * sets its nargs arguments and enqueues it on q. */
kf_blas_status kf_blas_enqueue(cl_command_queue q, const char *src, const char *name,
                               int nargs, const size_t *sizes, const void *const *vals,
                               cl_uint dim, const size_t *global, const size_t *local);

/* NULL, context and size checks of three buffers against the queue (an
 * extent of 0 needs nothing), then fp64 for KF_BLAS_DOUBLE. */
kf_blas_status kf_blas_check_buffers(cl_command_queue queue, cl_mem A, size_t offA, size_t extA,
                                     cl_mem B, size_t offB, size_t extB, cl_mem C, size_t offC,
                                     size_t extC, size_t elem, kf_blas_precision prec);

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

/* Checks a TRMM/TRSM call in argument order; fills the extents. */
kf_blas_status kf_blas_trmm_check(kf_blas_trmm_call *c);

/* The GEMM argument checks alone; ext receives the elements A, B and C
 * span. */
kf_blas_status kf_blas_gemm_args(kf_blas_layout layout, kf_blas_transpose ta,
                                 kf_blas_transpose tb, long m, long n, long k, long lda,
                                 long ldb, long ldc, size_t ext[3]);

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

/* A barrier on q, so that steps that depend on each other also run in
 * order on an out-of-order queue. */
kf_blas_status kf_blas_barrier(cl_command_queue q);

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

/* Seed 004's TRSM block algorithm (blas_trsm.c) on a column-major problem
 * (row-major calls already mapped), arguments already checked, m, n > 0:
 * X op(A) = alpha B (right) or op(A) X = alpha B (left), X over B, with
 * diagonal blocks of nb (0: KF_BLAS_TRSM_NB). */
kf_blas_status kf_blas_trsm_blocked(const kf_blas_tri_ops *ops, void *sv, kf_blas_precision prec,
                                    int left, int lower, int ta, int unit, long m, long n,
                                    double alpha, kf_blas_buf A, size_t offA, long lda,
                                    kf_blas_buf B, size_t offB, long ldb, int nb);

/* Unloads the CPU solver's compiled kernels (blas_cpu.c). */
void kf_blas_cpu_release(void);

/* The CPU solver (blas_cpu.c): whether the CPU has AVX-512 (the compile
 * flags and the micro-tile follow it); the threads its kernels run on
 * (OMP_NUM_THREADS's first number, else the CPUs online); the built-in
 * parameters; the parameters of a call to `routine` ("gemm", "trmm",
 * "trsm") of this size as the selector picks them
 * (kf_blas_select_cpu: $KFORGE_CPU_GEMM_PARAMS, the CPU store, the
 * built-in ones; no transposes, tails or triangle set; *nb, when nb is
 * not NULL, TRSM's diagonal block or 0); one column-major GEMM on host
 * memory with p's kernel (sizes already checked; p's tails are set here). */
int kf_blas_cpu_avx512(void);
long kf_blas_cpu_threads(void);
kf_gemm_params kf_blas_cpu_defaults(kf_blas_precision prec);
kf_gemm_params kf_blas_cpu_params(const char *routine, kf_blas_precision prec, long m, long n,
                                  long k, int *nb);
kf_blas_status kf_gemm_cpu_run(const kf_gemm_params *p, long m, long n, long k, double alpha,
                               const void *A, long lda, const void *B, long ldb, double beta,
                               void *C, long ldc);

#endif
