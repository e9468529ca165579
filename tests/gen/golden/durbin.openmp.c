/* kforge 0.1.0: tests/kernels/durbin.c for openmp; 2 loops in parallel */
/*
 * durbin.c: Levinson-Durbin recursion.  Solves the Yule-Walker system
 * T y = -r, where T is the symmetric Toeplitz matrix with first row
 * (1, r[0], ..., r[n-2]).
 *
 * Style: static global 1-D arrays used directly by the kernel (double),
 * scalar statements and scalar reductions inside the scop.
 * r[k] = rho(k + 1) for rho(h) = 1 / (1 + h): rho is convex and decreases
 * to 0, so (Polya's criterion) it is an autocorrelation, T is positive
 * definite and |alpha| < 1 at every step: nothing blows up, and y decays
 * only slowly, so every printed value means something.
 * Default N=400.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=40000
 *
 * kforge-expect: L1 k sequential
 * kforge-expect: L1.1 i reduction
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.3 i parallel
 * kforge-expect-note: L1.2 writes z[i] and reads y (not written there);
 *   L1.3 copies z back to y.  Fused into one loop, y[i] = y[i] + alpha *
 *   y[k-i-1] would not be parallel; the copy through z is what makes
 *   them parallel.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 400
#endif

static double r[N];
static double y[N];
static double z[N];

static void kernel_durbin(void)
{
	double alpha, beta, sum;

#pragma scop
	y[0] = -r[0];
	beta = 1.0;
	alpha = -r[0];
	for (int k = 1; k < N; k++) {
		beta = (1.0 - alpha * alpha) * beta;
		sum = 0.0;
		for (int i = 0; i < k; i++)
			sum += r[k - i - 1] * y[i];
		alpha = -(r[k] + sum) / beta;
		if (k >= 8192) {
		#pragma omp parallel for simd if(k >= 8192)
		for (int i = 0; i < k; i++)
			z[i] = y[i] + alpha * y[k - i - 1];
		} else {
		#pragma omp simd
		for (int i = 0; i < k; i++)
			z[i] = y[i] + alpha * y[k - i - 1];
		}
		if (k >= 8192) {
		#pragma omp parallel for simd if(k >= 8192)
		for (int i = 0; i < k; i++)
			y[i] = z[i];
		} else {
		#pragma omp simd
		for (int i = 0; i < k; i++)
			y[i] = z[i];
		}
		y[k] = alpha;
	}
#pragma endscop
}

int main(void)
{
	for (int k = 0; k < N; k++)
		r[k] = 1.0 / (k + 2);

	kernel_durbin();

	printf("y\n");
	for (int i = 0; i < N; i++)
		printf("%.10g\n", y[i]);
	return 0;
}
