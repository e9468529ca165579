/* kforge 0.1.0: tests/kernels/gemver.c for openmp; 4 loops in parallel */
/*
 * gemver.c: vector multiplication and matrix addition (BLAS gemver):
 *
 *   A = A + u1 v1^T + u2 v2^T
 *   x = x + beta A^T y + z
 *   w = w + alpha A x
 *
 * Style: C99 VLA parameters (double).  The transposed product is written
 * x[i] = x[i] + ..., not with +=, as hand-written code often is.
 * Default N=150.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=6500
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j reduction
 * kforge-expect: L3 i parallel
 * kforge-expect: L4 i parallel
 * kforge-expect: L4.1 j reduction
 * kforge-expect-note: L2.1 is x[i] = x[i] + e with e free of x: the same
 *   reduction as x[i] += e, on x[i], which does not depend on j.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 150
#endif

static void kernel_gemver(int n, double alpha, double beta, double A[n][n],
			  double u1[n], double v1[n], double u2[n],
			  double v2[n], double w[n], double x[n], double y[n],
			  double z[n])
{
#pragma scop
	if (1.0 * n * n >= 8192) {
	#pragma omp parallel for if(1.0 * n * n >= 8192)
	for (int i = 0; i < n; i++)
		#pragma omp simd
		for (int j = 0; j < n; j++)
			A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
	} else {
	for (int i = 0; i < n; i++)
		#pragma omp simd
		for (int j = 0; j < n; j++)
			A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
	}
	#pragma omp parallel if(1.0 * n * n >= 8192)
	for (int j = 0; j < n; j++)
		#pragma omp for simd schedule(static) nowait
		for (int i = 0; i < n; i++)
			x[i] = x[i] + beta * A[j][i] * y[j];
	if (n >= 8192) {
	#pragma omp parallel for simd if(n >= 8192)
	for (int i = 0; i < n; i++)
		x[i] = x[i] + z[i];
	} else {
	#pragma omp simd
	for (int i = 0; i < n; i++)
		x[i] = x[i] + z[i];
	}
	if (1.0 * n * n >= 8192) {
	#pragma omp parallel for if(1.0 * n * n >= 8192)
	for (int i = 0; i < n; i++)
		{ double kf_acc_w = w[i];
		for (int j = 0; j < n; j++)
			kf_acc_w += alpha * A[i][j] * x[j];
		w[i] = kf_acc_w; }
	} else {
	for (int i = 0; i < n; i++)
		{ double kf_acc_w = w[i];
		for (int j = 0; j < n; j++)
			kf_acc_w += alpha * A[i][j] * x[j];
		w[i] = kf_acc_w; }
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double (*A)[n] = malloc(sizeof(double[n][n]));
	double *v = malloc(sizeof(double) * 8 * n);

	if (!A || !v)
		return 1;
	double *u1 = v, *v1 = v + n, *u2 = v + 2 * n, *v2 = v + 3 * n;
	double *w = v + 4 * n, *x = v + 5 * n, *y = v + 6 * n, *z = v + 7 * n;
	for (int i = 0; i < n; i++) {
		u1[i] = (double)i / n;
		u2[i] = (double)(i + 1) / n / 2.0;
		v1[i] = (double)(i + 1) / n / 4.0;
		v2[i] = (double)(i + 1) / n / 6.0;
		y[i] = (double)(i + 1) / n / 8.0;
		z[i] = (double)(i + 1) / n / 9.0;
		x[i] = 0.0;
		w[i] = 0.0;
		for (int j = 0; j < n; j++)
			A[i][j] = (double)(i * j % n) / n;
	}

	kernel_gemver(n, 1.5, 1.2, A, u1, v1, u2, v2, w, x, y, z);

	printf("w\n");
	for (int i = 0; i < n; i++)
		printf("%.10g\n", w[i]);
	free(A);
	free(v);
	return 0;
}
