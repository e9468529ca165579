/*
 * ctext.h (private): C source text, read as bytes where the AST gives no
 * answer (the host code between fragments, the user's lines around an
 * edit).  One home for what code generation and the passes used to spell
 * out each in its own copy: where comments and literals end, where a line
 * starts and how it is indented, whether an identifier stands at an offset.
 *
 * Contract: every function reads text[0, len) only (text need not end in
 * '\0' there) and allocates nothing.  Offsets out of range are answered
 * as "nothing here": kf_ctext_skip returns i, kf_ctext_ident_at false.
 */
#ifndef KF_CTEXT_H
#define KF_CTEXT_H

#include <stdbool.h>
#include <stddef.h>

/* A character of an identifier ([A-Za-z0-9_]), and one that may start it. */
bool kf_ctext_is_ident(int c);
bool kf_ctext_is_ident_start(int c);

/* Is s a non-empty run of decimal digits (a constant extent as written)? */
bool kf_ctext_all_digits(const char *s);

/* What text[i] starts, skipped:
 *   / * ... * /   one past its end (len when unterminated)
 *   // ...        its '\n' (len at the end of the text): the caller sees
 *                 the line end
 *   "..." '...'   one past its closing quote, backslash escapes honoured
 *                 (len when unterminated)
 *   #...          with bol (text[i] starts a line, blanks aside): a
 *                 preprocessor line, up to its '\n' like a // comment
 * and otherwise i itself. */
size_t kf_ctext_skip(const char *text, size_t len, size_t i, bool bol);

/* The offset where the line holding text[at] starts. */
size_t kf_ctext_line_start(const char *text, size_t at);

/* Only blanks (spaces, tabs) before text[at] on its line?  Then the
 * indentation's width in bytes, with *line its start; else -1. */
int kf_ctext_indent(const char *text, size_t at, size_t *line);

/* Is the identifier `name` at text[i], whole (no identifier character
 * right before or after it)? */
bool kf_ctext_ident_at(const char *text, size_t len, size_t i, const char *name);

/* In the string s (NUL-terminated, NULL allowed): the next identifier
 * at or after s, its length in *n; NULL when there is none.  A digit
 * does not start one (but "1e5" holds "e5": numbers are not parsed). */
const char *kf_ctext_next_ident(const char *s, size_t *n);

/* In text[i, end) of C source: the offset of the next whole identifier
 * outside comments and literals (kf_ctext_skip), not one that starts in
 * the middle of a word, its length in *n; end when there is none. */
size_t kf_ctext_ident_in(const char *text, size_t end, size_t i, size_t *n);

#endif
