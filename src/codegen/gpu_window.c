/*
 * gpu_window.c: local windowing (gpu_window.h; seed 002 §17.2.2): stencil
 * reads with constant offsets served from a work-group tile in local
 * memory, loaded once per element, behind a barrier.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/gpu.h"
#include "codegen/gpu_window.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kgen.h"

/* A line of the pass's log (kf_gen_log). */
#define note(x, ...) kf_gen_log((x)->g, KF_PASS_WINDOW, __VA_ARGS__)

bool kf_gpu_under_if(const struct kf_node *n, const struct kf_stmt *s, bool cond)
{
    if (n->kind == KF_NODE_STMT)
        return n->stmt == s && cond;
    bool c = cond || n->kind == KF_NODE_IF;
    for (int i = 0; i < n->nchild; i++)
        if (kf_gpu_under_if(n->child[i], s, c))
            return true;
    for (int i = 0; i < n->nelse; i++)
        if (kf_gpu_under_if(n->else_child[i], s, true))
            return true;
    return false;
}

/* The band loop whose iterator is `var`, or -1. */
static int band_of(const struct hnode *h, int var)
{
    for (int d = 0; d < h->depth; d++)
        if (h->band[d]->iter == var)
            return d;
    return -1;
}

/* An inner loop of statement s (below the band) whose iterator is var, with
 * constant bounds and unit step: its range in [*lo, *hi]. */
static bool inner_range(const struct hnode *h, const struct kf_stmt *s, int var, long *lo, long *hi)
{
    for (int k = 0; k < s->depth; k++) {
        const struct kf_node *L = s->loops[k];
        if (L->iter != var || L->depth <= h->band[h->depth - 1]->depth)
            continue;
        if (L->nlb != 1 || L->nub != 1 || (L->step != 1 && L->step != -1) || L->early_exit ||
            !kf_poly_const_value(L->lb[0], lo) || !kf_poly_const_value(L->ub[0], hi))
            return false;
        if (L->step < 0) {
            long t = *lo;
            *lo = *hi;
            *hi = t;
        }
        return *lo <= *hi;
    }
    return false;
}

/* Subscript p of a read in s: one band loop (*d) with coefficient 1 plus
 * offsets in [*lo, *hi]; false when it is anything else. */
static bool split_sub(const struct hnode *h, const struct kf_stmt *s, const struct kf_poly *p,
                      int *d, long *lo, long *hi)
{
    *d = -1;
    *lo = *hi = 0;
    if (!p)
        return false;
    for (int t = 0; t < p->nterm; t++) {
        const struct kf_term *tm = &p->term[t];
        if (tm->nvar == 0) {
            *lo += tm->coef;
            *hi += tm->coef;
            continue;
        }
        if (tm->nvar != 1)
            return false;
        int b = band_of(h, tm->vars[0]);
        if (b >= 0) {
            if (tm->coef != 1 || *d >= 0)
                return false;
            *d = b;
            continue;
        }
        long a, z;
        if (!inner_range(h, s, tm->vars[0], &a, &z))
            return false;
        *lo += tm->coef > 0 ? tm->coef * a : tm->coef * z;
        *hi += tm->coef > 0 ? tm->coef * z : tm->coef * a;
    }
    return *d >= 0;
}

/* Can array v be windowed in kernel h?  NULL and *w filled, or why not. */
static const char *window_of(struct frag *x, const struct hnode *h, int v, struct kf_window *w)
{
    const struct kf_var *var = &x->f->vars[v];
    size_t b, e;
    kf_gpu_band_body(x, h->band[h->depth - 1], &b, &e);
    memset(w, 0, sizeof *w);
    w->var = v;
    w->nd = var->ndims;
    if (var->ndims > 3)
        return "it has more than three dimensions";
    bool differ = false;
    long first[3] = {0};
    for (int si = 0; si < x->f->nstmt; si++) {
        const struct kf_stmt *s = x->f->stmts[si];
        if (!kf_gpu_stmt_in(s, b, e))
            continue;
        for (int a = 0; a < s->naccess; a++) {
            const struct kf_access *ac = &s->acc[a];
            if (ac->var != v)
                continue;
            if (ac->call) /* the helper's text reads the buffer: a __global parameter */
                return kf_arena_printf(x->F->ar, "it is passed to a helper, '%s' (line %u)",
                                       ac->call, ac->range.begin.line);
            if (ac->write)
                return kf_arena_printf(x->F->ar, "the kernel writes it (line %u)",
                                       ac->range.begin.line);
            if (ac->whole || ac->nsub != var->ndims)
                return kf_arena_printf(x->F->ar, "it is read other than as an element (line %u)",
                                       ac->range.begin.line);
            bool cond = false;
            for (int i = 0; i < h->band[h->depth - 1]->nchild && !cond; i++)
                cond = kf_gpu_under_if(h->band[h->depth - 1]->child[i], s, false);
            if (cond || ac->may || ac->ncons)
                return kf_arena_printf(x->F->ar, "it is read under a condition (line %u)",
                                       ac->range.begin.line);
            for (int k = 0; k < ac->nsub; k++) {
                int d;
                long lo, hi;
                if (!split_sub(h, s, ac->sub[k], &d, &lo, &hi))
                    return kf_arena_printf(x->F->ar,
                                           "subscript %d on line %u is not a band iterator plus a "
                                           "constant",
                                           k + 1, ac->range.begin.line);
                if (h->band[d]->step != 1)
                    return "its band loop does not count up by one";
                if (w->reads == 0) {
                    for (int q = 0; q < k; q++)
                        if (w->band[q] == d)
                            return kf_arena_printf(x->F->ar,
                                                   "two subscripts follow loop %s (line %u)",
                                                   x->f->vars[h->band[d]->iter].name,
                                                   ac->range.begin.line);
                    w->band[k] = d;
                    w->lo[k] = lo;
                    w->hi[k] = hi;
                    first[k] = lo;
                } else {
                    if (w->band[k] != d)
                        return kf_arena_printf(x->F->ar,
                                               "subscript %d follows another loop on line %u",
                                               k + 1, ac->range.begin.line);
                    w->lo[k] = lo < w->lo[k] ? lo : w->lo[k];
                    w->hi[k] = hi > w->hi[k] ? hi : w->hi[k];
                }
                differ |= lo != hi || lo != first[k];
            }
            w->reads++;
        }
    }
    if (w->reads == 0)
        return "the kernel does not read it";
    if (!differ)
        return "every read is at one offset: no element is read twice";
    return NULL;
}

/* The block of launch dimension t for band loop d. */
static int block_of(const struct kf_launch_choice *c, int depth, int d)
{
    for (int t = 0; t < depth; t++)
        if (c->map[t] == d)
            return c->block[t];
    return 1;
}

static long tile_elems(const struct kf_windows *W, const struct kf_launch_choice *c, int depth,
                       long *bytes, struct frag *x)
{
    long total = 0;
    *bytes = 0;
    for (int i = 0; i < W->n; i++) {
        long n = 1;
        for (int k = 0; k < W->w[i].nd; k++)
            n *= block_of(c, depth, W->w[i].band[k]) + W->w[i].hi[k] - W->w[i].lo[k];
        total += n;
        *bytes += n * kf_gpu_type_size(kf_gpu_elem_type(x, &x->f->vars[W->w[i].var]));
    }
    return total;
}

/* 256 threads, x at least 32 wide: the block with the smallest tiles. */
static void pick_block(struct frag *x, const struct hnode *h, struct kf_windows *W,
                       struct kf_launch_choice *c)
{
    static const int two[][3] = {{256, 1, 1}, {128, 2, 1}, {64, 4, 1}, {32, 8, 1}};
    static const int three[][3] = {{32, 8, 1}, {32, 4, 2}, {32, 2, 4}, {64, 4, 1}};
    const int(*cand)[3] = h->depth == 2 ? two : three;
    enum { NCAND = 4 };
    if (h->depth < 2 || x->g->o->nblock)
        return;
    struct kf_launch_choice best = *c, t = *c;
    long bytes, least = tile_elems(W, c, h->depth, &bytes, x);
    for (int i = 0; i < NCAND; i++) {
        for (int d = 0; d < h->depth; d++)
            t.block[d] = cand[i][d];
        long n = tile_elems(W, &t, h->depth, &bytes, x);
        if (n < least) {
            least = n;
            best = t;
        }
    }
    if (memcmp(best.block, c->block, sizeof c->block) != 0) {
        note(x, "%s: block %dx%d%s%.0d -> %dx%d%s%.0d, the smallest tiles of 256 threads",
             h->kname, c->block[0], c->block[1], h->depth > 2 ? "x" : "",
             h->depth > 2 ? c->block[2] : 0, best.block[0], best.block[1],
             h->depth > 2 ? "x" : "", h->depth > 2 ? best.block[2] : 0);
        memcpy(c->block, best.block, sizeof c->block);
    }
}

struct kf_windows *kf_gpu_window_plan(struct frag *x, const struct hnode *h,
                                      struct kf_launch_choice *c)
{
    if (h->kind != H_KERNEL || h->rk || h->wave_inner || h->depth == 0 ||
        !kf_gen_pass_on(x->g, KF_PASS_WINDOW))
        return NULL;
    if (kf_gpu_band_stepped(h)) {
        note(x, "%s: not windowed: a band loop steps by more than one", h->kname);
        return NULL;
    }
    if (x->g->o->target == KF_GEN_OPENCL && x->g->o->opencl_window == KF_GEN_WINDOW_OFF) {
        note(x, "%s: not windowed: the setting opencl_window = off", h->kname);
        return NULL;
    }
    if (h->nfuse) {
        note(x, "%s: not windowed: a fused kernel (its kernels' reads are not one band's)",
             h->kname);
        return NULL;
    }
    struct kf_windows *W = kf_arena_alloc(x->F->ar, sizeof *W);
    memset(W, 0, sizeof *W);
    size_t b, e;
    kf_gpu_band_body(x, h->band[h->depth - 1], &b, &e);
    bool *seen = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar + 1);
    memset(seen, 0, (size_t)x->f->nvar + 1);
    for (int si = 0; si < x->f->nstmt; si++) {
        const struct kf_stmt *s = x->f->stmts[si];
        if (!kf_gpu_stmt_in(s, b, e))
            continue;
        for (int a = 0; a < s->naccess; a++) {
            int v = s->acc[a].var;
            if (seen[v] || x->f->vars[v].kind != KF_VAR_ARRAY)
                continue;
            seen[v] = true;
            struct kf_window w;
            const char *why = window_of(x, h, v, &w);
            if (!why && W->n == KF_WINDOW_MAX)
                why = "the kernel has enough windows";
            if (why) {
                note(x, "%s: %s not cached: %s", h->kname, x->f->vars[v].name, why);
                continue;
            }
            W->w[W->n++] = w;
        }
    }
    if (W->n == 0)
        return NULL;
    pick_block(x, h, W, c);
    long bytes;
    tile_elems(W, c, h->depth, &bytes, x);
    if (bytes > KF_WINDOW_MAX_BYTES) {
        note(x, "%s: no window: its tiles need %ld bytes of local memory, over %d", h->kname,
             bytes, KF_WINDOW_MAX_BYTES);
        return NULL;
    }
    for (int i = 0; i < W->n; i++) {
        struct kf_window *w = &W->w[i];
        char shape[128] = "", halo[256] = "";
        for (int k = 0; k < w->nd; k++) {
            w->tile[k] = block_of(c, h->depth, w->band[k]) + (int)(w->hi[k] - w->lo[k]);
            size_t n = strlen(shape), m = strlen(halo);
            snprintf(shape + n, sizeof shape - n, "%s%d", k ? "x" : "", w->tile[k]);
            snprintf(halo + m, sizeof halo - m, "%s%s %+ld..%+ld", k ? ", " : "",
                     x->f->vars[h->band[w->band[k]]->iter].name, w->lo[k], w->hi[k]);
        }
        long threads = 1, elems = 1;
        for (int t = 0; t < h->depth; t++)
            threads *= c->block[t];
        for (int k = 0; k < w->nd; k++)
            elems *= w->tile[k];
        note(x, "%s: %s cached in %s memory: tile %s (offsets %s), %.2f loads per thread for its "
                "%d read%s in the body",
             h->kname, x->f->vars[w->var].name, x->cuda ? "__shared__" : "__local", shape, halo,
             (double)elems / (double)threads, w->reads, w->reads == 1 ? "" : "s");
    }
    return W;
}

/* " + 2", " - 1" or "" for adding c. */
static const char *plus(struct frag *x, long c)
{
    return c == 0 ? "" : kf_arena_printf(x->F->ar, " %c %ld", c < 0 ? '-' : '+', c < 0 ? -c : c);
}

/* kf_o_<iterator>: the band loop's value at the block's first thread */
static const char *origin_name(struct frag *x, const struct kf_window *w, int k, const struct hnode *h)
{
    return kf_arena_printf(x->F->ar, "kf_o_%s", x->f->vars[h->band[w->band[k]]->iter].name);
}

void kf_gpu_window_loads(struct frag *x, const struct hnode *h, const struct kf_launch_choice *c,
                         const struct kf_windows *W)
{
    struct kf_kgen *k = x->F->kg;
    const char *local = kf_kgen_qualifier(k, KF_KGEN_Q_LOCAL);
    /* the tiles first: OpenCL wants __local variables at kernel scope */
    for (int i = 0; i < W->n; i++) {
        const struct kf_window *w = &W->w[i];
        long n = 1;
        for (int q = 0; q < w->nd; q++)
            n *= w->tile[q];
        kf_kgen_stmtf(k, "%s %s kf_win_%s[%ld];", local,
                      kf_gpu_elem_type(x, &x->f->vars[w->var]), x->f->vars[w->var].name, n);
    }
    /* each band loop's value at the block's first thread */
    for (int t = 0; t < h->depth; t++) {
        int d = c->map[t];
        const char *it = x->f->vars[h->band[d]->iter].name;
        kf_kgen_stmtf(k, "int kf_o_%s = %s - (int)%s;", it, it, kf_kgen_index(k, KF_KGEN_LOCAL_ID, t));
    }
    const char *lid = kf_kgen_index(k, KF_KGEN_LOCAL_ID, 0);
    long threads = c->block[0];
    if (h->depth > 1)
        lid = kf_arena_printf(x->F->ar, "(int)%s + %d * (int)%s", lid, c->block[0],
                              kf_kgen_index(k, KF_KGEN_LOCAL_ID, 1));
    if (h->depth > 2)
        lid = kf_arena_printf(x->F->ar, "(int)%s + %d * (int)%s + %d * (int)%s",
                              kf_kgen_index(k, KF_KGEN_LOCAL_ID, 0), c->block[0],
                              kf_kgen_index(k, KF_KGEN_LOCAL_ID, 1), c->block[0] * c->block[1],
                              kf_kgen_index(k, KF_KGEN_LOCAL_ID, 2));
    for (int t = 1; t < h->depth; t++)
        threads *= c->block[t];
    for (int i = 0; i < W->n; i++) {
        const struct kf_window *w = &W->w[i];
        const struct kf_var *v = &x->f->vars[w->var];
        long n = 1;
        for (int q = 0; q < w->nd; q++)
            n *= w->tile[q];
        kf_kgen_begin_branchf(k, "for (int kf_q = (int)%s; kf_q < %ld; kf_q += %ld)",
                              h->depth > 1 ? kf_arena_printf(x->F->ar, "(%s)", lid) : lid, n,
                              threads);
        char test[1024] = "";
        long below = n;
        for (int q = 0; q < w->nd; q++) {
            const struct kf_node *B = h->band[w->band[q]];
            below /= w->tile[q];
            const char *pos = below == 1 ? "kf_q" : kf_arena_printf(x->F->ar, "kf_q / %ld", below);
            if (q > 0)
                pos = kf_arena_printf(x->F->ar, "%s %% %d", pos, w->tile[q]);
            kf_kgen_stmtf(k, "int kf_s%d = %s%s + %s;", q, origin_name(x, w, q, h), plus(x, w->lo[q]),
                          pos);
            size_t m = strlen(test);
            snprintf(test + m, sizeof test - m, "%skf_s%d >= %s%s && kf_s%d <= %s%s",
                     q ? " && " : "", q, kf_gpu_paren(x, kf_gpu_kpoly_text(x, B->lb[0])),
                     plus(x, w->lo[q]), q, kf_gpu_paren(x, kf_gpu_kpoly_text(x, B->ub[0])),
                     plus(x, w->hi[q]));
        }
        const char *lin = "kf_s0";
        static const char *const s3[3] = {"kf_s0", "kf_s1", "kf_s2"};
        if (kf_gpu_rows_of(x, v->id)) /* its rows packed (gpu_rows.c): a level a dimension */
            lin = kf_gpu_rows_index(x, v->id, s3);
        for (int q = 1; q < w->nd && !kf_gpu_rows_of(x, v->id); q++)
            lin = kf_arena_printf(x->F->ar, "%s * %s + kf_s%d", q > 1 ? kf_gpu_paren(x, lin) : lin,
                                  kf_gpu_paren(x, v->dims[q]), q);
        kf_kgen_begin_branchf(k, "if (%s)", test);
        kf_kgen_stmtf(k, "kf_win_%s[kf_q] = %s[%s];", v->name, v->name, lin);
        kf_kgen_end_branch(k, NULL);
        kf_kgen_end_branch(k, NULL);
    }
    kf_kgen_barrier(k);
}

const char *kf_gpu_window_access(struct frag *x, int v, const char *const *sub)
{
    const struct kf_windows *W = x->win;
    const struct kf_window *w = NULL;
    for (int i = 0; W && i < W->n; i++)
        if (W->w[i].var == v)
            w = &W->w[i];
    if (!w || !x->win_h)
        return NULL;
    if (!sub)
        return ""; /* only asked whether v is windowed */
    const char *lin = NULL;
    for (int q = 0; q < w->nd; q++) {
        const char *s = kf_arena_printf(x->F->ar, "%s - %s%s", kf_gpu_paren(x, sub[q]),
                                        origin_name(x, w, q, x->win_h), plus(x, -w->lo[q]));
        lin = q == 0 ? s
                     : kf_arena_printf(x->F->ar, "(%s) * %d + %s", lin, w->tile[q], s);
    }
    return kf_arena_printf(x->F->ar, "kf_win_%s[%s]", x->f->vars[v].name, lin);
}
