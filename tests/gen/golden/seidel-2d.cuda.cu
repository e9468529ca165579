/* kforge 0.1.0: tests/kernels/seidel-2d.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/seidel-2d.c before line 30, where the kernels' text was */
#include <stdio.h>
#ifndef N
#define N 60
#endif
#ifndef TSTEPS
#define TSTEPS 10
#endif
/* end of tests/kernels/seidel-2d.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_seidel_2d_L1(int tsteps, int i, double *A)
{
    int t = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (t <= tsteps - 1) {
        int kf_w = i;
        i = (kf_w - 2 * t);
        if (i >= 1 && i <= 58) {
                    for (int j = 1; j <= N - 2; j++)
                        A[i * 60 + j] = (A[(i - 1) * 60 + j - 1] + A[(i - 1) * 60 + j] + A[(i - 1) * 60 + j + 1] +
                               A[i * 60 + j - 1] + A[i * 60 + j] + A[i * 60 + j + 1] +
                               A[(i + 1) * 60 + j - 1] + A[(i + 1) * 60 + j] + A[(i + 1) * 60 + j + 1]) /
                              9.0;
        }
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_seidel_2d_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int tsteps, int i, double *A)
{
    kernel_seidel_2d_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(tsteps, i, A);
    return cudaPeekAtLastError();
}
