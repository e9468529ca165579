/* The run-time extent of P counted only the first branch of the clamp in
 * P[clamp(i + 2, 0, 11) * M + 8] (the branches share the access's range and
 * were taken for the read and write of one +=), so the buffer missed P's
 * last row and its += were lost; each branch now counts, where its
 * conditions hold (seed 20157 of tests/diff). */
#include <stdio.h>
#include <stdlib.h>

#define N 12
#define M 11
#define T 4

static double G0[N][M];
static double G1[M][M];
static double G3[M][M];

static void kernel(int n, double X[n][n], double *restrict P)
{
	int t, i, j, k;
	int x0 = 0, x1 = 0;
	double *prow = P;
	double L2[M][N];
	double s0 = 0.0;
	double s1 = 0.5;
	double s2 = 1.25;

	for (int i = 0; i < M; i++)
		for (int j = 0; j < N; j++)
			L2[i][j] = (double)((i * 3 + j * 7 + 1) % 7) / 7 + 0.5;

#pragma scop
	for (i = 0; i < n; i++) {
		for (j = 1; j < N; j++) {
			P[(j - 1) * M + 6] = 0.25 * G3[j - 1][j - 1] + 0.01 * j + 1.0;
		}
		G0[i][3] = G3[5][0] / (1.0 + L2[6][(i == 0 ? i : i - 1)]);
		P[((i + 2 < 0 ? 0 : (i + 2 > 11 ? 11 : i + 2))) * M + 8] += 0.1 * G0[i][1] + 0.01 * i + 0.5;
	}
#pragma endscop
	printf("host s0 %.12g\n", s0);
	G3[4][4] = G3[4][4] * 0.5 + s1;
	printf("host s2 %.12g\n", s2);
#pragma scop
	for (t = 0; t < T; t++) {
		for (i = 0; i < N; i++) {
			for (j = i + 1; j < M; j++) {
				s0 += 0.25 * G1[j][(j == i + 1 ? j : j - 1)] + 0.5;
			}
			for (j = 0; j < N; j++) {
				s0 = L2[8][8] / (1.0 + L2[9][j]);
				P[(j) * M + 6] = 0.2 * G1[10][4] + 0.5;
			}
		}
		for (i = 0; i < M; i++) {
			s0 += 0.3 * G0[11][6] + 0.1 * L2[i][i] + 1.0;
		}
	}
	for (i = 0; i < M - 1; i++) {
		for (j = 1; j < i; j++) {
			G1[i][j] = 0.1 * s0 + 0.5;
			X[i][j] = G0[i][j + 2] / (1.0 + G3[i][j]);
		}
		for (j = 0; j < M; j++) {
			x0 = i;
			L2[x0][i] = 0.2 * P[(i) * M + i] + 0.125 * P[(1) * M + i] + 0.2 * G3[j][j] + 0.75;
		}
		G1[i][i] += 0.25 * G1[i][(i == 0 ? i : i - 1)] + 0.1 * s1 + 0.25;
	}
#pragma endscop
	printf("host s1 %.12g\n", s1);
	s2 = s2 * 0.5 + 0.25;
	s1 = s1 * 0.5 + 2.0;
#pragma scop
	for (i = 0; i < N; i++) {
		P[((i == 0 ? i : i - 1)) * M + 3] = 0.2 * X[i][i] + 0.3 * G3[7][3] + 2.0;
		G3[8][0] = 0.3 * s2 + 0.25 * G3[8][6] + 0.125 * P[(i) * M + 4] + 0.25;
		for (j = 0; j < i + 1; j++) {
			s0 += G3[5][10] / (1.0 + X[4][j]);
		}
	}
	for (i = 1; i < M; i++) {
		G0[i][i] = 0.25 * G0[i][i] + 2.0;
		G0[i][i] = 0.25 * s1 + 0.1 * G3[i][i] + 0.3 * s1 + 0.75;
	}
#pragma endscop

	printf("s0 %.12g\n", s0);
	printf("s1 %.12g\n", s1);
	printf("s2 %.12g\n", s2);
	printf("L2\n");
	for (int i = 0; i < M; i++) {
		for (int j = 0; j < N; j++)
			printf("%.12g ", L2[i][j]);
		printf("\n");
	}
}

int main(void)
{
	static double Xs[N][N];
	double *P = malloc(sizeof(double) * N * M);
	if (!P)
		return 1;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			G0[i][j] = (double)((i * 2 + j * 7 + 7) % 17) / 17 + 0.5;
	for (int i = 0; i < M; i++)
		for (int j = 0; j < M; j++)
			G1[i][j] = (double)((i * 2 + j * 8 + 6) % 13) / 13 + 0.5;
	for (int i = 0; i < M; i++)
		for (int j = 0; j < M; j++)
			G3[i][j] = (double)((i * 8 + j * 9 + 1) % 17) / 17 + 0.5;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			Xs[i][j] = (double)((i * 9 + j * 2 + 6) % 13) / 13 + 0.5;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			P[(i) * M + j] = (double)((i * 4 + j * 2 + 7) % 11) / 11 + 0.5;
	kernel(N, Xs, P);
	printf("G0\n");
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < M; j++)
			printf("%.12g ", G0[i][j]);
		printf("\n");
	}
	printf("G1\n");
	for (int i = 0; i < M; i++) {
		for (int j = 0; j < M; j++)
			printf("%.12g ", G1[i][j]);
		printf("\n");
	}
	printf("G3\n");
	for (int i = 0; i < M; i++) {
		for (int j = 0; j < M; j++)
			printf("%.12g ", G3[i][j]);
		printf("\n");
	}
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
	free(P);
	return 0;
}
