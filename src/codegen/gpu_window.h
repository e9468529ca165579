/*
 * gpu_window.h (private): the local windowing transform of the GPU back ends
 * (seed 002 §17.2.2; the `window` pass of gen.h's table).
 *
 * Contract.  Input: one kernel of the host plan (struct hnode, gpu.h: a
 * band of up to three loops, one thread per iteration), its launch choice
 * (block shape and loop-to-thread map), and the fragment's accesses
 * (kf_access, subscripts as kf_poly).  Nothing here reads the user's text
 * except through kf_gpu_device_text, so any front end that builds the same
 * kernel plan (a band, its accesses as polynomials) gets the transform.
 *
 * An array is windowed when, in the kernel, it is only read, every read is
 * unconditional and each of its subscripts is one band iterator (each a
 * different one, the same for every read) plus a constant, plus inner loop
 * iterators with constant bounds (a convolution's mask loops), and two
 * reads at least differ in their offsets (there is reuse).  The kernel then
 * starts with: a work-group tile of the array with its halo in local
 * memory (OpenCL __local, CUDA __shared__), loaded cooperatively with one
 * load per element, a barrier, and the reads go to the tile.  The tile
 * covers, per subscript, the block's extent plus max offset - min offset;
 * elements outside [lower bound + min offset, upper bound + max offset] of
 * the band loop are not loaded (the program never reads them), which keeps
 * the loads inside the array at domain boundaries and the partial blocks
 * at the tile edges correct.  Threads outside the band's bounds load and
 * wait at the barrier too, then do nothing.
 *
 * Unless --block was given, the pass picks the block of 256 threads (x at
 * least 32 wide, for coalescing) whose tiles hold the fewest elements, and
 * refuses when the tiles need more than KF_WINDOW_MAX_BYTES.  Every decision
 * and refusal goes to --explain and --dump-after=window.
 */
#ifndef KF_GPU_WINDOW_H
#define KF_GPU_WINDOW_H

#include <stdbool.h>

#include "codegen/launch.h"

enum { KF_WINDOW_MAX = 8, KF_WINDOW_MAX_BYTES = 32768 };

/* One array cached in local memory. */
struct kf_window {
    int var;      /* the fragment's var id */
    int nd;       /* its subscripts */
    int band[3];  /* subscript k is band loop band[k] plus an offset */
    long lo[3], hi[3]; /* the offsets' range per subscript */
    int tile[3];  /* the tile's extent per subscript */
    int reads;    /* its reads in the kernel body */
};

struct kf_windows {
    int n;
    struct kf_window w[KF_WINDOW_MAX];
};

struct frag;
struct hnode;

/* Decides which arrays of kernel h to window and may change c->block;
 * gives a struct allocated in the file's arena (NULL: none, or the pass is
 * off), explaining each decision. */
struct kf_windows *kf_gpu_window_plan(struct frag *x, const struct hnode *h,
                                      struct kf_launch_choice *c);
/* Writes the tiles' declarations, their loads and the barrier at the start
 * of the kernel being built (before its bounds test). */
void kf_gpu_window_loads(struct frag *x, const struct hnode *h, const struct kf_launch_choice *c,
                         const struct kf_windows *w);
/* The tile access that replaces the read of var v with subscripts' texts
 * sub[0..nd-1], or NULL when v is not windowed. */
const char *kf_gpu_window_access(struct frag *x, int v, const char *const *sub);

/* Is statement s under an if inside node n (n's children searched; cond:
 * already under one)?  Also the k-tiling pass's test (gpu_ktile.c). */
bool kf_gpu_under_if(const struct kf_node *n, const struct kf_stmt *s, bool cond);

#endif
