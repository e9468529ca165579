/* kforge 0.1.0: tests/kernels/ludcmp.c for cuda, the device part: 6 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/ludcmp.c before line 37, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 100
#endif
/* end of tests/kernels/ludcmp.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_ludcmp_L2_1(int n, double *A, int i, double *y, double *kf_red_w, double *kf_part_w)
{
    __shared__ double kf_sh_w[32];
    double w = 0;
    long kf_n0 = (long)(i);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int j = (int)(kf_t);
        w -= A[i * n + j] * y[j];
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        w = w + __shfl_down_sync(0xffffffffu, w, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_w[threadIdx.x / 32] = w;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        w = threadIdx.x < blockDim.x / 32 ? kf_sh_w[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            w = w + __shfl_down_sync(0xffffffffu, w, kf_o);
        }
        if (threadIdx.x == 0) {
            kf_part_w[blockIdx.x] = w;
        }
    }
}

extern "C" __global__ void kernel_ludcmp_L2_1_fin(double *kf_part_w, int kf_ngroups, double *kf_red_w)
{
    double kf_v_w = kf_red_w[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_w = kf_v_w + kf_part_w[kf_g];
    }
    kf_red_w[0] = kf_v_w;
}

extern "C" __global__ void kernel_ludcmp_S9(double w, int i, double *y)
{
    y[i] = w;
}

extern "C" __global__ void kernel_ludcmp_L3_1(int n, double *A, int i, double *x, double *kf_red_w, double *kf_part_w)
{
    __shared__ double kf_sh_w[32];
    double w = 0;
    long kf_n0 = (long)(n - i - 1);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int j = i + 1 + (int)(kf_t);
        w -= A[i * n + j] * x[j];
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        w = w + __shfl_down_sync(0xffffffffu, w, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_w[threadIdx.x / 32] = w;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        w = threadIdx.x < blockDim.x / 32 ? kf_sh_w[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            w = w + __shfl_down_sync(0xffffffffu, w, kf_o);
        }
        if (threadIdx.x == 0) {
            kf_part_w[blockIdx.x] = w;
        }
    }
}

extern "C" __global__ void kernel_ludcmp_L3_1_fin(double *kf_part_w, int kf_ngroups, double *kf_red_w)
{
    double kf_v_w = kf_red_w[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_w = kf_v_w + kf_part_w[kf_g];
    }
    kf_red_w[0] = kf_v_w;
}

extern "C" __global__ void kernel_ludcmp_S12(int n, double *A, double w, int i, double *x)
{
    x[i] = w / A[i * n + i];
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_ludcmp_L2_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, int i, double *y, double *kf_red_w, double *kf_part_w)
{
    kernel_ludcmp_L2_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, i, y, kf_red_w, kf_part_w);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_ludcmp_L2_1_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_w, int kf_ngroups, double *kf_red_w)
{
    kernel_ludcmp_L2_1_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_w, kf_ngroups, kf_red_w);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_ludcmp_S9(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double w, int i, double *y)
{
    kernel_ludcmp_S9<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(w, i, y);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_ludcmp_L3_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, int i, double *x, double *kf_red_w, double *kf_part_w)
{
    kernel_ludcmp_L3_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, i, x, kf_red_w, kf_part_w);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_ludcmp_L3_1_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_w, int kf_ngroups, double *kf_red_w)
{
    kernel_ludcmp_L3_1_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_w, kf_ngroups, kf_red_w);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_ludcmp_S12(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double w, int i, double *x)
{
    kernel_ludcmp_S12<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, w, i, x);
    return cudaPeekAtLastError();
}
