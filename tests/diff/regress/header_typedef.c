/* Kernels that name a header's typedef (int32_t, uint8_t: <stdint.h>; a
 * benchmark's `typedef float real_t` in its common.h) in a cast or a local
 * declaration: OpenCL's kernel source, built at run time, cannot include
 * the header and said "use of undeclared identifier".  It now declares
 * each such typedef of an arithmetic type by its type. */
#include <stdint.h>
#include <stdio.h>

#define N 1000

static float a[N], b[N];
static int32_t q[N];
static uint8_t px[N];

static void kernel(int n)
{
#pragma scop
	for (int i = 0; i < n; i++) {
		int32_t k = (int32_t)(a[i] * 100.0f) % 97;
		uint8_t v = (uint8_t)(px[i] + (uint8_t)k);
		q[i] = k + (int32_t)v;
	}
	for (int i = 0; i < n; i++)
		b[i] = (float)(int16_t)(q[i] - 50) * 0.5f + (float)(uint8_t)(i * 7);
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		a[i] = (float)((i * 37 + 11) % 101) / 7.0f;
		px[i] = (uint8_t)((i * 13) % 256);
	}
	kernel(N);
	for (int i = 0; i < N; i++)
		printf("%d %.6g\n", (int)q[i], (double)b[i]);
	return 0;
}
