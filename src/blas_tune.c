/*
 * blas_tune.c: the GEMM tuner (contract in blas_store.h, "the tuner").
 *
 * Search: coordinate descent.  From the built-in defaults of each memory
 * pattern, each axis in turn (tile rows, tile columns, work-group shape,
 * kb, ku, tile storage) is swept with the others fixed; the best point
 * moves, and rounds repeat until one changes nothing or the budget is
 * spent.  This visits a few dozen variants where the full product has
 * thousands, and on PoCL a variant costs a compile (about a second).
 */
#include "blas_int.h"
#include "blas_store.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

long kf_tune_problem_size(const char *size)
{
    return strcmp(size, "small") == 0 ? 64 : 512;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

enum { TOP = 4 };

typedef struct tuner {
    const kf_ocl_env *env;
    const kf_tune_opts *o;
    kf_blas_limits lim;
    long n;
    size_t es;
    cl_mem A, B, C;
    double *ref;  /* the reference C */
    void *host;   /* C read back */
    double t0;
    int done, total;
    char (*seen)[160];
    int nseen, capseen;
    kf_gemm_params best;
    double best_gf;
    /* the best few, measured again at the end (a shared machine makes
     * single measurements noisy) */
    kf_gemm_params top[TOP];
    double top_gf[TOP];
} tuner;

static int out_of_budget(const tuner *t)
{
    return (t->o->budget_s > 0 && now() - t->t0 > t->o->budget_s) ||
           (t->o->max_variants > 0 && t->done >= t->o->max_variants);
}

/* Runs once and compares with the reference: 0 when right. */
static int check(tuner *t, const kf_gemm_params *p, double *secs)
{
    long n = t->n;
    double t1 = now();
    kf_blas_status st = kf_gemm_run_params(p, t->env->queue, n, n, n, 1.0, t->A, 0, n, t->B, 0,
                                           n, 0.0, t->C, 0, n, NULL);
    if (st)
        return st;
    if (clEnqueueReadBuffer(t->env->queue, t->C, CL_TRUE, 0, n * n * t->es, t->host, 0, NULL,
                            NULL) != CL_SUCCESS)
        return KF_BLAS_ERR_OPENCL;
    *secs = now() - t1;
    double tol = (p->prec == KF_BLAS_DOUBLE ? 1e-13 : 2e-6) * (n + 4) * 4;
    for (long i = 0; i < n * n; i++) {
        double v = p->prec == KF_BLAS_DOUBLE ? ((double *)t->host)[i] : ((float *)t->host)[i];
        if (!(fabs(v - t->ref[i]) <= tol))
            return 1;
    }
    return 0;
}

/* GFLOP/s of p, or a negative value when it is pruned, wrong or failed
 * (the reason in *note). */
static double measure(tuner *t, const kf_gemm_params *p, const char **note)
{
    *note = "";
    if (kf_gemm_params_fit(p, &t->lim)) {
        *note = "pruned";
        return -1;
    }
    double first = 0;
    int rc = check(t, p, &first);
    if (rc) {
        *note = rc == 1 ? "WRONG RESULT, discarded" : "failed";
        return -2;
    }
    long n = t->n;
    int reps = first > 0.3 ? 1 : first > 0.05 ? 3 : 8;
    double best = 1e30;
    for (int r = 0; r < reps; r++) {
        double t1 = now();
        if (kf_gemm_run_params(p, t->env->queue, n, n, n, 1.0, t->A, 0, n, t->B, 0, n, 0.0,
                               t->C, 0, n, NULL) ||
            clFinish(t->env->queue) != CL_SUCCESS) {
            *note = "failed";
            return -2;
        }
        double dt = now() - t1;
        if (dt < best)
            best = dt;
    }
    return 2.0 * n * n * n / best * 1e-9;
}

/* Measures p unless seen; moves the best.  Returns its GFLOP/s or < 0. */
static double visit(tuner *t, const kf_gemm_params *p)
{
    char key[160];
    kf_gemm_params_format(p, key, sizeof key);
    for (int i = 0; i < t->nseen; i++)
        if (strcmp(t->seen[i], key) == 0)
            return -3;
    if (t->nseen == t->capseen) {
        int cap = t->capseen ? t->capseen * 2 : 64;
        char(*s)[160] = realloc(t->seen, cap * sizeof *s);
        if (!s)
            return -3;
        t->seen = s;
        t->capseen = cap;
    }
    strcpy(t->seen[t->nseen++], key);
    const char *note;
    double gf = measure(t, p, &note);
    if (gf >= -1.5 && gf < 0) /* pruned: costs nothing, not counted */
        return gf;
    t->done++;
    if (t->total < t->done)
        t->total = t->done;
    if (gf > t->best_gf) {
        t->best_gf = gf;
        t->best = *p;
    }
    int worst = 0;
    for (int i = 1; i < TOP; i++)
        if (t->top_gf[i] < t->top_gf[worst])
            worst = i;
    if (gf > t->top_gf[worst]) {
        t->top_gf[worst] = gf;
        t->top[worst] = *p;
    }
    if (t->o->progress)
        t->o->progress(t->o->ud, t->done, t->total, p, gf, note);
    return gf;
}

/* The values each axis takes. */
static const int tiles[] = {1, 2, 4, 8};
static const int wgs[][2] = {{4, 4}, {8, 4}, {4, 8}, {8, 8}, {16, 4}, {4, 16}, {16, 8}, {8, 16},
                             {16, 16}, {32, 2}, {2, 32}};
static const int kbs[] = {4, 8, 16, 32};
static const int kus[] = {1, 2, 4, 8};
enum { AX_TM, AX_TN, AX_WG, AX_KB, AX_KU, AX_STORE, NAXES };
#define LEN(a) ((int)(sizeof(a) / sizeof((a)[0])))

static int axis_len(int ax)
{
    switch (ax) {
    case AX_TM: case AX_TN: return LEN(tiles);
    case AX_WG: return LEN(wgs);
    case AX_KB: return LEN(kbs);
    case AX_KU: return LEN(kus);
    default: return 2;
    }
}

static void axis_set(kf_gemm_params *p, int ax, int v)
{
    switch (ax) {
    case AX_TM: p->tm = tiles[v]; break;
    case AX_TN: p->tn = tiles[v]; break;
    case AX_WG: p->wgm = wgs[v][0]; p->wgn = wgs[v][1]; break;
    case AX_KB: p->kb = kbs[v]; break;
    case AX_KU: p->ku = kus[v]; break;
    default: p->tile_array = v; break;
    }
}

/* Coordinate descent from `start`. */
static void descend(tuner *t, kf_gemm_params start)
{
    if (out_of_budget(t))
        return;
    kf_gemm_params cur = start;
    double cur_gf = visit(t, &cur);
    for (int round = 0; round < 4 && !out_of_budget(t); round++) {
        int moved = 0;
        for (int ax = 0; ax < NAXES && !out_of_budget(t); ax++) {
            if (cur.pattern == KF_GEMM_GLOBAL && ax == AX_KB)
                continue;
            kf_gemm_params best = cur;
            for (int v = 0; v < axis_len(ax) && !out_of_budget(t); v++) {
                kf_gemm_params q = cur;
                axis_set(&q, ax, v);
                if (q.pattern == KF_GEMM_LOCAL && q.kb % q.ku)
                    continue;
                if (kf_gemm_params_check(&q))
                    continue;
                double gf = visit(t, &q);
                if (gf > cur_gf * 1.02) {
                    cur_gf = gf;
                    best = q;
                }
            }
            if (memcmp(&best, &cur, sizeof cur) != 0) {
                cur = best;
                moved = 1;
            }
        }
        if (!moved)
            break;
    }
}

static void exhaustive(tuner *t, kf_gemm_params base)
{
    for (int pat = 0; pat < 2; pat++)
        for (int a = 0; a < LEN(tiles); a++)
            for (int b = 0; b < LEN(tiles); b++)
                for (int w = 0; w < LEN(wgs); w++)
                    for (int kb = 0; kb < (pat == KF_GEMM_LOCAL ? LEN(kbs) : 1); kb++)
                        for (int ku = 0; ku < LEN(kus); ku++) {
                            if (out_of_budget(t))
                                return;
                            kf_gemm_params q = kf_gemm_default_params(base.prec, pat);
                            axis_set(&q, AX_TM, a);
                            axis_set(&q, AX_TN, b);
                            axis_set(&q, AX_WG, w);
                            if (pat == KF_GEMM_LOCAL)
                                axis_set(&q, AX_KB, kb);
                            axis_set(&q, AX_KU, ku);
                            if (!kf_gemm_params_check(&q))
                                visit(t, &q);
                        }
}

kf_blas_status kf_blas_tune_gemm(const kf_ocl_env *env, const kf_tune_opts *o,
                                 kf_gemm_params *best, double *gflops)
{
    tuner t = {0};
    t.env = env;
    t.o = o;
    t.t0 = now();
    t.n = kf_tune_problem_size(o->size);
    t.es = o->prec == KF_BLAS_DOUBLE ? sizeof(double) : sizeof(float);
    t.best_gf = 0;
    t.total = o->exhaustive ? 2000 : 50;
    kf_blas_status st = kf_blas_device_limits(env->device, &t.lim);
    if (st)
        return st;
    if (o->prec == KF_BLAS_DOUBLE && !t.lim.fp64)
        return kf_blas_fail(KF_BLAS_ERR_NO_FP64, "the device has no double precision");
    long n = t.n;
    size_t nn = (size_t)n * n;
    double *ha = malloc(nn * 8), *hb = malloc(nn * 8);
    t.ref = malloc(nn * 8);
    t.host = malloc(nn * t.es);
    void *da = malloc(nn * t.es), *db = malloc(nn * t.es);
    st = KF_BLAS_ERR_NO_MEMORY;
    if (!ha || !hb || !t.ref || !t.host || !da || !db)
        goto out;
    unsigned long long s = 12345;
    for (size_t i = 0; i < nn; i++) {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        ha[i] = (double)(s >> 40) / (1 << 24) - 0.5;
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        hb[i] = (double)(s >> 40) / (1 << 24) - 0.5;
        if (o->prec == KF_BLAS_DOUBLE) {
            ((double *)da)[i] = ha[i];
            ((double *)db)[i] = hb[i];
        } else {
            ((float *)da)[i] = (float)ha[i];
            ((float *)db)[i] = (float)hb[i];
            ha[i] = ((float *)da)[i];
            hb[i] = ((float *)db)[i];
        }
    }
    /* the reference in double (exact enough for a float check) */
    for (long j = 0; j < n; j++)
        for (long i = 0; i < n; i++)
            t.ref[i + j * n] = 0;
    for (long j = 0; j < n; j++)
        for (long p = 0; p < n; p++) {
            double b = hb[p + j * n];
            for (long i = 0; i < n; i++)
                t.ref[i + j * n] += ha[i + p * n] * b;
        }
    cl_int rc;
    t.A = clCreateBuffer(env->context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, nn * t.es, da, &rc);
    if (t.A)
        t.B = clCreateBuffer(env->context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, nn * t.es, db,
                             &rc);
    if (t.B)
        t.C = clCreateBuffer(env->context, CL_MEM_READ_WRITE, nn * t.es, NULL, &rc);
    if (!t.C) {
        st = kf_blas_fail(KF_BLAS_ERR_OPENCL, "clCreateBuffer: %s (%d)", kf_ocl_strerror(rc),
                          (int)rc);
        goto out;
    }
    if (o->exhaustive) {
        exhaustive(&t, kf_gemm_default_params(o->prec, KF_GEMM_LOCAL));
    } else {
        descend(&t, kf_gemm_default_params(o->prec, KF_GEMM_GLOBAL));
        descend(&t, kf_gemm_default_params(o->prec, KF_GEMM_LOCAL));
    }
    /* confirmation round: the best few again, the best of both
     * measurements of each decides */
    for (int i = 0; i < TOP; i++) {
        if (t.top_gf[i] <= 0)
            continue;
        const char *note;
        double gf = measure(&t, &t.top[i], &note);
        if (gf > t.top_gf[i])
            t.top_gf[i] = gf;
        if (o->progress)
            o->progress(o->ud, t.done, t.total, &t.top[i], gf, "(confirmation)");
    }
    t.best_gf = 0;
    for (int i = 0; i < TOP; i++)
        if (t.top_gf[i] > t.best_gf) {
            t.best_gf = t.top_gf[i];
            t.best = t.top[i];
        }
    if (t.best_gf <= 0) {
        st = kf_blas_fail(KF_BLAS_ERR_PARAMS, "no variant ran correctly");
        goto out;
    }
    *best = t.best;
    *gflops = t.best_gf;
    st = KF_BLAS_SUCCESS;
out:
    if (t.A) clReleaseMemObject(t.A);
    if (t.B) clReleaseMemObject(t.B);
    if (t.C) clReleaseMemObject(t.C);
    free(ha); free(hb); free(t.ref); free(t.host); free(da); free(db); free(t.seen);
    return st;
}
