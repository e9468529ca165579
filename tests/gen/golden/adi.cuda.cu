/* kforge 0.1.0: tests/kernels/adi.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/adi.c before line 44, where the kernels' text was */
#include <stdio.h>
#ifndef N
#define N 50
#endif
#ifndef TSTEPS
#define TSTEPS 10
#endif
/* end of tests/kernels/adi.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_adi_L1_1(double *v, double *p, double *q, double c, double a, double b, double d, double *u, double f)
{
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int j;
    if (i <= 48) {
        v[0 * 50 + i] = 1.0;
        p[i * 50 + 0] = 0.0;
        q[i * 50 + 0] = v[0 * 50 + i];
        for (j = 1; j < N - 1; j++) {
            p[i * 50 + j] = -c / (a * p[i * 50 + j - 1] + b);
            q[i * 50 + j] = (-d * u[j * 50 + i - 1] + (1.0 + 2.0 * d) * u[j * 50 + i] -
                   f * u[j * 50 + i + 1] - a * q[i * 50 + j - 1]) /
                  (a * p[i * 50 + j - 1] + b);
        }
        v[(N - 1) * 50 + i] = 1.0;
        for (j = N - 2; j >= 1; j--)
            v[j * 50 + i] = p[i * 50 + j] * v[(j + 1) * 50 + i] + q[i * 50 + j];
    }
}

extern "C" __global__ void kernel_adi_L1_2(double *v, double *p, double *q, double c, double a, double d, double *u, double f, double e)
{
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int j;
    if (i <= 48) {
        u[i * 50 + 0] = 1.0;
        p[i * 50 + 0] = 0.0;
        q[i * 50 + 0] = u[i * 50 + 0];
        for (j = 1; j < N - 1; j++) {
            p[i * 50 + j] = -f / (d * p[i * 50 + j - 1] + e);
            q[i * 50 + j] = (-a * v[(i - 1) * 50 + j] + (1.0 + 2.0 * a) * v[i * 50 + j] -
                   c * v[(i + 1) * 50 + j] - d * q[i * 50 + j - 1]) /
                  (d * p[i * 50 + j - 1] + e);
        }
        u[i * 50 + N - 1] = 1.0;
        for (j = N - 2; j >= 1; j--)
            u[i * 50 + j] = p[i * 50 + j] * u[i * 50 + j + 1] + q[i * 50 + j];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_adi_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *v, double *p, double *q, double c, double a, double b, double d, double *u, double f)
{
    kernel_adi_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(v, p, q, c, a, b, d, u, f);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_adi_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *v, double *p, double *q, double c, double a, double d, double *u, double f, double e)
{
    kernel_adi_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(v, p, q, c, a, d, u, f, e);
    return cudaPeekAtLastError();
}
