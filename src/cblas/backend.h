/*
 * backend.h: where a checked CBLAS or Fortran call runs.
 *
 * Contract.  The arguments have passed check.h's checks; layout is
 * KF_BLAS_ROW_MAJOR or KF_BLAS_COL_MAJOR, the other enumerations
 * kforge's (blas.h), prec 's' or 'd' (float or double operands; alpha
 * and beta passed as double, exact for a float).  The reference's quick
 * returns come first: nothing when the result is empty; GEMM with alpha
 * 0 or k 0 is C = beta C (C not read when beta is 0; A and B never read);
 * TRMM and TRSM with alpha 0 set B to zero.  Otherwise the call runs on
 * the device $KFORGE_BLAS_DEVICE names, read once:
 *
 *   cpu      (default) kforge's CPU solver, kf_dgemm_cpu ...
 *   opencl   kforge's OpenCL solver on the device kf_ocl_open picks
 *            ($KFORGE_DEVICE): the operands copied to buffers and back
 *   ref      the reference loops, kf_dgemm_ref ...
 *
 * A device that fails a call (no OpenCL device, no fp64, no compiler for
 * the CPU solver's kernels) prints one warning on stderr and the call runs
 * on the next device of opencl -> cpu -> ref; a result is always written.
 * $KFORGE_CBLAS_TRACE=1 prints one line per call on stderr: the routine's
 * name as the caller called it, its sizes and the device that ran it.
 * `name` is that name (static text).
 */
#ifndef KF_CBLAS_BACKEND_H
#define KF_CBLAS_BACKEND_H

void kf_cblas_gemm(const char *name, char prec, int layout, int ta, int tb, int m, int n, int k,
                   double alpha, const void *A, int lda, const void *B, int ldb, double beta,
                   void *C, int ldc);

/* TRMM (trsm 0) or TRSM (trsm 1). */
void kf_cblas_tri(const char *name, int trsm, char prec, int layout, int side, int uplo, int ta,
                  int diag, int m, int n, double alpha, const void *A, int lda, void *B, int ldb);

#endif
