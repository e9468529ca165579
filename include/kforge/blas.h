/*
 * blas.h: generated, tuned BLAS (seed 004, clBLAS's design).
 *
 * Contract.  Every routine comes in the CBLAS / CLBlast manner:
 *
 *   kf_sgemm(layout, transA, transB, m, n, k, alpha, A, offA, lda,
 *            B, offB, ldb, beta, C, offC, ldc, queue, event)
 *
 * computes C = alpha * op(A) * op(B) + beta * C on the device of `queue`
 * (an OpenCL command queue; PoCL runs it on the CPU).  A, B and C are
 * cl_mem buffers, offsets are in elements.  With beta == 0, C is not read
 * (NaN in C does not propagate).  The kernels are generated (kf_blas_gemm_gen),
 * built once per context and device (and cached on disk, see ocl.h), and
 * chosen by the selector from the per-device store (blas_tune.h) or from
 * built-in defaults when the device is untuned.  A problem is split into its
 * bulk and its tails, and the pieces are enqueued strictly in order;
 * kf_sgemm_multi / kf_dgemm_multi spread one product over several queues
 * (devices) in column panels, each split the same way (below).
 *
 * Errors.  No routine crashes on bad arguments: each check returns its own
 * negative kf_blas_status (below), in the order the arguments appear.  A
 * failing OpenCL call returns KF_BLAS_ERR_OPENCL and kf_blas_last_error()
 * names the call and the OpenCL code; a kernel that does not build returns
 * KF_BLAS_ERR_BUILD with the build log in kf_blas_last_error().
 *
 * Ownership.  Buffers, queue and event stay the caller's.  `event`, when not
 * NULL, receives a new event of the last enqueued kernel (the caller
 * releases it; on an in-order queue its completion is the call's); the
 * routines do not wait for completion.  Built programs are
 * kept in a process-wide cache until kf_blas_release(), which is safe to call
 * at any time when no routine is running.  The routines are thread-safe.
 *
 * Sizes: a matrix may span at most 2^31-1 elements (KF_BLAS_ERR_SIZE above).
 *
 * The kf_*_ref functions are the plain reference on host memory (triple
 * loops, sums in double or long double), used by the tests.
 */
#ifndef KFORGE_BLAS_H
#define KFORGE_BLAS_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>
#include <stddef.h>

typedef enum { KF_BLAS_ROW_MAJOR = 101, KF_BLAS_COL_MAJOR = 102 } kf_blas_layout;
typedef enum {
    KF_BLAS_NO_TRANS = 111,
    KF_BLAS_TRANS = 112,
    KF_BLAS_CONJ_TRANS = 113 /* the same as KF_BLAS_TRANS for real types */
} kf_blas_transpose;

typedef enum { KF_BLAS_UPPER = 121, KF_BLAS_LOWER = 122 } kf_blas_uplo;
typedef enum { KF_BLAS_NON_UNIT = 131, KF_BLAS_UNIT = 132 } kf_blas_diag;
typedef enum { KF_BLAS_LEFT = 141, KF_BLAS_RIGHT = 142 } kf_blas_side;

typedef enum {
    KF_BLAS_SUCCESS = 0,
    KF_BLAS_ERR_LAYOUT = -1,       /* layout is neither row- nor column-major */
    KF_BLAS_ERR_TRANS_A = -2,      /* transA is not a kf_blas_transpose */
    KF_BLAS_ERR_TRANS_B = -3,      /* transB is not a kf_blas_transpose */
    KF_BLAS_ERR_SIZE = -4,         /* m, n or k is negative */
    KF_BLAS_ERR_LDA = -5,          /* lda smaller than A's stored dimension (or 1) */
    KF_BLAS_ERR_LDB = -6,          /* ldb too small */
    KF_BLAS_ERR_LDC = -7,          /* ldc too small */
    KF_BLAS_ERR_NULL_BUFFER = -8,  /* A, B or C is NULL */
    KF_BLAS_ERR_BUFFER_SIZE = -9,  /* a buffer is too small for offset + matrix */
    KF_BLAS_ERR_QUEUE = -10,       /* queue is NULL or not a valid queue */
    KF_BLAS_ERR_CONTEXT = -11,     /* a buffer belongs to another context than the queue */
    KF_BLAS_ERR_NO_FP64 = -12,     /* double precision asked of a device without it */
    KF_BLAS_ERR_BUILD = -13,       /* a generated kernel did not build (log: last_error) */
    KF_BLAS_ERR_OPENCL = -14,      /* an OpenCL call failed (which: last_error) */
    KF_BLAS_ERR_NO_MEMORY = -15,   /* host allocation failed */
    KF_BLAS_ERR_PARAMS = -16,      /* kernel parameters invalid for this device */
    KF_BLAS_ERR_ARGUMENT = -17,    /* any other invalid argument (named in last_error) */
    KF_BLAS_ERR_SIDE = -18,        /* side is neither left nor right */
    KF_BLAS_ERR_UPLO = -19,        /* uplo is neither upper nor lower */
    KF_BLAS_ERR_DIAG = -20,        /* diag is neither unit nor non-unit */
    KF_BLAS_ERR_NO_CUDA = -21,     /* libcuda/libnvrtc cannot be loaded, or no CUDA device */
    KF_BLAS_ERR_QUEUES = -22,      /* *_multi: no queues, a NULL or invalid queue, or queues
                                      of different contexts (which: last_error) */
} kf_blas_status;

/* A static English description of `status`. */
const char *kf_blas_strerror(int status);

/* The detail of the last error in this thread (an OpenCL call's name and
 * code, a build log); a thread-local string, valid until the next call. */
const char *kf_blas_last_error(void);

/* Frees every cached program and kernel.  Call it before tearing down the
 * contexts the routines ran on, or at exit. */
void kf_blas_release(void);

/* ---- GEMM ---------------------------------------------------------------- */

kf_blas_status kf_sgemm(kf_blas_layout layout, kf_blas_transpose transA,
                        kf_blas_transpose transB, long m, long n, long k, float alpha,
                        cl_mem A, size_t offA, long lda, cl_mem B, size_t offB, long ldb,
                        float beta, cl_mem C, size_t offC, long ldc,
                        cl_command_queue queue, cl_event *event);
kf_blas_status kf_dgemm(kf_blas_layout layout, kf_blas_transpose transA,
                        kf_blas_transpose transB, long m, long n, long k, double alpha,
                        cl_mem A, size_t offA, long lda, cl_mem B, size_t offB, long ldb,
                        double beta, cl_mem C, size_t offC, long ldc,
                        cl_command_queue queue, cl_event *event);

/* ---- GEMM on several queues ------------------------------------------------
 *
 * The same GEMM spread over `nqueues` command queues (clBLAS's
 * numCommandQueues / commandQueues): one per device, or several on one
 * device.  The queues must share one context, and A, B and C belong to it
 * (a buffer lives in one context, and the events that order the queues
 * cannot cross contexts): no queues, a NULL or invalid queue, or queues of
 * different contexts give KF_BLAS_ERR_QUEUES; a buffer of another context
 * KF_BLAS_ERR_CONTEXT; double precision with a device that has none
 * KF_BLAS_ERR_NO_FP64.  The other checks are kf_sgemm's, in its order,
 * before the queues'.
 *
 * The split (seed 004 "solution selector": subproblems across devices): C,
 * in the column-major view (a row-major call is transposed first), is cut
 * into column panels, one per queue, in proportion to the devices' speed:
 * the store's measured GFLOP/s for this precision and size class when every
 * device is tuned, else their compute units.  Each panel's width is a
 * multiple of its kernel's block width, the last panel taking what is left;
 * a panel may be empty.  Each panel is then split into its bulk and tails
 * and run on its queue like kf_sgemm.
 *
 * Order: the panels start after everything enqueued on any of the queues
 * before the call (a marker on each queue that every queue waits for);
 * queues[0] then waits for the panels of the others, so that what is
 * enqueued on queues[0] after the call, and `event` (queues[0]'s last
 * command), come after the whole product.  Work enqueued afterwards on the
 * other queues is not ordered after the call.  The call does not wait.
 * Ownership: queues and buffers stay the caller's; *event as for kf_sgemm. */
kf_blas_status kf_sgemm_multi(kf_blas_layout layout, kf_blas_transpose transA,
                              kf_blas_transpose transB, long m, long n, long k, float alpha,
                              cl_mem A, size_t offA, long lda, cl_mem B, size_t offB, long ldb,
                              float beta, cl_mem C, size_t offC, long ldc, cl_uint nqueues,
                              const cl_command_queue *queues, cl_event *event);
kf_blas_status kf_dgemm_multi(kf_blas_layout layout, kf_blas_transpose transA,
                              kf_blas_transpose transB, long m, long n, long k, double alpha,
                              cl_mem A, size_t offA, long lda, cl_mem B, size_t offB, long ldb,
                              double beta, cl_mem C, size_t offC, long ldc, cl_uint nqueues,
                              const cl_command_queue *queues, cl_event *event);

/* The reference, on host memory.  Same argument checks (NULL pointers give
 * KF_BLAS_ERR_NULL_BUFFER; there is no queue). */
kf_blas_status kf_sgemm_ref(kf_blas_layout layout, kf_blas_transpose transA,
                            kf_blas_transpose transB, long m, long n, long k, float alpha,
                            const float *A, long lda, const float *B, long ldb, float beta,
                            float *C, long ldc);
kf_blas_status kf_dgemm_ref(kf_blas_layout layout, kf_blas_transpose transA,
                            kf_blas_transpose transB, long m, long n, long k, double alpha,
                            const double *A, long lda, const double *B, long ldb,
                            double beta, double *C, long ldc);

/* The elements a buffer must hold past its offset for an r x c operand in
 * `layout` with leading dimension ld (0 when r or c is 0). */
size_t kf_blas_matrix_extent(kf_blas_layout layout, long rows, long cols, long ld);

/* ---- TRMM ------------------------------------------------------------------
 *
 * B := alpha * op(A) * B (side left, A is m x m) or B := alpha * B * op(A)
 * (side right, A is n x n), A triangular (uplo), with a unit diagonal that is
 * not read when diag is KF_BLAS_UNIT; B is m x n.  The kernel is the GEMM
 * kernel with one operand masked to its triangle after the fetch, and each
 * work-group skips the K range where its panel of A is zero (seed 004
 * "TRMM").  B is copied to a temporary buffer on the device first (the
 * product cannot be formed in place); the copy is released by OpenCL when
 * the kernel is done.  Argument checks in the order of the arguments, as for
 * GEMM (side, uplo, transA, diag are checked after layout). */
kf_blas_status kf_strmm(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                        float alpha, cl_mem A, size_t offA, long lda, cl_mem B, size_t offB,
                        long ldb, cl_command_queue queue, cl_event *event);
kf_blas_status kf_dtrmm(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                        double alpha, cl_mem A, size_t offA, long lda, cl_mem B, size_t offB,
                        long ldb, cl_command_queue queue, cl_event *event);
kf_blas_status kf_strmm_ref(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                            kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                            float alpha, const float *A, long lda, float *B, long ldb);
kf_blas_status kf_dtrmm_ref(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                            kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                            double alpha, const double *A, long lda, double *B, long ldb);

/* ---- TRSM ------------------------------------------------------------------
 *
 * Solves op(A) X = alpha B (side left, A is m x m) or X op(A) = alpha B
 * (side right, A is n x n), A triangular and non-singular, X overwriting B
 * (m x n).  Seed 004's block algorithm: the diagonal blocks of A are
 * inverted first (a generated kernel), then the blocks of X are found in
 * order, each by two GEMMs (panel update, product with the inverted block),
 * all enqueued on `queue` (with barriers between dependent steps, so an
 * out-of-order queue works too).  Temporary buffers are released by
 * OpenCL when the kernels are done; the call does not wait.  Argument checks
 * as for TRMM.  A singular A gives Inf/NaN in X, as in BLAS. */
kf_blas_status kf_strsm(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                        float alpha, cl_mem A, size_t offA, long lda, cl_mem B, size_t offB,
                        long ldb, cl_command_queue queue);
kf_blas_status kf_dtrsm(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                        double alpha, cl_mem A, size_t offA, long lda, cl_mem B, size_t offB,
                        long ldb, cl_command_queue queue);
kf_blas_status kf_strsm_ref(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                            kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                            float alpha, const float *A, long lda, float *B, long ldb);
kf_blas_status kf_dtrsm_ref(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                            kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                            double alpha, const double *A, long lda, double *B, long ldb);

/* ---- CPU solver (C with OpenMP) --------------------------------------------
 *
 * The same GEMM on host memory, run on the CPU: the kernel is generated in
 * the OpenMP dialect in GotoBLAS's shape (packed blocks of A and B, a
 * register micro-tile written as plain C loops the compiler vectorises,
 * cache blocks mc x kb x nc; see kf_gemm_params and src/blas/gen_gemm.c), compiled
 * once with the system C compiler ($KFORGE_CC, else cc; -O3 -march=native
 * -fopenmp -shared, plus -mprefer-vector-width=512 on AVX-512 CPUs: the
 * kernel is built on the machine it runs on) into the kernel cache
 * directory (see ocl.h), keyed by source and compiler, and loaded with
 * dlopen.  The micro-tile follows the CPU (32 x 12 floats, 16 x 12 doubles
 * with AVX-512; 16 x 6, 8 x 6 otherwise); the blocking (kb, mc, nc,
 * tasks) comes from $KFORGE_CPU_GEMM_PARAMS (e.g. "wg=2x1 tile=16x12
 * kb=384 mc=256 nc=4096", over the built-in parameters), else this CPU's
 * preference store (`kforge tune --device cpu`, keyed by the CPU model
 * and thread count; TRMM and TRSM take their own entry, else GEMM's),
 * else built-in parameters; $KFORGE_BLAS_EXPLAIN says which.
 * Threads are OpenMP's (OMP_NUM_THREADS); before loading its first kernel
 * the solver sets OMP_WAIT_POLICY=passive unless it is set (idle OpenMP
 * threads otherwise spin and take the core the host work between kernels
 * needs; it has no effect when the program already loaded OpenMP).  One
 * kernel call does the whole problem.  Argument checks as kf_sgemm_ref; KF_BLAS_ERR_BUILD (with the
 * compiler's output in kf_blas_last_error()) when the kernel cannot be
 * compiled or loaded, KF_BLAS_ERR_NO_MEMORY when its packing buffers
 * cannot be allocated.  Loaded kernels stay mapped until the process exits
 * (unloading an OpenMP runtime with parked threads is unsafe);
 * kf_blas_release() forgets them.  TRSM keeps its work buffers (up to
 * eight of at most 16 MiB each) between calls; kf_blas_release() frees
 * them. */
kf_blas_status kf_sgemm_cpu(kf_blas_layout layout, kf_blas_transpose transA,
                            kf_blas_transpose transB, long m, long n, long k, float alpha,
                            const float *A, long lda, const float *B, long ldb, float beta,
                            float *C, long ldc);
kf_blas_status kf_dgemm_cpu(kf_blas_layout layout, kf_blas_transpose transA,
                            kf_blas_transpose transB, long m, long n, long k, double alpha,
                            const double *A, long lda, const double *B, long ldb,
                            double beta, double *C, long ldc);

/* TRMM and TRSM on the CPU solver: the routines above on host memory, B
 * overwritten.  TRMM is the GEMM kernel with the triangle of A masked as
 * it is packed (its all-zero K ranges skipped), reading B from a host
 * copy; TRSM is seed 004's block algorithm (see kf_strsm) with a generated
 * OpenMP kernel inverting the diagonal blocks and the GEMMs on this
 * solver.  Argument checks as kf_strmm_ref; the call returns when B is
 * done. */
kf_blas_status kf_strmm_cpu(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                            kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                            float alpha, const float *A, long lda, float *B, long ldb);
kf_blas_status kf_dtrmm_cpu(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                            kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                            double alpha, const double *A, long lda, double *B, long ldb);
kf_blas_status kf_strsm_cpu(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                            kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                            float alpha, const float *A, long lda, float *B, long ldb);
kf_blas_status kf_dtrsm_cpu(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                            kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                            double alpha, const double *A, long lda, double *B, long ldb);

/* ---- GEMM kernels: parameters, generator ---------------------------------- */

typedef enum { KF_BLAS_SINGLE = 's', KF_BLAS_DOUBLE = 'd' } kf_blas_precision;

/* Memory patterns (seed 004 "memory access patterns"). */
typedef enum {
    KF_GEMM_LOCAL = 0,  /* panels of A and B blocked through local/shared memory */
    KF_GEMM_GLOBAL = 1, /* each thread reads its rows and columns straight from global memory */
} kf_gemm_pattern;

/* Tails the kernel must handle (seed 004 KEXTRA_TAILS_*): without a flag the
 * kernel assumes the dimension is a multiple of its block. */
enum { KF_GEMM_TAIL_M = 1, KF_GEMM_TAIL_N = 2 };

/* The triangular operand of a TRMM kernel. */
enum { KF_GEMM_TRI_NONE = 0, KF_GEMM_TRI_A = 1, KF_GEMM_TRI_B = 2 };

/* One GEMM kernel.  The kernel computes a column-major problem
 * C(MxN) = alpha op(A) op(B) + beta C (row-major calls are mapped onto it by
 * swapping the operands); a work-group of wgm x wgn threads owns a block of
 * (wgm*tm) x (wgn*tn) elements of C, each thread a tm x tn tile in private
 * storage, and the block steps along K by kb (LOCAL) or ku (GLOBAL). */
typedef struct kf_gemm_params {
    kf_blas_precision prec;
    kf_gemm_pattern pattern;
    int trans_a, trans_b; /* op(X) = X^T when non-zero (column-major view) */
    int tails;            /* KF_GEMM_TAIL_* */
    int wgm, wgn;         /* work-group shape (threads along M and N) */
    int tm, tn;           /* per-thread tile */
    int kb;               /* K block held in local memory (LOCAL) */
    int ku;               /* unrolling of the K loop */
    int tile_array;       /* tile in a private array instead of variables */
    /* TRMM: which operand of the kernel is triangular (KF_GEMM_TRI_*), its
     * triangle after op() (lower when tri_lower), unit diagonal (tri_unit);
     * the triangle is square (K = M for TRI_A, K = N for TRI_B).  The
     * OpenMP kernel may run in place, C being the other operand (same
     * leading dimension): see src/blas/gen_gemm.c, omp_tri_backward */
    int tri, tri_lower, tri_unit;
    /* The OpenMP dialect (CPU solver), GotoBLAS's blocking: the micro-tile
     * of C held in registers is (wgm*tm) x (wgn*tn) (mr x nr), kb is the K
     * block kc of the packed panels, and mc x kb of op(A) (per thread) and
     * kb x nc of op(B) (shared) are packed at a time; mc and nc are rounded
     * up to multiples of mr and nr.  0 takes the built-in 256 and 4096.
     * The threads share the work as `tasks` pieces each (0: 1) of the
     * larger of M and N, taken dynamically: more pieces balance better
     * when other load slows a thread, each costs a packing of the other
     * operand.  Formatted and parsed as "mc=.. nc=.. tasks=.." when set. */
    int mc, nc, tasks;
    /* The CPU solver: the most threads a call of this shape uses (0: every
     * thread, OMP_NUM_THREADS), chosen per size class by the CPU tuner
     * where waking the other threads costs more than they save (small and
     * skinny problems on a machine whose idle cores sleep).  Formatted and
     * parsed as "threads=.." when set. */
    int threads;
    /* OpenCL: the vector width of a work-item's rows (0 or 1: scalars; 2,
     * 4, 8, 16; a divisor of tm).  A work-item's tile is tm/vw vectors of
     * vw contiguous rows each (CLBlast's VWM with STRM=0), loaded with
     * vloadN where op(A) is A and multiplied as floatN: explicit vectors
     * where a CPU device's compiler (PoCL) would otherwise run scalar
     * code.  Formatted and parsed as "vw=.." when above 1; the CUDA and
     * OpenMP dialects refuse it (KF_BLAS_ERR_PARAMS). */
    int vw;
    /* OpenCL and CUDA: split-K, the kernel's K cut into `splitk` slices
     * along the grid's third dimension (0 or 1: none), slice z of whole
     * kb panels writing its own M x N product at C + z ldc N (beta applied
     * by each slice; the solver sums the slices into C).  Chosen by the
     * device solvers for a long K under a grid too small to fill the
     * device; TRMM and the OpenMP dialect refuse it.  Formatted and parsed
     * as "splitk=.." when above 1. */
    int splitk;
    /* The CPU solver: the least work a call gives each of its threads, in
     * units of 2^20 flops (a call of W flops runs on the most threads t,
     * within `threads`, with W / t >= fork 2^20; 0: the built-in value of
     * the routine and precision, kf_blas_cpu_fork).  Waking a sleeping
     * thread costs tens of microseconds, more on a loaded machine, so
     * below this a second thread slows the call.  The selector fills it in;
     * the CPU store may hold a machine's own value.  Formatted and parsed
     * as "fork=.." when set. */
    int fork;
} kf_gemm_params;

/* Built-in defaults (untuned device) for `prec`, `pattern`. */
kf_gemm_params kf_gemm_default_params(kf_blas_precision prec, kf_gemm_pattern pattern);

/* Checks the parameters' own consistency (not a device's limits): 0 when
 * valid, else KF_BLAS_ERR_PARAMS with the reason in kf_blas_last_error(). */
kf_blas_status kf_gemm_params_check(const kf_gemm_params *p);

/* Formats p as "pattern=local wg=8x8 tile=4x4 kb=16 ku=1 store=vars";
 * kf_gemm_params_parse reads that form back (fields in any order, missing
 * fields keep *p's values); 0 or KF_BLAS_ERR_PARAMS. */
void kf_gemm_params_format(const kf_gemm_params *p, char *buf, size_t len);
kf_blas_status kf_gemm_params_parse(kf_gemm_params *p, const char *text);

/* Dialects the generator writes (through kgen). */
typedef enum { KF_BLAS_OPENCL = 0, KF_BLAS_CUDA = 1, KF_BLAS_OPENMP = 2 } kf_blas_dialect;

/* The source of the kernel named "kf_gemm" for p in `dialect` (__give: free()
 * it), or NULL with the reason in kf_blas_last_error().  The kernel's
 * arguments are (M, N, K, alpha, A, offA, lda, B, offB, ldb, beta, C, offC, ldc);
 * grid: ceil(M/(wgm*tm)) x ceil(N/(wgn*tn)) work-groups of wgm x wgn.  The
 * OpenMP dialect's kf_gemm is a host function returning int (0, or -1 when
 * its packing buffers cannot be allocated) that runs the whole problem on
 * OpenMP's threads. */
char *kf_blas_gemm_gen(const kf_gemm_params *p, kf_blas_dialect dialect);

/* TRSM's own kernel, kf_trtri(n, A, offA, lda, lower, unit, W): the
 * inversion of the nb x nb diagonal blocks of the n x n triangle of A into
 * W, block after block (its panel updates are GEMM kernels).  The diagonal
 * block when untuned is KF_BLAS_TRSM_NB (`kforge tune --routine trsm`
 * picks it per device); kf_blas_trsm_nb_valid says whether the generator
 * takes nb (8, 16, 32, 64, 128: one work-group per block).
 * kf_blas_trtri_gen gives its source in `dialect` (__give: free() it), or
 * NULL with the reason in kf_blas_last_error(). */
enum { KF_BLAS_TRSM_NB = 32 };
int kf_blas_trsm_nb_valid(int nb);
char *kf_blas_trtri_gen(kf_blas_precision prec, kf_blas_dialect dialect, int nb);
/* The same in vectors of vw columns (vw > 1; OpenCL only, vw one of 2, 4,
 * 8, 16 dividing nb): a work-group of nb / vw work-items per block, each
 * vw columns of its inverse.  A bad vw: NULL, KF_BLAS_ERR_PARAMS. */
char *kf_blas_trtri_gen_vw(kf_blas_precision prec, kf_blas_dialect dialect, int nb, int vw);

/* TRSM with few right-hand sides (OpenCL, CUDA): kf_trsm_block, one
 * launch per diagonal block of nb (the panel update, then the product by
 * the block's inverse from kf_trtri), a work-item per column of B, in
 * work-groups of KF_BLAS_TRSM_BLOCK_COLS (arguments in src/blas/gen_trtri.c).
 * __give: free() it; NULL with the reason in kf_blas_last_error(). */
enum { KF_BLAS_TRSM_BLOCK_COLS = 8 };
char *kf_blas_trsm_block_gen(kf_blas_precision prec, kf_blas_dialect dialect, int nb);
/* The same step in vector rows (vw > 1; OpenCL only, vw one of 2, 4, 8,
 * 16 dividing nb; vw = 1: kf_blas_trsm_block_gen's kernel): a work-group
 * of nb / vw work-items per KF_BLAS_TRSM_BLOCK_COLS columns of B, each
 * work-item vw rows of them as vectors.  A bad vw: NULL,
 * KF_BLAS_ERR_PARAMS. */
char *kf_blas_trsm_block_gen_vw(kf_blas_precision prec, kf_blas_dialect dialect, int nb, int vw);

/* The CPU solver's fused TRSM kernel (OpenMP dialect only; src/blas/gen_trsm.c):
 * kf_trsm_diag(s, n, alpha, A, ars, acs, unit, B, brs, bcs, work) solves
 * L X = alpha B in place for an s x s lower triangle L(r, q) = A[r*ars +
 * q*acs], s <= KF_BLAS_TRSM_DIAG_MAX, B[r*brs + j*bcs] (strides may be
 * negative), each mr x nr tile of B updated and solved in registers; work
 * holds mr*mr*b*(b+1)/2 elements, b = ceil(s/mr).  The same source has
 * kf_trsm_rows(s, n, alpha, A, ars, acs, unit, B, brs, bcs, nt, pt, work):
 * the same system at any s for a narrow B, row block by row block: with
 * pt > 1, B's panels of nr columns cut among pt threads, each solving its
 * own panels whole; else each chunk's update shared by up to nt threads
 * (one per row block of mr of a chunk at most); work holds
 * (b*mr + 64/sizeof(T))*nr*ceil(n/nr) + KF_BLAS_TRSM_ROWS_WORK(mr)*max(nt, pt)
 * elements, and with pt > 1 a ring of KF_BLAS_TRSM_ROWS_RING chunk steps
 * after them (KF_BLAS_TRSM_ROWS_RING_WORK(mr)).  __give: free() it; NULL with
 * the reason in kf_blas_last_error() (mr 1..64, nr 1..32). */
enum { KF_BLAS_TRSM_DIAG_MAX = 256 };
/* kf_trsm_rows packs CHUNK row blocks of mr over KB columns at a time */
enum { KF_BLAS_TRSM_ROWS_CHUNK = 8, KF_BLAS_TRSM_ROWS_KB = 256, KF_BLAS_TRSM_ROWS_RING = 4 };
#define KF_BLAS_TRSM_ROWS_WORK(mr)                                                                 \
    ((size_t)(mr) * (KF_BLAS_TRSM_ROWS_CHUNK * KF_BLAS_TRSM_ROWS_KB +                             \
                     (KF_BLAS_TRSM_ROWS_CHUNK + 1) * (size_t)(mr)))
#define KF_BLAS_TRSM_ROWS_RING_WORK(mr)                                                            \
    ((size_t)KF_BLAS_TRSM_ROWS_RING * KF_BLAS_TRSM_ROWS_CHUNK * KF_BLAS_TRSM_ROWS_KB * (size_t)(mr))
char *kf_blas_trsm_diag_gen(kf_blas_precision prec, int mr, int nr);

/* Runs GEMM kernels with explicit parameters on a column-major problem,
 * without the selector: the tuner's and the tests' entry.  Sizes must
 * already be checked.  p's tails are set here: the problem is split into its
 * bulk and tails (a triangular kernel runs as one piece with tails). */
kf_blas_status kf_gemm_run_params(const kf_gemm_params *p, cl_command_queue queue, long m,
                                  long n, long k, double alpha, cl_mem A, size_t offA,
                                  long lda, cl_mem B, size_t offB, long ldb, double beta,
                                  cl_mem C, size_t offC, long ldc, cl_event *event);

/* ---- CUDA solver -------------------------------------------------------------
 *
 * GEMM on an NVIDIA GPU: the kernel is generated in the CUDA dialect,
 * compiled by NVRTC to PTX for the device's architecture (the PTX is kept in
 * the kernel cache directory, see ocl.h), loaded with the
 * driver API (cuModuleLoadData) and launched on `stream` in the current CUDA
 * context (the primary context of device 0 when there is none).  libnvrtc
 * and libcuda are loaded with dlopen, so kforge runs, and returns
 * KF_BLAS_ERR_NO_CUDA, where there is no driver.  A, B and C are device
 * pointers (CUdeviceptr), stream a CUstream (0: the default stream); the
 * call does not wait.  Bulk and tails as for OpenCL. */
typedef unsigned long long kf_cuda_ptr;
kf_blas_status kf_sgemm_cuda(kf_blas_layout layout, kf_blas_transpose transA,
                             kf_blas_transpose transB, long m, long n, long k, float alpha,
                             kf_cuda_ptr A, long lda, kf_cuda_ptr B, long ldb, float beta,
                             kf_cuda_ptr C, long ldc, void *stream);
kf_blas_status kf_dgemm_cuda(kf_blas_layout layout, kf_blas_transpose transA,
                             kf_blas_transpose transB, long m, long n, long k, double alpha,
                             kf_cuda_ptr A, long lda, kf_cuda_ptr B, long ldb, double beta,
                             kf_cuda_ptr C, long ldc, void *stream);

/* TRMM and TRSM on the CUDA solver: the routines above with device
 * pointers, queued on `stream`.  TRMM is the GEMM kernel with the triangle
 * masked at the fetch, B read from a device copy; TRSM is seed 004's block
 * algorithm (see kf_strsm): the generated kf_trtri kernel, then two GEMMs
 * per block, the blocks of B copied with cuMemcpy2DAsync.  Both free their
 * work buffers once the stream has finished with them, so they return when
 * the stream is done.  Argument checks as kf_strmm_ref, then
 * KF_BLAS_ERR_NO_CUDA where there is no driver or device. */
kf_blas_status kf_strmm_cuda(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                             kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                             float alpha, kf_cuda_ptr A, long lda, kf_cuda_ptr B, long ldb,
                             void *stream);
kf_blas_status kf_dtrmm_cuda(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                             kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                             double alpha, kf_cuda_ptr A, long lda, kf_cuda_ptr B, long ldb,
                             void *stream);
kf_blas_status kf_strsm_cuda(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                             kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                             float alpha, kf_cuda_ptr A, long lda, kf_cuda_ptr B, long ldb,
                             void *stream);
kf_blas_status kf_dtrsm_cuda(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                             kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                             double alpha, kf_cuda_ptr A, long lda, kf_cuda_ptr B, long ldb,
                             void *stream);

/* Compiles the CUDA kernel of p with NVRTC for `arch` (e.g. "sm_90" or
 * "compute_90"); __give the PTX, or NULL with the log in
 * kf_blas_last_error() (KF_BLAS_ERR_NO_CUDA when libnvrtc is missing). */
char *kf_blas_cuda_ptx(const kf_gemm_params *p, const char *arch);

#endif
