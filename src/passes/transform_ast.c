/*
 * transform_ast.c: clang's AST for inlining and subroutine splitting
 * (transform_ast.h): the unit, offsets, a walk with ancestors, edits
 * applied to copied text, fresh names and declarators.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/c/tu.h"
#include "passes/transform_ast.h"
#include "support/ctext.h"

int xf_unit_open(struct xf *x, struct xf_unit *u)
{
    static const struct kf_fe_options none = {0};
    memset(u, 0, sizeof *u);
    u->idx = clang_createIndex(0, 0);
    enum CXErrorCode ec =
        kf_fe_tu_parse(u->idx, x->file, x->fo ? x->fo : &none, x->text, x->len, &u->tu);
    if (ec != CXError_Success || !u->tu)
        return xf_refuse(x, NULL, "libclang could not parse the file (error %d)", (int)ec);
    return kf_fe_tu_errors(u->tu, x->file, x->d) ? -1 : 0;
}

void xf_unit_close(struct xf_unit *u)
{
    if (u->tu)
        clang_disposeTranslationUnit(u->tu);
    if (u->idx)
        clang_disposeIndex(u->idx);
}

unsigned xf_off(CXSourceLocation l)
{
    unsigned off = 0;
    clang_getExpansionLocation(l, NULL, NULL, NULL, &off);
    return off;
}

unsigned xf_line(CXSourceLocation l)
{
    unsigned line = 0;
    clang_getExpansionLocation(l, NULL, &line, NULL, NULL);
    return line;
}

unsigned xf_begin(CXCursor c)
{
    return xf_off(clang_getRangeStart(clang_getCursorExtent(c)));
}

unsigned xf_end(CXCursor c)
{
    return xf_off(clang_getRangeEnd(clang_getCursorExtent(c)));
}

bool xf_from_macro(CXCursor c)
{
    CXSourceLocation l = clang_getCursorLocation(c);
    unsigned se = 0, sp = 0;
    clang_getExpansionLocation(l, NULL, NULL, NULL, &se);
    clang_getSpellingLocation(l, NULL, NULL, NULL, &sp);
    return se != sp;
}

bool xf_spelt_at(const struct xf *x, CXCursor c, size_t lo, size_t hi, const char *name,
                 size_t *at)
{
    CXSourceLocation l = clang_getCursorLocation(c);
    CXFile ef = NULL, sf = NULL;
    unsigned eo = 0, so = 0;
    clang_getExpansionLocation(l, &ef, NULL, NULL, &eo);
    clang_getSpellingLocation(l, &sf, NULL, NULL, &so);
    if (eo == so) {
        *at = eo;
        return true;
    }
    /* a macro's argument: spelt in the file, between lo and hi */
    if (!ef || !sf || !clang_File_isEqual(ef, sf) || so < lo || so >= hi ||
        !kf_ctext_ident_at(x->text, x->len, so, name))
        return false;
    *at = so;
    return true;
}

void xf_name(CXCursor c, char *buf, size_t n)
{
    CXString s = clang_getCursorSpelling(c);
    snprintf(buf, n, "%s", clang_getCString(s));
    clang_disposeString(s);
}

bool xf_file_scope(CXCursor decl)
{
    return clang_getCursorKind(clang_getCursorSemanticParent(decl)) == CXCursor_TranslationUnit;
}

/* ---- the walk --------------------------------------------------------- */

enum { WALK_DEPTH = 256 };

struct walk {
    xf_walk_fn *fn;
    void *data;
    CXCursor anc[WALK_DEPTH];
    int n;
};

static enum CXChildVisitResult walk_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct walk *w = data;
    w->fn(c, w->anc, w->n, w->data);
    if (w->n < WALK_DEPTH) {
        w->anc[w->n++] = c;
        clang_visitChildren(c, walk_visit, w);
        w->n--;
    }
    return CXChildVisit_Continue;
}

void xf_walk(CXCursor root, xf_walk_fn *fn, void *data)
{
    struct walk *w = malloc(sizeof *w);
    if (!w)
        return;
    w->fn = fn;
    w->data = data;
    w->anc[0] = root;
    w->n = 1;
    clang_visitChildren(root, walk_visit, w);
    free(w);
}

bool xf_ref_written(const CXCursor *anc, int n, CXCursor ref)
{
    int k = n - 1;
    /* (v) = ... : through parentheses */
    while (k > 0 && clang_getCursorKind(anc[k]) == CXCursor_ParenExpr)
        k--;
    if (k < 0)
        return false;
    CXCursor p = anc[k];
    enum CXCursorKind kind = clang_getCursorKind(p);
    if (kind == CXCursor_UnaryOperator) {
        enum CXUnaryOperatorKind u = clang_getCursorUnaryOperatorKind(p);
        return u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec ||
               u == CXUnaryOperator_PreInc || u == CXUnaryOperator_PreDec ||
               u == CXUnaryOperator_AddrOf;
    }
    if (kind == CXCursor_BinaryOperator || kind == CXCursor_CompoundAssignOperator) {
        enum CXBinaryOperatorKind b = clang_getCursorBinaryOperatorKind(p);
        if (b < CXBinaryOperator_Assign || b > CXBinaryOperator_OrAssign)
            return false;
        /* the left side: the child that starts where the operator does */
        return xf_begin(k + 1 < n ? anc[k + 1] : ref) == xf_begin(p);
    }
    return false;
}

int xf_grow(void *arr, int n, int *cap, size_t size)
{
    if (n < *cap)
        return 0;
    int c = *cap ? 2 * *cap : 16;
    void *g = realloc(*(void **)arr, (size_t)c * size);
    if (!g)
        return -1;
    *(void **)arr = g;
    *cap = c;
    return 0;
}

struct fns {
    CXCursor *c;
    int n, cap;
};

static enum CXChildVisitResult fn_visit(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct fns *f = data;
    if (clang_getCursorKind(c) == CXCursor_FunctionDecl && clang_isCursorDefinition(c) &&
        clang_Location_isFromMainFile(clang_getCursorLocation(c))) {
        if (xf_grow(&f->c, f->n, &f->cap, sizeof *f->c) != 0)
            return CXChildVisit_Break;
        f->c[f->n++] = c;
    }
    return CXChildVisit_Continue;
}

CXCursor *xf_functions(struct xf_unit *u, int *n)
{
    struct fns f = {0};
    clang_visitChildren(clang_getTranslationUnitCursor(u->tu), fn_visit, &f);
    *n = f.n;
    return f.c;
}

/* ---- edits ------------------------------------------------------------ */

int xf_edit_add(struct xf_edits *E, size_t b, size_t e, const char *with)
{
    if (xf_grow(&E->e, E->n, &E->cap, sizeof *E->e) != 0)
        return -1;
    char *w = strdup(with);
    if (!w)
        return -1;
    E->e[E->n++] = (struct xf_edit){b, e, w};
    return 0;
}

void xf_edits_free(struct xf_edits *E)
{
    for (int i = 0; i < E->n; i++)
        free(E->e[i].with);
    free(E->e);
    memset(E, 0, sizeof *E);
}

/* The edit starting at i, if any. */
static const struct xf_edit *edit_at(const struct xf_edits *E, size_t i)
{
    for (int k = 0; E && k < E->n; k++)
        if (E->e[k].b == i)
            return &E->e[k];
    return NULL;
}

void xf_put_edited(FILE *o, const struct xf *x, size_t b, size_t e, const struct xf_edits *E,
                   const char *from, const char *to)
{
    size_t fl = from ? strlen(from) : 0;
    bool bol = b == 0 || x->text[b - 1] == '\n';
    for (size_t i = b; i < e;) {
        if (bol && from && e - i >= fl && strncmp(x->text + i, from, fl) == 0 &&
            i + fl < e && x->text[i + fl] != '\n') {
            fputs(to, o);
            i += fl;
        }
        bol = false;
        const struct xf_edit *ed = edit_at(E, i);
        if (ed && ed->e <= e) {
            fputs(ed->with, o);
            i = ed->e > i ? ed->e : i + 1;
            continue;
        }
        fputc(x->text[i], o);
        bol = x->text[i] == '\n';
        i++;
    }
}

bool xf_ident_in(const struct xf *x, size_t b, size_t e, const char *name)
{
    for (size_t i = b; i < e;) {
        size_t past = kf_ctext_skip(x->text, e, i, false);
        if (past != i) {
            i = past;
            continue;
        }
        if (kf_ctext_is_ident_start((unsigned char)x->text[i]) &&
            (i == 0 || !kf_ctext_is_ident((unsigned char)x->text[i - 1]))) {
            if (kf_ctext_ident_at(x->text, e, i, name))
                return true;
            while (i < e && kf_ctext_is_ident((unsigned char)x->text[i]))
                i++;
            continue;
        }
        i++;
    }
    return false;
}

static bool taken_has(char (*taken)[64], int ntaken, const char *s)
{
    for (int k = 0; k < ntaken; k++)
        if (strcmp(taken[k], s) == 0)
            return true;
    return false;
}

void xf_fresh(const struct xf *x, const char *base, bool try_base, char (*taken)[64],
              int ntaken, char *out, size_t n)
{
    if (try_base && !taken_has(taken, ntaken, base) && !xf_ident_in(x, 0, x->len, base)) {
        snprintf(out, n, "%s", base);
        return;
    }
    for (int k = 1;; k++) {
        snprintf(out, n, "%s_%d", base, k);
        if (!taken_has(taken, ntaken, out) && !xf_ident_in(x, 0, x->len, out))
            return;
    }
}

bool xf_declarator(const char *type, const char *name, char *out, size_t n)
{
    const char *star = strstr(type, "(*)");
    if (star) { /* a pointer to an array or to a function */
        snprintf(out, n, "%.*s(*%s)%s", (int)(star - type), type, name, star + 3);
        return true;
    }
    if (strchr(type, '('))
        return false; /* a function type, or a pointer spelt another way */
    const char *br = strchr(type, '[');
    if (br) {
        size_t tl = (size_t)(br - type);
        while (tl > 0 && type[tl - 1] == ' ')
            tl--;
        snprintf(out, n, "%.*s %s%s", (int)tl, type, name, br);
        return true;
    }
    size_t tl = strlen(type);
    snprintf(out, n, "%s%s%s", type, tl && type[tl - 1] == '*' ? "" : " ", name);
    return true;
}

int xf_refuse_at(struct xf *x, CXCursor at, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    CXSourceRange r = clang_getCursorExtent(at);
    unsigned line = 0, col = 0, eline = 0, ecol = 0;
    clang_getExpansionLocation(clang_getRangeStart(r), NULL, &line, &col, NULL);
    clang_getExpansionLocation(clang_getRangeEnd(r), NULL, &eline, &ecol, NULL);
    kf_diag_report(x->d, KF_DIAG_ERROR, x->file, line, col, eline == line ? ecol : 0, "%s: %s",
                   x->spec, msg);
    return -1;
}
