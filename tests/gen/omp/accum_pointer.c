/* Must NOT accumulate in the array: C is a plain pointer that may point
 * into A or B (--assume-no-alias lets the loops run in parallel, but the
 * rewrite, which turns one store into a store per k, wants an array no
 * other name can reach: declared, restrict, or set once from malloc). */
#include <stdio.h>

#define N 30

static double A[N][N], B[N][N], M[N][N];

static void kernel(double *C)
{
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0.0;
            for (int k = 0; k < N; k++)
                s += A[i][k] * B[k][j];
            C[i * N + j] = s;
        }
#pragma endscop
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % 7) / 7;
            B[i][j] = (double)((i + 2 * j) % 5) / 5;
        }
    kernel(&M[0][0]);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            printf("%.17g\n", M[i][j]);
    return 0;
}
