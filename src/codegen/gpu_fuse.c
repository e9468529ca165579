/*
 * gpu_fuse.c: kernel fusion (gpu_fuse.h; seed 002 §17.1.6): consecutive
 * kernels over one domain run as one, when no dependence crosses a thread;
 * temporaries they make dead become registers.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/gpu.h"
#include "codegen/gpu_fuse.h"
#include "ir/poly.h"
#include "kforge/arena.h"

/* A line of the pass's log (kf_gen_log). */
#define note(x, ...) kf_gen_log((x)->g, KF_PASS_FUSION, __VA_ARGS__)

/* The statements of kernel h (its band's body). */
static void span(const struct frag *x, const struct hnode *h, size_t *b, size_t *e)
{
    kf_gpu_band_body(x, h->band[h->depth - 1], b, e);
}

static bool fusible_kind(const struct hnode *h)
{
    return h->kind == H_KERNEL && h->depth > 0 && !h->red && !h->rk && !h->replay && !h->lastv && h->body &&
           !h->priv && !h->wave_inner;
}

/* Same domain: why not, or NULL. */
static const char *same_domain(const struct frag *x, const struct hnode *a, const struct hnode *b)
{
    if (a->depth != b->depth)
        return "their bands have different depths";
    if (kf_gpu_band_stepped(a) || kf_gpu_band_stepped(b))
        return "a band loop steps by more than one";
    for (int d = 0; d < a->depth; d++) {
        const struct kf_node *p = a->band[d], *q = b->band[d];
        if (strcmp(x->f->vars[p->iter].name, x->f->vars[q->iter].name) != 0)
            return "their band iterators are named differently";
        if (p->step != q->step || !kf_poly_equal(p->lb[0], q->lb[0]) ||
            !kf_poly_equal(p->ub[0], q->ub[0]))
            return kf_arena_printf(x->F->ar, "loop %s has other bounds",
                                   x->f->vars[p->iter].name);
    }
    return NULL;
}

/* Subscript p of kernel q's access, iterators renamed to kernel a's; NULL
 * when it names anything but band iterators and sizes. */
static struct kf_poly *renamed(struct frag *x, const struct hnode *a, const struct hnode *q,
                               const struct kf_poly *p)
{
    if (!p)
        return NULL;
    for (int t = 0; t < p->nterm; t++)
        for (int k = 0; k < p->term[t].nvar; k++) {
            int v = p->term[t].vars[k];
            bool band = false;
            for (int d = 0; d < q->depth; d++)
                band |= q->band[d]->iter == v;
            if (!band && x->f->vars[v].kind != KF_VAR_PARAM)
                return NULL;
        }
    struct kf_poly *r = (struct kf_poly *)p;
    for (int d = 0; d < q->depth; d++)
        if (q->band[d]->iter != a->band[d]->iter)
            r = kf_poly_subst(x->F->ar, r, q->band[d]->iter, kf_poly_var(x->F->ar, a->band[d]->iter));
    return r;
}

static bool same_element(struct frag *x, const struct hnode *a, const struct kf_access *p,
                         const struct hnode *b, const struct kf_access *q)
{
    /* one piece of a subscript through ?: touches its element only where
     * its conditions hold */
    if (p->whole || q->whole || p->nsub != q->nsub || p->ncons || q->ncons)
        return false;
    for (int k = 0; k < p->nsub; k++) {
        struct kf_poly *s = renamed(x, a, a, p->sub[k]), *t = renamed(x, a, b, q->sub[k]);
        if (!s || !t || !kf_poly_equal(s, t))
            return false;
    }
    return true;
}

/* Does any dependence between kernels a (first) and b cross a thread?
 * Why, or NULL.  `any`: every shared array where one writes counts (for
 * moving b past a), not only those at other elements. */
static const char *crossing(struct frag *x, const struct hnode *a, const struct hnode *b, bool any)
{
    size_t ab, ae, bb, be;
    span(x, a, &ab, &ae);
    span(x, b, &bb, &be);
    for (int i = 0; i < x->f->nstmt; i++) {
        const struct kf_stmt *s = x->f->stmts[i];
        if (!kf_gpu_stmt_in(s, ab, ae))
            continue;
        for (int j = 0; j < x->f->nstmt; j++) {
            const struct kf_stmt *t = x->f->stmts[j];
            if (!kf_gpu_stmt_in(t, bb, be))
                continue;
            for (int p = 0; p < s->naccess; p++)
                for (int q = 0; q < t->naccess; q++) {
                    const struct kf_access *u = &s->acc[p], *w = &t->acc[q];
                    if (u->var != w->var || (!u->write && !w->write))
                        continue;
                    const struct kf_var *v = &x->f->vars[u->var];
                    if (v->kind != KF_VAR_ARRAY)
                        return kf_arena_printf(x->F->ar, "both use scalar '%s', one writing it",
                                               v->name);
                    if (any || !same_element(x, a, u, b, w))
                        return kf_arena_printf(x->F->ar, "'%s' is %s on line %u and %s on line %u%s",
                                               v->name, u->write ? "written" : "read",
                                               u->range.begin.line, w->write ? "written" : "read",
                                               w->range.begin.line,
                                               any ? "" : " by other threads");
                }
        }
    }
    return NULL;
}

/* A `#pragma kforge fusion_barrier` line in [b, e)? */
static bool barrier_in(const struct gen *g, size_t b, size_t e)
{
    for (size_t p = b; p < e; p++) {
        if (g->text[p] != '#')
            continue;
        const char *s = g->text + p + 1;
        const char *words[] = {"pragma", "kforge", "fusion_barrier"};
        bool ok = true;
        for (int w = 0; w < 3 && ok; w++) {
            while (*s == ' ' || *s == '\t')
                s++;
            size_t n = strlen(words[w]);
            ok = strncmp(s, words[w], n) == 0 && !isalnum((unsigned char)s[n]) && s[n] != '_';
            s += n;
        }
        if (ok)
            return true;
    }
    return false;
}

/* Variables one kernel passes by value that another keeps per thread: the
 * bodies would disagree on what the name is.  Why, or NULL. */
static const char *names_clash(struct frag *x, struct hnode *a, struct hnode *b)
{
    bool *ua = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar + 1);
    bool *ub = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar + 1);
    struct kparams pa, pb;
    kf_gpu_kernel_params(x, a, &pa, ua);
    kf_gpu_kernel_params(x, b, &pb, ub);
    for (int i = 0; i < pa.n; i++)
        if (ub[pa.var[i]] && kf_gpu_thread_own(x, pa.var[i], b->band[0]))
            return kf_arena_printf(x->F->ar, "'%s' is a parameter of one, a temporary of the other",
                                   x->f->vars[pa.var[i]].name);
    for (int i = 0; i < pb.n; i++)
        if (ua[pb.var[i]] && kf_gpu_thread_own(x, pb.var[i], a->band[0]))
            return kf_arena_printf(x->F->ar, "'%s' is a parameter of one, a temporary of the other",
                                   x->f->vars[pb.var[i]].name);
    return NULL;
}

/* Can kernel c join group g (g[0] first)?  Why not, or NULL. */
static const char *can_join(struct frag *x, struct hnode *const *grp, int ng, struct hnode *c)
{
    const char *why = same_domain(x, grp[0], c);
    for (int i = 0; i < ng && !why; i++)
        why = crossing(x, grp[i], c, false);
    for (int i = 0; i < ng && !why; i++)
        why = names_clash(x, grp[i], c);
    return why;
}

/* Could array v become a register: a temporary nothing outside the
 * fragment sees? */
static bool temp_kind(const struct kf_var *var)
{
    return var->kind == KF_VAR_ARRAY && !var->seen_outside && !var->is_global &&
           !var->is_param_decl && !var->address_taken;
}

/* Does kernel c touch a temporary array that a member of the group writes? */
static bool shares_temp(struct frag *x, struct hnode *const *grp, int ng, const struct hnode *c)
{
    size_t cb, ce;
    span(x, c, &cb, &ce);
    for (int i = 0; i < x->f->nstmt; i++) {
        const struct kf_stmt *s = x->f->stmts[i];
        if (!kf_gpu_stmt_in(s, cb, ce))
            continue;
        for (int a = 0; a < s->naccess; a++) {
            if (!temp_kind(&x->f->vars[s->acc[a].var]))
                continue;
            for (int k = 0; k < ng; k++) {
                size_t b, e;
                span(x, grp[k], &b, &e);
                for (int j = 0; j < x->f->nstmt; j++)
                    for (int q = 0; q < x->f->stmts[j]->naccess; q++)
                        if (kf_gpu_stmt_in(x->f->stmts[j], b, e) &&
                            x->f->stmts[j]->acc[q].var == s->acc[a].var &&
                            x->f->stmts[j]->acc[q].write)
                            return true;
            }
        }
    }
    return false;
}

/* Array v is accessed only inside the group's kernels, never outside the
 * fragment, written once (unconditionally, no inner loop) by one kernel and
 * only read by later ones: a register suffices. */
static bool dead_temp(struct frag *x, struct hnode *const *grp, int ng, int v)
{
    const struct kf_var *var = &x->f->vars[v];
    if (!temp_kind(var))
        return false;
    int writer = -1, nwrite = 0, nread = 0;
    for (int i = 0; i < x->f->nstmt; i++) {
        const struct kf_stmt *s = x->f->stmts[i];
        for (int a = 0; a < s->naccess; a++) {
            if (s->acc[a].var != v)
                continue;
            int in = -1;
            for (int k = 0; k < ng; k++) {
                size_t b, e;
                span(x, grp[k], &b, &e);
                if (kf_gpu_stmt_in(s, b, e))
                    in = k;
            }
            if (in < 0 || s->acc[a].call) /* a helper's access: no text to rename */
                return false;
            if (s->acc[a].write) {
                if (s->acc[a].may || s->depth != grp[in]->band[grp[in]->depth - 1]->depth + 1 ||
                    s->red_op != KF_RED_NONE)
                    return false;
                writer = in;
                nwrite++;
            } else {
                if (writer < 0 || in == writer)
                    return false;
                nread++;
            }
        }
    }
    return nwrite == 1 && nread > 0;
}

static void group_names(struct frag *x, struct hnode *const *grp, int ng, char *buf, size_t n)
{
    buf[0] = 0;
    for (int i = 0; i < ng; i++) {
        size_t l = strlen(buf);
        snprintf(buf + l, n - l, "%s%s", i ? (i + 1 == ng ? " and " : ", ") : "", grp[i]->kname);
    }
}

static void fuse_seq(struct frag *x, struct hnode *h, int *n, int *nkernel)
{
    enum kf_gen_fusion st = x->g->o->fusion;
    bool reorder = st == KF_GEN_FUSION_SMART || st == KF_GEN_FUSION_MINSYNCGRID ||
                   st == KF_GEN_FUSION_MINWORKINGMEMORY;
    bool *gone = kf_arena_alloc(x->F->ar, (size_t)*n + 1);
    memset(gone, 0, (size_t)*n + 1);
    for (int i = 0; i < *n; i++) {
        if (gone[i] || !fusible_kind(&h[i]))
            continue;
        struct hnode **grp = kf_arena_alloc(x->F->ar, (size_t)*n * sizeof *grp);
        int ng = 0;
        grp[ng++] = &h[i];
        int last = i; /* the group's last member's position in the text */
        for (int j = i + 1; j < *n; j++) {
            if (gone[j])
                continue;
            if (!fusible_kind(&h[j]))
                break; /* host code or a reduction: the group ends there */
            size_t le = kf_gpu_node_end(x->g, h[j - 1].n);
            if (barrier_in(x->g, le, h[j].n->range.begin.offset)) {
                note(x, "%s and %s not fused: a fusion barrier stands between them (line %u)",
                     grp[ng - 1]->kname, h[j].kname, h[j].n->range.begin.line);
                break;
            }
            const char *why = can_join(x, grp, ng, &h[j]);
            /* moving j up past the kernels left between the group and it */
            for (int k = last + 1; k < j && !why && reorder; k++)
                if (!gone[k] && crossing(x, &h[k], &h[j], true))
                    why = kf_arena_printf(x->F->ar, "it cannot move before %s: %s", h[k].kname,
                                          crossing(x, &h[k], &h[j], true));
            if (!why && !reorder && j != last + 1)
                why = "the strategy keeps the kernels' order";
            if (!why && st == KF_GEN_FUSION_MINWORKINGMEMORY && !shares_temp(x, grp, ng, &h[j]))
                why = "minworkingmemory: it reads no temporary array the group writes";
            if (why) {
                note(x, "%s not fused into %s: %s", h[j].kname, grp[0]->kname, why);
                if (!reorder)
                    break;
                continue;
            }
            grp[ng++] = &h[j];
            gone[j] = true;
            last = j;
        }
        if (ng == 1)
            continue;
        struct hnode *first = &h[i];
        first->nfuse = ng - 1;
        first->fuse = kf_arena_alloc(x->F->ar, (size_t)(ng - 1) * sizeof *first->fuse);
        for (int k = 1; k < ng; k++)
            first->fuse[k - 1] = *grp[k];
        first->reg = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar + 1);
        memset(first->reg, 0, (size_t)x->f->nvar + 1);
        char names[1024];
        group_names(x, grp, ng, names, sizeof names);
        note(x, "%s fused into one kernel %s (%d launch%s fewer)", names, first->kname, ng - 1,
             ng == 2 ? "" : "es");
        for (int v = 0; v < x->f->nvar; v++)
            if (dead_temp(x, grp, ng, v)) {
                first->reg[v] = true;
                note(x, "%s: temporary array '%s' is dead after the fusion: a register, no "
                        "buffer, no copy",
                     first->kname, x->f->vars[v].name);
            }
        *nkernel -= ng - 1;
    }
    int w = 0;
    for (int i = 0; i < *n; i++)
        if (!gone[i])
            h[w++] = h[i];
    *n = w;
    for (int i = 0; i < *n; i++)
        if (h[i].kind == H_LOOP) {
            fuse_seq(x, h[i].kids, &h[i].nkid, nkernel);
            fuse_seq(x, h[i].ekids, &h[i].nekid, nkernel);
        }
}

void kf_gpu_fuse(struct frag *x, struct hnode *h, int *n, int *nkernel)
{
    if (!kf_gen_pass_on(x->g, KF_PASS_FUSION))
        return;
    enum kf_gen_pass was = kf_gen_pass_enter(x->g, KF_PASS_FUSION);
    fuse_seq(x, h, n, nkernel);
    kf_gen_pass_enter(x->g, was);
}

static const char *const strategy[] = {"smart", "noreordering", "minsyncgrid", "minworkingmemory",
                                       "manual"};

int kf_gen_fusion_parse(const char *name, enum kf_gen_fusion *f)
{
    for (int i = 0; i < (int)(sizeof strategy / sizeof *strategy); i++)
        if (strcmp(name, strategy[i]) == 0) {
            *f = (enum kf_gen_fusion)i;
            return 0;
        }
    return -1;
}

const char *kf_gen_fusion_name(enum kf_gen_fusion f)
{
    return (unsigned)f < sizeof strategy / sizeof *strategy ? strategy[f] : "?";
}
