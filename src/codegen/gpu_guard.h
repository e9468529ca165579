/*
 * gpu_guard.h: the test a C-face kernel puts around each thread's
 * iteration, computed with isl (seed 002 §17.2.4 kernel boundary checks),
 * and the interior/border split of its blocks (§17.2's branch-divergence
 * reduction).  Passes `bounds` and `interior`.
 *
 * A kernel launches a grid G, a box per thread dimension from the band
 * loop's first iteration (a triangle's box corner, kf_gpu_band_box), the
 * block count rounded up; the band's domain D is the conjunction of its
 * loops' bounds.  Only G \ D needs a test:
 *
 *   for (i = 0; i < ni; i++)           G: 0 <= j < 32*ceil(ni/32),
 *     for (j = i; j < ni; j++)            0 <= i < 8*ceil(ni/8)
 *   candidates: j >= i, j <= ni - 1, i >= 0, i <= ni - 1
 *   kept:       j >= i, j <= ni - 1   (i >= 0: the grid starts there;
 *                                      i <= ni - 1: the others imply it)
 *
 * Each candidate is a band iterator against one bound (an affine kf_poly);
 * in order, one is dropped when isl proves it over G alone (the grid's
 * offset, or a trip count the block divides: G's end is
 * b * floor((count + b - 1) / b), a block of 1 exact), over G and the
 * context C (the bounds of the host loops and the affine ifs around the
 * launch, the host's count > 0 test), or over G, C and the tests still
 * kept: the kept tests then select exactly D's points of G (checked once
 * more as a whole).  Non-affine bounds are kept as written.
 *
 * interior: when the kept test is not empty, the model splits each block
 * on a uniform test: every thread of a block whose box lies inside D runs
 * the body with no test, the other (border) blocks test each thread:
 *
 *   if (kf_hi_j <= ni - 1 && kf_lo_j >= kf_hi_i) { body }      interior
 *   else if (j <= ni - 1 && j >= i) { body }                   border
 *
 * kf_lo_x/kf_hi_x are the first and last iterator of the block in that
 * dimension, from the group index and the launched block size (OpenCL
 * may shrink the work-group at run time, kf_cl_fit), so the test holds
 * whatever the block.  Each affine test is taken at the block's corner
 * where it is tightest (by the signs of its coefficients).  One launch;
 * the branch is the same for all threads of a block.  The model: a grid
 * of two or three launched dimensions (one dimension has a single border
 * block), a body of at most KF_GPU_INTERIOR_TEXT characters (it is
 * written twice), not flattened, k-tiled or wavefront kernels.  Small
 * bodies gain most where the device is a CPU: PoCL vectorises the
 * work-items of an untested body (jacobi-2d at LARGE 2.7x faster,
 * docs/transforms.md); on a GPU the interior warps lose the test and its
 * divergence.  Each decision and refusal goes to --explain
 * ("  interior: ...").
 *
 * Ownership: the strings live in the file's arena; isl objects live in a
 * context of kf_gpu_guard_plan's own, freed before it returns.
 */
#ifndef KFORGE_GPU_GUARD_H
#define KFORGE_GPU_GUARD_H

#include "codegen/gpu.h"

/* the longest body (characters, fused kernels' included) written twice
 * for a split; docs/transforms.md has the measurements behind the model */
#define KF_GPU_INTERIOR_TEXT 4000

#define KF_GPU_GUARD_MAX 12

struct kf_gpu_guard {
    int ncond;
    struct kf_gpu_cond {
        int t;                     /* thread dimension */
        int dir;                   /* 1: iter <= bound, -1: iter >= bound */
        const struct kf_poly *bound;
        const char *text;          /* "j <= n - 2" */
        bool kept;
        const char *why;           /* when dropped: the reason */
    } cond[KF_GPU_GUARD_MAX];
    const char *test;              /* "if (a && b)", NULL when nothing is kept */
    const char *interior;          /* "if (...)": the block is inside, NULL: no split */
    int ndecl;
    const char *decl[6];           /* the corners the interior test reads */
};

/* Plans kernel h's test and split as launched by ch; start[d] is band
 * loop d's first iteration as the kernel declares it (box corner for a
 * triangle).  Writes the decisions to --explain. */
void kf_gpu_guard_plan(struct frag *x, const struct hnode *h, const struct kf_launch_choice *ch,
                       struct kf_poly *const *start, struct kf_gpu_guard *gd);

#endif
