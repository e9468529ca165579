/* Loops that step by more than one as kernels (gpu.h, stepped bands):
 * a pixel's channels (i += 3), a lattice's cells (i += NV), every second
 * element counted down (i -= 2), a start that is no multiple of the step
 * (i = 5; i <= n; i += 7), a stepped inner loop of a 2-D band, and
 * reductions over stepped loops (every second sample's energy; a 2-D sum
 * counting rows down by 3 and columns up by 2: one reduction kernel each,
 * its threads running i = lb + step * t over the folded space).  main
 * calls each at sizes where the last step lands on the bound, falls short
 * of it, and where the loop runs once or not at all. */
#include <stdio.h>
#include <stdlib.h>

#define NV 4

static void gray(int npix, const unsigned char *restrict rgb, float *restrict g)
{
#pragma scop
    for (int i = 0; i < 3 * npix; i += 3)
        g[i / 3] = 0.299f * rgb[i] + 0.587f * rgb[i + 1] + 0.114f * rgb[i + 2];
#pragma endscop
}

static void relax(int ncell, const double *restrict src, double *restrict dst)
{
#pragma scop
    for (int i = 0; i < ncell * NV; i += NV) {
        double m = 0.25 * (src[i] + src[i + 1] + src[i + 2] + src[i + 3]);
        for (int v = 0; v < NV; v++)
            dst[i + v] = src[i + v] + 0.5 * (m - src[i + v]);
    }
#pragma endscop
}

static void odd_down(int n, const double *restrict b, double *restrict a)
{
#pragma scop
    for (int i = n - 1; i >= 0; i -= 2)
        a[i] = 2.0 * b[i] + 1.0;
#pragma endscop
}

static void sparse_start(int n, double *restrict a)
{
#pragma scop
    for (int i = 5; i <= n; i += 7)
        a[i] = a[i] * 3.0 - i;
#pragma endscop
}

static void columns(int h, int w, const float *restrict in, float *restrict out)
{
#pragma scop
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x += 4)
            out[y * w + x] = in[y * w + x] + (float)(y - x);
#pragma endscop
}

static double even_energy(int n, const double *x)
{
    double e = 0.0;
#pragma scop
    for (int i = 0; i < n; i += 2)
        e += x[i] * x[i];
#pragma endscop
    return e;
}

static long lattice_sum(int h, int w, const int *v)
{
    long t = 0;
#pragma scop
    for (int y = h - 1; y >= 0; y -= 3)
        for (int x = 1; x < w; x += 2)
            t += v[y * w + x] - y;
#pragma endscop
    return t;
}

int main(void)
{
    const int sizes[] = {0, 1, 2, 6, 7, 12, 1001, 70000};
    double sum = 0.0;
    for (int s = 0; s < 8; s++) {
        int n = sizes[s];
        unsigned char *rgb = malloc(3 * (size_t)n + 1);
        float *g = calloc((size_t)n + 1, sizeof *g);
        double *src = malloc(((size_t)n * NV + 1) * sizeof *src);
        double *dst = calloc((size_t)n * NV + 1, sizeof *dst);
        double *a = calloc((size_t)n + 8, sizeof *a), *b = malloc(((size_t)n + 8) * sizeof *b);
        for (int i = 0; i < 3 * n; i++)
            rgb[i] = (unsigned char)(i * 37 % 251);
        for (int i = 0; i < n * NV; i++)
            src[i] = (i % 13) * 0.25;
        for (int i = 0; i < n + 8; i++)
            b[i] = (i % 7) - 3.0, a[i] = i * 0.5;
        gray(n, rgb, g);
        relax(n, src, dst);
        odd_down(n, b, a);
        sparse_start(n + 2, a);
        /* quarters: the energy's sum is exact in any order */
        sum += even_energy(n * NV, src) + even_energy(n, src);
        for (int i = 0; i < n; i++)
            sum += g[i] * (i % 5 + 1);
        for (int i = 0; i < n * NV; i++)
            sum += dst[i] * (i % 3 + 1);
        for (int i = 0; i < n + 8; i++)
            sum += a[i] * (i % 4 + 1);
        free(rgb), free(g), free(src), free(dst), free(a), free(b);
    }
    for (int w = 1; w <= 9; w += 4) {
        int h = 33;
        float *in = malloc((size_t)h * w * sizeof *in), *out = calloc((size_t)h * w, sizeof *out);
        for (int i = 0; i < h * w; i++)
            in[i] = (float)(i % 17);
        columns(h, w, in, out);
        int *cells = malloc((size_t)h * w * sizeof *cells);
        for (int i = 0; i < h * w; i++)
            cells[i] = i % 11 - 5;
        sum += (double)lattice_sum(h, w, cells) + (double)lattice_sum(w, h, cells);
        free(cells);
        for (int i = 0; i < h * w; i++)
            sum += out[i] * (i % 3 + 1);
        free(in), free(out);
    }
    printf("%.6f\n", sum);
    return 0;
}
