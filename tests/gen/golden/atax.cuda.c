/* kforge 0.1.0: tests/kernels/atax.c for cuda; 2 kernels */
/*
 * atax.c: y = A^T * (A * x), with A of M rows and N columns.
 *
 * Style: static global 2-D arrays passed as fixed-size parameters (float);
 * the row product A[i] . x lives in a scalar temporary.
 * Default M=120 N=140.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DM=8000 -DN=9000
 *
 * kforge-expect: L1 j parallel
 * kforge-expect: L2 i reduction
 * kforge-expect: L2.1 j reduction
 * kforge-expect: L2.2 j parallel
 * kforge-expect-note: L2 (over rows i) carries only y[j] += ..., an array
 *   reduction (y[j] does not depend on i); t is written (t = 0) before it
 *   is read in every i, so it is private.  Parallelising L2 needs a
 *   privatised or atomic y; interchanging L2.2 outward is the other way.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef M
#define M 120
#endif
#ifndef N
#define N 140
#endif

static float a_data[M][N];
static float x_data[N];
static float y_data[N];

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/atax.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_atax_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *y);
cudaError_t kf_launch_kernel_atax_L2_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *y, int i, float t, float *A);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_33(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 33);
}

static void kernel_atax(float A[M][N], float x[N], float y[N])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_y_bytes = (size_t)140 * sizeof y[0];
	float *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_33))) = kf_cuda_alloc(kf_y_bytes, 33);
	const size_t kf_A_bytes = (size_t)120 * sizeof A[0];
	float *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_33))) = kf_cuda_alloc(kf_A_bytes, 33);
	float t;

#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
	    if (140 > 0) {
	        kf_cuda_check(kf_launch_kernel_atax_L1((unsigned)((140 + 255) / 256), 1, 1, 256, 1, 1, kf_y_dev), "kernel_atax_L1<<<...>>>", 37);
	    }
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 39);
	    for (int i = 0; i < M; i++) {
	        t = 0.0f;
	        for (int j = 0; j < N; j++)
	        	t += A[i][j] * x[j];
	        if (140 > 0) {
	            kf_cuda_check(kf_launch_kernel_atax_L2_2((unsigned)((140 + 255) / 256), 1, 1, 256, 1, 1, kf_y_dev, i, t, kf_A_dev), "kernel_atax_L2_2<<<...>>>", 43);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 39);
	}
#pragma endscop
}

int main(void)
{
	for (int j = 0; j < N; j++)
		x_data[j] = 1.0f + (float)j / N;
	for (int i = 0; i < M; i++)
		for (int j = 0; j < N; j++)
			a_data[i][j] = (float)((i + j) % N) / (5.0f * M);

	kernel_atax(a_data, x_data, y_data);

	printf("y\n");
	for (int j = 0; j < N; j++)
		printf("%.6g\n", y_data[j]);
	return 0;
}
