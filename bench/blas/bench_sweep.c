/*
 * bench_sweep.c: the BLAS sweep (`make bench-blas`): GEMM, TRMM and TRSM,
 * single and double, over square sizes (powers of two and not) and
 * non-square shapes, four libraries in the same run: kforge and CLBlast on
 * the same OpenCL queue (PoCL here), kforge's CPU solver and OpenBLAS with
 * the same number of threads.
 *
 *   bench_sweep [-q] [-s SIZES] [-p s|d|sd] [-R gemm,trmm,trsm] [-L ocl,cpu]
 *               [-r REPS] [-t THREADS] [-d DEVICE] [-o PREFIX] [-C] [-W]
 *
 * -q (or BENCH_QUICK=1) runs fewer sizes; -s takes a comma list of square
 * sizes instead.  Per routine and precision it prints a row per shape
 * (GFLOP/s of each library, kforge/CLBlast and kforge CPU/OpenBLAS), and
 * under each ratio column its geometric mean and its worst value; then a
 * summary of those.  With -o, PREFIX.dat holds the square sizes' GFLOP/s
 * and PREFIX.svg their plot (gnuplot; skipped with a note when gnuplot is
 * missing).
 *
 * -C times each call by the CPU time of the process instead of the wall
 * clock: with one thread (-t 1, OMP_NUM_THREADS=1) the kernels' own cost,
 * which load from other processes barely moves; meaningless with more
 * threads (OpenBLAS's idle threads spin).
 *
 * Timing: the libraries alternate sample by sample (load from other
 * processes falls on all alike), after one warm-up call each (kernel
 * builds, thread pools); the best sample of each gives its GFLOP/s.  A
 * short sleep precedes each sample: OpenBLAS's idle threads spin for a
 * while after a call and would take a core from the run that follows.
 * Each call so starts cold (caches, TLB and the threads' wake-up), as a
 * call made now and then does.  -W (warm) times a library's calls back to
 * back instead, as a loop of calls runs: each sample is the mean of a run
 * of calls made without a pause (at least 4, and at least 20 ms of them),
 * the sleep only between the runs.
 * TRMM/TRSM restore B before each sample, outside the timing.  Every
 * library's result is checked against OpenBLAS's (the exit status).
 * OpenBLAS runs the kernel it picks for this CPU: run it with
 * OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset (the Makefile does); the
 * kernel's name (openblas_get_corename) is printed.  Not part of
 * `make check`.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <clblast_c.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <x86_64-linux-gnu/cblas.h>

#include "kforge/blas.h"
#include "support/ocl.h"

void openblas_set_num_threads(int n);
char *openblas_get_corename(void);

enum { GEMM, TRMM, TRSM };
enum { KF_OCL, CLBLAST, KF_CPU, OPENBLAS, NLIB };
static const char *const lib_name[NLIB] = {"kforge-ocl", "CLBlast", "kforge-cpu", "OpenBLAS"};
static const char *const routine_name[3] = {"gemm", "trmm", "trsm"};

/* A problem: GEMM m x n x k; TRMM/TRSM a left m x m triangle times an
 * m x n B (k unused). */
typedef struct shape {
    char name[24];
    long m, n, k;
} shape;

static clockid_t clock_id = CLOCK_MONOTONIC; /* -C: CLOCK_PROCESS_CPUTIME_ID */
static int warm;                               /* -W: calls back to back */

static double now(void)
{
    struct timespec ts;
    clock_gettime(clock_id, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

typedef struct bench {
    kf_ocl_env env;
    int use_ocl, use_cpu, dbl, reps;
    size_t es;
    void *a, *b, *c[NLIB];  /* host operands; each library's result */
    cl_mem A, B, C;
} bench;

/* One call of routine r by lib on shape s (column-major, no transposes,
 * left lower non-unit for the triangle).  0 or the failing status. */
static int call(bench *bc, int r, int lib, const shape *s)
{
    const long m = s->m, n = s->n, k = r == GEMM ? s->k : s->m;
    const int d = bc->dbl;
    cl_command_queue *q = &bc->env.queue;
    const kf_blas_layout L = KF_BLAS_COL_MAJOR;
    const kf_blas_transpose N = KF_BLAS_NO_TRANS;
    if (lib == KF_OCL && r == GEMM)
        return d ? kf_dgemm(L, N, N, m, n, k, 1.0, bc->A, 0, m, bc->B, 0, k, 0.0, bc->C, 0, m, *q,
                            NULL)
                 : kf_sgemm(L, N, N, m, n, k, 1.0f, bc->A, 0, m, bc->B, 0, k, 0.0f, bc->C, 0, m,
                            *q, NULL);
    if (lib == KF_OCL && r == TRMM)
        return d ? kf_dtrmm(L, KF_BLAS_LEFT, KF_BLAS_LOWER, N, KF_BLAS_NON_UNIT, m, n, 1.0, bc->A,
                            0, m, bc->C, 0, m, *q, NULL)
                 : kf_strmm(L, KF_BLAS_LEFT, KF_BLAS_LOWER, N, KF_BLAS_NON_UNIT, m, n, 1.0f,
                            bc->A, 0, m, bc->C, 0, m, *q, NULL);
    if (lib == KF_OCL)
        return d ? kf_dtrsm(L, KF_BLAS_LEFT, KF_BLAS_LOWER, N, KF_BLAS_NON_UNIT, m, n, 1.0, bc->A,
                            0, m, bc->C, 0, m, *q)
                 : kf_strsm(L, KF_BLAS_LEFT, KF_BLAS_LOWER, N, KF_BLAS_NON_UNIT, m, n, 1.0f,
                            bc->A, 0, m, bc->C, 0, m, *q);
    const CLBlastLayout CL = CLBlastLayoutColMajor;
    const CLBlastTranspose CN = CLBlastTransposeNo;
    const CLBlastSide S = CLBlastSideLeft;
    const CLBlastTriangle T = CLBlastTriangleLower;
    const CLBlastDiagonal D = CLBlastDiagonalNonUnit;
    if (lib == CLBLAST && r == GEMM)
        return d ? CLBlastDgemm(CL, CN, CN, m, n, k, 1.0, bc->A, 0, m, bc->B, 0, k, 0.0, bc->C, 0,
                                m, q, NULL)
                 : CLBlastSgemm(CL, CN, CN, m, n, k, 1.0f, bc->A, 0, m, bc->B, 0, k, 0.0f, bc->C,
                                0, m, q, NULL);
    if (lib == CLBLAST && r == TRMM)
        return d ? CLBlastDtrmm(CL, S, T, CN, D, m, n, 1.0, bc->A, 0, m, bc->C, 0, m, q, NULL)
                 : CLBlastStrmm(CL, S, T, CN, D, m, n, 1.0f, bc->A, 0, m, bc->C, 0, m, q, NULL);
    if (lib == CLBLAST)
        return d ? CLBlastDtrsm(CL, S, T, CN, D, m, n, 1.0, bc->A, 0, m, bc->C, 0, m, q, NULL)
                 : CLBlastStrsm(CL, S, T, CN, D, m, n, 1.0f, bc->A, 0, m, bc->C, 0, m, q, NULL);
    void *out = bc->c[lib];
    const kf_blas_side KS = KF_BLAS_LEFT;
    const kf_blas_uplo KU = KF_BLAS_LOWER;
    const kf_blas_diag KD = KF_BLAS_NON_UNIT;
    if (lib == KF_CPU && r == GEMM)
        return d ? kf_dgemm_cpu(L, N, N, m, n, k, 1.0, bc->a, m, bc->b, k, 0.0, out, m)
                 : kf_sgemm_cpu(L, N, N, m, n, k, 1.0f, bc->a, m, bc->b, k, 0.0f, out, m);
    if (lib == KF_CPU && r == TRMM)
        return d ? kf_dtrmm_cpu(L, KS, KU, N, KD, m, n, 1.0, bc->a, m, out, m)
                 : kf_strmm_cpu(L, KS, KU, N, KD, m, n, 1.0f, bc->a, m, out, m);
    if (lib == KF_CPU)
        return d ? kf_dtrsm_cpu(L, KS, KU, N, KD, m, n, 1.0, bc->a, m, out, m)
                 : kf_strsm_cpu(L, KS, KU, N, KD, m, n, 1.0f, bc->a, m, out, m);
    if (r == GEMM && d)
        cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.0, bc->a, m, bc->b, k,
                    0.0, out, m);
    else if (r == GEMM)
        cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.0f, bc->a, m, bc->b, k,
                    0.0f, out, m);
    else if (d)
        (r == TRMM ? cblas_dtrmm : cblas_dtrsm)(CblasColMajor, CblasLeft, CblasLower,
                                                CblasNoTrans, CblasNonUnit, m, n, 1.0, bc->a, m,
                                                out, m);
    else
        (r == TRMM ? cblas_strmm : cblas_strsm)(CblasColMajor, CblasLeft, CblasLower,
                                                CblasNoTrans, CblasNonUnit, m, n, 1.0f, bc->a, m,
                                                out, m);
    return 0;
}

/* B restored for TRMM/TRSM (they overwrite it). */
static void restore(bench *bc, int r, int lib, size_t bytes)
{
    if (r != GEMM && (lib == KF_OCL || lib == CLBLAST))
        clEnqueueWriteBuffer(bc->env.queue, bc->C, CL_TRUE, 0, bytes, bc->b, 0, NULL, NULL);
    else if (r != GEMM)
        memcpy(bc->c[lib], bc->b, bytes);
}

/* One timed sample (B restored first for TRMM/TRSM); negative on failure.
 * Warm (-W): the mean of a run of calls back to back, then B restored and
 * one call more, untimed, whose result is checked. */
static double sample(bench *bc, int r, int lib, const shape *s)
{
    size_t bytes = (size_t)s->m * s->n * bc->es;
    int ocl = lib == KF_OCL || lib == CLBLAST;
    restore(bc, r, lib, bytes);
    nanosleep(&(struct timespec){0, 50000000}, NULL);
    double t0 = now(), dt;
    int st, calls = 0;
    do {
        st = call(bc, r, lib, s);
        if (ocl)
            clFinish(bc->env.queue);
        calls++;
        dt = now() - t0;
    } while (warm && !st && (calls < 4 || dt < 0.02));
    dt /= calls;
    if (warm && !st) {
        restore(bc, r, lib, bytes);
        st = call(bc, r, lib, s);
        if (ocl)
            clFinish(bc->env.queue);
    }
    if (st) {
        fprintf(stderr, "bench_sweep: %s %s %s failed: %d %s\n", lib_name[lib],
                routine_name[r], s->name, st, lib == KF_OCL || lib == KF_CPU
                ? kf_blas_last_error() : "");
        return -1;
    }
    if (ocl)
        clEnqueueReadBuffer(bc->env.queue, bc->C, CL_TRUE, 0, bytes, bc->c[lib], 0, NULL, NULL);
    return dt;
}

/* Fills the host operands of shape s: A small off its diagonal and near 1
 * on it (TRSM well conditioned), B in [-0.5, 0.5]. */
static void fill(bench *bc, int r, const shape *s)
{
    long ra = s->m, ca = r == GEMM ? s->k : s->m, rb = r == GEMM ? s->k : s->m;
    for (long j = 0; j < ca; j++)
        for (long i = 0; i < ra; i++) {
            double x = ((double)rand() / RAND_MAX - 0.5) / (double)ca;
            if (i == j)
                x += 1;
            if (bc->dbl)
                ((double *)bc->a)[j * ra + i] = x;
            else
                ((float *)bc->a)[j * ra + i] = (float)x;
        }
    for (long i = 0; i < rb * s->n; i++) {
        double y = (double)rand() / RAND_MAX - 0.5;
        if (bc->dbl)
            ((double *)bc->b)[i] = y;
        else
            ((float *)bc->b)[i] = (float)y;
    }
}

/* The largest difference of lib's result from OpenBLAS's, over the
 * largest magnitude of OpenBLAS's (at least 1). */
static double rel_diff(const bench *bc, int lib, size_t count)
{
    double d = 0, big = 1;
    for (size_t i = 0; i < count; i++) {
        double x = bc->dbl ? ((double *)bc->c[lib])[i] : ((float *)bc->c[lib])[i];
        double y = bc->dbl ? ((double *)bc->c[OPENBLAS])[i] : ((float *)bc->c[OPENBLAS])[i];
        if (!(fabs(x - y) <= d))
            d = fabs(x - y);
        if (fabs(y) > big)
            big = fabs(y);
    }
    return d / big;
}

/* Measures shape s for routine r: GFLOP/s per library into gf (0 where a
 * library is not run).  0, 1 when a result is wrong, -1 on failure. */
static int measure(bench *bc, int r, const shape *s, double gf[NLIB])
{
    long m = s->m, n = s->n, k = r == GEMM ? s->k : s->m;
    size_t es = bc->es, sa = (size_t)m * k * es, sb = (size_t)k * n * es, sc = (size_t)m * n * es;
    fill(bc, r, s);
    cl_int rc = CL_SUCCESS;
    if (bc->use_ocl) {
        bc->A = clCreateBuffer(bc->env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sa,
                               bc->a, &rc);
        bc->B = clCreateBuffer(bc->env.context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sb,
                               bc->b, &rc);
        bc->C = clCreateBuffer(bc->env.context, CL_MEM_READ_WRITE, sc, NULL, &rc);
        if (!bc->A || !bc->B || !bc->C)
            return -1;
    }
    double flop = r == GEMM ? 2.0 * m * n * k : (double)m * m * n;
    /* small problems: more samples, their time is short and noisy */
    int samples = bc->reps + (flop < 2e8 ? 6 : flop < 2e9 ? 2 : 0);
    double best[NLIB];
    for (int l = 0; l < NLIB; l++)
        best[l] = 1e30;
    int lo = bc->use_ocl ? KF_OCL : KF_CPU, hi = bc->use_cpu ? OPENBLAS : CLBLAST;
    for (int i = 0; i <= samples; i++)
        for (int l = lo; l <= hi; l++) {
            if (l == KF_CPU && !bc->use_cpu)
                continue;
            if (l == OPENBLAS && !bc->use_cpu && i > 0)
                continue; /* OpenBLAS once: the reference */
            double t = sample(bc, r, l, s);
            if (t < 0)
                return -1;
            if (i > 0 && t < best[l])
                best[l] = t;
        }
    if (!bc->use_cpu) /* the reference alone */
        sample(bc, r, OPENBLAS, s);
    int wrong = 0;
    double tol = (bc->dbl ? 1e-12 : 1e-5) * (double)k;
    for (int l = 0; l < NLIB; l++) {
        gf[l] = best[l] < 1e29 ? flop / best[l] * 1e-9 : 0;
        if (l == OPENBLAS || (l <= CLBLAST && !bc->use_ocl) || (l == KF_CPU && !bc->use_cpu))
            continue;
        double e = rel_diff(bc, l, (size_t)m * n);
        if (!(e <= tol)) {
            fprintf(stderr, "bench_sweep: %s %c%s %s differs from OpenBLAS by %.3g (relative)\n",
                    lib_name[l], bc->dbl ? 'd' : 's', routine_name[r], s->name, e);
            wrong = 1;
        }
    }
    if (!bc->use_cpu)
        gf[OPENBLAS] = 0;
    if (bc->use_ocl) {
        clReleaseMemObject(bc->A);
        clReleaseMemObject(bc->B);
        clReleaseMemObject(bc->C);
    }
    return wrong;
}

/* A ratio column's summary: the geometric mean and the worst value. */
typedef struct column {
    double logsum, worst;
    int count;
    char worst_at[24];
} column;

static void column_add(column *c, double ratio, const char *at)
{
    if (!(ratio > 0))
        return;
    c->logsum += log(ratio);
    if (c->count++ == 0 || ratio < c->worst) {
        c->worst = ratio;
        snprintf(c->worst_at, sizeof c->worst_at, "%s", at);
    }
}

static double column_geomean(const column *c)
{
    return c->count ? exp(c->logsum / c->count) : 0;
}

/* The plot of the square sizes: one panel per routine and precision, the
 * four libraries' GFLOP/s by size. */
static void plot(const char *prefix, const char *precs, const int *routines, int nr)
{
    char script[4096];
    int len = 0;
    len += snprintf(script + len, sizeof script - len,
                    "set terminal svg size %d,%d dynamic font 'sans,10'\n"
                    "set output '%s.svg'\nset multiplot layout %d,%d\n"
                    "set xlabel 'n'\nset ylabel 'GFLOP/s (log)'\nset logscale y\n"
                    "set key bottom right\nset grid\n",
                    420 * nr, 340 * (int)strlen(precs), prefix, (int)strlen(precs), nr);
    int col = 2;
    for (int p = 0; precs[p]; p++)
        for (int r = 0; r < nr; r++, col += NLIB) {
            len += snprintf(script + len, sizeof script - len, "set title '%c%s'\nplot ",
                            precs[p], routine_name[routines[r]]);
            for (int l = 0; l < NLIB; l++)
                len += snprintf(script + len, sizeof script - len,
                                "'%s.dat' using 1:%d with linespoints title '%s'%s", prefix,
                                col + l, lib_name[l], l + 1 < NLIB ? ", " : "\n");
        }
    snprintf(script + len, sizeof script - len, "unset multiplot\n");
    char path[1024];
    snprintf(path, sizeof path, "%s.gp", prefix);
    FILE *f = fopen(path, "w");
    if (!f)
        return;
    fputs(script, f);
    fclose(f);
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "gnuplot '%s'", path);
    if (system(cmd) != 0)
        printf("(no plot: gnuplot failed or is missing; the data is in %s.dat)\n", prefix);
    else
        printf("plot: %s.svg (data %s.dat, script %s.gp)\n", prefix, prefix, prefix);
}

static int parse_sizes(const char *text, long *sizes, int cap)
{
    int n = 0;
    for (const char *p = text; *p && n < cap;) {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p || v < 1)
            return -1;
        sizes[n++] = v;
        p = *end == ',' ? end + 1 : end;
    }
    return n;
}

int main(int argc, char **argv)
{
    static const long full[] = {128, 255, 256, 500, 512, 1000, 1023, 1024, 1536, 2048};
    static const long quick[] = {128, 255, 256, 1000, 1024};
    long sizes[32];
    int nsizes = 0, reps = 3, threads = 2, c, quick_mode = 0;
    const char *precs = "sd", *dev = NULL, *prefix = NULL, *libs = "ocl,cpu",
               *rlist = "gemm,trmm,trsm";
    const char *q = getenv("BENCH_QUICK");
    quick_mode = q && *q && strcmp(q, "0") != 0;
    while ((c = getopt(argc, argv, "qs:p:R:L:r:t:d:o:CW")) != -1) {
        switch (c) {
        case 'q': quick_mode = 1; break;
        case 's':
            if ((nsizes = parse_sizes(optarg, sizes, 32)) < 0) {
                fprintf(stderr, "bench_sweep: bad size list '%s'\n", optarg);
                return 2;
            }
            break;
        case 'p': precs = optarg; break;
        case 'R': rlist = optarg; break;
        case 'L': libs = optarg; break;
        case 'r': reps = atoi(optarg) < 1 ? 1 : atoi(optarg); break;
        case 't': threads = atoi(optarg) < 1 ? 1 : atoi(optarg); break;
        case 'C': clock_id = CLOCK_PROCESS_CPUTIME_ID; break;
        case 'W': warm = 1; break;
        case 'd': dev = optarg; break;
        case 'o': prefix = optarg; break;
        default:
            fprintf(stderr, "usage: bench_sweep [-q] [-s SIZES] [-p s|d|sd] [-R gemm,trmm,trsm] "
                            "[-L ocl,cpu] [-r REPS] [-t THREADS] [-d DEVICE] [-o PREFIX] [-C]\n");
            return 2;
        }
    }
    if (!nsizes) {
        const long *src = quick_mode ? quick : full;
        nsizes = quick_mode ? (int)(sizeof quick / sizeof *quick) : (int)(sizeof full / sizeof *full);
        memcpy(sizes, src, nsizes * sizeof *src);
        if (quick_mode)
            reps = reps > 2 ? 2 : reps;
    }
    int routines[3], nr = 0;
    for (int r = 0; r < 3; r++)
        if (strstr(rlist, routine_name[r]))
            routines[nr++] = r;
    /* the non-square shapes: GEMM m x n x k; TRMM/TRSM triangle m, B m x n */
    static const shape gemm_shapes[] = {
        {"tall 4096x64x256", 4096, 64, 256}, {"smallk 1024^2x32", 1024, 1024, 32},
        {"largek 64^2x8192", 64, 64, 8192}};
    static const shape tri_shapes[] = {
        {"tall 2048x32", 2048, 32, 0}, {"smallk 32x2048", 32, 2048, 0},
        {"wide 512x4096", 512, 4096, 0}};

    char tbuf[16];
    snprintf(tbuf, sizeof tbuf, "%d", threads);
    setenv("OMP_NUM_THREADS", tbuf, 0);
    openblas_set_num_threads(threads);
    if (getenv("OPENBLAS_CORETYPE") || getenv("OPENBLAS_L2_SIZE"))
        printf("note: OPENBLAS_CORETYPE/OPENBLAS_L2_SIZE are set: OpenBLAS does not run its "
               "native kernel (unset them)\n");
    bench bc = {0};
    bc.use_ocl = strstr(libs, "ocl") != NULL;
    bc.use_cpu = strstr(libs, "cpu") != NULL;
    bc.reps = reps;
    char err[512];
    if (bc.use_ocl && kf_ocl_open(&bc.env, dev, err, sizeof err)) {
        fprintf(stderr, "bench_sweep: %s (OpenCL columns skipped)\n", err);
        bc.use_ocl = 0;
    }
    long big = 0;
    for (int i = 0; i < nsizes; i++)
        big = sizes[i] > big ? sizes[i] : big;
    size_t cap = (size_t)big * big;
    for (int i = 0; i < 3; i++) {
        const shape *g = &gemm_shapes[i], *t = &tri_shapes[i];
        size_t need[5] = {(size_t)g->m * g->k, (size_t)g->k * g->n, (size_t)g->m * g->n,
                          (size_t)t->m * t->m, (size_t)t->m * t->n};
        for (int j = 0; j < 5; j++)
            cap = need[j] > cap ? need[j] : cap;
    }
    char odev[256] = "none";
    if (bc.use_ocl)
        clGetDeviceInfo(bc.env.device, CL_DEVICE_NAME, sizeof odev, odev, NULL);
    printf("BLAS sweep: OpenCL device '%s' (kforge vs CLBlast, same queue); CPU solver "
           "(OMP_NUM_THREADS=%s) vs OpenBLAS (core %s, %d threads); best of %d+ samples, "
           "libraries alternating; %s; GFLOP/s%s\n",
           odev, getenv("OMP_NUM_THREADS"), openblas_get_corename(), threads, reps,
           warm ? "calls back to back (-W)" : "each call cold",
           clock_id == CLOCK_MONOTONIC ? "" : " of process CPU time");
    FILE *dat = NULL;
    char path[1024];
    if (prefix) {
        snprintf(path, sizeof path, "%s.dat", prefix);
        dat = fopen(path, "w");
    }
    int nshape = nsizes + 3, fail = 0, npanel = (int)strlen(precs) * nr;
    double *sq = calloc((size_t)nsizes * npanel * NLIB, sizeof(double));
    column sum[2][3][2];
    memset(sum, 0, sizeof sum);
    int panel = 0;
    for (int p = 0; precs[p]; p++) {
        bc.dbl = precs[p] == 'd';
        bc.es = bc.dbl ? 8 : 4;
        bc.a = malloc(cap * bc.es);
        bc.b = malloc(cap * bc.es);
        for (int l = 0; l < NLIB; l++)
            bc.c[l] = malloc(cap * bc.es);
        for (int ri = 0; ri < nr; ri++, panel++) {
            int r = routines[ri];
            printf("\n%c%s %-18s %10s %10s %7s | %10s %10s %7s\n", precs[p], routine_name[r],
                   "", lib_name[0], lib_name[1], "ratio", lib_name[2], lib_name[3], "ratio");
            column *col = sum[bc.dbl][r];
            srand(7);
            for (int i = 0; i < nshape; i++) {
                shape s;
                if (i < nsizes) {
                    snprintf(s.name, sizeof s.name, "%ld", sizes[i]);
                    s.m = s.n = s.k = sizes[i];
                } else
                    s = (r == GEMM ? gemm_shapes : tri_shapes)[i - nsizes];
                double gf[NLIB];
                int w = measure(&bc, r, &s, gf);
                if (w < 0) {
                    fail = 1;
                    continue;
                }
                fail |= w;
                double r1 = gf[CLBLAST] > 0 ? gf[KF_OCL] / gf[CLBLAST] : 0;
                double r2 = gf[OPENBLAS] > 0 ? gf[KF_CPU] / gf[OPENBLAS] : 0;
                column_add(&col[0], r1, s.name);
                column_add(&col[1], r2, s.name);
                printf("  %-22s %10.2f %10.2f %6.2fx | %10.2f %10.2f %6.2fx%s\n", s.name,
                       gf[KF_OCL], gf[CLBLAST], r1, gf[KF_CPU], gf[OPENBLAS], r2,
                       w ? "  WRONG" : "");
                fflush(stdout);
                if (i < nsizes)
                    memcpy(sq + ((size_t)i * npanel + panel) * NLIB, gf, sizeof gf);
            }
            printf("  %-22s %10s %10s %6.2fx | %10s %10s %6.2fx\n", "geomean", "", "",
                   column_geomean(&col[0]), "", "", column_geomean(&col[1]));
            printf("  %-22s %10s %10s %6.2fx | %10s %10s %6.2fx   (%s | %s)\n", "worst", "", "",
                   col[0].worst, "", "", col[1].worst, col[0].worst_at, col[1].worst_at);
        }
        free(bc.a);
        free(bc.b);
        for (int l = 0; l < NLIB; l++)
            free(bc.c[l]);
    }
    printf("\nsummary           kforge/CLBlast (PoCL)   kforge CPU/OpenBLAS\n"
           "                  geomean   worst         geomean   worst\n");
    for (int p = 0; precs[p]; p++)
        for (int ri = 0; ri < nr; ri++) {
            column *col = sum[precs[p] == 'd'][routines[ri]];
            printf("  %c%-12s   %6.2fx  %6.2fx        %6.2fx  %6.2fx\n", precs[p],
                   routine_name[routines[ri]], column_geomean(&col[0]), col[0].worst,
                   column_geomean(&col[1]), col[1].worst);
        }
    if (dat) {
        fprintf(dat, "# n, then per panel (precision x routine) GFLOP/s of %s %s %s %s\n",
                lib_name[0], lib_name[1], lib_name[2], lib_name[3]);
        for (int i = 0; i < nsizes; i++) {
            fprintf(dat, "%ld", sizes[i]);
            for (int j = 0; j < npanel * NLIB; j++)
                fprintf(dat, " %.3f", sq[(size_t)i * npanel * NLIB + j]);
            fprintf(dat, "\n");
        }
        fclose(dat);
        plot(prefix, precs, routines, nr);
    }
    free(sq);
    kf_blas_release();
    if (bc.use_ocl)
        kf_ocl_close(&bc.env);
    if (fail)
        printf("\nFAILED: a result differs from OpenBLAS's, or a call failed (see above)\n");
    return fail;
}
