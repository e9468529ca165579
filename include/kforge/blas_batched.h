/*
 * blas_batched.h: batched and strided-batched GEMM, and half precision
 * (fp16 storage, fp32 arithmetic), on OpenCL and on the CPU solver.
 *
 * Contract.  Every call computes, for b = 0 .. batch-1,
 *
 *   C_b = alpha_b op(A_b) op(B_b) + beta_b C_b
 *
 * with the layouts, transposes, sizes and leading dimensions of kf_sgemm
 * (blas.h; one shape for the whole batch) and kf_sgemm's argument checks
 * in its order, then the batch's.
 *
 *   strided   A_b at offA + b * strideA (elements), likewise B_b and C_b;
 *             one alpha and one beta.  strideC == 0 sums the whole batch
 *             into one C:  C = alpha sum_b op(A_b) op(B_b) + beta C  (beta
 *             applied once; beta == 0: C not read).  Strides are >= 0; a
 *             non-zero strideC smaller than C's extent (the C_b would
 *             overlap) is KF_BLAS_ERR_ARGUMENT.
 *   batched   offsets (OpenCL) or pointers (CPU) per matrix, and alphas[b],
 *             betas[b] per matrix (CLBlast's and cuBLAS's batched form);
 *             the C_b must not overlap (not checked: each is written by
 *             its own work-items).
 *
 * OpenCL: the whole batch is one kernel launch (generated, cached per
 * context like kf_sgemm's; the batch is the NDRange's third dimension, or
 * a loop inside each work-item when strideC is 0); buffers as kf_sgemm,
 * each matrix's span checked against its buffer; the call does not wait;
 * *event as kf_sgemm.  CPU: host memory, each matrix by the CPU solver
 * (kf_sgemm_cpu's kernel) in turn; the call returns when C is written.
 * batch == 0 does nothing.  Every matrix spans at most 2^31-1 elements
 * from its buffer's start (offset included).
 *
 * Half precision (kf_hgemm_*): A, B and C hold IEEE binary16 values
 * (cl_half / uint16_t); products and sums are formed in float and C is
 * rounded to half once at the end (round to nearest even).  On OpenCL the
 * values move through vload_half / vstore_half, which OpenCL 1.2 has on
 * every device: cl_khr_fp16 (half arithmetic) is not needed, and
 * kf_blas_device_fp16() says whether a device has it.  alpha and beta
 * are float.
 *
 * Ownership: every buffer, array and pointer stays the caller's; the
 * arrays (offsets, alphas, betas) are read before the call returns.
 */
#ifndef KFORGE_BLAS_BATCHED_H
#define KFORGE_BLAS_BATCHED_H

#include "kforge/blas.h"

#include <stdint.h>

/* ---- OpenCL ---------------------------------------------------------------- */

kf_blas_status kf_sgemm_strided_batched(kf_blas_layout layout, kf_blas_transpose transA,
                                        kf_blas_transpose transB, long m, long n, long k,
                                        float alpha, cl_mem A, size_t offA, long lda,
                                        long strideA, cl_mem B, size_t offB, long ldb,
                                        long strideB, float beta, cl_mem C, size_t offC,
                                        long ldc, long strideC, size_t batch,
                                        cl_command_queue queue, cl_event *event);
kf_blas_status kf_dgemm_strided_batched(kf_blas_layout layout, kf_blas_transpose transA,
                                        kf_blas_transpose transB, long m, long n, long k,
                                        double alpha, cl_mem A, size_t offA, long lda,
                                        long strideA, cl_mem B, size_t offB, long ldb,
                                        long strideB, double beta, cl_mem C, size_t offC,
                                        long ldc, long strideC, size_t batch,
                                        cl_command_queue queue, cl_event *event);
kf_blas_status kf_hgemm_strided_batched(kf_blas_layout layout, kf_blas_transpose transA,
                                        kf_blas_transpose transB, long m, long n, long k,
                                        float alpha, cl_mem A, size_t offA, long lda,
                                        long strideA, cl_mem B, size_t offB, long ldb,
                                        long strideB, float beta, cl_mem C, size_t offC,
                                        long ldc, long strideC, size_t batch,
                                        cl_command_queue queue, cl_event *event);

kf_blas_status kf_sgemm_batched(kf_blas_layout layout, kf_blas_transpose transA,
                                kf_blas_transpose transB, long m, long n, long k,
                                const float *alphas, cl_mem A, const size_t *offsA, long lda,
                                cl_mem B, const size_t *offsB, long ldb, const float *betas,
                                cl_mem C, const size_t *offsC, long ldc, size_t batch,
                                cl_command_queue queue, cl_event *event);
kf_blas_status kf_dgemm_batched(kf_blas_layout layout, kf_blas_transpose transA,
                                kf_blas_transpose transB, long m, long n, long k,
                                const double *alphas, cl_mem A, const size_t *offsA, long lda,
                                cl_mem B, const size_t *offsB, long ldb, const double *betas,
                                cl_mem C, const size_t *offsC, long ldc, size_t batch,
                                cl_command_queue queue, cl_event *event);

/* One half-precision GEMM: kf_hgemm_strided_batched with batch 1. */
kf_blas_status kf_hgemm(kf_blas_layout layout, kf_blas_transpose transA,
                        kf_blas_transpose transB, long m, long n, long k, float alpha, cl_mem A,
                        size_t offA, long lda, cl_mem B, size_t offB, long ldb, float beta,
                        cl_mem C, size_t offC, long ldc, cl_command_queue queue,
                        cl_event *event);

/* 1 when the queue's device has cl_khr_fp16, 0 when not, a negative
 * kf_blas_status when the queue is invalid. */
int kf_blas_device_fp16(cl_command_queue queue);

/* ---- CPU solver --------------------------------------------------------------- */

kf_blas_status kf_sgemm_strided_batched_cpu(kf_blas_layout layout, kf_blas_transpose transA,
                                            kf_blas_transpose transB, long m, long n, long k,
                                            float alpha, const float *A, long lda, long strideA,
                                            const float *B, long ldb, long strideB, float beta,
                                            float *C, long ldc, long strideC, size_t batch);
kf_blas_status kf_dgemm_strided_batched_cpu(kf_blas_layout layout, kf_blas_transpose transA,
                                            kf_blas_transpose transB, long m, long n, long k,
                                            double alpha, const double *A, long lda,
                                            long strideA, const double *B, long ldb,
                                            long strideB, double beta, double *C, long ldc,
                                            long strideC, size_t batch);
kf_blas_status kf_sgemm_batched_cpu(kf_blas_layout layout, kf_blas_transpose transA,
                                    kf_blas_transpose transB, long m, long n, long k,
                                    const float *alphas, const float *const *A, long lda,
                                    const float *const *B, long ldb, const float *betas,
                                    float *const *C, long ldc, size_t batch);
kf_blas_status kf_dgemm_batched_cpu(kf_blas_layout layout, kf_blas_transpose transA,
                                    kf_blas_transpose transB, long m, long n, long k,
                                    const double *alphas, const double *const *A, long lda,
                                    const double *const *B, long ldb, const double *betas,
                                    double *const *C, long ldc, size_t batch);

/* ---- the kernel ----------------------------------------------------------------- */

/* The batched kernel "kf_gemm_batched" for precision prec ('s', 'd', or
 * 'h': half storage, float arithmetic), op(A) = A^T when ta, op(B) = B^T
 * when tb, a tm x tn tile of C per work-item (1, 2, 4 or 8), in `dialect`
 * (KF_BLAS_OPENCL or KF_BLAS_CUDA); `mode` 0: strided, 1: strided with
 * the batch summed into one C, 2: offsets and alpha, beta per matrix from
 * arrays, 3: the batch summed in Z slices (Z the grid's third dimension:
 * slice z takes matrices z, z + Z, ...), slice z's sum written to C_z in
 * the arithmetic type (float for 'h'; the caller passes alpha 1, beta 0,
 * ldc M, strideC M * N).  __give the source (free() it), or NULL with the reason in
 * kf_blas_last_error().  Its arguments are (M, N, K, alpha, A, offA, lda,
 * strideA, B, offB, ldb, strideB, beta, C, offC, ldc, strideC, batch, P,
 * S): P the 3 x batch offsets (A's, then B's, then C's) and S the 2 x
 * batch alphas then betas of mode 2 (unused otherwise).  Column-major;
 * work-item (x, y) of batch item z computes rows x + r * X (X the global
 * size along 0) and columns y + c * Y of C_z. */
char *kf_blas_batched_gen(char prec, int ta, int tb, int tm, int tn, int mode,
                          kf_blas_dialect dialect);

/* The kernel "kf_gemm_batched_sum" (M, N, Z, alpha, W, beta, C, offC,
 * ldc) that ends mode 3: C = alpha sum_z W_z + beta C, W_z the z-th
 * M x N column-major slice of W (arithmetic type), one work-item per
 * element of C (grid M x N).  __give the source, or NULL with the reason
 * in kf_blas_last_error(). */
char *kf_blas_batched_sum_gen(char prec, kf_blas_dialect dialect);

#endif
