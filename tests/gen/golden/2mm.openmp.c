/* kforge 0.1.0: tests/kernels/2mm.c for openmp; 2 loops in parallel */
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

static void kernel_2mm(int ni, int nj, int nk, int nl, double alpha,
		       double beta, double *restrict tmp,
		       const double *restrict A, const double *restrict B,
		       const double *restrict C, double *restrict D)
{
#pragma scop
	if (1.0 * ni * nj * nk + 1.0 * ni * nj >= 8192) {
	#pragma omp parallel for if(1.0 * ni * nj * nk + 1.0 * ni * nj >= 8192)
	for (int it = 0; it < ni; it += 64) {
		for (int i = it; i < (it + 64 < ni ? it + 64 : ni); i++)
			for (int j = 0; j < nj; j++)
				tmp[i * nj + j] = 0.0;
		for (int kt = 0; kt < nk; kt += 64)
			for (int jt = 0; jt < nj; jt += 64) {
				int i = it;
				for (; i + 3 < (it + 64 < ni ? it + 64 : ni); i += 4) {
					int k = kt;
					for (; k + 3 < (kt + 64 < nk ? kt + 64 : nk); k += 4) {
						const double A_0_0 = A[i * nk + k];
						const double A_1_0 = A[(i + 1) * nk + k];
						const double A_2_0 = A[(i + 2) * nk + k];
						const double A_3_0 = A[(i + 3) * nk + k];
						const double A_0_1 = A[i * nk + (k + 1)];
						const double A_1_1 = A[(i + 1) * nk + (k + 1)];
						const double A_2_1 = A[(i + 2) * nk + (k + 1)];
						const double A_3_1 = A[(i + 3) * nk + (k + 1)];
						const double A_0_2 = A[i * nk + (k + 2)];
						const double A_1_2 = A[(i + 1) * nk + (k + 2)];
						const double A_2_2 = A[(i + 2) * nk + (k + 2)];
						const double A_3_2 = A[(i + 3) * nk + (k + 2)];
						const double A_0_3 = A[i * nk + (k + 3)];
						const double A_1_3 = A[(i + 1) * nk + (k + 3)];
						const double A_2_3 = A[(i + 2) * nk + (k + 3)];
						const double A_3_3 = A[(i + 3) * nk + (k + 3)];
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nj ? jt + 64 : nj); j++) {
							const double B_j_0 = B[k * nj + j];
							const double B_j_1 = B[(k + 1) * nj + j];
							const double B_j_2 = B[(k + 2) * nj + j];
							const double B_j_3 = B[(k + 3) * nj + j];
							tmp[i * nj + j] += alpha * A_0_0 * B_j_0;
							tmp[i * nj + j] += alpha * A_0_1 * B_j_1;
							tmp[i * nj + j] += alpha * A_0_2 * B_j_2;
							tmp[i * nj + j] += alpha * A_0_3 * B_j_3;
							tmp[(i + 1) * nj + j] += alpha * A_1_0 * B_j_0;
							tmp[(i + 1) * nj + j] += alpha * A_1_1 * B_j_1;
							tmp[(i + 1) * nj + j] += alpha * A_1_2 * B_j_2;
							tmp[(i + 1) * nj + j] += alpha * A_1_3 * B_j_3;
							tmp[(i + 2) * nj + j] += alpha * A_2_0 * B_j_0;
							tmp[(i + 2) * nj + j] += alpha * A_2_1 * B_j_1;
							tmp[(i + 2) * nj + j] += alpha * A_2_2 * B_j_2;
							tmp[(i + 2) * nj + j] += alpha * A_2_3 * B_j_3;
							tmp[(i + 3) * nj + j] += alpha * A_3_0 * B_j_0;
							tmp[(i + 3) * nj + j] += alpha * A_3_1 * B_j_1;
							tmp[(i + 3) * nj + j] += alpha * A_3_2 * B_j_2;
							tmp[(i + 3) * nj + j] += alpha * A_3_3 * B_j_3;
						}
					}
					for (; k < (kt + 64 < nk ? kt + 64 : nk); ++k) {
						const double A_0 = A[i * nk + k];
						const double A_1 = A[(i + 1) * nk + k];
						const double A_2 = A[(i + 2) * nk + k];
						const double A_3 = A[(i + 3) * nk + k];
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nj ? jt + 64 : nj); j++) {
							const double B_j = B[k * nj + j];
							tmp[i * nj + j] += alpha * A_0 * B_j;
							tmp[(i + 1) * nj + j] += alpha * A_1 * B_j;
							tmp[(i + 2) * nj + j] += alpha * A_2 * B_j;
							tmp[(i + 3) * nj + j] += alpha * A_3 * B_j;
						}
					}
				}
				for (; i < (it + 64 < ni ? it + 64 : ni); i++)
					for (int k = kt; k < (kt + 64 < nk ? kt + 64 : nk); ++k)
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nj ? jt + 64 : nj); j++)
							tmp[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
			}
	}
	} else {
	for (int i = 0; i < ni; i++) {
		#pragma omp simd
		for (int j = 0; j < nj; j++)
			tmp[i * nj + j] = 0.0;
		for (int k = 0; k < nk; ++k)
			#pragma omp simd
			for (int j = 0; j < nj; j++)
				tmp[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
	}
	}
	if (1.0 * ni * nj * nl + 1.0 * ni * nl >= 8192) {
	#pragma omp parallel for if(1.0 * ni * nj * nl + 1.0 * ni * nl >= 8192)
	for (int it = 0; it < ni; it += 64) {
		for (int i = it; i < (it + 64 < ni ? it + 64 : ni); i++)
			for (int j = 0; j < nl; j++)
				D[i * nl + j] *= beta;
		for (int kt = 0; kt < nj; kt += 64)
			for (int jt = 0; jt < nl; jt += 64) {
				int i = it;
				for (; i + 3 < (it + 64 < ni ? it + 64 : ni); i += 4) {
					int k = kt;
					for (; k + 3 < (kt + 64 < nj ? kt + 64 : nj); k += 4) {
						double tmp_0_0 = tmp[i * nj + k];
						double tmp_1_0 = tmp[(i + 1) * nj + k];
						double tmp_2_0 = tmp[(i + 2) * nj + k];
						double tmp_3_0 = tmp[(i + 3) * nj + k];
						double tmp_0_1 = tmp[i * nj + (k + 1)];
						double tmp_1_1 = tmp[(i + 1) * nj + (k + 1)];
						double tmp_2_1 = tmp[(i + 2) * nj + (k + 1)];
						double tmp_3_1 = tmp[(i + 3) * nj + (k + 1)];
						double tmp_0_2 = tmp[i * nj + (k + 2)];
						double tmp_1_2 = tmp[(i + 1) * nj + (k + 2)];
						double tmp_2_2 = tmp[(i + 2) * nj + (k + 2)];
						double tmp_3_2 = tmp[(i + 3) * nj + (k + 2)];
						double tmp_0_3 = tmp[i * nj + (k + 3)];
						double tmp_1_3 = tmp[(i + 1) * nj + (k + 3)];
						double tmp_2_3 = tmp[(i + 2) * nj + (k + 3)];
						double tmp_3_3 = tmp[(i + 3) * nj + (k + 3)];
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nl ? jt + 64 : nl); j++) {
							const double C_j_0 = C[k * nl + j];
							const double C_j_1 = C[(k + 1) * nl + j];
							const double C_j_2 = C[(k + 2) * nl + j];
							const double C_j_3 = C[(k + 3) * nl + j];
							D[i * nl + j] += tmp_0_0 * C_j_0;
							D[i * nl + j] += tmp_0_1 * C_j_1;
							D[i * nl + j] += tmp_0_2 * C_j_2;
							D[i * nl + j] += tmp_0_3 * C_j_3;
							D[(i + 1) * nl + j] += tmp_1_0 * C_j_0;
							D[(i + 1) * nl + j] += tmp_1_1 * C_j_1;
							D[(i + 1) * nl + j] += tmp_1_2 * C_j_2;
							D[(i + 1) * nl + j] += tmp_1_3 * C_j_3;
							D[(i + 2) * nl + j] += tmp_2_0 * C_j_0;
							D[(i + 2) * nl + j] += tmp_2_1 * C_j_1;
							D[(i + 2) * nl + j] += tmp_2_2 * C_j_2;
							D[(i + 2) * nl + j] += tmp_2_3 * C_j_3;
							D[(i + 3) * nl + j] += tmp_3_0 * C_j_0;
							D[(i + 3) * nl + j] += tmp_3_1 * C_j_1;
							D[(i + 3) * nl + j] += tmp_3_2 * C_j_2;
							D[(i + 3) * nl + j] += tmp_3_3 * C_j_3;
						}
					}
					for (; k < (kt + 64 < nj ? kt + 64 : nj); ++k) {
						double tmp_0 = tmp[i * nj + k];
						double tmp_1 = tmp[(i + 1) * nj + k];
						double tmp_2 = tmp[(i + 2) * nj + k];
						double tmp_3 = tmp[(i + 3) * nj + k];
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nl ? jt + 64 : nl); j++) {
							const double C_j = C[k * nl + j];
							D[i * nl + j] += tmp_0 * C_j;
							D[(i + 1) * nl + j] += tmp_1 * C_j;
							D[(i + 2) * nl + j] += tmp_2 * C_j;
							D[(i + 3) * nl + j] += tmp_3 * C_j;
						}
					}
				}
				for (; i < (it + 64 < ni ? it + 64 : ni); i++)
					for (int k = kt; k < (kt + 64 < nj ? kt + 64 : nj); ++k)
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nl ? jt + 64 : nl); j++)
							D[i * nl + j] += tmp[i * nj + k] * C[k * nl + j];
			}
	}
	} else {
	for (int i = 0; i < ni; i++) {
		#pragma omp simd
		for (int j = 0; j < nl; j++)
			D[i * nl + j] *= beta;
		for (int k = 0; k < nj; ++k)
			#pragma omp simd
			for (int j = 0; j < nl; j++)
				D[i * nl + j] += tmp[i * nj + k] * C[k * nl + j];
	}
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
