/*
 * gpu_plan.c: the host plan of a fragment (gpu.h): which bands become kernels
 * (plain or reduction), which statements run on one thread, which loops
 * stay on the host and why.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/val.h>

#include "analysis/wave.h"
#include "codegen/gen_reduce.h"
#include "codegen/gpu.h"
#include "codegen/gpu_deepen.h"
#include "codegen/openmp.h"
#include "support/ctext.h"
#include "codegen/launch.h"
#include "codegen/xfer.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kforge.h"
#include "kforge/kgen.h"

/* ---- the plan ---------------------------------------------------------- */

static bool uses_any(const struct kf_poly *p, const struct hnode *h, int depth)
{
    for (int d = 0; d < depth; d++)
        if (kf_poly_uses(p, h->band[d]->iter))
            return true;
    return false;
}


bool kf_gpu_declared_inside(const struct kf_var *v, const struct kf_node *L)
{
    return !v->is_global && !v->is_param_decl && v->decl.offset >= L->range.begin.offset &&
           v->decl.offset < L->range.end.offset && (v->local || v->kind == KF_VAR_ITER);
}

/* Does each thread of a kernel from L declare v for itself: an inner loop's
 * iterator or a temporary (kf_gpu_thread_temp) declared outside L? */
bool kf_gpu_thread_own(const struct frag *x, int v, const struct kf_node *L)
{
    return !kf_gpu_declared_inside(&x->f->vars[v], L) &&
           (kf_gpu_is_inner_iter(x, v, L) || kf_gpu_thread_temp(x, L, v));
}

bool kf_gpu_is_inner_iter(const struct frag *x, int v, const struct kf_node *L)
{
    for (int i = 0; i < x->f->nloop; i++) {
        const struct kf_node *l = x->f->loops[i];
        if (l->iter == v && l->range.begin.offset > L->range.begin.offset &&
            l->range.end.offset <= L->range.end.offset)
            return true;
    }
    return false;
}

/* Is v an induction variable of loop L (ir.h, struct kf_induct)? */
static bool induct_of(const struct kf_node *L, int v)
{
    for (int i = 0; L && i < L->ninduct; i++)
        if (L->induct[i].var == v)
            return true;
    return false;
}

/* Does a reduction kernel of loop info `red` reduce variable v? */
static bool reduced(const struct kf_loop_info *red, int v)
{
    for (int i = 0; red && i < red->nred; i++)
        if (red->reds[i].var == v)
            return true;
    return false;
}

/* Does an extent after the first of array v (those that linearise
 * A[i][j] into A[i * d1 + j]) name `name`? */
static bool in_row_extent(const struct kf_var *v, const char *name)
{
    size_t n = strlen(name);
    for (int k = 1; k < v->ndims; k++)
        for (const char *p = v->dims[k]; (p = strstr(p, name)) != NULL; p += n)
            if ((p == v->dims[k] || !kf_ctext_is_ident(p[-1])) && !kf_ctext_is_ident(p[n]))
                return true;
    return false;
}

/* Is v the struct that member parameters are read from (m of m->rows)?
 * Where the kernel's text names it only in those, it receives the members
 * (kf_gpu_arg_name), not the struct: clang's list of what the loop names
 * holds it all the same. */
static bool member_base(const struct frag *x, int v)
{
    const char *n = x->f->vars[v].name;
    size_t len = strlen(n);
    for (int m = 0; m < x->f->nvar; m++) {
        const char *p = x->f->vars[m].name;
        if (!x->f->vars[m].member)
            continue;
        p += strspn(p, "(*");
        if (strncmp(p, n, len) == 0 && !kf_ctext_is_ident(p[len]))
            return true;
    }
    return false;
}

void kf_gpu_kernel_params(struct frag *x, struct hnode *h, struct kparams *kp, bool *used)
{
    const struct kf_node *L = h->depth ? h->band[0] : h->n;
    memset(used, 0, (size_t)x->f->nvar);
    struct idents id = {.ctx = L, .var = used};
    kf_gpu_scan(x, h->body, &id);
    for (int d = 0; d < h->depth; d++) {
        const struct kf_node *B = h->band[d];
        for (int v = 0; v < x->f->nvar; v++)
            if (kf_poly_uses(B->lb[0], v) || kf_poly_uses(B->ub[0], v))
                used[v] = true;
    }
    /* what clang says the code names, macros expanded (`j < _PB_NJ` names
     * nj), and the variables in the extents of the arrays it indexes
     * (X[i * n + j] of a double X[n][n] needs n whatever bounds the loops) */
    for (int i = 0; i < L->nuse; i++)
        used[L->use[i]] |= !member_base(x, L->use[i]);
    for (int v = 0; v < x->f->nvar; v++)
        if (used[v] && x->f->vars[v].kind == KF_VAR_ARRAY)
            for (int k = 0; k < x->f->vars[v].ndimvar; k++)
                if (in_row_extent(&x->f->vars[v], x->f->vars[x->f->vars[v].dimvar[k]].name))
                    used[x->f->vars[v].dimvar[k]] = true;
    kp->n = 0;
    for (int v = 0; v < x->f->nvar && kp->n < 512; v++) {
        const struct kf_var *var = &x->f->vars[v];
        bool wave = h->wave_inner && h->wave_inner->iter == v; /* the wave, passed */
        if (!used[v] || ((kf_gpu_declared_inside(var, L) || kf_gpu_is_inner_iter(x, v, L)) && !wave) ||
            (reduced(h->red, v) && var->kind != KF_VAR_ARRAY) || kf_gpu_thread_temp(x, L, v) || (h->reg && h->reg[v]))
            continue;
        bool band_iter = false;
        for (int d = 0; d < h->depth; d++)
            band_iter |= h->band[d]->iter == v;
        if (!band_iter)
            kp->var[kp->n++] = v;
    }
    if (h->nfuse == 0)
        return;
    /* a fused kernel (gpu_fuse.h): what any of its kernels takes, in the
     * fragment's order; `used` says what any of them names */
    bool *param = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar + 1);
    bool *u2 = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar + 1);
    memset(param, 0, (size_t)x->f->nvar + 1);
    for (int i = 0; i < kp->n; i++)
        param[kp->var[i]] = true;
    for (int m = 0; m < h->nfuse; m++) {
        struct kparams k2;
        kf_gpu_kernel_params(x, &h->fuse[m], &k2, u2);
        for (int i = 0; i < k2.n; i++)
            param[k2.var[i]] = !(h->reg && h->reg[k2.var[i]]);
        for (int v = 0; v < x->f->nvar; v++)
            used[v] |= u2[v];
    }
    kp->n = 0;
    for (int v = 0; v < x->f->nvar && kp->n < 512; v++)
        if (param[v])
            kp->var[kp->n++] = v;
}

/* The elements of array v when its every extent is an integer constant
 * (a scratch row `float t[W]`), else -1. */
static long constant_elems(const struct kf_var *v)
{
    long n = 1;
    for (int d = 0; d < v->ndims; d++) {
        char *end;
        long k = v->dims[d] ? strtol(v->dims[d], &end, 10) : 0;
        if (!v->dims[d] || end == v->dims[d] || *end || k <= 0 || n > (1L << 20) / k)
            return -1;
        n *= k;
    }
    return n;
}

/* Loop L's private variable v (the analysis found that no value of it
 * crosses L's iterations): a scalar, or an array each thread of the kernel
 * holds in private memory, first filled from the device buffer as the
 * array was before L (OpenMP's firstprivate, kf_gpu_private_copies).
 * NULL, or why v keeps L on the host. */
static const char *private_array_why(struct frag *x, const struct kf_node *L, const struct hnode *h,
                                     int v)
{
    const struct kf_var *var = &x->f->vars[v];
    if (var->kind != KF_VAR_ARRAY)
        return NULL;
    long n = constant_elems(var);
    const char *t = kf_gpu_elem_type(x, var);
    if (n < 0 || n * kf_gpu_type_size(t) > KF_GPU_PRIVATE_BYTES)
        return kf_arena_printf(x->F->ar, "the array '%s' would be private to each thread, and "
                                         "kforge places only arrays of constant size up to %d "
                                         "bytes in a thread's private memory",
                               var->name, KF_GPU_PRIVATE_BYTES);
    if (h->red || !kf_gpu_basic_type(t))
        return kf_arena_printf(x->F->ar, "the array '%s' would be private to each thread of a "
                                         "reduction kernel or has a type of its own",
                               var->name);
    if (!kf_omp_dead_after(x->g, x->f, var, L))
        return kf_arena_printf(x->F->ar, "the array '%s' would be private to each thread, but "
                                         "it may be read after the loop",
                               var->name);
    return NULL;
}

/* Can loop L be loop `depth` of the band in h?  NULL, or why not. */
static const char *band_loop_ok(struct frag *x, const struct kf_node *L, const struct hnode *h,
                                int depth)
{
    const struct kf_loop_info *li = kf_gen_loop_info(x->f, x->dp, L);
    bool folds = li && li->verdict == KF_REDUCTION && h->red;
    for (int i = 0; folds && i < li->nred; i++) /* only the band's own reductions */
        folds = reduced(h->red, li->reds[i].var);
    if (!li || (li->verdict != KF_PARALLEL && !folds)) {
        char why[512];
        kf_analyze_verdict_text(x->g->a, x->fi, li, x->alias_why, why, sizeof why);
        return kf_arena_strdup(x->F->ar, why);
    }
    for (int i = 0; i < li->nprivate; i++) {
        const char *why = private_array_why(x, L, h, li->privates[i]);
        if (why)
            return why;
    }
    /* the band's outer loop of a plain kernel may advance induction
     * variables: k, a by-value parameter, is each thread's own copy of
     * base, set to base + step * (i - lb) at the top of its iteration
     * (kf_gpu_emit_kernel), and the host adds step * trips after the
     * launch (kf_gpu_emit_seq).  An inner band loop's base would be
     * another thread's value, a reduction kernel's body is split */
    if (L->ninduct && (depth > 0 || h->red))
        return kf_arena_printf(x->F->ar, "it advances the induction variable '%s', which "
                                         "kforge sets per iteration in a kernel only for the "
                                         "outer loop of a band that is not a reduction",
                               x->f->vars[L->induct[0].var].name);
    if (L->nlb != 1 || L->nub != 1 || !L->lb[0] || !L->ub[0])
        return "its bounds are not one affine expression each";
    /* a struct member ("m->rows") or a product ("(w * h)") in a bound is
     * a kernel argument of its own (kf_gpu_arg_name), the value passed */
    if ((uses_any(L->lb[0], h, depth) || uses_any(L->ub[0], h, depth)) &&
        (h->red || L->step != 1 || !kf_gpu_band_box(x, h->band, depth, L->lb[0], -1) ||
         !kf_gpu_band_box(x, h->band, depth, L->ub[0], 1) ||
         !kf_gpu_deepen_on(x->g->o)))
        return "its bounds depend on an enclosing parallel loop (a box of a triangle is mapped "
               "only for a step of 1, bounds linear in the outer loops, no reduction kernel)";
    return NULL;
}

struct kf_poly *kf_gpu_band_box(struct frag *x, const struct kf_node *const *band, int d,
                                const struct kf_poly *p, int dir)
{
    struct kf_poly *q = (struct kf_poly *)p;
    for (int o = d - 1; o >= 0 && q; o--) {
        const struct kf_node *B = band[o];
        int s = kf_poly_coef_sign(q, B->iter);
        if (s == 0)
            continue;
        if (s == 2 || B->nlb != 1 || B->nub != 1)
            return NULL;
        /* the greatest of s * iter: at its largest value when s * dir > 0 */
        bool hi = s * dir > 0;
        const struct kf_poly *at = (B->step > 0) == hi ? B->ub[0] : B->lb[0];
        q = kf_poly_subst(x->F->ar, q, B->iter, at);
    }
    return q;
}

bool kf_gpu_band_stepped(const struct hnode *h)
{
    for (int d = 0; d < h->depth; d++)
        if (h->band[d]->step != 1 && h->band[d]->step != -1)
            return true;
    return false;
}

long kf_gpu_trip(const struct kf_node *B, long lo, long hi)
{
    long s = B->step > 0 ? B->step : -B->step, span = B->step > 0 ? hi - lo : lo - hi;
    return span < 0 ? 0 : span / s + 1;
}

/* B's trip count over lo..hi as C text: in the kernel's names (kernel)
 * or the host's */
static const char *trip_text(struct frag *x, const struct kf_node *B, const struct kf_poly *lo,
                             const struct kf_poly *hi, bool kernel)
{
    kf_arena *ar = x->F->ar;
    long s = B->step > 0 ? B->step : -B->step;
    struct kf_poly *span = B->step > 0 ? kf_poly_lin(ar, hi, 1, lo, -1) : kf_poly_lin(ar, lo, 1, hi, -1);
    /* (span + s) / s: 0 or less where the loop runs no iteration (C's
     * division truncates towards zero, and span + s <= 0 there) */
    struct kf_poly *cnt = kf_poly_lin(ar, span, 1, kf_poly_const(ar, s), 1);
    const char *t = kernel ? kf_gpu_kpoly_text(x, cnt) : kf_gpu_poly_text(x, cnt);
    return s == 1 ? t : kf_arena_printf(ar, "((%s) / %ld)", t, s);
}

const char *kf_gpu_trip_text(struct frag *x, const struct kf_node *B, const struct kf_poly *lo,
                             const struct kf_poly *hi)
{
    return trip_text(x, B, lo, hi, false);
}

bool kf_gpu_band_boxed(const struct hnode *h, int d)
{
    const struct kf_node *B = h->band[d];
    return uses_any(B->lb[0], h, d) || uses_any(B->ub[0], h, d);
}

void kf_gpu_band_body(const struct frag *x, const struct kf_node *L, size_t *b, size_t *e)
{
    if (L->nchild == 0) { /* `for (...) ;`, `for (...) {}`: nothing to copy */
        *b = *e = L->range.end.offset;
        return;
    }
    *b = L->child[0]->range.begin.offset;
    *e = kf_gpu_node_end(x->g, L->child[L->nchild - 1]);
    /* a declaration without an initialiser is no statement of the model
     * (frontend/c/stmt.c): the text starts at the first such one before
     * the first statement, or the kernel would use what it never declared
     * (a static one too, which the kernel's checks then refuse) */
    for (int v = 0; v < x->f->nvar; v++) {
        const struct kf_var *var = &x->f->vars[v];
        if (var->scope_loop == L && var->decl.offset > L->body.begin.offset &&
            var->decl.offset < *b)
            *b = var->decl.offset;
    }
}

/* The text [b, e) as a kernel body in h->body; NULL, or why it cannot be. */
/* t without its qualifiers and array extents, into buf */
static const char *bare_type(const char *t, char *buf, size_t n)
{
    size_t k = 0;
    for (const char *p = t; *p && *p != '[' && k + 1 < n; p++)
        buf[k++] = *p;
    while (k > 0 && buf[k - 1] == ' ')
        k--;
    buf[k] = 0;
    const char *s = buf;
    for (;;) {
        if (strncmp(s, "const ", 6) == 0)
            s += 6;
        else if (strncmp(s, "volatile ", 9) == 0)
            s += 9;
        else
            return s;
    }
}

/* Is v's type, as the code spells it, its element type (qualifiers and
 * array extents aside): no typedef of the file that a kernel's source
 * would lack?  size_t is known to both device languages. */
static bool spelled_basic(const struct frag *x, const struct kf_var *v)
{
    if (!v->type || !v->elem_type)
        return true;
    char a[128], b[128];
    const char *s = bare_type(v->type, a, sizeof a), *e = bare_type(v->elem_type, b, sizeof b);
    if (v->derived_ptr) { /* "const float *restrict": what it points to */
        char *star = strchr(a, '*');
        if (star)
            *star = 0;
        for (size_t k = strlen(a); k > 0 && a[k - 1] == ' '; k--)
            a[k - 1] = 0;
    }
    /* or a type of the file, whose declaration the kernel's source gets
     * (gpu_decl.c), or a header's, which it declares (gpu_opencl.c) or
     * includes (CUDA) */
    bool header = false; /* a header's typedef of an arithmetic type (filedecl.c) */
    for (int t = 0; t < x->f->ntypedef; t++)
        header |= strcmp(x->f->typedefs[t].name, s) == 0;
    return strcmp(s, e) == 0 || strcmp(s, "size_t") == 0 || header ||
           kf_gpu_type_decl(x, s) >= 0;
}

static const char *device_body(struct frag *x, struct hnode *h, size_t b, size_t e)
{
    const struct kf_node *L = h->depth ? h->band[0] : h->n;
    const char *why = NULL;
    char *body = h->depth ? kf_gpu_band_text(x, b, e, &why) : kf_gpu_device_text(x, b, e, &why);
    if (!body)
        return why ? why : "out of memory";
    struct idents id = {.ctx = L, .var = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar)};
    kf_gpu_scan(x, body, &id);
    if (id.bad)
        return kf_arena_printf(x->F->ar, "it calls '%s', which kforge cannot put on the device%s%s",
                               id.bad, id.bad_why ? ": " : "", id.bad_why ? id.bad_why : "");
    if ((why = kf_gpu_helper_calls_why(x, h, b, e)) != NULL)
        return why;
    for (int i = 0; i < id.nfree; i++)
        if ((why = kf_gpu_unpassed_extent(x, id.free_[i])) != NULL)
            return why;
    for (const char *p = body; *p; p++)
        if (*p == '#' && kf_gpu_alone_in(body, p))
            return "its body holds preprocessor lines";
    for (const char *p = body; (p = strstr(p, "return")) != NULL; p++)
        if ((p == body || !kf_ctext_is_ident(p[-1])) && !kf_ctext_is_ident(p[6]))
            return "its body returns";
    /* a static declared in the body is one object for every thread; a
     * variable declared with a typedef of the file would need the typedef
     * in the kernel's source too */
    for (int v = 0; v < x->f->nvar; v++) {
        const struct kf_var *var = &x->f->vars[v];
        if (var->is_global || var->is_param_decl || var->member || var->product ||
            var->decl.offset < b || var->decl.offset >= e)
            continue; /* a member's "declaration" is where it is first read */
        if (!var->local && var->kind != KF_VAR_ITER)
            return kf_arena_printf(x->F->ar, "it declares '%s' static", var->name);
        if (var->kind == KF_VAR_ARRAY && var->ndimvar > 0) /* CUDA and OpenCL C have no VLA */
            return kf_arena_printf(x->F->ar, "it declares '%s' with a size known only at run "
                                             "time (%s): a kernel cannot declare a variable-length array",
                                   var->name, var->type);
        if (!spelled_basic(x, var))
            return kf_arena_printf(x->F->ar, "it declares '%s' with the type '%s', which the "
                                             "kernel's source does not define",
                                   var->name, var->type);
    }
    h->body = body;
    /* the kernel's parameters must have types the device language knows */
    bool *used = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar);
    struct kparams kp;
    kf_gpu_kernel_params(x, h, &kp, used);
    for (int i = 0; i < kp.n; i++) {
        const struct kf_var *v = &x->f->vars[kp.var[i]];
        if (v->derived_ptr)
            return kf_arena_printf(x->F->ar, "pointer '%s' is set outside it: its value is a "
                                             "host address", v->name);
        if (v->pointer_rows && !kf_gpu_rows_of(x, kp.var[i]))
            return kf_arena_printf(x->F->ar, "the rows of '%s' are reached through pointers, "
                                             "which kforge does not copy to the device",
                                   v->name);
        const char *t = v->kind == KF_VAR_ARRAY ? kf_gpu_elem_type(x, v) : kf_gpu_scalar_type(v);
        if (!kf_gpu_basic_type(t) && kf_gpu_type_decl(x, t) >= 0 && !kf_gpu_struct_ok(x, t))
            return kf_arena_printf(x->F->ar, "'%s' has type '%s', a struct the device may lay "
                                             "out otherwise (kforge passes structs of "
                                             "arithmetic members at their natural offsets)",
                                   v->name, t);
        if (!kf_gpu_basic_type(t) && !kf_gpu_struct_ok(x, t))
            return kf_arena_printf(x->F->ar, "'%s' has type '%s', which kforge does not pass to "
                                             "kernels",
                                   v->name, t);
    }
    return NULL;
}

/* Is node n (inside L) under an if, between itself and L? */
static bool under_if(const struct kf_node *n, const struct kf_node *L, const struct kf_fragment *f)
{
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        for (int k = 0; k < st->nif; k++) {
            const struct kf_node *c = st->ifs[k];
            if (c->range.begin.offset >= L->range.begin.offset &&
                c->range.end.offset <= L->range.end.offset &&
                n->range.begin.offset >= c->range.begin.offset &&
                n->range.end.offset <= c->range.end.offset)
                return true;
        }
    }
    return false;
}

/* Is scalar v written inside L and named nowhere else in its function (a
 * temporary declared at the function's top, PolyBench's style)?  Then its
 * value after L matters to no one: each thread declares its own (the
 * dependences made L parallel only if each iteration writes it first). */
bool kf_gpu_thread_temp(const struct frag *x, const struct kf_node *L, int v)
{
    const struct kf_fragment *f = x->f;
    const struct kf_var *var = &f->vars[v];
    if (var->seen_outside && var->kind == KF_VAR_SCALAR && !kf_gpu_declared_inside(var, L) &&
        !induct_of(L, v))
        return kf_gpu_outliving_own(x, L, v); /* dead after L, or the host computes it */
    if (var->seen_outside || var->kind == KF_VAR_ITER || var->kind == KF_VAR_ARRAY ||
        kf_gpu_declared_inside(var, L) || induct_of(L, v)) /* its value before L: the base */
        return false;
    bool written = false;
    for (int s = 0; s < f->nstmt; s++) {
        bool in = kf_gpu_stmt_in(f->stmts[s], L->range.begin.offset, L->range.end.offset);
        for (int a = 0; a < f->stmts[s]->naccess; a++)
            if (f->stmts[s]->acc[a].var == v) {
                if (!in) /* named elsewhere in the fragment too (ludcmp's w): a
                          * temporary still where L's value of it dies with L */
                    return var->kind == KF_VAR_SCALAR && kf_gpu_outliving_own(x, L, v);
                written |= f->stmts[s]->acc[a].write;
            }
    }
    return written;
}

/* Does a loop inside L (L included) count with a variable that outlives L?
 * Then the host must see what the sequential loops leave in it: the kernel
 * cannot, so the host replays the loops' headers after it (kf_gpu_replay_counters).
 * An induction variable of `ind` (the band's outer loop, or NULL) the host
 * advances after the launch.  Any other scalar the kernel writes that
 * outlives L keeps L on the host: its last value would be lost.  NULL, or
 * why not. */
static const char *outliving_scalars(struct frag *x, const struct kf_node *L,
                                     const struct kf_loop_info *red, const struct kf_node *ind,
                                     bool *replay)
{
    const struct kf_fragment *f = x->f;
    *replay = false;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!kf_gpu_stmt_in(st, L->range.begin.offset, L->range.end.offset))
            continue;
        for (int a = 0; a < st->naccess; a++) {
            const struct kf_var *v = &f->vars[st->acc[a].var];
            if (st->acc[a].write && v->kind != KF_VAR_ARRAY && !kf_gpu_declared_inside(v, L) &&
                !reduced(red, st->acc[a].var) && !kf_gpu_thread_temp(x, L, st->acc[a].var) &&
                !induct_of(ind, st->acc[a].var)) {
                const char *why = v->kind == KF_VAR_SCALAR
                                      ? kf_gpu_host_last_why(x, L, st->acc[a].var)
                                      : NULL;
                return kf_arena_printf(x->F->ar,
                                       "it writes '%s', declared outside it, whose last value "
                                       "the host would lose%s%s",
                                       v->name, why ? ": " : "", why ? why : "");
            }
        }
    }
    for (int i = 0; i < f->nloop; i++) {
        const struct kf_node *l = f->loops[i];
        if (l->range.begin.offset < L->range.begin.offset ||
            l->range.end.offset > L->range.end.offset ||
            kf_gpu_declared_inside(&f->vars[l->iter], L))
            continue;
        if (under_if(l, L, f))
            return kf_arena_printf(x->F->ar,
                                   "its counter '%s' outlives it and its loop is under an if",
                                   f->vars[l->iter].name);
        *replay = true;
    }
    return NULL;
}

/* Tries to make loop L the top of a kernel; NULL, or why not. */
static const char *try_kernel(struct frag *x, const struct kf_node *L, struct hnode *h)
{
    const char *why = band_loop_ok(x, L, h, 0);
    if (why)
        return why;
    if (L->nchild == 0)
        return "its body is empty";
    h->band[0] = L;
    h->depth = 1;
    while (h->depth < 3) {
        const struct kf_node *in = h->band[h->depth - 1];
        if (in->nchild != 1 || in->child[0]->kind != KF_NODE_LOOP || in->child[0]->nchild == 0 ||
            band_loop_ok(x, in->child[0], h, h->depth))
            break;
        h->band[h->depth++] = in->child[0];
        if (kf_gpu_band_boxed(h, h->depth - 1))
            kf_gen_log(x->g, KF_PASS_DEEPEN, "%s (%s): its bounds name an outer band loop's "
                       "iterator: mapped over their box, both bounds tested in the kernel",
                       in->child[0]->id, x->f->vars[in->child[0]->iter].name);
    }
    /* an array declared in a loop around the kernel lives only in that
     * loop's body: no device buffer can stand for it outside */
    for (int i = 0; i < L->nuse; i++) {
        const struct kf_var *v = &x->f->vars[L->use[i]];
        if (v->kind == KF_VAR_ARRAY && v->local && !kf_gpu_declared_inside(v, L))
            return kf_arena_printf(x->F->ar,
                                   "the array '%s' is declared in a loop around it, so no "
                                   "device buffer can hold it",
                                   v->name);
    }
    /* the band's private arrays: each thread's own (kf_gpu_private_copies) */
    for (int d = 0; d < h->depth; d++) {
        const struct kf_loop_info *li = kf_gen_loop_info(x->f, x->dp, h->band[d]);
        for (int i = 0; li && i < li->nprivate; i++)
            if (x->f->vars[li->privates[i]].kind == KF_VAR_ARRAY) {
                if (!h->priv) {
                    h->priv = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar + 1);
                    memset(h->priv, 0, (size_t)x->f->nvar + 1);
                }
                h->priv[li->privates[i]] = true;
            }
    }
    size_t b, e;
    kf_gpu_band_body(x, h->band[h->depth - 1], &b, &e);
    why = device_body(x, h, b, e);
    if (!why)
        why = outliving_scalars(x, L, h->red, L, &h->replay);
    if (!why && kf_gpu_host_last_any(x, L)) {
        if (h->red)
            return "it is a reduction and writes scalars whose last values the host computes";
        h->lastv = true;
    }
    return why;
}

/* The first statement inside node n (n's own for a statement), or NULL. */
static const struct kf_stmt *first_stmt(const struct frag *x, const struct kf_node *n)
{
    if (n->kind == KF_NODE_STMT)
        return n->stmt;
    for (int s = 0; s < x->f->nstmt; s++)
        if (kf_gpu_stmt_in(x->f->stmts[s], n->range.begin.offset, n->range.end.offset))
            return x->f->stmts[s];
    return NULL;
}

/* Tries to run statement n, or an if with no loop inside (nussinov's
 * guarded updates), as a one-thread kernel; NULL, or why not. */
static const char *try_one(struct frag *x, const struct kf_node *n, struct hnode *h)
{
    size_t b = n->range.begin.offset, e = kf_gpu_node_end(x->g, n);
    for (int l = 0; l < x->f->nloop; l++)
        if (x->f->loops[l]->range.begin.offset >= b && x->f->loops[l]->range.end.offset <= e)
            return "it holds a loop";
    if (!first_stmt(x, n))
        return "it holds no statement";
    for (int s = 0; s < x->f->nstmt; s++) {
        const struct kf_stmt *st = x->f->stmts[s];
        if (!kf_gpu_stmt_in(st, b, e))
            continue;
        /* `if (err < tol) break;` ends the host's loop: a kernel cannot */
        if (st->kind == KF_STMT_JUMP || st->kind == KF_STMT_RETURN)
            return "it jumps out of the host's loop";
        for (int a = 0; a < st->naccess; a++)
            if (st->acc[a].write && x->f->vars[st->acc[a].var].kind != KF_VAR_ARRAY)
                return "it writes a scalar";
    }
    h->depth = 0;
    return device_body(x, h, b, e);
}

/*
 * Tries to run the nest L { L2 } of two sequential loops as a wavefront
 * (nussinov: cell (i, j) needs cells of smaller j - i): each wave a kernel
 * over L's iterations, each thread running L2's body whole for the one
 * iteration of L2 on its wave, so every sum keeps its order.  The skew and
 * its legality: kf_wave_find (analysis/wave.h), which the OpenMP
 * wavefront shares.  NULL, or why not.
 */
static const char *try_wave(struct frag *x, const struct kf_node *L, struct hnode *h)
{
    if (!kf_gen_pass_on(x->g, KF_PASS_WAVEFRONT))
        return "the wavefront pass is off";
    struct kf_wave wv;
    char buf[512];
    if (kf_wave_find_private(x->f, x->dp, L, &wv, buf, sizeof buf) != 0)
        return kf_arena_strdup(x->F->ar, buf);
    const struct kf_node *L2 = wv.inner;
    int a = wv.a;
    /* the wave reaches each thread through the inner iterator, a kernel
     * parameter; one declared in its loop's header the host's wave loop
     * declares (wave_loop in gpu_host.c) */
    h->band[0] = L;
    h->depth = 1;
    h->wave_inner = L2;
    h->wave_a = a;
    size_t b, e;
    kf_gpu_band_body(x, L2, &b, &e);
    const char *why = device_body(x, h, b, e);
    if (!why)
        why = outliving_scalars(x, L, NULL, NULL, &h->replay);
    h->lastv = !why && kf_gpu_host_last_any(x, L);
    if (why) {
        h->wave_inner = NULL;
        h->depth = 0;
        return why;
    }
    /* the inner iterator from the wave (passed in it) and the outer one,
     * then its bounds */
    const char *it = x->f->vars[L2->iter].name, *ot = x->f->vars[L->iter].name;
    const char *lo = kf_gpu_kpoly_text(x, L2->lb[0]), *hi = kf_gpu_kpoly_text(x, L2->ub[0]);
    h->body = kf_arena_printf(
        x->F->ar, "int kf_w = %s;\n%s = %s(kf_w - %d * %s%s);\nif (%s %s %s && %s %s %s) {\n%s\n}",
        it, it, L2->step > 0 ? "" : "-", a, L->step > 0 ? "" : "-", ot, it,
        L2->step > 0 ? ">=" : "<=", kf_gpu_paren(x, lo), it, L2->step > 0 ? "<=" : ">=",
        kf_gpu_paren(x, hi), h->body);
    kf_gen_log(x->g, KF_PASS_WAVEFRONT, "%s (%s) with %s (%s): a kernel per wave", L->id, ot,
               L2->id, it);
    return NULL;
}

/* The trip count of band loop B, as text, for the host or the kernel. */
static const char *count_text(struct frag *x, const struct kf_node *B, bool kernel)
{
    return trip_text(x, B, B->lb[0], B->ub[0], kernel);
}

/* Array v is reduced by loop L: is it one element, the same in every
 * iteration of L and of the loops inside it (its subscripts name none of
 * their iterators)?  NULL, or why not.  The dependences made L a reduction,
 * so no other access in L reaches that element. */
static const char *elem_fixed(const struct frag *x, const struct kf_node *L, int v)
{
    const struct kf_fragment *f = x->f;
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (!kf_gpu_stmt_in(st, L->range.begin.offset, L->range.end.offset) ||
            st->red_op == KF_RED_NONE || st->acc[st->red_write].var != v)
            continue;
        for (int r = 0; r < 2; r++) {
            const struct kf_access *ac = &st->acc[r ? st->red_write : st->red_read];
            for (int k = 0; k < ac->nsub; k++) {
                bool moves = ac->sub[k] == NULL;
                for (int l = 0; !moves && l < f->nloop; l++) {
                    const struct kf_node *in = f->loops[l];
                    moves = in->range.begin.offset >= L->range.begin.offset &&
                            in->range.end.offset <= L->range.end.offset &&
                            kf_poly_uses(ac->sub[k], in->iter);
                }
                if (moves || ac->whole)
                    return kf_arena_printf(x->F->ar,
                                           "it carries a reduction on elements of array '%s' that "
                                           "change with its iterations (line %u): each thread "
                                           "would need its own copy of the array",
                                           f->vars[v].name, st->range.begin.line);
            }
        }
    }
    return NULL;
}

/*
 * Tries to make loop L, whose verdict is "reduction", the top of a
 * reduction kernel (gen_reduce.h): every reduction it carries is on a
 * scalar of a type the module reduces; the host loops around it are
 * sequential (a time loop: one launch per step is what the algorithm
 * needs); inner loops that carry nothing but the same reductions (or
 * nothing) fold into its band.  NULL, or why not;
 * `why` is why L is no plain kernel, kept for loops that reduce nothing.
 */
static const char *try_reduce(struct frag *x, const struct kf_node *L, struct hnode *h,
                              const char *why)
{
    const struct kf_loop_info *li = kf_gen_loop_info(x->f, x->dp, L);
    h->red = NULL;
    if (!li || li->verdict != KF_REDUCTION)
        return why;
    if (li->nred > KF_REDUCE_MAX_VARS)
        return kf_arena_printf(x->F->ar, "it reduces %d scalars, more than a reduction kernel "
                                         "takes (%d)",
                               li->nred, KF_REDUCE_MAX_VARS);
    for (int i = 0; i < li->nred; i++) {
        const struct kf_var *v = &x->f->vars[li->reds[i].var];
        if (v->kind == KF_VAR_ARRAY) {
            const char *w = elem_fixed(x, L, li->reds[i].var);
            if (w)
                return w;
            if (!kf_reduce_type(kf_gpu_elem_type(x, v)))
                return kf_arena_printf(x->F->ar,
                                       "it reduces elements of '%s' of type '%s' (reduction "
                                       "kernels take int, long, float and double)",
                                       v->name, kf_gpu_elem_type(x, v));
            continue;
        }
        if (!kf_reduce_type(v->type))
            return kf_arena_printf(x->F->ar,
                                   "it reduces '%s' of type '%s' (reduction kernels take int, "
                                   "long, float and double)",
                                   v->name, v->type);
    }
    /* inside a host loop that is not sequential (it stays on the host for
     * another reason), the kernel would be launched once per iteration
     * where the whole nest could run at once: the host does better */
    for (const struct kf_node *p = L->parent; p; p = p->parent) {
        const struct kf_loop_info *pi =
            p->kind == KF_NODE_LOOP ? kf_gen_loop_info(x->f, x->dp, p) : NULL;
        if (pi && pi->verdict != KF_SEQUENTIAL)
            return kf_arena_printf(x->F->ar,
                                   "a reduction kernel here would be launched once per "
                                   "iteration of %s (%s), which is %s but stays on the host",
                                   p->id, x->f->vars[p->iter].name, kf_verdict_name(pi->verdict));
    }
    char fpwhy[300];
    int fp = kf_gen_fp_rule(x->g, x->f, x->dp, li, fpwhy, sizeof fpwhy);
    if (fp < 0)
        return kf_arena_strdup(x->F->ar, fpwhy);
    h->red = li;
    h->red_elem = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar * sizeof *h->red_elem);
    memset(h->red_elem, 0, (size_t)x->f->nvar * sizeof *h->red_elem);
    x->red_li = li;
    x->red_elem = h->red_elem;
    const char *w = try_kernel(x, L, h);
    x->red_li = NULL;
    x->red_elem = NULL;
    if (w)
        h->red = NULL;
    else if (fp > 0)
        kf_gen_explain(x->g, "%-8s %s\n", L->id, fpwhy);
    return w;
}

/* The description gen_reduce.c writes the kernel from, once h is planned. */
static struct kf_red_kernel *red_kernel(struct frag *x, struct hnode *h)
{
    struct kf_red_kernel *rk = kf_arena_alloc(x->F->ar, sizeof *rk);
    const struct kf_gen_options *o = x->g->o;
    const struct kf_node *L = h->band[0];
    rk->kname = h->kname;
    rk->cuda = x->cuda;
    rk->block = o->nblock == 1 ? o->block[0] : KF_REDUCE_BLOCK;
    if (o->nblock > 1)
        kf_diag_report(x->g->d, KF_DIAG_WARNING, x->g->a->prog->file, L->header.begin.line,
                       L->header.begin.col, 0,
                       "--block has %d dimensions, a reduction kernel 1; ignored", o->nblock);
    bool *used = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar);
    struct kparams kp;
    kf_gpu_kernel_params(x, h, &kp, used);
    rk->params = kf_gpu_param_text(x, &kp);
    rk->depth = h->depth;
    for (int d = 0; d < h->depth; d++) {
        const struct kf_node *B = h->band[d];
        const struct kf_var *it = &x->f->vars[B->iter];
        rk->band[d].type = kf_gpu_declared_inside(it, L) || it->type[0] == 0 ? "int" : it->type;
        rk->band[d].name = it->name;
        rk->band[d].lb = kf_gpu_kpoly_text(x, B->lb[0]);
        rk->band[d].step = B->step;
        rk->band[d].count = count_text(x, B, true);
        rk->band[d].host_count = count_text(x, B, false);
    }
    for (int v = 0; v < x->f->nvar && rk->nlocal < 16; v++)
        if (used[v] && kf_gpu_thread_own(x, v, L))
            rk->local[rk->nlocal++] = kf_arena_printf(x->F->ar, "%s %s;", x->f->vars[v].type,
                                                      x->f->vars[v].name);
    rk->body = h->body;
    for (int i = 0; i < h->red->nred; i++) {
        int vi = h->red->reds[i].var;
        const struct kf_var *v = &x->f->vars[vi];
        if (v->kind == KF_VAR_ARRAY)
            rk->red[rk->nred++] = (struct kf_red_var){
                kf_arena_printf(x->F->ar, "kf_e_%s", v->name),
                kf_reduce_type(kf_gpu_elem_type(x, v)), h->red->reds[i].op, h->red_elem[vi], false};
        else
            rk->red[rk->nred++] = (struct kf_red_var){v->name, kf_reduce_type(v->type),
                                                      h->red->reds[i].op, NULL, v->is_register};
    }
    kf_reduce_choose(rk, o->reduction);
    return rk;
}

void kf_gpu_plan_kids(struct frag *x, int nkid, struct kf_node *const *kid, struct hnode **out,
                      int *nout, int *nkernel)
{
    *out = kf_arena_alloc(x->F->ar, (size_t)(nkid ? nkid : 1) * sizeof **out);
    *nout = nkid;
    for (int i = 0; i < nkid; i++)
        kf_gpu_plan(x, kid[i], &(*out)[i], nkernel);
}

void kf_gpu_plan(struct frag *x, const struct kf_node *n, struct hnode *h, int *nkernel)
{
    h->n = n;
    h->kind = H_LEAF;
    if (n->kind == KF_NODE_IF && kf_gen_pass_on(x->g, KF_PASS_KERNELS)) {
        kf_gpu_plan_if(x, n, h, nkernel);
        return;
    }
    if (n->kind != KF_NODE_LOOP)
        return;
    h->red = NULL;
    const char *why = kf_gen_pass_on(x->g, KF_PASS_KERNELS) ? try_kernel(x, n, h)
                                                            : "the kernels pass is off";
    if (why && kf_gen_pass_on(x->g, KF_PASS_REDUCTIONS))
        why = try_reduce(x, n, h, why);
    if (why && kf_gen_pass_on(x->g, KF_PASS_KERNELS)) {
        const char *no_wave = try_wave(x, n, h);
        if (!no_wave)
            why = NULL;
        else
            kf_gen_log(x->g, KF_PASS_WAVEFRONT, "%s (%s): no wavefront: %s", n->id,
                       x->f->vars[n->iter].name, no_wave);
    }
    if (!why && x->F->nplanned + *nkernel + x->nfin + (h->red != NULL) < MAX_KERNELS) {
        h->kind = H_KERNEL;
        h->kname = kf_gpu_kernel_name(x, n);
        (*nkernel)++;
        if (h->red) {
            h->rk = red_kernel(x, h);
            x->nfin += kf_reduce_has_fin(h->rk);
        }
        return;
    }
    h->red = NULL;
    h->why = why ? why : "too many kernels in one file";
    int before = *nkernel;
    kf_gpu_plan_kids(x, n->nchild, n->child, &h->kids, &h->nkid, nkernel);
    if (*nkernel == before)
        return;
    /* a host loop around kernels: its body must be exactly its children */
    size_t hb = kf_gpu_header_end(x->g, n), he = kf_gpu_node_end(x->g, n);
    if (n->nelse == 0 && kf_gpu_kids_cover(x->g, hb, he, n->nchild, n->child)) {
        h->kind = H_LOOP;
        for (int i = 0; i < h->nkid; i++) {
            struct hnode *k = &h->kids[i];
            if (k->kind != H_LEAF || k->n->kind == KF_NODE_LOOP ||
                x->F->nplanned + *nkernel + x->nfin >= MAX_KERNELS)
                continue;
            k->why = kf_gen_pass_on(x->g, KF_PASS_ONE_THREAD) ? try_one(x, k->n, k)
                                                              : "the one-thread pass is off";
            /* seed 003's one-thread kernel keeps data on the device; before
             * a host loop that uses all it touches it only adds a copy back */
            if (!k->why && i + 1 < h->nkid && h->kids[i + 1].kind == H_LEAF &&
                h->kids[i + 1].n->kind == KF_NODE_LOOP && kf_gpu_host_covers(x, k->n, h->kids[i + 1].n))
                k->why = "the host loop after it uses every array it does: on the device it "
                         "would only add a copy back";
            if (k->why)
                continue;
            k->kind = H_ONE;
            k->kname = kf_arena_printf(x->F->ar, "%s_S%d", x->f->function, first_stmt(x, k->n)->id);
            (*nkernel)++;
        }
        return;
    }
    *nkernel = before;
    h->nkid = 0;
    h->why = "its body holds text kforge does not model, so it stays as written";
}

/* --dump-after of the plan's passes (kernels, one-thread, reductions):
 * the plan's tree, one node a line. */
void kf_gpu_dump_plan(struct frag *x, const struct hnode *h, int n, int depth)
{
    FILE *o = x->g->o->dump;
    if (depth == 0)
        fprintf(o, "-- %s: fragment %d (function %s, lines %u-%u)\n",
                kf_gen_passes()[x->g->o->dump_after].name, x->f->id, x->f->function,
                x->f->range.begin.line, x->f->range.end.line);
    for (int i = 0; i < n; i++) {
        const struct hnode *k = &h[i];
        const char *id = k->n->kind == KF_NODE_STMT ? "statement"
                         : k->n->kind == KF_NODE_IF ? "if"
                                                    : k->n->id;
        fprintf(o, "%*s", 2 * depth + 2, "");
        switch (k->kind) {
        case H_KERNEL:
            fprintf(o, "kernel %s%s, loops", k->kname, k->red ? " (reduction)" : "");
            for (int d = 0; d < k->depth; d++)
                fprintf(o, " %s", k->band[d]->id);
            fprintf(o, "\n");
            break;
        case H_ONE:
            fprintf(o, "one-thread kernel %s, line %u\n", k->kname, k->n->range.begin.line);
            break;
        case H_LOOP:
            fprintf(o, "host %s%s, line %u, launches:\n", k->n->kind == KF_NODE_IF ? "" : "loop ", id,
                    k->n->range.begin.line);
            kf_gpu_dump_plan(x, k->kids, k->nkid, depth + 1);
            if (k->n->kind == KF_NODE_IF && k->n->nelse) {
                fprintf(o, "%*selse, launches:\n", 2 * depth + 2, "");
                kf_gpu_dump_plan(x, k->ekids, k->nekid, depth + 1);
            }
            break;
        case H_LEAF:
            fprintf(o, "host %s, line %u%s%s\n", id, k->n->range.begin.line, k->why ? ": " : "",
                    k->why ? k->why : "");
            break;
        }
    }
}
