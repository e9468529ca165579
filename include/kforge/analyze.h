/*
 * analyze.h: the analysis pipeline and its reports (`kforge analyze`).
 *
 * Contract: kf_analyze_file runs front end -> model -> dependences on one C
 * file and keeps all three for every fragment; the printers write the text
 * report, the JSON document (jansson, written through json.h; fields in
 * docs/c-loops.md) and the
 * dependence graph in DOT.  The next stage (code generation) takes a
 * kf_analysis as its input: the IR for the source text and structure, the
 * model for the isl sets, the deps for the verdicts.
 *
 * Ownership: kf_analyze_file gives an analysis (NULL after diagnostics
 * through d when the file cannot be analysed); kf_analysis_free takes it.
 *
 * Scale: a file of thousands of fragments would hold every fragment's model
 * and dependences at once.  kf_analyze_lazy parses the file and builds
 * neither: kf_analysis_enter builds those of a fragment's function (the
 * fragments a back end reads together: a region, an array's extent) before
 * the fragment is read, kf_analysis_leave frees them after the function's
 * last fragment, so that memory stays that of one function.  A reader that
 * reads every fragment in turn several times (gen's passes) calls
 * kf_analysis_keep first: leave then keeps the models of the file's first
 * functions, up to a budget of statements, with every assumption taken
 * back as a fresh build has them (building them anew for each pass was two
 * thirds of gen's time on a file of a few functions).  A reader of a
 * lazy analysis reads models[i] and deps[i] only between the two; on an
 * analysis from kf_analyze_file both do nothing.  d must outlive a lazy
 * analysis (later builds report through it).
 *
 * Run-time assumptions: models[i] and deps[i] hold for every value of the
 * parameters.  Where a linearised array's shape is proven only for some
 * (model.h, kf_model_build_assuming: img[y*stride + x] with x < w needs
 * w <= stride), amodels[i] is the model under that assumption and adeps[i]
 * its dependences, NULL elsewhere (and with kf_fe_options.no_assume).
 * Only a reader that puts the fragment behind a run-time test of
 * amodels[i]->assume_text may rely on them (OpenMP, openmp_alias.c); the
 * reports print both.
 *
 * A reader that puts fragment i whole behind that test (the GPU targets,
 * gpu.c: kernels, buffer extents and overlap tests all from the assumed
 * model) calls kf_analysis_assume: models[i] and deps[i] are then the
 * assumed ones, amodels[i] and adeps[i] the unconditional ones, and
 * assumed[i] is set, so that every reader of models/deps (extent.h
 * included) sees the model under the assumption; kf_analysis_unassume puts
 * them back.  A lazy analysis forgets it with the function's models.
 *
 * Rows apart: an array of row pointers (double **c, double ***u) is read
 * as one imprecise dimension, since its rows may be shared.  Where reading
 * it as c[i][j] with its rows apart gives a loop parallelism (analyze.c),
 * rmodels[i] and rdeps[i] hold that reading, for a back end that tests at
 * run time that the rows lie apart (OpenMP's alias-test, openmp_alias.c)
 * and for the reports.  A reader that puts fragment i whole behind that
 * test (the GPU targets, gpu.c: kernels, packed rows, buffer extents)
 * calls kf_analysis_take_rows, which exchanges models[i]/deps[i] with
 * rmodels[i]/rdeps[i] as kf_analysis_assume does with the assumed ones
 * (taken[i] set), and kf_analysis_give_rows to put them back.
 */
#ifndef KFORGE_ANALYZE_H
#define KFORGE_ANALYZE_H

#include <stdio.h>

#include "kforge/deps.h"
#include "kforge/diag.h"
#include "kforge/frontend.h"
#include "kforge/ir.h"
#include "kforge/json.h"
#include "kforge/model.h"

struct kf_analysis {
    struct kf_program *prog;
    int nfrag;
    struct kf_model **models; /* per fragment */
    struct kf_deps **deps;    /* per fragment */
    struct kf_model **amodels; /* per fragment: the model under a run-time assumption, or NULL */
    struct kf_deps **adeps;    /* per fragment: its dependences, or NULL */
    struct kf_model **rmodels; /* per fragment: the model that takes the rows of its arrays
                                  of row pointers apart (kf_model_build_rows), where that
                                  gives a loop parallelism the model as written does not;
                                  else NULL */
    struct kf_deps **rdeps;    /* per fragment: its dependences, or NULL */
    bool no_assume;            /* kf_fe_options.no_assume: no amodels, no rmodels */
    bool *assumed;             /* per fragment: models/deps and amodels/adeps exchanged
                                  (kf_analysis_assume) */
    bool *taken;               /* per fragment: models/deps and rmodels/rdeps exchanged
                                  (kf_analysis_take_rows) */
    kf_diag *lazy;            /* a lazy analysis: where its builds report; else NULL */
    int keep;                 /* a lazy analysis: kf_analysis_leave keeps the models of
                                 fragments 0..keep-1 (whole functions; kf_analysis_keep) */
};

/* gen's budget for kf_analysis_keep: a model and its dependences take some
 * 25 kB a statement on small fragments (bench/scale), so some 25 MB. */
#define KF_ANALYSIS_KEEP 1024

struct kf_analysis *kf_analyze_file(const char *file, const struct kf_fe_options *opt, kf_diag *d);
struct kf_analysis *kf_analyze_lazy(const char *file, const struct kf_fe_options *opt, kf_diag *d);
void kf_analysis_free(struct kf_analysis *a);
/* The fragments of fragment fi's function: [*lo, *hi]. */
void kf_analysis_function_span(const struct kf_analysis *a, int fi, int *lo, int *hi);
/* Builds what fragment fi's function lacks (0), or -1 after diagnostics
 * when isl rejects a model. */
int kf_analysis_enter(const struct kf_analysis *a, int fi);
/* Frees the models and dependences of fi's function when fi is its last
 * fragment (a lazy analysis only; those of fragments below keep stay,
 * their assumptions taken back). */
void kf_analysis_leave(const struct kf_analysis *a, int fi);
/* A lazy analysis keeps, from now on, the models of its first functions
 * whose statements add up to at most budget (0: none). */
void kf_analysis_keep(struct kf_analysis *a, int budget);

/* Exchanges fragment fi's models/deps with amodels/adeps (true), or does
 * nothing (false) where fi has no assumption or is assumed already;
 * unassume exchanges them back where assumed. */
bool kf_analysis_assume(const struct kf_analysis *a, int fi);
void kf_analysis_unassume(const struct kf_analysis *a, int fi);
/* The same for the model that takes rows apart: exchanges fi's
 * models/deps with rmodels/rdeps (true), or does nothing (false) where fi
 * has none, is assumed or has taken them already; give_rows exchanges
 * them back where taken. */
bool kf_analysis_take_rows(const struct kf_analysis *a, int fi);
void kf_analysis_give_rows(const struct kf_analysis *a, int fi);
/* May fragments fi and k of one function share a device buffer, so that
 * an extent of one counts the other's accesses (extent.h)?  Not where
 * either is assumed or has taken its rows apart: that one runs in a
 * version of its own, and its extents hold only under its test. */
bool kf_analysis_may_share(const struct kf_analysis *a, int fi, int k);

/* The model and dependences the reports show for fragment fi: those under
 * its run-time assumption where it has one (amodels, adeps), else the
 * unconditional ones. */
const struct kf_model *kf_analysis_shown_model(const struct kf_analysis *a, int fi);
const struct kf_deps *kf_analysis_shown_deps(const struct kf_analysis *a, int fi);

/* The loop with id "L1.2" (fragment in *frag), or NULL. */
const struct kf_loop_info *kf_analysis_loop(const struct kf_analysis *a, const char *id, int *frag);

/* "sequential: ..." style one-line verdict of a loop, into buf.  A loop
 * blocked by a possible overlap that a run-time test could version reads
 * "; parallel where they do not overlap"; a back end that can place no such
 * test passes its reason as no_test ("; no run-time test: <no_test>"),
 * NULL otherwise. */
void kf_analyze_verdict_text(const struct kf_analysis *a, int frag, const struct kf_loop_info *li,
                             const char *no_test, char *buf, size_t n);

/* Loop li (an index into deps[frag]->loops) of fragment frag, sequential
 * as written: "parallel" (or "parallel, reduction") where the model that
 * takes the rows of its arrays of row pointers apart finds it so, at once
 * or where its pointers are found apart (rmodels above); else NULL. */
const char *kf_analyze_rows_verdict(const struct kf_analysis *a, int frag, int li);

/* "read", "write" or "may-write": how the reports name what access x does */
const char *kf_analyze_access_kind(const struct kf_access *x);

void kf_analyze_print_text(const struct kf_analysis *a, FILE *out);
/* The JSON document (__give: json_decref frees it), and that document
 * written through kf_json_write. */
json_t *kf_analyze_json(const struct kf_analysis *a);
void kf_analyze_print_json(const struct kf_analysis *a, FILE *out);
/* One use of an index scalar (kf_fragment.subst) as analyze and gen
 * --explain print it, one line without its newline: "index: line 54: jg =
 * 8 * c + off + 8 (set at line 52)", or "index: line 78: k kept: it is set
 * under the if at line 77". */
void kf_analyze_subst_text(const struct kf_subst *x, char *buf, size_t n);
/* "scop", "target" or "loop". */
const char *kf_analyze_fragment_kind(enum kf_fragment_kind k);
void kf_analyze_print_dot(const struct kf_analysis *a, FILE *out);
/* The isl model of every fragment (domains, schedules, accesses), for
 * debugging: `kforge analyze --dump-model`. */
void kf_analyze_print_model(const struct kf_analysis *a, FILE *out);

#endif
