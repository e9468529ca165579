/* kforge 0.1.0: tests/kernels/heat-3d.c for cuda; 2 kernels */
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
 * heat-3d.c: explicit heat equation in 3-D, 7-point stencil, TSTEPS time
 * steps, each a sweep A -> B and a sweep B -> A over the interior.
 *
 * Style: C99 VLA parameters with three dimensions (float).  The update
 * weights are all non-negative and sum to 1, so values stay between the
 * initial minimum and maximum.
 * Default N=20 TSTEPS=20.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=160 -DTSTEPS=60
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 i parallel
 * kforge-expect: L1.1.1 j parallel
 * kforge-expect: L1.1.1.1 k parallel
 * kforge-expect: L1.2 i parallel
 * kforge-expect: L1.2.1 j parallel
 * kforge-expect: L1.2.1.1 k parallel
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 20
#endif
#ifndef TSTEPS
#define TSTEPS 20
#endif

/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/heat-3d.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

extern "C" __global__ void kernel_heat_3d_L1_1(int n, float *A, float *B)
{
    int k = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int j = 1 + (int)(blockIdx.z * blockDim.z + threadIdx.z);
    if (k <= n - 2 && i <= n - 2 && j <= n - 2) {
        B[(i * n + j) * n + k] = 0.125f * (A[((i + 1) * n + j) * n + k] - 2.0f * A[(i * n + j) * n + k] + A[((i - 1) * n + j) * n + k])
               + 0.125f * (A[(i * n + (j + 1)) * n + k] - 2.0f * A[(i * n + j) * n + k] + A[(i * n + (j - 1)) * n + k])
               + 0.125f * (A[(i * n + j) * n + k + 1] - 2.0f * A[(i * n + j) * n + k] + A[(i * n + j) * n + k - 1])
               + A[(i * n + j) * n + k];
    }
}

extern "C" __global__ void kernel_heat_3d_L1_2(int n, float *A, float *B)
{
    int k = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    int i = 1 + (int)(blockIdx.y * blockDim.y + threadIdx.y);
    int j = 1 + (int)(blockIdx.z * blockDim.z + threadIdx.z);
    if (k <= n - 2 && i <= n - 2 && j <= n - 2) {
        A[(i * n + j) * n + k] = 0.125f * (B[((i + 1) * n + j) * n + k] - 2.0f * B[(i * n + j) * n + k] + B[((i - 1) * n + j) * n + k])
               + 0.125f * (B[(i * n + (j + 1)) * n + k] - 2.0f * B[(i * n + j) * n + k] + B[(i * n + (j - 1)) * n + k])
               + 0.125f * (B[(i * n + j) * n + k + 1] - 2.0f * B[(i * n + j) * n + k] + B[(i * n + j) * n + k - 1])
               + B[(i * n + j) * n + k];
    }
}

static void kernel_heat_3d(int tsteps, int n, float A[n][n][n],
			   float B[n][n][n])
{
#pragma scop
	{
	    const size_t A_bytes = (size_t)n * sizeof A[0];
	    float *A_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&A_dev, A_bytes), "cudaMalloc", 34);
	    const size_t B_bytes = (size_t)n * sizeof B[0];
	    float *B_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&B_dev, B_bytes), "cudaMalloc", 34);
	    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 34);
	    kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 34);
	    for (int t = 1; t <= tsteps; t++) {
	        if (n - 2 > 0 && n - 2 > 0 && n - 2 > 0) {
	            dim3 kf_block(256, 1, 1);
	            dim3 kf_grid((unsigned)((n - 2 + 255) / 256), (unsigned)(n - 2), (unsigned)(n - 2));
	            kernel_heat_3d_L1_1<<<kf_grid, kf_block>>>(n, A_dev, B_dev);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_heat_3d_L1_1<<<...>>>", 35);
	        }
	        if (n - 2 > 0 && n - 2 > 0 && n - 2 > 0) {
	            dim3 kf_block(256, 1, 1);
	            dim3 kf_grid((unsigned)((n - 2 + 255) / 256), (unsigned)(n - 2), (unsigned)(n - 2));
	            kernel_heat_3d_L1_2<<<kf_grid, kf_block>>>(n, A_dev, B_dev);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_heat_3d_L1_2<<<...>>>", 42);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 34);
	    kf_cuda_check(cudaMemcpy(A, A_dev, A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 34);
	    kf_cuda_check(cudaFree(A_dev), "cudaFree", 49);
	    kf_cuda_check(cudaFree(B_dev), "cudaFree", 49);
	}
#pragma endscop
}

int main(void)
{
	int n = N;
	float (*A)[n][n] = malloc(sizeof(float[n][n][n]));
	float (*B)[n][n] = malloc(sizeof(float[n][n][n]));

	if (!A || !B)
		return 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			for (int k = 0; k < n; k++)
				A[i][j][k] = B[i][j][k] =
					(float)((i * i + 3 * j + 2 * k * k) % 13) + 1.0f;

	kernel_heat_3d(TSTEPS, n, A, B);

	printf("A\n");
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			for (int k = 0; k < n; k++)
				printf("%.6g ", A[i][j][k]);
			printf("\n");
		}
	free(A);
	free(B);
	return 0;
}
