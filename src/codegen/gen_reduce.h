/*
 * gen_reduce.h (private): parallel reductions for the GPU back ends
 * (gpu.h), seed 002 §17.2.1 (the parallel reduction transform).
 *
 * Contract: gpu_plan.c plans a loop nest whose outermost loop carries only
 * scalar reductions (kf_deps' KF_REDUCTION verdict) and describes it as a
 * kf_red_kernel: the band (1 to 3 loops folded into one iteration space),
 * the kernel's own parameters, the body as the user wrote it (arrays
 * linearised), and the reduced scalars.  This module writes, through kgen,
 *
 *   the kernel    every thread starts a private copy of each scalar from
 *                 the operator's identity (min/max: the scalar's value before
 *                 the loop, which they may see any number of times), runs a
 *                 grid-stride loop over the folded iteration space with the
 *                 body unchanged (it updates the private copy), then the
 *                 group combines its threads' copies by the method:
 *                   shared   a tree in local/shared memory with barriers,
 *                            thread 0 writes the group's partial
 *                   shuffle  CUDA: __shfl_down_sync within each warp, the
 *                            warps' results through shared memory, the
 *                            first warp shuffles again; thread 0 writes
 *                   atomic   every thread combines its copy atomically into
 *                            the scalar's device copy (native atomics where
 *                            the dialect has them, else a compare-and-swap
 *                            loop on the value's bits)
 *   NAME_fin      (shared, shuffle) one thread folds the groups' partials,
 *                 in group order, into the scalar's device copy: the result
 *                 does not depend on timing; with auto, integer scalars
 *                 that have native atomics skip it: each group's thread 0
 *                 adds the group's result atomically
 *   host code     the scalar's device copy is written from the host just
 *                 before the launch (so the host's value counts exactly
 *                 once) and read back just after it, so the host holds the
 *                 value wherever it reads it; buffers are allocated once per
 *                 fragment.  CUDA: the host file is C, so the kernels are
 *                 started through the .cu's extern "C" launchers
 *                 kf_launch_NAME (gpu_host.c writes them).
 *
 * An array element reduced (kf_red_var.elem: trisolv's x[i] over j) has no
 * device copy of its own and no host copies: min and max start from the
 * element, the fold kernel reads it, combines the partials into it in group
 * order and writes it back in the array's buffer; it takes the kernel's own
 * parameters first, so that the element's subscripts mean the same there.
 * Such a kernel always folds (no group atomics), unless --reduction=atomic.
 *
 * Methods: `auto` picks warp shuffle on CUDA and the shared-memory tree on
 * OpenCL (OpenCL 1.2 has no portable sub-group shuffle), both deterministic
 * (see kf_reduce_choose for the integer case).
 * `shuffle` on OpenCL is refused (kf_gen_file reports an error).
 *
 * Ownership: every string in a kf_red_kernel is kept (owned by the caller,
 * gpu.h's arena); the emitters write into the given kgen contexts and
 * keep nothing.
 */
#ifndef KF_GEN_REDUCE_H
#define KF_GEN_REDUCE_H

#include <stdbool.h>

#include "kforge/gen.h"
#include "kforge/ir.h"
#include "kforge/kgen.h"

enum {
    KF_REDUCE_MAX_VARS = 8,  /* reduced scalars per kernel */
    KF_REDUCE_GROUPS = 256,  /* at most this many groups (partials) per launch */
    KF_REDUCE_BLOCK = 256,   /* threads per group unless --block says otherwise */
};

struct kf_red_var {
    const char *name;        /* the scalar, as the user named it; for an element,
                                the name of its private copy in the body */
    const char *type;        /* "int", "long", "float" or "double" */
    enum kf_reduction_op op;
    const char *elem;        /* NULL, or the one array element reduced, as device
                                text ("x[i]"): no buffer of its own, the fold (or
                                the atomics) update it in the array's buffer */
    bool reg;                /* the scalar is declared `register`: the host copies it
                                through a temporary, having no address to give */
};

struct kf_red_loop {
    const char *type, *name; /* the iterator's declaration in the kernel */
    const char *lb;          /* first value */
    long step;               /* the loop's step: its idx-th value is lb + step * idx */
    const char *count;       /* trip count (> 0 when the kernel runs) */
    const char *host_count;  /* the same as the host computes it (a struct member by its
                                path there, by its argument's name in the kernel) */
};

struct kf_red_kernel {
    const char *kname;       /* the kernel; the final fold is kname "_fin" */
    bool cuda;
    enum kf_gen_reduction method; /* resolved: never KF_GEN_RED_AUTO */
    bool group_atomic;       /* shared/shuffle: each group adds its result
                                atomically instead of a fold kernel */
    const char *why;         /* why this method (for --explain) */
    int block;               /* threads per group, a power of two */
    const char *params;      /* the kernel's own parameters, "" for none */
    int depth;
    struct kf_red_loop band[3];
    int nlocal;              /* per-thread declarations ("int k;") */
    const char *local[16];
    const char *body;
    int nred;
    struct kf_red_var red[KF_REDUCE_MAX_VARS];
};

/* The canonical type of a reduced scalar ("int", "long", "float",
 * "double") for a declared type, or NULL when this module cannot reduce it. */
const char *kf_reduce_type(const char *declared);

/* Resolves `asked` for the kernel (sets rk->method, rk->group_atomic,
 * rk->why, and raises rk->block to a warp for shuffle).  The auto rule:
 * shuffle on CUDA, shared on OpenCL; when every scalar is an integer with a
 * native atomic for its operator (OpenCL: int +, min, max; CUDA: int and
 * long +, min, max) each group adds its result atomically (exact in any
 * order), otherwise the fold kernel combines the partials in group order. */
void kf_reduce_choose(struct kf_red_kernel *rk, enum kf_gen_reduction asked);

/* The kernel(s) of rk into k (its dialect: OpenCL or CUDA); kgen's sticky
 * error on failure. */
int kf_reduce_emit_kernels(struct kf_kgen *k, const struct kf_red_kernel *rk);
/* Does rk reduce an array element (the fold takes the kernel's own
 * parameters first)? */
bool kf_reduce_has_elem(const struct kf_red_kernel *rk);
/* Is there a fold kernel (shared or shuffle without group atomics)? */
bool kf_reduce_has_fin(const struct kf_red_kernel *rk);
/* How many kernels rk makes: 1, or 2 with the fold kernel, whose name
 * (kname "_fin") is written into fin (n bytes). */
int kf_reduce_kernel_names(const struct kf_red_kernel *rk, char *fin, size_t n);

/* Host code (C, the host kgen context h): device buffers of the kernel's
 * scalars and partials, declared at the fragment's top / freed at its end. */
void kf_reduce_emit_alloc(struct kf_kgen *h, const struct kf_red_kernel *rk, int line);
void kf_reduce_emit_release(struct kf_kgen *h, const struct kf_red_kernel *rk, int line);
/* The launch: `args` are the host expressions (lvalues) of the kernel's own
 * parameters, in order; runs only where the caller's guard says every
 * count is positive. */
void kf_reduce_emit_launch(struct kf_kgen *h, const struct kf_red_kernel *rk, int nargs,
                           const char *const *args, int line);

#endif
