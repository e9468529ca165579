/* kforge 0.1.0: tests/realc/resize.c for cuda; 1 kernel */
/* resize.c: bilinear resampling of an RGB-less grey image to a new size,
 * source coordinates computed in float, neighbours clamped by a helper. */
#include <stdio.h>
#include <stdlib.h>

#define SW 200
#define SH 150
#define DW 317
#define DH 223

static inline int clampi(int v, int hi) { return v < 0 ? 0 : (v > hi ? hi : v); }

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/realc/resize.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_resize_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int dh, int dw, const float sx, const float sy, int sw, int sh, float *src, float *dst);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_15(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 15);
}

static void resize(int sw, int sh, const float *restrict src, int dw, int dh,
                   float *restrict dst)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_dst_bytes = (size_t)(dh*dw) * sizeof dst[0];
    float *kf_dst_dev __attribute__((__cleanup__(kf_cuda_free_15))) = kf_cuda_alloc(kf_dst_bytes, 15);
    const float sx = (float)sw / (float)dw, sy = (float)sh / (float)dh;
#pragma scop
    {
        const size_t kf_src_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int y = 0; y < dh; y++)  for (int x = 0; x < dw; x++)  for (int kf_c0 = 0; kf_c0 < 2; kf_c0++) { long kf_r_ya = kf_c0 == 0 ? 0L : (int)(sh - 1); for (int kf_c1 = 0; kf_c1 < 2; kf_c1++) { long kf_r_xa = kf_c1 == 0 ? 0L : (int)(sw - 1); { long kf_s = (long)(kf_r_ya * sw + kf_r_xa); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } } } { for (int y = 0; y < dh; y++)  for (int x = 0; x < dw; x++)  for (int kf_c0 = 0; kf_c0 < 2; kf_c0++) { long kf_r_ya = kf_c0 == 0 ? 0L : (int)(sh - 1); for (int kf_c1 = 0; kf_c1 < 2; kf_c1++) { long kf_r_xb = kf_c1 == 0 ? 0L : (int)(sw - 1); { long kf_s = (long)(kf_r_ya * sw + kf_r_xb); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } } } { for (int y = 0; y < dh; y++)  for (int x = 0; x < dw; x++)  for (int kf_c0 = 0; kf_c0 < 2; kf_c0++) { long kf_r_yb = kf_c0 == 0 ? 0L : (int)(sh - 1); for (int kf_c1 = 0; kf_c1 < 2; kf_c1++) { long kf_r_xa = kf_c1 == 0 ? 0L : (int)(sw - 1); { long kf_s = (long)(kf_r_yb * sw + kf_r_xa); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } } } { for (int y = 0; y < dh; y++)  for (int x = 0; x < dw; x++)  for (int kf_c0 = 0; kf_c0 < 2; kf_c0++) { long kf_r_yb = kf_c0 == 0 ? 0L : (int)(sh - 1); for (int kf_c1 = 0; kf_c1 < 2; kf_c1++) { long kf_r_xb = kf_c1 == 0 ? 0L : (int)(sw - 1); { long kf_s = (long)(kf_r_yb * sw + kf_r_xb); if (kf_s < 0) kf_neg = 1; if (kf_s >= kf_ext) kf_ext = kf_s + 1; } } } } if (kf_neg) kf_cuda_check(cudaErrorInvalidValue, "'src' indexed below its first element", 13); kf_ext; })) * sizeof src[0];
        float *kf_src_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_src_dev, kf_src_bytes), "cudaMalloc", 18);
        kf_cuda_check(cudaMemcpy(kf_src_dev, src, kf_src_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 18);
        kf_cuda_check(cudaMemcpy(kf_dst_dev, dst, kf_dst_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 18);
        if (dh > 0 && dw > 0) {
            kf_cuda_check(kf_launch_resize_L1((unsigned)((dw + 255) / 256), (unsigned)dh, 1, 256, 1, 1, dh, dw, sx, sy, sw, sh, kf_src_dev, kf_dst_dev), "resize_L1<<<...>>>", 18);
        }
        kf_cuda_check(cudaMemcpy(dst, kf_dst_dev, kf_dst_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 18);
        kf_cuda_check(cudaFree(kf_src_dev), "cudaFree", 32);
    }
#pragma endscop
}

int main(void)
{
    float *src = malloc(sizeof(float) * SW * SH);
    float *dst = malloc(sizeof(float) * DW * DH);
    for (int y = 0; y < SH; y++)
        for (int x = 0; x < SW; x++)
            src[y * SW + x] = (float)((x ^ y) & 63) + 0.25f * (float)(y % 4);
    resize(SW, SH, src, DW, DH, dst);
    double s = 0.0;
    for (int i = 0; i < DW * DH; i++)
        s += dst[i];
    printf("sum %.4f d0 %.5f dlast %.5f\n", s, dst[0], dst[DW * DH - 1]);
    free(src);
    free(dst);
    return 0;
}
