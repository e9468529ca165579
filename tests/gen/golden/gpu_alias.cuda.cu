/* kforge 0.1.0: tests/gen/gpu_alias.c for cuda, the device part: 9 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_alias.c before line 13, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
/* end of tests/gen/gpu_alias.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void smooth_L1(int rows, int cols, float *in, float *out)
{
    int x = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int y = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_x = 1 + (int)(blockIdx.x * blockDim.x), kf_hi_x = kf_lo_x + (int)blockDim.x - 1;
    if (kf_hi_x <= cols - 2) {
        out[y * cols + x] = (in[(y - 1) * cols + x] + in[(y + 1) * cols + x] +
                             in[y * cols + x - 1] + in[y * cols + x + 1]) * 0.25f;
    } else if (x <= cols - 2) {
        out[y * cols + x] = (in[(y - 1) * cols + x] + in[(y + 1) * cols + x] +
                             in[y * cols + x - 1] + in[y * cols + x + 1]) * 0.25f;
    }
}

extern "C" __global__ void axpy_scale_L2(int n, float *y, float a, float *x)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        y[i] = y[i] + a * x[i];
    }
}

extern "C" __global__ void axpy_scale_L3(int n, float *z, float first, float *w)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        z[i] = first * w[i] + z[i];
    }
}

extern "C" __global__ void two_writes_L4(int n, float *b, float *a)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        b[i] = 2.0f * (float)i;
        a[i + n] = 1.0f * (float)i + 0.5f;
    }
}

extern "C" __global__ void stale_copy_L6(int n, float *q, float *p, float *r)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        /* stale_copy_L6, line 75 */
        {
            q[i] = q[i] * 0.5f + 1.0f;
        }
        /* stale_copy_L7, line 77 */
        {
            r[i] = p[i] + 2.0f;
        }
    }
}

extern "C" __global__ void stale_host_L8(int n, float *g)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        g[i] = g[i] * 0.5f + (float)i;
    }
}

extern "C" __global__ void local_tmp_L10(float *in, float *t)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    t[i] = in[i] * 2.0f;
}

extern "C" __global__ void local_tmp_L11(float *in, float *t, float *out)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    out[i] = t[i] + t[63 - i] + in[63 - i];
}

extern "C" __global__ void fill_counts_L14(const int kf_s_n, const int kf_s_m, int *map)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= kf_s_n - 1) {
        map[i] = 3 * i + kf_s_m;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_smooth_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int rows, int cols, float *in, float *out)
{
    smooth_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(rows, cols, in, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_axpy_scale_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *y, float a, float *x)
{
    axpy_scale_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, y, a, x);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_axpy_scale_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *z, float first, float *w)
{
    axpy_scale_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, z, first, w);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_two_writes_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *b, float *a)
{
    two_writes_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, b, a);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_stale_copy_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *q, float *p, float *r)
{
    stale_copy_L6<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, q, p, r);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_stale_host_L8(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *g)
{
    stale_host_L8<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, g);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_local_tmp_L10(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *in, float *t)
{
    local_tmp_L10<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(in, t);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_local_tmp_L11(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *in, float *t, float *out)
{
    local_tmp_L11<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(in, t, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_fill_counts_L14(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, const int kf_s_n, const int kf_s_m, int *map)
{
    fill_counts_L14<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_s_n, kf_s_m, map);
    return cudaPeekAtLastError();
}
