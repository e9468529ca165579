/* kforge 0.1.0: tests/kernels/heat-3d.c for cuda; 2 kernels */
/*
 * heat-3d.c: explicit heat equation in 3-D, 7-point stencil, TSTEPS time
 * steps, each a sweep A -> B and a sweep B -> A over the interior.
 *
 * Style: C99 VLA parameters with three dimensions (float).  The update
 * weights are all non-negative and sum to 1, so values stay between the
 * initial minimum and maximum.
 * Default N=20 TSTEPS=20.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=160 -DTSTEPS=60
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 i parallel
 * kforge-expect: L1.1.1 j parallel
 * kforge-expect: L1.1.1.1 k parallel
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.2.1 j parallel
 * kforge-expect: L1.2.1.1 k parallel
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 20
#endif
#ifndef TSTEPS
#define TSTEPS 20
#endif

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/heat-3d.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_heat_3d_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *A, float *B);
cudaError_t kf_launch_kernel_heat_3d_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *A, float *B);

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

static void kernel_heat_3d(int tsteps, int n, float A[n][n][n],
			   float B[n][n][n])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_A_bytes = (size_t)n * sizeof A[0];
	float *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_32))) = kf_cuda_alloc(kf_A_bytes, 32);
	const size_t kf_B_bytes = (size_t)n * sizeof B[0];
	float *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_32))) = kf_cuda_alloc(kf_B_bytes, 32);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 34);
	    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 34);
	    for (int t = 1; t <= tsteps; t++) {
	        if (n - 2 > 0 && n - 2 > 0 && n - 2 > 0) {
	            kf_cuda_check(kf_launch_kernel_heat_3d_L1_1((unsigned)((n - 2 + 31) / 32), (unsigned)((n - 2 + 3) / 4), (unsigned)((n - 2 + 1) / 2), 32, 4, 2, n, kf_A_dev, kf_B_dev), "kernel_heat_3d_L1_1<<<...>>>", 35);
	        }
	        if (n - 2 > 0 && n - 2 > 0 && n - 2 > 0) {
	            kf_cuda_check(kf_launch_kernel_heat_3d_L1_2((unsigned)((n - 2 + 31) / 32), (unsigned)((n - 2 + 3) / 4), (unsigned)((n - 2 + 1) / 2), 32, 4, 2, n, kf_A_dev, kf_B_dev), "kernel_heat_3d_L1_2<<<...>>>", 42);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 34);
	    kf_cuda_check(cudaMemcpy(A, kf_A_dev, kf_A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 34);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	float (*A)[n][n] = malloc(sizeof(float[n][n][n]));
	float (*B)[n][n] = malloc(sizeof(float[n][n][n]));

	if (!A || !B)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			for (int k = 0; k < n; k++)
				A[i][j][k] = B[i][j][k] =
					(float)((i * i + 3 * j + 2 * k * k) % 13) + 1.0f;

	kernel_heat_3d(TSTEPS, n, A, B);

	printf("A\n");
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			for (int k = 0; k < n; k++)
				printf("%.6g ", A[i][j][k]);
			printf("\n");
		}
	free(A);
	free(B);
	return 0;
}
