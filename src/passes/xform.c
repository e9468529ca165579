/*
 * xform.c: loop transforms proven legal on the dependences
 * (include/kforge/xform.h).
 *
 * Distribution and interchange, on the model's schedules (model.h):
 *
 *   S in J's body, K:  [.., c, j, p, k, 0, ..]  ->  [.., 3c+1, k, 0, j, 0, ..]
 *   P before K:        [.., c, j, q, ..]        ->  [.., 3c,   j, q, ..]
 *   Q after K:         [.., c, j, q, ..]        ->  [.., 3c+2, j, q, ..]
 *   any other:         position c at J's level  ->  3c
 *
 * (c is J's position in its parent's body, at schedule dimension 2d for J
 * at depth d; scaling it by 3 everywhere keeps every other order).  The
 * transform is legal when every dependence S[x] -> T[y] of the fragment
 * keeps new(x) <lex new(y).
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/flow.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>

#include "passes/xform.h"
#include "support/ctext.h"

/* ---- the shape -------------------------------------------------------- */

/* J's body: plain statements and one loop K whose body is one statement. */
static const struct kf_node *inner_of(const struct kf_node *J, int *kpos)
{
    const struct kf_node *K = NULL;
    if (J->kind != KF_NODE_LOOP)
        return NULL;
    for (int i = 0; i < J->nchild; i++) {
        const struct kf_node *c = J->child[i];
        if (c->kind == KF_NODE_LOOP) {
            if (K)
                return NULL;
            K = c;
            *kpos = i;
        } else if (c->kind != KF_NODE_STMT) {
            return NULL;
        }
    }
    if (!K || K->nchild != 1 || K->child[0]->kind != KF_NODE_STMT)
        return NULL;
    return K;
}

static bool poly_uses(const struct kf_poly *p, int var)
{
    for (int t = 0; p && t < p->nterm; t++)
        for (int k = 0; k < p->term[t].nvar; k++)
            if (p->term[t].vars[k] == var)
                return true;
    return false;
}

long kf_xform_elem_bytes(const char *type)
{
    static const struct {
        const char *name;
        long bytes;
    } sizes[] = {
        {"char", 1},  {"_Bool", 1},  {"bool", 1},       {"short", 2},     {"short int", 2},
        {"int", 4},   {"float", 4},  {"long", 8},       {"long int", 8},  {"long long", 8},
        {"long long int", 8},        {"double", 8},     {"size_t", 8},    {"long double", 16},
        {"int8_t", 1}, {"uint8_t", 1}, {"int16_t", 2},  {"uint16_t", 2},  {"int32_t", 4},
        {"uint32_t", 4}, {"int64_t", 8}, {"uint64_t", 8},
    };
    if (!type)
        return 0;
    /* qualifiers and signedness change no size */
    for (bool again = true; again;) {
        again = false;
        static const char *const skip[] = {"const ", "volatile ", "unsigned ", "signed "};
        for (size_t i = 0; i < sizeof skip / sizeof *skip; i++)
            if (strncmp(type, skip[i], strlen(skip[i])) == 0) {
                type += strlen(skip[i]);
                again = true;
            }
    }
    if (strcmp(type, "unsigned") == 0 || strcmp(type, "signed") == 0)
        return 4;
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
        if (strcmp(type, sizes[i].name) == 0)
            return sizes[i].bytes;
    return 0;
}

bool kf_xform_bounds_use(const struct kf_node *L, int var)
{
    for (int b = 0; b < L->nlb; b++)
        if (!L->lb[b] || poly_uses(L->lb[b], var))
            return true;
    for (int b = 0; b < L->nub; b++)
        if (!L->ub[b] || poly_uses(L->ub[b], var))
            return true;
    return false;
}

/* ---- worth it --------------------------------------------------------- */

/* Does the access step through memory by more than one element when
 * `iter` moves by one?  An iterator in any subscript but the last, or in
 * the last with another factor (k * n) or a coefficient other than +-1. */
static bool large_stride(const struct kf_access *a, int iter)
{
    for (int d = 0; d < a->nsub; d++) {
        const struct kf_poly *p = a->sub[d];
        if (!p || !poly_uses(p, iter))
            continue;
        if (d < a->nsub - 1)
            return true;
        for (int t = 0; t < p->nterm; t++) {
            const struct kf_term *x = &p->term[t];
            bool has = false;
            for (int k = 0; k < x->nvar; k++)
                has |= x->vars[k] == iter;
            if (has && (x->nvar != 1 || (x->coef != 1 && x->coef != -1)))
                return true;
        }
    }
    return false;
}

int kf_xform_strided(const struct kf_stmt *s, int iter)
{
    int n = 0;
    for (int a = 0; a < s->naccess; a++)
        if (s->acc[a].nsub > 0 && !s->acc[a].whole && large_stride(&s->acc[a], iter))
            n++;
    return n;
}

/* Would L's iterator inside `inner` (statements only) pay: fewer strided
 * accesses with L innermost than with inner's own iterator, and every
 * statement writing an element that moves with L (each iteration of L its
 * own)?  Scalars count as moving: the callers refuse them with the
 * reason. */
static bool inner_swap_pays(const struct kf_node *L, const struct kf_node *inner)
{
    int before = 0, after = 0;
    for (int i = 0; i < inner->nchild; i++) {
        const struct kf_node *c = inner->child[i];
        if (c->kind != KF_NODE_STMT)
            return false;
        before += kf_xform_strided(c->stmt, inner->iter);
        after += kf_xform_strided(c->stmt, L->iter);
        for (int a = 0; a < c->stmt->naccess; a++) {
            const struct kf_access *x = &c->stmt->acc[a];
            bool moves = x->nsub == 0; /* a scalar: refused below, with the reason */
            for (int d = 0; d < x->nsub; d++)
                moves |= x->sub[d] && poly_uses(x->sub[d], L->iter);
            if (x->write && !moves)
                return false;
        }
    }
    return after < before;
}

/* Does every location S writes move with `iter`?  Otherwise that loop
 * innermost would carry a reduction (syrk's C[i][j] under k), which gcc
 * does not vectorise without -ffast-math. */
bool kf_xform_writes_move(const struct kf_stmt *s, int iter)
{
    for (int a = 0; a < s->naccess; a++) {
        const struct kf_access *x = &s->acc[a];
        if (!x->write)
            continue;
        bool moves = false;
        for (int d = 0; d < x->nsub; d++)
            moves |= x->sub[d] && poly_uses(x->sub[d], iter);
        if (!moves)
            return false;
    }
    return true;
}

/* ---- legal ------------------------------------------------------------ */

static bool in_subtree(const struct kf_stmt *s, const struct kf_node *L)
{
    for (int k = 0; k < s->depth; k++)
        if (s->loops[k] == L)
            return true;
    return false;
}

/* The map from the old schedule of s to its new one (the table on top). */
static isl_map *reschedule(isl_ctx *ctx, int dims, const struct kf_stmt *s, const struct kf_node *J,
                           const struct kf_node *K, int kpos)
{
    int c = 2 * J->depth;
    char buf[2048];
    size_t n = 0;
    n += (size_t)snprintf(buf + n, sizeof buf - n, "{ [");
    for (int d = 0; d < dims; d++)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%sa%d", d ? ", " : "", d);
    n += (size_t)snprintf(buf + n, sizeof buf - n, "] -> [");
    bool moved = in_subtree(s, K);
    int shift = 0;
    if (in_subtree(s, J) && !moved)
        shift = s->node->ord > kpos ? 2 : 0;
    for (int d = 0; d < dims && n < sizeof buf; d++) {
        const char *sep = d ? ", " : "";
        if (d == c)
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%s3a%d + %d", sep, d, moved ? 1 : shift);
        else if (moved && d == c + 1)
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%sa%d", sep, c + 3);
        else if (moved && d == c + 2)
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%s0", sep);
        else if (moved && d == c + 3)
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%sa%d", sep, c + 1);
        else
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%sa%d", sep, d);
    }
    snprintf(buf + n, sizeof buf - n, "] }");
    return isl_map_read_from_str(ctx, buf);
}

int kf_xform_first_broken(const struct kf_deps *dp, isl_map *const *ns)
{
    int res = dp->ndep;
    for (int s = 0; s < dp->m->nstmt; s++)
        if (!ns[s])
            return -1;
    for (int d = 0; d < dp->ndep && res == dp->ndep; d++) {
        const struct kf_dep *dep = &dp->deps[d];
        isl_map *r = isl_map_copy(dep->rel);
        r = isl_map_apply_domain(r, isl_map_copy(ns[dep->src]));
        r = isl_map_apply_range(r, isl_map_copy(ns[dep->dst]));
        isl_space *sp = r ? isl_space_range(isl_map_get_space(r)) : NULL;
        r = isl_map_intersect(r, isl_map_lex_ge(sp));
        isl_bool empty = isl_map_is_empty(r);
        isl_map_free(r);
        if (empty == isl_bool_error)
            res = -1;
        else if (empty == isl_bool_false)
            res = d;
    }
    return res;
}

/* -1: isl failed; otherwise the index of the first dependence the new
 * schedules break, or dp->ndep when none. */
static int first_broken(const struct kf_deps *dp, const struct kf_node *J, const struct kf_node *K,
                        int kpos)
{
    const struct kf_model *m = dp->m;
    const struct kf_fragment *f = m->f;
    isl_map **ns = calloc((size_t)m->nstmt + 1, sizeof *ns);
    if (!ns)
        return -1;
    for (int s = 0; s < m->nstmt; s++) {
        isl_map *t = reschedule(m->ctx, m->schedule_dims, f->stmts[s], J, K, kpos);
        ns[s] = isl_map_apply_range(isl_map_copy(m->sched[s]), t);
    }
    int res = kf_xform_first_broken(dp, ns);
    for (int s = 0; s < m->nstmt; s++)
        isl_map_free(ns[s]);
    free(ns);
    return res;
}

/* ---- exact ------------------------------------------------------------ */

static bool constant(const struct kf_poly *p, long *v)
{
    if (!p || p->nterm > 1 || (p->nterm == 1 && p->term[0].nvar > 0))
        return false;
    *v = p->nterm ? p->term[0].coef : 0;
    return true;
}

/* Constant bounds with at least one iteration. */
static bool runs_once(const struct kf_node *L)
{
    if (L->nlb != 1 || L->nub != 1)
        return false;
    long lb, ub;
    if (!constant(L->lb[0], &lb) || !constant(L->ub[0], &ub))
        return false;
    return L->step > 0 ? lb <= ub : lb >= ub;
}

static bool header_declared(const struct kf_fragment *f, const struct kf_node *L)
{
    const struct kf_var *v = &f->vars[L->iter];
    return v->decl.offset >= L->header.begin.offset && v->decl.offset < L->header.end.offset;
}

int kf_xform_interchange_check(const struct kf_fragment *f, const struct kf_deps *dp,
                               const struct kf_node *J, const bool *dead, char *why,
                               size_t nwhy)
{
    int kpos = -1;
    const struct kf_node *K = inner_of(J, &kpos);
    if (!K)
        return KF_XFORM_NO;
    const struct kf_stmt *S = K->child[0]->stmt;
    if (kf_xform_strided(S, K->iter) <= kf_xform_strided(S, J->iter) ||
        !kf_xform_writes_move(S, J->iter))
        return KF_XFORM_NO;
    if (!J->parent) {
        snprintf(why, nwhy, "%s and %s not interchanged: %s is not inside a loop", J->id, K->id,
                 J->id);
        return KF_XFORM_REFUSED;
    }
    bool under_if = true;
    for (int i = 0; i < J->parent->nchild; i++)
        under_if &= J->parent->child[i] != J;
    if (under_if || J->early_exit || K->early_exit || kf_xform_bounds_use(J, K->iter) ||
        kf_xform_bounds_use(K, J->iter)) {
        snprintf(why, nwhy,
                 "%s and %s not interchanged: under an if, an early exit, or bounds that are "
                 "not independent of each other",
                 J->id, K->id);
        return KF_XFORM_REFUSED;
    }
    for (int i = 0; i < J->nchild; i++)
        if (J->child[i]->kind == KF_NODE_STMT && (J->child[i]->stmt->kind != KF_STMT_EXPR ||
                                                  J->child[i]->stmt->nif > 0)) {
            snprintf(why, nwhy, "%s and %s not interchanged: S%d is not a plain expression statement",
                     J->id, K->id, J->child[i]->stmt->id);
            return KF_XFORM_REFUSED;
        }
    if (S->kind != KF_STMT_EXPR || S->nif > 0) {
        snprintf(why, nwhy, "%s and %s not interchanged: S%d is not a plain expression statement",
                 J->id, K->id, S->id);
        return KF_XFORM_REFUSED;
    }
    const struct kf_node *loops[2] = {J, K};
    for (int i = 0; i < 2; i++)
        if (!header_declared(f, loops[i]) && !runs_once(loops[i]) &&
            !(dead && dead[loops[i]->iter])) {
            snprintf(why, nwhy,
                     "%s and %s not interchanged: %s is declared outside its loop and %s may not "
                     "run, so its final value could change",
                     J->id, K->id, f->vars[loops[i]->iter].name, loops[i]->id);
            return KF_XFORM_REFUSED;
        }
    int d = first_broken(dp, J, K, kpos);
    if (d < 0) {
        snprintf(why, nwhy, "%s and %s not interchanged: isl failed", J->id, K->id);
        return KF_XFORM_REFUSED;
    }
    if (d < dp->ndep) {
        const struct kf_dep *dep = &dp->deps[d];
        snprintf(why, nwhy,
                 "%s and %s not interchanged: it would reverse the %s dependence on %s from S%d "
                 "to S%d",
                 J->id, K->id, kf_dep_kind_name(dep->kind), f->vars[dep->var].name,
                 f->stmts[dep->src]->id, f->stmts[dep->dst]->id);
        return KF_XFORM_REFUSED;
    }
    snprintf(why, nwhy, "%s distributed and interchanged with %s: fewer strided accesses in S%d "
             "with %s innermost",
             J->id, K->id, S->id, f->vars[J->iter].name);
    return KF_XFORM_YES;
}

/* ---- the text --------------------------------------------------------- */

/* Just past the ')' that closes a loop's header (its range ends with the
 * increment). */
size_t kf_xform_header_end(const char *text, size_t len, const struct kf_node *L)
{
    size_t e = L->header.end.offset;
    while (e < len && e < L->body.begin.offset && text[e] != ')')
        e++;
    return e < len && text[e] == ')' ? e + 1 : L->header.end.offset;
}

/* One statement with its first line at `ind` (the others as written). */
static void put_stmt(FILE *o, const char *text, const struct kf_node *s, const char *ind)
{
    fprintf(o, "%s%.*s;\n", ind, (int)(s->range.end.offset - s->range.begin.offset),
            text + s->range.begin.offset);
}

static void put_header(FILE *o, const char *text, size_t len, const struct kf_node *L,
                       const char *ind, const char *after)
{
    size_t e = kf_xform_header_end(text, len, L);
    fprintf(o, "%s%.*s%s\n", ind, (int)(e - L->header.begin.offset), text + L->header.begin.offset,
            after);
}

static void put_loop_of(FILE *o, const char *text, size_t len, const struct kf_node *J, int from,
                        int to, const char *ind, const char *unit)
{
    int n = to - from;
    if (n <= 0)
        return;
    put_header(o, text, len, J, ind, n > 1 ? " {" : "");
    char in[256];
    snprintf(in, sizeof in, "%s%s", ind, unit);
    for (int i = from; i < to; i++)
        put_stmt(o, text, J->child[i], in);
    if (n > 1)
        fprintf(o, "%s}\n", ind);
}

char *kf_xform_interchange_text(const char *text, size_t len, const struct kf_node *J,
                                const char *inner, size_t *begin, size_t *end)
{
    int kpos = -1;
    const struct kf_node *K = inner_of(J, &kpos);
    if (!K)
        return NULL;
    *begin = kf_ctext_line_start(text, J->header.begin.offset);
    *end = J->range.end.offset;
    for (size_t i = *begin; i < J->header.begin.offset; i++)
        if (text[i] != ' ' && text[i] != '\t')
            return NULL; /* J does not start its line */
    size_t e = *end;
    while (e < len && (text[e] == ' ' || text[e] == '\t'))
        e++;
    if (e < len && text[e] == ';')
        *end = e + 1;
    char ind[128], unit[64] = "\t";
    snprintf(ind, sizeof ind, "%.*s", (int)(J->header.begin.offset - *begin), text + *begin);
    size_t kl = kf_ctext_line_start(text, K->header.begin.offset);
    size_t kind = K->header.begin.offset - kl;
    if (kind > strlen(ind) && strncmp(text + kl, ind, strlen(ind)) == 0)
        snprintf(unit, sizeof unit, "%.*s", (int)(kind - strlen(ind)), text + kl + strlen(ind));

    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return NULL;
    put_loop_of(o, text, len, J, 0, kpos, ind, unit);
    char in1[256], in2[384];
    snprintf(in1, sizeof in1, "%s%s", ind, unit);
    snprintf(in2, sizeof in2, "%s%s", in1, unit);
    put_header(o, text, len, K, ind, "");
    if (inner)
        fprintf(o, "%s%s\n", in1, inner);
    put_header(o, text, len, J, in1, "");
    put_stmt(o, text, K->child[0], in2);
    put_loop_of(o, text, len, J, kpos + 1, J->nchild, ind, unit);
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    if (blen > 0 && buf[blen - 1] == '\n')
        buf[blen - 1] = '\0'; /* the file's own newline follows */
    return buf;
}

/* ---- sinking a parallel loop ------------------------------------------ */

static bool affine_bounds(const struct kf_node *L)
{
    if (L->nlb == 0 || L->nub == 0)
        return false;
    for (int b = 0; b < L->nlb; b++)
        if (!L->lb[b] || !kf_poly_is_affine(L->lb[b]))
            return false;
    for (int b = 0; b < L->nub; b++)
        if (!L->ub[b] || !kf_poly_is_affine(L->ub[b]))
            return false;
    return true;
}

/* The first array L's verdict privatises (deps.c: a scratch array each
 * iteration writes before it reads), or NULL.  Sinking or splitting L
 * keeps one array for all threads: their iterations would then share it,
 * so such a loop is neither (the plain parallel for gives each thread its
 * copy, or stays sequential where the array is read after it). */
static const struct kf_var *private_array(const struct kf_fragment *f,
                                          const struct kf_loop_info *li)
{
    for (int k = 0; k < li->nprivate; k++)
        if (f->vars[li->privates[k]].kind == KF_VAR_ARRAY)
            return &f->vars[li->privates[k]];
    return NULL;
}

int kf_xform_sink_check(const struct kf_fragment *f, const struct kf_deps *dp,
                        const struct kf_node *L, char *why, size_t nwhy)
{
    const struct kf_loop_info *li = kf_deps_loop(dp, L);
    if (!li || li->verdict != KF_PARALLEL || L->nchild != 1 || L->child[0]->kind != KF_NODE_LOOP)
        return KF_XFORM_NO;
    const struct kf_node *J = L->child[0];
    if (!inner_swap_pays(L, J))
        return KF_XFORM_NO;
    const struct kf_var *pa = private_array(f, li);
    if (pa) {
        snprintf(why, nwhy, "%s not moved inside %s: each iteration of %s has its own %s, which "
                 "the threads would share", L->id, J->id, L->id, pa->name);
        return KF_XFORM_REFUSED;
    }
    for (int i = 0; i < J->nchild; i++) {
        const struct kf_stmt *s = J->child[i]->stmt;
        if (s->kind != KF_STMT_EXPR || s->nif > 0) {
            snprintf(why, nwhy, "%s not moved inside %s: S%d is not a plain expression statement",
                     L->id, J->id, s->id);
            return KF_XFORM_REFUSED;
        }
        for (int a = 0; a < s->naccess; a++)
            if (s->acc[a].write && s->acc[a].nsub == 0) {
                snprintf(why, nwhy, "%s not moved inside %s: S%d writes the scalar %s", L->id,
                         J->id, s->id, f->vars[s->acc[a].var].name);
                return KF_XFORM_REFUSED;
            }
    }
    if (L->early_exit || J->early_exit || !affine_bounds(L) || !affine_bounds(J) ||
        kf_xform_bounds_use(J, L->iter)) {
        snprintf(why, nwhy,
                 "%s not moved inside %s: an early exit, bounds not affine, or %s's bounds use %s",
                 L->id, J->id, J->id, f->vars[L->iter].name);
        return KF_XFORM_REFUSED;
    }
    snprintf(why, nwhy, "%s moved inside %s (omp for nowait, schedule(static)): fewer strided "
             "accesses with %s innermost", L->id, J->id, f->vars[L->iter].name);
    return KF_XFORM_YES;
}

/* ---- scalar accumulators ---------------------------------------------- */

/* Identifiers `name` in text[from, to), comments and literals skipped. */
static int count_ident(const char *text, size_t from, size_t to, const char *name)
{
    int n = 0;
    for (size_t i = from; i < to; i++) {
        char c = text[i];
        size_t past = kf_ctext_skip(text, to, i, false);
        if (past != i) {
            i = past - 1;
        } else if (kf_ctext_ident_at(text, to, i, name) &&
                   (i == from || !kf_ctext_is_ident(text[i - 1]))) {
            n++;
            i += strlen(name) - 1;
        } else if (kf_ctext_is_ident(c)) {
            while (i + 1 < to && kf_ctext_is_ident(text[i + 1]))
                i++;
        }
    }
    return n;
}

static size_t skip_space(const char *text, size_t len, size_t i)
{
    while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
        i++;
    return i;
}

static bool range_is(const char *text, struct kf_range r, const char *name)
{
    size_t n = strlen(name);
    return r.end.offset - r.begin.offset == n && strncmp(text + r.begin.offset, name, n) == 0;
}

static bool stmt_uses(const struct kf_stmt *s, int var)
{
    for (int a = 0; a < s->naccess; a++)
        if (s->acc[a].var == var)
            return true;
    return false;
}

static const struct kf_access *stmt_access(const struct kf_stmt *s, int var, bool write)
{
    for (int a = 0; a < s->naccess; a++)
        if (s->acc[a].var == var && s->acc[a].write == write)
            return &s->acc[a];
    return NULL;
}

/* Storage no other array of the fragment can overlap (the front end's
 * alias rule): a declared array, an array parameter, a restrict pointer,
 * or a pointer set once from malloc. */
static bool own_storage(const struct kf_var *v)
{
    return v->base == KF_BASE_LOCAL_ARRAY || v->base == KF_BASE_GLOBAL_ARRAY ||
           v->base == KF_BASE_ARRAY_PARAM || v->is_restrict || v->unique_alloc;
}

/* `T s = init` alone in its declaration: the offset of its '=' (0: no). */
static size_t decl_eq(const char *text, size_t len, const struct kf_stmt *init, const char *name)
{
    size_t b = init->range.begin.offset, e = init->range.end.offset, eq = 0;
    for (size_t i = b; i < e && !eq; i++)
        if (text[i] == '=')
            eq = i;
    if (!eq || eq + 1 >= e || text[eq + 1] == '=')
        return 0;
    size_t n = strlen(name), t = eq;
    while (t > b && (text[t - 1] == ' ' || text[t - 1] == '\t'))
        t--;
    if (t < b + n || !kf_ctext_ident_at(text, len, t - n, name))
        return 0;
    size_t semi = skip_space(text, len, e);
    return semi < len && text[semi] == ';' ? eq : 0;
}

/* The store `X[..] = s` as written, with its ';' (*f false), or `X[..] =
 * f(s)`, an expression that names s once (*f true; ludcmp's `A[i][j] =
 * w / A[j][j]`). */
static bool plain_store(const char *text, size_t len, const struct kf_stmt *st,
                        const struct kf_access *elem, const char *name, bool *f)
{
    *f = false;
    if (elem->range.begin.offset != st->range.begin.offset)
        return false;
    size_t i = skip_space(text, len, elem->range.end.offset);
    if (i >= len || text[i] != '=' || (i + 1 < len && text[i + 1] == '='))
        return false;
    i = skip_space(text, len, i + 1);
    size_t semi = skip_space(text, len, st->range.end.offset);
    if (semi >= len || text[semi] != ';')
        return false;
    if (kf_ctext_ident_at(text, len, i, name)) {
        size_t r = skip_space(text, len, i + strlen(name));
        if (r == st->range.end.offset || r == semi)
            return true;
    }
    *f = true; /* accum_f_refused counts the mentions of s */
    return true;
}

/* Math functions of the C library that have no side effect on the
 * program's data (errno aside, which no fragment reads). */
static bool pure_call(const char *text, size_t b, size_t e)
{
    static const char *const pure[] = {"sqrt", "sqrtf", "fabs", "fabsf", "exp", "expf",
                                       "log", "logf", "pow", "powf", "sin", "sinf",
                                       "cos", "cosf", "fmax", "fmin", "fmaxf", "fminf"};
    for (size_t k = 0; k < sizeof pure / sizeof *pure; k++)
        if (e - b == strlen(pure[k]) && strncmp(text + b, pure[k], e - b) == 0)
            return true;
    return false;
}

/* The first call in [b, e) to a function pure_call does not know (its
 * name's length into *n), or NULL. */
static const char *impure_call(const char *text, size_t b, size_t e, int *n)
{
    for (size_t i = b; i < e; i++) {
        if (!(isalpha((unsigned char)text[i]) || text[i] == '_') ||
            (i > b && (isalnum((unsigned char)text[i - 1]) || text[i - 1] == '_')))
            continue;
        size_t j = i;
        while (j < e && (isalnum((unsigned char)text[j]) || text[j] == '_'))
            j++;
        size_t k = j;
        while (k < e && (text[k] == ' ' || text[k] == '\t'))
            k++;
        if (k < e && text[k] == '(' && !pure_call(text, i, j)) {
            *n = (int)(j - i);
            return text + i;
        }
        i = j;
    }
    return NULL;
}

static bool in_range(size_t at, const struct kf_node *n)
{
    return at >= n->range.begin.offset && at < n->range.end.offset;
}

static int accum_refused(char *why, size_t nwhy, const char *s, const char *elem, const char *fmt,
                         ...) __attribute__((format(printf, 5, 6)));
static int accum_refused(char *why, size_t nwhy, const char *s, const char *elem, const char *fmt,
                         ...)
{
    int n = snprintf(why, nwhy, "%s not accumulated in %s: ", s, elem);
    if (n >= 0 && (size_t)n < nwhy) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why + n, nwhy - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return KF_XFORM_REFUSED;
}

/* The shape alone: J's body holds statements and one loop K around one
 * `s += e`; the first statement of the body naming s before K writes it
 * (init), the first after K (store) writes one array element and reads s. */
static bool accum_shape(const struct kf_node *J, struct kf_xform_accum *x)
{
    int kpos = -1;
    const struct kf_node *K = inner_of(J, &kpos);
    if (!K)
        return false;
    const struct kf_stmt *acc = K->child[0]->stmt;
    if (acc->kind != KF_STMT_EXPR || acc->red_op != KF_RED_ADD || acc->red_write < 0 ||
        acc->acc[acc->red_write].nsub != 0)
        return false;
    int s = acc->acc[acc->red_write].var;
    const struct kf_stmt *init = NULL, *store = NULL;
    for (int i = 0; i < kpos && !init; i++)
        if (stmt_uses(J->child[i]->stmt, s))
            init = J->child[i]->stmt;
    for (int i = kpos + 1; i < J->nchild && !store; i++)
        if (stmt_uses(J->child[i]->stmt, s))
            store = J->child[i]->stmt;
    if (!init || !store || !stmt_access(init, s, true) || !stmt_access(store, s, false))
        return false;
    const struct kf_access *elem = NULL;
    for (int a = 0; a < store->naccess; a++)
        if (store->acc[a].write) {
            if (elem)
                return false;
            elem = &store->acc[a];
        }
    if (!elem || elem->nsub == 0)
        return false;
    *x = (struct kf_xform_accum){J, K, init, acc, store, s, elem->var, elem, false, false, false};
    return true;
}

/* isl's flow question for var: the reads of the statements `reads` takes
 * as sinks, the writes of those `writes` takes as sources (a must-source
 * where it surely writes, deps.c's rule; under an if isl cannot read, or a
 * whole-array write, a may-source, which covers no read), each access on
 * its statement's domain, with the schedules of the statements that touch
 * var.  skip(st, arg): 1 leaves st's reads out, 2 its writes, 3 both. */
static isl_union_access_info *var_question(const struct kf_model *m, int var,
                                           int (*skip)(const struct kf_stmt *, const void *),
                                           const void *arg)
{
    const struct kf_fragment *f = m->f;
    isl_space *sp = isl_space_params_alloc(m->ctx, 0);
    isl_union_map *sink = isl_union_map_empty(isl_space_copy(sp));
    isl_union_map *must = isl_union_map_empty(isl_space_copy(sp));
    isl_union_map *may = isl_union_map_empty(isl_space_copy(sp));
    isl_union_map *sched = isl_union_map_empty(sp);
    for (int i = 0; i < f->nstmt; i++) {
        const struct kf_stmt *st = f->stmts[i];
        int off = skip(st, arg);
        bool any = false;
        for (int a = 0; a < st->naccess && off != 3; a++) {
            const struct kf_access *x = &st->acc[a];
            if (x->var != var || !m->acc[i][a] || (off & (x->write ? 2 : 1)))
                continue;
            isl_map *am = isl_map_intersect_domain(isl_map_copy(m->acc[i][a]),
                                                   isl_set_copy(m->domain[i]));
            if (!x->write)
                sink = isl_union_map_add_map(sink, am);
            else if ((x->may && !x->joint) || x->whole)
                may = isl_union_map_add_map(may, am);
            else
                must = isl_union_map_add_map(must, am);
            any = true;
        }
        if (any)
            sched = isl_union_map_add_map(sched, isl_map_copy(m->sched[i]));
    }
    isl_union_access_info *ai = isl_union_access_info_from_sink(sink);
    ai = isl_union_access_info_set_must_source(ai, must);
    ai = isl_union_access_info_set_may_source(ai, may);
    return isl_union_access_info_set_schedule_map(ai, sched);
}

/* var_question's filter for accum_flow_apart: J's three statements' reads out */
static int skip_own_reads(const struct kf_stmt *st, const void *arg)
{
    const struct kf_xform_accum *c = arg;
    return st == c->init || st == c->acc || st == c->store ? 1 : 0;
}

/* Is every value of s that a statement outside J reads written outside
 * J's initialisation and K's statement?  isl's value flow of s over the
 * whole fragment: the reads of the other statements as sinks, every write
 * as a source, a must-source where it surely writes (deps.c's rule), so
 * that the last write before a read is the one that reaches it.  1 yes,
 * 0 no (*sink: the statement that reads one), -1 isl failed. */
static int accum_flow_apart(const struct kf_model *m, const struct kf_xform_accum *c,
                            const struct kf_stmt **sink)
{
    const struct kf_fragment *f = m->f;
    isl_union_access_info *ai = var_question(m, c->var, skip_own_reads, c);
    isl_union_flow *fl = isl_union_access_info_compute_flow(ai);
    isl_union_map *dep = isl_union_flow_get_may_dependence(fl);
    isl_union_flow_free(fl);
    isl_map_list *list = dep ? isl_union_map_get_map_list(dep) : NULL;
    int n = list ? isl_map_list_n_map(list) : -1, ok = n < 0 ? -1 : 1;
    for (int i = 0; i < n && ok == 1; i++) {
        isl_map *d = isl_map_list_get_map(list, i);
        const char *sn = isl_map_get_tuple_name(d, isl_dim_in);
        const char *tn = isl_map_get_tuple_name(d, isl_dim_out);
        int from = sn ? atoi(sn + 1) - 1 : -1, to = tn ? atoi(tn + 1) - 1 : -1;
        isl_bool empty = isl_map_is_empty(d);
        isl_map_free(d);
        if (from < 0 || from >= f->nstmt || to < 0 || to >= f->nstmt || empty == isl_bool_error)
            ok = -1;
        else if (empty == isl_bool_false && (f->stmts[from] == c->init || f->stmts[from] == c->acc)) {
            *sink = f->stmts[to];
            ok = 0;
        }
    }
    isl_map_list_free(list);
    isl_union_map_free(dep);
    return ok;
}

/* Does K's read a of X never touch the store's element?  For each
 * iteration of the loops around the store (J's included), the elements
 * read at every iteration of K, against the one stored: isl, on m's
 * domains and accesses (ludcmp: w -= A[i][k] * A[k][j] with k < i <= j
 * never reads A[i][j]).  1 yes, 0 no, -1 isl failed. */
static int accum_reads_apart(const struct kf_model *m, const struct kf_xform_accum *c, int a)
{
    const struct kf_fragment *f = m->f;
    int si = -1, ai = -1, ei = -1;
    for (int i = 0; i < f->nstmt; i++) {
        if (f->stmts[i] == c->acc)
            ai = i;
        if (f->stmts[i] == c->store)
            si = i;
    }
    for (int b = 0; si >= 0 && b < c->store->naccess; b++)
        if (&c->store->acc[b] == c->elem)
            ei = b;
    if (si < 0 || ai < 0 || ei < 0 || !m->acc[ai][a] || !m->acc[si][ei])
        return -1;
    isl_set *dom = isl_set_copy(m->domain[ai]);
    isl_size n = isl_set_dim(dom, isl_dim_set);
    int keep = c->store->depth; /* the store's loops: the first of K's statement's */
    if (n < 0 || keep > n) {
        isl_set_free(dom);
        return -1;
    }
    /* S_acc[.., k] -> S_store[..], then -> X[the stored element] */
    isl_map *to = isl_set_identity(isl_set_copy(dom));
    to = isl_map_project_out(to, isl_dim_out, (unsigned)keep, (unsigned)(n - keep));
    to = isl_map_set_tuple_name(to, isl_dim_out, isl_map_get_tuple_name(m->acc[si][ei], isl_dim_in));
    isl_map *stored = isl_map_apply_range(to, isl_map_copy(m->acc[si][ei]));
    isl_map *read = isl_map_intersect_domain(isl_map_copy(m->acc[ai][a]), dom);
    isl_map *hit = isl_map_intersect(read, stored);
    isl_bool empty = isl_map_is_empty(hit);
    isl_map_free(hit);
    return empty == isl_bool_error ? -1 : empty == isl_bool_true;
}

/* Does the store's read a of X never touch the element it stores?  Per
 * instance of the store, the element read against the one written (isl,
 * on m's domain and accesses: ludcmp's `A[i][j] = w / A[j][j]` with
 * j < i).  After the rewrite X[..] holds the partial sums until the store,
 * so f must read no other value of it than the one s stood for.  1 yes,
 * 0 no, -1 isl failed. */
static int accum_store_apart(const struct kf_model *m, const struct kf_xform_accum *c, int a)
{
    const struct kf_fragment *f = m->f;
    int si = -1, ei = -1;
    for (int i = 0; i < f->nstmt; i++)
        if (f->stmts[i] == c->store)
            si = i;
    for (int b = 0; si >= 0 && b < c->store->naccess; b++)
        if (&c->store->acc[b] == c->elem)
            ei = b;
    if (si < 0 || ei < 0 || !m->acc[si][a] || !m->acc[si][ei])
        return -1;
    isl_map *read = isl_map_intersect_domain(isl_map_copy(m->acc[si][a]),
                                             isl_set_copy(m->domain[si]));
    isl_map *hit = isl_map_intersect(read, isl_map_copy(m->acc[si][ei]));
    isl_bool empty = isl_map_is_empty(hit);
    isl_map_free(hit);
    return empty == isl_bool_error ? -1 : empty == isl_bool_true;
}

/* The store `X[..] = f(s)`: what else f reads keeps its value when X[..]
 * accumulates in place of s.  The store stays where it was, so only X[..]
 * changes meaning between the initialisation and the store: f reads no
 * other value of X there (isl, accum_store_apart), nothing between them
 * writes what f reads (by name: K's statement writes s alone), f reads
 * through no pointer that may overlap X, and f calls nothing that could
 * (the C library's math functions only).  NULL, or the reason into buf. */
static const char *accum_f_refused(const struct kf_fragment *f, const struct kf_model *m,
                                   const char *text, const struct kf_xform_accum *c,
                                   char *buf, size_t nbuf)
{
    const struct kf_stmt *st = c->store;
    const struct kf_var *X = &f->vars[c->array];
    int n = 0, reads = 0;
    const char *call = impure_call(text, c->elem->range.end.offset, st->range.end.offset, &n);
    if (call) {
        snprintf(buf, nbuf, "its store S%d calls %.*s, which kforge does not show to be free of side "
                 "effects", st->id,
                 n, call);
        return buf;
    }
    for (int a = 0; a < st->naccess; a++) {
        const struct kf_access *y = &st->acc[a];
        const struct kf_var *v = &f->vars[y->var];
        if (y->write)
            continue;
        if (y->var == c->var) {
            reads++;
            continue;
        }
        if (y->var == c->array) {
            int apart = m ? accum_store_apart(m, c, a) : -1;
            if (apart != 1) {
                snprintf(buf, nbuf, "its store S%d reads %s, and isl %s that it never reads the "
                         "stored element", st->id, X->name, apart == 0 ? "finds" : "does not show");
                if (apart == 0)
                    snprintf(buf, nbuf, "its store S%d reads the stored element of %s, which "
                             "would hold the partial sum", st->id, X->name);
                return buf;
            }
            continue;
        }
        if (v->kind == KF_VAR_ARRAY && !X->is_restrict && !own_storage(v)) {
            snprintf(buf, nbuf, "its store S%d reads %s, a pointer that may overlap %s (declare "
                     "it restrict)", st->id, v->name, X->name);
            return buf;
        }
        for (int i = c->init->node->ord + 1; i < st->node->ord; i++) {
            const struct kf_node *b = c->J->child[i];
            const struct kf_stmt *t = b->kind == KF_NODE_LOOP ? c->acc : b->stmt;
            const struct kf_access *w = stmt_access(t, y->var, true);
            if (w) {
                snprintf(buf, nbuf, "its store S%d reads %s, which S%d (line %u) writes before "
                         "it", st->id, v->name, t->id, t->range.begin.line);
                return buf;
            }
        }
    }
    const char *sn = f->vars[c->var].name;
    int named = count_ident(text, c->elem->range.end.offset, st->range.end.offset, sn);
    const struct kf_access *w = stmt_access(st, c->var, false);
    if (reads != 1 || named != 1 || !w || !range_is(text, w->range, sn)) {
        snprintf(buf, nbuf, "its store S%d names %s %d times (once only: X[..] = f(%s))", st->id,
                 sn, named, sn);
        return buf;
    }
    return NULL;
}

int kf_xform_accum_check(const struct kf_fragment *f, const struct kf_model *m, const char *text,
                         size_t len, const struct kf_node *J, struct kf_xform_accum *x, char *why,
                         size_t nwhy)
{
    struct kf_xform_accum c;
    memset(x, 0, sizeof *x);
    if (J->kind != KF_NODE_LOOP || !accum_shape(J, &c))
        return KF_XFORM_NO;
    const struct kf_node *K = c.K;
    /* worth it: what kf_xform_interchange_check will ask after the rewrite */
    bool moves = false;
    for (int d = 0; d < c.elem->nsub; d++)
        moves |= c.elem->sub[d] && poly_uses(c.elem->sub[d], J->iter);
    int under_k = kf_xform_strided(c.acc, K->iter);
    int under_j = kf_xform_strided(c.acc, J->iter) + (large_stride(c.elem, J->iter) ? 1 : 0);
    if (under_k <= under_j || !moves)
        return KF_XFORM_NO;

    const struct kf_var *s = &f->vars[c.var], *X = &f->vars[c.array];
    char elem[256];
    snprintf(elem, sizeof elem, "%.*s",
             (int)(c.elem->range.end.offset - c.elem->range.begin.offset),
             text + c.elem->range.begin.offset);
    const char *sn = s->name;
    if (J->nblock > 0 || K->nblock > 0)
        return accum_refused(why, nwhy, sn, elem, "%s", (K->nblock ? K : J)->block[0].msg);
    if (J->early_exit || K->early_exit)
        return accum_refused(why, nwhy, sn, elem, "%s may stop early", J->early_exit ? J->id : K->id);
    if (s->kind != KF_VAR_SCALAR || s->address_taken)
        return accum_refused(why, nwhy, sn, elem, "the address of %s is taken", sn);
    if (s->decl.offset < len && kf_ctext_ident_at(text, len, s->decl.offset, "static"))
        return accum_refused(why, nwhy, sn, elem, "%s is static: its value outlives the call", sn);
    if (!s->elem_type || !X->elem_type || strcmp(s->elem_type, X->elem_type) != 0)
        return accum_refused(why, nwhy, sn, elem,
                             "%s is %s and the elements of %s are %s: summed there, the "
                             "additions would round differently",
                             sn, s->elem_type ? s->elem_type : "?", X->name,
                             X->elem_type ? X->elem_type : "?");
    /* s dead outside the three statements: J names it nowhere else, and
     * what the fragment's other statements read of it is never what J
     * wrote (ludcmp's w, one name for the sums of five nests, each set
     * before it is read) */
    const struct kf_stmt *other = NULL;
    for (int i = 0; i < f->nstmt; i++) {
        const struct kf_stmt *t = f->stmts[i];
        if (t == c.init || t == c.acc || t == c.store || !stmt_uses(t, c.var))
            continue;
        if (t->node->parent == J && t->node->ord > c.store->node->ord)
            return accum_refused(why, nwhy, sn, elem, "%s is read after its store, by S%d (line %u)",
                                 sn, t->id, t->range.begin.line);
        if (in_subtree(t, J) || !m)
            return accum_refused(why, nwhy, sn, elem, "S%d (line %u) also names %s", t->id,
                                 t->range.begin.line, sn);
        other = other ? other : t;
    }
    if (other) {
        const struct kf_stmt *sink = NULL;
        int apart = accum_flow_apart(m, &c, &sink);
        if (apart == 0)
            return accum_refused(why, nwhy, sn, elem, "S%d (line %u) reads a value of %s that %s writes",
                                 sink->id, sink->range.begin.line, sn, J->id);
        if (apart < 0)
            return accum_refused(why, nwhy, sn, elem, "S%d (line %u) also names %s, and isl's value "
                                 "flow failed", other->id, other->range.begin.line, sn);
        c.shared = true;
    }
    if (stmt_access(c.init, c.var, false))
        return accum_refused(why, nwhy, sn, elem, "its initialisation S%d reads it", c.init->id);
    /* one element, the same at the initialisation, in K and at the store */
    for (int d = 0; d < c.elem->nsub; d++) {
        const struct kf_poly *p = c.elem->sub[d];
        bool ok = p && !c.elem->whole && !c.elem->may;
        for (int t = 0; ok && t < p->nterm; t++)
            for (int v = 0; v < p->term[t].nvar; v++) {
                int var = p->term[t].vars[v];
                bool around = f->vars[var].kind == KF_VAR_PARAM;
                for (int l = 0; l < c.store->depth; l++)
                    around |= c.store->loops[l]->iter == var;
                ok &= around && var != K->iter;
            }
        if (!ok)
            return accum_refused(why, nwhy, sn, elem,
                                 "its subscripts are not affine in the loops around %s", J->id);
    }
    for (int v = 0; v < f->nvar; v++)
        if (f->vars[v].decl.offset >= J->body.begin.offset && in_range(f->vars[v].decl.offset, J) &&
            v != c.var && count_ident(elem, 0, strlen(elem), f->vars[v].name) > 0)
            return accum_refused(why, nwhy, sn, elem, "%s is declared again inside %s",
                                 f->vars[v].name, J->id);
    if (in_range(X->decl.offset, J))
        return accum_refused(why, nwhy, sn, elem, "%s is declared inside %s", X->name, J->id);
    /* X untouched from the initialisation to the store, also through pointers */
    if (!own_storage(X))
        return accum_refused(why, nwhy, sn, elem,
                             "%s is a pointer that may overlap other arrays (declare it restrict)",
                             X->name);
    for (int i = c.init->node->ord + 1; i < c.store->node->ord; i++) {
        const struct kf_node *n = J->child[i];
        const struct kf_stmt *t = n->kind == KF_NODE_LOOP ? c.acc : n->stmt;
        for (int a = 0; a < t->naccess; a++) {
            const struct kf_var *v = &f->vars[t->acc[a].var];
            if (v == X && t == c.acc && t->acc[a].write)
                return accum_refused(why, nwhy, sn, elem, "%s is written in %s (S%d)", X->name,
                                     K->id, t->id);
            if (v == X && t == c.acc) {
                if (m && accum_reads_apart(m, &c, a) == 1)
                    continue;
                return accum_refused(why, nwhy, sn, elem, "%s is read in %s (S%d)%s", X->name,
                                     K->id, t->id, m ? ", and isl does not show that it never "
                                                       "reads the stored element" : "");
            }
            if (v == X)
                return accum_refused(why, nwhy, sn, elem,
                                     "S%d (line %u) names %s between the initialisation and "
                                     "the store", t->id, t->range.begin.line, X->name);
            if (v->kind == KF_VAR_ARRAY && !X->is_restrict && !own_storage(v))
                return accum_refused(why, nwhy, sn, elem,
                                     "%s is a pointer that may overlap %s (declare it restrict)",
                                     v->name, X->name);
        }
    }
    /* the text says what the IR says */
    bool plain = c.init->kind == KF_STMT_DECL
                     ? decl_eq(text, len, c.init, sn) != 0
                     : c.init->kind == KF_STMT_EXPR &&
                           stmt_access(c.init, c.var, true)->range.begin.offset ==
                               c.init->range.begin.offset &&
                           range_is(text, stmt_access(c.init, c.var, true)->range, sn);
    if (c.init->kind == KF_STMT_EXPR && plain) {
        size_t eq = skip_space(text, len, stmt_access(c.init, c.var, true)->range.end.offset);
        plain = eq + 1 < len && text[eq] == '=' && text[eq + 1] != '=';
    }
    bool apply = false;
    plain &= plain_store(text, len, c.store, c.elem, sn, &apply);
    int mentions = 2; /* the initialisation, the store */
    for (int a = 0; plain && a < c.acc->naccess; a++) {
        const struct kf_access *y = &c.acc->acc[a];
        if (y->var != c.var)
            continue;
        plain &= range_is(text, y->range, sn);
        bool again = false; /* s += e: one name, read and written */
        for (int b = 0; b < a; b++)
            again |= c.acc->acc[b].var == c.var &&
                     c.acc->acc[b].range.begin.offset == y->range.begin.offset;
        mentions += !again;
    }
    char fwhy[256];
    const char *fno = plain && apply ? accum_f_refused(f, m, text, &c, fwhy, sizeof fwhy) : NULL;
    if (fno)
        return accum_refused(why, nwhy, sn, elem, "%s", fno);
    if (!plain || count_ident(text, J->body.begin.offset, J->range.end.offset, sn) != mentions)
        return accum_refused(why, nwhy, sn, elem,
                             "%s is not written as `%s = init; %s += e; %s = %s;` (a macro, "
                             "sizeof, or a declaration of several names)",
                             sn, sn, sn, elem, sn);
    c.apply = apply;
    *x = c;
    x->outlives = !s->local;
    if (apply)
        snprintf(why, nwhy, "%s accumulated in %s itself (the store stays, applying the rest "
                 "to %s in place: nothing else it reads changes meanwhile), so that %s and %s "
                 "can be interchanged", sn, elem, elem, J->id, K->id);
    else
        snprintf(why, nwhy, "%s accumulated in %s itself (%s = %s goes), so that %s and %s can be "
                 "interchanged", sn, elem, elem, sn, J->id, K->id);
    return KF_XFORM_YES;
}

/* Where the store's text goes: its whole line when it is alone there. */
static void store_span(const char *text, size_t len, const struct kf_stmt *st, size_t *b,
                       size_t *e)
{
    *b = st->range.begin.offset;
    *e = skip_space(text, len, st->range.end.offset) + 1; /* past the ';' */
    size_t l = kf_ctext_line_start(text, *b), r = *e;
    bool alone = true;
    for (size_t i = l; i < *b; i++)
        alone &= text[i] == ' ' || text[i] == '\t';
    while (r < len && (text[r] == ' ' || text[r] == '\t'))
        r++;
    if (alone && r < len && text[r] == '\n') {
        *b = l;
        *e = r + 1;
    }
}

char *kf_xform_accum_text(const char *text, size_t len, const struct kf_fragment *f,
                          const struct kf_xform_accum *x, size_t *begin, size_t *end)
{
    const char *sn = f->vars[x->var].name;
    const struct kf_range er = x->elem->range;
    int el = (int)(er.end.offset - er.begin.offset);
    const char *et = text + er.begin.offset;
    size_t sb, se;
    store_span(text, len, x->store, &sb, &se);
    *begin = x->init->range.begin.offset;
    *end = se;
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return NULL;
    size_t at = x->init->range.end.offset;
    size_t eq0 = x->init->kind == KF_STMT_DECL ? decl_eq(text, len, x->init, sn)
                 : skip_space(text, len, stmt_access(x->init, x->var, true)->range.end.offset);
    size_t rb = skip_space(text, len, eq0 + 1), re = x->init->range.end.offset;
    while (re > rb && (text[re - 1] == ' ' || text[re - 1] == '\t'))
        re--;
    if (re - rb == (size_t)el && strncmp(text + rb, et, (size_t)el) == 0) {
        /* s = X[..]: X[..] already holds it, the initialisation goes (its
         * line when alone there) */
        store_span(text, len, x->init, begin, &at);
    } else if (x->init->kind == KF_STMT_DECL) { /* double s = 0.0  ->  X[..] = 0.0 */
        size_t eq = decl_eq(text, len, x->init, sn);
        fprintf(o, "%.*s %.*s", el, et, (int)(x->init->range.end.offset - eq), text + eq);
    } else { /* s = 0.0  ->  X[..] = 0.0 */
        const struct kf_access *w = stmt_access(x->init, x->var, true);
        fprintf(o, "%.*s%.*s", el, et, (int)(x->init->range.end.offset - w->range.end.offset),
                text + w->range.end.offset);
    }
    /* up to K's statement as written, then the statement with s replaced */
    for (size_t i = at; i < x->acc->range.end.offset;) {
        bool hit = false;
        for (int a = 0; a < x->acc->naccess && !hit; a++)
            if (x->acc->acc[a].var == x->var && x->acc->acc[a].range.begin.offset == i)
                hit = true;
        if (hit) {
            fprintf(o, "%.*s", el, et);
            i += strlen(sn);
        } else {
            fputc(text[i++], o);
        }
    }
    if (x->apply) { /* X[..] = f(s)  ->  X[..] = f(X[..]): the store stays */
        const struct kf_access *w = stmt_access(x->store, x->var, false);
        size_t sEnd = x->store->range.end.offset;
        fprintf(o, "%.*s%.*s%.*s", (int)(w->range.begin.offset - x->acc->range.end.offset),
                text + x->acc->range.end.offset, el, et,
                (int)(sEnd - w->range.begin.offset - strlen(sn)),
                text + w->range.begin.offset + strlen(sn));
        *end = sEnd;
    } else {
        fprintf(o, "%.*s", (int)(sb - x->acc->range.end.offset), text + x->acc->range.end.offset);
    }
    if (fclose(o) != 0) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* ---- splitting an omp for around its inner loop ----------------------- */

int kf_xform_split_check(const struct kf_fragment *f, const struct kf_deps *dp,
                         const struct kf_node *L, char *why, size_t nwhy)
{
    const struct kf_loop_info *li = kf_deps_loop(dp, L);
    if (!li || li->verdict != KF_PARALLEL || L->kind != KF_NODE_LOOP)
        return KF_XFORM_NO;
    const struct kf_node *K = NULL;
    for (int i = 0; i < L->nchild; i++) {
        const struct kf_node *c = L->child[i];
        if (c->kind == KF_NODE_LOOP) {
            if (K)
                return KF_XFORM_NO;
            K = c;
        } else if (c->kind != KF_NODE_STMT) {
            return KF_XFORM_NO;
        }
    }
    if (!K)
        return KF_XFORM_NO;
    if (!inner_swap_pays(L, K))
        return KF_XFORM_NO;
    const struct kf_var *pa = private_array(f, li);
    if (pa) {
        snprintf(why, nwhy, "%s not split around %s: each iteration of %s has its own %s, which "
                 "the threads would share", L->id, K->id, L->id, pa->name);
        return KF_XFORM_REFUSED;
    }
    const struct kf_node *groups[2] = {L, K};
    for (int g = 0; g < 2; g++)
        for (int i = 0; i < groups[g]->nchild; i++) {
            const struct kf_node *c = groups[g]->child[i];
            if (c->kind != KF_NODE_STMT)
                continue;
            const struct kf_stmt *s = c->stmt;
            if (s->kind != KF_STMT_EXPR || s->nif > 0) {
                snprintf(why, nwhy, "%s not split around %s: S%d is not a plain expression "
                         "statement", L->id, K->id, s->id);
                return KF_XFORM_REFUSED;
            }
            for (int a = 0; a < s->naccess; a++)
                if (s->acc[a].write && s->acc[a].nsub == 0) {
                    snprintf(why, nwhy, "%s not split around %s: S%d writes the scalar %s", L->id,
                             K->id, s->id, f->vars[s->acc[a].var].name);
                    return KF_XFORM_REFUSED;
                }
        }
    if (L->early_exit || K->early_exit || !affine_bounds(L) || !affine_bounds(K) ||
        kf_xform_bounds_use(K, L->iter) || L->nblock > 0 || K->nblock > 0) {
        snprintf(why, nwhy,
                 "%s not split around %s: an early exit, bounds not affine, or %s's bounds use %s",
                 L->id, K->id, K->id, f->vars[L->iter].name);
        return KF_XFORM_REFUSED;
    }
    snprintf(why, nwhy, "%s split around %s (omp for nowait, schedule(static), in each step of "
             "%s): fewer strided accesses with %s innermost", L->id, K->id, K->id,
             f->vars[L->iter].name);
    return KF_XFORM_YES;
}

/* ---- private values ---------------------------------------------------- */

/* var_question's filter for kf_xform_reads_covered: statements outside L out */
static int skip_outside(const struct kf_stmt *st, const void *arg)
{
    return in_subtree(st, arg) ? 0 : 3;
}

/* xform.h.  isl's value flow over var's accesses in L's subtree, L's
 * sure writes as must-sources, the others (under an if isl cannot read, a
 * whole-array write) as may-sources, which cover no read (seed 003 §2's
 * privatisation). */
int kf_xform_reads_covered(const struct kf_model *m, const struct kf_node *L, int var)
{
    int n = L->depth + 1;
    isl_union_access_info *ai = var_question(m, var, skip_outside, L);
    isl_union_flow *fl = isl_union_access_info_compute_flow(ai);
    isl_union_map *none = isl_union_flow_get_may_no_source(fl);
    isl_union_map *dep = isl_union_flow_get_may_dependence(fl);
    isl_union_flow_free(fl);
    isl_bool empty = isl_union_map_is_empty(none);
    isl_union_map_free(none);
    int ok = empty == isl_bool_error ? -1 : empty == isl_bool_true;
    /* each dependence: source and sink in one iteration of L */
    isl_map_list *list = ok == 1 ? isl_union_map_get_map_list(dep) : NULL;
    int nm = list ? isl_map_list_n_map(list) : 0;
    if (ok == 1 && !list)
        ok = -1;
    for (int i = 0; i < nm && ok == 1; i++) {
        isl_map *d = isl_map_list_get_map(list, i);
        isl_size din = isl_map_dim(d, isl_dim_in), dout = isl_map_dim(d, isl_dim_out);
        if (din < n || dout < n) {
            isl_map_free(d);
            ok = -1;
            break;
        }
        d = isl_map_project_out(d, isl_dim_in, (unsigned)n, (unsigned)(din - n));
        d = isl_map_project_out(d, isl_dim_out, (unsigned)n, (unsigned)(dout - n));
        d = isl_map_set_tuple_name(d, isl_dim_in, "L");
        d = isl_map_set_tuple_name(d, isl_dim_out, "L");
        isl_map *id = isl_map_identity(isl_space_map_from_set(isl_space_domain(isl_map_get_space(d))));
        isl_bool sub = isl_map_is_subset(d, id);
        ok = sub == isl_bool_error ? -1 : sub == isl_bool_true;
        isl_map_free(id);
        isl_map_free(d);
    }
    isl_map_list_free(list);
    isl_union_map_free(dep);
    return ok;
}
