/* kforge 0.1.0: tests/kernels/gemm.c for cuda; 1 kernel */
/*
 * gemm.c: general matrix multiply, C = alpha * A * B + beta * C.
 *
 * Style: static global 2-D arrays (double), the kernel reads the globals.
 * Sizes: NI x NK times NK x NJ.  Default 64 each.
 * LARGE sizes (about 1 s at -O2):
 * kforge-large: -DNI=1000 -DNJ=1000 -DNK=1000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: L1.1.1 accumulates into C[i][j], which does not
 *   depend on k.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef NI
#define NI 64
#endif
#ifndef NJ
#define NJ 64
#endif
#ifndef NK
#define NK 64
#endif

static double A[NI][NK];
static double B[NK][NJ];
static double C[NI][NJ];

static void init(void)
{
	for (int i = 0; i < NI; i++)
		for (int k = 0; k < NK; k++)
			A[i][k] = (double)((i * k + 1) % NI) / NI;
	for (int k = 0; k < NK; k++)
		for (int j = 0; j < NJ; j++)
			B[k][j] = (double)((k * (j + 1)) % NJ) / NJ;
	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++)
			C[i][j] = (double)((i * j + 2) % NJ) / NJ;
}

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/gemm.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_gemm_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double beta, double alpha, double *A, double *B);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_46(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 46);
}

static void kernel_gemm(double alpha, double beta)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_C_bytes = (size_t)64 * sizeof C[0];
	double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_46))) = kf_cuda_alloc(kf_C_bytes, 46);
	const size_t kf_A_bytes = (size_t)64 * sizeof A[0];
	double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_46))) = kf_cuda_alloc(kf_A_bytes, 46);
	const size_t kf_B_bytes = (size_t)64 * sizeof B[0];
	double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_46))) = kf_cuda_alloc(kf_B_bytes, 46);
	int i, j, k;

#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 50);
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 50);
	    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 50);
	    if (64 > 0 && 64 > 0) {
	        kf_cuda_check(kf_launch_kernel_gemm_L1((unsigned)((64 + 15) / 16), (unsigned)((64 + 15) / 16), 1, 16, 16, 1, kf_C_dev, beta, alpha, kf_A_dev, kf_B_dev), "kernel_gemm_L1<<<...>>>", 50);
	    }
	    /* the loop counters, as the sequential loops leave them */
	    for (i = 0; i < NI; i++) {
	        for (j = 0; j < NJ; j++) {
	            for (k = 0; k < NK; k++) {
	            }
	        }
	    }
	    kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 50);
	}
#pragma endscop
}

int main(void)
{
	init();
	kernel_gemm(1.5, 1.2);
	printf("C\n");
	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++)
			printf("%.10g\n", C[i][j]);
	return 0;
}
