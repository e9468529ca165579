/* A loop that runs at most once (1 <= j < i with i <= 2) carries nothing,
 * so it may run in parallel with s firstprivate and lastprivate; GCC 12's
 * `for simd` then starts s from 0 in its lanes instead of s's value, so
 * such a loop gets no simd (seed 5364 of tests/diff). */
#include <stdio.h>

#define N 3
#define M 4

static double G[N][M];

static void kernel(void)
{
	double s = 1.25;
#pragma scop
	for (int i = 1; i < N; i++) {
		for (int j = 1; j < i; j++)
			s += 0.75;
		for (int j = 0; j < M; j++)
			G[i][j] = G[i - 1][j] * 0.5 + s;
	}
#pragma endscop
	printf("s %.12g\n", s);
}

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			G[i][j] = (double)((i * 3 + j) % 7) / 7 + 0.5;
	kernel();
	for (int i = 1; i < N; i++) {
		for (int j = 0; j < M; j++)
			printf(" %.12g", G[i][j]);
		printf("\n");
	}
	return 0;
}
