/* kforge 0.1.0: tests/kernels/fdtd-2d.c for openmp; 4 loops in parallel */
/*
 * fdtd-2d.c: 2-D finite-difference time-domain (Yee) kernel: per time
 * step, a source row drives ey, then ey and ex are updated from the curl
 * of hz, and hz from the curl of (ex, ey).
 *
 * Style: malloc'ed linearised arrays with restrict pointers (float).
 * Default NX=60 NY=70 TMAX=20.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DNX=1000 -DNY=1200 -DTMAX=100
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.2.1 j parallel
 * kforge-expect: L1.3 i parallel
 * kforge-expect: L1.3.1 j parallel
 * kforge-expect: L1.4 i parallel
 * kforge-expect: L1.4.1 j parallel
 * kforge-expect-note: the -= updates of ey[i][j] and ex[i][j] are not
 *   reductions: each iteration updates its own element once and reads
 *   only hz, which these nests do not write.  hz reads ex and ey written by
 *   the earlier nests of the same t, so only t is sequential.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef NX
#define NX 60
#endif
#ifndef NY
#define NY 70
#endif
#ifndef TMAX
#define TMAX 20
#endif

static void kernel_fdtd_2d(int tmax, int nx, int ny, float *restrict ex,
			   float *restrict ey, float *restrict hz,
			   const float *restrict fict)
{
#pragma scop
	if (3.0 * ny * nx - 2 * nx - ny + 1 >= 32768) {
	#pragma omp parallel
	for (int t = 0; t < tmax; t++) {
		#pragma omp for simd
		for (int j = 0; j < ny; j++)
			ey[j] = fict[t];
		#pragma omp for
		for (int i = 1; i < nx; i++)
			#pragma omp simd
			for (int j = 0; j < ny; j++)
				ey[i * ny + j] -= 0.5f * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
		#pragma omp for
		for (int i = 0; i < nx; i++)
			#pragma omp simd
			for (int j = 1; j < ny; j++)
				ex[i * ny + j] -= 0.5f * (hz[i * ny + j] - hz[i * ny + j - 1]);
		#pragma omp for
		for (int i = 0; i < nx - 1; i++)
			#pragma omp simd
			for (int j = 0; j < ny - 1; j++)
				hz[i * ny + j] -= 0.7f * (ex[i * ny + j + 1] - ex[i * ny + j] +
							  ey[(i + 1) * ny + j] - ey[i * ny + j]);
	}
	} else {
	for (int t = 0; t < tmax; t++) {
		#pragma omp simd
		for (int j = 0; j < ny; j++)
			ey[j] = fict[t];
		for (int i = 1; i < nx; i++)
			#pragma omp simd
			for (int j = 0; j < ny; j++)
				ey[i * ny + j] -= 0.5f * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
		for (int i = 0; i < nx; i++)
			#pragma omp simd
			for (int j = 1; j < ny; j++)
				ex[i * ny + j] -= 0.5f * (hz[i * ny + j] - hz[i * ny + j - 1]);
		for (int i = 0; i < nx - 1; i++)
			#pragma omp simd
			for (int j = 0; j < ny - 1; j++)
				hz[i * ny + j] -= 0.7f * (ex[i * ny + j + 1] - ex[i * ny + j] +
							  ey[(i + 1) * ny + j] - ey[i * ny + j]);
	}
	}
#pragma endscop
}

int main(void)
{
	int nx = NX, ny = NY, tmax = TMAX;
	float *ex = malloc(sizeof(float) * nx * ny);
	float *ey = malloc(sizeof(float) * nx * ny);
	float *hz = malloc(sizeof(float) * nx * ny);
	float *fict = malloc(sizeof(float) * tmax);

	if (!ex || !ey || !hz || !fict)
		return 1;
	for (int t = 0; t < tmax; t++)
		fict[t] = (float)t;
	for (int i = 0; i < nx; i++)
		for (int j = 0; j < ny; j++) {
			ex[i * ny + j] = (float)(i * (j + 1)) / nx;
			ey[i * ny + j] = (float)(i * (j + 2)) / ny;
			hz[i * ny + j] = (float)(i * (j + 3)) / nx;
		}

	kernel_fdtd_2d(tmax, nx, ny, ex, ey, hz, fict);

	printf("ex\n");
	for (int i = 0; i < nx * ny; i++)
		printf("%.6g%c", ex[i], i % ny == ny - 1 ? '\n' : ' ');
	printf("ey\n");
	for (int i = 0; i < nx * ny; i++)
		printf("%.6g%c", ey[i], i % ny == ny - 1 ? '\n' : ' ');
	printf("hz\n");
	for (int i = 0; i < nx * ny; i++)
		printf("%.6g%c", hz[i], i % ny == ny - 1 ? '\n' : ' ');
	free(ex);
	free(ey);
	free(hz);
	free(fict);
	return 0;
}
