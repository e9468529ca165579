/* kforge 0.1.0: tests/kernels/symm.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/symm.c before line 37, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef M
#define M 64
#endif
#ifndef N
#define N 72
#endif
/* end of tests/kernels/symm.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_symm_L1_1(int i, int m, int n, double *C, double alpha, double *B, double *A, double beta)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    double temp;
    if (j <= n - 1) {
        temp = 0.0;
        for (int k = 0; k < i; k++) {
            C[k * n + j] += alpha * B[i * n + j] * A[i * m + k];
            temp += B[k * n + j] * A[i * m + k];
        }
        C[i * n + j] = beta * C[i * n + j] +
                   alpha * B[i * n + j] * A[i * m + i] +
                   alpha * temp;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_symm_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int m, int n, double *C, double alpha, double *B, double *A, double beta)
{
    kernel_symm_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, m, n, C, alpha, B, A, beta);
    return cudaPeekAtLastError();
}
