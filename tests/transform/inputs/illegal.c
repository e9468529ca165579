/*
 * illegal.c: nests where a transformation of the menu would reverse a
 * dependence (tests/transform/test_transform.sh expects each refusal).
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#define N 24

static double A[N][N], X[N], Y[N];

static void kernel(int n)
{
	int i, j;
	double s = 0.0;
#pragma scop
	/* A[i][j] needs A[i-1][j+1]: not interchangeable, not tileable */
	for (i = 1; i < n; i++)
		for (j = 0; j < n - 1; j++)
			A[i][j] = A[i - 1][j + 1] + 1.0;
	/* X[i] needs Y[i-1] of the iteration before: not distributable */
	for (i = 1; i < n; i++) {
		X[i] = Y[i - 1] * 0.5;
		Y[i] = X[i] + 1.0;
	}
	/* the second loop reads X[i+1], written by the first: not fusable */
	for (i = 0; i < n - 1; i++)
		X[i] = X[i] + 1.0;
	for (i = 0; i < n - 1; i++)
		Y[i] = X[i + 1] * 2.0;
	/* s carries a sum from one iteration to the next: not expandable */
	for (i = 1; i < n; i++) {
		s = s + X[i];
		Y[i] = s;
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		X[i] = i;
		Y[i] = N - i;
		for (int j = 0; j < N; j++)
			A[i][j] = (i + j) % 3;
	}
	kernel(N);
	for (int i = 0; i < N; i++)
		printf("%d %g %g %g\n", i, X[i], Y[i], A[i][N / 2]);
	return 0;
}
