/* kforge 0.1.0: tests/kernels/gemm.c for cuda, the device part: 1 kernel and its launcher */
#define restrict __restrict__
/* the preprocessor lines of tests/kernels/gemm.c before line 45, where the kernels' text was */
#include <stdio.h>
#ifndef NI
#define NI 64
#endif
#ifndef NJ
#define NJ 64
#endif
#ifndef NK
#define NK 64
#endif
/* end of tests/kernels/gemm.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void kernel_gemm_L1(double *C, double beta, double alpha, double *A, double *B)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int k;
    double kf_a_C;
    __shared__ double kf_kt_A[256];
    __shared__ double kf_kt_B[256];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    C[i * 64 + j] *= beta;
    kf_a_C = C[i * 64 + j];
    for (int kf_k0 = 0; kf_k0 <= 63; kf_k0 += 16) {
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_r = kf_q / 16, kf_c = kf_q % 16;
            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= 63 && kf_kk <= 63) {
                kf_kt_A[kf_q] = A[kf_s * 64 + kf_kk];
            }
        }
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_c = kf_q / 16, kf_r = kf_q % 16;
            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= 63 && kf_kk <= 63) {
                kf_kt_B[kf_q] = B[kf_kk * 64 + kf_s];
            }
        }
        __syncthreads();
        for (k = kf_k0; k <= 63 && k < kf_k0 + 16; k++) {
            kf_a_C += alpha * kf_kt_A[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_B[(k - kf_k0) * 16 + j - kf_o_j];
        }
        __syncthreads();
    }
    C[i * 64 + j] = kf_a_C;
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_kernel_gemm_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double beta, double alpha, double *A, double *B)
{
    kernel_gemm_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, beta, alpha, A, B);
    return cudaPeekAtLastError();
}
