/* kforge 0.1.0: tests/realc/lastidx.c for cuda; 2 kernels */
/* lastidx.c: a tone map written the way small C libraries are: size_t
 * sizes and counters declared before the loops, the flat offset kept in a
 * variable the caller reads afterwards (where the scan stopped), a
 * 1-based position derived from it, and a call on an empty image that
 * must leave both as they were; then an integer smoothing whose
 * temporary, declared once at the top, the border loop before the nest
 * uses too (the nest's last value of it no one reads). */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/realc/lastidx.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_tone_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, unsigned long rows, unsigned long cols, float *in, float *out);
cudaError_t kf_launch_smooth_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, int *img, int *out);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_14(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 14);
}

static float tone(size_t rows, size_t cols, const float *restrict in, float *restrict out,
                  int *where)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_in_bytes = (size_t)(rows*cols) * sizeof in[0];
    float *kf_in_dev __attribute__((__cleanup__(kf_cuda_free_14))) = kf_cuda_alloc(kf_in_bytes, 14);
    const size_t kf_out_bytes = (size_t)(rows*cols) * sizeof out[0];
    float *kf_out_dev __attribute__((__cleanup__(kf_cuda_free_14))) = kf_cuda_alloc(kf_out_bytes, 14);
    size_t r, c = 0;
    size_t off = 7;
    int pos = -1;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_in_dev, in, kf_in_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 19);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 19);
        if (rows > 0 && cols > 0) {
            kf_cuda_check(kf_launch_tone_L1((unsigned)((cols + 255) / 256), (unsigned)rows, 1, 256, 1, 1, rows, cols, kf_in_dev, kf_out_dev), "tone_L1<<<...>>>", 19);
        }
        /* the scalars' values after the loops' last iteration */
        if ((long)(rows) > 0 && (long)(cols) > 0) {
            size_t r = rows - 1;
            size_t c = cols - 1;
            off = r * cols + c;
        }
        if ((long)(rows) > 0 && (long)(cols) > 0) {
            size_t r = rows - 1;
            size_t c = cols - 1;
            pos = (int)off + 1;
        }
        /* the loop counters, as the sequential loops leave them */
        for (r = 0; r < rows; ++r) {
            for (c = 0; c < cols; ++c) {
            }
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 19);
    }
#pragma endscop
    *where = pos;
    return (float)off + 0.5f * (float)r;
}

static void smooth(int h, int w, const int *restrict img, int *restrict out)
{
    int y, x, v;
    for (x = 0; x < w; x++) { /* the border rows first, through the same temporary */
        v = img[x];
        out[x] = v;
        v = img[(h - 1) * w + x];
        out[(h - 1) * w + x] = v;
    }
#pragma scop
    {
        const size_t kf_img_bytes = (size_t)(h*w) * sizeof img[0];
        int *kf_img_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_img_dev, kf_img_bytes), "cudaMalloc", 40);
        const size_t kf_out_bytes = (size_t)((-w + h*w > 0 ? -w + h*w : 0)) * sizeof out[0];
        int *kf_out_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_out_dev, kf_out_bytes), "cudaMalloc", 40);
        kf_cuda_check(cudaMemcpy(kf_img_dev, img, kf_img_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 40);
        if (h - 2 > 0 && w > 0) {
            kf_cuda_check(kf_launch_smooth_L2((unsigned)((w + 255) / 256), (unsigned)(h - 2), 1, 256, 1, 1, h, w, kf_img_dev, kf_out_dev), "smooth_L2<<<...>>>", 40);
        }
        /* the loop counters, as the sequential loops leave them */
        for (y = 1; y < h - 1; y++) {
            for (x = 0; x < w; x++) {
            }
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 40);
        kf_cuda_check(cudaFree(kf_img_dev), "cudaFree", 44);
        kf_cuda_check(cudaFree(kf_out_dev), "cudaFree", 44);
    }
#pragma endscop
}

int main(void)
{
    size_t rows = 61, cols = 45;
    float *in = malloc(rows * cols * sizeof *in), *out = malloc(rows * cols * sizeof *out);
    int where = 0;
    for (size_t i = 0; i < rows * cols; i++)
        in[i] = (float)((i * 29) % 97) / 13.0f;
    float t = tone(rows, cols, in, out, &where);
    double s = 0;
    for (size_t i = 0; i < rows * cols; i++)
        s += out[i] * (double)(1 + i % 5);
    printf("sum %.4f end %.1f at %d\n", s, t, where);
    t = tone(0, cols, in, out, &where);
    printf("empty: end %.1f at %d\n", t, where);
    int *g = malloc(rows * cols * sizeof *g), *sm = malloc(rows * cols * sizeof *sm);
    for (size_t i = 0; i < rows * cols; i++)
        g[i] = (int)((i * 7919) % 256);
    smooth((int)rows, (int)cols, g, sm);
    long cs = 0;
    for (size_t i = 0; i < rows * cols; i++)
        cs += (long)sm[i] * (long)(1 + i % 3);
    printf("smooth %ld\n", cs);
    free(g);
    free(sm);
    free(in);
    free(out);
    return 0;
}
