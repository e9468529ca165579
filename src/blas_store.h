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
 *   ...
 *   end
 *
 * One line per (routine, precision, size class).  Writes are crash-safe
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
    char routine[16]; /* "gemm" */
    char prec;        /* 's' or 'd' */
    char size[8];     /* "small", "large" */
    kf_gemm_params params;
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
 * kf_blas_tune_gemm measures GEMM variants on env's device for one
 * precision and size class and returns the best in *best.  The search
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
#include "kforge/ocl.h"

typedef struct kf_tune_opts {
    kf_blas_precision prec;
    const char *size;      /* "small" or "large" */
    double budget_s;       /* wall-clock budget (compiles included); 0: none */
    int max_variants;      /* 0: no limit */
    int exhaustive;        /* measure every point of the space instead */
    const char *space;     /* "full" (NULL) or "reduced" (kf_tune_space_valid) */
    /* called after each measured variant; done/total is an estimate,
     * elapsed the seconds since the start */
    void (*progress)(void *ud, int done, int total, double elapsed, const kf_gemm_params *p,
                     double gflops, const char *note);
    void *ud;
    int *variants;         /* when not NULL, receives the count measured */
} kf_tune_opts;

/* 0 and *best (with its GFLOP/s in *gflops), or a kf_blas_status. */
kf_blas_status kf_blas_tune_gemm(const kf_ocl_env *env, const kf_tune_opts *o,
                                 kf_gemm_params *best, double *gflops);

/* The problem size the tuner measures a size class at. */
long kf_tune_problem_size(const char *size);

/* Whether `name` names a search space ("full", "reduced"). */
int kf_tune_space_valid(const char *name);
