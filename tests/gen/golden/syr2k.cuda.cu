/* kforge 0.1.0: tests/kernels/syr2k.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/syr2k.c before line 28, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 72
#endif
#ifndef M
#define M 56
#endif
/* end of tests/kernels/syr2k.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_syr2k_L1(int n, int m, double *A, double alpha, double *B, double beta, double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double acc;
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= kf_lo_i && kf_hi_i <= n - 1) {
        acc = 0.0;
        for (int k = 0; k < m; k++)
            acc += A[j * m + k] * alpha * B[i * m + k] +
                   B[j * m + k] * alpha * A[i * m + k];
        C[i * n + j] = beta * C[i * n + j] + acc;
    } else if (j <= i && i <= n - 1) {
        acc = 0.0;
        for (int k = 0; k < m; k++)
            acc += A[j * m + k] * alpha * B[i * m + k] +
                   B[j * m + k] * alpha * A[i * m + k];
        C[i * n + j] = beta * C[i * n + j] + acc;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_syr2k_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *A, double alpha, double *B, double beta, double *C)
{
    kernel_syr2k_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, m, A, alpha, B, beta, C);
    return cudaPeekAtLastError();
}
