/* quasar_rows.c: two Quasar launches fused row by row on OpenMP (issues
 * 15 and 16; seed 002 §17.1.6, kernel fusion across a halo).
 *
 * quasar_fuse.c pairs two consecutive launches whose kernels cannot run
 * as one kernel of one point (the second reads what the first wrote at a
 * neighbouring point, or overwrites what it reads at one) when the
 * neighbours are whole rows of pos[0] at constant offsets; its comment
 * has the argument and the plan (qc_rows: lag, top, bot).  This writes
 * the pair as one parallel loop over the rows:
 *
 *     prologue of k1; prologue of k2          (sizes, arguments, interior boxes)
 *     #pragma omp parallel if (work > 256)    (none inside a region: quasar_region.c)
 *     {
 *         r0, r1 = this thread's block of rows, as a static omp for splits them
 *         top, bot = the plan's, top = r1 - r0 when an array passed between
 *                    the kernels has other rows than the launch
 *         for ph = 0, 1:
 *             ph 1: #pragma omp barrier       (none when top = bot = 0 and the rows are the launch's)
 *             for i over ph 0: the top + bot rows; ph 1: r0 .. r1 + lag - 1
 *                 k1 on row a (ph 0: the first top and last bot rows;
 *                              ph 1: row i unless ph 0 did it)
 *                 k2 on row i - lag (ph 1, when >= r0)
 *     }
 *     #pragma omp barrier                     (inside a region: what the next launch reads is written)
 *
 * Each kernel's row is its launch's own nest with pos[0] fixed
 * (qc_launch_nest: the interior split, omp simd and strips as the launch
 * alone has them), so each kernel's code is the one it has unfused, and
 * every point of k1 and of k2 runs exactly once: k1's rows are the ph 0
 * rows and the ph 1 rows it skips in ph 0, k2's rows r0 .. r1 - 1.
 *
 * Ownership: the text goes to in->body; nothing is allocated but in the
 * context's arena.
 */
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

/* the prologue of launch e, its nest planned into *l */
static int prologue(qctx *c, qinst *in, kf_q_node *e, qc_lnest *l)
{
    memset(l, 0, sizeof *l);
    c->lnest = l;
    qc_launch(c, in, e, 0);
    c->lnest = NULL;
    if (c->failed)
        return 0;
    if (!l->set) { /* quasar_fuse.c pairs only OpenMP launches of two dimensions or more */
        qc_error(c, e, "internal error: a launch fused row by row has no OpenMP nest (%s:%d)", __FILE__, __LINE__);
        return 0;
    }
    return 1;
}

void qc_rows_launch(qctx *c, qinst *in, const qc_rows *r)
{
    kf_q_node *s = (kf_q_node *)r->stmt;
    qc_lnest l1, l2;
    if (!prologue(c, in, s->a, &l1) || !prologue(c, in, s->b, &l2))
        return;
    int region = in->region;
    const char *nt = qc_tmp(c, in), *id = qc_tmp(c, in), *r0 = qc_tmp(c, in), *r1 = qc_tmp(c, in);
    const char *top = qc_tmp(c, in), *bot = qc_tmp(c, in), *ph = qc_tmp(c, in), *i = qc_tmp(c, in);
    const char *a = qc_tmp(c, in), *b = qc_tmp(c, in);
    const char *D0 = l1.D[0];
    qc_line(c, in, "/* '%s' and '%s' row by row: each thread its rows of pos[0] in order, the second %d behind */",
            s->a->kids[s->a->nkids - 1]->str ? s->a->kids[s->a->nkids - 1]->str : "lambda",
            s->b->kids[s->b->nkids - 1]->str ? s->b->kids[s->b->nkids - 1]->str : "lambda", r->lag);
    if (!region)
        qc_line(c, in, "#pragma omp parallel if (%s > 256)", l1.work);
    qc_line(c, in, "{");
    in->indent++;
    qc_line(c, in, "#ifdef _OPENMP");
    qc_line(c, in, "long %s = omp_get_num_threads(), %s = omp_get_thread_num();", nt, id);
    qc_line(c, in, "#else");
    qc_line(c, in, "long %s = 1, %s = 0;", nt, id);
    qc_line(c, in, "#endif");
    qc_line(c, in, "long %s = %s * %s / %s, %s = %s * (%s + 1) / %s, %s = %d, %s = %d;", r0, D0, id, nt, r1, D0, id,
            nt, top, r->top, bot, r->bot);
    /* an array passed between the kernels with other rows than the launch:
       clamped reads may reach any of its rows, so the two launches' order */
    const char *test = NULL;
    for (int k = 0; k < r->nsame; k++) {
        qvar *v = qc_lookup(in, r->same[k]);
        if (!v) {
            qc_error(c, s, "internal error: '%s' of a launch fused row by row is no variable (%s:%d)", r->same[k],
                     __FILE__, __LINE__);
            return;
        }
        const char *t = A_("%s->dim[0] != %s", v->cname, D0);
        test = test ? A_("%s || %s", test, t) : t;
    }
    if (test)
        qc_line(c, in, "if (%s) %s = %s - %s; /* rows not the launch's: the first kernel on all before the barrier */",
                test, top, r1, r0);
    /* no edge rows (every neighbour along the rows): no barrier, unless the
       test above put every row of the first kernel before it (the same on
       every thread, so all or none meet it) */
    const char *bar = r->top + r->bot ? ph : test ? A_("%s && (%s)", ph, test) : NULL;
    qc_line(c, in, "if (%s > %s - %s) %s = %s - %s;", top, r1, r0, top, r1, r0);
    qc_line(c, in, "if (%s > %s - %s - %s) %s = %s - %s - %s;", bot, r1, r0, top, bot, r1, r0, top);
    qc_line(c, in, "for (int %s = 0; %s < 2; %s++) {", ph, ph, ph);
    in->indent++;
    if (bar) {
        qc_line(c, in, "if (%s) {", bar);
        qc_line(c, in, "    #pragma omp barrier");
        qc_line(c, in, "}");
    }
    qc_line(c, in, "for (long %s = %s ? %s : 0; %s < (%s ? %s + %d : %s + %s); %s++) {", i, ph, r0, i, ph, r1, r->lag,
            top, bot, i);
    in->indent++;
    qc_line(c, in, "long %s = %s ? (%s >= %s + %s && %s < %s - %s ? %s : -1) : %s < %s ? %s + %s : %s - %s + (%s - %s);",
            a, ph, i, r0, top, i, r1, bot, i, i, top, r0, i, r1, bot, i, top);
    qc_line(c, in, "if (%s >= 0) {", a);
    in->indent++;
    qc_launch_nest(c, in, &l1, a);
    in->indent--;
    qc_line(c, in, "}");
    if (r->lag)
        qc_line(c, in, "long %s = %s && %s - %d >= %s ? %s - %d : -1;", b, ph, i, r->lag, r0, i, r->lag);
    else
        qc_line(c, in, "long %s = %s ? %s : -1;", b, ph, i);
    qc_line(c, in, "if (%s >= 0) {", b);
    in->indent++;
    qc_launch_nest(c, in, &l2, b);
    in->indent--;
    qc_line(c, in, "}");
    in->indent--;
    qc_line(c, in, "}");
    in->indent--;
    qc_line(c, in, "}");
    in->indent--;
    qc_line(c, in, "}");
    if (region)
        qc_line(c, in, "#pragma omp barrier");
}
