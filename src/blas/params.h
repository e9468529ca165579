/*
 * params.h: what the BLAS layer knows of kernel parameters beyond the
 * public API (kf_gemm_params, kf_gemm_default_params, kf_gemm_params_check,
 * _format, _parse in include/kforge/blas.h): a device's limits and the
 * check against them, and the CPU solver's built-in parameters with the
 * host facts they follow.  Below the generators, the store and the
 * solvers; above base.h only.
 */
#ifndef KF_BLAS_PARAMS_H
#define KF_BLAS_PARAMS_H

#include "blas/base.h"

/* The device's limits the generator and the tuner respect (filled by the
 * OpenCL solver's kf_blas_device_limits). */
typedef struct kf_blas_limits {
    size_t max_wg;        /* CL_DEVICE_MAX_WORK_GROUP_SIZE */
    size_t max_item[3];   /* CL_DEVICE_MAX_WORK_ITEM_SIZES */
    unsigned long local_mem; /* CL_DEVICE_LOCAL_MEM_SIZE, bytes */
    int fp64;
} kf_blas_limits;

/* Whether p fits the device: 0 or KF_BLAS_ERR_PARAMS (KF_BLAS_ERR_NO_FP64)
 * with the reason. */
kf_blas_status kf_gemm_params_fit(const kf_gemm_params *p, const kf_blas_limits *lim);

/* The CPU solver's host: whether the CPU has AVX-512 (the compile flags and
 * the micro-tile follow it); the threads its kernels run on
 * (OMP_NUM_THREADS's first number, else the CPUs online); its built-in
 * parameters for prec (the micro-tile filling the vector registers,
 * GotoBLAS blocking; see kf_gemm_params). */
/* The built-in OpenCL parameters for a CPU device (PoCL) whose preferred
 * vector width for prec is vec (CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT or
 * _DOUBLE): the global pattern with each work-item's rows in vectors
 * (kf_gemm_params.vw) of min(vec, 8) floats on tiles of 8 x 8 in
 * work-groups of 4 x 8, or min(vec, 4) doubles on tiles of 4 x 8 in
 * work-groups of 8 x 4; vec < 2: kf_gemm_default_params's scalar kernel. */
kf_gemm_params kf_gemm_cpu_device_params(kf_blas_precision prec, int vec);

int kf_blas_cpu_avx512(void);
long kf_blas_cpu_threads(void);
kf_gemm_params kf_blas_cpu_defaults(kf_blas_precision prec);

#endif
