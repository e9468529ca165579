/*
 * fuse_chain.c: four element-wise kernels in a chain (the fusion pass's
 * motivating case), their temporaries t1..t3 used nowhere else, then a
 * kernel that reads y at other elements (no fusion across it) and, after a
 * fusion barrier, one more element-wise kernel.  REPS times.
 *
 * Default N=1000 REPS=3.  Bench sizes: -DN=262144 -DREPS=50 (the temporaries live on
 * the stack)
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 1000
#endif
#ifndef REPS
#define REPS 3
#endif

static void chain(int n, double x[n], double y[n], double z[n], double u[n])
{
	double t1[N], t2[N], t3[N];
#pragma scop
	for (int r = 0; r < REPS; r++) {
		for (int i = 0; i < n; i++)
			t1[i] = x[i] * 2.0 + r;
		for (int i = 0; i < n; i++)
			t2[i] = t1[i] * t1[i];
		for (int i = 0; i < n; i++)
			t3[i] = t2[i] - x[i];
		for (int i = 0; i < n; i++)
			y[i] = t3[i] * 0.5 + t1[i];
		for (int i = 0; i < n; i++)
			z[i] = y[(i + 1) % n] - y[i];
#pragma kforge fusion_barrier
		for (int i = 0; i < n; i++)
			u[i] = z[i] * 3.0;
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double *x = malloc(sizeof(double[n])), *y = malloc(sizeof(double[n]));
	double *z = malloc(sizeof(double[n])), *u = malloc(sizeof(double[n]));

	if (!x || !y || !z || !u)
		return 1;
	for (int i = 0; i < n; i++)
		x[i] = (double)(i % 13) / 8.0;
	chain(n, x, y, z, u);
	for (int i = 0; i < n; i += 7)
		printf("%.10g %.10g %.10g\n", y[i], z[i], u[i]);
	free(x);
	free(y);
	free(z);
	free(u);
	return 0;
}
