/*
 * gpu_kernel.c: kernels, their launch shapes and their transfers (gpu.h): the kernel
 * text through kgen, the static profiler's problem (launch.h) and the xfer
 * program of a plan (xfer.h).
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

#include "codegen/gen_reduce.h"
#include "codegen/gpu.h"
#include "codegen/gpu_geom.h"
#include "codegen/gpu_guard.h"
#include "support/ctext.h"
#include "codegen/launch.h"
#include "codegen/openmp.h"
#include "codegen/xfer.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kforge.h"
#include "kforge/kgen.h"

/* ---- kernels ----------------------------------------------------------- */

/* The kernel's parameters as its head declares them (no parentheses). */
const char *kf_gpu_param_text(struct frag *x, const struct kparams *kp)
{
    struct kf_kgen *k = x->F->kg;
    char *head = NULL;
    size_t hlen = 0;
    FILE *o = open_memstream(&head, &hlen);
    if (!o) {
        x->g->nomem = true;
        return "";
    }
    for (int i = 0; i < kp->n; i++) {
        const struct kf_var *v = &x->f->vars[kp->var[i]];
        const char *sep = i ? ", " : "";
        if (v->kind == KF_VAR_ARRAY) {
            const char *q = kf_kgen_qualifier(k, KF_KGEN_Q_GLOBAL);
            /* a private array: the buffer holds its values from before the
             * band (kf_gpu_private_copies) */
            bool priv = x->priv && x->priv[kp->var[i]];
            fprintf(o, "%s%s%s%s%s *%s%s", sep, q, *q ? " " : "", priv ? "const " : "",
                    kf_gpu_param_type(x, v), priv ? "kf_first_" : "", v->name);
            if (strstr(kf_gpu_elem_type(x, v), "double"))
                x->F->uses_double = true;
        } else {
            fprintf(o, "%s%s %s", sep, kf_gpu_param_type(x, v), kf_gpu_arg_name(x, kp->var[i]));
            if (strstr(kf_gpu_scalar_type(v), "double"))
                x->F->uses_double = true;
        }
    }
    fclose(o);
    const char *r = kf_arena_strdup(x->F->ar, head ? head : "");
    free(head);
    return r;
}

static void cl_float_names(struct frag *x, const char *body);
static void private_copies(struct frag *x, struct hnode *h, const bool *used);

void kf_gpu_hand_over(struct frag *x, const struct idents *id, const char *text)
{
    for (int i = 0; i < id->nfree; i++) {
        /* kforge's own names (a wavefront's kf_w) are no user macro */
        bool seen = strncmp(id->free_[i], "kf_", 3) == 0;
        for (int q = 0; q < x->F->nident && !seen; q++)
            seen |= strcmp(x->F->ident[q], id->free_[i]) == 0;
        if (!seen && x->F->nident < MAX_IDENTS)
            x->F->ident[x->F->nident++] = id->free_[i];
    }
    for (int i = 0; i < id->nmac; i++) {
        bool seen = false;
        for (int q = 0; q < x->F->nmac; q++)
            seen |= strcmp(x->F->mac[q]->name, id->mac[i]->name) == 0;
        if (!seen && x->F->nmac < MAX_IDENTS)
            x->F->mac[x->F->nmac++] = id->mac[i];
    }
    cl_float_names(x, text);
}

/* A kernel's body: the file's declarations it names go before it, its
 * identifiers to the kernel source's prelude */
static void hand_over_idents(struct frag *x, struct hnode *h, const struct kf_node *L, bool *used)
{
    struct idents id = {.ctx = L, .var = used};
    kf_gpu_scan(x, h->body, &id);
    kf_gpu_hand_over(x, &id, h->body);
    for (int m = 0; m < h->nfuse; m++) /* and those of the loops fused into it */
        if (h->fuse[m].body) {
            const struct hnode *fh = &h->fuse[m];
            struct idents fid = {.ctx = fh->depth ? fh->band[0] : fh->n, .var = used};
            kf_gpu_scan(x, h->fuse[m].body, &fid);
            kf_gpu_hand_over(x, &fid, h->fuse[m].body);
        }
}

/* The file's declarations a kernel names (its body's, its fused kernels',
 * its parameters' types, the types of the scalars it uses: a temporary
 * declared outside the band is each thread's own, declared by its type
 * before the body, as diffuse's `real g;`), written before it. */
static void kernel_decls(struct frag *x, struct hnode *h, const struct kf_node *L,
                         const struct kparams *kp, const bool *used)
{
    struct idents id = {.ctx = L, .var = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar + 1)};
    kf_gpu_scan(x, h->body, &id);
    for (int m = 0; m < h->nfuse; m++)
        if (h->fuse[m].body)
            kf_gpu_scan(x, h->fuse[m].body, &id);
    for (int i = 0; i < kp->n && id.ndecl < MAX_IDENTS; i++) {
        const struct kf_var *v = &x->f->vars[kp->var[i]];
        int d = kf_gpu_type_decl(x, kf_gpu_param_type(x, v));
        if (d >= 0)
            id.decl[id.ndecl++] = d;
    }
    for (int v = 0; v < x->f->nvar && id.ndecl < MAX_IDENTS; v++) {
        const struct kf_var *var = &x->f->vars[v];
        int d = used[v] && var->kind == KF_VAR_SCALAR && var->type && !var->derived_ptr
                    ? kf_gpu_type_decl(x, var->type)
                    : -1;
        if (d >= 0)
            id.decl[id.ndecl++] = d;
    }
    if (id.ndecl)
        kf_gpu_use_decls(x, id.decl, id.ndecl);
}

/* OpenCL C has no sqrtf, fminf, ...: its sqrt, fmin, ... are overloaded on
 * float.  A kernel body calling one gets "#define fminf fmin" before it
 * (once per file); C's float functions then mean the same there. */
static void cl_float_names(struct frag *x, const char *body)
{
    if (x->cuda)
        return;
    for (int i = 0; kf_gpu_builtins[i] && i < 64; i++) {
        size_t n = strlen(kf_gpu_builtins[i]);
        if (n < 2 || kf_gpu_builtins[i][n - 1] != 'f' || !kf_gpu_in_list(kf_gpu_builtins, kf_gpu_builtins[i], n - 1) ||
            (x->F->cl_fdefs >> i & 1))
            continue;
        for (const char *p = body; (p = strstr(p, kf_gpu_builtins[i])) != NULL; p += n) {
            const char *q = p + n;
            while (*q == ' ')
                q++;
            if ((p == body || !kf_ctext_is_ident(p[-1])) && *q == '(') {
                kf_kgen_file_stmt(x->F->kg, kf_arena_printf(x->F->ar, "#define %s %.*s",
                                                            kf_gpu_builtins[i], (int)(n - 1),
                                                            kf_gpu_builtins[i]));
                x->F->cl_fdefs |= 1ul << i;
                break;
            }
        }
    }
}

/* A reduction kernel and its fold kernel (gen_reduce.h). */
static void emit_red_kernel(struct frag *x, struct hnode *h)
{
    bool *used = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar);
    struct kparams kp;
    kf_gpu_kernel_params(x, h, &kp, used);
    kernel_decls(x, h, h->band[0], &kp, used);
    cl_float_names(x, h->body);
    kf_reduce_emit_kernels(x->F->kg, h->rk);
    for (int i = 0; i < h->rk->nred; i++)
        if (strcmp(h->rk->red[i].type, "double") == 0)
            x->F->uses_double = true;
    char fin[512];
    x->F->kname[x->F->nkernel++] = h->kname;
    if (kf_reduce_kernel_names(h->rk, fin, sizeof fin) == 2)
        x->F->kname[x->F->nkernel++] = kf_arena_strdup(x->F->ar, fin);
    hand_over_idents(x, h, h->band[0], used);
}

/* Statement numbers start again in each fragment, so two fragments of one
 * function may each hold a one-thread kernel named after its S3: the
 * second gets the fragment's number too ("kernel_S3_f2"). */
static void unique_kname(struct frag *x, struct hnode *h)
{
    for (int i = 0; i < x->F->nkernel; i++)
        if (strcmp(x->F->kname[i], h->kname) == 0) {
            h->kname = kf_arena_printf(x->F->ar, "%s_f%d", h->kname, x->f->id);
            return;
        }
}

/* Band loop B's induction variables (ir.h, struct kf_induct), first thing
 * in a thread's iteration:
 *
 *   k = 2;                              __kernel void kernel_L1(int k, ...)
 *   for (i = 0; i < n; i++) {   ==>         int i = get_global_id(0);
 *       out[k++] = z[i].re;                 if (i <= n - 1) {
 *       out[k++] = z[i].im;                     k = k + 2 * (i - (0));
 *   }                                           out[k++] = z[i].re; ...
 *
 * k, a by-value parameter, holds base (its value before the loop) in every
 * thread; each sets its own copy as the OpenMP output does
 * (kf_omp_induct_set), and the host advances k after the launch
 * (kf_gpu_induct_after). */
static void induct_top(struct frag *x, const struct kf_node *B)
{
    for (int i = 0; i < B->ninduct; i++) {
        char set[640];
        kf_omp_induct_set(x->f, B, i, x->f->vars[B->induct[i].var].name,
                          kf_gpu_kpoly_text(x, B->lb[0]), set, sizeof set);
        kf_kgen_stmt(x->F->kg, set);
    }
}

void kf_gpu_induct_after(struct frag *x, struct kf_kgen *h, const struct hnode *n,
                         const char *count)
{
    for (int m = -1; m < n->nfuse; m++) {
        const struct kf_node *B = (m < 0 ? n : &n->fuse[m])->band[0];
        for (int i = 0; B && i < B->ninduct; i++)
            kf_kgen_stmtf(h, "%s += %ld * (%s);", x->f->vars[B->induct[i].var].name,
                          B->induct[i].step, count);
    }
}

/* A fused kernel (gpu_fuse.h): each kernel's body in a block of its own,
 * in order; the temporaries the fusion made dead written as registers. */
static void fused_bodies(struct frag *x, struct hnode *h)
{
    for (int m = -1; m < h->nfuse; m++) {
        const struct hnode *part = m < 0 ? h : &h->fuse[m];
        const char *body = part->body;
        size_t b, e;
        const char *why = NULL;
        kf_gpu_band_body(x, part->band[part->depth - 1], &b, &e);
        x->reg = h->reg;
        char *rbody = kf_gpu_band_text(x, b, e, &why);
        x->reg = NULL;
        if (rbody)
            body = rbody;
        kf_kgen_stmtf(x->F->kg, "/* %s, line %u */", part->kname, part->band[0]->header.begin.line);
        kf_kgen_begin_branch(x->F->kg, NULL);
        induct_top(x, part->band[0]);
        kf_kgen_stmt(x->F->kg, body);
        kf_kgen_end_branch(x->F->kg, NULL);
    }
}

/* What each thread of a band runs once its test holds. */
static void band_body(struct frag *x, struct hnode *h, const char *body)
{
    if (h->nfuse) {
        fused_bodies(x, h);
    } else {
        if (h->depth)
            induct_top(x, h->band[0]);
        kf_kgen_stmt(x->F->kg, body);
    }
}

void kf_gpu_emit_kernel(struct frag *x, struct hnode *h, const struct kf_launch_choice *ch)
{
    if (h->rk) {
        emit_red_kernel(x, h);
        return;
    }
    unique_kname(x, h);
    struct kf_kgen *k = x->F->kg;
    const struct kf_node *L = h->depth ? h->band[0] : h->n;
    bool *used = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar);
    struct kparams kp;
    kf_gpu_kernel_params(x, h, &kp, used);
    kernel_decls(x, h, L, &kp, used);
    cl_float_names(x, h->body);
    x->priv = h->priv;
    kf_kgen_declare_functionf(k, "%s void %s(%s)", kf_kgen_qualifier(k, KF_KGEN_Q_KERNEL),
                              h->kname, kf_gpu_param_text(x, &kp));
    x->priv = NULL;
    kf_kgen_begin_body(k);
    /* the band's iterators from the thread index */
    struct kf_poly *start[3] = {NULL, NULL, NULL};
    for (int t = 0; t < h->depth; t++) {
        int d = ch->map[t];
        const struct kf_node *B = h->band[d];
        const struct kf_var *it = &x->f->vars[B->iter];
        start[d] = B->lb[0];
        if (kf_gpu_band_boxed(h, d)) /* from the box's corner */
            start[d] = kf_gpu_band_box(x, h->band, d, B->lb[0], -1);
        const char *lb = kf_gpu_kpoly_text(x, start[d]);
        const char *ty = kf_gpu_declared_inside(it, L) || it->type[0] == 0 ? "int" : it->type;
        int ld = kf_gpu_geom_dim(h, t); /* gpu_geom.h */
        if (ld < 0) { /* a singleton: not launched, its one iteration */
            kf_kgen_declare_vars(k, KF_KGEN_MAIN,
                                 kf_arena_printf(x->F->ar, "%s %s = %s;", ty, it->name, lb),
                                 KF_KGEN_PRIVATE, 0);
            continue;
        }
        const char *idx = kf_kgen_index(k, KF_KGEN_GLOBAL_ID, ld);
        if (h->flat && t == 0) { /* flattened: x = g % E, y = g / E */
            kf_kgen_declare_vars(k, KF_KGEN_MAIN,
                                 kf_arena_printf(x->F->ar, "int kf_flat = (int)%s;", idx),
                                 KF_KGEN_PRIVATE, 0);
            idx = kf_arena_printf(x->F->ar, "(kf_flat %% %ld)", h->flat);
        } else if (h->flat && t == 1) {
            idx = kf_arena_printf(x->F->ar, "(kf_flat / %ld)", h->flat);
        }
        if (h->kt && h->kt->strip > 1 && d == h->kt->sband) /* gpu_ktile.h: a strip's first */
            idx = kf_arena_printf(x->F->ar, "%s * %d", idx, h->kt->strip);
        char *decl;
        long mag = B->step > 0 ? B->step : -B->step; /* a stepped band: lb + step * t */
        if (mag != 1)
            idx = kf_arena_printf(x->F->ar, "(%ld * %s)", mag, idx);
        if (strcmp(lb, "0") == 0)
            decl = kf_arena_printf(x->F->ar, "%s %s = (%s)%s;", ty, it->name, ty, idx);
        else
            decl = kf_arena_printf(x->F->ar, "%s %s = %s %c (%s)%s;", ty, it->name, lb,
                                   B->step > 0 ? '+' : '-', ty, idx);
        kf_kgen_declare_vars(k, KF_KGEN_MAIN, decl, KF_KGEN_PRIVATE, 0);
    }
    /* the test of each thread, and of each block (gpu_guard.h) */
    struct kf_gpu_guard gd;
    kf_gpu_guard_plan(x, h, ch, start, &gd);
    const char *guard = gd.test;
    bool test = guard != NULL;
    /* iterators of inner loops and temporaries declared outside the band:
     * each thread's own */
    for (int v = 0; v < x->f->nvar; v++) {
        bool own = used[v] && kf_gpu_thread_own(x, v, L) &&
                   !(h->wave_inner && h->wave_inner->iter == v); /* a parameter */
        for (int m = 0; m < h->nfuse && used[v] && !own; m++)
            own = kf_gpu_thread_own(x, v, h->fuse[m].band[0]);
        for (int i = 0; own && h->kt && h->kt->strip > 1 && i < h->kt->nslot; i++)
            own = h->kt->slot[i] != v; /* its slots instead (gpu_ktile.h, Strips) */
        if (own)
            kf_kgen_declare_vars(k, KF_KGEN_MAIN,
                                 kf_arena_printf(x->F->ar, "%s %s;",
                                                 x->f->vars[v].derived_ptr
                                                     ? kf_gpu_ptr_type(x, &x->f->vars[v])
                                                     : x->f->vars[v].type,
                                                 x->f->vars[v].name),
                                 KF_KGEN_PRIVATE, 0);
        if (h->reg && h->reg[v])
            kf_kgen_declare_vars(k, KF_KGEN_MAIN,
                                 kf_arena_printf(x->F->ar, "%s kf_t_%s;",
                                                 kf_gpu_elem_type(x, &x->f->vars[v]),
                                                 x->f->vars[v].name),
                                 KF_KGEN_PRIVATE, 0);
    }
    private_copies(x, h, used);
    const char *body = h->body;
    if (h->win) {
        /* loads and barrier before the bounds test: every thread of the
         * group takes part */
        kf_gpu_window_loads(x, h, ch, h->win);
        size_t b, e;
        const char *why = NULL;
        kf_gpu_band_body(x, h->band[h->depth - 1], &b, &e);
        x->win = h->win;
        x->win_h = h;
        char *wbody = kf_gpu_band_text(x, b, e, &why);
        x->win = NULL;
        x->win_h = NULL;
        if (wbody)
            body = wbody;
    }
    if (h->kt) { /* gpu_ktile.h: its barriers outside the bounds test */
        kf_gpu_ktile_body(x, h, ch, guard);
    } else if (gd.interior) { /* interior blocks untested, the border's tested */
        for (int i = 0; i < gd.ndecl; i++)
            kf_kgen_declare_vars(k, KF_KGEN_MAIN, gd.decl[i], KF_KGEN_PRIVATE, 0);
        kf_kgen_begin_branch(k, gd.interior);
        band_body(x, h, body);
        kf_kgen_else(k, guard);
        band_body(x, h, body);
        kf_kgen_end_branch(k, NULL);
    } else {
        if (test)
            kf_kgen_begin_branch(k, guard);
        band_body(x, h, body);
        if (test)
            kf_kgen_end_branch(k, NULL);
    }
    kf_kgen_end_body(k);
    x->F->kname[x->F->nkernel++] = h->kname;
    hand_over_idents(x, h, L, used);
}

/* A private array of the band (struct hnode.priv): each thread's own, in
 * private memory, flat (the body's accesses are linearised as the buffer's
 * are), first filled from the buffer, which holds the array as it was
 * before the band (OpenMP's firstprivate: an iteration may read what it
 * did not write). */
static void private_copies(struct frag *x, struct hnode *h, const bool *used)
{
    for (int v = 0; h->priv && v < x->f->nvar; v++) {
        if (!h->priv[v] || !used[v])
            continue;
        const struct kf_var *var = &x->f->vars[v];
        char n[256] = "";
        for (int d = 0; d < var->ndims; d++) {
            size_t m = strlen(n);
            snprintf(n + m, sizeof n - m, "%s%s", d ? " * " : "", var->dims[d]);
        }
        kf_kgen_declare_vars(x->F->kg, KF_KGEN_MAIN,
                             kf_arena_printf(x->F->ar, "%s %s[%s];", kf_gpu_elem_type(x, var),
                                             var->name, n),
                             KF_KGEN_PRIVATE, 0);
        kf_kgen_stmtf(x->F->kg, "for (int kf_k = 0; kf_k < %s; kf_k++)\n    %s[kf_k] = kf_first_%s[kf_k];",
                      n, var->name, var->name);
    }
}

/* ---- launch shape (launch.h) ------------------------------------------- */

/* The coefficient of iterator `it` in poly p: literal, or unknown (false). */
static bool coef_of(const struct kf_poly *p, int it, long *c)
{
    *c = 0;
    for (int t = 0; t < p->nterm; t++) {
        const struct kf_term *tm = &p->term[t];
        bool has = false;
        for (int k = 0; k < tm->nvar; k++)
            has |= tm->vars[k] == it;
        if (!has)
            continue;
        if (tm->nvar != 1)
            return false;
        *c += tm->coef;
    }
    return true;
}

static void launch_problem(struct frag *x, const struct hnode *h, struct kf_launch_problem *p,
                           struct kf_launch_access *acc, int cap)
{
    const struct kf_node *in = h->band[h->depth - 1];
    size_t b, e;
    kf_gpu_band_body(x, in, &b, &e);
    memset(p, 0, sizeof *p);
    p->depth = h->depth;
    p->access = acc;
    for (int d = 0; d < h->depth; d++) {
        long lo, hi;
        if (kf_poly_const_value(h->band[d]->lb[0], &lo) &&
            kf_poly_const_value(h->band[d]->ub[0], &hi))
            p->extent[d] = kf_gpu_trip(h->band[d], lo, hi);
    }
    for (int s = 0; s < x->f->nstmt; s++) {
        const struct kf_stmt *st = x->f->stmts[s];
        if (!kf_gpu_stmt_in(st, b, e))
            continue;
        double w = 1;
        for (int k = in->depth + 1; k < st->depth; k++)
            w *= 16; /* a loop inside the thread: the seed's default trip count */
        for (int a = 0; a < st->naccess && p->naccess < cap; a++) {
            const struct kf_access *ac = &st->acc[a];
            const struct kf_var *v = &x->f->vars[ac->var];
            /* rows packed into one block (gpu_rows.c): a[e0][e1] is element
             * e1 of row e0 of the box, rows of R->len[1] elements */
            const struct kf_gpu_rows *R = kf_gpu_rows_of(x, ac->var);
            struct kf_poly *const *sub = R ? kf_gpu_rows_subs(x->f, ac) : ac->sub;
            int nsub = R ? R->nd : ac->nsub, nd = R ? R->nd : v->ndims;
            if (v->kind != KF_VAR_ARRAY || !sub || nsub != nd)
                continue;
            struct kf_launch_access *la = &acc[p->naccess++];
            memset(la, 0, sizeof *la);
            la->elem_size = kf_gpu_type_size(kf_gpu_elem_type(x, v));
            la->weight = w;
            for (int d = 0; d < h->depth; d++) {
                int it = h->band[d]->iter;
                la->cls[d] = KF_COEF_ZERO;
                for (int k = 0; k < nsub; k++) {
                    long c;
                    if (!sub[k] || !coef_of(sub[k], it, &c)) {
                        la->cls[d] = KF_COEF_LARGE;
                        continue;
                    }
                    if (c == 0)
                        continue;
                    /* times the extents of the later dimensions */
                    for (int m = k + 1; m < nd && c; m++) {
                        long dm = 0;
                        char *end;
                        if (R && !kf_poly_const_value(R->len[m], &dm))
                            dm = 0; /* a row's width known at run time */
                        else if (!R && (dm = strtol(v->dims[m], &end, 10), *end))
                            dm = 0;
                        if (dm <= 0) {
                            la->cls[d] = KF_COEF_LARGE;
                            c = 0;
                        } else
                            c *= dm;
                    }
                    if (c && la->cls[d] != KF_COEF_LARGE) {
                        la->coef[d] += c;
                        la->cls[d] = KF_COEF_SMALL;
                    }
                }
            }
        }
    }
    if (p->naccess == 0) { /* nothing to tell the shapes apart: unit stride on the last */
        memset(&acc[0], 0, sizeof acc[0]);
        acc[0].elem_size = 4;
        acc[0].weight = 1;
        acc[0].cls[h->depth - 1] = KF_COEF_SMALL;
        acc[0].coef[h->depth - 1] = 1;
        p->naccess = 1;
    }
}

/* --map j,i and --block 32x8, when they fit the band */
static bool apply_overrides(struct frag *x, const struct hnode *h, struct kf_launch_choice *c)
{
    const struct kf_gen_options *o = x->g->o;
    bool changed = false;
    if (o->map) {
        struct kf_launch_choice t = *c;
        int n = 0;
        const char *p = o->map;
        bool ok = true;
        while (*p && ok) {
            size_t l = strcspn(p, ",");
            int found = -1;
            for (int d = 0; d < h->depth; d++)
                if (strlen(x->f->vars[h->band[d]->iter].name) == l &&
                    strncmp(x->f->vars[h->band[d]->iter].name, p, l) == 0)
                    found = d;
            if (found < 0 || n >= h->depth)
                ok = false;
            else
                t.map[n++] = found;
            p += l + (p[l] == ',');
        }
        if (ok && n == h->depth) {
            *c = t;
            changed = true;
        } else
            kf_diag_report(x->g->d, KF_DIAG_WARNING, x->g->a->prog->file, h->band[0]->header.begin.line,
                           h->band[0]->header.begin.col, 0,
                           "--map %s does not name this kernel's %d loop%s; ignored", o->map,
                           h->depth, h->depth == 1 ? "" : "s");
    }
    if (o->nblock) {
        if (o->nblock == h->depth) {
            for (int t = 0; t < KF_LAUNCH_MAX_DEPTH; t++)
                c->block[t] = t < o->nblock ? o->block[t] : 1;
            changed = true;
        } else
            kf_diag_report(x->g->d, KF_DIAG_WARNING, x->g->a->prog->file, h->band[0]->header.begin.line,
                           h->band[0]->header.begin.col, 0,
                           "--block has %d dimension%s, this kernel %d; ignored", o->nblock,
                           o->nblock == 1 ? "" : "s", h->depth);
    }
    return changed;
}

/* The coalesce pass (seed 002 §17.2, "dimension interchange for
 * coalescing"; the model is seed 003 §5's, launch.h): which band loop goes
 * on thread index x.  Written as a loop nest, the innermost loop would:
 *
 *     for j                          for j  -> y          for j  -> x
 *       for i          natural:        for i  -> x   coalesce: for i  -> y
 *         B[i][j] = A[i][j]            (a warp reads 32 rows)  (a warp reads one row)
 *
 * On, every permutation is costed and the cheapest kept (with the block
 * shape when launch-shape is on, for the default block when it is off);
 * off, the natural map.  The decision, when it fetches fewer lines than
 * the natural map, is logged with the unit-stride weights and both costs. */
static void coalesce(struct frag *x, const struct hnode *h, struct kf_launch_problem *p,
                     struct kf_launch_choice *best, struct kf_launch_choice *all, size_t *nall)
{
    int nat[KF_LAUNCH_MAX_DEPTH] = {0, 0, 0};
    for (int t = 0; t < h->depth; t++)
        nat[t] = h->depth - 1 - t;
    bool shape = kf_gen_pass_on(x->g, KF_PASS_LAUNCH_SHAPE);
    bool on = kf_gen_pass_on(x->g, KF_PASS_COALESCE);
    struct kf_launch_choice natural;
    memset(&natural, 0, sizeof natural);
    for (int t = 0; t < KF_LAUNCH_MAX_DEPTH; t++) {
        natural.map[t] = t < h->depth ? nat[t] : 0;
        natural.block[t] = 1;
    }
    natural.block[0] = h->depth == 1 ? 256 : 32;
    if (h->depth > 1)
        natural.block[1] = 8;
    p->fixed_map = nat;
    if (shape && kf_launch_choose(p, &natural, on ? NULL : all, 8, on ? NULL : nall) != 0)
        shape = false;
    p->fixed_map = NULL;
    *best = natural;
    if (!on)
        return;
    int rc = shape ? kf_launch_choose(p, best, all, 8, nall) : kf_launch_best_map(p, best);
    if (rc != 0) {
        *best = natural;
        return;
    }
    bool same = true;
    for (int t = 0; t < h->depth; t++)
        same &= best->map[t] == nat[t];
    if (h->depth > 1) /* every decision, reported or not, in the dump */
        kf_gen_dump(x->g, KF_PASS_COALESCE, "-- coalesce: %s: loop %s on x (innermost: %s)\n",
                    h->kname, x->f->vars[h->band[best->map[0]]->iter].name,
                    x->f->vars[h->band[nat[0]]->iter].name);
    if (same || h->depth < 2)
        return;
    kf_launch_cost(p, &natural);
    /* a map that fetches no fewer lines (per block, else per warp) than
     * the natural one is a tie that launch.h broke (widest x, then the
     * innermost loop on x, then enumeration order): nothing to report */
    double eps = 1e-9;
    if (!(best->cost < natural.cost - eps ||
          (best->cost <= natural.cost + eps && best->warp_cost < natural.warp_cost - eps)))
        return;
    double total, on_x = kf_launch_unit_weight(p, best->map[0], &total);
    double nat_x = kf_launch_unit_weight(p, nat[0], NULL);
    const char *bx = x->f->vars[h->band[best->map[0]]->iter].name;
    const char *nx = x->f->vars[h->band[nat[0]]->iter].name;
    if (strcmp(bx, nx) == 0) /* x kept, y and z exchanged */
        kf_gen_log(x->g, KF_PASS_COALESCE,
                   "%s: loop %s stays on x, the outer loops exchanged on y/z: %.3f lines/thread "
                   "(warp %.3f) instead of %.3f (warp %.3f)",
                   h->kname, bx, best->cost, best->warp_cost, natural.cost, natural.warp_cost);
    else
        kf_gen_log(x->g, KF_PASS_COALESCE,
                   "%s: loop %s on x instead of the innermost loop %s: unit stride along %s in "
                   "%g of %g weighted accesses, along %s in %g; %.3f lines/thread (warp %.3f) "
                   "instead of %.3f (warp %.3f)",
                   h->kname, bx, nx, bx, on_x, total, nx, nat_x, best->cost, best->warp_cost,
                   natural.cost, natural.warp_cost);
}

void kf_gpu_choose_shape(struct frag *x, const struct hnode *h, struct kf_launch_choice *best)
{
    struct kf_launch_access acc[128];
    struct kf_launch_problem p;
    launch_problem(x, h, &p, acc, 128);
    struct kf_launch_choice all[8];
    size_t nall = 0;
    coalesce(x, h, &p, best, all, &nall);
    bool over = apply_overrides(x, h, best);
    if (over || !kf_gen_pass_on(x->g, KF_PASS_LAUNCH_SHAPE))
        kf_launch_cost(&p, best);
    if (!kf_gen_pass_on(x->g, KF_PASS_LAUNCH_SHAPE))
        nall = 0;
    if (kf_gen_dumping(x->g, KF_PASS_LAUNCH_SHAPE)) {
        kf_gen_dump(x->g, KF_PASS_LAUNCH_SHAPE, "-- launch-shape: %s:", h->kname);
        for (int t = 0; t < h->depth; t++)
            kf_gen_dump(x->g, KF_PASS_LAUNCH_SHAPE, " %s -> %c",
                        x->f->vars[h->band[best->map[t]]->iter].name, "xyz"[t]);
        kf_gen_dump(x->g, KF_PASS_LAUNCH_SHAPE, "; block");
        for (int t = 0; t < h->depth; t++)
            kf_gen_dump(x->g, KF_PASS_LAUNCH_SHAPE, "%c%d", t ? 'x' : ' ', best->block[t]);
        kf_gen_dump(x->g, KF_PASS_LAUNCH_SHAPE, "\n");
    }
    if (!x->g->o->explain)
        return;
    kf_gen_explain(x->g, "  kernel %s (loops", h->kname);
    for (int d = 0; d < h->depth; d++)
        kf_gen_explain(x->g, " %s", x->f->vars[h->band[d]->iter].name);
    kf_gen_explain(x->g, "): ");
    for (int t = 0; t < h->depth; t++)
        kf_gen_explain(x->g, "%s%s -> %c", t ? ", " : "", x->f->vars[h->band[best->map[t]]->iter].name,
                       "xyz"[t]);
    kf_gen_explain(x->g, "; block ");
    for (int t = 0; t < h->depth; t++)
        kf_gen_explain(x->g, "%s%d", t ? "x" : "", best->block[t]);
    kf_gen_explain(x->g, "; %.3f lines/thread (warp %.3f)%s\n", best->cost, best->warp_cost,
                   over ? " [from --map/--block]" : "");
    if (nall)
        kf_gen_explain(x->g, "    alternatives (%zu tried), cheapest first:\n", nall);
    for (size_t i = 0; i < nall && i < 8; i++) {
        kf_gen_explain(x->g, "     ");
        for (int t = 0; t < h->depth; t++)
            kf_gen_explain(x->g, " %s->%c", x->f->vars[h->band[all[i].map[t]]->iter].name, "xyz"[t]);
        kf_gen_explain(x->g, "  block ");
        for (int t = 0; t < h->depth; t++)
            kf_gen_explain(x->g, "%s%d", t ? "x" : "", all[i].block[t]);
        kf_gen_explain(x->g, "  cost %.3f (warp %.3f)\n", all[i].cost, all[i].warp_cost);
    }
}

/* ---- transfers (xfer.h) ------------------------------------------------- */

static void arrays_in(struct frag *x, size_t b, size_t e, uint64_t *r, uint64_t *w)
{
    for (int s = 0; s < x->f->nstmt; s++) {
        const struct kf_stmt *st = x->f->stmts[s];
        if (!kf_gpu_stmt_in(st, b, e))
            continue;
        for (int a = 0; a < st->naccess; a++) {
            int xv = x->x_of[st->acc[a].var];
            if (xv < 0)
                continue;
            if (st->acc[a].write)
                *w |= 1ull << xv;
            else
                *r |= 1ull << xv;
        }
    }
}

static struct kf_xfer_seq *xseq(struct frag *x, int n, struct hnode *h, struct kf_xfer_node *owner,
                                struct kf_xfer_seq *parent, int pidx);

/* s->items[i] from plan node h */
void kf_gpu_xitem(struct frag *x, struct hnode *h, struct kf_xfer_seq *s, int i)
{
    struct kf_xfer_node *it = &s->items[i];
    const struct kf_node *nd = h->n;
    it->line = (int)nd->range.begin.line;
    if (h->kind == H_LOOP) {
        /* an if's condition reads no array (plan_if), so its header's
         * accesses are nothing the copies depend on */
        it->kind = nd->kind == KF_NODE_IF ? KF_XFER_IF : KF_XFER_LOOP;
        it->side = KF_XFER_HOST;
        it->body = xseq(x, h->nkid, h->kids, it, s, i);
        if (nd->kind == KF_NODE_IF && nd->nelse)
            it->orelse = xseq(x, h->nekid, h->ekids, it, s, i);
    } else {
        it->kind = KF_XFER_STMT;
        it->side = h->kind == H_KERNEL || h->kind == H_ONE ? KF_XFER_DEV : KF_XFER_HOST;
        arrays_in(x, nd->range.begin.offset, kf_gpu_node_end(x->g, nd), &it->reads, &it->writes);
        for (int m = 0; m < h->nfuse; m++)
            arrays_in(x, h->fuse[m].n->range.begin.offset, kf_gpu_node_end(x->g, h->fuse[m].n),
                      &it->reads, &it->writes);
    }
}

struct kf_xfer_seq *kf_gpu_new_seq(int n, struct kf_xfer_node *owner, struct kf_xfer_seq *parent,
                                   int pidx)
{
    struct kf_xfer_seq *s = calloc(1, sizeof *s);
    if (!s)
        abort();
    s->n = n;
    s->items = calloc((size_t)(n ? n : 1), sizeof *s->items);
    s->owner = owner;
    s->parent = parent;
    s->parent_index = pidx;
    if (!s->items)
        abort();
    return s;
}

static struct kf_xfer_seq *xseq(struct frag *x, int n, struct hnode *h, struct kf_xfer_node *owner,
                                struct kf_xfer_seq *parent, int pidx)
{
    struct kf_xfer_seq *s = kf_gpu_new_seq(n, owner, parent, pidx);
    for (int i = 0; i < n; i++)
        kf_gpu_xitem(x, &h[i], s, i);
    return s;
}

void kf_gpu_mark_dev(struct frag *x, struct hnode *h, int n)
{
    for (int i = 0; i < n; i++) {
        if (h[i].kind == H_LOOP) {
            kf_gpu_mark_dev(x, h[i].kids, h[i].nkid);
            kf_gpu_mark_dev(x, h[i].ekids, h[i].nekid);
        }
        if (h[i].kind != H_KERNEL && h[i].kind != H_ONE)
            continue;
        for (int m = -1; m < h[i].nfuse; m++) {
            const struct kf_node *nd = m < 0 ? h[i].n : h[i].fuse[m].n;
            for (int s = 0; s < x->f->nstmt; s++)
                if (kf_gpu_stmt_in(x->f->stmts[s], nd->range.begin.offset,
                                   kf_gpu_node_end(x->g, nd)))
                    for (int a = 0; a < x->f->stmts[s]->naccess; a++) {
                        int v = x->f->stmts[s]->acc[a].var;
                        /* an array declared in the kernel is each thread's own */
                        if (x->f->vars[v].kind == KF_VAR_ARRAY && !(h[i].reg && h[i].reg[v]) &&
                            !kf_gpu_declared_inside(&x->f->vars[v], nd))
                            x->dev_array[v] = true;
                    }
        }
    }
}
