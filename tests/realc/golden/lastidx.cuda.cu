/* kforge 0.1.0: tests/realc/lastidx.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/realc/lastidx.c before line 10, where the kernels' text was */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
/* end of tests/realc/lastidx.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void tone_L1(unsigned long rows, unsigned long cols, float *in, float *out)
{
    size_t c = (size_t)(blockIdx.x * blockDim.x + threadIdx.x);
    size_t r = (size_t)(blockIdx.y * blockDim.y + threadIdx.y);
    size_t off;
    int pos;
    if (c <= cols - 1) {
        off = r * cols + c;
        pos = (int)off + 1;
        out[off] = in[off] / (1.0f + in[off]);
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_tone_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, unsigned long rows, unsigned long cols, float *in, float *out)
{
    tone_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(rows, cols, in, out);
    return cudaPeekAtLastError();
}
