/* kforge 0.1.0: tests/transforms/deepen.c for cuda, the device part: 8 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/transforms/deepen.c before line 32, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef NI
#define NI 37
#endif
#ifndef NJ
#define NJ 29
#endif
#ifndef NK
#define NK 45
#endif
/* end of tests/transforms/deepen.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void cpu_order_L1(int ni, int nj, double *C, double beta, int nk, double alpha, double *A, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int k;
    double kf_a_C;
    __shared__ double kf_kt_A[256];
    __shared__ double kf_kt_B[256];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    int kf_in = (j <= nj - 1 && i <= ni - 1);
    if (kf_in) {
        C[i * 29 + j] *= beta;
        kf_a_C = C[i * 29 + j];
    }
    for (int kf_k0 = 0; kf_k0 <= nk - 1; kf_k0 += 16) {
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_r = kf_q / 16, kf_c = kf_q % 16;
            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (ni - 1) && kf_kk <= (nk - 1)) {
                kf_kt_A[kf_q] = A[kf_s * 45 + kf_kk];
            }
        }
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_c = kf_q / 16, kf_r = kf_q % 16;
            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (nj - 1) && kf_kk <= (nk - 1)) {
                kf_kt_B[kf_q] = B[kf_kk * 29 + kf_s];
            }
        }
        __syncthreads();
        if (kf_in) {
            for (k = kf_k0; k <= (nk - 1) && k < kf_k0 + 16; k++) {
                {
                            kf_a_C += alpha * kf_kt_A[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_B[(k - kf_k0) * 16 + j - kf_o_j];
                          }
            }
        }
        __syncthreads();
    }
    if (kf_in) {
        C[i * 29 + j] = kf_a_C;
    }
}

extern "C" __global__ void lower_L2(int ni, double *L, double beta, int nk, double alpha, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int k;
    double kf_a_L;
    if (j <= i && i <= ni - 1) {
        L[i * 37 + j] *= beta;
        kf_a_L = L[i * 37 + j];
        for (k = 0; k < nk; k++) {
          kf_a_L += alpha * A[i * 45 + k] * A[j * 45 + k];
        }
        L[i * 37 + j] = kf_a_L;
    }
}

extern "C" __global__ void upper_L3(int ni, double *U, int nk, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double kf_a_U;
    if (j >= i && j <= ni - 1) {
        U[i * 37 + j] = 0.0;
        kf_a_U = U[i * 37 + j];
        for (int k = 0; k < nk; k++)
            kf_a_U += A[i * 45 + k] * A[j * 45 + k];
        U[i * 37 + j] = kf_a_U;

        U[j * 37 + i] = U[i * 37 + j];
    }
}

extern "C" __global__ void shifted_L4(int ni, int nj, double *S, double *T, int nk, double *B)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int j;
    int k;
    if (i <= ni - 1) {
        for (j = 0; j < nj; j++)
            T[i * 30 + j] = S[i * 29 + j] * 0.5;
        for (k = 0; k < nk; k++)
            for (j = 0; j < nj; j++)
                S[i * 29 + j] += T[i * 30 + j + 1] * B[k * 29 + j];
    }
}

extern "C" __global__ void beside_L5(int ni, double *R)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= ni - 2) {
        R[i * 37 + i] = 1.0;
    }
}

extern "C" __global__ void beside_L6(int ni, double *R, int nk, double *A)
{
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int k;
    double kf_a_R;
    if (j >= i + 1 && j <= ni - 1) {
        R[i * 37 + j] = 0.0;
        kf_a_R = R[i * 37 + j];
        for (k = 0; k < nk; k++)
            kf_a_R += A[i * 45 + k] * A[j * 45 + k];
        R[i * 37 + j] = kf_a_R;

        R[j * 37 + i] = R[i * 37 + j];
    }
}

extern "C" __global__ void beside_L7(int ni, double *R, double *y)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= ni - 2) {
        y[i] = R[i * 37 + ni - 1] * 2.0;
    }
}

extern "C" __global__ void scalar_L8(int ni, double *A, double *R, int nk, double *y)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    double t;
    int j;
    int k;
    if (i <= ni - 1) {
        t = A[i * 45 + 0];
        for (j = 0; j < ni; j++) {
            R[i * 37 + j] = t;
            for (k = 0; k < nk; k++)
                R[i * 37 + j] += A[i * 45 + k] * A[j * 45 + k];
        }
        y[i] = t;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_cpu_order_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, double *C, double beta, int nk, double alpha, double *A, double *B)
{
    cpu_order_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, nj, C, beta, nk, alpha, A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lower_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, double *L, double beta, int nk, double alpha, double *A)
{
    lower_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, L, beta, nk, alpha, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_upper_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, double *U, int nk, double *A)
{
    upper_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, U, nk, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_shifted_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, double *S, double *T, int nk, double *B)
{
    shifted_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, nj, S, T, nk, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_beside_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, double *R)
{
    beside_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, R);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_beside_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, double *R, int nk, double *A)
{
    beside_L6<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, R, nk, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_beside_L7(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, double *R, double *y)
{
    beside_L7<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, R, y);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_scalar_L8(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, double *A, double *R, int nk, double *y)
{
    scalar_L8<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, A, R, nk, y);
    return cudaPeekAtLastError();
}
