/* kforge 0.1.0: tests/kernels/ludcmp.c for cuda; 1 kernel */
/*
 * ludcmp.c: solves A x = b by LU decomposition (Doolittle, row by row,
 * no pivoting) followed by forward substitution (L y = b, unit L) and
 * back substitution (U x = y).  b is A times the vector v[j] = 1 + j / n,
 * so x comes out close to v.
 *
 * Style: C99 VLA parameters (double), a scalar temporary w declared
 * outside the scop, a decrementing loop (back substitution).
 * A is diagonally dominant, so no pivoting is needed.
 * Default N=100.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=1500
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j sequential
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect: L1.2 j parallel
 * kforge-expect: L1.2.1 k reduction
 * kforge-expect: L2 i sequential
 * kforge-expect: L2.1 j reduction
 * kforge-expect: L3 i sequential
 * kforge-expect: L3.1 j reduction
 * kforge-expect-note: L1.1 (the L part of row i, j < i) reads A[i][k] for
 *   k < j, written by earlier iterations of L1.1.  L1.2 (the U part,
 *   j >= i) reads A[i][k] for k < i, which only L1.1 writes, so its
 *   iterations are independent once w is privatised.
 * kforge-expect-note: L3 runs i downwards and reads x[j] for j > i,
 *   computed by earlier (larger i) iterations.
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 100
#endif

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/ludcmp.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_ludcmp_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, int n, double *A);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_39(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 39);
}

static void kernel_ludcmp(int n, double A[n][n], double b[n], double x[n],
			  double y[n])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_A_bytes = (size_t)n * sizeof A[0];
	double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_39))) = kf_cuda_alloc(kf_A_bytes, 39);
	double w;

#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 43);
	    for (int i = 0; i < n; i++) {
	        for (int j = 0; j < i; j++) {
	        	w = A[i][j];
	        	for (int k = 0; k < j; k++)
	        		w -= A[i][k] * A[k][j];
	        	A[i][j] = w / A[j][j];
	        }
	        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 50);
	        if (-i + n > 0) {
	            kf_cuda_check(kf_launch_kernel_ludcmp_L1_2((unsigned)((-i + n + 255) / 256), 1, 1, 256, 1, 1, i, n, kf_A_dev), "kernel_ludcmp_L1_2<<<...>>>", 50);
	        }
	        kf_cuda_check(cudaMemcpy(A, kf_A_dev, kf_A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 50);
	    }
	    for (int i = 0; i < n; i++) {
	    	w = b[i];
	    	for (int j = 0; j < i; j++)
	    		w -= A[i][j] * y[j];
	    	y[i] = w;
	    }
	    for (int i = n - 1; i >= 0; i--) {
	    	w = y[i];
	    	for (int j = i + 1; j < n; j++)
	    		w -= A[i][j] * x[j];
	    	x[i] = w / A[i][i];
	    }
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	double (*A)[n] = malloc(sizeof(double[n][n]));
	double *b = malloc(sizeof(double) * n);
	double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);

	if (!A || !b || !x || !y)
		return 1;
	for (int i = 0; i < n; i++) {
		b[i] = 0.0;
		x[i] = 0.0;
		y[i] = 0.0;
		for (int j = 0; j < n; j++) {
			A[i][j] = i == j ? 2.0 + (double)(i % 4)
					 : (double)((i * j + i + 1) % n) / (2.0 * n * n);
			b[i] += A[i][j] * (1.0 + (double)j / n);
		}
	}

	kernel_ludcmp(n, A, b, x, y);

	printf("x\n");
	for (int i = 0; i < n; i++)
		printf("%.10g\n", x[i]);
	printf("A\n");
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", A[i][j]);
		printf("\n");
	}
	free(A);
	free(b);
	free(x);
	free(y);
	return 0;
}
