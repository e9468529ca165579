/*
 * tune_cpu.c: the CPU solver's tuner (contract in
 * include/kforge/blas_tune.h, kf_blas_tune_cpu).
 */
#include "blas/tune.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define LEN(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* ---- the CPU solver's tuner --------------------------------------------------
 *
 * The CPU solver's GEMM (solvers/cpu.c) has its micro-tile fixed by the ISA
 * (it fills the vector registers); what the machine decides is the
 * blocking: kb (the packed K depth, L1/L2), mc (rows of A packed per task,
 * L2), nc (columns of B packed, L3), tasks per thread (load balance
 * against packing twice) and the threads (all, or one where waking the
 * others does not pay: kf_gemm_params.threads).  The space is their product below; the search is
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
/* every thread, or the calling one alone: on a small or skinny shape the
 * wake-up of sleeping threads (and, on a shared machine, the wait for a
 * core) may cost more than they save */
static const int cpu_threads[] = {0, 1};
enum { CPU_TOP = 3 };

long kf_tune_cpu_problem_size(const char *size)
{
    long g[KF_TUNE_GRID_MAX][3];
    kf_tune_cpu_grid(size, g);
    return g[0][0];
}

/* The grid of a class: a power of two and a size that is not, in the
 * class's shape (kf_store_size_class puts each in its class).  large:
 * 1024, where the blocking of a 4096 nc and an L2-sized mc begins to
 * matter (512 fits most of it in cache), and 1000 (tails, no power of
 * two). */
int kf_tune_cpu_grid(const char *size, long g[][3])
{
    static const struct {
        const char *size;
        long s[2][3];
    } grid[] = {
        {"small", {{64, 64, 64}, {100, 100, 100}}},
        {"large", {{1024, 1024, 1024}, {1000, 1000, 1000}}},
        {"skinny", {{2048, 48, 512}, {64, 2000, 500}}},
        {"smallk", {{1024, 1024, 32}, {1000, 1000, 48}}},
        {"largek", {{64, 64, 8192}, {100, 100, 5000}}},
    };
    for (int i = 0; i < LEN(grid); i++)
        if (strcmp(size, grid[i].size) == 0) {
            memcpy(g, grid[i].s, sizeof grid[i].s);
            return 2;
        }
    memcpy(g, grid[1].s, sizeof grid[1].s);
    return 2;
}

/* One shape of the grid: its operands and the double reference. */
typedef struct cpu_shape {
    long m, n, k;
    void *A, *B, *C;
    double *ref;
} cpu_shape;

typedef struct cpu_tuner {
    const kf_tune_opts *o;
    cpu_shape sh[KF_TUNE_GRID_MAX];
    int nsh;
    size_t es;
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

/* One timed run of shape s: seconds, or < 0 on failure. */
static double cpu_time_once(cpu_shape *s, const kf_gemm_params *p)
{
    double t1 = kf_tune_now();
    if (kf_gemm_cpu_run(p, s->m, s->n, s->k, 1.0, s->A, s->m, s->B, s->k, 0.0, s->C, s->m))
        return -1;
    return kf_tune_now() - t1;
}

/* The GFLOP/s of a grid: the geometric mean of its shapes'. */
static double grid_gflops(const cpu_tuner *t, const double *dt)
{
    double lg = 0;
    for (int i = 0; i < t->nsh; i++)
        lg += log(2.0 * t->sh[i].m * t->sh[i].n * t->sh[i].k * 1e-9 / dt[i]);
    return exp(lg / t->nsh);
}

/* 0 when p's result matches the reference on every shape, 1 when wrong,
 * else a status. */
static int cpu_check(cpu_tuner *t, const kf_gemm_params *p)
{
    for (int g = 0; g < t->nsh; g++) {
        cpu_shape *s = &t->sh[g];
        size_t mn = (size_t)s->m * s->n;
        memset(s->C, 0, mn * t->es);
        kf_blas_status st = kf_gemm_cpu_run(p, s->m, s->n, s->k, 1.0, s->A, s->m, s->B, s->k,
                                            0.0, s->C, s->m);
        if (st)
            return st;
        double tol = (p->prec == KF_BLAS_DOUBLE ? 1e-13 : 2e-6) * (s->k + 4) * 4;
        for (size_t i = 0; i < mn; i++) {
            double v = p->prec == KF_BLAS_DOUBLE ? ((double *)s->C)[i] : ((float *)s->C)[i];
            if (!(fabs(v - s->ref[i]) <= tol * (1 + fabs(s->ref[i]))))
                return 1;
        }
    }
    return 0;
}

/* GFLOP/s of p over the grid, each shape at the best of its runs (at
 * least 3, more while they take under a quarter second, at most 10); < 0
 * when wrong or failed. */
static double cpu_measure(cpu_tuner *t, const kf_gemm_params *p, const char **note)
{
    *note = "";
    int rc = cpu_check(t, p);
    if (rc) {
        *note = rc == 1 ? "WRONG RESULT, discarded" : "failed";
        return -2;
    }
    double best[KF_TUNE_GRID_MAX];
    for (int g = 0; g < t->nsh; g++) {
        double spent = 0;
        for (int r = 0; r < 3 || (spent < 0.25 && r < 10); r++) {
            double dt = cpu_time_once(&t->sh[g], p);
            if (dt < 0) {
                *note = "failed";
                return -2;
            }
            spent += dt;
            if (r == 0 || dt < best[g])
                best[g] = dt;
        }
    }
    return grid_gflops(t, best);
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
    case 0: *vals = cpu_threads; *len = LEN(cpu_threads); return &p->threads;
    case 1: *vals = cpu_kbs; *len = LEN(cpu_kbs); return &p->kb;
    case 2: *vals = cpu_mcs; *len = LEN(cpu_mcs); return &p->mc;
    case 3: *vals = cpu_ncs; *len = LEN(cpu_ncs); return &p->nc;
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
        /* the thread count first (two points, and on a small or skinny
         * shape the axis that moves most), only where there is more than
         * one */
        for (int ax = kf_blas_cpu_threads() > 1 ? 0 : 1; ax < 5 && !cpu_out_of_budget(t); ax++) {
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
    double bt[CPU_TOP + 1][KF_TUNE_GRID_MAX];
    for (int j = 0; j < nc; j++)
        for (int g = 0; g < t->nsh; g++)
            bt[j][g] = 1e30;
    /* three rounds at least; more with the budget a converged descent
     * left over (at most 20): the choice is only as good as its noise */
    double end = t->t0 + (t->o->budget_s > 0 ? t->o->budget_s : 0);
    for (int r = 0; r < 3 || (r < 20 && kf_tune_now() + (kf_tune_now() - t->t0) / (t->done + r) < end); r++)
        for (int j = 0; j < nc; j++)
            for (int g = 0; g < t->nsh; g++) {
                double dt = cpu_time_once(&t->sh[g], &c[j]);
                if (dt > 0 && dt < bt[j][g])
                    bt[j][g] = dt;
            }
    for (int j = 0; j < nc; j++)
        cg[j] = bt[j][0] < 1e29 && bt[j][t->nsh - 1] < 1e29 ? grid_gflops(t, bt[j]) : 0;
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

/* ---- when more threads pay: the fork threshold ----------------------------
 *
 * A call wakes more threads once each gets kf_gemm_params.fork 2^20 flops
 * of its work (kf_blas_cpu_threads_for).  The built-in 4 is a judgement
 * taken on a loaded machine; seed 004's analyser measures such crossovers
 * where the library runs.  The ladder: square GEMMs from 128 (4 Mflop,
 * just over the smallest threshold fork=1 can express for two threads) to
 * 512, each call cold as a caller's first call finds its threads asleep
 * (10 ms asleep before it), one thread and all threads alternating, the
 * best of each; its time comes out of the search's budget.  The tuned
 * blocking is kept; only fork moves. */
static const long fork_ladder[] = {128, 160, 192, 224, 256, 320, 384, 512};
enum { FORK_ROUNDS = 7, FORK_SLEEP_US = 10000 };
/* what the ladder takes, kept out of the search's share of the budget: its
 * naps (1.1 s) and a margin for its runs (under 0.4 s at a few GFLOP/s) */
#define FORK_LADDER_S                                                                      \
    (2.0 * FORK_ROUNDS * (double)LEN(fork_ladder) * FORK_SLEEP_US * 1e-6 + 0.4)

int kf_tune_cpu_fork_pick(const long *n, const double *t_one, const double *t_all, int len,
                          long threads)
{
    if (len <= 0)
        return 0; /* no ladder: the built-in threshold */
    int c = len;
    /* from the top down: the crossover is the lowest rung of the run of
     * winning rungs that reaches the last */
    while (c > 0 && t_one[c - 1] > 0 && t_all[c - 1] > 0 && t_all[c - 1] * 1.1 <= t_one[c - 1])
        c--;
    double w;
    if (c == len)
        w = 2.0 * (2.0 * n[len - 1] * n[len - 1] * n[len - 1]);
    else if (c == 0)
        w = 2.0 * n[0] * n[0] * n[0];
    else
        w = sqrt(2.0 * n[c - 1] * n[c - 1] * n[c - 1] * 2.0 * n[c] * n[c] * n[c]);
    double f = w / ((threads > 1 ? threads : 2) * 1048576.0);
    if (f > 1048576)
        f = 1048576;
    return f < 1 ? 1 : (int)f;
}

/* One cold call of p on an n^3 problem: seconds, or -1. */
static double fork_time(const kf_gemm_params *p, long n, void *A, void *B, void *C)
{
    struct timespec nap = {0, FORK_SLEEP_US * 1000L};
    nanosleep(&nap, NULL);
    double t1 = kf_tune_now();
    if (kf_gemm_cpu_run(p, n, n, n, 1.0, A, n, B, n, 0.0, C, n))
        return -1;
    return kf_tune_now() - t1;
}

/* best's fork measured on this machine (kf_tune_cpu_fork_pick); best is
 * left as it is when memory is short.  The same precision's ladder is
 * measured once a process (every class shares the threshold). */
static void fork_tune(const cpu_tuner *t, kf_gemm_params *best)
{
    static int known[2];
    long threads = kf_blas_cpu_threads();
    int pi = best->prec == KF_BLAS_DOUBLE;
    if (threads < 2 || best->threads == 1)
        return;
    if (known[pi]) {
        best->fork = known[pi];
        return;
    }
    enum { L = LEN(fork_ladder) };
    long top = fork_ladder[L - 1];
    void *A = calloc((size_t)top * top, t->es), *B = calloc((size_t)top * top, t->es),
         *C = calloc((size_t)top * top, t->es);
    double one[L], all[L];
    if (A && B && C) {
        kf_gemm_params p1 = *best, pa = *best;
        p1.threads = 1;
        pa.threads = 0;
        pa.fork = 1;
        for (int i = 0; i < L; i++) {
            one[i] = all[i] = 1e30;
            for (int r = 0; r < FORK_ROUNDS; r++) {
                double a = fork_time(&p1, fork_ladder[i], A, B, C);
                double b = fork_time(&pa, fork_ladder[i], A, B, C);
                one[i] = a > 0 && a < one[i] ? a : one[i];
                all[i] = b > 0 && b < all[i] ? b : all[i];
            }
            if (t->o->progress) {
                char desc[160];
                long n = fork_ladder[i];
                snprintf(desc, sizeof desc, "fork ladder %ld^3: one thread %.0f us, %ld threads "
                         "%.0f us", n, one[i] * 1e6, threads, all[i] * 1e6);
                t->o->progress(t->o->ud, t->done, t->total, kf_tune_now() - t->t0, desc,
                               all[i] < 1e29 ? 2.0 * n * n * n * 1e-9 / all[i] : 0, "");
            }
        }
        known[pi] = best->fork = kf_tune_cpu_fork_pick(fork_ladder, one, all, L, threads);
    }
    free(A);
    free(B);
    free(C);
}

/* Fills shape s with operands (a fixed sequence, the same every tune) and
 * its double reference; 0 or -1 (no memory). */
static int shape_init(cpu_shape *s, kf_blas_precision prec, size_t es)
{
    size_t na = (size_t)s->m * s->k, nb = (size_t)s->k * s->n, nc = (size_t)s->m * s->n;
    double *ha = malloc(na * 8), *hb = malloc(nb * 8);
    s->ref = calloc(nc, 8);
    s->A = malloc(na * es);
    s->B = malloc(nb * es);
    s->C = malloc(nc * es);
    int rc = ha && hb && s->ref && s->A && s->B && s->C ? 0 : -1;
    unsigned long long r = 12345;
    for (size_t i = 0; !rc && i < na + nb; i++) {
        r = r * 6364136223846793005ULL + 1442695040888963407ULL;
        double v = (double)(r >> 40) / (1 << 24) - 0.5;
        double *h = i < na ? ha + i : hb + (i - na);
        void *x = i < na ? s->A : s->B;
        size_t j = i < na ? i : i - na;
        if (prec == KF_BLAS_DOUBLE)
            ((double *)x)[j] = *h = v;
        else
            *h = ((float *)x)[j] = (float)v;
    }
    for (long j = 0; !rc && j < s->n; j++) /* the reference, in double */
        for (long p = 0; p < s->k; p++) {
            double b = hb[p + j * s->k];
            for (long i = 0; i < s->m; i++)
                s->ref[i + j * s->m] += ha[i + p * s->m] * b;
        }
    free(ha);
    free(hb);
    return rc;
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
    t.stop = t.t0 + o->budget_s - reserve - (kf_blas_cpu_threads() > 1 ? FORK_LADDER_S : 0);
    t.es = o->prec == KF_BLAS_DOUBLE ? sizeof(double) : sizeof(float);
    long g[KF_TUNE_GRID_MAX][3];
    t.nsh = kf_tune_cpu_grid(o->size ? o->size : "large", g);
    kf_blas_status st = KF_BLAS_ERR_NO_MEMORY;
    for (int i = 0; i < t.nsh; i++) {
        t.sh[i].m = g[i][0];
        t.sh[i].n = g[i][1];
        t.sh[i].k = g[i][2];
        if (shape_init(&t.sh[i], o->prec, t.es))
            goto out;
    }
    kf_gemm_params d = kf_blas_cpu_defaults(o->prec);
    cpu_search(&t, d);
    *gflops = cpu_confirm(&t, &d, best);
    if (*gflops > 0)
        fork_tune(&t, best);
    if (o->variants)
        *o->variants = t.done;
    st = *gflops > 0 ? KF_BLAS_SUCCESS : kf_blas_fail(KF_BLAS_ERR_PARAMS, "no variant ran correctly");
out:
    for (int i = 0; i < t.nsh; i++) {
        free(t.sh[i].ref);
        free(t.sh[i].A);
        free(t.sh[i].B);
        free(t.sh[i].C);
    }
    return st;
}
