/* kforge 0.1.0: tests/kernels/syrk.c for cuda; 1 kernel */
/*
 * syrk.c: symmetric rank-k update of the lower triangle,
 * C = alpha * A * A^T + beta * C  (C is N x N, A is N x M).
 *
 * Style: C99 VLA parameters (float), triangular bounds j <= i.
 * Default N=80 M=60.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1500 -DM=1200
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.2 k reduction
 * kforge-expect: L1.2.1 j parallel
 * kforge-expect-note: L1.2 (k outside j) carries only C[i][j] += ... for
 *   each j: an array reduction, since C[i][j] does not depend on k.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 80
#endif
#ifndef M
#define M 60
#endif

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/syrk.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_syrk_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *C, float beta, int m, float alpha, float *A);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_29(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 29);
}

static void kernel_syrk(int n, int m, float alpha, float beta,
			float C[n][n], float A[n][m])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_C_bytes = (size_t)n * sizeof C[0];
	float *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_29))) = kf_cuda_alloc(kf_C_bytes, 29);
	const size_t kf_A_bytes = (size_t)n * sizeof A[0];
	float *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_29))) = kf_cuda_alloc(kf_A_bytes, 29);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
	    if (n > 0 && n > 0) {
	        kf_cuda_check(kf_launch_kernel_syrk_L1((unsigned)((n + 7) / 8), (unsigned)((n + 31) / 32), 1, 8, 32, 1, n, kf_C_dev, beta, m, alpha, kf_A_dev), "kernel_syrk_L1<<<...>>>", 31);
	    }
	    kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 31);
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	float (*A)[m] = malloc(sizeof(float[n][m]));
	float (*C)[n] = malloc(sizeof(float[n][n]));

	if (!A || !C)
		return 1;
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < m; j++)
			A[i][j] = (float)((i * j + 1) % n) / n;
		for (int j = 0; j < n; j++)
			C[i][j] = (float)((i * j + 2) % m) / m;
	}

	kernel_syrk(n, m, 1.5f, 1.2f, C, A);

	printf("C\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.6g ", C[i][j]);
		printf("\n");
	}
	free(A);
	free(C);
	return 0;
}
