/* Two fragments of one function, each with a statement between kernels
 * inside a host loop: both become one-thread kernels, and statement
 * numbers start again in each fragment, so both were named kernel_S2
 * ("kf_kgen_declare_function: 'kernel_S2' is already declared"). */
#include <stdio.h>

#define N 16

static double A[N][N], x[N];

static void kernel(void)
{
#pragma scop
	for (int t = 1; t < N; t++) {
		for (int j = 0; j < N; j++)
			A[t][j] = A[t - 1][j] * 0.5 + x[j];
		x[t] = x[t - 1] * 0.5 + A[t][0];
	}
#pragma endscop
	printf("x[1] %.12g\n", x[1]);
#pragma scop
	for (int t = 1; t < N; t++) {
		for (int j = 0; j < N; j++)
			A[t][j] = A[t - 1][j] * 0.25 + x[j];
		x[t] = x[t - 1] * 0.25 + A[t][1];
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		x[i] = (double)(i % 5) / 5 + 0.5;
		for (int j = 0; j < N; j++)
			A[i][j] = (double)((i * 3 + j) % 7) / 7 + 0.5;
	}
	kernel();
	for (int i = 0; i < N; i++) {
		printf("%.12g", x[i]);
		for (int j = 0; j < N; j++)
			printf(" %.12g", A[i][j]);
		printf("\n");
	}
	return 0;
}
