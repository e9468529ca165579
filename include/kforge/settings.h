/*
 * settings.h: a project's code generation settings (seed 002 §17.3), from a
 * settings file and from pragmas in the source.
 *
 * Contract.  A settings file is `key = value` lines (a TOML subset):
 * `#` starts a comment, blank lines are fine, an optional `[kforge]` table
 * header, values bare or "quoted".  The same keys work as pragmas anywhere
 * in a C file: `#pragma kforge KEY VALUE`.  Keys (docs/transforms.md):
 *
 *   parallelizer     on | off      off: every fragment stays as written
 *   show_reductions  on | off      a note for each reduction run in parallel
 *   opt_level        0 | 1 | 2     0: only the passes that make kernels and
 *                                  parallel loops; 1: also interchange, SIMD,
 *                                  launch shapes...; 2 (default): every pass
 *   fusion           smart | noreordering | minsyncgrid | minworkingmemory | manual
 *   reduction        auto | shared | shuffle | atomic
 *   cuda_arch        sm_NN         nvcc -arch of the .cu (default sm_90)
 *   fast_math        on | off      OpenCL -cl-fast-relaxed-math, nvcc
 *                                  --use_fast_math; reductions may reassociate
 *   flush_to_zero    on | off      OpenCL -cl-denorms-are-zero, nvcc -ftz=true
 *   opencl_window    auto | on | off  local windowing on OpenCL kernels
 *                                  too (auto: both kernels, the windowed
 *                                  one run on GPU devices, where it pays)
 *   device_choice    device | auto | host  where fragments with kernels run
 *                                  (codegen/gpu_choice.h; default device)
 *   device_setup_s   seconds       the device's set-up in auto's estimate
 *                                  (default: the target's profile)
 *   precision        double | single  single: OpenCL
 *                                  -cl-single-precision-constant, nvcc
 *                                  --prec-div=false --prec-sqrt=false
 *
 * An unknown key, a bad value or a malformed line is a gcc-style error at
 * its line and column (through the kf_diag), and the call fails; nothing is
 * half applied to the caller's options then.  Settings the caller gave on
 * the command line win: `keep` (KF_SET_* bits) names them.
 *
 * Ownership: strings stored in the options (cuda_arch) are static or
 * interned for the life of the process; nothing to free.
 */
#ifndef KFORGE_SETTINGS_H
#define KFORGE_SETTINGS_H

#include <stddef.h>

#include "kforge/diag.h"
#include "kforge/gen.h"

/* Settings a caller fixed itself (command-line options). */
enum { KF_SET_FUSION = 1u << 0, KF_SET_REDUCTION = 1u << 1, KF_SET_SCALAR = 1u << 2,
       KF_SET_DEVICE_CHOICE = 1u << 3 };

/* The settings file for `input`: `explicit_path` when not NULL, else
 * kforge.toml in input's directory when it exists; NULL when none (buf
 * holds the path, n bytes). */
const char *kf_settings_find(const char *input, const char *explicit_path, char *buf, size_t n);
/* Applies the file at `path` to *o; 0, or -1 after diagnostics. */
int kf_settings_load_file(const char *path, struct kf_gen_options *o, unsigned keep, kf_diag *d);
/* Applies the `#pragma kforge KEY VALUE` lines of C text `text` (file
 * `file`, for diagnostics) to *o; `target` and `fusion_barrier` pragmas are
 * left alone.  0, or -1 after diagnostics. */
int kf_settings_load_pragmas(const char *file, const char *text, size_t len,
                             struct kf_gen_options *o, unsigned keep, kf_diag *d);

/* What the kernels are built with: nvcc's flags (-arch=sm_90 first, then
 * those of fast_math, flush_to_zero, precision, and -fmad=false for
 * --strict-fp), at most max, their count
 * (the strings are static: valid until the next call); OpenCL's build
 * options ("" when none) in buf. */
int kf_settings_nvcc_flags(const struct kf_gen_options *o, const char **flags, int max);
const char *kf_settings_cl_options(const struct kf_gen_options *o, char *buf, size_t n);

/* The Quasar face reads the same file and keys (docs/transforms.md,
 * "Settings of a Quasar program"): settings `o`, loaded as for a C file,
 * applied to a Quasar program's options *q.  parallelizer off: every loop
 * serial; opt_level 0: the bounds and divergence transforms off;
 * precision single: scalar is float (unless `keep` has KF_SET_SCALAR,
 * --scalar given); fast_math, flush_to_zero, precision: q->cl_options
 * points into buf (n bytes), the OpenCL build options.  The other keys
 * steer passes of the C face only: checked, then ignored. */
struct kf_qc_options;
void kf_settings_quasar(const struct kf_gen_options *o, unsigned keep, struct kf_qc_options *q,
                        char *buf, size_t n);

#endif
