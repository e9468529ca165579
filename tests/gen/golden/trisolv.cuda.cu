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
    int c0 = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (c0 <= n - 1) {
        x[c0] = b[c0];
    }
}

extern "C" __global__ void kernel_trisolv_S2(int n, double *x, int c0, double *L)
{
    x[c0] = x[c0] / L[c0 * n + c0];
}

extern "C" __global__ void kernel_trisolv_L2_1(int n, double *x, int c0, double *L)
{
    int c1 = c0 + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (c1 <= n - 1) {
        x[c1] -= L[c1 * n + c0] * x[c0];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_trisolv_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *b, double *x)
{
    kernel_trisolv_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, b, x);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_trisolv_S2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x, int c0, double *L)
{
    kernel_trisolv_S2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, x, c0, L);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_trisolv_L2_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x, int c0, double *L)
{
    kernel_trisolv_L2_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, x, c0, L);
    return cudaPeekAtLastError();
}
