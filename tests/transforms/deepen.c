/*
 * deepen.c: the deepen pass's cases (gpu_deepen.h) and the box of a
 * triangle (gpu_plan.c kf_gpu_band_box), with sizes no block divides:
 *   cpu_order  gemm as PolyBench writes it, k outside j: fused into a band
 *              (i, j) with k inside, which the ktile pass then tiles;
 *   lower      syrk's j <= i, the same rewrite: the band's box, j tested;
 *   upper      covariance's j >= i, a perfect nest: the box, j tested;
 *   shifted    the second j loop reads A[i][j + 1], which the first writes:
 *              fused, iteration j would read it before j + 1 writes it, so
 *              refused (a flow dependence would go backwards);
 *   beside     correlation's R[i][i] = 1 beside its j loop, and a statement
 *              after it that reads the row: both distributed into loops of
 *              their own, the j loop's nest a band (i, j) with k inside;
 *   scalar     the same with a scalar written beside the j loop: refused.
 *
 * Default NI=37 NJ=29 NK=45.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef NI
#define NI 37
#endif
#ifndef NJ
#define NJ 29
#endif
#ifndef NK
#define NK 45
#endif

static void cpu_order(int ni, int nj, int nk, double alpha, double beta, double C[NI][NJ],
                      double A[NI][NK], double B[NK][NJ])
{
	int i, j, k;
#pragma scop
	for (i = 0; i < ni; i++) {
		for (j = 0; j < nj; j++)
			C[i][j] *= beta;
		for (k = 0; k < nk; k++) {
			for (j = 0; j < nj; j++)
				C[i][j] += alpha * A[i][k] * B[k][j];
		}
	}
#pragma endscop
}

static void lower(int ni, int nk, double alpha, double beta, double L[NI][NI], double A[NI][NK])
{
	int i, j, k;
#pragma scop
	for (i = 0; i < ni; i++) {
		for (j = 0; j <= i; j++)
			L[i][j] *= beta;
		for (k = 0; k < nk; k++)
			for (j = 0; j <= i; j++)
				L[i][j] += alpha * A[i][k] * A[j][k];
	}
#pragma endscop
}

static void upper(int ni, int nk, double U[NI][NI], double A[NI][NK])
{
#pragma scop
	for (int i = 0; i < ni; i++)
		for (int j = i; j < ni; j++) {
			U[i][j] = 0.0;
			for (int k = 0; k < nk; k++)
				U[i][j] += A[i][k] * A[j][k];
			U[j][i] = U[i][j];
		}
#pragma endscop
}

static void shifted(int ni, int nj, int nk, double S[NI][NJ], double T[NI][NJ + 1],
                    double B[NK][NJ])
{
	int i, j, k;
#pragma scop
	for (i = 0; i < ni; i++) {
		for (j = 0; j < nj; j++)
			T[i][j] = S[i][j] * 0.5;
		for (k = 0; k < nk; k++)
			for (j = 0; j < nj; j++)
				S[i][j] += T[i][j + 1] * B[k][j];
	}
#pragma endscop
}

static void beside(int ni, int nk, double R[NI][NI], double y[NI], double A[NI][NK])
{
	int i, j, k;
#pragma scop
	for (i = 0; i < ni - 1; i++) {
		R[i][i] = 1.0;
		for (j = i + 1; j < ni; j++) {
			R[i][j] = 0.0;
			for (k = 0; k < nk; k++)
				R[i][j] += A[i][k] * A[j][k];
			R[j][i] = R[i][j];
		}
		y[i] = R[i][ni - 1] * 2.0;
	}
	R[ni - 1][ni - 1] = 1.0;
#pragma endscop
}

static void scalar(int ni, int nk, double R[NI][NI], double y[NI], double A[NI][NK])
{
	int i, j, k;
	double t;
#pragma scop
	for (i = 0; i < ni; i++) {
		t = A[i][0];
		for (j = 0; j < ni; j++) {
			R[i][j] = t;
			for (k = 0; k < nk; k++)
				R[i][j] += A[i][k] * A[j][k];
		}
		y[i] = t;
	}
#pragma endscop
}

static double C[NI][NJ], A[NI][NK], B[NK][NJ], L[NI][NI], U[NI][NI], S[NI][NJ], T[NI][NJ + 1];
static double R[NI][NI], Q[NI][NI], y[NI], z[NI];

int main(void)
{
	for (int i = 0; i < NI; i++)
		for (int k = 0; k < NK; k++)
			A[i][k] = (double)((i * 5 + k * 3) % 11) / 7.0;
	for (int k = 0; k < NK; k++)
		for (int j = 0; j < NJ; j++)
			B[k][j] = (double)((k * 7 + j) % 13) / 3.0;
	for (int i = 0; i < NI; i++) {
		for (int j = 0; j < NJ; j++) {
			C[i][j] = (double)(i - j) / 10.0;
			S[i][j] = (double)(i + 2 * j) / 9.0;
			T[i][j] = 1.0;
		}
		T[i][NJ] = 2.0;
		for (int j = 0; j < NI; j++)
			L[i][j] = (double)(i * j % 5) / 3.0;
	}
	cpu_order(NI, NJ, NK, 1.5, 0.25, C, A, B);
	lower(NI, NK, 1.5, 0.25, L, A);
	upper(NI, NK, U, A);
	shifted(NI, NJ, NK, S, T, B);
	beside(NI, NK, R, y, A);
	scalar(NI, NK, Q, z, A);
	for (int i = 0; i < NI; i++) {
		for (int j = 0; j < NJ; j++)
			printf("%.17g %.17g\n", C[i][j], S[i][j]);
		for (int j = 0; j < NI; j++)
			printf("%.17g %.17g %.17g %.17g\n", L[i][j], U[i][j], R[i][j], Q[i][j]);
		printf("%.17g %.17g\n", y[i], z[i]);
	}
	return 0;
}
