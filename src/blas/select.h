/*
 * select.h: the run-time selector (seed 004 "solution selector"): the
 * kernel parameters of a call, read from the device's store (store.h)
 * once per process, and the pin the tuner measures with.  Every selection
 * records its choice for kf_blas_select_last (and stderr when
 * $KFORGE_BLAS_EXPLAIN is set).
 */
#ifndef KF_BLAS_SELECT_H
#define KF_BLAS_SELECT_H

#include "blas/store.h"

/* The selector: parameters for a GEMM of this size on dev ($KFORGE_GEMM_PARAMS
 * when set, e.g. "pattern=local wg=8x8 tile=4x4 kb=16"; else the store;
 * else built-in defaults).  trans and tails are left to the caller. */
void kf_blas_select_gemm(cl_device_id dev, kf_blas_precision prec, long m, long n, long k,
                         kf_gemm_params *p);

/* The selector for TRMM ("trmm") and TRSM ("trsm") of this size (m x n
 * times the triangle's ka): the routine's own store entry, else GEMM's,
 * else the built-in defaults, as kf_blas_select_gemm ($KFORGE_GEMM_PARAMS
 * overrides all).  *nb (when not NULL) receives TRSM's diagonal block
 * (KF_BLAS_TRSM_NB unless the trsm entry says otherwise).  Returns 1 when
 * the routine's own entry (or a pin) decided: TRSM then runs all its
 * GEMMs with *p; else 0 (TRSM selects each GEMM by its own shape). */
int kf_blas_select_tri(cl_device_id dev, const char *routine, kf_blas_precision prec, long m,
                       long n, long ka, kf_gemm_params *p, int *nb);

/* The built-in parameters for dev, prec and pattern (no store, no
 * environment): on a CPU device the global pattern's kernel in vectors of
 * the device's preferred width (kf_gemm_cpu_device_params), else
 * kf_gemm_default_params.  The selector's defaults and the tuner's start. */
kf_gemm_params kf_blas_device_defaults(cl_device_id dev, kf_blas_precision prec,
                                       kf_gemm_pattern pattern);

/* The CPU solver's selector (solvers/cpu.c's kf_blas_cpu_params): the pin;
 * else $KFORGE_CPU_GEMM_PARAMS over `defaults` (the built-in parameters);
 * else the CPU store's entry for (routine, prec, size class), GEMM's for
 * TRMM and TRSM without their own; else `defaults`.  *nb (when not NULL)
 * receives TRSM's diagonal block from its own entry, else 0 (the
 * default).  Returns 1 when the routine's own entry or the pin decided.
 * The explain hook reports it as "gemm s large: cpu store gemm: ...",
 * "cpu defaults", "KFORGE_CPU_GEMM_PARAMS" or "pinned". */
int kf_blas_select_cpu(const char *routine, kf_blas_precision prec, long m, long n, long k,
                       const kf_gemm_params *defaults, kf_gemm_params *p, int *nb);

/* The explain hook: what the selector last chose on this thread (the line
 * kf_blas_select_explain returns).  The string belongs to the thread; the
 * next selection replaces it. */
const char *kf_blas_select_last(void);

/* The tuner's pin: until kf_blas_select_pin(NULL, 0), every selection on
 * this thread answers p (and nb for TRSM), so that the tuner measures a
 * routine exactly as callers run it. */
void kf_blas_select_pin(const kf_gemm_params *p, int nb);

/* The measured GFLOP/s the store holds for a GEMM of this size on dev, or 0
 * when the device is untuned for it: the multi-device split's weight. */
double kf_blas_select_speed(cl_device_id dev, kf_blas_precision prec, long m, long n, long k);

/* The multi-device split: n columns cut into nq panels in proportion to
 * weight[] (all equal when none is positive), each width a multiple of
 * block[i] (rounded to the nearest), the last panel taking the rest; the
 * widths go to width[] and add up to n. */
void kf_blas_select_split(long n, int nq, const double *weight, const long *block,
                          long *width);

/* The indirect path (seed 004 "solution selector": the problem decomposed
 * so that tails need no kernels of their own; GotoBLAS's and CLBlast's
 * padded copies): which operands of a column-major GEMM with kernel p go
 * through a padded copy, and its sizes.  A copy is made of
 *   A when m is not a multiple of the block's rows or lda is a conflict,
 *   B likewise for n and ldb, and
 *   C when either is not a multiple, or ldc is a conflict;
 * a conflict is a leading dimension of a multiple of 4 KiB: a tile's
 * columns then fall into the same cache sets.  The copies hold m and n
 * rounded up to the block (the garbage of their padding only reaches C's
 * padding, which is not copied back; K needs no padding), their leading
 * dimensions a cache line past any multiple of 4 KiB.  Problems under
 * 2 x 384^3 flops, TRMM's kernels (the triangle is indexed from the
 * corner) and the CPU (its kernels pack panels themselves) take the direct
 * path.  $KFORGE_BLAS_PACK=0 or 1 forces the choice (tests, experiments).
 * Returns 1 when any operand is copied. */
typedef struct kf_blas_pack {
    int a, b, c;         /* which operands are copied */
    long m, n;           /* the padded sizes */
    long lda, ldb, ldc;  /* the copies' leading dimensions */
} kf_blas_pack;
int kf_blas_select_pack(const kf_gemm_params *p, long m, long n, long k, long lda, long ldb,
                        long ldc, kf_blas_pack *pk);

/* Drops the selector's in-memory copy of the stores (after a tune). */
void kf_blas_select_reset(void);

/* Split-K on a device (seed 004's selector, by the problem's shape): the
 * number of K slices for kernel p on an m x n x k GEMM on a device of
 * `units` compute units (multiprocessors): 1 (no split) unless K is long
 * (the largek class, k >= 8 max(m, n)) and p's grid has fewer than two
 * work-groups per unit; then enough slices for two per unit, each at
 * least 256 deep (and 4 K panels), at most 64.  KFORGE_BLAS_SPLITK=0
 * never splits, =N (2..256) splits in N wherever p allows (to compare
 * and to test). */
int kf_blas_select_splitk(const kf_gemm_params *p, long m, long n, long k, long units);

#endif
