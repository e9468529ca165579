/*
 * tune_cpu.c: the CPU solver's tuner (contract in
 * include/kforge/blas_tune.h, kf_blas_tune_cpu).
 */
#include "blas/tune.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define LEN(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* ---- the CPU solver's tuner --------------------------------------------------
 *
 * The CPU solver's GEMM (solvers/cpu.c) has its micro-tile fixed by the ISA
 * (it fills the vector registers); what the machine decides is the
 * blocking: kb (the packed K depth, L1/L2), mc (rows of A packed per task,
 * L2), nc (columns of B packed, L3) and tasks per thread (load balance
 * against packing twice).  The space is their product below; the search is
 * a coordinate descent from the built-in parameters (each axis swept with
 * the others fixed, rounds until one moves nothing or the budget ends),
 * then the best few and the defaults are measured again, their runs
 * alternating, in rounds while the budget lasts (3 to 20), and that
 * confirmation alone decides (the defaults unless beaten by 3%) (a shared machine's
 * load moves single measurements by 2x).  Every variant is compiled
 * (cached on disk: a second tune compiles nothing), run once and compared
 * with a double-precision reference before it is timed; a wrong one is
 * discarded and reported. */

static const int cpu_kbs[] = {128, 192, 256, 384, 512};
static const int cpu_mcs[] = {64, 128, 192, 256, 384, 512};
static const int cpu_ncs[] = {256, 512, 1024, 2048, 4096};
static const int cpu_tasks[] = {1, 2, 4};
enum { CPU_TOP = 3 };

long kf_tune_cpu_problem_size(const char *size)
{
    /* large: 1024, where the blocking of a 4096 nc and L2-sized mc begins
     * to matter (512 fits most of it in cache) */
    return strcmp(size, "small") == 0 ? 64 : 1024;
}

typedef struct cpu_tuner {
    const kf_tune_opts *o;
    long n;
    size_t es;
    void *A, *B, *C;
    double *ref;
    double t0, stop;
    int done, total;
    kf_gemm_params seen[256];
    double seen_gf[256];
    int nseen;
} cpu_tuner;

/* As the OpenCL tuner's, and while a point can be remembered. */
static int cpu_out_of_budget(const cpu_tuner *t)
{
    return kf_tune_out_of_budget(t->o, t->t0, t->stop, t->done) || t->nseen == 256;
}

/* One timed run: seconds, or < 0 on failure. */
static double cpu_time_once(cpu_tuner *t, const kf_gemm_params *p)
{
    double t1 = kf_tune_now();
    if (kf_gemm_cpu_run(p, t->n, t->n, t->n, 1.0, t->A, t->n, t->B, t->n, 0.0, t->C, t->n))
        return -1;
    return kf_tune_now() - t1;
}

/* 0 when p's result matches the reference, 1 when wrong, else a status. */
static int cpu_check(cpu_tuner *t, const kf_gemm_params *p)
{
    long n = t->n;
    memset(t->C, 0, (size_t)n * n * t->es);
    kf_blas_status st = kf_gemm_cpu_run(p, n, n, n, 1.0, t->A, n, t->B, n, 0.0, t->C, n);
    if (st)
        return st;
    double tol = (p->prec == KF_BLAS_DOUBLE ? 1e-13 : 2e-6) * (n + 4) * 4;
    for (long i = 0; i < n * n; i++) {
        double v = p->prec == KF_BLAS_DOUBLE ? ((double *)t->C)[i] : ((float *)t->C)[i];
        if (!(fabs(v - t->ref[i]) <= tol * (1 + fabs(t->ref[i]))))
            return 1;
    }
    return 0;
}

/* GFLOP/s of p at the best of its runs (at least 3, more while they take
 * under a quarter second, at most 10); < 0 when wrong or failed. */
static double cpu_measure(cpu_tuner *t, const kf_gemm_params *p, const char **note)
{
    *note = "";
    int rc = cpu_check(t, p);
    if (rc) {
        *note = rc == 1 ? "WRONG RESULT, discarded" : "failed";
        return -2;
    }
    double best = 0, spent = 0;
    for (int r = 0; r < 3 || (spent < 0.25 && r < 10); r++) {
        double dt = cpu_time_once(t, p);
        if (dt < 0) {
            *note = "failed";
            return -2;
        }
        spent += dt;
        if (r == 0 || dt < best)
            best = dt;
    }
    return 2.0 * t->n * t->n * t->n * 1e-9 / best;
}

/* Measures p unless it was (then its recorded GFLOP/s). */
static double cpu_visit(cpu_tuner *t, const kf_gemm_params *p)
{
    for (int i = 0; i < t->nseen; i++)
        if (memcmp(&t->seen[i], p, sizeof *p) == 0)
            return t->seen_gf[i];
    const char *note;
    double gf = cpu_measure(t, p, &note);
    t->seen[t->nseen] = *p;
    t->seen_gf[t->nseen++] = gf;
    t->done++;
    if (t->total < t->done)
        t->total = t->done;
    if (t->o->progress) {
        char desc[192];
        kf_gemm_params_format(p, desc, sizeof desc);
        t->o->progress(t->o->ud, t->done, t->total, kf_tune_now() - t->t0, desc, gf, note);
    }
    return gf;
}

static int *cpu_axis(kf_gemm_params *p, int ax, const int **vals, int *len)
{
    switch (ax) {
    case 0: *vals = cpu_kbs; *len = LEN(cpu_kbs); return &p->kb;
    case 1: *vals = cpu_mcs; *len = LEN(cpu_mcs); return &p->mc;
    case 2: *vals = cpu_ncs; *len = LEN(cpu_ncs); return &p->nc;
    default: *vals = cpu_tasks; *len = LEN(cpu_tasks); return &p->tasks;
    }
}

/* Coordinate descent from the defaults; a move needs 2% (noise). */
static void cpu_search(cpu_tuner *t, kf_gemm_params cur)
{
    double cur_gf = cpu_visit(t, &cur);
    int moved = 1;
    for (int round = 0; round < 4 && moved && !cpu_out_of_budget(t); round++) {
        moved = 0;
        for (int ax = 0; ax < 4 && !cpu_out_of_budget(t); ax++) {
            const int *vals;
            int len;
            kf_gemm_params best = cur, probe = cur;
            cpu_axis(&probe, ax, &vals, &len);
            for (int v = 0; v < len && !cpu_out_of_budget(t); v++) {
                kf_gemm_params q = cur;
                *cpu_axis(&q, ax, &vals, &len) = vals[v];
                if (kf_gemm_params_check(&q))
                    continue;
                double gf = cpu_visit(t, &q);
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
    }
}

/* The best few and the defaults measured again, runs alternating; the
 * confirmation alone decides.  0 when nothing ran correctly. */
static double cpu_confirm(cpu_tuner *t, const kf_gemm_params *defaults, kf_gemm_params *best)
{
    kf_gemm_params c[CPU_TOP + 1];
    double cg[CPU_TOP + 1];
    int nc = 0;
    for (int k = 0; k < CPU_TOP; k++) { /* the top CPU_TOP by first measurement */
        int pick = -1;
        for (int i = 0; i < t->nseen; i++) {
            int taken = 0;
            for (int j = 0; j < nc; j++)
                taken |= memcmp(&c[j], &t->seen[i], sizeof c[j]) == 0;
            if (!taken && t->seen_gf[i] > 0 && (pick < 0 || t->seen_gf[i] > t->seen_gf[pick]))
                pick = i;
        }
        if (pick < 0)
            break;
        c[nc++] = t->seen[pick];
    }
    int have_def = 0;
    for (int j = 0; j < nc; j++)
        have_def |= memcmp(&c[j], defaults, sizeof c[j]) == 0;
    for (int i = 0; i < t->nseen && !have_def; i++)
        if (memcmp(&t->seen[i], defaults, sizeof *defaults) == 0 && t->seen_gf[i] > 0) {
            c[nc++] = *defaults;
            have_def = 1;
        }
    for (int j = 0; j < nc; j++)
        cg[j] = 0;
    double flop = 2.0 * t->n * t->n * t->n * 1e-9;
    /* three rounds at least; more with the budget a converged descent
     * left over (at most 20): the choice is only as good as its noise */
    double end = t->t0 + (t->o->budget_s > 0 ? t->o->budget_s : 0);
    for (int r = 0; r < 3 || (r < 20 && kf_tune_now() + (kf_tune_now() - t->t0) / (t->done + r) < end); r++)
        for (int j = 0; j < nc; j++) {
            double dt = cpu_time_once(t, &c[j]);
            if (dt > 0 && flop / dt > cg[j])
                cg[j] = flop / dt;
        }
    double bg = 0, dg = 0;
    for (int j = 0; j < nc; j++) {
        if (memcmp(&c[j], defaults, sizeof c[j]) == 0)
            dg = cg[j];
        if (cg[j] > bg) {
            bg = cg[j];
            *best = c[j];
        }
    }
    /* a winner within 3% of the defaults is noise on a shared machine
     * (bench_cpu's repeated runs differ by more): the defaults stay */
    if (dg > 0 && bg < dg * 1.03) {
        *best = *defaults;
        bg = dg;
    }
    return bg;
}

kf_blas_status kf_blas_tune_cpu(const kf_tune_opts *o, kf_gemm_params *best, double *gflops)
{
    if (o->routine && strcmp(o->routine, "gemm") != 0)
        return kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "the CPU solver's tuner tunes gemm only, "
                            "not '%s' (TRMM and TRSM use GEMM's entry)", o->routine);
    cpu_tuner t = {0};
    t.o = o;
    t.t0 = kf_tune_now();
    double reserve = o->budget_s * 0.1 > 5 ? 5 : o->budget_s * 0.1;
    t.stop = t.t0 + o->budget_s - reserve;
    t.n = kf_tune_cpu_problem_size(o->size);
    t.es = o->prec == KF_BLAS_DOUBLE ? sizeof(double) : sizeof(float);
    long n = t.n;
    size_t nn = (size_t)n * n;
    double *ha = malloc(nn * 8), *hb = malloc(nn * 8);
    t.ref = calloc(nn, 8);
    t.A = malloc(nn * t.es);
    t.B = malloc(nn * t.es);
    t.C = malloc(nn * t.es);
    kf_blas_status st = KF_BLAS_ERR_NO_MEMORY;
    if (!ha || !hb || !t.ref || !t.A || !t.B || !t.C)
        goto out;
    unsigned long long s = 12345;
    for (size_t i = 0; i < nn; i++) {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        ha[i] = (double)(s >> 40) / (1 << 24) - 0.5;
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        hb[i] = (double)(s >> 40) / (1 << 24) - 0.5;
        if (o->prec == KF_BLAS_DOUBLE) {
            ((double *)t.A)[i] = ha[i];
            ((double *)t.B)[i] = hb[i];
        } else {
            ha[i] = ((float *)t.A)[i] = (float)ha[i];
            hb[i] = ((float *)t.B)[i] = (float)hb[i];
        }
    }
    for (long j = 0; j < n; j++) /* the reference, in double */
        for (long p = 0; p < n; p++) {
            double b = hb[p + j * n];
            for (long i = 0; i < n; i++)
                t.ref[i + j * n] += ha[i + p * n] * b;
        }
    kf_gemm_params d = kf_blas_cpu_defaults(o->prec);
    cpu_search(&t, d);
    *gflops = cpu_confirm(&t, &d, best);
    if (o->variants)
        *o->variants = t.done;
    st = *gflops > 0 ? KF_BLAS_SUCCESS : kf_blas_fail(KF_BLAS_ERR_PARAMS, "no variant ran correctly");
out:
    free(ha);
    free(hb);
    free(t.ref);
    free(t.A);
    free(t.B);
    free(t.C);
    return st;
}
