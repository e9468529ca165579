/*
 * solvers/solvers.h: the three solvers' entry points beyond the public API
 * (include/kforge/blas.h), for the tuner, kf_blas_release and the tests.
 * Each solver file implements the solver interface (solver.h) in a table
 * of its own and calls the routines (routines.c) with it:
 *
 *   opencl.c   cl_mem buffers on an OpenCL queue; its kernel cache and
 *              the OpenCL helpers below; GEMM over several queues
 *   cpu.c      host memory; OpenMP kernels built by the C compiler
 *   cuda.c     device pointers on a CUDA stream; NVRTC and the driver API
 *              loaded with dlopen
 */
#ifndef KF_BLAS_SOLVERS_H
#define KF_BLAS_SOLVERS_H

#include "blas/select.h"
#include "blas/solver.h"

/* ---- OpenCL (opencl.c) ------------------------------------------------------ */

/* The device's limits; 0 or KF_BLAS_ERR_OPENCL. */
kf_blas_status kf_blas_device_limits(cl_device_id dev, kf_blas_limits *lim);

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

/* A barrier on q, so that steps that depend on each other also run in
 * order on an out-of-order queue. */
kf_blas_status kf_blas_barrier(cl_command_queue q);

/* Frees the OpenCL solver's built programs and kernels. */
void kf_blas_opencl_release(void);

/* ---- CPU (cpu.c) -------------------------------------------------------------- */

/* The parameters of a call to `routine` ("gemm", "trmm", "trsm") of this
 * size as the selector picks them (kf_blas_select_cpu over
 * kf_blas_cpu_defaults: $KFORGE_CPU_GEMM_PARAMS, the CPU store, the
 * built-in ones; no transposes, tails or triangle set; *nb, when nb is not
 * NULL, TRSM's diagonal block or 0); one column-major GEMM on host memory
 * with p's kernel (sizes already checked; p's tails are set here). */
kf_gemm_params kf_blas_cpu_params(const char *routine, kf_blas_precision prec, long m, long n,
                                  long k, int *nb);
kf_blas_status kf_gemm_cpu_run(const kf_gemm_params *p, long m, long n, long k, double alpha,
                               const void *A, long lda, const void *B, long ldb, double beta,
                               void *C, long ldc);

/* The built-in least work per thread of `routine` ("gemm", "trmm",
 * "trsm") in `prec`, in 2^20 flops (kf_gemm_params.fork when 0). */
int kf_blas_cpu_fork(const char *routine, kf_blas_precision prec);

/* The threads of one kernel call of `work` real flops on `all` threads
 * (seed 004's selector, by work and shape): at most p->threads (0: all),
 * each given at least p->fork 2^20 flops (0: 4), and no more than `units`
 * (the micro-tiles of the dimension the kernel cuts; 0: no bound); 1 at
 * least. */
long kf_blas_cpu_threads_for(const kf_gemm_params *p, double work, long units, long all);

/* How many ranges TRSM's independent dimension of `count` (in units of
 * align) is cut into on `threads` threads (cpu_split's rule; 1: solved
 * whole, its GEMMs on every thread), for a solve of `flops`. */
long kf_blas_cpu_split_parts(long count, long align, double flops, long threads);

/* How many threads kf_trsm_rows cuts a narrow B's np panels among (each
 * solving its own panels whole), for a solve of `flops` on `threads`
 * threads: kf_blas_cpu_threads_for's count with a panel per thread, then
 * fewer while the busiest would hold more than a quarter over its share;
 * 1: not cut (the chunks' updates shared instead).  Only where
 * KFORGE_BLAS_TRSM_ROWS_PANELS=1 (else KF_BLAS_TRSM_ROWS_PANELS, 0: 1
 * always). */
long kf_blas_cpu_trsm_rows_panels(const kf_gemm_params *p, long np, double flops, long threads);

/* Forgets the CPU solver's loaded kernels. */
void kf_blas_cpu_release(void);

#endif
