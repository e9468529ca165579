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
        v[0 * N + i] = 1.0;
        p[i * N + 0] = 0.0;
        q[i * N + 0] = v[0 * N + i];
        for (j = 1; j < N - 1; j++) {
            p[i * N + j] = -c / (a * p[i * N + j - 1] + b);
            q[i * N + j] = (-d * u[j * N + i - 1] + (1.0 + 2.0 * d) * u[j * N + i] -
                   f * u[j * N + i + 1] - a * q[i * N + j - 1]) /
                  (a * p[i * N + j - 1] + b);
        }
        v[(N - 1) * N + i] = 1.0;
        for (j = N - 2; j >= 1; j--)
            v[j * N + i] = p[i * N + j] * v[(j + 1) * N + i] + q[i * N + j];
    }
}

extern "C" __global__ void kernel_adi_L1_2(double *v, double *p, double *q, double c, double a, double d, double *u, double f, double e)
{
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int j;
    if (i <= 48) {
        u[i * N + 0] = 1.0;
        p[i * N + 0] = 0.0;
        q[i * N + 0] = u[i * N + 0];
        for (j = 1; j < N - 1; j++) {
            p[i * N + j] = -f / (d * p[i * N + j - 1] + e);
            q[i * N + j] = (-a * v[(i - 1) * N + j] + (1.0 + 2.0 * a) * v[i * N + j] -
                   c * v[(i + 1) * N + j] - d * q[i * N + j - 1]) /
                  (d * p[i * N + j - 1] + e);
        }
        u[i * N + N - 1] = 1.0;
        for (j = N - 2; j >= 1; j--)
            u[i * N + j] = p[i * N + j] * u[i * N + j + 1] + q[i * N + j];
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
