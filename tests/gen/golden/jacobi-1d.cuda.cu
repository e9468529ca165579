/* kforge 0.1.0: tests/kernels/jacobi-1d.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/jacobi-1d.c before line 27, where the kernels' text was */
#include <stdio.h>
#ifndef N
#define N 400
#endif
#ifndef TSTEPS
#define TSTEPS 40
#endif
/* end of tests/kernels/jacobi-1d.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_jacobi_1d_L1_1(float *A, float *B)
{
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    __shared__ float kf_win_A[258];
    int kf_o_i = i - (int)threadIdx.x;
    for (int kf_q = (int)threadIdx.x; kf_q < 258; kf_q += 256) {
        int kf_s0 = kf_o_i - 1 + kf_q;
        if (kf_s0 >= 1 - 1 && kf_s0 <= 398 + 1) {
            kf_win_A[kf_q] = A[kf_s0];
        }
    }
    __syncthreads();
    if (i <= 398) {
        B[i] = (kf_win_A[(i - 1) - kf_o_i + 1] + kf_win_A[i - kf_o_i + 1] + kf_win_A[(i + 1) - kf_o_i + 1]) / 3.0f;
    }
}

extern "C" __global__ void kernel_jacobi_1d_L1_2(float *A, float *B)
{
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    __shared__ float kf_win_B[258];
    int kf_o_i = i - (int)threadIdx.x;
    for (int kf_q = (int)threadIdx.x; kf_q < 258; kf_q += 256) {
        int kf_s0 = kf_o_i - 1 + kf_q;
        if (kf_s0 >= 1 - 1 && kf_s0 <= 398 + 1) {
            kf_win_B[kf_q] = B[kf_s0];
        }
    }
    __syncthreads();
    if (i <= 398) {
        A[i] = (kf_win_B[(i - 1) - kf_o_i + 1] + kf_win_B[i - kf_o_i + 1] + kf_win_B[(i + 1) - kf_o_i + 1]) / 3.0f;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_jacobi_1d_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *A, float *B)
{
    kernel_jacobi_1d_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_jacobi_1d_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *A, float *B)
{
    kernel_jacobi_1d_L1_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, B);
    return cudaPeekAtLastError();
}
