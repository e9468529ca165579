/* kforge 0.1.0: tests/kernels/jacobi-1d.c for openmp; 0 loops in parallel */
/*
 * jacobi-1d.c: 3-point Jacobi smoothing in 1-D, TSTEPS time steps, each
 * a sweep A -> B and a sweep B -> A (the end points stay fixed).
 *
 * Style: static global 1-D arrays passed as fixed-size parameters (float),
 * loops written with <=.
 * Default N=400 TSTEPS=40.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=200000 -DTSTEPS=4000
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 i parallel
 * kforge-expect: L1.2 i parallel
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 400
#endif
#ifndef TSTEPS
#define TSTEPS 40
#endif

static float a_data[N];
static float b_data[N];

static void kernel_jacobi_1d(float A[N], float B[N])
{
#pragma scop
	for (int t = 1; t <= TSTEPS; t++) {
		#pragma omp simd
		for (int i = 1; i <= N - 2; i++)
			B[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0f;
		#pragma omp simd
		for (int i = 1; i <= N - 2; i++)
			A[i] = (B[i - 1] + B[i] + B[i + 1]) / 3.0f;
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		a_data[i] = (float)(i % 17) / 4.0f + 1.0f;
		b_data[i] = a_data[i];
	}

	kernel_jacobi_1d(a_data, b_data);

	printf("A\n");
	for (int i = 0; i < N; i++)
		printf("%.6g\n", a_data[i]);
	return 0;
}
