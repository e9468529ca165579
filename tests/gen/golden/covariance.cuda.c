/* kforge 0.1.0: tests/kernels/covariance.c for cuda; 3 kernels */
/*
 * covariance.c: sample covariance matrix of M variables over N
 * observations (data is N x M, linearised).  Columns are centred in place;
 * cov[i][j] = sum_k data[k][i] data[k][j] / (N - 1), computed for j >= i
 * and mirrored.
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double),
 * a scalar accumulator declared outside the scop.
 * Default N=100 M=80.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1100 -DM=900
 *
 * kforge-expect: L1 j parallel
 * kforge-expect: L1.1 i reduction
 * kforge-expect: L2 i parallel
 * kforge-expect: L2.1 j parallel
 * kforge-expect: L3 i parallel
 * kforge-expect: L3.1 j parallel
 * kforge-expect: L3.1.1 k reduction
 * kforge-expect-note: L3 iteration i writes row i from the diagonal right
 *   and column i from the diagonal down; for i != i' these never meet (an
 *   element (i, i') of row i has i' >= i, of column i' has i >= i'), so L3
 *   is parallel.  acc is written before it is read in every (i, j).
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
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
        fprintf(stderr, "tests/kernels/covariance.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_covariance_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, double *mean, int n, double *data);
cudaError_t kf_launch_kernel_covariance_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, double *mean, int n, double *data);
cudaError_t kf_launch_kernel_covariance_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, int n, double *data, double *cov);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_37(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 37);
}

static void kernel_covariance(int n, int m, double *restrict data,
			      double *restrict cov, double *restrict mean)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_mean_bytes = (size_t)m * sizeof mean[0];
	double *kf_mean_dev __attribute__((__cleanup__(kf_cuda_free_37))) = kf_cuda_alloc(kf_mean_bytes, 37);
	const size_t kf_data_bytes = (size_t)(m*n) * sizeof data[0];
	double *kf_data_dev __attribute__((__cleanup__(kf_cuda_free_37))) = kf_cuda_alloc(kf_data_bytes, 37);
	const size_t kf_cov_bytes = (size_t)(m*m) * sizeof cov[0];
	double *kf_cov_dev __attribute__((__cleanup__(kf_cuda_free_37))) = kf_cuda_alloc(kf_cov_bytes, 37);
	double acc;

#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_mean_dev, mean, kf_mean_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
	    kf_cuda_check(cudaMemcpy(kf_data_dev, data, kf_data_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
	    if (m > 0) {
	        kf_cuda_check(kf_launch_kernel_covariance_L1((unsigned)((m + 255) / 256), 1, 1, 256, 1, 1, m, kf_mean_dev, n, kf_data_dev), "kernel_covariance_L1<<<...>>>", 41);
	    }
	    if (n > 0 && m > 0) {
	        kf_cuda_check(kf_launch_kernel_covariance_L2((unsigned)((m + 15) / 16), (unsigned)((n + 15) / 16), 1, 16, 16, 1, m, kf_mean_dev, n, kf_data_dev), "kernel_covariance_L2<<<...>>>", 47);
	    }
	    kf_cuda_check(cudaMemcpy(kf_cov_dev, cov, kf_cov_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 50);
	    if (m > 0 && m > 0) {
	        kf_cuda_check(kf_launch_kernel_covariance_L3((unsigned)((m + 15) / 16), (unsigned)((m + 15) / 16), 1, 16, 16, 1, m, n, kf_data_dev, kf_cov_dev), "kernel_covariance_L3<<<...>>>", 50);
	    }
	    kf_cuda_check(cudaMemcpy(mean, kf_mean_dev, kf_mean_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 50);
	    kf_cuda_check(cudaMemcpy(data, kf_data_dev, kf_data_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 50);
	    kf_cuda_check(cudaMemcpy(cov, kf_cov_dev, kf_cov_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 50);
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	double *data = malloc(sizeof(double) * n * m);
	double *cov = malloc(sizeof(double) * m * m);
	double *mean = malloc(sizeof(double) * m);

	if (!data || !cov || !mean)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			data[i * m + j] = (double)((i * (j + 1) + 2 * j) % 13) / 4.0 +
					  (double)(i % 7) * j / m;

	kernel_covariance(n, m, data, cov, mean);

	printf("cov\n");
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < m; j++)
			printf("%.10g ", cov[i * m + j]);
		printf("\n");
	}
	free(data);
	free(cov);
	free(mean);
	return 0;
}
