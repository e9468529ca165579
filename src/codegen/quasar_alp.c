/*
 * quasar_alp.c: the automatic loop parallelizer (seed 002 §17.1.1).
 *
 * A for-loop nest in host code runs as a kernel (an OpenMP parallel loop
 * nest) when its iterations are independent.  It starts from the
 * outermost loop and takes as many perfectly nested loops (up to three,
 * whose bounds do not depend on the outer iterators) as stay independent:
 *
 *     for m=0..M-1            parallel, 2-D
 *       for n=0..N-1          parallel
 *         for k=-K..K         serial, inside each (m, n)
 *
 * Independence, checked on the tree:
 *   - arrays: no two element accesses, one a store, may touch one element
 *     in two iterations (the exact test of quasar_dep.c, on every subscript
 *     the lowering knows; what is not affine counts as any element); a
 *     function or lambda called in the nest may neither store into arrays
 *     nor read one the nest stores into;
 *   - scalars: one assigned in the body is assigned before it is read on
 *     every path through an iteration (private; lastprivate when the code
 *     after the nest reads it, which then needs it assigned on every path),
 *     or only accumulated with += -= *= __= ^^= and read nowhere else in the
 *     nest (a reduction); else "variable is not locally defined";
 *   - nothing the seed's refusals name: strings, cells, break or continue
 *     of a parallel loop, host function calls, array values (dynamic
 *     kernel memory), `:` slices.
 * The first refusal met is the reason printed by `kforge analyze`, with
 * the line and column of its cause.
 */
#include <string.h>

#include "quasar.h"
#include "quasar_dep.h"

typedef struct {
    qctx *c;
    qinst *in;
    qc_alp *r;
    const char *iters[3];
    int niters;
    qc_dep_acc acc[256];
    int nacc;
    const char *assigned[64]; /* scalars surely assigned on every path so far */
    int nassigned;
    const char *why;
    const kf_q_node *at;
    int loop_depth;            /* inner loops entered below the nest */
    kf_q_node *loops[8];       /* the for-loops around the statement, inside the nest */
    int nloops;
    kf_q_node *calls[32];      /* calls of user functions and lambdas */
    qtype callee[32];
    int ncalls;
} walk;

static void refuse(walk *w, const kf_q_node *at, const char *why)
{
    if (!w->why) {
        w->why = why;
        w->at = at;
    }
}

int qc_mentions(const kf_q_node *e, const char *name)
{
    if (!e)
        return 0;
    if (e->kind == KF_Q_ID && !strcmp(e->str, name))
        return 1;
    for (int i = 0; i < e->nkids; i++)
        if (qc_mentions(e->kids[i], name))
            return 1;
    return qc_mentions(e->a, name) || qc_mentions(e->b, name) || qc_mentions(e->c, name);
}

static int is_assigned(walk *w, const char *n)
{
    for (int i = 0; i < w->nassigned; i++)
        if (!strcmp(w->assigned[i], n))
            return 1;
    return 0;
}

static void add_unique(const char **l, int *n, int max, const char *s)
{
    for (int i = 0; i < *n; i++)
        if (!strcmp(l[i], s))
            return;
    if (*n < max)
        l[(*n)++] = s;
}

static int device_builtin(const char *f)
{
    static const char *const l[] = {"abs", "sqrt", "exp", "log", "log2", "log10", "sin", "cos", "tan",
                                    "asin", "acos", "atan", "sinh", "cosh", "tanh", "floor", "ceil",
                                    "round", "sign", "frac", "isnan", "isinf", "float", "int", "min",
                                    "max", "mod", "atan2", "pow", "size", "numel", "sqr", "saturate",
                                    "clamp", "exp2", "minimum", "maximum", "complex", "real", "imag",
                                    "conj", "angle", NULL}; /* the last five: complex scalars (quasar_cplx.c) */
    for (int i = 0; l[i]; i++)
        if (!strcmp(l[i], f))
            return 1;
    return 0;
}

static void expr(walk *w, kf_q_node *e);

static void index_access(walk *w, kf_q_node *e, int write)
{
    if (e->nkids > 3) { /* the dependence test takes three subscripts (quasar_dep.c) */
        refuse(w, e, "Parallelization not possible: accesses to four-dimensional arrays are not analysed yet.");
        return;
    }
    for (int i = 0; i < e->nkids; i++) {
        if (e->kids[i]->kind == KF_Q_COLON) {
            refuse(w, e->kids[i], "Operator : can not be parallelized. Consider using [a..b] instead!");
            return;
        }
        expr(w, e->kids[i]);
    }
    if (e->a->kind != KF_Q_ID) {
        expr(w, e->a);
        return;
    }
    qtype bt = qc_type(w->c, w->in, e->a);
    if (bt.k != QT_ARR)
        return;
    if (w->nacc == 256 || w->nloops > 8) {
        refuse(w, e, "Parallelization not possible: dependency on iterator variable!");
        return;
    }
    qc_dep_acc *x = &w->acc[w->nacc++];
    *x = (qc_dep_acc){.arr = e->a->str, .access = e, .write = write, .nloops = w->nloops};
    memcpy(x->loops, w->loops, sizeof x->loops);
}

static void expr(walk *w, kf_q_node *e)
{
    if (!e || w->why || e->kind == KF_Q_LAMBDA) /* a lambda's body is checked where it is called */
        return;
    qtype t = qc_type(w->c, w->in, e);
    if (t.k == QT_STR) {
        refuse(w, e, "Operations involving strings can currently not be parallelized/serialized.");
        return;
    }
    if (t.k == QT_CELL) {
        refuse(w, e, "Construction of cell arrays can not be parallelized/serialized.");
        return;
    }
    switch (e->kind) {
    case KF_Q_ID: {
        if (t.k == QT_ARR) {
            refuse(w, e, "Parallelization of the function requires kernel dynamic memory to be enabled!");
            return;
        }
        return;
    }
    case KF_Q_INDEX:
        if (t.k == QT_ARR) {
            int colon = 0;
            for (int i = 0; i < e->nkids; i++)
                colon |= e->kids[i]->kind == KF_Q_COLON;
            refuse(w, e, colon ? "Operator : can not be parallelized. Consider using [a..b] instead!"
                               : "Operator requires dynamic kernel memory.");
            return;
        }
        index_access(w, e, 0);
        return;
    case KF_Q_CALL: {
        const char *f = e->a->kind == KF_Q_ID ? e->a->str : NULL;
        int builtin = f && !qc_lookup(w->in, f) && !qc_find_func(w->c, w->in, f, NULL);
        qtype ft = builtin ? qt(QT_VOID, 0) : qc_type(w->c, w->in, e->a);
        if (builtin) {
            if (!device_builtin(f)) {
                refuse(w, e, "Function call can not be parallelized! Check if the function is declared with the __device__ modifier!");
                return;
            }
        } else if (ft.k == QT_FUNC && ft.fn && ft.fn->kind == KF_Q_FUNC && !(ft.fn->flags & KF_Q_DEVICE)) {
            refuse(w, e, "Parallelization/serialization not possible because the specified function is not a device or kernel function!");
            return;
        }
        if (!builtin && ft.k == QT_FUNC && ft.fn) {
            if (w->ncalls == 32) {
                refuse(w, e, "Parallelization not possible: dependency on iterator variable!");
                return;
            }
            w->calls[w->ncalls] = e;
            w->callee[w->ncalls++] = ft;
        }
        if (t.k == QT_ARR) {
            refuse(w, e, "Parallelization of the operator not possible: need to know the size of the result of type!");
            return;
        }
        for (int i = 0; i < e->nkids; i++) {
            kf_q_node *k = e->kids[i];
            if (f && (!strcmp(f, "size") || !strcmp(f, "numel")) && i == 0 && k->kind == KF_Q_ID)
                continue; /* the size of an array is a scalar */
            expr(w, k);
        }
        return;
    }
    default:
        if (t.k == QT_ARR) {
            refuse(w, e, "Parallelization of the function requires kernel dynamic memory to be enabled!");
            return;
        }
        expr(w, e->a);
        expr(w, e->b);
        expr(w, e->c);
        for (int i = 0; i < e->nkids; i++)
            expr(w, e->kids[i]);
    }
}

/* does `name` occur in the nest other than as the target of a compound update? */
static int read_elsewhere(const kf_q_node *s, const char *name)
{
    if (!s)
        return 0;
    if (s->kind == KF_Q_ASSIGN && s->op != '=' && s->nkids == 1 && s->kids[0]->kind == KF_Q_ID &&
        !strcmp(s->kids[0]->str, name))
        return qc_mentions(s->a, name);
    if (s->kind == KF_Q_ASSIGN && s->op == '=' && s->nkids == 1 && s->kids[0]->kind == KF_Q_ID &&
        !strcmp(s->kids[0]->str, name))
        return 1;
    if (s->kind == KF_Q_ID)
        return !strcmp(s->str, name);
    if (s->kind == KF_Q_FOR && !strcmp(s->str, name))
        return 1;
    for (int i = 0; i < s->nkids; i++)
        if (read_elsewhere(s->kids[i], name))
            return 1;
    return read_elsewhere(s->a, name) || read_elsewhere(s->b, name) || read_elsewhere(s->c, name);
}

static void block(walk *w, kf_q_node *b, kf_q_node *nest);

static void uses_before_def(walk *w, kf_q_node *e, kf_q_node *nest)
{
    if (!e || w->why || e->kind == KF_Q_LAMBDA)
        return;
    if (e->kind == KF_Q_ID) {
        for (int i = 0; i < w->niters; i++)
            if (!strcmp(w->iters[i], e->str))
                return;
        qvar *v = qc_lookup(w->in, e->str);
        if (v && v->t.k != QT_ARR && v->t.k != QT_FUNC && !is_assigned(w, e->str)) {
            /* written somewhere in the nest, but read here before that */
            for (int i = 0; i < w->r->npriv; i++)
                if (!strcmp(w->r->priv[i], e->str)) {
                    refuse(w, e, "Parallelization not possible because variable is not locally defined.");
                    return;
                }
        }
        return;
    }
    uses_before_def(w, e->a, nest);
    uses_before_def(w, e->b, nest);
    uses_before_def(w, e->c, nest);
    for (int i = 0; i < e->nkids; i++)
        uses_before_def(w, e->kids[i], nest);
}

static void statement(walk *w, kf_q_node *s, kf_q_node *nest)
{
    if (w->why)
        return;
    switch (s->kind) {
    case KF_Q_ASSIGN: {
        for (int i = 0; i < s->nkids; i++) {
            kf_q_node *tg = s->kids[i];
            if (tg->kind == KF_Q_INDEX) {
                index_access(w, tg, 1);
                if (s->op != '=')
                    index_access(w, tg, 0);
                continue;
            }
            for (int j = 0; j < w->niters; j++)
                if (!strcmp(w->iters[j], tg->str)) {
                    refuse(w, tg, "Parallelization not possible: dependency on iterator variable!");
                    return;
                }
            qtype t = qc_type(w->c, w->in, tg);
            if (t.k == QT_ARR) {
                refuse(w, s, "Parallelization of the function requires kernel dynamic memory to be enabled!");
                return;
            }
        }
        kf_q_node *val = s->a;
        if (val->kind == KF_Q_ASSIGN) {
            statement(w, val, nest);
            val = val->kids[0];
        }
        if (s->nkids == 1 && s->kids[0]->kind == KF_Q_ID && s->op != '=') {
            const char *n = s->kids[0]->str;
            if (!is_assigned(w, n)) {
                if (read_elsewhere(nest->b, n)) {
                    refuse(w, s, "Parallelization not possible because variable is not locally defined.");
                    return;
                }
                if (s->op == KF_QT_POWEQ || s->op == KF_QT_DIVEQ) {
                    refuse(w, s, "Parallelization not possible because variable is not locally defined.");
                    return;
                }
                if (qc_type(w->c, w->in, s->kids[0]).k == QT_CPLX) { /* reduction(+:) of a struct */
                    refuse(w, s, "A reduction on a complex variable can not be parallelized.");
                    return;
                }
                int k = w->r->nred;
                add_unique(w->r->red, &w->r->nred, 8, n);
                if (w->r->nred > k)
                    w->r->red_op[k] = s->op;
                expr(w, s->a);
                return;
            }
        }
        expr(w, val);
        uses_before_def(w, val, nest);
        for (int i = 0; i < s->nkids; i++)
            if (s->kids[i]->kind == KF_Q_ID) {
                if (s->op != '=')
                    uses_before_def(w, s->kids[i], nest);
                if (w->nassigned < 64)
                    w->assigned[w->nassigned++] = s->kids[i]->str;
            } else
                uses_before_def(w, s->kids[i], nest);
        return;
    }
    case KF_Q_EXPR: expr(w, s->a); uses_before_def(w, s->a, nest); return;
    case KF_Q_IF: {
        /* assigned after the if: what both branches assign */
        expr(w, s->a);
        uses_before_def(w, s->a, nest);
        int n0 = w->nassigned;
        block(w, s->b, nest);
        const char *then[64];
        int nthen = w->nassigned - n0;
        memcpy(then, w->assigned + n0, nthen * sizeof *then);
        w->nassigned = n0;
        if (!s->c)
            return;
        s->c->kind == KF_Q_IF ? statement(w, s->c, nest) : block(w, s->c, nest);
        int n1 = w->nassigned;
        w->nassigned = n0;
        for (int i = n0; i < n1; i++)
            for (int j = 0; j < nthen; j++)
                if (!strcmp(w->assigned[i], then[j]))
                    w->assigned[w->nassigned++] = w->assigned[i];
        return;
    }
    case KF_Q_FOR: {
        /* its body may run no time: what it assigns is not assigned after
         * it, but the iterator is (C's for assigns it first) */
        expr(w, s->a->a);
        expr(w, s->a->b);
        expr(w, s->a->c);
        uses_before_def(w, s->a, nest);
        int n0 = w->nassigned;
        if (w->nassigned < 64)
            w->assigned[w->nassigned++] = s->str;
        w->loop_depth++;
        if (w->nloops < 8)
            w->loops[w->nloops] = s;
        w->nloops++;
        block(w, s->b, nest);
        w->nloops--;
        w->loop_depth--;
        w->nassigned = n0 + (n0 < 64);
        return;
    }
    case KF_Q_WHILE:
    case KF_Q_REPEAT: {
        int n0 = w->nassigned;
        w->loop_depth++;
        if (s->kind == KF_Q_WHILE) {
            expr(w, s->a);
            uses_before_def(w, s->a, nest);
        }
        block(w, s->b, nest);
        if (s->kind == KF_Q_REPEAT) { /* the body runs at least once */
            expr(w, s->a);
            uses_before_def(w, s->a, nest);
        } else
            w->nassigned = n0;
        w->loop_depth--;
        return;
    }
    case KF_Q_BREAK:
        if (!w->loop_depth)
            refuse(w, s, "Inner loop break detected. Loop cannot be parallelized/serialized.");
        return;
    case KF_Q_CONTINUE:
        if (!w->loop_depth)
            refuse(w, s, "continue detected. Loop cannot be parallelized/serialized.");
        return;
    case KF_Q_ATTR: return;
    case KF_Q_MATCH: {
        expr(w, s->a);
        uses_before_def(w, s->a, nest);
        int n0 = w->nassigned;
        for (int i = 0; i < s->nkids; i++) {
            block(w, s->kids[i]->b, nest);
            w->nassigned = n0;
        }
        return;
    }
    default:
        refuse(w, s, "Statement can not be parallelized/serialized. Consider placing this outside the loop.");
        return;
    }
}

static void block(walk *w, kf_q_node *b, kf_q_node *nest)
{
    for (int i = 0; b && i < b->nkids && !w->why; i++)
        statement(w, b->kids[i], nest);
}

/* scalars and small vectors assigned with '=' anywhere in the nest, and
 * the iterators of its inner loops: private to an iteration */
static void privates(qctx *c, qinst *in, kf_q_node *s, qc_alp *r)
{
    if (!s)
        return;
    if (s->kind == KF_Q_ASSIGN && s->op == '=')
        for (int i = 0; i < s->nkids; i++)
            if (s->kids[i]->kind == KF_Q_ID) {
                qvar *v = qc_lookup(in, s->kids[i]->str);
                if (v && v->t.k != QT_ARR)
                    add_unique(r->priv, &r->npriv, 32, v->name);
            }
    if (s->kind == KF_Q_FOR)
        add_unique(r->priv, &r->npriv, 32, s->str);
    for (int i = 0; i < s->nkids; i++)
        privates(c, in, s->kids[i], r);
    if (s->kind != KF_Q_FOR) /* a FOR's a is its range */
        privates(c, in, s->a, r);
    privates(c, in, s->b, r);
    privates(c, in, s->c, r);
}

/* does `s` store into an array element, or read one of the arrays in
 * `arrs`?  (the body of a function or lambda the nest calls) */
static int touches(const kf_q_node *s, const char *const *arrs, int n)
{
    if (!s)
        return 0;
    if (s->kind == KF_Q_ASSIGN)
        for (int i = 0; i < s->nkids; i++)
            if (s->kids[i]->kind == KF_Q_INDEX)
                return 1;
    if (s->kind == KF_Q_LAMBDA && s->b)
        return 1; /* (x)->y[pos] = v */
    if (s->kind == KF_Q_ID)
        for (int i = 0; i < n; i++)
            if (!strcmp(arrs[i], s->str))
                return 1;
    for (int i = 0; i < s->nkids; i++)
        if (touches(s->kids[i], arrs, n))
            return 1;
    return touches(s->a, arrs, n) || touches(s->b, arrs, n) || touches(s->c, arrs, n);
}

/* is `name` read in `s` outside the subtree `nest`?  Not counted: the
 * target of `name = ...`, and the body of a loop over `name` (its head
 * assigns it first), a function with a parameter of that name */
static int used_outside(const kf_q_node *s, const kf_q_node *nest, const char *name)
{
    if (!s || s == nest)
        return 0;
    if (s->kind == KF_Q_ID)
        return !strcmp(s->str, name);
    if (s->kind == KF_Q_FOR && !strcmp(s->str, name))
        return used_outside(s->a, nest, name);
    if (s->kind == KF_Q_FUNC) { /* a function with its own `name` */
        for (int i = 0; i < s->nparams; i++)
            if (!strcmp(s->params[i]->str, name))
                return 0;
        for (int i = 0; i < s->nouts; i++)
            if (!strcmp(s->outs[i]->str, name))
                return 0;
    }
    for (int i = 0; i < s->nkids; i++) {
        const kf_q_node *k = s->kids[i];
        if (s->kind == KF_Q_ASSIGN && s->op == '=' && k->kind == KF_Q_ID)
            continue;
        if (used_outside(k, nest, name))
            return 1;
    }
    return used_outside(s->a, nest, name) || used_outside(s->b, nest, name) ||
           used_outside(s->c, nest, name);
}

/* the first assignment to scalar `name` in s */
static const kf_q_node *first_def(const kf_q_node *s, const char *name)
{
    if (!s)
        return NULL;
    if (s->kind == KF_Q_ASSIGN)
        for (int i = 0; i < s->nkids; i++)
            if (s->kids[i]->kind == KF_Q_ID && !strcmp(s->kids[i]->str, name))
                return s;
    if (s->kind == KF_Q_FOR && !strcmp(s->str, name))
        return s;
    for (int i = 0; i < s->nkids; i++) {
        const kf_q_node *d = first_def(s->kids[i], name);
        if (d)
            return d;
    }
    const kf_q_node *d = first_def(s->a, name);
    d = d ? d : first_def(s->b, name);
    return d ? d : first_def(s->c, name);
}

/* `B = A` (reference semantics: B is A) anywhere in the function: pairs */
static void shares(walk *w, const kf_q_node *s, const char **x, const char **y, int *n)
{
    if (!s || s->kind == KF_Q_FUNC || s->kind == KF_Q_LAMBDA)
        return;
    if (s->kind == KF_Q_ASSIGN && s->op == '=' && s->nkids == 1 && s->kids[0]->kind == KF_Q_ID &&
        s->a->kind == KF_Q_ID && *n < 64 && qc_type(w->c, w->in, s->a).k == QT_ARR) {
        x[*n] = s->kids[0]->str;
        y[(*n)++] = s->a->str;
    }
    for (int i = 0; i < s->nkids; i++)
        shares(w, s->kids[i], x, y, n);
    shares(w, s->a, x, y, n);
    shares(w, s->b, x, y, n);
    shares(w, s->c, x, y, n);
}

static const char *group_of(const char **x, const char **y, int n, const char *a)
{
    /* the least name reachable through the pairs (n is small) */
    const char *best = a, *seen[129] = {a};
    int nseen = 1;
    for (int k = 0; k < nseen; k++)
        for (int j = 0; j < n; j++) {
            const char *o = !strcmp(seen[k], x[j]) ? y[j] : !strcmp(seen[k], y[j]) ? x[j] : NULL;
            int known = !o;
            for (int m = 0; !known && m < nseen; m++)
                known = !strcmp(seen[m], o);
            if (!known && nseen < 129) {
                seen[nseen++] = o;
                if (strcmp(o, best) < 0)
                    best = o;
            }
        }
    return best;
}

/* one name per group of arrays that may be one array: the accesses'
 * `arr` become the least name of their group */
static void alias_groups(walk *w)
{
    const char *x[64], *y[64];
    int n = 0;
    shares(w, w->in->fn ? w->in->fn->b : w->c->prog->body, x, y, &n);
    for (int i = 0; n && i < w->nacc; i++)
        w->acc[i].arr = group_of(x, y, n, w->acc[i].arr);
}

/* how many times s assigns scalar `name` (a loop over it counts) */
static int defs(const kf_q_node *s, const char *name)
{
    if (!s)
        return 0;
    int n = s->kind == KF_Q_FOR && !strcmp(s->str, name);
    if (s->kind == KF_Q_ASSIGN)
        for (int i = 0; i < s->nkids; i++)
            n += s->kids[i]->kind == KF_Q_ID && !strcmp(s->kids[i]->str, name);
    for (int i = 0; i < s->nkids; i++)
        n += defs(s->kids[i], name);
    return n + defs(s->a, name) + defs(s->b, name) + defs(s->c, name);
}

/* arrays: the exact test; calls: what their bodies touch */
static const char *arrays(walk *w, kf_q_node **loops, int depth)
{
    qc_alp *r = w->r;
    const char *warr[256], *variant[48];
    int nwarr = 0, nvariant = 0;
    alias_groups(w);
    for (int i = 0; i < w->nacc; i++)
        if (w->acc[i].write)
            add_unique(warr, &nwarr, 256, w->acc[i].arr);
    for (int i = 0; i < w->ncalls; i++) {
        kf_q_node *fn = w->callee[i].fn;
        if (touches(fn->kind == KF_Q_LAMBDA ? fn->a : fn->b, warr, nwarr)) {
            r->why_at = w->calls[i];
            return "Parallelization not possible: dependency on iterator variable!";
        }
    }
    for (int i = 0; i < r->npriv; i++)
        variant[nvariant++] = r->priv[i];
    for (int i = 0; i < r->nred; i++)
        variant[nvariant++] = r->red[i];
    /* int scalars assigned once in the nest, at the top of the parallel
     * body: a subscript that reads one reads that value */
    const char *defname[16];
    kf_q_node *defval[16];
    int ndef = 0;
    kf_q_node *body = loops[depth - 1]->b;
    for (int i = 0; i < body->nkids && ndef < 16; i++) {
        kf_q_node *s = body->kids[i];
        if (s->kind == KF_Q_ASSIGN && s->op == '=' && s->nkids == 1 && s->kids[0]->kind == KF_Q_ID &&
            qc_type(w->c, w->in, s->kids[0]).k == QT_INT && defs(body, s->kids[0]->str) == 1) {
            defname[ndef] = s->kids[0]->str;
            defval[ndef++] = s->a;
        }
    }
    qc_dep_nest n = {.c = w->c, .in = w->in, .par = loops, .depth = depth, .variant = variant,
                     .nvariant = nvariant, .warr = warr, .nwarr = nwarr, .defname = defname,
                     .defval = defval, .ndef = ndef};
    const kf_q_node *at = qc_dep_carried(&n, w->acc, w->nacc);
    if (at) {
        r->why_at = at;
        return "Parallelization not possible: dependency on iterator variable!";
    }
    return NULL;
}

/* privates the code after the nest reads: lastprivate, which needs them
 * assigned on every path through an iteration */
static const char *live_out(walk *w, kf_q_node *nest)
{
    qc_alp *r = w->r;
    const kf_q_node *root = w->in->fn ? w->in->fn->b : w->c->prog->body;
    for (int i = 0; i < r->npriv; i++) {
        if (!used_outside(root, nest, r->priv[i]))
            continue;
        int surely = 0;
        for (int j = 0; j < w->nassigned; j++)
            surely |= !strcmp(w->assigned[j], r->priv[i]);
        if (!surely) {
            r->why_at = first_def(nest, r->priv[i]);
            return "Parallelization not possible because variable is not locally defined.";
        }
        r->lastpriv[i] = 1;
    }
    /* the iterators: C leaves the value after the last iteration */
    for (int i = 0; i < w->niters && r->npriv < 32; i++)
        if (used_outside(root, nest, w->iters[i])) {
            r->lastpriv[r->npriv] = 1;
            r->priv[r->npriv++] = w->iters[i];
        }
    return NULL;
}

static const char *check(qctx *c, qinst *in, kf_q_node **loops, int depth, qc_alp *r)
{
    walk w = {.c = c, .in = in, .r = r};
    memset(r, 0, sizeof *r);
    for (int i = 0; i < depth; i++)
        w.iters[w.niters++] = loops[i]->str;
    privates(c, in, loops[depth - 1]->b, r);
    for (int i = 0; i < depth; i++) /* the parallel iterators are the loops' own */
        for (int j = 0; j < r->npriv; j++)
            if (!strcmp(r->priv[j], loops[i]->str))
                r->priv[j] = r->priv[--r->npriv];
    block(&w, loops[depth - 1]->b, loops[0]);
    for (int i = 0; i < r->nred; i++) /* reductions are not private */
        for (int j = 0; j < r->npriv; j++)
            if (!strcmp(r->priv[j], r->red[i]))
                r->priv[j] = r->priv[--r->npriv];
    const char *why = w.why;
    if (why)
        r->why_at = w.at;
    if (!why)
        why = arrays(&w, loops, depth);
    if (!why)
        why = live_out(&w, loops[0]);
    if (!why)
        r->depth = depth;
    return why;
}

const char *qc_alp_check(qctx *c, qinst *in, kf_q_node *loop, qc_alp *r)
{
    kf_q_node *loops[3] = {loop};
    int depth = 1;
    for (; depth < 3; depth++) {
        kf_q_node *b = loops[depth - 1]->b, *inner = NULL;
        int others = 0;
        for (int i = 0; i < b->nkids; i++) {
            if (b->kids[i]->kind == KF_Q_ATTR)
                continue;
            if (b->kids[i]->kind == KF_Q_FOR && !inner)
                inner = b->kids[i];
            else
                others = 1;
        }
        if (!inner || others)
            break;
        int dep = 0;
        for (int i = 0; i < depth; i++)
            dep |= qc_mentions(inner->a, loops[i]->str);
        if (dep)
            break;
        loops[depth] = inner;
    }
    for (int i = 0; i < depth; i++) {
        qvar *v = qc_lookup(in, loops[i]->str);
        kf_q_node *st = loops[i]->a->c;
        if (!v || v->t.k != QT_INT || (st && st->kind != KF_Q_NUM && !(st->kind == KF_Q_UN && st->a->kind == KF_Q_NUM))) {
            if (i == 0) {
                memset(r, 0, sizeof *r);
                r->why_at = loops[0];
                return "Parallelization not possible: the iterator is not an integer with a constant step";
            }
            depth = i;
            break;
        }
    }
    const char *why = NULL;
    for (int d = depth; d >= 1; d--) { /* maximal dimensionality first */
        why = check(c, in, loops, d, r);
        if (!why)
            return NULL;
    }
    return why;
}
