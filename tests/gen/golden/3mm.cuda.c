/* kforge 0.1.0: tests/kernels/3mm.c for cuda; 3 kernels */
/*
 * 3mm.c: three matrix products, G = (A * B) * (C * D).
 *
 *   E = A * B   (NI x NJ)
 *   F = C * D   (NJ x NL)
 *   G = E * F   (NI x NL)
 *
 * Style: C99 VLA parameters (double A[ni][nk]), arrays on the heap through
 * pointers to VLA rows; the dot products use a scalar temporary declared
 * inside the loop body.
 * Default NI=NJ=NK=NL=NM=40.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DNI=700 -DNJ=700 -DNK=700 -DNL=700 -DNM=700
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j parallel
 * kforge-expect: L2.1.1 k reduction
 * kforge-expect: L3 i parallel
 * kforge-expect: L3.1 j parallel
 * kforge-expect: L3.1.1 k reduction
 * kforge-expect-note: s is declared in the j body, so it is private to
 *   each (i, j); the k loops reduce into it.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef NI
#define NI 40
#endif
#ifndef NJ
#define NJ 40
#endif
#ifndef NK
#define NK 40
#endif
#ifndef NL
#define NL 40
#endif
#ifndef NM
#define NM 40
#endif

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/3mm.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_3mm_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, int nk, double *A, double *B, double *E);
cudaError_t kf_launch_kernel_3mm_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int nj, int nl, int nm, double *C, double *D, double *F);
cudaError_t kf_launch_kernel_3mm_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ni, int nj, double *E, int nl, double *F, double *G);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_50(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 50);
}

static void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
		       double E[ni][nj], double A[ni][nk], double B[nk][nj],
		       double F[nj][nl], double C[nj][nm], double D[nm][nl],
		       double G[ni][nl])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_A_bytes = (size_t)ni * sizeof A[0];
	double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_50))) = kf_cuda_alloc(kf_A_bytes, 50);
	const size_t kf_B_bytes = (size_t)nk * sizeof B[0];
	double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_50))) = kf_cuda_alloc(kf_B_bytes, 50);
	const size_t kf_E_bytes = (size_t)ni * sizeof E[0];
	double *kf_E_dev __attribute__((__cleanup__(kf_cuda_free_50))) = kf_cuda_alloc(kf_E_bytes, 50);
	const size_t kf_C_bytes = (size_t)nj * sizeof C[0];
	double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_50))) = kf_cuda_alloc(kf_C_bytes, 50);
	const size_t kf_D_bytes = (size_t)nm * sizeof D[0];
	double *kf_D_dev __attribute__((__cleanup__(kf_cuda_free_50))) = kf_cuda_alloc(kf_D_bytes, 50);
	const size_t kf_F_bytes = (size_t)nj * sizeof F[0];
	double *kf_F_dev __attribute__((__cleanup__(kf_cuda_free_50))) = kf_cuda_alloc(kf_F_bytes, 50);
	const size_t kf_G_bytes = (size_t)ni * sizeof G[0];
	double *kf_G_dev __attribute__((__cleanup__(kf_cuda_free_50))) = kf_cuda_alloc(kf_G_bytes, 50);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 52);
	    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 52);
	    kf_cuda_check(cudaMemcpy(kf_E_dev, E, kf_E_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 52);
	    if (ni > 0 && nj > 0) {
	        kf_cuda_check(kf_launch_kernel_3mm_L1((unsigned)((nj + 15) / 16), (unsigned)((ni + 15) / 16), 1, 16, 16, 1, ni, nj, nk, kf_A_dev, kf_B_dev, kf_E_dev), "kernel_3mm_L1<<<...>>>", 52);
	    }
	    kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 59);
	    kf_cuda_check(cudaMemcpy(kf_D_dev, D, kf_D_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 59);
	    kf_cuda_check(cudaMemcpy(kf_F_dev, F, kf_F_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 59);
	    if (nj > 0 && nl > 0) {
	        kf_cuda_check(kf_launch_kernel_3mm_L2((unsigned)((nl + 15) / 16), (unsigned)((nj + 15) / 16), 1, 16, 16, 1, nj, nl, nm, kf_C_dev, kf_D_dev, kf_F_dev), "kernel_3mm_L2<<<...>>>", 59);
	    }
	    kf_cuda_check(cudaMemcpy(kf_G_dev, G, kf_G_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 66);
	    if (ni > 0 && nl > 0) {
	        kf_cuda_check(kf_launch_kernel_3mm_L3((unsigned)((nl + 15) / 16), (unsigned)((ni + 15) / 16), 1, 16, 16, 1, ni, nj, kf_E_dev, nl, kf_F_dev, kf_G_dev), "kernel_3mm_L3<<<...>>>", 66);
	    }
	    kf_cuda_check(cudaMemcpy(E, kf_E_dev, kf_E_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 66);
	    kf_cuda_check(cudaMemcpy(F, kf_F_dev, kf_F_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 66);
	    kf_cuda_check(cudaMemcpy(G, kf_G_dev, kf_G_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 66);
	}
#pragma endscop
}

int main(void)
{
	int ni = NI, nj = NJ, nk = NK, nl = NL, nm = NM;
	double (*A)[nk] = malloc(sizeof(double[ni][nk]));
	double (*B)[nj] = malloc(sizeof(double[nk][nj]));
	double (*C)[nm] = malloc(sizeof(double[nj][nm]));
	double (*D)[nl] = malloc(sizeof(double[nm][nl]));
	double (*E)[nj] = malloc(sizeof(double[ni][nj]));
	double (*F)[nl] = malloc(sizeof(double[nj][nl]));
	double (*G)[nl] = malloc(sizeof(double[ni][nl]));

	if (!A || !B || !C || !D || !E || !F || !G)
		return 1;
	for (int i = 0; i < ni; i++)
		for (int j = 0; j < nk; j++)
			A[i][j] = (double)((i * j + 1) % ni) / (5 * ni);
	for (int i = 0; i < nk; i++)
		for (int j = 0; j < nj; j++)
			B[i][j] = (double)((i * (j + 1) + 2) % nj) / (5 * nj);
	for (int i = 0; i < nj; i++)
		for (int j = 0; j < nm; j++)
			C[i][j] = (double)(i * (j + 3) % nl) / (5 * nl);
	for (int i = 0; i < nm; i++)
		for (int j = 0; j < nl; j++)
			D[i][j] = (double)((i * (j + 2) + 2) % nk) / (5 * nk);

	kernel_3mm(ni, nj, nk, nl, nm, E, A, B, F, C, D, G);

	printf("G\n");
	for (int i = 0; i < ni; i++) {
		for (int j = 0; j < nl; j++)
			printf("%.10g ", G[i][j]);
		printf("\n");
	}
	free(A);
	free(B);
	free(C);
	free(D);
	free(E);
	free(F);
	free(G);
	return 0;
}
