/*
 * quasar_cplx.c: complex scalars (Quasar's cscalar; issue 15), in host
 * code, kernels and device functions alike.
 *
 * OpenCL C has no complex type, so every dialect gets the same struct of
 * two doubles and the same helper functions (quasar_common.txt, compiled
 * as C, OpenCL C and CUDA):
 *
 *   1 + 2i            q_cadd(q_cx(1, 0), q_cx(0, 2))
 *   z * w, z / 2      q_cmul(z, w), q_cdiv(z, q_cx(2, 0))
 *   complex(a, b)     q_cx(a, b)
 *   real imag abs angle conj exp log sqrt of z   z.re, z.im, q_cabs(z), ...
 *
 * A real operand is promoted (q_cx(x, 0)); a variable assigned real and
 * complex values is complex.  Complex arrays (cvec, cmat, ccube) are not
 * supported yet: an operator or function that would make one is refused
 * with a diagnostic.  A kernel's complex parameter is passed as the
 * struct (qcl_cplx on OpenCL, by value to a CUDA launcher).
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

const char *qc_cplx_bin(qctx *c, qinst *in, kf_q_node *e)
{
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
    if (which == 2 && a0.k != QT_CPLX) /* abs(x) of a real: the math library's */
        return qt(QT_VOID, -1);
    if (a0.k == QT_UNK)
        return a0;
    int want = !strcmp(name, "complex") ? (n == 1 ? 1 : 2) : 1;
    if (n != want || !is_num(a0) || (n == 2 && !is_num(qc_type(c, in, e->kids[1])))) {
        char b1[16];
        if (a0.k == QT_ARR)
            qc_error(c, e, "'%s' of an array: complex arrays are not supported yet", name);
        else if (n != want)
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
