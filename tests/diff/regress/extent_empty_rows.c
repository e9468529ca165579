/* A device buffer's count where the nest runs no row (src/analysis/
 * extent.c, may_go_below).  With assert(w <= stride) in the host's tests
 * the GPU targets read src[y * stride + x] as src[y][x], and the count of
 * its elements is isl's last element plus one, (h - 1) * stride + w:
 * at h = 0, with stride > w, that is below zero, and it went to
 * clCreateBuffer as a huge size_t (OpenCL error -61; randprog.py --feat
 * seeds 9, 11, 29, 33).  The count is now clamped at 0 where it can go
 * below it. */
#include <assert.h>
#include <stdio.h>

static double F0[256], F1[256];

static void smooth(int w, int h, int stride, double *restrict src, double *restrict dst)
{
	assert(w <= stride);
#pragma scop
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++)
			dst[y * stride + x] = 0.5 * src[y * stride + x] + 0.25 * src[y * stride + (x > 0 ? x - 1 : 0)] + 0.25;
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < 256; i++) {
		F0[i] = (double)((i * 7 + 3) % 13) / 13 + 0.5;
		F1[i] = 1.0;
	}
	smooth(9, 5, 12, F0, F1);
	smooth(9, 0, 12, F0, F1); /* no row: a count of 9 - 12 = -3 before */
	smooth(7, 6, 7, F1, F0);
	for (int i = 0; i < 256; i++)
		printf("%d %.12g %.12g\n", i, F0[i], F1[i]);
	return 0;
}
