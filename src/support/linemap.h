/*
 * linemap.h (private): where each line of a rewritten text comes from in
 * the user's file (issue 14).
 *
 * The passes that rewrite nests before the plan (order-keep, deepen,
 * distribute, expand, accumulate, pretile) analyse the rewritten text
 * again, and every location the front end makes of it is the rewritten
 * text's.  A user reads `file:line:col` and must land on their own line,
 * so the front end maps each location's line and column through the map
 * of the text it parses (kf_fe_options.lines); byte offsets stay the
 * text's own (the edits of code generation are made on that text).
 *
 * kf_linemap_new compares the text before a rewrite (old, whose own map is
 * prev; NULL: old is the user's file) with the text after it (new) line by
 * line (Myers' diff, "An O(ND) difference algorithm and its variations",
 * 1986) and places each line of new:
 *
 *   a line the rewrite kept          where the old line came from, column too
 *   a line of a rewritten span that  that line (a statement copied, a loop
 *   equals a line of the old span,     header distributed), the column moved
 *   or of the block around it, but     by the indents' difference
 *   for blanks at its ends and a
 *   '{' that ends it
 *   any other line of the span       the span's first old line, at its first
 *                                      non-blank column
 *   a line only inserted             as that, over the old lines of the block
 *                                      the line before it closes (the else
 *                                      branch after a nest: the nest's lines),
 *                                      else the line before it
 *
 * and a range that ends on a line of a rewritten span ends on the span's
 * last old line (an inserted run: the line before it).
 *
 * Maps compose: prev places old's lines, so a text rewritten by several
 * passes in turn still names the user's lines.
 *
 * Ownership: a map lives in the arena it is made in; kf_linemap_dup copies
 * one into another.  NULL is the identity everywhere.
 */
#ifndef KF_LINEMAP_H
#define KF_LINEMAP_H

#include "kforge/arena.h"

struct kf_linemap;

/* The map of new_text (NUL-terminated), rewritten from old_text[0,
 * old_len) (NULL when out of memory: then locations stay the text's). */
struct kf_linemap *kf_linemap_new(kf_arena *a, const char *old_text, size_t old_len,
                                  const char *new_text, const struct kf_linemap *prev);
struct kf_linemap *kf_linemap_dup(kf_arena *a, const struct kf_linemap *m);

/* (*line, *col) of the mapped text, 1-based, replaced in place by the
 * user's; col may be NULL.  Lines past the map's end are left alone.
 * kf_linemap_end_at: the same for the end of a range, which on a line of
 * a rewritten span goes to the span's last old line (past its last
 * character), after an inserted run to the line before it. */
void kf_linemap_at(const struct kf_linemap *m, unsigned *line, unsigned *col);
void kf_linemap_end_at(const struct kf_linemap *m, unsigned *line, unsigned *col);

#endif
