/* A band of four loops (b, i, k, j), batched products with one B: the
 * loop two above the innermost is i, under b's point loop, whose body
 * then holds i's blocked rows and those left over.  Sizes: no tile
 * divides them (tiles 3x10x7x9). */
#include <stdio.h>

#define NB 7
#define N 23
#define K 19

static double A[NB][N][K], B[K][N], C[NB][N][N];

static void kernel(void)
{
    int b, i, k, j;
#pragma scop
    for (b = 0; b < NB; b++)
        for (i = 0; i < N; i++)
            for (k = 0; k < K; k++)
                for (j = 0; j < N; j++)
                    C[b][i][j] += A[b][i][k] * B[k][j];
#pragma endscop
}

int main(void)
{
    for (int b = 0; b < NB; b++)
        for (int i = 0; i < N; i++)
            for (int k = 0; k < K; k++)
                A[b][i][k] = (double)((b + i * k + 1) % 7) / 7;
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            B[k][j] = (double)((k + 2 * j) % 5) / 5;
    kernel();
    for (int b = 0; b < NB; b++)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++)
                printf("%.10g\n", C[b][i][j]);
    return 0;
}
