/*
 * openmp_distrib.c: loops distributed before the plan so that a loop that
 * walks an array down its columns can be turned to walk its rows
 * (openmp.h, kf_omp_distribute; the distribute pass).
 *
 * The plan turns a loop nest for stride-1 access only where the nest has
 * the shape its transforms take: a parallel loop L whose body is one loop
 * J (sink: J outside, L shared out inside it, xform.h), or a loop J inside
 * a parallel loop whose body is one inner loop K and plain statements
 * (interchange).  A loop whose body holds several inner loops has neither
 * shape.  gramschmidt's
 *
 *   for (j = k + 1; j < n; j++) {           // parallel
 *     R[k][j] = 0;
 *     for (i = 0; i < m; i++)                R[k][j] += Q[i][k] * A[i][j];
 *     for (i = 0; i < m; i++)                A[i][j] = A[i][j] - Q[i][k] * R[k][j];
 *   }
 *
 * reads A down column j twice for each j (a page of A per element at
 * LARGE).  Distributed over its body (one loop per child, kforge
 * transform's `distribute`, transform_loops.c: legal when isl shows that
 * every dependence keeps its source first under the new schedules), each
 * copy of j around an i loop has the sink's shape, and the plan makes
 *
 *   #pragma omp parallel private(i)
 *   for (i = 0; i < m; i++)
 *     #pragma omp for schedule(static) nowait
 *     for (j = k + 1; j < n; j++) R[k][j] += Q[i][k] * A[i][j];
 *
 * where every thread owns a strip of columns and reads A by rows; each
 * R[k][j] still sums its terms for i ascending, on one thread (no
 * reassociation).  A loop J is distributed when
 *   - J or a loop around it runs in parallel (analysis verdict parallel):
 *     the plan then has a parallel loop to sink or to interchange inside;
 *   - J's body holds two inner loops or more (one, with statements around
 *     it, is the shape the interchange and the split take as it is),
 *     statements and loops only, and no early exit;
 *   - some inner loop K of J's body, statements only, has fewer accesses
 *     with a large stride with J's iterator innermost than with K's own
 *     (xform.h, kf_xform_strided), every location it writes moves with J
 *     (J innermost carries no reduction) and it writes no scalar (the sink
 *     and the interchange refuse one);
 *   - kforge transform's distribute proves it legal, and the text it
 *     gives analyses again.
 * Candidates are rewritten from the last line up (a loop is named by the
 * line of its header, which the rewrites below it do not move; a loop
 * that shares its line with another is left as it is).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/openmp.h"
#include "kforge/kforge.h"
#include "kforge/transform.h"

/* Would J innermost pay in inner loop K (statements only)? */
static bool pays_in(const struct kf_node *J, const struct kf_node *K)
{
    if (K->kind != KF_NODE_LOOP || K->early_exit || K->nchild == 0)
        return false;
    int before = 0, after = 0;
    for (int i = 0; i < K->nchild; i++) {
        const struct kf_node *c = K->child[i];
        if (c->kind != KF_NODE_STMT || c->stmt->kind != KF_STMT_EXPR || c->stmt->nif > 0 ||
            !kf_xform_writes_move(c->stmt, J->iter))
            return false;
        for (int a = 0; a < c->stmt->naccess; a++)
            if (c->stmt->acc[a].write && c->stmt->acc[a].nsub == 0)
                return false; /* a scalar */
        before += kf_xform_strided(c->stmt, K->iter);
        after += kf_xform_strided(c->stmt, J->iter);
    }
    return after < before;
}

/* The line of text[off] in the text itself: the spec names the line that
 * kforge transform reads in this text, which a pass before may have
 * rewritten (J's own line is the user's then, issue 14). */
static unsigned text_line(const char *text, size_t off)
{
    unsigned line = 1;
    for (size_t p = 0; p < off && text[p]; p++)
        line += text[p] == '\n';
    return line;
}

/* The inner loop of J that makes distributing J worth it, or NULL. */
static const struct kf_node *worth(const char *text, const struct kf_fragment *f,
                                   const struct kf_deps *dp, const struct kf_node *J)
{
    if (J->kind != KF_NODE_LOOP || J->nchild < 2 || J->early_exit)
        return NULL;
    /* the transform names J by its header's line: no other loop there */
    unsigned line = text_line(text, J->header.begin.offset);
    for (int l = 0; l < f->nloop; l++)
        if (f->loops[l] != J && text_line(text, f->loops[l]->header.begin.offset) == line)
            return NULL;
    bool parallel = false;
    for (const struct kf_node *L = J; L && !parallel; L = L->parent) {
        const struct kf_loop_info *li = kf_gen_loop_info(f, dp, L);
        parallel = li && li->verdict == KF_PARALLEL;
    }
    if (!parallel)
        return NULL;
    const struct kf_node *K = NULL;
    int nloop = 0;
    for (int i = 0; i < J->nchild; i++) {
        const struct kf_node *c = J->child[i];
        if (c->kind == KF_NODE_IF)
            return NULL;
        nloop += c->kind == KF_NODE_LOOP;
        if (!K && pays_in(J, c))
            K = c;
    }
    /* one inner loop, with statements around it, is the shape that the
     * interchange (inside a parallel loop) and the split (an omp for in a
     * region) take as it is, without a barrier between the parts */
    if (nloop < 2)
        return NULL;
    return K;
}

struct cand {
    int frag;
    unsigned line;
    char id[32], kid[32];
    bool done;
    char why[640];
};

/* Each distribution analyses the whole file again (kf_transform_apply; one
 * refused leaves the text as it was, whose analysis the next one reuses). */
enum { KF_DISTRIB_MAX = 32 };

static int by_line_down(const void *a, const void *b)
{
    const struct cand *x = a, *y = b;
    return x->line < y->line ? 1 : x->line > y->line ? -1 : 0;
}

/* The message of the first error in a diagnostic's text: after "error: ",
 * up to the end of its line. */
static void first_error(const char *dump, char *buf, size_t n)
{
    const char *e = dump ? strstr(dump, "error: ") : NULL;
    if (!e) {
        snprintf(buf, n, "the transform was refused");
        return;
    }
    e += strlen("error: ");
    size_t l = strcspn(e, "\n");
    snprintf(buf, n, "%.*s", (int)l, e);
}

void kf_omp_tcache_free(struct kf_omp_tcache *tc)
{
    free(tc->text);
    kf_analysis_free(tc->a);
    tc->text = NULL;
    tc->a = NULL;
}

int kf_omp_transform_text(const struct kf_analysis *a, const struct kf_gen_options *o, char **text,
                          const char *spec, struct kf_omp_tcache *tc, char *why, size_t nwhy)
{
    char *dump = NULL;
    size_t dlen = 0;
    FILE *m = open_memstream(&dump, &dlen);
    kf_diag *d = m ? kf_diag_new(m) : NULL;
    size_t len = strlen(*text);
    if (d && (!tc->text || strcmp(tc->text, *text) != 0)) {
        kf_omp_tcache_free(tc);
        tc->a = kf_transform_analyse(a->prog->file, *text, o->fe, d);
        if (tc->a && !(tc->text = strdup(*text)))
            kf_omp_tcache_free(tc);
    }
    /* without the analysis (an error in the text), kf_transform_apply says why */
    char *t2 = !d ? NULL
               : tc->a ? kf_transform_apply_to(tc->a, *text, len, spec, o->fe, d)
                       : kf_transform_apply(a->prog->file, *text, len, spec, o->fe, d);
    kf_diag_free(d);
    if (m)
        fclose(m);
    if (!t2)
        first_error(dump, why, nwhy);
    free(dump);
    if (!t2)
        return -1;
    free(*text);
    *text = t2;
    return 0;
}

/* Rewrites c's loop in *text (replaced by the new text on success); 0, or
 * -1 with why. */
static int distribute_one(const struct kf_analysis *a, const struct kf_gen_options *o,
                          char **text, const struct cand *c, struct kf_omp_tcache *tc,
                          char *why, size_t nwhy)
{
    char spec[64];
    snprintf(spec, sizeof spec, "distribute(line:%u)", c->line);
    return kf_omp_transform_text(a, o, text, spec, tc, why, nwhy);
}

int kf_omp_distribute(const struct kf_analysis *a, const char *text, size_t len,
                      const struct kf_gen_options *o, struct kf_gen_notes *notes,
                      struct kf_analysis **a2, char **t2)
{
    *a2 = NULL;
    *t2 = NULL;
    int nc = 0, cap = 0;
    struct cand *cs = NULL;
    for (int fi = 0; fi < a->nfrag; kf_analysis_leave(a, fi), fi++) {
        if (kf_analysis_enter(a, fi) != 0 || !a->deps[fi])
            continue;
        const struct kf_fragment *f = a->prog->frags[fi];
        for (int l = 0; l < f->nloop; l++) {
            const struct kf_node *J = f->loops[l];
            const struct kf_node *K = worth(text, f, a->deps[fi], J);
            if (!K)
                continue;
            if (nc == cap) {
                struct cand *n = realloc(cs, (size_t)(cap = cap ? 2 * cap : 8) * sizeof *n);
                if (!n) {
                    kf_analysis_leave(a, fi);
                    free(cs);
                    return -1;
                }
                cs = n;
            }
            cs[nc] = (struct cand){.frag = f->id, .line = text_line(text, J->header.begin.offset)};
            snprintf(cs[nc].id, sizeof cs[nc].id, "%s", J->id);
            snprintf(cs[nc].kid, sizeof cs[nc].kid, "%s", K->id);
            nc++;
        }
    }
    if (nc == 0)
        return 0;
    qsort(cs, (size_t)nc, sizeof *cs, by_line_down);
    char *cur = strndup(text, len);
    int rc = cur ? 0 : -1, done = 0;
    struct kf_omp_tcache *tc = &notes->tcache; /* kf_omp_rewrite frees it */
    for (int i = 0; i < nc && rc == 0; i++) {
        char why[512];
        cs[i].done = false;
        if (done == KF_DISTRIB_MAX)
            snprintf(cs[i].why, sizeof cs[i].why, "not distributed: %d loops of the file are, "
                     "each analysed again", KF_DISTRIB_MAX);
        else if (distribute_one(a, o, &cur, &cs[i], tc, why, sizeof why) == 0)
            cs[i].done = ++done > 0;
        else
            snprintf(cs[i].why, sizeof cs[i].why, "not distributed: %s", why);
    }
    struct kf_analysis *b = NULL;
    if (rc == 0 && done > 0) {
        char *dump = NULL;
        size_t dlen = 0;
        FILE *quiet = open_memstream(&dump, &dlen);
        kf_diag *qd = quiet ? kf_diag_new(quiet) : NULL;
        b = qd ? kf_omp_reanalyse(a, o, text, len, cur, qd) : NULL;
        kf_diag_free(qd);
        if (quiet)
            fclose(quiet);
        free(dump);
    }
    for (int i = 0; i < nc && rc == 0; i++) {
        if (cs[i].done && b)
            snprintf(cs[i].why, sizeof cs[i].why,
                     "distributed over its body before the plan (a loop for each statement and "
                     "inner loop): %s has fewer accesses with a large stride with %s's iterator "
                     "innermost, which the plan can then sink or interchange",
                     cs[i].kid, cs[i].id);
        else if (cs[i].done)
            snprintf(cs[i].why, sizeof cs[i].why,
                     "not distributed: the rewritten text does not analyse");
        if (kf_omp_note_add(notes, cs[i].frag, cs[i].id, cs[i].why) != 0)
            rc = -1;
    }
    free(cs);
    if (b && rc == 0) {
        *a2 = b;
        *t2 = cur;
        cur = NULL;
    } else {
        kf_analysis_free(b);
    }
    free(cur);
    return rc;
}
