/*
 * tu.h: the translation unit as the front end parses it, for modules that
 * walk clang's AST themselves (the call and control-flow graphs of
 * analysis/graph.c): the same flags (-xc, gcc's lenient warnings, the
 * user's CFLAGS) and the same report of clang's errors as kf_fe_parse.
 *
 * Ownership: *tu is the caller's (clang_disposeTranslationUnit); text is
 * kept, and must outlive the unit.
 */
#ifndef KFORGE_FRONTEND_C_TU_H
#define KFORGE_FRONTEND_C_TU_H

#include <clang-c/Index.h>
#include <stdbool.h>
#include <stddef.h>

#include "kforge/diag.h"
#include "kforge/frontend.h"

/* Parses `file` whose contents are text[0..len) into *tu. */
enum CXErrorCode kf_fe_tu_parse(CXIndex idx, const char *file, const struct kf_fe_options *opt,
                                const char *text, size_t len, CXTranslationUnit *tu);

/* Reports clang's errors (and the warnings gcc treats as errors) through
 * d; true when there was an error. */
bool kf_fe_tu_errors(CXTranslationUnit tu, const char *file, kf_diag *d);

#endif
