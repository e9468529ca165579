/*
 * analyze_json.c: the analysis as a JSON document (analyze.h), the
 * report of `kforge analyze --format json` and of the `kforge ui` page.
 * Field names are documented in docs/c-loops.md; the document is built
 * as jansson values and written by kforge/json.h like every other.
 */
#include <stdlib.h>
#include <string.h>

#include "kforge/analyze.h"
#include "kforge/json.h"

static json_t *dist_value(bool inf, long v)
{
    return inf ? json_null() : json_integer(v);
}

static const char *role_name[] = {"blocks", "private", "reduction"};

static json_t *loop_json(const struct kf_analysis *a, int fi, const struct kf_loop_info *l)
{
    const struct kf_fragment *f = a->prog->frags[fi];
    const struct kf_deps *d = kf_analysis_shown_deps(a, fi);
    char v[1024];
    kf_analyze_verdict_text(a, fi, l, NULL, v, sizeof v);
    json_t *o = json_object();
    kf_json_set(o, "id", json_string(l->loop->id));
    kf_json_set(o, "line", json_integer(l->loop->range.begin.line));
    kf_json_set(o, "column", json_integer(l->loop->range.begin.col));
    kf_json_set(o, "iterator", json_string(f->vars[l->loop->iter].name));
    kf_json_set(o, "depth", json_integer(l->loop->depth));
    kf_json_set(o, "verdict", json_string(kf_verdict_name(l->verdict)));
    kf_json_set(o, "text", json_string(v));
    /* the verdict with the rows of its arrays of row pointers apart */
    const char *rows = d == a->deps[fi] ? kf_analyze_rows_verdict(a, fi, (int)(l - d->loops))
                                        : NULL;
    const char *rv = rows && strncmp(rows, "parallel,", 9) == 0 ? "reduction" : "parallel";
    kf_json_set(o, "rows_apart", rows ? json_string(rv) : json_null());
    /* bounds as C expressions over outer counters and parameters; "?" for
     * a bound that is not affine (dropped from the model) */
    for (int ub = 0; ub < 2; ub++) {
        json_t *bs = json_array();
        int nb = ub ? l->loop->nub : l->loop->nlb;
        for (int k = 0; k < nb; k++) {
            char b[256];
            kf_poly_print(f, ub ? l->loop->ub[k] : l->loop->lb[k], b, sizeof b);
            json_array_append_new(bs, json_string(b));
        }
        kf_json_set(o, ub ? "upper" : "lower", bs);
    }
    kf_json_set(o, "step", json_integer(l->loop->step));
    json_t *reds = json_array();
    for (int k = 0; k < l->nred; k++) {
        json_t *r = json_object();
        kf_json_set(r, "variable", json_string(f->vars[l->reds[k].var].name));
        kf_json_set(r, "op", json_string(kf_reduction_op_name(l->reds[k].op)));
        json_array_append_new(reds, r);
    }
    kf_json_set(o, "reductions", reds);
    json_t *priv = json_array(), *outlive = json_array();
    for (int k = 0; k < l->nprivate; k++) {
        const struct kf_var *pv = &f->vars[l->privates[k]];
        json_array_append_new(priv, json_string(pv->name));
        if (!pv->local)
            json_array_append_new(outlive, json_string(pv->name));
    }
    kf_json_set(o, "privatised", priv);
    kf_json_set(o, "privatised_outlive", outlive);
    json_t *blocker = NULL;
    if (l->blocker) {
        blocker = json_object();
        kf_json_set(blocker, "message", json_string(l->blocker->msg));
        kf_json_set(blocker, "line", json_integer(l->blocker->loc.line));
    }
    kf_json_set(o, "blocker", blocker);
    json_t *carried = json_array();
    for (int k = 0; k < l->ncarried; k++) {
        const struct kf_carried *c = &l->carried[k];
        const struct kf_dep *dep = &d->deps[c->dep];
        json_t *cj = json_object();
        char s[16], t[16];
        snprintf(s, sizeof s, "S%d", dep->src + 1);
        snprintf(t, sizeof t, "S%d", dep->dst + 1);
        kf_json_set(cj, "dependence", json_integer(c->dep));
        kf_json_set(cj, "kind", json_string(kf_dep_kind_name(dep->kind)));
        kf_json_set(cj, "variable", json_string(f->vars[dep->var].name));
        kf_json_set(cj, "source", json_string(s));
        kf_json_set(cj, "sink", json_string(t));
        kf_json_set(cj, "distance_min", dist_value(c->dmin_inf, c->dmin));
        kf_json_set(cj, "distance_max", dist_value(c->dmax_inf, c->dmax));
        kf_json_set(cj, "role", json_string(role_name[c->role]));
        json_array_append_new(carried, cj);
    }
    kf_json_set(o, "carried", carried);
    return o;
}

static json_t *stmt_json(const struct kf_fragment *f, const struct kf_stmt *st)
{
    json_t *o = json_object();
    char id[16];
    snprintf(id, sizeof id, "S%d", st->id);
    kf_json_set(o, "id", json_string(id));
    kf_json_set(o, "line", json_integer(st->range.begin.line));
    kf_json_set(o, "text", json_string(st->text));
    json_t *loops = json_array();
    for (int k = 0; k < st->depth; k++)
        json_array_append_new(loops, json_string(st->loops[k]->id));
    kf_json_set(o, "loops", loops);
    json_t *red = NULL;
    if (st->red_op != KF_RED_NONE) {
        red = json_object();
        kf_json_set(red, "variable", json_string(f->vars[st->acc[st->red_write].var].name));
        kf_json_set(red, "op", json_string(kf_reduction_op_name(st->red_op)));
    }
    kf_json_set(o, "reduction", red);
    /* what its calls to helpers of the file read and write (summ.c) */
    json_t *calls = json_array();
    for (int k = 0; k < st->naccess; k++) {
        const struct kf_access *x = &st->acc[k];
        if (!x->call)
            continue;
        char e[320];
        kf_access_print(f, x, e, sizeof e);
        json_t *c = json_object();
        kf_json_set(c, "call", json_string(x->call));
        kf_json_set(c, "variable", json_string(f->vars[x->var].name));
        kf_json_set(c, "access", json_string(kf_analyze_access_kind(x)));
        kf_json_set(c, "element", json_string(e));
        json_array_append_new(calls, c);
    }
    kf_json_set(o, "calls", calls);
    return o;
}

static json_t *dep_json(const struct kf_fragment *f, const struct kf_dep *dep)
{
    json_t *o = json_object();
    char s[16], t[16];
    snprintf(s, sizeof s, "S%d", dep->src + 1);
    snprintf(t, sizeof t, "S%d", dep->dst + 1);
    kf_json_set(o, "kind", json_string(kf_dep_kind_name(dep->kind)));
    kf_json_set(o, "variable", json_string(f->vars[dep->var].name));
    kf_json_set(o, "source", json_string(s));
    kf_json_set(o, "sink", json_string(t));
    kf_json_set(o, "source_line", json_integer(f->stmts[dep->src]->acc[dep->src_acc].range.begin.line));
    kf_json_set(o, "sink_line", json_integer(f->stmts[dep->dst]->acc[dep->dst_acc].range.begin.line));
    json_t *dist = json_array();
    for (int c = 0; c < dep->ncommon; c++) {
        char txt[64];
        kf_distance_text(&dep->dist[c], txt, sizeof txt);
        json_t *e = json_object();
        kf_json_set(e, "loop", json_string(f->stmts[dep->src]->loops[c]->id));
        kf_json_set(e, "distance", json_string(txt));
        json_array_append_new(dist, e);
    }
    kf_json_set(o, "distance", dist);
    return o;
}

/* Seed 003 §4's classes of the fragment's variables, and its read and
 * write sets. */
static json_t *data_json(const struct kf_fragment *f)
{
    json_t *in = json_array(), *changed = json_array(), *arr = json_array();
    json_t *rd = json_array(), *wr = json_array();
    for (int i = 0; i < f->nvar; i++) {
        const struct kf_var *v = &f->vars[i];
        enum kf_data_class cls = kf_deps_data_class(v);
        if (cls != KF_DATA_NONE && v->read)
            json_array_append_new(rd, json_string(v->name));
        if (cls != KF_DATA_NONE && v->written)
            json_array_append_new(wr, json_string(v->name));
        if (!v->read && !v->written)
            continue;
        if (cls == KF_DATA_SCALAR_IN)
            json_array_append_new(in, json_string(v->name));
        else if (cls == KF_DATA_SCALAR_CHANGED)
            json_array_append_new(changed, json_string(v->name));
        else if (cls == KF_DATA_ARRAY) {
            json_t *o = json_object();
            kf_json_set(o, "name", json_string(v->name));
            kf_json_set(o, "read", json_boolean(v->read));
            kf_json_set(o, "written", json_boolean(v->written));
            json_array_append_new(arr, o);
        }
    }
    json_t *o = json_object();
    kf_json_set(o, "scalars_in", in);
    kf_json_set(o, "scalars_changed", changed);
    kf_json_set(o, "arrays", arr);
    kf_json_set(o, "read_set", rd);
    kf_json_set(o, "write_set", wr);
    return o;
}

/* The host's tests around the fragment (frontend/c/hostctx.c) and the
 * uses of its index scalars (frontend/c/defs.c): the text report's
 * `host:` and `index:` lines, as data. */
static json_t *host_json(const struct kf_fragment *f)
{
    json_t *arr = json_array();
    for (int h = 0; h < f->nhost; h++) {
        const struct kf_host_fact *x = &f->host[h];
        json_t *o = json_object();
        kf_json_set(o, "line", json_integer(x->loc.line));
        kf_json_set(o, "test", json_string(x->text));
        kf_json_set(o, "how", json_string(x->how));
        kf_json_set(o, "ignored", x->why_not ? json_string(x->why_not) : json_null());
        json_array_append_new(arr, o);
    }
    return arr;
}

static json_t *index_json(const struct kf_fragment *f)
{
    json_t *arr = json_array();
    for (int k = 0; k < f->nsubst; k++) {
        const struct kf_subst *x = &f->subst[k];
        json_t *o = json_object();
        kf_json_set(o, "line", json_integer(x->loc.line));
        kf_json_set(o, "variable", json_string(x->var));
        kf_json_set(o, "value", x->why_not ? json_null() : json_string(x->value));
        kf_json_set(o, "set_at", x->why_not ? json_null() : json_integer(x->def_line));
        kf_json_set(o, "kept", x->why_not ? json_string(x->why_not) : json_null());
        json_array_append_new(arr, o);
    }
    return arr;
}

json_t *kf_analyze_json(const struct kf_analysis *a)
{
    json_t *doc = json_object();
    kf_json_set(doc, "file", json_string(a->prog->file));
    json_t *frags = json_array();
    for (int fi = 0; fi < a->nfrag && kf_analysis_enter(a, fi) == 0; fi++) {
        const struct kf_fragment *f = a->prog->frags[fi];
        const struct kf_deps *d = kf_analysis_shown_deps(a, fi);
        const struct kf_model *m = kf_analysis_shown_model(a, fi);
        json_t *o = json_object();
        kf_json_set(o, "id", json_integer(f->id));
        kf_json_set(o, "kind", json_string(kf_analyze_fragment_kind(f->kind)));
        kf_json_set(o, "function", json_string(f->function));
        json_t *lines = json_array();
        json_array_append_new(lines, json_integer(f->range.begin.line));
        json_array_append_new(lines, json_integer(f->range.end.line));
        kf_json_set(o, "lines", lines);
        if (f->in_while) { /* the host's while around it (frontend/c/whileloop.c) */
            json_t *w = json_object();
            kf_json_set(w, "header", json_string(f->in_while));
            kf_json_set(w, "line", json_integer(f->in_while_line));
            kf_json_set(o, "in_while", w);
        }
        json_t *loops = json_array(), *stmts = json_array(), *deps = json_array();
        for (int li = 0; li < d->nloop; li++)
            json_array_append_new(loops, loop_json(a, fi, &d->loops[li]));
        for (int s = 0; s < f->nstmt; s++)
            json_array_append_new(stmts, stmt_json(f, f->stmts[s]));
        for (int k = 0; k < d->ndep; k++)
            json_array_append_new(deps, dep_json(f, &d->deps[k]));
        kf_json_set(o, "loops", loops);
        kf_json_set(o, "statements", stmts);
        kf_json_set(o, "dependences", deps);
        kf_json_set(o, "data", data_json(f));
        json_t *notes = kf_json_strings((const char *const *)m->notes, m->nnote);
        for (int n = 0; n < d->nnote; n++) /* questions given up on (deps.h) */
            json_array_append_new(notes, json_string(d->notes[n]));
        kf_json_set(o, "notes", notes);
        kf_json_set(o, "host", host_json(f));
        kf_json_set(o, "index", index_json(f));
        if (m->assume_text) { /* only where there is one: the verdicts hold under it */
            json_t *as = json_object();
            kf_json_set(as, "condition", json_string(m->assume_text));
            kf_json_set(as, "reads", json_string(m->assume_what));
            /* the targets of kforge gen that version the fragment on it, and
             * what the GPU targets test beside it (model.h, runs_text) */
            json_t *ts = json_array();
            json_array_append_new(ts, json_string("openmp"));
            if (m->runs_known) {
                json_array_append_new(ts, json_string("opencl"));
                json_array_append_new(ts, json_string("cuda"));
            }
            kf_json_set(as, "targets", ts);
            kf_json_set(as, "gpu_runs", m->runs_text ? json_string(m->runs_text) : json_null());
            kf_json_set(o, "assumes", as);
        }
        json_array_append_new(frags, o);
        kf_analysis_leave(a, fi);
    }
    kf_json_set(doc, "fragments", frags);
    return doc;
}

void kf_analyze_print_json(const struct kf_analysis *a, FILE *out)
{
    json_t *doc = kf_analyze_json(a);
    kf_json_write(doc, out);
    json_decref(doc);
}
