/* kforge gen --target opencl|cuda on old library C (Rodinia's meschach):
 * each function's K&R and prototype headers under `#ifndef ANSI_C ...
 * #else ... #endif`, the kernels' function inside such a group (the .cu
 * copies the user's preprocessor lines up to it: the group it cut open
 * is closed there), and a function-like macro the file defines below that
 * function, which a later kernel calls (the .cu defines it too).
 * Used by tests/gen/test_gen_gpu.sh. */
#include <stdio.h>

#define ANSI_C 1
#define N 4096

static double v[N], w[N];

#ifndef ANSI_C
static void scale(x, n, s)
double *x;
int n;
double s;
#else
static void scale(double *x, int n, double s)
#endif
{
#pragma scop
	for (int i = 0; i < n; i++)
		x[i] = x[i] * s;
#pragma endscop
}

#define ABS(x) ((x) >= 0 ? (x) : -(x))

#ifndef ANSI_C
static void absdiff(x, y, n)
double *x, *y;
int n;
#else
static void absdiff(double *x, double *y, int n)
#endif
{
#pragma scop
	for (int i = 0; i < n; i++)
		y[i] = ABS(x[i] - 1000.0);
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		v[i] = (i * 37) % 1001;
	scale(v, N, 1.5);
	absdiff(v, w, N);
	double s = 0;
	for (int i = 0; i < N; i++)
		s += w[i] * (i % 7 + 1);
	printf("%.3f\n", s);
	return 0;
}
