/*
 * expr.c: C expressions for the front end: integer expressions as
 * polynomials (ir/poly.h), subscripts and the accesses a statement makes,
 * and the reductions a statement performs.  Shared through fe.h.
 */
#include <clang-c/Index.h>
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/c/fe.h"

/* ---- polynomials from expressions ---------------------------------------- */

bool kf_fe_const_eval(CXCursor e, long *v)
{
    CXEvalResult r = clang_Cursor_Evaluate(e);
    if (!r)
        return false;
    bool ok = clang_EvalResult_getKind(r) == CXEval_Int;
    if (ok)
        *v = clang_EvalResult_getAsLongLong(r);
    clang_EvalResult_dispose(r);
    return ok;
}

static enum CXChildVisitResult find_declref(CXCursor c, CXCursor parent, CXClientData data)
{
    if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
        CXCursor d = clang_getCursorReferenced(c);
        if (clang_getCursorKind(d) != CXCursor_EnumConstantDecl) {
            *(bool *)data = true;
            return CXChildVisit_Break;
        }
    }
    return CXChildVisit_Recurse;
}

bool kf_fe_has_declref(CXCursor c)
{
    bool found = false;
    if (clang_getCursorKind(c) == CXCursor_DeclRefExpr)
        return find_declref(c, c, &found), found;
    clang_visitChildren(c, find_declref, &found);
    return found;
}

/* poly: integer expression in iterators and parameters, or NULL */
/* strips parentheses and casts, unless a cast narrows below int (it may
 * wrap: (char)i is not i); gives a null cursor then */
CXCursor kf_fe_strip_wide(CXCursor c)
{
    for (;;) {
        enum CXCursorKind k = clang_getCursorKind(c);
        if (k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr && k != CXCursor_CStyleCastExpr)
            return c;
        if (k != CXCursor_ParenExpr) {
            CXType t = clang_getCursorType(c);
            if (kf_fe_is_int_type(t) && clang_Type_getSizeOf(t) < (long long)sizeof(int))
                return clang_getNullCursor();
        }
        struct kids ch = kf_fe_kids_of(c);
        /* (size_t)y: a cast to a typedef names the type first (a TypeRef) */
        if (ch.n == 2 && k == CXCursor_CStyleCastExpr &&
            clang_getCursorKind(ch.c[0]) == CXCursor_TypeRef)
            ch.c[0] = ch.c[1], ch.n = 1;
        if (ch.n != 1)
            return c;
        c = ch.c[0];
    }
}

/* ---- quotients by constants ---------------------------------------------- */

/* Integer division by a positive constant is Presburger: isl models
 * floor(e / c) exactly (an existentially quantified div), so `i / 2`,
 * `(i + j) % 2 == 0` (red/black sweeps, even/odd pixels) and the shifts
 * and masks image code writes for them (`x >> 1`, `x & 1`) need not widen
 * the model.  C's / and % round toward zero, which is floor only for a
 * non-negative numerator: such a quotient is marked trunc and the model
 * writes it as two pieces, by the numerator's sign (-floor(-e / c) below
 * zero).  >> (an arithmetic shift for the compilers kforge drives) and &
 * with a mask 2^k - 1 (two's complement) are floor whatever the sign.
 * Which form a quotient takes depends on what reads the poly (fe->quot):
 * a parameter of its own where every pass reads it (a loop bound over
 * parameters, n / 4), a kf_div variable where only the model does. */

bool kf_fe_poly_has_div(const struct kf_poly *p)
{
    for (int i = 0; p && i < p->nterm; i++)
        for (int k = 0; k < p->term[i].nvar; k++)
            if (p->term[i].vars[k] >= KF_DIV_VAR)
                return true;
    return false;
}

/* the variable of floor(num / den) (or C's num / den when trunc), made on
 * first use */
static int div_var(struct fe *fe, struct kf_poly *num, long den, bool trunc)
{
    struct kf_fragment *f = fe->f;
    for (int k = 0; k < f->ndiv; k++)
        if (f->divs[k].den == den && f->divs[k].trunc == trunc && kf_poly_equal(f->divs[k].num, num))
            return KF_DIV_VAR + k;
    f->divs = kf_arena_grow(fe->a, f->divs, (size_t)f->ndiv, sizeof *f->divs);
    f->divs[f->ndiv] = (struct kf_div){num, den, trunc};
    return KF_DIV_VAR + f->ndiv++;
}

static bool params_only(const struct fe *fe, const struct kf_poly *p)
{
    for (int i = 0; i < p->nterm; i++)
        for (int k = 0; k < p->term[i].nvar; k++) {
            int v = p->term[i].vars[k];
            if (v >= KF_DIV_VAR || fe->f->vars[v].kind != KF_VAR_PARAM)
                return false;
        }
    return true;
}

/* e = x / c, x % c, x >> c or x & c (c & x) with c a constant: the
 * quotient in the form fe->quot asks for, or NULL */
static struct kf_poly *quot_of(struct fe *fe, CXCursor e, enum CXBinaryOperatorKind op,
                               struct kids ch)
{
    if (fe->quot == KF_FE_QUOT_NONE)
        return NULL;
    CXCursor xe = ch.c[0], ce = ch.c[1];
    long c;
    if (op == CXBinaryOperator_And && !kf_fe_has_declref(xe) && kf_fe_has_declref(ce))
        xe = ch.c[1], ce = ch.c[0];
    if (kf_fe_has_declref(ce) || !kf_fe_const_eval(ce, &c))
        return NULL;
    long den;
    bool trunc = false, rem = false;
    const char *name;
    switch (op) {
    case CXBinaryOperator_Div: den = c, trunc = true, name = "/"; break;
    case CXBinaryOperator_Rem: den = c, trunc = rem = true, name = "%"; break;
    case CXBinaryOperator_Shr:
        if (c < 0 || c > 30)
            return NULL;
        den = 1L << c, name = ">>";
        break;
    case CXBinaryOperator_And:
        if (c <= 0 || (c & (c + 1)) != 0 || c > (1L << 30))
            return NULL; /* a mask 2^k - 1: x mod 2^k */
        den = c + 1, rem = true, name = "&";
        break;
    default: return NULL;
    }
    if (den <= 0)
        return NULL;
    struct kf_poly *x = kf_fe_poly_of(fe, xe);
    if (!kf_poly_is_affine(x))
        return NULL;
    if (den == 1)
        return rem ? kf_poly_const(fe->a, 0) : x;
    if (fe->quot == KF_FE_QUOT_PARAM) {
        if (x->nterm == 0 || !params_only(fe, x))
            return NULL;
        return kf_poly_var(fe->a, kf_fe_quot_param(fe, x, name, c, e));
    }
    struct kf_poly *q = kf_poly_var(fe->a, div_var(fe, x, den, trunc));
    return rem ? kf_poly_lin(fe->a, x, 1, q, -den) : q;
}

struct kf_poly *kf_fe_poly_exact(struct fe *fe, CXCursor e)
{
    int old = fe->quot;
    fe->quot = KF_FE_QUOT_EXACT;
    struct kf_poly *p = kf_fe_poly_of(fe, e);
    fe->quot = old;
    return kf_poly_is_affine(p) && kf_fe_poly_has_div(p) ? p : NULL;
}

struct kf_poly *kf_fe_poly_of(struct fe *fe, CXCursor e)
{
    e = kf_fe_strip_wide(e);
    if (clang_Cursor_isNull(e))
        return NULL;
    enum CXCursorKind k = clang_getCursorKind(e);
    long v;
    if (fe->nind_use > 0) { /* out[k++]: an induction variable's value (induct.c) */
        struct kf_poly *p = kf_fe_induct_poly(fe, e);
        if (p)
            return p;
    }
    if (k == CXCursor_IntegerLiteral || k == CXCursor_CharacterLiteral ||
        k == CXCursor_UnaryExpr /* sizeof */) {
        return kf_fe_const_eval(e, &v) ? kf_poly_const(fe->a, v) : NULL;
    }
    if (k == CXCursor_DeclRefExpr) {
        CXCursor d = clang_getCursorReferenced(e);
        if (clang_getCursorKind(d) == CXCursor_EnumConstantDecl)
            return kf_poly_const(fe->a, clang_getEnumConstantDeclValue(d));
        d = kf_fe_var_decl_of(e);
        if (clang_Cursor_isNull(d))
            return NULL;
        for (int i = fe->ndef - 1; i >= 0; i--)
            if (clang_equalCursors(fe->defs[i].var, d)) {
                struct fe_def def = fe->defs[i];
                struct kf_poly *p = kf_fe_def_poly(fe, &def);
                kf_fe_subst_used(fe, e, d, def.rhs, p);
                return p;
            }
        int id = kf_fe_get_var(fe, d);
        struct kf_var *var = &fe->f->vars[id];
        if (var->kind == KF_VAR_ITER) {
            /* only the iterators of enclosing loops */
            for (int i = 0; i < fe->depth; i++)
                if (fe->loops[i]->iter == id)
                    return kf_poly_var(fe->a, id);
            return NULL;
        }
        if (var->kind == KF_VAR_SCALAR && var->local && var->is_integer &&
            !var->address_taken && !kf_fe_cursor_in(fe->assigned, fe->nassigned, d) &&
            !clang_isVolatileQualifiedType(clang_getCursorType(d)) && fe->subst_depth < 8) {
            /* an index computed once in the loop body and never assigned
             * again (const size_t c = j * nx + i; u[c - nx]): its value is
             * its initialiser's, whose iterators enclose every use */
            CXCursor init = kf_fe_var_init(d);
            if (clang_Cursor_isNull(init))
                return NULL;
            fe->subst_depth++;
            struct kf_poly *p = kf_fe_poly_of(fe, init);
            fe->subst_depth--;
            kf_fe_subst_used(fe, e, d, init, p);
            return p;
        }
        if (var->kind == KF_VAR_SCALAR && var->is_integer)
            kf_fe_subst_kept(fe, e, d);
        if (var->kind != KF_VAR_PARAM)
            return NULL;
        var->read = true;
        return kf_poly_var(fe->a, id);
    }
    if (k == CXCursor_MemberRefExpr || k == CXCursor_ArraySubscriptExpr) {
        /* s->n, grid_points[0]: a parameter when nothing changes it */
        int id = kf_fe_member_param(fe, e);
        return id >= 0 ? kf_poly_var(fe->a, id) : NULL;
    }
    if (k == CXCursor_BinaryOperator) {
        struct kids ch = kf_fe_kids_of(e);
        if (ch.n != 2)
            return NULL;
        enum CXBinaryOperatorKind op = kf_fe_binop(e);
        if (op == CXBinaryOperator_Add || op == CXBinaryOperator_Sub || op == CXBinaryOperator_Mul) {
            struct kf_poly *x = kf_fe_poly_of(fe, ch.c[0]), *y = kf_fe_poly_of(fe, ch.c[1]);
            if (op == CXBinaryOperator_Mul)
                return kf_poly_mul(fe->a, x, y);
            return kf_poly_lin(fe->a, x, 1, y, op == CXBinaryOperator_Add ? 1 : -1);
        }
        if (!kf_fe_has_declref(e) && kf_fe_const_eval(e, &v))
            return kf_poly_const(fe->a, v);
        if (op == CXBinaryOperator_Div || op == CXBinaryOperator_Rem ||
            op == CXBinaryOperator_Shr || op == CXBinaryOperator_And)
            return quot_of(fe, e, op, ch);
        return NULL;
    }
    if (k == CXCursor_UnaryOperator) {
        struct kids ch = kf_fe_kids_of(e);
        enum CXUnaryOperatorKind op = kf_fe_unop(e);
        if (op == CXUnaryOperator_Minus)
            return kf_poly_lin(fe->a, kf_fe_poly_of(fe, ch.c[0]), -1, NULL, 0);
        if (op == CXUnaryOperator_Plus)
            return kf_fe_poly_of(fe, ch.c[0]);
    }
    if (!kf_fe_has_declref(e) && kf_fe_const_eval(e, &v))
        return kf_poly_const(fe->a, v);
    return NULL;
}

/* ---- accesses ------------------------------------------------------------ */

void kf_fe_add_blocker(struct fe *fe, struct kf_node *l, struct kf_loc at, const char *msg)
{
    for (int i = 0; i < l->nblock; i++)
        if (strcmp(l->block[i].msg, msg) == 0)
            return;
    l->block = kf_arena_grow(fe->a, l->block, (size_t)l->nblock, sizeof *l->block);
    l->block[l->nblock++] = (struct kf_blocker){msg, at, {-1, -1}, false};
}

void kf_fe_block_all(struct fe *fe, struct kf_loc at, const char *msg)
{
    for (int i = 0; i < fe->depth; i++)
        kf_fe_add_blocker(fe, fe->loops[i], at, msg);
}

/* is var the counter of a loop around the current point? */
bool kf_fe_enclosing_iter(const struct fe *fe, int var)
{
    for (int i = 0; i < fe->depth; i++)
        if (fe->loops[i]->iter == var)
            return true;
    return false;
}

void kf_fe_access_may(struct kf_access *x)
{
    x->may = true;
    x->may_loop = 0;
}

int kf_fe_add_access(struct fe *fe, int var, bool write, int nsub, struct kf_poly **sub,
                     bool whole, CXCursor c)
{
    struct kf_stmt *s = fe->cur;
    s->acc = kf_arena_grow(fe->a, s->acc, (size_t)s->naccess, sizeof *s->acc);
    struct kf_access *x = &s->acc[s->naccess];
    x->var = var;
    x->write = write;
    x->may = write && fe->may > 0;
    x->may_loop = x->may && fe->may == fe->may_loops ? fe->may_loop_depth : 0;
    x->joint = NULL;
    x->nsub = nsub;
    x->sub = sub;
    x->whole = whole;
    x->ncons = 0;
    x->cons = NULL;
    x->xsub = NULL;
    x->nspan = 0;
    x->span = NULL;
    x->row = NULL;
    x->range = kf_fe_range_of(fe, c);
    x->call = NULL;
    x->nrsub = 0;
    x->rsub = NULL;
    x->smax = NULL;
    struct kf_var *v = &fe->f->vars[var];
    if (write && v->kind != KF_VAR_ARRAY)
        kf_fe_def_kill(fe, fe->decls[var]);
    if (write)
        v->written = true;
    else
        v->read = true;
    return s->naccess++;
}

/* A[i / 2], A[x >> 1]: the subscripts kf_fe_poly_of left NULL that are
 * affine but for quotients by constants, exactly, in x->xsub (for the
 * model; subs as kf_fe_lvalue collects them, outermost last) */
/* The largest value subscript e can take, its least being 0, where its
 * C type or its form bounds it: an unsigned char, unsigned short or _Bool
 * (before the promotion to int), x & c, an unsigned x % c for constants c
 * >= 0; -1 otherwise.  (A histogram's bins[px[i]] with unsigned char px:
 * 255.) */
static long subscript_max(CXCursor e)
{
    /* parentheses and implicit conversions (an unsigned char promoted to
     * int keeps its value); a cast is a value of its own type */
    for (;;) {
        enum CXCursorKind k = clang_getCursorKind(e);
        struct kids ch = kf_fe_kids_of(e);
        if ((k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr) || ch.n != 1)
            break;
        e = ch.c[0];
    }
    enum CXBinaryOperatorKind b = kf_fe_binop(e);
    long c;
    if (b == CXBinaryOperator_And || b == CXBinaryOperator_Rem) {
        struct kids k = kf_fe_kids_of(e);
        CXType t = clang_getCanonicalType(clang_getCursorType(e));
        bool uns = t.kind == CXType_UInt || t.kind == CXType_ULong || t.kind == CXType_ULongLong ||
                   t.kind == CXType_UShort || t.kind == CXType_UChar;
        if (k.n == 2 && kf_fe_const_eval(kf_fe_strip(k.c[1]), &c) && c >= 0 &&
            (b == CXBinaryOperator_And || (uns && c > 0)))
            return b == CXBinaryOperator_And ? c : c - 1;
        if (b == CXBinaryOperator_And && k.n == 2 &&
            kf_fe_const_eval(kf_fe_strip(k.c[0]), &c) && c >= 0)
            return c;
        return -1;
    }
    CXType t = clang_getCanonicalType(clang_getCursorType(e));
    switch (t.kind) {
    case CXType_Bool:
        return 1;
    case CXType_UChar:
    case CXType_Char_U:
        return 255;
    case CXType_UShort:
        return 65535;
    default:
        return -1;
    }
}

static void exact_subs(struct fe *fe, struct kf_access *x, const CXCursor *subs, int n)
{
    for (int i = 0; i < n; i++) {
        CXCursor c = subs[n - 1 - i];
        if (x->sub[i] || clang_Cursor_isNull(c))
            continue;
        struct kf_poly *p = kf_fe_poly_exact(fe, c);
        if (!p)
            continue;
        if (!x->xsub)
            x->xsub = kf_arena_alloc(fe->a, (size_t)n * sizeof *x->xsub);
        x->xsub[i] = p;
    }
}

/*
 * *(T *)&y, *(T *)(void *)&y: the deref of an address, through casts, is y
 * read or written as T (type punning: lbm's TEST_FLAG_SWEEP reads the
 * flag bits of a double cell as an unsigned).  Where T is no larger than
 * y's type the bytes it touches lie inside y: an access to y, a write of
 * part of it (a may-write, which kills nothing), marked punned (the device
 * targets refuse it: a cast across address spaces).  A larger T reaches
 * past y: unsupported, said so.
 */
static int punned(struct fe *fe, CXCursor e, CXCursor y, bool write)
{
    long long as = clang_Type_getSizeOf(clang_getCursorType(e));
    long long ys = clang_Type_getSizeOf(clang_getCursorType(kf_fe_strip(y)));
    if (as <= 0 || ys <= 0 || as > ys) {
        kf_fe_error_cursor(fe, e, "'%s' reads or writes an object as a larger type than its "
                                  "own: kforge cannot tell which elements it touches",
                           kf_fe_text_of(fe, e, 40));
        return -1;
    }
    int r = kf_fe_lvalue(fe, y, write);
    if (r >= 0) {
        fe->cur->acc[r].punned = true;
        if (write)
            kf_fe_access_may(&fe->cur->acc[r]);
    }
    return r;
}

/* The variable expression e names as an lvalue: x, A[i][j], *p, *(p + i),
 * s.f (whole s).  Records the access; returns its index or -1 (after a
 * diagnostic or when e is not a variable). */
int kf_fe_lvalue(struct fe *fe, CXCursor e, bool write)
{
    e = kf_fe_strip(e);
    enum CXCursorKind k = clang_getCursorKind(e);
    CXCursor d = kf_fe_var_decl_of(e);
    if (!clang_Cursor_isNull(d)) {
        int id = kf_fe_get_var(fe, d);
        struct kf_var *v = &fe->f->vars[id];
        if (v->kind == KF_VAR_ITER) {
            if (write)
                kf_fe_error_cursor(fe, e, "loop iterator '%s' is modified inside the fragment", v->name);
            else if (!kf_fe_enclosing_iter(fe, id))
                kf_fe_error_cursor(fe, e, "the value of loop iterator '%s' outside its loop is not "
                                          "modelled: use another variable", v->name);
            return -1;
        }
        if (v->kind == KF_VAR_ARRAY) /* the array as a whole (passed somewhere) */
            return kf_fe_add_access(fe, id, write, 0, NULL, true, e);
        return kf_fe_add_access(fe, id, write, 0, NULL, false, e);
    }
    if (k == CXCursor_ArraySubscriptExpr || kf_fe_unop(e) == CXUnaryOperator_Deref) {
        /* collect subscripts from the outside in, then reverse */
        CXCursor subs[8];
        int n = 0;
        bool ok = true;
        CXCursor base = e;
        for (;;) {
            base = kf_fe_strip(base);
            if (clang_getCursorKind(base) == CXCursor_ArraySubscriptExpr) {
                struct kids ch = kf_fe_kids_of(base);
                if (n < 8)
                    subs[n++] = ch.c[1];
                else
                    ok = false;
                kf_fe_visit_expr(fe, ch.c[1]);
                base = ch.c[0];
            } else if (kf_fe_unop(base) == CXUnaryOperator_Deref) {
                CXCursor op = kf_fe_strip(kf_fe_kids_of(base).c[0]);
                if (n == 0 && kf_fe_unop(op) == CXUnaryOperator_AddrOf)
                    return punned(fe, e, kf_fe_kids_of(op).c[0], write);
                if (kf_fe_binop(op) == CXBinaryOperator_Add && !clang_Cursor_isNull(kf_fe_var_decl_of(kf_fe_kids_of(op).c[0]))) {
                    /* *(p + e) is p[e] */
                    if (n < 8)
                        subs[n++] = kf_fe_kids_of(op).c[1];
                    kf_fe_visit_expr(fe, kf_fe_kids_of(op).c[1]);
                    base = kf_fe_kids_of(op).c[0];
                } else {
                    if (n < 8)
                        subs[n++] = clang_getNullCursor(); /* *p is p[0] */
                    base = op;
                }
            } else {
                break;
            }
        }
        d = kf_fe_var_decl_of(base);
        if (!clang_Cursor_isNull(d) && kf_fe_ptr_is(fe, d) && n == 1)
            return kf_fe_ptr_access(fe, d, subs[0], write, e); /* row[x]: img[y*w + x] */
        if (clang_Cursor_isNull(d) && clang_getCursorKind(kf_fe_strip(base)) == CXCursor_MemberRefExpr)
            return kf_fe_lvalue(fe, base, write); /* s.a[i]: the whole struct */
        CXCursor mv = kf_fe_strip(base), q = kf_fe_kids_of(mv).c[0];
        if (clang_Cursor_isNull(d) && kf_fe_unop(mv) != CXUnaryOperator_Invalid &&
            !clang_Cursor_isNull(kf_fe_write_target(mv)) &&
            !clang_Cursor_isNull(kf_fe_var_decl_of(q))) {
            /* *q++ = v, a pointer that walks: the step writes q, which is a
             * write to all it points to as any assignment to it is, and
             * the store or load may be anywhere in it */
            int id = kf_fe_get_var(fe, kf_fe_var_decl_of(q));
            if (fe->f->vars[id].kind == KF_VAR_ARRAY) {
                kf_fe_ptr_warn(fe, q);
                kf_fe_add_access(fe, id, false, 0, NULL, true, q);
                kf_fe_add_access(fe, id, true, 0, NULL, true, q);
                int r = kf_fe_add_access(fe, id, write, 0, NULL, true, e);
                if (write)
                    kf_fe_access_may(&fe->cur->acc[r]);
                return r;
            }
        }
        if (clang_Cursor_isNull(d)) {
            /* (p + 1)[i], f()[i]: the base is not a variable */
            kf_fe_visit_expr(fe, base);
            kf_fe_error_cursor(fe, base, "unsupported array base '%s': kforge needs a named array or pointer",
                               kf_fe_text_of(fe, base, 40));
            return -1;
        }
        int id = kf_fe_get_var(fe, d);
        struct kf_var *v = &fe->f->vars[id];
        if (v->kind != KF_VAR_ARRAY) {
            kf_fe_error_cursor(fe, e, "'%s' is subscripted but is not an array or pointer", v->name);
            return -1;
        }
        struct kf_poly **sub = kf_arena_alloc(fe->a, (size_t)n * sizeof *sub);
        for (int i = 0; i < n; i++) {
            CXCursor s = subs[n - 1 - i];
            sub[i] = clang_Cursor_isNull(s) ? kf_poly_const(fe->a, 0) : kf_fe_poly_of(fe, s);
        }
        bool whole = !ok || n != v->ndims;
        int idx;
        if (!whole && kf_fe_add_piecewise(fe, id, write, n, subs, sub, e, &idx))
            return idx;
        idx = kf_fe_add_access(fe, id, write, whole ? 0 : n, whole ? NULL : sub, whole, e);
        if (!whole)
            exact_subs(fe, &fe->cur->acc[idx], subs, n);
        else if (ok && v->pointer_rows && n == v->row_levels) {
            /* c[i][j] of a double **: whole unless the rows are apart,
             * which the model that takes them so reads (model.h) */
            fe->cur->acc[idx].nrsub = n;
            fe->cur->acc[idx].rsub = sub;
        }
        for (int i = 0; i < n && !whole; i++) {
            CXCursor c = subs[n - 1 - i];
            long mx = sub[i] || clang_Cursor_isNull(c) ? -1 : subscript_max(c);
            if (mx < 0)
                continue;
            struct kf_access *x = &fe->cur->acc[idx];
            if (!x->smax) {
                x->smax = kf_arena_alloc(fe->a, (size_t)n * sizeof *x->smax);
                for (int j = 0; j < n; j++)
                    x->smax[j] = -1;
            }
            x->smax[i] = mx;
        }
        return idx;
    }
    if (k == CXCursor_MemberRefExpr && !write) {
        /* a size kept in a struct (s->n), read as a parameter (member.c) */
        int pid = kf_fe_member_param(fe, e);
        if (pid < 0) /* a real one (im->gain): a scalar the fragment reads */
            pid = kf_fe_member_value(fe, e);
        if (pid >= 0)
            return kf_fe_add_access(fe, pid, false, 0, NULL, false, e);
    }
    if (k == CXCursor_MemberRefExpr) {
        /* a member of an element of an array of structs (bodies[i].x,
         * s[i].p.y, through '.' only): an access to the element bodies[i],
         * as precise as the subscripts (two members of one element count
         * as the same element, never less than what they touch) */
        for (CXCursor m = e;;) {
            CXCursor base = kf_fe_strip(kf_fe_kids_of(m).c[0]);
            if (clang_getCanonicalType(clang_getCursorType(base)).kind != CXType_Record)
                break; /* '->': the struct is reached through a pointer */
            if (clang_getCursorKind(base) == CXCursor_ArraySubscriptExpr)
                return kf_fe_lvalue(fe, base, write);
            if (clang_getCursorKind(base) != CXCursor_MemberRefExpr)
                break;
            m = base;
        }
        /* any other struct member: the whole struct is touched */
        CXCursor b = e;
        while (clang_getCursorKind(kf_fe_strip(b)) == CXCursor_MemberRefExpr ||
               clang_getCursorKind(kf_fe_strip(b)) == CXCursor_ArraySubscriptExpr)
            b = kf_fe_kids_of(kf_fe_strip(b)).c[0];
        d = kf_fe_var_decl_of(b);
        if (clang_Cursor_isNull(d)) {
            kf_fe_warn_cursor(fe, e, "struct member access '%s' is modelled as an access to the whole struct",
                              kf_fe_text_of(fe, e, 40));
            return -1;
        }
        int id = kf_fe_get_var(fe, d);
        if (!fe->f->vars[id].struct_warned) /* once per variable and fragment */
            kf_fe_warn_cursor(fe, e, "struct member access '%s' is modelled as an access to the whole struct",
                              kf_fe_text_of(fe, e, 40));
        fe->f->vars[id].struct_warned = true;
        return kf_fe_add_access(fe, id, write, 0, NULL, true, e);
    }
    return -1;
}

static enum CXChildVisitResult visit_kid(CXCursor c, CXCursor parent, CXClientData data)
{
    kf_fe_visit_expr(data, c);
    return CXChildVisit_Continue;
}

/* The array under a row taken from an array of row pointers (`feature[i]`,
 * `m[i][j]` of a float ***): its DeclRefExpr, or the null cursor when the
 * expression is no subscript of a variable. */
static CXCursor row_base(CXCursor a)
{
    a = kf_fe_strip(a);
    if (clang_getCursorKind(a) != CXCursor_ArraySubscriptExpr)
        return clang_getNullCursor();
    while (clang_getCursorKind(a) == CXCursor_ArraySubscriptExpr)
        a = kf_fe_strip(kf_fe_kids_of(a).c[0]);
    return clang_getCursorKind(a) == CXCursor_DeclRefExpr ? a : clang_getNullCursor();
}

/* Can a call to a reading helper of the file name what each pointer
 * argument reaches: a variable (read whole), a derived pointer or an
 * offset from one (ptr.c), or a row of a variable (row_base)?  Anything
 * else (`p + k` of a plain pointer, a struct member, a call's result)
 * keeps the call a barrier. */
static bool helper_args_named(struct fe *fe, struct kidlist kl)
{
    for (int i = 1; i < kl.n; i++) {
        CXType t = clang_getCanonicalType(clang_getCursorType(kl.c[i]));
        if (t.kind != CXType_Pointer && t.kind != CXType_ConstantArray &&
            t.kind != CXType_IncompleteArray && t.kind != CXType_VariableArray)
            continue;
        CXCursor off;
        if (!clang_Cursor_isNull(kf_fe_var_decl_of(kl.c[i])) ||
            kf_fe_ptr_offset_arg(fe, kl.c[i], &off) >= 0 || !clang_Cursor_isNull(row_base(kl.c[i])))
            continue;
        return false;
    }
    return true;
}

/* Records every access of expression e (reads, and writes of assignments). */
void kf_fe_visit_expr(struct fe *fe, CXCursor e)
{
    e = kf_fe_strip(e);
    enum CXCursorKind k = clang_getCursorKind(e);
    enum CXBinaryOperatorKind b = kf_fe_binop(e);
    enum CXUnaryOperatorKind u = kf_fe_unop(e);
    if (b >= CXBinaryOperator_Assign && b <= CXBinaryOperator_OrAssign) {
        struct kids ch = kf_fe_kids_of(e);
        CXCursor ld = kf_fe_var_decl_of(ch.c[0]);
        if (b == CXBinaryOperator_Assign && !clang_Cursor_isNull(ld) && kf_fe_ptr_is(fe, ld))
            kf_fe_ptr_visit_rhs(fe, ch.c[1]); /* the offsets; the array is not read */
        else
            kf_fe_visit_expr(fe, ch.c[1]);
        if (!clang_Cursor_isNull(ld))
            kf_fe_ptr_warn(fe, ch.c[0]);
        if (b != CXBinaryOperator_Assign)
            kf_fe_lvalue(fe, ch.c[0], false);
        kf_fe_lvalue(fe, ch.c[0], true);
        return;
    }
    if (u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec ||
        u == CXUnaryOperator_PreInc || u == CXUnaryOperator_PreDec) {
        CXCursor x = kf_fe_kids_of(e).c[0];
        kf_fe_lvalue(fe, x, false);
        kf_fe_lvalue(fe, x, true);
        return;
    }
    if ((b == CXBinaryOperator_LAnd || b == CXBinaryOperator_LOr) ||
        k == CXCursor_ConditionalOperator) {
        /* only the first operand is sure to be evaluated */
        struct kidlist kl = kf_fe_kidlist_of(fe, e);
        for (int i = 0; i < kl.n; i++) {
            if (i == 1)
                fe->may++;
            kf_fe_visit_expr(fe, kl.c[i]);
        }
        if (kl.n > 1)
            fe->may--;
        return;
    }
    if (u == CXUnaryOperator_AddrOf) {
        /* the object may be read and written through the pointer */
        CXCursor x = kf_fe_kids_of(e).c[0];
        CXCursor xd = kf_fe_var_decl_of(x);
        if (!clang_Cursor_isNull(xd) && kf_fe_find_var(fe, xd) >= 0 &&
            fe->f->vars[kf_fe_find_var(fe, xd)].kind == KF_VAR_ITER) {
            kf_fe_error_cursor(fe, e, "the address of loop iterator '%s' is taken inside the fragment",
                               fe->f->vars[kf_fe_find_var(fe, xd)].name);
            return;
        }
        int r = kf_fe_lvalue(fe, x, false);
        if (r != -1) {
            int w = kf_fe_lvalue(fe, x, true);
            if (w >= 0)
                kf_fe_access_may(&fe->cur->acc[w]); /* pieces are may-writes already */
        }
        return;
    }
    if (k == CXCursor_DeclRefExpr || k == CXCursor_ArraySubscriptExpr ||
        k == CXCursor_MemberRefExpr || u == CXUnaryOperator_Deref) {
        kf_fe_lvalue(fe, e, false);
        return;
    }
    if (k == CXCursor_CallExpr) {
        const char *name = kf_fe_callee_name(fe, e);
        struct kidlist kl = kf_fe_kidlist_of(fe, e);
        if (name && kf_fe_call_is_pure(fe, e)) {
            for (int i = 1; i < kl.n; i++)
                kf_fe_visit_expr(fe, kl.c[i]);
            return;
        }
        bool helper = name && !kf_fe_is_read_only_fn(name) &&
                      !kf_fe_call_reads_only_why(fe, e) && helper_args_named(fe, kl);
        /* a reading helper's summary says which elements it reads (dot(&a[i
         * * n], x, n): a[n*i + j], 0 <= j <= n - 1), where the call's
         * arguments can be followed; else all its pointers reach */
        const char *swhy = NULL;
        if (helper && kf_fe_summ_call(fe, e, &swhy))
            return;
        if (name && (kf_fe_is_read_only_fn(name) || helper)) {
            /* what a pointer argument points to is read, all of it: an
             * array passed is read as a whole (kf_fe_lvalue), through a
             * derived pointer the array it points into (ptr.c); a row of
             * an array of row pointers passed to a helper of the file
             * (find_nearest_point(feature[i], ...)), the array whole */
            for (int i = 1; i < kl.n; i++) {
                CXCursor ad = kf_fe_var_decl_of(kl.c[i]), off;
                int pi = kf_fe_ptr_offset_arg(fe, kl.c[i], &off);
                if (!clang_Cursor_isNull(ad) && kf_fe_ptr_is(fe, ad)) {
                    kf_fe_ptr_whole(fe, ad, false, kl.c[i]);
                } else if (pi >= 0 && !fe->ptrs[pi].why) { /* atof(p + 5) */
                    kf_fe_ptr_whole(fe, fe->ptrs[pi].var, false, kl.c[i]);
                    kf_fe_visit_expr(fe, off);
                } else {
                    kf_fe_visit_expr(fe, kl.c[i]);
                    CXCursor base = row_base(kl.c[i]);
                    if (helper && !clang_Cursor_isNull(base))
                        kf_fe_visit_expr(fe, base);
                }
            }
            return;
        }
        /* a helper that writes through its pointers (randu(seed, x)
         * writes seed[x]): what its summary says, at the call's arguments */
        if (name && kf_fe_summ_call(fe, e, &swhy))
            return;
        const char *block = kf_fe_call_blocker(fe, e, name ? name : kf_fe_text_of(fe, e, 30));
        if (swhy && strcmp(swhy, "its body is not in this file") != 0)
            block = kf_arena_printf(fe->a, "calls '%s', which may depend on or change what the loop "
                                           "uses: %s", name, swhy);
        kf_fe_block_all(fe, kf_fe_begin_of(fe, e), block);
        for (int i = 1; i < kl.n; i++) {
            int r = kf_fe_lvalue(fe, kl.c[i], false);
            if (r >= 0 && fe->f->vars[fe->cur->acc[r].var].kind == KF_VAR_ARRAY) {
                /* an array passed to an unknown function may be written */
                int w = kf_fe_lvalue(fe, kl.c[i], true);
                if (w >= 0)
                    kf_fe_access_may(&fe->cur->acc[w]), fe->cur->acc[w].whole = true,
                    fe->cur->acc[w].nsub = 0;
            } else if (r == -1) { /* pieces: an element's value, read already */
                kf_fe_visit_expr(fe, kl.c[i]);
            }
        }
        return;
    }
    if (k == CXCursor_StmtExpr) {
        kf_fe_error_cursor(fe, e, "statement expressions are not supported%s", "");
        return;
    }
    clang_visitChildren(e, visit_kid, fe);
}

/* ---- reductions ---------------------------------------------------------- */

bool kf_access_sure(const struct kf_access *x)
{
    return !x->may || x->may_loop > 0;
}

bool kf_access_same_location(const struct kf_access *x, const struct kf_access *y)
{
    if (x->var != y->var || x->whole || y->whole || x->nsub != y->nsub)
        return false;
    for (int i = 0; i < x->nsub; i++)
        if (!x->sub[i] || !kf_poly_equal(x->sub[i], y->sub[i]))
            return false;
    return true;
}

/* Visits e as the "other operand" of a reduction into location acc[loc];
 * true if e does not read that location (for a scalar: the variable at all).
 * Other elements of the same array are fine here: the dependence analysis
 * sees them, and any carried dependence on them keeps the loop sequential.
 * Its accesses are recorded either way. */
static bool other_operand(struct fe *fe, CXCursor e, int loc)
{
    int before = fe->cur->naccess;
    kf_fe_visit_expr(fe, e);
    const struct kf_access *x = &fe->cur->acc[loc];
    for (int i = before; i < fe->cur->naccess; i++) {
        const struct kf_access *y = &fe->cur->acc[i];
        if (y->var != x->var)
            continue;
        if (x->nsub == 0 || kf_access_same_location(x, y))
            return false;
    }
    return true;
}

static enum kf_reduction_op minmax_of(const char *fn)
{
    if (!fn)
        return KF_RED_NONE;
    if (strncmp(fn, "__builtin_", 10) == 0)
        fn += 10;
    if (strcmp(fn, "fmax") == 0 || strcmp(fn, "fmaxf") == 0 || strcmp(fn, "fmaxl") == 0)
        return KF_RED_MAX;
    if (strcmp(fn, "fmin") == 0 || strcmp(fn, "fminf") == 0 || strcmp(fn, "fminl") == 0)
        return KF_RED_MIN;
    return KF_RED_NONE;
}

/* Are e and x the same expression?  Compared by structure (cursor kinds,
 * operators, referenced declarations, literal values), not by text: inside a
 * macro expansion every sub-expression has the macro's text. */
/* Does evaluating e write nothing and call nothing (so that evaluating it
 * twice gives one value)? */
static bool changes_nothing(CXCursor e)
{
    enum CXCursorKind k = clang_getCursorKind(e);
    enum CXUnaryOperatorKind u = kf_fe_unop(e);
    if (k == CXCursor_CallExpr || k == CXCursor_CompoundAssignOperator ||
        u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PreInc ||
        u == CXUnaryOperator_PostDec || u == CXUnaryOperator_PreDec ||
        (kf_fe_is_binop(e) && kf_fe_binop(e) == CXBinaryOperator_Assign))
        return false;
    struct kids ch = kf_fe_kids_of(e);
    for (int i = 0; i < ch.n; i++)
        if (!changes_nothing(ch.c[i]))
            return false;
    return true;
}

static bool same_expr(CXCursor e, CXCursor x)
{
    e = kf_fe_strip(e), x = kf_fe_strip(x);
    enum CXCursorKind k = clang_getCursorKind(e);
    if (k != clang_getCursorKind(x))
        return false;
    if (kf_fe_is_binop(e) && kf_fe_binop(e) != kf_fe_binop(x))
        return false;
    if (k == CXCursor_UnaryOperator && kf_fe_unop(e) != kf_fe_unop(x))
        return false;
    if (k == CXCursor_DeclRefExpr || k == CXCursor_MemberRefExpr || k == CXCursor_CallExpr) {
        CXCursor de = clang_getCursorReferenced(e), dx = clang_getCursorReferenced(x);
        if (clang_Cursor_isNull(de) || !clang_equalCursors(de, dx))
            return false;
    }
    if (k == CXCursor_IntegerLiteral || k == CXCursor_CharacterLiteral) {
        long ve, vx;
        return kf_fe_const_eval(e, &ve) && kf_fe_const_eval(x, &vx) && ve == vx;
    }
    if (k == CXCursor_FloatingLiteral || k == CXCursor_StringLiteral)
        return false; /* never needed; stay safe */
    struct kids ce = kf_fe_kids_of(e), cx = kf_fe_kids_of(x);
    if (ce.n != cx.n || ce.n > 8)
        return false;
    if (ce.n == 0 && k != CXCursor_DeclRefExpr)
        return false; /* an expression kind we do not know how to compare */
    for (int i = 0; i < ce.n; i++)
        if (!same_expr(ce.c[i], cx.c[i]))
            return false;
    return true;
}

/* cmp is "p OP q"; returns max/min for "cmp ? t : f" where {t, f} = {p, q} */
enum kf_reduction_op kf_fe_cond_minmax(struct fe *fe, CXCursor cmp, CXCursor t, CXCursor f)
{
    enum CXBinaryOperatorKind op = kf_fe_binop(kf_fe_strip(cmp));
    bool gt = op == CXBinaryOperator_GT || op == CXBinaryOperator_GE;
    bool lt = op == CXBinaryOperator_LT || op == CXBinaryOperator_LE;
    if (!gt && !lt)
        return KF_RED_NONE;
    struct kids ch = kf_fe_kids_of(kf_fe_strip(cmp));
    if (ch.n != 2)
        return KF_RED_NONE;
    if (same_expr(ch.c[0], t) && same_expr(ch.c[1], f))
        return gt ? KF_RED_MAX : KF_RED_MIN; /* p > q ? p : q */
    if (same_expr(ch.c[0], f) && same_expr(ch.c[1], t))
        return gt ? KF_RED_MIN : KF_RED_MAX; /* p > q ? q : p */
    return KF_RED_NONE;
}

/* Builds the accesses of an expression statement, recognising
 *   x op= e;   x = x op e;   x = e op x;   x = fmax(x, e);   x = x > e ? x : e;
 * where x is a scalar or an affine array element that e does not touch. */
/* s[i].x: its access is the element s[i], a struct, which no reduction
 * clause or accumulator can hold: never a reduction */
static bool member_of_struct(CXCursor x)
{
    return clang_getCursorKind(kf_fe_strip(x)) == CXCursor_MemberRefExpr;
}

void kf_fe_stmt_expr(struct fe *fe, struct kf_stmt *s, CXCursor e)
{
    e = kf_fe_strip(e);
    enum CXUnaryOperatorKind u = kf_fe_unop(e);
    if (u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PreInc ||
        u == CXUnaryOperator_PostDec || u == CXUnaryOperator_PreDec) {
        /* x++ on its own is x += 1 (x -= 1): a count, `if (wall) n++;`,
         * a histogram's a[k]++.  As for +=, a variable read elsewhere in
         * the loop is no reduction (deps.c), and a scalar advanced in
         * every iteration may be an induction variable (induct.c) */
        CXCursor x = kf_fe_kids_of(e).c[0];
        int r = kf_fe_lvalue(fe, x, false), w = kf_fe_lvalue(fe, x, true);
        if (r >= 0 && w >= 0 && !s->acc[r].whole && !member_of_struct(x)) {
            s->red_op = KF_RED_ADD;
            s->red_read = r, s->red_write = w;
        }
        return;
    }
    enum CXBinaryOperatorKind b = kf_fe_binop(e);
    if (b == CXBinaryOperator_AddAssign || b == CXBinaryOperator_SubAssign ||
        b == CXBinaryOperator_MulAssign) {
        struct kids ch = kf_fe_kids_of(e);
        int r = kf_fe_lvalue(fe, ch.c[0], false);
        bool clean = r >= 0 && other_operand(fe, ch.c[1], r);
        if (r == KF_FE_PIECES) /* other_operand did not read it */
            kf_fe_visit_expr(fe, ch.c[1]);
        int w = kf_fe_lvalue(fe, ch.c[0], true);
        if (clean && w >= 0 && !s->acc[r].whole && !member_of_struct(ch.c[0])) {
            s->red_op = b == CXBinaryOperator_MulAssign ? KF_RED_MUL : KF_RED_ADD;
            s->red_read = r, s->red_write = w;
        }
        return;
    }
    if (b != CXBinaryOperator_Assign) {
        kf_fe_visit_expr(fe, e);
        return;
    }
    struct kids ch = kf_fe_kids_of(e);
    CXCursor lhs = ch.c[0], rhs = kf_fe_strip(ch.c[1]);
    enum CXBinaryOperatorKind rb = kf_fe_binop(rhs);
    enum kf_reduction_op op = KF_RED_NONE;
    int r = -1;
    bool clean = false;
    if (rb == CXBinaryOperator_Add || rb == CXBinaryOperator_Mul || rb == CXBinaryOperator_Sub) {
        struct kids rc = kf_fe_kids_of(rhs);
        for (int side = 0; side < 2 && r < 0; side++) {
            if (side == 1 && rb == CXBinaryOperator_Sub)
                break;
            if (same_expr(rc.c[side], lhs)) {
                r = kf_fe_lvalue(fe, rc.c[side], false);
                clean = r >= 0 && other_operand(fe, rc.c[1 - side], r);
                op = rb == CXBinaryOperator_Mul ? KF_RED_MUL : KF_RED_ADD;
            }
        }
    } else if (clang_getCursorKind(rhs) == CXCursor_CallExpr &&
               minmax_of(kf_fe_callee_name(fe, rhs)) != KF_RED_NONE) {
        struct kidlist kl = kf_fe_kidlist_of(fe, rhs);
        for (int side = 0; kl.n == 3 && side < 2 && r < 0; side++)
            if (same_expr(kl.c[1 + side], lhs)) {
                r = kf_fe_lvalue(fe, kl.c[1 + side], false);
                clean = r >= 0 && other_operand(fe, kl.c[2 - side], r);
                op = minmax_of(kf_fe_callee_name(fe, rhs));
            }
    } else if (clang_getCursorKind(rhs) == CXCursor_ConditionalOperator) {
        struct kids rc = kf_fe_kids_of(rhs);
        if (rc.n == 3) {
            op = kf_fe_cond_minmax(fe, rc.c[0], rc.c[1], rc.c[2]);
            int side = same_expr(rc.c[1], lhs) ? 1 : same_expr(rc.c[2], lhs) ? 2 : 0;
            if (op != KF_RED_NONE && side) {
                r = kf_fe_lvalue(fe, rc.c[side], false);
                clean = r >= 0 && other_operand(fe, rc.c[3 - side], r);
                kf_fe_visit_expr(fe, rc.c[0]); /* the comparison reads x and e again */
            }
        }
    }
    if (r < 0) {
        kf_fe_visit_expr(fe, e);
        return;
    }
    int w = kf_fe_lvalue(fe, lhs, true);
    /* q[l] = q[l] + 1.0 with l from the data (NPB EP): the two name one
     * element where their subscripts are one expression that changes
     * nothing and calls nothing */
    if (clean && w >= 0 && !member_of_struct(lhs) &&
        (kf_access_same_location(&s->acc[r], &s->acc[w]) || changes_nothing(lhs))) {
        s->red_op = op;
        s->red_read = r, s->red_write = w;
    }
}
