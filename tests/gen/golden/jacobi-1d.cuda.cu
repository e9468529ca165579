/* kforge 0.1.0: tests/kernels/jacobi-1d.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/jacobi-1d.c before line 27, where the kernels' text was */
#include <stdio.h>
#ifndef N
#define N 400
#endif
#ifndef TSTEPS
#define TSTEPS 40
#endif
/* end of tests/kernels/jacobi-1d.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_jacobi_1d_L1_1(float *A, float *B)
{
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= 398) {
        B[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0f;
    }
}

extern "C" __global__ void kernel_jacobi_1d_L1_2(float *A, float *B)
{
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= 398) {
        A[i] = (B[i - 1] + B[i] + B[i + 1]) / 3.0f;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_jacobi_1d_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *A, float *B)
{
    kernel_jacobi_1d_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_jacobi_1d_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *A, float *B)
{
    kernel_jacobi_1d_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, B);
    return cudaPeekAtLastError();
}
