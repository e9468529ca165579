/*
 * analyze.c: front end -> model -> dependences, and the reports
 * (see include/kforge/analyze.h; the formats are documented in README.md).
 */
#include <stdlib.h>
#include <string.h>

#include <isl/map.h>
#include <isl/set.h>

#include "analysis/wave.h"
#include "kforge/analyze.h"

static struct kf_analysis *parsed(const char *file, const struct kf_fe_options *opt, kf_diag *d)
{
    struct kf_program *p = kf_fe_parse(file, opt, d);
    if (!p)
        return NULL;
    struct kf_analysis *a = calloc(1, sizeof *a);
    if (!a)
        abort();
    a->prog = p;
    a->nfrag = p->nfrag;
    a->models = calloc((size_t)p->nfrag + 1, sizeof *a->models);
    a->deps = calloc((size_t)p->nfrag + 1, sizeof *a->deps);
    a->amodels = calloc((size_t)p->nfrag + 1, sizeof *a->amodels);
    a->adeps = calloc((size_t)p->nfrag + 1, sizeof *a->adeps);
    a->assumed = calloc((size_t)p->nfrag + 1, sizeof *a->assumed);
    a->taken = calloc((size_t)p->nfrag + 1, sizeof *a->taken);
    a->rmodels = calloc((size_t)p->nfrag + 1, sizeof *a->rmodels);
    a->rdeps = calloc((size_t)p->nfrag + 1, sizeof *a->rdeps);
    if (!a->models || !a->deps || !a->amodels || !a->adeps || !a->assumed || !a->taken ||
        !a->rmodels || !a->rdeps)
        abort();
    a->no_assume = opt && opt->no_assume;
    return a;
}

/* Does some loop that d keeps sequential run in parallel under rd, at
 * once or where its pointers are found apart at run time? */
static bool rows_help(const struct kf_deps *d, const struct kf_deps *rd)
{
    for (int l = 0; l < d->nloop && l < rd->nloop; l++)
        if (d->loops[l].verdict == KF_SEQUENTIAL &&
            (rd->loops[l].verdict != KF_SEQUENTIAL ||
             (rd->loops[l].blocker && rd->loops[l].if_disjoint != KF_SEQUENTIAL)))
            return true;
    return false;
}

/* Fragment i's model with the rows of its arrays of row pointers apart
 * (analyze.h), kept where it helps; -1 after an error. */
static int build_rows(const struct kf_analysis *a, int i, kf_diag *d)
{
    const struct kf_fragment *f = a->prog->frags[i];
    bool any = false;
    for (int v = 0; v < f->nvar && !any; v++)
        any = f->vars[v].pointer_rows;
    if (!any)
        return 0;
    struct kf_model *rm = kf_model_build_rows(f, d, a->prog->file);
    if (!rm)
        return -1;
    struct kf_deps *rd = rm->rows_apart ? kf_deps_compute(rm) : NULL;
    if (!rd || !rows_help(a->deps[i], rd)) {
        kf_deps_free(rd);
        kf_model_free(rm);
        return 0;
    }
    a->rmodels[i] = rm;
    a->rdeps[i] = rd;
    return 0;
}

/* The models and dependences of fragments lo..hi that are not built yet. */
static int build(const struct kf_analysis *a, int lo, int hi, kf_diag *d)
{
    for (int i = lo; i <= hi; i++) {
        if (a->models[i])
            continue;
        a->models[i] = kf_model_build(a->prog->frags[i], d, a->prog->file);
        if (!a->models[i])
            return -1;
        a->deps[i] = kf_deps_compute(a->models[i]);
        if (!a->no_assume && build_rows(a, i, d) != 0)
            return -1;
        if (a->no_assume || !a->models[i]->may_assume)
            continue;
        /* a linearised array missed its proof: the model under the
         * assumption that makes it hold, kept only where it assumes */
        struct kf_model *am = kf_model_build_assuming(a->prog->frags[i], d, a->prog->file);
        if (!am)
            return -1;
        if (!am->assume) {
            kf_model_free(am);
            continue;
        }
        a->amodels[i] = am;
        a->adeps[i] = kf_deps_compute(am);
    }
    return 0;
}

struct kf_analysis *kf_analyze_file(const char *file, const struct kf_fe_options *opt, kf_diag *d)
{
    struct kf_analysis *a = parsed(file, opt, d);
    if (a && build(a, 0, a->nfrag - 1, d) != 0) {
        kf_analysis_free(a);
        return NULL;
    }
    return a;
}

struct kf_analysis *kf_analyze_lazy(const char *file, const struct kf_fe_options *opt, kf_diag *d)
{
    struct kf_analysis *a = parsed(file, opt, d);
    if (a)
        a->lazy = d;
    return a;
}

void kf_analysis_keep(struct kf_analysis *a, int budget)
{
    /* whole functions, in order, while their statements fit the budget:
     * every pass reads fragments in order, so the first ones kept are hit
     * by each (a cache that replaced the oldest would miss every time) */
    int n = 0;
    a->keep = 0;
    for (int fi = 0, lo, hi; fi < a->nfrag; fi = hi + 1) {
        kf_analysis_function_span(a, fi, &lo, &hi);
        for (int i = lo; i <= hi; i++)
            n += a->prog->frags[i]->nstmt;
        if (n > budget)
            break;
        a->keep = hi + 1;
    }
}

static void release(const struct kf_analysis *a, int lo, int hi)
{
    for (int i = lo; i <= hi; i++) {
        kf_deps_free(a->deps[i]);
        kf_model_free(a->models[i]);
        kf_deps_free(a->adeps[i]);
        kf_model_free(a->amodels[i]);
        kf_deps_free(a->rdeps[i]);
        kf_model_free(a->rmodels[i]);
        a->rdeps[i] = NULL;
        a->rmodels[i] = NULL;
        a->deps[i] = NULL;
        a->models[i] = NULL;
        a->adeps[i] = NULL;
        a->amodels[i] = NULL;
        a->assumed[i] = false;
        a->taken[i] = false;
    }
}

void kf_analysis_free(struct kf_analysis *a)
{
    if (!a)
        return;
    release(a, 0, a->nfrag - 1);
    free(a->deps);
    free(a->models);
    free(a->adeps);
    free(a->amodels);
    free(a->assumed);
    free(a->taken);
    free(a->rdeps);
    free(a->rmodels);
    kf_program_free(a->prog);
    free(a);
}

/* Fragments are in source order, so a function's are consecutive. */
void kf_analysis_function_span(const struct kf_analysis *a, int fi, int *lo, int *hi)
{
    const char *fn = a->prog->frags[fi]->function;
    *lo = *hi = fi;
    while (*lo > 0 && strcmp(a->prog->frags[*lo - 1]->function, fn) == 0)
        (*lo)--;
    while (*hi + 1 < a->nfrag && strcmp(a->prog->frags[*hi + 1]->function, fn) == 0)
        (*hi)++;
}

int kf_analysis_enter(const struct kf_analysis *a, int fi)
{
    if (!a->lazy || a->models[fi])
        return 0;
    int lo, hi;
    kf_analysis_function_span(a, fi, &lo, &hi);
    return build(a, lo, hi, a->lazy);
}

void kf_analysis_leave(const struct kf_analysis *a, int fi)
{
    if (!a->lazy)
        return;
    int lo, hi;
    kf_analysis_function_span(a, fi, &lo, &hi);
    if (fi != hi)
        return;
    if (hi >= a->keep) {
        release(a, lo, hi);
        return;
    }
    for (int i = lo; i <= hi; i++) {
        kf_analysis_unassume(a, i);
        kf_analysis_give_rows(a, i);
    }
}

const struct kf_loop_info *kf_analysis_loop(const struct kf_analysis *a, const char *id, int *frag)
{
    for (int i = 0; i < a->nfrag; i++)
        for (int l = 0; a->deps[i] && l < a->deps[i]->nloop; l++)
            if (strcmp(a->deps[i]->loops[l].loop->id, id) == 0) {
                if (frag)
                    *frag = i;
                return &a->deps[i]->loops[l];
            }
    return NULL;
}

/* fi's models/deps exchanged with the other pair (amodels/adeps: an
 * assumption; rmodels/rdeps: rows apart), flag flipped.  Both exchanges
 * are the same swap: release() frees all six either way. */
static void exchange(const struct kf_analysis *a, int fi, struct kf_model **om,
                     struct kf_deps **od, bool *flag)
{
    struct kf_model *m = a->models[fi];
    struct kf_deps *d = a->deps[fi];
    a->models[fi] = om[fi];
    a->deps[fi] = od[fi];
    om[fi] = m;
    od[fi] = d;
    flag[fi] = !flag[fi];
}

bool kf_analysis_assume(const struct kf_analysis *a, int fi)
{
    if (!a->assumed || a->assumed[fi] || !a->amodels[fi] || !a->adeps[fi])
        return false;
    exchange(a, fi, a->amodels, a->adeps, a->assumed);
    return true;
}

void kf_analysis_unassume(const struct kf_analysis *a, int fi)
{
    if (a->assumed && a->assumed[fi])
        exchange(a, fi, a->amodels, a->adeps, a->assumed);
}

/* The model under fi's assumption and its dependences, or NULL (a view
 * of an analysis, graph.c's, may have no assumed[]). */
static bool is_assumed(const struct kf_analysis *a, int fi)
{
    return a->assumed && a->assumed[fi];
}

static bool is_taken(const struct kf_analysis *a, int fi)
{
    return a->taken && a->taken[fi];
}

bool kf_analysis_take_rows(const struct kf_analysis *a, int fi)
{
    if (!a->taken || is_taken(a, fi) || is_assumed(a, fi) || !a->rmodels[fi] || !a->rdeps[fi])
        return false;
    exchange(a, fi, a->rmodels, a->rdeps, a->taken);
    return true;
}

void kf_analysis_give_rows(const struct kf_analysis *a, int fi)
{
    if (is_taken(a, fi))
        exchange(a, fi, a->rmodels, a->rdeps, a->taken);
}

bool kf_analysis_may_share(const struct kf_analysis *a, int fi, int k)
{
    return fi == k || (!is_assumed(a, fi) && !is_assumed(a, k) && !is_taken(a, fi) &&
                       !is_taken(a, k));
}

static const struct kf_model *assumed_model(const struct kf_analysis *a, int fi)
{
    return is_assumed(a, fi) ? a->models[fi] : a->amodels ? a->amodels[fi] : NULL;
}

static const struct kf_deps *assumed_deps(const struct kf_analysis *a, int fi)
{
    return is_assumed(a, fi) ? a->deps[fi] : a->adeps ? a->adeps[fi] : NULL;
}

const struct kf_model *kf_analysis_shown_model(const struct kf_analysis *a, int fi)
{
    const struct kf_model *am = assumed_model(a, fi);
    return am ? am : a->models[fi];
}

const struct kf_deps *kf_analysis_shown_deps(const struct kf_analysis *a, int fi)
{
    const struct kf_deps *ad = assumed_deps(a, fi);
    return ad ? ad : a->deps[fi];
}

/* The dependences li's carried entries index: those under the run-time
 * assumption when li (or a copy of it, codegen's) comes from them. */
static const struct kf_deps *deps_of(const struct kf_analysis *a, int fi,
                                     const struct kf_loop_info *li)
{
    const struct kf_deps *ad = assumed_deps(a, fi);
    const struct kf_deps *ud = is_assumed(a, fi) ? a->adeps[fi] : a->deps[fi];
    const struct kf_loop_info *al = ad ? kf_deps_loop(ad, li->loop) : NULL;
    if (al && li->ncarried > 0 && al->carried == li->carried)
        return ad;
    /* the rows taken apart (analyze.h, rmodels) */
    const struct kf_deps *rd = a->rdeps ? a->rdeps[fi] : NULL;
    const struct kf_loop_info *rl = rd ? kf_deps_loop(rd, li->loop) : NULL;
    return rl && li->ncarried > 0 && rl->carried == li->carried ? rd : ud;
}

const char *kf_analyze_rows_verdict(const struct kf_analysis *a, int fi, int li)
{
    const struct kf_deps *d = a->deps[fi], *rd = a->rdeps ? a->rdeps[fi] : NULL;
    if (!rd || is_taken(a, fi) || li >= rd->nloop || d->loops[li].verdict != KF_SEQUENTIAL)
        return NULL;
    const struct kf_loop_info *r = &rd->loops[li];
    enum kf_verdict v = r->blocker ? r->if_disjoint : r->verdict;
    return v == KF_PARALLEL ? "parallel" : v == KF_REDUCTION ? "parallel, reduction" : NULL;
}

void kf_analyze_subst_text(const struct kf_subst *x, char *buf, size_t n)
{
    if (x->why_not)
        snprintf(buf, n, "index: line %u: %s kept as a variable: %s", x->loc.line, x->var,
                 x->why_not);
    else
        snprintf(buf, n, "index: line %u: %s = %s (set at line %u)", x->loc.line, x->var,
                 x->value, x->def_line);
}

const char *kf_analyze_fragment_kind(enum kf_fragment_kind k)
{
    return k == KF_FRAG_SCOP ? "scop" : k == KF_FRAG_TARGET ? "target" : "loop";
}

void kf_analyze_verdict_text(const struct kf_analysis *a, int fi, const struct kf_loop_info *li,
                             const char *no_test, char *buf, size_t n)
{
    const struct kf_fragment *f = a->prog->frags[fi];
    const struct kf_deps *d = deps_of(a, fi, li);
    if (li->verdict == KF_PARALLEL) {
        snprintf(buf, n, "parallel");
        return;
    }
    if (li->verdict == KF_REDUCTION) {
        size_t k = (size_t)snprintf(buf, n, "parallel, reduction on ");
        for (int i = 0; i < li->nred && k < n; i++)
            k += (size_t)snprintf(buf + k, n - k, "%s%s (%s)", i ? ", " : "",
                                  f->vars[li->reds[i].var].name, kf_reduction_op_name(li->reds[i].op));
        return;
    }
    if (li->blocker) {
        bool testable = li->blocker->alias[0] >= 0 && li->if_disjoint != KF_SEQUENTIAL;
        snprintf(buf, n, "sequential: %s (line %u)%s%s", li->blocker->msg, li->blocker->loc.line,
                 !testable ? "" : no_test ? "; no run-time test: " : "; parallel where they do not overlap",
                 testable && no_test ? no_test : "");
        return;
    }
    const struct kf_carried *c = &li->carried[li->offending];
    const struct kf_dep *dep = &d->deps[c->dep];
    const struct kf_stmt *s = f->stmts[dep->src], *t = f->stmts[dep->dst];
    char dist[64];
    struct kf_distance dd = {c->dmin_inf, c->dmax_inf, c->dmin, c->dmax};
    if (dd.min_inf && dd.max_inf)
        snprintf(dist, sizeof dist, "unknown");
    else
        kf_distance_text(&dd, dist, sizeof dist);
    /* an access a helper's summary gave: its element and the call */
    const struct kf_access *via = s->acc[dep->src_acc].call ? &s->acc[dep->src_acc]
                                  : t->acc[dep->dst_acc].call ? &t->acc[dep->dst_acc] : NULL;
    char on[384];
    snprintf(on, sizeof on, "%s", f->vars[dep->var].name);
    if (via) {
        kf_access_print(f, via, on, sizeof on);
        size_t k = strlen(on);
        if (k < sizeof on)
            snprintf(on + k, sizeof on - k, " through the call '%s'", via->call);
    }
    snprintf(buf, n, "sequential: %s dependence on %s from S%d (line %u) to S%d (line %u), distance %s",
             kf_dep_kind_name(dep->kind), on, s->id,
             s->acc[dep->src_acc].range.begin.line, t->id, t->acc[dep->dst_acc].range.begin.line, dist);
}

static void names_of_class(const struct kf_fragment *f, enum kf_data_class cls, FILE *out)
{
    int k = 0;
    for (int i = 0; i < f->nvar; i++) {
        const struct kf_var *v = &f->vars[i];
        if (kf_deps_data_class(v) != cls || (!v->read && !v->written))
            continue;
        fprintf(out, "%s%s", k++ ? ", " : "", v->name);
    }
    if (k == 0)
        fprintf(out, "none");
}

static void arrays(const struct kf_fragment *f, FILE *out)
{
    int k = 0;
    for (int i = 0; i < f->nvar; i++) {
        const struct kf_var *v = &f->vars[i];
        if (kf_deps_data_class(v) != KF_DATA_ARRAY || (!v->read && !v->written))
            continue;
        fprintf(out, "%s%s (%s%s%s)", k++ ? ", " : "", v->name, v->read ? "read" : "",
                v->read && v->written ? ", " : "", v->written ? "written" : "");
    }
    if (k == 0)
        fprintf(out, "none");
}

const char *kf_analyze_access_kind(const struct kf_access *x)
{
    return !x->write ? "read" : x->may ? "may-write" : "write";
}

/* What the calls of statement st to helpers of the file read and write
 * (their summaries, frontend/c/summ.c), a line per call:
 * "call 'f(a, i)': read a[i]; write a[i + 1]". */
static void print_calls(const struct kf_fragment *f, const struct kf_stmt *st, FILE *out)
{
    for (int k = 0; k < st->naccess; k++) {
        const char *c = st->acc[k].call;
        bool first = true;
        for (int j = 0; j < k && c; j++)
            first &= !st->acc[j].call || strcmp(st->acc[j].call, c) != 0;
        if (!c || !first)
            continue;
        fprintf(out, "           call '%s':", c);
        const char *sep = " ";
        char seen[16][320];
        int nseen = 0;
        for (int j = k; j < st->naccess; j++) {
            if (!st->acc[j].call || strcmp(st->acc[j].call, c) != 0)
                continue;
            char e[320], t[300];
            kf_access_print(f, &st->acc[j], t, sizeof t);
            snprintf(e, sizeof e, "%s %s", kf_analyze_access_kind(&st->acc[j]), t);
            bool dup = false;
            for (int q = 0; q < nseen; q++)
                dup |= strcmp(seen[q], e) == 0;
            if (dup)
                continue;
            if (nseen < 16)
                snprintf(seen[nseen++], sizeof seen[0], "%s", e);
            fprintf(out, "%s%s", sep, e);
            sep = "; ";
        }
        fputc('\n', out);
    }
}

void kf_analyze_print_text(const struct kf_analysis *a, FILE *out)
{
    const char *file = a->prog->file;
    if (a->nfrag == 0)
        fprintf(out, "%s: no fragment (mark one with #pragma scop ... #pragma endscop, or use --all)\n", file);
    for (int fi = 0; fi < a->nfrag && kf_analysis_enter(a, fi) == 0; fi++) {
        const struct kf_fragment *f = a->prog->frags[fi];
        const struct kf_deps *d = kf_analysis_shown_deps(a, fi);
        const struct kf_model *m = kf_analysis_shown_model(a, fi);
        fprintf(out, "%sfragment %d (%s, lines %u-%u, function %s)\n", fi ? "\n" : "", f->id,
                kf_analyze_fragment_kind(f->kind), f->range.begin.line, f->range.end.line, f->function);
        /* a while's body split into fragments (frontend/c/whileloop.c) */
        if (f->in_while)
            fprintf(out, "  in: %s (line %u), the host's loop: each iteration runs the fragment once, "
                         "in order; the loop stays as written\n", f->in_while, f->in_while_line);
        /* the verdicts below hold where the assumption does (model.h) */
        if (m->assume_text)
            fprintf(out, "  assumes at run time: %s (to read %s); as written otherwise\n",
                    m->assume_text, m->assume_what);
        /* which targets of kforge gen version the fragment on it (gpu.c) */
        if (m->assume_text && m->runs_known)
            fprintf(out, "  under it: openmp, opencl, cuda%s%s%s\n",
                    m->runs_text ? " (the GPU targets where each statement runs too: " : "",
                    m->runs_text ? m->runs_text : "", m->runs_text ? ")" : "");
        else if (m->assume_text)
            fprintf(out, "  under it: openmp (opencl and cuda keep it on the host: where each "
                         "statement runs, which their buffers' extents need, is not one "
                         "conjunction)\n");
        for (int li = 0; li < d->nloop; li++) {
            const struct kf_loop_info *l = &d->loops[li];
            char v[1024], id[64];
            kf_analyze_verdict_text(a, fi, l, NULL, v, sizeof v);
            snprintf(id, sizeof id, "%*s%s", 2 * l->loop->depth, "", l->loop->id);
            fprintf(out, "  %-12s line %-4u %-6s %s\n", id, l->loop->range.begin.line,
                    f->vars[l->loop->iter].name, v);
            const char *rows = kf_analyze_rows_verdict(a, fi, li);
            if (rows && !m->assume_text)
                fprintf(out, "  %-12s %9s %-6s %s where the rows reached through its row "
                             "pointers lie apart (gen's OpenMP output tests that at run time)\n",
                        "", "", "", rows);
            if (l->nprivate) {
                fprintf(out, "  %-12s %9s %-6s privatised:", "", "", "");
                for (int k = 0; k < l->nprivate; k++) {
                    const struct kf_var *pv = &f->vars[l->privates[k]];
                    fprintf(out, " %s%s", pv->name, pv->local ? "" : " (outlives the loop)");
                }
                fputc('\n', out);
            }
            /* induction variables: their value from the iterator */
            for (int k = 0; k < l->loop->ninduct; k++) {
                const struct kf_induct *iv = &l->loop->induct[k];
                char lb[128] = "";
                kf_poly_print(f, l->loop->lb[0], lb, sizeof lb);
                fprintf(out, "  %-12s %9s %-6s induction: %s, %s0 + %ld * (%s - %s) in each "
                             "iteration (%s0: its value before %s)\n", "", "", "",
                        f->vars[iv->var].name, f->vars[iv->base].name, iv->step,
                        f->vars[l->loop->iter].name, lb, f->vars[iv->base].name, l->loop->id);
            }
            /* run in parallel, these sums would be added in another order
             * (kforge gen reassociates them only where it may: --strict-fp) */
            bool said = false;
            for (int r = 0; l->verdict == KF_REDUCTION && r < l->nred; r++) {
                const struct kf_var *rv = &f->vars[l->reds[r].var];
                if (!rv->is_float || (l->reds[r].op != KF_RED_ADD && l->reds[r].op != KF_RED_MUL))
                    continue;
                if (!said)
                    fprintf(out, "  %-12s %9s %-6s in parallel, reassociates floating-point:", "",
                            "", "");
                fprintf(out, " %s (%s)", rv->name, kf_reduction_op_name(l->reds[r].op));
                said = true;
            }
            if (said)
                fputc('\n', out);
            /* sequential, but its iterations and its inner loop's may run
             * by waves (wave.h; kforge gen's wavefront pass) */
            struct kf_wave w;
            char why[640], wt[160];
            if (l->verdict == KF_SEQUENTIAL && kf_wave_find(f, d, l->loop, &w, why, sizeof why) == 0) {
                kf_wave_text(f, &w, wt, sizeof wt);
                fprintf(out, "  %-12s %9s %-6s with %s, a wavefront: waves w = %s in order, the "
                        "iterations on each at once\n", "", "", "", w.inner->id, wt);
            }
        }
        fprintf(out, "  statements:\n");
        for (int s = 0; s < f->nstmt; s++) {
            const struct kf_stmt *st = f->stmts[s];
            fprintf(out, "    S%-3d line %-4u %s", st->id, st->range.begin.line, st->text);
            if (st->red_op != KF_RED_NONE)
                fprintf(out, "   [reduction %s on %s]", kf_reduction_op_name(st->red_op),
                        f->vars[st->acc[st->red_write].var].name);
            fputc('\n', out);
            print_calls(f, st, out);
        }
        fprintf(out, "  data: scalars by value: ");
        names_of_class(f, KF_DATA_SCALAR_IN, out);
        fprintf(out, "; scalars changed: ");
        names_of_class(f, KF_DATA_SCALAR_CHANGED, out);
        fprintf(out, "; arrays: ");
        arrays(f, out);
        fputc('\n', out);
        for (int n = 0; n < m->nnote; n++)
            fprintf(out, "  note: %s\n", m->notes[n]);
        for (int n = 0; n < d->nnote; n++) /* questions given up on (deps.h) */
            fprintf(out, "  note: %s\n", d->notes[n]);
        for (int h = 0; h < f->nhost; h++)
            fprintf(out, "  host: line %u: %s (%s): %s%s\n", f->host[h].loc.line, f->host[h].text,
                    f->host[h].how, f->host[h].why_not ? "ignored: " : "holds in the fragment",
                    f->host[h].why_not ? f->host[h].why_not : "");
        for (int k = 0; k < f->nsubst; k++) { /* index scalars (frontend/c/defs.c) */
            char t[512];
            kf_analyze_subst_text(&f->subst[k], t, sizeof t);
            fprintf(out, "  %s\n", t);
        }
        kf_analysis_leave(a, fi);
    }
}

static void dot_str(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        if (*s == '\n') {
            fputs("\\n", out);
            continue;
        }
        if (*s == '"' || *s == '\\')
            fputc('\\', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

void kf_analyze_print_dot(const struct kf_analysis *a, FILE *out)
{
    fprintf(out, "digraph dependences {\n  node [shape=box, fontname=\"monospace\"];\n");
    for (int fi = 0; fi < a->nfrag; fi++) {
        const struct kf_fragment *f = a->prog->frags[fi];
        const struct kf_deps *d = a->deps[fi];
        fprintf(out, "  subgraph cluster_%d {\n    label=\"fragment %d (%s)\";\n", f->id, f->id,
                f->function);
        for (int s = 0; s < f->nstmt; s++) {
            char label[256];
            snprintf(label, sizeof label, "S%d (line %u)\n%s", f->stmts[s]->id,
                     f->stmts[s]->range.begin.line, f->stmts[s]->text);
            fprintf(out, "    f%d_S%d [label=", f->id, f->stmts[s]->id);
            dot_str(out, label);
            fprintf(out, "];\n");
        }
        /* one edge per (source, sink, variable, kind); red when it keeps a loop sequential */
        for (int k = 0; k < d->ndep; k++) {
            const struct kf_dep *dep = &d->deps[k];
            bool dup = false;
            for (int j = 0; j < k && !dup; j++)
                dup = d->deps[j].src == dep->src && d->deps[j].dst == dep->dst &&
                      d->deps[j].var == dep->var && d->deps[j].kind == dep->kind;
            if (dup)
                continue;
            char label[512];
            size_t n = (size_t)snprintf(label, sizeof label, "%s %s", kf_dep_kind_name(dep->kind),
                                        f->vars[dep->var].name);
            bool blocks = false;
            for (int li = 0; li < d->nloop; li++)
                for (int c = 0; c < d->loops[li].ncarried; c++) {
                    const struct kf_dep *o = &d->deps[d->loops[li].carried[c].dep];
                    if (o->src != dep->src || o->dst != dep->dst || o->var != dep->var || o->kind != dep->kind)
                        continue;
                    if (n < sizeof label && !strstr(label, d->loops[li].loop->id))
                        n += (size_t)snprintf(label + n, sizeof label - n, "\\ncarried by %s",
                                              d->loops[li].loop->id);
                    blocks |= d->loops[li].carried[c].role == KF_CARRIED_BLOCKS;
                    break;
                }
            fprintf(out, "    f%d_S%d -> f%d_S%d [label=\"%s\"%s];\n", f->id, dep->src + 1, f->id,
                    dep->dst + 1, label, blocks ? ", color=red" : "");
        }
        fprintf(out, "  }\n");
    }
    fprintf(out, "}\n");
}

static void print_isl(FILE *out, const char *what, char *str)
{
    fprintf(out, "    %-8s %s\n", what, str ? str : "(none)");
    free(str);
}

void kf_analyze_print_model(const struct kf_analysis *a, FILE *out)
{
    for (int fi = 0; fi < a->nfrag; fi++) {
        const struct kf_fragment *f = a->prog->frags[fi];
        const struct kf_model *m = a->models[fi];
        fprintf(out, "fragment %d: parameters and arrays are p<id>, v<id>:", f->id);
        for (int i = 0; i < f->nvar; i++)
            if (f->vars[i].kind != KF_VAR_ITER)
                fprintf(out, " %c%d=%s", f->vars[i].kind == KF_VAR_PARAM ? 'p' : 'v', i, f->vars[i].name);
        fputc('\n', out);
        for (int s = 0; s < m->nstmt; s++) {
            const struct kf_stmt *st = f->stmts[s];
            fprintf(out, "  S%d  %s\n", st->id, st->text);
            print_isl(out, "domain", isl_set_to_str(m->domain[s]));
            print_isl(out, "schedule", isl_map_to_str(m->sched[s]));
            for (int k = 0; k < st->naccess; k++)
                if (m->acc[s][k])
                    print_isl(out, st->acc[k].write ? (st->acc[k].may || m->wider[s][k] ? "may-write" : "write") : "read",
                              isl_map_to_str(m->acc[s][k]));
        }
        /* the model under its run-time assumption (analyze.h), where there is one */
        const struct kf_model *am = assumed_model(a, fi);
        if (am)
            fprintf(out, "  under the run-time assumption %s (to read %s):\n", am->assume_text,
                    am->assume_what);
        for (int s = 0; am && s < am->nstmt; s++) {
            const struct kf_stmt *st = f->stmts[s];
            fprintf(out, "  S%d  %s\n", st->id, st->text);
            print_isl(out, "domain", isl_set_to_str(am->domain[s]));
            for (int k = 0; k < st->naccess; k++)
                if (am->acc[s][k])
                    print_isl(out, st->acc[k].write ? (st->acc[k].may || am->wider[s][k] ? "may-write" : "write") : "read",
                              isl_map_to_str(am->acc[s][k]));
        }
    }
}
