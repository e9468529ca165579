/* kforge 0.1.0: tests/realc/rotate.c for cuda; 2 kernels */
/* rotate.c: a grey image turned about its centre, each destination pixel
 * taking the nearest source pixel, its coordinates computed in floating
 * point and held inside the image by a clamp helper written with early
 * returns (the way small image libraries write it); then a tone curve
 * over a fixed-size 2-D tile whose last value the function returns. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define TH 48
#define TW 64

static inline int clamp_int(int v, int lo, int hi)
{
    if (v < lo)
        return lo;
    if (v > hi)
        return hi;
    return v;
}

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/realc/rotate.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_rotate_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, const float cx, const float cy, float c, float s, unsigned char *in, unsigned char *out);
cudaError_t kf_launch_tone_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, float gain, float *t);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_39(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 39);
}

static void rotate(int w, int h, const unsigned char *restrict in, float c, float s,
                   unsigned char *restrict out)
{
    const float cx = 0.5f * (float)w, cy = 0.5f * (float)h;
#pragma scop
    {
        const size_t kf_in_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int y = 0; y < h; y++)
                 for (int x = 0; x < w; x++)  for (int kf_c0 = 0; kf_c0 < 2; kf_c0++) { long kf_r_sy = kf_c0 == 0 ? (int)(0) : (int)(h - 1); for (int kf_c1 = 0; kf_c1 < 2; kf_c1++) { long kf_r_sx = kf_c1 == 0 ? (int)(0) : (int)(w - 1); { long kf_s = (long)(kf_r_sy * w + kf_r_sx); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'in' indexed below its first element", 22); kf_ext; })) * sizeof in[0];
        unsigned char *kf_in_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_in_dev, kf_in_bytes), "cudaMalloc", 27);
        const size_t kf_out_bytes = (size_t)(h*w) * sizeof out[0];
        unsigned char *kf_out_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_out_dev, kf_out_bytes), "cudaMalloc", 27);
        kf_cuda_check(cudaMemcpy(kf_in_dev, in, kf_in_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 27);
        kf_cuda_check(cudaMemcpy(kf_out_dev, out, kf_out_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 27);
        if (h > 0 && w > 0) {
            kf_cuda_check(kf_launch_rotate_L1((unsigned)((w + 255) / 256), (unsigned)h, 1, 256, 1, 1, h, w, cx, cy, c, s, kf_in_dev, kf_out_dev), "rotate_L1<<<...>>>", 27);
        }
        kf_cuda_check(cudaMemcpy(out, kf_out_dev, kf_out_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 27);
        kf_cuda_check(cudaFree(kf_in_dev), "cudaFree", 33);
        kf_cuda_check(cudaFree(kf_out_dev), "cudaFree", 33);
    }
#pragma endscop
}

/* the tile's last pixel after the curve, as the loop leaves it in `last` */
static float tone(float t[TH][TW], float gain)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_t_bytes = (size_t)48 * sizeof t[0];
    float *kf_t_dev __attribute__((__cleanup__(kf_cuda_free_39))) = kf_cuda_alloc(kf_t_bytes, 39);
    float last = -1.0f;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_t_dev, t, kf_t_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 42);
        if (48 > 0 && 64 > 0) {
            kf_cuda_check(kf_launch_tone_L2((unsigned)((64 + 63) / 64), (unsigned)((48 + 3) / 4), 1, 64, 4, 1, gain, kf_t_dev), "tone_L2<<<...>>>", 42);
        }
        /* the scalars' values after the loops' last iteration */
        if ((long)(48) > 0 && (long)(64) > 0) {
            int y = 47;
            int x = 63;
            kf_cuda_check(cudaMemcpy(&t[y][x], (char *)kf_t_dev + (size_t)((char *)&t[y][x] - (char *)t), sizeof t[y][x], cudaMemcpyDeviceToHost), "cudaMemcpy", 45);
            last = t[y][x];
        }
        kf_cuda_check(cudaMemcpy(t, kf_t_dev, kf_t_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 42);
    }
#pragma endscop
    return last;
}

int main(void)
{
    int w = 181, h = 127;
    unsigned char *in = malloc((size_t)w * h), *out = malloc((size_t)w * h);
    float(*t)[TW] = malloc(sizeof(float[TH][TW]));
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            in[y * w + x] = (unsigned char)((x * 7 + y * 13) ^ (x * y));
    long sum = 0;
    for (int a = 0; a < 3; a++) {
        float ang = 0.4f + 1.1f * (float)a;
        rotate(w, h, in, cosf(ang), sinf(ang), out);
        for (int i = 0; i < w * h; i++)
            sum += out[i] * (1 + i % 5);
    }
    for (int y = 0; y < TH; y++)
        for (int x = 0; x < TW; x++)
            t[y][x] = (float)((x + 3 * y) % 17) * 0.25f;
    float last = tone(t, 2.0f);
    double ts = 0.0;
    for (int y = 0; y < TH; y++)
        for (int x = 0; x < TW; x++)
            ts += t[y][x];
    printf("rotated %ld tile %.5f last %.6f\n", sum, ts, last);
    free(in);
    free(out);
    free(t);
    return 0;
}
