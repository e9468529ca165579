/* kforge 0.1.0: tests/kernels/covariance.c for cuda; 2 kernels */
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

/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/covariance.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

extern "C" __global__ void kernel_covariance_L1(int m, double *mean, int n, double *data)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= m - 1) {
        mean[j] = 0.0;
        for (int i = 0; i < n; i++)
            mean[j] += data[i * m + j];
        mean[j] /= n;
    }
}

extern "C" __global__ void kernel_covariance_L2(int m, double *mean, int n, double *data)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = (int)(blockIdx.y * blockDim.y + threadIdx.y);
    if (j <= m - 1 && i <= n - 1) {
        data[i * m + j] -= mean[j];
    }
}

static void kernel_covariance(int n, int m, double *restrict data,
			      double *restrict cov, double *restrict mean)
{
	double acc;

#pragma scop
	{
	    const size_t mean_bytes = (size_t)m * sizeof mean[0];
	    double *mean_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&mean_dev, mean_bytes), "cudaMalloc", 41);
	    const size_t data_bytes = (size_t)(m*n) * sizeof data[0];
	    double *data_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&data_dev, data_bytes), "cudaMalloc", 41);
	    kf_cuda_check(cudaMemcpy(mean_dev, mean, mean_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
	    kf_cuda_check(cudaMemcpy(data_dev, data, data_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 41);
	    if (m > 0) {
	        dim3 kf_block(256, 1, 1);
	        dim3 kf_grid((unsigned)((m + 255) / 256), 1, 1);
	        kernel_covariance_L1<<<kf_grid, kf_block>>>(m, mean_dev, n, data_dev);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_covariance_L1<<<...>>>", 41);
	    }
	    if (n > 0 && m > 0) {
	        dim3 kf_block(16, 16, 1);
	        dim3 kf_grid((unsigned)((m + 15) / 16), (unsigned)((n + 15) / 16), 1);
	        kernel_covariance_L2<<<kf_grid, kf_block>>>(m, mean_dev, n, data_dev);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_covariance_L2<<<...>>>", 47);
	    }
	    kf_cuda_check(cudaMemcpy(data, data_dev, data_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 50);
	    for (int i = 0; i < m; i++)
	    	for (int j = i; j < m; j++) {
	    		acc = 0.0;
	    		for (int k = 0; k < n; k++)
	    			acc += data[k * m + i] * data[k * m + j];
	    		acc /= n - 1.0;
	    		cov[i * m + j] = acc;
	    		cov[j * m + i] = acc;
	    	}
	    kf_cuda_check(cudaMemcpy(mean, mean_dev, mean_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 50);
	    kf_cuda_check(cudaFree(mean_dev), "cudaFree", 58);
	    kf_cuda_check(cudaFree(data_dev), "cudaFree", 58);
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
