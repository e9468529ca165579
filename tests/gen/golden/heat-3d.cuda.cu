/* kforge 0.1.0: tests/kernels/heat-3d.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/heat-3d.c before line 30, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 20
#endif
#ifndef TSTEPS
#define TSTEPS 20
#endif
/* end of tests/kernels/heat-3d.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_heat_3d_L1_1(int n, float *A, float *B)
{
    int k = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int j = 1 + (int)(blockIdx.z * blockDim.z + threadIdx.z);
    __shared__ float kf_win_A[816];
    int kf_o_k = k - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    int kf_o_j = j - (int)threadIdx.z;
    for (int kf_q = (int)((int)threadIdx.x + 32 * (int)threadIdx.y + 128 * (int)threadIdx.z); kf_q < 816; kf_q += 256) {
        int kf_s0 = kf_o_i - 1 + kf_q / 136;
        int kf_s1 = kf_o_j - 1 + kf_q / 34 % 4;
        int kf_s2 = kf_o_k - 1 + kf_q % 34;
        if (kf_s0 >= 1 - 1 && kf_s0 <= (n - 2) + 1 && kf_s1 >= 1 - 1 && kf_s1 <= (n - 2) + 1 && kf_s2 >= 1 - 1 && kf_s2 <= (n - 2) + 1) {
            kf_win_A[kf_q] = A[(kf_s0 * n + kf_s1) * n + kf_s2];
        }
    }
    __syncthreads();
    int kf_lo_k = 1 + (int)(blockIdx.x * blockDim.x), kf_hi_k = kf_lo_k + (int)blockDim.x - 1;
    int kf_lo_i = 1 + (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    int kf_lo_j = 1 + (int)(blockIdx.z * blockDim.z), kf_hi_j = kf_lo_j + (int)blockDim.z - 1;
    if (kf_hi_k <= n - 2 && kf_hi_i <= n - 2 && kf_hi_j <= n - 2) {
        B[(i * n + j) * n + k] = 0.125f * (kf_win_A[(((i + 1) - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] - 2.0f * kf_win_A[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] + kf_win_A[(((i - 1) - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1])
               + 0.125f * (kf_win_A[((i - kf_o_i + 1) * 4 + (j + 1) - kf_o_j + 1) * 34 + k - kf_o_k + 1] - 2.0f * kf_win_A[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] + kf_win_A[((i - kf_o_i + 1) * 4 + (j - 1) - kf_o_j + 1) * 34 + k - kf_o_k + 1])
               + 0.125f * (kf_win_A[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + (k + 1) - kf_o_k + 1] - 2.0f * kf_win_A[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] + kf_win_A[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + (k - 1) - kf_o_k + 1])
               + kf_win_A[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1];
    } else if (k <= n - 2 && i <= n - 2 && j <= n - 2) {
        B[(i * n + j) * n + k] = 0.125f * (kf_win_A[(((i + 1) - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] - 2.0f * kf_win_A[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] + kf_win_A[(((i - 1) - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1])
               + 0.125f * (kf_win_A[((i - kf_o_i + 1) * 4 + (j + 1) - kf_o_j + 1) * 34 + k - kf_o_k + 1] - 2.0f * kf_win_A[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] + kf_win_A[((i - kf_o_i + 1) * 4 + (j - 1) - kf_o_j + 1) * 34 + k - kf_o_k + 1])
               + 0.125f * (kf_win_A[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + (k + 1) - kf_o_k + 1] - 2.0f * kf_win_A[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] + kf_win_A[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + (k - 1) - kf_o_k + 1])
               + kf_win_A[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1];
    }
}

extern "C" __global__ void kernel_heat_3d_L1_2(int n, float *A, float *B)
{
    int k = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int j = 1 + (int)(blockIdx.z * blockDim.z + threadIdx.z);
    __shared__ float kf_win_B[816];
    int kf_o_k = k - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    int kf_o_j = j - (int)threadIdx.z;
    for (int kf_q = (int)((int)threadIdx.x + 32 * (int)threadIdx.y + 128 * (int)threadIdx.z); kf_q < 816; kf_q += 256) {
        int kf_s0 = kf_o_i - 1 + kf_q / 136;
        int kf_s1 = kf_o_j - 1 + kf_q / 34 % 4;
        int kf_s2 = kf_o_k - 1 + kf_q % 34;
        if (kf_s0 >= 1 - 1 && kf_s0 <= (n - 2) + 1 && kf_s1 >= 1 - 1 && kf_s1 <= (n - 2) + 1 && kf_s2 >= 1 - 1 && kf_s2 <= (n - 2) + 1) {
            kf_win_B[kf_q] = B[(kf_s0 * n + kf_s1) * n + kf_s2];
        }
    }
    __syncthreads();
    int kf_lo_k = 1 + (int)(blockIdx.x * blockDim.x), kf_hi_k = kf_lo_k + (int)blockDim.x - 1;
    int kf_lo_i = 1 + (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    int kf_lo_j = 1 + (int)(blockIdx.z * blockDim.z), kf_hi_j = kf_lo_j + (int)blockDim.z - 1;
    if (kf_hi_k <= n - 2 && kf_hi_i <= n - 2 && kf_hi_j <= n - 2) {
        A[(i * n + j) * n + k] = 0.125f * (kf_win_B[(((i + 1) - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] - 2.0f * kf_win_B[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] + kf_win_B[(((i - 1) - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1])
               + 0.125f * (kf_win_B[((i - kf_o_i + 1) * 4 + (j + 1) - kf_o_j + 1) * 34 + k - kf_o_k + 1] - 2.0f * kf_win_B[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] + kf_win_B[((i - kf_o_i + 1) * 4 + (j - 1) - kf_o_j + 1) * 34 + k - kf_o_k + 1])
               + 0.125f * (kf_win_B[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + (k + 1) - kf_o_k + 1] - 2.0f * kf_win_B[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] + kf_win_B[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + (k - 1) - kf_o_k + 1])
               + kf_win_B[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1];
    } else if (k <= n - 2 && i <= n - 2 && j <= n - 2) {
        A[(i * n + j) * n + k] = 0.125f * (kf_win_B[(((i + 1) - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] - 2.0f * kf_win_B[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] + kf_win_B[(((i - 1) - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1])
               + 0.125f * (kf_win_B[((i - kf_o_i + 1) * 4 + (j + 1) - kf_o_j + 1) * 34 + k - kf_o_k + 1] - 2.0f * kf_win_B[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] + kf_win_B[((i - kf_o_i + 1) * 4 + (j - 1) - kf_o_j + 1) * 34 + k - kf_o_k + 1])
               + 0.125f * (kf_win_B[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + (k + 1) - kf_o_k + 1] - 2.0f * kf_win_B[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1] + kf_win_B[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + (k - 1) - kf_o_k + 1])
               + kf_win_B[((i - kf_o_i + 1) * 4 + j - kf_o_j + 1) * 34 + k - kf_o_k + 1];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_heat_3d_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *A, float *B)
{
    kernel_heat_3d_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_heat_3d_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *A, float *B)
{
    kernel_heat_3d_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, B);
    return cudaPeekAtLastError();
}
