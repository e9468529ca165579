/* kforge 0.1.0: tests/gen/gpu_wave_decl.c for cuda; 2 kernels */
/* kforge gen --target opencl|cuda: seidel-2d's wavefront (rows on
 * w = 2*t + i) written as third-party code writes it: the iterators
 * declared in the loops' headers, and a temporary declared in the inner
 * body (sweep) or at the top of the function and assigned before use in
 * every iteration (sweep_top).  Each thread runs a whole row of j; the
 * result must equal the sequential program's to the bit.  In sweep_last
 * the temporary's last value is read after the nest: the nest stays on
 * the host, saying why.
 * Used by tests/gen/test_gen_gpu_wave.sh. */
#include <stdio.h>

#define N 200
#define T 20

static double A[N][N], B[N][N];

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_wave_decl.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_sweep_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *A);
cudaError_t kf_launch_sweep_top_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int i, double *B);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_18(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 18);
}

static void kf_cuda_free_31(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 31);
}

static void sweep(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)200 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_18))) = kf_cuda_alloc(kf_A_bytes, 18);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 20);
        /* sweep_L1: a wavefront, wave w = 2 * t + i */
        {
            long kf_wlo = 0, kf_whi = -1;
            int kf_wany = 0;
            for (int t = 0; t < T; t++) {
                long kf_lo = 2 * (long)t + (long)1;
                long kf_hi = 2 * (long)t + (long)198;
                if (kf_lo <= kf_hi) {
                    kf_wlo = kf_wany && kf_wlo < kf_lo ? kf_wlo : kf_lo;
                    kf_whi = kf_wany && kf_whi > kf_hi ? kf_whi : kf_hi;
                    kf_wany = 1;
                }
            }
            int i;
            for (long kf_wv = kf_wlo; kf_wv <= kf_whi; kf_wv++) {
                i = kf_wv;
                if (20 > 0) {
                    kf_cuda_check(kf_launch_sweep_L1((unsigned)((20 + 31) / 32), 1, 1, 32, 1, 1, i, kf_A_dev), "sweep_L1<<<...>>>", 20);
                }
            }
        }
        kf_cuda_check(cudaMemcpy(A, kf_A_dev, kf_A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 20);
    }
#pragma endscop
}

static void sweep_top(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_B_bytes = (size_t)200 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_31))) = kf_cuda_alloc(kf_B_bytes, 31);
    double s;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 34);
        /* sweep_top_L2: a wavefront, wave w = 2 * t + i */
        {
            long kf_wlo = 0, kf_whi = -1;
            int kf_wany = 0;
            for (int t = 0; t < T; t++) {
                long kf_lo = 2 * (long)t + (long)1;
                long kf_hi = 2 * (long)t + (long)198;
                if (kf_lo <= kf_hi) {
                    kf_wlo = kf_wany && kf_wlo < kf_lo ? kf_wlo : kf_lo;
                    kf_whi = kf_wany && kf_whi > kf_hi ? kf_whi : kf_hi;
                    kf_wany = 1;
                }
            }
            int i;
            for (long kf_wv = kf_wlo; kf_wv <= kf_whi; kf_wv++) {
                i = kf_wv;
                if (20 > 0) {
                    kf_cuda_check(kf_launch_sweep_top_L2((unsigned)((20 + 31) / 32), 1, 1, 32, 1, 1, i, kf_B_dev), "sweep_top_L2<<<...>>>", 34);
                }
            }
        }
        kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 34);
    }
#pragma endscop
}

static double sweep_last(void)
{
    double s = 0;
#pragma scop
    for (int t = 0; t < T; t++)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++) {
                s = B[i - 1][j] + B[i][j] + B[i + 1][j];
                B[i][j] = s / 3.0;
            }
#pragma endscop
    return s;
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = B[i][j] = ((double)i * (j + 2) + 2) / N;
    sweep();
    sweep_top();
    double last = sweep_last();
    double sa = 0, sb = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            sa += A[i][j] * (1 + (i + j) % 5);
            sb += B[i][j] * (1 + (i * j) % 3);
        }
    printf("%.15e %.15e %.15e %.15e %.15e\n", sa, sb, A[N / 2][N / 3], B[N / 3][N / 2], last);
    return 0;
}
