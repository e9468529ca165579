/* kforge 0.1.0: tests/realc/packloop.c for cuda; 4 kernels */
/* packloop.c: induction variables on the GPU targets, in the shapes around
 * a kernel: an index reset before the loop in each step of a time loop that
 * stays on the host (a kernel launched per step, the index advanced after
 * each launch), two packing loops side by side (their kernels fused, each
 * sets its own index) and a third that reads the index they leave (not
 * fused: it needs the final value), and a loop that also sums (a reduction: its index
 * keeps it on the host, saying why). */
#include <stdio.h>

#define N 3000
#define T 4

static float a[N], rows[T][2 * N + 8], hdr[T];
static double b[N], out[2 * N + 8], o2[3 * N + 8], c[2 * N + 8], d[N];

/* per step: the row packed from 5 on, its header from the last element */
/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/realc/packloop.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_steps_L1_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int t, int k, float *a, float *rows);
cudaError_t kf_launch_steps_S4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int t, int k, float *rows, float *hdr);
cudaError_t kf_launch_side_by_side_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int k, double *b, double *out, int m, double *o2);
cudaError_t kf_launch_side_by_side_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int k, double *b, double *d);

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

static void kf_cuda_free_35(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 35);
}

static int steps(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_a_bytes = (size_t)3000 * sizeof a[0];
    float *kf_a_dev __attribute__((__cleanup__(kf_cuda_free_18))) = kf_cuda_alloc(kf_a_bytes, 18);
    const size_t kf_rows_bytes = (size_t)4 * sizeof rows[0];
    float *kf_rows_dev __attribute__((__cleanup__(kf_cuda_free_18))) = kf_cuda_alloc(kf_rows_bytes, 18);
    const size_t kf_hdr_bytes = (size_t)4 * sizeof hdr[0];
    float *kf_hdr_dev __attribute__((__cleanup__(kf_cuda_free_18))) = kf_cuda_alloc(kf_hdr_bytes, 18);
    int k = 0;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_a_dev, a, kf_a_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 21);
        kf_cuda_check(cudaMemcpy(kf_rows_dev, rows, kf_rows_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 21);
        kf_cuda_check(cudaMemcpy(kf_hdr_dev, hdr, kf_hdr_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 21);
        for (int t = 0; t < T; t++) {
            k = 5;
            if (-t + 3000 > 0) {
                kf_cuda_check(kf_launch_steps_L1_1((unsigned)((-t + 3000 + 255) / 256), 1, 1, 256, 1, 1, t, k, kf_a_dev, kf_rows_dev), "steps_L1_1<<<...>>>", 23);
                k += 2 * (-t + 3000);
            }
            {
                kf_cuda_check(kf_launch_steps_S4(1, 1, 1, 1, 1, 1, t, k, kf_rows_dev, kf_hdr_dev), "steps_S4<<<...>>>", 27);
            }
        }
        kf_cuda_check(cudaMemcpy(rows, kf_rows_dev, kf_rows_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 21);
        kf_cuda_check(cudaMemcpy(hdr, kf_hdr_dev, kf_hdr_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 21);
    }
#pragma endscop
    return k;
}

/* two packing loops over the same range */
static int side_by_side(int n)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_b_bytes = (size_t)3000 * sizeof b[0];
    double *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_b_bytes, 35);
    const size_t kf_out_bytes = (size_t)6008 * sizeof out[0];
    double *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_out_bytes, 35);
    const size_t kf_o2_bytes = (size_t)9008 * sizeof o2[0];
    double *kf_o2_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_o2_bytes, 35);
    const size_t kf_d_bytes = (size_t)3000 * sizeof d[0];
    double *kf_d_dev __attribute__((__cleanup__(kf_cuda_free_35))) = kf_cuda_alloc(kf_d_bytes, 35);
    int k = 3, m = 1;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 38);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 38);
        kf_cuda_check(cudaMemcpy(kf_o2_dev, o2, kf_o2_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 38);
        if (n > 0) {
            kf_cuda_check(kf_launch_side_by_side_L2((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, k, kf_b_dev, kf_out_dev, m, kf_o2_dev), "side_by_side_L2<<<...>>>", 38);
            k += 2 * (n);
            m += 3 * (n);
        }
        kf_cuda_check(cudaMemcpy(kf_d_dev, d, kf_d_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 46);
        if (n > 0) {
            kf_cuda_check(kf_launch_side_by_side_L4((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, k, kf_b_dev, kf_d_dev), "side_by_side_L4<<<...>>>", 46);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 46);
        kf_cuda_check(cudaMemcpy(o2, kf_o2_dev, kf_o2_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 46);
        kf_cuda_check(cudaMemcpy(d, kf_d_dev, kf_d_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 46);
    }
#pragma endscop
    return k + m;
}

/* a sum beside the packing: a reduction kernel cannot set the index */
static double sum_and_pack(int n, int *kk)
{
    int k = *kk;
    double s = 0.0;
#pragma scop
    for (int i = 0; i < n; i++) {
        s += b[i];
        c[k++] = b[i] - 1.0;
    }
#pragma endscop
    *kk = k;
    return s;
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        a[i] = (float)(i % 13) - 6.0f;
        b[i] = (double)((i * 7) % 19) / 3.0;
    }
    int k = steps(), km = side_by_side(N), kk = 2;
    double s = sum_and_pack(N, &kk), u = 0.0;
    for (int t = 0; t < T; t++) {
        u += hdr[t];
        for (int i = 0; i < 2 * N + 8; i++)
            u += rows[t][i] * (1 + i % 5);
    }
    for (int i = 0; i < 2 * N + 8; i++)
        u += (out[i] + c[i]) * (1 + i % 3);
    for (int i = 0; i < 3 * N + 8; i++)
        u += o2[i] * (1 + i % 7);
    for (int i = 0; i < N; i++)
        u += d[i] * (1 + i % 4);
    printf("packloop %d %d %d %.3f %.3f\n", k, km, kk, s, u);
    return 0;
}
