/*
 * blas_trsm.c: TRSM, seed 004's block algorithm.
 *
 * Solves op(A) X = alpha B (side left) or X op(A) = alpha B (side right), X
 * overwriting B.  The triangular dimension is cut into blocks of NB (nb:
 * 32 untuned; on OpenCL the one TRSM's store entry holds, tuned with the
 * GEMM kernel of all its updates):
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
#include "blas/blas_int.h"
#include "blas/blas_store.h"
#include "kforge/kgen.h"
#include "support/ocl.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The inversion kernel (through kgen, OpenCL, CUDA or OpenMP):
 *   kf_trtri(n, A, offA, lda, lower, unit, W): work-item g inverts column
 *   c = g % NB of diagonal block b = g / NB of A into W[b*NB*NB + r + c*NB]
 *   (NB = nb, written into the kernel; one work-group of NB per block),
 *   by forward (lower) or backward (upper) substitution on e_c.  On the
 *   OpenMP dialect the work-items are the iterations of a parallel loop. */
char *kf_blas_trtri_gen(kf_blas_precision prec, kf_blas_dialect dialect, int nb)
{
    if (dialect != KF_BLAS_OPENCL && dialect != KF_BLAS_CUDA && dialect != KF_BLAS_OPENMP) {
        kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "unknown dialect %d", (int)dialect);
        return NULL;
    }
    if (!kf_blas_trsm_nb_valid(nb)) {
        kf_blas_fail(KF_BLAS_ERR_PARAMS, "TRSM block nb=%d: want one of 8, 16, 32, 64, 128", nb);
        return NULL;
    }
    int omp = dialect == KF_BLAS_OPENMP;
    struct kf_kgen *g = kf_kgen_create(dialect == KF_BLAS_CUDA     ? KF_KGEN_CUDA
                                       : dialect == KF_BLAS_OPENCL ? KF_KGEN_OPENCL
                                                                   : KF_KGEN_OPENMP);
    if (!g) {
        kf_blas_fail(KF_BLAS_ERR_NO_MEMORY, "out of memory creating a kgen context");
        return NULL;
    }
    const char *T = prec == KF_BLAS_DOUBLE ? "double" : "float";
    const char *ret = omp ? "continue;" : "return;";
    if (prec == KF_BLAS_DOUBLE && dialect == KF_BLAS_OPENCL)
        kf_kgen_file_stmt(g, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
    if (dialect != KF_BLAS_OPENCL)
        kf_kgen_file_stmt(g, "#define min(a, b) ((a) < (b) ? (a) : (b))");
    const char *kq = kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL);
    const char *gq = kf_kgen_qualifier(g, KF_KGEN_Q_GLOBAL);
    kf_kgen_declare_functionf(g, "%s%svoid kf_trtri(const int n, %s%sconst %s *A, const int offA, "
                                 "const int lda, const int lower, const int unit, %s%s%s *W)",
                              kq, *kq ? " " : "", gq, *gq ? " " : "", T, gq, *gq ? " " : "", T);
    kf_kgen_begin_body(g);
    char d[256];
    if (omp) {
        kf_kgen_begin_branchf(g, "#pragma omp parallel for schedule(static)\n"
                                 "for (int gid = 0; gid < (n + %d) / %d * %d; gid++)", nb - 1, nb, nb);
    } else {
        snprintf(d, sizeof d, "int gid = %s;", kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0));
        kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    }
    snprintf(d, sizeof d, "int b = gid / %d, c = gid %% %d;", nb, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "int b0 = b * %d, s = min(%d, n - b0);", nb, nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "if (b0 >= n)");
    kf_kgen_stmt(g, ret);
    kf_kgen_end_branch(g, NULL);
    snprintf(d, sizeof d, "%s%sconst %s *Tb = A + offA + b0 + b0 * lda;", gq, *gq ? " " : "", T);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    snprintf(d, sizeof d, "%s%s%s *x = W + b * %d * %d + c * %d;", gq, *gq ? " " : "", T, nb, nb,
             nb);
    kf_kgen_declare_vars(g, KF_KGEN_MAIN, d, KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branchf(g, "for (int r = 0; r < %d; r++)", nb);
    kf_kgen_stmt(g, "x[r] = 0;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, "if (c >= s)");
    kf_kgen_stmt(g, ret);
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
    if (omp)
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

int kf_blas_trsm_nb_valid(int nb)
{
    return nb == 8 || nb == 16 || nb == 32 || nb == 64 || nb == 128;
}

/* ---- the block algorithm, over a solver's operations ------------------------ */

kf_blas_status kf_blas_trsm_blocked(const kf_blas_tri_ops *ops, void *sv, kf_blas_precision prec,
                                    int left, int lower, int ta, int unit, long m, long n,
                                    double alpha, kf_blas_buf A, size_t offA, long lda,
                                    kf_blas_buf B, size_t offB, long ldb, int nb)
{
    size_t es = prec == KF_BLAS_DOUBLE ? sizeof(double) : sizeof(float);
    const long NB = nb ? nb : KF_BLAS_TRSM_NB;
    if (!kf_blas_trsm_nb_valid((int)NB))
        return kf_blas_fail(KF_BLAS_ERR_PARAMS, "TRSM block nb=%ld: want one of 8, 16, 32, 64, 128",
                            NB);
    long ka = left ? m : n, nblk = (ka + NB - 1) / NB;
    kf_blas_buf W, T;
    kf_blas_status st = ops->alloc(sv, (size_t)nblk * NB * NB * es, &W);
    if (st)
        return st;
    if ((st = ops->alloc(sv, (size_t)NB * (left ? n : m) * es, &T))) {
        ops->release(sv, W);
        return st;
    }
    /* 1. invert the diagonal blocks */
    if ((st = ops->trtri(sv, prec, ka, A, offA, lda, lower, unit, (int)NB, W)))
        goto out;
    /* 2. the blocks in order; the triangle of op(A) decides the direction.
     * Outer blocks of ops->outer first take the update by everything solved
     * before them, in place (one GEMM with a long K, the good shape for a
     * CPU), then their NB blocks are solved in order inside them. */
    int olower = lower != ta;
    int forward = left ? olower : !olower;
    long ob = ops->outer > NB ? ops->outer / NB * NB : NB, nob = (ka + ob - 1) / ob;
    for (long ostep = 0; ostep < nob; ostep++) {
        long obi = forward ? ostep : nob - 1 - ostep;
        long I0 = obi * ob, S = ka - I0 < ob ? ka - I0 : ob;
        long D0 = forward ? 0 : I0 + S, DN = forward ? I0 : ka - I0 - S; /* solved range */
        /* B_I = alpha B_I - op(A)[I, done] X_done (X_done and B_I are disjoint) */
        if (DN > 0 || alpha != 1.0) {
            if (left)
                st = ops->gemm(sv, prec, ta, 0, S, n, DN, -1.0, A,
                               offA + (ta ? D0 + I0 * lda : I0 + D0 * lda), lda, B, offB + D0,
                               ldb, alpha, B, offB + I0, ldb);
            else
                st = ops->gemm(sv, prec, 0, ta, m, S, DN, -1.0, B, offB + D0 * ldb, ldb, A,
                               offA + (ta ? I0 + D0 * lda : D0 + I0 * lda), lda, alpha, B,
                               offB + I0 * ldb, ldb);
            if (st)
                goto out;
        }
        long nin = (S + NB - 1) / NB;
        for (long step = 0; step < nin; step++) {
            long bi = I0 / NB + (forward ? step : nin - 1 - step);
            long i0 = bi * NB, s = I0 + S - i0 < NB ? I0 + S - i0 : NB;
            long d0 = forward ? I0 : i0 + s, dn = forward ? i0 - I0 : I0 + S - i0 - s;
            if (left) {
                /* T = B_i (s x n), T -= op(A)[i, done in I] X[done in I] */
                size_t oa = offA + (ta ? d0 + i0 * lda : i0 + d0 * lda);
                if ((st = ops->copy(sv, B, offB + i0, ldb, s, n, T, es)) ||
                    (dn > 0 && (st = ops->gemm(sv, prec, ta, 0, s, n, dn, -1.0, A, oa, lda, B,
                                               offB + d0, ldb, 1.0, T, 0, s))) ||
                    /* X_i = op(W_i) T */
                    (st = ops->gemm(sv, prec, ta, 0, s, n, s, 1.0, W, bi * NB * NB, NB, T, 0, s,
                                    0.0, B, offB + i0, ldb)))
                    goto out;
            } else {
                /* T = B[:, j] (m x s), T -= X[:, done in I] op(A)[done in I, j] */
                size_t oa = offA + (ta ? i0 + d0 * lda : d0 + i0 * lda);
                if ((st = ops->copy(sv, B, offB + i0 * ldb, ldb, m, s, T, es)) ||
                    (dn > 0 && (st = ops->gemm(sv, prec, 0, ta, m, s, dn, -1.0, B,
                                               offB + d0 * ldb, ldb, A, oa, lda, 1.0, T, 0, m))) ||
                    /* X_j = T op(W_j) */
                    (st = ops->gemm(sv, prec, 0, ta, m, s, s, 1.0, T, 0, m, W, bi * NB * NB, NB,
                                    0.0, B, offB + i0 * ldb, ldb)))
                    goto out;
            }
        }
    }
out:
    ops->release(sv, W);
    ops->release(sv, T);
    return st;
}

/* ---- the OpenCL solver's operations ------------------------------------------ */

typedef struct ocl_solver {
    cl_command_queue q;
    cl_context ctx;
    cl_device_id dev;
    int fixed;         /* TRSM tuned (or pinned): every GEMM runs p */
    kf_gemm_params p;
} ocl_solver;

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
    cl_mem X = Xb.cl, T = Tb.cl;
    size_t so[3] = {off * es, 0, 0}, dor[3] = {0, 0, 0};
    size_t region[3] = {(size_t)r * es, (size_t)c, 1};
    cl_int rc = clEnqueueCopyBufferRect(q, X, T, so, dor, region, (size_t)ld * es, 0,
                                        (size_t)r * es, 0, 0, NULL, NULL);
    if (rc != CL_SUCCESS)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "clEnqueueCopyBufferRect: %s (%d)",
                            kf_ocl_strerror(rc), (int)rc);
    return kf_blas_barrier(q);
}

/* A GEMM with TRSM's tuned kernel, else the selector's kernel for this
 * shape; then a barrier. */
static kf_blas_status ocl_gemm(void *sv, kf_blas_precision prec, int ta, int tb, long m, long n,
                               long k, double alpha, kf_blas_buf A, size_t oa, long lda,
                               kf_blas_buf B, size_t ob, long ldb, double beta, kf_blas_buf C,
                               size_t oc, long ldc)
{
    ocl_solver *o = sv;
    kf_gemm_params p = o->p;
    if (!o->fixed)
        kf_blas_select_gemm(o->dev, prec, m, n, k, &p);
    p.trans_a = ta;
    p.trans_b = tb;
    kf_blas_status st = kf_gemm_run_params(&p, o->q, m, n, k, alpha, A.cl, oa, lda, B.cl, ob,
                                           ldb, beta, C.cl, oc, ldc, NULL);
    return st ? st : kf_blas_barrier(o->q);
}

static kf_blas_status ocl_trtri(void *sv, kf_blas_precision prec, long ka, kf_blas_buf Ab,
                                size_t offA, long lda, int lower, int unit, int nb,
                                kf_blas_buf Wb)
{
    ocl_solver *o = sv;
    char *src = kf_blas_trtri_gen(prec, KF_BLAS_OPENCL, nb);
    if (!src)
        return KF_BLAS_ERR_PARAMS;
    cl_mem A = Ab.cl, W = Wb.cl;
    int n_ = (int)ka, off_ = (int)offA, lda_ = (int)lda, lo = lower, un = unit;
    size_t sizes[7] = {sizeof n_, sizeof A, sizeof off_, sizeof lda_, sizeof lo, sizeof un,
                       sizeof W};
    const void *vals[7] = {&n_, &A, &off_, &lda_, &lo, &un, &W};
    size_t global = (size_t)(ka + nb - 1) / nb * nb, local = (size_t)nb;
    kf_blas_status st = kf_blas_enqueue(o->q, src, "kf_trtri", 7, sizes, vals, 1, &global, &local);
    free(src);
    return st ? st : kf_blas_barrier(o->q);
}

static const kf_blas_tri_ops ocl_ops = {ocl_alloc, ocl_release, ocl_copy, ocl_gemm, ocl_trtri,
                                        0};

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
    kf_blas_tri_cm cm = kf_blas_tri_colmajor(&c); /* X^T op(A)^T = alpha B^T */
    int ta = cm.ta, left = cm.left, lower = cm.lower;
    m = cm.m, n = cm.n;
    cl_context ctx;
    cl_device_id dev;
    if ((st = kf_blas_queue_info(queue, &ctx, &dev)))
        return st;
    /* TRSM's own tuned block and GEMM kernel, else blocks of 32 and each
     * GEMM by its shape (blas_store.h) */
    ocl_solver o = {queue, ctx, dev, 0, {0}};
    int nb = KF_BLAS_TRSM_NB;
    o.fixed = kf_blas_select_tri(dev, "trsm", prec, m, n, left ? m : n, &o.p, &nb);
    kf_blas_buf Ab = {.cl = A}, Bb = {.cl = B};
    return kf_blas_trsm_blocked(&ocl_ops, &o, prec, left, lower, ta, diag == KF_BLAS_UNIT, m, n,
                                alpha, Ab, offA, lda, Bb, offB, ldb, nb);
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
