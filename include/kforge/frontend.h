/*
 * frontend.h: C in, IR out (src/frontend/c/).
 *
 * Contract: kf_fe_parse reads one C file with libclang, with the user's
 * compiler flags, and gives the kf_program of ir.h: its fragments
 * (#pragma scop regions, #pragma kforge target statements, or every
 * outermost loop with `all`).  The program owns everything it holds;
 * kf_program_free releases it in one call.
 */
#ifndef KFORGE_FRONTEND_H
#define KFORGE_FRONTEND_H

#include <stdbool.h>

#include "kforge/diag.h"
#include "kforge/ir.h"

struct kf_fe_options {
    const char *const *cflags; /* compiler flags, as after `--` */
    int ncflags;
    bool all;                  /* --all: every outermost loop of every function */
    bool assume_no_alias;      /* --assume-no-alias */
    bool no_assume;            /* no model under a run-time assumption (analyze.h's amodels) */
    const char *unsaved_text;  /* when non-NULL, the file's contents (tests) */
    /* unsaved_text rewritten by a pass: where its lines are in the user's
     * file (support/linemap.h), so that every location the program holds
     * names the user's line and column; NULL: the text is the user's */
    const struct kf_linemap *lines;
};

/* Parses `file` and builds the program.  Reports problems through d (clang's
 * own diagnostics when the file does not parse).  Gives NULL when the file
 * could not be read or parsed.  A fragment with an error (reported through
 * d) is left out of the program, the others are kept: callers check
 * kf_diag_errors(d).  Fragment and loop ids count the left-out fragments
 * too (a loop the front end cannot read takes no id).  Free the result
 * with kf_program_free. */
struct kf_program *kf_fe_parse(const char *file, const struct kf_fe_options *opt, kf_diag *d);

#endif
