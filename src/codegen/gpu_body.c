/*
 * gpu_body.c: kernel bodies (gpu.h): a band's statements as device text, arrays
 * linearised with their extents; the extents of pointer arrays from isl's
 * access ranges.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/extent.h"
#include "codegen/gen_reduce.h"
#include "codegen/gpu.h"
#include "support/ctext.h"
#include "codegen/launch.h"
#include "codegen/xfer.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kforge.h"
#include "kforge/kgen.h"

/* ---- kernel bodies: arrays linearised ---------------------------------- */

/* may s hold an operator that binds looser than +, so that "... + s" would
 * regroup it (A[i][j >> 1] is not A[i * n + j >> 1])? */
static bool binds_looser(const char *s)
{
    for (const char *c = s; (c = strpbrk(c, "<>&|^?=,")); c++)
        if (!(*c == '>' && c > s && c[-1] == '-')) /* s->n is no operator */
            return true;
    return false;
}

/* The flat index of v's first ns subscripts, row-major over its declared
 * extents: "i * 64 + j" */
static const char *flat_index(struct frag *x, const struct kf_var *v, const char *const *sub, int ns)
{
    const char *lin = sub[0];
    for (int k = 1; k < ns; k++)
        lin = kf_arena_printf(x->F->ar, "%s * %s + %s", kf_gpu_paren(x, lin),
                              kf_gpu_paren(x, v->dims[k]),
                              k + 1 < ns || binds_looser(sub[k]) ? kf_gpu_paren(x, sub[k]) : sub[k]);
    return lin;
}

/* The statements inside [b, e). */
bool kf_gpu_stmt_in(const struct kf_stmt *s, size_t b, size_t e)
{
    return s->range.begin.offset >= b && s->range.end.offset <= e;
}

/* Does some statement of [b, e) access array v? */
static bool accesses(const struct frag *x, int v, size_t b, size_t e)
{
    for (int s = 0; s < x->f->nstmt; s++) {
        const struct kf_stmt *st = x->f->stmts[s];
        if (kf_gpu_stmt_in(st, b, e))
            for (int a = 0; a < st->naccess; a++)
                if (st->acc[a].var == v)
                    return true;
    }
    return false;
}

bool kf_gpu_host_covers(const struct frag *x, const struct kf_node *n,
                        const struct kf_node *next)
{
    size_t b = n->range.begin.offset, e = kf_gpu_node_end(x->g, n);
    size_t nb = next->range.begin.offset, ne = kf_gpu_node_end(x->g, next);
    for (int s = 0; s < x->f->nstmt; s++) {
        const struct kf_stmt *st = x->f->stmts[s];
        if (!kf_gpu_stmt_in(st, b, e))
            continue;
        for (int a = 0; a < st->naccess; a++) {
            int v = st->acc[a].var;
            if (x->f->vars[v].kind == KF_VAR_ARRAY && !accesses(x, v, nb, ne))
                return false;
        }
    }
    return true;
}

static int cmp_acc(const void *p, const void *q)
{
    const struct kf_access *a = *(const struct kf_access *const *)p;
    const struct kf_access *b = *(const struct kf_access *const *)q;
    return a->range.begin.offset < b->range.begin.offset   ? -1
           : a->range.begin.offset > b->range.begin.offset ? 1
                                                           : 0;
}

/* Is ac an access to the element a reduction of x->red_li updates: in a
 * reduction statement, to its array at the subscripts of the statement's
 * write (the comparison of `m[i] = a > m[i] ? a : m[i]` reads it twice)? */
static bool red_elem_access(const struct frag *x, const struct kf_access *ac)
{
    if (!x->red_li || x->f->vars[ac->var].kind != KF_VAR_ARRAY)
        return false;
    bool reduced = false;
    for (int i = 0; i < x->red_li->nred; i++)
        reduced |= x->red_li->reds[i].var == ac->var;
    for (int s = 0; reduced && s < x->f->nstmt; s++) {
        const struct kf_stmt *st = x->f->stmts[s];
        if (st->naccess == 0 || ac < st->acc || ac >= st->acc + st->naccess)
            continue;
        if (st->red_op == KF_RED_NONE)
            return false;
        const struct kf_access *w = &st->acc[st->red_write];
        if (w->var != ac->var || w->nsub != ac->nsub || ac->whole || w->whole)
            return false;
        for (int k = 0; k < ac->nsub; k++)
            if (!ac->sub[k] || !w->sub[k] || !kf_poly_equal(ac->sub[k], w->sub[k]))
                return false;
        return true;
    }
    return false;
}

/* a derived pointer set to a row of a multi-dimensional array (double *row
 * = M[i]): its text would index the flat buffer as rows */
static const char *ptr_rows_why(struct frag *x, const struct kf_var *v)
{
    for (int k = 0; k < v->nptr_base; k++)
        if (x->f->vars[v->ptr_base[k]].ndims != 1)
            return kf_arena_printf(x->F->ar, "pointer '%s' points into a row of '%s', which "
                                             "the kernel holds flat", v->name,
                                   x->f->vars[v->ptr_base[k]].name);
    return NULL;
}

/* A pointer of the kernel's body set to a buffer plus an offset (`const
 * float *src = img + y * w`, frontend/c/ptr.c) points into device memory:
 * OpenCL C needs that address space on its type (`__global`), and CUDA's
 * C++ has no `restrict`.  Its type up to its name becomes `[__global ]T *`,
 * T its element type with the qualifiers written; the offset of its name
 * in *name; NULL with *why when the declaration is not one kforge
 * rewrites so. */
static const char *ptr_decl(struct frag *x, const struct kf_var *v, size_t e, size_t *name,
                            const char **why)
{
    const char *t = x->g->text;
    size_t nl = strlen(v->name), p = v->decl.offset;
    for (; p + nl <= e; p++)
        if (strncmp(t + p, v->name, nl) == 0 && !kf_ctext_is_ident(t[p + nl]) &&
            (p == 0 || !kf_ctext_is_ident(t[p - 1])))
            break;
    const char *star = p + nl <= e ? memchr(t + v->decl.offset, '*', p - v->decl.offset) : NULL;
    if (!star || memchr(t + v->decl.offset, ',', p - v->decl.offset) ||
        memchr(t + v->decl.offset, '#', p - v->decl.offset)) {
        *why = kf_arena_printf(x->F->ar, "the declaration of pointer '%s' (line %u) is not "
                                         "'T *%s = ...'", v->name, v->decl.line, v->name);
        return NULL;
    }
    if ((*why = ptr_rows_why(x, v)) != NULL)
        return NULL;
    *name = p;
    bool cl = x->g->be->host->dialect == KF_KGEN_OPENCL;
    return kf_arena_printf(x->F->ar, "%s%.*s", cl ? "__global " : "",
                           (int)(star + 1 - (t + v->decl.offset)), t + v->decl.offset);
}

const char *kf_gpu_ptr_type(struct frag *x, const struct kf_var *v)
{
    char *t = kf_arena_strdup(x->F->ar, v->type), *r;
    while ((r = strstr(t, "restrict")) != NULL && !kf_ctext_is_ident(r[8]) &&
           (r == t || !kf_ctext_is_ident(r[-1])))
        memmove(r, r + 8, strlen(r + 8) + 1);
    bool cl = x->g->be->host->dialect == KF_KGEN_OPENCL;
    return kf_arena_printf(x->F->ar, "%s%s", cl ? "__global " : "", t);
}

/* the text up to pointer v's declaration, then its type for the device */
static bool put_ptr_decl(struct frag *x, const struct kf_var *v, size_t e, FILE *o, size_t *at,
                         const char **why)
{
    size_t name;
    const char *ty = ptr_decl(x, v, e, &name, why);
    if (!ty || v->decl.offset < *at)
        return *why = *why ? *why : "two declarations overlap", false;
    fputs(kf_gpu_src_text(x, *at, v->decl.offset), o);
    fputs(ty, o);
    *at = name;
    return true;
}

/* A helper's read of all of an array from the pointer it is given
 * (summ.c: a binary search, a subscript read from data): the kernel
 * passes the same pointer into the buffer, which holds the whole array
 * where its extent is known (declared, or a VLA's) */
static bool whole_read(const struct kf_access *ac)
{
    return ac->whole && ac->call && !ac->write;
}

/* The helper whose call made access ac (ir.h's kf_hcall holds its name) */
static const char *callee_of(const struct frag *x, const struct kf_access *ac)
{
    for (int i = 0; i < x->f->nhcall; i++) {
        const struct kf_hcall *c = &x->f->hcalls[i];
        if (c->range.begin.offset <= ac->range.begin.offset &&
            ac->range.end.offset <= c->range.end.offset)
            return c->callee;
    }
    return ac->call;
}

/* Array v, whose extent is unknown: does a helper called in [b, e) read
 * all of it?  Then no access of the fragment bounds what the helper
 * reads, and neither isl nor the run-time inspector sizes the buffer from
 * them (both refuse such an access): why, naming the call. */
static const char *unknown_length_why(struct frag *x, int v, size_t b, size_t e)
{
    const struct kf_var *var = &x->f->vars[v];
    const char *what = var->base == KF_BASE_POINTER && var->ndims > 1 ? "a pointer to rows whose "
                                                                         "number"
                       : var->base == KF_BASE_POINTER ? "a pointer whose length"
                       : var->is_param_decl           ? "a parameter declared without its "
                                                        "size, whose length"
                                                      : "an array declared without its size, "
                                                        "whose length";
    for (int s = 0; s < x->f->nstmt; s++) {
        const struct kf_stmt *st = x->f->stmts[s];
        if (!kf_gpu_stmt_in(st, b, e))
            continue;
        for (int a = 0; a < st->naccess; a++) {
            const struct kf_access *ac = &st->acc[a];
            if (ac->var == v && whole_read(ac))
                return kf_arena_printf(x->F->ar,
                                       "it calls '%s' on line %u, which may read any element "
                                       "of '%s', %s kforge cannot know: declare it with its "
                                       "size",
                                       callee_of(x, ac), ac->range.begin.line, var->name, what);
        }
    }
    return NULL;
}

/*
 * Rewrites [b, e) for the device: A[e0][e1][e2] with declared extents
 * [d0][d1][d2] becomes A[(e0 * d1 + e1) * d2 + e2].  Gives NULL with *why
 * set when an access cannot be written that way.
 */
char *kf_gpu_device_text(struct frag *x, size_t b, size_t e, const char **why)
{
    const struct gen *g = x->g;
    const struct kf_fragment *f = x->f;
    int n = 0;
    for (int s = 0; s < f->nstmt; s++)
        if (kf_gpu_stmt_in(f->stmts[s], b, e))
            n += f->stmts[s]->naccess;
    /* a struct member read as a parameter is the kernel's argument
     * kf_m_rows: its every place in the text renamed (kf_gpu_src_text) */
    if ((*why = kf_gpu_member_uses_why(x, b, e)) != NULL)
        return NULL;
    const struct kf_access **acc = kf_arena_alloc(x->F->ar, (size_t)(n + 1) * sizeof *acc);
    n = 0;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!kf_gpu_stmt_in(st, b, e))
            continue;
        for (int a = 0; a < st->naccess; a++) {
            const struct kf_access *ac = &st->acc[a];
            const struct kf_var *v = &f->vars[ac->var];
            if (v->derived_ptr && (*why = ptr_rows_why(x, v)) != NULL)
                return NULL;
            if (ac->punned) { /* (unsigned *)&g[i]: a cast out of the device's address space */
                *why = kf_arena_printf(x->F->ar, "'%s' is read or written as another type "
                                                 "through a pointer cast (line %u), which the "
                                                 "device's address spaces do not allow",
                                       v->name, ac->range.begin.line);
                return NULL;
            }
            if (v->kind != KF_VAR_ARRAY) {
                if (x->kt && kf_gpu_ktile_access(x, ac, NULL)) /* a strip's slot (gpu_ktile.h) */
                    acc[n++] = ac;
                continue;
            }
            /* declared in the kernel's body: each thread's own array, in
             * private memory, its text as written */
            if (v->local && !v->is_global && v->decl.offset >= b && v->decl.offset < e)
                continue;
            if (kf_gpu_rows_of(x, ac->var)) { /* its rows packed (gpu_rows.c) */
                acc[n++] = ac;
                continue;
            }
            if (v->pointer_rows && x->rows_why && x->rows_why[ac->var]) {
                *why = x->rows_why[ac->var];
                return NULL;
            }
            if (v->pointer_rows) { /* rows anywhere: no one block to copy */
                *why = kf_arena_printf(x->F->ar,
                                       "'%s' on line %u is an array of row pointers (%s): its "
                                       "rows lie wherever their pointers point, and kforge "
                                       "copies an array to the device as one block",
                                       v->name, ac->range.begin.line, v->type);
                return NULL;
            }
            if (!kf_gpu_extent_of(x, ac->var)) {
                if ((*why = unknown_length_why(x, ac->var, b, e)) != NULL)
                    return NULL;
                const char *rwhy = NULL;
                if (v->base == KF_BASE_POINTER && v->ndims == 1)
                    kf_gpu_run_extent(x, ac->var, &rwhy);
                *why = kf_arena_printf(x->F->ar,
                                       "the extent of '%s' is neither declared nor found from "
                                       "its accesses%s%s",
                                       v->name, rwhy ? ", nor on the host at run time: " : "",
                                       rwhy ? rwhy : "");
                return NULL;
            }
            if ((ac->whole && !whole_read(ac)) || (!ac->whole && ac->nsub != v->ndims)) {
                *why = kf_arena_printf(x->F->ar, "'%s' is used other than as an element (line %u)",
                                       v->name, ac->range.begin.line);
                return NULL;
            }
            if (v->ndims > 1 || ac->whole || (x->win && kf_gpu_window_access(x, ac->var, NULL)) ||
                (x->kt && kf_gpu_ktile_access(x, ac, NULL)) ||
                (x->reg && x->reg[ac->var]) || red_elem_access(x, ac))
                acc[n++] = ac;
        }
    }
    qsort(acc, (size_t)n, sizeof *acc, cmp_acc);
    /* derived pointers declared in the body, by offset (declared in order) */
    int nptr = 0;
    const struct kf_var **ptr = kf_arena_alloc(x->F->ar, (size_t)(f->nvar + 1) * sizeof *ptr);
    for (int v = 0; v < f->nvar; v++)
        if (f->vars[v].derived_ptr && f->vars[v].decl.offset >= b && f->vars[v].decl.offset < e)
            ptr[nptr++] = &f->vars[v];
    int iptr = 0;
    char *buf = NULL;
    size_t blen = 0;
    FILE *o = open_memstream(&buf, &blen);
    if (!o) {
        x->g->nomem = true;
        return NULL;
    }
    size_t from = kf_gpu_alone_on_line(g, b) ? kf_ctext_line_start(g->text, b) : b, at = from;
    for (int i = 0; i < n; i++) {
        const struct kf_access *ac = acc[i];
        const struct kf_var *v = &f->vars[ac->var];
        size_t p = ac->range.begin.offset, nl = strlen(v->name);
        for (; iptr < nptr && ptr[iptr]->decl.offset < p; iptr++)
            if (!put_ptr_decl(x, ptr[iptr], e, o, &at, why))
                goto fail;
        if (i > 0 && acc[i - 1]->range.begin.offset == p && acc[i - 1]->var == ac->var)
            continue; /* the read and the write of one "A[i][j] += ..." */
        /* a helper's access through its pointer argument (summ.c) is the
         * argument's text: `&A[i][k]` flattens as an element does, behind
         * its '&'; `A[i]` (a row) is below */
        if (ac->call && p < e && g->text[p] == '&' && p + 1 + nl <= e &&
            strncmp(g->text + p + 1, v->name, nl) == 0)
            p++;
        if (p < at || strncmp(g->text + p, v->name, nl) != 0 ||
            kf_ctext_is_ident(g->text[p + nl])) {
            *why = kf_arena_printf(x->F->ar, "the access to '%s' on line %u is not NAME[..][..]",
                                   v->name, ac->range.begin.line);
            goto fail;
        }
        /* the subscripts' texts, brackets balanced */
        const char *sub[8] = {0};
        size_t q = p + nl, past = q; /* past: after the last ']' */
        int ns = 0, levels = kf_gpu_rows_of(x, ac->var) ? kf_gpu_rows_of(x, ac->var)->nd : v->ndims;
        while (ns < levels) {
            while (q < e && isspace((unsigned char)g->text[q]))
                q++;
            if (q >= e || g->text[q] != '[')
                break;
            size_t s0 = ++q;
            int depth = 0;
            while (q < e && (depth > 0 || g->text[q] != ']')) {
                if (g->text[q] == '[' || g->text[q] == '(')
                    depth++;
                else if (g->text[q] == ']' || g->text[q] == ')')
                    depth--;
                q++;
            }
            if (q >= e)
                break;
            char *t = kf_arena_strdup(x->F->ar, kf_gpu_src_text(x, s0, q));
            while (*t == ' ')
                t++;
            for (size_t k = strlen(t); k > 0 && t[k - 1] == ' '; k--)
                t[k - 1] = 0;
            sub[ns++] = t;
            past = ++q;
        }
        int nx = i + 1;
        while (nx < n && acc[nx]->range.begin.offset == ac->range.begin.offset &&
               acc[nx]->var == ac->var)
            nx++;
        /* a row passed to a helper, A[i] of A[N][M]: the kernel holds A
         * flat, so the row is the pointer (A + (i) * M) */
        bool row = ac->call && ns == levels - 1 && ns > 0 && !kf_gpu_rows_of(x, ac->var);
        if (ac->whole && ns == 0 && levels == 1)
            continue; /* `cdf`, `cdf + k`: the buffer's pointer, as written */
        if ((ns != levels && !row) || (nx < n && acc[nx]->range.begin.offset < q)) {
            *why = kf_arena_printf(x->F->ar, "the access to '%s' on line %u is not NAME[..][..]",
                                   v->name, ac->range.begin.line);
            goto fail;
        }
        if (row) {
            fputs(kf_gpu_src_text(x, at, p), o);
            fprintf(o, "(%s + %s * %s)", v->name, kf_gpu_paren(x, flat_index(x, v, sub, ns)),
                    kf_gpu_paren(x, v->dims[ns]));
            at = past;
            continue;
        }
        const char *win = x->win ? kf_gpu_window_access(x, ac->var, sub) : NULL;
        if (!win && x->kt)
            win = kf_gpu_ktile_access(x, ac, sub);
        if (x->reg && x->reg[ac->var])
            win = kf_arena_printf(x->F->ar, "kf_t_%s", v->name);
        if (win) {
            fputs(kf_gpu_src_text(x, at, p), o);
            fputs(win, o);
            at = q;
            continue;
        }
        const char *lin = kf_gpu_rows_of(x, ac->var) ? kf_gpu_rows_index(x, ac->var, sub)
                                                     : flat_index(x, v, sub, ns);
        fputs(kf_gpu_src_text(x, at, p), o);
        at = q;
        const char *el = kf_arena_printf(x->F->ar, "%s[%s]", v->name, lin);
        if (!red_elem_access(x, ac)) {
            fputs(el, o);
            continue;
        }
        /* one element per array, the same text at every access */
        const char *seen = x->red_elem[ac->var];
        if (seen && strcmp(seen, el) != 0) {
            *why = kf_arena_printf(x->F->ar, "it reduces two elements of '%s' (%s and %s)",
                                   v->name, seen, el);
            goto fail;
        }
        x->red_elem[ac->var] = el;
        fprintf(o, "kf_e_%s", v->name);
    }
    for (; iptr < nptr; iptr++)
        if (!put_ptr_decl(x, ptr[iptr], e, o, &at, why))
            goto fail;
    fputs(kf_gpu_src_text(x, at, e), o);
    if (fclose(o) != 0) {
        x->g->nomem = true;
        free(buf);
        return NULL;
    }
    /* tabs of the indentation as four spaces: kgen indents with spaces */
    char *res = kf_arena_alloc(x->F->ar, 4 * strlen(buf) + 1), *w = res;
    bool lead = true;
    for (const char *r = buf; *r; r++) {
        if (*r == '\t' && lead) {
            memcpy(w, "    ", 4);
            w += 4;
            continue;
        }
        lead = *r == '\n' || (lead && *r == ' ');
        *w++ = *r;
    }
    *w = 0;
    free(buf);
    return res;
fail:
    fclose(o);
    free(buf);
    return NULL;
}

/* ---- extents of pointer arrays (isl, analysis/extent.h) ---------------- */

/* The elements of pointer array v the buffer holds: as many as the
 * accesses of every fragment of the function that names v reach (they may
 * share one buffer). */
/* Does text s hold the keyword w (outside comments and strings)? */
static bool has_keyword(const char *s, const char *w)
{
    size_t len = strlen(s), n = strlen(w);
    for (size_t i = 0; i < len;) {
        size_t past = kf_ctext_skip(s, len, i, false);
        if (past != i) {
            i = past;
        } else if (kf_ctext_is_ident_start(s[i]) && (i == 0 || !kf_ctext_is_ident(s[i - 1]))) {
            size_t b = i;
            while (kf_ctext_is_ident(s[i]))
                i++;
            if (i - b == n && strncmp(s + b, w, n) == 0)
                return true;
        } else {
            i++;
        }
    }
    return false;
}

char *kf_gpu_band_text(struct frag *x, size_t b, size_t e, const char **why)
{
    char *body = kf_gpu_device_text(x, b, e, why);
    if (!body || !has_keyword(body, "continue"))
        return body;
    /* a `continue` of the band's loop ends the thread's iteration: inside
     * do { } while (0) it does, and one of an inner loop still binds
     * there; a `break` or `goto` of the band's loop would not, and a loop
     * with either is no kernel */
    if (has_keyword(body, "break") || has_keyword(body, "goto") || has_keyword(body, "switch")) {
        *why = "its body holds `continue` beside `break`, `goto` or `switch`";
        return NULL;
    }
    return kf_arena_printf(x->F->ar, "do {\n%s\n} while (0);", body);
}

const char *kf_gpu_pointer_extent(struct frag *x, int v)
{
    const char *e = kf_analysis_extent_text(x->g->a, x->fi, v, x->F->ar), *why;
    return e ? e : kf_gpu_run_extent(x, v, &why);
}

/* A pointer to rows of declared length, `const float (*cent)[DIM]`: the
 * rows its buffer holds, the last row any fragment of the function that
 * may share the buffer reaches, plus one (the largest of them); NULL where
 * one of them is unknown.  A fragment that does not touch v adds nothing. */
const char *kf_gpu_row_pointer_extent(struct frag *x, int v)
{
    const struct kf_var *var = &x->f->vars[v];
    for (int d = 1; d < var->ndims; d++)
        if (!var->dims[d][0])
            return NULL;
    const char *max = NULL;
    int lo, hi;
    kf_analysis_function_span(x->g->a, x->fi, &lo, &hi);
    for (int k = lo; k <= hi; k++) {
        const struct kf_fragment *g = x->g->a->prog->frags[k];
        int w = kf_analysis_sharer(x->g->a, x->fi, v, k);
        if (w < 0)
            continue;
        struct kf_poly *last = kf_analysis_end_row(x->g->a, k, w, true, x->F->ar);
        /* a row named only where the buffer is not yet made: unknown */
        for (int u = 0; last && u < g->nvar; u++)
            if (k != x->fi && kf_poly_uses(last, u) &&
                kf_analysis_declared_between(&g->vars[u], x->f->range.begin.offset, SIZE_MAX))
                last = NULL;
        if (!last)
            return NULL;
        char c[512];
        struct kf_poly *count = kf_poly_lin(x->F->ar, last, 1, kf_poly_const(x->F->ar, 1), 1);
        kf_poly_print(g, count, c, sizeof c);
        bool constant = count->nterm == 0 || (count->nterm == 1 && count->term[0].nvar == 0);
        const char *one = !constant ? kf_arena_printf(x->F->ar, "(%s > 0 ? %s : 0)", c, c)
                          : count->nterm && count->term[0].coef > 0 ? kf_arena_strdup(x->F->ar, c)
                                                                    : "0";
        max = !max || strcmp(max, one) == 0
                  ? one
                  : kf_arena_printf(x->F->ar, "((%s) > (%s) ? (%s) : (%s))", max, one, max, one);
    }
    return max;
}

const char *kf_gpu_extent_of(struct frag *x, int v)
{
    const struct kf_var *var = &x->f->vars[v];
    if (kf_gpu_rows_of(x, v))
        return kf_gpu_rows_of(x, v)->count;
    if (var->ndims >= 1 && var->dims[0][0])
        return var->dims[0];
    /* one dimension, or rows of declared length (x->extent: kf_gpu_prepare) */
    if (var->base != KF_BASE_POINTER && var->base != KF_BASE_ARRAY_PARAM)
        return NULL;
    return x->extent[v];
}

/* Is the identifier (s, n) declared as a parameter before offset `at`, in
 * the parameter list that holds `at`: "int n, double X[n][n]"?  A
 * declarator is the last word of a parameter (a type word or '*' before it,
 * ',' or ')' after it); an argument of a macro such as POLYBENCH_2D(C, NI,
 * NJ, ni, nj) has ',' or '(' before it. */
static bool param_before(const struct gen *g, size_t at, const char *s, size_t n)
{
    size_t open = at;
    for (int depth = 0; open > 0; open--) {
        char c = g->text[open - 1];
        if (c == ')' || c == ']')
            depth++;
        else if ((c == '(' || c == '[') && depth-- == 0)
            break;
        else if (c == ';' || c == '{' || c == '}')
            return false;
    }
    for (size_t p = open; p + n <= at; p++) {
        if (strncmp(g->text + p, s, n) != 0 || kf_ctext_is_ident(g->text[p + n]) ||
            (p > 0 && kf_ctext_is_ident(g->text[p - 1])))
            continue;
        size_t q = p + n, r = p;
        while (q < at && isspace((unsigned char)g->text[q]))
            q++;
        while (r > open && isspace((unsigned char)g->text[r - 1]))
            r--;
        if (q < at && g->text[q] == ',' && r > open &&
            (kf_ctext_is_ident(g->text[r - 1]) || g->text[r - 1] == '*'))
            return true;
    }
    return false;
}

const char *kf_gpu_unpassed_extent(struct frag *x, const char *name)
{
    size_t n = strlen(name);
    if (kf_gpu_in_macro(x->g, name, n))
        return NULL;
    for (int v = 0; v < x->f->nvar; v++) {
        const struct kf_var *var = &x->f->vars[v];
        if (var->kind != KF_VAR_ARRAY || !var->is_param_decl)
            continue;
        for (int d = 1; d < var->ndims; d++)
            if (kf_gpu_word_in(var->dims[d], 0, strlen(var->dims[d]), name, n) &&
                param_before(x->g, var->decl.offset, name, n))
                return kf_arena_printf(x->F->ar, "the row length '%s' of '%s' is a parameter "
                                                 "the fragment does not use, which the kernel "
                                                 "would not receive",
                                       name, var->name);
    }
    return NULL;
}
