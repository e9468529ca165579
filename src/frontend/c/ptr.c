/*
 * ptr.c: pointers walked through an array (forward substitution of
 * pointers).  Shared through fe.h.
 *
 * Much real C steps through an image or a matrix with a pointer set at the
 * top of each iteration and then indexed:
 *
 *     for (y = 0; y < h; y++) {                for (y ...) {
 *         const float *src = img + y * w;          (src: a private scalar)
 *         float *row = &out[y * w];       ==>      for (x ...)
 *         for (x = 0; x < w; x++)                      out[y*w + x] = img[y*w + x]
 *             row[x] = src[x];
 *     }
 *
 * Modelled as written, the assignment to `src` writes everything it points
 * to and every loop stays sequential.  Instead, a *derived pointer* is a
 * scalar (the pointer's own value, private to an iteration when it is set
 * before it is read there), and an access through it is an access to the
 * array it was set from, at the offset it was set with: the same forward
 * substitution as integer index variables (expr.c, kf_fe_def_*), with the
 * same rules for when a definition stops reaching.
 *
 * A local pointer is a derived pointer when, in its whole function:
 *   - its address is never taken, it is not static, it points to neither a
 *     pointer nor an array (one level);
 *   - every value it is given (initialiser, `p = ...`) is B, B + e, B - e,
 *     e + B, &B[e]...[e] or a row B[e] of a declared array, where B is an
 *     array or a pointer that the function never assigns (a parameter, a
 *     global, an array, a local set once) and is not a derived pointer;
 *   - every use is p[e], *p, *(p + e), or an argument of a C library
 *     function that only reads (atof, strlen: kf_fe_is_read_only_fn).
 * Anything else (p++, p += w, q = p, f(p), p - q) keeps today's model, and
 * the front end says why where the pointer is assigned in a fragment.
 * Where no definition reaches a use (set under an if, before a loop that
 * writes what its offset names), the use touches any element of every
 * array the pointer is ever set from.
 */
#include <clang-c/Index.h>
#include <stdio.h>
#include <string.h>

#include "frontend/c/fe.h"

/* ---- the form of a value: B + e ------------------------------------------ */

#define MAX_PARTS 8

/* base[sub[0]]...[sub[nsub-1]] + sign[0]*off[0] + ... */
struct split {
    CXCursor base;
    int nsub, noff;
    CXCursor sub[MAX_PARTS], off[MAX_PARTS];
    int sign[MAX_PARTS];
};

static bool is_array_kind(enum CXTypeKind k)
{
    return k == CXType_ConstantArray || k == CXType_IncompleteArray ||
           k == CXType_VariableArray || k == CXType_DependentSizedArray;
}

static bool pointerish(CXCursor e)
{
    CXType t = clang_getCanonicalType(clang_getCursorType(e));
    return t.kind == CXType_Pointer || is_array_kind(t.kind);
}

/* A[i][j] (outside in): its subscripts in s->sub (inside out), its base
 * variable in s->base; false when the base is not a named variable */
static bool split_subscripts(CXCursor e, struct split *s)
{
    CXCursor subs[MAX_PARTS];
    int n = 0;
    while (clang_getCursorKind(e) == CXCursor_ArraySubscriptExpr) {
        struct kids ch = kf_fe_kids_of(e);
        if (ch.n != 2 || n == MAX_PARTS)
            return false;
        subs[n++] = ch.c[1];
        e = kf_fe_strip(ch.c[0]);
    }
    CXCursor d = kf_fe_var_decl_of(e);
    if (clang_Cursor_isNull(d) || !pointerish(e))
        return false;
    s->base = d;
    for (int i = 0; i < n; i++)
        s->sub[i] = subs[n - 1 - i];
    s->nsub = n;
    return true;
}

/* e as base + offsets, or false */
static bool split_of(CXCursor e, struct split *s)
{
    e = kf_fe_strip(e);
    enum CXCursorKind k = clang_getCursorKind(e);
    if (k == CXCursor_DeclRefExpr) {
        CXCursor d = kf_fe_var_decl_of(e);
        if (clang_Cursor_isNull(d) || !pointerish(e))
            return false;
        s->base = d;
        s->nsub = s->noff = 0;
        return true;
    }
    enum CXBinaryOperatorKind b = kf_fe_binop(e);
    if (b == CXBinaryOperator_Add || b == CXBinaryOperator_Sub) {
        struct kids ch = kf_fe_kids_of(e);
        if (ch.n != 2)
            return false;
        int p = pointerish(kf_fe_strip(ch.c[0])) ? 0 : 1;
        if ((b == CXBinaryOperator_Sub && p == 1) ||
            !kf_fe_is_int_type(clang_getCursorType(ch.c[1 - p])) || !split_of(ch.c[p], s) ||
            s->noff == MAX_PARTS)
            return false;
        s->off[s->noff] = ch.c[1 - p];
        s->sign[s->noff++] = b == CXBinaryOperator_Sub ? -1 : 1;
        return true;
    }
    s->noff = 0;
    if (kf_fe_unop(e) == CXUnaryOperator_AddrOf) {
        CXCursor x = kf_fe_strip(kf_fe_kids_of(e).c[0]);
        return clang_getCursorKind(x) == CXCursor_ArraySubscriptExpr && split_subscripts(x, s);
    }
    /* a row of a declared array (A[i] of double A[N][M]): its type is an
     * array; a row loaded from memory (rows[i] of a double **) is not */
    if (k == CXCursor_ArraySubscriptExpr &&
        is_array_kind(clang_getCanonicalType(clang_getCursorType(e)).kind))
        return split_subscripts(e, s);
    return false;
}

/* ---- the function's pre-scan --------------------------------------------- */

static int ptr_index(const struct fe *fe, CXCursor d)
{
    for (int i = 0; i < fe->nptr; i++)
        if (clang_equalCursors(fe->ptrs[i].var, d))
            return i;
    return -1;
}

static void ptr_bad(struct fe *fe, int i, const char *why)
{
    if (i >= 0 && !fe->ptrs[i].why)
        fe->ptrs[i].why = why;
}

static void add_base(struct fe *fe, int i, CXCursor b)
{
    struct fe_ptr *p = &fe->ptrs[i];
    for (int k = 0; k < p->nbase; k++)
        if (clang_equalCursors(p->base[k], b))
            return;
    if (p->nbase == (int)(sizeof p->base / sizeof p->base[0]))
        ptr_bad(fe, i, "it is set from too many arrays");
    else
        p->base[p->nbase++] = b;
}

/* a value given to candidate i */
static void given(struct fe *fe, int i, CXCursor rhs)
{
    struct split s;
    if (!split_of(rhs, &s))
        ptr_bad(fe, i, kf_arena_printf(fe->a, "it is set to '%s', not to an array plus an offset",
                                       kf_fe_text_of(fe, rhs, 30)));
    else
        add_base(fe, i, s.base);
}

static enum CXChildVisitResult walk_kid(CXCursor c, CXCursor parent, CXClientData data);
static int cand_of(struct fe *fe, CXCursor e);

/* the pre-scan's walk: the variables the function assigns (=, ++, +=) and
 * those whose own address it takes (&v; not &v[i], which scan_fn counts) */
struct scan {
    struct fe *fe;
    struct kidlist moved, addr;
};

static void note(struct kidlist *l, CXCursor e)
{
    CXCursor d = kf_fe_var_decl_of(e);
    if (clang_Cursor_isNull(d))
        return;
    l->c = kf_arena_grow(l->fe->a, l->c, (size_t)l->n, sizeof *l->c);
    l->c[l->n++] = d;
}

/* e is p + off or p - off with p a candidate: its index, off in *off */
int kf_fe_ptr_offset_arg(struct fe *fe, CXCursor e, CXCursor *off)
{
    e = kf_fe_strip(e);
    enum CXBinaryOperatorKind b = kf_fe_binop(e);
    struct kids ch = kf_fe_kids_of(e);
    if ((b != CXBinaryOperator_Add && b != CXBinaryOperator_Sub) || ch.n != 2)
        return -1;
    int i = cand_of(fe, ch.c[0]);
    if (i >= 0) {
        *off = ch.c[1];
        return i;
    }
    i = b == CXBinaryOperator_Add ? cand_of(fe, ch.c[1]) : -1;
    if (i >= 0)
        *off = ch.c[0];
    return i;
}

static int cand_of(struct fe *fe, CXCursor e)
{
    CXCursor d = kf_fe_var_decl_of(e);
    return clang_Cursor_isNull(d) ? -1 : ptr_index(fe, d);
}

/* every use of a candidate in c must be one of the forms of the top comment */
static void walk(struct scan *sc, CXCursor c)
{
    struct fe *fe = sc->fe;
    enum CXCursorKind k = clang_getCursorKind(c);
    struct kids ch = kf_fe_kids_of(c);
    int i;
    if (k == CXCursor_DeclRefExpr && (i = cand_of(fe, c)) >= 0) {
        ptr_bad(fe, i, kf_arena_printf(fe->a, "its value is used on line %u, not only indexed",
                                       kf_fe_begin_of(fe, c).line));
        return;
    }
    if (k == CXCursor_VarDecl && (i = ptr_index(fe, c)) >= 0 && ch.n &&
        clang_isExpression(clang_getCursorKind(ch.c[ch.n - 1])))
        given(fe, i, ch.c[ch.n - 1]);
    if (k == CXCursor_ArraySubscriptExpr && ch.n == 2 && cand_of(fe, ch.c[0]) >= 0) {
        walk(sc, ch.c[1]);
        return;
    }
    if (kf_fe_unop(c) == CXUnaryOperator_AddrOf && ch.n == 1) {
        CXCursor x = kf_fe_strip(ch.c[0]);
        note(&sc->addr, x);
        if ((i = cand_of(fe, x)) >= 0) {
            ptr_bad(fe, i, "its address is taken");
            return;
        }
        while (clang_getCursorKind(x) == CXCursor_ArraySubscriptExpr)
            x = kf_fe_strip(kf_fe_kids_of(x).c[0]);
        if ((i = cand_of(fe, x)) >= 0)
            ptr_bad(fe, i, kf_arena_printf(fe->a, "the address of an element is taken on line %u",
                                           kf_fe_begin_of(fe, c).line));
    }
    if (kf_fe_unop(c) == CXUnaryOperator_Deref && ch.n == 1) {
        CXCursor op = kf_fe_strip(ch.c[0]);
        if (cand_of(fe, op) >= 0)
            return;
        struct kids oc = kf_fe_kids_of(op);
        enum CXBinaryOperatorKind ob = kf_fe_binop(op);
        if ((ob == CXBinaryOperator_Add || ob == CXBinaryOperator_Sub) && oc.n == 2 &&
            cand_of(fe, oc.c[0]) >= 0) {
            walk(sc, oc.c[1]);
            return;
        }
        if (ob == CXBinaryOperator_Add && oc.n == 2 && cand_of(fe, oc.c[1]) >= 0) {
            walk(sc, oc.c[0]);
            return;
        }
    }
    CXCursor w = kf_fe_write_target(c);
    if (!clang_Cursor_isNull(w))
        note(&sc->moved, kf_fe_strip(w));
    if (!clang_Cursor_isNull(w) && (i = cand_of(fe, w)) >= 0) {
        if (kf_fe_binop(c) != CXBinaryOperator_Assign) {
            ptr_bad(fe, i, kf_arena_printf(fe->a, "it is moved by '%s' (a walking pointer)",
                                           kf_fe_text_of(fe, c, 30)));
            return;
        }
        given(fe, i, ch.c[1]);
        walk(sc, ch.c[1]);
        return;
    }
    if (k == CXCursor_CallExpr) {
        const char *name = kf_fe_callee_name(fe, c);
        if (name && kf_fe_is_read_only_fn(name)) {
            struct kidlist kl = kf_fe_kidlist_of(fe, c);
            for (int a = 1; a < kl.n; a++) {
                CXCursor off;
                if (cand_of(fe, kl.c[a]) >= 0)
                    continue;
                if (kf_fe_ptr_offset_arg(fe, kl.c[a], &off) >= 0) /* atof(p + 5) */
                    walk(sc, off);
                else
                    walk(sc, kl.c[a]);
            }
            return;
        }
    }
    clang_visitChildren(c, walk_kid, sc);
}

static enum CXChildVisitResult walk_kid(CXCursor c, CXCursor parent, CXClientData data)
{
    walk(data, c);
    return CXChildVisit_Continue;
}

struct cands {
    struct fe *fe;
    CXCursor fn;
};

static enum CXChildVisitResult find_cands(CXCursor c, CXCursor parent, CXClientData data)
{
    struct cands *x = data;
    struct fe *fe = x->fe;
    if (clang_getCursorKind(c) != CXCursor_VarDecl)
        return CXChildVisit_Recurse;
    CXType t = clang_getCanonicalType(clang_getCursorType(c));
    if (t.kind != CXType_Pointer)
        return CXChildVisit_Recurse;
    CXType e = clang_getCanonicalType(clang_getPointeeType(t));
    if (e.kind == CXType_Pointer || is_array_kind(e.kind) || e.kind == CXType_FunctionProto ||
        e.kind == CXType_FunctionNoProto || e.kind == CXType_Void ||
        clang_Cursor_getStorageClass(c) == CX_SC_Static ||
        !clang_equalCursors(clang_getCursorSemanticParent(c), x->fn))
        return CXChildVisit_Recurse;
    fe->ptrs = kf_arena_grow(fe->a, fe->ptrs, (size_t)fe->nptr, sizeof *fe->ptrs);
    struct fe_ptr *p = &fe->ptrs[fe->nptr++];
    memset(p, 0, sizeof *p);
    p->var = c;
    return CXChildVisit_Recurse;
}

void kf_fe_ptr_scan(struct fe *fe, CXCursor fn)
{
    fe->nptr = 0;
    fe->ptrs = NULL;
    struct cands x = {fe, fn};
    clang_visitChildren(fn, find_cands, &x);
    if (!fe->nptr)
        return;
    struct scan sc = {fe, {fe, 0, NULL}, {fe, 0, NULL}};
    clang_visitChildren(fn, walk_kid, &sc);
    for (int i = 0; i < fe->nptr; i++) {
        struct fe_ptr *p = &fe->ptrs[i];
        if (p->nbase == 0)
            ptr_bad(fe, i, "it is never set in the function");
        for (int k = 0; k < p->nbase; k++) {
            CXCursor b = p->base[k];
            CXType bt = clang_getCanonicalType(clang_getCursorType(b));
            CXType be = clang_getCanonicalType(bt.kind == CXType_Pointer ? clang_getPointeeType(bt)
                                                                        : clang_getArrayElementType(bt));
            const char *bn = kf_fe_spelling(fe, b);
            if (ptr_index(fe, b) >= 0)
                ptr_bad(fe, i, kf_arena_printf(fe->a, "it is set from '%s', a pointer that moves", bn));
            else if (kf_fe_cursor_in(sc.moved.c, sc.moved.n, b))
                ptr_bad(fe, i, kf_arena_printf(fe->a, "it is set from '%s', which the function "
                                                      "assigns", bn));
            else if (kf_fe_cursor_in(sc.addr.c, sc.addr.n, b))
                ptr_bad(fe, i, kf_arena_printf(fe->a, "the address of '%s' is taken", bn));
            else if (be.kind == CXType_Pointer)
                ptr_bad(fe, i, kf_arena_printf(fe->a, "it is set from '%s', whose rows are "
                                                      "pointers", bn));
        }
    }
    /* a base may itself have been a candidate that failed: it still moves */
    for (int i = 0; i < fe->nptr; i++)
        for (int k = 0; k < fe->ptrs[i].nbase; k++) {
            int j = ptr_index(fe, fe->ptrs[i].base[k]);
            if (j >= 0 && !fe->ptrs[i].why)
                ptr_bad(fe, i, kf_arena_printf(fe->a, "it is set from '%s', a pointer that moves",
                                               kf_fe_spelling(fe, fe->ptrs[j].var)));
        }
}

bool kf_fe_ptr_is(const struct fe *fe, CXCursor d)
{
    int i = ptr_index(fe, d);
    return i >= 0 && !fe->ptrs[i].why;
}

const char *kf_fe_ptr_why(const struct fe *fe, CXCursor d)
{
    int i = ptr_index(fe, d);
    return i >= 0 ? fe->ptrs[i].why : NULL;
}

/* ---- definitions, accesses ----------------------------------------------- */

bool kf_fe_ptr_def_ok(struct fe *fe, CXCursor d, CXCursor rhs)
{
    struct split s;
    if (!kf_fe_ptr_is(fe, d) || !split_of(rhs, &s))
        return false;
    for (int i = 0; i < s.nsub; i++)
        if (!kf_fe_def_plain(fe, s.sub[i], d))
            return false;
    for (int i = 0; i < s.noff; i++)
        if (!kf_fe_def_plain(fe, s.off[i], d))
            return false;
    return true;
}

void kf_fe_ptr_visit_rhs(struct fe *fe, CXCursor rhs)
{
    struct split s;
    if (!split_of(rhs, &s)) {
        kf_fe_visit_expr(fe, rhs);
        return;
    }
    for (int i = 0; i < s.nsub; i++)
        kf_fe_visit_expr(fe, s.sub[i]);
    for (int i = 0; i < s.noff; i++)
        kf_fe_visit_expr(fe, s.off[i]);
}

static void note_base(struct fe *fe, int pid, int bid)
{
    struct kf_var *p = &fe->f->vars[pid];
    for (int k = 0; k < p->nptr_base; k++)
        if (p->ptr_base[k] == bid)
            return;
    p->ptr_base = kf_arena_grow(fe->a, p->ptr_base, (size_t)p->nptr_base, sizeof *p->ptr_base);
    p->ptr_base[p->nptr_base++] = bid;
}

/* every array d is ever set from, touched anywhere (no definition reaches) */
static int whole_bases(struct fe *fe, CXCursor d, bool write, CXCursor e)
{
    int i = ptr_index(fe, d), last = -1;
    int pid = kf_fe_get_var(fe, d);
    for (int k = 0; i >= 0 && k < fe->ptrs[i].nbase; k++) {
        int bid = kf_fe_get_var(fe, fe->ptrs[i].base[k]);
        note_base(fe, pid, bid);
        if (fe->f->vars[bid].kind != KF_VAR_ARRAY)
            continue;
        last = kf_fe_add_access(fe, bid, write, 0, NULL, true, e);
        if (write)
            kf_fe_access_may(&fe->cur->acc[last]);
    }
    return last;
}

int kf_fe_ptr_access(struct fe *fe, CXCursor d, CXCursor sub, bool write, CXCursor e)
{
    int pid = kf_fe_get_var(fe, d);
    kf_fe_add_access(fe, pid, false, 0, NULL, false, e); /* the pointer's value */
    CXCursor rhs;
    struct split s;
    if (!kf_fe_def_reaching(fe, d, &rhs) || !split_of(rhs, &s))
        return whole_bases(fe, d, write, e);
    int bid = kf_fe_get_var(fe, s.base);
    note_base(fe, pid, bid);
    struct kf_var *b = &fe->f->vars[bid];
    int nd = b->ndims;
    if (b->kind != KF_VAR_ARRAY || b->pointer_rows || (s.nsub != nd && s.nsub != nd - 1))
        return whole_bases(fe, d, write, e);
    /* the last subscript: what the definition adds, then what the use does */
    struct kf_poly *last = s.nsub == nd ? kf_fe_poly_of(fe, s.sub[nd - 1]) : kf_poly_const(fe->a, 0);
    for (int i = 0; i < s.noff && last; i++)
        last = kf_poly_lin(fe->a, last, 1, kf_fe_poly_of(fe, s.off[i]), s.sign[i]);
    struct kf_poly **subs = kf_arena_alloc(fe->a, (size_t)nd * sizeof *subs);
    for (int i = 0; i < nd - 1; i++)
        subs[i] = kf_fe_poly_of(fe, s.sub[i]);
    struct kf_poly *u = clang_Cursor_isNull(sub) ? kf_poly_const(fe->a, 0) : kf_fe_poly_of(fe, sub);
    if (!u && !clang_Cursor_isNull(sub)) /* src[x > 0 ? x - 1 : x]: a piece each */
        return kf_fe_add_offset_pieces(fe, bid, write, nd, subs, sub, last, e);
    subs[nd - 1] = last && u ? kf_poly_lin(fe->a, last, 1, u, 1) : NULL;
    return kf_fe_add_access(fe, bid, write, nd, subs, false, e);
}

int kf_fe_ptr_whole(struct fe *fe, CXCursor d, bool write, CXCursor e)
{
    int pid = kf_fe_get_var(fe, d);
    kf_fe_add_access(fe, pid, false, 0, NULL, false, e);
    CXCursor rhs;
    struct split s;
    if (kf_fe_def_reaching(fe, d, &rhs) && split_of(rhs, &s)) {
        int bid = kf_fe_get_var(fe, s.base);
        note_base(fe, pid, bid);
        if (fe->f->vars[bid].kind != KF_VAR_ARRAY)
            return -1;
        int a = kf_fe_add_access(fe, bid, write, 0, NULL, true, e);
        if (write)
            kf_fe_access_may(&fe->cur->acc[a]);
        return a;
    }
    return whole_bases(fe, d, write, e);
}

void kf_fe_ptr_warn(struct fe *fe, CXCursor lhs)
{
    CXCursor d = clang_getCursorKind(lhs) == CXCursor_VarDecl ? lhs : kf_fe_var_decl_of(lhs);
    if (clang_Cursor_isNull(d))
        return;
    const char *why = kf_fe_ptr_why(fe, d);
    if (!why || fe->depth == 0)
        return;
    int id = kf_fe_get_var(fe, d);
    if (fe->f->vars[id].ptr_warned)
        return;
    fe->f->vars[id].ptr_warned = true;
    kf_diag_report(fe->d, KF_DIAG_WARNING, fe->file, kf_fe_begin_of(fe, lhs).line,
                   kf_fe_begin_of(fe, lhs).col, 0,
                   "pointer '%s' is modelled as writing everything it points to: %s",
                   fe->f->vars[id].name, why);
}
