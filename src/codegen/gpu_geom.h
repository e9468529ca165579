/*
 * gpu_geom.h: the geometry of a kernel's launch after its shape is chosen:
 * singleton-dimension removal and flattening (seed 002 §17.2's list:
 * "flattening", "singleton dimension removal").
 *
 * The launch-shape and coalesce passes give each band loop a thread
 * dimension (map[t]: the loop on dimension t) and a block.  Two passes
 * then change how many dimensions are launched:
 *
 *   singleton  a band loop of one iteration (constant bounds) is not
 *              launched: each thread sets its iterator to the lower bound.
 *              for (k = 0; k < 1; k++) for i for j   3-D  ->  2-D (j, i)
 *   flatten    the loops on dimensions x and y launched as one dimension
 *              when the loop on x has a constant trip count E that leaves
 *              at least an eighth of the block's x threads idle (E = 3 in a
 *              block 4 wide): x = g % E, y = g / E over E * count(y)
 *              threads, none idle but the last block's.
 *
 *     2-D, block 4x64:  c = gid(0), p = gid(1)      1/4 of the threads idle
 *     flat, block 256:  c = g % 3, p = g / 3        g = gid(0) < 3 * n
 *
 * Neither applies to windowed kernels (their tiles are per dimension), to
 * reduction kernels, wavefronts, or when --map/--block fix the launch.
 * Each decision, and each refusal of a case the model wanted, goes to
 * --explain as "  singleton: ..." and "  flatten: ...".
 *
 * The plan is kept in the kernel's hnode (single, flat); the kernel text
 * asks kf_gpu_geom_dim for the launched index of each thread dimension,
 * and the host launches kf_gpu_geom_view's hnode and choice, whose depth
 * is the launched dimensions'.  Nothing is allocated but counts' text in
 * the file's arena.
 */
#ifndef KFORGE_GPU_GEOM_H
#define KFORGE_GPU_GEOM_H

#include "codegen/gpu.h"

/* Decides singleton removal and flattening for kernel h launched as c,
 * into h->single and h->flat. */
void kf_gpu_geom_plan(struct frag *x, struct hnode *h, const struct kf_launch_choice *c);

/* The launched dimension that thread dimension t of c reads its index
 * from: -1 when t is not launched (a singleton), 0 for both dimensions of
 * a flattened pair. */
int kf_gpu_geom_dim(const struct hnode *h, int t);

/* The launch as the host makes it: *vh a copy of h with the launched
 * depth, *vc the choice over launched dimensions (map the identity),
 * vcount[d] the iterations of launched dimension d (count: per band loop,
 * as the host computes them).  When h's geometry is plain, h, c and count
 * themselves. */
void kf_gpu_geom_view(struct frag *x, const struct hnode *h, const struct kf_launch_choice *c,
                      const char **count, struct hnode *vh, struct kf_launch_choice *vc,
                      const char **vcount);

#endif
