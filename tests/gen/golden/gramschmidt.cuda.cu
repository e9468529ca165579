/* kforge 0.1.0: tests/kernels/gramschmidt.c for cuda, the device part: 3 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/gramschmidt.c before line 36, where the kernels' text was */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#ifndef M
#define M 90
#endif
#ifndef N
#define N 70
#endif
/* end of tests/kernels/gramschmidt.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_gramschmidt_S3(int k, int n, double nrm, double *R)
{
    R[k * n + k] = sqrt(nrm);
}

extern "C" __global__ void kernel_gramschmidt_L1_2(int k, int n, int m, double *A, double *R, double *Q)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= m - 1) {
        Q[i * n + k] = A[i * n + k] / R[k * n + k];
    }
}

extern "C" __global__ void kernel_gramschmidt_L1_3(int k, int n, int m, double *A, double *R, double *Q)
{
    int j = k + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= n - 1) {
        R[k * n + j] = 0.0;
        for (int i = 0; i < m; i++)
            R[k * n + j] += Q[i * n + k] * A[i * n + j];
        for (int i = 0; i < m; i++)
            A[i * n + j] = A[i * n + j] - Q[i * n + k] * R[k * n + j];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_gramschmidt_S3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int k, int n, double nrm, double *R)
{
    kernel_gramschmidt_S3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(k, n, nrm, R);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_gramschmidt_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int k, int n, int m, double *A, double *R, double *Q)
{
    kernel_gramschmidt_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(k, n, m, A, R, Q);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_gramschmidt_L1_3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int k, int n, int m, double *A, double *R, double *Q)
{
    kernel_gramschmidt_L1_3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(k, n, m, A, R, Q);
    return cudaPeekAtLastError();
}
