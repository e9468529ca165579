/* resize.c: bilinear resampling of an RGB-less grey image to a new size,
 * source coordinates computed in float, neighbours clamped by a helper. */
#include <stdio.h>
#include <stdlib.h>

#define SW 200
#define SH 150
#define DW 317
#define DH 223

static inline int clampi(int v, int hi) { return v < 0 ? 0 : (v > hi ? hi : v); }

static void resize(int sw, int sh, const float *restrict src, int dw, int dh,
                   float *restrict dst)
{
    const float sx = (float)sw / (float)dw, sy = (float)sh / (float)dh;
#pragma scop
    for (int y = 0; y < dh; y++) {
        for (int x = 0; x < dw; x++) {
            float fx = (x + 0.5f) * sx - 0.5f;
            float fy = (y + 0.5f) * sy - 0.5f;
            int x0 = (int)fx, y0 = (int)fy;
            if (fx < 0.0f) x0 = -1;
            if (fy < 0.0f) y0 = -1;
            float ax = fx - (float)x0, ay = fy - (float)y0;
            int xa = clampi(x0, sw - 1), xb = clampi(x0 + 1, sw - 1);
            int ya = clampi(y0, sh - 1), yb = clampi(y0 + 1, sh - 1);
            float top = src[ya * sw + xa] * (1.0f - ax) + src[ya * sw + xb] * ax;
            float bot = src[yb * sw + xa] * (1.0f - ax) + src[yb * sw + xb] * ax;
            dst[y * dw + x] = top * (1.0f - ay) + bot * ay;
        }
    }
#pragma endscop
}

int main(void)
{
    float *src = malloc(sizeof(float) * SW * SH);
    float *dst = malloc(sizeof(float) * DW * DH);
    for (int y = 0; y < SH; y++)
        for (int x = 0; x < SW; x++)
            src[y * SW + x] = (float)((x ^ y) & 63) + 0.25f * (float)(y % 4);
    resize(SW, SH, src, DW, DH, dst);
    double s = 0.0;
    for (int i = 0; i < DW * DH; i++)
        s += dst[i];
    printf("sum %.4f d0 %.5f dlast %.5f\n", s, dst[0], dst[DW * DH - 1]);
    free(src);
    free(dst);
    return 0;
}
