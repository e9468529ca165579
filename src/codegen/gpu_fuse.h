/*
 * gpu_fuse.h (private): kernel fusion for the GPU back ends (seed 002
 * §17.1.6; the `fusion` pass of gen.h's table).
 *
 * Contract.  Input: one sequence of the host plan (struct hnode, gpu.h: the
 * fragment's top level or a host loop's body), kernels already planned with
 * their bodies; the fragment's accesses (kf_access, subscripts as kf_poly).
 * Output: the same sequence where some plain kernels (not reductions, not
 * one-thread kernels) are merged into the first of their group: that
 * node's `fuse` holds the others, in the order their bodies run, each
 * thread running them one after the other.  Nothing reads the user's text
 * but the gaps between kernels (for fusion barriers), so any front end that
 * builds the same plan gets the transform.
 *
 * Two kernels fuse when their domains are the same (bands of equal depth,
 * the same iterator names, equal bounds and steps) and no dependence
 * crosses a thread: every pair of accesses to one array, one in each
 * kernel, at least one a write, has equal subscripts once the second
 * kernel's iterators are renamed to the first's, and the subscripts name
 * only band iterators and sizes.  A kernel moves up past others (smart,
 * minsyncgrid, minworkingmemory) only when it shares no written array with
 * them.  Strategies (kf_gen_options.fusion): smart and minsyncgrid fuse
 * every legal group (kforge has no grid barrier, so each launch boundary is
 * a grid synchronisation: fewest launches is fewest synchronisations);
 * noreordering fuses neighbours only; minworkingmemory only fusions that
 * make a temporary array dead; manual fuses neighbours and leaves the
 * split to `#pragma kforge fusion_barrier` lines, which every strategy
 * honours.  A temporary array written by one kernel of a group and read
 * only by later ones of that group, named nowhere else (not even outside
 * the fragment), becomes a register of the thread: no buffer, no copy.
 * Each fusion and each refusal, with its reason, goes to --explain and
 * --dump-after=fusion.
 */
#ifndef KF_GPU_FUSE_H
#define KF_GPU_FUSE_H

struct frag;
struct hnode;

/* Fuses in the sequence h[0..*n) (and in the bodies of its host loops);
 * *n and *nkernel shrink by the kernels merged. */
void kf_gpu_fuse(struct frag *x, struct hnode *h, int *n, int *nkernel);

#endif
