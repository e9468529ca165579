/*
 * quasar_cell.c: cell arrays in generated host code (issue 15).
 *
 * A cell is a vector of arrays that may differ in size (Quasar's vec[vec],
 * vec[mat], vec[cube], made by cell(n); the gepura.io blog's "Construction
 * of cell matrices": A = cell(4); A[0] = ...).  Its type is QT_CELL with nd
 * the dimensions of the arrays it holds, inferred from what is stored
 * into it (quasar_stmt.c) or from a vec[T] annotation.  In C a qcell
 * (the prelude):
 *
 *   qcell { qarr **e; long n; int refs; }
 *     c = cell(n)     qce_set(&q_c, qce_new(n))   n empty elements
 *     c[i] = A        qce_put(q_c, i, qa_retain(q_A))  the cell holds A
 *     B = c[i]        qa_set(&q_B, qa_retain(qce_get(q_c, i)))
 *     c = {A, B}      t = qce_new(2); qce_put(t, 0, ...); ...   (MATLAB's braces)
 *
 * A cell follows the arrays' reference protocol (quasar_own.c): a
 * variable holds one reference, a statement owns the cells it makes, and
 * the last release of a cell releases every array in it.  Cells live on
 * the host only: a kernel or device function that names one is refused,
 * and the loop parallelizer leaves a loop that uses one serial.
 */
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

int qc_is_cell_index(qctx *c, qinst *in, kf_q_node *e)
{
    return e && e->kind == KF_Q_INDEX && qc_type(c, in, e->a).k == QT_CELL;
}

static int host_only(qctx *c, qinst *in, const kf_q_node *at)
{
    if (qc_rc_on(in))
        return 1;
    qc_error(c, at, "cell arrays are host code only: a kernel or __device__ function cannot use one");
    return 0;
}

/* c[i]: the array (borrowed from the cell; fetched to the host, as host
 * code reads it) */
const char *qc_cell_get(qctx *c, qinst *in, kf_q_node *e)
{
    if (!host_only(c, in, e))
        return "NULL";
    const char *cell = qc_expr(c, in, e->a);
    return A_("qce_get(%s, (long)(%s))", cell, qc_expr(c, in, e->kids[0]));
}

/* c[i] = A */
void qc_cell_store(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg)
{
    if (!host_only(c, in, s))
        return;
    qtype ct = qc_type(c, in, tg->a), vt = qc_type(c, in, s->a);
    if (c->failed)
        return;
    if (s->op != '=') {
        qc_error(c, s, "compound assignment to a cell element is not supported; write c[i] = c[i] + x");
        return;
    }
    if (vt.k != QT_ARR && vt.k != QT_IVEC) {
        char b1[16], b2[16];
        qc_error(c, s->a, "a cell of type %s holds arrays, not a value of type %s",
                 qt_name(ct, b1, sizeof b1), qt_name(vt, b2, sizeof b2));
        return;
    }
    const char *cell = qc_expr(c, in, tg->a), *i = qc_expr(c, in, tg->kids[0]);
    const char *v = vt.k == QT_IVEC ? qc_to_arr(c, in, s->a) : qc_arr(c, in, s->a);
    qc_line(c, in, "qce_put(%s, (long)(%s), %s);", cell, i, qc_take(c, in, v));
}

/* {A, B, ...}: a new cell the statement owns, holding each array */
const char *qc_cell_literal(qctx *c, qinst *in, kf_q_node *e)
{
    if (!host_only(c, in, e))
        return "NULL";
    const char *t = qc_tmp(c, in);
    qc_line(c, in, "qcell *%s = qce_new(%d);", t, e->nkids);
    qc_own_cell(c, in, t);
    for (int i = 0; i < e->nkids && !c->failed; i++) {
        kf_q_node *k = e->kids[i];
        const char *v = qc_type(c, in, k).k == QT_IVEC ? qc_to_arr(c, in, k) : qc_arr(c, in, k);
        qc_line(c, in, "qce_put(%s, %d, %s);", t, i, qc_take(c, in, v));
    }
    return t;
}
