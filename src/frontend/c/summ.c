/*
 * summ.c: what a helper of the file reads and writes, as accesses of the
 * statement that calls it (fe.h, kf_fe_summ_call).
 *
 * A helper such as Rodinia particlefilter's
 *
 *     double randu(int *seed, int index)
 *     { int num = A * seed[index] + C; seed[index] = num % M; ... }
 *
 * reads and writes seed[index] and reads the globals A, C, M.  Its summary
 * says so in its own parameters:
 *
 *     read  seed[index]    write seed[index]    read A, C, M
 *     (index is SUMM_VAR + 1 in the subscript's polynomial)
 *
 * and a call randu(seed, x) in a loop over x becomes the accesses
 * seed[x] (read, write) and A, C, M (read) of the calling statement, the
 * call's arguments substituted for the parameters.  The dependence
 * analysis then treats them as it treats any other access: the loop is
 * parallel exactly when the accesses of different iterations do not
 * conflict.
 *
 *   - A subscript is a polynomial in the helper's integer parameters that
 *     its body never assigns, through locals initialised once and never
 *     assigned (`int k = i * n + j; a[k]`); a read at any other subscript
 *     reads the whole array; a write there makes the summary unknown (a
 *     missed write is a wrong result).
 *   - A write under an if, a loop, a ?: or after a return is a may-write.
 *   - A helper that calls another helper takes the callee's summary with
 *     its own arguments substituted (randn calls randu twice).
 *   - Unknown, with the reason, as the call tests of vars.c say it: a
 *     helper that recurses, calls a function whose summary is unknown or
 *     whose body is not in the file, keeps a static, writes a global,
 *     takes an address, copies or moves a pointer parameter, reads or
 *     writes through a pointer of its own, takes a pointer to a struct,
 *     to a pointer or to rows (`double (*a)[n]`), holds asm or a goto.
 *   - At the call, a pointer argument must be a one-dimensional array or
 *     pointer of the fragment, plus an offset perhaps (`a`, `a + k`,
 *     `&a[k]`); anything else (a derived pointer, a row, a member) keeps
 *     the call what it was.
 * Nothing is recorded unless the whole call can be: kf_fe_summ_call
 * computes everything first.
 */
#include <clang-c/Index.h>
#include <stdio.h>
#include <string.h>

#include "frontend/c/fe.h"

/* helper parameter k is the variable SUMM_VAR + k of a summary's
 * polynomials (above every fragment variable and KF_DIV_VAR's quotients) */
#define SUMM_VAR 2000000
#define SUMM_DEPTH 8 /* helpers calling helpers, at most */

struct summ_acc {
    int param;          /* the pointer parameter; -1: the global `global` */
    CXCursor global;
    bool write, may, whole;
    struct kf_poly *sub; /* in SUMM_VAR + k; NULL when whole */
};

struct summ {
    const char *why; /* NULL: the summary is known */
    int n;
    struct summ_acc *acc;
};

/* one helper's body being summarised */
struct walk {
    struct fe *fe;
    CXCursor fn;
    int np;
    CXCursor *params;
    int nassigned;
    CXCursor *assigned; /* locals and parameters the body assigns */
    const CXCursor *stack; /* the helpers being summarised around this one */
    int depth;
    int cond;      /* > 0: under an if, a loop, a ?:, && or || */
    bool returned; /* a return was seen: what follows may not run */
    int subst;     /* locals replaced by their initialisers, nested */
    struct summ *s;
};

static struct summ *summarise(struct fe *fe, CXCursor fn, const CXCursor *stack, int depth);
static void walk(struct walk *w, CXCursor c);

static void fail(struct walk *w, const char *why)
{
    if (!w->s->why)
        w->s->why = why;
}

static void add(struct walk *w, struct summ_acc a)
{
    struct summ *s = w->s;
    if (a.write && (w->cond > 0 || w->returned))
        a.may = true;
    s->acc = kf_arena_grow(w->fe->a, s->acc, (size_t)s->n, sizeof *s->acc);
    s->acc[s->n++] = a;
}

static int param_index(const struct walk *w, CXCursor d)
{
    for (int k = 0; k < w->np; k++)
        if (clang_equalCursors(w->params[k], d))
            return k;
    return -1;
}

static bool is_ptr(CXType t)
{
    t = clang_getCanonicalType(t);
    return t.kind == CXType_Pointer || t.kind == CXType_ConstantArray ||
           t.kind == CXType_IncompleteArray || t.kind == CXType_VariableArray;
}

/* the size of what a pointer or array type's elements are, or -1 */
static long long elem_size(CXType t)
{
    t = clang_getCanonicalType(t);
    if (t.kind == CXType_Pointer)
        return clang_Type_getSizeOf(clang_getPointeeType(t));
    if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
        t.kind == CXType_VariableArray)
        return clang_Type_getSizeOf(clang_getArrayElementType(t));
    return -1;
}

/* Is a value passed to parameter d taken as it is?  A parameter narrower
 * than int may wrap the argument's value (a char index of 300), so it
 * stands for no polynomial. */
static bool param_wide(CXCursor d)
{
    CXType t = clang_getCursorType(d);
    return kf_fe_is_int_type(t) && clang_Type_getSizeOf(t) >= (long long)sizeof(int);
}

/* a variable of the file, not of the helper (C has no closures) */
static bool is_global(const struct walk *w, CXCursor d)
{
    return clang_getCursorKind(d) == CXCursor_VarDecl &&
           !clang_equalCursors(clang_getCursorSemanticParent(d), w->fn);
}

/* ---- subscripts in the helper's parameters ------------------------------- */

/* e as a polynomial in the helper's integer parameters that its body never
 * assigns (SUMM_VAR + k), or NULL */
static struct kf_poly *hpoly(struct walk *w, CXCursor e)
{
    kf_arena *a = w->fe->a;
    e = kf_fe_strip_wide(e);
    if (clang_Cursor_isNull(e))
        return NULL;
    enum CXCursorKind k = clang_getCursorKind(e);
    long v;
    if (!kf_fe_has_declref(e) && kf_fe_const_eval(e, &v))
        return kf_poly_const(a, v);
    if (k == CXCursor_DeclRefExpr) {
        CXCursor r = clang_getCursorReferenced(e);
        if (clang_getCursorKind(r) == CXCursor_EnumConstantDecl)
            return kf_poly_const(a, clang_getEnumConstantDeclValue(r));
        CXCursor d = kf_fe_var_decl_of(e);
        if (clang_Cursor_isNull(d) || !kf_fe_is_int_type(clang_getCursorType(d)) ||
            clang_isVolatileQualifiedType(clang_getCursorType(d)) ||
            kf_fe_cursor_in(w->assigned, w->nassigned, d))
            return NULL;
        int p = param_index(w, d);
        if (p >= 0)
            return kf_poly_var(a, SUMM_VAR + p);
        if (is_global(w, d) || clang_Cursor_getStorageClass(d) == CX_SC_Static || w->subst >= 8)
            return NULL;
        CXCursor init = kf_fe_var_init(d);
        if (clang_Cursor_isNull(init))
            return NULL;
        w->subst++;
        struct kf_poly *r2 = hpoly(w, init);
        w->subst--;
        return r2;
    }
    if (k == CXCursor_BinaryOperator) {
        struct kids ch = kf_fe_kids_of(e);
        enum CXBinaryOperatorKind op = kf_fe_binop(e);
        if (ch.n != 2)
            return NULL;
        if (op == CXBinaryOperator_Mul)
            return kf_poly_mul(a, hpoly(w, ch.c[0]), hpoly(w, ch.c[1]));
        if (op == CXBinaryOperator_Add || op == CXBinaryOperator_Sub)
            return kf_poly_lin(a, hpoly(w, ch.c[0]), 1, hpoly(w, ch.c[1]),
                               op == CXBinaryOperator_Add ? 1 : -1);
        return NULL;
    }
    if (k == CXCursor_UnaryOperator) {
        enum CXUnaryOperatorKind op = kf_fe_unop(e);
        if (op == CXUnaryOperator_Minus)
            return kf_poly_lin(a, hpoly(w, kf_fe_kids_of(e).c[0]), -1, NULL, 0);
        if (op == CXUnaryOperator_Plus)
            return hpoly(w, kf_fe_kids_of(e).c[0]);
    }
    return NULL;
}

/* p with every SUMM_VAR + k replaced by val[k] at once (a callee's
 * parameters by its caller's expressions, which may name the caller's own
 * SUMM_VAR + k); NULL when a replacement needed is NULL */
static struct kf_poly *subst_all(kf_arena *a, const struct kf_poly *p, int n,
                                 struct kf_poly *const *val)
{
    if (!p)
        return NULL;
    struct kf_poly *sum = kf_poly_const(a, 0);
    for (int i = 0; sum && i < p->nterm; i++) {
        const struct kf_term *t = &p->term[i];
        struct kf_poly *prod = kf_poly_const(a, t->coef);
        for (int k = 0; prod && k < t->nvar; k++) {
            int v = t->vars[k], j = v - SUMM_VAR;
            if (v >= SUMM_VAR && j >= n)
                return NULL;
            prod = kf_poly_mul(a, prod, v >= SUMM_VAR ? val[j] : kf_poly_var(a, v));
        }
        sum = prod ? kf_poly_lin(a, sum, 1, prod, 1) : NULL;
    }
    return sum;
}

/* ---- the body ------------------------------------------------------------ */

/* p[e], *(p + e), *p: the base (stripped) and the subscript (null for *p);
 * false for anything else.  *unit: the size of the elements as the access
 * counts them ((char *)p counts bytes, whatever p points to). */
static bool split_deref(CXCursor e, CXCursor *base, CXCursor *sub, long long *unit)
{
    e = kf_fe_strip(e);
    if (clang_getCursorKind(e) == CXCursor_ArraySubscriptExpr) {
        struct kids ch = kf_fe_kids_of(e);
        bool left = is_ptr(clang_getCursorType(ch.c[0]));
        *base = kf_fe_strip(ch.c[left ? 0 : 1]), *sub = ch.c[left ? 1 : 0];
        *unit = clang_Type_getSizeOf(clang_getCursorType(e));
        return true;
    }
    if (kf_fe_unop(e) != CXUnaryOperator_Deref)
        return false;
    *unit = clang_Type_getSizeOf(clang_getCursorType(e));
    CXCursor op = kf_fe_strip(kf_fe_kids_of(e).c[0]);
    if (kf_fe_binop(op) == CXBinaryOperator_Add) {
        struct kids ch = kf_fe_kids_of(op);
        bool left = is_ptr(clang_getCursorType(ch.c[0]));
        *base = kf_fe_strip(ch.c[left ? 0 : 1]), *sub = ch.c[left ? 1 : 0];
        return true;
    }
    *base = op, *sub = clang_getNullCursor();
    return true;
}

/* an element read or written through a subscript or a dereference */
static void access(struct walk *w, CXCursor e, bool write)
{
    struct fe *fe = w->fe;
    CXCursor base, sub;
    long long unit;
    if (!split_deref(e, &base, &sub, &unit))
        return fail(w, kf_arena_printf(fe->a, "it writes '%s'", kf_fe_text_of(fe, e, 30)));
    if (!clang_Cursor_isNull(sub))
        walk(w, sub);
    CXCursor d = kf_fe_var_decl_of(base);
    if (clang_Cursor_isNull(d)) {
        /* t[i][j] of a local array, or memory kforge cannot name */
        CXCursor b2, s2;
        long long u2;
        while (split_deref(base, &b2, &s2, &u2)) {
            if (!clang_Cursor_isNull(s2))
                walk(w, s2);
            base = b2;
        }
        d = kf_fe_var_decl_of(base);
        if (!clang_Cursor_isNull(d) && param_index(w, d) < 0 && !is_global(w, d) &&
            clang_getCanonicalType(clang_getCursorType(d)).kind == CXType_ConstantArray &&
            clang_Cursor_getStorageClass(d) != CX_SC_Static)
            return; /* its own array: private to the call */
        return fail(w, kf_arena_printf(fe->a, "it %s '%s', memory kforge cannot name at the call",
                                       write ? "writes" : "reads", kf_fe_text_of(fe, e, 30)));
    }
    int p = param_index(w, d);
    if (p >= 0 && unit != elem_size(clang_getCursorType(d)))
        return fail(w, kf_arena_printf(fe->a, "it %s '%s' through a pointer cast to another size",
                                       write ? "writes" : "reads", kf_fe_text_of(fe, e, 30)));
    if (p >= 0) {
        struct kf_poly *s = clang_Cursor_isNull(sub) ? kf_poly_const(fe->a, 0) : hpoly(w, sub);
        if (!s && write)
            return fail(w, kf_arena_printf(fe->a, "it writes '%s', at a subscript not affine in its "
                                                  "parameters", kf_fe_text_of(fe, e, 30)));
        add(w, (struct summ_acc){p, clang_getNullCursor(), write, false, !s, s});
        return;
    }
    if (is_global(w, d)) {
        if (write)
            return fail(w, kf_arena_printf(fe->a, "it writes the global '%s'", kf_fe_spelling(fe, d)));
        add(w, (struct summ_acc){-1, d, false, false, true, NULL});
        return;
    }
    CXType t = clang_getCanonicalType(clang_getCursorType(d));
    if (t.kind == CXType_ConstantArray && clang_Cursor_getStorageClass(d) != CX_SC_Static)
        return; /* its own array: private to the call */
    fail(w, kf_arena_printf(fe->a, "it %s through its own pointer '%s'",
                            write ? "writes" : "reads", kf_fe_spelling(fe, d)));
}

/* an assignment's or an increment's target */
static void target(struct walk *w, CXCursor t, bool reads)
{
    struct fe *fe = w->fe;
    CXCursor d = kf_fe_var_decl_of(t);
    if (!clang_Cursor_isNull(d)) {
        if (is_global(w, d))
            fail(w, kf_arena_printf(fe->a, "it writes the global '%s'", kf_fe_spelling(fe, d)));
        else if (param_index(w, d) >= 0 && is_ptr(clang_getCursorType(d)))
            fail(w, kf_arena_printf(fe->a, "it moves the pointer '%s'", kf_fe_spelling(fe, d)));
        return; /* a local, or a scalar parameter: the call's own copy */
    }
    CXCursor s = kf_fe_strip(t);
    if (clang_getCursorKind(s) == CXCursor_MemberRefExpr) {
        /* l.x = v of a local struct, through '.' only */
        CXCursor b = s;
        while (clang_getCursorKind(b) == CXCursor_MemberRefExpr &&
               clang_getCanonicalType(clang_getCursorType(kf_fe_strip(kf_fe_kids_of(b).c[0]))).kind ==
                   CXType_Record)
            b = kf_fe_strip(kf_fe_kids_of(b).c[0]);
        CXCursor bd = kf_fe_var_decl_of(b);
        if (clang_Cursor_isNull(bd) || is_global(w, bd) || param_index(w, bd) >= 0 ||
            clang_getCursorKind(b) == CXCursor_MemberRefExpr)
            fail(w, kf_arena_printf(fe->a, "it writes '%s'", kf_fe_text_of(fe, t, 30)));
        return;
    }
    if (reads)
        access(w, t, false);
    access(w, t, true);
}

/* A pointer argument of a call the helper makes, in the helper's terms:
 * its pointer parameter (*param, -1 for a local array: nothing to
 * record) and the offset added (*off, NULL when not affine); false when
 * it is neither (the reason set) */
static bool helper_arg(struct walk *w, CXCursor arg, long long unit, int *param,
                       struct kf_poly **off, const char *callee)
{
    struct fe *fe = w->fe;
    CXCursor a = kf_fe_strip(arg), base = a, offe = clang_getNullCursor();
    if (kf_fe_binop(a) == CXBinaryOperator_Add || kf_fe_binop(a) == CXBinaryOperator_Sub) {
        struct kids ch = kf_fe_kids_of(a);
        bool left = is_ptr(clang_getCursorType(ch.c[0]));
        if (!left && kf_fe_binop(a) == CXBinaryOperator_Sub)
            goto bad;
        base = kf_fe_strip(ch.c[left ? 0 : 1]), offe = ch.c[left ? 1 : 0];
    } else if (kf_fe_unop(a) == CXUnaryOperator_AddrOf &&
               clang_getCursorKind(kf_fe_strip(kf_fe_kids_of(a).c[0])) == CXCursor_ArraySubscriptExpr) {
        struct kids ch = kf_fe_kids_of(kf_fe_strip(kf_fe_kids_of(a).c[0]));
        base = kf_fe_strip(ch.c[0]), offe = ch.c[1];
    }
    CXCursor d = kf_fe_var_decl_of(base);
    if (clang_Cursor_isNull(d) || elem_size(clang_getCursorType(d)) != unit)
        goto bad;
    *param = param_index(w, d);
    if (*param < 0) {
        CXType t = clang_getCanonicalType(clang_getCursorType(d));
        if (is_global(w, d) || t.kind != CXType_ConstantArray ||
            clang_Cursor_getStorageClass(d) == CX_SC_Static)
            goto bad;
    }
    *off = kf_poly_const(fe->a, 0);
    if (!clang_Cursor_isNull(offe)) {
        walk(w, offe);
        struct kf_poly *o = hpoly(w, offe);
        *off = kf_fe_binop(a) == CXBinaryOperator_Sub ? kf_poly_lin(fe->a, o, -1, NULL, 0) : o;
    }
    return true;
bad:
    fail(w, kf_arena_printf(fe->a, "it passes '%s' to '%s', a pointer kforge cannot follow",
                            kf_fe_text_of(fe, arg, 30), callee));
    return false;
}

/* a call the helper makes: a pure function's, a reading library
 * function's, or another helper's through its summary */
static void call(struct walk *w, CXCursor c)
{
    struct fe *fe = w->fe;
    const char *name = kf_fe_callee_name(fe, c);
    if (!name)
        return fail(w, "it calls through a pointer");
    struct kidlist kl = kf_fe_kidlist_of(fe, c);
    if (kf_fe_is_pure_fn(name)) {
        for (int i = 1; i < kl.n; i++)
            walk(w, kl.c[i]);
        return;
    }
    if (kf_fe_is_read_only_fn(name)) { /* strlen(p): all p reaches, read */
        for (int i = 1; i < kl.n; i++) {
            int p;
            struct kf_poly *off;
            if (!is_ptr(clang_getCursorType(kl.c[i])))
                walk(w, kl.c[i]);
            else if (helper_arg(w, kl.c[i], elem_size(clang_getCursorType(kl.c[i])), &p, &off,
                                name) && p >= 0)
                add(w, (struct summ_acc){p, clang_getNullCursor(), false, false, true, NULL});
        }
        return;
    }
    CXCursor r = clang_getCursorReferenced(c);
    if (clang_getCursorKind(r) != CXCursor_FunctionDecl)
        return fail(w, kf_arena_printf(fe->a, "it calls '%s', whose body is not in this file", name));
    if (clang_equalCursors(clang_getCursorDefinition(r), w->fn))
        return fail(w, "it recurses");
    const CXCursor *stack = w->stack;
    CXCursor *st = kf_arena_alloc(fe->a, (size_t)(w->depth + 1) * sizeof *st);
    for (int i = 0; i < w->depth; i++)
        st[i] = stack[i];
    st[w->depth] = w->fn;
    struct summ *s = summarise(fe, r, st, w->depth + 1);
    if (s->why)
        return fail(w, kf_arena_printf(fe->a, "it calls '%s', which %s", name,
                                       strncmp(s->why, "it ", 3) == 0 ? s->why + 3 : s->why));
    int np = clang_Cursor_getNumArguments(clang_getCursorDefinition(r));
    if (np != kl.n - 1)
        return fail(w, kf_arena_printf(fe->a, "it calls '%s' with %d arguments for %d parameters",
                                       name, kl.n - 1, np));
    /* the callee's parameters in this helper's terms */
    struct kf_poly **val = kf_arena_alloc(fe->a, (size_t)(np + 1) * sizeof *val);
    int *base = kf_arena_alloc(fe->a, (size_t)(np + 1) * sizeof *base);
    struct kf_poly **off = kf_arena_alloc(fe->a, (size_t)(np + 1) * sizeof *off);
    for (int j = 0; j < np; j++) {
        CXCursor arg = kl.c[1 + j];
        val[j] = NULL, base[j] = -2, off[j] = NULL;
        CXCursor pd = clang_Cursor_getArgument(clang_getCursorDefinition(r), j);
        if (is_ptr(clang_getCursorType(arg))) {
            if (!helper_arg(w, arg, elem_size(clang_getCursorType(pd)), &base[j], &off[j], name))
                return;
        } else {
            walk(w, arg);
            val[j] = param_wide(pd) ? hpoly(w, arg) : NULL;
        }
    }
    for (int i = 0; i < s->n; i++) {
        struct summ_acc a = s->acc[i];
        if (a.param < 0) {
            add(w, a);
            continue;
        }
        int p = base[a.param];
        if (p == -1)
            continue; /* this helper's own array */
        if (p < 0)
            return fail(w, kf_arena_printf(fe->a, "it calls '%s', whose summary kforge cannot map", name));
        struct kf_poly *sub = a.whole ? NULL : kf_poly_lin(fe->a, subst_all(fe->a, a.sub, np, val), 1, off[a.param], 1);
        if (!sub && !a.whole && a.write)
            return fail(w, kf_arena_printf(fe->a, "it calls '%s', which writes at a subscript not affine "
                                                  "in this helper's parameters", name));
        add(w, (struct summ_acc){p, clang_getNullCursor(), a.write, a.may, !sub, sub});
    }
}

static bool is_cond(CXCursor c)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    enum CXBinaryOperatorKind b = kf_fe_binop(c);
    return k == CXCursor_IfStmt || k == CXCursor_ForStmt || k == CXCursor_WhileStmt ||
           k == CXCursor_DoStmt || k == CXCursor_SwitchStmt || k == CXCursor_ConditionalOperator ||
           b == CXBinaryOperator_LAnd || b == CXBinaryOperator_LOr;
}

static void walk(struct walk *w, CXCursor c)
{
    struct fe *fe = w->fe;
    if (w->s->why || clang_Cursor_isNull(c))
        return;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_AsmStmt || k == CXCursor_GCCAsmStmt || k == CXCursor_MSAsmStmt)
        return fail(w, "it holds asm");
    if (k == CXCursor_GotoStmt || k == CXCursor_IndirectGotoStmt)
        return fail(w, "it holds a goto");
    if (k == CXCursor_VarDecl && (clang_Cursor_getStorageClass(c) == CX_SC_Static ||
                                  clang_Cursor_getStorageClass(c) == CX_SC_Extern))
        return fail(w, kf_arena_printf(fe->a, "it keeps '%s' from call to call", kf_fe_spelling(fe, c)));
    if (kf_fe_unop(c) == CXUnaryOperator_AddrOf)
        return fail(w, "it takes an address");
    CXCursor t = kf_fe_write_target(c);
    if (!clang_Cursor_isNull(t)) {
        struct kids ch = kf_fe_kids_of(c);
        if (ch.n == 2)
            walk(w, ch.c[1]);
        return target(w, t, kf_fe_binop(c) != CXBinaryOperator_Assign);
    }
    if (k == CXCursor_ArraySubscriptExpr || kf_fe_unop(c) == CXUnaryOperator_Deref)
        return access(w, c, false);
    if (k == CXCursor_CallExpr)
        return call(w, c);
    if (k == CXCursor_DeclRefExpr) {
        CXCursor r = clang_getCursorReferenced(c);
        CXCursor d = kf_fe_var_decl_of(c);
        if (clang_getCursorKind(r) == CXCursor_FunctionDecl)
            return fail(w, "it takes a function's address");
        if (clang_Cursor_isNull(d))
            return;
        if (param_index(w, d) >= 0 && is_ptr(clang_getCursorType(d)))
            return fail(w, kf_arena_printf(fe->a, "it copies the pointer '%s'", kf_fe_spelling(fe, d)));
        if (is_global(w, d)) {
            if (is_ptr(clang_getCursorType(d)))
                return fail(w, kf_arena_printf(fe->a, "it uses the global array '%s' whole",
                                               kf_fe_spelling(fe, d)));
            add(w, (struct summ_acc){-1, d, false, false, false, NULL});
        }
        return;
    }
    struct kidlist kl = kf_fe_kidlist_of(fe, c);
    bool cond = is_cond(c);
    for (int i = 0; i < kl.n; i++) {
        /* an if's, a switch's, a ?:'s, an &&'s first operand always runs */
        bool under = cond && (i > 0 || k == CXCursor_ForStmt || k == CXCursor_DoStmt);
        w->cond += under;
        walk(w, kl.c[i]);
        w->cond -= under;
    }
    if (k == CXCursor_ReturnStmt)
        w->returned = true;
}

static enum CXChildVisitResult assigned_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct walk *w = data;
    CXCursor t = kf_fe_write_target(c);
    if (clang_Cursor_isNull(t) && kf_fe_unop(c) == CXUnaryOperator_AddrOf)
        t = kf_fe_kids_of(c).c[0];
    CXCursor d = clang_Cursor_isNull(t) ? t : kf_fe_var_decl_of(t);
    if (!clang_Cursor_isNull(d)) {
        w->assigned = kf_arena_grow(w->fe->a, w->assigned, (size_t)w->nassigned, sizeof *w->assigned);
        w->assigned[w->nassigned++] = d;
    }
    return CXChildVisit_Recurse;
}

/* fn's summary (fn a declaration or the definition); stack: the helpers
 * whose summaries wait on this one */
static struct summ *summarise(struct fe *fe, CXCursor fn, const CXCursor *stack, int depth)
{
    struct summ *s = kf_arena_alloc(fe->a, sizeof *s);
    *s = (struct summ){NULL, 0, NULL};
    CXCursor def = clang_getCursorDefinition(fn);
    if (clang_Cursor_isNull(def) || clang_getCursorKind(def) != CXCursor_FunctionDecl)
        return s->why = "its body is not in this file", s;
    for (int i = 0; i < depth; i++)
        if (clang_equalCursors(stack[i], def))
            return s->why = "it recurses", s;
    if (depth >= SUMM_DEPTH)
        return s->why = "its calls nest too deep", s;
    if (clang_Cursor_isVariadic(def))
        return s->why = "it is variadic", s;
    struct walk w = {.fe = fe, .fn = def, .stack = stack, .depth = depth, .s = s};
    w.np = clang_Cursor_getNumArguments(def);
    if (w.np < 0)
        return s->why = "its parameters are not declared", s;
    w.params = kf_arena_alloc(fe->a, (size_t)(w.np + 1) * sizeof *w.params);
    for (int k = 0; k < w.np; k++) {
        w.params[k] = clang_Cursor_getArgument(def, k);
        CXType t = clang_getCanonicalType(clang_getCursorType(w.params[k]));
        if (!is_ptr(t))
            continue;
        CXType e = clang_getCanonicalType(t.kind == CXType_Pointer ? clang_getPointeeType(t)
                                                                  : clang_getArrayElementType(t));
        bool scalar = kf_fe_is_int_type(e) || (e.kind >= CXType_Float && e.kind <= CXType_LongDouble);
        if (!scalar)
            return s->why = kf_arena_printf(fe->a, "it takes '%s', a pointer to %s",
                                            kf_fe_spelling(fe, w.params[k]),
                                            e.kind == CXType_Record ? "a struct"
                                            : e.kind == CXType_Pointer ? "pointers"
                                                                       : "rows or other data"),
                   s;
    }
    clang_visitChildren(def, assigned_visit, &w);
    struct kidlist kl = kf_fe_kidlist_of(fe, def);
    for (int i = 0; i < kl.n; i++)
        if (clang_getCursorKind(kl.c[i]) == CXCursor_CompoundStmt)
            walk(&w, kl.c[i]);
    if (s->why)
        s->n = 0;
    return s;
}

/* ---- the call ------------------------------------------------------------ */

/* a pointer argument at the call: the fragment's one-dimensional array
 * (*var) and the offset added (*off, NULL when not affine); false when
 * the argument is no such thing */
static bool caller_arg(struct fe *fe, CXCursor arg, long long unit, int *var, struct kf_poly **off,
                       CXCursor *offe)
{
    CXCursor a = kf_fe_strip(arg), base = a;
    *offe = clang_getNullCursor();
    bool neg = false;
    if (kf_fe_binop(a) == CXBinaryOperator_Add || kf_fe_binop(a) == CXBinaryOperator_Sub) {
        struct kids ch = kf_fe_kids_of(a);
        bool left = is_ptr(clang_getCursorType(ch.c[0]));
        if (!left && kf_fe_binop(a) == CXBinaryOperator_Sub)
            return false;
        base = kf_fe_strip(ch.c[left ? 0 : 1]), *offe = ch.c[left ? 1 : 0];
        neg = kf_fe_binop(a) == CXBinaryOperator_Sub;
    } else if (kf_fe_unop(a) == CXUnaryOperator_AddrOf &&
               clang_getCursorKind(kf_fe_strip(kf_fe_kids_of(a).c[0])) == CXCursor_ArraySubscriptExpr) {
        struct kids ch = kf_fe_kids_of(kf_fe_strip(kf_fe_kids_of(a).c[0]));
        base = kf_fe_strip(ch.c[0]), *offe = ch.c[1];
    }
    CXCursor d = kf_fe_var_decl_of(base);
    if (clang_Cursor_isNull(d) || kf_fe_ptr_is(fe, d) || /* a derived pointer: ptr.c's */
        elem_size(clang_getCursorType(d)) != unit)         /* a cast: other units */
        return false;
    int id = kf_fe_get_var(fe, d);
    const struct kf_var *v = &fe->f->vars[id];
    if (v->kind != KF_VAR_ARRAY || v->ndims != 1)
        return false;
    *var = id;
    *off = kf_poly_const(fe->a, 0);
    if (!clang_Cursor_isNull(*offe)) {
        struct kf_poly *o = kf_fe_poly_of(fe, *offe);
        *off = neg ? kf_poly_lin(fe->a, o, -1, NULL, 0) : o;
    }
    return true;
}

bool kf_fe_summ_call(struct fe *fe, CXCursor call, const char **why)
{
    const char *name = kf_fe_callee_name(fe, call);
    CXCursor r = clang_getCursorReferenced(call);
    *why = NULL;
    if (!name || clang_getCursorKind(r) != CXCursor_FunctionDecl)
        return false;
    struct summ *s = summarise(fe, r, NULL, 0);
    if (s->why)
        return *why = s->why, false;
    struct kidlist kl = kf_fe_kidlist_of(fe, call);
    int np = clang_Cursor_getNumArguments(clang_getCursorDefinition(r));
    if (np != kl.n - 1)
        return *why = "its arguments do not match its parameters", false;
    struct kf_poly **val = kf_arena_alloc(fe->a, (size_t)(np + 1) * sizeof *val);
    struct kf_poly **off = kf_arena_alloc(fe->a, (size_t)(np + 1) * sizeof *off);
    CXCursor *offe = kf_arena_alloc(fe->a, (size_t)(np + 1) * sizeof *offe);
    int *var = kf_arena_alloc(fe->a, (size_t)(np + 1) * sizeof *var);
    for (int j = 0; j < np; j++) {
        CXCursor arg = kl.c[1 + j], pd = clang_Cursor_getArgument(clang_getCursorDefinition(r), j);
        var[j] = -1, val[j] = NULL, off[j] = NULL, offe[j] = clang_getNullCursor();
        if (!is_ptr(clang_getCursorType(arg))) {
            val[j] = param_wide(pd) ? kf_fe_poly_of(fe, arg) : NULL;
            continue;
        }
        bool used = false;
        for (int i = 0; i < s->n; i++)
            used |= s->acc[i].param == j;
        if (!used)
            var[j] = -2; /* read as any argument is (whole, for an array) */
        else if (!caller_arg(fe, arg, elem_size(clang_getCursorType(pd)), &var[j], &off[j], &offe[j]))
            return *why = kf_arena_printf(fe->a, "it is passed '%s', a pointer kforge cannot follow "
                                                 "into '%s'", kf_fe_text_of(fe, arg, 30), name),
                   false;
    }
    /* the arguments' own reads, then the helper's accesses */
    for (int j = 0; j < np; j++)
        if (var[j] < 0)
            kf_fe_visit_expr(fe, kl.c[1 + j]);
        else if (!clang_Cursor_isNull(offe[j]))
            kf_fe_visit_expr(fe, offe[j]);
    for (int i = 0; i < s->n; i++) {
        const struct summ_acc *a = &s->acc[i];
        int idx;
        if (a->param < 0) {
            int g = kf_fe_get_var(fe, a->global);
            bool arr = fe->f->vars[g].kind == KF_VAR_ARRAY;
            idx = kf_fe_add_access(fe, g, false, 0, NULL, arr, call);
            fe->cur->acc[idx].call = kf_fe_text_of(fe, call, 40);
            continue;
        }
        CXCursor arg = kl.c[1 + a->param];
        if (a->whole) {
            idx = kf_fe_add_access(fe, var[a->param], a->write, 0, NULL, true, arg);
        } else {
            struct kf_poly **sub = kf_arena_alloc(fe->a, sizeof *sub);
            sub[0] = kf_poly_lin(fe->a, subst_all(fe->a, a->sub, np, val), 1, off[a->param], 1);
            idx = kf_fe_add_access(fe, var[a->param], a->write, 1, sub, false, arg);
        }
        if (a->write && a->may)
            fe->cur->acc[idx].may = true;
        fe->cur->acc[idx].call = kf_fe_text_of(fe, call, 40);
    }
    fe->summ_call = kf_arena_grow(fe->a, fe->summ_call, (size_t)fe->nsumm_call, sizeof *fe->summ_call);
    fe->summ_call[fe->nsumm_call++] = call;
    return true;
}
