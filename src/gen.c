/*
 * gen.c: the shared core of code generation and its back ends (gen.h).
 *
 * The core walks each fragment's loop tree from the outside in and asks
 * plan_loop() whether a loop runs in parallel; the first loop on each path
 * that does is handed to the back end, and its inner loops are left alone
 * (one level of parallelism per nest, as a person would write it).  Back
 * ends answer with edits: insertions into the user's text at byte offsets,
 * applied at the end in offset order, so everything outside the fragments
 * is untouched by construction.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_int.h"
#include "kforge/kforge.h"

struct kf_gen_backend {
    enum kf_gen_target target;
    const char *name;
    /* Makes loop `li` of fragment `f` run in parallel; 0, or -1 when this
     * back end cannot (the core then tries the loop's inner loops). */
    int (*parallel_loop)(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                         const struct kf_loop_info *li);
    /* Or: rewrites a whole fragment (GPU back ends, gen_gpu.c); gives the
     * number of loops it runs in parallel, or -1 after a diagnostic. */
    int (*fragment)(struct gen *g, int fi);
    /* Called once after every fragment (file-scope text); 0 or -1. */
    int (*finish)(struct gen *g);
};

static int openmp_parallel_loop(struct gen *g, const struct kf_fragment *f,
                                const struct kf_deps *dp, const struct kf_loop_info *li);

static const struct kf_gen_backend backends[] = {
    {KF_GEN_OPENMP, "openmp", openmp_parallel_loop, NULL, NULL},
    {KF_GEN_OPENCL, "opencl", NULL, kf_gen_gpu_fragment, kf_gen_gpu_finish},
    {KF_GEN_CUDA, "cuda", NULL, kf_gen_gpu_fragment, kf_gen_gpu_finish},
};

int kf_gen_target_parse(const char *name, enum kf_gen_target *t)
{
    for (size_t i = 0; i < sizeof backends / sizeof *backends; i++)
        if (strcmp(name, backends[i].name) == 0) {
            *t = backends[i].target;
            return 0;
        }
    return -1;
}

const char *kf_gen_target_name(enum kf_gen_target t)
{
    for (size_t i = 0; i < sizeof backends / sizeof *backends; i++)
        if (backends[i].target == t)
            return backends[i].name;
    return NULL;
}

/* ---- edits ------------------------------------------------------------ */

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
    g->edits[g->nedit] = (struct edit){offset, del, s, g->nedit};
    g->nedit++;
}

static int cmp_edit(const void *x, const void *y)
{
    const struct edit *a = x, *b = y;
    if (a->offset != b->offset)
        return a->offset < b->offset ? -1 : 1;
    return a->seq - b->seq;
}

static char *apply_edits(struct gen *g)
{
    qsort(g->edits, (size_t)g->nedit, sizeof *g->edits, cmp_edit);
    char *buf = NULL;
    size_t blen = 0;
    FILE *f = open_memstream(&buf, &blen);
    if (!f)
        return NULL;
    size_t at = 0;
    for (int i = 0; i < g->nedit; i++) {
        fwrite(g->text + at, 1, g->edits[i].offset - at, f);
        fputs(g->edits[i].text, f);
        at = g->edits[i].offset + g->edits[i].del;
    }
    fwrite(g->text + at, 1, g->len - at, f);
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

/* The core's rule: parallel, or carrying only reductions on scalars. */
static bool plan_loop(const struct kf_fragment *f, const struct kf_loop_info *li)
{
    if (li->verdict == KF_PARALLEL)
        return true;
    if (li->verdict != KF_REDUCTION)
        return false;
    for (int r = 0; r < li->nred; r++)
        if (f->vars[li->reds[r].var].kind != KF_VAR_SCALAR)
            return false;
    return true;
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

static void visit(struct gen *g, const struct kf_gen_backend *be, int fi,
                  const struct kf_node *n);

static void visit_all(struct gen *g, const struct kf_gen_backend *be, int fi, int nkid,
                      struct kf_node *const *kids)
{
    for (int i = 0; i < nkid; i++)
        visit(g, be, fi, kids[i]);
}

static void visit(struct gen *g, const struct kf_gen_backend *be, int fi, const struct kf_node *n)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    const struct kf_deps *dp = g->a->deps[fi];
    if (n->kind == KF_NODE_LOOP) {
        const struct kf_loop_info *li = kf_gen_loop_info(f, dp, n);
        char why[512];
        kf_analyze_verdict_text(g->a, fi, li, why, sizeof why);
        if (li && plan_loop(f, li) && be->parallel_loop(g, f, dp, li) == 0) {
            g->nparallel++;
            kf_gen_explain(g, "%-8s line %-4u %s: %s -> in parallel\n", n->id, n->header.begin.line,
                    f->vars[n->iter].name, why);
            return;
        }
        kf_gen_explain(g, "%-8s line %-4u %s: %s -> sequential\n", n->id, n->header.begin.line,
                f->vars[n->iter].name, why);
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
    const struct kf_gen_backend *be = NULL;
    for (size_t i = 0; i < sizeof backends / sizeof *backends; i++)
        if (backends[i].target == o->target)
            be = &backends[i];
    if (!be || (!be->parallel_loop && !be->fragment))
        return KF_GEN_UNSUPPORTED;

    struct gen g = {.a = a, .text = text, .len = len, .o = o, .d = d};
    int rc = KF_GEN_OK;
    for (int fi = 0; fi < a->nfrag; fi++) {
        const struct kf_fragment *f = a->prog->frags[fi];
        int before = g.nparallel;
        kf_gen_explain(&g, "fragment %d (%s, lines %u-%u, function %s):\n", f->id,
                f->kind == KF_FRAG_SCOP ? "scop" : f->kind == KF_FRAG_TARGET ? "target" : "loop",
                f->range.begin.line, f->range.end.line, f->function);
        if (be->fragment) {
            int n = be->fragment(&g, fi);
            if (n < 0) {
                rc = KF_GEN_ERROR;
                break;
            }
            g.nparallel += n;
            continue; /* the back end says what stays on the host, and why */
        }
        visit_all(&g, be, fi, f->nroot, f->roots);
        if (g.nparallel == before) {
            const struct kf_node *first = f->nloop ? f->loops[0] : NULL;
            char why[512] = "it has no loop";
            if (first)
                kf_analyze_verdict_text(a, fi, kf_gen_loop_info(f, a->deps[fi], first), why, sizeof why);
            kf_diag_report(d, KF_DIAG_WARNING, a->prog->file, f->range.begin.line,
                           f->range.begin.col, 0,
                           "fragment %d stays sequential: no loop can run in parallel "
                           "(%s%s%s)",
                           f->id, first ? first->id : "", first ? " " : "", why);
        }
    }
    if (be->fragment)
        kf_gen_replace(&g, 0, 0, "/* kforge %s: %s for %s; %d kernel%s */\n", kf_version(),
                       a->prog->file, be->name, g.nparallel, g.nparallel == 1 ? "" : "s");
    else
        kf_gen_replace(&g, 0, 0, "/* kforge %s: %s for %s; %d loop%s in parallel */\n",
                       kf_version(), a->prog->file, be->name, g.nparallel,
                       g.nparallel == 1 ? "" : "s");
    /* after the header: what a back end puts at the top comes below it */
    if (rc == KF_GEN_OK && be->finish && be->finish(&g) != 0)
        rc = KF_GEN_ERROR;
    char *res = rc != KF_GEN_OK || g.nomem ? NULL : apply_edits(&g);
    kf_gen_gpu_free(&g);
    if (!res || (o->target == KF_GEN_CUDA && !g.device)) {
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

/* ---- OpenMP ----------------------------------------------------------- */

static void collect_writes(const struct kf_node *n, bool *written, bool *conditional)
{
    if (n->kind == KF_NODE_STMT) {
        const struct kf_stmt *s = n->stmt;
        for (int k = 0; k < s->naccess; k++)
            if (s->acc[k].write && s->acc[k].nsub == 0) {
                written[s->acc[k].var] = true;
                if (s->nif > 0 || s->acc[k].may)
                    conditional[s->acc[k].var] = true;
            }
        return;
    }
    if (n->kind == KF_NODE_LOOP)
        written[n->iter] = true;
    for (int i = 0; i < n->nchild; i++)
        collect_writes(n->child[i], written, conditional);
    for (int i = 0; i < n->nelse; i++)
        collect_writes(n->else_child[i], written, conditional);
}

/* Declared inside L, its header included ("for (int i = ...")?  Then each
 * iteration has its own, unless it is static: a static declared in the
 * loop is one object shared by every iteration. */
static bool within(const struct kf_var *v, const struct kf_node *L)
{
    return v->decl.offset >= L->range.begin.offset && v->decl.offset < L->range.end.offset;
}

static bool declared_in(const struct kf_var *v, const struct kf_node *L)
{
    return within(v, L) && (v->local || v->kind == KF_VAR_ITER);
}

static const char *omp_reduction_op(enum kf_reduction_op op)
{
    switch (op) {
    case KF_RED_ADD: return "+";
    case KF_RED_MUL: return "*";
    case KF_RED_MIN: return "min";
    case KF_RED_MAX: return "max";
    case KF_RED_NONE: break;
    }
    return NULL;
}

/*
 *     for (i = 0; i < n; i++)          #pragma omp parallel for lastprivate(i, j, s)
 *       for (j = 0; j < m; j++)   ->   for (i = 0; i < n; i++)
 *         ...                            for (j = 0; j < m; j++) ...
 *
 * Scalars written in the loop but declared outside it (iterators of inner
 * loops, privatised temporaries, and the loop's own iterator) are
 * lastprivate: each thread has its own, and afterwards they hold what the
 * sequential program leaves in them.  That holds only when every iteration
 * writes them, so a scalar written under an if refuses the loop.
 */
static int openmp_parallel_loop(struct gen *g, const struct kf_fragment *f,
                                const struct kf_deps *dp, const struct kf_loop_info *li)
{
    (void)dp;
    const struct kf_node *L = li->loop;
    bool *written = calloc((size_t)f->nvar, sizeof *written);
    bool *cond = calloc((size_t)f->nvar, sizeof *cond);
    bool *red = calloc((size_t)f->nvar, sizeof *red);
    char *clauses = NULL;
    size_t clen = 0;
    FILE *c = NULL;
    int rc = -1;
    if (!written || !cond || !red || !(c = open_memstream(&clauses, &clen))) {
        g->nomem = true;
        goto out;
    }
    collect_writes(L, written, cond);
    for (int r = 0; r < li->nred; r++)
        red[li->reds[r].var] = true;

    const char *sep = " lastprivate(";
    for (int v = 0; v < f->nvar; v++) {
        const struct kf_var *var = &f->vars[v];
        if (!written[v] || red[v] || var->kind == KF_VAR_ARRAY || declared_in(var, L))
            continue;
        if (within(var, L))
            goto out; /* a static written in the loop: shared, so not parallel */
        if (cond[v] && var->kind != KF_VAR_ITER)
            goto out; /* see above: lastprivate would be wrong */
        fprintf(c, "%s%s", sep, var->name);
        sep = ", ";
    }
    if (strcmp(sep, ", ") == 0)
        fputc(')', c);
    for (int r = 0; r < li->nred; r++) {
        const char *op = omp_reduction_op(li->reds[r].op);
        if (!op)
            goto out;
        fprintf(c, " reduction(%s: %s)", op, f->vars[li->reds[r].var].name);
    }
    if (fclose(c) != 0) {
        c = NULL;
        g->nomem = true;
        goto out;
    }
    c = NULL;

    /* the pragma goes on its own line, indented as the loop is */
    size_t at = L->header.begin.offset, line = at;
    while (line > 0 && g->text[line - 1] != '\n')
        line--;
    bool alone = true;
    for (size_t i = line; i < at; i++)
        if (g->text[i] != ' ' && g->text[i] != '\t')
            alone = false;
    if (alone)
        kf_gen_replace(g, line, 0, "%.*s#pragma omp parallel for%s\n", (int)(at - line), g->text + line,
               clauses);
    else
        kf_gen_replace(g, at, 0, "\n#pragma omp parallel for%s\n", clauses);
    rc = 0;
out:
    if (c)
        fclose(c);
    free(clauses);
    free(written);
    free(cond);
    free(red);
    return rc;
}
