/* kforge 0.1.0: tests/realc/tiles.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/realc/tiles.c before line 18, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#define TS 8
/* end of tests/realc/tiles.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void perimeter_L1(int nb, int off, int n, float *a, float *colsum)
{
    int c = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (c <= nb - 1) {
        int i, j, k;
        float t[TS * TS] __attribute__((aligned(64)));
        float acc[TS] __attribute__((aligned(64))) = {0.0f};
        for (i = 0; i < TS; i++)
            for (j = 0; j < TS; j++)
                t[i * TS + j] = a[(off + i) * n + off + j];
        for (j = 0; j < TS; j++)
            for (i = 0; i < TS; i++) {
                float s = 0.0f;
                for (k = 0; k < i; k++)
                    s += t[i * TS + k] * a[(off + k) * n + off + TS * (c + 1) + j];
                a[(off + i) * n + off + TS * (c + 1) + j] -= s;
                acc[j] += s;
            }
        for (j = 0; j < TS; j++)
            colsum[c * TS + j] = acc[j];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_perimeter_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int nb, int off, int n, float *a, float *colsum)
{
    perimeter_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(nb, off, n, a, colsum);
    return cudaPeekAtLastError();
}
