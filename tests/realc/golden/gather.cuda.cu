/* kforge 0.1.0: tests/realc/gather.c for cuda, the device part: 3 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/realc/gather.c before line 9, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
/* end of tests/realc/gather.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void apply_lut_L1(int n, unsigned char *in, float *lut, float *out)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        out[i] = lut[in[i]];
    }
}

extern "C" __global__ void permute_L2(int n, int *perm, double *src, double *dst)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        dst[i] = src[perm[i]];
    }
}

extern "C" __global__ void neighbour_sum_L3(int nv, int *adj, float *w, int *off, float *acc)
{
    int v = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    __shared__ int kf_win_off[257];
    int kf_o_v = v - (int)threadIdx.x;
    for (int kf_q = (int)threadIdx.x; kf_q < 257; kf_q += 256) {
        int kf_s0 = kf_o_v + kf_q;
        if (kf_s0 >= 0 && kf_s0 <= (nv - 1) + 1) {
            kf_win_off[kf_q] = off[kf_s0];
        }
    }
    __syncthreads();
    if (v <= nv - 1) {
        float s = 0;
        for (int e = kf_win_off[v - kf_o_v]; e < kf_win_off[(v + 1) - kf_o_v]; e++)
            s += w[adj[e]];
        acc[v] = s;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_apply_lut_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, unsigned char *in, float *lut, float *out)
{
    apply_lut_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, in, lut, out);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_permute_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int *perm, double *src, double *dst)
{
    permute_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, perm, src, dst);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_neighbour_sum_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int nv, int *adj, float *w, int *off, float *acc)
{
    neighbour_sum_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(nv, adj, w, off, acc);
    return cudaPeekAtLastError();
}
