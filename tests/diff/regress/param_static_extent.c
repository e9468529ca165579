/* A parameter declared with C99's array qualifiers (`double A[static n][n]`,
 * `const double B[const restrict n]`, pet's tests/static.c): the extent
 * was read from clang's spelling "double[static n][n]" as "static n", and
 * the OpenCL and CUDA hosts' buffer sizes did not compile.  The
 * qualifiers are no part of the extent. */
#include <stdio.h>
static void foo(int n, double A[static n][n], const double B[const restrict n])
{
#pragma scop
	for (int i = 0; i < n; ++i)
		for (int j = 0; j < n; ++j)
			A[i][j] = B[j] * i + j;
#pragma endscop
}
int main(void)
{
	static double A[50][50], B[50];
	for (int i = 0; i < 50; i++)
		B[i] = i * 0.5;
	foo(50, A, B);
	for (int i = 0; i < 50; i++)
		printf("%g %g\n", A[i][3], A[7][i]);
	return 0;
}
