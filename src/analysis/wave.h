/*
 * wave.h: wavefronts of two sequential loops, proven on the dependences.
 *
 * Contract: a nest L { L2 } whose two loops both carry dependences may
 * still hold parallelism: the iterations on one wave w = a*e0 + e1 (e0,
 * e1: L's and L2's iterators in execution order, so -i for a loop that
 * counts down) are independent when every dependence between statements
 * of L2 is either inside one iteration of both loops, or goes at least one
 * wave forward.  Waves then run in order, the iterations of each wave at
 * the same time, each running L2's body whole, so every sum inside keeps
 * its order.  PolyBench's nussinov (cell (i, j) needs cells of smaller
 * j - i: w = -i + j) and seidel-2d (row i at step t needs rows i - 1 at
 * step t and i + 1 at step t - 1: w = 2t + i) are the two shapes.
 *
 * kf_wave_find is the legality test both back ends share (the OpenMP
 * wavefront, codegen/openmp_wave.c, and the GPU's kernel per wave,
 * codegen/gpu_plan.c); kf_wave_bounds gives the iterations of L on one
 * wave as constraints, for a back end that shares out exactly those.
 *
 * The test reads the distance ranges of deps.h, each over-approximated on
 * its own, so it takes the smallest distance of each loop: for a
 * dependence with a negative minimum in one loop, a*min0 + min1 must be at
 * least 1; with both minima non-negative any point of the box other than
 * (0, 0) is a later wave.  A dependence that a loop around L carries (a
 * minimum of at least 1 there) is kept by that loop running in order.
 *
 * Ownership: kf_wave_find writes into the caller's struct; kf_wave_bounds
 * allocates in the arena given (keep).
 */
#ifndef KFORGE_ANALYSIS_WAVE_H
#define KFORGE_ANALYSIS_WAVE_H

#include <stddef.h>

#include "kforge/arena.h"
#include "kforge/deps.h"
#include "kforge/ir.h"

struct kf_wave {
    const struct kf_node *outer, *inner; /* L and L2, its only child */
    int a;                               /* the skew: w = a*e0 + e1, 1 or 2 */
};

/* Can sequential loop L run as a wavefront with its only inner loop?  0
 * with *w set (the smallest skew that holds); 1 when L is no candidate (not
 * two loops, one inside the other and nothing else, both sequential), with
 * the reason in why; -1 when it is one but no wave holds, or a construct
 * keeps its loops in order: why names it ("no wave 1 or 2 apart keeps its
 * dependences: flow dependence on A from S1 (line 5) to S1 (line 5),
 * distance (...)"). */
int kf_wave_find(const struct kf_fragment *f, const struct kf_deps *dp, const struct kf_node *L,
                 struct kf_wave *w, char *why, size_t n);

/* As kf_wave_find, for a back end whose threads each have their own copy
 * of a scalar that both loops privatise (deps.h: no value crosses their
 * iterations; the GPU's kernel per wave): dependences on such a scalar
 * (a temporary declared at the function's top) do not break a wave. */
int kf_wave_find_private(const struct kf_fragment *f, const struct kf_deps *dp,
                         const struct kf_node *L, struct kf_wave *w, char *why, size_t n);

/* The wave as C text with the fragment's names: "2*t + i", "-i + j". */
void kf_wave_text(const struct kf_fragment *f, const struct kf_wave *w, char *buf, size_t n);

/*
 * The iterations x of L (its iterator, as the program counts it) on wave
 * w, beyond L's own bounds: each constraint reads
 *
 *     k * x + sw * w + rest >= 0
 *
 * with rest a polynomial of what is known where L starts (sizes, the
 * iterators of loops around L).  L2's iterator on that wave is
 * y = ys * w + yx * x (kf_wave_inner).  *cons (arena) gets the
 * constraints, one per bound of L2; gives their number, or -1 when a bound
 * is not affine in x.
 */
struct kf_wave_cons {
    long k;
    int sw; /* 1 or -1 */
    struct kf_poly *rest;
};
int kf_wave_bounds(const struct kf_wave *w, kf_arena *ar, struct kf_wave_cons **cons);
void kf_wave_inner(const struct kf_wave *w, int *ys, long *yx);

#endif
