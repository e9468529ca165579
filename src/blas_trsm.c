/*
 * blas_trsm.c: TRSM, seed 004's block algorithm.
 *
 * Solves op(A) X = alpha B (side left) or X op(A) = alpha B (side right), X
 * overwriting B.  The triangular dimension is cut into blocks of NB:
 *
 *   1. the diagonal blocks A_ii are inverted first, all at once, by a
 *      generated kernel (one work-item per column of each inverse), into a
 *      work buffer W laid out block after block (the seed's sequential
 *      arrangement of the blocks);
 *   2. then the blocks are solved in order (forward when op(A) is lower on
 *      the left / upper on the right, backward otherwise), each with two
 *      GEMMs on the in-order queue:
 *          T   = alpha B_i - op(A)_i,done X_done      (panel update)
 *          X_i = inv(op(A)_ii) T = op(W_i) T          (no substitution left)
 *      where T is a copy of B_i (the product cannot be formed in place).
 *
 * Row-major calls are mapped to column-major as for TRMM (the other side,
 * the other triangle).
 */
#include "blas_int.h"
#include "blas_store.h"
#include "kforge/kgen.h"
#include "kforge/ocl.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { NB = 32 };

/* The inversion kernel (OpenCL, through kgen):
 *   kf_trtri(n, A, offA, lda, lower, unit, W): work-item g inverts column
 *   c = g % NB of diagonal block b = g / NB of A into W[b*NB*NB + r + c*NB],
 *   by forward (lower) or backward (upper) substitution on e_c. */
char *kf_blas_trtri_gen(kf_blas_precision prec, kf_blas_dialect dialect)
{
    if (dialect != KF_BLAS_OPENCL && dialect != KF_BLAS_CUDA) {
        kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "the block inversion of TRSM is generated for "
                     "OpenCL and CUDA only");
        return NULL;
    }
    struct kf_kgen *g = kf_kgen_create(dialect == KF_BLAS_CUDA ? KF_KGEN_CUDA : KF_KGEN_OPENCL);
    if (!g) {
        kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "out of memory creating a kgen context");
        return NULL;
    }
    const char *T = prec == KF_BLAS_DOUBLE ? "double" : "float";
    if (prec == KF_BLAS_DOUBLE && dialect == KF_BLAS_OPENCL)
        kf_kgen_file_stmt(g, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
    if (dialect == KF_BLAS_CUDA)
        kf_kgen_file_stmt(g, "#define min(a, b) ((a) < (b) ? (a) : (b))");
    kf_kgen_declare_functionf(g, "%s void kf_trtri(const int n, %s const %s *A, const int offA, "
                                 "const int lda, const int lower, const int unit, %s %s *W)",
                              kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL),
                              kf_kgen_qualifier(g, KF_KGEN_Q_GLOBAL), T,
                              kf_kgen_qualifier(g, KF_KGEN_Q_GLOBAL), T);
    kf_kgen_begin_body(g);
    char d[256];
    snprintf(d, sizeof d, "int gid = %s;", kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0));
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int b = gid / " "32" ", c = gid % 32;",
                         KF_KGEN_PRIVATE, 0);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int b0 = b * 32, s = min(32, n - b0);",
                         KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "if (b0 >= n)");
    kf_kgen_stmt(g, "return;");
    kf_kgen_end_branch(g, NULL);
    snprintf(d, sizeof d, "%s const %s *Tb = A + offA + b0 + b0 * lda;",
             kf_kgen_qualifier(g, KF_KGEN_Q_GLOBAL), T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s %s *x = W + b * 32 * 32 + c * 32;",
             kf_kgen_qualifier(g, KF_KGEN_Q_GLOBAL), T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "for (int r = 0; r < 32; r++)");
    kf_kgen_stmt(g, "x[r] = 0;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "if (c >= s)");
    kf_kgen_stmt(g, "return;");
    kf_kgen_end_branch(g, NULL);
    /* x = inv(T) e_c: T x = e_c, row by row in the triangle's order */
    kf_kgen_begin_branch(g, "for (int i = 0; i < s; i++)");
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, "int r = lower ? i : s - 1 - i;", KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s v = r == c ? 1 : 0;", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "if (lower)");
    kf_kgen_begin_branch(g, "for (int q = c; q < r; q++)");
    kf_kgen_stmt(g, "v -= Tb[r + q * lda] * x[q];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_else(g, NULL);
    kf_kgen_begin_branch(g, "for (int q = r + 1; q <= c; q++)");
    kf_kgen_stmt(g, "v -= Tb[r + q * lda] * x[q];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_stmt(g, "x[r] = unit ? v : v / Tb[r + r * lda];");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    char *src = NULL;
    if (kf_kgen_error(g))
        kf_blas_fail(KF_BLAS_ERR_PARAMS, "kgen: %s", kf_kgen_error_message(g));
    else if (!(src = strdup(kf_kgen_source(g))))
        kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "out of memory");
    kf_kgen_destroy(g);
    return src;
}

/* Copies the r x c block of column-major X at element offset `off` (ld)
 * into the contiguous r x c matrix T. */
static kf_blas_status copy_block(cl_command_queue q, cl_mem X, size_t off, long ld, long r,
                                 long c, cl_mem T, size_t es)
{
    size_t so[3] = {off * es, 0, 0}, dor[3] = {0, 0, 0};
    size_t region[3] = {(size_t)r * es, (size_t)c, 1};
    cl_int rc = clEnqueueCopyBufferRect(q, X, T, so, dor, region, (size_t)ld * es, 0,
                                        (size_t)r * es, 0, 0, NULL, NULL);
    if (rc != CL_SUCCESS)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clEnqueueCopyBufferRect: %s (%d)",
                            kf_ocl_strerror(rc), (int)rc);
    return KF_BLAS_SUCCESS;
}

static kf_blas_status trsm(kf_blas_precision prec, kf_blas_layout layout, kf_blas_side side,
                           kf_blas_uplo uplo, kf_blas_transpose transA, kf_blas_diag diag,
                           long m, long n, double alpha, cl_mem A, size_t offA, long lda,
                           cl_mem B, size_t offB, long ldb, cl_command_queue queue)
{
    kf_blas_trmm_call c = {layout, side, uplo, transA, diag, m, n, lda, ldb, 0, 0};
    kf_blas_status st = kf_blas_trmm_check(&c);
    size_t es = prec == KF_BLAS_DOUBLE ? sizeof(double) : sizeof(float);
    if (!st)
        st = kf_blas_check_buffers(queue, A, offA, c.extA, B, offB, c.extB, B, offB, c.extB, es,
                                   prec);
    if (st || c.extB == 0)
        return st;
    int ta = transA != KF_BLAS_NO_TRANS, left = side == KF_BLAS_LEFT;
    int lower = uplo == KF_BLAS_LOWER;
    if (layout == KF_BLAS_ROW_MAJOR) { /* X^T op(A)^T = alpha B^T: the other side */
        long t = m; m = n; n = t;
        left = !left;
        lower = !lower;
    }
    cl_context ctx;
    cl_device_id dev;
    if ((st = kf_blas_queue_info(queue, &ctx, &dev)))
        return st;
    long ka = left ? m : n, nblk = (ka + NB - 1) / NB;
    cl_int rc;
    cl_mem W = clCreateBuffer(ctx, CL_MEM_READ_WRITE, (size_t)nblk * NB * NB * es, NULL, &rc);
    cl_mem T = W ? clCreateBuffer(ctx, CL_MEM_READ_WRITE, (size_t)NB * (left ? n : m) * es,
                                  NULL, &rc) : NULL;
    if (!T) {
        if (W)
            clReleaseMemObject(W);
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clCreateBuffer: %s (%d)", kf_ocl_strerror(rc),
                            (int)rc);
    }
    /* 1. invert the diagonal blocks */
    char *src = kf_blas_trtri_gen(prec, KF_BLAS_OPENCL);
    if (!src) {
        st = KF_BLAS_ERR_PARAMS;
        goto out;
    }
    {
        int n_ = (int)ka, off_ = (int)offA, lda_ = (int)lda, lo = lower,
            un = diag == KF_BLAS_UNIT;
        size_t sizes[7] = {sizeof n_, sizeof A, sizeof off_, sizeof lda_, sizeof lo, sizeof un,
                           sizeof W};
        const void *vals[7] = {&n_, &A, &off_, &lda_, &lo, &un, &W};
        size_t global = (size_t)nblk * NB, local = NB;
        st = kf_blas_enqueue(queue, src, "kf_trtri", 7, sizes, vals, 1, &global, &local);
        free(src);
        if (st || (st = kf_blas_barrier(queue)))
            goto out;
    }
    /* 2. the blocks in order; the triangle of op(A) decides the direction */
    int olower = lower != ta;
    int forward = left ? olower : !olower;
    for (long step = 0; step < nblk; step++) {
        long bi = forward ? step : nblk - 1 - step;
        long i0 = bi * NB, s = ka - i0 < NB ? ka - i0 : NB;
        long d0 = forward ? 0 : i0 + s, dn = forward ? i0 : ka - i0 - s; /* solved range */
        kf_gemm_params p;
        if (left) {
            /* T = B_i (s x n), T = alpha T - op(A)[i, done] X[done] */
            if ((st = copy_block(queue, B, offB + i0, ldb, s, n, T, es)) ||
                (st = kf_blas_barrier(queue)))
                goto out;
            kf_blas_select_gemm(dev, prec, s, n, dn, &p);
            p.trans_a = ta;
            p.trans_b = 0;
            size_t oa = offA + (ta ? d0 + i0 * lda : i0 + d0 * lda);
            if ((st = kf_gemm_run_params(&p, queue, s, n, dn, -1.0, A, oa, lda, B, offB + d0,
                                         ldb, alpha, T, 0, s, NULL)) ||
                (st = kf_blas_barrier(queue)))
                goto out;
            /* X_i = op(W_i) T */
            kf_blas_select_gemm(dev, prec, s, n, s, &p);
            p.trans_a = ta;
            p.trans_b = 0;
            if ((st = kf_gemm_run_params(&p, queue, s, n, s, 1.0, W, bi * NB * NB, NB, T, 0, s,
                                         0.0, B, offB + i0, ldb, NULL)) ||
                (st = kf_blas_barrier(queue)))
                goto out;
        } else {
            /* T = B[:, j] (m x s), T = alpha T - X[:, done] op(A)[done, j] */
            if ((st = copy_block(queue, B, offB + i0 * ldb, ldb, m, s, T, es)) ||
                (st = kf_blas_barrier(queue)))
                goto out;
            kf_blas_select_gemm(dev, prec, m, s, dn, &p);
            p.trans_a = 0;
            p.trans_b = ta;
            size_t oa = offA + (ta ? i0 + d0 * lda : d0 + i0 * lda);
            if ((st = kf_gemm_run_params(&p, queue, m, s, dn, -1.0, B, offB + d0 * ldb, ldb, A,
                                         oa, lda, alpha, T, 0, m, NULL)) ||
                (st = kf_blas_barrier(queue)))
                goto out;
            /* X_j = T op(W_j) */
            kf_blas_select_gemm(dev, prec, m, s, s, &p);
            p.trans_a = 0;
            p.trans_b = ta;
            if ((st = kf_gemm_run_params(&p, queue, m, s, s, 1.0, T, 0, m, W, bi * NB * NB, NB,
                                         0.0, B, offB + i0 * ldb, ldb, NULL)) ||
                (st = kf_blas_barrier(queue)))
                goto out;
        }
    }
out:
    clReleaseMemObject(W); /* OpenCL keeps both until the kernels are done */
    clReleaseMemObject(T);
    return st;
}

kf_blas_status kf_strsm(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                        float alpha, cl_mem A, size_t offA, long lda, cl_mem B, size_t offB,
                        long ldb, cl_command_queue queue)
{
    return trsm(KF_BLAS_SINGLE, layout, side, uplo, transA, diag, m, n, alpha, A, offA, lda, B,
                offB, ldb, queue);
}

kf_blas_status kf_dtrsm(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n,
                        double alpha, cl_mem A, size_t offA, long lda, cl_mem B, size_t offB,
                        long ldb, cl_command_queue queue)
{
    return trsm(KF_BLAS_DOUBLE, layout, side, uplo, transA, diag, m, n, alpha, A, offA, lda, B,
                offB, ldb, queue);
}

/* ---- reference ------------------------------------------------------------------ */

/* Solves the dense triangular t x = b (n x n, column-major, lower or upper)
 * in place. */
#define DEFINE_TRSV(NAME, ACC)                                                                 \
    static void NAME(const ACC *t, long n, int lower, ACC *x)                                  \
    {                                                                                          \
        for (long k = 0; k < n; k++) {                                                         \
            long r = lower ? k : n - 1 - k;                                                    \
            ACC v = x[r];                                                                      \
            if (lower)                                                                         \
                for (long q = 0; q < r; q++)                                                   \
                    v -= t[r + q * n] * x[q];                                                  \
            else                                                                               \
                for (long q = r + 1; q < n; q++)                                               \
                    v -= t[r + q * n] * x[q];                                                  \
            x[r] = v / t[r + r * n];                                                           \
        }                                                                                      \
    }
DEFINE_TRSV(trsv_d, double)
DEFINE_TRSV(trsv_ld, long double)

#define DEFINE_TRSM_REF(NAME, T, ACC, TRSV)                                                    \
    kf_blas_status NAME(kf_blas_layout layout, kf_blas_side side, kf_blas_uplo uplo,            \
                        kf_blas_transpose transA, kf_blas_diag diag, long m, long n, T alpha,   \
                        const T *A, long lda, T *B, long ldb)                                   \
    {                                                                                          \
        kf_blas_trmm_call c = {layout, side, uplo, transA, diag, m, n, lda, ldb, 0, 0};         \
        kf_blas_status st = kf_blas_trmm_check(&c);                                            \
        if (st)                                                                                \
            return st;                                                                         \
        if ((!A && c.extA) || (!B && c.extB))                                                  \
            return kf_blas_fail(KF_BLAS_ERR_NULL_BUFFER, "A or B is NULL");                    \
        if (!c.extB)                                                                           \
            return KF_BLAS_SUCCESS;                                                            \
        int row = layout == KF_BLAS_ROW_MAJOR, left = side == KF_BLAS_LEFT;                     \
        long ka = left ? m : n, len = left ? m : n, cnt = left ? n : m;                        \
        ACC *t = malloc(sizeof(ACC) * ka * ka), *x = malloc(sizeof(ACC) * ka);                 \
        if (!t || !x) {                                                                        \
            free(t);                                                                           \
            free(x);                                                                           \
            return kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "malloc");                              \
        }                                                                                      \
        /* t = op(A) (left) or op(A)^T (right: X op(A) = B is op(A)^T X^T = B^T) */            \
        int olower = (uplo == KF_BLAS_LOWER) != (transA != KF_BLAS_NO_TRANS);                  \
        for (long i = 0; i < ka; i++)                                                          \
            for (long j = 0; j < ka; j++) {                                                    \
                long oi = left ? i : j, oj = left ? j : i; /* element of op(A) */              \
                long ai = transA == KF_BLAS_NO_TRANS ? oi : oj;                                \
                long aj = transA == KF_BLAS_NO_TRANS ? oj : oi;                                \
                int in = uplo == KF_BLAS_UPPER ? aj >= ai : aj <= ai;                          \
                ACC v = row ? A[ai * lda + aj] : A[ai + aj * lda];                             \
                t[i + j * ka] = ai == aj && diag == KF_BLAS_UNIT ? 1 : in ? v : 0;             \
            }                                                                                  \
        for (long q = 0; q < cnt; q++) {                                                       \
            for (long p = 0; p < len; p++) {                                                   \
                long bi = left ? p : q, bj = left ? q : p;                                     \
                x[p] = (ACC)alpha * (row ? B[bi * ldb + bj] : B[bi + bj * ldb]);               \
            }                                                                                  \
            TRSV(t, ka, left ? olower : !olower, x);                                           \
            for (long p = 0; p < len; p++) {                                                   \
                long bi = left ? p : q, bj = left ? q : p;                                     \
                *(row ? &B[bi * ldb + bj] : &B[bi + bj * ldb]) = (T)x[p];                      \
            }                                                                                  \
        }                                                                                      \
        free(t);                                                                               \
        free(x);                                                                               \
        return KF_BLAS_SUCCESS;                                                                \
    }

DEFINE_TRSM_REF(kf_strsm_ref, float, double, trsv_d)
DEFINE_TRSM_REF(kf_dtrsm_ref, double, long double, trsv_ld)
