/* kforge 0.1.0: tests/realc/resize.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/realc/resize.c before line 13, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#define SW 200
#define SH 150
#define DW 317
#define DH 223
/* end of tests/realc/resize.c's lines */
#include <cuda_runtime.h>

#define clampi kf_fn_clampi
__device__ static inline int clampi(int v, int hi);
__device__ static inline int clampi(int v, int hi) { return v < 0 ? 0 : (v > hi ? hi : v); }

extern "C" __global__ void resize_L1(int dh, int dw, const float sx, const float sy, int sw, int sh, float *src, float *dst)
{
    int x = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int y = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_x = (int)(blockIdx.x * blockDim.x), kf_hi_x = kf_lo_x + (int)blockDim.x - 1;
    if (kf_hi_x <= dw - 1) {
        float fx = (x + 0.5f) * sx - 0.5f;
        float fy = (y + 0.5f) * sy - 0.5f;
        int x0 = (int)fx, y0 = (int)fy;
        if (fx < 0.0f) x0 = -1;
        if (fy < 0.0f) y0 = -1;
        float ax = fx - (float)x0, ay = fy - (float)y0;
        int xa = clampi(x0, sw - 1), xb = clampi(x0 + 1, sw - 1);
        int ya = clampi(y0, sh - 1), yb = clampi(y0 + 1, sh - 1);
        float top = src[ya * sw + xa] * (1.0f - ax) + src[ya * sw + xb] * ax;
        float bot = src[yb * sw + xa] * (1.0f - ax) + src[yb * sw + xb] * ax;
        dst[y * dw + x] = top * (1.0f - ay) + bot * ay;
    } else if (x <= dw - 1) {
        float fx = (x + 0.5f) * sx - 0.5f;
        float fy = (y + 0.5f) * sy - 0.5f;
        int x0 = (int)fx, y0 = (int)fy;
        if (fx < 0.0f) x0 = -1;
        if (fy < 0.0f) y0 = -1;
        float ax = fx - (float)x0, ay = fy - (float)y0;
        int xa = clampi(x0, sw - 1), xb = clampi(x0 + 1, sw - 1);
        int ya = clampi(y0, sh - 1), yb = clampi(y0 + 1, sh - 1);
        float top = src[ya * sw + xa] * (1.0f - ax) + src[ya * sw + xb] * ax;
        float bot = src[yb * sw + xa] * (1.0f - ax) + src[yb * sw + xb] * ax;
        dst[y * dw + x] = top * (1.0f - ay) + bot * ay;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_resize_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int dh, int dw, const float sx, const float sy, int sw, int sh, float *src, float *dst)
{
    resize_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(dh, dw, sx, sy, sw, sh, src, dst);
    return cudaPeekAtLastError();
}
