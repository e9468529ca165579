/* kforge 0.1.0: tests/gen/gpu_whole.c for cuda, the device part: 5 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_whole.c before line 47, where the kernels' text was */
#include <stdio.h>
#define NP 256
#define M 8
/* end of tests/gen/gpu_whole.c's lines */
#include <cuda_runtime.h>

#define first kf_fn_first
__device__ static int first(const double *cdf, int n, double v);
#define interp kf_fn_interp
__device__ static double interp(const double *cdf, int n, double v);
__device__ static int first(const double *cdf, int n, double v)
{
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        int m = (lo + hi) / 2;
        if (cdf[m] >= v)
            hi = m;
        else
            lo = m + 1;
    }
    return lo;
}
__device__ static double interp(const double *cdf, int n, double v)
{
    int k = first(cdf, n, v);
    return k + (k > 0 ? cdf[k] - cdf[k - 1] : 0.0);
}

extern "C" __global__ void resample_L1(double *cdf, double *u, int *idx, double *y)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    /* resample_L1, line 50 */
    {
        idx[i] = first(cdf, NP, u[i]);
    }
    /* resample_L2, line 52 */
    {
        y[i] = interp(cdf, NP, u[i]) + idx[i];
    }
}

#define pick kf_fn_pick
__device__ static double pick(const double *row, const int *perm, int j);
__device__ static double pick(const double *row, const int *perm, int j)
{
    return row[perm[j]];
}

extern "C" __global__ void gather_L3(double *A, int *perm, double *cdf, double *u, double *z)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    z[i] = pick((A + i * 8), perm, i % M) + first(&cdf[1], NP - 1, u[i]);
}

extern "C" __global__ void vla_L4(int n, double *B, int m, int *perm, double *c, double *u, double *w)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        w[i] = pick((B + i * m), perm, i % m) + first(c + 2, n - 2, u[i]);
    }
}

extern "C" __global__ void rescale_L5(double *cdf)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    cdf[i] = cdf[i] * 0.5;
}

extern "C" __global__ void rescale_L6(double *cdf, double *u, double *y)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    y[i] = first(cdf, NP, u[i]);
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_resample_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *cdf, double *u, int *idx, double *y)
{
    resample_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(cdf, u, idx, y);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_gather_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, int *perm, double *cdf, double *u, double *z)
{
    gather_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, perm, cdf, u, z);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_vla_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *B, int m, int *perm, double *c, double *u, double *w)
{
    vla_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, B, m, perm, c, u, w);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_rescale_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *cdf)
{
    rescale_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(cdf);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_rescale_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *cdf, double *u, double *y)
{
    rescale_L6<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(cdf, u, y);
    return cudaPeekAtLastError();
}
