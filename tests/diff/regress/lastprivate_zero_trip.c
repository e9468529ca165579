/* lastprivate where a loop may run no iteration (src/codegen/openmp_last.c):
 * GCC copies back a private nothing wrote.
 *   zero_trip:  the j loop runs no iteration at i = 0, tmp is read after
 *               it (it came out 4.7e-310 for 0.57);
 *   last_skip:  at i = N - 1 the j loop is empty, so the last iteration of
 *               the parallel i loop never writes s;
 *   iter_after: the k loop may run no iteration (lo > hi), and k is read
 *               after it. */
#include <stdio.h>

#define N 24

static double A[N][N], B[N];

static void zero_trip(void)
{
	int i, j;
	double tmp = 0.57;
#pragma scop
	for (i = 0; i < N; i++) {
		for (j = 0; j < i; j++) {
			tmp = A[i][j] * 0.5;
			A[i][j] = tmp + 1.0;
		}
		B[i] = B[i] * 0.5 + tmp;
	}
#pragma endscop
	printf("zero_trip %.12g %d %d\n", tmp, i, j);
}

static void last_skip(void)
{
	double s = 0.25;
#pragma scop
	for (int i = 0; i < N; i++)
		for (int j = i + 1; j < N; j++) {
			s = A[i][j] * 0.25;
			A[j][i] = A[j][i] * 0.5 + s;
		}
#pragma endscop
	printf("last_skip %.12g\n", s);
}

static void iter_after(int lo, int hi)
{
	int k = -7;
	double t = 1.5;
#pragma scop
	for (k = lo; k < hi; k++) {
		t = B[k] * 0.5;
		B[k] = t + A[k][0];
	}
#pragma endscop
	printf("iter_after %d %.12g\n", k, t);
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		B[i] = (double)(i % 5) / 5 + 0.5;
		for (int j = 0; j < N; j++)
			A[i][j] = (double)((i * 3 + j) % 7) / 7 + 0.5;
	}
	zero_trip();
	last_skip();
	iter_after(3, N);
	iter_after(5, 2);
	iter_after(4, 4);
	for (int i = 0; i < N; i++) {
		printf("%.12g", B[i]);
		for (int j = 0; j < N; j++)
			printf(" %.12g", A[i][j]);
		printf("\n");
	}
	return 0;
}
