/*
 * transform_privatise.c: array privatisation, the last iteration peeled
 * (include/kforge/transform.h; kforge transform's privatise, which the
 * OpenMP privatise-array pass applies: codegen/openmp_privatise.c).
 *
 * A scratch row that every iteration of a loop writes over before reading
 * it (PolyBench's doitgen: sum[p], written for every p, then read, in each
 * (r, q)) carries anti and output dependences across the loop, and nothing
 * else.  Each iteration given a row of its own, they go; the last
 * iteration, peeled, runs on the array itself and leaves it as the loop
 * left it:
 *
 *   for (r = lb; r < ub; r++)          for (r = lb; r < ub - 1; r++) {
 *     BODY(sum)                  ->      T sum_priv[E];
 *                                        BODY(sum_priv)
 *                                      }
 *                                      for (r = (lb > ub - 1 ? lb : ub - 1); r < ub; r++)
 *                                        BODY(sum)
 *
 * E is the box isl gives of the elements L's statements reach (the last
 * one plus one, per dimension, a constant or a VLA's extent over the
 * parameters, at least 1), not the array's declared extent: a parameter
 * `double sum[NP]` promises nothing about the caller's array.  The row
 * lives on the stack of the thread that runs the iteration: constant
 * extents of more than KF_XFORM_ROW_STACK bytes (64 KiB, xform.h) are
 * refused; one the parameters give is not tested here (a run-time test
 * around the loops would put every statement under an if, which the
 * plan's interchange, split and sink refuse): the OpenMP pass puts the
 * test around the loop when it plans it, with the loop as written, on
 * the array itself, where the row would be larger (openmp_privatise.c,
 * kf_omp_privatise_guard); `kforge transform`'s own output leaves a row
 * of a million doubles on the stack, where the sequential program kept
 * it on the heap.  The peel is
 * a loop from max(lb, ub - 1), of one iteration where L runs any and of
 * none where L runs none, and the iterator ends where it did (ub, or lb);
 * no if around it (the plan's interchange and split refuse statements
 * under one).  The order of every instance is kept.
 *
 * Legal (seed 003 §2's privatisation; the value-based reading of Feautrier's
 * array dataflow, which isl's compute_flow gives) when, with D the
 * iterations of L (model.h, kf_model_loop_domain: every one L's header
 * runs, also those whose body writes nothing):
 *   1. the elements an iteration writes do not depend on L's iterator:
 *      for x, y in D under the same outer iterations, W(y) is inside W(x)
 *      (so the last iteration writes every element any iteration writes,
 *      and what it leaves is what the loop leaves);
 *   2. no read of the array in L sees a value written outside its own
 *      iteration: every read instance has a source in L (isl's flow, the
 *      writes of L as must-sources, no instance without one), in the same
 *      iteration of L and of the loops around it;
 *   3. the model of those writes is exact: no may-write (an if on data, a
 *      loop that may stop early), every bound of the loops down to each
 *      write and every if around it affine in the iterators and parameters
 *      (model.h, the domains it would otherwise widen), every subscript
 *      affine, as many as the array's dimensions, each element at index 0
 *      or above;
 *   4. nothing else reaches the array: no pointer that may overlap it, no
 *      pointer derived from it, its address not taken, no macro of the
 *      fragment naming it, L's bounds not reading it, no other variable of
 *      its name.
 */
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/flow.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/val.h>

#include "kforge/model.h"
#include "passes/tile.h"
#include "passes/transform_int.h"
#include "passes/xform.h"
#include "support/ctext.h"

enum { PRIV_MAX = 4, PRIV_DIMS = 4 };

struct row {
    int var;
    char name[96];                 /* the private row */
    char ext[PRIV_DIMS][400];      /* its extents, as C */
};

static bool named(const char *text, size_t len, const char *name)
{
    for (size_t i = 0; i < len; i++)
        if (kf_ctext_ident_at(text, len, i, name) && (i == 0 || !kf_ctext_is_ident(text[i - 1])))
            return true;
    return false;
}

/* Does the statement's write of var hold in every instance its domain
 * gives (condition 3 above)? */
static bool exact_write(const struct kf_model *m, const struct kf_stmt *s,
                        const struct kf_access *a)
{
    if (a->may || a->whole || s->kind != KF_STMT_EXPR || !kf_model_access_exact(m, s, a))
        return false;
    for (int k = 0; k < s->depth; k++)
        if (s->loops[k]->early_exit)
            return false;
    return true;
}

/* Shape checks of array var in L (conditions 3 and 4): 0, or -1 after the
 * refusal. */
static int shape_ok(struct xf *x, const struct kf_fragment *f, const struct kf_model *m,
                    const struct kf_node *L, int var)
{
    const struct kf_var *v = &f->vars[var];
    if (v->kind != KF_VAR_ARRAY || v->ndims < 1 || v->ndims > PRIV_DIMS)
        return xf_refuse(x, L, "%s is not an array of 1 to %d dimensions", v->name, PRIV_DIMS);
    if (v->local)
        return xf_refuse(x, L, "%s is declared inside the loops: each iteration has its own "
                         "already", v->name);
    if (v->pointer_rows || (m->shape && m->shape[var].n > 0))
        return xf_refuse(x, L, "%s is reached through row pointers or a flattened index: a "
                         "private row would not keep its shape", v->name);
    if (v->address_taken)
        return xf_refuse(x, L, "%s's address is taken: a pointer could reach it in %s", v->name,
                         L->id);
    for (int p = 0; p < f->nalias; p++)
        if (f->alias[p].var[0] == var || f->alias[p].var[1] == var)
            return xf_refuse(x, L, "%s may overlap %s: what the other writes or reads would "
                             "not follow the private row", v->name,
                             f->vars[f->alias[p].var[f->alias[p].var[0] == var]].name);
    for (int w = 0; w < f->nvar; w++) {
        if (w != var && strcmp(f->vars[w].name, v->name) == 0)
            return xf_refuse(x, L, "another variable named %s is declared in the fragment",
                             v->name);
        for (int k = 0; k < f->vars[w].nptr_base; k++)
            if (f->vars[w].ptr_base[k] == var)
                return xf_refuse(x, L, "the pointer %s is set from %s", f->vars[w].name, v->name);
    }
    for (int k = 0; k < f->nmacro; k++) {
        const char *d = f->macros[k].def;
        size_t n;
        for (const char *p = kf_ctext_next_ident(d, &n); p; p = kf_ctext_next_ident(p + n, &n))
            if (p != d && n == strlen(v->name) && strncmp(p, v->name, n) == 0)
                return xf_refuse(x, L, "the macro %s names %s", f->macros[k].name, v->name);
    }
    if (kf_xform_bounds_use(L, var))
        return xf_refuse(x, L, "%s's bounds read %s", L->id, v->name);
    bool writes = false;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!xf_in_subtree(st, L))
            continue;
        for (int a = 0; a < st->naccess; a++) {
            const struct kf_access *ac = &st->acc[a];
            if (ac->var != var)
                continue;
            bool affine = ac->nsub == v->ndims && !ac->whole && m->acc[s][a] && ac->ncons == 0;
            for (int k = 0; affine && k < ac->nsub; k++)
                affine = ac->sub[k] && kf_poly_is_affine(ac->sub[k]);
            if (!affine)
                return xf_refuse(x, L, "S%d (line %u) %s %s at a subscript the model does not "
                                 "hold exactly", st->id, ac->range.begin.line,
                                 ac->write ? "writes" : "reads", v->name);
            if (ac->write && !exact_write(m, st, ac))
                return xf_refuse(x, L, "S%d (line %u) writes %s where the model cannot say "
                                 "exactly which instances and elements it writes (an if on data, "
                                 "a loop that may stop early, a bound or subscript that is not "
                                 "affine): the last iteration may not write every element", st->id,
                                 ac->range.begin.line, v->name);
            writes |= ac->write;
        }
    }
    if (!writes)
        return xf_refuse(x, L, "%s does not write %s", L->id, v->name);
    return 0;
}

/* { L[i0..id] -> v[..] } of the accesses of var in L that write (write)
 * or read, over the statements' domains; NULL on isl's failure. */
static isl_map *accesses(const struct kf_model *m, const struct kf_node *L, int var, bool write,
                         isl_space *space)
{
    const struct kf_fragment *f = m->f;
    int n = L->depth + 1;
    isl_map *u = isl_map_empty(isl_space_copy(space));
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!xf_in_subtree(st, L))
            continue;
        for (int a = 0; a < st->naccess; a++) {
            if (st->acc[a].var != var || st->acc[a].write != write)
                continue;
            isl_map *x = isl_map_intersect_domain(isl_map_copy(m->acc[s][a]),
                                                  isl_set_copy(m->domain[s]));
            x = isl_map_project_out(x, isl_dim_in, (unsigned)n, (unsigned)(st->depth - n));
            x = isl_map_set_tuple_name(x, isl_dim_in, "L");
            u = isl_map_union(u, x);
        }
    }
    return u;
}

/* The space { L[i0..id] -> v[..] } of var's accesses in L; NULL if none. */
static isl_space *space_of(const struct kf_model *m, const struct kf_node *L, int var)
{
    const struct kf_fragment *f = m->f;
    for (int s = 0; s < f->nstmt; s++)
        for (int a = 0; a < f->stmts[s]->naccess; a++)
            if (f->stmts[s]->acc[a].var == var && xf_in_subtree(f->stmts[s], L)) {
                isl_space *sp = isl_map_get_space(m->acc[s][a]);
                isl_size din = isl_space_dim(sp, isl_dim_in);
                sp = isl_space_drop_dims(sp, isl_dim_in, (unsigned)(L->depth + 1),
                                         (unsigned)(din - L->depth - 1));
                return isl_space_set_tuple_name(sp, isl_dim_in, "L");
            }
    return NULL;
}

/* { L[o, r] -> L[o, r'] } over D x D: the iterations of L under the same
 * outer ones. */
static isl_map *same_outer(const struct kf_model *m, isl_set *D, int n)
{
    char buf[1024];
    size_t k = (size_t)snprintf(buf, sizeof buf, "{ L[");
    for (int i = 0; i < n; i++)
        k += (size_t)snprintf(buf + k, sizeof buf - k, "%si%d", i ? ", " : "", i);
    k += (size_t)snprintf(buf + k, sizeof buf - k, "] -> L[");
    for (int i = 0; i < n; i++)
        k += (size_t)snprintf(buf + k, sizeof buf - k, "%sj%d", i ? ", " : "", i);
    k += (size_t)snprintf(buf + k, sizeof buf - k, "]");
    for (int i = 0; i + 1 < n; i++)
        k += (size_t)snprintf(buf + k, sizeof buf - k, "%sj%d = i%d", i ? " and " : " : ", i, i);
    snprintf(buf + k, sizeof buf - k, " }");
    isl_map *r = isl_map_read_from_str(m->ctx, buf);
    r = isl_map_intersect_domain(r, isl_set_copy(D));
    return isl_map_intersect_range(r, isl_set_copy(D));
}

struct one_aff {
    isl_aff *aff;
    int n;
};

static isl_stat take_aff(isl_set *set, isl_aff *aff, void *user)
{
    struct one_aff *o = user;
    isl_set_free(set);
    if (o->n++ == 0)
        o->aff = aff;
    else
        isl_aff_free(aff);
    return isl_stat_ok;
}

/* One term k * s (s NULL: the constant k) after `at` bytes of buf. */
static size_t put_term(char *buf, size_t n, size_t at, long k, const char *s)
{
    if (at >= n)
        return at;
    const char *sign = at == 0 ? (k < 0 ? "-" : "") : (k < 0 ? " - " : " + ");
    long a = k < 0 ? -k : k;
    if (!s)
        return at + (size_t)snprintf(buf + at, n - at, "%s%ld", sign, a);
    if (a == 1)
        return at + (size_t)snprintf(buf + at, n - at, "%s%s", sign, s);
    return at + (size_t)snprintf(buf + at, n - at, "%s%ld * %s", sign, a, s);
}

/* aff + 1 as C over the fragment's parameters (false: not an integer
 * affine form); *constant when it names none. */
static bool aff_text(const struct kf_fragment *f, isl_aff *aff, char *buf, size_t n,
                     bool *constant)
{
    isl_size np = isl_aff_dim(aff, isl_dim_param), nd = isl_aff_dim(aff, isl_dim_div);
    if (np < 0 || nd != 0 || isl_aff_dim(aff, isl_dim_in) != 0)
        return false;
    isl_val *c = isl_aff_get_constant_val(aff);
    bool ok = c && isl_val_is_int(c);
    long k0 = ok ? isl_val_get_num_si(c) + 1 : 0;
    isl_val_free(c);
    size_t at = 0;
    buf[0] = '\0';
    *constant = true;
    for (int i = 0; i < np && ok; i++) {
        isl_val *v = isl_aff_get_coefficient_val(aff, isl_dim_param, i);
        ok = v && isl_val_is_int(v);
        long k = ok ? isl_val_get_num_si(v) : 0;
        isl_val_free(v);
        if (!ok || k == 0)
            continue;
        const char *nm = isl_aff_get_dim_name(aff, isl_dim_param, (unsigned)i);
        int var = nm && nm[0] == 'p' ? atoi(nm + 1) : -1;
        if (var < 0 || var >= f->nvar || f->vars[var].kind != KF_VAR_PARAM) {
            ok = false;
            break;
        }
        *constant = false;
        at = put_term(buf, n, at, k, f->vars[var].name);
    }
    if (ok && (k0 != 0 || at == 0))
        at = put_term(buf, n, at, k0, NULL);
    return ok && at < n;
}

/* The private row's extents: per dimension the last element L's accesses
 * reach, plus one (at least 1 where L runs and reaches none); 0, or -1
 * after the refusal. */
static int extents(struct xf *x, const struct kf_model *m, const struct kf_node *L, isl_set *D,
                   struct row *r)
{
    const struct kf_fragment *f = m->f;
    const struct kf_var *v = &f->vars[r->var];
    isl_map *u = NULL;
    for (int w = 0; w < 2; w++) {
        isl_space *sp = space_of(m, L, r->var);
        isl_map *a = sp ? accesses(m, L, r->var, w == 1, sp) : NULL;
        isl_space_free(sp);
        u = u ? isl_map_union(u, a) : a;
    }
    isl_set *S = isl_map_range(u);
    isl_set *runs = isl_set_params(isl_set_copy(D));
    int rc = S ? 0 : xf_refuse(x, L, "isl failed to bound %s", v->name);
    long total = 1, esize = kf_xform_elem_bytes(v->elem_type ? v->elem_type : v->type);
    for (int k = 0; k < v->ndims && rc == 0; k++) {
        isl_set *neg = isl_set_upper_bound_si(isl_set_copy(S), isl_dim_set, (unsigned)k, -1);
        isl_bool below = isl_set_is_empty(neg);
        isl_set_free(neg);
        if (below != isl_bool_true) {
            rc = xf_refuse(x, L, "%s may be indexed below 0 in %s", v->name, L->id);
            break;
        }
        struct one_aff one = {NULL, 0};
        isl_pw_aff *max = isl_set_dim_max(isl_set_copy(S), k);
        if (!max || isl_pw_aff_foreach_piece(max, take_aff, &one) < 0 || one.n != 1) {
            isl_pw_aff_free(max);
            isl_aff_free(one.aff);
            rc = xf_refuse(x, L, "the last element of %s that %s reaches is not one affine "
                           "form of the parameters", v->name, L->id);
            break;
        }
        isl_pw_aff_free(max);
        char e[192];
        bool constant;
        if (!aff_text(f, one.aff, e, sizeof e, &constant)) {
            isl_aff_free(one.aff);
            rc = xf_refuse(x, L, "the last element of %s that %s reaches is not one affine "
                           "form of the parameters", v->name, L->id);
            break;
        }
        /* a VLA of 0 elements or fewer is undefined: where L runs without
         * reaching the row, one element */
        isl_aff *bad = isl_aff_neg(isl_aff_add_constant_si(one.aff, 1));
        isl_set *low = isl_set_params(isl_pw_aff_nonneg_set(isl_pw_aff_from_aff(bad)));
        low = isl_set_intersect(low, isl_set_copy(runs));
        isl_bool never = isl_set_is_empty(low);
        isl_set_free(low);
        if (constant) { /* the constant extents, in bytes: a lower bound of the row's */
            long c = atol(e);
            total *= c > 0 ? c : 1;
            if (total > KF_XFORM_ROW_STACK / (esize ? esize : 1)) {
                rc = xf_refuse(x, L, "%s's private row would hold %ld elements%s, more than the "
                               "%d bytes a row may take on each thread's stack", v->name, total,
                               k + 1 < v->ndims ? " or more" : "", KF_XFORM_ROW_STACK);
                break;
            }
        }
        if (constant || never == isl_bool_true)
            snprintf(r->ext[k], sizeof r->ext[k], "%s", e);
        else
            snprintf(r->ext[k], sizeof r->ext[k], "%s > 0 ? %s : 1", e, e);
    }
    isl_set_free(runs);
    isl_set_free(S);
    return rc;
}

/* Conditions 1-4 for array var over L, and the row's extents: 0, or -1
 * after the refusal. */
static int legal(struct xf *x, int fr, const struct kf_node *L, struct row *r)
{
    const struct kf_model *m = x->a->deps[fr]->m;
    const struct kf_fragment *f = m->f;
    const char *name = f->vars[r->var].name;
    if (shape_ok(x, f, m, L, r->var) != 0)
        return -1;
    isl_set *D = kf_model_loop_domain(m, L);
    if (!D)
        return xf_refuse(x, L, "the iterations of %s are not exact in the model (a bound or an "
                         "if around it that is not affine)", L->id);
    isl_space *sp = space_of(m, L, r->var);
    /* 1: W(y) inside W(x) for x, y of D under the same outer iterations */
    isl_map *W = accesses(m, L, r->var, true, sp);
    isl_space_free(sp);
    isl_map *any = isl_map_apply_range(same_outer(m, D, L->depth + 1), isl_map_copy(W));
    isl_bool same = isl_map_is_subset(any, W);

    isl_map_free(any);
    isl_map_free(W);
    int rc = 0;
    if (same != isl_bool_true)
        rc = xf_refuse(x, L, "the elements of %s an iteration of %s writes depend on the "
                       "iteration: the last one would not leave %s as the loop leaves it",
                       name, L->id, name);
    /* 2: every read sees a write of its own iteration */
    int cov = rc == 0 ? kf_xform_reads_covered(m, L, r->var) : 1;
    if (rc == 0 && cov != 1)
        rc = xf_refuse(x, L, cov < 0 ? "isl failed to follow the values of %s"
                                     : "%s is read in an iteration of %s before that iteration "
                                       "writes it (a value from before the loop or from an "
                                       "earlier iteration)",
                       name, L->id);
    if (rc == 0)
        rc = extents(x, m, L, D, r);
    isl_set_free(D);
    return rc;
}

/* text[b, e) with the leading `from` of each line replaced by `to` and
 * each row's array renamed (not a member, comment or literal). */
static void put_renamed(FILE *o, const struct xf *x, size_t b, size_t e, const char *from,
                        const char *to, const struct kf_fragment *f, const struct row *rows,
                        int nrow)
{
    const char *t = x->text;
    size_t fl = strlen(from);
    for (size_t i = b; i < e;) {
        if (i > 0 && t[i - 1] == '\n' && i + fl <= e && strncmp(t + i, from, fl) == 0) {
            fputs(to, o);
            i += fl;
            continue;
        }
        size_t past = kf_ctext_skip(t, e, i, false);
        if (past != i) {
            fprintf(o, "%.*s", (int)(past - i), t + i);
            i = past;
            continue;
        }
        if (kf_ctext_is_ident(t[i]) && (i == b || !kf_ctext_is_ident(t[i - 1]))) {
            size_t n = i;
            while (n < e && kf_ctext_is_ident(t[n]))
                n++;
            size_t p = i;
            while (p > b && (t[p - 1] == ' ' || t[p - 1] == '\t'))
                p--;
            bool member = p > b && (t[p - 1] == '.' || (p > b + 1 && t[p - 1] == '>' &&
                                                          t[p - 2] == '-'));
            const char *with = NULL;
            for (int k = 0; k < nrow && !member && !with; k++)
                if (kf_ctext_ident_at(t, e, i, f->vars[rows[k].var].name))
                    with = rows[k].name;
            if (with)
                fputs(with, o);
            else
                fprintf(o, "%.*s", (int)(n - i), t + i);
            i = n;
            continue;
        }
        fputc(t[i++], o);
    }
}

int xf_privatise(struct xf *x)
{
    int fr;
    const struct kf_node *L = xf_loop(x, 0, &fr);
    if (!L)
        return -1;
    if (x->nargs < 2 || x->nargs > 1 + PRIV_MAX)
        return xf_refuse(x, NULL, "privatise takes a loop and 1 to %d arrays", PRIV_MAX);
    const struct kf_fragment *f = x->a->prog->frags[fr];
    const char *it = f->vars[L->iter].name;
    struct kf_tile_header h;
    if (xf_plain_loop(x, fr, L) != 0)
        return -1;
    if (L->step != 1 || !kf_tile_parse_header(x->text, x->len, L, it, &h))
        return xf_refuse(x, L, "%s's header is not `%s = lb; %s < ub; ...` (or <=) with step 1",
                         L->id, it, it);
    if (!x->a->deps[fr])
        return xf_refuse(x, L, "the fragment has no model");
    /* the peel repeats L's bounds after L: they must read what they read
     * in L's last test (an iterator of a loop around L is fixed there) */
    for (int v = 0; v < f->nvar; v++) {
        bool outer = false;
        for (const struct kf_node *A = L->parent; A && !outer; A = A->parent)
            outer = A->iter == v;
        if (!outer && (f->vars[v].written || f->vars[v].kind == KF_VAR_ITER) &&
            kf_xform_bounds_use(L, v))
            return xf_refuse(x, L, "%s's bounds name %s, which the fragment writes: the peel "
                             "could not repeat them", L->id, f->vars[v].name);
    }
    struct row rows[PRIV_MAX];
    int nrow = x->nargs - 1;
    for (int k = 0; k < nrow; k++) {
        struct row *r = &rows[k];
        memset(r, 0, sizeof *r);
        r->var = -1;
        for (int u = 0; u < L->nuse; u++)
            if (strcmp(f->vars[L->use[u]].name, x->arg[k + 1]) == 0)
                r->var = L->use[u];
        if (r->var < 0)
            return xf_refuse(x, L, "%s does not name %s", L->id, x->arg[k + 1]);
        for (int j = 0; j < k; j++)
            if (rows[j].var == r->var)
                return xf_refuse(x, L, "%s is named twice", x->arg[k + 1]);
        if (legal(x, fr, L, r) != 0)
            return -1;
        for (int c = 1;; c++) {
            snprintf(r->name, sizeof r->name, c == 1 ? "%s_priv" : "%s_priv%d", x->arg[k + 1], c);
            bool taken = named(x->text, x->len, r->name);
            for (int w = 0; w < f->nvar && !taken; w++)
                taken = strcmp(f->vars[w].name, r->name) == 0;
            for (int j = 0; j < k && !taken; j++)
                taken = strcmp(rows[j].name, r->name) == 0;
            if (!taken)
                break;
        }
    }
    char ind[128], unit[64], lvl0[256], base[320], deeper[384];
    if (!xf_indent_of(x, L, ind, sizeof ind))
        return xf_refuse(x, L, "%s does not start its line", L->id);
    xf_unit_of(x, L, ind, unit, sizeof unit);
    bool braces = xf_needs_braces(x, f, L);
    snprintf(lvl0, sizeof lvl0, "%s%s", ind, braces ? unit : "");
    snprintf(base, sizeof base, "%s", lvl0);
    snprintf(deeper, sizeof deeper, "%s%s", base, unit);
    const char *t = x->text;
    size_t hb = L->header.begin.offset, he = kf_xform_header_end(t, x->len, L);
    size_t bb = L->body.begin.offset, be = xf_node_end(x, L);
    if (he <= hb || he > bb || bb >= be)
        return xf_refuse(x, L, "%s's text is not one header and one body", L->id);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return xf_refuse(x, NULL, "out of memory");
    if (braces)
        fprintf(o, "{\n%s", lvl0);
    /* for (i = lb; i < ub - 1; i++) { T v_priv[E]; BODY(v_priv) } */
    fprintf(o, "%.*s", (int)(h.ub_b - hb), t + hb);
    xf_put_bound(o, x, h.ub_b, h.ub_e);
    fprintf(o, " - 1%.*s {", (int)(he - h.ub_e), t + h.ub_e);
    for (int k = 0; k < nrow; k++) {
        const struct kf_var *v = &f->vars[rows[k].var];
        fprintf(o, "\n%s%s %s", deeper, v->elem_type ? v->elem_type : v->type, rows[k].name);
        for (int d = 0; d < v->ndims; d++)
            fprintf(o, "[%s]", rows[k].ext[d]);
        fputc(';', o);
    }
    size_t ls;
    if (t[bb] == '{') {
        put_renamed(o, x, bb + 1, be, ind, base, f, rows, nrow);
    } else {
        if (kf_ctext_indent(t, bb, &ls) >= 0) {
            fputc('\n', o);
            put_renamed(o, x, ls, be, ind, base, f, rows, nrow);
        } else {
            fprintf(o, "\n%s", deeper);
            put_renamed(o, x, bb, be, ind, base, f, rows, nrow);
        }
        fprintf(o, "\n%s}", base);
    }
    /* for (i = max(lb, ub - 1); i < ub; i++) BODY: one iteration, none
     * where L runs none (no if around it, which the plan's interchange and
     * split would refuse), and i ends where L left it */
    const char *last = h.le ? "" : " - 1";
    fprintf(o, "\n%s%.*s(", base, (int)(h.lb_b - hb), t + hb);
    xf_put_bound(o, x, h.lb_b, h.lb_e);
    fputs(" > ", o);
    xf_put_bound(o, x, h.ub_b, h.ub_e);
    fprintf(o, "%s ? ", last);
    xf_put_bound(o, x, h.lb_b, h.lb_e);
    fputs(" : ", o);
    xf_put_bound(o, x, h.ub_b, h.ub_e);
    fprintf(o, "%s)", last);
    xf_put_copy(o, x, h.lb_e, be, ind, base, NULL, NULL);
    if (braces)
        fprintf(o, "\n%s}", ind);
    x->begin = hb;
    x->end = be;
    x->repl = xf_close_stream(o, &buf);
    return 0;
}
