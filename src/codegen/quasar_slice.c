/*
 * quasar_slice.c: slices shared, viewed or written in place instead of
 * copied, four rules of host code (issue 15: wavelet.q's levels,
 * `c[0..m-1, 0..p-1] = dwt2(c[0..m-1, 0..p-1])`, whose first level's
 * slices are all of c).
 *
 * A slice is a value: `y = A[..]` is a copy, and `A[..] = v` copies v's
 * elements into A.  Both copies cost a read and a write of every element;
 * such a program runs at the speed of memory, and wavelet.q's slices were
 * 1.36 M of its filter's 2.42 M cache misses (callgrind with a simulated
 * 2 MB cache, docs/quasar.md).  Where the slice turns out at run time
 * to name every element of A in A's shape (each selection `:` or
 * `0..size(A,k)-1`; a matrix or cube), the copy can be avoided when no one
 * can tell:
 *
 *   slice-ref    f(A[..])  ==>  f(qa_slice_ref(A, ..))
 *     when f only reads that parameter and lets it go nowhere, the whole
 *     slice is A itself (a new reference).  Proven on f's body, every use
 *     of the parameter x (ro_expr, ro_stmt):
 *       - x[..] read; size(x), size(x, k), numel(x), ndims(x);
 *       - x an operand of an arithmetic operator (the result is new), or
 *         the argument of sum/prod/min/max/mean/copy;
 *       - x passed to parallel_do/serial_do, or to a function of the file,
 *         whose parameter obeys the same rules in its body (a kernel's
 *         x[pos] reads), three calls deep at most;
 *     and nothing else: no store x[..] = (nor +=), no `x = ..`, no x as
 *     a value (`y = x`, a result, a cell element, a closure's capture, a
 *     select's side), no result named x.  And at the call: f is a
 *     function of the file's top level (no closure over the caller's
 *     arrays), every other array argument f also only reads (so f writes
 *     nothing it was given, A included), and the other arguments make no
 *     call (which might write A between the slice and the call).
 *
 *   slice-move   A[..] = f(..)  ==>  qa_slice_move(A, .., t)
 *     when the value is a new array the statement owns (a call's result,
 *     an expression's temporary: released right after the store), a whole
 *     slice of the same element count takes the value's block and gives
 *     the value A's old one, which the statement's release then frees.
 *     The run time checks what the compiler cannot: the value is held by
 *     nothing else (refs 1), neither block is shared (a reshape's view or
 *     its base) or has a device copy.
 *
 * A slice that is a rectangle of a real matrix A (a part of it too), on
 * the OpenMP target, can be A's own block read through a row stride: a
 * view, a qarr whose ld (the elements from one row to the next, dim[1]
 * in every other array) is A's row length (docs/quasar.md, "Rectangles
 * as views"):
 *
 *   slice-view   f(A[r0, r1])  ==>  f'(qa_slice_view(A, ..))
 *     when f reads that parameter only through elements (one or two
 *     indices, no range), size/numel/ndims, and by passing it to a kernel
 *     or a function of the file that does the same (RO_VIEW); f' is f's
 *     instance for a view (its parameter's qtype.view: qc_index reads it
 *     through ->ld, as do the kernels and functions it reaches).  Else
 *     slice-ref's conditions, and f names no variable of the script.
 *
 *   slice-into   A[r0, r1] = f(..)  ==>  q_dest = qa_slice_dest(A, ..); f'(..)
 *     when f makes its one result y first by uninit or zeros, then only
 *     reads and stores it by element and through kernels (RO_VIEW |
 *     RO_STORE); f' takes the view on entry unless an array argument
 *     shares A's block (run time), and y is the view when the sizes
 *     agree; no argument names A or calls.  The picture is over
 *     qc_slice_into_stmt below.
 *
 * Anything else is copied as before (qa_slice, qa_slice_set), and so is
 * every slice on OpenCL and CUDA, whose buffers are whole.  `--explain`
 * says which calls and stores take a rule and why a slice stays a copy;
 * `--disable=slice-ref`, `slice-move`, `slice-view` and `slice-into` keep
 * the copies.
 */
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

/* the function whose body is walked, and the instance its names are
 * looked up from (the script's: functions of the file's top level) */
typedef struct {
    qinst *at;
    const kf_q_node *fn;
    int view; /* RO_VIEW: slice-view's stricter rules (x read through indices, size and kernels
               * only); RO_STORE: slice-into's, whose x is also stored to by element */
    const kf_q_node *skip; /* slice-into: the statement that makes x, not walked */
} ro;
enum { RO_VIEW = 1, RO_STORE = 2 };

static const char *ro_fn(qctx *c, qinst *at, const kf_q_node *fn, int pi, int depth, int view);

static int is_name(const kf_q_node *e, const char *x)
{
    return e && e->kind == KF_Q_ID && !strcmp(e->str, x);
}

static int names_at(const kf_q_node *e, const void *x)
{
    if ((e->kind == KF_Q_ID || e->kind == KF_Q_FOR) && e->str && !strcmp(e->str, x))
        return 1;
    for (int i = 0; i < e->nparams; i++) /* a parameter of that name, whatever its node */
        if (e->params[i]->str && !strcmp(e->params[i]->str, x))
            return 1;
    return 0;
}

/* does the tree e name x anywhere? */
static int mentions(const kf_q_node *e, const char *x)
{
    return kf_q_any(e, names_at, x);
}

static const char *where(qctx *c, const kf_q_node *e, const char *what)
{
    return A_("%s at %u:%u", what, e->line, e->col);
}

static const char *ro_expr(qctx *c, const ro *r, const kf_q_node *e, const char *x, int depth);

/* the parameter of g (a kernel when kern: its special ones skipped) that
 * takes argument i of the call; -1 when none */
static int param_of(const kf_q_node *g, int i, int kern)
{
    for (int p = 0, k = 0; p < g->nparams; p++) {
        if (kern && qc_is_special(g->params[p]->str))
            continue;
        if (k++ == i)
            return p;
    }
    return -1;
}

/* a call that names x among its arguments: a builtin that only reads, or
 * a function of the file (a kernel through parallel_do) whose parameter
 * is read-only in turn */
static const char *ro_call(qctx *c, const ro *r, const kf_q_node *e, const char *x, int depth)
{
    if (e->a->kind != KF_Q_ID)
        return mentions(e, x) ? where(c, e, "it calls a function value") : NULL;
    const char *f = e->a->str;
    int n = e->nkids;
    static const char *const reads[] = {"size", "numel", "ndims", "sum", "prod", "min", "max", "mean", "copy", NULL};
    int nreads = r->view ? 3 : 9; /* a view's rows are apart: only its sizes are read by a builtin */
    if (qc_local_name(r->fn, f))
        return mentions(e, x) ? where(c, e, "it calls a function value") : NULL;
    kf_q_node *g = qc_find_func(c, r->at, f, NULL);
    int launch = !g && (!strcmp(f, "parallel_do") || !strcmp(f, "serial_do"));
    if (launch) {
        if (n < 2 || e->kids[n - 1]->kind != KF_Q_ID || qc_local_name(r->fn, e->kids[n - 1]->str) ||
            !(g = qc_find_func(c, r->at, e->kids[n - 1]->str, NULL)))
            return mentions(e, x) ? where(c, e, "it launches a kernel that is not a function of the file's top level")
                                  : NULL;
    }
    for (int i = 0; i < n; i++) {
        const kf_q_node *k = e->kids[i];
        if (!is_name(k, x)) {
            const char *w = ro_expr(c, r, k, x, depth);
            if (w)
                return w;
            continue;
        }
        if (!g) {
            int ok = 0;
            for (int q = 0; q < nreads; q++)
                ok |= !strcmp(f, reads[q]);
            if (!ok)
                return where(c, k, A_("it passes it to '%s'", f));
            continue;
        }
        if (launch && (i == 0 || i == n - 1))
            return where(c, k, "it is a launch's domain");
        int p = param_of(g, launch ? i - 1 : i, launch);
        if (p < 0 || g->kind != KF_Q_FUNC)
            return where(c, k, A_("it passes it to '%s' as no parameter", g->str ? g->str : "lambda"));
        if (depth >= 3)
            return where(c, k, "it passes it on more than three calls deep");
        const char *w = ro_fn(c, r->at, g, p, depth + 1, r->view);
        if (w)
            return A_("%s, in '%s' (%s)", where(c, k, A_("it passes it to '%s'", g->str)), g->str, w);
    }
    return NULL;
}

/* Is x only read in e?  NULL when it is, else where it is not. */
static const char *ro_expr(qctx *c, const ro *r, const kf_q_node *e, const char *x, int depth)
{
    if (!e)
        return NULL;
    switch (e->kind) {
    case KF_Q_ID: return strcmp(e->str, x) ? NULL : where(c, e, "it is used as a value");
    case KF_Q_INDEX:
        if (r->view && is_name(e->a, x) && e->op != '{') { /* an element: one index or two, no range */
            if (e->nkids < 1 || e->nkids > 2)
                return where(c, e, "it is indexed by three indices");
            for (int i = 0; i < e->nkids; i++)
                if (e->kids[i]->kind == KF_Q_RANGE || e->kids[i]->kind == KF_Q_COLON)
                    return where(c, e, "it is sliced");
        }
        if (!is_name(e->a, x) || e->op == '{') {
            const char *w = ro_expr(c, r, e->a, x, depth);
            if (w)
                return w;
        }
        for (int i = 0; i < e->nkids; i++) {
            const char *w = ro_expr(c, r, e->kids[i], x, depth);
            if (w)
                return w;
        }
        return NULL;
    case KF_Q_BIN:
    case KF_Q_UN:
    case KF_Q_TRANS: { /* an operand: the result is a new array */
        if (r->view && (is_name(e->a, x) || is_name(e->b, x))) /* whose loop reads a block in order */
            return where(c, e, "it is an operand of an operator");
        const char *w = is_name(e->a, x) ? NULL : ro_expr(c, r, e->a, x, depth);
        return w ? w : is_name(e->b, x) ? NULL : ro_expr(c, r, e->b, x, depth);
    }
    case KF_Q_CALL: return ro_call(c, r, e, x, depth);
    case KF_Q_LAMBDA:
    case KF_Q_FUNC: return mentions(e, x) ? where(c, e, "a function defined here names it") : NULL;
    default: {
        const char *w = ro_expr(c, r, e->a, x, depth);
        if (!w)
            w = ro_expr(c, r, e->b, x, depth);
        if (!w)
            w = ro_expr(c, r, e->c, x, depth);
        for (int i = 0; !w && i < e->nkids; i++)
            w = ro_expr(c, r, e->kids[i], x, depth);
        return w;
    }
    }
}

static const char *ro_stmt(qctx *c, const ro *r, const kf_q_node *s, const char *x, int depth)
{
    if (!s || s == r->skip)
        return NULL;
    switch (s->kind) {
    case KF_Q_BLOCK:
        for (int i = 0; i < s->nkids; i++) {
            const char *w = ro_stmt(c, r, s->kids[i], x, depth);
            if (w)
                return w;
        }
        return NULL;
    case KF_Q_ASSIGN:
        for (int i = 0; i < s->nkids; i++) {
            const kf_q_node *t = s->kids[i];
            if (is_name(t, x))
                return where(c, t, "it is assigned");
            if (t->kind == KF_Q_INDEX && is_name(t->a, x) && (r->view & RO_STORE)) {
                const char *w = ro_expr(c, r, t, x, depth); /* an element, as a read */
                if (w)
                    return w;
                continue;
            }
            if (t->kind == KF_Q_INDEX && is_name(t->a, x))
                return where(c, t, "its elements are stored to");
            const char *w = t->kind == KF_Q_INDEX ? NULL : ro_expr(c, r, t, x, depth);
            for (int k = 0; !w && t->kind == KF_Q_INDEX && k < t->nkids; k++)
                w = ro_expr(c, r, t->kids[k], x, depth);
            if (!w && t->kind == KF_Q_INDEX)
                w = ro_expr(c, r, t->a, x, depth);
            if (w)
                return w;
        }
        return ro_expr(c, r, s->a, x, depth);
    case KF_Q_EXPR:
    case KF_Q_RETURN: return ro_expr(c, r, s->a, x, depth);
    case KF_Q_IF:
    case KF_Q_WHILE:
    case KF_Q_REPEAT: {
        const char *w = ro_expr(c, r, s->a, x, depth);
        if (!w)
            w = ro_stmt(c, r, s->b, x, depth);
        return w ? w : ro_stmt(c, r, s->c, x, depth);
    }
    case KF_Q_FOR:
        if (!strcmp(s->str, x))
            return where(c, s, "it is a loop's iterator");
        {
            const char *w = ro_expr(c, r, s->a, x, depth);
            return w ? w : ro_stmt(c, r, s->b, x, depth);
        }
    case KF_Q_MATCH: {
        const char *w = ro_expr(c, r, s->a, x, depth);
        for (int i = 0; !w && i < s->nkids; i++)
            w = ro_expr(c, r, s->kids[i]->a, x, depth) ? where(c, s->kids[i], "a pattern names it")
                                                        : ro_stmt(c, r, s->kids[i]->b, x, depth);
        return w;
    }
    case KF_Q_BREAK:
    case KF_Q_CONTINUE:
    case KF_Q_ATTR:
    case KF_Q_IMPORT: return NULL;
    default: return mentions(s, x) ? where(c, s, "a statement names it") : NULL;
    }
}

/* Does fn only read its parameter pi?  NULL when it does, else why not. */
static const char *ro_fn(qctx *c, qinst *at, const kf_q_node *fn, int pi, int depth, int view)
{
    const char *x = fn->params[pi]->str;
    for (int i = 0; i < fn->nouts; i++)
        if (!strcmp(fn->outs[i]->str, x))
            return A_("'%s' is also its result", x);
    ro r = {at, fn, view, NULL};
    return ro_stmt(c, &r, fn->b, x, depth);
}

/* makes no call but size/numel/ndims: nothing runs between the slice and
 * the call */
static int no_call(const kf_q_node *e)
{
    if (!e)
        return 1;
    if (e->kind == KF_Q_CALL &&
        !(e->a->kind == KF_Q_ID && (!strcmp(e->a->str, "size") || !strcmp(e->a->str, "numel") ||
                                    !strcmp(e->a->str, "ndims"))))
        return 0;
    if (e->kind == KF_Q_LAMBDA || e->kind == KF_Q_FUNC)
        return 0;
    if (!no_call(e->a) || !no_call(e->b) || !no_call(e->c))
        return 0;
    for (int i = 0; i < e->nkids; i++)
        if (!no_call(e->kids[i]))
            return 0;
    return 1;
}

/* a slice A[..] of an array variable that may be all of A: A a matrix or
 * cube, one selection a dimension, each `:` or a range a..b without step
 * (qa_slice_ref's and qa_slice_move's qs_whole) */
static int is_slice(qctx *c, qinst *in, kf_q_node *e)
{
    if (e->kind != KF_Q_INDEX || e->op == '{' || e->a->kind != KF_Q_ID)
        return 0;
    qtype at = qc_type(c, in, e->a);
    if (at.k != QT_ARR || at.nd < 2 || e->nkids != at.nd)
        return 0;
    for (int i = 0; i < e->nkids; i++)
        if (e->kids[i]->kind != KF_Q_COLON && (e->kids[i]->kind != KF_Q_RANGE || e->kids[i]->c))
            return 0;
    return 1;
}

int qc_slice_ref(qctx *c, qinst *in, qinst *callee, kf_q_node **args, int n, int ai)
{
    kf_q_node *arg = args[ai];
    if ((c->opt->disabled & KF_QC_PASS_SLICE_REF) || !qc_rc_on(in) || callee->kernel_nd || callee->in_kernel ||
        !is_slice(c, in, arg))
        return 0;
    kf_q_node *fn = callee->fn;
    qinst *root = in; /* the script: a top-level function's names are looked up from there */
    while (root->parent)
        root = root->parent;
    const char *fname = fn && fn->str ? fn->str : "lambda";
    const char *why = NULL;
    qinst *def = NULL;
    if (!fn || fn->kind != KF_Q_FUNC || !fn->str || qc_find_func(c, in, fn->str, &def) != fn || !def ||
        def->fn)
        why = "it is not a function of the file's top level";
    for (int i = 0; !why && i < callee->nvars; i++)
        if (callee->vars[i].captured)
            why = A_("it captures '%s'", callee->vars[i].name);
    for (int i = 0; !why && i < n && i < fn->nparams; i++) {
        if (i != ai && !no_call(args[i]))
            why = where(c, args[i], "another argument makes a call");
        else if (i == ai || qc_type(c, in, args[i]).k == QT_ARR) {
            const char *w = ro_fn(c, root, fn, i, 0, 0);
            if (w)
                why = A_("parameter '%s': %s", fn->params[i]->str, w);
        }
    }
    if (why) {
        qc_explain(c, "slice-ref", arg, "%s(%s[...]) copies the slice: in '%s', %s", fname, arg->a->str, fname, why);
        return 0;
    }
    qc_explain(c, "slice-ref", arg,
               "%s(%s[...]): '%s' only reads its parameter '%s', so the slice is passed as %s itself when it is all "
               "of %s (no copy); a part is copied",
               fname, arg->a->str, fname, fn->params[ai]->str, arg->a->str, arg->a->str);
    return 1;
}

int qc_slice_move(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg, const char *v)
{
    if ((c->opt->disabled & KF_QC_PASS_SLICE_MOVE) || !qc_rc_on(in) || !qc_owned(in, v) ||
        qc_type(c, in, s->a).k != QT_ARR || !is_slice(c, in, tg))
        return 0;
    qc_explain(c, "slice-move", s,
               "%s[...] = a new array: it is moved into %s when the slice is all of %s and nothing else holds "
               "the array (the blocks swapped, no copy); else copied",
               tg->a->str, tg->a->str, tg->a->str);
    return 1;
}

/* the script's variables a function reads or writes, itself or through
 * the functions of the file it names (three deep): the first such name */
typedef struct {
    qctx *c;
    qinst *root;
    const kf_q_node *fn;
    int depth;
    const char *found;
} sv_walk;

static const char *script_name(qctx *c, qinst *root, const kf_q_node *fn, int depth);

static int script_at(const kf_q_node *e, const void *arg)
{
    sv_walk *w = (sv_walk *)arg;
    if (e->kind != KF_Q_ID || qc_local_name(w->fn, e->str))
        return 0;
    qvar *v = qc_lookup(w->root, e->str);
    if (v && v->t.k != QT_FUNC) {
        w->found = e->str;
        return 1;
    }
    kf_q_node *g = qc_find_func(w->c, w->root, e->str, NULL);
    if (!g || g == w->fn || g->kind != KF_Q_FUNC)
        return 0;
    w->found = w->depth >= 3 ? kf_arena_printf(w->c->a, "(a function more than three calls deep: '%s')", e->str)
                             : script_name(w->c, w->root, g, w->depth + 1);
    return w->found != NULL;
}

static const char *script_name(qctx *c, qinst *root, const kf_q_node *fn, int depth)
{
    sv_walk w = {c, root, fn, depth, NULL};
    kf_q_any(fn->b, script_at, &w);
    return w.found;
}

/* Why argument ai of a call of fn (arguments args[0..n)) from instance in
 * is passed as no view: NULL when it is one, "" when the rule does not
 * apply at all (no rectangle of a real matrix in host code of the OpenMP
 * target).  Pure: type inference asks it for every call it types. */
static const char *view_why(qctx *c, qinst *in, const kf_q_node *fn, kf_q_node **args, int n, int ai)
{
    kf_q_node *arg = args[ai];
    if ((c->opt->disabled & KF_QC_PASS_SLICE_VIEW) || in->in_kernel || in->kernel_nd || !qc_rc_on(in) ||
        !is_slice(c, in, arg))
        return "";
    qtype at = qc_type(c, in, arg->a);
    if (at.nd != 2 || at.cx || at.view)
        return "";
    if (c->opt->target != KF_QC_OPENMP) /* a device buffer is whole: a view would be a sub-buffer per row */
        return A_("the %s target's kernels take whole buffers", c->opt->target == KF_QC_OPENCL ? "opencl" : "cuda");
    qinst *root = in;
    while (root->parent)
        root = root->parent;
    qinst *def = NULL;
    if (!fn || fn->kind != KF_Q_FUNC || !fn->str || (fn->flags & (KF_Q_KERNEL | KF_Q_DEVICE)) ||
        qc_find_func(c, in, fn->str, &def) != fn || !def || def->fn)
        return A_("'%s' is not a function of the file's top level", fn && fn->str ? fn->str : "lambda");
    const char *g = script_name(c, root, fn, 0);
    if (g)
        return *g == '(' ? A_("'%s' may name a variable of the script %s", fn->str, g)
                         : A_("'%s' names '%s', a variable of the script", fn->str, g);
    for (int i = 0; i < n && i < fn->nparams; i++) {
        if (i != ai && !no_call(args[i]))
            return where(c, args[i], "another argument makes a call");
        if (i == ai || qc_type(c, in, args[i]).k == QT_ARR) {
            const char *w = ro_fn(c, root, fn, i, 0, i == ai);
            if (w)
                return A_("in '%s', parameter '%s': %s", fn->str, fn->params[i]->str, w);
        }
    }
    return NULL;
}

void qc_slice_view_types(qctx *c, qinst *in, const kf_q_node *fn, kf_q_node **args, int n, qtype *types)
{
    for (int i = 0; i < n && i < 16; i++)
        if (types[i].k == QT_ARR && !view_why(c, in, fn, args, n, i))
            types[i].view = 1;
}

int qc_slice_view(qctx *c, qinst *in, qinst *callee, kf_q_node **args, int n, int ai)
{
    kf_q_node *arg = args[ai];
    const kf_q_node *fn = callee->fn;
    if (callee->kernel_nd || arg->kind != KF_Q_INDEX || arg->op == '{' || arg->a->kind != KF_Q_ID)
        return 0; /* a launch, or no slice of a variable */
    const char *fname = fn && fn->str ? fn->str : "lambda";
    qvar *pv = fn && ai < fn->nparams ? qc_lookup(callee, fn->params[ai]->str) : NULL;
    if (pv && pv->t.k == QT_ARR && pv->t.view) {
        qc_explain(c, "slice-view", arg,
                   "%s(%s[...]): '%s' reads its parameter '%s' only through elements, size and kernels, so a "
                   "rectangle of %s is passed as a view of its block (its rows %s's, no copy)",
                   fname, arg->a->str, fname, fn->params[ai]->str, arg->a->str, arg->a->str);
        return 1;
    }
    const char *why = view_why(c, in, fn, args, n, ai);
    if (why && *why)
        qc_explain(c, "slice-view", arg, "%s(%s[...]) is passed as no view: %s", fname, arg->a->str, why);
    return 0;
}

/* ---- slice-into: A[r0, r1] = f(..) written into A's block ----
 *
 *   A[1..2, 3..5] = f(B)        t0 = qa_slice_dest(A, ..)   a view of the rectangle
 *                               q_dest = t0;                (NULL: no view)
 *                               t1 = qf_f(B);               f: qdst = qa_dest_enter(1, B)
 *                                                              y = qa_dest_take(uninit(..), &qdst)
 *                               q_dest = NULL;
 *                               qa_slice_dest_done(A, .., t1, t0)   t1 == t0: in place; else copied
 *
 * f makes its one result y by `y = uninit(..)` or `zeros(..)`, the first
 * statement of its body that names y; after that, y is read and stored to
 * only by element, passed to kernels that do the same, and given back
 * (RO_VIEW | RO_STORE).  So while f runs nothing but y's elements touches
 * the rectangle, and at its end the rectangle holds y: what the copy
 * would have written.  f must not read A: no argument names A (checked
 * here) nor shares its block (qa_dest_enter, at run time: B = A), f names
 * no variable of the script, and no argument or selection makes a call
 * (nothing runs between the view and f).  A result of another shape, or
 * a view refused at run time, is a new array copied as before. */

/* the statement of fn that makes its result, when it is `y = uninit(..)`
 * or `y = zeros(..)` at the top of its body and the first to name y */
const kf_q_node *qc_slice_into_stmt(const kf_q_node *fn)
{
    if (!fn || fn->kind != KF_Q_FUNC || fn->nouts != 1 || !fn->b || fn->b->kind != KF_Q_BLOCK)
        return NULL;
    const char *y = fn->outs[0]->str;
    for (int i = 0; i < fn->b->nkids; i++) {
        const kf_q_node *s = fn->b->kids[i];
        if (!mentions(s, y))
            continue;
        if (s->kind == KF_Q_ASSIGN && s->op == '=' && s->nkids == 1 && is_name(s->kids[0], y) && s->a &&
            s->a->kind == KF_Q_CALL && s->a->a->kind == KF_Q_ID &&
            (!strcmp(s->a->a->str, "uninit") || !strcmp(s->a->a->str, "zeros")) && !mentions(s->a, y))
            return s;
        return NULL;
    }
    return NULL;
}

/* Why the store s is no slice-into: NULL when it is one, "" when the rule
 * does not apply at all (no rectangle of a real matrix given a call of a
 * user function, in host code). */
static const char *into_why(qctx *c, qinst *in, kf_q_node *s)
{
    if ((c->opt->disabled & KF_QC_PASS_SLICE_INTO) || in->in_kernel || in->kernel_nd || !qc_rc_on(in) ||
        s->op != '=' || s->nkids != 1 || !s->a || s->a->kind != KF_Q_CALL || s->a->a->kind != KF_Q_ID ||
        !is_slice(c, in, s->kids[0]))
        return "";
    kf_q_node *tg = s->kids[0], *e = s->a;
    qtype at = qc_type(c, in, tg->a);
    if (at.nd != 2 || at.cx || at.view)
        return "";
    qinst *def = NULL;
    kf_q_node *fn = in->fn && qc_local_name(in->fn, e->a->str) ? NULL : qc_find_func(c, in, e->a->str, &def);
    if (!fn || fn->kind != KF_Q_FUNC)
        return ""; /* a builtin, or a function value */
    const char *A = tg->a->str;
    if (c->opt->target != KF_QC_OPENMP)
        return A_("the %s target's kernels take whole buffers", c->opt->target == KF_QC_OPENCL ? "opencl" : "cuda");
    if ((fn->flags & (KF_Q_KERNEL | KF_Q_DEVICE)) || !def || def->fn)
        return A_("'%s' is not a function of the file's top level", fn->str);
    if (fn->nouts != 1)
        return A_("'%s' has %d results", fn->str, fn->nouts);
    for (int i = 0; i < tg->nkids; i++)
        if (!no_call(tg->kids[i]))
            return where(c, tg->kids[i], "a selection makes a call");
    for (int i = 0; i < e->nkids; i++) {
        qtype t = qc_type(c, in, e->kids[i]);
        if (mentions(e->kids[i], A))
            return where(c, e->kids[i], A_("an argument names %s (the call reads it)", A));
        if (!no_call(e->kids[i]))
            return where(c, e->kids[i], "an argument makes a call");
        if (t.k == QT_CELL || t.k == QT_FUNC)
            return where(c, e->kids[i], "an argument is a cell or a function");
    }
    qinst *root = in;
    while (root->parent)
        root = root->parent;
    const char *g = script_name(c, root, fn, 0);
    if (g)
        return *g == '(' ? A_("'%s' may name a variable of the script %s", fn->str, g)
                         : A_("'%s' names '%s', a variable of the script", fn->str, g);
    const kf_q_node *mk = qc_slice_into_stmt(fn);
    const char *y = fn->outs[0]->str;
    if (!mk)
        return A_("in '%s', its result '%s' is not made first by uninit or zeros at the top of its body", fn->str, y);
    for (int i = 0; i < fn->nparams; i++)
        if (!strcmp(fn->params[i]->str, y))
            return A_("in '%s', its result '%s' is a parameter", fn->str, y);
    ro r = {root, fn, RO_VIEW | RO_STORE, mk};
    const char *w = ro_stmt(c, &r, fn->b, y, 0);
    if (w)
        return A_("in '%s', its result '%s': %s", fn->str, y, w);
    return NULL;
}

void qc_slice_into_mark(qctx *c, qinst *in, kf_q_node *s)
{
    if (qc_slice_into_of(c, in, s->a) || into_why(c, in, s))
        return;
    c->into_in = kf_arena_grow(c->a, c->into_in, (size_t)c->ninto, sizeof *c->into_in);
    c->into_call = kf_arena_grow(c->a, c->into_call, (size_t)c->ninto, sizeof *c->into_call);
    c->into_in[c->ninto] = in;
    c->into_call[c->ninto++] = s->a;
}

int qc_slice_into_of(qctx *c, qinst *in, const kf_q_node *e)
{
    for (int i = 0; i < c->ninto; i++)
        if (c->into_in[i] == in && c->into_call[i] == e)
            return 1;
    return 0;
}

void qc_slice_into_explain(qctx *c, qinst *in, kf_q_node *s)
{
    if (qc_slice_into_of(c, in, s->a)) {
        const kf_q_node *fn = qc_find_func(c, in, s->a->a->str, NULL);
        qc_explain(c, "slice-into", s,
                   "%s[...] = %s(..): '%s' makes its result '%s' by %s and writes it only by element and through "
                   "kernels, so it is written into %s's block in place when it has the slice's size and no argument "
                   "shares %s's block (no copy); else copied",
                   s->kids[0]->a->str, fn->str, fn->str, fn->outs[0]->str, qc_slice_into_stmt(fn)->a->a->str,
                   s->kids[0]->a->str, s->kids[0]->a->str);
        return;
    }
    const char *why = into_why(c, in, s);
    if (why && *why)
        qc_explain(c, "slice-into", s, "%s[...] = %s(..) is copied: %s", s->kids[0]->a->str, s->a->a->str, why);
}
