/*
 * regblock.c: register blocking of a tiled band (regblock.h): unroll-and-
 * jam of the point loop two above the innermost one, and scalar
 * replacement of the reads the innermost loop does not move.
 *
 * Unroll-and-jam as in Allen and Kennedy, "Optimizing Compilers for
 * Modern Architectures", §8.4 (legal when the loop can be moved innermost
 * and unrolled there: here the band is fully permutable, kf_tile_check);
 * scalar replacement as in Carr and Kennedy, "Scalar replacement in the
 * presence of conditional control flow" (only reads no statement of the
 * loop writes, and none under a condition).  The measurements behind the
 * four rows are in docs/c-loops.md.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/map.h>

#include "passes/regblock.h"
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

static bool bounds_use(const struct kf_node *K, int var)
{
    for (int b = 0; b < K->nlb; b++)
        if (uses(K->lb[b], var))
            return true;
    for (int b = 0; b < K->nub; b++)
        if (uses(K->ub[b], var))
            return true;
    return false;
}

/* Does In's bound (lower when !upper) use U's iterator?  Its rows then
 * have ranges of their own (regblock.h, triangles). */
static bool tri(const struct kf_node *In, int uvar, bool upper)
{
    return In->nlb == 1 && In->nub == 1 && kf_poly_coef_sign(upper ? In->ub[0] : In->lb[0], uvar) != 0;
}

static bool sub_uses(const struct kf_access *a, int var)
{
    for (int s = 0; s < a->nsub; s++)
        if (uses(a->sub[s], var))
            return true;
    return false;
}

static bool unwritten(const struct kf_node *In, const struct kf_access *a);

/* Is a[...] of statement s, inside In, a read loaded once before In: an
 * element (every subscript affine) that In's iterator does not move, of
 * an array no statement of In writes, under no condition? */
static bool hoisted(const struct kf_node *In, const struct kf_access *a)
{
    return !sub_uses(a, In->iter) && unwritten(In, a);
}

/* Is a[...] of statement s, inside In, an element (every subscript
 * affine) of an array no statement of In writes, under no condition? */
static bool unwritten(const struct kf_node *In, const struct kf_access *a)
{
    if (a->write || a->may || a->whole || a->nsub == 0 || a->ncons > 0)
        return false;
    for (int s = 0; s < a->nsub; s++)
        if (!a->sub[s])
            return false;
    for (int i = 0; i < In->nchild; i++) {
        const struct kf_stmt *s = In->child[i]->stmt;
        for (int k = 0; k < s->naccess; k++)
            if (s->acc[k].write && s->acc[k].var == a->var)
                return false;
    }
    return true;
}

/* Is read a of In's statements one its rows share, loaded once per
 * iteration of In into a scalar (B[k][j]: it moves with In, not with U)?
 * gcc loads it again after each row's store otherwise, as far as it knows
 * C may overlap B. */
static bool shared_read(const struct kf_fragment *f, const struct kf_node *In, int uvar,
                        const struct kf_access *a)
{
    return sub_uses(a, In->iter) && !sub_uses(a, uvar) && unwritten(In, a) &&
           f->vars[a->var].elem_type;
}

/* Is `type` spelt with arithmetic keywords only (double, unsigned long)?
 * A typedef's name might be a struct's, which `c ? x : 0` does not take. */
static bool arithmetic(const char *type)
{
    static const char *const words[] = {"char", "short", "int", "long", "float", "double",
                                        "signed", "unsigned", "const", "_Bool", NULL};
    for (const char *p = type; *p;) {
        if (*p == ' ') {
            p++;
            continue;
        }
        size_t n = 0;
        while (kf_ctext_is_ident(p[n]))
            n++;
        bool known = false;
        for (int w = 0; words[w] && !known && n > 0; w++)
            known = strlen(words[w]) == n && strncmp(p, words[w], n) == 0;
        if (!known)
            return false;
        p += n;
    }
    return true;
}

/* Is read a of In's statements loaded once into a scalar per row?  In a
 * triangle the load is guarded by a ?: whose other side is 0, so its type
 * must be arithmetic. */
static bool loaded_once(const struct kf_fragment *f, const struct kf_node *In, int uvar,
                        const struct kf_access *a)
{
    const char *type = f->vars[a->var].elem_type;
    bool tr = tri(In, uvar, false) || tri(In, uvar, true);
    return hoisted(In, a) && type && (!tr || arithmetic(type));
}

/* Does [b, e) hold ?:, && or || outside comments and literals? */
static bool conditional(const char *text, size_t len, size_t b, size_t e)
{
    for (size_t i = b; i < e;) {
        size_t j = kf_ctext_skip(text, len, i, false);
        if (j != i) {
            i = j;
            continue;
        }
        if (text[i] == '?' || (i + 1 < e && (text[i] == '&' || text[i] == '|') &&
                               text[i + 1] == text[i]))
            return true;
        i++;
    }
    return false;
}

/* Is `name` spelt as an identifier in [b, e)? */
static bool spelt(const char *text, size_t len, size_t b, size_t e, const char *name)
{
    for (size_t i = b; i < e; i++)
        if (kf_ctext_ident_at(text, len, i, name))
            return true;
    return false;
}

/* NULL when In's body is of the shape (regblock.h), else why not. */
static const char *body_refused(const struct kf_fragment *f, const char *text, size_t len,
                                const struct kf_node *In, int uvar, int kvar)
{
    size_t at = In->body.begin.offset, end = In->range.end.offset;
    for (int i = 0; i < In->nchild; i++) {
        const struct kf_stmt *s = In->child[i]->stmt;
        if (!s || s->kind != KF_STMT_EXPR)
            return "a statement of its innermost loop is not an expression";
        size_t sb = s->range.begin.offset, se = s->range.end.offset;
        if (sb < at || se > end || se > len)
            return "a statement of its innermost loop is not where its loop is";
        for (; at < sb; at++)
            if (!strchr(" \t\n\r{};", text[at]))
                return "something other than statements in its innermost loop would be lost";
        if (conditional(text, len, sb, se))
            return "a statement of its innermost loop holds ?:, && or ||";
        for (int a = 0; a < s->naccess; a++) {
            const struct kf_access *x = &s->acc[a];
            if (x->range.begin.offset < sb || x->range.end.offset > se)
                return "an access is not spelt in its statement";
            if (sub_uses(x, uvar) && !spelt(text, len, x->range.begin.offset,
                                            x->range.end.offset, f->vars[uvar].name))
                return "an access uses the unrolled iterator through a macro";
            if (kvar >= 0 && sub_uses(x, kvar) &&
                !spelt(text, len, x->range.begin.offset, x->range.end.offset, f->vars[kvar].name))
                return "an access uses the iterator of the loop above the innermost through a "
                       "macro";
        }
        at = se;
    }
    for (; at < end; at++)
        if (!strchr(" \t\n\r{};", text[at]))
            return "something other than statements in its innermost loop would be lost";
    return NULL;
}

/* ---- legal ------------------------------------------------------------ */

/* { [a] -> [b] : a = b on dims 0..outer and on the band's loop dims but
 * U's and In's, b_In != a_In }: two iterations of In, once jammed. */
static isl_map *jammed_pairs(isl_ctx *ctx, int dims, int outer, const struct kf_tile *t, int u,
                             bool kjam)
{
    char buf[4096];
    size_t n = kf_tile_pairs_text(buf, sizeof buf, dims, outer);
    for (int b = 0; b < t->nband - 1 && n < sizeof buf; b++) {
        int d = 2 * t->band[b]->depth + 1;
        if (b != u && (!kjam || b != t->nband - 2))
            n += (size_t)snprintf(buf + n, sizeof buf - n, " and b%d = a%d", d, d);
    }
    int in = 2 * t->band[t->nband - 1]->depth + 1;
    if (n < sizeof buf)
        n += (size_t)snprintf(buf + n, sizeof buf - n, " and b%d != a%d }", in, in);
    if (n >= sizeof buf)
        return NULL;
    return isl_map_read_from_str(ctx, buf);
}

/* Does a dependence between statements of In join two of its iterations
 * once jammed?  -1 when isl fails, else the dependence's index or
 * dp->ndep when none does. */
static int jam_carried(const struct kf_deps *dp, const struct kf_tile *t, int u, bool kjam)
{
    const struct kf_model *mo = dp->m;
    const struct kf_node *In = t->band[t->nband - 1];
    for (int d = 0; d < dp->ndep; d++) {
        const struct kf_dep *dep = &dp->deps[d];
        const struct kf_stmt *s = mo->f->stmts[dep->src], *r = mo->f->stmts[dep->dst];
        if (s->node->parent != In || r->node->parent != In)
            continue;
        isl_map *m = jammed_pairs(mo->ctx, mo->schedule_dims, 2 * t->band[0]->depth, t, u, kjam);
        if (!m)
            return -1;
        int meets = kf_dep_meets(mo, dep, m);
        if (meets < 0)
            return -1;
        if (meets)
            return d;
    }
    return dp->ndep;
}

/* NULL when the loop K above In can be jammed too (regblock.h, steps),
 * else why not: the shape part; jam_carried says the rest. */
static const char *steps_refused(const struct kf_fragment *f, const char *text, size_t len,
                                 const struct kf_tile *t)
{
    int n = t->nband;
    const struct kf_node *K = t->band[n - 2], *In = t->band[n - 1];
    if (t->size[n - 2] < KF_REGBLOCK_STEPS)
        return "its tile holds fewer steps than a block";
    const char *r = body_refused(f, text, len, In, t->band[n - 3]->iter, K->iter);
    if (r)
        return r;
    for (int i = 0; i < In->nchild; i++) {
        const struct kf_stmt *s = In->child[i]->stmt;
        for (int a = 0; a < s->naccess; a++) {
            const struct kf_access *x = &s->acc[a];
            if (x->write && (x->nsub == 0 || x->may || x->whole || sub_uses(x, K->iter)))
                return "its iterator moves an element the innermost loop writes (or that "
                       "element is not an array's)";
        }
    }
    return NULL;
}

int kf_regblock_check(const struct kf_fragment *f, const struct kf_deps *dp, const char *text,
                      size_t len, bool jam_steps, struct kf_tile *t, char *why, size_t nwhy)
{
    int n = t->nband, u = n - 3;
    t->unroll = 0;
    t->steps = 0;
    t->share = false;
    if (n < 3) {
        snprintf(why, nwhy, "not register-blocked: the band has fewer than three loops");
        return 0;
    }
    const struct kf_node *U = t->band[u], *In = t->band[n - 1];
    int uvar = U->iter;
    const char *un = f->vars[uvar].name;
    const char *r = NULL;
    for (int d = 0; d < t->ndecl && !r; d++)
        if (t->decl[d].in_band) /* one per point of L's loop: the jammed rows would share it */
            r = "a declaration of its outer loop's body is made again in the band's point loops";
    for (int b = u; b < n && !r; b++) {
        struct kf_tile_header hb;
        if (!kf_tile_parse_header(text, len, t->band[b], f->vars[t->band[b]->iter].name, &hb))
            r = "the header of a loop from it down is not `i = lb; i < ub` or `i <= ub`";
        /* the innermost loop's bounds may use U's iterator, linearly (a
         * triangle: syrk's j <= i), and no other of the band's */
        for (int c = 0; c < n && !r; c++)
            if (bounds_use(t->band[b], t->band[c]->iter) && (b < n - 1 || c != u))
                r = "a loop from it down has a bound that uses an iterator of the band (only "
                    "the innermost loop's may, and only this one's)";
        if (!r && b == n - 1 && (In->nlb != 1 || In->nub != 1 ||
                                 abs(kf_poly_coef_sign(In->lb[0], uvar)) > 1 ||
                                 abs(kf_poly_coef_sign(In->ub[0], uvar)) > 1))
            r = "the innermost loop's bounds are not linear in its iterator";
    }
    for (int b = 0; b < u && !r; b++)
        if (bounds_use(t->band[b], uvar))
            r = "the bounds of a loop above it use its iterator";
    if (!r && t->size[u] < KF_REGBLOCK_ROWS)
        r = "its tile holds fewer rows than a block";
    if (!r)
        r = body_refused(f, text, len, In, uvar, -1);
    bool shared = false, hoist = false;
    for (int i = 0; i < In->nchild && !r; i++) {
        const struct kf_stmt *s = In->child[i]->stmt;
        for (int a = 0; a < s->naccess; a++) {
            const struct kf_access *x = &s->acc[a];
            hoist |= loaded_once(f, In, uvar, x);
            shared |= !x->write && x->nsub > 0 && !sub_uses(x, uvar) && sub_uses(x, In->iter);
        }
    }
    if (!r && !shared && !hoist)
        r = "no read of its innermost loop is shared by its rows or loaded once";
    if (r) {
        snprintf(why, nwhy, "%s (%s) not register-blocked: %s", U->id, un, r);
        return 0;
    }
    /* the loop above the innermost jammed too where it may be; where a
     * dependence forbids that, the rows alone as before */
    const char *kr = jam_steps ? steps_refused(f, text, len, t) : "";
    int d = kr ? dp->ndep : jam_carried(dp, t, u, true);
    if (!kr && d < 0)
        kr = "isl failed";
    else if (!kr && d < dp->ndep)
        kr = "a dependence would join two iterations of the innermost loop";
    if (kr)
        d = jam_carried(dp, t, u, false);
    if (d < dp->ndep) {
        if (d < 0)
            snprintf(why, nwhy, "%s (%s) not register-blocked: isl failed", U->id, un);
        else
            snprintf(why, nwhy, "%s (%s) not register-blocked: the %s dependence on %s from S%d "
                     "to S%d would join two iterations of %s once its rows are jammed", U->id,
                     un, kf_dep_kind_name(dp->deps[d].kind), f->vars[dp->deps[d].var].name,
                     f->stmts[dp->deps[d].src]->id, f->stmts[dp->deps[d].dst]->id, In->id);
        return -1;
    }
    t->unroll = KF_REGBLOCK_ROWS;
    t->steps = kr ? 0 : KF_REGBLOCK_STEPS;
    t->share = jam_steps;
    char tr[160] = "", st[256] = "";
    if (tri(In, uvar, false) || tri(In, uvar, true))
        snprintf(tr, sizeof tr, " over the rows' common range (its bounds use %s; each row's "
                 "rest runs alone before or after it)", un);
    if (!kr)
        snprintf(st, sizeof st, "; %d steps of %s jammed too, each element written kept in a "
                 "register across them", KF_REGBLOCK_STEPS, t->band[n - 2]->id);
    else if (kr[0])
        snprintf(st, sizeof st, "; %s not jammed: %s", t->band[n - 2]->id, kr);
    snprintf(why, nwhy, "%s (%s) register-blocked: %d rows per step of %s, jammed into %s%s%s%s%s",
             U->id, un, KF_REGBLOCK_ROWS, t->band[u + 1]->id, In->id, tr,
             hoist ? ", the reads it does not move loaded once before it" : "",
             shared && jam_steps ? ", those its rows share once per iteration" : "", st);
    return 1;
}

/* ---- the text --------------------------------------------------------- */

static void put_ind(FILE *o, const char *ind, const char *unit, int levels)
{
    fputs(ind, o);
    for (int k = 0; k < levels; k++)
        fputs(unit, o);
}

/* Is `name` new: no identifier of [b, e), no variable of the fragment? */
static bool fresh(const struct kf_regblock_out *x, size_t b, size_t e, const char *name)
{
    if (spelt(x->text, x->len, b, e, name))
        return false;
    for (int v = 0; v < x->f->nvar; v++)
        if (strcmp(x->f->vars[v].name, name) == 0)
            return false;
    return true;
}

/* The reads of In's statements held in scalars, each spelling once (two
 * reads of A[i][k] share them): acc[k], its scalars' base name, and
 * whether its rows share it (loaded in each iteration of In) or each row
 * has its own (loaded before In).  steps: t->steps. */
struct hoists {
    int n, rows, steps;
    const struct kf_access *acc[64];
    bool shared[64];
    char name[64][64];
};

/* Scalar k's name for row r (a hoisted read's) at step q of the jammed
 * loop above In (-1: the loop not jammed): A_r or A_r_q; a shared read's
 * B_j or B_j_q. */
static void scalar_name(char *buf, size_t n, const struct hoists *hs, int k, int r, int q)
{
    if (hs->shared[k] && q < 0)
        snprintf(buf, n, "%s", hs->name[k]);
    else if (hs->shared[k])
        snprintf(buf, n, "%s_%d", hs->name[k], q);
    else if (q < 0)
        snprintf(buf, n, "%s_%d", hs->name[k], r);
    else
        snprintf(buf, n, "%s_%d_%d", hs->name[k], r, q);
}

/* Are the names of scalar k (its base just set) new: not spelt in L, no
 * variable, none of an earlier scalar's? */
static bool names_fresh(const struct kf_regblock_out *x, const struct hoists *hs, int k)
{
    const struct kf_node *L = x->t->band[0];
    char a[80], b[80];
    for (int r = 0; r < hs->rows; r++)
        for (int q = -1; q < hs->steps; q++) {
            scalar_name(a, sizeof a, hs, k, r, q);
            if (!fresh(x, L->range.begin.offset, L->range.end.offset, a))
                return false;
            for (int e = 0; e < k; e++)
                for (int re = 0; re < hs->rows; re++)
                    for (int qe = -1; qe < hs->steps; qe++) {
                        scalar_name(b, sizeof b, hs, e, re, qe);
                        if (strcmp(a, b) == 0)
                            return false;
                    }
        }
    return true;
}

static bool same_text(const char *t, const struct kf_access *a, const struct kf_access *b)
{
    size_t la = a->range.end.offset - a->range.begin.offset;
    size_t lb = b->range.end.offset - b->range.begin.offset;
    return la == lb && memcmp(t + a->range.begin.offset, t + b->range.begin.offset, la) == 0;
}

static void find_hoists(const struct kf_regblock_out *x, const struct kf_node *In, struct hoists *hs)
{
    hs->n = 0;
    hs->rows = x->t->unroll;
    hs->steps = x->t->steps;
    int uvar = x->t->band[x->t->nband - 3]->iter;
    for (int i = 0; i < In->nchild; i++) {
        const struct kf_stmt *s = In->child[i]->stmt;
        for (int a = 0; a < s->naccess && hs->n < 64; a++) {
            const struct kf_access *acc = &s->acc[a];
            bool sh = x->t->share && shared_read(x->f, In, uvar, acc);
            if (!sh && !loaded_once(x->f, In, uvar, acc))
                continue;
            bool seen = false;
            for (int k = 0; k < hs->n && !seen; k++)
                seen = same_text(x->text, hs->acc[k], acc);
            if (seen)
                continue;
            /* A_0 .. A_3 for an array's first read, A_1_0 .. for its
             * next; B_j for a shared read (j: In's iterator) */
            int nth = 0, k = hs->n;
            for (int e = 0; e < hs->n; e++)
                nth += hs->acc[e]->var == acc->var && !hs->shared[e];
            const char *vn = x->f->vars[acc->var].name, *jn = x->f->vars[In->iter].name;
            hs->acc[k] = acc;
            hs->shared[k] = sh;
            for (int extra = 0;; extra++) {
                if (sh && extra == 0)
                    snprintf(hs->name[k], sizeof hs->name[0], "%.30s_%.30s", vn, jn);
                else if (sh)
                    snprintf(hs->name[k], sizeof hs->name[0], "%.30s_%.20s%d", vn, jn, extra);
                else if (nth + extra == 0)
                    snprintf(hs->name[k], sizeof hs->name[0], "%.60s", vn);
                else
                    snprintf(hs->name[k], sizeof hs->name[0], "%.50s_%d", vn, nth + extra);
                if (names_fresh(x, hs, k))
                    break;
            }
            hs->n++;
        }
    }
}

/* Is the identifier at text[i] a member's name (s.i, p->i)? */
static bool member(const char *text, size_t b, size_t i)
{
    while (i > b && (text[i - 1] == ' ' || text[i - 1] == '\t'))
        i--;
    return (i > b && text[i - 1] == '.') || (i > b + 1 && text[i - 1] == '>' && text[i - 2] == '-');
}

/* Where text is written: row `row` of U, step q of the loop K above In
 * (-1: K not jammed); when hs, statement s's reads held in scalars are
 * written as theirs (shared ones only when `shared`: in the jammed loop). */
struct at {
    int row, q;
    const struct kf_stmt *s;
    const struct hoists *hs;
    bool shared;
};

/* The identifier at text[i] in [b, e) is `name`, not a member: then
 * `name + n` (or (name + n) where it is not a whole subscript), or name
 * alone when n is 0; false when it is not. */
static bool put_shift(const struct kf_regblock_out *x, size_t b, size_t e, size_t i,
                      const char *name, int n)
{
    if (n <= 0 || !kf_ctext_ident_at(x->text, x->len, i, name) || member(x->text, b, i))
        return false;
    size_t nl = strlen(name);
    bool whole = i > b && x->text[i - 1] == '[' && i + nl < e && x->text[i + nl] == ']';
    fprintf(x->o, whole ? "%s + %d" : "(%s + %d)", name, n);
    return true;
}

/* [b, e) with U's iterator as row at->row (i + 1), K's as step at->q
 * (k + 1), and each read held in a scalar as its scalar. */
static void put_row(const struct kf_regblock_out *x, size_t b, size_t e, const struct at *at)
{
    int n = x->t->nband;
    const char *un = x->f->vars[x->t->band[n - 3]->iter].name;
    const char *kn = x->f->vars[x->t->band[n - 2]->iter].name;
    const struct hoists *hs = at->hs;
    const struct kf_stmt *s = at->s;
    for (size_t i = b; i < e;) {
        int k = hs ? hs->n : 0;
        for (int a = 0; s && hs && a < s->naccess && k == hs->n; a++) {
            if (s->acc[a].range.begin.offset != i || !unwritten(s->node->parent, &s->acc[a]))
                continue;
            for (k = 0; k < hs->n; k++)
                if (same_text(x->text, hs->acc[k], &s->acc[a]) && (!hs->shared[k] || at->shared))
                    break;
        }
        if (hs && k < hs->n) {
            char nm[80];
            scalar_name(nm, sizeof nm, hs, k, at->row, at->q);
            fputs(nm, x->o);
            i += hs->acc[k]->range.end.offset - hs->acc[k]->range.begin.offset;
            continue;
        }
        if (put_shift(x, b, e, i, un, at->row)) {
            i += strlen(un);
            continue;
        }
        if (put_shift(x, b, e, i, kn, at->q)) {
            i += strlen(kn);
            continue;
        }
        fputc(x->text[i++], x->o);
    }
}

/* The bound [b, e) with U's iterator as row `row`, in parentheses unless
 * it is one word (put_row parenthesises U's iterator alone). */
static void put_bound(const struct kf_regblock_out *x, size_t b, size_t e, int row)
{
    bool word = true;
    for (size_t i = b; i < e; i++)
        word &= kf_ctext_is_ident(x->text[i]);
    fputs(word ? "" : "(", x->o);
    const struct at at = {row, -1, NULL, NULL, false};
    put_row(x, b, e, &at);
    fputs(word ? "" : ")", x->o);
}

/* Loop b's bound in a tile: (it + S < ub ? it + S : ub) after `<`, with
 * S - 1 after `<=` (its last value then); U's iterator in ub as row `row`
 * (a triangle's innermost loop). */
static void put_hi(const struct kf_regblock_out *x, int b, int row)
{
    const struct kf_tile_header *h = &x->h[b];
    long s = h->le ? x->t->size[b] - 1 : x->t->size[b];
    fprintf(x->o, "(%s + %ld < ", x->names[b], s);
    put_bound(x, h->ub_b, h->ub_e, row);
    fprintf(x->o, " ? %s + %ld : ", x->names[b], s);
    put_bound(x, h->ub_b, h->ub_e, row);
    fputc(')', x->o);
}

/* Loop b's first value in a tile: its tile loop's, or (it > lb ? it : lb)
 * when lb uses U's iterator, as row `row` (kf_tile_text's for skewed
 * lower bounds). */
static void put_lo(const struct kf_regblock_out *x, int b, int row)
{
    const struct kf_tile_header *h = &x->h[b];
    int uvar = x->t->band[x->t->nband - 3]->iter;
    if (!tri(x->t->band[b], uvar, false) || b != x->t->nband - 1) {
        fputs(x->names[b], x->o);
        return;
    }
    fprintf(x->o, "(%s > ", x->names[b]);
    put_bound(x, h->lb_b, h->lb_e, row);
    fprintf(x->o, " ? %s : ", x->names[b]);
    put_bound(x, h->lb_b, h->lb_e, row);
    fputc(')', x->o);
}

/* for (k = kt; k < (kt + S < ub ? kt + S : ub); k++), as kf_tile_text's */
static void put_point(const struct kf_regblock_out *x, int b)
{
    const struct kf_tile_header *h = &x->h[b];
    const char *vn = x->f->vars[x->t->band[b]->iter].name;
    fprintf(x->o, "for (%.*s = %s; %s %s ", (int)(h->decl_e - h->decl_b), x->text + h->decl_b,
            x->names[b], vn, h->le ? "<=" : "<");
    put_hi(x, b, 0);
    fprintf(x->o, "; %.*s)", (int)(h->inc_e - h->inc_b), x->text + h->inc_b);
}

/* The rows' ranges of the innermost loop in a triangle (regblock.h):
 * row rl starts last, row rh ends first; [lo(rl), hi(rh)] is common.
 * steps: K's steps jammed here, 0 for none (the steps left over). */
struct rows {
    int n, rl, rh, steps;
    bool lt, ut; /* the lower, the upper bound uses U's iterator */
};

/* Row r of the innermost loop's statements at each of K's steps, one
 * unit under `level`; the shared reads as their scalars when `shared`. */
static void put_stmts(const struct kf_regblock_out *x, int level, const struct rows *rw, int r,
                      const struct hoists *hs, bool shared)
{
    const struct kf_node *In = x->t->band[x->t->nband - 1];
    for (int q = rw->steps > 0 ? 0 : -1; q < rw->steps; q++) {
        for (int i = 0; i < In->nchild; i++) {
            const struct kf_stmt *s = In->child[i]->stmt;
            const struct at at = {r, q, s, hs, shared};
            put_ind(x->o, x->ind, x->unit, level + 1);
            put_row(x, s->range.begin.offset, s->range.end.offset, &at);
            fputs(";\n", x->o);
        }
        if (q < 0)
            break;
    }
}

/* Row r's part of the innermost loop outside the common range, before it
 * (low: from lo(r) up to lo(rl)) or after it (from past the common range
 * to hi(r)): a few iterations, in the order that keeps every dependence
 * (regblock.h, triangles). */
static void put_extra(const struct kf_regblock_out *x, int level, const struct rows *rw, int r,
                      bool low, const struct hoists *hs)
{
    int b = x->t->nband - 1;
    const struct kf_tile_header *h = &x->h[b];
    const char *vn = x->f->vars[x->t->band[b]->iter].name, *op = h->le ? "<=" : "<";
    put_ind(x->o, x->ind, x->unit, level);
    fprintf(x->o, "for (%.*s = ", (int)(h->decl_e - h->decl_b), x->text + h->decl_b);
    if (low) {
        put_lo(x, b, r);
        fprintf(x->o, "; %s < ", vn);
        put_lo(x, b, rw->rl);
        fprintf(x->o, " && %s %s ", vn, op);
    } else {
        fputc('(', x->o);
        put_lo(x, b, rw->rl);
        fputs(" > ", x->o);
        put_hi(x, b, rw->rh);
        fputs(h->le ? " + 1 ? " : " ? ", x->o);
        put_lo(x, b, rw->rl);
        fputs(" : ", x->o);
        put_hi(x, b, rw->rh);
        fprintf(x->o, "%s); %s %s ", h->le ? " + 1" : "", vn, op);
    }
    put_hi(x, b, r);
    fprintf(x->o, "; %.*s) {\n", (int)(h->inc_e - h->inc_b), x->text + h->inc_b);
    put_stmts(x, level, rw, r, hs, false);
    put_ind(x->o, x->ind, x->unit, level);
    fputs("}\n", x->o);
}

/* T A_r = A[i + r][k]; (A_r_q = A[i + r][k + q] at K's step q); in a
 * triangle, row r's range in the tile may be empty, where the original
 * never reads the element: then it is not read (nor used). */
static void put_hoist(const struct kf_regblock_out *x, int level, const struct rows *rw,
                      const struct hoists *hs, int k, int r, int q)
{
    int b = x->t->nband - 1;
    char nm[80];
    scalar_name(nm, sizeof nm, hs, k, r, q);
    put_ind(x->o, x->ind, x->unit, level);
    fprintf(x->o, "%s %s = ", x->f->vars[hs->acc[k]->var].elem_type, nm);
    if (rw->lt || rw->ut) {
        put_lo(x, b, r);
        fprintf(x->o, " %s ", x->h[b].le ? "<=" : "<");
        put_hi(x, b, r);
        fputs(" ? ", x->o);
    }
    const struct at at = {r, q, NULL, NULL, false};
    put_row(x, hs->acc[k]->range.begin.offset, hs->acc[k]->range.end.offset, &at);
    fputs(rw->lt || rw->ut ? " : 0;\n" : ";\n", x->o);
}

/* The body of K's loop at `in` (In's level): the hoisted reads, the rows'
 * parts before the common range, the jammed loop (its shared reads loaded
 * first), the parts after it; then K's closing brace one level out. */
static void put_block(const struct kf_regblock_out *x, int in, const struct rows *rw,
                      const struct hoists *hs)
{
    int n = x->t->nband;
    const struct kf_node *In = x->t->band[n - 1];
    for (int k = 0; k < hs->n; k++)
        for (int q = rw->steps > 0 ? 0 : -1; q < rw->steps && !hs->shared[k]; q++) {
            for (int r = 0; r < rw->n; r++)
                put_hoist(x, in, rw, hs, k, r, q);
            if (q < 0)
                break;
        }
    for (int r = 0; r < rw->n && rw->lt; r++)
        if (r != rw->rl)
            put_extra(x, in, rw, r, true, hs);
    if (x->simd) {
        put_ind(x->o, x->ind, x->unit, in);
        fprintf(x->o, "%s\n", x->simd);
    }
    put_ind(x->o, x->ind, x->unit, in);
    if (rw->lt || rw->ut) {
        const struct kf_tile_header *h = &x->h[n - 1];
        fprintf(x->o, "for (%.*s = ", (int)(h->decl_e - h->decl_b), x->text + h->decl_b);
        put_lo(x, n - 1, rw->rl);
        fprintf(x->o, "; %s %s ", x->f->vars[In->iter].name, h->le ? "<=" : "<");
        put_hi(x, n - 1, rw->rh);
        fprintf(x->o, "; %.*s)", (int)(h->inc_e - h->inc_b), x->text + h->inc_b);
    } else {
        put_point(x, n - 1);
    }
    fputs(" {\n", x->o);
    for (int k = 0; k < hs->n; k++)
        for (int q = rw->steps > 0 ? 0 : -1; q < rw->steps && hs->shared[k]; q++) {
            const struct at at = {0, q, NULL, NULL, false};
            char nm[80];
            scalar_name(nm, sizeof nm, hs, k, 0, q);
            put_ind(x->o, x->ind, x->unit, in + 1);
            fprintf(x->o, "%s %s = ", x->f->vars[hs->acc[k]->var].elem_type, nm);
            put_row(x, hs->acc[k]->range.begin.offset, hs->acc[k]->range.end.offset, &at);
            fputs(";\n", x->o);
            if (q < 0)
                break;
        }
    for (int r = 0; r < rw->n; r++)
        put_stmts(x, in, rw, r, hs, true);
    put_ind(x->o, x->ind, x->unit, in);
    fputs("}\n", x->o);
    for (int r = 0; r < rw->n && rw->ut; r++)
        if (r != rw->rh)
            put_extra(x, in, rw, r, false, hs);
    put_ind(x->o, x->ind, x->unit, in - 1);
    fputs("}\n", x->o);
}

/* K's loop jammed (regblock.h, steps) at `level`, under a brace its
 * parent opened: steps of S, then the steps left over one at a time;
 * `T k = kt;` first when K declares its iterator. */
static void put_steps(const struct kf_regblock_out *x, int level, struct rows *rw,
                      const struct hoists *hs)
{
    int b = x->t->nband - 2;
    const struct kf_tile_header *h = &x->h[b];
    const char *kn = x->f->vars[x->t->band[b]->iter].name, *op = h->le ? "<=" : "<";
    size_t dl = h->decl_e - h->decl_b;
    bool declared = !(dl == strlen(kn) && kf_ctext_ident_at(x->text, x->len, h->decl_b, kn));
    put_ind(x->o, x->ind, x->unit, level);
    if (declared) {
        fprintf(x->o, "%.*s = %s;\n", (int)dl, x->text + h->decl_b, x->names[b]);
        put_ind(x->o, x->ind, x->unit, level);
        fprintf(x->o, "for (; %s + %d %s ", kn, rw->steps - 1, op);
    } else {
        fprintf(x->o, "for (%s = %s; %s + %d %s ", kn, x->names[b], kn, rw->steps - 1, op);
    }
    put_hi(x, b, 0);
    fprintf(x->o, "; %s += %d) {\n", kn, rw->steps);
    put_block(x, level + 1, rw, hs);
    put_ind(x->o, x->ind, x->unit, level);
    fprintf(x->o, "for (; %s %s ", kn, op);
    put_hi(x, b, 0);
    fprintf(x->o, "; %.*s) {\n", (int)(h->inc_e - h->inc_b), x->text + h->inc_b);
    rw->steps = 0;
    put_block(x, level + 1, rw, hs);
}

bool kf_regblock_put(const struct kf_regblock_out *x, int level)
{
    const struct kf_tile *t = x->t;
    int n = t->nband, u = n - 3, rows = t->unroll;
    const struct kf_node *U = t->band[u], *In = t->band[n - 1];
    const char *un = x->f->vars[U->iter].name;
    const struct kf_tile_header *hu = &x->h[u];
    struct hoists *hs = malloc(sizeof *hs);
    if (!hs)
        return false;
    find_hoists(x, In, hs);
    /* for (i = it; i + 3 < hi; i += 4), or when U declares its iterator
     * `int i = it;` first, for the rows left over to continue from */
    const char *op = hu->le ? "<=" : "<";
    size_t dl = hu->decl_e - hu->decl_b;
    bool declared = !(dl == strlen(un) && kf_ctext_ident_at(x->text, x->len, hu->decl_b, un));
    put_ind(x->o, x->ind, x->unit, level);
    if (declared) {
        fprintf(x->o, "%.*s = %s;\n", (int)dl, x->text + hu->decl_b, x->names[u]);
        put_ind(x->o, x->ind, x->unit, level);
        fprintf(x->o, "for (; %s + %d %s ", un, rows - 1, op);
    } else {
        fprintf(x->o, "for (%s = %s; %s + %d %s ", un, x->names[u], un, rows - 1, op);
    }
    put_hi(x, u, 0);
    /* U is K's parent (u = n - 3): it opens a brace when K is jammed (its
     * steps, then those left over) */
    fprintf(x->o, "; %s += %d)%s\n", un, rows, t->steps > 0 ? " {" : "");
    int in = level + n - 1 - u; /* In's level */
    struct rows rw = {rows, 0, 0, t->steps, tri(In, U->iter, false), tri(In, U->iter, true)};
    if (rw.lt && kf_poly_coef_sign(In->lb[0], U->iter) > 0)
        rw.rl = rows - 1;
    if (rw.ut && kf_poly_coef_sign(In->ub[0], U->iter) < 0)
        rw.rh = rows - 1;
    if (t->steps > 0) {
        put_steps(x, in - 1, &rw, hs);
        put_ind(x->o, x->ind, x->unit, in - 2);
        fputs("}\n", x->o);
    } else {
        put_ind(x->o, x->ind, x->unit, in - 1);
        put_point(x, n - 2);
        fputs(" {\n", x->o);
        put_block(x, in, &rw, hs);
    }
    /* the rows left over */
    put_ind(x->o, x->ind, x->unit, level);
    fprintf(x->o, "for (; %s %s ", un, op);
    put_hi(x, u, 0);
    fprintf(x->o, "; %.*s)", (int)(hu->inc_e - hu->inc_b), x->text + hu->inc_b);
    free(hs);
    return true;
}
