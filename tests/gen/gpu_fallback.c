/* kforge gen --target opencl|cuda: a macro handed to the kernel source, a
 * size_t parameter (passed as unsigned long) and a call to a function of the
 * file (pure, copied into the kernel source) which calls one kforge does not
 * put on the device (lround): that keeps its loop on the host.
 * Used by tests/gen/test_gen_gpu.sh. */
#pragma GCC diagnostic ignored "-Wunknown-pragmas"
#include <stdio.h>
#include <stddef.h>
#include <math.h>
#define N 100
#define SCALE (2.0 * 1.5)
static double x[N], y[N];
static double twice(double v) { return 2 * lround(v); }
static void k1(void)
{
#pragma scop
	for (int i = 0; i < N; i++)
		y[i] = SCALE * x[i] + 1;
#pragma endscop
}
static void k2(size_t m)
{
#pragma scop
	for (int i = 0; i < N; i++)
		y[i] += m * x[i];
#pragma endscop
}
static void k3(void)
{
#pragma scop
	for (int i = 0; i < N; i++)
		y[i] = twice(y[i]);
#pragma endscop
}
int main(void)
{
	for (int i = 0; i < N; i++)
		x[i] = i * 0.5;
	k1();
	k2(3);
	k3();
	for (int i = 0; i < N; i++)
		printf("%g\n", y[i]);
	return 0;
}
