/*
 * blas.c: the BLAS API (contract in include/kforge/blas.h): argument
 * checks, the reference, errors, the program cache and the OpenCL solver.
 *
 * The solver (seed 004 "OpenCL solver"): a problem in the caller's layout is
 * first made column-major (a row-major C = op(A) op(B) is the column-major
 * C^T = op(B)^T op(A)^T), then split into non-intersecting subproblems (the
 * bulk, a multiple of the work-group block, and its tails), each run by a
 * kernel generated for exactly that case, all enqueued in order on the
 * caller's in-order queue:
 *
 *        N0        N
 *     +--------+----+
 *     |  bulk  | N  |  M0
 *     |        |tail|
 *     +--------+----+
 *     |  M tail     |  M
 *     +-------------+
 */
#include "blas/blas_int.h"
#include "blas/blas_store.h"
#include "support/ocl.h"

#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* ---- reference ------------------------------------------------------------ */

/* Element (i, j) of op(X) for a column-major view of X. */
#define OPX(X, t, i, j, ld) ((t) ? (X)[(j) + (size_t)(i) * (ld)] : (X)[(i) + (size_t)(j) * (ld)])

#define DEFINE_REF(NAME, T, ACC)                                                               \
    kf_blas_status NAME(kf_blas_layout layout, kf_blas_transpose transA,                       \
                        kf_blas_transpose transB, long m, long n, long k, T alpha, const T *A, \
                        long lda, const T *B, long ldb, T beta, T *C, long ldc)                \
    {                                                                                          \
        gemm_call c = {layout, transA, transB, m, n, k, lda, ldb, ldc, 0, 0, 0};               \
        kf_blas_status st = gemm_check(&c);                                                    \
        if (st)                                                                                \
            return st;                                                                         \
        if ((!A && c.extA) || (!B && c.extB) || (!C && c.extC))                                \
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

/* ---- device limits -------------------------------------------------------- */

kf_blas_status kf_blas_device_limits(cl_device_id dev, kf_blas_limits *lim)
{
    memset(lim, 0, sizeof *lim);
    cl_int rc;
    cl_ulong lm = 0;
    cl_device_fp_config fp = 0;
    if ((rc = clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof lim->max_wg,
                              &lim->max_wg, NULL)) ||
        (rc = clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof lim->max_item,
                              lim->max_item, NULL)) ||
        (rc = clGetDeviceInfo(dev, CL_DEVICE_LOCAL_MEM_SIZE, sizeof lm, &lm, NULL)))
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clGetDeviceInfo: %s (%d)", kf_ocl_strerror(rc),
                            (int)rc);
    lim->local_mem = lm;
    if (clGetDeviceInfo(dev, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof fp, &fp, NULL) == CL_SUCCESS)
        lim->fp64 = fp != 0;
    return KF_BLAS_SUCCESS;
}

/* ---- program cache ---------------------------------------------------------- */

/* One built kernel per (context, device, source).  The list is short (a few
 * dozen kernels per process) and searched linearly. */
typedef struct prog_entry {
    struct prog_entry *next;
    cl_context ctx;
    cl_device_id dev;
    uint64_t hash;
    char *src;
    cl_program prog;
    cl_kernel kernel;
} prog_entry;

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static prog_entry *cache_head;

void kf_blas_release(void)
{
    kf_blas_select_reset();
    kf_blas_cpu_release();
    pthread_mutex_lock(&cache_lock);
    while (cache_head) {
        prog_entry *e = cache_head;
        cache_head = e->next;
        clReleaseKernel(e->kernel);
        clReleaseProgram(e->prog);
        clReleaseContext(e->ctx);
        free(e->src);
        free(e);
    }
    pthread_mutex_unlock(&cache_lock);
}

/* The kernel for src, built if needed.  Called with cache_lock held. */
static kf_blas_status get_kernel(cl_context ctx, cl_device_id dev, const char *src,
                                 const char *name, cl_kernel *out)
{
    uint64_t h = kf_fnv1a(KF_FNV_OFFSET, src, strlen(src));
    for (prog_entry *e = cache_head; e; e = e->next)
        if (e->ctx == ctx && e->dev == dev && e->hash == h && strcmp(e->src, src) == 0) {
            *out = e->kernel;
            return KF_BLAS_SUCCESS;
        }
    char *err = malloc(16384);
    if (!err)
        return kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "malloc");
    err[0] = '\0';
    cl_program prog = kf_ocl_build(ctx, dev, src, "-cl-std=CL1.2", err, 16384);
    if (!prog) {
        kf_blas_status st = kf_blas_fail(KF_BLAS_ERR_BUILD, "%s", err);
        free(err);
        return st;
    }
    free(err);
    cl_int rc;
    cl_kernel k = clCreateKernel(prog, name, &rc);
    if (!k) {
        clReleaseProgram(prog);
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clCreateKernel: %s (%d)", kf_ocl_strerror(rc),
                            (int)rc);
    }
    prog_entry *e = calloc(1, sizeof *e);
    char *copy = strdup(src);
    if (!e || !copy) {
        free(e);
        free(copy);
        clReleaseKernel(k);
        clReleaseProgram(prog);
        return kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "malloc");
    }
    clRetainContext(ctx);
    *e = (prog_entry){cache_head, ctx, dev, h, copy, prog, k};
    cache_head = e;
    *out = k;
    return KF_BLAS_SUCCESS;
}

/* ---- running one kernel ------------------------------------------------------- */

kf_blas_status kf_blas_queue_info(cl_command_queue q, cl_context *ctx, cl_device_id *dev)
{
    if (!q)
        return kf_blas_fail(KF_BLAS_ERR_QUEUE, "queue is NULL");
    cl_int rc = clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof *ctx, ctx, NULL);
    if (rc == CL_SUCCESS)
        rc = clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sizeof *dev, dev, NULL);
    if (rc != CL_SUCCESS)
        return kf_blas_fail(KF_BLAS_ERR_QUEUE, "clGetCommandQueueInfo: %s (%d)",
                            kf_ocl_strerror(rc), (int)rc);
    return KF_BLAS_SUCCESS;
}

kf_blas_status kf_blas_enqueue(cl_command_queue q, const char *src, const char *name,
                               int nargs, const size_t *sizes, const void *const *vals,
                               cl_uint dim, const size_t *global, const size_t *local)
{
    cl_context ctx;
    cl_device_id dev;
    kf_blas_status st = kf_blas_queue_info(q, &ctx, &dev);
    if (st)
        return st;
    pthread_mutex_lock(&cache_lock);
    cl_kernel k = NULL;
    if ((st = get_kernel(ctx, dev, src, name, &k))) {
        pthread_mutex_unlock(&cache_lock);
        return st;
    }
    cl_int rc = CL_SUCCESS;
    for (int i = 0; i < nargs && rc == CL_SUCCESS; i++)
        rc = clSetKernelArg(k, (cl_uint)i, sizes[i], vals[i]);
    if (rc == CL_SUCCESS)
        rc = clEnqueueNDRangeKernel(q, k, dim, NULL, global, local, 0, NULL, NULL);
    pthread_mutex_unlock(&cache_lock);
    if (rc != CL_SUCCESS)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clEnqueueNDRangeKernel(%s): %s (%d)", name,
                            kf_ocl_strerror(rc), (int)rc);
    return KF_BLAS_SUCCESS;
}

/* Runs exactly one kernel: p (with its tails flags) on an M x N x K
 * column-major problem. */
static kf_blas_status run_one(const kf_gemm_params *p, cl_command_queue q, cl_context ctx,
                              cl_device_id dev, int M, int N, int K, double alpha, cl_mem A,
                              int offA, int lda, cl_mem B, int offB, int ldb, double beta,
                              cl_mem C, int offC, int ldc, cl_event *event)
{
    char *src = kf_blas_gemm_gen(p, KF_BLAS_OPENCL);
    if (!src)
        return KF_BLAS_ERR_PARAMS;
    pthread_mutex_lock(&cache_lock);
    cl_kernel k = NULL;
    kf_blas_status st = get_kernel(ctx, dev, src, "kf_gemm", &k);
    free(src);
    if (st) {
        pthread_mutex_unlock(&cache_lock);
        return st;
    }
    float fa = (float)alpha, fb = (float)beta;
    size_t fs = p->prec == KF_BLAS_DOUBLE ? sizeof(double) : sizeof(float);
    const void *pa = p->prec == KF_BLAS_DOUBLE ? (const void *)&alpha : (const void *)&fa;
    const void *pb = p->prec == KF_BLAS_DOUBLE ? (const void *)&beta : (const void *)&fb;
    struct { size_t size; const void *val; } args[] = {
        {sizeof M, &M}, {sizeof N, &N}, {sizeof K, &K}, {fs, pa},
        {sizeof A, &A}, {sizeof offA, &offA}, {sizeof lda, &lda},
        {sizeof B, &B}, {sizeof offB, &offB}, {sizeof ldb, &ldb},
        {fs, pb}, {sizeof C, &C}, {sizeof offC, &offC}, {sizeof ldc, &ldc},
    };
    cl_int rc = CL_SUCCESS;
    for (cl_uint i = 0; i < sizeof args / sizeof args[0] && rc == CL_SUCCESS; i++)
        rc = clSetKernelArg(k, i, args[i].size, args[i].val);
    if (rc != CL_SUCCESS) {
        pthread_mutex_unlock(&cache_lock);
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clSetKernelArg: %s (%d)", kf_ocl_strerror(rc),
                            (int)rc);
    }
    size_t bm = (size_t)p->wgm * p->tm, bn = (size_t)p->wgn * p->tn;
    size_t local[2] = {(size_t)p->wgm, (size_t)p->wgn};
    size_t global[2] = {(M + bm - 1) / bm * p->wgm, (N + bn - 1) / bn * p->wgn};
    rc = clEnqueueNDRangeKernel(q, k, 2, NULL, global, local, 0, NULL, event);
    pthread_mutex_unlock(&cache_lock);
    if (rc != CL_SUCCESS)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clEnqueueNDRangeKernel: %s (%d)",
                            kf_ocl_strerror(rc), (int)rc);
    return KF_BLAS_SUCCESS;
}

/* ---- the solver: bulk and tails, in order ------------------------------------------ */

kf_blas_status kf_gemm_run_params(const kf_gemm_params *base, cl_command_queue queue, long m,
                                  long n, long k, double alpha, cl_mem A, size_t offA,
                                  long lda, cl_mem B, size_t offB, long ldb, double beta,
                                  cl_mem C, size_t offC, long ldc, cl_event *event)
{
    kf_blas_status st = kf_gemm_params_check(base);
    if (st)
        return st;
    cl_context ctx;
    cl_device_id dev;
    if ((st = kf_blas_queue_info(queue, &ctx, &dev)))
        return st;
    if (m == 0 || n == 0)
        return KF_BLAS_SUCCESS;
    long bm = (long)base->wgm * base->tm, bn = (long)base->wgn * base->tn;
    long m0 = m / bm * bm, n0 = n / bn * bn;
    if (base->tri) { /* the triangle is indexed from the corner: one piece */
        kf_gemm_params t = *base;
        t.tails = (m0 < m ? KF_GEMM_TAIL_M : 0) | (n0 < n ? KF_GEMM_TAIL_N : 0);
        return run_one(&t, queue, ctx, dev, (int)m, (int)n, (int)k, alpha, A, (int)offA,
                       (int)lda, B, (int)offB, (int)ldb, beta, C, (int)offC, (int)ldc, event);
    }
    int ta = base->trans_a, tb = base->trans_b;
    kf_gemm_params p = *base;
    cl_event ev = NULL;
    cl_event *pev = event ? &ev : NULL;
    /* every piece but the last releases its event at once */
#define PIECE(TAILS, M_, N_, OA, OB, OC)                                                       \
    do {                                                                                       \
        p.tails = (TAILS);                                                                     \
        if (ev) {                                                                              \
            clReleaseEvent(ev);                                                                \
            ev = NULL;                                                                         \
        }                                                                                      \
        st = run_one(&p, queue, ctx, dev, (int)(M_), (int)(N_), (int)k, alpha, A, (int)(OA),   \
                     (int)lda, B, (int)(OB), (int)ldb, beta, C, (int)(OC), (int)ldc, pev);     \
        if (st)                                                                                \
            goto out;                                                                          \
    } while (0)
    if (m0 && n0)
        PIECE(0, m0, n0, offA, offB, offC);
    if (m0 && n > n0)
        PIECE(KF_GEMM_TAIL_N, m0, n - n0, offA, offB + (tb ? n0 : n0 * ldb), offC + n0 * ldc);
    if (m > m0)
        PIECE(KF_GEMM_TAIL_M | KF_GEMM_TAIL_N, m - m0, n, offA + (ta ? m0 * lda : m0), offB,
              offC + m0);
#undef PIECE
out:
    if (event)
        *event = st ? NULL : ev;
    if (st && ev)
        clReleaseEvent(ev);
    return st;
}

/* Checks the buffers against the queue: NULL, context, size. */
static kf_blas_status check_buffers(const gemm_call *c, cl_command_queue queue, cl_mem A,
                                    size_t offA, cl_mem B, size_t offB, cl_mem C, size_t offC,
                                    size_t elem, kf_blas_precision prec)
{
    return kf_blas_check_buffers(queue, A, offA, c->extA, B, offB, c->extB, C, offC, c->extC,
                                 elem, prec);
}

kf_blas_status kf_blas_check_buffers(cl_command_queue queue, cl_mem A, size_t offA, size_t extA,
                                     cl_mem B, size_t offB, size_t extB, cl_mem C, size_t offC,
                                     size_t extC, size_t elem, kf_blas_precision prec)
{
    if (!A || !B || !C)
        return kf_blas_fail(KF_BLAS_ERR_NULL_BUFFER, "%s is NULL", !A ? "A" : !B ? "B" : "C");
    cl_context qctx;
    cl_device_id dev;
    kf_blas_status st = kf_blas_queue_info(queue, &qctx, &dev);
    if (st)
        return st;
    cl_mem bufs[3] = {A, B, C};
    size_t offs[3] = {offA, offB, offC}, exts[3] = {extA, extB, extC};
    for (int i = 0; i < 3; i++) {
        cl_context bctx;
        size_t size;
        cl_int rc = clGetMemObjectInfo(bufs[i], CL_MEM_CONTEXT, sizeof bctx, &bctx, NULL);
        if (rc == CL_SUCCESS)
            rc = clGetMemObjectInfo(bufs[i], CL_MEM_SIZE, sizeof size, &size, NULL);
        if (rc != CL_SUCCESS)
            return kf_blas_fail(KF_BLAS_ERR_NULL_BUFFER, "clGetMemObjectInfo(%c): %s (%d)",
                                "ABC"[i], kf_ocl_strerror(rc), (int)rc);
        if (bctx != qctx)
            return kf_blas_fail(KF_BLAS_ERR_CONTEXT, "buffer %c belongs to another context "
                                "than the queue", "ABC"[i]);
        if (offs[i] > INT_MAX || (exts[i] && (offs[i] + exts[i]) * elem > size))
            return kf_blas_fail(KF_BLAS_ERR_BUFFER_SIZE, "buffer %c holds %zu elements, needs "
                                "offset %zu + %zu", "ABC"[i], size / elem, offs[i], exts[i]);
    }
    if (prec == KF_BLAS_DOUBLE) {
        kf_blas_limits lim;
        if ((st = kf_blas_device_limits(dev, &lim)))
            return st;
        if (!lim.fp64)
            return kf_blas_fail(KF_BLAS_ERR_NO_FP64, "the device has no double precision");
    }
    return KF_BLAS_SUCCESS;
}

static kf_blas_status gemm(kf_blas_precision prec, kf_blas_layout layout,
                           kf_blas_transpose transA, kf_blas_transpose transB, long m, long n,
                           long k, double alpha, cl_mem A, size_t offA, long lda, cl_mem B,
                           size_t offB, long ldb, double beta, cl_mem C, size_t offC, long ldc,
                           cl_command_queue queue, cl_event *event)
{
    if (event)
        *event = NULL;
    gemm_call c = {layout, transA, transB, m, n, k, lda, ldb, ldc, 0, 0, 0};
    kf_blas_status st = gemm_check(&c);
    size_t elem = prec == KF_BLAS_DOUBLE ? sizeof(double) : sizeof(float);
    if (!st)
        st = check_buffers(&c, queue, A, offA, B, offB, C, offC, elem, prec);
    if (st || m == 0 || n == 0)
        return st;
    kf_blas_gemm_cm cm = kf_blas_gemm_colmajor(layout, transA, transB, m, n, lda, ldb);
    int ta = cm.ta, tb = cm.tb;
    m = cm.m, n = cm.n, lda = cm.lda, ldb = cm.ldb;
    if (cm.swap) {
        cl_mem X = A; A = B; B = X;
        size_t o = offA; offA = offB; offB = o;
    }
    cl_context ctx;
    cl_device_id dev;
    if ((st = kf_blas_queue_info(queue, &ctx, &dev)))
        return st;
    kf_gemm_params p;
    kf_blas_select_gemm(dev, prec, m, n, k, &p);
    p.trans_a = ta;
    p.trans_b = tb;
    return kf_gemm_run_params(&p, queue, m, n, k, alpha, A, offA, lda, B, offB, ldb, beta, C,
                              offC, ldc, event);
}

kf_blas_status kf_sgemm(kf_blas_layout layout, kf_blas_transpose transA,
                        kf_blas_transpose transB, long m, long n, long k, float alpha,
                        cl_mem A, size_t offA, long lda, cl_mem B, size_t offB, long ldb,
                        float beta, cl_mem C, size_t offC, long ldc, cl_command_queue queue,
                        cl_event *event)
{
    return gemm(KF_BLAS_SINGLE, layout, transA, transB, m, n, k, alpha, A, offA, lda, B, offB,
                ldb, beta, C, offC, ldc, queue, event);
}

kf_blas_status kf_dgemm(kf_blas_layout layout, kf_blas_transpose transA,
                        kf_blas_transpose transB, long m, long n, long k, double alpha,
                        cl_mem A, size_t offA, long lda, cl_mem B, size_t offB, long ldb,
                        double beta, cl_mem C, size_t offC, long ldc, cl_command_queue queue,
                        cl_event *event)
{
    return gemm(KF_BLAS_DOUBLE, layout, transA, transB, m, n, k, alpha, A, offA, lda, B, offB,
                ldb, beta, C, offC, ldc, queue, event);
}

/* ---- GEMM on several queues -------------------------------------------------------
 *
 * Seed 004's solver distributes a problem between devices: the bulk of C
 * in column panels, one per queue, each split again into bulk and tails
 * on its own queue.  Order across the queues is kept with markers:
 *
 *   q0: ..before.. M0 |wait M0..Mn| panel 0 ..............|wait E1..En| after
 *   q1: ..before.. M1 |wait M0..Mn| panel 1 | E1
 *   ...
 */

/* The queues: at least one, none NULL or invalid, one context (*ctx). */
static kf_blas_status check_queues(cl_uint nq, const cl_command_queue *queues, cl_context *ctx)
{
    if (nq == 0 || !queues)
        return kf_blas_fail(KF_BLAS_ERR_QUEUES, "no queues (nqueues=%u, queues=%p)", nq,
                            (const void *)queues);
    for (cl_uint i = 0; i < nq; i++) {
        cl_context c;
        cl_device_id d;
        if (!queues[i] || kf_blas_queue_info(queues[i], &c, &d))
            return kf_blas_fail(KF_BLAS_ERR_QUEUES, "queues[%u] is %s", i,
                                queues[i] ? "not a valid queue" : "NULL");
        if (i == 0)
            *ctx = c;
        else if (c != *ctx)
            return kf_blas_fail(KF_BLAS_ERR_QUEUES, "queues[%u] belongs to another context than "
                                "queues[0]: the queues must share the buffers' context", i);
    }
    return KF_BLAS_SUCCESS;
}

static kf_blas_status enqueue_marker(cl_command_queue q, cl_uint nwait, const cl_event *wait,
                                     int barrier, cl_event *ev)
{
    cl_int rc = barrier ? clEnqueueBarrierWithWaitList(q, nwait, wait, ev)
                        : clEnqueueMarkerWithWaitList(q, nwait, wait, ev);
    if (rc != CL_SUCCESS)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "%s: %s (%d)",
                            barrier ? "clEnqueueBarrierWithWaitList"
                                    : "clEnqueueMarkerWithWaitList",
                            kf_ocl_strerror(rc), (int)rc);
    return KF_BLAS_SUCCESS;
}

/* Splits a column-major problem into panels and enqueues them (see the
 * picture above).  mark and done hold nq events each, NULL on entry. */
static kf_blas_status run_panels(kf_blas_precision prec, int ta, int tb, long m, long n, long k,
                                 double alpha, cl_mem A, size_t offA, long lda, cl_mem B,
                                 size_t offB, long ldb, double beta, cl_mem C, size_t offC,
                                 long ldc, cl_uint nq, const cl_command_queue *queues,
                                 cl_event *mark, cl_event *done, kf_gemm_params *p,
                                 double *weight, long *block, long *width, cl_event *event)
{
    kf_blas_status st = KF_BLAS_SUCCESS;
    int tuned = 1;
    for (cl_uint i = 0; i < nq; i++) {
        cl_context ctx;
        cl_device_id dev;
        if ((st = kf_blas_queue_info(queues[i], &ctx, &dev)))
            return st;
        kf_blas_select_gemm(dev, prec, m, n, k, &p[i]);
        p[i].trans_a = ta;
        p[i].trans_b = tb;
        block[i] = (long)p[i].wgn * p[i].tn;
        weight[i] = kf_blas_select_speed(dev, prec, m, n, k);
        tuned = tuned && weight[i] > 0;
    }
    if (!tuned) /* untuned somewhere: compute units compare all devices alike */
        for (cl_uint i = 0; i < nq; i++) {
            cl_device_id dev;
            cl_uint units = 1;
            clGetCommandQueueInfo(queues[i], CL_QUEUE_DEVICE, sizeof dev, &dev, NULL);
            clGetDeviceInfo(dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof units, &units, NULL);
            weight[i] = units ? units : 1;
        }
    kf_blas_select_split(n, (int)nq, weight, block, width);
    /* everything before the call, on every queue, comes first */
    for (cl_uint i = 0; i < nq && nq > 1; i++)
        if ((st = enqueue_marker(queues[i], 0, NULL, 0, &mark[i])))
            return st;
    for (cl_uint i = 0; i < nq && nq > 1; i++)
        if ((st = enqueue_marker(queues[i], nq, mark, 1, NULL)))
            return st;
    long col = 0;
    for (cl_uint i = 0; i < nq; i++) {
        if (width[i] > 0 &&
            (st = kf_gemm_run_params(&p[i], queues[i], m, width[i], k, alpha, A, offA, lda, B,
                                     offB + (size_t)(tb ? col : col * ldb), ldb, beta, C,
                                     offC + (size_t)(col * ldc), ldc, NULL)))
            return st;
        col += width[i];
        if (i > 0 && (st = enqueue_marker(queues[i], 0, NULL, 0, &done[i])))
            return st;
    }
    /* queues[0] waits for the others' panels */
    return enqueue_marker(queues[0], nq - 1, nq > 1 ? done + 1 : NULL, 1, event);
}

static kf_blas_status gemm_multi(kf_blas_precision prec, kf_blas_layout layout,
                                 kf_blas_transpose transA, kf_blas_transpose transB, long m,
                                 long n, long k, double alpha, cl_mem A, size_t offA, long lda,
                                 cl_mem B, size_t offB, long ldb, double beta, cl_mem C,
                                 size_t offC, long ldc, cl_uint nq,
                                 const cl_command_queue *queues, cl_event *event)
{
    if (event)
        *event = NULL;
    gemm_call c = {layout, transA, transB, m, n, k, lda, ldb, ldc, 0, 0, 0};
    kf_blas_status st = gemm_check(&c);
    cl_context ctx;
    if (!st)
        st = check_queues(nq, queues, &ctx);
    size_t elem = prec == KF_BLAS_DOUBLE ? sizeof(double) : sizeof(float);
    for (cl_uint i = 0; !st && i < nq; i++) /* the buffers' context, fp64 of each device */
        st = check_buffers(&c, queues[i], A, offA, B, offB, C, offC, elem, prec);
    if (st || m == 0 || n == 0)
        return st;
    kf_blas_gemm_cm cm = kf_blas_gemm_colmajor(layout, transA, transB, m, n, lda, ldb);
    int ta = cm.ta, tb = cm.tb;
    m = cm.m, n = cm.n, lda = cm.lda, ldb = cm.ldb;
    if (cm.swap) {
        cl_mem X = A; A = B; B = X;
        size_t o = offA; offA = offB; offB = o;
    }
    cl_event *ev = calloc(2 * (size_t)nq, sizeof *ev);
    kf_gemm_params *p = calloc(nq, sizeof *p);
    double *weight = calloc(nq, sizeof *weight);
    long *block = calloc(2 * (size_t)nq, sizeof *block);
    if (!ev || !p || !weight || !block)
        st = kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "malloc");
    else
        st = run_panels(prec, ta, tb, m, n, k, alpha, A, offA, lda, B, offB, ldb, beta, C, offC,
                        ldc, nq, queues, ev, ev + nq, p, weight, block, block + nq, event);
    for (cl_uint i = 0; ev && i < 2 * nq; i++)
        if (ev[i])
            clReleaseEvent(ev[i]);
    free(ev);
    free(p);
    free(weight);
    free(block);
    return st;
}

kf_blas_status kf_sgemm_multi(kf_blas_layout layout, kf_blas_transpose transA,
                              kf_blas_transpose transB, long m, long n, long k, float alpha,
                              cl_mem A, size_t offA, long lda, cl_mem B, size_t offB, long ldb,
                              float beta, cl_mem C, size_t offC, long ldc, cl_uint nqueues,
                              const cl_command_queue *queues, cl_event *event)
{
    return gemm_multi(KF_BLAS_SINGLE, layout, transA, transB, m, n, k, alpha, A, offA, lda, B,
                      offB, ldb, beta, C, offC, ldc, nqueues, queues, event);
}

kf_blas_status kf_dgemm_multi(kf_blas_layout layout, kf_blas_transpose transA,
                              kf_blas_transpose transB, long m, long n, long k, double alpha,
                              cl_mem A, size_t offA, long lda, cl_mem B, size_t offB, long ldb,
                              double beta, cl_mem C, size_t offC, long ldc, cl_uint nqueues,
                              const cl_command_queue *queues, cl_event *event)
{
    return gemm_multi(KF_BLAS_DOUBLE, layout, transA, transB, m, n, k, alpha, A, offA, lda, B,
                      offB, ldb, beta, C, offC, ldc, nqueues, queues, event);
}

kf_blas_status kf_blas_barrier(cl_command_queue q)
{
    cl_int rc = clEnqueueBarrierWithWaitList(q, 0, NULL, NULL);
    if (rc != CL_SUCCESS)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clEnqueueBarrierWithWaitList: %s (%d)",
                            kf_ocl_strerror(rc), (int)rc);
    return KF_BLAS_SUCCESS;
}

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

/* ---- TRMM --------------------------------------------------------------------- */

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

/* The reference: op(A) made dense and masked, the product formed in a
 * temporary and copied back. */
#define DEFINE_TRMM_REF(NAME, T, ACC)                                                          \
    kf_blas_status NAME(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,            \
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n, T alpha,   \
                        const T *A, long lda, T *B, long ldb)                                   \
    {                                                                                          \
        kf_blas_trmm_call c = {layout, side, uplo, transA, diag, m, n, lda, ldb, 0, 0};                 \
        kf_blas_status st = kf_blas_trmm_check(&c);                                                    \
        if (st)                                                                                \
            return st;                                                                         \
        if ((!A && c.extA) || (!B && c.extB))                                                  \
            return kf_blas_fail(KF_BLAS_ERR_NULL_BUFFER, "A or B is NULL");                    \
        if (!c.extB)                                                                           \
            return KF_BLAS_SUCCESS;                                                            \
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

static kf_blas_status trmm(kf_blas_precision prec, kf_blas_layout layout, kf_blas_side side,
                           kf_blas_uplo uplo, kf_blas_transpose transA, kf_blas_diag diag,
                           long m, long n, double alpha, cl_mem A, size_t offA, long lda,
                           cl_mem B, size_t offB, long ldb, cl_command_queue queue,
                           cl_event *event)
{
    if (event)
        *event = NULL;
    kf_blas_trmm_call c = {layout, side, uplo, transA, diag, m, n, lda, ldb, 0, 0};
    kf_blas_status st = kf_blas_trmm_check(&c);
    size_t es = prec == KF_BLAS_DOUBLE ? sizeof(double) : sizeof(float);
    if (!st) {
        /* the buffer checks of GEMM, with B in the roles of B and C */
        gemm_call g = {layout, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 0, 0, 0, 0, 0, 0,
                       c.extA, c.extB, c.extB};
        st = check_buffers(&g, queue, A, offA, B, offB, B, offB, es, prec);
    }
    if (st || c.extB == 0)
        return st;
    kf_blas_tri_cm cm = kf_blas_tri_colmajor(&c);
    int ta = cm.ta, left = cm.left, lower = cm.lower;
    m = cm.m, n = cm.n;
    cl_context ctx;
    cl_device_id dev;
    if ((st = kf_blas_queue_info(queue, &ctx, &dev)))
        return st;
    /* the product cannot be formed in place: B is read from a copy */
    cl_int rc;
    cl_mem copy = clCreateBuffer(ctx, CL_MEM_READ_WRITE, c.extB * es, NULL, &rc);
    if (!copy)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clCreateBuffer: %s (%d)", kf_ocl_strerror(rc),
                            (int)rc);
    rc = clEnqueueCopyBuffer(queue, B, copy, offB * es, 0, c.extB * es, 0, NULL, NULL);
    if (rc != CL_SUCCESS) {
        clReleaseMemObject(copy);
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clEnqueueCopyBuffer: %s (%d)",
                            kf_ocl_strerror(rc), (int)rc);
    }
    if ((st = kf_blas_barrier(queue))) {
        clReleaseMemObject(copy);
        return st;
    }
    long ka = left ? m : n;
    kf_gemm_params p; /* TRMM's own tuned kernel, else GEMM's (blas_store.h) */
    kf_blas_select_tri(dev, "trmm", prec, m, n, ka, &p, NULL);
    p.tri = left ? KF_GEMM_TRI_A : KF_GEMM_TRI_B;
    p.tri_lower = lower != ta; /* the triangle of op(A) */
    p.tri_unit = diag == KF_BLAS_UNIT;
    if (left) { /* B = alpha op(A) copy */
        p.trans_a = ta;
        p.trans_b = 0;
        st = kf_gemm_run_params(&p, queue, m, n, ka, alpha, A, offA, lda, copy, 0, ldb, 0.0, B,
                                offB, ldb, event);
    } else { /* B = alpha copy op(A) */
        p.trans_a = 0;
        p.trans_b = ta;
        st = kf_gemm_run_params(&p, queue, m, n, ka, alpha, copy, 0, ldb, A, offA, lda, 0.0, B,
                                offB, ldb, event);
    }
    clReleaseMemObject(copy); /* OpenCL keeps it until the kernel is done */
    return st;
}

kf_blas_status kf_strmm(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                        float alpha, cl_mem A, size_t offA, long lda, cl_mem B, size_t offB,
                        long ldb, cl_command_queue queue, cl_event *event)
{
    return trmm(KF_BLAS_SINGLE, layout, side, uplo, transA, diag, m, n, alpha, A, offA, lda, B,
                offB, ldb, queue, event);
}

kf_blas_status kf_dtrmm(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                        double alpha, cl_mem A, size_t offA, long lda, cl_mem B, size_t offB,
                        long ldb, cl_command_queue queue, cl_event *event)
{
    return trmm(KF_BLAS_DOUBLE, layout, side, uplo, transA, diag, m, n, alpha, A, offA, lda, B,
                offB, ldb, queue, event);
}

/* ---- devices (blas_tune.h) ------------------------------------------------------ */

cl_command_queue kf_blas_queue_open(const char *spec)
{
    kf_ocl_env env;
    char err[512];
    if (kf_ocl_open(&env, spec, err, sizeof err) != 0) {
        kf_blas_fail(KF_BLAS_ERR_OPENCL, "%s", err);
        return NULL;
    }
    return env.queue; /* the queue holds the context: released together */
}

void kf_blas_queue_close(cl_command_queue queue)
{
    cl_context ctx;
    if (!queue || clGetCommandQueueInfo(queue, CL_QUEUE_CONTEXT, sizeof ctx, &ctx, NULL))
        return;
    clReleaseCommandQueue(queue);
    clReleaseContext(ctx);
}

int kf_blas_devices_list(FILE *out)
{
    int n = kf_ocl_list(out);
    char *key = kf_store_cpu_key();
    fprintf(out, "cpu: %s (the C/OpenMP CPU solver)\n", key ? key : "?");
    free(key);
    return n;
}

char *kf_blas_device_name(cl_device_id dev)
{
    return kf_ocl_device_string(dev, CL_DEVICE_NAME);
}
