/* kforge 0.1.0: tests/kernels/jacobi-2d.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/jacobi-2d.c before line 26, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 64
#endif
#ifndef TSTEPS
#define TSTEPS 20
#endif
/* end of tests/kernels/jacobi-2d.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_jacobi_2d_L1_1(int n, double *A, double *B)
{
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    __shared__ double kf_win_A[340];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    for (int kf_q = (int)((int)threadIdx.x + 32 * (int)threadIdx.y); kf_q < 340; kf_q += 256) {
        int kf_s0 = kf_o_i - 1 + kf_q / 34;
        int kf_s1 = kf_o_j - 1 + kf_q % 34;
        if (kf_s0 >= 1 - 1 && kf_s0 <= (n - 2) + 1 && kf_s1 >= 1 - 1 && kf_s1 <= (n - 2) + 1) {
            kf_win_A[kf_q] = A[kf_s0 * n + kf_s1];
        }
    }
    __syncthreads();
    int kf_lo_j = 1 + (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = 1 + (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= n - 2 && kf_hi_i <= n - 2) {
        B[i * n + j] = 0.2 * (kf_win_A[(i - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_A[(i - kf_o_i + 1) * 34 + (j - 1) - kf_o_j + 1] + kf_win_A[(i - kf_o_i + 1) * 34 + (j + 1) - kf_o_j + 1] +
                 kf_win_A[((i + 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_A[((i - 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1]);
    } else if (j <= n - 2 && i <= n - 2) {
        B[i * n + j] = 0.2 * (kf_win_A[(i - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_A[(i - kf_o_i + 1) * 34 + (j - 1) - kf_o_j + 1] + kf_win_A[(i - kf_o_i + 1) * 34 + (j + 1) - kf_o_j + 1] +
                 kf_win_A[((i + 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_A[((i - 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1]);
    }
}

extern "C" __global__ void kernel_jacobi_2d_L1_2(int n, double *A, double *B)
{
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    __shared__ double kf_win_B[340];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    for (int kf_q = (int)((int)threadIdx.x + 32 * (int)threadIdx.y); kf_q < 340; kf_q += 256) {
        int kf_s0 = kf_o_i - 1 + kf_q / 34;
        int kf_s1 = kf_o_j - 1 + kf_q % 34;
        if (kf_s0 >= 1 - 1 && kf_s0 <= (n - 2) + 1 && kf_s1 >= 1 - 1 && kf_s1 <= (n - 2) + 1) {
            kf_win_B[kf_q] = B[kf_s0 * n + kf_s1];
        }
    }
    __syncthreads();
    int kf_lo_j = 1 + (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = 1 + (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= n - 2 && kf_hi_i <= n - 2) {
        A[i * n + j] = 0.2 * (kf_win_B[(i - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_B[(i - kf_o_i + 1) * 34 + (j - 1) - kf_o_j + 1] + kf_win_B[(i - kf_o_i + 1) * 34 + (j + 1) - kf_o_j + 1] +
                 kf_win_B[((i + 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_B[((i - 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1]);
    } else if (j <= n - 2 && i <= n - 2) {
        A[i * n + j] = 0.2 * (kf_win_B[(i - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_B[(i - kf_o_i + 1) * 34 + (j - 1) - kf_o_j + 1] + kf_win_B[(i - kf_o_i + 1) * 34 + (j + 1) - kf_o_j + 1] +
                 kf_win_B[((i + 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_B[((i - 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1]);
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_jacobi_2d_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *B)
{
    kernel_jacobi_2d_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_jacobi_2d_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *B)
{
    kernel_jacobi_2d_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, B);
    return cudaPeekAtLastError();
}
