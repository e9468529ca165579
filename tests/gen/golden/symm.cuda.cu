/* kforge 0.1.0: tests/kernels/symm.c for cuda; 2 kernels */
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
 * symm.c: symmetric matrix multiply, C = alpha * A * B + beta * C, where
 * A (M x M) is symmetric and only its lower triangle is read; B and C are
 * M x N.  Row i of the result takes the lower-triangle part of A's row i
 * directly (temp) and scatters A[i][k] * B[i][j] into rows k < i, which
 * stands for the upper-triangle part.
 *
 * Style: malloc'ed linearised arrays with restrict pointers (double),
 * scalar temporary declared outside the scop.
 * Default M=64 N=72.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DM=800 -DN=1000
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L1.1.1 k reduction
 * kforge-expect-note: L1 is sequential: iteration i assigns
 *   C[i][j] = beta * C[i][j] + ..., and every later iteration i' > i adds
 *   to that same C[i][j] (k = i in C[k][j] +=); an assignment followed by
 *   updates is not a reduction, the order matters (beta would scale the
 *   later additions).
 * kforge-expect-note: L1.1 is parallel: for one i, iteration j touches
 *   only column j of B and C, and temp is set before it is read.
 * kforge-expect-note: L1.1.1 carries only temp += ...; C[k][j] += writes a
 *   different element for each k, and k < i keeps it away from C[i][j].
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef M
#define M 64
#endif
#ifndef N
#define N 72
#endif

/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/symm.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

extern "C" __global__ void kernel_symm_L1_1_1(int i, int m, int j, int n, double *C, double alpha, double *B, double *A, double *kf_red_temp, double *kf_part_temp)
{
    __shared__ double kf_sh_temp[32];
    double temp = 0;
    long kf_n0 = (long)(i);
    long kf_total = kf_n0;
    for (long kf_t = (long)(blockIdx.x * blockDim.x + threadIdx.x); kf_t < kf_total; kf_t += (long)(gridDim.x * blockDim.x)) {
        int k = (int)(kf_t);
        C[k * n + j] += alpha * B[i * n + j] * A[i * m + k];
        temp += B[k * n + j] * A[i * m + k];
    }
    for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
        temp = temp + __shfl_down_sync(0xffffffffu, temp, kf_o);
    }
    if (threadIdx.x % 32 == 0) {
        kf_sh_temp[threadIdx.x / 32] = temp;
    }
    __syncthreads();
    if (threadIdx.x < 32) {
        temp = threadIdx.x < blockDim.x / 32 ? kf_sh_temp[threadIdx.x] : 0;
        for (int kf_o = 16; kf_o > 0; kf_o /= 2) {
            temp = temp + __shfl_down_sync(0xffffffffu, temp, kf_o);
        }
        if (threadIdx.x == 0) {
            kf_part_temp[blockIdx.x] = temp;
        }
    }
}

extern "C" __global__ void kernel_symm_L1_1_1_fin(double *kf_part_temp, int kf_ngroups, double *kf_red_temp)
{
    double kf_v_temp = kf_red_temp[0];
    for (int kf_g = 0; kf_g < kf_ngroups; kf_g++) {
        kf_v_temp = kf_v_temp + kf_part_temp[kf_g];
    }
    kf_red_temp[0] = kf_v_temp;
}

extern "C" __global__ void kernel_symm_S4(int i, int m, int j, int n, double temp, double *C, double alpha, double *B, double *A, double beta)
{
    C[i * n + j] = beta * C[i * n + j] +
               alpha * B[i * n + j] * A[i * m + i] +
               alpha * temp;
}

static void kernel_symm(int m, int n, double alpha, double beta,
			double *restrict C, const double *restrict A,
			const double *restrict B)
{
	double temp;

#pragma scop
	{
	    const size_t C_bytes = (size_t)(m*n) * sizeof C[0];
	    double *C_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&C_dev, C_bytes), "cudaMalloc", 44);
	    const size_t B_bytes = (size_t)(m*n) * sizeof B[0];
	    double *B_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&B_dev, B_bytes), "cudaMalloc", 44);
	    const size_t A_bytes = (size_t)(m*m) * sizeof A[0];
	    double *A_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&A_dev, A_bytes), "cudaMalloc", 44);
	    double *kf_red_kernel_symm_L1_1_1_temp = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_red_kernel_symm_L1_1_1_temp, 1 * sizeof(double)), "cudaMalloc", 44);
	    double *kf_part_kernel_symm_L1_1_1_temp = NULL;
	    kf_cuda_check(cudaMalloc((void **)&kf_part_kernel_symm_L1_1_1_temp, 256 * sizeof(double)), "cudaMalloc", 44);
	    kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 44);
	    kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 44);
	    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 44);
	    for (int i = 0; i < m; i++) {
	        for (int j = 0; j < n; j++) {
	            temp = 0.0;
	            if (i > 0) {
	                size_t kf_total = (size_t)(i);
	                size_t kf_groups = kf_total < (size_t)256 * 256 ? (kf_total + 255) / 256 : 256;
	                kf_cuda_check(cudaMemcpy(kf_red_kernel_symm_L1_1_1_temp, &temp, sizeof temp, cudaMemcpyHostToDevice), "cudaMemcpy", 47);
	                kernel_symm_L1_1_1<<<(unsigned)kf_groups, 256>>>(i, m, j, n, C_dev, alpha, B_dev, A_dev, kf_red_kernel_symm_L1_1_1_temp, kf_part_kernel_symm_L1_1_1_temp);
	                kf_cuda_check(cudaPeekAtLastError(), "kernel_symm_L1_1_1<<<...>>>", 47);
	                kernel_symm_L1_1_1_fin<<<1, 1>>>(kf_part_kernel_symm_L1_1_1_temp, (int)kf_groups, kf_red_kernel_symm_L1_1_1_temp);
	                kf_cuda_check(cudaPeekAtLastError(), "kernel_symm_L1_1_1_fin<<<...>>>", 47);
	                kf_cuda_check(cudaMemcpy(&temp, kf_red_kernel_symm_L1_1_1_temp, sizeof temp, cudaMemcpyDeviceToHost), "cudaMemcpy", 47);
	            }
	            {
	                dim3 kf_block(1, 1, 1);
	                dim3 kf_grid(1, 1, 1);
	                kernel_symm_S4<<<kf_grid, kf_block>>>(i, m, j, n, temp, C_dev, alpha, B_dev, A_dev, beta);
	                kf_cuda_check(cudaPeekAtLastError(), "kernel_symm_S4<<<...>>>", 51);
	            }
	        }
	    }
	    kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 44);
	    kf_cuda_check(cudaFree(C_dev), "cudaFree", 54);
	    kf_cuda_check(cudaFree(B_dev), "cudaFree", 54);
	    kf_cuda_check(cudaFree(A_dev), "cudaFree", 54);
	    kf_cuda_check(cudaFree(kf_red_kernel_symm_L1_1_1_temp), "cudaFree", 54);
	    kf_cuda_check(cudaFree(kf_part_kernel_symm_L1_1_1_temp), "cudaFree", 54);
	}
#pragma endscop
}

int main(void)
{
	int m = M, n = N;
	double *A = malloc(sizeof(double) * m * m);
	double *B = malloc(sizeof(double) * m * n);
	double *C = malloc(sizeof(double) * m * n);

	if (!A || !B || !C)
		return 1;
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < n; j++) {
			C[i * n + j] = (double)((i + j) % 100) / m;
			B[i * n + j] = (double)((n + i - j) % 100) / m;
		}
		/* lower triangle only; the upper one is poisoned to show it
		 * is never read */
		for (int j = 0; j < m; j++)
			A[i * m + j] = j <= i ? (double)((i + j) % 100) / m
					      : -999.0;
	}

	kernel_symm(m, n, 1.5, 1.2, C, A, B);

	printf("C\n");
	for (int i = 0; i < m; i++) {
		for (int j = 0; j < n; j++)
			printf("%.10g ", C[i * n + j]);
		printf("\n");
	}
	free(A);
	free(B);
	free(C);
	return 0;
}
