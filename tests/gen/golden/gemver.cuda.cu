/* kforge 0.1.0: tests/kernels/gemver.c for cuda; 4 kernels */
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
 * gemver.c: vector multiplication and matrix addition (BLAS gemver):
 *
 *   A = A + u1 v1^T + u2 v2^T
 *   x = x + beta A^T y + z
 *   w = w + alpha A x
 *
 * Style: C99 VLA parameters (double).  The transposed product is written
 * x[i] = x[i] + ..., not with +=, as hand-written code often is.
 * Default N=150.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=6500
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j reduction
 * kforge-expect: L3 i parallel
 * kforge-expect: L4 i parallel
 * kforge-expect: L4.1 j reduction
 * kforge-expect-note: L2.1 is x[i] = x[i] + e with e free of x: the same
 *   reduction as x[i] += e, on x[i], which does not depend on j.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 150
#endif

/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/gemver.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

extern "C" __global__ void kernel_gemver_L1(int n, double *A, double *u1, double *v1, double *u2, double *v2)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    if (j <= n - 1 && i <= n - 1) {
        A[i * n + j] = A[i * n + j] + u1[i] * v1[j] + u2[i] * v2[j];
    }
}

extern "C" __global__ void kernel_gemver_L2(int n, double *A, double *x, double beta, double *y)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        for (int j = 0; j < n; j++)
            x[i] = x[i] + beta * A[j * n + i] * y[j];
    }
}

extern "C" __global__ void kernel_gemver_L3(int n, double *x, double *z)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        x[i] = x[i] + z[i];
    }
}

extern "C" __global__ void kernel_gemver_L4(int n, double *A, double *x, double *w, double alpha)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= n - 1) {
        for (int j = 0; j < n; j++)
            w[i] += alpha * A[i * n + j] * x[j];
    }
}

static void kernel_gemver(int n, double alpha, double beta, double A[n][n],
			  double u1[n], double v1[n], double u2[n],
			  double v2[n], double w[n], double x[n], double y[n],
			  double z[n])
{
#pragma scop
	{
	    const size_t A_bytes = (size_t)n * sizeof A[0];
	    double *A_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&A_dev, A_bytes), "cudaMalloc", 37);
	    const size_t u1_bytes = (size_t)n * sizeof u1[0];
	    double *u1_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&u1_dev, u1_bytes), "cudaMalloc", 37);
	    const size_t v1_bytes = (size_t)n * sizeof v1[0];
	    double *v1_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&v1_dev, v1_bytes), "cudaMalloc", 37);
	    const size_t u2_bytes = (size_t)n * sizeof u2[0];
	    double *u2_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&u2_dev, u2_bytes), "cudaMalloc", 37);
	    const size_t v2_bytes = (size_t)n * sizeof v2[0];
	    double *v2_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&v2_dev, v2_bytes), "cudaMalloc", 37);
	    const size_t x_bytes = (size_t)n * sizeof x[0];
	    double *x_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&x_dev, x_bytes), "cudaMalloc", 37);
	    const size_t y_bytes = (size_t)n * sizeof y[0];
	    double *y_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&y_dev, y_bytes), "cudaMalloc", 37);
	    const size_t z_bytes = (size_t)n * sizeof z[0];
	    double *z_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&z_dev, z_bytes), "cudaMalloc", 37);
	    const size_t w_bytes = (size_t)n * sizeof w[0];
	    double *w_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&w_dev, w_bytes), "cudaMalloc", 37);
	    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    kf_cuda_check(cudaMemcpy(u1_dev, u1, u1_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    kf_cuda_check(cudaMemcpy(v1_dev, v1, v1_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    kf_cuda_check(cudaMemcpy(u2_dev, u2, u2_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    kf_cuda_check(cudaMemcpy(v2_dev, v2, v2_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    if (n > 0 && n > 0) {
	        dim3 kf_block(16, 16, 1);
	        dim3 kf_grid((unsigned)((n + 15) / 16), (unsigned)((n + 15) / 16), 1);
	        kernel_gemver_L1<<<kf_grid, kf_block>>>(n, A_dev, u1_dev, v1_dev, u2_dev, v2_dev);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_gemver_L1<<<...>>>", 37);
	    }
	    kf_cuda_check(cudaMemcpy(x_dev, x, x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
	    kf_cuda_check(cudaMemcpy(y_dev, y, y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
	    if (n > 0) {
	        dim3 kf_block(256, 1, 1);
	        dim3 kf_grid((unsigned)((n + 255) / 256), 1, 1);
	        kernel_gemver_L2<<<kf_grid, kf_block>>>(n, A_dev, x_dev, beta, y_dev);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_gemver_L2<<<...>>>", 40);
	    }
	    kf_cuda_check(cudaMemcpy(z_dev, z, z_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 43);
	    if (n > 0) {
	        dim3 kf_block(256, 1, 1);
	        dim3 kf_grid((unsigned)((n + 255) / 256), 1, 1);
	        kernel_gemver_L3<<<kf_grid, kf_block>>>(n, x_dev, z_dev);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_gemver_L3<<<...>>>", 43);
	    }
	    kf_cuda_check(cudaMemcpy(w_dev, w, w_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    if (n > 0) {
	        dim3 kf_block(256, 1, 1);
	        dim3 kf_grid((unsigned)((n + 255) / 256), 1, 1);
	        kernel_gemver_L4<<<kf_grid, kf_block>>>(n, A_dev, x_dev, w_dev, alpha);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_gemver_L4<<<...>>>", 45);
	    }
	    kf_cuda_check(cudaMemcpy(A, A_dev, A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 45);
	    kf_cuda_check(cudaMemcpy(x, x_dev, x_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 45);
	    kf_cuda_check(cudaMemcpy(w, w_dev, w_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 45);
	    kf_cuda_check(cudaFree(A_dev), "cudaFree", 47);
	    kf_cuda_check(cudaFree(u1_dev), "cudaFree", 47);
	    kf_cuda_check(cudaFree(v1_dev), "cudaFree", 47);
	    kf_cuda_check(cudaFree(u2_dev), "cudaFree", 47);
	    kf_cuda_check(cudaFree(v2_dev), "cudaFree", 47);
	    kf_cuda_check(cudaFree(x_dev), "cudaFree", 47);
	    kf_cuda_check(cudaFree(y_dev), "cudaFree", 47);
	    kf_cuda_check(cudaFree(z_dev), "cudaFree", 47);
	    kf_cuda_check(cudaFree(w_dev), "cudaFree", 47);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double (*A)[n] = malloc(sizeof(double[n][n]));
	double *v = malloc(sizeof(double) * 8 * n);

	if (!A || !v)
		return 1;
	double *u1 = v, *v1 = v + n, *u2 = v + 2 * n, *v2 = v + 3 * n;
	double *w = v + 4 * n, *x = v + 5 * n, *y = v + 6 * n, *z = v + 7 * n;
	for (int i = 0; i < n; i++) {
		u1[i] = (double)i / n;
		u2[i] = (double)(i + 1) / n / 2.0;
		v1[i] = (double)(i + 1) / n / 4.0;
		v2[i] = (double)(i + 1) / n / 6.0;
		y[i] = (double)(i + 1) / n / 8.0;
		z[i] = (double)(i + 1) / n / 9.0;
		x[i] = 0.0;
		w[i] = 0.0;
		for (int j = 0; j < n; j++)
			A[i][j] = (double)(i * j % n) / n;
	}

	kernel_gemver(n, 1.5, 1.2, A, u1, v1, u2, v2, w, x, y, z);

	printf("w\n");
	for (int i = 0; i < n; i++)
		printf("%.10g\n", w[i]);
	free(A);
	free(v);
	return 0;
}
