/* kforge 0.1.0: tests/gen/gpu_lastpath.c for cuda, the device part: 3 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_lastpath.c before line 12, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
/* end of tests/gen/gpu_lastpath.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void chain_L1(int n, float lo, float hi, float *x, float *y)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    float w;
    float last;
    if (i <= n - 1) {
        if (x[i] < lo)
            w = 0.5f;
        else if (x[i] > hi)
            w = 2.0f * x[i];
        else
            w = x[i] - lo;
        y[i] = w * x[i];
        last = w;
    }
}

extern "C" __global__ void pick_L2(int n, int *op, float *a, float *r)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    float t;
    if (i <= n - 1) {
        switch (op[i]) {
        case 0: t = a[i]; break;
        case 1: t = -a[i]; break;
        default:
            if (a[i] > 2.0f)
                t = 2.0f * a[i];
            else
                t = 0.25f;
        }
        r[i] = t + 1.0f;
    }
}

extern "C" __global__ void grid_L3(int h, int w, float *m, float *o)
{
    int x = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int y = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    float v;
    int kf_lo_x = (int)(blockIdx.x * blockDim.x), kf_hi_x = kf_lo_x + (int)blockDim.x - 1;
    if (kf_hi_x <= w - 1) {
        if (m[y * w + x] > 0.0f)
            v = m[y * w + x];
        else
            v = -0.5f * m[y * w + x];
        o[y * w + x] = v;
    } else if (x <= w - 1) {
        if (m[y * w + x] > 0.0f)
            v = m[y * w + x];
        else
            v = -0.5f * m[y * w + x];
        o[y * w + x] = v;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_chain_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float lo, float hi, float *x, float *y)
{
    chain_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, lo, hi, x, y);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_pick_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int *op, float *a, float *r)
{
    pick_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, op, a, r);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_grid_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, float *m, float *o)
{
    grid_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(h, w, m, o);
    return cudaPeekAtLastError();
}
