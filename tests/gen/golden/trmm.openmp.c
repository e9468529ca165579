/* kforge 0.1.0: tests/kernels/trmm.c for openmp; 1 loop in parallel */
/*
 * trmm.c: triangular matrix multiply, B = alpha * A^T * B, where A (M x M)
 * is unit lower triangular (diagonal taken as 1, upper part not read) and
 * B is M x N, computed in place.
 *
 * Style: static global 2-D arrays used directly by the kernel (double),
 * triangular bound k = i + 1.
 * Default M=64 N=80.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DM=1000 -DN=1100
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: L1 is sequential by an anti dependence: iteration i
 *   reads B[k][j] for k > i, rows that later iterations k overwrite; run in
 *   another order, i would read updated rows.
 * kforge-expect-note: L1.1.1 accumulates into B[i][j] (does not depend on
 *   k) and reads B[k][j] with k > i, never the element it writes.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef M
#define M 64
#endif
#ifndef N
#define N 80
#endif

static double A[M][M];
static double B[M][N];

static void kernel_trmm(double alpha)
{
	int i, j, k;

#pragma scop
	for (i = 0; i < M; i++)
		if (-80*i + 5040 >= 8192) {
		#pragma omp parallel for private(k) if(-80*i + 5040 >= 8192)
		for (j = 0; j < N; j++) {
			{ double kf_acc_B = B[i][j];
			for (k = i + 1; k < M; k++)
				kf_acc_B += A[k][i] * B[k][j];
			B[i][j] = kf_acc_B; }
			B[i][j] = alpha * B[i][j];
		}
		} else {
		for (j = 0; j < N; j++) {
			{ double kf_acc_B = B[i][j];
			for (k = i + 1; k < M; k++)
				kf_acc_B += A[k][i] * B[k][j];
			B[i][j] = kf_acc_B; }
			B[i][j] = alpha * B[i][j];
		}
		}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < M; i++) {
		for (int j = 0; j < i; j++)
			A[i][j] = (double)((i + j) % M) / M;
		A[i][i] = 1.0;
		for (int j = i + 1; j < M; j++)
			A[i][j] = -999.0;	/* never read */
		for (int j = 0; j < N; j++)
			B[i][j] = (double)((N + (i - j)) % N) / N;
	}

	kernel_trmm(1.5);

	printf("B\n");
	for (int i = 0; i < M; i++) {
		for (int j = 0; j < N; j++)
			printf("%.10g ", B[i][j]);
		printf("\n");
	}
	return 0;
}
