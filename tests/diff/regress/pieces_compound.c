/* A compound assignment whose target is subscripted through ?: (one access
 * per piece) must still read its right-hand side: the read of row
 * clamp(i - 2) at column 3 is what the write at j == 3 conflicts with, so
 * the j loop carries a dependence; and a VLA the right-hand side reads must
 * still be flattened in the OpenCL kernel (seeds 125 and 21 of tests/diff). */
#include <stdio.h>

#define N 8
#define M 8

static double X[N][N];

static void kernel(int n, double Y[n][n], double *restrict P)
{
	int i, j;
#pragma scop
	for (i = 0; i < N; i++) {
		for (j = 0; j < M; j++)
			P[((j == 0 ? j : j - 1)) * M + j] += X[i][j] / (1.0 + P[((i - 2 < 0 ? 0 : (i - 2 > 7 ? 7 : i - 2))) * M + 3]);
		for (j = 0; j < M; j++)
			X[i][(j == 0 ? j : j - 1)] += 0.25 * Y[i][1] + 0.75;
	}
#pragma endscop
}

int main(void)
{
	static double Y[N][N], P[N * M];
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++) {
			X[i][j] = (double)((i * 3 + j) % 7) / 7 + 0.5;
			Y[i][j] = (double)((i * 5 + j * 2) % 11) / 11 + 0.5;
		}
	for (int i = 0; i < N * M; i++)
		P[i] = (double)(i % 13) / 13 + 0.5;
	kernel(N, Y, P);
	for (int i = 0; i < N * M; i++)
		printf("%.12g\n", P[i]);
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			printf("%.12g\n", X[i][j]);
	return 0;
}
