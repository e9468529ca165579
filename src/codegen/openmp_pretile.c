/*
 * openmp_pretile.c: interchanges made before the plan so that the tiler
 * sees the band they form (openmp.h, kf_omp_pretile).
 *
 * The plan interchanges loops inside a loop L that runs in parallel where
 * stride-1 access pays (kf_omp_interchange), and tiles L with the band
 * below it (kf_omp_tile); both rewrite the same text, so on the user's
 * text only one of them can happen.  2mm's
 *
 *   for i { for j { tmp = 0; for k tmp[i][j] += A[i][k] * B[k][j]; } }
 *
 * has no band of three loops; once distributed and interchanged it is
 * gemm's nest, i { j { tmp = 0 } k { j { += } } }, which the tiler takes.
 * So: a trial plan notes the interchanges it makes inside each parallel L
 * (without their simd lines: the text is analysed again), the text is
 * rewritten with them and analysed again, and a second trial shows which
 * L are then tiled.  An L that is not keeps its text as written (the plan
 * interchanges it as before); the rounds go on until every rewrite left
 * is tiled, as the accumulator rewrite's do (openmp_accum.c).
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/openmp.h"
#include "kforge/kforge.h"
#include "support/linemap.h"

bool kf_omp_pretile_recording(const struct gen *g)
{
    return g->accum && g->accum->pre_mode == KF_PRE_RECORD;
}

void kf_omp_pretile_why(struct gen *g, const char *fmt, ...)
{
    if (!kf_omp_pretile_recording(g))
        return;
    va_list ap;
    va_start(ap, fmt);
    char *line = NULL, *all = NULL;
    if (vasprintf(&line, fmt, ap) < 0)
        line = NULL;
    va_end(ap);
    if (!line || asprintf(&all, "%s%s", g->accum->pending ? g->accum->pending : "", line) < 0) {
        g->nomem = true;
        free(line);
        return;
    }
    free(line);
    free(g->accum->pending);
    g->accum->pending = all;
}

static struct pretile_note *find(struct kf_gen_notes *n, int frag, const char *loop)
{
    for (int i = 0; n && i < n->npre; i++)
        if (n->pre[i].frag == frag && strcmp(n->pre[i].loop, loop) == 0)
            return &n->pre[i];
    return NULL;
}

void kf_omp_pretile_record(struct gen *g, const struct kf_fragment *f, const struct kf_node *L,
                           int from)
{
    struct kf_gen_notes *n = g->accum;
    char *why = n->pending;
    n->pending = NULL;
    if (g->nedit == from) {
        free(why);
        return;
    }
    struct pretile_note *p = realloc(n->pre, (size_t)(n->npre + 1) * sizeof *p);
    struct edit *e = malloc((size_t)(g->nedit - from) * sizeof *e);
    if (p)
        n->pre = p;
    if (!p || !e) {
        free(e);
        free(why);
        g->nomem = true;
        return;
    }
    p = &n->pre[n->npre];
    *p = (struct pretile_note){.frag = f->id, .loop = strdup(L->id), .edit = e, .why = why};
    for (int i = from; i < g->nedit; i++) {
        e[p->nedit] = g->edits[i];
        e[p->nedit].text = strdup(g->edits[i].text);
        if (e[p->nedit].text)
            p->nedit++;
        else
            g->nomem = true;
    }
    n->npre++;
    if (!p->loop)
        g->nomem = true;
}

void kf_omp_pretile_tiled(struct gen *g, const struct kf_fragment *f, const struct kf_node *L)
{
    struct pretile_note *p = find(g->accum, f->id, L->id);
    if (!p)
        return;
    if (g->accum->pre_mode == KF_PRE_CHECK)
        p->tiled = true;
    else if (!g->accum->trial && !p->told && p->why) {
        kf_gen_explain(g, "%s", p->why);
        p->told = true;
    }
}

static void drop(struct pretile_note *p)
{
    for (int i = 0; i < p->nedit; i++)
        free(p->edit[i].text);
    free(p->edit);
    free(p->loop);
    free(p->why);
}

void kf_omp_pretile_free(struct kf_gen_notes *n)
{
    for (int i = 0; i < n->npre; i++)
        drop(&n->pre[i]);
    free(n->pre);
    free(n->pending);
}

bool kf_omp_trial(const struct kf_analysis *a, const char *text, const struct kf_gen_options *o,
                  struct kf_gen_notes *notes, enum kf_omp_pre m, kf_diag *qd)
{
    struct kf_gen_options ot = *o;
    ot.explain = NULL;
    ot.dump = NULL; /* the trials are not the plan */
    char *out = NULL, *dev = NULL;
    notes->trial = true;
    notes->pre_mode = m;
    bool ok = kf_gen_run(&kf_backend_openmp, a, text, strlen(text), &ot, qd, notes, &out,
                         &dev) == KF_GEN_OK;
    notes->trial = false;
    notes->pre_mode = KF_PRE_OFF;
    free(out);
    free(dev);
    free(notes->pending);
    notes->pending = NULL;
    return ok;
}

/* The text with every note's edits made (NULL: out of memory). */
static char *rewrite(const char *text, size_t len, const struct kf_gen_notes *n)
{
    struct gen t = {.text = text, .len = len};
    for (int i = 0; i < n->npre && !t.nomem; i++)
        for (int k = 0; k < n->pre[i].nedit; k++)
            kf_gen_replace(&t, n->pre[i].edit[k].offset, n->pre[i].edit[k].del, "%s",
                           n->pre[i].edit[k].text);
    return kf_omp_edited(&t);
}

char *kf_omp_edited(struct gen *t)
{
    char *r = t->nomem ? NULL : kf_gen_apply_edits(t);
    for (int i = 0; i < t->nedit; i++)
        free(t->edits[i].text);
    free(t->edits);
    return r;
}

struct kf_analysis *kf_omp_reanalyse(const struct kf_analysis *a, const struct kf_gen_options *o,
                                     const char *t1, size_t n1, const char *t2, kf_diag *qd)
{
    struct kf_fe_options fo = *o->fe;
    fo.unsaved_text = t2;
    /* its locations the user's (issue 14): t2's lines placed in t1, t1's
     * by a's map */
    kf_arena *ar = kf_arena_new();
    fo.lines = ar ? kf_linemap_new(ar, t1, n1, t2, a->prog->lines) : NULL;
    int errors = kf_diag_errors(qd);
    struct kf_analysis *b = kf_analyze_file(a->prog->file, &fo, qd);
    kf_arena_free(ar); /* (the program keeps a copy) */
    if (b && (b->nfrag != a->nfrag || kf_diag_errors(qd) != errors)) {
        kf_analysis_free(b);
        b = NULL;
    }
    return b;
}

int kf_omp_pretile(const struct kf_analysis *a, const char *text, size_t len,
                   const struct kf_gen_options *o, struct kf_gen_notes *notes,
                   struct kf_analysis **a3, char **t3)
{
    *a3 = NULL;
    *t3 = NULL;
    char *dump = NULL;
    size_t dlen = 0;
    FILE *quiet = open_memstream(&dump, &dlen); /* what the trials would say */
    if (!quiet)
        return -1;
    kf_diag *qd = kf_diag_new(quiet);
    int rc = 0;
    if (!qd || !kf_omp_trial(a, text, o, notes, KF_PRE_RECORD, qd))
        notes->npre = 0; /* (none noted when the plan fails) */
    while (notes->npre > 0) {
        char *t2 = rewrite(text, len, notes);
        if (!t2) {
            rc = -1;
            break;
        }
        struct kf_analysis *b = kf_omp_reanalyse(a, o, text, len, t2, qd);
        bool ok = b && kf_omp_trial(b, t2, o, notes, KF_PRE_CHECK, qd);
        int kept = 0;
        for (int i = 0; i < notes->npre; i++) {
            if (ok && notes->pre[i].tiled)
                notes->pre[kept++] = notes->pre[i];
            else
                drop(&notes->pre[i]);
        }
        bool all = kept == notes->npre;
        notes->npre = kept;
        for (int i = 0; i < kept; i++)
            notes->pre[i].tiled = false;
        if (all) {
            *a3 = b;
            *t3 = t2;
            break;
        }
        kf_analysis_free(b);
        free(t2);
    }
    kf_diag_free(qd);
    fclose(quiet);
    free(dump);
    return rc;
}
