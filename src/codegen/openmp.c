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
#include "support/ctext.h"

/* ---- OpenMP ----------------------------------------------------------- */

static void collect_writes(const struct kf_node *n, bool *written, bool *conditional)
{
    if (n->kind == KF_NODE_STMT) {
        const struct kf_stmt *s = n->stmt;
        for (int k = 0; k < s->ncounter; k++) /* its own loops' counters (ir.h) */
            written[s->counters[k]] = true;
        for (int k = 0; k < s->naccess; k++)
            if (s->acc[k].write && s->acc[k].nsub == 0) {
                written[s->acc[k].var] = true;
                if ((s->nif > 0 || !kf_access_sure(&s->acc[k])) && !kf_omp_sure_joint(s, &s->acc[k]))
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
 *   private(...)       scalars written in L, declared outside it, whose
 *                      value after L nobody reads (kf_omp_dead_after) and
 *                      that L does not read: no copy in, no copy back
 *                      (and no address taken for the outlined body, which
 *                      would keep them in memory in the whole function);
 *                      those that L reads are firstprivate instead;
 *   lastprivate(...)   scalars written in L but declared outside it (inner
 *                      iterators, privatised temporaries, L's iterator):
 *                      each thread has its own, and afterwards they hold
 *                      what the sequential program leaves in them.  That
 *                      holds only when every iteration writes them, so a
 *                      scalar written under an if refuses the loop, and
 *                      one that L's last iteration may not write refuses it
 *                      unless it is dead after L (openmp_last.c);
 *   firstprivate(...)  the same but L's iterator, when L may run no
 *                      iteration (the copy back then leaves them as they
 *                      were) or reads them (an iteration may read the
 *                      value from before L).  L's own iterator then needs its init before
 *                      the directive (*pre_init set, when pre_init is not
 *                      NULL and L is at the fragment's top), or its value
 *                      dead after L, else L is refused.
 *   reduction(op: v)   the scalar reductions L carries, and
 *   reduction(op: a[lo:len]) the 1-D array ones (kf_gen_plan_loop said they may:
 *                      kf_gen_array_reduction's section).
 *   schedule(static, 1) when a bound of an inner loop depends on L's
 *                      iterator: a triangular nest, whose halves of the
 *                      iteration space differ in work; dealt round-robin,
 *                      both threads get about as much.
 */
int kf_omp_clauses(struct gen *g, const struct kf_fragment *f, const struct kf_loop_info *li,
                   char **out, bool *pre_init, char *why, size_t nwhy)
{
    const struct kf_node *L = li->loop;
    bool *written = calloc((size_t)f->nvar, sizeof *written);
    bool *cond = calloc((size_t)f->nvar, sizeof *cond);
    bool *red = calloc((size_t)f->nvar, sizeof *red);
    bool *dead = calloc((size_t)f->nvar, sizeof *dead);
    bool *sure = kf_omp_sure_writes(f, L), *rd = kf_omp_reads(L, f->nvar);
    bool once = kf_omp_runs_at(L, -1, 0);
    char *clauses = NULL;
    size_t clen = 0;
    FILE *c = NULL;
    int rc = -1;
    *out = NULL;
    if (!written || !cond || !red || !dead || !sure || !rd || !(c = open_memstream(&clauses, &clen))) {
        g->nomem = true;
        snprintf(why, nwhy, "out of memory");
        goto out;
    }
    collect_writes(L, written, cond);
    for (int r = 0; r < li->nred; r++)
        red[li->reds[r].var] = true;

    /* a value nobody reads after L needs no copy back: private, or
     * firstprivate where an iteration may read the value from before L */
    for (int v = 0; v < f->nvar; v++) {
        const struct kf_var *var = &f->vars[v];
        dead[v] = written[v] && !red[v] && var->kind != KF_VAR_ARRAY &&
                  !kf_omp_declared_in(var, L) && !kf_omp_within(var, L) &&
                  kf_omp_dead_after(g, f, var, L);
    }
    const char *sep = " private(";
    for (int v = 0; v < f->nvar; v++) {
        if (dead[v] && v != L->iter && !rd[v]) {
            fprintf(c, "%s%s", sep, f->vars[v].name);
            sep = ", ";
        }
    }
    if (strcmp(sep, ", ") == 0)
        fputc(')', c);
    sep = " lastprivate(";
    for (int v = 0; v < f->nvar; v++) {
        const struct kf_var *var = &f->vars[v];
        if (!written[v] || red[v] || var->kind == KF_VAR_ARRAY || kf_omp_declared_in(var, L) ||
            dead[v])
            continue;
        if (kf_omp_within(var, L)) {
            snprintf(why, nwhy, "the static %s declared in it is shared by its iterations",
                     var->name);
            goto out;
        }
        /* a write under an if may be skipped in the last iteration; one
         * that runs there for sure as well (i = find(..); if (i < 0) i =
         * n - 1;: particlefilter's resampling loop) leaves that
         * iteration's value, whatever the if does after it */
        if (cond[v] && var->kind != KF_VAR_ITER && !sure[v] && !sure[f->nvar + v]) {
            snprintf(why, nwhy, "%s is written under an if, so lastprivate could be wrong",
                     var->name);
            goto out;
        }
        if (v != L->iter && !sure[v] && !sure[f->nvar + v] && !kf_omp_dead_after(g, f, var, L)) {
            snprintf(why, nwhy, "%s may not be written in its last iteration (an inner loop "
                                "may run no iteration there), so lastprivate could be wrong",
                     var->name);
            goto out;
        }
        if (v == L->iter && !once && !kf_omp_dead_after(g, f, var, L)) {
            if (!pre_init || !kf_omp_in_block(g, f, L)) {
                snprintf(why, nwhy, "it may run no iteration, and lastprivate would then "
                                    "leave %s undefined",
                         var->name);
                goto out;
            }
            *pre_init = true;
        }
        fprintf(c, "%s%s", sep, var->name);
        sep = ", ";
    }
    if (strcmp(sep, ", ") == 0)
        fputc(')', c);
    sep = " firstprivate(";
    for (int v = 0; v < f->nvar; v++) {
        const struct kf_var *var = &f->vars[v];
        if (written[v] && !red[v] && var->kind != KF_VAR_ARRAY && !kf_omp_declared_in(var, L) &&
            v != L->iter && (dead[v] ? rd[v] : !once || rd[v] || !sure[v])) {
            fprintf(c, "%s%s", sep, var->name);
            sep = ", ";
        }
    }
    if (strcmp(sep, ", ") == 0)
        fputc(')', c);
    /* arrays whose values do not cross iterations (deps.c, a local scratch
     * array): each thread's copy starts as the array was, and nobody may
     * read it after L, since no copy comes back */
    for (int k = 0; k < li->nprivate; k++) {
        const struct kf_var *var = &f->vars[li->privates[k]];
        if (var->kind != KF_VAR_ARRAY)
            continue;
        if (!kf_omp_dead_after(g, f, var, L)) {
            snprintf(why, nwhy, "the array %s would be private to each thread, but it may be "
                                "read after the loop", var->name);
            goto out;
        }
        fprintf(c, " firstprivate(%s)", var->name);
    }
    for (int r = 0; r < li->nred; r++) {
        const char *op = omp_reduction_op(li->reds[r].op);
        const struct kf_var *var = &f->vars[li->reds[r].var];
        if (!op) {
            snprintf(why, nwhy, "no OpenMP reduction operator for %s", var->name);
            goto out;
        }
        if (var->kind == KF_VAR_ARRAY) {
            kf_arena *ar = kf_arena_new();
            const char *sec = ar ? kf_gen_array_reduction(g, f, L, &li->reds[r], ar, why, nwhy)
                                 : NULL;
            if (sec)
                fprintf(c, " reduction(%s: %s[%s])", op, var->name, sec);
            kf_arena_free(ar);
            if (!sec)
                goto out;
        } else
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
    free(dead);
    free(sure);
    free(rd);
    return rc;
}

/* Puts "#pragma omp DIRECTIVE" on its own line before the text at `at`,
 * indented as that line is. */
void kf_omp_pragma_before(struct gen *g, size_t at, const char *directive)
{
    size_t line;
    if (kf_ctext_indent(g->text, at, &line) >= 0)
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
        bool *dead = J->kind == KF_NODE_LOOP ? kf_omp_dead_iters(g, f, J) : NULL;
        int r = J->kind == KF_NODE_LOOP ? kf_xform_interchange_check(f, dp, J, dead, why, sizeof why)
                                        : KF_XFORM_NO;
        free(dead);
        size_t begin, end;
        /* J carried no dependence: neither does its copy innermost (simd,
         * see omp_inner_simd) */
        const struct kf_loop_info *ji = J->kind == KF_NODE_LOOP ? kf_gen_loop_info(f, dp, J) : NULL;
        bool simd = ji && ji->verdict == KF_PARALLEL && !J->early_exit &&
                    !kf_omp_pretile_recording(g); /* that text is analysed again */
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
        kf_omp_pretile_why(g, "%-8s %s, before the plan: the nest it makes is tiled\n", J->id, why);
        const struct kf_node *P = J->parent;
        bool braces = P->nchild == 1 && g->text[P->body.begin.offset] != '{';
        if (braces)
            kf_gen_replace(g, kf_xform_header_end(g->text, g->len, P), 0, " {");
        kf_gen_replace(g, begin, end - begin, "%s", text);
        if (braces) {
            size_t line = kf_ctext_line_start(g->text, P->header.begin.offset);
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

/* xform.h's answer r for loop L: 0 for KF_XFORM_YES, else -1, with the
 * reason (why) on --explain when the transform was refused. */
int kf_omp_xform_yes(struct gen *g, const struct kf_node *L, int r, const char *why)
{
    if (r == KF_XFORM_REFUSED)
        kf_gen_explain(g, "%-8s %s\n", L->id, why);
    return r == KF_XFORM_YES ? 0 : -1;
}

/* A memstream over *buf and *blen for rewritten text (kf_omp_close_text
 * closes it); NULL, noted in g, when out of memory. */
FILE *kf_omp_open_text(struct gen *g, char **buf, size_t *blen)
{
    FILE *o = open_memstream(buf, blen);
    if (!o)
        g->nomem = true;
    return o;
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

/* The indentation of L's header line (its start in *line), or -1 when
 * something comes before the header there; in unit, one level of it: what
 * inner loop J's line adds to L's, or a tab when J's line does not extend
 * L's. */
int kf_omp_indents(const struct gen *g, const struct kf_node *L, const struct kf_node *J,
                   size_t *line, char *unit, size_t nunit)
{
    size_t jline;
    int ind = kf_ctext_indent(g->text, L->header.begin.offset, line);
    int jind = kf_ctext_indent(g->text, J->header.begin.offset, &jline);
    if (ind < 0 || jind < 0)
        return -1;
    snprintf(unit, nunit, "\t");
    if (jind > ind && strncmp(g->text + *line, g->text + jline, (size_t)ind) == 0)
        snprintf(unit, nunit, "%.*s", jind - ind, g->text + jline + ind);
    return ind;
}

/* L sunk inside its only inner loop J (xform.h, kf_xform_sink_check): the
 * nest rewritten as one region, J run by every thread, L shared out with
 * the same static schedule each time and no barrier.  0, or -1 when it
 * does not apply (the caller goes on with a parallel for). */
static int omp_sink(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                    const struct kf_node *L)
{
    char why[512];
    if (kf_omp_xform_yes(g, L, kf_xform_sink_check(f, dp, L, why, sizeof why), why) != 0)
        return -1;
    const struct kf_node *J = L->child[0];
    const struct kf_var *vi = &f->vars[L->iter], *vj = &f->vars[J->iter];
    if ((!kf_omp_declared_in(vi, L) && !kf_omp_dead_after(g, f, vi, L)) ||
        (!kf_omp_declared_in(vj, J) && !kf_omp_dead_after(g, f, vj, L))) {
        kf_gen_explain(g, "%-8s not moved inside %s: %s or %s is declared outside its loop and may be "
                          "read after it\n", L->id, J->id, vi->name, vj->name);
        return -1;
    }
    /* one fork for the whole nest (grain pass): too little work keeps the
     * plain path, which then says so; a work known only at run time gives
     * the region an if(), a team of one below it */
    char test[1000] = "";
    long work, need;
    enum kf_omp_pays pays = kf_gen_pass_on(g, KF_PASS_GRAIN)
                                ? kf_omp_work_test(g, f, &L, 1, L, 1, test, sizeof test, &work,
                                                   &need)
                                : KF_OMP_PAYS;
    if (pays == KF_OMP_PAYS_NOT) {
        kf_gen_explain(g, "%-8s not moved inside %s: %ld statement instances per fork, fewer "
                          "than the %ld that pay for %s\n",
                       L->id, J->id, work, need, kf_omp_pays_for(g, need, 1));
        return -1;
    }
    if (pays != KF_OMP_PAYS_IF)
        test[0] = 0;
    size_t line;
    char unit[64];
    int ind = kf_omp_indents(g, L, J, &line, unit, sizeof unit);
    if (ind < 0)
        return -1;
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = kf_omp_open_text(g, &buf, &blen);
    if (!o)
        return -1;
    const char *in = g->text + line;
    size_t je = kf_xform_header_end(g->text, g->len, J), le = kf_xform_header_end(g->text, g->len, L);
    fprintf(o, "%.*s#pragma omp parallel", ind, in);
    if (!kf_omp_declared_in(vj, J))
        fprintf(o, " private(%s)", vj->name);
    if (test[0])
        fprintf(o, " if(%s)", test);
    fprintf(o, "\n%.*s%.*s\n", ind, in, (int)(je - J->header.begin.offset),
            g->text + J->header.begin.offset);
    /* L, now innermost, carries no dependence (its verdict): its lanes
     * may run at once, and gcc vectorises an outlined loop only when told
     * so (see SIMD lanes below) */
    bool simd = kf_gen_pass_on(g, KF_PASS_SIMD) && !L->early_exit && !J->early_exit;
    for (int i = 0; i < J->nchild; i++)
        simd &= J->child[i]->kind == KF_NODE_STMT;
    fprintf(o, "%.*s%s#pragma omp for%s schedule(static) nowait\n", ind, in, unit,
            simd ? " simd" : "");
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
    kf_gen_explain(g, "%-8s %s%s\n", L->id, why,
                   simd ? "; omp for simd: it carries no dependence" : "");
    if (test[0])
        kf_gen_explain(g, "%-8s its region forks a team only for enough work: if(%s)\n", L->id,
                       test);
    return 0;
}

/* Does loop n hold another loop (through ifs)? */
bool kf_omp_has_inner_loop(const struct kf_node *n)
{
    for (int i = 0; i < n->nchild + n->nelse; i++) {
        const struct kf_node *c = i < n->nchild ? n->child[i] : n->else_child[i - n->nchild];
        if (c->kind == KF_NODE_LOOP || (c->kind == KF_NODE_IF && kf_omp_has_inner_loop(c)))
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
bool kf_omp_simd_candidate(const struct kf_fragment *f, const struct kf_deps *dp,
                           const struct kf_node *L)
{
    const struct kf_loop_info *li = kf_gen_loop_info(f, dp, L);
    return L->kind == KF_NODE_LOOP && !kf_omp_has_inner_loop(L) && !L->early_exit && li &&
           li->verdict == KF_PARALLEL;
}

/* " simd" for the loop of an omp for with these clauses, or "". */
const char *kf_omp_simd_self(const struct gen *g, const struct kf_fragment *f,
                             const struct kf_deps *dp, const struct kf_node *L,
                             const char *clauses)
{
    /* array sections and chunks of one are left to the plain for; so is
     * firstprivate, which GCC 12's `for simd` leaves unset in its lanes
     * (s += c then starts from 0: seed 5364 of tests/diff) */
    bool simd = kf_gen_pass_on(g, KF_PASS_SIMD) && kf_omp_simd_candidate(f, dp, L) &&
                !strstr(clauses, "reduction") && !strstr(clauses, "schedule") &&
                !strstr(clauses, "firstprivate");
    return simd ? " simd" : "";
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
        if (!kf_omp_simd_candidate(f, dp, c)) {
            omp_inner_simd(g, f, dp, c);
            continue;
        }
        char *clauses = NULL, why[256];
        if (kf_omp_clauses(g, f, kf_gen_loop_info(f, dp, c), &clauses, NULL, why, sizeof why) == 0 &&
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
    enum kf_gen_pass was = kf_gen_pass_enter(g, KF_PASS_INTERCHANGE);
    if (kf_gen_pass_on(g, KF_PASS_INTERCHANGE))
        kf_omp_interchange(g, f, dp, L);
    if (kf_omp_pretile_recording(g))
        kf_omp_pretile_record(g, f, L, before);
    g->pass = KF_PASS_SIMD;
    if (g->nedit == before && kf_gen_pass_on(g, KF_PASS_SIMD))
        omp_inner_simd(g, f, dp, L);
    g->pass = was;
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
    return L->depth > 1 && !kf_omp_has_inner_loop(L);
}

/* A loop whose work is known only at run time runs as written when there is
 * too little: "if (test) { the parallel loop } else { the loop }".  An
 * if(false) clause alone still calls into the OpenMP runtime, which runs
 * the outlined body in a team of one: about 0.35 us a call, as much as
 * jacobi-1d's whole loop of 2,000 iterations at PolyBench's LARGE size. */
static int omp_version_loop(struct gen *g, const struct kf_node *L, const char *test)
{
    return kf_omp_version(g, L->header.begin.offset, L->range.end.offset, test, false);
}

/* end moved past the closing braces of the blocks that text[begin, end)
 * opens and leaves open (a fragment's last statements in a block of their
 * own, as order-keep writes a rescheduled nest: its roots end before the
 * block's brace), so that a version's copies pair their braces. */
static size_t omp_close_blocks(const struct gen *g, size_t begin, size_t end)
{
    long open = 0;
    for (size_t i = begin; i < end && i < g->len; i++) {
        size_t past = kf_ctext_skip(g->text, end, i, false);
        if (past != i) {
            i = past - 1;
            continue;
        }
        open += g->text[i] == '{' ? 1 : g->text[i] == '}' ? -1 : 0;
    }
    while (open > 0) {
        size_t e = end;
        while (e < g->len && strchr(" \t\r\n", g->text[e]))
            e++;
        if (e >= g->len || g->text[e] != '}')
            break; /* not a block's end: left as it is (the version is then cut) */
        end = e + 1;
        open--;
    }
    return end;
}

int kf_omp_version(struct gen *g, size_t begin, size_t end, const char *cond, bool required)
{
    size_t line;
    if (kf_ctext_indent(g->text, begin, &line) >= 0) /* from its line's start */
        begin = line;
    end = omp_close_blocks(g, begin, kf_omp_past_semicolon(g, end));
    if (required) {
        kf_gen_version_required(g, begin, end, cond);
        return -1;
    }
    return kf_gen_version(g, begin, end, cond);
}

int kf_omp_version_guard(struct gen *g, const struct kf_node *L, const char *cond)
{
    size_t begin = L->header.begin.offset, line;
    if (kf_ctext_indent(g->text, begin, &line) >= 0)
        begin = line;
    size_t end = omp_close_blocks(g, begin, kf_omp_past_semicolon(g, L->range.end.offset));
    return kf_gen_version_guard(g, begin, end, cond);
}

/* The fragment's warning names the reason a parallel loop stays
 * sequential ("L2 parallel" alone would contradict itself); the first
 * reason found is kept. */
static void omp_why_not(struct gen *g, const struct kf_fragment *f, const struct kf_node *L,
                        const char *why)
{
    if (!g->why_not[0])
        snprintf(g->why_not, sizeof g->why_not, "%s (%s) is parallel but not run so: %s", L->id,
                 f->vars[L->iter].name, why);
}

/*
 * L's induction variables (ir.h, struct kf_induct), private to each
 * iteration (the analysis lists them privatised, lastprivate and
 * firstprivate as any scalar that outlives L):
 *
 *   for (i = lb; i < n; i++) {        { const int kf_k_0 = k;
 *       out[k++] = a[i];        ==>   #pragma omp parallel for lastprivate(k) firstprivate(k)
 *   }                                 for (i = lb; i < n; i++) { k = kf_k_0 + 1 * (i - (lb));
 *                                         out[k++] = a[i];
 *                                     }
 *                                     }
 * The last iteration leaves base + step * trips in k, as the loop does.
 */
void kf_omp_induct_set(const struct kf_fragment *f, const struct kf_node *L, int i,
                       const char *base, const char *lb, char *buf, size_t n)
{
    const char *k = f->vars[L->induct[i].var].name;
    snprintf(buf, n, "%s = %s + %ld * (%s - (%s));", k, base, L->induct[i].step,
             f->vars[L->iter].name, lb);
}

static void omp_induct(struct gen *g, const struct kf_fragment *f, const struct kf_node *L)
{
    if (L->ninduct == 0)
        return;
    size_t at = L->header.begin.offset, line = at;
    int ind = 0; /* L's indentation when it starts its line */
    if (kf_ctext_indent(g->text, at, &line) >= 0) {
        ind = (int)(at - line);
        at = line;
    }
    size_t end = kf_omp_past_semicolon(g, L->range.end.offset);
    char lb[256];
    lb[0] = 0;
    kf_poly_print(f, L->lb[0], lb, sizeof lb);
    const char *it = f->vars[L->iter].name;
    size_t b = L->body.begin.offset, be = kf_omp_past_semicolon(g, L->body.end.offset);
    bool brace = b < g->len && g->text[b] == '{';
    for (int i = 0; i < L->ninduct; i++) {
        const struct kf_var *k = &f->vars[L->induct[i].var];
        kf_gen_replace(g, at, 0, "%.*s{ const %s kf_%s_0 = %s;\n", ind, g->text + line, k->type,
                       k->name, k->name);
        char base[160], set[640];
        snprintf(base, sizeof base, "kf_%s_0", k->name);
        kf_omp_induct_set(f, L, i, base, lb, set, sizeof set);
        kf_gen_replace(g, brace ? b + 1 : b, 0, "%s %s%s", brace ? "" : "{", set,
                       brace ? "" : " ");
    }
    if (!brace)
        kf_gen_replace(g, be, 0, " }");
    for (int i = 0; i < L->ninduct; i++)
        kf_gen_replace(g, end, 0, "\n%.*s}", ind, g->text + line);
    kf_gen_explain(g, "%-8s sets its induction variable%s at the top of each iteration from %s\n",
                   L->id, L->ninduct > 1 ? "s" : "", it);
}

/* L runs inside another loop of the fragment (an if between them or not) */
static bool omp_nested(const struct kf_node *L)
{
    for (const struct kf_node *p = L->parent; p; p = p->parent)
        if (p->kind == KF_NODE_LOOP)
            return true;
    return false;
}

int kf_omp_parallel_loop(struct gen *g, const struct kf_fragment *f,
                         const struct kf_deps *dp, const struct kf_loop_info *li)
{
    if (!kf_gen_pass_on(g, KF_PASS_PARALLEL_FOR))
        return -1;
    enum kf_gen_pass was = kf_gen_pass_enter(g, KF_PASS_SINK);
    int sunk = kf_gen_pass_on(g, KF_PASS_SINK) ? omp_sink(g, f, dp, li->loop) : -1;
    g->pass = was;
    if (sunk == 0)
        return 0;
    bool grain = kf_gen_pass_on(g, KF_PASS_GRAIN);
    if (grain && omp_too_fine(li->loop)) {
        kf_gen_dump(g, KF_PASS_GRAIN, "-- grain: %s (line %u) stays sequential\n", li->loop->id,
                    li->loop->header.begin.line);
        kf_gen_explain(g, "%-8s not in parallel: an innermost loop under %d sequential loops "
                          "would fork and join a team at each of their iterations\n",
                       li->loop->id, li->loop->depth);
        omp_why_not(g, f, li->loop, "an innermost loop under sequential loops would fork a "
                                    "team at each of their iterations");
        return -1;
    }
    char *clauses, why[256];
    int fp = kf_gen_fp_rule(g, f, dp, li, why, sizeof why);
    if (fp < 0) {
        kf_gen_explain(g, "%-8s not in parallel: %s\n", li->loop->id, why);
        omp_why_not(g, f, li->loop, why);
        return -1;
    }
    if (fp > 0)
        kf_gen_explain(g, "%-8s %s\n", li->loop->id, why);
    bool pre_init = false;
    if (kf_omp_clauses(g, f, li, &clauses, &pre_init, why, sizeof why) != 0) {
        kf_gen_explain(g, "%-8s not in parallel: %s\n", li->loop->id, why);
        if (!g->why_not[0])
            snprintf(g->why_not, sizeof g->why_not, "%s (%s) is parallel but not run so: %s",
                     li->loop->id, f->vars[li->loop->iter].name, why);
        return -1;
    }
    char *dir = NULL, cond[1100] = "", test[1000];
    long work, need;
    switch (grain ? kf_omp_work_test(g, f, &li->loop, 1, li->loop, 1, test, sizeof test, &work,
                                     &need)
                  : KF_OMP_PAYS) {
    case KF_OMP_PAYS_NOT:
        kf_gen_dump(g, KF_PASS_GRAIN, "-- grain: %s (line %u) stays sequential: %ld per fork\n",
                    li->loop->id, li->loop->header.begin.line, work);
        kf_gen_explain(g, "%-8s not in parallel: %ld statement instances per fork, fewer than "
                          "the %ld that pay for %s\n",
                       li->loop->id, work, need, kf_omp_pays_for(g, need, 1));
        char w[200];
        snprintf(w, sizeof w, "%ld statement instances per fork, fewer than the %ld that pay "
                              "for %s (--min-work)", work, need, kf_omp_pays_for(g, need, 1));
        omp_why_not(g, f, li->loop, w);
        free(clauses);
        return -1;
    case KF_OMP_PAYS_UNKNOWN:
        /* a bound kforge cannot read (spmv's rp[i]..rp[i + 1]): one fork
         * may do any work, and a loop around it repeats the fork (spmv:
         * 3,000 teams for 7 iterations each ran 300x slower) */
        if (!omp_nested(li->loop))
            break;
        kf_gen_explain(g, "%-8s not in parallel: its work per fork is unknown (bounds kforge "
                          "cannot read) and the loops around it would fork a team at each "
                          "of their iterations\n",
                       li->loop->id);
        omp_why_not(g, f, li->loop, "its work per fork is unknown and the loops around it "
                                    "would fork at each of their iterations");
        free(clauses);
        return -1;
    case KF_OMP_PAYS_IF:
        snprintf(cond, sizeof cond, " if(%s)", test);
        kf_gen_dump(g, KF_PASS_GRAIN, "-- grain: %s (line %u) gets %s\n", li->loop->id,
                    li->loop->header.begin.line, cond + 1);
        kf_gen_explain(g, li->loop->parent ? "%-8s runs many times inside other loops: %s, a "
                                             "team only for enough iterations\n"
                                           : "%-8s %s: a team only for enough work\n",
                       li->loop->id, cond + 1);
        break;
    default:
        break;
    }
    /* GCC's simd copies an undefined iterator back even then: no simd */
    const char *simd = pre_init ? "" : kf_omp_simd_self(g, f, dp, li->loop, clauses);
    omp_induct(g, f, li->loop); /* first: its brace opens before the rest */
    if (pre_init)
        kf_omp_init_before(g, li->loop);
    if (asprintf(&dir, "parallel for%s%s%s", simd, clauses, cond) < 0) {
        g->nomem = true;
        dir = NULL;
    }
    free(clauses);
    if (!dir)
        return -1;
    if (*cond) { /* the if() clause stays: the fallback where a version cannot be cut */
        int v = omp_version_loop(g, li->loop, test);
        kf_omp_version_simd(g, v, f, dp, li->loop);
    }
    if (li->loop->ninduct == 0 && kf_omp_tile(g, f, dp, li->loop, dir) == 0) {
        free(dir);
        return 0;
    }
    was = kf_gen_pass_enter(g, KF_PASS_PARALLEL_FOR);
    kf_omp_pragma_before(g, li->loop->header.begin.offset, dir);
    g->pass = was;
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
    .fragment_deps = kf_omp_alias_deps,
    .parallel_loop = kf_omp_parallel_loop,
    .sequential_loop = kf_omp_sequential_loop,
    .fragment_done = kf_omp_fragment_done,
};
