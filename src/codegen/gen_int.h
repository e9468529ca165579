/*
 * gen_int.h (private): what the code generation core (gen.c) shares with
 * its back ends (openmp*.c, gpu*.c).
 *
 * Back ends answer with edits: a replacement of a byte range of the user's
 * text (an insertion when empty), applied in offset order at the end, so
 * everything outside the edited ranges stays as written by construction.
 */
#ifndef KF_GEN_INT_H
#define KF_GEN_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "kforge/gen.h"

struct edit {
    size_t offset, del;
    char *text;
    int seq; /* insertion order, for a stable sort */
};

struct kf_gpu_file; /* gpu.h's state for the whole file */
struct omp_accums;  /* openmp.h's accumulator notes */

struct gen {
    const struct kf_analysis *a;
    const char *text;
    size_t len;
    const struct kf_gen_options *o;
    kf_diag *d;
    int nedit, cap;
    struct edit *edits;
    int nparallel;
    bool nomem;
    struct kf_gpu_file *gpu;
    char *device; /* CUDA: the .cu file's text (malloc'ed), set by kf_gen_gpu_finish */
    struct omp_accums *accum; /* OpenMP only: what became of each accumulator */
};

void kf_gen_replace(struct gen *g, size_t offset, size_t del, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void kf_gen_explain(struct gen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
const struct kf_loop_info *kf_gen_loop_info(const struct kf_fragment *f,
                                            const struct kf_deps *dp, const struct kf_node *loop);

struct kf_gen_backend {
    enum kf_gen_target target;
    const char *name;
    /* Makes loop `li` of fragment `f` run in parallel; 0, or -1 when this
     * back end cannot (the core then tries the loop's inner loops). */
    int (*parallel_loop)(struct gen *g, const struct kf_fragment *f, const struct kf_deps *dp,
                         const struct kf_loop_info *li);
    /* Called for a loop that stays sequential, before its inner loops are
     * tried: 0 when the back end has placed them itself (OpenMP: one
     * parallel region around the loop), -1 to let the core go on. */
    int (*sequential_loop)(struct gen *g, int fi, const struct kf_loop_info *li);
    /* Or: rewrites a whole fragment (GPU back ends, gpu.c); gives the
     * number of loops it runs in parallel, or -1 after a diagnostic. */
    int (*fragment)(struct gen *g, int fi);
    /* Called once after every fragment (file-scope text); 0 or -1. */
    int (*finish)(struct gen *g);
};

/* The back end of target t, or NULL. */
const struct kf_gen_backend *kf_gen_backend_of(enum kf_gen_target t);
/* gen.c: edits applied, the plan's rule for a loop, one run of a back end. */
char *kf_gen_apply_edits(struct gen *g);
bool kf_gen_plan_loop(const struct kf_fragment *f, const struct kf_loop_info *li);
int kf_gen_run(const struct kf_gen_backend *be, const struct kf_analysis *a, const char *text,
               size_t len, const struct kf_gen_options *o, kf_diag *d,
               struct omp_accums *accum, char **out, char **device);

/* gpu*.c: the OpenCL and CUDA back ends (one core, two host APIs). */
int kf_gen_gpu_fragment(struct gen *g, int fi);
int kf_gen_gpu_finish(struct gen *g);
void kf_gen_gpu_free(struct gen *g);

#endif
