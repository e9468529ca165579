/* kforge 0.1.0: tests/realc/lastidx.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/realc/lastidx.c before line 12, where the kernels' text was */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
/* end of tests/realc/lastidx.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void tone_L1(unsigned long rows, unsigned long cols, float *in, float *out)
{
    size_t c = (size_t)(blockIdx.x * blockDim.x + threadIdx.x);
    size_t r = (size_t)(blockIdx.y * blockDim.y + threadIdx.y);
    size_t off;
    int pos;
    if (c <= cols - 1) {
        off = r * cols + c;
        pos = (int)off + 1;
        out[off] = in[off] / (1.0f + in[off]);
    }
}

extern "C" __global__ void smooth_L2(int h, int w, int *img, int *out)
{
    int x = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int y = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int v;
    int kf_lo_x = (int)(blockIdx.x * blockDim.x), kf_hi_x = kf_lo_x + (int)blockDim.x - 1;
    if (kf_hi_x <= w - 1) {
        v = img[(y - 1) * w + x] + 2 * img[y * w + x] + img[(y + 1) * w + x];
        out[y * w + x] = v / 4;
    } else if (x <= w - 1) {
        v = img[(y - 1) * w + x] + 2 * img[y * w + x] + img[(y + 1) * w + x];
        out[y * w + x] = v / 4;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_tone_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, unsigned long rows, unsigned long cols, float *in, float *out)
{
    tone_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(rows, cols, in, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_smooth_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, int *img, int *out)
{
    smooth_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(h, w, img, out);
    return cudaPeekAtLastError();
}
