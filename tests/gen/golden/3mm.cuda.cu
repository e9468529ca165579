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
    if (j <= nj - 1 && i <= ni - 1) {
        double s = 0.0;
        for (int k = 0; k < nk; k++)
            s += A[i * nk + k] * B[k * nj + j];
        E[i * nj + j] = s;
    }
}

extern "C" __global__ void kernel_3mm_L2(int nj, int nl, int nm, double *C, double *D, double *F)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    if (j <= nl - 1 && i <= nj - 1) {
        double s = 0.0;
        for (int k = 0; k < nm; k++)
            s += C[i * nm + k] * D[k * nl + j];
        F[i * nl + j] = s;
    }
}

extern "C" __global__ void kernel_3mm_L3(int ni, int nj, double *E, int nl, double *F, double *G)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    if (j <= nl - 1 && i <= ni - 1) {
        double s = 0.0;
        for (int k = 0; k < nj; k++)
            s += E[i * nj + k] * F[k * nl + j];
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
