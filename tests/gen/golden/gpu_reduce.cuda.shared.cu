/* kforge 0.1.0: tests/gen/gpu_reduce.c for cuda, the device part: 33 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_reduce.c before line 21, where the kernels' text was */
#include <math.h>
#include <stdio.h>
#define N 1000
#define M 37
#define T 5
/* end of tests/gen/gpu_reduce.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void reductions_L1(double *A, double *kf_red_sum, double *kf_part_sum)
{
    __shared__ double kf_sh_sum[256];
    double sum = 0;
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        sum += A[i];
    }
    kf_sh_sum[threadIdx.x] = sum;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_sum[threadIdx.x] = kf_sh_sum[threadIdx.x] + kf_sh_sum[threadIdx.x + kf_o];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_sum[blockIdx.x] = kf_sh_sum[0];
    }
}

extern "C" __global__ void reductions_L1_fin(double *kf_part_sum, int kf_ngroups, double *kf_red_sum)
{
    double kf_v_sum = kf_red_sum[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_sum = kf_v_sum + kf_part_sum[kf_g];
    }
    kf_red_sum[0] = kf_v_sum;
}

extern "C" __global__ void reductions_L2(float *X, float *Y, float *kf_red_dot, float *kf_part_dot, float *kf_red_fmn, float *kf_part_fmn)
{
    __shared__ float kf_sh_dot[256];
    __shared__ float kf_sh_fmn[256];
    float dot = 0;
    float fmn = kf_red_fmn[0];
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        dot += X[i] * Y[i];
        fmn = fminf(fmn, X[i] - Y[i]);
    }
    kf_sh_dot[threadIdx.x] = dot;
    kf_sh_fmn[threadIdx.x] = fmn;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_dot[threadIdx.x] = kf_sh_dot[threadIdx.x] + kf_sh_dot[threadIdx.x + kf_o];
            kf_sh_fmn[threadIdx.x] = (kf_sh_fmn[threadIdx.x + kf_o] < kf_sh_fmn[threadIdx.x] ? kf_sh_fmn[threadIdx.x + kf_o] : kf_sh_fmn[threadIdx.x]);
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_dot[blockIdx.x] = kf_sh_dot[0];
        kf_part_fmn[blockIdx.x] = kf_sh_fmn[0];
    }
}

extern "C" __global__ void reductions_L2_fin(float *kf_part_dot, float *kf_part_fmn, int kf_ngroups, float *kf_red_dot, float *kf_red_fmn)
{
    float kf_v_dot = kf_red_dot[0];
    float kf_v_fmn = kf_red_fmn[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_dot = kf_v_dot + kf_part_dot[kf_g];
        kf_v_fmn = (kf_part_fmn[kf_g] < kf_v_fmn ? kf_part_fmn[kf_g] : kf_v_fmn);
    }
    kf_red_dot[0] = kf_v_dot;
    kf_red_fmn[0] = kf_v_fmn;
}

extern "C" __global__ void reductions_L3(double *C, double *kf_red_sum2d, double *kf_part_sum2d)
{
    __shared__ double kf_sh_sum2d[256];
    double sum2d = 0;
    long kf_n0 = (long)(37);
    long kf_n1 = (long)(1000);
    long kf_total = kf_n0 * kf_n1;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t / kf_n1);
        int j = (int)(kf_t % kf_n1);
        sum2d += C[i * 1000 + j] * 0.25;
    }
    kf_sh_sum2d[threadIdx.x] = sum2d;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_sum2d[threadIdx.x] = kf_sh_sum2d[threadIdx.x] + kf_sh_sum2d[threadIdx.x + kf_o];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_sum2d[blockIdx.x] = kf_sh_sum2d[0];
    }
}

extern "C" __global__ void reductions_L3_fin(double *kf_part_sum2d, int kf_ngroups, double *kf_red_sum2d)
{
    double kf_v_sum2d = kf_red_sum2d[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_sum2d = kf_v_sum2d + kf_part_sum2d[kf_g];
    }
    kf_red_sum2d[0] = kf_v_sum2d;
}

extern "C" __global__ void reductions_L4(double *A, double *B, double *kf_red_mx, double *kf_part_mx)
{
    __shared__ double kf_sh_mx[256];
    double mx = kf_red_mx[0];
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        mx = fmax(mx, A[i] * B[i]);
    }
    kf_sh_mx[threadIdx.x] = mx;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_mx[threadIdx.x] = (kf_sh_mx[threadIdx.x + kf_o] > kf_sh_mx[threadIdx.x] ? kf_sh_mx[threadIdx.x + kf_o] : kf_sh_mx[threadIdx.x]);
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_mx[blockIdx.x] = kf_sh_mx[0];
    }
}

extern "C" __global__ void reductions_L4_fin(double *kf_part_mx, int kf_ngroups, double *kf_red_mx)
{
    double kf_v_mx = kf_red_mx[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_mx = (kf_part_mx[kf_g] > kf_v_mx ? kf_part_mx[kf_g] : kf_v_mx);
    }
    kf_red_mx[0] = kf_v_mx;
}

extern "C" __global__ void reductions_L5(int *K, int *kf_red_mn, int *kf_part_mn)
{
    __shared__ int kf_sh_mn[256];
    int mn = kf_red_mn[0];
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        mn = K[i] < mn ? K[i] : mn;
    }
    kf_sh_mn[threadIdx.x] = mn;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_mn[threadIdx.x] = (kf_sh_mn[threadIdx.x + kf_o] < kf_sh_mn[threadIdx.x] ? kf_sh_mn[threadIdx.x + kf_o] : kf_sh_mn[threadIdx.x]);
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_mn[blockIdx.x] = kf_sh_mn[0];
    }
}

extern "C" __global__ void reductions_L5_fin(int *kf_part_mn, int kf_ngroups, int *kf_red_mn)
{
    int kf_v_mn = kf_red_mn[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_mn = (kf_part_mn[kf_g] < kf_v_mn ? kf_part_mn[kf_g] : kf_v_mn);
    }
    kf_red_mn[0] = kf_v_mn;
}

extern "C" __global__ void reductions_L6(int *K, int *kf_red_count, int *kf_part_count)
{
    __shared__ int kf_sh_count[256];
    int count = 0;
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        if (K[i] % 3 == 1)
            count += 1;
    }
    kf_sh_count[threadIdx.x] = count;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_count[threadIdx.x] = kf_sh_count[threadIdx.x] + kf_sh_count[threadIdx.x + kf_o];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_count[blockIdx.x] = kf_sh_count[0];
    }
}

extern "C" __global__ void reductions_L6_fin(int *kf_part_count, int kf_ngroups, int *kf_red_count)
{
    int kf_v_count = kf_red_count[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_count = kf_v_count + kf_part_count[kf_g];
    }
    kf_red_count[0] = kf_v_count;
}

extern "C" __global__ void reductions_L7(double *B, double *kf_red_prod, double *kf_part_prod)
{
    __shared__ double kf_sh_prod[256];
    double prod = 1;
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        prod *= 1.0 + B[i] * 1e-4;
    }
    kf_sh_prod[threadIdx.x] = prod;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_prod[threadIdx.x] = kf_sh_prod[threadIdx.x] * kf_sh_prod[threadIdx.x + kf_o];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_prod[blockIdx.x] = kf_sh_prod[0];
    }
}

extern "C" __global__ void reductions_L7_fin(double *kf_part_prod, int kf_ngroups, double *kf_red_prod)
{
    double kf_v_prod = kf_red_prod[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_prod = kf_v_prod * kf_part_prod[kf_g];
    }
    kf_red_prod[0] = kf_v_prod;
}

extern "C" __global__ void reductions_L8(int *K, long *kf_red_lsum, long *kf_part_lsum)
{
    __shared__ long kf_sh_lsum[256];
    long lsum = 0;
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        lsum += K[i] * 100000L;
    }
    kf_sh_lsum[threadIdx.x] = lsum;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_lsum[threadIdx.x] = kf_sh_lsum[threadIdx.x] + kf_sh_lsum[threadIdx.x + kf_o];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_lsum[blockIdx.x] = kf_sh_lsum[0];
    }
}

extern "C" __global__ void reductions_L8_fin(long *kf_part_lsum, int kf_ngroups, long *kf_red_lsum)
{
    long kf_v_lsum = kf_red_lsum[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_lsum = kf_v_lsum + kf_part_lsum[kf_g];
    }
    kf_red_lsum[0] = kf_v_lsum;
}

extern "C" __global__ void reductions_L9(long *kf_red_lprod, long *kf_part_lprod)
{
    __shared__ long kf_sh_lprod[256];
    long lprod = 1;
    long kf_n0 = (long)(40);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        lprod *= 1 + i % 2;
    }
    kf_sh_lprod[threadIdx.x] = lprod;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_lprod[threadIdx.x] = kf_sh_lprod[threadIdx.x] * kf_sh_lprod[threadIdx.x + kf_o];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_lprod[blockIdx.x] = kf_sh_lprod[0];
    }
}

extern "C" __global__ void reductions_L9_fin(long *kf_part_lprod, int kf_ngroups, long *kf_red_lprod)
{
    long kf_v_lprod = kf_red_lprod[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_lprod = kf_v_lprod * kf_part_lprod[kf_g];
    }
    kf_red_lprod[0] = kf_v_lprod;
}

extern "C" __global__ void lengths_L10(int n, double *A, double *kf_red_s, double *kf_part_s, double *kf_red_q, double *kf_part_q)
{
    __shared__ double kf_sh_s[256];
    __shared__ double kf_sh_q[256];
    double s = 0;
    double q = 0;
    long kf_n0 = (long)(n);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        s += A[i];
        q += A[i] * A[i];
    }
    kf_sh_s[threadIdx.x] = s;
    kf_sh_q[threadIdx.x] = q;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_s[threadIdx.x] = kf_sh_s[threadIdx.x] + kf_sh_s[threadIdx.x + kf_o];
            kf_sh_q[threadIdx.x] = kf_sh_q[threadIdx.x] + kf_sh_q[threadIdx.x + kf_o];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_s[blockIdx.x] = kf_sh_s[0];
        kf_part_q[blockIdx.x] = kf_sh_q[0];
    }
}

extern "C" __global__ void lengths_L10_fin(double *kf_part_s, double *kf_part_q, int kf_ngroups, double *kf_red_s, double *kf_red_q)
{
    double kf_v_s = kf_red_s[0];
    double kf_v_q = kf_red_q[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_s = kf_v_s + kf_part_s[kf_g];
        kf_v_q = kf_v_q + kf_part_q[kf_g];
    }
    kf_red_s[0] = kf_v_s;
    kf_red_q[0] = kf_v_q;
}

extern "C" __global__ void timeloop_L11_1(double *B, double *kf_red_s, double *kf_part_s)
{
    __shared__ double kf_sh_s[256];
    double s = 0;
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        s += B[i];
    }
    kf_sh_s[threadIdx.x] = s;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_s[threadIdx.x] = kf_sh_s[threadIdx.x] + kf_sh_s[threadIdx.x + kf_o];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_s[blockIdx.x] = kf_sh_s[0];
    }
}

extern "C" __global__ void timeloop_L11_1_fin(double *kf_part_s, int kf_ngroups, double *kf_red_s)
{
    double kf_v_s = kf_red_s[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_s = kf_v_s + kf_part_s[kf_g];
    }
    kf_red_s[0] = kf_v_s;
}

extern "C" __global__ void timeloop_L11_2(double s, double *B)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= 999) {
        B[i] = B[i] * 0.5 + s * 1e-4;
    }
}

extern "C" __global__ void timeloop_S4(int t, double s, double *R)
{
    R[t] = s;
}

extern "C" __global__ void columns_L12_1(int i, double *y, double *C, double *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= 999) {
        y[j] += C[i * 1000 + j] * A[j];
    }
}

extern "C" __global__ void elements_S1(int i, double *z)
{
    z[i] = z[i - 1] * 0.5;
}

extern "C" __global__ void elements_L13_1(int i, double *z, double *C, double *A, double *kf_part_kf_e_z)
{
    __shared__ double kf_sh_kf_e_z[256];
    double kf_e_z = 0;
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int j = (int)(kf_t);
        kf_e_z += C[i * 1000 + j] * A[j];
    }
    kf_sh_kf_e_z[threadIdx.x] = kf_e_z;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_kf_e_z[threadIdx.x] = kf_sh_kf_e_z[threadIdx.x] + kf_sh_kf_e_z[threadIdx.x + kf_o];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_kf_e_z[blockIdx.x] = kf_sh_kf_e_z[0];
    }
}

extern "C" __global__ void elements_L13_1_fin(int i, double *z, double *C, double *A, double *kf_part_kf_e_z, int kf_ngroups)
{
    double kf_v_kf_e_z = z[i];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_kf_e_z = kf_v_kf_e_z + kf_part_kf_e_z[kf_g];
    }
    z[i] = kf_v_kf_e_z;
}

extern "C" __global__ void elements_S3(int i, int *zm)
{
    zm[i] = zm[i - 1] - 3;
}

extern "C" __global__ void elements_L13_2(int i, int *zm, int *K, int *kf_part_kf_e_zm)
{
    __shared__ int kf_sh_kf_e_zm[256];
    int kf_e_zm = zm[i];
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int j = (int)(kf_t);
        kf_e_zm = K[j] + i > kf_e_zm ? K[j] + i : kf_e_zm;
    }
    kf_sh_kf_e_zm[threadIdx.x] = kf_e_zm;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_kf_e_zm[threadIdx.x] = (kf_sh_kf_e_zm[threadIdx.x + kf_o] > kf_sh_kf_e_zm[threadIdx.x] ? kf_sh_kf_e_zm[threadIdx.x + kf_o] : kf_sh_kf_e_zm[threadIdx.x]);
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_kf_e_zm[blockIdx.x] = kf_sh_kf_e_zm[0];
    }
}

extern "C" __global__ void elements_L13_2_fin(int i, int *zm, int *K, int *kf_part_kf_e_zm, int kf_ngroups)
{
    int kf_v_kf_e_zm = zm[i];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_kf_e_zm = (kf_part_kf_e_zm[kf_g] > kf_v_kf_e_zm ? kf_part_kf_e_zm[kf_g] : kf_v_kf_e_zm);
    }
    zm[i] = kf_v_kf_e_zm;
}

extern "C" __global__ void cube_L14(double *C, double *kf_red_s, double *kf_part_s)
{
    __shared__ double kf_sh_s[256];
    double s = 0;
    long kf_n0 = (long)(37);
    long kf_n1 = (long)(28);
    long kf_n2 = (long)(11);
    long kf_total = kf_n0 * kf_n1 * kf_n2;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = 36 - (int)(kf_t / (kf_n1 * kf_n2));
        int j = 2 + (int)(kf_t / kf_n2 % kf_n1);
        int k = (int)(kf_t % kf_n2);
        s += C[i * 1000 + j * 11 + k] * (i + 1) - j;
    }
    kf_sh_s[threadIdx.x] = s;
    __syncthreads();
    for (int kf_o = 128; kf_o > 0; kf_o /= 2) {
        if (threadIdx.x < kf_o) {
            kf_sh_s[threadIdx.x] = kf_sh_s[threadIdx.x] + kf_sh_s[threadIdx.x + kf_o];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        kf_part_s[blockIdx.x] = kf_sh_s[0];
    }
}

extern "C" __global__ void cube_L14_fin(double *kf_part_s, int kf_ngroups, double *kf_red_s)
{
    double kf_v_s = kf_red_s[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_s = kf_v_s + kf_part_s[kf_g];
    }
    kf_red_s[0] = kf_v_s;
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_reductions_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *kf_red_sum, double *kf_part_sum)
{
    reductions_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, kf_red_sum, kf_part_sum);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L1_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_sum, int kf_ngroups, double *kf_red_sum)
{
    reductions_L1_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_sum, kf_ngroups, kf_red_sum);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *X, float *Y, float *kf_red_dot, float *kf_part_dot, float *kf_red_fmn, float *kf_part_fmn)
{
    reductions_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(X, Y, kf_red_dot, kf_part_dot, kf_red_fmn, kf_part_fmn);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L2_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *kf_part_dot, float *kf_part_fmn, int kf_ngroups, float *kf_red_dot, float *kf_red_fmn)
{
    reductions_L2_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_dot, kf_part_fmn, kf_ngroups, kf_red_dot, kf_red_fmn);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *kf_red_sum2d, double *kf_part_sum2d)
{
    reductions_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, kf_red_sum2d, kf_part_sum2d);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L3_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_sum2d, int kf_ngroups, double *kf_red_sum2d)
{
    reductions_L3_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_sum2d, kf_ngroups, kf_red_sum2d);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B, double *kf_red_mx, double *kf_part_mx)
{
    reductions_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, B, kf_red_mx, kf_part_mx);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L4_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_mx, int kf_ngroups, double *kf_red_mx)
{
    reductions_L4_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_mx, kf_ngroups, kf_red_mx);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int *K, int *kf_red_mn, int *kf_part_mn)
{
    reductions_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(K, kf_red_mn, kf_part_mn);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L5_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int *kf_part_mn, int kf_ngroups, int *kf_red_mn)
{
    reductions_L5_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_mn, kf_ngroups, kf_red_mn);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int *K, int *kf_red_count, int *kf_part_count)
{
    reductions_L6<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(K, kf_red_count, kf_part_count);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L6_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int *kf_part_count, int kf_ngroups, int *kf_red_count)
{
    reductions_L6_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_count, kf_ngroups, kf_red_count);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L7(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *kf_red_prod, double *kf_part_prod)
{
    reductions_L7<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, kf_red_prod, kf_part_prod);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L7_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_prod, int kf_ngroups, double *kf_red_prod)
{
    reductions_L7_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_prod, kf_ngroups, kf_red_prod);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L8(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int *K, long *kf_red_lsum, long *kf_part_lsum)
{
    reductions_L8<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(K, kf_red_lsum, kf_part_lsum);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L8_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, long *kf_part_lsum, int kf_ngroups, long *kf_red_lsum)
{
    reductions_L8_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_lsum, kf_ngroups, kf_red_lsum);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L9(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, long *kf_red_lprod, long *kf_part_lprod)
{
    reductions_L9<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_red_lprod, kf_part_lprod);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L9_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, long *kf_part_lprod, int kf_ngroups, long *kf_red_lprod)
{
    reductions_L9_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_lprod, kf_ngroups, kf_red_lprod);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lengths_L10(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *kf_red_s, double *kf_part_s, double *kf_red_q, double *kf_part_q)
{
    lengths_L10<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, kf_red_s, kf_part_s, kf_red_q, kf_part_q);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lengths_L10_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_s, double *kf_part_q, int kf_ngroups, double *kf_red_s, double *kf_red_q)
{
    lengths_L10_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_s, kf_part_q, kf_ngroups, kf_red_s, kf_red_q);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_timeloop_L11_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *kf_red_s, double *kf_part_s)
{
    timeloop_L11_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, kf_red_s, kf_part_s);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_timeloop_L11_1_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_s, int kf_ngroups, double *kf_red_s)
{
    timeloop_L11_1_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_s, kf_ngroups, kf_red_s);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_timeloop_L11_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double s, double *B)
{
    timeloop_L11_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(s, B);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_timeloop_S4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int t, double s, double *R)
{
    timeloop_S4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(t, s, R);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_columns_L12_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *y, double *C, double *A)
{
    columns_L12_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, y, C, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_elements_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *z)
{
    elements_S1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, z);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_elements_L13_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *z, double *C, double *A, double *kf_part_kf_e_z)
{
    elements_L13_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, z, C, A, kf_part_kf_e_z);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_elements_L13_1_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *z, double *C, double *A, double *kf_part_kf_e_z, int kf_ngroups)
{
    elements_L13_1_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, z, C, A, kf_part_kf_e_z, kf_ngroups);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_elements_S3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int *zm)
{
    elements_S3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, zm);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_elements_L13_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int *zm, int *K, int *kf_part_kf_e_zm)
{
    elements_L13_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, zm, K, kf_part_kf_e_zm);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_elements_L13_2_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int *zm, int *K, int *kf_part_kf_e_zm, int kf_ngroups)
{
    elements_L13_2_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, zm, K, kf_part_kf_e_zm, kf_ngroups);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_cube_L14(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *kf_red_s, double *kf_part_s)
{
    cube_L14<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, kf_red_s, kf_part_s);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_cube_L14_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_s, int kf_ngroups, double *kf_red_s)
{
    cube_L14_fin<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_part_s, kf_ngroups, kf_red_s);
    return cudaPeekAtLastError();
}
