/* kforge 0.1.0: tests/kernels/bicg.c for openmp; 2 loops in parallel */
/*
 * bicg.c: the two matrix-vector products of BiCGStab, s = A^T r and
 * q = A p, in one sweep over A (N rows, M columns).
 *
 * Style: C99 VLA parameters, double.
 * Default N=130 M=110.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=9000 -DM=8000
 *
 * kforge-expect: L1 j parallel
 * kforge-expect: L2 i reduction
 * kforge-expect: L2.1 j reduction
 * kforge-expect-note: L2 carries only s[j] += ... (an array reduction, s[j]
 *   does not depend on i; q[i] belongs to iteration i).  L2.1 carries only
 *   q[i] += ... (q[i] does not depend on j; s[j] belongs to iteration j).
 *   Both loops are reductions, each for a different statement.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 130
#endif
#ifndef M
#define M 110
#endif

static void kernel_bicg(int n, int m, double A[n][m], double s[m],
			double q[n], double p[m], double r[n])
{
#pragma scop
	if (m >= 8192) {
	#pragma omp parallel for simd if(m >= 8192)
	for (int j = 0; j < m; j++)
		s[j] = 0.0;
	} else {
	#pragma omp simd
	for (int j = 0; j < m; j++)
		s[j] = 0.0;
	}
	if (1.0 * m * n - 6 * m >= 8192) {
	#pragma omp parallel for reduction(+: s[0:m]) if(1.0 * m * n - 6 * m >= 8192)
	for (int i = 0; i < n; i++) {
		q[i] = 0.0;
		{ double kf_acc_q = q[i];
		for (int j = 0; j < m; j++) {
			s[j] += r[i] * A[i][j];
			kf_acc_q += A[i][j] * p[j];
		}
		q[i] = kf_acc_q; }
	}
	} else {
	for (int i = 0; i < n; i++) {
		q[i] = 0.0;
		{ double kf_acc_q = q[i];
		for (int j = 0; j < m; j++) {
			s[j] += r[i] * A[i][j];
			kf_acc_q += A[i][j] * p[j];
		}
		q[i] = kf_acc_q; }
	}
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	double (*A)[m] = malloc(sizeof(double[n][m]));
	double *s = malloc(sizeof(double) * m), *p = malloc(sizeof(double) * m);
	double *q = malloc(sizeof(double) * n), *r = malloc(sizeof(double) * n);

	if (!A || !s || !p || !q || !r)
		return 1;
	for (int j = 0; j < m; j++)
		p[j] = (double)(j % m) / m;
	for (int i = 0; i < n; i++) {
		r[i] = (double)(i % n) / n;
		for (int j = 0; j < m; j++)
			A[i][j] = (double)(i * (j + 1) % n) / n;
	}

	kernel_bicg(n, m, A, s, q, p, r);

	printf("s\n");
	for (int j = 0; j < m; j++)
		printf("%.10g\n", s[j]);
	printf("q\n");
	for (int i = 0; i < n; i++)
		printf("%.10g\n", q[i]);
	free(A);
	free(s);
	free(p);
	free(q);
	free(r);
	return 0;
}
