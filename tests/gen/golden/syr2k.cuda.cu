/* kforge 0.1.0: tests/kernels/syr2k.c for cuda; 2 kernels */
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
 * syr2k.c: symmetric rank-2k update of the lower triangle,
 * C = alpha * A * B^T + alpha * B * A^T + beta * C
 * (C is N x N; A and B are N x M).
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double); the
 * dot product is accumulated in a scalar declared outside the scop.
 * Default N=72 M=56.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1400 -DM=1000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: acc is written (acc = 0) before it is read in every
 *   (i, j), so it is private to L1 and L1.1.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 72
#endif
#ifndef M
#define M 56
#endif

/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/syr2k.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

extern "C" __global__ void kernel_syr2k_L1_1_1(int i, int j, int m, double *A, double alpha, double *B, double *kf_red_acc, double *kf_part_acc)
{
    __shared__ double kf_sh_acc[32];
    double acc = 0;
    long kf_n0 = (long)(m);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int k = (int)(kf_t);
        acc += A[j * m + k] * alpha * B[i * m + k] +
               B[j * m + k] * alpha * A[i * m + k];
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        acc = acc + __shfl_down_sync(0xffffffffu, acc, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_acc[threadIdx.x / 32] = acc;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        acc = threadIdx.x < blockDim.x / 32 ? kf_sh_acc[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            acc = acc + __shfl_down_sync(0xffffffffu, acc, kf_o);
        }
        if (threadIdx.x == 0) {
            kf_part_acc[blockIdx.x] = acc;
        }
    }
}

extern "C" __global__ void kernel_syr2k_L1_1_1_fin(double *kf_part_acc, int kf_ngroups, double *kf_red_acc)
{
    double kf_v_acc = kf_red_acc[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_acc = kf_v_acc + kf_part_acc[kf_g];
    }
    kf_red_acc[0] = kf_v_acc;
}

extern "C" __global__ void kernel_syr2k_S3(int i, int n, int j, double acc, double beta, double *C)
{
    C[i * n + j] = beta * C[i * n + j] + acc;
}

static void kernel_syr2k(int n, int m, double alpha, double beta,
			 double *restrict C, const double *restrict A,
			 const double *restrict B)
{
	double acc;

#pragma scop
	{
	    const size_t A_bytes = (size_t)(n*m) * sizeof A[0];
	    double *A_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&A_dev, A_bytes), "cudaMalloc", 35);
	    const size_t B_bytes = (size_t)(n*m) * sizeof B[0];
	    double *B_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&B_dev, B_bytes), "cudaMalloc", 35);
	    const size_t C_bytes = (size_t)(n*n) * sizeof C[0];
	    double *C_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&C_dev, C_bytes), "cudaMalloc", 35);
	    double *kf_red_kernel_syr2k_L1_1_1_acc = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_red_kernel_syr2k_L1_1_1_acc, 1 * sizeof(double)), "cudaMalloc", 35);
	    double *kf_part_kernel_syr2k_L1_1_1_acc = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_part_kernel_syr2k_L1_1_1_acc, 256 * sizeof(double)), "cudaMalloc", 35);
	    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 35);
	    kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 35);
	    kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 35);
	    for (int i = 0; i < n; i++) {
	        for (int j = 0; j <= i; j++) {
	            acc = 0.0;
	            if (m > 0) {
	                size_t kf_total = (size_t)(m);
	                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
	                kf_cuda_check(cudaMemcpy(kf_red_kernel_syr2k_L1_1_1_acc, &acc, sizeof acc, cudaMemcpyHostToDevice), "cudaMemcpy", 38);
	                kernel_syr2k_L1_1_1<<<(unsigned)kf_groups, 256>>>(i, j, m, A_dev, alpha, B_dev, kf_red_kernel_syr2k_L1_1_1_acc, kf_part_kernel_syr2k_L1_1_1_acc);
	                kf_cuda_check(cudaPeekAtLastError(), "kernel_syr2k_L1_1_1<<<...>>>", 38);
	                kernel_syr2k_L1_1_1_fin<<<1, 1>>>(kf_part_kernel_syr2k_L1_1_1_acc, (int)kf_groups, kf_red_kernel_syr2k_L1_1_1_acc);
	                kf_cuda_check(cudaPeekAtLastError(), "kernel_syr2k_L1_1_1_fin<<<...>>>", 38);
	                kf_cuda_check(cudaMemcpy(&acc, kf_red_kernel_syr2k_L1_1_1_acc, sizeof acc, cudaMemcpyDeviceToHost), "cudaMemcpy", 38);
	            }
	            {
	                dim3 kf_block(1, 1, 1);
	                dim3 kf_grid(1, 1, 1);
	                kernel_syr2k_S3<<<kf_grid, kf_block>>>(i, n, j, acc, beta, C_dev);
	                kf_cuda_check(cudaPeekAtLastError(), "kernel_syr2k_S3<<<...>>>", 41);
	            }
	        }
	    }
	    kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 35);
	    kf_cuda_check(cudaFree(A_dev), "cudaFree", 42);
	    kf_cuda_check(cudaFree(B_dev), "cudaFree", 42);
	    kf_cuda_check(cudaFree(C_dev), "cudaFree", 42);
	    kf_cuda_check(cudaFree(kf_red_kernel_syr2k_L1_1_1_acc), "cudaFree", 42);
	    kf_cuda_check(cudaFree(kf_part_kernel_syr2k_L1_1_1_acc), "cudaFree", 42);
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	double *A = malloc(sizeof(double) * n * m);
	double *B = malloc(sizeof(double) * n * m);
	double *C = malloc(sizeof(double) * n * n);

	if (!A || !B || !C)
		return 1;
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < m; j++) {
			A[i * m + j] = (double)((i * j + 1) % n) / n;
			B[i * m + j] = (double)((i * j + 2) % m) / m;
		}
		for (int j = 0; j < n; j++)
			C[i * n + j] = (double)((i * j + 3) % n) / m;
	}

	kernel_syr2k(n, m, 1.5, 1.2, C, A, B);

	printf("C\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", C[i * n + j]);
		printf("\n");
	}
	free(A);
	free(B);
	free(C);
	return 0;
}
