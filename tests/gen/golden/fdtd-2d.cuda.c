/* kforge 0.1.0: tests/kernels/fdtd-2d.c for cuda; 4 kernels */
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

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/fdtd-2d.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_fdtd_2d_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int t, int ny, float *fict, float *ey);
cudaError_t kf_launch_kernel_fdtd_2d_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ny, float *ey, int nx, float *hz);
cudaError_t kf_launch_kernel_fdtd_2d_L1_3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ny, int nx, float *hz, float *ex);
cudaError_t kf_launch_kernel_fdtd_2d_L1_4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int ny, float *ey, int nx, float *hz, float *ex);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_40(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 40);
}

static void kernel_fdtd_2d(int tmax, int nx, int ny, float *restrict ex,
			   float *restrict ey, float *restrict hz,
			   const float *restrict fict)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_fict_bytes = (size_t)tmax * sizeof fict[0];
	float *kf_fict_dev __attribute__((__cleanup__(kf_cuda_free_40))) = kf_cuda_alloc(kf_fict_bytes, 40);
	const size_t kf_hz_bytes = (size_t)(ny*nx) * sizeof hz[0];
	float *kf_hz_dev __attribute__((__cleanup__(kf_cuda_free_40))) = kf_cuda_alloc(kf_hz_bytes, 40);
	const size_t kf_ex_bytes = (size_t)(ny*nx) * sizeof ex[0];
	float *kf_ex_dev __attribute__((__cleanup__(kf_cuda_free_40))) = kf_cuda_alloc(kf_ex_bytes, 40);
#pragma scop
	{
	    const size_t kf_ey_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { long kf_s = (long)(ny - 1); if (kf_s >= kf_ext) kf_ext = kf_s + 1; } { long kf_s = (long)(ny*nx - 1); if (kf_s >= kf_ext) kf_ext = kf_s + 1; } { long kf_s = (long)(ny*nx - 1); if (kf_s >= kf_ext) kf_ext = kf_s + 1; } { long kf_s = (long)(ny*nx - 2); if (kf_s >= kf_ext) kf_ext = kf_s + 1; } { long kf_s = (long)(-ny + ny*nx - 2); if (kf_s >= kf_ext) kf_ext = kf_s + 1; } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'ey' indexed below its first element", 38); kf_ext; })) * sizeof ey[0];
	    float *kf_ey_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_ey_dev, kf_ey_bytes), "cudaMalloc", 42);
	    kf_cuda_check(cudaMemcpy(kf_fict_dev, fict, kf_fict_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 42);
	    kf_cuda_check(cudaMemcpy(kf_ey_dev, ey, kf_ey_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 42);
	    kf_cuda_check(cudaMemcpy(kf_hz_dev, hz, kf_hz_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 42);
	    kf_cuda_check(cudaMemcpy(kf_ex_dev, ex, kf_ex_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 42);
	    for (int t = 0; t < tmax; t++) {
	        if (ny > 0) {
	            kf_cuda_check(kf_launch_kernel_fdtd_2d_L1_1((unsigned)((ny + 255) / 256), 1, 1, 256, 1, 1, t, ny, kf_fict_dev, kf_ey_dev), "kernel_fdtd_2d_L1_1<<<...>>>", 43);
	        }
	        if (nx - 1 > 0 && ny > 0) {
	            kf_cuda_check(kf_launch_kernel_fdtd_2d_L1_2((unsigned)((ny + 255) / 256), (unsigned)(nx - 1), 1, 256, 1, 1, ny, kf_ey_dev, nx, kf_hz_dev), "kernel_fdtd_2d_L1_2<<<...>>>", 45);
	        }
	        if (nx > 0 && ny - 1 > 0) {
	            kf_cuda_check(kf_launch_kernel_fdtd_2d_L1_3((unsigned)((ny - 1 + 255) / 256), (unsigned)nx, 1, 256, 1, 1, ny, nx, kf_hz_dev, kf_ex_dev), "kernel_fdtd_2d_L1_3<<<...>>>", 48);
	        }
	        if (nx - 1 > 0 && ny - 1 > 0) {
	            kf_cuda_check(kf_launch_kernel_fdtd_2d_L1_4((unsigned)((ny - 1 + 255) / 256), (unsigned)(nx - 1), 1, 256, 1, 1, ny, kf_ey_dev, nx, kf_hz_dev, kf_ex_dev), "kernel_fdtd_2d_L1_4<<<...>>>", 51);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(ey, kf_ey_dev, kf_ey_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 42);
	    kf_cuda_check(cudaMemcpy(ex, kf_ex_dev, kf_ex_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 42);
	    kf_cuda_check(cudaMemcpy(hz, kf_hz_dev, kf_hz_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 42);
	    kf_cuda_check(cudaFree(kf_ey_dev), "cudaFree", 55);
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
