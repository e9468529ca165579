/* kforge 0.1.0: tests/kernels/cholesky.c for cuda; 3 kernels */
/*
 * cholesky.c: Cholesky factorisation A = L * L^T of a symmetric positive
 * definite matrix, in place in the lower triangle, row by row
 * (left-looking): row i is computed from the rows above it.
 *
 * Style: C99 VLA parameters (double), loops written with <=, triangular
 * bounds, sqrt.  A is symmetric and diagonally dominant with a positive
 * diagonal, hence SPD.  The strict upper triangle is left as it was.
 * Default N=90.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1800
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j sequential
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect: L1.2 k reduction
 * kforge-expect-note: L1 reads rows j < i (A[j][k], A[j][j]) finished by
 *   earlier iterations.  L1.1 reads A[i][k] for k < j, written by earlier
 *   iterations of L1.1 itself.
 * kforge-expect-note: L1.1.1 accumulates into A[i][j] (k < j keeps A[i][k]
 *   away from it); L1.2 accumulates into A[i][i].
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 90
#endif

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/cholesky.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_cholesky_S1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *A);
cudaError_t kf_launch_kernel_cholesky_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *A);
cudaError_t kf_launch_kernel_cholesky_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int kf_c0, int n, double *A);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_32(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 32);
}

static void kernel_cholesky(int n, double A[n][n])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_A_bytes = (size_t)n * sizeof A[0];
	double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_32))) = kf_cuda_alloc(kf_A_bytes, 32);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 34);
	    for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
	        {
	            kf_cuda_check(kf_launch_kernel_cholesky_S1(1, 1, 1, 1, 1, 1, kf_c0, n, kf_A_dev), "kernel_cholesky_S1<<<...>>>", 34);
	        }
	        if (-kf_c0 + n - 1 > 0) {
	            kf_cuda_check(kf_launch_kernel_cholesky_L1_1((unsigned)((-kf_c0 + n - 1 + 255) / 256), 1, 1, 256, 1, 1, kf_c0, n, kf_A_dev), "kernel_cholesky_L1_1<<<...>>>", 34);
	        }
	        if (-kf_c0 + n - 2 > 0 && -kf_c0 + n - 2 > 0) {
	            kf_cuda_check(kf_launch_kernel_cholesky_L1_2((unsigned)((-kf_c0 + n - 2 + 15) / 16), (unsigned)((-kf_c0 + n - 2 + 15) / 16), 1, 16, 16, 1, kf_c0, n, kf_A_dev), "kernel_cholesky_L1_2<<<...>>>", 34);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(A, kf_A_dev, kf_A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 34);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double (*A)[n] = malloc(sizeof(double[n][n]));

	if (!A)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j <= i; j++) {
			A[i][j] = (double)((i + j) % 7 + 1) / (8.0 * n);
			A[j][i] = A[i][j];
		}
	for (int i = 0; i < n; i++)
		A[i][i] = 1.0 + (double)(i % 5) / 5.0;

	kernel_cholesky(n, A);

	printf("A\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", A[i][j]);
		printf("\n");
	}
	free(A);
	return 0;
}
