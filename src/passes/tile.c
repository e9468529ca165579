/*
 * tile.c: rectangular tiling of a permutable band (tile.h).
 *
 * Legality on the model's 2d+1 schedules (model.h): the band's loops sit at
 * schedule dimensions 2*depth+1; a dependence S[x] -> T[y] with both ends in
 * the band's body and the same values on every dimension up to L's
 * position (one iteration of the loops around L) must have
 * sched(y)[b] >= sched(x)[b] for every band dimension b.  That is the
 * classical condition for a fully permutable band, under which every
 * rectangular tiling keeps each dependence's source first (Irigoin and
 * Triolet's tiling condition, the one isl's scheduler marks bands with).
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/map.h>
#include <isl/set.h>

#include "passes/regblock.h"
#include "passes/tile.h"
#include "passes/xform.h"
#include "ir/poly.h"
#include "support/ctext.h"

/* ---- the shape -------------------------------------------------------- */

static bool uses(const struct kf_poly *p, int var)
{
    for (int t = 0; p && t < p->nterm; t++)
        for (int k = 0; k < p->term[t].nvar; k++)
            if (p->term[t].vars[k] == var)
                return true;
    return false;
}

static bool in_subtree(const struct kf_stmt *s, const struct kf_node *L)
{
    for (int k = 0; k < s->depth; k++)
        if (s->loops[k] == L)
            return true;
    return false;
}

/* The band below L (tile.h); its length, 0 when L is no loop. */
static int band_of(const struct kf_node *L, const struct kf_node **band, int *nprefix,
                   int *nsuffix, int max, bool named)
{
    if (L->kind != KF_NODE_LOOP)
        return 0;
    int n = 0;
    band[n++] = L;
    *nprefix = 0;
    *nsuffix = 0;
    if (max > 1 && L->nchild > 1) {
        /* K1: the last child when named; else the loop child with the
         * longest chain of one-loop bodies, the last of equals (gemm's
         * k { j } after j) */
        int best = -1, most = 0;
        for (int i = 0; i < L->nchild; i++) {
            int d = 0;
            for (const struct kf_node *c = L->child[i]; c->kind == KF_NODE_LOOP; c = c->child[0])
                if (++d, c->nchild != 1)
                    break;
            if (d > 0 && (named ? i == L->nchild - 1 : d >= most)) {
                best = i;
                most = d;
            }
        }
        if (best >= 0) {
            *nprefix = best;
            *nsuffix = L->nchild - 1 - best;
            band[n++] = L->child[best];
        }
    }
    while (n < max && band[n - 1]->nchild == 1 && band[n - 1]->child[0]->kind == KF_NODE_LOOP)
        band[n] = band[n - 1]->child[0], n++;
    if (named)
        return n; /* a band the user names: its inner loop may hold loops */
    for (int i = 0; i < band[n - 1]->nchild + band[n - 1]->nelse; i++)
        if (i >= band[n - 1]->nchild || band[n - 1]->child[i]->kind != KF_NODE_STMT)
            return 0; /* the inner loop's body holds more than statements */
    return n;
}

static bool ident_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

/* Only spaces and tabs in [b, e)? */
static bool blank(const char *t, size_t b, size_t e)
{
    for (size_t i = b; i < e; i++)
        if (t[i] != ' ' && t[i] != '\t')
            return false;
    return true;
}

static size_t line_start(const char *text, size_t at)
{
    while (at > 0 && text[at - 1] != '\n')
        at--;
    return at;
}

/* Only white space, braces and semicolons in [b, e)? */
static bool only_braces(const char *t, size_t b, size_t e)
{
    for (size_t i = b; i < e; i++)
        if (!isspace((unsigned char)t[i]) && t[i] != '{' && t[i] != '}' && t[i] != ';')
            return false;
    return true;
}

/* Q's lines, [*qb, *qe): from the line after K1's end to the line of L's
 * closing brace, which must each hold nothing else.  false otherwise. */
static bool suffix_span(const char *text, size_t len, const struct kf_node *L,
                        const struct kf_node *K1, size_t *qb, size_t *qe)
{
    size_t e = L->range.end.offset;
    while (e > K1->range.end.offset && text[e - 1] != '}')
        e--;
    if (e <= K1->range.end.offset || e > len)
        return false;
    size_t close = e - 1, b = K1->range.end.offset;
    while (b < close && (text[b] == ' ' || text[b] == '\t' || text[b] == ';'))
        b++;
    if (b >= close || text[b] != '\n')
        return false;
    *qb = b + 1;
    *qe = line_start(text, close);
    return *qb < *qe && blank(text, *qe, close);
}

static const char *shape_refused(const struct kf_fragment *f, const char *text, size_t len,
                                 const struct kf_node *const *band, int n, int nprefix,
                                 int nsuffix, bool loops_inside)
{
    for (int b = 0; b < n; b++) {
        const struct kf_node *K = band[b];
        struct kf_tile_header h;
        if (K->step != 1)
            return "a loop of the band has a step other than 1";
        if (K->early_exit || K->nblock > 0)
            return "a loop of the band has an early exit or text kforge does not model";
        if (!kf_tile_parse_header(text, len, K, f->vars[K->iter].name, &h))
            return "a loop header is not of the form `i = lb; i < ub` (or <=)";
        if (b + 1 < n) {
            const struct kf_node *N = band[b + 1];
            if (!(b == 0 && nprefix > 0) &&
                !only_braces(text, kf_xform_header_end(text, len, K), N->header.begin.offset))
                return "text between the loops of the band would be lost";
            size_t qb, qe;
            if (b == 0 && nsuffix > 0 ? !suffix_span(text, len, K, N, &qb, &qe)
                                      : !only_braces(text, N->range.end.offset, K->range.end.offset))
                return "text after the inner loop of the band would be lost";
        }
    }
    const struct kf_node *In = band[n - 1];
    for (int i = 0; i < In->nchild; i++) {
        const struct kf_node *c = In->child[i];
        if (loops_inside && c->kind == KF_NODE_LOOP)
            continue;
        if (c->kind != KF_NODE_STMT ||
            (c->stmt->kind != KF_STMT_EXPR && c->stmt->kind != KF_STMT_DECL))
            return "the body of its inner loop is not plain statements";
    }
    if (nprefix + nsuffix > 0 && text[band[0]->body.begin.offset] != '{')
        return "its body is not a block";
    if (nprefix + nsuffix > 0 && !blank(text, line_start(text, band[1]->header.begin.offset),
                              band[1]->header.begin.offset))
        return "the inner loop of the band does not start its line";
    return NULL;
}

/* ---- legal ------------------------------------------------------------ */

/* Appends the printf text to buf[*n..size), as long as it fits: *n keeps
 * counting past size, so one test at the end tells whether all of it did. */
static void put(char *buf, size_t size, size_t *n, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void put(char *buf, size_t size, size_t *n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(*n < size ? buf + *n : NULL, *n < size ? size - *n : 0, fmt, ap);
    va_end(ap);
    *n += k > 0 ? (size_t)k : 0;
}

size_t kf_tile_pairs_text(char *buf, size_t size, int dims, int outer)
{
    size_t n = 0;
    put(buf, size, &n, "{ [");
    for (int d = 0; d < dims; d++)
        put(buf, size, &n, "%sa%d", d ? ", " : "", d);
    put(buf, size, &n, "] -> [");
    for (int d = 0; d < dims; d++)
        put(buf, size, &n, "%sb%d", d ? ", " : "", d);
    put(buf, size, &n, "] :");
    for (int d = 0; d <= outer; d++)
        put(buf, size, &n, "%s b%d = a%d", d ? " and" : "", d, d);
    return n;
}

/* { [a] -> [b] : a = b on dimensions 0..outer [and b_neg < a_neg] } */
static isl_map *outer_equal(isl_ctx *ctx, int dims, int outer, int neg)
{
    char buf[4096];
    size_t n = kf_tile_pairs_text(buf, sizeof buf, dims, outer);
    if (neg >= 0)
        put(buf, sizeof buf, &n, " and b%d < a%d", neg, neg);
    put(buf, sizeof buf, &n, " }");
    return n < sizeof buf ? isl_map_read_from_str(ctx, buf) : NULL;
}

/* Where statement s of L's body runs in a tile: 0 in P (before the band),
 * 1 in the band, 2 in Q (after it). */
static int part(const struct kf_stmt *s, const struct kf_node *const *band, int n)
{
    if (n < 2 || in_subtree(s, band[n - 1]))
        return 1;
    return s->range.begin.offset < band[1]->range.begin.offset ? 0 : 2;
}

/* NULL when legal, else the reason (into why). */
static const char *illegal(const struct kf_deps *dp, const struct kf_node *const *band, int n,
                           char *why, size_t nwhy, int *broken)
{
    const struct kf_model *mo = dp->m;
    const struct kf_fragment *f = mo->f;
    const struct kf_node *L = band[0], *In = band[n - 1];
    int outer = 2 * L->depth;
    for (int d = 0; d < dp->ndep; d++) {
        const struct kf_dep *dep = &dp->deps[d];
        const struct kf_stmt *s = f->stmts[dep->src], *t = f->stmts[dep->dst];
        if (!in_subtree(s, L) || !in_subtree(t, L))
            continue;
        bool sin = in_subtree(s, In), tin = in_subtree(t, In);
        int ps = part(s, band, n), pt = part(t, band, n);
        if (ps > pt) { /* its sink's part now runs first in a tile */
            int r = kf_dep_meets(mo, dep, outer_equal(mo->ctx, mo->schedule_dims, outer, -1));
            *broken = r > 0 ? d : -1;
            if (r != 0) {
                snprintf(why, nwhy, r < 0 ? "isl failed"
                                          : "the %s dependence on %s from S%d to S%d goes from "
                                            "%s back to a statement before it",
                         kf_dep_kind_name(dep->kind), f->vars[dep->var].name, s->id, t->id,
                         ps == 1 ? "the band" : "a statement after the band");
                return why;
            }
        }
        if (!sin || !tin)
            continue;
        for (int b = 0; b < n; b++) {
            int dim = 2 * band[b]->depth + 1;
            int r = kf_dep_meets(mo, dep, outer_equal(mo->ctx, mo->schedule_dims, outer, dim));
            if (r == 0)
                continue;
            *broken = r > 0 ? d : -1;
            if (r < 0)
                snprintf(why, nwhy, "isl failed");
            else
                snprintf(why, nwhy, "the %s dependence on %s from S%d to S%d has a negative "
                                    "distance in %s (%s), so the band is not permutable",
                         kf_dep_kind_name(dep->kind), f->vars[dep->var].name, s->id, t->id,
                         band[b]->id, f->vars[band[b]->iter].name);
            return why;
        }
    }
    return NULL;
}

/* ---- declarations before the band ------------------------------------- */

static size_t past_semicolon(const char *text, size_t len, size_t off);

/* Does node c name variable v (its body included)? */
static bool names_var(const struct kf_node *c, int v)
{
    for (int k = 0; k < c->nuse; k++)
        if (c->use[k] == v)
            return true;
    return false;
}

/* The statement of P that declares v with an initialiser, or NULL. */
static const struct kf_node *decl_node(const struct kf_node *L, int nprefix, int v)
{
    for (int i = 0; i < nprefix; i++) {
        const struct kf_node *c = L->child[i];
        if (c->kind != KF_NODE_STMT || c->stmt->kind != KF_STMT_DECL)
            continue;
        for (int a = 0; a < c->stmt->naccess; a++)
            if (c->stmt->acc[a].var == v && c->stmt->acc[a].write)
                return c;
    }
    return NULL;
}

/* v's declaration alone on its lines: [*b, *e) from its line's start to
 * past the '\n' after its ';', `T v ...` with a type before the name (not
 * the second declarator of a list).  It starts at `at`; D, unless NULL, is
 * its statement (with the initialiser), which the ';' must follow;
 * without one, `T v[..]` (or `T j, k;`) reaches the ';' with no '='. */
static bool decl_lines(const char *text, size_t len, const struct kf_var *v, size_t at,
                       const struct kf_node *D, size_t *b, size_t *e)
{
    size_t ls = line_start(text, at), nl;
    if (!D) /* a later declarator of `int j, k;`: from the type, which starts the line */
        while (at > ls && (text[at - 1] == ' ' || text[at - 1] == '\t' ||
                           text[at - 1] == ',' || kf_ctext_is_ident(text[at - 1])))
            at--;
    while (at < len && (text[at] == ' ' || text[at] == '\t'))
        at++;
    if (at >= len || !blank(text, ls, at))
        return false;
    const char *first = kf_ctext_next_ident(text + at, &nl);
    if (!first || (nl == strlen(v->name) && strncmp(first, v->name, nl) == 0))
        return false;
    size_t end;
    if (D) {
        size_t re = D->stmt->range.end.offset;
        end = past_semicolon(text, len, re);
        if (end == re)
            return false;
    } else {
        size_t semi = at;
        while (semi < len && text[semi] != ';' && text[semi] != '=' && text[semi] != '{')
            semi++;
        if (semi >= len || text[semi] != ';')
            return false;
        end = semi + 1;
    }
    while (end < len && (text[end] == ' ' || text[end] == '\t'))
        end++;
    if (end < len && text[end] != '\n')
        return false;
    *b = ls;
    *e = end < len ? end + 1 : end;
    return true;
}

/* Does a bound of a loop of the band read v (the tile loops, outside the
 * point loops, would)? */
static bool bound_reads(const struct kf_node *const *band, int n, int v)
{
    for (int b = 1; b < n; b++)
        for (int k = 0; k < band[b]->nlb + band[b]->nub; k++) {
            const struct kf_poly *p = k < band[b]->nlb ? band[b]->lb[k] : band[b]->ub[k - band[b]->nlb];
            if (!p || uses(p, v))
                return true;
        }
    return false;
}

/* Has declaration statement D an initialiser?  The front end makes a
 * statement of `double r[M];` too (the extent's expression taken for one),
 * which writes the row and reads nothing else: no '=' in its text. */
static bool has_init(const char *text, const struct kf_node *D)
{
    if (!D)
        return false;
    return memchr(text + D->stmt->range.begin.offset, '=',
                  D->stmt->range.end.offset - D->stmt->range.begin.offset) != NULL;
}

/* Is v declared in L's body before K1 (P)?  Declared after it (Q)? */
static bool declared_before(const struct kf_var *v, const struct kf_node *K1)
{
    return v->decl.offset < K1->range.begin.offset;
}

/* Why scalar v, declared by D in P and used by the band or by Q, cannot be
 * declared again there (NULL when it can): its initialiser must give the
 * same value wherever it is evaluated, so D writes v and nothing else, no
 * other statement of L writes v, and no dependence joins D and a statement
 * of L in one iteration of the loops around L but on a variable declared
 * in P (whose declarations are made again with it, in their order). */
static const char *scalar_refused(const struct kf_deps *dp, const struct kf_node *const *band,
                                  const struct kf_node *D, int v, const bool *in_p_decl,
                                  char *buf, size_t nbuf)
{
    const struct kf_model *mo = dp->m;
    const struct kf_fragment *f = mo->f;
    const struct kf_node *L = band[0];
    if (!D)
        return "it has no initialiser";
    for (int a = 0; a < D->stmt->naccess; a++)
        if (D->stmt->acc[a].write && D->stmt->acc[a].var != v) {
            snprintf(buf, nbuf, "its initialiser writes %s", f->vars[D->stmt->acc[a].var].name);
            return buf;
        }
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (st == D->stmt || !in_subtree(st, L))
            continue;
        for (int a = 0; a < st->naccess; a++)
            if (st->acc[a].var == v && st->acc[a].write) {
                snprintf(buf, nbuf, "S%d writes it", st->id);
                return buf;
            }
    }
    for (int d = 0; d < dp->ndep; d++) {
        const struct kf_dep *dep = &dp->deps[d];
        const struct kf_stmt *s = f->stmts[dep->src], *t = f->stmts[dep->dst];
        if ((s != D->stmt && t != D->stmt) || in_p_decl[dep->var])
            continue;
        const struct kf_stmt *o = s == D->stmt ? t : s;
        if (!in_subtree(o, L))
            continue;
        int r = kf_dep_meets(mo, dep, outer_equal(mo->ctx, mo->schedule_dims, 2 * L->depth, -1));
        if (r != 0) {
            snprintf(buf, nbuf, r < 0 ? "isl failed"
                                      : "its initialiser reads %s, which S%d writes in %s",
                     f->vars[dep->var].name, o->id, L->id);
            return buf;
        }
    }
    return NULL;
}

/* Why row v, declared in P without an initialiser and used by the band,
 * cannot be declared again at the top of L's point loop (NULL when it
 * can): only the band's inner loop In reaches it, every read there takes
 * its value from a write of the same iteration of every loop of the band
 * (so a row per point of a tile holds what each read needs), and its
 * extents are constants (it is made again for each point of L's loop). */
static const char *row_refused(const struct kf_deps *dp, const struct kf_node *const *band, int n,
                               int v, const struct kf_node *D, char *buf, size_t nbuf)
{
    const struct kf_model *mo = dp->m;
    const struct kf_fragment *f = mo->f;
    const struct kf_var *var = &f->vars[v];
    const struct kf_node *In = band[n - 1];
    for (int d = 0; d < var->ndims; d++)
        if (!kf_ctext_all_digits(var->dims[d]))
            return "its extents are not constants";
    if (var->address_taken)
        return "its address is taken";
    for (int w = 0; w < f->nvar; w++)
        for (int k = 0; k < f->vars[w].nptr_base; k++)
            if (f->vars[w].ptr_base[k] == v) {
                snprintf(buf, nbuf, "the pointer %s is set from it", f->vars[w].name);
                return buf;
            }
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        for (int a = 0; a < st->naccess; a++)
            if (st->acc[a].var == v && !in_subtree(st, In) && !(D && st == D->stmt)) {
                snprintf(buf, nbuf, "S%d, outside the band's inner loop, reaches it", st->id);
                return buf;
            }
    }
    int r = kf_xform_reads_covered(mo, In, v);
    if (r < 0)
        return "isl failed";
    if (r == 0) {
        snprintf(buf, nbuf, "a read of it in %s may take its value from another iteration of "
                 "the band", In->id);
        return buf;
    }
    return NULL;
}

/* The variables declared in L's body outside the band's inner loop:
 * those of Q stay in Q's copy; those of P stay in P's copy where P uses
 * them and are made again where the band (at the top of L's point loop)
 * or Q (at the top of its copy) uses them, with the declarations they
 * read, in their order, or the refusal (NULL: t->decl filled).  A
 * declaration in the body of another loop of the band is refused (text
 * between the loops of the band). */
static const char *decls_refused(const struct kf_fragment *f, const struct kf_deps *dp,
                                 const char *text, size_t len, struct kf_tile *t, char *buf,
                                 size_t nbuf)
{
    const struct kf_node *const *band = t->band;
    int n = t->nband;
    const struct kf_node *L = band[0];
    t->ndecl = 0;
    t->npdecl = 0;
    t->pdecl = t->qdecl = false;
    bool *pd = calloc((size_t)f->nvar + 1, 5 * sizeof *pd);
    if (!pd)
        return "out of memory";
    bool *need_b = pd + f->nvar + 1, *need_q = need_b + f->nvar + 1, *need_p = need_q + f->nvar + 1,
         *bad = need_p + f->nvar + 1;
    const char *r = NULL;
    bool *iter_of = NULL; /* a band loop's iterator declared in P (`int j;`) */
    for (int v = 0; v < f->nvar && !r; v++) {
        const struct kf_var *var = &f->vars[v];
        bool iter = false;
        for (int b = 0; b < n; b++)
            iter |= band[b]->iter == v;
        if (iter && var->local && n > 1 && var->scope_loop == L && var->decl.offset &&
            declared_before(var, band[1]) && var->decl.offset > L->body.begin.offset) {
            pd[v] = true; /* made again in the band, where its loop sets it */
            if (!iter_of && !(iter_of = calloc((size_t)f->nvar, sizeof *iter_of)))
                r = "out of memory";
            else
                iter_of[v] = true;
        }
        for (int b = 0; var->local && !iter && b + 1 < n; b++) {
            if (var->scope_loop != band[b])
                continue;
            if (b > 0 || !var->decl.offset)
                bad[v] = true;
            else if (declared_before(var, band[1]))
                pd[v] = true;
            else
                t->qdecl = true;
        }
    }
    if (r) {
        free(pd);
        free(iter_of);
        return r;
    }
    /* who needs each of P's: K1 (the band), Q's children, P's others */
    int k1 = t->nprefix;
    for (int v = 0; v < f->nvar; v++) {
        if (!pd[v])
            continue;
        need_b[v] = names_var(L->child[k1], v);
        for (int i = k1 + 1; i < L->nchild; i++)
            need_q[v] |= names_var(L->child[i], v);
    }
    for (bool grew = true; grew;) { /* what the needed declarations read */
        grew = false;
        for (int v = 0; v < f->nvar; v++) {
            const struct kf_node *D = pd[v] ? decl_node(L, t->nprefix, v) : NULL;
            for (int a = 0; D && a < D->stmt->naccess; a++) {
                int u = D->stmt->acc[a].var;
                if (!pd[u] || u == v)
                    continue;
                if (need_b[v] && !need_b[u])
                    need_b[u] = grew = true;
                if (need_q[v] && !need_q[u])
                    need_q[u] = grew = true;
            }
        }
    }
    /* P keeps what its other children read, and what nothing moves */
    for (int i = 0; i < t->nprefix; i++) {
        const struct kf_node *c = L->child[i];
        bool decl = false;
        for (int v = 0; v < f->nvar && !decl; v++)
            decl = pd[v] && decl_node(L, t->nprefix, v) == c;
        for (int v = 0; v < f->nvar && !decl; v++)
            need_p[v] |= pd[v] && names_var(c, v);
    }
    for (int v = 0; v < f->nvar; v++)
        need_p[v] |= pd[v] && !need_b[v] && !need_q[v];
    for (bool grew = true; grew;) {
        grew = false;
        for (int v = 0; v < f->nvar; v++) {
            const struct kf_node *D = need_p[v] ? decl_node(L, t->nprefix, v) : NULL;
            for (int a = 0; D && a < D->stmt->naccess; a++) {
                int u = D->stmt->acc[a].var;
                if (pd[u] && !need_p[u])
                    need_p[u] = grew = true;
            }
        }
    }
    for (int v = 0; v < f->nvar && !r; v++) {
        const struct kf_var *var = &f->vars[v];
        const struct kf_node *D = pd[v] ? decl_node(L, t->nprefix, v) : NULL;
        char why[256];
        const char *no = NULL;
        size_t b = 0, e = 0;
        bool iv = iter_of && iter_of[v];
        if (bad[v]) {
            no = "";
        } else if (!pd[v]) {
            continue;
        } else if (!iv && !need_b[v] && !need_q[v]) { /* P's own, as written */
            t->npdecl += !D;
            t->pdecl = true;
            continue;
        } else if (!decl_lines(text, len, var, D ? D->stmt->range.begin.offset : var->decl.offset,
                             D, &b, &e))
            no = "its declaration is not alone on its lines";
        else if (iv)
            no = D && D->stmt->naccess > 1 ? "its initialiser reads or writes memory" : NULL;
        else if (bound_reads(band, n, v))
            no = "a bound of the band reads it, outside the point loops";
        else if (var->kind != KF_VAR_ARRAY)
            no = scalar_refused(dp, band, D, v, pd, why, sizeof why);
        else if (has_init(text, D))
            no = "an array with an initialiser is not declared again";
        else if (need_q[v] || need_p[v])
            no = "an array that the statements before or after the band use is not declared "
                 "again";
        else
            no = row_refused(dp, band, n, v, D, why, sizeof why);
        if (!no && t->ndecl == KF_TILE_DECLS)
            no = "too many declarations";
        if (no) {
            snprintf(buf, nbuf, "%s is declared in the body of %s, outside the band's inner "
                     "loop, and a tile would take its uses out of its scope%s%s%s",
                     var->name, var->scope_loop->id, *no ? " (" : "", no, *no ? ")" : "");
            r = buf;
            break;
        }
        t->npdecl += !D;
        t->decl[t->ndecl++] = (struct kf_tile_decl){v, b, e, D != NULL, need_p[v], need_b[v],
                                                    need_q[v]};
    }
    free(pd);
    free(iter_of);
    if (r)
        t->ndecl = 0;
    /* in the order of the text; the variables of one declaration (`int j,
     * k;`) go wherever one of them does */
    for (int i = 1; i < t->ndecl; i++)
        for (int j = i; j > 0 && t->decl[j - 1].b > t->decl[j].b; j--) {
            struct kf_tile_decl x = t->decl[j];
            t->decl[j] = t->decl[j - 1];
            t->decl[j - 1] = x;
        }
    for (int i = 0; i < t->ndecl; i++)
        for (int j = 0; j < t->ndecl; j++)
            if (t->decl[j].b == t->decl[i].b) {
                t->decl[i].in_p |= t->decl[j].in_p;
                t->decl[i].in_band |= t->decl[j].in_band;
                t->decl[i].in_q |= t->decl[j].in_q;
            }
    return r;
}

/* ---- worth it, and the sizes ------------------------------------------ */

static long elem_size(const struct kf_var *v)
{
    if (v->elem_type && strcmp(v->elem_type, "float") == 0)
        return 4;
    return 8; /* double, and the safe side of every smaller type */
}

/* Bit b set: an access of the band's statements to v has a subscript
 * that uses band[b]'s iterator; per access, into mask[]. */
static unsigned access_mask(const struct kf_access *a, const struct kf_node *const *band, int n)
{
    unsigned m = 0;
    for (int b = 0; b < n; b++)
        for (int d = 0; d < a->nsub; d++)
            if (uses(a->sub[d], band[b]->iter))
                m |= 1u << b;
    return m;
}

/* The bytes of the tiles of every array the band's statements touch. */
static long footprint(const struct kf_fragment *f, const struct kf_node *const *band, int n,
                      const long *size)
{
    const struct kf_node *In = band[n - 1];
    long total = 0;
    for (int v = 0; v < f->nvar; v++) {
        long most = 0;
        for (int i = 0; i < In->nchild; i++) {
            const struct kf_stmt *s = In->child[i]->stmt;
            for (int a = 0; a < s->naccess; a++) {
                if (s->acc[a].var != v || s->acc[a].nsub == 0)
                    continue;
                unsigned m = access_mask(&s->acc[a], band, n);
                long p = elem_size(&f->vars[v]);
                for (int b = 0; b < n; b++)
                    if (m & (1u << b))
                        p *= size[b];
                if (p > most)
                    most = p;
            }
        }
        total += most;
    }
    return total;
}

/* A constant trip count, or -1. */
static long trips(const struct kf_node *K)
{
    const struct kf_poly *l = K->lb[0], *u = K->ub[0];
    if (l->nterm > 1 || u->nterm > 1 || (l->nterm && l->term[0].nvar) ||
        (u->nterm && u->term[0].nvar))
        return -1;
    long lo = l->nterm ? l->term[0].coef : 0, hi = u->nterm ? u->term[0].coef : 0;
    return hi >= lo ? hi - lo + 1 : 0;
}

/* The model of tile.h: sizes doubled, innermost loop first, while the
 * tiles fit. */
static void model_sizes(const struct kf_fragment *f, const struct kf_node *const *band, int n,
                        long *size)
{
    for (int b = 0; b < n; b++)
        size[b] = 8;
    for (bool grew = true; grew;) {
        grew = false;
        for (int b = n - 1; b >= 0; b--) {
            long t = trips(band[b]);
            if (size[b] >= 256 || (t >= 0 && size[b] >= t))
                continue;
            size[b] *= 2;
            if (footprint(f, band, n, size) > KF_TILE_CACHE)
                size[b] /= 2;
            else
                grew = true;
        }
    }
}

/* Does a tile reuse a block that the loops would otherwise stream through
 * the cache?  Some access does not move with a band loop b but moves with
 * two loops or more inside b (gemm's B[k][j] under i): untiled, each
 * iteration of b runs through that whole 2-D block.  A vector reused across
 * b (mean[j] under i) stays in the cache untiled, so it does not count. */
static bool reused(const struct kf_node *const *band, int n)
{
    const struct kf_node *In = band[n - 1];
    for (int i = 0; i < In->nchild; i++) {
        const struct kf_stmt *s = In->child[i]->stmt;
        for (int a = 0; a < s->naccess; a++) {
            if (s->acc[a].nsub == 0 || s->acc[a].whole)
                continue;
            unsigned m = access_mask(&s->acc[a], band, n);
            for (int b = 0; b + 2 < n; b++) {
                int inside = 0;
                for (int c = b + 1; c < n; c++)
                    inside += (m >> c) & 1;
                if (!(m & (1u << b)) && inside >= 2)
                    return true;
            }
        }
    }
    return false;
}

/* Silent refusals: shapes that tiling does not serve (tile.h, shape). */
static bool writes_scalar(const struct kf_node *In)
{
    for (int i = 0; i < In->nchild; i++) {
        const struct kf_stmt *s = In->child[i]->stmt;
        for (int a = 0; a < s->naccess; a++)
            if (s->acc[a].write && s->acc[a].nsub == 0)
                return true;
    }
    return false;
}

/* Each loop of the band has one affine lower and upper bound.  Rectangle:
 * they use no iterator of the band.  Otherwise (skewed true) a bound may
 * use, linearly, the iterator of an outer loop of the band whose own
 * bounds use none (syrk's j <= i under i): its tile loop then spans the
 * values the bound takes over the outer loop's tile (tile.h). */
static bool boxed(const struct kf_node *const *band, int n, bool skewed)
{
    for (int b = 0; b < n; b++) {
        const struct kf_node *K = band[b];
        if (K->nlb != 1 || K->nub != 1 || !K->lb[0] || !K->ub[0])
            return false;
        for (int c = 0; c < n; c++) {
            int sl = kf_poly_coef_sign(K->lb[0], band[c]->iter);
            int su = kf_poly_coef_sign(K->ub[0], band[c]->iter);
            if (!sl && !su)
                continue;
            if (!skewed || c >= b || sl == 2 || su == 2)
                return false;
            for (int d = 0; d < n; d++)
                if (uses(band[c]->lb[0], band[d]->iter) || uses(band[c]->ub[0], band[d]->iter))
                    return false;
        }
    }
    return true;
}

/* Is every iterator of the band that a bound uses (boxed) named in the
 * bound's text, where the tile loop's bound replaces it? */
static bool skew_spelt(const struct kf_fragment *f, const char *text, size_t len,
                       const struct kf_node *const *band, int n)
{
    for (int b = 1; b < n; b++) {
        struct kf_tile_header h;
        if (!kf_tile_parse_header(text, len, band[b], f->vars[band[b]->iter].name, &h))
            return false;
        for (int c = 0; c < b; c++) {
            const char *name = f->vars[band[c]->iter].name;
            for (int u = 0; u < 2; u++) {
                const struct kf_poly *p = u ? band[b]->ub[0] : band[b]->lb[0];
                size_t i = u ? h.ub_b : h.lb_b, e = u ? h.ub_e : h.lb_e;
                bool seen = false;
                for (; i < e && !seen; i++)
                    seen = kf_ctext_ident_at(text, len, i, name);
                if (kf_poly_coef_sign(p, band[c]->iter) && !seen)
                    return false;
            }
        }
    }
    return true;
}

int kf_tile_check(const struct kf_fragment *f, const struct kf_deps *dp, const char *text,
                  size_t len, const struct kf_node *L, const long *sizes, int nsizes,
                  struct kf_tile *t, char *why, size_t nwhy)
{
    memset(t, 0, sizeof *t);
    t->broken = -1;
    t->nband = band_of(L, t->band, &t->nprefix, &t->nsuffix, KF_TILE_MAX, false);
    int n = t->nband;
    if (n < 3 || !boxed(t->band, n, true) || writes_scalar(t->band[n - 1]) || !reused(t->band, n))
        return 0;
    if (nsizes > 0)
        for (int b = 0; b < n; b++)
            t->size[b] = sizes[b < nsizes ? b : nsizes - 1];
    else
        model_sizes(f, t->band, n, t->size);
    bool one_tile = true;
    for (int b = 0; b < n; b++) {
        long tr = trips(t->band[b]);
        one_tile &= tr >= 0 && tr <= t->size[b];
    }
    if (one_tile)
        return 0;
    char shape[512];
    const char *r = decls_refused(f, dp, text, len, t, shape, sizeof shape);
    if (!r)
        r = shape_refused(f, text, len, t->band, n, t->nprefix + t->npdecl, t->nsuffix, false);
    if (!r && !skew_spelt(f, text, len, t->band, n))
        r = "a bound uses an outer iterator of the band that its text does not name";
    if (r) {
        snprintf(why, nwhy, "%s not tiled: %s", L->id, r);
        return -1;
    }
    char legal[512];
    if (illegal(dp, t->band, n, legal, sizeof legal, &t->broken)) {
        snprintf(why, nwhy, "%s not tiled: %s", L->id, legal);
        return -1;
    }
    size_t w = (size_t)snprintf(why, nwhy, "%s tiled", L->id);
    for (int b = 0; b < n && w < nwhy; b++)
        w += (size_t)snprintf(why + w, nwhy - w, "%s%s", b ? ", " : " (", t->band[b]->id);
    for (int b = 0; b < n && w < nwhy; b++)
        w += (size_t)snprintf(why + w, nwhy - w, "%s%ld", b ? "x" : ") by ", t->size[b]);
    if (w < nwhy)
        snprintf(why + w, nwhy - w, "%s: the band is permutable",
                 nsizes > 0 ? " (--tile)" : " (tiles of its arrays within 128 KiB)");
    return 1;
}

int kf_tile_named(const struct kf_fragment *f, const struct kf_deps *dp, const char *text,
                  size_t len, const struct kf_node *L, const long *sizes, int nsizes,
                  struct kf_tile *t, char *why, size_t nwhy)
{
    memset(t, 0, sizeof *t);
    t->broken = -1;
    if (nsizes < 1 || nsizes > KF_TILE_MAX) {
        snprintf(why, nwhy, "%s not tiled: between 1 and %d tile sizes", L->id, KF_TILE_MAX);
        return -1;
    }
    t->nband = band_of(L, t->band, &t->nprefix, &t->nsuffix, nsizes, true);
    int n = t->nband;
    if (n < nsizes) {
        snprintf(why, nwhy, "%s not tiled: %d sizes, but only %d loop%s nested below %s one "
                 "inside the other", L->id, nsizes, n, n == 1 ? "" : "s", L->id);
        return -1;
    }
    for (int b = 0; b < n; b++) {
        t->size[b] = sizes[b];
        if (sizes[b] < 2) {
            snprintf(why, nwhy, "%s not tiled: a tile size must be 2 or more", L->id);
            return -1;
        }
    }
    if (!boxed(t->band, n, false)) {
        snprintf(why, nwhy, "%s not tiled: the bounds of a loop of the band use another's "
                 "iterator, or are not one affine expression each", L->id);
        return -1;
    }
    char shape[512];
    const char *r = decls_refused(f, dp, text, len, t, shape, sizeof shape);
    if (!r)
        r = shape_refused(f, text, len, t->band, n, t->nprefix + t->npdecl, t->nsuffix, true);
    if (r) {
        snprintf(why, nwhy, "%s not tiled: %s", L->id, r);
        return -1;
    }
    char legal[512];
    t->broken = -1;
    if (illegal(dp, t->band, n, legal, sizeof legal, &t->broken)) {
        snprintf(why, nwhy, "%s not tiled: %s", L->id, legal);
        return -1;
    }
    return 1;
}

/* ---- the text --------------------------------------------------------- */

static size_t past_semicolon(const char *text, size_t len, size_t off)
{
    size_t e = off;
    while (e < len && (text[e] == ' ' || text[e] == '\t'))
        e++;
    return e < len && text[e] == ';' ? e + 1 : off;
}

/* Is `name` an identifier anywhere in the text? */
static bool named(const char *text, size_t len, const char *name)
{
    size_t nl = strlen(name);
    for (const char *p = text; (p = memmem(p, len - (size_t)(p - text), name, nl)); p++) {
        size_t at = (size_t)(p - text);
        if ((at == 0 || !ident_char(text[at - 1])) && (at + nl >= len || !ident_char(text[at + nl])))
            return true;
    }
    return false;
}

/* it, it2, ... : the name of the tile loop of iterator `v`, new to L's
 * text (which goes under it: an outer `it` named there would be hidden),
 * to the fragment's variables (macros included) and to the band
 * (names[0..b)). */
static void tile_name(const char *text, const struct kf_fragment *f, const struct kf_node *L,
                      const char *v, char names[][64], int b)
{
    size_t from = L->range.begin.offset, to = L->range.end.offset;
    for (int k = 1;; k++) {
        if (k == 1)
            snprintf(names[b], 64, "%st", v);
        else
            snprintf(names[b], 64, "%st%d", v, k);
        bool taken = named(text + from, to - from, names[b]);
        for (int c = 0; c < f->nvar && !taken; c++)
            taken = strcmp(f->vars[c].name, names[b]) == 0;
        for (int c = 0; c < b && !taken; c++)
            taken = strcmp(names[c], names[b]) == 0;
        if (!taken)
            return;
    }
}

/* A bound's text, in parentheses unless it is one word. */
static void put_bound(FILE *o, const char *t, size_t b, size_t e)
{
    bool word = true;
    for (size_t i = b; i < e; i++)
        word &= ident_char(t[i]);
    fprintf(o, word ? "%.*s" : "(%.*s)", (int)(e - b), t + b);
}

/* Lines of [b, e) with the leading `from` of each line after the first
 * replaced by `to` (the others as written). */
static void put_shifted(FILE *o, const char *t, size_t b, size_t e, const char *from,
                        const char *to)
{
    size_t fl = strlen(from);
    for (size_t i = b; i < e;) {
        const char *nl = memchr(t + i, '\n', e - i);
        size_t le = nl ? (size_t)(nl - t) + 1 : e;
        if (i > b || line_start(t, b) == b) {
            if (le - i >= fl && strncmp(t + i, from, fl) == 0) {
                fputs(to, o);
                i += fl;
            }
        }
        fprintf(o, "%.*s", (int)(le - i), t + i);
        i = le;
    }
}

static void put_ind(FILE *o, const char *ind, const char *unit, int levels)
{
    fputs(ind, o);
    for (int k = 0; k < levels; k++)
        fputs(unit, o);
}

/* What the tile loops of a band are written from. */
struct tiling {
    const char *text;
    size_t len;
    const struct kf_fragment *f;
    const struct kf_tile *t;
    const struct kf_tile_header *h;
    char (*names)[64];
};

/* The largest value band[c]'s iterator takes in its tile:
 * (it + S - 1 < ub ? it + S - 1 : ub), or (it + S < ub ? it + S : ub) - 1. */
static void put_tile_max(FILE *o, const struct tiling *x, int c)
{
    const struct kf_tile_header *h = &x->h[c];
    long s = h->le ? x->t->size[c] - 1 : x->t->size[c];
    fprintf(o, "%s(%s + %ld < ", h->le ? "" : "(", x->names[c], s);
    put_bound(o, x->text, h->ub_b, h->ub_e);
    fprintf(o, " ? %s + %ld : ", x->names[c], s);
    put_bound(o, x->text, h->ub_b, h->ub_e);
    fputs(h->le ? ")" : ") - 1)", o);
}

/* Band loop b's bound [lb, e) for its tile loop: each iterator of an outer
 * band loop in it replaced by the value that makes the bound least (lower,
 * upper false) or greatest over that loop's tile (boxed). */
static void put_tile_bound(FILE *o, const struct tiling *x, int b, size_t lb, size_t e, bool upper)
{
    const struct kf_node *K = x->t->band[b];
    const struct kf_poly *p = upper ? K->ub[0] : K->lb[0];
    bool skewed = false;
    for (int c = 0; c < b; c++)
        skewed |= kf_poly_coef_sign(p, x->t->band[c]->iter) != 0;
    if (!skewed) {
        put_bound(o, x->text, lb, e);
        return;
    }
    fputc('(', o);
    for (size_t i = lb; i < e;) {
        int c = 0;
        for (; c < b; c++)
            if (kf_ctext_ident_at(x->text, x->len, i, x->f->vars[x->t->band[c]->iter].name))
                break;
        if (c == b) {
            fputc(x->text[i++], o);
            continue;
        }
        int sign = kf_poly_coef_sign(p, x->t->band[c]->iter);
        if ((sign > 0) == upper)
            put_tile_max(o, x, c);
        else
            fputs(x->names[c], o); /* its tile's least */
        i += strlen(x->f->vars[x->t->band[c]->iter].name);
    }
    fputc(')', o);
}

/* for (T it = lb; it < ub; it += S) */
static void put_tile_loop(FILE *o, const struct tiling *x, int b)
{
    const struct kf_tile_header *h = &x->h[b];
    const char *name = x->names[b];
    fprintf(o, "for (%s %s = ", x->f->vars[x->t->band[b]->iter].type, name);
    put_tile_bound(o, x, b, h->lb_b, h->lb_e, false);
    fprintf(o, "; %s %s ", name, h->le ? "<=" : "<");
    put_tile_bound(o, x, b, h->ub_b, h->ub_e, true);
    fprintf(o, "; %s += %ld)", name, x->t->size[b]);
}

/* Does band[b]'s lower bound use an iterator of the band? */
static bool skewed_lb(const struct kf_tile *t, int b)
{
    for (int c = 0; c < b; c++)
        if (kf_poly_coef_sign(t->band[b]->lb[0], t->band[c]->iter))
            return true;
    return false;
}

/* for (i = it; i < (it + S < ub ? it + S : ub); i++); a lower bound that
 * uses the band's iterators starts at (it > lb ? it : lb) */
static void put_point_loop(FILE *o, const char *t, const struct kf_var *v, const struct kf_tile_header *h,
                           const char *name, long size, bool max_lb)
{
    long s = h->le ? size - 1 : size;
    fprintf(o, "for (%.*s = ", (int)(h->decl_e - h->decl_b), t + h->decl_b);
    if (max_lb) {
        fprintf(o, "(%s > ", name);
        put_bound(o, t, h->lb_b, h->lb_e);
        fprintf(o, " ? %s : ", name);
        put_bound(o, t, h->lb_b, h->lb_e);
        fputc(')', o);
    } else {
        fputs(name, o);
    }
    fprintf(o, "; %s %s (%s + %ld < ", v->name, h->le ? "<=" : "<", name, s);
    put_bound(o, t, h->ub_b, h->ub_e);
    fprintf(o, " ? %s + %ld : ", name, s);
    put_bound(o, t, h->ub_b, h->ub_e);
    fprintf(o, "); %.*s)", (int)(h->inc_e - h->inc_b), t + h->inc_b);
}

/* The lines [b, e) but those of the declarations the band takes from P
 * (in_p false), moved from indentation `from` to `to`; without writing
 * (o NULL), whether they hold more than white space. */
static bool put_kept(FILE *o, const struct tiling *x, size_t b, size_t e, const char *from,
                     const char *to)
{
    bool any = false;
    for (int d = 0; d <= x->t->ndecl; d++) {
        const struct kf_tile_decl *c = d < x->t->ndecl ? &x->t->decl[d] : NULL;
        if (c && (c->in_p || c->e <= b || c->b >= e))
            continue;
        size_t to_e = c ? c->b : e;
        if (to_e > b) {
            for (size_t i = b; i < to_e && !any; i++)
                any = !isspace((unsigned char)x->text[i]);
            if (o)
                put_shifted(o, x->text, b, to_e, from, to);
        }
        if (c)
            b = c->e;
    }
    return any;
}

/* P's lines [b, e) (q false) or Q's (q true), under their own copy of L's
 * point loop, one unit deeper: P without the declarations only the band
 * or Q uses (none at all where nothing is left), Q after the declarations
 * of P it uses; in braces unless it is one statement that declares
 * nothing. */
static void put_part(FILE *o, const struct tiling *x, const char *ind, const char *unit, size_t b,
                     size_t e, bool q)
{
    const struct kf_tile *t = x->t;
    const struct kf_node *L = t->band[0];
    int count = q ? t->nsuffix : t->nprefix;
    bool decls = q && t->qdecl;
    for (int d = 0; d < t->ndecl; d++) {
        const struct kf_tile_decl *c = &t->decl[d];
        if (q) {
            count += c->in_q;
            decls |= c->in_q;
        } else {
            count += c->node ? -!c->in_p : c->in_p;
            decls |= c->in_p;
        }
    }
    decls |= !q && t->pdecl;
    if (!q && !put_kept(NULL, x, b, e, "", ""))
        return;
    bool brace = count != 1 || decls;
    put_ind(o, ind, unit, 1);
    put_point_loop(o, x->text, &x->f->vars[L->iter], &x->h[0], x->names[0], t->size[0], false);
    fputs(brace ? " {\n" : "\n", o);
    char deeper[256];
    snprintf(deeper, sizeof deeper, "%s%s", ind, unit);
    for (int d = 0; q && d < t->ndecl; d++)
        if (t->decl[d].in_q && !(d > 0 && t->decl[d - 1].b == t->decl[d].b))
            put_shifted(o, x->text, t->decl[d].b, t->decl[d].e, ind, deeper);
    if (q)
        put_shifted(o, x->text, b, e, ind, deeper);
    else
        put_kept(o, x, b, e, ind, deeper);
    if (brace) {
        put_ind(o, ind, unit, 1);
        fputs("}\n", o);
    }
}

char *kf_tile_text(const char *text, size_t len, const struct kf_fragment *f,
                   const struct kf_tile *t, const char *pragma, const char *simd, size_t *begin,
                   size_t *end)
{
    int n = t->nband;
    const struct kf_node *L = t->band[0], *In = t->band[n - 1];
    struct kf_tile_header h[KF_TILE_MAX];
    char names[KF_TILE_MAX][64];
    for (int b = 0; b < n; b++) {
        const struct kf_var *v = &f->vars[t->band[b]->iter];
        if (!kf_tile_parse_header(text, len, t->band[b], v->name, &h[b]))
            return NULL;
        tile_name(text, f, L, v->name, names, b);
    }
    const struct tiling x = {text, len, f, t, h, names};
    *begin = line_start(text, L->header.begin.offset);
    *end = past_semicolon(text, len, L->range.end.offset);
    char ind[128], unit[64] = "    ", inind[128];
    if (!blank(text, *begin, L->header.begin.offset) ||
        L->header.begin.offset - *begin >= sizeof ind)
        return NULL;
    snprintf(ind, sizeof ind, "%.*s", (int)(L->header.begin.offset - *begin), text + *begin);
    /* the indentation unit: from K1's line, or the first line of a
     * one-loop band's body */
    const struct kf_node *K = n > 1 ? t->band[1] : In->nchild > 0 ? In->child[0] : L;
    size_t kl = line_start(text, K->range.begin.offset), kn = K->range.begin.offset - kl;
    if (kn > strlen(ind) && kn - strlen(ind) < sizeof unit && blank(text, kl, kl + kn) &&
        strncmp(text + kl, ind, strlen(ind)) == 0)
        snprintf(unit, sizeof unit, "%.*s", (int)(kn - strlen(ind)), text + kl + strlen(ind));
    size_t il = line_start(text, In->header.begin.offset);
    if (In->header.begin.offset - il >= sizeof inind)
        return NULL;
    snprintf(inind, sizeof inind, "%.*s", (int)(In->header.begin.offset - il), text + il);

    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return NULL;
    if (pragma)
        fprintf(o, "%s%s\n", ind, pragma);
    int u = t->unroll > 1 ? n - 3 : -1; /* the register-blocked loop */
    int parts = t->nprefix + t->npdecl + t->nsuffix;
    bool redecl = false; /* declarations of P made again in L's point loop */
    for (int d = 0; d < t->ndecl; d++)
        redecl |= t->decl[d].in_band;
    if (redecl && u >= 0) { /* kf_regblock_check refuses it: the rows would share them */
        fclose(o);
        free(buf);
        return NULL;
    }
    for (int b = 0; b < n; b++) {
        put_ind(o, ind, unit, b);
        put_tile_loop(o, &x, b);
        /* braces for L's parts, or for U's blocked rows and those left over */
        bool brace = (b == 0 && parts > 0) || (u == 0 && b == n - 1);
        fputs(brace ? " {\n" : "\n", o);
        if (b > 0 || t->nprefix + t->npdecl == 0)
            continue;
        /* P, as written between L's '{' and K1's line */
        size_t pb = L->body.begin.offset + 1;
        if (pb < len && text[pb] == '\n')
            pb++;
        put_part(o, &x, ind, unit, pb, kl, false);
    }
    for (int b = 0; b < n; b++) {
        if (b == u) {
            const struct kf_regblock_out ro = {o, text, len, f, t, h, names, ind, unit, simd};
            if (!kf_regblock_put(&ro, n + b)) {
                fclose(o);
                free(buf);
                return NULL;
            }
        }
        if (b == n - 1 && simd) {
            put_ind(o, ind, unit, n + b);
            fprintf(o, "%s\n", simd);
        }
        if (b != u) {
            put_ind(o, ind, unit, n + b);
            put_point_loop(o, text, &f->vars[t->band[b]->iter], &h[b], names[b], t->size[b],
                           skewed_lb(t, b));
        }
        if (b == u - 1)
            fputs(" {", o); /* the blocked rows, then those left over */
        if (b == 0 && redecl) {
            /* P's declarations the band uses, at the top of L's point loop */
            char at[256];
            size_t k = (size_t)snprintf(at, sizeof at, "%s", ind);
            for (int c = 0; c < n && k < sizeof at; c++)
                k += (size_t)snprintf(at + k, sizeof at - k, "%s", unit);
            fputs(" {\n", o);
            for (int d = 0; d < t->ndecl; d++)
                if (t->decl[d].in_band && !(d > 0 && t->decl[d - 1].b == t->decl[d].b))
                    put_shifted(o, text, t->decl[d].b, t->decl[d].e, ind, at);
            continue;
        }
        if (b < n - 1)
            fputc('\n', o);
    }
    /* Kn's body, as written, moved to the point loop's indentation */
    char inner[512];
    size_t w = (size_t)snprintf(inner, sizeof inner, "%s", ind);
    for (int k = 0; k < 2 * n - 1 && w < sizeof inner; k++)
        w += (size_t)snprintf(inner + w, sizeof inner - w, "%s", unit);
    size_t bb = In->body.begin.offset, be = past_semicolon(text, len, In->range.end.offset);
    size_t he = kf_xform_header_end(text, len, In);
    size_t bl = line_start(text, bb);
    if (memchr(text + he, '\n', bb - he) &&
        (bb - bl < strlen(inind) || strncmp(text + bl, inind, strlen(inind)) != 0)) {
        /* indented otherwise than its loop (tabs against spaces): its
         * first line one unit inside the point loop */
        fprintf(o, "\n%s%s", inner, unit);
        put_shifted(o, text, bb, be, inind, inner);
    } else if (memchr(text + he, '\n', bb - he)) {
        fputc('\n', o);
        put_shifted(o, text, bl, be, inind, inner);
    } else {
        fputc(' ', o);
        put_shifted(o, text, bb, be, inind, inner);
    }
    fputc('\n', o);
    if (u >= 0) {
        put_ind(o, ind, unit, n + u - 1);
        fputs("}\n", o);
    }
    if (redecl) {
        put_ind(o, ind, unit, n);
        fputs("}\n", o);
    }
    size_t qb, qe;
    if (t->nsuffix > 0 && suffix_span(text, len, L, t->band[1], &qb, &qe))
        put_part(o, &x, ind, unit, qb, qe, true); /* Q, between K1's end and L's '}' */
    if (parts > 0)
        fprintf(o, "%s}\n", ind);
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    if (blen > 0 && buf[blen - 1] == '\n')
        buf[blen - 1] = '\0'; /* the file's own newline follows */
    return buf;
}
