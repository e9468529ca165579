/* kforge 0.1.0: tests/realc/pack.c for cuda, the device part: 3 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/realc/pack.c before line 17, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#define N 60000
/* end of tests/realc/pack.c's lines */
#include <cuda_runtime.h>

typedef struct {
    float re, im;
} cpx;
typedef char kf_host_layout_cpx[sizeof(cpx) == 8 ? 1 : -1];

extern "C" __global__ void interleave_L1(int n, int k, cpx *z, float *out)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        k = k + 2 * (i - (0));
        out[k++] = z[i].re;
        out[k++] = z[i].im;
    }
}

extern "C" __global__ void planes_to_rgb_L2(int w, long o, unsigned char *r, unsigned char *rgb, unsigned char *g, unsigned char *b)
{
    int x = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (x <= w - 1) {
        o = o + 3 * (x - (0));
        rgb[o] = r[x];
        rgb[o + 1] = g[x];
        rgb[o + 2] = (unsigned char)((b[x] + r[x]) / 2);
        o += 3;
    }
}

extern "C" __global__ void odd_samples_L3(int n, int j, double *in, double *out)
{
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        j = j + 1 * (i - (1));
        out[j++] = 0.5 * (in[2 * i - 1] + in[2 * i]);
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_interleave_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int k, cpx *z, float *out)
{
    interleave_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, k, z, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_planes_to_rgb_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int w, long o, unsigned char *r, unsigned char *rgb, unsigned char *g, unsigned char *b)
{
    planes_to_rgb_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(w, o, r, rgb, g, b);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_odd_samples_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int j, double *in, double *out)
{
    odd_samples_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, j, in, out);
    return cudaPeekAtLastError();
}
