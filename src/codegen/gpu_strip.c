/*
 * gpu_strip.c: the strip pass's decision (gpu_ktile.h, Strips): whether
 * the plain kernel of a ktile pair, the one a CPU device runs, becomes
 * strips of W consecutive iterations of its x loop a work-item, and the
 * launch's counts that follow; the scalars the band's body writes, each
 * a slot per iteration of the strip, also where the kernel holds no
 * register (kf_gpu_ktile_bare: symm's).  The strips' text is written with
 * the kernel's body in gpu_ktile.c (strip_body), which shares its
 * registers and slots.
 */
#include <stdio.h>
#include <string.h>

#include "codegen/gpu.h"
#include "codegen/gpu_ktile.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "support/ctext.h"

/* A line of the strip pass's log. */
#define snote(x, ...) kf_gen_log((x)->g, KF_PASS_STRIP, __VA_ARGS__)

/* A scalar other than an iterator written in h's band body, not
 * declared inside loop k, or -1. */
static int written_scalar(const struct frag *x, const struct hnode *h)
{
    size_t b, e;
    kf_gpu_band_body(x, h->band[h->depth - 1], &b, &e);
    for (int si = 0; si < x->f->nstmt; si++) {
        const struct kf_stmt *s = x->f->stmts[si];
        for (int a = 0; kf_gpu_stmt_in(s, b, e) && a < s->naccess; a++) {
            int v = s->acc[a].var;
            if (s->acc[a].write && x->f->vars[v].kind != KF_VAR_ARRAY &&
                x->f->vars[v].kind != KF_VAR_ITER &&
                !kf_gpu_declared_inside(&x->f->vars[v], h->kt->K))
                return v;
        }
    }
    return -1;
}

/* Can scalar v, which h's band body writes, be a slot per iteration of
 * the strip?  NULL, or why not.  Each thread's own temporary (written
 * before it is read in every iteration, dead after the band or computed
 * by the host: kf_gpu_thread_own) qualifies, and every place its name
 * stands in the body must be an access kforge rewrites: a name the model
 * holds no access for, or an access whose name is not in the body's text
 * (a macro's body), would read or write the wrong variable. */
static const char *slot_why(struct frag *x, const struct hnode *h, int v)
{
    const struct kf_var *var = &x->f->vars[v];
    const struct kf_node *B = h->band[h->depth - 1];
    size_t b, e;
    kf_gpu_band_body(x, B, &b, &e);
    if (var->kind != KF_VAR_SCALAR || var->derived_ptr || var->ndims ||
        !kf_gpu_basic_type(kf_gpu_elem_type(x, var)))
        return kf_arena_printf(x->F->ar, "it writes %s, not a plain scalar", var->name);
    if (!kf_gpu_thread_own(x, v, h->band[0]))
        return kf_arena_printf(x->F->ar, "it writes %s, not each thread's own temporary",
                               var->name);
    if (kf_poly_uses(h->kt->K->lb[0], v) || kf_poly_uses(h->kt->K->ub[0], v))
        return kf_arena_printf(x->F->ar, "loop %s's bounds name %s",
                               x->f->vars[h->kt->K->iter].name, var->name);
    size_t at = b, n, names = 0, accesses = 0, max = 0;
    while ((at = kf_ctext_ident_in(x->g->text, e, at, &n)) < e) {
        names += n == strlen(var->name) && strncmp(x->g->text + at, var->name, n) == 0;
        at += n;
    }
    for (int si = 0; si < x->f->nstmt; si++)
        max += (size_t)x->f->stmts[si]->naccess;
    size_t *seen = kf_arena_alloc(x->F->ar, (max + 1) * sizeof *seen);
    for (int si = 0; si < x->f->nstmt; si++) {
        const struct kf_stmt *s = x->f->stmts[si];
        for (int a = 0; kf_gpu_stmt_in(s, b, e) && a < s->naccess; a++) {
            const struct kf_access *ac = &s->acc[a];
            size_t i = 0;
            if (ac->var != v)
                continue;
            if (ac->whole)
                return kf_arena_printf(x->F->ar, "%s is used other than as a value (line %u)",
                                       var->name, ac->range.begin.line);
            /* one place each: "s += ..." reads and writes at one */
            while (i < accesses && seen[i] != ac->range.begin.offset)
                i++;
            if (i == accesses)
                seen[accesses++] = ac->range.begin.offset;
        }
    }
    if (names != accesses)
        return kf_arena_printf(x->F->ar, "its text names %s %zu times, kforge's model holds "
                                         "%zu places where it is accessed (a macro's body?)",
                               var->name, names, accesses);
    return NULL;
}

/* The scalars h's band body writes, each a slot per iteration of the
 * strip (gpu_ktile.h, Strips), into h->kt; NULL, or why one cannot be. */
static const char *slots(struct frag *x, struct hnode *h)
{
    struct kf_ktile *T = h->kt;
    size_t b, e;
    kf_gpu_band_body(x, h->band[h->depth - 1], &b, &e);
    T->nslot = 0;
    for (int si = 0; si < x->f->nstmt; si++) {
        const struct kf_stmt *s = x->f->stmts[si];
        if (!kf_gpu_stmt_in(s, b, e))
            continue;
        if (s->kind == KF_STMT_JUMP || s->kind == KF_STMT_RETURN)
            return kf_arena_printf(x->F->ar, "its body jumps (line %u)", s->range.begin.line);
        for (int a = 0; a < s->naccess; a++) {
            int v = s->acc[a].var, i = 0;
            const struct kf_var *var = &x->f->vars[v];
            if (!s->acc[a].write || var->kind == KF_VAR_ARRAY || var->kind == KF_VAR_ITER ||
                kf_gpu_declared_inside(var, T->K)) /* each k iteration's own already */
                continue;
            while (i < T->nslot && T->slot[i] != v)
                i++;
            if (i < T->nslot)
                continue;
            const char *why = slot_why(x, h, v);
            if (why)
                return why;
            if (T->nslot == KF_KTILE_MAX)
                return "its body writes too many scalars";
            T->slot[T->nslot++] = v;
        }
    }
    return NULL;
}

/* Does the body of h come out as text with its slots in place?  NULL, or
 * why not (the rewrite refused an access). */
static const char *slot_text(struct frag *x, const struct hnode *h)
{
    size_t b, e;
    const char *why = NULL;
    kf_gpu_band_body(x, h->band[h->depth - 1], &b, &e);
    x->kt = h->kt;
    char *t = kf_gpu_band_text(x, b, e, &why);
    x->kt = NULL;
    if (!t)
        return why ? why : "out of memory";
    return NULL;
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
    /* no register: a strip only where the body writes a scalar (symm's
     * temp2), the kernels that had no strip line before kept quiet */
    if (T->nacc == 0 && written_scalar(x, h) < 0)
        return false;
    int d = c->map[0];
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
    else
        why = slots(x, h);
    int size = 0;
    for (int i = 0; i < T->nacc + T->nslot; i++) {
        const struct kf_var *v = &x->f->vars[i < T->nacc ? T->acc[i] : T->slot[i - T->nacc]];
        int s = kf_gpu_type_size(kf_gpu_elem_type(x, v));
        size = s > size ? s : size;
    }
    if (!why && (size <= 0 || 32 / size < 2))
        why = "its registers' elements fill a vector alone";
    if (!why) {
        T->strip = 32 / size;
        T->sband = d;
        if ((why = slot_text(x, h)) != NULL)
            T->strip = 0;
    }
    if (why) {
        T->nslot = 0;
        snote(x, "%s: no strips: %s", h->kname, why);
        return false;
    }
    int was = c->block[0];
    c->block[0] = was / T->strip > 0 ? was / T->strip : 1;
    const char *held = T->nacc && T->nslot ? "registers' and slots'" : T->nacc ? "registers'"
                                                                             : "slots'";
    char *with = kf_arena_strdup(x->F->ar, "");
    for (int i = 0; i < T->nslot; i++)
        with = kf_arena_printf(x->F->ar, "%s%s%s", with,
                               i ? ", " : T->nslot > 1 ? "; scalars " : "; scalar ",
                               x->f->vars[T->slot[i]].name);
    snote(x, "%s: a work-item runs %d consecutive iterations of %s (one 32-byte vector of its "
             "%s elements), innermost in loop %s; block %dx%d -> %dx%d (the same %d "
             "elements along x)%s%s",
          h->kname, T->strip, x->f->vars[D->iter].name, held, x->f->vars[T->K->iter].name, was,
          c->block[1], c->block[0], c->block[1], was, with,
          T->nslot ? " in slots kf_slot_NAME[kf_q], one per iteration" : "");
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
