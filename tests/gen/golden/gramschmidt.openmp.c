/* kforge 0.1.0: tests/kernels/gramschmidt.c for openmp; 4 loops in parallel */
/*
 * gramschmidt.c: QR decomposition by modified Gram-Schmidt.  A (M x N,
 * M >= N) is overwritten with what is left after projecting out the
 * earlier columns; Q (M x N) gets orthonormal columns and R (N x N) the
 * upper triangular factor, so that A_in = Q R.
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double),
 * sqrt, a scalar accumulator declared outside the scop.  A has a strong
 * diagonal, so its columns are far from dependent.
 * Default M=90 N=70.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DM=800 -DN=700
 *
 * kforge-expect: L1 k sequential
 * kforge-expect: L1.1 i reduction
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.3 j parallel
 * kforge-expect: L1.3.1 i reduction
 * kforge-expect: L1.3.2 i parallel
 * kforge-expect-note: L1.3 (over the columns j > k) writes R[k][j] and
 *   column j of A, and reads column k of Q, which only L1.2 writes: the
 *   columns are independent.  L1.3.1 accumulates into R[k][j], which does
 *   not depend on i.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef M
#define M 90
#endif
#ifndef N
#define N 70
#endif

static void kernel_gramschmidt(int m, int n, double *restrict A,
			       double *restrict R, double *restrict Q)
{
	double nrm;

#pragma scop
	for (int k = 0; k < n; k++) {
		nrm = 0.0;
		for (int i = 0; i < m; i++)
			nrm += A[i * n + k] * A[i * n + k];
		R[k * n + k] = sqrt(nrm);
		if (m >= 8192) {
		#pragma omp parallel for simd if(m >= 8192)
		for (int i = 0; i < m; i++)
			Q[i * n + k] = A[i * n + k] / R[k * n + k];
		} else {
		#pragma omp simd
		for (int i = 0; i < m; i++)
			Q[i * n + k] = A[i * n + k] / R[k * n + k];
		}
		if (-k + n - 1 >= 8192) {
		#pragma omp parallel for simd if(-k + n - 1 >= 8192)
		for (int j = k + 1; j < n; j++) {
			R[k * n + j] = 0.0;
		}
		} else {
		#pragma omp simd
		for (int j = k + 1; j < n; j++) {
			R[k * n + j] = 0.0;
		}
		}
		#pragma omp parallel if(1.0 * n * m - 1.0 * k * m - m >= 8192)
		for (int i = 0; i < m; i++)
			#pragma omp for simd schedule(static) nowait
			for (int j = k + 1; j < n; j++)
				R[k * n + j] += Q[i * n + k] * A[i * n + j];
		#pragma omp parallel if(1.0 * n * m - 1.0 * k * m - m >= 8192)
		for (int i = 0; i < m; i++)
			#pragma omp for simd schedule(static) nowait
			for (int j = k + 1; j < n; j++)
				A[i * n + j] = A[i * n + j] - Q[i * n + k] * R[k * n + j];
	}
#pragma endscop
}

int main(void)
{
	int m = M, n = N;
	double *A = malloc(sizeof(double) * m * n);
	double *Q = malloc(sizeof(double) * m * n);
	double *R = malloc(sizeof(double) * n * n);

	if (!A || !Q || !R)
		return 1;
	for (int i = 0; i < m; i++)
		for (int j = 0; j < n; j++) {
			A[i * n + j] = (double)((i * j + 1) % m) / m;
			if (i == j)
				A[i * n + j] += 4.0;
			Q[i * n + j] = 0.0;
		}
	for (int i = 0; i < n * n; i++)
		R[i] = 0.0;

	kernel_gramschmidt(m, n, A, R, Q);

	printf("R\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", R[i * n + j]);
		printf("\n");
	}
	printf("Q\n");
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", Q[i * n + j]);
		printf("\n");
	}
	free(A);
	free(Q);
	free(R);
	return 0;
}
