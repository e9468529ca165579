/* kforge 0.1.0: tests/gen/omp/regblock_carried.c for openmp; 1 loop in parallel */
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
    #pragma omp parallel for private(p, i, k, j)
    for (int pt = 0; pt < P; pt += 10)
        for (int it = 1; it < N; it += 7)
            for (int kt = 0; kt < K; kt += 9)
                for (int jt = 1; jt < N; jt += 9)
                    for (p = pt; p < (pt + 10 < P ? pt + 10 : P); p++)
                        for (i = it; i < (it + 7 < N ? it + 7 : N); i++)
                            for (k = kt; k < (kt + 9 < K ? kt + 9 : K); k++)
                                #pragma omp simd
                                for (j = jt; j < (jt + 9 < N ? jt + 9 : N); j++)
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
