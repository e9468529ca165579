/* kforge 0.1.0: tests/kernels/bicg.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/bicg.c before line 28, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 130
#endif
#ifndef M
#define M 110
#endif
/* end of tests/kernels/bicg.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_bicg_L1(int m, double *s)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= m - 1) {
        s[j] = 0.0;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_bicg_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, double *s)
{
    kernel_bicg_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(m, s);
    return cudaPeekAtLastError();
}
