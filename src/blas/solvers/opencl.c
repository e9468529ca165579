/*
 * solvers/opencl.c: the OpenCL solver (contract in include/kforge/blas.h):
 * kf_sgemm, kf_strmm, kf_strsm and their double forms on an OpenCL queue,
 * GEMM over several queues, and the OpenCL helpers the tuner uses.
 *
 * The solver (seed 004 "OpenCL solver"): the routines (routines.c) make a
 * problem column-major; a GEMM is then split into non-intersecting
 * subproblems (the bulk, a multiple of the work-group block, and its
 * tails), each run by a kernel generated for exactly that case, all
 * enqueued in order on the caller's queue:
 *
 *        N0        N
 *     +--------+----+
 *     |  bulk  | N  |  M0
 *     |        |tail|
 *     +--------+----+
 *     |  M tail     |  M
 *     +-------------+
 *
 * Built kernels are cached per (context, device, source) for the process
 * (and on disk by ocl.h) until kf_blas_release.
 */
#include "blas/solvers/solvers.h"
#include "kforge/blas_batched.h"
#include "support/ocl.h"

#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

void kf_blas_opencl_release(void)
{
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
    kf_gemm_params g = *p;
    if (g.splitk > 1) /* the kernel takes the count from its grid: one for all */
        g.splitk = 2;
    char *src = kf_blas_gemm_gen(&g, KF_BLAS_OPENCL);
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
    size_t S = p->splitk > 1 ? (size_t)p->splitk : 1; /* split-K: the slices along z */
    size_t local[3] = {(size_t)p->wgm, (size_t)p->wgn, 1};
    size_t global[3] = {(M + bm - 1) / bm * p->wgm, (N + bn - 1) / bn * p->wgn, S};
    rc = clEnqueueNDRangeKernel(q, k, S > 1 ? 3 : 2, NULL, global, local, 0, NULL, event);
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
    /* the triangle is indexed from the corner, split-K's slices from C's
     * corner (slice z at z ldc N): one piece */
    if (base->tri || base->splitk > 1) {
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

kf_blas_status kf_blas_barrier(cl_command_queue q)
{
    cl_int rc = clEnqueueBarrierWithWaitList(q, 0, NULL, NULL);
    if (rc != CL_SUCCESS)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clEnqueueBarrierWithWaitList: %s (%d)",
                            kf_ocl_strerror(rc), (int)rc);
    return KF_BLAS_SUCCESS;
}

/* ---- the solver's operations (solver.h) ------------------------------------------ */

typedef struct ocl_solver {
    cl_command_queue q;
    cl_context ctx;   /* the queue's context and device (ocl_check) */
    cl_device_id dev;
    cl_event *event;  /* when not NULL, receives the last GEMM kernel's event */
} ocl_solver;

/* The buffers against the queue: NULL, context, size, fp64 (a TRMM or
 * TRSM has B in the roles of B and C). */
static kf_blas_status ocl_check(void *sv, kf_blas_precision prec, int nbuf, const kf_blas_buf *buf,
                                const size_t *off, const size_t *ext)
{
    ocl_solver *o = sv;
    int c = nbuf > 2 ? 2 : 1;
    kf_blas_status st = kf_blas_check_buffers(o->q, buf[0].cl, off[0], ext[0], buf[1].cl, off[1],
                                              ext[1], buf[c].cl, off[c], ext[c],
                                              kf_blas_elem(prec), prec);
    return st ? st : kf_blas_queue_info(o->q, &o->ctx, &o->dev);
}

/* The device's store (select.h): GEMM by its shape; TRMM and TRSM by
 * their own entry, else GEMM's. */
static int ocl_select(void *sv, const char *routine, kf_blas_precision prec, long m, long n,
                      long k, kf_gemm_params *p, int *nb)
{
    ocl_solver *o = sv;
    if (strcmp(routine, "gemm") == 0) {
        kf_blas_select_gemm(o->dev, prec, m, n, k, p);
        return 0;
    }
    return kf_blas_select_tri(o->dev, routine, prec, m, n, k, p, nb);
}

/* Copies the r x c block of column-major X at element offset xo (ldx) to
 * T at to (ldt); ev, when not NULL, receives the copy's event. */
static kf_blas_status rect_copy(cl_command_queue q, cl_mem X, size_t xo, long ldx, cl_mem T,
                                size_t to, long ldt, long r, long c, size_t es, cl_event *ev)
{
    size_t so[3] = {xo * es, 0, 0}, dor[3] = {to * es, 0, 0};
    size_t region[3] = {(size_t)r * es, (size_t)c, 1};
    cl_int rc = clEnqueueCopyBufferRect(q, X, T, so, dor, region, (size_t)ldx * es, 0,
                                        (size_t)ldt * es, 0, 0, NULL, ev);
    if (rc != CL_SUCCESS)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clEnqueueCopyBufferRect: %s (%d)",
                            kf_ocl_strerror(rc), (int)rc);
    return KF_BLAS_SUCCESS;
}

/* An operand of the indirect path: the r x c block of X (xo, ldx) in a new
 * buffer of ldt x cols (cols >= c), *T (NULL when it could not be made;
 * else the caller releases it, whether the copy was queued or not). */
static kf_blas_status pad_operand(ocl_solver *o, cl_mem X, size_t xo, long ldx, long r, long c,
                                  long ldt, long cols, size_t es, int copy, cl_mem *T)
{
    cl_int rc;
    *T = clCreateBuffer(o->ctx, CL_MEM_READ_WRITE, (size_t)ldt * cols * es, NULL, &rc);
    if (!*T)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clCreateBuffer: %s (%d)", kf_ocl_strerror(rc),
                            (int)rc);
    return copy ? rect_copy(o->q, X, xo, ldx, *T, 0, ldt, r, c, es, NULL) : KF_BLAS_SUCCESS;
}

/* The indirect path (select.h, kf_blas_select_pack): the copied operands
 * padded to whole blocks, one kernel without tails over them, C's m x n
 * copied back.  The copies are released once queued (OpenCL keeps them
 * until the kernels are done). */
static kf_blas_status gemm_indirect(ocl_solver *o, const kf_gemm_params *p,
                                    const kf_blas_pack *pk, long m, long n, long k, double alpha,
                                    cl_mem A, size_t oa, long lda, cl_mem B, size_t ob, long ldb,
                                    double beta, cl_mem C, size_t oc, long ldc)
{
    size_t es = kf_blas_elem(p->prec);
    int ta = p->trans_a, tb = p->trans_b;
    cl_mem Ap = NULL, Bp = NULL, Cp = NULL;
    kf_blas_status st = KF_BLAS_SUCCESS;
    if (pk->a && (st = pad_operand(o, A, oa, lda, ta ? k : m, ta ? m : k, pk->lda,
                                   ta ? pk->m : k, es, 1, &Ap)))
        goto out;
    if (pk->b && (st = pad_operand(o, B, ob, ldb, tb ? n : k, tb ? k : n, pk->ldb,
                                   tb ? k : pk->n, es, 1, &Bp)))
        goto out;
    /* beta = 0: C is not read, its copy need not be made */
    if (pk->c && (st = pad_operand(o, C, oc, ldc, m, n, pk->ldc, pk->n, es, beta != 0.0, &Cp)))
        goto out;
    cl_event *kev = pk->c ? NULL : o->event;
    st = kf_gemm_run_params(p, o->q, pk->a ? pk->m : m, pk->b ? pk->n : n, k, alpha,
                            Ap ? Ap : A, Ap ? 0 : oa, Ap ? pk->lda : lda, Bp ? Bp : B,
                            Bp ? 0 : ob, Bp ? pk->ldb : ldb, beta, Cp ? Cp : C, Cp ? 0 : oc,
                            Cp ? pk->ldc : ldc, kev);
    if (!st && Cp)
        st = rect_copy(o->q, Cp, 0, pk->ldc, C, oc, ldc, m, n, es, o->event);
out:
    if (Ap)
        clReleaseMemObject(Ap);
    if (Bp)
        clReleaseMemObject(Bp);
    if (Cp)
        clReleaseMemObject(Cp);
    return st;
}

/* Split-K (kf_blas_select_splitk): the kernel with S slices along the
 * grid's z into a work buffer W of S m x n blocks (alpha 1, beta 0), then
 * kf_gemm_batched_sum (gen_batched.c) adds them into C with alpha and beta
 * (C not read when beta is 0); W released after both, in order. */
static kf_blas_status gemm_splitk(ocl_solver *o, const kf_gemm_params *p, int S, long m, long n,
                                  long k, double alpha, cl_mem A, size_t oa, long lda, cl_mem B,
                                  size_t ob, long ldb, double beta, cl_mem C, size_t oc, long ldc)
{
    size_t es = kf_blas_elem(p->prec);
    cl_int rc;
    cl_mem W = clCreateBuffer(o->ctx, CL_MEM_READ_WRITE, (size_t)S * m * n * es, NULL, &rc);
    if (!W)
        return kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "clCreateBuffer(split-K, %zu bytes): %s (%d)",
                            (size_t)S * m * n * es, kf_ocl_strerror(rc), (int)rc);
    kf_gemm_params q = *p;
    q.splitk = S;
    kf_blas_status st = kf_gemm_run_params(&q, o->q, m, n, k, 1.0, A, oa, lda, B, ob, ldb, 0.0,
                                           W, 0, m, NULL);
    char *src = st ? NULL : kf_blas_batched_sum_gen(p->prec == KF_BLAS_DOUBLE ? 'd' : 's',
                                                    KF_BLAS_OPENCL);
    if (!st && !src)
        st = KF_BLAS_ERR_PARAMS;
    if (!st && !(st = kf_blas_barrier(o->q))) {
        int M = (int)m, N = (int)n, Z = S, ioc = (int)oc, ildc = (int)ldc;
        float fa = (float)alpha, fb = (float)beta;
        int dp = p->prec == KF_BLAS_DOUBLE;
        size_t I = sizeof(int), Mm = sizeof(cl_mem);
        const size_t sizes[9] = {I, I, I, es, Mm, es, Mm, I, I};
        const void *const vals[9] = {&M, &N, &Z, dp ? (const void *)&alpha : &fa, &W,
                                     dp ? (const void *)&beta : &fb, &C, &ioc, &ildc};
        const size_t global[2] = {(size_t)m, (size_t)n};
        st = kf_blas_enqueue(o->q, src, "kf_gemm_batched_sum", 9, sizes, vals, 2, global, NULL);
    }
    free(src);
    clReleaseMemObject(W); /* freed once the queued kernels are done with it */
    if (!st && o->event && (rc = clEnqueueMarkerWithWaitList(o->q, 0, NULL, o->event)) != CL_SUCCESS)
        st = kf_blas_fail(KF_BLAS_ERR_OPENCL, "clEnqueueMarkerWithWaitList: %s (%d)",
                          kf_ocl_strerror(rc), (int)rc);
    return st;
}

/* The direct path, bulk and tails in order (kf_gemm_run_params), or the
 * indirect one where the selector says so, or split-K where it says so;
 * then a barrier: the next step may read what this one wrote, on an
 * out-of-order queue too. */
static kf_blas_status ocl_gemm(void *sv, const kf_gemm_params *p, long m, long n, long k,
                               double alpha, kf_blas_buf A, size_t oa, long lda, kf_blas_buf B,
                               size_t ob, long ldb, double beta, kf_blas_buf C, size_t oc, long ldc)
{
    ocl_solver *o = sv;
    kf_blas_pack pk;
    kf_blas_status st;
    cl_uint units = 1;
    int S = 1;
    if (!p->tri &&
        clGetDeviceInfo(o->dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof units, &units, NULL) ==
            CL_SUCCESS)
        S = kf_blas_select_splitk(p, m, n, k, (long)units);
    if (S > 1)
        st = gemm_splitk(o, p, S, m, n, k, alpha, A.cl, oa, lda, B.cl, ob, ldb, beta, C.cl, oc,
                         ldc);
    else if (kf_blas_select_pack(p, m, n, k, lda, ldb, ldc, &pk))
        st = gemm_indirect(o, p, &pk, m, n, k, alpha, A.cl, oa, lda, B.cl, ob, ldb, beta, C.cl,
                           oc, ldc);
    else
        st = kf_gemm_run_params(p, o->q, m, n, k, alpha, A.cl, oa, lda, B.cl, ob, ldb, beta,
                                C.cl, oc, ldc, o->event);
    if (!st && (st = kf_blas_barrier(o->q)) && o->event && *o->event) {
        clReleaseEvent(*o->event);
        *o->event = NULL;
    }
    return st;
}

static kf_blas_status ocl_alloc(void *sv, size_t bytes, kf_blas_buf *out)
{
    ocl_solver *o = sv;
    cl_int rc;
    out->cl = clCreateBuffer(o->ctx, CL_MEM_READ_WRITE, bytes ? bytes : 1, NULL, &rc);
    if (!out->cl)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clCreateBuffer: %s (%d)", kf_ocl_strerror(rc),
                            (int)rc);
    return KF_BLAS_SUCCESS;
}

static void ocl_release(void *sv, kf_blas_buf b)
{
    (void)sv;
    clReleaseMemObject(b.cl); /* OpenCL keeps it until the kernels are done */
}

/* Copies the r x c block of column-major X at element offset `off` (ld)
 * into the contiguous r x c matrix T. */
static kf_blas_status ocl_copy(void *sv, kf_blas_buf Xb, size_t off, long ld, long r, long c,
                               kf_blas_buf Tb, size_t es)
{
    cl_command_queue q = ((ocl_solver *)sv)->q;
    kf_blas_status st = rect_copy(q, Xb.cl, off, ld, Tb.cl, 0, r, r, c, es, NULL);
    return st ? st : kf_blas_barrier(q);
}

static kf_blas_status ocl_trtri(void *sv, kf_blas_precision prec, long ka, kf_blas_buf Ab,
                                size_t offA, long lda, int lower, int unit, int nb, int vw,
                                kf_blas_buf Wb)
{
    ocl_solver *o = sv;
    /* vectors of vw columns where TRSM's kernel has vector rows (a CPU
     * device's defaults: its preferred width) */
    if (vw < 2 || nb % vw)
        vw = 1;
    char *src = kf_blas_trtri_gen_vw(prec, KF_BLAS_OPENCL, nb, vw);
    if (!src)
        return KF_BLAS_ERR_PARAMS;
    cl_mem A = Ab.cl, W = Wb.cl;
    int n_ = (int)ka, off_ = (int)offA, lda_ = (int)lda, lo = lower, un = unit;
    size_t sizes[7] = {sizeof n_, sizeof A, sizeof off_, sizeof lda_, sizeof lo, sizeof un,
                       sizeof W};
    const void *vals[7] = {&n_, &A, &off_, &lda_, &lo, &un, &W};
    size_t local = (size_t)(nb / vw), global = (size_t)(ka + nb - 1) / nb * local;
    kf_blas_status st = kf_blas_enqueue(o->q, src, "kf_trtri", 7, sizes, vals, 1, &global, &local);
    free(src);
    return st ? st : kf_blas_barrier(o->q);
}

/* TRSM's fused block step (kf_blas_trsm_block_gen_vw): a work-item per
 * right-hand side in work-groups of KF_BLAS_TRSM_BLOCK_COLS, or with
 * vector rows (t->vw, TRSM's selected vw: a CPU device's) a work-group per
 * KF_BLAS_TRSM_BLOCK_COLS of them, a work-item per vw rows. */
static kf_blas_status ocl_trsm_block(void *sv, kf_blas_precision prec, int nb,
                                     const kf_blas_trsm_step *t)
{
    ocl_solver *o = sv;
    int vw = t->vw > 1 ? t->vw : 1;
    char *src = kf_blas_trsm_block_gen_vw(prec, KF_BLAS_OPENCL, nb, vw);
    if (!src)
        return KF_BLAS_ERR_PARAMS;
    int iv[14] = {(int)t->s,   (int)t->n,   (int)t->dn,  (int)t->oa,  (int)t->ars,
                  (int)t->acs, (int)t->ow,  (int)t->wrs, (int)t->wcs, (int)t->od,
                  (int)t->oi,  (int)t->brs, (int)t->bcs, 0};
    float fa = (float)t->alpha;
    double da = t->alpha;
    int d = prec == KF_BLAS_DOUBLE;
    cl_mem A = t->A.cl, W = t->W.cl, B = t->B.cl;
    size_t sizes[17] = {sizeof(int), sizeof(int), sizeof(int), d ? sizeof da : sizeof fa,
                        sizeof A, sizeof(int), sizeof(int), sizeof(int), sizeof W, sizeof(int),
                        sizeof(int), sizeof(int), sizeof B, sizeof(int), sizeof(int),
                        sizeof(int), sizeof(int)};
    const void *vals[17] = {&iv[0], &iv[1], &iv[2], d ? (const void *)&da : (const void *)&fa,
                            &A, &iv[3], &iv[4], &iv[5], &W, &iv[6], &iv[7], &iv[8], &B,
                            &iv[9], &iv[10], &iv[11], &iv[12]};
    /* scalar: a work-item per column; vector rows: a work-group of nb / vw
     * per KF_BLAS_TRSM_BLOCK_COLS columns */
    size_t groups = (size_t)(t->n + KF_BLAS_TRSM_BLOCK_COLS - 1) / KF_BLAS_TRSM_BLOCK_COLS;
    size_t local = vw > 1 ? (size_t)(nb / vw) : KF_BLAS_TRSM_BLOCK_COLS;
    size_t global = groups * local;
    kf_blas_status st = kf_blas_enqueue(o->q, src, "kf_trsm_block", 17, sizes, vals, 1, &global,
                                        &local);
    free(src);
    return st ? st : kf_blas_barrier(o->q);
}

static const kf_blas_solver ocl = {"opencl", ocl_check, NULL, ocl_select, ocl_gemm, NULL,
                                   ocl_alloc, ocl_release, ocl_copy, ocl_trtri, 0, NULL,
                                   ocl_trsm_block, NULL, NULL};

/* ---- the routines ---------------------------------------------------------------- */

static kf_blas_status gemm(kf_blas_precision prec, kf_blas_layout layout,
                           kf_blas_transpose transA, kf_blas_transpose transB, long m, long n,
                           long k, double alpha, cl_mem A, size_t offA, long lda, cl_mem B,
                           size_t offB, long ldb, double beta, cl_mem C, size_t offC, long ldc,
                           cl_command_queue queue, cl_event *event)
{
    if (event)
        *event = NULL;
    ocl_solver o = {queue, NULL, NULL, event};
    kf_blas_buf a = {.cl = A}, b = {.cl = B}, c = {.cl = C};
    return kf_blas_gemm_solve(&ocl, &o, prec, layout, transA, transB, m, n, k, alpha, a, offA,
                              lda, b, offB, ldb, beta, c, offC, ldc);
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

/* TRMM or TRSM on the queue; event (TRMM) as for GEMM. */
static kf_blas_status tri(kf_blas_tri_routine routine, kf_blas_precision prec,
                          kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                          kf_blas_transpose transA, kf_blas_diag diag, long m, long n, double alpha,
                          cl_mem A, size_t offA, long lda, cl_mem B, size_t offB, long ldb,
                          cl_command_queue queue, cl_event *event)
{
    if (event)
        *event = NULL;
    ocl_solver o = {queue, NULL, NULL, event};
    kf_blas_buf a = {.cl = A}, b = {.cl = B};
    return kf_blas_tri_solve(&ocl, &o, routine, prec, layout, side, uplo, transA, diag, m, n,
                             alpha, a, offA, lda, b, offB, ldb);
}

kf_blas_status kf_strmm(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                        float alpha, cl_mem A, size_t offA, long lda, cl_mem B, size_t offB,
                        long ldb, cl_command_queue queue, cl_event *event)
{
    return tri(KF_BLAS_TRMM, KF_BLAS_SINGLE, layout, side, uplo, transA, diag, m, n, alpha, A, offA,
               lda, B, offB, ldb, queue, event);
}

kf_blas_status kf_dtrmm(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                        double alpha, cl_mem A, size_t offA, long lda, cl_mem B, size_t offB,
                        long ldb, cl_command_queue queue, cl_event *event)
{
    return tri(KF_BLAS_TRMM, KF_BLAS_DOUBLE, layout, side, uplo, transA, diag, m, n, alpha, A, offA,
               lda, B, offB, ldb, queue, event);
}

kf_blas_status kf_strsm(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                        float alpha, cl_mem A, size_t offA, long lda, cl_mem B, size_t offB,
                        long ldb, cl_command_queue queue)
{
    return tri(KF_BLAS_TRSM, KF_BLAS_SINGLE, layout, side, uplo, transA, diag, m, n, alpha, A, offA,
               lda, B, offB, ldb, queue, NULL);
}

kf_blas_status kf_dtrsm(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                        double alpha, cl_mem A, size_t offA, long lda, cl_mem B, size_t offB,
                        long ldb, cl_command_queue queue)
{
    return tri(KF_BLAS_TRSM, KF_BLAS_DOUBLE, layout, side, uplo, transA, diag, m, n, alpha, A, offA,
               lda, B, offB, ldb, queue, NULL);
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
    size_t ext[3];
    kf_blas_status st = kf_blas_gemm_args(layout, transA, transB, m, n, k, lda, ldb, ldc, ext);
    cl_context ctx;
    if (!st)
        st = check_queues(nq, queues, &ctx);
    for (cl_uint i = 0; !st && i < nq; i++) /* the buffers' context, fp64 of each device */
        st = kf_blas_check_buffers(queues[i], A, offA, ext[0], B, offB, ext[1], C, offC, ext[2],
                                   kf_blas_elem(prec), prec);
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
