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
 *            when an inner bound depends on its iterator; if(count >=
 *            8192): an innermost loop under one sequential loop whose trip
 *            count is not a constant (under two or more such a loop stays
 *            sequential: it would fork a team n^2 times); simd: the omp
 *            for loop when it is innermost and carries no dependence, and
 *            `#pragma omp simd` on each such innermost loop under it
 *            (gcc 12 does not vectorise loops outlined by OpenMP over
 *            array parameters without it).  Other array
 *            reductions keep the loop sequential and its inner loops are
 *            tried instead.  A sequential loop whose body is parallel loops
 *            and statements gets one "omp parallel" around it, "omp for"
 *            on those loops and "omp single" on the statements ("single
 *            nowait" at the end of the body when no dependence reaches
 *            the next iteration's first construct).  Inside a
 *            parallel loop, loop pairs that xform.h proves worth
 *            interchanging and legal are rewritten (a scalar accumulator
 *            that stands in the way, 3mm's s, first becomes the array
 *            element it is stored into, when o->fe allows a re-analysis
 *            that proves the interchange), a parallel loop around
 *            one strided loop moves inside it (omp for nowait), and an
 *            omp for in a region is split around its strided inner loop:
 *            inside the fragments a nest may then change, outside them
 *            nothing does.
 *   opencl   one C file: the kernels' OpenCL C embedded as a string and
 *            built at run time, the host code calling the OpenCL ICD
 *            (gpu.h).
 *   cuda     two files, always: the user's file, still C, with the host
 *            code (the CUDA runtime's C API and calls to launchers), and a
 *            .cu file with the kernels and one extern "C" launcher each
 *            (<<<>>> inside, plain pointers, scalars and sizes outside).
 *            Why always, not only when the C would not compile as C++:
 *            one layout to test and to explain, and the user's code keeps
 *            C's meaning exactly (VLA parameters, void * conversions,
 *            sizeof 'a', tentative definitions, inline, keywords such as
 *            `new` or `class` as names) instead of C++'s where the two
 *            languages differ silently.  The .cu starts with the user's
 *            preprocessor lines up to the first function with a kernel,
 *            so the kernels' text sees the same macros.
 *   opencl and cuda share the kernel plan and the data plan (gpu.h,
 *            seed 003 §3-4): outermost parallel bands of up to three loops
 *            become kernels (one thread per iteration), host loops around
 *            kernels stay on the host and launch them.  A nest whose
 *            outermost candidate loop carries only scalar reductions
 *            (s += e, s *= e, min, max on int, long, float, double) becomes
 *            a reduction kernel (gen_reduce.h): private accumulators over a
 *            grid-stride loop, then per group a shared-memory tree, warp
 *            shuffles (CUDA) or atomics, chosen by o->reduction (auto:
 *            shuffle on CUDA, shared on OpenCL); KF_GEN_RED_SHUFFLE with
 *            opencl is an error.  Reductions on array elements stay
 *            sequential, with the reason.  The data plan: device
 *            buffers declared where their variables are born and freed by
 *            their scope; copies placed by xfer.h over each region of
 *            fragments with host code between them that does not jump
 *            out, or over a for / while / do loop and all the fragments
 *            under it when its host code is of that kind (copies leave a
 *            time loop); host code kforge cannot follow gets fresh copies
 *            both ways.
 *
 * A fragment with no loop to run in parallel is kept as it is, with a
 * warning (through the kf_diag) that names its first loop's reason.
 *
 * Ownership: *out (and *device) are malloc'ed, the caller frees them;
 * nothing else is kept.
 */
#ifndef KFORGE_GEN_H
#define KFORGE_GEN_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "kforge/analyze.h"
#include "kforge/diag.h"

enum kf_gen_target { KF_GEN_OPENMP, KF_GEN_OPENCL, KF_GEN_CUDA };

/* How a reduction kernel combines its threads' values (gen_reduce.h). */
enum kf_gen_reduction {
    KF_GEN_RED_AUTO = 0, /* shuffle on CUDA, shared on OpenCL (integers with
                            native atomics: group results added atomically) */
    KF_GEN_RED_SHARED,   /* tree in shared/local memory, then a fold kernel */
    KF_GEN_RED_SHUFFLE,  /* CUDA warp shuffles, then a fold kernel */
    KF_GEN_RED_ATOMIC,   /* every thread atomically into the result */
};

/* Which kernels the fusion pass merges (gpu_fuse.h; seed 002 §17.1.6). */
enum kf_gen_fusion {
    KF_GEN_FUSION_SMART = 0,         /* every legal group, kernels moved up when independent */
    KF_GEN_FUSION_NOREORDERING,      /* neighbours only */
    KF_GEN_FUSION_MINSYNCGRID,       /* fewest launches (as smart: no grid barriers) */
    KF_GEN_FUSION_MINWORKINGMEMORY,  /* only fusions that make a temporary array dead */
    KF_GEN_FUSION_MANUAL,            /* neighbours; #pragma kforge fusion_barrier splits */
};

enum { KF_GEN_OK = 0, KF_GEN_ERROR = -1, KF_GEN_UNSUPPORTED = -2 };

/*
 * The passes of code generation, in the order the pipeline meets them
 * (STYLE.md habit 6; kf_gen_passes gives the table: name, targets,
 * summary).  Each is a decision the back ends take per fragment or per
 * loop; switched off (kf_gen_options.disabled), the code generator does
 * without it and still writes a correct program.  `transfers` is required:
 * without its copies the device would compute on stale data.
 */
enum kf_gen_pass {
    KF_PASS_LOOP_FORM,    /* openmp: conditions in OpenMP's canonical loop form; required */
    KF_PASS_ACCUMULATE,   /* openmp */
    KF_PASS_ALIAS_TEST,   /* openmp */
    KF_PASS_DELIN_ASSUME, /* all: a fragment under its model's run-time assumption (model.h) */
    KF_PASS_PARALLEL_FOR, /* openmp */
    KF_PASS_REDUCTIONS,   /* all */
    KF_PASS_REGION,       /* openmp */
    KF_PASS_SPLIT,        /* openmp */
    KF_PASS_NOWAIT,       /* openmp */
    KF_PASS_WAVEFRONT,    /* all: two sequential loops run by waves (analysis/wave.h) */
    KF_PASS_SINK,         /* openmp */
    KF_PASS_GRAIN,        /* openmp */
    KF_PASS_TILE,         /* openmp */
    KF_PASS_REGBLOCK,     /* openmp: register blocking of a tiled band (passes/regblock.h) */
    KF_PASS_REGBLOCK_K,   /* openmp: its loop above the innermost jammed too (regblock.h) */
    KF_PASS_INTERCHANGE,  /* openmp */
    KF_PASS_SIMD,         /* openmp */
    KF_PASS_SEQ_SIMD,     /* openmp: omp simd in nests that stay sequential */
    KF_PASS_SCALAR_ACC,   /* openmp: an innermost loop's accumulator element in a scalar */
    KF_PASS_PRIVATISE_ARRAY, /* openmp: a scratch row private to each iteration, the last peeled */
    KF_PASS_DISTRIBUTE,   /* openmp: loops distributed before the plan so that it can turn them */
    KF_PASS_EXPAND,       /* openmp: scalars expanded before the plan so that it can turn a loop */
    KF_PASS_DEEPEN,       /* opencl, cuda: inner parallel loops fused above sequential ones (gpu_deepen.h) */
    KF_PASS_KERNELS,      /* opencl, cuda */
    KF_PASS_ONE_THREAD,   /* opencl, cuda */
    KF_PASS_FUSION,       /* opencl, cuda: kernel fusion (seed 002 §17.1.6) */
    KF_PASS_LAUNCH_SHAPE, /* opencl, cuda */
    KF_PASS_COALESCE,     /* opencl, cuda: dimension interchange for coalescing (§17.2) */
    KF_PASS_SINGLETON,    /* opencl, cuda: singleton-dimension removal (§17.2) */
    KF_PASS_FLATTEN,      /* opencl, cuda: flattening (§17.2) */
    KF_PASS_WINDOW,       /* opencl, cuda: local windowing (seed 002 §17.2.2) */
    KF_PASS_KTILE,        /* opencl, cuda: a reduction loop's operands in local tiles (§17.2.3) */
    KF_PASS_BOUNDS,       /* opencl, cuda: bounds tests the launch proves (§17.2.4) */
    KF_PASS_INTERIOR,     /* opencl, cuda: interior blocks run untested (§17.2 divergence) */
    KF_PASS_STRIP,        /* opencl: a CPU kernel's work-item runs a strip of x (gpu_ktile.h) */
    KF_PASS_REGIONS,      /* opencl, cuda */
    KF_PASS_TREE_REGIONS, /* opencl, cuda */
    KF_PASS_TRANSFERS,    /* opencl, cuda; required */
    KF_PASS_HOMES,        /* opencl, cuda */
    KF_PASS_ORDER_KEEP,   /* a triangular recurrence a column at a time (gpu_order.h) */
    KF_PASS_COUNT
};

/* The bit of pass P in kf_gen_options.disabled. */
#define KF_PASS_BIT(p) ((uint64_t)1 << (p))

struct kf_gen_pass_info {
    const char *name;    /* what --disable and --dump-after take */
    const char *targets; /* "openmp", "opencl cuda" or "all" */
    bool required;       /* may not be switched off */
    const char *summary; /* one line */
};

/* The table, KF_PASS_COUNT entries in pipeline order. */
const struct kf_gen_pass_info *kf_gen_passes(void);
/* The pass called `name`, or -1. */
int kf_gen_pass_parse(const char *name);

struct kf_gen_options {
    enum kf_gen_target target;
    FILE *explain; /* when not NULL, the plan is described there */
    /* GPU targets: launch shape overrides (--block 32x8, --map j,i); used
     * for kernels whose band has as many loops, ignored with a warning for
     * the others */
    int nblock;
    int block[3];
    const char *map;
    enum kf_gen_reduction reduction; /* GPU targets; 0 is auto */
    /* How the analysis was made (its compiler flags): openmp re-analyses
     * the file with scalar accumulators rewritten (xform.h) to prove the
     * interchanges they enable; NULL: no such rewrite.  Kept, not owned. */
    const struct kf_fe_options *fe;
    /* OpenMP: the statement instances a fork or a barrier must share to pay
     * for itself (0: KF_GEN_MIN_WORK; negative: every parallel loop forks) */
    long min_work;
    /* Floating-point sums and products keep their order: a loop that would
     * reassociate one (a reduction run in parallel) stays sequential
     * (--strict-fp).  Without it, kforge reassociates only where that is
     * the nest's only parallelism, and everywhere when the compiler flags
     * allow it (-ffast-math, -fassociative-math). */
    bool strict_fp;
    /* Passes switched off: bit KF_PASS_BIT(KF_PASS_x).  Required ones
     * are never off (kf_gen_file ignores their bits). */
    uint64_t disabled;
    /* When dump is not NULL: what pass dump_after decided, in text, as it
     * decides it (gen.h's pass table; `kforge gen --dump-after`). */
    enum kf_gen_pass dump_after;
    FILE *dump;
    /* OpenMP: tile sizes, outermost first (--tile=32x32x64; passes/tile.h),
     * the last repeated for deeper bands; ntile 0: the fixed model; -1: no
     * tiling */
    int ntile;
    long tile[8];
    enum kf_gen_fusion fusion; /* GPU targets; 0 is smart */
    /* settings.h (seed 002 §17.3): every fragment left as written; a note
     * per reduction run in parallel; the .cu's architecture (NULL: sm_90)
     * and what its kernels are built with (OpenCL: build options; CUDA:
     * nvcc flags, named in the .cu's first line) */
    bool no_parallel;
    bool show_reductions;
    const char *cuda_arch;
    bool fast_math, flush_to_zero, single_precision;
    /* OpenCL kernels windowed (setting opencl_window): auto by default,
     * since kforge cannot tell a GPU from a CPU device when it writes the
     * kernel, and on a CPU device (PoCL) the work-group barrier costs more
     * than the reads the window saves (jacobi-2d ran 10x slower): the
     * program holds both kernels and picks the windowed one on a
     * CL_DEVICE_TYPE_GPU device; on and off give one kernel */
    enum kf_gen_window { KF_GEN_WINDOW_AUTO, KF_GEN_WINDOW_ON, KF_GEN_WINDOW_OFF } opencl_window;
    /* GPU targets: where a fragment with kernels runs (--device-choice,
     * setting device_choice; codegen/gpu_choice.h).  device (the default,
     * 0): on the device whatever its work; auto: on the device where the
     * cost model finds its kernels pay for the device's set-up, launches
     * and copies, on the host as written where they do not, and where the
     * sizes are known only at run time, both, chosen by a test of them;
     * host: every fragment as written (the device never starts) */
    enum kf_gen_device_choice {
        KF_GEN_DEVICE_ALWAYS,
        KF_GEN_DEVICE_AUTO,
        KF_GEN_DEVICE_NEVER
    } device_choice;
    /* ... and the device's set-up in seconds for auto's estimate (setting
     * device_setup_s): 0 takes the target's profile (gpu_choice.c) */
    double device_setup_s;
};

enum { KF_GEN_MIN_WORK = 8192 };

/* "openmp", "opencl", "cuda"; 0 or -1 */
int kf_gen_target_parse(const char *name, enum kf_gen_target *t);
const char *kf_gen_target_name(enum kf_gen_target t);
/* "smart", "noreordering", "minsyncgrid", "minworkingmemory", "manual"; 0 or -1 */
int kf_gen_fusion_parse(const char *name, enum kf_gen_fusion *f);
const char *kf_gen_fusion_name(enum kf_gen_fusion f);
/* "auto", "shared", "shuffle", "atomic"; 0 or -1 */
int kf_gen_reduction_parse(const char *name, enum kf_gen_reduction *r);
const char *kf_gen_reduction_name(enum kf_gen_reduction r);
/* "device", "auto", "host"; 0 or -1 */
int kf_gen_device_choice_parse(const char *name, enum kf_gen_device_choice *c);
const char *kf_gen_device_choice_name(enum kf_gen_device_choice c);

/* Rewrites `text` (the contents of a->prog->file, `len` bytes) for the
 * target.  Returns KF_GEN_OK and *out, KF_GEN_UNSUPPORTED for a target
 * not built (none today), or KF_GEN_ERROR after a diagnostic through d
 * (also for options the target cannot honour: --reduction=shuffle with
 * opencl).  For cuda *out holds both files: the host C file,
 * KF_GEN_DEVICE_SEPARATOR, then the .cu file (what `kforge gen` prints
 * without -o). */
int kf_gen_file(const struct kf_analysis *a, const char *text, size_t len,
                const struct kf_gen_options *o, kf_diag *d, char **out);

/* The same, the two files apart: *out the host file (the only one for
 * openmp and opencl, *device then NULL), *device the .cu file for cuda. */
int kf_gen_files(const struct kf_analysis *a, const char *text, size_t len,
                 const struct kf_gen_options *o, kf_diag *d, char **out, char **device);

#define KF_GEN_DEVICE_SEPARATOR "/* ---- kforge: the .cu file follows ---- */\n"

#endif
