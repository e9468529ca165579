/* kforge 0.1.0: tests/gen/gpu_choice.c for cuda, the device part: 2 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_choice.c before line 26, where the kernels' text was */
#include <stdio.h>
#include <stdlib.h>
#define N 16
#define NB 400
/* end of tests/gen/gpu_choice.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void big_L2(double *c, double *a, double *b)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double kf_a_c;
    __shared__ double kf_kt_a[256];
    __shared__ double kf_kt_b[256];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    c[i * 400 + j] = 0.0;
    kf_a_c = c[i * 400 + j];
    for (int kf_k0 = 0; kf_k0 <= 399; kf_k0 += 16) {
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_r = kf_q / 16, kf_c = kf_q % 16;
            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= 399 && kf_kk <= 399) {
                kf_kt_a[kf_q] = a[kf_s * 400 + kf_kk];
            }
        }
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_c = kf_q / 16, kf_r = kf_q % 16;
            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= 399 && kf_kk <= 399) {
                kf_kt_b[kf_q] = b[kf_kk * 400 + kf_s];
            }
        }
        __syncthreads();
        for (int k = kf_k0; k <= 399 && k < kf_k0 + 16; k++) {
            kf_a_c += kf_kt_a[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_b[(k - kf_k0) * 16 + j - kf_o_j];
        }
        __syncthreads();
    }
    c[i * 400 + j] = kf_a_c;
}

extern "C" __global__ void mm_L3(int n, double *c, double *a, double *b)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double kf_a_c;
    __shared__ double kf_kt_a[256];
    __shared__ double kf_kt_b[256];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    int kf_in = (j <= n - 1 && i <= n - 1);
    if (kf_in) {
        c[i * n + j] = 0.0;
        kf_a_c = c[i * n + j];
    }
    for (int kf_k0 = 0; kf_k0 <= n - 1; kf_k0 += 16) {
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_r = kf_q / 16, kf_c = kf_q % 16;
            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (n - 1) && kf_kk <= (n - 1)) {
                kf_kt_a[kf_q] = a[kf_s * n + kf_kk];
            }
        }
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_c = kf_q / 16, kf_r = kf_q % 16;
            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (n - 1) && kf_kk <= (n - 1)) {
                kf_kt_b[kf_q] = b[kf_kk * n + kf_s];
            }
        }
        __syncthreads();
        if (kf_in) {
            for (int k = kf_k0; k <= (n - 1) && k < kf_k0 + 16; k++) {
                kf_a_c += kf_kt_a[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_b[(k - kf_k0) * 16 + j - kf_o_j];
            }
        }
        __syncthreads();
    }
    if (kf_in) {
        c[i * n + j] = kf_a_c;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_big_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *c, double *a, double *b)
{
    big_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(c, a, b);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_mm_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *c, double *a, double *b)
{
    mm_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, c, a, b);
    return cudaPeekAtLastError();
}
