/*
 * graph.c: call, control-flow and dependence graphs (include/kforge/graph.h).
 *
 * The call and control-flow graphs walk clang's AST of the unit parsed the
 * front end's way (frontend/c/tu.h); the dependence graph is the analysis's
 * (analyze.h).  SVG comes from graphviz's library in this process.
 *
 * Control flow by structure: every statement kind says where control goes
 * next, so a function's blocks come from one recursive walk; `build` takes
 * the block control is in (-1: none, after a jump) and gives the block it
 * leaves in.
 *
 *   if (c) A else B       for (I; C; N) S           while (C) S
 *     [.. if (c)]           [.. I] -> [C] -T-> [S]    [C] -T-> [S] --+
 *      T/    \F                 ^      |F      |       ^ |F          |
 *     [A]    [B]               [N] <---+-------+       +-+-----------+
 *       \    /                         v                 v
 *       [join]                       [after]           [after]
 *
 * Empty join blocks with one way out are folded into their successor.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <graphviz/gvc.h>

#include "frontend/c/tu.h"
#include "kforge/analyze.h"
#include "kforge/file.h"
#include "kforge/graph.h"

int kf_graph_kind_parse(const char *s, enum kf_graph_kind *kind)
{
    static const char *names[] = {"call", "cfg", "deps"};
    for (int i = 0; i < 3; i++)
        if (strcmp(s, names[i]) == 0) {
            *kind = (enum kf_graph_kind)i;
            return 0;
        }
    return -1;
}

/* ---- text helpers ---- */

struct buf {
    char *s;
    size_t n, cap;
};

static void buf_add(struct buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void buf_add(struct buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (b->n + (size_t)k + 1 > b->cap) {
        b->cap = (b->n + (size_t)k + 1) * 2;
        b->s = realloc(b->s, b->cap);
        if (!b->s)
            abort();
    }
    va_start(ap, fmt);
    vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
    va_end(ap);
    b->n += (size_t)k;
}

/* s as the inside of a DOT string: quotes and backslashes escaped */
static void buf_dot_escaped(struct buf *b, const char *s, size_t n)
{
    for (size_t i = 0; i < n && s[i]; i++) {
        if (s[i] == '"' || s[i] == '\\')
            buf_add(b, "\\%c", s[i]);
        else if (s[i] == '\n' || s[i] == '\t')
            buf_add(b, " ");
        else
            buf_add(b, "%c", s[i]);
    }
}

/* Room for element n of the array p of *cap elements of `size` bytes. */
static void *grow(void *p, int n, int *cap, size_t size)
{
    if (n < *cap)
        return p;
    *cap = *cap ? 2 * *cap : 16;
    p = realloc(p, (size_t)*cap * size);
    if (!p)
        abort();
    return p;
}

/* ---- the unit ---- */

struct unit {
    CXIndex idx;
    CXTranslationUnit tu;
    char *text;
    size_t len;
};

static int unit_open(struct unit *u, const char *file, const struct kf_fe_options *fo, kf_diag *d)
{
    static const struct kf_fe_options none = {0};
    if (!fo)
        fo = &none;
    memset(u, 0, sizeof *u);
    u->text = kf_file_read(file, &u->len);
    if (!u->text) {
        kf_diag_report(d, KF_DIAG_ERROR, file, 0, 0, 0, "cannot read the file: %m");
        return -1;
    }
    u->idx = clang_createIndex(0, 0);
    enum CXErrorCode ec = kf_fe_tu_parse(u->idx, file, fo, u->text, u->len, &u->tu);
    if (ec != CXError_Success || !u->tu) {
        kf_diag_report(d, KF_DIAG_ERROR, file, 0, 0, 0, "libclang could not parse the file (error %d)",
                       (int)ec);
        return -1;
    }
    return kf_fe_tu_errors(u->tu, file, d) ? -1 : 0;
}

static void unit_close(struct unit *u)
{
    if (u->tu)
        clang_disposeTranslationUnit(u->tu);
    if (u->idx)
        clang_disposeIndex(u->idx);
    free(u->text);
}

static unsigned offset_of(CXSourceLocation loc, unsigned *line)
{
    unsigned off = 0, ln = 0;
    clang_getExpansionLocation(loc, NULL, &ln, NULL, &off);
    if (line)
        *line = ln;
    return off;
}

struct kids {
    int n, cap;
    CXCursor *c;
};

static enum CXChildVisitResult collect(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    struct kids *k = data;
    k->c = grow(k->c, k->n, &k->cap, sizeof *k->c);
    k->c[k->n++] = c;
    return CXChildVisit_Continue;
}

static struct kids children(CXCursor c)
{
    struct kids k = {0};
    clang_visitChildren(c, collect, &k);
    return k;
}

static bool in_main_file(CXCursor c)
{
    return clang_Location_isFromMainFile(clang_getCursorLocation(c)) != 0;
}

/* Calls f on every function the file defines (not those of its headers),
 * with its name, in the file's order. */
struct fn_walk {
    void (*f)(CXCursor c, const char *name, void *data);
    void *data;
};

static enum CXChildVisitResult each_function(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    const struct fn_walk *w = data;
    if (clang_getCursorKind(c) == CXCursor_FunctionDecl && in_main_file(c) && clang_isCursorDefinition(c)) {
        CXString s = clang_getCursorSpelling(c);
        w->f(c, clang_getCString(s), w->data);
        clang_disposeString(s);
    }
    return CXChildVisit_Continue;
}

static void for_each_function(const struct unit *u, void (*f)(CXCursor, const char *, void *), void *data)
{
    struct fn_walk w = {f, data};
    clang_visitChildren(clang_getTranslationUnitCursor(u->tu), each_function, &w);
}

/* ---- call graph ---- */

struct callgraph {
    int n, cap;
    struct {
        char *caller, *callee;
        int count;
    } *e;
    int nf, capf;
    char **defined;
    const char *caller; /* the function being walked */
};

static void cg_edge(struct callgraph *g, const char *callee)
{
    for (int i = 0; i < g->n; i++)
        if (strcmp(g->e[i].caller, g->caller) == 0 && strcmp(g->e[i].callee, callee) == 0) {
            g->e[i].count++;
            return;
        }
    g->e = grow(g->e, g->n, &g->cap, sizeof *g->e);
    g->e[g->n].caller = strdup(g->caller);
    g->e[g->n].callee = strdup(callee);
    g->e[g->n].count = 1;
    g->n++;
}

static enum CXChildVisitResult cg_calls(CXCursor c, CXCursor parent, CXClientData data)
{
    (void)parent;
    if (clang_getCursorKind(c) == CXCursor_CallExpr) {
        CXCursor callee = clang_getCursorReferenced(c);
        if (clang_getCursorKind(callee) == CXCursor_FunctionDecl) {
            CXString s = clang_getCursorSpelling(callee);
            cg_edge(data, clang_getCString(s));
            clang_disposeString(s);
        }
    }
    return CXChildVisit_Recurse;
}

static void cg_function(CXCursor c, const char *name, void *data)
{
    struct callgraph *g = data;
    g->defined = grow(g->defined, g->nf, &g->capf, sizeof *g->defined);
    g->defined[g->nf++] = strdup(name);
    g->caller = g->defined[g->nf - 1];
    clang_visitChildren(c, cg_calls, g);
}

static bool cg_is_defined(const struct callgraph *g, const char *f)
{
    for (int i = 0; i < g->nf; i++)
        if (strcmp(g->defined[i], f) == 0)
            return true;
    return false;
}

static char *call_graph(const struct unit *u, const char *function)
{
    struct callgraph g = {0};
    for_each_function(u, cg_function, &g);
    struct buf b = {0};
    buf_add(&b, "digraph calls {\n  node [shape=box, fontname=\"monospace\"];\n");
    for (int i = 0; i < g.nf; i++)
        if (!function || strcmp(g.defined[i], function) == 0)
            buf_add(&b, "  \"%s\";\n", g.defined[i]);
    /* callees defined elsewhere (the C library, other files): dashed */
    for (int i = 0; i < g.n; i++) {
        bool seen = cg_is_defined(&g, g.e[i].callee);
        for (int j = 0; j < i && !seen; j++)
            seen = strcmp(g.e[j].callee, g.e[i].callee) == 0;
        if (!seen && (!function || strcmp(g.e[i].caller, function) == 0))
            buf_add(&b, "  \"%s\" [shape=ellipse, style=dashed];\n", g.e[i].callee);
    }
    for (int i = 0; i < g.n; i++) {
        if (function && strcmp(g.e[i].caller, function) != 0 && strcmp(g.e[i].callee, function) != 0)
            continue;
        buf_add(&b, "  \"%s\" -> \"%s\"", g.e[i].caller, g.e[i].callee);
        if (g.e[i].count > 1)
            buf_add(&b, " [label=\"%d\"]", g.e[i].count);
        buf_add(&b, ";\n");
    }
    buf_add(&b, "}\n");
    for (int i = 0; i < g.n; i++) {
        free(g.e[i].caller);
        free(g.e[i].callee);
    }
    for (int i = 0; i < g.nf; i++)
        free(g.defined[i]);
    free(g.e);
    free(g.defined);
    return b.s;
}

/* ---- control-flow graph ---- */

struct block {
    struct buf text;
    bool entry, exit, gone;
    int name; /* number in the output */
};

struct edge {
    int from, to;
    char label[40];
};

struct cfg {
    const struct unit *u;
    int nb, capb, ne, cape;
    struct block *b;
    struct edge *e;
    int exit;
    int nlabel;
    struct {
        char *name;
        int block;
    } label[64];
};

struct jumps {
    int brk, cont, sw; /* blocks; -1 when there is none */
    bool *has_default;
};

static int new_block(struct cfg *g)
{
    g->b = grow(g->b, g->nb, &g->capb, sizeof *g->b);
    memset(&g->b[g->nb], 0, sizeof g->b[g->nb]);
    return g->nb++;
}

static void add_edge(struct cfg *g, int from, int to, const char *label)
{
    if (from < 0 || to < 0)
        return;
    g->e = grow(g->e, g->ne, &g->cape, sizeof *g->e);
    g->e[g->ne].from = from;
    g->e[g->ne].to = to;
    snprintf(g->e[g->ne].label, sizeof g->e[g->ne].label, "%s", label ? label : "");
    g->ne++;
}

/* "L<line>: <prefix><first line of the cursor's text, at most 40 bytes><suffix>" */
static void add_text(struct cfg *g, int blk, CXCursor c, const char *prefix, const char *suffix)
{
    CXSourceRange r = clang_getCursorExtent(c);
    unsigned line;
    unsigned b = offset_of(clang_getRangeStart(r), &line), e = offset_of(clang_getRangeEnd(r), NULL);
    if (e > g->u->len || b > e)
        b = e = 0;
    size_t n = e - b;
    const char *s = g->u->text + b;
    const char *nl = memchr(s, '\n', n);
    bool cut = nl || n > 40;
    if (nl)
        n = (size_t)(nl - s);
    if (n > 40)
        n = 40;
    struct buf *t = &g->b[blk].text;
    buf_add(t, "L%u: %s", line, prefix);
    buf_dot_escaped(t, s, n);
    buf_add(t, "%s%s\\l", cut ? " ..." : "", suffix);
}

static int ensure(struct cfg *g, int cur)
{
    return cur >= 0 ? cur : new_block(g);
}

static int label_block(struct cfg *g, CXCursor c)
{
    CXString s = clang_getCursorSpelling(c);
    const char *name = clang_getCString(s);
    int blk = -1;
    for (int i = 0; i < g->nlabel && blk < 0; i++)
        if (strcmp(g->label[i].name, name) == 0)
            blk = g->label[i].block;
    if (blk < 0 && g->nlabel < 64) {
        blk = new_block(g);
        g->label[g->nlabel].name = strdup(name);
        g->label[g->nlabel++].block = blk;
    }
    clang_disposeString(s);
    return blk < 0 ? new_block(g) : blk;
}

static int build(struct cfg *g, CXCursor s, int cur, struct jumps j);

/* A statement that is a call of a C library function that does not
 * return: control leaves the function there. */
static bool ends_process(CXCursor s)
{
    static const char *const names[] = {"exit", "abort", "_Exit", "quick_exit", "longjmp", NULL};
    if (clang_getCursorKind(s) != CXCursor_CallExpr)
        return false;
    CXString n = clang_getCursorSpelling(clang_getCursorReferenced(s));
    bool hit = false;
    for (int i = 0; names[i] && !hit; i++)
        hit = strcmp(clang_getCString(n), names[i]) == 0;
    clang_disposeString(n);
    return hit;
}

/* for (init; cond; inc) body: which child is which, from where it starts
 * relative to the header's two semicolons (clang leaves absent parts out) */
static int build_for(struct cfg *g, CXCursor s, int cur, struct jumps j)
{
    struct kids k = children(s);
    unsigned semi[2] = {0, 0}, close = 0;
    unsigned at = offset_of(clang_getRangeStart(clang_getCursorExtent(s)), NULL);
    int depth = 0, ns = 0;
    for (size_t i = at; i < g->u->len && !close; i++) {
        char ch = g->u->text[i];
        if (ch == '(')
            depth++;
        else if (ch == ')' && --depth == 0)
            close = (unsigned)i;
        else if (ch == ';' && depth == 1 && ns < 2)
            semi[ns++] = (unsigned)i;
    }
    CXCursor init = clang_getNullCursor(), cond = init, inc = init, body = init;
    for (int i = 0; i < k.n; i++) {
        unsigned o = offset_of(clang_getRangeStart(clang_getCursorExtent(k.c[i])), NULL);
        if (o < semi[0])
            init = k.c[i];
        else if (o < semi[1])
            cond = k.c[i];
        else if (o < close)
            inc = k.c[i];
        else
            body = k.c[i];
    }
    free(k.c);
    if (!clang_Cursor_isNull(init))
        cur = build(g, init, cur, j);
    int c = new_block(g), after = new_block(g);
    add_edge(g, cur, c, NULL);
    if (clang_Cursor_isNull(cond)) {
        buf_add(&g->b[c].text, "for (;;)\\l");
    } else {
        add_text(g, c, cond, "for (", ")");
        add_edge(g, c, after, "F");
    }
    int n = c;
    if (!clang_Cursor_isNull(inc)) {
        n = new_block(g);
        add_text(g, n, inc, "", "");
        add_edge(g, n, c, NULL);
    }
    int b = new_block(g);
    add_edge(g, c, b, clang_Cursor_isNull(cond) ? NULL : "T");
    if (!clang_Cursor_isNull(body))
        b = build(g, body, b, (struct jumps){after, n, j.sw, j.has_default});
    add_edge(g, b, n, NULL);
    return after;
}

static int build(struct cfg *g, CXCursor s, int cur, struct jumps j)
{
    enum CXCursorKind kind = clang_getCursorKind(s);
    struct kids k = {0};
    int out = cur;
    switch (kind) {
    case CXCursor_CompoundStmt:
        k = children(s);
        for (int i = 0; i < k.n; i++)
            out = build(g, k.c[i], out, j);
        break;
    case CXCursor_IfStmt: {
        k = children(s);
        if (k.n < 2)
            goto plain;
        cur = ensure(g, cur);
        add_text(g, cur, k.c[0], "if (", ")");
        int t = new_block(g), join = new_block(g);
        add_edge(g, cur, t, "T");
        add_edge(g, build(g, k.c[1], t, j), join, NULL);
        if (k.n > 2) {
            int e = new_block(g);
            add_edge(g, cur, e, "F");
            add_edge(g, build(g, k.c[2], e, j), join, NULL);
        } else {
            add_edge(g, cur, join, "F");
        }
        out = join;
        break;
    }
    case CXCursor_ForStmt:
        out = build_for(g, s, cur, j);
        break;
    case CXCursor_WhileStmt: {
        k = children(s);
        if (k.n < 2)
            goto plain;
        int c = new_block(g), b = new_block(g), after = new_block(g);
        add_edge(g, cur, c, NULL);
        add_text(g, c, k.c[0], "while (", ")");
        add_edge(g, c, b, "T");
        add_edge(g, c, after, "F");
        add_edge(g, build(g, k.c[1], b, (struct jumps){after, c, j.sw, j.has_default}), c, NULL);
        out = after;
        break;
    }
    case CXCursor_DoStmt: {
        k = children(s);
        if (k.n < 2)
            goto plain;
        int b = new_block(g), c = new_block(g), after = new_block(g);
        add_edge(g, cur, b, NULL);
        add_text(g, c, k.c[1], "do ... while (", ")");
        add_edge(g, build(g, k.c[0], b, (struct jumps){after, c, j.sw, j.has_default}), c, NULL);
        add_edge(g, c, b, "T");
        add_edge(g, c, after, "F");
        out = after;
        break;
    }
    case CXCursor_SwitchStmt: {
        k = children(s);
        if (k.n < 2)
            goto plain;
        cur = ensure(g, cur);
        add_text(g, cur, k.c[0], "switch (", ")");
        int after = new_block(g);
        bool has_default = false;
        add_edge(g, build(g, k.c[1], -1, (struct jumps){after, j.cont, cur, &has_default}), after,
                 NULL);
        if (!has_default)
            add_edge(g, cur, after, "default");
        out = after;
        break;
    }
    case CXCursor_CaseStmt:
    case CXCursor_DefaultStmt: {
        k = children(s);
        int blk = new_block(g);
        add_edge(g, cur, blk, NULL); /* falling through */
        if (kind == CXCursor_DefaultStmt) {
            add_edge(g, j.sw, blk, "default");
            if (j.has_default)
                *j.has_default = true;
            buf_add(&g->b[blk].text, "default:\\l");
        } else if (k.n > 0) {
            add_text(g, blk, k.c[0], "case ", ":");
            add_edge(g, j.sw, blk, "case");
        }
        out = k.n > 0 ? build(g, k.c[k.n - 1], blk, j) : blk;
        break;
    }
    case CXCursor_BreakStmt:
    case CXCursor_ContinueStmt:
        cur = ensure(g, cur);
        add_text(g, cur, s, "", "");
        add_edge(g, cur, kind == CXCursor_BreakStmt ? j.brk : j.cont, NULL);
        out = -1;
        break;
    case CXCursor_ReturnStmt:
        cur = ensure(g, cur);
        add_text(g, cur, s, "", "");
        add_edge(g, cur, g->exit, NULL);
        out = -1;
        break;
    case CXCursor_GotoStmt: {
        cur = ensure(g, cur);
        add_text(g, cur, s, "", "");
        add_edge(g, cur, label_block(g, clang_getCursorReferenced(s)), NULL);
        out = -1;
        break;
    }
    case CXCursor_LabelStmt: {
        k = children(s);
        int blk = label_block(g, s);
        add_edge(g, cur, blk, NULL);
        out = k.n > 0 ? build(g, k.c[k.n - 1], blk, j) : blk;
        break;
    }
    case CXCursor_NullStmt:
        break;
    default:
    plain:
        out = ensure(g, cur);
        add_text(g, out, s, "", "");
        if (ends_process(s)) {
            add_edge(g, out, g->exit, NULL);
            out = -1;
        }
        break;
    }
    free(k.c);
    return out;
}

/* Folds empty blocks with one way out into their successor; drops empty
 * blocks nothing reaches. */
static void fold_empty(struct cfg *g)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (int b = 0; b < g->nb; b++) {
            struct block *bl = &g->b[b];
            if (bl->gone || bl->entry || bl->exit || bl->text.n > 0)
                continue;
            int nout = 0, nin = 0, to = -1;
            for (int i = 0; i < g->ne; i++) {
                if (g->e[i].from == b) {
                    nout++;
                    to = g->e[i].to;
                }
                nin += g->e[i].to == b;
            }
            if ((nout == 1 && to != b) || (nout == 0 && nin == 0)) {
                for (int i = 0; i < g->ne; i++)
                    if (g->e[i].to == b)
                        g->e[i].to = to;
                for (int i = 0; i < g->ne; i++)
                    if (g->e[i].from == b || g->e[i].to < 0)
                        g->e[i--] = g->e[--g->ne];
                bl->gone = true;
                changed = true;
            }
        }
    }
}

static void cfg_print(struct cfg *g, const char *fn, struct buf *out)
{
    buf_add(out, "  subgraph \"cluster_%s\" {\n    label=\"%s\";\n", fn, fn);
    int n = 0;
    for (int b = 0; b < g->nb; b++) {
        struct block *bl = &g->b[b];
        if (bl->gone)
            continue;
        if (bl->entry)
            buf_add(out, "    %s_entry [label=\"ENTRY\", shape=oval];\n", fn);
        else if (bl->exit)
            buf_add(out, "    %s_exit [label=\"EXIT\", shape=oval];\n", fn);
        else
            buf_add(out, "    %s_B%d [label=\"%s\"];\n", fn, bl->name = ++n, bl->text.s ? bl->text.s : "");
    }
    for (int i = 0; i < g->ne; i++) {
        const struct block *f = &g->b[g->e[i].from], *t = &g->b[g->e[i].to];
        char from[16], to[16];
        snprintf(from, sizeof from, f->entry ? "entry" : f->exit ? "exit" : "B%d", f->name);
        snprintf(to, sizeof to, t->entry ? "entry" : t->exit ? "exit" : "B%d", t->name);
        buf_add(out, "    %s_%s -> %s_%s", fn, from, fn, to);
        if (g->e[i].label[0])
            buf_add(out, " [label=\"%s\"]", g->e[i].label);
        buf_add(out, ";\n");
    }
    buf_add(out, "  }\n");
}

struct cfg_walk {
    const struct unit *u;
    const char *function;
    struct buf out;
    int nfound;
};

static void cfg_function(CXCursor c, const char *fn, void *data)
{
    struct cfg_walk *w = data;
    if (!w->function || strcmp(fn, w->function) == 0) {
        struct kids k = children(c);
        CXCursor body = k.n ? k.c[k.n - 1] : clang_getNullCursor();
        if (clang_getCursorKind(body) == CXCursor_CompoundStmt) {
            struct cfg g = {.u = w->u};
            int entry = new_block(&g);
            g.b[entry].entry = true;
            g.exit = new_block(&g);
            g.b[g.exit].exit = true;
            int first = new_block(&g);
            add_edge(&g, entry, first, NULL);
            add_edge(&g, build(&g, body, first, (struct jumps){-1, -1, -1, NULL}), g.exit, NULL);
            fold_empty(&g);
            cfg_print(&g, fn, &w->out);
            for (int b = 0; b < g.nb; b++)
                free(g.b[b].text.s);
            for (int i = 0; i < g.nlabel; i++)
                free(g.label[i].name);
            free(g.b);
            free(g.e);
            w->nfound++;
        }
        free(k.c);
    }
}

static char *cfg_graph(const struct unit *u, const char *file, const char *function, kf_diag *d)
{
    struct cfg_walk w = {.u = u, .function = function};
    buf_add(&w.out, "digraph cfg {\n  node [shape=box, fontname=\"monospace\"];\n");
    for_each_function(u, cfg_function, &w);
    buf_add(&w.out, "}\n");
    if (function && w.nfound == 0) {
        kf_diag_report(d, KF_DIAG_ERROR, file, 0, 0, 0, "no function '%s' is defined in the file",
                       function);
        free(w.out.s);
        return NULL;
    }
    return w.out.s;
}

/* ---- dependence graph ---- */

static char *deps_graph(const char *file, const struct kf_fe_options *fo, const char *function,
                        kf_diag *d)
{
    struct kf_analysis *a = kf_analyze_file(file, fo, d);
    if (!a || kf_diag_errors(d) > 0) {
        kf_analysis_free(a);
        return NULL;
    }
    /* the fragments of `function` only: a view of the same analysis */
    struct kf_program p = *a->prog;
    struct kf_analysis view = {.prog = &p};
    p.frags = calloc((size_t)a->nfrag + 1, sizeof *p.frags);
    view.models = calloc((size_t)a->nfrag + 1, sizeof *view.models);
    view.deps = calloc((size_t)a->nfrag + 1, sizeof *view.deps);
    if (!p.frags || !view.models || !view.deps)
        abort();
    for (int i = 0; i < a->nfrag; i++)
        if (!function || strcmp(a->prog->frags[i]->function, function) == 0) {
            p.frags[view.nfrag] = a->prog->frags[i];
            view.models[view.nfrag] = a->models[i];
            view.deps[view.nfrag++] = a->deps[i];
        }
    p.nfrag = view.nfrag;
    char *s = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&s, &n);
    if (!f)
        abort();
    kf_analyze_print_dot(&view, f);
    fclose(f);
    free(p.frags);
    free(view.models);
    free(view.deps);
    kf_analysis_free(a);
    return s;
}

char *kf_graph_dot(const char *file, const struct kf_fe_options *fo, enum kf_graph_kind kind,
                   const char *function, kf_diag *d)
{
    if (kind == KF_GRAPH_DEPS)
        return deps_graph(file, fo, function, d);
    struct unit u;
    char *s = NULL;
    if (unit_open(&u, file, fo, d) == 0)
        s = kind == KF_GRAPH_CALL ? call_graph(&u, function) : cfg_graph(&u, file, function, d);
    unit_close(&u);
    return s;
}

char *kf_graph_svg(const char *dot, const char *what, kf_diag *d)
{
    GVC_t *gvc = gvContext();
    Agraph_t *g = gvc ? agmemread(dot) : NULL;
    char *out = NULL, *data = NULL;
    unsigned len = 0;
    if (!g)
        kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "graphviz could not read the graph of %s", what);
    else if (gvLayout(gvc, g, "dot") != 0)
        kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "graphviz could not lay out the graph of %s",
                       what);
    else if (gvRenderData(gvc, g, "svg", &data, &len) != 0 || !data)
        kf_diag_report(d, KF_DIAG_ERROR, NULL, 0, 0, 0, "graphviz could not render %s as SVG", what);
    else if ((out = malloc(len + 1)) != NULL) {
        memcpy(out, data, len);
        out[len] = '\0';
    }
    if (data)
        gvFreeRenderData(data);
    if (g) {
        gvFreeLayout(gvc, g);
        agclose(g);
    }
    if (gvc)
        gvFreeContext(gvc);
    return out;
}
