/*
 * filedecl.c: the declarations at file scope of the main file that a
 * fragment's code names (ir.h's kf_filedecl): its helper functions without
 * side effects (vars.c's test) with the functions they call, and the
 * typedefs and structs of its variables, of the types its code names and
 * of those helpers, each with what those need in turn.  Back ends that
 * write code where the user's declarations do not reach (a kernel's
 * source) copy them from the file's text.
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

/* Is decl written in the main file, outside any macro (so that its text is
 * in the file as clang read it)? */
static bool plain_text(CXCursor decl)
{
    if (!kf_fe_in_main_file(decl))
        return false;
    CXSourceRange r = clang_getCursorExtent(decl);
    CXSourceLocation ends[2] = {clang_getRangeStart(r), clang_getRangeEnd(r)};
    for (int i = 0; i < 2; i++) {
        unsigned eo, so;
        CXFile ef, sf;
        clang_getExpansionLocation(ends[i], &ef, NULL, NULL, &eo);
        clang_getSpellingLocation(ends[i], &sf, NULL, NULL, &so);
        if (eo != so || !clang_File_isEqual(ef, sf))
            return false;
    }
    return true;
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
            if (!kf_fe_is_pure_fn(name) && !kf_fe_call_impure_why(s->fe, c))
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

/* Each enumerator of enum declaration e, an entry of its own over the text
 * [begin, end) that declares it (the enum, or a typedef holding it), so
 * that a kernel naming FMT_RGB gets the declaration (gpu_text.c). */
static void add_enumerators(struct fd *s, CXCursor e, unsigned begin, unsigned end)
{
    struct kidlist ks = kf_fe_kidlist_of(s->fe, e); /* any number of enumerators */
    for (int i = 0; i < ks.n; i++)
        if (clang_getCursorKind(ks.c[i]) == CXCursor_EnumConstantDecl)
            push(s, (struct kf_filedecl){kf_fe_spelling(s->fe, ks.c[i]), KF_DECL_TYPE, begin, end,
                                         0, false, 0});
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
    struct kf_filedecl d = {kf_fe_spelling(s->fe, decl), KF_DECL_TYPE, r.begin.offset,
                            r.end.offset, 0, false, 0};
    if (k == CXCursor_FunctionDecl) {
        d.kind = KF_DECL_FUNC;
        struct kids ks = kf_fe_kids_of(decl);
        if (ks.n == 0 || clang_getCursorKind(ks.c[ks.n - 1]) != CXCursor_CompoundStmt)
            return;
        d.body = kf_fe_range_of(s->fe, ks.c[ks.n - 1]).begin.offset;
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
    if (k == CXCursor_TypedefDecl)
        add_type(s, clang_getTypedefDeclUnderlyingType(decl));
    else if (k == CXCursor_FunctionDecl)
        add_type(s, clang_getResultType(clang_getCursorType(decl)));
    clang_visitChildren(decl, refs_visit, s);
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
    struct fd s = {fe, 0, NULL, 0, 0, NULL};
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
}
