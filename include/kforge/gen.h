/*
 * gen.h: code generation from an analysis (`kforge gen`).
 *
 * Contract: kf_gen_file takes the analysis of one C file (analyze.h) and
 * its text, and gives the whole file rewritten for one target: only the
 * fragments change, every other byte of the user's file stays as written.
 *
 * The shared core decides, per fragment, what runs in parallel (the plan);
 * a back end turns the plan into text.  Back ends are a table of structs of
 * functions (STYLE.md habit 7), one per target:
 *
 *   openmp   the outermost loop of each nest that the analysis proves
 *            parallel (or carrying only reductions on scalars, or on 1-D
 *            arrays with a declared extent that only the reduction touches
 *            in the loop) gets
 *              #pragma omp parallel for [lastprivate(...)] [reduction(op: ...)]
 *                                       [schedule(static, 1)]
 *            lastprivate: the scalars it writes that are declared outside
 *            it (inner iterators, privatised temporaries); reduction: the
 *            reductions it carries (arrays as sections, y[0:N]); schedule:
 *            when an inner bound depends on its iterator.  Other array
 *            reductions keep the loop sequential and its inner loops are
 *            tried instead.  A sequential loop whose body is parallel loops
 *            and statements gets one "omp parallel" around it, "omp for"
 *            on those loops and "omp single" on the statements.  Inside a
 *            parallel loop, loop pairs that xform.h proves worth
 *            interchanging and legal are rewritten, and a parallel loop
 *            around one strided loop moves inside it (omp for nowait):
 *            inside the fragments a nest may then change, outside them
 *            nothing does.
 *   opencl, cuda
 *            not yet available: kf_gen_file returns KF_GEN_UNSUPPORTED.
 *
 * A fragment with no loop to run in parallel is kept as it is, with a
 * warning (through the kf_diag) that names its first loop's reason.
 *
 * Ownership: *out is malloc'ed, the caller frees it; nothing else is kept.
 */
#ifndef KFORGE_GEN_H
#define KFORGE_GEN_H

#include <stdio.h>

#include "kforge/analyze.h"
#include "kforge/diag.h"

enum kf_gen_target { KF_GEN_OPENMP, KF_GEN_OPENCL, KF_GEN_CUDA };

enum { KF_GEN_OK = 0, KF_GEN_ERROR = -1, KF_GEN_UNSUPPORTED = -2 };

struct kf_gen_options {
    enum kf_gen_target target;
    FILE *explain; /* when not NULL, the plan is described there */
    /* GPU targets: launch shape overrides (--block 32x8, --map j,i); used
     * for kernels whose band has as many loops, ignored with a warning for
     * the others */
    int nblock;
    int block[3];
    const char *map;
};

/* "openmp", "opencl", "cuda"; 0 or -1 */
int kf_gen_target_parse(const char *name, enum kf_gen_target *t);
const char *kf_gen_target_name(enum kf_gen_target t);

/* Rewrites `text` (the contents of a->prog->file, `len` bytes) for the
 * target.  Returns KF_GEN_OK and *out, KF_GEN_UNSUPPORTED for a target
 * not built yet, or KF_GEN_ERROR after a diagnostic through d. */
int kf_gen_file(const struct kf_analysis *a, const char *text, size_t len,
                const struct kf_gen_options *o, kf_diag *d, char **out);

#endif
