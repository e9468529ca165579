/* kforge 0.1.0: tests/kernels/gesummv.c for cuda; 2 kernels */
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
 * gesummv.c: sum of two matrix-vector products, y = alpha A x + beta B x.
 *
 * Style: static global 2-D arrays used directly by the kernel (float);
 * two scalar accumulators declared at function level, outside the scop.
 * Default N=160.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=9000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j reduction
 * kforge-expect-note: sa and sb are set to 0 at the top of every i, so
 *   they are private to L1; L1.1 reduces into both of them.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 160
#endif

static float A[N][N];
static float B[N][N];
static float x[N];
static float y[N];

/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/gesummv.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

extern "C" __global__ void kernel_gesummv_L1_1(int i, float *A, float *x, float *B, float *kf_red_sa, float *kf_part_sa, float *kf_red_sb, float *kf_part_sb)
{
    __shared__ float kf_sh_sa[32];
    __shared__ float kf_sh_sb[32];
    float sa = 0;
    float sb = 0;
    long kf_n0 = (long)(160);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int j = (int)(kf_t);
        sa += A[i * N + j] * x[j];
        sb += B[i * N + j] * x[j];
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        sa = sa + __shfl_down_sync(0xffffffffu, sa, kf_o);
        sb = sb + __shfl_down_sync(0xffffffffu, sb, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_sa[threadIdx.x / 32] = sa;
        kf_sh_sb[threadIdx.x / 32] = sb;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        sa = threadIdx.x < blockDim.x / 32 ? kf_sh_sa[threadIdx.x] : 0;
        sb = threadIdx.x < blockDim.x / 32 ? kf_sh_sb[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            sa = sa + __shfl_down_sync(0xffffffffu, sa, kf_o);
            sb = sb + __shfl_down_sync(0xffffffffu, sb, kf_o);
        }
        if (threadIdx.x == 0) {
            kf_part_sa[blockIdx.x] = sa;
            kf_part_sb[blockIdx.x] = sb;
        }
    }
}

extern "C" __global__ void kernel_gesummv_L1_1_fin(float *kf_part_sa, float *kf_part_sb, int kf_ngroups, float *kf_red_sa, float *kf_red_sb)
{
    float kf_v_sa = kf_red_sa[0];
    float kf_v_sb = kf_red_sb[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_sa = kf_v_sa + kf_part_sa[kf_g];
        kf_v_sb = kf_v_sb + kf_part_sb[kf_g];
    }
    kf_red_sa[0] = kf_v_sa;
    kf_red_sb[0] = kf_v_sb;
}

extern "C" __global__ void kernel_gesummv_S5(int i, float sa, float sb, float alpha, float beta, float *y)
{
    y[i] = alpha * sa + beta * sb;
}

static void kernel_gesummv(float alpha, float beta)
{
	float sa, sb;

#pragma scop
	{
	    const size_t A_bytes = (size_t)N * sizeof A[0];
	    float *A_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&A_dev, A_bytes), "cudaMalloc", 31);
	    const size_t x_bytes = (size_t)N * sizeof x[0];
	    float *x_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&x_dev, x_bytes), "cudaMalloc", 31);
	    const size_t B_bytes = (size_t)N * sizeof B[0];
	    float *B_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&B_dev, B_bytes), "cudaMalloc", 31);
	    const size_t y_bytes = (size_t)N * sizeof y[0];
	    float *y_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&y_dev, y_bytes), "cudaMalloc", 31);
	    float *kf_red_kernel_gesummv_L1_1_sa = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_red_kernel_gesummv_L1_1_sa, 1 * sizeof(float)), "cudaMalloc", 31);
	    float *kf_part_kernel_gesummv_L1_1_sa = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_part_kernel_gesummv_L1_1_sa, 256 * sizeof(float)), "cudaMalloc", 31);
	    float *kf_red_kernel_gesummv_L1_1_sb = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_red_kernel_gesummv_L1_1_sb, 1 * sizeof(float)), "cudaMalloc", 31);
	    float *kf_part_kernel_gesummv_L1_1_sb = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_part_kernel_gesummv_L1_1_sb, 256 * sizeof(float)), "cudaMalloc", 31);
	    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
	    kf_cuda_check(cudaMemcpy(x_dev, x, x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
	    kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
	    kf_cuda_check(cudaMemcpy(y_dev, y, y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
	    for (int i = 0; i < N; i++) {
	        sa = 0.0f;
	        sb = 0.0f;
	        if (160 > 0) {
	            size_t kf_total = (size_t)(160);
	            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
	            kf_cuda_check(cudaMemcpy(kf_red_kernel_gesummv_L1_1_sa, &sa, sizeof sa, cudaMemcpyHostToDevice), "cudaMemcpy", 34);
	            kf_cuda_check(cudaMemcpy(kf_red_kernel_gesummv_L1_1_sb, &sb, sizeof sb, cudaMemcpyHostToDevice), "cudaMemcpy", 34);
	            kernel_gesummv_L1_1<<<(unsigned)kf_groups, 256>>>(i, A_dev, x_dev, B_dev, kf_red_kernel_gesummv_L1_1_sa, kf_part_kernel_gesummv_L1_1_sa, kf_red_kernel_gesummv_L1_1_sb, kf_part_kernel_gesummv_L1_1_sb);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_gesummv_L1_1<<<...>>>", 34);
	            kernel_gesummv_L1_1_fin<<<1, 1>>>(kf_part_kernel_gesummv_L1_1_sa, kf_part_kernel_gesummv_L1_1_sb, (int)kf_groups, kf_red_kernel_gesummv_L1_1_sa, kf_red_kernel_gesummv_L1_1_sb);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_gesummv_L1_1_fin<<<...>>>", 34);
	            kf_cuda_check(cudaMemcpy(&sa, kf_red_kernel_gesummv_L1_1_sa, sizeof sa, cudaMemcpyDeviceToHost), "cudaMemcpy", 34);
	            kf_cuda_check(cudaMemcpy(&sb, kf_red_kernel_gesummv_L1_1_sb, sizeof sb, cudaMemcpyDeviceToHost), "cudaMemcpy", 34);
	        }
	        {
	            dim3 kf_block(1, 1, 1);
	            dim3 kf_grid(1, 1, 1);
	            kernel_gesummv_S5<<<kf_grid, kf_block>>>(i, sa, sb, alpha, beta, y_dev);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_gesummv_S5<<<...>>>", 38);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(y, y_dev, y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 31);
	    kf_cuda_check(cudaFree(A_dev), "cudaFree", 39);
	    kf_cuda_check(cudaFree(x_dev), "cudaFree", 39);
	    kf_cuda_check(cudaFree(B_dev), "cudaFree", 39);
	    kf_cuda_check(cudaFree(y_dev), "cudaFree", 39);
	    kf_cuda_check(cudaFree(kf_red_kernel_gesummv_L1_1_sa), "cudaFree", 39);
	    kf_cuda_check(cudaFree(kf_part_kernel_gesummv_L1_1_sa), "cudaFree", 39);
	    kf_cuda_check(cudaFree(kf_red_kernel_gesummv_L1_1_sb), "cudaFree", 39);
	    kf_cuda_check(cudaFree(kf_part_kernel_gesummv_L1_1_sb), "cudaFree", 39);
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		x[i] = (float)(i % N) / N;
		for (int j = 0; j < N; j++) {
			A[i][j] = (float)((i * j + 1) % N) / N;
			B[i][j] = (float)((i * j + 2) % N) / N;
		}
	}

	kernel_gesummv(1.5f, 1.2f);

	printf("y\n");
	for (int i = 0; i < N; i++)
		printf("%.6g\n", y[i]);
	return 0;
}
