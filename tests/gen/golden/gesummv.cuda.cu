/* kforge 0.1.0: tests/kernels/gesummv.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/gesummv.c before line 26, where the kernels' text was */
#include <stdio.h>
#ifndef N
#define N 160
#endif
/* end of tests/kernels/gesummv.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_gesummv_L1(float *A, float *x, float *B, float alpha, float beta, float *y)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    float sa;
    float sb;
    if (i <= 159) {
        sa = 0.0f;
        sb = 0.0f;
        for (int j = 0; j < N; j++) {
            sa += A[i * 160 + j] * x[j];
            sb += B[i * 160 + j] * x[j];
        }
        y[i] = alpha * sa + beta * sb;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_gesummv_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *A, float *x, float *B, float alpha, float beta, float *y)
{
    kernel_gesummv_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, x, B, alpha, beta, y);
    return cudaPeekAtLastError();
}
