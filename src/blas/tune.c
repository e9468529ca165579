/*
 * tune.c: the tuner of the OpenCL solver (contract in include/kforge/blas_tune.h, "the tuner"; seed
 * 004 "analyzing tools").
 *
 * The space.  Each memory pattern's parameters: tile rows and columns,
 * work-group shape, kb (local only), ku and tile storage, listed per axis
 * in the table spaces[] (`full`, or `reduced`: a smaller but complete
 * product, small enough to search exhaustively when measuring the tuner
 * against the exhaustive best, bench/blas/bench_tune.c).  Before anything
 * is built a point is pruned when the device cannot run it (work-group
 * size and shape, local memory for the panels: kf_gemm_params_fit) or when
 * it would leave compute units idle at the tuned size (fewer work-groups
 * than compute units).
 *
 * The search (a budget in seconds, enforced here, compiles included):
 *
 *   1. screen   every pattern's built-in defaults are measured;
 *   2. descend  coordinate descent from the best start: each axis in turn
 *               is swept with the others fixed and the best point moves;
 *               rounds repeat until one changes nothing.  A start whose
 *               pattern measured under half the best is not descended
 *               (on PoCL the local pattern runs at a fifth of the global
 *               one: descending it would spend half the budget for
 *               nothing).  Where the device's local memory is global
 *               memory (CL_DEVICE_LOCAL_MEM_TYPE: CPUs, PoCL) the global
 *               pattern is screened and descended first and the local one
 *               only with what is left: its compiles are the slowest;
 *   3. restart  while the budget lasts, descents from the best points
 *               found so far that were not yet a start (several starts
 *               catch what one path along the axes misses);
 *   4. confirm  the best few and the starts are measured again side by
 *               side (their runs alternating) and the confirmation alone
 *               decides (one measurement on a shared machine is noisy, and
 *               the first of a run is taken while the device warms up).
 *
 * The routines.  GEMM, TRMM and TRSM are tuned apart (seed 004: the store
 * holds the best per routine): TRMM's kernel is GEMM's with the triangle's
 * zero part skipped, so its best tile may differ; TRSM's point is the
 * diagonal block it inverts (axis nb) and the GEMM parameters of all its
 * updates.  TRMM and TRSM are measured as the user calls them (kf_strmm,
 * kf_strsm: left, lower, no transpose, non-unit, column-major, n x n
 * times n x n), the selector pinned to the point (kf_blas_select_pin), B
 * restored from a pristine copy before every run (outside the timing);
 * their GFLOP/s count n^3 flops, GEMM's 2 n^3.
 *
 * A variant costs a compile (about a second on PoCL) plus its runs: compiled
 * programs are kept in the process (solvers/opencl.c) and on disk (ocl.h), so points
 * met again cost nothing and a second tune of the device compiles little;
 * measured points are remembered so a descent never measures one twice.
 * Every variant runs once and is compared with the reference before it is
 * timed; then it is timed once, and only a variant within reach of the best
 * (not FAR slower) is timed again: slow variants cost one run.
 */
#include "blas/tune.h"
#include "support/ocl.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
long kf_tune_problem_size(const char *size)
{
    return strcmp(size, "small") == 0 ? 64 : 512;
}

double kf_tune_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* ---- the space -------------------------------------------------------------- */

#define LEN(a) ((int)(sizeof(a) / sizeof((a)[0])))

typedef struct space {
    const char *name;
    const int *tiles;
    int ntiles;
    const int (*wgs)[2];
    int nwgs;
    const int *kbs;
    int nkbs;
    const int *kus;
    int nkus;
    int nstores; /* 1: tiles in variables; 2: variables or an array */
    const int *nbs; /* TRSM's diagonal blocks */
    int nnbs;
    const int *vws; /* vector widths of the rows (OpenCL, kf_gemm_params.vw) */
    int nvws;
} space;

static const int full_tiles[] = {1, 2, 4, 8};
static const int full_wgs[][2] = {{4, 4}, {8, 4}, {4, 8}, {8, 8}, {16, 4}, {4, 16}, {16, 8},
                                  {8, 16}, {16, 16}, {32, 2}, {2, 32}};
static const int full_kbs[] = {4, 8, 16, 32};
static const int full_kus[] = {1, 2, 4, 8};
static const int full_nbs[] = {16, 32, 64, 128};
static const int full_vws[] = {1, 2, 4, 8};
/* reduced: the values the full space's winners on PoCL and the defaults
 * take, around them one step each way */
static const int red_tiles[] = {2, 4, 8};
static const int red_wgs[][2] = {{4, 4}, {8, 4}, {4, 8}, {8, 8}, {8, 16}};
static const int red_kbs[] = {16};
static const int red_kus[] = {2, 4};
static const int red_nbs[] = {16, 32, 64};
static const int red_vws[] = {1, 4, 8};

static const space spaces[] = {
    {"full", full_tiles, LEN(full_tiles), full_wgs, LEN(full_wgs), full_kbs, LEN(full_kbs),
     full_kus, LEN(full_kus), 2, full_nbs, LEN(full_nbs), full_vws, LEN(full_vws)},
    {"reduced", red_tiles, LEN(red_tiles), red_wgs, LEN(red_wgs), red_kbs, LEN(red_kbs),
     red_kus, LEN(red_kus), 1, red_nbs, LEN(red_nbs), red_vws, LEN(red_vws)},
};

static const space *find_space(const char *name)
{
    for (int i = 0; i < LEN(spaces); i++)
        if (strcmp(spaces[i].name, name ? name : "full") == 0)
            return &spaces[i];
    return NULL;
}

int kf_tune_space_valid(const char *name)
{
    return find_space(name) != NULL;
}

static const char *const routines[] = {"gemm", "trmm", "trsm"};
enum { R_GEMM, R_TRMM, R_TRSM };

static int find_routine(const char *name)
{
    for (int i = 0; i < LEN(routines); i++)
        if (strcmp(routines[i], name ? name : "gemm") == 0)
            return i;
    return -1;
}

int kf_tune_routine_valid(const char *name)
{
    return find_routine(name) >= 0;
}

/* A point of the space: GEMM parameters, and TRSM's diagonal block (0 for
 * the other routines).  Plain ints: compared with memcmp. */
typedef struct pt {
    kf_gemm_params p;
    int nb;
} pt;

/* "nb=32 pattern=..." (TRSM) or the parameters alone. */
static void pt_format(const pt *x, char *buf, size_t len)
{
    int n = x->nb ? snprintf(buf, len, "nb=%d ", x->nb) : 0;
    kf_gemm_params_format(&x->p, buf + n, len - n);
}

enum { AX_TM, AX_TN, AX_WG, AX_KB, AX_KU, AX_STORE, AX_NB, AX_VW, NAXES };

/* The values along an axis; nb has one (0) unless the routine is TRSM. */
static int axis_len(const space *sp, int routine, int ax)
{
    switch (ax) {
    case AX_TM: case AX_TN: return sp->ntiles;
    case AX_WG: return sp->nwgs;
    case AX_KB: return sp->nkbs;
    case AX_KU: return sp->nkus;
    case AX_NB: return routine == R_TRSM ? sp->nnbs : 1;
    case AX_VW: return sp->nvws;
    default: return sp->nstores;
    }
}

static void axis_set(const space *sp, int routine, pt *x, int ax, int v)
{
    kf_gemm_params *p = &x->p;
    switch (ax) {
    case AX_TM: p->tm = sp->tiles[v]; break;
    case AX_TN: p->tn = sp->tiles[v]; break;
    case AX_WG: p->wgm = sp->wgs[v][0]; p->wgn = sp->wgs[v][1]; break;
    case AX_KB: p->kb = sp->kbs[v]; break;
    case AX_KU: p->ku = sp->kus[v]; break;
    case AX_NB: x->nb = routine == R_TRSM ? sp->nbs[v] : 0; break;
    case AX_VW: p->vw = sp->vws[v] > 1 ? sp->vws[v] : 0; break;
    default: p->tile_array = v; break;
    }
}

/* The point of the space nearest to p on every axis (the defaults need not
 * lie in a reduced space). */
static pt snap(const space *sp, int routine, pt x)
{
    for (int ax = 0; ax < NAXES; ax++) {
        const kf_gemm_params *p = &x.p;
        int have[NAXES] = {p->tm, p->tn, p->wgm * 1000 + p->wgn, p->kb, p->ku, p->tile_array,
                           x.nb, p->vw};
        int best = 0;
        long bestd = -1;
        for (int v = 0; v < axis_len(sp, routine, ax); v++) {
            pt y = x;
            axis_set(sp, routine, &y, ax, v);
            const kf_gemm_params *q = &y.p;
            int got[NAXES] = {q->tm, q->tn, q->wgm * 1000 + q->wgn, q->kb, q->ku, q->tile_array,
                              y.nb, q->vw};
            long d = labs((long)got[ax] - have[ax]);
            if (ax == AX_WG) /* by thread count, then shape */
                d = labs((long)q->wgm * q->wgn - (long)p->wgm * p->wgn) * 1000 +
                    labs((long)q->wgm - p->wgm);
            if (bestd < 0 || d < bestd) {
                bestd = d;
                best = v;
            }
        }
        axis_set(sp, routine, &x, ax, best);
    }
    return x;
}

/* ---- measuring -------------------------------------------------------------- */

enum { TOP = 4 };
/* a variant under 1/FAR of the best is timed once only */
#define FAR 2.0

typedef struct seen {
    char key[192];
    double gf;
} seen;

typedef struct tuner {
    cl_command_queue q; /* the caller's, and its context and device */
    cl_context ctx;
    cl_device_id dev;
    const kf_tune_opts *o;
    const space *sp;
    int routine; /* R_GEMM, R_TRMM, R_TRSM */
    kf_blas_limits lim;
    cl_uint units; /* compute units */
    int local_is_global; /* CL_DEVICE_LOCAL_MEM_TYPE is CL_GLOBAL */
    long n;
    long n2;       /* the grid's size that is no power of two (0: none) */
    long run;      /* the size run_point runs (0: n) */
    size_t es;
    cl_mem A, B, C; /* TRMM, TRSM: C is their B, restored from B first */
    double *ref;  /* the reference result */
    void *host;   /* the result read back */
    double t0, stop; /* start; when the search stops (the rest confirms) */
    int done, total;
    seen *seen;
    int nseen, capseen;
    pt best;
    double best_gf;
    /* the best few, measured again at the end */
    pt top[TOP];
    double top_gf[TOP];
    /* the search's starts (the defaults), also measured again: the first
     * variant of a run is timed while the device warms up (PoCL: measured
     * at half its speed), and a descent moves away from it for good */
    pt starts[2];
    int nstarts;
} tuner;

int kf_tune_out_of_budget(const kf_tune_opts *o, double t0, double stop, int done)
{
    double mean = done ? (kf_tune_now() - t0) / done : 0;
    return (o->budget_s > 0 && kf_tune_now() + mean > stop) ||
           (o->max_variants > 0 && done >= o->max_variants);
}

static int out_of_budget(const tuner *t)
{
    return kf_tune_out_of_budget(t->o, t->t0, t->stop, t->done);
}

/* TRMM and TRSM overwrite their B: the pristine one is copied back first
 * (not timed). */
static kf_blas_status restore(tuner *t)
{
    if (t->routine == R_GEMM)
        return KF_BLAS_SUCCESS;
    size_t bytes = (size_t)t->n * t->n * t->es;
    if (clEnqueueCopyBuffer(t->q, t->B, t->C, 0, 0, bytes, 0, NULL, NULL) !=
            CL_SUCCESS ||
        clFinish(t->q) != CL_SUCCESS)
        return kf_blas_fail(KF_BLAS_ERR_OPENCL, "restoring B for the next run");
    return KF_BLAS_SUCCESS;
}

/* One run of the routine at x, queued (the caller waits), as callers run
 * it (GEMM through the solver: the indirect path where the selector takes
 * it), at the size t->run (a prefix of the operands, ld the size). */
static kf_blas_status run_point(tuner *t, const pt *x)
{
    long n = t->run ? t->run : t->n;
    cl_command_queue q = t->q;
    int dbl = x->p.prec == KF_BLAS_DOUBLE;
    const kf_blas_layout L = KF_BLAS_COL_MAJOR;
    const kf_blas_side S = KF_BLAS_LEFT;
    const kf_blas_uplo U = KF_BLAS_LOWER;
    const kf_blas_transpose N = KF_BLAS_NO_TRANS;
    const kf_blas_diag D = KF_BLAS_NON_UNIT;
    kf_blas_select_pin(&x->p, x->nb);
    kf_blas_status st;
    if (t->routine == R_GEMM)
        st = dbl ? kf_dgemm(L, N, N, n, n, n, 1.0, t->A, 0, n, t->B, 0, n, 0.0, t->C, 0, n, q,
                            NULL)
                 : kf_sgemm(L, N, N, n, n, n, 1.0f, t->A, 0, n, t->B, 0, n, 0.0f, t->C, 0, n, q,
                            NULL);
    else if (t->routine == R_TRMM)
        st = dbl ? kf_dtrmm(L, S, U, N, D, n, n, 1.0, t->A, 0, n, t->C, 0, n, q, NULL)
                 : kf_strmm(L, S, U, N, D, n, n, 1.0f, t->A, 0, n, t->C, 0, n, q, NULL);
    else
        st = dbl ? kf_dtrsm(L, S, U, N, D, n, n, 1.0, t->A, 0, n, t->C, 0, n, q)
                 : kf_strsm(L, S, U, N, D, n, n, 1.0f, t->A, 0, n, t->C, 0, n, q);
    kf_blas_select_pin(NULL, 0);
    return st;
}

/* Runs once and compares with the reference: 0 when right, 1 when wrong,
 * else a kf_blas_status.  The first run includes the compile. */
static int check(tuner *t, const pt *x)
{
    long n = t->n;
    kf_blas_status st = restore(t);
    if (!st)
        st = run_point(t, x);
    if (st)
        return st;
    if (clEnqueueReadBuffer(t->q, t->C, CL_TRUE, 0, n * n * t->es, t->host, 0, NULL,
                            NULL) != CL_SUCCESS)
        return KF_BLAS_ERR_OPENCL;
    double tol = (x->p.prec == KF_BLAS_DOUBLE ? 1e-13 : 2e-6) * (n + 4) * 4;
    for (long i = 0; i < n * n; i++) {
        double v = x->p.prec == KF_BLAS_DOUBLE ? ((double *)t->host)[i] : ((float *)t->host)[i];
        if (!(fabs(v - t->ref[i]) <= tol * (1 + fabs(t->ref[i]))))
            return 1;
    }
    return 0;
}

/* One timed run of a built, checked variant: seconds, or < 0 on failure. */
static double time_once(tuner *t, const pt *x)
{
    if (restore(t))
        return -1;
    double t1 = kf_tune_now();
    if (run_point(t, x) || clFinish(t->q) != CL_SUCCESS)
        return -1;
    return kf_tune_now() - t1;
}

/* The flops of one run: 2 n^3 for GEMM, n^3 for TRMM and TRSM. */
static double flops(const tuner *t)
{
    double n = (double)(t->run ? t->run : t->n);
    return (t->routine == R_GEMM ? 2.0 : 1.0) * n * n * n * 1e-9;
}

/* GFLOP/s of x at its best of a few runs (at least `min_reps`, more while
 * they take under a quarter second); one run only when x is FAR slower than
 * the best so far.  Negative on failure. */
static double timed_at(tuner *t, const pt *x, int min_reps, const char **note)
{
    double flop = flops(t);
    double best = time_once(t, x);
    if (best < 0)
        return -2;
    if (t->best_gf > 0 && flop / best < t->best_gf / FAR) {
        *note = "(far slower: timed once)";
        return flop / best;
    }
    double spent = best;
    for (int r = 1; r < min_reps || (spent < 0.25 && r < 10); r++) {
        double dt = time_once(t, x);
        if (dt < 0)
            return -2;
        spent += dt;
        if (dt < best)
            best = dt;
    }
    return flop / best;
}

/* GFLOP/s of x over the grid (seed 004's analyser: "optimal solution paths
 * for different problem sizes"): the geometric mean at n, a power of two,
 * and n2, which is not (tails, the indirect path); one size only when x
 * was timed once there (FAR slower). */
static double timed(tuner *t, const pt *x, int min_reps, const char **note)
{
    t->run = t->n;
    double g1 = timed_at(t, x, min_reps, note);
    if (g1 <= 0 || !t->n2 || **note) {
        t->run = 0;
        return g1;
    }
    t->run = t->n2;
    double g2 = timed_at(t, x, min_reps, note);
    t->run = 0;
    return g2 > 0 ? sqrt(g1 * g2) : g2;
}

/* Whether x is worth building: the device runs it, and (GEMM, TRMM) it
 * gives every compute unit a work-group at the tuned size (TRSM's GEMMs
 * have other shapes: the measurement decides).  0, or the reason. */
static const char *prune(const tuner *t, const pt *x)
{
    const kf_gemm_params *p = &x->p;
    if (kf_gemm_params_fit(p, &t->lim))
        return "pruned: device limits";
    if (t->routine == R_TRSM)
        return NULL;
    long bm = (long)p->wgm * p->tm, bn = (long)p->wgn * p->tn;
    long groups = ((t->n + bm - 1) / bm) * ((t->n + bn - 1) / bn);
    if (groups < (long)t->units)
        return "pruned: idle compute units";
    return NULL;
}

/* GFLOP/s of x, or a negative value when it is pruned (-1), wrong or
 * failed (-2), with the reason in *note. */
static double measure(tuner *t, const pt *x, const char **note)
{
    *note = "";
    const char *why = prune(t, x);
    if (why) {
        *note = why;
        return -1;
    }
    int rc = check(t, x);
    if (rc) {
        *note = rc == 1 ? "WRONG RESULT, discarded" : "failed";
        return -2;
    }
    double gf = timed(t, x, 3, note);
    if (gf < 0)
        *note = "failed";
    return gf;
}

static void keep_top(tuner *t, const pt *x, double gf)
{
    int worst = 0;
    for (int i = 0; i < TOP; i++) {
        if (t->top_gf[i] > 0 && memcmp(&t->top[i], x, sizeof *x) == 0) {
            if (gf > t->top_gf[i])
                t->top_gf[i] = gf;
            return;
        }
        if (t->top_gf[i] < t->top_gf[worst])
            worst = i;
    }
    if (gf > t->top_gf[worst]) {
        t->top_gf[worst] = gf;
        t->top[worst] = *x;
    }
}

static void report(tuner *t, const pt *x, double gf, const char *note)
{
    if (!t->o->progress)
        return;
    char desc[192];
    pt_format(x, desc, sizeof desc);
    t->o->progress(t->o->ud, t->done, t->total, kf_tune_now() - t->t0, desc, gf, note);
}

/* Measures x unless already measured (then its recorded GFLOP/s); moves the
 * best.  Returns its GFLOP/s, or < 0 when pruned or failed. */
static double visit(tuner *t, const pt *x)
{
    char key[192];
    pt_format(x, key, sizeof key);
    for (int i = 0; i < t->nseen; i++)
        if (strcmp(t->seen[i].key, key) == 0)
            return t->seen[i].gf;
    if (t->nseen == t->capseen) {
        int cap = t->capseen ? t->capseen * 2 : 64;
        seen *s = realloc(t->seen, cap * sizeof *s);
        if (!s)
            return -2;
        t->seen = s;
        t->capseen = cap;
    }
    const char *note;
    double gf = measure(t, x, &note);
    snprintf(t->seen[t->nseen].key, sizeof t->seen[0].key, "%s", key);
    t->seen[t->nseen++].gf = gf;
    if (gf == -1) /* pruned: costs nothing, not counted */
        return gf;
    t->done++;
    if (t->total < t->done)
        t->total = t->done;
    if (gf > t->best_gf) {
        t->best_gf = gf;
        t->best = *x;
    }
    if (gf > 0)
        keep_top(t, x, gf);
    report(t, x, gf, note);
    return gf;
}

/* ---- the search ------------------------------------------------------------- */

/* Coordinate descent from `start` (already measured or not). */
static void descend(tuner *t, pt start)
{
    if (out_of_budget(t))
        return;
    pt cur = start;
    double cur_gf = visit(t, &cur);
    if (cur_gf <= 0)
        return;
    for (int round = 0; round < 4 && !out_of_budget(t); round++) {
        int moved = 0;
        for (int ax = 0; ax < NAXES && !out_of_budget(t); ax++) {
            if (cur.p.pattern == KF_GEMM_GLOBAL && ax == AX_KB)
                continue;
            pt best = cur;
            for (int v = 0; v < axis_len(t->sp, t->routine, ax) && !out_of_budget(t); v++) {
                pt q = cur;
                axis_set(t->sp, t->routine, &q, ax, v);
                if (q.p.pattern == KF_GEMM_LOCAL && q.p.kb % q.p.ku)
                    continue;
                if (kf_gemm_params_check(&q.p))
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

/* The size of one descent round from a point: the estimate the progress
 * bar shows until the search is done. */
static int round_size(const tuner *t)
{
    int s = 1;
    for (int ax = 0; ax < NAXES; ax++)
        s += axis_len(t->sp, t->routine, ax) - 1;
    return s;
}

static void search(tuner *t)
{
    pt starts[2];
    double gf[2] = {-1, -1};
    t->total = 2 * round_size(t) + 4;
    for (int pat = 0; pat < 2; pat++) {
        pt x = {kf_blas_device_defaults(t->dev, t->o->prec, (kf_gemm_pattern)pat),
                t->routine == R_TRSM ? KF_BLAS_TRSM_NB : 0};
        starts[pat] = t->starts[pat] = snap(t->sp, t->routine, x);
    }
    t->nstarts = 2;
    if (t->local_is_global) {
        /* local memory in global memory (a CPU): the local pattern's panels
         * only add copies and barriers, so the global pattern goes first
         * and the local one is screened (and descended when close) only
         * with the budget that is left */
        gf[KF_GEMM_GLOBAL] = visit(t, &starts[KF_GEMM_GLOBAL]);
        descend(t, starts[KF_GEMM_GLOBAL]);
        if (!out_of_budget(t))
            gf[KF_GEMM_LOCAL] = visit(t, &starts[KF_GEMM_LOCAL]);
        if (gf[KF_GEMM_LOCAL] > 0 && gf[KF_GEMM_LOCAL] >= t->best_gf / FAR)
            descend(t, starts[KF_GEMM_LOCAL]);
    } else {
        /* 1: screen */
        for (int pat = 0; pat < 2; pat++)
            gf[pat] = out_of_budget(t) ? -1 : visit(t, &starts[pat]);
        /* 2: descend from the better pattern, the other one only when close */
        int first = gf[1] > gf[0];
        descend(t, starts[first]);
        if (gf[!first] > 0 && gf[!first] >= gf[first] / FAR)
            descend(t, starts[!first]);
    }
    /* 3: restarts from the best points not yet started from */
    pt used[8];
    int nused = 0;
    for (int i = 0; i < 2; i++)
        used[nused++] = starts[i];
    while (!out_of_budget(t) && nused < 8) {
        int pick = -1;
        for (int i = 0; i < TOP; i++) {
            if (t->top_gf[i] <= 0)
                continue;
            int u = 0;
            for (int j = 0; j < nused && !u; j++)
                u = memcmp(&used[j], &t->top[i], sizeof used[j]) == 0;
            if (!u && (pick < 0 || t->top_gf[i] > t->top_gf[pick]))
                pick = i;
        }
        if (pick < 0)
            break;
        used[nused++] = t->top[pick];
        int before = t->done;
        descend(t, t->top[pick]);
        if (t->done == before) /* converged there already */
            continue;
        t->total = t->done + round_size(t);
    }
}

/* Every point of the space, both patterns (global first: it compiles
 * faster on PoCL, so an interrupted run has seen most of the space). */
static void exhaustive(tuner *t)
{
    const space *sp = t->sp;
    int kbs = sp->nkbs, nbs = axis_len(sp, t->routine, AX_NB);
    t->total = sp->ntiles * sp->ntiles * sp->nwgs * sp->nkus * sp->nstores * (kbs + 1) * nbs *
               sp->nvws;
    for (int pat = 1; pat >= 0; pat--)
        for (int a = 0; a < sp->ntiles; a++)
            for (int b = 0; b < sp->ntiles; b++)
                for (int w = 0; w < sp->nwgs; w++)
                    for (int kb = 0; kb < (pat == KF_GEMM_LOCAL ? kbs : 1); kb++)
                        for (int ku = 0; ku < sp->nkus; ku++)
                            for (int st = 0; st < sp->nstores; st++)
                                for (int nb = 0; nb < nbs; nb++)
                                for (int vw = 0; vw < sp->nvws; vw++) {
                                    if (out_of_budget(t))
                                        return;
                                    pt q = {kf_gemm_default_params(t->o->prec,
                                                                   (kf_gemm_pattern)pat), 0};
                                    axis_set(sp, t->routine, &q, AX_TM, a);
                                    axis_set(sp, t->routine, &q, AX_TN, b);
                                    axis_set(sp, t->routine, &q, AX_WG, w);
                                    if (pat == KF_GEMM_LOCAL)
                                        axis_set(sp, t->routine, &q, AX_KB, kb);
                                    axis_set(sp, t->routine, &q, AX_KU, ku);
                                    axis_set(sp, t->routine, &q, AX_STORE, st);
                                    axis_set(sp, t->routine, &q, AX_NB, nb);
                                    axis_set(sp, t->routine, &q, AX_VW, vw);
                                    if (!kf_gemm_params_check(&q.p))
                                        visit(t, &q);
                                }
}

/* 4: the best few and the starts again, side by side: their runs
 * alternate round by round (load from other processes then falls on all
 * of them alike), and each one's best confirmation run alone decides (the
 * search's own figure may come from a quiet moment another variant did not
 * have).  Their programs are built: this costs runs only, at least 5
 * rounds, more (up to 15) while they take under half a second. */
static void confirm(tuner *t)
{
    enum { NC = TOP + 2 };
    pt cand[NC];
    double best[NC];
    int nc = 0;
    for (int i = 0; i < TOP; i++)
        if (t->top_gf[i] > 0)
            cand[nc++] = t->top[i];
    for (int i = 0; i < t->nstarts; i++) {
        char key[192];
        pt_format(&t->starts[i], key, sizeof key);
        int ok = 0, dup = 0;
        for (int j = 0; j < t->nseen && !ok; j++)
            ok = strcmp(t->seen[j].key, key) == 0 && t->seen[j].gf > 0;
        for (int j = 0; j < nc && !dup; j++)
            dup = memcmp(&cand[j], &t->starts[i], sizeof cand[j]) == 0;
        if (ok && !dup)
            cand[nc++] = t->starts[i];
    }
    double end = t->t0 + t->o->budget_s, t1 = kf_tune_now(), best2[NC];
    for (int i = 0; i < nc; i++)
        best[i] = best2[i] = -1;
    for (int r = 0; r < 15 && (r < 5 || kf_tune_now() - t1 < 0.5); r++) {
        if (t->o->budget_s > 0 && kf_tune_now() > end && r > 0)
            break;
        for (int i = 0; i < nc; i++)
            for (int g = 0; g < (t->n2 ? 2 : 1); g++) {
                double *b = g ? &best2[i] : &best[i];
                t->run = g ? t->n2 : t->n;
                double dt = time_once(t, &cand[i]);
                if (dt > 0 && (*b < 0 || dt < *b))
                    *b = dt;
            }
    }
    t->best_gf = 0;
    for (int i = 0; i < nc; i++) {
        t->run = t->n;
        double gf = best[i] > 0 ? flops(t) / best[i] : 0;
        t->run = t->n2;
        if (t->n2)
            gf = best2[i] > 0 ? sqrt(gf * flops(t) / best2[i]) : 0;
        t->run = 0;
        report(t, &cand[i], gf, "(confirmation, side by side)");
        if (gf > t->best_gf) {
            t->best_gf = gf;
            t->best = cand[i];
        }
    }
}

/* The operands and the reference of the tuned routine, in double: GEMM
 * C = A B; TRMM B := L B (L the lower triangle of A); TRSM L X = B with
 * A's entries scaled by 1/n and 1 added to its diagonal (well conditioned,
 * as the tests do). */
static void reference(const tuner *t, const double *ha, const double *hb, double *ref)
{
    long n = t->n;
    for (long j = 0; j < n; j++)
        for (long i = 0; i < n; i++)
            ref[i + j * n] = t->routine == R_GEMM ? 0 : hb[i + j * n];
    if (t->routine == R_GEMM) {
        for (long j = 0; j < n; j++)
            for (long p = 0; p < n; p++) {
                double b = hb[p + j * n];
                for (long i = 0; i < n; i++)
                    ref[i + j * n] += ha[i + p * n] * b;
            }
    } else if (t->routine == R_TRMM) {
        for (long j = 0; j < n; j++) { /* bottom up: row i reads rows <= i */
            double *x = ref + j * n;
            for (long i = n - 1; i >= 0; i--) {
                double v = 0;
                for (long p = 0; p <= i; p++)
                    v += ha[i + p * n] * x[p];
                x[i] = v;
            }
        }
    } else {
        for (long j = 0; j < n; j++) { /* forward substitution */
            double *x = ref + j * n;
            for (long i = 0; i < n; i++) {
                double v = x[i];
                for (long p = 0; p < i; p++)
                    v -= ha[i + p * n] * x[p];
                x[i] = v / ha[i + i * n];
            }
        }
    }
}

kf_blas_status kf_blas_tune(cl_command_queue queue, const kf_tune_opts *o, kf_gemm_params *best,
                            int *nb, double *gflops)
{
    tuner t = {0};
    t.q = queue;
    t.o = o;
    t.t0 = kf_tune_now();
    /* the last tenth of the budget (at most 5 s) confirms */
    double reserve = o->budget_s * 0.1 > 5 ? 5 : o->budget_s * 0.1;
    t.stop = t.t0 + o->budget_s - reserve;
    t.sp = find_space(o->space);
    if (!t.sp)
        return kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "unknown search space '%s'", o->space);
    t.routine = find_routine(o->routine);
    if (t.routine < 0)
        return kf_blas_fail(KF_BLAS_ERR_ARGUMENT, "unknown routine '%s'", o->routine);
    t.n = kf_tune_problem_size(o->size);
    /* the grid: n and a size that is no power of two, in the same class */
    t.n2 = t.n - 12; /* within the operands of n */
    t.es = o->prec == KF_BLAS_DOUBLE ? sizeof(double) : sizeof(float);
    t.best_gf = 0;
    kf_blas_status st = kf_blas_queue_info(queue, &t.ctx, &t.dev);
    if (!st)
        st = kf_blas_device_limits(t.dev, &t.lim);
    if (st)
        return st;
    if (o->prec == KF_BLAS_DOUBLE && !t.lim.fp64)
        return kf_blas_fail(KF_BLAS_ERR_NO_FP64, "the device has no double precision");
    if (clGetDeviceInfo(t.dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof t.units, &t.units,
                        NULL) != CL_SUCCESS)
        t.units = 1;
    cl_device_local_mem_type lt = CL_LOCAL;
    if (clGetDeviceInfo(t.dev, CL_DEVICE_LOCAL_MEM_TYPE, sizeof lt, &lt, NULL) == CL_SUCCESS)
        t.local_is_global = lt == CL_GLOBAL;
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
        if (t.routine == R_TRSM)
            ha[i] = ha[i] / n + (i % (n + 1) == 0 ? 1 : 0); /* i % (n+1) == 0: the diagonal */
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
    reference(&t, ha, hb, t.ref);
    cl_int rc;
    t.A = clCreateBuffer(t.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, nn * t.es, da, &rc);
    if (t.A)
        t.B = clCreateBuffer(t.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, nn * t.es, db,
                             &rc);
    if (t.B)
        t.C = clCreateBuffer(t.ctx, CL_MEM_READ_WRITE, nn * t.es, NULL, &rc);
    if (!t.C) {
        st = kf_blas_fail(KF_BLAS_ERR_OPENCL, "clCreateBuffer: %s (%d)", kf_ocl_strerror(rc),
                          (int)rc);
        goto out;
    }
    if (o->exhaustive)
        exhaustive(&t);
    else
        search(&t);
    confirm(&t);
    if (t.best_gf <= 0) {
        st = kf_blas_fail(KF_BLAS_ERR_PARAMS, "no variant ran correctly");
        goto out;
    }
    *best = t.best.p;
    if (nb)
        *nb = t.best.nb;
    *gflops = t.best_gf;
    if (o->variants)
        *o->variants = t.done;
    st = KF_BLAS_SUCCESS;
out:
    if (t.A) clReleaseMemObject(t.A);
    if (t.B) clReleaseMemObject(t.B);
    if (t.C) clReleaseMemObject(t.C);
    free(ha); free(hb); free(t.ref); free(t.host); free(da); free(db); free(t.seen);
    return st;
}

kf_blas_status kf_blas_tune_gemm(cl_command_queue queue, const kf_tune_opts *o,
                                 kf_gemm_params *best, double *gflops)
{
    kf_tune_opts g = *o;
    g.routine = "gemm";
    return kf_blas_tune(queue, &g, best, NULL, gflops);
}
