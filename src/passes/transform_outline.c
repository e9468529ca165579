/*
 * transform_outline.c: subroutine splitting (seed 003 §2's "Subroutine
 * splitting"), `outline(LOOP[, NAME])`: the loop moves into a new static
 * function and a call takes its place.
 *
 *   static void kernel_L2(int n, double A[20], double *s);   <- before the caller
 *   void kernel(int n, double A[20])
 *   {
 *       double s = 0;
 *       kernel_L2(n, A, &s);                                  <- where L2 was
 *       ...
 *   }
 *   ...                                                      <- the file's end:
 *   static void kernel_L2(int n, double A[20], double *s)
 *   {
 *       for (int i = 0; i < n; i++)
 *           (*s) += A[i];
 *   }
 *
 * The parameters are the caller's locals and parameters the loop names
 * (clang's references, in the order the loop first names them; the
 * variables a variable-length array's type names come first): an array
 * as it is declared (it decays to a pointer: the loop indexes the same
 * elements), a scalar the loop never assigns nor takes the address of by
 * value, any other by pointer, every reference to it then `(*name)`.
 * Globals need no parameter.  The definition goes to the end of the file,
 * after everything the loop could name, so that the fragments before it
 * keep their loop ids under --all; its prototype goes before the caller.
 *
 * Refused: a loop that returns, jumps with goto or holds a label (the new
 * function would return, or the label leave the caller), a scalar passed
 * by pointer that a macro's expansion names, a type it cannot declare.
 */
#include <stdlib.h>
#include <string.h>

#include "passes/transform_ast.h"
#include "support/ctext.h"

enum { MAX_PARAMS = 64 };

struct pvar {
    CXCursor decl;
    char name[64];
    bool byptr, array, macro, size;
};

struct outline {
    struct xf *x;
    const struct kf_node *L;
    size_t lb, le;
    struct pvar p[MAX_PARAMS];
    int np;
    struct xf_edits refs;     /* each reference: [b, e), with the name it refers to */
    CXCursor locals[MAX_PARAMS * 4]; /* the caller's declarations outside the loop */
    int nlocal;
    const char *why;
    unsigned why_line;
    bool oom;
};

static int find_param(struct outline *ol, CXCursor d)
{
    for (int i = 0; i < ol->np; i++)
        if (clang_equalCursors(ol->p[i].decl, d))
            return i;
    return -1;
}

static int add_param(struct outline *ol, CXCursor d)
{
    int i = find_param(ol, d);
    if (i >= 0)
        return i;
    if (ol->np == MAX_PARAMS) {
        ol->why = "the loop names too many of the caller's variables";
        return -1;
    }
    struct pvar *p = &ol->p[ol->np];
    memset(p, 0, sizeof *p);
    p->decl = d;
    xf_name(d, p->name, sizeof p->name);
    enum CXTypeKind k = clang_getCursorType(d).kind;
    p->array = k == CXType_ConstantArray || k == CXType_IncompleteArray ||
               k == CXType_VariableArray || k == CXType_DependentSizedArray;
    return ol->np++;
}

static void outline_visit(CXCursor c, const CXCursor *anc, int n, void *data)
{
    struct outline *ol = data;
    size_t b = xf_begin(c);
    bool inside = b >= ol->lb && b < ol->le;
    enum CXCursorKind k = clang_getCursorKind(c);
    if ((k == CXCursor_VarDecl || k == CXCursor_ParmDecl) && !inside &&
        ol->nlocal < (int)(sizeof ol->locals / sizeof ol->locals[0]))
        ol->locals[ol->nlocal++] = c;
    if (!inside)
        return;
    if (k == CXCursor_ReturnStmt || k == CXCursor_GotoStmt || k == CXCursor_IndirectGotoStmt ||
        k == CXCursor_LabelStmt) {
        if (!ol->why) {
            ol->why = k == CXCursor_ReturnStmt ? "the loop returns from the function"
                                               : "the loop holds a goto or a label";
            ol->why_line = xf_line(clang_getCursorLocation(c));
        }
        return;
    }
    if (k != CXCursor_DeclRefExpr)
        return;
    CXCursor r = clang_getCursorReferenced(c);
    enum CXCursorKind rk = clang_getCursorKind(r);
    if ((rk != CXCursor_VarDecl && rk != CXCursor_ParmDecl) || xf_file_scope(r))
        return;
    size_t at = xf_off(clang_getCursorLocation(r));
    if (at >= ol->lb && at < ol->le)
        return; /* declared in the loop: it moves with it */
    if (rk == CXCursor_VarDecl && clang_Cursor_getStorageClass(r) == CX_SC_Static && !ol->why) {
        ol->why = "the loop names a static local of the caller";
        ol->why_line = xf_line(clang_getCursorLocation(c));
    }
    int i = add_param(ol, r);
    if (i < 0)
        return;
    struct pvar *p = &ol->p[i];
    if (!p->array && xf_ref_written(anc, n, c))
        p->byptr = true;
    p->macro |= xf_from_macro(c);
    if (xf_edit_add(&ol->refs, xf_begin(c), xf_end(c), p->name) != 0)
        ol->oom = true;
}

/* The variables a variable-length array's type names become parameters
 * too, marked as sizes (they come first). */
static void add_sizes(struct outline *ol)
{
    int np = ol->np;
    for (int i = 0; i < np; i++) {
        if (!ol->p[i].array && clang_getCursorType(ol->p[i].decl).kind != CXType_Pointer)
            continue;
        CXString ts = clang_getTypeSpelling(clang_getCursorType(ol->p[i].decl));
        const char *t = strchr(clang_getCString(ts), '[');
        size_t len;
        for (const char *id = kf_ctext_next_ident(t, &len); id; id = kf_ctext_next_ident(id + len, &len)) {
            for (int l = 0; l < ol->nlocal; l++) {
                char name[64];
                xf_name(ol->locals[l], name, sizeof name);
                if (strlen(name) != len || strncmp(name, id, len) != 0)
                    continue;
                int k = add_param(ol, ol->locals[l]);
                if (k >= 0)
                    ol->p[k].size = true;
                break;
            }
        }
        clang_disposeString(ts);
    }
}

/* "int n, double A[20], double *s" (or "void") */
static int put_params(FILE *o, struct outline *ol)
{
    int put = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < ol->np; i++) {
            struct pvar *p = &ol->p[i];
            if (p->size != (pass == 0))
                continue;
            CXString ts = clang_getTypeSpelling(clang_getCursorType(p->decl));
            char type[256], decl[320];
            snprintf(type, sizeof type, "%s%s", clang_getCString(ts), p->byptr ? " *" : "");
            clang_disposeString(ts);
            if ((p->byptr && strpbrk(type, "([")) || !xf_declarator(type, p->name, decl, sizeof decl))
                return xf_refuse(ol->x, NULL, "%s's type (%s) cannot be written as a parameter",
                                 p->name, type);
            fprintf(o, "%s%s", put++ ? ", " : "", decl);
        }
    if (!put)
        fputs("void", o);
    return 0;
}

static void put_args(FILE *o, const struct outline *ol)
{
    int put = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < ol->np; i++) {
            const struct pvar *p = &ol->p[i];
            if (p->size != (pass == 0))
                continue;
            fprintf(o, "%s%s%s", put++ ? ", " : "", p->byptr ? "&" : "", p->name);
        }
}

/* The function of the file whose definition holds text[at]. */
static bool caller_of(struct xf_unit *u, size_t at, CXCursor *fn)
{
    int n;
    CXCursor *fns = xf_functions(u, &n);
    bool found = false;
    for (int i = 0; i < n && !found; i++)
        if (at >= xf_begin(fns[i]) && at < xf_end(fns[i])) {
            *fn = fns[i];
            found = true;
        }
    free(fns);
    return found;
}

static int emit(struct outline *ol, CXCursor fn, const char *name)
{
    struct xf *x = ol->x;
    /* each reference to a parameter passed by pointer reads through it */
    struct xf_edits E = {0};
    for (int r = 0; r < ol->refs.n; r++) {
        int i;
        for (i = 0; i < ol->np; i++)
            if (strcmp(ol->p[i].name, ol->refs.e[r].with) == 0)
                break;
        if (i == ol->np || !ol->p[i].byptr)
            continue;
        char with[80];
        snprintf(with, sizeof with, "(*%s)", ol->p[i].name);
        if (xf_edit_add(&E, ol->refs.e[r].b, ol->refs.e[r].e, with) != 0) {
            xf_edits_free(&E);
            return xf_refuse(x, NULL, "out of memory");
        }
    }
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o) {
        xf_edits_free(&E);
        return xf_refuse(x, NULL, "out of memory");
    }
    size_t proto = kf_ctext_line_start(x->text, xf_begin(fn));
    /* the loop's lines one step in from the new function's braces: the
     * step is the one inside the loop */
    char ind[64] = "", unit[32];
    size_t ls;
    int w = kf_ctext_indent(x->text, ol->lb, &ls);
    if (w > 0 && (size_t)w < sizeof ind)
        snprintf(ind, sizeof ind, "%.*s", w, x->text + ls);
    xf_unit_of(x, ol->L, ind, unit, sizeof unit);
    fprintf(o, "static void %s(", name);
    int rc = put_params(o, ol);
    fprintf(o, ");\n");
    fwrite(x->text + proto, 1, ol->lb - proto, o);
    fprintf(o, "%s(", name);
    put_args(o, ol);
    fprintf(o, ");");
    fwrite(x->text + ol->le, 1, x->len - ol->le, o);
    if (x->len && x->text[x->len - 1] != '\n')
        fputc('\n', o);
    fprintf(o, "\nstatic void %s(", name);
    rc = rc ? rc : put_params(o, ol);
    fprintf(o, ")\n{\n%s", unit);
    xf_put_edited(o, x, ol->lb, ol->le, &E, ind, unit);
    fprintf(o, "\n}\n");
    xf_edits_free(&E);
    char *text = xf_close_stream(o, &buf);
    if (rc || !text) {
        free(text);
        return rc ? rc : xf_refuse(x, NULL, "out of memory");
    }
    x->begin = proto;
    x->end = x->len;
    x->repl = text;
    return 0;
}

int xf_outline(struct xf *x)
{
    int frag;
    const struct kf_node *L = xf_loop(x, 0, &frag);
    if (!L)
        return -1;
    if (x->nargs > 2)
        return xf_refuse(x, L, "expected outline(LOOP[, NAME])");
    struct outline *ol = calloc(1, sizeof *ol);
    if (!ol)
        return xf_refuse(x, L, "out of memory");
    ol->x = x;
    ol->L = L;
    ol->lb = L->header.begin.offset;
    ol->le = xf_node_end(x, L);
    struct xf_unit u;
    int rc = -1;
    CXCursor fn;
    if (xf_unit_open(x, &u) != 0)
        goto out;
    if (!caller_of(&u, ol->lb, &fn)) {
        rc = xf_refuse(x, L, "%s is not in a function of the file", L->id);
        goto out;
    }
    char name[64], callern[64];
    xf_name(fn, callern, sizeof callern);
    if (x->nargs == 2) {
        snprintf(name, sizeof name, "%s", x->arg[1]);
        for (const char *s = name; *s; s++)
            if (!kf_ctext_is_ident((unsigned char)*s) || !kf_ctext_is_ident_start((unsigned char)name[0])) {
                rc = xf_refuse(x, L, "'%s' is not a function name", name);
                goto out;
            }
        if (xf_ident_in(x, 0, x->len, name)) {
            rc = xf_refuse(x, L, "the file already names %s", name);
            goto out;
        }
    } else {
        char base[160];
        snprintf(base, sizeof base, "%.60s_%.60s", callern, L->id);
        for (char *s = base; *s; s++)
            if (*s == '.')
                *s = '_';
        xf_fresh(x, base, true, NULL, 0, name, sizeof name);
    }
    xf_walk(fn, outline_visit, ol);
    add_sizes(ol);
    if (ol->oom) {
        rc = xf_refuse(x, L, "out of memory");
        goto out;
    }
    if (ol->why) {
        rc = ol->why_line ? xf_refuse(x, L, "%s cannot move into a function: %s (line %u)", L->id,
                                      ol->why, ol->why_line)
                          : xf_refuse(x, L, "%s cannot move into a function: %s", L->id, ol->why);
        goto out;
    }
    for (int i = 0; i < ol->np; i++)
        if (ol->p[i].byptr && ol->p[i].macro) {
            rc = xf_refuse(x, L, "%s: a macro's expansion names %s, which the loop assigns (it "
                           "would be passed by pointer)", L->id, ol->p[i].name);
            goto out;
        }
    rc = emit(ol, fn, name);
out:
    xf_unit_close(&u);
    xf_edits_free(&ol->refs);
    free(ol);
    return rc;
}
