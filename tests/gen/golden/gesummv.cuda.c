/* kforge 0.1.0: tests/kernels/gesummv.c for cuda; 1 kernel */
/*
 * gesummv.c: sum of two matrix-vector products, y = alpha A x + beta B x.
 *
 * Style: static global 2-D arrays used directly by the kernel (float);
 * two scalar accumulators declared at function level, outside the scop.
 * Default N=160.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=9000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j reduction
 * kforge-expect-note: sa and sb are set to 0 at the top of every i, so
 *   they are private to L1; L1.1 reduces into both of them.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 160
#endif

static float A[N][N];
static float B[N][N];
static float x[N];
static float y[N];

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/gesummv.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_gesummv_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *A, float *x, float *B, float alpha, float beta, float *y);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_27(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 27);
}

static void kernel_gesummv(float alpha, float beta)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_A_bytes = (size_t)160 * sizeof A[0];
	float *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_A_bytes, 27);
	const size_t kf_x_bytes = (size_t)160 * sizeof x[0];
	float *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_x_bytes, 27);
	const size_t kf_B_bytes = (size_t)160 * sizeof B[0];
	float *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_B_bytes, 27);
	const size_t kf_y_bytes = (size_t)160 * sizeof y[0];
	float *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_y_bytes, 27);
	float sa, sb;

#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
	    kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
	    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
	    kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
	    if (160 > 0) {
	        kf_cuda_check(kf_launch_kernel_gesummv_L1((unsigned)((160 + 255) / 256), 1, 1, 256, 1, 1, kf_A_dev, kf_x_dev, kf_B_dev, alpha, beta, kf_y_dev), "kernel_gesummv_L1<<<...>>>", 31);
	    }
	    kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 31);
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		x[i] = (float)(i % N) / N;
		for (int j = 0; j < N; j++) {
			A[i][j] = (float)((i * j + 1) % N) / N;
			B[i][j] = (float)((i * j + 2) % N) / N;
		}
	}

	kernel_gesummv(1.5f, 1.2f);

	printf("y\n");
	for (int i = 0; i < N; i++)
		printf("%.6g\n", y[i]);
	return 0;
}
