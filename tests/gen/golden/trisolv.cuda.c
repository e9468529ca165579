/* kforge 0.1.0: tests/kernels/trisolv.c for cuda; 3 kernels */
/*
 * trisolv.c: forward substitution, solves L x = b for a lower triangular
 * L (N x N, upper part not read).
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double).
 * Off-diagonal entries are small (each row sums to at most 1/2 of the
 * diagonal), so x stays bounded.
 * Default N=200.  LARGE sizes (about 1 s at -O2; L takes 512 MB):
 * kforge-large: -DN=8000
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j reduction
 * kforge-expect-note: L1.1 accumulates into x[i] (does not depend on j)
 *   and reads x[j], j < i, never x[i] itself; L1 reads x[j] computed by
 *   earlier iterations.
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
        fprintf(stderr, "tests/kernels/trisolv.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_trisolv_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *b, double *x);
cudaError_t kf_launch_kernel_trisolv_S2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x, int kf_c0, double *L);
cudaError_t kf_launch_kernel_trisolv_L2_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x, int kf_c0, double *L);

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

static void kernel_trisolv(int n, const double *restrict L,
			   double *restrict x, const double *restrict b)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_b_bytes = (size_t)n * sizeof b[0];
	double *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_b_bytes, 27);
	const size_t kf_x_bytes = (size_t)n * sizeof x[0];
	double *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_x_bytes, 27);
	const size_t kf_L_bytes = (size_t)(n*n) * sizeof L[0];
	double *kf_L_dev __attribute__((__cleanup__(kf_cuda_free_27))) = kf_cuda_alloc(kf_L_bytes, 27);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
	    kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
	    if (n > 0) {
	        kf_cuda_check(kf_launch_kernel_trisolv_L1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_b_dev, kf_x_dev), "kernel_trisolv_L1<<<...>>>", 29);
	    }
	    kf_cuda_check(cudaMemcpy(kf_L_dev, L, kf_L_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 29);
	    for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
	        {
	            kf_cuda_check(kf_launch_kernel_trisolv_S2(1, 1, 1, 1, 1, 1, n, kf_x_dev, kf_c0, kf_L_dev), "kernel_trisolv_S2<<<...>>>", 29);
	        }
	        if (n - kf_c0 - 1 > 0) {
	            kf_cuda_check(kf_launch_kernel_trisolv_L2_1((unsigned)((n - kf_c0 - 1 + 255) / 256), 1, 1, 256, 1, 1, n, kf_x_dev, kf_c0, kf_L_dev), "kernel_trisolv_L2_1<<<...>>>", 29);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(x, kf_x_dev, kf_x_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 29);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double *L = malloc(sizeof(double) * (size_t)n * n);
	double *x = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);

	if (!L || !x || !b)
		return 1;
	for (int i = 0; i < n; i++) {
		b[i] = 1.0 + (double)(i % 10) / 10.0;
		x[i] = -999.0;
		for (int j = 0; j < n; j++)
			L[(size_t)i * n + j] =
				j < i ? (double)((i * j) % 7 + 1) / (14.0 * n)
				      : (j == i ? 1.0 + (double)(i % 3) / 3.0
						: -999.0);
	}

	kernel_trisolv(n, L, x, b);

	printf("x\n");
	for (int i = 0; i < n; i++)
		printf("%.10g\n", x[i]);
	free(L);
	free(x);
	free(b);
	return 0;
}
