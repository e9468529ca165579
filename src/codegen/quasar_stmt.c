/*
 * quasar_stmt.c: Quasar statements as C, and the sweep of type inference
 * over a body (see quasar.h).
 *
 * An instance (quasar_inst.c) is made in three steps: its parameters typed
 * from the call (or their annotations, checked against the call), its
 * variables' types inferred by sweeping the body until nothing changes,
 * then its C written here.  Loops go through the automatic loop
 * parallelizer (quasar_alp.c) first, in quasar_for.c.
 */
#include <stdlib.h>
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

/* ---- inference ---- */



static void join_var(qctx *c, qinst *in, kf_q_node *at, const char *name, qtype t)
{
    if (t.k == QT_UNK)
        return;
    if (t.k == QT_VOID) {
        qc_error(c, at, t.nd > 1 ? "this call returns %d values: assign them with [a, b] = ..."
                                 : "this call returns no value%.0d", t.nd);
        return;
    }
    qvar *v = qc_lookup(in, name);
    if (!v) {
        v = qc_define(c, in, name, t);
        return;
    }
    qtype j = qt_join(v->t, t);
    if (j.k == QT_UNK && j.nd == -1) {
        char b1[16], b2[16];
        qc_error(c, at, "'%s' has type %s; it cannot be assigned a value of type %s", name,
                 qt_name(v->t, b1, sizeof b1), qt_name(t, b2, sizeof b2));
        return;
    }
    if (v->is_param && !qt_eq(j, v->t) && v->t.k != QT_UNK) {
        char b1[16], b2[16];
        qc_error(c, at, "parameter '%s' has type %s; it cannot be assigned a value of type %s", name,
                 qt_name(v->t, b1, sizeof b1), qt_name(t, b2, sizeof b2));
        return;
    }
    if (!qt_eq(j, v->t)) {
        v->t = j;
        in->changed = 1;
    }
}

/* the callee instance of a call (NULL for builtins) */
static qinst *callee_of(qctx *c, qinst *in, kf_q_node *e)
{
    if (e->kind != KF_Q_CALL)
        return NULL;
    qtype ft = qc_type(c, in, e->a);
    if (ft.k != QT_FUNC || !ft.fn)
        return NULL;
    qtype args[16];
    for (int i = 0; i < e->nkids && i < 16; i++)
        args[i] = qc_type(c, in, e->kids[i]);
    return qc_call_instance(c, in, ft, e, args);
}

static void infer_assign(qctx *c, qinst *in, kf_q_node *s)
{
    if (s->nkids > 1) {
        kf_q_node *r = s->a;
        qtype rt = qc_type(c, in, r);
        if (rt.k == QT_UNK)
            return;
        if (r->kind == KF_Q_MATRIX && r->nkids == s->nkids) {
            for (int i = 0; i < s->nkids; i++)
                if (s->kids[i]->kind == KF_Q_ID)
                    join_var(c, in, s->kids[i], s->kids[i]->str, qc_type(c, in, r->kids[i]));
            return;
        }
        if (QT_SMALL(rt) && rt.nd == s->nkids) {
            for (int i = 0; i < s->nkids; i++)
                if (s->kids[i]->kind == KF_Q_ID)
                    join_var(c, in, s->kids[i], s->kids[i]->str, qt(rt.k == QT_IVEC ? QT_INT : QT_SCALAR, 0));
            return;
        }
        qinst *callee = callee_of(c, in, r);
        if (!callee || callee->nouts != s->nkids) {
            qc_error(c, s, "%d values are assigned from an expression that gives %d", s->nkids,
                     callee ? callee->nouts : 1);
            return;
        }
        for (int i = 0; i < s->nkids; i++) {
            qvar *o = qc_lookup(callee, callee->fn->outs[i]->str);
            if (s->kids[i]->kind == KF_Q_ID && o)
                join_var(c, in, s->kids[i], s->kids[i]->str, o->t);
        }
        return;
    }
    kf_q_node *tg = s->kids[0];
    qtype rt;
    if (s->a->kind == KF_Q_ASSIGN) {
        infer_assign(c, in, s->a);
        rt = qc_type(c, in, s->a->kids[0]);
    } else {
        if (tg->kind == KF_Q_INDEX)
            qc_slice_into_mark(c, in, s); /* before the call is typed: its callee may write in place */
        rt = qc_type(c, in, s->a);
    }
    if (in->dest && s == in->dest_stmt && rt.k == QT_ARR)
        rt.view = 1; /* the result: the caller's slice, rows ld apart (quasar_slice.c) */
    if (tg->kind == KF_Q_INDEX && tg->a->kind == KF_Q_ID && rt.k == QT_ARR) { /* c[i] = A: a cell's arrays */
        qtype ct = qc_type(c, in, tg->a);
        qtype nt = qt(QT_CELL, rt.nd);
        nt.cx = rt.cx; /* a cell of complex arrays */
        if (ct.k == QT_CELL)
            join_var(c, in, s, tg->a->str, nt);
    }
    if (tg->kind != KF_Q_ID)
        return;
    if (s->op != '=') {
        qvar *v = qc_lookup(in, tg->str);
        if (!v && !in->emitting) {
            /* the first sweep may meet it before its definition */
            for (qinst *p = in->parent; p && !v; p = p->parent)
                v = qc_lookup(p, tg->str);
            if (!v)
                return;
        }
        return;
    }
    join_var(c, in, s, tg->str, rt);
}

static void infer_stmt(qctx *c, qinst *in, kf_q_node *s)
{
    switch (s->kind) {
    case KF_Q_ASSIGN: infer_assign(c, in, s); break;
    case KF_Q_FOR: {
        kf_q_node *r = s->a;
        qtype t = qt(QT_INT, 0);
        if (r->kind == KF_Q_RANGE) {
            kf_q_node *parts[3] = {r->a, r->b, r->c};
            for (int i = 0; i < 3; i++)
                if (parts[i] && qc_type(c, in, parts[i]).k == QT_SCALAR)
                    t = qt(QT_SCALAR, 0);
        } else if (!c->failed) {
            qc_error(c, r, "a for loop runs over a range a..b (or a..step..b)");
            return;
        }
        join_var(c, in, s, s->str, t);
        qc_infer_block(c, in, s->b);
        break;
    }
    case KF_Q_IF: {
        kf_q_node *live = NULL;
        if (qc_target_if(c, in, s, &live)) { /* only the branch this target takes (quasar_target.c) */
            if (live)
                live->kind == KF_Q_IF ? infer_stmt(c, in, live) : qc_infer_block(c, in, live);
            break;
        }
        qc_infer_block(c, in, s->b);
        if (s->c)
            s->c->kind == KF_Q_IF ? infer_stmt(c, in, s->c) : qc_infer_block(c, in, s->c);
        break;
    }
    case KF_Q_WHILE:
    case KF_Q_REPEAT: qc_infer_block(c, in, s->b); break;
    case KF_Q_MATCH: {
        int known = 0;
        kf_q_node *arm = qc_target_match(c, in, s, &known); /* match schedule(...): one arm */
        if (known) {
            qc_infer_block(c, in, arm);
            break;
        }
        for (int i = 0; i < s->nkids; i++)
            qc_infer_block(c, in, s->kids[i]->b);
        break;
    }
    case KF_Q_IMPORT: qc_infer_block(c, in, s->a); break;
    default: break;
    }
}

void qc_infer_block(qctx *c, qinst *in, kf_q_node *b)
{
    for (int i = 0; b && i < b->nkids && !c->failed; i++)
        infer_stmt(c, in, b->kids[i]);
}

/* ---- statements ---- */

static void stmt(qctx *c, qinst *in, kf_q_node *s, const char **attr);

static void open_block(qinst *in) { in->indent++; }
static void close_block(qctx *c, qinst *in)
{
    in->indent--;
    qc_line(c, in, "}");
}

void qc_block(qctx *c, qinst *in, kf_q_node *b)
{
    const char *attr = NULL;
    int single = 0, region = in->region; /* the region's host statements (quasar_region.c) */
    int run = 0;                          /* launches left in a run that shares one region */
    in->region = 0;                       /* nothing nested is the region's body */
    int lanes = 0;                        /* this block opened a strip's lanes (quasar_strip.c) */
    b = qc_fuse_block(c, in, b);          /* consecutive launches as one kernel (quasar_fuse.c) */
    for (int i = 0; b && i < b->nkids && !c->failed; i++) {
        if (in->strip)
            qc_strip_at(c, in, b, i, &lanes);
        if (region)
            single = qc_region_step(c, in, b->kids[i], single);
        else if (!run && (run = qc_region_run(c, in, b, i)) > 0) {
            qc_line(c, in, "#pragma omp parallel");
            qc_line(c, in, "{");
            open_block(in);
        }
        in->region = (region && !single) || run;
        int mark = in->nown;
        in->nivcall = 0; /* small-vector call results live for one statement */
        /* a for-loop fetches for itself once it knows where it runs (qc_for_loop) */
        int whole = b->kids[i]->kind == KF_Q_FOR ? 0 : qc_resid_stmt(c, in, b->kids[i]);
        in->synced += whole;
        stmt(c, in, b->kids[i], &attr);
        in->synced -= whole;
        qc_own_release(c, in, mark); /* the statement's array temporaries */
        in->region = 0;
        if (run && !--run)
            close_block(c, in);
    }
    if (single)
        qc_region_step(c, in, NULL, single);
    if (lanes)
        qc_strip_at(c, in, b, b->nkids, &lanes);
    in->region = region;
}

static void assign_to(qctx *c, qinst *in, qvar *v, kf_q_node *val)
{
    qtype t = qc_type(c, in, val);
    if (v->t.k == QT_FUNC)
        return; /* bound at compile time */
    if (QT_SMALL(v->t)) { /* component by component (quasar_svec.c) */
        qc_svec_assign(c, in, v, val);
        return;
    }
    if (v->t.k == QT_ARR) {
        in->fuse_top = val; /* an element-wise value may stay on the device (quasar_loopk.c) */
        const char *r = QT_SMALL(t) ? qc_to_arr(c, in, val) : qc_arr(c, in, val);
        in->fuse_top = NULL;
        if (v->t.cx && !t.cx) { /* a complex variable given a real array: a complex copy (quasar_cplx.c) */
            if (in->in_kernel) {
                qc_error(c, val, "a real array assigned to a complex variable needs dynamic kernel memory inside a kernel");
                return;
            }
            r = qc_own(c, in, A_("qa_tocx(%s)", r));
        }
        if (qc_rc_on(in) && in->dest && in->dest_stmt && val == in->dest_stmt->a) /* quasar_slice.c */
            qc_line(c, in, "qa_set(&%s, qa_dest_take(%s, &qdst, %d));", v->cname, qc_take(c, in, r),
                    !strcmp(val->a->str, "zeros"));
        else if (qc_rc_on(in)) /* the old value released after the new one is held: x = x works */
            qc_line(c, in, "qa_set(&%s, %s);", v->cname, qc_take(c, in, r));
        else
            qc_line(c, in, "%s = %s;", v->cname, r);
        return;
    }
    if (v->t.k == QT_CELL) { /* a reference, as arrays (quasar_cell.c) */
        if (t.k != QT_CELL) {
            char b1[16], b2[16];
            qc_error(c, val, "'%s' is a %s; it cannot be assigned a value of type %s", v->name,
                     qt_name(v->t, b1, sizeof b1), qt_name(t, b2, sizeof b2));
            return;
        }
        if (qc_rc_on(in))
            qc_line(c, in, "qce_set(&%s, %s);", v->cname, qc_take_cell(c, in, qc_expr(c, in, val)));
        return;
    }
    if (v->t.k == QT_CPLX) { /* a real value promoted (quasar_cplx.c) */
        qc_line(c, in, "%s = %s;", v->cname, qc_cplx(c, in, val));
        return;
    }
    if (v->t.k == QT_STR && qc_rc_on(in)) { /* the variable owns a copy (quasar_own.c) */
        qc_line(c, in, "qs_set(&%s, %s);", v->cname, qc_take_str(c, in, qc_expr(c, in, val)));
        return;
    }
    qc_line(c, in, "%s = %s;", v->cname, qc_expr(c, in, val));
}

const char *qc_compound_op(int op)
{
    switch (op) {
    case KF_QT_ADDEQ: return "+";
    case KF_QT_SUBEQ: return "-";
    case KF_QT_MULEQ: return "*";
    case KF_QT_DIVEQ: return "/";
    default: return NULL;
    }
}

static void store_to(qctx *c, qinst *in, kf_q_node *s, const char *lv, const char *v);
static void elem_store(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg, const char *v);

/* A[i] op= v: an element store; atomic inside kernels */
static void store(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg)
{
    if (qc_is_cell_index(c, in, tg)) { /* c[i] = A (quasar_cell.c) */
        qc_cell_store(c, in, s, tg);
        return;
    }
    qtype vt = qc_type(c, in, s->a);
    int which, lo, len = qc_svec_slice(c, in, tg, &which, &lo);
    if (len) { /* y[pos[0], pos[1], 0..2] = v in a kernel (quasar_svec.c) */
        qc_svec_slice_store(c, in, s, tg, which, lo, len, elem_store);
        return;
    }
    int slice = 0;
    for (int i = 0; i < tg->nkids; i++)
        if (tg->kids[i]->kind == KF_Q_COLON || qc_type(c, in, tg->kids[i]).k == QT_ARR)
            slice = 1;
    if (slice) {
        if (s->op != '=') {
            qc_error(c, s, "compound assignment to a slice is not supported; write A[..] = A[..] + x");
            return;
        }
        const char *base = qc_arr(c, in, tg->a);
        int tcx = qc_type(c, in, tg->a).cx;
        if (!tcx && qc_is_cx(vt)) {
            char b1[16], b2[16];
            qc_error(c, s->a, "a value of type %s is stored into a slice of a real array (%s)", qt_name(vt, b1, sizeof b1),
                     qt_name(qc_type(c, in, tg->a), b2, sizeof b2));
            return;
        }
        if (vt.k == QT_ARR && qc_slice_into_of(c, in, s->a)) { /* written in place (quasar_slice.c) */
            qc_slice_into_explain(c, in, s);
            const char *d = qc_tmp(c, in);
            qc_line(c, in, "qarr *%s = qa_slice_dest(%s);", d, qc_slice_args(c, in, tg, base));
            qc_line(c, in, "q_dest = %s;", d);
            const char *v = qc_to_arr(c, in, s->a);
            qc_line(c, in, "q_dest = NULL;");
            qc_line(c, in, "qa_slice_dest_done(%s, %s, %s);", qc_slice_args(c, in, tg, base), v, d);
            qc_line(c, in, "qa_release(%s);", d);
            return;
        }
        if (vt.k == QT_ARR)
            qc_slice_into_explain(c, in, s);
        if (vt.k == QT_ARR || QT_SMALL(vt)) {
            const char *v = qc_to_arr(c, in, s->a);
            if (qc_slice_move(c, in, s, tg, v)) /* a whole slice takes the new array's block (quasar_slice.c) */
                qc_line(c, in, "qa_slice_move(%s, %s);", qc_slice_args(c, in, tg, base), v);
            else
                qc_line(c, in, "qa_slice_set(%s, %s, 0);", qc_slice_args(c, in, tg, base), v);
        }
        else if (tcx) { /* a number into a complex slice (quasar_cplx.c) */
            const char *z = qc_tmp(c, in);
            qc_line(c, in, "qcplx %s = %s;", z, qc_cplx(c, in, s->a));
            qc_line(c, in, "qa_slice_cset(%s, NULL, %s.re, %s.im);", qc_slice_args(c, in, tg, base), z, z);
        } else
            qc_line(c, in, "qa_slice_set(%s, NULL, %s);", qc_slice_args(c, in, tg, base), qc_expr(c, in, s->a));
        return;
    }
    if (vt.k == QT_ARR || QT_SMALL(vt)) {
        char b1[16];
        if (vt.k == QT_ARR)
            qc_error(c, s->a, "an array is assigned to one element");
        else
            qc_error(c, s->a, "a %s is assigned to one element", qt_name(vt, b1, sizeof b1));
        return;
    }
    if (qc_type(c, in, tg->a).k == QT_RVEC) { /* v[k] = x (quasar_svec.c) */
        qc_svec_store(c, in, s, tg);
        return;
    }
    if (qc_type(c, in, tg->a).k == QT_IVEC) {
        qc_error(c, tg, "components of small vectors are not assignable; assign the whole vector");
        return;
    }
    if (qc_type(c, in, tg->a).cx) { /* an element of a complex array (quasar_cplx.c) */
        qc_cplx_store(c, in, s, tg);
        return;
    }
    if (vt.k == QT_CPLX) {
        char b1[16];
        qc_error(c, s->a, "a complex value is stored into an element of a real array (%s); "
                          "store real(z) or abs(z), or make the array complex (czeros, cvec)",
                 qt_name(qc_type(c, in, tg->a), b1, sizeof b1));
        return;
    }
    elem_store(c, in, s, tg, qc_expr(c, in, s->a));
}

/* tg op= v for one element tg */
static void elem_store(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg, const char *v)
{
    const char *lv = qc_index(c, in, tg, 1);
    if (in->guard) { /* 'safe: the store only when in bounds */
        qc_line(c, in, "if (%s) {", in->guard);
        in->guard = NULL;
        in->indent++;
        store_to(c, in, s, lv, v);
        in->indent--;
        qc_line(c, in, "}");
        return;
    }
    store_to(c, in, s, lv, v);
}

/* lv op= v, atomic in kernels */
static void store_to(qctx *c, qinst *in, kf_q_node *s, const char *lv, const char *v)
{
    int kernel = in->kernel_nd != 0 || in->in_kernel;
    if (s->op == '=') {
        qc_line(c, in, "%s = %s;", lv, v);
        return;
    }
    const char *op = qc_compound_op(s->op);
    if (in->ocl && kernel) { /* OpenCL: a compare-and-swap loop on the element's bits */
        int k = s->op == KF_QT_ADDEQ || s->op == KF_QT_SUBEQ ? 0 : s->op == KF_QT_MULEQ ? 1
              : s->op == KF_QT_MINEQ ? 2 : s->op == KF_QT_MAXEQ ? 3 : s->op == KF_QT_DIVEQ ? 4 : -1;
        if (k >= 0) {
            kf_q_node *t = s->kids[0];
            int local = c->opt->target == KF_QC_OPENCL && t->kind == KF_Q_INDEX && t->a->kind == KF_Q_ID &&
                        qc_blk_is_shared(in->fn, t->a->str); /* a shared() array's element */
            qc_line(c, in, "q_%satomic_op(&%s, %s%s, %d);", local ? "l" : "", lv, s->op == KF_QT_SUBEQ ? "-" : "",
                    v, k);
            return;
        }
    }
    if (op) {
        if (kernel && c->opt->target == KF_QC_OPENMP)
            qc_line(c, in, "#pragma omp atomic");
        qc_line(c, in, "%s %s= %s;", lv, op, v);
        return;
    }
    if (s->op == KF_QT_MINEQ || s->op == KF_QT_MAXEQ) {
        if (kernel && c->opt->target == KF_QC_OPENMP)
            qc_line(c, in, "#pragma omp critical(q_minmax)");
        qc_line(c, in, "%s = %s(%s, %s);", lv, s->op == KF_QT_MINEQ ? "fmin" : "fmax", lv, v);
        return;
    }
    qc_line(c, in, "%s = pow(%s, %s);", lv, lv, v);
}

static void assign(qctx *c, qinst *in, kf_q_node *s)
{
    if (s->nkids > 1) {
        kf_q_node *r = s->a;
        qtype rt = qc_type(c, in, r);
        const char *outs[16];
        for (int i = 0; i < s->nkids && i < 16; i++) {
            if (s->kids[i]->kind != KF_Q_ID) {
                qc_error(c, s->kids[i], "only variables are assigned by [a, b] = ...");
                return;
            }
            qvar *v = qc_lookup(in, s->kids[i]->str);
            outs[i] = v ? v->cname : "q_unused";
        }
        if (r->kind == KF_Q_MATRIX && r->nkids == s->nkids) {
            const char *tmp[16];
            int arr[16], str[16];
            for (int i = 0; i < s->nkids; i++) { /* all values first: [a,b] = [b,a] swaps */
                qtype t = qc_type(c, in, r->kids[i]);
                const char *x = qc_expr(c, in, r->kids[i]);
                arr[i] = t.k == QT_ARR && qc_rc_on(in);
                str[i] = t.k == QT_STR && qc_rc_on(in);
                tmp[i] = qc_tmp(c, in);
                qc_line(c, in, "%s %s = %s;", t.k == QT_ARR ? "qarr *" : t.k == QT_INT ? "long"
                        : t.k == QT_STR ? "const char *" : qc_real(c),
                        tmp[i], arr[i] ? qc_take(c, in, x) : str[i] ? qc_take_str(c, in, x) : x);
            }
            for (int i = 0; i < s->nkids; i++)
                qc_line(c, in, arr[i] ? "qa_set(&%s, %s);" : str[i] ? "qs_set(&%s, %s);" : "%s = %s;",
                        outs[i], tmp[i]);
            return;
        }
        if (QT_SMALL(rt)) {
            const char *t = qc_svec_tmp(c, in, r, rt);
            for (int i = 0; i < s->nkids; i++)
                qc_line(c, in, "%s = %s[%d];", outs[i], t, i);
            return;
        }
        if (r->kind != KF_Q_CALL) {
            qc_type(c, in, r);
            qc_error(c, r, "%d values are assigned from an expression that gives one", s->nkids);
            return;
        }
        const char *old[16] = {0}; /* array and string results replace values released after the call */
        int ostr[16] = {0};
        for (int i = 0; i < s->nkids && qc_rc_on(in); i++) {
            qvar *v = qc_lookup(in, s->kids[i]->str);
            if (v && (v->t.k == QT_ARR || v->t.k == QT_STR || v->t.k == QT_CELL)) {
                old[i] = qc_tmp(c, in);
                ostr[i] = v->t.k == QT_STR ? 1 : v->t.k == QT_CELL ? 2 : 0;
                qc_line(c, in, "%s%s = %s;", ostr[i] == 1 ? "const char *" : ostr[i] ? "qcell *" : "qarr *",
                        old[i], outs[i]);
            }
        }
        qc_call(c, in, r, outs, s->nkids);
        for (int i = 0; i < s->nkids; i++)
            if (old[i])
                qc_line(c, in, "%s(%s);", ostr[i] == 1 ? "qs_release" : ostr[i] ? "qce_release" : "qa_release",
                        old[i]);
        return;
    }
    kf_q_node *tg = s->kids[0];
    if (tg->kind == KF_Q_INDEX) {
        store(c, in, s, tg);
        return;
    }
    if (s->a->kind == KF_Q_ASSIGN) { /* a = b = v */
        assign(c, in, s->a);
        qvar *v = qc_lookup(in, tg->str);
        if (v)
            assign_to(c, in, v, s->a->kids[0]);
        return;
    }
    qvar *v = qc_lookup(in, tg->str);
    if (!v) {
        for (qinst *p = in->parent; p && !v; p = p->parent)
            v = qc_lookup(p, tg->str);
        if (!v) {
            qc_error(c, tg, "'%s' is not defined", tg->str);
            return;
        }
        qc_error(c, tg, "'%s' belongs to the enclosing function; a nested function cannot assign it",
                 tg->str);
        return;
    }
    if (s->op == '=') {
        assign_to(c, in, v, s->a);
        return;
    }
    /* x op= e is x = x op e; on arrays a new array, as in Quasar */
    static const int binop[] = {[KF_QT_ADDEQ - KF_QT_ADDEQ] = '+', [KF_QT_SUBEQ - KF_QT_ADDEQ] = '-',
                                [KF_QT_MULEQ - KF_QT_ADDEQ] = KF_QT_DOTMUL,
                                [KF_QT_DIVEQ - KF_QT_ADDEQ] = KF_QT_DOTDIV,
                                [KF_QT_POWEQ - KF_QT_ADDEQ] = KF_QT_DOTPOW};
    if ((v->t.k == QT_ARR || v->t.k == QT_CPLX) && s->op <= KF_QT_POWEQ) {
        kf_q_node *b = kf_arena_alloc(c->a, sizeof *b);
        *b = *s;
        b->kind = KF_Q_BIN;
        b->op = binop[s->op - KF_QT_ADDEQ];
        b->a = tg;
        b->b = s->a;
        b->kids = NULL;
        b->nkids = 0;
        assign_to(c, in, v, b);
        return;
    }
    if (v->t.k != QT_INT && v->t.k != QT_SCALAR) {
        qc_error(c, s, "compound assignment to a value of this type is not supported");
        return;
    }
    const char *x = qc_expr(c, in, s->a);
    if (s->op == KF_QT_MINEQ || s->op == KF_QT_MAXEQ)
        qc_line(c, in, "%s = %s(%s, %s);", v->cname, s->op == KF_QT_MINEQ ? "fmin" : "fmax", v->cname, x);
    else if (s->op == KF_QT_POWEQ)
        qc_line(c, in, "%s = pow(%s, %s);", v->cname, v->cname, x);
    else
        qc_line(c, in, "%s %s= %s;", v->cname, qc_compound_op(s->op), x);
}

static const char *cond(qctx *c, qinst *in, kf_q_node *e)
{
    qtype t = qc_type(c, in, e);
    if (t.k == QT_ARR || t.k == QT_STR || t.k == QT_FUNC) {
        char buf[16];
        qc_error(c, e, "a condition must be a scalar, not %s", qt_name(t, buf, sizeof buf));
        return "0";
    }
    return qc_expr(c, in, e);
}

/* A loop's condition, evaluated each time round: the arrays it makes are
 * released before the test (they live inside the loop's braces). */
static const char *loop_cond(qctx *c, qinst *in, kf_q_node *e)
{
    int mark = in->nown;
    const char *r = cond(c, in, e);
    if (in->nown == mark)
        return r;
    const char *v = qc_tmp(c, in);
    qc_line(c, in, "int %s = (%s) != 0;", v, r);
    qc_own_release(c, in, mark);
    return v;
}

static void match(qctx *c, qinst *in, kf_q_node *s)
{
    int known = 0;
    kf_q_node *arm = qc_target_match(c, in, s, &known); /* match schedule(...) (quasar_target.c) */
    if (known) {
        qc_line(c, in, "{");
        open_block(in);
        qc_block(c, in, arm);
        close_block(c, in);
        return;
    }
    qtype t = qc_type(c, in, s->a);
    const char *v = qc_tmp(c, in);
    if (t.k == QT_STR)
        qc_line(c, in, "const char *%s = %s;", v, qc_expr(c, in, s->a));
    else
        qc_line(c, in, "double %s = %s;", v, cond(c, in, s->a));
    for (int i = 0; i < s->nkids && !c->failed; i++) {
        kf_q_node *k = s->kids[i];
        const char *test = "1";
        if (k->a) {
            qtype pt = qc_type(c, in, k->a);
            if ((pt.k == QT_STR) != (t.k == QT_STR)) {
                qc_error(c, k->a, "this case does not have the type of the matched value");
                return;
            }
            test = t.k == QT_STR ? A_("strcmp(%s, %s) == 0", v, qc_expr(c, in, k->a))
                                 : A_("%s == %s", v, qc_expr(c, in, k->a));
        }
        qc_line(c, in, "%sif (%s) {", i ? "else " : "", test);
        open_block(in);
        qc_block(c, in, k->b);
        close_block(c, in);
    }
}

static int known_attr(const char *a)
{
    static const char *const l[] = {"parallel for", "serial for", "kernel_tiling", "kernel_transform",
                                    "auto_inline", "kernel_accumulator", "kernel_fusion", "kernel ",
                                    "kernel_name", "loop_parallelizer", NULL};
    for (int i = 0; l[i]; i++)
        if (!strncmp(a, l[i], strlen(l[i])))
            return 1;
    return 0;
}

static void stmt(qctx *c, qinst *in, kf_q_node *s, const char **attr)
{
    const char *a = *attr;
    *attr = NULL;
    switch (s->kind) {
    case KF_Q_ATTR:
        if (!strncmp(s->str, "parallel for", 12) || !strncmp(s->str, "serial for", 10))
            *attr = s->str;
        else if (qc_settings_attr(c, s)) /* {!loop_parallelizer on|off}, read by qc_for_loop */
            ;
        else if (qc_fuse_attr(c, s)) /* {!kernel_fusion ...}, read by qc_fuse_block */
            ;
        else if (!strncmp(s->str, "kernel ", 7) && in->kernel_nd)
            qc_target_hint(c, in->fn, NULL); /* a target hint, taken at the launch (quasar_target.c) */
        else if (!strncmp(s->str, "kernel_tiling", 13) && in->kernel_nd)
            ; /* read at the instance (quasar_tiling.c) */
        else if (known_attr(s->str))
            qc_warn(c, s, "attribute {!%s} has no effect in kforge yet", s->str);
        else
            qc_warn(c, s, "unknown attribute {!%s} ignored", s->str);
        break;
    case KF_Q_ASSIGN: assign(c, in, s); break;
    case KF_Q_EXPR: {
        const qc_rows *rows = qc_fuse_rows(c, s);
        if (rows) { /* two launches fused row by row (quasar_fuse.c, quasar_rows.c) */
            qc_rows_launch(c, in, rows);
            break;
        }
        if (s->a->kind == KF_Q_ID && !strcmp(s->a->str, "syncthreads") && !qc_lookup(in, "syncthreads")) {
            qc_blk_sync(c, in, s->a); /* quasar_block.c */
            break;
        }
        qtype t = qc_type(c, in, s->a);
        if (c->failed)
            break;
        if (s->a->kind == KF_Q_CALL) {
            const char *r = qc_call(c, in, s->a, NULL, 0);
            if (r[0] && strcmp(r, "q_toc()") == 0)
                qc_line(c, in, "printf(\"Elapsed time: %%g ms\\n\", 1000 * q_toc());");
            else if (r[0] && t.k == QT_STR && qc_rc_on(in)) /* a string nobody takes */
                qc_own_str(c, in, r);
            else if (r[0] && t.k == QT_CELL && qc_rc_on(in))
                qc_own_cell(c, in, r);
            else if (r[0] && t.k != QT_ARR)
                qc_line(c, in, "(void)(%s);", r);
            else if (r[0] && qc_rc_on(in)) /* an array result nobody takes */
                qc_own(c, in, r);
            else if (r[0])
                qc_line(c, in, "(void)(%s);", r);
            break;
        }
        if (s->a->kind == KF_Q_ID && t.k == QT_FUNC)
            break;
        qc_warn(c, s, "this statement computes a value that is not used");
        break;
    }
    case KF_Q_IF: {
        kf_q_node *live = NULL;
        if (qc_target_if(c, in, s, &live)) { /* decided by $target: one branch (quasar_target.c) */
            if (live && live->kind == KF_Q_IF) {
                const char *none = NULL;
                int mark = in->nown;
                stmt(c, in, live, &none);
                qc_own_release(c, in, mark);
            } else if (live) {
                qc_line(c, in, "{");
                open_block(in);
                qc_block(c, in, live);
                close_block(c, in);
            }
            break;
        }
        kf_q_node *sel = qc_diverge_select(c, in, s); /* a select instead (quasar_diverge.c) */
        if (sel) {
            assign(c, in, sel);
            break;
        }
        qc_line(c, in, "if (%s) {", cond(c, in, s->a));
        open_block(in);
        qc_block(c, in, s->b);
        if (s->c) {
            in->indent--;
            qc_line(c, in, "} else {");
            in->indent++;
            if (s->c->kind == KF_Q_IF) { /* its condition's temporaries live in the else block */
                const char *none = NULL;
                int mark = in->nown;
                stmt(c, in, s->c, &none);
                qc_own_release(c, in, mark);
            } else
                qc_block(c, in, s->c);
        }
        close_block(c, in);
        break;
    }
    case KF_Q_FOR: qc_for_loop(c, in, s, a); break;
    case KF_Q_WHILE:
        qc_line(c, in, "for (;;) {");
        open_block(in);
        qc_resid_expr(c, in, s->a);
        qc_line(c, in, "if (!(%s)) break;", loop_cond(c, in, s->a));
        qc_block(c, in, s->b);
        close_block(c, in);
        break;
    case KF_Q_REPEAT:
        qc_line(c, in, "for (;;) {");
        open_block(in);
        qc_block(c, in, s->b);
        qc_resid_expr(c, in, s->a);
        qc_line(c, in, "if (%s) break;", loop_cond(c, in, s->a));
        close_block(c, in);
        break;
    case KF_Q_BREAK: qc_line(c, in, "break;"); break;
    case KF_Q_CONTINUE: qc_line(c, in, "continue;"); break;
    case KF_Q_RETURN: qc_line(c, in, "goto q_return;"); break;
    case KF_Q_MATCH: match(c, in, s); break;
    case KF_Q_IMPORT: qc_block(c, in, s->a); break;
    case KF_Q_FUNC: break; /* instantiated where it is called */
    default: qc_error(c, s, "this statement is not supported"); break;
    }
}

