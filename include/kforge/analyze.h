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
};

struct kf_analysis *kf_analyze_file(const char *file, const struct kf_fe_options *opt, kf_diag *d);
void kf_analysis_free(struct kf_analysis *a);

/* The loop with id "L1.2" (fragment in *frag), or NULL. */
const struct kf_loop_info *kf_analysis_loop(const struct kf_analysis *a, const char *id, int *frag);

/* "sequential: ..." style one-line verdict of a loop, into buf. */
void kf_analyze_verdict_text(const struct kf_analysis *a, int frag, const struct kf_loop_info *li,
                             char *buf, size_t n);

void kf_analyze_print_text(const struct kf_analysis *a, FILE *out);
/* The JSON document (__give: json_decref frees it), and that document
 * written through kf_json_write. */
json_t *kf_analyze_json(const struct kf_analysis *a);
void kf_analyze_print_json(const struct kf_analysis *a, FILE *out);
/* "scop", "target" or "loop". */
const char *kf_analyze_fragment_kind(enum kf_fragment_kind k);
void kf_analyze_print_dot(const struct kf_analysis *a, FILE *out);
/* The isl model of every fragment (domains, schedules, accesses), for
 * debugging: `kforge analyze --dump-model`. */
void kf_analyze_print_model(const struct kf_analysis *a, FILE *out);

#endif
