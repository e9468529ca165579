/*
 * solvers/solvers.c: what spans the solvers (contract in
 * include/kforge/blas.h): kf_blas_release forgets every solver's kernels
 * and the selector's stores.
 */
#include "blas/solvers/solvers.h"

void kf_blas_release(void)
{
    kf_blas_select_reset();
    kf_blas_cpu_release();
    kf_blas_opencl_release();
}
