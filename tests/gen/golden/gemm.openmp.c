/* kforge 0.1.0: tests/kernels/gemm.c for openmp; 1 loop in parallel */
/*
 * gemm.c: general matrix multiply, C = alpha * A * B + beta * C.
 *
 * Style: static global 2-D arrays (double), the kernel reads the globals.
 * Sizes: NI x NK times NK x NJ.  Default 64 each.
 * LARGE sizes (about 1 s at -O2):
 * kforge-large: -DNI=1000 -DNJ=1000 -DNK=1000
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: L1.1.1 accumulates into C[i][j], which does not
 *   depend on k.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef NI
#define NI 64
#endif
#ifndef NJ
#define NJ 64
#endif
#ifndef NK
#define NK 64
#endif

static double A[NI][NK];
static double B[NK][NJ];
static double C[NI][NJ];

static void init(void)
{
	for (int i = 0; i < NI; i++)
		for (int k = 0; k < NK; k++)
			A[i][k] = (double)((i * k + 1) % NI) / NI;
	for (int k = 0; k < NK; k++)
		for (int j = 0; j < NJ; j++)
			B[k][j] = (double)((k * (j + 1)) % NJ) / NJ;
	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++)
			C[i][j] = (double)((i * j + 2) % NJ) / NJ;
}

static void kernel_gemm(double alpha, double beta)
{
	int i, j, k;

#pragma scop
	#pragma omp parallel for private(j, k)
	for (i = 0; i < NI; i++) {
		for (j = 0; j < NJ; j++)
			C[i][j] *= beta;
		for (k = 0; k < NK; k++)
			#pragma omp simd
			for (j = 0; j < NJ; j++)
				C[i][j] += alpha * A[i][k] * B[k][j];
	}
#pragma endscop
}

int main(void)
{
	init();
	kernel_gemm(1.5, 1.2);
	printf("C\n");
	for (int i = 0; i < NI; i++)
		for (int j = 0; j < NJ; j++)
			printf("%.10g\n", C[i][j]);
	return 0;
}
