/* structs.c: sizes kept in structs, the way image and matrix code passes
 * them around: loops bounded by `m->rows`, `img.w`, `p->size.h`; a member
 * that the loop writes (so it cannot be a fixed size), and an int store
 * through a pointer that could land on the size it bounds (a run-time test). */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int rows, cols;
} shape_t;

typedef struct {
    const char *name;
    shape_t size;
    int stride;
} image_t;

struct counter {
    int n, hits;
};

/* a matrix scaled row by row: both bounds and the row length are members */
static void scale(const shape_t *m, const double *restrict in, double *restrict out, double f)
{
#pragma scop
    for (int i = 0; i < m->rows; i++)
        for (int j = 0; j < m->cols; j++)
            out[i * m->cols + j] = f * in[i * m->cols + j];
#pragma endscop
}

/* a struct passed by value */
static void blend(shape_t s, const float *restrict a, const float *restrict b,
                  float *restrict c)
{
#pragma scop
    for (int y = 0; y < s.rows; y++)
        for (int x = 0; x < s.cols; x++)
            c[y * s.cols + x] = 0.75f * a[y * s.cols + x] + 0.25f * b[y * s.cols + x];
#pragma endscop
}

/* a vertical gradient added in, over the inner rows */
static void sharpen(const image_t *img, const float *restrict a, float *restrict c)
{
#pragma scop
    for (int y = 1; y < img->size.rows - 1; y++)
        for (int x = 0; x < img->size.cols; x++)
            c[y * img->size.cols + x] +=
                0.5f * (a[(y - 1) * img->size.cols + x] - a[(y + 1) * img->size.cols + x]);
#pragma endscop
}

/* the loop changes the member that bounds it: it stays as written */
static void drain(struct counter *c, int *restrict log)
{
#pragma scop
    for (int i = 0; i < c->n; i++) {
        log[i] = c->n * 10 + i;
        c->n = c->n - (i % 7 == 6);
    }
#pragma endscop
}

/* an int store through a pointer that may point into *c: a run-time test */
static void mark(struct counter *c, int *out)
{
#pragma scop
    for (int i = 0; i < c->hits; i++)
        out[i] = 2 * i + 1;
#pragma endscop
}

#define R 300
#define C 400

int main(void)
{
    shape_t m = {R, C};
    image_t img = {"img", {R, C}, C};
    double *in = malloc(R * C * sizeof *in), *out = malloc(R * C * sizeof *out);
    float *a = malloc(R * C * sizeof *a), *b = malloc(R * C * sizeof *b), *c = calloc(R * C, sizeof *c);
    int log[64] = {0}, marks[32] = {0};
    struct counter cnt = {50, 20};
    for (int i = 0; i < R * C; i++)
        in[i] = (double)((i * 13) % 29) / 3.0;
    for (int i = 0; i < R * C; i++) {
        a[i] = (float)((i * 7) % 31) * 0.125f;
        b[i] = (float)((i * 5) % 17) * 0.5f;
    }
    scale(&m, in, out, 1.5);
    blend(m, a, b, c);
    sharpen(&img, a, c);
    drain(&cnt, log);
    mark(&cnt, marks);
    double s = 0.0, t = 0.0;
    long u = 0;
    for (int i = 0; i < R * C; i++)
        s += out[i] * (1 + i % 3);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            t += c[i * C + j] * (1 + j % 5);
    for (int i = 0; i < 64; i++)
        u += log[i] * (i + 1);
    for (int i = 0; i < 32; i++)
        u += marks[i];
    printf("scale %.4f blend %.4f drain %ld n %d\n", s, t, u, cnt.n);
    free(in), free(out), free(a), free(b), free(c);
    return 0;
}
