/*
 * gen_int.h (private): what the code generation core (gen.c) shares with
 * its back ends in other files (gen_gpu.c).
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

struct kf_gpu_file; /* gen_gpu.c's state for the whole file */
struct omp_accums;  /* gen.c's OpenMP accumulator notes */

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

/* gen_gpu.c: the OpenCL and CUDA back ends (one core, two host APIs). */
int kf_gen_gpu_fragment(struct gen *g, int fi);
int kf_gen_gpu_finish(struct gen *g);
void kf_gen_gpu_free(struct gen *g);

#endif
