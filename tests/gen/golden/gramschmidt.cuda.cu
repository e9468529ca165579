/* kforge 0.1.0: tests/kernels/gramschmidt.c for cuda; 4 kernels */
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

/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/gramschmidt.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

extern "C" __global__ void kernel_gramschmidt_L1_1(int k, int n, int m, double *A, double *kf_red_nrm, double *kf_part_nrm)
{
    __shared__ double kf_sh_nrm[32];
    double nrm = 0;
    long kf_n0 = (long)(m);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int i = (int)(kf_t);
        nrm += A[i * n + k] * A[i * n + k];
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        nrm = nrm + __shfl_down_sync(0xffffffffu, nrm, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_nrm[threadIdx.x / 32] = nrm;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        nrm = threadIdx.x < blockDim.x / 32 ? kf_sh_nrm[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            nrm = nrm + __shfl_down_sync(0xffffffffu, nrm, kf_o);
        }
        if (threadIdx.x == 0) {
            kf_part_nrm[blockIdx.x] = nrm;
        }
    }
}

extern "C" __global__ void kernel_gramschmidt_L1_1_fin(double *kf_part_nrm, int kf_ngroups, double *kf_red_nrm)
{
    double kf_v_nrm = kf_red_nrm[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_nrm = kf_v_nrm + kf_part_nrm[kf_g];
    }
    kf_red_nrm[0] = kf_v_nrm;
}

extern "C" __global__ void kernel_gramschmidt_S3(int k, int n, double nrm, double *R)
{
    R[k * n + k] = sqrt(nrm);
}

extern "C" __global__ void kernel_gramschmidt_L1_2(int k, int n, int m, double *A, double *R, double *Q)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= m - 1) {
        Q[i * n + k] = A[i * n + k] / R[k * n + k];
    }
}

extern "C" __global__ void kernel_gramschmidt_L1_3(int k, int n, int m, double *A, double *R, double *Q)
{
    int j = k + 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (j <= n - 1) {
        R[k * n + j] = 0.0;
        for (int i = 0; i < m; i++)
            R[k * n + j] += Q[i * n + k] * A[i * n + j];
        for (int i = 0; i < m; i++)
            A[i * n + j] = A[i * n + j] - Q[i * n + k] * R[k * n + j];
    }
}

static void kernel_gramschmidt(int m, int n, double *restrict A,
			       double *restrict R, double *restrict Q)
{
	double nrm;

#pragma scop
	{
	    const size_t A_bytes = (size_t)(n*m) * sizeof A[0];
	    double *A_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&A_dev, A_bytes), "cudaMalloc", 42);
	    const size_t R_bytes = (size_t)(n*n) * sizeof R[0];
	    double *R_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&R_dev, R_bytes), "cudaMalloc", 42);
	    const size_t Q_bytes = (size_t)(n*m) * sizeof Q[0];
	    double *Q_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&Q_dev, Q_bytes), "cudaMalloc", 42);
	    double *kf_red_kernel_gramschmidt_L1_1_nrm = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_red_kernel_gramschmidt_L1_1_nrm, 1 * sizeof(double)), "cudaMalloc", 42);
	    double *kf_part_kernel_gramschmidt_L1_1_nrm = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_part_kernel_gramschmidt_L1_1_nrm, 256 * sizeof(double)), "cudaMalloc", 42);
	    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 42);
	    kf_cuda_check(cudaMemcpy(R_dev, R, R_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 42);
	    kf_cuda_check(cudaMemcpy(Q_dev, Q, Q_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 42);
	    for (int k = 0; k < n; k++) {
	        nrm = 0.0;
	        if (m > 0) {
	            size_t kf_total = (size_t)(m);
	            size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
	            kf_cuda_check(cudaMemcpy(kf_red_kernel_gramschmidt_L1_1_nrm, &nrm, sizeof nrm, cudaMemcpyHostToDevice), "cudaMemcpy", 44);
	            kernel_gramschmidt_L1_1<<<(unsigned)kf_groups, 256>>>(k, n, m, A_dev, kf_red_kernel_gramschmidt_L1_1_nrm, kf_part_kernel_gramschmidt_L1_1_nrm);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_gramschmidt_L1_1<<<...>>>", 44);
	            kernel_gramschmidt_L1_1_fin<<<1, 1>>>(kf_part_kernel_gramschmidt_L1_1_nrm, (int)kf_groups, kf_red_kernel_gramschmidt_L1_1_nrm);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_gramschmidt_L1_1_fin<<<...>>>", 44);
	            kf_cuda_check(cudaMemcpy(&nrm, kf_red_kernel_gramschmidt_L1_1_nrm, sizeof nrm, cudaMemcpyDeviceToHost), "cudaMemcpy", 44);
	        }
	        {
	            dim3 kf_block(1, 1, 1);
	            dim3 kf_grid(1, 1, 1);
	            kernel_gramschmidt_S3<<<kf_grid, kf_block>>>(k, n, nrm, R_dev);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_gramschmidt_S3<<<...>>>", 46);
	        }
	        if (m > 0) {
	            dim3 kf_block(256, 1, 1);
	            dim3 kf_grid((unsigned)((m + 255) / 256), 1, 1);
	            kernel_gramschmidt_L1_2<<<kf_grid, kf_block>>>(k, n, m, A_dev, R_dev, Q_dev);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_gramschmidt_L1_2<<<...>>>", 47);
	        }
	        if (-k + n - 1 > 0) {
	            dim3 kf_block(256, 1, 1);
	            dim3 kf_grid((unsigned)((-k + n - 1 + 255) / 256), 1, 1);
	            kernel_gramschmidt_L1_3<<<kf_grid, kf_block>>>(k, n, m, A_dev, R_dev, Q_dev);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_gramschmidt_L1_3<<<...>>>", 49);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(R, R_dev, R_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 42);
	    kf_cuda_check(cudaMemcpy(Q, Q_dev, Q_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 42);
	    kf_cuda_check(cudaMemcpy(A, A_dev, A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 42);
	    kf_cuda_check(cudaFree(A_dev), "cudaFree", 56);
	    kf_cuda_check(cudaFree(R_dev), "cudaFree", 56);
	    kf_cuda_check(cudaFree(Q_dev), "cudaFree", 56);
	    kf_cuda_check(cudaFree(kf_red_kernel_gramschmidt_L1_1_nrm), "cudaFree", 56);
	    kf_cuda_check(cudaFree(kf_part_kernel_gramschmidt_L1_1_nrm), "cudaFree", 56);
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
