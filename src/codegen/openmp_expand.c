/*
 * openmp_expand.c: scalars expanded over a parallel loop before the plan,
 * so that a loop that walks its arrays down their columns can be turned
 * to walk them by rows (openmp.h, kf_omp_expand; the expand pass).
 *
 * The plan turns a parallel loop J whose body is plain statements and one
 * inner loop K into K outside, J shared out inside it: in a time loop's
 * region the split (every thread runs K, each of K's steps shares J out
 * again with the same static schedule), at a nest's top the sink (after
 * distribution: one loop for the statements, one around K).  Both give a
 * thread a strip of J and run K's statements for the whole strip at each
 * step of K, so a scalar that each iteration of J writes and reads (a
 * temporary privatised by the analysis) would be shared by the strip:
 * both refuse one.  symm's
 *
 *   for (i = 0; i < M; i++)                   // sequential: a region
 *     for (j = 0; j < N; j++) {               // parallel, temp2 private
 *       temp2 = 0;
 *       for (k = 0; k < i; k++) {             C[k][j], B[k][j]: columns
 *         C[k][j] += alpha * B[i][j] * A[i][k];
 *         temp2 += B[k][j] * A[i][k];
 *       }
 *       C[i][j] = beta * C[i][j] + ... + alpha * temp2;
 *     }
 *
 * and deriche's column passes (ym1, ym2, tm1 carry a recurrence down each
 * column j) read their arrays a column at a time.  With one element per
 * iteration of J (kforge transform's expand: temp2 -> temp2_x[j], the array
 * declared before the nest, outside the region, which shares it), the
 * split or the sink applies and each thread reads rows:
 *
 *   #pragma omp parallel private(i, k)
 *   for (i = 0; i < M; i++) {
 *     #pragma omp for schedule(static) nowait
 *     for (j = 0; j < N; j++) temp2_x[j] = 0;
 *     for (k = 0; k < i; k++)
 *       #pragma omp for schedule(static) nowait
 *       for (j = 0; j < N; j++) { C[k][j] += ...; temp2_x[j] += ...; }
 *     #pragma omp for schedule(static)
 *     for (j = 0; j < N; j++) C[i][j] = ... + alpha * temp2_x[j];
 *   }
 *
 * Every element still takes its terms in the order of the source, on one
 * thread: no sum is reassociated, and the results are the sequential
 * program's to the bit.  A loop J is expanded when
 *   - the analysis gives it the verdict parallel, with the scalars
 *     privatised (written before they are read in every iteration);
 *   - its body is plain statements (no if) and one inner loop K of plain
 *     statements, with no early exit;
 *   - K's statements have fewer accesses with a large stride with J's
 *     iterator innermost than with K's (xform.h, kf_xform_strided), and
 *     every element they write moves with J (kf_xform_writes_move);
 *   - every loop around J is sequential (the array, declared before the
 *     outermost, is shared by their iterations: a parallel one would carry
 *     a dependence on it), and J's bounds name nothing the fragment writes;
 *   - kforge transform's expand proves each scalar's expansion legal
 *     (transform_expand.c: written first in every iteration, read neither
 *     after J nor elsewhere in the loops around), and, at a nest's top,
 *     its distribute the split of J around K (every dependence keeps its
 *     source first);
 *   - the text analyses again and the analysis finds J (or its copy
 *     around K) parallel with no scalar left to privatise.
 * Candidates are rewritten from the last in the file up (their ids stay
 * valid); `--disable=expand` leaves the text as it was.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/openmp.h"
#include "kforge/kforge.h"
#include "kforge/transform.h"
#include "passes/xform.h"

/* Each candidate analyses the whole file again once per scalar. */
enum { KF_EXPAND_MAX = 16, KF_EXPAND_VARS = 8 };

struct cand {
    int frag;
    size_t at;                      /* J's offset: candidates are taken last first */
    char id[32], kid[32], outer[32]; /* J, K, the outermost loop around J */
    int nvar;
    char var[KF_EXPAND_VARS][64];
    int nbefore, nafter;            /* J's statements before and after K */
    bool done;
    char why[1024];
};

/* K, J's one inner loop, when J's body has the shape (see above). */
static const struct kf_node *inner(const struct kf_node *J, int *nbefore, int *nafter)
{
    const struct kf_node *K = NULL;
    *nbefore = *nafter = 0;
    if (J->kind != KF_NODE_LOOP || J->early_exit || J->nblock > 0)
        return NULL;
    for (int i = 0; i < J->nchild; i++) {
        const struct kf_node *c = J->child[i];
        if (c->kind == KF_NODE_LOOP) {
            if (K)
                return NULL;
            K = c;
        } else if (c->kind != KF_NODE_STMT || c->stmt->kind != KF_STMT_EXPR || c->stmt->nif > 0) {
            return NULL;
        } else {
            ++*(K ? nafter : nbefore);
        }
    }
    if (!K || K->early_exit || K->nblock > 0 || K->nchild == 0)
        return NULL;
    for (int i = 0; i < K->nchild; i++) {
        const struct kf_node *c = K->child[i];
        if (c->kind != KF_NODE_STMT || c->stmt->kind != KF_STMT_EXPR || c->stmt->nif > 0)
            return NULL;
    }
    return K;
}

/* Would J's iterator innermost pay in K, once the scalars are arrays? */
static bool pays(const struct kf_node *J, const struct kf_node *K)
{
    int before = 0, after = 0;
    for (int i = 0; i < K->nchild; i++) {
        const struct kf_stmt *s = K->child[i]->stmt;
        bool scalar_only = true;
        for (int a = 0; a < s->naccess; a++)
            if (s->acc[a].write && s->acc[a].nsub > 0)
                scalar_only = false;
        if (!scalar_only && !kf_xform_writes_move(s, J->iter))
            return false;
        before += kf_xform_strided(s, K->iter);
        after += kf_xform_strided(s, J->iter);
    }
    return after < before;
}

/* The candidate of loop J, or false. */
static bool candidate(const struct kf_fragment *f, const struct kf_deps *dp,
                      const struct kf_node *J, struct cand *c)
{
    const struct kf_loop_info *li = kf_gen_loop_info(f, dp, J);
    if (!li || li->verdict != KF_PARALLEL || li->nprivate == 0)
        return false;
    const struct kf_node *K = inner(J, &c->nbefore, &c->nafter);
    if (!K || !pays(J, K))
        return false;
    const struct kf_node *O = J;
    for (const struct kf_node *A = J->parent; A; A = A->parent) {
        const struct kf_loop_info *ai = kf_gen_loop_info(f, dp, A);
        if (!ai || ai->verdict == KF_PARALLEL || ai->verdict == KF_REDUCTION)
            return false;
        O = A;
    }
    c->nvar = 0;
    for (int p = 0; p < li->nprivate; p++) {
        const struct kf_var *v = &f->vars[li->privates[p]];
        if (v->kind != KF_VAR_SCALAR || li->privates[p] == K->iter)
            continue;
        if (c->nvar == KF_EXPAND_VARS || strlen(v->name) >= sizeof c->var[0])
            return false;
        snprintf(c->var[c->nvar++], sizeof c->var[0], "%s", v->name);
    }
    if (c->nvar == 0)
        return false;
    c->frag = f->id;
    c->at = J->header.begin.offset;
    snprintf(c->id, sizeof c->id, "%s", J->id);
    snprintf(c->kid, sizeof c->kid, "%s", K->id);
    snprintf(c->outer, sizeof c->outer, "%s", O->id);
    return true;
}

static int by_offset_down(const void *a, const void *b)
{
    const struct cand *x = a, *y = b;
    if (x->frag != y->frag)
        return x->frag < y->frag ? 1 : -1;
    return x->at < y->at ? 1 : x->at > y->at ? -1 : 0;
}

/* Every scalar of c expanded (and J distributed around K at a nest's
 * top) in *text: 0, or -1 with why (then *text is as it was). */
static int expand_one(const struct kf_analysis *a, const struct kf_gen_options *o, char **text,
                      const struct cand *c, struct kf_omp_tcache *tc, char *why, size_t nwhy)
{
    char *t = strdup(*text), spec[256];
    if (!t) {
        snprintf(why, nwhy, "out of memory");
        return -1;
    }
    for (int i = 0; i < c->nvar; i++) {
        snprintf(spec, sizeof spec, "expand(%s, %s, %s)", c->id, c->var[i], c->outer);
        if (kf_omp_transform_text(a, o, &t, spec, tc, why, nwhy) != 0) {
            free(t);
            return -1;
        }
    }
    /* at a nest's top the sink takes a loop whose body is one loop */
    bool top = strchr(c->id, '.') == NULL;
    if (top && c->nbefore + c->nafter > 0) {
        if (c->nafter == 0)
            snprintf(spec, sizeof spec, "distribute(%s, %d)", c->id, c->nbefore);
        else
            snprintf(spec, sizeof spec, "distribute(%s)", c->id);
        if (kf_omp_transform_text(a, o, &t, spec, tc, why, nwhy) != 0) {
            free(t);
            return -1;
        }
    }
    free(*text);
    *text = t;
    return 0;
}

/* The id of J's copy k after expand_one (J itself, or at a nest's top
 * the loops distribute made of it, numbered on from J's). */
static void copy_id(const struct cand *c, int k, char *id, size_t n)
{
    snprintf(id, n, "L%d", atoi(c->id + 1) + k);
    if (k == 0 || strchr(c->id, '.'))
        snprintf(id, n, "%s", c->id);
}

static int ncopies(const struct cand *c)
{
    if (strchr(c->id, '.') || c->nbefore + c->nafter == 0)
        return 1;
    return c->nafter == 0 ? 2 : c->nbefore + 1 + c->nafter;
}

/* In the new analysis b: is every copy of J parallel with no scalar
 * private?  The expansion is kept only then. */
static bool still_parallel(const struct kf_analysis *b, const struct cand *c, char *why,
                           size_t nwhy)
{
    int fi = -1;
    for (int i = 0; i < b->nfrag; i++)
        if (b->prog->frags[i]->id == c->frag)
            fi = i;
    if (fi < 0 || kf_analysis_enter(b, fi) != 0 || !b->deps[fi]) {
        if (fi >= 0)
            kf_analysis_leave(b, fi);
        snprintf(why, nwhy, "the rewritten text does not analyse");
        return false;
    }
    const struct kf_fragment *f = b->prog->frags[fi];
    bool ok = true;
    for (int k = 0; k < ncopies(c) && ok; k++) {
        char id[40];
        copy_id(c, k, id, sizeof id);
        const struct kf_loop_info *li = NULL;
        for (int l = 0; l < f->nloop && !li; l++)
            if (strcmp(f->loops[l]->id, id) == 0)
                li = kf_gen_loop_info(f, b->deps[fi], f->loops[l]);
        int nscalar = 0;
        for (int p = 0; li && p < li->nprivate; p++)
            nscalar += f->vars[li->privates[p]].kind == KF_VAR_SCALAR;
        if (!li || li->verdict != KF_PARALLEL || nscalar > 0) {
            snprintf(why, nwhy, "%s is not parallel without a private scalar once expanded", id);
            ok = false;
        }
    }
    kf_analysis_leave(b, fi);
    return ok;
}

/* The candidates of a (at most KF_EXPAND_MAX); their number, -1 when out
 * of memory. */
static int gather(const struct kf_analysis *a, struct cand **out)
{
    int nc = 0, cap = 0;
    struct cand *cs = NULL;
    for (int fi = 0; fi < a->nfrag; kf_analysis_leave(a, fi), fi++) {
        if (kf_analysis_enter(a, fi) != 0 || !a->deps[fi])
            continue;
        const struct kf_fragment *f = a->prog->frags[fi];
        for (int l = 0; l < f->nloop && nc < KF_EXPAND_MAX; l++) {
            struct cand c = {0};
            if (!candidate(f, a->deps[fi], f->loops[l], &c))
                continue;
            if (nc == cap) {
                struct cand *n = realloc(cs, (size_t)(cap = cap ? 2 * cap : 4) * sizeof *n);
                if (!n) {
                    kf_analysis_leave(a, fi);
                    free(cs);
                    return -1;
                }
                cs = n;
            }
            cs[nc++] = c;
        }
    }
    *out = cs;
    return nc;
}

int kf_omp_expand(const struct kf_analysis *a, const char *text, size_t len,
                  const struct kf_gen_options *o, struct kf_gen_notes *notes,
                  struct kf_analysis **a2, char **t2)
{
    *a2 = NULL;
    *t2 = NULL;
    struct cand *cs = NULL;
    int nc = gather(a, &cs);
    if (nc <= 0)
        return nc;
    qsort(cs, (size_t)nc, sizeof *cs, by_offset_down);
    char *cur = strndup(text, len);
    int rc = cur ? 0 : -1, done = 0;
    struct kf_analysis *b = NULL;
    char *dump = NULL;
    size_t dlen = 0;
    FILE *quiet = open_memstream(&dump, &dlen);
    kf_diag *qd = quiet ? kf_diag_new(quiet) : NULL;
    if (!qd)
        rc = -1;
    struct kf_omp_tcache *tc = &notes->tcache; /* kf_omp_rewrite frees it */
    /* one at a time, each checked on the text analysed again: a refusal
     * leaves the text as the candidates after it (in the file) made it */
    for (int i = 0; i < nc && rc == 0; i++) {
        char why[512];
        char *t = strdup(cur);
        if (!t) {
            rc = -1;
            break;
        }
        if (expand_one(a, o, &t, &cs[i], tc, why, sizeof why) != 0) {
            snprintf(cs[i].why, sizeof cs[i].why, "scalars not expanded: %s", why);
            free(t);
            continue;
        }
        struct kf_analysis *nb = kf_omp_reanalyse(a, o, text, len, t, qd);
        if (!nb || !still_parallel(nb, &cs[i], why, sizeof why)) {
            snprintf(cs[i].why, sizeof cs[i].why, "scalars not expanded: %s",
                     nb ? why : "the rewritten text does not analyse");
            kf_analysis_free(nb);
            free(t);
            continue;
        }
        kf_analysis_free(b);
        b = nb;
        free(cur);
        cur = t;
        cs[i].done = true;
        done++;
    }
    kf_diag_free(qd);
    if (quiet)
        fclose(quiet);
    free(dump);
    for (int i = 0; i < nc && rc == 0; i++) {
        if (cs[i].done) {
            char list[560] = "";
            for (int v = 0; v < cs[i].nvar; v++)
                snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s_x", v ? ", " : "",
                         cs[i].var[v]);
            snprintf(cs[i].why, sizeof cs[i].why,
                     "scalars expanded before the plan, one element per iteration (%s, declared "
                     "before %s): %s has fewer accesses with a large stride with %s's iterator "
                     "innermost, which the plan can then %s; every element keeps its order",
                     list, cs[i].outer, cs[i].kid, cs[i].id,
                     strchr(cs[i].id, '.') ? "split around it" : "sink (once distributed)");
        }
        if (kf_omp_note_add(notes, cs[i].frag, cs[i].id, cs[i].why) != 0)
            rc = -1;
    }
    free(cs);
    if (b && rc == 0 && done > 0) {
        *a2 = b;
        *t2 = cur;
        cur = NULL;
    } else {
        kf_analysis_free(b);
    }
    free(cur);
    return rc;
}
