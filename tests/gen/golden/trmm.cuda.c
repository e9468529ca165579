/* kforge 0.1.0: tests/kernels/trmm.c for cuda; 1 kernel */
/*
 * trmm.c: triangular matrix multiply, B = alpha * A^T * B, where A (M x M)
 * is unit lower triangular (diagonal taken as 1, upper part not read) and
 * B is M x N, computed in place.
 *
 * Style: static global 2-D arrays used directly by the kernel (double),
 * triangular bound k = i + 1.
 * Default M=64 N=80.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DM=1000 -DN=1100
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: L1 is sequential by an anti dependence: iteration i
 *   reads B[k][j] for k > i, rows that later iterations k overwrite; run in
 *   another order, i would read updated rows.
 * kforge-expect-note: L1.1.1 accumulates into B[i][j] (does not depend on
 *   k) and reads B[k][j] with k > i, never the element it writes.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef M
#define M 64
#endif
#ifndef N
#define N 80
#endif

static double A[M][M];
static double B[M][N];

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/trmm.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_trmm_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *B, double *A, double alpha);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_34(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 34);
}

static void kernel_trmm(double alpha)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_B_bytes = (size_t)64 * sizeof B[0];
	double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_34))) = kf_cuda_alloc(kf_B_bytes, 34);
	const size_t kf_A_bytes = (size_t)64 * sizeof A[0];
	double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_34))) = kf_cuda_alloc(kf_A_bytes, 34);
	int i, j, k;

#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 38);
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 38);
	    for (i = 0; i < M; i++) {
	        if (80 > 0) {
	            kf_cuda_check(kf_launch_kernel_trmm_L1_1((unsigned)((80 + 127) / 128), 1, 1, 128, 1, 1, i, kf_B_dev, kf_A_dev, alpha), "kernel_trmm_L1_1<<<...>>>", 39);
	        }
	        /* the loop counters, as the sequential loops leave them */
	        for (j = 0; j < N; j++) {
	            for (k = i + 1; k < M; k++) {
	            }
	        }
	    }
	    kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 38);
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < M; i++) {
		for (int j = 0; j < i; j++)
			A[i][j] = (double)((i + j) % M) / M;
		A[i][i] = 1.0;
		for (int j = i + 1; j < M; j++)
			A[i][j] = -999.0;	/* never read */
		for (int j = 0; j < N; j++)
			B[i][j] = (double)((N + (i - j)) % N) / N;
	}

	kernel_trmm(1.5);

	printf("B\n");
	for (int i = 0; i < M; i++) {
		for (int j = 0; j < N; j++)
			printf("%.10g ", B[i][j]);
		printf("\n");
	}
	return 0;
}
