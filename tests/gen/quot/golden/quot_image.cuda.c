/* kforge 0.1.0: tests/gen/quot/quot_image.c for cuda; 5 kernels */
/* Quotients by constants in image and signal loops (tests/gen/test_gen_quot.sh):
 * a red/black relaxation, 2x upsampling through i / 2 and j >> 1, a lifting
 * step on the odd samples, pairs of samples under a bound n / 2, and a
 * negative range where C's i / 2 rounds toward zero. */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 61
#endif

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/quot/quot_image.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_redblack_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A);
cudaError_t kf_launch_redblack_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A);
cudaError_t kf_launch_upsample_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *A, double *B);
cudaError_t kf_launch_lift_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x);
cudaError_t kf_launch_lift_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *x, int kf_n_2, double *y);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_13(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 13);
}

static void kf_cuda_free_29(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 29);
}

static void kf_cuda_free_38(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 38);
}

static void redblack(int n, int sweeps, double A[n][n])
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)n * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_13))) = kf_cuda_alloc(kf_A_bytes, 13);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 14);
    for (int t = 0; t < sweeps; t++) {
#pragma scop
        {
            if (n - 2 > 0 && n - 2 > 0) {
                kf_cuda_check(kf_launch_redblack_L1((unsigned)((n - 2 + 255) / 256), (unsigned)(n - 2), 1, 256, 1, 1, n, kf_A_dev), "redblack_L1<<<...>>>", 16);
            }
            if (n - 2 > 0 && n - 2 > 0) {
                kf_cuda_check(kf_launch_redblack_L2((unsigned)((n - 2 + 255) / 256), (unsigned)(n - 2), 1, 256, 1, 1, n, kf_A_dev), "redblack_L2<<<...>>>", 20);
            }
        }
#pragma endscop
    }
    kf_cuda_check(cudaMemcpy(A, kf_A_dev, kf_A_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 14);
}

static void upsample(int n, double B[2 * n][2 * n], double A[n][n])
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)n * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_29))) = kf_cuda_alloc(kf_A_bytes, 29);
    const size_t kf_B_bytes = (size_t)(2 * n) * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_29))) = kf_cuda_alloc(kf_B_bytes, 29);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
        if (2*n > 0 && 2*n > 0) {
            kf_cuda_check(kf_launch_upsample_L3((unsigned)((2*n + 255) / 256), (unsigned)(2*n), 1, 256, 1, 1, n, kf_A_dev, kf_B_dev), "upsample_L3<<<...>>>", 31);
        }
        kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 31);
    }
#pragma endscop
}

static void lift(int n, double x[n], double y[n])
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_x_bytes = (size_t)n * sizeof x[0];
    double *kf_x_dev __attribute__((__cleanup__(kf_cuda_free_38))) = kf_cuda_alloc(kf_x_bytes, 38);
    const size_t kf_y_bytes = (size_t)n * sizeof y[0];
    double *kf_y_dev __attribute__((__cleanup__(kf_cuda_free_38))) = kf_cuda_alloc(kf_y_bytes, 38);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_x_dev, x, kf_x_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
        if (n - 2 > 0) {
            kf_cuda_check(kf_launch_lift_L4((unsigned)((n - 2 + 255) / 256), 1, 1, 256, 1, 1, n, kf_x_dev), "lift_L4<<<...>>>", 40);
        }
        kf_cuda_check(cudaMemcpy(kf_y_dev, y, kf_y_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 43);
        if ((n / 2) > 0) {
            kf_cuda_check(kf_launch_lift_L5((unsigned)(((n / 2) + 255) / 256), 1, 1, 256, 1, 1, n, kf_x_dev, (n / 2), kf_y_dev), "lift_L5<<<...>>>", 43);
        }
        kf_cuda_check(cudaMemcpy(x, kf_x_dev, kf_x_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 43);
        kf_cuda_check(cudaMemcpy(y, kf_y_dev, kf_y_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 43);
    }
#pragma endscop
}

static void centred(int n, double z[n + 1], double x[n])
{
#pragma scop
    for (int i = -n / 2; i < n / 2; i++)
        if (i % 2 != 0)
            z[i / 2 + n / 2] += x[i + n / 2];
#pragma endscop
}

int main(void)
{
    int n = N;
    double (*A)[n] = malloc(sizeof(double[n][n]));
    double (*B)[2 * n] = malloc(sizeof(double[2 * n][2 * n]));
    double *x = malloc(sizeof(double[n])), *y = malloc(sizeof(double[n]));
    double *z = malloc(sizeof(double[n + 1]));
    for (int i = 0; i < n; i++) {
        x[i] = (double)((i * 37) % 101) / 7.0;
        y[i] = 0;
        z[i] = i * 0.25;
        for (int j = 0; j < n; j++)
            A[i][j] = (double)((i * 13 + j * 7) % 29) / 3.0;
    }
    z[n] = 0;
    redblack(n, 3, A);
    upsample(n, B, A);
    lift(n, x, y);
    centred(n, z, x);
    double s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            s += A[i][j] * (1 + (i + 2 * j) % 5);
    printf("%.12g\n", s);
    s = 0;
    for (int i = 0; i < 2 * n; i++)
        for (int j = 0; j < 2 * n; j++)
            s += B[i][j] * (1 + (i * 3 + j) % 7);
    printf("%.12g\n", s);
    for (int i = 0; i < n; i += 5)
        printf("%.12g %.12g %.12g\n", x[i], y[i / 2], z[i]);
    free(A), free(B), free(x), free(y), free(z);
    return 0;
}
