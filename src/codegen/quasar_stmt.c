/*
 * quasar_stmt.c: Quasar statements as C, and function instances (see
 * quasar.h).
 *
 * An instance is made in three steps: its parameters typed from the call
 * (or their annotations, checked against the call), its variables' types
 * inferred by sweeping the body until nothing changes, then its C
 * written.  Loops go through the automatic loop parallelizer
 * (quasar_alp.c) first.
 */
#include <stdlib.h>
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

/* ---- inference ---- */

static void infer_block(qctx *c, qinst *in, kf_q_node *b);

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
    qinst *owner = ft.fenv;
    if (!owner)
        qc_find_func(c, in, ft.fn->str ? ft.fn->str : "", &owner);
    c->site = e;
    return qc_instance(c, ft.fn, owner ? owner : in, args, e->nkids, 0);
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
        if (rt.k == QT_IVEC && rt.nd == s->nkids) {
            for (int i = 0; i < s->nkids; i++)
                if (s->kids[i]->kind == KF_Q_ID)
                    join_var(c, in, s->kids[i], s->kids[i]->str, qt(QT_INT, 0));
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
    } else
        rt = qc_type(c, in, s->a);
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
        infer_block(c, in, s->b);
        break;
    }
    case KF_Q_IF:
        infer_block(c, in, s->b);
        if (s->c)
            s->c->kind == KF_Q_IF ? infer_stmt(c, in, s->c) : infer_block(c, in, s->c);
        break;
    case KF_Q_WHILE:
    case KF_Q_REPEAT: infer_block(c, in, s->b); break;
    case KF_Q_MATCH:
        for (int i = 0; i < s->nkids; i++)
            infer_block(c, in, s->kids[i]->b);
        break;
    case KF_Q_IMPORT: infer_block(c, in, s->a); break;
    default: break;
    }
}

static void infer_block(qctx *c, qinst *in, kf_q_node *b)
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
    for (int i = 0; b && i < b->nkids && !c->failed; i++)
        stmt(c, in, b->kids[i], &attr);
}

static void assign_to(qctx *c, qinst *in, qvar *v, kf_q_node *val)
{
    qtype t = qc_type(c, in, val);
    if (v->t.k == QT_FUNC)
        return; /* bound at compile time */
    if (v->t.k == QT_IVEC) {
        for (int k = 0; k < v->t.nd; k++)
            qc_line(c, in, "%s[%d] = %s;", v->cname, k, qc_comp(c, in, val, k));
        return;
    }
    if (v->t.k == QT_ARR) {
        qc_line(c, in, "%s = %s;", v->cname, t.k == QT_IVEC ? qc_to_arr(c, in, val) : qc_arr(c, in, val));
        return;
    }
    qc_line(c, in, "%s = %s;", v->cname, qc_expr(c, in, val));
}

static const char *compound_op(int op)
{
    switch (op) {
    case KF_QT_ADDEQ: return "+";
    case KF_QT_SUBEQ: return "-";
    case KF_QT_MULEQ: return "*";
    case KF_QT_DIVEQ: return "/";
    default: return NULL;
    }
}

/* A[i] op= v: an element store; atomic inside kernels */
static void store(qctx *c, qinst *in, kf_q_node *s, kf_q_node *tg)
{
    qtype vt = qc_type(c, in, s->a);
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
        if (vt.k == QT_ARR || vt.k == QT_IVEC)
            qc_line(c, in, "qa_slice_set(%s, %s, 0);", qc_slice_args(c, in, tg, base), qc_to_arr(c, in, s->a));
        else
            qc_line(c, in, "qa_slice_set(%s, NULL, %s);", qc_slice_args(c, in, tg, base), qc_expr(c, in, s->a));
        return;
    }
    if (vt.k == QT_ARR || vt.k == QT_IVEC) {
        qc_error(c, s->a, "an array is assigned to one element");
        return;
    }
    if (qc_type(c, in, tg->a).k == QT_IVEC) {
        qc_error(c, tg, "components of small vectors are not assignable; assign the whole vector");
        return;
    }
    const char *v = qc_expr(c, in, s->a);
    const char *lv = qc_index(c, in, tg, 1);
    qvar *av = tg->a->kind == KF_Q_ID ? qc_lookup(in, tg->a->str) : NULL;
    const char *guard = NULL;
    if (av && av->acc && !strcmp(av->acc, "safe")) { /* writes out of bounds are dropped */
        const char *x = qc_tmp(c, in);
        (void)x;
        guard = "1";
    }
    (void)guard;
    int kernel = in->kernel_nd != 0 || in->in_kernel;
    if (s->op == '=') {
        qc_line(c, in, "%s = %s;", lv, v);
        return;
    }
    const char *op = compound_op(s->op);
    if (in->ocl && kernel) { /* OpenCL: a compare-and-swap loop on the element's bits */
        int k = s->op == KF_QT_ADDEQ || s->op == KF_QT_SUBEQ ? 0 : s->op == KF_QT_MULEQ ? 1
              : s->op == KF_QT_MINEQ ? 2 : s->op == KF_QT_MAXEQ ? 3 : s->op == KF_QT_DIVEQ ? 4 : -1;
        if (k >= 0) {
            qc_line(c, in, "q_atomic_op(&%s, %s%s, %d);", lv, s->op == KF_QT_SUBEQ ? "-" : "", v, k);
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
            for (int i = 0; i < s->nkids; i++) { /* all values first: [a,b] = [b,a] swaps */
                qtype t = qc_type(c, in, r->kids[i]);
                tmp[i] = qc_tmp(c, in);
                qc_line(c, in, "%s %s = %s;", t.k == QT_ARR ? "qarr *" : t.k == QT_INT ? "long" : "double",
                        tmp[i], qc_expr(c, in, r->kids[i]));
            }
            for (int i = 0; i < s->nkids; i++)
                qc_line(c, in, "%s = %s;", outs[i], tmp[i]);
            return;
        }
        if (rt.k == QT_IVEC) {
            const char *t = qc_tmp(c, in);
            qc_line(c, in, "long %s[3] = {%s, %s, %s};", t, qc_comp(c, in, r, 0),
                    rt.nd > 1 ? qc_comp(c, in, r, 1) : "0", rt.nd > 2 ? qc_comp(c, in, r, 2) : "0");
            for (int i = 0; i < s->nkids; i++)
                qc_line(c, in, "%s = %s[%d];", outs[i], t, i);
            return;
        }
        if (r->kind != KF_Q_CALL) {
            qc_type(c, in, r);
            qc_error(c, r, "%d values are assigned from an expression that gives one", s->nkids);
            return;
        }
        qc_call(c, in, r, outs, s->nkids);
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
    if (v->t.k == QT_ARR && s->op <= KF_QT_POWEQ) {
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
        qc_line(c, in, "%s %s= %s;", v->cname, compound_op(s->op), x);
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

/* for v = a..b / a..s..b; `depth` loops of the nest run in parallel */
static void for_loop(qctx *c, qinst *in, kf_q_node *s, const char *attr)
{
    qc_alp r = {0};
    const char *why = "the loop parallelizer is off";
    int forced = attr && strstr(attr, "parallel for") != NULL;
    int serial = attr && strstr(attr, "serial for") != NULL;
    int host = !in->in_kernel && in->kernel_nd == 0;
    if (host && !c->opt->no_parallelize && !serial)
        why = qc_alp_check(c, in, s, &r);
    else if (serial)
        why = "{!serial for}";
    if (c->failed)
        return;
    if (forced && host && why) {
        r.depth = r.depth ? r.depth : 1;
        why = NULL;
    }
    if (!host)
        why = "inside a kernel";
    if (c->report && host) {
        qbuf names = {0};
        kf_q_node *l = s;
        int d = why ? 1 : r.depth;
        for (int i = 0; i < d; i++) {
            qb_printf(&names, "%s%s", i ? ", " : "", l->str);
            for (int j = 0; j < l->b->nkids && i + 1 < d; j++)
                if (l->b->kids[j]->kind == KF_Q_FOR) {
                    l = l->b->kids[j];
                    break;
                }
        }
        if (!why) {
            fprintf(c->report, "%s:%u:%u: loop over %s: parallel (%d-D kernel%s)", s->file, s->line,
                    s->col, names.s, r.depth, forced ? ", forced by {!parallel for}" : "");
            for (int i = 0; i < r.nred; i++)
                fprintf(c->report, "%s reduction %s= on '%s'", i ? "," : ";",
                        r.red_op[i] == KF_QT_MINEQ ? "min" : r.red_op[i] == KF_QT_MAXEQ ? "max"
                        : compound_op(r.red_op[i]), r.red[i]);
            fprintf(c->report, "\n");
        } else {
            fprintf(c->report, "%s:%u:%u: loop over %s: serial: %s", s->file, s->line, s->col, names.s, why);
            if (r.why_at && r.why_at != s)
                fprintf(c->report, " (%u:%u)", r.why_at->line, r.why_at->col);
            fprintf(c->report, "\n");
        }
        qb_free(&names);
    }
    int depth = why ? 1 : r.depth;
    kf_q_node *loops[3];
    const char *lo[3], *hi[3], *st[3];
    int neg[3];
    kf_q_node *l = s;
    for (int i = 0; i < depth; i++) {
        loops[i] = l;
        kf_q_node *rg = l->a;
        qvar *v = qc_lookup(in, l->str);
        const char *ty = v && v->t.k == QT_SCALAR ? "double" : "long";
        lo[i] = qc_tmp(c, in);
        hi[i] = qc_tmp(c, in);
        st[i] = rg->c ? qc_tmp(c, in) : "1";
        qc_line(c, in, "%s %s = %s, %s = %s;", ty, lo[i], qc_expr(c, in, rg->a), hi[i], qc_expr(c, in, rg->b));
        neg[i] = rg->c && rg->c->kind == KF_Q_UN && rg->c->op == '-';
        if (rg->c)
            qc_line(c, in, "%s %s = %s;", ty, st[i], qc_expr(c, in, rg->c));
        if (i + 1 < depth)
            for (int j = 0; j < l->b->nkids; j++)
                if (l->b->kids[j]->kind == KF_Q_FOR) {
                    l = l->b->kids[j];
                    break;
                }
    }
    if (!why && c->opt->target == KF_QC_OPENMP) {
        qbuf cl = {0};
        if (depth > 1)
            qb_printf(&cl, " collapse(%d)", depth);
        for (int i = 0; i < r.npriv; i++) {
            qvar *v = qc_lookup(in, r.priv[i]);
            if (v && v->t.k != QT_FUNC)
                qb_printf(&cl, " private(%s)", v->cname);
        }
        for (int i = 0; i < r.nred; i++) {
            qvar *v = qc_lookup(in, r.red[i]);
            int op = r.red_op[i];
            qb_printf(&cl, " reduction(%s:%s)", op == KF_QT_MINEQ ? "min" : op == KF_QT_MAXEQ ? "max"
                      : op == KF_QT_SUBEQ ? "+" : compound_op(op), v ? v->cname : r.red[i]);
        }
        qc_line(c, in, "#pragma omp parallel for%s", cl.s ? cl.s : "");
        qb_free(&cl);
    }
    for (int i = 0; i < depth; i++) {
        qvar *v = qc_lookup(in, loops[i]->str);
        const char *cmp = neg[i] ? ">=" : "<=";
        if (loops[i]->a->c && !neg[i] && loops[i]->a->c->kind != KF_Q_NUM)
            qc_line(c, in, "for (%s = %s; %s > 0 ? %s <= %s : %s >= %s; %s += %s) {", v->cname, lo[i],
                    st[i], v->cname, hi[i], v->cname, hi[i], v->cname, st[i]);
        else
            qc_line(c, in, "for (%s = %s; %s %s %s; %s += %s) {", v->cname, lo[i], v->cname, cmp, hi[i],
                    v->cname, st[i]);
        open_block(in);
    }
    qc_block(c, in, loops[depth - 1]->b);
    for (int i = 0; i < depth; i++)
        close_block(c, in);
}

static void match(qctx *c, qinst *in, kf_q_node *s)
{
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
        else if (known_attr(s->str))
            qc_warn(c, s, "attribute {!%s} has no effect in kforge yet", s->str);
        else
            qc_warn(c, s, "unknown attribute {!%s} ignored", s->str);
        break;
    case KF_Q_ASSIGN: assign(c, in, s); break;
    case KF_Q_EXPR: {
        qtype t = qc_type(c, in, s->a);
        if (c->failed)
            break;
        if (s->a->kind == KF_Q_CALL) {
            const char *r = qc_call(c, in, s->a, NULL, 0);
            if (r[0] && strcmp(r, "q_toc()") == 0)
                qc_line(c, in, "printf(\"Elapsed time: %%g ms\\n\", 1000 * q_toc());");
            else if (r[0] && t.k != QT_ARR)
                qc_line(c, in, "(void)(%s);", r);
            break;
        }
        if (s->a->kind == KF_Q_ID && t.k == QT_FUNC)
            break;
        qc_warn(c, s, "this statement computes a value that is not used");
        break;
    }
    case KF_Q_IF:
        qc_line(c, in, "if (%s) {", cond(c, in, s->a));
        open_block(in);
        qc_block(c, in, s->b);
        if (s->c) {
            in->indent--;
            qc_line(c, in, "} else {");
            in->indent++;
            if (s->c->kind == KF_Q_IF) {
                const char *none = NULL;
                stmt(c, in, s->c, &none);
            } else
                qc_block(c, in, s->c);
        }
        close_block(c, in);
        break;
    case KF_Q_FOR: for_loop(c, in, s, a); break;
    case KF_Q_WHILE:
        qc_line(c, in, "for (;;) {");
        open_block(in);
        qc_line(c, in, "if (!(%s)) break;", cond(c, in, s->a));
        qc_block(c, in, s->b);
        close_block(c, in);
        break;
    case KF_Q_REPEAT:
        qc_line(c, in, "for (;;) {");
        open_block(in);
        qc_block(c, in, s->b);
        qc_line(c, in, "if (%s) break;", cond(c, in, s->a));
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

/* ---- instances ---- */

const char *qc_cdecl(qtype t, const char *name, kf_arena *a)
{
    switch (t.k) {
    case QT_INT: return kf_arena_printf(a, "long %s", name);
    case QT_SCALAR: return kf_arena_printf(a, "double %s", name);
    case QT_STR: return kf_arena_printf(a, "const char *%s", name);
    case QT_ARR: return kf_arena_printf(a, "qarr *%s", name);
    case QT_IVEC: return kf_arena_printf(a, "long %s[3]", name);
    default: return NULL;
    }
}

static int compatible(qtype annot, qtype arg)
{
    if (annot.k == QT_UNK || qt_eq(annot, arg))
        return 1;
    if (annot.k == QT_SCALAR && arg.k == QT_INT)
        return 1;
    if (annot.k == QT_ARR && arg.k == QT_ARR && arg.nd <= annot.nd)
        return 1;
    if (annot.k == QT_ARR && arg.k == QT_IVEC && annot.nd == 1)
        return 1;
    if (annot.k == QT_FUNC && arg.k == QT_FUNC)
        return 1;
    return 0;
}

static int same_key(qinst *x, kf_q_node *fn, qinst *parent, qtype *args, int nargs, int knd, int ocl)
{
    if (x->fn != fn || x->parent != parent || x->nargs != nargs || x->kernel_nd != knd || x->ocl != ocl)
        return 0;
    for (int i = 0; i < nargs; i++)
        if (!qt_eq(x->args[i], args[i]) || x->args[i].fenv != args[i].fenv)
            return 0;
    return 1;
}

static int bind_params(qctx *c, qinst *in, kf_q_node *fn, qtype *args, int nargs)
{
    int ai = 0;
    for (int i = 0; i < fn->nparams; i++) {
        kf_q_node *p = fn->params[i];
        qtype an = qt_from_annot(p->type);
        if (an.k == QT_VOID) {
            qc_error(c, p->type, "unknown type '%s'", p->type->str);
            return 0;
        }
        if (in->kernel_nd && qc_is_special(p->str)) {
            int n = in->kernel_nd < 0 ? 1 : in->kernel_nd;
            qtype t = in->kernel_nd < 0 ? qt(QT_INT, 0) : qt(QT_IVEC, n);
            if (an.k == QT_IVEC && an.nd != n) {
                qc_error(c, p, "'%s' is declared ivec%d but parallel_do runs over %d dimensions",
                         p->str, an.nd, n);
                return 0;
            }
            qvar *v = qc_define(c, in, p->str, t);
            v->is_param = 2;
            continue;
        }
        qtype t;
        if (ai < nargs)
            t = args[ai];
        else if (p->a)
            t = qc_type(c, in, p->a);
        else {
            qc_error(c, c->site ? c->site : fn, "'%s' is called with too few arguments (no value for '%s')",
                     fn->str ? fn->str : "lambda", p->str);
            return 0;
        }
        ai++;
        if (!compatible(an, t)) {
            char b1[16], b2[16];
            qc_error(c, c->site ? c->site : p, "argument %d of '%s' is %s, but parameter '%s' is declared %s",
                     ai, fn->str ? fn->str : "lambda", qt_name(t, b2, sizeof b2), p->str,
                     qt_name(an, b1, sizeof b1));
            if (c->site)
                kf_diag_report(c->d, KF_DIAG_NOTE, p->file, p->line, p->col, 0, "'%s' is declared here", p->str);
            return 0;
        }
        qvar *v = qc_define(c, in, p->str, an.k == QT_UNK || an.k == QT_FUNC ? t : an);
        v->is_param = 1;
        if (p->type && p->type->nmods)
            v->acc = p->type->mods[p->type->nmods - 1];
    }
    if (ai < nargs) {
        qc_error(c, c->site ? c->site : fn, "'%s' is called with %d arguments but takes %d",
                 fn->str ? fn->str : "lambda", nargs, ai);
        return 0;
    }
    return 1;
}

static void assemble(qctx *c, qinst *in)
{
    kf_q_node *fn = in->fn;
    qbuf sig = {0};
    const char *ret = "void";
    if (in->ret.k != QT_VOID)
        ret = qc_cdecl(in->ret, "", c->a);
    int kdims = in->kernel_nd < 0 ? 1 : in->kernel_nd;
    qbuf pro = {0}; /* OpenCL: the kernel's arrays rebuilt from their parts */
    if (in->ocl && in->kernel_nd)
        qb_printf(&sig, "__kernel void %s(", in->cname);
    else
        qb_printf(&sig, "%s%s%s%s(", in->ocl ? "" : "static ", ret, ret[strlen(ret) - 1] == '*' ? "" : " ", in->cname);
    int first = 1;
    if (in->kernel_nd)
        for (int i = 0; i < kdims; i++) {
            qb_printf(&sig, "%slong q_%s%d", first ? "" : ", ", in->ocl ? "lim" : "pos", i);
            first = 0;
            if (in->ocl)
                qb_printf(&pro, "    long q_pos%d = get_global_id(%d);\n    if (q_pos%d >= q_lim%d) return;\n",
                          i, i, i, i);
        }
    qvar *pv[64];
    int np = 0;
    for (int i = 0; fn && i < fn->nparams; i++) {
        qvar *v = qc_lookup(in, fn->params[i]->str);
        if (v && v->is_param == 1 && v->t.k != QT_FUNC && np < 64)
            pv[np++] = v;
    }
    for (int i = 0; i < in->nvars; i++)
        if (in->vars[i].captured && np < 64)
            pv[np++] = &in->vars[i];
    for (int i = 0; i < np; i++) {
        qvar *v = pv[i];
        if (in->ocl && in->kernel_nd && v->t.k == QT_ARR) {
            qb_printf(&sig, "%s__global double *%s_d, int %s_nd, long %s_d0, long %s_d1, long %s_d2, long %s_n",
                      first ? "" : ", ", v->cname, v->cname, v->cname, v->cname, v->cname, v->cname);
            qb_printf(&pro, "    qarr %s_s = {%s_d, %s_nd, {%s_d0, %s_d1, %s_d2}, %s_n};\n    qarr *%s = &%s_s;\n",
                      v->cname, v->cname, v->cname, v->cname, v->cname, v->cname, v->cname, v->cname, v->cname);
        } else
            qb_printf(&sig, "%s%s", first ? "" : ", ", qc_cdecl(v->t, v->cname, c->a));
        first = 0;
    }
    for (int i = 0; in->nouts > 1 && i < fn->nouts; i++) {
        qvar *v = qc_lookup(in, fn->outs[i]->str);
        qb_printf(&sig, "%s%s", first ? "" : ", ", qc_cdecl(v->t, kf_arena_printf(c->a, "*%s_out", v->cname), c->a));
        first = 0;
    }
    qb_printf(&sig, "%s)", first ? "void" : "");
    qbuf *decls = in->ocl ? &c->cl_decls : &c->decls, *out = in->ocl ? &c->cl_funcs : &c->funcs;
    qb_printf(decls, "%s;\n", sig.s);
    qb_printf(out, "%s\n{\n", sig.s);
    if (fn && fn->kind == KF_Q_FUNC)
        qb_printf(out, "    /* %s, line %u */\n", fn->str, fn->line);
    if (pro.s)
        qb_printf(out, "%s", pro.s);
    qb_free(&pro);
    for (int i = 0; i < in->nvars; i++) {
        qvar *v = &in->vars[i];
        if (v->is_param == 1 || v->captured || v->t.k == QT_FUNC)
            continue;
        if (v->is_param == 2) {
            if (v->t.k == QT_INT)
                qb_printf(out, "    long %s = q_pos0;\n", v->cname);
            else if (!strcmp(v->name, "blkdim"))
                qb_printf(out, "    long %s[3] = {1, 1, 1};\n", v->cname);
            else if (!strcmp(v->name, "blkpos"))
                qb_printf(out, "    long %s[3] = {0, 0, 0};\n", v->cname);
            else
                qb_printf(out, "    long %s[3] = {q_pos0, %s, %s};\n", v->cname,
                          v->t.nd > 1 ? "q_pos1" : "0", v->t.nd > 2 ? "q_pos2" : "0");
            continue;
        }
        const char *d = qc_cdecl(v->t, v->cname, c->a);
        if (!d)
            continue;
        const char *init = v->t.k == QT_ARR ? "NULL" : v->t.k == QT_STR ? "\"\"" : v->t.k == QT_IVEC ? "{0}" : "0";
        qb_printf(out, "    %s = %s;\n", d, init);
    }
    qb_printf(out, "%s", in->body.s ? in->body.s : "");
    if (fn && fn->kind == KF_Q_FUNC) {
        qb_printf(out, "    goto q_return;\nq_return:\n");
        if (in->nouts == 1)
            qb_printf(out, "    return %s;\n", qc_lookup(in, fn->outs[0]->str)->cname);
        for (int i = 0; in->nouts > 1 && i < fn->nouts; i++) {
            qvar *v = qc_lookup(in, fn->outs[i]->str);
            if (v->t.k == QT_IVEC)
                qb_printf(out, "    memcpy(%s_out, %s, sizeof %s);\n", v->cname, v->cname, v->cname);
            else
                qb_printf(out, "    *%s_out = %s;\n", v->cname, v->cname);
        }
        if (in->nouts == 0)
            qb_printf(out, "    return;\n");
    }
    qb_printf(out, "}\n\n");
    qb_free(&sig);
}

qinst *qc_instance(qctx *c, kf_q_node *fn, qinst *parent, qtype *args, int nargs, int kernel_nd)
{
    if (c->failed)
        return NULL;
    for (int i = 0; i < c->ninsts; i++)
        if (same_key(c->insts[i], fn, parent, args, nargs, kernel_nd, c->ocl_mode))
            return c->insts[i];
    if (c->depth > 40) {
        qc_error(c, fn, "functions nested or specialised too deeply");
        return NULL;
    }
    if (fn && fn->kind == KF_Q_FUNC && (fn->flags & KF_Q_KERNEL) && !kernel_nd) {
        qc_error(c, fn, "'%s' is a __kernel__ function: launch it with parallel_do", fn->str);
        return NULL;
    }
    qinst *in = kf_arena_alloc(c->a, sizeof *in);
    in->fn = fn;
    in->parent = parent;
    in->nargs = nargs;
    in->args = kf_arena_alloc(c->a, sizeof(qtype) * (size_t)(nargs ? nargs : 1));
    for (int i = 0; i < nargs; i++)
        in->args[i] = args[i];
    in->kernel_nd = kernel_nd;
    in->ocl = c->ocl_mode;
    in->in_kernel = kernel_nd != 0 || (fn && (fn->flags & (KF_Q_DEVICE | KF_Q_KERNEL)));
    in->cname = !fn ? "q_script" : fn->kind == KF_Q_FUNC ? A_("q%s_%s_%d", in->ocl ? "k" : "f", fn->str, c->ninsts)
                                                         : A_("ql_%d", c->ninsts);
    in->ret = qt(QT_VOID, 0);
    c->insts = kf_arena_grow(c->a, c->insts, (size_t)c->ninsts, sizeof *c->insts);
    c->insts[c->ninsts++] = in;
    c->depth++;
    if (fn && !bind_params(c, in, fn, args, nargs)) {
        c->depth--;
        return NULL;
    }
    if (fn && fn->kind == KF_Q_FUNC) {
        in->nouts = fn->nouts;
        if (kernel_nd && fn->nouts) {
            qc_error(c, fn, "kernels that return values are not supported; write the result into an array");
            c->depth--;
            return NULL;
        }
        for (int i = 0; i < fn->nouts; i++) {
            qtype an = qt_from_annot(fn->outs[i]->type);
            qc_define(c, in, fn->outs[i]->str, an.k == QT_VOID ? qt(QT_UNK, 0) : an);
        }
    }
    kf_q_node *body = !fn ? c->prog->body : fn->kind == KF_Q_FUNC ? fn->b : NULL;
    for (int sweep = 0; body && sweep < 8 && !c->failed; sweep++) {
        in->changed = 0;
        infer_block(c, in, body);
        if (!in->changed)
            break;
    }
    if (fn && fn->kind == KF_Q_FUNC)
        for (int i = 0; i < fn->nouts && !c->failed; i++) {
            qvar *v = qc_lookup(in, fn->outs[i]->str);
            if (v->t.k == QT_UNK)
                qc_error(c, fn->outs[i], "the type of result '%s' cannot be inferred (is it assigned?)",
                         v->name);
            else if (fn->nouts == 1)
                in->ret = v->t;
        }
    for (int i = 0; i < in->nvars && !c->failed; i++)
        if (in->vars[i].t.k == QT_UNK && in->vars[i].is_param != 2)
            qc_error(c, fn ? fn : (kf_q_node *)c->prog->body, "the type of '%s' cannot be inferred",
                     in->vars[i].name);
    if (fn && fn->kind == KF_Q_LAMBDA) {
        in->ret = qc_type(c, in, fn->a);
        if (in->ret.k == QT_IVEC || in->ret.k == QT_VOID) {
            if (!c->failed)
                qc_error(c, fn->a, "a lambda must give a scalar or an array");
            c->depth--;
            return NULL;
        }
    }
    in->emitting = 1;
    if (c->failed) {
        c->depth--;
        return NULL;
    }
    if (fn && fn->kind == KF_Q_LAMBDA) {
        const char *r = in->ret.k == QT_ARR ? qc_arr(c, in, fn->a) : qc_expr(c, in, fn->a);
        qc_line(c, in, "return %s;", r);
    } else
        qc_block(c, in, body);
    c->depth--;
    if (c->failed)
        return NULL;
    assemble(c, in);
    qb_free(&in->body);
    in->done = 1;
    return in;
}
