/* kforge 0.1.0: tests/kernels/syr2k.c for openmp; 1 loop in parallel */
/*
 * syr2k.c: symmetric rank-2k update of the lower triangle,
 * C = alpha * A * B^T + alpha * B * A^T + beta * C
 * (C is N x N; A and B are N x M).
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double); the
 * dot product is accumulated in a scalar declared outside the scop.
 * Default N=72 M=56.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1400 -DM=1000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: acc is written (acc = 0) before it is read in every
 *   (i, j), so it is private to L1 and L1.1.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 72
#endif
#ifndef M
#define M 56
#endif

static void kernel_syr2k(int n, int m, double alpha, double beta,
			 double *restrict C, const double *restrict A,
			 const double *restrict B)
{
	double acc;

#pragma scop
	if (1.0 * n * n * m + 1.0 * n * m >= 16384) {
	#pragma omp parallel for private(acc) schedule(static, 1) if(1.0 * n * n * m + 1.0 * n * m >= 16384)
	for (int i = 0; i < n; i++)
		for (int j = 0; j <= i; j++) {
			acc = 0.0;
			for (int k = 0; k < m; k++)
				acc += A[j * m + k] * alpha * B[i * m + k] +
				       B[j * m + k] * alpha * A[i * m + k];
			C[i * n + j] = beta * C[i * n + j] + acc;
		}
	} else {
	for (int i = 0; i < n; i++)
		for (int j = 0; j <= i; j++) {
			acc = 0.0;
			for (int k = 0; k < m; k++)
				acc += A[j * m + k] * alpha * B[i * m + k] +
				       B[j * m + k] * alpha * A[i * m + k];
			C[i * n + j] = beta * C[i * n + j] + acc;
		}
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	double *A = malloc(sizeof(double) * n * m);
	double *B = malloc(sizeof(double) * n * m);
	double *C = malloc(sizeof(double) * n * n);

	if (!A || !B || !C)
		return 1;
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < m; j++) {
			A[i * m + j] = (double)((i * j + 1) % n) / n;
			B[i * m + j] = (double)((i * j + 2) % m) / m;
		}
		for (int j = 0; j < n; j++)
			C[i * n + j] = (double)((i * j + 3) % n) / m;
	}

	kernel_syr2k(n, m, 1.5, 1.2, C, A, B);

	printf("C\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", C[i * n + j]);
		printf("\n");
	}
	free(A);
	free(B);
	free(C);
	return 0;
}
