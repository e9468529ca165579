/* kforge 0.1.0: tests/kernels/gramschmidt.c for cuda; 3 kernels */
/*
 * gramschmidt.c: QR decomposition by modified Gram-Schmidt.  A (M x N,
 * M >= N) is overwritten with what is left after projecting out the
 * earlier columns; Q (M x N) gets orthonormal columns and R (N x N) the
 * upper triangular factor, so that A_in = Q R.
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double),
 * sqrt, a scalar accumulator declared outside the scop.  A has a strong
 * diagonal, so its columns are far from dependent.
 * Default M=90 N=70.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DM=800 -DN=700
 *
 * kforge-expect: L1 k sequential
 * kforge-expect: L1.1 i reduction
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.3 j parallel
 * kforge-expect: L1.3.1 i reduction
 * kforge-expect: L1.3.2 i parallel
 * kforge-expect-note: L1.3 (over the columns j > k) writes R[k][j] and
 *   column j of A, and reads column k of Q, which only L1.2 writes: the
 *   columns are independent.  L1.3.1 accumulates into R[k][j], which does
 *   not depend on i.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef M
#define M 90
#endif
#ifndef N
#define N 70
#endif

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/gramschmidt.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_gramschmidt_S3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int k, int n, double nrm, double *R);
cudaError_t kf_launch_kernel_gramschmidt_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int k, int n, int m, double *A, double *R, double *Q);
cudaError_t kf_launch_kernel_gramschmidt_L1_3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int k, int n, int m, double *A, double *R, double *Q);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_38(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 38);
}

static void kernel_gramschmidt(int m, int n, double *restrict A,
			       double *restrict R, double *restrict Q)
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_A_bytes = (size_t)(n*m) * sizeof A[0];
	double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_38))) = kf_cuda_alloc(kf_A_bytes, 38);
	const size_t kf_R_bytes = (size_t)(n*n) * sizeof R[0];
	double *kf_R_dev __attribute__((__cleanup__(kf_cuda_free_38))) = kf_cuda_alloc(kf_R_bytes, 38);
	const size_t kf_Q_bytes = (size_t)(n*m) * sizeof Q[0];
	double *kf_Q_dev __attribute__((__cleanup__(kf_cuda_free_38))) = kf_cuda_alloc(kf_Q_bytes, 38);
	double nrm;

#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 42);
	    kf_cuda_check(cudaMemcpy(kf_R_dev, R, kf_R_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 42);
	    kf_cuda_check(cudaMemcpy(kf_Q_dev, Q, kf_Q_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 42);
	    for (int k = 0; k < n; k++) {
	        nrm = 0.0;
	        for (int i = 0; i < m; i++)
	        	nrm += A[i * n + k] * A[i * n + k];
	        {
	            kf_cuda_check(kf_launch_kernel_gramschmidt_S3(1, 1, 1, 1, 1, 1, k, n, nrm, kf_R_dev), "kernel_gramschmidt_S3<<<...>>>", 46);
	        }
	        if (m > 0) {
	            kf_cuda_check(kf_launch_kernel_gramschmidt_L1_2((unsigned)((m + 255) / 256), 1, 1, 256, 1, 1, k, n, m, kf_A_dev, kf_R_dev, kf_Q_dev), "kernel_gramschmidt_L1_2<<<...>>>", 47);
	        }
	        if (-k + n - 1 > 0) {
	            kf_cuda_check(kf_launch_kernel_gramschmidt_L1_3((unsigned)((-k + n - 1 + 255) / 256), 1, 1, 256, 1, 1, k, n, m, kf_A_dev, kf_R_dev, kf_Q_dev), "kernel_gramschmidt_L1_3<<<...>>>", 49);
	        }
	        kf_cuda_check(cudaMemcpy(A, kf_A_dev, kf_A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 49);
	    }
	    kf_cuda_check(cudaMemcpy(R, kf_R_dev, kf_R_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 42);
	    kf_cuda_check(cudaMemcpy(Q, kf_Q_dev, kf_Q_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 42);
	}
#pragma endscop
}

int main(void)
{
	int m = M, n = N;
	double *A = malloc(sizeof(double) * m * n);
	double *Q = malloc(sizeof(double) * m * n);
	double *R = malloc(sizeof(double) * n * n);

	if (!A || !Q || !R)
		return 1;
	for (int i = 0; i < m; i++)
		for (int j = 0; j < n; j++) {
			A[i * n + j] = (double)((i * j + 1) % m) / m;
			if (i == j)
				A[i * n + j] += 4.0;
			Q[i * n + j] = 0.0;
		}
	for (int i = 0; i < n * n; i++)
		R[i] = 0.0;

	kernel_gramschmidt(m, n, A, R, Q);

	printf("R\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", R[i * n + j]);
		printf("\n");
	}
	printf("Q\n");
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", Q[i * n + j]);
		printf("\n");
	}
	free(A);
	free(Q);
	free(R);
	return 0;
}
