/* kforge 0.1.0: tests/kernels/durbin.c for cuda; 4 kernels */
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

/*
 * durbin.c: Levinson-Durbin recursion.  Solves the Yule-Walker system
 * T y = -r, where T is the symmetric Toeplitz matrix with first row
 * (1, r[0], ..., r[n-2]).
 *
 * Style: static global 1-D arrays used directly by the kernel (double),
 * scalar statements and scalar reductions inside the scop.
 * r[k] = rho(k + 1) for rho(h) = 1 / (1 + h): rho is convex and decreases
 * to 0, so (Polya's criterion) it is an autocorrelation, T is positive
 * definite and |alpha| < 1 at every step: nothing blows up, and y decays
 * only slowly, so every printed value means something.
 * Default N=400.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=40000
 *
 * kforge-expect: L1 k sequential
 * kforge-expect: L1.1 i reduction
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.3 i parallel
 * kforge-expect-note: L1.2 writes z[i] and reads y (not written there);
 *   L1.3 copies z back to y.  Fused into one loop, y[i] = y[i] + alpha *
 *   y[k-i-1] would not be parallel; the copy through z is what makes
 *   them parallel.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 400
#endif

static double r[N];
static double y[N];
static double z[N];

/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/durbin.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

extern "C" __global__ void kernel_durbin_L1_1(double *r, double *y, int k, double *kf_red_sum, double *kf_part_sum)
{
    __shared__ double kf_sh_sum[32];
    double sum = 0;
    long kf_n0 = (long)(k);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        sum += r[k - i - 1] * y[i];
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        sum = sum + __shfl_down_sync(0xffffffffu, sum, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_sum[threadIdx.x / 32] = sum;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        sum = threadIdx.x < blockDim.x / 32 ? kf_sh_sum[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            sum = sum + __shfl_down_sync(0xffffffffu, sum, kf_o);
        }
        if (threadIdx.x == 0) {
            kf_part_sum[blockIdx.x] = sum;
        }
    }
}

extern "C" __global__ void kernel_durbin_L1_1_fin(double *kf_part_sum, int kf_ngroups, double *kf_red_sum)
{
    double kf_v_sum = kf_red_sum[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_sum = kf_v_sum + kf_part_sum[kf_g];
    }
    kf_red_sum[0] = kf_v_sum;
}

extern "C" __global__ void kernel_durbin_L1_2(double *y, double alpha, int k, double *z)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= k - 1) {
        z[i] = y[i] + alpha * y[k - i - 1];
    }
}

extern "C" __global__ void kernel_durbin_L1_3(double *y, int k, double *z)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= k - 1) {
        y[i] = z[i];
    }
}

extern "C" __global__ void kernel_durbin_S10(double *y, double alpha, int k)
{
    y[k] = alpha;
}

static void kernel_durbin(void)
{
	double alpha, beta, sum;

#pragma scop
	{
	    const size_t r_bytes = (size_t)N * sizeof r[0];
	    double *r_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&r_dev, r_bytes), "cudaMalloc", 40);
	    const size_t y_bytes = (size_t)N * sizeof y[0];
	    double *y_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&y_dev, y_bytes), "cudaMalloc", 40);
	    const size_t z_bytes = (size_t)N * sizeof z[0];
	    double *z_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&z_dev, z_bytes), "cudaMalloc", 40);
	    double *kf_red_kernel_durbin_L1_1_sum = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_red_kernel_durbin_L1_1_sum, 1 * sizeof(double)), "cudaMalloc", 40);
	    double *kf_part_kernel_durbin_L1_1_sum = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_part_kernel_durbin_L1_1_sum, 256 * sizeof(double)), "cudaMalloc", 40);
	    y[0] = -r[0];
	    beta = 1.0;
	    alpha = -r[0];
	    kf_cuda_check(cudaMemcpy(r_dev, r, r_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 43);
	    kf_cuda_check(cudaMemcpy(y_dev, y, y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 43);
	    kf_cuda_check(cudaMemcpy(z_dev, z, z_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 43);
	    for (int k = 1; k < N; k++) {
	        beta = (1.0 - alpha * alpha) * beta;
	        sum = 0.0;
	        if (k > 0) {
	            size_t kf_total = (size_t)(k);
	            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
	            kf_cuda_check(cudaMemcpy(kf_red_kernel_durbin_L1_1_sum, &sum, sizeof sum, cudaMemcpyHostToDevice), "cudaMemcpy", 46);
	            kernel_durbin_L1_1<<<(unsigned)kf_groups, 256>>>(r_dev, y_dev, k, kf_red_kernel_durbin_L1_1_sum, kf_part_kernel_durbin_L1_1_sum);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_durbin_L1_1<<<...>>>", 46);
	            kernel_durbin_L1_1_fin<<<1, 1>>>(kf_part_kernel_durbin_L1_1_sum, (int)kf_groups, kf_red_kernel_durbin_L1_1_sum);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_durbin_L1_1_fin<<<...>>>", 46);
	            kf_cuda_check(cudaMemcpy(&sum, kf_red_kernel_durbin_L1_1_sum, sizeof sum, cudaMemcpyDeviceToHost), "cudaMemcpy", 46);
	        }
	        alpha = -(r[k] + sum) / beta;
	        if (k > 0) {
	            dim3 kf_block(256, 1, 1);
	            dim3 kf_grid((unsigned)((k + 255) / 256), 1, 1);
	            kernel_durbin_L1_2<<<kf_grid, kf_block>>>(y_dev, alpha, k, z_dev);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_durbin_L1_2<<<...>>>", 49);
	        }
	        if (k > 0) {
	            dim3 kf_block(256, 1, 1);
	            dim3 kf_grid((unsigned)((k + 255) / 256), 1, 1);
	            kernel_durbin_L1_3<<<kf_grid, kf_block>>>(y_dev, k, z_dev);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_durbin_L1_3<<<...>>>", 51);
	        }
	        {
	            dim3 kf_block(1, 1, 1);
	            dim3 kf_grid(1, 1, 1);
	            kernel_durbin_S10<<<kf_grid, kf_block>>>(y_dev, alpha, k);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_durbin_S10<<<...>>>", 53);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(z, z_dev, z_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 43);
	    kf_cuda_check(cudaMemcpy(y, y_dev, y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 43);
	    kf_cuda_check(cudaFree(r_dev), "cudaFree", 54);
	    kf_cuda_check(cudaFree(y_dev), "cudaFree", 54);
	    kf_cuda_check(cudaFree(z_dev), "cudaFree", 54);
	    kf_cuda_check(cudaFree(kf_red_kernel_durbin_L1_1_sum), "cudaFree", 54);
	    kf_cuda_check(cudaFree(kf_part_kernel_durbin_L1_1_sum), "cudaFree", 54);
	}
#pragma endscop
}

int main(void)
{
	for (int k = 0; k < N; k++)
		r[k] = 1.0 / (k + 2);

	kernel_durbin();

	printf("y\n");
	for (int i = 0; i < N; i++)
		printf("%.10g\n", y[i]);
	return 0;
}
