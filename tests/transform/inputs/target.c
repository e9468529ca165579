/*
 * target.c: a `#pragma kforge target` loop, whose rewrites must stay one
 * statement, and a local that distribution must not split from its uses.
 */
#include <stdio.h>

#define N 50

static float x[N], y[N], z[N];

int main(void)
{
	for (int i = 0; i < N; i++)
		x[i] = (float)(i % 9) - 4.0f;
#pragma kforge target
	for (int i = 0; i < N; i++) {
		y[i] = x[i] * x[i];
		z[i] = x[i] + 1.0f;
	}
	for (int i = 1; i < N; i++) {
		float t = x[i] * 2.0f; /* a local of the body */
		y[i] = y[i] + t;
		z[i] = z[i] - t;
	}
	for (int i = 0; i < N; i++)
		printf("%d %g %g\n", i, y[i], z[i]);
	return 0;
}
