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

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/2mm.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_2mm_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, double *tmp, int nk, double alpha, double *A, double *B);
cudaError_t kf_launch_kernel_2mm_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, double *tmp, int nl, double *D, double beta, double *C);

static void *kf_cuda_alloc(size_t bytes, int line)
{
    void *p = NULL;
    kf_cuda_check(cudaMalloc(&p, bytes), "cudaMalloc", line);
    return p;
}

static void kf_cuda_free_43(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 43);
}

static void kernel_2mm(int ni, int nj, int nk, int nl, double alpha,
		       double beta, double *restrict tmp,
		       const double *restrict A, const double *restrict B,
		       const double *restrict C, double *restrict D)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t tmp_bytes = (size_t)(ni*nj) * sizeof tmp[0];
	double *tmp_dev __attribute__((cleanup(kf_cuda_free_43))) = kf_cuda_alloc(tmp_bytes, 43);
	const size_t A_bytes = (size_t)(ni*nk) * sizeof A[0];
	double *A_dev __attribute__((cleanup(kf_cuda_free_43))) = kf_cuda_alloc(A_bytes, 43);
	const size_t B_bytes = (size_t)(nj*nk) * sizeof B[0];
	double *B_dev __attribute__((cleanup(kf_cuda_free_43))) = kf_cuda_alloc(B_bytes, 43);
	const size_t D_bytes = (size_t)(ni*nl) * sizeof D[0];
	double *D_dev __attribute__((cleanup(kf_cuda_free_43))) = kf_cuda_alloc(D_bytes, 43);
	const size_t C_bytes = (size_t)(nj*nl) * sizeof C[0];
	double *C_dev __attribute__((cleanup(kf_cuda_free_43))) = kf_cuda_alloc(C_bytes, 43);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(tmp_dev, tmp, tmp_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    if (ni > 0 && nj > 0) {
	        kf_cuda_check(kf_launch_kernel_2mm_L1((unsigned)((nj + 63) / 64), (unsigned)((ni + 3) / 4), 1, 64, 4, 1, ni, nj, tmp_dev, nk, alpha, A_dev, B_dev), "kernel_2mm_L1<<<...>>>", 45);
	    }
	    kf_cuda_check(cudaMemcpy(D_dev, D, D_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 51);
	    kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 51);
	    if (ni > 0 && nl > 0) {
	        kf_cuda_check(kf_launch_kernel_2mm_L2((unsigned)((nl + 63) / 64), (unsigned)((ni + 3) / 4), 1, 64, 4, 1, ni, nj, tmp_dev, nl, D_dev, beta, C_dev), "kernel_2mm_L2<<<...>>>", 51);
	    }
	    kf_cuda_check(cudaMemcpy(tmp, tmp_dev, tmp_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 51);
	    kf_cuda_check(cudaMemcpy(D, D_dev, D_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 51);
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
