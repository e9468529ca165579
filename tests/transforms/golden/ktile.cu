/* kforge 0.1.0: tests/transforms/ktile.c for cuda, the device part: 6 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/transforms/ktile.c before line 31, where the kernels' text was */
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
/* end of tests/transforms/ktile.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void product_L1(int ni, int nj, double *C, int nk, double alpha, double *A, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double kf_a_C;
    __shared__ double kf_kt_A[256];
    __shared__ double kf_kt_B[256];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    int kf_in = (j <= nj - 1 && i <= ni - 1);
    if (kf_in) {
        C[i * 29 + j] *= 0.5;
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
            for (int k = kf_k0; k <= (nk - 1) && k < kf_k0 + 16; k++) {
                kf_a_C += alpha * kf_kt_A[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_B[(k - kf_k0) * 16 + j - kf_o_j];
            }
        }
        __syncthreads();
    }
    if (kf_in) {
        C[i * 29 + j] = kf_a_C;
    }
}

extern "C" __global__ void shifted_L2(int nj, int nk, double *X, double *Y, double *S)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double s;
    __shared__ double kf_kt_Y[256];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    int kf_in = (j <= nj - 1 && i <= nj - 2);
    if (kf_in) {
        s = 0.0;
    }
    for (int kf_k0 = 0; kf_k0 <= nk - 1; kf_k0 += 16) {
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_c = kf_q / 16, kf_r = kf_q % 16;
            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (nj - 1) && kf_kk <= (nk - 1)) {
                kf_kt_Y[kf_q] = Y[kf_kk * 29 + kf_s];
            }
        }
        __syncthreads();
        if (kf_in) {
            for (int k = kf_k0; k <= (nk - 1) && k < kf_k0 + 16; k++) {
                s += X[k * 29 + i + 1] * kf_kt_Y[(k - kf_k0) * 16 + j - kf_o_j];
            }
        }
        __syncthreads();
    }
    if (kf_in) {
        S[i * 29 + j] = s;
    }
}

extern "C" __global__ void triangle_L3(int ni, int nj, double *T, double *A, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= nj - 1 && kf_hi_i <= ni - 1) {
        T[i * 29 + j] = 0.0;
        for (int k = 0; k <= i; k++)
            T[i * 29 + j] += A[i * 45 + k] * B[k * 29 + j];
    } else if (j <= nj - 1 && i <= ni - 1) {
        T[i * 29 + j] = 0.0;
        for (int k = 0; k <= i; k++)
            T[i * 29 + j] += A[i * 45 + k] * B[k * 29 + j];
    }
}

extern "C" __global__ void halved_L4(int ni, int nj, double *H, int nk, double *A, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double kf_a_H;
    double h;
    __shared__ double kf_kt_A[256];
    __shared__ double kf_kt_B[256];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    int kf_in = (j <= nj - 1 && i <= ni - 1);
    if (kf_in) {
        h = 0.5;
                    H[i * 29 + j] = h;
        kf_a_H = H[i * 29 + j];
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
            for (int k = kf_k0; k <= (nk - 1) && k < kf_k0 + 16; k++) {
                kf_a_H += h * kf_kt_A[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_B[(k - kf_k0) * 16 + j - kf_o_j];
            }
        }
        __syncthreads();
    }
    if (kf_in) {
        H[i * 29 + j] = kf_a_H;
    }
}

extern "C" __global__ void rows_L5_1(int i, int ni, int nj, double *R, double *A, double alpha)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int k;
    double kf_a_R;
    if (j <= nj - 1) {
        kf_a_R = R[i * 29 + j];
        for (k = i + 1; k < ni; k++)
            kf_a_R += A[k * 45 + i % NK] * R[k * 29 + j];
        R[i * 29 + j] = kf_a_R;

        R[i * 29 + j] = alpha * R[i * 29 + j];
    }
}

extern "C" __global__ void overlap_L6_1(int i, int ni, int nj, double *O, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int k;
    if (j <= nj - 1) {
        for (k = i; k < ni; k++)
            O[i * 29 + j] += A[k * 45 + 1] * O[k * 29 + j];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_product_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, double *C, int nk, double alpha, double *A, double *B)
{
    product_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, nj, C, nk, alpha, A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_shifted_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int nj, int nk, double *X, double *Y, double *S)
{
    shifted_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(nj, nk, X, Y, S);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_triangle_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, double *T, double *A, double *B)
{
    triangle_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, nj, T, A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_halved_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, double *H, int nk, double *A, double *B)
{
    halved_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, nj, H, nk, A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_rows_L5_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int ni, int nj, double *R, double *A, double alpha)
{
    rows_L5_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, ni, nj, R, A, alpha);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_overlap_L6_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int ni, int nj, double *O, double *A)
{
    overlap_L6_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, ni, nj, O, A);
    return cudaPeekAtLastError();
}
