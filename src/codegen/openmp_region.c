/*
 * openmp_region.c: OpenMP's parallel regions around sequential loops (openmp.h): a time
 * loop's body as omp for and omp single constructs in one region, loops
 * split around their inner loop, and the text facts those need (is a
 * variable dead after a loop, where its scope ends).
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/map.h>

#include "codegen/openmp.h"
#include "ir/poly.h"
#include "kforge/kforge.h"
#include "passes/xform.h"
#include "support/ctext.h"

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
 *     each thread), or outside it but never read after it (kf_omp_dead_after):
 *     then private(t), whose final value is lost;
 *   - its bounds are known (affine in the fragment's unwritten integers),
 *     so every thread sees the same trip count; and it has no early exit;
 *   - its body is only parallel loops and plain expression statements, and
 *     declares no variable outside those loops: such a variable would be
 *     one per thread, which a single cannot set for all; an if or a loop
 *     would need its own rule;
 *   - every parallel loop gets its clauses (kf_omp_clauses);
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
    kf_omp_pragma_before(g, first->range.begin.offset, nowait ? "single nowait" : "single");
    if (first == last)
        return;
    size_t at = first->range.begin.offset, line = kf_ctext_line_start(g->text, at);
    int ind = (int)(at - line);
    kf_gen_replace(g, at, 0, "{\n%.*s", ind, g->text + line);
    size_t end = last->range.end.offset;
    while (end < g->len && g->text[end] != ';')
        end++;
    if (end < g->len)
        end++;
    kf_gen_replace(g, end, 0, "\n%.*s}", ind, g->text + line);
}

/* Does a #define of the file name `name` (a macro could read it)? */
bool kf_omp_named_in_macro(const struct gen *g, const char *name)
{
    for (const char *d = g->text; (d = strstr(d, "#define")) != NULL; d++) {
        size_t i = (size_t)(d - g->text);
        for (; i < g->len && g->text[i] != '\n'; i++)
            if (kf_ctext_ident_at(g->text, g->len, i, name))
                return true;
    }
    return false;
}

/* The offset of the '}' that closes the block v is declared in (g->len
 * when there is none: a file-scope name). */
size_t kf_omp_scope_end(const struct gen *g, const struct kf_var *v)
{
    int depth = 0;
    size_t end = g->len;
    for (size_t i = v->decl.offset; i < g->len && end == g->len; i++) {
        char c = g->text[i];
        size_t past = kf_ctext_skip(g->text, g->len, i, false);
        if (past != i) {
            i = past - 1; /* comments and literals hold no braces */
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
    if (kf_omp_xform_yes(g, L, kf_xform_split_check(f, dp, L, why, sizeof why), why) != 0)
        return -1;
    int kpos = 0;
    while (L->child[kpos]->kind != KF_NODE_LOOP)
        kpos++;
    const struct kf_node *K = L->child[kpos];
    const struct kf_var *vj = &f->vars[L->iter], *vk = &f->vars[K->iter];
    /* no lastprivate on loops that end with nowait: the values must be dead */
    if ((!kf_omp_declared_in(vj, L) && !kf_omp_dead_after(g, f, vj, T)) ||
        (!kf_omp_declared_in(vk, K) && !kf_omp_dead_after(g, f, vk, T))) {
        kf_gen_explain(g, "%-8s not split around %s: %s or %s is declared outside its loop and may "
                          "be read after %s\n", L->id, K->id, vj->name, vk->name, T->id);
        return -1;
    }
    size_t line;
    char in[128], unit[64], in2[256];
    int ind = kf_omp_indents(g, L, K, &line, unit, sizeof unit);
    if (ind < 0)
        return -1;
    snprintf(in, sizeof in, "%.*s", ind, g->text + line);
    snprintf(in2, sizeof in2, "%s%s", in, unit);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = kf_omp_open_text(g, &buf, &blen);
    if (!o)
        return -1;
    /* Each copy of L holds only statements (the split's shape) and L
     * carries no dependence, its scalars none private (the split refuses
     * one): its lanes may run at once, as the sink's copy (openmp.c,
     * SIMD lanes).  Without `simd` gcc -O2 kept doitgen's copy inside s
     * scalar, sum (a parameter) possibly overlapping A and C4: 3 loads and
     * 2 arithmetic instructions per element (docs/c-loops.md, doitgen).
     * The copies' nowait then rests, as the sink's does, on GCC (and
     * clang) dealing a `for simd` with schedule(static) and no simd
     * modifier as the plain `for`: OpenMP 5.2 11.5.3 promises the same
     * assignment only for loops that are not simd (omp_for_nowait below
     * keeps to it); `--disable=simd` gives the copies without it. */
    bool simd = kf_gen_pass_on(g, KF_PASS_SIMD) && !L->early_exit && !K->early_exit;
    const char *fs = simd ? "for simd schedule(static)" : "for schedule(static)";
    char fsn[64];
    snprintf(fsn, sizeof fsn, "%s nowait", fs);
    if (kpos > 0)
        put_split(o, g, L, 0, kpos, in, unit, fsn);
    size_t ke = kf_xform_header_end(g->text, g->len, K);
    fprintf(o, "%s%.*s%s\n", in, (int)(ke - K->header.begin.offset),
            g->text + K->header.begin.offset, "");
    size_t le = kf_xform_header_end(g->text, g->len, L);
    fprintf(o, "%s#pragma omp %s\n%s%.*s%s\n", in2, fsn, in2,
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
        put_split(o, g, L, kpos + 1, L->nchild, in, unit, fs);
    else
        fprintf(o, "%s#pragma omp barrier\n", in);
    if (kf_omp_close_text(g, o, &buf, &blen) != 0)
        return -1;
    size_t end = kf_omp_past_semicolon(g, L->range.end.offset);
    /* T's body gets braces when L was all of it */
    bool braces = T->nchild == 1 && g->text[T->body.begin.offset] != '{';
    if (braces)
        kf_gen_replace(g, kf_xform_header_end(g->text, g->len, T), 0, " {");
    kf_gen_replace(g, line, end - line, "%s", buf);
    if (braces) {
        size_t tl;
        int tind = kf_ctext_indent(g->text, T->header.begin.offset, &tl);
        kf_gen_replace(g, end, 0, "\n%.*s}", tind < 0 ? 0 : tind, g->text + tl);
    }
    free(buf);
    if (!kf_omp_declared_in(vk, K)) {
        size_t n = strlen(more);
        snprintf(more + n, nmore - n, "%s%s", n ? ", " : "", vk->name);
    }
    kf_gen_explain(g, "%-8s %s%s\n", L->id, why,
                   simd ? "; omp for simd on its copies: it carries no dependence" : "");
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

static bool loop_holds_loop(const struct kf_node *n)
{
    for (int i = 0; i < n->nchild; i++)
        if (n->child[i]->kind != KF_NODE_STMT)
            return true;
    return false;
}

static bool bound_moves(const struct kf_node *L, int var)
{
    for (int b = 0; b < L->nlb + L->nub; b++) {
        const struct kf_poly *p = b < L->nlb ? L->lb[b] : L->ub[b - L->nlb];
        for (int t = 0; p && t < p->nterm; t++)
            for (int k = 0; k < p->term[t].nvar; k++)
                if (p->term[t].vars[k] == var)
                    return true;
    }
    return false;
}

/* Does dependence dep join two instances whose schedules differ at dim? 1
 * yes, 0 no, -1 when isl fails. */
static int dep_crosses(const struct kf_model *mo, const struct kf_dep *dep, int dim)
{
    char buf[2048];
    size_t n = 0;
    n += (size_t)snprintf(buf + n, sizeof buf - n, "{ [");
    for (int d = 0; d < mo->schedule_dims && n < sizeof buf; d++)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%sa%d", d ? ", " : "", d);
    if (n < sizeof buf)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "] -> [");
    for (int d = 0; d < mo->schedule_dims && n < sizeof buf; d++)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%sb%d", d ? ", " : "", d);
    if (n < sizeof buf)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "] : b%d != a%d }", dim, dim);
    if (n >= sizeof buf)
        return -1;
    isl_map *m = isl_map_read_from_str(mo->ctx, buf);
    if (!m)
        return -1;
    return kf_dep_meets(mo, dep, m);
}

/*
 * May the omp for that ends T's body (L, its last child) go without its
 * barrier?  As for the single above, L's iterations may then run beside
 * those of the first construct F of T's next iteration, and nothing else:
 * F ends with a barrier.  OpenMP gives the same thread the same iterations
 * of two loops with schedule(static) and no chunk, as many iterations, in
 * one region, neither a simd loop (OpenMP 5.2, 11.5.3; kf_xform_sink_check
 * relies on it too): so it holds when F is a loop too, both have the same
 * bounds, which no iterator of T or below moves, and every dependence from
 * L's statements to F's joins equal values of their iterators (doitgen:
 * the last loop reads sum[p], the next q's first loop writes sum[p]).  L
 * then loses its simd, so only a loop with no inner loop beside one that
 * has some is taken: its simd saves a part of a light loop, the barrier
 * costs as much as --min-work statement instances (openmp_cost.c).  L
 * takes no reduction, lastprivate or chunk: they need the barrier, or
 * give another thread the iteration.  NULL when it may, else why not.
 */
static const char *omp_for_nowait(const struct kf_fragment *f, const struct kf_deps *dp,
                                  const struct kf_node *T, char *const *clauses, bool *shaped,
                                  char *buf, size_t nbuf)
{
    *shaped = false;
    const struct kf_node *F = T->child[0], *L = T->child[T->nchild - 1];
    if (T->nchild < 2 || F->kind != KF_NODE_LOOP || L->kind != KF_NODE_LOOP)
        return "its body does not begin and end with a parallel loop";
    if (loop_holds_loop(L))
        return "its last loop holds a loop of its own";
    bool heavy = false;
    for (int i = 0; i < T->nchild - 1; i++)
        heavy |= T->child[i]->kind == KF_NODE_LOOP && loop_holds_loop(T->child[i]);
    if (!heavy)
        return "no loop of its body holds a loop: the last one keeps its simd";
    *shaped = true; /* from here on, --explain says why not */
    const char *cl = clauses[T->nchild - 1] ? clauses[T->nchild - 1] : "";
    if (strstr(cl, "reduction") || strstr(cl, "lastprivate") || strstr(cl, "schedule"))
        return "its last loop's clauses need the barrier or a schedule of their own";
    if (clauses[0] && strstr(clauses[0], "schedule"))
        return "its first loop has a schedule of its own";
    if (F->nlb != 1 || F->nub != 1 || L->nlb != 1 || L->nub != 1 || F->step != L->step ||
        !kf_poly_equal(F->lb[0], L->lb[0]) || !kf_poly_equal(F->ub[0], L->ub[0]))
        return "its first and last loops have other bounds";
    for (int v = 0; v < f->nvar; v++)
        if (f->vars[v].kind == KF_VAR_ITER && bound_moves(F, v))
            return "the bounds of its first loop use an iterator";
    const struct kf_model *mo = dp->m;
    for (int d = 0; d < dp->ndep; d++) {
        const struct kf_dep *dep = &dp->deps[d];
        if (!node_holds(L, f->stmts[dep->src]) || !node_holds(F, f->stmts[dep->dst]))
            continue;
        int c = dep_crosses(mo, dep, 2 * F->depth + 1);
        if (c < 0)
            return "isl failed";
        if (c > 0) {
            snprintf(buf, nbuf, "the %s dependence on %s from S%d (line %u) to S%d (line %u) "
                     "joins other iterations of %s and %s", kf_dep_kind_name(dep->kind),
                     f->vars[dep->var].name, f->stmts[dep->src]->id,
                     f->stmts[dep->src]->range.begin.line, f->stmts[dep->dst]->id,
                     f->stmts[dep->dst]->range.begin.line, L->id, F->id);
            return buf;
        }
    }
    return NULL;
}

/* Each omp for and omp single of T's body ends with a barrier at every
 * iteration of T: the work of its parallel loops, on the average over T's
 * iterations (openmp_cost.c), must pay for as many barriers.  One big
 * loop carries a small one beside it (gramschmidt: a norm of m terms, then
 * an update of n x m).  A constant too small refuses the region; a work
 * known only at run time makes the test in cond, and T two versions (kf_gen_version):
 * even a team of one pays for its constructs at every iteration (durbin
 * ran at 0.70x so), where the loop as written pays nothing. */
static int region_work(struct gen *g, const struct kf_fragment *f, const struct kf_node *T,
                       int barriers, char *cond, size_t n)
{
    if (!kf_gen_pass_on(g, KF_PASS_GRAIN))
        return 0;
    const struct kf_node **loops = calloc((size_t)T->nchild + 1, sizeof *loops);
    if (!loops) {
        g->nomem = true;
        return -1;
    }
    int nloop = 0;
    for (int i = 0; i < T->nchild; i++)
        if (T->child[i]->kind == KF_NODE_LOOP)
            loops[nloop++] = T->child[i];
    long work, need;
    enum kf_omp_pays p = kf_omp_work_test(g, f, loops, nloop, T, barriers, cond, n, &work, &need);
    free(loops);
    if (p == KF_OMP_PAYS_NOT)
        return region_refused(g, T, "its body shares %ld statement instances per barrier (%d "
                                    "barriers), fewer than the %ld that pay for %s",
                              work, barriers, need / barriers,
                              kf_omp_pays_for(g, need, barriers));
    if (p == KF_OMP_PAYS_IF)
        kf_gen_explain(g, "%-8s its region runs only for enough work between barriers, when "
                          "%s; the loop as written otherwise\n", T->id, cond);
    return 0;
}

static int sequential_loop(struct gen *g, int fi, const struct kf_loop_info *li)
{
    const struct kf_fragment *f = g->a->prog->frags[fi];
    const struct kf_deps *dp = g->dp;
    const struct kf_node *T = li->loop;
    const struct kf_var *it = &f->vars[T->iter];
    bool priv = !kf_omp_declared_in(it, T);
    if (priv && !kf_omp_dead_after(g, f, it, T))
        return region_refused(g, T, "its iterator %s is declared outside it and may be read after it",
                              it->name);
    if (T->early_exit)
        return region_refused(g, T, "it may exit early");
    if (!bounds_known(T))
        return region_refused(g, T, "its bounds are not affine");
    for (int v = 0; v < f->nvar; v++) {
        const struct kf_var *var = &f->vars[v];
        if (v == T->iter || !kf_omp_within(var, T))
            continue;
        bool in_loop = false;
        for (int i = 0; i < T->nchild; i++)
            if (T->child[i]->kind == KF_NODE_LOOP && kf_omp_within(var, T->child[i]))
                in_loop = true;
        if (!in_loop)
            return region_refused(g, T, "%s, declared in its body, would be one per thread",
                                  var->name);
    }
    int nfor = 0;
    char **clauses = calloc((size_t)T->nchild + 1, sizeof *clauses);
    bool *reassoc = calloc((size_t)T->nchild + 1, sizeof *reassoc);
    if (!clauses || !reassoc) {
        free(clauses);
        free(reassoc);
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
        if (!ci || !kf_gen_plan_loop(g, f, ci)) {
            if (c->kind == KF_NODE_LOOP)
                region_refused(g, T, "loop %s (line %u) in its body does not run in parallel",
                               c->id, c->range.begin.line);
            else
                region_refused(g, T, "an if (line %u) in its body", c->range.begin.line);
            goto out;
        }
        char why[256];
        int fp = kf_gen_fp_rule(g, f, dp, ci, why, sizeof why);
        if (fp < 0) {
            region_refused(g, T, "%s: %s", c->id, why);
            goto out;
        }
        reassoc[i] = fp > 0; /* said once the region holds */
        if (kf_omp_clauses(g, f, ci, &clauses[i], NULL, why, sizeof why) != 0) {
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
    char cond[1200] = "";
    if (region_work(g, f, T, nfor + nsingle, cond, sizeof cond) != 0)
        goto out;
    kf_gen_explain(g, "%-8s one parallel region around it: omp for on its parallel loops, "
                      "omp single on its statements\n", T->id);
    for (int i = 0; i < T->nchild; i++) {
        char why[256];
        if (reassoc[i] && kf_gen_fp_rule(g, f, dp, kf_gen_loop_info(f, dp, T->child[i]), why,
                                         sizeof why) > 0)
            kf_gen_explain(g, "%-8s %s\n", T->child[i]->id, why);
    }
    char par[256], more[200] = ""; /* more: inner iterators every thread runs (omp_split) */
    bool shaped = false;
    char nwbuf[320];
    const char *no_nowait = kf_gen_pass_on(g, KF_PASS_NOWAIT)
                                ? omp_for_nowait(f, dp, T, clauses, &shaped, nwbuf, sizeof nwbuf)
                                : "";
    bool for_nowait = !no_nowait;
    if (no_nowait && shaped)
        kf_gen_explain(g, "%-8s the last omp for of its body keeps its barrier: %s\n", T->id,
                       no_nowait);
    if (for_nowait) {
        const struct kf_node *L = T->child[T->nchild - 1];
        kf_gen_dump(g, KF_PASS_NOWAIT, "-- nowait: %s (line %u): its last omp for (line %u) "
                    "without a barrier, schedule(static)\n", T->id, T->header.begin.line,
                    L->header.begin.line);
        kf_gen_explain(g, "%-8s the last omp for of its body (%s) without a barrier: each of its "
                          "iterations reaches only the same iteration of %s in the next one, "
                          "on the same thread with schedule(static)\n", T->id, L->id,
                       T->child[0]->id);
    }
    for (int i = 0; i < T->nchild; i++) {
        const struct kf_node *c = T->child[i];
        if (c->kind == KF_NODE_STMT) {
            int last = i;
            while (last + 1 < T->nchild && T->child[last + 1]->kind == KF_NODE_STMT)
                last++;
            bool tail = last == T->nchild - 1 && kf_gen_pass_on(g, KF_PASS_NOWAIT);
            bool nowait = tail && omp_single_nowait(f, dp, T, i);
            if (nowait)
                kf_gen_dump(g, KF_PASS_NOWAIT, "-- nowait: %s (line %u): its last omp single "
                            "(line %u) without a barrier\n", T->id, T->header.begin.line,
                            c->range.begin.line);
            if (nowait)
                kf_gen_explain(g, "%-8s the last omp single of its body without a barrier: no "
                                  "dependence from it to the first construct of the next "
                                  "iteration, which has one\n", T->id);
            else if (tail && i > 0)
                kf_gen_explain(g, "%-8s the last omp single of its body keeps its barrier: a "
                                  "dependence goes from it to the first construct of the next "
                                  "iteration\n", T->id);
            omp_single(g, c, T->child[last], nowait);
            i = last;
            continue;
        }
        char why[512], dir[600];
        kf_analyze_verdict_text(g->a, fi, kf_gen_loop_info(f, dp, c), NULL, why, sizeof why);
        kf_gen_explain(g, "%-8s line %-4u %s: %s -> in parallel (omp for in %s's region)\n", c->id,
                       c->header.begin.line, f->vars[c->iter].name, why, T->id);
        g->nparallel++;
        enum kf_gen_pass was = kf_gen_pass_enter(g, KF_PASS_SPLIT);
        int split = kf_gen_pass_on(g, KF_PASS_SPLIT) ? omp_split(g, f, dp, c, T, more, sizeof more)
                                                     : -1;
        g->pass = was;
        if (split == 0)
            continue;
        if (for_nowait && i == T->nchild - 1)
            snprintf(dir, sizeof dir, "for%s schedule(static) nowait", clauses[i]);
        else if (for_nowait && i == 0)
            snprintf(dir, sizeof dir, "for%s schedule(static)", clauses[i]);
        else
            snprintf(dir, sizeof dir, "for%s%s", kf_omp_simd_self(g, f, dp, c, clauses[i]),
                     clauses[i]);
        kf_omp_pragma_before(g, c->header.begin.offset, dir);
        kf_omp_inside(g, f, dp, c);
    }
    if (priv || *more)
        snprintf(par, sizeof par, "parallel private(%s%s%s)", priv ? it->name : "",
                 priv && *more ? ", " : "", more);
    else
        snprintf(par, sizeof par, "parallel");
    if (*cond)
        kf_omp_version_simd(g, kf_omp_version(g, T->header.begin.offset, T->range.end.offset,
                                              cond, false), f, dp, T);
    kf_omp_pragma_before(g, T->header.begin.offset, par);
    rc = 0;
out:
    for (int i = 0; i < T->nchild; i++)
        free(clauses[i]);
    free(clauses);
    free(reassoc);
    return rc;
}

/* A region around a time loop first (its parallel loops share the work
 * with no wave to wait for); a wavefront where its body has none. */
int kf_omp_sequential_loop(struct gen *g, int fi, const struct kf_loop_info *li)
{
    if (kf_gen_pass_on(g, KF_PASS_REGION)) {
        enum kf_gen_pass was = kf_gen_pass_enter(g, KF_PASS_REGION);
        int rc = sequential_loop(g, fi, li);
        g->pass = was;
        if (rc == 0)
            return 0;
    }
    if (kf_omp_wave(g, fi, li) == 0)
        return 0;
    return kf_omp_seq_simd(g, g->a->prog->frags[fi], g->dp, li->loop);
}
