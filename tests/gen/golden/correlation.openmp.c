/* kforge 0.1.0: tests/kernels/correlation.c for openmp; 4 loops in parallel */
/*
 * correlation.c: Pearson correlation matrix of M variables over N
 * observations (data is N x M, one row per observation).  Columns are
 * centred and scaled in place, then corr = data^T data; the lower triangle
 * is mirrored from the upper one.
 *
 * Style: C99 VLA parameters (double), sqrt, a conditional expression
 * guarding against a zero standard deviation.
 * Default N=100 M=80.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1100 -DM=900
 *
 * kforge-expect: L1 j parallel
 * kforge-expect: L1.1 i reduction
 * kforge-expect: L2 j parallel
 * kforge-expect: L2.1 i reduction
 * kforge-expect: L3 i parallel
 * kforge-expect: L3.1 j parallel
 * kforge-expect: L4 i parallel
 * kforge-expect: L4.1 j parallel
 * kforge-expect: L4.1.1 k reduction
 * kforge-expect-note: L4 iteration i writes corr[i][i], corr[i][j] and
 *   corr[j][i] for j > i: row i right of the diagonal and column i below
 *   it.  Two different i never write the same element, and corr is only
 *   read where the same iteration wrote it, so L4 is parallel.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 100
#endif
#ifndef M
#define M 80
#endif

static void kernel_correlation(int n, int m, double data[n][m],
			       double corr[m][m], double mean[m],
			       double stddev[m])
{
	const double eps = 0.1;

#pragma scop
	if (1.0 * m * n >= 8192) {
	#pragma omp parallel for if(1.0 * m * n >= 8192)
	for (int j = 0; j < m; j++) {
		mean[j] = 0.0;
		{ double kf_acc_mean = mean[j];
		for (int i = 0; i < n; i++)
			kf_acc_mean += data[i][j];
		mean[j] = kf_acc_mean; }
		mean[j] /= n;
	}
	} else {
	for (int j = 0; j < m; j++) {
		mean[j] = 0.0;
		{ double kf_acc_mean = mean[j];
		for (int i = 0; i < n; i++)
			kf_acc_mean += data[i][j];
		mean[j] = kf_acc_mean; }
		mean[j] /= n;
	}
	}
	if (1.0 * m * n >= 8192) {
	#pragma omp parallel for if(1.0 * m * n >= 8192)
	for (int j = 0; j < m; j++) {
		stddev[j] = 0.0;
		{ double kf_acc_stddev = stddev[j];
		for (int i = 0; i < n; i++)
			kf_acc_stddev += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
		stddev[j] = kf_acc_stddev; }
		stddev[j] /= n;
		stddev[j] = sqrt(stddev[j]);
		stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
	}
	} else {
	for (int j = 0; j < m; j++) {
		stddev[j] = 0.0;
		{ double kf_acc_stddev = stddev[j];
		for (int i = 0; i < n; i++)
			kf_acc_stddev += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
		stddev[j] = kf_acc_stddev; }
		stddev[j] /= n;
		stddev[j] = sqrt(stddev[j]);
		stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
	}
	}
	if (1.0 * m * n >= 8192) {
	#pragma omp parallel for if(1.0 * m * n >= 8192)
	for (int i = 0; i < n; i++)
		#pragma omp simd
		for (int j = 0; j < m; j++) {
			data[i][j] -= mean[j];
			data[i][j] /= sqrt((double)n) * stddev[j];
		}
	} else {
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			data[i][j] -= mean[j];
			data[i][j] /= sqrt((double)n) * stddev[j];
		}
	}
	if (1.0 * m * m * n - 1.0 * m * n + 2.0 * m * m - 2 * m >= 16384) {
	#pragma omp parallel for schedule(static, 1) if(1.0 * m * m * n - 1.0 * m * n + 2.0 * m * m - 2 * m >= 16384)
	for (int it = 0; it < m; it += 64) {
		for (int i = it; i < (it + 64 < m ? it + 64 : m); i++) {
			corr[i][i] = 1.0;
			for (int j = i + 1; j < m; j++)
				corr[i][j] = 0.0;
		}
		for (int kt = 0; kt < n; kt += 64)
			for (int jt = (it + 1); jt < m; jt += 128) {
				int i = it;
				for (; i + 3 < (it + 64 < m ? it + 64 : m); i += 4) {
					int k = kt;
					for (; k + 3 < (kt + 64 < n ? kt + 64 : n); k += 4) {
						double data_0_0 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k][i] : 0;
						double data_1_0 = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k][i + 1] : 0;
						double data_2_0 = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k][i + 2] : 0;
						double data_3_0 = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k][i + 3] : 0;
						double data_0_1 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k + 1][i] : 0;
						double data_1_1 = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k + 1][i + 1] : 0;
						double data_2_1 = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k + 1][i + 2] : 0;
						double data_3_1 = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k + 1][i + 3] : 0;
						double data_0_2 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k + 2][i] : 0;
						double data_1_2 = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k + 2][i + 1] : 0;
						double data_2_2 = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k + 2][i + 2] : 0;
						double data_3_2 = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k + 2][i + 3] : 0;
						double data_0_3 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k + 3][i] : 0;
						double data_1_3 = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k + 3][i + 1] : 0;
						double data_2_3 = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k + 3][i + 2] : 0;
						double data_3_3 = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k + 3][i + 3] : 0;
						for (int j = (jt > (i + 1) ? jt : (i + 1)); j < (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) && j < (jt + 128 < m ? jt + 128 : m); j++) {
							corr[i][j] += data_0_0 * data[k][j];
							corr[i][j] += data_0_1 * data[k + 1][j];
							corr[i][j] += data_0_2 * data[k + 2][j];
							corr[i][j] += data_0_3 * data[k + 3][j];
						}
						for (int j = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)); j < (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) && j < (jt + 128 < m ? jt + 128 : m); j++) {
							corr[i + 1][j] += data_1_0 * data[k][j];
							corr[i + 1][j] += data_1_1 * data[k + 1][j];
							corr[i + 1][j] += data_1_2 * data[k + 2][j];
							corr[i + 1][j] += data_1_3 * data[k + 3][j];
						}
						for (int j = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)); j < (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) && j < (jt + 128 < m ? jt + 128 : m); j++) {
							corr[i + 2][j] += data_2_0 * data[k][j];
							corr[i + 2][j] += data_2_1 * data[k + 1][j];
							corr[i + 2][j] += data_2_2 * data[k + 2][j];
							corr[i + 2][j] += data_2_3 * data[k + 3][j];
						}
						#pragma omp simd
						for (int j = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)); j < (jt + 128 < m ? jt + 128 : m); j++) {
							double data_j_0 = data[k][j];
							double data_j_1 = data[k + 1][j];
							double data_j_2 = data[k + 2][j];
							double data_j_3 = data[k + 3][j];
							corr[i][j] += data_0_0 * data_j_0;
							corr[i][j] += data_0_1 * data_j_1;
							corr[i][j] += data_0_2 * data_j_2;
							corr[i][j] += data_0_3 * data_j_3;
							corr[i + 1][j] += data_1_0 * data_j_0;
							corr[i + 1][j] += data_1_1 * data_j_1;
							corr[i + 1][j] += data_1_2 * data_j_2;
							corr[i + 1][j] += data_1_3 * data_j_3;
							corr[i + 2][j] += data_2_0 * data_j_0;
							corr[i + 2][j] += data_2_1 * data_j_1;
							corr[i + 2][j] += data_2_2 * data_j_2;
							corr[i + 2][j] += data_2_3 * data_j_3;
							corr[i + 3][j] += data_3_0 * data_j_0;
							corr[i + 3][j] += data_3_1 * data_j_1;
							corr[i + 3][j] += data_3_2 * data_j_2;
							corr[i + 3][j] += data_3_3 * data_j_3;
						}
					}
					for (; k < (kt + 64 < n ? kt + 64 : n); k++) {
						double data_0 = (jt > (i + 1) ? jt : (i + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k][i] : 0;
						double data_1 = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k][i + 1] : 0;
						double data_2 = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k][i + 2] : 0;
						double data_3 = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) < (jt + 128 < m ? jt + 128 : m) ? data[k][i + 3] : 0;
						for (int j = (jt > (i + 1) ? jt : (i + 1)); j < (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) && j < (jt + 128 < m ? jt + 128 : m); j++) {
							corr[i][j] += data_0 * data[k][j];
						}
						for (int j = (jt > ((i + 1) + 1) ? jt : ((i + 1) + 1)); j < (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) && j < (jt + 128 < m ? jt + 128 : m); j++) {
							corr[i + 1][j] += data_1 * data[k][j];
						}
						for (int j = (jt > ((i + 2) + 1) ? jt : ((i + 2) + 1)); j < (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)) && j < (jt + 128 < m ? jt + 128 : m); j++) {
							corr[i + 2][j] += data_2 * data[k][j];
						}
						#pragma omp simd
						for (int j = (jt > ((i + 3) + 1) ? jt : ((i + 3) + 1)); j < (jt + 128 < m ? jt + 128 : m); j++) {
							double data_j = data[k][j];
							corr[i][j] += data_0 * data_j;
							corr[i + 1][j] += data_1 * data_j;
							corr[i + 2][j] += data_2 * data_j;
							corr[i + 3][j] += data_3 * data_j;
						}
					}
				}
				for (; i < (it + 64 < m ? it + 64 : m); i++)
					for (int k = kt; k < (kt + 64 < n ? kt + 64 : n); k++)
						#pragma omp simd
						for (int j = (jt > (i + 1) ? jt : (i + 1)); j < (jt + 128 < m ? jt + 128 : m); j++)
							corr[i][j] += data[k][i] * data[k][j];
			}
		for (int i = it; i < (it + 64 < m ? it + 64 : m); i++)
			for (int j = i + 1; j < m; j++)
				corr[j][i] = corr[i][j];
	}
	} else {
	for (int i = 0; i < m; i++) {
		corr[i][i] = 1.0;
		#pragma omp simd
		for (int j = i + 1; j < m; j++)
			corr[i][j] = 0.0;
		for (int k = 0; k < n; k++)
			#pragma omp simd
			for (int j = i + 1; j < m; j++)
				corr[i][j] += data[k][i] * data[k][j];
		#pragma omp simd
		for (int j = i + 1; j < m; j++)
			corr[j][i] = corr[i][j];
	}
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	double (*data)[m] = malloc(sizeof(double[n][m]));
	double (*corr)[m] = malloc(sizeof(double[m][m]));
	double *mean = malloc(sizeof(double) * m);
	double *stddev = malloc(sizeof(double) * m);

	if (!data || !corr || !mean || !stddev)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			data[i][j] = (double)((i * j + 3 * i + j) % 17) +
				     (double)(i * (j % 5)) / n;

	kernel_correlation(n, m, data, corr, mean, stddev);

	printf("corr\n");
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < m; j++)
			printf("%.10g ", corr[i][j]);
		printf("\n");
	}
	free(data);
	free(corr);
	free(mean);
	free(stddev);
	return 0;
}
