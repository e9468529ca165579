/* kforge 0.1.0: tests/kernels/symm.c for openmp; 1 loop in parallel */
/*
 * symm.c: symmetric matrix multiply, C = alpha * A * B + beta * C, where
 * A (M x M) is symmetric and only its lower triangle is read; B and C are
 * M x N.  Row i of the result takes the lower-triangle part of A's row i
 * directly (temp) and scatters A[i][k] * B[i][j] into rows k < i, which
 * stands for the upper-triangle part.
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double),
 * scalar temporary declared outside the scop.
 * Default M=64 N=72.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DM=800 -DN=1000
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: L1 is sequential: iteration i assigns
 *   C[i][j] = beta * C[i][j] + ..., and every later iteration i' > i adds
 *   to that same C[i][j] (k = i in C[k][j] +=); an assignment followed by
 *   updates is not a reduction, the order matters (beta would scale the
 *   later additions).
 * kforge-expect-note: L1.1 is parallel: for one i, iteration j touches
 *   only column j of B and C, and temp is set before it is read.
 * kforge-expect-note: L1.1.1 carries only temp += ...; C[k][j] += writes a
 *   different element for each k, and k < i keeps it away from C[i][j].
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef M
#define M 64
#endif
#ifndef N
#define N 72
#endif

static void kernel_symm(int m, int n, double alpha, double beta,
			double *restrict C, const double *restrict A,
			const double *restrict B)
{
	double temp;

#pragma scop
	double *temp_x = (double *)__builtin_malloc(sizeof *temp_x * (unsigned long)((n) > 0 ? (n) : 1)); if (!temp_x) __builtin_abort();
	if (1.0 * n * m - n >= 16384) {
	#pragma omp parallel
	for (int i = 0; i < m; i++) {
		#pragma omp for simd schedule(static) nowait
		for (int j = 0; j < n; j++)
			temp_x[j] = 0.0;
		for (int k = 0; k < i; k++)
			#pragma omp for simd schedule(static) nowait
			for (int j = 0; j < n; j++) {
				C[k * n + j] += alpha * B[i * n + j] * A[i * m + k];
				temp_x[j] += B[k * n + j] * A[i * m + k];
			}
		#pragma omp for simd schedule(static)
		for (int j = 0; j < n; j++)
			C[i * n + j] = beta * C[i * n + j] +
				       alpha * B[i * n + j] * A[i * m + i] +
				       alpha * temp_x[j];
	}
	} else {
	for (int i = 0; i < m; i++)
		for (int j = 0; j < n; j++) {
			temp_x[j] = 0.0;
			for (int k = 0; k < i; k++) {
				C[k * n + j] += alpha * B[i * n + j] * A[i * m + k];
				temp_x[j] += B[k * n + j] * A[i * m + k];
			}
			C[i * n + j] = beta * C[i * n + j] +
				       alpha * B[i * n + j] * A[i * m + i] +
				       alpha * temp_x[j];
		}
	}
	__builtin_free(temp_x);
#pragma endscop
}

int main(void)
{
	int m = M, n = N;
	double *A = malloc(sizeof(double) * m * m);
	double *B = malloc(sizeof(double) * m * n);
	double *C = malloc(sizeof(double) * m * n);

	if (!A || !B || !C)
		return 1;
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < n; j++) {
			C[i * n + j] = (double)((i + j) % 100) / m;
			B[i * n + j] = (double)((n + i - j) % 100) / m;
		}
		/* lower triangle only; the upper one is poisoned to show it
		 * is never read */
		for (int j = 0; j < m; j++)
			A[i * m + j] = j <= i ? (double)((i + j) % 100) / m
					      : -999.0;
	}

	kernel_symm(m, n, 1.5, 1.2, C, A, B);

	printf("C\n");
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", C[i * n + j]);
		printf("\n");
	}
	free(A);
	free(B);
	free(C);
	return 0;
}
