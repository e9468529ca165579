/* A perfect band (i, j, k) in which interchanging j and k pays (B[k][j]
 * stride-1): the interchange is made before the plan, and the band it
 * makes (i, k, j) is tiled, j still innermost. */
#include <stdio.h>

static void kernel(int n, double A[n][n], double B[n][n], double C[n][n])
{
#pragma scop
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k <= n - 1; k++)
                C[i][j] += A[i][k] * B[k][j];
#pragma endscop
}

static double A[150][150], B[150][150], C[150][150];

static void run(int n)
{
    double (*a)[n] = (double (*)[n])A, (*b)[n] = (double (*)[n])B, (*c)[n] = (double (*)[n])C;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            a[i][j] = (double)((i * j + 1) % 7) / 7;
            b[i][j] = (double)((i + 2 * j) % 5) / 5;
            c[i][j] = 0;
        }
    kernel(n, a, b, c);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            printf("%.10g\n", c[i][j]);
}

int main(void)
{
    run(20);
    run(150);
    return 0;
}
