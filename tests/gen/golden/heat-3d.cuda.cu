/* kforge 0.1.0: tests/kernels/heat-3d.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/heat-3d.c before line 30, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 20
#endif
#ifndef TSTEPS
#define TSTEPS 20
#endif
/* end of tests/kernels/heat-3d.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_heat_3d_L1_1(int n, float *A, float *B)
{
    int k = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int j = 1 + (int)(blockIdx.z * blockDim.z + threadIdx.z);
    if (k <= n - 2 && i <= n - 2 && j <= n - 2) {
        B[(i * n + j) * n + k] = 0.125f * (A[((i + 1) * n + j) * n + k] - 2.0f * A[(i * n + j) * n + k] + A[((i - 1) * n + j) * n + k])
               + 0.125f * (A[(i * n + (j + 1)) * n + k] - 2.0f * A[(i * n + j) * n + k] + A[(i * n + (j - 1)) * n + k])
               + 0.125f * (A[(i * n + j) * n + k + 1] - 2.0f * A[(i * n + j) * n + k] + A[(i * n + j) * n + k - 1])
               + A[(i * n + j) * n + k];
    }
}

extern "C" __global__ void kernel_heat_3d_L1_2(int n, float *A, float *B)
{
    int k = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int j = 1 + (int)(blockIdx.z * blockDim.z + threadIdx.z);
    if (k <= n - 2 && i <= n - 2 && j <= n - 2) {
        A[(i * n + j) * n + k] = 0.125f * (B[((i + 1) * n + j) * n + k] - 2.0f * B[(i * n + j) * n + k] + B[((i - 1) * n + j) * n + k])
               + 0.125f * (B[(i * n + (j + 1)) * n + k] - 2.0f * B[(i * n + j) * n + k] + B[(i * n + (j - 1)) * n + k])
               + 0.125f * (B[(i * n + j) * n + k + 1] - 2.0f * B[(i * n + j) * n + k] + B[(i * n + j) * n + k - 1])
               + B[(i * n + j) * n + k];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_heat_3d_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *A, float *B)
{
    kernel_heat_3d_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_heat_3d_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *A, float *B)
{
    kernel_heat_3d_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, B);
    return cudaPeekAtLastError();
}
