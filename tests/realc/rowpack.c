/* rowpack.c: output indexes restarted at each row and advanced along it,
 * the way image converters and matrix packers are written: `k = y * w`
 * (or `k = 3 * y * w` for RGB) before the inner loop, `dst[k++]` inside
 * it; a transpose that packs columns into rows with `k = j * n`, advanced
 * after its use; a row sum that restarts its index at a constant.  Each
 * index is an induction variable of the inner loop with the row's start as
 * its base, so every row loop is parallel.  A counter carried from row to
 * row (`out[k++]` in the inner loop with no restart) still keeps its nest
 * sequential. */
#include <stdio.h>
#include <stdlib.h>

/* RGB to gray, three bytes a pixel */
static void gray(int w, int h, const unsigned char *restrict rgb, float *restrict g)
{
    int k, o;
#pragma scop
    for (int y = 0; y < h; y++) {
        k = 3 * y * w;
        o = y * w;
        for (int x = 0; x < w; x++) {
            g[o++] = 0.299f * rgb[k] + 0.587f * rgb[k + 1] + 0.114f * rgb[k + 2];
            k += 3;
        }
    }
#pragma endscop
}

/* a transpose: column j of a (n rows, m columns) becomes row j of t */
static void transpose(int n, int m, const double *restrict a, double *restrict t)
{
    long k;
#pragma scop
    for (int j = 0; j < m; j++) {
        k = (long)j * n;
        for (int i = 0; i < n; i++) {
            t[k] = a[i * m + j];
            k = k + 1;
        }
    }
#pragma endscop
}

/* each row of b: a prefix of a row of a, scaled, into a fixed-size block */
static void blocks(int n, const float *restrict a, float *restrict b)
{
    int k;
#pragma scop
    for (int i = 0; i < n; i++) {
        k = 0;
        for (int j = 0; j < 16; j++)
            b[i * 16 + k++] = 2.0f * a[i * 32 + j];
    }
#pragma endscop
}

/* a counter carried across rows: sequential */
static void flatten(int n, int m, const float *restrict a, float *restrict out)
{
    int k = 0;
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            out[k++] = a[j * n + i];
#pragma endscop
}

int main(void)
{
    int w = 300, h = 200, n = 240, m = 180;
    unsigned char *rgb = malloc((size_t)3 * w * h);
    float *g = malloc((size_t)w * h * sizeof(float)), *fa = malloc((size_t)n * 32 * sizeof(float));
    float *fb = malloc((size_t)n * 16 * sizeof(float)), *fo = malloc((size_t)n * m * sizeof(float));
    double *a = malloc((size_t)n * m * sizeof(double)), *t = malloc((size_t)n * m * sizeof(double));
    for (int i = 0; i < 3 * w * h; i++)
        rgb[i] = (unsigned char)((i * 29) % 256);
    for (int i = 0; i < n * m; i++)
        a[i] = (double)((i * 17) % 101) * 0.25;
    for (int i = 0; i < n * 32; i++)
        fa[i] = (float)(i % 13) - 6.0f;
    gray(w, h, rgb, g);
    transpose(n, m, a, t);
    blocks(n, fa, fb);
    flatten(n, m, g, fo);
    double s = 0, st = 0, sb = 0;
    for (int i = 0; i < w * h; i++)
        s += g[i] * (double)(i % 5);
    for (int i = 0; i < n * m; i++)
        st += t[i] * (double)(i % 7);
    for (int i = 0; i < n * 16; i++)
        sb += fb[i] * (double)(i % 3);
    printf("%.4f %.4f %.4f %.4f\n", s, st, sb, (double)fo[n * 7 + 3]);
    free(rgb);
    free(g);
    free(fa);
    free(fb);
    free(fo);
    free(a);
    free(t);
    return 0;
}
