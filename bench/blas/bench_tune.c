/*
 * bench_tune.c: the tuner measured against the exhaustive search over the
 * same space, in one run.
 *
 *   bench_tune [-R gemm|trmm|trsm] [-p s|d] [-s small|large] [-X reduced|full]
 *              [-T reduced|full] [-b BUDGET] [-B EXH_BUDGET] [-E PARAMS] [-r REPS]
 *              [-d DEVICE] [-w] [-v]
 *
 * -R: the routine (default gemm); TRMM and TRSM are timed as the tuner
 * measures them (left, lower, no transpose, non-unit, B restored before
 * each run outside the timing), and -E takes "nb=.. " first for TRSM.
 *
 * 1. the tuner (`kforge tune`'s search) with its budget (default 60 s), over
 *    the same space as the exhaustive search, or over -T's;
 * 2. the exhaustive search over the same space (default: the reduced one,
 *    a few hundred variants; no budget unless -B);
 *    -E "pattern=global wg=4x4 ..." skips it and takes that winner of an
 *    earlier run instead (to repeat the tuner against one exhaustive
 *    search: the exhaustive search takes many minutes);
 * 3. both winners timed again side by side, alternately, REPS times each
 *    (default 21), at the tuned size: the ratio tuner / exhaustive comes
 *    from these best-of-REPS times, not from the two searches' own
 *    measurements (minutes apart on a shared machine).
 *
 * The compile caches (kforge's and PoCL's) are pointed at fresh temporary
 * directories first, so the tuner's wall time includes its compiles, as in
 * a first `kforge tune` (-w keeps the caches the environment names).  Not
 * part of `make check`.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "blas/select.h"
#include "kforge/blas.h"
#include "support/ocl.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void progress(void *ud, int done, int total, double elapsed, const char *desc,
                     double gf, const char *note)
{
    (void)total;
    if (!*(int *)ud)
        return;
    fprintf(stderr, "  [%4d %6.1fs] %s: %.2f GFLOP/s %s\n", done, elapsed, desc,
            gf > 0 ? gf : 0, note);
}

typedef struct result {
    kf_gemm_params best;
    int nb;
    double gf, wall;
    int variants;
} result;

static void describe(const result *r, char *buf, size_t len)
{
    int n = r->nb ? snprintf(buf, len, "nb=%d ", r->nb) : 0;
    kf_gemm_params_format(&r->best, buf + n, len - n);
}

static int run(kf_ocl_env *env, kf_tune_opts *o, result *r, const char *what)
{
    double t0 = now();
    o->variants = &r->variants;
    kf_blas_status st = kf_blas_tune(env->queue, o, &r->best, &r->nb, &r->gf);
    r->wall = now() - t0;
    if (st) {
        fprintf(stderr, "bench_tune: %s: %s: %s\n", what, kf_blas_strerror(st),
                kf_blas_last_error());
        return -1;
    }
    char desc[192];
    describe(r, desc, sizeof desc);
    printf("%-10s %4d variants in %6.1f s: %s (%.2f GFLOP/s in the search)\n", what,
           r->variants, r->wall, desc, r->gf);
    fflush(stdout);
    return 0;
}

/* One run of the routine with r's winner (the selector pinned to it for
 * TRMM and TRSM, whose B, here C, is restored from B first, untimed):
 * seconds, or < 0 on failure. */
static double run_once(kf_ocl_env *env, const char *routine, const result *r, long n, cl_mem A,
                       cl_mem B, cl_mem C, size_t bytes)
{
    cl_command_queue q = env->queue;
    int dbl = r->best.prec == KF_BLAS_DOUBLE;
    if (strcmp(routine, "gemm") != 0 &&
        (clEnqueueCopyBuffer(q, B, C, 0, 0, bytes, 0, NULL, NULL) != CL_SUCCESS ||
         clFinish(q) != CL_SUCCESS))
        return -1;
    double t0 = now();
    kf_blas_status st;
    const kf_blas_layout L = KF_BLAS_COL_MAJOR;
    if (strcmp(routine, "gemm") == 0) {
        st = kf_gemm_run_params(&r->best, q, n, n, n, 1.0, A, 0, n, B, 0, n, 0.0, C, 0, n, NULL);
    } else {
        kf_blas_select_pin(&r->best, r->nb);
        if (strcmp(routine, "trmm") == 0)
            st = dbl ? kf_dtrmm(L, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS, KF_BLAS_NON_UNIT,
                                n, n, 1.0, A, 0, n, C, 0, n, q, NULL)
                     : kf_strmm(L, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS, KF_BLAS_NON_UNIT,
                                n, n, 1.0f, A, 0, n, C, 0, n, q, NULL);
        else
            st = dbl ? kf_dtrsm(L, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS, KF_BLAS_NON_UNIT,
                                n, n, 1.0, A, 0, n, C, 0, n, q)
                     : kf_strsm(L, KF_BLAS_LEFT, KF_BLAS_LOWER, KF_BLAS_NO_TRANS, KF_BLAS_NON_UNIT,
                                n, n, 1.0f, A, 0, n, C, 0, n, q);
        kf_blas_select_pin(NULL, 0);
    }
    if (st || clFinish(q) != CL_SUCCESS)
        return -1;
    return now() - t0;
}

/* Best-of-reps seconds of each of two variants, timed alternately. */
static int side_by_side(kf_ocl_env *env, const char *routine, const result *r, int np, long n,
                        int reps, double *best)
{
    size_t es = r[0].best.prec == KF_BLAS_DOUBLE ? 8 : 4, nn = (size_t)n * n;
    char *h = malloc(nn * es), *ha = malloc(nn * es);
    if (!h || !ha) {
        free(h);
        free(ha);
        return -1;
    }
    for (size_t i = 0; i < nn; i++) { /* normal numbers: denormals would run slowly */
        double v = (double)(i % 13) / 13 - 0.5;
        /* A: small off the diagonal, 1 on it (a well-conditioned TRSM) */
        double a = v / n + (i % (n + 1) == 0 ? 1 : 0);
        if (es == 8)
            ((double *)h)[i] = v, ((double *)ha)[i] = a;
        else
            ((float *)h)[i] = (float)v, ((float *)ha)[i] = (float)a;
    }
    cl_int rc;
    cl_mem A = clCreateBuffer(env->context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, nn * es, ha, &rc);
    cl_mem B = clCreateBuffer(env->context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, nn * es, h, &rc);
    cl_mem C = clCreateBuffer(env->context, CL_MEM_READ_WRITE, nn * es, NULL, &rc);
    free(h);
    free(ha);
    int bad = !A || !B || !C;
    for (int i = 0; i < np; i++)
        best[i] = 1e30;
    for (int k = -1; k < reps && !bad; k++) /* k = -1: warm-up */
        for (int i = 0; i < np && !bad; i++) {
            double dt = run_once(env, routine, &r[i], n, A, B, C, nn * es);
            bad = dt < 0;
            if (k >= 0 && dt < best[i])
                best[i] = dt;
        }
    if (A) clReleaseMemObject(A);
    if (B) clReleaseMemObject(B);
    if (C) clReleaseMemObject(C);
    return bad ? -1 : 0;
}

int main(int argc, char **argv)
{
    const char *prec = "s", *size = "large", *space = "reduced", *tspace = NULL, *dev = NULL;
    const char *given = NULL, *routine = "gemm";
    double budget = 60, exh_budget = 0;
    int reps = 21, warm = 0, verbose = 0, c;
    while ((c = getopt(argc, argv, "R:p:s:X:T:b:B:E:r:d:wv")) != -1) {
        switch (c) {
        case 'R': routine = optarg; break;
        case 'p': prec = optarg; break;
        case 's': size = optarg; break;
        case 'X': space = optarg; break;
        case 'T': tspace = optarg; break;
        case 'b': budget = atof(optarg); break;
        case 'B': exh_budget = atof(optarg); break;
        case 'E': given = optarg; break;
        case 'r': reps = atoi(optarg); break;
        case 'd': dev = optarg; break;
        case 'w': warm = 1; break;
        case 'v': verbose = 1; break;
        default:
            fprintf(stderr, "usage: bench_tune [-R gemm|trmm|trsm] [-p s|d] [-s small|large] [-X reduced|full] "
                            "[-T reduced|full] [-b BUDGET] [-B EXH_BUDGET] [-E PARAMS] [-r REPS] [-d DEV] [-w] [-v]\n");
            return 2;
        }
    }
    if ((strcmp(prec, "s") && strcmp(prec, "d")) || (strcmp(size, "small") && strcmp(size, "large")) ||
        !kf_tune_space_valid(space) || !kf_tune_routine_valid(routine) || (tspace && !kf_tune_space_valid(tspace)) || budget <= 0 ||
        reps < 1) {
        fprintf(stderr, "bench_tune: bad arguments\n");
        return 2;
    }
    char tmp[2][64] = {"/tmp/kforge-bench-tune-XXXXXX", "/tmp/kforge-bench-pocl-XXXXXX"};
    if (!warm) {
        if (!mkdtemp(tmp[0]) || !mkdtemp(tmp[1])) {
            perror("bench_tune: mkdtemp");
            return 1;
        }
        setenv("KFORGE_CACHE_DIR", tmp[0], 1);
        setenv("POCL_CACHE_DIR", tmp[1], 1);
    }
    kf_ocl_env env;
    char err[512];
    if (kf_ocl_open(&env, dev, err, sizeof err)) {
        fprintf(stderr, "bench_tune: %s\n", err);
        return 1;
    }
    char *dname = kf_ocl_device_string(env.device, CL_DEVICE_NAME);
    long n = kf_tune_problem_size(size);
    if (!tspace)
        tspace = space;
    printf("%s%s, %s class (%ld^3), tuner: %s space, exhaustive: %s space, on %s; compile "
           "caches %s\n", prec, routine, size, n, tspace, space, dname ? dname : "?",
           warm ? "as found" : "cold");
    free(dname);
    fflush(stdout);
    kf_tune_opts o = {.routine = routine, .prec = (kf_blas_precision)prec[0], .size = size, .budget_s = budget,
                      .space = tspace, .progress = progress, .ud = &verbose};
    result tuned, exh;
    int rc = 1;
    if (run(&env, &o, &tuned, "tuner"))
        goto out;
    o.exhaustive = 1;
    o.space = space;
    o.budget_s = exh_budget;
    if (given) {
        memset(&exh, 0, sizeof exh);
        exh.best = kf_gemm_default_params(o.prec, KF_GEMM_GLOBAL);
        int used = 0;
        if (sscanf(given, "nb=%d %n", &exh.nb, &used) < 1)
            exh.nb = 0;
        if (kf_gemm_params_parse(&exh.best, given + used) || kf_gemm_params_check(&exh.best)) {
            fprintf(stderr, "bench_tune: -E %s: %s\n", given, kf_blas_last_error());
            goto out;
        }
        exh.best.prec = o.prec;
        printf("exhaustive winner given (-E): %s\n", given);
    } else if (run(&env, &o, &exh, "exhaustive")) {
        goto out;
    }
    result both[2] = {tuned, exh};
    double t[2];
    if (side_by_side(&env, routine, both, 2, n, reps, t)) {
        fprintf(stderr, "bench_tune: timing the winners failed: %s\n", kf_blas_last_error());
        goto out;
    }
    double flop = (strcmp(routine, "gemm") == 0 ? 2.0 : 1.0) * n * n * n * 1e-9;
    printf("side by side, best of %d: tuner %.2f GFLOP/s, exhaustive %.2f GFLOP/s\n", reps,
           flop / t[0], flop / t[1]);
    /* the same variant twice: the ratio is 1 by identity, and the two
     * timings show the machine's noise */
    char d0[192], d1[192];
    describe(&tuned, d0, sizeof d0);
    describe(&exh, d1, sizeof d1);
    int same = strcmp(d0, d1) == 0;
    printf("RESULT %s%s %s: tuner/exhaustive = %.3f%s (tuner %.1f s, %d variants; "
           "exhaustive %.1f s, %d variants)\n",
           prec, routine, size, same ? 1.0 : t[1] / t[0],
           same ? " (the same variant; timed apart: noise)" : "", tuned.wall, tuned.variants,
           exh.wall, exh.variants);
    rc = 0;
out:
    kf_blas_release();
    kf_ocl_close(&env);
    if (!warm) {
        char cmd[200];
        snprintf(cmd, sizeof cmd, "rm -rf '%s' '%s'", tmp[0], tmp[1]);
        if (system(cmd) != 0)
            fprintf(stderr, "bench_tune: could not remove %s, %s\n", tmp[0], tmp[1]);
    }
    return rc;
}
