/*
 * quasar_svec.c: small real vectors as values in kernels and __device__
 * functions (Quasar's vec3, vec4; issue 15).
 *
 * Quasar's vecN is a vec of N elements; in kernel code the Quasar compiler
 * keeps such fixed-length vectors in registers instead of allocating them.
 * kforge does the same: a vecN (N <= 4) in kernel code is QT_RVEC, a C
 * array `double v[4]` every dialect has, lowered component by component
 * like ivecN (quasar_expr.c's qc_comp), so no dynamic kernel memory:
 *
 *   v = [x, 2*x, 1]          q_v[0] = q_x; q_v[1] = (2 * q_x); q_v[2] = 1;
 *   w = v .* v + 0.5         q_w[k] = ((q_v[k] * q_v[k]) + 0.5), k = 0..2
 *   s = sum(v), dotprod(v,w) (q_v[0] + q_v[1] + q_v[2]), ...
 *   v[1] = y                 q_v[1] = q_y;
 *   u = sqrt(v)              q_u[k] = sqrt(q_v[k])
 *   c = x[i, j, 0..2]        q_c[k] = q_x->d[(i * ... + j) * ... + k]   (a pixel)
 *   y[i, j, 0..2] = c        t[4] = {q_c[0], ...}; y's element k = t[k]
 *   p = (pos - f) / 2        an ivec with reals: a vecN (kernel code only)
 *
 * A __device__ function returning a vec3 writes it through a pointer
 * (as ivecN results do); called from host code its result is a small
 * vector there too, printed or turned into an array where one is needed.
 * A kernel's own vecN parameter stays an array (the host passes one).
 * Host code keeps Quasar's arrays for literals ([0.5, 1] is a vec there).
 */
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

/* vec1 .. vec4 written exactly (vec: an array of any length) */
static int annot_len(const kf_q_node *ty)
{
    const char *s = ty ? ty->str : NULL;
    if (!s || strncmp(s, "vec", 3) || s[3] < '1' || s[3] > '4' || s[4])
        return 0;
    return s[3] - '0';
}

qtype qc_svec_annot(qinst *in, const kf_q_node *ty, qtype an, qtype arg)
{
    int n = annot_len(ty);
    if (!n || !in->in_kernel || in->kernel_nd || an.k != QT_ARR)
        return an; /* host code, or a kernel's parameter: an array */
    if (arg.k == QT_ARR)
        return an; /* a __device__ function called from host code with an array */
    return qt(QT_RVEC, n);
}

qtype qc_svec_literal(qctx *c, qinst *in, kf_q_node *e)
{
    if (!in->in_kernel || e->nkids < 1 || e->nkids > 4)
        return qt(QT_VOID, 0);
    for (int i = 0; i < e->nkids; i++) {
        qtype t = qc_type(c, in, e->kids[i]);
        if (t.k == QT_UNK)
            return t;
        if (t.k != QT_INT && t.k != QT_SCALAR)
            return qt(QT_VOID, 0);
    }
    return qt(QT_RVEC, e->nkids);
}

static int is_num(qtype t) { return t.k == QT_INT || t.k == QT_SCALAR; }
static int const_range(const kf_q_node *r, int *lo);

qtype qc_svec_arith(qctx *c, int op, qtype l, qtype r, kf_q_node *e)
{
    qtype v = l.k == QT_RVEC ? l : r, o = l.k == QT_RVEC ? r : l;
    char b1[16], b2[16];
    int cmp = op == '<' || op == '>' || op == KF_QT_LE || op == KF_QT_GE || op == KF_QT_EQ || op == KF_QT_NE;
    if (!is_num(o) && !(QT_SMALL(o) && o.nd == v.nd)) {
        qc_error(c, e, "operator '%s' on %s and %s: a small vector combines with a number or a vector "
                       "of its length", kf_q_tok_name(op), qt_name(l, b1, sizeof b1), qt_name(r, b2, sizeof b2));
        return qt(QT_UNK, 0);
    }
    if (cmp)
        return qt(QT_INT, 0); /* all components compare */
    int both = QT_SMALL(l) && QT_SMALL(r);
    switch (op) {
    case '+':
    case '-':
    case KF_QT_DOTMUL:
    case KF_QT_DOTDIV: return v;
    case '*': /* vec3 * vec3 would be a matrix product of 1 x 3 and 1 x 3 */
        if (!both)
            return v;
        qc_error(c, e, "'*' of two vectors is a matrix product; use '.*' for the element-wise one");
        return qt(QT_UNK, 0);
    case KF_QT_DOTPOW: return v;
    case '/':
    case '^':
        if (is_num(r))
            return v;
        qc_error(c, e, "'%s' by a vector; use '%s'", kf_q_tok_name(op), op == '/' ? "./" : ".^");
        return qt(QT_UNK, 0);
    default: break;
    }
    qc_error(c, e, "operator '%s' cannot be applied to %s and %s", kf_q_tok_name(op), qt_name(l, b1, sizeof b1),
             qt_name(r, b2, sizeof b2));
    return qt(QT_UNK, 0);
}

static int is_math1(const char *f)
{
    static const char *const m[] = {"abs", "sqrt", "exp", "log", "sin", "cos", "tan", "floor", "ceil",
                                    "round", "tanh", "atan", "sqr", "saturate", NULL};
    for (int i = 0; m[i]; i++)
        if (!strcmp(m[i], f))
            return 1;
    return 0;
}

qtype qc_svec_builtin_type(qctx *c, qinst *in, kf_q_node *e, const char *name)
{
    int n = e->nkids;
    qtype a0 = n > 0 ? qc_type(c, in, e->kids[0]) : qt(QT_UNK, 0);
    qtype a1 = n > 1 ? qc_type(c, in, e->kids[1]) : qt(QT_UNK, 0);
    int lo, len;
    if (!strcmp(name, "size") && n == 2 && (len = const_range(e->kids[1], &lo))) { /* size(x, 0..1) */
        if (a0.k != QT_ARR && a0.k != QT_UNK) {
            qc_error(c, e, "size of a value that is not an array");
            return qt(QT_UNK, 0);
        }
        if (len > 3) {
            qc_error(c, e->kids[1], "size(A, %d..%d): arrays have at most three dimensions", lo, lo + len - 1);
            return qt(QT_UNK, 0);
        }
        return qt(QT_IVEC, len);
    }
    if (!strcmp(name, "lerp")) { /* lerp(a, b, t) = a + (b - a) t, on numbers or vectors */
        qtype a2 = n > 2 ? qc_type(c, in, e->kids[2]) : qt(QT_UNK, 0);
        if (n != 3) {
            qc_error(c, e, "lerp takes three arguments: lerp(a, b, t)");
            return qt(QT_UNK, 0);
        }
        if (a0.k == QT_UNK || a1.k == QT_UNK || a2.k == QT_UNK)
            return qt(QT_UNK, 0);
        qtype t = qt(QT_SCALAR, 0);
        for (int i = 0; i < 3; i++) {
            qtype x = i == 0 ? a0 : i == 1 ? a1 : a2;
            if (QT_SMALL(x) && (t.k != QT_RVEC || t.nd == x.nd) && in->in_kernel)
                t = qt(QT_RVEC, x.nd);
            else if (!is_num(x)) {
                char b[16];
                qc_error(c, e->kids[i], "lerp of a value of type %s%s", qt_name(x, b, sizeof b),
                         in->in_kernel ? "" : " (lerp takes numbers in host code)");
                return qt(QT_UNK, 0);
            }
        }
        return t;
    }
    if (!strcmp(name, "dotprod") && (a0.k == QT_RVEC || a1.k == QT_RVEC)) {
        if (n != 2 || !QT_SMALL(a0) || !QT_SMALL(a1) || a0.nd != a1.nd) {
            qc_error(c, e, "dotprod takes two vectors of one length");
            return qt(QT_UNK, 0);
        }
        return qt(QT_SCALAR, 0);
    }
    if (a0.k != QT_RVEC && !(n > 1 && a1.k == QT_RVEC))
        return qt(QT_VOID, -1);
    if (is_math1(name) && n == 1)
        return a0;
    if ((!strcmp(name, "sum") || !strcmp(name, "prod") || !strcmp(name, "mean") || !strcmp(name, "min") ||
         !strcmp(name, "max")) && n == 1)
        return qt(QT_SCALAR, 0);
    if ((!strcmp(name, "min") || !strcmp(name, "max")) && n == 2)
        return qc_svec_arith(c, '+', a0, a1, e);
    if (!strcmp(name, "numel") && n == 1)
        return qt(QT_INT, 0);
    if (!strcmp(name, "copy") && n == 1)
        return a0;
    return qt(QT_VOID, -1); /* print(v), ...; the others take scalars (qc_expr refuses v) */
}

/* component k of math(v), min/max(v, w), lerp(a, b, t) or size(A, lo..hi); NULL for others */
const char *qc_svec_call_comp(qctx *c, qinst *in, kf_q_node *e, int k)
{
    const char *f = e->a->str;
    kf_q_node **a = e->kids;
    int lo;
    if (!strcmp(f, "size") && e->nkids == 2 && const_range(a[1], &lo))
        return A_("%s->dim[%d]", qc_arr(c, in, a[0]), lo + k);
    if (!strcmp(f, "lerp") && e->nkids == 3) {
        const char *x = qc_comp(c, in, a[0], k), *y = qc_comp(c, in, a[1], k), *t = qc_comp(c, in, a[2], k);
        return A_("((%s) + ((%s) - (%s)) * (%s))", x, y, x, t);
    }
    if (qc_type(c, in, e).k != QT_RVEC)
        return NULL;
    if (!strcmp(f, "copy"))
        return qc_comp(c, in, a[0], k);
    if (e->nkids == 2) {
        const char *x = qc_comp(c, in, a[0], k), *y = qc_comp(c, in, a[1], k);
        return A_("%s((%s)(%s), (%s)(%s))", f[1] == 'i' ? "q_fmin" : "q_fmax", qc_real(c), x, qc_real(c), y);
    }
    const char *x = qc_comp(c, in, a[0], k);
    if (!strcmp(f, "abs"))
        return A_("fabs(%s)", x);
    if (!strcmp(f, "sqr"))
        return A_("((%s) * (%s))", x, x);
    if (!strcmp(f, "saturate"))
        return A_("q_fmin(q_fmax((%s)(%s), 0.0%s), 1.0%s)", qc_real(c), x, c->opt->single ? "f" : "",
                  c->opt->single ? "f" : "");
    return A_("%s((%s)(%s))", f, qc_real(c), x);
}

/* dotprod of small vectors, lerp of numbers (sum and the others go
 * through qc_reduce) */
const char *qc_svec_builtin(qctx *c, qinst *in, kf_q_node *e, const char *name)
{
    if (!strcmp(name, "lerp") && e->nkids == 3) {
        const char *x = qc_expr(c, in, e->kids[0]), *y = qc_expr(c, in, e->kids[1]);
        return A_("((%s) + ((%s) - (%s)) * (%s))", x, y, x, qc_expr(c, in, e->kids[2]));
    }
    if (strcmp(name, "dotprod") || e->nkids != 2)
        return NULL;
    qtype t = qc_type(c, in, e->kids[0]);
    if (t.k != QT_RVEC && qc_type(c, in, e->kids[1]).k != QT_RVEC)
        return NULL;
    const char *s = NULL;
    for (int k = 0; k < t.nd; k++) {
        const char *p = A_("(%s) * (%s)", qc_comp(c, in, e->kids[0], k), qc_comp(c, in, e->kids[1], k));
        s = s ? A_("%s + %s", s, p) : p;
    }
    return A_("(%s)", s);
}

/* every component of e, evaluated once, in a temporary of t's C type */
const char *qc_svec_tmp(qctx *c, qinst *in, kf_q_node *e, qtype t)
{
    const char *v = qc_tmp(c, in);
    const char *x[4] = {"0", "0", "0", "0"};
    for (int k = 0; k < t.nd && k < 4; k++)
        x[k] = qc_comp(c, in, e, k);
    if (t.k == QT_RVEC)
        qc_line(c, in, "%s %s[4] = {%s, %s, %s, %s};", qc_real(c), v, x[0], x[1], x[2], x[3]);
    else
        qc_line(c, in, "long %s[3] = {%s, %s, %s};", v, x[0], x[1], x[2]);
    return v;
}

/* v = val component by component; through a temporary when val reads v
 * (v = [v[1], v[0]] must not see its own first store) */
void qc_svec_assign(qctx *c, qinst *in, qvar *v, kf_q_node *val)
{
    if (qc_mentions(val, v->name)) {
        const char *t = qc_svec_tmp(c, in, val, v->t);
        for (int k = 0; k < v->t.nd; k++)
            qc_line(c, in, "%s[%d] = %s[%d];", v->cname, k, t, k);
        return;
    }
    for (int k = 0; k < v->t.nd; k++)
        qc_line(c, in, "%s[%d] = %s;", v->cname, k, qc_comp(c, in, val, k));
}

/* v[k] op= x for a vecN v: a constant k is checked here, a computed one clamped */
void qc_svec_store(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg)
{
    qtype vt = qc_type(c, in, tg->a);
    kf_q_node *k = tg->kids[0];
    if (tg->a->kind != KF_Q_ID) {
        qc_error(c, tg, "only a variable's components are assignable");
        return;
    }
    if (k->kind == KF_Q_NUM && (k->num < 0 || k->num >= vt.nd)) {
        qc_error(c, k, "index %.0f out of bounds of a vector of length %d", k->num, vt.nd);
        return;
    }
    const char *ix = k->kind == KF_Q_NUM ? A_("%d", (int)k->num) : qc_expr(c, in, k);
    const char *x = qc_expr(c, in, s->a);
    qvar *v = NULL;
    for (qinst *p = in; p && !v; p = p->parent)
        v = qc_lookup(p, tg->a->str);
    if (!v)
        return;
    if (k->kind != KF_Q_NUM) /* a computed index: kept in range, as Quasar's registers cannot grow */
        ix = A_("q_clamp(%s, %d)", ix, vt.nd);
    const char *op = s->op == '=' ? "" : s->op == KF_QT_ADDEQ ? "+" : s->op == KF_QT_SUBEQ ? "-"
                   : s->op == KF_QT_MULEQ ? "*" : s->op == KF_QT_DIVEQ ? "/" : NULL;
    if (!op) {
        qc_error(c, s, "this compound assignment is not supported on a vector's component");
        return;
    }
    qc_line(c, in, "%s[%s] %s= %s;", v->cname, ix, op, x);
}

/* lo..hi with constant integer bounds, 1 to 4 long: its length, lo in *lo */
static int const_range(const kf_q_node *r, int *lo)
{
    if (!r || r->kind != KF_Q_RANGE || r->c || !r->a || !r->b || r->a->kind != KF_Q_NUM ||
        r->b->kind != KF_Q_NUM || !r->a->is_int || !r->b->is_int)
        return 0;
    double n = r->b->num - r->a->num + 1;
    if (r->a->num < 0 || n < 1 || n > 4)
        return 0;
    *lo = (int)r->a->num;
    return (int)n;
}

int qc_svec_slice(qctx *c, qinst *in, const kf_q_node *e, int *which, int *lo)
{
    if (!in->in_kernel || e->kind != KF_Q_INDEX || e->op == '{' || e->nkids < 2 || e->nkids > 3)
        return 0;
    int len = 0;
    for (int i = 0; i < e->nkids; i++) {
        int l, n = const_range(e->kids[i], &l);
        if (n) {
            if (len)
                return 0; /* two ranges: a matrix */
            len = n;
            *which = i;
            *lo = l;
        } else if (e->kids[i]->kind == KF_Q_RANGE || e->kids[i]->kind == KF_Q_COLON)
            return 0;
        else {
            qtype t = qc_type(c, in, e->kids[i]);
            if (t.k != QT_INT && t.k != QT_SCALAR)
                return 0;
        }
    }
    qtype at = qc_type(c, in, e->a);
    return len && at.k == QT_ARR && !at.cx ? len : 0; /* a complex pixel is no vecN (quasar_cplx.c) */
}

/* A[i, j, lo+k]: element k of such a slice, as an index node in the arena */
kf_q_node *qc_svec_elem(qctx *c, const kf_q_node *e, int which, int idx)
{
    kf_q_node *x = kf_arena_alloc(c->a, sizeof *x);
    *x = *e;
    x->kids = kf_arena_alloc(c->a, sizeof *x->kids * (size_t)e->nkids);
    for (int i = 0; i < e->nkids; i++)
        x->kids[i] = e->kids[i];
    kf_q_node *n = kf_arena_alloc(c->a, sizeof *n);
    *n = *e->kids[which];
    n->kind = KF_Q_NUM;
    n->num = idx;
    n->is_int = 1;
    n->a = n->b = n->c = NULL;
    x->kids[which] = n;
    return x;
}

/* A[i, j, lo..hi] op= v in kernel code: one store per component, v's
 * components (or the one number) evaluated once, before */
void qc_svec_slice_store(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg, int which, int lo, int len,
                         void (*elem_store)(qctx *, qinst *, kf_q_node *, kf_q_node *, const char *))
{
    qtype vt = qc_type(c, in, s->a);
    const char *v = NULL;
    if (QT_SMALL(vt)) {
        if (vt.nd != len) {
            char b[16];
            qc_error(c, s, "a %s is stored into %d elements", qt_name(vt, b, sizeof b), len);
            return;
        }
        v = qc_svec_tmp(c, in, s->a, vt);
    } else if (vt.k == QT_INT || vt.k == QT_SCALAR) {
        v = qc_tmp(c, in);
        qc_line(c, in, "%s %s = %s;", vt.k == QT_INT ? "long" : qc_real(c), v, qc_expr(c, in, s->a));
    } else {
        char b[16];
        qc_error(c, s->a, "a value of type %s is stored into a slice in kernel code", qt_name(vt, b, sizeof b));
        return;
    }
    for (int k = 0; k < len && !c->failed; k++)
        elem_store(c, in, s, qc_svec_elem(c, tg, which, lo + k), QT_SMALL(vt) ? A_("%s[%d]", v, k) : v);
}
