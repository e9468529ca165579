/* kforge 0.1.0: tests/kernels/jacobi-1d.c for cuda; 2 kernels */
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

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/kernels/jacobi-1d.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_kernel_jacobi_1d_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *A, float *B);
cudaError_t kf_launch_kernel_jacobi_1d_L1_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float *A, float *B);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_28(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 28);
}

static void kernel_jacobi_1d(float A[N], float B[N])
{
	/* kforge: device buffers, freed when they go out of scope */
	const size_t kf_A_bytes = (size_t)400 * sizeof A[0];
	float *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_28))) = kf_cuda_alloc(kf_A_bytes, 28);
	const size_t kf_B_bytes = (size_t)400 * sizeof B[0];
	float *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_28))) = kf_cuda_alloc(kf_B_bytes, 28);
#pragma scop
	{
	    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
	    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
	    for (int t = 1; t <= TSTEPS; t++) {
	        if (398 > 0) {
	            kf_cuda_check(kf_launch_kernel_jacobi_1d_L1_1((unsigned)((398 + 255) / 256), 1, 1, 256, 1, 1, kf_A_dev, kf_B_dev), "kernel_jacobi_1d_L1_1<<<...>>>", 31);
	        }
	        if (398 > 0) {
	            kf_cuda_check(kf_launch_kernel_jacobi_1d_L1_2((unsigned)((398 + 255) / 256), 1, 1, 256, 1, 1, kf_A_dev, kf_B_dev), "kernel_jacobi_1d_L1_2<<<...>>>", 33);
	        }
	    }
	    kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 30);
	    kf_cuda_check(cudaMemcpy(A, kf_A_dev, kf_A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 30);
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
