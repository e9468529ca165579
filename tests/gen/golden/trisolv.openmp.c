/* kforge 0.1.0: tests/kernels/trisolv.c for openmp; 2 loops in parallel */
/*
 * trisolv.c: forward substitution, solves L x = b for a lower triangular
 * L (N x N, upper part not read).
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double).
 * Off-diagonal entries are small (each row sums to at most 1/2 of the
 * diagonal), so x stays bounded.
 * Default N=200.  LARGE sizes (about 1 s at -O2; L takes 512 MB):
 * kforge-large: -DN=8000
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j reduction
 * kforge-expect-note: L1.1 accumulates into x[i] (does not depend on j)
 *   and reads x[j], j < i, never x[i] itself; L1 reads x[j] computed by
 *   earlier iterations.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 200
#endif

static void kernel_trisolv(int n, const double *restrict L,
			   double *restrict x, const double *restrict b)
{
#pragma scop
	if (n < 49153) { for (int i = 0; i < n; i++) {
		x[i] = b[i];
		{ double kf_acc_x = x[i];
		for (int j = 0; j < i; j++)
			kf_acc_x -= L[i * n + j] * x[j];
		x[i] = kf_acc_x; }
		x[i] = x[i] / L[i * n + i];
	}
	} else {
	#pragma omp parallel for simd
	for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1)
	  x[kf_c0] = b[kf_c0];
	#pragma omp parallel
	for (int kf_c0 = 0; kf_c0 < n; kf_c0 += 1) {
	  #pragma omp single
	  x[kf_c0] = x[kf_c0] / L[kf_c0 * n + kf_c0];
	  #pragma omp for simd
	  for (int kf_c1 = kf_c0 + 1; kf_c1 < n; kf_c1 += 1)
	    x[kf_c1] -= L[kf_c1 * n + kf_c0] * x[kf_c0];
	}
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double *L = malloc(sizeof(double) * (size_t)n * n);
	double *x = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);

	if (!L || !x || !b)
		return 1;
	for (int i = 0; i < n; i++) {
		b[i] = 1.0 + (double)(i % 10) / 10.0;
		x[i] = -999.0;
		for (int j = 0; j < n; j++)
			L[(size_t)i * n + j] =
				j < i ? (double)((i * j) % 7 + 1) / (14.0 * n)
				      : (j == i ? 1.0 + (double)(i % 3) / 3.0
						: -999.0);
	}

	kernel_trisolv(n, L, x, b);

	printf("x\n");
	for (int i = 0; i < n; i++)
		printf("%.10g\n", x[i]);
	free(L);
	free(x);
	free(b);
	return 0;
}
