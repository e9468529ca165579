/*
 * gpu_geom.c: singleton-dimension removal and flattening of a kernel's
 * launch (gpu_geom.h).
 */
#include <string.h>

#include "codegen/gpu_geom.h"
#include "ir/poly.h"

/* Loop B's trip count when its bounds are constants. */
static bool const_count(const struct kf_node *B, long *n)
{
    long lo, hi;
    if (!kf_poly_const_value(B->lb[0], &lo) || !kf_poly_const_value(B->ub[0], &hi))
        return false;
    *n = kf_gpu_trip(B, lo, hi);
    return true;
}

static const char *iter_name(const struct frag *x, const struct hnode *h, int d)
{
    return x->f->vars[h->band[d]->iter].name;
}

/* Why the launch of h may not change, or NULL. */
static const char *refusal(const struct frag *x, const struct hnode *h)
{
    if (h->win)
        return "its tiles in local memory are laid out per dimension (window)";
    if (h->kt && h->kt->local)
        return "its tiles in local memory are laid out per dimension (ktile)";
    if (h->wave_inner)
        return "a wavefront";
    if (x->g->o->nblock || x->g->o->map)
        return "--block or --map fixes the launch";
    return NULL;
}

/* singleton: thread dimensions whose loop runs once */
static void plan_single(struct frag *x, struct hnode *h, const struct kf_launch_choice *c)
{
    unsigned single = 0;
    int left = h->depth;
    for (int t = 0; t < h->depth; t++) {
        long n;
        if (const_count(h->band[c->map[t]], &n) && n == 1 && left > 1) {
            single |= 1u << t;
            left--;
        }
    }
    if (!single || !kf_gen_pass_on(x->g, KF_PASS_SINGLETON))
        return;
    const char *why = refusal(x, h);
    for (int t = 0; t < h->depth; t++)
        if (single >> t & 1) {
            if (why)
                kf_gen_log(x->g, KF_PASS_SINGLETON, "%s: loop %s runs once but keeps dimension %c: %s",
                           h->kname, iter_name(x, h, c->map[t]), "xyz"[t], why);
            else
                kf_gen_log(x->g, KF_PASS_SINGLETON,
                           "%s: loop %s runs once: not launched (dimension %c of block %d), "
                           "each thread sets it to its lower bound",
                           h->kname, iter_name(x, h, c->map[t]), "xyz"[t], c->block[t]);
        }
    if (!why)
        h->single = single;
}

/* flatten: x and y as one dimension when x's constant trip count leaves
 * at least an eighth of the block's x threads idle */
static void plan_flat(struct frag *x, struct hnode *h, const struct kf_launch_choice *c)
{
    int launched = 0;
    for (int t = 0; t < h->depth; t++)
        launched += !(h->single >> t & 1);
    long e;
    if (launched < 2 || (h->single & 3u) || !const_count(h->band[c->map[0]], &e) || e < 1)
        return;
    long b0 = c->block[0];
    long covered = (e + b0 - 1) / b0 * b0; /* x threads launched */
    long idle = covered - e;
    if (idle * 8 < covered || !kf_gen_pass_on(x->g, KF_PASS_FLATTEN))
        return;
    const char *why = refusal(x, h);
    const char *in = iter_name(x, h, c->map[0]), *out = iter_name(x, h, c->map[1]);
    if (why) {
        kf_gen_log(x->g, KF_PASS_FLATTEN, "%s: loops %s and %s not flattened: %s", h->kname, out,
                   in, why);
        return;
    }
    kf_gen_log(x->g, KF_PASS_FLATTEN,
               "%s: loops %s and %s launched as one dimension of %ld * count(%s) threads, block "
               "%d: %s has %ld iteration%s, a block %ld wide in x left %ld of %ld x threads idle "
               "(%.0f%%)",
               h->kname, out, in, e, out, c->block[0] * c->block[1], in, e, e == 1 ? "" : "s", b0,
               idle, covered, 100.0 * (double)idle / (double)covered);
    h->flat = e;
}

void kf_gpu_geom_plan(struct frag *x, struct hnode *h, const struct kf_launch_choice *c)
{
    h->single = 0;
    h->flat = 0;
    if (h->rk || h->depth < 2 || kf_gpu_band_stepped(h))
        return;
    plan_single(x, h, c);
    plan_flat(x, h, c);
}

int kf_gpu_geom_dim(const struct hnode *h, int t)
{
    if (h->single >> t & 1)
        return -1;
    int d = 0;
    for (int u = 0; u < t; u++)
        if (!(h->single >> u & 1) && !(h->flat && u == 0))
            d++;
    return d;
}

void kf_gpu_geom_view(struct frag *x, const struct hnode *h, const struct kf_launch_choice *c,
                      const char **count, struct hnode *vh, struct kf_launch_choice *vc,
                      const char **vcount)
{
    *vh = *h;
    *vc = *c;
    for (int t = 0; t < KF_LAUNCH_MAX_DEPTH; t++)
        vcount[t] = t < h->depth ? count[t] : "1";
    if (!h->single && !h->flat)
        return;
    int nd = 0;
    for (int t = 0; t < h->depth; t++) {
        if (kf_gpu_geom_dim(h, t) < 0 || (h->flat && t == 1))
            continue;
        vc->map[nd] = nd;
        vc->block[nd] = c->block[t];
        vcount[nd] = count[c->map[t]];
        if (h->flat && t == 0) {
            vc->block[nd] = c->block[0] * c->block[1];
            vcount[nd] = kf_arena_printf(x->F->ar, "%s * %ld", kf_gpu_paren(x, count[c->map[1]]),
                                         h->flat);
        }
        nd++;
    }
    for (int t = nd; t < KF_LAUNCH_MAX_DEPTH; t++) {
        vc->map[t] = t;
        vc->block[t] = 1;
    }
    vh->depth = nd;
}
