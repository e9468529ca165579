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
 * value, any other by pointer, every reference to it then `(*name)`; but
 * a scalar that only serves as the iterator of the loop's own for loops
 * and whose value after the loop nobody reads (local_to_loop()) becomes a
 * local of the new function.
 * Globals need no parameter.  The definition goes to the end of the file,
 * after everything the loop could name, so that the fragments before it
 * keep their loop ids under --all; its prototype goes before the caller.
 *
 * Refused: a loop that returns, jumps with goto or holds a label (the new
 * function would return, or the label leave the caller), a scalar passed
 * by pointer that a macro's body names (a macro's argument is edited
 * where it is spelt), a type it cannot declare.
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
    bool uncovered;  /* named in the loop outside a for that assigns it first */
    bool after_seen, after_read; /* its first reference after the loop; a read */
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
    CXCursor taken[MAX_PARAMS]; /* the caller's variables whose address it takes */
    int ntaken;
    bool in_loop;             /* the loop is inside another loop of the caller */
    const char *why;
    unsigned why_line;
    bool oom;
};

static int find_param(struct outline *ol, CXCursor d);

static bool is_loop_kind(enum CXCursorKind k)
{
    return k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt;
}

static enum CXChildVisitResult first_child(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    *(CXCursor *)data = c;
    return CXChildVisit_Break;
}

/* Does an enclosing for (anc, down to the loop's start lb) begin with
 * `r = ...`, so that the reference sees the value that loop gave r? */
static bool covered(const struct outline *ol, const CXCursor *anc, int n, CXCursor r)
{
    for (int k = n - 1; k >= 0 && xf_begin(anc[k]) >= ol->lb; k--) {
        if (clang_getCursorKind(anc[k]) != CXCursor_ForStmt)
            continue;
        CXCursor init = clang_getNullCursor(), lhs = clang_getNullCursor();
        clang_visitChildren(anc[k], first_child, &init);
        if (clang_getCursorKind(init) != CXCursor_BinaryOperator ||
            clang_getCursorBinaryOperatorKind(init) != CXBinaryOperator_Assign)
            continue;
        /* the init, not the condition: nothing but "for (" before it */
        size_t fb = xf_begin(anc[k]), ib = xf_begin(init);
        if (memchr(ol->x->text + fb, ';', ib - fb))
            continue;
        clang_visitChildren(init, first_child, &lhs);
        if (clang_getCursorKind(lhs) == CXCursor_DeclRefExpr &&
            clang_equalCursors(clang_getCursorReferenced(lhs), r))
            return true;
    }
    return false;
}

/* The first reference after the loop: a plain `v = ...` that reads
 * nothing of v first, or something else (a read). */
static void note_after(struct outline *ol, const CXCursor *anc, int n, CXCursor c, CXCursor r)
{
    int i = find_param(ol, r);
    if (i < 0 || ol->p[i].after_seen)
        return;
    ol->p[i].after_seen = true;
    CXCursor p = n > 0 ? anc[n - 1] : clang_getNullCursor();
    ol->p[i].after_read = !(clang_getCursorKind(p) == CXCursor_BinaryOperator &&
                            clang_getCursorBinaryOperatorKind(p) == CXBinaryOperator_Assign &&
                            xf_begin(p) == xf_begin(c));
}

/* A scalar the loop only uses as the iterator of its own for loops, whose
 * value after the loop nobody reads (the caller assigns it first, or never
 * names it again), whose address is never taken, with no loop around the
 * loop (its next iteration would read it): a local of the new function,
 * not a parameter. */
static bool local_to_loop(const struct outline *ol, const struct pvar *p)
{
    if (p->array || !p->byptr || p->uncovered || p->after_read || ol->in_loop || p->macro)
        return false;
    for (int i = 0; i < ol->ntaken; i++)
        if (clang_equalCursors(ol->taken[i], p->decl))
            return false;
    return true;
}

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
    if (b == ol->lb && is_loop_kind(k))
        for (int a = 0; a < n; a++)
            ol->in_loop |= is_loop_kind(clang_getCursorKind(anc[a]));
    if (k == CXCursor_DeclRefExpr && n > 0 && ol->ntaken < MAX_PARAMS &&
        clang_getCursorKind(anc[n - 1]) == CXCursor_UnaryOperator &&
        clang_getCursorUnaryOperatorKind(anc[n - 1]) == CXUnaryOperator_AddrOf)
        ol->taken[ol->ntaken++] = clang_getCursorReferenced(c);
    if (k == CXCursor_DeclRefExpr && b >= ol->le)
        note_after(ol, anc, n, c, clang_getCursorReferenced(c));
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
    p->uncovered |= !covered(ol, anc, n, r);
    size_t spelt;
    if (!xf_spelt_at(ol->x, c, ol->lb, ol->le, p->name, &spelt))
        p->macro = true;
    else if (xf_edit_add(&ol->refs, spelt, spelt + strlen(p->name), p->name) != 0)
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
            if (p->size != (pass == 0) || local_to_loop(ol, p))
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
            if (p->size != (pass == 0) || local_to_loop(ol, p))
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
        if (i == ol->np || !ol->p[i].byptr || local_to_loop(ol, &ol->p[i]))
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
    fprintf(o, ")\n{\n");
    for (int i = 0; i < ol->np && rc == 0; i++) {
        if (!local_to_loop(ol, &ol->p[i]))
            continue;
        CXString ts = clang_getTypeSpelling(clang_getCursorType(ol->p[i].decl));
        char decl[320];
        if (xf_declarator(clang_getCString(ts), ol->p[i].name, decl, sizeof decl))
            fprintf(o, "%s%s;\n", unit, decl);
        else
            rc = xf_refuse(x, NULL, "%s's type cannot be declared", ol->p[i].name);
        clang_disposeString(ts);
    }
    fputs(unit, o);
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
