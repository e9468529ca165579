/* kforge 0.1.0: tests/kernels/durbin.c for cuda, the device part: 3 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/durbin.c before line 35, where the kernels' text was */
#include <stdio.h>
#ifndef N
#define N 400
#endif
/* end of tests/kernels/durbin.c's lines */
#include <cuda_runtime.h>

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
