/* While loops whose bodies hold loop nests (frontend/c/whileloop.c): the
 * body a fragment of its own inside the host's while, its loops parallel
 * where they are, one whose condition reads an element the body writes;
 * and the whiles kforge keeps as one statement (a break, a pointer swap),
 * which must come out as written. */
#include <math.h>
#include <stdio.h>

#define N 40
#define M 24

static double A[N][M], B[N][M], x[N], y[N];
static double buf0[N], buf1[N];

/* a time loop written as a while, iterators declared at the top */
static void jacobi(int steps)
{
	int i, j, t;
#pragma scop
	t = 0;
	while (t < steps) {
		for (i = 1; i < N - 1; i++)
			for (j = 1; j < M - 1; j++)
				B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
		for (i = 1; i < N - 1; i++)
			for (j = 1; j < M - 1; j++)
				A[i][j] = B[i][j];
		t++;
	}
	for (i = 0; i < N; i++)
		x[i] = A[i][M / 2] * 2.0;
#pragma endscop
}

/* a convergence loop: the condition reads a scalar the body sums */
static int converge(double eps)
{
	double err = 1.0;
	int it = 0;
#pragma scop
	while (err > eps && it < 200) {
		for (int i = 0; i < N; i++)
			y[i] = 0.5 * (x[i] + y[i]) + 0.001 * i;
		err = 0.0;
		for (int i = 0; i < N; i++)
			err += fabs(y[i] - x[i]);
		for (int i = 0; i < N; i++)
			x[i] = y[i];
		it = it + 1;
	}
#pragma endscop
	return it;
}

/* a while inside a while, statements between them */
static void nested(int outer, int inner)
{
	int p = 0;
#pragma scop
	while (p < outer) {
		int q = 0;
		for (int i = 0; i < N; i++)
			x[i] = x[i] + p;
		while (q < inner) {
			for (int i = 0; i < N; i++)
				for (int j = 0; j < M; j++)
					A[i][j] = A[i][j] * 0.5 + x[i] * 0.01 + q;
			q++;
		}
		p++;
	}
#pragma endscop
}

/* kept as one statement: a break ends it early */
static void early(int steps)
{
	int t = 0;
#pragma scop
	while (t < steps) {
		for (int i = 0; i < N; i++)
			y[i] = y[i] * 0.5 + 1.0;
		if (y[0] > 1.9)
			break;
		t++;
	}
#pragma endscop
}

/* the condition reads an element the body writes: only it comes back */
static void until_big(void)
{
#pragma scop
	while (y[3] < 100.0) {
		for (int i = 0; i < N; i++)
			y[i] = y[i] * 1.5 + 0.25;
	}
#pragma endscop
}

/* kept as one statement: the body swaps two pointers */
static void pingpong(int steps)
{
	double *src = buf0, *dst = buf1, *tmp;
	int t = 0;
#pragma scop
	while (t < steps) {
		for (int i = 1; i < N - 1; i++)
			dst[i] = (src[i - 1] + src[i] + src[i + 1]) / 3.0;
		tmp = src;
		src = dst;
		dst = tmp;
		t++;
	}
#pragma endscop
	for (int i = 0; i < N; i++)
		buf0[i] = src[i];
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		x[i] = (double)(i % 7) / 7;
		y[i] = (double)(i % 3) / 3;
		buf0[i] = buf1[i] = (double)(i % 5);
		for (int j = 0; j < M; j++)
			A[i][j] = (double)((i * 3 + j) % 11) / 11;
	}
	jacobi(7);
	printf("converge %d\n", converge(1e-3));
	nested(3, 2);
	early(9);
	until_big();
	pingpong(5);
	for (int i = 0; i < N; i++) {
		printf("%d %.12g %.12g %.12g\n", i, x[i], y[i], buf0[i]);
		for (int j = 0; j < M; j += 5)
			printf(" %.12g %.12g", A[i][j], B[i][j]);
		printf("\n");
	}
	return 0;
}
