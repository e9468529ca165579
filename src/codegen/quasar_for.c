/*
 * quasar_for.c: the for statement, `for v = a..b` and `for v = a..s..b`
 * (split from quasar_stmt.c: the one statement that decides where it
 * runs).
 *
 * On the host, the loop parallelizer (quasar_alp.c, seed 002 §17.1.1)
 * decides how deep the nest runs in parallel; --explain and analyze say
 * so with the seed's reasons.  A parallel nest is then, in order of
 * preference: a kernel on the device (quasar_loopk.c; with its OpenMP form
 * behind q_dev_worth's run-time size test, the device cost model), an
 * `omp parallel for` with its collapse, private and reduction clauses and
 * an if() over few points, or inside one region (quasar_region.c) a time
 * loop whose launches share a fork.  In a kernel the loop is plain C (a
 * strip instance's loops run outside its lanes, quasar_strip.c).
 */
#include <stdio.h>
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

static void open_block(qinst *in) { in->indent++; }
static void close_block(qctx *c, qinst *in)
{
    in->indent--;
    qc_line(c, in, "}");
}

/* for v = a..b / a..s..b; `depth` loops of the nest run in parallel */
void qc_for_loop(qctx *c, qinst *in, kf_q_node *s, const char *attr)
{
    qc_alp r = {0};
    const char *why = "the loop parallelizer is off";
    int forced = attr && strstr(attr, "parallel for") != NULL;
    int serial = attr && strstr(attr, "serial for") != NULL;
    int host_too = 0; /* the device's launch written, and this host nest its else (the cost model) */
    int host = !in->in_kernel && in->kernel_nd == 0 && !in->in_par; /* no nested parallel regions */
    const char *off = host && !serial ? qc_settings_alp_off(c, s) : NULL; /* quasar_settings.c */
    if (off && !c->opt->no_parallelize)
        why = off; /* {!loop_parallelizer off} */
    else if (off)
        why = A_("the loop parallelizer is off (%s)", off);
    else if (host && !serial)
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
    else if (off && why) /* the setting, not the loop, keeps it serial: say so (seed 002 §17.3) */
        qc_explain(c, "alp", s, "loop over %s: serial, as written: %s", s->str, off);
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
                        : qc_compound_op(r.red_op[i]), r.red[i]);
            fprintf(c->report, "\n");
        } else {
            fprintf(c->report, "%s:%u:%u: loop over %s: serial: %s", s->file, s->line, s->col, names.s, why);
            if (r.why_at && r.why_at != s)
                fprintf(c->report, " (at %u:%u)", r.why_at->line, r.why_at->col);
            fprintf(c->report, "\n");
        }
        qb_free(&names);
    }
    int depth = why ? 1 : r.depth;
    kf_q_node *loops[3] = {s, s, s};
    for (int i = 1; i < depth; i++)
        for (int j = 0; j < loops[i - 1]->b->nkids; j++)
            if (loops[i - 1]->b->kids[j]->kind == KF_Q_FOR) {
                loops[i] = loops[i - 1]->b->kids[j];
                break;
            }
    if (!why && c->opt->target != KF_QC_OPENMP) { /* a kernel on the device, or OpenMP here (quasar_loopk.c) */
        const char *stay = qc_loopk_why(c, in, loops, depth, &r, forced);
        /* the device cost model: the nest's points (known here when its
         * bounds are numbers) times the operations of one point */
        long cost = qc_loopk_cost(loops[depth - 1]->b), known = 1;
        for (int i = 0; i < depth; i++) { /* step 1 here: hi - lo + 1 trips */
            const kf_q_node *rg = loops[i]->a;
            if (known >= 0 && rg->a->kind == KF_Q_NUM && rg->b->kind == KF_Q_NUM)
                known *= rg->b->num - rg->a->num + 1 > 0 ? (long)(rg->b->num - rg->a->num + 1) : 0;
            else
                known = -1;
        }
        /* CUDA's device is a GPU; an OpenCL one may be the CPU, which the run-time test asks */
        if (!stay && known >= 0 && known * cost < QC_DEV_MIN_WORK && c->opt->target == KF_QC_CUDA)
            stay = A_("%ld points of about %ld operations each, less than the %ld that pay a launch and its "
                      "copies (the device cost model)", known, cost, QC_DEV_MIN_WORK);
        if (!stay) {
            qbuf red = {0};
            for (int i = 0; i < r.nred; i++)
                qb_printf(&red, "%s '%s'", i ? "," : (c->opt->disabled & KF_QC_PASS_REDUCTION)
                          ? "; reductions (atomic updates of one element) on"
                          : "; reductions (a tree per group of threads, its partials folded on the host) on", r.red[i]);
            int both = !in->region && !qc_loopk_has_fn(loops[depth - 1]->b);
            int tree = r.nred && !(c->opt->disabled & KF_QC_PASS_REDUCTION) && c->opt->target == KF_QC_OPENCL;
            qc_explain(c, "alp-device", s, "loop over %s: a %d-D kernel on the device%s%s", s->str, depth,
                       red.s ? red.s : "", !both ? "" : A_("; OpenMP here when its points times %ld operations "
                       "are fewer than KFORGE_DEVICE_MIN_WORK at run time (the device cost model)%s", cost,
                       tree ? " or the device is a CPU (where the host reduces faster)" : ""));
            qb_free(&red);
            if (both) { /* the run-time size test: both forms */
                const char *pts = NULL;
                for (int i = 0; i < depth; i++)
                    pts = A_("%s%s(%s - %s + 1)", pts ? pts : "", pts ? " * " : "", qc_expr(c, in, loops[i]->a->b),
                             qc_expr(c, in, loops[i]->a->a));
                /* a tree for its reductions pays less often (q_red_worth) */
                qc_line(c, in, "if (%s(%s, %ld)) {", r.nred && !(c->opt->disabled & KF_QC_PASS_REDUCTION)
                        ? "q_red_worth" : "q_dev_worth", pts, cost);
                open_block(in);
            }
            for (int i = 0; i < depth; i++)
                qc_resid_expr(c, in, loops[i]->a);
            qc_loopk_launch(c, in, loops, depth, &r);
            if (!both)
                return;
            close_block(c, in);
            qc_line(c, in, "else {");
            open_block(in);
            host_too = 1;
        } else
            qc_explain(c, "alp-device", s, "loop over %s: parallel on the host (OpenMP), not on the device: %s",
                       s->str, stay);
    }
    /* the arrays fetched before the loop: all of them for a parallel nest */
    int whole = !why ? qc_resid_whole(c, in, s) : qc_resid_stmt(c, in, s);
    in->synced += whole;
    const char *lo[3], *hi[3], *st[3];
    int neg[3];
    kf_q_node *l = s;
    for (int i = 0; i < depth; i++) {
        loops[i] = l;
        kf_q_node *rg = l->a;
        qvar *v = qc_lookup(in, l->str);
        const char *ty = v && v->t.k == QT_SCALAR ? qc_real(c) : "long";
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
    if (!why) {
        qbuf cl = {0};
        if (depth > 1)
            qb_printf(&cl, " collapse(%d)", depth);
        /* a straight body over few points does not pay a fork (the launches' threshold, quasar_call.c) */
        int unit = qc_straight(loops[depth - 1]->b);
        const char *trips = NULL;
        for (int i = 0; i < depth && unit; i++) {
            unit = !loops[i]->a->c; /* step 1: hi - lo + 1 trips */
            trips = A_("%s%s(%s - %s + 1)", trips ? trips : "", trips ? " * " : "", hi[i], lo[i]);
        }
        if (unit)
            qb_printf(&cl, " if (%s > 256)", trips);
        for (int i = 0; i < r.npriv; i++) {
            qvar *v = qc_lookup(in, r.priv[i]);
            if (v && v->t.k != QT_FUNC)
                qb_printf(&cl, " %s(%s)", r.lastpriv[i] ? "lastprivate" : "private", v->cname);
        }
        for (int i = 0; i < r.nred; i++) {
            qvar *v = qc_lookup(in, r.red[i]);
            int op = r.red_op[i];
            qb_printf(&cl, " reduction(%s:%s)", op == KF_QT_MINEQ ? "min" : op == KF_QT_MAXEQ ? "max"
                      : op == KF_QT_SUBEQ ? "+" : qc_compound_op(op), v ? v->cname : r.red[i]);
        }
        qc_line(c, in, "#pragma omp parallel for%s", cl.s ? cl.s : "");
        qb_free(&cl);
    }
    const char *head[3];
    for (int i = 0; i < depth; i++) {
        qvar *v = qc_lookup(in, loops[i]->str);
        const char *cmp = neg[i] ? ">=" : "<=";
        if (loops[i]->a->c && !neg[i] && loops[i]->a->c->kind != KF_Q_NUM)
            head[i] = A_("for (%s = %s; %s > 0 ? %s <= %s : %s >= %s; %s += %s) {", v->cname, lo[i], st[i],
                         v->cname, hi[i], v->cname, hi[i], v->cname, st[i]);
        else
            head[i] = A_("for (%s = %s; %s %s %s; %s += %s) {", v->cname, lo[i], v->cname, cmp, hi[i],
                         v->cname, st[i]);
    }
    int region = why && host && qc_region_plan(c, in, s); /* quasar_region.c */
    if (region) {
        qc_line(c, in, "#pragma omp parallel private(%s)", qc_lookup(in, s->str)->cname);
        qc_line(c, in, "{");
        open_block(in);
    }
    for (int i = 0; i < depth; i++) {
        qc_line(c, in, "%s", head[i]);
        open_block(in);
    }
    in->in_par += !why;
    in->region = region;
    qc_block(c, in, loops[depth - 1]->b);
    in->region = 0;
    in->in_par -= !why;
    for (int i = 0; i < depth; i++)
        close_block(c, in);
    if (region) { /* the private variable's trips again: its value after the loop, as the loop leaves it */
        close_block(c, in);
        qc_line(c, in, "%s} /* %s after the loop */", head[0], s->str);
    }
    in->synced -= whole;
    if (host_too)
        close_block(c, in);
}
