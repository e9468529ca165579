/* An else-if chain of 70 data-dependent tests (a classifier with 70
 * thresholds, as generated code writes them).  It was "error: ifs nested
 * too deep" and the fragment refused; then the 64th if became an opaque
 * statement, but the 63 nested ifs above it cost 8 s of analysis and 30 s
 * of `kforge gen` per target (deps.c's pairs of accesses), and the loop
 * around the chain was sequential.  Now the if under 16 data-dependent
 * tests (line 53) is one statement with its branches' accesses (stmt.c,
 * build_fold): w is still set on every path, so the loop around the chain
 * is parallel, as is the second loop.  test_analyze.sh checks the warning
 * and both verdicts, and that OpenMP and OpenCL run the first loop in
 * parallel; here every target's output is run and compared. */
#include <stdio.h>

static double A[300], B[300], C[300];

static void classify(int n, double *restrict a, double *restrict b, double *restrict c)
{
	double w;
#pragma scop
	for (int i = 0; i < n; i++) {
		if (a[i] < 1.0)
			w = 0.25;
		else if (a[i] < 2.0)
			w = 0.75;
		else if (a[i] < 3.0)
			w = 1.25;
		else if (a[i] < 4.0)
			w = 1.75;
		else if (a[i] < 5.0)
			w = 2.25;
		else if (a[i] < 6.0)
			w = 2.75;
		else if (a[i] < 7.0)
			w = 3.25;
		else if (a[i] < 8.0)
			w = 3.75;
		else if (a[i] < 9.0)
			w = 4.25;
		else if (a[i] < 10.0)
			w = 4.75;
		else if (a[i] < 11.0)
			w = 5.25;
		else if (a[i] < 12.0)
			w = 5.75;
		else if (a[i] < 13.0)
			w = 6.25;
		else if (a[i] < 14.0)
			w = 6.75;
		else if (a[i] < 15.0)
			w = 7.25;
		else if (a[i] < 16.0)
			w = 7.75;
		else if (a[i] < 17.0)
			w = 8.25;
		else if (a[i] < 18.0)
			w = 8.75;
		else if (a[i] < 19.0)
			w = 9.25;
		else if (a[i] < 20.0)
			w = 9.75;
		else if (a[i] < 21.0)
			w = 10.25;
		else if (a[i] < 22.0)
			w = 10.75;
		else if (a[i] < 23.0)
			w = 11.25;
		else if (a[i] < 24.0)
			w = 11.75;
		else if (a[i] < 25.0)
			w = 12.25;
		else if (a[i] < 26.0)
			w = 12.75;
		else if (a[i] < 27.0)
			w = 13.25;
		else if (a[i] < 28.0)
			w = 13.75;
		else if (a[i] < 29.0)
			w = 14.25;
		else if (a[i] < 30.0)
			w = 14.75;
		else if (a[i] < 31.0)
			w = 15.25;
		else if (a[i] < 32.0)
			w = 15.75;
		else if (a[i] < 33.0)
			w = 16.25;
		else if (a[i] < 34.0)
			w = 16.75;
		else if (a[i] < 35.0)
			w = 17.25;
		else if (a[i] < 36.0)
			w = 17.75;
		else if (a[i] < 37.0)
			w = 18.25;
		else if (a[i] < 38.0)
			w = 18.75;
		else if (a[i] < 39.0)
			w = 19.25;
		else if (a[i] < 40.0)
			w = 19.75;
		else if (a[i] < 41.0)
			w = 20.25;
		else if (a[i] < 42.0)
			w = 20.75;
		else if (a[i] < 43.0)
			w = 21.25;
		else if (a[i] < 44.0)
			w = 21.75;
		else if (a[i] < 45.0)
			w = 22.25;
		else if (a[i] < 46.0)
			w = 22.75;
		else if (a[i] < 47.0)
			w = 23.25;
		else if (a[i] < 48.0)
			w = 23.75;
		else if (a[i] < 49.0)
			w = 24.25;
		else if (a[i] < 50.0)
			w = 24.75;
		else if (a[i] < 51.0)
			w = 25.25;
		else if (a[i] < 52.0)
			w = 25.75;
		else if (a[i] < 53.0)
			w = 26.25;
		else if (a[i] < 54.0)
			w = 26.75;
		else if (a[i] < 55.0)
			w = 27.25;
		else if (a[i] < 56.0)
			w = 27.75;
		else if (a[i] < 57.0)
			w = 28.25;
		else if (a[i] < 58.0)
			w = 28.75;
		else if (a[i] < 59.0)
			w = 29.25;
		else if (a[i] < 60.0)
			w = 29.75;
		else if (a[i] < 61.0)
			w = 30.25;
		else if (a[i] < 62.0)
			w = 30.75;
		else if (a[i] < 63.0)
			w = 31.25;
		else if (a[i] < 64.0)
			w = 31.75;
		else if (a[i] < 65.0)
			w = 32.25;
		else if (a[i] < 66.0)
			w = 32.75;
		else if (a[i] < 67.0)
			w = 33.25;
		else if (a[i] < 68.0)
			w = 33.75;
		else if (a[i] < 69.0)
			w = 34.25;
		else if (a[i] < 70.0)
			w = 34.75;
		else
			w = -1.0;
		b[i] = w * a[i];
	}
	for (int i = 0; i < n; i++)
		c[i] = 2.0 * a[i] + 1.0;
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < 300; i++)
		A[i] = (double)((i * 37 + 11) % 293) / 4.0;
	classify(300, A, B, C);
	double s = 0;
	for (int i = 0; i < 300; i++)
		s += B[i] * (i + 1) + C[i];
	printf("%.10g %.10g %.10g\n", s, B[0], B[299]);
	return 0;
}
