/*
 * blas_int.h: what the BLAS modules share and do not export.
 *
 *   blas.c        argument checks, reference, errors, program cache, solver
 *   blas_gemm.c   the GEMM generator (through kgen)
 *   blas_store.c  the per-device preference store and the selector
 */
#ifndef KF_BLAS_INT_H
#define KF_BLAS_INT_H

#include "kforge/blas.h"

/* Sets the thread's last-error text; returns `status` so callers can
 * `return kf_blas_fail(KF_BLAS_ERR_X, "...")`. */
kf_blas_status kf_blas_fail(kf_blas_status status, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* The device's limits the generator and the tuner respect. */
typedef struct kf_blas_limits {
    size_t max_wg;        /* CL_DEVICE_MAX_WORK_GROUP_SIZE */
    size_t max_item[3];   /* CL_DEVICE_MAX_WORK_ITEM_SIZES */
    unsigned long local_mem; /* CL_DEVICE_LOCAL_MEM_SIZE, bytes */
    int fp64;
} kf_blas_limits;

kf_blas_status kf_blas_device_limits(cl_device_id dev, kf_blas_limits *lim);

/* Whether p fits the device: 0 or KF_BLAS_ERR_PARAMS with the reason. */
kf_blas_status kf_gemm_params_fit(const kf_gemm_params *p, const kf_blas_limits *lim);

#endif
