/*
 * test_blas_pack.c: the BLAS at awkward sizes and leading dimensions, and
 * the choices made by shape.
 *
 *   size classes    every shape of the CPU tuner's grid lies in its class
 *   pack choice     kf_blas_select_pack: tails and leading dimensions of a
 *                   multiple of 4 KiB copied, padded off 4 KiB; small
 *                   problems, TRMM's kernels and KFORGE_BLAS_PACK=0 direct
 *   select by shape a CPU store with a distinctive entry per class drives
 *                   the selector by the problem's shape; an untuned class
 *                   takes large's, small the defaults
 *   grid store      entries of every class saved and loaded back; an
 *                   unknown class makes the file unusable
 *   awkward GEMM    sizes 1, 7, 255, 256 and 1023 (x 7 x 33) with ld = n,
 *                   n+1, 1024 and 4096 against the reference: on PoCL
 *                   through the indirect path (forced) and as selected,
 *                   and on the CPU solver, with TRSM's column ranges
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "blas/select.h"
#include "blas/solvers/solvers.h"
#include "kforge/blas.h"
#include "support/ocl.h"

#include "blas_store_dir.h"

static kf_ocl_env env;
static int have_env;

static void test_classes_grid(void **state)
{
    (void)state;
    for (int c = 0; kf_store_classes[c]; c++) {
        long g[KF_TUNE_GRID_MAX][3];
        int n = kf_tune_cpu_grid(kf_store_classes[c], g);
        assert_true(n >= 2);
        int pow2 = 0, other = 0;
        for (int i = 0; i < n; i++) {
            assert_string_equal(kf_store_size_class(g[i][0], g[i][1], g[i][2]),
                                kf_store_classes[c]);
            long big = g[i][0] > g[i][1] ? g[i][0] : g[i][1];
            if ((big & (big - 1)) == 0)
                pow2 = 1;
            else
                other = 1;
        }
        assert_true(pow2 && other);
        assert_true(kf_store_class_valid(kf_store_classes[c]));
    }
    assert_false(kf_store_class_valid("huge"));
    assert_string_equal(kf_store_size_class(64, 64, 8192), "largek");
    assert_string_equal(kf_store_size_class(4096, 32, 512), "skinny");
    assert_string_equal(kf_store_size_class(1024, 1024, 16), "smallk");
    assert_string_equal(kf_store_size_class(100, 100, 100), "small");
}

static void test_pack_choice(void **state)
{
    (void)state;
    unsetenv("KFORGE_BLAS_PACK");
    kf_gemm_params p = kf_gemm_default_params(KF_BLAS_SINGLE, KF_GEMM_GLOBAL);
    p.wgm = 4, p.wgn = 8, p.tm = 8, p.tn = 8; /* blocks of 32 x 64 */
    kf_blas_pack pk;
    /* 1024 floats: 4 KiB columns, all three copied, off 4 KiB */
    assert_int_equal(kf_blas_select_pack(&p, 1024, 1024, 1024, 1024, 1024, 1024, &pk), 1);
    assert_true(pk.a && pk.b && pk.c);
    assert_int_equal(pk.m, 1024);
    assert_int_equal(pk.n, 1024);
    assert_true(pk.lda >= 1024 && (pk.lda * 4) % 4096 != 0);
    assert_true(pk.ldb >= 1024 && (pk.ldb * 4) % 4096 != 0);
    assert_true(pk.ldc >= 1024 && (pk.ldc * 4) % 4096 != 0);
    /* only A's leading dimension conflicts: only A */
    assert_int_equal(kf_blas_select_pack(&p, 1024, 1024, 1024, 4096, 1040, 1040, &pk), 1);
    assert_true(pk.a && !pk.b && !pk.c);
    /* tails: rounded up to the block */
    assert_int_equal(kf_blas_select_pack(&p, 1000, 1000, 1000, 1000, 1000, 1000, &pk), 1);
    assert_true(pk.a && pk.b && pk.c);
    assert_int_equal(pk.m, 1024);
    assert_int_equal(pk.n, 1024);
    /* whole blocks, no conflict: direct */
    assert_int_equal(kf_blas_select_pack(&p, 1024, 1024, 1024, 1040, 1040, 1040, &pk), 0);
    /* small: direct even with conflicts and tails */
    assert_int_equal(kf_blas_select_pack(&p, 100, 100, 100, 4096, 4096, 4096, &pk), 0);
    /* TRMM's kernel: direct */
    kf_gemm_params t = p;
    t.tri = KF_GEMM_TRI_A;
    assert_int_equal(kf_blas_select_pack(&t, 1000, 1000, 1000, 1000, 1000, 1000, &pk), 0);
    /* doubles: 512 of them make 4 KiB; a transposed A is k rows */
    kf_gemm_params d = p;
    d.prec = KF_BLAS_DOUBLE;
    d.trans_a = 1;
    assert_int_equal(kf_blas_select_pack(&d, 1024, 1024, 512, 512, 1030, 1030, &pk), 1);
    assert_true(pk.a && !pk.b && !pk.c);
    assert_true(pk.lda >= 512 && (pk.lda * 8) % 4096 != 0);
    /* the override */
    setenv("KFORGE_BLAS_PACK", "0", 1);
    assert_int_equal(kf_blas_select_pack(&p, 1000, 1000, 1000, 1000, 1000, 1000, &pk), 0);
    setenv("KFORGE_BLAS_PACK", "1", 1);
    assert_int_equal(kf_blas_select_pack(&p, 7, 7, 7, 7, 7, 7, &pk), 1);
    assert_true(pk.a && pk.b && pk.c && pk.m == 32 && pk.n == 64);
    unsetenv("KFORGE_BLAS_PACK");
}

static kf_store_entry entry(const char *routine, const char *size, int kb, int nb)
{
    kf_store_entry e = {.prec = 's', .nb = nb, .gflops = 1.0};
    snprintf(e.routine, sizeof e.routine, "%s", routine);
    snprintf(e.size, sizeof e.size, "%s", size);
    e.params = kf_blas_cpu_defaults(KF_BLAS_SINGLE);
    e.params.kb = kb;
    return e;
}

static void test_select_by_shape(void **state)
{
    (void)state;
    char dir[] = "/tmp/kf_pack_storeXXXXXX", *old;
    store_dir(dir, &old);
    kf_store s;
    assert_int_equal(kf_store_load_cpu(&s, NULL), 0);
    kf_store_entry e[] = {entry("gemm", "large", 200, 0), entry("gemm", "skinny", 136, 0),
                          entry("gemm", "smallk", 72, 0), entry("trsm", "skinny", 152, 16)};
    for (size_t i = 0; i < sizeof e / sizeof *e; i++)
        assert_int_equal(kf_store_set(&s, &e[i]), 0);
    assert_int_equal(kf_store_save(&s), 0);
    kf_blas_select_reset();
    kf_gemm_params d = kf_blas_cpu_defaults(KF_BLAS_SINGLE), p;
    static const struct {
        long m, n, k;
        int kb;
        const char *line;
    } want[] = {
        {2048, 48, 512, 136, "gemm s skinny: cpu store gemm:"},
        {64, 2000, 500, 136, "gemm s skinny: cpu store gemm:"},
        {1024, 1024, 32, 72, "gemm s smallk: cpu store gemm:"},
        {1000, 1000, 1000, 200, "gemm s large: cpu store gemm:"},
        {64, 64, 8192, 200, "gemm s largek: cpu store gemm:"}, /* untuned: large's */
        {64, 64, 64, 0, "gemm s small: cpu defaults:"},
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        kf_blas_select_cpu("gemm", KF_BLAS_SINGLE, want[i].m, want[i].n, want[i].k, &d, &p,
                           NULL);
        assert_int_equal(p.kb, want[i].kb ? want[i].kb : d.kb);
        assert_non_null(strstr(kf_blas_select_last(), want[i].line));
    }
    int nb = 0;
    assert_int_equal(kf_blas_select_cpu("trsm", KF_BLAS_SINGLE, 2048, 32, 2048, &d, &p, &nb), 1);
    assert_int_equal(nb, 16);
    assert_int_equal(p.kb, 152);
    /* TRMM untuned for skinny: GEMM's skinny entry */
    assert_int_equal(kf_blas_select_cpu("trmm", KF_BLAS_SINGLE, 2048, 32, 2048, &d, &p, NULL), 0);
    assert_int_equal(p.kb, 136);
    char *path = strdup(s.path);
    kf_store_free(&s);
    store_dir_done(path, dir, old);
    free(path);
}

static void test_grid_store(void **state)
{
    (void)state;
    char dir[] = "/tmp/kf_pack_gridXXXXXX", *old;
    store_dir(dir, &old);
    kf_store s, t;
    assert_int_equal(kf_store_load_cpu(&s, NULL), 0);
    for (int c = 0; kf_store_classes[c]; c++) {
        kf_store_entry e = entry("gemm", kf_store_classes[c], 128 + 8 * c, 0);
        e.gflops = 10 + c;
        assert_int_equal(kf_store_set(&s, &e), 0);
    }
    assert_int_equal(kf_store_save(&s), 0);
    int warned = 0;
    assert_int_equal(kf_store_load_file(&t, s.path, s.key, &warned), 0);
    assert_int_equal(warned, 0);
    for (int c = 0; kf_store_classes[c]; c++) {
        const kf_store_entry *f = kf_store_find(&t, "gemm", 's', kf_store_classes[c]);
        assert_non_null(f);
        assert_int_equal(f->params.kb, 128 + 8 * c);
        assert_true(fabs(f->gflops - (10 + c)) < 0.01);
    }
    kf_store_free(&t);
    /* a class kforge does not know: the file is unusable, warned about */
    FILE *fp = fopen(s.path, "w");
    assert_non_null(fp);
    fprintf(fp, "kforge-store 1\ndevice %s\ngemm s huge pattern=global wg=1x1 tile=16x12 kb=64 "
                "gflops=1\nend\n", s.key);
    fclose(fp);
    assert_int_equal(kf_store_load_file(&t, s.path, s.key, &warned), 0);
    assert_int_equal(warned, 1);
    assert_int_equal(t.n, 0);
    kf_store_free(&t);
    char *path = strdup(s.path);
    kf_store_free(&s);
    store_dir_done(path, dir, old);
    free(path);
}

/* ---- awkward sizes and leading dimensions ------------------------------------------ */

static double urand(uint64_t *s)
{
    *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(*s >> 11) / 9007199254740992.0 - 0.5;
}

/* The shapes: square 1, 7, 255, 256, and 1023 x 7 x 33 (the cost of a
 * test); each with ld = rows, rows + 1, 1024 and 4096 where that holds
 * the rows. */
static const long sizes[][3] = {{1, 1, 1}, {7, 7, 7}, {255, 255, 255}, {256, 256, 256},
                                {1023, 7, 33}};
static const long lds[] = {0, 1, 1024, 4096}; /* 0: rows, 1: rows + 1 */

static long ld_of(int i, long rows)
{
    return lds[i] <= 1 ? rows + lds[i] : lds[i];
}

/* C = 1.5 op(A) B + beta C (ta: A transposed) on host copies: the
 * reference in double into r, the operands in float into fa, fb, fc. */
typedef struct gcase {
    long m, n, k, lda, ldb, ldc;
    int ta;
    double beta;
    double *a, *b, *r;
    float *fa, *fb, *fc;
    size_t na, nb, nc;
} gcase;

static void gcase_make(gcase *g, long m, long n, long k, int ldi, int ta, double beta)
{
    *g = (gcase){m, n, k, ld_of(ldi, ta ? k : m), ld_of(ldi, k), ld_of(ldi, m), ta, beta,
                 NULL, NULL, NULL, NULL, NULL, NULL, 0, 0, 0};
    g->na = (size_t)g->lda * (ta ? m : k);
    g->nb = (size_t)g->ldb * n;
    g->nc = (size_t)g->ldc * n;
    g->a = malloc(g->na * 8), g->b = malloc(g->nb * 8), g->r = malloc(g->nc * 8);
    g->fa = malloc(g->na * 4), g->fb = malloc(g->nb * 4), g->fc = malloc(g->nc * 4);
    uint64_t s = (uint64_t)(m * 31 + n * 7 + k + ldi);
    for (size_t i = 0; i < g->na; i++)
        g->a[i] = g->fa[i] = (float)urand(&s);
    for (size_t i = 0; i < g->nb; i++)
        g->b[i] = g->fb[i] = (float)urand(&s);
    for (size_t i = 0; i < g->nc; i++)
        g->r[i] = g->fc[i] = beta == 0 ? NAN : (float)urand(&s);
    assert_int_equal(kf_dgemm_ref(KF_BLAS_COL_MAJOR, ta ? KF_BLAS_TRANS : KF_BLAS_NO_TRANS,
                                  KF_BLAS_NO_TRANS, m, n, k, 1.5, g->a, g->lda, g->b, g->ldb,
                                  beta, g->r, g->ldc), 0);
}

/* The result in fc against the reference, padding included (a copy back
 * must not write past m rows). */
static void gcase_check(gcase *g, const char *what)
{
    int bad = 0;
    for (size_t i = 0; i < g->nc; i++) {
        double want = g->r[i], got = g->fc[i];
        int ok = isnan(want) ? isnan(got) : fabs(got - want) <= 2e-6 * (g->k + 8);
        if (!ok && bad++ < 3)
            print_error("%s %ldx%ldx%ld ld=%ld ta=%d: C[%zu] = %g, want %g\n", what, g->m, g->n,
                        g->k, g->lda, g->ta, i, got, want);
    }
    assert_int_equal(bad, 0);
    free(g->a), free(g->b), free(g->r), free(g->fa), free(g->fb), free(g->fc);
}

static void gemm_ocl(gcase *g)
{
    cl_int err;
    cl_mem A = clCreateBuffer(env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, g->na * 4,
                              g->fa, &err);
    cl_mem B = clCreateBuffer(env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, g->nb * 4,
                              g->fb, &err);
    cl_mem C = clCreateBuffer(env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, g->nc * 4,
                              g->fc, &err);
    assert_true(A && B && C);
    kf_blas_status st = kf_sgemm(KF_BLAS_COL_MAJOR, g->ta ? KF_BLAS_TRANS : KF_BLAS_NO_TRANS,
                                 KF_BLAS_NO_TRANS, g->m, g->n, g->k, 1.5f, A, 0, g->lda, B, 0,
                                 g->ldb, (float)g->beta, C, 0, g->ldc, env.queue, NULL);
    if (st)
        print_error("%s: %s\n", kf_blas_strerror(st), kf_blas_last_error());
    assert_int_equal(st, 0);
    assert_int_equal(clEnqueueReadBuffer(env.queue, C, CL_TRUE, 0, g->nc * 4, g->fc, 0, NULL,
                                         NULL), CL_SUCCESS);
    clReleaseMemObject(A);
    clReleaseMemObject(B);
    clReleaseMemObject(C);
}

static void test_awkward_ocl(void **state)
{
    (void)state;
    if (!have_env)
        skip();
    for (int forced = 0; forced < 2; forced++) {
        if (forced)
            setenv("KFORGE_BLAS_PACK", "1", 1);
        else
            unsetenv("KFORGE_BLAS_PACK");
        for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
            for (int l = 0; l < 4; l++) {
                if (ld_of(l, sizes[s][0]) < sizes[s][0])
                    continue;
                gcase g;
                int ta = (int)(s + l) % 2 && sizes[s][0] == sizes[s][2];
                gcase_make(&g, sizes[s][0], sizes[s][1], sizes[s][2], l, ta, l % 2 ? 0.5 : 0);
                gemm_ocl(&g);
                gcase_check(&g, forced ? "ocl packed" : "ocl");
            }
    }
    /* as selected, where the selector packs: tails (500) and 4 KiB columns */
    unsetenv("KFORGE_BLAS_PACK");
    gcase g;
    gcase_make(&g, 500, 500, 500, 0, 0, 0.5);
    gemm_ocl(&g);
    gcase_check(&g, "ocl 500");
    gcase_make(&g, 512, 512, 512, 3, 1, 0);
    gemm_ocl(&g);
    gcase_check(&g, "ocl 512 ld=4096");
}

static void test_awkward_cpu(void **state)
{
    (void)state;
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
        for (int l = 0; l < 4; l++) {
            gcase g;
            gcase_make(&g, sizes[s][0], sizes[s][1], sizes[s][2], l, l % 2, l % 2 ? 0.5 : 0);
            kf_blas_status st = kf_sgemm_cpu(KF_BLAS_COL_MAJOR,
                                             g.ta ? KF_BLAS_TRANS : KF_BLAS_NO_TRANS,
                                             KF_BLAS_NO_TRANS, g.m, g.n, g.k, 1.5f, g.fa, g.lda,
                                             g.fb, g.ldb, (float)g.beta, g.fc, g.ldc);
            assert_int_equal(st, 0);
            gcase_check(&g, "cpu");
        }
}

/* How many ranges the CPU's TRSM cuts B into: one per thread, but none
 * of fewer than 2^22 flops or 64 columns (each range packs the triangle
 * again), and no range a quarter over its share. */
static void test_trsm_split_parts(void **state)
{
    (void)state;
    assert_int_equal(kf_blas_cpu_split_parts(32, 6, 2048.0 * 2048 * 32, 2), 1);
    assert_int_equal(kf_blas_cpu_split_parts(64, 6, 2048.0 * 2048 * 64, 2), 1);
    assert_int_equal(kf_blas_cpu_split_parts(128, 6, 2048.0 * 2048 * 128, 2), 2);
    assert_int_equal(kf_blas_cpu_split_parts(300, 6, 300.0 * 300 * 300, 2), 2);
    assert_int_equal(kf_blas_cpu_split_parts(128, 6, 128.0 * 128 * 128, 2), 1);
    assert_int_equal(kf_blas_cpu_split_parts(2048, 12, 1e9, 4), 4);
    assert_int_equal(kf_blas_cpu_split_parts(200, 12, 1e9, 4), 3);
    assert_int_equal(kf_blas_cpu_split_parts(4096, 12, 1e9, 1), 1);
}

/* kf_trsm_rows's cut of B's panels among threads (the team), with
 * KFORGE_BLAS_TRSM_ROWS_PANELS=1: a panel and 2^22 flops per thread, the
 * busiest at most a quarter over its share; =0 never, and not by default
 * (KF_BLAS_TRSM_ROWS_PANELS). */
static void test_trsm_rows_panels(void **state)
{
    (void)state;
    kf_gemm_params p = kf_blas_cpu_defaults(KF_BLAS_SINGLE);
    p.fork = 4;
    double tall = 2048.0 * 2048 * 32;
    unsetenv("KFORGE_BLAS_TRSM_ROWS_PANELS");
    assert_int_equal(kf_blas_cpu_trsm_rows_panels(&p, 6, tall, 2), KF_BLAS_TRSM_ROWS_PANELS ? 2 : 1);
    setenv("KFORGE_BLAS_TRSM_ROWS_PANELS", "1", 1);
    assert_int_equal(kf_blas_cpu_trsm_rows_panels(&p, 6, tall, 2), 2); /* 3 + 3 */
    assert_int_equal(kf_blas_cpu_trsm_rows_panels(&p, 3, tall, 2), 1); /* 2 + 1 */
    assert_int_equal(kf_blas_cpu_trsm_rows_panels(&p, 1, tall, 2), 1);
    assert_int_equal(kf_blas_cpu_trsm_rows_panels(&p, 7, tall, 2), 2); /* 4 + 3 */
    assert_int_equal(kf_blas_cpu_trsm_rows_panels(&p, 6, 8.0 * 1048576 - 1, 2), 1);
    assert_int_equal(kf_blas_cpu_trsm_rows_panels(&p, 8, 1e12, 4), 4);
    assert_int_equal(kf_blas_cpu_trsm_rows_panels(&p, 6, 1e12, 4), 3); /* 2 + 2 + 2 */
    assert_int_equal(kf_blas_cpu_trsm_rows_panels(&p, 6, tall, 1), 1);
    p.threads = 1;
    assert_int_equal(kf_blas_cpu_trsm_rows_panels(&p, 6, tall, 2), 1);
    p.threads = 0;
    setenv("KFORGE_BLAS_TRSM_ROWS_PANELS", "0", 1);
    assert_int_equal(kf_blas_cpu_trsm_rows_panels(&p, 6, tall, 2), 1);
    unsetenv("KFORGE_BLAS_TRSM_ROWS_PANELS");
}

/* The tuner's fork threshold from a ladder of timings
 * (kf_tune_cpu_fork_pick): the threshold falls between the last rung that
 * does not gain 10% and the first of the winning run to the top, and
 * kf_blas_cpu_threads_for then gives the crossover rung two threads and
 * the rung below one (an off-by-one rung fails here). */
static void test_cpu_fork_pick(void **state)
{
    (void)state;
    static const long n[] = {128, 160, 192, 224, 256};
    /* two threads win from 192 on (160 only 5%: noise) */
    static const double one[] = {1.0, 1.0, 1.0, 1.0, 1.0};
    static const double all[] = {1.2, 0.95, 0.8, 0.6, 0.55};
    int f = kf_tune_cpu_fork_pick(n, one, all, 5, 2);
    kf_gemm_params p = kf_blas_cpu_defaults(KF_BLAS_DOUBLE);
    p.fork = f;
    assert_int_equal(kf_blas_cpu_threads_for(&p, 2.0 * 192 * 192 * 192, 100, 2), 2);
    assert_int_equal(kf_blas_cpu_threads_for(&p, 2.0 * 160 * 160 * 160, 100, 2), 1);
    /* a win below a loss does not count: the run must reach the top */
    static const double all2[] = {0.5, 0.5, 1.2, 0.6, 0.55};
    p.fork = kf_tune_cpu_fork_pick(n, one, all2, 5, 2);
    assert_int_equal(kf_blas_cpu_threads_for(&p, 2.0 * 224 * 224 * 224, 100, 2), 2);
    assert_int_equal(kf_blas_cpu_threads_for(&p, 2.0 * 192 * 192 * 192, 100, 2), 1);
    /* every rung wins: two threads from the first rung */
    p.fork = kf_tune_cpu_fork_pick(n, one, all2 + 3, 1, 2);
    assert_int_equal(p.fork, 2);
    assert_int_equal(kf_blas_cpu_threads_for(&p, 2.0 * 128 * 128 * 128, 100, 2), 2);
    /* no rung wins, or a failed run: one thread past the ladder's top */
    static const double bad[] = {1.0, 1.0, 1.0, 1.0, -1};
    p.fork = kf_tune_cpu_fork_pick(n, one, bad, 5, 2);
    assert_int_equal(kf_blas_cpu_threads_for(&p, 2.0 * 256 * 256 * 256, 100, 2), 1);
    assert_int_equal(kf_blas_cpu_threads_for(&p, 4.0 * 256 * 256 * 256, 100, 2), 2);
    /* four threads: the threshold is per thread */
    p.fork = kf_tune_cpu_fork_pick(n, one, all, 5, 4);
    assert_int_equal(kf_blas_cpu_threads_for(&p, 2.0 * 192 * 192 * 192, 100, 4), 4);
    assert_true(kf_blas_cpu_threads_for(&p, 2.0 * 160 * 160 * 160, 100, 4) < 4);
}

/* The CPU solver's threads by the call's work and shape
 * (kf_blas_cpu_threads_for, seed 004's selector): each thread at least
 * `fork` 2^20 flops, within the cap, no more than the micro-tiles of the
 * cut dimension; the built-in values keep the sweep's small calls on one
 * thread and give the others two (a wrong choice fails here). */
static void test_cpu_threads_for(void **state)
{
    (void)state;
    kf_gemm_params p = kf_blas_cpu_defaults(KF_BLAS_SINGLE);
    p.fork = 4;
    assert_int_equal(kf_blas_cpu_threads_for(&p, 8.0 * 1048576 - 1, 100, 2), 1);
    assert_int_equal(kf_blas_cpu_threads_for(&p, 8.0 * 1048576, 100, 2), 2);
    assert_int_equal(kf_blas_cpu_threads_for(&p, 1e12, 100, 4), 4);
    assert_int_equal(kf_blas_cpu_threads_for(&p, 12.0 * 1048576, 100, 4), 3);
    assert_int_equal(kf_blas_cpu_threads_for(&p, 1e12, 3, 4), 3);  /* three micro-tiles */
    assert_int_equal(kf_blas_cpu_threads_for(&p, 1e12, 0, 4), 4);  /* no bound */
    assert_int_equal(kf_blas_cpu_threads_for(&p, 0, 100, 2), 1);
    p.threads = 1;
    assert_int_equal(kf_blas_cpu_threads_for(&p, 1e12, 100, 2), 1);
    p.threads = 0;
    p.fork = 0; /* unset: 2^22 per thread */
    assert_int_equal(kf_blas_cpu_threads_for(&p, 8.0 * 1048576 - 1, 100, 2), 1);
    assert_int_equal(kf_blas_cpu_threads_for(&p, 8.0 * 1048576, 100, 2), 2);
    /* the built-in values by routine (the selector fills them in) */
    static const struct {
        const char *routine;
        kf_blas_precision prec;
        long m, n, k;
        int threads;
    } want[] = {
        {"gemm", KF_BLAS_SINGLE, 128, 128, 128, 1},
        {"gemm", KF_BLAS_SINGLE, 256, 256, 256, 2},
        {"gemm", KF_BLAS_DOUBLE, 128, 128, 128, 1},
        {"gemm", KF_BLAS_DOUBLE, 256, 256, 256, 2},
        {"trmm", KF_BLAS_SINGLE, 128, 128, 128, 1},
        {"trmm", KF_BLAS_SINGLE, 256, 256, 256, 2},
        {"trmm", KF_BLAS_DOUBLE, 128, 128, 128, 1},
        {"trmm", KF_BLAS_DOUBLE, 256, 256, 256, 2},
    };
    /* over the built-in parameters whatever a store holds: fork unset,
     * the routine's built-in value */
    setenv("KFORGE_CPU_GEMM_PARAMS", "tasks=1", 1);
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        kf_gemm_params q = kf_blas_cpu_params(want[i].routine, want[i].prec, want[i].m,
                                              want[i].n, want[i].k, NULL);
        int tri = strcmp(want[i].routine, "trmm") == 0;
        double work = (tri ? 1.0 : 2.0) * want[i].m * want[i].n * want[i].k;
        long got = kf_blas_cpu_threads_for(&q, work, 100, 2);
        if (got != want[i].threads)
            print_error("%s %c %ldx%ldx%ld: %ld threads, want %d (fork=%d)\n", want[i].routine,
                        want[i].prec, want[i].m, want[i].n, want[i].k, got, want[i].threads,
                        q.fork);
        assert_int_equal(got, want[i].threads);
    }
    unsetenv("KFORGE_CPU_GEMM_PARAMS");
}

/* TRSM on the CPU, its columns solved in ranges (a left side) or its rows
 * (a right side), at the awkward sizes and leading dimensions. */
static void test_trsm_ranges_cpu(void **state)
{
    (void)state;
    static const long ms[] = {1, 7, 255, 256};
    for (int side = 0; side < 2; side++)
        for (size_t s = 0; s < sizeof ms / sizeof *ms; s++)
            for (int l = 0; l < 4; l++) {
                long m = ms[s], n = 300, ka = side ? n : m;
                long lda = ld_of(l, ka), ldb = ld_of(l, m);
                size_t na = (size_t)lda * ka, nb = (size_t)ldb * n;
                float *a = malloc(na * 4), *b = malloc(nb * 4), *r = malloc(nb * 4);
                uint64_t st = (uint64_t)(m + l);
                for (size_t i = 0; i < na; i++)
                    a[i] = (float)(urand(&st) / (double)ka);
                for (long i = 0; i < ka; i++)
                    a[i + i * lda] += 1;
                for (size_t i = 0; i < nb; i++)
                    r[i] = b[i] = (float)urand(&st);
                kf_blas_side sd = side ? KF_BLAS_RIGHT : KF_BLAS_LEFT;
                assert_int_equal(kf_strsm_ref(KF_BLAS_COL_MAJOR, sd, KF_BLAS_LOWER,
                                              KF_BLAS_NO_TRANS, KF_BLAS_NON_UNIT, m, n, 2.0f, a,
                                              lda, r, ldb), 0);
                assert_int_equal(kf_strsm_cpu(KF_BLAS_COL_MAJOR, sd, KF_BLAS_LOWER,
                                              KF_BLAS_NO_TRANS, KF_BLAS_NON_UNIT, m, n, 2.0f, a,
                                              lda, b, ldb), 0);
                int bad = 0;
                for (size_t i = 0; i < nb; i++)
                    if (!(fabsf(b[i] - r[i]) <= 1e-4f * (1 + fabsf(r[i]))) && bad++ < 3)
                        print_error("trsm side=%d m=%ld ld=%ld: B[%zu] = %g, want %g\n", side,
                                    m, ldb, i, b[i], r[i]);
                assert_int_equal(bad, 0);
                free(a), free(b), free(r);
            }
}

int main(void)
{
    char err[512];
    have_env = kf_ocl_open(&env, NULL, err, sizeof err) == 0;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_classes_grid),   cmocka_unit_test(test_pack_choice),
        cmocka_unit_test(test_select_by_shape), cmocka_unit_test(test_grid_store),
        cmocka_unit_test(test_awkward_ocl),    cmocka_unit_test(test_awkward_cpu),
        cmocka_unit_test(test_trsm_ranges_cpu), cmocka_unit_test(test_trsm_split_parts),
        cmocka_unit_test(test_trsm_rows_panels),
        cmocka_unit_test(test_cpu_fork_pick),
        cmocka_unit_test(test_cpu_threads_for),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kf_blas_release();
    if (have_env)
        kf_ocl_close(&env);
    return rc;
}
