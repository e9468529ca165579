/* kforge 0.1.0: tests/gen/gpu_if.c for cuda, the device part: 7 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_if.c before line 13, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
/* end of tests/gen/gpu_if.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void blur_rows_L1(int w, int h, float *in, float *out)
{
    int x = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int y = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    __shared__ float kf_win_in[258];
    int kf_o_x = x - (int)threadIdx.x;
    int kf_o_y = y - (int)threadIdx.y;
    for (int kf_q = (int)((int)threadIdx.x + 256 * (int)threadIdx.y); kf_q < 258; kf_q += 256) {
        int kf_s0 = kf_o_y + kf_q / 258;
        int kf_s1 = kf_o_x - 1 + kf_q % 258;
        if (kf_s0 >= 0 && kf_s0 <= (h - 1) && kf_s1 >= 1 - 1 && kf_s1 <= (w - 2) + 1) {
            kf_win_in[kf_q] = in[kf_s0 * w + kf_s1];
        }
    }
    __syncthreads();
    int kf_lo_x = 1 + (int)(blockIdx.x * blockDim.x), kf_hi_x = kf_lo_x + (int)blockDim.x - 1;
    if (kf_hi_x <= w - 2) {
        out[y * w + x] = (kf_win_in[(y - kf_o_y) * 258 + (x - 1) - kf_o_x + 1] + kf_win_in[(y - kf_o_y) * 258 + x - kf_o_x + 1] + kf_win_in[(y - kf_o_y) * 258 + (x + 1) - kf_o_x + 1]) / 3.0f;
    } else if (x <= w - 2) {
        out[y * w + x] = (kf_win_in[(y - kf_o_y) * 258 + (x - 1) - kf_o_x + 1] + kf_win_in[(y - kf_o_y) * 258 + x - kf_o_x + 1] + kf_win_in[(y - kf_o_y) * 258 + (x + 1) - kf_o_x + 1]) / 3.0f;
    }
}

extern "C" __global__ void apply_L2(int n, double s, double *a, double *b)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        b[i] = s * a[i];
    }
}

extern "C" __global__ void apply_L3(int n, double *a, double *b)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        a[i] = a[i] + b[i];
    }
}

extern "C" __global__ void steps_L4_1(int n, double *u, double *v)
{
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    __shared__ double kf_win_u[258];
    int kf_o_i = i - (int)threadIdx.x;
    for (int kf_q = (int)threadIdx.x; kf_q < 258; kf_q += 256) {
        int kf_s0 = kf_o_i - 1 + kf_q;
        if (kf_s0 >= 1 - 1 && kf_s0 <= (n - 2) + 1) {
            kf_win_u[kf_q] = u[kf_s0];
        }
    }
    __syncthreads();
    if (i <= n - 2) {
        v[i] = 0.5 * (kf_win_u[(i - 1) - kf_o_i + 1] + kf_win_u[(i + 1) - kf_o_i + 1]);
    }
}

extern "C" __global__ void steps_L4_2(int n, double *u, double *v)
{
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 2) {
        u[i] = v[i];
    }
}

extern "C" __global__ void with_else_L5(int n, double *a, double *b)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        b[i] = a[i] + 1.0;
    }
}

extern "C" __global__ void with_else_L6(int n, double *a, double *b)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        b[i] = a[i] - 1.0;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_blur_rows_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int w, int h, float *in, float *out)
{
    blur_rows_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(w, h, in, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_apply_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double s, double *a, double *b)
{
    apply_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, s, a, b);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_apply_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *a, double *b)
{
    apply_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, a, b);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_steps_L4_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *u, double *v)
{
    steps_L4_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, u, v);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_steps_L4_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *u, double *v)
{
    steps_L4_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, u, v);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_with_else_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *a, double *b)
{
    with_else_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, a, b);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_with_else_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *a, double *b)
{
    with_else_L6<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, a, b);
    return cudaPeekAtLastError();
}
