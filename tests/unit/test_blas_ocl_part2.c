/*
 * test_blas_ocl_part2.c: the second half of test_blas_ocl.c's cases (double
 * precision's GEMM sweeps, the API cases, TRMM, TRSM and the store) on an
 * OpenCL device (PoCL here), as a program of its own so that two of the
 * suite's lanes share PoCL's cold compiles (see test_blas_ocl.c).
 */
#define KF_BLAS_OCL_PART2 1
#include "test_blas_ocl.c"
