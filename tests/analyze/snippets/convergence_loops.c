/* Convergence loops (frontend/c/whileloop.c): a while whose condition
 * reads what its body computes, a scalar max-reduction or an element of an
 * array, and a do { } while, are host loops around fragments of their own,
 * their nests parallel within one round.  So are a do loop, a for (;;) and
 * a while (1) whose body ends or goes on through exit tests (`if (C)
 * break;` at its top level: host code between two fragments).  A break
 * under an if with an else, an exit test whose condition writes, and a
 * while whose condition reads a struct the body writes stay one statement,
 * each with a warning that says why.
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L2 i reduction
 * kforge-expect: L2.1 j reduction
 * kforge-expect: L3 i parallel
 * kforge-expect: L3.1 j parallel
 * kforge-expect: L4 i parallel
 * kforge-expect: L5 i parallel
 * kforge-expect: L6 i sequential
 * kforge-expect: L7 i parallel
 * kforge-expect: L8 i parallel
 * kforge-expect: L9 i parallel
 * kforge-expect: L10 i reduction
 * kforge-expect: L11 i parallel
 */
#include <math.h>

#define N 100
#define M 80

void jacobi(double a[N][M], double b[N][M], double tol, int maxit)
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
}

void residual(double r[N], double x[N])
{
#pragma scop
	while (r[0] > 1e-6) {
		for (int i = 0; i < N; i++)
			r[i] = r[i] * 0.5;
	}
#pragma endscop
}

void steps(double x[N], double y[N], int nt)
{
	int t = 0;
#pragma scop
	do {
		for (int i = 1; i < N - 1; i++)
			y[i] = (x[i - 1] + x[i] + x[i + 1]) / 3.0;
		for (int i = 1; i < N; i++)
			x[i] = x[i - 1] + y[i];
		t++;
	} while (t < nt);
#pragma endscop
}

void do_break(double x[N], int nt)
{
	int t = 0;
#pragma scop
	do {
		for (int i = 0; i < N; i++)
			x[i] = x[i] * 0.5 + 1.0;
		if (x[0] > 1.9)
			break;
		t++;
	} while (t < nt);
#pragma endscop
}

void forever(double x[N])
{
#pragma scop
	for (;;) {
		for (int i = 0; i < N; i++)
			x[i] = x[i] * 0.5 + 1.0;
		if (x[0] > 1.9)
			break;
	}
#pragma endscop
}

/* exit tests between the sweeps: three fragments, the tests host code */
void two_sweeps(double x[N], double y[N], double tol)
{
	double d = 0.0;
#pragma scop
	while (1) {
		for (int i = 1; i < N - 1; i++)
			y[i] = (x[i - 1] + x[i + 1]) * 0.5;
		if (y[N / 2] < tol)
			break;
		d = 0.0;
		for (int i = 1; i < N - 1; i++)
			d = fmax(d, fabs(y[i] - x[i]));
		if (d < tol) {
			continue;
		}
		for (int i = 1; i < N - 1; i++)
			x[i] = y[i];
	}
#pragma endscop
}

/* not exit tests: a break beside an else, a test that counts */
void not_exits(double x[N], int k)
{
#pragma scop
	for (;;) {
		for (int i = 0; i < N; i++)
			x[i] = x[i] * 0.5 + 1.0;
		if (x[0] > 1.9)
			break;
		else
			k++;
	}
#pragma endscop
#pragma scop
	while (1) {
		for (int i = 0; i < N; i++)
			x[i] = x[i] * 0.5 + 1.0;
		if (++k > 10)
			break;
	}
#pragma endscop
}

struct state {
	double err;
	int it;
};

void in_struct(double x[N], struct state s)
{
#pragma scop
	while (s.err > 1e-3) {
		for (int i = 0; i < N; i++)
			x[i] = x[i] * 0.5;
		s.err = x[0];
	}
#pragma endscop
}
