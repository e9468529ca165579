/*
 * filedecl.c: the declarations at file scope of the main file that a
 * fragment's code names (ir.h's kf_filedecl): its helper functions without
 * side effects (vars.c's test) with the functions they call, and the
 * typedefs and structs of its variables, of the types its code names and
 * of those helpers, each with what those need in turn.  Back ends that
 * write code where the user's declarations do not reach (a kernel's
 * source) copy them from the file's text.
 *
 * Helpers that read and write through their pointer parameters go there
 * too when summ.c summarised a call of theirs in the fragment (randu(seed,
 * i) reads and writes seed[i]), with the functions they call in turn
 * (whose summaries theirs holds).  On the device those parameters point
 * to global memory: the entry lists where each one's declaration begins
 * (clang's extent, a macro invocation mapped to where it is written), so
 * that OpenCL C gets `__global ` there, and says why the text cannot go
 * when it cannot (device_why):
 *
 *     static double randu(int *seed, int index)      parameter 0 at the
 *          |                                          'i' of "int *seed"
 *     __global int *seed                              (OpenCL)
 *
 *   - a parameter that is a pointer through a typedef (`vec a`: the
 *     address space would qualify the pointer), or that a macro declares
 *     with its name (`PARAMS`), has no place for it;
 *   - a call it makes passes memory of its own (a local array) to a
 *     pointer parameter, which cannot take it there;
 *   - a global it reads must keep its value for the whole run: a scalar
 *     number that is const, or static and never written nor its address
 *     taken in the unit; it becomes an entry of its own (KF_DECL_CONST)
 *     with the value clang evaluates from its initialiser, which the
 *     kernels' source declares (the host's macros in it, INT_MAX, need no
 *     definition there).  A global array, or any other global, keeps it
 *     off the device (summ.c refuses helpers that write globals).
 * The fragment's own calls of helpers that take pointers are listed
 * (kf_hcall) with each pointer argument's array and shape, so that a
 * kernel holding one can check that every argument is a buffer of its
 * global memory (codegen/gpu_decl.c).
 */
#include <clang-c/Index.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/c/fe.h"

struct fd {
    struct fe *fe;
    int n;
    struct kf_filedecl *d;
    int depth;
    int nt;
    struct kf_typedef *t;
    int helper;          /* > 0: in the body of a function of the file: its callees
                            are pure as it is, or have summaries as it has */
    int nhc;             /* the fragment's calls of helpers that take pointers */
    struct kf_hcall *hc;
};

/* A typedef of a header (outside the main file) whose type is arithmetic:
 * its name and canonical type, once (typedef float real_t). */
static void add_header_typedef(struct fd *s, CXCursor decl)
{
    CXType t = clang_getCanonicalType(clang_getTypedefDeclUnderlyingType(decl));
    static const enum CXTypeKind ok[] = {
        CXType_Char_U, CXType_UChar,  CXType_UShort, CXType_UInt, CXType_ULong, CXType_ULongLong,
        CXType_Char_S, CXType_SChar,  CXType_Short,  CXType_Int,  CXType_Long,  CXType_LongLong,
        CXType_Float,  CXType_Double};
    bool arith = false;
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++)
        arith |= t.kind == ok[i];
    if (!arith)
        return;
    const char *name = kf_fe_spelling(s->fe, decl);
    for (int i = 0; i < s->nt; i++)
        if (strcmp(s->t[i].name, name) == 0)
            return;
    CXString sp = clang_getTypeSpelling(t);
    s->t = kf_arena_grow(s->fe->a, s->t, (size_t)s->nt, sizeof *s->t);
    s->t[s->nt++] = (struct kf_typedef){name, kf_arena_printf(s->fe->a, "%s", clang_getCString(sp))};
    clang_disposeString(sp);
}

static void add_type(struct fd *s, CXType t);
static void add_cursor(struct fd *s, CXCursor decl);
static bool takes_pointers(CXCursor fn);
static void add_hcall(struct fd *s, CXCursor c, CXCursor fn, bool summarised);

/* Did kf_fe_summ_call record call c?  The cursors it was given come from
 * other visits, whose parents differ: the call is its extent. */
static bool summarised_call(struct fe *fe, CXCursor c)
{
    CXSourceRange r = clang_getCursorExtent(c);
    for (int i = 0; i < fe->nsumm_call; i++)
        if (clang_equalRanges(clang_getCursorExtent(fe->summ_call[i]), r))
            return true;
    return false;
}

/* Is l written where it is expanded (no macro's doing)? */
static bool as_written(CXSourceLocation l)
{
    unsigned eo, so;
    CXFile ef, sf;
    clang_getExpansionLocation(l, &ef, NULL, NULL, &eo);
    clang_getSpellingLocation(l, &sf, NULL, NULL, &so);
    return eo == so && clang_File_isEqual(ef, sf);
}

/* Is decl written in the main file, outside any macro (so that its text is
 * in the file as clang read it)? */
static bool plain_text(CXCursor decl)
{
    if (!kf_fe_in_main_file(decl))
        return false;
    CXSourceRange r = clang_getCursorExtent(decl);
    return as_written(clang_getRangeStart(r)) && as_written(clang_getRangeEnd(r));
}

/* Natural alignment of a member type, or 0 when the device languages may
 * lay it out otherwise (bool, long double, pointers, bitfields' types...). */
static long natural_align(CXType t)
{
    t = clang_getCanonicalType(t);
    switch (t.kind) {
    case CXType_Char_S: case CXType_Char_U: case CXType_SChar: case CXType_UChar:
    case CXType_Short: case CXType_UShort: case CXType_Int: case CXType_UInt:
    case CXType_Long: case CXType_ULong: case CXType_LongLong: case CXType_ULongLong:
    case CXType_Float: case CXType_Double:
        return (long)clang_Type_getSizeOf(t);
    case CXType_ConstantArray:
        return natural_align(clang_getArrayElementType(t));
    default:
        return 0;
    }
}

struct layout {
    CXType rec;
    long off, align;
    bool ok;
};

static enum CXVisitorResult field_visit(CXCursor c, CXClientData data)
{
    struct layout *L = data;
    CXType t = clang_getCanonicalType(clang_getCursorType(c));
    long a = natural_align(t), size = (long)clang_Type_getSizeOf(t);
    if (t.kind == CXType_Record) {
        struct layout sub = {t, 0, 1, true};
        clang_Type_visitFields(t, field_visit, &sub);
        a = sub.ok ? sub.align : 0;
    }
    if (a <= 0 || size <= 0 || clang_Cursor_isBitField(c)) {
        L->ok = false;
        return CXVisit_Break;
    }
    L->off = (L->off + a - 1) / a * a;
    if (clang_Cursor_getOffsetOfField(c) != L->off * 8) {
        L->ok = false;
        return CXVisit_Break;
    }
    L->off += size;
    if (a > L->align)
        L->align = a;
    return CXVisit_Continue;
}

/* Is record type t laid out on the host as the device languages lay it out
 * (C's natural alignment of OpenCL C 6.1.5 and CUDA): every member an
 * arithmetic type other than bool and long double, an array of one or such
 * a struct, at its natural offset, no padding other than natural? */
static bool same_layout(CXType t)
{
    t = clang_getCanonicalType(t);
    if (t.kind != CXType_Record)
        return false;
    struct layout L = {t, 0, 1, true};
    clang_Type_visitFields(t, field_visit, &L);
    long size = (L.off + L.align - 1) / L.align * L.align;
    return L.ok && L.off > 0 && clang_Type_getSizeOf(t) == size;
}

static enum CXChildVisitResult refs_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct fd *s = data;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_TypeRef) {
        add_cursor(s, clang_getCursorReferenced(c));
    } else if (k == CXCursor_DeclRefExpr &&
               clang_getCursorKind(clang_getCursorReferenced(c)) == CXCursor_EnumConstantDecl) {
        add_type(s, clang_getCursorType(clang_getCursorSemanticParent(clang_getCursorReferenced(c))));
    } else if (k == CXCursor_CallExpr) {
        CXCursor r = clang_getCursorReferenced(c);
        if (clang_getCursorKind(r) == CXCursor_FunctionDecl) {
            const char *name = kf_fe_spelling(s->fe, r);
            bool summarised = summarised_call(s->fe, c);
            if (s->depth == 0 && takes_pointers(r) &&
                !clang_Cursor_isNull(clang_getCursorDefinition(r)))
                add_hcall(s, c, r, summarised);
            /* a summarised helper's callees have summaries (summ.c) */
            if (!kf_fe_is_pure_fn(name) &&
                (summarised || s->helper > 0 || !kf_fe_call_impure_why(s->fe, c)))
                add_cursor(s, clang_getCursorDefinition(r));
        }
    } else if (k == CXCursor_VarDecl || k == CXCursor_ParmDecl || k == CXCursor_FieldDecl ||
               k == CXCursor_CStyleCastExpr || k == CXCursor_UnaryExpr) {
        add_type(s, clang_getCursorType(c));
    }
    return CXChildVisit_Recurse;
}

static void push(struct fd *s, struct kf_filedecl d)
{
    s->d = kf_arena_grow(s->fe->a, s->d, (size_t)s->n, sizeof *s->d);
    s->d[s->n++] = d;
}

/* ---- helpers that take pointers ------------------------------------------ */

static bool is_ptr(CXType t)
{
    t = clang_getCanonicalType(t);
    return t.kind == CXType_Pointer || t.kind == CXType_ConstantArray ||
           t.kind == CXType_IncompleteArray || t.kind == CXType_VariableArray;
}

static bool takes_pointers(CXCursor fn)
{
    int np = clang_Cursor_getNumArguments(fn);
    for (int k = 0; k < np; k++)
        if (is_ptr(clang_getCursorType(clang_Cursor_getArgument(fn, k))))
            return true;
    return false;
}

/* A pointer argument: the variable it names and how, as summ.c reads its
 * arguments: `a` (*decl a), `a + k`, `k + a`, `a - k` and `&a[k]` (an
 * offset), `A[i]` (a row: A[i] is itself an array); anything else OTHER. */
static enum kf_harg_kind arg_kind(CXCursor arg, CXCursor *decl)
{
    CXCursor a = kf_fe_strip(arg), base = a;
    enum kf_harg_kind kind = KF_HARG_ARRAY;
    enum CXBinaryOperatorKind b = kf_fe_binop(a);
    if (b == CXBinaryOperator_Add || b == CXBinaryOperator_Sub) {
        struct kids ch = kf_fe_kids_of(a);
        bool left = is_ptr(clang_getCursorType(ch.c[0]));
        if (ch.n != 2 || (!left && b == CXBinaryOperator_Sub))
            return *decl = clang_getNullCursor(), KF_HARG_OTHER;
        base = ch.c[left ? 0 : 1], kind = KF_HARG_OFFSET;
    } else if (kf_fe_unop(a) == CXUnaryOperator_AddrOf &&
               clang_getCursorKind(kf_fe_strip(kf_fe_kids_of(a).c[0])) ==
                   CXCursor_ArraySubscriptExpr) {
        base = kf_fe_kids_of(kf_fe_strip(kf_fe_kids_of(a).c[0])).c[0], kind = KF_HARG_OFFSET;
    } else if (clang_getCursorKind(a) == CXCursor_ArraySubscriptExpr) {
        base = kf_fe_kids_of(a).c[0], kind = KF_HARG_ROW;
    }
    /* B[i] of &B[i][1], T[i] of T[i][j]: the array under the subscripts */
    while (clang_getCursorKind(kf_fe_strip(base)) == CXCursor_ArraySubscriptExpr)
        base = kf_fe_kids_of(kf_fe_strip(base)).c[0];
    *decl = kf_fe_var_decl_of(base);
    return clang_Cursor_isNull(*decl) ? KF_HARG_OTHER : kind;
}

/* The fragment's call c of fn, a helper of the file that takes pointers:
 * its pointer arguments, each with the fragment's array it names. */
static void add_hcall(struct fd *s, CXCursor c, CXCursor fn, bool summarised)
{
    struct fe *fe = s->fe;
    struct kidlist kl = kf_fe_kidlist_of(fe, c);
    struct kf_hcall h = {kf_fe_spelling(fe, fn), kf_fe_range_of(fe, c), summarised, 0, NULL};
    h.arg = kf_arena_alloc(fe->a, (size_t)kl.n * sizeof *h.arg);
    for (int j = 1; j < kl.n; j++) {
        if (!is_ptr(clang_getCursorType(kl.c[j])))
            continue;
        CXCursor d;
        enum kf_harg_kind kind = arg_kind(kl.c[j], &d);
        int v = kind == KF_HARG_OTHER ? -1 : kf_fe_find_var(fe, d);
        h.arg[h.narg++] = (struct kf_harg){j - 1, v < 0 ? KF_HARG_OTHER : kind, v,
                                           kf_fe_text_of(fe, kl.c[j], 30)};
    }
    s->hc = kf_arena_grow(fe->a, s->hc, (size_t)s->nhc, sizeof *s->hc);
    s->hc[s->nhc++] = h;
}

struct written {
    CXCursor var; /* canonical */
    bool yes;
};

static enum CXChildVisitResult written_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct written *w = data;
    CXCursor d = kf_fe_changed_var(c);
    if (!clang_Cursor_isNull(d) && clang_equalCursors(clang_getCanonicalCursor(d), w->var)) {
        w->yes = true;
        return CXChildVisit_Break;
    }
    return CXChildVisit_Recurse;
}

static enum CXChildVisitResult written_top(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct written *w = data;
    if (kf_fe_in_main_file(c))
        clang_visitChildren(c, written_visit, w);
    return w->yes ? CXChildVisit_Break : CXChildVisit_Continue;
}

/* Does any code of the unit write static variable g or take its address? */
static bool written_in_unit(struct fd *s, CXCursor g)
{
    struct written w = {clang_getCanonicalCursor(g), false};
    clang_visitChildren(clang_getTranslationUnitCursor(s->fe->tu), written_top, &w);
    return w.yes;
}

/* The value of g's initialiser as C text for its type t, or NULL. */
static const char *const_value(struct fd *s, CXCursor g, CXType t)
{
    CXEvalResult ev = clang_Cursor_Evaluate(g);
    if (!ev)
        return NULL;
    const char *r = NULL;
    CXEvalResultKind k = clang_EvalResult_getKind(ev);
    if (k == CXEval_Int && kf_fe_is_int_type(t)) {
        r = clang_EvalResult_isUnsignedInt(ev)
                ? kf_arena_printf(s->fe->a, "%lluu", clang_EvalResult_getAsUnsigned(ev))
                : kf_arena_printf(s->fe->a, "%lld", clang_EvalResult_getAsLongLong(ev));
        if (strcmp(r, "-9223372036854775808") == 0) /* no literal: -9223372036854775807 - 1 */
            r = "(-9223372036854775807 - 1)";
    } else if (k == CXEval_Float && (t.kind == CXType_Float || t.kind == CXType_Double)) {
        double v = clang_EvalResult_getAsDouble(ev);
        char buf[64];
        snprintf(buf, sizeof buf, t.kind == CXType_Float ? "%.9g" : "%.17g", v);
        if (v - v == 0) /* finite */
            r = kf_arena_printf(s->fe->a, "%s%s%s", buf, strpbrk(buf, ".e") ? "" : ".0",
                                t.kind == CXType_Float ? "f" : "");
    }
    clang_EvalResult_dispose(ev);
    return r;
}

/* Global g, read by a helper of the device: an entry of its value, or why
 * it cannot be one. */
static const char *add_const(struct fd *s, CXCursor g)
{
    struct fe *fe = s->fe;
    const char *name = kf_fe_spelling(fe, g);
    CXCursor def = clang_getCursorDefinition(g);
    bool zero = clang_Cursor_isNull(def); /* `static int g;`: 0, unless written */
    if (zero && clang_Cursor_getStorageClass(g) == CX_SC_Extern)
        return kf_arena_printf(fe->a, "it reads the global '%s', which this file does not define",
                               name);
    if (zero)
        def = g;
    CXType q = clang_getCanonicalType(clang_getCursorType(def));
    CXType t = clang_getUnqualifiedType(q);
    bool number = (kf_fe_is_int_type(t) && t.kind != CXType_Bool && t.kind != CXType_Enum &&
                   t.kind != CXType_Int128 && t.kind != CXType_UInt128) ||
                  t.kind == CXType_Float || t.kind == CXType_Double;
    if (!number)
        return kf_arena_printf(fe->a, "it reads the global %s'%s', which kforge does not declare "
                                      "on the device",
                               is_ptr(t) ? "array " : "", name);
    if (clang_isVolatileQualifiedType(q) ||
        (!clang_isConstQualifiedType(q) &&
         (clang_Cursor_getStorageClass(def) != CX_SC_Static || written_in_unit(s, def))))
        return kf_arena_printf(fe->a, "it reads the global '%s', which may change while the "
                                      "program runs (declare it const, or static and write it "
                                      "nowhere)",
                               name);
    const char *value = !zero                   ? const_value(s, def, t)
                        : t.kind == CXType_Float  ? "0.0f"
                        : t.kind == CXType_Double ? "0.0"
                                                  : "0";
    if (!value)
        return kf_arena_printf(fe->a, "it reads the global '%s', whose initial value kforge "
                                      "cannot evaluate",
                               name);
    for (int i = 0; i < s->n; i++)
        if (s->d[i].kind == KF_DECL_CONST && strcmp(s->d[i].name, name) == 0)
            return NULL;
    CXString ts = clang_getTypeSpelling(t);
    /* the name's place: the declarators of `static int A = 1, C = 2;`
     * share the rest of their extents */
    unsigned at = kf_fe_loc_of(clang_getCursorLocation(def)).offset;
    push(s, (struct kf_filedecl){.name = name, .kind = KF_DECL_CONST, .begin = at, .end = at,
                                 .type = kf_arena_strdup(fe->a, clang_getCString(ts)),
                                 .value = value});
    clang_disposeString(ts);
    return NULL;
}

struct body {
    struct fd *s;
    CXCursor fn;
    const char *why;
};

/* The helper's calls and the globals it reads (struct body). */
static enum CXChildVisitResult body_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct body *b = data;
    struct fe *fe = b->s->fe;
    enum CXCursorKind k = clang_getCursorKind(c);
    CXCursor r = clang_getCursorReferenced(c);
    if (k == CXCursor_DeclRefExpr && clang_getCursorKind(r) == CXCursor_VarDecl &&
        clang_getCursorKind(clang_getCursorSemanticParent(r)) == CXCursor_TranslationUnit) {
        b->why = add_const(b->s, r);
    } else if (k == CXCursor_CallExpr && clang_getCursorKind(r) == CXCursor_FunctionDecl) {
        struct kidlist kl = kf_fe_kidlist_of(fe, c);
        for (int j = 1; j < kl.n && !b->why; j++) {
            CXCursor d;
            if (!is_ptr(clang_getCursorType(kl.c[j])))
                continue;
            if (arg_kind(kl.c[j], &d) == KF_HARG_OTHER ||
                clang_getCursorKind(d) != CXCursor_ParmDecl ||
                !clang_equalCursors(clang_getCursorSemanticParent(d), b->fn))
                b->why = kf_arena_printf(fe->a, "it passes '%s' to '%s', memory of its own that "
                                                "a parameter in the device's global memory "
                                                "cannot take",
                                         kf_fe_text_of(fe, kl.c[j], 30), kf_fe_spelling(fe, r));
        }
    }
    return b->why ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* Helper fn (entry d): where its pointer parameters' declarations begin,
 * the constants it reads, or why its text cannot go to a kernel's source
 * (a pure function has neither). */
static void helper_entry(struct fd *s, CXCursor fn, struct kf_filedecl *d)
{
    struct fe *fe = s->fe;
    int np = clang_Cursor_getNumArguments(fn);
    d->ptr_at = kf_arena_alloc(fe->a, (size_t)(np + 1) * sizeof *d->ptr_at);
    for (int k = 0; k < np && !d->device_why; k++) {
        CXCursor p = clang_Cursor_getArgument(fn, k);
        CXType t = clang_getCursorType(p);
        if (!is_ptr(t))
            continue;
        const char *name = kf_fe_spelling(fe, p);
        unsigned at = kf_fe_range_of(fe, p).begin.offset;
        unsigned name_at = kf_fe_loc_of(clang_getCursorLocation(p)).offset;
        const struct kf_range *m = kf_fe_macros_at(fe->macros, at);
        if (t.kind != CXType_Pointer && t.kind != CXType_IncompleteArray &&
            t.kind != CXType_ConstantArray)
            d->device_why = kf_arena_printf(fe->a, "its parameter '%s' is a pointer through a "
                                                   "typedef or of variable length, which takes "
                                                   "no address space",
                                            name);
        else if (!as_written(clang_getCursorLocation(p)) || (m && m->end.offset > name_at) ||
                 at < d->begin || at >= d->body)
            d->device_why = kf_arena_printf(fe->a, "its parameter '%s' is declared by a macro",
                                            name);
        else
            d->ptr_at[d->nptr++] = at;
    }
    struct body b = {s, fn, NULL};
    if (!d->device_why)
        clang_visitChildren(fn, body_visit, &b);
    if (b.why)
        d->device_why = b.why;
}

/* Is fn, whose body begins at body, defined K&R's way?  Its parameters
 * are declared after the list of their names, each declaration ending in
 * a ';' outside any parenthesis before the body (clang gives such a
 * function a prototype of its promoted types, `float (double)`). */
static bool kr_style(struct fe *fe, CXCursor fn, unsigned body)
{
    unsigned at = kf_fe_loc_of(clang_getCursorLocation(fn)).offset;
    int depth = 0;
    for (unsigned p = at; p < body && p < fe->textlen; p++) {
        char c = fe->text[p];
        depth += (c == '(') - (c == ')');
        if (c == ';' && depth == 0)
            return true;
    }
    return false;
}

/* Helper fn (entry d) defined without a prototype, K&R's `float sq(x)
 * float x; {`: its head as a prototype, the types as clang gives them
 * (kf_filedecl.proto), or why not where a type's spelling does not take
 * the name after it (a pointer to an array or a function). */
static void kr_proto(struct fd *s, CXCursor fn, struct kf_filedecl *d)
{
    struct fe *fe = s->fe;
    CXString rs = clang_getTypeSpelling(clang_getResultType(clang_getCursorType(fn)));
    const char *ret = kf_arena_printf(fe->a, "%s", clang_getCString(rs));
    clang_disposeString(rs);
    bool st = clang_Cursor_getStorageClass(fn) == CX_SC_Static;
    const char *p = kf_arena_printf(fe->a, "%s%s %s(", st ? "static " : "", ret, d->name);
    const char *q = p;
    int np = clang_Cursor_getNumArguments(fn);
    bool odd = strpbrk(ret, "([") != NULL;
    for (int k = 0; k < np && !odd; k++) {
        CXCursor a = clang_Cursor_getArgument(fn, k);
        CXString ts = clang_getTypeSpelling(clang_getCursorType(a));
        const char *t = kf_arena_printf(fe->a, "%s", clang_getCString(ts));
        clang_disposeString(ts);
        const char *name = kf_fe_spelling(fe, a);
        odd = strpbrk(t, "([") != NULL;
        p = kf_arena_printf(fe->a, "%s%s%s %s", p, k ? ", " : "", t, name);
        q = kf_arena_printf(fe->a, "%s%s%s%s %s", q, k ? ", " : "",
                            is_ptr(clang_getCursorType(a)) ? "__global " : "", t, name);
    }
    if (odd && !d->device_why)
        d->device_why = "it is defined without a prototype (K&R), with a type kforge cannot "
                        "spell in one";
    d->proto = kf_arena_printf(fe->a, "%s%s)", p, np ? "" : "void");
    d->proto_cl = kf_arena_printf(fe->a, "%s%s)", q, np ? "" : "void");
}

/* Each enumerator of enum declaration e, an entry of its own over the text
 * [begin, end) that declares it (the enum, or a typedef holding it), so
 * that a kernel naming FMT_RGB gets the declaration (gpu_text.c). */
static void add_enumerators(struct fd *s, CXCursor e, unsigned begin, unsigned end)
{
    struct kidlist ks = kf_fe_kidlist_of(s->fe, e); /* any number of enumerators */
    for (int i = 0; i < ks.n; i++)
        if (clang_getCursorKind(ks.c[i]) == CXCursor_EnumConstantDecl)
            push(s, (struct kf_filedecl){.name = kf_fe_spelling(s->fe, ks.c[i]),
                                         .kind = KF_DECL_TYPE, .begin = begin, .end = end});
}

/* The enum declaration behind type t (through typedefs), or a null cursor. */
static CXCursor enum_of(CXType t)
{
    t = clang_getCanonicalType(t);
    return t.kind == CXType_Enum ? clang_getTypeDeclaration(t) : clang_getNullCursor();
}

/* decl (a typedef, a struct, an enum or a function definition) and what it
 * names. */
static void add_cursor(struct fd *s, CXCursor decl)
{
    enum CXCursorKind k = clang_getCursorKind(decl);
    if (!clang_Cursor_isNull(decl) && k == CXCursor_TypedefDecl && !kf_fe_in_main_file(decl)) {
        add_header_typedef(s, decl);
        return;
    }
    if (clang_Cursor_isNull(decl) ||
        (k != CXCursor_TypedefDecl && k != CXCursor_StructDecl && k != CXCursor_FunctionDecl &&
         k != CXCursor_EnumDecl) ||
        !clang_equalCursors(clang_getCursorSemanticParent(decl), clang_getTranslationUnitCursor(
                                                                     s->fe->tu)) ||
        !plain_text(decl) || s->depth > 16)
        return;
    struct kf_range r = kf_fe_range_of(s->fe, decl);
    for (int i = 0; i < s->n; i++)
        if (r.begin.offset >= s->d[i].begin && r.end.offset <= s->d[i].end)
            return; /* known, or inside a known one (a typedef's struct) */
    struct kf_filedecl d = {.name = kf_fe_spelling(s->fe, decl), .kind = KF_DECL_TYPE,
                            .begin = r.begin.offset, .end = r.end.offset};
    bool fn = k == CXCursor_FunctionDecl;
    if (fn) {
        d.kind = KF_DECL_FUNC;
        struct kids ks = kf_fe_kids_of(decl);
        if (ks.n == 0 || clang_getCursorKind(ks.c[ks.n - 1]) != CXCursor_CompoundStmt)
            return;
        d.body = kf_fe_range_of(s->fe, ks.c[ks.n - 1]).begin.offset;
        helper_entry(s, decl, &d);
        if (kr_style(s->fe, decl, d.body))
            kr_proto(s, decl, &d);
    } else {
        d.same_layout = same_layout(clang_getCursorType(decl));
        d.size = (long)clang_Type_getSizeOf(clang_getCursorType(decl));
    }
    /* a bigger one replaces those it holds */
    int w = 0;
    for (int i = 0; i < s->n; i++)
        if (!(s->d[i].begin >= d.begin && s->d[i].end <= d.end))
            s->d[w++] = s->d[i];
    s->n = w;
    push(s, d);
    CXCursor e = k == CXCursor_EnumDecl ? decl
                 : k == CXCursor_TypedefDecl ? enum_of(clang_getTypedefDeclUnderlyingType(decl))
                                             : clang_getNullCursor();
    if (!clang_Cursor_isNull(e))
        add_enumerators(s, e, d.begin, d.end);
    s->depth++;
    s->helper += fn;
    if (k == CXCursor_TypedefDecl)
        add_type(s, clang_getTypedefDeclUnderlyingType(decl));
    else if (k == CXCursor_FunctionDecl)
        add_type(s, clang_getResultType(clang_getCursorType(decl)));
    clang_visitChildren(decl, refs_visit, s);
    s->helper -= fn;
    s->depth--;
}

/* The declarations behind a type: its typedefs, its struct, under pointers
 * and arrays. */
static void add_type(struct fd *s, CXType t)
{
    for (int n = 0; n < 16 && t.kind != CXType_Invalid; n++) {
        if (t.kind == CXType_Pointer) {
            t = clang_getPointeeType(t);
        } else if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
                   t.kind == CXType_VariableArray) {
            t = clang_getArrayElementType(t);
        } else if (t.kind == CXType_Elaborated) {
            t = clang_Type_getNamedType(t);
        } else if (t.kind == CXType_Typedef || t.kind == CXType_Record || t.kind == CXType_Enum) {
            add_cursor(s, clang_getTypeDeclaration(t));
            return;
        } else {
            return;
        }
    }
}

static int by_begin(const void *p, const void *q)
{
    const struct kf_filedecl *a = p, *b = q;
    return a->begin < b->begin ? -1 : a->begin > b->begin;
}

void kf_fe_file_decls(struct fe *fe, const CXCursor *stmts, int n)
{
    struct fd s = {fe, 0, NULL, 0, 0, NULL, 0, 0, NULL};
    for (int i = 0; i < n; i++)
        clang_visitChildren(stmts[i], refs_visit, &s);
    for (int v = 0; fe->decls && v < fe->f->nvar; v++)
        if (!clang_Cursor_isNull(fe->decls[v])) /* an induction variable's base has none */
            add_type(&s, clang_getCursorType(fe->decls[v]));
    if (s.n)
        qsort(s.d, (size_t)s.n, sizeof *s.d, by_begin);
    fe->f->nfiledecl = s.n;
    fe->f->filedecls = s.d;
    fe->f->ntypedef = s.nt;
    fe->f->typedefs = s.t;
    fe->f->nhcall = s.nhc;
    fe->f->hcalls = s.hc;
}
