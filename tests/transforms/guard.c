/*
 * guard.c: the bounds and interior passes (gpu_guard.h) on sizes that are
 * or are not multiples of a block (N=64 and N=37):
 *   stencil  a 2-D interior sweep (1 <= i, j <= n - 2): split per block;
 *   upper    a triangle j >= i (box corner): split on the block's corner
 *            (kf_lo_j >= kf_hi_i), i <= n - 1 implied by the others
 *            (CUDA, where the box is mapped);
 *   lu_step  a kernel under a host loop k (i, j from k + 1): the host
 *            loop's bounds are the context;
 *   down     a 2-D band whose outer loop runs downwards (step -1);
 *   cube     a 3-D band; the middle loop's 3 iterations fill grid dimension
 *            z exactly (block 1), so only j and i are tested;
 *   rows     a kernel under a host loop r whose trip count 256 * (r + 1) is
 *            a multiple of the block whatever r: isl proves the grid exact.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 37
#endif

static void stencil(int n, double A[N][N], double B[N][N])
{
#pragma scop
	for (int i = 1; i < n - 1; i++)
		for (int j = 1; j < n - 1; j++)
			B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
#pragma endscop
}

static void upper(int n, double U[N][N], double A[N][N])
{
#pragma scop
	for (int i = 0; i < n; i++)
		for (int j = i; j < n; j++)
			U[i][j] = A[i][j] * 2.0 + A[j][i];
#pragma endscop
}

static void lu_step(int n, double L[N][N])
{
#pragma scop
	for (int k = 0; k < n - 1; k++)
		for (int i = k + 1; i < n; i++)
			for (int j = k + 1; j < n; j++)
				L[i][j] = L[i][j] - L[i][k] * L[k][j] / (L[k][k] + 10.0);
#pragma endscop
}

static void down(int n, double D[N][N], double A[N][N])
{
#pragma scop
	for (int i = n - 1; i >= 0; i--)
		for (int j = 0; j < n - 2; j++)
			D[i][j] = A[i][j + 1] - A[i][j + 2] * 0.5;
#pragma endscop
}

static void cube(int n, double C[N][3][N])
{
#pragma scop
	for (int i = 0; i < n; i++)
		for (int c = 0; c < 3; c++)
			for (int j = 0; j < n; j++)
				C[i][c][j] = C[i][c][j] * 0.5 + (double)(i - j + c);
#pragma endscop
}

static void rows(double V[512])
{
#pragma scop
	for (int r = 0; r < 2; r++)
		for (int i = 0; i < 256 * (r + 1); i++)
			V[i] = V[i] * 3.0 - 1.0;
#pragma endscop
}

static double V[512];
static double A[N][N], B[N][N], U[N][N], L[N][N], D[N][N], C[N][3][N];

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++) {
			A[i][j] = (double)((i * 7 + j * 3) % 13) / 5.0;
			L[i][j] = (double)((i + 2 * j) % 11) / 3.0;
			for (int c = 0; c < 3; c++)
				C[i][c][j] = (double)(i + j * c);
		}
	stencil(N, A, B);
	upper(N, U, A);
	lu_step(N, L);
	down(N, D, A);
	cube(N, C);
	for (int i = 0; i < 512; i++)
		V[i] = (double)(i % 17);
	rows(V);
	printf("%.17g %.17g\n", V[3], V[511]);
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			printf("%.17g %.17g %.17g %.17g %.17g\n", B[i][j], U[i][j], L[i][j], D[i][j],
			       C[i][1][j]);
	return 0;
}
