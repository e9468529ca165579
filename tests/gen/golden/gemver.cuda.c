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

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/gemver.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_gemver_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *u1, double *v1, double *u2, double *v2);
cudaError_t kf_launch_kernel_gemver_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *x, double beta, double *y, double *z);
cudaError_t kf_launch_kernel_gemver_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *x, double *w, double alpha);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_35(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 35);
}

static void kernel_gemver(int n, double alpha, double beta, double A[n][n],
			  double u1[n], double v1[n], double u2[n],
			  double v2[n], double w[n], double x[n], double y[n],
			  double z[n])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_A_bytes = (size_t)n * sizeof A[0];
	double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_A_bytes, 35);
	const size_t kf_u1_bytes = (size_t)n * sizeof u1[0];
	double *kf_u1_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_u1_bytes, 35);
	const size_t kf_v1_bytes = (size_t)n * sizeof v1[0];
	double *kf_v1_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_v1_bytes, 35);
	const size_t kf_u2_bytes = (size_t)n * sizeof u2[0];
	double *kf_u2_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_u2_bytes, 35);
	const size_t kf_v2_bytes = (size_t)n * sizeof v2[0];
	double *kf_v2_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_v2_bytes, 35);
	const size_t kf_x_bytes = (size_t)n * sizeof x[0];
	double *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_x_bytes, 35);
	const size_t kf_y_bytes = (size_t)n * sizeof y[0];
	double *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_y_bytes, 35);
	const size_t kf_z_bytes = (size_t)n * sizeof z[0];
	double *kf_z_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_z_bytes, 35);
	const size_t kf_w_bytes = (size_t)n * sizeof w[0];
	double *kf_w_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_w_bytes, 35);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    kf_cuda_check(cudaMemcpy(kf_u1_dev, u1, kf_u1_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    kf_cuda_check(cudaMemcpy(kf_v1_dev, v1, kf_v1_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    kf_cuda_check(cudaMemcpy(kf_u2_dev, u2, kf_u2_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    kf_cuda_check(cudaMemcpy(kf_v2_dev, v2, kf_v2_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    if (n > 0 && n > 0) {
	        kf_cuda_check(kf_launch_kernel_gemver_L1((unsigned)((n + 15) / 16), (unsigned)((n + 15) / 16), 1, 16, 16, 1, n, kf_A_dev, kf_u1_dev, kf_v1_dev, kf_u2_dev, kf_v2_dev), "kernel_gemver_L1<<<...>>>", 37);
	    }
	    kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
	    kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
	    kf_cuda_check(cudaMemcpy(kf_z_dev, z, kf_z_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
	    if (n > 0) {
	        kf_cuda_check(kf_launch_kernel_gemver_L2((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_A_dev, kf_x_dev, beta, kf_y_dev, kf_z_dev), "kernel_gemver_L2<<<...>>>", 40);
	    }
	    kf_cuda_check(cudaMemcpy(kf_w_dev, w, kf_w_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    if (n > 0) {
	        kf_cuda_check(kf_launch_kernel_gemver_L4((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_A_dev, kf_x_dev, kf_w_dev, alpha), "kernel_gemver_L4<<<...>>>", 45);
	    }
	    kf_cuda_check(cudaMemcpy(A, kf_A_dev, kf_A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 45);
	    kf_cuda_check(cudaMemcpy(x, kf_x_dev, kf_x_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 45);
	    kf_cuda_check(cudaMemcpy(w, kf_w_dev, kf_w_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 45);
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
