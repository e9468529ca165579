/*
 * assume.h (private): delinearisation under a run-time assumption.
 *
 * Where isl cannot prove 0 <= j < n for a[i*n + j] on the domain (a row
 * stride apart from the width: img[y*stride + x] with x < w), the shape
 * still holds for the parameters where no access leaves its row.  For each
 * access and inner dimension k:
 *
 *     bad_k  = params { instances where d_k < 0 or d_k >= q_k }
 *     need_k = gist(complement(bad_k), params { instances })
 *
 * The gist drops what only an empty domain would break (h <= 0 or w <= 0
 * in "h <= 0 or w <= 0 or w <= stride"), and stays sufficient: where the
 * instances exist it equals the complement, where none exist nothing is
 * touched.  The assumption is the intersection of every need_k: Polly's
 * delinearisation assumptions (Grosser et al., "Optimistic delinearization
 * of parametrically sized arrays", ICS 2015) in their simplest form.  It
 * is kept only when it is one conjunction of at most four constraints
 * without existentials, over parameters only, and satisfiable; otherwise
 * the array is read whole, as before.
 *
 * Contract: kf_assume_shape (kf_model_build_assuming only) adds to
 * m->assume, m->assume_text and m->assume_what the assumption under which
 * variable v reads in a shape; kf_assume_restrict then restricts every
 * domain, schedule and access of m to m->assume, and kf_assume_runs_text
 * states where every statement runs once at least (m->runs_text,
 * m->runs_known), for extents taken from the accesses (extent.h).
 *
 * Ownership: what goes into m belongs to m (kf_model_free frees it).
 */
#ifndef KF_ANALYSIS_ASSUME_H
#define KF_ANALYSIS_ASSUME_H

#include <stdbool.h>

#include "kforge/model.h"

struct kf_delin_shape;
struct kf_mtext;

/* Variable v's accesses read in the shape of one of its polynomial
 * accesses under an assumption, added to m->assume (and what it gives to
 * m->assume_what); sh0 the shape.  False when no candidate fits. */
bool kf_assume_shape(struct kf_model *m, int v, struct kf_delin_shape *sh0,
                     struct kf_mtext *b);
/* every domain, schedule and access of m restricted to m->assume */
void kf_assume_restrict(struct kf_model *m);
/* m->runs_text and m->runs_known (with m->assume) */
void kf_assume_runs_text(struct kf_model *m);
/* Parameter set s of fragment f as a C condition in the user's names
 * ("3 <= m"; "1" for every value), malloc'ed; NULL where it is not one
 * conjunction without quotients of a few constraints on variables. */
char *kf_assume_params_text(const struct kf_fragment *f, isl_set *s);

#endif
