/* kforge 0.1.0: tests/kernels/fdtd-2d.c for cuda, the device part: 1 kernel and its launcher */
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

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_fdtd_2d_L1_3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ny, int nx, float *hz, float *ex)
{
    kernel_fdtd_2d_L1_3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ny, nx, hz, ex);
    return cudaPeekAtLastError();
}
