/* kforge 0.1.0: tests/kernels/ludcmp.c for openmp; 2 loops in parallel */
/*
 * ludcmp.c: solves A x = b by LU decomposition (Doolittle, row by row,
 * no pivoting) followed by forward substitution (L y = b, unit L) and
 * back substitution (U x = y).  b is A times the vector v[j] = 1 + j / n,
 * so x comes out close to v.
 *
 * Style: C99 VLA parameters (double), a scalar temporary w declared
 * outside the scop, a decrementing loop (back substitution).
 * A is diagonally dominant, so no pivoting is needed.
 * Default N=100.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1500
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j sequential
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect: L1.2 j parallel
 * kforge-expect: L1.2.1 k reduction
 * kforge-expect: L2 i sequential
 * kforge-expect: L2.1 j reduction
 * kforge-expect: L3 i sequential
 * kforge-expect: L3.1 j reduction
 * kforge-expect-note: L1.1 (the L part of row i, j < i) reads A[i][k] for
 *   k < j, written by earlier iterations of L1.1.  L1.2 (the U part,
 *   j >= i) reads A[i][k] for k < i, which only L1.1 writes, so its
 *   iterations are independent once w is privatised.
 * kforge-expect-note: L3 runs i downwards and reads x[j] for j > i,
 *   computed by earlier (larger i) iterations.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 100
#endif

static void kernel_ludcmp(int n, double A[n][n], double b[n], double x[n],
			  double y[n])
{
	double w;

#pragma scop
	if (n < 257) { for (int i = 0; i < n; i++) {
		for (int j = 0; j < i; j++) {
			{ double kf_acc_A = A[i][j];
			for (int k = 0; k < j; k++)
				kf_acc_A -= A[i][k] * A[k][j];
			A[i][j] = kf_acc_A; }
			A[i][j] = A[i][j] / A[j][j];
		}
		if (-1.0 * i * i + 1.0 * n * i >= 8192) {
		#pragma omp parallel for if(-1.0 * i * i + 1.0 * n * i >= 8192)
		for (int j = i; j < n; j++) {
			for (int k = 0; k < i; k++)
				A[i][j] -= A[i][k] * A[k][j];
		}
		} else {
		for (int j = i; j < n; j++) {
			for (int k = 0; k < i; k++)
				A[i][j] -= A[i][k] * A[k][j];
		}
		}
	}
	} else {
	#pragma omp parallel
	for (int kf_c0 = 0; kf_c0 < n - 1; kf_c0 += 1)
	  #pragma omp for schedule(static, 1)
	  for (int kf_c1 = kf_c0 + 1; kf_c1 < n; kf_c1 += 1) {
	    A[kf_c1][kf_c0] = A[kf_c1][kf_c0] / A[kf_c0][kf_c0];
	    #pragma omp simd
	    for (int kf_c2 = kf_c0 + 1; kf_c2 < kf_c1; kf_c2 += 1)
	      A[kf_c1][kf_c2] -= A[kf_c1][kf_c0] * A[kf_c0][kf_c2];
	    #pragma omp simd
	    for (int kf_c2 = kf_c1; kf_c2 < n; kf_c2 += 1)
	      A[kf_c1][kf_c2] -= A[kf_c1][kf_c0] * A[kf_c0][kf_c2];
	  }
	}
	for (int i = 0; i < n; i++) {
		w = b[i];
		for (int j = 0; j < i; j++)
			w -= A[i][j] * y[j];
		y[i] = w;
	}
	for (int i = n - 1; i >= 0; i--) {
		w = y[i];
		for (int j = i + 1; j < n; j++)
			w -= A[i][j] * x[j];
		x[i] = w / A[i][i];
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double (*A)[n] = malloc(sizeof(double[n][n]));
	double *b = malloc(sizeof(double) * n);
	double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);

	if (!A || !b || !x || !y)
		return 1;
	for (int i = 0; i < n; i++) {
		b[i] = 0.0;
		x[i] = 0.0;
		y[i] = 0.0;
		for (int j = 0; j < n; j++) {
			A[i][j] = i == j ? 2.0 + (double)(i % 4)
					 : (double)((i * j + i + 1) % n) / (2.0 * n * n);
			b[i] += A[i][j] * (1.0 + (double)j / n);
		}
	}

	kernel_ludcmp(n, A, b, x, y);

	printf("x\n");
	for (int i = 0; i < n; i++)
		printf("%.10g\n", x[i]);
	printf("A\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", A[i][j]);
		printf("\n");
	}
	free(A);
	free(b);
	free(x);
	free(y);
	return 0;
}
