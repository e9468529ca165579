/*
 * test_blas_batched.c: batched and strided-batched GEMM and half
 * precision (include/kforge/blas_batched.h) on OpenCL (PoCL) and on the
 * CPU solver, every matrix of every batch against the reference
 * (kf_dgemm_ref): both layouts, every transpose pair, strides with gaps
 * and offsets, beta 0 with NaN in C, strideC 0 summing the batch, offsets
 * and scalars per matrix; the argument errors of each form.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "kforge/blas_batched.h"
#include "support/ocl.h"

static kf_ocl_env env;
static int have_env;
static const kf_blas_transpose TR[2] = {KF_BLAS_NO_TRANS, KF_BLAS_TRANS};

static uint64_t seed = 7;
static double rnd(void)
{
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(seed >> 11) / 9007199254740992.0 - 0.5;
}

/* IEEE binary16 <-> float on the host (round to nearest even), the
 * kernel's storage format. */
static uint16_t to_half(float f)
{
    uint32_t x;
    memcpy(&x, &f, 4);
    uint32_t sign = (x >> 16) & 0x8000, e = (x >> 23) & 0xff, man = x & 0x7fffff;
    if (e == 0xff)
        return (uint16_t)(sign | 0x7c00 | (man ? 0x200 : 0));
    int ex = (int)e - 127 + 15;
    if (ex >= 31)
        return (uint16_t)(sign | 0x7c00);
    if (ex <= 0) {
        if (ex < -10)
            return (uint16_t)sign;
        man |= 0x800000;
        int shift = 14 - ex;
        uint32_t h = man >> shift, rem = man & ((1u << shift) - 1), half = 1u << (shift - 1);
        if (rem > half || (rem == half && (h & 1)))
            h++;
        return (uint16_t)(sign | h);
    }
    uint32_t h = ((uint32_t)ex << 10) | (man >> 13), rem = man & 0x1fff;
    if (rem > 0x1000 || (rem == 0x1000 && (h & 1)))
        h++;
    return (uint16_t)(sign | h);
}

static float from_half(uint16_t h)
{
    uint32_t sign = (uint32_t)(h & 0x8000) << 16, e = (h >> 10) & 0x1f, man = h & 0x3ff, x;
    if (e == 0) {
        float v = ldexpf((float)man, -24);
        return sign ? -v : v;
    }
    if (e == 31)
        x = sign | 0x7f800000 | (man << 13);
    else
        x = sign | ((e - 15 + 127) << 23) | (man << 13);
    float f;
    memcpy(&f, &x, 4);
    return f;
}

/* One batch: host copies in double (the reference's), the device's in
 * the precision asked. */
typedef struct batch {
    char prec; /* 's', 'd', 'h' */
    int row, ta, tb, mode; /* mode 0 strided, 1 strideC 0, 2 arrays */
    long m, n, k, lda, ldb, ldc, sa, sb, sc;
    size_t nb, off[3], na, nbb, nc; /* elements of each buffer */
    double *a, *b, *c, *want;
    double alpha[8], beta[8];
    size_t offs[3][8];
} batch;

static size_t ext(int row, long r, long c, long ld)
{
    return kf_blas_matrix_extent(row ? KF_BLAS_ROW_MAJOR : KF_BLAS_COL_MAJOR, r, c, ld);
}

static double quant(char prec, double v)
{
    return prec == 'd' ? v : prec == 's' ? (double)(float)v : (double)from_half(to_half((float)v));
}

static void make(batch *t, double beta0)
{
    int row = t->row;
    long ar = t->ta ? t->k : t->m, ac = t->ta ? t->m : t->k;
    long br = t->tb ? t->n : t->k, bc = t->tb ? t->k : t->n;
    t->lda = (row ? ac : ar) + 1, t->ldb = (row ? bc : br) + 2, t->ldc = (row ? t->n : t->m) + 1;
    size_t ea = ext(row, ar, ac, t->lda), eb = ext(row, br, bc, t->ldb), ec = ext(row, t->m, t->n, t->ldc);
    t->sa = (long)ea + 3, t->sb = (long)eb + 1, t->sc = t->mode == 1 ? 0 : (long)ec + 2;
    t->off[0] = 5, t->off[1] = 2, t->off[2] = 3;
    t->na = t->off[0] + t->nb * t->sa, t->nbb = t->off[1] + t->nb * t->sb;
    t->nc = t->off[2] + (t->mode == 1 ? ec : t->nb * t->sc) + 1;
    t->a = malloc(t->na * 8), t->b = malloc(t->nbb * 8), t->c = malloc(t->nc * 8), t->want = malloc(t->nc * 8);
    for (size_t i = 0; i < t->na; i++) t->a[i] = quant(t->prec, rnd());
    for (size_t i = 0; i < t->nbb; i++) t->b[i] = quant(t->prec, rnd());
    for (size_t i = 0; i < t->nc; i++) t->want[i] = t->c[i] = beta0 == 0 ? NAN : quant(t->prec, rnd());
    for (size_t b = 0; b < t->nb; b++) {
        t->alpha[b] = t->mode == 2 ? 0.5 + (double)b : 1.5;
        t->beta[b] = t->mode == 2 && b % 2 ? 0.25 : beta0;
        /* the array form: matrices taken in reverse order */
        size_t r = t->mode == 2 ? t->nb - 1 - b : b;
        t->offs[0][b] = t->off[0] + r * t->sa;
        t->offs[1][b] = t->off[1] + r * t->sb;
        t->offs[2][b] = t->off[2] + r * (t->mode == 1 ? 0 : t->sc);
    }
    /* the expected C: each product by the reference, summed for mode 1 */
    kf_blas_layout L = row ? KF_BLAS_ROW_MAJOR : KF_BLAS_COL_MAJOR;
    for (size_t b = 0; b < t->nb; b++) {
        double be = t->mode == 1 && b > 0 ? 1 : t->beta[b];
        assert_int_equal(kf_dgemm_ref(L, TR[t->ta], TR[t->tb], t->m, t->n, t->k, t->alpha[b],
                                      t->a + t->offs[0][b], t->lda, t->b + t->offs[1][b], t->ldb,
                                      be, t->want + t->offs[2][b], t->ldc), 0);
        if (t->mode == 1 && b == 0 && beta0 == 0) /* later products add to the first */
            for (size_t i = 0; i < t->nc; i++) if (isnan(t->want[i])) t->want[i] = NAN;
    }
}

static void check(batch *t, const double *got, const char *what)
{
    double tol = t->prec == 'd' ? 1e-12 : t->prec == 's' ? 1e-5 : 2e-3;
    for (size_t i = 0; i < t->nc; i++) {
        double w = t->want[i], g = got[i];
        int ok = isnan(w) ? isnan(g) : fabs(g - w) <= tol * (1 + fabs(w)) * (t->mode == 1 ? t->nb : 1);
        if (!ok) {
            print_error("%s %c row=%d t=%d%d mode=%d m=%ld n=%ld k=%ld: C[%zu] = %.9g, wanted %.9g\n",
                        what, t->prec, t->row, t->ta, t->tb, t->mode, t->m, t->n, t->k, i, g, w);
            fail();
        }
    }
}

static void drop(batch *t)
{
    free(t->a), free(t->b), free(t->c), free(t->want);
}

static cl_mem upload(const double *x, size_t n, char prec)
{
    size_t es = prec == 'd' ? 8 : prec == 's' ? 4 : 2;
    unsigned char *h = malloc(n * es);
    for (size_t i = 0; i < n; i++) {
        if (prec == 'd') ((double *)h)[i] = x[i];
        else if (prec == 's') ((float *)h)[i] = (float)x[i];
        else ((uint16_t *)h)[i] = to_half((float)x[i]);
    }
    cl_int rc;
    cl_mem m = clCreateBuffer(env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, n * es, h, &rc);
    assert_int_equal(rc, CL_SUCCESS);
    free(h);
    return m;
}

static void download(cl_mem m, double *x, size_t n, char prec)
{
    size_t es = prec == 'd' ? 8 : prec == 's' ? 4 : 2;
    unsigned char *h = malloc(n * es);
    assert_int_equal(clEnqueueReadBuffer(env.queue, m, CL_TRUE, 0, n * es, h, 0, NULL, NULL), CL_SUCCESS);
    for (size_t i = 0; i < n; i++)
        x[i] = prec == 'd' ? ((double *)h)[i] : prec == 's' ? ((float *)h)[i] : from_half(((uint16_t *)h)[i]);
    free(h);
}

static void run_ocl(char prec, int row, int ta, int tb, int mode, long m, long n, long k, size_t nb, double beta)
{
    batch t = {.prec = prec, .row = row, .ta = ta, .tb = tb, .mode = mode, .m = m, .n = n, .k = k, .nb = nb};
    make(&t, beta);
    cl_mem A = upload(t.a, t.na, prec), B = upload(t.b, t.nbb, prec), C = upload(t.c, t.nc, prec);
    kf_blas_layout L = row ? KF_BLAS_ROW_MAJOR : KF_BLAS_COL_MAJOR;
    cl_event ev = NULL;
    kf_blas_status st;
    if (mode == 2 && prec == 'd')
        st = kf_dgemm_batched(L, TR[ta], TR[tb], m, n, k, t.alpha, A, t.offs[0], t.lda, B, t.offs[1], t.ldb,
                              t.beta, C, t.offs[2], t.ldc, nb, env.queue, &ev);
    else if (mode == 2) {
        float al[8], be[8];
        for (size_t b = 0; b < nb; b++) al[b] = (float)t.alpha[b], be[b] = (float)t.beta[b];
        st = kf_sgemm_batched(L, TR[ta], TR[tb], m, n, k, al, A, t.offs[0], t.lda, B, t.offs[1], t.ldb,
                              be, C, t.offs[2], t.ldc, nb, env.queue, &ev);
    } else if (prec == 'd')
        st = kf_dgemm_strided_batched(L, TR[ta], TR[tb], m, n, k, 1.5, A, t.off[0], t.lda, t.sa, B, t.off[1],
                                      t.ldb, t.sb, beta, C, t.off[2], t.ldc, t.sc, nb, env.queue, &ev);
    else
        st = (prec == 's' ? kf_sgemm_strided_batched : kf_hgemm_strided_batched)(
            L, TR[ta], TR[tb], m, n, k, 1.5f, A, t.off[0], t.lda, t.sa, B, t.off[1], t.ldb, t.sb,
            (float)beta, C, t.off[2], t.ldc, t.sc, nb, env.queue, &ev);
    if (st)
        print_error("%s: %s\n", kf_blas_strerror(st), kf_blas_last_error());
    assert_int_equal(st, 0);
    assert_non_null(ev);
    assert_int_equal(clWaitForEvents(1, &ev), CL_SUCCESS);
    clReleaseEvent(ev);
    double *got = malloc(t.nc * 8);
    download(C, got, t.nc, prec);
    check(&t, got, "opencl");
    free(got);
    clReleaseMemObject(A), clReleaseMemObject(B), clReleaseMemObject(C);
    drop(&t);
}

static void ocl_strided(void **state)
{
    if (!have_env)
        skip();
    /* every layout and transpose pair on one tile (a row-major call is the
     * column-major one swapped: the same four kernels), other tiles on two */
    for (int row = 0; row < 2; row++)
        for (int ta = 0; ta < 2; ta++)
            for (int tb = 0; tb < 2; tb++) {
                run_ocl('s', row, ta, tb, 0, 5, 7, 3, 4, 0);
                if (ta == tb) {
                    run_ocl('s', row, ta, tb, 0, 33, 17, 9, 3, 0.5);
                    run_ocl('d', row, ta, !tb, 0, 70, 9, 20, 2, 0.5);
                }
            }
    run_ocl('d', 0, 0, 0, 0, 1, 1, 1, 7, 0);
    run_ocl('s', 1, 0, 1, 0, 16, 16, 0, 3, 0.5); /* k = 0: C = beta C */
}

static void ocl_sum(void **state)
{
    if (!have_env)
        skip();
    for (int row = 0; row < 2; row++) {
        run_ocl('s', row, 1, 0, 1, 6, 5, 4, 8, 0);
        run_ocl('d', row, 0, 1, 1, 70, 65, 3, 5, 0.5);
        run_ocl('h', row, 0, 0, 1, 12, 9, 8, 4, 0.5);
    }
    /* a C large enough to fill the device alone: one launch, no slices */
    run_ocl('s', 0, 0, 1, 1, 100, 90, 5, 3, 0.5);
}

static void ocl_arrays(void **state)
{
    if (!have_env)
        skip();
    for (int row = 0; row < 2; row++) {
        run_ocl('s', row, 0, 1, 2, 9, 13, 5, 5, 0);
        run_ocl('d', row, 1, 1, 2, 18, 4, 7, 3, 0.5);
    }
}

static void ocl_half(void **state)
{
    if (!have_env)
        skip();
    int fp16 = kf_blas_device_fp16(env.queue);
    assert_true(fp16 == 0 || fp16 == 1);
    printf("# device %s cl_khr_fp16: half storage through vload_half/vstore_half\n",
           fp16 ? "has" : "lacks");
    for (int ta = 0; ta < 2; ta++)
        for (int tb = 0; tb < 2; tb++)
            run_ocl('h', 0, ta, tb, 0, 21, 10, 17, 3, ta ? 0.5 : 0);
    run_ocl('h', 1, 1, 0, 0, 21, 10, 17, 3, 0.5);
    /* kf_hgemm: one product */
    batch t = {.prec = 'h', .row = 0, .ta = 0, .tb = 0, .mode = 0, .m = 31, .n = 29, .k = 64, .nb = 1};
    make(&t, 0.25);
    cl_mem A = upload(t.a, t.na, 'h'), B = upload(t.b, t.nbb, 'h'), C = upload(t.c, t.nc, 'h');
    assert_int_equal(kf_hgemm(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 31, 29, 64, 1.5f,
                              A, t.off[0], t.lda, B, t.off[1], t.ldb, 0.25f, C, t.off[2], t.ldc,
                              env.queue, NULL), 0);
    double *got = malloc(t.nc * 8);
    download(C, got, t.nc, 'h');
    check(&t, got, "kf_hgemm");
    free(got);
    clReleaseMemObject(A), clReleaseMemObject(B), clReleaseMemObject(C);
    drop(&t);
}

static void ocl_errors(void **state)
{
    if (!have_env)
        skip();
    cl_int rc;
    cl_mem M = clCreateBuffer(env.context, CL_MEM_READ_WRITE, 64 * 4, NULL, &rc);
    kf_blas_layout L = KF_BLAS_COL_MAJOR;
    kf_blas_transpose N = KF_BLAS_NO_TRANS;
    cl_event ev = (cl_event)1;
    /* 4x4 matrices, 4 of them, 16 apart: exactly the 64 floats */
    assert_int_equal(kf_sgemm_strided_batched(L, N, N, 4, 4, 4, 1, M, 0, 4, 16, M, 0, 4, 16, 0, M, 0, 4, 16, 4,
                                              env.queue, &ev), 0);
    assert_non_null(ev);
    clReleaseEvent(ev);
    assert_int_equal(kf_sgemm_strided_batched(L, N, N, 4, 4, 4, 1, M, 0, 4, 16, M, 0, 4, 16, 0, M, 0, 4, 16, 5,
                                              env.queue, NULL), KF_BLAS_ERR_BUFFER_SIZE);
    assert_int_equal(kf_sgemm_strided_batched(L, N, N, 4, 4, 4, 1, M, 0, 4, -1, M, 0, 4, 16, 0, M, 0, 4, 16, 2,
                                              env.queue, NULL), KF_BLAS_ERR_ARGUMENT);
    assert_int_equal(kf_sgemm_strided_batched(L, N, N, 4, 4, 4, 1, M, 0, 4, 16, M, 0, 4, 16, 0, M, 0, 4, 8, 2,
                                              env.queue, NULL), KF_BLAS_ERR_ARGUMENT);
    assert_int_equal(kf_sgemm_strided_batched(L, N, N, 4, 4, 4, 1, M, 0, 3, 16, M, 0, 4, 16, 0, M, 0, 4, 16, 2,
                                              env.queue, NULL), KF_BLAS_ERR_LDA);
    assert_int_equal(kf_sgemm_strided_batched(L, N, N, 4, 4, 4, 1, M, 0, 4, 16, M, 0, 4, 16, 0, M, 0, 4, 16, 0,
                                              env.queue, NULL), 0);
    assert_int_equal(kf_sgemm_strided_batched(L, N, N, 4, 4, 4, 1, M, 0, 4, 16, M, 0, 4, 16, 0, M, 0, 4, 16, 2,
                                              NULL, NULL), KF_BLAS_ERR_QUEUE);
    size_t offs[2] = {0, 60}, ok[2] = {0, 16};
    float one[2] = {1, 1};
    assert_int_equal(kf_sgemm_batched(L, N, N, 4, 4, 4, one, M, offs, 4, M, ok, 4, one, M, ok, 4, 2, env.queue, NULL),
                     KF_BLAS_ERR_BUFFER_SIZE);
    assert_int_equal(kf_sgemm_batched(L, N, N, 4, 4, 4, NULL, M, ok, 4, M, ok, 4, one, M, ok, 4, 2, env.queue, NULL),
                     KF_BLAS_ERR_ARGUMENT);
    assert_int_equal(kf_sgemm_batched(L, (kf_blas_transpose)9, N, 4, 4, 4, one, M, ok, 4, M, ok, 4, one, M, ok, 4, 2,
                                      env.queue, NULL), KF_BLAS_ERR_TRANS_A);
    /* half: 2 bytes an element, so 64 floats hold 128 halves */
    assert_int_equal(kf_hgemm_strided_batched(L, N, N, 4, 4, 4, 1, M, 0, 4, 16, M, 0, 4, 16, 0, M, 0, 4, 16, 8,
                                              env.queue, NULL), 0);
    assert_int_equal(kf_hgemm_strided_batched(L, N, N, 4, 4, 4, 1, M, 0, 4, 16, M, 0, 4, 16, 0, M, 0, 4, 16, 9,
                                              env.queue, NULL), KF_BLAS_ERR_BUFFER_SIZE);
    clFinish(env.queue);
    clReleaseMemObject(M);
}

/* ---- CPU --------------------------------------------------------------------- */

static void run_cpu(int dbl, int row, int ta, int tb, int mode, long m, long n, long k, size_t nb, double beta)
{
    char prec = dbl ? 'd' : 's';
    batch t = {.prec = prec, .row = row, .ta = ta, .tb = tb, .mode = mode, .m = m, .n = n, .k = k, .nb = nb};
    make(&t, beta);
    kf_blas_layout L = row ? KF_BLAS_ROW_MAJOR : KF_BLAS_COL_MAJOR;
    float *fa = malloc(t.na * 4), *fb = malloc(t.nbb * 4), *fc = malloc(t.nc * 4);
    for (size_t i = 0; i < t.na; i++) fa[i] = (float)t.a[i];
    for (size_t i = 0; i < t.nbb; i++) fb[i] = (float)t.b[i];
    for (size_t i = 0; i < t.nc; i++) fc[i] = (float)t.c[i];
    kf_blas_status st;
    if (mode == 2) {
        const double *pa[8], *pb[8];
        double *pc[8];
        const float *qa[8], *qb[8];
        float *qc[8], al[8], be[8];
        for (size_t b = 0; b < nb; b++) {
            pa[b] = t.a + t.offs[0][b], pb[b] = t.b + t.offs[1][b], pc[b] = t.c + t.offs[2][b];
            qa[b] = fa + t.offs[0][b], qb[b] = fb + t.offs[1][b], qc[b] = fc + t.offs[2][b];
            al[b] = (float)t.alpha[b], be[b] = (float)t.beta[b];
        }
        st = dbl ? kf_dgemm_batched_cpu(L, TR[ta], TR[tb], m, n, k, t.alpha, pa, t.lda, pb, t.ldb, t.beta, pc, t.ldc, nb)
                 : kf_sgemm_batched_cpu(L, TR[ta], TR[tb], m, n, k, al, qa, t.lda, qb, t.ldb, be, qc, t.ldc, nb);
    } else {
        st = dbl ? kf_dgemm_strided_batched_cpu(L, TR[ta], TR[tb], m, n, k, 1.5, t.a + t.off[0], t.lda, t.sa,
                                                t.b + t.off[1], t.ldb, t.sb, beta, t.c + t.off[2], t.ldc, t.sc, nb)
                 : kf_sgemm_strided_batched_cpu(L, TR[ta], TR[tb], m, n, k, 1.5f, fa + t.off[0], t.lda, t.sa,
                                                fb + t.off[1], t.ldb, t.sb, (float)beta, fc + t.off[2], t.ldc, t.sc, nb);
    }
    if (st)
        print_error("%s: %s\n", kf_blas_strerror(st), kf_blas_last_error());
    assert_int_equal(st, 0);
    if (!dbl)
        for (size_t i = 0; i < t.nc; i++) t.c[i] = fc[i];
    check(&t, t.c, "cpu");
    free(fa), free(fb), free(fc);
    drop(&t);
}

static void cpu_batches(void **state)
{
    for (int row = 0; row < 2; row++)
        for (int ta = 0; ta < 2; ta++) {
            run_cpu(0, row, ta, !ta, 0, 9, 7, 5, 3, 0);
            run_cpu(1, row, ta, ta, 1, 17, 6, 4, 4, 0.5);
            run_cpu(1, row, !ta, ta, 2, 5, 8, 3, 4, 0);
            run_cpu(0, row, ta, 1, 2, 12, 3, 9, 3, 0.5);
        }
    float x[16] = {0};
    const float *p[1] = {x};
    kf_blas_layout L = KF_BLAS_COL_MAJOR;
    kf_blas_transpose N = KF_BLAS_NO_TRANS;
    assert_int_equal(kf_sgemm_strided_batched_cpu(L, N, N, 4, 4, 4, 1, x, 4, 0, x, 4, 0, 0, x, 4, 8, 2),
                     KF_BLAS_ERR_ARGUMENT);
    assert_int_equal(kf_sgemm_strided_batched_cpu(L, N, N, 4, 4, 4, 1, x, 4, -4, x, 4, 0, 0, x, 4, 0, 2),
                     KF_BLAS_ERR_ARGUMENT);
    assert_int_equal(kf_sgemm_strided_batched_cpu(L, N, N, 4, 4, 4, 1, x, 2, 0, x, 4, 0, 0, x, 4, 0, 2),
                     KF_BLAS_ERR_LDA);
    assert_int_equal(kf_sgemm_batched_cpu(L, N, N, 4, 4, 4, x, p, 4, NULL, 4, x, NULL, 4, 1),
                     KF_BLAS_ERR_NULL_BUFFER);
    assert_int_equal(kf_sgemm_batched_cpu(L, N, N, 4, 4, 4, NULL, NULL, 4, NULL, 4, NULL, NULL, 4, 0), 0);
}

int main(void)
{
    char err[512];
    setenv("KFORGE_CACHE_DIR", "build/kforge-cache", 0);
    setenv("KFORGE_STORE_DIR", "build/kforge-store-none", 1);
    have_env = kf_ocl_open(&env, NULL, err, sizeof err) == 0;
    if (!have_env)
        fprintf(stderr, "no OpenCL device: %s\n", err);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ocl_strided), cmocka_unit_test(ocl_sum),    cmocka_unit_test(ocl_arrays),
        cmocka_unit_test(ocl_half),    cmocka_unit_test(ocl_errors), cmocka_unit_test(cpu_batches),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kf_blas_release();
    if (have_env)
        kf_ocl_close(&env);
    return rc;
}
