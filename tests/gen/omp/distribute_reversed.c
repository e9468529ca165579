/* Must NOT distribute: j's first k loop reads B[i][k][j - 1], which its
 * second k loop wrote in the iteration before; split into two loops over
 * j, every first k loop would run before any second one (i runs in
 * parallel, j stays as written). */
#include <stdio.h>

#define M 8
#define N 30
#define P 20

static double A[M][P][N], B[M][P][N], Q[P];

static void kernel(void)
{
#pragma scop
    for (int i = 0; i < M; i++)
        for (int j = 1; j < N; j++) {
            for (int k = 0; k < P; k++)
                A[i][k][j] = Q[k] * B[i][k][j - 1];
            for (int k = 0; k < P; k++)
                B[i][k][j] = A[i][k][j] + Q[k];
        }
#pragma endscop
}

int main(void)
{
    for (int k = 0; k < P; k++)
        Q[k] = (double)((k * 7) % 11) / 13;
    for (int i = 0; i < M; i++)
        for (int k = 0; k < P; k++)
            for (int j = 0; j < N; j++)
                B[i][k][j] = (double)((i * j + k + 3) % 17) / 7;
    kernel();
    for (int i = 0; i < M; i++)
        for (int k = 0; k < P; k++)
            for (int j = 0; j < N; j++)
                printf("%.17g %.17g\n", A[i][k][j], B[i][k][j]);
    return 0;
}
