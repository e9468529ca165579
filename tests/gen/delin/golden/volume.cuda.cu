/* kforge 0.1.0: tests/gen/delin/volume.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/delin/volume.c before line 8, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
/* end of tests/gen/delin/volume.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void relax_L1(int d, int h, int w, int nx, int ny, double *v)
{
    int y = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int z = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_y = (int)(blockIdx.x * blockDim.x), kf_hi_y = kf_lo_y + (int)blockDim.x - 1;
    if (kf_hi_y <= h - 1) {
        for (int x = 1; x < w; x++)
            v[x + y * nx + z * nx * ny] = 0.5 * v[x + y * nx + z * nx * ny] +
                                          0.25 * v[x - 1 + y * nx + z * nx * ny];
    } else if (y <= h - 1) {
        for (int x = 1; x < w; x++)
            v[x + y * nx + z * nx * ny] = 0.5 * v[x + y * nx + z * nx * ny] +
                                          0.25 * v[x - 1 + y * nx + z * nx * ny];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_relax_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int d, int h, int w, int nx, int ny, double *v)
{
    relax_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(d, h, w, nx, ny, v);
    return cudaPeekAtLastError();
}
