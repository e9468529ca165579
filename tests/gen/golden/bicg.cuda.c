/* kforge 0.1.0: tests/kernels/bicg.c for cuda; 1 kernel */
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

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/bicg.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_bicg_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int m, double *s);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_30(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 30);
}

static void kernel_bicg(int n, int m, double A[n][m], double s[m],
			double q[n], double p[m], double r[n])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_s_bytes = (size_t)m * sizeof s[0];
	double *kf_s_dev __attribute__((__cleanup__(kf_cuda_free_30))) = kf_cuda_alloc(kf_s_bytes, 30);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_s_dev, s, kf_s_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 32);
	    if (m > 0) {
	        kf_cuda_check(kf_launch_kernel_bicg_L1((unsigned)((m + 255) / 256), 1, 1, 256, 1, 1, m, kf_s_dev), "kernel_bicg_L1<<<...>>>", 32);
	    }
	    kf_cuda_check(cudaMemcpy(s, kf_s_dev, kf_s_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 34);
	    for (int i = 0; i < n; i++) {
	    	q[i] = 0.0;
	    	for (int j = 0; j < m; j++) {
	    		s[j] += r[i] * A[i][j];
	    		q[i] += A[i][j] * p[j];
	    	}
	    }
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
