/*
 * wave.c: wavefronts of two sequential loops (wave.h).
 *
 *   L:  for x ...              wave w = a*e0 + e1    (e0 = +-x, e1 = +-y:
 *   L2:   for y ...              execution order)
 *           body               waves in order; on each, the iterations
 *                              x of L, each with y = ys*w + yx*x, at once
 *
 * The legality test reads kforge's dependences (deps.h), so it sees
 * exactly what the loop verdicts see; it moved here from the GPU plan so
 * that the OpenMP back end asks the same question.
 */
#include <stdio.h>
#include <string.h>

#include "analysis/wave.h"
#include "ir/poly.h"

static bool within(const struct kf_stmt *s, const struct kf_node *L)
{
    return s->node->range.begin.offset >= L->range.begin.offset &&
           s->node->range.begin.offset < L->range.end.offset;
}

/* one affine bound, step 1 or -1, a body */
static bool plain_loop(const struct kf_node *B)
{
    return (B->step == 1 || B->step == -1) && B->nlb == 1 && B->nub == 1 && B->lb[0] &&
           B->ub[0] && kf_poly_is_affine(B->lb[0]) && kf_poly_is_affine(B->ub[0]) &&
           B->nchild > 0;
}

/* The first dependence between statements of L2 that wave a breaks, or
 * -1: it must be inside one iteration of both loops, at least one wave
 * forward, or carried by a loop around L. */
static bool private_in(const struct kf_loop_info *li, int v)
{
    for (int i = 0; li && i < li->nprivate; i++)
        if (li->privates[i] == v)
            return true;
    return false;
}

static int first_broken(const struct kf_fragment *f, const struct kf_deps *dp,
                        const struct kf_node *L, const struct kf_node *L2, int a,
                        const struct kf_loop_info *pl, const struct kf_loop_info *pl2)
{
    for (int d = 0; d < dp->ndep; d++) {
        const struct kf_dep *dep = &dp->deps[d];
        if (!within(f->stmts[dep->src], L2) || !within(f->stmts[dep->dst], L2))
            continue;
        /* a scalar no value of which crosses an iteration of either loop:
         * each thread has its own (kf_wave_find_private's callers) */
        if (f->vars[dep->var].kind != KF_VAR_ARRAY && private_in(pl, dep->var) &&
            private_in(pl2, dep->var))
            continue;
        if (dep->ncommon <= L2->depth)
            return d;
        bool outer = false;
        for (int k = 0; k < L->depth; k++)
            outer |= !dep->dist[k].min_inf && dep->dist[k].min >= 1;
        if (outer)
            continue;
        const struct kf_distance *d0 = &dep->dist[L->depth], *d1 = &dep->dist[L2->depth];
        if (d0->min_inf || d1->min_inf)
            return d;
        /* (0, 0): one iteration, one thread, in order; any other point of
         * a box with both minima >= 0 is at least one wave forward */
        if ((d0->min < 0 || d1->min < 0) && a * d0->min + d1->min < 1)
            return d;
    }
    return -1;
}

static int find(const struct kf_fragment *f, const struct kf_deps *dp, const struct kf_node *L,
                struct kf_wave *w, char *why, size_t n, bool privates)
{
    if (L->kind != KF_NODE_LOOP || L->nchild != 1 || L->child[0]->kind != KF_NODE_LOOP ||
        L->nelse) {
        snprintf(why, n, "no perfect nest of two loops");
        return 1;
    }
    const struct kf_node *L2 = L->child[0];
    const struct kf_loop_info *li = kf_deps_loop(dp, L), *li2 = kf_deps_loop(dp, L2);
    if (!li || !li2)
        return snprintf(why, n, "no verdict for its loops"), 1;
    /* a loop that runs in parallel as it is does better so (trmm's j
     * launched per iteration of its outer loop): a wave only shortens it */
    if (li->verdict != KF_SEQUENTIAL || li2->verdict != KF_SEQUENTIAL) {
        snprintf(why, n, "%s runs in parallel as it is",
                 li->verdict != KF_SEQUENTIAL ? "it" : "its inner loop");
        return 1;
    }
    /* a loop kept sequential by a construct, not by a dependence, has
     * nothing a wave could reorder (a call, a break) */
    for (const struct kf_loop_info *i = li; i; i = i == li ? li2 : NULL)
        if (i->blocker || i->loop->early_exit) {
            if (i->blocker)
                snprintf(why, n, "%s: %s (line %u)", i->loop->id, i->blocker->msg,
                         i->blocker->loc.line);
            else
                snprintf(why, n, "%s may exit early", i->loop->id);
            return -1;
        }
    if (!plain_loop(L) || !plain_loop(L2)) {
        snprintf(why, n, "its loops' bounds are not one affine expression each, step 1");
        return -1;
    }
    int d = -1;
    for (int a = 1; a <= 2; a++) {
        d = first_broken(f, dp, L, L2, a, privates ? li : NULL, privates ? li2 : NULL);
        if (d < 0) {
            *w = (struct kf_wave){.outer = L, .inner = L2, .a = a};
            return 0;
        }
    }
    const struct kf_dep *dep = &dp->deps[d];
    const struct kf_stmt *s = f->stmts[dep->src], *t = f->stmts[dep->dst];
    char d0[32] = "*", d1[32] = "*";
    if (dep->ncommon > L2->depth) {
        kf_distance_text(&dep->dist[L->depth], d0, sizeof d0);
        kf_distance_text(&dep->dist[L2->depth], d1, sizeof d1);
    }
    snprintf(why, n,
             "no wave 1 or 2 apart keeps its dependences: %s dependence on %s from S%d (line %u) "
             "to S%d (line %u), distance (%s, %s) in (%s, %s)",
             kf_dep_kind_name(dep->kind), f->vars[dep->var].name, s->id,
             s->acc[dep->src_acc].range.begin.line, t->id, t->acc[dep->dst_acc].range.begin.line,
             d0, d1, f->vars[L->iter].name, f->vars[L2->iter].name);
    return -1;
}

int kf_wave_find(const struct kf_fragment *f, const struct kf_deps *dp, const struct kf_node *L,
                 struct kf_wave *w, char *why, size_t n)
{
    return find(f, dp, L, w, why, n, false);
}

int kf_wave_find_private(const struct kf_fragment *f, const struct kf_deps *dp,
                         const struct kf_node *L, struct kf_wave *w, char *why, size_t n)
{
    return find(f, dp, L, w, why, n, true);
}

void kf_wave_text(const struct kf_fragment *f, const struct kf_wave *w, char *buf, size_t n)
{
    const char *x = f->vars[w->outer->iter].name, *y = f->vars[w->inner->iter].name;
    char a[8] = "";
    if (w->a != 1)
        snprintf(a, sizeof a, "%d*", w->a);
    snprintf(buf, n, "%s%s%s %s %s", w->outer->step > 0 ? "" : "-", a, x,
             w->inner->step > 0 ? "+" : "-", y);
}

void kf_wave_inner(const struct kf_wave *w, int *ys, long *yx)
{
    /* w = a*s0*x + s1*y, so y = s1*w - a*s0*s1*x */
    int s0 = w->outer->step > 0 ? 1 : -1, s1 = w->inner->step > 0 ? 1 : -1;
    *ys = s1;
    *yx = -(long)w->a * s0 * s1;
}

/* p's coefficient of var (p affine) */
static long coef_of(const struct kf_poly *p, int var)
{
    for (int t = 0; t < p->nterm; t++)
        if (p->term[t].nvar == 1 && p->term[t].vars[0] == var)
            return p->term[t].coef;
    return 0;
}

/*
 * With y = ys*w + yx*x and a bound B = p*x + q of L2:
 *   y >= B:   (yx - p)*x + ys*w - q >= 0
 *   y <= B:   (p - yx)*x - ys*w + q >= 0
 * (a loop counting up starts at its lb and stops at its ub; one counting
 * down the other way round).
 */
int kf_wave_bounds(const struct kf_wave *w, kf_arena *ar, struct kf_wave_cons **cons)
{
    const struct kf_node *L = w->outer, *L2 = w->inner;
    int ys;
    long yx;
    kf_wave_inner(w, &ys, &yx);
    struct kf_wave_cons *c = kf_arena_alloc(ar, 2 * sizeof *c);
    for (int b = 0; b < 2; b++) {
        const struct kf_poly *B = b == 0 ? L2->lb[0] : L2->ub[0];
        if (!B || !kf_poly_is_affine(B))
            return -1;
        long p = coef_of(B, L->iter);
        struct kf_poly *q = kf_poly_subst(ar, B, L->iter, kf_poly_const(ar, 0));
        if (!q)
            return -1;
        bool ge = (b == 0) == (L2->step > 0); /* y >= B */
        c[b].k = ge ? yx - p : p - yx;
        c[b].sw = ge ? ys : -ys;
        c[b].rest = kf_poly_lin(ar, q, ge ? -1 : 1, NULL, 0);
        if (!c[b].rest)
            return -1;
    }
    *cons = c;
    return 2;
}
