/* kforge 0.1.0: tests/kernels/fdtd-2d.c for cuda, the device part: 4 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/fdtd-2d.c before line 37, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef NX
#define NX 60
#endif
#ifndef NY
#define NY 70
#endif
#ifndef TMAX
#define TMAX 20
#endif
/* end of tests/kernels/fdtd-2d.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_fdtd_2d_L1_1(int t, int ny, float *fict, float *ey)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= ny - 1) {
        ey[j] = fict[t];
    }
}

extern "C" __global__ void kernel_fdtd_2d_L1_2(int ny, float *ey, int nx, float *hz)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= ny - 1) {
        ey[i * ny + j] -= 0.5f * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
    } else if (j <= ny - 1) {
        ey[i * ny + j] -= 0.5f * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
    }
}

extern "C" __global__ void kernel_fdtd_2d_L1_3(int ny, int nx, float *hz, float *ex)
{
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = 1 + (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= ny - 1) {
        ex[i * ny + j] -= 0.5f * (hz[i * ny + j] - hz[i * ny + j - 1]);
    } else if (j <= ny - 1) {
        ex[i * ny + j] -= 0.5f * (hz[i * ny + j] - hz[i * ny + j - 1]);
    }
}

extern "C" __global__ void kernel_fdtd_2d_L1_4(int ny, float *ey, int nx, float *hz, float *ex)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= ny - 2) {
        hz[i * ny + j] -= 0.7f * (ex[i * ny + j + 1] - ex[i * ny + j] +
                      ey[(i + 1) * ny + j] - ey[i * ny + j]);
    } else if (j <= ny - 2) {
        hz[i * ny + j] -= 0.7f * (ex[i * ny + j + 1] - ex[i * ny + j] +
                      ey[(i + 1) * ny + j] - ey[i * ny + j]);
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_fdtd_2d_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int t, int ny, float *fict, float *ey)
{
    kernel_fdtd_2d_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(t, ny, fict, ey);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_fdtd_2d_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ny, float *ey, int nx, float *hz)
{
    kernel_fdtd_2d_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ny, ey, nx, hz);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_fdtd_2d_L1_3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ny, int nx, float *hz, float *ex)
{
    kernel_fdtd_2d_L1_3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ny, nx, hz, ex);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_fdtd_2d_L1_4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ny, float *ey, int nx, float *hz, float *ex)
{
    kernel_fdtd_2d_L1_4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ny, ey, nx, hz, ex);
    return cudaPeekAtLastError();
}
