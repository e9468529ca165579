/* kforge 0.1.0: tests/gen/gpu_strip.c for cuda, the device part: 5 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_strip.c before line 23, where the kernels' text was */
#include <stdio.h>
#include <string.h>
#define M 23
#define N 37
#define P 19
#define ACC(e) v += (e) /* macro's update of its v */
/* end of tests/gen/gpu_strip.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void symm_L1_1(int i, int n, double *C, double alpha, double *B, double *A, double beta)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    double temp2;
    int k;
    if (j <= n - 1) {
        temp2 = 0;
        for (k = 0; k < i; k++) {
            C[k * 37 + j] += alpha * B[i * 37 + j] * A[i * 23 + k];
            temp2 += B[k * 37 + j] * A[i * 23 + k];
        }
        C[i * 37 + j] = beta * C[i * 37 + j] + alpha * B[i * 37 + j] * A[i * 23 + i] + alpha * temp2;
    }
}

extern "C" __global__ void dot_L2(int ni, int nj, int nk, float *X, float *Y, float beta, float *D, float alpha)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    float s;
    int k;
    __shared__ float kf_kt_X[256];
    __shared__ float kf_kt_Y[256];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    int kf_in = (j <= nj - 1 && i <= ni - 1);
    if (kf_in) {
        s = 0.0f;
    }
    for (int kf_k0 = 0; kf_k0 <= nk - 1; kf_k0 += 16) {
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_r = kf_q / 16, kf_c = kf_q % 16;
            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (ni - 1) && kf_kk <= (nk - 1)) {
                kf_kt_X[kf_q] = X[kf_s * 19 + kf_kk];
            }
        }
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_c = kf_q / 16, kf_r = kf_q % 16;
            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (nj - 1) && kf_kk <= (nk - 1)) {
                kf_kt_Y[kf_q] = Y[kf_kk * 37 + kf_s];
            }
        }
        __syncthreads();
        if (kf_in) {
            for (k = kf_k0; k <= (nk - 1) && k < kf_k0 + 16; k++) {
                s += kf_kt_X[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_Y[(k - kf_k0) * 16 + j - kf_o_j];
            }
        }
        __syncthreads();
    }
    if (kf_in) {
        k = 0 > (nk - 1) ? 0 : (nk - 1) + 1;
    }
    if (kf_in) {
        D[i * 37 + j] = beta * D[i * 37 + j] + alpha * s;
    }
}

extern "C" __global__ void two_L3(int m, int n, double *E, double *A, double *B, int *cnt)
{
    int j = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double t;
    int c;
    int k;
    __shared__ double kf_kt_A[256];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    int kf_in = (j <= n - 1 && i <= m - 1);
    if (kf_in) {
        t = E[i * 37 + j];
        c = 0;
    }
    for (int kf_k0 = 0; kf_k0 <= m - 1; kf_k0 += 16) {
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_c = kf_q / 16, kf_r = kf_q % 16;
            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (m - 1) && kf_kk <= (m - 1)) {
                kf_kt_A[kf_q] = A[kf_kk * 23 + kf_s];
            }
        }
        __syncthreads();
        if (kf_in) {
            for (k = kf_k0; k <= (m - 1) && k < kf_k0 + 16; k++) {
                {
                                t = t * 0.5 + kf_kt_A[(k - kf_k0) * 16 + i - kf_o_i] * B[k * 37 + j - 1];
                                c += k + j;
                            }
            }
        }
        __syncthreads();
    }
    if (kf_in) {
        k = 0 > (m - 1) ? 0 : (m - 1) + 1;
    }
    if (kf_in) {
        E[i * 37 + j] = t;
        cnt[i * 37 + j] = c;
    }
}

extern "C" __global__ void cond_L4_1(int i, int m, int n, double *A, double *F)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    double u;
    int k;
    if (j <= n - 1) {
        u = 1.0;
        for (k = 0; k < m; k++) {
            if (u < 4.0)
                u += A[i * 23 + k];
            F[k * 37 + j] = F[k * 37 + j] + 0.125 * u;
        }
    }
}

extern "C" __global__ void macro_L5(int m, int n, double *A, double *B, double *G)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    double v;
    int k;
    __shared__ double kf_kt_A[256];
    __shared__ double kf_kt_B[256];
    int kf_o_j = j - (int)threadIdx.x;
    int kf_o_i = i - (int)threadIdx.y;
    int kf_in = (j <= n - 1 && i <= m - 1);
    if (kf_in) {
        v = 0.0;
    }
    for (int kf_k0 = 0; kf_k0 <= m - 1; kf_k0 += 16) {
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_r = kf_q / 16, kf_c = kf_q % 16;
            int kf_s = kf_o_i + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (m - 1) && kf_kk <= (m - 1)) {
                kf_kt_A[kf_q] = A[kf_s * 23 + kf_kk];
            }
        }
        for (int kf_q = (int)threadIdx.x + 16 * (int)threadIdx.y; kf_q < 256; kf_q += 256) {
            int kf_c = kf_q / 16, kf_r = kf_q % 16;
            int kf_s = kf_o_j + kf_r, kf_kk = kf_k0 + kf_c;
            if (kf_s <= (n - 1) && kf_kk <= (m - 1)) {
                kf_kt_B[kf_q] = B[kf_kk * 37 + kf_s];
            }
        }
        __syncthreads();
        if (kf_in) {
            for (k = kf_k0; k <= (m - 1) && k < kf_k0 + 16; k++) {
                ACC(kf_kt_A[(i - kf_o_i) * 16 + k - kf_k0] * kf_kt_B[(k - kf_k0) * 16 + j - kf_o_j] / (double)sizeof v);
            }
        }
        __syncthreads();
    }
    if (kf_in) {
        k = 0 > (m - 1) ? 0 : (m - 1) + 1;
    }
    if (kf_in) {
        G[i * 37 + j] = v;
    }
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_symm_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, double *C, double alpha, double *B, double *A, double beta)
{
    symm_L1_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, n, C, alpha, B, A, beta);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_dot_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, int nk, float *X, float *Y, float beta, float *D, float alpha)
{
    dot_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(ni, nj, nk, X, Y, beta, D, alpha);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_two_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, int n, double *E, double *A, double *B, int *cnt)
{
    two_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(m, n, E, A, B, cnt);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_cond_L4_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int m, int n, double *A, double *F)
{
    cond_L4_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, m, n, A, F);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_macro_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, int n, double *A, double *B, double *G)
{
    macro_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(m, n, A, B, G);
    return cudaPeekAtLastError();
}
