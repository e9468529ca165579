/*
 * model_text.h (private): the isl text of one fragment's model.
 *
 * Contract: model.c builds every isl object of kf_model from isl's text
 * syntax; this module writes that text for a statement s of fragment f:
 *
 *   kf_mtext_domain   [p..] -> { S<id>[i0, ..] : loop bounds, affine ifs,
 *                     conditions with quotients (in pieces) }
 *   kf_mtext_sched    [p..] -> { S<id>[i..] -> [c0, t0, .., c(D)] }  (2D+1)
 *   kf_mtext_access   [p..] -> { S<id>[i..] -> v<var>[o..] : subscripts }
 *   kf_mtext_context  [p..] -> { : the host's facts }
 *
 * Names follow include/kforge/model.h: iterators i<depth>, parameters
 * p<var id> (kf_model_var_name), arrays v<var id>.  What cannot be written
 * over the statement's iterators and parameters (a non-affine bound,
 * condition or subscript) is left out, which only widens the set: the
 * model over-approximates, never under-.  C's truncating quotients by a
 * constant (kf_div) are written as isl's floor in pieces, one per sign of
 * each numerator that may be negative (at most 4 numerators: 16 pieces;
 * more leave the condition or subscript out).  The loops of a helper a
 * call runs over a range (kf_span) are existentially quantified variables
 * s<k> of the access (`exists s0: 0 <= s0 <= 63 and o0 = 64*i0 + s0`).
 *
 * Ownership: the text goes into a growable buffer the caller owns (start
 * from {0}, free(b.s) once); each kf_mtext_* appends, kf_mtext_reset
 * empties it for the next object.  Running out of memory aborts.
 */
#ifndef KF_ANALYSIS_MODEL_TEXT_H
#define KF_ANALYSIS_MODEL_TEXT_H

#include <stddef.h>

#include "kforge/ir.h"
#include "kforge/model.h"

/* growable string: s (malloc'ed, NUL-terminated once anything is
 * written), n bytes used of cap */
struct kf_mtext {
    char *s;
    size_t n, cap;
};

struct kf_delin_shape;

void kf_mtext_printf(struct kf_mtext *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void kf_mtext_reset(struct kf_mtext *b);

/* Does poly p use only parameters and the iterators of s's loops
 * [0, maxdepth), affinely (quotients by constants of such)?  Only then is
 * it written: what is not visible is left out. */
bool kf_mtext_visible(const struct kf_fragment *f, const struct kf_stmt *s,
                      const struct kf_poly *p, int maxdepth);
/* p (must be affine; quotients by constants allowed) as seen from s */
void kf_mtext_poly(struct kf_mtext *b, const struct kf_fragment *f, const struct kf_stmt *s,
                   const struct kf_poly *p);
/* s's domain, schedule (padded to D loops), the host's context */
void kf_mtext_domain(struct kf_mtext *b, const struct kf_fragment *f, const struct kf_stmt *s);
void kf_mtext_sched(struct kf_mtext *b, const struct kf_fragment *f, const struct kf_stmt *s, int D);
void kf_mtext_context(struct kf_mtext *b, const struct kf_fragment *f);
/* access x of s; sh: its subscripts as delinearised (delin.h), or NULL for
 * x's own.  A variable declared inside a loop gets the iterators of the
 * loops around its declaration as leading subscripts (expansion).  An
 * access over a helper's loops (kf_access.span) writes its subscripts
 * inside kf_mtext_span_open's exists.  True when nothing was left out (a
 * whole access is exact as a whole): a write is then a must-write if the
 * front end says so. */
bool kf_mtext_access(struct kf_mtext *b, struct kf_model *m, const struct kf_stmt *s,
                     const struct kf_access *x, const struct kf_delin_shape *sh);
/* "(exists s0, .., s(n-1): " and the bounds of x's spans (kf_span) that
 * can be written (*exact false where one cannot: left out, which widens);
 * what follows, over s0.., must open with the separator returned ("" or
 * " and "), hold one constraint at least, and close with ")". */
const char *kf_mtext_span_open(struct kf_mtext *b, const struct kf_fragment *f,
                               const struct kf_stmt *s, const struct kf_access *x, bool *exact);
/* the constraints of x's piece of a subscript through ?: (kf_access.cons),
 * each after sep then " and " */
void kf_mtext_cons(struct kf_mtext *b, const struct kf_fragment *f, const struct kf_stmt *s,
                   const struct kf_access *x, const char *sep);

#endif
