/* kforge 0.1.0: tests/kernels/heat-3d.c for openmp; 2 loops in parallel */
/*
 * heat-3d.c: explicit heat equation in 3-D, 7-point stencil, TSTEPS time
 * steps, each a sweep A -> B and a sweep B -> A over the interior.
 *
 * Style: C99 VLA parameters with three dimensions (float).  The update
 * weights are all non-negative and sum to 1, so values stay between the
 * initial minimum and maximum.
 * Default N=20 TSTEPS=20.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=160 -DTSTEPS=60
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 i parallel
 * kforge-expect: L1.1.1 j parallel
 * kforge-expect: L1.1.1.1 k parallel
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.2.1 j parallel
 * kforge-expect: L1.2.1.1 k parallel
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 20
#endif
#ifndef TSTEPS
#define TSTEPS 20
#endif

static void kernel_heat_3d(int tsteps, int n, float A[n][n][n],
			   float B[n][n][n])
{
#pragma scop
	if (2.0 * n * n * n - 12.0 * n * n + 24 * n - 16 >= 16384) {
	#pragma omp parallel
	for (int t = 1; t <= tsteps; t++) {
		#pragma omp for
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < n - 1; j++)
				#pragma omp simd
				for (int k = 1; k < n - 1; k++)
					B[i][j][k] = 0.125f * (A[i + 1][j][k] - 2.0f * A[i][j][k] + A[i - 1][j][k])
						   + 0.125f * (A[i][j + 1][k] - 2.0f * A[i][j][k] + A[i][j - 1][k])
						   + 0.125f * (A[i][j][k + 1] - 2.0f * A[i][j][k] + A[i][j][k - 1])
						   + A[i][j][k];
		#pragma omp for
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < n - 1; j++)
				#pragma omp simd
				for (int k = 1; k < n - 1; k++)
					A[i][j][k] = 0.125f * (B[i + 1][j][k] - 2.0f * B[i][j][k] + B[i - 1][j][k])
						   + 0.125f * (B[i][j + 1][k] - 2.0f * B[i][j][k] + B[i][j - 1][k])
						   + 0.125f * (B[i][j][k + 1] - 2.0f * B[i][j][k] + B[i][j][k - 1])
						   + B[i][j][k];
	}
	} else {
	for (int t = 1; t <= tsteps; t++) {
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < n - 1; j++)
				#pragma omp simd
				for (int k = 1; k < n - 1; k++)
					B[i][j][k] = 0.125f * (A[i + 1][j][k] - 2.0f * A[i][j][k] + A[i - 1][j][k])
						   + 0.125f * (A[i][j + 1][k] - 2.0f * A[i][j][k] + A[i][j - 1][k])
						   + 0.125f * (A[i][j][k + 1] - 2.0f * A[i][j][k] + A[i][j][k - 1])
						   + A[i][j][k];
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < n - 1; j++)
				#pragma omp simd
				for (int k = 1; k < n - 1; k++)
					A[i][j][k] = 0.125f * (B[i + 1][j][k] - 2.0f * B[i][j][k] + B[i - 1][j][k])
						   + 0.125f * (B[i][j + 1][k] - 2.0f * B[i][j][k] + B[i][j - 1][k])
						   + 0.125f * (B[i][j][k + 1] - 2.0f * B[i][j][k] + B[i][j][k - 1])
						   + B[i][j][k];
	}
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	float (*A)[n][n] = malloc(sizeof(float[n][n][n]));
	float (*B)[n][n] = malloc(sizeof(float[n][n][n]));

	if (!A || !B)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			for (int k = 0; k < n; k++)
				A[i][j][k] = B[i][j][k] =
					(float)((i * i + 3 * j + 2 * k * k) % 13) + 1.0f;

	kernel_heat_3d(TSTEPS, n, A, B);

	printf("A\n");
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			for (int k = 0; k < n; k++)
				printf("%.6g ", A[i][j][k]);
			printf("\n");
		}
	free(A);
	free(B);
	return 0;
}
