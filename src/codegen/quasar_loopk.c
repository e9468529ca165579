/*
 * quasar_loopk.c: on --target opencl and --target cuda, a loop nest the
 * automatic loop parallelizer accepts runs as a kernel on the device
 * (seed 002 §17.1.1: "1- to N-D for-loops become a kernel plus
 * parallel_do").
 *
 * The nest is rewritten as if its author had written the kernel and its
 * launch, and that is lowered by the one launch path (qc_launch), so the
 * device dialects, the boundary accessors and the arrays' dirty bits
 * (quasar_resid.c, the launch's copies) are those of parallel_do:
 *
 *   for i = a..b                    $kf_lo0 = a; $kf_n0 = b - $kf_lo0 + 1
 *     for j = c..d          ->      $kf_lo1 = c; $kf_n1 = d - $kf_lo1 + 1
 *       body                        parallel_do([$kf_n0, $kf_n1], $kf_lo0, $kf_lo1,
 *                                     __kernel__ (pos, $kf_lo0, $kf_lo1) ->
 *                                       i = pos[0] + $kf_lo0
 *                                       j = pos[1] + $kf_lo1
 *                                       body)
 *
 * The kernel is a function nested in the host instance: what its body
 * reads of the host (arrays by reference, scalars by value) it captures,
 * as closures do, and the launch passes them in.  Its private scalars are
 * its own locals.  A nest stays on the host (an OpenMP loop, its arrays
 * fetched before it: quasar_stmt.c) when the kernel could not give the
 * sequential result: a variable read after the nest, a step
 * other than 1, a nest {!parallel for} forces past the parallelizer's
 * checks; `kforge gen --explain` says which (pass "alp-device").
 * A nest with reductions (`s += e`, -=, *=, min, max) goes to the device
 * as quasar_red.c's tree per group of threads (tree_launch), the groups'
 * partials folded into s on the host.  With --disable=reduction, `s += e`
 * (or -=) goes as seed 002 §17.2.1's "atomicop": the kernel updates one
 * element of an array with the atomic update kernels give array elements
 * (the hardware's atomicAdd on CUDA), and the host folds that element
 * into s after the launch; *=, min and max would be compare-and-swap
 * loops on one element that every thread contends for, so such a nest
 * stays on the host.
 */
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

kf_q_node *qc_loopk_node(qctx *c, const kf_q_node *at, int kind)
{
    kf_q_node *n = kf_arena_alloc(c->a, sizeof *n);
    memset(n, 0, sizeof *n);
    n->kind = kind;
    n->file = at->file;
    n->line = at->line;
    n->col = at->col;
    return n;
}

kf_q_node *qc_loopk_id(qctx *c, const kf_q_node *at, const char *name)
{
    kf_q_node *n = qc_loopk_node(c, at, KF_Q_ID);
    n->str = name;
    return n;
}

static kf_q_node **list(qctx *c, int n)
{
    kf_q_node **l = kf_arena_alloc(c->a, sizeof *l * (size_t)(n ? n : 1));
    memset(l, 0, sizeof *l * (size_t)(n ? n : 1));
    return l;
}

long qc_loopk_cost(const kf_q_node *b)
{
    if (!b || b->kind == KF_Q_FUNC || b->kind == KF_Q_LAMBDA)
        return 0;
    long n = qc_loopk_cost(b->a) + qc_loopk_cost(b->b) + qc_loopk_cost(b->c);
    for (int i = 0; i < b->nkids; i++)
        n += qc_loopk_cost(b->kids[i]);
    if (b->kind == KF_Q_FOR || b->kind == KF_Q_WHILE || b->kind == KF_Q_REPEAT)
        return 16 * n; /* trips unknown: a guess */
    return n + (b->kind == KF_Q_CALL ? 8 : b->kind == KF_Q_BLOCK ? 0 : 1);
}

int qc_loopk_has_fn(const kf_q_node *b)
{
    if (!b)
        return 0;
    if (b->kind == KF_Q_FUNC || b->kind == KF_Q_LAMBDA)
        return 1;
    for (int i = 0; i < b->nkids; i++)
        if (qc_loopk_has_fn(b->kids[i]))
            return 1;
    return qc_loopk_has_fn(b->a) || qc_loopk_has_fn(b->b) || qc_loopk_has_fn(b->c);
}

const char *qc_loopk_why(qctx *c, qinst *in, kf_q_node *const *loops, int depth, const qc_alp *r, int forced)
{
    if (c->opt->target == KF_QC_OPENMP)
        return "the target is OpenMP";
    if (forced)
        return "{!parallel for} forces it past the parallelizer's checks, which a kernel does not take on trust";
    for (int i = 0; i < r->nred; i++) {
        qvar *v = qc_lookup(in, r->red[i]);
        if (!v || (v->t.k != QT_SCALAR && v->t.k != QT_INT))
            return A_("a reduction on '%s', which is not a number", r->red[i]);
        /* the device accumulates in an element of a scalar array: a float
         * under --scalar float, as the host's float variable does, but an
         * int's sum would round past 2^24 there */
        if (v->t.k == QT_INT && c->opt->single)
            return A_("a reduction on the int '%s', which --scalar float would accumulate in a float element "
                      "on the device (exact only up to 2^24)", r->red[i]);
        if (r->red_op[i] != KF_QT_ADDEQ && r->red_op[i] != KF_QT_SUBEQ && /* no hardware op: CAS loops contend */
            (c->opt->disabled & KF_QC_PASS_REDUCTION))
            return A_("a reduction by %s on '%s', which the device would do by a compare-and-swap loop on one "
                      "element that all its threads contend for", r->red_op[i] == KF_QT_MULEQ ? "*="
                      : r->red_op[i] == KF_QT_MINEQ ? "min" : "max", r->red[i]);
    }
    for (int i = 0; i < r->npriv; i++)
        if (r->lastpriv[i])
            return A_("'%s' is read after the loop (its last value: lastprivate)", r->priv[i]);
    for (int i = 0; i < depth; i++) {
        const kf_q_node *st = loops[i]->a->c;
        if (st && !(st->kind == KF_Q_NUM && st->num == 1))
            return A_("the loop over %s has a step other than 1", loops[i]->str);
    }
    return NULL;
}

/* $kf_lo<k> and $kf_n<k>: int variables of the host instance (declared
 * with its others), assigned before the launch */
static const char *host_int(qctx *c, qinst *in, const char *name)
{
    qvar *v = qc_define(c, in, name, qt(QT_INT, 0));
    return v->cname;
}

/* s with every `name op= e` a store `acc[0] op= e` (local: an update of
 * the thread's accumulator acc, `acc = min(acc, e)` for __= and ^^=), copied
 * where it changes (the nest's own tree stays as written) */
static kf_q_node *to_acc(qctx *c, kf_q_node *s, const char *name, const char *acc, int local)
{
    if (!s || s->kind == KF_Q_FUNC || s->kind == KF_Q_LAMBDA)
        return s;
    if (s->kind == KF_Q_ASSIGN) {
        if (s->op == '=' || s->nkids != 1 || s->kids[0]->kind != KF_Q_ID || strcmp(s->kids[0]->str, name))
            return s;
        kf_q_node *x = qc_loopk_node(c, s, KF_Q_INDEX), *r = qc_loopk_node(c, s, KF_Q_ASSIGN);
        *r = *s;
        if (local) {
            r->kids = list(c, 1);
            r->kids[0] = qc_loopk_id(c, s, acc);
            if (s->op == KF_QT_MINEQ || s->op == KF_QT_MAXEQ) { /* fmin's NaN rule, as the host's __= */
                kf_q_node *m = qc_loopk_node(c, s, KF_Q_CALL);
                m->a = qc_loopk_id(c, s, s->op == KF_QT_MINEQ ? "min" : "max");
                m->nkids = 2;
                m->kids = list(c, 2);
                m->kids[0] = qc_loopk_id(c, s, acc);
                m->kids[1] = s->a;
                r->op = '=';
                r->a = m;
            }
            return r;
        }
        x->a = qc_loopk_id(c, s, acc);
        x->nkids = 1;
        x->kids = list(c, 1);
        x->kids[0] = qc_loopk_node(c, s, KF_Q_NUM);
        x->kids[0]->is_int = 1;
        r->kids = list(c, 1);
        r->kids[0] = x;
        return r;
    }
    kf_q_node *a = to_acc(c, s->a, name, acc, local), *b = to_acc(c, s->b, name, acc, local),
              *cc = to_acc(c, s->c, name, acc, local);
    kf_q_node **k = s->kids;
    for (int i = 0; i < s->nkids; i++) {
        kf_q_node *n = to_acc(c, s->kids[i], name, acc, local);
        if (n != s->kids[i] && k == s->kids) {
            k = list(c, s->nkids);
            memcpy(k, s->kids, sizeof *k * (size_t)s->nkids);
        }
        k[i] = n;
    }
    if (a == s->a && b == s->b && cc == s->c && k == s->kids)
        return s;
    kf_q_node *r = qc_loopk_node(c, s, s->kind);
    *r = *s;
    r->a = a;
    r->b = b;
    r->c = cc;
    r->kids = k;
    return r;
}

/* `i = from + lo` for the loop `loop` over i: its iterator from a kernel's
 * index (pos, a tree's $kf_ri) and the loop's lower bound. */
static kf_q_node *iter_from(qctx *c, const kf_q_node *loop, kf_q_node *from, const char *lo)
{
    kf_q_node *sum = qc_loopk_node(c, loop, KF_Q_BIN), *as = qc_loopk_node(c, loop, KF_Q_ASSIGN);
    sum->op = '+';
    sum->a = from;
    sum->b = qc_loopk_id(c, loop, lo);
    as->op = '=';
    as->nkids = 1;
    as->kids = list(c, 1);
    as->kids[0] = qc_loopk_id(c, loop, loop->str);
    as->a = sum;
    return as;
}

/* A nest with reductions as quasar_red.c's tree: each thread runs the
 * points (i, j, ...) = ($kf_ri0 + $kf_lo0, ...) of its grid-stride loops,
 * every `s op= e` an update of its accumulator $kf_ra<k>; the groups'
 * partials, folded on the host, are folded into the variables.  An int
 * variable's accumulator is a real (double: qc_loopk_why keeps it on the
 * host under --scalar float). */
static void tree_launch(qctx *c, qinst *in, kf_q_node *const *loops, int depth, const qc_alp *r, const char **lo,
                        const char **n)
{
    kf_q_node *s = loops[0], *body = loops[depth - 1]->b;
    qc_red red = {.depth = depth, .nacc = r->nred};
    for (int i = 0; i < depth; i++)
        red.count[i] = qc_lookup(in, n[i])->cname;
    for (int i = 0; i < r->nred; i++) {
        int op = r->red_op[i];
        red.op[i] = op == KF_QT_MULEQ ? '*' : op == KF_QT_MINEQ ? 'm' : op == KF_QT_MAXEQ ? 'M' : '+';
        body = to_acc(c, body, r->red[i], A_("$kf_ra%d", i), 1);
    }
    red.point = qc_loopk_node(c, body, KF_Q_BLOCK);
    red.point->nkids = depth + body->nkids;
    red.point->kids = list(c, red.point->nkids);
    for (int i = 0; i < depth; i++) /* i = $kf_ri0 + $kf_lo0 */
        red.point->kids[i] = iter_from(c, loops[i], qc_loopk_id(c, loops[i], A_("$kf_ri%d", i)), lo[i]);
    for (int i = 0; i < body->nkids; i++)
        red.point->kids[depth + i] = body->kids[i];
    const char *out[8];
    qc_red_launch(c, in, &red, s, out);
    if (c->failed)
        return;
    for (int i = 0; i < r->nred; i++) { /* each partial result folded in on the host */
        qvar *v = qc_lookup(in, r->red[i]);
        int op = r->red_op[i], ints = v->t.k == QT_INT;
        if ((op == KF_QT_MINEQ || op == KF_QT_MAXEQ) && ints) /* no (long) of an empty range's infinity */
            qc_line(c, in, "if (%s %s %s) %s = (long)%s;", out[i], op == KF_QT_MINEQ ? "<" : ">", v->cname, v->cname,
                     out[i]);
        else if (op == KF_QT_MINEQ || op == KF_QT_MAXEQ)
            qc_line(c, in, "%s = %s(%s, %s);", v->cname, op == KF_QT_MINEQ ? "fmin" : "fmax", v->cname, out[i]);
        else /* -= accumulated its negated terms */
            qc_line(c, in, "%s %s= %s%s;", v->cname, op == KF_QT_MULEQ ? "*" : "+", ints ? "(long)" : "", out[i]);
    }
}

void qc_loopk_launch(qctx *c, qinst *in, kf_q_node *const *loops, int depth, const qc_alp *r)
{
    kf_q_node *s = loops[0];
    const char *lo[3], *n[3];
    for (int i = 0; i < depth; i++) {
        kf_q_node *rg = loops[i]->a;
        lo[i] = A_("$kf_lo%d", i);
        n[i] = A_("$kf_n%d", i);
        const char *l = host_int(c, in, lo[i]), *m = host_int(c, in, n[i]);
        qc_line(c, in, "%s = (long)(%s);", l, qc_expr(c, in, rg->a));
        qc_line(c, in, "%s = (long)(%s) - %s + 1;", m, qc_expr(c, in, rg->b), l);
    }
    if (r->nred && !(c->opt->disabled & KF_QC_PASS_REDUCTION)) {
        tree_launch(c, in, loops, depth, r, lo, n);
        return;
    }
    /* the kernel: __kernel__ (pos, $kf_lo0, ...), the iterators from pos */
    kf_q_node *fn = qc_loopk_node(c, s, KF_Q_FUNC);
    fn->str = A_("loop%u", s->line);
    fn->flags = KF_Q_KERNEL;
    /* reductions (seed 002 §17.2.1's atomicop): each into one element of
     * an array, with the atomic update kernels give `acc[0] += e`, and that
     * folded into the variable after the launch */
    const char *acc[8], *accv[8];
    kf_q_node *body = loops[depth - 1]->b;
    for (int i = 0; i < r->nred; i++) {
        int op = r->red_op[i];
        acc[i] = A_("$kf_acc%d", i);
        accv[i] = qc_define(c, in, acc[i], qt(QT_ARR, 1))->cname;
        qc_line(c, in, "qa_set(&%s, qa_fill(1, 1, 1, 1, %s));", accv[i], op == KF_QT_MULEQ ? "1.0"
                : op == KF_QT_MINEQ ? "INFINITY" : op == KF_QT_MAXEQ ? "-INFINITY" : "0.0");
        kf_q_node *b = to_acc(c, body, r->red[i], acc[i], 0);
        body = b;
    }
    fn->nparams = depth + 1 + r->nred;
    fn->params = list(c, fn->nparams);
    fn->params[0] = qc_loopk_node(c, s, KF_Q_PARAM);
    fn->params[0]->str = "pos";
    for (int i = 0; i < depth + r->nred; i++) {
        fn->params[i + 1] = qc_loopk_node(c, s, KF_Q_PARAM);
        fn->params[i + 1]->str = i < depth ? lo[i] : acc[i - depth];
    }
    fn->b = qc_loopk_node(c, body, KF_Q_BLOCK);
    fn->b->nkids = depth + body->nkids;
    fn->b->kids = list(c, fn->b->nkids);
    for (int i = 0; i < depth; i++) {
        kf_q_node *p = qc_loopk_id(c, loops[i], "pos");
        if (depth > 1) { /* pos[i] */
            kf_q_node *x = qc_loopk_node(c, loops[i], KF_Q_INDEX);
            x->a = p;
            x->nkids = 1;
            x->kids = list(c, 1);
            x->kids[0] = qc_loopk_node(c, loops[i], KF_Q_NUM);
            x->kids[0]->num = i;
            x->kids[0]->is_int = 1;
            p = x;
        }
        fn->b->kids[i] = iter_from(c, loops[i], p, lo[i]);
    }
    for (int i = 0; i < body->nkids; i++)
        fn->b->kids[depth + i] = body->kids[i];
    /* parallel_do(dims, $kf_lo0, ..., kernel) */
    kf_q_node *call = qc_loopk_node(c, s, KF_Q_CALL);
    call->a = qc_loopk_id(c, s, "parallel_do");
    call->nkids = depth + 2 + r->nred;
    call->kids = list(c, call->nkids);
    if (depth == 1)
        call->kids[0] = qc_loopk_id(c, s, n[0]);
    else {
        kf_q_node *d = qc_loopk_node(c, s, KF_Q_MATRIX);
        d->nkids = depth;
        d->kids = list(c, depth);
        for (int i = 0; i < depth; i++)
            d->kids[i] = qc_loopk_id(c, s, n[i]);
        call->kids[0] = d;
    }
    for (int i = 0; i < depth; i++)
        call->kids[1 + i] = qc_loopk_id(c, s, lo[i]);
    for (int i = 0; i < r->nred; i++)
        call->kids[1 + depth + i] = qc_loopk_id(c, s, acc[i]);
    call->kids[call->nkids - 1] = fn;
    qc_launch(c, in, call, 0);
    for (int i = 0; i < r->nred; i++) { /* the partial result folded in on the host */
        qvar *v = qc_lookup(in, r->red[i]);
        int op = r->red_op[i];
        const char *x = A_("%s->d[0]", accv[i]);
        if (v->t.k == QT_INT)
            x = A_("(long)%s", x);
        qc_line(c, in, "qa_rd(%s);", accv[i]);
        if (op == KF_QT_MINEQ || op == KF_QT_MAXEQ)
            qc_line(c, in, "%s = %s(%s, %s);", v->cname, op == KF_QT_MINEQ ? "fmin" : "fmax", v->cname, x);
        else /* -= accumulated its negated terms with -= */
            qc_line(c, in, "%s %s= %s;", v->cname, op == KF_QT_MULEQ ? "*" : "+", x);
        qc_line(c, in, "qa_set(&%s, NULL);", accv[i]);
    }
}

/* ---- the kernel generator's element-wise trees (seed 002 §17.1.2) ----
 *
 *   Z = A .* X + Y + 4      ->   $kf_e0 = A; $kf_e1 = X; $kf_e2 = Y; $kf_r = qa_like(A)
 *                                parallel_do(numel($kf_r), $kf_r, $kf_e0, $kf_e1, $kf_e2,
 *                                  __kernel__ (pos : int, ...) ->
 *                                    $kf_r[pos] = $kf_e0[pos] .* $kf_e1[pos] + $kf_e2[pos] + 4)
 *
 * Operands that are not element-wise (variables, calls, products) are
 * computed on the host first, as the OpenMP loop has them, and so are
 * scalar subtrees other than numbers and variables (sum(B) is no device
 * code); the $kf_ variables borrow them for the launch only. */

/* one per kind, so that a name keeps its type in the host function: e a
 * real array, z a complex one (interleaved pairs, qarr.cx), i an int, s a
 * scalar, c a cscalar */
static kf_q_node *fz_leaf(qc_fz *z, kf_q_node *e, const char *v, int arr, qtype t)
{
    qctx *c = z->c;
    if (z->n == 24) {
        qc_error(c, e, "an element-wise expression of more than 24 operands");
        return e;
    }
    const char *name = A_("$kf_%c%d", arr ? (t.cx ? 'z' : 'e') : t.k == QT_INT ? 'i' : t.k == QT_CPLX ? 'c' : 's',
                          z->n);
    z->ty[z->n] = arr ? qt_cx(1, t.cx) : t.k == QT_INT ? t : t.k == QT_CPLX ? t : qt(QT_SCALAR, 0);
    z->arg[z->n] = qc_loopk_id(c, e, name);
    z->val[z->n] = v;
    z->isarr[z->n++] = arr;
    if (!arr)
        return qc_loopk_id(c, e, name);
    kf_q_node *x = qc_loopk_node(c, e, KF_Q_INDEX);
    x->a = qc_loopk_id(c, e, name);
    x->nkids = 1;
    x->kids = list(c, 1);
    x->kids[0] = z->pos;
    return x;
}

kf_q_node *qc_loopk_tree(qc_fz *z, kf_q_node *e)
{
    qctx *c = z->c;
    qinst *in = z->in;
    qtype t = qc_type(c, in, e);
    if (t.k != QT_ARR) {
        if (e->kind == KF_Q_NUM || e->kind == KF_Q_ID)
            return e;
        const char *v = qc_tmp(c, in);
        qc_line(c, in, "%s %s = %s;", t.k == QT_INT ? "long" : t.k == QT_CPLX ? "qcplx" : qc_real(c), v,
                qc_expr(c, in, e));
        return fz_leaf(z, e, v, 0, t);
    }
    if (!qc_elementwise(c, in, e)) {
        const char *a = qc_arr(c, in, e);
        if (!z->first) {
            z->first = a;
            z->first_cx = t.cx;
        } else if (strcmp(a, z->first)) /* y .* y: one array, no test (gcc warns on x != x) */
            qc_line(c, in, "if (%s->n != %s->n) q_fail(\"%s:%u: element-wise operands of different sizes\");", a,
                    z->first, e->file, e->line);
        return fz_leaf(z, e, a, 1, t);
    }
    kf_q_node *r = qc_loopk_node(c, e, e->kind);
    *r = *e;
    if (e->kind == KF_Q_UN)
        r->a = qc_loopk_tree(z, e->a);
    else if (e->kind == KF_Q_BIN) {
        r->a = qc_loopk_tree(z, e->a);
        r->b = qc_loopk_tree(z, e->b);
    } else { /* a math builtin of element-wise arguments */
        r->kids = list(c, e->nkids);
        for (int i = 0; i < e->nkids; i++)
            r->kids[i] = qc_loopk_tree(z, e->kids[i]);
    }
    return r;
}

/* The fused expression's OpenMP form, for fewer elements than pay the
 * device (the device cost model, as the parallelized nests'): the result
 * t's elements computed here from the operands the host code fetched
 * before the statement, then the launch in the else branch, which the
 * caller closes.
 *
 *     if (!q_dev_worth(t->n, cost)) {
 *         #pragma omp parallel for if (t->n > 16384)
 *         for (p = 0; p < t->n; p++) t->d[p] = <val with its operands read at p>;
 *     } else {
 *         <the launch>
 *     }
 *
 * val reads its array operands at the kernel's pos (z->pos, shared by
 * every leaf): for the host loop that node names the loop's variable. */
static void fz_host(qc_fz *z, kf_q_node *val, const char *t, long cost)
{
    qctx *c = z->c;
    qinst *in = z->in;
    qc_line(c, in, "if (!q_dev_worth(%s->n, %ld)) {", t, cost);
    in->indent++;
    for (int i = 0; i < z->n; i++) /* borrowed for this loop, as for the launch */
        qc_line(c, in, "%s = %s;", qc_define(c, in, z->arg[i]->str, z->ty[i])->cname, z->val[i]);
    const char *p = qc_define(c, in, "$kf_p", qt(QT_INT, 0))->cname;
    const char *was = z->pos->str;
    z->pos->str = "$kf_p";
    qc_line(c, in, "#pragma omp parallel for if (%s->n > 16384)", t);
    qc_line(c, in, "for (%s = 0; %s < %s->n; %s++) %s->d[%s] = %s;", p, p, t, p, t, p, qc_expr(c, in, val));
    z->pos->str = was;
    for (int i = 0; i < z->n; i++)
        if (z->isarr[i])
            qc_line(c, in, "%s = NULL;", qc_lookup(in, z->arg[i]->str)->cname);
    in->indent--;
    qc_line(c, in, "} else {");
    in->indent++;
}

const char *qc_loopk_fuse(qctx *c, qinst *in, kf_q_node *e, int kept)
{
    qc_fz z = {.c = c, .in = in, .pos = qc_loopk_id(c, e, "pos")};
    kf_q_node *val = qc_loopk_tree(&z, e);
    if (c->failed)
        return "NULL";
    if (!z.first) {
        qc_error(c, e, "an array expression with no array operand");
        return "NULL";
    }
    const char *t = qc_tmp(c, in);
    int cx = qc_type(c, in, e).cx; /* Z .* A, abs(Z): the result's kind, not the first operand's */
    if (cx == z.first_cx)
        qc_line(c, in, "qarr *%s = qa_like(%s);", t, z.first);
    else
        qc_line(c, in, "qarr *%s = qa_alloc4(%s->nd, %s->dim[0], %s->dim[1], %s->dim[2], %s->dim[3], %d);", t,
                z.first, z.first, z.first, z.first, z.first, cx);
    int both = !cx && !z.first_cx && !in->region && !in->in_par; /* the run-time size test */
    for (int i = 0; i < z.n && both; i++)
        both = z.ty[i].k != QT_CPLX && !z.ty[i].cx;
    kf_q_node body1 = {.kind = KF_Q_ASSIGN, .op = '=', .a = val};
    long cost = qc_loopk_cost(&body1);
    qc_explain(c, "kgen-device", e, "element-wise expression: one kernel on the device%s%s",
               kept ? "" : " (its result fetched for the host code of this statement)",
               !both ? "" : A_("; OpenMP here when its elements times %ld operations are fewer than "
                               "KFORGE_DEVICE_MIN_WORK at run time (the device cost model)", cost));
    if (both)
        fz_host(&z, val, t, cost);
    const char *rname = cx ? "$kf_rz" : "$kf_r";
    const char *rv = qc_define(c, in, rname, qt_cx(1, cx))->cname;
    const char *nv = qc_define(c, in, "$kf_n", qt(QT_INT, 0))->cname;
    qc_line(c, in, "%s = %s;", rv, t);
    qc_line(c, in, "%s = %s->n;", nv, t);
    for (int i = 0; i < z.n; i++) /* borrowed for the launch */
        qc_line(c, in, "%s = %s;", qc_define(c, in, z.arg[i]->str, z.ty[i])->cname, z.val[i]);
    kf_q_node *fn = qc_loopk_node(c, e, KF_Q_FUNC);
    fn->str = A_("expr%u", e->line);
    fn->flags = KF_Q_KERNEL;
    fn->nparams = z.n + 2;
    fn->params = list(c, z.n + 2);
    const char *pn[26] = {"pos", rname};
    for (int i = 0; i < z.n; i++)
        pn[i + 2] = z.arg[i]->str;
    for (int i = 0; i < z.n + 2; i++) {
        fn->params[i] = qc_loopk_node(c, e, KF_Q_PARAM);
        fn->params[i]->str = pn[i];
    }
    kf_q_node *st = qc_loopk_node(c, e, KF_Q_ASSIGN), *tg = qc_loopk_node(c, e, KF_Q_INDEX);
    tg->a = qc_loopk_id(c, e, rname);
    tg->nkids = 1;
    tg->kids = list(c, 1);
    tg->kids[0] = z.pos;
    st->op = '=';
    st->nkids = 1;
    st->kids = list(c, 1);
    st->kids[0] = tg;
    st->a = val;
    fn->b = qc_loopk_node(c, e, KF_Q_BLOCK);
    fn->b->nkids = 1;
    fn->b->kids = list(c, 1);
    fn->b->kids[0] = st;
    kf_q_node *call = qc_loopk_node(c, e, KF_Q_CALL);
    call->a = qc_loopk_id(c, e, "parallel_do");
    call->nkids = z.n + 3;
    call->kids = list(c, z.n + 3);
    call->kids[0] = qc_loopk_id(c, e, "$kf_n");
    call->kids[1] = qc_loopk_id(c, e, rname);
    for (int i = 0; i < z.n; i++)
        call->kids[2 + i] = z.arg[i];
    call->kids[z.n + 2] = fn;
    qc_launch(c, in, call, 0);
    qc_line(c, in, "%s = NULL;", rv);
    for (int i = 0; i < z.n; i++)
        if (z.isarr[i])
            qc_line(c, in, "%s = NULL;", qc_lookup(in, z.arg[i]->str)->cname);
    if (both) {
        in->indent--;
        qc_line(c, in, "}");
    }
    if (!kept) /* read by host code in this statement: here now */
        qc_line(c, in, "qa_rd(%s);", t);
    return t;
}
