/*
 * transform_int.h (private): what the driver of `kforge transform`
 * (transform.c: the spec, the loops it names, the diagnostics, the
 * schedule test) shares with the transformations (transform_loops.c).
 *
 * Contract: a transformation gets the analysed text and its arguments in
 * a struct xf, and either fills x->begin, x->end and x->repl (a malloc'ed
 * text for the bytes [begin, end)) and returns 0, or reports why not
 * through xf_refuse / xf_refuse_dep and returns -1.
 */
#ifndef KF_TRANSFORM_INT_H
#define KF_TRANSFORM_INT_H

#include <stdbool.h>
#include <stdio.h>

#include "kforge/analyze.h"
#include "kforge/transform.h"

enum { XF_MAXARG = 8 };

struct xf {
    const char *file, *text, *spec;
    const struct kf_fe_options *fo; /* the compiler flags (inline, outline parse again) */
    size_t len;
    kf_diag *d;
    const struct kf_analysis *a; /* the text's (kf_transform_apply's own, or the caller's) */
    int nargs;
    char arg[XF_MAXARG][64];
    /* the edit */
    size_t begin, end;
    char *repl;
};

/* Loop argument k: the node and its fragment, or NULL after a diagnostic. */
const struct kf_node *xf_loop(struct xf *x, int k, int *frag);
/* Integer argument k (>= min), or -1 after a diagnostic. */
long xf_int(struct xf *x, int k, long min);

/* error: SPEC: MESSAGE at loop L's header; returns -1. */
int xf_refuse(struct xf *x, const struct kf_node *L, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The new time of statement s's instance, dimension d (2d+1 schedules,
 * dims of them), as an isl expression of the old one's a0, a1, ...; into
 * buf. */
typedef void xf_dim_fn(const void *arg, const struct kf_stmt *s, int d, char *buf, size_t n);

/* Checks the new schedule on every dependence of fragment `frag`: 0 when
 * each keeps its source first; otherwise an error at L naming the first
 * dependence reversed (its kind, variable, source and sink lines), -1. */
int xf_legal(struct xf *x, int frag, const struct kf_node *L, xf_dim_fn *fn, const void *arg);

/* Notes at the source and the sink of dependence d of fragment frag. */
void xf_dep_notes(struct xf *x, int frag, int d);

/* Shared checks: the iterator's final value (declared in the header, or
 * not named after the fragment), blockers and early exits: 0 or -1 after
 * an error. */
int xf_plain_loop(struct xf *x, int frag, const struct kf_node *L);

bool xf_in_subtree(const struct kf_stmt *s, const struct kf_node *L);

/* Text helpers (transform_loops.c). */
size_t xf_past_semi(const struct xf *x, size_t off);
/* One past the end of node n's text, its ';' included. */
size_t xf_node_end(const struct xf *x, const struct kf_node *n);
/* L's indentation into ind (false when L does not start its line); the
 * step inside it (its first child's indentation less L's, or 4 spaces). */
bool xf_indent_of(const struct xf *x, const struct kf_node *L, char *ind, size_t n);
void xf_unit_of(const struct xf *x, const struct kf_node *L, const char *ind, char *unit,
                size_t n);
/* Must what replaces L be braced to stay one statement? */
bool xf_needs_braces(const struct xf *x, const struct kf_fragment *f, const struct kf_node *L);
/* text[b, e) with the leading `from` of each line replaced by `to`, and
 * the identifier `name` (not a member, comment or literal) by `with`
 * (NULL: kept). */
void xf_put_copy(FILE *o, const struct xf *x, size_t b, size_t e, const char *from,
                 const char *to, const char *name, const char *with);
/* A bound's text, in parentheses unless it is one word. */
void xf_put_bound(FILE *o, const struct xf *x, size_t b, size_t e);
/* The stream's text (open_memstream's buffer is only set by fclose). */
char *xf_close_stream(FILE *o, char **buf);

/* The transformations (transform_loops.c, transform_expand.c,
 * transform_privatise.c). */
int xf_interchange(struct xf *x);
int xf_distribute(struct xf *x);
int xf_fuse(struct xf *x);
int xf_stripmine(struct xf *x);
int xf_tile(struct xf *x);
int xf_unroll(struct xf *x);
int xf_peel(struct xf *x);
int xf_expand(struct xf *x);
int xf_privatise(struct xf *x);
int xf_opexpand(struct xf *x);
int xf_inline(struct xf *x);
int xf_outline(struct xf *x);

#endif
