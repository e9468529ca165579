/* kforge 0.1.0: tests/gen/delin/block.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/delin/block.c before line 10, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
/* end of tests/gen/delin/block.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void update_block_L1(int bs, int size, int offset, float *a)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= bs - 1 && kf_hi_i <= bs - 1) {
        a[size * (i + offset) + offset + j] -=
            a[size * (i + offset) + offset - 1] * a[size * (offset - 1) + offset + j];
    } else if (j <= bs - 1 && i <= bs - 1) {
        a[size * (i + offset) + offset + j] -=
            a[size * (i + offset) + offset - 1] * a[size * (offset - 1) + offset + j];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_update_block_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int bs, int size, int offset, float *a)
{
    update_block_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(bs, size, offset, a);
    return cudaPeekAtLastError();
}
