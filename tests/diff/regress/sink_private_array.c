/* A loop whose verdict privatises an array (each iteration of i writes
 * L3[i + 1][i] before it reads it) was sunk inside its inner loop, which
 * leaves one L3 for every thread: the threads raced on L3[6][5]; sinking
 * and splitting now refuse such a loop (seed 20321 of tests/diff). */
#include <stdio.h>
#include <stdlib.h>

#define N 7
#define M 6
#define T 4

static double G0[N][M];
static double G1[N];

static void kernel(int n, double X[n][n], double *restrict P, double *restrict q)
{
	int x0 = 0, x1 = 0;
	double *prow = P;
	double L2[M];
	double L3[N][M];
	double s0 = 0.0;

	for (int i = 0; i < M; i++)
		L2[i] = (double)((i * 8 + 6) % 13) / 13 + 0.5;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			L3[i][j] = (double)((i * 3 + j * 3 + 0) % 7) / 7 + 0.5;

#pragma scop
	for (int i = 0; i < M; i++) {
		for (int j = 1; j < N; j++) {
			L3[(i + 1 < 0 ? 0 : (i + 1 > 6 ? 6 : i + 1))][i] = 0.2 * s0 + 0.3 * P[(j) * M + j - 1] + 0.25 * L3[j][(j + 1 < 0 ? 0 : (j + 1 > 5 ? 5 : j + 1))] + 0.25;
			L2[i] = 0.25 * G1[i + 1] + 0.125 * s0 + 0.2 * P[(i) * M + i] + 0.25;
		}
	}
	for (int i = 0; i < n; i++) {
		P[(i) * M + 5] = P[((i - 2 < 0 ? 0 : (i - 2 > 6 ? 6 : i - 2))) * M + 1] / (1.0 + G1[i]);
	}
#pragma endscop
	printf("host s0 %.12g\n", s0);
	printf("host s0 %.12g\n", s0);
#pragma scop
	for (int i = 0; i < n; i++) {
		s0 = 0.2 * q[i] + 0.25;
		L3[i][3] = 0.1 * L3[i][1] + 0.25;
		for (int j = 1; j < n; j++) {
			for (int k = 0; k < N; k++) {
				G1[k] = 0.25 * G0[k][j - 1] + 0.3 * q[j] + 2.0;
			}
		}
	}
	for (int i = 0; i < M; i++) {
		for (int j = 0; j < i; j++) {
			for (int k = 0; k < N; k++) {
				G0[j][j] = 0.125 * L3[k][j] + 0.3 * G0[k][j] + 0.75;
			}
		}
		for (int j = 0; j < n; j++) {
			for (int k = j + 1; k < M; k++) {
				P[(j) * M + 2] = G0[(k + 1 < 0 ? 0 : (k + 1 > 6 ? 6 : k + 1))][k] / (1.0 + X[(j == 0 ? j : j - 1)][j]);
				P[(j) * M + (k - 1 < 0 ? 0 : (k - 1 > 5 ? 5 : k - 1))] = 0.1 * G1[j] + 0.125 * s0 + 0.3 * X[k - 1][k - 1] + 0.25;
			}
		}
	}
#pragma endscop
	s0 = s0 * 0.5 + 0.25;
	if (s0 > 1.5)
		s0 = s0 * 0.5;
	else
		s0 = s0 + 0.25;
#pragma scop
	for (int i = 0; i < M; i++) {
		G1[i] = s0 / (1.0 + L3[0][i]);
		for (int j = 1; j < i + 1; j++) {
			s0 = 0.25 * P[(j - 1) * M + j] + 0.2 * G0[3][j] + 0.25 * G1[(j - 2 < 0 ? 0 : (j - 2 > 6 ? 6 : j - 2))] + 0.25;
			X[i][(j - 1 < 0 ? 0 : (j - 1 > 6 ? 6 : j - 1))] = 0.2 * s0 + 0.3 * s0 + 0.25 * q[j] + 0.75;
		}
	}
	for (int i = 1; i < M - 1; i++) {
		P[(i + 2) * M + i] = 0.125 * G1[i] + 1.0;
		for (int j = 1; j < M; j++) {
			x0 = j;
			G1[x0] = 0.25 * P[(i - 1) * M + i + 1] + 0.25 * P[(2) * M + i] + 0.125 * G0[(j - 2 < 0 ? 0 : (j - 2 > 6 ? 6 : j - 2))][i + 1] + 0.25;
		}
	}
#pragma endscop

	printf("s0 %.12g\n", s0);
	printf("L2\n");
	for (int i = 0; i < M; i++)
		printf("%.12g\n", L2[i]);
	printf("L3\n");
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < M; j++)
			printf("%.12g ", L3[i][j]);
		printf("\n");
	}
}

int main(void)
{
	static double Xs[N][N];
	double *P = malloc(sizeof(double) * N * M);
	double *q = malloc(sizeof(double) * N);
	if (!P || !q)
		return 1;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			G0[i][j] = (double)((i * 3 + j * 6 + 6) % 11) / 11 + 0.5;
	for (int i = 0; i < N; i++)
		G1[i] = (double)((i * 2 + 3) % 13) / 13 + 0.5;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			Xs[i][j] = (double)((i * 2 + j * 3 + 6) % 11) / 11 + 0.5;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			P[(i) * M + j] = (double)((i * 4 + j * 5 + 2) % 7) / 7 + 0.5;
	for (int i = 0; i < N; i++)
		q[i] = (double)((i * 4 + 6) % 13) / 13 + 0.5;
	kernel(N, Xs, P, q);
	printf("G0\n");
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < M; j++)
			printf("%.12g ", G0[i][j]);
		printf("\n");
	}
	printf("G1\n");
	for (int i = 0; i < N; i++)
		printf("%.12g\n", G1[i]);
	printf("Xs\n");
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < N; j++)
			printf("%.12g ", Xs[i][j]);
		printf("\n");
	}
	printf("P\n");
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < M; j++)
			printf("%.12g ", P[(i) * M + j]);
		printf("\n");
	}
	printf("q\n");
	for (int i = 0; i < N; i++)
		printf("%.12g\n", q[i]);
	free(P);
	free(q);
	return 0;
}
