/*
 * transform.h: program transformations on demand (`kforge transform`),
 * the menu of seed 003 §2 ("расщепление, слияние, гнездование, раскрутка"):
 * loop distribution, fusion, interchange, strip-mining, tiling, unrolling
 * by a factor and in full, peeling (loop header removal), recurrence
 * elimination by scalar expansion, array privatisation (the last
 * iteration peeled), arithmetic operator expansion, full
 * inline substitution of a called function, subroutine splitting.
 *
 * Contract: kf_transform_apply takes the text of one C file and one spec,
 *
 *   spec  := NAME '(' ARG { ',' ARG } ')'
 *   ARG   := LOOP | INTEGER | 'full' | NAME   (inline's function, outline's new one)
 *   LOOP  := 'L1' | 'L1.2' ...   the ids `kforge analyze` prints
 *          | 'line:12'           the outermost loop whose header starts on line 12
 *
 * analyses the text (front end, model, dependences: analyze.h), checks the
 * transformation on the dependences with isl, and gives the text with the
 * one edit the transformation makes: the bytes outside the rewritten loops
 * are copied as they are, the loops' headers, statements and comments are
 * copied from their source ranges.  A refusal is a diagnostic through d
 * (the dependence it would reverse, with its source and sink lines, or
 * the shape it cannot handle) and NULL.
 *
 * Legality (each on the model's 2d+1 schedules, model.h): distribution,
 * fusion and interchange give every statement a new schedule, and every
 * dependence must keep its source first (xform.h, kf_xform_first_broken);
 * strip-mining and tiling need a permutable band (tile.h); unrolling,
 * peeling and expansion keep the order of every instance and are legal
 * when the loop has the shape they need (expansion: every iteration
 * writes the scalar before it reads it, nothing reads it after the loop;
 * privatisation: isl shows that every iteration writes the same elements
 * of the array and that no read sees a value from outside its iteration,
 * passes/transform_privatise.c).  Every transformation refuses a loop whose
 * iterator is declared outside its header and named after the fragment
 * (its final value could change).
 *
 * The transformations are the passes code generation uses where they
 * overlap: interchange and distribution check with xform.h's schedule
 * test, strip-mining and tiling are tile.h's text and band test.
 *
 * Several specs tried one after the other on the same text can share its
 * analysis: kf_transform_analyse makes the one kf_transform_apply would
 * (NULL where it fails or reports an error: kf_transform_apply then says
 * why), kf_transform_apply_to applies a spec to the text it was made of,
 * as kf_transform_apply would, and only reads it.
 *
 * Ownership: kf_transform_apply and kf_transform_apply_to give a
 * malloc'ed, NUL-terminated text (the caller frees it); nothing else is
 * kept.  kf_transform_analyse gives an analysis (kf_analysis_free).
 */
#ifndef KFORGE_TRANSFORM_H
#define KFORGE_TRANSFORM_H

#include <stddef.h>

#include "kforge/diag.h"
#include "kforge/frontend.h"

struct kf_analysis;

/* One row of the menu, in the order of `kforge transform --list`. */
struct kf_transform_info {
    const char *name;    /* "interchange" */
    const char *args;    /* "(LOOP, LOOP)" */
    const char *summary; /* one line */
};

/* The menu; its length in *n. */
const struct kf_transform_info *kf_transform_menu(int *n);

/* `text` (len bytes) is the file `file` as it stands (earlier transforms
 * applied); fo's compiler flags parse it (fo->unsaved_text is ignored). */
char *kf_transform_apply(const char *file, const char *text, size_t len, const char *spec,
                         const struct kf_fe_options *fo, kf_diag *d);
/* `text` NUL-terminated: the analysis reads it whole */
struct kf_analysis *kf_transform_analyse(const char *file, const char *text,
                                         const struct kf_fe_options *fo, kf_diag *d);
char *kf_transform_apply_to(const struct kf_analysis *a, const char *text, size_t len,
                            const char *spec, const struct kf_fe_options *fo, kf_diag *d);

#endif
