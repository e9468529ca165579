/*
 * blas_tune.h: tuning the BLAS of kforge (seed 004 "analyzing tools",
 * "kernel and preferences storage", "solution selector"): what `kforge
 * tune` needs, and any program that tunes a device or reads its store.
 *
 * Contract.  The tuner (kf_blas_tune) measures variants of a routine on a
 * device and returns the best; the caller keeps it in the device's
 * preference store (kf_store_set, kf_store_save), where the selector finds
 * it on the next call of the routine (kf_blas_select_explain says what the
 * selector picks and why).  The CPU solver (kf_sgemm_cpu) has a tuner and
 * a store of its own, keyed by the CPU model and the thread count.
 *
 * Ownership.  A kf_store is filled by kf_store_load / kf_store_load_cpu
 * and emptied by kf_store_free (the caller's struct, the library's
 * fields).  Strings marked __give are free()d by the caller.  A queue from
 * kf_blas_queue_open is closed with kf_blas_queue_close, which releases
 * its context too.  Errors: a kf_blas_status and kf_blas_last_error(), as
 * in blas.h.
 */
#ifndef KFORGE_BLAS_TUNE_H
#define KFORGE_BLAS_TUNE_H

#include "kforge/blas.h"

#include <stdio.h>

/* ---- devices ------------------------------------------------------------------
 *
 * kf_blas_queue_open: an in-order command queue (profiling enabled) in a
 * context of its own on the OpenCL device `spec` names: a decimal index
 * into the list of every platform's devices, or a case-insensitive part of
 * "platform-name device-name" (NULL: $KFORGE_DEVICE, else the first
 * device).  __give, or NULL with the reason in kf_blas_last_error().
 * kf_blas_queue_close (__take) releases the queue and its context.
 * kf_blas_devices_list prints one line per OpenCL device ("INDEX: PLATFORM
 * / DEVICE") and a last one for the CPU solver ("cpu: KEY ..."); returns
 * the count of OpenCL devices.  kf_blas_device_name: the device's name
 * (__give), or NULL. */
cl_command_queue kf_blas_queue_open(const char *spec);
void kf_blas_queue_close(cl_command_queue queue);
int kf_blas_devices_list(FILE *out);
char *kf_blas_device_name(cl_device_id dev);

/* ---- the preference store ------------------------------------------------------
 *
 * One human-readable text file per device, named after the device (a
 * sanitised device name and a hash of its key) under $KFORGE_STORE_DIR,
 * else $XDG_CACHE_HOME/kforge, else ~/.cache/kforge:
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
 * block nb and the parameters of all its GEMM updates).  Writes are
 * crash-safe (written whole or not at all); a file that does not parse
 * (bad header, unknown field, missing "end", another device's key) is
 * reported once with a warning on stderr and ignored: the selector then
 * uses the built-in defaults.  Size classes, by the problem's shape
 * (kf_store_size_class): "small" when m*n*k < 128^3; else "largek" when
 * k >= 8 max(m, n); else "skinny" when min(m, n) <= 64; else "smallk"
 * when k <= 64; else "large".  A class without an entry takes "large"'s. */

/* The size classes in that order, NULL-terminated; whether `size` is one. */
extern const char *const kf_store_classes[];
int kf_store_class_valid(const char *size);

typedef struct kf_store_entry {
    char routine[16]; /* "gemm", "trmm" or "trsm" */
    char prec;        /* 's' or 'd' */
    char size[8];     /* a size class: "small", "large", "skinny", "smallk", "largek" */
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

/* Loads the store of `dev` into *s (empty when there is no file, or when the
 * file is corrupt: then a warning goes to stderr and *warned is set when
 * warned is not NULL).  0, or -1 when no path could be made.  kf_store_free
 * frees what kf_store_load filled in. */
int kf_store_load(kf_store *s, cl_device_id dev, int *warned);
void kf_store_free(kf_store *s);

/* The CPU solver's device key (__give), or NULL: "cpu <model name>|<N>
 * threads", the model from /proc/cpuinfo, N the threads its kernels run
 * on (OMP_NUM_THREADS, else the CPUs online: blocking tuned for two
 * threads sharing a cache need not suit one).  Its store lies beside the
 * OpenCL devices', named after the model; kf_store_load_cpu loads it as
 * kf_store_load. */
char *kf_store_cpu_key(void);
int kf_store_load_cpu(kf_store *s, int *warned);

/* Sets (replaces) an entry; 0 or -1 (no memory). */
int kf_store_set(kf_store *s, const kf_store_entry *e);
/* Writes the store crash-safely; 0 or -1 with errno. */
int kf_store_save(const kf_store *s);
/* Prints the store as it would be written. */
void kf_store_print(const kf_store *s, FILE *out);

/* ---- the selector's explanation ------------------------------------------------
 *
 * What the selector picks for `routine` ("gemm", "trmm", "trsm") in `prec`
 * on an n x n x n problem on dev (the CPU solver's selector when dev is
 * NULL), e.g. "trmm s large: store trmm: pattern=global wg=4x8 ..." (the
 * routine, the precision, the size class, where the choice came from:
 * "store trmm", "store gemm", "defaults", "KFORGE_GEMM_PARAMS" or "pinned";
 * on the CPU "cpu store gemm", "cpu defaults", "KFORGE_CPU_GEMM_PARAMS";
 * and the parameters).  The string belongs to the thread; the next
 * selection replaces it.  Every routine call makes such a line, printed
 * to stderr when $KFORGE_BLAS_EXPLAIN is set. */
const char *kf_blas_select_explain(cl_device_id dev, const char *routine,
                                   kf_blas_precision prec, long n);
/* The same for an m x n x k problem (its size class by its shape). */
const char *kf_blas_select_explain_shape(cl_device_id dev, const char *routine,
                                         kf_blas_precision prec, long m, long n, long k);

/* ---- the tuner -----------------------------------------------------------------
 *
 * kf_blas_tune measures variants of a routine (gemm, trmm, trsm) on the
 * device of `queue` (the tuner's buffers live in the queue's context) for
 * one precision and size class and returns the best in *best (and TRSM's
 * diagonal block in *nb).  The search (src/blas/tune.c has the details):
 * each pattern's defaults are screened, a coordinate descent runs from the
 * better one (from the other too when it is close), then restarts from the
 * best points found while the budget lasts, and the best few are measured
 * again.  Variants the device cannot run (work-group or local memory
 * limits) or that would leave compute units idle are pruned before they
 * are built; every variant's result is compared with the reference before
 * it is timed, and a wrong one is discarded (and reported).  The budget is
 * the tuner's own: it stops searching at nine tenths of it (at most 5 s
 * before the end) and confirms in the rest; a compile under way when the
 * time is up finishes first.  The tuner waits for the queue. */

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
kf_blas_status kf_blas_tune(cl_command_queue queue, const kf_tune_opts *o, kf_gemm_params *best,
                            int *nb, double *gflops);
kf_blas_status kf_blas_tune_gemm(cl_command_queue queue, const kf_tune_opts *o,
                                 kf_gemm_params *best, double *gflops);

/* The problem size the tuner measures a size class at: n^3, and
 * (n - 12)^3 beside it (a size that is no power of two: 52, 500); a
 * variant's figure is the geometric mean of the two. */
long kf_tune_problem_size(const char *size);

/* The CPU solver's tuner: its GEMM's blocking (kb, mc, nc, tasks; the
 * micro-tile stays the ISA's) measured for o->prec and o->size
 * (o->routine NULL or "gemm"; space and exhaustive are not used) over
 * kf_tune_cpu_grid's shapes, every variant checked against a reference
 * before it is timed, within o->budget_s and o->max_variants, progress
 * reported as kf_blas_tune's.  0 and *best with its GFLOP/s, or a
 * kf_blas_status.  Needs no OpenCL device. */
kf_blas_status kf_blas_tune_cpu(const kf_tune_opts *o, kf_gemm_params *best, double *gflops);
long kf_tune_cpu_problem_size(const char *size);

/* The CPU tuner's grid for a size class: up to KF_TUNE_GRID_MAX shapes
 * (m, n, k) into g, a power of two and a size that is not, each in the
 * class; returns their count.  A variant's figure is the geometric mean
 * of its GFLOP/s over the grid. */
enum { KF_TUNE_GRID_MAX = 4 };
int kf_tune_cpu_grid(const char *size, long g[][3]);

/* The CPU tuner's fork threshold (kf_gemm_params.fork, in 2^20 flops per
 * thread) from a ladder of `len` square GEMMs n[0] < n[1] < ... timed cold
 * on one thread (t_one) and on `threads` threads (t_all): the crossover is
 * the smallest rung from which every rung up is at least 10% faster on all
 * threads; the threshold sits between it and the rung below (the geometric
 * mean of their 2 n^3 flops), divided among the threads, at least 1.  No
 * crossover: twice the last rung's work.  A timing <= 0 (a failed run)
 * counts as no gain.  No rungs (len <= 0): 0, the built-in threshold. */
int kf_tune_cpu_fork_pick(const long *n, const double *t_one, const double *t_all, int len,
                          long threads);

/* Whether `name` names a search space ("full", "reduced"), a tunable
 * routine ("gemm", "trmm", "trsm"). */
int kf_tune_space_valid(const char *name);
int kf_tune_routine_valid(const char *name);

#endif
