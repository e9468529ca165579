/*
 * gpu_ktile.h (private): kernel tiling of a reduction loop in local
 * memory, the `ktile` pass of gen.h's table (seed 002 §17.2.3, local
 * kernel tiling; PPCG's shared-memory tiles of a matrix product).
 *
 * Contract.  Input: one kernel of the host plan (struct hnode, gpu.h) of
 * two band loops (i, j), one thread per (i, j), whose body holds one
 * sequential loop k (the reduction loop) beside plain statements, its
 * launch choice, and the fragment's accesses (kf_access, subscripts as
 * kf_poly).
 *
 * An array X becomes a tile operand when the kernel only reads it, every
 * read is in k's body, unconditional, of two subscripts: exactly k and
 * exactly one band iterator b (X[b][k] or X[k][b]), the same pair at every
 * read; the band must be rectangular (no bound names a band iterator).  The threads
 * of a block along the other band loop then all read the same elements of
 * X: the k loop is cut into tiles of KF_KTILE_K iterations; per tile the
 * block loads X's block-extent x KF_KTILE_K elements cooperatively into
 * local memory (OpenCL __local, CUDA __shared__), laid out as X is, so
 * consecutive threads load consecutive elements; a barrier; each thread
 * runs its iterations of the tile in source order reading the tile; a
 * barrier.  Only where it reads changes, so every thread computes what the
 * untiled kernel computes, in the same order (bit-for-bit).  k's bounds
 * must name only parameters (the same for every thread of a block: the
 * barriers are reached by all), a tile's elements outside the band loop's
 * or k's bounds are not loaded (tails: any size), and threads outside the
 * band's bounds load and wait at the barriers too, then do nothing.
 * Unless --block was given the block becomes KF_KTILE_BLOCK square.
 *
 * Registers (the hybrid part): an array Y that the k loop writes, every
 * write inside k at the same subscripts, each a band iterator, all of
 * them named (Y[i][j]: the thread's own element, which no other thread
 * touches), is read into a register kf_a_Y before the k loop, updated
 * there in source order, and stored after it.  A read inside k takes
 * that element or one that k's bounds keep apart from it (trmm's
 * B[k][j] beside B[i][j], k from i + 1: it stays a read of memory, which
 * holds its value); accesses before or after k may take any element
 * (covariance's mirrored store cov[j][i] = cov[i][j]: the register is not
 * live there).  That holds for the plain kernel too (local false): what
 * the CPU device runs, and for a band of one loop (trmm's and gemver's
 * kernels over j or i, launched per iteration of a host loop), whose k
 * bounds may name the host loop's iterator: registers only, no tiles.
 *
 * A scalar declared "T x = e;" in the band's body before or after the k
 * loop is declared at the kernel's top and its statement becomes "x = e;"
 * (the parts before and after the loop are guarded apart); any other
 * declaration there is refused.
 *
 * Local tiles need two band loops and k's bounds naming parameters only.
 * Refused, each with its reason in --explain: more than two band loops,
 * a fused, windowed, wavefront or reduction kernel, no single k loop of
 * unit step and one bound each side, a bound of k naming a variable other
 * than a parameter (a triangular k), a loop that may exit early, or no
 * array that qualifies.  On OpenCL with opencl_window = auto the kernel
 * comes tiled and plain, the tiled one run on a GPU device (gpu_host.c's
 * dual kernels, as the window pass's).
 *
 * Strips (pass `strip`, kf_gpu_ktile_strip in gpu_strip.c): the plain kernel of such a
 * pair is what a CPU device runs.  PoCL turns a work-group into loops over
 * its work-items and vectorises the innermost of them; with loop k inside
 * each work-item no loop over work-items is innermost, so a thread per
 * (i, j) ran scalar dot products (2mm's plain kernel 1.6x slower than a
 * row per work-item).  The model: a work-item runs a strip of W
 * consecutive iterations of the band loop on x, W one 32-byte vector of the
 * registers' element type (4 doubles, 8 floats), the strip loop innermost
 * inside k, so that k's body becomes a loop of W over consecutive
 * elements, which the device compiler vectorises, the registers an array
 * of W:
 *
 *   j = 4 * gid(0) (the strip's first)       for (k ...)
 *   for (k ...)                        ->      for (q = 0; q < 4; q++)
 *     kf_a_Y += ... X[k][j] ...                  kf_a_Y[q] += ... X[k][j0 + q] ...
 *
 * Each j's statements run in source order, different j's are
 * independent (the band is parallel), so every sum is bit-for-bit the
 * untiled one.  The group shrinks by W along x (it spans the same
 * elements), the launch's x count is ceil(count / W), and a strip past the
 * loop's end runs fewer (a tail path apart, so the full one has a
 * constant trip count).  Refused, with the reason: CUDA or
 * opencl_window = on (the kernel a GPU runs), scalars declared in the
 * band's body, a band bounded by the other band loop, x's loop not counting
 * up by one between two bounds.
 *
 * Slots: a scalar the band's body writes (symm's temp2, declared at the
 * function's top: each thread's own temporary, kf_gpu_thread_own) becomes
 * an array kf_slot_NAME[W], every access of it in the body, before, in
 * and after k, kf_slot_NAME[kf_q]: one slot per iteration of the strip,
 * so each j keeps its own value while the strip loop interleaves them.
 * A kernel with no register gets strips this way too (kf_gpu_ktile_bare:
 * the k loop as the plan finds it, no tile, no register), W one vector of
 * the slots' type; without a written scalar it is left as it was.  A
 * scalar declared inside k needs no slot.  Refused, with the reason: a
 * scalar not the thread's own, not of a basic type, named in loop k's
 * bounds, used other than as a value, or named where the model holds no
 * access (its name counted in the body's text against its accesses: a
 * macro's body or a condition would read the wrong variable), and a jump
 * in the body (the strip splits it in three loops over kf_q: a continue
 * of the band's loop would end only the part it stands in).  The GPU keeps one thread per element (the pair's other
 * kernel, NAME_nostrip, and CUDA's): consecutive threads then read
 * consecutive elements, which a strip per thread would spread W apart,
 * and a warp is already the vector the strip gives PoCL.
 */
#ifndef KF_GPU_KTILE_H
#define KF_GPU_KTILE_H

#include <stdbool.h>

#include "codegen/launch.h"

enum { KF_KTILE_MAX = 4, KF_KTILE_K = 16, KF_KTILE_BLOCK = 16, KF_KTILE_MAX_BYTES = 32768 };

/* One array read through a tile. */
struct kf_ktile_op {
    int var;  /* the fragment's var id */
    int kpos; /* which subscript is k: X[b][k] 1, X[k][b] 0 */
    int band; /* the other follows band loop band */
    int dim;  /* launched in thread dimension dim */
    int rows; /* the block's extent there */
};

struct kf_ktile {
    const struct kf_node *K; /* the reduction loop */
    int tk;                  /* its iterations per tile */
    bool local;              /* the operands in local tiles; false: registers only */
    int n;
    struct kf_ktile_op op[KF_KTILE_MAX];
    int nacc;                /* arrays whose one element of the thread the k loop */
    int acc[KF_KTILE_MAX];   /* updates, held in a register kf_a_NAME across it, */
    const struct kf_access *own[KF_KTILE_MAX]; /* the element, as k's writes access it */
    int nhoist;              /* scalars declared "T x = e" in the band's body outside */
    int hoist[KF_KTILE_MAX]; /* the k loop: declared at the kernel's top, "x = e" left */
    int strip;               /* > 1: a work-item runs this many x iterations (plain only) */
    int sband;               /* the band loop launched on x, which the strip runs */
    int nslot;               /* with a strip: scalars the band's body writes, each an */
    int slot[KF_KTILE_MAX];  /* array kf_slot_NAME[strip], one slot per iteration */
};

struct frag;
struct hnode;

/* Decides whether kernel h is tiled and may change c->block; gives a
 * struct in the file's arena (NULL: not tiled, or the pass is off),
 * explaining the decision. */
struct kf_ktile *kf_gpu_ktile_plan(struct frag *x, const struct hnode *h,
                                   struct kf_launch_choice *c);
/* Writes the body of tiled kernel h (after its iterators' declarations):
 * guard is the kernel's bounds test "if (...)", or NULL where it has none. */
void kf_gpu_ktile_body(struct frag *x, const struct hnode *h, const struct kf_launch_choice *c,
                       const char *guard);
/* T for the plain kernel beside the tiled one (its registers, no local
 * tiles), in the file's arena; NULL where T holds no register. */
struct kf_ktile *kf_gpu_ktile_plain(struct frag *x, const struct kf_ktile *T);
/* T for the plain kernel of h where kf_gpu_ktile_plain gives none (no
 * register): the k loop found as the plan finds it, no tile, no register,
 * only for the strip pass (its slots); in the file's arena; NULL where h's
 * shape does not qualify (explained by the plan, or by the strip pass). */
struct kf_ktile *kf_gpu_ktile_bare(struct frag *x, const struct hnode *h);
/* The plain kernel h (h->kt from kf_gpu_ktile_plain or _bare, written in place)
 * becomes strips where pass `strip` allows, its launch choice c made
 * narrower by the strip along x; explains the decision; true when it
 * does. */
bool kf_gpu_ktile_strip(struct frag *x, struct hnode *h, struct kf_launch_choice *c);
/* The launch's counts of h (count, by band loop) into out: the x loop's
 * count divided by the strip, rounded up; as they are without a strip. */
void kf_gpu_ktile_counts(struct frag *x, const struct hnode *h, const struct kf_launch_choice *c,
                         const char *const *count, const char **out);
/* The tile access or register that replaces access ac, its subscripts'
 * texts sub[0..1], or NULL when ac reads no tile operand and is not a
 * register's element (sub NULL: only asks). */
struct kf_access;
const char *kf_gpu_ktile_access(struct frag *x, const struct kf_access *ac, const char *const *sub);

#endif
