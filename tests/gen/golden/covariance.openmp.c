/* kforge 0.1.0: tests/kernels/covariance.c for openmp; 3 loops in parallel */
/*
 * covariance.c: sample covariance matrix of M variables over N
 * observations (data is N x M, linearised).  Columns are centred in place;
 * cov[i][j] = sum_k data[k][i] data[k][j] / (N - 1), computed for j >= i
 * and mirrored.
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double),
 * a scalar accumulator declared outside the scop.
 * Default N=100 M=80.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1100 -DM=900
 *
 * kforge-expect: L1 j parallel
 * kforge-expect: L1.1 i reduction
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j parallel
 * kforge-expect: L3 i parallel
 * kforge-expect: L3.1 j parallel
 * kforge-expect: L3.1.1 k reduction
 * kforge-expect-note: L3 iteration i writes row i from the diagonal right
 *   and column i from the diagonal down; for i != i' these never meet (an
 *   element (i, i') of row i has i' >= i, of column i' has i >= i'), so L3
 *   is parallel.  acc is written before it is read in every (i, j).
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 100
#endif
#ifndef M
#define M 80
#endif

static void kernel_covariance(int n, int m, double *restrict data,
			      double *restrict cov, double *restrict mean)
{
	double acc;

#pragma scop
	if (1.0 * m * n >= 8192) {
	#pragma omp parallel for if(1.0 * m * n >= 8192)
	for (int j = 0; j < m; j++) {
		mean[j] = 0.0;
		{ double kf_acc_mean = mean[j];
		for (int i = 0; i < n; i++)
			kf_acc_mean += data[i * m + j];
		mean[j] = kf_acc_mean; }
		mean[j] /= n;
	}
	} else {
	for (int j = 0; j < m; j++) {
		mean[j] = 0.0;
		{ double kf_acc_mean = mean[j];
		for (int i = 0; i < n; i++)
			kf_acc_mean += data[i * m + j];
		mean[j] = kf_acc_mean; }
		mean[j] /= n;
	}
	}
	if (1.0 * m * n >= 8192) {
	#pragma omp parallel for if(1.0 * m * n >= 8192)
	for (int i = 0; i < n; i++)
		#pragma omp simd
		for (int j = 0; j < m; j++)
			data[i * m + j] -= mean[j];
	} else {
	for (int i = 0; i < n; i++)
		#pragma omp simd
		for (int j = 0; j < m; j++)
			data[i * m + j] -= mean[j];
	}
	if (1.0 * m * m * n + 1.0 * m * n >= 16384) {
	#pragma omp parallel for private(acc) schedule(static, 1) if(1.0 * m * m * n + 1.0 * m * n >= 16384)
	for (int i = 0; i < m; i++)
		for (int j = i; j < m; j++) {
			acc = 0.0;
			for (int k = 0; k < n; k++)
				acc += data[k * m + i] * data[k * m + j];
			acc /= n - 1.0;
			cov[i * m + j] = acc;
			cov[j * m + i] = acc;
		}
	} else {
	for (int i = 0; i < m; i++)
		for (int j = i; j < m; j++) {
			acc = 0.0;
			for (int k = 0; k < n; k++)
				acc += data[k * m + i] * data[k * m + j];
			acc /= n - 1.0;
			cov[i * m + j] = acc;
			cov[j * m + i] = acc;
		}
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	double *data = malloc(sizeof(double) * n * m);
	double *cov = malloc(sizeof(double) * m * m);
	double *mean = malloc(sizeof(double) * m);

	if (!data || !cov || !mean)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			data[i * m + j] = (double)((i * (j + 1) + 2 * j) % 13) / 4.0 +
					  (double)(i % 7) * j / m;

	kernel_covariance(n, m, data, cov, mean);

	printf("cov\n");
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < m; j++)
			printf("%.10g ", cov[i * m + j]);
		printf("\n");
	}
	free(data);
	free(cov);
	free(mean);
	return 0;
}
