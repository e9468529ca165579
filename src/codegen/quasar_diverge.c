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
 *     variables, arithmetic, comparisons, the math functions, pos[k],
 *     size(X, k) and numel(X) of an array variable X, and
 *     reads of arrays whose accessor maps every index inside ('clamped,
 *     'mirror, 'circular, 'safe); '/' is floating-point division (1 / 0 is
 *     inf, harmless when not chosen); no other calls (mod(a, 0) of
 *     integers would trap), at most 24 nodes a side.
 *
 * An if without else of one assignment is a select whose other side is
 * the target itself (issue 15: wavelet.q's threshold, `if pos[0] >= m ||
 * pos[1] >= p; c[pos] = soft(c[pos], t); endif`):
 *
 *   if test                          c[pos] = test ? soft(c[pos], t) : c[pos]
 *       c[pos] = soft(c[pos], t) ==>
 *   endif
 *
 * The target is then read and written at every point, so it must be:
 *   - a number variable of the kernel (its C local starts at 0), or
 *   - an element c[pos] (pos[k] at place k) of a kernel parameter that
 *     spans the launch domain (quasar_bounds.c's proof: every point's
 *     element exists, whatever its accessor), where the kernel touches c
 *     only at its own point and writes no other array: no other point
 *     reads or writes that element, so storing its own value back is seen
 *     by no one (a write of another array, which may be c passed twice,
 *     refuses).
 * Reads on the sides may be elements proven inside the same way, and
 * calls may be __device__ functions whose bodies only compute numbers
 * from their parameters (assignments of such expressions to their own
 * variables, ifs, return; no array, no loop, no other name), three calls
 * deep at most, their nodes counted in the side's.
 *
 * The select's sides are computed into temporaries before it (`double
 * t1 = a; double t2 = b; x = test ? t1 : t2`): a side written inside C's
 * `?:` is a branch to gcc, which does not evaluate floating-point
 * operations it thinks may trap (-ftrapping-math) on both sides, so the
 * launch's `omp simd` loop stayed scalar ("control flow in loop").  The
 * test stays inside `?:` when it is itself safe to evaluate (a temporary
 * of `a || b` is a branch to gcc again); else it goes first, into a
 * temporary of its own, and the order is the branch's.
 *
 * `--explain` prints each rewrite ("  divergence: FILE:L:C: ...") and why
 * a candidate (if/else of one assignment each, an if of one assignment)
 * stays a branch; `--disable=divergence` keeps them all.
 */
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

static const char *pure_fn(qctx *c, qinst *at, const kf_q_node *fn, const kf_q_node *call, int depth, int *n);

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

static const char *pure_stmt(qctx *c, qinst *at, const kf_q_node *fn, const kf_q_node *s, int depth, int *n);

/* An expression of __device__ function fn's own numbers: numbers, its
 * names, arithmetic, selects, math functions and calls of other such
 * functions (found from instance `at`, where fn was found). */
static const char *pure_expr(qctx *c, qinst *at, const kf_q_node *fn, const kf_q_node *e, int depth, int *n)
{
    if (!e)
        return NULL;
    ++*n;
    switch (e->kind) {
    case KF_Q_NUM: return NULL;
    case KF_Q_ID:
        return qc_local_name(fn, e->str) ? NULL : A_("'%s' is not its own variable", e->str);
    case KF_Q_UN: return pure_expr(c, at, fn, e->a, depth, n);
    case KF_Q_BIN:
    case KF_Q_COND: {
        const char *w = pure_expr(c, at, fn, e->a, depth, n);
        if (!w)
            w = pure_expr(c, at, fn, e->b, depth, n);
        return w ? w : pure_expr(c, at, fn, e->c, depth, n);
    }
    case KF_Q_CALL: {
        if (e->a->kind != KF_Q_ID || qc_local_name(fn, e->a->str))
            return "it calls a function value";
        qinst *gat = NULL;
        kf_q_node *g = qc_find_func(c, at, e->a->str, &gat);
        const char *w = g ? pure_fn(c, gat, g, e, depth + 1, n)
                          : is_math(e->a->str) ? NULL : A_("it calls '%s'", e->a->str);
        for (int i = 0; !w && i < e->nkids; i++)
            w = pure_expr(c, at, fn, e->kids[i], depth, n);
        return w;
    }
    default: return "it computes more than numbers (an array, an index, a vector)";
    }
}

static const char *pure_stmt(qctx *c, qinst *at, const kf_q_node *fn, const kf_q_node *s, int depth, int *n)
{
    if (!s)
        return NULL;
    switch (s->kind) {
    case KF_Q_BLOCK:
        for (int i = 0; i < s->nkids; i++) {
            const char *w = pure_stmt(c, at, fn, s->kids[i], depth, n);
            if (w)
                return w;
        }
        return NULL;
    case KF_Q_ASSIGN:
        if (s->nkids != 1 || s->kids[0]->kind != KF_Q_ID)
            return "it assigns something other than its own variable";
        return pure_expr(c, at, fn, s->a, depth, n);
    case KF_Q_IF: {
        const char *w = pure_expr(c, at, fn, s->a, depth, n);
        if (!w)
            w = pure_stmt(c, at, fn, s->b, depth, n);
        return w ? w : pure_stmt(c, at, fn, s->c, depth, n);
    }
    case KF_Q_RETURN: return NULL;
    default: return "it has a statement other than an assignment, an if or return";
    }
}

/* Does calling fn (a KF_Q_FUNC) at call only compute numbers?  NULL when
 * it does, else why not. */
static const char *pure_fn(qctx *c, qinst *at, const kf_q_node *fn, const kf_q_node *call, int depth, int *n)
{
    if (fn->kind != KF_Q_FUNC || !(fn->flags & KF_Q_DEVICE))
        return "not a __device__ function";
    if (depth >= 3)
        return "calls nested more than three deep";
    if (call->nkids != fn->nparams || fn->nouts > 1)
        return "a default argument or several results";
    return pure_stmt(c, at, fn, fn->b, depth, n);
}

/* size(X, k) or numel(X) of an array variable X: its header, read anywhere */
static int is_extent(qctx *c, qinst *in, const kf_q_node *e)
{
    const char *f = e->a->str;
    if (!(!strcmp(f, "size") && e->nkids == 2 && e->kids[1]->kind == KF_Q_NUM) &&
        !(!strcmp(f, "numel") && e->nkids == 1))
        return 0;
    qvar *v = e->kids[0]->kind == KF_Q_ID ? qc_lookup(in, e->kids[0]->str) : NULL;
    (void)c;
    return v && v->t.k == QT_ARR;
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
        kf_q_node *fn = NULL;
        qinst *at = NULL;
        if (e->a->kind != KF_Q_ID || qc_lookup(in, e->a->str))
            return "a call that is not a math function";
        if ((fn = qc_find_func(c, in, e->a->str, &at)) == NULL && is_extent(c, in, e))
            return NULL;
        if (fn) {
            const char *w = pure_fn(c, at, fn, e, 0, n);
            if (w)
                return A_("a call of '%s': %s", e->a->str, w);
        } else if (!is_math(e->a->str))
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
        if (!v || v->t.k != QT_ARR)
            return A_("a read of '%s' that no accessor keeps inside", e->a->str);
        if ((!v->acc || (strcmp(v->acc, "clamped") && strcmp(v->acc, "mirror") && strcmp(v->acc, "circular") &&
                         strcmp(v->acc, "safe"))) &&
            qc_bounds_inside(c, in, e, v))
            return A_("a read of '%s' that neither an accessor nor the launch domain keeps inside", e->a->str);
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

/* Why a store at every point to element t of array `name` could be seen
 * by another point, or NULL: every access to it in kernel code e is that
 * point's own element (pos[k] at place k, proven inside), and e writes no
 * other array (which may be the same one passed twice), passes none to a
 * function (which may write it) and nests no function. */
static const char *own_point(qctx *c, qinst *in, const kf_q_node *e, const char *name)
{
    if (!e)
        return NULL;
    if (e->kind == KF_Q_FUNC || e->kind == KF_Q_LAMBDA)
        return A_("the kernel nests a function (line %u)", e->line);
    if (e->kind == KF_Q_INDEX && e->a->kind == KF_Q_ID && !strcmp(e->a->str, name)) {
        if (qc_bounds_inside(c, in, e, qc_lookup(in, name)))
            return A_("'%s' is also accessed at another element (line %u)", name, e->line);
        return NULL; /* its indices are pos[k]: nothing else below */
    }
    if (e->kind == KF_Q_ID && !strcmp(e->str, name))
        return A_("'%s' is used other than as its element at pos (line %u)", name, e->line);
    if (e->kind == KF_Q_ASSIGN)
        for (int i = 0; i < e->nkids; i++) {
            const kf_q_node *k = e->kids[i];
            qvar *v = k->kind == KF_Q_INDEX && k->a->kind == KF_Q_ID ? qc_lookup(in, k->a->str) : NULL;
            if (v && v->t.k == QT_ARR && strcmp(v->name, name))
                return A_("the kernel writes '%s' too (line %u), which may be '%s' passed twice", v->name,
                          k->line, name);
        }
    if (e->kind == KF_Q_CALL && e->a->kind == KF_Q_ID && qc_find_func(c, in, e->a->str, NULL))
        for (int i = 0; i < e->nkids; i++)
            if (qc_type(c, in, e->kids[i]).k == QT_ARR)
                return A_("the kernel passes an array to '%s' (line %u), which may write it", e->a->str,
                          e->line);
    for (int i = 0; i < e->nkids; i++) {
        const char *w = own_point(c, in, e->kids[i], name);
        if (w)
            return w;
    }
    const char *w = own_point(c, in, e->a, name);
    if (!w)
        w = own_point(c, in, e->b, name);
    return w ? w : own_point(c, in, e->c, name);
}

/* Why target t (of an if without else) cannot be read and written back at
 * every point, or NULL. */
static const char *keep_safe(qctx *c, qinst *in, const kf_q_node *t)
{
    qvar *v = qc_lookup(in, t->kind == KF_Q_ID ? t->str : t->a->str);
    if (!v)
        return A_("'%s' is not a variable of the kernel", t->kind == KF_Q_ID ? t->str : t->a->str);
    if (t->kind == KF_Q_ID)
        return v->t.k == QT_INT || v->t.k == QT_SCALAR ? NULL : A_("'%s' is not a number", v->name);
    const char *why = qc_bounds_inside(c, in, t, v);
    if (why)
        return A_("%s[...] may not exist at every point: %s", v->name, why);
    kf_q_node *body = in->fn->kind == KF_Q_FUNC ? in->fn->b : in->fn->b ? in->fn->b : in->fn->a;
    return own_point(c, in, body, v->name);
}

kf_q_node *qc_diverge_select(qctx *c, qinst *in, kf_q_node *s)
{
    if (!in->in_kernel || (s->c && s->c->kind != KF_Q_BLOCK))
        return NULL;
    const kf_q_node *x = one_assign(s->b), *y = s->c ? one_assign(s->c) : NULL;
    if (!x || (s->c && (!y || !same_tree(x->kids[0], y->kids[0]))))
        return NULL;
    kf_q_node *t = x->kids[0];
    if (t->kind != KF_Q_ID && (t->kind != KF_Q_INDEX || t->a->kind != KF_Q_ID))
        return NULL; /* a variable or an element of a named array only */
    const char *why = NULL;
    int nx = 0, ny = 0;
    qtype tt = qc_type(c, in, s->a), tx = qc_type(c, in, x->a), ty = qc_type(c, in, y ? y->a : t);
    if (tt.k != QT_INT && tt.k != QT_SCALAR)
        return NULL; /* the if's own diagnostics */
    const char *what = y ? "if/else" : "if";
    if (c->opt->disabled & KF_QC_PASS_DIVERGE)
        why = c->opt->off_why ? c->opt->off_why : "--disable=divergence";
    else if (y ? !qt_eq(tx, ty) || (tx.k != QT_INT && tx.k != QT_SCALAR)
               : (ty.k != QT_INT && ty.k != QT_SCALAR) || (tx.k != QT_INT && !qt_eq(tx, ty)))
        why = y ? "the two sides are not numbers of one type" : "the value and the target are not numbers of one type";
    else if (!varies(in, s->a))
        why = "the test is the same in every thread (no divergence)";
    else if ((why = safe(c, in, x->a, &nx)) == NULL && (why = y ? safe(c, in, y->a, &ny) : keep_safe(c, in, t)) == NULL &&
             (nx > 24 || ny > 24))
        why = A_("a side is too long to evaluate always (%d and %d nodes; at most 24)", nx, ny);
    const char *tgt = t->kind == KF_Q_ID ? t->str : A_("%s[...]", t->a->str);
    const char *kn = in->fn && in->fn->str ? in->fn->str : "lambda";
    if (why) {
        if (!(s->flags & QC_QUIET))
            qc_explain(c, "divergence", s, "in '%s': %s assigning %s stays a branch: %s", kn, what, tgt, why);
        return NULL;
    }
    qc_explain(c, "divergence", s, "in '%s': %s assigning %s on a test that differs between threads, "
                                   "written as one select %s = test ? a : %s", kn, what, tgt, tgt, y ? "b" : tgt);
    kf_q_node *sel = kf_arena_alloc(c->a, sizeof *sel), *as = kf_arena_alloc(c->a, sizeof *as);
    *sel = *s;
    sel->kind = KF_Q_COND;
    int nt = 0;
    sel->flags = QC_SELECT_AHEAD | (safe(c, in, s->a, &nt) ? 0 : QC_SELECT_TEST_LAST);
    sel->b = x->a;
    sel->c = y ? y->a : t;
    sel->kids = NULL;
    sel->nkids = 0;
    *as = *x;
    as->a = sel;
    return as;
}
