/*
 * quasar_diverge.c: the branch divergence reducer of seed 002 §17.2's list
 * ("converts conditional computations into equivalent branch-free
 * expressions, with the goal to reduce branch divergence on a GPU"), for
 * kernels and the device functions they call:
 *
 *   if pos[1] == 0                  y[pos] = pos[1] == 0 ? x[pos] :
 *       y[pos] = x[pos]       ==>            (x[pos] + x[pos - [0, 1]]) / 2
 *   else
 *       y[pos] = (x[pos] + x[pos - [0, 1]]) / 2
 *   endif
 *
 * Threads of one warp that take different sides of a branch run both sides
 * one after the other; a select runs one instruction stream for all.  So
 * the rewrite is applied when:
 *   - both sides are one plain assignment (=) to the same variable or the
 *     same array element (subscripts written alike), of one type;
 *   - the test may differ between threads (the model: it names pos,
 *     blkpos or a variable of the kernel that is not a parameter; a test of
 *     parameters and numbers only is uniform, every thread of a warp takes
 *     the same side and the branch costs nothing);
 *   - both sides are safe and cheap to evaluate always: numbers,
 *     variables, arithmetic, comparisons, the math functions, pos[k], and
 *     reads of arrays whose accessor maps every index inside ('clamped,
 *     'mirror, 'circular, 'safe); '/' is floating-point division (1 / 0 is
 *     inf, harmless when not chosen); no other calls (mod(a, 0) of
 *     integers would trap), at most 24 nodes a side.
 * `--explain` prints each rewrite ("  divergence: FILE:L:C: ...") and why
 * a candidate (if/else of one assignment each) stays a branch;
 * `--disable=divergence` keeps them all.
 */
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

static int same_tree(const kf_q_node *a, const kf_q_node *b)
{
    if (!a || !b)
        return a == b;
    if (a->kind != b->kind || a->op != b->op || a->nkids != b->nkids)
        return 0;
    if (a->kind == KF_Q_NUM && a->num != b->num)
        return 0;
    if ((a->str || b->str) && (!a->str || !b->str || strcmp(a->str, b->str)))
        return 0;
    for (int i = 0; i < a->nkids; i++)
        if (!same_tree(a->kids[i], b->kids[i]))
            return 0;
    return same_tree(a->a, b->a) && same_tree(a->b, b->b) && same_tree(a->c, b->c);
}

static const char *const math[] = {"abs", "sqrt", "exp", "log", "log2", "log10", "sin", "cos", "tan",
                                   "asin", "acos", "atan", "sinh", "cosh", "tanh", "floor", "ceil",
                                   "round", "sign", "frac", "exp2", "min", "max", "atan2", "pow",
                                   "sqr", "clamp", "saturate", "maximum", "minimum", NULL};

static int is_math(const char *f)
{
    for (int i = 0; math[i]; i++)
        if (!strcmp(math[i], f))
            return 1;
    return 0;
}

/* Can e be evaluated whatever the test says?  Counts its nodes in *n;
 * NULL when it can, else what stops it. */
static const char *safe(qctx *c, qinst *in, const kf_q_node *e, int *n)
{
    if (!e)
        return NULL;
    ++*n;
    switch (e->kind) {
    case KF_Q_NUM: return NULL;
    case KF_Q_ID: {
        qvar *v = qc_lookup(in, e->str);
        if (!v)
            return A_("'%s' is not a variable of the kernel", e->str);
        return v->t.k == QT_INT || v->t.k == QT_SCALAR || v->t.k == QT_IVEC ? NULL
                                                                               : A_("'%s' is not a number", e->str);
    }
    case KF_Q_UN: return safe(c, in, e->a, n);
    case KF_Q_COND: {
        const char *w = safe(c, in, e->a, n);
        if (!w)
            w = safe(c, in, e->b, n);
        return w ? w : safe(c, in, e->c, n);
    }
    case KF_Q_BIN: { /* '/' divides in floating point: 1 / 0 is inf, harmless when not chosen */
        const char *w = safe(c, in, e->a, n);
        return w ? w : safe(c, in, e->b, n);
    }
    case KF_Q_CALL: {
        if (e->a->kind != KF_Q_ID || !is_math(e->a->str) || qc_lookup(in, e->a->str) ||
            qc_find_func(c, in, e->a->str, NULL))
            return "a call that is not a math function";
        for (int i = 0; i < e->nkids; i++) {
            const char *w = safe(c, in, e->kids[i], n);
            if (w)
                return w;
        }
        return NULL;
    }
    case KF_Q_INDEX: {
        if (e->a->kind != KF_Q_ID)
            return "an index of an expression";
        qvar *v = qc_lookup(in, e->a->str);
        if (v && v->t.k == QT_IVEC && e->nkids == 1 && e->kids[0]->kind == KF_Q_NUM &&
            e->kids[0]->num >= 0 && e->kids[0]->num < v->t.nd)
            return NULL; /* pos[k] */
        if (!v || v->t.k != QT_ARR || !v->acc ||
            (strcmp(v->acc, "clamped") && strcmp(v->acc, "mirror") && strcmp(v->acc, "circular") &&
             strcmp(v->acc, "safe")))
            return A_("a read of '%s' that no accessor keeps inside", e->a->str);
        for (int i = 0; i < e->nkids; i++) {
            const char *w = safe(c, in, e->kids[i], n);
            if (w)
                return w;
        }
        return NULL;
    }
    case KF_Q_MATRIX:
        for (int i = 0; i < e->nkids; i++) {
            const char *w = safe(c, in, e->kids[i], n);
            if (w)
                return w;
        }
        return NULL;
    default: return "an expression kforge does not evaluate ahead";
    }
}

/* does the test name something that may differ between threads? */
static int varies(qinst *in, const kf_q_node *e)
{
    if (!e)
        return 0;
    if (e->kind == KF_Q_ID) {
        if (!strcmp(e->str, "pos") || !strcmp(e->str, "blkpos"))
            return 1;
        qvar *v = qc_lookup(in, e->str);
        return v && !v->is_param; /* a variable the kernel computes */
    }
    if (e->kind == KF_Q_INDEX && e->a->kind == KF_Q_ID) {
        qvar *v = qc_lookup(in, e->a->str);
        if (v && v->t.k == QT_ARR)
            return 1; /* an element: another thread may read another */
    }
    for (int i = 0; i < e->nkids; i++)
        if (varies(in, e->kids[i]))
            return 1;
    return varies(in, e->a) || varies(in, e->b) || varies(in, e->c);
}

static const kf_q_node *one_assign(const kf_q_node *b)
{
    if (!b || b->kind != KF_Q_BLOCK || b->nkids != 1)
        return NULL;
    const kf_q_node *s = b->kids[0];
    return s->kind == KF_Q_ASSIGN && s->op == '=' && s->nkids == 1 ? s : NULL;
}

kf_q_node *qc_diverge_select(qctx *c, qinst *in, kf_q_node *s)
{
    if (!in->in_kernel || !s->c || s->c->kind != KF_Q_BLOCK)
        return NULL;
    const kf_q_node *x = one_assign(s->b), *y = one_assign(s->c);
    if (!x || !y || !same_tree(x->kids[0], y->kids[0]))
        return NULL;
    const kf_q_node *t = x->kids[0];
    if (t->kind != KF_Q_ID && (t->kind != KF_Q_INDEX || t->a->kind != KF_Q_ID))
        return NULL; /* a variable or an element of a named array only */
    const char *why = NULL;
    int nx = 0, ny = 0;
    qtype tt = qc_type(c, in, s->a), tx = qc_type(c, in, x->a), ty = qc_type(c, in, y->a);
    if (tt.k != QT_INT && tt.k != QT_SCALAR)
        return NULL; /* the if's own diagnostics */
    if (c->opt->disabled & KF_QC_PASS_DIVERGE)
        why = c->opt->off_why ? c->opt->off_why : "--disable=divergence";
    else if (!qt_eq(tx, ty) || (tx.k != QT_INT && tx.k != QT_SCALAR))
        why = "the two sides are not numbers of one type";
    else if (!varies(in, s->a))
        why = "the test is the same in every thread (no divergence)";
    else if ((why = safe(c, in, x->a, &nx)) == NULL && (why = safe(c, in, y->a, &ny)) == NULL &&
             (nx > 24 || ny > 24))
        why = A_("a side is too long to evaluate always (%d and %d nodes; at most 24)", nx, ny);
    const char *tgt = t->kind == KF_Q_ID ? t->str : A_("%s[...]", t->a->str);
    const char *kn = in->fn && in->fn->str ? in->fn->str : "lambda";
    if (why) {
        qc_explain(c, "divergence", s, "in '%s': if/else assigning %s stays a branch: %s", kn, tgt, why);
        return NULL;
    }
    qc_explain(c, "divergence", s, "in '%s': if/else assigning %s on a test that differs between threads, "
                                   "written as one select %s = test ? a : b", kn, tgt, tgt);
    kf_q_node *sel = kf_arena_alloc(c->a, sizeof *sel), *as = kf_arena_alloc(c->a, sizeof *as);
    *sel = *s;
    sel->kind = KF_Q_COND;
    sel->b = x->a;
    sel->c = y->a;
    sel->kids = NULL;
    sel->nkids = 0;
    *as = *x;
    as->a = sel;
    return as;
}
