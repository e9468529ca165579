/* Loop conditions the front end reads but OpenMP's directives do not take
 * (the counter not alone on one side, a conjunction): `omp for` on them
 * did not compile ("invalid controlling predicate"; PPCG's and pet's
 * tests/loop5.c write `i + 1 <= m + 1`).  The loop-form pass writes them
 * in the canonical form from the loop's bounds before the plan. */
#include <stdio.h>

#define N 600

static double a[N][N], b[N][N], c[N], d[N];

static void kernel(int n, int m)
{
#pragma scop
	for (int i = 0; i + 1 < n; i++)
		c[i] = a[i][0] * 2.0 + b[i][1];
	for (int i = 0; n - i > 1; ++i)
		d[i] = c[i + 1] + 1.0;
	for (int i = 0; i < n && i < m; i++)
		for (int j = 0; j + i < n; j++)
			a[i][j] = b[j][i] * 0.5 + c[i];
	for (int i = n - 1; i >= 0 && i > n - 50; i--)
		d[i] = d[i] + b[i][i];
	for (int i = 1; i - 1 < n - 2; i += 1)
		for (int j = n - 2; 1 <= j; j -= 1)
			b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		c[i] = d[i] = 0.0;
		for (int j = 0; j < N; j++) {
			a[i][j] = (double)((i * 7 + j * 3) % 13) / 13 + 0.5;
			b[i][j] = (double)((i * 5 + j * 11 + 1) % 17) / 17 + 0.25;
		}
	}
	kernel(N, N - 100);
	for (int i = 0; i < N; i++)
		printf("%.12g %.12g\n", c[i], d[i]);
	for (int i = 0; i < N; i += 7) {
		for (int j = 0; j < N; j += 5)
			printf("%.12g %.12g ", a[i][j], b[i][j]);
		printf("\n");
	}
	return 0;
}
