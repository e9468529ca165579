/* kforge 0.1.0: tests/kernels/lu.c for openmp; 2 loops in parallel */
/*
 * lu.c: LU decomposition without pivoting, in place, right-looking (the
 * example of seed 003): at step k, row k right of the diagonal is divided
 * by the pivot, then the trailing submatrix gets the rank-1 update.  A ends
 * as L (lower, with the diagonal) and U (unit upper, above the diagonal).
 *
 * Style: malloc'ed linearised array with a restrict pointer (double),
 * triangular bounds from k + 1.  A is diagonally dominant, so no pivoting
 * is needed.
 * Default N=80.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1200
 *
 * kforge-expect: L1 k sequential
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.2.1 j parallel
 * kforge-expect-note: L1.1 writes A[k][j] for j > k and reads only the
 *   pivot A[k][k]; L1.2 writes A[i][j] for i, j > k and reads column k
 *   (j > k) and row k (i > k), neither of which it writes.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 80
#endif

static void kernel_lu(int n, double *restrict A)
{
#pragma scop
	if (1.0 * n * n - n >= 32768) {
	#pragma omp parallel
	for (int k = 0; k < n; k++) {
		#pragma omp for simd
		for (int j = k + 1; j < n; j++)
			A[k * n + j] = A[k * n + j] / A[k * n + k];
		#pragma omp for
		for (int i = k + 1; i < n; i++)
			#pragma omp simd
			for (int j = k + 1; j < n; j++)
				A[i * n + j] -= A[i * n + k] * A[k * n + j];
	}
	} else {
	for (int k = 0; k < n; k++) {
		#pragma omp simd
		for (int j = k + 1; j < n; j++)
			A[k * n + j] = A[k * n + j] / A[k * n + k];
		for (int i = k + 1; i < n; i++)
			#pragma omp simd
			for (int j = k + 1; j < n; j++)
				A[i * n + j] -= A[i * n + k] * A[k * n + j];
	}
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double *A = malloc(sizeof(double) * n * n);

	if (!A)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			A[i * n + j] = i == j ? (double)n
					      : (double)((i * j + 1) % n) / n;

	kernel_lu(n, A);

	printf("A\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", A[i * n + j]);
		printf("\n");
	}
	free(A);
	return 0;
}
