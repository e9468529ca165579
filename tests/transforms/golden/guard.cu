/* kforge 0.1.0: tests/transforms/guard.c for cuda, the device part: 6 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/transforms/guard.c before line 23, where the kernels' text was */
#include <stdio.h>
#ifndef N
#define N 37
#endif
/* end of tests/transforms/guard.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void stencil_L1(int n, double *A, double *B)
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
            kf_win_A[kf_q] = A[kf_s0 * 37 + kf_s1];
        }
    }
    __syncthreads();
    int kf_lo_j = 1 + (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = 1 + (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= n - 2 && kf_hi_i <= n - 2) {
        B[i * 37 + j] = 0.25 * (kf_win_A[((i - 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_A[((i + 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_A[(i - kf_o_i + 1) * 34 + (j - 1) - kf_o_j + 1] + kf_win_A[(i - kf_o_i + 1) * 34 + (j + 1) - kf_o_j + 1]);
    } else if (j <= n - 2 && i <= n - 2) {
        B[i * 37 + j] = 0.25 * (kf_win_A[((i - 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_A[((i + 1) - kf_o_i + 1) * 34 + j - kf_o_j + 1] + kf_win_A[(i - kf_o_i + 1) * 34 + (j - 1) - kf_o_j + 1] + kf_win_A[(i - kf_o_i + 1) * 34 + (j + 1) - kf_o_j + 1]);
    }
}

extern "C" __global__ void upper_L2(int n, double *A, double *U)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_lo_j >= kf_hi_i && kf_hi_j <= n - 1) {
        U[i * 37 + j] = A[i * 37 + j] * 2.0 + A[j * 37 + i];
    } else if (j >= i && j <= n - 1) {
        U[i * 37 + j] = A[i * 37 + j] * 2.0 + A[j * 37 + i];
    }
}

extern "C" __global__ void lu_step_L3_1(int k, int n, double *L)
{
    int j = k + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = k + 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = k + 1 + (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = k + 1 + (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= n - 1 && kf_hi_i <= n - 1) {
        L[i * 37 + j] = L[i * 37 + j] - L[i * 37 + k] * L[k * 37 + j] / (L[k * 37 + k] + 10.0);
    } else if (j <= n - 1 && i <= n - 1) {
        L[i * 37 + j] = L[i * 37 + j] - L[i * 37 + k] * L[k * 37 + j] / (L[k * 37 + k] + 10.0);
    }
}

extern "C" __global__ void down_L4(int n, double *A, double *D)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = n - 1 - (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= n - 3) {
        D[i * 37 + j] = A[i * 37 + j + 1] - A[i * 37 + j + 2] * 0.5;
    } else if (j <= n - 3) {
        D[i * 37 + j] = A[i * 37 + j + 1] - A[i * 37 + j + 2] * 0.5;
    }
}

extern "C" __global__ void cube_L5(int n, double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int c = (int)(blockIdx.z * blockDim.z + threadIdx.z);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    if (kf_hi_j <= n - 1) {
        C[(i * 3 + c) * 37 + j] = C[(i * 3 + c) * 37 + j] * 0.5 + (double)(i - j + c);
    } else if (j <= n - 1) {
        C[(i * 3 + c) * 37 + j] = C[(i * 3 + c) * 37 + j] * 0.5 + (double)(i - j + c);
    }
}

extern "C" __global__ void rows_L6_1(int r, double *V)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    V[i] = V[i] * 3.0 - 1.0;
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_stencil_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *B)
{
    stencil_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_upper_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *U)
{
    upper_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, U);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lu_step_L3_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int k, int n, double *L)
{
    lu_step_L3_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(k, n, L);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_down_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *D)
{
    down_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, D);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_cube_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *C)
{
    cube_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, C);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_rows_L6_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int r, double *V)
{
    rows_L6_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(r, V);
    return cudaPeekAtLastError();
}
