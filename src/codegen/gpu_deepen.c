/*
 * gpu_deepen.c: inner parallel loops fused and moved outside the
 * sequential loops between them, before the GPU plan (gpu_deepen.h).
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/map.h>

#include "codegen/gpu_deepen.h"
#include "codegen/openmp.h"
#include "ir/poly.h"
#include "kforge/kforge.h"
#include "passes/xform.h"
#include "support/ctext.h"

/* I's children, each a loop J or a loop K around one loop J. */
struct shape {
    const struct kf_node *I;
    int n;
    const struct kf_node *J[16], *K[16]; /* K[c] NULL: child c is J[c] itself */
};

static bool plain_body(const struct kf_node *L)
{
    if (L->nchild == 0 || L->early_exit || L->ninduct)
        return false;
    for (int i = 0; i < L->nchild; i++)
        if (L->child[i]->kind != KF_NODE_STMT)
            return false;
    return true;
}

static bool one_bound(const struct kf_node *L)
{
    return L->nlb == 1 && L->nub == 1 && L->lb[0] && L->ub[0];
}

/* Is v declared in loop L's header (for (int j = ...))? */
static bool header_declared(const struct kf_fragment *f, int v, const struct kf_node *L)
{
    const struct kf_var *var = &f->vars[v];
    return var->decl.offset >= L->header.begin.offset && var->decl.offset < L->body.begin.offset;
}

/* Do J and J0 count alike: the same variable (or one name declared in
 * each header), bounds and step? */
static bool same_count(const struct kf_fragment *f, const struct kf_node *J,
                       const struct kf_node *J0)
{
    bool same_var = J->iter == J0->iter ||
                    (strcmp(f->vars[J->iter].name, f->vars[J0->iter].name) == 0 &&
                     header_declared(f, J->iter, J) && header_declared(f, J0->iter, J0));
    return same_var && one_bound(J) && J->step == J0->step &&
           kf_poly_equal(J->lb[0], J0->lb[0]) && kf_poly_equal(J->ub[0], J0->ub[0]);
}

/* NULL when I has the shape (filling s), else why not; "" when I is not
 * even close (silent). */
static const char *shape_of(const struct kf_fragment *f, const struct kf_deps *dp,
                            const struct kf_node *I, struct shape *s)
{
    s->I = I;
    s->n = 0;
    bool anyk = false;
    if (I->nchild == 0 || I->nchild > 16 || I->early_exit)
        return "";
    for (int c = 0; c < I->nchild; c++) {
        const struct kf_node *n = I->child[c], *J = n;
        if (n->kind != KF_NODE_LOOP)
            return "";
        s->K[c] = NULL;
        const struct kf_loop_info *ni = kf_gen_loop_info(f, dp, n);
        /* a loop K that runs in order around J; a parallel one would be
         * J itself, over a band of three the plan maps already */
        if (n->nchild == 1 && n->child[0]->kind == KF_NODE_LOOP && ni &&
            ni->verdict != KF_PARALLEL) {
            s->K[c] = n;
            J = n->child[0];
            anyk = true;
            if (n->early_exit || n->ninduct || !one_bound(n))
                return "a loop between it and an inner parallel loop may stop early or has "
                       "bounds kforge cannot read";
        }
        if (!plain_body(J))
            return "";
        s->J[c] = J;
        s->n++;
    }
    if (!anyk && s->n < 2)
        return "";
    for (int c = 0; c < s->n; c++) {
        if (!same_count(f, s->J[c], s->J[0]))
            return "its inner loops do not count alike (one iterator, the same bounds and step)";
        if (s->K[c] && (kf_poly_uses(s->J[c]->lb[0], s->K[c]->iter) ||
                        kf_poly_uses(s->J[c]->ub[0], s->K[c]->iter)))
            return "its inner loops' bounds name a sequential loop's iterator";
        const struct kf_loop_info *li = kf_gen_loop_info(f, dp, s->J[c]);
        if (!li || li->verdict != KF_PARALLEL)
            return "an inner loop it would fuse is not parallel";
    }
    return NULL;
}

/* Is v read, as a value, by a statement of f outside I or in a bound of a
 * loop outside I, where no loop around that statement sets it? */
static bool read_later(const struct kf_fragment *f, const struct kf_node *I, int v)
{
    size_t b = I->range.begin.offset, e = I->range.end.offset;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (st->range.begin.offset >= b && st->range.end.offset <= e)
            continue;
        bool set = false;
        for (int d = 0; d < st->depth; d++)
            set |= st->loops[d]->iter == v;
        if (set)
            continue;
        for (int a = 0; a < st->naccess; a++) {
            if (st->acc[a].var == v)
                return true;
            for (int k = 0; k < st->acc[a].nsub; k++)
                if (!st->acc[a].sub[k] || kf_poly_uses(st->acc[a].sub[k], v))
                    return true;
        }
    }
    for (int l = 0; l < f->nloop; l++) {
        const struct kf_node *L = f->loops[l];
        if (L->range.begin.offset >= b && L->range.end.offset <= e)
            continue;
        bool set = false;
        for (const struct kf_node *p = L->parent; p; p = p->parent)
            set |= p->iter == v;
        for (int k = 0; !set && k < L->nlb; k++)
            if (!L->lb[k] || kf_poly_uses(L->lb[k], v))
                return true;
        for (int k = 0; !set && k < L->nub; k++)
            if (!L->ub[k] || kf_poly_uses(L->ub[k], v))
                return true;
    }
    return false;
}

bool kf_gpu_iter_exact(const struct kf_fragment *f, const struct kf_node *I,
                       const struct kf_node *L)
{
    const struct kf_var *v = &f->vars[L->iter];
    return header_declared(f, L->iter, L) || (!v->seen_outside && !read_later(f, I, L->iter));
}

/* Is statement st in the subtree of loop L? */
static bool under(const struct kf_stmt *st, const struct kf_node *L)
{
    for (int d = 0; d < st->depth; d++)
        if (st->loops[d] == L)
            return true;
    return false;
}

/* Each statement's schedule followed by ns[s], its map from the old
 * positions to the new (given, freed here): the first dependence the new
 * order breaks, as kf_xform_first_broken says. */
static int broken_under(const struct kf_deps *dp, isl_map **ns)
{
    const struct kf_model *m = dp->m;
    for (int si = 0; si < m->nstmt; si++)
        ns[si] = isl_map_apply_range(isl_map_copy(m->sched[si]), ns[si]);
    int res = kf_xform_first_broken(dp, ns);
    for (int si = 0; si < m->nstmt; si++)
        isl_map_free(ns[si]);
    free(ns);
    return res;
}

/* The new time of each statement (the table in gpu_deepen.h), in a space
 * two dimensions wider than the model's; the index of the first broken
 * dependence, dp->ndep when none, -1 when isl fails. */
static int first_broken(const struct kf_deps *dp, const struct shape *s)
{
    const struct kf_model *m = dp->m;
    int D = m->schedule_dims, cpos = 2 * s->I->depth + 2;
    isl_map **ns = calloc((size_t)m->nstmt + 1, sizeof *ns);
    if (!ns)
        return -1;
    for (int si = 0; si < m->nstmt; si++) {
        const struct kf_stmt *st = m->f->stmts[si];
        int c = -1;
        for (int k = 0; k < s->n && c < 0; k++)
            if (under(st, s->J[k]))
                c = k;
        char buf[4096];
        size_t n = (size_t)snprintf(buf, sizeof buf, "{ [");
        for (int d = 0; d < D; d++)
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%sa%d", d ? ", " : "", d);
        n += (size_t)snprintf(buf + n, sizeof buf - n, "] -> [");
        for (int d = 0; d < D + 2 && n < sizeof buf; d++) {
            const char *sep = d ? ", " : "";
            int from = d < D ? d : -1; /* the old dimension this one takes, -1: 0 */
            if (c >= 0 && d >= cpos) {
                int k = d - cpos, kb = s->K[c] != NULL;
                /* new [0, j, c, (k,) p, 0..] from old [c, j, p, 0..] or [c, k, 0, j, p, 0..] */
                if (k == 0)
                    from = -1;
                else if (k == 1)
                    from = cpos + (kb ? 3 : 1);
                else if (k == 2)
                    from = cpos;
                else if (k == 3)
                    from = cpos + (kb ? 1 : 2);
                else if (k == 4 && kb)
                    from = cpos + 4;
                else
                    from = -1; /* past a plain statement's position: 0 */
            }
            if (from >= 0 && from < D)
                n += (size_t)snprintf(buf + n, sizeof buf - n, "%sa%d", sep, from);
            else
                n += (size_t)snprintf(buf + n, sizeof buf - n, "%s0", sep);
        }
        snprintf(buf + n, sizeof buf - n, "] }");
        ns[si] = isl_map_read_from_str(m->ctx, buf);
    }
    return broken_under(dp, ns);
}

/* Is [b, e) blank but for ';'? */
static bool blank(const char *text, size_t b, size_t e)
{
    for (size_t i = b; i < e; i++)
        if (text[i] != ' ' && text[i] != '\t' && text[i] != '\n' && text[i] != '\r' &&
            text[i] != ';')
            return false;
    return true;
}

/* The end of node n's text, past a ';' that ends it. */
static size_t node_end(const char *text, size_t len, const struct kf_node *n)
{
    size_t e = n->range.end.offset, i = e;
    while (i < len && (text[i] == ' ' || text[i] == '\t'))
        i++;
    return i < len && text[i] == ';' ? i + 1 : e;
}

static void put_stmts(FILE *o, const char *text, const struct kf_node *J, const char *ind)
{
    for (int i = 0; i < J->nchild; i++) {
        const struct kf_node *st = J->child[i];
        fprintf(o, "%s%.*s;\n", ind, (int)(st->range.end.offset - st->range.begin.offset),
                text + st->range.begin.offset);
    }
}

/* The new text of I's body, from the start of its first child's line to
 * the end of its last child (*b, *e); NULL when out of memory or when the
 * text between I's children is not blank. */
static char *new_body(const char *text, size_t len, const struct shape *s, size_t *b, size_t *e)
{
    const struct kf_node *I = s->I;
    *b = kf_ctext_line_start(text, I->child[0]->range.begin.offset);
    *e = node_end(text, len, I->child[I->nchild - 1]);
    if (!blank(text, *b, I->child[0]->range.begin.offset))
        return NULL;
    for (int c = 0; c + 1 < s->n; c++)
        if (!blank(text, node_end(text, len, I->child[c]), I->child[c + 1]->range.begin.offset))
            return NULL;
    for (size_t i = I->range.begin.offset; i < I->range.end.offset; i++)
        if (text[i] == '#')
            return NULL; /* a preprocessor line inside */
    char ind[128];
    snprintf(ind, sizeof ind, "%.*s", (int)(I->child[0]->range.begin.offset - *b), text + *b);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return NULL;
    const struct kf_node *J0 = s->J[0];
    fprintf(o, "%s%.*s {\n", ind, (int)(kf_xform_header_end(text, len, J0) - J0->header.begin.offset),
            text + J0->header.begin.offset);
    char in1[160], in2[200];
    snprintf(in1, sizeof in1, "%s  ", ind);
    snprintf(in2, sizeof in2, "%s    ", ind);
    for (int c = 0; c < s->n; c++) {
        const struct kf_node *K = s->K[c];
        if (K) {
            fprintf(o, "%s%.*s {\n", in1,
                    (int)(kf_xform_header_end(text, len, K) - K->header.begin.offset),
                    text + K->header.begin.offset);
            put_stmts(o, text, s->J[c], in2);
            fprintf(o, "%s}\n", in1);
        } else if (s->J[c]->nchild > 1) {
            fprintf(o, "%s{\n", in1);
            put_stmts(o, text, s->J[c], in2);
            fprintf(o, "%s}\n", in1);
        } else
            put_stmts(o, text, s->J[c], in1);
    }
    fprintf(o, "%s}", ind);
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* Does every access of the j loops of s name j in its last subscript only
 * (a row per access, which a CPU device vectorises as written)?  An array
 * read down a column in j (syrk's A[j][k]) or an access kforge does not
 * model element by element says no. */
static bool rows_as_written(const struct shape *s)
{
    for (int c = 0; c < s->n; c++) {
        const struct kf_node *J = s->J[c];
        for (int i = 0; i < J->nchild; i++) {
            const struct kf_stmt *st = J->child[i]->stmt;
            for (int a = 0; st && a < st->naccess; a++) {
                const struct kf_access *ac = &st->acc[a];
                if (ac->whole || ac->may)
                    return false;
                for (int q = 0; q + 1 < ac->nsub; q++)
                    if (kf_poly_uses(ac->sub[q], J->iter))
                        return false;
            }
        }
    }
    return true;
}

/* Tries loop I of fragment f; 1 when rewritten (an edit on t), 0 when not,
 * -1 when out of memory.  cpu: OpenCL under opencl_window = auto, whose
 * program runs another kernel on a CPU device (the strips, gpu_ktile.h). */
static int try_loop(struct gen *t, const struct kf_fragment *f, const struct kf_deps *dp,
                    const struct kf_node *I, FILE *ex, bool dry, bool cpu)
{
    struct shape s;
    const char *why = shape_of(f, dp, I, &s);
    if (why && !*why)
        return 0;
    const struct kf_loop_info *li = kf_gen_loop_info(f, dp, I);
    if (!li || li->verdict != KF_PARALLEL)
        return 0; /* its kernel would not be I's band anyway */
    char buf[512];
    if (!why) {
        for (int c = 0; c < s.n && !why; c++)
            if (!kf_gpu_iter_exact(f, I, s.J[c]) ||
                (s.K[c] && !kf_gpu_iter_exact(f, I, s.K[c])))
                why = "an iterator it would move is read after it";
    }
    if (!why) {
        int r = first_broken(dp, &s);
        if (r < 0)
            why = "isl could not check the new order";
        else if (r < dp->ndep) {
            snprintf(buf, sizeof buf, "it would reverse the %s dependence on %s (line %u)",
                     kf_dep_kind_name(dp->deps[r].kind), f->vars[dp->deps[r].var].name,
                     f->stmts[dp->deps[r].src]->range.begin.line);
            why = buf;
        }
    }
    size_t b = 0, e = 0;
    char *nb = NULL;
    if (!why && !(nb = new_body(t->text, t->len, &s, &b, &e)))
        why = "the text between its inner loops is not only blank";
    if (why) {
        if (ex)
            fprintf(ex, "deepen: %s (%s, line %u): inner loops not fused above its sequential "
                        "ones: %s\n",
                    I->id, f->vars[I->iter].name, I->header.begin.line, why);
        return 0;
    }
    if (!dry && cpu && rows_as_written(&s)) {
        /* the nest as written runs j innermost along rows, vectorised:
         * gemm's plain row kernel beat its strips by 20% on PoCL
         * (docs/c-loops.md), where syrk's A[j][k] made the strips 2.8x faster */
        free(nb);
        if (ex)
            fprintf(ex, "deepen: %s (%s, line %u): inner loops not fused above its sequential "
                        "ones: every access of its '%s' loops names '%s' in its last subscript "
                        "only, so a CPU device runs the nest as written faster than strips "
                        "(opencl_window = on does it)\n",
                    I->id, f->vars[I->iter].name, I->header.begin.line,
                    f->vars[s.J[0]->iter].name, f->vars[s.J[0]->iter].name);
        return 0;
    }
    if (dry) { /* OpenCL with opencl_window = off (kf_gpu_deepen_on) */
        free(nb);
        if (ex)
            fprintf(ex, "deepen: %s (%s, line %u): its inner '%s' loops could be fused above "
                        "its sequential ones, but not with opencl_window = off (one kernel for "
                        "any device: a CPU runs the nest as written faster than a thread per "
                        "element)\n",
                    I->id, f->vars[I->iter].name, I->header.begin.line,
                    f->vars[s.J[0]->iter].name);
        return 0;
    }
    kf_gen_replace(t, b, e - b, "%s", nb);
    free(nb);
    if (ex)
        fprintf(ex, "deepen: %s (%s, line %u): its %d inner '%s' loops fused into one, outside "
                    "the sequential loops between: its kernel maps (%s, %s)\n",
                I->id, f->vars[I->iter].name, I->header.begin.line, s.n,
                f->vars[s.J[0]->iter].name, f->vars[I->iter].name, f->vars[s.J[0]->iter].name);
    return t->nomem ? -1 : 1;
}

/*
 * Statements beside an inner parallel loop, distributed into loops of
 * their own (correlation's corr[i][i] = 1 beside its j loop), so that
 * the inner loop's nest is a band of two loops with its sequential k
 * inside (the registers and strips of gpu_ktile.h):
 *
 *   for (i ...) {                 for (i ...)
 *     P0;                           P0;
 *     for (j ...)          ->     for (i ...)
 *       ...                         for (j ...)
 *     P1;                             ...
 *   }                             for (i ...)
 *                                   P1;
 *
 * Shape: I parallel, its children plain statements (no declaration, no
 * scalar written, no iterator of a loop inside I named) and one parallel
 * loop J; on a CPU device not where J's body is plain statements that
 * name j in their last subscripts only (rows, vectorised as written, as
 * try_loop's rows_as_written).  Legal: with the new time [.., I's
 * place, g, i, c, ..] (g 0, 1, 2 for P0, J, P1), every dependence still
 * goes forward (kf_xform_first_broken; I being parallel, none is carried
 * by it, so this holds, but isl says so rather than this argument).  The
 * iterators end as they did: every loop runs I's whole range, and j and
 * the loops' inside J are named by no P.
 */

/* Is statement st a child of I after J? */
static bool split_after(const struct kf_node *I, const struct kf_node *J, const struct kf_stmt *st)
{
    bool after = false;
    for (int c = 0; c < I->nchild; c++) {
        after |= I->child[c] == J;
        if (I->child[c]->kind == KF_NODE_STMT && I->child[c]->stmt == st)
            return after;
    }
    return false;
}

/* The new times of the split (above): the first broken dependence's
 * index, dp->ndep when none, -1 when isl fails. */
static int split_broken(const struct kf_deps *dp, const struct shape *s, const struct kf_node *J)
{
    const struct kf_model *m = dp->m;
    int D = m->schedule_dims, gpos = 2 * s->I->depth + 1;
    isl_map **ns = calloc((size_t)m->nstmt + 1, sizeof *ns);
    if (!ns)
        return -1;
    for (int si = 0; si < m->nstmt; si++) {
        const struct kf_stmt *st = m->f->stmts[si];
        int g = !under(st, s->I) ? 0 : under(st, J) ? 1 : split_after(s->I, J, st) ? 2 : 0;
        char buf[4096];
        size_t n = (size_t)snprintf(buf, sizeof buf, "{ [");
        for (int d = 0; d < D; d++)
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%sa%d", d ? ", " : "", d);
        n += (size_t)snprintf(buf + n, sizeof buf - n, "] -> [");
        for (int d = 0; d < D + 1 && n < sizeof buf; d++) {
            const char *sep = d ? ", " : "";
            if (d == gpos)
                n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%d", sep, g);
            else
                n += (size_t)snprintf(buf + n, sizeof buf - n, "%sa%d", sep, d < gpos ? d : d - 1);
        }
        snprintf(buf + n, sizeof buf - n, "] }");
        ns[si] = isl_map_read_from_str(m->ctx, buf);
    }
    return broken_under(dp, ns);
}

/* Does statement child P of I name the iterator of a loop inside I, write
 * a scalar, or declare one?  The reason, or NULL. */
static const char *split_stmt(const struct kf_fragment *f, const struct kf_node *I,
                              const struct kf_node *P)
{
    const struct kf_stmt *st = P->stmt;
    if (!st || st->kind == KF_STMT_DECL)
        return "a statement beside it declares a variable";
    for (int a = 0; a < st->naccess; a++)
        if (st->acc[a].write && f->vars[st->acc[a].var].kind != KF_VAR_ARRAY)
            return "a statement beside it writes a scalar";
    for (int u = 0; u < P->nuse; u++)
        for (int l = 0; l < f->nloop; l++) {
            const struct kf_node *L = f->loops[l];
            if (L != I && L->iter == P->use[u] && L->range.begin.offset >= I->range.begin.offset &&
                L->range.end.offset <= I->range.end.offset)
                return "a statement beside it names an inner loop's iterator";
        }
    return NULL;
}

/* Does every access under J name J's iterator in its last subscript only,
 * J's body holding no loop (a CPU runs such a nest as written, vectorised:
 * rows_as_written)? */
static bool split_rows(const struct kf_fragment *f, const struct kf_node *J)
{
    for (int i = 0; i < J->nchild; i++)
        if (J->child[i]->kind != KF_NODE_STMT)
            return false;
    for (int si = 0; si < f->nstmt; si++) {
        const struct kf_stmt *st = f->stmts[si];
        for (int a = 0; under(st, J) && a < st->naccess; a++) {
            const struct kf_access *ac = &st->acc[a];
            if (ac->whole || ac->may)
                return false;
            for (int q = 0; q + 1 < ac->nsub; q++)
                if (kf_poly_uses(ac->sub[q], J->iter))
                    return false;
        }
    }
    return true;
}

/* Is the text between I's braces and its children blank (no comment, no
 * preprocessor line, which the rewrite would drop)? */
static bool split_text_blank(const char *text, size_t len, const struct kf_node *I)
{
    size_t b = I->body.begin.offset, e = I->body.end.offset;
    if (b >= e || text[b] != '{')
        return false;
    size_t at = b + 1;
    for (int c = 0; c < I->nchild; c++) {
        if (!blank(text, at, I->child[c]->range.begin.offset))
            return false;
        at = node_end(text, len, I->child[c]);
    }
    for (size_t i = I->range.begin.offset; i < I->range.end.offset; i++)
        if (text[i] == '#')
            return false;
    return e > at && text[e - 1] == '}' && blank(text, at, e - 1);
}

/* I's text split in two or three loops (above); NULL when out of memory. */
static char *split_text(const char *text, size_t len, const struct kf_node *I, int cj)
{
    size_t lb = kf_ctext_line_start(text, I->range.begin.offset);
    char ind[128], in1[160];
    snprintf(ind, sizeof ind, "%.*s", (int)(I->range.begin.offset - lb), text + lb);
    for (char *p = ind; *p; p++)
        if (*p != ' ' && *p != '\t')
            *p = ' ';
    snprintf(in1, sizeof in1, "%s  ", ind);
    int hl = (int)(kf_xform_header_end(text, len, I) - I->header.begin.offset);
    const char *h = text + I->header.begin.offset;
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return NULL;
    bool first = true;
    for (int part = 0; part < 3; part++) {
        int from = part == 0 ? 0 : part == 1 ? cj : cj + 1;
        int to = part == 0 ? cj : part == 1 ? cj + 1 : I->nchild;
        if (from == to)
            continue;
        fprintf(o, "%s%.*s {\n", first ? "" : ind, hl, h);
        for (int c = from; c < to; c++) {
            const struct kf_node *P = I->child[c];
            size_t pe = c == cj ? node_end(text, len, P) : P->range.end.offset;
            fprintf(o, "%s%.*s%s\n", in1, (int)(pe - P->range.begin.offset),
                    text + P->range.begin.offset, c == cj ? "" : ";");
        }
        fprintf(o, "%s}%s", ind, part == 2 || (part == 1 && cj + 1 == I->nchild) ? "" : "\n");
        first = false;
    }
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* Tries the split of loop I (above); as try_loop. */
static int try_split(struct gen *t, const struct kf_fragment *f, const struct kf_deps *dp,
                     const struct kf_node *I, FILE *ex, bool dry, bool cpu)
{
    int cj = -1, nstmt = 0;
    if (I->kind != KF_NODE_LOOP || I->early_exit || I->ninduct || I->nchild < 2)
        return 0;
    for (int c = 0; c < I->nchild; c++) {
        const struct kf_node *n = I->child[c];
        if (n->kind == KF_NODE_LOOP && cj < 0)
            cj = c;
        else if (n->kind == KF_NODE_STMT)
            nstmt++;
        else
            return 0;
    }
    const struct kf_node *J = cj >= 0 ? I->child[cj] : NULL;
    const struct kf_loop_info *li = kf_gen_loop_info(f, dp, I);
    const struct kf_loop_info *lj = J ? kf_gen_loop_info(f, dp, J) : NULL;
    if (!J || nstmt == 0 || !li || li->verdict != KF_PARALLEL || !lj ||
        lj->verdict != KF_PARALLEL || J->early_exit)
        return 0;
    const char *why = NULL;
    char buf[512];
    if (f->kind == KF_FRAG_ALL && !I->parent)
        why = "under --all each outermost loop is a fragment, and the split would make more";
    for (int c = 0; c < I->nchild && !why; c++)
        if (c != cj)
            why = split_stmt(f, I, I->child[c]);
    if (!why && !split_text_blank(t->text, t->len, I))
        why = "the text between its statements is not only blank";
    if (!why) {
        struct shape sh = {.I = I};
        int r = split_broken(dp, &sh, J);
        if (r < 0)
            why = "isl could not check the new order";
        else if (r < dp->ndep) {
            snprintf(buf, sizeof buf, "it would reverse the %s dependence on %s (line %u)",
                     kf_dep_kind_name(dp->deps[r].kind), f->vars[dp->deps[r].var].name,
                     f->stmts[dp->deps[r].src]->range.begin.line);
            why = buf;
        }
    }
    if (!why && cpu && split_rows(f, J))
        why = "every access of its inner loop names its iterator in the last subscript only, "
              "so a CPU device runs the nest as written faster (opencl_window = on does it)";
    char what[160];
    snprintf(what, sizeof what, "the statements beside loop '%s' (line %u)",
             f->vars[J->iter].name, J->header.begin.line);
    if (why) {
        if (ex)
            fprintf(ex, "deepen: %s (%s, line %u): %s not distributed: %s\n", I->id,
                    f->vars[I->iter].name, I->header.begin.line, what, why);
        return 0;
    }
    if (dry) {
        if (ex)
            fprintf(ex, "deepen: %s (%s, line %u): %s could be distributed, but not with "
                        "opencl_window = off\n",
                    I->id, f->vars[I->iter].name, I->header.begin.line, what);
        return 0;
    }
    char *nt = split_text(t->text, t->len, I, cj);
    if (!nt)
        return -1;
    kf_gen_replace(t, I->range.begin.offset, node_end(t->text, t->len, I) - I->range.begin.offset,
                   "%s", nt);
    free(nt);
    if (ex)
        fprintf(ex, "deepen: %s (%s, line %u): %s distributed into a loop of their own: the "
                    "kernel of loop '%s' maps (%s, %s)\n",
                I->id, f->vars[I->iter].name, I->header.begin.line, what,
                f->vars[J->iter].name, f->vars[I->iter].name, f->vars[J->iter].name);
    return t->nomem ? -1 : 1;
}

bool kf_gpu_deepen_on(const struct kf_gen_options *o)
{
    return !(o->disabled & (KF_PASS_BIT(KF_PASS_DEEPEN))) &&
           (o->target == KF_GEN_CUDA || o->opencl_window != KF_GEN_WINDOW_OFF);
}

int kf_gpu_each_loop(const struct kf_analysis *a, kf_gpu_loop_fn fn, void *ctx)
{
    int made = 0, rc = 0;
    for (int fi = 0; fi < a->nfrag && rc == 0; fi++) {
        const struct kf_fragment *f = a->prog->frags[fi];
        if (kf_analysis_enter(a, fi) != 0)
            break; /* the run reports it */
        const struct kf_deps *dp = a->deps[fi];
        size_t done_b = 0, done_e = 0;
        for (int l = 0; dp && l < f->nloop && rc == 0; l++) {
            const struct kf_node *L = f->loops[l];
            if (L->range.begin.offset >= done_b && L->range.end.offset <= done_e)
                continue; /* inside one rewritten */
            int r = fn(ctx, f, dp, L);
            if (r < 0)
                rc = -1;
            else if (r > 0) {
                made++;
                done_b = L->range.begin.offset;
                done_e = L->range.end.offset;
            }
        }
        kf_analysis_leave(a, fi);
    }
    return rc != 0 ? rc : made;
}

struct deepen_walk {
    struct gen *t;
    FILE *ex;
    bool dry, cpu;
};

static int deepen_one(void *ctx, const struct kf_fragment *f, const struct kf_deps *dp,
                      const struct kf_node *I)
{
    struct deepen_walk *w = ctx;
    int r = try_loop(w->t, f, dp, I, w->ex, w->dry, w->cpu);
    return r != 0 ? r : try_split(w->t, f, dp, I, w->ex, w->dry, w->cpu);
}

int kf_gpu_deepen(const struct kf_analysis *a, const char *text, size_t len,
                  const struct kf_gen_options *o, struct kf_gen_notes **notes,
                  struct kf_analysis **a2, char **t2)
{
    *notes = NULL;
    *a2 = NULL;
    *t2 = NULL;
    if (o->disabled & (KF_PASS_BIT(KF_PASS_DEEPEN)) || (o->disabled & (KF_PASS_BIT(KF_PASS_KERNELS))))
        return 0;
    bool dry = !kf_gpu_deepen_on(o);
    if (dry && !o->explain)
        return 0; /* what it would do is said only under --explain */
    struct gen t = {.text = text, .len = len};
    struct deepen_walk w = {&t, o->explain, dry,
                            o->target == KF_GEN_OPENCL && o->opencl_window == KF_GEN_WINDOW_AUTO};
    int made = kf_gpu_each_loop(a, deepen_one, &w), rc = made < 0 ? -1 : 0;
    if (rc != 0 || made == 0) { /* its edits dropped, none applied */
        for (int i = 0; i < t.nedit; i++)
            free(t.edits[i].text);
        free(t.edits);
        return rc;
    }
    return kf_gpu_reanalyse_edits(a, o, &t, KF_PASS_DEEPEN, a2, t2);
}

int kf_gpu_reanalyse_edits(const struct kf_analysis *a, const struct kf_gen_options *o,
                           struct gen *t, enum kf_gen_pass pass, struct kf_analysis **a2,
                           char **t2)
{
    const char *name = kf_gen_passes()[pass].name;
    char *nt = kf_omp_edited(t);
    if (!nt)
        return -1;
    if (o->dump && o->dump_after == pass)
        fprintf(o->dump, "-- %s: the text the plan runs on\n%s", name, nt);
    /* analysed again quietly: a failure keeps the text as written */
    char *dump = NULL;
    size_t dlen = 0;
    FILE *quiet = open_memstream(&dump, &dlen);
    kf_diag *qd = quiet ? kf_diag_new(quiet) : NULL;
    struct kf_analysis *b = qd ? kf_omp_reanalyse(a, o, t->text, t->len, nt, qd) : NULL;
    if (qd)
        kf_diag_free(qd);
    if (quiet)
        fclose(quiet);
    free(dump);
    if (!b) {
        if (o->explain)
            fprintf(o->explain, "%s: the rewritten text did not analyse again; kept as written\n",
                    name);
        free(nt);
        return 0;
    }
    *a2 = b;
    *t2 = nt;
    return 0;
}
