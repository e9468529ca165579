/* Array elements read as fragment parameters (frontend/c/member.c):
 * `sz[2]` in a bound and `S[3].x` in a sum are evaluated by the host where
 * the fragment starts, but on OpenCL/CUDA the first fragment's kernels
 * write `sz` and `S` on the device, and the region keeps them there: the
 * host's copies were stale (randprog --shape seed 91 came out wrong).  An
 * element is a parameter only where nothing in its function writes its
 * array, and a real one never. */
#include <stdio.h>

#define N 4096

struct pt {
	double x;
	double y;
};

static int sz[N];
static struct pt S[N];
static double a[N], b[N];

static void steps(void)
{
#pragma scop
	for (int i = 0; i < N; i++) {
		sz[i] = (i * 7) % 13 + 100;
		S[i].x = i * 0.5 + 1.0;
		S[i].y = i * 0.25;
	}
#pragma endscop
#pragma scop
	for (int i = 0; i < sz[2]; i++)
		a[i] = b[i] * 2.0 + S[3].x;
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++)
		b[i] = (i % 11) * 0.125;
	steps();
	double s = 0;
	for (int i = 0; i < N; i++)
		s += a[i] * (i % 5 + 1) + S[i].x + sz[i];
	printf("%.6f\n", s);
	return 0;
}
