/* kforge 0.1.0: tests/kernels/seidel-2d.c for cuda; 1 kernel */
/*
 * seidel-2d.c: 9-point Gauss-Seidel smoothing in 2-D, in place, TSTEPS
 * sweeps over the interior.
 *
 * Style: static global 2-D array passed as a fixed-size parameter
 * (double); the step count is an int parameter.
 * Default N=60 TSTEPS=10.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1200 -DTSTEPS=80
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 i sequential
 * kforge-expect: L1.1.1 j sequential
 * kforge-expect-note: in place: A[i][j] reads A[i-1][*] (written earlier
 *   in the same sweep, carried by i) and A[i][j-1] (carried by j).  Only
 *   skewing (a wavefront) exposes parallelism; as written, nothing is
 *   parallel.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 60
#endif
#ifndef TSTEPS
#define TSTEPS 10
#endif

static double grid[N][N];

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/seidel-2d.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_seidel_2d_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int tsteps, int i, double *A);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_31(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 31);
}

static void kernel_seidel_2d(int tsteps, double A[N][N])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_A_bytes = (size_t)60 * sizeof A[0];
	double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_31))) = kf_cuda_alloc(kf_A_bytes, 31);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 33);
	    /* kernel_seidel_2d_L1: a wavefront, wave w = 2 * t + i */
	    {
	        long kf_wlo = 0, kf_whi = -1;
	        int kf_wany = 0;
	        for (int t = 0; t <= tsteps - 1; t++) {
	            long kf_lo = 2 * (long)t + (long)1;
	            long kf_hi = 2 * (long)t + (long)58;
	            if (kf_lo <= kf_hi) {
	                kf_wlo = kf_wany && kf_wlo < kf_lo ? kf_wlo : kf_lo;
	                kf_whi = kf_wany && kf_whi > kf_hi ? kf_whi : kf_hi;
	                kf_wany = 1;
	            }
	        }
	        int i;
	        for (long kf_wv = kf_wlo; kf_wv <= kf_whi; kf_wv++) {
	            i = kf_wv;
	            if (tsteps > 0) {
	                kf_cuda_check(kf_launch_kernel_seidel_2d_L1((unsigned)((tsteps + 255) / 256), 1, 1, 256, 1, 1, tsteps, i, kf_A_dev), "kernel_seidel_2d_L1<<<...>>>", 33);
	            }
	        }
	    }
	    kf_cuda_check(cudaMemcpy(A, kf_A_dev, kf_A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 33);
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			grid[i][j] = (double)((i * i + 3 * j * j + i * j) % 17) / 4.0;

	kernel_seidel_2d(TSTEPS, grid);

	printf("A\n");
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < N; j++)
			printf("%.10g ", grid[i][j]);
		printf("\n");
	}
	return 0;
}
