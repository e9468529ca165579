/*
 * delin.h (private): linearised subscripts read in their shape.
 *
 * Contract: an access a[i*n + j] to a flat array (a pointer, a heap
 * buffer) is a polynomial subscript the model cannot state; read as
 * a[i][j] it is affine.  kf_delin_of guesses the shape from one such
 * subscript (p = hi * q + lo, q a parameter in every term of degree 2 or
 * more, recursively: a[x + y*nx + z*nx*ny] is three dimensions);
 * kf_delin_split splits any subscript along a known shape; kf_delin_fit
 * does that and proves with isl, on the statement's domain, that every
 * inner dimension stays in [0, q) (a piece of a ?: may borrow one row from
 * the next outer dimension, or lend it one), for every value of the
 * helper's loops an access runs over (kf_span).  model.c reads an array in a
 * shape only when every access to it fits (else its accesses are whole);
 * assume.c reads it under a run-time assumption where the proof fails.
 *
 * Ownership: a shape holds its polynomials in its own storage (terms); no
 * allocation.  kf_delin_out_of_range gives an isl set the caller frees.
 */
#ifndef KF_ANALYSIS_DELIN_H
#define KF_ANALYSIS_DELIN_H

#include <stdbool.h>

#include <isl/set.h>

#include "kforge/ir.h"
#include "kforge/model.h"

#define KF_DELIN_MAXD 8

struct kf_mtext;

/* one access's shape after delinearisation: dims[0..n) affine, sizes[k] the
 * parameter that bounds dims[k+1] */
struct kf_delin_shape {
    int n;
    struct kf_poly dims[KF_DELIN_MAXD];
    struct kf_term terms[KF_DELIN_MAXD][16];
    int sizes[KF_DELIN_MAXD];
    bool ok;
};

/* The one subscript of a one-dimensional access as the model reads it:
 * sub[0], or where a helper's loops leave that NULL its exact form over
 * them (xsub, kf_span: clear_row(a, n, i) reaching a[n*i + j]), split like
 * any other; NULL otherwise. */
static inline const struct kf_poly *kf_delin_sub(const struct kf_access *x)
{
    if (x->nsub != 1)
        return NULL;
    return x->sub[0] ? x->sub[0] : x->nspan > 0 && x->xsub ? x->xsub[0] : NULL;
}

/* the shape of polynomial subscript p, appended to sh (start from a
 * zeroed one); false when p has none */
bool kf_delin_of(const struct kf_fragment *f, const struct kf_poly *p, struct kf_delin_shape *sh);
/* p split along sizes[0..n-1) into n dimensions; false when one is not
 * affine (no range check) */
bool kf_delin_split(const struct kf_poly *p, const int *sizes, int n, struct kf_delin_shape *sh);
/* access x of s split along sizes, each inner dimension proven in range
 * (b: scratch text) */
bool kf_delin_fit(struct kf_model *m, const struct kf_stmt *s, const struct kf_access *x,
                  const int *sizes, int n, struct kf_delin_shape *sh, struct kf_mtext *b);
/* The instances of x (its statement's domain and the access's piece) where
 * inner dimension k of sh leaves [0, q), with out; all of them without;
 * intersected with the host's context.  NULL when isl fails. */
isl_set *kf_delin_out_of_range(struct kf_model *m, const struct kf_stmt *s,
                               const struct kf_access *x, const struct kf_delin_shape *sh, int k,
                               bool out, struct kf_mtext *b);

#endif
