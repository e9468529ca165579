/* kforge 0.1.0: tests/kernels/durbin.c for cuda; 3 kernels */
/*
 * durbin.c: Levinson-Durbin recursion.  Solves the Yule-Walker system
 * T y = -r, where T is the symmetric Toeplitz matrix with first row
 * (1, r[0], ..., r[n-2]).
 *
 * Style: static global 1-D arrays used directly by the kernel (double),
 * scalar statements and scalar reductions inside the scop.
 * r[k] = rho(k + 1) for rho(h) = 1 / (1 + h): rho is convex and decreases
 * to 0, so (Polya's criterion) it is an autocorrelation, T is positive
 * definite and |alpha| < 1 at every step: nothing blows up, and y decays
 * only slowly, so every printed value means something.
 * Default N=400.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=40000
 *
 * kforge-expect: L1 k sequential
 * kforge-expect: L1.1 i reduction
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.3 i parallel
 * kforge-expect-note: L1.2 writes z[i] and reads y (not written there);
 *   L1.3 copies z back to y.  Fused into one loop, y[i] = y[i] + alpha *
 *   y[k-i-1] would not be parallel; the copy through z is what makes
 *   them parallel.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 400
#endif

static double r[N];
static double y[N];
static double z[N];

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/durbin.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_durbin_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *y, double alpha, int k, double *z);
cudaError_t kf_launch_kernel_durbin_L1_3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *y, int k, double *z);
cudaError_t kf_launch_kernel_durbin_S10(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *y, double alpha, int k);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_36(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 36);
}

static void kernel_durbin(void)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_y_bytes = (size_t)400 * sizeof y[0];
	double *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_36))) = kf_cuda_alloc(kf_y_bytes, 36);
	const size_t kf_z_bytes = (size_t)400 * sizeof z[0];
	double *kf_z_dev __attribute__((__cleanup__(kf_cuda_free_36))) = kf_cuda_alloc(kf_z_bytes, 36);
	double alpha, beta, sum;

#pragma scop
	{
	    y[0] = -r[0];
	    beta = 1.0;
	    alpha = -r[0];
	    kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 43);
	    kf_cuda_check(cudaMemcpy(kf_z_dev, z, kf_z_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 43);
	    for (int k = 1; k < N; k++) {
	        beta = (1.0 - alpha * alpha) * beta;
	        sum = 0.0;
	        for (int i = 0; i < k; i++)
	        	sum += r[k - i - 1] * y[i];
	        alpha = -(r[k] + sum) / beta;
	        if (k > 0) {
	            kf_cuda_check(kf_launch_kernel_durbin_L1_2((unsigned)((k + 255) / 256), 1, 1, 256, 1, 1, kf_y_dev, alpha, k, kf_z_dev), "kernel_durbin_L1_2<<<...>>>", 49);
	        }
	        if (k > 0) {
	            kf_cuda_check(kf_launch_kernel_durbin_L1_3((unsigned)((k + 255) / 256), 1, 1, 256, 1, 1, kf_y_dev, k, kf_z_dev), "kernel_durbin_L1_3<<<...>>>", 51);
	        }
	        {
	            kf_cuda_check(kf_launch_kernel_durbin_S10(1, 1, 1, 1, 1, 1, kf_y_dev, alpha, k), "kernel_durbin_S10<<<...>>>", 53);
	        }
	        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 53);
	    }
	    kf_cuda_check(cudaMemcpy(z, kf_z_dev, kf_z_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 43);
	}
#pragma endscop
}

int main(void)
{
	for (int k = 0; k < N; k++)
		r[k] = 1.0 / (k + 2);

	kernel_durbin();

	printf("y\n");
	for (int i = 0; i < N; i++)
		printf("%.10g\n", y[i]);
	return 0;
}
