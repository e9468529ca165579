/* kforge 0.1.0: tests/kernels/jacobi-2d.c for cuda; 2 kernels */
/*
 * jacobi-2d.c: 5-point Jacobi smoothing in 2-D, TSTEPS time steps, each
 * a sweep A -> B and a sweep B -> A over the interior.
 *
 * Style: C99 VLA parameters (double).
 * Default N=64 TSTEPS=20.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1300 -DTSTEPS=200
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 i parallel
 * kforge-expect: L1.1.1 j parallel
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.2.1 j parallel
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 64
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
        fprintf(stderr, "tests/kernels/jacobi-2d.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_jacobi_2d_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *B);
cudaError_t kf_launch_kernel_jacobi_2d_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *B);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_28(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 28);
}

static void kernel_jacobi_2d(int tsteps, int n, double A[n][n],
			     double B[n][n])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_A_bytes = (size_t)n * sizeof A[0];
	double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_28))) = kf_cuda_alloc(kf_A_bytes, 28);
	const size_t kf_B_bytes = (size_t)n * sizeof B[0];
	double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_28))) = kf_cuda_alloc(kf_B_bytes, 28);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
	    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
	    for (int t = 0; t < tsteps; t++) {
	        if (n - 2 > 0 && n - 2 > 0) {
	            kf_cuda_check(kf_launch_kernel_jacobi_2d_L1_1((unsigned)((n - 2 + 31) / 32), (unsigned)((n - 2 + 7) / 8), 1, 32, 8, 1, n, kf_A_dev, kf_B_dev), "kernel_jacobi_2d_L1_1<<<...>>>", 31);
	        }
	        if (n - 2 > 0 && n - 2 > 0) {
	            kf_cuda_check(kf_launch_kernel_jacobi_2d_L1_2((unsigned)((n - 2 + 31) / 32), (unsigned)((n - 2 + 7) / 8), 1, 32, 8, 1, n, kf_A_dev, kf_B_dev), "kernel_jacobi_2d_L1_2<<<...>>>", 35);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 30);
	    kf_cuda_check(cudaMemcpy(A, kf_A_dev, kf_A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 30);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double (*A)[n] = malloc(sizeof(double[n][n]));
	double (*B)[n] = malloc(sizeof(double[n][n]));

	if (!A || !B)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			A[i][j] = (double)((i * i + 2 * j * j + 3 * i * j) % 11) / 2.0;
			B[i][j] = (double)((i + 3 * j * j) % 7) / 2.0;
		}

	kernel_jacobi_2d(TSTEPS, n, A, B);

	printf("A\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", A[i][j]);
		printf("\n");
	}
	free(A);
	free(B);
	return 0;
}
