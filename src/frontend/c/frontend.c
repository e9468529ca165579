/*
 * frontend.c: C source -> kforge IR (include/kforge/ir.h), through libclang.
 *
 * DESIGN.md "The parallelizer" step 1, seed 003 §3 (fragments marked by
 * pragmas).  Three stages:
 *
 *   1. parse with libclang and the user's flags; clang's errors are printed
 *      through kf_diag and stop here;
 *   2. find the fragments: pragmas are tokens, not AST nodes, so the main
 *      file is tokenised and each `#pragma scop` / `#pragma endscop` pair
 *      claims the compound-statement children between them, each
 *      `#pragma kforge target` the statement starting at the next token;
 *      with --all every outermost for loop of every function is a fragment;
 *   3. build each fragment's tree: pass 1 finds the variables the fragment
 *      writes (so integer variables it never writes become parameters),
 *      pass 2 builds loops, ifs and statements with their accesses.
 *
 * Grammar of a supported loop (anything else is an error with a location):
 *
 *   for ( [int] i = LB ; i (<|<=|>|>=) UB [&& i OP UB ...] ; i++ | ++i | i-- |
 *         --i | i += c | i -= c | i = i + c | i = i - c ) BODY
 *   LB, UB: polynomial in outer iterators and parameters, or min/max of such
 *           written as a conditional (a < b ? a : b), e.g. through a MIN macro.
 */
#include <clang-c/Index.h>
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/c/macros.h"
#include "ir/poly.h"
#include "kforge/frontend.h"
#include "kforge/ir.h"
#include "kforge/file.h"

enum pragma_kind { PR_SCOP, PR_ENDSCOP, PR_TARGET };

struct pragma {
    enum pragma_kind kind;
    unsigned offset, line, col, next_offset; /* next_offset: first token after it */
    bool used;
    int frag;                                /* scop: index into fe.scops */
};

/* statements claimed by one fragment, before it is built */
struct pending {
    enum kf_fragment_kind kind;
    CXCursor fn;
    int n;
    CXCursor *stmts;
    unsigned begin_off, end_off, begin_line, end_line;
};

struct fe {
    kf_diag *d;
    kf_arena *a;
    const char *file;
    const char *text;
    size_t textlen;
    CXTranslationUnit tu;
    const struct kf_fe_options *opt;
    struct kf_program *prog;

    struct kf_fe_macros *macros; /* the unit's macro invocations and definitions */

    int npragma;
    struct pragma *pragmas;
    int npend;
    struct pending *pend;

    /* the function being scanned */
    int nassigned, naddr;
    CXCursor *assigned, *addr;

    /* the fragment being built */
    struct kf_fragment *f;
    CXCursor *decls;      /* parallel to f->vars */
    int nwritten;
    CXCursor *written;
    struct kf_node *loops[64];
    int ord[65];          /* next ordinal at each depth */
    int depth;
    struct kf_node *ifs[64];
    bool in_else[64];
    int nif;
    int may;              /* > 0: under a non-affine condition or bound */
    struct kf_stmt *cur;  /* statement whose accesses are being collected */
    int nnode;            /* the fragment's nodes and their cursors, for node_uses */
    struct kf_node **nodes;
    CXCursor *node_cur;
    int nroot_loops;      /* outermost loops so far, all fragments: L<n> */
    int nfrag_seen;       /* fragments so far, including those left out */
    bool frag_calls;      /* the fragment calls a function that may write globals */
    bool soft;            /* --all: a loop or if kforge cannot read becomes an opaque
                             statement, and its "error" is a warning */
};

/* ---- locations and text -------------------------------------------------- */

static struct kf_loc loc_of(CXSourceLocation l)
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
    struct kf_range out = {loc_of(b), loc_of(e)};
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

static struct kf_loc begin_of(const struct fe *fe, CXCursor c)
{
    return range_of(fe, c).begin;
}

static bool in_main_file(CXCursor c)
{
    return clang_Location_isFromMainFile(clang_getCursorLocation(c));
}

/* the source text of c, whitespace collapsed, at most max bytes (+ "...") */
static char *text_of(struct fe *fe, CXCursor c, size_t max)
{
    struct kf_range r = range_of(fe, c);
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

static void error_cursor(struct fe *fe, CXCursor c, const char *msg, const char *arg)
{
    struct kf_range r = range_of(fe, c);
    kf_diag_report(fe->d, fe->soft ? KF_DIAG_WARNING : KF_DIAG_ERROR, fe->file, r.begin.line, r.begin.col,
                   r.end.line == r.begin.line ? r.end.col : 0, msg, arg);
}

static void warn_cursor(struct fe *fe, CXCursor c, const char *msg, const char *arg)
{
    struct kf_range r = range_of(fe, c);
    kf_diag_report(fe->d, KF_DIAG_WARNING, fe->file, r.begin.line, r.begin.col,
                   r.end.line == r.begin.line ? r.end.col : 0, msg, arg);
}

/* ---- cursor helpers ------------------------------------------------------ */

struct kids {
    int n;
    CXCursor c[8];
};

static enum CXChildVisitResult kid_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct kids *k = data;
    if (k->n < 8)
        k->c[k->n] = c;
    k->n++;
    return CXChildVisit_Continue;
}

static struct kids kids_of(CXCursor c)
{
    struct kids k = {0};
    clang_visitChildren(c, kid_visit, &k);
    return k;
}

/* all children, any number, in the arena */
struct kidlist {
    struct fe *fe;
    int n;
    CXCursor *c;
};

static enum CXChildVisitResult kidlist_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct kidlist *k = data;
    k->c = kf_arena_grow(k->fe->a, k->c, (size_t)k->n, sizeof *k->c);
    k->c[k->n++] = c;
    return CXChildVisit_Continue;
}

static struct kidlist kidlist_of(struct fe *fe, CXCursor c)
{
    struct kidlist k = {fe, 0, NULL};
    clang_visitChildren(c, kidlist_visit, &k);
    return k;
}

/* strips parentheses and implicit/explicit casts */
static CXCursor strip(CXCursor c)
{
    for (;;) {
        enum CXCursorKind k = clang_getCursorKind(c);
        if (k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr && k != CXCursor_CStyleCastExpr)
            return c;
        struct kids ch = kids_of(c);
        if (ch.n != 1)
            return c;
        c = ch.c[0];
    }
}

static bool is_binop(CXCursor c)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    return k == CXCursor_BinaryOperator || k == CXCursor_CompoundAssignOperator;
}

static enum CXBinaryOperatorKind binop(CXCursor c)
{
    return is_binop(c) ? clang_getCursorBinaryOperatorKind(c) : CXBinaryOperator_Invalid;
}

static enum CXUnaryOperatorKind unop(CXCursor c)
{
    return clang_getCursorKind(c) == CXCursor_UnaryOperator ? clang_getCursorUnaryOperatorKind(c)
                                                            : CXUnaryOperator_Invalid;
}

/* the variable a DeclRefExpr names, or a null cursor */
static CXCursor var_decl_of(CXCursor e)
{
    e = strip(e);
    if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
        return clang_getNullCursor();
    CXCursor d = clang_getCursorReferenced(e);
    enum CXCursorKind k = clang_getCursorKind(d);
    if (k == CXCursor_VarDecl || k == CXCursor_ParmDecl)
        return d;
    return clang_getNullCursor();
}

static bool cursor_in(const CXCursor *list, int n, CXCursor c)
{
    for (int i = 0; i < n; i++)
        if (clang_equalCursors(list[i], c))
            return true;
    return false;
}

static char *spelling(struct fe *fe, CXCursor c)
{
    CXString s = clang_getCursorSpelling(c);
    char *r = kf_arena_strdup(fe->a, clang_getCString(s));
    clang_disposeString(s);
    return r;
}

static bool is_int_type(CXType t)
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
    "llabs", "copysign", "rint", "nearbyint", "lround", NULL,
};

static bool is_pure_fn(const char *name)
{
    size_t n = strlen(name);
    for (const char *const *p = pure_fns; *p; p++) {
        size_t k = strlen(*p);
        if (strcmp(name, *p) == 0)
            return true;
        /* float and long double variants: sqrtf, sqrtl; __builtin_ forms */
        if (n == k + 1 && strncmp(name, *p, k) == 0 && (name[k] == 'f' || name[k] == 'l'))
            return true;
        if (strncmp(name, "__builtin_", 10) == 0 && is_pure_fn(name + 10))
            return true;
    }
    return false;
}

static const char *callee_name(struct fe *fe, CXCursor call)
{
    CXCursor r = clang_getCursorReferenced(call);
    if (clang_Cursor_isNull(r))
        return NULL;
    return spelling(fe, r);
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
    CXString ts = clang_getTypeSpelling(t);
    const char *r = kf_arena_strdup(fe->a, clang_getCString(ts));
    clang_disposeString(ts);
    return r;
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

/* The first bracket group of a type's spelling ("n" of "double[n][m + 1]"). */
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
        if (*e)
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
static enum CXChildVisitResult var_refs(CXCursor c, CXCursor parent, CXClientData data)
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
    init = strip(init);
    if (clang_getCursorKind(init) != CXCursor_CallExpr)
        return false;
    const char *n = callee_name(fe, init);
    return n && (strcmp(n, "malloc") == 0 || strcmp(n, "calloc") == 0 ||
                 strcmp(n, "aligned_alloc") == 0);
}

static int find_var(struct fe *fe, CXCursor d)
{
    for (int i = 0; i < fe->f->nvar; i++)
        if (clang_equalCursors(fe->decls[i], d))
            return i;
    return -1;
}

static int get_var(struct fe *fe, CXCursor d);

/* Array `id`'s VLA extents name the declarations in refs: each becomes a
 * fragment variable (a symbolic size, usually), listed in dimvar, so that
 * code which sizes or indexes the array can be given them even when the
 * fragment's own statements never name them. */
static void extent_vars(struct fe *fe, int id, const struct kidlist *refs)
{
    int *dv = kf_arena_alloc(fe->a, (size_t)(refs->n + 1) * sizeof *dv), n = 0;
    for (int i = 0; i < refs->n; i++) {
        int w = get_var(fe, refs->c[i]);
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
static int get_var(struct fe *fe, CXCursor d)
{
    int id = find_var(fe, d);
    if (id >= 0)
        return id;
    struct kf_fragment *f = fe->f;
    f->vars = kf_arena_grow(fe->a, f->vars, (size_t)f->nvar, sizeof *f->vars);
    fe->decls = kf_arena_grow(fe->a, fe->decls, (size_t)f->nvar, sizeof *fe->decls);
    id = f->nvar++;
    fe->decls[id] = d;
    struct kf_var *v = &f->vars[id];
    v->id = id;
    v->name = spelling(fe, d);
    CXType t = clang_getCursorType(d);
    CXString ts = clang_getTypeSpelling(t);
    v->type = kf_arena_strdup(fe->a, clang_getCString(ts));
    clang_disposeString(ts);
    v->elem_type = elem_spelling(fe, t);
    v->decl = begin_of(fe, d);
    v->is_param_decl = clang_getCursorKind(d) == CXCursor_ParmDecl;
    v->is_global = clang_getCursorKind(clang_getCursorSemanticParent(d)) == CXCursor_TranslationUnit;
    v->is_const = clang_isConstQualifiedType(t);
    v->address_taken = cursor_in(fe->addr, fe->naddr, d);
    /* local: set where its declaration is built, if that is inside a loop */
    v->local = false;
    bool jagged = false;
    int levels = type_levels(t, &jagged, 0);
    if (levels > 0) {
        v->kind = KF_VAR_ARRAY;
        v->ndims = jagged ? 1 : levels;
        v->dims = kf_arena_alloc(fe->a, (size_t)v->ndims * sizeof *v->dims);
        for (int i = 0; i < v->ndims; i++)
            v->dims[i] = "";
        bool brackets, vla;
        type_dims(fe, t, v, &brackets, &vla);
        if (vla) {
            struct kidlist refs = {fe, 0, NULL};
            clang_visitChildren(d, var_refs, &refs);
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
            struct kids k = kids_of(d);
            bool alloc = false;
            for (int i = 0; i < k.n && i < 8; i++)
                if (is_alloc_call(fe, k.c[i]))
                    alloc = true;
            v->unique_alloc = alloc && !cursor_in(fe->assigned, fe->nassigned, d);
        }
        /* its elements, under every level (a double[n][m], a double (*)[m]) */
        v->is_float = is_float_type(innermost_type(t));
    } else {
        v->is_integer = is_int_type(t);
        v->is_float = is_float_type(t);
        bool written = cursor_in(fe->written, fe->nwritten, d);
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

static enum CXChildVisitResult scan_fn(CXCursor c, CXCursor parent, CXClientData data)
{
    struct fe *fe = data;
    enum CXBinaryOperatorKind b = binop(c);
    enum CXUnaryOperatorKind u = unop(c);
    CXCursor target = clang_getNullCursor();
    bool addr = false;
    if (b >= CXBinaryOperator_Assign && b <= CXBinaryOperator_OrAssign)
        target = kids_of(c).c[0];
    else if (u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec ||
             u == CXUnaryOperator_PreInc || u == CXUnaryOperator_PreDec)
        target = kids_of(c).c[0];
    else if (u == CXUnaryOperator_AddrOf) {
        target = kids_of(c).c[0];
        /* &A[i] takes the address of A as much as &A does */
        while (clang_getCursorKind(strip(target)) == CXCursor_ArraySubscriptExpr)
            target = kids_of(strip(target)).c[0];
        addr = true;
    }
    if (!clang_Cursor_isNull(target)) {
        CXCursor d = var_decl_of(target);
        if (!clang_Cursor_isNull(d)) {
            if (addr) {
                fe->addr = kf_arena_grow(fe->a, fe->addr, (size_t)fe->naddr, sizeof *fe->addr);
                fe->addr[fe->naddr++] = d;
            }
            fe->assigned =
                kf_arena_grow(fe->a, fe->assigned, (size_t)fe->nassigned, sizeof *fe->assigned);
            fe->assigned[fe->nassigned++] = d;
        }
    }
    return CXChildVisit_Recurse;
}

/* ---- fragment pass 1: what the fragment writes --------------------------- */

static void add_written(struct fe *fe, CXCursor d)
{
    if (clang_Cursor_isNull(d) || cursor_in(fe->written, fe->nwritten, d))
        return;
    fe->written = kf_arena_grow(fe->a, fe->written, (size_t)fe->nwritten, sizeof *fe->written);
    fe->written[fe->nwritten++] = d;
}

static enum CXChildVisitResult scan_written(CXCursor c, CXCursor parent, CXClientData data)
{
    struct fe *fe = data;
    enum CXBinaryOperatorKind b = binop(c);
    enum CXUnaryOperatorKind u = unop(c);
    if ((b >= CXBinaryOperator_Assign && b <= CXBinaryOperator_OrAssign) ||
        u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec ||
        u == CXUnaryOperator_PreInc || u == CXUnaryOperator_PreDec || u == CXUnaryOperator_AddrOf)
        add_written(fe, var_decl_of(kids_of(c).c[0]));
    if (clang_getCursorKind(c) == CXCursor_VarDecl)
        add_written(fe, c);
    if (clang_getCursorKind(c) == CXCursor_CallExpr) {
        const char *n = callee_name(fe, c);
        if (!n || !is_pure_fn(n))
            fe->frag_calls = true;
    }
    return CXChildVisit_Recurse;
}

/* ---- polynomials from expressions ---------------------------------------- */

static bool const_eval(CXCursor e, long *v)
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

static bool has_declref(CXCursor c);

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

static bool has_declref(CXCursor c)
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
static CXCursor strip_wide(CXCursor c)
{
    for (;;) {
        enum CXCursorKind k = clang_getCursorKind(c);
        if (k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr && k != CXCursor_CStyleCastExpr)
            return c;
        if (k != CXCursor_ParenExpr) {
            CXType t = clang_getCursorType(c);
            if (is_int_type(t) && clang_Type_getSizeOf(t) < (long long)sizeof(int))
                return clang_getNullCursor();
        }
        struct kids ch = kids_of(c);
        if (ch.n != 1)
            return c;
        c = ch.c[0];
    }
}

static struct kf_poly *poly_of(struct fe *fe, CXCursor e)
{
    e = strip_wide(e);
    if (clang_Cursor_isNull(e))
        return NULL;
    enum CXCursorKind k = clang_getCursorKind(e);
    long v;
    if (k == CXCursor_IntegerLiteral || k == CXCursor_CharacterLiteral ||
        k == CXCursor_UnaryExpr /* sizeof */) {
        return const_eval(e, &v) ? kf_poly_const(fe->a, v) : NULL;
    }
    if (k == CXCursor_DeclRefExpr) {
        CXCursor d = clang_getCursorReferenced(e);
        if (clang_getCursorKind(d) == CXCursor_EnumConstantDecl)
            return kf_poly_const(fe->a, clang_getEnumConstantDeclValue(d));
        d = var_decl_of(e);
        if (clang_Cursor_isNull(d))
            return NULL;
        int id = get_var(fe, d);
        struct kf_var *var = &fe->f->vars[id];
        if (var->kind == KF_VAR_ITER) {
            /* only the iterators of enclosing loops */
            for (int i = 0; i < fe->depth; i++)
                if (fe->loops[i]->iter == id)
                    return kf_poly_var(fe->a, id);
            return NULL;
        }
        if (var->kind != KF_VAR_PARAM)
            return NULL;
        var->read = true;
        return kf_poly_var(fe->a, id);
    }
    if (k == CXCursor_BinaryOperator) {
        struct kids ch = kids_of(e);
        if (ch.n != 2)
            return NULL;
        enum CXBinaryOperatorKind op = binop(e);
        if (op == CXBinaryOperator_Add || op == CXBinaryOperator_Sub || op == CXBinaryOperator_Mul) {
            struct kf_poly *x = poly_of(fe, ch.c[0]), *y = poly_of(fe, ch.c[1]);
            if (op == CXBinaryOperator_Mul)
                return kf_poly_mul(fe->a, x, y);
            return kf_poly_lin(fe->a, x, 1, y, op == CXBinaryOperator_Add ? 1 : -1);
        }
        if (!has_declref(e) && const_eval(e, &v))
            return kf_poly_const(fe->a, v);
        return NULL;
    }
    if (k == CXCursor_UnaryOperator) {
        struct kids ch = kids_of(e);
        enum CXUnaryOperatorKind op = unop(e);
        if (op == CXUnaryOperator_Minus)
            return kf_poly_lin(fe->a, poly_of(fe, ch.c[0]), -1, NULL, 0);
        if (op == CXUnaryOperator_Plus)
            return poly_of(fe, ch.c[0]);
    }
    if (!has_declref(e) && const_eval(e, &v))
        return kf_poly_const(fe->a, v);
    return NULL;
}

/* ---- accesses ------------------------------------------------------------ */

static void add_blocker(struct fe *fe, struct kf_node *l, struct kf_loc at, const char *msg)
{
    for (int i = 0; i < l->nblock; i++)
        if (strcmp(l->block[i].msg, msg) == 0)
            return;
    l->block = kf_arena_grow(fe->a, l->block, (size_t)l->nblock, sizeof *l->block);
    l->block[l->nblock++] = (struct kf_blocker){msg, at};
}

static void block_all(struct fe *fe, struct kf_loc at, const char *msg)
{
    for (int i = 0; i < fe->depth; i++)
        add_blocker(fe, fe->loops[i], at, msg);
}

/* is var the counter of a loop around the current point? */
static bool enclosing_iter(const struct fe *fe, int var)
{
    for (int i = 0; i < fe->depth; i++)
        if (fe->loops[i]->iter == var)
            return true;
    return false;
}

static int add_access(struct fe *fe, int var, bool write, int nsub, struct kf_poly **sub,
                      bool whole, CXCursor c)
{
    struct kf_stmt *s = fe->cur;
    s->acc = kf_arena_grow(fe->a, s->acc, (size_t)s->naccess, sizeof *s->acc);
    struct kf_access *x = &s->acc[s->naccess];
    x->var = var;
    x->write = write;
    x->may = write && fe->may > 0;
    x->nsub = nsub;
    x->sub = sub;
    x->whole = whole;
    x->range = range_of(fe, c);
    struct kf_var *v = &fe->f->vars[var];
    if (write)
        v->written = true;
    else
        v->read = true;
    return s->naccess++;
}

static void visit_expr(struct fe *fe, CXCursor e);

/* The variable expression e names as an lvalue: x, A[i][j], *p, *(p + i),
 * s.f (whole s).  Records the access; returns its index or -1 (after a
 * diagnostic or when e is not a variable). */
static int lvalue(struct fe *fe, CXCursor e, bool write)
{
    e = strip(e);
    enum CXCursorKind k = clang_getCursorKind(e);
    CXCursor d = var_decl_of(e);
    if (!clang_Cursor_isNull(d)) {
        int id = get_var(fe, d);
        struct kf_var *v = &fe->f->vars[id];
        if (v->kind == KF_VAR_ITER) {
            if (write)
                error_cursor(fe, e, "loop iterator '%s' is modified inside the fragment", v->name);
            else if (!enclosing_iter(fe, id))
                error_cursor(fe, e, "the value of loop iterator '%s' outside its loop is not "
                                    "modelled: use another variable", v->name);
            return -1;
        }
        if (v->kind == KF_VAR_ARRAY) /* the array as a whole (passed somewhere) */
            return add_access(fe, id, write, 0, NULL, true, e);
        return add_access(fe, id, write, 0, NULL, false, e);
    }
    if (k == CXCursor_ArraySubscriptExpr || unop(e) == CXUnaryOperator_Deref) {
        /* collect subscripts from the outside in, then reverse */
        CXCursor subs[8];
        int n = 0;
        bool ok = true;
        CXCursor base = e;
        for (;;) {
            base = strip(base);
            if (clang_getCursorKind(base) == CXCursor_ArraySubscriptExpr) {
                struct kids ch = kids_of(base);
                if (n < 8)
                    subs[n++] = ch.c[1];
                else
                    ok = false;
                visit_expr(fe, ch.c[1]);
                base = ch.c[0];
            } else if (unop(base) == CXUnaryOperator_Deref) {
                CXCursor op = strip(kids_of(base).c[0]);
                if (binop(op) == CXBinaryOperator_Add && !clang_Cursor_isNull(var_decl_of(kids_of(op).c[0]))) {
                    /* *(p + e) is p[e] */
                    if (n < 8)
                        subs[n++] = kids_of(op).c[1];
                    visit_expr(fe, kids_of(op).c[1]);
                    base = kids_of(op).c[0];
                } else {
                    if (n < 8)
                        subs[n++] = clang_getNullCursor(); /* *p is p[0] */
                    base = op;
                }
            } else {
                break;
            }
        }
        d = var_decl_of(base);
        if (clang_Cursor_isNull(d) && clang_getCursorKind(strip(base)) == CXCursor_MemberRefExpr)
            return lvalue(fe, base, write); /* s.a[i]: the whole struct */
        if (clang_Cursor_isNull(d)) {
            /* (p + 1)[i], f()[i]: the base is not a variable */
            visit_expr(fe, base);
            error_cursor(fe, base, "unsupported array base '%s': kforge needs a named array or pointer",
                         text_of(fe, base, 40));
            return -1;
        }
        int id = get_var(fe, d);
        struct kf_var *v = &fe->f->vars[id];
        if (v->kind != KF_VAR_ARRAY) {
            error_cursor(fe, e, "'%s' is subscripted but is not an array or pointer", v->name);
            return -1;
        }
        struct kf_poly **sub = kf_arena_alloc(fe->a, (size_t)n * sizeof *sub);
        for (int i = 0; i < n; i++) {
            CXCursor s = subs[n - 1 - i];
            sub[i] = clang_Cursor_isNull(s) ? kf_poly_const(fe->a, 0) : poly_of(fe, s);
        }
        bool whole = !ok || n != v->ndims;
        return add_access(fe, id, write, whole ? 0 : n, whole ? NULL : sub, whole, e);
    }
    if (k == CXCursor_MemberRefExpr) {
        /* a struct member: the whole struct is touched */
        CXCursor b = e;
        while (clang_getCursorKind(strip(b)) == CXCursor_MemberRefExpr ||
               clang_getCursorKind(strip(b)) == CXCursor_ArraySubscriptExpr)
            b = kids_of(strip(b)).c[0];
        d = var_decl_of(b);
        if (clang_Cursor_isNull(d)) {
            warn_cursor(fe, e, "struct member access '%s' is modelled as an access to the whole struct",
                        text_of(fe, e, 40));
            return -1;
        }
        int id = get_var(fe, d);
        if (!fe->f->vars[id].struct_warned) /* once per variable and fragment */
            warn_cursor(fe, e, "struct member access '%s' is modelled as an access to the whole struct",
                        text_of(fe, e, 40));
        fe->f->vars[id].struct_warned = true;
        return add_access(fe, id, write, 0, NULL, true, e);
    }
    return -1;
}

static enum CXChildVisitResult visit_kid(CXCursor c, CXCursor parent, CXClientData data)
{
    visit_expr(data, c);
    return CXChildVisit_Continue;
}

/* Records every access of expression e (reads, and writes of assignments). */
static void visit_expr(struct fe *fe, CXCursor e)
{
    e = strip(e);
    enum CXCursorKind k = clang_getCursorKind(e);
    enum CXBinaryOperatorKind b = binop(e);
    enum CXUnaryOperatorKind u = unop(e);
    if (b >= CXBinaryOperator_Assign && b <= CXBinaryOperator_OrAssign) {
        struct kids ch = kids_of(e);
        visit_expr(fe, ch.c[1]);
        if (b != CXBinaryOperator_Assign)
            lvalue(fe, ch.c[0], false);
        lvalue(fe, ch.c[0], true);
        return;
    }
    if (u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec ||
        u == CXUnaryOperator_PreInc || u == CXUnaryOperator_PreDec) {
        CXCursor x = kids_of(e).c[0];
        lvalue(fe, x, false);
        lvalue(fe, x, true);
        return;
    }
    if ((b == CXBinaryOperator_LAnd || b == CXBinaryOperator_LOr) ||
        k == CXCursor_ConditionalOperator) {
        /* only the first operand is sure to be evaluated */
        struct kidlist kl = kidlist_of(fe, e);
        for (int i = 0; i < kl.n; i++) {
            if (i == 1)
                fe->may++;
            visit_expr(fe, kl.c[i]);
        }
        if (kl.n > 1)
            fe->may--;
        return;
    }
    if (u == CXUnaryOperator_AddrOf) {
        /* the object may be read and written through the pointer */
        CXCursor x = kids_of(e).c[0];
        CXCursor xd = var_decl_of(x);
        if (!clang_Cursor_isNull(xd) && find_var(fe, xd) >= 0 &&
            fe->f->vars[find_var(fe, xd)].kind == KF_VAR_ITER) {
            error_cursor(fe, e, "the address of loop iterator '%s' is taken inside the fragment",
                         fe->f->vars[find_var(fe, xd)].name);
            return;
        }
        int r = lvalue(fe, x, false);
        if (r >= 0) {
            int w = lvalue(fe, x, true);
            fe->cur->acc[w].may = true;
        }
        return;
    }
    if (k == CXCursor_DeclRefExpr || k == CXCursor_ArraySubscriptExpr ||
        k == CXCursor_MemberRefExpr || u == CXUnaryOperator_Deref) {
        lvalue(fe, e, false);
        return;
    }
    if (k == CXCursor_CallExpr) {
        const char *name = callee_name(fe, e);
        struct kidlist kl = kidlist_of(fe, e);
        if (name && is_pure_fn(name)) {
            for (int i = 1; i < kl.n; i++)
                visit_expr(fe, kl.c[i]);
            return;
        }
        block_all(fe, begin_of(fe, e),
                  kf_arena_printf(fe->a, "calls '%s', whose side effects kforge cannot see",
                                  name ? name : text_of(fe, e, 30)));
        for (int i = 1; i < kl.n; i++) {
            int r = lvalue(fe, kl.c[i], false);
            if (r >= 0 && fe->f->vars[fe->cur->acc[r].var].kind == KF_VAR_ARRAY) {
                /* an array passed to an unknown function may be written */
                int w = lvalue(fe, kl.c[i], true);
                if (w >= 0)
                    fe->cur->acc[w].may = true, fe->cur->acc[w].whole = true,
                    fe->cur->acc[w].nsub = 0;
            } else if (r < 0) {
                visit_expr(fe, kl.c[i]);
            }
        }
        return;
    }
    if (k == CXCursor_StmtExpr) {
        error_cursor(fe, e, "statement expressions are not supported%s", "");
        return;
    }
    clang_visitChildren(e, visit_kid, fe);
}

/* ---- reductions ---------------------------------------------------------- */

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
    visit_expr(fe, e);
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
static bool same_expr(CXCursor e, CXCursor x)
{
    e = strip(e), x = strip(x);
    enum CXCursorKind k = clang_getCursorKind(e);
    if (k != clang_getCursorKind(x))
        return false;
    if (is_binop(e) && binop(e) != binop(x))
        return false;
    if (k == CXCursor_UnaryOperator && unop(e) != unop(x))
        return false;
    if (k == CXCursor_DeclRefExpr || k == CXCursor_MemberRefExpr || k == CXCursor_CallExpr) {
        CXCursor de = clang_getCursorReferenced(e), dx = clang_getCursorReferenced(x);
        if (clang_Cursor_isNull(de) || !clang_equalCursors(de, dx))
            return false;
    }
    if (k == CXCursor_IntegerLiteral || k == CXCursor_CharacterLiteral) {
        long ve, vx;
        return const_eval(e, &ve) && const_eval(x, &vx) && ve == vx;
    }
    if (k == CXCursor_FloatingLiteral || k == CXCursor_StringLiteral)
        return false; /* never needed; stay safe */
    struct kids ce = kids_of(e), cx = kids_of(x);
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
static enum kf_reduction_op cond_minmax(struct fe *fe, CXCursor cmp, CXCursor t, CXCursor f)
{
    enum CXBinaryOperatorKind op = binop(strip(cmp));
    bool gt = op == CXBinaryOperator_GT || op == CXBinaryOperator_GE;
    bool lt = op == CXBinaryOperator_LT || op == CXBinaryOperator_LE;
    if (!gt && !lt)
        return KF_RED_NONE;
    struct kids ch = kids_of(strip(cmp));
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
static void stmt_expr(struct fe *fe, struct kf_stmt *s, CXCursor e)
{
    e = strip(e);
    enum CXBinaryOperatorKind b = binop(e);
    if (b == CXBinaryOperator_AddAssign || b == CXBinaryOperator_SubAssign ||
        b == CXBinaryOperator_MulAssign) {
        struct kids ch = kids_of(e);
        int r = lvalue(fe, ch.c[0], false);
        bool clean = r >= 0 && other_operand(fe, ch.c[1], r);
        int w = lvalue(fe, ch.c[0], true);
        if (clean && w >= 0 && !s->acc[r].whole) {
            s->red_op = b == CXBinaryOperator_MulAssign ? KF_RED_MUL : KF_RED_ADD;
            s->red_read = r, s->red_write = w;
        }
        return;
    }
    if (b != CXBinaryOperator_Assign) {
        visit_expr(fe, e);
        return;
    }
    struct kids ch = kids_of(e);
    CXCursor lhs = ch.c[0], rhs = strip(ch.c[1]);
    enum CXBinaryOperatorKind rb = binop(rhs);
    enum kf_reduction_op op = KF_RED_NONE;
    int r = -1;
    bool clean = false;
    if (rb == CXBinaryOperator_Add || rb == CXBinaryOperator_Mul || rb == CXBinaryOperator_Sub) {
        struct kids rc = kids_of(rhs);
        for (int side = 0; side < 2 && r < 0; side++) {
            if (side == 1 && rb == CXBinaryOperator_Sub)
                break;
            if (same_expr(rc.c[side], lhs)) {
                r = lvalue(fe, rc.c[side], false);
                clean = r >= 0 && other_operand(fe, rc.c[1 - side], r);
                op = rb == CXBinaryOperator_Mul ? KF_RED_MUL : KF_RED_ADD;
            }
        }
    } else if (clang_getCursorKind(rhs) == CXCursor_CallExpr &&
               minmax_of(callee_name(fe, rhs)) != KF_RED_NONE) {
        struct kidlist kl = kidlist_of(fe, rhs);
        for (int side = 0; kl.n == 3 && side < 2 && r < 0; side++)
            if (same_expr(kl.c[1 + side], lhs)) {
                r = lvalue(fe, kl.c[1 + side], false);
                clean = r >= 0 && other_operand(fe, kl.c[2 - side], r);
                op = minmax_of(callee_name(fe, rhs));
            }
    } else if (clang_getCursorKind(rhs) == CXCursor_ConditionalOperator) {
        struct kids rc = kids_of(rhs);
        if (rc.n == 3) {
            op = cond_minmax(fe, rc.c[0], rc.c[1], rc.c[2]);
            int side = same_expr(rc.c[1], lhs) ? 1 : same_expr(rc.c[2], lhs) ? 2 : 0;
            if (op != KF_RED_NONE && side) {
                r = lvalue(fe, rc.c[side], false);
                clean = r >= 0 && other_operand(fe, rc.c[3 - side], r);
                visit_expr(fe, rc.c[0]); /* the comparison reads x and e again */
            }
        }
    }
    if (r < 0) {
        visit_expr(fe, e);
        return;
    }
    int w = lvalue(fe, lhs, true);
    if (clean && w >= 0 && kf_access_same_location(&s->acc[r], &s->acc[w])) {
        s->red_op = op;
        s->red_read = r, s->red_write = w;
    }
}

/* ---- statements, loops, ifs ---------------------------------------------- */

static struct kf_node *new_node(struct fe *fe, enum kf_node_kind k, CXCursor c)
{
    struct kf_node *n = kf_arena_alloc(fe->a, sizeof *n);
    n->kind = k;
    n->range = range_of(fe, c);
    n->parent = fe->depth ? fe->loops[fe->depth - 1] : NULL;
    if (k != KF_NODE_IF)
        n->ord = fe->ord[fe->depth]++;
    fe->nodes = kf_arena_grow(fe->a, fe->nodes, (size_t)fe->nnode, sizeof *fe->nodes);
    fe->node_cur = kf_arena_grow(fe->a, fe->node_cur, (size_t)fe->nnode, sizeof *fe->node_cur);
    fe->nodes[fe->nnode] = n;
    fe->node_cur[fe->nnode++] = c;
    return n;
}

static void push(struct fe *fe, struct kf_node ***list, int *n, struct kf_node *x)
{
    *list = kf_arena_grow(fe->a, *list, (size_t)*n, sizeof **list);
    (*list)[(*n)++] = x;
}

static struct kf_stmt *new_stmt(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    struct kf_node *node = new_node(fe, KF_NODE_STMT, c);
    struct kf_stmt *s = kf_arena_alloc(fe->a, sizeof *s);
    struct kf_fragment *f = fe->f;
    node->stmt = s;
    s->node = node;
    s->range = node->range;
    s->text = text_of(fe, c, 60);
    s->depth = fe->depth;
    s->loops = kf_arena_alloc(fe->a, (size_t)(fe->depth + 1) * sizeof *s->loops);
    memcpy(s->loops, fe->loops, (size_t)fe->depth * sizeof *s->loops);
    s->red_read = s->red_write = -1;
    s->nif = fe->nif;
    s->ifs = kf_arena_alloc(fe->a, (size_t)(fe->nif + 1) * sizeof *s->ifs);
    s->in_else = kf_arena_alloc(fe->a, (size_t)(fe->nif + 1) * sizeof *s->in_else);
    memcpy(s->ifs, fe->ifs, (size_t)fe->nif * sizeof *s->ifs);
    memcpy(s->in_else, fe->in_else, (size_t)fe->nif * sizeof *s->in_else);
    f->stmts = kf_arena_grow(fe->a, f->stmts, (size_t)f->nstmt, sizeof *f->stmts);
    f->stmts[f->nstmt++] = s;
    s->id = f->nstmt;
    push(fe, list, n, node);
    return s;
}

static void build(struct fe *fe, CXCursor c, struct kf_node ***list, int *n);

static enum CXChildVisitResult build_kid(CXCursor c, CXCursor parent, CXClientData data)
{
    void **args = data;
    build(args[0], c, args[1], args[2]);
    return CXChildVisit_Continue;
}

static void build_children(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    void *args[3] = {fe, list, n};
    clang_visitChildren(c, build_kid, args);
}

/* Adds the reads of guard g (an if condition, a non-affine loop bound) to
 * statements [first, last).  A reduction whose variable the guard reads is no
 * reduction (the guard depends on the running value), except in `exempt`,
 * the if (e > x) x = e form whose guard is the comparison itself. */
static void guard_reads(struct fe *fe, CXCursor g, int first, int last, const struct kf_stmt *exempt)
{
    for (int i = first; i < last; i++) {
        struct kf_stmt *s = fe->f->stmts[i];
        fe->cur = s;
        int before = s->naccess;
        visit_expr(fe, g);
        if (s->red_op != KF_RED_NONE && s != exempt)
            for (int a = before; a < s->naccess; a++)
                if (s->acc[a].var == s->acc[s->red_write].var)
                    s->red_op = KF_RED_NONE;
        fe->cur = NULL;
    }
}

struct side_effects {
    struct fe *fe;
    bool found;
};

static enum CXChildVisitResult side_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct side_effects *se = data;
    enum CXBinaryOperatorKind b = binop(c);
    enum CXUnaryOperatorKind u = unop(c);
    if ((b >= CXBinaryOperator_Assign && b <= CXBinaryOperator_OrAssign) ||
        u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec ||
        u == CXUnaryOperator_PreInc || u == CXUnaryOperator_PreDec) {
        se->found = true;
        return CXChildVisit_Break;
    }
    if (clang_getCursorKind(c) == CXCursor_CallExpr) {
        const char *n = callee_name(se->fe, c);
        if (!n || !is_pure_fn(n)) {
            se->found = true;
            return CXChildVisit_Break;
        }
    }
    return CXChildVisit_Recurse;
}

/* A condition or bound that writes something: an error (true) */
static bool side_effects(struct fe *fe, CXCursor c, const char *what)
{
    struct side_effects se = {fe, false};
    side_visit(c, c, &se);
    if (!se.found)
        clang_visitChildren(c, side_visit, &se);
    if (se.found)
        error_cursor(fe, c, "this %s has side effects: kforge needs conditions and loop bounds that only read", what);
    return se.found;
}

/* bound expression -> list of polys: min (want_min) or max of them */
static void bound_list(struct fe *fe, CXCursor e, bool want_min, struct kf_poly ***out, int *n,
                       long delta)
{
    e = strip(e);
    if (clang_getCursorKind(e) == CXCursor_ConditionalOperator) {
        struct kids ch = kids_of(e);
        enum kf_reduction_op op = ch.n == 3 ? cond_minmax(fe, ch.c[0], ch.c[1], ch.c[2]) : KF_RED_NONE;
        if ((op == KF_RED_MIN && want_min) || (op == KF_RED_MAX && !want_min)) {
            bound_list(fe, ch.c[1], want_min, out, n, delta);
            bound_list(fe, ch.c[2], want_min, out, n, delta);
            return;
        }
    }
    struct kf_poly *p = poly_of(fe, e);
    if (p && !kf_poly_is_affine(p))
        p = NULL;
    p = p ? kf_poly_lin(fe->a, p, 1, kf_poly_const(fe->a, delta), 1) : NULL;
    *out = kf_arena_grow(fe->a, *out, (size_t)*n, sizeof **out);
    (*out)[(*n)++] = p;
}

static bool is_iter_ref(struct fe *fe, CXCursor e, CXCursor iter)
{
    CXCursor d = var_decl_of(e);
    return !clang_Cursor_isNull(d) && clang_equalCursors(d, iter);
}

/* A comparison with the counter inside an expression, as in c - 1 < len:
 * lhs - rhs must be affine with the counter's coefficient 1 or -1; then
 * i OP' bound with bound = what is left, moved across. */
static bool loop_cond_linear(struct fe *fe, struct kf_node *l, enum CXBinaryOperatorKind op,
                             CXCursor lhs, CXCursor rhs, int dir)
{
    /* the counter is visible to poly_of while the condition is read */
    fe->loops[fe->depth++] = l;
    struct kf_poly *p = kf_poly_lin(fe->a, poly_of(fe, lhs), 1, poly_of(fe, rhs), -1);
    fe->depth--;
    if (!kf_poly_is_affine(p))
        return false;
    long c = 0;
    for (int i = 0; i < p->nterm; i++)
        if (p->term[i].nvar == 1 && p->term[i].vars[0] == l->iter)
            c = p->term[i].coef;
    if (c != 1 && c != -1)
        return false;
    /* rest = p - c*i;  c*i + rest OP 0 */
    struct kf_poly *rest = kf_poly_lin(fe->a, p, 1, kf_poly_var(fe->a, l->iter), -c);
    struct kf_poly *bound = kf_poly_lin(fe->a, rest, -c, NULL, 0); /* i OP bound (c = 1) */
    if (!bound)
        return false;
    if (c == -1) /* -i + rest OP 0  is  i OP' rest */
        op = op == CXBinaryOperator_LT ? CXBinaryOperator_GT
           : op == CXBinaryOperator_GT ? CXBinaryOperator_LT
           : op == CXBinaryOperator_LE ? CXBinaryOperator_GE
                                       : CXBinaryOperator_LE;
    long delta;
    if (dir > 0 && op == CXBinaryOperator_LT)
        delta = -1;
    else if (dir > 0 && op == CXBinaryOperator_LE)
        delta = 0;
    else if (dir < 0 && op == CXBinaryOperator_GT)
        delta = 1;
    else if (dir < 0 && op == CXBinaryOperator_GE)
        delta = 0;
    else
        return false;
    l->ub = kf_arena_grow(fe->a, l->ub, (size_t)l->nub, sizeof *l->ub);
    l->ub[l->nub++] = kf_poly_lin(fe->a, bound, 1, kf_poly_const(fe->a, delta), 1);
    return true;
}

/* the loop condition: i OP e [&& i OP e ...] */
static bool loop_cond(struct fe *fe, struct kf_node *l, CXCursor c, CXCursor iter, int dir)
{
    c = strip(c);
    enum CXBinaryOperatorKind op = binop(c);
    struct kids ch = kids_of(c);
    if (op == CXBinaryOperator_LAnd && ch.n == 2)
        return loop_cond(fe, l, ch.c[0], iter, dir) && loop_cond(fe, l, ch.c[1], iter, dir);
    if (ch.n != 2 || op < CXBinaryOperator_LT || op > CXBinaryOperator_GE)
        return false;
    CXCursor bound;
    if (is_iter_ref(fe, ch.c[0], iter)) {
        bound = ch.c[1];
    } else if (is_iter_ref(fe, ch.c[1], iter)) {
        bound = ch.c[0];
        /* e < i is i > e */
        op = op == CXBinaryOperator_LT ? CXBinaryOperator_GT
           : op == CXBinaryOperator_GT ? CXBinaryOperator_LT
           : op == CXBinaryOperator_LE ? CXBinaryOperator_GE
                                       : CXBinaryOperator_LE;
    } else {
        return loop_cond_linear(fe, l, op, ch.c[0], ch.c[1], dir);
    }
    if (dir > 0 && op == CXBinaryOperator_LT)
        bound_list(fe, bound, true, &l->ub, &l->nub, -1);
    else if (dir > 0 && op == CXBinaryOperator_LE)
        bound_list(fe, bound, true, &l->ub, &l->nub, 0);
    else if (dir < 0 && op == CXBinaryOperator_GT)
        bound_list(fe, bound, false, &l->ub, &l->nub, 1);
    else if (dir < 0 && op == CXBinaryOperator_GE)
        bound_list(fe, bound, false, &l->ub, &l->nub, 0);
    else
        return false;
    return true;
}

static bool loop_step(struct fe *fe, CXCursor inc, CXCursor iter, long *step)
{
    inc = strip(inc);
    enum CXUnaryOperatorKind u = unop(inc);
    enum CXBinaryOperatorKind b = binop(inc);
    struct kids ch = kids_of(inc);
    if (ch.n < 1 || !is_iter_ref(fe, ch.c[0], iter))
        return false;
    if (u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PreInc)
        return *step = 1, true;
    if (u == CXUnaryOperator_PostDec || u == CXUnaryOperator_PreDec)
        return *step = -1, true;
    long v;
    if ((b == CXBinaryOperator_AddAssign || b == CXBinaryOperator_SubAssign) && ch.n == 2 &&
        !has_declref(ch.c[1]) && const_eval(ch.c[1], &v) && v != LONG_MIN)
        return *step = b == CXBinaryOperator_AddAssign ? v : -v, v != 0;
    if (b == CXBinaryOperator_Assign && ch.n == 2) {
        CXCursor r = strip(ch.c[1]);
        enum CXBinaryOperatorKind rb = binop(r);
        struct kids rc = kids_of(r);
        if ((rb == CXBinaryOperator_Add || rb == CXBinaryOperator_Sub) && rc.n == 2) {
            int side = is_iter_ref(fe, rc.c[0], iter) ? 1
                     : (rb == CXBinaryOperator_Add && is_iter_ref(fe, rc.c[1], iter)) ? 0 : -1;
            if (side >= 0 && !has_declref(rc.c[side]) && const_eval(rc.c[side], &v) && v != LONG_MIN)
                return *step = rb == CXBinaryOperator_Add ? v : -v, v != 0;
        }
    }
    return false;
}

/* Builds the loop; false (after a diagnostic) if its header is not one
 * kforge can normalise, with nothing added. */
static bool try_for(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    struct kids ch = kids_of(c);
    if (ch.n != 4) {
        error_cursor(fe, c, "unsupported for loop: kforge needs an initialisation, a condition and an increment%s", "");
        return false;
    }
    CXCursor init = strip(ch.c[0]), iter = clang_getNullCursor(), lbexpr = clang_getNullCursor();
    if (clang_getCursorKind(init) == CXCursor_DeclStmt) {
        struct kids dk = kids_of(init);
        if (dk.n == 1 && clang_getCursorKind(dk.c[0]) == CXCursor_VarDecl) {
            struct kids vk = kids_of(dk.c[0]);
            iter = dk.c[0];
            if (vk.n >= 1)
                lbexpr = vk.c[vk.n - 1];
        }
    } else if (binop(init) == CXBinaryOperator_Assign) {
        struct kids ik = kids_of(init);
        iter = var_decl_of(ik.c[0]);
        lbexpr = ik.c[1];
    }
    if (clang_Cursor_isNull(iter) || clang_Cursor_isNull(lbexpr) ||
        !is_int_type(clang_getCursorType(iter))) {
        error_cursor(fe, ch.c[0], "unsupported loop initialisation '%s': kforge needs 'i = lower bound' with an integer i",
                     text_of(fe, ch.c[0], 40));
        return false;
    }
    if (fe->depth >= 63) {
        error_cursor(fe, c, "loop nest too deep%s", "");
        return false;
    }
    struct kf_node *l = new_node(fe, KF_NODE_LOOP, c);
    l->header = (struct kf_range){range_of(fe, c).begin, range_of(fe, ch.c[2]).end};
    l->init = range_of(fe, ch.c[0]);
    l->cond = range_of(fe, ch.c[1]);
    l->inc = range_of(fe, ch.c[2]);
    l->body = range_of(fe, ch.c[3]);
    l->depth = fe->depth;
    int id = get_var(fe, iter);
    struct kf_var *iv = &fe->f->vars[id];
    for (int i = 0; i < fe->depth; i++)
        if (fe->loops[i]->iter == id) {
            error_cursor(fe, c, "loop reuses the iterator '%s' of an enclosing loop", iv->name);
            return false;
        }
    enum kf_var_kind old_kind = iv->kind;
    iv->kind = KF_VAR_ITER;
    l->iter = id;
    long step = 0;
    if (!loop_step(fe, ch.c[2], iter, &step)) {
        error_cursor(fe, ch.c[2], "unsupported loop increment '%s': kforge needs i++, i--, i += c or i -= c with a constant c",
                     text_of(fe, ch.c[2], 40));
        iv->kind = old_kind;
        return false;
    }
    l->step = step;
    /* lower bound: its polys are over enclosing iterators */
    bound_list(fe, lbexpr, step < 0, &l->lb, &l->nlb, 0);
    if (!loop_cond(fe, l, ch.c[1], iter, step > 0 ? 1 : -1)) {
        error_cursor(fe, ch.c[1], step > 0 ? "unsupported loop condition '%s': an increasing loop needs i < e or i <= e"
                                           : "unsupported loop condition '%s': a decreasing loop needs i > e or i >= e",
                     text_of(fe, ch.c[1], 40));
        iv->kind = old_kind;
        return false;
    }
    if (side_effects(fe, lbexpr, "loop bound") || side_effects(fe, ch.c[1], "loop condition")) {
        iv->kind = old_kind;
        return false;
    }
    fe->soft = false; /* from here on, errors are errors */
    bool affine = true;
    for (int i = 0; i < l->nlb; i++)
        affine &= l->lb[i] != NULL;
    for (int i = 0; i < l->nub; i++)
        affine &= l->ub[i] != NULL;
    if (step != 1 && step != -1 && l->nlb != 1)
        affine = false;
    push(fe, list, n, l);
    struct kf_fragment *f = fe->f;
    f->loops = kf_arena_grow(fe->a, f->loops, (size_t)f->nloop, sizeof *f->loops);
    f->loops[f->nloop++] = l;
    /* ids: L<n> for an outermost loop, parent id + ".k" inside */
    if (fe->depth == 0) {
        l->id = kf_arena_printf(fe->a, "L%d", ++fe->nroot_loops);
    } else {
        struct kf_node *p = fe->loops[fe->depth - 1];
        int k = 0;
        for (int i = 0; i < f->nloop; i++)
            if (f->loops[i]->parent == p)
                k++;
        l->id = kf_arena_printf(fe->a, "%s.%d", p->id, k);
    }
    if (fe->depth + 1 > f->maxdepth)
        f->maxdepth = fe->depth + 1;
    fe->loops[fe->depth++] = l;
    fe->ord[fe->depth] = 0;
    if (!affine) {
        warn_cursor(fe, ch.c[1], "loop bounds of '%s' are not affine: the loop is over-approximated", iv->name);
        fe->may++;
    }
    int first = f->nstmt;
    build(fe, ch.c[3], &l->child, &l->nchild);
    if (!affine) {
        fe->may--;
        /* what a non-affine bound reads, every iteration reads */
        guard_reads(fe, lbexpr, first, f->nstmt, NULL);
        guard_reads(fe, ch.c[1], first, f->nstmt, NULL);
    }
    fe->depth--;
    return true;
}

static void build_opaque(struct fe *fe, CXCursor c, struct kf_node ***list, int *n,
                         const char *what);

static void build_for(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    fe->soft = fe->opt->all;
    bool ok = try_for(fe, c, list, n);
    fe->soft = false;
    if (!ok && fe->opt->all)
        build_opaque(fe, c, list, n, "for loop kforge cannot normalise");
}

/* condition -> conjunction of affine constraints; false if not affine */
static bool cond_cons(struct fe *fe, CXCursor c, struct kf_node *n)
{
    c = strip(c);
    enum CXBinaryOperatorKind op = binop(c);
    struct kids ch = kids_of(c);
    if (op == CXBinaryOperator_LAnd && ch.n == 2)
        return cond_cons(fe, ch.c[0], n) && cond_cons(fe, ch.c[1], n);
    if (ch.n != 2 || !(op >= CXBinaryOperator_LT && op <= CXBinaryOperator_EQ))
        return false;
    struct kf_poly *x = poly_of(fe, ch.c[0]), *y = poly_of(fe, ch.c[1]);
    if (!kf_poly_is_affine(x) || !kf_poly_is_affine(y))
        return false;
    struct kf_poly *p;
    bool eq = false;
    switch (op) {
    case CXBinaryOperator_LT: p = kf_poly_lin(fe->a, y, 1, kf_poly_lin(fe->a, x, 1, kf_poly_const(fe->a, 1), 1), -1); break;
    case CXBinaryOperator_LE: p = kf_poly_lin(fe->a, y, 1, x, -1); break;
    case CXBinaryOperator_GT: p = kf_poly_lin(fe->a, x, 1, kf_poly_lin(fe->a, y, 1, kf_poly_const(fe->a, 1), 1), -1); break;
    case CXBinaryOperator_GE: p = kf_poly_lin(fe->a, x, 1, y, -1); break;
    default: p = kf_poly_lin(fe->a, x, 1, y, -1); eq = true; break;
    }
    n->cons = kf_arena_grow(fe->a, n->cons, (size_t)n->ncons, sizeof *n->cons);
    n->cons[n->ncons++] = (struct kf_cons){p, eq};
    return true;
}

static bool under(const struct kf_node *x, const struct kf_node *anc)
{
    for (; x; x = x->parent)
        if (x == anc)
            return true;
    return false;
}

/* if (cond) x = e;  where cond compares x and e so that x becomes max or min */
static bool if_minmax(struct fe *fe, CXCursor ifc, CXCursor cond, CXCursor body, struct kf_stmt *s)
{
    body = strip(body);
    if (clang_getCursorKind(body) == CXCursor_CompoundStmt) {
        struct kids bk = kids_of(body);
        if (bk.n != 1)
            return false;
        body = strip(bk.c[0]);
    }
    if (binop(body) != CXBinaryOperator_Assign || s->red_op != KF_RED_NONE)
        return false;
    struct kids ak = kids_of(body);
    /* x = e runs when the comparison picks e over x: cond ? e : x */
    enum kf_reduction_op op = cond_minmax(fe, cond, ak.c[1], ak.c[0]);
    if (op == KF_RED_NONE)
        return false;
    int w = -1, nw = 0;
    for (int i = 0; i < s->naccess; i++)
        if (s->acc[i].write)
            w = i, nw++;
    if (nw != 1)
        return false;
    for (int i = 0; i < s->naccess; i++)
        if (!s->acc[i].write && s->acc[i].var == s->acc[w].var &&
            (s->acc[w].nsub == 0 || kf_access_same_location(&s->acc[i], &s->acc[w])))
            return false; /* e reads x itself */
    fe->cur = s;
    int r = lvalue(fe, ak.c[0], false);
    fe->cur = NULL;
    if (r < 0 || !kf_access_same_location(&s->acc[r], &s->acc[w]))
        return false;
    s->red_op = op;
    s->red_read = r, s->red_write = w;
    s->range = range_of(fe, ifc);
    s->text = text_of(fe, ifc, 60);
    return true;
}

static void build_if(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    struct kids ch = kids_of(c);
    if (ch.n < 2 || ch.n > 3) {
        error_cursor(fe, c, "unsupported if statement%s", "");
        return;
    }
    fe->soft = fe->opt->all;
    bool bad = side_effects(fe, ch.c[0], "condition");
    fe->soft = false;
    if (bad) {
        if (fe->opt->all)
            build_opaque(fe, c, list, n, "if with side effects in its condition");
        return;
    }
    struct kf_node *node = new_node(fe, KF_NODE_IF, c);
    node->cond = range_of(fe, ch.c[0]);
    node->cond_affine = cond_cons(fe, ch.c[0], node);
    if (!node->cond_affine)
        node->ncons = 0, node->cons = NULL;
    node->else_affine = node->cond_affine && node->ncons == 1 && !node->cons[0].eq;
    push(fe, list, n, node);
    int first = fe->f->nstmt;
    /* statements inside an if are children of the if node; their parent
     * pointer is the enclosing loop, as for any statement */
    if (fe->nif >= 63) {
        error_cursor(fe, c, "ifs nested too deep%s", "");
        return;
    }
    if (!node->cond_affine)
        fe->may++;
    fe->ifs[fe->nif] = node;
    fe->in_else[fe->nif++] = false;
    build(fe, ch.c[1], &node->child, &node->nchild);
    if (ch.n == 3) {
        if (node->cond_affine && !node->else_affine)
            fe->may++;
        fe->in_else[fe->nif - 1] = true;
        build(fe, ch.c[2], &node->else_child, &node->nelse);
        if (node->cond_affine && !node->else_affine)
            fe->may--;
    }
    fe->nif--;
    if (!node->cond_affine)
        fe->may--;
    int last = fe->f->nstmt;
    /* if (e > x) x = e;  (a max/min reduction through a comparison) */
    const struct kf_stmt *exempt = NULL;
    if (!node->cond_affine && ch.n == 2 && last == first + 1 && node->nchild == 1 &&
        node->child[0]->kind == KF_NODE_STMT &&
        if_minmax(fe, c, ch.c[0], ch.c[1], fe->f->stmts[first]))
        exempt = fe->f->stmts[first];
    /* the condition's reads belong to every statement under the if */
    guard_reads(fe, ch.c[0], first, last, exempt);
}

static void build_opaque(struct fe *fe, CXCursor c, struct kf_node ***list, int *n,
                         const char *what);

static void build(struct fe *fe, CXCursor c, struct kf_node ***list, int *n)
{
    enum CXCursorKind k = clang_getCursorKind(c);
    switch (k) {
    case CXCursor_CompoundStmt:
        build_children(fe, c, list, n);
        return;
    case CXCursor_NullStmt:
        return;
    case CXCursor_ForStmt:
        build_for(fe, c, list, n);
        return;
    case CXCursor_IfStmt:
        build_if(fe, c, list, n);
        return;
    case CXCursor_DeclStmt: {
        struct kidlist kl = kidlist_of(fe, c);
        for (int i = 0; i < kl.n; i++) {
            if (clang_getCursorKind(kl.c[i]) != CXCursor_VarDecl)
                continue;
            int id = get_var(fe, kl.c[i]);
            struct kf_var *v = &fe->f->vars[id];
            /* declared at the fragment's top level, it outlives the fragment */
            v->local = fe->depth > 0 && clang_Cursor_getStorageClass(kl.c[i]) != CX_SC_Static;
            v->scope_loop = fe->depth ? fe->loops[fe->depth - 1] : NULL;
            if (v->kind == KF_VAR_PARAM)
                v->kind = KF_VAR_SCALAR;
            struct kids vk = kids_of(kl.c[i]);
            CXCursor init = vk.n ? vk.c[vk.n - 1] : clang_getNullCursor();
            if (clang_Cursor_isNull(init) || !clang_isExpression(clang_getCursorKind(init)))
                continue;
            /* an initialiser list writes the whole variable */
            bool list_init = clang_getCursorKind(strip(init)) == CXCursor_InitListExpr;
            struct kf_stmt *s = new_stmt(fe, kl.c[i], list, n);
            s->kind = KF_STMT_DECL;
            fe->cur = s;
            visit_expr(fe, init);
            add_access(fe, id, true, 0, NULL, v->kind == KF_VAR_ARRAY || list_init, kl.c[i]);
            fe->cur = NULL;
        }
        return;
    }
    case CXCursor_BreakStmt:
    case CXCursor_ContinueStmt:
        if (fe->depth == 0) {
            error_cursor(fe, c, "'%s' outside a loop of the fragment", text_of(fe, c, 10));
            return;
        }
        /* continue only skips the rest of one iteration: the statements
         * after it become may-writes (early_exit); break ends the loop */
        if (k == CXCursor_BreakStmt)
            add_blocker(fe, fe->loops[fe->depth - 1], begin_of(fe, c),
                        kf_arena_printf(fe->a, "'%s' changes the iterations that run", text_of(fe, c, 10)));
        fe->loops[fe->depth - 1]->early_exit = true;
        /* a statement of its own, so that the conditions it depends on are
         * read somewhere (each enclosing if adds its reads to it) */
        new_stmt(fe, c, list, n)->kind = KF_STMT_JUMP;
        return;
    case CXCursor_ReturnStmt:
    case CXCursor_GotoStmt:
    case CXCursor_IndirectGotoStmt:
        if (fe->depth == 0) {
            error_cursor(fe, c, "unsupported statement '%s' in a fragment", text_of(fe, c, 30));
            return;
        }
        block_all(fe, begin_of(fe, c),
                  kf_arena_printf(fe->a, "'%s' leaves the loop nest", text_of(fe, c, 20)));
        for (int i = 0; i < fe->depth; i++)
            fe->loops[i]->early_exit = true;
        {
            struct kf_stmt *s = new_stmt(fe, c, list, n);
            s->kind = k == CXCursor_ReturnStmt ? KF_STMT_RETURN : KF_STMT_JUMP;
            struct kids rk = kids_of(c);
            if (k == CXCursor_ReturnStmt && rk.n) {
                fe->cur = s;
                visit_expr(fe, rk.c[0]);
                fe->cur = NULL;
            }
        }
        return;
    case CXCursor_WhileStmt:
    case CXCursor_DoStmt:
    case CXCursor_SwitchStmt:
    case CXCursor_LabelStmt:
        build_opaque(fe, c, list, n, k == CXCursor_WhileStmt ? "while loop"
                                     : k == CXCursor_DoStmt  ? "do loop"
                                     : k == CXCursor_SwitchStmt ? "switch" : "labelled statement");
        return;
    default:
        break;
    }
    if (clang_isExpression(k)) {
        struct kf_stmt *s = new_stmt(fe, c, list, n);
        fe->cur = s;
        stmt_expr(fe, s, c);
        fe->cur = NULL;
        return;
    }
    error_cursor(fe, c, "unsupported statement '%s'", text_of(fe, c, 30));
}

/* One statement for a construct kforge does not model: every variable it
 * names is read, and may be written as a whole. */
static enum CXChildVisitResult opaque_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct fe *fe = data;
    enum CXCursorKind k = clang_getCursorKind(c);
    /* an enclosing loop's counter must not change inside */
    enum CXBinaryOperatorKind b = binop(c);
    enum CXUnaryOperatorKind u = unop(c);
    if ((b >= CXBinaryOperator_Assign && b <= CXBinaryOperator_OrAssign) ||
        u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec ||
        u == CXUnaryOperator_PreInc || u == CXUnaryOperator_PreDec || u == CXUnaryOperator_AddrOf) {
        CXCursor td = var_decl_of(kids_of(c).c[0]);
        int id = clang_Cursor_isNull(td) ? -1 : find_var(fe, td);
        for (int i = 0; id >= 0 && i < fe->depth; i++)
            if (fe->loops[i]->iter == id) {
                error_cursor(fe, c, "loop iterator '%s' is modified inside the fragment",
                             fe->f->vars[id].name);
                break;
            }
    }
    if (k == CXCursor_CallExpr) {
        const char *name = callee_name(fe, c);
        if (!name || !is_pure_fn(name))
            block_all(fe, begin_of(fe, c),
                      kf_arena_printf(fe->a, "calls '%s', whose side effects kforge cannot see",
                                      name ? name : "?"));
    }
    if (k == CXCursor_GotoStmt || k == CXCursor_ReturnStmt) {
        block_all(fe, begin_of(fe, c), kf_arena_printf(fe->a, "'%s' leaves the loop nest", text_of(fe, c, 20)));
        for (int i = 0; i < fe->depth; i++)
            fe->loops[i]->early_exit = true;
    }
    CXCursor d = k == CXCursor_DeclRefExpr ? var_decl_of(c) : clang_getNullCursor();
    if (k == CXCursor_VarDecl)
        d = c;
    if (!clang_Cursor_isNull(d)) {
        int id = get_var(fe, d);
        struct kf_var *v = &fe->f->vars[id];
        if (k == CXCursor_VarDecl) {
            v->local = fe->depth > 0 && clang_Cursor_getStorageClass(c) != CX_SC_Static;
            v->scope_loop = fe->depth ? fe->loops[fe->depth - 1] : NULL;
            if (v->kind == KF_VAR_PARAM)
                v->kind = KF_VAR_SCALAR;
        }
        if (v->kind == KF_VAR_ITER && !enclosing_iter(fe, id))
            error_cursor(fe, c, "the value of loop iterator '%s' outside its loop is not "
                                "modelled: use another variable", v->name);
        if (v->kind != KF_VAR_ITER) {
            bool w = cursor_in(fe->written, fe->nwritten, d) || v->kind == KF_VAR_ARRAY;
            add_access(fe, id, false, 0, NULL, v->kind == KF_VAR_ARRAY, c);
            if (w) {
                int a = add_access(fe, id, true, 0, NULL, v->kind == KF_VAR_ARRAY, c);
                fe->cur->acc[a].may = true;
            }
        }
    }
    return CXChildVisit_Recurse;
}

static void build_opaque(struct fe *fe, CXCursor c, struct kf_node ***list, int *n,
                         const char *what)
{
    warn_cursor(fe, c, "%s modelled as one statement that may touch every variable it names", what);
    struct kf_stmt *s = new_stmt(fe, c, list, n);
    s->kind = KF_STMT_OPAQUE;
    fe->cur = s;
    clang_visitChildren(c, opaque_visit, fe);
    fe->cur = NULL;
}

/* ---- aliasing ------------------------------------------------------------ */

static bool plain_pointer(const struct kf_var *v)
{
    return v->kind == KF_VAR_ARRAY && v->base == KF_BASE_POINTER && !v->is_restrict &&
           !v->unique_alloc;
}

static void alias_blockers(struct fe *fe, struct kf_fragment *f)
{
    if (fe->opt->assume_no_alias)
        return;
    for (int li = 0; li < f->nloop; li++) {
        struct kf_node *l = f->loops[li];
        for (int s1 = 0; s1 < f->nstmt; s1++) {
            struct kf_stmt *s = f->stmts[s1];
            if (!under(s->node, l))
                continue;
            for (int a = 0; a < s->naccess; a++) {
                if (!s->acc[a].write)
                    continue;
                struct kf_var *p = &f->vars[s->acc[a].var];
                for (int s2 = 0; s2 < f->nstmt; s2++) {
                    struct kf_stmt *t = f->stmts[s2];
                    if (!under(t->node, l))
                        continue;
                    for (int b = 0; b < t->naccess; b++) {
                        struct kf_var *q = &f->vars[t->acc[b].var];
                        if (q == p)
                            continue;
                        bool pp = plain_pointer(p), qp = plain_pointer(q);
                        bool alias = (pp && (q->kind == KF_VAR_ARRAY || q->address_taken)) ||
                                     (qp && (p->kind == KF_VAR_ARRAY || p->address_taken));
                        if (!alias)
                            continue;
                        add_blocker(fe, l, s->acc[a].range.begin,
                                    kf_arena_printf(fe->a,
                                        "'%s' (written) and '%s' may overlap: declare them "
                                        "restrict or pass --assume-no-alias",
                                        p->name, q->name));
                    }
                }
            }
        }
    }
}

/* ---- fragments ----------------------------------------------------------- */

/* node->use of every node of the fragment, once all its statements are
 * built (a variable only a macro or an unmodelled part names is made now,
 * after the others, so their ids do not move). */
static void node_uses(struct fe *fe)
{
    for (int i = 0; i < fe->nnode; i++) {
        struct kidlist refs = {fe, 0, NULL};
        clang_visitChildren(fe->node_cur[i], var_refs, &refs);
        struct kf_node *n = fe->nodes[i];
        int *ids = kf_arena_alloc(fe->a, (size_t)(refs.n + 1) * sizeof *ids);
        for (int k = 0; k < refs.n; k++)
            ids[k] = get_var(fe, refs.c[k]);
        bool *seen = kf_arena_alloc(fe->a, (size_t)fe->f->nvar + 1);
        n->use = ids;
        n->nuse = 0;
        for (int k = 0; k < refs.n; k++)
            if (!seen[ids[k]]) {
                seen[ids[k]] = true;
                n->use[n->nuse++] = ids[k];
            }
    }
}

/* The declarations the function names outside the fragment [b, e). */
struct outside {
    struct kidlist refs;
    unsigned b, e;
};

static enum CXChildVisitResult outside_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    struct outside *o = data;
    if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
        unsigned off = begin_of(o->refs.fe, c).offset;
        if (off < o->b || off >= o->e) {
            o->refs.c = kf_arena_grow(o->refs.fe->a, o->refs.c, (size_t)o->refs.n, sizeof *o->refs.c);
            o->refs.c[o->refs.n++] = clang_getCursorReferenced(c);
        }
    }
    return CXChildVisit_Recurse;
}

/* vars' seen_outside (a fragment inside a loop of its function may see its
 * variables' values again: any mention outside it counts) */
static void seen_outside(struct fe *fe, const struct pending *p)
{
    struct outside o = {{fe, 0, NULL}, p->begin_off, p->end_off};
    clang_visitChildren(p->fn, outside_visit, &o);
    for (int i = 0; i < fe->f->nvar; i++) {
        struct kf_var *v = &fe->f->vars[i];
        v->seen_outside = v->is_global || v->address_taken;
        for (int k = 0; k < o.refs.n && !v->seen_outside; k++)
            v->seen_outside = clang_equalCursors(o.refs.c[k], fe->decls[i]);
    }
}

static void build_fragment(struct fe *fe, struct pending *p)
{
    struct kf_program *prog = fe->prog;
    struct kf_fragment *f = kf_arena_alloc(fe->a, sizeof *f);
    int errors = kf_diag_errors(fe->d);
    f->id = ++fe->nfrag_seen;
    f->kind = p->kind;
    f->function = spelling(fe, p->fn);
    f->range.begin = (struct kf_loc){p->begin_line, 1, p->begin_off};
    f->range.end = (struct kf_loc){p->end_line, 1, p->end_off};
    fe->f = f;
    fe->decls = NULL;
    fe->written = NULL;
    fe->nwritten = 0;
    fe->frag_calls = false;
    fe->depth = 0;
    fe->may = 0;
    fe->nif = 0;
    fe->ord[0] = 0;
    fe->nnode = 0;
    fe->nodes = NULL;
    fe->node_cur = NULL;
    /* pass 1 */
    for (int i = 0; i < p->n; i++) {
        scan_written(p->stmts[i], p->stmts[i], fe);
        clang_visitChildren(p->stmts[i], scan_written, fe);
    }
    /* pass 2 */
    for (int i = 0; i < p->n; i++)
        build(fe, p->stmts[i], &f->roots, &f->nroot);
    node_uses(fe);
    seen_outside(fe, p);
    /* a loop counter that is also an ordinary variable (before its loop) */
    for (int i = 0; i < f->nstmt; i++)
        for (int a = 0; a < f->stmts[i]->naccess; a++) {
            const struct kf_access *x = &f->stmts[i]->acc[a];
            if (f->vars[x->var].kind == KF_VAR_ITER)
                kf_diag_report(fe->d, KF_DIAG_ERROR, fe->file, x->range.begin.line, x->range.begin.col, 0,
                               "'%s' is used here as an ordinary variable and elsewhere as a loop "
                               "iterator: use another variable", f->vars[x->var].name);
        }
    fe->f = NULL;
    if (kf_diag_errors(fe->d) > errors)
        return; /* left out; its errors were reported (its loop ids stay used) */
    fe->f = f;
    prog->frags = kf_arena_grow(fe->a, prog->frags, (size_t)prog->nfrag, sizeof *prog->frags);
    prog->frags[prog->nfrag++] = f;
    kf_fe_macros_used(fe->macros, f->range.begin.offset, f->range.end.offset, &f->nmacro,
                      &f->macros);
    alias_blockers(fe, f);
    /* under a loop that may stop early, no write is sure to happen */
    for (int i = 0; i < f->nstmt; i++)
        for (int k = 0; k < f->stmts[i]->depth; k++)
            if (f->stmts[i]->loops[k]->early_exit)
                for (int a = 0; a < f->stmts[i]->naccess; a++)
                    if (f->stmts[i]->acc[a].write)
                        f->stmts[i]->acc[a].may = true;
    fe->f = NULL;
}

static void add_pending(struct fe *fe, enum kf_fragment_kind kind, CXCursor fn, CXCursor s,
                        unsigned begin_off, unsigned begin_line)
{
    struct pending *p = NULL;
    if (kind == KF_FRAG_SCOP && fe->npend && fe->pend[fe->npend - 1].kind == KF_FRAG_SCOP &&
        fe->pend[fe->npend - 1].begin_off == begin_off)
        p = &fe->pend[fe->npend - 1];
    if (!p) {
        fe->pend = kf_arena_grow(fe->a, fe->pend, (size_t)fe->npend, sizeof *fe->pend);
        p = &fe->pend[fe->npend++];
        p->kind = kind;
        p->fn = fn;
        p->begin_off = begin_off;
        p->begin_line = begin_line;
    }
    p->stmts = kf_arena_grow(fe->a, p->stmts, (size_t)p->n, sizeof *p->stmts);
    p->stmts[p->n++] = s;
    struct kf_range r = range_of(fe, s);
    p->end_off = r.end.offset;
    p->end_line = r.end.line;
}

struct find_ctx {
    struct fe *fe;
    CXCursor fn;
};

static void find_in_stmt(struct find_ctx *ctx, CXCursor c);

static enum CXChildVisitResult find_kid(CXCursor c, CXCursor parent, CXClientData data)
{
    struct find_ctx *ctx = data;
    struct fe *fe = ctx->fe;
    bool compound = clang_getCursorKind(parent) == CXCursor_CompoundStmt;
    if (compound && (clang_isStatement(clang_getCursorKind(c)) ||
                     clang_isExpression(clang_getCursorKind(c)) ||
                     clang_getCursorKind(c) == CXCursor_DeclStmt)) {
        unsigned off = begin_of(fe, c).offset;
        for (int i = 0; i < fe->npragma; i++) {
            struct pragma *pr = &fe->pragmas[i];
            if (fe->opt->all)
                break;
            if (pr->kind == PR_SCOP && i + 1 < fe->npragma && fe->pragmas[i + 1].kind == PR_ENDSCOP &&
                off > pr->offset && off < fe->pragmas[i + 1].offset) {
                pr->used = fe->pragmas[i + 1].used = true;
                add_pending(fe, KF_FRAG_SCOP, ctx->fn, c, pr->offset, pr->line);
                return CXChildVisit_Continue;
            }
            if (pr->kind == PR_TARGET && !pr->used && off == pr->next_offset) {
                pr->used = true;
                add_pending(fe, KF_FRAG_TARGET, ctx->fn, c, pr->offset, pr->line);
                return CXChildVisit_Continue;
            }
        }
    }
    find_in_stmt(ctx, c);
    return CXChildVisit_Continue;
}

static void find_in_stmt(struct find_ctx *ctx, CXCursor c)
{
    struct fe *fe = ctx->fe;
    if (fe->opt->all && clang_getCursorKind(c) == CXCursor_ForStmt) {
        struct kf_range r = range_of(fe, c);
        add_pending(fe, KF_FRAG_ALL, ctx->fn, c, r.begin.offset, r.begin.line);
        return;
    }
    clang_visitChildren(c, find_kid, ctx);
}

static enum CXChildVisitResult find_fn(CXCursor c, CXCursor parent, CXClientData data)
{
    struct fe *fe = data;
    if (clang_getCursorKind(c) != CXCursor_FunctionDecl || !clang_isCursorDefinition(c) ||
        !in_main_file(c))
        return CXChildVisit_Continue;
    struct find_ctx ctx = {fe, c};
    fe->nassigned = fe->naddr = 0;
    clang_visitChildren(c, scan_fn, fe);
    int before = fe->npend;
    find_in_stmt(&ctx, c);
    /* build this function's fragments now, while its scan is current */
    for (int i = before; i < fe->npend; i++)
        build_fragment(fe, &fe->pend[i]);
    return CXChildVisit_Continue;
}

static void find_pragmas(struct fe *fe)
{
    CXFile file = clang_getFile(fe->tu, fe->file);
    if (!file)
        return;
    CXSourceRange all = clang_getRange(clang_getLocationForOffset(fe->tu, file, 0),
                                       clang_getLocationForOffset(fe->tu, file, (unsigned)fe->textlen));
    CXToken *tok;
    unsigned ntok;
    clang_tokenize(fe->tu, all, &tok, &ntok);
    for (unsigned i = 0; i + 2 < ntok; i++) {
        CXString s0 = clang_getTokenSpelling(fe->tu, tok[i]);
        CXString s1 = clang_getTokenSpelling(fe->tu, tok[i + 1]);
        CXString s2 = clang_getTokenSpelling(fe->tu, tok[i + 2]);
        const char *a = clang_getCString(s0), *b = clang_getCString(s1), *c = clang_getCString(s2);
        int kind = -1;
        unsigned skip = 3;
        if (strcmp(a, "#") == 0 && strcmp(b, "pragma") == 0) {
            if (strcmp(c, "scop") == 0)
                kind = PR_SCOP;
            else if (strcmp(c, "endscop") == 0)
                kind = PR_ENDSCOP;
            else if (strcmp(c, "kforge") == 0 && i + 3 < ntok) {
                CXString s3 = clang_getTokenSpelling(fe->tu, tok[i + 3]);
                if (strcmp(clang_getCString(s3), "target") == 0)
                    kind = PR_TARGET, skip = 4;
                clang_disposeString(s3);
            }
        }
        clang_disposeString(s0);
        clang_disposeString(s1);
        clang_disposeString(s2);
        if (kind < 0)
            continue;
        struct kf_loc l = loc_of(clang_getTokenLocation(fe->tu, tok[i]));
        struct pragma pr = {(enum pragma_kind)kind, l.offset, l.line, l.col, 0, false, 0};
        /* the first token on a later line follows the pragma */
        unsigned j = i + skip - 1;
        while (j < ntok && loc_of(clang_getTokenLocation(fe->tu, tok[j])).line == l.line)
            j++;
        pr.next_offset = j < ntok ? loc_of(clang_getTokenLocation(fe->tu, tok[j])).offset : ~0u;
        fe->pragmas = kf_arena_grow(fe->a, fe->pragmas, (size_t)fe->npragma, sizeof *fe->pragmas);
        fe->pragmas[fe->npragma++] = pr;
        i = j - 1;
    }
    clang_disposeTokens(fe->tu, tok, ntok);
    /* pairs: scop must be followed by endscop */
    for (int i = 0; i < fe->npragma; i++) {
        struct pragma *p = &fe->pragmas[i];
        bool pair_ok = p->kind == PR_SCOP ? i + 1 < fe->npragma && fe->pragmas[i + 1].kind == PR_ENDSCOP
                     : p->kind == PR_ENDSCOP ? i > 0 && fe->pragmas[i - 1].kind == PR_SCOP
                                             : true;
        if (!pair_ok && !fe->opt->all)
            kf_diag_report(fe->d, KF_DIAG_ERROR, fe->file, p->line, p->col, 0,
                           p->kind == PR_SCOP ? "'#pragma scop' without a matching '#pragma endscop'"
                                              : "'#pragma endscop' without a matching '#pragma scop'");
    }
}

/* ---- entry points -------------------------------------------------------- */

static const enum kf_diag_level clang_level[] = {
    [CXDiagnostic_Ignored] = KF_DIAG_NOTE, [CXDiagnostic_Note] = KF_DIAG_NOTE,
    [CXDiagnostic_Warning] = KF_DIAG_WARNING, [CXDiagnostic_Error] = KF_DIAG_ERROR,
    [CXDiagnostic_Fatal] = KF_DIAG_ERROR,
};

/* clang's errors (and their notes), through kf_diag; true if any error */
/* What gcc accepts with a warning, clang 16 and later refuse in C99 and later
 * modes (implicit int, implicit declarations, K&R leftovers): kforge reads
 * the C that gcc builds, so these stay warnings, passed on to the user,
 * unless the user's own flags (after these) say otherwise. */
static const struct {
    const char *flag, *group;
} gcc_lenient[] = {
    {"-Wno-error=implicit-function-declaration", "-Wimplicit-function-declaration"},
    {"-Wno-error=implicit-int", "-Wimplicit-int"},
    {"-Wno-error=int-conversion", "-Wint-conversion"},
    {"-Wno-error=incompatible-function-pointer-types", "-Wincompatible-function-pointer-types"},
    {"-Wno-error=incompatible-pointer-types", "-Wincompatible-pointer-types"},
    {"-Wno-error=return-type", "-Wreturn-type"},
};

static bool lenient_warning(CXDiagnostic dg)
{
    CXString opt = clang_getDiagnosticOption(dg, NULL);
    const char *o = clang_getCString(opt);
    bool hit = false;
    for (size_t i = 0; o && i < sizeof gcc_lenient / sizeof *gcc_lenient; i++)
        hit |= strcmp(o, gcc_lenient[i].group) == 0;
    clang_disposeString(opt);
    return hit;
}

static bool clang_errors(struct fe *fe)
{
    unsigned n = clang_getNumDiagnostics(fe->tu);
    bool err = false;
    for (unsigned i = 0; i < n; i++) {
        CXDiagnostic dg = clang_getDiagnostic(fe->tu, i);
        enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(dg);
        if (sev >= CXDiagnostic_Error)
            err = true;
        if (sev >= CXDiagnostic_Error || (err && sev == CXDiagnostic_Note) ||
            (sev == CXDiagnostic_Warning && lenient_warning(dg))) {
            CXFile file;
            unsigned line, col;
            clang_getSpellingLocation(clang_getDiagnosticLocation(dg), &file, &line, &col, NULL);
            CXString fname = clang_getFileName(file);
            CXString msg = clang_getDiagnosticSpelling(dg);
            const char *fn = clang_getCString(fname);
            kf_diag_report(fe->d, clang_level[sev], fn ? fn : fe->file, line, col, 0, "%s",
                           clang_getCString(msg));
            clang_disposeString(fname);
            clang_disposeString(msg);
        }
        clang_disposeDiagnostic(dg);
    }
    return err;
}

struct kf_program *kf_fe_parse(const char *file, const struct kf_fe_options *opt, kf_diag *d)
{
    static const struct kf_fe_options defaults = {0};
    if (!opt)
        opt = &defaults;
    struct fe fe = {.d = d, .file = file, .opt = opt};
    char *owned = NULL;
    if (opt->unsaved_text) {
        fe.text = opt->unsaved_text;
        fe.textlen = strlen(opt->unsaved_text);
        kf_diag_add_source(d, file, opt->unsaved_text);
    } else {
        owned = kf_file_read(file, &fe.textlen);
        if (!owned) {
            kf_diag_report(d, KF_DIAG_ERROR, file, 0, 0, 0, "cannot read the file: %m");
            return NULL;
        }
        fe.text = owned;
    }
    CXIndex idx = clang_createIndex(0, 0);
    size_t nlenient = sizeof gcc_lenient / sizeof *gcc_lenient;
    const char **args = calloc((size_t)opt->ncflags + 2 + nlenient, sizeof *args);
    int nargs = 0;
    args[nargs++] = "-xc";
    for (size_t i = 0; i < nlenient; i++)
        args[nargs++] = gcc_lenient[i].flag;
    for (int i = 0; i < opt->ncflags; i++)
        args[nargs++] = opt->cflags[i];
    struct CXUnsavedFile unsaved = {file, fe.text, (unsigned long)fe.textlen};
    enum CXErrorCode ec = clang_parseTranslationUnit2(
        idx, file, args, nargs, &unsaved, 1,
        CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord, &fe.tu);
    free(args);
    struct kf_program *prog = NULL;
    if (ec != CXError_Success || !fe.tu) {
        kf_diag_report(d, KF_DIAG_ERROR, file, 0, 0, 0, "libclang could not parse the file (error %d)",
                       (int)ec);
    } else if (!clang_errors(&fe)) {
        prog = calloc(1, sizeof *prog);
        if (!prog)
            abort();
        prog->arena = kf_arena_new();
        prog->file = kf_arena_strdup(prog->arena, file);
        prog->assume_no_alias = opt->assume_no_alias;
        fe.a = prog->arena;
        fe.prog = prog;
        fe.macros = kf_fe_macros_new(fe.tu, fe.a);
        find_pragmas(&fe);
        clang_visitChildren(clang_getTranslationUnitCursor(fe.tu), find_fn, &fe);
        for (int i = 0; i < fe.npragma; i++)
            if (fe.pragmas[i].kind == PR_TARGET && !fe.pragmas[i].used && !opt->all)
                kf_diag_report(d, KF_DIAG_ERROR, file, fe.pragmas[i].line, fe.pragmas[i].col, 0,
                               "'#pragma kforge target' is not followed by a statement in a function body");
    }
    if (fe.tu)
        clang_disposeTranslationUnit(fe.tu);
    clang_disposeIndex(idx);
    free(owned);
    return prog;
}

void kf_program_free(struct kf_program *p)
{
    if (!p)
        return;
    kf_arena_free(p->arena);
    free(p);
}
