/* kforge 0.1.0: tests/kernels/syrk.c for openmp; 1 loop in parallel */
/*
 * syrk.c: symmetric rank-k update of the lower triangle,
 * C = alpha * A * A^T + beta * C  (C is N x N, A is N x M).
 *
 * Style: C99 VLA parameters (float), triangular bounds j <= i.
 * Default N=80 M=60.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1500 -DM=1200
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.2 k reduction
 * kforge-expect: L1.2.1 j parallel
 * kforge-expect-note: L1.2 (k outside j) carries only C[i][j] += ... for
 *   each j: an array reduction, since C[i][j] does not depend on k.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 80
#endif
#ifndef M
#define M 60
#endif

static void kernel_syrk(int n, int m, float alpha, float beta,
			float C[n][n], float A[n][m])
{
#pragma scop
	if (1.0 * n * n * m + 1.0 * n * m + 1.0 * n * n + n >= 16384) {
	#pragma omp parallel for schedule(static, 1) if(1.0 * n * n * m + 1.0 * n * m + 1.0 * n * n + n >= 16384)
	for (int it = 0; it < n; it += 128) {
		for (int i = it; i < (it + 128 < n ? it + 128 : n); i++)
			for (int j = 0; j <= i; j++)
				C[i][j] *= beta;
		for (int kt = 0; kt < m; kt += 128)
			for (int jt = 0; jt <= (((it + 128 < n ? it + 128 : n) - 1)); jt += 128) {
				int i = it;
				for (; i + 3 < (it + 128 < n ? it + 128 : n); i += 4) {
					int k = kt;
					for (; k + 3 < (kt + 128 < m ? kt + 128 : m); k += 4) {
						float A_0_0 = jt <= (jt + 127 < i ? jt + 127 : i) ? A[i][k] : 0;
						float A_1_0 = jt <= (jt + 127 < (i + 1) ? jt + 127 : (i + 1)) ? A[i + 1][k] : 0;
						float A_2_0 = jt <= (jt + 127 < (i + 2) ? jt + 127 : (i + 2)) ? A[i + 2][k] : 0;
						float A_3_0 = jt <= (jt + 127 < (i + 3) ? jt + 127 : (i + 3)) ? A[i + 3][k] : 0;
						float A_0_1 = jt <= (jt + 127 < i ? jt + 127 : i) ? A[i][k + 1] : 0;
						float A_1_1 = jt <= (jt + 127 < (i + 1) ? jt + 127 : (i + 1)) ? A[i + 1][k + 1] : 0;
						float A_2_1 = jt <= (jt + 127 < (i + 2) ? jt + 127 : (i + 2)) ? A[i + 2][k + 1] : 0;
						float A_3_1 = jt <= (jt + 127 < (i + 3) ? jt + 127 : (i + 3)) ? A[i + 3][k + 1] : 0;
						float A_0_2 = jt <= (jt + 127 < i ? jt + 127 : i) ? A[i][k + 2] : 0;
						float A_1_2 = jt <= (jt + 127 < (i + 1) ? jt + 127 : (i + 1)) ? A[i + 1][k + 2] : 0;
						float A_2_2 = jt <= (jt + 127 < (i + 2) ? jt + 127 : (i + 2)) ? A[i + 2][k + 2] : 0;
						float A_3_2 = jt <= (jt + 127 < (i + 3) ? jt + 127 : (i + 3)) ? A[i + 3][k + 2] : 0;
						float A_0_3 = jt <= (jt + 127 < i ? jt + 127 : i) ? A[i][k + 3] : 0;
						float A_1_3 = jt <= (jt + 127 < (i + 1) ? jt + 127 : (i + 1)) ? A[i + 1][k + 3] : 0;
						float A_2_3 = jt <= (jt + 127 < (i + 2) ? jt + 127 : (i + 2)) ? A[i + 2][k + 3] : 0;
						float A_3_3 = jt <= (jt + 127 < (i + 3) ? jt + 127 : (i + 3)) ? A[i + 3][k + 3] : 0;
						#pragma omp simd
						for (int j = jt; j <= (jt + 127 < i ? jt + 127 : i); j++) {
							float A_j_0 = A[j][k];
							float A_j_1 = A[j][k + 1];
							float A_j_2 = A[j][k + 2];
							float A_j_3 = A[j][k + 3];
							C[i][j] += alpha * A_0_0 * A_j_0;
							C[i][j] += alpha * A_0_1 * A_j_1;
							C[i][j] += alpha * A_0_2 * A_j_2;
							C[i][j] += alpha * A_0_3 * A_j_3;
							C[i + 1][j] += alpha * A_1_0 * A_j_0;
							C[i + 1][j] += alpha * A_1_1 * A_j_1;
							C[i + 1][j] += alpha * A_1_2 * A_j_2;
							C[i + 1][j] += alpha * A_1_3 * A_j_3;
							C[i + 2][j] += alpha * A_2_0 * A_j_0;
							C[i + 2][j] += alpha * A_2_1 * A_j_1;
							C[i + 2][j] += alpha * A_2_2 * A_j_2;
							C[i + 2][j] += alpha * A_2_3 * A_j_3;
							C[i + 3][j] += alpha * A_3_0 * A_j_0;
							C[i + 3][j] += alpha * A_3_1 * A_j_1;
							C[i + 3][j] += alpha * A_3_2 * A_j_2;
							C[i + 3][j] += alpha * A_3_3 * A_j_3;
						}
						for (int j = (jt > (jt + 127 < i ? jt + 127 : i) + 1 ? jt : (jt + 127 < i ? jt + 127 : i) + 1); j <= (jt + 127 < (i + 1) ? jt + 127 : (i + 1)); j++) {
							C[i + 1][j] += alpha * A_1_0 * A[j][k];
							C[i + 1][j] += alpha * A_1_1 * A[j][k + 1];
							C[i + 1][j] += alpha * A_1_2 * A[j][k + 2];
							C[i + 1][j] += alpha * A_1_3 * A[j][k + 3];
						}
						for (int j = (jt > (jt + 127 < i ? jt + 127 : i) + 1 ? jt : (jt + 127 < i ? jt + 127 : i) + 1); j <= (jt + 127 < (i + 2) ? jt + 127 : (i + 2)); j++) {
							C[i + 2][j] += alpha * A_2_0 * A[j][k];
							C[i + 2][j] += alpha * A_2_1 * A[j][k + 1];
							C[i + 2][j] += alpha * A_2_2 * A[j][k + 2];
							C[i + 2][j] += alpha * A_2_3 * A[j][k + 3];
						}
						for (int j = (jt > (jt + 127 < i ? jt + 127 : i) + 1 ? jt : (jt + 127 < i ? jt + 127 : i) + 1); j <= (jt + 127 < (i + 3) ? jt + 127 : (i + 3)); j++) {
							C[i + 3][j] += alpha * A_3_0 * A[j][k];
							C[i + 3][j] += alpha * A_3_1 * A[j][k + 1];
							C[i + 3][j] += alpha * A_3_2 * A[j][k + 2];
							C[i + 3][j] += alpha * A_3_3 * A[j][k + 3];
						}
					}
					for (; k < (kt + 128 < m ? kt + 128 : m); k++) {
						float A_0 = jt <= (jt + 127 < i ? jt + 127 : i) ? A[i][k] : 0;
						float A_1 = jt <= (jt + 127 < (i + 1) ? jt + 127 : (i + 1)) ? A[i + 1][k] : 0;
						float A_2 = jt <= (jt + 127 < (i + 2) ? jt + 127 : (i + 2)) ? A[i + 2][k] : 0;
						float A_3 = jt <= (jt + 127 < (i + 3) ? jt + 127 : (i + 3)) ? A[i + 3][k] : 0;
						#pragma omp simd
						for (int j = jt; j <= (jt + 127 < i ? jt + 127 : i); j++) {
							float A_j = A[j][k];
							C[i][j] += alpha * A_0 * A_j;
							C[i + 1][j] += alpha * A_1 * A_j;
							C[i + 2][j] += alpha * A_2 * A_j;
							C[i + 3][j] += alpha * A_3 * A_j;
						}
						for (int j = (jt > (jt + 127 < i ? jt + 127 : i) + 1 ? jt : (jt + 127 < i ? jt + 127 : i) + 1); j <= (jt + 127 < (i + 1) ? jt + 127 : (i + 1)); j++) {
							C[i + 1][j] += alpha * A_1 * A[j][k];
						}
						for (int j = (jt > (jt + 127 < i ? jt + 127 : i) + 1 ? jt : (jt + 127 < i ? jt + 127 : i) + 1); j <= (jt + 127 < (i + 2) ? jt + 127 : (i + 2)); j++) {
							C[i + 2][j] += alpha * A_2 * A[j][k];
						}
						for (int j = (jt > (jt + 127 < i ? jt + 127 : i) + 1 ? jt : (jt + 127 < i ? jt + 127 : i) + 1); j <= (jt + 127 < (i + 3) ? jt + 127 : (i + 3)); j++) {
							C[i + 3][j] += alpha * A_3 * A[j][k];
						}
					}
				}
				for (; i < (it + 128 < n ? it + 128 : n); i++)
					for (int k = kt; k < (kt + 128 < m ? kt + 128 : m); k++)
						#pragma omp simd
						for (int j = jt; j <= (jt + 127 < i ? jt + 127 : i); j++)
							C[i][j] += alpha * A[i][k] * A[j][k];
			}
	}
	} else {
	for (int i = 0; i < n; i++) {
		#pragma omp simd
		for (int j = 0; j <= i; j++)
			C[i][j] *= beta;
		for (int k = 0; k < m; k++)
			#pragma omp simd
			for (int j = 0; j <= i; j++)
				C[i][j] += alpha * A[i][k] * A[j][k];
	}
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	float (*A)[m] = malloc(sizeof(float[n][m]));
	float (*C)[n] = malloc(sizeof(float[n][n]));

	if (!A || !C)
		return 1;
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < m; j++)
			A[i][j] = (float)((i * j + 1) % n) / n;
		for (int j = 0; j < n; j++)
			C[i][j] = (float)((i * j + 2) % m) / m;
	}

	kernel_syrk(n, m, 1.5f, 1.2f, C, A);

	printf("C\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.6g ", C[i][j]);
		printf("\n");
	}
	free(A);
	free(C);
	return 0;
}
