/*
 * fuse_reorder.c: kernels a, b, c where c reads what a writes, element by
 * element, and b runs over another domain and shares nothing with c: the
 * smart strategy moves c up before b and fuses it with a; noreordering
 * fuses nothing.  The temporary p dies in the fusion.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 500
#endif

static void steps(int n, double x[n], double q[n], double s[n])
{
	double p[N];
#pragma scop
	for (int i = 0; i < n; i++)
		p[i] = x[i] + 1.0;
	for (int i = 0; i < n - 1; i++)
		q[i] = x[i + 1] - x[i];
	for (int i = 0; i < n; i++)
		s[i] = p[i] * p[i] - x[i];
#pragma endscop
}

int main(void)
{
	int n = N;
	double *x = malloc(sizeof(double[n])), *q = calloc((size_t)n, sizeof(double));
	double *s = malloc(sizeof(double[n]));

	if (!x || !q || !s)
		return 1;
	for (int i = 0; i < n; i++)
		x[i] = (double)(i % 11) / 4.0;
	steps(n, x, q, s);
	for (int i = 0; i < n; i += 5)
		printf("%.10g %.10g\n", q[i], s[i]);
	free(x);
	free(q);
	free(s);
	return 0;
}
