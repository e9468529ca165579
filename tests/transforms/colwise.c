/*
 * colwise.c: kernels whose loop nests are written in the order that maps
 * them badly onto threads (the coalesce and flatten passes' cases).
 *
 * scale: `for j for i` over row-major arrays: the innermost loop i indexes
 * rows, so the natural map (innermost loop on thread index x) has a warp
 * read 32 rows; coalesce puts j on x.
 * rgb: `for p for c` over pixels of three channels: the channel loop has 3
 * iterations, so a 2-D block leaves a quarter of its threads idle (4 wide
 * in x for 3); flatten launches p and c as one dimension.
 * plane: `for k for i for j` with k running once (a single plane): the
 * launch loses that dimension.
 *
 * Default N=300 M=200 REPS=2.  Bench sizes: -DN=2000 -DM=2000 -DREPS=10;
 * -DKERNELS=1, 2 or 4 runs scale, rgb or plane alone (a bit mask, 7 all).
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 300
#endif
#ifndef M
#define M 200
#endif
#ifndef REPS
#define REPS 2
#endif
#ifndef KERNELS
#define KERNELS 7
#endif

static void scale(int n, int m, double A[n][m], double B[n][m])
{
#pragma scop
	for (int r = 0; r < REPS; r++)
		for (int j = 0; j < m; j++)
			for (int i = 0; i < n; i++)
				B[i][j] = 0.5 * A[i][j] + B[i][j] * 0.25 + j;
#pragma endscop
}

static void rgb(int n, float img[n][3], float out[n][3])
{
#pragma scop
	for (int p = 0; p < n; p++)
		for (int c = 0; c < 3; c++)
			out[p][c] = img[p][c] * (c + 1) + 0.125f * p;
#pragma endscop
}

static void plane(int n, int m, double V[1][N][M], double W[1][N][M])
{
#pragma scop
	for (int k = 0; k < 1; k++)
		for (int i = 0; i < n; i++)
			for (int j = 0; j < m; j++)
				W[k][i][j] = V[k][i][j] * 3.0 - i;
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	double (*A)[m] = malloc(sizeof(double[n][m])), (*B)[m] = malloc(sizeof(double[n][m]));
	float (*img)[3] = malloc(sizeof(float[n * m][3])), (*out)[3] = malloc(sizeof(float[n * m][3]));
	double (*V)[N][M] = malloc(sizeof(double[1][N][M])), (*W)[N][M] = malloc(sizeof(double[1][N][M]));

	if (!A || !B || !img || !out || !V || !W)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			A[i][j] = (double)((i * 7 + j) % 17) / 4.0;
			B[i][j] = (double)(i % 5);
			V[0][i][j] = (double)((i + j * 3) % 11);
		}
	for (int p = 0; p < n * m; p++)
		for (int c = 0; c < 3; c++)
			img[p][c] = (float)((p + c) % 9) / 2.0f;
	if (KERNELS & 1)
		scale(n, m, A, B);
	if (KERNELS & 2)
		rgb(n * m, img, out);
	if (KERNELS & 4)
		plane(n, m, V, W);
	double s = 0;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j += 13)
			s += B[i][j] + W[0][i][j];
	printf("%.10g\n", s);
	for (int p = 0; p < n * m; p += 997)
		printf("%.6g %.6g %.6g\n", out[p][0], out[p][1], out[p][2]);
	free(A);
	free(B);
	free(img);
	free(out);
	free(V);
	free(W);
	return 0;
}
