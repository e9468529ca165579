/* kforge 0.1.0: tests/kernels/jacobi-2d.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/jacobi-2d.c before line 26, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 64
#endif
#ifndef TSTEPS
#define TSTEPS 20
#endif
/* end of tests/kernels/jacobi-2d.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_jacobi_2d_L1_1(int n, double *A, double *B)
{
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    if (j <= n - 2 && i <= n - 2) {
        B[i * n + j] = 0.2 * (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] +
                 A[(i + 1) * n + j] + A[(i - 1) * n + j]);
    }
}

extern "C" __global__ void kernel_jacobi_2d_L1_2(int n, double *A, double *B)
{
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    if (j <= n - 2 && i <= n - 2) {
        A[i * n + j] = 0.2 * (B[i * n + j] + B[i * n + j - 1] + B[i * n + j + 1] +
                 B[(i + 1) * n + j] + B[(i - 1) * n + j]);
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_jacobi_2d_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *B)
{
    kernel_jacobi_2d_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_jacobi_2d_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *B)
{
    kernel_jacobi_2d_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, B);
    return cudaPeekAtLastError();
}
