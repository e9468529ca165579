/*
 * test_blas_ocl.c: generated GEMM on an OpenCL device (PoCL here) against
 * the reference: sizes 1, primes and non-multiples of every tile and block,
 * leading dimensions larger than the matrices, offsets, all transposes, both
 * layouts, beta 0 (C holds NaN: it must not be read) and beta != 0, single and
 * double, both memory patterns.  Skipped when there is no OpenCL device.
 *
 * Two programs: this one runs single precision's GEMM sweeps and the
 * multi-queue cases, test_blas_ocl_part2.c (which includes this file with
 * KF_BLAS_OCL_PART2 set) double's sweeps, the API cases, TRMM, TRSM and the
 * store.  On a fresh clone PoCL compiles every kernel cold, and the one
 * program took 520-900 s of the suite in a single lane; in two halves of
 * about equal compile time, two lanes share them.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>

#include "blas/solvers/solvers.h"
#include "blas/select.h"
#include "kforge/blas.h"
#include "support/ocl.h"

static kf_ocl_env env;
static int have_env;
/* when set, the API cases run on two queues: env.queue and this one */
static cl_command_queue second_queue;

static double urand(uint64_t *s)
{
    *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(*s >> 11) / 9007199254740992.0 * 2 - 1;
}

static const kf_blas_transpose T[2] = {KF_BLAS_NO_TRANS, KF_BLAS_TRANS};

/* One GEMM on the device (through `p` when not NULL, else the public API
 * with the selector) and on the reference; returns the largest error. */
static int run_case(kf_blas_precision prec, const kf_gemm_params *p, kf_blas_layout layout,
                    int ta, int tb, long m, long n, long k, long pad, size_t off, double alpha,
                    double beta)
{
    size_t es = prec == KF_BLAS_DOUBLE ? 8 : 4;
    int row = layout == KF_BLAS_ROW_MAJOR;
    long ar = ta ? k : m, ac = ta ? m : k, br = tb ? n : k, bc = tb ? k : n;
    long lda = (row ? ac : ar) + pad, ldb = (row ? bc : br) + pad, ldc = (row ? n : m) + pad;
    if (lda < 1) lda = 1;
    if (ldb < 1) ldb = 1;
    if (ldc < 1) ldc = 1;
    size_t na = off + kf_blas_matrix_extent(layout, ar, ac, lda) + 1;
    size_t nb = off + kf_blas_matrix_extent(layout, br, bc, ldb) + 1;
    size_t nc = off + kf_blas_matrix_extent(layout, m, n, ldc) + 1;
    double *ha = malloc(na * 8), *hb = malloc(nb * 8), *hc = malloc(nc * 8), *rc = malloc(nc * 8);
    void *ba = malloc(na * es), *bb = malloc(nb * es), *bc_ = malloc(nc * es);
    assert_non_null(ha); assert_non_null(hb); assert_non_null(hc); assert_non_null(rc);
    uint64_t s = (uint64_t)(m * 131 + n * 17 + k + ta * 7 + tb * 3);
    for (size_t i = 0; i < na; i++) ha[i] = urand(&s);
    for (size_t i = 0; i < nb; i++) hb[i] = urand(&s);
    for (size_t i = 0; i < nc; i++) hc[i] = beta == 0 ? NAN : urand(&s);
    if (prec == KF_BLAS_DOUBLE) {
        memcpy(ba, ha, na * 8); memcpy(bb, hb, nb * 8); memcpy(bc_, hc, nc * 8);
    } else {
        for (size_t i = 0; i < na; i++) ((float *)ba)[i] = (float)ha[i], ha[i] = ((float *)ba)[i];
        for (size_t i = 0; i < nb; i++) ((float *)bb)[i] = (float)hb[i], hb[i] = ((float *)bb)[i];
        for (size_t i = 0; i < nc; i++) ((float *)bc_)[i] = (float)hc[i], hc[i] = ((float *)bc_)[i];
    }
    memcpy(rc, hc, nc * 8);
    assert_int_equal(kf_dgemm_ref(layout, T[ta], T[tb], m, n, k, alpha, ha + off, lda, hb + off,
                                  ldb, beta, rc + off, ldc), 0);
    cl_int err;
    cl_mem A = clCreateBuffer(env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, na * es, ba, &err);
    cl_mem B = clCreateBuffer(env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, nb * es, bb, &err);
    cl_mem C = clCreateBuffer(env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, nc * es, bc_, &err);
    assert_non_null(A); assert_non_null(B); assert_non_null(C);
    kf_blas_status st;
    if (p) {
        /* the kernel interface is column-major: map row-major like the API */
        kf_gemm_params q = *p;
        q.trans_a = row ? tb : ta;
        q.trans_b = row ? ta : tb;
        st = row ? kf_gemm_run_params(&q, env.queue, n, m, k, alpha, B, off, ldb, A, off, lda,
                                      beta, C, off, ldc, NULL)
                 : kf_gemm_run_params(&q, env.queue, m, n, k, alpha, A, off, lda, B, off, ldb,
                                      beta, C, off, ldc, NULL);
    } else if (second_queue) {
        cl_command_queue qs[2] = {env.queue, second_queue};
        st = prec == KF_BLAS_DOUBLE
                 ? kf_dgemm_multi(layout, T[ta], T[tb], m, n, k, alpha, A, off, lda, B, off,
                                  ldb, beta, C, off, ldc, 2, qs, NULL)
                 : kf_sgemm_multi(layout, T[ta], T[tb], m, n, k, (float)alpha, A, off, lda, B,
                                  off, ldb, (float)beta, C, off, ldc, 2, qs, NULL);
    } else if (prec == KF_BLAS_DOUBLE) {
        st = kf_dgemm(layout, T[ta], T[tb], m, n, k, alpha, A, off, lda, B, off, ldb, beta, C,
                      off, ldc, env.queue, NULL);
    } else {
        st = kf_sgemm(layout, T[ta], T[tb], m, n, k, (float)alpha, A, off, lda, B, off, ldb,
                      (float)beta, C, off, ldc, env.queue, NULL);
    }
    if (st)
        print_error("gemm: %s: %s\n", kf_blas_strerror(st), kf_blas_last_error());
    assert_int_equal(st, 0);
    assert_int_equal(clEnqueueReadBuffer(env.queue, C, CL_TRUE, 0, nc * es, bc_, 0, NULL, NULL), 0);
    double tol = (prec == KF_BLAS_DOUBLE ? 1e-13 : 2e-6) * (k + 4) * 4;
    int bad = 0;
    for (size_t i = 0; i < nc; i++) {
        double got = prec == KF_BLAS_DOUBLE ? ((double *)bc_)[i] : ((float *)bc_)[i];
        int inside = i >= off && i < nc - 1; /* the guard element past C stays */
        double want = rc[i];
        int ok = isnan(want) ? isnan(got) : fabs(got - want) <= tol;
        if (!inside && !(isnan(want) && isnan(got)) && got != want)
            ok = 0;
        if (!ok && bad++ < 3)
            print_error("%c %s t%d%d m=%ld n=%ld k=%ld pad=%ld beta=%g: C[%zu] = %g, want %g\n",
                        prec, row ? "row" : "col", ta, tb, m, n, k, pad, beta, i, got, want);
    }
    clReleaseMemObject(A); clReleaseMemObject(B); clReleaseMemObject(C);
    free(ha); free(hb); free(hc); free(rc); free(ba); free(bb); free(bc_);
    return bad;
}

/* Small blocks (8 x 6, tiles 2 x 3, kb 4) so that small sizes hit every tail. */
static kf_gemm_params small_params(kf_blas_precision prec, kf_gemm_pattern pat)
{
    kf_gemm_params p = kf_gemm_default_params(prec, pat);
    p.wgm = 4; p.wgn = 2; p.tm = 2; p.tn = 3; p.kb = 4; p.ku = 2;
    return p;
}

static void sweep(kf_blas_precision prec, kf_gemm_pattern pat, int array)
{
    if (!have_env)
        skip();
    kf_gemm_params p = small_params(prec, pat);
    p.tile_array = array;
    static const long sizes[][3] = {{1, 1, 1}, {8, 6, 4}, {13, 7, 5}, {17, 19, 11},
                                    {3, 23, 9}, {16, 12, 0}};
    int bad = 0;
    for (int ta = 0; ta < 2; ta++)
        for (int tb = 0; tb < 2; tb++) {
            /* to keep PoCL's compile time down: all four transposes for
             * single LOCAL (its panel loads differ per transpose), nn and tt
             * for single GLOBAL; double (the same code, another type): nt
             * for LOCAL, tn for GLOBAL */
            if (prec == KF_BLAS_DOUBLE && (ta == tb || ta != (pat == KF_GEMM_GLOBAL)))
                continue;
            if (prec == KF_BLAS_SINGLE && pat == KF_GEMM_GLOBAL && ta != tb)
                continue;
            for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
                int row = (int)(i + ta) % 2;
                bad += run_case(prec, &p, row ? KF_BLAS_ROW_MAJOR : KF_BLAS_COL_MAJOR, ta, tb,
                                sizes[i][0], sizes[i][1], sizes[i][2], (long)(i % 3), i % 2 * 5,
                                i % 2 ? 1.5 : -0.5, i % 3 == 1 ? 0.0 : 0.75);
            }
        }
    assert_int_equal(bad, 0);
}

/* Vector rows (kf_gemm_params.vw): the vloadN/vstoreN bulk, the gathered
 * rows of a transposed A, the lanes of the M tail, in both patterns and
 * both precisions; sizes with tails (1, 7, 33, 127).  Few kernels (each is
 * a PoCL compile): all four (bulk, tails M, N, MN) for single global nn,
 * the bulk and the M tail (33 x 12 over blocks of 16 x 6) for the others. */
static void gemm_vec(void **state)
{
    (void)state;
    if (!have_env)
        skip();
    static const long sizes[][3] = {{1, 1, 1}, {7, 7, 7}, {33, 33, 33}, {127, 33, 7},
                                    {16, 12, 9}};
    int bad = 0;
    for (int c = 0; c < 4; c++) {
        /* single global vw=4, nn then tn; single local vw=2; double global vw=2, tn */
        kf_blas_precision prec = c == 3 ? KF_BLAS_DOUBLE : KF_BLAS_SINGLE;
        kf_gemm_params p = small_params(prec, c == 2 ? KF_GEMM_LOCAL : KF_GEMM_GLOBAL);
        p.tm = c == 2 ? 2 : 4;
        p.vw = c == 2 || c == 3 ? 2 : 4;
        if (c == 2)
            p.kb = 8;
        int ta = c == 1 || c == 3;
        if (c == 0) {
            for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
                bad += run_case(prec, &p, KF_BLAS_COL_MAJOR, 0, 0, sizes[i][0], sizes[i][1],
                                sizes[i][2], (long)(i % 3), i % 2 * 3, i % 2 ? 1.5 : -0.5,
                                i % 3 == 1 ? 0.0 : 0.75);
        } else {
            bad += run_case(prec, &p, KF_BLAS_COL_MAJOR, ta, 0, 33, 12, 9, 1, 2, 1.5, 0.0);
            bad += run_case(prec, &p, KF_BLAS_COL_MAJOR, ta, 0, 33, 12, 70, 0, 0, -0.5, 0.75);
        }
    }
    assert_int_equal(bad, 0);
}

/* Split-K through the public API (kf_blas_select_splitk): chosen by the
 * selector for a long K under a one-work-group C, then forced in 5 and 3
 * slices (KFORGE_BLAS_SPLITK), K with a partial last panel and slices
 * left empty (37 deep in 5 slices of whole panels); both layouts, every
 * transpose, beta 0 with NaN in C and beta != 0, single and double,
 * against the reference.  A wrong slice offset or a missing slice in the
 * sum fails it. */
static void gemm_splitk(void **state)
{
    (void)state;
    if (!have_env)
        skip();
    int bad = 0;
    unsetenv("KFORGE_BLAS_SPLITK");
    bad += run_case(KF_BLAS_SINGLE, NULL, KF_BLAS_COL_MAJOR, 0, 0, 20, 13, 700, 1, 2, 1.5, 0.0);
    bad += run_case(KF_BLAS_DOUBLE, NULL, KF_BLAS_ROW_MAJOR, 1, 0, 13, 20, 613, 0, 0, -0.5, 0.75);
    setenv("KFORGE_BLAS_SPLITK", "5", 1);
    for (int ta = 0; ta < 2; ta++)
        for (int tb = 0; tb < 2; tb++)
            bad += run_case(KF_BLAS_SINGLE, NULL, (ta + tb) % 2 ? KF_BLAS_ROW_MAJOR
                                                                : KF_BLAS_COL_MAJOR,
                            ta, tb, 9, 7, ta ? 37 : 300, 1, 3, 1.25, tb ? 0.0 : 0.5);
    setenv("KFORGE_BLAS_SPLITK", "3", 1);
    bad += run_case(KF_BLAS_DOUBLE, NULL, KF_BLAS_COL_MAJOR, 0, 1, 33, 5, 70, 2, 1, -1.0, 0.0);
    unsetenv("KFORGE_BLAS_SPLITK");
    assert_int_equal(bad, 0);
}

static void sgemm_local(void **state) { (void)state; sweep(KF_BLAS_SINGLE, KF_GEMM_LOCAL, 0); }
static void sgemm_global(void **state) { (void)state; sweep(KF_BLAS_SINGLE, KF_GEMM_GLOBAL, 1); }
static void dgemm_local(void **state) { (void)state; sweep(KF_BLAS_DOUBLE, KF_GEMM_LOCAL, 1); }
static void dgemm_global(void **state) { (void)state; sweep(KF_BLAS_DOUBLE, KF_GEMM_GLOBAL, 0); }

/* The public API with the selector's defaults: both layouts, all
 * transposes, a size past the default blocks with tails. */
static void sgemm_api(void **state)
{
    (void)state;
    if (!have_env)
        skip();
    int bad = 0;
    /* smaller than one default block (tails kernels only, one per
     * transpose: PoCL compiles the big default kernels slowly) */
    for (int row = 0; row < 2; row++)
        for (int ta = 0; ta < 2; ta++)
            for (int tb = 0; tb < 2; tb++)
                bad += run_case(KF_BLAS_SINGLE, NULL, row ? KF_BLAS_ROW_MAJOR : KF_BLAS_COL_MAJOR,
                                ta, tb, row ? 29 : 31, row ? 31 : 29, 29, 3, 2, 1.0,
                                (ta + tb) % 2 ? 0.0 : 2.0);
    /* bulk, N tail and M tail of the defaults */
    bad += run_case(KF_BLAS_SINGLE, NULL, KF_BLAS_COL_MAJOR, 0, 0, 131, 67, 140, 1, 0, 1, 1);
    assert_int_equal(bad, 0);
}

static void dgemm_api(void **state)
{
    (void)state;
    if (!have_env)
        skip();
    int bad = 0;
    for (int row = 0; row < 2; row++)
        bad += run_case(KF_BLAS_DOUBLE, NULL, row ? KF_BLAS_ROW_MAJOR : KF_BLAS_COL_MAJOR, row,
                        !row, 33, 5, 70, 2, 1, -1.0, row ? 0.0 : 0.5);
    assert_int_equal(bad, 0);
}

static int run_tri(int solve, kf_blas_precision prec, kf_blas_layout layout, kf_blas_side side,
                   kf_blas_uplo uplo, int ta, kf_blas_diag diag, long m, long n, long pad,
                   size_t off, double alpha);

/* Two queues on the one PoCL device: the split into column panels (one
 * empty, one with the tails), both layouts, transposes, offsets, against
 * the reference; the result read on queues[0] right after the call. */
static void gemm_multi(void **state)
{
    (void)state;
    if (!have_env)
        skip();
    cl_int err;
    second_queue = clCreateCommandQueue(env.context, env.device, 0, &err);
    assert_non_null(second_queue);
    /* small blocks, so that both panels get columns and tails */
    setenv("KFORGE_GEMM_PARAMS", "pattern=global wg=4x2 tile=2x3 ku=2", 1);
    int bad = 0;
    static const long sizes[][3] = {{1, 1, 1}, {5, 3, 7}, {37, 53, 29}, {64, 48, 16}, {9, 61, 2}};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        int row = (int)i % 2, ta = (int)i % 3 == 1, tb = (int)i % 4 >= 2;
        bad += run_case(KF_BLAS_SINGLE, NULL, row ? KF_BLAS_ROW_MAJOR : KF_BLAS_COL_MAJOR, ta, tb,
                        sizes[i][0], sizes[i][1], sizes[i][2], (long)(i % 2), i % 3,
                        i % 2 ? 1.5 : -0.5, i % 3 == 1 ? 0.0 : 0.75);
    }
    bad += run_case(KF_BLAS_DOUBLE, NULL, KF_BLAS_COL_MAJOR, 1, 0, 23, 31, 9, 1, 2, 1.0, 0.5);
    unsetenv("KFORGE_GEMM_PARAMS");
    clReleaseCommandQueue(second_queue);
    second_queue = NULL;
    assert_int_equal(bad, 0);
}

/* The order across queues.  A and B are written on the second queue behind
 * a gate (a user event) that opens only after the call: the first queue's
 * panel must wait for them (else it reads A unwritten), and the call's
 * event (the first queue's last command) must not complete while the
 * second queue is held.  Then C, read on the first queue, is whole. */
static void gemm_multi_order(void **state)
{
    (void)state;
    if (!have_env)
        skip();
    cl_int err;
    cl_command_queue q2 = clCreateCommandQueue(env.context, env.device, 0, &err);
    assert_non_null(q2);
    long n = 160;
    size_t nn = (size_t)n * n;
    float *a = malloc(nn * 4), *b = malloc(nn * 4), *c = malloc(nn * 4), *r = malloc(nn * 4);
    assert_non_null(a); assert_non_null(b); assert_non_null(c); assert_non_null(r);
    uint64_t s = 99;
    for (size_t i = 0; i < nn; i++) {
        a[i] = (float)urand(&s);
        b[i] = (float)urand(&s);
    }
    assert_int_equal(kf_sgemm_ref(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, n, n, n,
                                  1, a, n, b, n, 0, r, n), 0);
    float zero = 0;
    cl_mem A = clCreateBuffer(env.context, CL_MEM_READ_ONLY, nn * 4, NULL, &err);
    cl_mem B = clCreateBuffer(env.context, CL_MEM_READ_ONLY, nn * 4, NULL, &err);
    cl_mem C = clCreateBuffer(env.context, CL_MEM_READ_WRITE, nn * 4, NULL, &err);
    assert_non_null(A); assert_non_null(B); assert_non_null(C);
    assert_int_equal(clEnqueueFillBuffer(env.queue, A, &zero, 4, 0, nn * 4, 0, NULL, NULL), 0);
    assert_int_equal(clFinish(env.queue), 0);
    cl_event gate = clCreateUserEvent(env.context, &err);
    assert_non_null(gate);
    assert_int_equal(clEnqueueWriteBuffer(q2, A, CL_FALSE, 0, nn * 4, a, 1, &gate, NULL), 0);
    assert_int_equal(clEnqueueWriteBuffer(q2, B, CL_FALSE, 0, nn * 4, b, 0, NULL, NULL), 0);
    cl_command_queue qs[2] = {env.queue, q2};
    cl_event ev = NULL;
    kf_blas_status st = kf_sgemm_multi(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, n,
                                       n, n, 1, A, 0, n, B, 0, n, 0, C, 0, n, 2, qs, &ev);
    if (st)
        print_error("%s: %s\n", kf_blas_strerror(st), kf_blas_last_error());
    assert_int_equal(st, 0);
    assert_non_null(ev);
    clFlush(env.queue);
    clFlush(q2);
    /* time enough for an unordered first panel (a few ms) to finish */
    struct timespec pause = {0, 200 * 1000 * 1000};
    nanosleep(&pause, NULL);
    cl_int status = CL_COMPLETE;
    assert_int_equal(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status,
                                    NULL), 0);
    assert_true(status > CL_COMPLETE); /* held: queued or submitted */
    assert_int_equal(clSetUserEventStatus(gate, CL_COMPLETE), 0);
    assert_int_equal(clWaitForEvents(1, &ev), 0);
    clReleaseEvent(ev);
    clReleaseEvent(gate);
    assert_int_equal(clEnqueueReadBuffer(env.queue, C, CL_TRUE, 0, nn * 4, c, 0, NULL, NULL), 0);
    int bad = 0;
    for (size_t i = 0; i < nn; i++)
        if (!(fabs(c[i] - r[i]) <= 2e-6 * (n + 4) * 4) && bad++ < 3)
            print_error("C[%zu] = %g, want %g\n", i, c[i], r[i]);
    assert_int_equal(bad, 0);
    clReleaseMemObject(A); clReleaseMemObject(B); clReleaseMemObject(C);
    clReleaseCommandQueue(q2);
    free(a); free(b); free(c); free(r);
}

/* TRMM on the device against the reference: both sides, triangles,
 * transposes, diagonals and layouts; sizes with tails; both patterns. */
static int run_trmm(kf_blas_precision prec, kf_blas_layout layout, kf_blas_side side,
                    kf_blas_uplo uplo, int ta, kf_blas_diag diag, long m, long n, long pad,
                    size_t off, double alpha)
{
    return run_tri(0, prec, layout, side, uplo, ta, diag, m, n, pad, off, alpha);
}

/* TRMM (solve 0) or TRSM (solve 1); for TRSM A's diagonal is made large so
 * the system is well conditioned. */
static int run_tri(int solve, kf_blas_precision prec, kf_blas_layout layout, kf_blas_side side,
                   kf_blas_uplo uplo, int ta, kf_blas_diag diag, long m, long n, long pad,
                   size_t off, double alpha)
{
    size_t es = prec == KF_BLAS_DOUBLE ? 8 : 4;
    int row = layout == KF_BLAS_ROW_MAJOR;
    long ka = side == KF_BLAS_LEFT ? m : n;
    long lda = ka + pad, ldb = (row ? n : m) + pad;
    size_t na = off + kf_blas_matrix_extent(layout, ka, ka, lda) + 1;
    size_t nb = off + kf_blas_matrix_extent(layout, m, n, ldb) + 1;
    double *ha = malloc(na * 8), *hb = malloc(nb * 8), *rb = malloc(nb * 8);
    void *ba = malloc(na * es), *bb = malloc(nb * es);
    uint64_t s = (uint64_t)(m * 31 + n * 7 + ta + (int)uplo + (int)side * 3 + (int)diag);
    for (size_t i = 0; i < na; i++) ha[i] = urand(&s);
    for (size_t i = 0; i < nb; i++) hb[i] = urand(&s);
    if (solve) { /* small off-diagonal, diagonal near 1: well conditioned, unit or not */
        for (size_t i = 0; i < na; i++)
            ha[i] /= ka;
        for (long i = 0; i < ka; i++)
            ha[off + (size_t)i * (lda + 1)] += 1; /* the diagonal, either layout */
    }
    for (size_t i = 0; i < na; i++) {
        if (prec == KF_BLAS_DOUBLE) ((double *)ba)[i] = ha[i];
        else ((float *)ba)[i] = (float)ha[i], ha[i] = ((float *)ba)[i];
    }
    for (size_t i = 0; i < nb; i++) {
        if (prec == KF_BLAS_DOUBLE) ((double *)bb)[i] = hb[i];
        else ((float *)bb)[i] = (float)hb[i], hb[i] = ((float *)bb)[i];
    }
    memcpy(rb, hb, nb * 8);
    assert_int_equal((solve ? kf_dtrsm_ref : kf_dtrmm_ref)(layout, side, uplo, T[ta], diag, m, n,
                                                           alpha, ha + off, lda, rb + off, ldb), 0);
    cl_int err;
    cl_mem A = clCreateBuffer(env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, na * es, ba, &err);
    cl_mem B = clCreateBuffer(env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, nb * es, bb, &err);
    kf_blas_status st;
    if (solve)
        st = prec == KF_BLAS_DOUBLE
            ? kf_dtrsm(layout, side, uplo, T[ta], diag, m, n, alpha, A, off, lda, B, off, ldb, env.queue)
            : kf_strsm(layout, side, uplo, T[ta], diag, m, n, (float)alpha, A, off, lda, B, off,
                       ldb, env.queue);
    else
        st = prec == KF_BLAS_DOUBLE
            ? kf_dtrmm(layout, side, uplo, T[ta], diag, m, n, alpha, A, off, lda, B, off, ldb,
                       env.queue, NULL)
            : kf_strmm(layout, side, uplo, T[ta], diag, m, n, (float)alpha, A, off, lda, B, off,
                       ldb, env.queue, NULL);
    if (st)
        print_error("%s: %s: %s\n", solve ? "trsm" : "trmm", kf_blas_strerror(st),
                    kf_blas_last_error());
    assert_int_equal(st, 0);
    assert_int_equal(clEnqueueReadBuffer(env.queue, B, CL_TRUE, 0, nb * es, bb, 0, NULL, NULL), 0);
    double tol = (prec == KF_BLAS_DOUBLE ? 1e-13 : 2e-6) * (ka + 4) * 4;
    int bad = 0;
    for (size_t i = 0; i < nb; i++) {
        double got = prec == KF_BLAS_DOUBLE ? ((double *)bb)[i] : ((float *)bb)[i];
        if (!(fabs(got - rb[i]) <= tol * (1 + fabs(rb[i]))) && bad++ < 3)
            print_error("%s %c %s %s %s t%d %s m=%ld n=%ld: B[%zu] = %g, want %g\n",
                        solve ? "trsm" : "trmm", prec,
                        row ? "row" : "col", side == KF_BLAS_LEFT ? "left" : "right",
                        uplo == KF_BLAS_LOWER ? "lower" : "upper", ta,
                        diag == KF_BLAS_UNIT ? "unit" : "non-unit", m, n, i, got, rb[i]);
    }
    clReleaseMemObject(A); clReleaseMemObject(B);
    free(ha); free(hb); free(rb); free(ba); free(bb);
    return bad;
}

/* Small kernels for the TRMM and TRSM tests: PoCL compiles them fast (the
 * defaults are covered by the GEMM API tests). */
#define SMALL_GLOBAL "pattern=global wg=4x4 tile=2x3 ku=1"

static void strmm_all(void **state)
{
    (void)state;
    if (!have_env)
        skip();
    setenv("KFORGE_GEMM_PARAMS", SMALL_GLOBAL, 1);
    int bad = 0, i = 0;
    for (int side = 0; side < 2; side++)
        for (int up = 0; up < 2; up++)
            for (int ta = 0; ta < 2; ta++, i++)
                bad += run_trmm(KF_BLAS_SINGLE, i % 3 ? KF_BLAS_COL_MAJOR : KF_BLAS_ROW_MAJOR,
                                side ? KF_BLAS_RIGHT : KF_BLAS_LEFT,
                                up ? KF_BLAS_UPPER : KF_BLAS_LOWER, ta,
                                i % 2 ? KF_BLAS_UNIT : KF_BLAS_NON_UNIT, 45 + i, 70 - i, i % 2,
                                (size_t)i % 3, 1.25);
    /* the LOCAL pattern, small blocks, through the selector's override */
    setenv("KFORGE_GEMM_PARAMS", "pattern=local wg=4x2 tile=2x3 kb=4 ku=2", 1);
    bad += run_trmm(KF_BLAS_SINGLE, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 0,
                    KF_BLAS_NON_UNIT, 19, 13, 1, 2, 0.5);
    bad += run_trmm(KF_BLAS_SINGLE, KF_BLAS_ROW_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 1,
                    KF_BLAS_UNIT, 23, 9, 0, 0, 1.0);
    /* vector rows: the triangle's mask per lane (A on the left, the
     * kernel's B on the right) */
    setenv("KFORGE_GEMM_PARAMS", "pattern=global wg=4x4 tile=4x3 ku=1 vw=4", 1);
    bad += run_trmm(KF_BLAS_SINGLE, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 0,
                    KF_BLAS_NON_UNIT, 33, 7, 1, 0, 1.5);
    bad += run_trmm(KF_BLAS_SINGLE, KF_BLAS_ROW_MAJOR, KF_BLAS_RIGHT, KF_BLAS_UPPER, 1,
                    KF_BLAS_UNIT, 7, 33, 0, 1, -1.0);
    unsetenv("KFORGE_GEMM_PARAMS");
    assert_int_equal(bad, 0);
}

static void dtrmm_some(void **state)
{
    (void)state;
    if (!have_env)
        skip();
    setenv("KFORGE_GEMM_PARAMS", SMALL_GLOBAL, 1);
    int bad = run_trmm(KF_BLAS_DOUBLE, KF_BLAS_ROW_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 1,
                       KF_BLAS_NON_UNIT, 37, 11, 2, 1, -0.5);
    bad += run_trmm(KF_BLAS_DOUBLE, KF_BLAS_COL_MAJOR, KF_BLAS_RIGHT, KF_BLAS_LOWER, 0,
                    KF_BLAS_UNIT, 5, 33, 0, 0, 2.0);
    unsetenv("KFORGE_GEMM_PARAMS");
    assert_int_equal(bad, 0);
}

/* TRSM: sides, triangles, transposes, diagonals, layouts; sizes across
 * several blocks of 32 with a partial last block. */
static void strsm_all(void **state)
{
    (void)state;
    if (!have_env)
        skip();
    setenv("KFORGE_GEMM_PARAMS", SMALL_GLOBAL, 1);
    int bad = 0, i = 0;
    for (int side = 0; side < 2; side++)
        for (int up = 0; up < 2; up++)
            for (int ta = 0; ta < 2; ta++, i++)
                bad += run_tri(1, KF_BLAS_SINGLE, i % 3 ? KF_BLAS_COL_MAJOR : KF_BLAS_ROW_MAJOR,
                               side ? KF_BLAS_RIGHT : KF_BLAS_LEFT,
                               up ? KF_BLAS_UPPER : KF_BLAS_LOWER, ta,
                               i % 2 ? KF_BLAS_UNIT : KF_BLAS_NON_UNIT, 71 - i, 40 + i, i % 2,
                               (size_t)i % 3, 1.5);
    bad += run_tri(1, KF_BLAS_DOUBLE, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 1,
                   KF_BLAS_NON_UNIT, 33, 7, 1, 0, -1.0);
    unsetenv("KFORGE_GEMM_PARAMS");
    assert_int_equal(bad, 0);
}

/* TRSM with few right-hand sides (at most KF_BLAS_TRSM_FEW: the fused
 * block step, one launch per diagonal block) and with more (the copy and
 * two GEMMs per block): every side, triangle, transpose and diagonal and
 * both layouts in single precision, two cases in double; triangles of one
 * block and of several with a partial last one (untuned PoCL: blocks of
 * 128), right-hand sides 1, 7, 9 (a partial work-group of 8) and 64,
 * then 65 and 70.  (Few kernels that strsm_all does not build already:
 * each costs seconds of PoCL's compiler.) */
static void trsm_few(void **state)
{
    (void)state;
    if (!have_env)
        skip();
    setenv("KFORGE_GEMM_PARAMS", SMALL_GLOBAL, 1);
    static const long rhs[] = {1, 7, 9, 64, 65, 70};
    static const long tri[] = {300, 5, 129, 37};
    int bad = 0, i = 0;
    for (int side = 0; side < 2; side++)
        for (int up = 0; up < 2; up++)
            for (int ta = 0; ta < 2; ta++, i++) {
                long w = rhs[i % 6], k = tri[i % 4];
                int left = side == 0;
                bad += run_tri(1, KF_BLAS_SINGLE, i % 3 ? KF_BLAS_COL_MAJOR : KF_BLAS_ROW_MAJOR,
                               left ? KF_BLAS_LEFT : KF_BLAS_RIGHT,
                               up ? KF_BLAS_UPPER : KF_BLAS_LOWER, ta,
                               (i / 2) % 2 ? KF_BLAS_UNIT : KF_BLAS_NON_UNIT, left ? k : w,
                               left ? w : k, i % 2, (size_t)i % 3, i % 5 ? 1.5 : 1.0);
            }
    bad += run_tri(1, KF_BLAS_DOUBLE, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 1,
                   KF_BLAS_NON_UNIT, 150, 9, 1, 2, -0.5);
    bad += run_tri(1, KF_BLAS_DOUBLE, KF_BLAS_ROW_MAJOR, KF_BLAS_RIGHT, KF_BLAS_LOWER, 0,
                   KF_BLAS_UNIT, 3, 140, 0, 1, 1.0);
    unsetenv("KFORGE_GEMM_PARAMS");
    assert_int_equal(bad, 0);
}

/* TRSM's block step and inversion in vector rows (the defaults of a CPU
 * device; here vw = 4 and 2 through the selector's override, on blocks of
 * 128): every side, triangle, transpose and diagonal and both layouts in
 * single precision, two cases in double; triangles of one block, of
 * several with a partial last one, and shorter than a vector; right-hand
 * sides 1, 5, 9, 12 and 64 (a partial group of 8 columns), with offsets
 * and padded leading dimensions (L transposed: the lanes gathered). */
static void trsm_few_vec(void **state)
{
    (void)state;
    if (!have_env)
        skip();
    setenv("KFORGE_GEMM_PARAMS", "pattern=global wg=4x4 tile=4x3 ku=1 vw=4", 1);
    static const long rhs[] = {1, 5, 9, 12, 64};
    static const long tri[] = {300, 3, 131, 37};
    int bad = 0, i = 0;
    for (int side = 0; side < 2; side++)
        for (int up = 0; up < 2; up++)
            for (int ta = 0; ta < 2; ta++, i++) {
                long w = rhs[i % 5], k = tri[i % 4];
                int left = side == 0;
                bad += run_tri(1, KF_BLAS_SINGLE, i % 3 ? KF_BLAS_COL_MAJOR : KF_BLAS_ROW_MAJOR,
                               left ? KF_BLAS_LEFT : KF_BLAS_RIGHT,
                               up ? KF_BLAS_UPPER : KF_BLAS_LOWER, ta,
                               (i / 2) % 2 ? KF_BLAS_UNIT : KF_BLAS_NON_UNIT, left ? k : w,
                               left ? w : k, i % 2, (size_t)i % 3, i % 5 ? 1.5 : 1.0);
            }
    setenv("KFORGE_GEMM_PARAMS", "pattern=global wg=4x4 tile=4x3 ku=1 vw=2", 1);
    bad += run_tri(1, KF_BLAS_DOUBLE, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 1,
                   KF_BLAS_NON_UNIT, 257, 11, 1, 2, -0.5);
    bad += run_tri(1, KF_BLAS_DOUBLE, KF_BLAS_ROW_MAJOR, KF_BLAS_RIGHT, KF_BLAS_LOWER, 0,
                   KF_BLAS_UNIT, 7, 140, 0, 1, 1.0);
    unsetenv("KFORGE_GEMM_PARAMS");
    assert_int_equal(bad, 0);
}

/* The selector takes TRMM's and TRSM's own store entries (seed 004: the
 * best per routine), falls back to GEMM's, then to the defaults; each
 * entry below forces a parameter no default has, which the explain hook
 * (kf_blas_select_last) must report back after the routine ran, and the
 * results must still be right (TRSM with diagonal blocks of 16). */
static void store_selects(void **state)
{
    (void)state;
    if (!have_env)
        skip();
    char dir[] = "/tmp/kforge-test-store-XXXXXX";
    assert_non_null(mkdtemp(dir));
    setenv("KFORGE_STORE_DIR", dir, 1);
    kf_store st;
    assert_int_equal(kf_store_load(&st, env.device, NULL), 0);
    kf_store_entry e[3] = {{"gemm", 's', "large", {0}, 0, 1.0},
                           {"trmm", 's', "large", {0}, 0, 1.0},
                           {"trsm", 's', "large", {0}, 16, 1.0}};
    const char *params[3] = {"pattern=global wg=4x4 tile=2x3 ku=1",
                             "pattern=global wg=2x4 tile=3x1 ku=3",
                             "pattern=global wg=4x2 tile=1x3 ku=1"};
    for (int i = 0; i < 3; i++) {
        e[i].params = kf_gemm_default_params(KF_BLAS_SINGLE, KF_GEMM_GLOBAL);
        assert_int_equal(kf_gemm_params_parse(&e[i].params, params[i]), 0);
        assert_int_equal(kf_store_set(&st, &e[i]), 0);
    }
    assert_int_equal(kf_store_save(&st), 0);
    kf_blas_select_reset();
    /* 130^3 is the large class */
    int bad = run_trmm(KF_BLAS_SINGLE, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 0,
                       KF_BLAS_NON_UNIT, 130, 130, 1, 0, 1.0);
    const char *last = kf_blas_select_last();
    print_message("%s\n", last);
    assert_non_null(strstr(last, "trmm s large: store trmm: "));
    assert_non_null(strstr(last, "wg=2x4 tile=3x1 kb=16 ku=3"));
    bad += run_tri(1, KF_BLAS_SINGLE, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 0,
                   KF_BLAS_NON_UNIT, 130, 130, 0, 1, 1.0);
    last = kf_blas_select_last();
    print_message("%s\n", last);
    assert_non_null(strstr(last, "trsm s large: store trsm: nb=16 "));
    assert_non_null(strstr(last, "wg=4x2 tile=1x3"));
    /* without TRMM's entry: GEMM's; a small problem: the defaults */
    st.n = 1;
    assert_int_equal(kf_store_save(&st), 0);
    kf_blas_select_reset();
    kf_gemm_params p;
    int nb = 0;
    assert_int_equal(kf_blas_select_tri(env.device, "trmm", KF_BLAS_SINGLE, 130, 130, 130, &p,
                                        NULL), 0);
    assert_non_null(strstr(kf_blas_select_last(), "trmm s large: store gemm: "));
    assert_true(p.wgm == 4 && p.wgn == 4 && p.tm == 2 && p.tn == 3);
    assert_int_equal(kf_blas_select_tri(env.device, "trsm", KF_BLAS_SINGLE, 130, 130, 130, &p,
                                        &nb), 0);
    /* the untuned block: 128 on a CPU device (launches bound it), else 32 */
    cl_device_type type = 0;
    clGetDeviceInfo(env.device, CL_DEVICE_TYPE, sizeof type, &type, NULL);
    assert_int_equal(nb, type & CL_DEVICE_TYPE_CPU ? 128 : KF_BLAS_TRSM_NB);
    kf_blas_select_tri(env.device, "trmm", KF_BLAS_SINGLE, 20, 20, 20, &p, NULL);
    assert_non_null(strstr(kf_blas_select_last(), "trmm s small: defaults: "));
    /* the tuner's pin wins over the store; TRSM right with blocks of 8 and 64 */
    for (int b = 8; b <= 64; b *= 8) {
        kf_gemm_params q = kf_gemm_default_params(KF_BLAS_SINGLE, KF_GEMM_GLOBAL);
        assert_int_equal(kf_gemm_params_parse(&q, SMALL_GLOBAL), 0);
        kf_blas_select_pin(&q, b);
        bad += run_tri(1, KF_BLAS_SINGLE, KF_BLAS_ROW_MAJOR, KF_BLAS_RIGHT, KF_BLAS_UPPER, 1,
                       KF_BLAS_UNIT, 37, 75, 2, 1, 0.5);
        last = kf_blas_select_last();
        kf_blas_select_pin(NULL, 0);
        char want[32];
        snprintf(want, sizeof want, ": pinned: nb=%d ", b);
        assert_non_null(strstr(last, want));
    }
    kf_store_free(&st);
    kf_blas_select_reset();
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
    setenv("KFORGE_STORE_DIR", "build/kforge-store-none", 1);
    assert_int_equal(bad, 0);
}

int main(void)
{
    char err[512];
    /* the kernel cache in the build tree; no user store: built-in defaults */
    setenv("KFORGE_CACHE_DIR", "build/kforge-cache", 0);
    setenv("KFORGE_STORE_DIR", "build/kforge-store-none", 1);
    have_env = kf_ocl_open(&env, NULL, err, sizeof err) == 0;
    if (!have_env)
        fprintf(stderr, "no OpenCL device: %s\n", err);
    const struct CMUnitTest part1[] = {
        cmocka_unit_test(sgemm_local), cmocka_unit_test(sgemm_global),
        cmocka_unit_test(gemm_multi),  cmocka_unit_test(gemm_multi_order),
        cmocka_unit_test(gemm_vec),    cmocka_unit_test(trsm_few_vec),
        cmocka_unit_test(gemm_splitk),
    };
    const struct CMUnitTest part2[] = {
        cmocka_unit_test(dgemm_local), cmocka_unit_test(dgemm_global),
        cmocka_unit_test(sgemm_api),   cmocka_unit_test(dgemm_api),
        cmocka_unit_test(strmm_all),   cmocka_unit_test(dtrmm_some),
        cmocka_unit_test(strsm_all),   cmocka_unit_test(trsm_few),   cmocka_unit_test(store_selects),
    };
#ifdef KF_BLAS_OCL_PART2
    int rc = cmocka_run_group_tests_name("part 2", part2, NULL, NULL);
    (void)part1;
#else
    int rc = cmocka_run_group_tests_name("part 1", part1, NULL, NULL);
    (void)part2;
#endif
    kf_blas_release();
    if (have_env)
        kf_ocl_close(&env);
    return rc;
}
