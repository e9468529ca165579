/*
 * store.h: the per-device preference store (seed 004 "kernel and
 * preferences storage"): what the selector and the tests use beside the
 * public part (include/kforge/blas_tune.h: the file format, load, set,
 * save, print).
 */
#ifndef KF_BLAS_STORE_H
#define KF_BLAS_STORE_H

#include "blas/params.h"
#include "kforge/blas_tune.h"

/* The size class of an m x n x k problem. */
const char *kf_store_size_class(long m, long n, long k);

/* The store file of a device (__give), or NULL. */
char *kf_store_path(cl_device_id dev);

/* Loads a store as kf_store_load does, from an explicit path and key (the
 * tests). */
int kf_store_load_file(kf_store *s, const char *path, const char *key, int *warned);

/* The entry for (routine, prec, size), or NULL. */
const kf_store_entry *kf_store_find(const kf_store *s, const char *routine, char prec,
                                    const char *size);

#endif
