/* kforge 0.1.0: tests/kernels/correlation.c for cuda; 4 kernels */
/*
 * correlation.c: Pearson correlation matrix of M variables over N
 * observations (data is N x M, one row per observation).  Columns are
 * centred and scaled in place, then corr = data^T data; the lower triangle
 * is mirrored from the upper one.
 *
 * Style: C99 VLA parameters (double), sqrt, a conditional expression
 * guarding against a zero standard deviation.
 * Default N=100 M=80.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1100 -DM=900
 *
 * kforge-expect: L1 j parallel
 * kforge-expect: L1.1 i reduction
 * kforge-expect: L2 j parallel
 * kforge-expect: L2.1 i reduction
 * kforge-expect: L3 i parallel
 * kforge-expect: L3.1 j parallel
 * kforge-expect: L4 i parallel
 * kforge-expect: L4.1 j parallel
 * kforge-expect: L4.1.1 k reduction
 * kforge-expect-note: L4 iteration i writes corr[i][i], corr[i][j] and
 *   corr[j][i] for j > i: row i right of the diagonal and column i below
 *   it.  Two different i never write the same element, and corr is only
 *   read where the same iteration wrote it, so L4 is parallel.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 100
#endif
#ifndef M
#define M 80
#endif

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/correlation.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_correlation_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, double *mean, int n, double *data, double *stddev, const double eps);
cudaError_t kf_launch_kernel_correlation_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, double *mean, int n, double *data, double *stddev);
cudaError_t kf_launch_kernel_correlation_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, double *corr);
cudaError_t kf_launch_kernel_correlation_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, int n, double *data, double *corr);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_41(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 41);
}

static void kernel_correlation(int n, int m, double data[n][m],
			       double corr[m][m], double mean[m],
			       double stddev[m])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_mean_bytes = (size_t)m * sizeof mean[0];
	double *kf_mean_dev __attribute__((__cleanup__(kf_cuda_free_41))) = kf_cuda_alloc(kf_mean_bytes, 41);
	const size_t kf_data_bytes = (size_t)n * sizeof data[0];
	double *kf_data_dev __attribute__((__cleanup__(kf_cuda_free_41))) = kf_cuda_alloc(kf_data_bytes, 41);
	const size_t kf_stddev_bytes = (size_t)m * sizeof stddev[0];
	double *kf_stddev_dev __attribute__((__cleanup__(kf_cuda_free_41))) = kf_cuda_alloc(kf_stddev_bytes, 41);
	const size_t kf_corr_bytes = (size_t)m * sizeof corr[0];
	double *kf_corr_dev __attribute__((__cleanup__(kf_cuda_free_41))) = kf_cuda_alloc(kf_corr_bytes, 41);
	const double eps = 0.1;

#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_mean_dev, mean, kf_mean_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    kf_cuda_check(cudaMemcpy(kf_data_dev, data, kf_data_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    kf_cuda_check(cudaMemcpy(kf_stddev_dev, stddev, kf_stddev_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    if (m > 0) {
	        kf_cuda_check(kf_launch_kernel_correlation_L1((unsigned)((m + 255) / 256), 1, 1, 256, 1, 1, m, kf_mean_dev, n, kf_data_dev, kf_stddev_dev, eps), "kernel_correlation_L1<<<...>>>", 45);
	    }
	    if (n > 0 && m > 0) {
	        kf_cuda_check(kf_launch_kernel_correlation_L3((unsigned)((m + 15) / 16), (unsigned)((n + 15) / 16), 1, 16, 16, 1, m, kf_mean_dev, n, kf_data_dev, kf_stddev_dev), "kernel_correlation_L3<<<...>>>", 59);
	    }
	    kf_cuda_check(cudaMemcpy(kf_corr_dev, corr, kf_corr_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 64);
	    if (m > 0) {
	        kf_cuda_check(kf_launch_kernel_correlation_L4((unsigned)((m + 255) / 256), 1, 1, 256, 1, 1, m, kf_corr_dev), "kernel_correlation_L4<<<...>>>", 64);
	    }
	    if (m > 0 && m - 1 > 0) {
	        kf_cuda_check(kf_launch_kernel_correlation_L5((unsigned)((m - 1 + 15) / 16), (unsigned)((m + 15) / 16), 1, 16, 16, 1, m, n, kf_data_dev, kf_corr_dev), "kernel_correlation_L5<<<...>>>", 64);
	    }
	    kf_cuda_check(cudaMemcpy(mean, kf_mean_dev, kf_mean_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 64);
	    kf_cuda_check(cudaMemcpy(stddev, kf_stddev_dev, kf_stddev_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 64);
	    kf_cuda_check(cudaMemcpy(data, kf_data_dev, kf_data_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 64);
	    kf_cuda_check(cudaMemcpy(corr, kf_corr_dev, kf_corr_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 64);
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	double (*data)[m] = malloc(sizeof(double[n][m]));
	double (*corr)[m] = malloc(sizeof(double[m][m]));
	double *mean = malloc(sizeof(double) * m);
	double *stddev = malloc(sizeof(double) * m);

	if (!data || !corr || !mean || !stddev)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			data[i][j] = (double)((i * j + 3 * i + j) % 17) +
				     (double)(i * (j % 5)) / n;

	kernel_correlation(n, m, data, corr, mean, stddev);

	printf("corr\n");
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < m; j++)
			printf("%.10g ", corr[i][j]);
		printf("\n");
	}
	free(data);
	free(corr);
	free(mean);
	free(stddev);
	return 0;
}
