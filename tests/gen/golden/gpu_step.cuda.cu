/* kforge 0.1.0: tests/gen/gpu_step.c for cuda, the device part: 8 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_step.c before line 15, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#define NV 4
/* end of tests/gen/gpu_step.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void gray_L1(int npix, unsigned char *rgb, float *g)
{
    int i = (int)(3 * (blockIdx.x * blockDim.x + threadIdx.x));
    if (i <= 3*npix - 1) {
        g[i / 3] = 0.299f * rgb[i] + 0.587f * rgb[i + 1] + 0.114f * rgb[i + 2];
    }
}

extern "C" __global__ void relax_L2(int ncell, double *src, double *dst)
{
    int i = (int)(4 * (blockIdx.x * blockDim.x + threadIdx.x));
    if (i <= 4*ncell - 1) {
        double m = 0.25 * (src[i] + src[i + 1] + src[i + 2] + src[i + 3]);
        for (int v = 0; v < NV; v++)
            dst[i + v] = src[i + v] + 0.5 * (m - src[i + v]);
    }
}

extern "C" __global__ void odd_down_L3(int n, double *b, double *a)
{
    int i = n - 1 - (int)(2 * (blockIdx.x * blockDim.x + threadIdx.x));
    if (i >= 0) {
        a[i] = 2.0 * b[i] + 1.0;
    }
}

extern "C" __global__ void sparse_start_L4(int n, double *a)
{
    int i = 5 + (int)(7 * (blockIdx.x * blockDim.x + threadIdx.x));
    if (i <= n) {
        a[i] = a[i] * 3.0 - i;
    }
}

extern "C" __global__ void columns_L5(int h, int w, float *in, float *out)
{
    int x = (int)(4 * (blockIdx.x * blockDim.x + threadIdx.x));
    int y = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    if (x <= w - 1) {
        out[y * w + x] = in[y * w + x] + (float)(y - x);
    }
}

extern "C" __global__ void even_energy_L6(int n, double *x, double *kf_red_e, double *kf_part_e)
{
    __shared__ double kf_sh_e[32];
    double e = 0;
    long kf_n0 = (long)(((n + 1) / 2));
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = 2 * (int)(kf_t);
        e += x[i] * x[i];
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        e = e + __shfl_down_sync(0xffffffffu, e, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_e[threadIdx.x / 32] = e;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        e = threadIdx.x < blockDim.x / 32 ? kf_sh_e[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            e = e + __shfl_down_sync(0xffffffffu, e, kf_o);
        }
        if (threadIdx.x == 0) {
            kf_part_e[blockIdx.x] = e;
        }
    }
}

extern "C" __global__ void even_energy_L6_fin(double *kf_part_e, int kf_ngroups, double *kf_red_e)
{
    double kf_v_e = kf_red_e[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_e = kf_v_e + kf_part_e[kf_g];
    }
    kf_red_e[0] = kf_v_e;
}

extern "C" __global__ void lattice_sum_L7(int h, int w, int *v, long *kf_red_t)
{
    __shared__ long kf_sh_t[32];
    long t = 0;
    long kf_n0 = (long)(((h + 2) / 3));
    long kf_n1 = (long)(((w) / 2));
    long kf_total = kf_n0 * kf_n1;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int y = h - 1 - 3 * (int)(kf_t / kf_n1);
        int x = 1 + 2 * (int)(kf_t % kf_n1);
        t += v[y * w + x] - y;
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        t = t + __shfl_down_sync(0xffffffffu, t, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_t[threadIdx.x / 32] = t;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        t = threadIdx.x < blockDim.x / 32 ? kf_sh_t[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            t = t + __shfl_down_sync(0xffffffffu, t, kf_o);
        }
        if (threadIdx.x == 0) {
            atomicAdd((unsigned long long *)kf_red_t, (unsigned long long)t);
        }
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_gray_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int npix, unsigned char *rgb, float *g)
{
    gray_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(npix, rgb, g);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_relax_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ncell, double *src, double *dst)
{
    relax_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ncell, src, dst);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_odd_down_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *b, double *a)
{
    odd_down_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, b, a);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_sparse_start_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *a)
{
    sparse_start_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, a);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_columns_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, float *in, float *out)
{
    columns_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(h, w, in, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_even_energy_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x, double *kf_red_e, double *kf_part_e)
{
    even_energy_L6<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, x, kf_red_e, kf_part_e);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_even_energy_L6_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_e, int kf_ngroups, double *kf_red_e)
{
    even_energy_L6_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_e, kf_ngroups, kf_red_e);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lattice_sum_L7(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, int *v, long *kf_red_t)
{
    lattice_sum_L7<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(h, w, v, kf_red_t);
    return cudaPeekAtLastError();
}
