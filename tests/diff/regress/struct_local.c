/* A struct declared in a loop's body, set and read in each iteration:
 * each iteration's own (no parameter of the fragment, and no
 * warning that its members are none); the loop runs in parallel and computes what it did. */
#include <stdio.h>

#define N 64

struct pt {
	double a, b;
	int n;
};

static double x[N], y[N];

static void f(int n)
{
#pragma scop
	for (int i = 0; i < n; i++) {
		struct pt b;
		b.a = x[i] * 2.0;
		b.b = x[i] + 1.0;
		b.n = i % 3;
		y[i] = b.a * b.b + b.n;
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		x[i] = (double)((i * 7 + 3) % 13) / 13;
	f(N);
	for (int i = 0; i < N; i++)
		printf("%.15g\n", y[i]);
	return 0;
}
