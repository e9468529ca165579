/* kforge 0.1.0: tests/kernels/syr2k.c for cuda; 1 kernel */
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

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/syr2k.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_syr2k_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int m, double *A, double alpha, double *B, double beta, double *C);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_31(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 31);
}

static void kernel_syr2k(int n, int m, double alpha, double beta,
			 double *restrict C, const double *restrict A,
			 const double *restrict B)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_A_bytes = (size_t)(n*m) * sizeof A[0];
	double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_31))) = kf_cuda_alloc(kf_A_bytes, 31);
	const size_t kf_B_bytes = (size_t)(n*m) * sizeof B[0];
	double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_31))) = kf_cuda_alloc(kf_B_bytes, 31);
	const size_t kf_C_bytes = (size_t)(n*n) * sizeof C[0];
	double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_31))) = kf_cuda_alloc(kf_C_bytes, 31);
	double acc;

#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 35);
	    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 35);
	    kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 35);
	    if (n > 0 && n > 0) {
	        kf_cuda_check(kf_launch_kernel_syr2k_L1((unsigned)((n + 15) / 16), (unsigned)((n + 15) / 16), 1, 16, 16, 1, n, m, kf_A_dev, alpha, kf_B_dev, beta, kf_C_dev), "kernel_syr2k_L1<<<...>>>", 35);
	    }
	    kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 35);
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
