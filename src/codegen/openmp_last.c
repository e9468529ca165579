/*
 * openmp_last.c: lastprivate and loops that may run no iteration
 * (openmp.h).
 *
 * GCC's lastprivate copies back the private copy of the thread that ran
 * the sequentially last iteration.  Two cases then leave a wrong value
 * (a zero-trip loop reached at i = 0 once gave 4.7e-310 for 0.57):
 *
 *   L runs no iteration       the copy back still happens, from a private
 *                             never written.  firstprivate as well makes it
 *                             the value the variable had, which is what the
 *                             sequential loop leaves.  L's own iterator
 *                             cannot be firstprivate: its init ("i = 0;")
 *                             goes before the parallel for instead, where L
 *                             is a statement of a block (kf_omp_in_block:
 *                             the fragment's top level, or after a `{`, a
 *                             `;` or a `}`), or L stays sequential unless the value is
 *                             dead (kf_omp_dead_after);
 *   a read with no write      for (i..) { for (j = 0; j < i; j++) t = ..; B[i] = t; }
 *   before it                 at i = 0, B[0] gets the value t had before the
 *                             loop (the dependences say no other iteration
 *                             writes it first, or L would not be parallel):
 *                             firstprivate gives each private that value;
 *   L's last iteration skips  for (i..) for (j = i + 1; j < N; j++) s = ..;
 *   the write                 at i = N - 1 nothing writes s, and the
 *                             private holds another iteration's value, or
 *                             nothing: a variable needs a write that runs
 *                             in L's last iteration for sure (not under an
 *                             if, not under an inner loop that may run no
 *                             iteration there; kf_omp_sure_writes).
 *
 * "Runs for sure" is decided on constants only: bounds that become
 * constants once L's iterator has its last value and every other iterator
 * ranges over the constant bounds of its loop.  Anything else may be empty.
 */
#include <stdbool.h>
#include <stdlib.h>

#include "codegen/openmp.h"
#include "ir/poly.h"
#include "support/ctext.h"

/* The loop around n (n included) whose iterator is var, or NULL. */
static const struct kf_node *loop_of(const struct kf_node *n, int var)
{
    for (; n; n = n->parent)
        if (n->kind == KF_NODE_LOOP && n->iter == var)
            return n;
    return NULL;
}

/* The least (hi false) or greatest (hi true) value of p when iterator `it`
 * is `val` and every other iterator in it ranges over the constant bounds
 * of its loop around c; false when some term has no such bound. */
static bool poly_bound(const struct kf_poly *p, const struct kf_node *c, int it, long val, bool hi,
                       long *out)
{
    long sum = 0;
    if (!p)
        return false;
    for (int i = 0; i < p->nterm; i++) {
        const struct kf_term *t = &p->term[i];
        long lo_v, hi_v, a, b;
        if (t->nvar == 0) {
            sum += t->coef;
            continue;
        }
        if (t->nvar > 1)
            return false;
        if (t->vars[0] == it) {
            lo_v = hi_v = val;
        } else {
            const struct kf_node *O = loop_of(c->parent, t->vars[0]);
            if (!O || O->nlb != 1 || O->nub != 1 || !kf_poly_const_value(O->lb[0], &a) ||
                !kf_poly_const_value(O->ub[0], &b))
                return false;
            lo_v = a < b ? a : b;
            hi_v = a < b ? b : a;
        }
        sum += t->coef * ((t->coef > 0) == hi ? hi_v : lo_v);
    }
    *out = sum;
    return true;
}

bool kf_omp_runs_at(const struct kf_node *c, int it, long val)
{
    long first, end;
    if (c->nlb != 1 || c->nub != 1 || (c->step != 1 && c->step != -1))
        return false;
    if (c->step > 0)
        return poly_bound(c->lb[0], c, it, val, true, &first) &&
               poly_bound(c->ub[0], c, it, val, false, &end) && first <= end;
    return poly_bound(c->lb[0], c, it, val, false, &first) &&
           poly_bound(c->ub[0], c, it, val, true, &end) && first >= end;
}

/* Marks in sure[] what n's body writes for sure when the iterator `it`
 * has the value val (it < 0: unknown). */
static void mark_sure(const struct kf_node *n, int it, long val, bool *sure)
{
    for (int i = 0; i < n->nchild; i++) {
        const struct kf_node *c = n->child[i];
        if (c->kind == KF_NODE_STMT) {
            const struct kf_stmt *s = c->stmt;
            for (int k = 0; k < s->naccess; k++)
                if (s->acc[k].write && s->acc[k].nsub == 0 && s->nif == 0 && !s->acc[k].may)
                    sure[s->acc[k].var] = true;
        } else if (c->kind == KF_NODE_LOOP) {
            sure[c->iter] = true; /* its init runs */
            if (!c->early_exit && kf_omp_runs_at(c, it, val))
                mark_sure(c, it, val, sure);
        }
    }
}

bool *kf_omp_sure_writes(const struct kf_node *L, int nvar)
{
    bool *sure = calloc((size_t)nvar, sizeof *sure);
    long last;
    if (!sure)
        return NULL;
    bool known = L->nub == 1 && (L->step == 1 || L->step == -1) &&
                 kf_poly_const_value(L->ub[0], &last);
    mark_sure(L, known ? L->iter : -1, known ? last : 0, sure);
    return sure;
}

/* Marks in rd[] the scalars n's statements read. */
static void mark_reads(const struct kf_node *n, bool *rd)
{
    if (n->kind == KF_NODE_STMT) {
        for (int k = 0; k < n->stmt->naccess; k++)
            if (!n->stmt->acc[k].write && n->stmt->acc[k].nsub == 0)
                rd[n->stmt->acc[k].var] = true;
        return;
    }
    for (int i = 0; i < n->nchild; i++)
        mark_reads(n->child[i], rd);
    for (int i = 0; i < n->nelse; i++)
        mark_reads(n->else_child[i], rd);
}

bool *kf_omp_reads(const struct kf_node *L, int nvar)
{
    bool *rd = calloc((size_t)nvar, sizeof *rd);
    if (rd)
        mark_reads(L, rd);
    return rd;
}

bool kf_omp_in_block(const struct gen *g, const struct kf_fragment *f, const struct kf_node *L)
{
    for (int i = 0; i < f->nroot; i++)
        if (f->roots[i] == L)
            return true;
    /* what comes before L's header, blanks and the user's preprocessor
     * lines aside, ends a statement or opens a block; anything else (a loop's or an if's header, an else,
     * a comment) keeps L sequential, conservatively */
    size_t at = L->header.begin.offset;
    for (;;) {
        while (at > 0 && (g->text[at - 1] == ' ' || g->text[at - 1] == '\t' ||
                          g->text[at - 1] == '\n'))
            at--;
        if (at == 0)
            return false;
        size_t line = kf_ctext_line_start(g->text, at - 1), i = line;
        while (i < at && (g->text[i] == ' ' || g->text[i] == '\t'))
            i++;
        if (g->text[i] != '#')
            break;
        at = line; /* a preprocessor line: what comes before it */
    }
    return g->text[at - 1] == '{' || g->text[at - 1] == ';' || g->text[at - 1] == '}';
}

void kf_omp_init_before(struct gen *g, const struct kf_node *L)
{
    size_t at = L->header.begin.offset, line = at, ind;
    while (line > 0 && g->text[line - 1] != '\n')
        line--;
    for (ind = line; ind < at && (g->text[ind] == ' ' || g->text[ind] == '\t');)
        ind++;
    /* as kf_omp_pragma_before places the directive: on L's line when L
     * starts it, else on a line of its own */
    kf_gen_replace(g, ind == at ? line : at, 0, "%s%.*s%.*s;\n", ind == at ? "" : "\n",
                   (int)(ind == at ? at - line : 0), g->text + line,
                   (int)(L->init.end.offset - L->init.begin.offset),
                   g->text + L->init.begin.offset);
}
