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

static float tone(size_t rows, size_t cols, const float *restrict in, float *restrict out,
                  int *where)
{
    size_t r, c = 0;
    size_t off = 7;
    int pos = -1;
#pragma scop
    for (r = 0; r < rows; ++r)
        for (c = 0; c < cols; ++c) {
            off = r * cols + c;
            pos = (int)off + 1;
            out[off] = in[off] / (1.0f + in[off]);
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
    for (y = 1; y < h - 1; y++)
        for (x = 0; x < w; x++) {
            v = img[(y - 1) * w + x] + 2 * img[y * w + x] + img[(y + 1) * w + x];
            out[y * w + x] = v / 4;
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
