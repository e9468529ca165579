/*
 * gpu.c: the GPU back ends' entry points (gpu.h, gen_int.h): a fragment's
 * plan made once, its region written, and the file-scope text at the end.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/val.h>

#include "codegen/gen_reduce.h"
#include "codegen/gpu.h"
#include "codegen/gpu_choice.h"
#include "support/ctext.h"
#include "codegen/launch.h"
#include "codegen/xfer.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kforge.h"
#include "kforge/kgen.h"

/* ---- one fragment's plan ------------------------------------------------ */

/* A copy of own, which it frees, in ar: the plan's copy lives as long as
 * the file's plans (NULL when out of memory). */
static struct kf_deps *arena_deps(kf_arena *ar, struct kf_deps *own)
{
    struct kf_deps *d = kf_arena_alloc(ar, sizeof *d);
    struct kf_loop_info *l = kf_arena_alloc(ar, (size_t)(own->nloop ? own->nloop : 1) * sizeof *l);
    if (d && l) {
        *d = *own;
        memcpy(l, own->loops, (size_t)own->nloop * sizeof *l);
        d->loops = l;
    }
    kf_gen_deps_free(own);
    return d && l ? d : NULL;
}

/* Loops that only pointers which may overlap keep on the host run on the
 * device where a run-time test finds the elements they reach apart
 * (kf_gen_alias_deps, the OpenMP alias-test pass's test): the plan reads
 * the verdicts of pointers apart, and kf_gpu_fragment wraps the region
 * (the fragment alone) in "if (test) { device code } else { as written }". */
static void alias_version(struct gen *g, struct prepared *P)
{
    struct frag *x = P->x;
    char why[512], *test;
    int nup;
    if (P->taken) { /* take_rows' verdicts; alias_guard writes the test */
        x->dp = P->rows_dp;
        P->nup = P->rows_up;
        return;
    }
    /* from element 0: a device buffer is copied in and back from there */
    struct kf_deps *own = kf_gen_alias_deps(g, x->fi, true, &test, &nup, why, sizeof why);
    if (!own) {
        P->alias_why = why[0] ? kf_arena_strdup(x->F->ar, why) : NULL;
        x->alias_why = P->alias_why; /* the loops' warnings say it too */
        return;
    }
    P->alias_test = kf_arena_strdup(x->F->ar, test);
    if (!P->alias_test || !(x->dp = arena_deps(x->F->ar, own)))
        g->nomem = true;
    else
        P->nup = nup;
    free(test);
}

/* Copies to and from the device are per variable (xfer.c): where two
 * variables may overlap, one of them on the device and one written in the
 * fragment, the other's device copy goes stale, or its copy back overwrites
 * what the first wrote, whether or not a loop's parallelism depends on the
 * pair (the front end's f->alias, every pair of the fragment).  So the
 * region runs on the device only where a run-time test finds each such
 * pair apart, from element 0 to the end of each device buffer (what is
 * copied in and back), and as written otherwise; the test of the loops
 * that alias_version lets run on the device joins it.  Returns NULL, or
 * why the fragment stays on the host: no test can be written. */
static const char *alias_guard(struct gen *g, struct prepared *P)
{
    struct frag *x = P->x;
    const struct kf_fragment *f = x->f;
    kf_arena *ar = kf_arena_new();
    if (!ar) {
        g->nomem = true;
        return NULL;
    }
    int (*pair)[2] = NULL, npair = 0, ndev = 0, any = 0;
    const char *stay = NULL;
    if (P->alias_test || P->taken)
        npair = kf_gen_alias_upgrade_pairs(g, x->fi, ar, &pair);
    for (int k = 0; k < f->nalias && !stay; k++) {
        const struct kf_alias_pair *a = &f->alias[k];
        const char *n0 = f->vars[a->var[0]].name, *n1 = f->vars[a->var[1]].name;
        if (!x->dev_array[a->var[0]] && !x->dev_array[a->var[1]])
            continue;
        if (a->rows && !P->taken) /* taken: among the rows' spans */
            stay = kf_arena_printf(x->F->ar,
                                   "'%s' (written) and '%s' may overlap, one of them on the "
                                   "device, and rows reached through pointers are not tested apart",
                                   n0, n1);
        else if (!kf_gen_pass_on(g, KF_PASS_ALIAS_TEST))
            stay = kf_arena_printf(x->F->ar,
                                   "'%s' (written) and '%s' may overlap, one of them on the "
                                   "device, and the alias-test pass is off",
                                   n0, n1);
        int had = npair; /* a pair the loops' test has already is not counted again */
        npair = kf_gen_alias_add_pair(ar, &pair, npair, a->var[0], a->var[1]);
        ndev += npair > had;
        any++;
    }
    /* a pair of the loops' test with a side on the device is tested again,
     * to the end of the buffer rather than of what the fragment reaches;
     * rows taken apart are tested always (take_rows) */
    if ((!any && !P->taken) || stay) {
        kf_arena_free(ar);
        return stay;
    }
    const char **ext = kf_arena_alloc(ar, (size_t)f->nvar * sizeof *ext);
    for (int v = 0; v < f->nvar; v++)
        ext[v] = x->dev_array[v] ? kf_gpu_extent_of(x, v) : NULL;
    char why[512] = "";
    char *test = P->taken ? kf_gen_rows_alias_test(g, x->fi, npair, (const int (*)[2])pair, ext,
                                                   ar, why, sizeof why)
                          : kf_gen_alias_test(g, x->fi, npair, (const int (*)[2])pair, true, ext,
                                              ar, why, sizeof why);
    if (!test && P->taken)
        stay = kf_arena_printf(x->F->ar,
                               "rows reached through pointers, planned apart, need a run-time "
                               "test that they are: %s",
                               why[0] ? why : "out of memory");
    else if (!test)
        stay = kf_arena_printf(x->F->ar,
                               "pointers that may overlap, one of them on the device, need a "
                               "run-time test (the copies are per variable): %s",
                               why[0] ? why : "out of memory");
    else if (!(P->alias_test = kf_arena_strdup(x->F->ar, test)))
        g->nomem = true;
    P->ndev_pairs = ndev;
    free(test);
    kf_arena_free(ar);
    return stay;
}

/* Arrays of row pointers (double **c) whose rows may be shared keep the
 * loops that write them on the host.  Where the model that takes their
 * rows apart (analyze.h, rmodels) runs a loop in parallel, fragment k is
 * planned on that model (kf_analysis_take_rows: kernels, packed rows
 * written back, extents) and runs on the device only where the rows it
 * reaches lie apart from one another and from every pointer paired with
 * them, to the end of each device buffer (alias_guard: the test
 * kf_rows_apart, openmp_alias.c, which OpenMP's alias-test versions its
 * loops with).  Like an assumed fragment it is a region of its own with
 * no buffer that lives with its variable.  A fragment under an
 * assumption takes no rows. */
static void take_rows(struct gen *g, int k)
{
    struct kf_gpu_file *F = g->gpu;
    const struct kf_analysis *a = g->a;
    struct prepared *P = &F->prep[k];
    if (P->assumed || a->amodels[k] || !kf_analysis_take_rows(a, k))
        return;
    char why[512], *test = NULL;
    int up = 0;
    /* as written, now in rdeps */
    struct kf_deps *own = kf_gen_rows_deps(g, k, a->rdeps[k], true, &test, &up, why, sizeof why);
    free(test); /* alias_guard writes the one to the buffers' ends */
    if (own && (P->rows_dp = arena_deps(F->ar, own))) {
        P->taken = true;
        P->rows_up = up;
        return;
    }
    if (own)
        g->nomem = true;
    kf_analysis_give_rows(a, k);
    if (why[0])
        P->rows_why = kf_arena_strdup(F->ar, why);
}

/* A fragment whose model holds only under a run-time assumption (model.h;
 * img[y*stride + x] with x < w read as img[y][x] where w <= stride) is
 * planned on that model (pass delin-assume): kf_analysis_assume makes it
 * the one every reader sees, the verdicts (x->dp), the buffers' extents
 * (extent.h: the delinearised accesses' last element as a flat offset,
 * (h - 1)*stride + w for img, not h*w) and the overlap tests alike.  The
 * fragment then runs on the device only where a test of the assumption
 * holds, first in its alias_test (kf_gpu_prepare), so that the rest of
 * the test and the extents are evaluated only where they mean what the
 * plan took them to mean; it is a region of its own (gpu_region.c,
 * gpu_tree.c) and has no buffer that lives with its variable
 * (gpu_buffer.c: those are sized where the variable is born).  Decided
 * for every fragment of fi's function at once, with whether it takes its
 * rows apart (take_rows, below): an extent reads the function's fragments
 * together.  kf_gpu_release puts the models back. */
static void assume_function(struct gen *g, int fi)
{
    struct kf_gpu_file *F = g->gpu;
    int lo, hi;
    kf_analysis_function_span(g->a, fi, &lo, &hi);
    for (int k = lo; k <= hi; k++) {
        struct prepared *P = &F->prep[k];
        char why[512];
        if (P->assume_seen)
            continue;
        P->assume_seen = true;
        if (!kf_gen_assumable(g, k, why, sizeof why)) {
            if (why[0])
                P->assume_why = kf_arena_strdup(F->ar, why);
        } else if (!g->a->amodels[k]->runs_known) {
            P->assume_why = "the sizes where each of its statements runs are not one "
                            "conjunction kforge can test (the extents of its buffers hold "
                            "only there)";
        } else {
            P->assumed = kf_analysis_assume(g->a, k);
        }
        take_rows(g, k);
    }
}

/* The test the region of an assumed fragment runs on the device under:
 * the assumption, where each statement runs (model.h, runs_text: where the
 * extents are offsets of instances), then the overlap and sizes' tests,
 * which read those extents. */
static void assume_test(struct gen *g, struct prepared *P)
{
    const struct kf_model *am = g->a->models[P->x->fi];
    if (!P->assumed)
        return;
    const char *t = am->runs_text ? kf_arena_printf(P->x->F->ar, "%s && %s", am->assume_text,
                                                    am->runs_text)
                                  : am->assume_text;
    P->alias_test = P->alias_test ? kf_arena_printf(P->x->F->ar, "%s &&\n    %s", t,
                                                    P->alias_test)
                                  : t;
}

/* Plans fragment fi once: its kernels, what stays on the host and why (the
 * warnings), and the arrays its kernels touch (x->dev_array). */
struct prepared *kf_gpu_prepare(struct gen *g, int fi)
{
    struct kf_gpu_file *F = g->gpu;
    struct prepared *P = &F->prep[fi];
    if (P->done)
        return P;
    P->done = true;
    /* a region looks ahead into fragments the core has not reached, maybe
     * of the next function: a lazy analysis builds them now (analyze.h) */
    if (kf_analysis_enter(g->a, fi) != 0)
        return P;
    assume_function(g, fi);
    const struct kf_fragment *f = g->a->prog->frags[fi];
    struct frag *x = kf_arena_alloc(F->ar, sizeof *x);
    memset(x, 0, sizeof *x);
    x->g = g;
    x->F = F;
    x->fi = fi;
    x->f = f;
    x->dp = g->a->deps[fi];
    x->cuda = g->be->host->cuda;
    P->x = x;
    if (f->nroot == 0)
        return P;
    alias_version(g, P);
    x->extent = kf_arena_alloc(F->ar, (size_t)(f->nvar ? f->nvar : 1) * sizeof *x->extent);
    for (int v = 0; v < f->nvar; v++)
        if (f->vars[v].kind == KF_VAR_ARRAY && f->vars[v].base == KF_BASE_POINTER &&
            f->vars[v].ndims == 1 && !f->vars[v].dims[0][0])
            x->extent[v] = kf_gpu_pointer_extent(x, v);
        else if (f->vars[v].kind == KF_VAR_ARRAY && f->vars[v].ndims > 1 &&
                 (f->vars[v].base == KF_BASE_POINTER || f->vars[v].base == KF_BASE_ARRAY_PARAM) &&
                 !f->vars[v].pointer_rows && !f->vars[v].dims[0][0])
            x->extent[v] = kf_gpu_row_pointer_extent(x, v); /* float (*cent)[DIM] */
    kf_gpu_rows_plan(x);
    int nkernel = 0;
    kf_gpu_plan_kids(x, f->nroot, f->roots, &P->roots, &P->nroot, &nkernel);
    kf_gpu_fuse(x, P->roots, &P->nroot, &nkernel);
    F->nplanned += nkernel + x->nfin;
    size_t b = f->roots[0]->range.begin.offset, e = kf_gpu_node_end(g, f->roots[f->nroot - 1]);
    const char *whole = NULL;
    if (nkernel && !kf_gpu_kids_cover(g, b, e, f->nroot, f->roots))
        whole = "it holds text kforge does not model";
    /* the block around the host code would hide a declaration from what follows */
    for (int v = 0; v < f->nvar && nkernel && !whole; v++) {
        const struct kf_var *var = &f->vars[v];
        bool in_loop = false;
        for (int r = 0; r < f->nroot; r++)
            in_loop |= f->roots[r]->kind != KF_NODE_STMT && /* a loop's or an if's own */
                       var->decl.offset >= f->roots[r]->range.begin.offset &&
                       var->decl.offset < f->roots[r]->range.end.offset;
        if (!var->is_global && !var->is_param_decl && var->decl.offset >= b &&
            var->decl.offset < e && !in_loop)
            whole = kf_arena_printf(F->ar, "'%s' is declared at its top level", var->name);
    }
    x->dev_array = kf_arena_alloc(F->ar, (size_t)(f->nvar ? f->nvar : 1));
    x->x_of = kf_arena_alloc(F->ar, (size_t)(f->nvar ? f->nvar : 1) * sizeof *x->x_of);
    int ndev = 0;
    if (nkernel && !whole) {
        kf_gpu_mark_dev(x, P->roots, P->nroot);
        for (int v = 0; v < f->nvar; v++)
            ndev += x->dev_array[v];
        if (ndev > KF_XFER_MAX_VARS)
            whole = kf_arena_printf(F->ar, "more than %d arrays", KF_XFER_MAX_VARS);
        if (!whole)
            whole = alias_guard(g, P);
    }
    kf_gpu_warn_leaves(x, P->roots, P->nroot);
    if (kf_gen_dumping(g, KF_PASS_KERNELS) || kf_gen_dumping(g, KF_PASS_ONE_THREAD) ||
        kf_gen_dumping(g, KF_PASS_REDUCTIONS))
        kf_gpu_dump_plan(x, P->roots, P->nroot, 0);
    if (!nkernel || whole) {
        kf_diag_report(g->d, KF_DIAG_WARNING, g->a->prog->file, f->range.begin.line,
                       f->range.begin.col, 0, "fragment %d stays on the host: %s", f->id,
                       whole ? whole : "no loop nest can become a kernel");
        return P;
    }
    P->nkernel = nkernel;
    if (!kf_gpu_choice_decide(g, P)) {
        P->nkernel = 0;
        return P;
    }
    /* the sizes' test and the pointers' test hold both, or the fragment
     * runs as written: one version (alias_wrap), a region of its own */
    if (P->choice_test && P->alias_test)
        P->alias_test = kf_arena_printf(F->ar, "(%s) && (%s)", P->choice_test, P->alias_test);
    else if (P->choice_test)
        P->alias_test = P->choice_test;
    assume_test(g, P);
    return P;
}

/* --dump-after=regions or tree-regions: the region's fragments and its
 * model before the copies; transfers: the copies placed (xfer.h's text). */
static void dump_xfer(const struct gen *g, const struct region *R, const struct kf_xfer_prog *xp,
                      bool placed)
{
    enum kf_gen_pass p = placed ? KF_PASS_TRANSFERS
                         : kf_gen_dumping(g, KF_PASS_TREE_REGIONS) ? KF_PASS_TREE_REGIONS
                                                                  : KF_PASS_REGIONS;
    if (!kf_gen_dumping(g, p))
        return;
    char *t = kf_xfer_print(xp);
    kf_gen_dump(g, p, "-- %s: %s region of fragment%s", kf_gen_passes()[p].name,
                R->tree ? "a tree" : "a", R->n > 1 ? "s" : "");
    for (int k = 0; k < R->n; k++)
        kf_gen_dump(g, p, " %d", g->a->prog->frags[R->fi[k]]->id);
    kf_gen_dump(g, p, "\n%s", t ? t : "(out of memory)\n");
    free(t);
}

/* The region of a fragment with a run-time test (alias_version, always a
 * region of its own): its device code only where the test holds.  From the
 * line of its first statement, so that the if takes its indentation. */
static void alias_wrap(struct gen *g, const struct region *R, const struct prepared *P)
{
    const struct kf_fragment *f = P->x->f;
    size_t b = R->b[0], ls = kf_ctext_line_start(g->text, b);
    bool blank = true;
    for (size_t p = ls; p < b && blank; p++)
        blank = g->text[p] == ' ' || g->text[p] == '\t';
    enum kf_gen_pass pass = P->assumed ? KF_PASS_DELIN_ASSUME : KF_PASS_ALIAS_TEST;
    enum kf_gen_pass was = kf_gen_pass_enter(g, pass);
    kf_gen_version_required(g, blank ? ls : b, R->e[0], P->alias_test);
    if (P->assumed)
        kf_gen_dump(g, pass, "-- delin-assume: fragment %d reads %s, its kernels and buffers "
                    "planned under it, on the device only if %s\n",
                    f->id, g->a->models[P->x->fi]->assume_what, P->alias_test);
    else
        kf_gen_dump(g, pass, "-- alias-test: fragment %d runs on the device only if %s\n",
                    f->id, P->alias_test);
    if (P->taken)
        kf_gen_rows_helper(g, P->x->fi);
    g->pass = was;
    if (P->taken)
        kf_gen_explain(g, "%-8s %d loop%s that rows reached through pointers kept on the host: "
                          "on the device where those rows lie apart, tested at run time\n",
                       "", P->rows_up, P->rows_up == 1 ? "" : "s");
    else if (P->nup)
        kf_gen_explain(g, "%-8s %d loop%s that pointers which may overlap kept on the host: on the "
                          "device where they do not, tested at run time\n",
                       "", P->nup, P->nup == 1 ? "" : "s");
    if (P->ndev_pairs)
        kf_gen_explain(g, "%-8s %d pair%s of variables that may overlap, one of them on the device: "
                          "the device code only where they do not (copies are per variable), "
                          "tested at run time\n",
                       "", P->ndev_pairs, P->ndev_pairs == 1 ? "" : "s");
}

/* --explain: what fragment fi assumes on this target, or why it does not. */
static void explain_assumption(struct gen *g, int fi, const struct prepared *P)
{
    const struct kf_model *am = P->assumed ? g->a->models[fi]
                                : g->a->amodels ? g->a->amodels[fi] : NULL;
    if (!am || !am->assume_text)
        return;
    if (P->assumed && P->nkernel)
        kf_gen_explain(g, "%-8s assumes at run time: %s (to read %s): the device code only "
                          "where it holds%s%s, the fragment as written otherwise\n",
                       "", am->assume_text, am->assume_what,
                       am->runs_text ? " and each statement runs: " : "",
                       am->runs_text ? am->runs_text : "");
    else if (P->assumed)
        kf_gen_explain(g, "%-8s assumes at run time: %s (to read %s): it stays on the host "
                          "even so\n",
                       "", am->assume_text, am->assume_what);
    else if (P->assume_why)
        kf_gen_explain(g, "%-8s no run-time test of its assumption %s: %s\n", "",
                       am->assume_text, P->assume_why);
    else if (!kf_gen_pass_on(g, KF_PASS_DELIN_ASSUME))
        kf_gen_explain(g, "%-8s would assume at run time %s (to read %s): delin-assume is off\n",
                       "", am->assume_text, am->assume_what);
}

int kf_gpu_fragment(struct gen *g, int fi)
{
    struct kf_gpu_file *F = kf_gpu_file_of(g);
    if (!F || (!F->prep && !(F->prep = calloc((size_t)g->a->nfrag, sizeof *F->prep)))) {
        g->nomem = true;
        return 0;
    }
    const struct host_api *api = g->be->host;
    if (!api->shuffle && g->o->reduction == KF_GEN_RED_SHUFFLE) {
        kf_diag_report(g->d, KF_DIAG_ERROR, NULL, 0, 0, 0,
                       "--reduction=shuffle needs CUDA's warp shuffles; OpenCL 1.2 has no "
                       "portable sub-group shuffle (use shared or atomic)");
        return -1;
    }
    if (F->prep[fi].emitted) {
        kf_gen_explain(g, "  written with the region of an earlier fragment\n");
        return 0;
    }
    struct prepared *P0 = kf_gpu_prepare(g, fi);
    explain_assumption(g, fi, P0);
    if (P0->rows_why)
        kf_gen_explain(g, "%-8s no run-time test of its rows of pointers: %s\n", "", P0->rows_why);
    if (P0->alias_why)
        kf_gen_explain(g, "%-8s no run-time test of its pointers: %s\n", "", P0->alias_why);
    if (P0->choice_note)
        kf_gen_explain(g, "%-8s device choice: %s\n", "", P0->choice_note);
    if (P0->nkernel == 0)
        return 0;
    struct region *R = kf_arena_alloc(F->ar, sizeof *R);
    if (!kf_gpu_tree_region(g, fi, R))
        kf_gpu_make_region(g, fi, R);
    bool any_region_buffer = false;
    for (int i = 0; i < R->nx; i++) {
        struct home *H = kf_gpu_home_of(R->rep_x[i], R->rep_v[i]);
        R->homed[i] = H != NULL;
        if (H)
            H->used = true;
        any_region_buffer |= !H;
    }

    kf_gpu_region_host_vars(R);
    /* the region as one xfer program: a tree's (kf_gpu_tree_xfer), or fragment
     * 1's items, the host code after it, fragment 2's items, ... */
    struct kf_xfer_prog *xp = calloc(1, sizeof *xp);
    if (!xp) {
        g->nomem = true;
        return 0;
    }
    xp->nvars = R->nx;
    for (int i = 0; i < R->nx; i++) {
        xp->names[i] = strdup(R->rep_x[i]->f->vars[R->rep_v[i]].name);
        if (!kf_gpu_device_only(g, R, i)) /* else the host may read it after the region */
            xp->live_out |= 1ull << i;
    }
    int total = 0;
    for (int k = 0; k < R->n; k++) {
        R->ffirst[k] = total;
        total += F->prep[R->fi[k]].nroot + (k + 1 < R->n);
    }
    struct kf_xfer_seq *in = R->tree ? NULL : kf_gpu_new_seq(total, NULL, NULL, 0);
    xp->root = R->tree ? kf_gpu_tree_xfer(R, R->tree, NULL, NULL, 0) : in;
    for (int k = 0; k < R->n && in; k++) {
        R->fseq[k] = in;
        struct prepared *P = &F->prep[R->fi[k]];
        for (int i = 0; i < P->nroot; i++)
            kf_gpu_xitem(P->x, &P->roots[i], in, R->ffirst[k] + i);
        if (k + 1 < R->n) {
            struct kf_xfer_node *it = &in->items[R->ffirst[k] + P->nroot];
            it->kind = KF_XFER_STMT;
            it->side = KF_XFER_HOST;
            uint64_t all = R->nx == 64 ? ~0ull : (1ull << R->nx) - 1;
            it->reads = R->gap[k].reads & all;
            it->writes = R->gap[k].writes & all;
            /* the first line of the host code there, past pragmas and comments */
            it->line = kf_gpu_line_of(g, kf_gpu_next_significant(g, R->e[k], R->b[k + 1]));
        }
    }
    if (R->tree)
        kf_gpu_tree_cond(g, R, xp);
    dump_xfer(g, R, xp, false);
    kf_xfer_place(xp);
    if (xp->nvars > R->nx)
        kf_gpu_tree_cond_drop(R, xp->root);
    dump_xfer(g, R, xp, true);
    char *err = NULL;
    if (kf_xfer_verify(xp, &err) != 0) {
        kf_diag_report(g->d, KF_DIAG_ERROR, __FILE__, __LINE__, 0, 0,
                       "internal error: transfer placement breaks seed 003's rule: %s", err);
        free(err);
        kf_xfer_free(xp);
        return -1;
    }
    kf_gpu_explain_region(g, R, xp);

    /* the host code: with one fragment a block in its place, buffers inside;
     * with several, the buffers declared where the first starts (so that
     * every fragment's block sees them) and freed at the end of the last */
    int nk = 0, rc = 0;
    for (int k = 0; k < R->n && rc == 0; k++) {
        struct prepared *P = &F->prep[R->fi[k]];
        struct frag *x = P->x;
        const struct kf_fragment *f = x->f;
        int line = (int)f->roots[0]->range.begin.line;
        struct kf_kgen *pre = NULL;
        if (k == 0 && R->n > 1 && any_region_buffer) {
            pre = kf_kgen_create(KF_KGEN_OPENMP);
            kf_kgen_declare_function(pre, "void kf_host(void)");
            kf_kgen_begin_body(pre);
            const struct kf_fragment *fl = g->a->prog->frags[R->fi[R->n - 1]];
            kf_kgen_stmtf(pre, "/* kforge: device buffers of the fragments on lines %u-%u */",
                          f->range.begin.line, fl->range.end.line);
            if (!x->cuda)
                kf_kgen_stmtf(pre, "kf_cl_init(%d);", line);
            kf_gpu_declare_buffers(R, pre, api, line);
            kf_kgen_end_body(pre);
        }
        struct kf_kgen *h = kf_kgen_create(KF_KGEN_OPENMP);
        kf_kgen_declare_function(h, "void kf_host(void)");
        kf_kgen_begin_body(h);
        if (R->n == 1) {
            if (!x->cuda)
                kf_kgen_stmtf(h, "kf_cl_init(%d);", line);
            kf_gpu_declare_buffers(R, h, api, line);
        }
        kf_gpu_red_buffers(h, P->roots, P->nroot, true, line);
        nk += kf_gpu_emit_seq(x, h, api, P->roots, R->fseq[k], R->ffirst[k], P->nroot, line);
        kf_gpu_red_buffers(h, P->roots, P->nroot, false,
                           (int)f->roots[f->nroot - 1]->range.end.line);
        if (k == R->n - 1) {
            int end_line = (int)f->roots[f->nroot - 1]->range.end.line;
            for (int i = 0; i < R->nx; i++)
                if (!R->homed[i])
                    api->release(R->rep_x[i], h, R->rep_v[i], end_line);
        }
        kf_kgen_end_body(h);
        struct kf_kgen *bad = kf_kgen_error(h) ? h : kf_kgen_error(F->kg) ? F->kg
                              : pre && kf_kgen_error(pre)                ? pre
                                                                          : NULL;
        if (bad) {
            kf_diag_report(g->d, KF_DIAG_ERROR, __FILE__, __LINE__, 0, 0,
                           "internal error: kgen: %s", kf_kgen_error_message(bad));
            rc = -1;
        } else {
            /* with the buffers first, for the region's first fragment */
            char *t1 = pre ? kf_gpu_body_text(g, pre, R->b[k], true) : NULL;
            char *t2 = kf_gpu_body_text(g, h, R->b[k], false);
            size_t ls = kf_ctext_line_start(g->text, R->b[k]);
            if (!t2 || (pre && !t1))
                g->nomem = true;
            else if (pre)
                kf_gen_replace(g, R->b[k], R->e[k] - R->b[k], "%s\n%.*s%s", t1,
                               (int)(R->b[k] - ls), g->text + ls, t2);
            else
                kf_gen_replace(g, R->b[k], R->e[k] - R->b[k], "%s", t2);
            free(t1);
            free(t2);
        }
        kf_kgen_destroy(pre);
        kf_kgen_destroy(h);
        F->prep[R->fi[k]].emitted = k > 0;
    }
    if (rc == 0 && R->tree)
        kf_gpu_tree_copies(g, R, api, R->tree, NULL);
    if (rc == 0 && P0->alias_test)
        alias_wrap(g, R, P0);
    kf_xfer_free(xp);
    if (rc)
        return rc;
    if (!F->have_prelude_at) {
        F->have_prelude_at = true;
        F->prelude_at = kf_gpu_function_start(g, g->a->prog->frags[fi]->function, R->b[0]);
    }
    return nk;
}

int kf_gpu_finish(struct gen *g)
{
    struct kf_gpu_file *F = g->gpu;
    if (!F || F->nkernel == 0) {
        if (g->be->device_file &&
            asprintf(&g->device, "/* kforge %s: %s for cuda, the device part: no kernels */\n",
                     kf_version(), g->a->prog->file) < 0) {
            g->device = NULL;
            g->nomem = true;
        }
        return 0;
    }
    if (g->be->device_file) {
        if (F->wrap && kf_kgen_error(F->wrap)) {
            kf_diag_report(g->d, KF_DIAG_ERROR, __FILE__, __LINE__, 0, 0,
                           "internal error: kgen: %s", kf_kgen_error_message(F->wrap));
            return -1;
        }
        if (kf_gpu_cu_device_file(g) != 0)
            g->nomem = true;
    }
    kf_gpu_write_homes(g);
    struct kf_kgen *h = kf_kgen_create(KF_KGEN_OPENMP);
    const struct host_api *api = g->be->host;
    api->prelude(g, h);
    kf_gpu_free_helpers(g, h);
    if (kf_kgen_error(h)) {
        kf_diag_report(g->d, KF_DIAG_ERROR, __FILE__, __LINE__, 0, 0, "internal error: kgen: %s",
                       kf_kgen_error_message(h));
        kf_kgen_destroy(h);
        return -1;
    }
    kf_gen_replace(g, F->prelude_at, 0, "%s\n", kf_kgen_source(h));
    kf_kgen_destroy(h);
    return 0;
}

void kf_gpu_release(struct gen *g)
{
    if (!g->gpu)
        return;
    for (int fi = 0; g->gpu->prep && fi < g->a->nfrag; fi++)
        if (g->gpu->prep[fi].assumed) /* the analysis as the caller gave it */
            kf_analysis_unassume(g->a, fi);
        else if (g->gpu->prep[fi].taken)
            kf_analysis_give_rows(g->a, fi);
    kf_kgen_destroy(g->gpu->kg);
    kf_kgen_destroy(g->gpu->wrap);
    free(g->gpu->prep);
    kf_arena_free(g->gpu->ar);
    free(g->gpu);
    g->gpu = NULL;
}
