/* kforge 0.1.0: tests/gen/gpu_rows.c for cuda, the device part: 9 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_rows.c before line 37, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
/* end of tests/gen/gpu_rows.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void matvec_L1(int n, int m, double *a, double *x, double *y)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        double s = 0.0;
        for (int k = 0; k < m; k++)
            s += a[i * m + k] * x[k];
        y[i] = s;
    }
}

extern "C" __global__ void colsum_L2(int n, int d, float *x, float *out)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        float s = 0.0f;
        for (int j = 0; j < d; j++)
            s += x[j * n + i] * (float)(j + 1);
        out[i] = s;
    }
}

extern "C" __global__ void shifted_L3(int n, int m, double *a, double *out)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= m - 1) {
        out[(i - 1) * m + j] = 2.0 * a[(i - 1) * m + ((j + 1) - 1)] - j;
    } else if (j <= m - 1) {
        out[(i - 1) * m + j] = 2.0 * a[(i - 1) * m + ((j + 1) - 1)] - j;
    }
}

extern "C" __global__ void trimv_L4(int n, double *l, double *x, double *y)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        double s = 0.0;
        for (int j = 0; j <= i; j++)
            s += l[i * n + j] * x[j];
        y[i] = s;
    }
}

extern "C" __global__ void scale_rows_L5(int n, int m, double *c, double *s)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= m - 1 && kf_hi_i <= n - 1) {
        c[i * m + j] = c[i * m + j] * s[j] + i;
    } else if (j <= m - 1 && i <= n - 1) {
        c[i * m + j] = c[i * m + j] * s[j] + i;
    }
}

extern "C" __global__ void bias_rows_L6(int n, int m, double *c, double *b)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= m - 1 && kf_hi_i <= n - 1) {
        c[i * m + j] = 0.25 * c[i * m + j] + 0.5 * b[j];
    } else if (j <= m - 1 && i <= n - 1) {
        c[i * m + j] = 0.25 * c[i * m + j] + 0.5 * b[j];
    }
}

extern "C" __global__ void blur_rows_L7(int n, int m, double *in, double *out)
{
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = 1 + (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= m - 2) {
        out[i * (m - 2) + (j - 1)] = 0.25 * in[i * m + (j - 1)] + 0.5 * in[i * m + j] + 0.25 * in[i * m + (j + 1)];
    } else if (j <= m - 2) {
        out[i * (m - 2) + (j - 1)] = 0.25 * in[i * m + (j - 1)] + 0.5 * in[i * m + j] + 0.25 * in[i * m + (j + 1)];
    }
}

extern "C" __global__ void cross5_L8(int n, int m, double *in, double *out)
{
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = 1 + (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= m - 2) {
        out[(i - 1) * (m - 2) + (j - 1)] = 0.5 * in[i * m + j] + 0.125 * (in[(i - 1) * m + j] + in[(i + 1) * m + j] + in[i * m + (j - 1)] +
                                              in[i * m + (j + 1)]);
    } else if (j <= m - 2) {
        out[(i - 1) * (m - 2) + (j - 1)] = 0.5 * in[i * m + j] + 0.125 * (in[(i - 1) * m + j] + in[(i + 1) * m + j] + in[i * m + (j - 1)] +
                                              in[i * m + (j + 1)]);
    }
}

extern "C" __global__ void blur_cols_L9(int n, int m, double *in, double *out)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= m - 1) {
        out[(i - 1) * m + j] = 0.25 * in[(i - 1) * m + j] + 0.5 * in[i * m + j] + 0.25 * in[(i + 1) * m + j];
    } else if (j <= m - 1) {
        out[(i - 1) * m + j] = 0.25 * in[(i - 1) * m + j] + 0.5 * in[i * m + j] + 0.25 * in[(i + 1) * m + j];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_matvec_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *a, double *x, double *y)
{
    matvec_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, m, a, x, y);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_colsum_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int d, float *x, float *out)
{
    colsum_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, d, x, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_shifted_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *a, double *out)
{
    shifted_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, m, a, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_trimv_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *l, double *x, double *y)
{
    trimv_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, l, x, y);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_scale_rows_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *c, double *s)
{
    scale_rows_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, m, c, s);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_bias_rows_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *c, double *b)
{
    bias_rows_L6<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, m, c, b);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_blur_rows_L7(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *in, double *out)
{
    blur_rows_L7<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, m, in, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_cross5_L8(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *in, double *out)
{
    cross5_L8<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, m, in, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_blur_cols_L9(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *in, double *out)
{
    blur_cols_L9<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, m, in, out);
    return cudaPeekAtLastError();
}
