/* kforge 0.1.0: tests/kernels/jacobi-2d.c for openmp; 2 loops in parallel */
/*
 * jacobi-2d.c: 5-point Jacobi smoothing in 2-D, TSTEPS time steps, each
 * a sweep A -> B and a sweep B -> A over the interior.
 *
 * Style: C99 VLA parameters (double).
 * Default N=64 TSTEPS=20.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1300 -DTSTEPS=200
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 i parallel
 * kforge-expect: L1.1.1 j parallel
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.2.1 j parallel
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 64
#endif
#ifndef TSTEPS
#define TSTEPS 20
#endif

static void kernel_jacobi_2d(int tsteps, int n, double A[n][n],
			     double B[n][n])
{
#pragma scop
	if (2.0 * n * n - 8 * n + 8 >= 16384) {
	#pragma omp parallel
	for (int t = 0; t < tsteps; t++) {
		#pragma omp for
		for (int i = 1; i < n - 1; i++)
			#pragma omp simd
			for (int j = 1; j < n - 1; j++)
				B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] +
						 A[i + 1][j] + A[i - 1][j]);
		#pragma omp for
		for (int i = 1; i < n - 1; i++)
			#pragma omp simd
			for (int j = 1; j < n - 1; j++)
				A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] +
						 B[i + 1][j] + B[i - 1][j]);
	}
	} else {
	for (int t = 0; t < tsteps; t++) {
		for (int i = 1; i < n - 1; i++)
			#pragma omp simd
			for (int j = 1; j < n - 1; j++)
				B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] +
						 A[i + 1][j] + A[i - 1][j]);
		for (int i = 1; i < n - 1; i++)
			#pragma omp simd
			for (int j = 1; j < n - 1; j++)
				A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] +
						 B[i + 1][j] + B[i - 1][j]);
	}
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double (*A)[n] = malloc(sizeof(double[n][n]));
	double (*B)[n] = malloc(sizeof(double[n][n]));

	if (!A || !B)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			A[i][j] = (double)((i * i + 2 * j * j + 3 * i * j) % 11) / 2.0;
			B[i][j] = (double)((i + 3 * j * j) % 7) / 2.0;
		}

	kernel_jacobi_2d(TSTEPS, n, A, B);

	printf("A\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", A[i][j]);
		printf("\n");
	}
	free(A);
	free(B);
	return 0;
}
