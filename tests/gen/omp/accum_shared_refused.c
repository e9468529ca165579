/* Must NOT accumulate in C: the second nest reads s before it sets it,
 * the last sum of the first nest (C[N-1][N-1]) which the rewrite would
 * no longer leave in s (isl: S? reads a value of s that L1.1 writes). */
#include <stdio.h>

#define N 40

static double A[N][N], B[N][N], C[N][N], b[N], y[N];

static void kernel(void)
{
    double s;
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            s = 0.5;
            for (int k = 0; k < N; k++)
                s += A[i][k] * B[k][j];
            C[i][j] = s;
        }
    for (int i = 0; i < N; i++) {
        y[i] = s;
        s = b[i];
        for (int j = 0; j < N; j++)
            s -= C[i][j] * b[j];
        y[i] = s;
    }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        b[i] = (double)(i % 9) / 9;
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[i][j] = (double)((i + 2 * j) % 5) / 5;
        }
    }
    kernel();
    for (int i = 0; i < N; i++) {
        printf("%.17g\n", y[i]);
        for (int j = 0; j < N; j++)
            printf("%.17g\n", C[i][j]);
    }
    return 0;
}
