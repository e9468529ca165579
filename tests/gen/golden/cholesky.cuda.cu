/* kforge 0.1.0: tests/kernels/cholesky.c for cuda, the device part: 3 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/cholesky.c before line 31, where the kernels' text was */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 90
#endif
/* end of tests/kernels/cholesky.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_cholesky_S1(int i, int n, int k, double *A)
{
    A[i * n + k] /= A[k * n + k];
}

extern "C" __global__ void kernel_cholesky_L1_1_1(int i, int n, int k, double *A)
{
    int j = k + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= i - 1) {
        A[i * n + j] -= A[i * n + k] * A[j * n + k];
    }
}

extern "C" __global__ void kernel_cholesky_S4(int i, int n, double *A)
{
    A[i * n + i] = sqrt(A[i * n + i]);
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_cholesky_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, int k, double *A)
{
    kernel_cholesky_S1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, n, k, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_cholesky_L1_1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, int k, double *A)
{
    kernel_cholesky_L1_1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, n, k, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_cholesky_S4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, double *A)
{
    kernel_cholesky_S4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, n, A);
    return cudaPeekAtLastError();
}
