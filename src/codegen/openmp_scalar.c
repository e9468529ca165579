/*
 * openmp_scalar.c: scalar replacement of accumulators (openmp.h's
 * kf_omp_scalar_acc, pass scalar-acc).
 *
 * An innermost loop that reads and writes one array element in every
 * iteration, at a subscript its iterator does not move, makes gcc store
 * and reload that element each time: it cannot prove that the other
 * arrays the loop reads do not overlap it (gesummv's `tmp[i] = A[i][j] *
 * x[j] + tmp[i]`, trisolv's `x[i] -= L[i][j] * x[j]`), and an OpenMP
 * region's outlining hides what it could.  kforge knows the arrays apart,
 * so the element goes into a local of its own type (Carr and Kennedy's
 * scalar replacement, as regblock does for reads):
 *
 *     for (j = 0; j < n; j++)                { double kf_acc_y = y[i];
 *         y[i] = y[i] + A[i][j] * x[j];  ==>  for (j = 0; j < n; j++)
 *                                                 kf_acc_y = kf_acc_y + A[i][j] * x[j];
 *                                             y[i] = kf_acc_y; }
 *
 * The same loads, additions and stores in the same order, so the results
 * are the sequential program's to the bit.  Legal only when
 *   - no other access in the loop may touch the element: every access to
 *     its array in the loop's statements is either the same location (it
 *     becomes the scalar) or, by isl on the model's access relations, never
 *     reaches that element in the same iteration of the loops around
 *     (trisolv's x[j] with j < i);
 *   - nothing else may reach it: the loop has no blocker (a call with side
 *     effects, a pointer that may overlap the array, kf_fe_alias_blockers)
 *     and no early exit; in the version of a fragment that the run-time
 *     overlap test selects (openmp_alias.c), pointers it tests apart are
 *     no blocker, and only there;
 *   - its text is the element, spelt `name[...]` with only enclosing
 *     iterators, sizes and macros standing for a number or a size in the
 *     subscripts, so it means the same before and after the loop (a local
 *     index set in the loop would not), one element (no ?: choosing), and
 *     the element's type (from clang, kf_var.elem_type) is arithmetic:
 *     float stays float;
 *   - it is written in every iteration at the top of a statement, and the
 *     load before the loop and the store after it touch nothing the
 *     program would not: the loop runs at least once wherever it is
 *     reached (isl, on the loops around it), or a statement of the same
 *     iteration of those loops writes the element anyway (gesummv's
 *     `tmp[i] = 0`), so the element exists and no other thread may use it.
 * Nothing else may rewrite the loop's text (a tile, an interchange, a
 * directive of its own, a pragma of the source before it); in a nest cut
 * into two versions on its work both copies get the rewrite.  --explain
 * gives each element kept in a scalar and why each other one is not.
 * GPU kernels do not take it yet: their bodies are written apart
 * (gpu_body.c's kf_gpu_device_text), which would need the same edits.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>

#include "codegen/openmp.h"
#include "ir/poly.h"
#include "support/ctext.h"

/* One element kept in a scalar: the accesses that become it. */
struct sacc {
    int stmt, acc; /* the write at the top of a statement (f->stmts index, access) */
    bool tested;   /* legal only where the fragment's run-time overlap test holds */
    char name[96];
    char *elem;    /* its text, `y[i]` (malloc'ed) */
};

static bool under_loop(const struct kf_stmt *s, const struct kf_node *L)
{
    return s->depth > L->depth && s->loops[L->depth] == L;
}

static bool if_inside(const struct kf_node *n, const struct kf_node *L)
{
    return n->range.begin.offset >= L->body.begin.offset &&
           n->range.end.offset <= L->body.end.offset;
}

/* Does the identifier s[0, n) name a size of the fragment or the iterator
 * of a loop around L (what means the same before L and after)? */
static bool outer_name(const struct kf_fragment *f, const struct kf_node *L, const char *s,
                       size_t n)
{
    for (int w = 0; w < f->nvar; w++) {
        const struct kf_var *u = &f->vars[w];
        if (strlen(u->name) != n || strncmp(u->name, s, n) != 0)
            continue;
        if (u->kind == KF_VAR_PARAM)
            return true;
        for (const struct kf_node *o = L->parent; o; o = o->parent)
            if (o->iter == w)
                return true;
    }
    return false;
}

/* Is x's text `name[...]...[...]`, its subscripts naming only iterators of
 * loops around L, sizes and macros that stand for a number or a size?
 * Then it means one element before and after L. */
static bool plain_text(const struct gen *g, const struct kf_fragment *f, const struct kf_node *L,
                       const struct kf_access *x, const char **why)
{
    const struct kf_var *v = &f->vars[x->var];
    size_t b = x->range.begin.offset, e = x->range.end.offset, n = strlen(v->name);
    if (e > g->len || e <= b + n || !kf_ctext_ident_at(g->text, e, b, v->name) ||
        g->text[e - 1] != ']') {
        *why = "it is not spelt as the element (a macro or a pointer set to it)";
        return false;
    }
    size_t len;
    for (size_t i = b + n; (i = kf_ctext_ident_in(g->text, e, i, &len)) < e;) {
        size_t k = i + len;
        bool ok = outer_name(f, L, g->text + i, k - i);
        for (int m = 0; m < f->nmacro && !ok; m++) { /* #define M 12, #define _PB_N n */
            const struct kf_macro *d = &f->macros[m];
            size_t dn = strlen(d->name), bn;
            if (d->function_like || dn != k - i || strncmp(d->name, g->text + i, dn) != 0)
                continue;
            const char *body = d->def + dn;
            while (*body == ' ' || *body == '\t')
                body++;
            bn = strlen(body);
            while (bn > 0 && (body[bn - 1] == ' ' || body[bn - 1] == '\t'))
                bn--;
            ok = bn > 0 && strspn(body, "0123456789") == bn;
            ok = ok || (bn > 0 && kf_ctext_is_ident_start((unsigned char)body[0]) &&
                        outer_name(f, L, body, bn) && strspn(body, "abcdefghijklmnopqrstuvwxyz"
                                                                   "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                                   "0123456789_") == bn);
        }
        if (!ok) {
            *why = "its subscripts name what is not an iterator around the loop or a size";
            return false;
        }
        i = k;
    }
    return true;
}

/* May access (s2, a2) touch what (s1, a1) does in the same iteration of
 * the `d` loops around both?  true when isl cannot say. */
static bool may_touch(const struct kf_model *m, int s1, int a1, int s2, int a2, int d)
{
    isl_map *r1 = m->acc[s1][a1], *r2 = m->acc[s2][a2];
    if (!r1 || !r2)
        return true;
    isl_space *p = isl_map_get_space(r1), *q = isl_map_get_space(r2);
    bool same = isl_space_tuple_is_equal(p, isl_dim_out, q, isl_dim_out) == isl_bool_true;
    isl_space_free(p);
    isl_space_free(q);
    if (!same)
        return true;
    isl_map *t = isl_map_apply_range(isl_map_copy(r1), isl_map_reverse(isl_map_copy(r2)));
    for (int k = 0; k < d && t; k++)
        t = isl_map_equate(t, isl_dim_in, k, isl_dim_out, k);
    isl_bool e = t ? isl_map_is_empty(t) : isl_bool_error;
    isl_map_free(t);
    return e != isl_bool_true;
}

/* A bounded text buffer: what runs_once writes for isl. */
struct tbuf {
    char s[8192];
    size_t n;
    bool full;
};

static void tput(struct tbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void tput(struct tbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = b->full ? -1 : vsnprintf(b->s + b->n, sizeof b->s - b->n, fmt, ap);
    va_end(ap);
    if (r < 0 || (size_t)r >= sizeof b->s - b->n)
        b->full = true;
    else
        b->n += (size_t)r;
}

/* poly p in isl's syntax, the iterators of L's loops i<depth>, sizes p<id>;
 * false (b as it was) when it names anything else or is not affine. */
static bool isl_poly(struct tbuf *b, const struct kf_fragment *f, const struct kf_node *L,
                     const struct kf_poly *p)
{
    if (!p || !kf_poly_is_affine(p))
        return false;
    size_t at = b->n;
    tput(b, "(0");
    for (int i = 0; i < p->nterm; i++) {
        const struct kf_term *t = &p->term[i];
        tput(b, " + %ld", t->coef);
        if (t->nvar == 0)
            continue;
        int v = t->vars[0];
        const struct kf_node *o = L->parent;
        while (o && o->iter != v)
            o = o->parent;
        if (f->vars[v].kind == KF_VAR_PARAM)
            tput(b, "*p%d", v);
        else if (o)
            tput(b, "*i%d", o->depth);
        else {
            b->n = at;
            b->s[at] = '\0';
            return false;
        }
    }
    tput(b, ")");
    return true;
}

/* Does L run at least once wherever the loops around it reach it?  The
 * ifs around it are left out (more points to hold at: the answer stays
 * safe), and so are bounds of those loops isl cannot read. */
static bool runs_once(const struct kf_model *m, const struct kf_fragment *f,
                      const struct kf_node *L)
{
    if (L->nlb == 0 || L->nub == 0)
        return false;
    struct tbuf *b = calloc(1, sizeof *b);
    if (!b)
        return false;
    tput(b, "[");
    int k = 0;
    for (int v = 0; v < f->nvar; v++)
        if (f->vars[v].kind == KF_VAR_PARAM)
            tput(b, "%sp%d", k++ ? ", " : "", v);
    tput(b, "] -> { [");
    for (int d = 0; d < L->depth; d++)
        tput(b, "%si%d", d ? ", " : "", d);
    tput(b, "] : 1 = 1");
    for (const struct kf_node *O = L->parent; O; O = O->parent)
        for (int j = 0; j < O->nlb + O->nub; j++) {
            bool lower = j < O->nlb, up = O->step > 0;
            size_t at = b->n;
            tput(b, " and i%d %s ", O->depth, lower == up ? ">=" : "<=");
            if (!isl_poly(b, f, L, lower ? O->lb[j] : O->ub[j - O->nlb])) {
                b->n = at; /* dropped: more points */
                b->s[at] = '\0';
            }
        }
    tput(b, " and (1 = 0");
    bool ok = true;
    for (int x = 0; x < L->nlb && ok; x++)
        for (int y = 0; y < L->nub && ok; y++) {
            tput(b, " or ");
            ok = isl_poly(b, f, L, L->lb[x]);
            tput(b, " %s ", L->step > 0 ? ">" : "<");
            ok = ok && isl_poly(b, f, L, L->ub[y]);
        }
    tput(b, ") }");
    isl_set *none = ok && !b->full ? isl_set_read_from_str(m->ctx, b->s) : NULL;
    free(b); /* none: where L runs no iteration */
    isl_bool e = none ? isl_set_is_empty(none) : isl_bool_error;
    isl_set_free(none);
    return e == isl_bool_true;
}

/* Does a statement of the same iteration of the loops around L, S's
 * (rep's statement) and run whenever L is reached, write rep's element at
 * its top?  Then the element exists there and no other thread uses it. */
static bool sibling_write(const struct kf_fragment *f, const struct kf_node *L,
                          const struct kf_stmt *S, const struct kf_access *rep)
{
    if (!L->parent || L->parent->early_exit)
        return false;
    for (int t = 0; t < f->nstmt; t++) {
        const struct kf_stmt *T = f->stmts[t];
        if (T->kind != KF_STMT_EXPR || T->depth != L->depth || T->loops[L->depth - 1] != L->parent)
            continue;
        bool ifs = true; /* every if around T is around L, T on L's side of it */
        for (int k = 0; k < T->nif && ifs; k++) {
            bool found = false;
            for (int j = 0; j < S->nif && !found; j++)
                found = S->ifs[j] == T->ifs[k] && S->in_else[j] == T->in_else[k];
            ifs = found;
        }
        for (int a = 0; ifs && a < T->naccess; a++) {
            const struct kf_access *w = &T->acc[a];
            if (w->write && !w->may && w->range.begin.offset == T->range.begin.offset &&
                kf_access_same_location(w, rep))
                return true;
        }
    }
    return false;
}

/* Is v's element of a real type, as clang spells it canonically (no
 * qualifier: a volatile or _Atomic element must be touched every time)? */
static bool arithmetic(const struct kf_var *v)
{
    static const char *const ok[] = {
        "double", "float", "long double", "int", "unsigned int", "long", "unsigned long",
        "long long", "unsigned long long", "short", "unsigned short", "char", "signed char",
        "unsigned char", NULL};
    for (int i = 0; v->elem_type && ok[i]; i++)
        if (strcmp(v->elem_type, ok[i]) == 0)
            return true;
    return false;
}

/* Why rep (access ai of statement si, written under L) may not live in a
 * scalar across L, or NULL; *read: some access of its element reads it. */
static const char *refuse(const struct gen *g, const struct kf_fragment *f,
                          const struct kf_model *m, const struct kf_node *L, int si, int ai,
                          bool *read, char *buf, size_t nbuf)
{
    const struct kf_stmt *S = f->stmts[si];
    const struct kf_access *rep = &S->acc[ai];
    const struct kf_var *v = &f->vars[rep->var];
    const char *why = NULL;
    *read = false;
    for (int t = 0; t < f->nstmt; t++) {
        const struct kf_stmt *T = f->stmts[t];
        for (int a = 0; under_loop(T, L) && a < T->naccess; a++) {
            const struct kf_access *x = &T->acc[a];
            if (x->var != rep->var)
                continue;
            if (kf_access_same_location(x, rep)) {
                *read |= !x->write;
                if (!why && T->kind != KF_STMT_EXPR && T->kind != KF_STMT_DECL)
                    why = "a while, do or switch kept whole names it";
                if (!why && x->ncons > 0) /* one text, several elements */
                    why = "a ?: in its subscript chooses the element";
                if (!why)
                    plain_text(g, f, L, x, &why);
            } else if (!why && may_touch(m, si, ai, t, a, L->depth)) {
                snprintf(buf, nbuf, "%.*s (line %u) may be the same element",
                         (int)(x->range.end.offset - x->range.begin.offset),
                         g->text + x->range.begin.offset, x->range.begin.line);
                why = buf;
            }
        }
    }
    if (why)
        return why;
    if (L->early_exit)
        return "the loop may exit early";
    if (v->decl.offset >= L->range.begin.offset && v->decl.offset < L->range.end.offset)
        return "its array is declared in the loop";
    if (!arithmetic(v) || v->pointer_rows)
        return "its element is not of a plain arithmetic type";
    if (!runs_once(m, f, L) && !sibling_write(f, L, S, rep))
        return "the loop may run no iteration where it is reached, and nothing there "
               "writes the element anyway";
    if (L->nblock) /* last: scalar_loop reads a blocker's reason as all else holding */
        return L->block[0].msg;
    return NULL;
}

/* The text L spans, [*ls, *le): from its line's start (only blanks before
 * its header there, *indent their width) or its header, to the ';' that
 * may end it.  Why another rewrite keeps scalar-acc off it, or NULL. */
static const char *span(const struct gen *g, const struct kf_node *L, size_t *ls, size_t *le,
                        int *indent)
{
    size_t line;
    *indent = kf_ctext_indent(g->text, L->header.begin.offset, &line);
    *ls = *indent >= 0 ? line : L->header.begin.offset;
    *le = kf_omp_past_semicolon(g, L->range.end.offset);
    for (int i = 0; i < g->nedit; i++) {
        const struct edit *e = &g->edits[i];
        if (e->del > 0 ? e->offset < *le && e->offset + e->del > *ls
                       : e->offset > *ls && e->offset < *le)
            return "another pass rewrites its text";
        /* at its ends: a construct around L opens or closes there (an omp
         * single); a directive of L's own would be cut from it */
        if (e->del == 0 && (e->offset == *ls || e->offset == *le) && strstr(e->text, "#pragma omp") &&
            (strstr(e->text, " for") || strstr(e->text, "simd")))
            return "it carries a directive of its own";
    }
    /* a pragma of the user's on the line before (#pragma GCC ivdep) must
     * stay right before the loop */
    size_t p = *ls;
    while (p > 0 && (g->text[p - 1] == ' ' || g->text[p - 1] == '\t' || g->text[p - 1] == '\n' ||
                     g->text[p - 1] == '\r'))
        p--;
    size_t q = p > 0 ? kf_ctext_line_start(g->text, p - 1) : 0;
    while (q < p && (g->text[q] == ' ' || g->text[q] == '\t'))
        q++;
    if (p > 0 && g->text[q] == '#' && !kf_ctext_ident_at(g->text, p, q + 1, "pragma"))
        return "a preprocessor line precedes it";
    if (p > 0 && g->text[q] == '#') { /* #pragma scop marks; any other applies to L */
        size_t r = q + 7;
        while (r < p && (g->text[r] == ' ' || g->text[r] == '\t'))
            r++;
        if (!kf_ctext_ident_at(g->text, p, r, "scop"))
            return "a pragma of the source precedes it";
    }
    for (int i = 0; i < g->nversion; i++) {
        const struct version *v = &g->versions[i];
        if ((v->begin > *ls && v->begin < *le) || (v->end > *ls && v->end < *le))
            return "a version cuts it";
    }
    return NULL;
}

/* Is every blocker of L a pair of pointers that the fragment's run-time
 * test tells apart (openmp_alias.c: the pairs that block the loops it
 * upgrades), so that in the version it selects nothing else may reach the
 * element?  False where no test versions the fragment. */
static bool covered(const struct gen *g, int fi, const struct kf_node *L)
{
    const struct kf_deps *d = g->a->deps[fi];
    if (g->dp == d || !g->alias_tested || L->nblock == 0)
        return false;
    for (int b = 0; b < L->nblock; b++) {
        const int *p = L->block[b].alias;
        bool found = false;
        for (int l = 0; p[0] >= 0 && l < d->nloop && !found; l++) {
            const struct kf_loop_info *li = &d->loops[l];
            if (li->verdict != KF_SEQUENTIAL || !li->blocker || li->blocker->alias[0] < 0 ||
                li->if_disjoint == KF_SEQUENTIAL) /* openmp_alias.c's upgradable */
                continue;
            for (int c = 0; c < li->loop->nblock && !found; c++) {
                const int *q = li->loop->block[c].alias;
                found = (q[0] == p[0] && q[1] == p[1]) || (q[0] == p[1] && q[1] == p[0]);
            }
        }
        if (!found)
            return false;
    }
    return true;
}

static int cmp_range(const void *x, const void *y)
{
    unsigned a = ((const struct kf_range *)x)->begin.offset;
    unsigned b = ((const struct kf_range *)y)->begin.offset;
    return a < b ? -1 : a > b;
}

/* The edits of the elements in sa[0, n) kept in scalars across L, into
 * the edited text (v < 0) or version v's as-written copy. */
static void rewrite(struct gen *g, int v, const struct kf_fragment *f, const struct kf_node *L,
                    const struct sacc *all, int nall, size_t ls, size_t le, int indent)
{
    /* an as-written copy runs where no run-time test holds: only those
     * legal without one */
    struct sacc sa[16];
    int n = 0;
    for (int k = 0; k < nall; k++)
        if (v < 0 || !all[k].tested)
            sa[n++] = all[k];
    if (n == 0)
        return;
    char *open = NULL, *close = NULL;
    size_t no = 0, nc = 0;
    FILE *o = open_memstream(&open, &no), *c = open_memstream(&close, &nc);
    if (!o || !c) {
        if (o)
            fclose(o);
        if (c)
            fclose(c);
        free(open);
        free(close);
        g->nomem = true;
        return;
    }
    fprintf(o, "%.*s{", indent > 0 ? indent : 0, g->text + ls);
    fprintf(c, "%s%.*s", indent >= 0 ? "\n" : " ", indent > 0 ? indent : 0, g->text + ls);
    for (int k = 0; k < n; k++) {
        const struct kf_var *x = &f->vars[f->stmts[sa[k].stmt]->acc[sa[k].acc].var];
        fprintf(o, " %s %s = %s;", x->elem_type, sa[k].name, sa[k].elem);
        fprintf(c, "%s = %s; ", sa[k].elem, sa[k].name);
    }
    fprintf(o, "%s", indent >= 0 ? "\n" : " ");
    fprintf(c, "}");
    bool bad = fclose(o) != 0;
    bad |= fclose(c) != 0;
    if (bad) {
        free(open);
        free(close);
        g->nomem = true;
        return;
    }
    kf_gen_edit(g, v, ls, 0, false, open);
    /* every access of each element in L, once per range (x[i] -= ... reads
     * and writes through one) */
    for (int k = 0; k < n; k++) {
        const struct kf_access *rep = &f->stmts[sa[k].stmt]->acc[sa[k].acc];
        struct kf_range at[256];
        int na = 0;
        for (int t = 0; t < f->nstmt; t++)
            for (int a = 0; under_loop(f->stmts[t], L) && a < f->stmts[t]->naccess; a++)
                if (kf_access_same_location(&f->stmts[t]->acc[a], rep) && na < 256)
                    at[na++] = f->stmts[t]->acc[a].range;
        qsort(at, (size_t)na, sizeof *at, cmp_range);
        for (int i = 0; i < na; i++)
            if (i == 0 || at[i].begin.offset != at[i - 1].begin.offset)
                kf_gen_edit(g, v, at[i].begin.offset, at[i].end.offset - at[i].begin.offset,
                            false, sa[k].name);
    }
    kf_gen_edit(g, v, le, 0, true, close);
    free(open);
    free(close);
}

/* A name for the scalar of x: kf_acc_<name>, with a number when the
 * fragment or L's text has it already. */
static void scalar_name(const struct gen *g, const struct kf_fragment *f, const struct kf_var *x,
                        const struct sacc *sa, int n, size_t ls, size_t le, char *buf, size_t nbuf)
{
    for (int k = 1;; k++) {
        if (k == 1)
            snprintf(buf, nbuf, "kf_acc_%s", x->name);
        else
            snprintf(buf, nbuf, "kf_acc_%s_%d", x->name, k);
        bool taken = false;
        for (int v = 0; v < f->nvar && !taken; v++)
            taken = strcmp(f->vars[v].name, buf) == 0;
        for (int i = 0; i < n && !taken; i++)
            taken = strcmp(sa[i].name, buf) == 0;
        for (size_t i = ls; i < le && !taken; i++)
            taken = kf_ctext_ident_at(g->text, le, i, buf);
        if (!taken)
            return;
    }
}

static void scalar_loop(struct gen *g, int fi, const struct kf_fragment *f,
                        const struct kf_model *m, const struct kf_node *L)
{
    struct sacc sa[16];
    int n = 0;
    size_t ls = 0, le = 0;
    int indent = -1;
    const char *cut = NULL;
    bool spanned = false;
    for (int si = 0; si < f->nstmt; si++) {
        const struct kf_stmt *S = f->stmts[si];
        for (int ai = 0; under_loop(S, L) && ai < S->naccess && n < 16; ai++) {
            const struct kf_access *x = &S->acc[ai];
            const struct kf_var *v = &f->vars[x->var];
            bool cand = x->write && !x->whole && x->nsub > 0 &&
                        v->kind == KF_VAR_ARRAY && x->nsub == v->ndims;
            for (int k = 0; cand && k < x->nsub; k++)
                cand = x->sub[k] && !kf_poly_uses(x->sub[k], L->iter);
            /* the first write of each element: one candidate each */
            for (int t = 0; cand && t <= si; t++)
                for (int b = 0; cand && b < (t == si ? ai : f->stmts[t]->naccess); b++)
                    cand = !(under_loop(f->stmts[t], L) && f->stmts[t]->acc[b].write &&
                             kf_access_same_location(&f->stmts[t]->acc[b], x));
            if (!cand)
                continue;
            bool read;
            char buf[200];
            const char *why = refuse(g, f, m, L, si, ai, &read, buf, sizeof buf);
            if (!read)
                continue; /* written only: no accumulator */
            bool tested = false;
            if (why && L->nblock && why == L->block[0].msg && covered(g, fi, L)) {
                why = NULL; /* in the version the run-time test selects */
                tested = true;
            }
            if (!why && L->early_exit)
                why = "the loop may exit early";
            if (!why && (x->range.begin.offset != S->range.begin.offset ||
                         S->kind != KF_STMT_EXPR))
                why = "it is not written at the top of a statement";
            for (int k = 0; !why && k < S->nif; k++)
                if (if_inside(S->ifs[k], L))
                    why = "it is written under an if";
            if (!why && x->may)
                why = "it may not be written in every iteration";
            if (!why && !spanned) {
                cut = span(g, L, &ls, &le, &indent);
                spanned = true;
            }
            why = why ? why : cut;
            int len = (int)(x->range.end.offset - x->range.begin.offset);
            const char *t = g->text + x->range.begin.offset;
            if (why) {
                kf_gen_explain(g, "%-8s %.*s stays in memory: %s\n", L->id, len, t, why);
                continue;
            }
            sa[n].stmt = si;
            sa[n].acc = ai;
            sa[n].tested = tested;
            sa[n].elem = strndup(t, (size_t)len);
            if (!sa[n].elem) {
                g->nomem = true;
                continue;
            }
            scalar_name(g, f, v, sa, n, ls, le, sa[n].name, sizeof sa[n].name);
            kf_gen_explain(g, "%-8s %.*s in a local %s across the loop%s: no other access "
                              "in it touches the element\n",
                           L->id, len, t, v->elem_type,
                           tested ? " where the run-time test finds its pointers apart" : "");
            kf_gen_dump(g, KF_PASS_SCALAR_ACC, "-- scalar-acc: %s (line %u): %.*s in %s\n",
                        L->id, L->header.begin.line, len, t, sa[n].name);
            n++;
        }
    }
    if (n == 0)
        return;
    enum kf_gen_pass was = kf_gen_pass_enter(g, KF_PASS_SCALAR_ACC);
    int nver = g->nversion;
    rewrite(g, -1, f, L, sa, n, ls, le, indent);
    /* the as-written copy of every version around L (the edits' legality
     * above needs no run-time test) */
    for (int i = 0; i < nver; i++)
        if (g->versions[i].begin <= ls && le <= g->versions[i].end)
            rewrite(g, g->versions[i].seq, f, L, sa, n, ls, le, indent);
    g->pass = was;
    for (int k = 0; k < n; k++)
        free(sa[k].elem);
}

void kf_omp_scalar_acc(struct gen *g, const struct kf_fragment *f)
{
    if ((g->accum && g->accum->trial) || !kf_gen_pass_on(g, KF_PASS_SCALAR_ACC))
        return;
    int fi = 0;
    while (fi < g->a->prog->nfrag && g->a->prog->frags[fi] != f)
        fi++;
    if (fi == g->a->prog->nfrag || !g->a->deps[fi])
        return;
    const struct kf_model *m = g->a->deps[fi]->m;
    for (int l = 0; l < f->nloop; l++)
        if (!kf_omp_has_inner_loop(f->loops[l]))
            scalar_loop(g, fi, f, m, f->loops[l]);
}
