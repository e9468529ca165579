/*
 * delin.c: linearised subscripts read in the shape they were written in
 * (delin.h).
 */
#include "analysis/delin.h"

#include <stdbool.h>
#include <string.h>

#include <isl/set.h>

#include "analysis/model_text.h"

/* splits p = hi * q + lo, q the parameter in every non-linear term */
bool kf_delin_of(const struct kf_fragment *f, const struct kf_poly *p, struct kf_delin_shape *sh)
{
    if (!p)
        return false;
    if (kf_poly_is_affine(p)) {
        if (sh->n >= KF_DELIN_MAXD || p->nterm > 16)
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
    if (!kf_delin_of(f, &hi, sh) || sh->n >= KF_DELIN_MAXD)
        return false;
    sh->sizes[sh->n - 1] = q;
    return kf_delin_of(f, &lo, sh);
}

/* Splits p along a known shape: p = ((d0*q0 + d1)*q1 + ...) + d(n-1),
 * sizes q0..q(n-2); every d_k must come out affine. */
bool kf_delin_split(const struct kf_poly *p, const int *sizes, int n, struct kf_delin_shape *sh)
{
    if (!p || p->nterm > 16 || n > KF_DELIN_MAXD)
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

/* The instances of x (its statement's domain and the access's piece) where
 * inner dimension k leaves [0, q), with out; all of them without. */
isl_set *kf_delin_out_of_range(struct kf_model *m, const struct kf_stmt *s,
                               const struct kf_access *x, const struct kf_delin_shape *sh, int k,
                               bool out, struct kf_mtext *b)
{
    kf_mtext_reset(b);
    kf_mtext_domain(b, m->f, s);
    b->n -= 2; /* drop " }" */
    b->s[b->n] = 0;
    bool has_cons = strchr(b->s, ':') != NULL;
    size_t before = b->n;
    kf_mtext_cons(b, m->f, s, x, has_cons ? " and " : " : ");
    has_cons |= b->n != before;
    if (!out) {
        kf_mtext_printf(b, " }");
    } else {
        /* over a helper's loops: for some value of them */
        bool exact = true;
        kf_mtext_printf(b, "%s", has_cons ? " and " : " : ");
        if (x->nspan > 0)
            kf_mtext_printf(b, "%s", kf_mtext_span_open(b, m->f, s, x, &exact));
        kf_mtext_printf(b, "(");
        kf_mtext_poly(b, m->f, s, &sh->dims[k]);
        kf_mtext_printf(b, " < 0 or ");
        kf_mtext_poly(b, m->f, s, &sh->dims[k]);
        kf_mtext_printf(b, " >= p%d)%s }", sh->sizes[k - 1], x->nspan > 0 ? ")" : "");
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
                         const struct kf_delin_shape *sh, int k, struct kf_mtext *b)
{
    isl_set *bad = kf_delin_out_of_range(m, s, x, sh, k, true, b);
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
bool kf_delin_fit(struct kf_model *m, const struct kf_stmt *s, const struct kf_access *x,
                  const int *sizes, int n, struct kf_delin_shape *sh, struct kf_mtext *b)
{
    if (!kf_delin_split(kf_delin_sub(x), sizes, n, sh))
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
