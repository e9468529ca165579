/* kforge 0.1.0: tests/gen/gpu_if.c for cuda; 7 kernels */
/* Loop nests under an if inside the marked region, the way image code
 * guards its passes: a size check, a mode switch, a test nested in a host
 * loop, both branches of an if with an else; and the ifs that keep their
 * nests on the host (a condition that reads an array, a comment between
 * the branches), and a block that opens between two nests and closes after
 * the last (its braces would not pair in the code written for the region).
 * main calls each with both outcomes. */
#include <stdio.h>
#include <stdlib.h>

enum { MODE_COPY, MODE_SCALE };

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_if.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_blur_rows_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int w, int h, float *in, float *out);
cudaError_t kf_launch_apply_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double s, double *a, double *b);
cudaError_t kf_launch_apply_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *a, double *b);
cudaError_t kf_launch_steps_L4_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *u, double *v);
cudaError_t kf_launch_steps_L4_2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *u, double *v);
cudaError_t kf_launch_with_else_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *a, double *b);
cudaError_t kf_launch_with_else_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *a, double *b);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_25(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 25);
}

static void kf_cuda_free_37(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 37);
}

static void kf_cuda_free_50(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 50);
}

static void blur_rows(int h, int w, float in[h][w], float out[h][w])
{
#pragma scop
    {
        const size_t kf_in_bytes = (size_t)h * sizeof in[0];
        float *kf_in_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_in_dev, kf_in_bytes), "cudaMalloc", 16);
        const size_t kf_out_bytes = (size_t)h * sizeof out[0];
        float *kf_out_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_out_dev, kf_out_bytes), "cudaMalloc", 16);
        kf_cuda_check(cudaMemcpy(kf_in_dev, in, kf_in_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 16);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 16);
        if (w >= 3 && h > 0) {
            if (h > 0 && w - 2 > 0) {
                kf_cuda_check(kf_launch_blur_rows_L1((unsigned)((w - 2 + 255) / 256), (unsigned)h, 1, 256, 1, 1, w, h, kf_in_dev, kf_out_dev), "blur_rows_L1<<<...>>>", 17);
            }
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 16);
        kf_cuda_check(cudaFree(kf_in_dev), "cudaFree", 20);
        kf_cuda_check(cudaFree(kf_out_dev), "cudaFree", 20);
    }
#pragma endscop
}

static void apply(int mode, int n, double *restrict a, double *restrict b, double s)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)n * sizeof a[0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_25))) = kf_cuda_alloc(kf_a_bytes, 25);
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    double *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_25))) = kf_cuda_alloc(kf_b_bytes, 25);
    int i;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 28);
        if (mode == MODE_SCALE) {
            if (n > 0) {
                kf_cuda_check(kf_launch_apply_L2((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, s, kf_a_dev, kf_b_dev), "apply_L2<<<...>>>", 29);
            }
            /* the loop counters, as the sequential loops leave them */
            for (i = 0; i < n; i++) {
            }
        }
        if (n > 0) {
            kf_cuda_check(kf_launch_apply_L3((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_a_dev, kf_b_dev), "apply_L3<<<...>>>", 31);
        }
        /* the loop counters, as the sequential loops leave them */
        for (i = 0; i < n; i++) {
        }
        kf_cuda_check(cudaMemcpy(b, kf_b_dev, kf_b_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 31);
        kf_cuda_check(cudaMemcpy(a, kf_a_dev, kf_a_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 31);
    }
#pragma endscop
}

static void steps(int t_max, int n, double u[n], double v[n], int every)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_u_bytes = (size_t)n * sizeof u[0];
    double *kf_u_dev __attribute__((__cleanup__(kf_cuda_free_37))) = kf_cuda_alloc(kf_u_bytes, 37);
    const size_t kf_v_bytes = (size_t)n * sizeof v[0];
    double *kf_v_dev __attribute__((__cleanup__(kf_cuda_free_37))) = kf_cuda_alloc(kf_v_bytes, 37);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_u_dev, u, kf_u_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 39);
        kf_cuda_check(cudaMemcpy(kf_v_dev, v, kf_v_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 39);
        for (int t = 0; t < t_max; t++) {
            if (n - 2 > 0) {
                kf_cuda_check(kf_launch_steps_L4_1((unsigned)((n - 2 + 255) / 256), 1, 1, 256, 1, 1, n, kf_u_dev, kf_v_dev), "steps_L4_1<<<...>>>", 40);
            }
            if (t % 2 == 0 || every > 0) {
                if (n - 2 > 0) {
                    kf_cuda_check(kf_launch_steps_L4_2((unsigned)((n - 2 + 255) / 256), 1, 1, 256, 1, 1, n, kf_u_dev, kf_v_dev), "steps_L4_2<<<...>>>", 43);
                }
            }
        }
        kf_cuda_check(cudaMemcpy(v, kf_v_dev, kf_v_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 39);
        kf_cuda_check(cudaMemcpy(u, kf_u_dev, kf_u_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 39);
    }
#pragma endscop
}

static void with_else(int n, double *restrict a, double *restrict b, int up)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)n * sizeof a[0];
    double *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_50))) = kf_cuda_alloc(kf_a_bytes, 50);
    const size_t kf_b_bytes = (size_t)n * sizeof b[0];
    double *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_50))) = kf_cuda_alloc(kf_b_bytes, 50);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 52);
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 52);
        if (up > 0) {
            if (n > 0) {
                kf_cuda_check(kf_launch_with_else_L5((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_a_dev, kf_b_dev), "with_else_L5<<<...>>>", 53);
            }
        } else {
            if (n > 0) {
                kf_cuda_check(kf_launch_with_else_L6((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_a_dev, kf_b_dev), "with_else_L6<<<...>>>", 56);
            }
        }
        kf_cuda_check(cudaMemcpy(b, kf_b_dev, kf_b_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 52);
    }
#pragma endscop
}

static void commented(int n, double *restrict a, double *restrict b, int up)
{
#pragma scop
    if (up > 0) {
        for (int i = 0; i < n; i++)
            b[i] = a[i] * 0.5 + 1.0;
    } /* halve, or double */ else {
        for (int i = 0; i < n; i++)
            b[i] = a[i] * 2.0;
    }
#pragma endscop
}

static void array_test(int n, double *restrict a, double *restrict b)
{
#pragma scop
    if (a[0] > 0.0)
        for (int i = 0; i < n; i++)
            b[i] = 2.0 * a[i];
#pragma endscop
}

static void blocked(int n, double *restrict a, double *restrict b)
{
#pragma scop
    for (int i = 0; i < n; i++)
        b[i] = a[i] + 3.0;
    {
        for (int i = 0; i < n; i++)
            a[i] = b[i] * 0.5;
    }
#pragma endscop
}

int main(void)
{
    enum { H = 19, W = 45, N = 300 };
    static float img[H][W], res[H][W];
    double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
    double *u = malloc(N * sizeof *u), *v = malloc(N * sizeof *v);
    double sum = 0.0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            img[y][x] = (float)((y * 7 + x * 3) % 11), res[y][x] = -1.0f;
    blur_rows(H, W, img, res);
    blur_rows(H, 2, img, res); /* the test fails: nothing runs */
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            sum += res[y][x];
    printf("blur %.4f\n", sum);
    for (int i = 0; i < N; i++)
        a[i] = i * 0.25, b[i] = 1.0, u[i] = (i % 7) * 1.5, v[i] = 0.0;
    apply(MODE_SCALE, N, a, b, 3.0);
    apply(MODE_COPY, N, a, b, 5.0);
    sum = 0.0;
    for (int i = 0; i < N; i++)
        sum += a[i] + 0.5 * b[i];
    printf("apply %.6f\n", sum);
    steps(7, N, u, v, 0);
    steps(3, N, u, v, 1);
    sum = 0.0;
    for (int i = 0; i < N; i++)
        sum += u[i] * (i + 1) + v[i];
    printf("steps %.6f\n", sum);
    with_else(N, a, b, 1);
    with_else(N, b, a, 0);
    commented(N, a, b, 1);
    commented(N, b, a, 0);
    blocked(N, a, b);
    a[0] = 1.0;
    array_test(N, a, b);
    a[0] = -1.0;
    array_test(N, b, a);
    sum = 0.0;
    for (int i = 0; i < N; i++)
        sum += a[i] - b[i];
    printf("rest %.6f\n", sum);
    free(a), free(b), free(u), free(v);
    return 0;
}
