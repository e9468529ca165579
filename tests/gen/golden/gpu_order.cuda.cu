/* kforge 0.1.0: tests/gen/gpu_order.c for cuda, the device part: 15 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_order.c before line 19, where the kernels' text was */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define N 48
/* end of tests/gen/gpu_order.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void lower_solve_L1(int n, double *rhs, double *y)
{
    int kf_c0 = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (kf_c0 <= n - 1) {
        y[kf_c0] = rhs[kf_c0];
    }
}

extern "C" __global__ void lower_solve_S2(int n, double *y, int kf_c0, double *T)
{
    y[kf_c0] = y[kf_c0] / T[kf_c0 * n + kf_c0];
}

extern "C" __global__ void lower_solve_L2_1(int n, double *y, int kf_c0, double *T)
{
    int kf_c1 = kf_c0 + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (kf_c1 <= n - 1) {
        y[kf_c1] = y[kf_c1] - T[kf_c1 * n + kf_c0] * y[kf_c0];
    }
}

extern "C" __global__ void lower_solve2_S1(int kf_c0, int n, double *L, double *x)
{
    x[kf_c0] /= L[kf_c0 * n + kf_c0];
}

extern "C" __global__ void lower_solve2_L3_1(int kf_c0, int n, double *L, double *x)
{
    int kf_c1 = kf_c0 + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (kf_c1 <= n - 1) {
        x[kf_c1] -= L[kf_c1 * n + kf_c0] * x[kf_c0];
    }
}

extern "C" __global__ void lower_solve2_S3(int n, double *L, int kf_c0, double *z)
{
    z[kf_c0] /= L[kf_c0 * n + kf_c0];
}

extern "C" __global__ void lower_solve2_L4_1(int n, double *L, int kf_c0, double *z)
{
    int kf_c1 = kf_c0 + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (kf_c1 <= n - 1) {
        z[kf_c1] -= L[kf_c1 * n + kf_c0] * z[kf_c0];
    }
}

extern "C" __global__ void lower_solve_note_S1(int kf_c0, int n, double *L, double *x)
{
    x[kf_c0] /= L[kf_c0 * n + kf_c0];
}

extern "C" __global__ void lower_solve_note_L7_1(int kf_c0, int n, double *L, double *x)
{
    int kf_c1 = kf_c0 + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (kf_c1 <= n - 1) {
        x[kf_c1] -= L[kf_c1 * n + kf_c0] * x[kf_c0];
    }
}

extern "C" __global__ void doolittle_S1(int i, int n, int p, double *a)
{
    a[i * n + p] /= a[p * n + p];
}

extern "C" __global__ void doolittle_L8_1_1(int i, int n, int p, double *a)
{
    int j = p + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= i - 1) {
        a[i * n + j] -= a[i * n + p] * a[p * n + j];
    }
}

extern "C" __global__ void doolittle_L8_2(int i, int n, double *a)
{
    int j = i + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int p;
    if (j <= n - 1) {
        for (p = 0; p <= i - 1; ++p)
            a[i * n + j] -= a[i * n + p] * a[p * n + j];
    }
}

extern "C" __global__ void chol_S1(int kf_c0, int n, double *a)
{
    a[kf_c0 * n + kf_c0] = sqrt(a[kf_c0 * n + kf_c0]);
}

extern "C" __global__ void chol_L9_1(int kf_c0, int n, double *a)
{
    int kf_c1 = kf_c0 + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (kf_c1 <= n - 1) {
        a[kf_c1 * n + kf_c0] = a[kf_c1 * n + kf_c0] / a[kf_c0 * n + kf_c0];
        a[kf_c1 * n + kf_c1] = a[kf_c1 * n + kf_c1] - a[kf_c1 * n + kf_c0] * a[kf_c1 * n + kf_c0];
    }
}

extern "C" __global__ void chol_L9_2(int kf_c0, int n, double *a)
{
    int kf_c2 = kf_c0 + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int kf_c1 = kf_c0 + 2 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_kf_c2 = kf_c0 + 1 + (int)(blockIdx.x * blockDim.x), kf_hi_kf_c2 = kf_lo_kf_c2 + (int)blockDim.x - 1;
    int kf_lo_kf_c1 = kf_c0 + 2 + (int)(blockIdx.y * blockDim.y), kf_hi_kf_c1 = kf_lo_kf_c1 + (int)blockDim.y - 1;
    if (kf_hi_kf_c2 <= kf_lo_kf_c1 - 1 && kf_hi_kf_c1 <= n - 1) {
        a[kf_c1 * n + kf_c2] = a[kf_c1 * n + kf_c2] - a[kf_c1 * n + kf_c0] * a[kf_c2 * n + kf_c0];
    } else if (kf_c2 <= kf_c1 - 1 && kf_c1 <= n - 1) {
        a[kf_c1 * n + kf_c2] = a[kf_c1 * n + kf_c2] - a[kf_c1 * n + kf_c0] * a[kf_c2 * n + kf_c0];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_lower_solve_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *rhs, double *y)
{
    lower_solve_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, rhs, y);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lower_solve_S2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *y, int kf_c0, double *T)
{
    lower_solve_S2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, y, kf_c0, T);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lower_solve_L2_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *y, int kf_c0, double *T)
{
    lower_solve_L2_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, y, kf_c0, T);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lower_solve2_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *L, double *x)
{
    lower_solve2_S1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_c0, n, L, x);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lower_solve2_L3_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *L, double *x)
{
    lower_solve2_L3_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_c0, n, L, x);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lower_solve2_S3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *L, int kf_c0, double *z)
{
    lower_solve2_S3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, L, kf_c0, z);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lower_solve2_L4_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *L, int kf_c0, double *z)
{
    lower_solve2_L4_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, L, kf_c0, z);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lower_solve_note_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *L, double *x)
{
    lower_solve_note_S1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_c0, n, L, x);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lower_solve_note_L7_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *L, double *x)
{
    lower_solve_note_L7_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_c0, n, L, x);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_doolittle_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, int p, double *a)
{
    doolittle_S1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, n, p, a);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_doolittle_L8_1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, int p, double *a)
{
    doolittle_L8_1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, n, p, a);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_doolittle_L8_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, double *a)
{
    doolittle_L8_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, n, a);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_chol_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *a)
{
    chol_S1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_c0, n, a);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_chol_L9_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *a)
{
    chol_L9_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_c0, n, a);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_chol_L9_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *a)
{
    chol_L9_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_c0, n, a);
    return cudaPeekAtLastError();
}
