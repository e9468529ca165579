/* kforge 0.1.0: tests/kernels/nussinov.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/nussinov.c before line 33, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 120
#endif
#define MAX(a, b) ((a) >= (b) ? (a) : (b))
#define PAIRS(b1, b2) ((b1) + (b2) == 3 ? 1 : 0)
/* end of tests/kernels/nussinov.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_nussinov_L1(int n, int j, int *table, int *seq)
{
    int i = n - 1 - (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i >= 0) {
        int kf_w = j;
        j = (kf_w - 1 * -i);
        if (j >= (i + 1) && j <= (n - 1)) {
                    if (j - 1 >= 0)
                        table[i * n + j] = MAX(table[i * n + j], table[i * n + j - 1]);
                    if (i + 1 < n)
                        table[i * n + j] = MAX(table[i * n + j], table[(i + 1) * n + j]);
                    if (j - 1 >= 0 && i + 1 < n) {
                        if (i < j - 1)
                            table[i * n + j] = MAX(table[i * n + j],
                                      table[(i + 1) * n + j - 1] + PAIRS(seq[i], seq[j]));
                        else
                            table[i * n + j] = MAX(table[i * n + j], table[(i + 1) * n + j - 1]);
                    }
                    for (int k = i + 1; k < j; k++)
                        table[i * n + j] = MAX(table[i * n + j], table[i * n + k] + table[(k + 1) * n + j]);
        }
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_nussinov_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int j, int *table, int *seq)
{
    kernel_nussinov_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, j, table, seq);
    return cudaPeekAtLastError();
}
