/* kforge 0.1.0: tests/gen/delin/stride.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/delin/stride.c before line 11, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
/* end of tests/gen/delin/stride.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void smooth_rows_L1(int h, int w, int stride, int *img)
{
    int y = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (y <= h - 1) {
        for (int x = 0; x < w - 1; x++)
            img[y * stride + x] = (img[y * stride + x] * 3 + img[y * stride + x + 1]) % 1009;
    }
}

extern "C" __global__ void copy_scaled_L2(int h, int w, int sstride, int *src, int dstride, int *dst)
{
    int x = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int y = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_x = (int)(blockIdx.x * blockDim.x), kf_hi_x = kf_lo_x + (int)blockDim.x - 1;
    if (kf_hi_x <= w - 1) {
        dst[y * dstride + x] = 2 * src[y * sstride + x] + y;
    } else if (x <= w - 1) {
        dst[y * dstride + x] = 2 * src[y * sstride + x] + y;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_smooth_rows_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, int stride, int *img)
{
    smooth_rows_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(h, w, stride, img);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_copy_scaled_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, int sstride, int *src, int dstride, int *dst)
{
    copy_scaled_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(h, w, sstride, src, dstride, dst);
    return cudaPeekAtLastError();
}
