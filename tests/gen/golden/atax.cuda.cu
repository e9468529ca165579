/* kforge 0.1.0: tests/kernels/atax.c for cuda; 2 kernels */
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
 * atax.c: y = A^T * (A * x), with A of M rows and N columns.
 *
 * Style: static global 2-D arrays passed as fixed-size parameters (float);
 * the row product A[i] . x lives in a scalar temporary.
 * Default M=120 N=140.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DM=8000 -DN=9000
 *
 * kforge-expect: L1 j parallel
 * kforge-expect: L2 i reduction
 * kforge-expect: L2.1 j reduction
 * kforge-expect: L2.2 j parallel
 * kforge-expect-note: L2 (over rows i) carries only y[j] += ..., an array
 *   reduction (y[j] does not depend on i); t is written (t = 0) before it
 *   is read in every i, so it is private.  Parallelising L2 needs a
 *   privatised or atomic y; interchanging L2.2 outward is the other way.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef M
#define M 120
#endif
#ifndef N
#define N 140
#endif

static float a_data[M][N];
static float x_data[N];
static float y_data[N];

/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/atax.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

extern "C" __global__ void kernel_atax_L1(float *y)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= 139) {
        y[j] = 0.0f;
    }
}

extern "C" __global__ void kernel_atax_L2_2(float *y, int i, float t, float *A)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= 139) {
        y[j] += A[i * N + j] * t;
    }
}

static void kernel_atax(float A[M][N], float x[N], float y[N])
{
	float t;

#pragma scop
	{
	    const size_t y_bytes = (size_t)N * sizeof y[0];
	    float *y_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&y_dev, y_bytes), "cudaMalloc", 37);
	    const size_t A_bytes = (size_t)M * sizeof A[0];
	    float *A_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&A_dev, A_bytes), "cudaMalloc", 37);
	    kf_cuda_check(cudaMemcpy(y_dev, y, y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    if (140 > 0) {
	        dim3 kf_block(256, 1, 1);
	        dim3 kf_grid((unsigned)((140 + 255) / 256), 1, 1);
	        kernel_atax_L1<<<kf_grid, kf_block>>>(y_dev);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_atax_L1<<<...>>>", 37);
	    }
	    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 39);
	    for (int i = 0; i < M; i++) {
	        t = 0.0f;
	        for (int j = 0; j < N; j++)
	        	t += A[i][j] * x[j];
	        if (140 > 0) {
	            dim3 kf_block(256, 1, 1);
	            dim3 kf_grid((unsigned)((140 + 255) / 256), 1, 1);
	            kernel_atax_L2_2<<<kf_grid, kf_block>>>(y_dev, i, t, A_dev);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_atax_L2_2<<<...>>>", 43);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(y, y_dev, y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 39);
	    kf_cuda_check(cudaFree(y_dev), "cudaFree", 45);
	    kf_cuda_check(cudaFree(A_dev), "cudaFree", 45);
	}
#pragma endscop
}

int main(void)
{
	for (int j = 0; j < N; j++)
		x_data[j] = 1.0f + (float)j / N;
	for (int i = 0; i < M; i++)
		for (int j = 0; j < N; j++)
			a_data[i][j] = (float)((i + j) % N) / (5.0f * M);

	kernel_atax(a_data, x_data, y_data);

	printf("y\n");
	for (int j = 0; j < N; j++)
		printf("%.6g\n", y_data[j]);
	return 0;
}
