/* imagelib.c: an image library's style: an image struct owning its pixels
 * (im->px), its sizes and a gain as members, filters that read them
 * through the struct. */
#include <stdio.h>
#include <stdlib.h>

typedef struct image {
    int w, h;
    float gain;
    float *px;
} image;

static image *image_new(int w, int h)
{
    image *im = malloc(sizeof *im);
    im->w = w;
    im->h = h;
    im->gain = 1.5f;
    im->px = malloc(sizeof(float) * (size_t)w * (size_t)h);
    return im;
}

static void image_scale(image *im, const float *restrict in, float *restrict out)
{
#pragma scop
    for (int y = 0; y < im->h; y++)
        for (int x = 0; x < im->w; x++)
            out[y * im->w + x] = im->gain * in[y * im->w + x];
#pragma endscop
}

static void image_flip(const image *src, image *dst)
{
#pragma scop
    for (int y = 0; y < src->h; y++)
        for (int x = 0; x < src->w; x++)
            dst->px[y * src->w + x] = src->px[(src->h - 1 - y) * src->w + x];
#pragma endscop
}

/* the row length through the library's accessor macro */
#define IMG_W(im) ((im)->w)

static void image_fill(const image *im, float *restrict out)
{
#pragma scop
    for (int y = 0; y < im->h; y++)
        for (int x = 0; x < IMG_W(im); x++)
            out[y * IMG_W(im) + x] = im->gain * (float)(x + y);
#pragma endscop
}

int main(void)
{
    image *a = image_new(123, 77), *b = image_new(123, 77);
    float *t = malloc(sizeof(float) * 123 * 77);
    for (int i = 0; i < a->w * a->h; i++)
        a->px[i] = (float)(i % 13) * 0.5f;
    image_scale(a, a->px, t);
    for (int i = 0; i < a->w * a->h; i++)
        a->px[i] = t[i];
    image_flip(a, b);
    image_fill(a, t);
    for (int i = 0; i < a->w * a->h; i += 7)
        b->px[i] += t[i];
    double s = 0;
    for (int i = 0; i < b->w * b->h; i++)
        s += b->px[i] * (i % 5 + 1);
    printf("%.3f %.3f\n", s, b->px[5]);
    free(a->px); free(b->px); free(a); free(b); free(t);
    return 0;
}
