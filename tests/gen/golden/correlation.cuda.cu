/* kforge 0.1.0: tests/kernels/correlation.c for cuda, the device part: 4 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/correlation.c before line 38, where the kernels' text was */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 100
#endif
#ifndef M
#define M 80
#endif
/* end of tests/kernels/correlation.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_correlation_L1(int m, double *mean, int n, double *data, double *stddev, const double eps)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= m - 1) {
        /* kernel_correlation_L1, line 45 */
        {
            mean[j] = 0.0;
            for (int i = 0; i < n; i++)
                mean[j] += data[i * m + j];
            mean[j] /= n;
        }
        /* kernel_correlation_L2, line 51 */
        {
            stddev[j] = 0.0;
            for (int i = 0; i < n; i++)
                stddev[j] += (data[i * m + j] - mean[j]) * (data[i * m + j] - mean[j]);
            stddev[j] /= n;
            stddev[j] = sqrt(stddev[j]);
            stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
        }
    }
}

extern "C" __global__ void kernel_correlation_L3(int m, double *mean, int n, double *data, double *stddev)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= m - 1 && kf_hi_i <= n - 1) {
        data[i * m + j] -= mean[j];
        data[i * m + j] /= sqrt((double)n) * stddev[j];
    } else if (j <= m - 1 && i <= n - 1) {
        data[i * m + j] -= mean[j];
        data[i * m + j] /= sqrt((double)n) * stddev[j];
    }
}

extern "C" __global__ void kernel_correlation_L4(int m, double *corr)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= m - 1) {
        corr[i * m + i] = 1.0;
    }
}

extern "C" __global__ void kernel_correlation_L5(int m, int n, double *data, double *corr)
{
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double kf_a_corr;
    if (j >= i + 1 && j <= m - 1) {
        corr[i * m + j] = 0.0;
        kf_a_corr = corr[i * m + j];
        for (int k = 0; k < n; k++)
            kf_a_corr += data[k * m + i] * data[k * m + j];
        corr[i * m + j] = kf_a_corr;

        corr[j * m + i] = corr[i * m + j];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_correlation_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, double *mean, int n, double *data, double *stddev, const double eps)
{
    kernel_correlation_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(m, mean, n, data, stddev, eps);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_correlation_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, double *mean, int n, double *data, double *stddev)
{
    kernel_correlation_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(m, mean, n, data, stddev);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_correlation_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, double *corr)
{
    kernel_correlation_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(m, corr);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_correlation_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, int n, double *data, double *corr)
{
    kernel_correlation_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(m, n, data, corr);
    return cudaPeekAtLastError();
}
