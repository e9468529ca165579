/* kforge 0.1.0: tests/realc/diffuse.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/realc/diffuse.c before line 13, where the kernels' text was */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
/* end of tests/realc/diffuse.c's lines */
#include <cuda_runtime.h>

typedef float real;

extern "C" __global__ void main_L1(long nc, long nr, int *up, float *img, float *dn, int *down, float *ds, float *coef)
{
    long i = (long)(blockIdx.x * blockDim.x + threadIdx.x);
    long j = (long)(blockIdx.y * blockDim.y + threadIdx.y);
    long k;
    real g;
    real lap;
    real q;
    real last;
    int kf_lo_i = (int)(blockIdx.x * blockDim.x), kf_hi_i = kf_lo_i + (int)blockDim.x - 1;
    int kf_lo_j = (int)(blockIdx.y * blockDim.y), kf_hi_j = kf_lo_j + (int)blockDim.y - 1;
    if (kf_hi_i <= nr - 1 && kf_hi_j <= nc - 1) {
        k = i + nr * j;
        dn[k] = img[up[i] + nr * j] - img[k];
        ds[k] = img[down[i] + nr * j] - img[k];
        g = (dn[k] * dn[k] + ds[k] * ds[k]) / (img[k] * img[k]);
        lap = (dn[k] + ds[k]) / img[k];
        q = 0.5f * g - 0.0625f * lap * lap;
        coef[k] = 1.0f / (1.0f + q);
        last = coef[k];
    } else if (i <= nr - 1 && j <= nc - 1) {
        k = i + nr * j;
        dn[k] = img[up[i] + nr * j] - img[k];
        ds[k] = img[down[i] + nr * j] - img[k];
        g = (dn[k] * dn[k] + ds[k] * ds[k]) / (img[k] * img[k]);
        lap = (dn[k] + ds[k]) / img[k];
        q = 0.5f * g - 0.0625f * lap * lap;
        coef[k] = 1.0f / (1.0f + q);
        last = coef[k];
    }
}

extern "C" __global__ void main_L2(long nc, long nr, float *img, float *coef, float *dn, int *down, float *ds)
{
    long i = (long)(blockIdx.x * blockDim.x + threadIdx.x);
    long j = (long)(blockIdx.y * blockDim.y + threadIdx.y);
    long k;
    int kf_lo_i = (int)(blockIdx.x * blockDim.x), kf_hi_i = kf_lo_i + (int)blockDim.x - 1;
    int kf_lo_j = (int)(blockIdx.y * blockDim.y), kf_hi_j = kf_lo_j + (int)blockDim.y - 1;
    if (kf_hi_i <= nr - 1 && kf_hi_j <= nc - 1) {
        k = i + nr * j;
        img[k] = img[k] + 0.125f * (coef[k] * dn[k] + coef[down[i] + nr * j] * ds[k]);
    } else if (i <= nr - 1 && j <= nc - 1) {
        k = i + nr * j;
        img[k] = img[k] + 0.125f * (coef[k] * dn[k] + coef[down[i] + nr * j] * ds[k]);
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_main_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, long nc, long nr, int *up, float *img, float *dn, int *down, float *ds, float *coef)
{
    main_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(nc, nr, up, img, dn, down, ds, coef);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_main_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, long nc, long nr, float *img, float *coef, float *dn, int *down, float *ds)
{
    main_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(nc, nr, img, coef, dn, down, ds);
    return cudaPeekAtLastError();
}
