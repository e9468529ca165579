/* Helpers of the file whose loops run over ranges (frontend/c/summ.c),
 * called in loops that their summaries make parallel or keep sequential:
 * a row scaled then read by a dot product (no reduction on the caller's
 * side), rows of a double[R][C] and of a flat array with a run-time row
 * length, a scratch row each iteration fills before a helper reads it
 * (declared in the loop, and before it: then firstprivate), a loop with a break (may-writes),
 * a loop bounded by a global, a triangle, a reduction over dot products,
 * and a helper that writes one element past its row (sequential).  The
 * GPU targets keep the calls on the host. */
#include <stdio.h>
#include <stdlib.h>

#define R 40
#define C 24

int width = 17;

static void scale_row(double *row, int n, double s)
{
    for (int j = 0; j < n; j++)
        row[j] *= s;
}

static double dot(const double *u, const double *v, int n)
{
    double s = 0.0;
    int j;
    for (j = 0; j < n; j++)
        s += u[j] * v[j];
    return s;
}

static void clip(double *row, int n, double hi)
{
    for (int j = 0; j < n; j++) {
        if (row[j] > 3 * hi)
            break;
        row[j] = row[j] > hi ? hi : row[j];
    }
}

static void ramp(double *row, double base)
{
    for (int j = width - 1; j >= 0; --j)
        row[j] = base + j;
}

static void upper(double *a, int n)
{
    int i, j;
    for (i = 0; i < n; i++)
        for (j = i; j < n; j++)
            a[i * n + j] += i - j;
}

static void fill(double *row, int n, double v)
{
    for (int j = 0; j < n; j++)
        row[j] = v - j;
}

static void spill(double *row, int n)
{
    for (int j = 0; j <= n; j++)
        row[j] = row[j] * 0.5 + j;
}

static void kernel(int n, double G[R][C], double *restrict a, double *restrict x,
                   double *restrict y, double *restrict z, double *restrict t, double *restrict s,
                   double *restrict w)
{
    double row[C]; /* filled whole by fill in each iteration: private */
#pragma scop
    for (int i = 0; i < R; i++) {
        fill(row, C, 0.25 * i);
        w[i] = dot(row, x, C);
    }
    for (int i = 0; i < R; i++) {
        scale_row(G[i], C, 1.0 + i % 4);
        y[i] = dot(G[i], x, C);
    }
    for (int i = 0; i < R; i++) {
        double tmp[C];
        for (int j = 0; j < C; j++)
            tmp[j] = G[i][j] - x[j];
        z[i] = dot(tmp, tmp, C);
    }
    for (int i = 0; i < R; i++)
        ramp(t + i * width, 0.5 * i);
#pragma endscop
    /* a's accesses share one shape per fragment: rows of n here */
#pragma scop
    for (int i = 0; i < R; i++)
        clip(&a[i * n], n, 2.0);
    for (int i = 0; i < R; i++)
        s[0] += dot(&a[i * n], &a[i * n], n);
#pragma endscop
#pragma scop
    for (int b = 0; b < 3; b++)
        upper(&a[b * 8 * 8], 8);
#pragma endscop
#pragma scop
    for (int i = 0; i < R - 1; i++)
        spill(&a[i * n], n);
#pragma endscop
}

int main(void)
{
    static double G[R][C];
    int n = 30;
    double *a = malloc(R * n * sizeof *a), *x = malloc(C * sizeof *x), *y = malloc(R * sizeof *y);
    double *z = malloc(R * sizeof *z), *t = malloc(R * 17 * sizeof *t), s = 0.0;
    double *w = malloc(R * sizeof *w);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            G[i][j] = (i * 5 + j * 3) % 7 - 3;
    for (int j = 0; j < C; j++)
        x[j] = (j % 5) * 0.25;
    for (int i = 0; i < R * n; i++)
        a[i] = (i * 7) % 11 - 2;
    kernel(n, G, a, x, y, z, t, &s, w);
    double sum = s;
    for (int i = 0; i < R; i++)
        sum += y[i] + 0.5 * z[i] + G[i][i % C] + w[i] * (i % 4);
    for (int i = 0; i < R * n; i++)
        sum += a[i] * (i % 3 + 1);
    for (int i = 0; i < R * 17; i++)
        sum += t[i] * (i % 2);
    printf("%.6f\n", sum);
    free(a); free(x); free(y); free(z); free(t); free(w);
    return 0;
}
