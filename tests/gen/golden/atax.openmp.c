/* kforge 0.1.0: tests/kernels/atax.c for openmp; 0 loops in parallel */
/*
 * atax.c: y = A^T * (A * x), with A of M rows and N columns.
 *
 * Style: static global 2-D arrays passed as fixed-size parameters (float);
 * the row product A[i] . x lives in a scalar temporary.
 * Default M=120 N=140.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DM=8000 -DN=9000
 *
 * kforge-expect: L1 j parallel
 * kforge-expect: L2 i reduction
 * kforge-expect: L2.1 j reduction
 * kforge-expect: L2.2 j parallel
 * kforge-expect-note: L2 (over rows i) carries only y[j] += ..., an array
 *   reduction (y[j] does not depend on i); t is written (t = 0) before it
 *   is read in every i, so it is private.  Parallelising L2 needs a
 *   privatised or atomic y; interchanging L2.2 outward is the other way.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef M
#define M 120
#endif
#ifndef N
#define N 140
#endif

static float a_data[M][N];
static float x_data[N];
static float y_data[N];

static void kernel_atax(float A[M][N], float x[N], float y[N])
{
	float t;

#pragma scop
	#pragma omp simd
	for (int j = 0; j < N; j++)
		y[j] = 0.0f;
	for (int i = 0; i < M; i++) {
		t = 0.0f;
		for (int j = 0; j < N; j++)
			t += A[i][j] * x[j];
		#pragma omp simd
		for (int j = 0; j < N; j++)
			y[j] += A[i][j] * t;
	}
#pragma endscop
}

int main(void)
{
	for (int j = 0; j < N; j++)
		x_data[j] = 1.0f + (float)j / N;
	for (int i = 0; i < M; i++)
		for (int j = 0; j < N; j++)
			a_data[i][j] = (float)((i + j) % N) / (5.0f * M);

	kernel_atax(a_data, x_data, y_data);

	printf("y\n");
	for (int j = 0; j < N; j++)
		printf("%.6g\n", y_data[j]);
	return 0;
}
