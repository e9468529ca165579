/*
 * openmp.c: the OpenMP back end (openmp.h): a loop the core plans in parallel
 * gets its directive and clauses, its inner loops interchanged where that
 * pays and SIMD pragmas, or is sunk inside its only inner loop.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/openmp.h"
#include "ir/poly.h"
#include "kforge/kforge.h"
#include "passes/xform.h"

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
bool kf_omp_within(const struct kf_var *v, const struct kf_node *L)
{
    return v->decl.offset >= L->range.begin.offset && v->decl.offset < L->range.end.offset;
}

bool kf_omp_declared_in(const struct kf_var *v, const struct kf_node *L)
{
    return kf_omp_within(v, L) && (v->local || v->kind == KF_VAR_ITER);
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
 *   reduction(op: a[0:n]) the 1-D array ones (kf_gen_plan_loop said they may).
 *   schedule(static, 1) when a bound of an inner loop depends on L's
 *                      iterator: a triangular nest, whose halves of the
 *                      iteration space differ in work; dealt round-robin,
 *                      both threads get about as much.
 */
int kf_omp_clauses(struct gen *g, const struct kf_fragment *f, const struct kf_loop_info *li,
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
        if (!written[v] || red[v] || var->kind == KF_VAR_ARRAY || kf_omp_declared_in(var, L))
            continue;
        if (kf_omp_within(var, L)) {
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
void kf_omp_pragma_before(struct gen *g, size_t at, const char *directive)
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

/*
 * Inside a loop that runs in parallel, the loop pairs that xform.h proves
 * worth interchanging and legal are rewritten (gemm's j, k: B[k][j] then
 * goes stride-1).  The loop above them gets braces when it needs them.
 */
void kf_omp_interchange(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
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
            kf_omp_accums_reached(g, f, J, r, why);
        if (r != KF_XFORM_YES) {
            if (r == KF_XFORM_REFUSED)
                kf_gen_explain(g, "%-8s %s\n", J->id, why);
            kf_omp_interchange(g, f, dp, J);
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

/* Leading white space of the line at `at`, or -1 when something else comes
 * first on that line. */
int kf_omp_indent_of(const struct gen *g, size_t at, size_t *line)
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
int kf_omp_close_text(struct gen *g, FILE *o, char **buf, const size_t *blen)
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
size_t kf_omp_past_semicolon(const struct gen *g, size_t off)
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
    if ((!kf_omp_declared_in(vi, L) && !kf_omp_dead_after(g, vi, L)) || (!kf_omp_declared_in(vj, J) && !kf_omp_dead_after(g, vj, L))) {
        kf_gen_explain(g, "%-8s not moved inside %s: %s or %s is declared outside its loop and may be "
                          "read after it\n", L->id, J->id, vi->name, vj->name);
        return -1;
    }
    size_t line, jline;
    int ind = kf_omp_indent_of(g, L->header.begin.offset, &line);
    int jind = kf_omp_indent_of(g, J->header.begin.offset, &jline);
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
    if (!kf_omp_declared_in(vj, J))
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
    if (kf_omp_close_text(g, o, &buf, &blen) != 0)
        return -1;
    size_t end = kf_omp_past_semicolon(g, L->range.end.offset);
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
 * omp for takes `simd` itself when it is innermost (kf_omp_simd_self), and
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
const char *kf_omp_simd_self(const struct kf_fragment *f, const struct kf_deps *dp,
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
        if (kf_omp_clauses(g, f, kf_gen_loop_info(f, dp, c), &clauses, why, sizeof why) == 0 &&
            !*clauses) {
            kf_gen_explain(g, "%-8s omp simd: it carries no dependence\n", c->id);
            kf_omp_pragma_before(g, c->header.begin.offset, "simd");
        }
        free(clauses);
    }
}

/* Interchange (xform.h) inside L, then SIMD pragmas unless that rewrote
 * the nest (the loops would no longer be where the IR says). */
void kf_omp_inside(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                   const struct kf_node *L)
{
    int before = g->nedit;
    kf_omp_interchange(g, f, dp, L);
    if (g->nedit == before)
        omp_inner_simd(g, f, dp, L);
}

/*
 * A parallel for forks a team each time it runs: openmp_cost.c says whether
 * the work of one execution pays for it (a constant too small: the loop
 * stays sequential; a work known only at run time: if(work >= ...)).  An
 * innermost loop under two loops or more stays sequential whatever its
 * trip count (omp_too_fine): even a parallel for whose if() is false costs
 * the runtime a team of one, and n^2 of those (ludcmp: 1.1 million at
 * n = 1500) cost a third of a second.
 */
/* An innermost loop under two or more loops of the fragment (see above). */
static bool omp_too_fine(const struct kf_node *L)
{
    return L->depth > 1 && !has_inner_loop(L);
}

int kf_omp_parallel_loop(struct gen *g, const struct kf_fragment *f,
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
    int fp = kf_gen_fp_rule(g, f, dp, li, why, sizeof why);
    if (fp < 0) {
        kf_gen_explain(g, "%-8s not in parallel: %s\n", li->loop->id, why);
        return -1;
    }
    if (fp > 0)
        kf_gen_explain(g, "%-8s %s\n", li->loop->id, why);
    if (kf_omp_clauses(g, f, li, &clauses, why, sizeof why) != 0) {
        kf_gen_explain(g, "%-8s not in parallel: %s\n", li->loop->id, why);
        return -1;
    }
    char *dir = NULL, cond[1100] = "", test[1000];
    long work;
    switch (kf_omp_work_test(g, f, &li->loop, 1, li->loop, 1, test, sizeof test, &work)) {
    case KF_OMP_PAYS_NOT:
        kf_gen_explain(g, "%-8s not in parallel: %ld statement instances per fork, fewer than "
                          "the %ld that pay for starting a team\n",
                       li->loop->id, work, kf_omp_min_work(g));
        free(clauses);
        return -1;
    case KF_OMP_PAYS_IF:
        snprintf(cond, sizeof cond, " if(%s)", test);
        kf_gen_explain(g, li->loop->parent ? "%-8s runs many times inside other loops: %s, a "
                                             "team only for enough iterations\n"
                                           : "%-8s %s: a team only for enough work\n",
                       li->loop->id, cond + 1);
        break;
    default:
        break;
    }
    const char *simd = kf_omp_simd_self(f, dp, li->loop, clauses);
    if (asprintf(&dir, "parallel for%s%s%s", simd, clauses, cond) < 0) {
        g->nomem = true;
        dir = NULL;
    }
    free(clauses);
    if (!dir)
        return -1;
    if (kf_omp_tile(g, f, dp, li->loop, dir) == 0) {
        free(dir);
        return 0;
    }
    kf_omp_pragma_before(g, li->loop->header.begin.offset, dir);
    free(dir);
    kf_omp_inside(g, f, dp, li->loop);
    return 0;
}

const struct kf_backend kf_backend_openmp = {
    .target = KF_GEN_OPENMP,
    .name = "openmp",
    .unit = "loop",
    .unit_tail = " in parallel",
    .rewrite = kf_omp_rewrite,
    .notes_free = kf_omp_notes_free,
    .parallel_loop = kf_omp_parallel_loop,
    .sequential_loop = kf_omp_sequential_loop,
    .fragment_done = kf_omp_fragment_done,
};
