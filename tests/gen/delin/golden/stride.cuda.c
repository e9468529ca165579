/* kforge 0.1.0: tests/gen/delin/stride.c for cuda; 2 kernels */
/* Image rows a stride apart, wider than the image (the common layout of
 * image libraries): img[y*stride + x] with x < w is img[y][x] only where
 * w <= stride, which isl cannot prove from the loops.  kforge reads it so
 * under that assumption, tested at run time with the pointers' overlap:
 * the first calls hold it (rows in parallel), the last passes a stride
 * shorter than the width, so that rows overlap and each reads what the
 * one before wrote: it must run as written. */
#include <stdio.h>
#include <stdlib.h>

/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/delin/stride.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_smooth_rows_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, int stride, int *img);
cudaError_t kf_launch_copy_scaled_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int h, int w, int sstride, int *src, int dstride, int *dst);

static void smooth_rows(int *img, int w, int h, int stride)
{
#pragma scop
    if (w <= stride && 1 <= h && 2 <= w) {
    {
        const size_t kf_img_bytes = (size_t)((w - stride + h*stride > 0 ? w - stride + h*stride : 0)) * sizeof img[0];
        int *kf_img_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_img_dev, kf_img_bytes), "cudaMalloc", 14);
        kf_cuda_check(cudaMemcpy(kf_img_dev, img, kf_img_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 14);
        if (h > 0) {
            kf_cuda_check(kf_launch_smooth_rows_L1((unsigned)((h + 255) / 256), 1, 1, 256, 1, 1, h, w, stride, kf_img_dev), "smooth_rows_L1<<<...>>>", 14);
        }
        kf_cuda_check(cudaMemcpy(img, kf_img_dev, kf_img_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 14);
        kf_cuda_check(cudaFree(kf_img_dev), "cudaFree", 16);
    }
    } else {
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w - 1; x++)
            img[y * stride + x] = (img[y * stride + x] * 3 + img[y * stride + x + 1]) % 1009;
    }
#pragma endscop
}

static void copy_scaled(const int *src, int sstride, int *dst, int dstride, int w, int h)
{
#pragma scop
    if (w <= sstride && w <= dstride && 1 <= h && 1 <= w &&
    (((unsigned long long)dst + ((w - dstride + h*dstride > 0 ? w - dstride + h*dstride : 0)) * sizeof *dst) <= (unsigned long long)src || ((unsigned long long)src + ((w - sstride + h*sstride > 0 ? w - sstride + h*sstride : 0)) * sizeof *src) <= (unsigned long long)dst)) {
    {
        const size_t kf_src_bytes = (size_t)((w - sstride + h*sstride > 0 ? w - sstride + h*sstride : 0)) * sizeof src[0];
        int *kf_src_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_src_dev, kf_src_bytes), "cudaMalloc", 23);
        const size_t kf_dst_bytes = (size_t)((w - dstride + h*dstride > 0 ? w - dstride + h*dstride : 0)) * sizeof dst[0];
        int *kf_dst_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_dst_dev, kf_dst_bytes), "cudaMalloc", 23);
        kf_cuda_check(cudaMemcpy(kf_src_dev, src, kf_src_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 23);
        kf_cuda_check(cudaMemcpy(kf_dst_dev, dst, kf_dst_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 23);
        if (h > 0 && w > 0) {
            kf_cuda_check(kf_launch_copy_scaled_L2((unsigned)((w + 255) / 256), (unsigned)h, 1, 256, 1, 1, h, w, sstride, kf_src_dev, dstride, kf_dst_dev), "copy_scaled_L2<<<...>>>", 23);
        }
        kf_cuda_check(cudaMemcpy(dst, kf_dst_dev, kf_dst_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 23);
        kf_cuda_check(cudaFree(kf_src_dev), "cudaFree", 25);
        kf_cuda_check(cudaFree(kf_dst_dev), "cudaFree", 25);
    }
    } else {
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            dst[y * dstride + x] = 2 * src[y * sstride + x] + y;
    }
#pragma endscop
}

int main(void)
{
    int w = 37, h = 29, stride = 40, n = stride * (h + 2);
    int *a = malloc(sizeof *a * (size_t)n), *b = malloc(sizeof *b * (size_t)n);
    if (!a || !b)
        return 1;
    for (int i = 0; i < n; i++) {
        a[i] = (i * 7 + 3) % 101;
        b[i] = -1;
    }
    smooth_rows(a, w, h, stride);
    copy_scaled(a, stride, b, 38, w, h);
    smooth_rows(a, w, h, w - 5); /* rows overlap: as written */
    copy_scaled(a, 30, b, 33, w, h); /* both strides short */
    for (int i = 0; i < n; i++)
        printf("%d %d\n", a[i], b[i]);
    free(a);
    free(b);
    return 0;
}
