/* kforge 0.1.0: tests/kernels/durbin.c for cuda; 4 kernels */
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

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/durbin.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_durbin_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *r, double *y, int k, double *kf_red_sum, double *kf_part_sum);
cudaError_t kf_launch_kernel_durbin_L1_1_fin(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *kf_part_sum, int kf_ngroups, double *kf_red_sum);
cudaError_t kf_launch_kernel_durbin_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *y, double alpha, int k, double *z);
cudaError_t kf_launch_kernel_durbin_L1_3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *y, int k, double *z);
cudaError_t kf_launch_kernel_durbin_S10(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *y, double alpha, int k);

static void *kf_cuda_alloc(size_t bytes, int line)
{
    void *p = NULL;
    kf_cuda_check(cudaMalloc(&p, bytes), "cudaMalloc", line);
    return p;
}

static void kf_cuda_free_36(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 36);
}

static void kernel_durbin(void)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t r_bytes = (size_t)400 * sizeof r[0];
	double *r_dev __attribute__((cleanup(kf_cuda_free_36))) = kf_cuda_alloc(r_bytes, 36);
	const size_t y_bytes = (size_t)400 * sizeof y[0];
	double *y_dev __attribute__((cleanup(kf_cuda_free_36))) = kf_cuda_alloc(y_bytes, 36);
	const size_t z_bytes = (size_t)400 * sizeof z[0];
	double *z_dev __attribute__((cleanup(kf_cuda_free_36))) = kf_cuda_alloc(z_bytes, 36);
	double alpha, beta, sum;

#pragma scop
	{
	    double *kf_red_kernel_durbin_L1_1_sum = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_red_kernel_durbin_L1_1_sum, 1 * sizeof(double)), "cudaMalloc", 40);
	    double *kf_part_kernel_durbin_L1_1_sum = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_part_kernel_durbin_L1_1_sum, 256 * sizeof(double)), "cudaMalloc", 40);
	    y[0] = -r[0];
	    beta = 1.0;
	    alpha = -r[0];
	    kf_cuda_check(cudaMemcpy(r_dev, r, r_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 43);
	    kf_cuda_check(cudaMemcpy(y_dev, y, y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 43);
	    kf_cuda_check(cudaMemcpy(z_dev, z, z_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 43);
	    for (int k = 1; k < N; k++) {
	        beta = (1.0 - alpha * alpha) * beta;
	        sum = 0.0;
	        if (k > 0) {
	            size_t kf_total = (size_t)(k);
	            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
	            kf_cuda_check(cudaMemcpy(kf_red_kernel_durbin_L1_1_sum, &sum, sizeof sum, cudaMemcpyHostToDevice), "cudaMemcpy", 46);
	            kf_cuda_check(kf_launch_kernel_durbin_L1_1((unsigned)kf_groups, 1, 1, 256, 1, 1, r_dev, y_dev, k, kf_red_kernel_durbin_L1_1_sum, kf_part_kernel_durbin_L1_1_sum), "kernel_durbin_L1_1<<<...>>>", 46);
	            kf_cuda_check(kf_launch_kernel_durbin_L1_1_fin(1, 1, 1, 1, 1, 1, kf_part_kernel_durbin_L1_1_sum, (int)kf_groups, kf_red_kernel_durbin_L1_1_sum), "kernel_durbin_L1_1_fin<<<...>>>", 46);
	            kf_cuda_check(cudaMemcpy(&sum, kf_red_kernel_durbin_L1_1_sum, sizeof sum, cudaMemcpyDeviceToHost), "cudaMemcpy", 46);
	        }
	        alpha = -(r[k] + sum) / beta;
	        if (k > 0) {
	            kf_cuda_check(kf_launch_kernel_durbin_L1_2((unsigned)((k + 255) / 256), 1, 1, 256, 1, 1, y_dev, alpha, k, z_dev), "kernel_durbin_L1_2<<<...>>>", 49);
	        }
	        if (k > 0) {
	            kf_cuda_check(kf_launch_kernel_durbin_L1_3((unsigned)((k + 255) / 256), 1, 1, 256, 1, 1, y_dev, k, z_dev), "kernel_durbin_L1_3<<<...>>>", 51);
	        }
	        {
	            kf_cuda_check(kf_launch_kernel_durbin_S10(1, 1, 1, 1, 1, 1, y_dev, alpha, k), "kernel_durbin_S10<<<...>>>", 53);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(z, z_dev, z_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 43);
	    kf_cuda_check(cudaMemcpy(y, y_dev, y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 43);
	    kf_cuda_check(cudaFree(kf_red_kernel_durbin_L1_1_sum), "cudaFree", 54);
	    kf_cuda_check(cudaFree(kf_part_kernel_durbin_L1_1_sum), "cudaFree", 54);
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
