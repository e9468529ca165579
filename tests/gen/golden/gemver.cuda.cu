/* kforge 0.1.0: tests/kernels/gemver.c for cuda, the device part: 3 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/gemver.c before line 31, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 150
#endif
/* end of tests/kernels/gemver.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_gemver_L1(int n, double *A, double *u1, double *v1, double *u2, double *v2)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= n - 1 && kf_hi_i <= n - 1) {
        A[i * n + j] = A[i * n + j] + u1[i] * v1[j] + u2[i] * v2[j];
    } else if (j <= n - 1 && i <= n - 1) {
        A[i * n + j] = A[i * n + j] + u1[i] * v1[j] + u2[i] * v2[j];
    }
}

extern "C" __global__ void kernel_gemver_L2(int n, double *A, double *x, double beta, double *y, double *z)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        /* kernel_gemver_L2, line 40 */
        {
            for (int j = 0; j < n; j++)
                x[i] = x[i] + beta * A[j * n + i] * y[j];
        }
        /* kernel_gemver_L3, line 43 */
        {
            x[i] = x[i] + z[i];
        }
    }
}

extern "C" __global__ void kernel_gemver_L4(int n, double *A, double *x, double *w, double alpha)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    double kf_a_w;
    if (i <= n - 1) {
        kf_a_w = w[i];
        for (int j = 0; j < n; j++)
            kf_a_w += alpha * A[i * n + j] * x[j];
        w[i] = kf_a_w;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_gemver_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *u1, double *v1, double *u2, double *v2)
{
    kernel_gemver_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, u1, v1, u2, v2);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_gemver_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *x, double beta, double *y, double *z)
{
    kernel_gemver_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, x, beta, y, z);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_gemver_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *x, double *w, double alpha)
{
    kernel_gemver_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, x, w, alpha);
    return cudaPeekAtLastError();
}
