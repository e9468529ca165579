/* A VLA parameter double X[n][n] whose loops are bounded by the macro N
 * rather than by n: the kernel indexed X[i * n + j] without receiving n
 * (the "#define n" it was handed expands to nothing), and clBuildProgram
 * failed with "use of undeclared identifier 'n'".  The nest now stays on
 * the host, saying why; the one over a fixed-size array still becomes a
 * kernel. */
#include <stdio.h>

#define N 10

static double Y[N][N];

static void kernel(int n, double X[n][n])
{
#pragma scop
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			X[i][j] = X[i][j] * 0.5 + 1.0;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			Y[i][j] = Y[i][j] * 0.25 + (double)(i + j);
#pragma endscop
}

int main(void)
{
	static double X[N][N];
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++) {
			X[i][j] = (double)((i * 3 + j) % 7) / 7 + 0.5;
			Y[i][j] = (double)((i + 5 * j) % 11) / 11 + 0.5;
		}
	kernel(N, X);
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < N; j++)
			printf(" %.12g %.12g", X[i][j], Y[i][j]);
		printf("\n");
	}
	return 0;
}
