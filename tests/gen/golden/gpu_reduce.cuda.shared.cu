/* kforge 0.1.0: tests/gen/gpu_reduce.c for cuda; 15 kernels */
/* kforge: this C file as CUDA C++ (restrict, void * from malloc) */
#include <stdlib.h>
#define restrict __restrict__
struct kf_void_ptr {
    void *p;
    template <class T> operator T *() const { return (T *)p; }
};

static inline kf_void_ptr kf_malloc(size_t n)
{
    kf_void_ptr r = {malloc(n)};
    return r;
}

static inline kf_void_ptr kf_calloc(size_t n, size_t size)
{
    kf_void_ptr r = {calloc(n, size)};
    return r;
}

static inline kf_void_ptr kf_realloc(void *p, size_t n)
{
    kf_void_ptr r = {realloc(p, n)};
    return r;
}

#define malloc(n) kf_malloc(n)
#define calloc(n, size) kf_calloc(n, size)
#define realloc(p, n) kf_realloc(p, n)

/* Loops that carry only scalar reductions: kforge gen --target opencl|cuda
 * makes them reduction kernels (--reduction=shared|shuffle|atomic).  Sizes
 * are not multiples of the block (256); the generated program must print
 * what the sequential one prints (floating point within verify's rtol). */
#include <math.h>
#include <stdio.h>

#define N 1000
#define M 37
#define T 5

static double A[N], B[N], C[M][N], R[T];
static float X[N], Y[N];
static int K[N];
static double y[N];

/* sums, a dot product with a float min (two operators in one loop), a 2-D
 * sum, max, min, an integer count, products */
/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_reduce.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

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
        sum2d += C[i * N + j] * 0.25;
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
        y[j] += C[i * N + j] * A[j];
    }
}

extern "C" __global__ void cube_L13(double *C, double *kf_red_s, double *kf_part_s)
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
        s += C[i * N + j * 11 + k] * (i + 1) - j;
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

extern "C" __global__ void cube_L13_fin(double *kf_part_s, int kf_ngroups, double *kf_red_s)
{
    double kf_v_s = kf_red_s[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_s = kf_v_s + kf_part_s[kf_g];
    }
    kf_red_s[0] = kf_v_s;
}

static void reductions(void)
{
    double sum = 0.5, sum2d = 0, mx = -1e300, prod = 1;
    float dot = 0, fmn = 1e30f;
    int count = 0, mn = 1 << 30;
    long lsum = 7, lprod = 1;
#pragma scop
    {
        const size_t A_bytes = (size_t)N * sizeof A[0];
        double *A_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&A_dev, A_bytes), "cudaMalloc", 26);
        const size_t X_bytes = (size_t)N * sizeof X[0];
        float *X_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&X_dev, X_bytes), "cudaMalloc", 26);
        const size_t Y_bytes = (size_t)N * sizeof Y[0];
        float *Y_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&Y_dev, Y_bytes), "cudaMalloc", 26);
        const size_t C_bytes = (size_t)M * sizeof C[0];
        double *C_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&C_dev, C_bytes), "cudaMalloc", 26);
        const size_t B_bytes = (size_t)N * sizeof B[0];
        double *B_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&B_dev, B_bytes), "cudaMalloc", 26);
        const size_t K_bytes = (size_t)N * sizeof K[0];
        int *K_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&K_dev, K_bytes), "cudaMalloc", 26);
        double *kf_red_reductions_L1_sum = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L1_sum, 1 * sizeof(double)), "cudaMalloc", 26);
        double *kf_part_reductions_L1_sum = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L1_sum, 256 * sizeof(double)), "cudaMalloc", 26);
        float *kf_red_reductions_L2_dot = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L2_dot, 1 * sizeof(float)), "cudaMalloc", 26);
        float *kf_part_reductions_L2_dot = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L2_dot, 256 * sizeof(float)), "cudaMalloc", 26);
        float *kf_red_reductions_L2_fmn = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L2_fmn, 1 * sizeof(float)), "cudaMalloc", 26);
        float *kf_part_reductions_L2_fmn = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L2_fmn, 256 * sizeof(float)), "cudaMalloc", 26);
        double *kf_red_reductions_L3_sum2d = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L3_sum2d, 1 * sizeof(double)), "cudaMalloc", 26);
        double *kf_part_reductions_L3_sum2d = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L3_sum2d, 256 * sizeof(double)), "cudaMalloc", 26);
        double *kf_red_reductions_L4_mx = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L4_mx, 1 * sizeof(double)), "cudaMalloc", 26);
        double *kf_part_reductions_L4_mx = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L4_mx, 256 * sizeof(double)), "cudaMalloc", 26);
        int *kf_red_reductions_L5_mn = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L5_mn, 1 * sizeof(int)), "cudaMalloc", 26);
        int *kf_part_reductions_L5_mn = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L5_mn, 256 * sizeof(int)), "cudaMalloc", 26);
        int *kf_red_reductions_L6_count = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L6_count, 1 * sizeof(int)), "cudaMalloc", 26);
        int *kf_part_reductions_L6_count = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L6_count, 256 * sizeof(int)), "cudaMalloc", 26);
        double *kf_red_reductions_L7_prod = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L7_prod, 1 * sizeof(double)), "cudaMalloc", 26);
        double *kf_part_reductions_L7_prod = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L7_prod, 256 * sizeof(double)), "cudaMalloc", 26);
        long *kf_red_reductions_L8_lsum = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L8_lsum, 1 * sizeof(long)), "cudaMalloc", 26);
        long *kf_part_reductions_L8_lsum = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L8_lsum, 256 * sizeof(long)), "cudaMalloc", 26);
        long *kf_red_reductions_L9_lprod = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_reductions_L9_lprod, 1 * sizeof(long)), "cudaMalloc", 26);
        long *kf_part_reductions_L9_lprod = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_reductions_L9_lprod, 256 * sizeof(long)), "cudaMalloc", 26);
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 26);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L1_sum, &sum, sizeof sum, cudaMemcpyHostToDevice), "cudaMemcpy", 26);
            reductions_L1<<<(unsigned)kf_groups, 256>>>(A_dev, kf_red_reductions_L1_sum, kf_part_reductions_L1_sum);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L1<<<...>>>", 26);
            reductions_L1_fin<<<1, 1>>>(kf_part_reductions_L1_sum, (int)kf_groups, kf_red_reductions_L1_sum);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L1_fin<<<...>>>", 26);
            kf_cuda_check(cudaMemcpy(&sum, kf_red_reductions_L1_sum, sizeof sum, cudaMemcpyDeviceToHost), "cudaMemcpy", 26);
        }
        kf_cuda_check(cudaMemcpy(X_dev, X, X_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
        kf_cuda_check(cudaMemcpy(Y_dev, Y, Y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L2_dot, &dot, sizeof dot, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L2_fmn, &fmn, sizeof fmn, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
            reductions_L2<<<(unsigned)kf_groups, 256>>>(X_dev, Y_dev, kf_red_reductions_L2_dot, kf_part_reductions_L2_dot, kf_red_reductions_L2_fmn, kf_part_reductions_L2_fmn);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L2<<<...>>>", 28);
            reductions_L2_fin<<<1, 1>>>(kf_part_reductions_L2_dot, kf_part_reductions_L2_fmn, (int)kf_groups, kf_red_reductions_L2_dot, kf_red_reductions_L2_fmn);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L2_fin<<<...>>>", 28);
            kf_cuda_check(cudaMemcpy(&dot, kf_red_reductions_L2_dot, sizeof dot, cudaMemcpyDeviceToHost), "cudaMemcpy", 28);
            kf_cuda_check(cudaMemcpy(&fmn, kf_red_reductions_L2_fmn, sizeof fmn, cudaMemcpyDeviceToHost), "cudaMemcpy", 28);
        }
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 32);
        if (37 > 0 && 1000 > 0) {
            size_t kf_total = (size_t)(37) * (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L3_sum2d, &sum2d, sizeof sum2d, cudaMemcpyHostToDevice), "cudaMemcpy", 32);
            reductions_L3<<<(unsigned)kf_groups, 256>>>(C_dev, kf_red_reductions_L3_sum2d, kf_part_reductions_L3_sum2d);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L3<<<...>>>", 32);
            reductions_L3_fin<<<1, 1>>>(kf_part_reductions_L3_sum2d, (int)kf_groups, kf_red_reductions_L3_sum2d);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L3_fin<<<...>>>", 32);
            kf_cuda_check(cudaMemcpy(&sum2d, kf_red_reductions_L3_sum2d, sizeof sum2d, cudaMemcpyDeviceToHost), "cudaMemcpy", 32);
        }
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 35);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L4_mx, &mx, sizeof mx, cudaMemcpyHostToDevice), "cudaMemcpy", 35);
            reductions_L4<<<(unsigned)kf_groups, 256>>>(A_dev, B_dev, kf_red_reductions_L4_mx, kf_part_reductions_L4_mx);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L4<<<...>>>", 35);
            reductions_L4_fin<<<1, 1>>>(kf_part_reductions_L4_mx, (int)kf_groups, kf_red_reductions_L4_mx);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L4_fin<<<...>>>", 35);
            kf_cuda_check(cudaMemcpy(&mx, kf_red_reductions_L4_mx, sizeof mx, cudaMemcpyDeviceToHost), "cudaMemcpy", 35);
        }
        kf_cuda_check(cudaMemcpy(K_dev, K, K_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L5_mn, &mn, sizeof mn, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
            reductions_L5<<<(unsigned)kf_groups, 256>>>(K_dev, kf_red_reductions_L5_mn, kf_part_reductions_L5_mn);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L5<<<...>>>", 37);
            reductions_L5_fin<<<1, 1>>>(kf_part_reductions_L5_mn, (int)kf_groups, kf_red_reductions_L5_mn);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L5_fin<<<...>>>", 37);
            kf_cuda_check(cudaMemcpy(&mn, kf_red_reductions_L5_mn, sizeof mn, cudaMemcpyDeviceToHost), "cudaMemcpy", 37);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L6_count, &count, sizeof count, cudaMemcpyHostToDevice), "cudaMemcpy", 39);
            reductions_L6<<<(unsigned)kf_groups, 256>>>(K_dev, kf_red_reductions_L6_count, kf_part_reductions_L6_count);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L6<<<...>>>", 39);
            reductions_L6_fin<<<1, 1>>>(kf_part_reductions_L6_count, (int)kf_groups, kf_red_reductions_L6_count);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L6_fin<<<...>>>", 39);
            kf_cuda_check(cudaMemcpy(&count, kf_red_reductions_L6_count, sizeof count, cudaMemcpyDeviceToHost), "cudaMemcpy", 39);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L7_prod, &prod, sizeof prod, cudaMemcpyHostToDevice), "cudaMemcpy", 42);
            reductions_L7<<<(unsigned)kf_groups, 256>>>(B_dev, kf_red_reductions_L7_prod, kf_part_reductions_L7_prod);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L7<<<...>>>", 42);
            reductions_L7_fin<<<1, 1>>>(kf_part_reductions_L7_prod, (int)kf_groups, kf_red_reductions_L7_prod);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L7_fin<<<...>>>", 42);
            kf_cuda_check(cudaMemcpy(&prod, kf_red_reductions_L7_prod, sizeof prod, cudaMemcpyDeviceToHost), "cudaMemcpy", 42);
        }
        if (1000 > 0) {
            size_t kf_total = (size_t)(1000);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L8_lsum, &lsum, sizeof lsum, cudaMemcpyHostToDevice), "cudaMemcpy", 44);
            reductions_L8<<<(unsigned)kf_groups, 256>>>(K_dev, kf_red_reductions_L8_lsum, kf_part_reductions_L8_lsum);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L8<<<...>>>", 44);
            reductions_L8_fin<<<1, 1>>>(kf_part_reductions_L8_lsum, (int)kf_groups, kf_red_reductions_L8_lsum);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L8_fin<<<...>>>", 44);
            kf_cuda_check(cudaMemcpy(&lsum, kf_red_reductions_L8_lsum, sizeof lsum, cudaMemcpyDeviceToHost), "cudaMemcpy", 44);
        }
        if (40 > 0) {
            size_t kf_total = (size_t)(40);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_reductions_L9_lprod, &lprod, sizeof lprod, cudaMemcpyHostToDevice), "cudaMemcpy", 46);
            reductions_L9<<<(unsigned)kf_groups, 256>>>(kf_red_reductions_L9_lprod, kf_part_reductions_L9_lprod);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L9<<<...>>>", 46);
            reductions_L9_fin<<<1, 1>>>(kf_part_reductions_L9_lprod, (int)kf_groups, kf_red_reductions_L9_lprod);
            kf_cuda_check(cudaPeekAtLastError(), "reductions_L9_fin<<<...>>>", 46);
            kf_cuda_check(cudaMemcpy(&lprod, kf_red_reductions_L9_lprod, sizeof lprod, cudaMemcpyDeviceToHost), "cudaMemcpy", 46);
        }
        kf_cuda_check(cudaFree(A_dev), "cudaFree", 47);
        kf_cuda_check(cudaFree(X_dev), "cudaFree", 47);
        kf_cuda_check(cudaFree(Y_dev), "cudaFree", 47);
        kf_cuda_check(cudaFree(C_dev), "cudaFree", 47);
        kf_cuda_check(cudaFree(B_dev), "cudaFree", 47);
        kf_cuda_check(cudaFree(K_dev), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_red_reductions_L1_sum), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_part_reductions_L1_sum), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_red_reductions_L2_dot), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_part_reductions_L2_dot), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_red_reductions_L2_fmn), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_part_reductions_L2_fmn), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_red_reductions_L3_sum2d), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_part_reductions_L3_sum2d), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_red_reductions_L4_mx), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_part_reductions_L4_mx), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_red_reductions_L5_mn), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_part_reductions_L5_mn), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_red_reductions_L6_count), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_part_reductions_L6_count), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_red_reductions_L7_prod), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_part_reductions_L7_prod), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_red_reductions_L8_lsum), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_part_reductions_L8_lsum), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_red_reductions_L9_lprod), "cudaFree", 47);
        kf_cuda_check(cudaFree(kf_part_reductions_L9_lprod), "cudaFree", 47);
    }
#pragma endscop
    printf("sum %.10g dot %.6g fmin %.6g sum2d %.10g max %.10g min %d\n", sum, dot, fmn, sum2d,
           mx, mn);
    printf("count %d prod %.12g lsum %ld lprod %ld\n", count, prod, lsum, lprod);
}

/* two scalars of one loop, and loops of runtime length (0 and 1 below) */
static void lengths(int n)
{
    double s = 3, q = 1;
#pragma scop
    {
        const size_t A_bytes = (size_t)N * sizeof A[0];
        double *A_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&A_dev, A_bytes), "cudaMalloc", 59);
        double *kf_red_lengths_L10_s = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_lengths_L10_s, 1 * sizeof(double)), "cudaMalloc", 59);
        double *kf_part_lengths_L10_s = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_lengths_L10_s, 256 * sizeof(double)), "cudaMalloc", 59);
        double *kf_red_lengths_L10_q = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_lengths_L10_q, 1 * sizeof(double)), "cudaMalloc", 59);
        double *kf_part_lengths_L10_q = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_lengths_L10_q, 256 * sizeof(double)), "cudaMalloc", 59);
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 59);
        if (n > 0) {
            size_t kf_total = (size_t)(n);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_lengths_L10_s, &s, sizeof s, cudaMemcpyHostToDevice), "cudaMemcpy", 59);
            kf_cuda_check(cudaMemcpy(kf_red_lengths_L10_q, &q, sizeof q, cudaMemcpyHostToDevice), "cudaMemcpy", 59);
            lengths_L10<<<(unsigned)kf_groups, 256>>>(n, A_dev, kf_red_lengths_L10_s, kf_part_lengths_L10_s, kf_red_lengths_L10_q, kf_part_lengths_L10_q);
            kf_cuda_check(cudaPeekAtLastError(), "lengths_L10<<<...>>>", 59);
            lengths_L10_fin<<<1, 1>>>(kf_part_lengths_L10_s, kf_part_lengths_L10_q, (int)kf_groups, kf_red_lengths_L10_s, kf_red_lengths_L10_q);
            kf_cuda_check(cudaPeekAtLastError(), "lengths_L10_fin<<<...>>>", 59);
            kf_cuda_check(cudaMemcpy(&s, kf_red_lengths_L10_s, sizeof s, cudaMemcpyDeviceToHost), "cudaMemcpy", 59);
            kf_cuda_check(cudaMemcpy(&q, kf_red_lengths_L10_q, sizeof q, cudaMemcpyDeviceToHost), "cudaMemcpy", 59);
        }
        kf_cuda_check(cudaFree(A_dev), "cudaFree", 62);
        kf_cuda_check(cudaFree(kf_red_lengths_L10_s), "cudaFree", 62);
        kf_cuda_check(cudaFree(kf_part_lengths_L10_s), "cudaFree", 62);
        kf_cuda_check(cudaFree(kf_red_lengths_L10_q), "cudaFree", 62);
        kf_cuda_check(cudaFree(kf_part_lengths_L10_q), "cudaFree", 62);
    }
#pragma endscop
    printf("n %d: s %.10g q %.10g\n", n, s, q);
}

/* a reduction inside a sequential time loop: the host loop launches it,
 * sets the scalar before it and reads it after it */
static void timeloop(void)
{
    double s = 0;
#pragma scop
    {
        const size_t B_bytes = (size_t)N * sizeof B[0];
        double *B_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&B_dev, B_bytes), "cudaMalloc", 73);
        const size_t R_bytes = (size_t)T * sizeof R[0];
        double *R_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&R_dev, R_bytes), "cudaMalloc", 73);
        double *kf_red_timeloop_L11_1_s = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_timeloop_L11_1_s, 1 * sizeof(double)), "cudaMalloc", 73);
        double *kf_part_timeloop_L11_1_s = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_timeloop_L11_1_s, 256 * sizeof(double)), "cudaMalloc", 73);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 73);
        kf_cuda_check(cudaMemcpy(R_dev, R, R_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 73);
        for (int t = 0; t < T; t++) {
            s = t;
            if (1000 > 0) {
                size_t kf_total = (size_t)(1000);
                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
                kf_cuda_check(cudaMemcpy(kf_red_timeloop_L11_1_s, &s, sizeof s, cudaMemcpyHostToDevice), "cudaMemcpy", 75);
                timeloop_L11_1<<<(unsigned)kf_groups, 256>>>(B_dev, kf_red_timeloop_L11_1_s, kf_part_timeloop_L11_1_s);
                kf_cuda_check(cudaPeekAtLastError(), "timeloop_L11_1<<<...>>>", 75);
                timeloop_L11_1_fin<<<1, 1>>>(kf_part_timeloop_L11_1_s, (int)kf_groups, kf_red_timeloop_L11_1_s);
                kf_cuda_check(cudaPeekAtLastError(), "timeloop_L11_1_fin<<<...>>>", 75);
                kf_cuda_check(cudaMemcpy(&s, kf_red_timeloop_L11_1_s, sizeof s, cudaMemcpyDeviceToHost), "cudaMemcpy", 75);
            }
            if (1000 > 0) {
                dim3 kf_block(256, 1, 1);
                dim3 kf_grid((unsigned)((1000 + 255) / 256), 1, 1);
                timeloop_L11_2<<<kf_grid, kf_block>>>(s, B_dev);
                kf_cuda_check(cudaPeekAtLastError(), "timeloop_L11_2<<<...>>>", 77);
            }
            {
                dim3 kf_block(1, 1, 1);
                dim3 kf_grid(1, 1, 1);
                timeloop_S4<<<kf_grid, kf_block>>>(t, s, R_dev);
                kf_cuda_check(cudaPeekAtLastError(), "timeloop_S4<<<...>>>", 79);
            }
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 73);
        kf_cuda_check(cudaMemcpy(R, R_dev, R_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 73);
        kf_cuda_check(cudaFree(B_dev), "cudaFree", 80);
        kf_cuda_check(cudaFree(R_dev), "cudaFree", 80);
        kf_cuda_check(cudaFree(kf_red_timeloop_L11_1_s), "cudaFree", 80);
        kf_cuda_check(cudaFree(kf_part_timeloop_L11_1_s), "cudaFree", 80);
    }
#pragma endscop
    for (int t = 0; t < T; t++)
        printf("R[%d] %.10g\n", t, R[t]);
}

/* a reduction on array elements (y[j] carried by i) is out of scope: the i
 * loop stays on the host, saying why, and launches the j loop */
static void columns(void)
{
#pragma scop
    {
        const size_t y_bytes = (size_t)N * sizeof y[0];
        double *y_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&y_dev, y_bytes), "cudaMalloc", 91);
        const size_t C_bytes = (size_t)M * sizeof C[0];
        double *C_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&C_dev, C_bytes), "cudaMalloc", 91);
        const size_t A_bytes = (size_t)N * sizeof A[0];
        double *A_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&A_dev, A_bytes), "cudaMalloc", 91);
        kf_cuda_check(cudaMemcpy(y_dev, y, y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 91);
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 91);
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 91);
        for (int i = 0; i < M; i++) {
            if (1000 > 0) {
                dim3 kf_block(256, 1, 1);
                dim3 kf_grid((unsigned)((1000 + 255) / 256), 1, 1);
                columns_L12_1<<<kf_grid, kf_block>>>(i, y_dev, C_dev, A_dev);
                kf_cuda_check(cudaPeekAtLastError(), "columns_L12_1<<<...>>>", 92);
            }
        }
        kf_cuda_check(cudaMemcpy(y, y_dev, y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 91);
        kf_cuda_check(cudaFree(y_dev), "cudaFree", 93);
        kf_cuda_check(cudaFree(C_dev), "cudaFree", 93);
        kf_cuda_check(cudaFree(A_dev), "cudaFree", 93);
    }
#pragma endscop
    printf("y %.10g %.10g %.10g\n", y[0], y[N / 2], y[N - 1]);
}

/* three loops folded into one iteration space, one of them counting down
 * and one not starting at 0 */
static void cube(void)
{
    double s = 0;
#pragma scop
    {
        const size_t C_bytes = (size_t)M * sizeof C[0];
        double *C_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&C_dev, C_bytes), "cudaMalloc", 104);
        double *kf_red_cube_L13_s = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_red_cube_L13_s, 1 * sizeof(double)), "cudaMalloc", 104);
        double *kf_part_cube_L13_s = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_part_cube_L13_s, 256 * sizeof(double)), "cudaMalloc", 104);
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 104);
        if (37 > 0 && 28 > 0 && 11 > 0) {
            size_t kf_total = (size_t)(37) * (size_t)(28) * (size_t)(11);
            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
            kf_cuda_check(cudaMemcpy(kf_red_cube_L13_s, &s, sizeof s, cudaMemcpyHostToDevice), "cudaMemcpy", 104);
            cube_L13<<<(unsigned)kf_groups, 256>>>(C_dev, kf_red_cube_L13_s, kf_part_cube_L13_s);
            kf_cuda_check(cudaPeekAtLastError(), "cube_L13<<<...>>>", 104);
            cube_L13_fin<<<1, 1>>>(kf_part_cube_L13_s, (int)kf_groups, kf_red_cube_L13_s);
            kf_cuda_check(cudaPeekAtLastError(), "cube_L13_fin<<<...>>>", 104);
            kf_cuda_check(cudaMemcpy(&s, kf_red_cube_L13_s, sizeof s, cudaMemcpyDeviceToHost), "cudaMemcpy", 104);
        }
        kf_cuda_check(cudaFree(C_dev), "cudaFree", 107);
        kf_cuda_check(cudaFree(kf_red_cube_L13_s), "cudaFree", 107);
        kf_cuda_check(cudaFree(kf_part_cube_L13_s), "cudaFree", 107);
    }
#pragma endscop
    printf("cube %.10g\n", s);
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        A[i] = (i * 7 % 13) * 0.125 - 0.5;
        B[i] = (i % 11) * 0.25;
        X[i] = (float)(i % 5) * 0.5f;
        Y[i] = (float)(i % 3) - 1.0f;
        K[i] = (i * 37) % 101 - 50;
        for (int j = 0; j < M; j++)
            C[j][i] = (i + j) % 9;
    }
    reductions();
    lengths(0);
    lengths(1);
    lengths(N);
    timeloop();
    columns();
    cube();
    return 0;
}
