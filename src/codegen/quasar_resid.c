/*
 * quasar_resid.c: where host code needs an array's data on the host, for
 * the device targets' residency (the data transfer optimizer of seed 002
 * §17.1: "a copy moves only when the other side reads data that is dirty
 * there").
 *
 * A kernel launch (quasar_call.c's qc_launch, the prelude's qcl_arr and
 * the .cu's qcu_in) copies an array in only when the device copy is dirty
 * and leaves the arrays the kernel stores into valid on the device only.
 * Host code then must fetch before it touches the data: before a host
 * statement this module writes qa_rd(X) for each array whose elements the
 * statement reads and qa_wr(X) for each it stores into (qa_wr also marks
 * the device copy dirty).  What needs no data needs no fetch:
 *
 *   y = tmp              a reference: no fetch (perona_malik's swap)
 *   size(A), numel(A)    the header only
 *   parallel_do(.., A)   the launch's own protocol
 *   f(A)                 a user function: its own statements fetch
 *
 * A compound statement (for, if, while, match) that neither launches nor
 * calls a user function is fetched for as a whole before it starts, so
 * that no fetch lands inside a loop the parallelizer made an OpenMP loop;
 * one that may launch fetches for its header and lets each statement in
 * its body fetch for itself.  A nested for-loop counts as one that may
 * launch: the parallelizer may make it a kernel (quasar_loopk.c); a nest
 * it runs on the host instead is fetched for as a whole by for_loop
 * (qc_resid_whole, the arrays its __device__ calls read included).  The
 * OpenMP target keeps everything on the host and writes none of this.
 */
#include <string.h>

#include "quasar.h"

typedef struct {
    const char *name[64];
    int wr[64];
    int n;
    int all;   /* a nest the parallelizer runs on the host: what its calls read too */
} qsync;

static void add(qsync *s, const char *name, int wr)
{
    for (int i = 0; i < s->n; i++)
        if (!strcmp(s->name[i], name)) {
            s->wr[i] |= wr;
            return;
        }
    if (s->n < 64) {
        s->name[s->n] = name;
        s->wr[s->n++] = wr;
    }
}

int qc_resid_on(qctx *c, qinst *in)
{
    return c->opt->target != KF_QC_OPENMP && !in->in_kernel && !in->kernel_nd && !in->ocl && !in->synced;
}

/* the name a call calls, when it is a builtin (not a variable or a user function) */
static const char *builtin_name(qctx *c, qinst *in, const kf_q_node *e)
{
    const kf_q_node *f = e->a;
    if (!f || f->kind != KF_Q_ID)
        return NULL;
    for (qinst *s = in; s; s = s->parent)
        if (qc_lookup(s, f->str))
            return NULL;
    if (qc_find_func(c, in, f->str, NULL))
        return NULL;
    return f->str;
}

/* may the subtree launch a kernel on the device (or call what may)? */
static int may_launch(qctx *c, qinst *in, const kf_q_node *e)
{
    if (!e || e->kind == KF_Q_FUNC || e->kind == KF_Q_LAMBDA)
        return 0;
    /* a nested loop the parallelizer may make a kernel on the device
     * (quasar_loopk.c): what follows it must not have been fetched before */
    if (e->kind == KF_Q_FOR && !c->opt->no_parallelize)
        return 1;
    /* an element-wise array expression: a kernel too (quasar_loopk.c) */
    if ((e->kind == KF_Q_BIN || e->kind == KF_Q_UN || e->kind == KF_Q_CALL) && !c->opt->no_parallelize &&
        qc_type(c, in, (kf_q_node *)e).k == QT_ARR && qc_elementwise(c, in, (kf_q_node *)e))
        return 1;
    if (e->kind == KF_Q_CALL) {
        const char *b = builtin_name(c, in, e);
        if (!b || !strcmp(b, "parallel_do"))
            return 1;
        if ((!strcmp(b, "sum") || !strcmp(b, "prod") || !strcmp(b, "min") || !strcmp(b, "max") ||
             !strcmp(b, "mean")) && e->nkids == 1 && !qc_red_why(c, in, e->kids[0]))
            return 1; /* a reduction on the device (quasar_red.c) */
    }
    if (may_launch(c, in, e->a) || may_launch(c, in, e->b) || may_launch(c, in, e->c))
        return 1;
    for (int i = 0; i < e->nkids; i++)
        if (may_launch(c, in, e->kids[i]))
            return 1;
    return 0;
}

static void collect(qctx *c, qinst *in, kf_q_node *e, qsync *s);

static void collect_kids(qctx *c, qinst *in, kf_q_node *e, qsync *s)
{
    for (int i = 0; i < e->nkids; i++)
        collect(c, in, e->kids[i], s);
}

static int is_array_id(qctx *c, qinst *in, const kf_q_node *e)
{
    return e && e->kind == KF_Q_ID && qc_type(c, in, (kf_q_node *)e).k == QT_ARR;
}

/* what the host computes of a reduction the device makes (quasar_red.c):
 * the operands that are not element-wise, and the scalar subtrees, as
 * qc_loopk_tree splits them; the arrays the kernel reads are fetched by its
 * OpenMP form alone */
static void collect_red(qctx *c, qinst *in, kf_q_node *e, qsync *s)
{
    if (qc_type(c, in, e).k != QT_ARR) {
        collect(c, in, e, s);
        return;
    }
    if (!qc_elementwise(c, in, e)) {
        if (e->kind != KF_Q_ID)
            collect(c, in, e, s);
        return;
    }
    if (e->kind == KF_Q_UN || e->kind == KF_Q_BIN)
        collect_red(c, in, e->a, s);
    if (e->kind == KF_Q_BIN)
        collect_red(c, in, e->b, s);
    if (e->kind == KF_Q_CALL)
        for (int i = 0; i < e->nkids; i++)
            collect_red(c, in, e->kids[i], s);
}

static void collect_call(qctx *c, qinst *in, kf_q_node *e, qsync *s)
{
    const char *b = builtin_name(c, in, e);
    if (!b) { /* a user function: arrays passed as they are need nothing here, but in a
                 nest run by OpenMP, where the __device__ functions it calls fetch nothing */
        for (int i = 0; i < e->nkids; i++)
            if (e->kids[i]->kind != KF_Q_ID || s->all)
                collect(c, in, e->kids[i], s);
        return;
    }
    if (!strcmp(b, "size") || !strcmp(b, "numel") || !strcmp(b, "ndims") || !strcmp(b, "isempty")) {
        for (int i = 1; i < e->nkids; i++)
            collect(c, in, e->kids[i], s);
        if (e->nkids && e->kids[0]->kind != KF_Q_ID)
            collect(c, in, e->kids[0], s);
        return;
    }
    if ((!strcmp(b, "sum") || !strcmp(b, "prod") || !strcmp(b, "min") || !strcmp(b, "max") || !strcmp(b, "mean")) &&
        e->nkids == 1 && !s->all && !qc_red_why(c, in, e->kids[0])) {
        collect_red(c, in, e->kids[0], s); /* a tree on the device (quasar_red.c) */
        return;
    }
    int here = !strcmp(b, "serial_do") || (!strcmp(b, "parallel_do") && qc_target_on_host(c, in, e));
    if (!strcmp(b, "parallel_do") && c->opt->target != KF_QC_OPENMP && !here) {
        if (e->nkids)
            collect(c, in, e->kids[0], s); /* the dimensions */
        return;
    }
    if (here) { /* serial_do, a kernel hinted for the CPU (quasar_target.c): runs here, and may store
                   into any array it is given */
        for (int i = 0; i < e->nkids; i++)
            if (is_array_id(c, in, e->kids[i]))
                add(s, qc_arr(c, in, e->kids[i]), 1);
            else
                collect(c, in, e->kids[i], s);
        return;
    }
    collect_kids(c, in, e, s);
}

/* an assignment's target: A[..] = stores into A; x = e needs only e */
static void collect_target(qctx *c, qinst *in, kf_q_node *t, int op, qsync *s)
{
    if (t->kind == KF_Q_INDEX) {
        if (is_array_id(c, in, t->a))
            add(s, qc_arr(c, in, t->a), 1);
        else
            collect(c, in, t->a, s);
        collect_kids(c, in, t, s);
    } else if (op != '=' && is_array_id(c, in, t)) /* A += B is A = A + B */
        add(s, qc_arr(c, in, t), 0);
}

static void collect(qctx *c, qinst *in, kf_q_node *e, qsync *s)
{
    if (!e || c->failed)
        return;
    switch (e->kind) {
    case KF_Q_LAMBDA:
        if (s->all) { /* a lambda written in the nest: what it reads is read there */
            collect(c, in, e->a, s);
            collect(c, in, e->b, s);
        }
        return;
    case KF_Q_FUNC:
    case KF_Q_ATTR:
    case KF_Q_IMPORT: return;
    case KF_Q_ID:
        if (is_array_id(c, in, e))
            add(s, qc_arr(c, in, e), 0);
        return;
    case KF_Q_CALL: collect_call(c, in, e, s); return;
    case KF_Q_ASSIGN:
        for (int i = 0; i < e->nkids; i++)
            collect_target(c, in, e->kids[i], e->op, s);
        if (e->a && e->a->kind == KF_Q_ASSIGN)
            collect(c, in, e->a, s);
        else if (e->a && e->a->kind != KF_Q_ID)
            collect(c, in, e->a, s);
        return;
    case KF_Q_FOR:
        collect(c, in, e->a, s);
        collect(c, in, e->b, s);
        return;
    default:
        collect(c, in, e->a, s);
        collect(c, in, e->b, s);
        collect(c, in, e->c, s);
        collect_kids(c, in, e, s);
        return;
    }
}

static void emit(qctx *c, qinst *in, const qsync *s)
{
    for (int i = 0; i < s->n; i++)
        qc_line(c, in, "qa_%s(%s);", s->wr[i] ? "wr" : "rd", s->name[i]);
}

int qc_resid_stmt(qctx *c, qinst *in, kf_q_node *s)
{
    if (!qc_resid_on(c, in))
        return 0;
    qsync set = {0};
    switch (s->kind) {
    case KF_Q_FOR:
        if (!may_launch(c, in, s->a) && !may_launch(c, in, s->b)) {
            collect(c, in, s, &set);
            emit(c, in, &set);
            return 1;
        }
        collect(c, in, s->a, &set);
        emit(c, in, &set);
        return 0;
    case KF_Q_IF:
    case KF_Q_WHILE:
    case KF_Q_REPEAT:
    case KF_Q_MATCH:
        if (!may_launch(c, in, s)) {
            collect(c, in, s, &set);
            emit(c, in, &set);
            return 1; /* the whole statement's data is here now */
        }
        /* the header; a while's or repeat's condition is fetched for where
         * it is evaluated (qc_resid_expr), an if's chain of conditions all
         * before any branch runs */
        if (s->kind == KF_Q_FOR || s->kind == KF_Q_MATCH)
            collect(c, in, s->a, &set);
        for (kf_q_node *i = s; s->kind == KF_Q_IF && i && i->kind == KF_Q_IF; i = i->c)
            collect(c, in, i->a, &set);
        emit(c, in, &set);
        return 0;
    default:
        collect(c, in, s, &set);
        emit(c, in, &set);
        return 0;
    }
}

void qc_resid_expr(qctx *c, qinst *in, kf_q_node *e)
{
    if (!qc_resid_on(c, in))
        return;
    qsync set = {0};
    collect(c, in, e, &set);
    emit(c, in, &set);
}

int qc_resid_whole(qctx *c, qinst *in, kf_q_node *s)
{
    if (!qc_resid_on(c, in))
        return 0;
    qsync set = {.all = 1};
    collect(c, in, s, &set);
    emit(c, in, &set);
    return 1;
}
