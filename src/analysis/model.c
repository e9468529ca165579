/*
 * model.c: kf_fragment -> isl domains, schedules and access relations
 * (see include/kforge/model.h).  The isl objects are built from isl's text
 * syntax: the strings are short and readable in a debugger, and isl parses
 * them exactly.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/constraint.h>
#include <isl/ctx.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/set.h>
#include <isl/space.h>

#include "kforge/model.h"

/* growable string */
struct sb {
    char *s;
    size_t n, cap;
};

static void sb_printf(struct sb *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_printf(struct sb *b, const char *fmt, ...)
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

static void sb_reset(struct sb *b)
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
            if (v < KF_DIV_VAR)
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
static void sb_polyx(struct sb *b, const struct kf_fragment *f, const struct kf_stmt *s,
                     const struct kf_poly *p, long sign, const struct pieces *pc)
{
    if (p->nterm == 0) {
        sb_printf(b, "0");
        return;
    }
    for (int i = 0; i < p->nterm; i++) {
        const struct kf_term *t = &p->term[i];
        sb_printf(b, "%s%ld", i ? " + " : "", sign * t->coef);
        for (int k = 0; k < t->nvar; k++) {
            int v = t->vars[k];
            if (v >= KF_DIV_VAR) {
                const struct kf_div *q = &f->divs[v - KF_DIV_VAR];
                bool neg = q->trunc && piece_negative(pc, v);
                sb_printf(b, neg ? "*(-floor((" : "*floor((");
                sb_polyx(b, f, s, q->num, neg ? -1 : 1, pc);
                sb_printf(b, ")/%ld)%s", q->den, neg ? ")" : "");
                continue;
            }
            char name[32];
            kf_model_var_name(f, s, v, name, sizeof name);
            sb_printf(b, "*%s", name);
        }
    }
}

/* appends poly p (must be affine) as seen from statement s */
static void sb_poly(struct sb *b, const struct kf_fragment *f, const struct kf_stmt *s,
                    const struct kf_poly *p)
{
    sb_polyx(b, f, s, p, 1, NULL);
}

/* the signs of piece pc's numerators, "(n0 >= 0 and n1 < 0) and " */
static void sb_piece_signs(struct sb *b, const struct kf_fragment *f, const struct kf_stmt *s,
                           const struct pieces *pc)
{
    for (int j = 0; j < pc->n; j++) {
        sb_polyx(b, f, s, f->divs[pc->ids[j] - KF_DIV_VAR].num, 1, pc);
        sb_printf(b, pc->mask >> j & 1 ? " < 0 and " : " >= 0 and ");
    }
}

static void sb_params(struct sb *b, const struct kf_fragment *f)
{
    sb_printf(b, "[");
    int k = 0;
    for (int i = 0; i < f->nvar; i++)
        if (f->vars[i].kind == KF_VAR_PARAM)
            sb_printf(b, "%sp%d", k++ ? ", " : "", i);
    sb_printf(b, "] -> ");
}

static void sb_iters(struct sb *b, int d)
{
    sb_printf(b, "[");
    for (int k = 0; k < d; k++)
        sb_printf(b, "%si%d", k ? ", " : "", k);
    sb_printf(b, "]");
}

/* does poly p only use variables visible in statement s? */
static bool visible(const struct kf_fragment *f, const struct kf_stmt *s, const struct kf_poly *p,
                    int maxdepth)
{
    if (!p || !kf_poly_is_affine(p))
        return false;
    for (int i = 0; i < p->nterm; i++)
        for (int k = 0; k < p->term[i].nvar; k++) {
            int v = p->term[i].vars[k];
            if (v >= KF_DIV_VAR) { /* a quotient: what its numerator names */
                if (v - KF_DIV_VAR >= f->ndiv || !visible(f, s, f->divs[v - KF_DIV_VAR].num, maxdepth))
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
        if (!visible(f, s, n->xcons[j].poly, s->depth) || !collect_trunc(f, n->xcons[j].poly, &t))
            return false;
    *pc = t;
    return true;
}

/* The conditions with quotients of the ifs around s: the then-branch's
 * conjunction, the else-branch's negation ("not (...)"), in one
 * disjunction of pieces by the signs of C's truncating numerators. */
static void sb_xcons(struct sb *b, const struct kf_fragment *f, const struct kf_stmt *s,
                     const char *sep)
{
    struct pieces pc = {0};
    bool use[64] = {false}, any = false;
    for (int k = 0; k < s->nif && k < 64; k++)
        any |= use[k] = xcons_usable(f, s, s->ifs[k], &pc);
    if (!any)
        return;
    sb_printf(b, "%s(", sep);
    for (pc.mask = 0; pc.mask < 1u << pc.n; pc.mask++) {
        sb_printf(b, "%s(", pc.mask ? " or " : "");
        sb_piece_signs(b, f, s, &pc);
        const char *and = "";
        for (int k = 0; k < s->nif && k < 64; k++) {
            if (!use[k])
                continue;
            const struct kf_node *n = s->ifs[k];
            sb_printf(b, "%s%s(", and, s->in_else[k] ? "not " : "");
            for (int j = 0; j < n->nxcons; j++) {
                sb_printf(b, "%s", j ? " and " : "");
                sb_polyx(b, f, s, n->xcons[j].poly, 1, &pc);
                sb_printf(b, " %s 0", n->xcons[j].eq ? "=" : ">=");
            }
            sb_printf(b, ")");
            and = " and ";
        }
        sb_printf(b, ")");
    }
    sb_printf(b, ")");
}

static void sb_domain(struct sb *b, const struct kf_fragment *f, const struct kf_stmt *s)
{
    sb_params(b, f);
    sb_printf(b, "{ S%d", s->id);
    sb_iters(b, s->depth);
    const char *sep = " : ";
    for (int k = 0; k < s->depth; k++) {
        const struct kf_node *l = s->loops[k];
        bool up = l->step > 0;
        for (int j = 0; j < l->nlb; j++)
            if (visible(f, s, l->lb[j], k)) {
                sb_printf(b, "%si%d %s ", sep, k, up ? ">=" : "<=");
                sb_poly(b, f, s, l->lb[j]);
                sep = " and ";
            }
        for (int j = 0; j < l->nub; j++)
            if (visible(f, s, l->ub[j], k)) {
                sb_printf(b, "%si%d %s ", sep, k, up ? "<=" : ">=");
                sb_poly(b, f, s, l->ub[j]);
                sep = " and ";
            }
        long st = l->step < 0 ? -l->step : l->step;
        if (st != 1 && l->nlb == 1 && visible(f, s, l->lb[0], k)) {
            sb_printf(b, "%s(exists e%d: i%d = ", sep, k, k);
            sb_poly(b, f, s, l->lb[0]);
            sb_printf(b, " %s %ld*e%d)", up ? "+" : "-", st, k);
            sep = " and ";
        }
    }
    for (int k = 0; k < s->nif; k++) {
        const struct kf_node *n = s->ifs[k];
        if (!s->in_else[k] && n->cond_affine) {
            for (int j = 0; j < n->ncons; j++)
                if (visible(f, s, n->cons[j].poly, s->depth)) {
                    sb_printf(b, "%s", sep);
                    sb_poly(b, f, s, n->cons[j].poly);
                    sb_printf(b, " %s 0", n->cons[j].eq ? "=" : ">=");
                    sep = " and ";
                }
        } else if (s->in_else[k] && n->else_affine && visible(f, s, n->cons[0].poly, s->depth)) {
            sb_printf(b, "%s", sep);
            sb_poly(b, f, s, n->cons[0].poly);
            sb_printf(b, " < 0");
            sep = " and ";
        }
    }
    sb_xcons(b, f, s, sep);
    sb_printf(b, " }");
}

static void sb_sched(struct sb *b, const struct kf_fragment *f, const struct kf_stmt *s, int D)
{
    sb_params(b, f);
    sb_printf(b, "{ S%d", s->id);
    sb_iters(b, s->depth);
    sb_printf(b, " -> [");
    for (int k = 0; k <= D; k++) {
        int c = k < s->depth ? s->loops[k]->ord : k == s->depth ? s->node->ord : 0;
        sb_printf(b, "%s%d", k ? ", " : "", c);
        if (k < D) {
            if (k < s->depth)
                sb_printf(b, ", %si%d", s->loops[k]->step < 0 ? "-" : "", k);
            else
                sb_printf(b, ", 0");
        }
    }
    sb_printf(b, "] }");
}

/* ---- delinearisation ----------------------------------------------------- */

#define MAXD 8

/* one access's shape after delinearisation: dims[0..n) affine, sizes[k] the
 * parameter that bounds dims[k+1] */
struct shape {
    int n;
    struct kf_poly dims[MAXD];
    struct kf_term terms[MAXD][16];
    int sizes[MAXD];
    bool ok;
};

/* splits p = hi * q + lo, q the parameter in every non-linear term */
static bool delin(const struct kf_fragment *f, const struct kf_poly *p, struct shape *sh)
{
    if (!p)
        return false;
    if (kf_poly_is_affine(p)) {
        if (sh->n >= MAXD || p->nterm > 16)
            return false;
        sh->dims[sh->n].nterm = p->nterm;
        sh->dims[sh->n].term = sh->terms[sh->n];
        memcpy(sh->terms[sh->n], p->term, (size_t)p->nterm * sizeof *p->term);
        sh->n++;
        return true;
    }
    /* candidate q: a parameter in every term of degree >= 2 */
    int q = -1;
    for (int v = 0; v < f->nvar && q < 0; v++) {
        if (f->vars[v].kind != KF_VAR_PARAM)
            continue;
        bool all = true;
        for (int i = 0; i < p->nterm && all; i++) {
            if (p->term[i].nvar < 2)
                continue;
            bool has = false;
            for (int k = 0; k < p->term[i].nvar; k++)
                has |= p->term[i].vars[k] == v;
            all = has;
        }
        if (all)
            q = v;
    }
    if (q < 0 || p->nterm > 16)
        return false;
    struct kf_term hi_t[16], lo_t[16];
    struct kf_poly hi = {0, hi_t}, lo = {0, lo_t};
    for (int i = 0; i < p->nterm; i++) {
        const struct kf_term *t = &p->term[i];
        int at = -1;
        for (int k = 0; k < t->nvar; k++)
            if (t->vars[k] == q)
                at = k;
        if (at < 0) {
            lo.term[lo.nterm++] = *t;
            continue;
        }
        struct kf_term u = {t->coef, 0, {0}};
        for (int k = 0; k < t->nvar; k++)
            if (k != at)
                u.vars[u.nvar++] = t->vars[k];
        /* terms stay distinct: removing q from distinct terms that all
         * contained it keeps them distinct */
        hi.term[hi.nterm++] = u;
    }
    if (!kf_poly_is_affine(&lo))
        return false;
    if (!delin(f, &hi, sh) || sh->n >= MAXD)
        return false;
    sh->sizes[sh->n - 1] = q;
    return delin(f, &lo, sh);
}

/* Splits p along a known shape: p = ((d0*q0 + d1)*q1 + ...) + d(n-1),
 * sizes q0..q(n-2); every d_k must come out affine. */
static bool split_shape(const struct kf_poly *p, const int *sizes, int n, struct shape *sh)
{
    if (!p || p->nterm > 16 || n > MAXD)
        return false;
    struct kf_term cur_t[16];
    struct kf_poly cur = {p->nterm, cur_t};
    memcpy(cur_t, p->term, (size_t)p->nterm * sizeof *p->term);
    memset(sh, 0, sizeof *sh);
    sh->n = n;
    for (int k = n - 2; k >= -1; k--) {
        struct kf_poly hi = {0, NULL}, *lo = &sh->dims[k + 1];
        struct kf_term hi_t[16];
        hi.term = hi_t;
        lo->term = sh->terms[k + 1];
        lo->nterm = 0;
        for (int i = 0; i < cur.nterm; i++) {
            const struct kf_term *t = &cur.term[i];
            int at = -1;
            for (int j = 0; k >= 0 && j < t->nvar; j++)
                if (t->vars[j] == sizes[k])
                    at = j;
            if (at < 0) {
                lo->term[lo->nterm++] = *t;
                continue;
            }
            struct kf_term u = {t->coef, 0, {0}};
            for (int j = 0; j < t->nvar; j++)
                if (j != at)
                    u.vars[u.nvar++] = t->vars[j];
            hi.term[hi.nterm++] = u;
        }
        if (!kf_poly_is_affine(lo))
            return false;
        cur.nterm = hi.nterm;
        memcpy(cur_t, hi_t, (size_t)hi.nterm * sizeof *hi_t);
        if (k > 0)
            sh->sizes[k - 1] = sizes[k - 1];
    }
    for (int k = 0; k + 1 < n; k++)
        sh->sizes[k] = sizes[k];
    return true;
}

/* the piece of a subscript through ?: that access x is (kf_access.cons):
 * a constraint kforge cannot state over the statement's iterators is left
 * out, which only widens the piece */
static void sb_cons(struct sb *b, const struct kf_fragment *f, const struct kf_stmt *s,
                    const struct kf_access *x, const char *sep)
{
    for (int j = 0; j < x->ncons; j++) {
        if (!visible(f, s, x->cons[j].poly, s->depth))
            continue;
        sb_printf(b, "%s", sep);
        sb_poly(b, f, s, x->cons[j].poly);
        sb_printf(b, " %s 0", x->cons[j].eq ? "=" : ">=");
        sep = " and ";
    }
}

/* The instances of x (its statement's domain and the access's piece) where
 * inner dimension k leaves [0, q), with out; all of them without. */
static isl_set *out_of_range(struct kf_model *m, const struct kf_stmt *s, const struct kf_access *x,
                             const struct shape *sh, int k, bool out, struct sb *b)
{
    sb_reset(b);
    sb_domain(b, m->f, s);
    b->n -= 2; /* drop " }" */
    b->s[b->n] = 0;
    bool has_cons = strchr(b->s, ':') != NULL;
    size_t before = b->n;
    sb_cons(b, m->f, s, x, has_cons ? " and " : " : ");
    has_cons |= b->n != before;
    if (!out) {
        sb_printf(b, " }");
    } else {
        sb_printf(b, "%s(", has_cons ? " and " : " : ");
        sb_poly(b, m->f, s, &sh->dims[k]);
        sb_printf(b, " < 0 or ");
        sb_poly(b, m->f, s, &sh->dims[k]);
        sb_printf(b, " >= p%d) }", sh->sizes[k - 1]);
    }
    /* what the host's tests establish (an assert(w <= stride)) proves the
     * shape, or leaves less to assume */
    isl_set *r = isl_set_read_from_str(m->ctx, b->s);
    if (r && m->context)
        r = isl_set_intersect_params(r, isl_set_copy(m->context));
    return r;
}

/* 0 <= lo <= q - 1 for inner dimension k, on the statement's domain (and
 * the access's piece) */
static bool in_range_dim(struct kf_model *m, const struct kf_stmt *s, const struct kf_access *x,
                         const struct shape *sh, int k, struct sb *b)
{
    isl_set *bad = out_of_range(m, s, x, sh, k, true, b);
    isl_bool empty = bad ? isl_set_is_empty(bad) : isl_bool_error;
    isl_set_free(bad);
    return empty == isl_bool_true;
}

/* c * (variable v, or 1 when v < 0) added to p, whose terms live in store
 * (16 of them) */
static bool add_term(struct kf_poly *p, long c, int v)
{
    int nv = v >= 0;
    for (int i = 0; i < p->nterm; i++)
        if (p->term[i].nvar == nv && (!nv || p->term[i].vars[0] == v)) {
            p->term[i].coef += c;
            if (p->term[i].coef == 0)
                p->term[i] = p->term[--p->nterm];
            return true;
        }
    if (p->nterm == 16)
        return false;
    p->term[p->nterm++] = (struct kf_term){c, nv, {v, 0, 0}};
    return true;
}

/* x's subscript split along sizes, each inner dimension in range on x's
 * domain.  A piece of a ?: can leave a column one row off: with yy = 0
 * and xx = w - 1, yy*w + xx reads w - 1, which splits as row 1, column
 * -1; so each inner dimension may borrow one row from the next outer one,
 * or lend it one. */
static bool split_fit(struct kf_model *m, const struct kf_stmt *s, const struct kf_access *x,
                      const int *sizes, int n, struct shape *sh, struct sb *b)
{
    if (x->nsub != 1 || !split_shape(x->sub[0], sizes, n, sh))
        return false;
    for (int k = sh->n - 1; k >= 1; k--) {
        bool ok = in_range_dim(m, s, x, sh, k, b);
        for (long c = 1; c >= -1 && !ok; c -= 2) {
            if (!add_term(&sh->dims[k], c, sh->sizes[k - 1]) || !add_term(&sh->dims[k - 1], -c, -1))
                return false;
            ok = in_range_dim(m, s, x, sh, k, b);
            if (!ok && (!add_term(&sh->dims[k], -c, sh->sizes[k - 1]) ||
                        !add_term(&sh->dims[k - 1], c, -1)))
                return false;
        }
        if (!ok)
            return false;
    }
    return true;
}

/* ---- delinearisation under a run-time assumption ------------------------- */

/*
 * Where isl cannot prove 0 <= j < n for a[i*n + j] on the domain (a row
 * stride apart from the width: img[y*stride + x] with x < w), the shape
 * still holds for the parameters where no access leaves its row.  For each
 * access and inner dimension k:
 *
 *     bad_k  = params { instances where d_k < 0 or d_k >= q_k }
 *     need_k = gist(complement(bad_k), params { instances })
 *
 * The gist drops what only an empty domain would break (h <= 0 or w <= 0
 * in "h <= 0 or w <= 0 or w <= stride"), and stays sufficient: where the
 * instances exist it equals the complement, where none exist nothing is
 * touched.  The assumption is the intersection of every need_k: Polly's
 * delinearisation assumptions (Grosser et al., "Optimistic delinearization
 * of parametrically sized arrays", ICS 2015) in their simplest form.  It
 * is kept only when it is one conjunction of at most four constraints
 * without existentials, over parameters only, and satisfiable; otherwise
 * the array is read whole, as before.
 */

#define MAX_ASSUME_CONS 4

/* Is set one satisfiable conjunction of at most MAX_ASSUME_CONS affine
 * constraints on the parameters, without existentials? */
static bool simple_assumption(isl_set *set)
{
    if (!set || isl_set_is_empty(set) != isl_bool_false || isl_set_n_basic_set(set) != 1)
        return false;
    isl_basic_set *bs = isl_set_simple_hull(isl_set_copy(set));
    bool ok = bs && isl_basic_set_dim(bs, isl_dim_div) == 0 &&
              isl_basic_set_dim(bs, isl_dim_set) == 0 &&
              isl_basic_set_n_constraint(bs) <= MAX_ASSUME_CONS;
    isl_basic_set_free(bs);
    return ok;
}

/* The parameters where access x, split as sh, keeps every inner dimension
 * in range, wherever it has instances; NULL when isl fails. */
static isl_set *access_need(struct kf_model *m, const struct kf_stmt *s, const struct kf_access *x,
                            const struct shape *sh, struct sb *b)
{
    isl_set *need = NULL;
    for (int k = 1; k < sh->n; k++) {
        isl_set *bad = isl_set_params(out_of_range(m, s, x, sh, k, true, b));
        isl_set *where = isl_set_params(out_of_range(m, s, x, sh, k, false, b));
        isl_set *ok = isl_set_gist(isl_set_complement(bad), where);
        ok = isl_set_coalesce(ok);
        need = need ? isl_set_intersect(need, ok) : ok;
    }
    return need;
}

/* Every access of variable v splits along sh0 (proven, or under an
 * assumption): the assumption the model then needs with them, on top of
 * m->assume, into *need (NULL when none is needed); false when one does not
 * split or the assumption is not simple. */
static bool assume_fit(struct kf_model *m, int v, const struct shape *sh0, isl_set **need,
                       struct sb *b)
{
    const struct kf_fragment *f = m->f;
    isl_set *all = NULL;
    bool ok = true;
    for (int i = 0; i < f->nstmt && ok; i++)
        for (int a = 0; a < f->stmts[i]->naccess && ok; a++) {
            const struct kf_access *x = &f->stmts[i]->acc[a];
            struct shape sh;
            if (x->var != v || x->whole)
                continue;
            if (split_fit(m, f->stmts[i], x, sh0->sizes, sh0->n, &sh, b))
                continue;
            if (x->nsub != 1 || !split_shape(x->sub[0], sh0->sizes, sh0->n, &sh)) {
                ok = false;
                break;
            }
            isl_set *n = access_need(m, f->stmts[i], x, &sh, b);
            all = all ? isl_set_intersect(all, n) : n;
            ok = all != NULL;
        }
    if (ok && all) {
        all = isl_set_coalesce(all);
        isl_set *with = m->assume ? isl_set_intersect(isl_set_copy(m->assume), isl_set_copy(all))
                                  : isl_set_copy(all);
        ok = isl_set_plain_is_universe(all) == isl_bool_true || simple_assumption(with);
        isl_set_free(with);
    }
    if (!ok || (all && isl_set_plain_is_universe(all) == isl_bool_true)) {
        isl_set_free(all);
        all = NULL;
    }
    *need = all;
    return ok;
}

/* One constraint of the assumption as C in the user's names: the terms
 * with a negative coefficient on the left, "w <= stride", "0 <= off". */
static isl_stat constraint_text(isl_constraint *c, void *user)
{
    struct sb *b = ((struct sb **)user)[0];
    const struct kf_fragment *f = ((const struct kf_fragment **)user)[1];
    char side[2][256] = {"", ""};
    size_t len[2] = {0, 0};
    int np = (int)isl_constraint_dim(c, isl_dim_param);
    for (int k = 0; k <= np; k++) {
        isl_val *v = k < np ? isl_constraint_get_coefficient_val(c, isl_dim_param, k)
                            : isl_constraint_get_constant_val(c);
        long cv = isl_val_get_num_si(v);
        isl_val_free(v);
        if (cv == 0)
            continue;
        int at = cv > 0; /* positive: the right side */
        long mag = cv > 0 ? cv : -cv;
        const char *name = k < np ? isl_constraint_get_dim_name(c, isl_dim_param, k) : NULL;
        int var = name && name[0] == 'p' ? atoi(name + 1) : -1;
        char term[128];
        if (k == np)
            snprintf(term, sizeof term, "%ld", mag);
        else if (var >= 0 && var < f->nvar && mag == 1)
            snprintf(term, sizeof term, "%s", f->vars[var].name);
        else if (var >= 0 && var < f->nvar)
            snprintf(term, sizeof term, "%ld * %s", mag, f->vars[var].name);
        else
            snprintf(term, sizeof term, "?");
        len[at] += (size_t)snprintf(side[at] + len[at], sizeof side[at] - len[at], "%s%s",
                                    len[at] ? " + " : "", term);
    }
    sb_printf(b, "%s%s %s %s", b->n ? " && " : "", len[0] ? side[0] : "0",
              isl_constraint_is_equality(c) ? "==" : "<=", len[1] ? side[1] : "0");
    isl_constraint_free(c);
    return isl_stat_ok;
}

/* m->assume as C, into m->assume_text. */
static void assume_text(struct kf_model *m)
{
    struct sb b = {0};
    sb_printf(&b, "%s", "");
    const void *user[2] = {&b, m->f};
    isl_basic_set *bs = isl_set_simple_hull(isl_set_copy(m->assume));
    isl_basic_set_foreach_constraint(bs, constraint_text, user);
    isl_basic_set_free(bs);
    free(m->assume_text);
    m->assume_text = b.s;
}

/* Variable v's accesses read in the shape of one of its polynomial
 * accesses under an assumption, added to m->assume (and what it gives to
 * m->assume_what); sh0 the shape.  False when no candidate fits. */
static bool assume_shape(struct kf_model *m, int v, struct shape *sh0, struct sb *b)
{
    const struct kf_fragment *f = m->f;
    int tried = 0;
    for (int i0 = 0; i0 < f->nstmt && tried < 16; i0++)
        for (int a0 = 0; a0 < f->stmts[i0]->naccess && tried < 16; a0++) {
            const struct kf_access *x0 = &f->stmts[i0]->acc[a0];
            if (x0->var != v || x0->whole || x0->nsub != 1 || !x0->sub[0] ||
                kf_poly_is_affine(x0->sub[0]))
                continue;
            tried++;
            memset(sh0, 0, sizeof *sh0);
            isl_set *need = NULL;
            if (!delin(f, x0->sub[0], sh0) || sh0->n < 2 || !assume_fit(m, v, sh0, &need, b))
                continue;
            if (!need)
                return true;
            m->assume = m->assume ? isl_set_intersect(m->assume, need) : need;
            m->assume = isl_set_coalesce(m->assume);
            assume_text(m);
            struct sb w = {0};
            struct shape sh;
            split_shape(x0->sub[0], sh0->sizes, sh0->n, &sh);
            sb_printf(&w, "%s%s'%s' as %s", m->assume_what ? m->assume_what : "",
                      m->assume_what ? ", " : "", f->vars[v].name, f->vars[v].name);
            for (int k = 0; k < sh.n; k++) {
                char t[256];
                kf_poly_print(f, &sh.dims[k], t, sizeof t);
                sb_printf(&w, "[%s]", t);
            }
            free(m->assume_what);
            m->assume_what = w.s;
            return true;
        }
    return false;
}

/* Every domain, schedule and access of the model restricted to
 * m->assume: the dependences are then those where it holds. */
static void restrict_to_assumption(struct kf_model *m)
{
    for (int i = 0; m->assume && i < m->nstmt; i++) {
        m->domain[i] = isl_set_intersect_params(m->domain[i], isl_set_copy(m->assume));
        m->sched[i] = isl_map_intersect_params(m->sched[i], isl_set_copy(m->assume));
        for (int a = 0; m->acc[i] && a < m->f->stmts[i]->naccess; a++)
            if (m->acc[i][a])
                m->acc[i][a] = isl_map_intersect_params(m->acc[i][a], isl_set_copy(m->assume));
    }
}

/* Where every statement runs once at least, beyond the assumption and the
 * context, as C (m->runs_text; m->runs_known false where that is not one
 * simple conjunction).  What the model gives as the first and last
 * element an array's accesses reach (extent.h) is then the flat offset of
 * an instance, so a device buffer sized and copied from it stays inside
 * what the program reaches: with h = 0, img's (h - 1)*stride + w would be
 * negative, and with w = 0 and h > 0 rows the program never touches. */
static void runs_text(struct kf_model *m)
{
    isl_set *all = NULL;
    for (int i = 0; i < m->nstmt; i++) {
        isl_set *p = isl_set_params(isl_set_copy(m->domain[i]));
        all = all ? isl_set_intersect(all, p) : p;
    }
    m->runs_known = false;
    if (!all)
        return;
    isl_set *given = isl_set_copy(m->assume);
    if (m->context)
        given = isl_set_intersect(given, isl_set_copy(m->context));
    all = isl_set_coalesce(isl_set_gist(all, given));
    if (all && isl_set_plain_is_universe(all) == isl_bool_true) {
        m->runs_known = true;
    } else if (simple_assumption(all)) {
        struct sb b = {0};
        sb_printf(&b, "%s", "");
        const void *user[2] = {&b, m->f};
        isl_basic_set *bs = isl_set_simple_hull(isl_set_copy(all));
        isl_basic_set_foreach_constraint(bs, constraint_text, user);
        isl_basic_set_free(bs);
        m->runs_text = b.s;
        m->runs_known = b.s != NULL;
    }
    isl_set_free(all);
}

/* ---- building ------------------------------------------------------------ */

/* leading subscripts of a variable declared inside a loop */
static int expansion(const struct kf_var *v)
{
    return v->local && v->scope_loop ? v->scope_loop->depth + 1 : 0;
}

static void note(struct kf_model *m, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(struct kf_model *m, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    for (int i = 0; i < m->nnote; i++)
        if (strcmp(m->notes[i], buf) == 0)
            return;
    m->notes = realloc(m->notes, (size_t)(m->nnote + 1) * sizeof *m->notes);
    if (!m->notes || !(m->notes[m->nnote] = strdup(buf))) {
        fprintf(stderr, "%s:%d: out of memory\n", __FILE__, __LINE__);
        abort();
    }
    m->nnote++;
}

static void sb_access(struct sb *b, struct kf_model *m, const struct kf_stmt *s,
                      const struct kf_access *x, const struct shape *sh)
{
    const struct kf_fragment *f = m->f;
    const struct kf_var *v = &f->vars[x->var];
    int ex = expansion(v);
    int nd = v->kind == KF_VAR_ARRAY ? (sh ? sh->n : v->ndims) : 0;
    sb_params(b, f);
    sb_printf(b, "{ S%d", s->id);
    sb_iters(b, s->depth);
    sb_printf(b, " -> v%d[", x->var);
    for (int k = 0; k < ex + nd; k++)
        sb_printf(b, "%so%d", k ? ", " : "", k);
    sb_printf(b, "]");
    const char *sep = " : ";
    for (int k = 0; k < ex; k++) {
        sb_printf(b, "%so%d = i%d", sep, k, k);
        sep = " and ";
    }
    struct pieces pc = {0};
    bool xs[MAXD] = {false}, anyx = false;
    if (v->kind == KF_VAR_ARRAY && !x->whole) {
        for (int k = 0; k < nd; k++) {
            const struct kf_poly *p = sh ? &sh->dims[k] : k < x->nsub ? x->sub[k] : NULL;
            if (!p && !sh && x->xsub && k < x->nsub && k < MAXD && x->xsub[k] &&
                visible(f, s, x->xsub[k], s->depth)) {
                struct pieces t = pc;
                if (collect_trunc(f, x->xsub[k], &t))
                    anyx = xs[k] = true, pc = t;
            }
            if (!visible(f, s, p, s->depth))
                continue;
            sb_printf(b, "%so%d = ", sep, ex + k);
            sb_poly(b, f, s, p);
            sep = " and ";
        }
    }
    if (anyx) { /* A[i / 2]: the subscripts with quotients, in pieces */
        sb_printf(b, "%s(", sep);
        for (pc.mask = 0; pc.mask < 1u << pc.n; pc.mask++) {
            sb_printf(b, "%s(", pc.mask ? " or " : "");
            sb_piece_signs(b, f, s, &pc);
            const char *and = "";
            for (int k = 0; k < nd && k < MAXD; k++)
                if (xs[k]) {
                    sb_printf(b, "%so%d = ", and, ex + k);
                    sb_polyx(b, f, s, x->xsub[k], 1, &pc);
                    and = " and ";
                }
            sb_printf(b, ")");
        }
        sb_printf(b, ")");
        sep = " and ";
    }
    sb_cons(b, f, s, x, sep);
    sb_printf(b, " }");
}

static isl_map *read_map(struct kf_model *m, const char *str, kf_diag *d, const char *file,
                         const struct kf_stmt *s)
{
    isl_map *r = isl_map_read_from_str(m->ctx, str);
    if (!r)
        kf_diag_report(d, KF_DIAG_ERROR, file, s->range.begin.line, s->range.begin.col, 0,
                       "internal error: isl rejected the model of S%d: %s", s->id, str);
    return r;
}

/* [p..] -> { : the host's facts }, each in pieces by the signs of its
 * truncating quotients' numerators (n / 4 > 2 for a possibly negative n) */
static void sb_context(struct sb *b, const struct kf_fragment *f)
{
    sb_params(b, f);
    sb_printf(b, "{ ");
    const char *sep = ": ";
    for (int h = 0; h < f->nhost; h++) {
        const struct kf_host_fact *x = &f->host[h];
        if (x->why_not)
            continue;
        for (int j = 0; j < x->ncons; j++) {
            struct pieces pc = {0};
            if (!x->cons[j].poly || !collect_trunc(f, x->cons[j].poly, &pc))
                continue; /* more quotients than pieces: left out, which only widens */
            sb_printf(b, "%s(", sep);
            for (pc.mask = 0; pc.mask < 1u << pc.n; pc.mask++) {
                sb_printf(b, "%s(", pc.mask ? " or " : "");
                sb_piece_signs(b, f, NULL, &pc);
                sb_polyx(b, f, NULL, x->cons[j].poly, 1, &pc);
                sb_printf(b, " %s 0)", x->cons[j].eq ? "=" : ">=");
            }
            sb_printf(b, ")");
            sep = " and ";
        }
    }
    sb_printf(b, "%s }", *sep == ':' ? ": 0 = 0" : "");
}

/* kf_model_build, or with assuming kf_model_build_assuming */
static struct kf_model *model_build(const struct kf_fragment *f, kf_diag *d, const char *file,
                                    bool assuming)
{
    struct kf_model *m = calloc(1, sizeof *m);
    if (!m)
        abort();
    m->ctx = isl_ctx_alloc();
    isl_options_set_on_error(m->ctx, ISL_ON_ERROR_CONTINUE);
    m->f = f;
    m->nstmt = f->nstmt;
    m->schedule_dims = 2 * f->maxdepth + 1;
    m->domain = calloc((size_t)f->nstmt + 1, sizeof *m->domain);
    m->sched = calloc((size_t)f->nstmt + 1, sizeof *m->sched);
    m->acc = calloc((size_t)f->nstmt + 1, sizeof *m->acc);
    m->shape = calloc((size_t)f->nvar + 1, sizeof *m->shape);
    if (!m->domain || !m->sched || !m->acc || !m->shape)
        abort();
    struct sb b = {0};
    bool ok = true;
    sb_context(&b, f);
    m->context = isl_set_read_from_str(m->ctx, b.s);
    if (!m->context) {
        kf_diag_report(d, KF_DIAG_ERROR, file, f->range.begin.line, 1, 0,
                       "internal error: isl rejected the host's context of fragment %d: %s", f->id, b.s);
        ok = false;
    }
    for (int i = 0; i < f->nstmt && ok; i++) {
        const struct kf_stmt *s = f->stmts[i];
        sb_reset(&b);
        sb_domain(&b, f, s);
        m->domain[i] = isl_set_read_from_str(m->ctx, b.s);
        if (m->domain[i])
            m->domain[i] = isl_set_intersect_params(m->domain[i], isl_set_copy(m->context));
        sb_reset(&b);
        sb_sched(&b, f, s, f->maxdepth);
        m->sched[i] = read_map(m, b.s, d, file, s);
        if (!m->domain[i] || !m->sched[i]) {
            ok = false;
            break;
        }
        m->sched[i] = isl_map_intersect_domain(m->sched[i], isl_set_copy(m->domain[i]));
        m->acc[i] = calloc((size_t)s->naccess + 1, sizeof *m->acc[i]);
        if (!m->acc[i])
            abort();
    }
    /* per array: one shape for all its accesses, or all whole */
    for (int v = 0; v < f->nvar && ok; v++) {
        const struct kf_var *var = &f->vars[v];
        if (var->kind == KF_VAR_PARAM || var->kind == KF_VAR_ITER)
            continue;
        struct shape sh0 = {0}, sh = {0};
        bool linear = false, consistent = true;
        if (var->kind == KF_VAR_ARRAY) {
            for (int i = 0; i < f->nstmt; i++)
                for (int a = 0; a < f->stmts[i]->naccess; a++) {
                    const struct kf_access *x = &f->stmts[i]->acc[a];
                    if (x->var != v || x->whole)
                        continue;
                    bool poly = false;
                    for (int k = 0; k < x->nsub; k++)
                        poly |= x->sub[k] && !kf_poly_is_affine(x->sub[k]);
                    if (!poly)
                        continue;
                    linear = true;
                }
            if (linear) {
                /* the shape of a polynomial access that every access splits
                 * along, staying in range: the first one's, else the next
                 * one's ((h - 1)*w + x alone cannot tell whether the rows
                 * are h or w long; (y + 1)*w + x can) */
                int tried = 0;
                consistent = false;
                for (int i0 = 0; i0 < f->nstmt && !consistent && tried < 16; i0++)
                    for (int a0 = 0; a0 < f->stmts[i0]->naccess && !consistent && tried < 16; a0++) {
                        const struct kf_access *x0 = &f->stmts[i0]->acc[a0];
                        if (x0->var != v || x0->whole || x0->nsub != 1 || !x0->sub[0] ||
                            kf_poly_is_affine(x0->sub[0]))
                            continue;
                        tried++;
                        memset(&sh0, 0, sizeof sh0);
                        consistent = delin(f, x0->sub[0], &sh0) && sh0.n > 1;
                        for (int i = 0; i < f->nstmt && consistent; i++)
                            for (int a = 0; a < f->stmts[i]->naccess && consistent; a++) {
                                const struct kf_access *x = &f->stmts[i]->acc[a];
                                if (x->var != v || x->whole)
                                    continue;
                                consistent = split_fit(m, f->stmts[i], x, sh0.sizes, sh0.n, &sh, &b);
                            }
                    }
                if (!consistent && assuming)
                    consistent = assume_shape(m, v, &sh0, &b);
                m->may_assume |= !consistent;
                if (consistent) {
                    m->shape[v].n = sh0.n;
                    memcpy(m->shape[v].sizes, sh0.sizes, sizeof m->shape[v].sizes);
                }
                if (!consistent)
                    note(m, "accesses to '%s' are not all of one delinearisable shape a[i*n + j] "
                            "with 0 <= j < n: each may touch any element",
                         var->name);
            }
        }
        for (int i = 0; i < f->nstmt && ok; i++) {
            const struct kf_stmt *s = f->stmts[i];
            for (int a = 0; a < s->naccess && ok; a++) {
                const struct kf_access *x = &s->acc[a];
                if (x->var != v)
                    continue;
                struct kf_access y = *x;
                const struct shape *shp = NULL;
                if (linear && !consistent)
                    y.whole = true;
                if (linear && consistent && !x->whole) {
                    if (!split_fit(m, s, x, sh0.sizes, sh0.n, &sh, &b)) /* under m->assume */
                        split_shape(x->sub[0], sh0.sizes, sh0.n, &sh);
                    shp = &sh;
                }
                if (linear && consistent && x->whole) {
                    /* a whole access in the delinearised shape */
                    sh0.n = sh0.n ? sh0.n : 1;
                    struct shape w = sh0;
                    y.whole = true;
                    sb_reset(&b);
                    sb_access(&b, m, s, &y, &w);
                } else {
                    sb_reset(&b);
                    sb_access(&b, m, s, &y, shp);
                }
                m->acc[i][a] = read_map(m, b.s, d, file, s);
                if (!m->acc[i][a])
                    ok = false;
                else
                    m->acc[i][a] = isl_map_intersect_domain(m->acc[i][a], isl_set_copy(m->domain[i]));
            }
        }
        if (var->kind == KF_VAR_ARRAY && var->ndims > 0) {
            for (int i = 0; i < f->nstmt; i++)
                for (int a = 0; a < f->stmts[i]->naccess; a++) {
                    const struct kf_access *x = &f->stmts[i]->acc[a];
                    if (x->var != v || x->whole)
                        continue;
                    for (int k = 0; k < x->nsub; k++)
                        if (!x->sub[k] && !linear && !(x->xsub && x->xsub[k]))
                            note(m, "a subscript of '%s' (line %u) is not affine: that dimension "
                                    "may take any value",
                                 var->name, x->range.begin.line);
                }
        }
    }
    free(b.s);
    if (!ok) {
        kf_model_free(m);
        return NULL;
    }
    restrict_to_assumption(m);
    if (m->assume)
        runs_text(m);
    return m;
}

struct kf_model *kf_model_build(const struct kf_fragment *f, kf_diag *d, const char *file)
{
    return model_build(f, d, file, false);
}

struct kf_model *kf_model_build_assuming(const struct kf_fragment *f, kf_diag *d, const char *file)
{
    return model_build(f, d, file, true);
}

/* Does every bound of loops[0, depth) and every condition of the ifs
 * s's stands for holds exactly in sb_domain's text? */
static bool domain_exact(const struct kf_fragment *f, const struct kf_stmt *s)
{
    for (int k = 0; k < s->depth; k++) {
        const struct kf_node *l = s->loops[k];
        long st = l->step < 0 ? -l->step : l->step;
        if (l->nlb < 1 || l->nub < 1 || (st != 1 && l->nlb != 1))
            return false;
        for (int j = 0; j < l->nlb; j++)
            if (!visible(f, s, l->lb[j], k))
                return false;
        for (int j = 0; j < l->nub; j++)
            if (!visible(f, s, l->ub[j], k))
                return false;
    }
    for (int k = 0; k < s->nif; k++) {
        const struct kf_node *n = s->ifs[k];
        if (s->in_else[k] ? !(n->else_affine && n->ncons == 1) : !n->cond_affine)
            return false;
        for (int j = 0; j < n->ncons; j++)
            if (!visible(f, s, n->cons[j].poly, s->depth))
                return false;
    }
    return true;
}

bool kf_model_access_exact(const struct kf_model *m, const struct kf_stmt *s,
                           const struct kf_access *a)
{
    const struct kf_fragment *f = m->f;
    const struct kf_var *v = &f->vars[a->var];
    if (a->whole || a->ncons > 0 || !domain_exact(f, s) ||
        (v->kind == KF_VAR_ARRAY && (a->nsub != v->ndims || (m->shape && m->shape[a->var].n))))
        return false;
    for (int k = 0; k < a->nsub; k++)
        if (!visible(f, s, a->sub[k], s->depth))
            return false;
    return true;
}

isl_set *kf_model_loop_domain(const struct kf_model *m, const struct kf_node *L)
{
    const struct kf_fragment *f = m->f;
    const struct kf_stmt *in = NULL;
    for (int i = 0; i < f->nstmt && !in; i++)
        if (f->stmts[i]->depth > L->depth && f->stmts[i]->loops[L->depth] == L)
            in = f->stmts[i];
    if (!in)
        return NULL;
    /* a statement of L's body seen from L's header: L's loops, and the ifs
     * around it that are around L too (outermost first: a prefix) */
    struct kf_stmt s = *in;
    s.depth = L->depth + 1;
    s.nif = 0;
    while (s.nif < in->nif && in->ifs[s.nif]->range.begin.offset <= L->range.begin.offset &&
           L->range.end.offset <= in->ifs[s.nif]->range.end.offset)
        s.nif++;
    if (!domain_exact(f, &s))
        return NULL;
    struct sb b = {0};
    sb_domain(&b, f, &s);
    isl_set *d = isl_set_read_from_str(m->ctx, b.s);
    free(b.s);
    d = isl_set_set_tuple_name(d, "L");
    return isl_set_intersect_params(d, isl_set_copy(m->context));
}

void kf_model_free(struct kf_model *m)
{
    if (!m)
        return;
    for (int i = 0; i < m->nstmt; i++) {
        isl_set_free(m->domain[i]);
        isl_map_free(m->sched[i]);
        if (m->acc[i]) {
            for (int a = 0; a < m->f->stmts[i]->naccess; a++)
                isl_map_free(m->acc[i][a]);
            free(m->acc[i]);
        }
    }
    for (int i = 0; i < m->nnote; i++)
        free(m->notes[i]);
    free(m->notes);
    free(m->domain);
    free(m->sched);
    free(m->acc);
    free(m->shape);
    isl_set_free(m->assume);
    free(m->assume_text);
    free(m->assume_what);
    free(m->runs_text);
    isl_set_free(m->context);
    isl_ctx_free(m->ctx);
    free(m);
}

