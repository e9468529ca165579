/*
 * gpu_extent.c: the extent of a pointer array found at run time (gpu.h,
 * kf_gpu_run_extent), where isl cannot bound its accesses.
 *
 * A subscript read from a table (img[up[i] + nr * j]), or a loop bounded by
 * data (for (k = rp[i]; k < rp[i + 1]; k++) v[k]), reaches elements no
 * affine function of the parameters bounds, so analysis/extent.h gives no
 * size for the device buffer.  The host can still count them before the
 * region starts, as an inspector does (Saltz, Mirchandaney and Crowley,
 * "Run-time parallelization and scheduling of loops", IEEE TC 1991: an
 * inspector loop runs the index computations alone, then the executor the
 * loop): the extent is a GNU statement expression that runs the loops
 * around each such access as the program writes them and keeps the largest
 * subscript it meets, plus one:
 *
 *   ({ long kf_ext = 0, kf_neg = 0;
 *      for (int i = 0; i < n; i++)                 the statement's loops,
 *          for (int k = rp[i]; k < rp[i + 1]; k++) headers as written
 *              { long kf_s = (long)(k);            the subscript as written
 *                if (kf_s < 0) kf_neg = 1;
 *                if (kf_s >= kf_ext) kf_ext = kf_s + 1; }
 *      if (kf_neg) <the host API's failure: indexed below element 0>;
 *      kf_ext; })
 *
 * with each affine access's isl bound (extent.h) folded in the same way.
 * Every fragment of the function that names the array counts, as in
 * extent.h (they may share the buffer).  An access in a loop header (rp[i
 * + 1] in k's bound) runs with the loops around that loop only, so a row
 * whose k loop is empty still counts.
 *
 * A scalar the loop body sets before the loop that reads it, under no if
 * and nowhere else (`const int row_end = rowptr[i + 1];`, `end =
 * row_ptr[i + 1];`, as CSR code reads a row's range), is read as its
 * definition, in parentheses.
 *
 * It runs where the region starts (the buffer is sized there, never where
 * the variable is born: gpu_buffer.c), where the host holds every array
 * the region's kernels use, so the tables it reads are current when the
 * fragments do not write them.  Refused, with the reason, where the text
 * would read something it cannot: a scalar or an array some fragment of
 * the function writes, a function call, a loop other than `for`; and where
 * the count could reach what the program never does: an access under an
 * if, a loop with `continue`, `break`, `return` or `goto` (an index they
 * guard, a sentinel bound).
 *
 * Ownership: texts in the file's arena (x->F->ar).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/extent.h"
#include "codegen/gpu.h"
#include "ir/poly.h"
#include "kforge/analyze.h"
#include "kforge/arena.h"
#include "support/ctext.h"

/* Is variable w of fragment g written in some fragment of g's function? */
static bool written_in_function(struct frag *x, const struct kf_fragment *g, int w)
{
    const struct kf_program *prog = x->g->a->prog;
    int lo, hi;
    kf_analysis_function_span(x->g->a, x->fi, &lo, &hi);
    for (int k = lo; k <= hi; k++) {
        int u = kf_analysis_same_var(g, w, prog->frags[k]);
        if (u >= 0 && prog->frags[k]->vars[u].written)
            return true;
    }
    return false;
}

struct insp {
    struct frag *x;
    const struct kf_fragment *g;
    const struct kf_stmt *st;
    int depth;       /* the loops that run the access: st->loops[0..depth) */
    const char *why;
    bool in_sub;     /* reading the subscript: a local with corners stands for them */
    int ncv;         /* the locals with corners it met, in order */
    int cv[4];
};

static const char *host_text(struct insp *in, size_t b, size_t e, int level, const char **why);

/* The right-hand side of the one statement that sets scalar v in each
 * iteration of the loops around where [at] reads it, before that: `const
 * int row_end = rowptr[i + 1];` or `end = row_ptr[i + 1];` at the top of
 * the loop body, under no if; NULL when there is no such statement. */
static const char *definition(struct insp *in, int v, size_t at, int level, const char **why)
{
    const struct kf_fragment *g = in->g;
    const struct kf_stmt *def = NULL;
    const struct kf_access *dac = NULL;
    for (int s = 0; s < g->nstmt; s++)
        for (int a = 0; a < g->stmts[s]->naccess; a++)
            if (g->stmts[s]->acc[a].var == v && g->stmts[s]->acc[a].write) {
                if (def)
                    return NULL; /* set twice */
                def = g->stmts[s];
                dac = &def->acc[a];
            }
    if (!def || def->nif > 0 || def->depth > in->depth || def->range.end.offset > at)
        return NULL;
    for (int d = 0; d < def->depth; d++)
        if (def->loops[d] != in->st->loops[d])
            return NULL;
    /* "[const int] v = RHS": v's name, then '=' (a declaration's access
     * spans the declaration) */
    const char *t = in->x->g->text, *name = g->vars[v].name;
    size_t n = strlen(name), p = dac->range.begin.offset, e = def->range.end.offset;
    while (p + n <= e && (strncmp(t + p, name, n) != 0 || kf_ctext_is_ident(t[p + n]) ||
                          (p > 0 && kf_ctext_is_ident(t[p - 1]))))
        p++;
    for (p += n; p < e && isspace((unsigned char)t[p]);)
        p++;
    if (p >= e || t[p] != '=' || t[p + 1] == '=')
        return NULL;
    while (e > p && (isspace((unsigned char)t[e - 1]) || t[e - 1] == ';'))
        e--;
    return host_text(in, p + 1, e, level + 1, why);
}

/* May local v, whose value lies between its corners (kf_var.corner: a
 * helper's result, frontend/c/range.c), stand for them in the subscript
 * being read?  It is set once, where it is declared in the fragment, so
 * every value the subscript reads is the helper's; once in the subscript,
 * so the subscript, made of + - * only (checked in inspect), is affine in
 * it and takes its extremes at its corners.  Recorded in in->cv; false
 * with *why set when it may not, false alone when it has no corners to
 * use. */
static bool corner_var(struct insp *in, int v, const char **why)
{
    const struct kf_fragment *g = in->g;
    int writes = 0;
    const struct kf_stmt *def = NULL;
    for (int s = 0; s < g->nstmt; s++)
        for (int a = 0; a < g->stmts[s]->naccess; a++)
            if (g->stmts[s]->acc[a].var == v && g->stmts[s]->acc[a].write)
                writes++, def = g->stmts[s];
    if (writes != 1 || def->kind != KF_STMT_DECL || !g->vars[v].local)
        return false;
    for (int i = 0; i < in->ncv; i++)
        if (in->cv[i] == v)
            return *why = kf_arena_printf(in->x->F->ar, "it reads '%s' twice", g->vars[v].name),
                   false;
    if (in->ncv == 4)
        return *why = "it reads more than 4 helpers' results", false;
    in->cv[in->ncv++] = v;
    return true;
}

/* Text [b, e) of fragment g as the host evaluates it where the region
 * starts: a scalar the fragment sets at the top of the loop body before
 * (row_end = rowptr[i + 1]) replaced by its definition, in parentheses;
 * NULL with *why when it reads something the host does not hold then */
static const char *host_text(struct insp *in, size_t b, size_t e, int level, const char **why)
{
    struct frag *x = in->x;
    const char *t = x->g->text;
    char *buf = NULL;
    size_t len = 0;
    FILE *o = open_memstream(&buf, &len);
    if (!o) {
        x->g->nomem = true;
        return *why = "out of memory", NULL;
    }
    *why = NULL;
    size_t at = b;
    for (size_t p = b; p < e && !*why;) {
        size_t past = kf_ctext_skip(t, e, p, false);
        if (past != p) {
            p = past;
            continue;
        }
        if (!kf_ctext_is_ident_start(t[p]) || (p > b && kf_ctext_is_ident(t[p - 1]))) {
            p++;
            continue;
        }
        size_t q = p;
        while (q < e && kf_ctext_is_ident(t[q]))
            q++;
        size_t k = p;
        while (k > b && isspace((unsigned char)t[k - 1]))
            k--;
        bool member = k > b && (t[k - 1] == '.' ||
                                (t[k - 1] == '>' && k > b + 1 && t[k - 2] == '-'));
        size_t r = q;
        while (r < e && isspace((unsigned char)t[r]))
            r++;
        int v = member ? -1 : kf_gpu_var_named(in->g, NULL, t + p, q - p);
        bool iter = false;
        for (int d = 0; v >= 0 && d < in->depth; d++)
            iter |= in->st->loops[d]->iter == v;
        const char *cwhy = NULL;
        if (v >= 0 && !iter && in->in_sub && level == 0 && in->g->vars[v].ncorner > 0 &&
            corner_var(in, v, &cwhy)) {
            fwrite(t + at, 1, p - at, o);
            fprintf(o, "kf_r_%s", in->g->vars[v].name);
            at = q;
        } else if (cwhy) {
            *why = cwhy;
        } else if (v >= 0 && !iter && written_in_function(x, in->g, v)) {
            const char *def = NULL, *dwhy = NULL;
            if (level < 4 && in->g->vars[v].kind == KF_VAR_SCALAR)
                def = definition(in, v, p, level, &dwhy);
            if (!def)
                *why = dwhy ? dwhy
                            : kf_arena_printf(x->F->ar, "it reads '%s', which the fragment "
                                                        "computes", in->g->vars[v].name);
            else {
                fwrite(t + at, 1, p - at, o);
                fprintf(o, "(%s)", def);
                at = q;
            }
        } else if (v < 0 && !member && r < e && t[r] == '(' &&
                   !kf_gpu_in_list(kf_gpu_keywords, t + p, q - p)) {
            *why = kf_arena_printf(x->F->ar, "it calls '%.*s'", (int)(q - p), t + p);
        }
        p = q;
    }
    fwrite(t + at, 1, e - at, o);
    fclose(o);
    const char *res = *why || !buf ? NULL : kf_arena_strdup(x->F->ar, buf);
    free(buf);
    return res;
}

/* The subscript's text of the one-dimensional access ac: inside the
 * brackets after the name; b, e set */
static bool subscript(struct frag *x, const struct kf_access *ac, const char *name, size_t *b,
                      size_t *e)
{
    const char *t = x->g->text;
    size_t p = ac->range.begin.offset, n = strlen(name), end = ac->range.end.offset;
    if (strncmp(t + p, name, n) != 0 || kf_ctext_is_ident(t[p + n]))
        return false;
    p += n;
    while (p < end && isspace((unsigned char)t[p]))
        p++;
    if (p >= end || t[p] != '[')
        return false;
    *b = ++p;
    for (int depth = 0; p < end; p++) {
        if (t[p] == '[' || t[p] == '(')
            depth++;
        else if ((t[p] == ']' || t[p] == ')') && depth-- == 0)
            break;
    }
    if (p >= end || t[p] != ']')
        return false;
    *e = p;
    return true;
}

/* The loop over the corners of in->cv[c], opened on o: kf_r_NAME takes
 * each corner's value, an argument converted to its parameter's type
 * as the call converts it; NULL, or why an argument is not the host's */
static const char *corner_loop(struct insp *in, int c, FILE *o)
{
    const struct kf_var *v = &in->g->vars[in->cv[c]];
    fprintf(o, "for (int kf_c%d = 0; kf_c%d < %d; kf_c%d++) { long kf_r_%s = ", c, c, v->ncorner,
            c, v->name);
    for (int k = 0; k < v->ncorner; k++) {
        const struct kf_corner *cn = &v->corner[k];
        const char *why = NULL, *val = NULL;
        if (cn->constant)
            val = kf_arena_printf(in->x->F->ar, "%ldL", cn->value);
        else {
            val = host_text(in, cn->arg.begin.offset, cn->arg.end.offset, 1, &why);
            if (!val)
                return kf_arena_printf(in->x->F->ar, "the bound of '%s' from its helper: %s",
                                       v->name, why);
            val = cn->value ? kf_arena_printf(in->x->F->ar, "((long)(%s)(%s) + %ldL)", cn->type,
                                              val, cn->value)
                            : kf_arena_printf(in->x->F->ar, "(%s)(%s)", cn->type, val);
        }
        if (k < v->ncorner - 1)
            fprintf(o, "kf_c%d == %d ? %s : ", c, k, val);
        else
            fprintf(o, "%s; ", val);
    }
    return NULL;
}

/* The inspector of one access, appended to o; false with in->why set */
static bool inspect(struct insp *in, const struct kf_access *ac, FILE *o)
{
    struct frag *x = in->x;
    const struct kf_stmt *st = in->st;
    const char *name = in->g->vars[ac->var].name;
    size_t sb, se;
    if (ac->whole || ac->nsub != 1 || !subscript(x, ac, name, &sb, &se))
        return in->why = kf_arena_printf(x->F->ar, "'%s' on line %u is not NAME[..]", name,
                                         ac->range.begin.line),
               false;
    /* in a loop's header: the loops around that loop run it */
    in->depth = st->depth;
    for (int d = 0; d < st->depth; d++)
        if (ac->range.begin.offset >= st->loops[d]->header.begin.offset &&
            ac->range.begin.offset < st->loops[d]->header.end.offset &&
            ac->range.begin.offset < st->loops[d]->body.begin.offset) {
            in->depth = d;
            break;
        }
    /* an if guards what it indexes (`if (i > 0) a[idx[i - 1]]`): run
     * without it, the count could read past a table */
    for (int i = 0; i < st->nif; i++)
        if (ac->range.begin.offset >= st->ifs[i]->range.begin.offset &&
            ac->range.begin.offset < st->ifs[i]->range.end.offset)
            return in->why = kf_arena_printf(x->F->ar, "'%s' on line %u is indexed under an if",
                                             name, ac->range.begin.line),
                   false;
    /* a subscript the front end wrote as a polynomial (img[k] with k = i +
     * nr * j set before) is counted in that form: iterators and
     * parameters only */
    char poly[512] = "";
    if (ac->sub[0])
        kf_poly_print(in->g, ac->sub[0], poly, sizeof poly);
    const char *why = NULL, *stext = poly;
    if (!poly[0]) {
        in->in_sub = true;
        in->ncv = 0;
        stext = host_text(in, sb, se, 0, &why);
        in->in_sub = false;
        for (size_t p = sb; in->ncv && !why && p < se; p++)
            if (!kf_ctext_is_ident(x->g->text[p]) && !strchr(" \t\n+-*()", x->g->text[p]))
                why = kf_arena_printf(x->F->ar, "it reads '%s', a helper's result, beside '%c'",
                                      in->g->vars[in->cv[0]].name, x->g->text[p]);
    }
    fputs("{ ", o);
    /* an iterator declared before its loop: the inspector's own, so the
     * program's stays as it was */
    for (int d = 0; d < in->depth && !why; d++) {
        const struct kf_node *L = st->loops[d];
        const struct kf_var *it = &in->g->vars[L->iter];
        if (it->decl.offset < L->header.begin.offset || it->decl.offset >= L->body.begin.offset)
            fprintf(o, "%s %s; ", it->type, it->name);
    }
    for (int d = 0; d < in->depth && !why; d++) {
        const struct kf_node *L = st->loops[d];
        const char *t = x->g->text + L->header.begin.offset;
        if (strncmp(t, "for", 3) != 0 || kf_ctext_is_ident(t[3]))
            why = kf_arena_printf(x->F->ar, "loop %s is no for loop", L->id);
        else if (L->early_exit) /* a `continue` may skip what it guards */
            why = kf_arena_printf(x->F->ar, "loop %s may skip or end iterations early", L->id);
        else {
            const char *h = host_text(in, L->header.begin.offset, L->body.begin.offset, 0, &why);
            if (h)
                fprintf(o, "%s ", h);
        }
    }
    if (why)
        return in->why = kf_arena_printf(x->F->ar, "the subscript of '%s' on line %u: %s", name,
                                         ac->range.begin.line, why),
               false;
    int ncv = poly[0] ? 0 : in->ncv;
    for (int c = 0; c < ncv && !why; c++)
        why = corner_loop(in, c, o);
    if (why)
        return in->why = kf_arena_printf(x->F->ar, "the subscript of '%s' on line %u: %s", name,
                                         ac->range.begin.line, why),
               false;
    /* a branch of a subscript through ?: (a clamp) reaches its element
     * only where its conditions hold: counted elsewhere, its value could
     * lie past the array (the copy would then read past the host's) or
     * below it */
    if (ac->ncons > 0) {
        fputs("if (", o);
        for (int c = 0; c < ac->ncons; c++) {
            char cp[512];
            kf_poly_print(in->g, ac->cons[c].poly, cp, sizeof cp);
            fprintf(o, "%s(%s) %s 0", c ? " && " : "", cp, ac->cons[c].eq ? "==" : ">=");
        }
        fputs(") ", o);
    }
    fputs("{ long kf_s = (long)(", o);
    fputs(stext, o);
    fputs("); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } ", o);
    for (int c = 0; c < ncv; c++)
        fputs("} ", o);
    fputs("} ", o);
    return true;
}

/* Do access p (the one before) and access a, of variable w, name the same
 * element where the same conditions hold? */
static bool same_element(const struct kf_access *p, const struct kf_access *a, int w)
{
    if (p->var != w || p->range.begin.offset != a->range.begin.offset || p->nsub != a->nsub ||
        p->ncons != a->ncons || p->whole != a->whole)
        return false;
    for (int k = 0; k < a->nsub; k++)
        if (!p->sub[k] || !a->sub[k] || !kf_poly_equal(p->sub[k], a->sub[k]))
            return false;
    for (int c = 0; c < a->ncons; c++)
        if (p->cons[c].eq != a->cons[c].eq || !kf_poly_equal(p->cons[c].poly, a->cons[c].poly))
            return false;
    return true;
}

/* The inspector's part for fragment k's accesses to its variable w: isl's
 * bound where it has one, else the loops; false with *why set */
static bool fragment_part(struct frag *x, int k, int w, FILE *o, const char **why)
{
    const struct kf_analysis *an = x->g->a;
    const struct kf_fragment *g = an->prog->frags[k];
    struct kf_poly *e = kf_analysis_last_element(an, k, w, x->F->ar);
    if (e) {
        char buf[512];
        kf_poly_print(g, kf_poly_lin(x->F->ar, e, 1, kf_poly_const(x->F->ar, 1), 1), buf,
                      sizeof buf);
        fprintf(o, "{ long kf_s = (long)(%s); if (kf_s > kf_ext) kf_ext = kf_s; } ", buf);
        return true;
    }
    struct insp in = {x, g, NULL, 0, NULL, false, 0, {0}};
    for (int s = 0; s < g->nstmt; s++) {
        in.st = g->stmts[s];
        for (int a = 0; a < in.st->naccess; a++) {
            const struct kf_access *ac = &in.st->acc[a];
            if (ac->var != w)
                continue;
            /* the read and the write of one "v[k] += ..." (the branches of a
             * subscript through ?: share its range too: each counts) */
            if (a > 0 && same_element(&in.st->acc[a - 1], ac, w))
                continue;
            struct kf_poly *e1 = kf_analysis_access_last(an, k, s, a, x->F->ar);
            if (e1) { /* isl bounds this one (img[k], k = i + nr * j) */
                char buf[512];
                kf_poly_print(g, e1, buf, sizeof buf);
                fprintf(o, "{ long kf_s = (long)(%s); if (kf_s >= kf_ext) kf_ext = kf_s + 1; } ",
                        buf);
                continue;
            }
            if (!inspect(&in, ac, o)) {
                *why = in.why;
                return false;
            }
        }
    }
    return true;
}

const char *kf_gpu_run_extent(struct frag *x, int v, const char **why)
{
    const struct kf_analysis *an = x->g->a;
    const struct kf_var *var = &x->f->vars[v];
    *why = NULL;
    if (var->kind != KF_VAR_ARRAY || var->base != KF_BASE_POINTER || var->ndims != 1 ||
        var->pointer_rows || var->member || kf_analysis_extent_text(an, x->fi, v, x->F->ar))
        return NULL;
    char *buf = NULL;
    size_t len = 0;
    FILE *o = open_memstream(&buf, &len);
    if (!o) {
        x->g->nomem = true;
        return NULL;
    }
    fputs("({ long kf_ext = 0, kf_neg = 0; ", o);
    int lo, hi;
    kf_analysis_function_span(an, x->fi, &lo, &hi);
    bool ok = true;
    for (int k = lo; k <= hi && ok; k++) {
        const struct kf_fragment *g = an->prog->frags[k];
        int w = kf_analysis_sharer(an, x->fi, v, k);
        bool touched = w >= 0;
        /* a local declared between x and a later fragment that names it
         * (analysis/extent.c says why) is not there where x's buffer is
         * made */
        for (int u = 0; touched && k != x->fi && u < g->nvar && ok; u++) {
            const struct kf_var *gv = &g->vars[u];
            if (kf_analysis_declared_between(gv, x->f->range.begin.offset, g->range.begin.offset)) {
                *why = kf_arena_printf(x->F->ar, "'%s', declared after the fragment, sizes a "
                                                 "later fragment's reach",
                                       gv->name);
                ok = false;
            }
        }
        if (touched && ok)
            ok = fragment_part(x, k, w, o, why);
    }
    if (x->cuda)
        fprintf(o, "if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, \"'%s' indexed below its "
                   "first element\", %u); ",
                var->name, var->decl.line);
    else
        fprintf(o, "if (kf_neg) kf_cl_check(CL_INVALID_VALUE, \"'%s' indexed below its first "
                   "element\", %u); ",
                var->name, var->decl.line);
    fputs("kf_ext; })", o);
    fclose(o);
    const char *r = ok && buf ? kf_arena_strdup(x->F->ar, buf) : NULL;
    free(buf);
    return r;
}
