/*
 * model.c: kf_fragment -> isl domains, schedules and access relations
 * (see include/kforge/model.h).  The isl objects are built from isl's text
 * syntax (model_text.c): the strings are short and readable in a
 * debugger, and isl parses them exactly.  Linearised arrays are read in
 * their shape by delin.c, or under a run-time assumption by assume.c.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/ctx.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/set.h>

#include "kforge/model.h"

#include "analysis/assume.h"
#include "analysis/delin.h"
#include "analysis/model_text.h"

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

static isl_map *read_map(struct kf_model *m, const char *str, kf_diag *d, const char *file,
                         const struct kf_stmt *s)
{
    isl_map *r = isl_map_read_from_str(m->ctx, str);
    if (!r)
        kf_diag_report(d, KF_DIAG_ERROR, file, s->range.begin.line, s->range.begin.col, 0,
                       "internal error: isl rejected the model of S%d: %s", s->id, str);
    return r;
}

/* Does access x, a helper's through a row (kf_access.row), keep its last
 * subscript inside the row on every instance of s, for every value of
 * the helper's loops? */
static bool row_fits(struct kf_model *m, const struct kf_stmt *s, const struct kf_access *x,
                     struct kf_mtext *b)
{
    const struct kf_fragment *f = m->f;
    const struct kf_poly *p = x->xsub ? x->xsub[x->nsub - 1] : NULL;
    if (!kf_mtext_visible(f, s, p, s->depth) || !kf_mtext_visible(f, s, x->row, s->depth))
        return false;
    kf_mtext_reset(b);
    kf_mtext_domain(b, f, s);
    b->n -= 2; /* drop " }" */
    b->s[b->n] = 0;
    kf_mtext_printf(b, "%s", strchr(b->s, ':') ? " and " : " : ");
    bool exact = true;
    if (x->nspan > 0)
        kf_mtext_printf(b, "%s", kf_mtext_span_open(b, f, s, x, &exact));
    kf_mtext_printf(b, "(");
    kf_mtext_poly(b, f, s, p);
    kf_mtext_printf(b, " < 0 or ");
    kf_mtext_poly(b, f, s, p);
    kf_mtext_printf(b, " >= ");
    kf_mtext_poly(b, f, s, x->row);
    kf_mtext_printf(b, ")%s }", x->nspan > 0 ? ")" : "");
    isl_set *out = isl_set_read_from_str(m->ctx, b->s);
    if (out && m->context)
        out = isl_set_intersect_params(out, isl_set_copy(m->context));
    isl_bool empty = out ? isl_set_is_empty(out) : isl_bool_error;
    isl_set_free(out);
    return empty == isl_bool_true;
}

/* May the model that takes rows apart read v with one dimension per
 * level: an array of row pointers of two or three levels (double **,
 * double *** as NPB's MG has them; deeper ones stay whole), every access
 * of it one element with affine subscripts (not `c[i]` passed on, whose
 * row a callee may reach anywhere), none a may-access (the test that the
 * rows lie apart reads the row pointers the accesses' box names: each
 * must be one the fragment reads). */
static bool rows_readable(const struct kf_fragment *f, int v)
{
    const struct kf_var *var = &f->vars[v];
    if (var->kind != KF_VAR_ARRAY || !var->pointer_rows ||
        (var->row_levels != 2 && var->row_levels != 3) || var->ndims != 1)
        return false;
    bool any = false;
    for (int i = 0; i < f->nstmt; i++)
        for (int a = 0; a < f->stmts[i]->naccess; a++) {
            const struct kf_access *x = &f->stmts[i]->acc[a];
            if (x->var != v)
                continue;
            if (x->nrsub != var->row_levels || x->may || x->call || x->ncons)
                return false;
            for (int k = 0; k < x->nrsub; k++)
                if (!x->rsub[k] || !kf_poly_is_affine(x->rsub[k]))
                    return false;
            any = true;
        }
    return any;
}

enum build_mode { AS_WRITTEN, ASSUMING, ROWS_APART };

/* kf_model_build, kf_model_build_assuming or kf_model_build_rows */
static struct kf_model *model_build(const struct kf_fragment *f, kf_diag *d, const char *file,
                                    enum build_mode mode)
{
    bool assuming = mode == ASSUMING;
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
    m->wider = calloc((size_t)f->nstmt + 1, sizeof *m->wider);
    if (!m->domain || !m->sched || !m->acc || !m->shape || !m->wider)
        abort();
    if (mode == ROWS_APART) {
        m->rows = calloc((size_t)f->nvar + 1, sizeof *m->rows);
        if (!m->rows)
            abort();
        for (int v = 0; v < f->nvar; v++)
            m->rows_apart |= m->rows[v] = rows_readable(f, v);
    }
    struct kf_mtext b = {0};
    bool ok = true;
    kf_mtext_context(&b, f);
    m->context = isl_set_read_from_str(m->ctx, b.s);
    if (!m->context) {
        kf_diag_report(d, KF_DIAG_ERROR, file, f->range.begin.line, 1, 0,
                       "internal error: isl rejected the host's context of fragment %d: %s", f->id, b.s);
        ok = false;
    }
    for (int i = 0; i < f->nstmt && ok; i++) {
        const struct kf_stmt *s = f->stmts[i];
        kf_mtext_reset(&b);
        kf_mtext_domain(&b, f, s);
        m->domain[i] = isl_set_read_from_str(m->ctx, b.s);
        if (m->domain[i])
            m->domain[i] = isl_set_intersect_params(m->domain[i], isl_set_copy(m->context));
        kf_mtext_reset(&b);
        kf_mtext_sched(&b, f, s, f->maxdepth);
        m->sched[i] = read_map(m, b.s, d, file, s);
        if (!m->domain[i] || !m->sched[i]) {
            ok = false;
            break;
        }
        m->sched[i] = isl_map_intersect_domain(m->sched[i], isl_set_copy(m->domain[i]));
        m->acc[i] = calloc((size_t)s->naccess + 1, sizeof *m->acc[i]);
        m->wider[i] = calloc((size_t)s->naccess + 1, sizeof *m->wider[i]);
        if (!m->acc[i] || !m->wider[i])
            abort();
    }
    /* per array: one shape for all its accesses, or all whole */
    for (int v = 0; v < f->nvar && ok; v++) {
        const struct kf_var *var = &f->vars[v];
        if (var->kind == KF_VAR_PARAM || var->kind == KF_VAR_ITER)
            continue;
        struct kf_delin_shape sh0 = {0}, sh = {0};
        bool linear = false, consistent = true, plain = false;
        if (var->kind == KF_VAR_ARRAY) {
            for (int i = 0; i < f->nstmt; i++)
                for (int a = 0; a < f->stmts[i]->naccess; a++) {
                    const struct kf_access *x = &f->stmts[i]->acc[a];
                    if (x->var != v || x->whole)
                        continue;
                    bool poly = false;
                    for (int k = 0; k < x->nsub; k++)
                        poly |= x->sub[k] && !kf_poly_is_affine(x->sub[k]);
                    plain |= poly;
                    /* a helper's row over its loops, clear_row(a, n, i)
                     * reaching a[n*i + j] */
                    poly |= kf_delin_sub(x) && !kf_poly_is_affine(kf_delin_sub(x));
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
                        if (x0->var != v || x0->whole || !kf_delin_sub(x0) ||
                            kf_poly_is_affine(kf_delin_sub(x0)))
                            continue;
                        tried++;
                        memset(&sh0, 0, sizeof sh0);
                        consistent = kf_delin_of(f, kf_delin_sub(x0), &sh0) && sh0.n > 1;
                        for (int i = 0; i < f->nstmt && consistent; i++)
                            for (int a = 0; a < f->stmts[i]->naccess && consistent; a++) {
                                const struct kf_access *x = &f->stmts[i]->acc[a];
                                if (x->var != v || x->whole)
                                    continue;
                                consistent = kf_delin_fit(m, f->stmts[i], x, sh0.sizes, sh0.n,
                                                          &sh, &b);
                            }
                    }
                if (!consistent && assuming && plain)
                    consistent = kf_assume_shape(m, v, &sh0, &b);
                m->may_assume |= !consistent && plain;
                if (consistent) {
                    m->shape[v].n = sh0.n;
                    memcpy(m->shape[v].sizes, sh0.sizes, sizeof m->shape[v].sizes);
                }
                if (!consistent && plain)
                    note(m, "accesses to '%s' are not all of one delinearisable shape a[i*n + j] "
                            "with 0 <= j < n: each may touch any element",
                         var->name);
                /* only helpers' loops reach it at polynomial subscripts:
                 * those accesses alone may touch any element (their
                 * subscripts left out), the others stay as written */
                linear &= consistent || plain;
            }
        }
        for (int i = 0; i < f->nstmt && ok; i++) {
            const struct kf_stmt *s = f->stmts[i];
            for (int a = 0; a < s->naccess && ok; a++) {
                const struct kf_access *x = &s->acc[a];
                if (x->var != v)
                    continue;
                struct kf_access y = *x;
                const struct kf_delin_shape *shp = NULL;
                struct kf_delin_shape rsh;
                if (m->rows && m->rows[v]) {
                    /* c[i][j] with c's rows apart: an array of two (or
                     * three) dimensions */
                    memset(&rsh, 0, sizeof rsh);
                    rsh.n = x->nrsub;
                    for (int k = 0; k < x->nrsub; k++)
                        rsh.dims[k] = *x->rsub[k];
                    y.whole = false;
                    shp = &rsh;
                }
                if (linear && !consistent)
                    y.whole = true;
                if (x->row && !x->whole && !row_fits(m, s, x, &b)) {
                    char e[256];
                    kf_access_print(f, x, e, sizeof e);
                    note(m, "%s through the call '%s' (line %u) may leave the row it is passed: "
                            "kforge takes it as touching any element of '%s'",
                         e, x->call ? x->call : "?", x->range.begin.line, var->name);
                    y.whole = true;
                }
                if (linear && consistent && !x->whole) {
                    if (!kf_delin_fit(m, s, x, sh0.sizes, sh0.n, &sh, &b)) /* under m->assume */
                        kf_delin_split(kf_delin_sub(x), sh0.sizes, sh0.n, &sh);
                    shp = &sh;
                }
                if (linear && consistent && x->whole) {
                    /* a whole access in the delinearised shape */
                    sh0.n = sh0.n ? sh0.n : 1;
                    struct kf_delin_shape w = sh0;
                    y.whole = true;
                    kf_mtext_reset(&b);
                    kf_mtext_access(&b, m, s, &y, &w);
                } else {
                    kf_mtext_reset(&b);
                    m->wider[i][a] = !kf_mtext_access(&b, m, s, &y, shp);
                }
                m->wider[i][a] |= y.whole && !x->whole;
                if (m->wider[i][a] && x->nspan > 0 && !y.whole) {
                    char e[256];
                    kf_access_print(f, x, e, sizeof e);
                    note(m, "%s through the call '%s' (line %u) is not a set kforge can state: "
                            "it may touch any element of '%s'",
                         e, x->call ? x->call : "?", x->range.begin.line, var->name);
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
                        if (!x->sub[k] && !linear && !(x->xsub && x->xsub[k]) && !x->nspan)
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
    kf_assume_restrict(m);
    if (m->assume)
        kf_assume_runs_text(m);
    return m;
}

struct kf_model *kf_model_build(const struct kf_fragment *f, kf_diag *d, const char *file)
{
    return model_build(f, d, file, AS_WRITTEN);
}

struct kf_model *kf_model_build_assuming(const struct kf_fragment *f, kf_diag *d, const char *file)
{
    return model_build(f, d, file, ASSUMING);
}

struct kf_model *kf_model_build_rows(const struct kf_fragment *f, kf_diag *d, const char *file)
{
    return model_build(f, d, file, ROWS_APART);
}

/* Does every bound of loops[0, depth) and every condition of the ifs
 * s's stands for holds exactly in kf_mtext_domain's text? */
static bool domain_exact(const struct kf_fragment *f, const struct kf_stmt *s)
{
    for (int k = 0; k < s->depth; k++) {
        const struct kf_node *l = s->loops[k];
        long st = l->step < 0 ? -l->step : l->step;
        if (l->nlb < 1 || l->nub < 1 || (st != 1 && l->nlb != 1))
            return false;
        for (int j = 0; j < l->nlb; j++)
            if (!kf_mtext_visible(f, s, l->lb[j], k))
                return false;
        for (int j = 0; j < l->nub; j++)
            if (!kf_mtext_visible(f, s, l->ub[j], k))
                return false;
    }
    for (int k = 0; k < s->nif; k++) {
        const struct kf_node *n = s->ifs[k];
        if (s->in_else[k] ? !(n->else_affine && n->ncons == 1) : !n->cond_affine)
            return false;
        for (int j = 0; j < n->ncons; j++)
            if (!kf_mtext_visible(f, s, n->cons[j].poly, s->depth))
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
        if (!kf_mtext_visible(f, s, a->sub[k], s->depth))
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
    struct kf_mtext b = {0};
    kf_mtext_domain(&b, f, &s);
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
        if (m->wider)
            free(m->wider[i]);
    }
    for (int i = 0; i < m->nnote; i++)
        free(m->notes[i]);
    free(m->notes);
    free(m->domain);
    free(m->sched);
    free(m->acc);
    free(m->wider);
    free(m->shape);
    free(m->rows);
    isl_set_free(m->assume);
    free(m->assume_text);
    free(m->assume_what);
    free(m->runs_text);
    isl_set_free(m->context);
    isl_ctx_free(m->ctx);
    free(m);
}

