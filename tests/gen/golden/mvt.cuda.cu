/* kforge 0.1.0: tests/kernels/mvt.c for cuda; 2 kernels */
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
 * mvt.c: two matrix-vector products with A and its transpose,
 * x1 += A * y1 and x2 += A^T * y2 (A is N x N).
 *
 * Style: malloc'ed linearised arrays with restrict pointers (float).
 * Default N=200.  LARGE sizes (about 1 s at -O2; the transposed product
 * walks A by columns):
 * kforge-large: -DN=9000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j reduction
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j reduction
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 200
#endif

/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/mvt.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

extern "C" __global__ void kernel_mvt_L1(int n, float *x1, float *A, float *y1)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        for (int j = 0; j < n; j++)
            x1[i] += A[i * n + j] * y1[j];
    }
}

extern "C" __global__ void kernel_mvt_L2(int n, float *A, float *x2, float *y2)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        for (int j = 0; j < n; j++)
            x2[i] += A[j * n + i] * y2[j];
    }
}

static void kernel_mvt(int n, float *restrict x1, float *restrict x2,
		       const float *restrict y1, const float *restrict y2,
		       const float *restrict A)
{
#pragma scop
	{
	    const size_t x1_bytes = (size_t)n * sizeof x1[0];
	    float *x1_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&x1_dev, x1_bytes), "cudaMalloc", 28);
	    const size_t A_bytes = (size_t)(n*n) * sizeof A[0];
	    float *A_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&A_dev, A_bytes), "cudaMalloc", 28);
	    const size_t y1_bytes = (size_t)n * sizeof y1[0];
	    float *y1_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&y1_dev, y1_bytes), "cudaMalloc", 28);
	    const size_t x2_bytes = (size_t)n * sizeof x2[0];
	    float *x2_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&x2_dev, x2_bytes), "cudaMalloc", 28);
	    const size_t y2_bytes = (size_t)n * sizeof y2[0];
	    float *y2_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&y2_dev, y2_bytes), "cudaMalloc", 28);
	    kf_cuda_check(cudaMemcpy(x1_dev, x1, x1_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
	    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
	    kf_cuda_check(cudaMemcpy(y1_dev, y1, y1_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
	    if (n > 0) {
	        dim3 kf_block(256, 1, 1);
	        dim3 kf_grid((unsigned)((n + 255) / 256), 1, 1);
	        kernel_mvt_L1<<<kf_grid, kf_block>>>(n, x1_dev, A_dev, y1_dev);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_mvt_L1<<<...>>>", 28);
	    }
	    kf_cuda_check(cudaMemcpy(x2_dev, x2, x2_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
	    kf_cuda_check(cudaMemcpy(y2_dev, y2, y2_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
	    if (n > 0) {
	        dim3 kf_block(256, 1, 1);
	        dim3 kf_grid((unsigned)((n + 255) / 256), 1, 1);
	        kernel_mvt_L2<<<kf_grid, kf_block>>>(n, A_dev, x2_dev, y2_dev);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_mvt_L2<<<...>>>", 31);
	    }
	    kf_cuda_check(cudaMemcpy(x1, x1_dev, x1_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 31);
	    kf_cuda_check(cudaMemcpy(x2, x2_dev, x2_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 31);
	    kf_cuda_check(cudaFree(x1_dev), "cudaFree", 33);
	    kf_cuda_check(cudaFree(A_dev), "cudaFree", 33);
	    kf_cuda_check(cudaFree(y1_dev), "cudaFree", 33);
	    kf_cuda_check(cudaFree(x2_dev), "cudaFree", 33);
	    kf_cuda_check(cudaFree(y2_dev), "cudaFree", 33);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	float *A = malloc(sizeof(float) * (size_t)n * n);
	float *x1 = malloc(sizeof(float) * n), *x2 = malloc(sizeof(float) * n);
	float *y1 = malloc(sizeof(float) * n), *y2 = malloc(sizeof(float) * n);

	if (!A || !x1 || !x2 || !y1 || !y2)
		return 1;
	for (int i = 0; i < n; i++) {
		x1[i] = (float)(i % n) / n;
		x2[i] = (float)((i + 1) % n) / n;
		y1[i] = (float)((i + 3) % n) / n;
		y2[i] = (float)((i + 4) % n) / n;
		for (int j = 0; j < n; j++)
			A[(size_t)i * n + j] = (float)(i * j % n) / n;
	}

	kernel_mvt(n, x1, x2, y1, y2, A);

	printf("x1\n");
	for (int i = 0; i < n; i++)
		printf("%.6g\n", x1[i]);
	printf("x2\n");
	for (int i = 0; i < n; i++)
		printf("%.6g\n", x2[i]);
	free(A);
	free(x1);
	free(x2);
	free(y1);
	free(y2);
	return 0;
}
