/*
 * openmp_form.c: loop conditions written in OpenMP's canonical loop form
 * before the plan (openmp.h, kf_omp_loop_form; the loop-form pass).
 *
 * `#pragma omp for` and `omp simd` take a loop only when its test is the
 * counter alone against a bound (i < e, e > i; OpenMP 5.2 §4.4.1).  The
 * front end reads more (i + 1 < n, n - i > 1, i < n && i < 100: any
 * comparison whose counter's coefficient is 1 or -1, and conjunctions of
 * them) and records, for a loop whose text is not in that form, the
 * condition printed from its bounds (kf_node.omp_cond: i <= n - 2,
 * i <= (n - 1 < 99 ? n - 1 : 99)).  This pass puts those conditions in
 * the text and analyses it again, so that every later rewrite copies a
 * loop gcc takes; without it the output would not compile wherever such a
 * loop gets a directive, so it is required.  The same iterations run: the
 * bounds are those the model already had.  A note for --explain says what
 * was written.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/openmp.h"

struct form {
    int frag; /* the fragment's id */
    const struct kf_node *L;
};

static int by_offset_desc(const void *a, const void *b)
{
    const struct form *x = a, *y = b;
    unsigned ox = x->L->cond.begin.offset, oy = y->L->cond.begin.offset;
    return ox < oy ? 1 : ox > oy ? -1 : 0;
}

int kf_omp_loop_form(const struct kf_analysis *a, const char *text, size_t len,
                     const struct kf_gen_options *o, struct kf_gen_notes *notes,
                     struct kf_analysis **a2, char **t2)
{
    *a2 = NULL;
    *t2 = NULL;
    int n = 0;
    for (int fi = 0; fi < a->nfrag; fi++)
        for (int l = 0; l < a->prog->frags[fi]->nloop; l++)
            n += a->prog->frags[fi]->loops[l]->omp_cond != NULL;
    if (n == 0)
        return 0;
    struct form *fs = malloc((size_t)n * sizeof *fs);
    if (!fs)
        return -1;
    n = 0;
    for (int fi = 0; fi < a->nfrag; fi++)
        for (int l = 0; l < a->prog->frags[fi]->nloop; l++)
            if (a->prog->frags[fi]->loops[l]->omp_cond)
                fs[n++] = (struct form){a->prog->frags[fi]->id, a->prog->frags[fi]->loops[l]};
    /* from the end of the file up, so that each edit leaves the offsets
     * of the ones still to make */
    qsort(fs, (size_t)n, sizeof *fs, by_offset_desc);
    char *t = strndup(text, len);
    size_t tl = len;
    int rc = t ? 0 : -1;
    for (int i = 0; rc == 0 && i < n; i++) {
        const struct kf_node *L = fs[i].L;
        size_t b = L->cond.begin.offset, e = L->cond.end.offset, k = strlen(L->omp_cond);
        if (e > tl || b > e)
            continue;
        char *nt = malloc(tl - (e - b) + k + 1);
        if (!nt) {
            rc = -1;
            break;
        }
        memcpy(nt, t, b);
        memcpy(nt + b, L->omp_cond, k);
        memcpy(nt + b + k, t + e, tl - e + 1);
        free(t);
        t = nt;
        tl = tl - (e - b) + k;
    }
    char *dump = NULL;
    size_t dlen = 0;
    FILE *quiet = rc == 0 ? open_memstream(&dump, &dlen) : NULL;
    kf_diag *qd = quiet ? kf_diag_new(quiet) : NULL;
    struct kf_analysis *b = qd ? kf_omp_reanalyse(a, o, text, len, t, qd) : NULL;
    if (rc == 0 && !qd)
        rc = -1;
    for (int i = n - 1; rc == 0 && i >= 0; i--) {
        const struct kf_node *L = fs[i].L;
        char why[700];
        snprintf(why, sizeof why,
                 b ? "its condition `%.*s` written `%s`: OpenMP's loop form, the same iterations"
                   : "its condition `%.*s` is not in OpenMP's loop form, and the text with `%s` "
                     "does not analyse",
                 (int)(L->cond.end.offset - L->cond.begin.offset), text + L->cond.begin.offset,
                 L->omp_cond);
        if (kf_omp_note_add(notes, fs[i].frag, L->id, why) != 0)
            rc = -1;
    }
    kf_diag_free(qd);
    if (quiet)
        fclose(quiet);
    free(dump);
    free(fs);
    if (b && rc == 0) {
        *a2 = b;
        *t2 = t;
    } else {
        kf_analysis_free(b);
        free(t);
    }
    return rc;
}
