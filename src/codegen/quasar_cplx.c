/*
 * quasar_cplx.c: complex scalars (Quasar's cscalar; issue 15), in host
 * code, kernels and device functions alike.
 *
 * OpenCL C has no complex type, so every dialect gets the same struct of
 * two doubles and the same helper functions (quasar_common.txt, compiled
 * as C, OpenCL C and CUDA):
 *
 *   1 + 2i            q_cadd(q_cx(1, 0), q_cx(0, 2))
 *   z * w, z / w      q_cmul(z, w), q_cdiv(z, w) (Smith's division)
 *   z * 2, z / x      q_cmulr(z, (double)(2L)), q_cdivr(z, (double)(q_x))
 *   complex(a, b)     q_cx(a, b)
 *   real imag abs angle conj exp log sqrt of z   z.re, z.im, q_cabs(z), ...
 *
 * A real operand is promoted (q_cx(x, 0)); a variable assigned real and
 * complex values is complex.  A kernel's complex parameter is passed as the
 * struct (qcl_cplx on OpenCL, by value to a CUDA launcher).
 *
 * Complex arrays (cvec, cmat, ccube: QT_ARR with cx) are the qarr of real
 * arrays with cx set, each element two doubles, re then im (interleaved,
 * C99's layout), seen as qcplx through Q_CD(a) in every dialect:
 *
 *   Z[i, j]            Q_CD(q_Z)[(i) * q_Z->dim[1] + (j)]      (a qcplx lvalue)
 *   W = Z .* exp(1i*A) t = qa_like_cx(Z, 1);
 *                      for (...) Q_CD(t)[i] = q_cmul(Q_CD(Z)[i], q_cexp(q_cmulr(q_cx(0, 1), (double)(A->d[i]))));
 *   abs(Z), real(Z)    a real array of Z's shape, one fused loop
 *   sum(Z)             two real accumulators (OpenMP reduces doubles, not structs)
 *
 * so element-wise expressions stay one loop (seed 002 §17.1.2) and a
 * kernel reads and writes elements as it does real ones.  What has no
 * complex meaning here is refused with a diagnostic at the operator or
 * call: ordering, min/max, real-only functions of complex values.  The
 * matrix product, reductions along a dimension and repmat are the
 * run-time support's (qa_matmul, qa_reduce_dim, qa_repmat: complex forms).
 */
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

const char *qc_cplx(qctx *c, qinst *in, kf_q_node *e)
{
    qtype t = qc_type(c, in, e);
    const char *x = qc_expr(c, in, e);
    return t.k == QT_CPLX ? x : A_("q_cx((double)(%s), 0)", x);
}

/* z * x, x * z, z / x with a real x: q_cmulr, q_cdivr (C99 Annex G's
 * mixed arithmetic: x is not made x + 0i), else NULL */
const char *qc_cplx_real_op(qctx *c, int op, int lcx, int rcx, const char *l, const char *r)
{
    int mul = op == '*' || op == KF_QT_DOTMUL, div = op == '/' || op == KF_QT_DOTDIV;
    if (mul && lcx && !rcx)
        return A_("q_cmulr(%s, (double)(%s))", l, r);
    if (mul && !lcx && rcx)
        return A_("q_cmulr(%s, (double)(%s))", r, l);
    if (div && lcx && !rcx)
        return A_("q_cdivr(%s, (double)(%s))", l, r);
    return NULL;
}

const char *qc_cplx_bin(qctx *c, qinst *in, kf_q_node *e)
{
    int lcx = qc_is_cx(qc_type(c, in, e->a)), rcx = qc_is_cx(qc_type(c, in, e->b));
    if (lcx != rcx && (e->op == '*' || e->op == KF_QT_DOTMUL || (lcx && (e->op == '/' || e->op == KF_QT_DOTDIV))))
        return qc_cplx_real_op(c, e->op, lcx, rcx, qc_expr(c, in, e->a), qc_expr(c, in, e->b));
    const char *x = qc_cplx(c, in, e->a), *y = qc_cplx(c, in, e->b);
    switch (e->op) {
    case '+': return A_("q_cadd(%s, %s)", x, y);
    case '-': return A_("q_csub(%s, %s)", x, y);
    case '*':
    case KF_QT_DOTMUL: return A_("q_cmul(%s, %s)", x, y);
    case '/':
    case KF_QT_DOTDIV: return A_("q_cdiv(%s, %s)", x, y);
    case '^':
    case KF_QT_DOTPOW: return A_("q_cpow(%s, %s)", x, y);
    case KF_QT_EQ: return A_("q_ceq(%s, %s)", x, y);
    case KF_QT_NE: return A_("(!q_ceq(%s, %s))", x, y);
    default: break;
    }
    qc_error(c, e, "operator '%s' cannot be applied to complex numbers", kf_q_tok_name(e->op));
    return "q_cx(0, 0)";
}

static int is_num(qtype t) { return t.k == QT_INT || t.k == QT_SCALAR || t.k == QT_CPLX; }

int qc_is_cx(qtype t) { return t.k == QT_CPLX || ((t.k == QT_ARR || t.k == QT_CELL) && t.cx); }

/* An operator with a complex array, or a complex number with an array:
 * element by element, a complex array of the larger shape; == and != a
 * real array of 0 and 1. */
qtype qc_cplx_arith(qctx *c, int op, qtype l, qtype r, kf_q_node *e)
{
    char b1[16], b2[16];
    if (!(is_num(l) || l.k == QT_ARR) || !(is_num(r) || r.k == QT_ARR)) {
        qc_error(c, e, "operator '%s' cannot be applied to %s and %s", kf_q_tok_name(op),
                 qt_name(l, b1, sizeof b1), qt_name(r, b2, sizeof b2));
        return qt(QT_UNK, 0);
    }
    if (op == KF_QT_AND || op == KF_QT_OR) {
        qc_error(c, e, "'%s' needs scalar operands, not %s and %s", kf_q_tok_name(op), qt_name(l, b1, sizeof b1),
                 qt_name(r, b2, sizeof b2));
        return qt(QT_UNK, 0);
    }
    if (op == '*' && l.k == QT_ARR && r.k == QT_ARR) /* a matrix product (qa_matmul) */
        return qt_cx(2, 1);
    if (op == '/' && r.k == QT_ARR) {
        qc_error(c, e, "'/' by an array (%s): './' divides element by element", qt_name(r, b2, sizeof b2));
        return qt(QT_UNK, 0);
    }
    int nd = l.k == QT_ARR ? l.nd : 0;
    if (r.k == QT_ARR && r.nd > nd)
        nd = r.nd;
    if (op == KF_QT_EQ || op == KF_QT_NE)
        return qt(QT_ARR, nd);
    if (op == '<' || op == '>' || op == KF_QT_LE || op == KF_QT_GE) {
        qc_error(c, e, "operator '%s': complex numbers are not ordered", kf_q_tok_name(op));
        return qt(QT_UNK, 0);
    }
    return qt_cx(nd, 1);
}

/* builtins that have no meaning on complex values here, or not yet: an
 * error at the call (1), else 0 */
int qc_cplx_refuse(qctx *c, qinst *in, kf_q_node *e, const char *name)
{
    static const char *const real_only[] = {
        "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "floor", "ceil", "round",
        "sign", "frac", "isnan", "isinf", "float", "exp2", "log2", "log10", "mod", "atan2", "pow",
        "maximum", "minimum", "clamp", "sqr", "saturate", "min", "max", "int", "eye", "dotprod", "lerp",
        "imwrite", "linspace", "periodize", NULL};
    int i, hit = -1;
    for (i = 0; real_only[i] && strcmp(real_only[i], name); i++)
        ;
    if (!real_only[i]) /* sum(Z, 0), repmat(Z, ...), Z * W: the run-time support's complex forms */
        return 0;
    for (int k = 0; k < e->nkids && hit < 0; k++)
        if (qc_is_cx(qc_type(c, in, e->kids[k])))
            hit = k;
    if (hit < 0)
        return 0;
    char b1[16];
    qtype t = qc_type(c, in, e->kids[hit]);
    if (!strcmp(name, "min") || !strcmp(name, "max") || !strcmp(name, "maximum") || !strcmp(name, "minimum") ||
        !strcmp(name, "clamp") || !strcmp(name, "saturate"))
        qc_error(c, e, "'%s' of %s: complex numbers are not ordered", name, qt_name(t, b1, sizeof b1));
    else
        qc_error(c, e, "'%s' of %s is not supported (a real function; apply it to real(z), imag(z) or abs(z))",
                 name, qt_name(t, b1, sizeof b1));
    return 1;
}

/* complex(A, B), real(Z), abs(Z), ... with an array argument */
static qtype arr_builtin_type(qctx *c, kf_q_node *e, const char *name, qtype a0, qtype a1)
{
    int n = e->nkids;
    char b1[16];
    int want = !strcmp(name, "complex") ? (n == 1 ? 1 : 2) : 1;
    if (n != want) {
        qc_error(c, e, "'%s' takes %s", name, want == 2 ? "two arguments (real and imaginary parts)" : "one argument");
        return qt(QT_UNK, 0);
    }
    qtype bad = !(is_num(a0) || a0.k == QT_ARR) ? a0 : n > 1 && !(is_num(a1) || a1.k == QT_ARR) ? a1 : qt(QT_UNK, 0);
    if (bad.k == QT_UNK && n == 2 && (qc_is_cx(a0) || qc_is_cx(a1)))
        bad = qc_is_cx(a0) ? a0 : a1; /* complex(re, im) takes real parts */
    if (bad.k != QT_UNK) {
        qc_error(c, e, "'%s' of a value of type %s", name, qt_name(bad, b1, sizeof b1));
        return qt(QT_UNK, 0);
    }
    int nd = a0.k == QT_ARR ? a0.nd : 0;
    if (a1.k == QT_ARR && a1.nd > nd)
        nd = a1.nd;
    if (!strcmp(name, "real") || !strcmp(name, "imag") || !strcmp(name, "angle") || !strcmp(name, "abs"))
        return qt(QT_ARR, nd);
    if (!strcmp(name, "conj"))
        return a0;
    return qt_cx(nd, 1); /* complex, exp, log, sqrt */
}

/* One element of a complex builtin in a fused loop (quasar_expr.c): x[i]
 * the arguments' elements, cx[i] whether each is complex. */
const char *qc_cplx_elem_fn(qctx *c, const char *f, const char **x, const int *cx, int n)
{
    const char *z = cx[0] ? x[0] : A_("q_cx((double)(%s), 0)", x[0]);
    if (!strcmp(f, "complex"))
        return n == 2 ? A_("q_cx((double)(%s), (double)(%s))", x[0], x[1]) : z;
    if (!strcmp(f, "real"))
        return cx[0] ? A_("(%s).re", x[0]) : A_("(double)(%s)", x[0]);
    if (!strcmp(f, "imag"))
        return cx[0] ? A_("(%s).im", x[0]) : "0.0";
    if (!strcmp(f, "angle"))
        return A_("q_carg(%s)", z);
    if (!strcmp(f, "abs"))
        return cx[0] ? A_("q_cabs(%s)", x[0]) : A_("fabs((double)(%s))", x[0]);
    if (!strcmp(f, "conj"))
        return cx[0] ? A_("q_cconj(%s)", x[0]) : x[0];
    return A_("q_c%s(%s)", f, z); /* exp log sqrt */
}

int qc_cplx_is_fn(const char *f)
{
    static const char *const l[] = {"complex", "real", "imag", "conj", "angle", "abs", "exp", "log", "sqrt", NULL};
    for (int i = 0; l[i]; i++)
        if (!strcmp(l[i], f))
            return 1;
    return 0;
}

/* QT_VOID with nd -1: not a complex builtin (or not with these arguments) */
qtype qc_cplx_builtin_type(qctx *c, qinst *in, kf_q_node *e, const char *name)
{
    int n = e->nkids;
    static const char *const any[] = {"complex", "real", "imag", "conj", "angle", NULL};
    static const char *const of_cplx[] = {"abs", "exp", "log", "sqrt", NULL};
    int which = 0;
    for (int i = 0; any[i]; i++)
        which |= !strcmp(any[i], name);
    for (int i = 0; of_cplx[i]; i++)
        which |= (!strcmp(of_cplx[i], name)) << 1;
    if (!which)
        return qt(QT_VOID, -1);
    qtype a0 = n > 0 ? qc_type(c, in, e->kids[0]) : qt(QT_UNK, 0);
    if (which == 2 && !qc_is_cx(a0)) /* abs(x) of a real: the math library's */
        return qt(QT_VOID, -1);
    if (a0.k == QT_UNK)
        return a0;
    qtype a1 = n > 1 ? qc_type(c, in, e->kids[1]) : qt(QT_UNK, 0);
    if (a0.k == QT_ARR || a1.k == QT_ARR) /* element by element (quasar_expr.c fuses it) */
        return arr_builtin_type(c, e, name, a0, a1);
    int want = !strcmp(name, "complex") ? (n == 1 ? 1 : 2) : 1;
    if (n != want || !is_num(a0) || (n == 2 && !is_num(qc_type(c, in, e->kids[1])))) {
        char b1[16];
        if (n != want)
            qc_error(c, e, "'%s' takes %s", name, want == 2 ? "two arguments (real and imaginary parts)" : "one argument");
        else
            qc_error(c, e, "'%s' of a value of type %s", name, qt_name(a0, b1, sizeof b1));
        return qt(QT_UNK, 0);
    }
    if (!strcmp(name, "real") || !strcmp(name, "imag") || !strcmp(name, "angle") || !strcmp(name, "abs"))
        return qt(QT_SCALAR, 0);
    return qt(QT_CPLX, 0);
}

const char *qc_cplx_builtin(qctx *c, qinst *in, kf_q_node *e, const char *name)
{
    qtype ct = qc_cplx_builtin_type(c, in, e, name);
    if (ct.k == QT_VOID && ct.nd == -1)
        return NULL;
    if (c->failed)
        return "0";
    if (ct.k == QT_ARR) /* element by element: the kernel generator's loop */
        return qc_arr(c, in, e);
    kf_q_node **k = e->kids;
    if (!strcmp(name, "complex"))
        return e->nkids == 2 ? A_("q_cx((double)(%s), (double)(%s))", qc_expr(c, in, k[0]), qc_expr(c, in, k[1]))
                             : qc_cplx(c, in, k[0]);
    const char *z = qc_cplx(c, in, k[0]);
    if (!strcmp(name, "real"))
        return A_("(%s).re", z);
    if (!strcmp(name, "imag"))
        return A_("(%s).im", z);
    if (!strcmp(name, "angle"))
        return A_("q_carg(%s)", z);
    if (!strcmp(name, "abs"))
        return A_("q_cabs(%s)", z);
    return A_("q_c%s(%s)", name, z); /* q_cconj q_cexp q_clog q_csqrt */
}

/* Z[i] op= v for a complex array Z: the value promoted.  In a kernel `=`,
 * and `+=`, `-=` as an atomic add on each of the element's two doubles
 * (q_catomic_add on the devices, two `omp atomic` on the host): each part
 * is exact whatever the threads' order, but the pair is not one atomic
 * update, so a thread that reads the element while others add may see
 * one part updated and not the other.  No atomic covers `*=` or `/=` of a
 * pair (each part's result needs both old parts): refused. */
void qc_cplx_store(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg)
{
    int kernel = in->kernel_nd != 0 || in->in_kernel;
    if (s->op != '=' && s->op != KF_QT_ADDEQ && s->op != KF_QT_SUBEQ && kernel) {
        qc_error(c, s, "'%s' on an element of a complex array is not atomic inside a kernel (only '+=' and '-=' "
                       "are: an atomic add on each part); give each thread its own element and assign it with '='",
                 kf_q_tok_name(s->op));
        return;
    }
    const char *ops[] = {"q_cadd", "q_csub", "q_cmul", "q_cdiv", "q_cpow"};
    int k = s->op == KF_QT_ADDEQ ? 0 : s->op == KF_QT_SUBEQ ? 1 : s->op == KF_QT_MULEQ ? 2 : s->op == KF_QT_DIVEQ ? 3
          : s->op == KF_QT_POWEQ ? 4 : s->op == '=' ? -1 : -2;
    if (k == -2) {
        qc_error(c, s, "'%s': complex numbers are not ordered", kf_q_tok_name(s->op));
        return;
    }
    const char *v = qc_cplx(c, in, s->a);
    const char *lv = qc_index(c, in, tg, 1);
    const char *g = in->guard;
    in->guard = NULL;
    if (kernel && k >= 0) { /* += or -=: an atomic add on each part */
        const char *x = k == 1 ? A_("q_cneg(%s)", v) : v;
        qc_line(c, in, g ? "if (%s) {" : "{", g);
        if (in->ocl) /* OpenCL, CUDA: quasar_cldev.txt, quasar_cudev.txt */
            qc_line(c, in, "    q_catomic_add(%s, %s);", lv, x);
        else {
            qc_line(c, in, "    qcplx q_v_ = %s;", x);
            qc_line(c, in, "#pragma omp atomic");
            qc_line(c, in, "    (%s).re += q_v_.re;", lv);
            qc_line(c, in, "#pragma omp atomic");
            qc_line(c, in, "    (%s).im += q_v_.im;", lv);
        }
        qc_line(c, in, "}");
        return;
    }
    if (g)
        qc_line(c, in, "if (%s)", g);
    if (k < 0)
        qc_line(c, in, "%s%s = %s;", g ? "    " : "", lv, v);
    else
        qc_line(c, in, "%s%s = %s(%s, %s);", g ? "    " : "", lv, ops[k], lv, v);
}
