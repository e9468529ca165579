/*
 * gpu_ktile.c: kernel tiling of a reduction loop in local memory
 * (gpu_ktile.h; seed 002 §17.2.3): the operands a block's threads share
 * loaded once per tile of the k loop, behind barriers.
 *
 *   thread (i, j):                     thread (i, j), block (I, J):
 *     S0                                 if (in) S0
 *     for (k = lo; k <= hi; k++)         for (k0 = lo; k0 <= hi; k0 += T) {
 *       ... A[i][k] ... B[k][j] ...   ->   tA[I, k0..] = A[..]; tB[k0.., J] = B[..]
 *     S1                                   barrier
 *                                          if (in) for (k = k0; k <= min(hi, k0+T-1); k++)
 *                                            ... tA[i-I][k-k0] ... tB[k-k0][j-J] ...
 *                                          barrier
 *                                        }
 *                                        if (in) S1
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/gpu.h"
#include "codegen/gpu_ktile.h"
#include "codegen/gpu_window.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kgen.h"
#include "support/ctext.h"

/* A line of the pass's log (kf_gen_log). */
#define note(x, ...) kf_gen_log((x)->g, KF_PASS_KTILE, __VA_ARGS__)

/* Does p name a variable other than a parameter?  Does it name a band
 * iterator of h? */
static bool names_other(const struct frag *x, const struct kf_poly *p)
{
    for (int t = 0; t < p->nterm; t++)
        for (int v = 0; v < p->term[t].nvar; v++)
            if (x->f->vars[p->term[t].vars[v]].kind != KF_VAR_PARAM)
                return true;
    return false;
}

static bool names_band(const struct hnode *h, const struct kf_poly *p)
{
    for (int d = 0; d < h->depth; d++)
        if (kf_poly_uses(p, h->band[d]->iter))
            return true;
    return false;
}

/* p is exactly variable v (coefficient 1, no constant). */
static bool is_var(const struct kf_poly *p, int v)
{
    return p && p->nterm == 1 && p->term[0].coef == 1 && p->term[0].nvar == 1 &&
           p->term[0].vars[0] == v;
}

/* Any loop in n that may exit early? */
static bool exits_early(const struct kf_node *n)
{
    if (n->kind == KF_NODE_LOOP && n->early_exit)
        return true;
    for (int i = 0; i < n->nchild; i++)
        if (exits_early(n->child[i]))
            return true;
    for (int i = 0; i < n->nelse; i++)
        if (exits_early(n->else_child[i]))
            return true;
    return false;
}

/* The reduction loop of h: the one loop among the innermost band loop's
 * children, the others plain statements; or why not. */
static const char *k_loop(struct frag *x, const struct hnode *h, const struct kf_node **K)
{
    const struct kf_node *B = h->band[h->depth - 1];
    *K = NULL;
    for (int i = 0; i < B->nchild; i++) {
        const struct kf_node *c = B->child[i];
        if (c->kind == KF_NODE_IF)
            return "its body has an if around statements";
        if (c->kind != KF_NODE_LOOP)
            continue;
        if (*K)
            return "its body has two loops";
        *K = c;
    }
    if (!*K)
        return "its body has no loop";
    const struct kf_node *L = *K;
    const char *k = x->f->vars[L->iter].name;
    if (L->nchild == 0)
        return kf_arena_printf(x->F->ar, "loop %s has no statement", k);
    if (L->step != 1 || L->nlb != 1 || L->nub != 1)
        return kf_arena_printf(x->F->ar, "loop %s does not count up by one between two bounds", k);
    if (exits_early(L))
        return kf_arena_printf(x->F->ar, "loop %s may exit early", k);
    if (names_band(h, L->lb[0]) || names_band(h, L->ub[0]))
        return kf_arena_printf(x->F->ar,
                               "a bound of loop %s names a band iterator (its trip count differs "
                               "between the threads of a block, which must all reach its barriers)",
                               k);
    return NULL;
}

/* The band loop that launch dimension t runs, and back. */
static int dim_of(const struct hnode *h, const struct kf_launch_choice *c, int d)
{
    for (int t = 0; t < h->depth; t++)
        if (c->map[t] == d)
            return t;
    return -1;
}

/* Can array v be a tile operand of h with reduction loop K?  NULL and *op
 * filled, or why not. */
static const char *operand(struct frag *x, const struct hnode *h, const struct kf_node *K, int v,
                           struct kf_ktile_op *op)
{
    const struct kf_var *var = &x->f->vars[v];
    size_t b, e;
    kf_gpu_band_body(x, h->band[h->depth - 1], &b, &e);
    size_t kb = K->range.begin.offset, ke = kf_gpu_node_end(x->g, K);
    int reads = 0;
    memset(op, 0, sizeof *op);
    op->var = v;
    if (var->ndims != 2)
        return "it does not have two dimensions";
    for (int si = 0; si < x->f->nstmt; si++) {
        const struct kf_stmt *s = x->f->stmts[si];
        if (!kf_gpu_stmt_in(s, b, e))
            continue;
        for (int a = 0; a < s->naccess; a++) {
            const struct kf_access *ac = &s->acc[a];
            unsigned line = ac->range.begin.line;
            if (ac->var != v)
                continue;
            if (ac->call) /* no text of the access in the kernel's */
                return kf_arena_printf(x->F->ar, "it is passed to a helper, '%s' (line %u)",
                                       ac->call, line);
            if (ac->write)
                return kf_arena_printf(x->F->ar, "the kernel writes it (line %u)", line);
            if (!kf_gpu_stmt_in(s, kb, ke))
                return kf_arena_printf(x->F->ar, "it is read outside loop %s (line %u)",
                                       x->f->vars[K->iter].name, line);
            if (ac->whole || ac->nsub != 2 || ac->may || ac->ncons || kf_gpu_under_if(K, s, false))
                return kf_arena_printf(x->F->ar, "it is read other than as an element, or under "
                                                 "a condition (line %u)",
                                       line);
            int kpos = is_var(ac->sub[0], K->iter) ? 0 : is_var(ac->sub[1], K->iter) ? 1 : -1;
            int d = -1;
            for (int q = 0; q < h->depth && kpos >= 0; q++)
                if (is_var(ac->sub[1 - kpos], h->band[q]->iter))
                    d = q;
            if (d < 0)
                return kf_arena_printf(x->F->ar,
                                       "its subscripts on line %u are not %s and a band iterator",
                                       line, x->f->vars[K->iter].name);
            if (reads++ == 0) {
                op->kpos = kpos;
                op->band = d;
            } else if (op->kpos != kpos || op->band != d) {
                return kf_arena_printf(x->F->ar, "two reads take different subscripts (line %u)",
                                       line);
            }
        }
    }
    if (reads == 0)
        return "the kernel does not read it";
    const struct kf_node *D = h->band[op->band];
    if (D->step != 1 || D->nlb != 1 || D->nub != 1)
        return kf_arena_printf(x->F->ar, "loop %s does not count up by one between two bounds",
                               x->f->vars[D->iter].name);
    return NULL;
}

/* Does loop K or a loop inside it set variable v? */
static bool set_in(const struct frag *x, const struct kf_node *K, int v)
{
    if (K->iter == v)
        return true;
    for (int l = 0; l < x->f->nloop; l++) {
        const struct kf_node *L = x->f->loops[l];
        if (L->iter == v && L->range.begin.offset >= K->range.begin.offset &&
            L->range.end.offset <= K->range.end.offset)
            return true;
    }
    return false;
}

static bool names_set_in(const struct frag *x, const struct kf_node *K, const struct kf_poly *p)
{
    for (int t = 0; p && t < p->nterm; t++)
        for (int v = 0; v < p->term[t].nvar; v++)
            if (set_in(x, K, p->term[t].vars[v]))
                return true;
    return false;
}

/* Is a - b never 0 while loop K runs (a and b naming K's iterator and
 * no loop inside K)?  a - b linear in k and of one sign at k's first
 * value, moving away from 0 (trmm's B[k][j] beside B[i][j], k from
 * i + 1: k - i >= 1); or a constant other than 0. */
static bool never_equal(struct frag *x, const struct kf_node *K, const struct kf_poly *a,
                        const struct kf_poly *b)
{
    struct kf_poly *d = kf_poly_lin(x->F->ar, a, 1, b, -1);
    long v;
    if (!d)
        return false;
    for (int t = 0; t < d->nterm; t++)
        for (int q = 0; q < d->term[t].nvar; q++)
            if (d->term[t].vars[q] != K->iter && set_in(x, K, d->term[t].vars[q]))
                return false;
    int sign = kf_poly_coef_sign(d, K->iter);
    if (sign == 0)
        return kf_poly_const_value(d, &v) && v != 0;
    if (sign == 2 || K->step != 1 || K->nlb != 1)
        return false;
    struct kf_poly *first = kf_poly_subst(x->F->ar, d, K->iter, K->lb[0]);
    return first && kf_poly_const_value(first, &v) && (sign > 0 ? v > 0 : v < 0);
}

/* Is array v, which loop K writes, the thread's own element, the one
 * element every write inside K writes (a register across K)?  NULL, or
 * why not.  Every read inside K reads that element or one it never is
 * (never_equal: trmm's B[k][j] beside B[i][j]).  Accesses outside K,
 * before or after it, may take other elements (covariance's mirrored
 * store cov[j][i] = cov[i][j] after the sum): they run while the register
 * is not live, before its load or after its store, on memory that holds
 * every value the thread wrote; another thread's element is never the
 * register's, the band being parallel. */
static const char *accumulator(struct frag *x, const struct hnode *h, const struct kf_node *K,
                               int v, const struct kf_access **ownp)
{
    size_t b, e;
    kf_gpu_band_body(x, h->band[h->depth - 1], &b, &e);
    size_t kb = K->range.begin.offset, ke = kf_gpu_node_end(x->g, K);
    const struct kf_access *own = NULL;
    for (int pass = 0; pass < 2; pass++) /* the writes, then the reads */
        for (int si = 0; si < x->f->nstmt; si++) {
            const struct kf_stmt *s = x->f->stmts[si];
            if (!kf_gpu_stmt_in(s, b, e))
                continue;
            for (int a = 0; a < s->naccess; a++) {
                const struct kf_access *ac = &s->acc[a];
                if (ac->var != v || ac->write != (pass == 0))
                    continue;
                unsigned line = ac->range.begin.line;
                if (ac->call) /* no text of the access in the kernel's */
                    return kf_arena_printf(x->F->ar, "it is passed to a helper, '%s' (line %u)",
                                           ac->call, line);
                if (ac->whole || ac->may || ac->ncons || ac->nsub != x->f->vars[v].ndims)
                    return kf_arena_printf(x->F->ar, "it is accessed other than as an element "
                                                     "(line %u)", line);
                if (!kf_gpu_stmt_in(s, kb, ke))
                    continue;
                if (!own) {
                    own = ac;
                    unsigned named = 0;
                    bool moves = false; /* with k or a loop inside K */
                    for (int q = 0; q < ac->nsub; q++) {
                        /* a subscript the model holds no form of (G2[x0][i],
                         * x0 set in the loop) has no text for the load and
                         * the store around K */
                        if (!ac->sub[q])
                            return kf_arena_printf(x->F->ar, "its subscript on line %u is "
                                                             "not affine",
                                                   line);
                        for (int d = 0; d < h->depth; d++)
                            if (is_var(ac->sub[q], h->band[d]->iter))
                                named |= 1u << d;
                        moves = moves || names_set_in(x, K, ac->sub[q]);
                    }
                    if (moves || named != (1u << h->depth) - 1)
                        return kf_arena_printf(x->F->ar, "its subscripts on line %u are not the "
                                                         "band's iterators",
                                               line);
                    continue;
                }
                bool same = true, apart = false;
                for (int q = 0; q < ac->nsub; q++) {
                    same = same && kf_poly_equal(ac->sub[q], own->sub[q]);
                    apart = apart || (pass == 1 && never_equal(x, K, ac->sub[q], own->sub[q]));
                }
                if (!same && !apart)
                    return kf_arena_printf(x->F->ar, "it is accessed at another element in loop "
                                                     "%s (line %u)",
                                           x->f->vars[K->iter].name, line);
            }
        }
    *ownp = own;
    return NULL;
}

/* The declaration statement "T x = e" of local v, or NULL. */
static const struct kf_stmt *decl_stmt(const struct frag *x, const struct kf_var *v)
{
    for (int si = 0; si < x->f->nstmt; si++) {
        const struct kf_stmt *s = x->f->stmts[si];
        if (s->kind == KF_STMT_DECL && s->range.begin.offset <= v->decl.offset &&
            v->decl.offset < s->range.end.offset)
            return s;
    }
    return NULL;
}

/* Where v's name is in its declaration statement s ("T x = e": x), or 0. */
static size_t name_at(const struct frag *x, const struct kf_var *v, const struct kf_stmt *s)
{
    const char *t = x->g->text;
    size_t n = strlen(v->name);
    for (size_t p = s->range.begin.offset; p + n <= s->range.end.offset && t[p] != '='; p++)
        if (strncmp(t + p, v->name, n) == 0 && !kf_ctext_is_ident(t[p + n]) &&
            (p == 0 || !kf_ctext_is_ident(t[p - 1])))
            return p;
    return 0;
}

/* The scalars declared in the band's body outside loop K, into T->hoist;
 * or why one cannot be. */
static const char *hoists(struct frag *x, const struct hnode *h, const struct kf_node *K,
                          struct kf_ktile *T)
{
    size_t b, e;
    kf_gpu_band_body(x, h->band[h->depth - 1], &b, &e);
    size_t kb = K->range.begin.offset, ke = kf_gpu_node_end(x->g, K);
    for (int v = 0; v < x->f->nvar; v++) {
        const struct kf_var *var = &x->f->vars[v];
        size_t at = var->decl.offset;
        if (var->is_global || var->is_param_decl || at < b || at >= e || (at >= kb && at < ke))
            continue;
        const struct kf_stmt *s = decl_stmt(x, var);
        if (var->ndims || !s || !name_at(x, var, s) || strstr(var->type, "const"))
            return kf_arena_printf(x->F->ar, "it declares %s other than as 'T %s = e' outside "
                                             "loop %s (line %u)",
                                   var->name, var->name, x->f->vars[K->iter].name, var->decl.line);
        for (int i = 0; i < T->nhoist; i++)
            if (decl_stmt(x, &x->f->vars[T->hoist[i]]) == s)
                return kf_arena_printf(x->F->ar, "one declaration names %s and %s (line %u)",
                                       x->f->vars[T->hoist[i]].name, var->name, var->decl.line);
        if (T->nhoist == KF_KTILE_MAX)
            return "it declares too many scalars outside its k loop";
        T->hoist[T->nhoist++] = v;
    }
    return NULL;
}

/* Does loop K write array v? */
static bool writes(struct frag *x, const struct kf_node *K, int v)
{
    for (int si = 0; si < x->f->nstmt; si++) {
        const struct kf_stmt *s = x->f->stmts[si];
        if (kf_gpu_stmt_in(s, K->range.begin.offset, kf_gpu_node_end(x->g, K)))
            for (int a = 0; a < s->naccess; a++)
                if (s->acc[a].var == v && s->acc[a].write)
                    return true;
    }
    return false;
}

/* The kernel's shape the pass needs: a band of one or two loops whose
 * body is one loop K beside plain statements (k_loop); NULL and *K, or
 * why not. */
static const char *shape(struct frag *x, const struct hnode *h, const struct kf_node **K)
{
    *K = NULL;
    if (h->depth > 2)
        return "its band is more than two loops";
    if (h->wave_inner)
        return "a wavefront";
    if (h->nfuse)
        return "a fused kernel";
    if (h->win)
        return "windowed";
    if (h->priv)
        return "it has private arrays";
    if (exits_early(h->band[0]))
        return "a band loop may exit early";
    if (h->band[h->depth - 1]->nlb != 1 || h->band[h->depth - 1]->nub != 1)
        return "its band is not rectangular";
    return k_loop(x, h, K);
}

struct kf_ktile *kf_gpu_ktile_plan(struct frag *x, const struct hnode *h,
                                   struct kf_launch_choice *c)
{
    if (h->kind != H_KERNEL || h->rk || h->depth == 0 || !kf_gen_pass_on(x->g, KF_PASS_KTILE) ||
        kf_gpu_band_stepped(h))
        return NULL;
    const struct kf_node *K = NULL;
    const char *why = shape(x, h, &K);
    /* a triangle's box (kf_gpu_band_box): its elements in registers, but no
     * tiles: a tile's rows are the program's reads only where every row
     * has iterations of the other loop */
    bool rect = why || (!names_band(h, h->band[h->depth - 1]->lb[0]) &&
                        !names_band(h, h->band[h->depth - 1]->ub[0]));
    if (why) {
        note(x, "%s: not tiled: %s", h->kname, why);
        return NULL;
    }
    struct kf_ktile *T = kf_arena_alloc(x->F->ar, sizeof *T);
    memset(T, 0, sizeof *T);
    if ((why = hoists(x, h, K, T)) != NULL) {
        note(x, "%s: not tiled: %s", h->kname, why);
        return NULL;
    }
    T->K = K;
    T->tk = KF_KTILE_K;
    size_t b, e;
    kf_gpu_band_body(x, K, &b, &e);
    bool *seen = kf_arena_alloc(x->F->ar, (size_t)x->f->nvar + 1);
    memset(seen, 0, (size_t)x->f->nvar + 1);
    for (int si = 0; si < x->f->nstmt; si++) {
        const struct kf_stmt *s = x->f->stmts[si];
        if (!kf_gpu_stmt_in(s, K->range.begin.offset, kf_gpu_node_end(x->g, K)))
            continue;
        for (int a = 0; a < s->naccess; a++) {
            int v = s->acc[a].var;
            if (seen[v] || x->f->vars[v].kind != KF_VAR_ARRAY)
                continue;
            seen[v] = true;
            const char *no;
            if (writes(x, K, v)) {
                const struct kf_access *own = NULL;
                no = accumulator(x, h, K, v, &own);
                if (!no && T->nacc == KF_KTILE_MAX)
                    no = "the kernel has enough registers";
                if (no) {
                    note(x, "%s: %s not in a register: %s", h->kname, x->f->vars[v].name, no);
                    continue;
                }
                note(x, "%s: %s's element in register kf_a_%s across loop %s", h->kname,
                     x->f->vars[v].name, x->f->vars[v].name, x->f->vars[K->iter].name);
                T->own[T->nacc] = own;
                T->acc[T->nacc++] = v;
                continue;
            }
            struct kf_ktile_op op;
            no = operand(x, h, K, v, &op);
            if (!no && T->n == KF_KTILE_MAX)
                no = "the kernel has enough tiles";
            if (no) {
                note(x, "%s: %s not tiled: %s", h->kname, x->f->vars[v].name, no);
                continue;
            }
            T->op[T->n++] = op;
        }
    }
    if (T->n == 0 && T->nacc == 0) {
        note(x, "%s: not tiled: no array read in loop %s is shared by a block's threads",
             h->kname, x->f->vars[K->iter].name);
        return NULL;
    }
    T->local = T->n > 0;
    if (T->local && h->depth == 1) {
        note(x, "%s: no local tiles: its band is one loop (no threads share a row)", h->kname);
        T->local = false;
    }
    if (T->local && (names_other(x, K->lb[0]) || names_other(x, K->ub[0]))) {
        note(x, "%s: no local tiles: a bound of loop %s names a variable other than a parameter",
             h->kname, x->f->vars[K->iter].name);
        T->local = false;
    }
    if (T->local && !rect) {
        note(x, "%s: no local tiles: its band is not rectangular", h->kname);
        T->local = false;
    }
    if (T->local && x->g->o->target == KF_GEN_OPENCL &&
        x->g->o->opencl_window == KF_GEN_WINDOW_OFF) {
        note(x, "%s: no local tiles: the setting opencl_window = off", h->kname);
        T->local = false;
    }
    if (!T->local)
        return T->nacc ? T : NULL;
    if (!x->g->o->nblock && (c->block[0] != KF_KTILE_BLOCK || c->block[1] != KF_KTILE_BLOCK)) {
        note(x, "%s: block %dx%d -> %dx%d, square tiles", h->kname, c->block[0], c->block[1],
             KF_KTILE_BLOCK, KF_KTILE_BLOCK);
        c->block[0] = c->block[1] = KF_KTILE_BLOCK;
    }
    long bytes = 0;
    for (int i = 0; i < T->n; i++) {
        struct kf_ktile_op *op = &T->op[i];
        op->dim = dim_of(h, c, op->band);
        op->rows = c->block[op->dim];
        bytes += (long)op->rows * T->tk *
                 kf_gpu_type_size(kf_gpu_elem_type(x, &x->f->vars[op->var]));
    }
    if (bytes > KF_KTILE_MAX_BYTES) {
        note(x, "%s: no local tiles: they need %ld bytes of local memory, over %d", h->kname,
             bytes, KF_KTILE_MAX_BYTES);
        T->local = false;
        return T->nacc ? T : NULL;
    }
    for (int i = 0; i < T->n; i++) {
        const struct kf_ktile_op *op = &T->op[i];
        const char *bi = x->f->vars[h->band[op->band]->iter].name, *k = x->f->vars[K->iter].name;
        note(x, "%s: %s[%s][%s] tiled in %s memory: %dx%d per %d iterations of loop %s, read by "
                "the block's %d threads along the other band loop",
             h->kname, x->f->vars[op->var].name, op->kpos ? bi : k, op->kpos ? k : bi,
             x->cuda ? "__shared__" : "__local", op->kpos ? op->rows : T->tk,
             op->kpos ? T->tk : op->rows, T->tk, k, c->block[1 - op->dim]);
    }
    return T;
}

/* kf_o_<iterator>: band loop d's value at the block's first thread */
static const char *origin(struct frag *x, const struct hnode *h, int d)
{
    return kf_arena_printf(x->F->ar, "kf_o_%s", x->f->vars[h->band[d]->iter].name);
}

/* The cooperative loads of tile op for the tile starting at kf_k0. */
static void load(struct frag *x, const struct hnode *h, const struct kf_ktile *T,
                 const struct kf_ktile_op *op, const char *lid, long threads)
{
    struct kf_kgen *k = x->F->kg;
    const struct kf_var *v = &x->f->vars[op->var];
    const struct kf_node *D = h->band[op->band];
    long n = (long)op->rows * T->tk;
    kf_kgen_begin_branchf(k, "for (int kf_q = %s; kf_q < %ld; kf_q += %ld)", lid, n, threads);
    /* the tile laid out as the array is: consecutive kf_q, consecutive elements */
    if (op->kpos)
        kf_kgen_stmtf(k, "int kf_r = kf_q / %d, kf_c = kf_q %% %d;", T->tk, T->tk);
    else
        kf_kgen_stmtf(k, "int kf_c = kf_q / %d, kf_r = kf_q %% %d;", op->rows, op->rows);
    kf_kgen_stmtf(k, "int kf_s = %s + kf_r, kf_kk = kf_k0 + kf_c;", origin(x, h, op->band));
    const char *test = kf_arena_printf(x->F->ar, "kf_s <= %s && kf_kk <= %s",
                                       kf_gpu_paren(x, kf_gpu_kpoly_text(x, D->ub[0])),
                                       kf_gpu_paren(x, kf_gpu_kpoly_text(x, T->K->ub[0])));
    const char *rc[2] = {op->kpos ? "kf_s" : "kf_kk", op->kpos ? "kf_kk" : "kf_s"};
    const char *lin = kf_gpu_rows_of(x, v->id) /* its rows packed (gpu_rows.c) */
                          ? kf_gpu_rows_index(x, v->id, rc)
                      : op->kpos ? kf_arena_printf(x->F->ar, "kf_s * %s + kf_kk", kf_gpu_paren(x, v->dims[1]))
                                 : kf_arena_printf(x->F->ar, "kf_kk * %s + kf_s", kf_gpu_paren(x, v->dims[1]));
    kf_kgen_begin_branchf(k, "if (%s)", test);
    kf_kgen_stmtf(k, "kf_kt_%s[kf_q] = %s[%s];", v->name, v->name, lin);
    kf_kgen_end_branch(k, NULL);
    kf_kgen_end_branch(k, NULL);
}

/* Is the text of [b, e) blank? */
static bool blank(const struct frag *x, size_t b, size_t e)
{
    for (size_t p = b; p < e; p++)
        if (x->g->text[p] != ' ' && x->g->text[p] != '\t' && x->g->text[p] != '\n')
            return false;
    return true;
}

/* The band body's text in [b, e), where it is not blank, its last line
 * break dropped (kgen ends the statement). */
static void part(struct frag *x, const struct kf_ktile *T, size_t b, size_t e)
{
    if (blank(x, b, e))
        return;
    /* "T x = e" of a hoisted scalar: "x = e", the type skipped */
    char *t = kf_arena_strdup(x->F->ar, "");
    for (size_t at = b; at < e;) {
        size_t to = e, resume = e;
        for (int i = 0; i < T->nhoist; i++) {
            const struct kf_var *v = &x->f->vars[T->hoist[i]];
            const struct kf_stmt *s = decl_stmt(x, v);
            if (s->range.begin.offset >= at && s->range.begin.offset < to) {
                to = s->range.begin.offset;
                resume = name_at(x, v, s);
            }
        }
        const char *why = NULL;
        x->kt = T; /* the slots (kt_h NULL: not the registers, stored or not yet loaded) */
        char *p = to > at ? kf_gpu_band_text(x, at, to, &why) : kf_arena_strdup(x->F->ar, "");
        x->kt = NULL;
        if (!p) {
            x->g->nomem = x->g->nomem || !why;
            return;
        }
        t = kf_arena_printf(x->F->ar, "%s%s", t, p);
        at = resume;
    }
    size_t n = strlen(t);
    while (n > 0 && (t[n - 1] == '\n' || t[n - 1] == ' '))
        t[--n] = 0;
    kf_kgen_stmt(x->F->kg, t);
}

/* Y[..] of accumulator v as the buffer's text, the element K writes: its
 * subscripts linearised. */
static const char *acc_elem(struct frag *x, const struct hnode *h, int v)
{
    const struct kf_var *var = &x->f->vars[v];
    const struct kf_node *K = h->kt->K; /* inside K: the register's element (accumulator) */
    size_t b = K->range.begin.offset, e = kf_gpu_node_end(x->g, K);
    for (int si = 0; si < x->f->nstmt; si++) {
        const struct kf_stmt *s = x->f->stmts[si];
        for (int a = 0; kf_gpu_stmt_in(s, b, e) && a < s->naccess; a++) {
            const struct kf_access *ac = &s->acc[a];
            if (ac->var != v || !ac->write)
                continue;
            const char *lin = kf_gpu_kpoly_text(x, ac->sub[0]);
            if (kf_gpu_rows_of(x, v) && ac->nsub == 2) { /* its rows packed (gpu_rows.c) */
                const char *rc[2] = {lin, kf_gpu_kpoly_text(x, ac->sub[1])};
                return kf_arena_printf(x->F->ar, "%s[%s]", var->name, kf_gpu_rows_index(x, v, rc));
            }
            for (int q = 1; q < ac->nsub; q++)
                lin = kf_arena_printf(x->F->ar, "%s * %s + %s", kf_gpu_paren(x, lin),
                                      kf_gpu_paren(x, var->dims[q]),
                                      kf_gpu_kpoly_text(x, ac->sub[q]));
            return kf_arena_printf(x->F->ar, "%s[%s]", var->name, lin);
        }
    }
    return NULL; /* not reached: the plan saw an access */
}

/* The accumulators read into their registers (in true) or stored back. */
static void acc_moves(struct frag *x, const struct hnode *h, bool in)
{
    const struct kf_ktile *T = h->kt;
    for (int i = 0; i < T->nacc; i++) {
        const char *el = acc_elem(x, h, T->acc[i]), *r = x->f->vars[T->acc[i]].name;
        const char *q = T->strip > 1 ? "[kf_q]" : "";
        if (in)
            kf_kgen_stmtf(x->F->kg, "kf_a_%s%s = %s;", r, q, el);
        else
            kf_kgen_stmtf(x->F->kg, "%s = kf_a_%s%s;", el, r, q);
    }
}

/* Under guard: the body's text in [b, e) then the registers' loads (in),
 * or their stores then the text; nothing where there is neither. */
static void around(struct frag *x, const struct hnode *h, const char *guard, size_t b, size_t e,
                   bool in)
{
    if (blank(x, b, e) && h->kt->nacc == 0)
        return;
    if (guard)
        kf_kgen_begin_branch(x->F->kg, guard);
    if (in)
        part(x, h->kt, b, e);
    acc_moves(x, h, in);
    if (!in)
        part(x, h->kt, b, e);
    if (guard)
        kf_kgen_end_branch(x->F->kg, NULL);
}

/* The text of [b, e) with the tiles and registers of h in place. */
static char *kt_text(struct frag *x, const struct hnode *h, size_t b, size_t e)
{
    const char *why = NULL;
    x->kt = h->kt;
    x->kt_h = h;
    char *t = kf_gpu_band_text(x, b, e, &why);
    x->kt = NULL;
    x->kt_h = NULL;
    if (!t)
        x->g->nomem = x->g->nomem || !why;
    return t;
}

/* The loop over the strip's iterations [from, to) (x's iterator set from
 * kf_s0), opened. */
static void strip_loop(struct frag *x, const struct hnode *h, const char *from, const char *to)
{
    const char *it = x->f->vars[h->band[h->kt->sband]->iter].name;
    kf_kgen_begin_branchf(x->F->kg, "for (int kf_q = %s; kf_q < %s; kf_q++)", from, to);
    kf_kgen_stmtf(x->F->kg, "%s = kf_s0 + kf_q;", it);
}

/* The strip's iterations [from, to): before-parts and register loads,
 * loop k with the strip innermost, stores and after-parts (gpu_ktile.h,
 * Strips). */
static void strip_run(struct frag *x, const struct hnode *h, const char *from, const char *to)
{
    struct kf_kgen *k = x->F->kg;
    const struct kf_node *K = h->kt->K;
    size_t b, e;
    kf_gpu_band_body(x, h->band[h->depth - 1], &b, &e);
    size_t kb = K->range.begin.offset, ke = kf_gpu_node_end(x->g, K);
    if (!blank(x, b, kb) || h->kt->nacc) {
        strip_loop(x, h, from, to);
        around(x, h, NULL, b, kb, true);
        kf_kgen_end_branch(k, NULL);
    }
    const char *kname = x->f->vars[K->iter].name;
    const char *lo = kf_gpu_kpoly_text(x, K->lb[0]), *hi = kf_gpu_kpoly_text(x, K->ub[0]);
    bool decl = kf_gpu_declared_inside(&x->f->vars[K->iter], K);
    kf_kgen_begin_branchf(k, "for (%s%s = %s; %s <= %s; %s++)", decl ? "int " : "", kname, lo,
                          kname, kf_gpu_paren(x, hi), kname);
    strip_loop(x, h, from, to);
    char *body = kt_text(x, h, K->body.begin.offset, ke); /* a lone statement's ';' included */
    if (body)
        kf_kgen_stmt(k, body);
    kf_kgen_end_branch(k, NULL);
    kf_kgen_end_branch(k, NULL);
    if (!blank(x, ke, e) || h->kt->nacc) {
        strip_loop(x, h, from, to);
        around(x, h, NULL, ke, e, false);
        kf_kgen_end_branch(k, NULL);
    }
}

/* The body of a strip kernel.  The thread's strip starts at kf_s0 (x's
 * index times W, gpu_kernel.c); its iterations inside x's loop bounds,
 * which may name the other band loop (a triangle's box), are
 * [kf_lo, kf_hi).  The test is the other band loop's bounds and a
 * non-empty strip, not the bounds pass's (kept at the strip's first
 * iteration, which may lie outside a triangle while later ones do not).
 * A full strip's loops have a constant trip count. */
static void strip_body(struct frag *x, const struct hnode *h)
{
    struct kf_kgen *k = x->F->kg;
    const struct kf_ktile *T = h->kt;
    const struct kf_node *D = h->band[T->sband];
    const char *it = x->f->vars[D->iter].name;
    const char *lb = kf_gpu_paren(x, kf_gpu_kpoly_text(x, D->lb[0]));
    const char *ub = kf_gpu_paren(x, kf_gpu_kpoly_text(x, D->ub[0]));
    kf_kgen_stmtf(k, "int kf_s0 = %s;", it);
    kf_kgen_stmtf(k, "int kf_lo = %s - kf_s0 > 0 ? %s - kf_s0 : 0;", lb, lb);
    kf_kgen_stmtf(k, "int kf_hi = %s - kf_s0 + 1 < %d ? %s - kf_s0 + 1 : %d;", ub, T->strip, ub,
                  T->strip);
    char *test = kf_arena_strdup(x->F->ar, "if (");
    for (int d = 0; d < h->depth; d++) {
        const struct kf_node *B = h->band[d];
        if (d == T->sband)
            continue;
        const char *b = x->f->vars[B->iter].name;
        test = kf_arena_printf(x->F->ar, "%s%s >= %s && %s <= %s && ", test, b,
                               kf_gpu_paren(x, kf_gpu_kpoly_text(x, B->lb[0])), b,
                               kf_gpu_paren(x, kf_gpu_kpoly_text(x, B->ub[0])));
    }
    kf_kgen_begin_branch(k, kf_arena_printf(x->F->ar, "%skf_lo < kf_hi)", test));
    const char *W = kf_arena_printf(x->F->ar, "%d", T->strip);
    kf_kgen_begin_branchf(k, "if (kf_lo == 0 && kf_hi == %d)", T->strip);
    strip_run(x, h, "0", W);
    kf_kgen_else(k, NULL);
    strip_run(x, h, "kf_lo", "kf_hi");
    kf_kgen_end_branch(k, NULL);
    kf_kgen_end_branch(k, NULL);
}

void kf_gpu_ktile_body(struct frag *x, const struct hnode *h, const struct kf_launch_choice *c,
                       const char *guard)
{
    struct kf_kgen *k = x->F->kg;
    const struct kf_ktile *T = h->kt;
    const struct kf_node *K = T->K;
    size_t b, e;
    kf_gpu_band_body(x, h->band[h->depth - 1], &b, &e);
    size_t kb = K->range.begin.offset, ke = kf_gpu_node_end(x->g, K);
    for (int i = 0; i < T->nacc; i++)
        kf_kgen_stmtf(k, T->strip > 1 ? "%s kf_a_%s[%d];" : "%s kf_a_%s;",
                      kf_gpu_elem_type(x, &x->f->vars[T->acc[i]]), x->f->vars[T->acc[i]].name,
                      T->strip);
    for (int i = 0; i < T->nhoist; i++)
        kf_kgen_stmtf(k, "%s %s;", x->f->vars[T->hoist[i]].type, x->f->vars[T->hoist[i]].name);
    for (int i = 0; T->strip > 1 && i < T->nslot; i++)
        kf_kgen_stmtf(k, "%s kf_slot_%s[%d];", x->f->vars[T->slot[i]].type,
                      x->f->vars[T->slot[i]].name, T->strip);
    if (T->strip > 1) {
        strip_body(x, h);
        return;
    }
    if (!T->local) { /* registers only: the k loop as written */
        if (guard)
            kf_kgen_begin_branch(k, guard);
        around(x, h, NULL, b, kb, true);
        char *t = kt_text(x, h, kb, ke);
        if (t)
            kf_kgen_stmt(k, t);
        around(x, h, NULL, ke, e, false);
        if (guard)
            kf_kgen_end_branch(k, NULL);
        return;
    }
    const char *local = kf_kgen_qualifier(k, KF_KGEN_Q_LOCAL);
    for (int i = 0; i < T->n; i++)
        kf_kgen_stmtf(k, "%s %s kf_kt_%s[%d];", local,
                      kf_gpu_elem_type(x, &x->f->vars[T->op[i].var]),
                      x->f->vars[T->op[i].var].name, T->op[i].rows * T->tk);
    for (int t = 0; t < h->depth; t++) {
        const char *it = x->f->vars[h->band[c->map[t]]->iter].name;
        kf_kgen_stmtf(k, "int kf_o_%s = %s - (int)%s;", it, it,
                      kf_kgen_index(k, KF_KGEN_LOCAL_ID, t));
    }
    const char *lid = kf_arena_printf(x->F->ar, "(int)%s + %d * (int)%s",
                                      kf_kgen_index(k, KF_KGEN_LOCAL_ID, 0), c->block[0],
                                      kf_kgen_index(k, KF_KGEN_LOCAL_ID, 1));
    long threads = (long)c->block[0] * c->block[1];
    if (guard) {
        /* the bounds test once, in a variable: PoCL 3.1's pthread device
         * corrupted its heap on a test repeated around a barrier loop
         * (shifted_L2 of tests/transforms/ktile.c) */
        kf_kgen_stmtf(k, "int kf_in = %s;", guard + 3);
        guard = "if (kf_in)";
    }
    around(x, h, guard, b, kb, true);
    const char *kname = x->f->vars[K->iter].name;
    const char *lo = kf_gpu_kpoly_text(x, K->lb[0]), *hi = kf_gpu_kpoly_text(x, K->ub[0]);
    kf_kgen_begin_branchf(k, "for (int kf_k0 = %s; kf_k0 <= %s; kf_k0 += %d)", lo, hi, T->tk);
    for (int i = 0; i < T->n; i++)
        load(x, h, T, &T->op[i], lid, threads);
    kf_kgen_barrier(k);
    if (guard)
        kf_kgen_begin_branch(k, guard);
    bool decl = kf_gpu_declared_inside(&x->f->vars[K->iter], K);
    kf_kgen_begin_branchf(k, "for (%s%s = kf_k0; %s <= %s && %s < kf_k0 + %d; %s++)",
                          decl ? "int " : "", kname, kname, kf_gpu_paren(x, hi), kname, T->tk,
                          kname);
    /* a lone statement's ';' included */
    char *body = kt_text(x, h, K->body.begin.offset, ke);
    if (body)
        kf_kgen_stmt(k, body);
    kf_kgen_end_branch(k, NULL);
    if (guard)
        kf_kgen_end_branch(k, NULL);
    kf_kgen_barrier(k);
    kf_kgen_end_branch(k, NULL);
    if (!decl && !blank(x, ke, e)) {
        /* k as the loop leaves it, for what follows (no tile may have run) */
        if (guard)
            kf_kgen_begin_branch(k, guard);
        kf_kgen_stmtf(k, "%s = %s > %s ? %s : %s + 1;", kname, kf_gpu_paren(x, lo),
                      kf_gpu_paren(x, hi), kf_gpu_paren(x, lo), kf_gpu_paren(x, hi));
        if (guard)
            kf_kgen_end_branch(k, NULL);
    }
    around(x, h, guard, ke, e, false);
}

/* Does access ac take the element of own (the same subscripts)? */
static bool same_elem(const struct kf_access *ac, const struct kf_access *own)
{
    if (ac->nsub != own->nsub || ac->whole)
        return false;
    for (int q = 0; q < ac->nsub; q++)
        if (!kf_poly_equal(ac->sub[q], own->sub[q]))
            return false;
    return true;
}

const char *kf_gpu_ktile_access(struct frag *x, const struct kf_access *ac, const char *const *sub)
{
    const struct kf_ktile *T = x->kt;
    const struct kf_ktile_op *op = NULL;
    int v = ac->var;
    for (int i = 0; T && T->strip > 1 && i < T->nslot; i++)
        if (T->slot[i] == v) /* anywhere in the band's body (gpu_ktile.h, Strips) */
            return sub ? kf_arena_printf(x->F->ar, "kf_slot_%s[kf_q]", x->f->vars[v].name) : "";
    if (!T || !x->kt_h) /* outside loop k: the slots alone */
        return NULL;
    for (int i = 0; i < T->nacc; i++)
        if (T->acc[i] == v) {
            if (!same_elem(ac, T->own[i]))
                return NULL; /* another element, which never is the register's (accumulator) */
            return sub ? kf_arena_printf(x->F->ar, "kf_a_%s%s", x->f->vars[v].name,
                                         T->strip > 1 ? "[kf_q]" : "")
                       : "";
        }
    for (int i = 0; T->local && i < T->n; i++)
        if (T->op[i].var == v)
            op = &T->op[i];
    if (!op)
        return NULL;
    if (!sub)
        return "";
    const char *kk = kf_arena_printf(x->F->ar, "%s - kf_k0", kf_gpu_paren(x, sub[op->kpos]));
    const char *r = kf_arena_printf(x->F->ar, "%s - %s", kf_gpu_paren(x, sub[1 - op->kpos]),
                                    origin(x, x->kt_h, op->band));
    const char *at = op->kpos ? kf_arena_printf(x->F->ar, "(%s) * %d + %s", r, T->tk, kk)
                              : kf_arena_printf(x->F->ar, "(%s) * %d + %s", kk, op->rows, r);
    return kf_arena_printf(x->F->ar, "kf_kt_%s[%s]", x->f->vars[v].name, at);
}

struct kf_ktile *kf_gpu_ktile_bare(struct frag *x, const struct hnode *h)
{
    const struct kf_node *K = NULL;
    /* a launch whose geometry changed (gpu_geom.h) is not the plain one
     * a dual pair launches */
    if (h->kind != H_KERNEL || h->rk || h->depth == 0 || h->single || h->flat ||
        kf_gpu_band_stepped(h) || shape(x, h, &K))
        return NULL;
    struct kf_ktile *T = kf_arena_alloc(x->F->ar, sizeof *T);
    memset(T, 0, sizeof *T);
    if (hoists(x, h, K, T))
        return NULL;
    T->K = K;
    T->tk = KF_KTILE_K;
    return T;
}

struct kf_ktile *kf_gpu_ktile_plain(struct frag *x, const struct kf_ktile *T)
{
    if (!T || T->nacc == 0)
        return NULL;
    struct kf_ktile *p = kf_arena_alloc(x->F->ar, sizeof *p);
    *p = *T;
    p->local = false;
    return p;
}
