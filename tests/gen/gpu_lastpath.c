/* GPU targets: the last value of a scalar written on every path of an if
 * chain or a switch with a default (gpu_last.c; test_gen_gpu_lastpath.sh).
 * main calls each function with trip counts whose last iteration takes
 * each branch and case in turn, and with zero trips (the scalar keeps its
 * value).  The last three functions write their scalar on some paths
 * only, or more than the scalar under its if: their loops stay on the
 * host, saying why. */
#include <stdio.h>
#include <stdlib.h>

/* an if / else if / else chain; w read after the loop and by `last = w` */
static float chain(int n, const float *restrict x, float *restrict y, float lo, float hi)
{
    float w = -1.0f, last = -2.0f;
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        if (x[i] < lo)
            w = 0.5f;
        else if (x[i] > hi)
            w = 2.0f * x[i];
        else
            w = x[i] - lo;
        y[i] = w * x[i];
        last = w;
    }
#pragma endscop
    return last + 10.0f * w;
}

/* a switch with a default, a nested if in one case */
static float pick(int n, const int *restrict op, const float *restrict a, float *restrict r)
{
    float t = 7.0f;
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        switch (op[i]) {
        case 0: t = a[i]; break;
        case 1: t = -a[i]; break;
        default:
            if (a[i] > 2.0f)
                t = 2.0f * a[i];
            else
                t = 0.25f;
        }
        r[i] = t + 1.0f;
    }
#pragma endscop
    return t;
}

/* a 2-D kernel: the last point is (h - 1, w - 1) */
static float grid(int h, int w, const float *restrict m, float *restrict o)
{
    float v = 3.0f;
    int y, x;
#pragma scop
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) {
            if (m[y * w + x] > 0.0f)
                v = m[y * w + x];
            else
                v = -0.5f * m[y * w + x];
            o[y * w + x] = v;
        }
#pragma endscop
    return v;
}

/* refused: no else, the last value is that of the last writer */
static float some(int n, const float *restrict a, float *restrict r)
{
    float s = 0.0f;
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        if (a[i] > 1.0f)
            s = a[i];
        r[i] = 2.0f * a[i];
    }
#pragma endscop
    return s;
}

/* refused: a switch without a default */
static float nodefault(int n, const int *restrict op, const float *restrict a, float *restrict r)
{
    float t = 0.0f;
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        switch (op[i]) {
        case 0: t = a[i]; break;
        case 1: t = 1.0f; break;
        }
        r[i] = 3.0f * a[i];
    }
#pragma endscop
    return t;
}

/* refused: the if writes an array besides the scalar */
static float more(int n, const float *restrict a, float *restrict r)
{
    float t = 0.0f;
    int i;
#pragma scop
    for (i = 0; i < n; i++) {
        if (a[i] > 1.0f) {
            t = a[i];
            r[i] = 1.0f;
        } else {
            t = -a[i];
        }
        r[i] += t;
    }
#pragma endscop
    return t;
}

int main(void)
{
    enum { N = 64 };
    float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
    int *op = malloc(N * sizeof *op);
    for (int i = 0; i < N; i++) {
        x[i] = (float)((i * 37) % 11) - 3.0f; /* -3 .. 7 */
        op[i] = (i * 5) % 4;                  /* 0, 1, 2, 3 */
        y[i] = 0.0f;
    }
    double s = 0;
    /* n = 0: zero trips; then each branch and case last in turn */
    for (int n = 0; n <= 12; n++) {
        float c = chain(n, x, y, 0.0f, 4.0f), p = pick(n, op, x, y);
        float g = grid(n / 3, n % 5, x, y);
        printf("n %2d chain %.3f pick %.3f grid %.3f\n", n, c, p, g);
        s += some(n, x, y) + nodefault(n, op, x, y) + more(n, x, y);
    }
    for (int i = 0; i < N; i++)
        s += y[i] * (double)(1 + i % 3);
    printf("rest %.3f\n", s);
    free(x); free(y); free(op);
    return 0;
}
