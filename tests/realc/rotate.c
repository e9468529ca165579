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

static void rotate(int w, int h, const unsigned char *restrict in, float c, float s,
                   unsigned char *restrict out)
{
    const float cx = 0.5f * (float)w, cy = 0.5f * (float)h;
#pragma scop
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float dx = (float)x - cx, dy = (float)y - cy;
            int sx = clamp_int((int)floorf(c * dx + s * dy + cx + 0.5f), 0, w - 1);
            int sy = clamp_int((int)floorf(-s * dx + c * dy + cy + 0.5f), 0, h - 1);
            out[y * w + x] = in[sy * w + sx];
        }
#pragma endscop
}

/* the tile's last pixel after the curve, as the loop leaves it in `last` */
static float tone(float t[TH][TW], float gain)
{
    float last = -1.0f;
#pragma scop
    for (int y = 0; y < TH; y++)
        for (int x = 0; x < TW; x++) {
            t[y][x] = gain * t[y][x] / (1.0f + t[y][x]);
            last = t[y][x];
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
