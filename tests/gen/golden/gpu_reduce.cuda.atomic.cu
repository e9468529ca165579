/* kforge 0.1.0: tests/gen/gpu_reduce.c for cuda, the device part: 19 kernels and their launchers */
#define restrict __restrict__
/* the preprocessor lines of tests/gen/gpu_reduce.c before line 21, where the kernels' text was */
#include <math.h>
#include <stdio.h>
#define N 1000
#define M 37
#define T 5
/* end of tests/gen/gpu_reduce.c's lines */
#include <cuda_runtime.h>

extern "C" __global__ void reductions_L1(double *A, double *kf_red_sum)
{
    double sum = 0;
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        sum += A[i];
    }
    atomicAdd(kf_red_sum, sum);
}

__device__ void kf_atomic_min_float(float *p, float v)
{
    volatile unsigned int *q = (volatile unsigned int *)p;
    unsigned int old = *q, seen;
    do {
        seen = old;
        old = atomicCAS((unsigned int *)q, seen, __float_as_uint((v < __uint_as_float(seen) ? v : __uint_as_float(seen))));
    } while (old != seen);
}

extern "C" __global__ void reductions_L2(float *X, float *Y, float *kf_red_dot, float *kf_red_fmn)
{
    float dot = 0;
    float fmn = kf_red_fmn[0];
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        dot += X[i] * Y[i];
        fmn = fminf(fmn, X[i] - Y[i]);
    }
    atomicAdd(kf_red_dot, dot);
    kf_atomic_min_float(kf_red_fmn, fmn);
}

extern "C" __global__ void reductions_L3(double *C, double *kf_red_sum2d)
{
    double sum2d = 0;
    long kf_n0 = (long)(37);
    long kf_n1 = (long)(1000);
    long kf_total = kf_n0 * kf_n1;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t / kf_n1);
        int j = (int)(kf_t % kf_n1);
        sum2d += C[i * 1000 + j] * 0.25;
    }
    atomicAdd(kf_red_sum2d, sum2d);
}

__device__ void kf_atomic_max_double(double *p, double v)
{
    volatile unsigned long long *q = (volatile unsigned long long *)p;
    unsigned long long old = *q, seen;
    do {
        seen = old;
        old = atomicCAS((unsigned long long *)q, seen, (unsigned long long)__double_as_longlong((v > __longlong_as_double((long long)seen) ? v : __longlong_as_double((long long)seen))));
    } while (old != seen);
}

extern "C" __global__ void reductions_L4(double *A, double *B, double *kf_red_mx)
{
    double mx = kf_red_mx[0];
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        mx = fmax(mx, A[i] * B[i]);
    }
    kf_atomic_max_double(kf_red_mx, mx);
}

extern "C" __global__ void reductions_L5(int *K, int *kf_red_mn)
{
    int mn = kf_red_mn[0];
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        mn = K[i] < mn ? K[i] : mn;
    }
    atomicMin(kf_red_mn, mn);
}

extern "C" __global__ void reductions_L6(int *K, int *kf_red_count)
{
    int count = 0;
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        if (K[i] % 3 == 1)
            count += 1;
    }
    atomicAdd(kf_red_count, count);
}

__device__ void kf_atomic_mul_double(double *p, double v)
{
    volatile unsigned long long *q = (volatile unsigned long long *)p;
    unsigned long long old = *q, seen;
    do {
        seen = old;
        old = atomicCAS((unsigned long long *)q, seen, (unsigned long long)__double_as_longlong(__longlong_as_double((long long)seen) * v));
    } while (old != seen);
}

extern "C" __global__ void reductions_L7(double *B, double *kf_red_prod)
{
    double prod = 1;
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        prod *= 1.0 + B[i] * 1e-4;
    }
    kf_atomic_mul_double(kf_red_prod, prod);
}

extern "C" __global__ void reductions_L8(int *K, long *kf_red_lsum)
{
    long lsum = 0;
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        lsum += K[i] * 100000L;
    }
    atomicAdd((unsigned long long *)kf_red_lsum, (unsigned long long)lsum);
}

__device__ void kf_atomic_mul_long(long *p, long v)
{
    volatile unsigned long long *q = (volatile unsigned long long *)p;
    unsigned long long old = *q, seen;
    do {
        seen = old;
        old = atomicCAS((unsigned long long *)q, seen, (unsigned long long)((long)seen * v));
    } while (old != seen);
}

extern "C" __global__ void reductions_L9(long *kf_red_lprod)
{
    long lprod = 1;
    long kf_n0 = (long)(40);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        lprod *= 1 + i % 2;
    }
    kf_atomic_mul_long(kf_red_lprod, lprod);
}

extern "C" __global__ void lengths_L10(int n, double *A, double *kf_red_s, double *kf_red_q)
{
    double s = 0;
    double q = 0;
    long kf_n0 = (long)(n);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        s += A[i];
        q += A[i] * A[i];
    }
    atomicAdd(kf_red_s, s);
    atomicAdd(kf_red_q, q);
}

extern "C" __global__ void timeloop_L11_1(double *B, double *kf_red_s)
{
    double s = 0;
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        s += B[i];
    }
    atomicAdd(kf_red_s, s);
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

extern "C" __global__ void elements_L13_1(int i, double *z, double *C, double *A)
{
    double kf_e_z = 0;
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int j = (int)(kf_t);
        kf_e_z += C[i * 1000 + j] * A[j];
    }
    atomicAdd(&(z[i]), kf_e_z);
}

extern "C" __global__ void elements_S3(int i, int *zm)
{
    zm[i] = zm[i - 1] - 3;
}

extern "C" __global__ void elements_L13_2(int i, int *zm, int *K)
{
    int kf_e_zm = zm[i];
    long kf_n0 = (long)(1000);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int j = (int)(kf_t);
        kf_e_zm = K[j] + i > kf_e_zm ? K[j] + i : kf_e_zm;
    }
    atomicMax(&(zm[i]), kf_e_zm);
}

extern "C" __global__ void cube_L14(double *C, double *kf_red_s)
{
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
    atomicAdd(kf_red_s, s);
}

/* the launchers the host C file calls */
extern "C" cudaError_t kf_launch_reductions_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *kf_red_sum)
{
    reductions_L1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, kf_red_sum);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *X, float *Y, float *kf_red_dot, float *kf_red_fmn)
{
    reductions_L2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(X, Y, kf_red_dot, kf_red_fmn);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *kf_red_sum2d)
{
    reductions_L3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, kf_red_sum2d);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B, double *kf_red_mx)
{
    reductions_L4<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(A, B, kf_red_mx);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int *K, int *kf_red_mn)
{
    reductions_L5<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(K, kf_red_mn);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int *K, int *kf_red_count)
{
    reductions_L6<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(K, kf_red_count);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L7(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *kf_red_prod)
{
    reductions_L7<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, kf_red_prod);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L8(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int *K, long *kf_red_lsum)
{
    reductions_L8<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(K, kf_red_lsum);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_reductions_L9(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, long *kf_red_lprod)
{
    reductions_L9<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(kf_red_lprod);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_lengths_L10(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *kf_red_s, double *kf_red_q)
{
    lengths_L10<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(n, A, kf_red_s, kf_red_q);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_timeloop_L11_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *kf_red_s)
{
    timeloop_L11_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(B, kf_red_s);
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

extern "C" cudaError_t kf_launch_elements_L13_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *z, double *C, double *A)
{
    elements_L13_1<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, z, C, A);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_elements_S3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int *zm)
{
    elements_S3<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, zm);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_elements_L13_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int *zm, int *K)
{
    elements_L13_2<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(i, zm, K);
    return cudaPeekAtLastError();
}

extern "C" cudaError_t kf_launch_cube_L14(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *kf_red_s)
{
    cube_L14<<<dim3(kf_gx, kf_gy, kf_gz), dim3(kf_bx, kf_by, kf_bz)>>>(C, kf_red_s);
    return cudaPeekAtLastError();
}
