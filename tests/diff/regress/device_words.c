/* Variables named by words the device languages reserve, which C leaves to
 * its users: OpenCL C's `half`, `local`, `global`, `uint`, `float4`, and
 * C++'s `new`, `this`, `class`, `delete` for CUDA.  The kernels did not
 * build ("expected ']'" for a parameter named half); the device text now
 * calls them kf_half, kf_new, ... (gpu_text.c, kf_gpu_rename_reserved). */
#include <stdio.h>
#include <stdlib.h>

static void split(int n, double *restrict a, const double *restrict b)
{
	int half = n / 2;
	double local = 0.5, global = 2.0;
#pragma scop
	for (int i = 0; i < half; i++)
		a[half + i] = local * b[i] + global * b[half + i];
#pragma endscop
}

static void shift(int n, int uint, int float4, double *restrict a)
{
#pragma scop
	for (int i = 0; i < n; i++)
		a[i] = a[i] * uint + float4;
#pragma endscop
}

static void cxx(int n, int new, int this, double class, double *restrict a, const double *restrict delete)
{
#pragma scop
	for (int i = 0; i < n; i++)
		a[i] = class * delete[i] + new - this;
#pragma endscop
}

int main(void)
{
	int n = 5000;
	double *a = calloc((size_t)n, sizeof *a), *b = malloc((size_t)n * sizeof *b);
	for (int i = 0; i < n; i++)
		b[i] = (i % 13) * 0.5;
	split(n, a, b);
	shift(n, 3, 7, a);
	cxx(n / 3, 11, 4, 1.5, a, b);
	double s = 0.0;
	for (int i = 0; i < n; i++)
		s += a[i] * (i % 5 + 1);
	printf("%.6f\n", s);
	free(a);
	free(b);
	return 0;
}
