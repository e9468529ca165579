/* kforge 0.1.0: tests/kernels/gemver.c for cuda; 3 kernels */
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

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/gemver.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_gemver_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *u1, double *v1, double *u2, double *v2);
cudaError_t kf_launch_kernel_gemver_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *x, double beta, double *y, double *z);
cudaError_t kf_launch_kernel_gemver_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *x, double *w, double alpha);

static void *kf_cuda_alloc(size_t bytes, int line)
{
    void *p = NULL;
    kf_cuda_check(cudaMalloc(&p, bytes), "cudaMalloc", line);
    return p;
}

static void kf_cuda_free_35(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 35);
}

static void kernel_gemver(int n, double alpha, double beta, double A[n][n],
			  double u1[n], double v1[n], double u2[n],
			  double v2[n], double w[n], double x[n], double y[n],
			  double z[n])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t A_bytes = (size_t)n * sizeof A[0];
	double *A_dev __attribute__((cleanup(kf_cuda_free_35))) = kf_cuda_alloc(A_bytes, 35);
	const size_t u1_bytes = (size_t)n * sizeof u1[0];
	double *u1_dev __attribute__((cleanup(kf_cuda_free_35))) = kf_cuda_alloc(u1_bytes, 35);
	const size_t v1_bytes = (size_t)n * sizeof v1[0];
	double *v1_dev __attribute__((cleanup(kf_cuda_free_35))) = kf_cuda_alloc(v1_bytes, 35);
	const size_t u2_bytes = (size_t)n * sizeof u2[0];
	double *u2_dev __attribute__((cleanup(kf_cuda_free_35))) = kf_cuda_alloc(u2_bytes, 35);
	const size_t v2_bytes = (size_t)n * sizeof v2[0];
	double *v2_dev __attribute__((cleanup(kf_cuda_free_35))) = kf_cuda_alloc(v2_bytes, 35);
	const size_t x_bytes = (size_t)n * sizeof x[0];
	double *x_dev __attribute__((cleanup(kf_cuda_free_35))) = kf_cuda_alloc(x_bytes, 35);
	const size_t y_bytes = (size_t)n * sizeof y[0];
	double *y_dev __attribute__((cleanup(kf_cuda_free_35))) = kf_cuda_alloc(y_bytes, 35);
	const size_t z_bytes = (size_t)n * sizeof z[0];
	double *z_dev __attribute__((cleanup(kf_cuda_free_35))) = kf_cuda_alloc(z_bytes, 35);
	const size_t w_bytes = (size_t)n * sizeof w[0];
	double *w_dev __attribute__((cleanup(kf_cuda_free_35))) = kf_cuda_alloc(w_bytes, 35);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    kf_cuda_check(cudaMemcpy(u1_dev, u1, u1_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    kf_cuda_check(cudaMemcpy(v1_dev, v1, v1_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    kf_cuda_check(cudaMemcpy(u2_dev, u2, u2_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    kf_cuda_check(cudaMemcpy(v2_dev, v2, v2_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    if (n > 0 && n > 0) {
	        kf_cuda_check(kf_launch_kernel_gemver_L1((unsigned)((n + 15) / 16), (unsigned)((n + 15) / 16), 1, 16, 16, 1, n, A_dev, u1_dev, v1_dev, u2_dev, v2_dev), "kernel_gemver_L1<<<...>>>", 37);
	    }
	    kf_cuda_check(cudaMemcpy(x_dev, x, x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
	    kf_cuda_check(cudaMemcpy(y_dev, y, y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
	    kf_cuda_check(cudaMemcpy(z_dev, z, z_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
	    if (n > 0) {
	        kf_cuda_check(kf_launch_kernel_gemver_L2((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, A_dev, x_dev, beta, y_dev, z_dev), "kernel_gemver_L2<<<...>>>", 40);
	    }
	    kf_cuda_check(cudaMemcpy(w_dev, w, w_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    if (n > 0) {
	        kf_cuda_check(kf_launch_kernel_gemver_L4((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, A_dev, x_dev, w_dev, alpha), "kernel_gemver_L4<<<...>>>", 45);
	    }
	    kf_cuda_check(cudaMemcpy(A, A_dev, A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 45);
	    kf_cuda_check(cudaMemcpy(x, x_dev, x_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 45);
	    kf_cuda_check(cudaMemcpy(w, w_dev, w_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 45);
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
