/* rowptr.c: loops that step through flat buffers with pointers, the way
 * image and table code is often written: a row pointer set at the top of
 * each iteration and then indexed (`const float *src = in + (size_t)y * w`,
 * `float *dst = &out[y * w]`), a record pointer handed to atof, a row of a
 * declared 2-D array, and a pointer that walks (`*q++ = ...`). */
#include <stdio.h>
#include <stdlib.h>

#define W 160
#define H 96
#define NREC 64
#define RECLEN 12
#define NR 96
#define NC 128

typedef float pixel_t;

/* a 3-tap horizontal blur: neighbours clamped at the borders */
static void hblur(int w, int h, const pixel_t *restrict in, pixel_t *restrict out)
{
#pragma scop
    for (int y = 0; y < h; y++) {
        const pixel_t *src = in + (size_t)y * w;
        pixel_t *dst = &out[y * w];
        for (int x = 0; x < w; x++) {
            pixel_t l = src[x > 0 ? x - 1 : x];
            pixel_t r = src[x < w - 1 ? x + 1 : x];
            dst[x] = 0.25f * l + 0.5f * src[x] + 0.25f * r;
        }
    }
#pragma endscop
}

/* fixed-width numeric records, one after the other in one buffer */
static void parse(int n, const char *restrict text, double *restrict val)
{
    const char *p;
#pragma scop
    for (int i = 0; i < n; i++) {
        p = text + i * RECLEN;
        val[i] = atof(p);
    }
#pragma endscop
}

static double M[NR][NC];

/* each row scaled by its own maximum, through a row pointer */
static void normalise(void)
{
#pragma scop
    for (int i = 0; i < NR; i++) {
        double *row = M[i];
        double mx = 0.0;
        for (int j = 0; j < NC; j++)
            mx = row[j] > mx ? row[j] : mx;
        for (int j = 0; j < NC; j++)
            row[j] = row[j] / (mx + 1.0);
    }
#pragma endscop
}

/* a walking pointer: each store moves it, so the loop stays as written */
static void ramp(int n, float *restrict out)
{
    float *q = out;
#pragma scop
    for (int i = 0; i < n; i++)
        *q++ = 0.5f * (float)i;
#pragma endscop
}

int main(void)
{
    pixel_t *img = malloc(sizeof(pixel_t) * W * H), *blur = malloc(sizeof(pixel_t) * W * H);
    char *text = malloc(NREC * RECLEN + 1);
    double val[NREC];
    float r[W];
    for (int i = 0; i < W * H; i++)
        img[i] = (pixel_t)((i * 37) % 251) / 251.0f;
    for (int i = 0; i < NREC; i++)
        snprintf(text + i * RECLEN, RECLEN + 1, "%11.4f ", (i * 17 % 100) * 1.25 - 30.0);
    for (int i = 0; i < NR; i++)
        for (int j = 0; j < NC; j++)
            M[i][j] = (double)((i * 7 + j * 3) % 19);
    hblur(W, H, img, blur);
    parse(NREC, text, val);
    normalise();
    ramp(W, r);
    double s = 0.0, t = 0.0, u = 0.0, v = 0.0;
    for (int i = 0; i < W * H; i++)
        s += blur[i] * (1 + i % 5);
    for (int i = 0; i < NREC; i++)
        t += val[i] * (i + 1);
    for (int i = 0; i < NR; i++)
        for (int j = 0; j < NC; j++)
            u += M[i][j] * (j + 1);
    for (int i = 0; i < W; i++)
        v += r[i];
    printf("blur %.6f records %.4f rows %.6f ramp %.2f\n", s, t, u, v);
    free(img);
    free(blur);
    free(text);
    return 0;
}
