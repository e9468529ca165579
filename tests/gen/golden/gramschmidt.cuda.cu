/* kforge 0.1.0: tests/kernels/gramschmidt.c for cuda, the device part: 5 kernels and their launchers */
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

extern "C" __global__ void kernel_gramschmidt_L1_1(int k, int n, int m, double *A, double *kf_red_nrm, double *kf_part_nrm)
{
    __shared__ double kf_sh_nrm[32];
    double nrm = 0;
    long kf_n0 = (long)(m);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        nrm += A[i * n + k] * A[i * n + k];
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        nrm = nrm + __shfl_down_sync(0xffffffffu, nrm, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_nrm[threadIdx.x / 32] = nrm;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        nrm = threadIdx.x < blockDim.x / 32 ? kf_sh_nrm[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            nrm = nrm + __shfl_down_sync(0xffffffffu, nrm, kf_o);
        }
        if (threadIdx.x == 0) {
            kf_part_nrm[blockIdx.x] = nrm;
        }
    }
}

extern "C" __global__ void kernel_gramschmidt_L1_1_fin(double *kf_part_nrm, int kf_ngroups, double *kf_red_nrm)
{
    double kf_v_nrm = kf_red_nrm[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_nrm = kf_v_nrm + kf_part_nrm[kf_g];
    }
    kf_red_nrm[0] = kf_v_nrm;
}

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
extern "C" cudaError_t kf_launch_kernel_gramschmidt_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int k, int n, int m, double *A, double *kf_red_nrm, double *kf_part_nrm)
{
    kernel_gramschmidt_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(k, n, m, A, kf_red_nrm, kf_part_nrm);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_gramschmidt_L1_1_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_nrm, int kf_ngroups, double *kf_red_nrm)
{
    kernel_gramschmidt_L1_1_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_nrm, kf_ngroups, kf_red_nrm);
    return cudaPeekAtLastError();
}

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
