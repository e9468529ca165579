/*
 * model_text.c: the isl text of a fragment's model (model_text.h): sets
 * and maps written in isl's syntax, read back by model.c, delin.c and
 * assume.c.
 */
#include "analysis/model_text.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/delin.h"

void kf_mtext_printf(struct kf_mtext *b, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int k = vsnprintf(b->s ? b->s + b->n : NULL, b->s ? b->cap - b->n : 0, fmt, ap);
        va_end(ap);
        if (b->s && b->n + (size_t)k < b->cap) {
            b->n += (size_t)k;
            return;
        }
        b->cap = (b->cap + (size_t)k + 64) * 2;
        b->s = realloc(b->s, b->cap);
        if (!b->s) {
            fprintf(stderr, "%s:%d: out of memory\n", __FILE__, __LINE__);
            abort();
        }
        if (b->n == 0)
            b->s[0] = 0;
    }
}

void kf_mtext_reset(struct kf_mtext *b)
{
    b->n = 0;
    if (b->s)
        b->s[0] = 0;
}

void kf_model_var_name(const struct kf_fragment *f, const struct kf_stmt *s, int var, char *buf,
                       size_t n)
{
    const struct kf_var *v = &f->vars[var];
    if (v->kind == KF_VAR_ITER)
        for (int k = 0; s && k < s->depth; k++)
            if (s->loops[k]->iter == var) {
                snprintf(buf, n, "i%d", k);
                return;
            }
    snprintf(buf, n, "p%d", var);
}

/* Quotients by constants (kf_div, frontend/c/expr.c) print as isl's
 * floor((num)/den).  C's / and % round toward zero: for a numerator that
 * may be negative the model is written in pieces, one per sign of each such
 * numerator, -floor((-num)/den) where it is negative (isl drops the pieces
 * the domain rules out).  `pieces` holds those quotients (at most 4: 16
 * pieces) and, in mask, the piece being written: bit k set, ids[k]'s
 * numerator is negative. */
#define MAXPIECE 4
struct pieces {
    int n;
    int ids[MAXPIECE];
    unsigned mask;
};

/* adds the truncating quotients p names (their numerators' first) to pc;
 * false when they are too many */
static bool collect_trunc(const struct kf_fragment *f, const struct kf_poly *p, struct pieces *pc)
{
    for (int i = 0; p && i < p->nterm; i++)
        for (int k = 0; k < p->term[i].nvar; k++) {
            int v = p->term[i].vars[k];
            if (v < KF_DIV_VAR || v >= KF_SPAN_VAR)
                continue;
            const struct kf_div *q = &f->divs[v - KF_DIV_VAR];
            if (!collect_trunc(f, q->num, pc))
                return false;
            bool have = false;
            for (int j = 0; j < pc->n; j++)
                have |= pc->ids[j] == v;
            if (!q->trunc || have)
                continue;
            if (pc->n == MAXPIECE)
                return false;
            pc->ids[pc->n++] = v;
        }
    return true;
}

static bool piece_negative(const struct pieces *pc, int v)
{
    for (int j = 0; pc && j < pc->n; j++)
        if (pc->ids[j] == v)
            return pc->mask >> j & 1;
    return false;
}

/* appends sign * p (p affine, quotients allowed) as seen from statement s,
 * in piece pc (NULL: no truncating quotient) */
static void sb_polyx(struct kf_mtext *b, const struct kf_fragment *f, const struct kf_stmt *s,
                     const struct kf_poly *p, long sign, const struct pieces *pc)
{
    if (p->nterm == 0) {
        kf_mtext_printf(b, "0");
        return;
    }
    for (int i = 0; i < p->nterm; i++) {
        const struct kf_term *t = &p->term[i];
        kf_mtext_printf(b, "%s%ld", i ? " + " : "", sign * t->coef);
        for (int k = 0; k < t->nvar; k++) {
            int v = t->vars[k];
            if (v >= KF_SPAN_VAR) { /* a helper's loop (kf_span): kf_mtext_span_open's */
                kf_mtext_printf(b, "*s%d", v - KF_SPAN_VAR);
                continue;
            }
            if (v >= KF_DIV_VAR) {
                const struct kf_div *q = &f->divs[v - KF_DIV_VAR];
                bool neg = q->trunc && piece_negative(pc, v);
                kf_mtext_printf(b, neg ? "*(-floor((" : "*floor((");
                sb_polyx(b, f, s, q->num, neg ? -1 : 1, pc);
                kf_mtext_printf(b, ")/%ld)%s", q->den, neg ? ")" : "");
                continue;
            }
            char name[32];
            kf_model_var_name(f, s, v, name, sizeof name);
            kf_mtext_printf(b, "*%s", name);
        }
    }
}

/* appends poly p (must be affine) as seen from statement s */
void kf_mtext_poly(struct kf_mtext *b, const struct kf_fragment *f, const struct kf_stmt *s,
                   const struct kf_poly *p)
{
    sb_polyx(b, f, s, p, 1, NULL);
}

/* the signs of piece pc's numerators, "(n0 >= 0 and n1 < 0) and " */
static void sb_piece_signs(struct kf_mtext *b, const struct kf_fragment *f, const struct kf_stmt *s,
                           const struct pieces *pc)
{
    for (int j = 0; j < pc->n; j++) {
        sb_polyx(b, f, s, f->divs[pc->ids[j] - KF_DIV_VAR].num, 1, pc);
        kf_mtext_printf(b, pc->mask >> j & 1 ? " < 0 and " : " >= 0 and ");
    }
}

static void sb_params(struct kf_mtext *b, const struct kf_fragment *f)
{
    kf_mtext_printf(b, "[");
    int k = 0;
    for (int i = 0; i < f->nvar; i++)
        if (f->vars[i].kind == KF_VAR_PARAM)
            kf_mtext_printf(b, "%sp%d", k++ ? ", " : "", i);
    kf_mtext_printf(b, "] -> ");
}

static void sb_iters(struct kf_mtext *b, int d)
{
    kf_mtext_printf(b, "[");
    for (int k = 0; k < d; k++)
        kf_mtext_printf(b, "%si%d", k ? ", " : "", k);
    kf_mtext_printf(b, "]");
}

bool kf_mtext_visible(const struct kf_fragment *f, const struct kf_stmt *s,
                      const struct kf_poly *p, int maxdepth)
{
    if (!p || !kf_poly_is_affine(p))
        return false;
    for (int i = 0; i < p->nterm; i++)
        for (int k = 0; k < p->term[i].nvar; k++) {
            int v = p->term[i].vars[k];
            if (v >= KF_SPAN_VAR) { /* a helper's loop, inside kf_mtext_span_open */
                if (v - KF_SPAN_VAR >= KF_SPAN_MAX)
                    return false;
                continue;
            }
            if (v >= KF_DIV_VAR) { /* a quotient: what its numerator names */
                if (v - KF_DIV_VAR >= f->ndiv || !kf_mtext_visible(f, s, f->divs[v - KF_DIV_VAR].num, maxdepth))
                    return false;
                continue;
            }
            if (f->vars[v].kind == KF_VAR_PARAM)
                continue;
            bool ok = false;
            for (int d = 0; d < maxdepth && d < s->depth; d++)
                ok |= s->loops[d]->iter == v;
            if (!ok)
                return false;
        }
    return true;
}

/* does if n hold a condition with quotients (kf_node.xcons) that s sees? */
static bool xcons_usable(const struct kf_fragment *f, const struct kf_stmt *s,
                         const struct kf_node *n, struct pieces *pc)
{
    if (n->cond_affine || n->nxcons == 0)
        return false;
    struct pieces t = *pc;
    for (int j = 0; j < n->nxcons; j++)
        if (!kf_mtext_visible(f, s, n->xcons[j].poly, s->depth) || !collect_trunc(f, n->xcons[j].poly, &t))
            return false;
    *pc = t;
    return true;
}

/* The conditions with quotients of the ifs around s: the then-branch's
 * conjunction, the else-branch's negation ("not (...)"), in one
 * disjunction of pieces by the signs of C's truncating numerators. */
static void sb_xcons(struct kf_mtext *b, const struct kf_fragment *f, const struct kf_stmt *s,
                     const char *sep)
{
    struct pieces pc = {0};
    bool use[64] = {false}, any = false;
    for (int k = 0; k < s->nif && k < 64; k++)
        any |= use[k] = xcons_usable(f, s, s->ifs[k], &pc);
    if (!any)
        return;
    kf_mtext_printf(b, "%s(", sep);
    for (pc.mask = 0; pc.mask < 1u << pc.n; pc.mask++) {
        kf_mtext_printf(b, "%s(", pc.mask ? " or " : "");
        sb_piece_signs(b, f, s, &pc);
        const char *and = "";
        for (int k = 0; k < s->nif && k < 64; k++) {
            if (!use[k])
                continue;
            const struct kf_node *n = s->ifs[k];
            kf_mtext_printf(b, "%s%s(", and, s->in_else[k] ? "not " : "");
            for (int j = 0; j < n->nxcons; j++) {
                kf_mtext_printf(b, "%s", j ? " and " : "");
                sb_polyx(b, f, s, n->xcons[j].poly, 1, &pc);
                kf_mtext_printf(b, " %s 0", n->xcons[j].eq ? "=" : ">=");
            }
            kf_mtext_printf(b, ")");
            and = " and ";
        }
        kf_mtext_printf(b, ")");
    }
    kf_mtext_printf(b, ")");
}

void kf_mtext_domain(struct kf_mtext *b, const struct kf_fragment *f, const struct kf_stmt *s)
{
    sb_params(b, f);
    kf_mtext_printf(b, "{ S%d", s->id);
    sb_iters(b, s->depth);
    const char *sep = " : ";
    for (int k = 0; k < s->depth; k++) {
        const struct kf_node *l = s->loops[k];
        bool up = l->step > 0;
        for (int j = 0; j < l->nlb; j++)
            if (kf_mtext_visible(f, s, l->lb[j], k)) {
                kf_mtext_printf(b, "%si%d %s ", sep, k, up ? ">=" : "<=");
                kf_mtext_poly(b, f, s, l->lb[j]);
                sep = " and ";
            }
        for (int j = 0; j < l->nub; j++)
            if (kf_mtext_visible(f, s, l->ub[j], k)) {
                kf_mtext_printf(b, "%si%d %s ", sep, k, up ? "<=" : ">=");
                kf_mtext_poly(b, f, s, l->ub[j]);
                sep = " and ";
            }
        long st = l->step < 0 ? -l->step : l->step;
        if (st != 1 && l->nlb == 1 && kf_mtext_visible(f, s, l->lb[0], k)) {
            kf_mtext_printf(b, "%s(exists e%d: i%d = ", sep, k, k);
            kf_mtext_poly(b, f, s, l->lb[0]);
            kf_mtext_printf(b, " %s %ld*e%d)", up ? "+" : "-", st, k);
            sep = " and ";
        }
    }
    for (int k = 0; k < s->nif; k++) {
        const struct kf_node *n = s->ifs[k];
        if (!s->in_else[k] && n->cond_affine) {
            for (int j = 0; j < n->ncons; j++)
                if (kf_mtext_visible(f, s, n->cons[j].poly, s->depth)) {
                    kf_mtext_printf(b, "%s", sep);
                    kf_mtext_poly(b, f, s, n->cons[j].poly);
                    kf_mtext_printf(b, " %s 0", n->cons[j].eq ? "=" : ">=");
                    sep = " and ";
                }
        } else if (s->in_else[k] && n->else_affine && kf_mtext_visible(f, s, n->cons[0].poly, s->depth)) {
            kf_mtext_printf(b, "%s", sep);
            kf_mtext_poly(b, f, s, n->cons[0].poly);
            kf_mtext_printf(b, " < 0");
            sep = " and ";
        }
    }
    sb_xcons(b, f, s, sep);
    kf_mtext_printf(b, " }");
}

void kf_mtext_sched(struct kf_mtext *b, const struct kf_fragment *f, const struct kf_stmt *s, int D)
{
    sb_params(b, f);
    kf_mtext_printf(b, "{ S%d", s->id);
    sb_iters(b, s->depth);
    kf_mtext_printf(b, " -> [");
    for (int k = 0; k <= D; k++) {
        int c = k < s->depth ? s->loops[k]->ord : k == s->depth ? s->node->ord : 0;
        kf_mtext_printf(b, "%s%d", k ? ", " : "", c);
        if (k < D) {
            if (k < s->depth)
                kf_mtext_printf(b, ", %si%d", s->loops[k]->step < 0 ? "-" : "", k);
            else
                kf_mtext_printf(b, ", 0");
        }
    }
    kf_mtext_printf(b, "] }");
}

/* the piece of a subscript through ?: that access x is (kf_access.cons):
 * a constraint kforge cannot state over the statement's iterators is left
 * out, which only widens the piece */
void kf_mtext_cons(struct kf_mtext *b, const struct kf_fragment *f, const struct kf_stmt *s,
                   const struct kf_access *x, const char *sep)
{
    for (int j = 0; j < x->ncons; j++) {
        if (!kf_mtext_visible(f, s, x->cons[j].poly, s->depth))
            continue;
        kf_mtext_printf(b, "%s", sep);
        kf_mtext_poly(b, f, s, x->cons[j].poly);
        kf_mtext_printf(b, " %s 0", x->cons[j].eq ? "=" : ">=");
        sep = " and ";
    }
}


/* leading subscripts of a variable declared inside a loop */
static int expansion(const struct kf_var *v)
{
    return v->local && v->scope_loop ? v->scope_loop->depth + 1 : 0;
}

const char *kf_mtext_span_open(struct kf_mtext *b, const struct kf_fragment *f,
                               const struct kf_stmt *s, const struct kf_access *x, bool *exact)
{
    kf_mtext_printf(b, "(exists ");
    for (int k = 0; k < x->nspan; k++)
        kf_mtext_printf(b, "%ss%d", k ? ", " : "", k);
    kf_mtext_printf(b, ": ");
    const char *sep = "";
    for (int k = 0; k < x->nspan; k++)
        for (int hi = 0; hi < 2; hi++) {
            const struct kf_poly *p = hi ? x->span[k].hi : x->span[k].lo;
            if (!kf_mtext_visible(f, s, p, s->depth)) {
                *exact = false;
                continue;
            }
            kf_mtext_printf(b, "%s", sep);
            if (hi)
                kf_mtext_printf(b, "s%d <= ", k);
            kf_mtext_poly(b, f, s, p);
            if (!hi)
                kf_mtext_printf(b, " <= s%d", k);
            sep = " and ";
        }
    return sep;
}

bool kf_mtext_access(struct kf_mtext *b, struct kf_model *m, const struct kf_stmt *s,
                     const struct kf_access *x, const struct kf_delin_shape *sh)
{
    const struct kf_fragment *f = m->f;
    const struct kf_var *v = &f->vars[x->var];
    int ex = expansion(v);
    int nd = v->kind == KF_VAR_ARRAY ? (sh ? sh->n : v->ndims) : 0;
    bool exact = true;
    sb_params(b, f);
    kf_mtext_printf(b, "{ S%d", s->id);
    sb_iters(b, s->depth);
    kf_mtext_printf(b, " -> v%d[", x->var);
    for (int k = 0; k < ex + nd; k++)
        kf_mtext_printf(b, "%so%d", k ? ", " : "", k);
    kf_mtext_printf(b, "]");
    const char *sep = " : ";
    for (int k = 0; k < ex; k++) {
        kf_mtext_printf(b, "%so%d = i%d", sep, k, k);
        sep = " and ";
    }
    if (v->kind == KF_VAR_ARRAY && !x->whole && x->nspan > 0) {
        /* over a helper's loops: every subscript inside their exists */
        kf_mtext_printf(b, "%s", sep);
        const char *in = kf_mtext_span_open(b, f, s, x, &exact);
        for (int k = 0; k < nd; k++) {
            const struct kf_poly *p = sh ? &sh->dims[k] : k < x->nsub ? x->sub[k] : NULL;
            if (!p && !sh && x->xsub && k < x->nsub)
                p = x->xsub[k];
            if (!kf_mtext_visible(f, s, p, s->depth)) {
                exact = false;
                continue;
            }
            kf_mtext_printf(b, "%so%d = ", in, ex + k);
            kf_mtext_poly(b, f, s, p);
            in = " and ";
        }
        kf_mtext_printf(b, "%s)", *in ? "" : "0 = 0");
        sep = " and ";
        kf_mtext_cons(b, f, s, x, sep);
        kf_mtext_printf(b, " }");
        return exact && (sh || nd == x->nsub);
    }
    struct pieces pc = {0};
    bool xs[KF_DELIN_MAXD] = {false}, anyx = false;
    if (v->kind == KF_VAR_ARRAY && !x->whole) {
        for (int k = 0; k < nd; k++) {
            const struct kf_poly *p = sh ? &sh->dims[k] : k < x->nsub ? x->sub[k] : NULL;
            if (!p && !sh && x->xsub && k < x->nsub && k < KF_DELIN_MAXD && x->xsub[k] &&
                kf_mtext_visible(f, s, x->xsub[k], s->depth)) {
                struct pieces t = pc;
                if (collect_trunc(f, x->xsub[k], &t))
                    anyx = xs[k] = true, pc = t;
            }
            if (!kf_mtext_visible(f, s, p, s->depth)) {
                exact &= xs[k];
                /* bins[px[i]], an unsigned char px: any of 0..255 */
                if (!p && !xs[k] && !sh && x->smax && k < x->nsub && x->smax[k] >= 0) {
                    kf_mtext_printf(b, "%s0 <= o%d <= %ld", sep, ex + k, x->smax[k]);
                    sep = " and ";
                }
                continue;
            }
            kf_mtext_printf(b, "%so%d = ", sep, ex + k);
            kf_mtext_poly(b, f, s, p);
            sep = " and ";
        }
    }
    if (anyx) { /* A[i / 2]: the subscripts with quotients, in pieces */
        kf_mtext_printf(b, "%s(", sep);
        for (pc.mask = 0; pc.mask < 1u << pc.n; pc.mask++) {
            kf_mtext_printf(b, "%s(", pc.mask ? " or " : "");
            sb_piece_signs(b, f, s, &pc);
            const char *and = "";
            for (int k = 0; k < nd && k < KF_DELIN_MAXD; k++)
                if (xs[k]) {
                    kf_mtext_printf(b, "%so%d = ", and, ex + k);
                    sb_polyx(b, f, s, x->xsub[k], 1, &pc);
                    and = " and ";
                }
            kf_mtext_printf(b, ")");
        }
        kf_mtext_printf(b, ")");
        sep = " and ";
    }
    kf_mtext_cons(b, f, s, x, sep);
    kf_mtext_printf(b, " }");
    return exact && (v->kind != KF_VAR_ARRAY || x->whole || sh || nd == x->nsub);
}

/* [p..] -> { : the host's facts }, each in pieces by the signs of its
 * truncating quotients' numerators (n / 4 > 2 for a possibly negative n) */
void kf_mtext_context(struct kf_mtext *b, const struct kf_fragment *f)
{
    sb_params(b, f);
    kf_mtext_printf(b, "{ ");
    const char *sep = ": ";
    for (int h = 0; h < f->nhost; h++) {
        const struct kf_host_fact *x = &f->host[h];
        if (x->why_not)
            continue;
        for (int j = 0; j < x->ncons; j++) {
            struct pieces pc = {0};
            if (!x->cons[j].poly || !collect_trunc(f, x->cons[j].poly, &pc))
                continue; /* more quotients than pieces: left out, which only widens */
            kf_mtext_printf(b, "%s(", sep);
            for (pc.mask = 0; pc.mask < 1u << pc.n; pc.mask++) {
                kf_mtext_printf(b, "%s(", pc.mask ? " or " : "");
                sb_piece_signs(b, f, NULL, &pc);
                sb_polyx(b, f, NULL, x->cons[j].poly, 1, &pc);
                kf_mtext_printf(b, " %s 0)", x->cons[j].eq ? "=" : ">=");
            }
            kf_mtext_printf(b, ")");
            sep = " and ";
        }
    }
    kf_mtext_printf(b, "%s }", *sep == ':' ? ": 0 = 0" : "");
}
