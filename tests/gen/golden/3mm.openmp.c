/* kforge 0.1.0: tests/kernels/3mm.c for openmp; 3 loops in parallel */
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

static void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
		       double E[ni][nj], double A[ni][nk], double B[nk][nj],
		       double F[nj][nl], double C[nj][nm], double D[nm][nl],
		       double G[ni][nl])
{
#pragma scop
	if (1.0 * ni * nj * nk + 1.0 * ni * nj >= 8192) {
	#pragma omp parallel for if(1.0 * ni * nj * nk + 1.0 * ni * nj >= 8192)
	for (int it = 0; it < ni; it += 64) {
		for (int i = it; i < (it + 64 < ni ? it + 64 : ni); i++)
			for (int j = 0; j < nj; j++)
				E[i][j] = 0.0;
		for (int kt = 0; kt < nk; kt += 64)
			for (int jt = 0; jt < nj; jt += 64) {
				int i = it;
				for (; i + 3 < (it + 64 < ni ? it + 64 : ni); i += 4) {
					int k = kt;
					for (; k + 3 < (kt + 64 < nk ? kt + 64 : nk); k += 4) {
						double A_0_0 = A[i][k];
						double A_1_0 = A[i + 1][k];
						double A_2_0 = A[i + 2][k];
						double A_3_0 = A[i + 3][k];
						double A_0_1 = A[i][k + 1];
						double A_1_1 = A[i + 1][k + 1];
						double A_2_1 = A[i + 2][k + 1];
						double A_3_1 = A[i + 3][k + 1];
						double A_0_2 = A[i][k + 2];
						double A_1_2 = A[i + 1][k + 2];
						double A_2_2 = A[i + 2][k + 2];
						double A_3_2 = A[i + 3][k + 2];
						double A_0_3 = A[i][k + 3];
						double A_1_3 = A[i + 1][k + 3];
						double A_2_3 = A[i + 2][k + 3];
						double A_3_3 = A[i + 3][k + 3];
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nj ? jt + 64 : nj); j++) {
							double B_j_0 = B[k][j];
							double B_j_1 = B[k + 1][j];
							double B_j_2 = B[k + 2][j];
							double B_j_3 = B[k + 3][j];
							E[i][j] += A_0_0 * B_j_0;
							E[i][j] += A_0_1 * B_j_1;
							E[i][j] += A_0_2 * B_j_2;
							E[i][j] += A_0_3 * B_j_3;
							E[i + 1][j] += A_1_0 * B_j_0;
							E[i + 1][j] += A_1_1 * B_j_1;
							E[i + 1][j] += A_1_2 * B_j_2;
							E[i + 1][j] += A_1_3 * B_j_3;
							E[i + 2][j] += A_2_0 * B_j_0;
							E[i + 2][j] += A_2_1 * B_j_1;
							E[i + 2][j] += A_2_2 * B_j_2;
							E[i + 2][j] += A_2_3 * B_j_3;
							E[i + 3][j] += A_3_0 * B_j_0;
							E[i + 3][j] += A_3_1 * B_j_1;
							E[i + 3][j] += A_3_2 * B_j_2;
							E[i + 3][j] += A_3_3 * B_j_3;
						}
					}
					for (; k < (kt + 64 < nk ? kt + 64 : nk); k++) {
						double A_0 = A[i][k];
						double A_1 = A[i + 1][k];
						double A_2 = A[i + 2][k];
						double A_3 = A[i + 3][k];
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nj ? jt + 64 : nj); j++) {
							double B_j = B[k][j];
							E[i][j] += A_0 * B_j;
							E[i + 1][j] += A_1 * B_j;
							E[i + 2][j] += A_2 * B_j;
							E[i + 3][j] += A_3 * B_j;
						}
					}
				}
				for (; i < (it + 64 < ni ? it + 64 : ni); i++)
					for (int k = kt; k < (kt + 64 < nk ? kt + 64 : nk); k++)
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nj ? jt + 64 : nj); j++)
							E[i][j] += A[i][k] * B[k][j];
			}
	}
	} else {
	for (int i = 0; i < ni; i++) {
		#pragma omp simd
		for (int j = 0; j < nj; j++)
			E[i][j] = 0.0;
		for (int k = 0; k < nk; k++)
			#pragma omp simd
			for (int j = 0; j < nj; j++)
				E[i][j] += A[i][k] * B[k][j];
	}
	}
	if (1.0 * nj * nl * nm + 1.0 * nj * nl >= 8192) {
	#pragma omp parallel for if(1.0 * nj * nl * nm + 1.0 * nj * nl >= 8192)
	for (int it = 0; it < nj; it += 64) {
		for (int i = it; i < (it + 64 < nj ? it + 64 : nj); i++)
			for (int j = 0; j < nl; j++)
				F[i][j] = 0.0;
		for (int kt = 0; kt < nm; kt += 64)
			for (int jt = 0; jt < nl; jt += 64) {
				int i = it;
				for (; i + 3 < (it + 64 < nj ? it + 64 : nj); i += 4) {
					int k = kt;
					for (; k + 3 < (kt + 64 < nm ? kt + 64 : nm); k += 4) {
						double C_0_0 = C[i][k];
						double C_1_0 = C[i + 1][k];
						double C_2_0 = C[i + 2][k];
						double C_3_0 = C[i + 3][k];
						double C_0_1 = C[i][k + 1];
						double C_1_1 = C[i + 1][k + 1];
						double C_2_1 = C[i + 2][k + 1];
						double C_3_1 = C[i + 3][k + 1];
						double C_0_2 = C[i][k + 2];
						double C_1_2 = C[i + 1][k + 2];
						double C_2_2 = C[i + 2][k + 2];
						double C_3_2 = C[i + 3][k + 2];
						double C_0_3 = C[i][k + 3];
						double C_1_3 = C[i + 1][k + 3];
						double C_2_3 = C[i + 2][k + 3];
						double C_3_3 = C[i + 3][k + 3];
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nl ? jt + 64 : nl); j++) {
							double D_j_0 = D[k][j];
							double D_j_1 = D[k + 1][j];
							double D_j_2 = D[k + 2][j];
							double D_j_3 = D[k + 3][j];
							F[i][j] += C_0_0 * D_j_0;
							F[i][j] += C_0_1 * D_j_1;
							F[i][j] += C_0_2 * D_j_2;
							F[i][j] += C_0_3 * D_j_3;
							F[i + 1][j] += C_1_0 * D_j_0;
							F[i + 1][j] += C_1_1 * D_j_1;
							F[i + 1][j] += C_1_2 * D_j_2;
							F[i + 1][j] += C_1_3 * D_j_3;
							F[i + 2][j] += C_2_0 * D_j_0;
							F[i + 2][j] += C_2_1 * D_j_1;
							F[i + 2][j] += C_2_2 * D_j_2;
							F[i + 2][j] += C_2_3 * D_j_3;
							F[i + 3][j] += C_3_0 * D_j_0;
							F[i + 3][j] += C_3_1 * D_j_1;
							F[i + 3][j] += C_3_2 * D_j_2;
							F[i + 3][j] += C_3_3 * D_j_3;
						}
					}
					for (; k < (kt + 64 < nm ? kt + 64 : nm); k++) {
						double C_0 = C[i][k];
						double C_1 = C[i + 1][k];
						double C_2 = C[i + 2][k];
						double C_3 = C[i + 3][k];
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nl ? jt + 64 : nl); j++) {
							double D_j = D[k][j];
							F[i][j] += C_0 * D_j;
							F[i + 1][j] += C_1 * D_j;
							F[i + 2][j] += C_2 * D_j;
							F[i + 3][j] += C_3 * D_j;
						}
					}
				}
				for (; i < (it + 64 < nj ? it + 64 : nj); i++)
					for (int k = kt; k < (kt + 64 < nm ? kt + 64 : nm); k++)
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nl ? jt + 64 : nl); j++)
							F[i][j] += C[i][k] * D[k][j];
			}
	}
	} else {
	for (int i = 0; i < nj; i++) {
		#pragma omp simd
		for (int j = 0; j < nl; j++)
			F[i][j] = 0.0;
		for (int k = 0; k < nm; k++)
			#pragma omp simd
			for (int j = 0; j < nl; j++)
				F[i][j] += C[i][k] * D[k][j];
	}
	}
	if (1.0 * ni * nj * nl + 1.0 * ni * nl >= 8192) {
	#pragma omp parallel for if(1.0 * ni * nj * nl + 1.0 * ni * nl >= 8192)
	for (int it = 0; it < ni; it += 64) {
		for (int i = it; i < (it + 64 < ni ? it + 64 : ni); i++)
			for (int j = 0; j < nl; j++)
				G[i][j] = 0.0;
		for (int kt = 0; kt < nj; kt += 64)
			for (int jt = 0; jt < nl; jt += 64) {
				int i = it;
				for (; i + 3 < (it + 64 < ni ? it + 64 : ni); i += 4) {
					int k = kt;
					for (; k + 3 < (kt + 64 < nj ? kt + 64 : nj); k += 4) {
						double E_0_0 = E[i][k];
						double E_1_0 = E[i + 1][k];
						double E_2_0 = E[i + 2][k];
						double E_3_0 = E[i + 3][k];
						double E_0_1 = E[i][k + 1];
						double E_1_1 = E[i + 1][k + 1];
						double E_2_1 = E[i + 2][k + 1];
						double E_3_1 = E[i + 3][k + 1];
						double E_0_2 = E[i][k + 2];
						double E_1_2 = E[i + 1][k + 2];
						double E_2_2 = E[i + 2][k + 2];
						double E_3_2 = E[i + 3][k + 2];
						double E_0_3 = E[i][k + 3];
						double E_1_3 = E[i + 1][k + 3];
						double E_2_3 = E[i + 2][k + 3];
						double E_3_3 = E[i + 3][k + 3];
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nl ? jt + 64 : nl); j++) {
							double F_j_0 = F[k][j];
							double F_j_1 = F[k + 1][j];
							double F_j_2 = F[k + 2][j];
							double F_j_3 = F[k + 3][j];
							G[i][j] += E_0_0 * F_j_0;
							G[i][j] += E_0_1 * F_j_1;
							G[i][j] += E_0_2 * F_j_2;
							G[i][j] += E_0_3 * F_j_3;
							G[i + 1][j] += E_1_0 * F_j_0;
							G[i + 1][j] += E_1_1 * F_j_1;
							G[i + 1][j] += E_1_2 * F_j_2;
							G[i + 1][j] += E_1_3 * F_j_3;
							G[i + 2][j] += E_2_0 * F_j_0;
							G[i + 2][j] += E_2_1 * F_j_1;
							G[i + 2][j] += E_2_2 * F_j_2;
							G[i + 2][j] += E_2_3 * F_j_3;
							G[i + 3][j] += E_3_0 * F_j_0;
							G[i + 3][j] += E_3_1 * F_j_1;
							G[i + 3][j] += E_3_2 * F_j_2;
							G[i + 3][j] += E_3_3 * F_j_3;
						}
					}
					for (; k < (kt + 64 < nj ? kt + 64 : nj); k++) {
						double E_0 = E[i][k];
						double E_1 = E[i + 1][k];
						double E_2 = E[i + 2][k];
						double E_3 = E[i + 3][k];
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nl ? jt + 64 : nl); j++) {
							double F_j = F[k][j];
							G[i][j] += E_0 * F_j;
							G[i + 1][j] += E_1 * F_j;
							G[i + 2][j] += E_2 * F_j;
							G[i + 3][j] += E_3 * F_j;
						}
					}
				}
				for (; i < (it + 64 < ni ? it + 64 : ni); i++)
					for (int k = kt; k < (kt + 64 < nj ? kt + 64 : nj); k++)
						#pragma omp simd
						for (int j = jt; j < (jt + 64 < nl ? jt + 64 : nl); j++)
							G[i][j] += E[i][k] * F[k][j];
			}
	}
	} else {
	for (int i = 0; i < ni; i++) {
		#pragma omp simd
		for (int j = 0; j < nl; j++)
			G[i][j] = 0.0;
		for (int k = 0; k < nj; k++)
			#pragma omp simd
			for (int j = 0; j < nl; j++)
				G[i][j] += E[i][k] * F[k][j];
	}
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
