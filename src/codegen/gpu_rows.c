/*
 * gpu_rows.c: arrays of row pointers on the device (gpu.h, packed rows).
 *
 * A double ** (float *const *, const double *const *) has its rows
 * wherever malloc put them, so it cannot travel to the device as one
 * block.  Where each access of it is an element a[e0][e1] with affine
 * subscripts and the elements the fragment reaches are a box (isl:
 * kf_analysis_row_box), the host packs that box into one block and the
 * kernel reads the block as a 2-D array:
 *
 *     host, before the kernel                 kernel
 *     for r in [r0, r1]:                      a[i][k]
 *         for c in [c0, c1]:                    -> a[(i - r0) * W + (k - c0)]
 *             pk[(r - r0) * W + (c - c0)]       W = c1 - c0 + 1
 *                 = a[r][c]
 *     one write of pk (W * (r1 - r0 + 1) elements)
 *
 * One write of the packed block, not one per row: a transfer call costs
 * microseconds whatever its size, so a thousand short rows written one by
 * one cost more than packing them on the host.  The pack reads no row
 * pointer and no row element the program does not: where the reach is
 * not the whole box (a triangle, row i holding i + 1 elements; a
 * stencil's cross), each row is packed over its own columns
 * (kf_analysis_row_spans), the elements between them zeros no kernel
 * reads; a box wider than the loops reach where they do not run (a
 * stencil's, for m below 3) is packed only where they do (the guard).  A
 * row whose reach has a hole stays on the host, as does an array whose
 * rows the fragments of a region reach in different boxes (they would
 * share the buffer).  A written array goes only where its rows are apart: in
 * the model as written (--assume-no-alias gives it two dimensions), or in
 * the model in view where the fragment runs on the device only behind the
 * run-time test that they are (gpu.c, take_rows).  The copy back
 * reads the block and unpacks it into the rows, every element of the box
 * one the program reaches, unwritten ones as they were packed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/ast.h>
#include <isl/ast_build.h>
#include <isl/aff.h>
#include <isl/set.h>
#include <isl/space.h>

#include "analysis/extent.h"
#include "codegen/gpu.h"
#include "codegen/gpu_resched.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kgen.h"
#include "support/ctext.h"

/* isl's expression of pa (the parameters and kf_rr, a row) as C in
 * fragment f's names, in ar; NULL where it needs what C does not have
 * (min, max, floord) or out of memory. */
static const char *pw_text(struct frag *x, const struct kf_fragment *f, isl_pw_aff *pa)
{
    isl_set *ctx = isl_set_universe(isl_pw_aff_get_domain_space(pa));
    isl_ast_build *b = isl_ast_build_from_context(ctx);
    isl_ast_expr *e = b ? isl_ast_build_expr_from_pw_aff(b, isl_pw_aff_copy(pa)) : NULL;
    char *t = e ? kf_gpu_isl_expr_text(f, e) : NULL;
    isl_ast_expr_free(e);
    isl_ast_build_free(b);
    bool ok = t && !strstr(t, "min(") && !strstr(t, "max(") && !strstr(t, "floord(");
    /* a parameter the fragment does not spell (p<id> left as isl named it) */
    for (const char *q = t; ok && (q = strchr(q, 'p')) != NULL; q++)
        ok = !((q == t || !kf_ctext_is_ident(q[-1])) && q[1] >= '0' && q[1] <= '9');
    const char *r = ok ? kf_arena_strdup(x->F->ar, t) : NULL;
    free(t);
    return r;
}

/* Each row's columns of a JAGGED box (two levels), as C in *slo, *shi;
 * false where kf_analysis_row_spans or pw_text give none. */
static bool spans(struct frag *x, int k, int w, const char **slo, const char **shi)
{
    const struct kf_fragment *f = x->g->a->prog->frags[k];
    isl_pw_aff *lo, *hi;
    struct kf_model *own;
    if (!kf_analysis_row_spans(x->g->a, k, w, x->g->d, &lo, &hi, &own))
        return false;
    *slo = pw_text(x, f, lo);
    *shi = pw_text(x, f, hi);
    isl_pw_aff_free(lo);
    isl_pw_aff_free(hi);
    kf_model_free(own); /* after them: their isl context */
    return *slo && *shi;
}

/* The box of fragment k's array w, as text ("[0, n - 1] x [0, m - 1]" in
 * the fragment's names, with the guard and the rows' spans where it has
 * them) to compare with another fragment's, or NULL with *res set (a
 * JAGGED box whose rows' spans are known is OK, with them in *slo, *shi). */
static const char *box_text(struct frag *x, int k, int w, struct kf_poly *lo[3],
                            struct kf_poly *hi[3], const char **guard, const char **slo,
                            const char **shi, enum kf_row_box *res)
{
    const struct kf_fragment *f = x->g->a->prog->frags[k];
    *res = kf_analysis_row_box(x->g->a, k, w, x->g->d, x->F->ar, lo, hi, guard);
    *slo = *shi = NULL;
    if (*res == KF_BOX_JAGGED && spans(x, k, w, slo, shi))
        *res = KF_BOX_OK;
    if (*res != KF_BOX_OK)
        return NULL;
    const char *t = *guard ? kf_arena_printf(x->F->ar, "where %s: ", *guard) : "";
    if (*slo)
        t = kf_arena_printf(x->F->ar, "%srow kf_rr from %s to %s: ", t, *slo, *shi);
    for (int d = 0; d < f->vars[w].row_levels; d++) {
        char b0[256], b1[256];
        kf_poly_print(f, lo[d], b0, sizeof b0);
        kf_poly_print(f, hi[d], b1, sizeof b1);
        t = kf_arena_printf(x->F->ar, "%s%s[%s, %s]", t, d ? " x " : "", b0, b1);
    }
    return t;
}

struct kf_poly *const *kf_gpu_rows_subs(const struct kf_fragment *f, const struct kf_access *ac)
{
    const struct kf_var *var = &f->vars[ac->var];
    int nl = var->row_levels;
    return ac->nrsub == nl                                       ? ac->rsub
           : var->ndims == nl && ac->nsub == nl && !ac->whole ? ac->sub
                                                              : NULL;
}

/* Why array of row pointers v cannot go to the device packed, or NULL. */
static const char *plan(struct frag *x, int v, struct kf_gpu_rows *R)
{
    const struct kf_fragment *f = x->f;
    const struct kf_var *var = &f->vars[v];
    /* ndims nl: one dimension a level, its rows apart (--assume-no-alias) */
    int nl = var->row_levels;
    if ((nl != 2 && nl != 3) || (var->ndims != 1 && var->ndims != nl))
        return kf_arena_printf(x->F->ar, "'%s' is an array of row pointers of %d levels (%s): "
                                         "kforge packs two or three (T **, T ***) into one "
                                         "device buffer",
                               var->name, nl, var->type);
    /* written: its rows must be apart, which --assume-no-alias says to the
     * model as written (two dimensions), and the model in view says where
     * the fragment runs behind the test that they are (gpu.c's
     * take_rows, kf_analysis_take_rows) */
    const struct kf_model *m = x->g->a->models[x->fi];
    if (var->written && var->ndims != nl && !(m->rows && m->rows[v]))
        return kf_arena_printf(x->F->ar, "'%s' is an array of row pointers (%s) that the "
                                         "fragment writes: kforge packs and copies back the "
                                         "rows of one only where they are apart "
                                         "(--assume-no-alias, or a run-time test where that "
                                         "makes a loop parallel)",
                               var->name, var->type);
    for (int s = 0; s < f->nstmt; s++)
        for (int a = 0; a < f->stmts[s]->naccess; a++) {
            const struct kf_access *ac = &f->stmts[s]->acc[a];
            if (ac->var != v)
                continue;
            struct kf_poly *const *sub = kf_gpu_rows_subs(f, ac);
            bool affine = sub && !ac->call && !ac->may && !ac->ncons;
            for (int k = 0; k < nl && affine; k++)
                affine = sub[k] && kf_poly_is_affine(sub[k]);
            if (!affine)
                return kf_arena_printf(x->F->ar, "'%s' on line %u is an array of row pointers "
                                                 "(%s) read other than as an element %s%s with "
                                                 "affine subscripts, none under a condition of "
                                                 "the data: kforge packs only such reads",
                                       var->name, ac->range.begin.line, var->type, var->name,
                                       nl == 3 ? "[e0][e1][e2]" : "[e0][e1]");
        }
    enum kf_row_box res;
    const char *own = box_text(x, x->fi, v, R->lo, R->hi, &R->guard, &R->span_lo, &R->span_hi,
                               &res);
    if (res == KF_BOX_JAGGED)
        return kf_arena_printf(x->F->ar, "the columns of '%s' (%s) that the fragment reads "
                                         "depend on the row, and some row's are not one "
                                         "interval isl states: kforge packs each row's "
                                         "interval, every element of which the program must "
                                         "read itself",
                               var->name, var->type);
    if (!own)
        return kf_arena_printf(x->F->ar, "the rows and columns of '%s' (%s) that the fragment "
                                         "reads are not one box isl states in its parameters",
                               var->name, var->type);
    /* the fragments of the function that may share the buffer (a region)
     * must pack the same box, and one named where the buffer is made */
    int lo, hi;
    kf_analysis_function_span(x->g->a, x->fi, &lo, &hi);
    for (int k = lo; k <= hi; k++) {
        const struct kf_fragment *g = x->g->a->prog->frags[k];
        int w = k != x->fi && kf_analysis_may_share(x->g->a, x->fi, k)
                    ? kf_analysis_same_var(f, v, g)
                    : -1;
        if (w < 0 || !g->vars[w].read)
            continue;
        struct kf_poly *l2[3], *h2[3];
        const char *g2, *s2, *e2;
        const char *other = box_text(x, k, w, l2, h2, &g2, &s2, &e2, &res);
        if (!other || strcmp(other, own) != 0)
            return kf_arena_printf(x->F->ar, "fragments %d and %d read '%s' (%s) in "
                                             "different boxes of rows and columns, and would "
                                             "share one packed buffer",
                                   f->id, g->id, var->name, var->type);
    }
    /* ((long)n > 0 && (long)w > 0 ? (size_t)n * (size_t)w : 0) */
    R->nd = nl;
    const char *pos = "", *prod = "";
    for (int k = 0; k < nl; k++) {
        R->len[k] = kf_poly_lin(x->F->ar, kf_poly_lin(x->F->ar, R->hi[k], 1, R->lo[k], -1), 1,
                                kf_poly_const(x->F->ar, 1), 1);
        const char *t = kf_gpu_paren(x, kf_gpu_poly_text(x, R->len[k]));
        pos = kf_arena_printf(x->F->ar, "%s%s(long)%s > 0", pos, k ? " && " : "", t);
        prod = kf_arena_printf(x->F->ar, "%s%s(size_t)%s", prod, k ? " * " : "", t);
    }
    if (R->guard) /* outside it the bounds name elements no run reaches */
        pos = kf_arena_printf(x->F->ar, "(%s) && %s", R->guard, pos);
    R->count = kf_arena_printf(x->F->ar, "(%s ? %s : 0)", pos, prod);
    return NULL;
}

void kf_gpu_rows_plan(struct frag *x)
{
    const struct kf_fragment *f = x->f;
    x->rows = kf_arena_alloc(x->F->ar, (size_t)(f->nvar ? f->nvar : 1) * sizeof *x->rows);
    x->rows_why = kf_arena_alloc(x->F->ar, (size_t)(f->nvar ? f->nvar : 1) * sizeof *x->rows_why);
    for (int v = 0; v < f->nvar; v++) {
        x->rows[v] = NULL;
        x->rows_why[v] = NULL;
        if (f->vars[v].kind != KF_VAR_ARRAY || !f->vars[v].pointer_rows)
            continue;
        struct kf_gpu_rows *R = kf_arena_alloc(x->F->ar, sizeof *R);
        memset(R, 0, sizeof *R);
        if ((x->rows_why[v] = plan(x, v, R)) == NULL)
            x->rows[v] = R;
    }
}

const struct kf_gpu_rows *kf_gpu_rows_of(const struct frag *x, int v)
{
    return x->rows ? x->rows[v] : NULL;
}

const char *kf_gpu_elem_sizeof(struct frag *x, int v)
{
    const char *name = x->f->vars[v].name;
    const struct kf_gpu_rows *R = kf_gpu_rows_of(x, v);
    return R ? kf_arena_printf(x->F->ar, "sizeof %s[0][0]%s", name, R->nd == 3 ? "[0]" : "")
             : kf_arena_printf(x->F->ar, "sizeof %s[0]", name);
}

/* "e - p" as kernel text, "e" where p is 0 */
static const char *minus(struct frag *x, const char *e, const struct kf_poly *p)
{
    if (p->nterm == 0)
        return kf_gpu_paren(x, e);
    return kf_arena_printf(x->F->ar, "(%s - %s)", kf_gpu_paren(x, e),
                           kf_gpu_paren(x, kf_gpu_kpoly_text(x, p)));
}

const char *kf_gpu_rows_index(struct frag *x, int v, const char *const *sub)
{
    /* (e0 - lo0) * len1 + (e1 - lo1), times len2 plus (e2 - lo2) for three */
    const struct kf_gpu_rows *R = kf_gpu_rows_of(x, v);
    const char *lin = minus(x, sub[0], R->lo[0]);
    for (int k = 1; k < R->nd; k++)
        lin = kf_arena_printf(x->F->ar, "%s * %s + %s", k > 1 ? kf_gpu_paren(x, lin) : lin,
                              kf_gpu_paren(x, kf_gpu_kpoly_text(x, R->len[k])),
                              minus(x, sub[k], R->lo[k]));
    return lin;
}

void kf_gpu_rows_copy(struct frag *x, struct kf_kgen *h, int v, enum kf_xfer_dir dir,
                      const char *oom, const char *write_fmt, const char *read_fmt, int line)
{
    const struct kf_gpu_rows *R = kf_gpu_rows_of(x, v);
    const char *name = x->f->vars[v].name, *bytes = kf_gpu_bytes_name(x, v);
    kf_kgen_begin_branchf(h, "if (%s > 0)", bytes);
    bool in = dir == KF_XFER_H2D;
    kf_kgen_stmtf(h, in ? "/* kforge: the rows of '%s' it reaches, packed into one block */"
                        : "/* kforge: the rows of '%s' it reaches, back from one block */",
                  name);
    /* with rows' spans the elements between them are no one's: zeros */
    kf_kgen_stmtf(h, R->span_lo ? "%s *kf_pk = calloc(1, %s);" : "%s *kf_pk = malloc(%s);",
                  kf_gpu_elem_type(x, &x->f->vars[v]), bytes);
    kf_kgen_begin_branch(h, "if (!kf_pk)");
    kf_kgen_stmtf(h, oom, line);
    kf_kgen_end_branch(h, NULL);
    if (!in)
        kf_kgen_stmtf(h, read_fmt, "kf_pk", kf_gpu_dev_name(x, v), bytes, line);
    /* kf_r, kf_c (two levels) or kf_p, kf_r, kf_c (three) over the box */
    const char *packed = "", *elem = name;
    for (int k = 0; k < R->nd; k++) {
        const char *i = R->nd == 3 ? (k == 0 ? "kf_p" : k == 1 ? "kf_r" : "kf_c")
                                   : (k == 0 ? "kf_r" : "kf_c");
        const char *len = kf_gpu_paren(x, kf_gpu_poly_text(x, R->len[k]));
        const char *lo = kf_gpu_paren(x, kf_gpu_poly_text(x, R->lo[k]));
        const char *minus_lo = R->lo[k]->nterm ? kf_arena_printf(x->F->ar, " - %s", lo) : "";
        if (R->span_lo && k == 1) /* row kf_rr's own columns (gpu.h) */
            kf_kgen_begin_branchf(h, "for (long %s = (long)(%s)%s; %s <= (long)(%s)%s; %s++)", i,
                                  R->span_lo, minus_lo, i, R->span_hi, minus_lo, i);
        else
            kf_kgen_begin_branchf(h, "for (long %s = 0; %s < (long)%s; %s++)", i, i, len, i);
        if (R->span_lo && k == 0)
            kf_kgen_stmtf(h, "const long kf_rr = %s;",
                          R->lo[k]->nterm ? kf_arena_printf(x->F->ar, "%s + kf_r", lo) : "kf_r");
        packed = k ? kf_arena_printf(x->F->ar, "%s * (long)%s + %s",
                                     k > 1 ? kf_arena_printf(x->F->ar, "(%s)", packed) : packed,
                                     len, i)
                   : i;
        elem = kf_arena_printf(x->F->ar, "%s[%s]", elem,
                               R->lo[k]->nterm ? kf_arena_printf(x->F->ar, "%s + %s", lo, i) : i);
    }
    packed = kf_arena_printf(x->F->ar, "kf_pk[%s]", packed);
    kf_kgen_stmtf(h, "%s = %s;", in ? packed : elem, in ? elem : packed);
    for (int k = 0; k < R->nd; k++)
        kf_kgen_end_branch(h, NULL);
    if (in)
        kf_kgen_stmtf(h, write_fmt, kf_gpu_dev_name(x, v), "kf_pk", bytes, line);
    kf_kgen_stmt(h, "free(kf_pk);");
    kf_kgen_end_branch(h, NULL);
}
