/*
 * pieces.c: subscripts through ?: (a clamp, a neighbour that falls back on
 * the centre) as piecewise-affine accesses, one access per piece.  Split
 * from expr.c; shared through fe.h.
 */
#include <clang-c/Index.h>
#include <string.h>

#include "frontend/c/fe.h"

/* ---- subscripts through ?: --------------------------------------------- */

/* A subscript with a conditional in it (a clamp at the border,
 * CLAMP(x - 1, 0, w - 1); a neighbour that falls back on the centre,
 * (x == 0) ? c : c - 1) is a piecewise-affine function of the iterators:
 * one affine value on each piece, each piece a conjunction of affine
 * constraints.  Each piece becomes an access of its own that holds only
 * on its piece (kf_access.cons), so isl sees exactly which elements are
 * touched: the clamp stays inside the image, the neighbour inside the
 * grid.  The else-side of a condition is its negation: one constraint
 * of the conjunction fails (pieces may overlap, which only repeats an
 * element). */

#define MAX_ALTS 16
#define MAX_ALT_CONS 8

struct alt {
    struct kf_poly *p;
    int ncons;
    struct kf_cons cons[MAX_ALT_CONS];
};

static bool alt_and(struct alt *a, const struct kf_cons *c, int n)
{
    if (a->ncons + n > MAX_ALT_CONS)
        return false;
    memcpy(a->cons + a->ncons, c, (size_t)n * sizeof *c);
    a->ncons += n;
    return true;
}

/* not (p = 0): p - 1 >= 0 or -p - 1 >= 0; not (p >= 0): -p - 1 >= 0 */
static int negations(struct fe *fe, const struct kf_cons *c, struct kf_cons *out)
{
    struct kf_poly *one = kf_poly_const(fe->a, 1);
    out[0] = (struct kf_cons){kf_poly_lin(fe->a, c->poly, -1, one, -1), false};
    if (!c->eq)
        return 1;
    out[1] = (struct kf_cons){kf_poly_lin(fe->a, c->poly, 1, one, -1), false};
    return 2;
}

static int alts_cond(struct fe *fe, const struct kf_node *n, CXCursor then, CXCursor other,
                     struct alt *out);

/* e's pieces into out (at most MAX_ALTS); 0 when e is not piecewise affine
 * in that way */
static int alts_of(struct fe *fe, CXCursor e, struct alt *out)
{
    e = kf_fe_strip_wide(e);
    if (clang_Cursor_isNull(e) || fe->subst_depth >= 8)
        return 0;
    enum CXCursorKind k = clang_getCursorKind(e);
    struct kids ch = kf_fe_kids_of(e);
    if (k == CXCursor_DeclRefExpr) {
        CXCursor rhs;
        if (kf_fe_def_reaching(fe, kf_fe_var_decl_of(e), &rhs)) {
            fe->subst_depth++;
            int n = alts_of(fe, rhs, out);
            fe->subst_depth--;
            return n;
        }
    }
    if (k == CXCursor_ConditionalOperator && ch.n == 3) {
        CXCursor cond = kf_fe_strip(ch.c[0]), then = ch.c[1], other = ch.c[2];
        if (kf_fe_binop(cond) == CXBinaryOperator_NE) {
            /* a != b ? x : y is a == b ? y : x */
            struct kids cc = kf_fe_kids_of(cond);
            struct kf_poly *x = kf_fe_poly_of(fe, cc.c[0]), *y = kf_fe_poly_of(fe, cc.c[1]);
            if (!kf_poly_is_affine(x) || !kf_poly_is_affine(y))
                return 0;
            struct kf_node *eq = kf_arena_alloc(fe->a, sizeof *eq);
            memset(eq, 0, sizeof *eq);
            eq->cons = kf_arena_alloc(fe->a, sizeof *eq->cons);
            eq->cons[0] = (struct kf_cons){kf_poly_lin(fe->a, x, 1, y, -1), true};
            eq->ncons = 1;
            return alts_cond(fe, eq, other, then, out);
        }
        struct kf_node *n = kf_arena_alloc(fe->a, sizeof *n);
        memset(n, 0, sizeof *n);
        if (!kf_fe_cond_cons(fe, cond, n) || n->ncons == 0)
            return 0;
        return alts_cond(fe, n, then, other, out);
    }
    enum CXBinaryOperatorKind op = kf_fe_binop(e);
    if (k == CXCursor_BinaryOperator && ch.n == 2 &&
        (op == CXBinaryOperator_Add || op == CXBinaryOperator_Sub || op == CXBinaryOperator_Mul)) {
        struct alt x[MAX_ALTS], y[MAX_ALTS];
        int nx = alts_of(fe, ch.c[0], x), ny = nx ? alts_of(fe, ch.c[1], y) : 0;
        if (!ny || nx * ny > MAX_ALTS)
            return 0;
        int n = 0;
        for (int i = 0; i < nx; i++)
            for (int j = 0; j < ny; j++) {
                struct alt *a = &out[n++];
                *a = x[i];
                if (!alt_and(a, y[j].cons, y[j].ncons))
                    return 0;
                a->p = op == CXBinaryOperator_Mul ? kf_poly_mul(fe->a, x[i].p, y[j].p)
                                                  : kf_poly_lin(fe->a, x[i].p, 1, y[j].p,
                                                                op == CXBinaryOperator_Add ? 1 : -1);
                if (!a->p)
                    return 0;
            }
        return n;
    }
    struct kf_poly *p = kf_fe_poly_of(fe, e);
    if (!p)
        return 0;
    out[0].p = p;
    out[0].ncons = 0;
    return 1;
}

/* the pieces of "cond ? then : other", cond's constraints in n */
static int alts_cond(struct fe *fe, const struct kf_node *n, CXCursor then, CXCursor other,
                     struct alt *out)
{
    struct alt t[MAX_ALTS], f[MAX_ALTS];
    int nt = alts_of(fe, then, t), nf = nt ? alts_of(fe, other, f) : 0;
    if (!nf)
        return 0;
    int m = 0;
    for (int i = 0; i < nt; i++) {
        out[m] = t[i];
        if (!alt_and(&out[m++], n->cons, n->ncons))
            return 0;
    }
    for (int j = 0; j < n->ncons; j++) {
        struct kf_cons neg[2];
        int nn = negations(fe, &n->cons[j], neg);
        for (int q = 0; q < nn; q++)
            for (int i = 0; i < nf; i++) {
                if (m == MAX_ALTS)
                    return 0;
                out[m] = f[i];
                if (!alt_and(&out[m++], &neg[q], 1))
                    return 0;
            }
    }
    return m;
}

/* An access through subscripts some of which have pieces: one access per
 * combination of pieces, each only where its pieces' constraints hold.
 * *idx is the one access's index, or KF_FE_PIECES when there are several
 * (no reduction is recognised on them); false when the combinations are
 * too many (the caller records the access as not affine). */
bool kf_fe_add_piecewise(struct fe *fe, int id, bool write, int n, CXCursor *subs,
                          struct kf_poly **sub, CXCursor e, int *idx)
{
    struct alt *pieces[8];
    int npiece[8], total = 1;
    bool any = false;
    for (int i = 0; i < n; i++) {
        npiece[i] = 0;
        if (sub[i] || clang_Cursor_isNull(subs[n - 1 - i]))
            continue;
        pieces[i] = kf_arena_alloc(fe->a, MAX_ALTS * sizeof *pieces[i]);
        npiece[i] = alts_of(fe, subs[n - 1 - i], pieces[i]);
        if (npiece[i] == 0)
            return false;
        any = true;
        total *= npiece[i];
        if (total > MAX_ALTS)
            return false;
    }
    if (!any)
        return false;
    for (int c = 0; c < total; c++) {
        struct kf_poly **s = kf_arena_alloc(fe->a, (size_t)n * sizeof *s);
        struct alt all = {.ncons = 0};
        for (int i = 0, r = c; i < n; i++) {
            s[i] = sub[i];
            if (!npiece[i])
                continue;
            const struct alt *a = &pieces[i][r % npiece[i]];
            r /= npiece[i];
            s[i] = a->p;
            if (!alt_and(&all, a->cons, a->ncons))
                return false;
        }
        *idx = kf_fe_add_access(fe, id, write, n, s, false, e);
        struct kf_access *x = &fe->cur->acc[*idx];
        x->ncons = all.ncons;
        x->cons = kf_arena_alloc(fe->a, (size_t)(all.ncons ? all.ncons : 1) * sizeof *x->cons);
        memcpy(x->cons, all.cons, (size_t)all.ncons * sizeof *x->cons);
        if (write && total > 1) /* each piece writes part of what the statement does */
            kf_fe_access_may(x);
    }
    if (total > 1)
        *idx = KF_FE_PIECES;
    return true;
}

int kf_fe_add_offset_pieces(struct fe *fe, int id, bool write, int n, struct kf_poly **sub,
                            CXCursor last, struct kf_poly *add, CXCursor e)
{
    struct alt *pieces = kf_arena_alloc(fe->a, MAX_ALTS * sizeof *pieces);
    int np = add ? alts_of(fe, last, pieces) : 0;
    if (np == 0) {
        sub[n - 1] = NULL;
        return kf_fe_add_access(fe, id, write, n, sub, false, e);
    }
    int idx = -1;
    for (int c = 0; c < np; c++) {
        struct kf_poly **s = kf_arena_alloc(fe->a, (size_t)n * sizeof *s);
        memcpy(s, sub, (size_t)(n - 1) * sizeof *s);
        s[n - 1] = kf_poly_lin(fe->a, pieces[c].p, 1, add, 1);
        idx = kf_fe_add_access(fe, id, write, n, s, false, e);
        struct kf_access *x = &fe->cur->acc[idx];
        x->ncons = pieces[c].ncons;
        x->cons = kf_arena_alloc(fe->a, (size_t)(x->ncons ? x->ncons : 1) * sizeof *x->cons);
        memcpy(x->cons, pieces[c].cons, (size_t)x->ncons * sizeof *x->cons);
        if (write && np > 1)
            kf_fe_access_may(x);
    }
    return np > 1 ? KF_FE_PIECES : idx;
}

