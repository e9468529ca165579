/*
 * gen.c: the shared core of code generation and its back ends (gen.h).
 *
 * The core walks each fragment's loop tree from the outside in and asks
 * plan_loop() whether a loop runs in parallel; the first loop on each path
 * that does is handed to the back end, and its inner loops are left alone
 * (one level of parallelism per nest, as a person would write it).  A
 * loop that stays sequential is offered to the back end first
 * (sequential_loop: OpenMP puts one parallel region around a time loop).
 * Back ends answer with edits: insertions into the user's text at byte offsets,
 * applied at the end in offset order, so everything outside the fragments
 * is untouched by construction.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/gen_int.h"
#include "ir/poly.h"
#include "kforge/kforge.h"
#include "passes/xform.h"

struct kf_gen_backend {
    enum kf_gen_target target;
    const char *name;
    /* Makes loop `li` of fragment `f` run in parallel; 0, or -1 when this
     * back end cannot (the core then tries the loop's inner loops). */
    int (*parallel_loop)(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                         const struct kf_loop_info *li);
    /* Called for a loop that stays sequential, before its inner loops are
     * tried: 0 when the back end has placed them itself (OpenMP: one
     * parallel region around the loop), -1 to let the core go on. */
    int (*sequential_loop)(struct gen *g, int fi, const struct kf_loop_info *li);
    /* Or: rewrites a whole fragment (GPU back ends, gen_gpu.c); gives the
     * number of loops it runs in parallel, or -1 after a diagnostic. */
    int (*fragment)(struct gen *g, int fi);
    /* Called once after every fragment (file-scope text); 0 or -1. */
    int (*finish)(struct gen *g);
};

static int openmp_parallel_loop(struct gen *g, const struct kf_fragment *f,
                                const struct kf_deps *dp, const struct kf_loop_info *li);
static int openmp_sequential_loop(struct gen *g, int fi, const struct kf_loop_info *li);

static const struct kf_gen_backend backends[] = {
    {KF_GEN_OPENMP, "openmp", openmp_parallel_loop, openmp_sequential_loop, NULL, NULL},
    {KF_GEN_OPENCL, "opencl", NULL, NULL, kf_gen_gpu_fragment, kf_gen_gpu_finish},
    {KF_GEN_CUDA, "cuda", NULL, NULL, kf_gen_gpu_fragment, kf_gen_gpu_finish},
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

/* May the reduction of array `v` in loop L give each thread its own copy
 * of the whole array (OpenMP's array-section reduction)?  Only a 1-D array
 * whose extent is written in its declaration, and only when every access
 * to it in L belongs to a reduction statement with that operator: any
 * other access would see a thread's partial sums. */
static bool array_reduction_ok(const struct kf_fragment *f, const struct kf_node *L,
                               const struct kf_red *r)
{
    const struct kf_var *v = &f->vars[r->var];
    if (v->kind != KF_VAR_ARRAY || v->ndims != 1 || !v->dims || !v->dims[0][0] ||
        v->base == KF_BASE_POINTER || v->base == KF_BASE_NONE)
        return false;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (st->node->range.begin.offset < L->range.begin.offset ||
            st->node->range.begin.offset >= L->range.end.offset)
            continue;
        for (int k = 0; k < st->naccess; k++) {
            if (st->acc[k].var != r->var)
                continue;
            if (st->red_op != r->op || (k != st->red_read && k != st->red_write) ||
                st->acc[k].whole)
                return false;
        }
    }
    return true;
}

/* The core's rule: parallel, or carrying only reductions on scalars and on
 * 1-D arrays that can be privatised whole (array_reduction_ok). */
static bool plan_loop(const struct kf_fragment *f, const struct kf_loop_info *li)
{
    if (li->verdict == KF_PARALLEL)
        return true;
    if (li->verdict != KF_REDUCTION)
        return false;
    for (int r = 0; r < li->nred; r++)
        if (f->vars[li->reds[r].var].kind != KF_VAR_SCALAR &&
            !array_reduction_ok(f, li->loop, &li->reds[r]))
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

/* OpenMP's accumulator notes (omp_accumulators, at the end). */
struct accum_note {
    int frag;       /* fragment id */
    char *loop;     /* J's id */
    char *why;      /* the --explain line */
    bool cand;      /* rewritten in this round */
    bool paid;      /* trial: J and K interchanged */
    char *refused;  /* trial: why the interchange was not */
    bool told;
    struct kf_xform_accum x; /* on the first analysis */
};

struct omp_accums {
    int n;
    struct accum_note *note;
    bool trial;
};

static int omp_accumulators(const struct kf_analysis *a, const char *text, size_t len,
                            const struct kf_gen_options *o, struct omp_accums *acc,
                            struct kf_analysis **a2, char **text2);
static void omp_accums_free(struct omp_accums *acc);
static void omp_accums_tell(struct gen *g, const struct kf_fragment *f, const char *loop);

static int gen_run(const struct kf_gen_backend *be, const struct kf_analysis *a, const char *text,
                   size_t len, const struct kf_gen_options *o, kf_diag *d,
                   struct omp_accums *accum, char **out, char **device);

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
    if (be->target != KF_GEN_OPENMP || !o->fe)
        return gen_run(be, a, text, len, o, d, NULL, out, device);
    /* OpenMP: the plan runs on the text with its accumulators rewritten
     * (only those that enable an interchange), analysed again */
    struct omp_accums acc = {0};
    struct kf_analysis *a2 = NULL;
    char *text2 = NULL;
    int rc = omp_accumulators(a, text, len, o, &acc, &a2, &text2);
    if (rc == 0)
        rc = a2 ? gen_run(be, a2, text2, strlen(text2), o, d, &acc, out, device)
                : gen_run(be, a, text, len, o, d, &acc, out, device);
    else {
        kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "out of memory");
        rc = KF_GEN_ERROR;
    }
    kf_analysis_free(a2);
    free(text2);
    omp_accums_free(&acc);
    return rc;
}

static int gen_run(const struct kf_gen_backend *be, const struct kf_analysis *a, const char *text,
                   size_t len, const struct kf_gen_options *o, kf_diag *d,
                   struct omp_accums *accum, char **out, char **device)
{
    *device = NULL;
    struct gen g = {.a = a, .text = text, .len = len, .o = o, .d = d, .accum = accum};
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
        omp_accums_tell(&g, f, NULL); /* the notes no loop of the plan reached */
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

/* Does a bound of a loop inside L depend on L's iterator (a triangular
 * nest, whose iterations of L differ in work)? */
static bool poly_uses(const struct kf_poly *p, int var)
{
    if (!p)
        return false;
    for (int t = 0; t < p->nterm; t++)
        for (int k = 0; k < p->term[t].nvar; k++)
            if (p->term[t].vars[k] == var)
                return true;
    return false;
}

static bool triangular_under(const struct kf_node *n, int iter)
{
    for (int i = 0; i < n->nchild + n->nelse; i++) {
        const struct kf_node *c = i < n->nchild ? n->child[i] : n->else_child[i - n->nchild];
        if (c->kind == KF_NODE_STMT)
            continue;
        if (c->kind == KF_NODE_LOOP) {
            for (int b = 0; b < c->nlb; b++)
                if (poly_uses(c->lb[b], iter))
                    return true;
            for (int b = 0; b < c->nub; b++)
                if (poly_uses(c->ub[b], iter))
                    return true;
        }
        if (triangular_under(c, iter))
            return true;
    }
    return false;
}

/*
 * The clauses of the directive on loop L, into *out (malloc'ed; the caller
 * frees it), or -1 with the reason in why:
 *
 *   lastprivate(...)   scalars written in L but declared outside it (inner
 *                      iterators, privatised temporaries, L's iterator):
 *                      each thread has its own, and afterwards they hold
 *                      what the sequential program leaves in them.  That
 *                      holds only when every iteration writes them, so a
 *                      scalar written under an if refuses the loop.
 *   reduction(op: v)   the scalar reductions L carries, and
 *   reduction(op: a[0:n]) the 1-D array ones (plan_loop said they may).
 *   schedule(static, 1) when a bound of an inner loop depends on L's
 *                      iterator: a triangular nest, whose halves of the
 *                      iteration space differ in work; dealt round-robin,
 *                      both threads get about as much.
 */
static int omp_clauses(struct gen *g, const struct kf_fragment *f, const struct kf_loop_info *li,
                       char **out, char *why, size_t nwhy)
{
    const struct kf_node *L = li->loop;
    bool *written = calloc((size_t)f->nvar, sizeof *written);
    bool *cond = calloc((size_t)f->nvar, sizeof *cond);
    bool *red = calloc((size_t)f->nvar, sizeof *red);
    char *clauses = NULL;
    size_t clen = 0;
    FILE *c = NULL;
    int rc = -1;
    *out = NULL;
    if (!written || !cond || !red || !(c = open_memstream(&clauses, &clen))) {
        g->nomem = true;
        snprintf(why, nwhy, "out of memory");
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
        if (within(var, L)) {
            snprintf(why, nwhy, "the static %s declared in it is shared by its iterations",
                     var->name);
            goto out;
        }
        if (cond[v] && var->kind != KF_VAR_ITER) {
            snprintf(why, nwhy, "%s is written under an if, so lastprivate could be wrong",
                     var->name);
            goto out;
        }
        fprintf(c, "%s%s", sep, var->name);
        sep = ", ";
    }
    if (strcmp(sep, ", ") == 0)
        fputc(')', c);
    for (int r = 0; r < li->nred; r++) {
        const char *op = omp_reduction_op(li->reds[r].op);
        const struct kf_var *var = &f->vars[li->reds[r].var];
        if (!op) {
            snprintf(why, nwhy, "no OpenMP reduction operator for %s", var->name);
            goto out;
        }
        if (var->kind == KF_VAR_ARRAY)
            fprintf(c, " reduction(%s: %s[0:%s])", op, var->name, var->dims[0]);
        else
            fprintf(c, " reduction(%s: %s)", op, var->name);
    }
    if (triangular_under(L, L->iter))
        fprintf(c, " schedule(static, 1)");
    if (fclose(c) != 0) {
        c = NULL;
        g->nomem = true;
        snprintf(why, nwhy, "out of memory");
        goto out;
    }
    c = NULL;
    *out = clauses;
    clauses = NULL;
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

/* Puts "#pragma omp DIRECTIVE" on its own line before the text at `at`,
 * indented as that line is. */
static void omp_pragma_before(struct gen *g, size_t at, const char *directive)
{
    size_t line = at;
    while (line > 0 && g->text[line - 1] != '\n')
        line--;
    bool alone = true;
    for (size_t i = line; i < at; i++)
        if (g->text[i] != ' ' && g->text[i] != '\t')
            alone = false;
    if (alone)
        kf_gen_replace(g, line, 0, "%.*s#pragma omp %s\n", (int)(at - line), g->text + line,
                       directive);
    else
        kf_gen_replace(g, at, 0, "\n#pragma omp %s\n", directive);
}

static void omp_accums_reached(struct gen *g, const struct kf_fragment *f, const struct kf_node *J,
                               int r, const char *why);

/*
 * Inside a loop that runs in parallel, the loop pairs that xform.h proves
 * worth interchanging and legal are rewritten (gemm's j, k: B[k][j] then
 * goes stride-1).  The loop above them gets braces when it needs them.
 */
static void omp_interchange(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                            const struct kf_node *n)
{
    for (int i = 0; i < n->nchild + n->nelse; i++) {
        const struct kf_node *J = i < n->nchild ? n->child[i] : n->else_child[i - n->nchild];
        if (J->kind == KF_NODE_STMT)
            continue;
        char why[512];
        int r = J->kind == KF_NODE_LOOP ? kf_xform_interchange_check(f, dp, J, why, sizeof why)
                                        : KF_XFORM_NO;
        size_t begin, end;
        /* J carried no dependence: neither does its copy innermost (simd,
         * see omp_inner_simd) */
        const struct kf_loop_info *ji = J->kind == KF_NODE_LOOP ? kf_gen_loop_info(f, dp, J) : NULL;
        bool simd = ji && ji->verdict == KF_PARALLEL && !J->early_exit;
        char *text = r == KF_XFORM_YES ? kf_xform_interchange_text(g->text, g->len, J,
                                                                   simd ? "#pragma omp simd" : NULL,
                                                                   &begin, &end)
                                       : NULL;
        if (r == KF_XFORM_YES && !text) {
            r = KF_XFORM_REFUSED;
            snprintf(why, sizeof why, "%s not rewritten: its header does not start its line", J->id);
        }
        if (J->kind == KF_NODE_LOOP)
            omp_accums_reached(g, f, J, r, why);
        if (r != KF_XFORM_YES) {
            if (r == KF_XFORM_REFUSED)
                kf_gen_explain(g, "%-8s %s\n", J->id, why);
            omp_interchange(g, f, dp, J);
            continue;
        }
        kf_gen_explain(g, "%-8s %s%s\n", J->id, why,
                       simd ? "; omp simd on the inner copy of it: it carries no dependence" : "");
        const struct kf_node *P = J->parent;
        bool braces = P->nchild == 1 && g->text[P->body.begin.offset] != '{';
        if (braces)
            kf_gen_replace(g, kf_xform_header_end(g->text, g->len, P), 0, " {");
        kf_gen_replace(g, begin, end - begin, "%s", text);
        if (braces) {
            size_t line = P->header.begin.offset;
            while (line > 0 && g->text[line - 1] != '\n')
                line--;
            kf_gen_replace(g, end, 0, "\n%.*s}", (int)(P->header.begin.offset - line),
                           g->text + line);
        }
        free(text);
    }
}

/*
 *     for (i = 0; i < n; i++)          #pragma omp parallel for lastprivate(i, j, s)
 *       for (j = 0; j < m; j++)   ->   for (i = 0; i < n; i++)
 *         ...                            for (j = 0; j < m; j++) ...
 */
static bool dead_after(const struct gen *g, const struct kf_var *v, const struct kf_node *T);

/* Leading white space of the line at `at`, or -1 when something else comes
 * first on that line. */
static int indent_of(const struct gen *g, size_t at, size_t *line)
{
    size_t l = at;
    while (l > 0 && g->text[l - 1] != '\n')
        l--;
    for (size_t i = l; i < at; i++)
        if (g->text[i] != ' ' && g->text[i] != '\t')
            return -1;
    *line = l;
    return (int)(at - l);
}

/* Closes the memstream o over *buf and *blen (set by the close) and drops
 * its last newline; on failure frees *buf, notes it and returns -1. */
static int close_text(struct gen *g, FILE *o, char **buf, const size_t *blen)
{
    if (fclose(o) != 0) {
        free(*buf);
        *buf = NULL;
        g->nomem = true;
        return -1;
    }
    if (*blen > 0 && (*buf)[*blen - 1] == '\n')
        (*buf)[*blen - 1] = '\0';
    return 0;
}

/* One past the ';' that ends a loop's text at off (clang's ranges of a
 * body that is an expression statement stop before it), or off. */
static size_t past_semicolon(const struct gen *g, size_t off)
{
    size_t e = off;
    while (e < g->len && (g->text[e] == ' ' || g->text[e] == '\t'))
        e++;
    return e < g->len && g->text[e] == ';' ? e + 1 : off;
}

/* L sunk inside its only inner loop J (xform.h, kf_xform_sink_check): the
 * nest rewritten as one region, J run by every thread, L shared out with
 * the same static schedule each time and no barrier.  0, or -1 when it
 * does not apply (the caller goes on with a parallel for). */
static int omp_sink(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                    const struct kf_node *L)
{
    char why[512];
    int r = kf_xform_sink_check(f, dp, L, why, sizeof why);
    if (r == KF_XFORM_REFUSED)
        kf_gen_explain(g, "%-8s %s\n", L->id, why);
    if (r != KF_XFORM_YES)
        return -1;
    const struct kf_node *J = L->child[0];
    const struct kf_var *vi = &f->vars[L->iter], *vj = &f->vars[J->iter];
    if ((!declared_in(vi, L) && !dead_after(g, vi, L)) || (!declared_in(vj, J) && !dead_after(g, vj, L))) {
        kf_gen_explain(g, "%-8s not moved inside %s: %s or %s is declared outside its loop and may be "
                          "read after it\n", L->id, J->id, vi->name, vj->name);
        return -1;
    }
    size_t line, jline;
    int ind = indent_of(g, L->header.begin.offset, &line);
    int jind = indent_of(g, J->header.begin.offset, &jline);
    if (ind < 0 || jind < 0)
        return -1;
    char unit[64] = "\t";
    if (jind > ind && strncmp(g->text + line, g->text + jline, (size_t)ind) == 0)
        snprintf(unit, sizeof unit, "%.*s", jind - ind, g->text + jline + ind);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o) {
        g->nomem = true;
        return -1;
    }
    const char *in = g->text + line;
    size_t je = kf_xform_header_end(g->text, g->len, J), le = kf_xform_header_end(g->text, g->len, L);
    fprintf(o, "%.*s#pragma omp parallel", ind, in);
    if (!declared_in(vj, J))
        fprintf(o, " private(%s)", vj->name);
    fprintf(o, "\n%.*s%.*s\n", ind, in, (int)(je - J->header.begin.offset),
            g->text + J->header.begin.offset);
    fprintf(o, "%.*s%s#pragma omp for schedule(static) nowait\n", ind, in, unit);
    fprintf(o, "%.*s%s%.*s%s\n", ind, in, unit, (int)(le - L->header.begin.offset),
            g->text + L->header.begin.offset, J->nchild > 1 ? " {" : "");
    for (int i = 0; i < J->nchild; i++) {
        const struct kf_node *c = J->child[i];
        fprintf(o, "%.*s%s%s%.*s;\n", ind, in, unit, unit,
                (int)(c->range.end.offset - c->range.begin.offset), g->text + c->range.begin.offset);
    }
    if (J->nchild > 1)
        fprintf(o, "%.*s%s}\n", ind, in, unit);
    if (close_text(g, o, &buf, &blen) != 0)
        return -1;
    size_t end = past_semicolon(g, L->range.end.offset);
    kf_gen_replace(g, line, end - line, "%s", buf);
    free(buf);
    kf_gen_explain(g, "%-8s %s\n", L->id, why);
    return 0;
}

/* Does loop n hold another loop (through ifs)? */
static bool has_inner_loop(const struct kf_node *n)
{
    for (int i = 0; i < n->nchild + n->nelse; i++) {
        const struct kf_node *c = i < n->nchild ? n->child[i] : n->else_child[i - n->nchild];
        if (c->kind == KF_NODE_LOOP || (c->kind == KF_NODE_IF && has_inner_loop(c)))
            return true;
    }
    return false;
}

/*
 * SIMD lanes.  gcc 12 at -O2 does not vectorise a loop that an OpenMP
 * region outlines when its arrays arrive as array parameters ("no vectype"
 * for the loads through the region's data block): jacobi-1d ran no faster
 * on two threads than on one.  A loop that carries no dependence at all
 * (verdict parallel) may run its iterations in SIMD lanes, which is what
 * `omp simd` asserts, and gcc then vectorises it.  So the loop that gets
 * omp for takes `simd` itself when it is innermost (omp_simd_self), and
 * otherwise every innermost loop under it that carries nothing and needs
 * no clause gets its own `#pragma omp simd` (omp_inner_simd).
 */
static bool simd_candidate(const struct kf_fragment *f, const struct kf_deps *dp,
                           const struct kf_node *L)
{
    const struct kf_loop_info *li = kf_gen_loop_info(f, dp, L);
    return L->kind == KF_NODE_LOOP && !has_inner_loop(L) && !L->early_exit && li &&
           li->verdict == KF_PARALLEL;
}

/* " simd" for the loop of an omp for with these clauses, or "". */
static const char *omp_simd_self(const struct kf_fragment *f, const struct kf_deps *dp,
                                 const struct kf_node *L, const char *clauses)
{
    /* array sections and chunks of one are left to the plain for */
    return simd_candidate(f, dp, L) && !strstr(clauses, "reduction") &&
                   !strstr(clauses, "schedule")
               ? " simd"
               : "";
}

static void omp_inner_simd(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                           const struct kf_node *n)
{
    for (int i = 0; i < n->nchild + n->nelse; i++) {
        const struct kf_node *c = i < n->nchild ? n->child[i] : n->else_child[i - n->nchild];
        if (c->kind == KF_NODE_IF) {
            omp_inner_simd(g, f, dp, c);
            continue;
        }
        if (c->kind != KF_NODE_LOOP)
            continue;
        if (!simd_candidate(f, dp, c)) {
            omp_inner_simd(g, f, dp, c);
            continue;
        }
        char *clauses = NULL, why[256];
        if (omp_clauses(g, f, kf_gen_loop_info(f, dp, c), &clauses, why, sizeof why) == 0 &&
            !*clauses) {
            kf_gen_explain(g, "%-8s omp simd: it carries no dependence\n", c->id);
            omp_pragma_before(g, c->header.begin.offset, "simd");
        }
        free(clauses);
    }
}

/* Interchange (xform.h) inside L, then SIMD pragmas unless that rewrote
 * the nest (the loops would no longer be where the IR says). */
static void omp_inside(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                       const struct kf_node *L)
{
    int before = g->nedit;
    omp_interchange(g, f, dp, L);
    if (g->nedit == before)
        omp_inner_simd(g, f, dp, L);
}

/*
 * A parallel for forks a team each time it runs.  An innermost loop (a
 * statement's worth of work per iteration) that runs inside other loops of
 * the fragment may run many times with few iterations: ludcmp's inner
 * products, n^2/2 of them over j < n, cost more in forks and joins than
 * they save.  Under one loop such a loop gets if(its trip count >=
 * KF_OMP_MIN_ITERS), so a team starts only when there is work enough for
 * two threads to share (a fork and join is a few microseconds, one
 * iteration about a nanosecond); the clause is written only when the count
 * is one affine expression of the fragment's variables (with a constant
 * count the loop stays as the analysis planned it).  Under two loops or
 * more it stays sequential (omp_too_fine): even a parallel for whose if()
 * is false costs the runtime a team of one, and n^2 of those (ludcmp: 1.1
 * million at n = 1500) cost a third of a second.  Returns the clause
 * ("if(...)") in buf, or false.
 */
enum { KF_OMP_MIN_ITERS = 8192 };

static bool omp_if_clause(const struct kf_fragment *f, const struct kf_node *L, char *buf,
                          size_t n)
{
    if (!L->parent || L->depth > 1 || has_inner_loop(L) || L->nlb != 1 || L->nub != 1 ||
        (L->step != 1 && L->step != -1))
        return false;
    kf_arena *ar = kf_arena_new();
    if (!ar)
        return false;
    const struct kf_poly *hi = L->step > 0 ? L->ub[0] : L->lb[0];
    const struct kf_poly *lo = L->step > 0 ? L->lb[0] : L->ub[0];
    struct kf_poly *count = kf_poly_lin(ar, kf_poly_lin(ar, hi, 1, lo, -1), 1,
                                        kf_poly_const(ar, 1), 1);
    char c[512] = "";
    long v;
    if (count && !kf_poly_const_value(count, &v)) /* a constant count: no clause */
        kf_poly_print(f, count, c, sizeof c);
    kf_arena_free(ar);
    int w = snprintf(buf, n, "if(%s >= %d)", c, KF_OMP_MIN_ITERS);
    return *c && w > 0 && (size_t)w < n;
}

/* An innermost loop under two or more loops of the fragment (see above). */
static bool omp_too_fine(const struct kf_node *L)
{
    return L->depth > 1 && !has_inner_loop(L);
}

static int openmp_parallel_loop(struct gen *g, const struct kf_fragment *f,
                                const struct kf_deps *dp, const struct kf_loop_info *li)
{
    if (omp_sink(g, f, dp, li->loop) == 0)
        return 0;
    if (omp_too_fine(li->loop)) {
        kf_gen_explain(g, "%-8s not in parallel: an innermost loop under %d sequential loops "
                          "would fork and join a team at each of their iterations\n",
                       li->loop->id, li->loop->depth);
        return -1;
    }
    char *clauses, why[256];
    if (omp_clauses(g, f, li, &clauses, why, sizeof why) != 0) {
        kf_gen_explain(g, "%-8s not in parallel: %s\n", li->loop->id, why);
        return -1;
    }
    char *dir = NULL, cond[1100] = "";
    if (omp_if_clause(f, li->loop, cond + 1, sizeof cond - 1)) {
        cond[0] = ' ';
        kf_gen_explain(g, "%-8s runs many times inside other loops: %s, a team only for enough "
                          "iterations\n",
                       li->loop->id, cond + 1);
    }
    const char *simd = omp_simd_self(f, dp, li->loop, clauses);
    if (asprintf(&dir, "parallel for%s%s%s", simd, clauses, cond) < 0) {
        g->nomem = true;
        dir = NULL;
    }
    free(clauses);
    if (!dir)
        return -1;
    omp_pragma_before(g, li->loop->header.begin.offset, dir);
    free(dir);
    omp_inside(g, f, dp, li->loop);
    return 0;
}

/*
 * One parallel region around a sequential loop (a time loop) whose body
 * holds parallel loops, instead of a fork and a join per iteration:
 *
 *   for (t = 0; t < T; t++) {         #pragma omp parallel
 *     s = 0;                          for (int t = 0; t < T; t++) {
 *     for (i ...) s += ..;      ->      #pragma omp single
 *     for (i ...) a[i] = ..s..;         s = 0;
 *   }                                   #pragma omp for reduction(+: s)
 *                                       for (i ...) s += ..;
 *                                       #pragma omp for
 *                                       for (i ...) a[i] = ..s..;
 *                                     }
 *
 * (consecutive statements share one single, in braces).
 *
 * Every thread runs the sequential loop itself; its parallel loops are
 * shared out (omp for), its other statements run once (omp single), and
 * the barrier that ends each of them keeps the sequential order between
 * them (seed 003 §3 hoists launches out of loops the same way).  It holds
 * only when
 *   - the sequential loop's iterator is declared in its header (private to
 *     each thread), or outside it but never read after it (dead_after):
 *     then private(t), whose final value is lost;
 *   - its bounds are known (affine in the fragment's unwritten integers),
 *     so every thread sees the same trip count; and it has no early exit;
 *   - its body is only parallel loops and plain expression statements, and
 *     declares no variable outside those loops: such a variable would be
 *     one per thread, which a single cannot set for all; an if or a loop
 *     would need its own rule;
 *   - every parallel loop gets its clauses (omp_clauses);
 *   - its statements make no more groups (one single, one barrier each)
 *     than it has parallel loops: a parallel for costs a fork and a join,
 *     an omp for one barrier, so the region never synchronises more often
 *     (ludcmp's j loop, one small reduction between two statements, keeps
 *     its parallel for).
 * Scalars that the statements write are shared (declared outside), so the
 * single's write is seen by all after its barrier.  Otherwise the core
 * goes on to the inner loops, each with its own parallel for.
 */
static int region_refused(struct gen *g, const struct kf_node *T, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int region_refused(struct gen *g, const struct kf_node *T, const char *fmt, ...)
{
    if (g->o->explain) {
        va_list ap;
        va_start(ap, fmt);
        fprintf(g->o->explain, "%-8s no parallel region around it: ", T->id);
        vfprintf(g->o->explain, fmt, ap);
        fputc('\n', g->o->explain);
        va_end(ap);
    }
    return -1;
}

static bool bounds_known(const struct kf_node *T)
{
    if (T->nlb == 0 || T->nub == 0)
        return false;
    for (int b = 0; b < T->nlb; b++)
        if (!T->lb[b] || !kf_poly_is_affine(T->lb[b]))
            return false;
    for (int b = 0; b < T->nub; b++)
        if (!T->ub[b] || !kf_poly_is_affine(T->ub[b]))
            return false;
    return true;
}

/* One omp single over the statements first..last (consecutive in one
 * body): one barrier for them all (none with nowait), in braces when
 * there are several. */
static void omp_single(struct gen *g, const struct kf_node *first, const struct kf_node *last,
                       bool nowait)
{
    omp_pragma_before(g, first->range.begin.offset, nowait ? "single nowait" : "single");
    if (first == last)
        return;
    size_t at = first->range.begin.offset, line = at;
    while (line > 0 && g->text[line - 1] != '\n')
        line--;
    int ind = (int)(at - line);
    kf_gen_replace(g, at, 0, "{\n%.*s", ind, g->text + line);
    size_t end = last->range.end.offset;
    while (end < g->len && g->text[end] != ';')
        end++;
    if (end < g->len)
        end++;
    kf_gen_replace(g, end, 0, "\n%.*s}", ind, g->text + line);
}

/* Is the identifier `name` at text[i]? */
static bool ident_at(const char *text, size_t len, size_t i, const char *name)
{
    size_t n = strlen(name);
#define ID_CHAR(c) ((c) == '_' || ((c) >= 'a' && (c) <= 'z') || ((c) >= 'A' && (c) <= 'Z') || \
                    ((c) >= '0' && (c) <= '9'))
    return i + n <= len && strncmp(text + i, name, n) == 0 && (i == 0 || !ID_CHAR(text[i - 1])) &&
           (i + n == len || !ID_CHAR(text[i + n]));
#undef ID_CHAR
}

static size_t scope_end(const struct gen *g, const struct kf_var *v);

/* Does a #define of the file name `name` (a macro could read it)? */
static bool named_in_macro(const struct gen *g, const char *name)
{
    for (const char *d = g->text; (d = strstr(d, "#define")) != NULL; d++) {
        size_t i = (size_t)(d - g->text);
        for (; i < g->len && g->text[i] != '\n'; i++)
            if (ident_at(g->text, g->len, i, name))
                return true;
    }
    return false;
}

/*
 * Is the value that loop T leaves in its iterator v (declared outside T)
 * never read?  v must be a plain local (not global, not a parameter, its
 * address never taken), its name must not appear between T's end and the
 * '}' that closes v's block, nor in any #define of the file (a macro could
 * read it).  Comments and strings that name it count as reads: the answer
 * errs on "read".
 */
static bool dead_after(const struct gen *g, const struct kf_var *v, const struct kf_node *T)
{
    if (v->is_global || v->is_param_decl || v->address_taken || v->decl.offset >= g->len)
        return false;
    size_t end = scope_end(g, v);
    if (end == g->len)
        return false;
    for (size_t i = T->range.end.offset; i < end; i++)
        if (ident_at(g->text, g->len, i, v->name))
            return false;
    return !named_in_macro(g, v->name);
}

/* The offset of the '}' that closes the block v is declared in (g->len
 * when there is none: a file-scope name). */
static size_t scope_end(const struct gen *g, const struct kf_var *v)
{
    int depth = 0;
    size_t end = g->len;
    for (size_t i = v->decl.offset; i < g->len && end == g->len; i++) {
        char c = g->text[i];
        if (c == '/' && i + 1 < g->len && g->text[i + 1] == '*') {
            const char *e = strstr(g->text + i + 2, "*/");
            i = e ? (size_t)(e - g->text) + 1 : g->len;
        } else if (c == '/' && i + 1 < g->len && g->text[i + 1] == '/') {
            while (i < g->len && g->text[i] != '\n')
                i++;
        } else if (c == '"' || c == '\'') {
            for (i++; i < g->len && g->text[i] != c; i++)
                if (g->text[i] == '\\')
                    i++;
        } else if (c == '{') {
            depth++;
        } else if (c == '}' && --depth < 0) {
            end = i;
        }
    }
    return end;
}

/* One loop of L's body as its own loop: "for (j ...) stmts" at `ind`, in
 * braces when there are several (children from..to-1 of L). */
static void put_split(FILE *o, const struct gen *g, const struct kf_node *L, int from, int to,
                      const char *ind, const char *unit, const char *pragma)
{
    size_t le = kf_xform_header_end(g->text, g->len, L);
    fprintf(o, "%s#pragma omp %s\n%s%.*s%s\n", ind, pragma, ind,
            (int)(le - L->header.begin.offset), g->text + L->header.begin.offset,
            to - from > 1 ? " {" : "");
    for (int i = from; i < to; i++) {
        const struct kf_node *c = L->child[i];
        fprintf(o, "%s%s%.*s;\n", ind, unit, (int)(c->range.end.offset - c->range.begin.offset),
                g->text + c->range.begin.offset);
    }
    if (to - from > 1)
        fprintf(o, "%s}\n", ind);
}

/* L, an omp for in T's region, split around its inner loop K (xform.h,
 * kf_xform_split_check): 0 after the rewrite, K's iterator added to `more`
 * when the region must make it private; -1 when it does not apply (the
 * caller writes the plain omp for). */
static int omp_split(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                     const struct kf_node *L, const struct kf_node *T, char *more, size_t nmore)
{
    char why[512];
    int r = kf_xform_split_check(f, dp, L, why, sizeof why);
    if (r == KF_XFORM_REFUSED)
        kf_gen_explain(g, "%-8s %s\n", L->id, why);
    if (r != KF_XFORM_YES)
        return -1;
    int kpos = 0;
    while (L->child[kpos]->kind != KF_NODE_LOOP)
        kpos++;
    const struct kf_node *K = L->child[kpos];
    const struct kf_var *vj = &f->vars[L->iter], *vk = &f->vars[K->iter];
    /* no lastprivate on loops that end with nowait: the values must be dead */
    if ((!declared_in(vj, L) && !dead_after(g, vj, T)) ||
        (!declared_in(vk, K) && !dead_after(g, vk, T))) {
        kf_gen_explain(g, "%-8s not split around %s: %s or %s is declared outside its loop and may "
                          "be read after %s\n", L->id, K->id, vj->name, vk->name, T->id);
        return -1;
    }
    size_t line, kline;
    int ind = indent_of(g, L->header.begin.offset, &line);
    int kind = indent_of(g, K->header.begin.offset, &kline);
    if (ind < 0 || kind < 0)
        return -1;
    char in[128], unit[64] = "\t", in2[256];
    snprintf(in, sizeof in, "%.*s", ind, g->text + line);
    if (kind > ind && strncmp(g->text + line, g->text + kline, (size_t)ind) == 0)
        snprintf(unit, sizeof unit, "%.*s", kind - ind, g->text + kline + ind);
    snprintf(in2, sizeof in2, "%s%s", in, unit);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o) {
        g->nomem = true;
        return -1;
    }
    if (kpos > 0)
        put_split(o, g, L, 0, kpos, in, unit, "for schedule(static) nowait");
    size_t ke = kf_xform_header_end(g->text, g->len, K);
    fprintf(o, "%s%.*s%s\n", in, (int)(ke - K->header.begin.offset),
            g->text + K->header.begin.offset, "");
    size_t le = kf_xform_header_end(g->text, g->len, L);
    fprintf(o, "%s#pragma omp for schedule(static) nowait\n%s%.*s%s\n", in2, in2,
            (int)(le - L->header.begin.offset), g->text + L->header.begin.offset,
            K->nchild > 1 ? " {" : "");
    for (int i = 0; i < K->nchild; i++) {
        const struct kf_node *c = K->child[i];
        fprintf(o, "%s%s%.*s;\n", in2, unit, (int)(c->range.end.offset - c->range.begin.offset),
                g->text + c->range.begin.offset);
    }
    if (K->nchild > 1)
        fprintf(o, "%s}\n", in2);
    if (kpos + 1 < L->nchild)
        put_split(o, g, L, kpos + 1, L->nchild, in, unit, "for schedule(static)");
    else
        fprintf(o, "%s#pragma omp barrier\n", in);
    if (close_text(g, o, &buf, &blen) != 0)
        return -1;
    size_t end = past_semicolon(g, L->range.end.offset);
    /* T's body gets braces when L was all of it */
    bool braces = T->nchild == 1 && g->text[T->body.begin.offset] != '{';
    if (braces)
        kf_gen_replace(g, kf_xform_header_end(g->text, g->len, T), 0, " {");
    kf_gen_replace(g, line, end - line, "%s", buf);
    if (braces) {
        size_t tl;
        int tind = indent_of(g, T->header.begin.offset, &tl);
        kf_gen_replace(g, end, 0, "\n%.*s}", tind < 0 ? 0 : tind, g->text + tl);
    }
    free(buf);
    if (!declared_in(vk, K)) {
        size_t n = strlen(more);
        snprintf(more + n, nmore - n, "%s%s", n ? ", " : "", vk->name);
    }
    kf_gen_explain(g, "%-8s %s\n", L->id, why);
    return 0;
}

static bool node_holds(const struct kf_node *n, const struct kf_stmt *s)
{
    return s->node->range.begin.offset >= n->range.begin.offset &&
           s->node->range.begin.offset < n->range.end.offset;
}

/*
 * May the omp single that ends T's body (its children from..end) go
 * without its barrier?  The next thing every thread meets is the first
 * construct of the next iteration, which ends with a barrier (a single,
 * an omp for, or a split loop's last omp for): whatever comes after that
 * sees what the single wrote.  Only that first construct may run at the
 * same time as the single, on another thread: so no dependence may go
 * from the single's statements to the statements of T's first child
 * (durbin: y[k] = alpha, then beta = ..., sum = 0.0 of the next k).  After
 * the last iteration the region's own barrier ends it.
 */
static bool omp_single_nowait(const struct kf_fragment *f, const struct kf_deps *dp,
                              const struct kf_node *T, int from)
{
    if (from == 0)
        return false; /* the body is one group: the single is also the first construct */
    const struct kf_node *first = T->child[0];
    int first_end = 0; /* a group of statements: all of it */
    while (first->kind == KF_NODE_STMT && first_end + 1 < T->nchild &&
           T->child[first_end + 1]->kind == KF_NODE_STMT)
        first_end++;
    for (int d = 0; d < dp->ndep; d++) {
        const struct kf_stmt *src = f->stmts[dp->deps[d].src], *dst = f->stmts[dp->deps[d].dst];
        bool in_last = false, in_first = false;
        for (int i = from; i < T->nchild; i++)
            in_last |= node_holds(T->child[i], src);
        for (int i = 0; i <= first_end; i++)
            in_first |= node_holds(T->child[i], dst);
        if (in_last && in_first)
            return false;
    }
    return true;
}

static int openmp_sequential_loop(struct gen *g, int fi, const struct kf_loop_info *li)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    const struct kf_deps *dp = g->a->deps[fi];
    const struct kf_node *T = li->loop;
    const struct kf_var *it = &f->vars[T->iter];
    bool priv = !declared_in(it, T);
    if (priv && !dead_after(g, it, T))
        return region_refused(g, T, "its iterator %s is declared outside it and may be read after it",
                              it->name);
    if (T->early_exit)
        return region_refused(g, T, "it may exit early");
    if (!bounds_known(T))
        return region_refused(g, T, "its bounds are not affine");
    for (int v = 0; v < f->nvar; v++) {
        const struct kf_var *var = &f->vars[v];
        if (v == T->iter || !within(var, T))
            continue;
        bool in_loop = false;
        for (int i = 0; i < T->nchild; i++)
            if (T->child[i]->kind == KF_NODE_LOOP && within(var, T->child[i]))
                in_loop = true;
        if (!in_loop)
            return region_refused(g, T, "%s, declared in its body, would be one per thread",
                                  var->name);
    }
    int nfor = 0;
    char **clauses = calloc((size_t)T->nchild + 1, sizeof *clauses);
    if (!clauses) {
        g->nomem = true;
        return -1;
    }
    int rc = -1;
    for (int i = 0; i < T->nchild; i++) {
        const struct kf_node *c = T->child[i];
        if (c->kind == KF_NODE_STMT) {
            if (c->stmt->kind != KF_STMT_EXPR) {
                region_refused(g, T, "S%d (line %u) is not an expression statement", c->stmt->id,
                               c->range.begin.line);
                goto out;
            }
            continue;
        }
        const struct kf_loop_info *ci = c->kind == KF_NODE_LOOP ? kf_gen_loop_info(f, dp, c) : NULL;
        if (!ci || !plan_loop(f, ci)) {
            if (c->kind == KF_NODE_LOOP)
                region_refused(g, T, "loop %s (line %u) in its body does not run in parallel",
                               c->id, c->range.begin.line);
            else
                region_refused(g, T, "an if (line %u) in its body", c->range.begin.line);
            goto out;
        }
        char why[256];
        if (omp_clauses(g, f, ci, &clauses[i], why, sizeof why) != 0) {
            region_refused(g, T, "%s: %s", c->id, why);
            goto out;
        }
        nfor++;
    }
    if (nfor == 0) {
        region_refused(g, T, "no parallel loop in its body");
        goto out;
    }
    int nsingle = 0;
    for (int i = 0; i < T->nchild; i++)
        if (T->child[i]->kind == KF_NODE_STMT && (i == 0 || T->child[i - 1]->kind != KF_NODE_STMT))
            nsingle++;
    if (nsingle > nfor) {
        region_refused(g, T, "its statements need %d omp single barriers per iteration, more than "
                             "the %d parallel loops save", nsingle, nfor);
        goto out;
    }
    kf_gen_explain(g, "%-8s one parallel region around it: omp for on its parallel loops, "
                      "omp single on its statements\n", T->id);
    char par[256], more[200] = ""; /* more: inner iterators every thread runs (omp_split) */
    for (int i = 0; i < T->nchild; i++) {
        const struct kf_node *c = T->child[i];
        if (c->kind == KF_NODE_STMT) {
            int last = i;
            while (last + 1 < T->nchild && T->child[last + 1]->kind == KF_NODE_STMT)
                last++;
            bool nowait = last == T->nchild - 1 && omp_single_nowait(f, dp, T, i);
            if (nowait)
                kf_gen_explain(g, "%-8s the last omp single of its body without a barrier: no "
                                  "dependence from it to the first construct of the next "
                                  "iteration, which has one\n", T->id);
            else if (last == T->nchild - 1 && i > 0)
                kf_gen_explain(g, "%-8s the last omp single of its body keeps its barrier: a "
                                  "dependence goes from it to the first construct of the next "
                                  "iteration\n", T->id);
            omp_single(g, c, T->child[last], nowait);
            i = last;
            continue;
        }
        char why[512], dir[600];
        kf_analyze_verdict_text(g->a, fi, kf_gen_loop_info(f, dp, c), why, sizeof why);
        kf_gen_explain(g, "%-8s line %-4u %s: %s -> in parallel (omp for in %s's region)\n", c->id,
                       c->header.begin.line, f->vars[c->iter].name, why, T->id);
        g->nparallel++;
        if (omp_split(g, f, dp, c, T, more, sizeof more) == 0)
            continue;
        snprintf(dir, sizeof dir, "for%s%s", omp_simd_self(f, dp, c, clauses[i]), clauses[i]);
        omp_pragma_before(g, c->header.begin.offset, dir);
        omp_inside(g, f, dp, c);
    }
    if (priv || *more)
        snprintf(par, sizeof par, "parallel private(%s%s%s)", priv ? it->name : "",
                 priv && *more ? ", " : "", more);
    else
        snprintf(par, sizeof par, "parallel");
    omp_pragma_before(g, T->header.begin.offset, par);
    rc = 0;
out:
    for (int i = 0; i < T->nchild; i++)
        free(clauses[i]);
    free(clauses);
    return rc;
}

/*
 * Scalar accumulators (xform.h, kf_xform_accum_check).  3mm writes its
 * products as
 *
 *   for j { double s = 0.0; for k s += A[i][k] * B[k][j]; E[i][j] = s; }
 *
 * and the private s keeps j and k from being interchanged the way gemm's
 * are (B[k][j] strided under k).  When s can stand for E[i][j], the text
 * is rewritten so that E[i][j] accumulates itself; the file is analysed
 * again, and the plan made on the new text.  The rewrite stays only where
 * that plan then interchanges J and K (proven legal by isl on the new
 * dependences, omp_interchange): a trial plan per round, and a rewrite
 * whose interchange does not happen is undone, with the reason, until
 * every one left pays.  The notes keep, per loop J, the line --explain
 * prints when the final plan reaches J (or at the end of its fragment).
 */
static void omp_accums_free(struct omp_accums *acc)
{
    for (int i = 0; i < acc->n; i++) {
        free(acc->note[i].loop);
        free(acc->note[i].why);
        free(acc->note[i].refused);
    }
    free(acc->note);
}

static struct accum_note *accum_note(struct omp_accums *acc, int frag, const char *loop)
{
    for (int i = 0; acc && i < acc->n; i++)
        if (acc->note[i].frag == frag && strcmp(acc->note[i].loop, loop) == 0)
            return &acc->note[i];
    return NULL;
}

static int accum_add(struct omp_accums *acc, int frag, const char *loop, const char *why)
{
    struct accum_note *n = realloc(acc->note, (size_t)(acc->n + 1) * sizeof *n);
    if (!n)
        return -1;
    acc->note = n;
    n = &acc->note[acc->n];
    *n = (struct accum_note){.frag = frag, .loop = strdup(loop), .why = strdup(why)};
    acc->n++;
    return n->loop && n->why ? 0 : -1;
}

/* omp_interchange reached loop J with answer r (why): a trial notes
 * whether J was interchanged, the final plan prints J's note. */
static void omp_accums_reached(struct gen *g, const struct kf_fragment *f, const struct kf_node *J,
                               int r, const char *why)
{
    struct accum_note *n = accum_note(g->accum, f->id, J->id);
    if (!n)
        return;
    if (g->accum->trial) {
        n->paid = r == KF_XFORM_YES;
        if (r == KF_XFORM_REFUSED && !n->refused)
            n->refused = strdup(why);
        return;
    }
    omp_accums_tell(g, f, J->id);
}

/* Prints the untold notes of fragment f (of loop `loop` only, unless NULL). */
static void omp_accums_tell(struct gen *g, const struct kf_fragment *f, const char *loop)
{
    for (int i = 0; g->accum && !g->accum->trial && i < g->accum->n; i++) {
        struct accum_note *n = &g->accum->note[i];
        if (n->frag == f->id && !n->told && (!loop || strcmp(n->loop, loop) == 0)) {
            kf_gen_explain(g, "%-8s %s\n", n->loop, n->why);
            n->told = true;
        }
    }
}

/* Does the value s keeps after the fragment go unread?  Every mention of
 * s in its scope is in J, or in its declaration (count_ident errs on
 * "read": a comment that names s counts). */
static bool accum_dead(const struct gen *g, const struct kf_var *v, const struct kf_node *J)
{
    if (v->is_global || v->is_param_decl || v->address_taken || v->decl.offset >= g->len)
        return false;
    size_t end = scope_end(g, v);
    if (end == g->len || named_in_macro(g, v->name))
        return false;
    int outside = 0;
    for (size_t i = v->decl.offset; i < end; i++)
        if (ident_at(g->text, g->len, i, v->name) &&
            (i < J->range.begin.offset || i >= J->range.end.offset))
            outside++;
    return outside == 1;
}

/* `double t;` alone on its line in the fragment, for an accumulator
 * that only J named (assigned there, not declared): the line goes too,
 * or the rewritten code would declare a variable it never uses. */
static void accum_drop_decl(struct gen *t, const struct kf_fragment *f,
                            const struct kf_xform_accum *x)
{
    const struct kf_var *v = &f->vars[x->var];
    size_t at = v->decl.offset, line, end;
    if (x->init->kind == KF_STMT_DECL || x->outlives || at >= t->len ||
        at < f->range.begin.offset || at >= f->range.end.offset || indent_of(t, at, &line) < 0)
        return;
    size_t i = at;
    while (i < t->len && t->text[i] != ';' && t->text[i] != '\n' && t->text[i] != '=' &&
           t->text[i] != ',')
        i++;
    if (i >= t->len || t->text[i] != ';')
        return;
    size_t n = i; /* the declarator ends with the name */
    while (n > at && (t->text[n - 1] == ' ' || t->text[n - 1] == '\t'))
        n--;
    size_t nl = strlen(v->name);
    if (n < at + nl || !ident_at(t->text, t->len, n - nl, v->name))
        return;
    for (end = i + 1; end < t->len && (t->text[end] == ' ' || t->text[end] == '\t'); end++)
        ;
    if (end >= t->len || t->text[end] != '\n' || (end = scope_end(t, v)) == t->len)
        return;
    int outside = 0;
    for (size_t k = at; k < end; k++)
        if (ident_at(t->text, t->len, k, v->name) &&
            (k < x->J->range.begin.offset || k >= x->J->range.end.offset))
            outside++;
    if (outside != 1)
        return;
    for (end = i + 1; t->text[end] != '\n'; end++)
        ;
    kf_gen_replace(t, line, end + 1 - line, "%s", "");
}

/* The text with the candidates rewritten (NULL: out of memory). */
static char *accum_rewrite(const struct kf_analysis *a, const char *text, size_t len,
                           struct omp_accums *acc)
{
    struct gen t = {.text = text, .len = len};
    for (int i = 0; i < acc->n; i++) {
        const struct accum_note *n = &acc->note[i];
        if (!n->cand)
            continue;
        const struct kf_fragment *f = NULL;
        for (int fi = 0; fi < a->nfrag; fi++)
            if (a->prog->frags[fi]->id == n->frag)
                f = a->prog->frags[fi];
        size_t b, e;
        char *s = f ? kf_xform_accum_text(text, len, f, &n->x, &b, &e) : NULL;
        if (!s) {
            t.nomem = true;
            break;
        }
        kf_gen_replace(&t, b, e - b, "%s", s);
        free(s);
        accum_drop_decl(&t, f, &n->x);
    }
    char *r = t.nomem ? NULL : apply_edits(&t);
    for (int i = 0; i < t.nedit; i++)
        free(t.edits[i].text);
    free(t.edits);
    return r;
}

static int omp_accumulators(const struct kf_analysis *a, const char *text, size_t len,
                            const struct kf_gen_options *o, struct omp_accums *acc,
                            struct kf_analysis **a2, char **text2)
{
    const struct gen g0 = {.a = a, .text = text, .len = len, .o = o};
    *a2 = NULL;
    *text2 = NULL;
    int ncand = 0;
    for (int fi = 0; fi < a->nfrag; fi++) {
        const struct kf_fragment *f = a->prog->frags[fi];
        for (int l = 0; l < f->nloop; l++) {
            const struct kf_node *J = f->loops[l];
            struct kf_xform_accum x;
            char why[512];
            int r = kf_xform_accum_check(f, text, len, J, &x, why, sizeof why);
            if (r == KF_XFORM_YES && x.outlives && !accum_dead(&g0, &f->vars[x.var], J)) {
                const struct kf_range er = x.elem->range;
                snprintf(why, sizeof why, "%s not accumulated in %.*s: it is declared outside the "
                         "fragment and may be read after %s", f->vars[x.var].name,
                         (int)(er.end.offset - er.begin.offset), text + er.begin.offset, J->id);
                r = KF_XFORM_REFUSED;
            }
            if (r == KF_XFORM_NO)
                continue;
            if (accum_add(acc, f->id, J->id, why) != 0)
                return -1;
            if (r == KF_XFORM_YES) {
                acc->note[acc->n - 1].cand = true;
                acc->note[acc->n - 1].x = x;
                ncand++;
            }
        }
    }
    char *dump = NULL;
    size_t dlen = 0;
    FILE *quiet = open_memstream(&dump, &dlen); /* what the trials would say */
    if (!quiet)
        return -1;
    kf_diag *qd = kf_diag_new(quiet);
    int rc = 0;
    while (ncand > 0 && rc == 0) {
        char *t2 = accum_rewrite(a, text, len, acc);
        if (!t2) {
            rc = -1;
            break;
        }
        struct kf_fe_options fo = *o->fe;
        fo.unsaved_text = t2;
        int errors = kf_diag_errors(qd);
        struct kf_analysis *b = kf_analyze_file(a->prog->file, &fo, qd);
        bool ok = b && b->nfrag == a->nfrag && kf_diag_errors(qd) == errors;
        if (ok) {
            struct kf_gen_options ot = *o;
            ot.explain = NULL;
            char *out = NULL, *dev = NULL;
            acc->trial = true;
            const struct kf_gen_backend *be = NULL;
            for (size_t i = 0; i < sizeof backends / sizeof *backends; i++)
                if (backends[i].target == KF_GEN_OPENMP)
                    be = &backends[i];
            ok = be && gen_run(be, b, t2, strlen(t2), &ot, qd, acc, &out, &dev) == KF_GEN_OK;
            acc->trial = false;
            free(out);
            free(dev);
        }
        int dropped = 0;
        for (int i = 0; i < acc->n; i++) {
            struct accum_note *n = &acc->note[i];
            if (!n->cand || (ok && n->paid))
                continue;
            const struct kf_range er = n->x.elem->range;
            char *why = NULL;
            const char *sn = NULL;
            for (int fi = 0; fi < a->nfrag; fi++)
                if (a->prog->frags[fi]->id == n->frag)
                    sn = a->prog->frags[fi]->vars[n->x.var].name;
            int w = asprintf(&why, "%s not accumulated in %.*s: %s%s", sn ? sn : "?",
                             (int)(er.end.offset - er.begin.offset), text + er.begin.offset,
                             ok && n->refused ? "once rewritten, " : "",
                             !ok ? "the rewritten fragment does not analyse"
                             : n->refused ? n->refused
                                          : "no interchange follows (it is not inside a loop "
                                            "that runs in parallel, or it would not pay)");
            if (w < 0) {
                rc = -1;
                break;
            }
            free(n->why);
            n->why = why;
            n->cand = false;
            dropped++;
            ncand--;
        }
        for (int i = 0; i < acc->n; i++) {
            acc->note[i].paid = false;
            free(acc->note[i].refused);
            acc->note[i].refused = NULL;
        }
        if (dropped == 0 && rc == 0) {
            *a2 = b;
            *text2 = t2;
            break;
        }
        kf_analysis_free(b);
        free(t2);
    }
    kf_diag_free(qd);
    fclose(quiet);
    free(dump);
    return rc;
}
