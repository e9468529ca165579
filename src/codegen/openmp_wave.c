/*
 * openmp_wave.c: a wavefront on the OpenMP target (openmp.h, pass
 * `wavefront`).  Two sequential loops whose only parallelism is a wave
 * (analysis/wave.h: every dependence inside one iteration of both, or at
 * least one wave w = a*e0 + e1 forward) run in one parallel region: every
 * thread walks the waves in order, the iterations of L on each wave are
 * shared out by an omp for (its barrier ends the wave), and each thread
 * runs L2's body whole for its iterations, so every sum inside keeps its
 * order.  PolyBench's seidel-2d (w = 2*t + i, a row of j per iteration)
 * and nussinov (w = -i + j, a cell with its k maximum per iteration):
 *
 *   for (t = 0; t < T; t++)             {
 *     for (i = 1; i < N - 1; i++)         the waves' range: L's header, run once
 *       for (j ...) A[i][j] = ...;  ->    #pragma omp parallel private(t, i, j)
 *                                         for (long kf_w = kf_wlo; kf_w <= kf_whi; kf_w++) {
 *                                           kf_lo, kf_hi: L's iterations on wave kf_w
 *                                         #pragma omp for schedule(static)
 *                                           for (long kf_x = kf_lo; kf_x <= kf_hi; kf_x++) {
 *                                             t = kf_x; i = kf_w - 2 * kf_x;
 *                                             for (j ...) A[i][j] = ...;
 *                                           }
 *                                         }
 *                                         }
 *
 * The iterations on a wave are exact (kf_wave_bounds, floor divisions
 * where the skew is 2), so static scheduling shares them evenly.  It holds
 * only where the iterators that the region makes private are declared in
 * their loops or dead after L (their last values are lost), L's header
 * starts its line, and the work per wave pays for its barrier
 * (kf_omp_wave_test: too little keeps the loops as written, a work known
 * only at run time gives L two versions).  Written as edits: L's header
 * and L2's header replaced, the rest of the nest as the user wrote it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/wave.h"
#include "codegen/openmp.h"
#include "ir/poly.h"
#include "passes/xform.h"
#include "support/ctext.h"

/* A legal wavefront not taken: said in --explain, and in the fragment's
 * warning when nothing else of it runs in parallel. */
static int refuse(struct gen *g, const struct kf_fragment *f, const struct kf_wave *w,
                  const char *why)
{
    const char *x = f->vars[w->outer->iter].name, *y = f->vars[w->inner->iter].name;
    kf_gen_log(g, KF_PASS_WAVEFRONT, "%s (%s) with %s (%s): no wavefront: %s", w->outer->id, x,
               w->inner->id, y, why);
    char wt[160];
    kf_wave_text(f, w, wt, sizeof wt);
    if (!g->why_not[0] &&
        snprintf(g->why_not, sizeof g->why_not, "%s (%s) and %s (%s) could run as a "
                 "wavefront, w = %s, but %s", w->outer->id, x, w->inner->id, y, wt,
                 why) >= (int)sizeof g->why_not)
        g->why_not[sizeof g->why_not - 1] = '\0'; /* cut short: still the reason */
    return -1;
}

/* The iterators the region makes private (declared outside their loops,
 * so shared), appended to priv as "t, i"; -1 with why when one of them may
 * be read after L. */
static int iter_privates(struct gen *g, const struct kf_fragment *f, const struct kf_node *L,
                         char *priv, size_t np, char *why, size_t nwhy)
{
    for (int l = 0; l < f->nloop; l++) {
        const struct kf_node *M = f->loops[l];
        const struct kf_var *v = &f->vars[M->iter];
        if (M->range.begin.offset < L->range.begin.offset ||
            M->range.end.offset > L->range.end.offset || kf_omp_declared_in(v, L))
            continue;
        if (!kf_omp_dead_after(g, f, v, L)) {
            snprintf(why, nwhy, "its iterator %s is declared outside it and may be read after it",
                     v->name);
            return -1;
        }
        bool seen = false;
        for (int k = 0; k < l; k++)
            seen |= f->loops[k]->iter == M->iter && f->loops[k]->range.begin.offset >=
                                                        L->range.begin.offset;
        if (!seen) {
            size_t n = strlen(priv);
            snprintf(priv + n, np - n, "%s%s", n ? ", " : "", v->name);
        }
    }
    return 0;
}

/* "c * (long)x" for coefficient c of x, with its sign first: "+ 2 * (long)t" */
static void term(FILE *o, long c, const char *x, bool first)
{
    if (c == 0)
        return;
    long ac = c < 0 ? -c : c;
    if (first)
        fprintf(o, "%s", c < 0 ? "-" : "");
    else
        fprintf(o, " %s ", c < 0 ? "-" : "+");
    if (ac != 1)
        fprintf(o, "%ld * ", ac);
    fprintf(o, "%s", x);
}

/* The region's text before L's iterations: the waves' range (L's header
 * run once), the parallel region, the wave loop, L's iterations on the
 * wave (cons), the omp for. */
static void prelude(FILE *o, const struct gen *g, const struct kf_fragment *f,
                    const struct kf_wave *w, const struct kf_wave_cons *cons, int ncons,
                    const char *ind, const char *u, const char *priv, const char *wt)
{
    const struct kf_node *L = w->outer, *L2 = w->inner;
    const char *x = f->vars[L->iter].name;
    long c0 = (long)w->a * (L->step > 0 ? 1 : -1), c1 = L2->step > 0 ? 1 : -1;
    char lb[600], ub[600], xs[160];
    kf_poly_print(f, L2->lb[0], lb, sizeof lb);
    kf_poly_print(f, L2->ub[0], ub, sizeof ub);
    snprintf(xs, sizeof xs, "(long)%s", x);
    size_t he = kf_xform_header_end(g->text, g->len, L);
    fprintf(o, "%s{ /* kforge: a wavefront, waves w = %s in order, the iterations of %s on each "
               "at once */\n", ind, wt, L->id);
    fprintf(o, "%slong kf_wlo = 0, kf_whi = -1, kf_xlo = 0, kf_xhi = -1;\n", ind);
    fprintf(o, "%sint kf_wany = 0;\n", ind);
    fprintf(o, "%s%.*s {\n", ind, (int)(he - L->header.begin.offset),
            g->text + L->header.begin.offset);
    /* the waves of L2's first and last iteration at this x */
    for (int b = 0; b < 2; b++) {
        char bt[620];
        long bc;
        if (kf_poly_const_value(b ? L2->ub[0] : L2->lb[0], &bc))
            snprintf(bt, sizeof bt, "%s", b ? ub : lb);
        else
            snprintf(bt, sizeof bt, "(long)(%s)", b ? ub : lb);
        if (b)
            fprintf(o, ", kf_b = ");
        else
            fprintf(o, "%s%slong kf_a = ", ind, u);
        term(o, c0, xs, true);
        if (!kf_poly_const_value(b ? L2->ub[0] : L2->lb[0], &bc) || bc != 0)
            term(o, c1, bt, false);
    }
    fprintf(o, ";\n");
    fprintf(o, "%s%sif (kf_a <= kf_b) {\n", ind, u);
    fprintf(o, "%s%s%skf_wlo = kf_wany && kf_wlo < kf_a ? kf_wlo : kf_a;\n", ind, u, u);
    fprintf(o, "%s%s%skf_whi = kf_wany && kf_whi > kf_b ? kf_whi : kf_b;\n", ind, u, u);
    fprintf(o, "%s%s%skf_xlo = kf_wany && kf_xlo < %s ? kf_xlo : %s;\n", ind, u, u, x, x);
    fprintf(o, "%s%s%skf_xhi = kf_wany && kf_xhi > %s ? kf_xhi : %s;\n", ind, u, u, x, x);
    fprintf(o, "%s%s%skf_wany = 1;\n%s%s}\n%s}\n", ind, u, u, ind, u, ind);
    fprintf(o, "%s#pragma omp parallel%s%s%s\n", ind, *priv ? " private(" : "", priv,
            *priv ? ")" : "");
    fprintf(o, "%sfor (long kf_w = kf_wlo; kf_w <= kf_whi; kf_w++) {\n", ind);
    fprintf(o, "%s%slong kf_lo = kf_xlo, kf_hi = kf_xhi, kf_s;\n", ind, u);
    for (int c = 0; c < ncons; c++) {
        /* k*x + sw*w + rest >= 0 */
        char rest[600];
        kf_poly_print(f, cons[c].rest, rest, sizeof rest);
        long k = cons[c].k, m = k < 0 ? -k : k;
        long rc;
        if (!kf_poly_const_value(cons[c].rest, &rc))
            fprintf(o, "%s%skf_s = %skf_w + (long)(%s);\n", ind, u, cons[c].sw < 0 ? "-" : "",
                    rest);
        else if (rc)
            fprintf(o, "%s%skf_s = %skf_w %s %ld;\n", ind, u, cons[c].sw < 0 ? "-" : "",
                    rc < 0 ? "-" : "+", rc < 0 ? -rc : rc);
        else
            fprintf(o, "%s%skf_s = %skf_w;\n", ind, u, cons[c].sw < 0 ? "-" : "");
        if (m > 1) /* floor(kf_s / m) */
            fprintf(o, "%s%skf_s = kf_s >= 0 ? kf_s / %ld : -((%ld - kf_s) / %ld);\n", ind, u, m,
                    m - 1, m);
        if (k > 0) /* x >= ceil(-s / k) = -floor(s / k) */
            fprintf(o, "%s%sif (kf_lo < -kf_s)\n%s%s%skf_lo = -kf_s;\n", ind, u, ind, u, u);
        else if (k < 0) /* x <= floor(s / -k) */
            fprintf(o, "%s%sif (kf_hi > kf_s)\n%s%s%skf_hi = kf_s;\n", ind, u, ind, u, u);
        else /* no x: the whole wave, or none of it */
            fprintf(o, "%s%sif (kf_s < 0)\n%s%s%skf_hi = kf_lo - 1;\n", ind, u, ind, u, u);
    }
    fprintf(o, "%s#pragma omp for schedule(static)\n", ind);
    fprintf(o, "%s%sfor (long kf_x = kf_lo; kf_x <= kf_hi; kf_x++)", ind, u);
}

/* L2's header becomes a block that sets the iterators from the wave and
 * L's iteration (declared there when their loops declared them); the
 * block closes after L2. */
static void iterators(struct gen *g, const struct kf_fragment *f, const struct kf_wave *w)
{
    const struct kf_node *L = w->outer, *L2 = w->inner;
    const struct kf_var *vx = &f->vars[L->iter], *vy = &f->vars[L2->iter];
    size_t line;
    char ind[128];
    int n = kf_ctext_indent(g->text, L2->header.begin.offset, &line);
    snprintf(ind, sizeof ind, "%.*s", n < 0 ? 0 : n, g->text + line);
    int ys;
    long yx;
    kf_wave_inner(w, &ys, &yx);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = kf_omp_open_text(g, &buf, &blen);
    if (!o)
        return;
    fprintf(o, "{\n%s", ind);
    /* L's iterator only where L2 names it (a declaration nobody reads
     * warns) */
    bool named = false;
    for (int i = 0; i < L2->nuse; i++)
        named |= L2->use[i] == L->iter;
    if (named && kf_omp_declared_in(vx, L))
        fprintf(o, "%s ", vx->type);
    if (named)
        fprintf(o, "%s = kf_x;\n%s", vx->name, ind);
    if (kf_omp_declared_in(vy, L2))
        fprintf(o, "%s ", vy->type);
    fprintf(o, "%s = ", vy->name);
    term(o, ys, "kf_w", true);
    term(o, yx, "kf_x", false);
    fprintf(o, ";");
    if (kf_omp_close_text(g, o, &buf, &blen) != 0)
        return;
    kf_gen_replace(g, L2->header.begin.offset,
                   kf_xform_header_end(g->text, g->len, L2) - L2->header.begin.offset, "%s", buf);
    free(buf);
    kf_gen_replace(g, kf_omp_past_semicolon(g, L2->range.end.offset), 0, "\n%s}", ind);
}

static int wave(struct gen *g, int fi, const struct kf_loop_info *li)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    const struct kf_node *L = li->loop;
    struct kf_wave w;
    char why[1400];
    int r = kf_wave_find(f, g->dp, L, &w, why, sizeof why);
    if (r > 0)
        return -1;
    if (r < 0) {
        kf_gen_log(g, KF_PASS_WAVEFRONT, "%s (%s): no wavefront: %s", L->id,
                   f->vars[L->iter].name, why);
        return -1;
    }
    const struct kf_node *L2 = w.inner;
    char priv[256] = "", wt[160], unit[64];
    kf_wave_text(f, &w, wt, sizeof wt);
    if (iter_privates(g, f, L, priv, sizeof priv, why, sizeof why) != 0)
        return refuse(g, f, &w, why);
    size_t line;
    int n = kf_omp_indents(g, L, L2, &line, unit, sizeof unit);
    if (n < 0)
        return refuse(g, f, &w, "its header does not start its line");
    kf_arena *ar = kf_arena_new();
    struct kf_wave_cons *cons = NULL;
    int ncons = ar ? kf_wave_bounds(&w, ar, &cons) : -1;
    if (ncons < 0) {
        kf_arena_free(ar);
        return refuse(g, f, &w, "the bounds of its inner loop are not affine in its iterator");
    }
    char test[1000];
    long work;
    enum kf_omp_pays p = kf_gen_pass_on(g, KF_PASS_GRAIN)
                             ? kf_omp_wave_test(g, f, L, L2, w.a, test, sizeof test, &work)
                             : KF_OMP_PAYS;
    if (p == KF_OMP_PAYS_NOT || p == KF_OMP_PAYS_UNKNOWN) {
        kf_arena_free(ar);
        if (p == KF_OMP_PAYS_UNKNOWN)
            snprintf(why, sizeof why, "its work per wave is unknown");
        else if (work < 0)
            snprintf(why, sizeof why, "its work per wave stays below the %ld statement "
                     "instances that pay for its barrier, whatever the sizes: %s never holds",
                     kf_omp_min_work(g), test);
        else
            snprintf(why, sizeof why, "it shares %ld statement instances per wave, fewer than "
                                      "the %ld that pay for its barrier (--min-work)",
                     work, kf_omp_min_work(g));
        return refuse(g, f, &w, why);
    }
    char ind[128];
    snprintf(ind, sizeof ind, "%.*s", n, g->text + line);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = kf_omp_open_text(g, &buf, &blen);
    if (!o) {
        kf_arena_free(ar);
        return -1;
    }
    prelude(o, g, f, &w, cons, ncons, ind, unit, priv, wt);
    kf_arena_free(ar);
    if (kf_omp_close_text(g, o, &buf, &blen) != 0)
        return -1;
    kf_gen_replace(g, line, kf_xform_header_end(g->text, g->len, L) - line, "%s", buf);
    free(buf);
    iterators(g, f, &w);
    kf_gen_replace(g, kf_omp_past_semicolon(g, L->range.end.offset), 0, "\n%s%s}\n%s}", ind,
                   unit, ind);
    if (p == KF_OMP_PAYS_IF)
        kf_omp_version_simd(g, kf_omp_version(g, L->header.begin.offset, L->range.end.offset,
                                              test, false), f, g->dp, L);
    g->nparallel++;
    kf_gen_log(g, KF_PASS_WAVEFRONT, "%s (%s) with %s (%s): waves w = %s in order, the "
               "iterations of %s on each at once (omp for, a barrier per wave), each running "
               "%s's body whole%s%s", L->id, f->vars[L->iter].name, L2->id,
               f->vars[L2->iter].name, wt, L->id, L2->id, p == KF_OMP_PAYS_IF ? "; only when " : "",
               p == KF_OMP_PAYS_IF ? test : "");
    return 0;
}

int kf_omp_wave(struct gen *g, int fi, const struct kf_loop_info *li)
{
    if (!kf_gen_pass_on(g, KF_PASS_WAVEFRONT))
        return -1;
    enum kf_gen_pass was = kf_gen_pass_enter(g, KF_PASS_WAVEFRONT);
    int rc = wave(g, fi, li);
    g->pass = was;
    return rc;
}
