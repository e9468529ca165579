/* quasar_region.c: one OpenMP parallel region around a host loop of
 * kernel launches (issue 15; seed 002 §17.1.6, the launches of a time
 * loop).
 *
 * A time-stepping loop launches its kernels once per step; each launch
 * lowered alone is a `#pragma omp parallel for`, a fork and a join per
 * launch (TV 40 per run of 20 steps, Perona-Malik 20).  When the loop's
 * body is launches and plain assignments only, the loop becomes
 *
 *     #pragma omp parallel private(it)       (one fork for the run)
 *     for (it = lo; it <= hi; it++) {        (every thread runs the loop)
 *         D = size(u); box of quasar_bnd.c   (replicated: pure reads)
 *         #pragma omp for                    (the launch; its barrier)
 *         for (p0 ...) kernel(...);
 *         #pragma omp single                 (host assignments: one
 *         { s = y; y = tmp; tmp = s; }        thread, then a barrier)
 *     }
 *     for (it = lo; it <= hi; it++) {}       (it's value after the loop)
 *
 * Why this is the sequential program: every write to a shared host
 * variable is inside a `single`, which ends in a barrier; every read of
 * one outside a `single` is in a launch's prologue, which follows the
 * previous launch's or single's barrier and precedes its own launch's
 * barrier, so no read meets a write.  The loop's bounds are computed
 * before the region and its variable is private, so every thread takes
 * the same trips and meets the same barriers.
 *
 * What the analysis accepts (anything else keeps one fork per launch and
 * `--explain` says why, "  region: FILE:L:C: ..."):
 *   - parallel_do(dims, args..., kernel): dims size(A), numel(A), a scalar or a row
 *     of scalars; args variables (arrays, scalars) and scalar arithmetic
 *     on variables and numbers, so the launch's prologue computes without
 *     allocating or calling;
 *   - v = w, v = scalar arithmetic, v op= scalar arithmetic, v not the
 *     loop's variable (in `single`).
 * At least one launch; the OpenMP target; `--disable=region` keeps the
 * launches' own regions.
 */
#include "quasar.h"

#include <string.h>

/* a scalar expression of variables and numbers: no call, no index */
static int pure_scalar(qctx *c, qinst *in, kf_q_node *e)
{
    if (!e)
        return 1;
    switch (e->kind) {
    case KF_Q_NUM:
        return e->op != 'i'; /* an imaginary literal makes a complex value */
    case KF_Q_ID: {
        qvar *v = qc_lookup(in, e->str);
        return v && (v->t.k == QT_INT || v->t.k == QT_SCALAR);
    }
    case KF_Q_BIN: case KF_Q_UN: case KF_Q_COND: {
        qtype t = qc_type(c, in, e);
        if (t.k != QT_INT && t.k != QT_SCALAR)
            return 0;
        return pure_scalar(c, in, e->a) && pure_scalar(c, in, e->b) && pure_scalar(c, in, e->c);
    }
    default:
        return 0;
    }
}

/* a variable of the instance holding an array or a scalar */
static int plain_var(qinst *in, const kf_q_node *e)
{
    if (!e || e->kind != KF_Q_ID)
        return 0;
    qvar *v = qc_lookup(in, e->str);
    return v && (v->t.k == QT_ARR || v->t.k == QT_INT || v->t.k == QT_SCALAR);
}

/* a builtin's name, not shadowed by a variable or a user function */
static int builtin_named(qctx *c, qinst *in, const kf_q_node *f, const char *name)
{
    return f && f->kind == KF_Q_ID && !strcmp(f->str, name) && !qc_lookup(in, name) &&
           !qc_find_func(c, in, name, NULL);
}

/* dims of a launch: size(A), a scalar, or a row of scalars */
static int pure_dims(qctx *c, qinst *in, kf_q_node *d)
{
    if (d->kind == KF_Q_CALL)
        return (builtin_named(c, in, d->a, "size") || builtin_named(c, in, d->a, "numel")) && d->nkids == 1 &&
               plain_var(in, d->kids[0]);
    if (d->kind == KF_Q_MATRIX) {
        for (int i = 0; i < d->nkids; i++)
            if (!pure_scalar(c, in, d->kids[i]))
                return 0;
        return d->nkids > 0;
    }
    return pure_scalar(c, in, d);
}

static int launch_ok(qctx *c, qinst *in, kf_q_node *e);

int qc_region_launch(qctx *c, qinst *in, const kf_q_node *s)
{
    if (s->kind != KF_Q_EXPR || s->a->kind != KF_Q_CALL)
        return 0;
    if (qc_fuse_rows(c, s)) /* two launches fused row by row: the region runs them, then a barrier (quasar_rows.c) */
        return launch_ok(c, in, s->a) && launch_ok(c, in, s->b);
    return launch_ok(c, in, s->a);
}

static int launch_ok(qctx *c, qinst *in, kf_q_node *e)
{
    if (!builtin_named(c, in, e->a, "parallel_do") || e->nkids < 2 || !pure_dims(c, in, e->kids[0]))
        return 0;
    for (int i = 1; i < e->nkids - 1; i++)
        if (!plain_var(in, e->kids[i]) && !pure_scalar(c, in, e->kids[i]))
            return 0;
    kf_q_node *kn = e->kids[e->nkids - 1];
    return (kn->kind == KF_Q_ID && qc_type(c, in, kn).k == QT_FUNC) ||
           (kn->kind == KF_Q_FUNC && (kn->flags & KF_Q_KERNEL)); /* a fused kernel (quasar_fuse.c) */
}

/* a host statement the region runs in `single`, or why not */
static const char *single_ok(qctx *c, qinst *in, const kf_q_node *s, const char *loopvar)
{
    if (s->kind != KF_Q_ASSIGN || s->nkids != 1 || s->kids[0]->kind != KF_Q_ID)
        return "a statement other than a launch or an assignment to a variable";
    const char *tg = s->kids[0]->str;
    qvar *v = qc_lookup(in, tg);
    if (!v)
        return "an assignment to a variable of an enclosing function";
    if (!strcmp(tg, loopvar))
        return "an assignment to the loop's variable";
    if (s->op == '=' && plain_var(in, s->a) && qt_eq(qc_type(c, in, s->a), v->t))
        return NULL;
    if ((v->t.k == QT_INT || v->t.k == QT_SCALAR) && pure_scalar(c, in, s->a))
        return NULL;
    return "an assignment of a value the host computes with calls, arrays or indexing";
}

int qc_region_plan(qctx *c, qinst *in, kf_q_node *loop)
{
    kf_q_node *b = loop->b;
    int launches = 0;
    const char *why = NULL;
    const kf_q_node *at = loop;
    for (int i = 0; b && i < b->nkids; i++) {
        kf_q_node *s = b->kids[i];
        if (s->kind == KF_Q_ATTR && !strncmp(s->str, "kernel_fusion", 13))
            continue; /* quasar_fuse.c takes it out of the block it lowers */
        if (s->kind == KF_Q_EXPR && s->a->kind == KF_Q_CALL &&
            builtin_named(c, in, s->a->a, "parallel_do")) {
            launches++;
            if (qc_region_launch(c, in, s))
                continue;
            if (!why) {
                why = "a launch whose dimensions or arguments are not variables or scalar arithmetic";
                at = s;
            }
            continue;
        }
        const char *w = single_ok(c, in, s, loop->str);
        if (w && !why) {
            why = w;
            at = s;
        }
    }
    if (c->failed || !launches)
        return 0; /* no launch: nothing to say */
    if (!why && c->opt->target != KF_QC_OPENMP)
        why = "the launches run on the device (the region is OpenMP's)";
    if (!why && (c->opt->disabled & KF_QC_PASS_REGION))
        why = "--disable=region";
    if (!why && (in->in_kernel || in->kernel_nd || in->in_par || in->region))
        why = "inside a kernel or a parallel loop";
    if (why) {
        if (at != loop)
            qc_explain(c, "region", loop, "loop over %s: one fork per launch and trip: %s (at %u:%u)", loop->str,
                       why, at->line, at->col);
        else
            qc_explain(c, "region", loop, "loop over %s: one fork per launch and trip: %s", loop->str, why);
        return 0;
    }
    qc_explain(c, "region", loop, "loop over %s: one parallel region around its %d launch%s (one fork for the "
               "loop instead of one per launch and trip)", loop->str, launches, launches > 1 ? "es" : "");
    return 1;
}

/* Before statement s of the region's body: open or close the `single`
 * that holds the host statements between launches.  Returns whether a
 * single is open after the call. */
int qc_region_step(qctx *c, qinst *in, const kf_q_node *s, int open)
{
    int launch = s ? qc_region_launch(c, in, s) : 1;
    if (launch && open) {
        in->indent--;
        qc_line(c, in, "}");
        return 0;
    }
    if (!launch && !open) {
        qc_line(c, in, "#pragma omp single");
        qc_line(c, in, "{");
        in->indent++;
        return 1;
    }
    return open;
}

/* Consecutive launches outside a loop (a separable filter's two passes):
 *
 *     #pragma omp parallel
 *     {
 *         D = size(x); box...        (replicated: pure reads)
 *         #pragma omp for            (the first pass; its barrier)
 *         ...
 *         #pragma omp for            (the second pass)
 *         ...
 *     }
 *
 * one fork instead of one per launch, by the argument above with no
 * single.  Returns how many statements from b->kids[i] on make such a
 * run (two or more), else 0. */
int qc_region_run(qctx *c, qinst *in, const kf_q_node *b, int i)
{
    if (c->opt->target != KF_QC_OPENMP || (c->opt->disabled & KF_QC_PASS_REGION) || in->in_kernel ||
        in->kernel_nd || in->in_par || in->region)
        return 0;
    int n = 0;
    while (i + n < b->nkids && qc_region_launch(c, in, b->kids[i + n]))
        n++;
    if (n < 2)
        return 0;
    const kf_q_node *last = b->kids[i + n - 1];
    qc_explain(c, "region", b->kids[i], "%d consecutive launches (to %u:%u) share one parallel region", n,
               last->line, last->col);
    return n;
}
