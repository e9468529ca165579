/* kforge 0.1.0: tests/gen/quot/quot_image.c for openmp; 6 loops in parallel */
/* Quotients by constants in image and signal loops (tests/gen/test_gen_quot.sh):
 * a red/black relaxation, 2x upsampling through i / 2 and j >> 1, a lifting
 * step on the odd samples, pairs of samples under a bound n / 2, and a
 * negative range where C's i / 2 rounds toward zero. */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 61
#endif

static void redblack(int n, int sweeps, double A[n][n])
{
    for (int t = 0; t < sweeps; t++) {
#pragma scop
        if (1.0 * n * n - 4 * n + 4 >= 8192) {
        #pragma omp parallel for if(1.0 * n * n - 4 * n + 4 >= 8192)
        for (int i = 1; i < n - 1; i++)
            #pragma omp simd
            for (int j = 1; j < n - 1; j++)
                if ((i + j) % 2 == 0)
                    A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
        } else {
        for (int i = 1; i < n - 1; i++)
            #pragma omp simd
            for (int j = 1; j < n - 1; j++)
                if ((i + j) % 2 == 0)
                    A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
        }
        if (1.0 * n * n - 4 * n + 4 >= 8192) {
        #pragma omp parallel for if(1.0 * n * n - 4 * n + 4 >= 8192)
        for (int i = 1; i < n - 1; i++)
            #pragma omp simd
            for (int j = 1; j < n - 1; j++)
                if ((i + j) % 2 == 1)
                    A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
        } else {
        for (int i = 1; i < n - 1; i++)
            #pragma omp simd
            for (int j = 1; j < n - 1; j++)
                if ((i + j) % 2 == 1)
                    A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
        }
#pragma endscop
    }
}

static void upsample(int n, double B[2 * n][2 * n], double A[n][n])
{
#pragma scop
    if (4.0 * n * n >= 8192) {
    #pragma omp parallel for if(4.0 * n * n >= 8192)
    for (int i = 0; i < 2 * n; i++)
        #pragma omp simd
        for (int j = 0; j < 2 * n; j++)
            B[i][j] = A[i / 2][j >> 1] + (i & 1) * 0.5;
    } else {
    for (int i = 0; i < 2 * n; i++)
        #pragma omp simd
        for (int j = 0; j < 2 * n; j++)
            B[i][j] = A[i / 2][j >> 1] + (i & 1) * 0.5;
    }
#pragma endscop
}

static void lift(int n, double x[n], double y[n])
{
#pragma scop
    if (n - 2 >= 8192) {
    #pragma omp parallel for simd if(n - 2 >= 8192)
    for (int i = 1; i < n - 1; i++)
        if (i & 1)
            x[i] -= 0.5 * (x[i - 1] + x[i + 1]);
    } else {
    #pragma omp simd
    for (int i = 1; i < n - 1; i++)
        if (i & 1)
            x[i] -= 0.5 * (x[i - 1] + x[i + 1]);
    }
    if ((n / 2) >= 8192) {
    #pragma omp parallel for simd if((n / 2) >= 8192)
    for (int i = 0; i < n / 2; i++)
        y[i] = x[2 * i] + x[2 * i + 1];
    } else {
    #pragma omp simd
    for (int i = 0; i < n / 2; i++)
        y[i] = x[2 * i] + x[2 * i + 1];
    }
#pragma endscop
}

static void centred(int n, double z[n + 1], double x[n])
{
#pragma scop
    if (-((-n) / 2) + (n / 2) >= 8192) {
    #pragma omp parallel for reduction(+: z[0:n + 1]) if(-((-n) / 2) + (n / 2) >= 8192)
    for (int i = -n / 2; i < n / 2; i++)
        if (i % 2 != 0)
            z[i / 2 + n / 2] += x[i + n / 2];
    } else {
    for (int i = -n / 2; i < n / 2; i++)
        if (i % 2 != 0)
            z[i / 2 + n / 2] += x[i + n / 2];
    }
#pragma endscop
}

int main(void)
{
    int n = N;
    double (*A)[n] = malloc(sizeof(double[n][n]));
    double (*B)[2 * n] = malloc(sizeof(double[2 * n][2 * n]));
    double *x = malloc(sizeof(double[n])), *y = malloc(sizeof(double[n]));
    double *z = malloc(sizeof(double[n + 1]));
    for (int i = 0; i < n; i++) {
        x[i] = (double)((i * 37) % 101) / 7.0;
        y[i] = 0;
        z[i] = i * 0.25;
        for (int j = 0; j < n; j++)
            A[i][j] = (double)((i * 13 + j * 7) % 29) / 3.0;
    }
    z[n] = 0;
    redblack(n, 3, A);
    upsample(n, B, A);
    lift(n, x, y);
    centred(n, z, x);
    double s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            s += A[i][j] * (1 + (i + 2 * j) % 5);
    printf("%.12g\n", s);
    s = 0;
    for (int i = 0; i < 2 * n; i++)
        for (int j = 0; j < 2 * n; j++)
            s += B[i][j] * (1 + (i * 3 + j) % 7);
    printf("%.12g\n", s);
    for (int i = 0; i < n; i += 5)
        printf("%.12g %.12g %.12g\n", x[i], y[i / 2], z[i]);
    free(A), free(B), free(x), free(y), free(z);
    return 0;
}
