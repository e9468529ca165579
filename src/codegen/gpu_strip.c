/*
 * gpu_strip.c: the strip pass's decision (gpu_ktile.h, Strips): whether
 * the plain kernel of a ktile pair, the one a CPU device runs, becomes
 * strips of W consecutive iterations of its x loop a work-item, and the
 * launch's counts that follow.  The strips' text is written with the
 * kernel's body in gpu_ktile.c (strip_body), which shares its registers.
 */
#include <stdio.h>
#include <string.h>

#include "codegen/gpu.h"
#include "codegen/gpu_ktile.h"
#include "ir/poly.h"
#include "kforge/arena.h"

/* A line of the strip pass's log. */
#define snote(x, ...) kf_gen_log((x)->g, KF_PASS_STRIP, __VA_ARGS__)

/* A scalar other than an iterator written in h's band body, or -1. */
static int written_scalar(const struct frag *x, const struct hnode *h)
{
    size_t b, e;
    kf_gpu_band_body(x, h->band[h->depth - 1], &b, &e);
    for (int si = 0; si < x->f->nstmt; si++) {
        const struct kf_stmt *s = x->f->stmts[si];
        for (int a = 0; kf_gpu_stmt_in(s, b, e) && a < s->naccess; a++) {
            int v = s->acc[a].var;
            if (s->acc[a].write && x->f->vars[v].kind != KF_VAR_ARRAY &&
                x->f->vars[v].kind != KF_VAR_ITER)
                return v;
        }
    }
    return -1;
}

/* Does every band loop count up by one between two bounds, and no bound
 * name loop d's iterator (the strip's: its iterations share the other
 * loops' values)?  NULL, or why not. */
static const char *strip_bounds(const struct frag *x, const struct hnode *h, int d)
{
    for (int q = 0; q < h->depth; q++) {
        const struct kf_node *B = h->band[q];
        if (B->step != 1 || B->nlb != 1 || B->nub != 1)
            return kf_arena_printf(x->F->ar, "loop %s does not count up by one between two "
                                             "bounds", x->f->vars[B->iter].name);
        if (kf_poly_uses(B->lb[0], h->band[d]->iter) || kf_poly_uses(B->ub[0], h->band[d]->iter))
            return kf_arena_printf(x->F->ar, "a bound of loop %s names %s",
                                   x->f->vars[B->iter].name, x->f->vars[h->band[d]->iter].name);
    }
    return NULL;
}

bool kf_gpu_ktile_strip(struct frag *x, struct hnode *h, struct kf_launch_choice *c)
{
    struct kf_ktile *T = h->kt;
    if (!T || T->local || x->cuda || !kf_gen_pass_on(x->g, KF_PASS_STRIP))
        return false;
    int d = c->map[0], v;
    const struct kf_node *D = h->band[d];
    const char *why = NULL;
    if (x->g->o->opencl_window == KF_GEN_WINDOW_ON)
        why = "opencl_window = on: the kernel is meant for a GPU device";
    else if (T->nhoist)
        why = "its band's body declares scalars";
    else if (h->flat)
        why = "its x and y are launched as one dimension";
    else if ((why = strip_bounds(x, h, d)) != NULL)
        ;
    else if ((v = written_scalar(x, h)) >= 0)
        why = kf_arena_printf(x->F->ar, "its body writes scalar %s", x->f->vars[v].name);
    int size = 0;
    for (int i = 0; i < T->nacc; i++) {
        int s = kf_gpu_type_size(kf_gpu_elem_type(x, &x->f->vars[T->acc[i]]));
        size = s > size ? s : size;
    }
    if (!why && (size <= 0 || 32 / size < 2))
        why = "its registers' elements fill a vector alone";
    if (why) {
        snote(x, "%s: no strips: %s", h->kname, why);
        return false;
    }
    T->strip = 32 / size;
    T->sband = d;
    int was = c->block[0];
    c->block[0] = was / T->strip > 0 ? was / T->strip : 1;
    snote(x, "%s: a work-item runs %d consecutive iterations of %s (one 32-byte vector of its "
             "registers' elements), innermost in loop %s; block %dx%d -> %dx%d (the same %d "
             "elements along x)",
          h->kname, T->strip, x->f->vars[D->iter].name, x->f->vars[T->K->iter].name, was,
          c->block[1], c->block[0], c->block[1], was);
    return true;
}

void kf_gpu_ktile_counts(struct frag *x, const struct hnode *h, const struct kf_launch_choice *c,
                         const char *const *count, const char **out)
{
    (void)c;
    for (int d = 0; d < h->depth; d++)
        out[d] = count[d];
    if (h->kt && h->kt->strip > 1)
        out[h->kt->sband] = kf_arena_printf(x->F->ar, "(%s + %d) / %d",
                                            kf_gpu_paren(x, count[h->kt->sband]),
                                            h->kt->strip - 1, h->kt->strip);
}
