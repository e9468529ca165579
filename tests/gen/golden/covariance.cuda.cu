/* kforge 0.1.0: tests/kernels/covariance.c for cuda, the device part: 3 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/covariance.c before line 35, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 100
#endif
#ifndef M
#define M 80
#endif
/* end of tests/kernels/covariance.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_covariance_L1(int m, double *mean, int n, double *data)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    double kf_a_mean;
    if (j <= m - 1) {
        mean[j] = 0.0;
        kf_a_mean = mean[j];
        for (int i = 0; i < n; i++)
            kf_a_mean += data[i * m + j];
        mean[j] = kf_a_mean;

        mean[j] /= n;
    }
}

extern "C" __global__ void kernel_covariance_L2(int m, double *mean, int n, double *data)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= m - 1 && kf_hi_i <= n - 1) {
        data[i * m + j] -= mean[j];
    } else if (j <= m - 1 && i <= n - 1) {
        data[i * m + j] -= mean[j];
    }
}

extern "C" __global__ void kernel_covariance_L3(int m, int n, double *data, double *cov)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double acc;
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_lo_j >= kf_hi_i && kf_hi_j <= m - 1) {
        acc = 0.0;
        for (int k = 0; k < n; k++)
            acc += data[k * m + i] * data[k * m + j];
        acc /= n - 1.0;
        cov[i * m + j] = acc;
        cov[j * m + i] = acc;
    } else if (j >= i && j <= m - 1) {
        acc = 0.0;
        for (int k = 0; k < n; k++)
            acc += data[k * m + i] * data[k * m + j];
        acc /= n - 1.0;
        cov[i * m + j] = acc;
        cov[j * m + i] = acc;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_covariance_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, double *mean, int n, double *data)
{
    kernel_covariance_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(m, mean, n, data);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_covariance_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, double *mean, int n, double *data)
{
    kernel_covariance_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(m, mean, n, data);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_covariance_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, int n, double *data, double *cov)
{
    kernel_covariance_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(m, n, data, cov);
    return cudaPeekAtLastError();
}
