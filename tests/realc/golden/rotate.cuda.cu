/* kforge 0.1.0: tests/realc/rotate.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/realc/rotate.c before line 22, where the kernels' text was */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define TH 48
#define TW 64
/* end of tests/realc/rotate.c's lines */
#include <cuda_runtime.h>

#define clamp_int kf_fn_clamp_int
__device__ static inline int clamp_int(int v, int lo, int hi);
__device__ static inline int clamp_int(int v, int lo, int hi)
{
    if (v < lo)
        return lo;
    if (v > hi)
        return hi;
    return v;
}

extern "C" __global__ void rotate_L1(int h, int w, const float cx, const float cy, float c, float s, unsigned char *in, unsigned char *out)
{
    int x = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int y = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_x = (int)(blockIdx.x * blockDim.x), kf_hi_x = kf_lo_x + (int)blockDim.x - 1;
    if (kf_hi_x <= w - 1) {
        float dx = (float)x - cx, dy = (float)y - cy;
        int sx = clamp_int((int)floorf(c * dx + s * dy + cx + 0.5f), 0, w - 1);
        int sy = clamp_int((int)floorf(-s * dx + c * dy + cy + 0.5f), 0, h - 1);
        out[y * w + x] = in[sy * w + sx];
    } else if (x <= w - 1) {
        float dx = (float)x - cx, dy = (float)y - cy;
        int sx = clamp_int((int)floorf(c * dx + s * dy + cx + 0.5f), 0, w - 1);
        int sy = clamp_int((int)floorf(-s * dx + c * dy + cy + 0.5f), 0, h - 1);
        out[y * w + x] = in[sy * w + sx];
    }
}

extern "C" __global__ void tone_L2(float gain, float *t)
{
    int x = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int y = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    float last;
    t[y * 64 + x] = gain * t[y * 64 + x] / (1.0f + t[y * 64 + x]);
    last = t[y * 64 + x];
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_rotate_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, const float cx, const float cy, float c, float s, unsigned char *in, unsigned char *out)
{
    rotate_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(h, w, cx, cy, c, s, in, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_tone_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float gain, float *t)
{
    tone_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(gain, t);
    return cudaPeekAtLastError();
}
