/* kforge 0.1.0: tests/kernels/2mm.c for cuda; 2 kernels */
/*
 * 2mm.c: two chained matrix products, D = alpha * A * B * C + beta * D.
 *
 *   tmp = alpha * A * B          (NI x NJ)
 *   D   = beta * D + tmp * C     (NI x NL)
 *
 * Style: malloc'ed linearised arrays a[i * n + j] passed as restrict
 * pointers, sizes as int parameters (double).
 * Default NI=NJ=NK=NL=48.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DNI=800 -DNJ=800 -DNK=800 -DNL=800
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j parallel
 * kforge-expect: L2.1.1 k reduction
 * kforge-expect-note: subscripts are linearised with parametric row
 *   lengths (i * nj + j); the verdicts assume in-bounds subscripts
 *   (0 <= j < nj), which is what makes rows of different i disjoint.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef NI
#define NI 48
#endif
#ifndef NJ
#define NJ 48
#endif
#ifndef NK
#define NK 48
#endif
#ifndef NL
#define NL 48
#endif

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/2mm.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_2mm_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, double *tmp, int nk, double alpha, double *A, double *B);
cudaError_t kf_launch_kernel_2mm_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, double *tmp, int nl, double *D, double beta, double *C);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_43(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 43);
}

static void kernel_2mm(int ni, int nj, int nk, int nl, double alpha,
		       double beta, double *restrict tmp,
		       const double *restrict A, const double *restrict B,
		       const double *restrict C, double *restrict D)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_tmp_bytes = (size_t)(ni*nj) * sizeof tmp[0];
	double *kf_tmp_dev __attribute__((__cleanup__(kf_cuda_free_43))) = kf_cuda_alloc(kf_tmp_bytes, 43);
	const size_t kf_A_bytes = (size_t)(ni*nk) * sizeof A[0];
	double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_43))) = kf_cuda_alloc(kf_A_bytes, 43);
	const size_t kf_B_bytes = (size_t)(nj*nk) * sizeof B[0];
	double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_43))) = kf_cuda_alloc(kf_B_bytes, 43);
	const size_t kf_D_bytes = (size_t)(ni*nl) * sizeof D[0];
	double *kf_D_dev __attribute__((__cleanup__(kf_cuda_free_43))) = kf_cuda_alloc(kf_D_bytes, 43);
	const size_t kf_C_bytes = (size_t)(nj*nl) * sizeof C[0];
	double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_43))) = kf_cuda_alloc(kf_C_bytes, 43);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_tmp_dev, tmp, kf_tmp_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    if (ni > 0 && nj > 0) {
	        kf_cuda_check(kf_launch_kernel_2mm_L1((unsigned)((nj + 63) / 64), (unsigned)((ni + 3) / 4), 1, 64, 4, 1, ni, nj, kf_tmp_dev, nk, alpha, kf_A_dev, kf_B_dev), "kernel_2mm_L1<<<...>>>", 45);
	    }
	    kf_cuda_check(cudaMemcpy(kf_D_dev, D, kf_D_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 51);
	    kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 51);
	    if (ni > 0 && nl > 0) {
	        kf_cuda_check(kf_launch_kernel_2mm_L2((unsigned)((nl + 63) / 64), (unsigned)((ni + 3) / 4), 1, 64, 4, 1, ni, nj, kf_tmp_dev, nl, kf_D_dev, beta, kf_C_dev), "kernel_2mm_L2<<<...>>>", 51);
	    }
	    kf_cuda_check(cudaMemcpy(tmp, kf_tmp_dev, kf_tmp_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 51);
	    kf_cuda_check(cudaMemcpy(D, kf_D_dev, kf_D_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 51);
	}
#pragma endscop
}

int main(void)
{
	int ni = NI, nj = NJ, nk = NK, nl = NL;
	double *tmp = malloc(sizeof(double) * ni * nj);
	double *A = malloc(sizeof(double) * ni * nk);
	double *B = malloc(sizeof(double) * nk * nj);
	double *C = malloc(sizeof(double) * nj * nl);
	double *D = malloc(sizeof(double) * ni * nl);

	if (!tmp || !A || !B || !C || !D)
		return 1;
	for (int i = 0; i < ni; i++)
		for (int k = 0; k < nk; k++)
			A[i * nk + k] = (double)((i * k + 1) % ni) / ni;
	for (int k = 0; k < nk; k++)
		for (int j = 0; j < nj; j++)
			B[k * nj + j] = (double)(k * (j + 1) % nj) / nj;
	for (int k = 0; k < nj; k++)
		for (int j = 0; j < nl; j++)
			C[k * nl + j] = (double)((k * (j + 3) + 1) % nl) / nl;
	for (int i = 0; i < ni; i++)
		for (int j = 0; j < nl; j++)
			D[i * nl + j] = (double)(i * (j + 2) % nk) / nk;

	kernel_2mm(ni, nj, nk, nl, 1.5, 1.2, tmp, A, B, C, D);

	printf("D\n");
	for (int i = 0; i < ni; i++) {
		for (int j = 0; j < nl; j++)
			printf("%.10g ", D[i * nl + j]);
		printf("\n");
	}
	free(tmp);
	free(A);
	free(B);
	free(C);
	free(D);
	return 0;
}
