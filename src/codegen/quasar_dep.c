/*
 * quasar_dep.c: the loop parallelizer's dependence test (seed 002 §17.1.1:
 * "in case of dependencies between the iterations of the for-loop ... the
 * loop will be executed serially").
 *
 * Contract: qc_dep_carried() takes the array accesses of one candidate
 * nest (the parallel loops `par`, and for each access the inner for-loops
 * around it) and says whether two of them, one a store, may touch the same
 * element in two different iterations of the parallel loops: a
 * loop-carried dependence.  It answers NULL (none, proven) or the access
 * to blame.  It never answers NULL wrongly: whatever it cannot model is
 * taken as any value.
 *
 * Why isl rather than a GCD or Banerjee test: the question is exactly the
 * emptiness of an integer set, which isl decides exactly (Presburger
 * arithmetic), with loop bounds, strides, several subscripts at once and
 * symbolic sizes as parameters; a GCD test ignores bounds and a Banerjee
 * test is exact only for rectangular nests with one subscript.  isl is
 * already linked for the C face (src/analysis/model.c), so the exact test
 * costs nothing new.  For each pair of accesses (a, b) to one array, with
 * at least one store, the set
 *
 *     { [P, Qa, Ua, P', Qb, Ub] : P in the parallel loops' ranges,
 *                                 Qa in a's inner loops' ranges (given P),
 *                                 Qb in b's inner loops' ranges (given P'),
 *                                 sub_a(P, Qa, Ua) = sub_b(P', Qb, Ub),
 *                                 P != P' }
 *
 * must be empty for every value of the parameters.  A subscript is affine
 * when it is an int expression of + - and products by constants over:
 * the parallel iterators, the iterators of the inner loops around the
 * access, and loop-invariant int terms (variables the nest does not
 * write, `size(A, 0)`, reads of arrays it does not store into, ...),
 * which become isl parameters, equal terms one parameter; an int scalar
 * assigned once in the nest, at the top of the parallel body (before any
 * read: the parallelizer checks), stands for its value there.  Anything else
 * (a variable written in the nest, a scalar expression, an element of an
 * array the nest stores into) is a fresh unknown U, so the test stays
 * sound: A[idx[i]] = ... is a possible dependence, A[i, idx[j]] = ... is
 * none (the first subscript separates the iterations).  A range subscript
 * a..b is an unknown between its bounds.  Conditions (if) are ignored:
 * an access is taken to run in every iteration, which can only add
 * dependences.
 */
#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>
#include <stdlib.h>
#include <string.h>

#include "quasar_dep.h"

#define MAXT 24     /* terms of one affine form */
#define BIG 1000000000L

typedef struct {
    int n;
    const char *v[MAXT];
    long k[MAXT];
    long c;
} aff;

typedef struct {
    qc_dep_nest *n;
    kf_arena *a;
    qbuf dims, cons;
    const kf_q_node *params[64];
    int nparams;
    int ndims;
    /* the iterator names in scope of the instance being built and their dims */
    const char *it[16];
    const char *itdim[16];
    int nit;
    int subst;  /* definitions being substituted (a bound on the depth) */
} builder;

static int node_eq(const kf_q_node *a, const kf_q_node *b)
{
    if (!a || !b)
        return a == b;
    if (a->kind != b->kind || a->op != b->op || a->nkids != b->nkids || a->num != b->num)
        return 0;
    if ((a->str || b->str) && (!a->str || !b->str || strcmp(a->str, b->str)))
        return 0;
    for (int i = 0; i < a->nkids; i++)
        if (!node_eq(a->kids[i], b->kids[i]))
            return 0;
    return node_eq(a->a, b->a) && node_eq(a->b, b->b) && node_eq(a->c, b->c);
}

static int in_list(const char *const *l, int n, const char *s)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(l[i], s))
            return 1;
    return 0;
}

static const char *new_dim(builder *b, const char *pfx)
{
    const char *d = kf_arena_printf(b->a, "%s%d", pfx, b->ndims++);
    qb_printf(&b->dims, "%s%s", b->dims.n ? ", " : "", d);
    return d;
}

static void cons(builder *b, const char *fmt, const char *x, const char *y)
{
    qb_printf(&b->cons, "%s", b->cons.n ? " and " : "");
    qb_printf(&b->cons, fmt, x, y);
}

static aff unknown(builder *b)
{
    aff r = {.n = 1, .k = {1}};
    r.v[0] = new_dim(b, "u");
    return r;
}

static aff constant(long c)
{
    return (aff){.c = c};
}

static aff var(const char *v)
{
    return (aff){.n = 1, .v = {v}, .k = {1}};
}

/* r = x + s*y; an unknown when the form grows too big */
static aff add(builder *b, aff x, aff y, long s)
{
    aff r = x;
    if (labs(y.c) > BIG)
        return unknown(b);
    r.c += s * y.c;
    for (int i = 0; i < y.n; i++) {
        int j = 0;
        while (j < r.n && strcmp(r.v[j], y.v[i]))
            j++;
        if (j == r.n) {
            if (r.n == MAXT)
                return unknown(b);
            r.v[r.n] = y.v[i];
            r.k[r.n++] = 0;
        }
        if (labs(y.k[i]) > BIG)
            return unknown(b);
        r.k[j] += s * y.k[i];
    }
    return r;
}

static aff scale(builder *b, aff x, long s)
{
    if (labs(s) > BIG || labs(x.c) > BIG)
        return unknown(b);
    x.c *= s;
    for (int i = 0; i < x.n; i++) {
        if (labs(x.k[i]) > BIG)
            return unknown(b);
        x.k[i] *= s;
    }
    return x;
}

static const char *aff_text(builder *b, aff x)
{
    qbuf t = {0};
    qb_printf(&t, "%ld", x.c);
    for (int i = 0; i < x.n; i++)
        if (x.k[i])
            qb_printf(&t, " %c %ld*%s", x.k[i] < 0 ? '-' : '+', labs(x.k[i]), x.v[i]);
    const char *s = kf_arena_strdup(b->a, t.s);
    qb_free(&t);
    return s;
}

static int variant_name(qc_dep_nest *n, const char *s)
{
    return in_list(n->variant, n->nvariant, s) || in_list(n->warr, n->nwarr, s);
}

/* pure builtins whose value depends on their arguments only */
static int pure_builtin(const char *f)
{
    static const char *const l[] = {"size", "numel", "ndims", "abs", "min", "max", "mod", "floor",
                                    "ceil", "round", "int", "sign", NULL};
    for (int i = 0; l[i]; i++)
        if (!strcmp(l[i], f))
            return 1;
    return 0;
}

/* the same value in every iteration of the nest */
static int invariant(qc_dep_nest *n, const kf_q_node *e)
{
    if (!e)
        return 1;
    switch (e->kind) {
    case KF_Q_NUM: return 1;
    case KF_Q_ID:
        for (int i = 0; i < n->depth; i++)
            if (!strcmp(n->par[i]->str, e->str))
                return 0;
        return !variant_name(n, e->str);
    case KF_Q_BIN:
    case KF_Q_UN:
    case KF_Q_COND: return invariant(n, e->a) && invariant(n, e->b) && invariant(n, e->c);
    case KF_Q_CALL:
        if (e->a->kind != KF_Q_ID || !pure_builtin(e->a->str) || qc_lookup(n->in, e->a->str))
            return 0;
        if (e->nkids && e->kids[0]->kind == KF_Q_ID &&
            (!strcmp(e->a->str, "size") || !strcmp(e->a->str, "numel") || !strcmp(e->a->str, "ndims")) &&
            qc_type(n->c, n->in, e->kids[0]).k == QT_ARR) {
            /* the shape of an array: stores into its elements keep it (the
             * nest cannot assign the array itself: dynamic memory) */
            for (int i = 1; i < e->nkids; i++)
                if (!invariant(n, e->kids[i]))
                    return 0;
            return 1;
        }
        break;
    case KF_Q_INDEX:
        if (e->a->kind != KF_Q_ID || variant_name(n, e->a->str))
            return 0;
        break;
    default: return 0;
    }
    for (int i = 0; i < e->nkids; i++)
        if (!invariant(n, e->kids[i]))
            return 0;
    return 1;
}

static aff param(builder *b, const kf_q_node *e)
{
    int i = 0;
    while (i < b->nparams && !node_eq(b->params[i], e))
        i++;
    if (i == b->nparams) {
        if (i == 64)
            return unknown(b);
        b->params[b->nparams++] = e;
    }
    return var(kf_arena_printf(b->a, "k%d", i));
}

/* e as an affine form over the dims in scope, parameters and unknowns */
static aff to_aff(builder *b, kf_q_node *e)
{
    qc_dep_nest *n = b->n;
    if (qc_type(n->c, n->in, e).k != QT_INT)
        return unknown(b);
    switch (e->kind) {
    case KF_Q_NUM:
        if (!(e->num > -BIG && e->num < BIG) || e->num != (long)e->num)
            return unknown(b);
        return constant((long)e->num);
    case KF_Q_ID:
        for (int i = b->nit - 1; i >= 0; i--)
            if (!strcmp(b->it[i], e->str))
                return var(b->itdim[i]);
        for (int i = 0; i < n->ndef && b->subst < 8; i++)
            if (!strcmp(n->defname[i], e->str)) { /* k = 2*i; A[k]: A[2*i] */
                b->subst++;
                aff r = to_aff(b, n->defval[i]);
                b->subst--;
                return r;
            }
        break;
    case KF_Q_UN:
        if (e->op == '-')
            return scale(b, to_aff(b, e->a), -1);
        break;
    case KF_Q_BIN:
        if (e->op == '+' || e->op == '-')
            return add(b, to_aff(b, e->a), to_aff(b, e->b), e->op == '+' ? 1 : -1);
        if (e->op == '*') {
            aff x = to_aff(b, e->a), y = to_aff(b, e->b);
            if (!x.n)
                return scale(b, y, x.c);
            if (!y.n)
                return scale(b, x, y.c);
            return unknown(b);
        }
        break;
    default: break;
    }
    return invariant(n, e) ? param(b, e) : unknown(b);
}

/* the constraints of loop l on its iterator's dim d: d = lo + step*t,
 * t >= 0, and d <= hi (d >= hi going down); none where the step is not a
 * constant */
static void loop_range(builder *b, kf_q_node *l, const char *d)
{
    kf_q_node *rg = l->a, *st = rg->c;
    if (rg->kind != KF_Q_RANGE)
        return;
    const kf_q_node *sn = st && st->kind == KF_Q_UN && st->op == '-' ? st->a : st;
    if (sn && (sn->kind != KF_Q_NUM || !(sn->num > -BIG && sn->num < BIG) || sn->num != (long)sn->num))
        return; /* not a whole constant */
    long step = !sn ? 1 : sn == st ? (long)sn->num : -(long)sn->num;
    if (!step)
        return;
    const char *lo = aff_text(b, to_aff(b, rg->a)), *hi = aff_text(b, to_aff(b, rg->b));
    cons(b, step > 0 ? "%s <= %s" : "%s >= %s", d, hi);
    if (step == 1 || step == -1) {
        cons(b, step > 0 ? "%s >= %s" : "%s <= %s", d, lo);
        return;
    }
    const char *t = new_dim(b, "t");
    cons(b, "%s >= 0%s", t, "");
    cons(b, "%s = %s", d, kf_arena_printf(b->a, "%s + %ld*%s", lo, step, t));
}

/* one instance of access x: its parallel dims `pd`, its inner loops'
 * dims and ranges; its subscripts into sub[] */
static void instance(builder *b, qc_dep_acc *x, const char **pd, aff *sub)
{
    b->nit = 0;
    for (int i = 0; i < b->n->depth; i++) {
        b->it[b->nit] = b->n->par[i]->str;
        b->itdim[b->nit++] = pd[i];
    }
    for (int i = 0; i < x->nloops && b->nit < 16; i++) {
        kf_q_node *l = x->loops[i];
        qvar *v = qc_lookup(b->n->in, l->str);
        const char *d = new_dim(b, "q");
        loop_range(b, l, d); /* its bounds see the loops outside it */
        if (v && v->t.k == QT_INT) {
            b->it[b->nit] = l->str;
            b->itdim[b->nit++] = d;
        }
    }
    for (int k = 0; k < x->access->nkids; k++) {
        kf_q_node *s = x->access->kids[k];
        if (s->kind == KF_Q_RANGE) { /* a..b: any element between */
            sub[k] = unknown(b);
            const char *u = sub[k].v[0];
            cons(b, "%s >= %s", u, aff_text(b, to_aff(b, s->a)));
            cons(b, "%s <= %s", u, aff_text(b, to_aff(b, s->b)));
        } else
            sub[k] = to_aff(b, s);
    }
}

/* may x (in one iteration) and y (in another) touch the same element? */
static int may_overlap(qc_dep_nest *n, qc_dep_acc *x, qc_dep_acc *y)
{
    if (x->access->nkids != y->access->nkids || x->access->nkids > 3)
        return 1; /* linear and multi-dimensional indexing of one array */
    for (int k = 0; k < x->access->nkids; k++)
        if (qc_type(n->c, n->in, x->access->kids[k]).k == QT_IVEC)
            return 1;
    builder b = {.n = n, .a = n->c->a};
    const char *p0[3], *p1[3];
    aff s0[3], s1[3];
    for (int i = 0; i < n->depth; i++)
        p0[i] = new_dim(&b, "p");
    for (int i = 0; i < n->depth; i++) {
        b.nit = 0;
        loop_range(&b, n->par[i], p0[i]);
    }
    instance(&b, x, p0, s0);
    for (int i = 0; i < n->depth; i++)
        p1[i] = new_dim(&b, "p");
    for (int i = 0; i < n->depth; i++) {
        b.nit = 0;
        loop_range(&b, n->par[i], p1[i]);
    }
    instance(&b, y, p1, s1);
    for (int k = 0; k < x->access->nkids; k++)
        cons(&b, "%s = %s", aff_text(&b, s0[k]), aff_text(&b, s1[k]));
    qb_printf(&b.cons, " and (");
    for (int i = 0; i < n->depth; i++)
        qb_printf(&b.cons, "%s%s < %s or %s > %s", i ? " or " : "", p0[i], p1[i], p0[i], p1[i]);
    qb_printf(&b.cons, ")");
    qbuf t = {0};
    qb_printf(&t, "[");
    for (int i = 0; i < b.nparams; i++)
        qb_printf(&t, "%sk%d", i ? ", " : "", i);
    qb_printf(&t, "] -> { [%s] : %s }", b.dims.s, b.cons.s);
    isl_ctx *ctx = isl_ctx_alloc();
    isl_options_set_on_error(ctx, ISL_ON_ERROR_CONTINUE);
    isl_set *s = isl_set_read_from_str(ctx, t.s);
    isl_bool empty = s ? isl_set_is_empty(s) : isl_bool_error;
    if (n->c->opt && getenv("KFORGE_QDEP_DUMP"))
        fprintf(stderr, "qdep %u:%u %u:%u: %s: %s\n", x->access->line, x->access->col, y->access->line,
                y->access->col, t.s, empty == isl_bool_true ? "empty" : "may overlap");
    isl_set_free(s);
    isl_ctx_free(ctx);
    qb_free(&t);
    qb_free(&b.dims);
    qb_free(&b.cons);
    return empty != isl_bool_true;
}

const kf_q_node *qc_dep_carried(qc_dep_nest *n, qc_dep_acc *acc, int nacc)
{
    for (int i = 0; i < nacc; i++) {
        if (!acc[i].write)
            continue;
        for (int j = 0; j < nacc; j++) {
            if (strcmp(acc[i].arr, acc[j].arr) || (acc[j].write && j < i))
                continue; /* a pair of stores is tested once */
            if (may_overlap(n, &acc[i], &acc[j]))
                return acc[j].access; /* the read of a pair, else the other store */
        }
    }
    return NULL;
}
