/*
 * deps.c: dependences, privatisation, reductions and loop verdicts
 * (see include/kforge/deps.h).
 *
 *   for each variable v:
 *     for each pair of accesses (a in S, b in T) to v, one a write:
 *       isl flow with sink b, may-source a, the fragment's schedule
 *         -> S[x] -> T[y]: a touches what b touches, S[x] runs first
 *   for each loop L at depth d, each dependence with S, T inside L:
 *       carried  <=>  x_k = y_k (k < d)  and  x_d != y_d
 *   for each scalar v with a carried dependence in L (scalar_crosses):
 *       private  <=>  no carried flow dependence reaches a read of v that
 *                     no sure write of v in its own iteration of L precedes
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/ctx.h>
#include <isl/flow.h>
#include <isl/ilp.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/val.h>

#include "ir/poly.h"
#include "kforge/deps.h"

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p) {
        fprintf(stderr, "%s:%d: out of memory\n", __FILE__, __LINE__);
        abort();
    }
    return p;
}

static void deps_note(struct kf_deps *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void deps_note(struct kf_deps *r, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    for (int i = 0; i < r->nnote; i++)
        if (strcmp(r->notes[i], buf) == 0)
            return;
    r->notes = xrealloc(r->notes, (size_t)(r->nnote + 1) * sizeof *r->notes);
    if (!(r->notes[r->nnote] = strdup(buf)))
        abort();
    r->nnote++;
}

const char *kf_dep_kind_name(enum kf_dep_kind k)
{
    return k == KF_DEP_FLOW ? "flow" : k == KF_DEP_ANTI ? "anti" : "output";
}

const char *kf_verdict_name(enum kf_verdict v)
{
    return v == KF_PARALLEL ? "parallel" : v == KF_REDUCTION ? "reduction" : "sequential";
}

enum kf_data_class kf_deps_data_class(const struct kf_var *v)
{
    if (v->kind == KF_VAR_ITER || v->local)
        return KF_DATA_NONE;
    if (v->kind == KF_VAR_ARRAY)
        return KF_DATA_ARRAY;
    return v->written ? KF_DATA_SCALAR_CHANGED : KF_DATA_SCALAR_IN;
}

/* Memory-based dependences on variable v from accesses of one kind
 * (writes or reads) to later accesses of another: for each pair of accesses
 * (s, a) -> (t, b), the instances of s and t that touch the same element of
 * v with s's instance scheduled strictly before t's.  That is what isl's
 * dataflow gives with may-sources only (nothing is killed), computed pair by
 * pair: the dataflow's level-by-level search for the last source made it
 * three quarters of the time of `kforge gen` on small programs, and only
 * value-based flow (value_flow below) needs it.  before[s * nstmt + t]
 * caches the order of s's instances before t's, which every pair of their
 * accesses shares. */
static void var_deps(const struct kf_model *m, struct kf_deps *r, isl_map **before, int v,
                     bool sink_write, bool source_write)
{
    const struct kf_fragment *f = m->f;
    for (int s = 0; s < f->nstmt; s++)
        for (int a = 0; a < f->stmts[s]->naccess; a++) {
            const struct kf_access *x = &f->stmts[s]->acc[a];
            if (x->var != v || !m->acc[s][a] || x->write != source_write)
                continue;
            for (int t = 0; t < f->nstmt; t++)
                for (int b = 0; b < f->stmts[t]->naccess; b++) {
                    const struct kf_access *y = &f->stmts[t]->acc[b];
                    if (y->var != v || !m->acc[t][b] || y->write != sink_write)
                        continue;
                    isl_map *same = isl_map_apply_range(isl_map_copy(m->acc[s][a]),
                                                        isl_map_reverse(isl_map_copy(m->acc[t][b])));
                    isl_map **order = &before[s * f->nstmt + t];
                    if (!*order)
                        *order = isl_map_lex_lt_map(isl_map_copy(m->sched[s]), isl_map_copy(m->sched[t]));
                    isl_map *rel = isl_map_coalesce(isl_map_intersect(same, isl_map_copy(*order)));
                    if (!rel || isl_map_is_empty(rel) != isl_bool_false) {
                        isl_map_free(rel);
                        continue;
                    }
                    bool sw = x->write, tw = y->write;
                    r->deps = xrealloc(r->deps, (size_t)(r->ndep + 1) * sizeof *r->deps);
                    r->deps[r->ndep++] = (struct kf_dep){
                        sw && tw ? KF_DEP_OUTPUT : sw ? KF_DEP_FLOW : KF_DEP_ANTI, s, t, a, b, v, rel, 0, NULL};
                }
        }
}

static int dep_cmp(const void *x, const void *y)
{
    const struct kf_dep *p = x, *q = y;
    if (p->src != q->src)
        return p->src - q->src;
    if (p->src_acc != q->src_acc)
        return p->src_acc - q->src_acc;
    if (p->dst != q->dst)
        return p->dst - q->dst;
    return p->dst_acc - q->dst_acc;
}

static bool in_loop(const struct kf_stmt *s, const struct kf_node *l)
{
    return s->depth > l->depth && s->loops[l->depth] == l;
}

/* the part of rel carried by loop l (both statements inside l), or NULL */
static isl_map *carried_part(isl_map *rel, const struct kf_stmt *s, const struct kf_stmt *t,
                             const struct kf_node *l)
{
    if (!in_loop(s, l) || !in_loop(t, l))
        return NULL;
    isl_map *r = isl_map_copy(rel);
    for (int k = 0; k < l->depth; k++)
        r = isl_map_equate(r, isl_dim_in, k, isl_dim_out, k);
    isl_map *lt = isl_map_order_lt(isl_map_copy(r), isl_dim_in, l->depth, isl_dim_out, l->depth);
    isl_map *gt = isl_map_order_gt(r, isl_dim_in, l->depth, isl_dim_out, l->depth);
    r = isl_map_union(lt, gt);
    if (isl_map_is_empty(r) == isl_bool_true) {
        isl_map_free(r);
        return NULL;
    }
    return r;
}

static bool val_to_long(isl_val *v, long *out, bool *inf)
{
    *inf = false;
    if (!v)
        return false;
    bool ok = true;
    if (isl_val_is_infty(v) || isl_val_is_neginfty(v))
        *inf = true;
    else if (isl_val_is_int(v))
        *out = isl_val_get_num_si(v);
    else
        ok = false;
    isl_val_free(v);
    return ok;
}

/* distance range of the carried part c: sink's iterator minus source's, in
 * execution order (negated for a decrementing loop) */
static void distance_at(isl_map *c, const struct kf_node *l, struct kf_distance *out);

static void distance(isl_map *c, const struct kf_node *l, struct kf_carried *out)
{
    struct kf_distance d;
    distance_at(c, l, &d);
    out->dmin = d.min, out->dmax = d.max;
    out->dmin_inf = d.min_inf, out->dmax_inf = d.max_inf;
}

void kf_distance_text(const struct kf_distance *c, char *buf, size_t n)
{
    if (c->min_inf && c->max_inf)
        snprintf(buf, n, "*");
    else if (c->max_inf)
        snprintf(buf, n, ">= %ld", c->min);
    else if (c->min_inf)
        snprintf(buf, n, "<= %ld", c->max);
    else if (c->min == c->max)
        snprintf(buf, n, "%ld", c->min);
    else
        snprintf(buf, n, "%ld..%ld", c->min, c->max);
}

/* the range of y_d - x_d over relation c, in the execution order of loop l */
static void distance_at(isl_map *c, const struct kf_node *l, struct kf_distance *out)
{
    isl_map *r = isl_map_copy(c);
    int d = l->depth;
    isl_size nin = isl_map_dim(r, isl_dim_in), nout = isl_map_dim(r, isl_dim_out);
    r = isl_map_project_out(r, isl_dim_in, d + 1, (unsigned)(nin - d - 1));
    r = isl_map_project_out(r, isl_dim_in, 0, (unsigned)d);
    r = isl_map_project_out(r, isl_dim_out, d + 1, (unsigned)(nout - d - 1));
    r = isl_map_project_out(r, isl_dim_out, 0, (unsigned)d);
    r = isl_map_reset_tuple_id(r, isl_dim_in);
    r = isl_map_reset_tuple_id(r, isl_dim_out);
    isl_set *delta = isl_map_deltas(r);
    if (l->step < 0)
        delta = isl_set_neg(delta);
    isl_aff *x = isl_aff_var_on_domain(isl_local_space_from_space(isl_set_get_space(delta)),
                                       isl_dim_set, 0);
    bool ok1 = val_to_long(isl_set_min_val(delta, x), &out->min, &out->min_inf);
    bool ok2 = val_to_long(isl_set_max_val(delta, x), &out->max, &out->max_inf);
    if (!ok1)
        out->min_inf = true;
    if (!ok2)
        out->max_inf = true;
    isl_aff_free(x);
    isl_set_free(delta);
}

/* May array v be privatised, each thread with a copy of its own?  A local
 * array of constant size, declared outside the fragment's loops (one
 * declared in a loop is already an iteration's own), at most 16,384
 * elements, since every thread's copy lives on its stack: a scratch row
 * written and read in each iteration, as real code keeps one. */
static bool private_array_ok(const struct kf_var *v)
{
    if (v->kind != KF_VAR_ARRAY || v->base != KF_BASE_LOCAL_ARRAY || v->local ||
        v->address_taken || v->ndims < 1)
        return false;
    long n = 1;
    for (int d = 0; d < v->ndims; d++) {
        char *e;
        long k = v->dims[d] ? strtol(v->dims[d], &e, 10) : 0;
        if (!v->dims[d] || !*v->dims[d] || *e || k <= 0 || (n *= k) > 16384)
            return false;
    }
    return true;
}

/* The isl operations (isl_ctx_set_max_operations) one question of
 * privatisation may take: an array's value flow, or whether a scalar's
 * value crosses iterations of one loop.  isl's value flow of the scalars
 * of kforge's tests, PolyBench and randfeat.py's seeds 1-60 and 156-240
 * took at most 512,000 (most under 16,000; seed 236 over 10^8), about a
 * second on this kind of machine; scalar_crosses answered the 34,883
 * questions of those programs and seeds 1-330 within the bound, each as
 * the value flow did.  Beyond it the variable stays shared, the safe
 * answer, and a note says so. */
#ifndef KF_FLOW_OPS /* -DKF_FLOW_OPS=N: a build that tries the bound */
#define KF_FLOW_OPS 1000000UL
#endif

static void bound_ops(isl_ctx *ctx)
{
    isl_ctx_reset_error(ctx);
    isl_ctx_reset_operations(ctx);
    isl_ctx_set_max_operations(ctx, KF_FLOW_OPS);
}

/* Lifts bound_ops's bound: false where isl stopped at it (or failed). */
static bool unbound_ops(isl_ctx *ctx)
{
    isl_ctx_set_max_operations(ctx, 0);
    bool ok = isl_ctx_last_error(ctx) == isl_error_none;
    isl_ctx_reset_error(ctx);
    return ok;
}

/* a write that isl's value flow may count as made (a must-source): the
 * front end's must-write that the model holds exactly */
static bool must_write(const struct kf_model *m, int s, int a)
{
    const struct kf_access *x = &m->f->stmts[s]->acc[a];
    return !((x->may && !x->joint) || x->whole || m->wider[s][a]);
}

/* The question of value_flow: the reads of v as sinks, its writes as must
 * (or may) sources; a joint write (ir.h: one of the writes every path
 * through an if or a switch makes) is a must-write at its place. */
static isl_union_access_info *flow_question(const struct kf_model *m, int v)
{
    const struct kf_fragment *f = m->f;
    isl_space *sp = isl_space_params_alloc(m->ctx, 0);
    isl_union_map *sink = isl_union_map_empty(isl_space_copy(sp));
    isl_union_map *must = isl_union_map_empty(isl_space_copy(sp));
    isl_union_map *may = isl_union_map_empty(isl_space_copy(sp));
    isl_union_map *sched = isl_union_map_empty(sp);
    for (int i = 0; i < f->nstmt; i++)
        for (int a = 0; a < f->stmts[i]->naccess; a++) {
            const struct kf_access *x = &f->stmts[i]->acc[a];
            if (x->var != v || !m->acc[i][a])
                continue;
            /* the schedules of the statements that touch v */
            sched = isl_union_map_add_map(sched, isl_map_copy(m->sched[i]));
            isl_map *am = isl_map_copy(m->acc[i][a]);
            if (!x->write)
                sink = isl_union_map_add_map(sink, am);
            else if (!must_write(m, i, a))
                may = isl_union_map_add_map(may, am);
            else
                must = isl_union_map_add_map(must, am);
        }
    isl_union_access_info *ai = isl_union_access_info_from_sink(sink);
    ai = isl_union_access_info_set_must_source(ai, must);
    ai = isl_union_access_info_set_may_source(ai, may);
    return isl_union_access_info_set_schedule_map(ai, sched);
}

/* Value-based flow of array v (writes as must-sources where they are
 * sure), or NULL where isl gives up within KF_FLOW_OPS operations. */
static isl_union_map *value_flow(const struct kf_model *m, int v)
{
    bound_ops(m->ctx);
    isl_union_flow *fl = isl_union_access_info_compute_flow(flow_question(m, v));
    isl_union_map *dep = isl_union_flow_get_may_dependence(fl);
    isl_union_flow_free(fl);
    if (!unbound_ops(m->ctx) || !dep) {
        isl_union_map_free(dep);
        return NULL;
    }
    return dep;
}

/* Does value flow (value_flow's answer) cross iterations of loop l? */
static bool flow_carried(const struct kf_model *m, isl_union_map *flow, const struct kf_node *l)
{
    const struct kf_fragment *f = m->f;
    isl_map_list *list = isl_union_map_get_map_list(flow);
    int n = list ? isl_map_list_n_map(list) : -1;
    bool carried = n < 0; /* isl failed: as if it did */
    for (int i = 0; i < n && !carried; i++) {
        isl_map *x = isl_map_list_get_map(list, i);
        const char *sn = isl_map_get_tuple_name(x, isl_dim_in);
        const char *tn = isl_map_get_tuple_name(x, isl_dim_out);
        int s = sn ? atoi(sn + 1) - 1 : -1, t = tn ? atoi(tn + 1) - 1 : -1;
        if (s >= 0 && t >= 0 && s < f->nstmt && t < f->nstmt) {
            isl_map *c = carried_part(x, f->stmts[s], f->stmts[t], l);
            carried = c != NULL;
            isl_map_free(c);
        } else {
            carried = true;
        }
        isl_map_free(x);
    }
    isl_map_list_free(list);
    return carried;
}

/* The depth down to which covered equates the counters of s's write x
 * and of t: l's; where x is a may-write only because loops around it may
 * run fewer iterations than modelled (kf_access.may_loop), the innermost
 * of those too, which must then hold t as well: in that loop's iteration
 * the write runs if t does.  -1: x covers nothing. */
static int cover_depth(const struct kf_model *m, int s, int a, int t, const struct kf_node *l)
{
    const struct kf_stmt *S = m->f->stmts[s], *T = m->f->stmts[t];
    const struct kf_access *x = &S->acc[a];
    if (must_write(m, s, a))
        return l->depth;
    if (!x->may || x->joint || x->whole || m->wider[s][a] || x->may_loop == 0)
        return -1;
    int d = x->may_loop - 1;
    if (d < l->depth)
        return l->depth;
    return d < T->depth && S->loops[d] == T->loops[d] ? d : -1;
}

/* The instances of t (inside l) before which, in the same iteration of l
 * and of every loop around it, a write of scalar v surely runs
 * (cover_depth): its reads there see this iteration's value.  NULL when
 * isl fails. */
static isl_set *covered(const struct kf_model *m, int v, int t, const struct kf_node *l)
{
    const struct kf_fragment *f = m->f;
    isl_set *c = isl_set_empty(isl_set_get_space(m->domain[t]));
    for (int s = 0; s < f->nstmt; s++) {
        if (!in_loop(f->stmts[s], l))
            continue;
        for (int a = 0; a < f->stmts[s]->naccess; a++) {
            const struct kf_access *x = &f->stmts[s]->acc[a];
            int depth = x->var == v && x->write && m->acc[s][a] ? cover_depth(m, s, a, t, l) : -1;
            if (depth < 0)
                continue;
            /* x -> y: x's schedule before y's, the same counters down to depth */
            isl_map *o = isl_map_lex_lt_map(isl_map_copy(m->sched[s]), isl_map_copy(m->sched[t]));
            for (int k = 0; k <= depth; k++)
                o = isl_map_equate(o, isl_dim_in, k, isl_dim_out, k);
            o = isl_map_intersect_domain(o, isl_map_domain(isl_map_copy(m->acc[s][a])));
            c = isl_set_union(c, isl_map_range(o));
        }
    }
    return isl_set_coalesce(c);
}

/* Does a value of scalar v cross iterations of loop l?  It does where a
 * read of v in l is covered by no must-write of its own iteration
 * (covered) and a flow dependence carried by l reaches it: then the last
 * write before that read ran in an earlier iteration (a must-write there
 * is not killed by a write of the read's iteration, and a may-write is
 * never killed), which is what isl's value-based flow would give, without
 * its search for the last source level by level: on conditions with
 * quotients (`(i + j) % 3`, `>> 1`) that search ran for minutes (seed 236
 * of randfeat.py), where this is a difference of sets.  1 yes, 0 no, -1
 * where isl gives up within KF_FLOW_OPS operations. */
static int scalar_crosses(const struct kf_model *m, const struct kf_deps *r, int v,
                          const struct kf_node *l)
{
    const struct kf_fragment *f = m->f;
    int res = 0;
    bound_ops(m->ctx);
    for (int t = 0; t < f->nstmt && res == 0; t++) {
        if (!in_loop(f->stmts[t], l))
            continue;
        isl_set *open = NULL; /* t's instances whose reads may see another iteration's v */
        for (int di = 0; di < r->ndep && res == 0; di++) {
            const struct kf_dep *d = &r->deps[di];
            if (d->var != v || d->kind != KF_DEP_FLOW || d->dst != t)
                continue;
            isl_map *c = carried_part(d->rel, f->stmts[d->src], f->stmts[t], l);
            if (!c)
                continue;
            if (!open)
                open = isl_set_subtract(isl_set_copy(m->domain[t]), covered(m, v, t, l));
            isl_set *hit = isl_set_intersect(isl_map_range(c), isl_set_copy(open));
            isl_bool empty = isl_set_is_empty(hit);
            isl_set_free(hit);
            res = empty == isl_bool_true ? 0 : empty == isl_bool_false ? 1 : -1;
        }
        isl_set_free(open);
    }
    return unbound_ops(m->ctx) && res >= 0 ? res : -1;
}

/* Is access x the element of a reduction statement that its data picks
 * (bins[px[i]] += 1: a subscript that is not affine)? */
static bool data_element(const struct kf_access *x)
{
    for (int k = 0; k < x->nsub; k++)
        if (!x->sub[k])
            return true;
    return false;
}

/* Both ends of dependence d are the reduction location of reduction
 * statements with one operator, and the location does not move with l;
 * or both update elements of one array that the data picks. */
static bool reduction_dep(const struct kf_fragment *f, const struct kf_dep *d, const struct kf_node *l)
{
    const struct kf_stmt *s = f->stmts[d->src], *t = f->stmts[d->dst];
    if (s->red_op == KF_RED_NONE || s->red_op != t->red_op)
        return false;
    const struct kf_access *loc = &s->acc[s->red_write];
    /* updates of elements the data picks, each `a[e] op= v` of one
     * operator, commute whichever elements they pick: a histogram, which
     * gen runs in parallel only where every access of the array in the
     * loop is one (gen.c, kf_gen_array_reduction), each thread on a copy */
    if ((data_element(loc) || data_element(&t->acc[t->red_write])) &&
        (d->src_acc == s->red_read || d->src_acc == s->red_write) &&
        (d->dst_acc == t->red_read || d->dst_acc == t->red_write) &&
        s->acc[s->red_write].var == t->acc[t->red_write].var)
        return true;
    if (!kf_access_same_location(loc, &t->acc[t->red_write]) ||
        !kf_access_same_location(loc, &s->acc[d->src_acc]) ||
        !kf_access_same_location(loc, &t->acc[d->dst_acc]))
        return false;
    /* the location may move with loops inside l (an array reduction), not with l */
    for (int k = 0; k < loc->nsub; k++)
        if (kf_poly_uses(loc->sub[k], l->iter))
            return false;
    return true;
}

struct kf_deps *kf_deps_compute(const struct kf_model *m)
{
    const struct kf_fragment *f = m->f;
    struct kf_deps *r = calloc(1, sizeof *r);
    if (!r)
        abort();
    r->m = m;
    /* 1. memory-based dependences: per variable, flow and output (sinks:
     * every access, sources: writes), anti (sinks: writes, sources: reads);
     * sorted by source and sink so that reports do not depend on isl's order */
    isl_map **before = calloc((size_t)f->nstmt * (size_t)f->nstmt + 1, sizeof *before);
    if (!before)
        abort();
    for (int v = 0; v < f->nvar; v++) {
        if (f->vars[v].kind == KF_VAR_PARAM || f->vars[v].kind == KF_VAR_ITER || !f->vars[v].written)
            continue;
        var_deps(m, r, before, v, false, true);
        var_deps(m, r, before, v, true, true);
        var_deps(m, r, before, v, true, false);
    }
    for (int i = 0; i < f->nstmt * f->nstmt; i++)
        isl_map_free(before[i]);
    free(before);
    if (r->ndep > 1)
        qsort(r->deps, (size_t)r->ndep, sizeof *r->deps, dep_cmp);
    /* distance vectors over the loops around both ends */
    for (int i = 0; i < r->ndep; i++) {
        struct kf_dep *d = &r->deps[i];
        const struct kf_stmt *s = f->stmts[d->src], *t = f->stmts[d->dst];
        int c = 0;
        while (c < s->depth && c < t->depth && s->loops[c] == t->loops[c])
            c++;
        d->ncommon = c;
        d->dist = calloc((size_t)c + 1, sizeof *d->dist);
        if (!d->dist)
            abort();
        for (int k = 0; k < c; k++)
            distance_at(d->rel, s->loops[k], &d->dist[k]);
    }
    /* 2. privatisation: per array, isl's value-based flow; per loop and
     * scalar, whether a value crosses its iterations (memo: asked[v] of
     * the loop at hand, 1 + scalar_crosses's answer, 0 not asked yet) */
    isl_union_map **vflow = calloc((size_t)f->nvar + 1, sizeof *vflow);
    bool *vfail = calloc((size_t)f->nvar + 1, sizeof *vfail);
    int *asked = calloc((size_t)f->nvar + 1, sizeof *asked);
    if (!vflow || !vfail || !asked)
        abort();
    /* 3. loops */
    r->nloop = f->nloop;
    r->loops = calloc((size_t)f->nloop + 1, sizeof *r->loops);
    if (!r->loops)
        abort();
    for (int li = 0; li < f->nloop; li++) {
        const struct kf_node *l = f->loops[li];
        struct kf_loop_info *info = &r->loops[li];
        info->loop = l;
        info->offending = -1;
        memset(asked, 0, (size_t)f->nvar * sizeof *asked);
        for (int di = 0; di < r->ndep; di++) {
            struct kf_dep *d = &r->deps[di];
            isl_map *c = carried_part(d->rel, f->stmts[d->src], f->stmts[d->dst], l);
            if (!c)
                continue;
            struct kf_carried cr = {.dep = di};
            distance(c, l, &cr);
            isl_map_free(c);
            const struct kf_var *v = &f->vars[d->var];
            int crosses = 1; /* 1 yes, 0 no, -1 isl gave up */
            if (v->kind == KF_VAR_SCALAR) {
                if (!asked[d->var])
                    asked[d->var] = 1 + scalar_crosses(m, r, d->var, l);
                crosses = asked[d->var] - 1;
            } else if (private_array_ok(v)) {
                if (!vflow[d->var] && !vfail[d->var])
                    vfail[d->var] = !(vflow[d->var] = value_flow(m, d->var));
                crosses = vfail[d->var] ? -1 : flow_carried(m, vflow[d->var], l);
            }
            if (crosses == 0)
                cr.role = KF_CARRIED_PRIVATE;
            if (crosses < 0)
                deps_note(r, "whether a value of '%s' crosses iterations of %s (line %u) is beyond "
                          "isl's bound of %lu operations: it is not privatised there",
                          v->name, l->id, l->header.begin.line, KF_FLOW_OPS);
            /* an induction variable of l (out[k++]): each iteration's value
             * is base + step * (iter - lb), which the back end sets at its top
             * (ir.h, struct kf_induct): private to the iteration */
            for (int k = 0; k < l->ninduct; k++)
                if (l->induct[k].var == d->var)
                    cr.role = KF_CARRIED_PRIVATE;
            if (cr.role == KF_CARRIED_BLOCKS && reduction_dep(f, d, l))
                cr.role = KF_CARRIED_REDUCTION;
            info->carried = xrealloc(info->carried, (size_t)(info->ncarried + 1) * sizeof *info->carried);
            info->carried[info->ncarried++] = cr;
            /* the reason: the first carried flow dependence (a value that
             * crosses iterations), else the first anti or output one */
            if (cr.role == KF_CARRIED_BLOCKS &&
                (info->offending < 0 ||
                 (d->kind == KF_DEP_FLOW &&
                  r->deps[info->carried[info->offending].dep].kind != KF_DEP_FLOW)))
                info->offending = info->ncarried - 1;
            if (cr.role == KF_CARRIED_PRIVATE) {
                bool seen = false;
                for (int k = 0; k < info->nprivate; k++)
                    seen |= info->privates[k] == d->var;
                if (!seen) {
                    info->privates = xrealloc(info->privates, (size_t)(info->nprivate + 1) * sizeof *info->privates);
                    info->privates[info->nprivate++] = d->var;
                }
            }
            if (cr.role == KF_CARRIED_REDUCTION) {
                bool seen = false;
                for (int k = 0; k < info->nred; k++)
                    seen |= info->reds[k].var == d->var;
                if (!seen) {
                    info->reds = xrealloc(info->reds, (size_t)(info->nred + 1) * sizeof *info->reds);
                    info->reds[info->nred++] = (struct kf_red){d->var, f->stmts[d->src]->red_op};
                }
            }
        }
        /* a blocker that is not two pointers that may overlap, which a
         * range test tells apart (rows reached through row pointers: only
         * with the model that takes them apart) */
        bool other = false;
        for (int b = 0; b < l->nblock; b++)
            other |= l->block[b].alias[0] < 0 || (l->block[b].rows && !m->rows_apart);
        if (l->nblock)
            info->blocker = &l->block[0];
        info->if_disjoint = other || info->offending >= 0 ? KF_SEQUENTIAL
                          : info->nred ? KF_REDUCTION
                                       : KF_PARALLEL;
        info->verdict = info->blocker || info->offending >= 0 ? KF_SEQUENTIAL
                      : info->nred ? KF_REDUCTION
                                   : KF_PARALLEL;
    }
    for (int v = 0; v < f->nvar; v++)
        isl_union_map_free(vflow[v]);
    free(vflow);
    free(vfail);
    free(asked);
    return r;
}

int kf_dep_meets(const struct kf_model *m, const struct kf_dep *d, isl_map *pairs)
{
    isl_map *r = isl_map_copy(d->rel);
    r = isl_map_apply_domain(r, isl_map_copy(m->sched[d->src]));
    r = isl_map_apply_range(r, isl_map_copy(m->sched[d->dst]));
    r = isl_map_intersect(r, pairs);
    isl_bool empty = isl_map_is_empty(r);
    isl_map_free(r);
    return empty == isl_bool_error ? -1 : empty == isl_bool_false;
}

const struct kf_loop_info *kf_deps_loop(const struct kf_deps *d, const struct kf_node *l)
{
    for (int i = 0; d && i < d->nloop; i++)
        if (d->loops[i].loop == l)
            return &d->loops[i];
    return NULL;
}

void kf_deps_free(struct kf_deps *d)
{
    if (!d)
        return;
    for (int i = 0; i < d->ndep; i++) {
        isl_map_free(d->deps[i].rel);
        free(d->deps[i].dist);
    }
    free(d->deps);
    for (int i = 0; i < d->nloop; i++) {
        free(d->loops[i].carried);
        free(d->loops[i].privates);
        free(d->loops[i].reds);
    }
    free(d->loops);
    for (int i = 0; i < d->nnote; i++)
        free(d->notes[i]);
    free(d->notes);
    free(d);
}
