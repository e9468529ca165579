/*
 * quasar_size.c: sizes proven equal from host code, so that accessor
 * removal (quasar_bounds.c, seed 002 §17.2.4) covers arrays made from
 * another's size, not only the launch's own size(X):
 *
 *   u = copy(f)               u has the size of f    (zeros, ones, uninit of
 *   px = uninit(size(f))      px too                  size(X); copy(X); X; unary
 *   z = 2 * px + 1            z too                   minus; + - .* ./ .^ with a
 *   parallel_do(size(u), u, px, z, k)                 number or an array of the
 *                                                     same size; * / by a number)
 *   k's parameters for u, px and z all span the domain
 *
 * A root is a variable of the host body (the function that launches, or
 * the script) whose size is fixed there: a parameter never assigned, or a
 * variable assigned exactly once at the body's top level (in no loop or
 * branch).  For each root R, the arrays of R's size are the greatest set S
 * of the body's own variables (not parameters, not captured, never a loop
 * iterator, assigned only by `V = E`, one target, '=') such that every
 * assignment of each, made after R's own in the text, has an E of the
 * forms above over R and S: an optimistic fixed point, so arrays swapped
 * in a loop (perona_malik.q: s = y; y = tmp; tmp = s) stay in, and one
 * assignment of another size takes its variable out, then whatever it
 * made.  Two arrays of one root, each assigned before the launch in the
 * text (or the root itself), have one size.  An array's size changes only
 * when its variable is assigned, and a function cannot assign its
 * caller's variables, so the rule is flow-insensitive: it holds wherever
 * the launch runs, in a loop or not.  Anything else is not proven and the
 * check stays.
 */
#include <stdlib.h>
#include <string.h>

#include "quasar.h"

/* the statements of host instance in */
static const kf_q_node *body(const qctx *c, const qinst *in)
{
    if (!in->fn)
        return c->prog->body;
    return in->fn->kind == KF_Q_FUNC ? in->fn->b : in->fn->b ? in->fn->b : in->fn->a;
}

static int before(const kf_q_node *a, const kf_q_node *b)
{
    return a->file == b->file && (a->line < b->line || (a->line == b->line && a->col < b->col));
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

/* The host body's assignments to its own variables, gathered once per
 * question. */
struct asg {
    const kf_q_node *s;
    int var;    /* index in in->vars */
    int nested; /* inside a loop or a branch */
};
struct facts {
    qctx *c;
    qinst *in;
    struct asg *a;
    int n, cap;
    int *bad;   /* per variable: a loop iterator, or assigned other than `V = E` */
    int *count; /* per variable: its assignments */
};

static int var_index(qinst *in, const char *name)
{
    qvar *v = qc_lookup(in, name);
    return v && v >= in->vars && v < in->vars + in->nvars && !v->captured ? (int)(v - in->vars) : -1;
}

static void collect(struct facts *f, const kf_q_node *s, int depth)
{
    if (!s || s->kind == KF_Q_FUNC || s->kind == KF_Q_LAMBDA)
        return; /* a nested function's variables are its own */
    int v;
    if (s->kind == KF_Q_FOR && (v = var_index(f->in, s->str)) >= 0)
        f->bad[v] = 1;
    if (s->kind == KF_Q_ASSIGN)
        for (int i = 0; i < s->nkids; i++) {
            if (s->kids[i]->kind != KF_Q_ID || (v = var_index(f->in, s->kids[i]->str)) < 0)
                continue;
            f->count[v]++;
            if (s->nkids != 1 || s->op != '=') {
                f->bad[v] = 1;
                continue;
            }
            if (f->n == f->cap) {
                f->cap = f->cap ? 2 * f->cap : 16;
                f->a = realloc(f->a, (size_t)f->cap * sizeof *f->a);
                if (!f->a)
                    abort();
            }
            f->a[f->n++] = (struct asg){s, v, depth > 0};
        }
    int inner = depth + (s->kind == KF_Q_FOR || s->kind == KF_Q_WHILE || s->kind == KF_Q_REPEAT ||
                         s->kind == KF_Q_IF || s->kind == KF_Q_MATCH || s->kind == KF_Q_CASE);
    for (int i = 0; i < s->nkids; i++)
        collect(f, s->kids[i], inner);
    collect(f, s->a, inner);
    collect(f, s->b, inner);
    collect(f, s->c, inner);
}

/* Is variable r a root, of a size fixed over the body (a parameter never
 * assigned, or assigned once at the top level)?  *at: that assignment. */
static int fixed(const struct facts *f, int r, const kf_q_node **at)
{
    *at = NULL;
    if (f->bad[r])
        return 0;
    if (f->count[r] == 0)
        return f->in->vars[r].is_param;
    for (int i = 0; i < f->n; i++)
        if (f->a[i].var == r && f->count[r] == 1 && !f->a[i].nested)
            *at = f->a[i].s;
    return *at != NULL;
}

/* does e have root r's size, the variables in mem having it? */
static int of_root(struct facts *f, kf_q_node *e, int r, const int *mem)
{
    qctx *c = f->c;
    qinst *in = f->in;
    int v;
    switch (e->kind) {
    case KF_Q_ID:
        return (v = var_index(in, e->str)) >= 0 && (v == r || mem[v]);
    case KF_Q_UN:
        return e->op == '-' && of_root(f, e->a, r, mem);
    case KF_Q_CALL:
        if (e->nkids != 1)
            return 0;
        if (builtin(c, in, e->a, "copy"))
            return e->kids[0]->kind == KF_Q_ID && of_root(f, e->kids[0], r, mem);
        if (!(builtin(c, in, e->a, "zeros") || builtin(c, in, e->a, "ones") || builtin(c, in, e->a, "uninit")))
            return 0;
        e = e->kids[0];
        return e->kind == KF_Q_CALL && builtin(c, in, e->a, "size") && e->nkids == 1 &&
               e->kids[0]->kind == KF_Q_ID && of_root(f, e->kids[0], r, mem);
    case KF_Q_BIN: {
        int ew = e->op == '+' || e->op == '-' || e->op == KF_QT_DOTMUL || e->op == KF_QT_DOTDIV ||
                 e->op == KF_QT_DOTPOW;
        if (!ew && e->op != '*' && e->op != '/') /* matrix products: by a number only */
            return 0;
        if (is_number(c, in, e->b))
            return of_root(f, e->a, r, mem); /* X op n */
        if (e->op != '/' && is_number(c, in, e->a))
            return of_root(f, e->b, r, mem); /* n op X (n / X is no array of X's size) */
        return ew && of_root(f, e->a, r, mem) && of_root(f, e->b, r, mem); /* X op Y element-wise */
    }
    default:
        return 0;
    }
}

/* mem: the greatest set of variables whose every assignment, made after
 * root r's own (rat), gives r's size, assuming the set's members have it
 * (so arrays swapped in a loop, y = tmp; tmp = s; s = y, stay in) */
static void members(struct facts *f, int r, const kf_q_node *rat, int *mem)
{
    for (int v = 0; v < f->in->nvars; v++)
        mem[v] = v != r && !f->bad[v] && f->count[v] > 0 && !f->in->vars[v].is_param;
    for (int i = 0; i < f->n; i++)
        if (rat && !before(rat, f->a[i].s))
            mem[f->a[i].var] = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 0; i < f->n; i++)
            if (mem[f->a[i].var] && !of_root(f, f->a[i].s->a, r, mem)) {
                mem[f->a[i].var] = 0;
                changed = 1;
            }
    }
}

/* the first assignment of v, when one comes before at; NULL otherwise */
static const kf_q_node *first_before(const struct facts *f, int v, const kf_q_node *at)
{
    for (int i = 0; i < f->n; i++)
        if (f->a[i].var == v && before(f->a[i].s, at))
            return f->a[i].s;
    return NULL;
}

const kf_q_node *qc_size_same(qctx *c, qinst *in, const char *y, const char *x, const kf_q_node *at)
{
    int iy = var_index(in, y), ix = var_index(in, x);
    if (iy < 0 || ix < 0 || iy == ix)
        return NULL;
    struct facts f = {c, in, NULL, 0, 0, calloc((size_t)in->nvars, sizeof(int)),
                      calloc((size_t)in->nvars, sizeof(int))};
    int *mem = calloc((size_t)in->nvars, sizeof(int));
    if (!f.bad || !f.count || !mem)
        abort();
    collect(&f, body(c, in), 0);
    const kf_q_node *why = NULL, *rat;
    for (int r = 0; r < in->nvars && !why; r++) {
        if (!fixed(&f, r, &rat))
            continue;
        members(&f, r, rat, mem);
        if ((iy != r && !mem[iy]) || (ix != r && !mem[ix]))
            continue;
        /* each of the two that is not the root assigned before the launch */
        const kf_q_node *ay = iy == r ? NULL : first_before(&f, iy, at);
        const kf_q_node *ax = ix == r ? NULL : first_before(&f, ix, at);
        if ((iy != r && !ay) || (ix != r && !ax))
            continue;
        why = ay ? ay : ax;
    }
    free(mem);
    free(f.a);
    free(f.bad);
    free(f.count);
    return why;
}
