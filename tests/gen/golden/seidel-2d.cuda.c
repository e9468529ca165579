/* kforge 0.1.0: tests/kernels/seidel-2d.c for cuda; 0 kernels */
/*
 * seidel-2d.c: 9-point Gauss-Seidel smoothing in 2-D, in place, TSTEPS
 * sweeps over the interior.
 *
 * Style: static global 2-D array passed as a fixed-size parameter
 * (double); the step count is an int parameter.
 * Default N=60 TSTEPS=10.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1200 -DTSTEPS=80
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 i sequential
 * kforge-expect: L1.1.1 j sequential
 * kforge-expect-note: in place: A[i][j] reads A[i-1][*] (written earlier
 *   in the same sweep, carried by i) and A[i][j-1] (carried by j).  Only
 *   skewing (a wavefront) exposes parallelism; as written, nothing is
 *   parallel.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 60
#endif
#ifndef TSTEPS
#define TSTEPS 10
#endif

static double grid[N][N];

static void kernel_seidel_2d(int tsteps, double A[N][N])
{
#pragma scop
	for (int t = 0; t <= tsteps - 1; t++)
		for (int i = 1; i <= N - 2; i++)
			for (int j = 1; j <= N - 2; j++)
				A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] +
					   A[i][j - 1] + A[i][j] + A[i][j + 1] +
					   A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) /
					  9.0;
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			grid[i][j] = (double)((i * i + 3 * j * j + i * j) % 17) / 4.0;

	kernel_seidel_2d(TSTEPS, grid);

	printf("A\n");
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < N; j++)
			printf("%.10g ", grid[i][j]);
		printf("\n");
	}
	return 0;
}
