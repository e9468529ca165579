/* Convergence loops (frontend/c/whileloop.c, codegen/gpu_tree.c): a while
 * whose condition reads what its body computes, split into fragments inside
 * the host's loop; on OpenCL and CUDA only what the condition reads comes
 * back each round.  A max-reduction into a scalar (Jacobi to a tolerance),
 * one element of an array the kernels write, an element at a subscript the
 * host changes (the whole array comes back), an element past the buffer
 * the kernels need (not read back), a do-while time loop, and a
 * for (;;) with a break, which stays one statement. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 48
#define M 20
#define LAST (N - 1)

static double a[N][M], b[N][M], res[N], x[N], y[N];

/* Jacobi to a tolerance: the condition reads a scalar max-reduction */
static int jacobi(double tol, int maxit)
{
	double err = 1.0;
	int it = 0;
#pragma scop
	while (err > tol && it < maxit) {
		err = 0.0;
		for (int i = 1; i < N - 1; i++)
			for (int j = 1; j < M - 1; j++)
				b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
		for (int i = 1; i < N - 1; i++)
			for (int j = 1; j < M - 1; j++)
				err = fmax(err, fabs(b[i][j] - a[i][j]));
		for (int i = 1; i < N - 1; i++)
			for (int j = 1; j < M - 1; j++)
				a[i][j] = b[i][j];
		it++;
	}
#pragma endscop
	return it;
}

/* the condition reads elements of an array the kernels write */
static int grow(void)
{
	int it = 0;
#pragma scop
	while (res[0] < 50.0 && res[LAST] < 80.0 && it < 100) {
		for (int i = 0; i < N; i++)
			res[i] = res[i] * 1.25 + 0.5 + x[i];
		for (int i = 0; i < N; i++)
			y[i] = y[i] + res[i] * 0.001;
		it++;
	}
#pragma endscop
	return it;
}

/* the subscript the condition reads at changes on the host */
static int walk(void)
{
	int k = 0;
#pragma scop
	while (k < N && y[k] < 3.0) {
		for (int i = 0; i < N; i++)
			y[i] = y[i] * 1.1 + 0.01;
		k = k + 1;
	}
#pragma endscop
	return k;
}

/* p[LAST] lies past what the kernels touch (the buffer's extent comes
 * from their accesses): it is not read back from the device */
static int halve(void)
{
	double *p = malloc(N * sizeof *p);
	int it = 0;
	if (!p)
		return -1;
	for (int i = 0; i < N; i++)
		p[i] = 1.0 + i;
#pragma scop
	while (p[0] > 0.01 && p[LAST] > 0.5 && it < 40) {
		for (int i = 0; i < N / 2; i++)
			p[i] = p[i] * 0.5 + 0.001 * i;
		it++;
	}
#pragma endscop
	for (int i = 0; i < N; i += 7)
		printf(" %.12g", p[i]);
	printf("\n");
	free(p);
	return it;
}

/* a time loop written do { } while */
static void smooth(int steps)
{
	int t = 0;
#pragma scop
	do {
		for (int i = 1; i < N - 1; i++)
			x[i] = (res[i - 1] + res[i] + res[i + 1]) / 300.0;
		for (int i = 1; i < N - 1; i++)
			res[i] = res[i] * 0.5 + x[i];
		t++;
	} while (t < steps);
#pragma endscop
}

/* kept as one statement: the loop ends at a break */
static int until(void)
{
	int it = 0;
#pragma scop
	for (;;) {
		for (int i = 0; i < N; i++)
			x[i] = x[i] * 0.5 + 1.0;
		it++;
		if (x[0] > 1.99)
			break;
	}
#pragma endscop
	return it;
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		x[i] = (double)(i % 5) / 50;
		y[i] = (double)(i % 3) / 3;
		res[i] = (double)(i % 7) / 7;
		for (int j = 0; j < M; j++)
			a[i][j] = b[i][j] = (i == 0 || j == 0) ? 1.0 : (double)((i * 3 + j) % 11) / 11;
	}
	printf("jacobi %d\n", jacobi(1e-3, 500));
	printf("grow %d\n", grow());
	printf("walk %d\n", walk());
	printf("halve %d\n", halve());
	smooth(6);
	printf("until %d\n", until());
	for (int i = 0; i < N; i++) {
		printf("%d %.12g %.12g %.12g\n", i, x[i], y[i], res[i]);
		for (int j = 0; j < M; j += 3)
			printf(" %.12g", a[i][j]);
		printf("\n");
	}
	return 0;
}
