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

#include <isl/ast.h>
#include <isl/ast_build.h>
#include <isl/id.h>
#include <isl/options.h>
#include <isl/printer.h>
#include <isl/schedule.h>
#include <isl/schedule_node.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "codegen/gen_int.h"
#include "codegen/gpu_deepen.h"
#include "codegen/gpu_order.h"
#include "codegen/openmp.h"
#include "ir/poly.h"
#include "kforge/kforge.h"
#include "passes/xform.h"
#include "support/ctext.h"

struct shape {
    const struct kf_node *L, *K;
    int kpos; /* K's index among L's children: P before it, Q after */
};

static bool plain_stmt(const struct kf_node *n)
{
    return n->kind == KF_NODE_STMT && n->stmt && n->stmt->kind == KF_STMT_EXPR;
}

static bool one_affine(const struct kf_node *L)
{
    return L->step == 1 && L->nlb == 1 && L->nub == 1 && L->lb[0] && L->ub[0] &&
           kf_poly_is_affine(L->lb[0]) && kf_poly_is_affine(L->ub[0]) && !L->early_exit &&
           !L->ninduct && !L->nblock;
}

static bool names(const struct kf_node *n, int v)
{
    for (int i = 0; i < n->nuse; i++)
        if (n->use[i] == v)
            return true;
    return false;
}

/* Does a macro the fragment needs name identifier `name` in its body?
 * Then a statement may use it where the text does not spell it. */
static bool macro_names(const struct kf_fragment *f, const char *name)
{
    for (int m = 0; m < f->nmacro; m++) {
        const char *s = f->macros[m].def;
        size_t n;
        while ((s = kf_ctext_next_ident(s, &n)) != NULL) {
            if (n == strlen(name) && strncmp(s, name, n) == 0)
                return true;
            s += n;
        }
    }
    return false;
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

/* NULL when L has the shape (filling s), else why not; "" when L is not
 * even close (silent). */
static const char *shape_of(const struct kf_fragment *f, const struct kf_deps *dp,
                            const struct kf_node *L, struct shape *s)
{
    s->L = L;
    s->K = NULL;
    s->kpos = 0;
    if (L->kind != KF_NODE_LOOP || L->nchild < 1 || L->nelse)
        return "";
    for (int c = 0; c < L->nchild; c++) {
        const struct kf_node *n = L->child[c];
        if (n->kind == KF_NODE_LOOP && !s->K) {
            s->K = n;
            s->kpos = c;
        } else if (n->kind != KF_NODE_STMT)
            return "";
    }
    const struct kf_node *K = s->K;
    if (!K || K->nchild < 1)
        return "";
    for (int c = 0; c < K->nchild; c++)
        if (K->child[c]->kind != KF_NODE_STMT)
            return "";
    const struct kf_loop_info *li = kf_gen_loop_info(f, dp, L), *ki = kf_gen_loop_info(f, dp, K);
    if (!li || !ki || li->verdict != KF_SEQUENTIAL || ki->verdict == KF_PARALLEL)
        return ""; /* a loop that runs in parallel as it is does better so */
    if (!one_affine(L) || !one_affine(K) || !ub_below(L, K))
        return "";
    if (!kf_poly_equal(K->lb[0], L->lb[0]))
        return "its inner loop does not start where it does";
    for (int c = 0; c < L->nchild; c++)
        if (L->child[c] != K && !plain_stmt(L->child[c]))
            return "a statement of its body is not an expression";
    for (int c = 0; c < K->nchild; c++)
        if (!plain_stmt(K->child[c]))
            return "a statement of its inner loop is not an expression";
    for (int c = 0; c < L->nchild; c++)
        if (L->child[c] != K && names(L->child[c], K->iter))
            return "a statement outside its inner loop names that loop's iterator";
    if (macro_names(f, f->vars[L->iter].name))
        return "a macro of the fragment names its iterator";
    return NULL;
}

static bool under(const struct kf_stmt *st, const struct kf_node *L)
{
    for (int d = 0; d < st->depth; d++)
        if (st->loops[d] == L)
            return true;
    return false;
}

/* The new times (the table in gpu_order.h), two dimensions wider than
 * the model's; ns[si] given, NULL rows when isl fails. */
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
        if (under(st, s->K)) { /* S: [c, 1, k, 1, j, s] */
            lit[d0 + 1] = "1", from[d0 + 1] = -1;
            from[d0 + 2] = d0 + 3;
            lit[d0 + 3] = "1", from[d0 + 3] = -1;
            from[d0 + 4] = d0 + 1;
            from[d0 + 5] = d0 + 4;
            for (int k = d0 + 6; k < D + 2; k++)
                from[k] = -1;
        } else if (under(st, s->L)) {
            bool q = st->node->ord > s->K->ord; /* Q: [c, 1, j, 0, q]; P: [c, 0, j, p] */
            if (q)
                lit[d0 + 1] = "1";
            from[d0 + 1] = -1;
            from[d0 + 2] = d0 + 1;
            from[d0 + 3] = q ? -1 : d0 + 2;
            from[d0 + 4] = q ? d0 + 2 : -1;
            for (int k = d0 + 5; k < D + 2; k++)
                from[k] = -1;
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
        if (!under(f->stmts[dep->src], s->K) || !under(f->stmts[dep->dst], s->K))
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

/* Is loop B's body, outside its children, only blanks, braces and ';'
 * (no comment or preprocessor line the rewrite would drop)? */
static bool body_bare(const char *text, size_t len, const struct kf_node *B)
{
    size_t i = B->body.begin.offset;
    for (int c = 0; c <= B->nchild; c++) {
        size_t e = c < B->nchild ? B->child[c]->range.begin.offset : B->body.end.offset;
        for (; i < e && i < len; i++)
            if (!strchr(" \t\r\n;{}", text[i]))
                return false;
        if (c < B->nchild)
            i = node_end(text, len, B->child[c]);
    }
    return true;
}

/* text[b, e) with the identifier `name` (not a member, comment or
 * literal) written as `with`. */
static void put_renamed(FILE *o, const char *text, size_t len, size_t b, size_t e,
                        const char *name, const char *with)
{
    size_t nl = strlen(name);
    for (size_t i = b; i < e;) {
        size_t j = kf_ctext_skip(text, len, i, false);
        if (j > i) {
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
            if (k - i == nl && strncmp(text + i, name, nl) == 0 && !member)
                fputs(with, o);
            else
                fprintf(o, "%.*s", (int)(k - i), text + i);
            i = k;
            continue;
        }
        fputc(text[i++], o);
    }
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
    if (w < 0 || w > 64 || !body_bare(text, len, L) || !body_bare(text, len, K))
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
    if (s->kpos > 0) { /* P, distributed ahead */
        fprintf(o, "%s%.*s {\n", ind,
                (int)(kf_xform_header_end(text, len, L) - L->header.begin.offset),
                text + L->header.begin.offset);
        for (int c = 0; c < s->kpos; c++) {
            fputs(in1, o);
            put_range(o, text, L->child[c]->range);
            fputs(";\n", o);
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
                    L->child[c]->range.end.offset, jn, kn);
        fputs(";\n", o);
    }
    fprintf(o, "%sfor (%.*s= %s + 1; ", in1, (int)(eq - L->init.begin.offset),
            text + L->init.begin.offset, kn);
    put_range(o, text, L->cond);
    fputs("; ", o);
    put_range(o, text, L->inc);
    fputs(K->nchild > 1 ? ") {\n" : ")\n", o);
    for (int c = 0; c < K->nchild; c++) { /* S(j, k) for every j > k */
        fputs(in2, o);
        put_range(o, text, K->child[c]->range);
        fputs(";\n", o);
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
    if (!kf_gpu_iter_exact(f, s->L, s->L) || !kf_gpu_iter_exact(f, s->L, s->K))
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
 * The whole nest L rescheduled by isl (gpu_order.h, the general route):
 * isl_schedule_constraints_compute_schedule on the exact dependences of
 * L's statements (validity and coincidence: every dependence; proximity:
 * the flow ones) with schedule_outer_coincidence set, which asks for an
 * outer sequential dimension and parallel ones inside: cholesky comes out
 * right-looking (for each column k: finish A[k][k], then the column below
 * it in parallel, then the trailing triangle in parallel), each element's
 * subtractions still in k's order, since every dependence is a validity
 * constraint.  The AST isl builds from it is written back as C, each
 * statement's text with its iterators replaced by the call's arguments.
 */
struct isl_nest {
    const struct kf_fragment *f;
    const char *text;
    size_t len;
    int nstmt;
    char **stmt; /* placeholder k's text */
    bool bad;
};

static bool coincident_somewhere(isl_schedule_node *n)
{
    bool any = false;
    if (isl_schedule_node_get_type(n) == isl_schedule_node_band)
        for (int i = 0; i < (int)isl_schedule_node_band_n_member(n); i++)
            any |= isl_schedule_node_band_member_get_coincident(n, i) == isl_bool_true;
    for (int c = 0; !any && c < (int)isl_schedule_node_n_children(n); c++) {
        isl_schedule_node *ch = isl_schedule_node_get_child(n, c);
        any = coincident_somewhere(ch);
        isl_schedule_node_free(ch);
    }
    return any;
}

/* the C text of expression e, the model's parameter names p<var> as the
 * fragment spells them */
static char *expr_text(const struct kf_fragment *f, isl_ast_expr *e)
{
    char *raw = isl_ast_expr_to_C_str(e);
    if (!raw)
        return NULL;
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o) {
        free(raw);
        return NULL;
    }
    for (const char *c = raw; *c;) {
        if (kf_ctext_is_ident_start(*c)) {
            const char *b = c;
            while (kf_ctext_is_ident(*c))
                c++;
            int v = -1;
            if (b[0] == 'p' && c - b > 1 && sscanf(b + 1, "%d", &v) == 1 && v >= 0 &&
                v < f->nvar && f->vars[v].kind == KF_VAR_PARAM)
                fputs(f->vars[v].name, o);
            else
                fprintf(o, "%.*s", (int)(c - b), b);
        } else
            fputc(*c++, o);
    }
    free(raw);
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

static __isl_give isl_printer *print_stmt(__isl_take isl_printer *p,
                                          __isl_take isl_ast_print_options *opt,
                                          __isl_keep isl_ast_node *node, void *user)
{
    struct isl_nest *x = user;
    isl_ast_expr *call = isl_ast_node_user_get_expr(node);
    isl_ast_expr *id = isl_ast_expr_get_op_arg(call, 0);
    isl_id *sid = isl_ast_expr_get_id(id);
    int sn = -1;
    if (sid)
        sscanf(isl_id_get_name(sid), "S%d", &sn);
    isl_id_free(sid);
    isl_ast_expr_free(id);
    const struct kf_stmt *st = sn >= 1 && sn <= x->f->nstmt ? x->f->stmts[sn - 1] : NULL;
    char *t = NULL;
    size_t tl = 0;
    FILE *o = st ? open_memstream(&t, &tl) : NULL;
    if (!o || isl_ast_expr_get_op_n_arg(call) != st->depth + 1) {
        x->bad = true;
    } else {
        /* the statement's text, each iterator i<d> its new expression */
        size_t b = st->range.begin.offset, e = st->range.end.offset;
        char *args[16] = {0};
        for (int d = 0; d < st->depth && d < 16; d++) {
            isl_ast_expr *a = isl_ast_expr_get_op_arg(call, d + 1);
            args[d] = expr_text(x->f, a);
            isl_ast_expr_free(a);
            x->bad |= !args[d];
        }
        for (size_t i = b; i < e && !x->bad;) {
            size_t j = kf_ctext_skip(x->text, x->len, i, false);
            if (j > i) {
                fprintf(o, "%.*s", (int)(j - i), x->text + i);
                i = j;
                continue;
            }
            if (kf_ctext_is_ident_start(x->text[i]) &&
                (i == 0 || !kf_ctext_is_ident(x->text[i - 1]))) {
                size_t k = i;
                while (k < e && kf_ctext_is_ident(x->text[k]))
                    k++;
                int hit = -1;
                for (int d = 0; d < st->depth && d < 16 && hit < 0; d++) {
                    const char *nm = x->f->vars[st->loops[d]->iter].name;
                    if (strlen(nm) == k - i && strncmp(nm, x->text + i, k - i) == 0)
                        hit = d;
                }
                bool word = hit >= 0 && args[hit][0];
                for (const char *c = hit >= 0 ? args[hit] : ""; *c; c++)
                    word &= kf_ctext_is_ident(*c);
                if (hit >= 0)
                    fprintf(o, word ? "%s" : "(%s)", args[hit]);
                else
                    fprintf(o, "%.*s", (int)(k - i), x->text + i);
                i = k;
                continue;
            }
            fputc(x->text[i++], o);
        }
        for (int d = 0; d < 16; d++)
            free(args[d]);
    }
    if (o && fclose(o) != 0)
        x->bad = true;
    char **ns = realloc(x->stmt, (size_t)(x->nstmt + 1) * sizeof *ns);
    if (!ns) {
        x->bad = true;
        free(t);
    } else {
        x->stmt = ns;
        x->stmt[x->nstmt++] = t;
    }
    char ph[32];
    snprintf(ph, sizeof ph, "@%d@", x->nstmt - 1);
    isl_ast_expr_free(call);
    isl_ast_print_options_free(opt);
    p = isl_printer_start_line(p);
    p = isl_printer_print_str(p, ph);
    return isl_printer_end_line(p);
}

/* Is identifier name anywhere in the file's text? */
static bool file_names(const char *text, size_t len, const char *name)
{
    size_t n = 0;
    for (size_t i = kf_ctext_ident_in(text, len, 0, &n); i < len;
         i = kf_ctext_ident_in(text, len, i + n, &n))
        if (n == strlen(name) && strncmp(text + i, name, n) == 0)
            return true;
    return false;
}

/* new (taken) after the comments of L's text outside its statements,
 * each on its own line at L's indentation, so that no word of the user's
 * is lost with the nest it annotated; NULL when out of memory. */
static char *with_comments(const char *text, size_t len, const struct kf_fragment *f,
                           const struct kf_node *L, char *new)
{
    size_t line;
    int w = kf_ctext_indent(text, L->range.begin.offset, &line);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o) {
        free(new);
        return NULL;
    }
    for (size_t i = L->range.begin.offset; i < L->range.end.offset;) {
        bool in_stmt = false;
        for (int si = 0; si < f->nstmt && !in_stmt; si++)
            in_stmt = i >= f->stmts[si]->range.begin.offset && i < f->stmts[si]->range.end.offset;
        size_t j = kf_ctext_skip(text, len, i, false);
        if (j > i && !in_stmt && text[i] == '/')
            fprintf(o, "%.*s\n%.*s", (int)(j - i), text + i, w > 0 ? w : 0, text + line);
        i = j > i ? j : i + 1;
    }
    fputs(new, o);
    free(new);
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* L's nest rescheduled, its new text in *out (malloc'ed); NULL when it
 * is, or why not ("" silent). */
static const char *isl_nest(const char *text, size_t len, const struct kf_fragment *f,
                            const struct kf_deps *dp, const struct kf_node *L, char **out)
{
    *out = NULL;
    const struct kf_model *m = dp->m;
    const struct kf_loop_info *li = kf_gen_loop_info(f, dp, L);
    if (L->depth != 0 || !li || li->verdict != KF_SEQUENTIAL || !one_affine(L))
        return "";
    int nin = 0;
    for (int si = 0; si < f->nstmt; si++) {
        const struct kf_stmt *st = f->stmts[si];
        if (!under(st, L))
            continue;
        nin++;
        if (st->kind != KF_STMT_EXPR || st->nif || st->depth > 16)
            return "";
        for (int d = 0; d < st->depth; d++) {
            const struct kf_loop_info *i2 = kf_gen_loop_info(f, dp, st->loops[d]);
            if (!one_affine(st->loops[d]) || !i2 || i2->verdict == KF_PARALLEL)
                return ""; /* a parallel loop the plan maps as it is */
        }
    }
    for (int l = 0; l < f->nloop; l++)
        if (f->loops[l] == L || (f->loops[l]->range.begin.offset > L->range.begin.offset &&
                                 f->loops[l]->range.end.offset <= L->range.end.offset)) {
            const struct kf_node *K = f->loops[l];
            if (!kf_gpu_iter_exact(f, L, K))
                return "an iterator it would drop is read after it";
            if (macro_names(f, f->vars[K->iter].name))
                return "a macro of the fragment names an iterator";
            /* a loop's last value read after it has no loop to set it
             * in isl's code */
            for (int si = 0; si < f->nstmt; si++)
                if (under(f->stmts[si], L) && !under(f->stmts[si], K) &&
                    names(f->stmts[si]->node, K->iter))
                    return "a statement names an iterator outside its loop";
        }
    for (size_t i = L->range.begin.offset; i < L->range.end.offset; i++)
        if (text[i] == '#')
            return "a preprocessor line inside";
    char names[8][16];
    for (int k = 0; k < 8; k++) {
        snprintf(names[k], sizeof names[k], "kf_c%d", k);
        if (file_names(text, len, names[k]))
            return "the file names kf_c0..kf_c7, the iterators isl's loops would take";
    }
    if (nin == 0)
        return "";
    isl_ctx *ctx = m->ctx;
    isl_union_set *dom = NULL;
    isl_union_map *val = NULL, *prox = NULL;
    for (int si = 0; si < f->nstmt; si++)
        if (under(f->stmts[si], L)) {
            isl_union_set *d1 = isl_union_set_from_set(isl_set_copy(m->domain[si]));
            dom = dom ? isl_union_set_union(dom, d1) : d1;
        }
    val = isl_union_map_empty(isl_union_set_get_space(dom));
    prox = isl_union_map_empty(isl_union_set_get_space(dom));
    for (int d = 0; d < dp->ndep; d++) {
        const struct kf_dep *dep = &dp->deps[d];
        if (!under(f->stmts[dep->src], L) || !under(f->stmts[dep->dst], L))
            continue;
        val = isl_union_map_union(val, isl_union_map_from_map(isl_map_copy(dep->rel)));
        if (dep->kind == KF_DEP_FLOW)
            prox = isl_union_map_union(prox, isl_union_map_from_map(isl_map_copy(dep->rel)));
    }
    isl_schedule_constraints *sc = isl_schedule_constraints_on_domain(isl_union_set_copy(dom));
    sc = isl_schedule_constraints_set_validity(sc, isl_union_map_copy(val));
    sc = isl_schedule_constraints_set_coincidence(sc, val);
    sc = isl_schedule_constraints_set_proximity(sc, prox);
    int outer = isl_options_get_schedule_outer_coincidence(ctx);
    isl_options_set_schedule_outer_coincidence(ctx, 1);
    isl_schedule *sch = isl_schedule_constraints_compute_schedule(sc);
    isl_options_set_schedule_outer_coincidence(ctx, outer);
    isl_schedule_node *root = sch ? isl_schedule_get_root(sch) : NULL;
    bool par = root && coincident_somewhere(root);
    isl_schedule_node_free(root);
    if (!par) {
        isl_schedule_free(sch);
        isl_union_set_free(dom);
        return sch ? "isl's scheduler finds no parallel dimension that keeps every dependence"
                   : "isl's scheduler failed";
    }
    isl_set *ctxset = isl_set_universe(isl_space_params(isl_union_set_get_space(dom)));
    isl_union_set_free(dom);
    isl_ast_build *b = isl_ast_build_from_context(ctxset);
    isl_id_list *ids = isl_id_list_alloc(ctx, 8);
    for (int k = 0; k < 8; k++)
        ids = isl_id_list_add(ids, isl_id_alloc(ctx, names[k], NULL));
    b = isl_ast_build_set_iterators(b, ids);
    isl_ast_node *tree = isl_ast_build_node_from_schedule(b, sch);
    isl_ast_build_free(b);
    struct isl_nest x = {.f = f, .text = text, .len = len};
    isl_printer *p = isl_printer_to_str(ctx);
    p = isl_printer_set_output_format(p, ISL_FORMAT_C);
    isl_ast_print_options *po = isl_ast_print_options_alloc(ctx);
    po = isl_ast_print_options_set_print_user(po, print_stmt, &x);
    p = isl_ast_node_print(tree, p, po);
    char *raw = isl_printer_get_str(p);
    isl_printer_free(p);
    isl_ast_node_free(tree);
    const char *why = NULL;
    if (!raw || x.bad)
        why = "isl's code could not be written back";
    else if (strstr(raw, "min(") || strstr(raw, "max(") || strstr(raw, "floord(") ||
             strchr(raw, '?') || strchr(raw, '%'))
        why = "isl's code has bounds kforge does not read (min, max, floord)";
    char *res = NULL;
    size_t rl = 0;
    FILE *o = why ? NULL : open_memstream(&res, &rl);
    if (!why && !o)
        why = "out of memory";
    if (o) { /* indented as L, parameters named, statements in */
        size_t line;
        int w = kf_ctext_indent(text, L->range.begin.offset, &line);
        if (w < 0)
            w = 0;
        bool bol = true;
        for (const char *c = raw; *c;) {
            if (bol && *c != '\n')
                fprintf(o, "%.*s", w, text + line);
            bol = false;
            if (*c == '@') {
                int k = atoi(c + 1);
                fprintf(o, "%s;", k >= 0 && k < x.nstmt && x.stmt[k] ? x.stmt[k] : "");
                const char *e = strchr(c + 1, '@');
                c = e ? e + 1 : c + strlen(c);
                while (*c == ';')
                    c++;
            } else if (kf_ctext_is_ident_start(*c) && (c == raw || !kf_ctext_is_ident(c[-1]))) {
                const char *s0 = c;
                while (kf_ctext_is_ident(*c))
                    c++;
                int v = -1;
                if (s0[0] == 'p' && c - s0 > 1 && sscanf(s0 + 1, "%d", &v) == 1 && v >= 0 &&
                    v < f->nvar && f->vars[v].kind == KF_VAR_PARAM)
                    fputs(f->vars[v].name, o);
                else
                    fprintf(o, "%.*s", (int)(c - s0), s0);
            } else {
                bol = *c == '\n';
                fputc(*c++, o);
            }
        }
        if (fclose(o) != 0) {
            free(res);
            res = NULL;
            why = "out of memory";
        }
        while (res && rl > 0 && res[rl - 1] == '\n') /* L's own end follows */
            res[--rl] = '\0';
        if (res && rl > (size_t)w)
            memmove(res, res + w, rl - (size_t)w + 1); /* L's line keeps its indent */
    }
    free(raw);
    for (int k = 0; k < x.nstmt; k++)
        free(x.stmt[k]);
    free(x.stmt);
    if (why) {
        free(res);
        return why;
    }
    *out = with_comments(text, len, f, L, res);
    return *out ? NULL : "out of memory";
}

/* Tries loop L of fragment f; 1 when rewritten (an edit on t), 0 when not,
 * -1 when out of memory. */
static int try_loop(struct gen *t, const struct kf_fragment *f, const struct kf_deps *dp,
                    const struct kf_node *L, FILE *ex, bool omp)
{
    char *whole = NULL;
    const char *iwhy = isl_nest(t->text, t->len, f, dp, L, &whole);
    if (!iwhy) {
        if (ex && omp)
            fprintf(ex, "order-keep: %s (%s, line %u): isl would reschedule it (outer dimension "
                        "in order, inner ones parallel, every sum in its source order), but not "
                        "on OpenMP: the rewrite serves the GPU targets' launches; it stays as "
                        "written\n",
                    L->id, f->vars[L->iter].name, L->header.begin.line);
        else if (ex)
            fprintf(ex, "order-keep: %s (%s, line %u): rescheduled by isl (outer dimension in "
                        "order, inner ones parallel, every dependence kept, so every sum in its "
                        "source order): a host loop over the outer one launches the others\n",
                    L->id, f->vars[L->iter].name, L->header.begin.line);
        if (omp) {
            free(whole);
            return 0;
        }
        kf_gen_replace(t, L->range.begin.offset, node_end(t->text, t->len, L) -
                       L->range.begin.offset, "%s", whole);
        free(whole);
        return t->nomem ? -1 : 1;
    }
    /* on OpenMP only what it would do is said: its refusals are the GPU
     * targets' (a sequential loop there says why already) */
    if (*iwhy && ex && !omp)
        fprintf(ex, "order-keep: %s (%s, line %u): not rescheduled by isl: %s\n", L->id,
                f->vars[L->iter].name, L->header.begin.line, iwhy);
    struct shape s;
    const char *why = shape_of(f, dp, L, &s);
    if (why && !*why)
        return 0;
    char buf[512];
    if (!why)
        why = check(f, dp, &s, buf, sizeof buf);
    size_t b = 0, e = 0;
    char *nt = NULL;
    if (!why && !(nt = new_text(t->text, t->len, f, &s, &b, &e)))
        why = "its text holds more than its statements (a comment, a preprocessor line), "
              "its header's init more than its iterator's, or it does not start its line";
    const char *jn = f->vars[L->iter].name, *kn = s.K ? f->vars[s.K->iter].name : "?";
    if (why) {
        if (ex && !omp)
            fprintf(ex, "order-keep: %s (%s, line %u): its recurrence stays in order on one "
                        "thread: %s\n",
                    L->id, jn, L->header.begin.line, why);
        return 0;
    }
    if (omp) { /* said, not done (gpu_order.h) */
        free(nt);
        if (ex)
            fprintf(ex, "order-keep: %s (%s, line %u): a column at a time would keep its "
                        "recurrence's order (isl), but not on OpenMP: each step of %s updates "
                        "one row or column, too little work for the barrier that ends it; it "
                        "stays sequential\n",
                    L->id, jn, L->header.begin.line, kn);
        return 0;
    }
    kf_gen_replace(t, b, e - b, "%s", nt);
    free(nt);
    if (ex)
        fprintf(ex, "order-keep: %s (%s, line %u): a column at a time: a host loop over %s runs "
                    "%s's finishing statements for element %s, then the updates of every %s > "
                    "%s in parallel, so each element's terms still come in %s's order (isl: "
                    "every dependence kept, none between one step's updates)\n",
                L->id, jn, L->header.begin.line, kn, jn, kn, jn, kn, kn);
    return t->nomem ? -1 : 1;
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

/* Every loop of every fragment through try_loop; the number rewritten
 * (edits on t), -1 when out of memory. */
static int scan(struct gen *t, const struct kf_analysis *a, FILE *ex, bool omp)
{
    struct order_walk w = {t, ex, omp};
    return kf_gpu_each_loop(a, order_one, &w);
}

void kf_gpu_order_explain_omp(const struct kf_analysis *a, const char *text, size_t len,
                              const struct kf_gen_options *o)
{
    if (!o->explain || (o->disabled & KF_PASS_BIT(KF_PASS_ORDER_KEEP)))
        return;
    struct gen t = {.text = text, .len = len};
    scan(&t, a, o->explain, true);
    for (int i = 0; i < t.nedit; i++)
        free(t.edits[i].text);
    free(t.edits);
}

int kf_gpu_order(const struct kf_analysis *a, const char *text, size_t len,
                 const struct kf_gen_options *o, struct kf_analysis **a2, char **t2)
{
    *a2 = NULL;
    *t2 = NULL;
    if (o->disabled & (KF_PASS_BIT(KF_PASS_ORDER_KEEP) | KF_PASS_BIT(KF_PASS_KERNELS)))
        return 0;
    struct gen t = {.text = text, .len = len};
    int made = scan(&t, a, o->explain, false), rc = made < 0 ? -1 : 0;
    if (rc != 0 || made == 0) {
        for (int i = 0; i < t.nedit; i++)
            free(t.edits[i].text);
        free(t.edits);
        return rc;
    }
    return kf_gpu_reanalyse_edits(a, o, &t, KF_PASS_ORDER_KEEP, a2, t2);
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
