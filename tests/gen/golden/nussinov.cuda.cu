/* kforge 0.1.0: tests/kernels/nussinov.c for cuda, the device part: 5 kernels and their launchers */
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

extern "C" __global__ void kernel_nussinov_S1(int i, int n, int j, int *table)
{
    if (j - 1 >= 0)
        table[i * n + j] = MAX(table[i * n + j], table[i * n + j - 1]);
}

extern "C" __global__ void kernel_nussinov_S2(int i, int n, int j, int *table)
{
    if (i + 1 < n)
        table[i * n + j] = MAX(table[i * n + j], table[(i + 1) * n + j]);
}

extern "C" __global__ void kernel_nussinov_S3(int i, int n, int j, int *table, int *seq)
{
    if (j - 1 >= 0 && i + 1 < n) {
        if (i < j - 1)
            table[i * n + j] = MAX(table[i * n + j],
                      table[(i + 1) * n + j - 1] + PAIRS(seq[i], seq[j]));
        else
            table[i * n + j] = MAX(table[i * n + j], table[(i + 1) * n + j - 1]);
    }
}

extern "C" __global__ void kernel_nussinov_L1_1_1(int i, int n, int j, int *table, int *kf_part_kf_e_table)
{
    __shared__ int kf_sh_kf_e_table[32];
    int kf_e_table = table[i * n + j];
    long kf_n0 = (long)(-i + j - 1);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int k = i + 1 + (int)(kf_t);
        kf_e_table = MAX(kf_e_table, table[i * n + k] + table[(k + 1) * n + j]);
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        kf_e_table = (__shfl_down_sync(0xffffffffu, kf_e_table, kf_o) > kf_e_table ? __shfl_down_sync(0xffffffffu, kf_e_table, kf_o) : kf_e_table);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_kf_e_table[threadIdx.x / 32] = kf_e_table;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        kf_e_table = threadIdx.x < blockDim.x / 32 ? kf_sh_kf_e_table[threadIdx.x] : table[i * n + j];
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            kf_e_table = (__shfl_down_sync(0xffffffffu, kf_e_table, kf_o) > kf_e_table ? __shfl_down_sync(0xffffffffu, kf_e_table, kf_o) : kf_e_table);
        }
        if (threadIdx.x == 0) {
            kf_part_kf_e_table[blockIdx.x] = kf_e_table;
        }
    }
}

extern "C" __global__ void kernel_nussinov_L1_1_1_fin(int i, int n, int j, int *table, int *kf_part_kf_e_table, int kf_ngroups)
{
    int kf_v_kf_e_table = table[i * n + j];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_kf_e_table = (kf_part_kf_e_table[kf_g] > kf_v_kf_e_table ? kf_part_kf_e_table[kf_g] : kf_v_kf_e_table);
    }
    table[i * n + j] = kf_v_kf_e_table;
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_nussinov_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, int j, int *table)
{
    kernel_nussinov_S1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, n, j, table);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_nussinov_S2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, int j, int *table)
{
    kernel_nussinov_S2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, n, j, table);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_nussinov_S3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, int j, int *table, int *seq)
{
    kernel_nussinov_S3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, n, j, table, seq);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_nussinov_L1_1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, int j, int *table, int *kf_part_kf_e_table)
{
    kernel_nussinov_L1_1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, n, j, table, kf_part_kf_e_table);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_nussinov_L1_1_1_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, int j, int *table, int *kf_part_kf_e_table, int kf_ngroups)
{
    kernel_nussinov_L1_1_1_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, n, j, table, kf_part_kf_e_table, kf_ngroups);
    return cudaPeekAtLastError();
}
