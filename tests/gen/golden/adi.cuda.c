/* kforge 0.1.0: tests/kernels/adi.c for cuda; 2 kernels */
/*
 * adi.c: alternating direction implicit (ADI) solver for 2-D diffusion.
 * Each time step solves one tridiagonal system per column (implicit along
 * the first index, u -> v) and then one per row (implicit along the
 * second index, v -> u), each by the Thomas algorithm: a forward
 * elimination sweep filling p and q, then a backward substitution sweep.
 * Boundary values are held at 1.
 *
 * Style: static global 2-D arrays used directly by the kernel (double),
 * decrementing loops (the backward sweeps).  Coefficients are set before
 * the scop.  The scheme is implicit and unconditionally stable.
 * Default N=50 TSTEPS=10.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1000 -DTSTEPS=60
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 i parallel
 * kforge-expect: L1.1.1 j sequential
 * kforge-expect: L1.1.2 j sequential
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.2.1 j sequential
 * kforge-expect: L1.2.2 j sequential
 * kforge-expect-note: L1.1 (one column i per iteration) writes column i of
 *   v and row i of p and q, and reads u, which the column sweep does not
 *   write; L1.2 likewise writes row i of u, p and q and reads v.  The
 *   forward sweeps carry p[i][j-1] -> p[i][j] and q[i][j-1] -> q[i][j];
 *   the backward sweeps carry v[j+1][i] -> v[j][i] and u[i][j+1] ->
 *   u[i][j].
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 50
#endif
#ifndef TSTEPS
#define TSTEPS 10
#endif

static double u[N][N];
static double v[N][N];
static double p[N][N];
static double q[N][N];

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/adi.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_adi_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *v, double *p, double *q, double c, double a, double b, double d, double *u, double f);
cudaError_t kf_launch_kernel_adi_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *v, double *p, double *q, double c, double a, double d, double *u, double f, double e);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_45(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 45);
}

static void kernel_adi(void)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_v_bytes = (size_t)50 * sizeof v[0];
	double *kf_v_dev __attribute__((__cleanup__(kf_cuda_free_45))) = kf_cuda_alloc(kf_v_bytes, 45);
	const size_t kf_p_bytes = (size_t)50 * sizeof p[0];
	double *kf_p_dev __attribute__((__cleanup__(kf_cuda_free_45))) = kf_cuda_alloc(kf_p_bytes, 45);
	const size_t kf_q_bytes = (size_t)50 * sizeof q[0];
	double *kf_q_dev __attribute__((__cleanup__(kf_cuda_free_45))) = kf_cuda_alloc(kf_q_bytes, 45);
	const size_t kf_u_bytes = (size_t)50 * sizeof u[0];
	double *kf_u_dev __attribute__((__cleanup__(kf_cuda_free_45))) = kf_cuda_alloc(kf_u_bytes, 45);
	int t, i, j;
	double dx = 1.0 / N, dt = 2.0 / ((double)N * N);
	double mx = 1.0 * dt / (dx * dx), my = 0.5 * dt / (dx * dx);
	double a = -mx / 2.0, b = 1.0 + mx, c = a;
	double d = -my / 2.0, e = 1.0 + my, f = d;

#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_v_dev, v, kf_v_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 53);
	    kf_cuda_check(cudaMemcpy(kf_p_dev, p, kf_p_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 53);
	    kf_cuda_check(cudaMemcpy(kf_q_dev, q, kf_q_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 53);
	    kf_cuda_check(cudaMemcpy(kf_u_dev, u, kf_u_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 53);
	    for (t = 1; t <= TSTEPS; t++) {
	        if (48 > 0) {
	            kf_cuda_check(kf_launch_kernel_adi_L1_1((unsigned)((48 + 63) / 64), 1, 1, 64, 1, 1, kf_v_dev, kf_p_dev, kf_q_dev, c, a, b, d, kf_u_dev, f), "kernel_adi_L1_1<<<...>>>", 54);
	        }
	        /* the loop counters, as the sequential loops leave them */
	        for (i = 1; i < N - 1; i++) {
	            for (j = 1; j < N - 1; j++) {
	            }
	            for (j = N - 2; j >= 1; j--) {
	            }
	        }
	        if (48 > 0) {
	            kf_cuda_check(kf_launch_kernel_adi_L1_2((unsigned)((48 + 63) / 64), 1, 1, 64, 1, 1, kf_v_dev, kf_p_dev, kf_q_dev, c, a, d, kf_u_dev, f, e), "kernel_adi_L1_2<<<...>>>", 68);
	        }
	        /* the loop counters, as the sequential loops leave them */
	        for (i = 1; i < N - 1; i++) {
	            for (j = 1; j < N - 1; j++) {
	            }
	            for (j = N - 2; j >= 1; j--) {
	            }
	        }
	    }
	    kf_cuda_check(cudaMemcpy(v, kf_v_dev, kf_v_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 53);
	    kf_cuda_check(cudaMemcpy(p, kf_p_dev, kf_p_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 53);
	    kf_cuda_check(cudaMemcpy(q, kf_q_dev, kf_q_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 53);
	    kf_cuda_check(cudaMemcpy(u, kf_u_dev, kf_u_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 53);
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			u[i][j] = (double)(i + N - j) / N;

	kernel_adi();

	printf("u\n");
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < N; j++)
			printf("%.10g ", u[i][j]);
		printf("\n");
	}
	return 0;
}
