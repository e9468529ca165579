/*
 * conv5x5.c: a 2-D convolution with a 5x5 mask over the interior of an
 * image, REPS times (the window pass's motivating case: each output reads
 * 25 neighbours through constant-bound mask loops).
 *
 * Default N=67 (not a multiple of any block) REPS=2.  Bench sizes:
 * -DN=2048 -DREPS=10
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 67
#endif
#ifndef REPS
#define REPS 2
#endif

static void conv(int n, double in[n][n], double out[n][n], double w[5][5])
{
#pragma scop
	for (int r = 0; r < REPS; r++)
		for (int i = 2; i < n - 2; i++)
			for (int j = 2; j < n - 2; j++) {
				double s = 0.0;
				for (int a = 0; a < 5; a++)
					for (int b = 0; b < 5; b++)
						s += w[a][b] * in[i + a - 2][j + b - 2];
				out[i][j] = s + r;
			}
#pragma endscop
}

int main(void)
{
	int n = N;
	double (*in)[n] = malloc(sizeof(double[n][n]));
	double (*out)[n] = calloc(1, sizeof(double[n][n]));
	double w[5][5];

	if (!in || !out)
		return 1;
	for (int a = 0; a < 5; a++)
		for (int b = 0; b < 5; b++)
			w[a][b] = (double)(1 + a * 5 + b) / 325.0;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			in[i][j] = (double)((i * 7 + j * 13) % 17) / 4.0;
	conv(n, in, out, w);
	for (int i = 0; i < n; i += 3) {
		for (int j = 0; j < n; j += 3)
			printf("%.10g ", out[i][j]);
		printf("\n");
	}
	free(in);
	free(out);
	return 0;
}
