/*
 * openmp_tile.c: a loop the OpenMP back end runs in parallel, tiled with
 * the band below it (passes/tile.h) where that is legal and pays: L's tile
 * loop takes the parallel for, the innermost point loop `omp simd` when it
 * carries no dependence, and then rows of the point loop two above it are
 * jammed into it where passes/regblock.h allows (the regblock pass).  The work a fork shares is the loop's, tiled or
 * not (openmp_cost.c counts statement instances, which tiling keeps).
 *
 * Composes with the other rewrites by standing aside: a nest in which an
 * interchange pays (xform.h) keeps the interchange, untiled (both rewrite
 * the same text), unless the interchange made before the plan gives the
 * tiler its band (openmp_pretile.c); tiling applies to a nest as those
 * rewrites and the accumulator rewrite left it (openmp_accum.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/openmp.h"
#include "passes/regblock.h"
#include "passes/tile.h"

/* A loop under n (n's included) whose interchange pays and is legal. */
static const struct kf_node *interchanged(const struct gen *g, const struct kf_fragment *f,
                                          const struct kf_deps *dp, const struct kf_node *n)
{
    char why[512];
    if (n->kind == KF_NODE_LOOP && n->parent) {
        bool *dead = kf_omp_dead_iters(g, f, n);
        int r = kf_xform_interchange_check(f, dp, n, dead, why, sizeof why);
        free(dead);
        if (r == KF_XFORM_YES)
            return n;
    }
    for (int i = 0; i < n->nchild + n->nelse; i++) {
        const struct kf_node *c = i < n->nchild ? n->child[i] : n->else_child[i - n->nchild];
        const struct kf_node *r = c->kind == KF_NODE_STMT ? NULL : interchanged(g, f, dp, c);
        if (r)
            return r;
    }
    return NULL;
}

int kf_omp_tile(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                const struct kf_node *L, const char *directive)
{
    if (g->o->ntile < 0 || !kf_gen_pass_on(g, KF_PASS_TILE))
        return -1;
    struct kf_tile t;
    char why[768];
    int r = kf_tile_check(f, dp, g->text, g->len, L, g->o->tile, g->o->ntile, &t, why, sizeof why);
    if (r == -1)
        kf_gen_explain(g, "%-8s %s\n", L->id, why);
    if (r != 1)
        return -1;
    const struct kf_node *J = interchanged(g, f, dp, L);
    if (J) {
        kf_gen_explain(g, "%-8s %s not tiled: %s is interchanged instead\n", L->id, L->id, J->id);
        return -1;
    }
    for (int b = 0; b < t.nband; b++) {
        const struct kf_var *v = &f->vars[t.band[b]->iter];
        if (!kf_omp_declared_in(v, t.band[b]) && !kf_omp_dead_after(g, f, v, L)) {
            kf_gen_explain(g, "%-8s %s not tiled: %s is declared outside its loop and may be "
                              "read after it\n", L->id, L->id, v->name);
            return -1;
        }
    }
    const struct kf_node *In = t.band[t.nband - 1];
    const struct kf_loop_info *ii = kf_gen_loop_info(f, dp, In);
    bool simd = ii && ii->verdict == KF_PARALLEL;
    char rwhy[768] = "";
    if (simd && kf_gen_pass_on(g, KF_PASS_REGBLOCK)) {
        if (kf_regblock_check(f, dp, g->text, g->len, kf_gen_pass_on(g, KF_PASS_REGBLOCK_K), &t,
                              rwhy, sizeof rwhy) == 1) {
            kf_gen_dump(g, KF_PASS_REGBLOCK, "-- regblock: %s (line %u): %s\n", L->id,
                        L->header.begin.line, rwhy);
            if (t.steps > 0)
                kf_gen_dump(g, KF_PASS_REGBLOCK_K, "-- regblock-k: %s (line %u): %d steps of %s "
                            "jammed into %s with its rows\n", L->id, L->header.begin.line,
                            t.steps, t.band[t.nband - 2]->id, t.band[t.nband - 1]->id);
        }
    }
    /* L's iterator was the omp for's, private by that alone; now it is
     * it's, and i, declared outside (PolyBench's `int i, j, k;`), would be
     * shared by the team: private(i) */
    char *pragma = NULL;
    const struct kf_var *lv = &f->vars[L->iter];
    const char *priv = strstr(directive, " private(");
    int w;
    if (kf_omp_declared_in(lv, L))
        w = asprintf(&pragma, "#pragma omp %s", directive);
    else if (priv)
        w = asprintf(&pragma, "#pragma omp %.*s private(%s, %s", (int)(priv - directive), directive,
                     lv->name, priv + strlen(" private("));
    else
        w = asprintf(&pragma, "#pragma omp %s private(%s)", directive, lv->name);
    if (w < 0) {
        g->nomem = true;
        return -1;
    }
    size_t begin, end;
    char *text = kf_tile_text(g->text, g->len, f, &t, pragma, simd ? "#pragma omp simd" : NULL,
                              &begin, &end);
    free(pragma);
    if (!text) {
        kf_gen_explain(g, "%-8s %s not tiled: its header does not start its line\n", L->id, L->id);
        return -1;
    }
    kf_gen_dump(g, KF_PASS_PARALLEL_FOR, "-- parallel-for: %s (line %u): `#pragma omp %s` on "
                "its tile loop (tile)\n", L->id, L->header.begin.line, directive);
    enum kf_gen_pass was = kf_gen_pass_enter(g, KF_PASS_TILE);
    kf_gen_replace(g, begin, end - begin, "%s", text);
    g->pass = was;
    free(text);
    kf_omp_pretile_tiled(g, f, L);
    kf_gen_explain(g, "%-8s %s%s\n", L->id, why,
                   simd ? "; omp simd on its inner point loop: it carries no dependence" : "");
    if (rwhy[0])
        kf_gen_explain(g, "%-8s %s\n", L->id, rwhy);
    return 0;
}
