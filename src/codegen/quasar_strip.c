/*
 * quasar_strip.c: a kernel whose body has inner loops, run over strips of
 * its last dimension with the inner loops outside the SIMD lanes (OpenMP
 * target).
 *
 * A kernel such as the Gaussian's row pass or the bilateral filter
 *
 *     s = 0.0
 *     for k = -r..r
 *         s += w[k + r] * x[pos[0], pos[1] + k]
 *     endfor
 *     y[pos] = s
 *
 * is, per point, a reduction over an inner loop whose trip count does not
 * depend on pos.  gcc does not vectorize the loop over pos[1] around it
 * (its outer-loop vectoriser wants no guard around the inner loop and no
 * non-constant stride in it: `x[pos[0] + k, pos[1]]`), so each point ran
 * its taps one by one.  Seed 002 §17.2 (the kernel transforms) lets the
 * compiler choose how a kernel's points are mapped; this pass maps QC_STRIP_W
 * consecutive points of the last dimension onto SIMD lanes and interchanges
 * them with the inner loops (scalar expansion, then loop distribution):
 *
 *     strip(p0, p1, cnt):                  lanes l = 0 .. cnt-1, pos[1] = p1 + l
 *         lanes { s[l] = 0 }               (omp simd)
 *         for k = -r..r                    (once for the whole strip)
 *             lanes { s[l] += w[k + r] * x[p0, p1 + l + k] }     (omp simd)
 *         lanes { y[p0, p1 + l] = s[l] }   (omp simd)
 *
 * Each point still does its own statements in its own order (the sums are
 * the scalar program's, bit for bit, under -ffp-contract=off); only points
 * interleave, which parallel_do allows.  The conditions, checked on the
 * AST and the interior instance's types (qc_strip_check):
 *   - statements: assignments (no atomic element update), ifs whose
 *     branches run straight (qc_straight), and for-loops whose bounds and
 *     step are numbers, the kernel's int/scalar parameters that it never
 *     assigns, and the iterators of such loops around them (the trip count
 *     is the strip's, not the point's); no while, break, return, nested
 *     function or lambda;
 *   - such a loop's iterator is assigned only by its loop;
 *   - an array the kernel stores into is not read by it (the lanes of a
 *     strip would see each other's stores in another order);
 *   - every other local is a scalar or an int (each becomes an array of
 *     QC_STRIP_W, element q_l in the lanes).
 * The strip instance is the interior one where the launch has one (the
 * accessors dropped), else the kernel's own points; a body that runs
 * straight already gets `omp simd` (quasar_call.c).  Vector exp, sin, ...
 * are libmvec's (the prelude), within an ulp or two of the scalar calls,
 * as under that `omp simd`.  --disable=strip switches this pass off.
 */
#include <string.h>

#include "quasar.h"

#define A_(...) kf_arena_printf(c->a, __VA_ARGS__)

typedef struct {
    qctx *c;
    qinst *k;                 /* the interior instance: the kernel's types */
    const kf_q_node *body;
    const char *iters[16];    /* iterators of the loops around the statement being checked */
    int niters;
    const char *why;
    const kf_q_node *at;
} chk;

/* the loops of s over `name` (for an iterator: 1 is its own loop) */
static int loops_over(const kf_q_node *s, const char *name)
{
    if (!s)
        return 0;
    int n = s->kind == KF_Q_FOR && s->str && !strcmp(s->str, name);
    for (int i = 0; i < s->nkids; i++)
        n += loops_over(s->kids[i], name);
    return n + loops_over(s->a, name) + loops_over(s->b, name) + loops_over(s->c, name);
}

/* does s read array `name`: mention it anywhere but as the array of a store's target? */
static int reads_arr(const kf_q_node *s, const char *name)
{
    if (!s)
        return 0;
    if (s->kind == KF_Q_ID)
        return !strcmp(s->str, name);
    if (s->kind == KF_Q_ASSIGN) {
        for (int i = 0; i < s->nkids; i++) {
            const kf_q_node *t = s->kids[i];
            if (t->kind == KF_Q_INDEX && t->a->kind == KF_Q_ID) {
                for (int j = 0; j < t->nkids; j++)
                    if (reads_arr(t->kids[j], name))
                        return 1;
            } else if (reads_arr(t, name))
                return 1;
        }
        return reads_arr(s->a, name);
    }
    for (int i = 0; i < s->nkids; i++)
        if (reads_arr(s->kids[i], name))
            return 1;
    return reads_arr(s->a, name) || reads_arr(s->b, name) || reads_arr(s->c, name);
}

static void refuse(chk *k, const kf_q_node *at, const char *why)
{
    if (!k->why) {
        k->why = why;
        k->at = at;
    }
}

/* a loop bound: numbers, parameters the kernel never assigns, enclosing iterators */
static void invariant(chk *k, const kf_q_node *e)
{
    if (!e || k->why)
        return;
    switch (e->kind) {
    case KF_Q_NUM:
        return;
    case KF_Q_ID: {
        for (int i = 0; i < k->niters; i++)
            if (!strcmp(k->iters[i], e->str))
                return;
        qvar *v = qc_lookup(k->k, e->str);
        if (!v || (v->is_param != 1 && !v->captured) || (v->t.k != QT_INT && v->t.k != QT_SCALAR) ||
            qc_assigned(k->body, e->str))
            refuse(k, e, "an inner loop's bounds depend on the point");
        return;
    }
    case KF_Q_UN:
        invariant(k, e->a);
        return;
    case KF_Q_BIN:
        invariant(k, e->a);
        invariant(k, e->b);
        return;
    default:
        refuse(k, e, qc_mentions(e, "pos") ? "an inner loop's bounds depend on the point"
                     : "an inner loop's bounds are not numbers, parameters or enclosing iterators");
    }
}

static void block(chk *k, const kf_q_node *b);

static void statement(chk *k, const kf_q_node *s)
{
    qctx *c = k->c;
    switch (s->kind) {
    case KF_Q_ATTR:
        return;
    case KF_Q_ASSIGN:
        for (int i = 0; i < s->nkids; i++) {
            const kf_q_node *t = s->kids[i];
            if (t->kind == KF_Q_INDEX && s->op != '=')
                refuse(k, s, "an atomic element update");
            else if (t->kind == KF_Q_INDEX && t->a->kind == KF_Q_ID && reads_arr(k->body, t->a->str))
                refuse(k, s, A_("it reads '%s', which it stores into", t->a->str));
            else if (t->kind != KF_Q_INDEX && t->kind != KF_Q_ID)
                refuse(k, s, "an assignment to a slice or a field");
        }
        if (!qc_straight(s->a))
            refuse(k, s, "a function or lambda in an expression");
        return;
    case KF_Q_IF:
        if (!qc_straight(s))
            refuse(k, s, "a loop or a jump inside an if");
        return;
    case KF_Q_FOR: {
        const kf_q_node *rg = s->a;
        if (!rg || rg->kind != KF_Q_RANGE) {
            refuse(k, s, "an inner loop over something other than a range a..b");
            return;
        }
        if (rg->c && rg->c->kind != KF_Q_NUM)
            refuse(k, s, "an inner loop whose step is not a number");
        invariant(k, rg->a);
        invariant(k, rg->b);
        qvar *v = qc_lookup(k->k, s->str);
        if (!v || v->t.k != QT_INT)
            refuse(k, s, "an inner loop whose iterator is not an int");
        else if (loops_over(k->body, s->str) != 1 || qc_assigned(s->b, s->str))
            refuse(k, s, "an inner loop's iterator is assigned or reused elsewhere");
        for (int i = 0; i < k->niters; i++)
            if (!strcmp(k->iters[i], s->str))
                refuse(k, s, "an inner loop's iterator is assigned or reused elsewhere");
        if (k->niters == 16) {
            refuse(k, s, "inner loops nested too deeply");
            return;
        }
        k->iters[k->niters++] = s->str;
        block(k, s->b);
        k->niters--;
        return;
    }
    default:
        refuse(k, s, "a statement other than an assignment, an if or a for-loop over a range");
    }
}

static void block(chk *k, const kf_q_node *b)
{
    for (int i = 0; b && i < b->nkids && !k->why; i++)
        statement(k, b->kids[i]);
}

/* Why the kernel `fn`, whose interior instance is `kin`, cannot run in
 * strips; NULL when it can (then *at is unchanged). */
const char *qc_strip_check(qctx *c, qinst *kin, const kf_q_node *fn, const kf_q_node **at)
{
    if (c->opt->disabled & KF_QC_PASS_STRIP)
        return "--disable=strip";
    if (fn->kind != KF_Q_FUNC || !fn->b)
        return "a lambda kernel";
    chk k = {.c = c, .k = kin, .body = fn->b};
    block(&k, fn->b);
    for (int i = 0; i < kin->nvars && !k.why; i++) {
        qvar *v = &kin->vars[i];
        if (v->is_param || v->captured || v->t.k == QT_FUNC || loops_over(fn->b, v->name))
            continue;
        if (v->t.k != QT_SCALAR && v->t.k != QT_INT)
            refuse(&k, fn, A_("its local '%s' is not a scalar or an int", v->name));
    }
    if (k.why && at)
        *at = k.at;
    return k.why;
}

/* Before the strip instance's body is written: its locals but the loops'
 * iterators become arrays of QC_STRIP_W, read and written at lane q_l. */
void qc_strip_vars(qctx *c, qinst *in)
{
    for (int i = 0; i < in->nvars; i++) {
        qvar *v = &in->vars[i];
        if (v->is_param || v->captured || v->t.k == QT_FUNC || loops_over(in->fn->b, v->name))
            continue;
        v->lane = v->cname;
        v->cname = A_("%s[q_l]", v->cname);
    }
}

/* Opens the lanes before statement i of block b of the strip instance
 * (in->strip 1: outside the lanes, 2: inside), closes them before a loop;
 * i == b->nkids: the block's end.  *opened: this block opened them.  pos
 * is declared in the lanes that read it, the lane's point. */
void qc_strip_at(qctx *c, qinst *in, const kf_q_node *b, int i, int *opened)
{
    const kf_q_node *s = i < b->nkids ? b->kids[i] : NULL;
    if (s && s->kind != KF_Q_FOR && in->strip == 1) {
        qc_line(c, in, "#pragma omp simd");
        qc_line(c, in, "for (long q_l = 0; q_l < q_cnt; q_l++) {");
        in->indent++;
        in->strip = 2;
        *opened = 1;
        int reads = 0;
        for (int j = i; j < b->nkids && b->kids[j]->kind != KF_Q_FOR; j++)
            reads |= qc_mentions(b->kids[j], "pos");
        qvar *p = qc_lookup(in, "pos");
        int nd = in->kernel_nd;
        if (!reads || !p || p->is_param != 2)
            return;
        if (nd < 0)
            qc_line(c, in, "long %s = q_pos0 + q_l;", p->cname);
        else
            qc_line(c, in, "long %s[3] = {q_pos0%s, %s, %s};", p->cname, nd == 1 ? " + q_l" : "",
                    nd == 2 ? "q_pos1 + q_l" : nd > 2 ? "q_pos1" : "0", nd == 3 ? "q_pos2 + q_l" : "0");
    } else if ((!s || s->kind == KF_Q_FOR) && *opened) {
        in->indent--;
        qc_line(c, in, "}");
        in->strip = 1;
        *opened = 0;
    }
}
