/* kforge 0.1.0: tests/kernels/mvt.c for cuda; 1 kernel */
/*
 * mvt.c: two matrix-vector products with A and its transpose,
 * x1 += A * y1 and x2 += A^T * y2 (A is N x N).
 *
 * Style: malloc'ed linearised arrays with restrict pointers (float).
 * Default N=200.  LARGE sizes (about 1 s at -O2; the transposed product
 * walks A by columns):
 * kforge-large: -DN=9000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j reduction
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j reduction
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 200
#endif

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/mvt.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_mvt_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *x1, float *A, float *y1, float *x2, float *y2);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_26(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 26);
}

static void kernel_mvt(int n, float *restrict x1, float *restrict x2,
		       const float *restrict y1, const float *restrict y2,
		       const float *restrict A)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_x1_bytes = (size_t)n * sizeof x1[0];
	float *kf_x1_dev __attribute__((__cleanup__(kf_cuda_free_26))) = kf_cuda_alloc(kf_x1_bytes, 26);
	const size_t kf_A_bytes = (size_t)(n*n) * sizeof A[0];
	float *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_26))) = kf_cuda_alloc(kf_A_bytes, 26);
	const size_t kf_y1_bytes = (size_t)n * sizeof y1[0];
	float *kf_y1_dev __attribute__((__cleanup__(kf_cuda_free_26))) = kf_cuda_alloc(kf_y1_bytes, 26);
	const size_t kf_x2_bytes = (size_t)n * sizeof x2[0];
	float *kf_x2_dev __attribute__((__cleanup__(kf_cuda_free_26))) = kf_cuda_alloc(kf_x2_bytes, 26);
	const size_t kf_y2_bytes = (size_t)n * sizeof y2[0];
	float *kf_y2_dev __attribute__((__cleanup__(kf_cuda_free_26))) = kf_cuda_alloc(kf_y2_bytes, 26);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_x1_dev, x1, kf_x1_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
	    kf_cuda_check(cudaMemcpy(kf_y1_dev, y1, kf_y1_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
	    kf_cuda_check(cudaMemcpy(kf_x2_dev, x2, kf_x2_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
	    kf_cuda_check(cudaMemcpy(kf_y2_dev, y2, kf_y2_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
	    if (n > 0) {
	        kf_cuda_check(kf_launch_kernel_mvt_L1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_x1_dev, kf_A_dev, kf_y1_dev, kf_x2_dev, kf_y2_dev), "kernel_mvt_L1<<<...>>>", 28);
	    }
	    kf_cuda_check(cudaMemcpy(x1, kf_x1_dev, kf_x1_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 28);
	    kf_cuda_check(cudaMemcpy(x2, kf_x2_dev, kf_x2_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 28);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	float *A = malloc(sizeof(float) * (size_t)n * n);
	float *x1 = malloc(sizeof(float) * n), *x2 = malloc(sizeof(float) * n);
	float *y1 = malloc(sizeof(float) * n), *y2 = malloc(sizeof(float) * n);

	if (!A || !x1 || !x2 || !y1 || !y2)
		return 1;
	for (int i = 0; i < n; i++) {
		x1[i] = (float)(i % n) / n;
		x2[i] = (float)((i + 1) % n) / n;
		y1[i] = (float)((i + 3) % n) / n;
		y2[i] = (float)((i + 4) % n) / n;
		for (int j = 0; j < n; j++)
			A[(size_t)i * n + j] = (float)(i * j % n) / n;
	}

	kernel_mvt(n, x1, x2, y1, y2, A);

	printf("x1\n");
	for (int i = 0; i < n; i++)
		printf("%.6g\n", x1[i]);
	printf("x2\n");
	for (int i = 0; i < n; i++)
		printf("%.6g\n", x2[i]);
	free(A);
	free(x1);
	free(x2);
	free(y1);
	free(y2);
	return 0;
}
