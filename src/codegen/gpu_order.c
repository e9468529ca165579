/*
 * gpu_order.c: triangular recurrences rewritten for order-keeping
 * parallelism before the GPU plan (gpu_order.h; issue 14).
 *
 *   L: for j              time loop over L's range, iterator k:
 *        P                  Q(k)                      element k finished
 *   K:   for k < j          for every j > k at once:  S(j, k), its k-th term
 *          S
 *        Q
 *
 * The plan then sees a sequential host loop around a one-thread kernel
 * and a parallel loop, and launches them per step (seed 003's LU shape).
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/map.h>
#include <isl/set.h>

#include "codegen/gen_int.h"
#include "codegen/gpu_deepen.h"
#include "codegen/gpu_order.h"
#include "codegen/gpu_resched.h"
#include "codegen/openmp.h"
#include "ir/poly.h"
#include "kforge/kforge.h"
#include "passes/xform.h"
#include "support/ctext.h"

struct shape {
    const struct kf_node *L, *K;
    int kpos;   /* K's index among L's children: P before it, Q after */
    bool deep;  /* a loop of its own in K's body or among P and Q (the
                   general form: cholesky's row as a dot product) */
};

static bool plain_stmt(const struct kf_node *n)
{
    return n->kind == KF_NODE_STMT && n->stmt && n->stmt->kind == KF_STMT_EXPR;
}

/* Is K's upper bound L's iterator less one (k <= j - 1, k < j)? */
static bool ub_below(const struct kf_node *L, const struct kf_node *K)
{
    kf_arena *ar = kf_arena_new();
    if (!ar)
        return false;
    struct kf_poly *want = kf_poly_lin(ar, kf_poly_var(ar, L->iter), 1, kf_poly_const(ar, 1), -1);
    bool r = want && kf_poly_equal(K->ub[0], want);
    kf_arena_free(ar);
    return r;
}

/* Is node n a plain statement, or a loop of plain statements and such
 * loops (no if, no other statement kind)?  Their text is copied whole,
 * so only their place in the schedule moves. */
static bool plain_tree(const struct kf_node *n)
{
    if (n->kind != KF_NODE_LOOP)
        return plain_stmt(n);
    if (n->nelse)
        return false;
    for (int c = 0; c < n->nchild; c++)
        if (!plain_tree(n->child[c]))
            return false;
    return true;
}

/* Is every iterator of the loops inside n (n too, when a loop) declared in
 * its header or unread after L?  A step's inner loops run in a new order,
 * so their iterators end with other values. */
static bool inner_iters_exact(const struct kf_fragment *f, const struct kf_node *L,
                              const struct kf_node *n)
{
    if (n->kind != KF_NODE_LOOP)
        return true;
    if (!kf_gpu_iter_exact(f, L, n))
        return false;
    for (int c = 0; c < n->nchild; c++)
        if (!inner_iters_exact(f, L, n->child[c]))
            return false;
    return true;
}

/* NULL when L has the shape (filling s), else why not; "" when L is not
 * even close (silent).  K is L's first loop; the statements before it
 * are P, the nodes after it Q. */
static const char *shape_of(const struct kf_fragment *f, const struct kf_deps *dp,
                            const struct kf_node *L, struct shape *s)
{
    s->L = L;
    s->K = NULL;
    s->kpos = 0;
    s->deep = false;
    if (L->kind != KF_NODE_LOOP || L->nchild < 1 || L->nelse)
        return "";
    for (int c = 0; c < L->nchild; c++) {
        const struct kf_node *n = L->child[c];
        if (n->kind == KF_NODE_LOOP && !s->K) {
            s->K = n;
            s->kpos = c;
        } else if (n->kind == KF_NODE_LOOP && s->K)
            s->deep = true;
        else if (n->kind != KF_NODE_STMT)
            return "";
    }
    const struct kf_node *K = s->K;
    if (!K || K->nchild < 1)
        return "";
    for (int c = 0; c < K->nchild; c++)
        if (K->child[c]->kind == KF_NODE_LOOP)
            s->deep = true;
        else if (K->child[c]->kind != KF_NODE_STMT)
            return "";
    const struct kf_loop_info *li = kf_gen_loop_info(f, dp, L), *ki = kf_gen_loop_info(f, dp, K);
    if (!li || !ki || li->verdict != KF_SEQUENTIAL || ki->verdict == KF_PARALLEL)
        return ""; /* a loop that runs in parallel as it is does better so */
    if (!kf_gpu_resched_affine(L) || !kf_gpu_resched_affine(K) || !ub_below(L, K))
        return "";
    if (!kf_poly_equal(K->lb[0], L->lb[0]))
        return "its inner loop does not start where it does";
    for (int c = 0; c < L->nchild; c++)
        if (L->child[c] != K && !plain_tree(L->child[c]))
            return "a statement of its body is not an expression";
    for (int c = 0; c < K->nchild; c++)
        if (!plain_tree(K->child[c]))
            return "a statement of its inner loop is not an expression";
    for (int c = 0; c < s->kpos; c++)
        if (L->child[c]->kind == KF_NODE_LOOP)
            return "a loop stands before its inner loop";
    for (int c = 0; c < L->nchild; c++)
        if (L->child[c] != K && kf_gpu_resched_names(L->child[c], K->iter))
            return "a statement outside its inner loop names that loop's iterator";
    if (kf_gpu_resched_macro_names(f, f->vars[L->iter].name))
        return "a macro of the fragment names its iterator";
    return NULL;
}

/* The child of L that holds statement st (st's own node when it is one). */
static const struct kf_node *child_of(const struct kf_node *L, const struct kf_stmt *st)
{
    const struct kf_node *n = st->node;
    while (n && n->parent != L)
        n = n->parent;
    return n;
}

/* The new times (the table in gpu_order.h), two dimensions wider than
 * the model's; ns[si] given, NULL rows when isl fails.  In the model's
 * 2d+1 form L's dimensions are [c, j, x, ...] (x: the child's position)
 * and K's statements' [c, j, kpos, k, s, ...]; the dimensions of the
 * loops inside a statement's child of L or of K keep their order after
 * the new ones: S [c, 1, k, 1, j, s, ...], Q [c, 1, j, 0, q, ...],
 * P [c, 0, j, p]. */
static isl_map **new_times(const struct kf_model *m, const struct shape *s)
{
    int D = m->schedule_dims, d0 = 2 * s->L->depth;
    if (D + 2 > 64)
        return NULL; /* deeper than any nest kforge models whole */
    isl_map **ns = calloc((size_t)m->nstmt + 1, sizeof *ns);
    if (!ns)
        return NULL;
    for (int si = 0; si < m->nstmt; si++) {
        const struct kf_stmt *st = m->f->stmts[si];
        int from[64];
        const char *lit[64];
        for (int k = 0; k < D + 2; k++) {
            from[k] = k < D ? k : -1;
            lit[k] = "0";
        }
        if (kf_gpu_resched_under(st, s->K)) { /* S: [c, 1, k, 1, j, s, ...] */
            lit[d0 + 1] = "1", from[d0 + 1] = -1;
            from[d0 + 2] = d0 + 3;
            lit[d0 + 3] = "1", from[d0 + 3] = -1;
            from[d0 + 4] = d0 + 1;
            for (int k = d0 + 5; k < D + 2; k++)
                from[k] = k - 1 < D ? k - 1 : -1;
        } else if (kf_gpu_resched_under(st, s->L)) {
            const struct kf_node *c = child_of(s->L, st);
            bool q = c && c->ord > s->K->ord; /* Q: [c, 1, j, 0, q, ...]; P: [c, 0, j, p] */
            if (q)
                lit[d0 + 1] = "1";
            from[d0 + 1] = -1;
            from[d0 + 2] = d0 + 1;
            from[d0 + 3] = q ? -1 : d0 + 2;
            from[d0 + 4] = q ? d0 + 2 : -1;
            for (int k = d0 + 5; k < D + 2; k++)
                from[k] = q && k - 2 < D ? k - 2 : -1;
        }
        char buf[4096];
        size_t n = (size_t)snprintf(buf, sizeof buf, "{ [");
        for (int d = 0; d < D; d++)
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%sa%d", d ? ", " : "", d);
        n += (size_t)snprintf(buf + n, sizeof buf - n, "] -> [");
        for (int d = 0; d < D + 2 && n < sizeof buf; d++) {
            if (from[d] >= 0)
                n += (size_t)snprintf(buf + n, sizeof buf - n, "%sa%d", d ? ", " : "", from[d]);
            else
                n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", d ? ", " : "", lit[d]);
        }
        snprintf(buf + n, sizeof buf - n, "] }");
        isl_map *t = isl_map_read_from_str(m->ctx, buf);
        ns[si] = isl_map_apply_range(isl_map_copy(m->sched[si]), t);
    }
    return ns;
}

/* Does a dependence join two instances of K's statements at one step k
 * with different j (new dimension 2d+4 apart, the ones before equal)?
 * The index of the first, dp->ndep when none, -1 when isl fails. */
static int first_joining(const struct kf_deps *dp, const struct shape *s, isl_map **ns)
{
    const struct kf_fragment *f = dp->m->f;
    int p = 2 * s->L->depth + 4;
    for (int d = 0; d < dp->ndep; d++) {
        const struct kf_dep *dep = &dp->deps[d];
        if (!kf_gpu_resched_under(f->stmts[dep->src], s->K) || !kf_gpu_resched_under(f->stmts[dep->dst], s->K))
            continue;
        isl_map *t = isl_map_apply_domain(isl_map_copy(dep->rel), isl_map_copy(ns[dep->src]));
        t = isl_map_apply_range(t, isl_map_copy(ns[dep->dst]));
        for (int k = 0; k < p; k++)
            t = isl_map_equate(t, isl_dim_in, k, isl_dim_out, k);
        isl_map *lt = isl_map_order_lt(isl_map_copy(t), isl_dim_in, p, isl_dim_out, p);
        isl_map *gt = isl_map_order_gt(t, isl_dim_in, p, isl_dim_out, p);
        isl_bool e1 = isl_map_is_empty(lt), e2 = isl_map_is_empty(gt);
        isl_map_free(lt);
        isl_map_free(gt);
        if (e1 < 0 || e2 < 0)
            return -1;
        if (!e1 || !e2)
            return d;
    }
    return dp->ndep;
}

static void free_times(const struct kf_model *m, isl_map **ns)
{
    for (int si = 0; ns && si < m->nstmt; si++)
        isl_map_free(ns[si]);
    free(ns);
}

/* The end of node n's text, past a ';' that ends it. */
static size_t node_end(const char *text, size_t len, const struct kf_node *n)
{
    size_t e = n->range.end.offset, i = e;
    while (i < len && (text[i] == ' ' || text[i] == '\t'))
        i++;
    return i < len && text[i] == ';' ? i + 1 : e;
}

/* Is loop B's body, outside its children, only blanks, braces, ';' and
 * comments (no preprocessor line, nothing the rewrite would drop)?  The
 * comments go to cm, each on a line of its own at indentation ind, so
 * that the new text keeps them above it. */
static bool body_bare(const char *text, size_t len, const struct kf_node *B, FILE *cm,
                      const char *ind)
{
    size_t i = B->body.begin.offset;
    for (int c = 0; c <= B->nchild; c++) {
        size_t e = c < B->nchild ? B->child[c]->range.begin.offset : B->body.end.offset;
        while (i < e && i < len) {
            size_t j = kf_ctext_skip(text, len, i, false);
            if (j > i && text[i] == '/') {
                fprintf(cm, "%s%.*s\n", ind, (int)(j - i), text + i);
                i = j;
            } else if (strchr(" \t\r\n;{}", text[i]))
                i++;
            else
                return false;
        }
        if (c < B->nchild)
            i = node_end(text, len, B->child[c]);
    }
    return true;
}

/* Node n's text with the ';' that ends it, then a line end. */
static void put_node(FILE *o, const char *text, size_t len, const struct kf_node *n)
{
    size_t b = n->range.begin.offset;
    fprintf(o, "%.*s\n", (int)(node_end(text, len, n) - b), text + b);
}

/* text[b, e) with the identifier `name` (not a member, comment or
 * literal) written as `with`; o NULL: nothing written.  Whether it names
 * `name`. */
static bool put_renamed(FILE *o, const char *text, size_t len, size_t b, size_t e,
                        const char *name, const char *with)
{
    size_t nl = strlen(name);
    bool named = false;
    for (size_t i = b; i < e;) {
        size_t j = kf_ctext_skip(text, len, i, false);
        if (j > i) {
            if (o)
                fprintf(o, "%.*s", (int)(j - i), text + i);
            i = j;
            continue;
        }
        if (kf_ctext_is_ident_start(text[i]) && (i == 0 || !kf_ctext_is_ident(text[i - 1]))) {
            size_t k = i;
            while (k < e && kf_ctext_is_ident(text[k]))
                k++;
            size_t p = i;
            while (p > b && (text[p - 1] == ' ' || text[p - 1] == '\t'))
                p--;
            bool member = p > b && (text[p - 1] == '.' || (text[p - 1] == '>' && p - 1 > b &&
                                                             text[p - 2] == '-'));
            bool hit = k - i == nl && strncmp(text + i, name, nl) == 0 && !member;
            named |= hit;
            if (o && hit)
                fputs(with, o);
            else if (o)
                fprintf(o, "%.*s", (int)(k - i), text + i);
            i = k;
            continue;
        }
        if (o)
            fputc(text[i], o);
        i++;
    }
    return named;
}

/* Do the statements after K in L (and L's condition), which the new text
 * writes with K's iterator for L's, already name K's iterator (a loop of
 * their own over a j, ludcmp's second j loop)?  Renamed, L's would
 * become theirs. */
static bool captures(const char *text, size_t len, const struct shape *s, const char *kn)
{
    const struct kf_node *L = s->L;
    if (put_renamed(NULL, text, len, L->cond.begin.offset, L->cond.end.offset, kn, NULL))
        return true;
    for (int c = s->kpos + 1; c < L->nchild; c++)
        if (put_renamed(NULL, text, len, L->child[c]->range.begin.offset,
                        node_end(text, len, L->child[c]), kn, NULL))
            return true;
    return false;
}

static void put_range(FILE *o, const char *text, struct kf_range r)
{
    fprintf(o, "%.*s", (int)(r.end.offset - r.begin.offset), text + r.begin.offset);
}

/* A loop header's init: a declaration's range holds its ';'. */
static void put_init(FILE *o, const char *text, struct kf_range r)
{
    size_t e = r.end.offset;
    while (e > r.begin.offset && (text[e - 1] == ';' || text[e - 1] == ' '))
        e--;
    fprintf(o, "%.*s", (int)(e - r.begin.offset), text + r.begin.offset);
}

/* The new text of L, from the start of its line to its end (*b, *e);
 * NULL when out of memory or when L's text is not plain enough. */
static char *new_text(const char *text, size_t len, const struct kf_fragment *f,
                      const struct shape *s, size_t *b, size_t *e)
{
    const struct kf_node *L = s->L, *K = s->K;
    size_t line;
    int w = kf_ctext_indent(text, L->range.begin.offset, &line);
    if (w < 0 || w > 64)
        return NULL;
    for (size_t i = L->range.begin.offset; i < L->range.end.offset; i++)
        if (text[i] == '#')
            return NULL; /* a preprocessor line inside */
    size_t eq = L->init.begin.offset;
    while (eq < L->init.end.offset && text[eq] != '=')
        eq++;
    if (eq >= L->init.end.offset || L->cond.end.offset <= L->cond.begin.offset ||
        memchr(text + L->init.begin.offset, ',', L->init.end.offset - L->init.begin.offset))
        return NULL; /* no init `i = 0, x = 1`: the inner copy would drop x's part */
    *b = line;
    *e = node_end(text, len, L);
    /* the file's indentation step: L's first child's beyond L's own */
    char ind[72], unit[24] = "  ", in1[96], in2[120];
    snprintf(ind, sizeof ind, "%.*s", w, text + line);
    size_t cline;
    int cw = kf_ctext_indent(text, L->child[0]->range.begin.offset, &cline);
    if (cw > w && cw - w < (int)sizeof unit && strncmp(text + cline, ind, (size_t)w) == 0)
        snprintf(unit, sizeof unit, "%.*s", cw - w, text + cline + w);
    snprintf(in1, sizeof in1, "%s%s", ind, unit);
    snprintf(in2, sizeof in2, "%s%s", in1, unit);
    const char *jn = f->vars[L->iter].name, *kn = f->vars[K->iter].name;
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return NULL;
    if (!body_bare(text, len, L, o, ind) || !body_bare(text, len, K, o, ind)) {
        fclose(o);
        free(buf);
        return NULL;
    }
    if (s->kpos > 0) { /* P, distributed ahead */
        fprintf(o, "%s%.*s {\n", ind,
                (int)(kf_xform_header_end(text, len, L) - L->header.begin.offset),
                text + L->header.begin.offset);
        for (int c = 0; c < s->kpos; c++) {
            fputs(in1, o);
            put_node(o, text, len, L->child[c]);
        }
        fprintf(o, "%s}\n", ind);
    }
    /* the time loop: K's iterator over L's range */
    fprintf(o, "%sfor (", ind);
    put_init(o, text, K->init);
    fputs("; ", o);
    put_renamed(o, text, len, L->cond.begin.offset, L->cond.end.offset, jn, kn);
    fputs("; ", o);
    put_range(o, text, K->inc);
    fputs(") {\n", o);
    for (int c = s->kpos + 1; c < L->nchild; c++) { /* Q, element k finished */
        fputs(in1, o);
        put_renamed(o, text, len, L->child[c]->range.begin.offset,
                    node_end(text, len, L->child[c]), jn, kn);
        fputs("\n", o);
    }
    fprintf(o, "%sfor (%.*s= %s + 1; ", in1, (int)(eq - L->init.begin.offset),
            text + L->init.begin.offset, kn);
    put_range(o, text, L->cond);
    fputs("; ", o);
    put_range(o, text, L->inc);
    fputs(K->nchild > 1 ? ") {\n" : ")\n", o);
    for (int c = 0; c < K->nchild; c++) { /* S(j, k) for every j > k */
        fputs(in2, o);
        put_node(o, text, len, K->child[c]);
    }
    if (K->nchild > 1)
        fprintf(o, "%s}\n", in1);
    fprintf(o, "%s}", ind);
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* The legality of the new order for L (NULL) or why not, into buf. */
static const char *check(const struct kf_fragment *f, const struct kf_deps *dp,
                         const struct shape *s, char *buf, size_t n)
{
    if (!inner_iters_exact(f, s->L, s->L))
        return "an iterator it would move is read after it";
    isl_map **ns = new_times(dp->m, s);
    if (!ns)
        return "isl could not check the new order";
    int r = kf_xform_first_broken(dp, ns);
    const char *why = NULL;
    if (r < 0)
        why = "isl could not check the new order";
    else if (r < dp->ndep) {
        const struct kf_dep *dep = &dp->deps[r];
        snprintf(buf, n, "a column at a time would reverse the %s dependence on %s from S%d "
                         "(line %u) to S%d (line %u)",
                 kf_dep_kind_name(dep->kind), f->vars[dep->var].name, f->stmts[dep->src]->id,
                 f->stmts[dep->src]->range.begin.line, f->stmts[dep->dst]->id,
                 f->stmts[dep->dst]->range.begin.line);
        why = buf;
    } else if ((r = first_joining(dp, s, ns)) < 0)
        why = "isl could not check the new order";
    else if (r < dp->ndep) {
        const struct kf_dep *dep = &dp->deps[r];
        snprintf(buf, n, "a step's updates are not independent: %s dependence on %s from S%d "
                         "(line %u) to S%d (line %u)",
                 kf_dep_kind_name(dep->kind), f->vars[dep->var].name, f->stmts[dep->src]->id,
                 f->stmts[dep->src]->range.begin.line, f->stmts[dep->dst]->id,
                 f->stmts[dep->dst]->range.begin.line);
        why = buf;
    }
    free_times(dp->m, ns);
    return why;
}

/*
 * OpenMP: does a step of the new order pay for its barriers?  The plan
 * runs the rewritten nest as one parallel region around its outer loop
 * (openmp_region.c), an omp for per parallel loop and an omp single per
 * group of statements, each ending with a barrier.  A step of the new
 * order does the work of one iteration of L as written on the average
 * (trisolv's row i of i terms becomes column k's n - k - 1 updates): the
 * work of L (openmp_cost.c's estimate) over L's trip count, which must
 * cover the minimum work (--min-work) for each barrier: one per child of
 * L (its statements and inner loops), two at least.
 *
 * Sizes known only at run time (PolyBench passes n): where the estimate
 * is a polynomial of one size p, the least p from which it pays, p0, by
 * bisection (the work grows with the size), and the rewrite runs only
 * when p >= p0: `if (p < p0) { L as written } else { new order }`, an
 * affine test the analysis models.  At p < p0 the nest as written runs,
 * not the new order on one thread (its column walks are slower).
 * trisolv pays from n = 49153 (a step of n / 2 updates, 3 barriers),
 * cholesky from n = 82 (n^2 / 6 updates a step).
 */
static double poly_at(const struct kf_poly *w, double x)
{
    double r = 0;
    for (int t = 0; t < w->nterm; t++) {
        double m = (double)w->term[t].coef;
        for (int v = 0; v < w->term[t].nvar; v++)
            m *= x;
        r += m;
    }
    return r;
}

/* the one variable of polys w and t, -1 when none, -2 when several */
static int one_var(const struct kf_poly *w, const struct kf_poly *t)
{
    int v = -1;
    for (int k = 0; k < 2; k++) {
        const struct kf_poly *p = k ? t : w;
        for (int i = 0; i < p->nterm; i++)
            for (int j = 0; j < p->term[i].nvar; j++) {
                if (v >= 0 && v != p->term[i].vars[j])
                    return -2;
                v = p->term[i].vars[j];
            }
    }
    return v;
}

static enum kf_omp_pays omp_pays(const struct gen *t, const struct kf_fragment *f,
                                 const struct kf_node *L, char *why, size_t n, int *pv,
                                 long *p0)
{
    int bar = L->nchild > 2 ? L->nchild : 2, twice = 0;
    long min = kf_omp_min_work(t);
    *pv = -1;
    *p0 = 0;
    if (min < 0) {
        snprintf(why, n, "no minimum work (--min-work)");
        return KF_OMP_PAYS;
    }
    kf_arena *ar = kf_arena_new();
    if (!ar)
        return KF_OMP_PAYS_UNKNOWN;
    const struct kf_poly *w = kf_omp_loop_work(ar, f, L, &twice), *tc = kf_omp_trip(ar, L);
    int v = w && tc ? one_var(w, tc) : -2;
    /* work per step >= min * bar: w / 2^twice >= min * bar * trip */
    double need = (double)min * bar * (double)(1L << twice);
    enum kf_omp_pays r = KF_OMP_PAYS_UNKNOWN;
    if (v == -1 && poly_at(tc, 0) > 0) {
        double per = poly_at(w, 0) / (double)(1L << twice) / poly_at(tc, 0);
        r = poly_at(w, 0) >= need * poly_at(tc, 0) ? KF_OMP_PAYS : KF_OMP_PAYS_NOT;
        snprintf(why, n, "a step's work (%.0f statement instances on the average) %s for its %d "
                         "barriers (--min-work %ld each)", per,
                 r == KF_OMP_PAYS ? "pays" : "does not pay", bar, min);
    } else if (v >= 0 && f->vars[v].kind == KF_VAR_PARAM) {
        double lo = 1, hi = (double)(1L << 30);
        if (poly_at(w, hi) < need * poly_at(tc, hi)) {
            r = KF_OMP_PAYS_NOT;
            snprintf(why, n, "a step's work pays for its %d barriers for no %s below 2^30", bar,
                     f->vars[v].name);
        } else {
            while (hi - lo > 0.5) { /* the least p where it pays */
                double mid = (double)(long)((lo + hi) / 2);
                if (poly_at(w, mid) >= need * poly_at(tc, mid))
                    hi = mid;
                else
                    lo = mid + 1;
            }
            r = KF_OMP_PAYS_IF;
            *pv = v;
            *p0 = (long)hi;
            snprintf(why, n, "a step's work pays for its %d barriers where %s >= %ld", bar,
                     f->vars[v].name, *p0);
        }
    } else if (v == -1) {
        r = KF_OMP_PAYS_NOT;
        snprintf(why, n, "its outer loop runs no iteration");
    } else
        snprintf(why, n, "the work of a step is not a polynomial of one size kforge reads");
    kf_arena_free(ar);
    return r;
}

/* The edit of L's text into its new text nt (taken): in place, or where
 * it pays from size p0 on (r), `if (p < p0) { L } else { nt }`: the test
 * opens on L's first line and the new text follows L, so that L and the
 * text before it keep their lines (kforge's diagnostics name the lines of
 * the rewritten text).  b: where the new text starts (L's first byte or
 * its line's start).  1, or -1 when out of memory. */
static int put_new(struct gen *t, const struct kf_fragment *f, const struct kf_node *L,
                   size_t b, char *nt, enum kf_omp_pays r, int pv, long p0)
{
    size_t e = node_end(t->text, t->len, L), line;
    int w = kf_ctext_indent(t->text, L->range.begin.offset, &line);
    if (r == KF_OMP_PAYS_IF && w >= 0) {
        int wn = b == L->range.begin.offset ? w : 0; /* nt from L's line's start: indented */
        kf_gen_replace(t, L->range.begin.offset, 0, "if (%s < %ld) { ", f->vars[pv].name, p0);
        kf_gen_replace(t, e, 0, "\n%.*s} else {\n%.*s%s\n%.*s}", w, t->text + line, wn,
                       t->text + line, nt, w, t->text + line);
    } else
        kf_gen_replace(t, b, e - b, "%s", nt);
    free(nt);
    return t->nomem ? -1 : 1;
}

/* isl's route for L (gpu_resched.h): 1 when rewritten, 0 when not (why
 * into *iwhy), -1 when out of memory. */
static int try_resched(struct gen *t, const struct kf_fragment *f, const struct kf_deps *dp,
                       const struct kf_node *L, FILE *ex, bool omp, const char **iwhy)
{
    char *whole = NULL, pay[640] = "";
    *iwhy = kf_gpu_resched(t->text, t->len, f, dp, L, omp, &whole);
    if (*iwhy)
        return 0;
    int pv = -1;
    long p0 = 0;
    enum kf_omp_pays r = omp ? omp_pays(t, f, L, pay, sizeof pay, &pv, &p0) : KF_OMP_PAYS;
    if (omp && (r == KF_OMP_PAYS_NOT || r == KF_OMP_PAYS_UNKNOWN)) {
        if (ex)
            fprintf(ex, "order-keep: %s (%s, line %u): isl would reschedule it (outer "
                        "dimension in order, inner ones parallel, every sum in its source "
                        "order), but on OpenMP %s; it stays as written\n",
                    L->id, f->vars[L->iter].name, L->header.begin.line, pay);
        free(whole);
        return 0;
    }
    if (ex && omp)
        fprintf(ex, "order-keep: %s (%s, line %u): rescheduled by isl (outer dimension in "
                    "order, inner ones parallel, every dependence kept, so every sum in its "
                    "source order): on OpenMP one region around the outer loop, an omp for "
                    "per inner one (%s)\n",
                L->id, f->vars[L->iter].name, L->header.begin.line, pay);
    else if (ex)
        fprintf(ex, "order-keep: %s (%s, line %u): rescheduled by isl (outer dimension in "
                    "order, inner ones parallel, every dependence kept, so every sum in its "
                    "source order): a host loop over the outer one launches the others\n",
                L->id, f->vars[L->iter].name, L->header.begin.line);
    return put_new(t, f, L, L->range.begin.offset, whole, r, pv, p0);
}

/* The shape's refusal for L, on --explain. */
static void say_in_order(FILE *ex, const struct kf_fragment *f, const struct kf_node *L,
                         const char *why)
{
    fprintf(ex, "order-keep: %s (%s, line %u): its recurrence stays in order on one thread: %s\n",
            L->id, f->vars[L->iter].name, L->header.begin.line, why);
}

/* The shape route for L (s filled by shape_of): 1 when rewritten, 0 when
 * not, -1 when out of memory.  On OpenMP where a step pays only, and only
 * the deep form (a step of the plain one updates one row or column). */
static int try_shape(struct gen *t, const struct kf_fragment *f, const struct kf_deps *dp,
                     const struct shape *s, FILE *ex, bool omp)
{
    const struct kf_node *L = s->L;
    char buf[512], pay[640] = "";
    const char *why = check(f, dp, s, buf, sizeof buf);
    size_t b = 0, e = 0;
    char *nt = NULL;
    if (!why && captures(t->text, t->len, s, f->vars[s->K->iter].name)) {
        snprintf(buf, sizeof buf, "the statements after %s in it name %s already, which a step "
                 "would give %s's value", s->K->id, f->vars[s->K->iter].name,
                 f->vars[L->iter].name);
        why = buf;
    }
    if (!why && !(nt = new_text(t->text, t->len, f, s, &b, &e)))
        why = "its text holds more than its statements (a preprocessor line), "
              "its header's init more than its iterator's, or it does not start its line";
    const char *jn = f->vars[L->iter].name, *kn = f->vars[s->K->iter].name;
    if (why) {
        if (ex && !omp)
            say_in_order(ex, f, L, why);
        return 0;
    }
    int pv = -1;
    long p0 = 0;
    enum kf_omp_pays r = KF_OMP_PAYS;
    if (omp && !s->deep) { /* said, not done (gpu_order.h) */
        free(nt);
        if (ex)
            fprintf(ex, "order-keep: %s (%s, line %u): a column at a time would keep its "
                        "recurrence's order (isl), but not on OpenMP: each step of %s updates "
                        "one row or column, too little work for the barrier that ends it; it "
                        "stays sequential\n",
                    L->id, jn, L->header.begin.line, kn);
        return 0;
    }
    if (omp && ((r = omp_pays(t, f, L, pay, sizeof pay, &pv, &p0)) == KF_OMP_PAYS_NOT ||
                r == KF_OMP_PAYS_UNKNOWN)) {
        free(nt);
        if (ex)
            fprintf(ex, "order-keep: %s (%s, line %u): a step of %s at a time would keep "
                        "every sum in its order (isl), but on OpenMP %s; it stays as "
                        "written\n",
                    L->id, jn, L->header.begin.line, kn, pay);
        return 0;
    }
    if (ex)
        fprintf(ex, "order-keep: %s (%s, line %u): a %s at a time: a %sloop over %s%s "
                    "runs %s's finishing statements for element %s, then the updates of every "
                    "%s > %s in parallel, so each element's terms still come in %s's order "
                    "(isl: every dependence kept, none between one step's updates)%s%s%s\n",
                L->id, jn, L->header.begin.line, s->deep ? "step" : "column",
                omp ? "" : "host ", kn, omp ? " in order" : "", jn, kn, jn, kn, kn,
                omp ? "; on OpenMP its updates run in parallel at each step (" : "", pay,
                omp ? ")" : "");
    return put_new(t, f, L, b, nt, r, pv, p0);
}

/* Tries loop L of fragment f; 1 when rewritten (an edit on t), 0 when not,
 * -1 when out of memory.  On OpenMP (omp) only where a step pays.  isl's
 * route comes first, but on OpenMP the deep shape does: it keeps each
 * statement's own inner loop innermost (cholesky's dot products along
 * rows, where isl's right-looking order walks columns in its innermost
 * loop: 0.63x of the sequential program at LARGE on 2 threads). */
static int try_loop(struct gen *t, const struct kf_fragment *f, const struct kf_deps *dp,
                    const struct kf_node *L, FILE *ex, bool omp)
{
    /* On OpenMP both routes rewrite L only where a step pays for its
     * barriers: where it does not, and nothing is to be said, isl's
     * scheduler (the costly part) need not run at all */
    if (omp && !ex) {
        char pay[640];
        int pv;
        long p0;
        enum kf_omp_pays p = omp_pays(t, f, L, pay, sizeof pay, &pv, &p0);
        if (p == KF_OMP_PAYS_NOT || p == KF_OMP_PAYS_UNKNOWN)
            return 0;
    }
    struct shape s;
    const char *why = shape_of(f, dp, L, &s), *iwhy = "";
    bool tried = false;
    int r;
    if (omp && !why && s.deep) {
        if ((r = try_shape(t, f, dp, &s, ex, omp)) != 0)
            return r;
        tried = true;
    }
    if ((r = try_resched(t, f, dp, L, ex, omp, &iwhy)) != 0 || !iwhy)
        return r; /* rewritten, or isl's order would do but does not pay (said) */
    /* on OpenMP only what it would do is said: its refusals are the GPU
     * targets' (a sequential loop there says why already) */
    if (*iwhy && ex && !omp)
        fprintf(ex, "order-keep: %s (%s, line %u): not rescheduled by isl: %s\n", L->id,
                f->vars[L->iter].name, L->header.begin.line, iwhy);
    if (why && !*why)
        return 0;
    if (why) {
        if (ex && !omp)
            say_in_order(ex, f, L, why);
        return 0;
    }
    return tried ? 0 : try_shape(t, f, dp, &s, ex, omp);
}

struct order_walk {
    struct gen *t;
    FILE *ex;
    bool omp;
};

static int order_one(void *ctx, const struct kf_fragment *f, const struct kf_deps *dp,
                     const struct kf_node *L)
{
    struct order_walk *w = ctx;
    return try_loop(w->t, f, dp, L, w->ex, w->omp);
}

int kf_gpu_order(const struct kf_analysis *a, const char *text, size_t len,
                 const struct kf_gen_options *o, struct kf_analysis **a2, char **t2)
{
    *a2 = NULL;
    *t2 = NULL;
    bool omp = o->target == KF_GEN_OPENMP;
    if (o->disabled & KF_PASS_BIT(KF_PASS_ORDER_KEEP) ||
        (!omp && (o->disabled & KF_PASS_BIT(KF_PASS_KERNELS))))
        return 0;
    struct gen t = {.a = a, .text = text, .len = len, .o = o};
    struct order_walk w = {&t, o->explain, omp};
    int made = kf_gpu_each_loop(a, order_one, &w), rc = made < 0 ? -1 : 0;
    if (rc != 0 || made == 0) {
        for (int i = 0; i < t.nedit; i++)
            free(t.edits[i].text);
        free(t.edits);
        return rc;
    }
    return kf_gpu_reanalyse_edits(a, o, &t, KF_PASS_ORDER_KEEP, a2, t2);
}

int kf_gpu_order_count(const struct kf_analysis *a, const char *text, size_t len,
                       const struct kf_gen_options *o)
{
    if (o->disabled & KF_PASS_BIT(KF_PASS_ORDER_KEEP))
        return 0;
    struct gen t = {.a = a, .text = text, .len = len, .o = o};
    struct order_walk w = {&t, NULL, o->target == KF_GEN_OPENMP};
    int made = kf_gpu_each_loop(a, order_one, &w);
    for (int i = 0; i < t.nedit; i++)
        free(t.edits[i].text);
    free(t.edits);
    return made;
}

int kf_gpu_rewrite(const struct kf_analysis *a, const char *text, size_t len,
                   const struct kf_gen_options *o, struct kf_gen_notes **notes,
                   struct kf_analysis **a2, char **t2)
{
    struct kf_analysis *a1 = NULL;
    char *t1 = NULL;
    *notes = NULL;
    *a2 = NULL;
    *t2 = NULL;
    if (kf_gpu_order(a, text, len, o, &a1, &t1) != 0)
        return -1;
    struct kf_analysis *b = NULL;
    char *tb = NULL;
    int rc = a1 ? kf_gpu_deepen(a1, t1, strlen(t1), o, notes, &b, &tb)
                : kf_gpu_deepen(a, text, len, o, notes, &b, &tb);
    if (rc != 0 || b) {
        kf_analysis_free(a1);
        free(t1);
        *a2 = b;
        *t2 = tb;
        return rc;
    }
    *a2 = a1;
    *t2 = t1;
    return 0;
}
