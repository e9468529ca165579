/*
 * openmp_accum.c: OpenMP's scalar accumulators (openmp.h, xform.h): the text rewritten
 * so that an array element accumulates itself where that lets the plan
 * interchange two loops, tried plan by plan until every rewrite pays.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/gpu_order.h"
#include "codegen/openmp.h"
#include "ir/poly.h"
#include "kforge/kforge.h"
#include "passes/xform.h"
#include "support/ctext.h"

/*
 * Scalar accumulators (xform.h, kf_xform_accum_check).  3mm writes its
 * products as
 *
 *   for j { double s = 0.0; for k s += A[i][k] * B[k][j]; E[i][j] = s; }
 *
 * and the private s keeps j and k from being interchanged the way gemm's
 * are (B[k][j] strided under k).  When s can stand for E[i][j], the text
 * is rewritten so that E[i][j] accumulates itself; the file is analysed
 * again, and the plan made on the new text.  The rewrite stays only where
 * that plan then interchanges J and K (proven legal by isl on the new
 * dependences, kf_omp_interchange): a trial plan per round, and a rewrite
 * whose interchange does not happen is undone, with the reason, until
 * every one left pays.  The notes keep, per loop J, the line --explain
 * prints when the final plan reaches J (or at the end of its fragment).
 */
void kf_omp_accums_free(struct kf_gen_notes *acc)
{
    for (int i = 0; i < acc->n; i++) {
        free(acc->note[i].loop);
        free(acc->note[i].why);
        free(acc->note[i].refused);
        free(acc->note[i].priv);
    }
    free(acc->note);
}

static struct accum_note *accum_note(struct kf_gen_notes *acc, int frag, const char *loop)
{
    for (int i = 0; acc && i < acc->n; i++)
        if (acc->note[i].frag == frag && strcmp(acc->note[i].loop, loop) == 0)
            return &acc->note[i];
    return NULL;
}

int kf_omp_note_add(struct kf_gen_notes *acc, int frag, const char *loop, const char *why)
{
    struct accum_note *n = realloc(acc->note, (size_t)(acc->n + 1) * sizeof *n);
    if (!n)
        return -1;
    acc->note = n;
    n = &acc->note[acc->n];
    *n = (struct accum_note){.frag = frag, .loop = strdup(loop), .why = strdup(why)};
    acc->n++;
    return n->loop && n->why ? 0 : -1;
}

/* kf_omp_interchange reached loop J with answer r (why): a trial notes
 * whether J was interchanged, the final plan prints J's note. */
void kf_omp_accums_reached(struct gen *g, const struct kf_fragment *f, const struct kf_node *J,
                           int r, const char *why)
{
    struct accum_note *n = accum_note(g->accum, f->id, J->id);
    if (!n)
        return;
    if (g->accum->trial) {
        n->paid = r == KF_XFORM_YES;
        if (r == KF_XFORM_REFUSED && !n->refused)
            n->refused = strdup(why);
        return;
    }
    kf_omp_accums_tell(g, f, J->id);
}

/* Prints the untold notes of fragment f (of loop `loop` only, unless NULL). */
void kf_omp_accums_tell(struct gen *g, const struct kf_fragment *f, const char *loop)
{
    for (int i = 0; g->accum && !g->accum->trial && i < g->accum->n; i++) {
        struct accum_note *n = &g->accum->note[i];
        if (n->frag == f->id && !n->told && (!loop || strcmp(n->loop, loop) == 0)) {
            kf_gen_explain(g, "%-8s %s\n", n->loop, n->why);
            n->told = true;
        }
    }
}

/* Is mention i of s inside a statement of f that accesses s?  (Where
 * x.shared, kf_xform_accum_check has shown with isl that those read none
 * of J's values.) */
static bool in_checked_stmt(const struct kf_fragment *f, int var, size_t i)
{
    for (int s = 0; s < f->nstmt; s++) {
        const struct kf_stmt *st = f->stmts[s];
        if (i < st->range.begin.offset || i >= st->range.end.offset)
            continue;
        for (int a = 0; a < st->naccess; a++)
            if (st->acc[a].var == var)
                return true;
    }
    return false;
}

/* Does the value s keeps after the fragment go unread?  Every mention of
 * s in its scope is in J, in its declaration, or (x.shared) in a statement
 * of the fragment that the value flow covered (count_ident errs on "read":
 * a comment that names s counts). */
static bool accum_dead(const struct gen *g, const struct kf_fragment *f,
                       const struct kf_xform_accum *x)
{
    const struct kf_var *v = &f->vars[x->var];
    const struct kf_node *J = x->J;
    if (v->is_global || v->is_param_decl || v->address_taken || v->decl.offset >= g->len)
        return false;
    size_t end = kf_omp_scope_end(g, v);
    if (end == g->len || kf_omp_named_in_macro(g, v->name))
        return false;
    int outside = 0;
    for (size_t i = v->decl.offset; i < end; i++)
        if (kf_ctext_ident_at(g->text, g->len, i, v->name) &&
            (i < J->range.begin.offset || i >= J->range.end.offset) &&
            !(x->shared && in_checked_stmt(f, x->var, i)))
            outside++;
    return outside == 1;
}

/* `double t;` alone on its line in the fragment, for an accumulator
 * that only J named (assigned there, not declared): the line goes too,
 * or the rewritten code would declare a variable it never uses. */
static void accum_drop_decl(struct gen *t, const struct kf_fragment *f,
                            const struct kf_xform_accum *x)
{
    const struct kf_var *v = &f->vars[x->var];
    size_t at = v->decl.offset, line, end;
    if (x->init->kind == KF_STMT_DECL || x->outlives || at >= t->len ||
        at < f->range.begin.offset || at >= f->range.end.offset ||
        kf_ctext_indent(t->text, at, &line) < 0)
        return;
    size_t i = at;
    while (i < t->len && t->text[i] != ';' && t->text[i] != '\n' && t->text[i] != '=' &&
           t->text[i] != ',')
        i++;
    if (i >= t->len || t->text[i] != ';')
        return;
    size_t n = i; /* the declarator ends with the name */
    while (n > at && (t->text[n - 1] == ' ' || t->text[n - 1] == '\t'))
        n--;
    size_t nl = strlen(v->name);
    if (n < at + nl || !kf_ctext_ident_at(t->text, t->len, n - nl, v->name))
        return;
    for (end = i + 1; end < t->len && (t->text[end] == ' ' || t->text[end] == '\t'); end++)
        ;
    if (end >= t->len || t->text[end] != '\n' || (end = kf_omp_scope_end(t, v)) == t->len)
        return;
    int outside = 0;
    for (size_t k = at; k < end; k++)
        if (kf_ctext_ident_at(t->text, t->len, k, v->name) &&
            (k < x->J->range.begin.offset || k >= x->J->range.end.offset))
            outside++;
    if (outside != 1)
        return;
    for (end = i + 1; t->text[end] != '\n'; end++)
        ;
    kf_gen_replace(t, line, end + 1 - line, "%s", "");
}

/* The text with the candidates rewritten (NULL: out of memory). */
static char *accum_rewrite(const struct kf_analysis *a, const char *text, size_t len,
                           struct kf_gen_notes *acc)
{
    struct gen t = {.text = text, .len = len};
    for (int i = 0; i < acc->n; i++) {
        const struct accum_note *n = &acc->note[i];
        if (!n->cand)
            continue;
        const struct kf_fragment *f = NULL;
        for (int fi = 0; fi < a->nfrag; fi++)
            if (a->prog->frags[fi]->id == n->frag)
                f = a->prog->frags[fi];
        size_t b, e;
        char *s = f ? kf_xform_accum_text(text, len, f, &n->x, &b, &e) : NULL;
        if (!s) {
            t.nomem = true;
            break;
        }
        kf_gen_replace(&t, b, e - b, "%s", s);
        free(s);
        accum_drop_decl(&t, f, &n->x);
    }
    return kf_omp_edited(&t);
}

/* What this pass built it frees again after the function's last fragment,
 * so that a lazy analysis holds one function's models at a time (analyze.h:
 * memory stays linear in the number of fragments). */
static void leave_built(const struct kf_analysis *a, int fi, bool *built)
{
    if (!*built)
        return;
    kf_analysis_leave(a, fi);
    *built = a->models[fi] != NULL;
}

/* The rewrites kf_xform_accum_check allows in the file, noted in acc
 * (cand set), the refusals too; how many, or -1 when out of memory. */
static int accum_candidates(const struct kf_analysis *a, const char *text, size_t len,
                            const struct kf_gen_options *o, struct kf_gen_notes *acc)
{
    const struct gen g0 = {.a = a, .text = text, .len = len, .o = o};
    int ncand = 0;
    bool built = false; /* this pass built the models of fi's function (a lazy analysis) */
    for (int fi = 0; fi < a->nfrag; leave_built(a, fi, &built), fi++) {
        const struct kf_fragment *f = a->prog->frags[fi];
        const struct kf_model *m = NULL;
        bool entered = false;
        for (int l = 0; l < f->nloop; l++) {
            const struct kf_node *J = f->loops[l];
            struct kf_xform_accum x;
            char why[512];
            /* the shape first (no model needed: NO comes before any use of
             * it), so that a fragment with none builds no model here */
            int r = kf_xform_accum_check(f, NULL, text, len, J, &x, why, sizeof why);
            if (r == KF_XFORM_NO)
                continue;
            if (!entered) { /* the model, for the value flow and the reads isl checks */
                entered = true;
                built |= a->lazy && !a->models[fi];
                m = kf_analysis_enter(a, fi) == 0 ? a->models[fi] : NULL;
            }
            r = kf_xform_accum_check(f, m, text, len, J, &x, why, sizeof why);
            if (r == KF_XFORM_YES && x.outlives && !accum_dead(&g0, f, &x)) {
                const struct kf_range er = x.elem->range;
                snprintf(why, sizeof why, "%s not accumulated in %.*s: it is declared outside the "
                         "fragment and may be read after %s", f->vars[x.var].name,
                         (int)(er.end.offset - er.begin.offset), text + er.begin.offset, J->id);
                r = KF_XFORM_REFUSED;
            }
            if (r == KF_XFORM_NO)
                continue;
            if (kf_omp_note_add(acc, f->id, J->id, why) != 0)
                return -1;
            if (r == KF_XFORM_YES) {
                acc->note[acc->n - 1].cand = true;
                acc->note[acc->n - 1].x = x;
                ncand++;
            }
        }
    }
    return ncand;
}

/* The outermost loop around J (the nest order-keep would reschedule). */
static const struct kf_node *nest_of(const struct kf_node *J)
{
    while (J->parent && J->parent->kind == KF_NODE_LOOP)
        J = J->parent;
    return J;
}

/* How many nests order-keep reschedules in the text with acc's candidates
 * rewritten (-1: out of memory; -2: the text does not analyse). */
static int order_trial(const struct kf_analysis *a, const char *text, size_t len,
                       const struct kf_gen_options *q, struct kf_gen_notes *acc, kf_diag *qd)
{
    char *t2 = accum_rewrite(a, text, len, acc);
    if (!t2)
        return -1;
    struct kf_analysis *b = kf_omp_reanalyse(a, q, text, len, t2, qd);
    int made = b ? kf_gpu_order_count(b, t2, strlen(t2), q) : -2;
    kf_analysis_free(b);
    free(t2);
    return made;
}

int kf_omp_accum_order(const struct kf_analysis *a, const char *text, size_t len,
                       const struct kf_gen_options *o, struct kf_analysis **a2, char **text2)
{
    *a2 = NULL;
    *text2 = NULL;
    if (o->disabled & (KF_PASS_BIT(KF_PASS_ACCUMULATE) | KF_PASS_BIT(KF_PASS_ORDER_KEEP)))
        return 0;
    struct kf_gen_notes acc = {0};
    struct kf_gen_options q = *o; /* the trials say nothing */
    q.explain = NULL;
    q.dump = NULL;
    int ncand = accum_candidates(a, text, len, &q, &acc), rc = ncand < 0 ? -1 : 0;
    char *dump = NULL;
    size_t dlen = 0;
    FILE *quiet = ncand > 0 ? open_memstream(&dump, &dlen) : NULL;
    kf_diag *qd = quiet ? kf_diag_new(quiet) : NULL;
    if (ncand > 0 && !qd)
        rc = -1;
    int base = rc == 0 && ncand > 0 ? kf_gpu_order_count(a, text, len, &q) : 0;
    if (base < 0)
        rc = -1;
    /* each nest's rewrites on their own: they stay where order-keep then
     * reschedules one nest more than it does as written */
    int kept = 0;
    bool *was = ncand > 0 ? calloc((size_t)acc.n, sizeof *was) : NULL;
    bool *in = ncand > 0 ? calloc((size_t)acc.n, sizeof *in) : NULL;
    bool *tried = ncand > 0 ? calloc((size_t)acc.n, sizeof *tried) : NULL;
    if (ncand > 0 && (!was || !in || !tried))
        rc = -1;
    for (int i = 0; rc == 0 && ncand > 0 && i < acc.n; i++) {
        if (!acc.note[i].cand || tried[i])
            continue;
        const struct kf_node *L = nest_of(acc.note[i].x.J);
        for (int k = 0; k < acc.n; k++) {
            was[k] = acc.note[k].cand;
            in[k] = was[k] && acc.note[k].frag == acc.note[i].frag && nest_of(acc.note[k].x.J) == L;
            acc.note[k].cand = in[k];
        }
        int made = order_trial(a, text, len, &q, &acc, qd);
        for (int k = 0; k < acc.n; k++) {
            if (in[k]) {
                acc.note[k].paid = made > base;
                tried[k] = true;
            }
            acc.note[k].cand = was[k];
        }
        if (made == -1)
            rc = -1;
        kept += made > base;
    }
    free(was);
    free(in);
    free(tried);
    for (int k = 0; k < acc.n; k++)
        acc.note[k].cand = acc.note[k].cand && acc.note[k].paid;
    if (rc == 0 && kept > 0) {
        char *t2 = accum_rewrite(a, text, len, &acc);
        struct kf_analysis *b = t2 ? kf_omp_reanalyse(a, o, text, len, t2, qd) : NULL;
        if (!t2)
            rc = -1;
        else if (!b)
            free(t2);
        else {
            *a2 = b;
            *text2 = t2;
            for (int k = 0; o->explain && k < acc.n; k++)
                if (acc.note[k].cand) {
                    const struct kf_xform_accum *x = &acc.note[k].x;
                    const struct kf_range er = x->elem->range;
                    const char *sn = "?";
                    for (int fi = 0; fi < a->nfrag; fi++)
                        if (a->prog->frags[fi]->id == acc.note[k].frag)
                            sn = a->prog->frags[fi]->vars[x->var].name;
                    fprintf(o->explain, "accumulate: %s: %s accumulated in %.*s itself%s, so that "
                            "order-keep can reschedule %s\n", acc.note[k].loop, sn,
                            (int)(er.end.offset - er.begin.offset), text + er.begin.offset,
                            x->apply ? " (the store stays, applying the rest to it in place: "
                                       "nothing else it reads changes meanwhile)" : "",
                            nest_of(x->J)->id);
                }
        }
    }
    kf_omp_accums_free(&acc);
    kf_diag_free(qd);
    if (quiet)
        fclose(quiet);
    free(dump);
    return rc;
}

int kf_omp_accumulators(const struct kf_analysis *a, const char *text, size_t len,
                        const struct kf_gen_options *o, struct kf_gen_notes *acc,
                        struct kf_analysis **a2, char **text2)
{
    *a2 = NULL;
    *text2 = NULL;
    int ncand = accum_candidates(a, text, len, o, acc);
    if (ncand < 0)
        return -1;
    char *dump = NULL;
    size_t dlen = 0;
    FILE *quiet = open_memstream(&dump, &dlen); /* what the trials would say */
    if (!quiet)
        return -1;
    kf_diag *qd = kf_diag_new(quiet);
    int rc = 0;
    while (ncand > 0 && rc == 0) {
        char *t2 = accum_rewrite(a, text, len, acc);
        if (!t2) {
            rc = -1;
            break;
        }
        struct kf_analysis *b = kf_omp_reanalyse(a, o, text, len, t2, qd);
        bool ok = b && kf_omp_trial(b, t2, o, acc, KF_PRE_OFF, qd);
        int dropped = 0;
        for (int i = 0; i < acc->n; i++) {
            struct accum_note *n = &acc->note[i];
            if (!n->cand || (ok && n->paid))
                continue;
            const struct kf_range er = n->x.elem->range;
            char *why = NULL;
            const char *sn = NULL;
            for (int fi = 0; fi < a->nfrag; fi++)
                if (a->prog->frags[fi]->id == n->frag)
                    sn = a->prog->frags[fi]->vars[n->x.var].name;
            int w = asprintf(&why, "%s not accumulated in %.*s: %s%s", sn ? sn : "?",
                             (int)(er.end.offset - er.begin.offset), text + er.begin.offset,
                             ok && n->refused ? "once rewritten, " : "",
                             !ok ? "the rewritten fragment does not analyse"
                             : n->refused ? n->refused
                                          : "no interchange follows (it is not inside a loop "
                                            "that runs in parallel, or it would not pay)");
            if (w < 0) {
                rc = -1;
                break;
            }
            free(n->why);
            n->why = why;
            n->cand = false;
            dropped++;
            ncand--;
        }
        for (int i = 0; i < acc->n; i++) {
            acc->note[i].paid = false;
            free(acc->note[i].refused);
            acc->note[i].refused = NULL;
        }
        if (dropped == 0 && rc == 0) {
            *a2 = b;
            *text2 = t2;
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

/* A rewrite before the plan, as each of them is declared (openmp.h). */
typedef int pre_fn(const struct kf_analysis *a, const char *text, size_t len,
                   const struct kf_gen_options *o, struct kf_gen_notes *notes,
                   struct kf_analysis **a2, char **t2);

/* fn on the latest text (*a2 and *text2, else a and text); what it gives
 * replaces them.  fn's status; *done: it rewrote. */
static int pre_pass(pre_fn *fn, const struct kf_analysis *a, const char *text, size_t len,
                    const struct kf_gen_options *o, struct kf_gen_notes *notes,
                    struct kf_analysis **a2, char **text2, bool *done)
{
    struct kf_analysis *an = NULL;
    char *tn = NULL;
    int rc = *text2 ? fn(*a2, *text2, strlen(*text2), o, notes, &an, &tn)
                    : fn(a, text, len, o, notes, &an, &tn);
    *done = an != NULL;
    if (an) {
        kf_analysis_free(*a2);
        free(*text2);
        *a2 = an;
        *text2 = tn;
    }
    return rc;
}

int kf_omp_rewrite(const struct kf_analysis *a, const char *text, size_t len,
                   const struct kf_gen_options *o, struct kf_gen_notes **notes,
                   struct kf_analysis **a2, char **text2)
{
    *a2 = NULL;
    *text2 = NULL;
    if (!(*notes = calloc(1, sizeof **notes)))
        return -1;
    bool done = false;
    /* first the loop conditions OpenMP would not take (openmp_form.c) */
    int rc = pre_pass(kf_omp_loop_form, a, text, len, o, *notes, a2, text2, &done);
    if (rc == 0 && o->dump && o->dump_after == KF_PASS_LOOP_FORM)
        fprintf(o->dump, *text2 ? "-- loop-form: the text the plan runs on\n%s"
                                : "-- loop-form: no condition rewritten%s\n", *text2 ? *text2 : "");
    if (rc == 0 && !(o->disabled & (KF_PASS_BIT(KF_PASS_ACCUMULATE))))
        rc = pre_pass(kf_omp_accumulators, a, text, len, o, *notes, a2, text2, &done);
    if (rc == 0 && o->dump && o->dump_after == KF_PASS_ACCUMULATE) {
        if (*text2)
            fprintf(o->dump, "-- accumulate: the text the plan runs on\n%s", *text2);
        else
            fprintf(o->dump, "-- accumulate: no accumulator rewritten\n");
    }
    /* then the scratch rows made private so that their loops run in
     * parallel (openmp_privatise.c) */
    if (rc == 0 && !(o->disabled & KF_PASS_BIT(KF_PASS_PRIVATISE_ARRAY))) {
        rc = pre_pass(kf_omp_privatise, a, text, len, o, *notes, a2, text2, &done);
        if (rc == 0 && o->dump && o->dump_after == KF_PASS_PRIVATISE_ARRAY)
            fprintf(o->dump, done ? "-- privatise-array: the text the plan runs on\n%s"
                                  : "-- privatise-array: no array privatised%s\n",
                    done ? *text2 : "");
    }
    /* then the scalars expanded so that the plan can turn their loops (openmp_expand.c) */
    if (rc == 0 && !(o->disabled & KF_PASS_BIT(KF_PASS_EXPAND))) {
        rc = pre_pass(kf_omp_expand, a, text, len, o, *notes, a2, text2, &done);
        if (rc == 0 && o->dump && o->dump_after == KF_PASS_EXPAND)
            fprintf(o->dump, done ? "-- expand: the text the plan runs on\n%s"
                                  : "-- expand: no scalar expanded%s\n", done ? *text2 : "");
    }
    /* then the loops distributed so that the plan can turn them (openmp_distrib.c) */
    if (rc == 0 && !(o->disabled & KF_PASS_BIT(KF_PASS_DISTRIBUTE))) {
        rc = pre_pass(kf_omp_distribute, a, text, len, o, *notes, a2, text2, &done);
        if (rc == 0 && o->dump && o->dump_after == KF_PASS_DISTRIBUTE)
            fprintf(o->dump, done ? "-- distribute: the text the plan runs on\n%s"
                                  : "-- distribute: no loop distributed%s\n", done ? *text2 : "");
    }
    kf_omp_tcache_free(&(*notes)->tcache); /* the transforms' analysis, done with */
    /* then the interchanges that make a band for the tiler (openmp_pretile.c) */
    const uint64_t off = KF_PASS_BIT(KF_PASS_TILE) | KF_PASS_BIT(KF_PASS_INTERCHANGE);
    if (rc != 0 || (o->disabled & off) || o->ntile < 0)
        return rc;
    rc = pre_pass(kf_omp_pretile, a, text, len, o, *notes, a2, text2, &done);
    if (rc == 0 && o->dump && done &&
        (o->dump_after == KF_PASS_TILE || o->dump_after == KF_PASS_INTERCHANGE))
        fprintf(o->dump, "-- %s: interchanged before the plan, for the tiler: the text the plan "
                         "runs on\n%s", o->dump_after == KF_PASS_TILE ? "tile" : "interchange",
                *text2);
    return rc;
}

void kf_omp_notes_free(struct kf_gen_notes *acc)
{
    if (!acc)
        return;
    kf_omp_tcache_free(&acc->tcache);
    kf_omp_accums_free(acc);
    kf_omp_pretile_free(acc);
    free(acc);
}

/* The notes of fragment f that no loop of the plan reached; then the
 * accumulators kept in scalars (openmp_scalar.c), after every other edit. */
void kf_omp_fragment_done(struct gen *g, const struct kf_fragment *f)
{
    kf_omp_scalar_acc(g, f);
    kf_omp_accums_tell(g, f, NULL);
    kf_omp_privatise_guard(g, f);
}
