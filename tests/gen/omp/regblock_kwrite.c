/* Register blocking (passes/regblock.h) whose loop above the innermost is
 * not jammed: each element the innermost loop writes, Y[i][k][j], moves
 * with k, so no register holds it across k's steps.  i's rows are jammed
 * (B[k][j] is shared by them, loaded once per iteration of j); k's steps
 * are not, and --explain says why. */
#include <stdio.h>

#define N 13
#define K 11
#define M 17

static double Y[N][K][M], A[N][K], B[K][M];

static void kernel(void)
{
    int i, k, j;
#pragma scop
    for (i = 0; i < N; i++)
        for (k = 0; k < K; k++)
            for (j = 0; j < M; j++)
                Y[i][k][j] = A[i][k] * B[k][j] + Y[i][k][j];
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int k = 0; k < K; k++) {
            A[i][k] = (double)((i * k + 1) % 7) / 7;
            for (int j = 0; j < M; j++)
                Y[i][k][j] = (double)((i + k + j) % 5) / 5;
        }
    for (int k = 0; k < K; k++)
        for (int j = 0; j < M; j++)
            B[k][j] = (double)((k + 2 * j) % 9) / 9;
    kernel();
    for (int i = 0; i < N; i++)
        for (int k = 0; k < K; k++)
            for (int j = 0; j < M; j++)
                printf("%.10g\n", Y[i][k][j]);
    return 0;
}
