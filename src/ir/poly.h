/*
 * poly.h (private): building kf_poly values in an arena.  All functions are
 * NULL-in/NULL-out: an operand that is not representable (NULL) or a product
 * of degree > 3 gives NULL.
 */
#ifndef KF_POLY_H
#define KF_POLY_H

#include "kforge/ir.h"

struct kf_poly *kf_poly_const(kf_arena *a, long c);
struct kf_poly *kf_poly_var(kf_arena *a, int var);
/* cx*x + cy*y; y may be NULL when cy == 0 */
struct kf_poly *kf_poly_lin(kf_arena *a, const struct kf_poly *x, long cx, const struct kf_poly *y,
                            long cy);
struct kf_poly *kf_poly_mul(kf_arena *a, const struct kf_poly *x, const struct kf_poly *y);
/* p with every occurrence of var replaced by q (NULL when the degree would
 * pass 3 or a coefficient overflow) */
struct kf_poly *kf_poly_subst(kf_arena *a, const struct kf_poly *p, int var,
                              const struct kf_poly *q);
bool kf_poly_const_value(const struct kf_poly *p, long *v);
bool kf_poly_equal(const struct kf_poly *x, const struct kf_poly *y);
bool kf_poly_uses(const struct kf_poly *p, int var);
/* The sign of var's coefficient in p: 1, -1, or 0 when p does not use it;
 * 2 when p is not linear in it (i * n).  The tiler's and register
 * blocking's test of a bound's direction. */
int kf_poly_coef_sign(const struct kf_poly *p, int var);

#endif
