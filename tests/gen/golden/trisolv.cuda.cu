/* kforge 0.1.0: tests/kernels/trisolv.c for cuda, the device part: 3 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/trisolv.c before line 25, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 200
#endif
/* end of tests/kernels/trisolv.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_trisolv_L1(int n, double *b, double *x)
{
    int kf_c0 = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (kf_c0 <= n - 1) {
        x[kf_c0] = b[kf_c0];
    }
}

extern "C" __global__ void kernel_trisolv_S2(int n, double *x, int kf_c0, double *L)
{
    x[kf_c0] = x[kf_c0] / L[kf_c0 * n + kf_c0];
}

extern "C" __global__ void kernel_trisolv_L2_1(int n, double *x, int kf_c0, double *L)
{
    int kf_c1 = kf_c0 + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (kf_c1 <= n - 1) {
        x[kf_c1] -= L[kf_c1 * n + kf_c0] * x[kf_c0];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_trisolv_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *b, double *x)
{
    kernel_trisolv_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, b, x);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_trisolv_S2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x, int kf_c0, double *L)
{
    kernel_trisolv_S2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, x, kf_c0, L);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_trisolv_L2_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x, int kf_c0, double *L)
{
    kernel_trisolv_L2_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, x, kf_c0, L);
    return cudaPeekAtLastError();
}
