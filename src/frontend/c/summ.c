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
 *     assigned (`int k = i * n + j; a[k]`), in the integer globals it reads
 *     (never written: a write makes the summary unknown), and in the
 *     iterators of the loops over ranges around it (below); a read at any
 *     other subscript reads the whole array; a write there makes the
 *     summary unknown (a missed write is a wrong result).
 *   - A loop over a range, `for (j = lo; j < hi; j++)` (<=, or downwards
 *     with > and >=; j++, ++j, j += 1, j = j + 1, or their decrements),
 *     its iterator a signed integer declared in the for or before it that
 *     its body never assigns, its bounds polynomials as subscripts are (in
 *     the iterators of the range loops around it too: a triangular nest),
 *     is a span (ir.h's kf_span): an access in its body is one access to
 *     every element it reaches for j in [lo, hi - 1], so
 *
 *         void scale_row(double *row, int n, double s)
 *         { for (int j = 0; j < n; j++) row[j] *= s; }
 *
 *     reads and writes row[j] for 0 <= j <= n - 1, and the call
 *     scale_row(&A[i * 64], 64, s) the elements A[64*i + j], 0 <= j <= 63.
 *     Its writes are must-writes (of the whole range) unless something
 *     else makes them may-writes or its body holds a break, a continue or
 *     a return (the loop may stop early).  Any other loop is walked as
 *     before: its iterator is assigned, so what it indexes is read whole
 *     or makes the summary unknown.  At most KF_SPAN_MAX loops around one
 *     access, helpers' loops included.
 *   - A write under an if, a loop other than a range loop, a ?: or after a
 *     return is a may-write.
 *   - A helper that calls another helper takes the callee's summary with
 *     its own arguments substituted (randn calls randu twice).
 *   - Unknown, with the reason, as the call tests of vars.c say it: a
 *     helper that recurses, calls a function whose summary is unknown or
 *     whose body is not in the file, keeps a static, writes a global,
 *     takes an address, copies or moves a pointer parameter, reads or
 *     writes through a pointer of its own, takes a pointer to a struct,
 *     to a pointer or to rows (`double (*a)[n]`), holds asm or a goto.
 *   - At the call, a pointer argument must be an array or pointer of the
 *     fragment, plus an offset perhaps (`a`, `a + k`, `&a[k]`), or a row of
 *     one (`A[i]`, `&A[i][k]`, `A[i] + k` of a double A[N][M] or a double
 *     (*A)[M], or a VLA's row, its length the innermost extent of clang's
 *     type): the helper's subscript goes to the last dimension, the row's
 *     length recorded with it (kf_access.row) for the model to prove that
 *     the subscript stays in the row, as it reads the access whole
 *     otherwise.  Anything else (a derived pointer, a row loaded from an
 *     array of pointers, a member, a row whose length kforge cannot read)
 *     keeps the call what it was.  An access
 *     over spans or through a row keeps its exact subscript in xsub only
 *     (sub NULL there): passes that read plain subscripts see one they do
 *     not understand and stay conservative.
 * Nothing is recorded unless the whole call can be: kf_fe_summ_call
 * computes everything first.
 */
#include <clang-c/Index.h>
#include <stdio.h>
#include <string.h>

#include "frontend/c/fe.h"

/* A summary's polynomials name helper parameter k as SUMM_VAR + k and
 * the summary's integer global g (summ.glob[g]) as SUMM_GLOB + g, above
 * every fragment variable, KF_DIV_VAR's quotients and KF_SPAN_VAR's
 * spans; span k (the k-th range loop around an access, outermost first)
 * is KF_SPAN_VAR + k, as in the fragment's accesses. */
#define SUMM_VAR 2000000
#define SUMM_GLOB 3000000
#define SUMM_DEPTH 8 /* helpers calling helpers, at most */

struct summ_acc {
    int param;          /* the pointer parameter; -1: the global `global` */
    CXCursor global;
    bool write, may, whole;
    struct kf_poly *sub; /* NULL when whole */
    int nspan;          /* the range loops around it (bounds in the same terms) */
    struct kf_span *span;
};

struct summ {
    const char *why; /* NULL: the summary is known */
    int n;
    struct summ_acc *acc;
    int nglob;       /* the integer globals its polynomials name */
    CXCursor *glob;
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
    int nspan;     /* the range loops around the point walked, outermost first: */
    CXCursor span_var[KF_SPAN_MAX]; /* their iterators and ranges */
    struct kf_span span[KF_SPAN_MAX];
};

static struct summ *summarise(struct fe *fe, CXCursor fn, const CXCursor *stack, int depth);
static void walk(struct walk *w, CXCursor c);

static void fail(struct walk *w, const char *why)
{
    if (!w->s->why)
        w->s->why = why;
}

static bool same_poly(const struct kf_poly *x, const struct kf_poly *y)
{
    return x == y || (x && y && kf_poly_equal(x, y));
}

/* do x and y say the same of the same elements? */
static bool same_acc(const struct summ_acc *x, const struct summ_acc *y)
{
    if (x->param != y->param || x->write != y->write || x->may != y->may ||
        x->whole != y->whole || !same_poly(x->sub, y->sub) || x->nspan != y->nspan ||
        (x->param < 0 && !clang_equalCursors(x->global, y->global)))
        return false;
    for (int k = 0; k < x->nspan; k++)
        if (!same_poly(x->span[k].lo, y->span[k].lo) || !same_poly(x->span[k].hi, y->span[k].hi))
            return false;
    return true;
}

/* Records access a; its own spans (a callee's, numbered from w->nspan
 * on) follow the range loops around the point walked.  A read too deep in
 * them reads the whole array; a write there makes the summary unknown. */
static void add(struct walk *w, struct summ_acc a)
{
    struct summ *s = w->s;
    kf_arena *ar = w->fe->a;
    if (a.write && (w->cond > 0 || w->returned))
        a.may = true;
    int n = a.whole || a.param < 0 ? 0 : w->nspan + a.nspan;
    if (n > KF_SPAN_MAX && a.write)
        return fail(w, "it writes through a pointer in loops nested too deep");
    if (n > KF_SPAN_MAX)
        a.whole = true, a.sub = NULL, n = 0;
    struct kf_span *sp = n ? kf_arena_alloc(ar, (size_t)n * sizeof *sp) : NULL;
    for (int k = 0; k < n; k++)
        sp[k] = k < w->nspan ? w->span[k] : a.span[k - w->nspan];
    a.nspan = n, a.span = sp;
    for (int i = 0; i < s->n; i++)
        if (same_acc(&s->acc[i], &a))
            return; /* `if (row[j] < 0) ... row[j] * 0.5`: one read */
    s->acc = kf_arena_grow(ar, s->acc, (size_t)s->n, sizeof *s->acc);
    s->acc[s->n++] = a;
}

/* SUMM_GLOB + g for global d, g its place in the summary's list */
static struct kf_poly *glob_poly(struct walk *w, CXCursor d)
{
    struct summ *s = w->s;
    int g = 0;
    while (g < s->nglob && !clang_equalCursors(s->glob[g], d))
        g++;
    if (g == s->nglob) {
        s->glob = kf_arena_grow(w->fe->a, s->glob, (size_t)s->nglob, sizeof *s->glob);
        s->glob[s->nglob++] = d;
    }
    return kf_poly_var(w->fe->a, SUMM_GLOB + g);
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
        for (int j = 0; j < w->nspan && !clang_Cursor_isNull(d); j++)
            if (clang_equalCursors(w->span_var[j], d))
                return kf_poly_var(a, KF_SPAN_VAR + j);
        if (clang_Cursor_isNull(d) || !kf_fe_is_int_type(clang_getCursorType(d)) ||
            clang_isVolatileQualifiedType(clang_getCursorType(d)) ||
            kf_fe_cursor_in(w->assigned, w->nassigned, d))
            return NULL;
        int p = param_index(w, d);
        if (p >= 0)
            return kf_poly_var(a, SUMM_VAR + p);
        if (is_global(w, d)) /* never written here (that makes the summary unknown) */
            return glob_poly(w, d);
        if (clang_Cursor_getStorageClass(d) == CX_SC_Static || w->subst >= 8)
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

/* What remap puts for a summary's variables: parameter k's value val[k]
 * (NULL: none), span k becomes span shift + k, global g glob[g]. */
struct remap {
    int np;
    struct kf_poly *const *val;
    int shift;
    int nglob;
    struct kf_poly *const *glob;
};

/* p with every variable of a summary replaced at once (a callee's by its
 * caller's expressions, which may name the caller's own); NULL when a
 * replacement needed is NULL */
static struct kf_poly *remap(kf_arena *a, const struct kf_poly *p, const struct remap *r)
{
    if (!p)
        return NULL;
    struct kf_poly *sum = kf_poly_const(a, 0);
    for (int i = 0; sum && i < p->nterm; i++) {
        const struct kf_term *t = &p->term[i];
        struct kf_poly *prod = kf_poly_const(a, t->coef);
        for (int k = 0; prod && k < t->nvar; k++) {
            int v = t->vars[k];
            struct kf_poly *x = v >= SUMM_GLOB  ? (v - SUMM_GLOB < r->nglob ? r->glob[v - SUMM_GLOB] : NULL)
                              : v >= SUMM_VAR   ? (v - SUMM_VAR < r->np ? r->val[v - SUMM_VAR] : NULL)
                              : v >= KF_SPAN_VAR ? kf_poly_var(a, v + r->shift)
                                                 : kf_poly_var(a, v);
            if (!x)
                return NULL;
            prod = kf_poly_mul(a, prod, x);
        }
        sum = prod ? kf_poly_lin(a, sum, 1, prod, 1) : NULL;
    }
    return sum;
}

/* a summary's spans remapped (a bound NULL where it cannot be) */
static struct kf_span *remap_spans(kf_arena *a, const struct kf_span *sp, int n, const struct remap *r)
{
    struct kf_span *out = n ? kf_arena_alloc(a, (size_t)n * sizeof *out) : NULL;
    for (int k = 0; k < n; k++)
        out[k] = (struct kf_span){sp[k].name, remap(a, sp[k].lo, r), remap(a, sp[k].hi, r)};
    return out;
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
        add(w, (struct summ_acc){p, clang_getNullCursor(), write, false, !s, s, 0, NULL});
        return;
    }
    if (is_global(w, d)) {
        if (write)
            return fail(w, kf_arena_printf(fe->a, "it writes the global '%s'", kf_fe_spelling(fe, d)));
        add(w, (struct summ_acc){-1, d, false, false, true, NULL, 0, NULL});
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
                add(w, (struct summ_acc){p, clang_getNullCursor(), false, false, true, NULL, 0, NULL});
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
    /* the callee's parameters, globals and spans in this helper's terms */
    struct kf_poly **val = kf_arena_alloc(fe->a, (size_t)(np + 1) * sizeof *val);
    struct kf_poly **glob = kf_arena_alloc(fe->a, (size_t)(s->nglob + 1) * sizeof *glob);
    for (int g = 0; g < s->nglob; g++)
        glob[g] = glob_poly(w, s->glob[g]);
    struct remap rm = {np, val, w->nspan, s->nglob, glob};
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
        struct kf_poly *sub = a.whole ? NULL : kf_poly_lin(fe->a, remap(fe->a, a.sub, &rm), 1, off[a.param], 1);
        struct kf_span *sp = remap_spans(fe->a, a.span, a.nspan, &rm);
        for (int k = 0; k < a.nspan && sub; k++)
            if (!sp[k].lo || !sp[k].hi)
                sub = NULL; /* a range this helper cannot state */
        if (!sub && !a.whole && a.write)
            return fail(w, kf_arena_printf(fe->a, "it calls '%s', which writes at a subscript not affine "
                                                  "in this helper's parameters", name));
        add(w, (struct summ_acc){p, clang_getNullCursor(), a.write, a.may, !sub, sub, sub ? a.nspan : 0, sp});
    }
}

/* ---- loops over ranges --------------------------------------------------- */

/* Is c a signed integer iterator's declaration, neither global nor
 * static? */
static bool span_iter_ok(const struct walk *w, CXCursor d)
{
    CXType t = clang_getCanonicalType(clang_getCursorType(d));
    return !clang_Cursor_isNull(d) && !is_global(w, d) &&
           clang_Cursor_getStorageClass(d) != CX_SC_Static &&
           (t.kind == CXType_Int || t.kind == CXType_Long || t.kind == CXType_LongLong) &&
           !clang_isVolatileQualifiedType(t);
}

/* 1 for j++, ++j, j += 1, j = j + 1 (or 1 + j); -1 for the decrements;
 * 0 otherwise */
static int span_step(CXCursor inc, CXCursor var)
{
    inc = kf_fe_strip(inc);
    struct kids ch = kf_fe_kids_of(inc);
    if (ch.n < 1 || !clang_equalCursors(kf_fe_var_decl_of(ch.c[0]), var))
        return 0;
    enum CXUnaryOperatorKind u = kf_fe_unop(inc);
    enum CXBinaryOperatorKind b = kf_fe_binop(inc);
    if (u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PreInc)
        return 1;
    if (u == CXUnaryOperator_PostDec || u == CXUnaryOperator_PreDec)
        return -1;
    long v;
    if ((b == CXBinaryOperator_AddAssign || b == CXBinaryOperator_SubAssign) && ch.n == 2 &&
        !kf_fe_has_declref(ch.c[1]) && kf_fe_const_eval(ch.c[1], &v) && v == 1)
        return b == CXBinaryOperator_AddAssign ? 1 : -1;
    if (b != CXBinaryOperator_Assign || ch.n != 2)
        return 0;
    CXCursor r = kf_fe_strip(ch.c[1]);
    enum CXBinaryOperatorKind rb = kf_fe_binop(r);
    struct kids rc = kf_fe_kids_of(r);
    if ((rb != CXBinaryOperator_Add && rb != CXBinaryOperator_Sub) || rc.n != 2)
        return 0;
    int side = clang_equalCursors(kf_fe_var_decl_of(rc.c[0]), var) ? 1
             : rb == CXBinaryOperator_Add && clang_equalCursors(kf_fe_var_decl_of(rc.c[1]), var) ? 0
                                                                                                : -1;
    if (side < 0 || kf_fe_has_declref(rc.c[side]) || !kf_fe_const_eval(rc.c[side], &v) || v != 1)
        return 0;
    return rb == CXBinaryOperator_Add ? 1 : -1;
}

/* what a range loop's body holds that stops it early or changes its
 * iterator */
struct span_body {
    CXCursor var;
    bool assigned, exits;
};

static enum CXChildVisitResult span_body_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct span_body *b = data;
    enum CXCursorKind k = clang_getCursorKind(c);
    /* a break or continue of a loop or switch inside counts too: fewer
     * must-writes, never a wrong one */
    if (k == CXCursor_BreakStmt || k == CXCursor_ContinueStmt || k == CXCursor_ReturnStmt ||
        k == CXCursor_GotoStmt || k == CXCursor_IndirectGotoStmt)
        b->exits = true;
    CXCursor t = kf_fe_write_target(c);
    if (clang_Cursor_isNull(t) && kf_fe_unop(c) == CXUnaryOperator_AddrOf)
        t = kf_fe_kids_of(c).c[0];
    if (!clang_Cursor_isNull(t) && clang_equalCursors(kf_fe_var_decl_of(t), b->var))
        b->assigned = true;
    return b->assigned ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* The range of for loop c (the grammar in the header comment) into *sp,
 * its iterator *var, its body *body, whether that may stop early *exits;
 * false when c is no such loop. */
static bool span_of(struct walk *w, CXCursor c, struct kf_span *sp, CXCursor *var, CXCursor *body,
                    bool *exits)
{
    struct kids ch = kf_fe_kids_of(c);
    if (ch.n != 4 || w->nspan >= KF_SPAN_MAX)
        return false;
    CXCursor init = kf_fe_strip(ch.c[0]), first = clang_getNullCursor();
    *var = clang_getNullCursor();
    if (clang_getCursorKind(init) == CXCursor_DeclStmt) {
        struct kids dk = kf_fe_kids_of(init);
        if (dk.n == 1 && clang_getCursorKind(dk.c[0]) == CXCursor_VarDecl)
            *var = dk.c[0], first = kf_fe_var_init(dk.c[0]);
    } else if (kf_fe_binop(init) == CXBinaryOperator_Assign) {
        struct kids ik = kf_fe_kids_of(init);
        *var = kf_fe_var_decl_of(ik.c[0]), first = ik.c[1];
    }
    if (clang_Cursor_isNull(*var) || clang_Cursor_isNull(first) || !span_iter_ok(w, *var))
        return false;
    int step = span_step(ch.c[2], *var);
    CXCursor cond = kf_fe_strip(ch.c[1]);
    enum CXBinaryOperatorKind op = kf_fe_binop(cond);
    struct kids cc = kf_fe_kids_of(cond);
    if (step == 0 || cc.n != 2 || op < CXBinaryOperator_LT || op > CXBinaryOperator_GE)
        return false;
    CXCursor other;
    if (clang_equalCursors(kf_fe_var_decl_of(cc.c[0]), *var)) {
        other = cc.c[1];
    } else if (clang_equalCursors(kf_fe_var_decl_of(cc.c[1]), *var)) {
        other = cc.c[0]; /* e > j is j < e */
        op = op == CXBinaryOperator_LT ? CXBinaryOperator_GT
           : op == CXBinaryOperator_GT ? CXBinaryOperator_LT
           : op == CXBinaryOperator_LE ? CXBinaryOperator_GE
                                       : CXBinaryOperator_LE;
    } else {
        return false;
    }
    /* upwards j < e, j <= e; downwards j > e, j >= e */
    bool up = op == CXBinaryOperator_LT || op == CXBinaryOperator_LE;
    if (up != (step > 0))
        return false;
    long edge = op == CXBinaryOperator_LT ? -1 : op == CXBinaryOperator_GT ? 1 : 0;
    struct kf_poly *from = hpoly(w, first), *to = hpoly(w, other);
    to = kf_poly_lin(w->fe->a, to, 1, kf_poly_const(w->fe->a, edge), 1);
    if (!from || !to)
        return false;
    struct span_body b = {*var, false, false};
    clang_visitChildren(ch.c[3], span_body_visit, &b);
    if (b.assigned)
        return false;
    *sp = (struct kf_span){kf_fe_spelling(w->fe, *var), up ? from : to, up ? to : from};
    *body = ch.c[3], *exits = b.exits;
    return true;
}

/* A for loop over a range: its header walked as any loop's, its body with
 * the iterator a span (writes in it may-writes when it may stop early);
 * false, nothing walked, when c is no such loop. */
static bool range_loop(struct walk *w, CXCursor c)
{
    struct kf_span sp;
    CXCursor var, body;
    bool exits;
    if (!span_of(w, c, &sp, &var, &body, &exits))
        return false;
    struct kids ch = kf_fe_kids_of(c);
    w->cond++;
    for (int i = 0; i < 3; i++)
        walk(w, ch.c[i]);
    w->cond--;
    w->span_var[w->nspan] = var;
    w->span[w->nspan++] = sp;
    w->cond += exits;
    walk(w, body);
    w->cond -= exits;
    w->nspan--;
    return true;
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
    if (k == CXCursor_ForStmt && range_loop(w, c))
        return;
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
            add(w, (struct summ_acc){-1, d, false, false, false, NULL, 0, NULL});
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
    CXCursor d = kf_fe_changed_var(c);
    if (!clang_Cursor_isNull(d)) {
        w->assigned = kf_arena_grow(w->fe->a, w->assigned, (size_t)w->nassigned, sizeof *w->assigned);
        w->assigned[w->nassigned++] = d;
    }
    return CXChildVisit_Recurse;
}

static struct summ *summarise_def(struct fe *fe, CXCursor def, const CXCursor *stack, int depth);

/* fn's summary (fn a declaration or the definition); stack: the helpers
 * whose summaries wait on this one */
static struct summ *summarise(struct fe *fe, CXCursor fn, const CXCursor *stack, int depth)
{
    CXCursor def = clang_getCursorDefinition(fn);
    if (depth > 0)
        return summarise_def(fe, def, stack, depth);
    /* a call's summary, made once: depth 0 has no stack to depend on */
    for (int i = 0; i < fe->nsumm; i++)
        if (clang_equalCursors(fe->summs[i].fn, def))
            return fe->summs[i].s;
    struct summ *s = summarise_def(fe, def, stack, depth);
    fe->summs = kf_arena_grow(fe->a, fe->summs, (size_t)fe->nsumm, sizeof *fe->summs);
    fe->summs[fe->nsumm++] = (struct fe_summ){def, s};
    return s;
}

/* summarise's work, def the definition (or the null cursor) */
static struct summ *summarise_def(struct fe *fe, CXCursor def, const CXCursor *stack, int depth)
{
    struct summ *s = kf_arena_alloc(fe->a, sizeof *s);
    *s = (struct summ){NULL, 0, NULL, 0, NULL};
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

/* A pointer argument at the call, as an array of the fragment: its
 * variable, the subscripts that pick a row (none for a one-dimensional
 * array), the offset added to the last one and that row's length (NULL
 * for a one-dimensional array, and where it is known only at run time). */
struct arg {
    int var;
    int nlead;
    struct kf_poly **lead; /* NULL entries where not affine */
    CXCursor leade[8];     /* their expressions, outermost first */
    struct kf_poly *off;   /* NULL when not affine */
    CXCursor offe;         /* its expression, or the null cursor */
    bool row;
    struct kf_poly *rowlen;
};

/* a row of an array (its type one): A[i] of a double A[n][m] or of a
 * double (*A)[m], not p[i] of a double ** (a pointer loaded from memory) */
static bool is_row(CXCursor e)
{
    CXType t = clang_getCanonicalType(clang_getCursorType(e));
    return t.kind == CXType_ConstantArray || t.kind == CXType_VariableArray ||
           t.kind == CXType_IncompleteArray || t.kind == CXType_DependentSizedArray;
}

/* The length of the rows of VLA declaration d (`double A[n][m + 1]`: m +
 * 1), or the null cursor: clang visits the extents in a declaration's type
 * innermost first, before its initialiser (which is no extent).  The
 * length is the value its variables had where d was declared: none of them
 * may be assigned in the function (m++ after it would make the text name
 * longer rows than d has). */
static CXCursor vla_row_length(struct fe *fe, CXCursor d)
{
    struct kidlist kl = kf_fe_kidlist_of(fe, d);
    CXCursor init = kf_fe_var_init(d), e = clang_getNullCursor();
    for (int i = 0; i < kl.n && clang_Cursor_isNull(e); i++)
        if (clang_isExpression(clang_getCursorKind(kl.c[i])))
            e = clang_equalCursors(kl.c[i], init) ? clang_getNullCursor() : kl.c[i];
    if (clang_Cursor_isNull(e))
        return e;
    struct kidlist refs = {fe, 0, NULL};
    kf_fe_var_refs(e, d, &refs); /* e itself, a plain `m` */
    clang_visitChildren(e, kf_fe_var_refs, &refs);
    for (int i = 0; i < refs.n; i++)
        if (kf_fe_cursor_in(fe->assigned, fe->nassigned, refs.c[i]))
            return clang_getNullCursor();
    return e;
}

/* a pointer argument at the call: the fragment's array (`a`, `a + k`,
 * `&a[k]`) or a row of one (`A[i]`, `&A[i][k]`, `A[i] + k`), its elements
 * `unit` bytes, into *x; false when the argument is no such thing */
static bool caller_arg(struct fe *fe, CXCursor arg, long long unit, struct arg *x)
{
    CXCursor a = kf_fe_strip(arg), base = a;
    x->offe = clang_getNullCursor();
    bool neg = false;
    if (kf_fe_binop(a) == CXBinaryOperator_Add || kf_fe_binop(a) == CXBinaryOperator_Sub) {
        struct kids ch = kf_fe_kids_of(a);
        bool left = is_ptr(clang_getCursorType(ch.c[0]));
        if (!left && kf_fe_binop(a) == CXBinaryOperator_Sub)
            return false;
        base = kf_fe_strip(ch.c[left ? 0 : 1]), x->offe = ch.c[left ? 1 : 0];
        neg = kf_fe_binop(a) == CXBinaryOperator_Sub;
    } else if (kf_fe_unop(a) == CXUnaryOperator_AddrOf &&
               clang_getCursorKind(kf_fe_strip(kf_fe_kids_of(a).c[0])) == CXCursor_ArraySubscriptExpr) {
        struct kids ch = kf_fe_kids_of(kf_fe_strip(kf_fe_kids_of(a).c[0]));
        base = kf_fe_strip(ch.c[0]), x->offe = ch.c[1];
    }
    /* the subscripts that pick the row, each of a row of an array */
    CXCursor lead[8], rowe = base;
    int nlead = 0;
    while (clang_getCursorKind(base) == CXCursor_ArraySubscriptExpr) {
        if (nlead == 8 || !is_row(base))
            return false;
        struct kids ch = kf_fe_kids_of(base);
        lead[nlead++] = ch.c[1];
        base = kf_fe_strip(ch.c[0]);
    }
    CXCursor d = kf_fe_var_decl_of(base);
    if (clang_Cursor_isNull(d) || kf_fe_ptr_is(fe, d)) /* a derived pointer: ptr.c's */
        return false;
    CXType rt = clang_getCanonicalType(clang_getCursorType(nlead ? rowe : d));
    if (elem_size(rt) != unit) /* a cast: other units (or rows of rows) */
        return false;
    int id = kf_fe_get_var(fe, d);
    const struct kf_var *v = &fe->f->vars[id];
    if (v->kind != KF_VAR_ARRAY || v->ndims != nlead + 1 || (nlead && v->pointer_rows))
        return false;
    x->var = id;
    x->nlead = nlead;
    x->lead = kf_arena_alloc(fe->a, (size_t)(nlead + 1) * sizeof *x->lead);
    for (int k = 0; k < nlead; k++) {
        x->leade[k] = lead[nlead - 1 - k];
        x->lead[k] = kf_fe_poly_of(fe, x->leade[k]);
    }
    x->row = nlead > 0;
    x->rowlen = !x->row                             ? NULL
              : rt.kind == CXType_ConstantArray     ? kf_poly_const(fe->a, clang_getArraySize(rt))
              : rt.kind == CXType_VariableArray     ? kf_fe_poly_of(fe, vla_row_length(fe, d))
                                                    : NULL;
    x->off = kf_poly_const(fe->a, 0);
    if (!clang_Cursor_isNull(x->offe)) {
        struct kf_poly *o = kf_fe_poly_of(fe, x->offe);
        x->off = neg ? kf_poly_lin(fe->a, o, -1, NULL, 0) : o;
    }
    return true;
}

/* Does p name only iterators and parameters of the fragment (and spans)?
 * A global the fragment writes is no parameter: a subscript or bound
 * through it is not one the model can state. */
static struct kf_poly *frag_poly(const struct fe *fe, struct kf_poly *p)
{
    for (int i = 0; p && i < p->nterm; i++)
        for (int k = 0; k < p->term[i].nvar; k++) {
            int v = p->term[i].vars[k];
            if (v >= KF_SPAN_VAR)
                continue;
            if (v >= KF_DIV_VAR || (fe->f->vars[v].kind != KF_VAR_ITER && fe->f->vars[v].kind != KF_VAR_PARAM))
                return NULL;
        }
    return p;
}

/* records summary access a of the call at its argument x (remapped by
 * rm); a whole read where its element is not known */
static void record(struct fe *fe, CXCursor call, CXCursor argc, const struct summ_acc *a,
                   const struct arg *x, const struct remap *rm)
{
    int idx;
    if (a->whole) {
        idx = kf_fe_add_access(fe, x->var, a->write, 0, NULL, true, argc);
    } else {
        int n = x->nlead + 1;
        struct kf_poly **sub = kf_arena_alloc(fe->a, (size_t)n * sizeof *sub);
        for (int k = 0; k < x->nlead; k++)
            sub[k] = frag_poly(fe, x->lead[k]);
        struct kf_poly *last = frag_poly(fe, kf_poly_lin(fe->a, remap(fe->a, a->sub, rm), 1, x->off, 1));
        struct kf_span *sp = remap_spans(fe->a, a->span, a->nspan, rm);
        for (int k = 0; k < a->nspan; k++)
            sp[k].lo = frag_poly(fe, sp[k].lo), sp[k].hi = frag_poly(fe, sp[k].hi);
        bool exact = a->nspan > 0 || x->row; /* xsub only: see the header */
        sub[n - 1] = exact ? NULL : last;
        idx = kf_fe_add_access(fe, x->var, a->write, n, sub, false, argc);
        struct kf_access *acc = &fe->cur->acc[idx];
        if (exact) {
            acc->xsub = kf_arena_alloc(fe->a, (size_t)n * sizeof *acc->xsub);
            acc->xsub[n - 1] = last;
            acc->nspan = a->nspan, acc->span = sp;
            acc->row = x->rowlen; /* never NULL through a row: kf_fe_summ_call */
        }
    }
    if (a->write && a->may)
        kf_fe_access_may(&fe->cur->acc[idx]);
    fe->cur->acc[idx].call = kf_fe_text_of(fe, call, 40);
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
    struct arg *x = kf_arena_alloc(fe->a, (size_t)(np + 1) * sizeof *x);
    for (int j = 0; j < np; j++) {
        CXCursor arg = kl.c[1 + j], pd = clang_Cursor_getArgument(clang_getCursorDefinition(r), j);
        x[j].var = -1, val[j] = NULL;
        if (!is_ptr(clang_getCursorType(arg))) {
            val[j] = param_wide(pd) ? kf_fe_poly_of(fe, arg) : NULL;
            continue;
        }
        bool used = false;
        for (int i = 0; i < s->n; i++)
            used |= s->acc[i].param == j;
        if (!used)
            x[j].var = -2; /* read as any argument is (whole, for an array) */
        else if (!caller_arg(fe, arg, elem_size(clang_getCursorType(pd)), &x[j]))
            return *why = kf_arena_printf(fe->a, "it is passed '%s', a pointer kforge cannot follow "
                                                 "into '%s'", kf_fe_text_of(fe, arg, 30), name),
                   false;
        else if (x[j].row && !x[j].rowlen) /* nothing to prove the range stays in the row */
            return *why = kf_arena_printf(fe->a, "it is passed '%s', a row whose length kforge "
                                                 "cannot read", kf_fe_text_of(fe, arg, 30)),
                   false;
    }
    struct kf_poly **glob = kf_arena_alloc(fe->a, (size_t)(s->nglob + 1) * sizeof *glob);
    for (int g = 0; g < s->nglob; g++)
        glob[g] = kf_poly_var(fe->a, kf_fe_get_var(fe, s->glob[g]));
    struct remap rm = {np, val, 0, s->nglob, glob};
    /* the arguments' own reads, then the helper's accesses */
    for (int j = 0; j < np; j++) {
        if (x[j].var < 0) {
            kf_fe_visit_expr(fe, kl.c[1 + j]);
            continue;
        }
        for (int k = 0; k < x[j].nlead; k++)
            kf_fe_visit_expr(fe, x[j].leade[k]);
        if (!clang_Cursor_isNull(x[j].offe))
            kf_fe_visit_expr(fe, x[j].offe);
    }
    for (int i = 0; i < s->n; i++) {
        const struct summ_acc *a = &s->acc[i];
        if (a->param < 0) {
            int g = kf_fe_get_var(fe, a->global);
            bool arr = fe->f->vars[g].kind == KF_VAR_ARRAY;
            int idx = kf_fe_add_access(fe, g, false, 0, NULL, arr, call);
            fe->cur->acc[idx].call = kf_fe_text_of(fe, call, 40);
            continue;
        }
        record(fe, call, kl.c[1 + a->param], a, &x[a->param], &rm);
    }
    fe->summ_call = kf_arena_grow(fe->a, fe->summ_call, (size_t)fe->nsumm_call, sizeof *fe->summ_call);
    fe->summ_call[fe->nsumm_call++] = call;
    return true;
}

/* Is the summary of the helper `call` calls known?  Then the call writes
 * no global (that makes a summary unknown). */
bool kf_fe_summ_known(struct fe *fe, CXCursor call)
{
    CXCursor r = clang_getCursorReferenced(call);
    return clang_getCursorKind(r) == CXCursor_FunctionDecl && !summarise(fe, r, NULL, 0)->why;
}
