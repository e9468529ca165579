/*
 * quasar_bnd.c: kernel boundary checks (seed 002 §17.2.4): where the
 * launch domain proves a kernel's accesses in range, the accessor's test
 * ('clamped, 'mirror, 'circular, 'checked, 'safe) is dropped.
 *
 * The seed proves it at compile time (size(A) == size(B) and the launch
 * over size(A)).  kforge proves it per launch instead, for every array
 * parameter with such an accessor whose every access is pos plus a
 * bounded offset in each dimension:
 *
 *     x[pos + [di, dj]]       for di = -r..r: offset [-r, r] on pos[0]
 *     u[pos[0], pos[1] + 1]   offset [1, 1] on pos[1]
 *
 * An offset is an integer literal, an int parameter of the kernel that
 * the kernel never assigns, or the iterator of an enclosing `for a..b`
 * (bounds such offsets, iterator not assigned in the body), added and
 * subtracted: an interval [lo, hi] whose ends are C expressions in the
 * launch's argument values.  Index k of A in [0, N_k) for every offset
 * when pos[m] is in [-lo, N_k - hi): the box of pos where no access of
 * these parameters leaves its array, computed at run time from the
 * arrays' own sizes, so nothing needs to know statically that two arrays
 * have one size.  The launch (quasar_call.c) runs the interior of that box
 * through a second instance of the kernel in which those parameters have
 * no accessor, and the rest through the kernel as written:
 *
 *     for p0 in [0, D0):                       (omp parallel for)
 *         inside = lo0 <= p0 < hi0
 *         for p1 in [0, lo1):      k(p0, p1)   checked   (all of the row
 *         for p1 in [lo1, hi1):    k'(p0, p1)  unchecked  when !inside)
 *         for p1 in [hi1, D1):     k(p0, p1)   checked
 *
 * which visits the points in the order of the plain nest (so serial_do
 * keeps its order).  A parameter with an access of another shape (a
 * constant index, a subscript computed into a variable, a use inside a
 * nested function) keeps its checks in both instances.
 *
 * quasar_bounds.c proves at compile time the indices a launch over
 * size(A) keeps inside A, per access, on every target; this file works at
 * run time, on the OpenMP launch, for offsets too.  Both run: the checked
 * instance keeps what quasar_bounds.c leaves, the interior one drops the
 * rest of these parameters' tests.  --disable=bounds switches off both.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

typedef struct {
    int pos;             /* pos component, or -1: no pos term */
    const char *lo, *hi; /* the offset's interval, C text */
} span;

typedef struct {
    qctx *c;
    qinst *k;
    kf_q_node *fn;
    int nd;                    /* pos's components */
    const char **names, **vals; /* the launch's argument names and values */
    int nv;
    const char *loops[16];     /* enclosing for iterators and their ranges */
    span lspan[16];
    int nloops;
    const kf_q_node *bad[64];  /* per parameter: an access of another shape */
    int used[64];
    qc_bnd *out;
} walk;

int qc_assigned(const kf_q_node *s, const char *name)
{
    if (!s)
        return 0;
    if (s->kind == KF_Q_ASSIGN)
        for (int i = 0; i < s->nkids; i++)
            if (s->kids[i]->kind == KF_Q_ID && !strcmp(s->kids[i]->str, name))
                return 1;
    if (s->kind == KF_Q_FOR && s->str && !strcmp(s->str, name))
        return 1;
    for (int i = 0; i < s->nkids; i++)
        if (qc_assigned(s->kids[i], name))
            return 1;
    return qc_assigned(s->a, name) || qc_assigned(s->b, name) || qc_assigned(s->c, name);
}

static int defines_at(const kf_q_node *s, const void *name)
{
    return s->kind == KF_Q_FUNC && s->str && !strcmp(s->str, name);
}

int qc_local_name(const kf_q_node *fn, const char *name)
{
    for (int i = 0; i < fn->nparams; i++)
        if (!strcmp(fn->params[i]->str, name))
            return 1;
    for (int i = 0; i < fn->nouts; i++)
        if (!strcmp(fn->outs[i]->str, name))
            return 1;
    return qc_assigned(fn->b, name) || kf_q_any(fn->b, defines_at, name);
}

static int id_at(const kf_q_node *e, const void *name)
{
    return e->kind == KF_Q_ID && !strcmp(e->str, name);
}

static int mentions(const kf_q_node *e, const char *name)
{
    return kf_q_any(e, id_at, name);
}

/* the launch's value of argument `name` when it is a C name or a number:
 * the box reads it again, which must neither repeat a call nor cost */
static const char *arg_value(walk *w, const char *name)
{
    for (int i = 0; i < w->nv; i++)
        if (!strcmp(w->names[i], name)) {
            const char *v = w->vals[i];
            for (const char *p = v; *p; p++)
                if (!isalnum((unsigned char)*p) && *p != '_' && *p != '.' && !(p == v && *p == '-'))
                    return NULL;
            return *v ? v : NULL;
        }
    return NULL;
}

/* is t an integer literal as this file writes them ("3L", "-1L")? */
static int lit(const char *t, long *v)
{
    char *end;
    *v = strtol(t, &end, 10);
    return end != t && end[0] == 'L' && !end[1];
}

/* a + b, or a - b when neg, folded when both are literals */
static const char *add(qctx *c, const char *a, const char *b, int neg)
{
    long x, y;
    if (lit(a, &x) && lit(b, &y))
        return A_("%ldL", neg ? x - y : x + y);
    if (lit(b, &y) && y == 0)
        return a;
    if (lit(a, &x) && x == 0)
        return neg ? A_("(-%s)", b) : b;
    return A_("(%s %s %s)", a, neg ? "-" : "+", b);
}

static const char *neg(qctx *c, const char *a)
{
    long x;
    return lit(a, &x) ? A_("%ldL", -x) : A_("(-%s)", a);
}

static int bounded(const char *acc)
{
    return acc && (!strcmp(acc, "clamped") || !strcmp(acc, "mirror") || !strcmp(acc, "circular") ||
                   !strcmp(acc, "checked") || !strcmp(acc, "safe"));
}

/* scalar index expression -> pos[m] + [lo, hi]; 0 when of another shape.
 * off := int | param | iterator | pos[m] | -off | off + off | off - off */
static int scal(walk *w, const kf_q_node *e, span *s)
{
    qctx *c = w->c;
    s->pos = -1;
    switch (e->kind) {
    case KF_Q_NUM:
        if (!e->is_int)
            return 0;
        s->lo = s->hi = A_("%ldL", (long)e->num);
        return 1;
    case KF_Q_ID: {
        qvar *pv = qc_lookup(w->k, "pos");
        if (!strcmp(e->str, "pos") && pv && pv->is_param == 2 && pv->t.k == QT_INT && !qc_assigned(w->fn->b, "pos")) {
            s->pos = 0; /* an int pos */
            s->lo = s->hi = "0L";
            return 1;
        }
        for (int i = w->nloops - 1; i >= 0; i--)
            if (!strcmp(w->loops[i], e->str)) {
                if (w->lspan[i].pos != -2) { /* -2: the range has another shape */
                    *s = w->lspan[i];
                    return 1;
                }
                return 0;
            }
        qvar *v = qc_lookup(w->k, e->str);
        const char *val = v && v->is_param == 1 && v->t.k == QT_INT && !qc_assigned(w->fn->b, e->str)
                              ? arg_value(w, e->str) : NULL;
        if (!val)
            return 0;
        s->lo = s->hi = A_("(%s)", val);
        return 1;
    }
    case KF_Q_INDEX: /* pos[m] */
        if (e->a->kind != KF_Q_ID || strcmp(e->a->str, "pos") || e->nkids != 1 || e->kids[0]->kind != KF_Q_NUM ||
            !e->kids[0]->is_int || e->kids[0]->num < 0 || e->kids[0]->num >= w->nd || w->nd < 1)
            return 0;
        s->pos = (int)e->kids[0]->num;
        s->lo = s->hi = "0L";
        return 1;
    case KF_Q_UN: {
        span a;
        if (e->op != '-' || !scal(w, e->a, &a) || a.pos >= 0)
            return 0;
        s->lo = neg(c, a.hi);
        s->hi = neg(c, a.lo);
        return 1;
    }
    case KF_Q_BIN: {
        span a, b;
        if ((e->op != '+' && e->op != '-') || !scal(w, e->a, &a) || !scal(w, e->b, &b) || (b.pos >= 0 && a.pos >= 0))
            return 0;
        if (e->op == '-' && b.pos >= 0)
            return 0;
        s->pos = a.pos >= 0 ? a.pos : b.pos;
        s->lo = e->op == '+' ? add(c, a.lo, b.lo, 0) : add(c, a.lo, b.hi, 1);
        s->hi = e->op == '+' ? add(c, a.hi, b.hi, 0) : add(c, a.hi, b.lo, 1);
        return 1;
    }
    default: return 0;
    }
}

/* component k of an ivec index: pos, [e0, e1], and their sums */
static int comp(walk *w, const kf_q_node *e, int k, span *s)
{
    qctx *c = w->c;
    qvar *pv = qc_lookup(w->k, "pos");
    if (e->kind == KF_Q_ID && !strcmp(e->str, "pos") && pv && pv->is_param == 2 && pv->t.k == QT_IVEC &&
        !qc_assigned(w->fn->b, "pos")) {
        s->pos = k;
        s->lo = s->hi = "0L";
        return k < w->nd;
    }
    if (e->kind == KF_Q_MATRIX)
        return k < e->nkids && scal(w, e->kids[k], s);
    if (e->kind == KF_Q_BIN && (e->op == '+' || e->op == '-')) {
        span a, b;
        if (!comp(w, e->a, k, &a) || !comp(w, e->b, k, &b) || (a.pos >= 0 && b.pos >= 0) ||
            (e->op == '-' && b.pos >= 0))
            return 0;
        s->pos = a.pos >= 0 ? a.pos : b.pos;
        s->lo = e->op == '+' ? add(c, a.lo, b.lo, 0) : add(c, a.lo, b.hi, 1);
        s->hi = e->op == '+' ? add(c, a.hi, b.hi, 0) : add(c, a.hi, b.lo, 1);
        return 1;
    }
    return 0;
}

static int param_of(walk *w, const char *name)
{
    for (int i = 0; i < w->out->nparams; i++)
        if (!strcmp(w->out->params[i], name))
            return i;
    return -1;
}

/* one access A[kids]: its bounds as constraints on the box */
static void access(walk *w, const kf_q_node *e, int p)
{
    qctx *c = w->c;
    const char *arr = arg_value(w, w->out->params[p]);
    span s[3];
    int n = e->nkids;
    if (n == 1 && qc_type(c, w->k, e->kids[0]).k == QT_IVEC) {
        n = qc_type(c, w->k, e->kids[0]).nd;
        for (int i = 0; i < n && i < 3; i++)
            if (!comp(w, e->kids[0], i, &s[i]) || s[i].pos < 0) {
                w->bad[p] = e;
                return;
            }
    } else
        for (int i = 0; i < n && i < 3; i++)
            if (qc_type(c, w->k, e->kids[i]).k != QT_INT || !scal(w, e->kids[i], &s[i]) || s[i].pos < 0) {
                w->bad[p] = e;
                return;
            }
    if (n < 1 || n > 3 || !arr || w->out->nbox + n > QC_BND_MAX) {
        w->bad[p] = e;
        return;
    }
    w->used[p] = 1;
    for (int i = 0; i < n; i++) {
        int seen = 0;
        for (int j = 0; j < w->out->nbox && !seen; j++) {
            qc_bnd_box *o = &w->out->box[j];
            seen = o->param == p && o->pos == s[i].pos && !strcmp(o->lo, s[i].lo) && !strcmp(o->hi, s[i].hi) &&
                   !strcmp(o->size, n == 1 ? A_("%s->n", arr) : A_("%s->dim[%d]", arr, i));
        }
        if (seen)
            continue;
        qc_bnd_box *b = &w->out->box[w->out->nbox++];
        b->param = p;
        b->pos = s[i].pos;
        b->lo = s[i].lo;
        b->hi = s[i].hi;
        b->size = n == 1 ? A_("%s->n", arr) : A_("%s->dim[%d]", arr, i);
    }
}

static void visit(walk *w, const kf_q_node *e)
{
    if (!e)
        return;
    if (e->kind == KF_Q_FUNC || e->kind == KF_Q_LAMBDA) { /* what a nested function reads: its own */
        for (int p = 0; p < w->out->nparams; p++)
            if (!w->bad[p] && (mentions(e, w->out->params[p]) || (e->b && mentions(e->b, w->out->params[p]))))
                w->bad[p] = e;
        return;
    }
    if (e->kind == KF_Q_INDEX && e->a && e->a->kind == KF_Q_ID) {
        int p = param_of(w, e->a->str);
        if (p >= 0 && !w->bad[p])
            access(w, e, p);
    }
    if (e->kind == KF_Q_FOR && w->nloops < 16) {
        visit(w, e->a);
        span s = {.pos = -2};
        const kf_q_node *r = e->a;
        span a, b;
        if (r && r->kind == KF_Q_RANGE && !r->c && !qc_assigned(e->b, e->str) && scal(w, r->a, &a) && a.pos < 0 &&
            scal(w, r->b, &b) && b.pos < 0 && qc_lookup(w->k, e->str) && qc_lookup(w->k, e->str)->t.k == QT_INT) {
            s.pos = -1;
            s.lo = a.lo;
            s.hi = b.hi;
        }
        w->loops[w->nloops] = e->str;
        w->lspan[w->nloops++] = s;
        visit(w, e->b);
        w->nloops--;
        return;
    }
    for (int i = 0; i < e->nkids; i++)
        visit(w, e->kids[i]);
    visit(w, e->a);
    visit(w, e->b);
    visit(w, e->c);
}

int qc_bnd_plan(qctx *c, qinst *k, int nd, const char **names, const char **vals, int nv, qc_bnd *out)
{
    memset(out, 0, sizeof *out);
    kf_q_node *fn = k->fn;
    if (c->opt->disabled & KF_QC_PASS_BOUNDS) /* --disable=bounds: every accessor as written */
        return 0;
    if (!fn || (fn->kind != KF_Q_FUNC && fn->kind != KF_Q_LAMBDA) || !fn->b || k->blkuse || k->ocl)
        return 0;
    for (int i = 0; i < fn->nparams && out->nparams < 64; i++) {
        qvar *v = qc_lookup(k, fn->params[i]->str);
        if (v && v->is_param == 1 && v->t.k == QT_ARR && bounded(v->acc) && !qc_assigned(fn->b, v->name))
            out->params[out->nparams++] = v->name;
    }
    if (!out->nparams)
        return 0;
    walk w = {.c = c, .k = k, .fn = fn, .nd = nd < 0 ? 1 : nd, .names = names, .vals = vals, .nv = nv, .out = out};
    visit(&w, fn->b);
    /* keep the parameters whose every access was bounded, and their boxes */
    int np = 0, map[64];
    for (int p = 0; p < out->nparams; p++) {
        map[p] = w.used[p] && !w.bad[p] ? np : -1;
        if (map[p] >= 0)
            out->params[np++] = out->params[p];
        else if (w.bad[p] && out->nkept < 16) {
            out->kept[out->nkept] = out->params[p];
            out->why[out->nkept++] = w.bad[p];
        }
    }
    int nb = 0;
    for (int i = 0; i < out->nbox; i++)
        if (map[out->box[i].param] >= 0) {
            out->box[nb] = out->box[i];
            out->box[nb++].param = map[out->box[i].param];
        }
    out->nparams = np;
    out->nbox = nb;
    return np > 0;
}

int qc_bnd_drops(const qinst *in, const char *name)
{
    for (int i = 0; in->bnd && i < in->bnd->nparams; i++)
        if (!strcmp(in->bnd->params[i], name))
            return 1;
    return 0;
}
