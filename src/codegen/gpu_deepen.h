/*
 * gpu_deepen.h: before the GPU plan, a parallel loop's inner parallel
 * loops fused into one and moved outside the sequential loops between
 * them, so that the kernel's band holds two loops (the deepen pass).
 *
 * The plan (gpu_plan.c) maps a perfect nest of parallel loops.  gemm's
 * nest, as PolyBench writes it for a CPU, is not one:
 *
 *   for (i ...) {                 for (i ...) {
 *     for (j ...)                   for (j ...) {
 *       P;                            P;
 *     for (k ...)          ->         for (k ...)
 *       for (j ...)                     S;
 *         S;                        }
 *   }                             }
 *
 * so each work-item ran a whole row i.  Rewritten, the band is (i, j) with
 * k sequential inside: each work-item owns one (i, j) and runs P, then S
 * for every k in order, so every sum keeps its source order and the
 * results are bit for bit the sequential program's (seed 002 §17.2.3: the
 * "hybrid" of global and local work per work-item starts from a band of
 * two loops).
 *
 * Shape: a loop I whose body is loops only, each either a loop J of plain
 * statements or a loop K whose body is one loop J of plain statements; every
 * J has the same iterator, bounds and step, and none of them names a K's
 * iterator; I and every J are parallel; there are two children or a K.
 * Legal: with the new schedule of every statement of I's body (2d+1 form:
 * [.., i, 0, j, c, p] for child c's statement p, [.., i, 0, j, c, k, p]
 * under a K), every dependence of the fragment still goes forward
 * (kf_xform_first_broken, isl).  Exact: j and every k are declared in
 * their headers, or their values matter to nothing after I (named nowhere
 * outside the fragment, and no later statement of it reads them).
 *
 * Beside it, statements beside one inner parallel loop J of a parallel
 * loop I (correlation's corr[i][i] = 1 before its j loop) are distributed
 * into loops of their own, before and after I's loop over J, so that J's
 * nest is a band of two loops (gpu_deepen.c, try_split: the shape, and
 * isl's check of the new order).
 *
 * On a CPU device (PoCL) a work-item of the new band runs k with j fixed,
 * reading B[k][j] down a column, where the nest as written runs j
 * innermost, vectorised; gemm at LARGE took 25-27 s rewritten against
 * 10-11 s as written (docs/transforms.md).  Under opencl_window = auto
 * the program holds a second kernel for a CPU device, in strips
 * (gpu_ktile.h: 4 consecutive j a work-item, innermost in k), which reads
 * B[k][j..j+3] along rows again.  So it applies to CUDA and to OpenCL
 * with opencl_window = auto or on; under off (one kernel, no strips),
 * --explain says which loops it would rewrite (kf_gpu_deepen_on).  A
 * triangle's box (kf_gpu_band_box) follows the same switch.
 *
 * kf_gpu_deepen rewrites the text (a malloc'ed *t2, analysed again into
 * *a2; both NULL when nothing was rewritten) and says on o->explain which
 * loops it rewrote and, for loops of the shape, why not.  0, or -1 when out
 * of memory.  Ownership: the caller frees *t2 and *a2 (kf_analysis_free).
 */
#ifndef KFORGE_GPU_DEEPEN_H
#define KFORGE_GPU_DEEPEN_H

#include <stdbool.h>
#include <stddef.h>

#include "kforge/analyze.h"
#include "kforge/gen.h"

struct kf_gen_notes;
struct gen;

bool kf_gpu_deepen_on(const struct kf_gen_options *o);
int kf_gpu_deepen(const struct kf_analysis *a, const char *text, size_t len,
                  const struct kf_gen_options *o, struct kf_gen_notes **notes,
                  struct kf_analysis **a2, char **t2);

/* Does loop L inside I (or I itself) end with its iterator as nothing
 * after I reads it: declared in L's header, or named nowhere outside the
 * fragment and read by no later statement or bound of it?  (The rewrites
 * before the plan move loops; gpu_order.h shares the test.) */
/* fn on every loop of every fragment of a, in source order, skipping the
 * loops inside one it rewrote (fn returned 1); fn returns -1 when out of
 * memory.  The number rewritten, or -1.  Shared by deepen and order-keep. */
typedef int (*kf_gpu_loop_fn)(void *ctx, const struct kf_fragment *f, const struct kf_deps *dp,
                              const struct kf_node *L);
int kf_gpu_each_loop(const struct kf_analysis *a, kf_gpu_loop_fn fn, void *ctx);

/* The text of t with its edits applied (kf_omp_edited takes them),
 * analysed again quietly: *a2 and *t2 (the caller's) on success; where it
 * does not analyse, neither, and the text stays as written (said under
 * --explain as pass's).  -1 only when out of memory.  Shared by deepen and
 * order-keep, which rewrite the text before the plan. */
int kf_gpu_reanalyse_edits(const struct kf_analysis *a, const struct kf_gen_options *o,
                           struct gen *t, enum kf_gen_pass pass, struct kf_analysis **a2,
                           char **t2);

bool kf_gpu_iter_exact(const struct kf_fragment *f, const struct kf_node *I,
                       const struct kf_node *L);

#endif
