/*
 * transform_loops.c: the transformations of `kforge transform`
 * (include/kforge/transform.h), each a shape test, a legality test and
 * one edit written from the IR's source ranges: headers, statements and
 * comments are copied from the user's text, never re-printed.
 *
 * The new schedules (model.h's 2d+1 form, a_k the old dimensions, L at
 * depth d, its position a_2d, its iterator a_2d+1):
 *
 *   interchange(A, B)  statements under B: a_2dA+1 and a_2dB+1 swapped
 *   distribute(L)      a_2d -> G*a_2d + g, g the group of the statement's
 *                      child of L (0 outside L), G the number of groups
 *   fuse(A, B)         statements under B: a_2d -> a_2d - (cB - cA),
 *                      a_2d+2 -> a_2d+2 + nA (after A's body)
 *
 * strip-mining and tiling are tile.h's; unrolling and peeling keep every
 * instance's time (their legality is their shape).
 */
#include <stdlib.h>
#include <string.h>

#include "passes/tile.h"
#include "passes/transform_int.h"
#include "passes/xform.h"
#include "support/ctext.h"

/* ---- text ------------------------------------------------------------- */

size_t xf_past_semi(const struct xf *x, size_t off)
{
    size_t e = off;
    while (e < x->len && (x->text[e] == ' ' || x->text[e] == '\t'))
        e++;
    return e < x->len && x->text[e] == ';' ? e + 1 : off;
}

/* One past the end of node n's text, its ';' included. */
size_t xf_node_end(const struct xf *x, const struct kf_node *n)
{
    return xf_past_semi(x, n->range.end.offset);
}

/* Past the blanks, a // comment and the newline after `off`, when the
 * line holds nothing else; else off. */
static size_t line_after(const struct xf *x, size_t off)
{
    size_t i = off;
    while (i < x->len && (x->text[i] == ' ' || x->text[i] == '\t'))
        i++;
    while (i + 1 < x->len && x->text[i] == '/' && (x->text[i + 1] == '/' || x->text[i + 1] == '*')) {
        i = kf_ctext_skip(x->text, x->len, i, false);
        while (i < x->len && (x->text[i] == ' ' || x->text[i] == '\t'))
            i++;
    }
    return i < x->len && x->text[i] == '\n' ? i + 1 : off;
}

/* L's indentation (it must start its line): into ind; false if not. */
bool xf_indent_of(const struct xf *x, const struct kf_node *L, char *ind, size_t n)
{
    size_t ls;
    int w = kf_ctext_indent(x->text, L->header.begin.offset, &ls);
    if (w < 0 || (size_t)w >= n)
        return false;
    snprintf(ind, n, "%.*s", w, x->text + ls);
    return true;
}

/* The indentation step inside L: its first child's indentation less L's,
 * or four spaces. */
void xf_unit_of(const struct xf *x, const struct kf_node *L, const char *ind, char *unit,
                    size_t n)
{
    snprintf(unit, n, "    ");
    if (L->nchild == 0)
        return;
    size_t ls;
    int w = kf_ctext_indent(x->text, L->child[0]->range.begin.offset, &ls);
    size_t il = strlen(ind);
    if (w > (int)il && (size_t)w - il < n && strncmp(x->text + ls, ind, il) == 0)
        snprintf(unit, n, "%.*s", (int)((size_t)w - il), x->text + ls + il);
}

/* The interior of L's body between '{' and '}'; false when the body is
 * one statement. */
static bool interior(const struct xf *x, const struct kf_node *L, size_t *b, size_t *e)
{
    size_t bb = L->body.begin.offset, be = L->body.end.offset;
    if (bb >= x->len || x->text[bb] != '{' || be <= bb + 1 || be > x->len ||
        x->text[be - 1] != '}')
        return false;
    *b = bb + 1;
    *e = be - 1;
    return true;
}

/* Does the statement that replaces L need braces to stay one statement
 * (L is the body of a loop, an if or an else without braces, or the
 * statement a #pragma kforge target marks)?  Read backwards from L's
 * header over blanks, comments and preprocessor lines. */
bool xf_needs_braces(const struct xf *x, const struct kf_fragment *f, const struct kf_node *L)
{
    if (f->kind == KF_FRAG_TARGET && !L->parent)
        return true;
    size_t i = L->header.begin.offset;
    while (i > 0) {
        char c = x->text[i - 1];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            i--;
        } else if (c == '/' && i >= 2 && x->text[i - 2] == '*') {
            i -= 2;
            while (i >= 2 && !(x->text[i - 2] == '/' && x->text[i - 1] == '*'))
                i--;
            i = i >= 2 ? i - 2 : 0;
        } else {
            size_t ls = kf_ctext_line_start(x->text, i - 1), k = ls;
            while (k < i && (x->text[k] == ' ' || x->text[k] == '\t'))
                k++;
            if (k < i && x->text[k] == '#') {
                i = ls;
                continue;
            }
            return c != '{' && c != '}' && c != ';';
        }
    }
    return false;
}

/* text[b, e), the leading `from` of each line after the first replaced
 * by `to`, and every whole identifier `name` (not a member after . or ->,
 * nor in a comment or literal) by `with` (NULL: kept). */
void xf_put_copy(FILE *o, const struct xf *x, size_t b, size_t e, const char *from,
                     const char *to, const char *name, const char *with)
{
    const char *t = x->text;
    size_t fl = strlen(from);
    for (size_t i = b; i < e;) {
        if (i > 0 && t[i - 1] == '\n' && i + fl <= e && strncmp(t + i, from, fl) == 0) {
            fputs(to, o);
            i += fl;
            continue;
        }
        size_t past = kf_ctext_skip(t, e, i, false);
        if (past != i) {
            fprintf(o, "%.*s", (int)(past - i), t + i);
            i = past;
            continue;
        }
        if (kf_ctext_is_ident(t[i]) && (i == b || !kf_ctext_is_ident(t[i - 1]))) {
            size_t n = i;
            while (n < e && kf_ctext_is_ident(t[n]))
                n++;
            size_t p = i;
            while (p > b && (t[p - 1] == ' ' || t[p - 1] == '\t'))
                p--;
            bool member = p > b && (t[p - 1] == '.' || (p > b + 1 && t[p - 1] == '>' &&
                                                          t[p - 2] == '-'));
            if (with && !member && kf_ctext_ident_at(t, e, i, name))
                fputs(with, o);
            else
                fprintf(o, "%.*s", (int)(n - i), t + i);
            i = n;
            continue;
        }
        fputc(t[i++], o);
    }
}

/* The stream's text (open_memstream's buffer is only set by fclose). */
char *xf_close_stream(FILE *o, char **buf)
{
    if (fclose(o) != 0) {
        free(*buf);
        return NULL;
    }
    return *buf;
}

/* ---- interchange ------------------------------------------------------ */

struct swap {
    int da, db;
    const struct kf_node *B;
};

static void swap_dim(const void *arg, const struct kf_stmt *s, int d, char *buf, size_t n)
{
    const struct swap *w = arg;
    int k = d;
    if (xf_in_subtree(s, w->B) && d == w->da)
        k = w->db;
    else if (xf_in_subtree(s, w->B) && d == w->db)
        k = w->da;
    snprintf(buf, n, "a%d", k);
}

int xf_interchange(struct xf *x)
{
    int fa, fb;
    const struct kf_node *A = xf_loop(x, 0, &fa), *B = A ? xf_loop(x, 1, &fb) : NULL;
    if (!A || !B)
        return -1;
    if (x->nargs != 2)
        return xf_refuse(x, NULL, "interchange takes two loops");
    if (B->depth < A->depth) {
        const struct kf_node *t = A;
        A = B, B = t;
    }
    const struct kf_fragment *f = x->a->prog->frags[fa];
    const struct kf_node *chain[64];
    int n = 0;
    const struct kf_node *c = B;
    while (c && c != A && n < 63)
        chain[n++] = c, c = c->parent;
    if (fa != fb || A == B || c != A)
        return xf_refuse(x, A, "%s is not a loop inside %s", B->id, A->id);
    chain[n++] = A;
    for (int i = 0; i + 1 < n; i++) {
        const struct kf_node *p = chain[i + 1];
        if (p->nchild != 1 || p->nelse != 0 || p->child[0] != chain[i])
            return xf_refuse(x, A, "%s and %s are not a perfect nest: %s is not the only "
                             "statement of %s (distribute first)",
                             A->id, B->id, chain[i]->id, p->id);
    }
    for (int i = 0; i < n; i++) {
        if (xf_plain_loop(x, fa, chain[i]) != 0)
            return -1;
        for (int j = 0; j < n; j++)
            if (i != j && kf_xform_bounds_use(chain[i], chain[j]->iter))
                return xf_refuse(x, chain[i],
                                 "the bounds of %s use %s or are not affine: the nest is not a "
                                 "rectangle, and only rectangles are interchanged",
                                 chain[i]->id, f->vars[chain[j]->iter].name);
    }
    struct swap w = {2 * A->depth + 1, 2 * B->depth + 1, B};
    if (xf_legal(x, fa, A, swap_dim, &w) != 0)
        return -1;
    size_t ab = A->header.begin.offset, ae = kf_xform_header_end(x->text, x->len, A);
    size_t bb = B->header.begin.offset, be = kf_xform_header_end(x->text, x->len, B);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return xf_refuse(x, NULL, "out of memory");
    fprintf(o, "%.*s%.*s%.*s", (int)(be - bb), x->text + bb, (int)(bb - ae), x->text + ae,
            (int)(ae - ab), x->text + ab);
    x->begin = ab;
    x->end = be;
    x->repl = xf_close_stream(o, &buf);
    return 0;
}

/* ---- distribution ----------------------------------------------------- */

struct groups {
    const struct kf_node *L;
    int ngroup;
    const int *group; /* per child of L */
};

/* The child of L that holds s. */
static int child_of(const struct kf_node *L, const struct kf_stmt *s)
{
    for (int i = 0; i < L->nchild; i++)
        if (s->range.begin.offset >= L->child[i]->range.begin.offset &&
            s->range.begin.offset < L->child[i]->range.end.offset + 1)
            return i;
    return 0;
}

static void group_dim(const void *arg, const struct kf_stmt *s, int d, char *buf, size_t n)
{
    const struct groups *g = arg;
    if (d != 2 * g->L->depth)
        snprintf(buf, n, "a%d", d);
    else if (xf_in_subtree(s, g->L))
        snprintf(buf, n, "%d*a%d + %d", g->ngroup, d, g->group[child_of(g->L, s)]);
    else
        snprintf(buf, n, "%d*a%d", g->ngroup, d);
}

/* Is variable v used by a child of L in group g (node->use)? */
static bool group_uses(const struct kf_node *L, const int *group, int g, int v)
{
    for (int i = 0; i < L->nchild; i++)
        for (int u = 0; group[i] == g && u < L->child[i]->nuse; u++)
            if (L->child[i]->use[u] == v)
                return true;
    return false;
}

int xf_distribute(struct xf *x)
{
    int fr;
    const struct kf_node *L = xf_loop(x, 0, &fr);
    if (!L)
        return -1;
    const struct kf_fragment *f = x->a->prog->frags[fr];
    long split = x->nargs > 1 ? xf_int(x, 1, 1) : 0;
    if (split < 0 || x->nargs > 2)
        return split < 0 ? -1 : xf_refuse(x, NULL, "distribute takes a loop and a count");
    if (L->nchild < 2)
        return xf_refuse(x, L, "%s's body has one statement: nothing to distribute", L->id);
    if (split >= L->nchild)
        return xf_refuse(x, L, "%s's body has %d statements: N must be less", L->id, L->nchild);
    if (L->nelse || xf_plain_loop(x, fr, L) != 0)
        return -1;
    size_t ib, ie;
    char ind[128], unit[64];
    if (!interior(x, L, &ib, &ie) || !xf_indent_of(x, L, ind, sizeof ind))
        return xf_refuse(x, L, "%s does not start its line or its body is not a block", L->id);
    xf_unit_of(x, L, ind, unit, sizeof unit);
    int group[256], ng = split ? 2 : L->nchild;
    if (L->nchild > 256)
        return xf_refuse(x, L, "%s's body has too many statements", L->id);
    for (int i = 0; i < L->nchild; i++)
        group[i] = split ? (i >= split) : i;
    /* the body split at the line ends after each group's last child */
    size_t cut[257];
    cut[0] = ib;
    for (int g = 1; g < ng; g++) {
        int last = -1;
        for (int i = 0; i < L->nchild; i++)
            if (group[i] == g - 1)
                last = i;
        cut[g] = line_after(x, xf_node_end(x, L->child[last]));
    }
    size_t close = ie, cl;
    if (kf_ctext_indent(x->text, ie, &cl) >= 0 && cl > ib)
        close = cl;
    cut[ng] = close;
    /* a variable declared in L's body must stay in the loop of the group
     * that uses it: used in two, or declared in another's text, it would
     * leave its scope */
    for (int v = 0; v < f->nvar; v++) {
        const struct kf_var *var = &f->vars[v];
        if (var->scope_loop != L)
            continue;
        for (int g = 0; g < ng; g++)
            if (group_uses(L, group, g, v) &&
                (var->decl.offset < cut[g] || var->decl.offset >= cut[g + 1]))
                return xf_refuse(x, L, "%s, declared in %s's body on line %u, would leave its "
                                 "scope (it is used in another of the new loops: expand it into "
                                 "an array first)",
                                 var->name, L->id, var->decl.line);
    }
    struct groups gs = {L, ng, group};
    if (xf_legal(x, fr, L, group_dim, &gs) != 0)
        return -1;
    bool braces = xf_needs_braces(x, f, L);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return xf_refuse(x, NULL, "out of memory");
    char in[256];
    snprintf(in, sizeof in, "%s%s", ind, braces ? unit : "");
    if (braces)
        fprintf(o, "{\n%s", in);
    for (int g = 0; g < ng; g++) {
        if (g > 0)
            fputs(in, o);
        /* the header and what leads to '{' as written (a brace on its own
         * line stays there) */
        xf_put_copy(o, x, L->header.begin.offset, ib, ind, in, NULL, NULL);
        size_t b = cut[g], e = cut[g + 1];
        if (g > 0 || x->text[b] != '\n')
            fputc('\n', o);
        xf_put_copy(o, x, b, e, ind, in, NULL, NULL);
        if (e > b && x->text[e - 1] != '\n')
            fputc('\n', o);
        if (close < ie)
            xf_put_copy(o, x, close, ie + 1, ind, in, NULL, NULL);
        else
            fprintf(o, "%s}", in);
        if (g + 1 < ng)
            fputc('\n', o);
    }
    if (braces)
        fprintf(o, "\n%s}", ind);
    x->begin = L->header.begin.offset;
    x->end = xf_node_end(x, L);
    x->repl = xf_close_stream(o, &buf);
    return 0;
}

/* ---- fusion ----------------------------------------------------------- */

struct fusion {
    const struct kf_node *A, *B;
    int na;
};

static void fuse_dim(const void *arg, const struct kf_stmt *s, int d, char *buf, size_t n)
{
    const struct fusion *u = arg;
    int c = 2 * u->A->depth;
    if (xf_in_subtree(s, u->B) && d == c)
        snprintf(buf, n, "a%d - %d", d, u->B->ord - u->A->ord);
    else if (xf_in_subtree(s, u->B) && d == c + 2)
        snprintf(buf, n, "a%d + %d", d, u->na);
    else
        snprintf(buf, n, "a%d", d);
}

static bool same_poly(const struct kf_fragment *f, const struct kf_poly *p, const struct kf_poly *q)
{
    char a[256], b[256];
    if (!p || !q)
        return false;
    a[0] = b[0] = '\0';
    kf_poly_print(f, p, a, sizeof a);
    kf_poly_print(f, q, b, sizeof b);
    return strcmp(a, b) == 0;
}

int xf_fuse(struct xf *x)
{
    int fa, fb;
    const struct kf_node *A = xf_loop(x, 0, &fa), *B = A ? xf_loop(x, 1, &fb) : NULL;
    if (!A || !B)
        return -1;
    if (x->nargs != 2)
        return xf_refuse(x, NULL, "fuse takes two loops");
    if (B->header.begin.offset < A->header.begin.offset) {
        const struct kf_node *t = A;
        A = B, B = t;
    }
    const struct kf_fragment *f = x->a->prog->frags[fa];
    bool adjacent = fa == fb && A->parent == B->parent && A->depth == B->depth &&
                    B->ord == A->ord + 1;
    for (size_t i = xf_node_end(x, A); adjacent && i < B->header.begin.offset; i++)
        adjacent = x->text[i] == ' ' || x->text[i] == '\t' || x->text[i] == '\n';
    if (!adjacent)
        return xf_refuse(x, A, "%s and %s are not adjacent loops of one body, with nothing but "
                         "blanks between them", A->id, B->id);
    const struct kf_var *va = &f->vars[A->iter], *vb = &f->vars[B->iter];
    bool same = strcmp(va->name, vb->name) == 0 && strcmp(va->type, vb->type) == 0 &&
                A->step == B->step && A->nlb == B->nlb && A->nub == B->nub;
    for (int i = 0; same && i < A->nlb; i++)
        same = same_poly(f, A->lb[i], B->lb[i]);
    for (int i = 0; same && i < A->nub; i++)
        same = same_poly(f, A->ub[i], B->ub[i]);
    if (!same)
        return xf_refuse(x, B, "%s and %s do not have the same iterator, bounds and step",
                         A->id, B->id);
    if (xf_plain_loop(x, fa, A) != 0 || xf_plain_loop(x, fa, B) != 0)
        return -1;
    for (int v = 0; v < f->nvar; v++)
        for (int w = 0; w < f->nvar; w++)
            if (f->vars[v].scope_loop == A && f->vars[w].scope_loop == B &&
                strcmp(f->vars[v].name, f->vars[w].name) == 0)
                return xf_refuse(x, B, "%s and %s both declare %s in their bodies", A->id, B->id,
                                 f->vars[v].name);
    int na = 0;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!xf_in_subtree(st, A))
            continue;
        int ord = st->depth == A->depth + 1 ? st->node->ord : st->loops[A->depth + 1]->ord;
        if (ord + 1 > na)
            na = ord + 1;
    }
    struct fusion u = {A, B, na};
    if (xf_legal(x, fa, A, fuse_dim, &u) != 0)
        return -1;
    char ind[128], unit[64];
    if (!xf_indent_of(x, A, ind, sizeof ind))
        return xf_refuse(x, A, "%s does not start its line", A->id);
    xf_unit_of(x, A, ind, unit, sizeof unit);
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return xf_refuse(x, NULL, "out of memory");
    size_t ab, ae, close = 0;
    if (interior(x, A, &ab, &ae)) { /* A's header and braces as written */
        fprintf(o, "%.*s", (int)(ab - A->header.begin.offset), x->text + A->header.begin.offset);
        size_t cl;
        close = kf_ctext_indent(x->text, ae, &cl) >= 0 && cl > ab ? cl : ae;
        if (x->text[ab] != '\n')
            fputc('\n', o);
    } else {
        size_t he = kf_xform_header_end(x->text, x->len, A);
        fprintf(o, "%.*s {\n", (int)(he - A->header.begin.offset), x->text + A->header.begin.offset);
    }
    const struct kf_node *both[2] = {A, B};
    for (int k = 0; k < 2; k++) {
        const struct kf_node *L = both[k];
        size_t b, e;
        if (interior(x, L, &b, &e)) {
            b = line_after(x, b) != b ? line_after(x, b) : b;
            size_t cl;
            if (kf_ctext_indent(x->text, e, &cl) >= 0 && cl > b)
                e = cl;
        } else {
            b = L->body.begin.offset;
            e = xf_node_end(x, L);
            size_t ls;
            if (kf_ctext_indent(x->text, b, &ls) >= 0)
                b = ls; /* the statement's own line, as indented */
            else
                fprintf(o, "%s%s", ind, unit);
        }
        fprintf(o, "%.*s", (int)(e - b), x->text + b);
        if (e > b && x->text[e - 1] != '\n')
            fputc('\n', o);
    }
    if (close)
        fprintf(o, "%.*s", (int)(ae + 1 - close), x->text + close);
    else
        fprintf(o, "%s}", ind);
    x->begin = A->header.begin.offset;
    x->end = xf_node_end(x, B);
    x->repl = xf_close_stream(o, &buf);
    return 0;
}

/* ---- strip-mining and tiling (tile.h) --------------------------------- */

static int tile_sizes(struct xf *x, int first, long *sizes, int max)
{
    int n = 0;
    for (int k = first; k < x->nargs; k++) {
        if (n == max)
            return xf_refuse(x, NULL, "at most %d sizes", max), -1;
        sizes[n] = xf_int(x, k, 2);
        if (sizes[n++] < 0)
            return -1;
    }
    return n;
}

static int tile_band(struct xf *x, int nwant)
{
    int fr;
    const struct kf_node *L = xf_loop(x, 0, &fr);
    if (!L)
        return -1;
    long sizes[KF_TILE_MAX];
    int n = tile_sizes(x, 1, sizes, KF_TILE_MAX);
    if (n < 0)
        return -1;
    if (n == 0 || (nwant && n != nwant))
        return xf_refuse(x, NULL, nwant ? "expected one size" : "expected the tile sizes");
    const struct kf_fragment *f = x->a->prog->frags[fr];
    struct kf_tile t;
    char why[1024];
    if (kf_tile_named(f, x->a->deps[fr], x->text, x->len, L, sizes, n, &t, why, sizeof why) != 1) {
        xf_refuse(x, L, "%s", why);
        if (t.broken >= 0)
            xf_dep_notes(x, fr, t.broken);
        return -1;
    }
    for (int b = 0; b < t.nband; b++)
        if (xf_plain_loop(x, fr, t.band[b]) != 0)
            return -1;
    size_t b, e;
    x->repl = kf_tile_text(x->text, x->len, f, &t, NULL, NULL, &b, &e);
    if (!x->repl)
        return xf_refuse(x, L, "%s does not start its line", L->id);
    x->begin = b;
    x->end = e;
    return 0;
}

int xf_stripmine(struct xf *x)
{
    return tile_band(x, 1);
}

int xf_tile(struct xf *x)
{
    return tile_band(x, 0);
}

/* ---- unrolling and peeling -------------------------------------------- */

/* Can L's iterator be replaced in its body's text: no declaration inside L
 * hides it, and no macro the fragment uses names it (the replacement would
 * miss it). */
static int substitutable(struct xf *x, const struct kf_fragment *f, const struct kf_node *L)
{
    const char *name = f->vars[L->iter].name;
    for (int v = 0; v < f->nvar; v++)
        if (v != L->iter && strcmp(f->vars[v].name, name) == 0)
            return xf_refuse(x, L, "another variable named %s is declared in the fragment", name);
    for (int m = 0; m < f->nmacro; m++) {
        const char *d = f->macros[m].def;
        size_t n;
        for (const char *p = kf_ctext_next_ident(d, &n); p; p = kf_ctext_next_ident(p + n, &n))
            if (p != d && n == strlen(name) && strncmp(p, name, n) == 0)
                return xf_refuse(x, L, "the macro %s names %s", f->macros[m].name, name);
    }
    return 0;
}

static bool constant(const struct kf_poly *p, long *v)
{
    if (!p || p->nterm > 1 || (p->nterm == 1 && p->term[0].nvar > 0))
        return false;
    *v = p->nterm ? p->term[0].coef : 0;
    return true;
}

/* L's constant trip count, or -1. */
static long trip_count(const struct kf_node *L)
{
    long lo, hi;
    if (L->nlb != 1 || L->nub != 1 || !constant(L->lb[0], &lo) || !constant(L->ub[0], &hi))
        return -1;
    return hi >= lo ? hi - lo + 1 : 0;
}

/* The loop's pieces for unrolling and peeling: shape checked. */
struct piece {
    const struct kf_fragment *f;
    const struct kf_node *L;
    struct kf_tile_header h;
    char ind[128], unit[64], deeper[192];
    const char *name;
    size_t bb, be; /* the body's text */
};

static int pieces(struct xf *x, struct piece *p)
{
    int fr;
    const struct kf_node *L = xf_loop(x, 0, &fr);
    if (!L)
        return -1;
    p->f = x->a->prog->frags[fr];
    p->L = L;
    p->name = p->f->vars[L->iter].name;
    if (xf_plain_loop(x, fr, L) != 0 || substitutable(x, p->f, L) != 0)
        return -1;
    if (L->step != 1 || !kf_tile_parse_header(x->text, x->len, L, p->name, &p->h))
        return xf_refuse(x, L, "%s's header is not `%s = lb; %s < ub; ...` (or <=) with step 1",
                         L->id, p->name, p->name);
    if (!xf_indent_of(x, L, p->ind, sizeof p->ind))
        return xf_refuse(x, L, "%s does not start its line", L->id);
    xf_unit_of(x, L, p->ind, p->unit, sizeof p->unit);
    snprintf(p->deeper, sizeof p->deeper, "%s%s", p->ind, p->unit);
    p->bb = L->body.begin.offset;
    p->be = xf_node_end(x, L);
    return 0;
}

void xf_put_bound(FILE *o, const struct xf *x, size_t b, size_t e)
{
    bool word = true;
    for (size_t i = b; i < e; i++)
        word &= kf_ctext_is_ident(x->text[i]);
    fprintf(o, word ? "%.*s" : "(%.*s)", (int)(e - b), x->text + b);
}

/* The body with the iterator replaced by `with`, one level deeper when
 * `shift` (its lines after the first). */
static void put_body(FILE *o, const struct xf *x, const struct piece *p, const char *with,
                     bool shift)
{
    xf_put_copy(o, x, p->bb, p->be, p->ind, shift ? p->deeper : p->ind, p->name, with);
}

int xf_unroll(struct xf *x)
{
    struct piece p;
    if (pieces(x, &p) != 0)
        return -1;
    const struct kf_node *L = p.L;
    bool full = x->nargs == 2 && strcmp(x->arg[1], "full") == 0;
    long k = full ? 0 : xf_int(x, 1, 2), trips = trip_count(L);
    if (k < 0 || x->nargs != 2)
        return k < 0 ? -1 : xf_refuse(x, NULL, "unroll takes a loop and a factor, or full");
    if (k > 64)
        return xf_refuse(x, L, "an unroll factor of at most 64");
    if (full && (trips < 0 || trips > 64))
        return xf_refuse(x, L, "%s's trip count is not a constant of at most 64", L->id);
    char *buf = NULL, with[160];
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return xf_refuse(x, NULL, "out of memory");
    const char *t = x->text;
    if (full) {
        bool braces = xf_needs_braces(x, p.f, L);
        long lo = 0;
        constant(L->lb[0], &lo);
        if (braces)
            fprintf(o, "{\n%s", p.deeper);
        for (long j = 0; j < trips; j++) {
            snprintf(with, sizeof with, "%ld", lo + j);
            if (j > 0)
                fputs(braces ? p.deeper : p.ind, o);
            put_body(o, x, &p, with, braces);
            fputc('\n', o);
        }
        if (braces)
            fprintf(o, "%s}", p.ind);
    } else {
        bool guard = trips < 0 || trips % k != 0;
        size_t he = kf_xform_header_end(t, x->len, L);
        fprintf(o, "%.*s%s += %ld%.*s {\n", (int)(p.h.inc_b - L->header.begin.offset),
                t + L->header.begin.offset, p.name, k, (int)(he - p.h.inc_e), t + p.h.inc_e);
        for (long j = 0; j < k; j++) {
            snprintf(with, sizeof with, "(%s + %ld)", p.name, j);
            fputs(p.deeper, o);
            if (j > 0 && guard) {
                fprintf(o, "if (%s + %ld %s ", p.name, j, p.h.le ? "<=" : "<");
                xf_put_bound(o, x, p.h.ub_b, p.h.ub_e);
                fputs(") ", o);
            }
            put_body(o, x, &p, j ? with : NULL, true);
            fputc('\n', o);
        }
        fprintf(o, "%s}", p.ind);
    }
    x->begin = L->header.begin.offset;
    x->end = p.be;
    x->repl = xf_close_stream(o, &buf);
    size_t n = x->repl ? strlen(x->repl) : 0;
    if (n > 0 && x->repl[n - 1] == '\n')
        x->repl[n - 1] = '\0'; /* the file's own newline follows */
    return 0;
}

int xf_peel(struct xf *x)
{
    struct piece p;
    if (pieces(x, &p) != 0)
        return -1;
    if (x->nargs != 1)
        return xf_refuse(x, NULL, "peel takes one loop");
    const struct kf_node *L = p.L;
    const char *t = x->text;
    bool braces = xf_needs_braces(x, p.f, L);
    char *buf = NULL, with[256];
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o)
        return xf_refuse(x, NULL, "out of memory");
    const char *in = braces ? p.deeper : p.ind;
    if (braces)
        fprintf(o, "{\n%s", in);
    /* if (lb < ub) BODY(lb) (an iterator declared outside the header is
     * not named after the fragment: pieces) */
    size_t lbl = p.h.lb_e - p.h.lb_b;
    bool word = true;
    for (size_t i = p.h.lb_b; i < p.h.lb_e; i++)
        word &= kf_ctext_is_ident(t[i]);
    snprintf(with, sizeof with, word ? "%.*s" : "(%.*s)", (int)lbl, t + p.h.lb_b);
    fputs("if (", o);
    xf_put_bound(o, x, p.h.lb_b, p.h.lb_e);
    fprintf(o, " %s ", p.h.le ? "<=" : "<");
    xf_put_bound(o, x, p.h.ub_b, p.h.ub_e);
    fputc(')', o);
    size_t ls;
    if (kf_ctext_indent(t, p.bb, &ls) >= 0) { /* the body on its own line stays there */
        fputc('\n', o);
        xf_put_copy(o, x, ls, p.be, p.ind, in, p.name, with);
    } else {
        fputc(' ', o);
        xf_put_copy(o, x, p.bb, p.be, p.ind, in, p.name, with);
    }
    fputc('\n', o);
    /* the loop from lb + 1 */
    fprintf(o, "%s%.*s", in, (int)(p.h.lb_b - L->header.begin.offset), t + L->header.begin.offset);
    xf_put_bound(o, x, p.h.lb_b, p.h.lb_e);
    fputs(" + 1", o);
    xf_put_copy(o, x, p.h.lb_e, p.be, p.ind, in, p.name, NULL);
    if (braces)
        fprintf(o, "\n%s}", p.ind);
    x->begin = L->header.begin.offset;
    x->end = p.be;
    x->repl = xf_close_stream(o, &buf);
    return 0;
}
