/* kforge 0.1.0: tests/gen/delin/stride.c for openmp; 2 loops in parallel */
/* Image rows a stride apart, wider than the image (the common layout of
 * image libraries): img[y*stride + x] with x < w is img[y][x] only where
 * w <= stride, which isl cannot prove from the loops.  kforge reads it so
 * under that assumption, tested at run time with the pointers' overlap:
 * the first calls hold it (rows in parallel), the last passes a stride
 * shorter than the width, so that rows overlap and each reads what the
 * one before wrote: it must run as written. */
#include <stdio.h>
#include <stdlib.h>

static void smooth_rows(int *img, int w, int h, int stride)
{
#pragma scop
    if (w <= stride) {
    #pragma omp parallel for
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w - 1; x++)
            img[y * stride + x] = (img[y * stride + x] * 3 + img[y * stride + x + 1]) % 1009;
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
    if (w <= sstride && w <= dstride &&
    (((unsigned long long)dst + (w - dstride + h*dstride) * sizeof *dst) <= (unsigned long long)src || ((unsigned long long)src + (w - sstride + h*sstride) * sizeof *src) <= (unsigned long long)dst)) {
    #pragma omp parallel for
    for (int y = 0; y < h; y++)
        #pragma omp simd
        for (int x = 0; x < w; x++)
            dst[y * dstride + x] = 2 * src[y * sstride + x] + y;
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
