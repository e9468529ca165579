/* kforge 0.1.0: tests/kernels/2mm.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/2mm.c before line 39, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#ifndef NI
#define NI 48
#endif
#ifndef NJ
#define NJ 48
#endif
#ifndef NK
#define NK 48
#endif
#ifndef NL
#define NL 48
#endif
/* end of tests/kernels/2mm.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_2mm_L1(int ni, int nj, double *tmp, int nk, double alpha, double *A, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= nj - 1 && kf_hi_i <= ni - 1) {
        tmp[i * nj + j] = 0.0;
        for (int k = 0; k < nk; ++k)
            tmp[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
    } else if (j <= nj - 1 && i <= ni - 1) {
        tmp[i * nj + j] = 0.0;
        for (int k = 0; k < nk; ++k)
            tmp[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
    }
}

extern "C" __global__ void kernel_2mm_L2(int ni, int nj, double *tmp, int nl, double *D, double beta, double *C)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int kf_lo_j = (int)(blockIdx.x * blockDim.x), kf_hi_j = kf_lo_j + (int)blockDim.x - 1;
    int kf_lo_i = (int)(blockIdx.y * blockDim.y), kf_hi_i = kf_lo_i + (int)blockDim.y - 1;
    if (kf_hi_j <= nl - 1 && kf_hi_i <= ni - 1) {
        D[i * nl + j] *= beta;
        for (int k = 0; k < nj; ++k)
            D[i * nl + j] += tmp[i * nj + k] * C[k * nl + j];
    } else if (j <= nl - 1 && i <= ni - 1) {
        D[i * nl + j] *= beta;
        for (int k = 0; k < nj; ++k)
            D[i * nl + j] += tmp[i * nj + k] * C[k * nl + j];
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_2mm_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, double *tmp, int nk, double alpha, double *A, double *B)
{
    kernel_2mm_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, nj, tmp, nk, alpha, A, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_kernel_2mm_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, double *tmp, int nl, double *D, double beta, double *C)
{
    kernel_2mm_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, nj, tmp, nl, D, beta, C);
    return cudaPeekAtLastError();
}
