/*
 * ops.c: compound assignments for arithmetic operator expansion, and one
 * whose left side calls a function (evaluated twice, it could differ).
 */
#include <stdio.h>

#define N 40

static int a[N], b[N];

static int id(int i)
{
	return i;
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		a[i] = i;
		b[i] = 3 * i;
	}
#pragma kforge target
	for (int i = 0; i < N; i++) {
		a[i] += b[i] * 2; /* doubled */
		b[i] <<= 1;
		a[i] -= b[i] - 1;
	}
	for (int i = 0; i < N; i++)
		b[id(i)] += 1;
	for (int i = 0; i < N; i++)
		printf("%d %d %d\n", i, a[i], b[i]);
	return 0;
}
