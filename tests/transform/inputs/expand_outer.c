/*
 * expand_outer.c: scalar expansion with the array declared before a loop
 * around the expanded one (`expand(L, t, O)`,
 * tests/transform/test_transform.sh), and the cases it refuses.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#define N 23
#define M 31

static double A[N][M], B[N][M], x[N];

static void kernel(int n, int m)
{
	int i, j, k;
	double t, u, s = 0.0;
#pragma scop
	for (i = 0; i < n; i++)
		for (j = 0; j < m; j++) {
			t = 0.0;
			for (k = 0; k < i; k++)
				t += A[k][j] * 0.5;
			B[i][j] = t + B[i][j];
		}
	for (i = 1; i < n; i++)
		for (j = 0; j < i; j++) {
			u = A[i][j];
			B[i][j] = u * B[i - 1][j];
		}
	for (i = 0; i < n; i++) {
		x[i] = s;
		for (j = 0; j < m; j++) {
			s = A[i][j];
			B[i][j] += s;
		}
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++) {
			A[i][j] = (double)((i * j + 1) % 7) / 7;
			B[i][j] = (double)((i + 2 * j) % 5) / 5;
		}
	kernel(N, M);
	for (int i = 0; i < N; i++) {
		printf("%.17g\n", x[i]);
		for (int j = 0; j < M; j++)
			printf("%.17g\n", B[i][j]);
	}
	return 0;
}
