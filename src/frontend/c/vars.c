/*
 * vars.c: the C front end's view of clang: locations and source text,
 * cursor helpers, the fragment's variables with their types and extents
 * (after macro expansion), and the pre-scans that find what a function
 * assigns or takes the address of and what a fragment writes.  Shared
 * through fe.h.
 */
#include <clang-c/Index.h>
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/c/fe.h"
#include "support/linemap.h"

/* ---- locations and text -------------------------------------------------- */

struct kf_loc kf_fe_loc_of(CXSourceLocation l)
{
    CXFile file;
    unsigned line, col, off;
    clang_getExpansionLocation(l, &file, &line, &col, &off);
    return (struct kf_loc){line, col, off};
}

/* Where l is spelt, and whether that differs from where it is expanded
 * (l is inside a macro invocation). */
static bool spelt_apart(CXSourceLocation l, struct kf_loc *spelt)
{
    CXFile ef, sf;
    unsigned line, col, eoff, soff;
    clang_getExpansionLocation(l, &ef, NULL, NULL, &eoff);
    clang_getSpellingLocation(l, &sf, &line, &col, &soff);
    *spelt = (struct kf_loc){line, col, soff};
    return eoff != soff || !clang_File_isEqual(ef, sf);
}

/*
 * c's range in the main file's text, with macro expansions mapped back to
 * what the user wrote.  clang's extent starts and ends at expansion
 * locations, except that an end inside a macro argument stays there: the
 * expansion location of that is the invocation's start, so `x =
 * SCALAR_VAL(0.0)` would end before SCALAR_VAL.  Such an end becomes the
 * end of the invocation; a range wholly inside one macro argument (the
 * `0.0` itself) is its spelling there.
 */
static struct kf_range range_of(const struct fe *fe, CXCursor c)
{
    CXSourceRange r = clang_getCursorExtent(c);
    CXSourceLocation b = clang_getRangeStart(r), e = clang_getRangeEnd(r);
    struct kf_range out = {kf_fe_loc_of(b), kf_fe_loc_of(e)};
    struct kf_loc sb, se;
    bool mb = spelt_apart(b, &sb), me = spelt_apart(e, &se);
    const struct kf_range *m = me ? kf_fe_macros_at(fe->macros, out.end.offset) : NULL;
    if (!m)
        return out;
    if (mb && out.begin.offset == m->begin.offset && sb.offset >= m->begin.offset &&
        se.offset <= m->end.offset && sb.offset <= se.offset)
        return (struct kf_range){sb, se};
    out.end = m->end;
    return out;
}

/* ... with its lines and columns the user's (a text a pass rewrote is
 * parsed with the map of its lines, kf_fe_options.lines; issue 14) */
struct kf_range kf_fe_range_of(const struct fe *fe, CXCursor c)
{
    struct kf_range r = range_of(fe, c);
    const struct kf_linemap *m = fe->opt ? fe->opt->lines : NULL;
    kf_linemap_at(m, &r.begin.line, &r.begin.col);
    kf_linemap_end_at(m, &r.end.line, &r.end.col);
    return r;
}

struct kf_loc kf_fe_begin_of(const struct fe *fe, CXCursor c)
{
    return kf_fe_range_of(fe, c).begin;
}

bool kf_fe_in_main_file(CXCursor c)
{
    return clang_Location_isFromMainFile(clang_getCursorLocation(c));
}

/* the source text of c, whitespace collapsed, at most max bytes (+ "...") */
char *kf_fe_text_of(struct fe *fe, CXCursor c, size_t max)
{
    struct kf_range r = kf_fe_range_of(fe, c);
    if (r.end.offset > fe->textlen || r.begin.offset > r.end.offset)
        return kf_arena_strdup(fe->a, "");
    size_t n = r.end.offset - r.begin.offset;
    char *out = kf_arena_alloc(fe->a, (n < max ? n : max) + 8);
    size_t k = 0;
    bool space = false;
    for (size_t i = 0; i < n; i++) {
        char ch = fe->text[r.begin.offset + i];
        if (isspace((unsigned char)ch)) {
            space = k > 0;
            continue;
        }
        if (k + 2 > max) {
            strcpy(out + k, "...");
            return out;
        }
        if (space)
            out[k++] = ' ';
        space = false;
        out[k++] = ch;
    }
    return out;
}

void kf_fe_error_cursor(struct fe *fe, CXCursor c, const char *msg, const char *arg)
{
    struct kf_range r = kf_fe_range_of(fe, c);
    kf_diag_report(fe->d, fe->soft ? KF_DIAG_WARNING : KF_DIAG_ERROR, fe->file, r.begin.line, r.begin.col,
                   r.end.line == r.begin.line ? r.end.col : 0, msg, arg);
}

void kf_fe_warn_cursor(struct fe *fe, CXCursor c, const char *msg, const char *arg)
{
    struct kf_range r = kf_fe_range_of(fe, c);
    kf_diag_report(fe->d, KF_DIAG_WARNING, fe->file, r.begin.line, r.begin.col,
                   r.end.line == r.begin.line ? r.end.col : 0, msg, arg);
}

/* ---- cursor helpers ------------------------------------------------------ */

static enum CXChildVisitResult kid_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct kids *k = data;
    if (k->n < 8)
        k->c[k->n] = c;
    k->n++;
    return CXChildVisit_Continue;
}

struct kids kf_fe_kids_of(CXCursor c)
{
    struct kids k = {0};
    clang_visitChildren(c, kid_visit, &k);
    return k;
}

static enum CXChildVisitResult kidlist_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct kidlist *k = data;
    k->c = kf_arena_grow(k->fe->a, k->c, (size_t)k->n, sizeof *k->c);
    k->c[k->n++] = c;
    return CXChildVisit_Continue;
}

struct kidlist kf_fe_kidlist_of(struct fe *fe, CXCursor c)
{
    struct kidlist k = {fe, 0, NULL};
    clang_visitChildren(c, kidlist_visit, &k);
    return k;
}

/* strips parentheses and implicit/explicit casts */
CXCursor kf_fe_strip(CXCursor c)
{
    for (;;) {
        enum CXCursorKind k = clang_getCursorKind(c);
        if (k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr && k != CXCursor_CStyleCastExpr)
            return c;
        struct kids ch = kf_fe_kids_of(c);
        /* (fp *)malloc(n): a cast to a typedef names the type first (a
         * TypeRef), as kf_fe_strip_wide says */
        if (ch.n == 2 && k == CXCursor_CStyleCastExpr &&
            clang_getCursorKind(ch.c[0]) == CXCursor_TypeRef)
            ch.c[0] = ch.c[1], ch.n = 1;
        if (ch.n != 1)
            return c;
        c = ch.c[0];
    }
}

bool kf_fe_is_binop(CXCursor c)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    return k == CXCursor_BinaryOperator || k == CXCursor_CompoundAssignOperator;
}

enum CXBinaryOperatorKind kf_fe_binop(CXCursor c)
{
    return kf_fe_is_binop(c) ? clang_getCursorBinaryOperatorKind(c) : CXBinaryOperator_Invalid;
}

enum CXUnaryOperatorKind kf_fe_unop(CXCursor c)
{
    return clang_getCursorKind(c) == CXCursor_UnaryOperator ? clang_getCursorUnaryOperatorKind(c)
                                                            : CXUnaryOperator_Invalid;
}

CXCursor kf_fe_write_target(CXCursor c)
{
    enum CXBinaryOperatorKind b = kf_fe_binop(c);
    enum CXUnaryOperatorKind u = kf_fe_unop(c);
    if ((b >= CXBinaryOperator_Assign && b <= CXBinaryOperator_OrAssign) ||
        u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec ||
        u == CXUnaryOperator_PreInc || u == CXUnaryOperator_PreDec)
        return kf_fe_kids_of(c).c[0];
    return clang_getNullCursor();
}

/* (fe.h) */
CXCursor kf_fe_changed_var(CXCursor c)
{
    CXCursor t = kf_fe_write_target(c);
    if (clang_Cursor_isNull(t) && kf_fe_unop(c) == CXUnaryOperator_AddrOf)
        t = kf_fe_kids_of(c).c[0];
    return clang_Cursor_isNull(t) ? t : kf_fe_var_decl_of(t);
}

/* the variable a DeclRefExpr names, or a null cursor */
CXCursor kf_fe_var_decl_of(CXCursor e)
{
    e = kf_fe_strip(e);
    if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
        return clang_getNullCursor();
    CXCursor d = clang_getCursorReferenced(e);
    enum CXCursorKind k = clang_getCursorKind(d);
    if (k == CXCursor_VarDecl || k == CXCursor_ParmDecl)
        return d;
    return clang_getNullCursor();
}

bool kf_fe_cursor_in(const CXCursor *list, int n, CXCursor c)
{
    for (int i = 0; i < n; i++)
        if (clang_equalCursors(list[i], c))
            return true;
    return false;
}

char *kf_fe_spelling(struct fe *fe, CXCursor c)
{
    CXString s = clang_getCursorSpelling(c);
    char *r = kf_arena_strdup(fe->a, clang_getCString(s));
    clang_disposeString(s);
    return r;
}

/* (fe.h) */
CXCursor kf_fe_var_init(CXCursor decl)
{
    CXCursor init = clang_Cursor_getVarDeclInitializer(decl);
    if (clang_Cursor_isNull(init) || clang_isInvalid(clang_getCursorKind(init)) ||
        !clang_isExpression(clang_getCursorKind(init)))
        return clang_getNullCursor();
    return init;
}

bool kf_fe_is_int_type(CXType t)
{
    t = clang_getCanonicalType(t);
    return (t.kind >= CXType_Bool && t.kind <= CXType_Int128 && t.kind != CXType_Void) ||
           t.kind == CXType_Enum;
}

static bool is_float_type(CXType t)
{
    t = clang_getCanonicalType(t);
    return t.kind >= CXType_Float && t.kind <= CXType_LongDouble;
}

/* ---- pure math functions -------------------------------------------------- */

static const char *const pure_fns[] = {
    "sqrt", "cbrt", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "pow", "fabs",
    "fmin", "fmax", "fma", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh",
    "tanh", "floor", "ceil", "round", "trunc", "fmod", "hypot", "erf", "erfc", "abs", "labs",
    "llabs", "copysign", "rint", "nearbyint", "lround",
    /* <ctype.h>: a function of the character and the locale, which a loop
     * does not change */
    "isalnum", "isalpha", "isblank", "iscntrl", "isdigit", "isgraph", "islower", "isprint",
    "ispunct", "isspace", "isupper", "isxdigit", "tolower", "toupper", NULL,
};

/* C library functions that read the memory their pointer arguments point
 * to and write none the program can see (errno is each thread's own) */
static const char *const read_only_fns[] = {
    "atof", "atoi", "atol", "atoll", "strlen", "strnlen", "strcmp", "strncmp", "memcmp", NULL,
};

bool kf_fe_is_read_only_fn(const char *name)
{
    for (const char *const *p = read_only_fns; *p; p++)
        if (strcmp(name, *p) == 0)
            return true;
    return false;
}

bool kf_fe_is_pure_fn(const char *name)
{
    size_t n = strlen(name);
    for (const char *const *p = pure_fns; *p; p++) {
        size_t k = strlen(*p);
        if (strcmp(name, *p) == 0)
            return true;
        /* float and long double variants: sqrtf, sqrtl; __builtin_ forms */
        if (n == k + 1 && strncmp(name, *p, k) == 0 && (name[k] == 'f' || name[k] == 'l'))
            return true;
        if (strncmp(name, "__builtin_", 10) == 0 && kf_fe_is_pure_fn(name + 10))
            return true;
    }
    return false;
}

/* ---- functions of the file without side effects ---------------------------- */

/* A helper defined in the translation unit (a max, a clamp, a sigmoid) is
 * as harmless as sqrt when its result depends on its arguments' values
 * only: every parameter a scalar, every variable it names a parameter or a
 * local that is not static, no dereference or subscript (they would read
 * memory the fragment may write), no asm, and every call it makes to a
 * function that passes the same test.  Anything else keeps the call a
 * barrier to parallelism, as an unknown function is. */
struct purity {
    struct fe *fe;
    CXCursor fn;
    int depth;
    bool reads;      /* fn_reads_only's test: subscripts and dereferences may read */
    const char *why; /* NULL while the body passes */
};

static const char *fn_impure(struct fe *fe, CXCursor fn, int depth);
static const char *fn_reads_only(struct fe *fe, CXCursor fn, int depth);

static char *spelling_of(struct fe *fe, CXCursor c)
{
    CXString s = clang_getCursorSpelling(c);
    char *r = kf_arena_strdup(fe->a, clang_getCString(s) ? clang_getCString(s) : "?");
    clang_disposeString(s);
    return r;
}

/* A call in a body under test: fine when the callee is pure (or, for a
 * reading body, reads only itself); else why not, with the callee's own
 * reason where it has one ("it calls 'randu', which uses the global 'A'") */
static const char *call_why(struct purity *p, CXCursor c)
{
    struct fe *fe = p->fe;
    CXCursor r = clang_getCursorReferenced(c);
    const char *name = clang_Cursor_isNull(r) ? NULL : spelling_of(fe, r);
    if (!name)
        return "it calls through a pointer";
    if (kf_fe_is_pure_fn(name) || (p->reads && kf_fe_is_read_only_fn(name)))
        return NULL;
    const char *w = p->reads ? fn_reads_only(fe, r, p->depth + 1) : fn_impure(fe, r, p->depth + 1);
    if (!w)
        return NULL;
    return p->reads && strncmp(w, "it ", 3) == 0
               ? kf_arena_printf(fe->a, "it calls '%s', which %s", name, w + 3)
               : kf_arena_printf(fe->a, "it calls '%s'", name);
}

static enum CXChildVisitResult purity_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct purity *p = data;
    struct fe *fe = p->fe;
    enum CXCursorKind k = clang_getCursorKind(c);
    CXCursor t = kf_fe_write_target(c);
    if (p->reads && !clang_Cursor_isNull(t) &&
        clang_getCursorKind(kf_fe_strip(t)) != CXCursor_DeclRefExpr) {
        p->why = "it writes memory through a pointer";
    } else if (!p->reads &&
               (k == CXCursor_ArraySubscriptExpr || kf_fe_unop(c) == CXUnaryOperator_Deref)) {
        p->why = "it reads or writes memory through a pointer";
    } else if (kf_fe_unop(c) == CXUnaryOperator_AddrOf) {
        p->why = "it takes an address";
    } else if (k == CXCursor_AsmStmt || k == CXCursor_GCCAsmStmt || k == CXCursor_MSAsmStmt) {
        p->why = "it holds asm";
    } else if (k == CXCursor_VarDecl) {
        if (clang_Cursor_getStorageClass(c) == CX_SC_Static ||
            clang_Cursor_getStorageClass(c) == CX_SC_Extern)
            p->why = kf_arena_printf(fe->a, "it keeps '%s' from call to call", spelling_of(fe, c));
    } else if (k == CXCursor_DeclRefExpr) {
        CXCursor r = clang_getCursorReferenced(c);
        enum CXCursorKind rk = clang_getCursorKind(r);
        if ((rk == CXCursor_VarDecl || rk == CXCursor_ParmDecl) &&
            !clang_equalCursors(clang_getCursorSemanticParent(r), p->fn))
            /* a global (C has no closures: any other variable is one) */
            p->why = kf_arena_printf(fe->a, "it uses the global '%s'", spelling_of(fe, r));
        else if (rk == CXCursor_FunctionDecl && clang_getCursorKind(parent) != CXCursor_CallExpr &&
                 clang_getCursorKind(parent) != CXCursor_UnexposedExpr)
            p->why = "it takes a function's address";
    } else if (k == CXCursor_CallExpr) {
        p->why = call_why(p, c);
    }
    return p->why ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* The first checks both tests make of fn's declaration; NULL, or why not */
static const char *fn_shape(CXCursor fn, int depth, CXCursor *def)
{
    if (depth > 8)
        return "its calls nest too deep (or recurse)";
    *def = clang_getCursorDefinition(fn);
    if (clang_Cursor_isNull(*def) || clang_getCursorKind(*def) != CXCursor_FunctionDecl)
        return "its body is not in this file";
    if (clang_Cursor_isVariadic(*def))
        return "it is variadic";
    return NULL;
}

/* after the parameters' check, as before the reading test was added */
static const char *result_why(CXCursor def)
{
    CXType rt = clang_getCanonicalType(clang_getResultType(clang_getCursorType(def)));
    if (rt.kind == CXType_Pointer || rt.kind == CXType_Void)
        return "it returns no value or a pointer";
    return NULL;
}

/* fn's body under test: reads (fn_reads_only) or not (fn_impure).  Not
 * reading, its result must depend on its scalar arguments only: no
 * pointer, array or struct parameter, no subscript or dereference. */
static const char *fn_test(struct fe *fe, CXCursor fn, int depth, bool reads)
{
    CXCursor def;
    const char *why = fn_shape(fn, depth, &def);
    if (why)
        return why;
    int np = clang_Cursor_getNumArguments(def);
    for (int i = 0; i < np; i++) {
        CXType t = clang_getCanonicalType(clang_getCursorType(clang_Cursor_getArgument(def, i)));
        if (t.kind == CXType_Record)
            return reads ? "it takes a struct" : "it takes a pointer, array or struct";
        if (!reads && (t.kind == CXType_Pointer || t.kind == CXType_ConstantArray ||
                       t.kind == CXType_IncompleteArray || t.kind == CXType_VariableArray))
            return "it takes a pointer, array or struct";
    }
    if ((why = result_why(def)) != NULL)
        return why;
    struct purity p = {fe, def, depth, reads, NULL};
    clang_visitChildren(def, purity_visit, &p);
    return p.why;
}

/* NULL when fn's result depends on its scalar arguments only, else why not */
static const char *fn_impure(struct fe *fe, CXCursor fn, int depth)
{
    return fn_test(fe, fn, depth, false);
}

/* ---- functions of the file that only read ---------------------------------- */

/* A helper that takes pointers and only reads through them (Rodinia's
 * kmeans find_nearest_point(pt, nfeatures, pts, npts) and euclid_dist_2,
 * particlefilter's findIndex(CDF, n, value)): a call to it reads, at most,
 * every element its pointer arguments reach, as a call to strlen does
 * (kf_fe_is_read_only_fn), and writes nothing the fragment sees.  The body
 * passes fn_impure's test but for subscripts and dereferences that read;
 * it may not write through any of them (nor through a pointer of its
 * own), take an address, use a global or a static, or call anything but a
 * pure function, a reading C library function or another such helper.
 * Struct parameters are refused: the arrays their members point to have
 * no name at the call. */
static const char *fn_reads_only(struct fe *fe, CXCursor fn, int depth)
{
    return fn_test(fe, fn, depth, true);
}

/* A call's test: NULL when the callee is a library function `known`
 * names, or one of the file whose body passes `body`; else why not. */
static const char *call_test(struct fe *fe, CXCursor call, bool (*known)(const char *name),
                             const char *(*body)(struct fe *fe, CXCursor fn, int depth))
{
    const char *name = kf_fe_callee_name(fe, call);
    if (!name)
        return "it is called through a pointer";
    if (known(name))
        return NULL;
    CXCursor r = clang_getCursorReferenced(call);
    if (clang_getCursorKind(r) != CXCursor_FunctionDecl)
        return "its body is not in this file";
    return body(fe, r, 0);
}

const char *kf_fe_call_reads_only_why(struct fe *fe, CXCursor call)
{
    return call_test(fe, call, kf_fe_is_read_only_fn, fn_reads_only);
}

bool kf_fe_call_is_pure(struct fe *fe, CXCursor call)
{
    return kf_fe_call_impure_why(fe, call) == NULL;
}

const char *kf_fe_call_impure_why(struct fe *fe, CXCursor call)
{
    return call_test(fe, call, kf_fe_is_pure_fn, fn_impure);
}

const char *kf_fe_call_blocker(struct fe *fe, CXCursor call, const char *name)
{
    const char *why = kf_fe_call_impure_why(fe, call);
    if (why && strcmp(why, "it takes a pointer, array or struct") == 0) {
        /* the reason it does not only read, more exact ("it writes memory
         * through a pointer"), or the argument the model cannot follow */
        const char *r = kf_fe_call_reads_only_why(fe, call);
        why = r ? r : "it reads through a pointer argument that names no variable";
    }
    if (!why || strcmp(why, "its body is not in this file") == 0 ||
        strcmp(why, "it is called through a pointer") == 0)
        return kf_arena_printf(fe->a, "calls '%s', whose side effects kforge cannot see", name);
    return kf_arena_printf(fe->a, "calls '%s', which may depend on or change what the loop uses: %s",
                           name, why);
}

const char *kf_fe_callee_name(struct fe *fe, CXCursor call)
{
    CXCursor r = clang_getCursorReferenced(call);
    if (clang_Cursor_isNull(r))
        return NULL;
    return kf_fe_spelling(fe, r);
}

/* ---- variables ----------------------------------------------------------- */

/* The canonical type under every array and pointer level ("double" for
 * double (*)[n]). */
static CXType innermost_type(CXType t)
{
    t = clang_getCanonicalType(t);
    for (int n = 0; n < 16; n++) {
        if (t.kind == CXType_Pointer)
            t = clang_getCanonicalType(clang_getPointeeType(t));
        else if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
                 t.kind == CXType_VariableArray || t.kind == CXType_DependentSizedArray)
            t = clang_getCanonicalType(clang_getArrayElementType(t));
        else
            break;
    }
    return t;
}

/* innermost_type, spelled by clang */
static const char *elem_spelling(struct fe *fe, CXType t)
{
    t = innermost_type(t);
    /* an enum is its integer type: what a kernel's parameter and a device
     * buffer hold of it (the enumerators come with its declaration) */
    if (t.kind == CXType_Enum)
        t = clang_getEnumDeclIntegerType(clang_getTypeDeclaration(t));
    CXString ts = clang_getTypeSpelling(t);
    const char *r = kf_arena_strdup(fe->a, clang_getCString(ts));
    clang_disposeString(ts);
    return r;
}

/* The enum type of t's elements as spelt, qualifiers dropped, or NULL
 * when they are no enum. */
static const char *enum_spelling(struct fe *fe, CXType t)
{
    if (innermost_type(t).kind != CXType_Enum)
        return NULL;
    for (int n = 0; n < 16; n++) {
        CXType c = clang_getCanonicalType(t);
        if (c.kind == CXType_Pointer)
            t = clang_getPointeeType(t);
        else if (c.kind == CXType_ConstantArray || c.kind == CXType_IncompleteArray ||
                 c.kind == CXType_VariableArray || c.kind == CXType_DependentSizedArray)
            t = clang_getArrayElementType(t);
        else
            break;
    }
    CXString ts = clang_getTypeSpelling(clang_getUnqualifiedType(t));
    const char *r = kf_arena_strdup(fe->a, clang_getCString(ts));
    clang_disposeString(ts);
    return strstr(r, "(unnamed") || strstr(r, "(anonymous") ? NULL : r;
}

static int type_levels(CXType t, bool *jagged, int level)
{
    t = clang_getCanonicalType(t);
    switch (t.kind) {
    case CXType_ConstantArray:
    case CXType_IncompleteArray:
    case CXType_VariableArray:
    case CXType_DependentSizedArray:
        return 1 + type_levels(clang_getArrayElementType(t), jagged, level + 1);
    case CXType_Pointer:
        if (level > 0)
            *jagged = true;
        return 1 + type_levels(clang_getPointeeType(t), jagged, level + 1);
    default:
        return 0;
    }
}

/* The first bracket group of a type's spelling ("n" of "double[n][m + 1]",
 * of "double[static n][m + 1]"). */
static const char *first_extent(struct fe *fe, CXType t)
{
    CXString ts = clang_getTypeSpelling(t);
    const char *sp = clang_getCString(ts), *b = strchr(sp, '[');
    const char *r = "";
    if (b) {
        int nest = 0;
        const char *e = b;
        for (; *e; e++)
            if (*e == '[')
                nest++;
            else if (*e == ']' && --nest == 0)
                break;
        /* a parameter's [static n], [const n]: the qualifiers are no part
         * of the extent */
        static const char *const qual[] = {"static ", "const ", "restrict ", "volatile ",
                                           "__restrict "};
        for (bool again = true; again && b < e;) {
            again = false;
            for (size_t q = 0; q < sizeof qual / sizeof *qual; q++)
                if (strncmp(b + 1, qual[q], strlen(qual[q])) == 0) {
                    b += strlen(qual[q]);
                    again = true;
                }
        }
        if (*e && b < e)
            r = kf_arena_strndup(fe->a, b + 1, (size_t)(e - b - 1));
    }
    clang_disposeString(ts);
    return r;
}

/*
 * The extents of v from clang's type of declaration d, after macro
 * expansion and typedefs (`double A[N][M]` behind a macro, a typedef of an
 * array, a parameter's type as declared, before it decays): a constant
 * array's size ("1000"), a VLA's size as clang prints it ("n + 1"), "" for
 * a pointer level and for [].  *array: some level is an array.  *vla: some
 * extent is a variable expression (its variables are d's DeclRefExpr
 * children).
 */
static void type_dims(struct fe *fe, CXType t, struct kf_var *v, bool *array, bool *vla)
{
    *array = *vla = false;
    for (int k = 0; k < v->ndims; k++) {
        t = clang_getCanonicalType(t);
        switch (t.kind) {
        case CXType_ConstantArray:
            v->dims[k] = kf_arena_printf(fe->a, "%lld", clang_getArraySize(t));
            break;
        case CXType_VariableArray:
        case CXType_DependentSizedArray:
            v->dims[k] = first_extent(fe, t);
            *vla = true;
            break;
        default:
            break;
        }
        if (t.kind == CXType_Pointer) {
            t = clang_getPointeeType(t);
            continue;
        }
        if (t.kind != CXType_ConstantArray && t.kind != CXType_IncompleteArray &&
            t.kind != CXType_VariableArray && t.kind != CXType_DependentSizedArray)
            break;
        *array = true;
        t = clang_getArrayElementType(t);
    }
}

/* Every variable the AST under a cursor refers to (a VLA declaration's
 * extents, a node's code), macros expanded, into the kidlist data. */
enum CXChildVisitResult kf_fe_var_refs(CXCursor c, CXCursor parent, CXClientData data)
{
    struct kidlist *l = data;
    if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
        CXCursor r = clang_getCursorReferenced(c);
        enum CXCursorKind k = clang_getCursorKind(r);
        if (k == CXCursor_VarDecl || k == CXCursor_ParmDecl) {
            l->c = kf_arena_grow(l->fe->a, l->c, (size_t)l->n, sizeof *l->c);
            l->c[l->n++] = r;
        }
    }
    return CXChildVisit_Recurse;
}

static bool is_alloc_call(struct fe *fe, CXCursor init)
{
    init = kf_fe_strip(init);
    if (clang_getCursorKind(init) != CXCursor_CallExpr)
        return false;
    const char *n = kf_fe_callee_name(fe, init);
    /* __builtin_malloc: what kforge's own scalar expansion writes (it needs
     * no <stdlib.h>: transform_expand.c) */
    return n && (strcmp(n, "malloc") == 0 || strcmp(n, "calloc") == 0 ||
                 strcmp(n, "aligned_alloc") == 0 || strcmp(n, "__builtin_malloc") == 0);
}

int kf_fe_find_var(struct fe *fe, CXCursor d)
{
    for (int i = 0; i < fe->f->nvar; i++)
        if (clang_equalCursors(fe->decls[i], d))
            return i;
    return -1;
}

/* Array `id`'s VLA extents name the declarations in refs: each becomes a
 * fragment variable (a symbolic size, usually), listed in dimvar, so that
 * code which sizes or indexes the array can be given them even when the
 * fragment's own statements never name them. */
static void extent_vars(struct fe *fe, int id, const struct kidlist *refs)
{
    int *dv = kf_arena_alloc(fe->a, (size_t)(refs->n + 1) * sizeof *dv), n = 0;
    for (int i = 0; i < refs->n; i++) {
        int w = kf_fe_get_var(fe, refs->c[i]);
        bool seen = w == id;
        for (int k = 0; k < n; k++)
            seen |= dv[k] == w;
        if (!seen)
            dv[n++] = w;
    }
    fe->f->vars[id].dimvar = dv;
    fe->f->vars[id].ndimvar = n;
}

/* The fragment's variable for declaration d, created on first use. */
int kf_fe_get_var(struct fe *fe, CXCursor d)
{
    int id = kf_fe_find_var(fe, d);
    if (id >= 0)
        return id;
    struct kf_fragment *f = fe->f;
    f->vars = kf_arena_grow(fe->a, f->vars, (size_t)f->nvar, sizeof *f->vars);
    fe->decls = kf_arena_grow(fe->a, fe->decls, (size_t)f->nvar, sizeof *fe->decls);
    id = f->nvar++;
    fe->decls[id] = d;
    struct kf_var *v = &f->vars[id];
    v->id = id;
    v->name = kf_fe_spelling(fe, d);
    CXType t = clang_getCursorType(d);
    CXString ts = clang_getTypeSpelling(t);
    v->type = kf_arena_strdup(fe->a, clang_getCString(ts));
    clang_disposeString(ts);
    v->elem_type = elem_spelling(fe, t);
    v->enum_type = enum_spelling(fe, t);
    v->decl = kf_fe_begin_of(fe, d);
    v->is_param_decl = clang_getCursorKind(d) == CXCursor_ParmDecl;
    v->is_global = clang_getCursorKind(clang_getCursorSemanticParent(d)) == CXCursor_TranslationUnit;
    v->is_const = clang_isConstQualifiedType(t);
    v->address_taken = kf_fe_cursor_in(fe->addr, fe->naddr, d);
    v->is_register = clang_Cursor_getStorageClass(d) == CX_SC_Register;
    /* local: set where its declaration is built, if that is inside a loop */
    v->local = false;
    bool jagged = false;
    int levels = type_levels(t, &jagged, 0);
    if (kf_fe_ptr_is(fe, d)) {
        /* a pointer set to an array plus an offset: its value is a scalar,
         * what it points to the array's (ptr.c) */
        v->kind = KF_VAR_SCALAR;
        v->derived_ptr = true;
    } else if (levels > 0) {
        v->kind = KF_VAR_ARRAY;
        /* rows of a pointer-to-pointer may be one another: precise only
         * when the user says that no memory is shared (--assume-no-alias) */
        v->pointer_rows = jagged;
        v->row_levels = jagged ? levels : 0;
        v->ndims = jagged && !fe->opt->assume_no_alias ? 1 : levels;
        v->dims = kf_arena_alloc(fe->a, (size_t)v->ndims * sizeof *v->dims);
        for (int i = 0; i < v->ndims; i++)
            v->dims[i] = "";
        bool brackets, vla;
        type_dims(fe, t, v, &brackets, &vla);
        if (vla) {
            struct kidlist refs = {fe, 0, NULL};
            clang_visitChildren(d, kf_fe_var_refs, &refs);
            extent_vars(fe, id, &refs);
            v = &f->vars[id]; /* extent_vars may have moved the variables */
        }
        CXType ct = clang_getCanonicalType(t);
        if (v->is_param_decl && brackets)
            v->base = KF_BASE_ARRAY_PARAM;
        else if (ct.kind == CXType_Pointer)
            v->base = KF_BASE_POINTER;
        else
            v->base = v->is_global ? KF_BASE_GLOBAL_ARRAY : KF_BASE_LOCAL_ARRAY;
        v->is_restrict = clang_isRestrictQualifiedType(t) || clang_isRestrictQualifiedType(ct);
        if (jagged) /* rows of a pointer-to-pointer may overlap: never precise */
            v->base = KF_BASE_POINTER, v->is_restrict = false;
        if (v->base == KF_BASE_POINTER && !v->is_param_decl && !v->is_global &&
            !v->address_taken && !jagged) {
            /* set once from malloc and never assigned again: its own object */
            struct kids k = kf_fe_kids_of(d);
            bool alloc = false, init = false;
            for (int i = 0; i < k.n && i < 8; i++) {
                if (is_alloc_call(fe, k.c[i]))
                    alloc = true;
                init |= clang_isExpression(clang_getCursorKind(k.c[i]));
            }
            int nassign = 0;
            for (int i = 0; i < fe->nassigned; i++)
                nassign += clang_equalCursors(fe->assigned[i], d);
            /* or declared bare and assigned once, from malloc (old C declares
             * at the top: `float *a; ... a = malloc(n * sizeof *a);`) */
            v->unique_alloc = (alloc && nassign == 0) ||
                              (!init && nassign == 1 &&
                               kf_fe_cursor_in(fe->alloc_assigned, fe->nalloc_assigned, d));
        }
        /* its elements, under every level (a double[n][m], a double (*)[m]) */
        v->is_float = is_float_type(innermost_type(t));
    } else {
        v->is_integer = kf_fe_is_int_type(t);
        v->is_float = is_float_type(t);
        bool written = kf_fe_cursor_in(fe->written, fe->nwritten, d);
        /* a parameter: an integer the fragment cannot change; one whose
         * address is taken might change through a pointer, a global through
         * a function the fragment calls */
        bool may_change = v->address_taken || (v->is_global && fe->frag_calls);
        v->kind = v->is_integer && !written && !v->local && !may_change ? KF_VAR_PARAM
                                                                        : KF_VAR_SCALAR;
    }
    return id;
}

/* ---- function pre-scan: assigned and address-taken declarations ---------- */

enum CXChildVisitResult kf_fe_scan_fn(CXCursor c, CXCursor parent, CXClientData data)
{
    struct fe *fe = data;
    CXCursor target = kf_fe_write_target(c);
    bool addr = false;
    if (clang_Cursor_isNull(target) && kf_fe_unop(c) == CXUnaryOperator_AddrOf) {
        target = kf_fe_kids_of(c).c[0];
        /* &A[i] takes the address of A as much as &A does */
        while (clang_getCursorKind(kf_fe_strip(target)) == CXCursor_ArraySubscriptExpr)
            target = kf_fe_kids_of(kf_fe_strip(target)).c[0];
        addr = true;
    }
    if (!clang_Cursor_isNull(target)) {
        CXCursor d = kf_fe_var_decl_of(target);
        if (!clang_Cursor_isNull(d)) {
            if (addr) {
                fe->addr = kf_arena_grow(fe->a, fe->addr, (size_t)fe->naddr, sizeof *fe->addr);
                fe->addr[fe->naddr++] = d;
            }
            fe->assigned =
                kf_arena_grow(fe->a, fe->assigned, (size_t)fe->nassigned, sizeof *fe->assigned);
            fe->assigned[fe->nassigned++] = d;
            if (kf_fe_binop(c) == CXBinaryOperator_Assign &&
                is_alloc_call(fe, kf_fe_kids_of(c).c[1])) { /* p = malloc(...) */
                fe->alloc_assigned = kf_arena_grow(fe->a, fe->alloc_assigned,
                                                   (size_t)fe->nalloc_assigned,
                                                   sizeof *fe->alloc_assigned);
                fe->alloc_assigned[fe->nalloc_assigned++] = d;
            }
        }
    }
    return CXChildVisit_Recurse;
}

/* ---- fragment pass 1: what the fragment writes --------------------------- */

static void add_written(struct fe *fe, CXCursor d)
{
    if (clang_Cursor_isNull(d) || kf_fe_cursor_in(fe->written, fe->nwritten, d))
        return;
    fe->written = kf_arena_grow(fe->a, fe->written, (size_t)fe->nwritten, sizeof *fe->written);
    fe->written[fe->nwritten++] = d;
}

enum CXChildVisitResult kf_fe_scan_written(CXCursor c, CXCursor parent, CXClientData data)
{
    struct fe *fe = data;
    if (!clang_Cursor_isNull(kf_fe_write_target(c)) || kf_fe_unop(c) == CXUnaryOperator_AddrOf)
        add_written(fe, kf_fe_var_decl_of(kf_fe_kids_of(c).c[0]));
    if (clang_getCursorKind(c) == CXCursor_VarDecl)
        add_written(fe, c);
    if (clang_getCursorKind(c) == CXCursor_CallExpr) {
        const char *n = kf_fe_callee_name(fe, c);
        /* a helper whose summary is known writes no global (summ.c) */
        if (!n || (!kf_fe_call_is_pure(fe, c) && !kf_fe_summ_known(fe, c)))
            fe->frag_calls = true;
    }
    return CXChildVisit_Recurse;
}
