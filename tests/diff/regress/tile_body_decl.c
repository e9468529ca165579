/* A band whose outer loop declares a variable in its body, outside the
 * inner loops: a scalar set once per row, and a scratch row (what the
 * privatise-array pass declares).  Tiling ran that body's part for every
 * row of a tile before the band, out of the declaration's scope: the
 * output did not compile (tests/diff/regress/sink_private_array.c's
 * G1_priv).  The tiler then left such a band untiled; now it declares
 * each again at the top of the row's point loop, where its uses land
 * (passes/tile.h, declarations). */
#include <stdio.h>

#define N 40

static double A[N][N], B[N][N], C[N][N], x[N];

static void scaled(int n)
{
#pragma scop
	for (int i = 0; i < n; i++) {
		double t = x[i] * 2.0;
		for (int j = 0; j < n; j++)
			for (int k = 0; k < n; k++)
				A[i][j] += t * B[j][k];
	}
#pragma endscop
}

static void scratch(int n)
{
#pragma scop
	for (int i = 0; i < n; i++) {
		double r[N];
		for (int j = 0; j < n; j++)
			for (int k = 0; k < n; k++) {
				r[k] = B[j][k] * x[i];
				C[i][j] += r[k] * B[k][j];
			}
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		x[i] = (double)((i * 5 + 2) % 9) / 9 + 0.5;
		for (int j = 0; j < N; j++) {
			A[i][j] = (double)((i * 3 + j) % 7) / 7;
			B[i][j] = (double)((i + j * 4 + 1) % 11) / 11 + 0.25;
			C[i][j] = 0.0;
		}
	}
	scaled(N);
	scratch(N);
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < N; j++)
			printf("%.12g %.12g ", A[i][j], C[i][j]);
		printf("\n");
	}
	return 0;
}
