/* kforge 0.1.0: tests/kernels/durbin.c for cuda, the device part: 5 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/durbin.c before line 35, where the kernels' text was */
#include <stdio.h>
#ifndef N
#define N 400
#endif
/* end of tests/kernels/durbin.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_durbin_L1_1(double *r, double *y, int k, double *kf_red_sum, double *kf_part_sum)
{
    __shared__ double kf_sh_sum[32];
    double sum = 0;
    long kf_n0 = (long)(k);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        sum += r[k - i - 1] * y[i];
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        sum = sum + __shfl_down_sync(0xffffffffu, sum, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_sum[threadIdx.x / 32] = sum;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        sum = threadIdx.x < blockDim.x / 32 ? kf_sh_sum[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            sum = sum + __shfl_down_sync(0xffffffffu, sum, kf_o);
        }
        if (threadIdx.x == 0) {
            kf_part_sum[blockIdx.x] = sum;
        }
    }
}

extern "C" __global__ void kernel_durbin_L1_1_fin(double *kf_part_sum, int kf_ngroups, double *kf_red_sum)
{
    double kf_v_sum = kf_red_sum[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_sum = kf_v_sum + kf_part_sum[kf_g];
    }
    kf_red_sum[0] = kf_v_sum;
}

extern "C" __global__ void kernel_durbin_L1_2(double *y, double alpha, int k, double *z)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= k - 1) {
        z[i] = y[i] + alpha * y[k - i - 1];
    }
}

extern "C" __global__ void kernel_durbin_L1_3(double *y, int k, double *z)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= k - 1) {
        y[i] = z[i];
    }
}

extern "C" __global__ void kernel_durbin_S10(double *y, double alpha, int k)
{
    y[k] = alpha;
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_durbin_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *r, double *y, int k, double *kf_red_sum, double *kf_part_sum)
{
    kernel_durbin_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(r, y, k, kf_red_sum, kf_part_sum);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_durbin_L1_1_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_sum, int kf_ngroups, double *kf_red_sum)
{
    kernel_durbin_L1_1_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_sum, kf_ngroups, kf_red_sum);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_durbin_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *y, double alpha, int k, double *z)
{
    kernel_durbin_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(y, alpha, k, z);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_durbin_L1_3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *y, int k, double *z)
{
    kernel_durbin_L1_3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(y, k, z);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_durbin_S10(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *y, double alpha, int k)
{
    kernel_durbin_S10<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(y, alpha, k);
    return cudaPeekAtLastError();
}
