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

extern "C" __global__ void kernel_cholesky_S1(int kf_c0, int n, double *A)
{
    A[kf_c0 * n + kf_c0] = sqrt(A[kf_c0 * n + kf_c0]);
}

extern "C" __global__ void kernel_cholesky_L1_1(int kf_c0, int n, double *A)
{
    int kf_c1 = kf_c0 + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (kf_c1 <= n - 1) {
        A[kf_c1 * n + kf_c0] /= A[kf_c0 * n + kf_c0];
        A[kf_c1 * n + kf_c1] -= A[kf_c1 * n + kf_c0] * A[kf_c1 * n + kf_c0];
    }
}

extern "C" __global__ void kernel_cholesky_L1_2(int kf_c0, int n, double *A)
{
    int kf_c2 = kf_c0 + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int kf_c1 = kf_c0 + 2 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_kf_c2 = kf_c0 + 1 + (int)(blockIdx.x * blockDim.x), kf_hi_kf_c2 = kf_lo_kf_c2 + (int)blockDim.x - 1;
    int kf_lo_kf_c1 = kf_c0 + 2 + (int)(blockIdx.y * blockDim.y), kf_hi_kf_c1 = kf_lo_kf_c1 + (int)blockDim.y - 1;
    if (kf_hi_kf_c2 <= kf_lo_kf_c1 - 1 && kf_hi_kf_c1 <= n - 1) {
        A[kf_c1 * n + kf_c2] -= A[kf_c1 * n + kf_c0] * A[kf_c2 * n + kf_c0];
    } else if (kf_c2 <= kf_c1 - 1 && kf_c1 <= n - 1) {
        A[kf_c1 * n + kf_c2] -= A[kf_c1 * n + kf_c0] * A[kf_c2 * n + kf_c0];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_cholesky_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *A)
{
    kernel_cholesky_S1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_c0, n, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_cholesky_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *A)
{
    kernel_cholesky_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_c0, n, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_cholesky_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *A)
{
    kernel_cholesky_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_c0, n, A);
    return cudaPeekAtLastError();
}
