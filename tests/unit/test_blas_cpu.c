/*
 * test_blas_cpu.c: the CPU solver (generated OpenMP kernels compiled by the
 * system C compiler) against the reference: sizes with tails, all
 * transposes, both layouts, beta 0 (NaN in C) and not, single and double;
 * TRSM from two threads at once (the work buffers kept between calls);
 * its argument errors and a missing compiler; its parameters taken from a
 * per-CPU store (each routine's entry, GEMM's, the defaults, the
 * environment's) and reported by the explain hook, a corrupt store ignored.
 */
#include <math.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "blas/solvers/solvers.h"
#include "blas/select.h"
#include "kforge/blas.h"

#include "blas_store_dir.h"

#include <unistd.h>

static const kf_blas_transpose T[2] = {KF_BLAS_NO_TRANS, KF_BLAS_TRANS};

static int run(int dbl, kf_blas_layout layout, int ta, int tb, long m, long n, long k,
               double beta)
{
    int row = layout == KF_BLAS_ROW_MAJOR;
    long lda = (row ? (ta ? m : k) : (ta ? k : m)) + 1;
    long ldb = (row ? (tb ? k : n) : (tb ? n : k)) + 2;
    long ldc = (row ? n : m) + 1;
    size_t na = kf_blas_matrix_extent(layout, ta ? k : m, ta ? m : k, lda) + 1;
    size_t nb = kf_blas_matrix_extent(layout, tb ? n : k, tb ? k : n, ldb) + 1;
    size_t nc = kf_blas_matrix_extent(layout, m, n, ldc) + 1;
    double *a = malloc(na * 8), *b = malloc(nb * 8), *c = malloc(nc * 8), *r = malloc(nc * 8);
    float *fa = malloc(na * 4), *fb = malloc(nb * 4), *fc = malloc(nc * 4);
    uint64_t s = (uint64_t)(m * 7 + n * 3 + k + ta * 5 + tb);
    for (size_t i = 0; i < na; i++) fa[i] = (float)(a[i] = (double)((s = s * 6364136223846793005ULL + 1) >> 40) / (1 << 24) - 0.5);
    for (size_t i = 0; i < nb; i++) fb[i] = (float)(b[i] = (double)((s = s * 6364136223846793005ULL + 1) >> 40) / (1 << 24) - 0.5);
    for (size_t i = 0; i < nc; i++) fc[i] = (float)(c[i] = r[i] = beta == 0 ? NAN : 0.25);
    if (!dbl)
        for (size_t i = 0; i < na; i++) a[i] = fa[i];
    if (!dbl)
        for (size_t i = 0; i < nb; i++) b[i] = fb[i];
    assert_int_equal(kf_dgemm_ref(layout, T[ta], T[tb], m, n, k, 1.5, a, lda, b, ldb, beta, r,
                                  ldc), 0);
    kf_blas_status st = dbl ? kf_dgemm_cpu(layout, T[ta], T[tb], m, n, k, 1.5, a, lda, b, ldb,
                                           beta, c, ldc)
                            : kf_sgemm_cpu(layout, T[ta], T[tb], m, n, k, 1.5f, fa, lda, fb, ldb,
                                           (float)beta, fc, ldc);
    if (st)
        print_error("%s: %s\n", kf_blas_strerror(st), kf_blas_last_error());
    assert_int_equal(st, 0);
    int bad = 0;
    for (size_t i = 0; i < nc; i++) {
        double got = dbl ? c[i] : fc[i];
        int ok = isnan(r[i]) ? isnan(got) : fabs(got - r[i]) <= (dbl ? 1e-12 : 1e-4) * (k + 1);
        if (!ok && bad++ < 3)
            print_error("%s t%d%d m=%ld n=%ld k=%ld: C[%zu] = %g, want %g\n", row ? "row" : "col",
                        ta, tb, m, n, k, i, got, r[i]);
    }
    free(a); free(b); free(c); free(r); free(fa); free(fb); free(fc);
    return bad;
}

static void sgemm_cpu(void **state)
{
    (void)state;
    int bad = 0;
    for (int ta = 0; ta < 2; ta++)
        for (int tb = 0; tb < 2; tb++) {
            bad += run(0, KF_BLAS_COL_MAJOR, ta, tb, 37, 23, 19, 0.0);  /* bulk + both tails */
            bad += run(0, KF_BLAS_ROW_MAJOR, ta, tb, 1, 1, 1, 0.5);     /* tails only */
            bad += run(0, ta ? KF_BLAS_ROW_MAJOR : KF_BLAS_COL_MAJOR, ta, tb, 64, 16, 0, 2.0);
        }
    assert_int_equal(bad, 0);
}

static void dgemm_cpu(void **state)
{
    (void)state;
    int bad = run(1, KF_BLAS_COL_MAJOR, 0, 1, 41, 19, 13, 1.0);
    bad += run(1, KF_BLAS_ROW_MAJOR, 1, 0, 16, 8, 5, 0.0);
    assert_int_equal(bad, 0);
}

/* Split-K (k >= 8 max(m, n), over 2^22 flops a slice, on two or more
 * threads: this machine's): K cut into one slice per thread, the last
 * slice short of a cache block, the partial products summed into C; every
 * transpose, both layouts, beta 0 (NaN in C) and not, both precisions;
 * and the same problems uncut (KFORGE_BLAS_SPLITK=0). */
static void gemm_cpu_splitk(void **state)
{
    (void)state;
    int bad = 0;
    for (int off = 0; off < 2; off++) {
        if (off)
            setenv("KFORGE_BLAS_SPLITK", "0", 1);
        for (int ta = 0; ta < 2; ta++)
            for (int tb = 0; tb < 2; tb++)
                bad += run(0, (ta + tb) % 2 ? KF_BLAS_ROW_MAJOR : KF_BLAS_COL_MAJOR, ta, tb, 40,
                           30, 4001, ta ? 0.5 : 0.0);
        bad += run(1, KF_BLAS_COL_MAJOR, 1, 0, 33, 29, 5003, 0.0);
        bad += run(1, KF_BLAS_ROW_MAJOR, 0, 1, 64, 64, 8192, -1.0);
    }
    unsetenv("KFORGE_BLAS_SPLITK");
    assert_int_equal(bad, 0);
}

static double urand(uint64_t *s)
{
    *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(*s >> 40) / (1 << 24) - 0.5;
}

/* TRMM (solve 0) or TRSM (solve 1) on the CPU solver against the
 * reference, A and B at an offset into larger arrays (ld = size + pad);
 * for TRSM A's diagonal is made large so the system is well conditioned.
 * Returns the number of wrong elements (the padding included: it must
 * stay untouched). */
static int run_tri(int solve, int dbl, kf_blas_layout layout, kf_blas_side side,
                   kf_blas_uplo uplo, int ta, kf_blas_diag diag, long m, long n, long pad,
                   double alpha)
{
    size_t es = dbl ? 8 : 4, off = (size_t)pad;
    int row = layout == KF_BLAS_ROW_MAJOR;
    long ka = side == KF_BLAS_LEFT ? m : n;
    long lda = ka + pad, ldb = (row ? n : m) + pad;
    size_t na = off + kf_blas_matrix_extent(layout, ka, ka, lda) + 1;
    size_t nb = off + kf_blas_matrix_extent(layout, m, n, ldb) + 1;
    double *ha = malloc(na * 8), *hb = malloc(nb * 8), *rb = malloc(nb * 8);
    char *ba = malloc(na * es), *bb = malloc(nb * es);
    uint64_t s = (uint64_t)(m * 31 + n * 7 + ta + (int)uplo + (int)side * 3 + (int)diag + solve);
    for (size_t i = 0; i < na; i++) ha[i] = urand(&s);
    for (size_t i = 0; i < nb; i++) hb[i] = urand(&s);
    if (solve) { /* small off-diagonal, diagonal near 1 */
        for (size_t i = 0; i < na; i++)
            ha[i] /= ka;
        for (long i = 0; i < ka; i++)
            ha[off + (size_t)i * (lda + 1)] += 1; /* the diagonal, either layout */
    }
    for (size_t i = 0; i < na; i++) {
        if (dbl) ((double *)ba)[i] = ha[i];
        else ((float *)ba)[i] = (float)ha[i], ha[i] = ((float *)ba)[i];
    }
    for (size_t i = 0; i < nb; i++) {
        if (dbl) ((double *)bb)[i] = hb[i];
        else ((float *)bb)[i] = (float)hb[i], hb[i] = ((float *)bb)[i];
    }
    memcpy(rb, hb, nb * 8);
    assert_int_equal((solve ? kf_dtrsm_ref : kf_dtrmm_ref)(layout, side, uplo, T[ta], diag, m, n,
                                                           alpha, ha + off, lda, rb + off, ldb), 0);
    kf_blas_status st;
    if (solve)
        st = dbl ? kf_dtrsm_cpu(layout, side, uplo, T[ta], diag, m, n, alpha,
                                (double *)ba + off, lda, (double *)bb + off, ldb)
                 : kf_strsm_cpu(layout, side, uplo, T[ta], diag, m, n, (float)alpha,
                                (float *)ba + off, lda, (float *)bb + off, ldb);
    else
        st = dbl ? kf_dtrmm_cpu(layout, side, uplo, T[ta], diag, m, n, alpha,
                                (double *)ba + off, lda, (double *)bb + off, ldb)
                 : kf_strmm_cpu(layout, side, uplo, T[ta], diag, m, n, (float)alpha,
                                (float *)ba + off, lda, (float *)bb + off, ldb);
    if (st)
        print_error("%s: %s: %s\n", solve ? "trsm" : "trmm", kf_blas_strerror(st),
                    kf_blas_last_error());
    assert_int_equal(st, 0);
    double tol = (dbl ? 1e-13 : 2e-6) * (ka + 4) * 4;
    int bad = 0;
    for (size_t i = 0; i < nb; i++) {
        double got = dbl ? ((double *)bb)[i] : ((float *)bb)[i];
        if (!(fabs(got - rb[i]) <= tol * (1 + fabs(rb[i]))) && bad++ < 3)
            print_error("%s %c %s %s %s t%d %s m=%ld n=%ld: B[%zu] = %g, want %g\n",
                        solve ? "trsm" : "trmm", dbl ? 'd' : 's', row ? "row" : "col",
                        side == KF_BLAS_LEFT ? "left" : "right",
                        uplo == KF_BLAS_LOWER ? "lower" : "upper", ta,
                        diag == KF_BLAS_UNIT ? "unit" : "non-unit", m, n, i, got, rb[i]);
    }
    free(ha); free(hb); free(rb); free(ba); free(bb);
    return bad;
}

/* Every side, triangle, transpose, diagonal and layout, in both precisions
 * and for both routines, on sizes with tails (primes, more than one TRSM
 * block of 32 and one micro-tile), ld > size, alpha 1 and not. */
static void tri_all(int solve)
{
    int bad = 0, i = 0;
    for (int dbl = 0; dbl < 2; dbl++)
        for (int side = 0; side < 2; side++)
            for (int up = 0; up < 2; up++)
                for (int ta = 0; ta < 2; ta++)
                    for (int unit = 0; unit < 2; unit++, i++)
                        bad += run_tri(solve, dbl,
                                       i % 3 ? KF_BLAS_COL_MAJOR : KF_BLAS_ROW_MAJOR,
                                       side ? KF_BLAS_RIGHT : KF_BLAS_LEFT,
                                       up ? KF_BLAS_UPPER : KF_BLAS_LOWER, ta,
                                       unit ? KF_BLAS_UNIT : KF_BLAS_NON_UNIT,
                                       i % 2 ? 67 : 37, i % 2 ? 41 : 71, i % 3,
                                       i % 4 ? 1.25 : 1.0);
    assert_int_equal(bad, 0);
}

static void trmm_cpu(void **state)
{
    (void)state;
    tri_all(0);
}

/* TRMM with blocks much smaller than the problem (micro-tile 6 x 2, K
 * blocks of 10 rounded to whole micro-tiles, cache blocks of 12 x 16): many
 * K blocks in each direction, zero micro-panels and blocks skipped, and
 * in place (the kernel's C is B) on every side and triangle, except where
 * B is too narrow for the threads (tri_edges' shapes take the copy). */
static void trmm_cpu_blocks(void **state)
{
    (void)state;
    setenv("KFORGE_CPU_GEMM_PARAMS", "wg=2x1 tile=3x2 kb=10 mc=12 nc=16 tasks=2", 1);
    tri_all(0);
    /* B read in place by the kernel (the direct path): in place with rows
     * in one cache block (m <= 12: one or two micro-panels), on a copy
     * with up to sixteen (m <= 96: 90 is fifteen, the last partial, over
     * eight cache blocks); in place with more (13) packs B, and so does
     * a copy with more than sixteen (97) */
    int bad = 0;
    for (int dbl = 0; dbl < 2; dbl++) {
        bad += run_tri(0, dbl, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 0,
                       KF_BLAS_NON_UNIT, 5, 41, 1, 1.25);
        bad += run_tri(0, dbl, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 1, KF_BLAS_UNIT,
                       6, 33, 0, 1.0);
        bad += run_tri(0, dbl, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 0,
                       KF_BLAS_NON_UNIT, 20, 3, 2, -0.5);
        bad += run_tri(0, dbl, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 0,
                       KF_BLAS_NON_UNIT, 13, 40, 0, 1.0);
        bad += run_tri(0, dbl, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 1, KF_BLAS_UNIT,
                       11, 40, 1, 1.5);
        bad += run_tri(0, dbl, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 0,
                       KF_BLAS_NON_UNIT, 12, 29, 0, 1.0);
        bad += run_tri(0, dbl, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 0,
                       KF_BLAS_NON_UNIT, 90, 3, 1, 1.25);
        bad += run_tri(0, dbl, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 1, KF_BLAS_UNIT,
                       96, 2, 0, -0.5);
        bad += run_tri(0, dbl, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 1,
                       KF_BLAS_NON_UNIT, 97, 3, 2, 1.0);
    }
    assert_int_equal(bad, 0);
    unsetenv("KFORGE_CPU_GEMM_PARAMS");
}

/* TRMM with a narrow B (B's width under the triangle's half: tall on the
 * left, wide on the right) is not run in place: B is copied and the
 * threads' tasks cut the triangle's dimension at equal shares of its work
 * (kf_tri_cut, gen_omp.c), pieces of unequal length.  Every side,
 * triangle, transpose and diagonal, both precisions, with small blocks and
 * three tasks per thread (several pieces, some shorter than a cache block,
 * a partial last micro-tile), then with the built-in parameters. */
static void trmm_cpu_tri_cut(void **state)
{
    (void)state;
    int bad = 0, i = 0;
    /* fork=1: two threads from 2^21 flops of real work (m n k for a
     * TRMM), which these sizes pass, so that the kernel forks
     * (kf_blas_cpu_threads_for, cpu.c); else the built-in parameters */
    static const char *const params[] = {"wg=2x1 tile=3x2 kb=10 mc=12 nc=16 tasks=3 fork=1",
                                         "fork=1"};
    for (int pi = 0; pi < 2; pi++) {
        setenv("KFORGE_CPU_GEMM_PARAMS", params[pi], 1);
        long big = pi ? 601 : 701, narrow = pi ? 7 : 5;
        for (int dbl = 0; dbl < 2; dbl++)
            for (int side = 0; side < 2; side++)
                for (int up = 0; up < 2; up++)
                    for (int ta = 0; ta < 2; ta++, i++)
                        bad += run_tri(0, dbl, i % 3 ? KF_BLAS_COL_MAJOR : KF_BLAS_ROW_MAJOR,
                                       side ? KF_BLAS_RIGHT : KF_BLAS_LEFT,
                                       up ? KF_BLAS_UPPER : KF_BLAS_LOWER, ta,
                                       i % 2 ? KF_BLAS_UNIT : KF_BLAS_NON_UNIT,
                                       side ? narrow : big, side ? big : narrow, i % 3,
                                       i % 4 ? 1.25 : 1.0);
    }
    unsetenv("KFORGE_CPU_GEMM_PARAMS");
    assert_int_equal(bad, 0);
}

static void trsm_cpu(void **state)
{
    (void)state;
    tri_all(1);
}

/* TRSM's fused kernel (gen_trsm.c) with a micro-tile of 6 x 2: many tiles
 * down each block and across B, partial ones at both edges, every side,
 * triangle (forward and backward), transpose and layout; and more than
 * one outer block (256 rows) each way. */
static void trsm_cpu_tiles(void **state)
{
    (void)state;
    setenv("KFORGE_CPU_GEMM_PARAMS", "wg=2x1 tile=3x2 kb=10 mc=12 nc=16 tasks=2", 1);
    tri_all(1);
    int bad = 0;
    bad += run_tri(1, 0, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 0, KF_BLAS_NON_UNIT, 269,
                   9, 1, 0.5);
    bad += run_tri(1, 1, KF_BLAS_ROW_MAJOR, KF_BLAS_RIGHT, KF_BLAS_LOWER, 1, KF_BLAS_UNIT, 7, 263,
                   0, 1.0);
    /* a micro-tile of 128 rows, past what the fused kernel takes: the
     * block algorithm instead, still right */
    setenv("KFORGE_CPU_GEMM_PARAMS", "wg=8x1 tile=16x2 kb=16 mc=128 nc=16 tasks=1", 1);
    bad += run_tri(1, 0, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 0, KF_BLAS_NON_UNIT, 70,
                   9, 0, 1.0);
    assert_int_equal(bad, 0);
    unsetenv("KFORGE_CPU_GEMM_PARAMS");
}

/* TRSM with a narrow B (at most KF_BLAS_TRSM_NARROW right-hand sides):
 * the whole triangle by kf_trsm_rows (gen_trsm.c).  With a 6 x 2
 * micro-tile a chunk is 8 blocks of 6 rows and its update runs over
 * columns in steps of 256: 301 rows take 7 chunks, the last ones two
 * column steps, and a partial last block; every side, triangle (forward,
 * backward), transpose, diagonal and layout (A's columns or its rows
 * contiguous), B of 1, 5 and 13 columns (one panel, a partial one, many);
 * then the built-in tile with 600 rows and 37 columns (two column steps,
 * three panels, the last partial).  KFORGE_BLAS_TRSM_NARROW set: every
 * orientation takes the narrow path (by default only left lower N and
 * right lower T, which the last cases run unset). */
static void trsm_cpu_narrow(void **state)
{
    (void)state;
    int bad = 0, i = 0;
    static const long widths[3] = {1, 5, 13};
    setenv("KFORGE_BLAS_TRSM_NARROW", "64", 1);
    setenv("KFORGE_CPU_GEMM_PARAMS", "wg=2x1 tile=3x2 kb=10 mc=12 nc=16 tasks=2", 1);
    for (int dbl = 0; dbl < 2; dbl++)
        for (int side = 0; side < 2; side++)
            for (int up = 0; up < 2; up++)
                for (int ta = 0; ta < 2; ta++, i++) {
                    long w = widths[i % 3];
                    bad += run_tri(1, dbl, i % 3 ? KF_BLAS_COL_MAJOR : KF_BLAS_ROW_MAJOR,
                                   side ? KF_BLAS_RIGHT : KF_BLAS_LEFT,
                                   up ? KF_BLAS_UPPER : KF_BLAS_LOWER, ta,
                                   i % 2 ? KF_BLAS_UNIT : KF_BLAS_NON_UNIT, side ? w : 301,
                                   side ? 301 : w, i % 3, i % 4 ? 1.25 : 1.0);
                }
    unsetenv("KFORGE_CPU_GEMM_PARAMS");
    for (int dbl = 0; dbl < 2; dbl++) {
        bad += run_tri(1, dbl, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 0,
                       KF_BLAS_NON_UNIT, 600, 37, 1, 1.0);
        bad += run_tri(1, dbl, KF_BLAS_ROW_MAJOR, KF_BLAS_RIGHT, KF_BLAS_UPPER, 1, KF_BLAS_UNIT,
                       37, 600, 0, -0.5);
    }
    unsetenv("KFORGE_BLAS_TRSM_NARROW");
    for (int dbl = 0; dbl < 2; dbl++) {
        bad += run_tri(1, dbl, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 0,
                       KF_BLAS_NON_UNIT, 600, 37, 1, 1.0);
        bad += run_tri(1, dbl, KF_BLAS_COL_MAJOR, KF_BLAS_RIGHT, KF_BLAS_LOWER, 1, KF_BLAS_UNIT,
                       21, 333, 2, 1.5);
    }
    assert_int_equal(bad, 0);
}

/* kf_trsm_rows on a team (KFORGE_BLAS_TRSM_ROWS_PANELS=1: B's panels cut
 * among two threads, A's chunk steps packed once for both through a ring
 * of four: cpu_trsm_rows, gen_trsm.c): a 6 x 2 micro-tile, 301 rows (7 chunks of 8 blocks, the
 * ring reused, a partial last block) and 25 columns (13 panels, 7 and 6,
 * the last partial), fork=1 so that the 2.3 Mflop solve takes two
 * threads; every side, triangle, transpose, diagonal and layout, both
 * precisions.  Then the chunks' shared update again
 * (KFORGE_BLAS_TRSM_ROWS_PANELS=0) at the built-in tile on two threads. */
static void trsm_cpu_team(void **state)
{
    (void)state;
    int bad = 0, i = 0;
    setenv("KFORGE_BLAS_TRSM_NARROW", "64", 1);
    setenv("KFORGE_BLAS_TRSM_ROWS_PANELS", "1", 1);
    setenv("KFORGE_CPU_GEMM_PARAMS", "wg=2x1 tile=3x2 kb=10 mc=12 nc=16 tasks=2 fork=1", 1);
    for (int dbl = 0; dbl < 2; dbl++)
        for (int side = 0; side < 2; side++)
            for (int up = 0; up < 2; up++)
                for (int ta = 0; ta < 2; ta++, i++)
                    bad += run_tri(1, dbl, i % 3 ? KF_BLAS_COL_MAJOR : KF_BLAS_ROW_MAJOR,
                                   side ? KF_BLAS_RIGHT : KF_BLAS_LEFT,
                                   up ? KF_BLAS_UPPER : KF_BLAS_LOWER, ta,
                                   i % 2 ? KF_BLAS_UNIT : KF_BLAS_NON_UNIT, side ? 25 : 301,
                                   side ? 301 : 25, i % 3, i % 4 ? 1.25 : 1.0);
    unsetenv("KFORGE_CPU_GEMM_PARAMS");
    setenv("KFORGE_BLAS_TRSM_ROWS_PANELS", "0", 1);
    for (int dbl = 0; dbl < 2; dbl++)
        bad += run_tri(1, dbl, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 0,
                       KF_BLAS_NON_UNIT, 600, 37, 1, -0.5);
    unsetenv("KFORGE_BLAS_TRSM_ROWS_PANELS");
    unsetenv("KFORGE_BLAS_TRSM_NARROW");
    assert_int_equal(bad, 0);
}

/* TRSM's work buffers are kept between calls (solvers/cpu.c, the pool):
 * two threads solve shapes of different sizes at once, over and over
 * (buffers taken, grown and handed back while the other holds its own),
 * and every result must equal the same call's made alone beforehand. */
typedef struct pool_job {
    long m[3], n[3];
    float *a[3], *b, *want[3], *out;
    int wrong;
} pool_job;

static void *pool_worker(void *arg)
{
    pool_job *j = arg;
    for (int rep = 0; rep < 6; rep++)
        for (int s = 0; s < 3; s++) {
            long m = j->m[s], n = j->n[s];
            memcpy(j->out, j->b, (size_t)m * n * sizeof(float));
            if (kf_strsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                             KF_BLAS_NON_UNIT, m, n, 1.5f, j->a[s], m, j->out, m) ||
                memcmp(j->out, j->want[s], (size_t)m * n * sizeof(float)))
                j->wrong++;
        }
    return NULL;
}

static void trsm_cpu_pool(void **state)
{
    (void)state;
    pool_job job[2] = {{{70, 33, 300}, {300, 1000, 400}, {0}, 0, {0}, 0, 0},
                       {{40, 200, 5}, {1000, 400, 700}, {0}, 0, {0}, 0, 0}};
    uint64_t seed = 11;
    for (int t = 0; t < 2; t++) {
        pool_job *j = &job[t];
        j->b = malloc(300 * 1000 * sizeof(float));
        j->out = malloc(300 * 1000 * sizeof(float));
        for (long i = 0; i < 300 * 1000; i++)
            j->b[i] = (float)urand(&seed);
        for (int s = 0; s < 3; s++) {
            long m = j->m[s], n = j->n[s];
            j->a[s] = malloc((size_t)m * m * sizeof(float)); /* diagonal near 1 */
            for (long i = 0; i < m * m; i++)
                j->a[s][i] = (float)(urand(&seed) / m + (i % (m + 1) == 0));
            j->want[s] = malloc((size_t)m * n * sizeof(float));
            memcpy(j->want[s], j->b, (size_t)m * n * sizeof(float));
            assert_int_equal(kf_strsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                          KF_BLAS_NO_TRANS, KF_BLAS_NON_UNIT, m, n, 1.5f,
                                          j->a[s], m, j->want[s], m), 0);
        }
    }
    pthread_t tid;
    assert_int_equal(pthread_create(&tid, NULL, pool_worker, &job[1]), 0);
    pool_worker(&job[0]);
    pthread_join(tid, NULL);
    for (int t = 0; t < 2; t++) {
        assert_int_equal(job[t].wrong, 0);
        for (int s = 0; s < 3; s++)
            free(job[t].want[s]), free(job[t].a[s]);
        free(job[t].b), free(job[t].out);
    }
}

/* Sizes 1 and tiny, alpha 0, both layouts; m or n 0 leaves B alone. */
static void tri_edges(void **state)
{
    (void)state;
    int bad = 0;
    for (int solve = 0; solve < 2; solve++) {
        bad += run_tri(solve, 0, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, 0,
                       KF_BLAS_NON_UNIT, 1, 1, 0, 2.0);
        bad += run_tri(solve, 1, KF_BLAS_ROW_MAJOR, KF_BLAS_RIGHT, KF_BLAS_UPPER, 1,
                       KF_BLAS_UNIT, 1, 3, 2, 0.5);
        bad += run_tri(solve, 0, KF_BLAS_ROW_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 0,
                       KF_BLAS_NON_UNIT, 2, 1, 1, 0.0);
        bad += run_tri(solve, 1, KF_BLAS_COL_MAJOR, KF_BLAS_RIGHT, KF_BLAS_LOWER, 1,
                       KF_BLAS_NON_UNIT, 33, 32, 3, -1.0);
    }
    /* more than one outer block of TRSM (256), on each side and direction */
    bad += run_tri(1, 0, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 1, KF_BLAS_NON_UNIT, 300,
                   7, 1, 0.75);
    bad += run_tri(1, 1, KF_BLAS_ROW_MAJOR, KF_BLAS_RIGHT, KF_BLAS_LOWER, 0, KF_BLAS_UNIT, 5, 290,
                   2, 1.0);
    bad += run_tri(1, 0, KF_BLAS_COL_MAJOR, KF_BLAS_RIGHT, KF_BLAS_UPPER, 0, KF_BLAS_NON_UNIT, 3,
                   530, 0, -2.0);
    /* the same with B wide enough for the diagonal blocks' products in
     * place (TRMM's kernel on B_i) */
    bad += run_tri(1, 0, KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_UPPER, 1, KF_BLAS_NON_UNIT, 300,
                   50, 1, 0.75);
    bad += run_tri(1, 1, KF_BLAS_ROW_MAJOR, KF_BLAS_RIGHT, KF_BLAS_LOWER, 0, KF_BLAS_UNIT, 45,
                   290, 2, 1.0);
    float x[4] = {1, 2, 3, 4};
    assert_int_equal(kf_strsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS,
                                  KF_BLAS_UNIT, 0, 2, 1, x, 1, x, 1), 0);
    assert_int_equal(kf_strmm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_RIGHT, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 2, 0, 1, x, 1, x, 2), 0);
    assert_true(x[0] == 1 && x[1] == 2 && x[2] == 3 && x[3] == 4);
    assert_int_equal(bad, 0);
}

static void errors(void **state)
{
    (void)state;
    float x[4] = {0};
    assert_int_equal(kf_sgemm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 2, 2, 2,
                                  1, x, 1, x, 2, 0, x, 2), KF_BLAS_ERR_LDA);
    assert_int_equal(kf_sgemm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 2, 2, 2,
                                  1, NULL, 2, x, 2, 0, x, 2), KF_BLAS_ERR_NULL_BUFFER);
    assert_int_equal(kf_sgemm_cpu((kf_blas_layout)5, KF_BLAS_NO_TRANS, KF_BLAS_NO_TRANS, 2, 2, 2,
                                  1, x, 2, x, 2, 0, x, 2), KF_BLAS_ERR_LAYOUT);
    /* TRMM/TRSM: each argument's own error, in argument order */
    assert_int_equal(kf_strmm_cpu(KF_BLAS_COL_MAJOR, (kf_blas_side)0, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 2, 2, 1, x, 2, x, 2),
                     KF_BLAS_ERR_SIDE);
    assert_int_equal(kf_strsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, (kf_blas_uplo)0,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 2, 2, 1, x, 2, x, 2),
                     KF_BLAS_ERR_UPLO);
    assert_int_equal(kf_strsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                  (kf_blas_transpose)0, KF_BLAS_UNIT, 2, 2, 1, x, 2, x, 2),
                     KF_BLAS_ERR_TRANS_A);
    assert_int_equal(kf_strmm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, (kf_blas_diag)0, 2, 2, 1, x, 2, x, 2),
                     KF_BLAS_ERR_DIAG);
    assert_int_equal(kf_strsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, -1, 2, 1, x, 2, x, 2),
                     KF_BLAS_ERR_SIZE);
    assert_int_equal(kf_strsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 2, 2, 1, x, 1, x, 2),
                     KF_BLAS_ERR_LDA);
    assert_int_equal(kf_strmm_cpu(KF_BLAS_ROW_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 2, 3, 1, x, 2, x, 2),
                     KF_BLAS_ERR_LDB);
    assert_int_equal(kf_dtrsm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_LEFT, KF_BLAS_LOWER,
                                  KF_BLAS_NO_TRANS, KF_BLAS_UNIT, 2, 2, 1, NULL, 2, NULL, 2),
                     KF_BLAS_ERR_NULL_BUFFER);
    /* no compiler: a build error with the reason, not a crash (a size whose
     * kernel is not loaded yet: double, tt, tails only) */
    kf_blas_release();
    setenv("KFORGE_CC", "/nonexistent/cc", 1);
    double d[4] = {0};
    assert_int_equal(kf_dgemm_cpu(KF_BLAS_COL_MAJOR, KF_BLAS_TRANS, KF_BLAS_TRANS, 1, 1, 1, 1, d,
                                  1, d, 1, 0, d, 1), KF_BLAS_ERR_BUILD);
    assert_non_null(strstr(kf_blas_last_error(), "/nonexistent/cc"));
    unsetenv("KFORGE_CC");
}

/* Writes the CPU store: each line "routine prec size [nb=..]" followed by
 * the built-in parameters with kb, mc, nc and tasks replaced by `blk`. */
static void write_store(const char *dir, const char *const *lines, const int (*blk)[4], int n)
{
    char *key = kf_store_cpu_key();
    assert_non_null(key);
    kf_store s;
    assert_int_equal(kf_store_load_cpu(&s, NULL), 0);
    s.n = 0;
    for (int i = 0; i < n; i++) {
        kf_store_entry e = {0};
        char prec = 0;
        assert_true(sscanf(lines[i], "%15s %c %7s nb=%d", e.routine, &prec, e.size, &e.nb) >= 3);
        e.prec = prec;
        e.params = kf_blas_cpu_defaults((kf_blas_precision)prec);
        e.params.kb = blk[i][0];
        e.params.mc = blk[i][1];
        e.params.nc = blk[i][2];
        e.params.tasks = blk[i][3];
        e.gflops = 1.5;
        assert_int_equal(kf_store_set(&s, &e), 0);
    }
    assert_int_equal(kf_store_save(&s), 0);
    assert_non_null(strstr(s.path, dir));
    kf_store_free(&s);
    free(key);
    kf_blas_release(); /* the selector reads the store again */
}

/* Whether the explain hook's last line starts with `head` and names the
 * blocking kb, mc, nc, tasks. */
static void expect_choice(const char *head, int kb, int mc, int nc, int tasks)
{
    const char *last = kf_blas_select_last();
    char want[96];
    snprintf(want, sizeof want, "kb=%d ku=", kb);
    int ok = strncmp(last, head, strlen(head)) == 0 && strstr(last, want);
    snprintf(want, sizeof want, "mc=%d nc=%d tasks=%d", mc, nc, tasks);
    ok = ok && strstr(last, want);
    if (!ok)
        print_error("explain: '%s', wanted '%s' ... kb=%d ... %s\n", last, head, kb, want);
    assert_true(ok);
}

/* A store with distinctive blocking (K blocks of 40, 24 x 48 cache blocks,
 * 3 tasks per thread: nothing the defaults would pick) drives GEMM, TRMM
 * and TRSM, the results still right; the environment overrides it; a
 * corrupt store leaves the defaults. */
static void cpu_store(void **state)
{
    (void)state;
    char dir[] = "/tmp/kforge-cpu-store-XXXXXX", *old;
    store_dir(dir, &old);
    static const char *const lines[] = {"gemm s small", "gemm d large", "trmm d small",
                                        "trsm s small nb=16"};
    static const int blk[][4] = {{40, 24, 48, 3}, {96, 72, 200, 2}, {24, 40, 56, 2},
                                 {56, 32, 64, 4}};
    write_store(dir, lines, blk, 4);
    const kf_blas_layout C = KF_BLAS_COL_MAJOR;
    const kf_blas_side L = KF_BLAS_LEFT, R = KF_BLAS_RIGHT;
    const kf_blas_uplo LO = KF_BLAS_LOWER, UP = KF_BLAS_UPPER;
    const kf_blas_diag NU = KF_BLAS_NON_UNIT;

    assert_int_equal(run(0, C, 0, 1, 67, 45, 53, 0.5), 0);
    expect_choice("gemm s small: cpu store gemm: ", 40, 24, 48, 3);
    assert_int_equal(run(1, C, 1, 0, 150, 131, 140, 0.0), 0);
    expect_choice("gemm d large: cpu store gemm: ", 96, 72, 200, 2);
    /* untuned class: the built-in parameters */
    kf_gemm_params d = kf_blas_cpu_defaults(KF_BLAS_DOUBLE);
    assert_int_equal(run(1, C, 0, 0, 30, 20, 10, 1.0), 0);
    expect_choice("gemm d small: cpu defaults: ", d.kb, d.mc, d.nc, d.tasks);
    /* TRMM without an entry of its own takes GEMM's; with one, its own */
    assert_int_equal(run_tri(0, 0, C, L, LO, 0, NU, 67, 41, 1, 1.25), 0);
    expect_choice("trmm s small: cpu store gemm: ", 40, 24, 48, 3);
    assert_int_equal(run_tri(0, 1, C, R, UP, 1, NU, 37, 71, 0, 1.0), 0);
    expect_choice("trmm d small: cpu store trmm: ", 24, 40, 56, 2);
    /* TRSM: its own entry, blocks of 16 */
    assert_int_equal(run_tri(1, 0, C, L, UP, 0, NU, 67, 41, 2, 1.25), 0);
    expect_choice("trsm s small: cpu store trsm: nb=16 ", 56, 32, 64, 4);
    /* the environment over the store */
    setenv("KFORGE_CPU_GEMM_PARAMS", "kb=32 mc=16 nc=24 tasks=2", 1);
    assert_int_equal(run(0, C, 0, 0, 67, 45, 53, 1.0), 0);
    expect_choice("gemm s small: KFORGE_CPU_GEMM_PARAMS: ", 32, 16, 24, 2);
    unsetenv("KFORGE_CPU_GEMM_PARAMS");

    /* corrupt (truncated): ignored, the defaults run */
    kf_store s;
    assert_int_equal(kf_store_load_cpu(&s, NULL), 0);
    FILE *f = fopen(s.path, "w");
    assert_non_null(f);
    fputs("kforge-store 1\ngemm s small pattern=global kb=40\n", f);
    fclose(f);
    int warned = 0;
    kf_store t;
    assert_int_equal(kf_store_load_cpu(&t, &warned), 0);
    assert_int_equal(warned, 1);
    assert_int_equal(t.n, 0);
    kf_store_free(&t);
    kf_blas_release();
    kf_gemm_params sd = kf_blas_cpu_defaults(KF_BLAS_SINGLE);
    assert_int_equal(run(0, C, 0, 1, 67, 45, 53, 0.5), 0);
    expect_choice("gemm s small: cpu defaults: ", sd.kb, sd.mc, sd.nc, sd.tasks);
    char *path = strdup(s.path);
    kf_store_free(&s);
    store_dir_done(path, dir, old);
    free(path);
    kf_blas_release();
}

/* TRSM with every other diagonal block the store can choose (8, 64 and
 * 128; 32 is the default, 16 cpu_store's), on the block algorithm (the
 * fused kernel off: KFORGE_BLAS_TRSM_FUSED=0): the OpenMP inversion has a
 * loop over whole rows up to 32 columns and over the non-zero part above,
 * both run here, on one block and several (a partial last one), every
 * side and triangle. */
static void trsm_cpu_nb(void **state)
{
    (void)state;
    static const int nbs[] = {8, 64, 128};
    int bad = 0;
    setenv("KFORGE_BLAS_TRSM_FUSED", "0", 1); /* the blocks of nb, not the fused kernel */
    for (int i = 0; i < 3; i++) {
        char dir[] = "/tmp/kforge-cpu-nb-XXXXXX", *old, ls[32], ld[32];
        store_dir(dir, &old);
        snprintf(ls, sizeof ls, "trsm s small nb=%d", nbs[i]);
        snprintf(ld, sizeof ld, "trsm d small nb=%d", nbs[i]);
        const char *const lines[] = {ls, ld};
        static const int blk[][4] = {{64, 64, 256, 1}, {64, 64, 256, 1}};
        write_store(dir, lines, blk, 2);
        for (int j = 0; j < 8; j++)
            bad += run_tri(1, j & 1, j % 3 ? KF_BLAS_COL_MAJOR : KF_BLAS_ROW_MAJOR,
                           j & 2 ? KF_BLAS_RIGHT : KF_BLAS_LEFT,
                           j & 4 ? KF_BLAS_UPPER : KF_BLAS_LOWER, j % 3 == 1,
                           j % 5 ? KF_BLAS_NON_UNIT : KF_BLAS_UNIT, j & 2 ? 60 : 130,
                           j & 2 ? 130 : 60, j % 2, 1.0);
        kf_store s;
        assert_int_equal(kf_store_load_cpu(&s, NULL), 0);
        char *path = strdup(s.path);
        kf_store_free(&s);
        store_dir_done(path, dir, old);
        free(path);
        kf_blas_release();
    }
    unsetenv("KFORGE_BLAS_TRSM_FUSED");
    assert_int_equal(bad, 0);
}

int main(void)
{
    setenv("KFORGE_CACHE_DIR", "build/kforge-cache", 0);
    /* two threads where the user sets none, on a one-CPU machine too: the
     * cuts between threads are what several tests check (libgomp reads it
     * when the first kernel loads it) */
    setenv("OMP_NUM_THREADS", "2", 0);
    /* no store of the user's: the built-in parameters unless a test says */
    char dir[] = "/tmp/kforge-cpu-nostore-XXXXXX";
    if (mkdtemp(dir))
        setenv("KFORGE_STORE_DIR", dir, 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sgemm_cpu), cmocka_unit_test(dgemm_cpu), cmocka_unit_test(gemm_cpu_splitk), cmocka_unit_test(trmm_cpu), cmocka_unit_test(trmm_cpu_blocks),
        cmocka_unit_test(trmm_cpu_tri_cut),
        cmocka_unit_test(trsm_cpu),  cmocka_unit_test(trsm_cpu_tiles), cmocka_unit_test(trsm_cpu_narrow), cmocka_unit_test(trsm_cpu_team), cmocka_unit_test(trsm_cpu_pool), cmocka_unit_test(tri_edges), cmocka_unit_test(errors),
        cmocka_unit_test(cpu_store), cmocka_unit_test(trsm_cpu_nb),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kf_blas_release();
    rmdir(dir);
    return rc;
}
