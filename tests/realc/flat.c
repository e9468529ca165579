/* flat.c: images and grids kept as one flat buffer and walked by a single
 * index up to a product of sizes, the way image-processing and physics
 * codes clear, scale and threshold buffers: `for (i = 0; i < w * h; i++)`,
 * sizes in a struct (`im->w * im->h`), a 3-D grid (`nx * ny * nz`), a
 * bound with an offset (`w * h - 1`), beside a 2-D pass over the same
 * buffer by rows (`y * w + x`, delinearised), and an inner loop over the
 * whole image.  A product of sizes is one
 * value for the whole loop: each of these loops is parallel. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int w, h;
    float *px;
} image;

/* scale and offset every pixel */
static void brighten(const image *im, float *restrict px, float gain, float bias)
{
#pragma scop
    for (int i = 0; i < im->w * im->h; i++)
        px[i] = gain * px[i] + bias;
#pragma endscop
}

/* a threshold into a mask, sizes passed apart */
static void threshold(int w, int h, const float *restrict src, unsigned char *restrict mask, float t)
{
#pragma scop
    for (long i = 0; i < (long)w * h; i++)
        mask[i] = src[i] > t ? 255 : 0;
#pragma endscop
}

/* a forward difference over a 3-D grid seen as one line */
static void diff3(int nx, int ny, int nz, const double *restrict u, double *restrict du)
{
#pragma scop
    for (int i = 0; i < nx * ny * nz - 1; i++)
        du[i] = u[i + 1] - u[i];
#pragma endscop
}

/* a 2-D blur by rows into a flat buffer, then a flat pass over it */
static void blur_rows(int w, int h, const float *restrict src, float *restrict dst)
{
#pragma scop
    for (int y = 0; y < h; y++)
        for (int x = 1; x < w - 1; x++)
            dst[y * w + x] = (src[y * w + x - 1] + src[y * w + x] + src[y * w + x + 1]) / 3.0f;
#pragma endscop
}

/* one weighted sum of the whole image per output: the product bounds an
 * inner loop, which a kernel over y runs as written */
static void project(int n, int w, int h, const float *restrict img, float *restrict out)
{
#pragma scop
    for (int y = 0; y < n; y++) {
        float s = 0;
        for (int i = 0; i < w * h; i++)
            s += img[i] * (float)((i + y) % 3);
        out[y] = s;
    }
#pragma endscop
}

int main(void)
{
    int w = 480, h = 360, nx = 40, ny = 30, nz = 20;
    image im = {w, h, malloc((size_t)w * h * sizeof(float))};
    float *dst = calloc((size_t)w * h, sizeof(float));
    unsigned char *mask = malloc((size_t)w * h);
    double *u = malloc((size_t)nx * ny * nz * sizeof(double)), *du = malloc((size_t)nx * ny * nz * sizeof(double));
    for (int i = 0; i < w * h; i++)
        im.px[i] = (float)((i * 37) % 251) / 251.0f;
    for (int i = 0; i < nx * ny * nz; i++)
        u[i] = (double)((i * 13) % 97) * 0.5;
    brighten(&im, im.px, 1.5f, -0.25f);
    threshold(w, h, im.px, mask, 0.5f);
    diff3(nx, ny, nz, u, du);
    blur_rows(w, h, im.px, dst);
    float proj[8];
    project(8, w, h, dst, proj);
    double s = 0, sd = 0;
    long on = 0;
    for (int i = 0; i < w * h; i++) {
        s += dst[i];
        on += mask[i] != 0;
    }
    for (int i = 0; i < nx * ny * nz - 1; i++)
        sd += du[i] * (double)(i % 7);
    printf("%.6f %ld %.3f %.2f %.2f\n", s, on, sd, proj[0], proj[7]);
    free(im.px);
    free(dst);
    free(mask);
    free(u);
    free(du);
    return 0;
}
