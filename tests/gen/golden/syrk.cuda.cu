/* kforge 0.1.0: tests/kernels/syrk.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/syrk.c before line 27, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 80
#endif
#ifndef M
#define M 60
#endif
/* end of tests/kernels/syrk.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_syrk_L1(int n, float *C, float beta, int m, float alpha, float *A)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int j = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    float kf_a_C;
    if (i <= n - 1 && j <= i) {
        C[i * n + j] *= beta;
        kf_a_C = C[i * n + j];
        for (int k = 0; k < m; k++) {
          kf_a_C += alpha * A[i * m + k] * A[j * m + k];
        }
        C[i * n + j] = kf_a_C;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_syrk_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *C, float beta, int m, float alpha, float *A)
{
    kernel_syrk_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, C, beta, m, alpha, A);
    return cudaPeekAtLastError();
}
