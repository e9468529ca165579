/*
 * gen.c: the core of code generation (gen.h, gen_int.h): the table of
 * back ends (one struct kf_backend per target), the edits, the plan's
 * rule for a loop, one run over the file.
 *
 * The core walks each fragment's loop tree from the outside in and asks
 * kf_gen_plan_loop() whether a loop runs in parallel; the first loop on
 * each path that does is handed to the back end, and its inner loops are
 * left alone (one level of parallelism per nest, as a person would write
 * it).  A loop that stays sequential is offered to the back end first
 * (sequential_loop: OpenMP puts one parallel region around a time loop).
 * A back end may instead take whole fragments (fragment: OpenCL, CUDA).
 * Back ends answer with edits: insertions into the user's text at byte
 * offsets, applied at the end in offset order, so everything outside the
 * fragments is untouched by construction.  Nothing here names a target:
 * what differs is asked of the back end's entry.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/extent.h"
#include "codegen/gen_int.h"
#include "codegen/gpu_order.h"
#include "codegen/openmp.h"
#include "ir/poly.h"
#include "kforge/kforge.h"
#include "passes/xform.h"
#include "support/ctext.h"

static const struct kf_backend *const backends[] = {
    &kf_backend_openmp,
    &kf_backend_opencl,
    &kf_backend_cuda,
};

int kf_gen_target_parse(const char *name, enum kf_gen_target *t)
{
    for (size_t i = 0; i < sizeof backends / sizeof *backends; i++)
        if (strcmp(name, backends[i]->name) == 0) {
            *t = backends[i]->target;
            return 0;
        }
    return -1;
}

static const struct kf_backend *backend_of(enum kf_gen_target t)
{
    for (size_t i = 0; i < sizeof backends / sizeof *backends; i++)
        if (backends[i]->target == t)
            return backends[i];
    return NULL;
}

const char *kf_gen_target_name(enum kf_gen_target t)
{
    for (size_t i = 0; i < sizeof backends / sizeof *backends; i++)
        if (backends[i]->target == t)
            return backends[i]->name;
    return NULL;
}

/* ---- edits ------------------------------------------------------------ */

/* --dump-after: an edit of the pass that runs, as the lines it replaces
 * and the text that replaces them. */
static void dump_edit(const struct gen *g, size_t offset, size_t del, const char *s)
{
    int line = 1, last;
    for (size_t i = 0; i < offset && i < g->len; i++)
        line += g->text[i] == '\n';
    last = line;
    for (size_t i = offset; i < offset + del && i < g->len; i++)
        last += g->text[i] == '\n';
    FILE *o = g->o->dump;
    if (del == 0)
        fprintf(o, "-- %s: at line %d insert\n", kf_gen_passes()[g->pass].name, line);
    else
        fprintf(o, "-- %s: lines %d-%d become\n", kf_gen_passes()[g->pass].name, line, last);
    fprintf(o, "%s%s", s, *s && s[strlen(s) - 1] == '\n' ? "" : "\n");
}

/* Replaces `del` bytes at `offset` with the formatted text (del 0: an
 * insertion).  Replaced ranges must not overlap. */
void kf_gen_replace(struct gen *g, size_t offset, size_t del, const char *fmt, ...)
{
    if (g->nedit == g->cap) {
        int cap = g->cap ? 2 * g->cap : 16;
        struct edit *e = realloc(g->edits, (size_t)cap * sizeof *e);
        if (!e) {
            g->nomem = true;
            return;
        }
        g->edits = e;
        g->cap = cap;
    }
    va_list ap;
    va_start(ap, fmt);
    char *s = NULL;
    if (vasprintf(&s, fmt, ap) < 0) {
        g->nomem = true;
        s = NULL;
    }
    va_end(ap);
    if (!s)
        return;
    if (g->pass != KF_PASS_COUNT && kf_gen_dumping(g, g->pass))
        dump_edit(g, offset, del, s);
    g->edits[g->nedit] = (struct edit){offset, del, s, g->nedit, 0};
    g->nedit++;
}

void kf_gen_version_orig(struct gen *g, int v, size_t offset, const char *text)
{
    if (v < 0)
        return;
    enum kf_gen_pass was = g->pass;
    g->pass = KF_PASS_COUNT; /* not the edited text's: --dump-after shows it not */
    int n = g->nedit;
    kf_gen_replace(g, offset, 0, "%s", text);
    g->pass = was;
    if (g->nedit > n)
        g->edits[n].orig = 1 + v;
}

void kf_gen_edit(struct gen *g, int v, size_t offset, size_t del, bool first, const char *text)
{
    enum kf_gen_pass was = g->pass;
    if (v >= 0)
        g->pass = KF_PASS_COUNT; /* as kf_gen_version_orig: not the edited text's */
    int n = g->nedit;
    kf_gen_replace(g, offset, del, "%s", text);
    g->pass = was;
    if (g->nedit == n)
        return;
    if (v >= 0)
        g->edits[n].orig = 1 + v;
    if (first)
        g->edits[n].seq = -1 - n; /* before every insertion at offset (cmp_edit) */
}

static int cmp_edit(const void *x, const void *y)
{
    const struct edit *a = x, *b = y;
    if (a->offset != b->offset)
        return a->offset < b->offset ? -1 : 1;
    return a->seq - b->seq;
}

static int add_version(struct gen *g, size_t begin, size_t end, const char *cond, bool required)
{
    struct version *v = realloc(g->versions, (size_t)(g->nversion + 1) * sizeof *v);
    char *c = strdup(cond);
    if (!v || !c) {
        free(c);
        g->nomem = true;
        if (v)
            g->versions = v;
        return -1;
    }
    g->versions = v;
    g->versions[g->nversion] = (struct version){begin, end, c, required, g->nversion};
    return g->nversion++;
}

int kf_gen_version(struct gen *g, size_t begin, size_t end, const char *cond)
{
    return g->versions_closed ? -1 : add_version(g, begin, end, cond, false);
}

void kf_gen_version_required(struct gen *g, size_t begin, size_t end, const char *cond)
{
    add_version(g, begin, end, cond, true);
}

int kf_gen_version_guard(struct gen *g, size_t begin, size_t end, const char *cond)
{
    struct version *in = NULL; /* the innermost one around [begin, end) */
    for (int i = 0; i < g->nversion; i++) {
        struct version *v = &g->versions[i];
        if (v->begin <= begin && end <= v->end && (!in || in->end - in->begin > v->end - v->begin))
            in = v;
    }
    if (!in)
        return add_version(g, begin, end, cond, true);
    char *c = NULL;
    if (asprintf(&c, "%s && (%s)", cond, in->cond) < 0) {
        g->nomem = true;
        return -1;
    }
    free(in->cond);
    in->cond = c;
    in->required = true;
    return in->seq;
}

struct kf_deps *kf_gen_deps_copy(const struct kf_deps *d)
{
    struct kf_deps *c = malloc(sizeof *c);
    struct kf_loop_info *l = malloc((size_t)(d->nloop ? d->nloop : 1) * sizeof *l);
    if (!c || !l) {
        free(c);
        free(l);
        return NULL;
    }
    *c = *d;
    memcpy(l, d->loops, (size_t)d->nloop * sizeof *l);
    c->loops = l;
    return c;
}

void kf_gen_deps_free(struct kf_deps *d)
{
    if (d)
        free(d->loops);
    free(d);
}

/* by start; of two at the same start, the longer first (it holds the other) */
static int cmp_version(const void *x, const void *y)
{
    const struct version *a = x, *b = y;
    if (a->begin != b->begin)
        return a->begin < b->begin ? -1 : 1;
    return a->end > b->end ? -1 : a->end < b->end;
}

/* Does an edit cut the version's bounds, or does it overlap the previous one? */
static bool version_clean(const struct gen *g, const struct version *v, size_t prev_end)
{
    if (v->begin < prev_end || v->end < v->begin)
        return false;
    for (int i = 0; i < g->nedit; i++) {
        const struct edit *e = &g->edits[i];
        if ((e->offset < v->begin && e->offset + e->del > v->begin) ||
            (e->offset < v->end && e->offset + e->del > v->end))
            return false;
    }
    return true;
}

/* Writes text[at, to) with the edits that start before `to` (from edit *i),
 * and with `closing` the insertions at `to` too: at the end of a version
 * they close what the edits opened inside it (a loop body's brace). */
static size_t write_edited(const struct gen *g, FILE *f, size_t at, size_t to, bool closing,
                           int *i)
{
    for (; *i < g->nedit && (g->edits[*i].offset < to ||
                             (closing && g->edits[*i].offset == to && g->edits[*i].del == 0));
         (*i)++) {
        if (g->edits[*i].orig) /* the as-written copy's (write_orig) */
            continue;
        fwrite(g->text + at, 1, g->edits[*i].offset - at, f);
        fputs(g->edits[*i].text, f);
        at = g->edits[*i].offset + g->edits[*i].del;
    }
    if (to > at)
        fwrite(g->text + at, 1, to - at, f);
    return to > at ? to : at;
}

/* text[begin, end) as written, with the insertions for version v's
 * as-written copy (kf_gen_version_orig); the edits are sorted. */
static void write_orig(const struct gen *g, FILE *f, const struct version *v)
{
    size_t at = v->begin;
    for (int i = 0; i < g->nedit; i++) {
        const struct edit *e = &g->edits[i];
        if (e->orig != 1 + v->seq || e->offset < at || e->offset > v->end)
            continue;
        fwrite(g->text + at, 1, e->offset - at, f);
        fputs(e->text, f);
        at = e->offset + e->del; /* a replacement (kf_gen_edit) skips what it replaces */
    }
    fwrite(g->text + at, 1, v->end - at, f);
}

char *kf_gen_apply_edits(struct gen *g)
{
    qsort(g->edits, (size_t)g->nedit, sizeof *g->edits, cmp_edit);
    if (g->nversion)
        qsort(g->versions, (size_t)g->nversion, sizeof *g->versions, cmp_version);
    char *buf = NULL;
    size_t blen = 0;
    FILE *f = open_memstream(&buf, &blen);
    if (!f)
        return NULL;
    size_t at = 0, prev_end = 0;
    int i = 0;
    for (int k = 0; k < g->nversion; k++) {
        const struct version *v = &g->versions[k];
        if (!version_clean(g, v, prev_end)) {
            g->version_lost |= v->required;
            continue;
        }
        at = write_edited(g, f, at, v->begin, false, &i);
        size_t line = kf_ctext_line_start(g->text, v->begin); /* its line's indentation */
        int w = 0;
        while (line + (size_t)w < g->len && (g->text[line + w] == ' ' || g->text[line + w] == '\t'))
            w++;
        const char *indent = g->text + line;
        fprintf(f, "%.*sif (%s) {\n", line == v->begin ? w : 0, indent, v->cond);
        at = write_edited(g, f, at, v->end, true, &i);
        fprintf(f, "\n%.*s} else {\n", w, indent);
        write_orig(g, f, v);
        fprintf(f, "\n%.*s}", w, indent);
        prev_end = v->end;
    }
    write_edited(g, f, at, g->len, false, &i);
    for (; i < g->nedit; i++) /* insertions at the very end */
        if (!g->edits[i].orig)
            fputs(g->edits[i].text, f);
    if (fclose(f) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* ---- the plan --------------------------------------------------------- */

const struct kf_loop_info *kf_gen_loop_info(const struct kf_fragment *f,
                                            const struct kf_deps *dp, const struct kf_node *loop)
{
    for (int i = 0; i < f->nloop; i++)
        if (f->loops[i] == loop)
            return &dp->loops[i];
    return NULL;
}

/* The section of array reduction r in loop L that each thread gets a copy
 * of (OpenMP's array-section reduction), as "lo:len"; NULL (with the
 * reason in why) where it has none.  Only a 1-D array declared with its
 * extent (`unsigned bins[256]`: 0:256; a histogram's bins[px[i]] too,
 * whose element the data picks: deps.c reduction_dep), and only when
 * every access to it in L belongs to a reduction statement with r's
 * operator: any other access would see a thread's partial sums. */
const char *kf_gen_array_reduction(const struct gen *g, const struct kf_fragment *f,
                                   const struct kf_node *L, const struct kf_red *r, kf_arena *ar,
                                   char *why, size_t nwhy)
{
    const struct kf_var *v = &f->vars[r->var];
    if (v->kind != KF_VAR_ARRAY || v->ndims != 1 || v->pointer_rows) {
        if (v->pointer_rows)
            snprintf(why, nwhy, "it reduces elements of '%s', an array of row pointers (a "
                                "reduction clause takes a 1-D array)", v->name);
        else
            snprintf(why, nwhy, "it reduces elements of '%s', which has %d dimensions (a "
                                "reduction clause takes a 1-D array)", v->name, v->ndims);
        return NULL;
    }
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (st->node->range.begin.offset < L->range.begin.offset ||
            st->node->range.begin.offset >= L->range.end.offset)
            continue;
        for (int k = 0; k < st->naccess; k++) {
            if (st->acc[k].var != r->var)
                continue;
            if (st->red_op != r->op || (k != st->red_read && k != st->red_write) ||
                st->acc[k].whole) {
                snprintf(why, nwhy, "line %u accesses '%s' other than by its reduction",
                         st->range.begin.line, v->name);
                return NULL;
            }
        }
    }
    if (v->dims && v->dims[0][0] && v->base != KF_BASE_POINTER && v->base != KF_BASE_NONE)
        return kf_arena_printf(ar, "0:%s", v->dims[0]);
    /* a pointer: the type of a histogram's subscript bounds the elements
     * it may pick (the model's 0..255), not those the program allocated,
     * and a thread's copy added back over more than those would write
     * past them */
    snprintf(why, nwhy, "'%s' is reached through a pointer, so the elements a copy for each "
                        "thread would hold are not known (declare it an array of its size)",
             v->name);
    return NULL;
}

/* The core's rule: parallel, or carrying only reductions on scalars and on
 * 1-D arrays that can be privatised whole (kf_gen_array_reduction). */
/* Does L run one iteration at most whenever it runs (ub - lb == 0 for one
 * of its lower bounds, one upper bound, step 1: the last iteration that
 * privatise-array peels, from max(lb, ub - 1), passes/transform_privatise.c)?
 * Nothing to share out then. */
static bool one_iteration(const struct kf_node *L)
{
    if (L->nub != 1 || L->step != 1 || !L->ub[0])
        return false;
    kf_arena *a = kf_arena_new();
    bool one = false;
    for (int j = 0; a && j < L->nlb && !one; j++) {
        long v = -1;
        one = L->lb[j] && kf_poly_const_value(kf_poly_lin(a, L->ub[0], 1, L->lb[j], -1), &v) &&
              v == 0;
    }
    kf_arena_free(a);
    return one;
}

bool kf_gen_plan_loop(const struct gen *g, const struct kf_fragment *f,
                      const struct kf_loop_info *li)
{
    if (g->o && g->o->target == KF_GEN_OPENMP && one_iteration(li->loop))
        return false; /* its inner loops may share their iterations out */
    if (li->verdict == KF_PARALLEL)
        return true;
    if (li->verdict != KF_REDUCTION || !kf_gen_pass_on(g, KF_PASS_REDUCTIONS))
        return false;
    kf_arena *ar = kf_arena_new();
    char why[256];
    bool ok = ar != NULL;
    for (int r = 0; r < li->nred && ok; r++)
        ok = f->vars[li->reds[r].var].kind == KF_VAR_SCALAR ||
             kf_gen_array_reduction(g, f, li->loop, &li->reds[r], ar, why, sizeof why);
    kf_arena_free(ar);
    if (!ok)
        return false;
    kf_gen_dump(g, KF_PASS_REDUCTIONS, "-- reductions: %s (line %u) may run in parallel, reducing",
                li->loop->id, li->loop->header.begin.line);
    for (int r = 0; r < li->nred; r++)
        kf_gen_dump(g, KF_PASS_REDUCTIONS, " %s", f->vars[li->reds[r].var].name);
    kf_gen_dump(g, KF_PASS_REDUCTIONS, "\n");
    return true;
}

/* a loop under n (not n) that runs in parallel without reducing */
static const struct kf_node *plain_parallel_under(const struct kf_fragment *f,
                                                  const struct kf_deps *dp,
                                                  const struct kf_node *L)
{
    for (int i = 0; i < L->nchild + L->nelse; i++) {
        const struct kf_node *c = i < L->nchild ? L->child[i] : L->else_child[i - L->nchild];
        if (c->kind == KF_NODE_STMT)
            continue;
        const struct kf_loop_info *ci = c->kind == KF_NODE_LOOP ? kf_gen_loop_info(f, dp, c) : NULL;
        if (ci && ci->verdict == KF_PARALLEL)
            return c;
        const struct kf_node *d = plain_parallel_under(f, dp, c);
        if (d)
            return d;
    }
    return NULL;
}

static bool flags_reassociate(const struct gen *g)
{
    const struct kf_fe_options *fe = g->o->fe;
    for (int i = 0; fe && i < fe->ncflags; i++)
        if (strcmp(fe->cflags[i], "-ffast-math") == 0 ||
            strcmp(fe->cflags[i], "-fassociative-math") == 0 ||
            strcmp(fe->cflags[i], "-Ofast") == 0)
            return true;
    return g->o->fast_math; /* settings.h: fast_math = on */
}

/* A recurrence through a reduced array: does a statement of loop L read
 * array v other than as the reduced element (trisolv's x[j] in
 * x[i] -= L[i][j] * x[j])?  Its line, or 0. */
static unsigned reads_reduced_array(const struct kf_fragment *f, const struct kf_node *L, int v)
{
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (st->range.begin.offset < L->range.begin.offset ||
            st->range.end.offset > L->range.end.offset)
            continue;
        for (int a = 0; a < st->naccess; a++)
            if (st->acc[a].var == v && !st->acc[a].write &&
                !(st->red_op != KF_RED_NONE && a == st->red_read))
                return st->range.begin.line;
    }
    return 0;
}

static bool stmt_in(const struct kf_stmt *st, const struct kf_node *K)
{
    for (int d = 0; d < st->depth; d++)
        if (st->loops[d] == K)
            return true;
    return false;
}

/* Does the result of the sum on scalar v in loop K flow, through the
 * statements after K, into a term of a later sum of K (lower_solve's
 * `s = b[i]; for (j < i) s -= L[i][j] * x[j]; x[i] = s / L[i][i];`: s
 * goes into x[i], which a later i's terms read)?  The flow dependences
 * from K's statements that write v, followed out of K and on, until one
 * comes back into K at an access other than a reduction's own read of
 * its accumulator.  0 when none; else the line of the statement that
 * carries the result on, *via its variable, *back the line of the term. */
static unsigned scalar_sum_feeds_back(const struct kf_fragment *f, const struct kf_deps *dp,
                                      const struct kf_node *K, int v, int *via, unsigned *back)
{
    int n = f->nstmt;
    signed char *on = calloc((size_t)n + 1, 1); /* 1: carries the sum's result */
    if (!on)
        return 0;
    bool grew = false;
    for (int s = 0; s < n; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (st->red_op != KF_RED_NONE && st->acc[st->red_write].var == v && stmt_in(st, K))
            on[s] = 1, grew = true;
    }
    unsigned line = 0;
    while (grew && !line) {
        grew = false;
        for (int d = 0; d < dp->ndep && !line; d++) {
            const struct kf_dep *dep = &dp->deps[d];
            if (dep->kind != KF_DEP_FLOW || !on[dep->src] || dep->src == dep->dst)
                continue;
            const struct kf_stmt *dst = f->stmts[dep->dst];
            if (stmt_in(dst, K)) {
                bool own = dst->red_op != KF_RED_NONE && dep->dst_acc == dst->red_read;
                if (!own) {
                    line = f->stmts[dep->src]->range.begin.line;
                    *back = dst->range.begin.line;
                    *via = dep->var;
                }
            } else if (!on[dep->dst]) {
                on[dep->dst] = 1;
                grew = true;
            }
        }
    }
    free(on);
    return line;
}

int kf_gen_fp_rule(const struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                   const struct kf_loop_info *li, char *why, size_t n)
{
    const char *name = NULL;
    for (int r = 0; r < li->nred && !name; r++) {
        const struct kf_var *v = &f->vars[li->reds[r].var];
        if (v->is_float && (li->reds[r].op == KF_RED_ADD || li->reds[r].op == KF_RED_MUL))
            name = v->name;
    }
    if (!name)
        return 0;
    if (g->o->strict_fp) {
        snprintf(why, n, "it would reassociate the floating-point reduction on %s "
                         "(--strict-fp)", name);
        return -1;
    }
    if (flags_reassociate(g)) {
        snprintf(why, n, "reassociates the floating-point reduction on %s, as the compiler "
                         "flags allow", name);
        return 1;
    }
    /* a sum into an array element whose terms read the array's other
     * elements, the results of earlier sums (trisolv, cholesky): a change
     * in one result's rounding goes into every later one.  cholesky at
     * PolyBench's MINI size moves by 2% this way. */
    for (int r = 0; r < li->nred; r++) {
        const struct kf_var *v = &f->vars[li->reds[r].var];
        unsigned line;
        if (v->kind == KF_VAR_ARRAY && v->is_float &&
            (li->reds[r].op == KF_RED_ADD || li->reds[r].op == KF_RED_MUL) &&
            (line = reads_reduced_array(f, li->loop, li->reds[r].var)) != 0) {
            snprintf(why, n, "it would reassociate the floating-point reduction on an element of "
                             "%s, whose terms read other elements of %s (line %u), the results "
                             "of earlier sums: the change in rounding would compound "
                             "(-ffast-math allows it)", v->name, v->name, line);
            return -1;
        }
    }
    /* the whole nest, from its outermost loop: gramschmidt's norm is the
     * only parallelism of its own loop, not of the nest around it, whose
     * other loops keep every sum whole */
    const struct kf_node *root = li->loop;
    while (root->parent)
        root = root->parent;
    const struct kf_loop_info *ri = kf_gen_loop_info(f, dp, root);
    const struct kf_node *inner = root != li->loop && ri && ri->verdict == KF_PARALLEL
                                      ? root
                                      : plain_parallel_under(f, dp, root);
    if (inner) {
        snprintf(why, n, "it would reassociate the floating-point reduction on %s, and %s "
                         "(line %u) runs in parallel keeping its order", name, inner->id,
                 inner->header.begin.line);
        return -1;
    }
    /* the same through a scalar: the sum's result stored where later
     * sums of the loop read their terms (a forward substitution whose sum
     * lives in a scalar) */
    for (int r = 0; r < li->nred; r++) {
        const struct kf_var *v = &f->vars[li->reds[r].var];
        int via = -1;
        unsigned line, back = 0;
        if (v->kind == KF_VAR_SCALAR && v->is_float &&
            (li->reds[r].op == KF_RED_ADD || li->reds[r].op == KF_RED_MUL) &&
            (line = scalar_sum_feeds_back(f, dp, li->loop, li->reds[r].var, &via, &back)) != 0) {
            snprintf(why, n, "it would reassociate the floating-point reduction on %s, whose "
                             "result goes into %s (line %u), which its terms read (line %u), the "
                             "results of earlier sums: the change in rounding would compound "
                             "(-ffast-math allows it)", v->name, f->vars[via].name, line, back);
            return -1;
        }
    }
    snprintf(why, n, "reassociates the floating-point reduction on %s: the nest's only "
                     "parallelism (--strict-fp keeps the order)", name);
    return 1;
}

void kf_gen_show_reductions(struct gen *g, const struct kf_fragment *f,
                            const struct kf_loop_info *li, const char *how)
{
    if (!g->o->show_reductions)
        return;
    const struct kf_node *L = li->loop;
    for (int i = 0; i < li->nred; i++)
        kf_diag_report(g->d, KF_DIAG_NOTE, g->a->prog->file, L->header.begin.line,
                       L->header.begin.col, 0, "reduction on '%s' (%s) in loop %s (%s) run in "
                       "parallel: %s",
                       f->vars[li->reds[i].var].name, kf_reduction_op_name(li->reds[i].op), L->id,
                       f->vars[L->iter].name, how);
}

void kf_gen_explain(struct gen *g, const char *fmt, ...)
{
    if (!g->o->explain)
        return;
    va_list ap;
    va_start(ap, fmt);
    vfprintf(g->o->explain, fmt, ap);
    va_end(ap);
}

static void visit(struct gen *g, const struct kf_backend *be, int fi,
                  const struct kf_node *n);

/* A reduction loop that kf_gen_plan_loop keeps sequential for one of its
 * arrays: the reason, in --explain and in the fragment's warning. */
static void array_reduction_why(struct gen *g, const struct kf_fragment *f,
                                const struct kf_loop_info *li)
{
    kf_arena *ar = kf_arena_new();
    char why[256];
    for (int r = 0; ar && r < li->nred; r++)
        if (f->vars[li->reds[r].var].kind != KF_VAR_SCALAR &&
            !kf_gen_array_reduction(g, f, li->loop, &li->reds[r], ar, why, sizeof why)) {
            kf_gen_explain(g, "%-8s not in parallel: %s\n", li->loop->id, why);
            if (!g->why_not[0])
                snprintf(g->why_not, sizeof g->why_not, "%s (%s) is parallel but not run so: %s",
                         li->loop->id, f->vars[li->loop->iter].name, why);
            break;
        }
    kf_arena_free(ar);
}

static void visit_all(struct gen *g, const struct kf_backend *be, int fi, int nkid,
                      struct kf_node *const *kids)
{
    for (int i = 0; i < nkid; i++)
        visit(g, be, fi, kids[i]);
}

static void visit(struct gen *g, const struct kf_backend *be, int fi, const struct kf_node *n)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    const struct kf_deps *dp = g->dp;
    if (n->kind == KF_NODE_LOOP) {
        const struct kf_loop_info *li = kf_gen_loop_info(f, dp, n);
        char why[512];
        kf_analyze_verdict_text(g->a, fi, li, NULL, why, sizeof why);
        if (li && kf_gen_plan_loop(g, f, li) && be->parallel_loop(g, f, dp, li) == 0) {
            g->nparallel++;
            if (li->verdict == KF_REDUCTION)
                kf_gen_show_reductions(g, f, li, "a reduction clause");
            kf_gen_explain(g, "%-8s line %-4u %s: %s -> in parallel\n", n->id, n->header.begin.line,
                    f->vars[n->iter].name, why);
            return;
        }
        if (li && li->verdict == KF_REDUCTION && kf_gen_pass_on(g, KF_PASS_REDUCTIONS))
            array_reduction_why(g, f, li);
        kf_gen_explain(g, "%-8s line %-4u %s: %s -> sequential\n", n->id, n->header.begin.line,
                f->vars[n->iter].name, why);
        if (li && be->sequential_loop && be->sequential_loop(g, fi, li) == 0)
            return;
    }
    visit_all(g, be, fi, n->nchild, n->child);
    visit_all(g, be, fi, n->nelse, n->else_child);
}

int kf_gen_file(const struct kf_analysis *a, const char *text, size_t len,
                const struct kf_gen_options *o, kf_diag *d, char **out)
{
    char *host = NULL, *device = NULL;
    int rc = kf_gen_files(a, text, len, o, d, &host, &device);
    if (rc != KF_GEN_OK || !device) {
        *out = host;
        return rc;
    }
    /* one text: the host file, then the device file (gen.h) */
    if (asprintf(out, "%s%s%s", host, KF_GEN_DEVICE_SEPARATOR, device) < 0) {
        *out = NULL;
        kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "out of memory");
        rc = KF_GEN_ERROR;
    }
    free(host);
    free(device);
    return rc;
}



int kf_gen_files(const struct kf_analysis *a, const char *text, size_t len,
                 const struct kf_gen_options *o, kf_diag *d, char **out, char **device)
{
    *device = NULL;
    const struct kf_backend *be = backend_of(o->target);
    if (!be || (!be->parallel_loop && !be->fragment))
        return KF_GEN_UNSUPPORTED;
    /* OpenMP's rewrites before the plan, in order, each on the text the
     * one before it gave (NULL: nothing changed).  The accumulators that
     * let order-keep reschedule a nest go first (ludcmp's `w = A[i][j];
     * ..; A[i][j] = w / A[j][j]` takes lu's route); then the triangular
     * solves rescheduled in order, where a step pays for its barriers
     * (order-keep, gpu_order.h).  The GPU targets run order-keep in their
     * own rewrite. */
    static int (*const pre[])(const struct kf_analysis *, const char *, size_t,
                              const struct kf_gen_options *, struct kf_analysis **, char **) = {
        kf_omp_accum_order, kf_gpu_order};
    enum { NPRE = sizeof pre / sizeof pre[0] };
    struct kf_analysis *pa[NPRE] = {NULL};
    char *pt[NPRE] = {NULL};
    int rc = KF_GEN_OK;
    for (int k = 0; o->target == KF_GEN_OPENMP && o->fe && k < NPRE; k++) {
        if (pre[k](a, text, len, o, &pa[k], &pt[k]) != 0) {
            kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "out of memory");
            rc = KF_GEN_ERROR;
            goto out;
        }
        if (pa[k]) {
            a = pa[k];
            text = pt[k];
            len = strlen(text);
        }
    }
    if (!be->rewrite || !o->fe) {
        rc = kf_gen_run(be, a, text, len, o, d, NULL, out, device);
        goto out;
    }
    /* the plan runs on the text as the back end rewrote it (OpenMP: its
     * accumulators, only those that enable an interchange), analysed again */
    struct kf_gen_notes *notes = NULL;
    struct kf_analysis *a2 = NULL;
    char *text2 = NULL;
    rc = be->rewrite(a, text, len, o, &notes, &a2, &text2);
    if (rc == 0)
        rc = a2 ? kf_gen_run(be, a2, text2, strlen(text2), o, d, notes, out, device)
                : kf_gen_run(be, a, text, len, o, d, notes, out, device);
    else {
        kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "out of memory");
        rc = KF_GEN_ERROR;
    }
    kf_analysis_free(a2);
    free(text2);
    if (be->notes_free)
        be->notes_free(notes);
out:
    for (int k = 0; k < NPRE; k++) {
        kf_analysis_free(pa[k]);
        free(pt[k]);
    }
    return rc;
}

int kf_gen_run(const struct kf_backend *be, const struct kf_analysis *a, const char *text,
               size_t len, const struct kf_gen_options *o, kf_diag *d,
               struct kf_gen_notes *notes, char **out, char **device)
{
    *device = NULL;
    struct gen g = {.a = a, .text = text, .len = len, .o = o, .d = d, .be = be,
                     .pass = KF_PASS_COUNT, .accum = notes};
    int rc = KF_GEN_OK;
    for (int fi = 0; fi < a->nfrag; kf_analysis_leave(a, fi), fi++) {
        const struct kf_fragment *f = a->prog->frags[fi];
        int before = g.nparallel;
        if (kf_analysis_enter(a, fi) != 0) { /* a lazy analysis (analyze.h) */
            rc = KF_GEN_ERROR;
            break;
        }
        kf_gen_explain(&g, "fragment %d (%s, lines %u-%u, function %s):\n", f->id,
                f->kind == KF_FRAG_SCOP ? "scop" : f->kind == KF_FRAG_TARGET ? "target" : "loop",
                f->range.begin.line, f->range.end.line, f->function);
        for (int h = 0; h < f->nhost; h++) /* the host's tests (frontend/c/hostctx.c) */
            kf_gen_explain(&g, "  host: line %u: %s (%s): %s%s\n", f->host[h].loc.line,
                           f->host[h].text, f->host[h].how,
                           f->host[h].why_not ? "ignored: " : "holds in the fragment",
                           f->host[h].why_not ? f->host[h].why_not : "");
        for (int k = 0; k < f->nsubst; k++) { /* index scalars (frontend/c/defs.c) */
            char t[512];
            kf_analyze_subst_text(&f->subst[k], t, sizeof t);
            kf_gen_explain(&g, "  %s\n", t);
        }
        for (int k = 0; a->deps[fi] && k < a->deps[fi]->nnote; k++) /* given up on (deps.h) */
            kf_gen_explain(&g, "  note: %s\n", a->deps[fi]->notes[k]);
        if (o->no_parallel) { /* settings.h: parallelizer = off */
            kf_gen_explain(&g, "  left as written: the parallelizer is off (settings)\n");
            continue;
        }
        if (be->fragment) {
            int n = be->fragment(&g, fi);
            if (n < 0) {
                rc = KF_GEN_ERROR;
                break;
            }
            g.nparallel += n;
            continue; /* the back end says what stays on the host, and why */
        }
        g.why_not[0] = '\0';
        g.alias_why[0] = '\0';
        struct kf_deps *own = be->fragment_deps ? be->fragment_deps(&g, fi) : NULL;
        g.dp = own ? own : a->deps[fi];
        visit_all(&g, be, fi, f->nroot, f->roots);
        if (be->fragment_done)
            be->fragment_done(&g, f);
        g.versions_closed = false;
        g.alias_tested = false;
        if (g.nparallel == before) {
            const struct kf_node *first = f->nloop ? f->loops[0] : NULL;
            char why[512] = "it has no loop";
            if (g.why_not[0])
                snprintf(why, sizeof why, "%s", g.why_not); /* "L4 parallel" would mislead */
            else if (first)
                /* "parallel where they do not overlap" holds for the
                 * analysis; where no test can tell them apart at run time,
                 * the back end's reason instead (Rodinia b+tree:
                 * knodes[currKnode[bid]]) */
                kf_analyze_verdict_text(a, fi, kf_gen_loop_info(f, g.dp, first),
                                        g.alias_why[0] ? g.alias_why : NULL, why, sizeof why);
            kf_diag_report(d, KF_DIAG_WARNING, a->prog->file, f->range.begin.line,
                           f->range.begin.col, 0,
                           "fragment %d stays sequential: no loop can run in parallel "
                           "(%s%s%s)",
                           f->id, first && !g.why_not[0] ? first->id : "",
                           first && !g.why_not[0] ? " " : "", why);
        }
        kf_gen_deps_free(own);
        g.dp = NULL;
    }
    kf_gen_replace(&g, 0, 0, "/* kforge %s: %s for %s; %d %s%s%s */\n", kf_version(),
                   a->prog->file, be->name, g.nparallel, be->unit, g.nparallel == 1 ? "" : "s",
                   be->unit_tail);
    /* after the header: what a back end puts at the top comes below it */
    if (rc == KF_GEN_OK && be->finish && be->finish(&g) != 0)
        rc = KF_GEN_ERROR;
    char *res = rc != KF_GEN_OK || g.nomem ? NULL : kf_gen_apply_edits(&g);
    if (res && g.version_lost) { /* never run code proven only under a test unguarded */
        free(res);
        res = NULL;
        kf_diag_report(d, KF_DIAG_ERROR, a->prog->file, 0, 0, 0,
                       "internal error: a fragment's run-time test could not be placed around "
                       "it; for pointers that may overlap, pass --assume-no-alias or declare "
                       "them restrict; for a private row's size, --disable=privatise-array");
        rc = KF_GEN_ERROR;
    }
    if (be->release)
        be->release(&g);
    if (!res || (be->device_file && !g.device)) {
        free(g.device);
        g.device = NULL;
        if (res && rc == KF_GEN_OK) {
            free(res);
            res = NULL;
        }
    }
    for (int i = 0; i < g.nedit; i++)
        free(g.edits[i].text);
    free(g.edits);
    for (int i = 0; i < g.nversion; i++)
        free(g.versions[i].cond);
    free(g.versions);
    if (rc != KF_GEN_OK)
        return rc;
    if (!res) {
        kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "out of memory");
        return KF_GEN_ERROR;
    }
    *out = res;
    *device = g.device;
    return KF_GEN_OK;
}
