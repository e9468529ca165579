/* quasar_fuse.c: kernel fusion of consecutive Quasar launches (issues 15
 * and 16; seed 002 §17.1.6, "Kernel fusion").
 *
 * A block of host code that launches two kernels over one domain
 *
 *     parallel_do(size(u), a, b, k1)          parallel_do(size(u), a, b, c, d,
 *     parallel_do(size(u), c, d, k2)    ->      __kernel__ (pa, pb, pc, pd, pos) ->
 *                                                   k1's body; k2's body)
 *
 * runs them as one launch (a "megakernel") whose every point runs k1's
 * body and then k2's, when no dependence between them crosses a point:
 * per array (by the host variable passed), for k1 then k2,
 *   - k1 writes X, k2 reads X: only at pos (its own point), else the
 *     read needs k1's write at a neighbouring point: a grid barrier;
 *   - k1 reads X at a neighbour, k2 writes X: k2 would overwrite what a
 *     neighbour's k1 has still to read: refused;
 *   - a write off pos (a scatter) to an array the other kernel touches:
 *     refused.
 * An index is "at pos" when it is pos, pos[0], .., pos[n-1] in order, or
 * pos + [0, .., 0].  A kernel qualifies when its parameters other than
 * pos take host variables (arrays) or scalar values, its arrays are only
 * indexed (never passed whole, rebound or passed to calls), and it has no
 * early return, nested function, attribute, shared memory or block
 * parameter (blkpos, blkdim, blkidx).  The fused kernel is lowered by the
 * one launch path (qc_launch), like quasar_loopk.c's kernels, so OpenMP,
 * OpenCL and CUDA all get it, with the boundary, SIMD and region passes.
 * The second kernel's names (parameters, locals) that the first uses are
 * renamed; its parameters that take the same array under the same name
 * and type as the first's are shared.  Fusion runs again on the result,
 * so chains of element-wise kernels become one.
 *
 * When the kernels cannot share a point because k2 reads what k1 wrote
 * at a neighbouring point (or overwrites what k1 reads at one), and every
 * such neighbour is a row of pos[0] at a constant offset, the OpenMP
 * target runs them row by row instead: one loop over rows, each thread
 * its rows in order (rows_illegal below has the argument; the pair
 * statement and its plan, qc_rows, go to quasar_rows.c).
 *
 * Steering (in the parent function): {!kernel_fusion strategy="S"}, S one
 * of smart (the default), noreordering, minsyncgrid, minworkingmemory,
 * manual; {!kernel_fusion barrier} between two launches keeps them apart.
 * kforge does not reorder launches and emits no grid barriers, so every
 * strategy fuses the legal consecutive launches greedily (which is
 * minimal in launches and grid barriers among the plans that keep the
 * order), barriers separating runs; smart alone weighs profit: on OpenMP
 * it keeps apart a kernel that runs straight (under omp simd) and one
 * that does not, since the fused body would lose the SIMD lanes
 * (tests/quasar/fuse/chain.q measured 7% more instructions fused so).  A bad value is a gcc-style error.  `--disable=fusion` keeps every
 * launch as written.  Each fusion and each refusal, with its reason, is a
 * line "  fusion: FILE:L:C: ..." in `kforge gen --explain`.
 *
 * Ownership: every node made here lives in the context's arena; the
 * block given is never changed (function instances share it): a fused
 * block is a new one.
 */
#include <stdio.h>
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

enum { MAXA = 48, MAXN = 96 };

/* one host array's accesses in one kernel */
typedef struct {
    const char *host;
    int wr, rd_off, wr_off;
    const kf_q_node *at_rd_off, *at_wr_off;
    /* for the row-ordered fusion: every read's row is pos[0] + d, d in
     * [row_lo, row_hi] (rd: some read), except at_row_unk's; at_wrap: a
     * read of another row through 'mirror or 'circular, which maps a row
     * outside the array to one inside far from it */
    int rd, row_lo, row_hi;
    const kf_q_node *at_row_unk, *at_wrap;
} facc;

typedef struct {
    kf_q_node *fn;               /* the kernel (a __kernel__ FUNC) */
    kf_q_node **args;            /* the launch's arguments, without dims and kernel */
    int nargs;
    const char *pmap[MAXN];      /* its parameters' host arrays (NULL: a scalar or pos) */
    facc a[MAXA];
    int na;
    const char *names[MAXN];     /* parameters and locals */
    int nnames;
    const char *free[MAXN];      /* other names it reads (globals, functions) */
    int nfree;
    const char *why;             /* why it cannot be fused at all */
    const kf_q_node *why_at;
} fkern;

static const char *const strategies[] = {"smart", "noreordering", "minsyncgrid", "minworkingmemory",
                                         "manual", NULL};

/* ---- the attribute ---- */

static const char *skip_ws(const char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    return s;
}

int qc_fuse_attr(qctx *c, const kf_q_node *s)
{
    if (s->kind != KF_Q_ATTR || strncmp(s->str, "kernel_fusion", 13) ||
        (s->str[13] && s->str[13] != ' ' && s->str[13] != '\t'))
        return 0;
    const char *p = skip_ws(s->str + 13);
    if (!strcmp(p, "barrier"))
        return 1;
    if (!strncmp(p, "strategy", 8)) {
        const char *v = skip_ws(skip_ws(p + 8)[0] == '=' ? skip_ws(p + 8) + 1 : p + 8);
        size_t n = strlen(v);
        if (n >= 2 && v[0] == '"' && v[n - 1] == '"') {
            v++;
            n -= 2;
        }
        for (int i = 0; strategies[i]; i++)
            if (strlen(strategies[i]) == n && !strncmp(strategies[i], v, n))
                return 1;
        qc_error(c, s, "unknown kernel_fusion strategy '%.*s' (smart, noreordering, minsyncgrid, "
                       "minworkingmemory, manual)", (int)n, v);
        return 1;
    }
    qc_error(c, s, "{!kernel_fusion} takes strategy=\"smart|noreordering|minsyncgrid|minworkingmemory|manual\" "
                   "or barrier, not '%s'", p);
    return 1;
}

/* the parent function's strategy: "smart" unless a {!kernel_fusion
 * strategy=...} among its statements says otherwise */
static const char *strategy_of(const qinst *in)
{
    const kf_q_node *b = in->fn ? in->fn->b : NULL;
    for (int i = 0; b && i < b->nkids; i++) {
        const kf_q_node *s = b->kids[i];
        if (s->kind != KF_Q_ATTR || strncmp(s->str, "kernel_fusion", 13))
            continue;
        for (int j = 0; strategies[j]; j++)
            if (strstr(s->str + 13, strategies[j]))
                return strategies[j];
    }
    return "smart";
}

/* does the function of `in` ask for fusion itself ({!kernel_fusion
 * strategy=...}, seed 002 §17.1.6's way to turn it on)?  Under
 * --no-parallelize only such a function's launches are fused: kforge's
 * own default (smart everywhere) is one of the parallelizers the flag
 * turns off, so launches run as the program writes them */
static int asked(const qinst *in)
{
    const kf_q_node *b = in->fn ? in->fn->b : NULL;
    for (int i = 0; b && i < b->nkids; i++)
        if (b->kids[i]->kind == KF_Q_ATTR && !strncmp(b->kids[i]->str, "kernel_fusion", 13) &&
            strstr(b->kids[i]->str, "strategy"))
            return 1;
    return 0;
}

static int is_barrier(const kf_q_node *s)
{
    return s->kind == KF_Q_ATTR && !strncmp(s->str, "kernel_fusion", 13) &&
           !strcmp(skip_ws(s->str + 13), "barrier");
}

/* ---- one kernel's accesses ---- */

static int has(const char *const *l, int n, const char *s)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(l[i], s))
            return 1;
    return 0;
}

static void refuse(fkern *k, const kf_q_node *at, const char *why)
{
    if (!k->why) {
        k->why = why;
        k->why_at = at;
    }
}

static void add_name(fkern *k, const char *s, const kf_q_node *at)
{
    if (has(k->names, k->nnames, s))
        return;
    if (k->nnames < MAXN)
        k->names[k->nnames++] = s;
    else /* the renaming needs every name */
        refuse(k, at, "it has too many names");
}

static const char *host_of(fkern *k, const char *name)
{
    for (int i = 0; i < k->fn->nparams; i++)
        if (!strcmp(k->fn->params[i]->str, name))
            return k->pmap[i];
    return NULL;
}

static facc *acc_of(fkern *k, const char *host)
{
    for (int i = 0; i < k->na; i++)
        if (!strcmp(k->a[i].host, host))
            return &k->a[i];
    if (k->na == MAXA)
        return NULL;
    facc *a = &k->a[k->na++];
    memset(a, 0, sizeof *a);
    a->host = host;
    return a;
}

static int is_pos(const kf_q_node *e)
{
    return e->kind == KF_Q_ID && !strcmp(e->str, "pos");
}

static int zero_row(const kf_q_node *e)
{
    if (e->kind != KF_Q_MATRIX)
        return 0;
    for (int i = 0; i < e->nkids; i++)
        if (e->kids[i]->kind != KF_Q_NUM || e->kids[i]->num != 0)
            return 0;
    return 1;
}

/* x[pos], x[pos[0], .., pos[n-1]], x[pos + [0, ..]] */
static int at_pos(const kf_q_node *x)
{
    if (x->op == '{')
        return 0;
    if (x->nkids == 1) {
        const kf_q_node *i = x->kids[0];
        return is_pos(i) || (i->kind == KF_Q_BIN && i->op == '+' && is_pos(i->a) && zero_row(i->b));
    }
    for (int d = 0; d < x->nkids; d++) {
        const kf_q_node *i = x->kids[d];
        if (i->kind != KF_Q_INDEX || !is_pos(i->a) || i->nkids != 1 || i->kids[0]->kind != KF_Q_NUM ||
            i->kids[0]->num != d)
            return 0;
    }
    return x->nkids > 0;
}

/* an integer literal, or minus one */
static int const_int(const kf_q_node *e, long *v)
{
    if (e->kind == KF_Q_NUM && e->is_int == 1) {
        *v = (long)e->num;
        return 1;
    }
    if (e->kind == KF_Q_UN && e->op == '-' && const_int(e->a, v)) {
        *v = -*v;
        return 1;
    }
    return 0;
}

/* pos[0] */
static int is_pos0(const kf_q_node *e)
{
    return e->kind == KF_Q_INDEX && is_pos(e->a) && e->nkids == 1 && e->kids[0]->kind == KF_Q_NUM &&
           e->kids[0]->num == 0;
}

/* The row of access x as pos[0] + *d: x[pos], x[pos + [d, ..]],
 * x[pos - [-d, ..]], x[pos[0] + d, anything..], x[pos[0] - e, ..],
 * x[d + pos[0], ..].  The other indices may be anything: the row-ordered
 * fusion orders whole rows. */
static int row_of(const kf_q_node *x, long *d)
{
    if (x->op == '{' || !x->nkids)
        return 0;
    const kf_q_node *i = x->kids[0];
    *d = 0;
    if (x->nkids == 1) {
        if (is_pos(i))
            return 1;
        if (i->kind == KF_Q_BIN && (i->op == '+' || i->op == '-') && is_pos(i->a) && i->b->kind == KF_Q_MATRIX &&
            i->b->nkids > 0 && const_int(i->b->kids[0], d)) {
            if (i->op == '-')
                *d = -*d;
            return 1;
        }
        return 0;
    }
    if (is_pos0(i))
        return 1;
    if (i->kind == KF_Q_BIN && (i->op == '+' || i->op == '-') && is_pos0(i->a) && const_int(i->b, d)) {
        if (i->op == '-')
            *d = -*d;
        return 1;
    }
    return i->kind == KF_Q_BIN && i->op == '+' && is_pos0(i->b) && const_int(i->a, d);
}

static const char *acc_of_param(const fkern *k, const char *name)
{
    for (int i = 0; i < k->fn->nparams; i++) {
        const kf_q_node *p = k->fn->params[i];
        if (!strcmp(p->str, name))
            return p->type && p->type->nmods ? p->type->mods[p->type->nmods - 1] : NULL;
    }
    return NULL;
}

static void walk(qctx *c, fkern *k, const kf_q_node *e);

static void access(qctx *c, fkern *k, const kf_q_node *x, int write, int read)
{
    const char *h = host_of(k, x->a->str);
    facc *a = acc_of(k, h);
    if (!a) {
        refuse(k, x, "too many arrays");
        return;
    }
    int here = at_pos(x);
    long d;
    if (read && (!row_of(x, &d) || d > 4096 || d < -4096)) { /* far rows: as good as unknown */
        if (!a->at_row_unk)
            a->at_row_unk = x;
    } else if (read) {
        a->row_lo = !a->rd || d < a->row_lo ? (int)d : a->row_lo;
        a->row_hi = !a->rd || d > a->row_hi ? (int)d : a->row_hi;
        a->rd = 1;
        const char *acc = acc_of_param(k, x->a->str);
        if (d && acc && (!strcmp(acc, "mirror") || !strcmp(acc, "circular")) && !a->at_wrap)
            a->at_wrap = x;
    }
    if (write) {
        a->wr = 1;
        if (!here && !a->wr_off) {
            a->wr_off = 1;
            a->at_wr_off = x;
        }
    }
    if (read && !here && !a->rd_off) {
        a->rd_off = 1;
        a->at_rd_off = x;
    }
    for (int i = 0; i < x->nkids; i++)
        walk(c, k, x->kids[i]);
}

static void walk(qctx *c, fkern *k, const kf_q_node *e)
{
    if (!e || k->why)
        return;
    switch (e->kind) {
    case KF_Q_ID:
        if (host_of(k, e->str))
            refuse(k, e, A_("it uses array '%s' whole, not indexed", e->str));
        else if (!has(k->names, k->nnames, e->str) && !has(k->free, k->nfree, e->str)) {
            if (k->nfree < MAXN)
                k->free[k->nfree++] = e->str;
            else
                refuse(k, e, "it has too many names");
        }
        return;
    case KF_Q_INDEX:
        if (e->a->kind == KF_Q_ID && host_of(k, e->a->str)) {
            access(c, k, e, 0, 1);
            return;
        }
        break;
    case KF_Q_ASSIGN:
        for (int i = 0; i < e->nkids; i++) {
            const kf_q_node *t = e->kids[i];
            if (t->kind == KF_Q_ID) {
                if (host_of(k, t->str)) {
                    refuse(k, t, A_("it assigns array parameter '%s'", t->str));
                    return;
                }
                add_name(k, t->str, t);
            } else if (t->kind == KF_Q_INDEX && t->a->kind == KF_Q_ID && host_of(k, t->a->str))
                access(c, k, t, 1, e->op != '=');
            else
                walk(c, k, t);
        }
        walk(c, k, e->a);
        return;
    case KF_Q_FOR:
        add_name(k, e->str, e);
        break;
    case KF_Q_CALL:
        if (e->a->kind == KF_Q_ID && (!strncmp(e->a->str, "sync", 4) || !strncmp(e->a->str, "shared", 6))) {
            refuse(k, e, A_("it calls %s", e->a->str));
            return;
        }
        break;
    case KF_Q_RETURN:
        refuse(k, e, "it returns early");
        return;
    case KF_Q_FUNC: case KF_Q_LAMBDA:
        refuse(k, e, "it defines a function");
        return;
    case KF_Q_ATTR:
        refuse(k, e, A_("it carries {!%s}", e->str));
        return;
    case KF_Q_BREAK: case KF_Q_CONTINUE:
        break;
    default:
        break;
    }
    walk(c, k, e->a);
    walk(c, k, e->b);
    walk(c, k, e->c);
    for (int i = 0; i < e->nkids; i++)
        walk(c, k, e->kids[i]);
}

/* numbers, variables and arithmetic: what a kernel cannot change */
static int plain_scalar(const kf_q_node *e)
{
    if (!e)
        return 1;
    if (e->kind == KF_Q_NUM || e->kind == KF_Q_ID)
        return 1;
    if (e->kind == KF_Q_BIN || e->kind == KF_Q_UN || e->kind == KF_Q_COND)
        return plain_scalar(e->a) && plain_scalar(e->b) && plain_scalar(e->c);
    return 0;
}

/* the launch s as a kernel to fuse, or NULL (not a parallel_do of a
 * named __kernel__ function: nothing to say) */
static fkern *kernel_of(qctx *c, qinst *in, kf_q_node *s)
{
    if (s->kind != KF_Q_EXPR || !s->a || s->a->kind != KF_Q_CALL || s->a->nkids < 2)
        return NULL;
    kf_q_node *e = s->a, *kn = e->kids[e->nkids - 1];
    if (e->a->kind != KF_Q_ID || strcmp(e->a->str, "parallel_do") || qc_lookup(in, "parallel_do") ||
        qc_find_func(c, in, "parallel_do", NULL))
        return NULL;
    kf_q_node *fn = NULL;
    if (kn->kind == KF_Q_FUNC)
        fn = kn;
    else if (kn->kind == KF_Q_ID) {
        qtype t = qc_type(c, in, kn);
        if (t.k == QT_FUNC && t.fn && t.fn->kind == KF_Q_FUNC)
            fn = t.fn;
    }
    if (!fn || !(fn->flags & KF_Q_KERNEL) || !fn->b)
        return NULL;
    fkern *k = kf_arena_alloc(c->a, sizeof *k);
    memset(k, 0, sizeof *k);
    k->fn = fn;
    k->args = e->kids + 1;
    k->nargs = e->nkids - 2;
    if (fn->nmods || fn->nouts || fn->nparams > MAXN) {
        refuse(k, fn, "it is generic or returns values");
        return k;
    }
    int ai = 0, haspos = 0;
    for (int i = 0; i < fn->nparams; i++) {
        const kf_q_node *p = fn->params[i];
        add_name(k, p->str, p);
        if (!strcmp(p->str, "pos")) {
            haspos = 1;
            continue;
        }
        if (qc_is_special(p->str)) {
            refuse(k, p, A_("it takes '%s' (blocks of threads)", p->str));
            return k;
        }
        if (ai >= k->nargs) {
            refuse(k, p, "a parameter takes its default value");
            return k;
        }
        kf_q_node *x = k->args[ai++];
        if (!plain_scalar(x)) { /* typed only when plain: typing a call would instantiate it here */
            refuse(k, x, A_("its argument %d is computed with calls or indexing", ai));
            return k;
        }
        qtype t = qc_type(c, in, x);
        if (t.k == QT_INT || t.k == QT_SCALAR)
            continue; /* evaluated before the first kernel runs, not after: k1 cannot change it */
        if (t.k != QT_ARR || x->kind != KF_Q_ID || !qc_lookup(in, x->str)) {
            refuse(k, x, A_("its argument %d is neither a scalar nor an array variable", ai));
            return k;
        }
        k->pmap[i] = x->str;
    }
    if (!haspos || ai != k->nargs) {
        refuse(k, fn, haspos ? "its arguments do not match its parameters" : "it has no 'pos' parameter");
        return k;
    }
    walk(c, k, fn->b);
    return k;
}

/* two launches' dims: one expression (size(u), numel(x), [n, m], n) */
static int same_dims(const kf_q_node *x, const kf_q_node *y)
{
    if (!x || !y)
        return x == y;
    if (x->kind != y->kind || x->nkids != y->nkids || x->op != y->op)
        return 0;
    switch (x->kind) {
    case KF_Q_ID: return !strcmp(x->str, y->str);
    case KF_Q_NUM: return x->num == y->num && x->is_int == y->is_int;
    case KF_Q_CALL: case KF_Q_MATRIX: case KF_Q_BIN: case KF_Q_UN: case KF_Q_INDEX: break;
    default: return 0;
    }
    if (!same_dims(x->a, y->a) || !same_dims(x->b, y->b))
        return 0;
    for (int i = 0; i < x->nkids; i++)
        if (!same_dims(x->kids[i], y->kids[i]))
            return 0;
    return 1;
}

static const char *kname(const fkern *k)
{
    return k->fn->str ? k->fn->str : "lambda";
}

static const char *at_text(qctx *c, const kf_q_node *n)
{
    return A_("line %u:%u", n->line, n->col);
}

/* Is every value the function assigns to array variable h a new array
 * (a literal, arithmetic, zeros/ones/uninit/copy/...)?  Then h is no other
 * variable's array.  `h = g` or `h = f(..)` may make it one with another
 * (reference semantics, as quasar_alp.c's groups); a parameter is taken to
 * be its own array (the project's rule, docs/quasar.md). */
static int fresh(const kf_q_node *s, const char *h)
{
    static const char *const alloc[] = {"zeros", "ones", "uninit", "copy", "rand", "randn", "eye", "linspace",
                                        "czeros", "cones", "complex", "real", "imag", "repmat", "reshape", NULL};
    if (!s || s->kind == KF_Q_FUNC || s->kind == KF_Q_LAMBDA)
        return 1;
    if (s->kind == KF_Q_ASSIGN)
        for (int i = 0; i < s->nkids; i++) {
            if (s->kids[i]->kind != KF_Q_ID || strcmp(s->kids[i]->str, h))
                continue;
            const kf_q_node *v = s->a;
            if (s->nkids > 1 || !v)
                return 0;
            if (v->kind == KF_Q_CALL) {
                int known = 0;
                for (int j = 0; alloc[j] && v->a->kind == KF_Q_ID; j++)
                    known |= !strcmp(alloc[j], v->a->str);
                if (!known || !strcmp(v->a->str, "reshape"))
                    return 0; /* reshape shares its argument's data */
            } else if (v->kind != KF_Q_BIN && v->kind != KF_Q_UN && v->kind != KF_Q_MATRIX && v->kind != KF_Q_NUM)
                return 0;
        }
    for (int i = 0; i < s->nkids; i++)
        if (!fresh(s->kids[i], h))
            return 0;
    return fresh(s->a, h) && fresh(s->b, h) && fresh(s->c, h);
}

/* why k1 then k2 may not run as one kernel, or NULL; body: the function
 * that launches them */
static const char *illegal(qctx *c, const fkern *k1, const fkern *k2, const kf_q_node *body)
{
    for (int i = 0; i < k1->na; i++) {
        const facc *a = &k1->a[i];
        for (int j = 0; j < k2->na; j++) {
            const facc *b = &k2->a[j];
            if (strcmp(a->host, b->host)) {
                int conflict = (a->wr && (b->rd_off || b->wr_off)) || (b->wr && (a->rd_off || a->wr_off));
                if (conflict && (!fresh(body, a->host) || !fresh(body, b->host)))
                    return A_("'%s' and '%s' may be one array (an assignment makes one of them another's "
                              "array), and one kernel reads or writes it off its own point", a->host, b->host);
                continue;
            }
            if (a->wr && b->rd_off)
                return A_("'%s' reads '%s' at a neighbouring point (%s) that '%s' writes: a grid barrier "
                          "between them", kname(k2), b->host, at_text(c, b->at_rd_off), kname(k1));
            if (b->wr && a->rd_off)
                return A_("'%s' writes '%s' that '%s' reads at a neighbouring point (%s)", kname(k2), b->host,
                          kname(k1), at_text(c, a->at_rd_off));
            if (a->wr_off)
                return A_("'%s' writes '%s' off its own point (%s)", kname(k1), a->host, at_text(c, a->at_wr_off));
            if (b->wr_off)
                return A_("'%s' writes '%s' off its own point (%s)", kname(k2), b->host, at_text(c, b->at_wr_off));
        }
    }
    for (int i = 0; i < k2->nfree; i++)
        if (has(k1->names, k1->nnames, k2->free[i]))
            return A_("'%s' reads '%s', a name '%s' defines", kname(k2), k2->free[i], kname(k1));
    return NULL;
}

/* ---- row by row (OpenMP) ----
 *
 * When k2 reads what k1 wrote at a neighbouring point (or overwrites
 * what k1 reads at one), no kernel of one point can run both, but one
 * parallel loop over the rows of pos[0] can, if each thread runs its rows
 * in order, k2 `lag` rows behind k1, and computes k1 before a barrier on
 * the rows its neighbours' k2 will read or whose k1 would read rows a
 * neighbour's k2 overwrites:
 *
 *     thread t, rows [r0, r1):   k1 on rows [r0, r0 + top) and [r1 - bot, r1)
 *                                ---- barrier ----
 *                                for i = r0 .. r1 + lag - 1:
 *                                    k1 on row i      (unless done above)
 *                                    k2 on row i - lag (when >= r0)
 *
 * Per array (rows d of k2's reads and e of k1's, as pos[0] + d):
 *   - Y that k1 writes, k2 reads at d in [dmin, dmax]: k2's row r needs
 *     k1's rows up to r + dmax, so lag >= dmax; a neighbour's k2 reads
 *     this block's first dmax and last -dmin rows of Y: they are in top
 *     and bot;
 *   - X that k2 writes, k1 reads at e in [emin, emax]: k1's row i must
 *     run before k2 overwrites row i + emin, so lag >= -emin; k1's rows
 *     that read a neighbour's rows of X (the first -emin, the last emax)
 *     run before the barrier, before any k2 writes;
 *   - writes at pos only (each row is one thread's), and names that may
 *     be one array refused as for the kernel of one point.
 * So lag = top = max(0, dmax, -emin), bot = max(0, -dmin, emax).  An
 * index clamped into the array ('clamped) stays between the rows above
 * when the array has the launch's rows, and 'safe reads nothing outside:
 * the launch checks dim[0] of those arrays at run time and runs k1 on
 * every row before the barrier (the two launches' order) when one
 * differs.  'mirror and 'circular map a row outside to one far away:
 * refused.  A 1-D launch has no rows to order (each would be one point). */
static const char *rows_illegal(qctx *c, const fkern *k1, const fkern *k2, const kf_q_node *body, qc_rows *r)
{
    int dmin = 0, dmax = 0, emin = 0, emax = 0, cross = 0;
    for (int i = 0; i < k1->na; i++) {
        const facc *a = &k1->a[i];
        for (int j = 0; j < k2->na; j++) {
            const facc *b = &k2->a[j];
            if (strcmp(a->host, b->host)) {
                int conflict = (a->wr && (b->rd_off || b->wr_off)) || (b->wr && (a->rd_off || a->wr_off));
                if (conflict && (!fresh(body, a->host) || !fresh(body, b->host)))
                    return A_("'%s' and '%s' may be one array", a->host, b->host);
                continue;
            }
            if (a->wr_off)
                return A_("'%s' writes '%s' off its own point (%s)", kname(k1), a->host, at_text(c, a->at_wr_off));
            if (b->wr_off)
                return A_("'%s' writes '%s' off its own point (%s)", kname(k2), b->host, at_text(c, b->at_wr_off));
            /* side 0: k2 reads what k1 writes; side 1: k1 reads what k2 overwrites */
            for (int side = 0; side < 2; side++) {
                const fkern *rk = side ? k1 : k2;
                const facc *rd = side ? a : b;
                if (!(side ? b : a)->wr || (!rd->rd && !rd->at_row_unk))
                    continue;
                if (rd->at_row_unk)
                    return A_("'%s' reads '%s' at a row that is not pos[0] plus a constant (%s)", kname(rk),
                              rd->host, at_text(c, rd->at_row_unk));
                if (rd->at_wrap)
                    return A_("'%s' reads '%s' at another row through an accessor that wraps ('mirror, "
                              "'circular: %s)", kname(rk), rd->host, at_text(c, rd->at_wrap));
                if (!has(r->same, r->nsame, rd->host)) {
                    if (r->nsame == (int)(sizeof r->same / sizeof *r->same))
                        return "too many arrays";
                    r->same[r->nsame++] = rd->host;
                }
                cross = 1;
                int *lo = side ? &emin : &dmin, *hi = side ? &emax : &dmax;
                *lo = rd->row_lo < *lo ? rd->row_lo : *lo;
                *hi = rd->row_hi > *hi ? rd->row_hi : *hi;
            }
        }
    }
    for (int i = 0; i < k2->nfree; i++)
        if (has(k1->names, k1->nnames, k2->free[i]))
            return A_("'%s' reads '%s', a name '%s' defines", kname(k2), k2->free[i], kname(k1));
    if (!cross)
        return "no array passes between them";
    r->lag = r->top = dmax > -emin ? dmax : -emin;
    r->bot = -dmin > emax ? -dmin : emax;
    r->dmin = dmin;
    r->dmax = dmax;
    r->emin = emin;
    r->emax = emax;
    return NULL;
}

/* the launches s1 (k1) and s2 (k2) row by row, or why not */
static const char *rows_check(qctx *c, qinst *in, const kf_q_node *s1, const fkern *k1, const fkern *k2,
                              const kf_q_node *body, qc_rows *r)
{
    if (c->opt->target != KF_QC_OPENMP)
        return "row by row is OpenMP's";
    kf_q_node *dims = s1->a->kids[0];
    if (dims->kind == KF_Q_MATRIX && dims->nkids && dims->kids[0]->kind == KF_Q_MATRIX)
        return "a launch with a block of threads";
    qtype t = qc_type(c, in, dims);
    if (t.k != QT_IVEC || t.nd < 2)
        return "a launch of one dimension has no rows to order";
    if (qc_tile_cpu(c, k1->fn) || qc_tile_cpu(c, k2->fn)) /* its own loops over its points (quasar_tiling.c) */
        return "a kernel tiled by {!kernel_tiling}";
    return rows_illegal(c, k1, k2, body, r);
}

/* the plan of the row-by-row pair s (qc_fuse_block's), or NULL */
const qc_rows *qc_fuse_rows(const qctx *c, const kf_q_node *s)
{
    for (const qc_rows *r = c->rows; r; r = r->next)
        if (r->stmt == s)
            return r;
    return NULL;
}

/* ---- the fused kernel ---- */

typedef struct {
    const char *from[2 * MAXN], *to[2 * MAXN]; /* k2's names, then its shared parameters */
    int n;
} renames;

static const char *renamed(const renames *r, const char *s)
{
    for (int i = 0; i < r->n; i++)
        if (!strcmp(r->from[i], s))
            return r->to[i];
    return s;
}

static kf_q_node *copy(qctx *c, const kf_q_node *e, const renames *r)
{
    if (!e)
        return NULL;
    kf_q_node *n = kf_arena_alloc(c->a, sizeof *n);
    *n = *e;
    if ((e->kind == KF_Q_ID || e->kind == KF_Q_FOR) && e->str)
        n->str = renamed(r, e->str);
    n->a = copy(c, e->a, r);
    n->b = copy(c, e->b, r);
    n->c = copy(c, e->c, r);
    if (e->nkids) {
        n->kids = kf_arena_alloc(c->a, sizeof *n->kids * (size_t)e->nkids);
        for (int i = 0; i < e->nkids; i++)
            n->kids[i] = copy(c, e->kids[i], r);
    }
    return n;
}

static int same_type(const kf_q_node *x, const kf_q_node *y)
{
    if (!x || !y)
        return x == y;
    if (strcmp(x->str ? x->str : "", y->str ? y->str : "") || x->nmods != y->nmods || x->num != y->num ||
        !same_type(x->a, y->a))
        return 0;
    for (int i = 0; i < x->nmods; i++)
        if (strcmp(x->mods[i], y->mods[i]))
            return 0;
    return 1;
}

/* the launch of k1 then k2 as one: parallel_do(dims, args1.., args2.., fused) */
static kf_q_node *fuse(qctx *c, const kf_q_node *s1, const fkern *k1, const fkern *k2)
{
    renames r = {{0}, {0}, 0};
    kf_q_node *fn = kf_arena_alloc(c->a, sizeof *fn);
    *fn = *k1->fn;
    fn->str = A_("%s_%s", kname(k1), kname(k2));
    fn->params = kf_arena_alloc(c->a, sizeof *fn->params * (size_t)(k1->fn->nparams + k2->fn->nparams));
    fn->nparams = 0;
    kf_q_node **args = kf_arena_alloc(c->a, sizeof *args * (size_t)(k1->nargs + k2->nargs + 2));
    int na = 0, ai = 0;
    args[na++] = s1->a->kids[0];
    for (int i = 0; i < k1->fn->nparams; i++) {
        kf_q_node *p = k1->fn->params[i];
        if (strcmp(p->str, "pos"))
            args[na++] = k1->args[ai++];
        fn->params[fn->nparams++] = p; /* pos too: once, where k1 has it */
    }
    /* k2's names that k1 defines or reads as globals are renamed */
    for (int i = 0; i < k2->nnames && r.n < MAXN; i++) {
        const char *x = k2->names[i];
        if (!strcmp(x, "pos") || (!has(k1->names, k1->nnames, x) && !has(k1->free, k1->nfree, x)))
            continue;
        const char *y = NULL;
        for (int u = 2;; u++) {
            y = A_("%s_%d", x, u);
            if (!has(k1->names, k1->nnames, y) && !has(k1->free, k1->nfree, y) &&
                !has(k2->names, k2->nnames, y) && !has(k2->free, k2->nfree, y))
                break;
        }
        r.from[r.n] = x;
        r.to[r.n++] = y;
    }
    ai = 0;
    for (int i = 0; i < k2->fn->nparams; i++) {
        kf_q_node *p = k2->fn->params[i];
        if (!strcmp(p->str, "pos"))
            continue;
        kf_q_node *x = k2->args[ai++];
        /* the same array under the same name and type as k1's: one parameter */
        int shared = 0;
        for (int j = 0; j < k1->fn->nparams && k2->pmap[i]; j++)
            shared |= k1->pmap[j] && !strcmp(k1->pmap[j], k2->pmap[i]) && !strcmp(k1->fn->params[j]->str, p->str) &&
                      same_type(k1->fn->params[j]->type, p->type);
        if (shared) {
            r.from[r.n] = p->str; /* not renamed after all */
            r.to[r.n++] = p->str;
            for (int j = 0; j < r.n - 1; j++)
                if (!strcmp(r.from[j], p->str))
                    r.from[j] = "";
            continue;
        }
        kf_q_node *q = kf_arena_alloc(c->a, sizeof *q);
        *q = *p;
        q->str = renamed(&r, p->str);
        fn->params[fn->nparams++] = q;
        args[na++] = x;
    }
    fn->b = kf_arena_alloc(c->a, sizeof *fn->b);
    *fn->b = *k1->fn->b;
    kf_q_node *b2 = copy(c, k2->fn->b, &r);
    fn->b->nkids = k1->fn->b->nkids + b2->nkids;
    fn->b->kids = kf_arena_alloc(c->a, sizeof *fn->b->kids * (size_t)(fn->b->nkids ? fn->b->nkids : 1));
    for (int i = 0; i < k1->fn->b->nkids; i++)
        fn->b->kids[i] = k1->fn->b->kids[i];
    for (int i = 0; i < b2->nkids; i++)
        fn->b->kids[k1->fn->b->nkids + i] = b2->kids[i];
    args[na++] = fn;
    kf_q_node *call = kf_arena_alloc(c->a, sizeof *call);
    *call = *s1->a;
    call->kids = args;
    call->nkids = na;
    kf_q_node *st = kf_arena_alloc(c->a, sizeof *st);
    *st = *s1;
    st->a = call;
    return st;
}

kf_q_node *qc_fuse_block(qctx *c, qinst *in, kf_q_node *b)
{
    if (!b || b->kind != KF_Q_BLOCK || b->nkids < 2 || in->in_kernel || in->kernel_nd || c->failed)
        return b;
    kf_q_node **out = kf_arena_alloc(c->a, sizeof *out * (size_t)b->nkids);
    int nout = 0, changed = 0, barrier = 0;
    const char *strategy = strategy_of(in);
    kf_q_node *prev = NULL; /* the launch just before, out[nout - 1] */
    fkern *pk = NULL;
    const char *paired = NULL; /* the statement before is a row-by-row pair: its second kernel */
    for (int i = 0; i < b->nkids && !c->failed; i++) {
        kf_q_node *s = b->kids[i];
        if (s->kind == KF_Q_ATTR && qc_fuse_attr(c, s)) {
            /* checked here and dropped: nothing else (the OpenMP region) sees it */
            barrier |= is_barrier(s);
            changed = 1;
            continue;
        }
        fkern *k = kernel_of(c, in, s);
        if (k && paired)
            qc_explain(c, "fusion", s, "launches of '%s' and '%s' kept apart: %s", paired, kname(k),
                       barrier ? "{!kernel_fusion barrier}"
                       : A_("'%s' runs row by row with the launch before it", paired));
        paired = NULL;
        if (k && pk) {
            const char *why = NULL;
            if (c->opt->disabled & KF_QC_PASS_FUSION)
                why = "--disable=fusion";
            else if (c->opt->no_parallelize && !asked(in))
                why = A_("%s: each launch as written (no {!kernel_fusion strategy=...} in the function)",
                         c->opt->nopar_why ? c->opt->nopar_why : "--no-parallelize");
            else if (barrier)
                why = "{!kernel_fusion barrier}";
            else if (pk->why)
                why = A_("'%s' cannot be fused: %s (%s)", kname(pk), pk->why, at_text(c, pk->why_at));
            else if (k->why)
                why = A_("'%s' cannot be fused: %s (%s)", kname(k), k->why, at_text(c, k->why_at));
            else if (!same_dims(prev->a->kids[0], s->a->kids[0]))
                why = "the launches run over different dimensions";
            else if (pk->nargs + k->nargs > 16)
                why = "the fused kernel would take more than 16 arguments";
            else if ((why = illegal(c, pk, k, in->fn ? in->fn->b : c->prog->body)) != NULL) {
                /* legality first: its reason is the one to read; then row by row */
                qc_rows *r = kf_arena_alloc(c->a, sizeof *r);
                memset(r, 0, sizeof *r);
                const char *rwhy = rows_check(c, in, prev, pk, k, in->fn ? in->fn->b : c->prog->body, r);
                if (!rwhy) {
                    kf_q_node *st = kf_arena_alloc(c->a, sizeof *st);
                    *st = *prev;
                    st->b = s->a;
                    r->stmt = st;
                    r->next = c->rows;
                    c->rows = r;
                    qc_explain(c, "fusion", s, "'%s' fused with the launch of '%s' (line %u) row by row: each "
                               "thread runs its rows of pos[0] in order, '%s' %d row%s behind, '%s' first on "
                               "its block's first %d and last %d row%s, then one barrier (%s)", kname(k), kname(pk),
                               prev->line, kname(k), r->lag, r->lag == 1 ? "" : "s", kname(pk), r->top, r->bot,
                               r->bot == 1 ? "" : "s", why);
                    out[nout - 1] = st;
                    prev = NULL;
                    pk = NULL;
                    paired = kname(k);
                    changed = 1;
                    continue;
                }
                if (strcmp(rwhy, "row by row is OpenMP's"))
                    why = A_("%s; not row by row either: %s", why, rwhy);
            }
            else if (!strcmp(strategy, "smart") && c->opt->target == KF_QC_OPENMP &&
                     qc_straight(pk->fn->b) != qc_straight(k->fn->b))
                /* the straight one runs under omp simd alone (quasar_call.c), the fused one would
                   not: on the CPU that costs more than the second pass over memory saves */
                why = A_("strategy smart on OpenMP: '%s' runs straight under omp simd and '%s' does not; "
                         "together neither would", kname(qc_straight(pk->fn->b) ? pk : k),
                         kname(qc_straight(pk->fn->b) ? k : pk));
            if (why)
                qc_explain(c, "fusion", s, "launches of '%s' and '%s' kept apart: %s", kname(pk), kname(k), why);
            else {
                kf_q_node *f = fuse(c, prev, pk, k);
                qc_explain(c, "fusion", s, "'%s' fused into the launch of '%s' (line %u) as one kernel '%s': "
                           "every point reads only what its own point wrote, or inputs",
                           kname(k), kname(pk), prev->line, f->a->kids[f->a->nkids - 1]->str);
                out[nout - 1] = prev = f;
                pk = kernel_of(c, in, f);
                changed = 1;
                continue;
            }
        }
        barrier = 0;
        out[nout++] = s;
        prev = k ? s : NULL;
        pk = k;
    }
    if (!changed || c->failed)
        return b;
    kf_q_node *nb = kf_arena_alloc(c->a, sizeof *nb);
    *nb = *b;
    nb->kids = out;
    nb->nkids = nout;
    return nb;
}
