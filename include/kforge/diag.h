/*
 * diag.h: user diagnostics, gcc style.
 *
 * Contract: every message kforge shows a user about their input goes through
 * a kf_diag.  A report prints
 *
 *     file:line:col: error: message
 *       12 |     for (i = 0; i < n; i++)
 *          |     ^~~
 *
 * (the source line and a caret, with a range underline when the end column
 * is known) and counts errors and warnings.  A report the same as one
 * printed before (level, place and text) is counted but not printed again.  Source lines come from the file
 * on disk, or from a buffer registered with kf_diag_add_source (for unsaved
 * text in tests).  Internal invariants are not diagnostics: they die with
 * __FILE__:__LINE__.
 *
 * Ownership: kf_diag_new gives a context, kf_diag_free takes it.  Strings
 * passed in are copied.
 */
#ifndef KFORGE_DIAG_H
#define KFORGE_DIAG_H

#include <stdio.h>

enum kf_diag_level { KF_DIAG_NOTE, KF_DIAG_WARNING, KF_DIAG_ERROR };

typedef struct kf_diag kf_diag;

/* A context printing to out (stderr when NULL). */
kf_diag *kf_diag_new(FILE *out);
void kf_diag_free(kf_diag *d);

/* Registers the text of `file` so that reports need not read it from disk. */
void kf_diag_add_source(kf_diag *d, const char *file, const char *text);

/* Prints one report.  line/col are 1-based; line 0 means no location (just
 * "file: level: msg"); file NULL means no file ("kforge: level: msg").
 * end_col, when > col and on the same line, underlines col..end_col-1. */
void kf_diag_report(kf_diag *d, enum kf_diag_level level, const char *file, unsigned line,
                    unsigned col, unsigned end_col, const char *fmt, ...)
    __attribute__((format(printf, 7, 8)));

/* Errors and warnings reported so far. */
int kf_diag_errors(const kf_diag *d);
int kf_diag_warnings(const kf_diag *d);

/* Line `line` (1-based) of `file` without its newline, in a buffer owned by
 * the context and valid until the next call; NULL when unavailable. */
const char *kf_diag_source_line(kf_diag *d, const char *file, unsigned line);

#endif
