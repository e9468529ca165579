/* kforge 0.1.0: tests/kernels/trmm.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/trmm.c before line 33, where the kernels' text was */
#include <stdio.h>
#ifndef M
#define M 64
#endif
#ifndef N
#define N 80
#endif
/* end of tests/kernels/trmm.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_trmm_L1_1(int i, double *B, double *A, double alpha)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int k;
    double kf_a_B;
    if (j <= 79) {
        kf_a_B = B[i * 80 + j];
        for (k = i + 1; k < M; k++)
            kf_a_B += A[k * 64 + i] * B[k * 80 + j];
        B[i * 80 + j] = kf_a_B;

        B[i * 80 + j] = alpha * B[i * 80 + j];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_trmm_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *B, double *A, double alpha)
{
    kernel_trmm_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, B, A, alpha);
    return cudaPeekAtLastError();
}
