/* kforge 0.1.0: tests/kernels/3mm.c for cuda, the device part: 3 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/3mm.c before line 46, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef NI
#define NI 40
#endif
#ifndef NJ
#define NJ 40
#endif
#ifndef NK
#define NK 40
#endif
#ifndef NL
#define NL 40
#endif
#ifndef NM
#define NM 40
#endif
/* end of tests/kernels/3mm.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_3mm_L1(int ni, int nj, int nk, double *A, double *B, double *E)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double s;
    __shared__ double kf_kt_A[256];
    __shared__ double kf_kt_B[256];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    int kf_in = (j <= nj - 1 && i <= ni - 1);
    if (kf_in) {
        s = 0.0;
    }
    for (int kf_k0 = 0; kf_k0 <= nk - 1; kf_k0 += 16) {
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_r = kf_q / 16, kf_c = kf_q % 16;
            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (ni - 1) && kf_kk <= (nk - 1)) {
                kf_kt_A[kf_q] = A[kf_s * nk + kf_kk];
            }
        }
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_c = kf_q / 16, kf_r = kf_q % 16;
            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (nj - 1) && kf_kk <= (nk - 1)) {
                kf_kt_B[kf_q] = B[kf_kk * nj + kf_s];
            }
        }
        __syncthreads();
        if (kf_in) {
            for (int k = kf_k0; k <= (nk - 1) && k < kf_k0 + 16; k++) {
                s += kf_kt_A[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_B[(k - kf_k0) * 16 + j - kf_o_j];
            }
        }
        __syncthreads();
    }
    if (kf_in) {
        E[i * nj + j] = s;
    }
}

extern "C" __global__ void kernel_3mm_L2(int nj, int nl, int nm, double *C, double *D, double *F)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double s;
    __shared__ double kf_kt_C[256];
    __shared__ double kf_kt_D[256];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    int kf_in = (j <= nl - 1 && i <= nj - 1);
    if (kf_in) {
        s = 0.0;
    }
    for (int kf_k0 = 0; kf_k0 <= nm - 1; kf_k0 += 16) {
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_r = kf_q / 16, kf_c = kf_q % 16;
            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (nj - 1) && kf_kk <= (nm - 1)) {
                kf_kt_C[kf_q] = C[kf_s * nm + kf_kk];
            }
        }
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_c = kf_q / 16, kf_r = kf_q % 16;
            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (nl - 1) && kf_kk <= (nm - 1)) {
                kf_kt_D[kf_q] = D[kf_kk * nl + kf_s];
            }
        }
        __syncthreads();
        if (kf_in) {
            for (int k = kf_k0; k <= (nm - 1) && k < kf_k0 + 16; k++) {
                s += kf_kt_C[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_D[(k - kf_k0) * 16 + j - kf_o_j];
            }
        }
        __syncthreads();
    }
    if (kf_in) {
        F[i * nl + j] = s;
    }
}

extern "C" __global__ void kernel_3mm_L3(int ni, int nj, double *E, int nl, double *F, double *G)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double s;
    __shared__ double kf_kt_E[256];
    __shared__ double kf_kt_F[256];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    int kf_in = (j <= nl - 1 && i <= ni - 1);
    if (kf_in) {
        s = 0.0;
    }
    for (int kf_k0 = 0; kf_k0 <= nj - 1; kf_k0 += 16) {
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_r = kf_q / 16, kf_c = kf_q % 16;
            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (ni - 1) && kf_kk <= (nj - 1)) {
                kf_kt_E[kf_q] = E[kf_s * nj + kf_kk];
            }
        }
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_c = kf_q / 16, kf_r = kf_q % 16;
            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (nl - 1) && kf_kk <= (nj - 1)) {
                kf_kt_F[kf_q] = F[kf_kk * nl + kf_s];
            }
        }
        __syncthreads();
        if (kf_in) {
            for (int k = kf_k0; k <= (nj - 1) && k < kf_k0 + 16; k++) {
                s += kf_kt_E[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_F[(k - kf_k0) * 16 + j - kf_o_j];
            }
        }
        __syncthreads();
    }
    if (kf_in) {
        G[i * nl + j] = s;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_3mm_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, int nk, double *A, double *B, double *E)
{
    kernel_3mm_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, nj, nk, A, B, E);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_3mm_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int nj, int nl, int nm, double *C, double *D, double *F)
{
    kernel_3mm_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(nj, nl, nm, C, D, F);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_3mm_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, double *E, int nl, double *F, double *G)
{
    kernel_3mm_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, nj, E, nl, F, G);
    return cudaPeekAtLastError();
}
