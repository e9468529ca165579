/*
 * transform_inline.c: full inline substitution of a called function
 * (seed 003 §2's "Full inline substitution"), `inline(NAME)` for every
 * call to NAME in a fragment, `inline(line:N)` for the first call on line
 * N to a function the file defines.
 *
 * A call is replaced where its statement stands:
 *
 *     y[i] = dot(n, A[i], x);          double dot_ret;
 *                                      {
 *                              =>          const double *a = A[i];
 *                                          double s = 0;
 *                                          for (int i_1 = 0; i_1 < n; i_1++)
 *                                              s += a[i_1] * x[i_1];
 *                                          dot_ret = s;
 *                                      }
 *                                      y[i] = dot_ret;
 *
 * A parameter becomes the argument itself when the argument is a name, a
 * number or a row of an array, of the parameter's type, and neither side can change it in between (the parameter is
 * never assigned or its address taken, the argument is an array, or a
 * local whose address the caller never takes); otherwise a local initialised with
 * the argument.  A local of the callee (or a parameter copy) whose name
 * the caller spells is renamed to a name the file never spells, so that it
 * neither hides the caller's variables nor is hidden by them.  Every
 * reference is found in clang's AST (transform_ast.h), not in the text.
 *
 * Refused, with the reason: a callee not defined in the file, variadic,
 * recursive, with a static local, a label or goto, a return anywhere but
 * as its body's last statement, a global that a local of the caller would
 * hide, a parameter named inside a macro's expansion; a call through a
 * pointer, inside a macro, under && || ?: or a comma, or in the header or
 * condition of a statement.
 */
#include <stdlib.h>
#include <string.h>

#include "passes/transform_ast.h"
#include "support/ctext.h"

enum { MAX_SITES = 32, MAX_DECLS = 128 };

/* A declaration of the callee: a parameter (param >= 0) or a local. */
struct cdecl {
    CXCursor c;
    char name[64];
    int param;
    bool written;
};

/* One reference to a cdecl in the callee's body. */
struct cref {
    size_t b, e;
    int decl;
};

struct callee {
    CXCursor fn, body;
    char name[64];
    struct cdecl decl[MAX_DECLS];
    int ndecl, nparam;
    struct cref *ref;
    int nref, cap;
    int nreturn;
    CXCursor ret;         /* the one return, when it ends the body */
    char global[32][64];  /* the file-scope variables it names */
    int nglobal;
    bool has_sizeof;      /* a row stands for a pointer only where no sizeof could tell */
    const char *why;      /* the first reason to refuse */
    unsigned why_line;
    char why_name[64];
};

struct site {
    CXCursor call, stmt, caller;
    bool braces;          /* the statement is a loop's or an if's body */
    bool value;           /* the call's value is used */
    size_t sb, se, cb, ce;
};

struct state {
    struct xf *x;
    const char *fname;    /* inline(NAME) */
    long line;            /* inline(line:N) */
    CXCursor caller;
    struct site site[MAX_SITES];
    int nsite;
    const char *why;      /* a reason a matching call cannot be inlined */
    CXCursor why_at;
    char taken[MAX_SITES * 4 + MAX_DECLS][64];
    int ntaken;
};

/* ---- the calls -------------------------------------------------------- */

static bool in_fragment(const struct xf *x, size_t off)
{
    for (int f = 0; f < x->a->prog->nfrag; f++) {
        const struct kf_fragment *fr = x->a->prog->frags[f];
        if (off >= fr->range.begin.offset && off < fr->range.end.offset)
            return true;
    }
    return false;
}

struct ends {
    CXCursor first, last;
    int n;
};

static enum CXChildVisitResult ends_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct ends *e = data;
    if (e->n++ == 0)
        e->first = c;
    e->last = c;
    return CXChildVisit_Continue;
}

/* Is c the body (not the header or condition) of the statement p?  The
 * children clang visits: for (init, cond, inc, body), while (cond, body),
 * if (cond, then, else), do (body, cond), switch (cond, body). */
static bool is_body_of(CXCursor p, CXCursor c)
{
    struct ends e = {.n = 0};
    clang_visitChildren(p, ends_visit, &e);
    if (e.n == 0)
        return false;
    switch (clang_getCursorKind(p)) {
    case CXCursor_DoStmt: return clang_equalCursors(c, e.first) != 0;
    case CXCursor_IfStmt: return clang_equalCursors(c, e.first) == 0;
    default: return clang_equalCursors(c, e.last) != 0;
    }
}

/* The statement that holds the call (the ancestors anc[0, n), then the
 * call) into s; NULL, or the reason not to inline it. */
static const char *statement_of(const CXCursor *anc, int n, CXCursor call, struct site *s)
{
    for (int k = n - 1; k >= 0; k--) {
        CXCursor p = anc[k], c = k + 1 < n ? anc[k + 1] : call;
        enum CXCursorKind pk = clang_getCursorKind(p);
        if (pk == CXCursor_CompoundStmt) {
            s->stmt = c;
            s->braces = false;
            return NULL;
        }
        if (pk == CXCursor_ConditionalOperator)
            return "the call is under ?: (it may not be evaluated)";
        if (pk == CXCursor_BinaryOperator) {
            enum CXBinaryOperatorKind b = clang_getCursorBinaryOperatorKind(p);
            if (b == CXBinaryOperator_LAnd || b == CXBinaryOperator_LOr)
                return "the call is under && or || (it may not be evaluated)";
            if (b == CXBinaryOperator_Comma)
                return "the call is under a comma operator";
        }
        if (pk == CXCursor_ForStmt || pk == CXCursor_WhileStmt || pk == CXCursor_IfStmt ||
            pk == CXCursor_DoStmt || pk == CXCursor_SwitchStmt) {
            if (pk == CXCursor_SwitchStmt || !is_body_of(p, c))
                return "the call is in the header or condition of a statement";
            s->stmt = c;
            s->braces = true;
            return NULL;
        }
    }
    return "the call is not in a statement of a block";
}

static void set_why(struct state *st, const char *why, CXCursor at)
{
    if (!st->why) {
        st->why = why;
        st->why_at = at;
    }
}

/* Every call the spec names, in a fragment, into st->site. */
static void find_call(CXCursor c, const CXCursor *anc, int n, void *data)
{
    struct state *st = data;
    if (clang_getCursorKind(c) != CXCursor_CallExpr)
        return;
    unsigned b = xf_begin(c), line = xf_line(clang_getCursorLocation(c));
    if (!in_fragment(st->x, b))
        return;
    CXCursor callee = clang_getCursorReferenced(c);
    bool fn = clang_getCursorKind(callee) == CXCursor_FunctionDecl;
    if (st->fname) {
        char name[64];
        if (!fn)
            return;
        xf_name(callee, name, sizeof name);
        if (strcmp(name, st->fname) != 0)
            return;
    } else if (line != (unsigned)st->line || st->nsite > 0) {
        return;
    } else if (fn && (clang_Cursor_isNull(clang_getCursorDefinition(callee)) ||
                      !clang_Location_isFromMainFile(
                          clang_getCursorLocation(clang_getCursorDefinition(callee))))) {
        return; /* by line: the call to a function of this file (not sqrt's beside it) */
    } else if (!fn) {
        set_why(st, "the call goes through a pointer (its address is taken): which function it "
                    "calls is not known", c);
        return;
    }
    struct site s = {.call = c, .caller = st->caller};
    const char *why = clang_Location_isFromMainFile(clang_getCursorLocation(c)) ? NULL
                      : "the call is not in the file itself";
    if (!why && xf_from_macro(c))
        why = "the call is inside a macro's expansion";
    if (!why)
        why = statement_of(anc, n, c, &s);
    if (why) {
        set_why(st, why, c);
        return;
    }
    if (st->nsite == MAX_SITES) {
        set_why(st, "too many calls (inline them one line at a time)", c);
        return;
    }
    s.cb = b;
    s.ce = xf_end(c);
    s.sb = xf_begin(s.stmt);
    s.se = xf_past_semi(st->x, xf_end(s.stmt));
    s.value = !(s.cb == s.sb && xf_past_semi(st->x, s.ce) == s.se);
    if (st->nsite > 0 && s.sb < st->site[st->nsite - 1].se) {
        set_why(st, "two calls in one statement (inline them one line at a time)", c);
        return;
    }
    st->site[st->nsite++] = s;
}

/* ---- the callee ------------------------------------------------------- */

static void callee_refuse(struct callee *ce, const char *why, CXCursor at, const char *name)
{
    if (ce->why)
        return;
    ce->why = why;
    ce->why_line = xf_line(clang_getCursorLocation(at));
    snprintf(ce->why_name, sizeof ce->why_name, "%s", name ? name : "");
}

static int add_ref(struct callee *ce, size_t b, size_t e, int decl)
{
    if (xf_grow(&ce->ref, ce->nref, &ce->cap, sizeof *ce->ref) != 0)
        return -1;
    ce->ref[ce->nref++] = (struct cref){b, e, decl};
    return 0;
}

static int find_decl(const struct callee *ce, CXCursor d)
{
    for (int i = 0; i < ce->ndecl; i++)
        if (clang_equalCursors(ce->decl[i].c, d))
            return i;
    return -1;
}

static void add_decl(struct callee *ce, CXCursor c, int param)
{
    if (ce->ndecl == MAX_DECLS) {
        callee_refuse(ce, "%s declares too many variables", c, ce->name);
        return;
    }
    struct cdecl *d = &ce->decl[ce->ndecl++];
    d->c = c;
    d->param = param;
    d->written = false;
    xf_name(c, d->name, sizeof d->name);
}

struct callee_walk {
    struct callee *ce;
    struct xf *x;
    size_t call_at;       /* the first call: what the callee names is declared before it */
};

static void callee_visit(CXCursor c, const CXCursor *anc, int n, void *data)
{
    struct callee_walk *w = data;
    struct callee *ce = w->ce;
    char name[64];
    switch (clang_getCursorKind(c)) {
    case CXCursor_ReturnStmt:
        ce->nreturn++;
        ce->ret = c;
        break;
    case CXCursor_LabelStmt:
    case CXCursor_GotoStmt:
    case CXCursor_IndirectGotoStmt:
        callee_refuse(ce, "%s has a label or a goto", c, NULL);
        break;
    case CXCursor_VarDecl:
        xf_name(c, name, sizeof name);
        if (clang_Cursor_getStorageClass(c) == CX_SC_Static) {
            callee_refuse(ce, "%s has a static local, %s (each copy would have its own)", c, name);
            break;
        }
        if (xf_from_macro(c))
            callee_refuse(ce, "a macro's expansion in %s declares %s", c, name);
        add_decl(ce, c, -1);
        add_ref(ce, xf_off(clang_getCursorLocation(c)),
                xf_off(clang_getCursorLocation(c)) + strlen(name), ce->ndecl - 1);
        break;
    case CXCursor_DeclRefExpr: {
        CXCursor r = clang_getCursorReferenced(c);
        xf_name(r, name, sizeof name);
        if (clang_equalCursors(clang_getCanonicalCursor(r), clang_getCanonicalCursor(ce->fn))) {
            callee_refuse(ce, "%s is recursive: it calls itself", c, NULL);
            break;
        }
        int d = find_decl(ce, r);
        size_t at;
        if (d >= 0) {
            if (!xf_spelt_at(w->x, c, xf_begin(ce->body), xf_end(ce->body), name, &at))
                callee_refuse(ce, "a macro's expansion in %s names %s", c, name);
            ce->decl[d].written |= xf_ref_written(anc, n, c);
            add_ref(ce, at, at + strlen(name), d);
        } else if (xf_file_scope(r) && clang_getCursorKind(r) == CXCursor_VarDecl &&
                   ce->nglobal < 32) {
            snprintf(ce->global[ce->nglobal++], sizeof ce->global[0], "%s", name);
        }
        if (d < 0 && xf_file_scope(r) &&
                   xf_off(clang_getCursorLocation(clang_getCanonicalCursor(r))) > w->call_at &&
                   clang_Location_isFromMainFile(clang_getCursorLocation(r))) {
            callee_refuse(ce, "%s names %s, which is declared after the call", c, name);
        }
        break;
    }
    default:
        break;
    }
}

struct last_child {
    CXCursor c;
    int n;
};

static enum CXChildVisitResult last_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct last_child *l = data;
    l->c = c;
    l->n++;
    return CXChildVisit_Continue;
}

static enum CXChildVisitResult first_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    *(CXCursor *)data = c;
    return CXChildVisit_Break;
}

static CXCursor last_child(CXCursor p, int *n)
{
    struct last_child l = {clang_getNullCursor(), 0};
    clang_visitChildren(p, last_visit, &l);
    if (n)
        *n = l.n;
    return l.c;
}

/* The callee's definition read into ce; 0, or -1 after the refusal. */
static int read_callee(struct xf *x, CXCursor call, struct callee *ce)
{
    CXCursor called = clang_getCursorReferenced(call);
    size_t call_at = xf_begin(call);
    xf_name(called, ce->name, sizeof ce->name);
    ce->fn = clang_getCursorDefinition(called);
    if (clang_Cursor_isNull(ce->fn) || !clang_Location_isFromMainFile(clang_getCursorLocation(ce->fn)))
        return xf_refuse_at(x, call, "%s is not defined in this file", ce->name);
    unsigned line = xf_line(clang_getCursorLocation(ce->fn));
    if (clang_isFunctionTypeVariadic(clang_getCursorType(ce->fn)))
        return xf_refuse_at(x, call, "%s (line %u) takes a variable number of arguments", ce->name, line);
    ce->body = last_child(ce->fn, NULL);
    if (clang_getCursorKind(ce->body) != CXCursor_CompoundStmt)
        return xf_refuse_at(x, call, "%s (line %u) has no body", ce->name, line);
    ce->has_sizeof = xf_ident_in(x, xf_begin(ce->body), xf_end(ce->body), "sizeof");
    ce->nparam = clang_Cursor_getNumArguments(ce->fn);
    for (int k = 0; k < ce->nparam; k++)
        add_decl(ce, clang_Cursor_getArgument(ce->fn, (unsigned)k), k);
    struct callee_walk w = {ce, x, call_at};
    xf_walk(ce->body, callee_visit, &w);
    if (!ce->why && ce->nreturn > 0 &&
        (ce->nreturn > 1 || !clang_equalCursors(ce->ret, last_child(ce->body, NULL))))
        callee_refuse(ce, "%s returns from more than one place or before its end (only a single "
                          "return as the body's last statement can be inlined)",
                      ce->ret, NULL);
    if (ce->why) {
        char msg[256];
        snprintf(msg, sizeof msg, ce->why, ce->name, ce->why_name);
        return xf_refuse_at(x, call, "%s (line %u)", msg, ce->why_line);
    }
    return 0;
}

/* ---- the caller ------------------------------------------------------- */

struct caller {
    CXCursor taken[MAX_DECLS]; /* locals whose address the caller takes */
    int ntaken;
    char local[MAX_DECLS][64]; /* the names its locals and parameters have */
    int nlocal;
};

static void caller_visit(CXCursor c, const CXCursor *anc, int n, void *data)
{
    struct caller *cl = data;
    enum CXCursorKind k = clang_getCursorKind(c);
    if ((k == CXCursor_VarDecl || k == CXCursor_ParmDecl) && cl->nlocal < MAX_DECLS)
        xf_name(c, cl->local[cl->nlocal++], sizeof cl->local[0]);
    if (k == CXCursor_DeclRefExpr && cl->ntaken < MAX_DECLS && n > 0 &&
        clang_getCursorKind(anc[n - 1]) == CXCursor_UnaryOperator &&
        clang_getCursorUnaryOperatorKind(anc[n - 1]) == CXUnaryOperator_AddrOf)
        cl->taken[cl->ntaken++] = clang_getCursorReferenced(c);
}

static bool caller_declares(const struct caller *cl, const char *name)
{
    for (int i = 0; i < cl->nlocal; i++)
        if (strcmp(cl->local[i], name) == 0)
            return true;
    return false;
}

/* The argument stands for the parameter itself when it is a number, or
 * the name of a local whose address the caller never takes (nothing the
 * callee does can change it). */
static bool plain_argument(const struct xf *x, CXCursor arg, const struct caller *cl)
{
    size_t b = xf_begin(arg), e = xf_end(arg);
    if (b >= e || e > x->len)
        return false;
    const char *t = x->text + b;
    if ((*t >= '0' && *t <= '9') || *t == '.') {
        for (size_t i = 0; i < e - b; i++)
            if (!kf_ctext_is_ident((unsigned char)t[i]) && t[i] != '.')
                return false;
        return true;
    }
    for (size_t i = 0; i < e - b; i++)
        if (!kf_ctext_is_ident((unsigned char)t[i]))
            return false;
    while (clang_getCursorKind(arg) == CXCursor_UnexposedExpr) {
        CXCursor in = last_child(arg, NULL);
        if (clang_Cursor_isNull(in))
            return false;
        arg = in;
    }
    if (clang_getCursorKind(arg) != CXCursor_DeclRefExpr)
        return false;
    CXCursor r = clang_getCursorReferenced(arg);
    enum CXTypeKind tk = clang_getCursorType(r).kind;
    if (clang_getCursorKind(r) == CXCursor_EnumConstantDecl || tk == CXType_ConstantArray ||
        tk == CXType_IncompleteArray || tk == CXType_VariableArray)
        return true; /* an array's name always means the same elements */
    if (xf_file_scope(r))
        return false;
    for (int i = 0; i < cl->ntaken; i++)
        if (clang_equalCursors(cl->taken[i], r))
            return false;
    return true;
}

static bool is_array_type(CXType t)
{
    return t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
           t.kind == CXType_VariableArray;
}

static CXCursor strip_implicit(CXCursor c)
{
    while (clang_getCursorKind(c) == CXCursor_UnexposedExpr) {
        int nk;
        CXCursor in = last_child(c, &nk);
        if (nk != 1)
            break;
        c = in;
    }
    return c;
}

struct stable {
    const struct caller *cl;
    bool ok;
};

static void stable_visit(CXCursor c, const CXCursor *anc, int n, void *data)
{
    (void)anc;
    (void)n;
    struct stable *st = data;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_CallExpr || k == CXCursor_CompoundAssignOperator ||
        (k == CXCursor_BinaryOperator &&
         clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Assign))
        st->ok = false;
    if (k == CXCursor_UnaryOperator) {
        enum CXUnaryOperatorKind u = clang_getCursorUnaryOperatorKind(c);
        if (u >= CXUnaryOperator_PostInc && u <= CXUnaryOperator_PreDec)
            st->ok = false;
    }
    if (k == CXCursor_DeclRefExpr) {
        CXCursor r = clang_getCursorReferenced(c);
        if (clang_getCursorKind(r) == CXCursor_EnumConstantDecl ||
            is_array_type(clang_getCursorType(r)))
            return;
        if (xf_file_scope(r))
            st->ok = false;
        for (int i = 0; i < st->cl->ntaken; i++)
            if (clang_equalCursors(st->cl->taken[i], r))
                st->ok = false;
    }
}

/* A row of an array, A[i] or B[i][j] of a double B[n][m][k]: an address
 * that no memory the callee writes can change (no element is read to make
 * it, every index a local the callee cannot reach), so the parameter may
 * stand for it, A[i][k] for a[k]: a postfix expression needs no
 * parentheses where a name stood. */
static bool stable_row(const struct xf *x, CXCursor arg, const struct caller *cl)
{
    CXCursor e = strip_implicit(arg);
    if (clang_getCursorKind(e) != CXCursor_ArraySubscriptExpr || !is_array_type(clang_getCursorType(e)))
        return false;
    CXCursor base = e;
    while (clang_getCursorKind(base) == CXCursor_ArraySubscriptExpr) {
        CXCursor first = clang_getNullCursor();
        clang_visitChildren(base, first_visit, &first);
        base = strip_implicit(first);
    }
    if (clang_getCursorKind(base) != CXCursor_DeclRefExpr ||
        !is_array_type(clang_getCursorType(clang_getCursorReferenced(base))))
        return false;
    struct stable st = {cl, true};
    xf_walk(arg, stable_visit, &st);
    return st.ok && !xf_from_macro(arg) && xf_end(arg) <= x->len;
}

static CXType plain_type(CXType t)
{
    return clang_getCanonicalType(clang_getUnqualifiedType(clang_getCanonicalType(t)));
}

/* Does the argument, written where the parameter was, mean the same
 * value: the same type (an int for a double would change the arithmetic),
 * or an array whose elements a pointer parameter points to? */
static bool same_type(CXCursor arg, CXCursor param)
{
    CXType a = plain_type(clang_getCursorType(strip_implicit(arg)));
    CXType p = plain_type(clang_getCursorType(param));
    if (p.kind == CXType_Pointer && (is_array_type(a) || a.kind == CXType_Pointer)) {
        CXType ae = a.kind == CXType_Pointer ? clang_getPointeeType(a) : clang_getArrayElementType(a);
        return clang_equalTypes(plain_type(ae), plain_type(clang_getPointeeType(p))) != 0;
    }
    return clang_equalTypes(a, p) != 0;
}

/* ---- the text --------------------------------------------------------- */

/* The indentation of the line holding text[at] (its leading blanks). */
static void line_indent(const struct xf *x, size_t at, char *ind, size_t n)
{
    size_t ls = kf_ctext_line_start(x->text, at), i = ls;
    while (i < x->len && (x->text[i] == ' ' || x->text[i] == '\t'))
        i++;
    snprintf(ind, n, "%.*s", (int)(i - ls), x->text + ls);
}

/* Where a range of whole lines starting or ending near `at` begins: the
 * line's start when only blanks precede `at` on it, else at. */
static size_t line_cut(const struct xf *x, size_t at)
{
    size_t ls;
    return kf_ctext_indent(x->text, at, &ls) >= 0 ? ls : at;
}

static bool has_effect_visit_found;
static void effect_visit(CXCursor c, const CXCursor *anc, int n, void *data)
{
    (void)data;
    enum CXCursorKind k = clang_getCursorKind(c);
    if (k == CXCursor_CallExpr || k == CXCursor_CompoundAssignOperator ||
        (k == CXCursor_DeclRefExpr && xf_ref_written(anc, n, c)))
        has_effect_visit_found = true;
}

/* Could evaluating e do anything but give a value? */
static bool has_effect(CXCursor e)
{
    has_effect_visit_found = false;
    xf_walk(e, effect_visit, NULL);
    return has_effect_visit_found;
}

/* One site: its statement replaced by the callee's body. */
static int emit_site(FILE *o, struct state *st, struct callee *ce, const struct site *s)
{
    struct xf *x = st->x;
    struct caller cl = {.ntaken = 0};
    xf_walk(s->caller, caller_visit, &cl);
    size_t fb = xf_begin(s->caller), fe = xf_end(s->caller);
    if ((int)clang_Cursor_getNumArguments(s->call) != ce->nparam)
        return xf_refuse_at(x, s->call, "the call on line %u gives %d arguments, %s takes %d",
                         xf_line(clang_getCursorLocation(s->call)),
                         clang_Cursor_getNumArguments(s->call), ce->name, ce->nparam);
    /* a global the callee names must not be hidden by a local of the caller */
    for (int g = 0; g < ce->nglobal; g++)
        if (caller_declares(&cl, ce->global[g]))
            return xf_refuse_at(x, s->call, "%s names the global %s, which a local of the caller hides",
                             ce->name, ce->global[g]);
    char ind[64], I[128], unit[32] = "    ", from[64] = "";
    line_indent(x, s->sb, ind, sizeof ind);
    if (ind[0] == '\t') /* the step of the callee's body, else the caller's kind of blank */
        snprintf(unit, sizeof unit, "\t");
    size_t body_b = xf_begin(ce->body) + 1, body_close = xf_end(ce->body) - 1;
    {
        size_t ls;
        size_t p = body_b;
        while (p < body_close && (x->text[p] == ' ' || x->text[p] == '\t' || x->text[p] == '\n'))
            p++;
        int w = kf_ctext_indent(x->text, p, &ls);
        char fnind[64];
        line_indent(x, xf_begin(ce->fn), fnind, sizeof fnind);
        if (w > 0 && (size_t)w < sizeof from) {
            snprintf(from, sizeof from, "%.*s", w, x->text + ls);
            size_t fl = strlen(fnind);
            if ((size_t)w > fl && strncmp(from, fnind, fl) == 0)
                snprintf(unit, sizeof unit, "%s", from + fl);
        }
    }
    /* a loop's or an if's body: the block alone is one statement, but the
     * value's variable and the statement after it need braces around */
    bool wrap = s->braces && s->value;
    snprintf(I, sizeof I, "%s%s", ind, wrap ? unit : "");
    /* names: the callee's declarations, renamed where the caller spells them */
    char newname[MAX_DECLS][64];
    bool subst[MAX_DECLS] = {false};
    for (int d = 0; d < ce->ndecl; d++) {
        const struct cdecl *cd = &ce->decl[d];
        CXCursor arg = cd->param >= 0 ? clang_Cursor_getArgument(s->call, (unsigned)cd->param)
                                      : clang_getNullCursor();
        if (cd->param >= 0 && !cd->written &&
            !ce->has_sizeof && same_type(arg, cd->c) &&
            (plain_argument(x, arg, &cl) || stable_row(x, arg, &cl))) {
            CXCursor a = clang_Cursor_getArgument(s->call, (unsigned)cd->param);
            snprintf(newname[d], sizeof newname[d], "%.*s", (int)(xf_end(a) - xf_begin(a)),
                     x->text + xf_begin(a));
            subst[d] = true;
        } else if (xf_ident_in(x, fb, fe, cd->name)) {
            xf_fresh(x, cd->name, false, st->taken, st->ntaken, newname[d], sizeof newname[d]);
        } else {
            snprintf(newname[d], sizeof newname[d], "%s", cd->name);
        }
    }
    struct xf_edits E = {0};
    int rc = 0;
    for (int r = 0; r < ce->nref && rc == 0; r++)
        rc = xf_edit_add(&E, ce->ref[r].b, ce->ref[r].e, newname[ce->ref[r].decl]);
    char ret[64] = "";
    CXType rt = clang_getResultType(clang_getCursorType(ce->fn));
    CXString rts = clang_getTypeSpelling(rt);
    char rdecl[256] = "";
    if (s->value) {
        char base[72];
        snprintf(base, sizeof base, "%s_ret", ce->name);
        xf_fresh(x, base, true, st->taken, st->ntaken, ret, sizeof ret);
        if (st->ntaken < (int)(sizeof st->taken / sizeof st->taken[0]))
            snprintf(st->taken[st->ntaken++], sizeof st->taken[0], "%s", ret);
        if (rt.kind == CXType_Void || !xf_declarator(clang_getCString(rts), ret, rdecl, sizeof rdecl))
            rc = xf_refuse_at(x, s->call, "the value of %s (of type %s) cannot be kept in a variable",
                           ce->name, clang_getCString(rts));
    }
    clang_disposeString(rts);
    if (rc) {
        xf_edits_free(&E);
        return -1;
    }
    char I2[160];
    snprintf(I2, sizeof I2, "%s%s", I, unit);
    if (wrap)
        fprintf(o, "{\n%s", I);
    if (s->value)
        fprintf(o, "%s;\n%s", rdecl, I);
    fprintf(o, "{\n");
    for (int d = 0; d < ce->ndecl; d++) {
        const struct cdecl *cd = &ce->decl[d];
        if (cd->param < 0 || subst[d])
            continue;
        CXCursor a = clang_Cursor_getArgument(s->call, (unsigned)cd->param);
        CXString ts = clang_getTypeSpelling(clang_getCursorType(cd->c));
        char decl[256];
        bool ok = xf_declarator(clang_getCString(ts), newname[d], decl, sizeof decl);
        clang_disposeString(ts);
        if (!ok) {
            xf_edits_free(&E);
            return xf_refuse_at(x, s->call, "parameter %s of %s: its type cannot be declared as a local",
                             cd->name, ce->name);
        }
        fprintf(o, "%s%s = ", I2, decl);
        xf_put_edited(o, x, xf_begin(a), xf_end(a), NULL, NULL, NULL);
        fprintf(o, ";\n");
    }
    /* the body's lines, up to the return */
    size_t bb = body_b;
    while (bb < body_close && (x->text[bb] == ' ' || x->text[bb] == '\t'))
        bb++;
    if (bb < body_close && x->text[bb] == '\n')
        bb++;
    else
        bb = body_b;
    size_t be = line_cut(x, ce->nreturn ? xf_begin(ce->ret) : body_close);
    bool blank = true;
    for (size_t i = bb; i < be; i++)
        blank &= x->text[i] == ' ' || x->text[i] == '\t' || x->text[i] == '\n';
    if (be > bb && !blank) {
        /* a body on the braces' line starts a line of its own */
        while (x->text[bb - 1] != '\n' && (x->text[bb] == ' ' || x->text[bb] == '\t'))
            bb++;
        if (x->text[bb - 1] != '\n')
            fputs(I2, o);
        while (be > bb && (x->text[be - 1] == ' ' || x->text[be - 1] == '\t'))
            be--;
        xf_put_edited(o, x, bb, be, &E, from, I2);
        if (x->text[be - 1] != '\n')
            fputc('\n', o);
    }
    if (ce->nreturn) {
        int nk;
        CXCursor e = last_child(ce->ret, &nk);
        if (nk > 0 && (s->value || has_effect(e))) {
            fprintf(o, "%s%s%s", I2, s->value ? ret : "(void)(", s->value ? " = " : "");
            xf_put_edited(o, x, xf_begin(e), xf_end(e), &E, NULL, NULL);
            fprintf(o, "%s;\n", s->value ? "" : ")");
        }
    }
    fprintf(o, "%s}", I);
    if (s->value) {
        fprintf(o, "\n%s%.*s%s", I, (int)(s->cb - s->sb), x->text + s->sb, ret);
        fwrite(x->text + s->ce, 1, s->se - s->ce, o);
    }
    if (wrap)
        fprintf(o, "\n%s}", ind);
    xf_edits_free(&E);
    return 0;
}

/* ---- the transformation ----------------------------------------------- */

int xf_inline(struct xf *x)
{
    if (x->nargs != 1)
        return xf_refuse(x, NULL, "expected inline(FUNCTION) or inline(line:N)");
    struct state *st = calloc(1, sizeof *st);
    struct callee *ce = calloc(1, sizeof *ce);
    struct xf_unit u;
    int rc = -1, nfn = 0;
    CXCursor *fns = NULL;
    if (!st || !ce) {
        rc = xf_refuse(x, NULL, "out of memory");
        goto out;
    }
    st->x = x;
    if (strncmp(x->arg[0], "line:", 5) == 0) {
        char *end;
        st->line = strtol(x->arg[0] + 5, &end, 10);
        if (*end || st->line <= 0) {
            rc = xf_refuse(x, NULL, "expected inline(FUNCTION) or inline(line:N)");
            goto out;
        }
    } else {
        st->fname = x->arg[0];
    }
    if (xf_unit_open(x, &u) != 0)
        goto close;
    fns = xf_functions(&u, &nfn);
    for (int f = 0; f < nfn; f++) {
        st->caller = fns[f];
        xf_walk(fns[f], find_call, st);
    }
    if (st->why) {
        rc = xf_refuse_at(x, st->why_at, "the call cannot be inlined: %s", st->why);
        goto close;
    }
    if (st->nsite == 0) {
        if (st->fname)
            rc = xf_refuse(x, NULL, "no call to %s in a fragment", st->fname);
        else
            rc = xf_refuse(x, NULL, "no call to a function defined in this file on line %ld in a "
                              "fragment", st->line);
        goto close;
    }
    if (read_callee(x, st->site[0].call, ce) != 0)
        goto close;
    for (int i = 0; i < st->nsite; i++)
        if (clang_equalCursors(clang_getCanonicalCursor(st->site[i].caller),
                               clang_getCanonicalCursor(ce->fn))) {
            rc = xf_refuse_at(x, st->site[i].call, "%s is recursive: it calls itself", ce->name);
            goto close;
        }
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o) {
        rc = xf_refuse(x, NULL, "out of memory");
        goto close;
    }
    rc = 0;
    for (int i = 0; i < st->nsite && rc == 0; i++) {
        if (i > 0)
            fwrite(x->text + st->site[i - 1].se, 1, st->site[i].sb - st->site[i - 1].se, o);
        rc = emit_site(o, st, ce, &st->site[i]);
    }
    char *text = xf_close_stream(o, &buf);
    if (rc == 0 && text) {
        x->begin = st->site[0].sb;
        x->end = st->site[st->nsite - 1].se;
        x->repl = text;
    } else {
        free(text);
        rc = rc ? rc : xf_refuse(x, NULL, "out of memory");
    }
close:
    free(fns);
    xf_unit_close(&u);
out:
    if (ce)
        free(ce->ref);
    free(ce);
    free(st);
    return rc;
}
