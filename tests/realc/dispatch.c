/* dispatch.c: pixel conversion and a per-element opcode table written the
 * way small image and DSP libraries are: a format enum dispatched by a
 * switch inside the pixel loop (cases sharing code by falling through, a
 * default that braces its body), a weight chosen by an else-if chain into
 * a temporary declared at the top of the function, a scratch value set by
 * a switch on a per-element opcode and used after it, and a running
 * selection whose last value the caller reads.  The last loop's switch
 * has no default, so its temporary may keep an earlier element's value:
 * that loop must stay sequential. */
#include <stdio.h>
#include <stdlib.h>

enum pix_fmt { FMT_GRAY, FMT_RGB, FMT_BGR, FMT_RGBA, FMT_BGRA };

typedef unsigned char u8;

static void to_gray(enum pix_fmt fmt, int n, const u8 *restrict px, float *restrict gray)
{
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        switch (fmt) {
        case FMT_GRAY:
            gray[i] = px[4 * i];
            break;
        case FMT_RGB:
        case FMT_RGBA:
            gray[i] = 0.299f * px[4 * i] + 0.587f * px[4 * i + 1] + 0.114f * px[4 * i + 2];
            break;
        default: {
            gray[i] = 0.114f * px[4 * i] + 0.587f * px[4 * i + 1] + 0.299f * px[4 * i + 2];
            break;
        }
        }
    }
#pragma endscop
}

static float weigh(int n, const float *restrict gray, const int *restrict cls,
                   float *restrict out, float lo, float hi)
{
    float wgt = 0.0f, last = -1.0f;
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        if (gray[i] < lo)
            wgt = 0.25f;
        else if (gray[i] > hi)
            wgt = 4.0f;
        else
            wgt = 1.0f + (gray[i] - lo) / (hi - lo);
        out[i] = wgt * gray[i];
        last = wgt;
    }
#pragma endscop
    return last + (float)cls[0] * 0.0f;
}

static void run_ops(int n, const int *restrict op, const float *restrict a,
                    const float *restrict b, float *restrict r, float *restrict keep)
{
    float t = 0.0f;
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        switch (op[i] & 3) {
        case 0: t = a[i] + b[i]; break;
        case 1: t = a[i] - b[i]; break;
        case 2: t = a[i] * b[i]; break;
        default:
            if (b[i] != 0.0f)
                t = a[i] / b[i];
            else
                t = 0.0f;
        }
        r[i] = t;
    }
#pragma endscop
#pragma scop
    for (i = 0; i < n; i++) {
        switch (op[i]) {
        case 0: t = a[i]; break;
        case 5: t = b[i]; break;
        }
        keep[i] = t;
    }
#pragma endscop
}

int main(void)
{
    int n = 30011;
    u8 *px = malloc(4 * (size_t)n);
    float *gray = malloc(n * sizeof *gray), *out = malloc(n * sizeof *out);
    float *r = malloc(n * sizeof *r), *keep = malloc(n * sizeof *keep), *b = malloc(n * sizeof *b);
    int *op = malloc(n * sizeof *op);
    for (int i = 0; i < 4 * n; i++)
        px[i] = (u8)((i * 37 + 11) % 251);
    for (int i = 0; i < n; i++) {
        op[i] = (i * 7 + 3) % 9;
        b[i] = (float)((i * 13) % 17) - 8.0f;
    }
    double s = 0;
    for (int f = FMT_GRAY; f <= FMT_BGRA; f++) {
        to_gray((enum pix_fmt)f, n, px, gray);
        for (int i = 0; i < n; i++)
            s += gray[i] * (double)(1 + i % 3);
    }
    float last = weigh(n, gray, op, out, 60.0f, 180.0f);
    run_ops(n, op, gray, b, r, keep);
    double so = 0, sr = 0, sk = 0;
    for (int i = 0; i < n; i++) {
        so += out[i];
        sr += r[i] * (double)(1 + i % 4);
        sk += keep[i];
    }
    printf("gray %.3f out %.3f last %.4f ops %.4f keep %.3f\n", s, so, last, sr, sk);
    free(px); free(gray); free(out); free(r); free(keep); free(b); free(op);
    return 0;
}
