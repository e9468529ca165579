/* kforge 0.1.0: tests/kernels/jacobi-1d.c for cuda; 2 kernels */
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
 * jacobi-1d.c: 3-point Jacobi smoothing in 1-D, TSTEPS time steps, each
 * a sweep A -> B and a sweep B -> A (the end points stay fixed).
 *
 * Style: static global 1-D arrays passed as fixed-size parameters (float),
 * loops written with <=.
 * Default N=400 TSTEPS=40.  LARGE sizes (about 1 s at -O2):
 * kforge-large: -DN=200000 -DTSTEPS=4000
 *
 * kforge-expect: L1 t sequential
 * kforge-expect: L1.1 i parallel
 * kforge-expect: L1.2 i parallel
 */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma scop */
#include <stdio.h>

#ifndef N
#define N 400
#endif
#ifndef TSTEPS
#define TSTEPS 40
#endif

static float a_data[N];
static float b_data[N];

/* kforge: CUDA runtime checks and the kernels of this file */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/jacobi-1d.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

extern "C" __global__ void kernel_jacobi_1d_L1_1(float *A, float *B)
{
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= 398) {
        B[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0f;
    }
}

extern "C" __global__ void kernel_jacobi_1d_L1_2(float *A, float *B)
{
    int i = 1 + (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i <= 398) {
        A[i] = (B[i - 1] + B[i] + B[i + 1]) / 3.0f;
    }
}

static void kernel_jacobi_1d(float A[N], float B[N])
{
#pragma scop
	{
	    const size_t A_bytes = (size_t)N * sizeof A[0];
	    float *A_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&A_dev, A_bytes), "cudaMalloc", 30);
	    const size_t B_bytes = (size_t)N * sizeof B[0];
	    float *B_dev = NULL;
	    kf_cuda_check(cudaMalloc((void **)&B_dev, B_bytes), "cudaMalloc", 30);
	    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
	    kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
	    for (int t = 1; t <= TSTEPS; t++) {
	        if (398 > 0) {
	            dim3 kf_block(256, 1, 1);
	            dim3 kf_grid((unsigned)((398 + 255) / 256), 1, 1);
	            kernel_jacobi_1d_L1_1<<<kf_grid, kf_block>>>(A_dev, B_dev);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_jacobi_1d_L1_1<<<...>>>", 31);
	        }
	        if (398 > 0) {
	            dim3 kf_block(256, 1, 1);
	            dim3 kf_grid((unsigned)((398 + 255) / 256), 1, 1);
	            kernel_jacobi_1d_L1_2<<<kf_grid, kf_block>>>(A_dev, B_dev);
	            kf_cuda_check(cudaPeekAtLastError(), "kernel_jacobi_1d_L1_2<<<...>>>", 33);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 30);
	    kf_cuda_check(cudaMemcpy(A, A_dev, A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 30);
	    kf_cuda_check(cudaFree(A_dev), "cudaFree", 35);
	    kf_cuda_check(cudaFree(B_dev), "cudaFree", 35);
	}
#pragma endscop
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		a_data[i] = (float)(i % 17) / 4.0f + 1.0f;
		b_data[i] = a_data[i];
	}

	kernel_jacobi_1d(a_data, b_data);

	printf("A\n");
	for (int i = 0; i < N; i++)
		printf("%.6g\n", a_data[i]);
	return 0;
}
