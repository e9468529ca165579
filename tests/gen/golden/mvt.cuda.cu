/* kforge 0.1.0: tests/kernels/mvt.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/mvt.c before line 23, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 200
#endif
/* end of tests/kernels/mvt.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_mvt_L1(int n, float *x1, float *A, float *y1, float *x2, float *y2)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        /* kernel_mvt_L1, line 28 */
        {
            for (int j = 0; j < n; j++)
                x1[i] += A[i * n + j] * y1[j];
        }
        /* kernel_mvt_L2, line 31 */
        {
            for (int j = 0; j < n; j++)
                x2[i] += A[j * n + i] * y2[j];
        }
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_mvt_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *x1, float *A, float *y1, float *x2, float *y2)
{
    kernel_mvt_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, x1, A, y1, x2, y2);
    return cudaPeekAtLastError();
}
