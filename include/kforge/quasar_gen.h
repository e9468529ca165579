/*
 * quasar_gen.h: a Quasar program (include/kforge/quasar.h) lowered to C.
 *
 * Contract: kf_qc_gen writes one C translation unit that carries its own
 * run-time support and a main(): top-level statements run in order, then
 * main() of the program when it defines one.  Host code becomes C calling
 * the run-time support; __kernel__ functions called by parallel_do, the
 * for-loops the automatic loop parallelizer accepts (seed 002 §17.1.1) and
 * matrix expressions fused by the automatic kernel generator (§17.1.2)
 * become OpenMP parallel loops.  Every function is specialised to the
 * types of its arguments (§17.1.3).  Kernels take their sizes as
 * arguments: one build runs on every array size.
 *
 * Errors (a type error, an unsupported construct) are one gcc-style
 * diagnostic through `d`; the result is then NULL.  When `report` is not
 * NULL, each for-loop's fate (parallel, or serial with the seed's reason)
 * is printed there as file:line:col lines (`kforge analyze`).
 *
 * Target cuda: the text holds two files, the host C, then the line
 * KF_QC_CU_MARK, then the .cu with the kernels and an extern "C" launcher
 * each (compiled with nvcc -arch=sm_90).
 *
 * Ownership: the returned text is malloc'ed; the caller frees it.  The
 * program, arena and diag are kept.
 */
#ifndef KFORGE_QUASAR_GEN_H
#define KFORGE_QUASAR_GEN_H

#include <stdio.h>

#include "kforge/quasar.h"

#define KF_QC_CU_MARK "/* ---- kforge: the .cu file follows ---- */"

enum kf_qc_target { KF_QC_OPENMP, KF_QC_OPENCL, KF_QC_CUDA };

struct kf_qc_options {
    enum kf_qc_target target;
    /* the automatic parallelizers off (--no-parallelize, seed 002 §17.3):
     * every loop serial (§17.1.1), every element-wise expression and its
     * reduction a sequential loop (§17.1.2), launches fused only where a
     * function asks with {!kernel_fusion strategy=...} (§17.1.6) */
    int no_parallelize;
    /* why no_parallelize is set, for --explain (NULL: --no-parallelize).  Static. */
    const char *nopar_why;
    int single;         /* scalar arrays of float (Quasar's default precision), else double */
    FILE *explain;      /* when not NULL: the kernel transforms' decisions ("  bounds: ...") */
    unsigned disabled;  /* KF_QC_PASS_* bits: transforms switched off (--disable=NAME) */
    /* OpenCL: build options after -cl-std=CL1.2 (the settings file's
     * fast_math, flush_to_zero, precision; kf_settings_quasar), NULL for
     * none.  Kept, not owned. */
    const char *cl_options;
    /* why the transforms of `disabled` are off, for --explain, when the
     * settings file turned them off (NULL: --disable=NAME).  Static. */
    const char *off_why;
};

/* The Quasar face's kernel transforms that --disable=NAME switches off. */
enum {
    KF_QC_PASS_BOUNDS = 1,  /* bounds: accessors' checks removed where the launch domain proves them */
    KF_QC_PASS_DIVERGE = 2, /* divergence: kernels' if/else of one assignment each as a select */
    KF_QC_PASS_REGION = 4,  /* region: one omp parallel region around a host loop of launches */
    KF_QC_PASS_STRIP = 8,   /* strip: kernels with inner loops over strips of SIMD lanes (quasar_strip.c) */
    KF_QC_PASS_SIMD = 16,   /* simd: straight kernels inlined into their launch's loop under omp simd */
    KF_QC_PASS_FUSION = 32, /* fusion: consecutive launches as one kernel (quasar_fuse.c) */
    KF_QC_PASS_TILING = 64, /* kernel-tiling: {!kernel_tiling} on device and OpenMP kernels (quasar_tiling.c) */
    KF_QC_PASS_SLICE_REF = 128,  /* slice-ref: f(A[..]) passes A itself when the slice is all of A and f only
                                    reads it (quasar_slice.c) */
    KF_QC_PASS_SLICE_MOVE = 256, /* slice-move: A[..] = a new array takes its block when the slice is all of A */
    KF_QC_PASS_SLICE_VIEW = 512, /* slice-view: f(A[r0, r1]) passes a view of A's block (its rows A's) when f
                                    reads it only through indices, size and kernels (quasar_slice.c) */
    KF_QC_PASS_SLICE_INTO = 1024, /* slice-into: A[r0, r1] = f(..) lets f write its result into A's block */
    KF_QC_PASS_REDUCTION = 2048,  /* reduction: sum(A .* B) and nests' reductions as a tree per group on the device
                                     (quasar_red.c); off: OpenMP loops on the host, a nest's += an atomic add */
};

char *kf_qc_gen(kf_arena *a, kf_diag *d, kf_q_program *prog, const struct kf_qc_options *opt,
                FILE *report);

#endif
