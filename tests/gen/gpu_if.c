/* Loop nests under an if inside the marked region, the way image code
 * guards its passes: a size check, a mode switch, a test nested in a host
 * loop, both branches of an if with an else; and the ifs that keep their
 * nests on the host (a condition that reads an array, a comment between
 * the branches), and a block that opens between two nests and closes after
 * the last (its braces would not pair in the code written for the region).
 * main calls each with both outcomes. */
#include <stdio.h>
#include <stdlib.h>

enum { MODE_COPY, MODE_SCALE };

static void blur_rows(int h, int w, float in[h][w], float out[h][w])
{
#pragma scop
    if (w >= 3 && h > 0) {
        for (int y = 0; y < h; y++)
            for (int x = 1; x < w - 1; x++)
                out[y][x] = (in[y][x - 1] + in[y][x] + in[y][x + 1]) / 3.0f;
    }
#pragma endscop
}

static void apply(int mode, int n, double *restrict a, double *restrict b, double s)
{
    int i;
#pragma scop
    if (mode == MODE_SCALE)
        for (i = 0; i < n; i++)
            b[i] = s * a[i];
    for (i = 0; i < n; i++)
        a[i] = a[i] + b[i];
#pragma endscop
}

static void steps(int t_max, int n, double u[n], double v[n], int every)
{
#pragma scop
    for (int t = 0; t < t_max; t++) {
        for (int i = 1; i < n - 1; i++)
            v[i] = 0.5 * (u[i - 1] + u[i + 1]);
        if (t % 2 == 0 || every > 0)
            for (int i = 1; i < n - 1; i++)
                u[i] = v[i];
    }
#pragma endscop
}

static void with_else(int n, double *restrict a, double *restrict b, int up)
{
#pragma scop
    if (up > 0)
        for (int i = 0; i < n; i++)
            b[i] = a[i] + 1.0;
    else
        for (int i = 0; i < n; i++)
            b[i] = a[i] - 1.0;
#pragma endscop
}

static void commented(int n, double *restrict a, double *restrict b, int up)
{
#pragma scop
    if (up > 0) {
        for (int i = 0; i < n; i++)
            b[i] = a[i] * 0.5 + 1.0;
    } /* halve, or double */ else {
        for (int i = 0; i < n; i++)
            b[i] = a[i] * 2.0;
    }
#pragma endscop
}

static void array_test(int n, double *restrict a, double *restrict b)
{
#pragma scop
    if (a[0] > 0.0)
        for (int i = 0; i < n; i++)
            b[i] = 2.0 * a[i];
#pragma endscop
}

static void blocked(int n, double *restrict a, double *restrict b)
{
#pragma scop
    for (int i = 0; i < n; i++)
        b[i] = a[i] + 3.0;
    {
        for (int i = 0; i < n; i++)
            a[i] = b[i] * 0.5;
    }
#pragma endscop
}

int main(void)
{
    enum { H = 19, W = 45, N = 300 };
    static float img[H][W], res[H][W];
    double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
    double *u = malloc(N * sizeof *u), *v = malloc(N * sizeof *v);
    double sum = 0.0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            img[y][x] = (float)((y * 7 + x * 3) % 11), res[y][x] = -1.0f;
    blur_rows(H, W, img, res);
    blur_rows(H, 2, img, res); /* the test fails: nothing runs */
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            sum += res[y][x];
    printf("blur %.4f\n", sum);
    for (int i = 0; i < N; i++)
        a[i] = i * 0.25, b[i] = 1.0, u[i] = (i % 7) * 1.5, v[i] = 0.0;
    apply(MODE_SCALE, N, a, b, 3.0);
    apply(MODE_COPY, N, a, b, 5.0);
    sum = 0.0;
    for (int i = 0; i < N; i++)
        sum += a[i] + 0.5 * b[i];
    printf("apply %.6f\n", sum);
    steps(7, N, u, v, 0);
    steps(3, N, u, v, 1);
    sum = 0.0;
    for (int i = 0; i < N; i++)
        sum += u[i] * (i + 1) + v[i];
    printf("steps %.6f\n", sum);
    with_else(N, a, b, 1);
    with_else(N, b, a, 0);
    commented(N, a, b, 1);
    commented(N, b, a, 0);
    blocked(N, a, b);
    a[0] = 1.0;
    array_test(N, a, b);
    a[0] = -1.0;
    array_test(N, b, a);
    sum = 0.0;
    for (int i = 0; i < N; i++)
        sum += a[i] - b[i];
    printf("rest %.6f\n", sum);
    free(a), free(b), free(u), free(v);
    return 0;
}
