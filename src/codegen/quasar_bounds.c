/*
 * quasar_bounds.c: the boundary checks of kernels' accessors ('clamped,
 * 'mirror, 'circular, 'checked, 'safe: quasar_expr.c's wrap) removed where
 * the launch domain proves the index inside the array (seed 002 §17.2.4:
 * the kernel argument then behaves as 'unchecked).
 *
 *   y = uninit(size(x))
 *   parallel_do(size(y), x, y, k)          y spans the launch domain: pos[i]
 *                                          runs over 0 .. size(y, i) - 1
 *   k = __kernel__ (x : mat'clamped, y : mat'clamped, pos : ivec2) ->
 *       y[pos] = x[pos] + x[pos + [0, 1]]
 *
 *   y[pos]                  y->d[pos0 * y->dim[1] + pos1]       (no q_clamp)
 *   x[pos], x[pos + [0,1]]  q_clamp kept: the domain says nothing about x
 *
 * The proof, per access A[i0, i1, ...] in the kernel instance itself (not
 * in what it calls): the launch's dimensions are size(X) (X of as many
 * dimensions as pos; an int pos: numel(X)), A is the kernel parameter the
 * launch passes X to, neither A nor pos is assigned in the kernel, and
 * index k is pos (all of them) or pos[k].  Then 0 <= index < size(A, k),
 * and the accessor's map is the identity there.  A kernel instance is
 * specialised on which of its parameters span the domain (a launch over
 * size(x) and one over size(y) get two), so the proof holds for every
 * launch of it.  Anything else keeps its check, and `--explain` says why
 * ("  bounds: FILE:L:C: ..."); `--disable=bounds` keeps them all.
 */
#include <stdio.h>
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

static int is_call_of(const kf_q_node *e, const char *f)
{
    return e->kind == KF_Q_CALL && e->a->kind == KF_Q_ID && !strcmp(e->a->str, f) && e->nkids == 1 &&
           e->kids[0]->kind == KF_Q_ID;
}

void qc_bounds_launch(qctx *c, qinst *in, kf_q_node *dims, kf_q_node **args, int nargs, int nd,
                      const kf_q_node *at)
{
    c->ldom = 0;
    c->ldom_kind = 0;
    if (c->opt->disabled & KF_QC_PASS_BOUNDS)
        return;
    int kind = nd > 0 && is_call_of(dims, "size") ? 1 : nd < 0 && is_call_of(dims, "numel") ? 2 : 0;
    if (!kind || qc_lookup(in, dims->a->str) || qc_find_func(c, in, dims->a->str, NULL))
        return;
    const char *x = dims->kids[0]->str;
    qtype t = qc_type(c, in, dims->kids[0]);
    if (t.k != QT_ARR || (kind == 1 && t.nd != nd))
        return;
    unsigned bits = 0;
    for (int i = 0; i < nargs && i < 32; i++)
        if (args[i]->kind == KF_Q_ID && !strcmp(args[i]->str, x))
            bits |= 1u << i;
    if (!bits)
        return;
    c->ldom = bits;
    c->ldom_kind = kind;
    qc_explain(c, "bounds", at, "the launch runs over %s(%s): the kernel's indices pos%s of '%s' need no check",
               kind == 1 ? "size" : "numel", x, kind == 1 ? " and pos[k]" : "", x);
    /* arrays the host code makes of x's size span the domain too (quasar_size.c) */
    for (int i = 0; i < nargs && i < 32; i++) {
        const kf_q_node *ya;
        if (args[i]->kind != KF_Q_ID || (c->ldom >> i & 1) ||
            !(ya = qc_size_same(c, in, args[i]->str, x, at)))
            continue;
        int first = 1; /* say it once per array */
        for (int j = 0; j < i; j++)
            first &= !(c->ldom >> j & 1) || args[j]->kind != KF_Q_ID || strcmp(args[j]->str, args[i]->str);
        c->ldom |= 1u << i;
        if (first)
            qc_explain(c, "bounds", at, "'%s' has the size of '%s' (line %d): its indices need no check either",
                       args[i]->str, x, ya->line);
    }
}

/* is `name` assigned (or a loop's iterator) anywhere in s? */
static int assigned(const kf_q_node *s, const char *name)
{
    if (!s)
        return 0;
    if (s->kind == KF_Q_FOR && !strcmp(s->str, name))
        return 1;
    if (s->kind == KF_Q_ASSIGN)
        for (int i = 0; i < s->nkids; i++)
            if (s->kids[i]->kind == KF_Q_ID && !strcmp(s->kids[i]->str, name))
                return 1;
    if (s->kind == KF_Q_FUNC || s->kind == KF_Q_LAMBDA)
        return 0; /* a nested function's variables are its own */
    for (int i = 0; i < s->nkids; i++)
        if (assigned(s->kids[i], name))
            return 1;
    return assigned(s->a, name) || assigned(s->b, name) || assigned(s->c, name);
}

/* is e the launch coordinate k: pos itself (whole, k < 0) or pos[k]? */
static int coordinate(qinst *in, const kf_q_node *e, int k)
{
    if (e->kind == KF_Q_ID)
        return k < 0 && !strcmp(e->str, "pos");
    if (e->kind != KF_Q_INDEX || e->a->kind != KF_Q_ID || strcmp(e->a->str, "pos") || e->nkids != 1 ||
        e->kids[0]->kind != KF_Q_NUM || e->kids[0]->num != k)
        return 0;
    return in->kernel_nd > 0;
}

static const char *kname(const qinst *in)
{
    return in->fn && in->fn->str ? in->fn->str : "lambda";
}

/* Why the launch domain proves nothing about v's indices in kernel
 * instance in, or NULL: v spans the domain and neither v nor pos is
 * assigned in the kernel. */
static const char *domain_why(qctx *c, qinst *in, qvar *v)
{
    qvar *pv = qc_lookup(in, "pos");
    kf_q_node *body = in->fn->kind == KF_Q_FUNC ? in->fn->b : in->fn->b ? in->fn->b : in->fn->a;
    if (c->opt->disabled & KF_QC_PASS_BOUNDS)
        return c->opt->off_why ? c->opt->off_why : "--disable=bounds";
    if (!v->dom || qc_lookup(in, v->name) != v)
        return A_("the launch domain is not %s(%s)", in->kernel_nd < 0 ? "numel" : "size", v->name);
    if (!pv || pv->is_param != 2 || assigned(body, "pos"))
        return "pos is assigned in the kernel";
    if (assigned(body, v->name))
        return A_("'%s' is assigned in the kernel", v->name);
    return NULL;
}

/* the indices (bits) of access e, of n indices, that are the launch
 * coordinate of their place: pos itself, or pos[k] at place k */
static unsigned coordinates(qinst *in, const kf_q_node *e, int n)
{
    unsigned m = 0;
    if (e->nkids == 1 && coordinate(in, e->kids[0], -1) &&
        (in->dom_kind == 2 ? in->kernel_nd < 0 && n == 1 : n == in->kernel_nd))
        m = (1u << n) - 1;
    else if (in->dom_kind == 1 && e->nkids == n && n == in->kernel_nd)
        for (int k = 0; k < n; k++)
            if (coordinate(in, e->kids[k], k))
                m |= 1u << k;
    return m;
}

const char *qc_bounds_inside(qctx *c, qinst *in, const kf_q_node *e, qvar *v)
{
    if (!v || v->t.k != QT_ARR || !in->kernel_nd || !in->fn)
        return A_("'%s' is not an array parameter of a kernel", e->a->str);
    const char *why = domain_why(c, in, v);
    if (why)
        return why;
    int n = v->t.nd;
    if (coordinates(in, e, n) != (1u << n) - 1)
        return A_("an index of '%s' is not pos[k] at place k", v->name);
    return NULL;
}

unsigned qc_bounds_proven(qctx *c, qinst *in, kf_q_node *e, qvar *v, int n)
{
    if (!v || !v->acc || !strcmp(v->acc, "unchecked") || !in->kernel_nd || !in->fn)
        return 0;
    int say = in->bnd_last != e;
    in->bnd_last = e;
    const char *why = domain_why(c, in, v);
    if (why) {
        if (say)
            qc_explain(c, "bounds", e, "%s[...] in kernel '%s': the '%s check kept: %s", v->name, kname(in),
                       v->acc, why);
        return 0;
    }
    unsigned m = coordinates(in, e, n);
    if (say && m == (1u << n) - 1)
        qc_explain(c, "bounds", e, "%s[...] in kernel '%s': the '%s check removed: every index is a launch "
                                   "coordinate of %s(%s), the launch domain",
                   v->name, kname(in), v->acc, in->dom_kind == 2 ? "numel" : "size", v->name);
    else if (say && m) {
        char ks[16] = "";
        for (int k = 0, l = 0; k < n; k++)
            if (m >> k & 1)
                l += snprintf(ks + l, sizeof ks - (size_t)l, "%s%d", l ? ", " : "", k);
        qc_explain(c, "bounds", e, "%s[...] in kernel '%s': the '%s check removed from index %s (pos[k] at "
                                   "place k), kept on the others",
                   v->name, kname(in), v->acc, ks);
    }
    else if (say)
        qc_explain(c, "bounds", e, "%s[...] in kernel '%s': the '%s check kept: an index is not pos[k] at "
                                   "place k (it may leave %s(%s))",
                   v->name, kname(in), v->acc, in->dom_kind == 2 ? "numel" : "size", v->name);
    return m;
}
