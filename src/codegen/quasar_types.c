/*
 * quasar_types.c: Quasar types, variables and the type of each expression
 * (see quasar.h).
 *
 * Types are inferred per function instance: quasar_stmt.c sweeps the body
 * calling qc_type on every right-hand side and joining it into the
 * variable's type until a sweep changes nothing; only then is C written.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "quasar.h"

void qb_printf(qbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if (b->n + (size_t)n + 1 > b->cap) {
        while (b->n + (size_t)n + 1 > b->cap)
            b->cap = b->cap ? b->cap * 2 : 256;
        b->s = realloc(b->s, b->cap);
        if (!b->s)
            abort();
    }
    va_start(ap, fmt);
    vsnprintf(b->s + b->n, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->n += (size_t)n;
}

void qb_free(qbuf *b)
{
    free(b->s);
    b->s = NULL;
    b->n = b->cap = 0;
}

static void report(qctx *c, enum kf_diag_level lv, const kf_q_node *at, const char *fmt, va_list ap)
{
    char msg[512];
    vsnprintf(msg, sizeof msg, fmt, ap);
    unsigned end = at && at->end_col > at->col ? at->end_col : 0;
    kf_diag_report(c->d, lv, at ? at->file : NULL, at ? at->line : 0, at ? at->col : 0, end, "%s",
                   msg);
}

void qc_error(qctx *c, const kf_q_node *at, const char *fmt, ...)
{
    if (c->failed)
        return;
    c->failed = 1;
    va_list ap;
    va_start(ap, fmt);
    report(c, KF_DIAG_ERROR, at, fmt, ap);
    va_end(ap);
}

void qc_warn(qctx *c, const kf_q_node *at, const char *fmt, ...)
{
    if (c->failed || c->report) /* analyze reports, it does not warn twice */
        return;
    va_list ap;
    va_start(ap, fmt);
    report(c, KF_DIAG_WARNING, at, fmt, ap);
    va_end(ap);
}

qtype qt(qt_kind k, int nd)
{
    qtype t = {k, nd, NULL, NULL, 0, 0};
    return t;
}

qtype qt_cx(int nd, int cx)
{
    qtype t = qt(QT_ARR, nd);
    t.cx = cx;
    return t;
}

int qt_eq(qtype a, qtype b)
{
    return a.k == b.k && (a.k != QT_ARR && !QT_SMALL(a) && a.k != QT_CELL ? 1 : a.nd == b.nd && a.cx == b.cx) &&
           (a.k != QT_FUNC || a.fn == b.fn) && (a.k != QT_ARR || a.view == b.view);
}

/* The type of a variable assigned values of types a and b; QT_UNK when
 * they cannot meet (the caller reports it). */
qtype qt_join(qtype a, qtype b)
{
    if (a.k == QT_UNK)
        return b;
    if (b.k == QT_UNK || qt_eq(a, b))
        return a;
    if ((a.k == QT_INT && b.k == QT_SCALAR) || (a.k == QT_SCALAR && b.k == QT_INT))
        return qt(QT_SCALAR, 0);
    if ((a.k == QT_CPLX && (b.k == QT_INT || b.k == QT_SCALAR)) ||
        (b.k == QT_CPLX && (a.k == QT_INT || a.k == QT_SCALAR)))
        return qt(QT_CPLX, 0);
    if (a.k == QT_CELL && b.k == QT_CELL && a.cx != b.cx && a.nd > 0 && b.nd > 0)
        return qt(QT_UNK, -1); /* a cell holds real or complex arrays, not both */
    if ((a.k == QT_ARR && b.k == QT_ARR) || (a.k == QT_CELL && b.k == QT_CELL)) {
        /* a variable given real and complex arrays is complex: assign_to
         * (quasar_stmt.c) turns the real ones into complex arrays */
        qtype t = qt(a.k, a.nd > b.nd ? a.nd : b.nd);
        t.cx = a.cx || b.cx;
        return t;
    }
    if ((a.k == QT_ARR && QT_SMALL(b)) || (QT_SMALL(a) && b.k == QT_ARR))
        return qt_cx(a.k == QT_ARR ? a.nd : b.nd, a.k == QT_ARR ? a.cx : b.cx);
    if (QT_SMALL(a) && QT_SMALL(b) && a.nd == b.nd) /* ivec3 and vec3: vec3 */
        return qt(QT_RVEC, a.nd);
    return qt(QT_UNK, -1);
}

const char *qt_name(qtype t, char *buf, size_t n)
{
    static const char *const rarr[] = {"vec", "vec", "mat", "cube"};
    static const char *const carr[] = {"cvec", "cvec", "cmat", "ccube"};
    const char *const *arr = t.cx ? carr : rarr;
    switch (t.k) {
    case QT_INT: return "int";
    case QT_SCALAR: return "scalar";
    case QT_CPLX: return "cscalar";
    case QT_STR: return "string";
    case QT_ARR:
        if (t.nd > 3) { /* cube{4}, host code only */
            snprintf(buf, n, "%s{%d}", arr[3], t.nd);
            return buf;
        }
        return arr[t.nd];
    case QT_IVEC: snprintf(buf, n, "ivec%d", t.nd); return buf;
    case QT_RVEC: snprintf(buf, n, "vec%d", t.nd); return buf;
    case QT_FUNC: return "function";
    case QT_CELL: /* a cell of arrays: vec[vec], vec[mat], vec[cube] */
        if (t.nd < 1)
            return "cell";
        snprintf(buf, n, "vec[%s]", arr[t.nd > 3 ? 3 : t.nd]);
        return buf;
    case QT_VOID: return "void";
    default: return "an unknown type";
    }
}

qtype qt_from_annot(const kf_q_node *ty)
{
    if (!ty)
        return qt(QT_UNK, 0);
    const char *s = ty->str;
    if (!strcmp(s, "int") || !strcmp(s, "bool") || !strncmp(s, "int", 3) || !strncmp(s, "uint", 4))
        return qt(QT_INT, 0);
    if (!strcmp(s, "scalar") || !strcmp(s, "float") || !strcmp(s, "double"))
        return qt(QT_SCALAR, 0);
    if (!strcmp(s, "string"))
        return qt(QT_STR, 0);
    if (!strcmp(s, "cscalar") || !strcmp(s, "complex"))
        return qt(QT_CPLX, 0);
    if (!strcmp(s, "vec") && ty->a) { /* vec[mat]: a cell of matrices; vec[int]: a vec */
        qtype e = qt_from_annot(ty->a);
        if (e.k == QT_ARR) {
            qtype t = qt(QT_CELL, e.nd);
            t.cx = e.cx;
            return t;
        }
        if (e.k == QT_CELL || !strcmp(ty->a->str, "??"))
            return qt(QT_CELL, 0);
    }
    if (!strcmp(s, "vec") || (!strncmp(s, "vec", 3) && s[3] >= '0' && s[3] <= '9'))
        return qt(QT_ARR, 1);
    if (!strcmp(s, "mat"))
        return qt(QT_ARR, 2);
    if (!strcmp(s, "cvec"))
        return qt_cx(1, 1);
    if (!strcmp(s, "cmat"))
        return qt_cx(2, 1);
    if ((!strcmp(s, "cube") || !strcmp(s, "ccube")) && ty->num > 4) /* cube{5}: not yet (the caller says so) */
        return qt(QT_VOID, -1);
    if (!strcmp(s, "cube") || !strcmp(s, "ccube")) /* cube, cube{:}, cube{2} */
        return qt_cx(ty->num >= 1 ? (int)ty->num : 3, s[0] == 'c' && s[1] == 'c');
    if (!strncmp(s, "ivec", 4) && s[4] >= '1' && s[4] <= '3' && !s[5])
        return qt(QT_IVEC, s[4] - '0');
    if (!strcmp(s, "cell"))
        return qt(QT_CELL, 0);
    if (!strcmp(s, "function"))
        return qt(QT_FUNC, 0);
    return qt(QT_VOID, -1); /* not a type kforge knows */
}

qvar *qc_lookup(qinst *in, const char *name)
{
    for (int i = 0; i < in->nvars; i++)
        if (strcmp(in->vars[i].name, name) == 0)
            return &in->vars[i];
    return NULL;
}

qvar *qc_define(qctx *c, qinst *in, const char *name, qtype t)
{
    qvar *v = qc_lookup(in, name);
    if (v)
        return v;
    in->vars = kf_arena_grow(c->a, in->vars, (size_t)in->nvars, sizeof *in->vars);
    v = &in->vars[in->nvars++];
    memset(v, 0, sizeof *v);
    v->name = name;
    v->cname = kf_arena_printf(c->a, "q_%s", name[0] == '$' ? name + 1 : name);
    v->t = t;
    in->changed = 1;
    return v;
}

/* A function named `name` visible from `in`: nested in it or one of its
 * parents, or at the top level. */
kf_q_node *qc_find_func(qctx *c, qinst *in, const char *name, qinst **where)
{
    for (qinst *s = in; s; s = s->parent) {
        kf_q_node *body = s->fn ? (s->fn->kind == KF_Q_FUNC ? s->fn->b : NULL) : c->prog->body;
        for (int pass = 0; body && pass < 2; pass++) /* imports are blocks of their own */
            for (int i = 0; i < body->nkids; i++) {
                kf_q_node *k = body->kids[i];
                if (k->kind == KF_Q_FUNC && strcmp(k->str, name) == 0) {
                    if (where)
                        *where = s;
                    return k;
                }
                if (k->kind == KF_Q_IMPORT && k->a && pass == 0)
                    for (int j = 0; j < k->a->nkids; j++)
                        if (k->a->kids[j]->kind == KF_Q_FUNC && strcmp(k->a->kids[j]->str, name) == 0) {
                            if (where)
                                *where = s;
                            return k->a->kids[j];
                        }
            }
    }
    return NULL;
}

static const char *const math1[] = {"abs", "sqrt", "exp", "log", "log2", "log10", "sin", "cos",
                                    "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh",
                                    "floor", "ceil", "round", "sign", "frac", "isnan", "isinf",
                                    "float", "exp2", NULL};
static const char *const others[] = {
    "zeros", "ones", "uninit", "eye", "linspace", "size", "numel", "ndims", "reshape", "repmat",
    "sum", "prod", "min", "max", "mean", "transpose", "copy", "print", "printf", "sprintf",
    "fprintf", "tic", "toc", "error", "assert", "disp", "int", "mod", "atan2", "pow", "rand",
    "parallel_do", "serial_do", "syncthreads", "shared", "numel", "imread", "imwrite", "isempty",
    "maximum", "minimum", "clamp", "saturate", "dotprod", "periodize", "vec", "mat", "cube",
    "sqr", "schedule", "cell", "complex", "real", "imag", "conj", "angle", "lerp", "czeros", "cones", NULL};

static int in_list(const char *const *l, const char *s)
{
    for (int i = 0; l[i]; i++)
        if (strcmp(l[i], s) == 0)
            return 1;
    return 0;
}

int qc_is_builtin(const char *name)
{
    return in_list(math1, name) || in_list(others, name);
}

static int arrlike(qtype t) { return t.k == QT_ARR; }

static qtype arith(qctx *c, int op, qtype l, qtype r, kf_q_node *e)
{
    if (l.k == QT_UNK || r.k == QT_UNK)
        return qt(QT_UNK, 0);
    if (l.k == QT_STR || r.k == QT_STR) {
        if (op == '+' || op == KF_QT_EQ || op == KF_QT_NE)
            return op == '+' ? qt(QT_STR, 0) : qt(QT_INT, 0);
        qc_error(c, e, "operator '%s' cannot be applied to a string", kf_q_tok_name(op));
        return qt(QT_UNK, 0);
    }
    if (l.k == QT_FUNC || r.k == QT_FUNC || l.k == QT_CELL || r.k == QT_CELL ||
        l.k == QT_VOID || r.k == QT_VOID) {
        char b1[16], b2[16];
        qc_error(c, e, "operator '%s' cannot be applied to %s and %s", kf_q_tok_name(op),
                 qt_name(l, b1, sizeof b1), qt_name(r, b2, sizeof b2));
        return qt(QT_UNK, 0);
    }
    int cmp = op == '<' || op == '>' || op == KF_QT_LE || op == KF_QT_GE || op == KF_QT_EQ ||
              op == KF_QT_NE || op == KF_QT_AND || op == KF_QT_OR;
    if ((l.k == QT_ARR && l.cx) || (r.k == QT_ARR && r.cx) ||
        ((l.k == QT_CPLX || r.k == QT_CPLX) && (l.k == QT_ARR || r.k == QT_ARR)))
        return qc_cplx_arith(c, op, l, r, e); /* complex arrays (quasar_cplx.c) */
    if (l.k == QT_CPLX || r.k == QT_CPLX) { /* complex scalars (quasar_cplx.c) */
        qtype o = l.k == QT_CPLX ? r : l;
        if (o.k != QT_INT && o.k != QT_SCALAR && o.k != QT_CPLX) {
            char b1[16];
            qc_error(c, e, "complex numbers with %s: not supported", qt_name(o, b1, sizeof b1));
            return qt(QT_UNK, 0);
        }
        if (op == KF_QT_EQ || op == KF_QT_NE)
            return qt(QT_INT, 0);
        if (cmp) {
            qc_error(c, e, "operator '%s': complex numbers are not ordered", kf_q_tok_name(op));
            return qt(QT_UNK, 0);
        }
        return qt(QT_CPLX, 0);
    }
    if (l.k == QT_RVEC || r.k == QT_RVEC) /* small real vectors (quasar_svec.c) */
        return qc_svec_arith(c, op, l, r, e);
    if (l.k == QT_IVEC || r.k == QT_IVEC) {
        qtype v = l.k == QT_IVEC ? l : r, o = l.k == QT_IVEC ? r : l;
        if ((o.k == QT_INT || (o.k == QT_IVEC && o.nd == v.nd)) &&
            (op == '+' || op == '-' || op == KF_QT_DOTMUL || op == '*'))
            return v;
        if (cmp && o.k != QT_ARR)
            return qt(QT_INT, 0); /* all components compare */
        return qt(QT_ARR, 1);
    }
    if (arrlike(l) && arrlike(r) && op == '*')
        return qt(QT_ARR, 2);
    if (arrlike(l) || arrlike(r)) {
        int nd = arrlike(l) ? l.nd : 0;
        if (arrlike(r) && r.nd > nd)
            nd = r.nd;
        if (op == KF_QT_AND || op == KF_QT_OR) {
            qc_error(c, e, "'%s' needs scalar operands; use '.*' or '+' on arrays", kf_q_tok_name(op));
            return qt(QT_UNK, 0);
        }
        return qt(QT_ARR, nd);
    }
    if (cmp)
        return qt(QT_INT, 0);
    if (l.k == QT_INT && r.k == QT_INT && (op == '+' || op == '-' || op == '*' || op == KF_QT_DOTMUL))
        return qt(QT_INT, 0);
    return qt(QT_SCALAR, 0);
}

static qtype index_type(qctx *c, qinst *in, kf_q_node *e)
{
    qtype b = qc_type(c, in, e->a);
    if (b.k == QT_UNK)
        return b;
    if (e->op == '{' && b.k != QT_CELL) { /* c{i}: cells only */
        char buf[16];
        qc_error(c, e, "braces index cells; a value of type %s is indexed with [ ]", qt_name(b, buf, sizeof buf));
        return qt(QT_UNK, 0);
    }
    if (b.k == QT_IVEC)
        return qt(QT_INT, 0);
    if (b.k == QT_RVEC) {
        qtype k = e->nkids == 1 ? qc_type(c, in, e->kids[0]) : qt(QT_VOID, 0);
        if (e->nkids != 1 || (k.k != QT_INT && k.k != QT_UNK)) {
            qc_error(c, e, "a small vector takes one integer index");
            return qt(QT_UNK, 0);
        }
        return qt(QT_SCALAR, 0);
    }
    if (b.k == QT_STR) {
        qc_error(c, e, "strings cannot be indexed");
        return qt(QT_UNK, 0);
    }
    if (b.k == QT_CELL) { /* c[i]: one of its arrays (quasar_cell.c) */
        if (e->nkids != 1 || qc_type(c, in, e->kids[0]).k == QT_ARR || e->kids[0]->kind == KF_Q_COLON) {
            qc_error(c, e, "a cell is indexed with one integer index");
            return qt(QT_UNK, 0);
        }
        if (b.nd < 1) {
            if (in->emitting)
                qc_error(c, e, "no array is ever stored into this cell, so its elements have no type");
            return qt(QT_UNK, 0);
        }
        return qt_cx(b.nd, b.cx);
    }
    if (b.k != QT_ARR) {
        char buf[16];
        qc_error(c, e->a, "a value of type %s cannot be indexed", qt_name(b, buf, sizeof buf));
        return qt(QT_UNK, 0);
    }
    int which, lo, len = qc_svec_slice(c, in, e, &which, &lo);
    if (len) /* x[pos[0], pos[1], 0..2] in a kernel: a vec3 (quasar_svec.c) */
        return qt(QT_RVEC, len);
    int ranges = 0;
    for (int i = 0; i < e->nkids; i++) {
        kf_q_node *k = e->kids[i];
        qtype t = k->kind == KF_Q_COLON ? qt(QT_ARR, 1) : qc_type(c, in, k);
        if (t.k == QT_ARR)
            ranges++;
        else if (t.k == QT_IVEC && e->nkids > 1) {
            qc_error(c, k, "an ivec index must be the only index");
            return qt(QT_UNK, 0);
        } else if (t.k != QT_INT && t.k != QT_SCALAR && t.k != QT_IVEC && t.k != QT_UNK) {
            char buf[16];
            qc_error(c, k, "an index of type %s", qt_name(t, buf, sizeof buf));
            return qt(QT_UNK, 0);
        }
    }
    if (e->nkids == 0 || e->nkids > 4 || (e->nkids == 4 && b.nd != 4)) {
        qc_error(c, e, "%d indices: arrays of one to three dimensions, and cube{4}, are supported", e->nkids);
        return qt(QT_UNK, 0);
    }
    if (b.nd > 3 && ranges) { /* qa_slice has three selectors */
        qc_error(c, e, "slices of a four-dimensional array are not supported yet; index its elements");
        return qt(QT_UNK, 0);
    }
    if (b.cx) /* a complex array's element or slice (quasar_cplx.c) */
        return ranges ? qt_cx(ranges > 1 ? ranges : 1, 1) : qt(QT_CPLX, 0);
    return ranges ? qt(QT_ARR, ranges > 1 ? ranges : 1) : qt(QT_SCALAR, 0);
}

static qtype call_type(qctx *c, qinst *in, kf_q_node *e);

qtype qc_type(qctx *c, qinst *in, kf_q_node *e)
{
    if (c->failed || !e)
        return qt(QT_UNK, 0);
    switch (e->kind) {
    case KF_Q_NUM: return qt(e->op == 'i' ? QT_CPLX : e->is_int ? QT_INT : QT_SCALAR, 0);
    case KF_Q_STR: return qt(QT_STR, 0);
    case KF_Q_ID: {
        qvar *v = NULL;
        for (qinst *s = in; s && !v; s = s->parent)
            v = qc_lookup(s, e->str);
        if (v)
            return v->t;
        if (!strcmp(e->str, "pi") || !strcmp(e->str, "Inf") || !strcmp(e->str, "NaN") ||
            !strcmp(e->str, "eps"))
            return qt(QT_SCALAR, 0);
        if (!strcmp(e->str, "true") || !strcmp(e->str, "false"))
            return qt(QT_INT, 0);
        kf_q_node *f = qc_find_func(c, in, e->str, NULL);
        if (f) {
            qtype t = qt(QT_FUNC, 0);
            t.fn = f;
            return t;
        }
        if (in->emitting)
            qc_error(c, e, "'%s' is not defined", e->str);
        return qt(QT_UNK, 0);
    }
    case KF_Q_BIN: {
        qtype l = qc_type(c, in, e->a), r = qc_type(c, in, e->b);
        qtype t = arith(c, e->op, l, r, e);
        /* in kernel code, an ivec with reals (pos / 2, pos * 0.5) is a vecN, not an array */
        if (in->in_kernel && t.k == QT_ARR && (l.k == QT_IVEC || r.k == QT_IVEC) && l.k != QT_ARR &&
            r.k != QT_ARR && !c->failed)
            return qc_svec_arith(c, e->op, l.k == QT_IVEC ? qt(QT_RVEC, l.nd) : l,
                                 r.k == QT_IVEC ? qt(QT_RVEC, r.nd) : r, e);
        return t;
    }
    case KF_Q_UN: {
        qtype t = qc_type(c, in, e->a);
        if (e->op == '!' && t.k != QT_ARR && t.k != QT_UNK)
            return qt(QT_INT, 0);
        return t;
    }
    case KF_Q_RANGE: return qt(QT_ARR, 1);
    case KF_Q_COLON: return qt(QT_ARR, 1);
    case KF_Q_MATRIX: {
        int rows = 0, ints = 1, cx = 0;
        for (int i = 0; i < e->nkids; i++) {
            if (e->kids[i]->kind == KF_Q_MATRIX)
                rows++;
            qtype t = qc_type(c, in, e->kids[i]);
            if (t.k != QT_INT)
                ints = 0;
            if (t.k == QT_CPLX || (t.k == QT_ARR && t.cx)) /* [1, 2i]: a cvec */
                cx = 1;
            if (t.k == QT_ARR && e->kids[i]->kind != KF_Q_MATRIX) {
                qc_error(c, e->kids[i], "arrays inside a literal are not supported; use cat or a loop");
                return qt(QT_UNK, 0);
            }
        }
        if (rows && rows != e->nkids) {
            qc_error(c, e, "a matrix literal mixes rows and numbers");
            return qt(QT_UNK, 0);
        }
        if (rows)
            return qt_cx(2, cx);
        if (cx)
            return qt_cx(1, 1);
        if (ints && e->nkids >= 1 && e->nkids <= 3)
            return qt(QT_IVEC, e->nkids);
        qtype sv = qc_svec_literal(c, in, e); /* [x, 2*x] in a kernel: vec2 */
        return sv.k == QT_VOID ? qt(QT_ARR, 1) : sv;
    }
    case KF_Q_CELL: { /* {A, B, ...}: a cell of arrays (quasar_cell.c) */
        int nd = 0;
        for (int i = 0; i < e->nkids; i++) {
            qtype t = qc_type(c, in, e->kids[i]);
            if (t.k == QT_UNK)
                return t;
            if (t.k != QT_ARR && t.k != QT_IVEC) {
                char buf[16];
                qc_error(c, e->kids[i], "a cell holds arrays here, not a value of type %s", qt_name(t, buf, sizeof buf));
                return qt(QT_UNK, 0);
            }
            int k = t.k == QT_IVEC ? 1 : t.nd;
            nd = k > nd ? k : nd;
        }
        qtype ct = qt(QT_CELL, nd);
        for (int i = 0; i < e->nkids; i++) {
            qtype t = qc_type(c, in, e->kids[i]);
            if (i && (t.k == QT_ARR && t.cx) != ct.cx) {
                qc_error(c, e->kids[i], "a cell holds real or complex arrays, not both");
                return qt(QT_UNK, 0);
            }
            ct.cx = t.k == QT_ARR && t.cx;
        }
        return ct;
    }
    case KF_Q_INDEX: return index_type(c, in, e);
    case KF_Q_CALL: return call_type(c, in, e);
    case KF_Q_TRANS: {
        qtype t = qc_type(c, in, e->a);
        if (qc_is_cx(t)) { /* MATLAB's ' conjugates, a plain transpose does not: say which */
            qc_error(c, e, "' of a complex value: write transpose(z) for the transpose, conj(transpose(z)) for the conjugate transpose");
            return qt(QT_UNK, 0);
        }
        return t.k == QT_ARR ? qt(QT_ARR, 2) : t;
    }
    case KF_Q_COND: {
        qtype t = qt_join(qc_type(c, in, e->b), qc_type(c, in, e->c));
        if (t.k == QT_UNK && t.nd == -1)
            qc_error(c, e, "the two branches of '?' have different types");
        return t;
    }
    case KF_Q_FUNC:   /* a kernel the loop parallelizer made of a nest (quasar_loopk.c) */
    case KF_Q_LAMBDA: {
        qtype t = qt(QT_FUNC, 0);
        t.fn = e;
        t.fenv = in;
        return t;
    }
    case KF_Q_META:
        if (!strcmp(e->str, "target"))
            return qt(QT_INT, 0);
        if (!strcmp(e->str, "inline") && e->nkids == 1)
            return qc_type(c, in, e->kids[0]);
        return qt(QT_UNK, 0);
    default:
        qc_error(c, e, "not an expression");
        return qt(QT_UNK, 0);
    }
}

/* Builtins whose run-time support has three dimensions (qa_repmat,
 * qa_reshape, qa_reduce_dim, ...): a cube{4} argument is refused (1). */
static int nd4_refuse(qctx *c, qinst *in, kf_q_node *e, const char *name)
{
    static const char *const three[] = {"repmat", "reshape", "transpose", "imwrite", "shared", "eye", NULL};
    int along = (!strcmp(name, "sum") || !strcmp(name, "prod") || !strcmp(name, "mean") || !strcmp(name, "min") ||
                 !strcmp(name, "max")) && e->nkids >= 2;
    if (!along && !in_list(three, name))
        return 0;
    for (int k = 0; k < e->nkids; k++) {
        qtype t = qc_type(c, in, e->kids[k]);
        if (t.k == QT_ARR && t.nd > 3) {
            char b1[16];
            qc_error(c, e, "'%s'%s of a %s is not supported yet (its run-time support has three dimensions)", name,
                     along ? " along a dimension" : "", qt_name(t, b1, sizeof b1));
            return 1;
        }
    }
    return 0;
}

/* The result type of a builtin, or QT_VOID with nd -1 when `name` is not one. */
static qtype builtin_type(qctx *c, qinst *in, kf_q_node *e, const char *name)
{
    int n = e->nkids;
    qtype a0 = n > 0 ? qc_type(c, in, e->kids[0]) : qt(QT_UNK, 0);
    qtype ct = qc_cplx_builtin_type(c, in, e, name); /* complex, real, abs(z), ... */
    if (!(ct.k == QT_VOID && ct.nd == -1))
        return ct;
    if (qc_cplx_refuse(c, in, e, name)) /* sin(z), max(Z), sum(Z, 0): not on complex values */
        return qt(QT_UNK, 0);
    if (!strcmp(name, "czeros") || !strcmp(name, "cones")) { /* complex arrays of 0 or 1 */
        if (n == 1 && a0.k == QT_IVEC)
            return qt_cx(a0.nd > 1 ? a0.nd : 1, 1);
        if (n < 1 || n > 4) {
            qc_error(c, e, "'%s' takes one to four dimensions", name);
            return qt(QT_UNK, 0);
        }
        return qt_cx(n, 1);
    }
    if (nd4_refuse(c, in, e, name)) /* repmat, reshape, sum(A, 3) of a cube{4} */
        return qt(QT_UNK, 0);
    qtype st = qc_svec_builtin_type(c, in, e, name); /* sqrt(v), dotprod(v, w), ... */
    if (!(st.k == QT_VOID && st.nd == -1))
        return st;
    if (in_list(math1, name)) {
        if (n != 1) {
            qc_error(c, e, "'%s' takes one argument", name);
            return qt(QT_UNK, 0);
        }
        if (a0.k == QT_ARR)
            return a0;
        if (!strcmp(name, "isnan") || !strcmp(name, "isinf"))
            return qt(QT_INT, 0);
        if (!strcmp(name, "abs") && a0.k == QT_INT)
            return a0;
        return qt(QT_SCALAR, 0);
    }
    if (!strcmp(name, "zeros") || !strcmp(name, "ones") || !strcmp(name, "uninit") ||
        !strcmp(name, "rand") || !strcmp(name, "vec") || !strcmp(name, "mat") || !strcmp(name, "cube")) {
        if (n == 1 && a0.k == QT_IVEC)
            return qt(QT_ARR, a0.nd > 1 ? a0.nd : 1);
        if (n == 1 && a0.k == QT_ARR && strcmp(name, "vec")) { /* zeros([2, 3, 4, 5]) once made a size of a pointer */
            qc_error(c, e, "'%s' takes sizes (or size(A), or up to three in brackets), not an array", name);
            return qt(QT_UNK, 0);
        }
        if (!strcmp(name, "vec"))
            return qt(QT_ARR, 1);
        if (n == 0)
            return qt(QT_SCALAR, 0);
        if (n > 4 && strcmp(name, "vec")) {
            qc_error(c, e, "arrays of %d dimensions are not supported (at most four, cube{4})", n);
            return qt(QT_UNK, 0);
        }
        return qt(QT_ARR, n == 1 ? 1 : n);
    }
    if (!strcmp(name, "transpose"))
        return qt_cx(2, a0.k == QT_ARR && a0.cx);
    if (!strcmp(name, "eye"))
        return qt(QT_ARR, 2);
    if (!strcmp(name, "linspace"))
        return qt(QT_ARR, 1);
    if (!strcmp(name, "copy"))
        return a0;
    if (!strcmp(name, "size")) {
        if (n == 2)
            return qt(QT_INT, 0);
        if (a0.k == QT_ARR && a0.nd > 3) { /* an ivec has three components */
            qc_error(c, e, "size of a four-dimensional array: write size(A, k)");
            return qt(QT_UNK, 0);
        }
        return a0.k == QT_ARR ? qt(QT_IVEC, a0.nd < 2 ? 2 : a0.nd) : qt(QT_IVEC, 2);
    }
    if (!strcmp(name, "cell")) {
        if (n != 1 || (a0.k != QT_INT && a0.k != QT_SCALAR && a0.k != QT_UNK)) {
            qc_error(c, e, "cell(n) takes the number of elements");
            return qt(QT_UNK, 0);
        }
        return qt(QT_CELL, 0);
    }
    if (!strcmp(name, "numel") || !strcmp(name, "ndims") || !strcmp(name, "int") ||
        !strcmp(name, "isempty"))
        return a0.k == QT_ARR && !strcmp(name, "int") ? a0 : qt(QT_INT, 0);
    if (!strcmp(name, "reshape")) {
        qtype s = n == 2 ? qc_type(c, in, e->kids[1]) : qt(QT_UNK, 0);
        if (s.k == QT_IVEC)
            return qt_cx(s.nd, a0.cx);
        return qt_cx(n - 1 > 3 ? 3 : n - 1 < 1 ? 1 : n - 1, a0.cx);
    }
    if (!strcmp(name, "repmat"))
        return qt_cx(a0.nd > 2 ? 3 : 2, a0.k == QT_ARR && a0.cx);
    if (!strcmp(name, "sum") || !strcmp(name, "prod") || !strcmp(name, "mean") ||
        !strcmp(name, "min") || !strcmp(name, "max")) {
        int minmax = name[1] == 'i' || name[1] == 'a';
        if (n == 1)
            return a0.k == QT_IVEC ? qt(QT_INT, 0) : qc_is_cx(a0) ? qt(QT_CPLX, 0) : qt(QT_SCALAR, 0);
        if (minmax && n == 2) {
            qtype b = qc_type(c, in, e->kids[1]);
            return arith(c, '+', a0, b, e);
        }
        if (n == 2 || (minmax && n == 3))
            return a0;
        qc_error(c, e, "'%s' takes %s", name, minmax ? "one to three arguments" : "one or two arguments");
        return qt(QT_UNK, 0);
    }
    if (!strcmp(name, "mod") || !strcmp(name, "atan2") || !strcmp(name, "pow") ||
        !strcmp(name, "maximum") || !strcmp(name, "minimum")) {
        qtype b = n > 1 ? qc_type(c, in, e->kids[1]) : qt(QT_UNK, 0);
        qtype r = arith(c, '+', a0, b, e);
        return r.k == QT_INT && strcmp(name, "mod") ? qt(QT_SCALAR, 0) : r;
    }
    if (!strcmp(name, "clamp") || !strcmp(name, "sqr"))
        return a0.k == QT_INT ? qt(QT_SCALAR, 0) : a0;
    if (!strcmp(name, "saturate"))
        return a0.k == QT_ARR ? a0 : qt(QT_SCALAR, 0);
    if (!strcmp(name, "toc"))
        return qt(QT_SCALAR, 0);
    if (!strcmp(name, "schedule")) /* quasar_target.c */
        return qt(QT_INT, 0);
    if (!strcmp(name, "sprintf"))
        return qt(QT_STR, 0);
    if (!strcmp(name, "imread"))
        return qt(QT_ARR, 3);
    if (!strcmp(name, "shared") && n == 1 && a0.k == QT_IVEC) /* shared(blkdim) */
        return qt(QT_ARR, a0.nd > 3 ? 3 : a0.nd);
    if (!strcmp(name, "shared"))
        return qt(QT_ARR, n > 3 ? 3 : n < 1 ? 1 : n);
    if (in_list(others, name))
        return qt(QT_VOID, 0);
    return qt(QT_VOID, -1);
}

static qtype call_type(qctx *c, qinst *in, kf_q_node *e)
{
    kf_q_node *f = e->a;
    if (f->kind == KF_Q_META && !strcmp(f->str, "inline") && f->nkids == 1)
        f = f->kids[0];
    qtype ft = qt(QT_UNK, 0);
    if (f->kind == KF_Q_ID) {
        qvar *v = NULL;
        for (qinst *s = in; s && !v; s = s->parent)
            v = qc_lookup(s, f->str);
        if (v && v->t.k == QT_ARR) { /* A(i,j): MATLAB-style indexing */
            qc_error(c, e, "arrays are indexed with [ ]: write %s[...]", f->str);
            return qt(QT_UNK, 0);
        }
        if (!v && !qc_find_func(c, in, f->str, NULL)) {
            qtype b = builtin_type(c, in, e, f->str);
            if (!(b.k == QT_VOID && b.nd == -1))
                return b;
            if (in->emitting || !c->failed)
                qc_error(c, f, "'%s' is not a function kforge knows", f->str);
            return qt(QT_UNK, 0);
        }
    }
    ft = qc_type(c, in, f);
    if (ft.k == QT_UNK)
        return ft;
    if (ft.k != QT_FUNC || !ft.fn) {
        char buf[16];
        qc_error(c, e, "a value of type %s is called", qt_name(ft, buf, sizeof buf));
        return qt(QT_UNK, 0);
    }
    if (ft.fn->kind == KF_Q_FUNC && (ft.fn->flags & KF_Q_KERNEL)) {
        qc_error(c, e, "a __kernel__ function is launched with parallel_do, not called");
        return qt(QT_UNK, 0);
    }
    qtype args[16];
    if (e->nkids > 16) {
        qc_error(c, e, "too many arguments");
        return qt(QT_UNK, 0);
    }
    for (int i = 0; i < e->nkids; i++) {
        args[i] = qc_type(c, in, e->kids[i]);
        if (args[i].k == QT_UNK)
            return args[i];
    }
    qinst *callee = qc_call_instance(c, in, ft, e, args);
    if (!callee)
        return qt(QT_UNK, 0);
    if (callee->nouts > 1)
        return qt(QT_VOID, callee->nouts); /* only a [a,b] = f(x) assignment takes it */
    return callee->ret;
}
