/* Preprocessor conditionals inside a fragment (NPB's LU walks its loops
 * backwards `#if defined(_OPENMP)`, its sequential build forwards): kforge
 * sees the branch its flags select, and the versioned copy of the loop
 * (a run-time test on n) cut the #if group apart, so the output did not
 * compile.  Such a fragment is left as written, with a warning; the
 * fragment after it is rewritten as usual. */
#include <stdio.h>

#define N 300

static double a[N][N], b[N][N];

static void sweep(int n)
{
	int i, j;
#pragma scop
#if defined(_OPENMP)
	for (i = n - 1; i >= 0; i--) {
		for (j = n - 1; j >= 0; j--) {
#else
	for (i = 0; i < n; i++) {
		for (j = 0; j < n; j++) {
#endif
			b[i][j] = a[i][j] * 0.5 + 1.0;
#ifdef KF_TRACE
			printf("%d %d\n", i, j);
#endif
		}
	}
#pragma endscop
#pragma scop
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++)
			a[i][j] = b[i][j] + a[i][j] * 0.25;
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			a[i][j] = (i * 13 + j * 7) % 23;
	sweep(N);
	sweep(N - 7);
	double s = 0;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			s += a[i][j] * (i + 1) + b[i][j] * (j + 1);
	printf("%.6f\n", s);
	return 0;
}
