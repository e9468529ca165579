/* kforge 0.1.0: tests/kernels/bicg.c for cuda; 1 kernel */
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
 * bicg.c: the two matrix-vector products of BiCGStab, s = A^T r and
 * q = A p, in one sweep over A (N rows, M columns).
 *
 * Style: C99 VLA parameters, double.
 * Default N=130 M=110.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=9000 -DM=8000
 *
 * kforge-expect: L1 j parallel
 * kforge-expect: L2 i reduction
 * kforge-expect: L2.1 j reduction
 * kforge-expect-note: L2 carries only s[j] += ... (an array reduction, s[j]
 *   does not depend on i; q[i] belongs to iteration i).  L2.1 carries only
 *   q[i] += ... (q[i] does not depend on j; s[j] belongs to iteration j).
 *   Both loops are reductions, each for a different statement.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 130
#endif
#ifndef M
#define M 110
#endif

/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/bicg.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

extern "C" __global__ void kernel_bicg_L1(int m, double *s)
{
    int j = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= m - 1) {
        s[j] = 0.0;
    }
}

static void kernel_bicg(int n, int m, double A[n][m], double s[m],
			double q[n], double p[m], double r[n])
{
#pragma scop
	{
	    const size_t s_bytes = (size_t)m * sizeof s[0];
	    double *s_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&s_dev, s_bytes), "cudaMalloc", 32);
	    kf_cuda_check(cudaMemcpy(s_dev, s, s_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 32);
	    if (m > 0) {
	        dim3 kf_block(256, 1, 1);
	        dim3 kf_grid((unsigned)((m + 255) / 256), 1, 1);
	        kernel_bicg_L1<<<kf_grid, kf_block>>>(m, s_dev);
	        kf_cuda_check(cudaPeekAtLastError(), "kernel_bicg_L1<<<...>>>", 32);
	    }
	    kf_cuda_check(cudaMemcpy(s, s_dev, s_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 34);
	    for (int i = 0; i < n; i++) {
	    	q[i] = 0.0;
	    	for (int j = 0; j < m; j++) {
	    		s[j] += r[i] * A[i][j];
	    		q[i] += A[i][j] * p[j];
	    	}
	    }
	    kf_cuda_check(cudaFree(s_dev), "cudaFree", 40);
	}
#pragma endscop
}

int main(void)
{
	int n = N, m = M;
	double (*A)[m] = malloc(sizeof(double[n][m]));
	double *s = malloc(sizeof(double) * m), *p = malloc(sizeof(double) * m);
	double *q = malloc(sizeof(double) * n), *r = malloc(sizeof(double) * n);

	if (!A || !s || !p || !q || !r)
		return 1;
	for (int j = 0; j < m; j++)
		p[j] = (double)(j % m) / m;
	for (int i = 0; i < n; i++) {
		r[i] = (double)(i % n) / n;
		for (int j = 0; j < m; j++)
			A[i][j] = (double)(i * (j + 1) % n) / n;
	}

	kernel_bicg(n, m, A, s, q, p, r);

	printf("s\n");
	for (int j = 0; j < m; j++)
		printf("%.10g\n", s[j]);
	printf("q\n");
	for (int i = 0; i < n; i++)
		printf("%.10g\n", q[i]);
	free(A);
	free(s);
	free(p);
	free(q);
	free(r);
	return 0;
}
