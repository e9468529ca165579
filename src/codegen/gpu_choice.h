/*
 * gpu_choice.h: does a fragment's device code pay for itself?  (issue 14,
 * "never slower"; the setting --device-choice, device_choice)
 *
 * A fragment the GPU plan gives kernels (kf_gpu_prepare) is held against a
 * device profile: the device's set-up (context, program or module load,
 * once per program run), a launch's latency, the copies' bandwidth and the
 * time of one statement instance on the device and on the host.  Work is
 * the statement instances of the fragment's loops that hold kernels, the
 * OpenMP grain pass's estimate (openmp_cost.c: trip counts times the body,
 * inner iterators averaged out); bytes are the device arrays' extents times
 * their element size, copied in, and back when written.
 *
 *   host   = work * host_s
 *   device = setup + launches * launch_s + bytes / bytes_per_s + work * dev_s
 *
 * The set-up is paid once per program run, but each fragment is charged
 * it whole: kforge cannot tell whether another fragment that goes to the
 * device runs before it, or at all (so fragments that would pay only
 * together stay on the host: slower than it could be, never slower than
 * as written).  A run-time test on OpenCL drops the set-up where the
 * program has started the device already (kf_cl's queue).
 *
 * Under KF_GEN_DEVICE_AUTO the fragment runs on the device when device <
 * host.  Where work or bytes depend on sizes known only at run time, the
 * comparison becomes a C test of them (P->choice_test), and the fragment
 * a region of its own: "if (test) { device code } else { as written }"
 * (gpu.c, as the alias test's versions).  The model counts only what the
 * analysis can read; where it cannot (a bound it cannot read), the
 * fragment goes to the device as planned and --explain says so.
 */
#ifndef KFORGE_CODEGEN_GPU_CHOICE_H
#define KFORGE_CODEGEN_GPU_CHOICE_H

#include <stdbool.h>

#include "codegen/gpu.h"

/* One device's figures (gpu_choice.c says where each comes from). */
struct kf_gpu_profile {
    const char *name;
    double setup_s;     /* once per program: context, program build or module load */
    double launch_s;    /* per kernel launch */
    double bytes_per_s; /* host <-> device copies */
    double dev_s;       /* one statement instance on the device */
    double host_s;      /* one statement instance on the host, sequential (gcc -O2) */
};

/* The profile of the target: PoCL's for OpenCL, an H200's for CUDA. */
const struct kf_gpu_profile *kf_gpu_choice_profile(bool cuda);

/* Decides for P (planned, P->nkernel > 0) under g->o->device_choice.
 * Returns false when the fragment stays on the host as written (then a
 * note and P->choice_note say why); true when its kernels run on the device,
 * maybe only where P->choice_test holds (C text in the file's arena, the
 * sizes' test).  P->choice_note (arena text, or NULL) is the estimate for
 * --explain. */
bool kf_gpu_choice_decide(struct gen *g, struct prepared *P);

#endif
