/* kforge 0.1.0: tests/gen/quot/host_tail.c for cuda, the device part: 3 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/quot/host_tail.c before line 7, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
/* end of tests/gen/quot/host_tail.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void scale_L1(int n, float *a, float *b)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    b[i] = 2 * a[i] + 1;
}

extern "C" __global__ void scale_any_L2(int n, float *a, float *b)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        b[i] = 2 * a[i] + 1;
    }
}

extern "C" __global__ void blur_L3(int h, int w, float *A, float *B)
{
    int x = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int y = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    B[y * w + x] = 0.5f * A[y * w + x] + 0.25f * A[y * w + (x + 1) % w] + 0.25f * A[((y + 1) % h) * w + x];
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_scale_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *a, float *b)
{
    scale_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, a, b);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_scale_any_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *a, float *b)
{
    scale_any_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, a, b);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_blur_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, float *A, float *B)
{
    blur_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(h, w, A, B);
    return cudaPeekAtLastError();
}
