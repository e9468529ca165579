/* kforge 0.1.0: tests/kernels/atax.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/atax.c before line 32, where the kernels' text was */
#include <stdio.h>
#ifndef M
#define M 120
#endif
#ifndef N
#define N 140
#endif
/* end of tests/kernels/atax.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_atax_L1(float *y)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= 139) {
        y[j] = 0.0f;
    }
}

extern "C" __global__ void kernel_atax_L2_2(float *y, int i, float t, float *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= 139) {
        y[j] += A[i * 140 + j] * t;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_atax_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *y)
{
    kernel_atax_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(y);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_atax_L2_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *y, int i, float t, float *A)
{
    kernel_atax_L2_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(y, i, t, A);
    return cudaPeekAtLastError();
}
