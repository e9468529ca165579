/* conv2d.c: a 5x5 box-ish blur of a grey image held in one malloc'ed flat
 * buffer (row-major, img[y*w + x]), borders clamped by a helper macro. */
#include <stdio.h>
#include <stdlib.h>

#define W 192
#define H 128
#define R 2
#define CLAMP(v, lo, hi) ((v) < (lo) ? (lo) : ((v) > (hi) ? (hi) : (v)))

typedef struct {
    int w, h;
    float *px;
} image_t;

static image_t image_new(int w, int h)
{
    image_t im;
    im.w = w;
    im.h = h;
    im.px = malloc(sizeof(float) * (size_t)w * (size_t)h);
    return im;
}

static void blur(int w, int h, const float *restrict in, float *restrict out,
                 const float *restrict k)
{
#pragma scop
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float acc = 0.0f;
            for (int dy = -R; dy <= R; dy++)
                for (int dx = -R; dx <= R; dx++) {
                    int yy = CLAMP(y + dy, 0, h - 1);
                    int xx = CLAMP(x + dx, 0, w - 1);
                    acc += k[(dy + R) * (2 * R + 1) + dx + R] * in[yy * w + xx];
                }
            out[y * w + x] = acc;
        }
#pragma endscop
}

int main(void)
{
    image_t src = image_new(W, H), dst = image_new(W, H);
    float kern[(2 * R + 1) * (2 * R + 1)];
    float ksum = 0.0f;
    for (int i = 0; i < (2 * R + 1) * (2 * R + 1); i++) {
        kern[i] = (float)(1 + (i % 3));
        ksum += kern[i];
    }
    for (int i = 0; i < (2 * R + 1) * (2 * R + 1); i++)
        kern[i] /= ksum;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            src.px[y * W + x] = (float)((x * 7 + y * 13) % 256) / 255.0f;
    blur(src.w, src.h, src.px, dst.px, kern);
    double sum = 0.0;
    for (int i = 0; i < W * H; i++)
        sum += dst.px[i];
    printf("sum %.6f corner %.6f mid %.6f\n", sum, dst.px[0], dst.px[(H / 2) * W + W / 2]);
    free(src.px);
    free(dst.px);
    return 0;
}
