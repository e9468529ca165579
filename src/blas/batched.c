/*
 * batched.c: batched and strided-batched GEMM and half precision
 * (contract in include/kforge/blas_batched.h): one launch of the batched
 * kernel (gen_batched.c) on OpenCL (two for a small summed C); on the
 * host, small products directly and larger ones by the CPU solver.
 */
#include "blas/solvers/solvers.h"
#include "kforge/blas_batched.h"
#include "support/ocl.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* The tile of C per work-item for a dimension of d: enough work per item
 * to hide the loads, enough items to fill the device. */
static int tile_for(long d)
{
    return d >= 64 ? 4 : d >= 16 ? 2 : 1;
}

static size_t round_up(size_t x, size_t to)
{
    return (x + to - 1) / to * to;
}

/* One batched call on OpenCL.  The array form (arrays) has the offsets
 * of A's, B's and C's matrices in offs, their scalars in alphas and betas
 * (double or float arrays as prec says); the strided form off, stride,
 * alpha and beta. */
typedef struct batch_call {
    char prec;
    kf_blas_layout layout;
    kf_blas_transpose ta, tb;
    long m, n, k;
    double alpha, beta;
    cl_mem A, B, C;
    size_t off[3];
    long ld[3], stride[3];
    size_t batch;
    int arrays; /* the batched form: offs, alphas, betas */
    const size_t *offs[3];
    const void *alphas, *betas;
} batch_call;

/* The largest offset of any of X's matrices. */
static size_t last_offset(const batch_call *c, int x)
{
    if (!c->arrays)
        return c->off[x] + (c->batch - 1) * (size_t)c->stride[x];
    size_t mx = 0;
    for (size_t b = 0; b < c->batch; b++)
        mx = c->offs[x][b] > mx ? c->offs[x][b] : mx;
    return mx;
}

static kf_blas_status check_batch(const batch_call *c, size_t ext[3])
{
    kf_blas_status st = kf_blas_gemm_args(c->layout, c->ta, c->tb, c->m, c->n, c->k, c->ld[0],
                                          c->ld[1], c->ld[2], ext);
    if (st)
        return st;
    if (c->stride[0] < 0 || c->stride[1] < 0 || c->stride[2] < 0)
        return kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "negative stride: strideA=%ld strideB=%ld "
                            "strideC=%ld", c->stride[0], c->stride[1], c->stride[2]);
    /* the kernel counts in int; bounded here, the spans below cannot wrap */
    if (c->batch > INT_MAX || c->stride[0] > INT_MAX || c->stride[1] > INT_MAX ||
        c->stride[2] > INT_MAX)
        return kf_blas_fail(KF_BLAS_ERR_SIZE, "batch or stride over 2^31-1");
    if (c->stride[2] > 0 && (size_t)c->stride[2] < ext[2] && c->batch > 1)
        return kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "strideC=%ld is smaller than C's extent %zu: "
                            "the matrices of C would overlap (0 sums the batch into one C)",
                            c->stride[2], ext[2]);
    if (c->arrays && c->batch &&
        (!c->offs[0] || !c->offs[1] || !c->offs[2] || !c->alphas || !c->betas))
        return kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "batched GEMM: an offset, alpha or beta array "
                            "is NULL");
    return KF_BLAS_SUCCESS;
}

static kf_blas_status cl_fail(const char *call, cl_int rc)
{
    return kf_blas_fail(KF_BLAS_ERR_OPENCL, "%s: %s (%d)", call, kf_ocl_strerror(rc), (int)rc);
}

/* A buffer of `bytes` in the queue's context: a read-only copy of p, or
 * (p NULL) uninitialised work memory. */
static kf_blas_status small_buffer(cl_command_queue q, const void *p, size_t bytes, cl_mem *out)
{
    cl_context ctx;
    cl_device_id dev;
    kf_blas_status st = kf_blas_queue_info(q, &ctx, &dev);
    if (st)
        return st;
    cl_int rc;
    cl_mem_flags fl = p ? CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR : CL_MEM_READ_WRITE;
    *out = clCreateBuffer(ctx, fl, bytes, (void *)p, &rc);
    return rc == CL_SUCCESS ? KF_BLAS_SUCCESS : cl_fail("clCreateBuffer", rc);
}

/* The offsets (column-major A, B, C order) and scalars of an array call. */
static kf_blas_status arrays(const batch_call *c, cl_command_queue q, int swap, cl_mem *P,
                             cl_mem *S)
{
    size_t nb = c->batch, es = c->prec == 'd' ? sizeof(double) : sizeof(float);
    int *po = malloc(3 * nb * sizeof *po);
    unsigned char *ps = malloc(2 * nb * es);
    kf_blas_status st = KF_BLAS_SUCCESS;
    if (!po || !ps)
        st = kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "batched GEMM: out of host memory");
    for (size_t b = 0; !st && b < nb; b++) {
        po[b] = (int)c->offs[swap ? 1 : 0][b];
        po[nb + b] = (int)c->offs[swap ? 0 : 1][b];
        po[2 * nb + b] = (int)c->offs[2][b];
    }
    if (!st) {
        memcpy(ps, c->alphas, nb * es);
        memcpy(ps + nb * es, c->betas, nb * es);
        st = small_buffer(q, po, 3 * nb * sizeof *po, P);
    }
    if (!st && (st = small_buffer(q, ps, 2 * nb * es, S)))
        clReleaseMemObject(*P);
    free(po);
    free(ps);
    return st;
}

/* The slices a summed batch (strideC 0) is cut into: one C alone gives
 * too few work-items to fill the device when it is small, so slices of
 * the batch are summed apart (each into its own M x N block) and then
 * added up (seed 004 "solution selector": a problem decomposed into
 * subproblems).  1: no slicing. */
static int slices(const batch_call *c, const kf_blas_gemm_cm *cm)
{
    double elems = (double)cm->m * (double)cm->n;
    double z = 16384 / (elems > 1 ? elems : 1);
    if (z > 64)
        z = 64;
    if (z > (double)c->batch)
        z = (double)c->batch;
    return z < 2 ? 1 : (int)z;
}

static kf_blas_status enqueue_batched(const batch_call *c, const kf_blas_gemm_cm *cm, int mode,
                                      int tm, int tn, cl_mem C, int oc, int lc, int sc,
                                      size_t zsize, cl_mem P, cl_mem S, double alpha,
                                      double beta, cl_command_queue queue);

/* strideC 0 in slices: the batched kernel's mode 3 into a work buffer W,
 * then kf_gemm_batched_sum into C; W is released once both are done. */
static kf_blas_status summed(const batch_call *c, const kf_blas_gemm_cm *cm,
                             cl_command_queue queue, cl_event *event)
{
    int Z = slices(c, cm), M = (int)cm->m, N = (int)cm->n;
    size_t ts = c->prec == 'd' ? sizeof(double) : sizeof(float);
    cl_mem W;
    kf_blas_status st = small_buffer(queue, NULL, (size_t)Z * (size_t)M * (size_t)N * ts, &W);
    if (st)
        return st;
    cl_int rc;
    st = enqueue_batched(c, cm, 3, tile_for(cm->m), tile_for(cm->n), W, 0, M, M * N, (size_t)Z,
                         NULL, NULL, 1, 0, queue);
    char *src = st ? NULL : kf_blas_batched_sum_gen(c->prec, KF_BLAS_OPENCL);
    if (!st && !src)
        st = KF_BLAS_ERR_PARAMS;
    if (!st && !(st = kf_blas_barrier(queue))) {
        float fal = (float)c->alpha, fbe = (float)c->beta;
        double dal = c->alpha, dbe = c->beta;
        int dp = c->prec == 'd', oc = (int)c->off[2], lc = (int)c->ld[2];
        cl_mem C = c->C;
        size_t I = sizeof(int), Mm = sizeof(cl_mem);
        const size_t sizes[9] = {I, I, I, ts, Mm, ts, Mm, I, I};
        const void *const vals[9] = {&M, &N, &Z, dp ? (const void *)&dal : &fal, &W,
                                     dp ? (const void *)&dbe : &fbe, &C, &oc, &lc};
        const size_t global[2] = {(size_t)M, (size_t)N};
        st = kf_blas_enqueue(queue, src, "kf_gemm_batched_sum", 9, sizes, vals, 2, global, NULL);
    }
    free(src);
    clReleaseMemObject(W);
    if (!st && event && (rc = clEnqueueMarkerWithWaitList(queue, 0, NULL, event)) != CL_SUCCESS)
        st = cl_fail("clEnqueueMarkerWithWaitList", rc);
    return st;
}

static kf_blas_status batched_ocl(const batch_call *c, cl_command_queue queue, cl_event *event)
{
    if (event)
        *event = NULL;
    size_t ext[3];
    kf_blas_status st = check_batch(c, ext);
    if (st || c->batch == 0)
        return st;
    size_t last[3];
    for (int x = 0; x < 3; x++) {
        last[x] = last_offset(c, x);
        if (ext[x] && last[x] + ext[x] > INT_MAX)
            return kf_blas_fail(KF_BLAS_ERR_SIZE, "a matrix of the batch ends past element "
                                "2^31-1 of its buffer");
    }
    size_t es = c->prec == 'd' ? sizeof(double) : c->prec == 's' ? sizeof(float) : 2;
    kf_blas_precision kp = c->prec == 'd' ? KF_BLAS_DOUBLE : KF_BLAS_SINGLE;
    if ((st = kf_blas_check_buffers(queue, c->A, last[0], ext[0], c->B, last[1], ext[1], c->C,
                                    last[2], ext[2], es, kp)))
        return st;
    if (c->m == 0 || c->n == 0)
        return KF_BLAS_SUCCESS;
    kf_blas_gemm_cm cm = kf_blas_gemm_colmajor(c->layout, c->ta, c->tb, c->m, c->n, c->ld[0],
                                               c->ld[1]);
    int mode = c->arrays ? 2 : c->stride[2] == 0 ? 1 : 0;
    if (mode == 1 && slices(c, &cm) > 1)
        return summed(c, &cm, queue, event);
    int tm = tile_for(cm.m), tn = tile_for(cm.n);
    if (mode == 1) /* one C: every item of the grid is a tile of it */
        tm = tn = cm.m * cm.n >= 4096 ? 2 : 1;
    cl_mem P = NULL, S = NULL;
    if (mode == 2 && (st = arrays(c, queue, cm.swap, &P, &S)))
        return st;
    st = enqueue_batched(c, &cm, mode, tm, tn, c->C, (int)c->off[2], (int)c->ld[2],
                         (int)c->stride[2], mode == 1 ? 1 : c->batch, P, S, c->alpha, c->beta,
                         queue);
    if (P)
        clReleaseMemObject(P);
    if (S)
        clReleaseMemObject(S);
    if (!st && event) {
        cl_int rc = clEnqueueMarkerWithWaitList(queue, 0, NULL, event);
        if (rc != CL_SUCCESS)
            st = cl_fail("clEnqueueMarkerWithWaitList", rc);
    }
    return st;
}

/* One launch of the batched kernel in `mode` on C (offset, leading
 * dimension, stride as the kernel takes them), zsize items along the
 * grid's third dimension. */
static kf_blas_status enqueue_batched(const batch_call *c, const kf_blas_gemm_cm *cm, int mode,
                                      int tm, int tn, cl_mem C, int oc, int lc, int sc,
                                      size_t zsize, cl_mem P, cl_mem S, double alpha,
                                      double beta, cl_command_queue queue)
{
    char *src = kf_blas_batched_gen(c->prec, cm->ta, cm->tb, tm, tn, mode, KF_BLAS_OPENCL);
    if (!src)
        return KF_BLAS_ERR_PARAMS;
    int sw = cm->swap;
    int M = (int)cm->m, N = (int)cm->n, K = (int)c->k, nb = (int)c->batch;
    int oa = (int)c->off[sw], ob = (int)c->off[!sw];
    int la = (int)cm->lda, lb = (int)cm->ldb;
    int sa = (int)c->stride[sw], sb = (int)c->stride[!sw];
    cl_mem A = sw ? c->B : c->A, B = sw ? c->A : c->B;
    float fal = (float)alpha, fbe = (float)beta;
    double dal = alpha, dbe = beta;
    size_t ts = c->prec == 'd' ? sizeof(double) : sizeof(float);
    const void *al = c->prec == 'd' ? (const void *)&dal : &fal;
    const void *be = c->prec == 'd' ? (const void *)&dbe : &fbe;
    size_t I = sizeof(int), Mm = sizeof(cl_mem);
    const size_t sizes[20] = {I, I, I, ts, Mm, I, I, I, Mm, I, I, I, ts, Mm, I, I, I, I, Mm, Mm};
    const void *const vals[20] = {&M, &N, &K, al, &A, &oa, &la, &sa, &B, &ob,
                                  &lb, &sb, be, &C, &oc, &lc, &sc, &nb, &P, &S};
    size_t wgm = (size_t)((M + tm - 1) / tm), wgn = (size_t)((N + tn - 1) / tn);
    size_t local[3] = {wgm < 8 ? wgm : 8, wgn < 8 ? wgn : 8, 1};
    size_t global[3] = {round_up(wgm, local[0]), round_up(wgn, local[1]), zsize};
    kf_blas_status st =
        kf_blas_enqueue(queue, src, "kf_gemm_batched", 20, sizes, vals, 3, global, local);
    free(src);
    return st;
}

/* ---- the OpenCL entries ------------------------------------------------------- */

#define STRIDED(NAME, T, P)                                                                    \
    kf_blas_status NAME(kf_blas_layout layout, kf_blas_transpose transA,                       \
                        kf_blas_transpose transB, long m, long n, long k, T alpha, cl_mem A,   \
                        size_t offA, long lda, long strideA, cl_mem B, size_t offB, long ldb,  \
                        long strideB, T beta, cl_mem C, size_t offC, long ldc, long strideC,   \
                        size_t batch, cl_command_queue queue, cl_event *event)                 \
    {                                                                                          \
        batch_call c = {.prec = P, .layout = layout, .ta = transA, .tb = transB, .m = m,       \
                        .n = n, .k = k, .alpha = alpha, .beta = beta, .A = A, .B = B, .C = C,  \
                        .off = {offA, offB, offC}, .ld = {lda, ldb, ldc},                      \
                        .stride = {strideA, strideB, strideC}, .batch = batch};                \
        return batched_ocl(&c, queue, event);                                                  \
    }

STRIDED(kf_sgemm_strided_batched, float, 's')
STRIDED(kf_dgemm_strided_batched, double, 'd')
STRIDED(kf_hgemm_strided_batched, float, 'h')

#define BATCHED(NAME, T, P)                                                                    \
    kf_blas_status NAME(kf_blas_layout layout, kf_blas_transpose transA,                       \
                        kf_blas_transpose transB, long m, long n, long k, const T *alphas,     \
                        cl_mem A, const size_t *offsA, long lda, cl_mem B,                     \
                        const size_t *offsB, long ldb, const T *betas, cl_mem C,               \
                        const size_t *offsC, long ldc, size_t batch, cl_command_queue queue,   \
                        cl_event *event)                                                       \
    {                                                                                          \
        batch_call c = {.prec = P, .layout = layout, .ta = transA, .tb = transB, .m = m,       \
                        .n = n, .k = k, .A = A, .B = B, .C = C, .ld = {lda, ldb, ldc},         \
                        .batch = batch, .arrays = 1, .offs = {offsA, offsB, offsC},            \
                        .alphas = alphas, .betas = betas};                                     \
        return batched_ocl(&c, queue, event);                                                  \
    }

BATCHED(kf_sgemm_batched, float, 's')
BATCHED(kf_dgemm_batched, double, 'd')

kf_blas_status kf_hgemm(kf_blas_layout layout, kf_blas_transpose transA,
                        kf_blas_transpose transB, long m, long n, long k, float alpha, cl_mem A,
                        size_t offA, long lda, cl_mem B, size_t offB, long ldb, float beta,
                        cl_mem C, size_t offC, long ldc, cl_command_queue queue, cl_event *event)
{
    return kf_hgemm_strided_batched(layout, transA, transB, m, n, k, alpha, A, offA, lda, 0, B,
                                    offB, ldb, 0, beta, C, offC, ldc, 1, 1, queue, event);
}

int kf_blas_device_fp16(cl_command_queue queue)
{
    cl_context ctx;
    cl_device_id dev;
    kf_blas_status st = kf_blas_queue_info(queue, &ctx, &dev);
    if (st)
        return st;
    char *ext = kf_ocl_device_string(dev, CL_DEVICE_EXTENSIONS);
    int has = ext && strstr(ext, "cl_khr_fp16") != NULL;
    free(ext);
    return has;
}

/* ---- the CPU solver: each matrix in turn -------------------------------------- */

static kf_blas_status strides_ok(long sa, long sb, long sc, size_t batch, kf_blas_layout layout,
                                 long m, long n, long ldc)
{
    if (sa < 0 || sb < 0 || sc < 0)
        return kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "negative stride: strideA=%ld strideB=%ld "
                            "strideC=%ld", sa, sb, sc);
    size_t extc = kf_blas_matrix_extent(layout, m, n, ldc);
    if (sc > 0 && (size_t)sc < extc && batch > 1)
        return kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "strideC=%ld is smaller than C's extent %zu: "
                            "the matrices of C would overlap (0 sums the batch into one C)", sc,
                            extc);
    return KF_BLAS_SUCCESS;
}

/* Small products directly on the host: below KF_BATCH_DIRECT flops a
 * call of the CPU solver's kernel (selection, the OpenMP team's wake-up)
 * costs more than the product.  Column-major: for op(A) = A the columns
 * of C take axpys of A's columns, for A^T dot products of A's columns. */
enum { KF_BATCH_DIRECT = 96 * 96 * 96 };

/* GCC vectorises these loops at -O2 only with the dynamic cost model
 * (their trip counts are unknown); other compilers keep their defaults. */
#if defined(__GNUC__) && !defined(__clang__)
#define KF_VECTORIZE __attribute__((optimize("tree-vectorize", "vect-cost-model=dynamic")))
#else
#define KF_VECTORIZE
#endif

#define DIRECT(NAME, T)                                                                        \
    KF_VECTORIZE static void NAME(const kf_blas_gemm_cm *cm, long k, T alpha, const T *A,      \
                                  const T *B, T beta, T *C, long ldc)                          \
    {                                                                                          \
        long m = cm->m, lda = cm->lda, ldb = cm->ldb;                                          \
        for (long j = 0; j < cm->n; j++) {                                                     \
            T *c = C + j * ldc;                                                                \
            if (cm->ta) {                                                                      \
                for (long i = 0; i < m; i++) {                                                 \
                    T s = 0;                                                                   \
                    for (long p = 0; p < k; p++)                                               \
                        s += A[p + i * lda] * (cm->tb ? B[j + p * ldb] : B[p + j * ldb]);      \
                    c[i] = beta == 0 ? alpha * s : alpha * s + beta * c[i];                    \
                }                                                                              \
                continue;                                                                      \
            }                                                                                  \
            for (long i = 0; i < m; i++)                                                       \
                c[i] = beta == 0 ? 0 : beta * c[i];                                            \
            for (long p = 0; p < k; p++) {                                                     \
                T b = alpha * (cm->tb ? B[j + p * ldb] : B[p + j * ldb]);                      \
                const T *a = A + p * lda;                                                      \
                for (long i = 0; i < m; i++)                                                   \
                    c[i] += a[i] * b;                                                          \
            }                                                                                  \
        }                                                                                      \
    }

DIRECT(direct_s, float)
DIRECT(direct_d, double)

/* One product of a batch: directly when small, else the CPU solver. */
#define ONE(NAME, T, GEMM, DIR)                                                                \
    static kf_blas_status NAME(kf_blas_layout layout, kf_blas_transpose ta,                    \
                               kf_blas_transpose tb, long m, long n, long k, T alpha,          \
                               const T *A, long lda, const T *B, long ldb, T beta, T *C,       \
                               long ldc)                                                       \
    {                                                                                          \
        if ((double)m * (double)n * (double)k >= KF_BATCH_DIRECT)                              \
            return GEMM(layout, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);         \
        size_t ext[3];                                                                         \
        kf_blas_status st = kf_blas_gemm_args(layout, ta, tb, m, n, k, lda, ldb, ldc, ext);    \
        if (st)                                                                                \
            return st;                                                                         \
        if ((!A && ext[0]) || (!B && ext[1]) || (!C && ext[2]))                                \
            return kf_blas_fail(KF_BLAS_ERR_NULL_BUFFER, "A, B or C is NULL");                 \
        kf_blas_gemm_cm cm = kf_blas_gemm_colmajor(layout, ta, tb, m, n, lda, ldb);            \
        DIR(&cm, k, alpha, cm.swap ? B : A, cm.swap ? A : B, beta, C, ldc);                    \
        return KF_BLAS_SUCCESS;                                                                \
    }

ONE(one_s, float, kf_sgemm_cpu, direct_s)
ONE(one_d, double, kf_dgemm_cpu, direct_d)

/* strideC 0: the first product takes beta, the others add to it (beta 1). */
#define STRIDED_CPU(NAME, T, GEMM)                                                             \
    kf_blas_status NAME(kf_blas_layout layout, kf_blas_transpose transA,                       \
                        kf_blas_transpose transB, long m, long n, long k, T alpha, const T *A, \
                        long lda, long strideA, const T *B, long ldb, long strideB, T beta,    \
                        T *C, long ldc, long strideC, size_t batch)                            \
    {                                                                                          \
        size_t ext[3];                                                                         \
        kf_blas_status st = kf_blas_gemm_args(layout, transA, transB, m, n, k, lda, ldb, ldc,  \
                                              ext);                                            \
        if (!st)                                                                               \
            st = strides_ok(strideA, strideB, strideC, batch, layout, m, n, ldc);              \
        for (size_t b = 0; !st && b < batch; b++)                                              \
            st = GEMM(layout, transA, transB, m, n, k, alpha, A ? A + b * strideA : NULL, lda,  \
                      B ? B + b * strideB : NULL, ldb, strideC == 0 && b > 0 ? 1 : beta,        \
                      C ? C + b * strideC : NULL, ldc);                                         \
        return st;                                                                             \
    }

STRIDED_CPU(kf_sgemm_strided_batched_cpu, float, one_s)
STRIDED_CPU(kf_dgemm_strided_batched_cpu, double, one_d)

#define BATCHED_CPU(NAME, T, GEMM)                                                             \
    kf_blas_status NAME(kf_blas_layout layout, kf_blas_transpose transA,                       \
                        kf_blas_transpose transB, long m, long n, long k, const T *alphas,     \
                        const T *const *A, long lda, const T *const *B, long ldb,              \
                        const T *betas, T *const *C, long ldc, size_t batch)                   \
    {                                                                                          \
        size_t ext[3];                                                                         \
        kf_blas_status st = kf_blas_gemm_args(layout, transA, transB, m, n, k, lda, ldb, ldc,  \
                                              ext);                                            \
        if (!st && batch && (!A || !B || !C || !alphas || !betas))                             \
            st = kf_blas_fail(KF_BLAS_ERR_NULL_BUFFER, "batched GEMM: a pointer, alpha or beta " \
                              "array is NULL");                                                \
        for (size_t b = 0; !st && b < batch; b++)                                              \
            st = GEMM(layout, transA, transB, m, n, k, alphas[b], A[b], lda, B[b], ldb,         \
                      betas[b], C[b], ldc);                                                    \
        return st;                                                                             \
    }

BATCHED_CPU(kf_sgemm_batched_cpu, float, one_s)
BATCHED_CPU(kf_dgemm_batched_cpu, double, one_d)
