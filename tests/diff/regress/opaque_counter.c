/* Loop counters that a statement kforge keeps whole (a while inside a loop
 * of the fragment, not split into fragments of its own) counts its own for
 * loops with, while the fragment's loops count with them too
 * (frontend/c/stmt.c, kf_stmt.counters): the counter's use after its
 * modelled loop (`k` here) came before as well as after the while.  The
 * loops around the while run in parallel, each thread counting with its
 * own copy (OpenMP's private); randprog --shape seed 8 found the first
 * order.  No counter's value is seen outside the fragment. */
#include <stdio.h>

#define N 600
#define M 7

static double a[N], b[N], c[N][M];

/* the fragment's loop counts with k first, then the while's */
static void before(int n)
{
    int i, k, t;
#pragma scop
    for (k = 0; k < n; k++)
        b[k] = b[k] * 0.5 + k % 3;
    for (i = 0; i < n; i++) {
        t = 0;
        while (t < 20 + i % 7) {
            for (k = 0; k < 3; k++)
                t += k + 1;
        }
        a[i] = b[i] * t;
    }
#pragma endscop
}

/* the while's loops first, in a time loop; then the fragment's */
static void after(int n, int steps)
{
    int s, i, j, k, w;
    double t;
#pragma scop
    for (s = 0; s < steps; s++) {
        for (i = 0; i < n; i++) {
            w = 0;
            t = 0.0;
            while (w < 1 + i % 3) {
                for (j = 0; j < 2; j++)
                    for (k = 0; k < 3; k++)
                        t += 0.25 * (k + j + 1) + s;
                w++;
            }
            c[i][s % M] += t;
        }
        for (k = 0; k < n; k++)
            for (j = 0; j < M; j++)
                a[k] += c[k][j] * 0.001;
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        b[i] = i % 11;
        for (int j = 0; j < M; j++)
            c[i][j] = (i + j) % 5;
    }
    before(N);
    after(N, 3);
    double s = 0.0;
    for (int i = 0; i < N; i++)
        s += a[i] * (i % 4 + 1) + b[i];
    printf("checksum %.6f\n", s);
    return 0;
}
