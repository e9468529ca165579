/* kforge 0.1.0: tests/kernels/cholesky.c for openmp; 1 loop in parallel */
/*
 * cholesky.c: Cholesky factorisation A = L * L^T of a symmetric positive
 * definite matrix, in place in the lower triangle, row by row
 * (left-looking): row i is computed from the rows above it.
 *
 * Style: C99 VLA parameters (double), loops written with <=, triangular
 * bounds, sqrt.  A is symmetric and diagonally dominant with a positive
 * diagonal, hence SPD.  The strict upper triangle is left as it was.
 * Default N=90.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1800
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j sequential
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect: L1.2 k reduction
 * kforge-expect-note: L1 reads rows j < i (A[j][k], A[j][j]) finished by
 *   earlier iterations.  L1.1 reads A[i][k] for k < j, written by earlier
 *   iterations of L1.1 itself.
 * kforge-expect-note: L1.1.1 accumulates into A[i][j] (k < j keeps A[i][k]
 *   away from it); L1.2 accumulates into A[i][i].
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 90
#endif

static void kernel_cholesky(int n, double A[n][n])
{
#pragma scop
	if (n < 315) { for (int i = 0; i <= n - 1; i++) {
		for (int j = 0; j <= i - 1; j++) {
			{ double kf_acc_A = A[i][j];
			for (int k = 0; k <= j - 1; k++)
				kf_acc_A -= A[i][k] * A[j][k];
			A[i][j] = kf_acc_A; }
			A[i][j] /= A[j][j];
		}
		{ double kf_acc_A = A[i][i];
		for (int k = 0; k <= i - 1; k++)
			kf_acc_A -= A[i][k] * A[i][k];
		A[i][i] = kf_acc_A; }
		A[i][i] = sqrt(A[i][i]);
	}
	} else {
	for (int j = 0; j <= n - 1; j++) {
		{ double kf_acc_A = A[j][j];
		for (int k = 0; k <= j - 1; k++)
			kf_acc_A -= A[j][k] * A[j][k];
		A[j][j] = kf_acc_A; }
		A[j][j] = sqrt(A[j][j]);
		if (-1.0 * j * j + 1.0 * n * j - j >= 8192) {
		#pragma omp parallel for if(-1.0 * j * j + 1.0 * n * j - j >= 8192)
		for (int i = j + 1; i <= n - 1; i++) {
			{ double kf_acc_A = A[i][j];
			for (int k = 0; k <= j - 1; k++)
				kf_acc_A -= A[i][k] * A[j][k];
			A[i][j] = kf_acc_A; }
			A[i][j] /= A[j][j];
		}
		} else {
		for (int i = j + 1; i <= n - 1; i++) {
			{ double kf_acc_A = A[i][j];
			for (int k = 0; k <= j - 1; k++)
				kf_acc_A -= A[i][k] * A[j][k];
			A[i][j] = kf_acc_A; }
			A[i][j] /= A[j][j];
		}
		}
	}
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double (*A)[n] = malloc(sizeof(double[n][n]));

	if (!A)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j <= i; j++) {
			A[i][j] = (double)((i + j) % 7 + 1) / (8.0 * n);
			A[j][i] = A[i][j];
		}
	for (int i = 0; i < n; i++)
		A[i][i] = 1.0 + (double)(i % 5) / 5.0;

	kernel_cholesky(n, A);

	printf("A\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", A[i][j]);
		printf("\n");
	}
	free(A);
	return 0;
}
