/* kforge 0.1.0: tests/gen/index/index_styles.c for cuda, the device part: 5 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/index/index_styles.c before line 12, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
/* end of tests/gen/index/index_styles.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void scale_L1(int n, int m, double *b, double *a)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= m - 1) {
        int idx = i * m + j;
        a[idx] = 2.0 * b[idx] + 1.0;
    } else if (j <= m - 1) {
        int idx = i * m + j;
        a[idx] = 2.0 * b[idx] + 1.0;
    }
}

extern "C" __global__ void stride4_L2(int n, int base, double *b, double *a)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int k;
    if (i <= n - 1) {
        k = base + 4 * i;
        a[k] = b[i];
        a[k + 2] = -b[i];
    }
}

extern "C" __global__ void blocks_L3_1(int cg, double *a)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    a[cg + j] = a[cg + j] * 0.5 + j;
}

extern "C" __global__ void triples_L4(int p, int n, double *b, double *out)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        p = p + 3 * (i - (0));
        out[p] = b[i];
        out[p + 1] = b[i] * b[i];
        out[p + 2] = 1.0;
        p += 3;
    }
}

extern "C" __global__ void evens_L5(int p, int n, double *b, double *out)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        p = p + 2 * (i - (0));
        out[p] = b[i];
        p = p + 2;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_scale_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *b, double *a)
{
    scale_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, m, b, a);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_stride4_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int base, double *b, double *a)
{
    stride4_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, base, b, a);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_blocks_L3_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int cg, double *a)
{
    blocks_L3_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(cg, a);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_triples_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int p, int n, double *b, double *out)
{
    triples_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(p, n, b, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_evens_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int p, int n, double *b, double *out)
{
    evens_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(p, n, b, out);
    return cudaPeekAtLastError();
}
