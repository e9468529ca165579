/* kforge 0.1.0: tests/realc/structs.c for cuda, the device part: 4 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/realc/structs.c before line 23, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
/* end of tests/realc/structs.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void scale_L1(const int kf_m_rows, const int kf_m_cols, double f, double *in, double *out)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= kf_m_cols - 1) {
        out[i * kf_m_cols + j] = f * in[i * kf_m_cols + j];
    } else if (j <= kf_m_cols - 1) {
        out[i * kf_m_cols + j] = f * in[i * kf_m_cols + j];
    }
}

extern "C" __global__ void blend_L2(int kf_s_rows, int kf_s_cols, float *a, float *b, float *c)
{
    int x = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int y = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_x = (int)(blockIdx.x * blockDim.x), kf_hi_x = kf_lo_x + (int)blockDim.x - 1;
    if (kf_hi_x <= kf_s_cols - 1) {
        c[y * kf_s_cols + x] = 0.75f * a[y * kf_s_cols + x] + 0.25f * b[y * kf_s_cols + x];
    } else if (x <= kf_s_cols - 1) {
        c[y * kf_s_cols + x] = 0.75f * a[y * kf_s_cols + x] + 0.25f * b[y * kf_s_cols + x];
    }
}

extern "C" __global__ void sharpen_L3(const int kf_img_size_rows, const int kf_img_size_cols, float *c, float *a)
{
    int x = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int y = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_x = (int)(blockIdx.x * blockDim.x), kf_hi_x = kf_lo_x + (int)blockDim.x - 1;
    if (kf_hi_x <= kf_img_size_cols - 1) {
        c[y * kf_img_size_cols + x] +=
            0.5f * (a[(y - 1) * kf_img_size_cols + x] - a[(y + 1) * kf_img_size_cols + x]);
    } else if (x <= kf_img_size_cols - 1) {
        c[y * kf_img_size_cols + x] +=
            0.5f * (a[(y - 1) * kf_img_size_cols + x] - a[(y + 1) * kf_img_size_cols + x]);
    }
}

extern "C" __global__ void mark_L5(int kf_c_hits, int *out)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= kf_c_hits - 1) {
        out[i] = 2 * i + 1;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_scale_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, const int kf_m_rows, const int kf_m_cols, double f, double *in, double *out)
{
    scale_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_m_rows, kf_m_cols, f, in, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_blend_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_s_rows, int kf_s_cols, float *a, float *b, float *c)
{
    blend_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_s_rows, kf_s_cols, a, b, c);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_sharpen_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, const int kf_img_size_rows, const int kf_img_size_cols, float *c, float *a)
{
    sharpen_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_img_size_rows, kf_img_size_cols, c, a);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_mark_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c_hits, int *out)
{
    mark_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_c_hits, out);
    return cudaPeekAtLastError();
}
