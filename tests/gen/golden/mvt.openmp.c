/* kforge 0.1.0: tests/kernels/mvt.c for openmp; 2 loops in parallel */
/*
 * mvt.c: two matrix-vector products with A and its transpose,
 * x1 += A * y1 and x2 += A^T * y2 (A is N x N).
 *
 * Style: malloc'ed linearised arrays with restrict pointers (float).
 * Default N=200.  LARGE sizes (about 1 s at -O2; the transposed product
 * walks A by columns):
 * kforge-large: -DN=9000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j reduction
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j reduction
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 200
#endif

static void kernel_mvt(int n, float *restrict x1, float *restrict x2,
		       const float *restrict y1, const float *restrict y2,
		       const float *restrict A)
{
#pragma scop
	if (1.0 * n * n >= 8192) {
	#pragma omp parallel for if(1.0 * n * n >= 8192)
	for (int i = 0; i < n; i++)
		{ float kf_acc_x1 = x1[i];
		for (int j = 0; j < n; j++)
			kf_acc_x1 += A[i * n + j] * y1[j];
		x1[i] = kf_acc_x1; }
	} else {
	for (int i = 0; i < n; i++)
		{ float kf_acc_x1 = x1[i];
		for (int j = 0; j < n; j++)
			kf_acc_x1 += A[i * n + j] * y1[j];
		x1[i] = kf_acc_x1; }
	}
	#pragma omp parallel if(1.0 * n * n >= 8192)
	for (int j = 0; j < n; j++)
		#pragma omp for simd schedule(static) nowait
		for (int i = 0; i < n; i++)
			x2[i] += A[j * n + i] * y2[j];
#pragma endscop
}

int main(void)
{
	int n = N;
	float *A = malloc(sizeof(float) * (size_t)n * n);
	float *x1 = malloc(sizeof(float) * n), *x2 = malloc(sizeof(float) * n);
	float *y1 = malloc(sizeof(float) * n), *y2 = malloc(sizeof(float) * n);

	if (!A || !x1 || !x2 || !y1 || !y2)
		return 1;
	for (int i = 0; i < n; i++) {
		x1[i] = (float)(i % n) / n;
		x2[i] = (float)((i + 1) % n) / n;
		y1[i] = (float)((i + 3) % n) / n;
		y2[i] = (float)((i + 4) % n) / n;
		for (int j = 0; j < n; j++)
			A[(size_t)i * n + j] = (float)(i * j % n) / n;
	}

	kernel_mvt(n, x1, x2, y1, y2, A);

	printf("x1\n");
	for (int i = 0; i < n; i++)
		printf("%.6g\n", x1[i]);
	printf("x2\n");
	for (int i = 0; i < n; i++)
		printf("%.6g\n", x2[i]);
	free(A);
	free(x1);
	free(x2);
	free(y1);
	free(y2);
	return 0;
}
