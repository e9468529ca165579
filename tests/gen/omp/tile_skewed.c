/* A band (i, j, k) that is not permutable: A[i][j][k] reads A[i][j-1][k+1],
 * a dependence of distance (0, 1, -1), so tiles of k would run a sink
 * before its source (B[j][k], the same for every i, would pay for tiles).
 * i is parallel and stays the only change. */
#include <stdio.h>

#define N 40

static double A[N][N][N], B[N][N];

static void kernel(void)
{
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 1; j < N; j++)
            for (int k = 0; k < N - 1; k++)
                A[i][j][k] = 0.5 * A[i][j - 1][k + 1] + B[j][k];
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++)
            B[i][j] = (double)((i + j) % 5) / 5;
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++)
                A[i][j][k] = (double)((i + j * k) % 7) / 7;
    }
    kernel();
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++)
                printf("%.10g\n", A[i][j][k]);
    return 0;
}
