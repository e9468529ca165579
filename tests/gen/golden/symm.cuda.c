/* kforge 0.1.0: tests/kernels/symm.c for cuda; 1 kernel */
/*
 * symm.c: symmetric matrix multiply, C = alpha * A * B + beta * C, where
 * A (M x M) is symmetric and only its lower triangle is read; B and C are
 * M x N.  Row i of the result takes the lower-triangle part of A's row i
 * directly (temp) and scatters A[i][k] * B[i][j] into rows k < i, which
 * stands for the upper-triangle part.
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double),
 * scalar temporary declared outside the scop.
 * Default M=64 N=72.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DM=800 -DN=1000
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: L1 is sequential: iteration i assigns
 *   C[i][j] = beta * C[i][j] + ..., and every later iteration i' > i adds
 *   to that same C[i][j] (k = i in C[k][j] +=); an assignment followed by
 *   updates is not a reduction, the order matters (beta would scale the
 *   later additions).
 * kforge-expect-note: L1.1 is parallel: for one i, iteration j touches
 *   only column j of B and C, and temp is set before it is read.
 * kforge-expect-note: L1.1.1 carries only temp += ...; C[k][j] += writes a
 *   different element for each k, and k < i keeps it away from C[i][j].
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef M
#define M 64
#endif
#ifndef N
#define N 72
#endif

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/symm.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_symm_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int m, int n, double *C, double alpha, double *B, double *A, double beta);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_40(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 40);
}

static void kernel_symm(int m, int n, double alpha, double beta,
			double *restrict C, const double *restrict A,
			const double *restrict B)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_C_bytes = (size_t)(m*n) * sizeof C[0];
	double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_40))) = kf_cuda_alloc(kf_C_bytes, 40);
	const size_t kf_B_bytes = (size_t)(m*n) * sizeof B[0];
	double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_40))) = kf_cuda_alloc(kf_B_bytes, 40);
	const size_t kf_A_bytes = (size_t)(m*m) * sizeof A[0];
	double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_40))) = kf_cuda_alloc(kf_A_bytes, 40);
	double temp;

#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 44);
	    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 44);
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 44);
	    for (int i = 0; i < m; i++) {
	        if (n > 0) {
	            kf_cuda_check(kf_launch_kernel_symm_L1_1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, i, m, n, kf_C_dev, alpha, kf_B_dev, kf_A_dev, beta), "kernel_symm_L1_1<<<...>>>", 45);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 44);
	}
#pragma endscop
}

int main(void)
{
	int m = M, n = N;
	double *A = malloc(sizeof(double) * m * m);
	double *B = malloc(sizeof(double) * m * n);
	double *C = malloc(sizeof(double) * m * n);

	if (!A || !B || !C)
		return 1;
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < n; j++) {
			C[i * n + j] = (double)((i + j) % 100) / m;
			B[i * n + j] = (double)((n + i - j) % 100) / m;
		}
		/* lower triangle only; the upper one is poisoned to show it
		 * is never read */
		for (int j = 0; j < m; j++)
			A[i * m + j] = j <= i ? (double)((i + j) % 100) / m
					      : -999.0;
	}

	kernel_symm(m, n, 1.5, 1.2, C, A, B);

	printf("C\n");
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", C[i * n + j]);
		printf("\n");
	}
	free(A);
	free(B);
	free(C);
	return 0;
}
