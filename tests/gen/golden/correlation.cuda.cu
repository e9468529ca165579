/* kforge 0.1.0: tests/kernels/correlation.c for cuda; 4 kernels */
/* kforge: this C file as CUDA C++ (restrict, void * from malloc) */
#include <stdlib.h>
#define restrict __restrict__
struct kf_void_ptr {
    void *p;
    template <class T> operator T *() const { return (T *)p; }
};

static inline kf_void_ptr kf_malloc(size_t n)
{
    kf_void_ptr r = {malloc(n)};
    return r;
}

static inline kf_void_ptr kf_calloc(size_t n, size_t size)
{
    kf_void_ptr r = {calloc(n, size)};
    return r;
}

static inline kf_void_ptr kf_realloc(void *p, size_t n)
{
    kf_void_ptr r = {realloc(p, n)};
    return r;
}

#define malloc(n) kf_malloc(n)
#define calloc(n, size) kf_calloc(n, size)
#define realloc(p, n) kf_realloc(p, n)

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

/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/correlation.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

extern "C" __global__ void kernel_correlation_L1(int m, double *mean, int n, double *data)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= m - 1) {
        mean[j] = 0.0;
        for (int i = 0; i < n; i++)
            mean[j] += data[i * m + j];
        mean[j] /= n;
    }
}

extern "C" __global__ void kernel_correlation_L2(int m, double *mean, int n, double *data, double *stddev, const double eps)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= m - 1) {
        stddev[j] = 0.0;
        for (int i = 0; i < n; i++)
            stddev[j] += (data[i * m + j] - mean[j]) * (data[i * m + j] - mean[j]);
        stddev[j] /= n;
        stddev[j] = sqrt(stddev[j]);
        stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
    }
}

extern "C" __global__ void kernel_correlation_L3(int m, double *mean, int n, double *data, double *stddev)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    if (j <= m - 1 && i <= n - 1) {
        data[i * m + j] -= mean[j];
        data[i * m + j] /= sqrt((double)n) * stddev[j];
    }
}

extern "C" __global__ void kernel_correlation_L4(int m, int n, double *data, double *corr)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= m - 1) {
        corr[i * m + i] = 1.0;
        for (int j = i + 1; j < m; j++) {
            corr[i * m + j] = 0.0;
            for (int k = 0; k < n; k++)
                corr[i * m + j] += data[k * m + i] * data[k * m + j];
            corr[j * m + i] = corr[i * m + j];
        }
    }
}

static void kernel_correlation(int n, int m, double data[n][m],
			       double corr[m][m], double mean[m],
			       double stddev[m])
{
	const double eps = 0.1;

#pragma scop
	{
	    const size_t mean_bytes = (size_t)m * sizeof mean[0];
	    double *mean_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&mean_dev, mean_bytes), "cudaMalloc", 45);
	    const size_t data_bytes = (size_t)n * sizeof data[0];
	    double *data_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&data_dev, data_bytes), "cudaMalloc", 45);
	    const size_t stddev_bytes = (size_t)m * sizeof stddev[0];
	    double *stddev_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&stddev_dev, stddev_bytes), "cudaMalloc", 45);
	    const size_t corr_bytes = (size_t)m * sizeof corr[0];
	    double *corr_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&corr_dev, corr_bytes), "cudaMalloc", 45);
	    kf_cuda_check(cudaMemcpy(mean_dev, mean, mean_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    kf_cuda_check(cudaMemcpy(data_dev, data, data_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
	    if (m > 0) {
	        dim3 kf_block(256, 1, 1);
	        dim3 kf_grid((unsigned)((m + 255) / 256), 1, 1);
	        kernel_correlation_L1<<<kf_grid, kf_block>>>(m, mean_dev, n, data_dev);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_correlation_L1<<<...>>>", 45);
	    }
	    kf_cuda_check(cudaMemcpy(stddev_dev, stddev, stddev_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 51);
	    if (m > 0) {
	        dim3 kf_block(256, 1, 1);
	        dim3 kf_grid((unsigned)((m + 255) / 256), 1, 1);
	        kernel_correlation_L2<<<kf_grid, kf_block>>>(m, mean_dev, n, data_dev, stddev_dev, eps);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_correlation_L2<<<...>>>", 51);
	    }
	    if (n > 0 && m > 0) {
	        dim3 kf_block(16, 16, 1);
	        dim3 kf_grid((unsigned)((m + 15) / 16), (unsigned)((n + 15) / 16), 1);
	        kernel_correlation_L3<<<kf_grid, kf_block>>>(m, mean_dev, n, data_dev, stddev_dev);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_correlation_L3<<<...>>>", 59);
	    }
	    kf_cuda_check(cudaMemcpy(corr_dev, corr, corr_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 64);
	    if (m > 0) {
	        dim3 kf_block(256, 1, 1);
	        dim3 kf_grid((unsigned)((m + 255) / 256), 1, 1);
	        kernel_correlation_L4<<<kf_grid, kf_block>>>(m, n, data_dev, corr_dev);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_correlation_L4<<<...>>>", 64);
	    }
	    kf_cuda_check(cudaMemcpy(mean, mean_dev, mean_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 64);
	    kf_cuda_check(cudaMemcpy(stddev, stddev_dev, stddev_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 64);
	    kf_cuda_check(cudaMemcpy(data, data_dev, data_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 64);
	    kf_cuda_check(cudaMemcpy(corr, corr_dev, corr_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 64);
	    kf_cuda_check(cudaFree(mean_dev), "cudaFree", 72);
	    kf_cuda_check(cudaFree(data_dev), "cudaFree", 72);
	    kf_cuda_check(cudaFree(stddev_dev), "cudaFree", 72);
	    kf_cuda_check(cudaFree(corr_dev), "cudaFree", 72);
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
