/* Must NOT accumulate in the array: s is a float and C holds doubles;
 * summed in C, every addition would round to double instead of float and
 * the results would change. */
#include <stdio.h>

#define N 30

static float A[N][N], B[N][N];
static double C[N][N];

static void kernel(void)
{
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            float s = 0.0f;
            for (int k = 0; k < N; k++)
                s += A[i][k] * B[k][j];
            C[i][j] = s;
        }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (float)((i * j + 1) % 7) / 7;
            B[i][j] = (float)((i + 2 * j) % 5) / 3;
        }
    kernel();
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g\n", C[i][j]);
    return 0;
}
