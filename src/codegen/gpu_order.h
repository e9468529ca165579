/*
 * gpu_order.h: before the GPU plan, a triangular recurrence rewritten so
 * that it runs in parallel with every sum kept in its source order (the
 * order-keep pass, issue 14).
 *
 * A forward substitution (PolyBench's trisolv; the row of cholesky and of
 * lu below the diagonal) sums into element j from the elements finished
 * before it, then finishes j:
 *
 *   for (j = lb; j <= ub; j++) {        for (j = lb; j <= ub; j++)      (P)
 *     P;                                  P;
 *     for (k = lb; k <= j - 1; k++)     for (k = lb; k <= ub; k++) {    (time)
 *       S;                       ->       Q[j := k];
 *     Q;                                  for (j = k + 1; j <= ub; j++)
 *   }                                       S;
 *                                       }
 *
 * Both loops carry dependences, and the only parallel reading of k (a sum)
 * would reassociate it.  The new order runs, for each step k of a
 * sequential time loop, first Q for element k (its sum is complete: its
 * terms came at the steps before), then S(j, k) for every j > k at once:
 * element j receives its k-th term at step k, so its terms still come
 * k = lb, lb + 1, ... in the source's order, and the results are the
 * sequential program's to the bit.  It is the interchange of S's two loops
 * with Q placed on S's time axis (k for S, j for Q), P distributed ahead.
 *
 * Legal, never by pattern: with the new time of every statement (2d+1
 * form, two dimensions wider: P [.., c, 0, j, p], Q [.., c, 1, j, 0, q],
 * S [.., c, 1, k, 1, j, s]), every dependence of the fragment still goes
 * forward (kf_xform_first_broken, isl), and no dependence joins two S
 * instances of one step k with different j (the inner loop is parallel:
 * isl, on the dependence relations mapped to the new times).  Exact: j
 * and k are declared in their headers, or nothing after the nest reads
 * them; P and Q do not name k; Q's text names j only where clang saw it
 * (no macro body of the fragment names j).
 *
 * The general route comes first (gpu_resched.h): a whole nest (its
 * outermost loop sequential, none of its loops parallel as written, plain
 * statements, no if) rescheduled by isl's scheduler on the exact
 * dependences with an outer dimension in order and parallel ones inside,
 * isl's AST written back as C; every dependence is a validity constraint,
 * so every sum keeps its order.  The shape rewrite below, this file's own,
 * serves the nests isl's route leaves (one with a parallel loop as
 * written: lu's row below the diagonal).
 *
 * Shape: L sequential, step 1, one affine bound each side; its body
 * statements P, one loop K, then Q (statements, or loops of statements);
 * nothing else between them; K not parallel, step 1, its lower bound L's
 * and its upper bound L's iterator less one; K's body statements, or
 * loops of statements (no if anywhere).  With a loop in K's body or in Q
 * (the deep form), a step is a row's worth of work: cholesky as written
 *
 *   for (i ...) {                        for (j ...) {               in order
 *     for (j < i) {                        for (k < j) A[j][j] -= ..  Q(j)
 *       for (k < j) A[i][j] -= A[i][k] * A[j][k];
 *       A[i][j] /= A[j][j];        ->      A[j][j] = sqrt(A[j][j]);
 *     }                                    for (i = j + 1 ...) {      in parallel
 *     for (k < i) A[i][i] -= ...             for (k < j) A[i][j] -= A[i][k] * A[j][k];
 *     A[i][i] = sqrt(A[i][i]);               A[i][j] /= A[j][j];
 *   }                                      }
 *                                        }
 *
 * is left-looking: each element's dot product still runs along rows, as
 * written, where isl's right-looking order walks a column in its
 * innermost loop.  The loops inside S and Q keep their text and their
 * order; their schedule dimensions follow the new ones.
 *
 * One launch per step (the plan's host loop around a one-thread kernel for
 * Q and a kernel for S), the arrays on the device throughout (regions,
 * transfers).  On OpenMP (kf_gen_files runs the pass before the OpenMP
 * back end's own rewrites) isl's route, or first the deep shape where it
 * applies (it keeps the user's innermost loops: cholesky at LARGE ran
 * 0.63x of the sequential program right-looking), each where a step's
 * work pays for its barriers, from the least size that pays:
 * `if (n < p0) { as written } else { new }`; the plain shape gives O(n)
 * per step, which pays for a barrier no sooner than a wavefront's does
 * (openmp_cost.c), so it is only said.  Comments of L's and K's bodies
 * outside their statements are kept above the new text.
 *
 * kf_gpu_order rewrites the text (a malloc'ed *t2, analysed again into
 * *a2; both NULL when nothing was rewritten) and says on o->explain which
 * loops it rewrote and, for loops of the shape, why not.  0, or -1 when
 * out of memory.  kf_gpu_rewrite is the GPU back ends' rewrite entry: this
 * pass, then the deepen pass (gpu_deepen.h) on its result.  Ownership:
 * the caller frees *t2 and *a2 (kf_analysis_free).  kf_gpu_order_count:
 * how many nests kf_gpu_order would rewrite (nothing said, nothing
 * analysed again), -1 when out of memory; the OpenMP accumulators ask it
 * whether their rewrite lets a nest be rescheduled (openmp_accum.c).
 */
#ifndef KFORGE_GPU_ORDER_H
#define KFORGE_GPU_ORDER_H

#include <stddef.h>

#include "kforge/analyze.h"
#include "kforge/gen.h"

struct kf_gen_notes;

int kf_gpu_order(const struct kf_analysis *a, const char *text, size_t len,
                 const struct kf_gen_options *o, struct kf_analysis **a2, char **t2);
int kf_gpu_order_count(const struct kf_analysis *a, const char *text, size_t len,
                       const struct kf_gen_options *o);
int kf_gpu_rewrite(const struct kf_analysis *a, const char *text, size_t len,
                   const struct kf_gen_options *o, struct kf_gen_notes **notes,
                   struct kf_analysis **a2, char **t2);

#endif
