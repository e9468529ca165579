/*
 * quasar_size.c: sizes proven equal from host code, so that accessor
 * removal (quasar_bounds.c, seed 002 §17.2.4) covers arrays made from
 * another's size, not only the launch's own size(X):
 *
 *   u = copy(f)               u has the size of f    (zeros, ones, uninit of
 *   px = uninit(size(f))      px too                  size(X); copy(X); X; unary
 *   z = 2 * px + 1            z too                   minus; + - .* ./ .^ with a
 *   parallel_do(size(u), u, px, z, k)                 number or an array of the
 *                                                     same root; * / by a number)
 *   k's parameters for u, px and z all span the domain
 *
 * Each variable's size is traced back to a root whose size is fixed over
 * the host body (the function that launches, or the script): a parameter
 * never assigned, or a variable assigned exactly once at the body's top
 * level (in no loop or branch).  A variable reaches the root through its
 * one assignment `V = E` (one target, not a compound operator; not a
 * parameter, not captured from an enclosing function), made after the
 * root's own, E of one of the forms above (four levels at most).  Two
 * arrays of one root have one size wherever both are assigned before the
 * launch in the text.  An array's size changes only when its variable is
 * assigned, and a function cannot assign its caller's variables, so the
 * rule is flow-insensitive: it holds wherever the launch runs, in a loop
 * or not.  Anything else is not proven and the check stays: arrays
 * swapped in a loop (perona_malik.q's y and tmp) are assigned twice.
 */
#include <string.h>

#include "quasar.h"

/* the statements of host instance in */
static const kf_q_node *body(const qctx *c, const qinst *in)
{
    if (!in->fn)
        return c->prog->body;
    return in->fn->kind == KF_Q_FUNC ? in->fn->b : in->fn->b ? in->fn->b : in->fn->a;
}

struct assigns {
    int n;                  /* assignments of the name (a loop iterator counts 2) */
    const kf_q_node *at;    /* the last one */
    int nested;             /* it is inside a loop or a branch */
    int plain;              /* it is `NAME = E`, one target, '=' */
};

static void count(const kf_q_node *s, const char *name, int depth, struct assigns *r)
{
    if (!s || s->kind == KF_Q_FUNC || s->kind == KF_Q_LAMBDA)
        return; /* a nested function's variables are its own */
    if (s->kind == KF_Q_FOR && !strcmp(s->str, name))
        r->n += 2;
    if (s->kind == KF_Q_ASSIGN)
        for (int i = 0; i < s->nkids; i++)
            if (s->kids[i]->kind == KF_Q_ID && !strcmp(s->kids[i]->str, name)) {
                r->n++;
                r->at = s;
                r->nested = depth > 0;
                r->plain = s->nkids == 1 && s->op == '=';
            }
    int inner = depth + (s->kind == KF_Q_FOR || s->kind == KF_Q_WHILE || s->kind == KF_Q_REPEAT ||
                         s->kind == KF_Q_IF || s->kind == KF_Q_MATCH || s->kind == KF_Q_CASE);
    for (int i = 0; i < s->nkids; i++)
        count(s->kids[i], name, inner, r);
    count(s->a, name, inner, r);
    count(s->b, name, inner, r);
    count(s->c, name, inner, r);
}

static int before(const kf_q_node *a, const kf_q_node *b)
{
    return a->file == b->file && (a->line < b->line || (a->line == b->line && a->col < b->col));
}

/* a variable of in itself (not captured, not a parameter): its one plain
 * assignment, or NULL */
static const kf_q_node *single(qctx *c, qinst *in, const char *name)
{
    qvar *v = qc_lookup(in, name);
    if (!v || v->captured || v->is_param)
        return NULL;
    struct assigns r = {0};
    count(body(c, in), name, 0, &r);
    return r.n == 1 && r.plain ? r.at : NULL;
}

static int is_number(qctx *c, qinst *in, kf_q_node *e)
{
    if (e->kind == KF_Q_NUM)
        return e->op != 'i';
    qtype t = qc_type(c, in, e);
    return t.k == QT_INT || t.k == QT_SCALAR;
}

/* a builtin (not shadowed by a variable or a function of the program) */
static int builtin(qctx *c, qinst *in, const kf_q_node *f, const char *name)
{
    return f->kind == KF_Q_ID && !strcmp(f->str, name) && !qc_lookup(in, name) &&
           !qc_find_func(c, in, name, NULL);
}

/* A root: a variable of in whose size is fixed over the body: a parameter
 * never assigned, or one assigned once at the top level.  *at: its
 * assignment (NULL for a parameter). */
static int fixed(qctx *c, qinst *in, const char *name, const kf_q_node **at)
{
    qvar *v = qc_lookup(in, name);
    if (!v || v->captured)
        return 0;
    struct assigns r = {0};
    count(body(c, in), name, 0, &r);
    *at = r.n == 1 ? r.at : NULL;
    return (r.n == 0 && v->is_param) || (r.n == 1 && !r.nested);
}

static const char *root_of(qctx *c, qinst *in, kf_q_node *e, int depth, const kf_q_node **rat);

/* the root whose size variable `name` has, or NULL; *rat: the root's
 * assignment */
static const char *var_root(qctx *c, qinst *in, const char *name, int depth, const kf_q_node **rat)
{
    const kf_q_node *a = depth < 4 ? single(c, in, name) : NULL;
    if (a) { /* made from another's size, after that one's size is fixed */
        const char *r = root_of(c, in, a->a, depth + 1, rat);
        if (r && (!*rat || before(*rat, a)))
            return r;
    }
    return fixed(c, in, name, rat) ? name : NULL;
}

/* the root whose size e has (the forms of the header), or NULL */
static const char *root_of(qctx *c, qinst *in, kf_q_node *e, int depth, const kf_q_node **rat)
{
    switch (e->kind) {
    case KF_Q_ID:
        return var_root(c, in, e->str, depth, rat);
    case KF_Q_UN:
        return e->op == '-' ? root_of(c, in, e->a, depth, rat) : NULL;
    case KF_Q_CALL:
        if (e->nkids != 1)
            return NULL;
        if (builtin(c, in, e->a, "copy") && e->kids[0]->kind == KF_Q_ID)
            return var_root(c, in, e->kids[0]->str, depth, rat);
        if (!(builtin(c, in, e->a, "zeros") || builtin(c, in, e->a, "ones") || builtin(c, in, e->a, "uninit")))
            return NULL;
        e = e->kids[0];
        if (e->kind != KF_Q_CALL || !builtin(c, in, e->a, "size") || e->nkids != 1 || e->kids[0]->kind != KF_Q_ID)
            return NULL;
        return var_root(c, in, e->kids[0]->str, depth, rat);
    case KF_Q_BIN: {
        int ew = e->op == '+' || e->op == '-' || e->op == KF_QT_DOTMUL || e->op == KF_QT_DOTDIV ||
                 e->op == KF_QT_DOTPOW;
        if (!ew && e->op != '*' && e->op != '/') /* matrix products: by a number only */
            return NULL;
        if (is_number(c, in, e->b))
            return root_of(c, in, e->a, depth, rat); /* X op n */
        if (e->op != '/' && is_number(c, in, e->a))
            return root_of(c, in, e->b, depth, rat); /* n op X (n / X is no array of X's size) */
        const kf_q_node *ra, *rb;
        const char *a = ew ? root_of(c, in, e->a, depth, &ra) : NULL;
        const char *b = a ? root_of(c, in, e->b, depth, &rb) : NULL;
        if (!b || strcmp(a, b))
            return NULL; /* X op Y element-wise, of one root */
        *rat = ra;
        return a;
    }
    default:
        return NULL;
    }
}

const kf_q_node *qc_size_same(qctx *c, qinst *in, const char *y, const char *x, const kf_q_node *at)
{
    if (!strcmp(x, y))
        return NULL;
    const kf_q_node *ya = single(c, in, y), *xa = single(c, in, x), *ry, *rx;
    const char *r = var_root(c, in, y, 0, &ry), *r2 = var_root(c, in, x, 0, &rx);
    if (!r || !r2 || strcmp(r, r2) || (ya && !before(ya, at)) || (xa && !before(xa, at)))
        return NULL;
    return strcmp(r, y) ? ya : xa; /* the assignment that makes the one of the other's size */
}
