/* A region of two fragments sharing device buffers: the second one's
 * first nest stays on the host (a carried dependence) and writes C, which
 * only the first fragment's kernel touches on the device.  The region's
 * last device-to-host copy of C overwrote the host's result with the stale
 * device copy: the host nest's accesses were not in the transfer plan. */
#include <stdio.h>

#define N 12

static double A[N][N], B[N], C[N];

static void kernel(void)
{
#pragma scop
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			A[i][j] = A[i][j] * 0.5 + B[j];
	for (int i = 0; i < N; i++)
		C[i] = A[i][i] * 0.25 + 1.0;
#pragma endscop
	printf("B[3] %.12g\n", B[3]);
#pragma scop
	for (int i = 1; i < N; i++)
		C[i] = C[i - 1] * 0.5 + A[i][0];
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			A[i][j] = A[i][j] + B[i] * 0.125;
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		B[i] = (double)(i % 5) / 5 + 0.5;
		C[i] = 0;
		for (int j = 0; j < N; j++)
			A[i][j] = (double)((i * 3 + j) % 7) / 7 + 0.5;
	}
	kernel();
	for (int i = 0; i < N; i++) {
		printf("%.12g", C[i]);
		for (int j = 0; j < N; j++)
			printf(" %.12g", A[i][j]);
		printf("\n");
	}
	return 0;
}
