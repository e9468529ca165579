/*
 * call.c: calls to functions of the file in fragments (inlining), and
 * loops that name the caller's variables (subroutine splitting).
 */
#include <stdio.h>

#define N 40

static double A[N][N], x[N], y[N], z[N];

/* the dot product of a row with x */
static double dot(int n, const double *a, const double *b)
{
	double s = 0;
	for (int i = 0; i < n; i++)
		s += a[i] * b[i];
	return s;
}

static void axpy(int n, double alpha, double *v, const double *w)
{
	for (int i = 0; i < n; i++)
		v[i] += alpha * w[i];
}

static double twice(double t)
{
	t = 2 * t;
	return t;
}

static int fact(int n)
{
	if (n <= 1)
		return 1;
	return n * fact(n - 1);
}

static double sum(int n, ...)
{
	return n;
}

static double clampv(double v)
{
	if (v > 1)
		return 1;
	return v;
}

/* the first i with x[i] > t, or n */
static int first_above(int n, double t)
{
#pragma scop
	for (int i = 0; i < n; i++)
		if (x[i] > t)
			return i;
#pragma endscop
	return n;
}

int main(void)
{
	int n = N;
	double total = 0, alpha = 0.5;
	double (*pick)(double) = twice;
	for (int i = 0; i < N; i++) {
		x[i] = (double)(i % 7) - 3.0;
		for (int j = 0; j < N; j++)
			A[i][j] = (double)((i * j) % 11) / 10.0;
	}
#pragma scop
	for (int i = 0; i < n; i++)
		y[i] = dot(n, A[i], x);
	for (int i = 0; i < n; i++) {
		axpy(n, alpha, z, A[i]);
		z[i] = twice(z[i]) + fact(3) + sum(1, 2);
		z[i] += pick(0.5) + clampv(y[i]);
	}
	for (int i = 0; i < n; i++)
		total += y[i] * z[i];
#pragma endscop
	for (int i = 0; i < N; i++)
		printf("%d %g %g\n", i, y[i], z[i]);
	printf("%g %d\n", total, first_above(n, 2.5));
	return 0;
}
