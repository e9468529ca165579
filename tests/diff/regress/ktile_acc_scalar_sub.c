/* An element kept in a register across a kernel's inner loop, whose
 * subscript goes through a scalar set inside that loop (G[x][i], x = i % 3):
 * the model has no form of that subscript, and the register's load before
 * the loop and store after it were printed as G[(?) * 12 + ...], which no
 * OpenCL or CUDA compiler takes (randprog.py 50 --shape). */
#include <stdio.h>

#define N 12

static double G[N][N], H[N];

static void kernel(int n)
{
	int x;
#pragma scop
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < n; j++) {
			x = i % 3;
			G[x][i] = 0.3 * H[j % 4] + 1.0;
		}
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		H[i] = (double)(i % 5) / 5 + 0.5;
		for (int j = 0; j < N; j++)
			G[i][j] = (double)((i * 3 + j) % 7) / 7 + 0.5;
	}
	kernel(9);
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < N; j++)
			printf("%.12g ", G[i][j]);
		printf("\n");
	}
	return 0;
}
