/* kforge 0.1.0: tests/kernels/lu.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/lu.c before line 29, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 80
#endif
/* end of tests/kernels/lu.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_lu_L1_1(int k, int n, double *A)
{
    int j = k + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= n - 1) {
        A[k * n + j] = A[k * n + j] / A[k * n + k];
    }
}

extern "C" __global__ void kernel_lu_L1_2(int k, int n, double *A)
{
    int j = k + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = k + 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = k + 1 + (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = k + 1 + (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= n - 1 && kf_hi_i <= n - 1) {
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
    } else if (j <= n - 1 && i <= n - 1) {
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_lu_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int k, int n, double *A)
{
    kernel_lu_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(k, n, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_lu_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int k, int n, double *A)
{
    kernel_lu_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(k, n, A);
    return cudaPeekAtLastError();
}
