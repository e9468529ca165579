/*
 * quasar_expr.c: Quasar expressions as C (see quasar.h).
 *
 * Scalars become C expressions; an array value becomes a qarr * held in a
 * temporary, computed by statements written before the statement that
 * uses it.  Element-wise array expressions are the automatic kernel
 * generator's work (seed 002 §17.1.2): the whole tree, e.g.
 *
 *     Z = A.*X+Y+4          ->   t = qa_like(A);
 *                                #pragma omp parallel for
 *                                for (i...) t->d[i] = A->d[i]*X->d[i]+Y->d[i]+4;
 *
 * is one loop with no temporaries between its operators, and sum, prod,
 * min, max and mean of such a tree are one reduction loop.
 */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

void qc_line(qctx *c, qinst *in, const char *fmt, ...)
{
    char buf[4096];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    char *s = buf;
    if (n >= (int)sizeof buf) {
        s = malloc((size_t)n + 1);
        va_start(ap, fmt);
        vsnprintf(s, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    qb_printf(&in->body, "%*s%s\n", 4 * (in->indent + 1), "", s);
    if (s != buf)
        free(s);
}

const char *qc_tmp(qctx *c, qinst *in)
{
    return A_("t%d", in->ntmp++);
}

/* The C name of variable `name` seen from `in`: a variable of an
 * enclosing instance is captured (passed in as an extra parameter). */
static qvar *resolve(qctx *c, qinst *in, const char *name)
{
    qvar *v = qc_lookup(in, name);
    if (v)
        return v;
    for (qinst *s = in->parent; s; s = s->parent) {
        qvar *pv = qc_lookup(s, name);
        if (pv && pv->t.k != QT_FUNC) {
            qvar *nv = qc_define(c, in, name, pv->t);
            nv->captured = 1;
            nv->acc = pv->acc;
            return nv;
        }
        if (pv)
            return pv;
    }
    return NULL;
}

static const char *num(qctx *c, double v, int is_int)
{
    if (is_int)
        return A_("%.0fL", v);
    return qc_rnum(c, v);
}

/* %.9g gives back every float, %.17g every double; a float literal needs
 * a '.' or an exponent before its 'f' (2.0f, not 2f) */
const char *qc_rnum(qctx *c, double v)
{
    if (!c->opt->single || !isfinite(v))
        return A_("%.17g", v);
    const char *s = A_("%.9g", v);
    return A_("%s%sf", s, strpbrk(s, ".e") ? "" : ".0");
}

static int is_elem_op(int op)
{
    return op == '+' || op == '-' || op == KF_QT_DOTMUL || op == KF_QT_DOTDIV ||
           op == KF_QT_DOTPOW || op == '^' || op == '<' || op == '>' || op == KF_QT_LE ||
           op == KF_QT_GE || op == KF_QT_EQ || op == KF_QT_NE || op == '*' || op == '/';
}

static const char *cop(int op)
{
    switch (op) {
    case KF_QT_DOTMUL: return "*";
    case KF_QT_DOTDIV: return "/";
    case KF_QT_EQ: return "==";
    case KF_QT_NE: return "!=";
    case KF_QT_LE: return "<=";
    case KF_QT_GE: return ">=";
    case KF_QT_AND: return "&&";
    case KF_QT_OR: return "||";
    default: return kf_q_tok_name(op);
    }
}

static const char *math_name(const char *f, int is_int)
{
    if (!strcmp(f, "abs"))
        return is_int ? "labs" : "fabs";
    if (!strcmp(f, "sign"))
        return "q_sign";
    if (!strcmp(f, "isnan"))
        return "isnan";
    if (!strcmp(f, "isinf"))
        return "isinf";
    return f;
}

/* One scalar function applied to C operands. */
const char *qc_scalar_fn(qctx *c, const char *f, const char **x, int n, int ints)
{
    if (!strcmp(f, "frac"))
        return A_("((%s) - floor(%s))", x[0], x[0]);
    if (!strcmp(f, "sqr"))
        return A_("((%s) * (%s))", x[0], x[0]);
    if (!strcmp(f, "saturate"))
        return A_("q_fmin(q_fmax((%s)(%s), 0.0%s), 1.0%s)", qc_real(c), x[0], c->opt->single ? "f" : "", c->opt->single ? "f" : "");
    if (!strcmp(f, "int"))
        return A_("((long)(%s))", x[0]);
    if (n == 2 && (!strcmp(f, "min") || !strcmp(f, "minimum")))
        return ints ? A_("((%s) < (%s) ? (%s) : (%s))", x[0], x[1], x[0], x[1])
                    : A_("q_fmin((%s)(%s), (%s)(%s))", qc_real(c), x[0], qc_real(c), x[1]);
    if (n == 2 && (!strcmp(f, "max") || !strcmp(f, "maximum")))
        return ints ? A_("((%s) > (%s) ? (%s) : (%s))", x[0], x[1], x[0], x[1])
                    : A_("q_fmax((%s)(%s), (%s)(%s))", qc_real(c), x[0], qc_real(c), x[1]);
    if (n == 2 && !strcmp(f, "mod"))
        return ints ? A_("q_imod(%s, %s)", x[0], x[1]) : A_("q_mod((%s)(%s), (%s)(%s))", qc_real(c), x[0], qc_real(c), x[1]);
    if (n == 2)
        return A_("%s((%s)(%s), (%s)(%s))", f, qc_real(c), x[0], qc_real(c), x[1]);
    if (n == 3 && !strcmp(f, "clamp"))
        return c->opt->single /* float bounds: an int or double one would make it fmax's double form */
                   ? A_("q_fmin(q_fmax((float)(%s), (float)(%s)), (float)(%s))", x[0], x[1], x[2])
                   : A_("q_fmin(q_fmax((double)(%s), %s), %s)", x[0], x[1], x[2]);
    if (!strcmp(f, "float"))
        return A_("(%s)(%s)", qc_real(c), x[0]);
    if (ints)
        return A_("%s(%s)", math_name(f, ints), x[0]);
    return A_("%s((%s)(%s))", math_name(f, ints), qc_real(c), x[0]); /* one overload in OpenCL C */
}

static int is_math1(const char *f)
{
    static const char *const l[] = {"abs", "sqrt", "exp", "log", "log2", "log10", "sin", "cos",
                                    "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "floor",
                                    "ceil", "round", "sign", "frac", "isnan", "isinf", "float",
                                    "exp2", "sqr", "saturate", NULL};
    for (int i = 0; l[i]; i++)
        if (!strcmp(l[i], f))
            return 1;
    return 0;
}

static int is_math2(const char *f)
{
    return !strcmp(f, "min") || !strcmp(f, "max") || !strcmp(f, "mod") || !strcmp(f, "atan2") ||
           !strcmp(f, "pow") || !strcmp(f, "minimum") || !strcmp(f, "maximum");
}

static const char *callee_name(const kf_q_node *e)
{
    return e->kind == KF_Q_CALL && e->a->kind == KF_Q_ID ? e->a->str : NULL;
}

/* Is array expression e an element-wise tree (fusable into one loop)? */
int qc_elementwise(qctx *c, qinst *in, kf_q_node *e)
{
    if (e->kind == KF_Q_BIN && is_elem_op(e->op)) {
        qtype l = qc_type(c, in, e->a), r = qc_type(c, in, e->b);
        if (QT_SMALL(l) || QT_SMALL(r))
            return 0;
        if ((e->op == '*' || e->op == '/') && l.k == QT_ARR && r.k == QT_ARR)
            return 0; /* matrix product, or a division by a matrix */
        if (e->op == '/' && r.k == QT_ARR)
            return 0;
        return 1;
    }
    if (e->kind == KF_Q_UN)
        return 1;
    const char *f = callee_name(e);
    if (f && !qc_lookup(in, f) && !qc_find_func(c, in, f, NULL) &&
        ((is_math1(f) && e->nkids == 1) || (is_math2(f) && e->nkids == 2) ||
         (!strcmp(f, "clamp") && e->nkids == 3) || (!strcmp(f, "int") && e->nkids == 1) ||
         (qc_cplx_is_fn(f) && qc_type(c, in, e).k == QT_ARR))) /* complex(A, B), real(Z), ... */
        return 1;
    return 0;
}

typedef struct {
    const char *first; /* the qarr * whose shape the result takes */
    const char *idx;
    int first_cx;      /* it is a complex array */
} qfuse;

/* x^y: a square is a product (q_sq; exactly pow's result), because
 * OpenCL's pow is a library call that PoCL does not fold, and the filters'
 * weights square in their innermost loops. */
static const char *power(qctx *c, const kf_q_node *e, const char *x, const char *y)
{
    if (e->b->kind == KF_Q_NUM && e->b->num == 2)
        return A_("q_sq((%s)(%s))", qc_real(c), x);
    return A_("pow((%s)(%s), (%s)(%s))", qc_real(c), x, qc_real(c), y);
}

static const char *elem(qctx *c, qinst *in, kf_q_node *e, qfuse *fu);

/* an operator with a complex operand, element by element (quasar_cplx.c) */
static const char *elem_cx_bin(qctx *c, qinst *in, kf_q_node *e, qfuse *fu)
{
    int lcx = qc_is_cx(qc_type(c, in, e->a)), rcx = qc_is_cx(qc_type(c, in, e->b));
    const char *l = elem(c, in, e->a, fu), *r = elem(c, in, e->b, fu);
    const char *m = qc_cplx_real_op(c, e->op, lcx, rcx, l, r); /* z .* x: no product with 0i */
    if (m)
        return m;
    if (!lcx)
        l = A_("q_cx((double)(%s), 0)", l);
    if (!rcx)
        r = A_("q_cx((double)(%s), 0)", r);
    switch (e->op) {
    case '+': return A_("q_cadd(%s, %s)", l, r);
    case '-': return A_("q_csub(%s, %s)", l, r);
    case '*':
    case KF_QT_DOTMUL: return A_("q_cmul(%s, %s)", l, r);
    case '/':
    case KF_QT_DOTDIV: return A_("q_cdiv(%s, %s)", l, r);
    case '^':
    case KF_QT_DOTPOW: return A_("q_cpow(%s, %s)", l, r);
    case KF_QT_EQ: return A_("(double)q_ceq(%s, %s)", l, r);
    case KF_QT_NE: return A_("(double)!q_ceq(%s, %s)", l, r);
    default: break;
    }
    qc_error(c, e, "operator '%s' cannot be applied to complex numbers", kf_q_tok_name(e->op));
    return "0";
}

/* C for element fu->idx of e (array or scalar) */
static const char *elem(qctx *c, qinst *in, kf_q_node *e, qfuse *fu)
{
    qtype t = qc_type(c, in, e);
    if (t.k != QT_ARR) {
        if (e->kind == KF_Q_NUM || e->kind == KF_Q_ID)
            return qc_expr(c, in, e);
        const char *v = qc_tmp(c, in);
        qc_line(c, in, "%s %s = %s;", t.k == QT_INT ? "long" : t.k == QT_CPLX ? "qcplx" : qc_real(c), v,
                qc_expr(c, in, e));
        return v;
    }
    if (!qc_elementwise(c, in, e)) {
        const char *a = qc_arr(c, in, e);
        if (!fu->first) {
            fu->first = a;
            fu->first_cx = t.cx;
        } else if (strcmp(a, fu->first)) /* y .* y: one array, no test (gcc warns on x != x) */
            qc_line(c, in, "if (%s->n != %s->n) q_fail(\"%s:%u: element-wise operands of different sizes\");",
                    a, fu->first, e->file, e->line);
        return t.cx ? A_("Q_CD(%s)[%s]", a, fu->idx) : A_("%s->d[%s]", a, fu->idx);
    }
    if (e->kind == KF_Q_UN && t.cx) {
        if (e->op == '!') {
            qc_error(c, e, "'!' cannot be applied to complex numbers");
            return "0";
        }
        return A_("q_cneg(%s)", elem(c, in, e->a, fu));
    }
    if (e->kind == KF_Q_UN)
        return A_("(%s(%s))", e->op == '!' ? A_("(%s)!", qc_real(c)) : "-", elem(c, in, e->a, fu));
    if (e->kind == KF_Q_BIN && (qc_is_cx(qc_type(c, in, e->a)) || qc_is_cx(qc_type(c, in, e->b))))
        return elem_cx_bin(c, in, e, fu);
    if (e->kind == KF_Q_BIN) {
        const char *l = elem(c, in, e->a, fu), *r = elem(c, in, e->b, fu);
        if (e->op == KF_QT_DOTPOW || e->op == '^')
            return power(c, e, l, r);
        if (e->op == '*' || e->op == '/' || e->op == '+' || e->op == '-' || e->op == KF_QT_DOTMUL ||
            e->op == KF_QT_DOTDIV)
            return A_("(%s %s %s)", l, cop(e->op), r);
        return A_("(%s)(%s %s %s)", qc_real(c), l, cop(e->op), r);
    }
    const char *f = callee_name(e);
    const char *x[3];
    int cx[3] = {0, 0, 0}, anycx = 0;
    for (int i = 0; i < e->nkids && i < 3; i++) {
        x[i] = elem(c, in, e->kids[i], fu);
        anycx |= cx[i] = qc_is_cx(qc_type(c, in, e->kids[i]));
    }
    if (qc_cplx_is_fn(f) && (anycx || !is_math1(f))) /* complex(A, B), abs(Z), ... (quasar_cplx.c) */
        return qc_cplx_elem_fn(c, f, x, cx, e->nkids);
    return qc_scalar_fn(c, f, x, e->nkids, 0);
}

/* host code on every target: the device targets fetched the operands
 * before the statement (quasar_resid.c).  `off`: the automatic kernel
 * generator is off for it (seed 002 §17.3), so the loop stays sequential */
static void omp_for(qctx *c, qinst *in, const char *off, const char *n, const char *extra)
{
    if (!in->in_kernel && !in->ocl && !off)
        qc_line(c, in, "#pragma omp parallel for%s if (%s > 16384)", extra, n);
}

/* why the kernel generator leaves host expression e a sequential loop
 * (--no-parallelize, {!expression_optimizer off}), said once on --explain
 * and analyze's report; NULL when it makes a kernel of it */
static const char *kgen_off(qctx *c, qinst *in, kf_q_node *e, const char *what)
{
    if (in->in_kernel || in->ocl)
        return NULL;
    const char *off = qc_settings_kgen_off(c, e);
    if (!off)
        return NULL;
    qc_explain(c, "kgen", e, "%s: a sequential loop, as written: %s", what, off);
    if (c->report)
        fprintf(c->report, "%s:%u:%u: %s: a sequential loop (the automatic kernel generator is off: %s)\n",
                e->file, e->line, e->col, what, off);
    return off;
}

/* An element-wise tree materialised: one loop (§17.1.2). */
static const char *fuse(qctx *c, qinst *in, kf_q_node *e)
{
    /* a kernel (quasar_loopk.c), complex values included (their elements
     * are qcplx pairs in every dialect, quasar_common.txt) */
    const char *off = kgen_off(c, in, e, "element-wise expression");
    if (c->opt->target != KF_QC_OPENMP && !in->in_kernel && !in->ocl && !off)
        return qc_loopk_fuse(c, in, e, in->fuse_top == e);
    qfuse fu = {NULL, NULL, 0};
    const char *i = qc_tmp(c, in);
    fu.idx = i;
    /* operands first: their statements run before the loop */
    qbuf save = in->body;
    in->body = (qbuf){0};
    const char *body = elem(c, in, e, &fu);
    qbuf pre = in->body;
    in->body = save;
    if (pre.s)
        qb_printf(&in->body, "%s", pre.s);
    qb_free(&pre);
    if (!fu.first) {
        qc_error(c, e, "an array expression with no array operand");
        return "NULL";
    }
    const char *t = qc_tmp(c, in);
    if (c->report && !in->in_kernel && !off)
        fprintf(c->report, "%s:%u:%u: expression: one fused kernel (automatic kernel generator)\n",
                e->file, e->line, e->col);
    int cx = qc_type(c, in, e).cx; /* complex(A, B), Z .* W: complex; abs(Z): real */
    if (cx == fu.first_cx)
        qc_line(c, in, "qarr *%s = qa_like(%s);", t, fu.first);
    else
        qc_line(c, in, "qarr *%s = qa_like_cx(%s, %d);", t, fu.first, cx);
    omp_for(c, in, off, A_("%s->n", t), "");
    qc_line(c, in, "for (long %s = 0; %s < %s->n; %s++) %s = %s;", i, i, t, i,
            cx ? A_("Q_CD(%s)[%s]", t, i) : A_("%s->d[%s]", t, i), body);
    return t;
}

/* sum/prod/mean of a complex array expression (element x): the real and
 * imaginary parts in two accumulators, which OpenMP reduces (it cannot
 * reduce a struct); a product is one serial loop */
static const char *reduce_cx(qctx *c, qinst *in, const char *op, kf_q_node *arg, qfuse *fu, const char *x,
                             const char *off)
{
    const char *i = fu->idx, *acc = qc_tmp(c, in);
    if (c->report && !in->in_kernel && !off)
        fprintf(c->report, "%s:%u:%u: %s(...): one fused reduction kernel (automatic kernel generator)\n",
                arg->file, arg->line, arg->col, op);
    if (!strcmp(op, "prod")) {
        qc_line(c, in, "qcplx %s = q_cx(1, 0);", acc);
        qc_line(c, in, "for (long %s = 0; %s < %s->n; %s++) %s = q_cmul(%s, %s);", i, i, fu->first, i, acc, acc, x);
        return acc;
    }
    const char *z = qc_tmp(c, in);
    qc_line(c, in, "double %s_re = 0.0, %s_im = 0.0;", acc, acc);
    omp_for(c, in, off, A_("%s->n", fu->first), A_(" reduction(+:%s_re, %s_im)", acc, acc));
    qc_line(c, in, "for (long %s = 0; %s < %s->n; %s++) { qcplx %s = %s; %s_re += %s.re; %s_im += %s.im; }", i, i,
            fu->first, i, z, x, acc, z, acc, z);
    if (!strcmp(op, "mean"))
        return A_("q_cx(%s_re / (double)%s->n, %s_im / (double)%s->n)", acc, fu->first, acc, fu->first);
    return A_("q_cx(%s_re, %s_im)", acc, acc);
}

/* sum/prod/min/max/mean of an array expression: one reduction loop */
const char *qc_reduce(qctx *c, qinst *in, const char *op, kf_q_node *arg)
{
    qtype t = qc_type(c, in, arg);
    if (QT_SMALL(t)) {
        const char *s = qc_comp(c, in, arg, 0);
        for (int k = 1; k < t.nd; k++) {
            const char *x = qc_comp(c, in, arg, k);
            s = !strcmp(op, "sum") || !strcmp(op, "mean") ? A_("(%s + %s)", s, x)
              : !strcmp(op, "prod") ? A_("(%s * %s)", s, x)
              : A_("((%s) %s (%s) ? (%s) : (%s))", s, op[1] == 'i' ? "<" : ">", x, s, x);
        }
        return !strcmp(op, "mean") ? A_("((%s)%s / %d)", qc_real(c), s, t.nd) : s;
    }
    if (t.k != QT_ARR)
        return qc_expr(c, in, arg);
    const char *dev = qc_red_why(c, in, arg); /* a tree per group on the device (quasar_red.c) */
    if (!dev)
        return qc_red_fused(c, in, op, arg);
    if (*dev)
        qc_explain(c, "reduction", arg, "%s(...): an OpenMP reduction loop on the host: %s", op, dev);
    qfuse fu = {NULL, NULL, 0};
    const char *i = qc_tmp(c, in);
    fu.idx = i;
    const char *x = elem(c, in, arg, &fu);
    const char *off = kgen_off(c, in, arg, A_("%s(...)", op));
    if (t.cx)
        return reduce_cx(c, in, op, arg, &fu, x, off);
    const char *acc = qc_tmp(c, in);
    const char *init = !strcmp(op, "prod") ? "1.0" : !strcmp(op, "min") ? "INFINITY"
                     : !strcmp(op, "max") ? "-INFINITY" : "0.0";
    const char *red = !strcmp(op, "prod") ? "*" : !strcmp(op, "min") ? "min"
                    : !strcmp(op, "max") ? "max" : "+";
    if (c->report && !in->in_kernel && !off)
        fprintf(c->report, "%s:%u:%u: %s(...): one fused reduction kernel (automatic kernel generator)\n",
                arg->file, arg->line, arg->col, op);
    qc_line(c, in, "%s %s = %s;", qc_real(c), acc, init); /* in float under --scalar float, as Quasar sums */
    omp_for(c, in, off, A_("%s->n", fu.first), A_(" reduction(%s:%s)", red, acc));
    const char *upd = !strcmp(op, "min") ? A_("%s = fmin(%s, %s);", acc, acc, x)
                    : !strcmp(op, "max") ? A_("%s = fmax(%s, %s);", acc, acc, x)
                    : A_("%s %s= %s;", acc, red, x);
    qc_line(c, in, "for (long %s = 0; %s < %s->n; %s++) %s", i, i, fu.first, i, upd);
    return !strcmp(op, "mean") ? A_("(%s / (%s)%s->n)", acc, qc_real(c), fu.first) : acc;
}

static const char *sel(qctx *c, qinst *in, kf_q_node *k)
{
    if (k->kind == KF_Q_COLON)
        return "(qsel){2, 0, 0, 1}";
    if (k->kind == KF_Q_RANGE)
        return A_("(qsel){1, %s, %s, %s}", qc_expr(c, in, k->a), qc_expr(c, in, k->b),
                  k->c ? qc_expr(c, in, k->c) : "1");
    qtype t = qc_type(c, in, k);
    if (t.k == QT_ARR) {
        qc_error(c, k, "indexing with an array of indices is not supported; use a range a..b");
        return "";
    }
    const char *i = qc_expr(c, in, k);
    return A_("(qsel){0, (long)(%s), 0, 1}", i);
}

static int has_slice(qctx *c, qinst *in, kf_q_node *e)
{
    for (int i = 0; i < e->nkids; i++)
        if (e->kids[i]->kind == KF_Q_COLON || qc_type(c, in, e->kids[i]).k == QT_ARR)
            return 1;
    return 0;
}

/* a slice A[..] as qa_slice / qa_slice_set arguments */
const char *qc_slice_args(qctx *c, qinst *in, kf_q_node *e, const char *base)
{
    const char *s[3] = {"(qsel){0, 0, 0, 1}", "(qsel){0, 0, 0, 1}", "(qsel){0, 0, 0, 1}"};
    for (int i = 0; i < e->nkids && i < 3; i++)
        s[i] = sel(c, in, e->kids[i]);
    return A_("%s, %d, %s, %s, %s", base, e->nkids, s[0], s[1], s[2]);
}

static const char *wrap(qctx *c, const char *acc, const char *i, const char *n)
{
    if (!acc || !strcmp(acc, "unchecked") || !strcmp(acc, "safe"))
        return i;
    if (!strcmp(acc, "clamped"))
        return A_("q_clamp(%s, %s)", i, n);
    if (!strcmp(acc, "mirror"))
        return A_("q_mirror(%s, %s)", i, n);
    if (!strcmp(acc, "circular"))
        return A_("q_circ(%s, %s)", i, n);
    if (!strcmp(acc, "checked"))
        return A_("q_chk(%s, %s)", i, n);
    return i;
}

/* Element access A[i, j] (scalar indices, or one ivec) as an lvalue when
 * store, honouring the variable's boundary accessor. */
const char *qc_index(qctx *c, qinst *in, kf_q_node *e, int store)
{
    const char *b;
    const char *acc = NULL;
    qvar *v = NULL;
    if (e->a->kind == KF_Q_ID) {
        v = resolve(c, in, e->a->str);
        if (!v) {
            qc_error(c, e->a, "'%s' is not defined", e->a->str);
            return "0";
        }
        b = v->cname;
        acc = v->acc;
    } else
        b = qc_arr(c, in, e->a);
    const char *ix[4];
    int n = e->nkids;
    if (n == 1 && qc_type(c, in, e->kids[0]).k == QT_IVEC) {
        kf_q_node *k = e->kids[0];
        n = qc_type(c, in, k).nd;
        for (int i = 0; i < n; i++)
            ix[i] = qc_comp(c, in, k, i);
    } else
        for (int i = 0; i < n && i < 4; i++) {
            qtype t = qc_type(c, in, e->kids[i]);
            const char *x = qc_expr(c, in, e->kids[i]);
            ix[i] = t.k == QT_SCALAR ? A_("(long)(%s)", x) : x;
        }
    if (n > 4 || (n == 4 && qc_type(c, in, e->a).nd != 4)) {
        qc_error(c, e, "%d indices: arrays of one to three dimensions, and cube{4}, are supported", n);
        return "0";
    }
    if (n == 0) { /* x[] = v once read unset indices (found by make fuzz-quasar) */
        qc_error(c, e, "an element is named by one to three indices");
        return "0";
    }
    const char *lin;
    const char *inb = NULL;
    if (n == 4) /* cube{4}: host code only, so no accessor applies (quasar_inst.c refuses it in kernels) */
        return qc_type(c, in, e->a).cx
                   ? A_("Q_CD(%s)[(((%s) * %s->dim[1] + (%s)) * %s->dim[2] + (%s)) * %s->dim[3] + (%s)]", b, ix[0], b, ix[1], b, ix[2], b, ix[3])
                   : A_("%s->d[(((%s) * %s->dim[1] + (%s)) * %s->dim[2] + (%s)) * %s->dim[3] + (%s)]", b, ix[0], b, ix[1], b, ix[2], b, ix[3]);
    unsigned ok = qc_bounds_proven(c, in, e, v, n); /* indices the launch domain keeps inside */
    if (ok == (1u << n) - 1)
        acc = NULL; /* quasar_bounds.c: no accessor, no 'safe test */
    int view = qc_type(c, in, e->a).view; /* rows ld apart (quasar_slice.c's slice-view) */
    if (view && n == 3) {
        qc_error(c, e, "internal: a view of a matrix indexed by three indices");
        return "0";
    }
    if (n == 1) {
        const char *nn = A_("%s->n", b);
        lin = wrap(c, acc, ix[0], nn);
        inb = A_("(%s) >= 0 && (%s) < %s", ix[0], ix[0], nn);
        if (view) /* element k of the rows in order: row k / dim[1] */
            lin = A_("((%s) / %s->dim[1]) * %s->ld + (%s) %% %s->dim[1]", lin, b, b, lin, b);
    } else {
        const char *w[3];
        for (int i = 0; i < n; i++)
            w[i] = wrap(c, ok >> i & 1 ? NULL : acc, ix[i], A_("%s->dim[%d]", b, i));
        lin = n == 2 ? A_("(%s) * %s->%s + (%s)", w[0], b, view ? "ld" : "dim[1]", w[1])
                     : A_("((%s) * %s->dim[1] + (%s)) * %s->dim[2] + (%s)", w[0], b, w[1], b, w[2]);
        inb = n == 2 ? A_("(%s) >= 0 && (%s) < %s->dim[0] && (%s) >= 0 && (%s) < %s->dim[1]", ix[0],
                          ix[0], b, ix[1], ix[1], b)
                     : A_("(%s) >= 0 && (%s) < %s->dim[0] && (%s) >= 0 && (%s) < %s->dim[1] && (%s) >= 0 && (%s) < %s->dim[2]",
                          ix[0], ix[0], b, ix[1], ix[1], b, ix[2], ix[2], b);
    }
    const char *el = qc_type(c, in, e->a).cx ? A_("Q_CD(%s)[%s]", b, lin) /* a qcplx (quasar_cplx.c) */
                                              : A_("%s->d[%s]", b, lin);
    if (acc && !strcmp(acc, "safe") && !store)
        return A_("((%s) ? %s : %s)", inb, el, qc_type(c, in, e->a).cx ? "q_cx(0, 0)" : "0.0");
    in->guard = acc && !strcmp(acc, "safe") && store ? inb : NULL; /* writes out of bounds are dropped */
    return el;
}

/* component k of an ivec- or vecN-typed expression (quasar_svec.c) */
const char *qc_comp(qctx *c, qinst *in, kf_q_node *e, int k)
{
    qtype t = qc_type(c, in, e);
    if (t.k == QT_INT || t.k == QT_SCALAR)
        return qc_expr(c, in, e);
    if (!QT_SMALL(t)) {
        qc_error(c, e, "expected a small vector here");
        return "0";
    }
    switch (e->kind) {
    case KF_Q_ID: {
        qvar *v = resolve(c, in, e->str);
        return v ? A_("%s[%d]", v->cname, k) : "0";
    }
    case KF_Q_MATRIX: return k < e->nkids ? qc_expr(c, in, e->kids[k]) : "0";
    case KF_Q_UN: return A_("(-%s)", qc_comp(c, in, e->a, k));
    case KF_Q_BIN: {
        const char *x = qc_comp(c, in, e->a, k), *y = qc_comp(c, in, e->b, k);
        if (e->op == '^' || e->op == KF_QT_DOTPOW)
            return power(c, e, x, y);
        if (e->op == '/' || e->op == KF_QT_DOTDIV)
            return A_("((%s)(%s) / (%s))", qc_real(c), x, y);
        return A_("(%s %s %s)", x, e->op == KF_QT_DOTMUL ? "*" : cop(e->op), y);
    }
    case KF_Q_COND:
        return A_("(%s ? %s : %s)", qc_expr(c, in, e->a), qc_comp(c, in, e->b, k), qc_comp(c, in, e->c, k));
    case KF_Q_INDEX: { /* x[i, j, 0..2] in a kernel (quasar_svec.c) */
        int which, lo;
        if (qc_svec_slice(c, in, e, &which, &lo))
            return qc_index(c, in, qc_svec_elem(c, e, which, lo + k), 0);
        break;
    }
    case KF_Q_META:
        if (!strcmp(e->str, "inline") && e->nkids == 1)
            return qc_comp(c, in, e->kids[0], k);
        break;
    case KF_Q_CALL:
        if (callee_name(e) && !strcmp(callee_name(e), "size") && e->nkids == 1) {
            const char *a = qc_arr(c, in, e->kids[0]);
            return A_("%s->dim[%d]", a, k);
        }
        if (!callee_name(e) || !qc_is_builtin(callee_name(e)) || resolve(c, in, callee_name(e)) ||
            qc_find_func(c, in, callee_name(e), NULL)) /* a function giving a small vector */
            return qc_call_comp(c, in, e, k);
        { /* sqrt(v), min(v, w), lerp(a, b, t), size(A, 0..1) (quasar_svec.c) */
            const char *r = qc_svec_call_comp(c, in, e, k);
            if (r)
                return r;
        }
        break;
    default: break;
    }
    qc_error(c, e, "this small-vector expression is not supported");
    return "0";
}

/* An ivec value as a 1 x n array. */
const char *qc_to_arr(qctx *c, qinst *in, kf_q_node *e)
{
    qtype t = qc_type(c, in, e);
    if (t.k == QT_ARR)
        return qc_arr(c, in, e);
    if (in->in_kernel) { /* v = a; v = [pos, 1] in a kernel: no allocation there */
        qc_error(c, e, "this array expression needs dynamic kernel memory inside a kernel");
        return "NULL";
    }
    const char *v = qc_tmp(c, in);
    qc_line(c, in, "qarr *%s = qa_uninit(1, 1, %d, 1);", v, t.nd);
    for (int k = 0; k < t.nd; k++)
        qc_line(c, in, "%s->d[%d] = %s;", v, k, qc_comp(c, in, e, k));
    return qc_own(c, in, v);
}

static const char *arr_value(qctx *c, qinst *in, kf_q_node *e);

/* An array value: a variable (borrowed) or a temporary the statement owns
 * (quasar_own.c). */
const char *qc_arr(qctx *c, qinst *in, kf_q_node *e)
{
    if (qc_is_cell_index(c, in, e)) /* borrowed from the cell (quasar_cell.c) */
        return qc_cell_get(c, in, e);
    const char *r = arr_value(c, in, e);
    return e->kind == KF_Q_ID ? r : qc_own(c, in, r);
}

static const char *arr_value(qctx *c, qinst *in, kf_q_node *e)
{
    qtype t = qc_type(c, in, e);
    if (c->failed)
        return "NULL";
    if (t.k == QT_IVEC)
        return qc_to_arr(c, in, e);
    if (t.k != QT_ARR) {
        char buf[16];
        qc_error(c, e, "expected an array, not %s", qt_name(t, buf, sizeof buf));
        return "NULL";
    }
    if (in->in_kernel && e->kind == KF_Q_CALL && e->a->kind == KF_Q_ID && !strcmp(e->a->str, "shared") &&
        !qc_lookup(in, "shared"))
        return qc_blk_shared(c, in, e); /* a block's memory (quasar_block.c) */
    if (in->in_kernel && e->kind != KF_Q_ID) {
        qc_error(c, e, "this array expression needs dynamic kernel memory inside a kernel");
        return "NULL";
    }
    switch (e->kind) {
    case KF_Q_ID: {
        qvar *v = resolve(c, in, e->str);
        return v ? v->cname : "NULL";
    }
    case KF_Q_RANGE: {
        const char *v = qc_tmp(c, in);
        qc_line(c, in, "qarr *%s = qa_range(%s, %s, %s);", v, qc_expr(c, in, e->a), qc_expr(c, in, e->b),
                e->c ? qc_expr(c, in, e->c) : "1");
        return v;
    }
    case KF_Q_MATRIX: {
        const char *v = qc_tmp(c, in);
        if (e->nkids && e->kids[0]->kind == KF_Q_MATRIX) {
            int cols = e->kids[0]->nkids;
            for (int r = 1; r < e->nkids; r++)
                if (e->kids[r]->nkids != cols) {
                    qc_error(c, e->kids[r], "rows of different lengths (%d and %d)", cols,
                             e->kids[r]->nkids);
                    return "NULL";
                }
            qc_line(c, in, t.cx ? "qarr *%s = qa_alloc(2, %d, %d, 1, 1);" : "qarr *%s = qa_uninit(2, %d, %d, 1);", v,
                    e->nkids, cols);
            for (int r = 0; r < e->nkids; r++)
                for (int k = 0; k < cols; k++)
                    qc_line(c, in, t.cx ? "Q_CD(%s)[%d] = %s;" : "%s->d[%d] = %s;", v, r * cols + k,
                            t.cx ? qc_cplx(c, in, e->kids[r]->kids[k]) : qc_expr(c, in, e->kids[r]->kids[k]));
            return v;
        }
        qc_line(c, in, t.cx ? "qarr *%s = qa_alloc(1, 1, %d, 1, 1);" : "qarr *%s = qa_uninit(1, 1, %d, 1);", v,
                e->nkids);
        for (int k = 0; k < e->nkids; k++) /* [1, 2i]: each element a qcplx (quasar_cplx.c) */
            qc_line(c, in, t.cx ? "Q_CD(%s)[%d] = %s;" : "%s->d[%d] = %s;", v, k,
                    t.cx ? qc_cplx(c, in, e->kids[k]) : qc_expr(c, in, e->kids[k]));
        return v;
    }
    case KF_Q_TRANS: {
        const char *a = qc_arr(c, in, e->a);
        const char *v = qc_tmp(c, in);
        qc_line(c, in, "qarr *%s = qa_transpose(%s);", v, a);
        return v;
    }
    case KF_Q_INDEX: {
        const char *a = qc_arr(c, in, e->a);
        const char *v = qc_tmp(c, in);
        qc_line(c, in, "qarr *%s = %s(%s);", v, c->slice_ref != e ? "qa_slice" : c->slice_view ? "qa_slice_view" : "qa_slice_ref",
                qc_slice_args(c, in, e, a));
        return v;
    }
    case KF_Q_BIN:
        if (!qc_elementwise(c, in, e)) {
            qtype l = qc_type(c, in, e->a), r = qc_type(c, in, e->b);
            if (e->op == '*' && l.k == QT_ARR && r.k == QT_ARR) {
                const char *x = qc_arr(c, in, e->a), *y = qc_arr(c, in, e->b);
                const char *v = qc_tmp(c, in);
                qc_line(c, in, "qarr *%s = qa_matmul(%s, %s);", v, x, y);
                return v;
            }
            qc_error(c, e, "operator '%s' is not supported on these operands", kf_q_tok_name(e->op));
            return "NULL";
        }
        return fuse(c, in, e);
    case KF_Q_UN: return fuse(c, in, e);
    case KF_Q_CALL:
        if (qc_elementwise(c, in, e))
            return fuse(c, in, e);
        return qc_call(c, in, e, NULL, 0);
    case KF_Q_META:
        if (!strcmp(e->str, "inline") && e->nkids == 1)
            return qc_arr(c, in, e->kids[0]);
        break;
    default: break;
    }
    qc_error(c, e, "this array expression is not supported");
    return "NULL";
}

/* A select of quasar_diverge.c, `test ? a : b` of numbers whose sides
 * are safe to evaluate always: a and b into temporaries, then the select
 * of the temporaries (the test first, into a temporary too, unless
 * QC_SELECT_TEST_LAST).  Inside `?:` gcc keeps a side's floating-point
 * operations behind a branch (they may trap), and a branch keeps the
 * launch's `omp simd` loop scalar; so does a temporary of `a || b`. */
static const char *select_ahead(qctx *c, qinst *in, kf_q_node *e)
{
    qtype tt = qc_type(c, in, e->a), t = qc_type(c, in, e);
    const char *tc = NULL;
    if (!(e->flags & QC_SELECT_TEST_LAST)) {
        tc = qc_tmp(c, in);
        qc_line(c, in, "%s %s = %s;", tt.k == QT_INT ? "long" : qc_real(c), tc, qc_expr(c, in, e->a));
    }
    const char *ta = qc_tmp(c, in);
    qc_line(c, in, "%s %s = %s;", t.k == QT_INT ? "long" : qc_real(c), ta, qc_expr(c, in, e->b));
    const char *tb = qc_tmp(c, in);
    qc_line(c, in, "%s %s = %s;", t.k == QT_INT ? "long" : qc_real(c), tb, qc_expr(c, in, e->c));
    return A_("(%s ? %s : %s)", tc ? tc : qc_expr(c, in, e->a), ta, tb);
}

/* A scalar, integer or string value (arrays: qc_arr). */
const char *qc_expr(qctx *c, qinst *in, kf_q_node *e)
{
    if (c->failed)
        return "0";
    qtype t = qc_type(c, in, e);
    if (c->failed)
        return "0";
    if (t.k == QT_ARR)
        return qc_arr(c, in, e);
    if (QT_SMALL(t) && (e->kind != KF_Q_CALL || (t.k == QT_RVEC && callee_name(e) && qc_is_builtin(callee_name(e)) &&
                                                  !resolve(c, in, callee_name(e)) &&
                                                  !qc_find_func(c, in, callee_name(e), NULL)))) {
        qc_error(c, e, "a small vector where a scalar is expected");
        return "0";
    }
    switch (e->kind) {
    case KF_Q_NUM:
        if (e->op == 'i') /* an imaginary literal (quasar_cplx.c) */
            return A_("q_cx(0, %s)", num(c, e->num, 0));
        return num(c, e->num, e->is_int);
    case KF_Q_STR: {
        qbuf b = {0};
        qb_printf(&b, "\"");
        for (const char *s = e->str; *s; s++) {
            if (*s == '"' || *s == '\\')
                qb_printf(&b, "\\%c", *s);
            else if (*s == '\n')
                qb_printf(&b, "\\n");
            else if ((unsigned char)*s < 32)
                qb_printf(&b, "\\%03o", (unsigned char)*s);
            else
                qb_printf(&b, "%c", *s);
        }
        qb_printf(&b, "\"");
        const char *r = kf_arena_strdup(c->a, b.s);
        qb_free(&b);
        return r;
    }
    case KF_Q_ID: {
        if (!strcmp(e->str, "pi") && !resolve(c, in, e->str))
            return "M_PI";
        if (!strcmp(e->str, "Inf") && !resolve(c, in, e->str))
            return "INFINITY";
        if (!strcmp(e->str, "NaN") && !resolve(c, in, e->str))
            return "NAN";
        if (!strcmp(e->str, "eps") && !resolve(c, in, e->str))
            return "2.220446049250313e-16";
        if (!strcmp(e->str, "true") && !resolve(c, in, e->str))
            return "1L";
        if (!strcmp(e->str, "false") && !resolve(c, in, e->str))
            return "0L";
        qvar *v = resolve(c, in, e->str);
        if (!v) {
            qc_error(c, e, "'%s' is not defined", e->str);
            return "0";
        }
        if (v->t.k == QT_FUNC) {
            qc_error(c, e, "a function is not a value here");
            return "0";
        }
        return v->cname;
    }
    case KF_Q_BIN: {
        qtype l = qc_type(c, in, e->a), r = qc_type(c, in, e->b);
        if (t.k == QT_STR) {
            const char *x = qc_expr(c, in, e->a), *y = qc_expr(c, in, e->b);
            if (l.k != QT_STR) /* each new string owned by the statement (quasar_own.c) */
                x = qc_own_str(c, in, A_("q_num2str(%s)", x));
            if (r.k != QT_STR)
                y = qc_own_str(c, in, A_("q_num2str(%s)", y));
            return qc_own_str(c, in, A_("q_strcat(%s, %s)", x, y));
        }
        if (t.k == QT_CPLX || l.k == QT_CPLX || r.k == QT_CPLX) /* quasar_cplx.c */
            return qc_cplx_bin(c, in, e);
        if (l.k == QT_STR && r.k == QT_STR)
            return A_("(strcmp(%s, %s) %s 0)", qc_expr(c, in, e->a), qc_expr(c, in, e->b), cop(e->op));
        if (QT_SMALL(l) || QT_SMALL(r)) { /* comparisons of small vectors: all components */
            int n = QT_SMALL(l) ? l.nd : r.nd;
            const char *s = "1";
            for (int k = 0; k < n; k++)
                s = A_("%s && (%s %s %s)", s, qc_comp(c, in, e->a, k), cop(e->op), qc_comp(c, in, e->b, k));
            return A_("(%s)", s);
        }
        const char *x = qc_expr(c, in, e->a), *y = qc_expr(c, in, e->b);
        if (e->op == '^' || e->op == KF_QT_DOTPOW)
            return power(c, e, x, y);
        if (e->op == '/' || e->op == KF_QT_DOTDIV)
            return A_("((%s)(%s) / (%s))", qc_real(c), x, y);
        return A_("(%s %s %s)", x, cop(e->op), y);
    }
    case KF_Q_UN:
        if (t.k == QT_CPLX)
            return e->op == '-' ? A_("q_cneg(%s)", qc_expr(c, in, e->a)) : qc_expr(c, in, e->a);
        return A_("(%s%s)", e->op == '!' ? "!" : "-", qc_expr(c, in, e->a));
    case KF_Q_INDEX:
        if (QT_SMALL(qc_type(c, in, e->a))) {
            qtype vt = qc_type(c, in, e->a);
            if (e->nkids != 1) {
                qc_error(c, e, "a small vector takes one index");
                return "0";
            }
            kf_q_node *k = e->kids[0];
            if (k->kind == KF_Q_NUM) {
                if (k->num < 0 || k->num >= vt.nd) {
                    qc_error(c, k, "index %.0f out of bounds of a vector of length %d", k->num, vt.nd);
                    return "0";
                }
                return qc_comp(c, in, e->a, (int)k->num);
            }
            const char *i = qc_expr(c, in, k), *s = qc_comp(c, in, e->a, vt.nd - 1);
            for (int j = vt.nd - 2; j >= 0; j--)
                s = A_("((%s) == %d ? %s : %s)", i, j, qc_comp(c, in, e->a, j), s);
            return s;
        }
        if (has_slice(c, in, e))
            return qc_arr(c, in, e);
        return qc_index(c, in, e, 0);
    case KF_Q_CELL: return qc_cell_literal(c, in, e);
    case KF_Q_CALL:
        if (t.k == QT_STR) /* sprintf or a function: a new string */
            return qc_own_str(c, in, qc_call(c, in, e, NULL, 0));
        if (t.k == QT_CELL) /* cell(n) or a function: a new cell */
            return qc_own_cell(c, in, qc_call(c, in, e, NULL, 0));
        return qc_call(c, in, e, NULL, 0);
    case KF_Q_COND:
        if (e->flags & QC_SELECT_AHEAD) /* quasar_diverge.c: test, then both sides, then the select */
            return select_ahead(c, in, e);
        return A_("(%s ? %s : %s)", qc_expr(c, in, e->a), qc_expr(c, in, e->b), qc_expr(c, in, e->c));
    case KF_Q_TRANS: return qc_expr(c, in, e->a);
    case KF_Q_META:
        if (!strcmp(e->str, "target")) /* quasar_target.c */
            return qc_target_meta(c, in, e) ? "1L" : "0L";
        if (!strcmp(e->str, "inline") && e->nkids == 1)
            return qc_expr(c, in, e->kids[0]);
        qc_warn(c, e, "meta-function $%s is not supported and is ignored", e->str);
        return "0";
    default: break;
    }
    qc_error(c, e, "this expression is not supported here");
    return "0";
}
