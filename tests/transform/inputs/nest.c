/*
 * nest.c: loop nests for `kforge transform` (tests/transform/test_transform.sh):
 * each transformation of the menu applies to one of them.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#define N 37
#define M 29

static double A[N][M], B[N][M], C[N], D[N];

static void kernel(int n, int m)
{
	int i, j;
	double s;
#pragma scop
	/* scale the rows, then add B */
	for (i = 0; i < n; i++) {
		C[i] = 0.5 * i; /* a row's weight */
		for (j = 0; j < m; j++)
			A[i][j] = A[i][j] * C[i] + B[i][j];
		D[i] = C[i] + 1.0;
	}
	for (i = 0; i < n; i++)
		for (j = 0; j < m; j++)
			B[i][j] = B[i][j] + A[i][j] * j;
	for (i = 0; i < n; i++)
		D[i] = D[i] * 2.0;
	for (i = 0; i < n; i++)
		C[i] = C[i] + D[i];
	for (j = 0; j < 6; j++)
		D[j] = D[j] - j;
	for (i = 0; i < n; i++) {
		s = A[i][0] * 2.0; /* one scalar for every iteration */
		C[i] = C[i] + s;
		D[i] = D[i] - s;
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < M; j++) {
			A[i][j] = (double)((i * j + 1) % 7) / 7.0;
			B[i][j] = (double)((i + 2 * j) % 5) / 5.0;
		}
		C[i] = D[i] = 0.0;
	}
	kernel(N, M);
	for (int i = 0; i < N; i++) {
		double s = 0.0;
		for (int j = 0; j < M; j++)
			s += A[i][j] + 2.0 * B[i][j];
		printf("%d %.10g %.10g %.10g\n", i, s, C[i], D[i]);
	}
	return 0;
}
