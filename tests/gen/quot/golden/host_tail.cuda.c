/* kforge 0.1.0: tests/gen/quot/host_tail.c for cuda; 3 kernels */
/* The host's tests before a fragment (tests/gen/test_gen_hostctx.sh):
 * n % 256 == 0 makes the GPU kernel of scale test nothing, the same loop
 * without the test (scale_any) keeps i <= n - 1; w % 256 == 0 around blur's
 * fragment leaves its x test out (its blocks are 256 wide). */
#include <stdio.h>
#include <stdlib.h>
/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/quot/host_tail.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_scale_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *a, float *b);
cudaError_t kf_launch_scale_any_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, float *a, float *b);
cudaError_t kf_launch_blur_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, float *A, float *B);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_17(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 17);
}

static void scale(int n, float *restrict a, float *restrict b)
{
    if (n % 256 != 0)
        return;
#pragma scop
    {
        const size_t kf_a_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 0; i < n; i++)
                 { long kf_s = (long)(i); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'a' indexed below its first element", 7); kf_ext; })) * sizeof a[0];
        float *kf_a_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_a_dev, kf_a_bytes), "cudaMalloc", 12);
        const size_t kf_b_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 0; i < n; i++)
                 { long kf_s = (long)(i); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'b' indexed below its first element", 7); kf_ext; })) * sizeof b[0];
        float *kf_b_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_b_dev, kf_b_bytes), "cudaMalloc", 12);
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 12);
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 12);
        if (n > 0) {
            kf_cuda_check(kf_launch_scale_L1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_a_dev, kf_b_dev), "scale_L1<<<...>>>", 12);
        }
        kf_cuda_check(cudaMemcpy(b, kf_b_dev, kf_b_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 12);
        kf_cuda_check(cudaFree(kf_a_dev), "cudaFree", 13);
        kf_cuda_check(cudaFree(kf_b_dev), "cudaFree", 13);
    }
#pragma endscop
}
static void scale_any(int n, float *restrict a, float *restrict b)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)n * sizeof a[0];
    float *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_17))) = kf_cuda_alloc(kf_a_bytes, 17);
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    float *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_17))) = kf_cuda_alloc(kf_b_bytes, 17);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 19);
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 19);
        if (n > 0) {
            kf_cuda_check(kf_launch_scale_any_L2((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_a_dev, kf_b_dev), "scale_any_L2<<<...>>>", 19);
        }
        kf_cuda_check(cudaMemcpy(b, kf_b_dev, kf_b_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 19);
    }
#pragma endscop
}
static void blur(int w, int h, float A[h][w], float B[h][w])
{
    if (w % 256 == 0 && h % 8 == 0) {
#pragma scop
        {
            const size_t kf_A_bytes = (size_t)h * sizeof A[0];
            float *kf_A_dev = NULL;
            kf_cuda_check(cudaMalloc((void **)&kf_A_dev, kf_A_bytes), "cudaMalloc", 27);
            const size_t kf_B_bytes = (size_t)h * sizeof B[0];
            float *kf_B_dev = NULL;
            kf_cuda_check(cudaMalloc((void **)&kf_B_dev, kf_B_bytes), "cudaMalloc", 27);
            kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 27);
            kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 27);
            if (h > 0 && w > 0) {
                kf_cuda_check(kf_launch_blur_L3((unsigned)((w + 255) / 256), (unsigned)h, 1, 256, 1, 1, h, w, kf_A_dev, kf_B_dev), "blur_L3<<<...>>>", 27);
            }
            kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 27);
            kf_cuda_check(cudaFree(kf_A_dev), "cudaFree", 29);
            kf_cuda_check(cudaFree(kf_B_dev), "cudaFree", 29);
        }
#pragma endscop
    }
}
int main(void)
{
    int n = 1024, w = 256, h = 24;
    float *a = malloc(sizeof(float[n])), *b = malloc(sizeof(float[n]));
    float (*A)[w] = malloc(sizeof(float[h][w])), (*B)[w] = malloc(sizeof(float[h][w]));
    for (int i = 0; i < n; i++)
        a[i] = (float)(i % 17), b[i] = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            A[y][x] = (float)((x * 3 + y) % 11), B[y][x] = 0;
    scale(n, a, b);
    scale(n - 1, a, b); /* not a multiple: nothing */
    scale_any(n - 3, b, a);
    blur(w, h, A, B);
    double s = 0;
    for (int i = 0; i < n; i++)
        s += b[i] * (i % 5) + a[i];
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            s += B[y][x] * ((x + y) % 3);
    printf("%.9g\n", s);
    free(a), free(b), free(A), free(B);
    return 0;
}
