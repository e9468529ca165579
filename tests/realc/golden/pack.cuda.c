/* kforge 0.1.0: tests/realc/pack.c for cuda; 3 kernels */
/* pack.c: output indexes that advance as the loop goes, the way packing,
 * interleaving and filtering code is written: `out[k++] = ...` twice per
 * iteration (an interleave), an index advanced by `k += 3` after its uses,
 * a loop body without braces, and a filter that keeps only some elements
 * (stream compaction: its index advances under a condition, so that loop
 * stays sequential). */
#include <stdio.h>
#include <stdlib.h>

#define N 60000

typedef struct {
    float re, im;
} cpx;

/* complex numbers to interleaved floats, after a header of two floats */
/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/realc/pack.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_interleave_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int k, cpx *z, float *out);
cudaError_t kf_launch_planes_to_rgb_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int w, long o, unsigned char *r, unsigned char *rgb, unsigned char *g, unsigned char *b);
cudaError_t kf_launch_odd_samples_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, int j, double *in, double *out);

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

static void kf_cuda_free_34(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 34);
}

static void kf_cuda_free_49(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 49);
}

static int interleave(int n, const cpx *restrict z, float *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_z_bytes = (size_t)n * sizeof z[0];
    cpx *kf_z_dev __attribute__((__cleanup__(kf_cuda_free_18))) = kf_cuda_alloc(kf_z_bytes, 18);
    int k = 2;
    out[0] = (float)n;
    out[1] = 0.0f;
#pragma scop
    {
        const size_t kf_out_bytes = (size_t)(2*n + k) * sizeof out[0];
        float *kf_out_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_out_dev, kf_out_bytes), "cudaMalloc", 23);
        kf_cuda_check(cudaMemcpy(kf_z_dev, z, kf_z_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 23);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 23);
        if (n > 0) {
            kf_cuda_check(kf_launch_interleave_L1((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, k, kf_z_dev, kf_out_dev), "interleave_L1<<<...>>>", 23);
            k += 2 * (n);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 23);
        kf_cuda_check(cudaFree(kf_out_dev), "cudaFree", 26);
    }
#pragma endscop
    return k;
}

/* RGB triples from three planes; the index moves after its uses */
static long planes_to_rgb(int w, const unsigned char *restrict r, const unsigned char *restrict g,
                          const unsigned char *restrict b, unsigned char *restrict rgb)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_r_bytes = (size_t)w * sizeof r[0];
    unsigned char *kf_r_dev __attribute__((__cleanup__(kf_cuda_free_34))) = kf_cuda_alloc(kf_r_bytes, 34);
    const size_t kf_g_bytes = (size_t)w * sizeof g[0];
    unsigned char *kf_g_dev __attribute__((__cleanup__(kf_cuda_free_34))) = kf_cuda_alloc(kf_g_bytes, 34);
    const size_t kf_b_bytes = (size_t)w * sizeof b[0];
    unsigned char *kf_b_dev __attribute__((__cleanup__(kf_cuda_free_34))) = kf_cuda_alloc(kf_b_bytes, 34);
    long o = 0;
#pragma scop
    {
        const size_t kf_rgb_bytes = (size_t)(3*w + o) * sizeof rgb[0];
        unsigned char *kf_rgb_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_rgb_dev, kf_rgb_bytes), "cudaMalloc", 37);
        kf_cuda_check(cudaMemcpy(kf_r_dev, r, kf_r_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        kf_cuda_check(cudaMemcpy(kf_rgb_dev, rgb, kf_rgb_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        kf_cuda_check(cudaMemcpy(kf_g_dev, g, kf_g_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        kf_cuda_check(cudaMemcpy(kf_b_dev, b, kf_b_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        if (w > 0) {
            kf_cuda_check(kf_launch_planes_to_rgb_L2((unsigned)((w + 255) / 256), 1, 1, 256, 1, 1, w, o, kf_r_dev, kf_rgb_dev, kf_g_dev, kf_b_dev), "planes_to_rgb_L2<<<...>>>", 37);
            o += 3 * (w);
        }
        kf_cuda_check(cudaMemcpy(rgb, kf_rgb_dev, kf_rgb_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 37);
        kf_cuda_check(cudaFree(kf_rgb_dev), "cudaFree", 42);
    }
#pragma endscop
    return o;
}

/* a gather from 1 on, body without braces */
static void odd_samples(int n, const double *restrict in, double *restrict out)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_in_bytes = (size_t)((2*n - 1 > 0 ? 2*n - 1 : 0)) * sizeof in[0];
    double *kf_in_dev __attribute__((__cleanup__(kf_cuda_free_49))) = kf_cuda_alloc(kf_in_bytes, 49);
    int j = 0;
#pragma scop
    {
        const size_t kf_out_bytes = (size_t)((n + j - 1 > 0 ? n + j - 1 : 0)) * sizeof out[0];
        double *kf_out_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_out_dev, kf_out_bytes), "cudaMalloc", 52);
        kf_cuda_check(cudaMemcpy(kf_in_dev, in, kf_in_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 52);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 52);
        if (n - 1 > 0) {
            kf_cuda_check(kf_launch_odd_samples_L3((unsigned)((n - 1 + 255) / 256), 1, 1, 256, 1, 1, n, j, kf_in_dev, kf_out_dev), "odd_samples_L3<<<...>>>", 52);
            j += 1 * (n - 1);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 52);
        kf_cuda_check(cudaFree(kf_out_dev), "cudaFree", 53);
    }
#pragma endscop
}

/* keep the positive values: the index advances only for some */
static int keep_positive(int n, const float *restrict in, float *restrict out)
{
    int m = 0;
#pragma scop
    for (int i = 0; i < n; i++)
        if (in[i] > 0.0f)
            out[m++] = in[i];
#pragma endscop
    return m;
}

int main(void)
{
    cpx *z = malloc(N * sizeof *z);
    float *f = malloc((2 * N + 2) * sizeof *f), *pos = malloc(N * sizeof *pos), *v = malloc(N * sizeof *v);
    unsigned char *r = malloc(N), *g = malloc(N), *b = malloc(N), *rgb = malloc(3 * N);
    double *in = malloc(2 * N * sizeof *in), *odd = malloc(N * sizeof *odd);
    for (int i = 0; i < N; i++) {
        z[i].re = (float)(i % 17) - 8.0f;
        z[i].im = (float)(i % 5) * 0.25f;
        r[i] = (unsigned char)(i * 7);
        g[i] = (unsigned char)(i * 13);
        b[i] = (unsigned char)(i * 3 + 1);
        v[i] = (float)((i * 37) % 101) - 50.0f;
    }
    for (int i = 0; i < 2 * N; i++)
        in[i] = (double)((i * 11) % 23) / 7.0;
    int k = interleave(N, z, f);
    long o = planes_to_rgb(N, r, g, b, rgb);
    odd_samples(N, in, odd);
    int m = keep_positive(N, v, pos);
    double s = 0.0, t = 0.0, u = 0.0;
    long c = 0;
    for (int i = 0; i < k; i++)
        s += f[i] * (1 + i % 7);
    for (long i = 0; i < o; i++)
        c += rgb[i] * (1 + i % 3);
    for (int i = 0; i < N - 1; i++)
        t += odd[i] * (1 + i % 5);
    for (int i = 0; i < m; i++)
        u += pos[i] * (1 + i % 3);
    printf("interleave %d %.3f rgb %ld %ld odd %.4f kept %d %.2f\n", k, s, o, c, t, m, u);
    free(z), free(f), free(pos), free(v), free(r), free(g), free(b), free(rgb), free(in), free(odd);
    return 0;
}
