/*
 * gpu_guard.c: a kernel's per-thread test, only where the grid leaves the
 * band's domain (isl), and the interior/border split of its blocks
 * (gpu_guard.h; seed 002 §17.2.4 and §17.2's branch-divergence reduction).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>

#include "codegen/gpu.h"
#include "codegen/gpu_geom.h"
#include "codegen/gpu_guard.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kgen.h"

/* ---- constraints as isl text ------------------------------------------- */

/* The constraints of one question put to isl: the band's iterators are set
 * dimensions b<t>, every other variable a parameter p<id>. */
struct cset {
    char buf[4096];
    size_t len;
    bool over; /* did not fit: the question is not asked */
};

struct gctx {
    struct frag *x;
    const struct hnode *h;
    const struct kf_launch_choice *ch;
    int dim_of[3];  /* band loop d -> thread dimension t */
    bool *param;    /* var id -> a parameter of the questions */
    struct cset grid, context;
    isl_ctx *ctx;
};

static int band_dim(const struct gctx *c, int var)
{
    for (int d = 0; d < c->h->depth; d++)
        if (c->h->band[d]->iter == var)
            return c->dim_of[d];
    return -1;
}

/* p as isl text ("3*b0 - p4 + 1"), false when p is not affine. */
static bool lin(struct gctx *c, const struct kf_poly *p, char *buf, size_t n)
{
    size_t k = 0;
    buf[0] = 0;
    if (!p)
        return false;
    for (int i = 0; i < p->nterm; i++) {
        const struct kf_term *t = &p->term[i];
        if (t->nvar > 1)
            return false;
        long co = t->coef;
        unsigned long ac = co < 0 ? 0UL - (unsigned long)co : (unsigned long)co;
        const char *sep = k ? (co < 0 ? " - " : " + ") : (co < 0 ? "-" : "");
        int m;
        if (t->nvar == 0)
            m = snprintf(buf + k, n - k, "%s%lu", sep, ac);
        else if (band_dim(c, t->vars[0]) >= 0)
            m = snprintf(buf + k, n - k, "%s%lu*b%d", sep, ac, band_dim(c, t->vars[0]));
        else if (t->vars[0] >= KF_DIV_VAR) { /* a host fact's floor(num / den) (ir.h) */
            const struct kf_div *q = &c->x->f->divs[t->vars[0] - KF_DIV_VAR];
            char num[512];
            if (q->trunc || !lin(c, q->num, num, sizeof num))
                return false;
            m = snprintf(buf + k, n - k, "%s%lu*floor((%s)/%ld)", sep, ac, num, q->den);
        } else {
            c->param[t->vars[0]] = true;
            m = snprintf(buf + k, n - k, "%s%lu*p%d", sep, ac, t->vars[0]);
        }
        if (m < 0 || (size_t)m >= n - k)
            return false;
        k += (size_t)m;
    }
    if (k == 0)
        snprintf(buf, n, "0");
    return true;
}

/* cs gets "hi - lo >= 0" (or "= 0"); false when not affine. */
static bool add_le(struct gctx *c, struct cset *cs, const struct kf_poly *lo,
                   const struct kf_poly *hi, bool eq)
{
    char a[2048];
    if (!lo || !hi || !lin(c, kf_poly_lin(c->x->F->ar, hi, 1, lo, -1), a, sizeof a))
        return false;
    int m = snprintf(cs->buf + cs->len, sizeof cs->buf - cs->len, "%s%s %s 0",
                     cs->len ? " and " : "", a, eq ? "=" : ">=");
    if (m < 0 || (size_t)m >= sizeof cs->buf - cs->len)
        cs->over = true;
    else
        cs->len += (size_t)m;
    return true;
}

static bool add_cset(struct cset *to, const struct cset *from)
{
    if (!from->len)
        return true;
    int m = snprintf(to->buf + to->len, sizeof to->buf - to->len, "%s%s", to->len ? " and " : "",
                     from->buf);
    if (m < 0 || (size_t)m >= sizeof to->buf - to->len)
        to->over = true;
    else
        to->len += (size_t)m;
    return !to->over;
}

/* The set { [b0, ..] : cs } over every parameter seen so far. */
static isl_set *to_set(struct gctx *c, const struct cset *cs)
{
    if (cs->over)
        return NULL;
    size_t n = strlen(cs->buf) + 64 * (size_t)(c->x->f->nvar + 4);
    char *s = malloc(n);
    if (!s)
        return NULL;
    size_t k = 0;
    k += (size_t)snprintf(s + k, n - k, "[");
    bool first = true;
    for (int v = 0; v < c->x->f->nvar; v++)
        if (c->param[v]) {
            k += (size_t)snprintf(s + k, n - k, "%sp%d", first ? "" : ", ", v);
            first = false;
        }
    k += (size_t)snprintf(s + k, n - k, "] -> { [");
    for (int t = 0; t < c->h->depth; t++)
        k += (size_t)snprintf(s + k, n - k, "%sb%d", t ? ", " : "", t);
    snprintf(s + k, n - k, "]%s%s }", cs->len ? " : " : "", cs->buf);
    isl_set *r = isl_set_read_from_str(c->ctx, s);
    free(s);
    return r;
}

/* Does every point of `from` satisfy `what`?  No answer (an error) is no. */
static bool implies(struct gctx *c, const struct cset *from, const struct cset *what)
{
    struct cset both = *from;
    add_cset(&both, what);
    isl_set *a = to_set(c, from), *b = to_set(c, &both);
    bool r = a && b && isl_set_is_subset(a, b) == isl_bool_true;
    isl_set_free(a);
    isl_set_free(b);
    return r;
}

/* ---- the grid and what holds around the launch -------------------------- */

/* Can var's value change between the host's tests around the launch and
 * the launch?  Parameters and the host loops' iterators cannot. */
static bool steady(const struct gctx *c, int var, const struct kf_node *inner)
{
    const struct kf_var *v = &c->x->f->vars[var];
    if (v->kind == KF_VAR_PARAM)
        return true;
    if (v->kind != KF_VAR_ITER)
        return false;
    for (const struct kf_node *P = inner; P; P = P->parent)
        if (P->kind == KF_NODE_LOOP && P->iter == var)
            return true;
    return false;
}

static bool all_steady(const struct gctx *c, const struct kf_poly *p, const struct kf_node *inner)
{
    for (int i = 0; p && i < p->nterm; i++)
        for (int k = 0; k < p->term[i].nvar; k++)
            if (!steady(c, p->term[i].vars[k], inner))
                return false;
    return p != NULL;
}

/* The loops and affine ifs on the path from the fragment's top to the
 * kernel's band loop B: their constraints hold at every launch. */
static bool context_path(struct gctx *c, struct kf_node *const *kids, int n, const struct kf_node *B,
                         const struct kf_node *inner)
{
    for (int i = 0; i < n; i++) {
        const struct kf_node *N = kids[i];
        if (N == B)
            return true;
        if (N->kind == KF_NODE_STMT || B->range.begin.offset < N->range.begin.offset ||
            B->range.begin.offset >= N->range.end.offset)
            continue;
        if (N->kind == KF_NODE_LOOP) {
            if (!context_path(c, N->child, N->nchild, B, N))
                continue;
            struct kf_poly *it = kf_poly_var(c->x->F->ar, N->iter);
            for (int k = 0; k < N->nlb; k++)
                if (all_steady(c, N->lb[k], N))
                    add_le(c, &c->context, N->step > 0 ? N->lb[k] : it, N->step > 0 ? it : N->lb[k],
                           false);
            for (int k = 0; k < N->nub; k++)
                if (all_steady(c, N->ub[k], N))
                    add_le(c, &c->context, N->step > 0 ? it : N->ub[k], N->step > 0 ? N->ub[k] : it,
                           false);
            return true;
        }
        /* an if: which branch holds B */
        if (context_path(c, N->child, N->nchild, B, inner)) {
            for (int k = 0; N->cond_affine && k < N->ncons; k++)
                if (all_steady(c, N->cons[k].poly, inner))
                    add_le(c, &c->context, kf_poly_const(c->x->F->ar, 0), N->cons[k].poly,
                           N->cons[k].eq);
            return true;
        }
        if (context_path(c, N->else_child, N->nelse, B, inner)) {
            if (N->else_affine && N->ncons == 1 && !N->cons[0].eq &&
                all_steady(c, N->cons[0].poly, inner)) /* not (p >= 0): p <= -1 */
                add_le(c, &c->context, N->cons[0].poly, kf_poly_const(c->x->F->ar, -1), false);
            return true;
        }
    }
    return false;
}

/* Thread dimension t's part of the grid: the iterator runs from start[d]
 * by the step, over the block count rounded up: exactly when the trip
 * count is a constant (the block known: OpenCL's kf_cl_fit only halves a
 * work-group, which rounds up no further), without an end otherwise. */
static void grid_dim(struct gctx *c, int t, const struct kf_poly *start)
{
    struct frag *x = c->x;
    const struct hnode *h = c->h;
    int d = c->ch->map[t];
    const struct kf_node *B = h->band[d];
    struct kf_poly *it = kf_poly_var(x->F->ar, B->iter);
    if (kf_gpu_geom_dim(h, t) < 0) { /* not launched: its one iteration */
        add_le(c, &c->grid, it, start, true);
        return;
    }
    add_le(c, &c->grid, B->step > 0 ? start : it, B->step > 0 ? it : start, false);
    if (B->step != 1 && B->step != -1)
        return; /* start + step * t: its far end untold, the test of ub kept */
    long lo, hi, count = 0, rounded = 0;
    const struct kf_poly *end = B->ub[0];
    if (kf_gpu_band_boxed(h, d))
        end = kf_gpu_band_box(x, h->band, d, B->ub[0], 1);
    if (kf_poly_const_value(start, &lo) && end && kf_poly_const_value(end, &hi))
        count = kf_gpu_trip(B, lo, hi);
    if (h->flat && t == 0)
        rounded = h->flat; /* g % E */
    else if (count > 0 && !(h->flat && t == 1) && c->ch->block[t] > 0)
        rounded = (count + c->ch->block[t] - 1) / c->ch->block[t] * c->ch->block[t];
    if (rounded > 0) {
        struct kf_poly *last = kf_poly_lin(x->F->ar, start, 1, kf_poly_const(x->F->ar, rounded - 1),
                                           B->step > 0 ? 1 : -1);
        add_le(c, &c->grid, B->step > 0 ? it : last, B->step > 0 ? last : it, false);
    } else if (end && !(h->flat && t == 1) && c->ch->block[t] > 0) {
        /* a symbolic count: the steps taken stay below the count rounded up
         * to the block, b * floor((count + b - 1) / b), which the context
         * may pin down (an if (n == 512) around the launch) */
        long b = c->ch->block[t];
        struct kf_poly *steps = B->step > 0 ? kf_poly_lin(x->F->ar, it, 1, start, -1)
                                            : kf_poly_lin(x->F->ar, start, 1, it, -1);
        struct kf_poly *cnt = B->step > 0 ? kf_poly_lin(x->F->ar, end, 1, start, -1)
                                          : kf_poly_lin(x->F->ar, start, 1, end, -1);
        char a[1024], n[1024];
        if (!lin(c, kf_poly_lin(x->F->ar, steps, -1, kf_poly_const(x->F->ar, 1), -1), a, sizeof a) ||
            !lin(c, cnt, n, sizeof n))
            return;
        int m = snprintf(c->grid.buf + c->grid.len, sizeof c->grid.buf - c->grid.len,
                         "%s%s + %ld*floor((%s + %ld)/%ld) >= 0", c->grid.len ? " and " : "", a, b,
                         n, b, b);
        if (m < 0 || (size_t)m >= sizeof c->grid.buf - c->grid.len)
            c->grid.over = true;
        else
            c->grid.len += (size_t)m;
    }
}

/* ---- the candidates and the decisions ----------------------------------- */

static void add_cond(struct gctx *c, struct kf_gpu_guard *gd, int t, int dir,
                     const struct kf_poly *bound, const char *why)
{
    if (gd->ncond >= KF_GPU_GUARD_MAX)
        return;
    const struct kf_node *B = c->h->band[c->ch->map[t]];
    struct kf_gpu_cond *k = &gd->cond[gd->ncond++];
    k->t = t;
    k->dir = dir;
    k->bound = bound;
    k->text = kf_arena_printf(c->x->F->ar, "%s %s %s", c->x->f->vars[B->iter].name,
                              dir > 0 ? "<=" : ">=", kf_gpu_kpoly_text(c->x, bound));
    k->kept = why == NULL;
    k->why = why;
}

/* k as one constraint in cs; false when not affine */
static bool cond_cset(struct gctx *c, const struct kf_gpu_cond *k, struct cset *cs)
{
    memset(cs, 0, sizeof *cs);
    struct kf_poly *it = kf_poly_var(c->x->F->ar, c->h->band[c->ch->map[k->t]]->iter);
    return k->dir > 0 ? add_le(c, cs, it, k->bound, false) : add_le(c, cs, k->bound, it, false);
}

/* The kept ones but skip, as constraints after `base`. */
static void kept_but(struct gctx *c, const struct kf_gpu_guard *gd, int skip, struct cset *cs)
{
    for (int i = 0; i < gd->ncond; i++) {
        struct cset one;
        if (i != skip && gd->cond[i].kept && cond_cset(c, &gd->cond[i], &one))
            add_cset(cs, &one);
    }
}

static void decide(struct gctx *c, struct kf_gpu_guard *gd, bool exact_ok)
{
    bool affine[KF_GPU_GUARD_MAX];
    struct cset one[KF_GPU_GUARD_MAX];
    for (int i = 0; i < gd->ncond; i++)
        affine[i] = cond_cset(c, &gd->cond[i], &one[i]);
    struct cset gc = c->grid;
    add_cset(&gc, &c->context);
    for (int i = 0; i < gd->ncond; i++) {
        struct kf_gpu_cond *k = &gd->cond[i];
        if (!k->kept || !affine[i])
            continue;
        /* a dimension not launched, or x flattened (g % E), holds exactly
         * its iterations whatever the pass says */
        bool geom = kf_gpu_geom_dim(c->h, k->t) < 0 || (c->h->flat && k->t == 0);
        if (implies(c, &c->grid, &one[i])) {
            bool start = k->dir == (c->h->band[c->ch->map[k->t]]->step > 0 ? -1 : 1);
            if (start || exact_ok || geom)
                k->kept = false, k->why = start ? "the grid starts there"
                                                : "the grid holds exactly its iterations";
        } else if (exact_ok && implies(c, &gc, &one[i])) {
            k->kept = false, k->why = "the loops and ifs around the launch imply it";
        }
    }
    for (int i = 0; exact_ok && i < gd->ncond; i++) {
        struct kf_gpu_cond *k = &gd->cond[i];
        if (!k->kept || !affine[i])
            continue;
        struct cset from = gc;
        kept_but(c, gd, i, &from);
        if (implies(c, &from, &one[i]))
            k->kept = false, k->why = "the other tests imply it";
    }
}

/* ---- the interior test -------------------------------------------------- */

/* p with band iterators at the block's corner where s * p is least:
 * kf_lo_x where the coefficient is positive, kf_hi_x where negative.
 * NULL when p is not affine in them. */
static const char *corner_text(struct gctx *c, const struct kf_poly *p, long s, unsigned *need)
{
    char buf[1024];
    size_t k = 0;
    buf[0] = 0;
    bool has_const = p->nterm && p->term[0].nvar == 0;
    for (int j = 0; j < p->nterm; j++) {
        const struct kf_term *t = &p->term[has_const ? (j + 1) % p->nterm : j];
        long co = t->coef;
        unsigned long ac = co < 0 ? 0UL - (unsigned long)co : (unsigned long)co;
        int m = snprintf(buf + k, sizeof buf - k, "%s", j ? (co < 0 ? " - " : " + ") : co < 0 ? "-" : "");
        k += (size_t)(m > 0 ? m : 0);
        if (t->nvar == 0 || ac != 1) {
            m = snprintf(buf + k, sizeof buf - k, "%lu%s", ac, t->nvar ? "*" : "");
            k += (size_t)(m > 0 ? m : 0);
        }
        for (int q = 0; q < t->nvar; q++) {
            int v = t->vars[q], d = band_dim(c, v);
            /* the kernel's name: a struct member or a product of sizes is
             * an argument of its own there (kf_gpu_arg_name) */
            const char *name = kf_gpu_arg_name(c->x, v);
            if (d >= 0 && t->nvar > 1)
                return NULL;
            if (d >= 0) {
                bool lo = s * co > 0;
                *need |= 1u << (2 * d + (lo ? 0 : 1));
                m = snprintf(buf + k, sizeof buf - k, "%skf_%s_%s", q ? "*" : "", lo ? "lo" : "hi", name);
            } else {
                m = snprintf(buf + k, sizeof buf - k, "%s%s", q ? "*" : "", name);
            }
            k += (size_t)(m > 0 ? m : 0);
        }
        if (k >= sizeof buf - 1)
            return NULL;
    }
    if (!p->nterm)
        snprintf(buf, sizeof buf, "0");
    return kf_arena_strdup(c->x->F->ar, buf);
}

/* Is v's value of an unsigned type?  A corner below 0 would compare as a
 * huge value against it. */
static bool unsigned_var(const struct kf_var *v)
{
    const char *t = v->elem_type ? v->elem_type : v->type;
    return t && (strstr(t, "unsigned") || strstr(t, "size_t") || strstr(t, "uint") ||
                 strstr(t, "bool"));
}

static const char *split_refusal(struct gctx *c, const struct kf_gpu_guard *gd)
{
    const struct hnode *h = c->h;
    for (int i = 0; i < gd->ncond; i++) {
        const struct kf_gpu_cond *q = &gd->cond[i];
        const struct kf_var *it = &c->x->f->vars[h->band[c->ch->map[q->t]]->iter];
        if (!q->kept)
            continue;
        if (unsigned_var(it))
            return kf_arena_printf(c->x->F->ar, "'%s' is unsigned: a block's corner may "
                                   "leave its range", it->name);
        for (int k = 0; k < q->bound->nterm; k++)
            for (int m = 0; m < q->bound->term[k].nvar; m++)
                if (unsigned_var(&c->x->f->vars[q->bound->term[k].vars[m]]))
                    return kf_arena_printf(c->x->F->ar, "'%s' is unsigned: a block's corner "
                                           "may leave its range",
                                           c->x->f->vars[q->bound->term[k].vars[m]].name);
    }
    int launched = 0;
    for (int t = 0; t < h->depth; t++)
        launched += kf_gpu_geom_dim(h, t) >= 0;
    if (kf_gpu_band_stepped(h))
        return "a band loop steps by more than one (a block spans more than its threads)";
    if (h->flat)
        return "its x and y are launched as one dimension";
    if (h->kt)
        return "its k-tiles test each thread between their barriers";
    if (h->wave_inner)
        return "a wavefront's threads set their inner iterator from the wave";
    if (launched < 2)
        return "a grid of one dimension has one border block";
    size_t len = strlen(h->body ? h->body : "");
    for (int m = 0; m < h->nfuse; m++)
        len += strlen(h->fuse[m].body ? h->fuse[m].body : "");
    if (len > KF_GPU_INTERIOR_TEXT)
        return kf_arena_printf(c->x->F->ar, "its body is long (%zu characters, more than %d): "
                               "two copies would cost more code than the test saves", len,
                               KF_GPU_INTERIOR_TEXT);
    return NULL;
}

static void interior(struct gctx *c, struct kf_gpu_guard *gd, struct kf_poly *const *start)
{
    struct frag *x = c->x;
    struct kf_kgen *k = x->F->kg;
    unsigned need = 0;
    char *test = NULL;
    size_t tlen = 0;
    FILE *o = open_memstream(&test, &tlen);
    if (!o) {
        x->g->nomem = true;
        return;
    }
    int n = 0;
    bool ok = true;
    for (int i = 0; i < gd->ncond && ok; i++) {
        const struct kf_gpu_cond *q = &gd->cond[i];
        if (!q->kept)
            continue;
        const struct kf_node *B = c->h->band[c->ch->map[q->t]];
        struct kf_poly *it = kf_poly_var(x->F->ar, B->iter);
        /* iter <= bound: bound - iter >= 0, least at the corner */
        const char *a = corner_text(c, it, -q->dir, &need);
        const char *b = corner_text(c, q->bound, q->dir, &need);
        ok = a && b;
        if (ok)
            fprintf(o, "%s%s %s %s", n++ ? " && " : "", a, q->dir > 0 ? "<=" : ">=", b);
    }
    fclose(o);
    const char *why = ok ? split_refusal(c, gd) : "a test is not affine in the band's iterators";
    if (why || !kf_gen_pass_on(x->g, KF_PASS_INTERIOR)) {
        if (why && kf_gen_pass_on(x->g, KF_PASS_INTERIOR))
            kf_gen_log(x->g, KF_PASS_INTERIOR, "%s: not split: %s", c->h->kname, why);
        free(test);
        return;
    }
    gd->interior = kf_arena_printf(x->F->ar, "if (%s)", test);
    for (int d = 0; d < c->h->depth; d++) {
        if (!(need >> (2 * d) & 3))
            continue;
        int t = d; /* need is indexed by thread dimension */
        const struct kf_node *B = c->h->band[c->ch->map[t]];
        const char *name = x->f->vars[B->iter].name;
        int ld = kf_gpu_geom_dim(c->h, t);
        if (ld < 0) { /* not launched: the block holds its one value */
            gd->decl[gd->ndecl++] = kf_arena_printf(x->F->ar, "int kf_lo_%s = %s, kf_hi_%s = %s;",
                                                    name, name, name, name);
            continue;
        }
        const char *grp = kf_kgen_index(k, KF_KGEN_GROUP_ID, ld);
        const char *sz = kf_kgen_index(k, KF_KGEN_LOCAL_SIZE, ld);
        const char *st = kf_gpu_kpoly_text(x, start[c->ch->map[t]]);
        const char *first = kf_arena_printf(x->F->ar, "(int)(%s * %s)", grp, sz);
        if (strcmp(st, "0") != 0 || B->step < 0)
            first = kf_arena_printf(x->F->ar, "%s %c %s", st, B->step > 0 ? '+' : '-', first);
        if (B->step > 0)
            gd->decl[gd->ndecl++] = kf_arena_printf(
                x->F->ar, "int kf_lo_%s = %s, kf_hi_%s = kf_lo_%s + (int)%s - 1;", name, first,
                name, name, sz);
        else
            gd->decl[gd->ndecl++] = kf_arena_printf(
                x->F->ar, "int kf_hi_%s = %s, kf_lo_%s = kf_hi_%s - (int)%s + 1;", name, first,
                name, name, sz);
    }
    kf_gen_log(x->g, KF_PASS_INTERIOR,
               "%s: blocks inside the domain (%s) run the body without the test; the border "
               "blocks test each thread", c->h->kname, test);
    free(test);
}

/* ---- the plan ----------------------------------------------------------- */

static void explain(struct gctx *c, const struct kf_gpu_guard *gd)
{
    char line[900] = "";
    size_t k = 0;
    int nk = 0;
    for (int i = 0; i < gd->ncond; i++)
        if (gd->cond[i].kept) {
            int m = snprintf(line + k, sizeof line - k, "%s%s", nk++ ? ", " : "kept ", gd->cond[i].text);
            k += m > 0 && (size_t)m < sizeof line - k ? (size_t)m : 0;
        }
    if (!nk) {
        int m = snprintf(line, sizeof line, "no test");
        k = (size_t)(m > 0 ? m : 0);
    }
    for (int i = 0, nd = 0; i < gd->ncond; i++)
        if (!gd->cond[i].kept) {
            int m = snprintf(line + k, sizeof line - k, "%s%s (%s)", nd++ ? ", " : "; dropped ",
                             gd->cond[i].text, gd->cond[i].why);
            k += m > 0 && (size_t)m < sizeof line - k ? (size_t)m : 0;
        }
    kf_gen_log(c->x->g, KF_PASS_BOUNDS, "%s: %s", c->h->kname, line);
}

void kf_gpu_guard_plan(struct frag *x, const struct hnode *h, const struct kf_launch_choice *ch,
                       struct kf_poly *const *start, struct kf_gpu_guard *gd)
{
    memset(gd, 0, sizeof *gd);
    if (!h->depth)
        return;
    struct gctx *c = calloc(1, sizeof *c);
    bool *param = calloc((size_t)x->f->nvar + 1, 1);
    if (!c || !param) {
        free(c);
        free(param);
        x->g->nomem = true;
        return;
    }
    c->x = x;
    c->h = h;
    c->ch = ch;
    c->param = param;
    for (int t = 0; t < h->depth; t++)
        c->dim_of[ch->map[t]] = t;
    /* the candidates, in the order the kernel has always tested them */
    for (int t = 0; t < h->depth; t++) {
        int d = ch->map[t];
        const struct kf_node *B = h->band[d];
        int first = B->step > 0 ? -1 : 1; /* the side the grid starts from */
        bool boxed = kf_gpu_band_boxed(h, d);
        add_cond(c, gd, t, first, B->lb[0], boxed ? NULL : "the grid starts there");
        add_cond(c, gd, t, -first, B->ub[0], NULL);
        grid_dim(c, t, start[d]);
        /* the host launches only when every count is positive */
        const struct kf_poly *lo = start[d], *hi = B->ub[0];
        if (boxed)
            hi = kf_gpu_band_box(x, h->band, d, B->ub[0], 1);
        if (hi)
            add_le(c, &c->context, B->step > 0 ? lo : hi, B->step > 0 ? hi : lo, false);
    }
    struct kf_node *const *roots = x->f->roots;
    context_path(c, roots, x->f->nroot, h->band[0], NULL);
    /* what the host's tests before the fragment establish (kf_host_fact) */
    for (int i = 0; i < x->f->nhost; i++)
        for (int k = 0; !x->f->host[i].why_not && k < x->f->host[i].ncons; k++)
            add_le(c, &c->context, kf_poly_const(x->F->ar, 0), x->f->host[i].cons[k].poly,
                   x->f->host[i].cons[k].eq);
    c->ctx = isl_ctx_alloc();
    if (!c->ctx) {
        x->g->nomem = true;
    } else {
        isl_options_set_on_error(c->ctx, ISL_ON_ERROR_CONTINUE);
        decide(c, gd, kf_gen_pass_on(x->g, KF_PASS_BOUNDS));
        char *test = NULL;
        size_t tlen = 0;
        FILE *o = open_memstream(&test, &tlen);
        int n = 0;
        for (int i = 0; o && i < gd->ncond; i++)
            if (gd->cond[i].kept)
                fprintf(o, "%s%s", n++ ? " && " : "if (", gd->cond[i].text);
        if (o) {
            if (n)
                fputs(")", o);
            fclose(o);
            if (n)
                gd->test = kf_arena_strdup(x->F->ar, test);
        } else {
            x->g->nomem = true;
        }
        free(test);
        if (kf_gen_pass_on(x->g, KF_PASS_BOUNDS))
            explain(c, gd);
        if (gd->test)
            interior(c, gd, start);
        isl_ctx_free(c->ctx);
    }
    free(param);
    free(c);
}
