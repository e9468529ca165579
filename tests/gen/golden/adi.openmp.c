/* kforge 0.1.0: tests/kernels/adi.c for openmp; 0 loops in parallel */
/*
 * adi.c: alternating direction implicit (ADI) solver for 2-D diffusion.
 * Each time step solves one tridiagonal system per column (implicit along
 * the first index, u -> v) and then one per row (implicit along the
 * second index, v -> u), each by the Thomas algorithm: a forward
 * elimination sweep filling p and q, then a backward substitution sweep.
 * Boundary values are held at 1.
 *
 * Style: static global 2-D arrays used directly by the kernel (double),
 * decrementing loops (the backward sweeps).  Coefficients are set before
 * the scop.  The scheme is implicit and unconditionally stable.
 * Default N=50 TSTEPS=10.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1000 -DTSTEPS=60
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 i parallel
 * kforge-expect: L1.1.1 j sequential
 * kforge-expect: L1.1.2 j sequential
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.2.1 j sequential
 * kforge-expect: L1.2.2 j sequential
 * kforge-expect-note: L1.1 (one column i per iteration) writes column i of
 *   v and row i of p and q, and reads u, which the column sweep does not
 *   write; L1.2 likewise writes row i of u, p and q and reads v.  The
 *   forward sweeps carry p[i][j-1] -> p[i][j] and q[i][j-1] -> q[i][j];
 *   the backward sweeps carry v[j+1][i] -> v[j][i] and u[i][j+1] ->
 *   u[i][j].
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 50
#endif
#ifndef TSTEPS
#define TSTEPS 10
#endif

static double u[N][N];
static double v[N][N];
static double p[N][N];
static double q[N][N];

static void kernel_adi(void)
{
	int t, i, j;
	double dx = 1.0 / N, dt = 2.0 / ((double)N * N);
	double mx = 1.0 * dt / (dx * dx), my = 0.5 * dt / (dx * dx);
	double a = -mx / 2.0, b = 1.0 + mx, c = a;
	double d = -my / 2.0, e = 1.0 + my, f = d;

#pragma scop
	for (t = 1; t <= TSTEPS; t++) {
		for (i = 1; i < N - 1; i++) {
			v[0][i] = 1.0;
			p[i][0] = 0.0;
			q[i][0] = v[0][i];
			for (j = 1; j < N - 1; j++) {
				p[i][j] = -c / (a * p[i][j - 1] + b);
				q[i][j] = (-d * u[j][i - 1] + (1.0 + 2.0 * d) * u[j][i] -
					   f * u[j][i + 1] - a * q[i][j - 1]) /
					  (a * p[i][j - 1] + b);
			}
			v[N - 1][i] = 1.0;
			for (j = N - 2; j >= 1; j--)
				v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
		}
		for (i = 1; i < N - 1; i++) {
			u[i][0] = 1.0;
			p[i][0] = 0.0;
			q[i][0] = u[i][0];
			for (j = 1; j < N - 1; j++) {
				p[i][j] = -f / (d * p[i][j - 1] + e);
				q[i][j] = (-a * v[i - 1][j] + (1.0 + 2.0 * a) * v[i][j] -
					   c * v[i + 1][j] - d * q[i][j - 1]) /
					  (d * p[i][j - 1] + e);
			}
			u[i][N - 1] = 1.0;
			for (j = N - 2; j >= 1; j--)
				u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
		}
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			u[i][j] = (double)(i + N - j) / N;

	kernel_adi();

	printf("u\n");
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < N; j++)
			printf("%.10g ", u[i][j]);
		printf("\n");
	}
	return 0;
}
