/*
 * blas_store.h: the per-device preference store and the run-time selector
 * (seed 004 "kernel and preferences storage", "solution selector").
 *
 * Contract.  One human-readable text file per device, named after the device
 * (a sanitised device name and a hash of its key, see ocl.h) under
 * $KFORGE_STORE_DIR, else $XDG_CACHE_HOME/kforge, else ~/.cache/kforge:
 *
 *   # kforge preference store
 *   kforge-store 1
 *   device pthread-skylake-avx512-...|3.1+debian|Portable Computing Language
 *   gemm s large pattern=global wg=8x8 tile=4x4 kb=16 ku=4 store=vars gflops=31.2
 *   trmm s large pattern=global wg=4x8 tile=8x4 kb=16 ku=2 store=vars gflops=20.5
 *   trsm s large nb=64 pattern=global wg=8x8 tile=4x4 kb=16 ku=4 store=vars gflops=9.1
 *   ...
 *   end
 *
 * One line per (routine, precision, size class): gemm, trmm (the GEMM
 * kernel's parameters TRMM runs its triangle with) and trsm (its diagonal
 * block nb and the parameters of all its GEMM updates).  Writes are crash-safe
 * (file.h kf_file_write_atomic); a file that does not parse (bad header,
 * unknown field, missing "end", another device's key) is reported once with
 * a warning on stderr and ignored: the selector then uses the built-in
 * defaults.  Size classes: "small" when m*n*k < 128^3, else "large".
 */
#ifndef KF_BLAS_STORE_H
#define KF_BLAS_STORE_H

#include "kforge/blas.h"

#include <stdio.h>

typedef struct kf_store_entry {
    char routine[16]; /* "gemm", "trmm" or "trsm" */
    char prec;        /* 's' or 'd' */
    char size[8];     /* "small", "large" */
    kf_gemm_params params;
    int nb;           /* trsm: the diagonal block it inverts; else 0 */
    double gflops;
} kf_store_entry;

typedef struct kf_store {
    char *path;   /* the file */
    char *key;    /* the device key */
    int n, cap;
    kf_store_entry *e;
} kf_store;

/* The size class of an m x n x k problem. */
const char *kf_store_size_class(long m, long n, long k);

/* The CPU solver's device key (__give), or NULL: "cpu <model name>|<N>
 * threads", the model from /proc/cpuinfo, N the threads its kernels run
 * on (OMP_NUM_THREADS, else the CPUs online: blocking tuned for two
 * threads sharing a cache need not suit one).  Its store lies beside the
 * OpenCL devices', named after the model. */
char *kf_store_cpu_key(void);
/* Loads the CPU solver's store, as kf_store_load. */
int kf_store_load_cpu(kf_store *s, int *warned);

/* The store file of a device (__give), or NULL. */
char *kf_store_path(cl_device_id dev);

/* Loads the store of `dev` into *s (empty when there is no file, or when the
 * file is corrupt: then a warning goes to stderr and *warned is set when
 * warned is not NULL).  0, or -1 when no path could be made.  kf_store_free
 * frees what kf_store_load filled in. */
int kf_store_load(kf_store *s, cl_device_id dev, int *warned);
/* Same from explicit path/key (the tests). */
int kf_store_load_file(kf_store *s, const char *path, const char *key, int *warned);
void kf_store_free(kf_store *s);

/* The entry for (routine, prec, size), or NULL. */
const kf_store_entry *kf_store_find(const kf_store *s, const char *routine, char prec,
                                    const char *size);
/* Sets (replaces) an entry; 0 or -1 (no memory). */
int kf_store_set(kf_store *s, const kf_store_entry *e);
/* Writes the store crash-safely; 0 or -1 with errno. */
int kf_store_save(const kf_store *s);
/* Prints the store as it would be written. */
void kf_store_print(const kf_store *s, FILE *out);

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

/* The CPU solver's selector (blas_cpu.c's kf_blas_cpu_params): the pin;
 * else $KFORGE_CPU_GEMM_PARAMS over `defaults` (the built-in parameters);
 * else the CPU store's entry for (routine, prec, size class), GEMM's for
 * TRMM and TRSM without their own; else `defaults`.  *nb (when not NULL)
 * receives TRSM's diagonal block from its own entry, else 0 (the
 * default).  Returns 1 when the routine's own entry or the pin decided.
 * The explain hook reports it as "gemm s large: cpu store gemm: ...",
 * "cpu defaults", "KFORGE_CPU_GEMM_PARAMS" or "pinned". */
int kf_blas_select_cpu(const char *routine, kf_blas_precision prec, long m, long n, long k,
                       const kf_gemm_params *defaults, kf_gemm_params *p, int *nb);

/* The explain hook: what the selector last chose on this thread, e.g.
 * "trmm s large: store trmm: pattern=global wg=4x8 ..." (the routine, the
 * precision, the size class, where the choice came from: "store trmm",
 * "store gemm", "defaults", "KFORGE_GEMM_PARAMS" or "pinned", and the
 * parameters).  Also printed to stderr when $KFORGE_BLAS_EXPLAIN is set.
 * The string belongs to the thread; the next selection replaces it. */
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

/* Drops the selector's in-memory copy of the stores (after a tune). */
void kf_blas_select_reset(void);

#endif

/* ---- the tuner (seed 004 "analyzing tools") ------------------------------
 *
 * kf_blas_tune measures variants of a routine (gemm, trmm, trsm) on env's
 * device for one precision and size class and returns the best in *best
 * (and TRSM's diagonal block in *nb).  The search
 * (blas_tune.c has the details): each pattern's defaults are screened, a
 * coordinate descent runs from the better one (from the other too when it
 * is close), then restarts from the best points found while the budget
 * lasts, and the best few are measured again.  Variants the device cannot
 * run (work-group or local memory limits) or that would leave compute
 * units idle are pruned before they are built; every variant's result is
 * compared with the reference before it is timed, and a wrong one is
 * discarded (and reported).  The budget is the tuner's own: it stops
 * searching at nine tenths of it (at most 5 s before the end) and confirms
 * in the rest; a compile under way when the time is up finishes first.
 */
#include "support/ocl.h"

typedef struct kf_tune_opts {
    const char *routine;   /* "gemm" (NULL), "trmm", "trsm" (kf_tune_routine_valid) */
    kf_blas_precision prec;
    const char *size;      /* "small" or "large" */
    double budget_s;       /* wall-clock budget (compiles included); 0: none */
    int max_variants;      /* 0: no limit */
    int exhaustive;        /* measure every point of the space instead */
    const char *space;     /* "full" (NULL) or "reduced" (kf_tune_space_valid) */
    /* called after each measured variant (desc: its parameters, "nb=.. "
     * first for TRSM); done/total is an estimate, elapsed the seconds
     * since the start */
    void (*progress)(void *ud, int done, int total, double elapsed, const char *desc,
                     double gflops, const char *note);
    void *ud;
    int *variants;         /* when not NULL, receives the count measured */
} kf_tune_opts;

/* 0 and *best (with its GFLOP/s in *gflops; TRMM and TRSM count n^3
 * flops, GEMM 2 n^3), or a kf_blas_status.  nb may be NULL.
 * kf_blas_tune_gemm is kf_blas_tune for o->routine "gemm". */
kf_blas_status kf_blas_tune(const kf_ocl_env *env, const kf_tune_opts *o, kf_gemm_params *best,
                            int *nb, double *gflops);
kf_blas_status kf_blas_tune_gemm(const kf_ocl_env *env, const kf_tune_opts *o,
                                 kf_gemm_params *best, double *gflops);

/* The problem size the tuner measures a size class at. */
long kf_tune_problem_size(const char *size);

/* The CPU solver's tuner (blas_tune.c): its GEMM's blocking (kb, mc, nc,
 * tasks; the micro-tile stays the ISA's) measured for o->prec and o->size
 * (o->routine NULL or "gemm"; space and exhaustive are not used) at
 * kf_tune_cpu_problem_size's n, every variant checked against a reference
 * before it is timed, within o->budget_s and o->max_variants, progress
 * reported as kf_blas_tune's.  0 and *best with its GFLOP/s, or a
 * kf_blas_status.  Needs no OpenCL device. */
kf_blas_status kf_blas_tune_cpu(const kf_tune_opts *o, kf_gemm_params *best, double *gflops);
long kf_tune_cpu_problem_size(const char *size);

/* Whether `name` names a search space ("full", "reduced"), a tunable
 * routine ("gemm", "trmm", "trsm"). */
int kf_tune_space_valid(const char *name);
int kf_tune_routine_valid(const char *name);
