/* kforge 0.1.0: tests/gen/quot/quot_image.c for cuda, the device part: 5 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/quot/quot_image.c before line 12, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 61
#endif
/* end of tests/gen/quot/quot_image.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void redblack_L1(int n, double *A)
{
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = 1 + (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= n - 2) {
        if ((i + j) % 2 == 0)
            A[i * n + j] = 0.25 * (A[(i - 1) * n + j] + A[(i + 1) * n + j] + A[i * n + j - 1] + A[i * n + j + 1]);
    } else if (j <= n - 2) {
        if ((i + j) % 2 == 0)
            A[i * n + j] = 0.25 * (A[(i - 1) * n + j] + A[(i + 1) * n + j] + A[i * n + j - 1] + A[i * n + j + 1]);
    }
}

extern "C" __global__ void redblack_L2(int n, double *A)
{
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = 1 + (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= n - 2) {
        if ((i + j) % 2 == 1)
            A[i * n + j] = 0.25 * (A[(i - 1) * n + j] + A[(i + 1) * n + j] + A[i * n + j - 1] + A[i * n + j + 1]);
    } else if (j <= n - 2) {
        if ((i + j) % 2 == 1)
            A[i * n + j] = 0.25 * (A[(i - 1) * n + j] + A[(i + 1) * n + j] + A[i * n + j - 1] + A[i * n + j + 1]);
    }
}

extern "C" __global__ void upsample_L3(int n, double *A, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= 2*n - 1) {
        B[i * (2 * n) + j] = A[(i / 2) * n + (j >> 1)] + (i & 1) * 0.5;
    } else if (j <= 2*n - 1) {
        B[i * (2 * n) + j] = A[(i / 2) * n + (j >> 1)] + (i & 1) * 0.5;
    }
}

extern "C" __global__ void lift_L4(int n, double *x)
{
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 2) {
        if (i & 1)
            x[i] -= 0.5 * (x[i - 1] + x[i + 1]);
    }
}

extern "C" __global__ void lift_L5(int n, double *x, int kf_n_2, double *y)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= kf_n_2 - 1) {
        y[i] = x[2 * i] + x[2 * i + 1];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_redblack_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A)
{
    redblack_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_redblack_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A)
{
    redblack_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_upsample_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *B)
{
    upsample_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lift_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x)
{
    lift_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, x);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lift_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x, int kf_n_2, double *y)
{
    lift_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, x, kf_n_2, y);
    return cudaPeekAtLastError();
}
