/* kforge 0.1.0: tests/kernels/gesummv.c for openmp; 1 loop in parallel */
/*
 * gesummv.c: sum of two matrix-vector products, y = alpha A x + beta B x.
 *
 * Style: static global 2-D arrays used directly by the kernel (float);
 * two scalar accumulators declared at function level, outside the scop.
 * Default N=160.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=9000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j reduction
 * kforge-expect-note: sa and sb are set to 0 at the top of every i, so
 *   they are private to L1; L1.1 reduces into both of them.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 160
#endif

static float A[N][N];
static float B[N][N];
static float x[N];
static float y[N];

static void kernel_gesummv(float alpha, float beta)
{
	float sa, sb;

#pragma scop
	#pragma omp parallel for private(sa, sb)
	for (int i = 0; i < N; i++) {
		sa = 0.0f;
		sb = 0.0f;
		for (int j = 0; j < N; j++) {
			sa += A[i][j] * x[j];
			sb += B[i][j] * x[j];
		}
		y[i] = alpha * sa + beta * sb;
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		x[i] = (float)(i % N) / N;
		for (int j = 0; j < N; j++) {
			A[i][j] = (float)((i * j + 1) % N) / N;
			B[i][j] = (float)((i * j + 2) % N) / N;
		}
	}

	kernel_gesummv(1.5f, 1.2f);

	printf("y\n");
	for (int i = 0; i < N; i++)
		printf("%.6g\n", y[i]);
	return 0;
}
