/* An OpenMP program's own directives inside a fragment (Rodinia's lud and
 * particlefilter, swept with --all): a `#pragma omp simd` or `parallel
 * for` must stay right before its loop, so kforge leaves such a loop as
 * written (stmt.c omp_directive_before: a blocker that says so) and
 * parallelises the loops around it; the output had put kforge's
 * `#pragma omp simd` after the program's, and wrapped a loop carrying
 * `parallel for` in a versioned copy (`if (n >= 8192) { ... }`): neither
 * compiled. */
#include <stdio.h>

#define N 64

static float a[N][N], b[N][N];
static double w[4096];

static void blocks(void)
{
	int i, j;
#pragma scop
	for (i = 0; i < N; i++) {
		#pragma omp simd
		for (j = 0; j < N; j++)
			b[i][j] = a[i][j] * 0.5f + (float)j;
	}
#pragma endscop
}

static void weights(int n)
{
	int x;
#pragma scop
	#pragma omp parallel for shared(w, n) private(x)
	for (x = 0; x < n; x++)
		w[x] = 1.0 / (double)n + x * 0.25;
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			a[i][j] = (float)((i * 7 + j * 3) % 11);
	blocks();
	weights(4096);
	double s = 0;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			s += b[i][j] * (i + 1);
	for (int x = 0; x < 4096; x++)
		s += w[x];
	printf("%.6f\n", s);
	return 0;
}
