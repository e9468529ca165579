/* kforge 0.1.0: tests/realc/seeds.c for cuda, the device part: 4 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/realc/seeds.c before line 68, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define N 20000
#ifndef GC
#define GC 64
#endif
/* end of tests/realc/seeds.c's lines */
#include <cuda_runtime.h>

static __constant__ long MOD = 2147483647;
static __constant__ int MUL = 1103515245;
static __constant__ int INC = 12345;
#define uniform kf_fn_uniform
__device__ static double uniform(int *seed, int index);
#define gauss kf_fn_gauss
__device__ static double gauss(int *seed, int index);
#define cap kf_fn_cap
__device__ static void cap(double *v, int i, double hi);
__device__ static double uniform(int *seed, int index)
{
    int num = MUL * seed[index] + INC;
    seed[index] = (int)(num % MOD);
    return fabs(seed[index] / ((double)MOD));
}
__device__ static double gauss(int *seed, int index)
{
    double u = uniform(seed, index), v = uniform(seed, index);
    return sqrt(-2 * log(u + 1e-12)) * cos(2 * 3.14159265358979 * v);
}
__device__ static void cap(double *v, int i, double hi)
{
    if (v[i] > hi)
        v[i] = hi;
}

extern "C" __global__ void walk_L1(int n, double *x, int *seed, double *y)
{
    int p = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (p <= n - 1) {
        x[p] += 1 + 5 * gauss(seed, p);
        y[p] += -2 + 2 * gauss(seed, p);
        cap(x, p, 4.0);
    }
}

#define put kf_fn_put
__device__ static void put(double *a, int n, int i, int j, double v);
__device__ static void put(double *a, int n, int i, int j, double v)
{
    int k = i * n + j;
    a[k] = v;
}

extern "C" __global__ void fill_L2(int rows, int cols, double *a)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= cols - 1) {
        put(a, cols, i, j, (double)(i - j) * 0.5);
    } else if (j <= cols - 1) {
        put(a, cols, i, j, (double)(i - j) * 0.5);
    }
}

#define scale_row kf_fn_scale_row
__device__ static void scale_row(double *row, int n, double s);
#define dot kf_fn_dot
__device__ static double dot(const double *u, const double *v, int n);
__device__ static void scale_row(double *row, int n, double s)
{
    for (int j = 0; j < n; j++)
        row[j] *= s;
}
__device__ static double dot(const double *u, const double *v, int n)
{
    double s = 0.0;
    int j;
    for (j = 0; j < n; j++)
        s += u[j] * v[j];
    return s;
}

extern "C" __global__ void norms_L5(int rows, double *a, int cols, double *w, double *y)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= rows - 1) {
        scale_row(&a[i * cols], cols, 1.0 / (1 + i));
        y[i] = dot(&a[i * cols], w, cols);
    }
}

extern "C" __global__ void grid_L6(double *g, double *out)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= 299) {
        scale_row((g + i * 64), GC, 0.5 + i % 3);
        out[i] = dot((g + i * 64), (g + i * 64), GC);
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_walk_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x, int *seed, double *y)
{
    walk_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, x, seed, y);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_fill_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int rows, int cols, double *a)
{
    fill_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(rows, cols, a);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_norms_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int rows, double *a, int cols, double *w, double *y)
{
    norms_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(rows, a, cols, w, y);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_grid_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *g, double *out)
{
    grid_L6<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(g, out);
    return cudaPeekAtLastError();
}
