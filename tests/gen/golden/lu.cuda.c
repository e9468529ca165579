/* kforge 0.1.0: tests/kernels/lu.c for cuda; 2 kernels */
/*
 * lu.c: LU decomposition without pivoting, in place, right-looking (the
 * example of seed 003): at step k, row k right of the diagonal is divided
 * by the pivot, then the trailing submatrix gets the rank-1 update.  A ends
 * as L (lower, with the diagonal) and U (unit upper, above the diagonal).
 *
 * Style: malloc'ed linearised array with a restrict pointer (double),
 * triangular bounds from k + 1.  A is diagonally dominant, so no pivoting
 * is needed.
 * Default N=80.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1200
 *
 * kforge-expect: L1 k sequential
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.2.1 j parallel
 * kforge-expect-note: L1.1 writes A[k][j] for j > k and reads only the
 *   pivot A[k][k]; L1.2 writes A[i][j] for i, j > k and reads column k
 *   (j > k) and row k (i > k), neither of which it writes.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 80
#endif

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/lu.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_lu_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int k, int n, double *A);
cudaError_t kf_launch_kernel_lu_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int k, int n, double *A);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_30(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 30);
}

static void kernel_lu(int n, double *restrict A)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_A_bytes = (size_t)(n*n) * sizeof A[0];
	double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_30))) = kf_cuda_alloc(kf_A_bytes, 30);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 32);
	    for (int k = 0; k < n; k++) {
	        if (-k + n - 1 > 0) {
	            kf_cuda_check(kf_launch_kernel_lu_L1_1((unsigned)((-k + n - 1 + 255) / 256), 1, 1, 256, 1, 1, k, n, kf_A_dev), "kernel_lu_L1_1<<<...>>>", 33);
	        }
	        if (-k + n - 1 > 0 && -k + n - 1 > 0) {
	            kf_cuda_check(kf_launch_kernel_lu_L1_2((unsigned)((-k + n - 1 + 63) / 64), (unsigned)((-k + n - 1 + 3) / 4), 1, 64, 4, 1, k, n, kf_A_dev), "kernel_lu_L1_2<<<...>>>", 35);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(A, kf_A_dev, kf_A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 32);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double *A = malloc(sizeof(double) * n * n);

	if (!A)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			A[i * n + j] = i == j ? (double)n
					      : (double)((i * j + 1) % n) / n;

	kernel_lu(n, A);

	printf("A\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", A[i * n + j]);
		printf("\n");
	}
	free(A);
	return 0;
}
