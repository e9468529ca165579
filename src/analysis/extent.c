/*
 * extent.c: the elements of an array the fragments reach (extent.h), from
 * the isl model's access relations and statement domains.
 */
#include "analysis/extent.h"
#include "analysis/assume.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/id.h>
#include <isl/val.h>

#include "analysis/delin.h"
#include "ir/poly.h"
#include "kforge/model.h"


static isl_stat take_piece(isl_set *set, isl_multi_aff *ma, void *user)
{
    isl_set_free(set);
    isl_multi_aff **out = user;
    isl_multi_aff_free(*out);
    *out = ma;
    return isl_stat_ok;
}

/* The lexicographically last (or first) point of set all (taken) as one
 * affine function of the parameters, or NULL where isl gives it in more
 * pieces than one. */
static isl_multi_aff *set_end(isl_set *all, bool last)
{
    isl_pw_multi_aff *mx = last ? isl_set_lexmax_pw_multi_aff(all) : isl_set_lexmin_pw_multi_aff(all);
    isl_multi_aff *ma = NULL;
    if (!mx || isl_pw_multi_aff_n_piece(mx) != 1 ||
        isl_pw_multi_aff_foreach_piece(mx, take_piece, &ma) < 0) {
        isl_multi_aff_free(ma);
        ma = NULL;
    }
    isl_pw_multi_aff_free(mx);
    return ma;
}

/* An affine function of the parameters p<id> as a kf_poly; NULL if it has
 * a denominator or an existential part. */
static struct kf_poly *aff_poly(const struct kf_fragment *f, isl_aff *aff, kf_arena *ar)
{
    struct kf_poly *p = NULL;
    isl_val *den = isl_aff_get_denominator_val(aff);
    bool ok = den && isl_val_is_one(den) && isl_aff_dim(aff, isl_dim_div) == 0;
    isl_val_free(den);
    if (ok) {
        isl_val *c = isl_aff_get_constant_val(aff);
        p = kf_poly_const(ar, isl_val_get_num_si(c));
        isl_val_free(c);
    }
    int np = ok ? (int)isl_aff_dim(aff, isl_dim_param) : 0;
    for (int k = 0; k < np && p; k++) {
        isl_val *c = isl_aff_get_coefficient_val(aff, isl_dim_param, k);
        long cv = isl_val_get_num_si(c);
        isl_val_free(c);
        if (cv == 0)
            continue;
        const char *name = isl_aff_get_dim_name(aff, isl_dim_param, k);
        int v = name && name[0] == 'p' ? atoi(name + 1) : -1;
        p = v >= 0 && v < f->nvar ? kf_poly_lin(ar, p, 1, kf_poly_var(ar, v), cv) : NULL;
    }
    return p;
}

/* Are statement s's loop bounds all in the model (none widened)?  Its ifs
 * and early exits may not be: a condition that reads data (`if (fixed[c])`)
 * or a `continue` leaves the model a domain that holds every instance that
 * can run, which bounds the elements they reach from above (extent.h).  A
 * loop left by `break`, `return` or `goto` (an early exit with a blocker)
 * is refused: its bounds may be a sentinel no run reaches (`i < INT_MAX`
 * in a search). */
static bool exact_bounds(const struct kf_stmt *s)
{
    for (int k = 0; k < s->depth; k++) {
        const struct kf_node *l = s->loops[k];
        if (l->early_exit && l->nblock > 0)
            return false;
        for (int i = 0; i < l->nlb; i++)
            if (!l->lb[i])
                return false;
        for (int i = 0; i < l->nub; i++)
            if (!l->ub[i])
                return false;
    }
    return true;
}

/* isl's lexmax holds only where some access has an instance: elsewhere
 * (h = 0 in img[y*stride + x], y < h) its pieces extended past their
 * domain give (h - 1) * stride + w elements, below zero when stride > w,
 * and the count must then be clamped at 0 (a negative one wrapped to a
 * huge size_t in clCreateBuffer: randprog.py --feat seed 9).  May the
 * count, last element (ma's dimensions linearised by the row lengths
 * `sizes`) plus one, be negative for parameters that are all
 * non-negative?  One dimension: where d0 < -1.  Two: where d0 < -1, where
 * d0 = -1 and d1 + 1 < the row length (`a[i*n + j]`, i, j < n, gives n*n,
 * 0 at n = 0: no), or where d1 < -1.  More: wherever some dimension is
 * below 0 (not exact; a clamp too many only costs a test).  Negative sizes
 * themselves are not considered (n < 0 in `i < n` makes the count n
 * negative too; no program passes them). */
static isl_set *below(isl_aff *aff, int c)
{
    isl_local_space *ls = isl_local_space_from_space(isl_aff_get_domain_space(aff));
    return isl_aff_lt_set(isl_aff_copy(aff),
                          isl_aff_val_on_domain(ls, isl_val_int_from_si(isl_aff_get_ctx(aff), c)));
}

static bool count_may_be_negative(isl_multi_aff *ma, const struct kf_model *m, int v)
{
    int nd = (int)isl_multi_aff_dim(ma, isl_dim_out);
    isl_aff *d0 = isl_multi_aff_get_aff(ma, 0);
    isl_set *bad = below(d0, nd == 1 ? -1 : nd == 2 ? -1 : 0);
    if (nd == 2) {
        isl_aff *d1 = isl_multi_aff_get_aff(ma, 1);
        char name[32];
        snprintf(name, sizeof name, "p%d", m->shape[v].sizes[0]);
        int pos = isl_aff_find_dim_by_name(d1, isl_dim_param, name);
        isl_aff *row = isl_aff_zero_on_domain(isl_local_space_from_space(isl_aff_get_domain_space(d1)));
        if (pos >= 0) {
            /* d0 = -1 and d1 + 1 < S, that is d1 + 1 - S < 0 */
            row = isl_aff_set_coefficient_si(row, isl_dim_param, pos, 1);
            isl_aff *diff = isl_aff_sub(isl_aff_add_constant_si(isl_aff_copy(d1), 1), row);
            isl_set *last_row = isl_set_intersect(isl_set_complement(below(d0, -1)), below(d0, 0));
            bad = isl_set_union(bad, isl_set_intersect(last_row, below(diff, 0)));
            isl_aff_free(diff);
        } else {
            isl_aff_free(row);
            bad = isl_set_union(bad, below(d0, 0));
        }
        bad = isl_set_union(bad, below(d1, -1));
        isl_aff_free(d1);
    }
    for (int d = 1; d < nd && nd > 2; d++) {
        isl_aff *dd = isl_multi_aff_get_aff(ma, d);
        bad = isl_set_union(bad, below(dd, 0));
        isl_aff_free(dd);
    }
    isl_aff_free(d0);
    isl_set *params = isl_set_params(bad);
    for (int k = 0; params && k < (int)isl_set_dim(params, isl_dim_param); k++)
        params = isl_set_lower_bound_si(params, isl_dim_param, k, 0);
    isl_bool empty = params ? isl_set_is_empty(params) : isl_bool_error;
    isl_set_free(params);
    return empty != isl_bool_true;
}

/* The lexicographically last (or first) element of var's accesses in
 * fragment frag, linearised; *neg (unless NULL): may that plus one be
 * negative where no access has an instance (count_may_be_negative)? */
static struct kf_poly *end_element(const struct kf_analysis *an, int frag, int v, kf_arena *ar,
                                   bool last, int only_s, int only_a, bool *neg, bool row)
{
    const struct kf_model *m = an->models[frag];
    const struct kf_fragment *f = an->prog->frags[frag];
    isl_set *all = NULL;
    bool bad = !m;
    for (int s = 0; s < f->nstmt && !bad; s++) {
        const struct kf_stmt *st = f->stmts[s];
        for (int a = 0; a < st->naccess && !bad; a++) {
            const struct kf_access *ac = &st->acc[a];
            if (ac->var != v || (only_s >= 0 && (s != only_s || a != only_a)))
                continue;
            /* a helper's loops reach it over a range (kf_span): their
             * exists in the access, unless the model left a bound out */
            bool known = row && ac->nsub > 1 ? ac->sub[0] != NULL : kf_delin_sub(ac) != NULL;
            if (ac->whole || !known || !m->acc[s][a] || m->wider[s][a] || !exact_bounds(st)) {
                bad = true;
                break;
            }
            isl_set *r = isl_set_apply(isl_set_copy(m->domain[s]), isl_map_copy(m->acc[s][a]));
            all = all ? isl_set_union(all, r) : r;
        }
    }
    if (bad || !all) {
        isl_set_free(all);
        return NULL;
    }
    int nd = (int)isl_set_dim(all, isl_dim_set);
    /* rows: the first subscript alone (whole rows of a declared a[][NY][NX]) */
    if (row && nd > 1 && m->shape[v].n == 0) {
        all = isl_set_project_out(all, isl_dim_set, 1, (unsigned)(nd - 1));
        nd = 1;
    }
    /* a delinearised a[x + y*nx + z*nx*ny] has one dimension per size */
    if (nd < 1 || (nd > 1 && m->shape[v].n != nd) || (row && m->shape[v].n > 1)) {
        isl_set_free(all);
        return NULL;
    }
    isl_multi_aff *ma = set_end(all, last);
    if (!ma)
        return NULL;
    struct kf_poly *e = NULL;
    for (int d = 0; d < nd; d++) {
        isl_aff *aff = isl_multi_aff_get_aff(ma, d);
        struct kf_poly *p = aff ? aff_poly(f, aff, ar) : NULL;
        isl_aff_free(aff);
        if (!p) {
            e = NULL;
            break;
        }
        e = d == 0 ? p : kf_poly_lin(ar, kf_poly_mul(ar, e, kf_poly_var(ar, m->shape[v].sizes[d - 1])), 1, p, 1);
    }
    if (e && neg)
        *neg = count_may_be_negative(ma, m, v);
    isl_multi_aff_free(ma);
    return e;
}

struct kf_poly *kf_analysis_last_element(const struct kf_analysis *an, int frag, int v,
                                         kf_arena *ar)
{
    return end_element(an, frag, v, ar, true, -1, -1, NULL, false);
}

struct kf_poly *kf_analysis_access_last(const struct kf_analysis *an, int frag, int s, int a,
                                        kf_arena *ar)
{
    return end_element(an, frag, an->prog->frags[frag]->stmts[s]->acc[a].var, ar, true, s, a, NULL, false);
}

struct kf_poly *kf_analysis_first_element(const struct kf_analysis *an, int frag, int v,
                                          kf_arena *ar)
{
    return end_element(an, frag, v, ar, false, -1, -1, NULL, false);
}

struct kf_poly *kf_analysis_end_row(const struct kf_analysis *an, int frag, int v, bool last,
                                    kf_arena *ar)
{
    return end_element(an, frag, v, ar, last, -1, -1, NULL, true);
}

struct kf_poly *kf_analysis_dim_end(const struct kf_analysis *an, int frag, int v, int dim,
                                    bool last, kf_arena *ar)
{
    const struct kf_model *m = an->models[frag];
    const struct kf_fragment *f = an->prog->frags[frag];
    isl_set *all = NULL;
    bool bad = !m;
    for (int s = 0; s < f->nstmt && !bad; s++)
        for (int a = 0; a < f->stmts[s]->naccess && !bad; a++) {
            if (f->stmts[s]->acc[a].var != v)
                continue;
            if (!m->acc[s][a] || m->wider[s][a] || !exact_bounds(f->stmts[s])) {
                bad = true;
                break;
            }
            isl_set *r = isl_set_apply(isl_set_copy(m->domain[s]), isl_map_copy(m->acc[s][a]));
            all = all ? isl_set_union(all, r) : r;
        }
    int nd = all ? (int)isl_set_dim(all, isl_dim_set) : 0;
    if (bad || dim >= nd) {
        isl_set_free(all);
        return NULL;
    }
    all = isl_set_project_out(all, isl_dim_set, (unsigned)(dim + 1), (unsigned)(nd - dim - 1));
    all = isl_set_project_out(all, isl_dim_set, 0, (unsigned)dim);
    isl_multi_aff *ma = set_end(all, last);
    isl_aff *aff = ma ? isl_multi_aff_get_aff(ma, 0) : NULL;
    struct kf_poly *e = aff ? aff_poly(f, aff, ar) : NULL;
    isl_aff_free(aff);
    isl_multi_aff_free(ma);
    return e;
}

int kf_analysis_same_var(const struct kf_fragment *f, int var, const struct kf_fragment *g)
{
    const struct kf_var *v = &f->vars[var];
    if (strcmp(f->function, g->function) != 0)
        return -1;
    for (int w = 0; w < g->nvar; w++)
        if (strcmp(g->vars[w].name, v->name) == 0 && g->vars[w].decl.offset == v->decl.offset)
            return w;
    return -1;
}

int kf_analysis_sharer(const struct kf_analysis *a, int frag, int var, int k)
{
    const struct kf_fragment *g = a->prog->frags[k];
    int w = kf_analysis_may_share(a, frag, k) ? kf_analysis_same_var(a->prog->frags[frag], var, g)
                                              : -1;
    for (int s = 0; w >= 0 && s < g->nstmt; s++)
        for (int x = 0; x < g->stmts[s]->naccess; x++)
            if (g->stmts[s]->acc[x].var == w)
                return w;
    return -1;
}

const char *kf_analysis_extent_text(const struct kf_analysis *an, int frag, int var, kf_arena *ar)
{
    const struct kf_fragment *f = an->prog->frags[frag];
    const char *max = NULL;
    /* only f's function's fragments: scanning the whole file for each
     * array made a file of thousands of functions quadratic */
    int lo, hi;
    kf_analysis_function_span(an, frag, &lo, &hi);
    for (int k = lo; k <= hi; k++) {
        const struct kf_fragment *g = an->prog->frags[k];
        int w = kf_analysis_sharer(an, frag, var, k);
        if (w < 0)
            continue;
        bool neg = false;
        struct kf_poly *e = end_element(an, k, w, ar, true, -1, -1, &neg, false);
        if (!e)
            return NULL;
        /* a later fragment's count that names a local declared after
         * frag begins (`int mid = n / 2;` between them) cannot be
         * evaluated where frag's buffer is made: unknown, never a count
         * that leaves that fragment's elements out */
        for (int u = 0; u < g->nvar; u++)
            if (k != frag && kf_poly_uses(e, u) &&
                kf_analysis_declared_between(&g->vars[u], f->range.begin.offset, SIZE_MAX))
                return NULL;
        char count[512];
        kf_poly_print(g, kf_poly_lin(ar, e, 1, kf_poly_const(ar, 1), 1), count, sizeof count);
        const char *buf = neg ? kf_arena_printf(ar, "(%s > 0 ? %s : 0)", count, count) : count;
        if (!max)
            max = kf_arena_strdup(ar, buf);
        else if (strcmp(max, buf) != 0)
            max = kf_arena_printf(ar, "((%s) > (%s) ? (%s) : (%s))", max, buf, max, buf);
    }
    return max;
}

/* ---- the box of an array of row pointers ------------------------------ */

/* The elements of var that fragment f's accesses reach in model m, or NULL
 * where one of them is not exact there (extent.h, kf_analysis_row_box). */
static isl_set *row_elements(const struct kf_model *m, const struct kf_fragment *f, int v)
{
    isl_set *all = NULL;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        for (int a = 0; a < st->naccess; a++) {
            const struct kf_access *ac = &st->acc[a];
            if (ac->var != v)
                continue;
            /* a `continue` (or any early exit) may skip an instance the
             * domain holds, and a pack must read only what runs */
            bool exits = false;
            for (int k = 0; k < st->depth; k++)
                exits |= st->loops[k]->early_exit;
            int nl = f->vars[v].row_levels;
            if (ac->may || (ac->nrsub != nl && ac->nsub != nl) || exits || !m->acc[s][a] ||
                m->wider[s][a] || !exact_bounds(st)) {
                isl_set_free(all);
                return NULL;
            }
            isl_set *r = isl_set_apply(isl_set_copy(m->domain[s]), isl_map_copy(m->acc[s][a]));
            all = all ? isl_set_union(all, r) : r;
        }
    }
    /* unnamed, as the box built from its projections is */
    return all ? isl_set_reset_tuple_id(isl_set_intersect_params(all, isl_set_copy(m->context)))
               : NULL;
}

/* Dimension d of the set all (keep) alone. */
static isl_set *row_dim(isl_set *all, int d)
{
    int nd = (int)isl_set_dim(all, isl_dim_set);
    isl_set *one = isl_set_project_out(isl_set_copy(all), isl_dim_set, (unsigned)(d + 1),
                                       (unsigned)(nd - d - 1));
    return isl_set_project_out(one, isl_dim_set, 0, (unsigned)d);
}

/* The interval from the least to the greatest point of the 1-D set s
 * (take): { [z] : min(s) <= z <= max(s) }. */
static isl_set *row_interval(isl_set *s)
{
    isl_set *lo = isl_set_apply(isl_set_lexmin(isl_set_copy(s)), isl_map_lex_le(isl_set_get_space(s)));
    isl_set *hi = isl_set_apply(isl_set_lexmax(isl_set_copy(s)), isl_map_lex_ge(isl_set_get_space(s)));
    isl_set_free(s);
    return isl_set_intersect(lo, hi);
}

/* The model that reads fragment frag's array of row pointers v with a
 * dimension a level: the one as written under --assume-no-alias, else the
 * one that takes rows apart (rmodels, or the one in view:
 * kf_analysis_take_rows), else one built here (*own, the caller frees);
 * NULL where none does. */
static struct kf_model *row_model(const struct kf_analysis *an, int frag, int v, kf_diag *d,
                                  struct kf_model **own)
{
    const struct kf_fragment *f = an->prog->frags[frag];
    const struct kf_var *var = &f->vars[v];
    int nl = var->row_levels;
    struct kf_model *m = an->models[frag];
    *own = NULL;
    if (var->ndims != nl && !(m && m->rows && m->rows[v]))
        m = an->rmodels ? an->rmodels[frag] : NULL;
    if (var->ndims == 1 && (!m || !m->rows || !m->rows[v]))
        m = *own = kf_model_build_rows(f, d, an->prog->file);
    return m && (var->ndims == nl || (m->rows && m->rows[v])) ? m : NULL;
}

bool kf_analysis_row_spans(const struct kf_analysis *an, int frag, int v, kf_diag *d,
                           isl_pw_aff **lo, isl_pw_aff **hi, struct kf_model **own)
{
    const struct kf_fragment *f = an->prog->frags[frag];
    *lo = *hi = NULL;
    *own = NULL;
    if (f->vars[v].row_levels != 2)
        return false;
    struct kf_model *m = row_model(an, frag, v, d, own);
    isl_set *all = m ? row_elements(m, f, v) : NULL;
    bool ok = false;
    if (all) {
        /* [r] -> [c]: each row's reach; its least and greatest column */
        isl_map *M = isl_map_move_dims(isl_map_from_range(all), isl_dim_in, 0, isl_dim_out, 0, 1);
        isl_map *L = isl_map_lexmin(isl_map_copy(M)), *U = isl_map_lexmax(isl_map_copy(M));
        isl_space *cs = isl_space_range(isl_map_get_space(M));
        isl_map *from = isl_map_apply_range(isl_map_copy(L), isl_map_lex_le(isl_space_copy(cs)));
        isl_map *upto = isl_map_apply_range(isl_map_copy(U), isl_map_lex_ge(cs));
        isl_map *span = isl_map_intersect(from, upto);
        /* every row between the first and the last reached, each one
         * interval: the pack reads no element the program does not */
        isl_set *rows = isl_map_domain(isl_map_copy(M));
        isl_set *between = row_interval(isl_set_copy(rows));
        ok = isl_map_is_subset(span, M) == isl_bool_true &&
             isl_set_is_subset(between, rows) == isl_bool_true;
        isl_set_free(between);
        isl_set_free(rows);
        isl_map_free(span);
        isl_map_free(M);
        if (!ok) {
            L = isl_map_free(L);
            U = isl_map_free(U);
        }
        isl_pw_multi_aff *pl = L ? isl_pw_multi_aff_from_map(L) : NULL;
        isl_pw_multi_aff *pu = U ? isl_pw_multi_aff_from_map(U) : NULL;
        for (int e = 0; e < 2 && ok; e++) {
            isl_pw_multi_aff *pm = e ? pu : pl;
            isl_pw_aff *pa = isl_pw_multi_aff_get_pw_aff(pm, 0);
            /* the row a parameter of its own, kf_rr: an expression of
             * the parameters that the host's loop evaluates */
            int np = (int)isl_pw_aff_dim(pa, isl_dim_param);
            pa = isl_pw_aff_move_dims(pa, isl_dim_param, (unsigned)np, isl_dim_in, 0, 1);
            pa = isl_pw_aff_set_dim_id(pa, isl_dim_param, (unsigned)np,
                                       isl_id_alloc(isl_pw_aff_get_ctx(pa), "kf_rr", NULL));
            *(e ? hi : lo) = pa;
            ok = pa != NULL;
        }
        isl_pw_multi_aff_free(pl);
        isl_pw_multi_aff_free(pu);
    }
    if (!ok) {
        isl_pw_aff_free(*lo);
        isl_pw_aff_free(*hi);
        *lo = *hi = NULL;
        kf_model_free(*own); /* the isl context of both */
        *own = NULL;
    }
    return ok;
}

enum kf_row_box kf_analysis_row_box(const struct kf_analysis *an, int frag, int v, kf_diag *d,
                                    kf_arena *ar, struct kf_poly *lo[3], struct kf_poly *hi[3],
                                    const char **guard)
{
    *guard = NULL;
    const struct kf_fragment *f = an->prog->frags[frag];
    const struct kf_var *var = &f->vars[v];
    int nl = var->row_levels;
    if (var->kind != KF_VAR_ARRAY || !var->pointer_rows || (nl != 2 && nl != 3) ||
        (var->ndims != 1 && var->ndims != nl))
        return KF_BOX_UNKNOWN;
    struct kf_model *own = NULL, *m = row_model(an, frag, v, d, &own);
    enum kf_row_box res = KF_BOX_UNKNOWN;
    isl_set *all = m ? row_elements(m, f, v) : NULL;
    /* where some access runs, every bound one affine function: the box
     * the pack reads, nonempty exactly there (elsewhere its bounds, taken
     * beyond their piece, might name rows no run reads) */
    isl_set *where = all ? isl_set_params(isl_set_copy(all)) : NULL, *nonempty = NULL;
    for (int k = 0; k < nl && all; k++) {
        isl_multi_aff *mn = set_end(row_dim(all, k), false), *mx = set_end(row_dim(all, k), true);
        isl_aff *a0 = mn ? isl_multi_aff_get_aff(mn, 0) : NULL;
        isl_aff *a1 = mx ? isl_multi_aff_get_aff(mx, 0) : NULL;
        lo[k] = a0 ? aff_poly(f, a0, ar) : NULL;
        hi[k] = a1 ? aff_poly(f, a1, ar) : NULL;
        if (a0 && a1) {
            isl_set *le = isl_aff_le_set(a0, a1);
            nonempty = nonempty ? isl_set_intersect(nonempty, le) : le;
        } else {
            isl_aff_free(a0);
            isl_aff_free(a1);
        }
        isl_multi_aff_free(mn);
        isl_multi_aff_free(mx);
        if (!lo[k] || !hi[k]) {
            isl_set_free(all);
            all = NULL;
        }
    }
    if (all) {
        nonempty = isl_set_intersect_params(nonempty, isl_set_copy(m->context));
        isl_bool same = isl_set_is_subset(nonempty, where);
        isl_set *box = row_interval(row_dim(all, 0));
        for (int k = 1; k < nl; k++)
            box = isl_set_flat_product(box, row_interval(row_dim(all, k)));
        isl_bool full = isl_set_is_subset(box, all);
        isl_set_free(box);
        res = full == isl_bool_false  ? KF_BOX_JAGGED
              : full == isl_bool_true ? KF_BOX_OK
                                      : KF_BOX_UNKNOWN;
        /* nonempty where no access runs (a stencil's box, wider than its
         * loops: columns 0..m-1 for j in 1..m-2 and m >= 1, the loop
         * running from m >= 3 on): a box guarded by where they do */
        isl_set *runs = res != KF_BOX_UNKNOWN && same == isl_bool_false
                            ? isl_set_coalesce(isl_set_gist(isl_set_copy(where),
                                                            isl_set_copy(m->context)))
                            : NULL;
        char *w = runs ? kf_assume_params_text(f, runs) : NULL;
        isl_set_free(runs);
        if (w)
            *guard = kf_arena_strdup(ar, w);
        else if (same != isl_bool_true)
            res = KF_BOX_UNKNOWN;
        free(w);
    }
    isl_set_free(nonempty);
    isl_set_free(where);
    isl_set_free(all);
    if (own)
        kf_model_free(own);
    return res;
}
