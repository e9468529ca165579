/*
 * gpu_host.c: host code of a plan (gpu.h): the plan's tree written as C with
 * launches and copies where xfer.h placed them, reduction launches, the
 * warnings for loops that stay on the host.
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
#include "support/ctext.h"
#include "codegen/launch.h"
#include "codegen/xfer.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kforge.h"
#include "kforge/kgen.h"

void kf_gpu_fn(struct kf_kgen *h, const char *decl)
{
    kf_kgen_declare_function(h, decl);
    kf_kgen_begin_body(h);
}

void kf_gpu_check_fn(struct kf_kgen *h, const char *decl, const char *cond, const char *msg)
{
    kf_gpu_fn(h, decl);
    kf_kgen_begin_branch(h, cond);
    kf_kgen_stmt(h, msg);
    kf_kgen_stmt(h, "exit(EXIT_FAILURE);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_body(h);
}

static int cmp_name(const void *p, const void *q)
{
    return strcmp(*(const char *const *)p, *(const char *const *)q);
}

/* Configuration macros (_GNU_SOURCE, CL_TARGET_OPENCL_VERSION) are upper
 * case or start with '_', and the headers must see them; the names the
 * headers declare (a parameter `size`, a member `device`) are lower case. */
static bool may_clash(const char *name)
{
    if (name[0] == '_')
        return false;
    for (const char *p = name; *p; p++)
        if (*p >= 'a' && *p <= 'z')
            return true;
    return false;
}

const char *kf_gpu_guard_includes(struct gen *g, const char *includes)
{
    const struct kf_program *prog = g->a->prog;
    kf_arena *ar = g->gpu->ar;
    int n = 0;
    const char **v = kf_arena_alloc(ar, (size_t)(prog->nmacro + 1) * sizeof *v);
    for (int i = 0; i < prog->nmacro; i++)
        if (may_clash(prog->macros[i]))
            v[n++] = prog->macros[i];
    if (!n)
        return includes;
    qsort(v, (size_t)n, sizeof *v, cmp_name);
    char *s = NULL;
    size_t len = 0;
    FILE *o = open_memstream(&s, &len);
    if (!o)
        return includes;
    fputs("/* the file's macros out of the way of the system headers */\n", o);
    for (int i = 0; i < n; i++)
        if (i == 0 || strcmp(v[i], v[i - 1]))
            fprintf(o, "#pragma push_macro(\"%s\")\n#undef %s\n", v[i], v[i]);
    fputs(includes, o);
    for (int i = 0; i < n; i++)
        if (i == 0 || strcmp(v[i], v[i - 1]))
            fprintf(o, "#pragma pop_macro(\"%s\")\n", v[i]);
    fclose(o);
    const char *r = s ? kf_arena_strdup(ar, s) : includes;
    free(s);
    return r;
}

/* ---- host code ---------------------------------------------------------- */

/* A wavefront's host loop (hnode.wave_inner): the waves' range, found by
 * running the outer loop's header on the host (its counter is replayed
 * after), then one launch per wave with the wave in the inner iterator.
 * Opens two blocks, which the caller closes after the launch. */
static void wave_loop(struct frag *x, struct kf_kgen *h, const struct hnode *n)
{
    const struct kf_node *L = n->band[0], *L2 = n->wave_inner;
    const char *ot = x->f->vars[L->iter].name, *it = x->f->vars[L2->iter].name;
    const char *s0 = L->step > 0 ? "" : "-", *s1 = L2->step > 0 ? "" : "-";
    kf_kgen_stmtf(h, "/* %s: a wavefront, wave w = %d * %s%s + %s%s */", n->kname, n->wave_a, s0,
                  ot, s1, it);
    kf_kgen_begin_branch(h, NULL);
    kf_kgen_stmt(h, "long kf_wlo = 0, kf_whi = -1;");
    kf_kgen_stmt(h, "int kf_wany = 0;");
    kf_kgen_begin_branch(h, kf_arena_strndup(x->F->ar, x->g->text + L->header.begin.offset,
                                             kf_gpu_header_end(x->g, L) - L->header.begin.offset));
    kf_kgen_stmtf(h, "long kf_lo = %d * %s(long)%s + %s(long)%s;", n->wave_a, s0, ot, s1,
                  kf_gpu_paren(x, kf_gpu_poly_text(x, L2->lb[0])));
    kf_kgen_stmtf(h, "long kf_hi = %d * %s(long)%s + %s(long)%s;", n->wave_a, s0, ot, s1,
                  kf_gpu_paren(x, kf_gpu_poly_text(x, L2->ub[0])));
    kf_kgen_begin_branch(h, "if (kf_lo <= kf_hi)");
    kf_kgen_stmt(h, "kf_wlo = kf_wany && kf_wlo < kf_lo ? kf_wlo : kf_lo;");
    kf_kgen_stmt(h, "kf_whi = kf_wany && kf_whi > kf_hi ? kf_whi : kf_hi;");
    kf_kgen_stmt(h, "kf_wany = 1;");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_branch(h, NULL);
    /* an inner iterator declared in its loop's header lives in the waves'
     * loop on the host, which passes it */
    if (kf_gpu_declared_inside(&x->f->vars[L2->iter], L))
        kf_kgen_stmtf(h, "%s %s;", x->f->vars[L2->iter].type, it);
    kf_kgen_begin_branch(h, "for (long kf_wv = kf_wlo; kf_wv <= kf_whi; kf_wv++)");
    kf_kgen_stmtf(h, "%s = kf_wv;", it);
}

/* --explain: which reduction method, and why */
static void explain_red(struct frag *x, const struct hnode *n)
{
    const struct kf_red_kernel *rk = n->rk;
    kf_gen_show_reductions(x->g, x->f, n->red,
                           kf_arena_printf(x->F->ar, "reduction kernel %s, method %s", n->kname,
                                           kf_gen_reduction_name(rk->method)));
    if (!x->g->o->explain)
        return;
    kf_gen_explain(x->g, "  reduction kernel %s (loops", n->kname);
    for (int d = 0; d < n->depth; d++)
        kf_gen_explain(x->g, " %s", x->f->vars[n->band[d]->iter].name);
    kf_gen_explain(x->g, "):");
    for (int i = 0; i < rk->nred; i++)
        kf_gen_explain(x->g, "%s %s (%s, %s)", i ? "," : "", rk->red[i].name,
                       kf_reduction_op_name(rk->red[i].op), rk->red[i].type);
    kf_gen_explain(x->g, "; method %s (%s); block %d, at most %d blocks, grid-stride\n",
                   kf_gen_reduction_name(rk->method), rk->why, rk->block, KF_REDUCE_GROUPS);
}

/* CUDA: the launchers (kf_gpu_cu_launcher) of a reduction's kernels, with their
 * parameters in gen_reduce.c's order: the kernel's own, then per scalar its
 * result and (with a final fold) its partials; the fold takes the partials,
 * the number of groups, the results. */
static void red_launchers(struct frag *x, const struct kf_red_kernel *rk, const struct kparams *kp)
{
    char params[4096], names[2048], own[4096], own_names[2048];
    size_t m = 0, q = 0;
    bool fin = kf_reduce_has_fin(rk), elem = kf_reduce_has_elem(rk);
    if (!kf_gpu_launcher_params(x, kp, own, sizeof own, own_names, sizeof own_names))
        goto too_long;
    strcpy(params, own);
    strcpy(names, own_names);
    m = strlen(params);
    q = strlen(names);
    for (int i = 0; i < rk->nred; i++) {
        const struct kf_red_var *r = &rk->red[i];
        if (!r->elem) {
            m += (size_t)snprintf(params + m, sizeof params - m, ", %s *kf_red_%s", r->type,
                                  r->name);
            q += (size_t)snprintf(names + q, sizeof names - q, "%skf_red_%s", q ? ", " : "",
                                  r->name);
        }
        if (fin && m < sizeof params && q < sizeof names) {
            m += (size_t)snprintf(params + m, sizeof params - m, ", %s *kf_part_%s", r->type,
                                  r->name);
            q += (size_t)snprintf(names + q, sizeof names - q, "%skf_part_%s", q ? ", " : "",
                                  r->name);
        }
        if (m >= sizeof params || q >= sizeof names)
            goto too_long;
    }
    kf_gpu_cu_launcher(x->F, rk->kname, params, names);
    if (!fin)
        return;
    /* the fold of an element takes the kernel's own parameters first */
    m = (size_t)snprintf(params, sizeof params, "%s", elem ? own : "");
    q = (size_t)snprintf(names, sizeof names, "%s%s", elem ? own_names : "",
                         elem && *own_names ? ", " : "");
    for (int i = 0; i < rk->nred; i++) {
        m += (size_t)snprintf(params + m, sizeof params - m, ", %s *kf_part_%s", rk->red[i].type,
                              rk->red[i].name);
        q += (size_t)snprintf(names + q, sizeof names - q, "kf_part_%s, ", rk->red[i].name);
        if (m >= sizeof params || q >= sizeof names)
            goto too_long;
    }
    m += (size_t)snprintf(params + m, sizeof params - m, ", int kf_ngroups");
    q += (size_t)snprintf(names + q, sizeof names - q, "kf_ngroups");
    for (int i = 0; i < rk->nred && m < sizeof params && q < sizeof names; i++) {
        if (rk->red[i].elem)
            continue;
        m += (size_t)snprintf(params + m, sizeof params - m, ", %s *kf_red_%s", rk->red[i].type,
                              rk->red[i].name);
        q += (size_t)snprintf(names + q, sizeof names - q, ", kf_red_%s", rk->red[i].name);
    }
    if (m >= sizeof params || q >= sizeof names)
        goto too_long;
    kf_gpu_cu_launcher(x->F, kf_arena_printf(x->F->ar, "%s_fin", rk->kname), params, names);
    return;
too_long:
    kf_diag_report(x->g->d, KF_DIAG_ERROR, __FILE__, __LINE__, 0, 0,
                   "internal error: the parameters of kernel %s do not fit its launcher",
                   rk->kname);
    x->g->nomem = true;
}

static void red_launch(struct frag *x, struct kf_kgen *h, struct hnode *n,
                       const struct kparams *kp)
{
    const char *args[512];
    for (int i = 0; i < kp->n; i++) {
        const struct kf_var *v = &x->f->vars[kp->var[i]];
        /* CUDA passes values to the launcher; OpenCL addresses */
        args[i] = !x->cuda                   ? kf_gpu_cl_arg(x, kp->var[i])
                  : v->kind == KF_VAR_ARRAY ? kf_gpu_dev_name(x, kp->var[i])
                                            : v->name;
    }
    if (x->cuda)
        red_launchers(x, n->rk, kp);
    kf_reduce_emit_launch(h, n->rk, kp->n, args, (int)n->band[0]->header.begin.line);
}

/* The reduction kernels' device buffers: alloc (true) or release. */
void kf_gpu_red_buffers(struct kf_kgen *h, struct hnode *hn, int n, bool alloc, int line)
{
    for (int i = 0; i < n; i++) {
        if (hn[i].kind == H_LOOP) {
            kf_gpu_red_buffers(h, hn[i].kids, hn[i].nkid, alloc, line);
            kf_gpu_red_buffers(h, hn[i].ekids, hn[i].nekid, alloc, line);
        }
        if (hn[i].kind != H_KERNEL || !hn[i].rk)
            continue;
        if (alloc)
            kf_reduce_emit_alloc(h, hn[i].rk, line);
        else
            kf_reduce_emit_release(h, hn[i].rk, line);
    }
}

void kf_gpu_emit_copies(struct frag *x, struct kf_kgen *h, const struct host_api *api,
                        const struct kf_xfer_seq *s, int i, int line)
{
    const struct region *R = x->R;
    for (int c = 0; c < s->ncopies[i]; c++) {
        int xv = s->copies[i][c].var;
        if (xv >= R->nx) {
            /* a condition's elements (kf_gpu_tree_cond): only their copies
             * to the host are left (kf_gpu_tree_cond_drop) */
            int a = R->cond_of[xv];
            struct frag *ax = region_x(R, a);
            int v = region_v(R, a);
            for (int e = 0; s->copies[i][c].dir == KF_XFER_D2H && e < R->ncond_elem[xv]; e++) {
                /* an element past the buffer (its extent read from the
                 * kernels' accesses) is one no kernel writes: the host's
                 * is current */
                const char *elem = R->cond_elem[xv][e], *name = ax->f->vars[v].name;
                kf_kgen_begin_branch(h, kf_arena_printf(ax->F->ar,
                                                        "if ((size_t)((const char *)&%s - "
                                                        "(const char *)%s) + sizeof %s <= %s)",
                                                        elem, name, elem,
                                                        kf_gpu_bytes_name(ax, v)));
                api->copy_elem(ax, h, v, elem, line);
                kf_kgen_end_branch(h, NULL);
            }
            continue;
        }
        api->copy(region_x(R, xv), h, region_v(R, xv), s->copies[i][c].dir, line);
    }
}

/* items [first, first + count) of s, planned by hn[0, count), with the
 * copies before each and those after the last */
int kf_gpu_emit_seq(struct frag *x, struct kf_kgen *h, const struct host_api *api,
                    struct hnode *hn, const struct kf_xfer_seq *s, int first, int nitem,
                    int last_line)
{
    int kernels = 0;
    for (int i = first; i < first + nitem; i++) {
        struct hnode *n = &hn[i - first];
        int line = (int)n->n->range.begin.line;
        kf_gpu_emit_copies(x, h, api, s, i, line);
        last_line = line;
        if (n->kind == H_LEAF) {
            kf_kgen_stmt(h, kf_gpu_node_text(x, n->n->range.begin.offset,
                                             kf_gpu_node_end(x->g, n->n)));
        } else if (n->kind == H_LOOP) {
            size_t hb = kf_gpu_header_begin(n->n);
            kf_kgen_begin_branch(h, kf_arena_strndup(x->F->ar, x->g->text + hb,
                                                     kf_gpu_header_end(x->g, n->n) - hb));
            kernels += kf_gpu_emit_seq(x, h, api, n->kids, s->items[i].body, 0, n->nkid, line);
            if (s->items[i].orelse) {
                kf_kgen_else(h, NULL);
                kernels += kf_gpu_emit_seq(x, h, api, n->ekids, s->items[i].orelse, 0, n->nekid,
                                           line);
            }
            kf_kgen_end_branch(h, NULL);
        } else if (n->kind == H_ONE) {
            struct kf_launch_choice c;
            memset(&c, 0, sizeof c);
            kf_gpu_emit_kernel(x, n, &c);
            bool *used = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar);
            struct kparams kp;
            kf_gpu_kernel_params(x, n, &kp, used);
            kf_gen_explain(x->g, "  one-thread kernel %s (line %u): %s", n->kname,
                           n->n->range.begin.line,
                           n->n->stmt ? n->n->stmt->text : "an if without loops");
            kf_gen_explain(x->g, "\n");
            kf_kgen_begin_branch(h, NULL);
            api->launch(x, h, n, &c, &kp, NULL);
            kf_kgen_end_branch(h, NULL);
            kernels++;
        } else {
            struct kf_launch_choice c;
            memset(&c, 0, sizeof c);
            struct kf_launch_choice c0;
            struct hnode plain;
            bool dual = false, planned = false;
            if (n->rk)
                explain_red(x, n);
            else {
                kf_gpu_choose_shape(x, n, &c);
                c0 = c;
                enum kf_gen_pass was = kf_gen_pass_enter(x->g, KF_PASS_WINDOW);
                n->win = kf_gpu_window_plan(x, n, &c);
                kf_gen_pass_enter(x->g, KF_PASS_KTILE);
                n->kt = n->win ? NULL : kf_gpu_ktile_plan(x, n, &c); /* gpu_ktile.h */
                kf_gen_pass_enter(x->g, was);
                bool cpu = !x->cuda && x->g->o->opencl_window == KF_GEN_WINDOW_AUTO;
                dual = (n->win || (n->kt && n->kt->local)) && cpu;
                kf_gpu_geom_plan(x, n, &c); /* gpu_geom.h */
                if (cpu && !n->win) { /* the CPU's kernel in strips (gpu_ktile.h) */
                    plain = *n;
                    planned = true;
                    plain.kt = n->kt ? kf_gpu_ktile_plain(x, n->kt) : NULL;
                    if (!plain.kt) /* no register: strips for its slots alone */
                        plain.kt = kf_gpu_ktile_bare(x, n);
                    kf_gen_pass_enter(x->g, KF_PASS_STRIP);
                    bool strips = kf_gpu_ktile_strip(x, &plain, &c0);
                    kf_gen_pass_enter(x->g, was);
                    if (!strips && plain.kt && plain.kt->nacc == 0)
                        plain.kt = NULL; /* the plain kernel as it was */
                    dual = strips || dual;
                }
            }
            if (dual) {
                /* both kernels: the windowed, tiled or unstripped one for
                 * GPU devices (gpu.h) */
                if (!planned) {
                    plain = *n;
                    plain.win = NULL;
                    plain.kt = NULL;
                }
                kf_gpu_emit_kernel(x, &plain, &c0);
                const char *what = n->kt ? "ktile" : n->win ? "window" : "strip";
                n->kname = kf_arena_printf(x->F->ar, "%s_%s", plain.kname,
                                           n->kt || n->win ? what : "nostrip");
                x->F->dual_window = true;
                kf_gen_explain(x->g, "  %s: %s and %s: the program runs the %s one "
                                     "on a GPU device (opencl_window = auto)\n",
                               what, plain.kname, n->kname,
                               n->win ? "windowed" : n->kt && n->kt->local ? "tiled"
                                                                          : "unstripped");
            }
            kf_gpu_emit_kernel(x, n, &c);
            bool *used = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar);
            struct kparams kp;
            kf_gpu_kernel_params(x, n, &kp, used);
            const char *count[3];
            char cond[1024] = "if (";
            for (int d = 0; d < n->depth; d++) {
                const struct kf_node *B = n->band[d];
                const struct kf_poly *lo = B->lb[0], *hi = B->ub[0];
                if (kf_gpu_band_boxed(n, d)) { /* a triangle's box (gpu_plan.c), step 1 */
                    lo = kf_gpu_band_box(x, n->band, d, B->lb[0], -1);
                    hi = kf_gpu_band_box(x, n->band, d, B->ub[0], 1);
                }
                count[d] = kf_gpu_trip_text(x, B, lo, hi);
                size_t m = strlen(cond);
                snprintf(cond + m, sizeof cond - m, "%s%s > 0", d ? " && " : "", count[d]);
            }
            strncat(cond, ")", sizeof cond - strlen(cond) - 1);
            if (n->wave_inner)
                wave_loop(x, h, n);
            kf_kgen_begin_branch(h, cond);
            if (n->rk) {
                red_launch(x, h, n, &kp);
            } else if (dual) {
                kf_kgen_begin_branch(h, "if (kf_cl.kf_window)");
                api->launch(x, h, n, &c, &kp, count);
                kf_kgen_else(h, NULL);
                const char *pcount[3];
                kf_gpu_ktile_counts(x, &plain, &c0, count, pcount);
                api->launch(x, h, &plain, &c0, &kp, pcount);
                kf_kgen_end_branch(h, NULL);
            } else {
                struct hnode vh;
                struct kf_launch_choice vc;
                const char *vcount[3];
                kf_gpu_geom_view(x, n, &c, count, &vh, &vc, vcount);
                api->launch(x, h, &vh, &vc, &kp, vcount);
            }
            if (n->depth) /* k as the sequential loop leaves it */
                kf_gpu_induct_after(x, h, n, count[0]);
            kf_kgen_end_branch(h, NULL);
            if (n->wave_inner) {
                kf_kgen_end_branch(h, NULL);
                kf_kgen_end_branch(h, NULL);
            }
            if (n->lastv)
                kf_gpu_host_last_emit(x, h, n->band[0]);
            if (n->replay) {
                kf_kgen_stmt(h, "/* the loop counters, as the sequential loops leave them */");
                kf_gpu_replay_counters(x, h, n->band[0]);
            }
            kernels++;
        }
    }
    kf_gpu_emit_copies(x, h, api, s, first + nitem, last_line);
    return kernels;
}

/* Where the function around `off` starts (its first line), found in the
 * text: the last line at column 0 naming the function before a '('. */
size_t kf_gpu_function_start(const struct gen *g, const char *name, size_t off)
{
    size_t best = 0, nl = strlen(name);
    for (size_t p = 0; p < off; p = strchr(g->text + p, '\n') ? (size_t)(strchr(g->text + p, '\n') - g->text) + 1 : off) {
        if (!kf_ctext_is_ident_start(g->text[p]))
            continue;
        const char *e = memchr(g->text + p, '\n', off - p);
        size_t end = e ? (size_t)(e - g->text) : off;
        for (size_t q = p; q + nl < end; q++)
            if (strncmp(g->text + q, name, nl) == 0 && (q == p || !kf_ctext_is_ident(g->text[q - 1])) &&
                !kf_ctext_is_ident(g->text[q + nl])) {
                size_t r = q + nl;
                while (r < end && g->text[r] == ' ')
                    r++;
                if (r < end && g->text[r] == '(')
                    best = p;
            }
    }
    /* the return type may stand on the line before */
    while (best > 0) {
        size_t prev = kf_ctext_line_start(g->text, best - 1);
        size_t e = best - 1;
        while (e > prev && isspace((unsigned char)g->text[e - 1]))
            e--;
        if (e == prev || !kf_ctext_is_ident_start(g->text[prev]) || strchr(";}{)/", g->text[e - 1]))
            break;
        best = prev;
    }
    return best;
}

/* Under a loop that stays on the host as a whole: a note for each loop
 * inside it that could run in parallel (its verdict) but does not, with the
 * reason, which the warning on the outer loop would hide. */
static void note_inner(struct frag *x, const struct hnode *h, int n)
{
    for (int i = 0; i < n; i++) {
        const struct kf_node *L = h[i].n;
        if (h[i].kind != H_LEAF || L->kind != KF_NODE_LOOP)
            continue;
        const struct kf_loop_info *li = kf_gen_loop_info(x->f, x->dp, L);
        if (li && li->verdict != KF_SEQUENTIAL && h[i].why)
            kf_diag_report(x->g->d, KF_DIAG_NOTE, x->g->a->prog->file, L->header.begin.line,
                           L->header.begin.col, 0,
                           "loop %s (%s) could run in parallel (%s) but stays on the host: %s",
                           L->id, x->f->vars[L->iter].name, kf_verdict_name(li->verdict),
                           h[i].why);
        note_inner(x, h[i].kids, h[i].nkid);
    }
}

static bool if_holds_loop(const struct frag *x, const struct kf_node *I)
{
    for (int l = 0; l < x->f->nloop; l++)
        if (x->f->loops[l]->range.begin.offset >= I->range.begin.offset &&
            x->f->loops[l]->range.end.offset <= I->range.end.offset)
            return true;
    return false;
}

void kf_gpu_warn_leaves(struct frag *x, struct hnode *h, int n)
{
    for (int i = 0; i < n; i++) {
        if (h[i].kind == H_LOOP && h[i].why)
            kf_gen_explain(x->g, "  %s line %u: on the host, launching the kernels inside it: %s\n",
                           h[i].n->id, h[i].n->header.begin.line, h[i].why);
        if (h[i].kind == H_LOOP) {
            kf_gpu_warn_leaves(x, h[i].kids, h[i].nkid);
            kf_gpu_warn_leaves(x, h[i].ekids, h[i].nekid);
        }
        if (h[i].kind == H_LEAF && h[i].n->kind == KF_NODE_IF && h[i].why &&
            if_holds_loop(x, h[i].n)) { /* plan_if; not a one-thread kernel refused */
            const struct kf_node *I = h[i].n;
            kf_diag_report(x->g->d, KF_DIAG_WARNING, x->g->a->prog->file, I->range.begin.line,
                           I->range.begin.col, 0, "the loops under this if stay on the host: %s",
                           h[i].why);
            kf_gen_explain(x->g, "  if line %u: on the host: %s\n", I->range.begin.line, h[i].why);
        }
        if (h[i].kind != H_LEAF || h[i].n->kind != KF_NODE_LOOP)
            continue;
        const struct kf_node *L = h[i].n;
        kf_diag_report(x->g->d, KF_DIAG_WARNING, x->g->a->prog->file, L->header.begin.line,
                       L->header.begin.col, 0, "loop %s (%s) stays on the host: %s", L->id,
                       x->f->vars[L->iter].name, h[i].why ? h[i].why : "sequential");
        kf_gen_explain(x->g, "  %s line %u: on the host: %s\n", L->id, L->header.begin.line,
                       h[i].why ? h[i].why : "sequential");
        note_inner(x, h[i].kids, h[i].nkid);
    }
}

struct kf_gpu_file *kf_gpu_file_of(struct gen *g)
{
    if (!g->gpu) {
        g->gpu = calloc(1, sizeof *g->gpu);
        if (!g->gpu)
            return NULL;
        g->gpu->ar = kf_arena_new();
        g->gpu->kg = kf_kgen_create(g->be->host->dialect);
        if (!g->gpu->kg)
            return NULL;
    }
    return g->gpu;
}


/* Does the host never use region variable i outside the region's
 * fragments?  A local array whose name appears nowhere else in its function
 * (its declaration aside) and whose address is never taken: it lives and
 * dies on the device, so it never comes back (seed 003 §4). */
bool kf_gpu_device_only(const struct gen *g, const struct region *R, int i)
{
    struct frag *x = R->rep_x[i];
    const struct kf_var *var = &x->f->vars[R->rep_v[i]];
    size_t open, close, n = strlen(var->name);
    if (var->is_global || var->is_param_decl || var->address_taken || var->local ||
        !kf_gpu_function_body(x, &open, &close) || kf_gpu_in_macro(g, var->name, n))
        return false;
    /* its declaration: from its start to the ';' */
    size_t decl_end = var->decl.offset + strcspn(g->text + var->decl.offset, ";");
    for (size_t p = open; p + n <= close; p++) {
        if (strncmp(g->text + p, var->name, n) != 0 || kf_ctext_is_ident(g->text[p - 1]) ||
            kf_ctext_is_ident(g->text[p + n]) || (p >= var->decl.offset && p < decl_end))
            continue;
        bool inside = false;
        for (int k = 0; k < R->n; k++)
            inside |= p >= R->b[k] && p < R->e[k];
        if (!inside)
            return false;
    }
    /* the region must not run twice in one life of the variable: data left
     * on the device by one run would be overwritten at the next run's entry
     * by the host's stale copy */
    static const char *const again[] = {"for", "while", "do", "goto", NULL};
    for (int k = 0; again[k]; k++)
        if (kf_gpu_word_in(g->text, decl_end, R->start, again[k], strlen(again[k])) ||
            (k == 3 && kf_gpu_word_in(g->text, open, close, again[k], 4)))
            return false;
    return true;
}
