/* A band that is permutable but whose rows cannot be jammed under omp
 * simd: X[p][i][k][j] reads X[p][i-1][k][j-1], a dependence of distance
 * (0, 1, 0, 1).  Tiled, i's rows jammed into j would make j carry it, so
 * register blocking is refused and says which dependence. */
#include <stdio.h>

#define P 6
#define N 21
#define K 23

static double X[P][N][K][N], Y[K][N];

static void kernel(void)
{
    int p, i, k, j;
#pragma scop
    for (p = 0; p < P; p++)
        for (i = 1; i < N; i++)
            for (k = 0; k < K; k++)
                for (j = 1; j < N; j++)
                    X[p][i][k][j] = 0.5 * X[p][i - 1][k][j - 1] + Y[k][j];
#pragma endscop
}

int main(void)
{
    for (int p = 0; p < P; p++)
        for (int i = 0; i < N; i++)
            for (int k = 0; k < K; k++)
                for (int j = 0; j < N; j++)
                    X[p][i][k][j] = (double)((p + i * k + j) % 7) / 7;
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            Y[k][j] = (double)((k + 2 * j) % 5) / 5;
    kernel();
    for (int p = 0; p < P; p++)
        for (int i = 0; i < N; i++)
            for (int k = 0; k < K; k++)
                for (int j = 0; j < N; j++)
                    printf("%.10g\n", X[p][i][k][j]);
    return 0;
}
