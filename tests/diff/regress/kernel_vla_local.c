/* A parallel loop whose body declares an array of a run-time size
 * (`double t[m];`): CUDA and OpenCL C have no variable-length arrays, and
 * the kernel did not build.  Such a loop now stays on the host, saying so;
 * a constant size still makes a kernel. */
#include <stdio.h>

#define N 200

static double a[N][N], s[N], u[N];

static void kernel(int n, int m)
{
#pragma scop
	for (int i = 0; i < n; i++) {
		double t[m];
		for (int k = 0; k < m; k++)
			t[k] = a[i][k] * (k + 1);
		s[i] = 0.0;
		for (int k = 0; k < m; k++)
			s[i] += t[k] * t[m - 1 - k];
	}
	for (int i = 0; i < n; i++) {
		double w[4];
		for (int k = 0; k < 4; k++)
			w[k] = a[k][i] + s[i];
		u[i] = w[0] * w[3] - w[1] * w[2];
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			a[i][j] = (double)((i * 3 + j * 7) % 19) / 19 + 0.5;
	kernel(N, 50);
	for (int i = 0; i < N; i++)
		printf("%.12g %.12g\n", s[i], u[i]);
	return 0;
}
