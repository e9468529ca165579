/* kforge 0.1.0: tests/kernels/ludcmp.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/ludcmp.c before line 37, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 100
#endif
/* end of tests/kernels/ludcmp.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_ludcmp_L1_2(int i, int n, double *A)
{
    int j = i + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    double w;
    if (j <= n - 1) {
        w = A[i * n + j];
        for (int k = 0; k < i; k++)
            w -= A[i * n + k] * A[k * n + j];
        A[i * n + j] = w;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_ludcmp_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, double *A)
{
    kernel_ludcmp_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, n, A);
    return cudaPeekAtLastError();
}
