/* Must NOT accumulate: the store names s twice (C[i][j] = s * s / ..):
 * one element cannot stand for both. */
#include <stdio.h>

#define N 40

static double A[N][N], B[N][N], C[N][N], D[N][N];

static void kernel(double alpha)
{
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0.0;
            for (int k = 0; k < N; k++)
                s += A[i][k] * B[k][j];
            C[i][j] = s * s / D[j][j];
        }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i + 2 * j) % 5) / 10;
            B[i][j] = (double)((i * j + 1) % 7) / 70;
            D[i][j] = 1.0 + (double)((i + j) % 3);
        }
    kernel(1.5);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g\n", C[i][j]);
    return 0;
}
