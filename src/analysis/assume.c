/*
 * assume.c: delinearisation under a run-time assumption (assume.h).
 */
#include "analysis/assume.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/constraint.h>
#include <isl/map.h>
#include <isl/set.h>

#include "analysis/delin.h"
#include "analysis/model_text.h"

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
                            const struct kf_delin_shape *sh, struct kf_mtext *b)
{
    isl_set *need = NULL;
    for (int k = 1; k < sh->n; k++) {
        isl_set *bad = isl_set_params(kf_delin_out_of_range(m, s, x, sh, k, true, b));
        isl_set *where = isl_set_params(kf_delin_out_of_range(m, s, x, sh, k, false, b));
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
static bool assume_fit(struct kf_model *m, int v, const struct kf_delin_shape *sh0, isl_set **need,
                       struct kf_mtext *b)
{
    const struct kf_fragment *f = m->f;
    isl_set *all = NULL;
    bool ok = true;
    for (int i = 0; i < f->nstmt && ok; i++)
        for (int a = 0; a < f->stmts[i]->naccess && ok; a++) {
            const struct kf_access *x = &f->stmts[i]->acc[a];
            struct kf_delin_shape sh;
            if (x->var != v || x->whole)
                continue;
            if (kf_delin_fit(m, f->stmts[i], x, sh0->sizes, sh0->n, &sh, b))
                continue;
            if (!kf_delin_split(kf_delin_sub(x), sh0->sizes, sh0->n, &sh)) {
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
    struct kf_mtext *b = ((struct kf_mtext **)user)[0];
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
    kf_mtext_printf(b, "%s%s %s %s", b->n ? " && " : "", len[0] ? side[0] : "0",
              isl_constraint_is_equality(c) ? "==" : "<=", len[1] ? side[1] : "0");
    isl_constraint_free(c);
    return isl_stat_ok;
}

/* m->assume as C, into m->assume_text. */
static void assume_text(struct kf_model *m)
{
    struct kf_mtext b = {0};
    kf_mtext_printf(&b, "%s", "");
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
bool kf_assume_shape(struct kf_model *m, int v, struct kf_delin_shape *sh0,
                     struct kf_mtext *b)
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
            if (!kf_delin_of(f, x0->sub[0], sh0) || sh0->n < 2 || !assume_fit(m, v, sh0, &need, b))
                continue;
            if (!need)
                return true;
            m->assume = m->assume ? isl_set_intersect(m->assume, need) : need;
            m->assume = isl_set_coalesce(m->assume);
            assume_text(m);
            struct kf_mtext w = {0};
            struct kf_delin_shape sh;
            kf_delin_split(x0->sub[0], sh0->sizes, sh0->n, &sh);
            kf_mtext_printf(&w, "%s%s'%s' as %s", m->assume_what ? m->assume_what : "",
                      m->assume_what ? ", " : "", f->vars[v].name, f->vars[v].name);
            for (int k = 0; k < sh.n; k++) {
                char t[256];
                kf_poly_print(f, &sh.dims[k], t, sizeof t);
                kf_mtext_printf(&w, "[%s]", t);
            }
            free(m->assume_what);
            m->assume_what = w.s;
            return true;
        }
    return false;
}

/* Every domain, schedule and access of the model restricted to
 * m->assume: the dependences are then those where it holds. */
void kf_assume_restrict(struct kf_model *m)
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
char *kf_assume_params_text(const struct kf_fragment *f, isl_set *s)
{
    if (s && isl_set_plain_is_universe(s) == isl_bool_true)
        return strdup("1");
    if (!simple_assumption(s))
        return NULL;
    struct kf_mtext b = {0};
    kf_mtext_printf(&b, "%s", "");
    const void *user[2] = {&b, f};
    isl_basic_set *bs = isl_set_simple_hull(isl_set_copy(s));
    isl_basic_set_foreach_constraint(bs, constraint_text, user);
    isl_basic_set_free(bs);
    if (b.s && strchr(b.s, '?')) { /* a parameter that names no variable */
        free(b.s);
        return NULL;
    }
    return b.s;
}

void kf_assume_runs_text(struct kf_model *m)
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
        struct kf_mtext b = {0};
        kf_mtext_printf(&b, "%s", "");
        const void *user[2] = {&b, m->f};
        isl_basic_set *bs = isl_set_simple_hull(isl_set_copy(all));
        isl_basic_set_foreach_constraint(bs, constraint_text, user);
        isl_basic_set_free(bs);
        m->runs_text = b.s;
        m->runs_known = b.s != NULL;
    }
    isl_set_free(all);
}
