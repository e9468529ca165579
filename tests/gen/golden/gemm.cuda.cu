/* kforge 0.1.0: tests/kernels/gemm.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/gemm.c before line 45, where the kernels' text was */
#include <stdio.h>
#ifndef NI
#define NI 64
#endif
#ifndef NJ
#define NJ 64
#endif
#ifndef NK
#define NK 64
#endif
/* end of tests/kernels/gemm.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_gemm_L1(double *C, double beta, double alpha, double *A, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int k;
    C[i * 64 + j] *= beta;
    for (k = 0; k < NK; k++)
        C[i * 64 + j] += alpha * A[i * 64 + k] * B[k * 64 + j];
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_gemm_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double beta, double alpha, double *A, double *B)
{
    kernel_gemm_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, beta, alpha, A, B);
    return cudaPeekAtLastError();
}
